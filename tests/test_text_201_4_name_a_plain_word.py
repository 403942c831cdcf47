"""A card's name in its own text is read as "~" (201.4), found as the text
writes it: a one-word name that is also a plain word of the rules ("Sacrifice",
"Vigilance", "Fear", "Suspend", "Turn", "Lifelink") is the name only with its
capital, so "sacrifice a creature" in the card Sacrifice's cost stays the verb
(701.21a) (review of session 11)."""

from __future__ import annotations

from mtgcombat.text import parse_sentence
from mtgcombat.text.normalize import normalize

COST = "As an additional cost to cast this spell, sacrifice a creature."


def test_201_4_a_one_word_name_in_lower_case_is_the_plain_word() -> None:
    assert normalize(COST, name="Sacrifice") == (
        "as an additional cost to cast this spell, sacrifice a creature"
    )
    assert normalize("Enchanted creature has vigilance.", name="Vigilance") == (
        "enchanted creature has vigilance"
    )
    parsed = parse_sentence("Enchanted creature has vigilance.", name="Vigilance")
    assert parsed.status == "modelled", parsed


def test_201_4_control_the_name_with_its_capital_is_the_card() -> None:
    assert normalize("Sacrifice deals 2 damage to any target.", name="Sacrifice") == (
        "~ deals 2 damage to any target"
    )
    assert normalize("Whenever Lord blocks, Lord gets +1/+1.", name="Lord") == (
        "whenever ~ blocks, ~ gets +1/+1"
    )
    # a name of several words keeps being found whatever its case
    assert normalize("grizzly bears can't block.", name="Grizzly Bears") == "~ can't block"
