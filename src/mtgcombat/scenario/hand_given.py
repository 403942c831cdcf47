"""A player's hand size is never guessed (issue 33, 402.1).

A file's ``players.X.hand`` left out is not known (``Player.hand`` is
``None``), not "no cards". A board whose permanents read a hand that is not
known (hellbent, "for each card in your hand", "defending player has N or
fewer cards in hand", "power greater than the number of cards in your hand")
is refused with one line naming ``players.X.hand``; a board that reads no
hand, or whose hands read are given, is read as before.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from mtgcombat.core.attack_conditions import DefendingCardsIn, PowerAboveHandCantAttack
from mtgcombat.core.conditions import CardCount, CardsIn, MoreThan, PlayerBest
from mtgcombat.core.model import Board, Permanent

if TYPE_CHECKING:
    from mtgcombat.rules.timeline_entries import TimelineEntry


_WHO = {
    "you": "you",
    "chosen": "chosen",
    "opponent": "others",
    "opponents": "others",
    "player": "any",
    "each": "any",
}
"""A condition's or count's player (``Whose``, ``PlayerWho`` of
:mod:`mtgcombat.core.conditions`) as :func:`_reads` says it."""


def _reads(value: object) -> Iterator[str]:
    """Whose hands ``value`` (an ability or any part of one) reads: ``you``
    (its source's controller), ``chosen`` (the player it chose, 614.12),
    ``others`` (its controller's opponents) or ``any`` (any player)."""
    if isinstance(value, CardsIn):
        if value.zone == "hand":
            yield _WHO[value.who]
        return
    if isinstance(value, CardCount):
        if value.zone == "hand":
            yield _WHO[value.whose]
        return
    if isinstance(value, DefendingCardsIn):
        if value.zone == "hand":
            yield "others"  # the defending player: an opponent (506.2)
        return
    if isinstance(value, MoreThan):
        if value.zone == "hand":  # the controller's and each opponent's
            yield "any"
        return
    if isinstance(value, PlayerBest):
        if value.number == "hand":
            yield _WHO[value.whose]
        return
    if isinstance(value, PowerAboveHandCantAttack):
        yield "you"  # the controller of the permanent with the rule (508.1c)
        return
    if isinstance(value, str | int | float | bool) or value is None:
        return
    if isinstance(value, tuple | frozenset | list):
        for item in value:
            yield from _reads(item)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _reads(getattr(value, field.name))


@lru_cache(maxsize=4096)
def _ability_reads(ability: object) -> frozenset[str]:
    """:func:`_reads` of one ability (abilities are shared and hashable)."""
    return frozenset(_reads(ability))


def _permanent_reads(perm: Permanent) -> frozenset[str]:
    """Whose hands the permanent's abilities, rules and statics read."""
    found: set[str] = set()
    for part in (perm.abilities, perm.block_rules, perm.statics):
        for ability in part:
            try:
                found |= _ability_reads(ability)
            except TypeError:  # not hashable: walked each time
                found.update(_reads(ability))
    return frozenset(found)


def hand_not_given(board: Board) -> tuple[str, str] | None:
    """The first player whose hand a permanent reads and the file does not
    give, with that permanent's id, or ``None`` (402.1: a hand is a number
    the file must say; it is never taken as empty).

    >>> from mtgcombat.core.model import CardType, Player
    >>> bridge = Permanent(id="bridge", controller="B", types=frozenset({CardType.ARTIFACT}),
    ...                    block_rules=frozenset({PowerAboveHandCantAttack()}))
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> hand_not_given(Board((Player("A"), Player("B")), (ogre, bridge), "A"))
    ('B', 'bridge')
    >>> hand_not_given(Board((Player("A"), Player("B", hand=2)), (ogre, bridge), "A")) is None
    True
    """
    unknown = [p.id for p in board.players if p.hand is None]
    if not unknown:
        return None
    for perm in board.permanents:
        if not (perm.abilities or perm.block_rules or perm.statics):
            continue  # (most permanents of a plain board)
        for reads in sorted(_permanent_reads(perm)):
            who = _first(unknown, reads, perm.controller, perm.chosen)
            if who is not None:
                return who, perm.id
    return None


def spell_hand_not_given(board: Board, timeline: Sequence[TimelineEntry]) -> tuple[str, str] | None:
    """The first player whose hand a timeline spell reads ("X is the number
    of cards in your hand") and the file does not give, with the entry's
    name, or ``None`` (402.1).

    >>> from mtgcombat.core.model import Player
    >>> spell_hand_not_given(Board((Player("A"), Player("B")), (), "A"), ()) is None
    True
    """
    unknown = [p.id for p in board.players if p.hand is None]
    if not unknown:
        return None
    for entry in timeline:
        for reads in sorted(frozenset(_reads(entry.spell))):
            # (no controller: the default caster; any player here)
            who = _first(unknown, reads if entry.controller else "any", entry.controller, "")
            if who is not None:
                return who, entry.name
    return None


def _first(unknown: list[str], reads: str, controller: str, chosen: str) -> str | None:
    """The first player of ``unknown`` whose hand ``reads`` (a word of
    :func:`_reads`) names, for a source ``controller`` controls that chose
    ``chosen``, or ``None``."""
    if reads == "you":
        return controller if controller in unknown else None
    if reads == "chosen" and chosen:
        return chosen if chosen in unknown else None
    if reads == "others":
        return next((p for p in unknown if p != controller), None)
    return unknown[0]
