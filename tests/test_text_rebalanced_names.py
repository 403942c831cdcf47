"""A rebalanced digital card's own name (MTGJSON writes "A-Armory Veteran";
its text says "Armory Veteran"): the text names the card itself (201.4a),
read as "~" like any other card's name."""

from __future__ import annotations

from mtgcombat.text import parse_sentence
from mtgcombat.text.normalize import normalize


def test_201_4a_the_name_without_the_prefix_is_the_card_itself() -> None:
    line = "As long as Armory Veteran is equipped, it has menace."
    assert normalize(line, name="A-Armory Veteran") == "as long as ~ is equipped, it has menace"
    assert parse_sentence(line, name="A-Armory Veteran").status == "modelled"


def test_201_4a_control_another_cards_name_is_not_replaced() -> None:
    line = "As long as Armory Veteran is equipped, it has menace."
    assert "armory veteran" in normalize(line, name="A-Dwarfhold Champion")
    assert parse_sentence(line, name="A-Dwarfhold Champion").status != "modelled"
    # a name that merely starts with "A-" letters is not cut: "A-" needs its hyphen
    assert normalize("Aerie Ouphes blocks.", name="Aerie Ouphes") == "~ blocks"
