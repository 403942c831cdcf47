"""The event of a keyword counter put on a permanent by a spell (122.1b):
the permanent has that keyword as long as the counter is on it."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class KeywordCounterPut(Event):
    """A ``keyword`` counter is put on ``target`` by ``source``, which then
    has that keyword (122.1b).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = KeywordCounterPut('122.1b', 'bear', 'flying', 'timeline[0]')
    >>> event.kind, event.rule
    ('keyword_counter_put', '122.1b')
    >>> describe_event(event)
    'a flying counter is put on bear, which has flying as long as it stays (timeline[0])'
    >>> describe_event(event, "ja")
    'bearに飛行カウンターが置かれ、それがある間bearは飛行を持つ（timeline[0]）'
    """

    kind: ClassVar[str] = "keyword_counter_put"
    target: str
    keyword: str
    source: str


__all__ = ["KeywordCounterPut"]
