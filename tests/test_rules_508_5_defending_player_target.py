"""The defending player of an attack trigger's target (508.5, 508.5a):
"whenever ~ attacks, you may goad target creature defending player
controls" names the player the attacking creature attacks, not any player
defending in a multiplayer game (506.2). A creature of another defending
player is an illegal target (603.3d); the attacked player's creature is a
legal one (control).
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.attack_cost_events import GoadedByEffect
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.input_errors import parse_reason
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.text import parse_sentence

MAY_GOAD = "Whenever ~ attacks, you may goad target creature defending player controls."


def _three(targets: tuple[str, ...], *perms: Permanent) -> Board:
    """A attacks B with the baron; C also defends (against the ogre)."""
    baron = _creature(
        "baron", attacking="B", abilities=_ability(MAY_GOAD),
        choices=TriggerChoices(may=True, targets=targets),
    )  # fmt: skip
    ogre = _creature("ogre", attacking="C")
    return Board((Player("A"), Player("B"), Player("C")), (baron, ogre, *perms), "A")


def test_508_5_a_creature_of_another_defending_player_is_refused() -> None:
    board = _three(("wolf",), _creature("bear", "B"), _creature("wolf", "C"))
    with pytest.raises(ChoiceError) as err:
        declare_attackers_triggers(board, "current")
    assert (err.value.field, err.value.key) == ("choices.targets", "target_not_wanted")


def test_508_5_the_attacked_players_creature_is_goaded() -> None:
    # control: the bear's controller B is the player the baron attacks
    board = _three(("bear",), _creature("bear", "B"), _creature("wolf", "C"))
    _, events = declare_attackers_triggers(board, "current")
    goaded = [e.creature for e in events if isinstance(e, GoadedByEffect)]
    assert goaded == ["bear"]


def test_603_3d_no_legal_target_of_the_attacked_player_removes_it() -> None:
    # only C has a creature: no legal target, the ability is removed (603.3d)
    board = _three((), _creature("wolf", "C"))
    after, events = declare_attackers_triggers(board, "current")
    assert not any(isinstance(e, GoadedByEffect) for e in events)
    assert not after.permanent("wolf").block_rules


# -- "whenever you attack": no single defending player (508.5) ----------------


def test_508_5_you_attack_target_defending_player_controls_is_refused() -> None:
    line = "Whenever you attack, goad target creature defending player controls."
    parsed = parse_sentence(line, name="Grim Hero")
    assert parsed.status == "unmodelled"
    assert "no single defending player (508.5)" in parsed.error
    assert "防御プレイヤーは1人に定まらない（508.5）" in parse_reason(parsed.error, "ja")


def test_508_5_you_attack_goad_any_target_is_kept() -> None:
    # control: no "defending player" in the target's selector
    parsed = parse_sentence("Whenever you attack, goad target creature.", name="Grim Hero")
    assert parsed.status == "modelled"
