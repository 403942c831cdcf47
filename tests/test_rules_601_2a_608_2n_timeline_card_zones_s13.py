"""The card of a spell cast from the timeline leaves its caster's hand
(601.2a) and, an instant or sorcery, goes to its owner's graveyard once it
has resolved (608.2n), been countered (701.6a) or found no legal target
(608.2b); with rebound it goes to exile (702.88a). The hand and graveyard
counts a board gives follow it (issue 33, session 13, review). Each with a
control where the count must not move."""

from __future__ import annotations

import dataclasses

import pytest

from helpers import creature
from mtgcombat.core.model import Board, Permanent, Player, evolve
from mtgcombat.core.validation import BoardError
from mtgcombat.rules.timeline import Point, TimelineEntry, run_combat
from mtgcombat.scenario.timeline import after_zone
from mtgcombat.text import bind_self, parse_sentence
from mtgcombat.text.spell_cards import read_spell_card

HELLBENT = "Hellbent — Grim Hero gets +2/+0 as long as you have no cards in hand."
THRESHOLD = "Threshold — Grim Hero gets +2/+2 as long as seven or more cards are in your graveyard."


def _with(perm: Permanent, text: str) -> Permanent:
    parsed = parse_sentence(text, name="Grim Hero")
    assert parsed.status == "modelled", parsed
    return evolve(perm, statics=bind_self(parsed.traits.statics, perm.id))


def _entry(text: str, targets: tuple[str, ...], zone: str) -> TimelineEntry:
    spell = read_spell_card(text, "Spell").spell()
    carded = dataclasses.replace(spell, types=frozenset({"instant"}), after_zone=zone)
    return TimelineEntry(Point.DECLARE_BLOCKERS, carded, targets, controller="A",
                         name="timeline[0]")  # fmt: skip


def _fight(a: Player, static: str, text: str, zone: str) -> Board:
    hero = _with(creature("hero", "A", 2, 2, attacking="B"), static)
    board = Board((a, Player("B")), (hero,), "A")
    entry = _entry(text, ("hero",), zone)
    return run_combat(board, "current", [entry], auto=True).board


def test_601_2a_the_card_cast_leaves_the_hand_hellbent() -> None:
    after = _fight(Player("A", hand=1), HELLBENT, "Target creature gets +1/+1 until end of turn.",
                   "graveyard")  # fmt: skip
    assert after.player("A").hand == 0
    assert after.player("B").life == 15  # 2 + 2 hellbent + 1
    # control: a sentence given without its card moves no card
    after = _fight(Player("A", hand=1), HELLBENT, "Target creature gets +1/+1 until end of turn.",
                   "")  # fmt: skip
    assert after.player("A").hand == 1 and after.player("B").life == 17


def test_608_2n_the_resolved_instant_reaches_threshold() -> None:
    text = "Target creature gets +1/+0 until end of turn."
    after = _fight(Player("A", hand=1, graveyard=6), THRESHOLD, text, "graveyard")
    assert after.player("A").graveyard == 7
    assert after.player("B").life == 15  # 2 + 2 threshold + 1
    # control: with rebound the card goes to exile (702.88a): 6 cards, no threshold
    after = _fight(Player("A", hand=1, graveyard=6), THRESHOLD, text, "exile")
    assert after.player("A").graveyard == 6 and after.player("B").life == 17


def test_608_2b_a_spell_without_a_legal_target_goes_to_the_graveyard_too() -> None:
    hero = _with(creature("hero", "A", 2, 2, attacking="B"), THRESHOLD)
    board = Board((Player("A", hand=1, graveyard=6), Player("B")), (hero,), "A")
    entry = _entry("Destroy target creature.", ("gone",), "graveyard")
    elf = creature("gone", "B", 1, 1)
    board = Board(board.players, (hero, elf), "A")
    kill = _entry("Destroy target creature.", ("gone",), "")
    second = dataclasses.replace(entry, name="timeline[1]")
    after = run_combat(board, "current", [kill, second], auto=True).board
    assert after.player("A").graveyard == 7 and after.player("B").life == 16
    # control: the first one, a sentence without its card, moves no card
    after = run_combat(board, "current", [kill], auto=True).board
    assert after.player("A").graveyard == 6 and after.player("B").life == 18


def test_601_2a_an_empty_hand_holds_no_card_to_cast() -> None:
    with pytest.raises(BoardError, match=r"601\.2a"):
        _fight(Player("A", hand=0), HELLBENT, "Target creature gets +1/+1 until end of turn.",
               "graveyard")  # fmt: skip


def test_702_88a_where_the_card_goes() -> None:
    assert after_zone("Draw a card.", "Opt", ["Instant"]) == "graveyard"
    assert after_zone("Draw a card.\nRebound", "Ephemerate", ["Instant"]) == "exile"
    assert after_zone("Draw two cards.\nExile Foo.", "Foo", ["Sorcery"]) == "exile"
    text = "Draw a card.\nShuffle Foo into its owner's library."
    assert after_zone(text, "Foo", ["Instant"]) == "unknown"
    assert after_zone("Draw a card.", "Bear", ["Creature"]) == "unknown"
