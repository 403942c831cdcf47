"""Multiplayer rules the damage steps need: Commander damage (903.10a) and
the shared totals of Two-Headed Giant teams (810.9, 810.10).

* A commander's combat damage to a player is added to what that commander
  has dealt the player over the game (903.10a); 21 or more from one
  commander and the player loses (704.6c, in :mod:`mtgcombat.rules.sba`).
* In a Two-Headed Giant game damage, life loss and life gain happen to each
  player, and the result is applied to the team's shared life total
  (810.9); poison counters are given to each player and shared by the team
  (810.10). The board keeps the team's total on each of its players:
  :func:`share_team_totals` turns what happened to each player into the
  team's new totals.

>>> from mtgcombat.core.model import Board, Player
>>> before = Board([Player(p, life=30) for p in ("A1", "A2", "B1", "B2")], [], "A1",
...                teams=[["A1", "A2"], ["B1", "B2"]])
>>> hit = before.with_players([Player("A1", life=30), Player("A2", life=30),
...                            Player("B1", life=27), Player("B2", life=26)])
>>> after, events = share_team_totals(before, hit)
>>> [p.life for p in after.players], [str(e.team) for e in events]
([30, 30, 23, 23], ['B1+B2'])
"""

from __future__ import annotations

from mtgcombat.core.events import CommanderDamage, Event, TeamTotals
from mtgcombat.core.model import Board, Player, evolve

COMMANDER_DAMAGE_TO_LOSE = 21
"""704.6c: 21 or more combat damage from one commander."""


def add_commander_damage(player: Player, commander: str, amount: int) -> tuple[Player, Event]:
    """The player after ``commander`` dealt it ``amount`` combat damage, and
    the event (903.10a).

    >>> player, event = add_commander_damage(Player("B", commander_damage={"ghave": 18}),
    ...                                      "ghave", 4)
    >>> player.commander_damage, event.total
    ((('ghave', 22),), 22)
    """
    total = player.commander_damage_from(commander) + amount
    pairs = [(c, n) for c, n in player.commander_damage if c != commander]
    pairs.append((commander, total))
    after = evolve(player, commander_damage=tuple(pairs))
    return after, CommanderDamage("903.10a", player.id, commander, amount, total)


def cant_gain_life(board: Board, player: str) -> bool:
    """Whether ``player`` can't gain life: an effect says so of them or, in
    Two-Headed Giant, of a teammate (810.9g).

    >>> board = Board([Player("A1"), Player("A2", cant_gain_life=True), Player("B1"),
    ...                Player("B2")], [], "A1", teams=[["A1", "A2"], ["B1", "B2"]])
    >>> cant_gain_life(board, "A1"), cant_gain_life(board, "B1")
    (True, False)
    """
    if board.player(player).cant_gain_life:
        return True
    if not board.teams:
        return False
    return any(board.player(pid).cant_gain_life for pid in board.team_of(player))


def cant_gain_life_rule(board: Board, player: str) -> str:
    """The rule that stops ``player`` gaining life: ``"119.7"`` when an effect
    says they can't, ``"810.9g"`` when in Two-Headed Giant it says so of a
    teammate only (the team's life total can't rise). Call it only where
    :func:`cant_gain_life` holds.

    >>> board = Board([Player("A1"), Player("A2", cant_gain_life=True), Player("B1"),
    ...                Player("B2")], [], "A1", teams=[["A1", "A2"], ["B1", "B2"]])
    >>> cant_gain_life_rule(board, "A2"), cant_gain_life_rule(board, "A1")
    ('119.7', '810.9g')
    """
    return "119.7" if board.player(player).cant_gain_life else "810.9g"


def poison_to_lose(board: Board, player: str) -> int:
    """How many poison counters make ``player`` (or its team) lose: 10 alone
    (704.5c), 15 for a team of two (704.6b, 810.8d), 5 more for each player a
    team has beyond the second (810.11).

    >>> board = Board([Player(p) for p in ("A1", "A2", "B1", "B2")], [], "A1",
    ...               teams=[["A1", "A2"], ["B1", "B2"]])
    >>> poison_to_lose(board, "B1"), poison_to_lose(Board([Player("A"), Player("B")], [], "A"), "B")
    (15, 10)
    """
    team = board.team_of(player)
    if len(team) < 2:
        return 10
    return 15 + 5 * (len(team) - 2)


def team_name(team: tuple[str, ...]) -> str:
    """A team's name in events and documents: its players joined by ``+``.

    >>> team_name(("B1", "B2"))
    'B1+B2'
    """
    return "+".join(team)


def share_team_totals(before: Board, after: Board) -> tuple[Board, tuple[Event, ...]]:
    """Apply to each team's shared life total and poison counters what
    happened to its players between ``before`` and ``after`` (810.9,
    810.10): the team's new life is its old one plus each player's change.
    Without teams, ``after`` is returned as it is.

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> share_team_totals(board, board) == (board, ())
    True
    """
    if not before.teams:
        return after, ()
    events: list[Event] = []
    players = {p.id: p for p in after.players}
    for team in before.teams:
        old = [before.player(pid) for pid in team]
        new = [players[pid] for pid in team]
        if all(o.life == n.life and o.poison == n.poison for o, n in zip(old, new, strict=True)):
            continue
        life = old[0].life + sum(n.life - o.life for o, n in zip(old, new, strict=True))
        poison = old[0].poison + sum(n.poison - o.poison for o, n in zip(old, new, strict=True))
        for pid in team:
            players[pid] = evolve(players[pid], life=life, poison=poison)
        events.append(TeamTotals("810.9", team_name(team), life, poison))
    return after.with_players(players[p.id] for p in after.players), tuple(events)
