"""Proliferate (701.34; 701.27 in the 2023 rules) carried out.

701.34a: to proliferate, a player chooses any number of permanents and/or
players that have a counter, then gives each one additional counter of each
kind already there. Proliferating does not target (115.1): hexproof, shroud,
ward and protection don't stop a permanent or player from being chosen. A
permanent that can't have counters gets none (122.1); a permanent's
counters are the :class:`~mtgcombat.core.basics.Counters` of the board
(+1/+1, -1/-1, loyalty, defense and every other kind), a player's are its
poison (122.1f) and experience (122.1e) counters.

Which ones are chosen is the player's choice: the ``choices.proliferated``
of the permanent whose ability proliferates (ids of permanents and
players). A chosen one that has no counter as the ability resolves can't
be chosen and gets nothing. With no choice in the file, the default
(:func:`default_proliferated`) chooses each permanent and player whose
every kind of counter the proliferating player's side gains by: +1/+1,
loyalty and experience counters on its own team's permanents and players,
-1/-1 and poison counters on its opponents' ones. Others (a permanent with
counters of both sorts, a kind the engine can't judge, such as "ice" or a
battle's defense counters) are left out by the default and can be named in
the file.

State-based actions are checked after the ability resolves, as for every
triggered ability (704.3): a tenth poison counter makes its player lose
(704.5c), +1/+1 and -1/-1 counters on one permanent annihilate (704.5q).
"""

from __future__ import annotations

from mtgcombat.core.basics import Counters
from mtgcombat.core.events import CountersPut, Event, Proliferated
from mtgcombat.core.model import Board, Permanent, Player, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.counter_placing import put_counters

__all__ = ["default_proliferated", "proliferate", "proliferate_rule"]

_GOOD_FOR_HOLDER = frozenset({"+1/+1", "loyalty", "experience"})
_BAD_FOR_HOLDER = frozenset({"-1/-1", "poison"})


def proliferate_rule(rules: RuleSet) -> str:
    """The rule of proliferate under ``rules`` (701.27 before the 2024-2025
    renumbering of 701).

    >>> proliferate_rule(RuleSet.CURRENT), proliferate_rule(RuleSet.R2023)
    ('701.34', '701.27')
    """
    return "701.27" if rules is RuleSet.R2023 else "701.34"


def _permanent_kinds(c: Counters) -> list[tuple[str, int]]:
    found = [
        ("+1/+1", c.plus_one),
        ("-1/-1", c.minus_one),
        ("loyalty", c.loyalty),
        ("defense", c.defense),
        *c.other,
    ]
    return [(kind, n) for kind, n in found if n > 0]


def _player_kinds(player: Player) -> list[tuple[str, int]]:
    found = [("poison", player.poison), ("experience", player.experience)]
    return [(kind, n) for kind, n in found if n > 0]


def _kinds_of(board: Board, oid: str) -> list[str]:
    """The kinds of counter ``oid`` (a permanent on the battlefield or a
    player still in the game) has; none for anything else (701.34a: only
    those with a counter can be chosen)."""
    if board.is_player(oid):
        player = board.player(oid)
        return [] if player.lost else [k for k, _ in _player_kinds(player)]
    perm = board.get(oid)
    if perm is None or not perm.on_battlefield:
        return []
    return [k for k, _ in _permanent_kinds(perm.counters)]


def default_proliferated(board: Board, controller: str) -> tuple[str, ...]:
    """The permanents and players ``controller`` chooses when the file names
    none: those whose every kind of counter is one ``controller``'s side
    gains by (its own team's +1/+1, loyalty and experience counters; its
    opponents' -1/-1 and poison counters), players first in turn order,
    then permanents in board order.

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2,
    ...                 counters=Counters(plus_one=1))
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1,
    ...                counters=Counters(plus_one=1))
    >>> ice = Permanent(id="ice", controller="A", power=1, toughness=1,
    ...                counters=Counters(other=(("ice", 1),)))
    >>> board = Board([Player("A", poison=1), Player("B", poison=3)], [bear, elf, ice], "A")
    >>> default_proliferated(board, "A")
    ('B', 'bear')
    """
    team = set(board.team_of(controller))
    chosen: list[str] = []
    for player in board.players:
        kinds = _kinds_of(board, player.id)
        wanted = _GOOD_FOR_HOLDER if player.id in team else _BAD_FOR_HOLDER
        if kinds and all(k in wanted for k in kinds):
            chosen.append(player.id)
    for perm in board.permanents:
        kinds = _kinds_of(board, perm.id)
        wanted = _GOOD_FOR_HOLDER if perm.controller in team else _BAD_FOR_HOLDER
        if kinds and all(k in wanted for k in kinds) and not perm.cant_have_counters:
            chosen.append(perm.id)
    return tuple(chosen)


def proliferate(
    board: Board,
    controller: str,
    source: str,
    chosen: tuple[str, ...] | None,
    rules: RuleSet,
) -> tuple[Board, list[Event]]:
    """``controller`` proliferates by the ability of ``source``: each of
    ``chosen`` (``None``: :func:`default_proliferated`) that has a counter
    gets one more of each kind it has (701.34a).

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2,
    ...                 counters=Counters(plus_one=2, other=(("ice", 1),)))
    >>> board = Board([Player("A"), Player("B", poison=9)], [bear], "A")
    >>> after, events = proliferate(board, "A", "bug", ("bear", "B"), RuleSet.CURRENT)
    >>> after.permanent("bear").counters.plus_one, after.player("B").poison
    (3, 10)
    >>> [(e.kind, e.rule) for e in events][:2]
    [('proliferated', '701.34'), ('counters_put', '701.34')]
    """
    rule = proliferate_rule(rules)
    how = "default" if chosen is None else "chosen"
    wanted = default_proliferated(board, controller) if chosen is None else chosen
    taken: list[str] = []
    for oid in dict.fromkeys(wanted):  # each one chosen once (701.34a)
        if _kinds_of(board, oid) and not (
            not board.is_player(oid) and board.permanent(oid).cant_have_counters
        ):
            taken.append(oid)
    events: list[Event] = [Proliferated(rule, controller, tuple(taken), how, source)]
    players: dict[str, Player] = {}
    perms: dict[str, Permanent] = {}
    for oid in taken:
        if board.is_player(oid):
            player = board.player(oid)
            for kind, _ in _player_kinds(player):
                events.append(CountersPut(rule, oid, kind, 1, source))
            players[oid] = evolve(
                player,
                poison=player.poison + (player.poison > 0),
                experience=player.experience + (player.experience > 0),
            )
        else:
            perm = changed = board.permanent(oid)
            for kind, _ in _permanent_kinds(perm.counters):
                changed, n = put_counters(board, changed, kind, 1, events)
                if n:
                    events.append(CountersPut(rule, oid, kind, n, source))
            perms[oid] = changed
    if players:
        board = board.with_players(players.get(p.id, p) for p in board.players)
    if perms:
        board = board.with_permanents(perms.get(p.id, p) for p in board.permanents)
    return board, events
