"""The value of session 9's attach effect: "attach ~ to it" / "attach ~ to
that creature" (Auras and Equipment that follow a creature entering the
battlefield: "Whenever a creature enters the battlefield under your
control, you may attach ~ to it").

To attach an Aura or Equipment to an object is to move it from where it is
attached, if anywhere, onto that object (701.3a). It doesn't move when it
can't be attached to that object, and nothing happens when it is already
attached to it (701.3b). An Equipment can be attached only to a creature,
and not when it is a creature itself (301.5c); an Aura only to what its
enchant ability allows (303.4a, 702.5a); protection stops both (702.16c,
702.16d). The rules engine carries it out in :mod:`mtgcombat.rules.attach`.
"""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class AttachSelfEffect:
    """Attach the permanent with the ability (an Aura or an Equipment) to
    the creature the event names ("it", "that creature": 701.3a).

    >>> str(AttachSelfEffect())
    'attach this permanent to it'
    """

    def __str__(self) -> str:
        return "attach this permanent to it"


@dataclass(frozen=True, slots=True)
class Attached(Event):
    """``permanent`` (an Aura or Equipment) becomes attached to ``creature``
    as its ability resolves (701.3a); ``moved`` False: it can't be attached
    to that creature and doesn't move (701.3b).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Attached('701.3a', 'rig', 'elf', True)
    >>> event.kind, describe_event(event)
    ('attached', 'rig becomes attached to elf')
    >>> describe_event(event, "ja")
    'rigがelfにつけられる'
    >>> describe_event(Attached('701.3b', 'rig', 'elf', False))
    "rig can't be attached to elf: it doesn't move"
    """

    kind: ClassVar[str] = "attached"
    permanent: str
    creature: str
    moved: bool


__all__ = ["AttachSelfEffect", "Attached"]
