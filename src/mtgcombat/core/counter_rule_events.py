"""The events of the static abilities that change the counters put on a
permanent (:class:`~mtgcombat.core.counter_rules.CounterRule`; 614.1a,
122.6): the counters an effect would put became another number of them."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class CountersReplaced(Event):
    """An effect would put ``would`` counters of ``counter`` on ``target``;
    the abilities of ``sources`` (their ids, in the order they were applied,
    616.1)
    make that ``amount`` instead: "that many plus one", "twice that many"
    (614.1a), or none for a permanent that can't have them put on it.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CountersReplaced('614.1a', 'bear', '+1/+1', 2, 3, 'scales')
    >>> event.kind, event.rule
    ('counters_replaced', '614.1a')
    >>> describe_event(event)
    '2 +1/+1 counter(s) would be put on bear: 3 are put instead (scales)'
    >>> describe_event(event, "ja")
    'bearに+1/+1カウンターが2個置かれる代わりに、3個置かれる（scales）'
    """

    kind: ClassVar[str] = "counters_replaced"
    target: str
    counter: str
    would: int
    amount: int
    sources: str
