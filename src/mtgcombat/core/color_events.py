"""The event of a color change a spell makes until end of turn ("Target
creature becomes blue until end of turn.": layer 5, 613.1e), which ends in
the cleanup step (514.2). A change with no duration ("Target spell or
permanent becomes red.", 611.2a) is a
:class:`~mtgcombat.core.trigger_events.ColorChanged`."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class ColorsUntilEndOfTurn(Event):
    """As ``source`` resolves, ``creature`` becomes ``colors`` ("black",
    "black and green", "colorless") until end of turn (layer 5, 613.1e): it
    loses its other colors (105.3), which it had as ``previous`` and gets
    back in the cleanup step (514.2).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ColorsUntilEndOfTurn('613.1e', 'bear', 'blue', 'green', 'timeline[0]')
    >>> event.kind, event.rule
    ('colors_until_end_of_turn', '613.1e')
    >>> describe_event(event)
    'bear becomes blue until end of turn (timeline[0])'
    >>> describe_event(event, "ja")
    'bearはターン終了時まで青になる（timeline[0]）'
    """

    kind: ClassVar[str] = "colors_until_end_of_turn"
    creature: str
    colors: str
    previous: str
    source: str


__all__ = ["ColorsUntilEndOfTurn"]
