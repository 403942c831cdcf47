"""Fogs limited to a player or to some creatures (615.1): "prevent all
combat damage that would be dealt to you this turn", "... by creatures your
opponents control", "... by attacking creatures", "... by unblocked
creatures" (an attacking creature no blocker was declared for, 509.1h, as
the damage would be dealt), "prevent all damage target
creature would deal this turn", "... to creatures you control"; and the
shields of 615.8 ("the next time a source of your choice would deal damage
to you this turn, prevent that damage"), which prevent one damage event of
their source, however much, and are then used up (:func:`spend_next_time`).

A resolved fog (:class:`~mtgcombat.core.fog_values.FogEffect`) is kept on its
controller (:func:`add_fog`) until the cleanup step (514.2, :func:`end_fog`).
Each damage event is checked against it as the damage would be dealt
(:func:`fog_prevents`, called by :mod:`mtgcombat.rules.damage_prevention`
and :mod:`mtgcombat.rules.damage_step`): the players and creatures it covers
are those that match then, since a prevention effect modifies no
characteristics and 611.2c does not fix its set. "You" is its controller;
"your opponents" every other player not on that player's team (102.2, 102.3;
810.2 in Two-Headed Giant).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgcombat.core.event import Event
from mtgcombat.core.fog_events import FogAdded, FogPreventsDamage
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.selectors import matches


def fogged(board: Board) -> bool:
    """Whether a player has a fog of this turn (the cheap test first).

    >>> from mtgcombat import Board, Player
    >>> fogged(Board([Player("A"), Player("B")], [], "A"))
    False
    >>> fogged(Board([Player("A"), Player("B", fogs=(FogEffect(to="you"),))], [], "A"))
    True
    """
    return any(player.fogs for player in board.players)


def add_fog(
    board: Board, effect: FogEffect, controller: str, source: str, targets: Sequence[str] = ()
) -> tuple[Board, list[Event]]:
    """The fog resolves (608.2): it is kept on ``controller``, with its
    ``source`` and the targets it names (the legal ones, 608.2b), for the
    rest of the turn.

    >>> from mtgcombat import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> after, events = add_fog(board, FogEffect(to="you"), "B", "timeline[0]")
    >>> [str(f) for f in after.player("B").fogs], events[0].fog
    (['prevent all combat damage that would be dealt to you this turn'], 'combat:you:')
    """
    # the targets, or the source chosen ("a source of your choice": 609.7a)
    ids = tuple(targets) if effect.targeted or effect.by == "chosen" else ()
    fog = dataclasses.replace(effect, controller=controller, source=source, ids=ids)
    players = tuple(
        evolve(p, fogs=(*p.fogs, fog)) if p.id == controller else p for p in board.players
    )
    rule = "615.8" if effect.once else "615.1"
    return board.with_players(players), [FogAdded(rule, controller, fog.code, ids, source)]


def end_fog(board: Board, player: str, source: str, code: str) -> Board:
    """514.2: the fog ``source`` gave ``player`` ends in the cleanup step.

    >>> from mtgcombat import Board, Player
    >>> fog = FogEffect(to="you", controller="B", source="timeline[0]")
    >>> board = Board([Player("A"), Player("B", fogs=(fog,))], [], "A")
    >>> end_fog(board, "B", "timeline[0]", fog.code).player("B").fogs
    ()
    """
    players = tuple(
        evolve(p, fogs=tuple(f for f in p.fogs if (f.source, f.code) != (source, code)))
        if p.id == player
        else p
        for p in board.players
    )
    return board.with_players(players)


def spend_next_time(board: Board, events: Sequence[Event]) -> Board:
    """615.8: each shield of "the next time ... would deal damage, prevent
    that damage" that prevented damage in ``events`` (one damage event: all
    the damage its source deals at once, 510.2, is one instance) is used
    up; the source's later damage is dealt normally.

    >>> from mtgcombat import Board, Player
    >>> shield = FogEffect(by="target", combat=False, once=True, controller="B",
    ...                    source="timeline[0]", ids=("ogre",))
    >>> board = Board([Player("A"), Player("B", fogs=(shield,))], [], "A")
    >>> used = FogPreventsDamage("615.8", "ogre", "B", 5, shield.code, "timeline[0]")
    >>> spend_next_time(board, [used]).player("B").fogs
    ()
    """
    used = {
        (e.effect, e.fog) for e in events if type(e) is FogPreventsDamage and e.fog[:5] == "next:"
    }
    if not used:
        return board
    for player in board.players:
        for fog in player.fogs:
            if fog.once and (fog.source, fog.code) in used:
                board = end_fog(board, player.id, fog.source, fog.code)
    return board


def fog_prevents(
    board: Board,
    source: str,
    recipient: str,
    amount: int,
    combat: bool,
    events: list[Event],
    *,
    gain: bool | None = None,
) -> bool:
    """615.1: whether a fog of this turn prevents this damage event (all of
    it); if so, the event saying so is added to ``events``. The first fog
    that applies is named (each prevents all of it). With ``gain`` only the
    fogs that gain life (615.5, ``True``) or only the others (``False``) are
    looked at: the callers apply the first before any other prevention
    effect and the second after protection and "prevent all" (616.1).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> fog = FogEffect(to="you", controller="B", source="timeline[0]")
    >>> board = Board([Player("A"), Player("B", fogs=(fog,))], [ogre], "A")
    >>> events = []
    >>> fog_prevents(board, "ogre", "B", 5, True, events), events[0].kind
    (True, 'fog_prevents_damage')
    >>> fog_prevents(board, "ogre", "A", 5, True, [])
    False
    """
    # The default order, the affected player's best (616.1): a fog that
    # gains life first (its life is lost if another prevents the damage
    # before it, 615.5), then a fog that stays before a 615.8 shield that
    # one event uses up.
    fogs = sorted((fog for player in board.players for fog in player.fogs), key=_order)
    for fog in fogs:
        if gain is not None and fog.gain != gain:
            continue
        if (combat or not fog.combat) and _covers(board, fog, source, recipient):
            rule = "615.8" if fog.once else "615.1"
            events.append(FogPreventsDamage(rule, source, recipient, amount, fog.code, fog.source))
            return True
    return False


def _order(fog: FogEffect) -> tuple[bool, bool]:
    return not fog.gain, fog.once


def _covers(board: Board, fog: FogEffect, source: str, recipient: str) -> bool:
    return _to(board, fog, recipient) and _by(board, fog, source)


def _to(board: Board, fog: FogEffect, recipient: str) -> bool:
    """Whether the damage is dealt to one the fog covers."""
    to = fog.to
    if not to:
        return True
    if to == "target":
        return recipient in fog.ids
    you = fog.controller
    if board.is_player(recipient):
        return to == "players" or (
            recipient == you and to in ("you", "you_and_your_creatures", "you_and_your_permanents")
        )
    perm = board.get(recipient)
    if perm is None or to in ("you", "players"):
        return False
    if to == "you_and_your_permanents":
        return perm.controller == you
    if not perm.is_creature:
        return False
    return to == "creatures" or perm.controller == you


def _by(board: Board, fog: FogEffect, source: str) -> bool:
    """Whether the damage is dealt by a source the fog covers."""
    by = fog.by
    if not by:
        return True
    if by in ("target", "chosen"):  # issue 33: the chosen source may be any object (609.7a)
        if fog.sources is not None:  # "a red source of your choice": checked again (609.7b)
            chosen = board.get(source)
            return (
                source in fog.ids
                and chosen is not None
                and matches(board, fog.sources, chosen, None)
            )
        return source in fog.ids
    perm = board.get(source)
    if perm is None or not perm.is_creature:
        return False  # a spell, or a source that is not a creature
    # A creature that has left the battlefield (a dies trigger's damage) is
    # judged as it last existed there (608.2h, 113.7a): its types and
    # controller are kept on it. The attacking and unblocked fogs still read
    # the board, where it is out of combat (506.4).
    if by == "not_target":
        return source not in fog.ids
    if by == "attacking":
        return board.is_attacking(source)
    if by == "unblocked":  # issue 33 (session 11): 509.1h, as the damage would be dealt
        return board.is_attacking(source) and not board.is_blocked(source)
    if by == "opponents_creatures":
        return board.are_opponents(fog.controller, perm.controller)  # (102.3)
    if by == "sel" and fog.sources is not None:  # issue 33 (session 13)
        return _of_sources(board, fog, fog.sources, perm)
    return True  # "by creatures"


def _of_sources(board: Board, fog: FogEffect, sources: Selector, perm: Permanent) -> bool:
    """Whether the creature is one of the fog's ``sources`` as the damage
    would be dealt; "you control" and "your opponents control" are read for
    the fog's controller (102.3)."""
    whose = sources.controller
    if whose == "you" and perm.controller != fog.controller:
        return False
    if whose == "opponent" and not board.are_opponents(fog.controller, perm.controller):
        return False
    if whose:
        sources = dataclasses.replace(sources, controller="")
    return matches(board, sources, perm, None)


__all__ = ["add_fog", "end_fog", "fog_prevents", "fogged", "spend_next_time"]
