"""A group's pump counted on each affected creature (613.4c): "Each other
multicolored creature you control gets +1/+1 for each of its colors." (Knight
of New Alara). Each creature's own colors (105.1, read after layer 5), not the
source's; a monocolored creature is not in the group (105.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import creature
from mtgcombat.core.abilities import Distinct, Selector, StaticEffect
from mtgcombat.core.model import Board, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import count
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

KNIGHT = "Each other multicolored creature you control gets +1/+1 for each of its colors."
ITSELF = Selector(types=frozenset(), relation="itself")


def _statics(sentence: str) -> tuple[Any, ...]:
    parsed = parse_sentence(sentence, name="Knight of New Alara")
    assert parsed.status == "modelled", parsed.error
    return parsed.traits.statics


def _knight(controller: str = "A") -> Any:
    return creature(
        "knight", controller, 2, 2, statics=_statics(KNIGHT), colors=frozenset({"green", "white"})
    )


def test_613_4c_parser_counts_each_creatures_own_colors() -> None:
    (effect,) = _statics(KNIGHT)
    assert isinstance(effect, StaticEffect)
    assert effect.per == Distinct(ITSELF, "colors") and effect.per_each
    assert effect.affected.color_count == "multicolored" and effect.affected.other
    assert "それ自身の色の数" in describe_value(effect, "ja")


@pytest.mark.parametrize("rules", list(RuleSet))
@pytest.mark.parametrize(
    ("colors", "dealt"), [(("white", "blue"), 4), (("red", "green", "blue"), 5)]
)
def test_613_4c_a_multicolored_attacker_gets_plus_one_per_color(
    rules: RuleSet, colors: tuple[str, ...], dealt: int
) -> None:
    ally = creature("ally", "A", 2, 2, attacking="B", colors=frozenset(colors))
    board = Board((Player("A"), Player("B")), (_knight(), ally), "A")
    assert resolve_combat(board, rules, auto=True).board.player("B").life == 20 - dealt


def test_613_4c_control_monocolored_the_knight_itself_and_an_opponents_get_nothing() -> None:
    bear = creature("bear", "A", 2, 2, attacking="B", colors=frozenset({"green"}))
    knight = creature(
        "k",
        "A",
        2,
        2,
        statics=_statics(KNIGHT),
        attacking="B",
        colors=frozenset({"green", "white"}),
    )
    board = Board((Player("A"), Player("B")), (knight, bear), "A")
    assert resolve_combat(board, RuleSet.CURRENT, auto=True).board.player("B").life == 16
    theirs = creature("ally", "A", 2, 2, attacking="B", colors=frozenset({"white", "blue"}))
    board = Board((Player("A"), Player("B")), (_knight("B"), theirs), "A")
    assert resolve_combat(board, RuleSet.CURRENT, auto=True).board.player("B").life == 18


def test_105_1_the_count_reads_the_object_it_is_made_on() -> None:
    ally = creature("ally", "A", 2, 2, colors=frozenset({"white", "blue", "black"}))
    board = Board((Player("A"), Player("B")), (_knight(), ally), "A")
    per = Distinct(ITSELF, "colors")
    assert (count(board, per, ally), count(board, per, board.permanent("knight"))) == (3, 2)
    assert str(per) == "the number of colors among itself"
