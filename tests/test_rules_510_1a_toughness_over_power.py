"""Doran's rule change for some creatures only (510.1a, 510.1c): "Each creature
you control with toughness greater than its power assigns combat damage equal
to its toughness rather than its power." (Ancient Lumberknot). The group is a
selector that compares each creature's toughness with its own power, read
from the board after the layers (613), as combat damage is assigned."""

from __future__ import annotations

import json
from typing import Any

import pytest

from helpers import creature
from mtgcombat.core.abilities import Compare, Selector, StaticEffect
from mtgcombat.core.model import Board, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence

LUMBERKNOT = (
    "Each creature you control with toughness greater than its power assigns combat damage "
    "equal to its toughness rather than its power."
)


def _statics(sentence: str) -> tuple[Any, ...]:
    parsed = parse_sentence(sentence, name="Ancient Lumberknot")
    assert parsed.status == "modelled", parsed.error
    return parsed.traits.statics


def _life_after(*attackers: tuple[int, int], rules: RuleSet = RuleSet.CURRENT) -> int:
    knot = creature("knot", "A", 1, 4, statics=_statics(LUMBERKNOT))
    perms = [knot] + [
        creature(f"c{i}", "A", p, t, attacking="B") for i, (p, t) in enumerate(attackers)
    ]
    board = Board((Player("A"), Player("B")), tuple(perms), "A")
    return resolve_combat(board, rules, auto=True).board.player("B").life


def test_510_1a_parser_reads_the_group_and_its_comparison() -> None:
    (effect,) = _statics(LUMBERKNOT)
    assert isinstance(effect, StaticEffect) and effect.by_toughness
    assert effect.affected.controller == "you"
    assert effect.affected.compares == (Compare("toughness", ">", None, "power"),)
    assert ability_from_json(json.loads(json.dumps(ability_to_json(effect)))) == effect
    assert "それ自身のパワーより大きい" in describe_value(effect, "ja")


@pytest.mark.parametrize("rules", list(RuleSet))
def test_510_1a_a_creature_with_toughness_above_power_deals_its_toughness(rules: RuleSet) -> None:
    assert _life_after((1, 5), rules=rules) == 15


@pytest.mark.parametrize(("power", "toughness", "dealt"), [(2, 2, 2), (4, 1, 4), (0, 3, 3)])
def test_510_1a_control_equal_or_lower_toughness_deals_its_power(
    power: int, toughness: int, dealt: int
) -> None:
    assert _life_after((power, toughness)) == 20 - dealt


def test_510_1a_an_opponents_creature_is_not_in_the_group() -> None:
    knot = creature("knot", "B", 1, 4, statics=_statics(LUMBERKNOT), blocking=("x",))
    wall = creature("x", "A", 1, 5, attacking="B")
    board = Board((Player("A"), Player("B")), (wall, knot), "A")
    after = resolve_combat(board, RuleSet.CURRENT, auto=True).board
    assert after.permanent("knot").damage == 1  # A's 1/5 deals its power
    assert after.permanent("x").damage == 4  # B's 1/4 blocker deals its toughness


def test_510_1a_the_comparison_reads_each_object_itself() -> None:
    sel = Selector(compares=(Compare("toughness", ">", None, "power"),))
    tall = creature("t", "A", 1, 3)
    square = creature("s", "A", 3, 3)
    board = Board((Player("A"), Player("B")), (tall, square), "A")
    assert [matches(board, sel, p, square) for p in (tall, square)] == [True, False]
    assert str(sel.compares[0]) == "toughness greater than its power"


def test_510_1a_a_comparison_of_a_stat_with_itself_is_refused() -> None:
    sentence = (
        "Each creature you control with power greater than its power assigns combat damage "
        "equal to its toughness rather than its power."
    )
    assert parse_sentence(sentence, name="Testcard").status == "unmodelled"
