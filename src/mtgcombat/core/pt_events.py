"""The events of the changes to power and toughness that layer 7 orders
(613.4, :mod:`mtgcombat.core.pt_layers`) beyond +N/+M
(:class:`~mtgcombat.core.trigger_events.PowerToughnessChanged`): base power
and toughness set (613.4b) and power and toughness switched (613.4d)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class BasePowerToughnessSet(Event):
    """As ``source`` resolves, ``creature`` has base power and toughness
    ``power``/``toughness`` until end of turn (layer 7b, 613.4b); what it
    gets in 7c (pumps, counters) still applies on top.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BasePowerToughnessSet('613.4b', 'ogre', 1, 1, 'timeline[0]')
    >>> event.kind, event.rule
    ('base_pt_until_end_of_turn', '613.4b')
    >>> describe_event(event)
    'ogre has base power and toughness 1/1 until end of turn (timeline[0])'
    >>> describe_event(event, "ja")
    'ogreはターン終了時まで基本のパワーとタフネスが1/1になる（timeline[0]）'
    """

    kind: ClassVar[str] = "base_pt_until_end_of_turn"
    creature: str
    power: int
    toughness: int
    source: str


@dataclass(frozen=True, slots=True)
class PowerToughnessSwitched(Event):
    """As ``source`` resolves, ``creature``'s power and toughness are
    switched until end of turn (layer 7d, 613.4d): after every other change,
    the pumps applied later included.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PowerToughnessSwitched('613.4d', 'wall', 'timeline[0]')
    >>> event.kind, event.rule
    ('switch_pt_until_end_of_turn', '613.4d')
    >>> describe_event(event)
    "wall's power and toughness are switched until end of turn (timeline[0])"
    >>> describe_event(event, "ja")
    'wallのパワーとタフネスはターン終了時まで入れ替わる（timeline[0]）'
    """

    kind: ClassVar[str] = "switch_pt_until_end_of_turn"
    creature: str
    source: str


__all__ = ["BasePowerToughnessSet", "PowerToughnessSwitched"]
