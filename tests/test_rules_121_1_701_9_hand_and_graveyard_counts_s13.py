"""Cards drawn (121.1), discarded (701.9a; 701.8a in 2023) and milled
(701.17a; 701.13a in 2023) move between zones that are not the battlefield;
the number of cards in a hand (402.1) and in a graveyard (404.1) follow them
when the board gives those numbers, and lines that read them (hellbent,
threshold) see the new numbers. A number the board does not give stays not
given (issue 33: never guessed)."""

from __future__ import annotations

import pytest

from helpers import creature, text_creature
from mtgcombat.core.basics import Zone
from mtgcombat.core.model import Board, Permanent, Player, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.validation import BoardError
from mtgcombat.core.zone_cards import cards_in
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.hand_zones import discard_cards, mill_cards
from mtgcombat.rules.timeline import Point, TimelineEntry, apply_entry
from mtgcombat.text import bind_self, parse_sentence
from mtgcombat.text.spells import parse_spell

HELLBENT = "Hellbent — Grim Hero gets +2/+0 as long as you have no cards in hand."
THRESHOLD = "Threshold — Grim Hero gets +2/+2 as long as seven or more cards are in your graveyard."


def _hero(text: str) -> Permanent:
    parsed = parse_sentence(text, name="Grim Hero")
    assert parsed.status == "modelled", parsed
    hero = creature("hero", "A", 2, 2, attacking="B")
    return evolve(hero, statics=bind_self(parsed.traits.statics, "hero"))


def _draw(board: Board) -> tuple[Board, list[str]]:
    entry = TimelineEntry(Point.DECLARE_ATTACKERS, parse_spell("Draw a card."), (), controller="A")
    after, events = apply_entry(board, "current", entry)
    return after, [e.kind for e in events]


def test_121_1_a_drawn_card_ends_hellbent() -> None:
    board = Board(
        (
            Player("A", hand=0),
            Player("B"),
        ),
        (_hero(HELLBENT),),
        "A",
    )
    assert apply_static_effects(board).permanent("hero").power == 4
    after, kinds = _draw(board)
    assert after.player("A").hand == 1
    assert kinds[-2:] == ["cards_drawn", "zone_count_changed"]
    assert apply_static_effects(after).permanent("hero").power == 2
    # control: a hand the board does not give stays not given, and the
    # hellbent line that reads it is refused, never guessed empty
    unknown = Board(
        (
            Player("A"),
            Player("B"),
        ),
        (creature("bear", "A", 2, 2),),
        "A",
    )
    after, kinds = _draw(unknown)
    assert after.player("A").hand is None and "zone_count_changed" not in kinds
    with pytest.raises(BoardError, match=r"players\.A\.hand"):
        _draw(
            Board(
                (
                    Player("A"),
                    Player("B"),
                ),
                (_hero(HELLBENT),),
                "A",
            )
        )


def test_701_9a_a_combat_damage_discard_moves_cards_to_the_graveyard() -> None:
    rogue = text_creature(
        "rogue", "A", 2, 2,
        "Whenever Testcat deals combat damage to a player, that player discards two cards.",
        attacking="B",
    )  # fmt: skip
    board = Board(
        (
            Player("A"),
            Player("B", hand=1, graveyard=6),
        ),
        (rogue,),
        "A",
    )
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    # only the one card the hand holds is discarded (701.9a)
    [discard] = [e for e in result.events if e.kind == "cards_discarded"]
    assert discard.amount == 1  # type: ignore[attr-defined]
    assert (result.board.player("B").hand, result.board.player("B").graveyard) == (0, 7)
    # control: blocked, it deals no combat damage to a player: nothing moves
    wall = text_creature("wall", "B", 0, 4, "Whenever Testcat blocks, you gain 1 life.",
                         blocking=("rogue",))  # fmt: skip
    board = Board(
        (
            Player("A"),
            Player("B", hand=1, graveyard=6),
        ),
        (
            rogue,
            wall,
        ),
        "A",
    )
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    assert (result.board.player("B").hand, result.board.player("B").graveyard) == (1, 6)


def test_701_9a_a_discard_from_a_hand_not_given_leaves_the_graveyard_unknown() -> None:
    board = Board(
        (
            Player("A", graveyard=6),
            Player("B"),
        ),
        (_hero(THRESHOLD),),
        "A",
    )
    after, events = discard_cards(board, RuleSet.R2023, "A", 1, "rats")
    assert after.player("A").graveyard is None and [e.rule for e in events] == ["701.8"]
    with pytest.raises(BoardError):
        apply_static_effects(after)  # threshold can no longer be read
    # control: a hand given, the count follows and threshold is reached
    board = Board(
        (
            Player("A", hand=2, graveyard=6),
            Player("B"),
        ),
        (_hero(THRESHOLD),),
        "A",
    )
    after, _ = discard_cards(board, RuleSet.CURRENT, "A", 1, "rats")
    assert apply_static_effects(after).permanent("hero").power == 4


def test_701_17a_milled_cards_reach_threshold() -> None:
    board = Board(
        (
            Player("A", graveyard=5),
            Player("B"),
        ),
        (_hero(THRESHOLD),),
        "A",
    )
    assert apply_static_effects(board).permanent("hero").power == 2
    after, events = mill_cards(board, RuleSet.R2023, "A", 2, "rogue")
    assert [e.rule for e in events] == ["701.13", "404.1"]
    assert apply_static_effects(after).permanent("hero").power == 4
    # control: milling the opponent changes nothing for A's threshold
    after, _ = mill_cards(board, RuleSet.CURRENT, "B", 2, "rogue")
    assert apply_static_effects(after).permanent("hero").power == 2


def test_402_1_a_card_returned_to_its_owners_hand_counts_in_it() -> None:
    elf = creature("elf", "B", 1, 1)
    board = Board((Player("A"), Player("B", hand=0)), (elf,), "A")
    assert cards_in(board, "hand", "B") == 0
    returned = board.with_permanents([evolve(elf, zone=Zone.HAND)])
    assert cards_in(returned, "hand", "B") == 1
    # control: a token returned to a hand is no card (111.8, 704.5d)
    token = evolve(elf, zone=Zone.HAND, token=True)
    assert cards_in(board.with_permanents([token]), "hand", "B") == 0
