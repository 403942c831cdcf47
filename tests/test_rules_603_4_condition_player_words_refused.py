"""The player words of conditions ("you", "an opponent", "a player": 603.4,
700.4) and of a spell's sacrifice (701.21a) are read exactly: a word the
rules do not know is an internal error naming the word and the value, where
before it fell through to the opponents or to every player (issue 33 §4:
never silently wrong). The controls show the known words unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import Selector
from mtgcombat.core.conditions import LifeTotal, PlayerIs
from mtgcombat.core.history_check import missing_record
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.selectors import condition_holds
from mtgcombat.core.turn_history import ThisTurn, TurnHistory, history_fact
from mtgcombat.rules.spell_removal import PlayerSacrificeEffect, sacrificing_players

UNKNOWN: Any = "ally"  # a word no type allows (the structured reader refuses it)


def _board() -> tuple[Board, Permanent]:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    players = (
        Player("A", life=5, history=TurnHistory()),
        Player("B", life=20, monarch=True, history=TurnHistory(died=1)),
    )
    return Board(players, (bear,), "A"), bear


def test_a_player_condition_with_an_unknown_word_is_refused() -> None:
    # before: any word but "you" meant the opponents (B, the monarch)
    board, bear = _board()
    with pytest.raises(ValueError, match=r"a condition's player: .*\"ally\""):
        condition_holds(board, PlayerIs("monarch", UNKNOWN), bear)
    # control: the monarch is an opponent, not you
    assert condition_holds(board, PlayerIs("monarch", "opponent"), bear)
    assert not condition_holds(board, PlayerIs("monarch", "you"), bear)


def test_a_life_total_condition_with_an_unknown_word_is_refused() -> None:
    board, bear = _board()
    with pytest.raises(ValueError, match=r'LifeTotal.who: .*"ally"'):
        condition_holds(board, LifeTotal(UNKNOWN, "<=", 5), bear)
    assert condition_holds(board, LifeTotal("you", "<=", 5), bear)  # control: A has 5
    assert not condition_holds(board, LifeTotal("opponent", "<=", 5), bear)


def test_a_this_turn_condition_with_an_unknown_word_is_refused() -> None:
    # before: the record read was every player's (missing_record) or the opponents'
    board, bear = _board()
    with pytest.raises(ValueError, match=r'ThisTurn.who: .*"ally"'):
        history_fact(board, ThisTurn("died", UNKNOWN), bear)
    with pytest.raises(ValueError, match=r'ThisTurn.who: .*"ally"'):
        missing_record(board, ThisTurn("died", UNKNOWN), "A")
    # control (700.4): a creature B controlled died; none of A's
    assert history_fact(board, ThisTurn("died", "opponent"), bear)
    assert not history_fact(board, ThisTurn("died", "you"), bear)
    assert missing_record(board, ThisTurn("died", "player"), "A") is None


def test_a_sacrifice_with_an_unknown_player_word_is_refused() -> None:
    # before: any word not listed made every player sacrifice (701.21a)
    board, _ = _board()
    with pytest.raises(ValueError, match=r'PlayerSacrificeEffect.who: .*"ally"'):
        sacrificing_players(board, PlayerSacrificeEffect(Selector(), UNKNOWN), (), "A")
    every = sacrificing_players(board, PlayerSacrificeEffect(Selector(), "each_player"), (), "A")
    assert every == ["A", "B"]  # control
    mine = sacrificing_players(board, PlayerSacrificeEffect(Selector(), "you"), (), "A")
    assert mine == ["A"]
