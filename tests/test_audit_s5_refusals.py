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
