"""A player who has lost the game is no longer one of "each opponent" nor
of "each other opponent" (800.4a: a player who leaves the game is no longer
affected by anything; 102.2). Found by the review of session 10: Phage the
Untouchable makes one opponent lose, and "that much damage to each other
opponent" still hit that player. Each test has a control where no one has lost.
"""

from __future__ import annotations

from helpers import creature_card as _creature
from helpers import modelled_abilities as _abilities
from mtgcombat.core.model import Board, Player
from mtgcombat.rules.combat import resolve_combat

HYDRA = (
    "Whenever ~ deals combat damage to an opponent, it deals that much damage to each "
    "other opponent."
)
LOSES = "Whenever ~ deals combat damage to a player, each opponent loses 1 life."


def _run(board: Board) -> Board:
    return resolve_combat(board, "current", None, auto=True, triggers=True).board


def _lives(board: Board) -> list[int]:
    return [board.player(p).life for p in "ABCD"]


def test_800_4a_each_other_opponent_leaves_out_a_player_who_lost() -> None:
    hydra = _creature("hydra", "A", 3, 3, abilities=_abilities(HYDRA), attacking="B")
    players = (Player("A"), Player("B"), Player("C", lost=True), Player("D"))
    assert _lives(_run(Board(players, (hydra,), "A"))) == [20, 17, 20, 17]
    # the control: C still in the game is dealt that much damage too
    players = (Player("A"), Player("B"), Player("C"), Player("D"))
    assert _lives(_run(Board(players, (hydra,), "A"))) == [20, 17, 17, 17]


def test_800_4a_each_opponent_leaves_out_a_player_who_lost() -> None:
    pinger = _creature("pinger", "A", 1, 3, abilities=_abilities(LOSES), attacking="B")
    players = (Player("A"), Player("B"), Player("C", lost=True), Player("D"))
    assert _lives(_run(Board(players, (pinger,), "A"))) == [20, 18, 20, 19]
    # the control: C still in the game loses 1 life too
    players = (Player("A"), Player("B"), Player("C"), Player("D"))
    assert _lives(_run(Board(players, (pinger,), "A"))) == [20, 18, 19, 19]
