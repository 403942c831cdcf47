"""Damage a spell makes unpreventable (615.12; issue 33): "Damage can't be
prevented this turn." (Skullcrack, Flaring Pain, Stomp) and "The damage
can't be prevented." after the spell's own damage (Combust, Pinpoint
Avalanche).

The effect is kept on its controller (``Player.unpreventable``) until the
cleanup step (514.2). While it lasts, prevention effects still apply to the
damage it covers, every damage of the turn or only the spell's own, but
prevent none of it (615.12): "prevent all combat damage", fogs, protection
(702.16e) and shields (615.7) are reported as not preventing it, and a
shield is not used up. :mod:`mtgcombat.rules.damage_prevention` asks
:func:`unpreventable_by` for each damage event; a board without such an
effect (:func:`has_unpreventable`) is not slowed.

>>> from mtgcombat.core.model import Board, Player
>>> board = Board([Player("A"), Player("B")], [], "A")
>>> after, events = add_unpreventable(board, UnpreventableEffect(), "B", "timeline[0]")
>>> unpreventable_by(after, "ogre"), [e.rule for e in events]
('timeline[0]', ['615.12'])
"""

from __future__ import annotations

from mtgcombat.core.events import DamageUnpreventable, Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class UnpreventableEffect:
    """Damage can't be prevented this turn (615.12): all of it, or with
    ``own`` only the damage the spell itself deals.

    >>> str(UnpreventableEffect()), str(UnpreventableEffect(own=True))
    ("damage can't be prevented this turn", "the spell's damage can't be prevented")
    """

    own: bool = False

    def __str__(self) -> str:
        if self.own:
            return "the spell's damage can't be prevented"
        return "damage can't be prevented this turn"


def has_unpreventable(board: Board) -> bool:
    """Whether a player's spell made some damage unpreventable this turn.

    >>> from mtgcombat.core.model import Player
    >>> has_unpreventable(Board([Player("A"), Player("B")], [], "A"))
    False
    """
    return any(player.unpreventable for player in board.players)


def unpreventable_by(board: Board, source: str) -> str:
    """The spell whose effect makes damage from ``source`` unpreventable
    (615.12), or "".

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A", unpreventable=(("timeline[0]", True),)), Player("B")], [], "A")
    >>> unpreventable_by(board, "ogre"), unpreventable_by(board, "timeline[0]")
    ('', 'timeline[0]')
    """
    for player in board.players:
        for spell, own in player.unpreventable:
            if not own or spell == source:
                return spell
    return ""


def add_unpreventable(
    board: Board, effect: UnpreventableEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """The effect resolves (608.2): kept on ``controller`` for the rest of
    the turn (514.2).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> after, _ = add_unpreventable(board, UnpreventableEffect(own=True), "A", "timeline[0]")
    >>> after.player("A").unpreventable
    (('timeline[0]', True),)
    """
    players = tuple(
        evolve(p, unpreventable=(*p.unpreventable, (source, effect.own)))
        if p.id == controller
        else p
        for p in board.players
    )
    return board.with_players(players), [
        DamageUnpreventable("615.12", controller, effect.own, source)
    ]


def end_unpreventable(board: Board, player: str, source: str) -> Board:
    """514.2: the effect ``source`` gave ``player`` ends in the cleanup step.

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A", unpreventable=(("timeline[0]", False),)), Player("B")], [], "A")
    >>> end_unpreventable(board, "A", "timeline[0]").player("A").unpreventable
    ()
    """
    players = tuple(
        evolve(p, unpreventable=tuple(u for u in p.unpreventable if u[0] != source))
        if p.id == player
        else p
        for p in board.players
    )
    return board.with_players(players)


__all__ = [
    "UnpreventableEffect",
    "add_unpreventable",
    "end_unpreventable",
    "has_unpreventable",
    "unpreventable_by",
]
