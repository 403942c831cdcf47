"""The event of a spell that changes who controls a permanent (613.1b,
layer 2): "Gain control of target creature until end of turn." A creature
in combat whose controller changes is removed from combat (506.4; that is
its own event)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    """As ``source`` resolves, ``controller`` gains control of ``permanent``
    from ``previous`` until end of turn (613.1b; it ends in the cleanup
    step, 514.2).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ControlChanged('613.1b', 'ogre', 'A', 'B', 'timeline[0]')
    >>> event.kind, event.rule
    ('control_changed', '613.1b')
    >>> describe_event(event)
    'A gains control of ogre from B until end of turn (timeline[0])'
    >>> describe_event(event, "ja")
    'ターン終了時まで、AがBからogreのコントロールを得る（timeline[0]）'
    """

    kind: ClassVar[str] = "control_changed"
    permanent: str
    controller: str
    previous: str
    source: str


__all__ = ["ControlChanged"]
