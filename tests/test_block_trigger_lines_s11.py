"""Block and "isn't blocked" trigger lines read in session 11 (issue 33) that
change no combat, and their controls: the parser must not call a line that does
change a combat "no effect"."""

from __future__ import annotations

import pytest

from mtgcombat.text import parse_sentence


@pytest.mark.parametrize(
    ("sentence", "status"),
    [
        # 121.1: the blocker's controller draws (Nessian Boar): no combat changes
        (
            "Whenever ~ becomes blocked by a creature, that creature's controller draws a card.",
            "no_effect",
        ),
        (
            "Whenever ~ blocks or becomes blocked by a creature, that creature's controller "
            "draws two cards.",
            "no_effect",
        ),
        # control: that player's life changes (119.3): carried out, not "no effect"
        (
            "Whenever ~ becomes blocked by a creature, that creature's controller loses 2 life.",
            "modelled",
        ),
    ],
)
def test_121_1_a_draw_by_the_blockers_controller_changes_no_combat(
    sentence: str, status: str
) -> None:
    assert parse_sentence(sentence, name="Nessian Boar").status == status
