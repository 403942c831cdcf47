"""The event of proliferating (701.34; 701.27 in the 2023 rules): which
permanents and players the proliferating player chose. Each counter given
is a ``counters_put`` event of its own with the same rule
(:mod:`mtgcombat.rules.proliferate`)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class Proliferated(Event):
    """``player`` proliferates by the ability of ``source``, choosing
    ``chosen`` (permanents and players with a counter, 701.34a); ``how``
    is "chosen" (the file's ``choices.proliferated``) or "default".

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Proliferated('701.34', 'A', ('bear', 'B'), 'chosen', 'bug')
    >>> event.kind, event.rule
    ('proliferated', '701.34')
    >>> describe_event(event)
    'A proliferates (bug), choosing: bear, B'
    >>> describe_event(event, "ja")
    'Aは増殖を行う（bug）。選ばれたもの：bear、B'
    >>> describe_event(Proliferated('701.34', 'A', (), 'default', 'bug'))
    'A proliferates (bug), choosing nothing (the default: no proliferated choice given)'
    """

    kind: ClassVar[str] = "proliferated"
    player: str
    chosen: tuple[str, ...]
    how: str
    source: str


__all__ = ["Proliferated"]
