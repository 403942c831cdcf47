"""A player losing the game by an effect (104.3e; issue 33, session 10):
"whenever ~ deals combat damage to a player, that player loses the game"
(Phage the Untouchable).

An effect that says a player loses the game makes them lose at once, as it
resolves, not at the next check of state-based actions (104.3e; compare
704.5a). What follows:

* a player who can't lose the game ("your opponents can't lose the game",
  104.3) doesn't: the effect does nothing to them, and the event says why;
* in Two-Headed Giant the team loses together (810.8a), unless a player of
  the team can't lose the game (810.8a: then the team can't);
* a game of more than two players (or teams) goes on without them: they
  leave it with everything they own, and what they control of another
  player's is exiled or goes back (800.4a,
  :func:`mtgcombat.rules.sba.leave_game`); with one player (or team) left
  the game is over (104.2a), and the combat damage step's later triggers
  don't resolve (:mod:`mtgcombat.rules.triggers_damage`).

Dispatched from :func:`mtgcombat.rules.trigger_effects_more.apply_more`.
"""

from __future__ import annotations

from mtgcombat.core.effect_events import LossPrevented
from mtgcombat.core.events import Event, PlayerLost
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.sba import leave_game, sides_left


def lose_game(board: Board, player: str, rules: RuleSet) -> tuple[Board, list[Event]]:
    """``player`` loses the game by an effect (104.3e): the board after it
    and the events.

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> after, events = lose_game(board, "B", RuleSet.CURRENT)
    >>> after.player("B").lost, [(e.kind, e.rule) for e in events]
    (True, [('player_lost', '104.3e')])
    >>> board = Board([Player("A"), Player("B", cant_lose=True)], [], "A")
    >>> after, events = lose_game(board, "B", RuleSet.CURRENT)
    >>> after.player("B").lost, [(e.kind, e.rule) for e in events]
    (False, [('loss_prevented', '104.3')])
    """
    loser = board.player(player)
    if loser.lost:
        return board, []
    team = board.team_of(player) if board.teams else (player,)
    if any(board.player(p).cant_lose for p in team):
        # 104.3: an effect says they can't lose the game (810.8a: nor their team)
        return board, [LossPrevented("104.3", player, "104.3e")]
    events: list[Event] = [PlayerLost("104.3e", player)]
    events.extend(PlayerLost("810.8a", p) for p in team if p != player)
    after = board.with_players(evolve(p, lost=True) if p.id in team else p for p in board.players)
    if sides_left(after) >= 2:
        # the game goes on without them (800.4a)
        after = leave_game(after, team, rules, events)
    return after, events


__all__ = ["lose_game"]
