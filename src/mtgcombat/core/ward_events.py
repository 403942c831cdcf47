"""The events of ward (702.21a): a permanent with ward becomes the target of
a spell an opponent controls, its ward ability triggers, and the spell is
countered unless its controller pays the ward cost (the timeline entry's
``ward_paid``)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class WardPaid(Event):
    """``permanent``'s ward ``cost`` triggers as ``spell`` targets it, and
    the spell's controller pays the cost (702.21a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = WardPaid('702.21a', 'drake', 'timeline[0]', '{2}')
    >>> event.kind, event.rule
    ('ward_paid', '702.21a')
    >>> describe_event(event)
    'ward {2} of drake triggers as timeline[0] targets it: its cost is paid'
    >>> describe_event(event, "ja")
    'timeline[0]がdrakeを対象にしたので、その護法{2}が誘発する：コストが支払われる'
    """

    kind: ClassVar[str] = "ward_paid"
    permanent: str
    spell: str
    cost: str


@dataclass(frozen=True, slots=True)
class CounteredByWard(Event):
    """``permanent``'s ward ``cost`` triggers as ``spell`` targets it; the
    cost is not paid, and the spell is countered: it does nothing (702.21a,
    701.6a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CounteredByWard('702.21a', 'drake', 'timeline[0]', '{2}')
    >>> event.kind, event.rule
    ('countered_by_ward', '702.21a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    ward {2} of drake triggers as timeline[0] targets it: its cost is not paid, so
    timeline[0] is countered
    >>> describe_event(event, "ja")
    'timeline[0]がdrakeを対象にしたので、その護法{2}が誘発する：コストが支払われず、timeline[0]は打ち消される'
    """

    kind: ClassVar[str] = "countered_by_ward"
    permanent: str
    spell: str
    cost: str


@dataclass(frozen=True, slots=True)
class TriggerWardPaid(Event):
    """``permanent``'s ward ``cost`` triggers as the triggered ability of
    ``source`` (``ability``) targets it, and the ability's controller pays
    the cost (702.21a, 603.3d).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TriggerWardPaid('702.21a', 'drake', 'shaman', 'deal 1 damage', '{2}')
    >>> event.kind, event.rule
    ('trigger_ward_paid', '702.21a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    ward {2} of drake triggers as the triggered ability of shaman targets it: its cost is
    paid (deal 1 damage)
    >>> describe_event(event, "ja").split("：")  # doctest: +NORMALIZE_WHITESPACE
    ['shamanの誘発型能力がdrakeを対象にしたので、その護法{2}が誘発する',
     'コストが支払われる（「deal 1 damage」）']
    """

    kind: ClassVar[str] = "trigger_ward_paid"
    permanent: str
    source: str
    ability: str
    cost: str


@dataclass(frozen=True, slots=True)
class TriggerCounteredByWard(Event):
    """``permanent``'s ward ``cost`` triggers as the triggered ability of
    ``source`` (``ability``) targets it; the cost is not paid, and the
    ability is countered: it does nothing (702.21a, 701.6a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TriggerCounteredByWard('702.21a', 'drake', 'shaman', 'deal 1 damage', '{2}')
    >>> event.kind, event.rule
    ('trigger_countered_by_ward', '702.21a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    ward {2} of drake triggers as the triggered ability of shaman targets it: its cost is
    not paid, so the ability is countered (deal 1 damage)
    >>> describe_event(event, "ja").split("：")  # doctest: +NORMALIZE_WHITESPACE
    ['shamanの誘発型能力がdrakeを対象にしたので、その護法{2}が誘発する',
     'コストが支払われず、その能力は打ち消される（「deal 1 damage」）']
    """

    kind: ClassVar[str] = "trigger_countered_by_ward"
    permanent: str
    source: str
    ability: str
    cost: str
