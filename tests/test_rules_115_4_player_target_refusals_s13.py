"""A timeline spell that targets only an opponent ("Target opponent
discards two cards.") aimed at a permanent or at its caster is refused
with a message that says what it may target (115.1, 115.4, 102.2; issue
33, session 13, review): no internal sentinel, no planeswalker it can't
target. Control: a spell that may target an opponent or a planeswalker
keeps saying so."""

from __future__ import annotations

import pytest

from helpers import creature
from mtgcombat.core.model import Board, Player
from mtgcombat.i18n.input_errors import input_error
from mtgcombat.rules.timeline import Point, TimelineEntry
from mtgcombat.rules.timeline_entries import TimelineError, cast_check
from mtgcombat.text.spell_cards import read_spell_card


def _refusal(text: str, target: str) -> TimelineError:
    hero = creature("hero", "A", 3, 3, attacking="B")
    board = Board((Player("A", hand=3), Player("B", hand=2)), (hero,), "A")
    spell = read_spell_card(text, "Spell").spell()
    entry = TimelineEntry(Point.DECLARE_ATTACKERS, spell, (target,), controller="A",
                          name="timeline[0]")  # fmt: skip
    with pytest.raises(TimelineError) as caught:
        cast_check(board, entry)
    return caught.value


def _say(err: TimelineError, lang: str = "en") -> str:
    return input_error(err.key, lang, **err.facts)


def test_115_1_a_permanent_is_no_target_of_a_player_spell() -> None:
    err = _refusal("Target opponent discards two cards.", "hero")
    assert err.key == "timeline_target_not_a_player"
    assert "\x00" not in _say(err) and "\x00" not in _say(err, "ja")
    assert "targets a player" in _say(err)


def test_115_4_the_caster_is_no_opponent_and_no_planeswalker_is_offered() -> None:
    err = _refusal("Target opponent discards two cards.", "A")
    assert err.key == "timeline_target_not_an_opponent_only"
    assert "planeswalker" not in _say(err) and "プレインズウォーカー" not in _say(err, "ja")
    # control: "target opponent or planeswalker" may be a planeswalker, and says so
    err = _refusal("Spell deals 2 damage to target opponent or planeswalker.", "A")
    assert err.key == "timeline_target_not_an_opponent"
    assert "or a planeswalker" in _say(err)
