"""Cleave (702.148a) on instants cast from a timeline: "Cleave [cost]" is
an alternative cost, and only a paid cleave cost removes the words in square
brackets. A timeline entry casts the card for its mana cost (601.2f), so the
words in brackets are part of its text. The real cards' Oracle texts; each
outcome worked out by hand from them."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

FIERCE = (
    "Cleave {5}{W} (You may cast this spell for its cleave cost. If you do, remove the words "
    "in square brackets.)\nDestroy target [attacking] creature."
)
LUNAR = (
    "Cleave {3}{U} (You may cast this spell for its cleave cost. If you do, remove the words "
    "in square brackets.)\nReturn target [Wolf or Werewolf] creature to its owner's hand.\n"
    "Draw a card."
)
CATALOG = instants_catalog({"Fierce Retribution": FIERCE, "Lunar Rejection": LUNAR})

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
"""


def _entry(card: str, target: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "{card}"\n'
        f'targets = ["{target}"]\ncontroller = "B"\n'
    )


def test_the_cleave_line_is_an_alternative_cost_and_the_brackets_words_stay() -> None:
    fierce = read_spell_card(FIERCE, "Fierce Retribution")
    assert fierce.fully_modelled
    assert str(fierce.spell().target) == "attacking creatures"
    lunar = read_spell_card(LUNAR, "Lunar Rejection").spell()
    assert str(lunar.target) == "werewolf or wolf creatures"
    assert [str(e) for e in lunar.effects] == [
        "return the target to its owner's hand",
        "you draw 1 card(s)",
    ]


def test_702_148a_control_brackets_without_a_cleave_line_are_not_read() -> None:
    # square brackets are cleave's: another card's brackets are no text the grammar reads
    assert not read_spell_card("Destroy target [attacking] creature.", "X").fully_modelled


def test_702_148a_fierce_retribution_destroys_the_attacking_ogre() -> None:
    scenario = parse_scenario(BOARD + _entry("Fierce Retribution", "ogre"), catalog=CATALOG)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    assert result.board.permanent("ogre").zone.value == "graveyard"
    assert result.board.player("B").life == 20


def test_702_148a_control_a_creature_not_attacking_is_no_legal_target() -> None:
    # cast for its mana cost, "attacking" stays: the wall is not a legal target (601.2c)
    scenario = parse_scenario(BOARD + _entry("Fierce Retribution", "wall"), catalog=CATALOG)
    with pytest.raises(TimelineError, match=r"601\.2c"):
        run_combat(scenario.board, "current", scenario.timeline, auto=True)
