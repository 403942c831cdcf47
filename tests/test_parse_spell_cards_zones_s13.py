"""The parser reads a spell's instructions on hands, libraries and
graveyards (issue 33, session 13): each player word, each action, and the
forms it still refuses."""

from __future__ import annotations

import pytest

from mtgcombat.rules.spell_zones import CardsEffect
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell

READ = [
    ("Target player draws two cards.", CardsEffect("draw", "target", 2), True, False),
    ("Target opponent discards two cards.", CardsEffect("discard", "target", 2), True, True),
    ("Target player mills three cards.", CardsEffect("mill", "target", 3), True, False),
    ("Target opponent reveals their hand.", CardsEffect("reveal", "target"), True, True),
    ("Each opponent discards a card.", CardsEffect("discard", "each_opponent"), False, False),
    ("Each player draws a card.", CardsEffect("draw", "each_player"), False, False),
    ("Discard a card.", CardsEffect("discard", "you"), False, False),
    ("Mill three cards.", CardsEffect("mill", "you", 3), False, False),
]


@pytest.mark.parametrize(("text", "effect", "players", "opponents"), READ)
def test_each_player_word_and_action_reads(
    text: str, effect: CardsEffect, players: bool, opponents: bool
) -> None:
    spell = parse_spell(text)
    assert spell.effects == (effect,)
    assert (spell.players, spell.opponents) == (players, opponents)


def test_its_controller_names_the_earlier_target() -> None:
    card = read_spell_card("Destroy target creature. Its controller draws a card.", "Rebuff")
    assert card.fully_modelled
    assert CardsEffect("draw", "it_controller") in card.spell().effects
    # control: with no earlier target, "its controller" names nobody: refused
    alone = read_spell_card("Its controller draws a card.", "Nobody")
    assert not alone.fully_modelled


def test_a_plain_draw_stays_the_casters() -> None:
    # "Draw a card." keeps its value; "you discard" is the caster's own
    assert [str(e) for e in parse_spell("Draw two cards.").effects] == ["you draw 2 card(s)"]
    assert str(parse_spell("Discard two cards.").effects[0]) == "you discard 2 card(s)"


@pytest.mark.parametrize(
    "text",
    [
        "Target player discards their hand.",  # a number the board may not give
        "Target player shuffles their graveyard into their library.",
        "Look at the top five cards of your library.",
    ],
)
def test_what_is_not_carried_out_stays_refused(text: str) -> None:
    assert not read_spell_card(text, "X").fully_modelled
