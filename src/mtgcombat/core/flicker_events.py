"""The event of a creature exiled and returned to the battlefield at once
by a spell ("Exile target creature you control, then return that card to
the battlefield under its owner's control": 406.2, 400.7)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class Flickered(Event):
    """``creature`` was exiled by ``source`` and its card returned to the
    battlefield under ``controller``'s control: a new object (400.7) with
    none of the old one's effects, counters or damage, neither attacking
    nor blocking (506.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Flickered('400.7', 'bear', 'B', 'timeline[0]')
    >>> event.kind, event.rule
    ('flickered', '400.7')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    bear is exiled and returns to the battlefield under B's control: a new
    object, neither attacking nor blocking (timeline[0])
    >>> describe_event(event, "ja")
    'bearは追放され、Bのコントロール下で戦場に戻る。攻撃にもブロックにも参加していない新しいオブジェクトである（timeline[0]）'
    """

    kind: ClassVar[str] = "flickered"
    creature: str
    controller: str
    source: str


__all__ = ["Flickered"]
