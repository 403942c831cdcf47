"""A trigger on an event of the combat (a creature dying of first-strike
damage, 704.5g) whose effect returns another card from a graveyard to the
battlefield (review of session 11): "When ~ dies, you may pay {X}. If you
do, return another target Zombie creature card with mana value X from your
graveyard to the battlefield." (Relentless Dead). It resolves before the
regular combat damage step (510.3a, 603.3) and the creature it returns can
change that step (a lord's bonus, a blocker's ability), and which card is
in the graveyard (400.7, 404.1) is state the file does not give: the line is
refused, never "no effect". Controls: returning the card to a hand, and the
same return on a trigger outside the combat (an upkeep), stay "no effect"."""

from __future__ import annotations

import pytest

from mtgcombat.i18n.input_errors import parse_reason
from mtgcombat.text import parse_sentence

RELENTLESS = (
    "When ~ dies, you may pay {X}. If you do, return another target Zombie creature card"
    " with mana value X from your graveyard to the battlefield."
)
PLAIN = "When ~ dies, return another target creature card from your graveyard to the battlefield."
PUT = (
    "Whenever another creature you control dies, you may put target creature card from a"
    " graveyard onto the battlefield under your control."
)


@pytest.mark.parametrize("line", [RELENTLESS, PLAIN, PUT])
def test_400_7_a_dies_trigger_returning_a_graveyard_card_is_refused(line: str) -> None:
    parsed = parse_sentence(line, name="Relentless Dead")
    assert parsed.status == "unmodelled", parsed
    assert "graveyard" in parsed.error and "510.3a" in parsed.error
    assert parse_reason(parsed.error, "ja") != parse_reason(parsed.error, "en")
    assert "墓地" in parse_reason(parsed.error, "ja")


@pytest.mark.parametrize(
    "line",
    [
        "When ~ dies, return another target creature card from your graveyard to your hand.",
        "At the beginning of your upkeep, return target creature card from your graveyard"
        " to the battlefield.",
    ],
)
def test_400_7_control_to_a_hand_or_outside_the_combat_has_no_effect(line: str) -> None:
    assert parse_sentence(line, name="Relentless Dead").status == "no_effect"
