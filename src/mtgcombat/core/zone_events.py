"""The events of instructions on the hidden zones and the graveyard (issue
33, session 13): a count the board gives that changes when cards are drawn
(121.1), discarded (701.9; 701.8 in 2023) or milled (701.17; 701.13 in
2023), a hand revealed (701.20; 701.16 in 2023) and a graveyard exiled
(406.2). The hand (402.1) and the graveyard (404.1) are not on the
battlefield; a board that gives their number of cards keeps it up to date."""

from __future__ import annotations

from typing import ClassVar, Literal

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

CountedZone = Literal["hand", "graveyard"]


@dataclass(frozen=True, slots=True)
class ZoneCountChanged(Event):
    """The number of cards in ``player``'s ``zone`` the board gives goes
    from ``before`` to ``after`` by the effect of ``source`` (402.1 for a
    hand, 404.1 for a graveyard).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ZoneCountChanged('402.1', 'B', 'hand', 3, 5, 'owl')
    >>> event.kind, event.rule
    ('zone_count_changed', '402.1')
    >>> describe_event(event)
    "B's hand: 3 card(s), now 5 (owl)"
    >>> describe_event(event, "ja")
    'Bの手札：3枚から5枚になる（owl）'
    """

    kind: ClassVar[str] = "zone_count_changed"
    player: str
    zone: CountedZone
    before: int
    after: int
    source: str


@dataclass(frozen=True, slots=True)
class HandRevealed(Event):
    """``player`` reveals their hand by the effect of ``source`` (701.20;
    701.16 in 2023): the cards stay in it (701.20b), so nothing changes.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = HandRevealed('701.20', 'B', 'timeline[0]')
    >>> event.kind, event.rule
    ('hand_revealed', '701.20')
    >>> describe_event(event)
    'B reveals their hand; its cards stay there and nothing changes (timeline[0])'
    >>> describe_event(event, "ja")
    'Bは手札を公開する。カードは手札に残り、何も変わらない（timeline[0]）'
    """

    kind: ClassVar[str] = "hand_revealed"
    player: str
    source: str


@dataclass(frozen=True, slots=True)
class PutIntoLibrary(Event):
    """``permanent`` is put into its owner's library as ``source`` resolves,
    at ``place``: "second" or "third" from the top, "top_or_bottom" (its
    owner's choice) or "shuffled" (shuffled in, 701.24): it leaves the
    battlefield, becomes a new object (400.7) and leaves combat (506.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PutIntoLibrary('400.7', 'ogre', 'second', 'timeline[0]')
    >>> event.kind, event.rule
    ('put_into_library', '400.7')
    >>> describe_event(event)
    "ogre is put into its owner's library second from the top and leaves combat (timeline[0])"
    >>> describe_event(event, "ja")
    'ogreはオーナーのライブラリーの上から2枚目に置かれ、戦闘から離れる（timeline[0]）'
    """

    kind: ClassVar[str] = "put_into_library"
    permanent: str
    place: str
    source: str


__all__ = ["CountedZone", "HandRevealed", "PutIntoLibrary", "ZoneCountChanged"]
