"""The values a card with undying (702.93a) or persist (702.79a) returns
with, kept as the combat begins: the object it returns as is a new one
(400.7), its own values then (:mod:`mtgcombat.rules.returns`). A permanent
whose ability creates a token copy of it keeps the same values: its
copiable values (707.2, :mod:`mtgcombat.rules.token_copies`)."""

from __future__ import annotations

from mtgcombat.core.effect_values import ReturnEffect
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.rules.effect_grants import own_permanent
from mtgcombat.rules.triggers_damage import damage_abilities


def _returns(board: Board) -> set[str]:
    """The ids of the permanents with an undying or persist ability; every
    nontoken permanent's when an ability returns the card of another
    permanent that died (session 10: Luminous Broodmoth, 400.7d)."""
    found = [
        e
        for _, ability in damage_abilities(board)
        for e in ability.effects
        if type(e) is ReturnEffect and e.dead
    ]
    if found:
        return {p.id for p in board.permanents if not p.token and p.on_battlefield}
    return {
        p.id
        for p, ability in damage_abilities(board)
        # undying and persist (702.93a, 702.79a); a token copy of ~ (707.2)
        if any(type(e) is ReturnEffect or type(e) is CopyTokenEffect for e in ability.effects)
    }


def take_return_snapshots(board: Board) -> Board:
    """The board with each permanent that has undying or persist carrying
    the object its card would return as (``returns_as``): itself as it is
    now, the combat beginning, less what static effects give it (a
    permanent that already has one keeps it). A board
    with no such permanent is returned as it is (the abilities on combat
    damage and deaths are indexed once per board a combat begins with).

    >>> from mtgcombat.core.abilities import BlockTrigger
    >>> from mtgcombat.core.model import Permanent, Player
    >>> undying = BlockTrigger(("dies",), (ReturnEffect(),))
    >>> wolf = Permanent(id="wolf", controller="B", power=1, toughness=1,
    ...                  abilities=frozenset({undying}))
    >>> board = take_return_snapshots(Board([Player("A"), Player("B")], [wolf], "A"))
    >>> board.permanent("wolf").returns_as == wolf
    True
    >>> plain = Board([Player("A"), Player("B")], [evolve(wolf, abilities=frozenset())], "A")
    >>> take_return_snapshots(plain) is plain
    True
    """
    if not damage_abilities(board):
        return board
    ids = _returns(board)
    if not ids:
        return board
    # a snapshot already taken (the combat began earlier: the declare
    # attackers step's triggers and spells came since) is kept
    return board.with_permanents(
        evolve(p, returns_as=evolve(own_permanent(p), returns_as=None))
        if p.id in ids and p.returns_as is None
        else p
        for p in board.permanents
    )


__all__ = ["take_return_snapshots"]
