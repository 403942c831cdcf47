"""Issue 33: "create a token that's a copy of ~" as a combat damage or
death trigger resolves (707.2 copiable values, 111.1, 111.2): its parse, a
rules test named by its rule with a control, and its Japanese rendering."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.app.combat import phase_run
from mtgcombat.core.basics import Counters
from mtgcombat.core.events import TokenCreated
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

NAGA = "Whenever ~ deals combat damage to a player, create a token that's a copy of ~."
POLYRAPTOR = "Whenever ~ is dealt damage, create a token that's a copy of ~."
TWO = "Whenever ~ deals combat damage to a player, create two tokens that are copies of ~."


def _one(sentence: str) -> Any:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (value,) = parsed.traits.values()
    return value


def _naga(sentence: str = NAGA, **kw: Any) -> Permanent:
    return Permanent(
        id="naga", controller="A", name="Mist-Syndicate Naga", power=3, toughness=1,
        subtypes=frozenset({"naga", "ninja"}), attacking="B", tapped=True,
        abilities=frozenset({_one(sentence)}), **kw,
    )  # fmt: skip


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


@pytest.mark.parametrize(("sentence", "count"), [(NAGA, 1), (POLYRAPTOR, 1), (TWO, 2)])
def test_707_2_copy_of_itself_parses(sentence: str, count: int) -> None:
    assert _one(sentence).effects == (CopyTokenEffect(count),)


@pytest.mark.parametrize(
    "sentence",
    [
        # "it" is another creature than the one with the ability: not read as a copy of ~
        "Whenever a creature you control deals combat damage to a player, create a token "
        "that's a copy of it.",
        # a copy of another permanent
        "Whenever ~ deals combat damage to a player, create a token that's a copy of target "
        "creature you control.",
        # granted (Trickster's Talisman): "this creature" and the Equipment's name are both
        # "~" once read, the one sacrificed and the one copied can't be told apart
        'Equipped creature gets +1/+1 and has "Whenever this creature deals combat damage to a '
        "player, you may sacrifice ~. If you do, create a token that's a copy of this "
        'creature."',
    ],
)
def test_707_2_copies_of_other_permanents_are_not_modelled(sentence: str) -> None:
    assert parse_sentence(sentence).status != "modelled"


def test_707_2_copy_token_enters_after_combat_damage_with_its_copiable_values() -> None:
    result = resolve_combat(_board(_naga()), "current", auto=True)
    copy = result.board.permanent("naga_copy1")
    assert (copy.power, copy.toughness, copy.name, copy.subtypes) == (
        3, 1, "Mist-Syndicate Naga", frozenset({"naga", "ninja"}),
    )  # fmt: skip
    # a new object (111.1): untapped, not attacking, no counters, its own abilities (707.2)
    assert (copy.token, copy.tapped, copy.attacking, copy.controller) == (True, False, None, "A")
    assert copy.abilities == result.board.permanent("naga").abilities
    created = [e for e in result.events if isinstance(e, TokenCreated)]
    assert [(e.rule, e.token, e.source) for e in created] == [("707.2", "naga_copy1", "naga")]
    # control: blocked, it deals no combat damage to a player, nothing triggers
    wall = Permanent(id="wall", controller="B", power=0, toughness=4, blocking=("naga",))
    blocked = resolve_combat(_board(_naga(), wall), "current", auto=True)
    assert blocked.board.get("naga_copy1") is None


def test_707_2_counters_and_this_combats_effects_are_not_copied() -> None:
    text = f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "naga"
controller = "A"
power = 3
toughness = 1
attacking = "B"
abilities = ["Whenever ~ attacks, it gets +2/+2 until end of turn.", "{NAGA}"]
[permanents.counters]
"+1/+1" = 1
"""
    result = phase_run(parse_scenario(text), None, "en", True, "").result
    assert result is not None
    naga, copy = result.board.permanent("naga"), result.board.permanent("naga_copy1")
    assert (naga.current_power, copy.current_power, copy.counters.plus_one) == (6, 3, 0)
    assert result.board.player("B").life == 20 - 6


def test_707_2_two_copies_of_a_creature_dealt_damage() -> None:
    raptor = Permanent(id="raptor", controller="B", power=5, toughness=5,
                       blocking=("bear",), abilities=frozenset({_one(POLYRAPTOR)}))  # fmt: skip
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B", tapped=True)
    result = resolve_combat(_board(bear, raptor), "current", auto=True)
    copy = result.board.permanent("raptor_copy1")
    # the copy is under the ability's controller's control (111.2), not blocking
    assert (copy.controller, copy.blocking, copy.damage) == ("B", (), 0)
    # control: a 0-power attacker deals no damage, the ability does not trigger (120.8)
    weak = Permanent(id="bear", controller="A", power=0, toughness=2, attacking="B", tapped=True)
    assert (
        resolve_combat(_board(weak, raptor), "current", auto=True).board.get("raptor_copy1") is None
    )


def test_704_5j_copy_of_a_legendary_permanent_is_refused() -> None:
    legend = _naga(supertypes=frozenset({"legendary"}))
    with pytest.raises(ChoiceError) as caught:
        resolve_combat(_board(legend), "current", auto=True)
    assert caught.value.rule == "704.5j" and caught.value.key == "copy_legendary"
    # control: a counter on a nonlegendary one is no reason to refuse
    plain = _naga(counters=Counters(plus_one=2))
    after = resolve_combat(_board(plain), "current", auto=True).board
    assert after.permanent("naga_copy1").counters.plus_one == 0


def test_707_2_copy_event_in_japanese() -> None:
    event = TokenCreated("707.2", "naga_copy1", "naga")
    assert describe_event(event, "ja").startswith(
        "nagaのコピーであるトークンnaga_copy1が戦場に出る"
    )
    assert "a token copy of naga" in describe_event(event)
