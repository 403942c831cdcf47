"""A "whenever you gain life" ability making a chosen player lose that much
life (issue 33, session 7): "Whenever you gain life, target opponent loses
that much life." (Sanguine Bond, Vito, Defiant Bloodlord). It triggers once
per life-gain event (119.9: it reads "whenever a source causes you to gain
life"): each source with lifelink dealing combat damage is its own event
(702.15b), while one lifelink source dealing damage to several recipients at
once gains life in one event (the Gatherer rulings on "whenever you gain
life", e.g. Ajani's Pridemate and Qala, 2024-11-08). Its target is chosen as
it is put on the stack (115.1, 603.3d). Each rules test is named by its rule
and has a control."""

from __future__ import annotations

import pytest

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import LifeEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

BOND = "Whenever you gain life, target opponent loses that much life."


def run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


def bond(*targets: str) -> Permanent:
    return creature("vito", "A", 1, 3, BOND, choices=TriggerChoices(targets=targets))


# -- the parser ----------------------------------------------------------------


def test_parser_reads_target_opponent_loses_that_much() -> None:
    value = ability(BOND)
    assert value.events == ("gain_life",)
    assert value.effects == (LifeEffect(-1, "target_opponent", that_much=True),)


@pytest.mark.parametrize(
    "sentence",
    [
        # a death has no amount: "that much" names nothing (603.2)
        "When ~ dies, target opponent loses that much life.",
        "When ~ dies, it deals that much damage to target player.",
    ],
)
def test_parser_refuses_that_much_without_an_amount(sentence: str) -> None:
    assert parse_sentence(sentence, name="Testcat").status == "unmodelled"


# -- the rules -----------------------------------------------------------------


def test_702_15b_each_lifelink_source_is_one_gain_and_one_trigger() -> None:
    a1 = creature("a1", "A", 2, 2, attacking="B", keywords=["lifelink"])
    a2 = creature("a2", "A", 3, 3, attacking="B", keywords=["lifelink"])
    board, events = run(bond("B", "B"), a1, a2)
    assert board.player("A").life == 25
    assert board.player("B").life == 20 - 5 - 2 - 3  # combat damage, then 2 and 3 (119.3)
    assert [e.kind for e in events].count("dies_ability_triggered") == 2


def test_119_9_one_lifelink_source_to_two_blockers_is_one_gain() -> None:
    # control: one source dealing damage to two recipients at once gains life
    # in one event, so the ability triggers once for all of it
    a1 = creature("a1", "A", 4, 4, attacking="B", keywords=["lifelink"])
    b1 = creature("b1", "B", 1, 2, blocking=("a1",))
    b2 = creature("b2", "B", 1, 2, blocking=("a1",))
    board, events = run(bond("B"), a1, b1, b2)
    assert board.player("A").life == 24
    assert board.player("B").life == 16
    assert [e.kind for e in events].count("dies_ability_triggered") == 1


def test_119_9_no_life_gained_no_trigger() -> None:
    # control: without lifelink no life is gained and the opponent loses only
    # the combat damage
    a1 = creature("a1", "A", 2, 2, attacking="B")
    board, events = run(bond("B"), a1)
    assert (board.player("A").life, board.player("B").life) == (20, 18)
    assert "dies_ability_triggered" not in [e.kind for e in events]


# -- Japanese --------------------------------------------------------------------


def test_japanese_rendering_of_loses_that_much() -> None:
    words = describe_value(ability(BOND), "ja")
    assert "あなたがライフを得るたび" in words
    assert "対象の対戦相手" in words
