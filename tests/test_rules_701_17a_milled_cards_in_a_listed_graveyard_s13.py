"""A graveyard given as a list of cards, and cards milled or discarded into
it this turn (701.17a, 701.9a): which cards they are is not known, so a
line that reads the graveyard's cards' characteristics is refused, and the
refusal names that cause, not the input (issue 33, session 13, review).
Control: with nothing milled, the list answers."""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board, Player
from mtgcombat.core.player import ZoneCard
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.validation import BoardError
from mtgcombat.core.zone_cards import graveyard_of
from mtgcombat.i18n.input_errors import board_error_line
from mtgcombat.rules.hand_zones import discard_cards, mill_cards

BEAR = ZoneCard(types=frozenset({"creature"}), name="Grizzly Bears")


def _board() -> Board:
    return Board((Player("A", hand=2, graveyard=0, graveyard_cards=(BEAR,)), Player("B")), (), "A")


def test_701_17a_milled_cards_of_a_listed_graveyard_are_not_known() -> None:
    after, _ = mill_cards(_board(), RuleSet.CURRENT, "A", 2, "timeline[0]")
    with pytest.raises(BoardError) as caught:
        graveyard_of(after, "A", cards=True)
    assert caught.value.key == "graveyard_cards_moved_unknown"
    assert "milled or discarded this turn" in str(caught.value)
    assert "give players.A.graveyard as the list" not in str(caught.value)
    assert "切削" in board_error_line(caught.value, "ja")
    # control: nothing milled, the list is all there is
    assert graveyard_of(_board(), "A", cards=True) == 0


def test_701_9a_discarded_cards_of_a_listed_graveyard_are_not_known() -> None:
    after, _ = discard_cards(_board(), RuleSet.CURRENT, "A", 1, "timeline[0]")
    with pytest.raises(BoardError, match="milled or discarded this turn"):
        graveyard_of(after, "A", cards=True)
    # control: a graveyard given only as a number keeps its own message
    number = Board((Player("A", graveyard=2), Player("B")), (), "A")
    with pytest.raises(BoardError, match="only the number"):
        graveyard_of(number, "A", cards=True)
