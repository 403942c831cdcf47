"""Poison counters from a damage trigger (issue 33, session 9): "whenever ~
deals damage to a player, that player gets a poison counter" (Swamp
Mosquito's kin), "... two poison counters", and "that opponent" of a trigger
on damage to an opponent. The player dealt the damage gets the counters
(122.1) as the trigger resolves in the combat damage step (603.2, 510.3a);
with ten or more, that player loses the game as state-based actions are
checked (704.5c). Each rules test is named by its rule and has a control."""

from __future__ import annotations

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import DiscardEffect, PoisonEffect
from mtgcombat.core.model import Board, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat

ONE = "Whenever ~ deals damage to a player, that player gets a poison counter."
TWO = "Whenever ~ deals damage to a player, that player gets two poison counters."
THAT_OPPONENT = "Whenever ~ deals damage to an opponent, that opponent discards a card."


def _b_after(text: str, poison: int, *, blocked: bool = False) -> Player:
    mosquito = creature("mosquito", "A", 1, 1, text, attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("mosquito",))
    perms = (mosquito, wall) if blocked else (mosquito,)
    board = Board((Player("A"), Player("B", poison=poison)), perms, "A")
    return resolve_combat(board, "current", None, auto=True, triggers=True).board.player("B")


def test_parser_reads_that_players_poison_counters() -> None:
    assert ability(ONE).effects == (PoisonEffect(1, "that_player"),)
    assert ability(TWO).effects == (PoisonEffect(2, "that_player"),)
    assert ability(THAT_OPPONENT).effects == (DiscardEffect(1, "that_player"),)
    assert "そのプレイヤー" in describe_value(ability(TWO), "ja")


def test_122_1_that_player_gets_the_counters() -> None:
    b = _b_after(TWO, 0)
    assert (b.poison, b.life, b.lost) == (2, 19, False)


def test_704_5c_the_tenth_counter_loses_the_game() -> None:
    assert _b_after(ONE, 9).lost


def test_704_5c_control_blocked_no_damage_to_the_player_no_counter() -> None:
    # control: the wall takes the damage; nothing triggers (603.2)
    b = _b_after(ONE, 9, blocked=True)
    assert (b.poison, b.lost) == (9, False)


def test_510_3a_that_opponent_discards_recorded_as_an_event() -> None:
    mosquito = creature("mosquito", "A", 1, 1, THAT_OPPONENT, attacking="B")
    board = Board((Player("A"), Player("B", hand=3)), (mosquito,), "A")
    events = resolve_combat(board, "current", None, auto=True, triggers=True).events
    [discarded] = [e for e in events if e.kind == "cards_discarded"]
    assert discarded.player == "B"  # type: ignore[attr-defined]
