"""A selector's quality read from the turn so far (issue 33, session 13):
"target creature that was dealt damage this turn" and its kin, read by the
grammar into :attr:`Selector.history`, rendered in English and Japanese."""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import Selector
from mtgcombat.core.history_check import conditions_in
from mtgcombat.core.turn_history import ThisTurn
from mtgcombat.io.condition_words import this_turn_ja
from mtgcombat.io.notation import describe_value
from mtgcombat.text import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card


@pytest.mark.parametrize(
    ("text", "quality"),
    [
        ("Destroy target creature that was dealt damage this turn.", "damaged"),
        ("~ deals 6 damage to target creature that was dealt damage this turn.", "damaged"),
        ("Destroy target creature that dealt damage this turn.", "dealt"),
        ("Target creature that dealt damage this turn gets -5/-5 until end of turn.", "dealt"),
        ("~ deals 4 damage to target creature that blocked this turn.", "blocked"),
        ("Destroy target creature that attacked this turn.", "attacked"),
        ("Destroy target nonblack creature that entered the battlefield this turn.", "entered"),
    ],
)
def test_a_target_filter_on_the_turn_so_far_is_read(text: str, quality: str) -> None:
    [mode] = read_spell_card(text, "Spell").modes
    assert mode.target is not None
    assert mode.target.history == quality
    assert conditions_in(mode.target)[0].who == "player"  # every player's record is read


def test_a_group_dealt_damage_this_turn_is_read() -> None:
    [mode] = read_spell_card("~ deals 2 damage to each creature dealt damage this turn.", "X").modes
    [effect] = mode.effects
    assert "creatures that were dealt damage this turn" in str(effect)
    text = "Destroy all creatures that entered the battlefield this turn."
    [mode] = read_spell_card(text, "X").modes
    assert str(mode.effects[0]) == "destroy all creatures that entered the battlefield this turn"


def test_a_permanents_trigger_reads_the_same_filter() -> None:
    parsed = parse_sentence(
        "Whenever ~ attacks, destroy target creature that was dealt damage this turn."
    )
    assert parsed.status == "modelled"
    assert [c.fact for c in conditions_in(tuple(parsed.traits.abilities))] == ["damaged"]


def test_control_a_filter_the_grammar_does_not_know_stays_unmodelled() -> None:
    # control: "that attacked or blocked this turn" is not read (no guess)
    card = read_spell_card("Destroy target creature that attacked or blocked this turn.", "X")
    assert not card.fully_modelled
    assert card.problems[0][1] == "Destroy target creature that attacked or blocked this turn."


def test_the_quality_in_english_and_japanese() -> None:
    sel = Selector(history="dealt", not_colors=frozenset({"black"}))
    assert str(sel) == "nonblack creatures that dealt damage this turn"
    assert "このターンにダメージを与えた" in describe_value(sel, "ja")
    assert "このターンにダメージを与えられた" in describe_value(Selector(history="damaged"), "ja")
    assert "このターンにブロックした" in describe_value(Selector(history="blocked"), "ja")
    assert "このターンに攻撃した" in describe_value(Selector(history="attacked"), "ja")
    assert "このターンに戦場に出た" in describe_value(Selector(history="entered"), "ja")
    marker = ThisTurn("blocked", "player")
    assert str(marker) == "which permanents blocked this turn"
    assert this_turn_ja(marker) == "どのクリーチャーがこのターンにブロックしたか"
    assert this_turn_ja(ThisTurn("entered", "player")).startswith("どのパーマネント")
    assert this_turn_ja(ThisTurn("entered")) == "これがこのターンに戦場に出た"
