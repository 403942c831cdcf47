"""Goad as an attack trigger's effect (issue 33, session 9): "whenever ~
attacks, you may goad target creature defending player controls" (Karazikar
style lines), "whenever ~ enters the battlefield or attacks, goad target
creature". The target is chosen as the ability is put on the stack (603.3d);
as it resolves the creature becomes goaded by the ability's controller
(701.15a now, 701.38a in 2023), which the event says. Attackers are already
declared (508.2a), so the goad changes no block of this combat; what it
leaves is the designation: until that player's next turn the creature
attacks each combat if able and attacks another player if able (701.15b),
the requirements of its controller's next declaration (508.1d). Each rule
test has a control.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.attack_cost_events import GoadedByEffect
from mtgcombat.core.model import Board, Goaded, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.text import parse_sentence

MAY_GOAD = "Whenever ~ attacks, you may goad target creature defending player controls."
GOAD = "Whenever ~ enters the battlefield or attacks, goad target creature."


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            MAY_GOAD,
            "whenever this creature attacks, you may: goad a target among creatures "
            "defending player controls",
        ),
        (GOAD, "whenever this creature attacks, goad a target among creatures"),
    ],
)
def test_parse_goad_target(sentence: str, text: str) -> None:
    [ability] = _ability(sentence)
    assert str(ability) == text


def test_parse_goad_refuses_a_noncreature() -> None:
    # only a creature can be goaded (701.15a): "goad target permanent" is refused
    parsed = parse_sentence("Whenever ~ attacks, goad target permanent.", name="Grim Hero")
    assert parsed.status == "unmodelled"


def test_parse_goad_japanese() -> None:
    [ability] = _ability(MAY_GOAD)
    assert describe_value(ability, "ja").endswith(
        "防御プレイヤーがコントロールするクリーチャー1体を対象とする。それを挑発する"
    )


# -- 701.15a: the designation as the ability resolves --------------------------


def _attack(may: bool, rules: str = "current", **bear: Any) -> tuple[Board, list[object]]:
    baron = _creature(
        "baron", attacking="B", abilities=_ability(MAY_GOAD),
        choices=TriggerChoices(may=may, targets=("bear",)),
    )  # fmt: skip
    after, events = declare_attackers_triggers(_board(baron, _creature("bear", "B", **bear)), rules)
    return after, list(events)


@pytest.mark.parametrize(("rules", "rule"), [("current", "701.15a"), ("2023", "701.38a")])
def test_701_15a_the_target_is_goaded_by_the_controller(rules: str, rule: str) -> None:
    after, events = _attack(True, rules)
    goaded = next(e for e in events if isinstance(e, GoadedByEffect))
    assert (goaded.rule, goaded.creature, goaded.player) == (rule, "bear", "A")
    assert describe_event(goaded, "ja").startswith("bearはAによって挑発される")
    assert Goaded("A") in after.permanent("bear").block_rules


def test_701_15a_declined_nothing_is_goaded() -> None:
    # control: "you may" declined (603.5): no goad, no event
    after, events = _attack(False)
    assert not any(isinstance(e, GoadedByEffect) for e in events)
    assert not after.permanent("bear").block_rules


def test_701_15d_goaded_again_by_the_same_player_changes_nothing() -> None:
    after, events = _attack(True, block_rules=frozenset({Goaded("A")}))
    goaded = next(e for e in events if isinstance(e, GoadedByEffect))
    assert (goaded.rule, goaded.again) == ("701.15d", True)
    assert after.permanent("bear").block_rules == frozenset({Goaded("A")})


# -- 701.15b, 508.1d: the requirement it leaves --------------------------------


def _next_turn(board: Board) -> Board:
    """B's turn: the same permanents, out of combat, B the active player."""
    perms = tuple(dataclasses.replace(p, attacking=None) for p in board.permanents)
    return Board((Player("A"), Player("B")), perms, "B")


def test_701_15b_the_goaded_creature_must_attack_on_its_controllers_turn() -> None:
    after, _ = _attack(True)
    verdict = is_legal_attacks(_next_turn(after), AttackDeclaration())
    assert not verdict.legal
    assert [v.rule for v in verdict.violations] == ["508.1d"]
    assert is_legal_attacks(_next_turn(after), AttackDeclaration.parse("bear: A")).legal


def test_701_15b_not_goaded_it_may_stay_home() -> None:
    # control: the goad declined, no requirement: not attacking is legal
    after, _ = _attack(False)
    assert is_legal_attacks(_next_turn(after), AttackDeclaration()).legal
