"""A trigger on a death that puts a counter of another kind than +1/+1 on a
creature (issue 33, session 12): "Whenever a creature dealt damage by ~ this
turn dies, put a +2/+2 counter on ~" (Baron Sengir). The counter changes
power and toughness for as long as it stays (122.1a, 613.4c), from the
combat damage step of the death on (510.3a): a double striker that kills its
blocker in the first-strike step deals the regular step's damage with its
new power, all of it to the player when it has trample (702.19e). Each
rules test has a control, in both rule sets."""

from __future__ import annotations

import pytest

from helpers import creature, modelled_abilities, two_player_board
from mtgcombat.core.model import Board
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat

SENGIR = "Whenever a creature dealt damage by ~ this turn dies, put a +2/+2 counter on ~."
RULE_SETS = ("current", "2023")


def test_parse_a_plus_two_counter_after_a_death() -> None:
    [ability] = modelled_abilities(SENGIR, name="Baron")
    assert str(ability) == (
        "whenever a creature dealt damage by this creature this turn dies, put 1 +2/+2"
        " counter(s) on it"
    )
    assert "+2/+2カウンター" in describe_value(ability, "ja")


def test_parse_a_plus_one_zero_counter_on_a_target_after_a_death() -> None:
    [ability] = modelled_abilities(
        "When ~ dies, put a +1/+0 counter on target creature you control."
    )
    assert str(ability) == (
        "whenever this creature dies, put 1 +1/+0 counter(s) on a target among creatures"
        " you control"
    )


def _board(bear_toughness: int) -> Board:
    keywords = modelled_abilities("Double strike, trample")
    baron = creature(
        "baron", "A", 1, 1, *keywords, *modelled_abilities(SENGIR, name="Baron"), attacking="B"
    )
    bear = creature("bear", "B", 1, bear_toughness, blocking=("baron",))
    return two_player_board(baron, bear)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_122_1a_the_counter_raises_the_regular_step_damage(rules: str) -> None:
    # the 1/1 kills the 1/1 bear in the first-strike step; it becomes 3/3 and,
    # its blocker gone, assigns all 3 to the player (702.19e)
    result = resolve_combat(_board(1), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.player("B").life == 17
    assert [e.kind for e in result.events].count("counters_put") == 1


@pytest.mark.parametrize("rules", RULE_SETS)
def test_122_1a_control_the_bear_survives_the_first_strike(rules: str) -> None:
    # control: the 1/2 bear survives the first-strike step: no counter
    # before the regular step, whose 1 damage is lethal to the bear, none
    # to the player
    result = resolve_combat(_board(2), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.player("B").life == 20
