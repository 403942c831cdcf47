"""Lines session 5's card audit (issue 33) found filed as "no effect" although they
change a combat, now refused ("unmodelled") rather than silently wrong.

205.1b, 613.1d: a type-changing effect that makes a permanent a creature ("As long
as enchanted permanent is a Vehicle, it's a creature in addition to its other
types", Siege Modification) lets it attack or block (506.3); the engine does not
carry it out, so the sentence is refused."""

from __future__ import annotations

from mtgcombat.text import parse_sentence

VEHICLE = (
    "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types."
)


def test_205_1b_parser_a_permanent_made_a_creature_is_refused() -> None:
    parsed = parse_sentence(VEHICLE)
    assert parsed.status == "unmodelled"
    assert parsed.combat
    assert "613.1d" in parsed.error


def test_205_1b_parser_an_enchanted_land_made_a_4_4_creature_is_refused() -> None:
    text = "Enchanted land is a 4/4 Elemental creature in addition to its other types."
    assert parse_sentence(text).status == "unmodelled"


def test_205_1b_control_a_sentence_naming_no_creature_stays_no_effect() -> None:
    # the Aura's enchant line names a Vehicle but changes no type (303.4a)
    assert parse_sentence("Enchant creature or Vehicle").status == "no_effect"
    assert parse_sentence("Goldmire Bridge enters the battlefield tapped.").status == "no_effect"


def test_205_1b_control_a_card_made_a_creature_off_the_battlefield_stays_no_effect() -> None:
    # Grist, the Hunger Tide: a creature card only in other zones (604.1), never in combat
    text = (
        "As long as ~ isn't on the battlefield, it's a 1/1 Insect creature in addition to its"
        " other types."
    )
    assert parse_sentence(text).status == "no_effect"


def test_205_1b_parser_an_equipped_permanent_made_a_creature_is_refused() -> None:
    # Luxior, Giada's Gift: the equipped planeswalker is a creature that may attack (506.3)
    text = (
        "Equipped permanent isn't a planeswalker and is a creature in addition to its other types."
    )
    assert parse_sentence(text).status == "unmodelled"


GOD = "As long as your devotion to red is less than five, ~ isn't a creature."


def test_205_1b_parser_a_permanent_that_stops_being_a_creature_is_refused() -> None:
    # Purphoros, God of the Forge: below the devotion it is no creature and can't attack or
    # block (508.1a, 509.1a); the engine does not know devotion (700.5), so the line is refused
    parsed = parse_sentence(GOD)
    assert parsed.status == "unmodelled"
    assert parsed.combat
    assert "613.1d" in parsed.error
    other = "~ isn't a creature unless you control three or more permanents you don't own."
    assert parse_sentence(other).status == "unmodelled"


def test_205_1b_control_a_card_that_is_no_creature_card_stays_no_effect() -> None:
    # a card looked at in a library or graveyard, not a permanent's type (205.1b)
    assert parse_sentence("If it isn't a creature card, put it into your graveyard.").status == (
        "no_effect"
    )
