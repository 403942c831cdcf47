"""Drawing, discarding and milling move cards between a library, a hand
and a graveyard (121.1, 701.9a, 701.17a): the battlefield does not change,
but the hand and graveyard counts a board gives may, so the events say
"the battlefield does not change", not "the board" (issue 33, session 13,
review). Control: scrying, which moves no counted card here, keeps its
wording."""

from __future__ import annotations

import pytest

from mtgcombat.core.damage_trigger_events import CardsDiscarded
from mtgcombat.core.event import Event
from mtgcombat.core.library_events import CardsMilled, Scried
from mtgcombat.core.trigger_events import CardsDrawn
from mtgcombat.i18n.messages import describe_event


@pytest.mark.parametrize(
    "event",
    [
        CardsDrawn("121.1", "B", 1, "owl"),
        CardsDrawn("121.1", "B", 1, "timeline[0]"),
        CardsDiscarded("701.9", "B", 1, "ninja"),
        CardsDiscarded("701.9", "B", 1, "timeline[0]"),
        CardsMilled("701.17", "B", 2, "rogue"),
    ],
)
def test_121_1_card_events_say_the_battlefield_does_not_change(event: Event) -> None:
    assert "the battlefield does not change" in describe_event(event)
    assert "戦場は変わらない" in describe_event(event, "ja")
    assert "board" not in describe_event(event)


def test_701_22_control_scry_keeps_its_wording() -> None:
    assert "the board does not change" in describe_event(Scried("701.22", "A", 2, "seer"))
