"""The events of an intervening "if" (603.4): a triggered ability whose
condition is false as its trigger event happens does not trigger, and one
whose condition is false as it resolves does nothing
(:mod:`mtgcombat.rules.counted_triggers`)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class TriggerConditionUnmet(Event):
    """``source``'s ability did not trigger: its intervening "if"
    (``condition``) was false as its trigger event happened (603.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TriggerConditionUnmet('603.4', 'raptor', 'you control 1 or more dinosaurs')
    >>> event.kind
    'trigger_condition_unmet'
    >>> describe_event(event)
    "raptor's ability doesn't trigger: its condition (you control 1 or more dinosaurs) is false"
    >>> describe_event(event, "ja")
    'raptorの能力は誘発しない。その条件（you control 1 or more dinosaurs）が満たされていない'
    """

    kind: ClassVar[str] = "trigger_condition_unmet"
    source: str
    condition: str


@dataclass(frozen=True, slots=True)
class TriggerConditionGone(Event):
    """``source``'s triggered ability does nothing: its intervening "if"
    (``condition``) was false as it resolved (603.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TriggerConditionGone('603.4', 'raptor', 'it is tapped')
    >>> describe_event(event)
    "raptor's triggered ability does nothing: its condition (it is tapped) is false as it resolves"
    >>> describe_event(event, "ja")
    'raptorの誘発型能力は何もしない。解決時にその条件（it is tapped）が満たされていない'
    """

    kind: ClassVar[str] = "trigger_condition_gone"
    source: str
    condition: str


@dataclass(frozen=True, slots=True)
class EvolveGone(Event):
    """``source``'s evolve ability does nothing: as it resolves, ``creature``
    (the creature whose entering triggered it, or its last known
    information) no longer has greater power or toughness than ``source``
    (702.100a-b; the intervening "if" is checked again, 603.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = EvolveGone('702.100a', 'raptor', 'bear')
    >>> event.kind
    'evolve_gone'
    >>> describe_event(event)[:54]
    "raptor's evolve ability does nothing: as it resolves, "
    >>> describe_event(event, "ja")
    'raptorの進化能力は何もしない。解決時に、bearのパワーもタフネスもraptorより大きくない'
    """

    kind: ClassVar[str] = "evolve_gone"
    source: str
    creature: str


@dataclass(frozen=True, slots=True)
class ThenConditionFalse(Event):
    """The rest of ``source``'s triggered ability does nothing: its "then if
    it has N or more KIND counters on it", read as it resolves after the
    effects before it were carried out (608.2c), is false: ``creature`` has
    ``count`` ``counter`` counters, fewer than ``amount``. The effects
    before the condition stay done (session 12, the Theros Ordeals).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ThenConditionFalse('608.2c', 'ordeal', 'bear', '+1/+1', 2, 3)
    >>> event.kind
    'then_condition_false'
    >>> describe_event(event)
    "the rest of ordeal's triggered ability does nothing: bear has 2 +1/+1 counter(s), fewer than 3"
    >>> describe_event(event, "ja")
    'ordealの誘発型能力の残りは何もしない。bearの+1/+1カウンターは2個で、3個未満である'
    """

    kind: ClassVar[str] = "then_condition_false"
    source: str
    creature: str
    counter: str
    count: int
    amount: int


__all__ = ["EvolveGone", "ThenConditionFalse", "TriggerConditionGone", "TriggerConditionUnmet"]
