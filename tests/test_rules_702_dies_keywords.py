"""Undying (702.93a), persist (702.79a) and afterlife N (702.135a): dies
triggers resolved in the combat damage step with its other triggers
(603.3b, 510.3a)."""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.effect_values import ReturnEffect, TokenEffect
from mtgcombat.core.events import Event, ReturnedToBattlefield
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board, Counters, Permanent, Player, Zone
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.effect_words_more import more_effect_ja
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline import (
    Point,
    TimelineEntry,
    end_turn_effects,
    run_combat,
    until_end_of_turn,
)
from mtgcombat.text import parse_sentence, parse_text
from mtgcombat.text.dies_triggers import RETURN_ENTERS
from mtgcombat.text.spell_cards import read_spell_card

AFTERLIFE = (
    "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit "
    "creature tokens with flying.)"
)


def creature(pid: str, controller: str, power: int, toughness: int, *text: str,
             **fields: Any) -> Permanent:  # fmt: skip
    abilities = frozenset(a for t in text for a in parse_sentence(t).traits.abilities)
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness,
                     abilities=abilities, **fields)  # fmt: skip


def run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


def test_702_135a_afterlife_reads_as_its_dies_trigger() -> None:
    parsed = parse_sentence(AFTERLIFE)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger) and value.events == ("dies",)
    assert value.subject is None and not value.optional
    [effect] = value.effects
    assert effect == TokenEffect(
        2, 1, 1, frozenset({"white", "black"}), ("Spirit",), (Keyword.FLYING,)
    )
    assert parse_sentence("Afterlife 1").status == "modelled"


def test_702_135a_afterlife_creates_spirits() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    ministrant = creature("ministrant", "B", 2, 1, AFTERLIFE, blocking=("ogre",))
    board, events = run(ogre, ministrant)
    spirits = [p for p in board.permanents if p.token and p.on_battlefield]
    assert len(spirits) == 2
    for spirit in spirits:
        assert spirit.controller == "B"
        assert (spirit.power, spirit.toughness) == (1, 1)
        assert spirit.colors == frozenset({"white", "black"})
        assert "spirit" in spirit.subtypes and Keyword.FLYING in spirit.abilities
        assert spirit.attacking is None and not spirit.blocking
    assert "token_created" in [e.kind for e in events]
    # control: it survives (a 1/1 attacker): no tokens
    imp = creature("imp", "A", 1, 1, attacking="B")
    tough = creature("ministrant", "B", 2, 3, AFTERLIFE, blocking=("imp",))
    board, events = run(imp, tough)
    assert not [p for p in board.permanents if p.token]
    assert "token_created" not in [e.kind for e in events]


UNDYING = (
    "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the "
    "battlefield under its owner's control with a +1/+1 counter on it.)"
)
PERSIST = (
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the "
    "battlefield under its owner's control with a -1/-1 counter on it.)"
)


def test_702_93a_702_79a_undying_and_persist_read_as_dies_triggers() -> None:
    for text, plus in ((UNDYING, True), (PERSIST, False)):
        parsed = parse_sentence(text)
        assert parsed.status == "modelled"
        [value] = parsed.traits.abilities
        assert isinstance(value, BlockTrigger) and value.events == ("dies",)
        assert value.effects == (ReturnEffect(plus=plus),)


def test_702_93a_undying_returns_with_counter() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wolf = creature("wolf", "B", 1, 1, UNDYING, blocking=("ogre",), tapped=True)
    board, events = run(ogre, wolf)
    back = board.permanent("wolf")
    assert back.on_battlefield and back.controller == "B"
    assert back.counters == Counters(plus_one=1)
    assert (back.current_power, back.current_toughness) == (2, 2)
    assert back.damage == 0 and not back.tapped
    assert back.blocking == () and back.attacking is None
    assert board.permanent("ogre").damage == 1  # its damage was dealt before it died
    assert ReturnedToBattlefield("702.93a", "wolf", "B", "+1/+1") in events
    # control: it had a +1/+1 counter on it: the ability does not trigger (603.4)
    veteran = creature("wolf", "B", 0, 0, UNDYING, blocking=("ogre",),
                       counters=Counters(plus_one=1))  # fmt: skip
    board, events = run(ogre, veteran)
    assert board.permanent("wolf").zone is Zone.GRAVEYARD
    assert "returned_to_battlefield" not in [e.kind for e in events]
    assert "dies_ability_triggered" not in [e.kind for e in events]


def test_702_79a_persist_returns_with_minus_counter() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    finks = creature("finks", "B", 3, 2, PERSIST, blocking=("ogre",))
    board, events = run(ogre, finks)
    back = board.permanent("finks")
    assert back.on_battlefield and back.counters == Counters(minus_one=1)
    assert (back.current_power, back.current_toughness) == (2, 1)
    assert back.damage == 0 and not back.blocking
    assert ReturnedToBattlefield("702.79a", "finks", "B", "-1/-1") in events
    assert board.permanent("ogre").zone is Zone.GRAVEYARD  # 3 damage to a 3/3
    # control: it had a -1/-1 counter on it: it stays in the graveyard
    worn = creature("finks", "B", 3, 2, PERSIST, blocking=("ogre",),
                    counters=Counters(minus_one=1))  # fmt: skip
    board, events = run(ogre, worn)
    assert board.permanent("finks").zone is Zone.GRAVEYARD
    assert "returned_to_battlefield" not in [e.kind for e in events]


def test_702_93a_a_token_with_undying_does_not_return() -> None:
    # 111.7, 704.5d: the token ceased to exist in the graveyard
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    token = creature("wolf", "B", 1, 1, UNDYING, blocking=("ogre",), token=True)
    board, events = run(ogre, token)
    assert not board.permanent("wolf").on_battlefield
    assert "returned_to_battlefield" not in [e.kind for e in events]
    # control: the same creature as a card returns
    card = creature("wolf", "B", 1, 1, UNDYING, blocking=("ogre",))
    board, _ = run(ogre, card)
    assert board.permanent("wolf").on_battlefield


def test_returned_to_battlefield_has_japanese_text() -> None:
    event = ReturnedToBattlefield("702.79a", "finks", "B", "-1/-1")
    assert describe_event(event, "ja").startswith("finksの頑強")
    assert "-1/-1カウンター" in more_effect_ja(ReturnEffect(plus=False))
    assert "+1/+1カウンター" in more_effect_ja(ReturnEffect(plus=True))


def test_702_79a_persist_refused_when_its_card_acts_as_it_enters() -> None:
    # returning would enter tapped under a condition (614.1d), which the
    # engine does not read (Kitchen Finks' "you gain 2 life" is carried out:
    # tests/test_rules_603_6a_returned_enters.py; a plain "enters tapped"
    # too: tests/test_rules_614_1d_undying_returns_tapped.py)
    messenger = parse_text(
        "Geralf's Messenger enters the battlefield tapped unless you control a Swamp.\n" + PERSIST,
        name="Geralf's Messenger",
    )
    assert [p.status for p in messenger] == ["no_effect", "unmodelled"]
    assert messenger[1].error == RETURN_ENTERS
    # control: with no such line it is carried out, on a keyword line too
    assert [p.status for p in parse_text("Flying, undying")] == ["modelled", "modelled"]
    assert [p.status for p in parse_text("Deathtouch\n" + PERSIST)] == ["modelled", "modelled"]


def test_702_93a_undying_granted_is_refused() -> None:
    # only the permanent's own printed line is read as its dies trigger
    for line in ("Other creatures you control have persist.", "Enchanted creature has undying."):
        [parsed] = parse_text(line)
        assert parsed.status == "unmodelled" and "carried out only" in parsed.error
    # control: a granted keyword the engine carries out stays modelled
    assert parse_text("Other creatures you control have flying.")[0].status == "modelled"


def test_702_93a_the_returned_creature_triggers_enters_abilities() -> None:
    # 603.6a: "whenever another creature enters" triggers on the new object
    cleric = creature("cleric", "B", 0, 4,
                      "Whenever another creature enters the battlefield under your control, "
                      "you gain 1 life.")  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wolf = creature("wolf", "B", 1, 1, UNDYING, blocking=("ogre",))
    board, _ = run(ogre, wolf, cleric)
    assert board.player("B").life == 21
    # control: the wolf had a +1/+1 counter: it does not return, no life
    old = creature("wolf", "B", 0, 0, UNDYING, blocking=("ogre",), counters=Counters(plus_one=1))
    board, _ = run(ogre, old, cleric)
    assert board.player("B").life == 20


GROWTH = "Target creature gets +3/+3 and gains flying until end of turn."


def _grown(wolf: Permanent, ogre: Permanent) -> tuple[Board, tuple[Event, ...]]:
    """The combat with GROWTH cast on the wolf after blockers are declared."""
    spell = read_spell_card(GROWTH, "Growth").spell()
    board = Board((Player("A"), Player("B")), (ogre, wolf), "A")
    entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("wolf",))
    result = run_combat(board, "current", (entry,), auto=True)
    return result.board, result.events


def test_400_7_the_returned_creature_has_no_pump_of_the_old_object() -> None:
    # Young Wolf blocks a 6/6, is given +3/+3 and flying, dies: it returns as
    # a new object, its own 1/1 with a +1/+1 counter, no flying (400.7)
    ogre = creature("ogre", "A", 6, 6, attacking="B")
    wolf = creature("wolf", "B", 1, 1, UNDYING, blocking=("ogre",))
    board, events = _grown(wolf, ogre)
    back = board.permanent("wolf")
    assert back.on_battlefield and back.counters == Counters(plus_one=1)
    assert (back.power, back.toughness) == (1, 1)
    assert (back.current_power, back.current_toughness) == (2, 2)
    assert Keyword.FLYING not in back.abilities
    assert board.permanent("ogre").damage == 4  # the pumped wolf's damage was dealt
    # cleanup (514.2): the old object's pump does not end on the new one
    ended, _ = end_turn_effects(board, until_end_of_turn(events))
    assert (ended.permanent("wolf").power, ended.permanent("wolf").toughness) == (1, 1)
    # control: a wolf that survives keeps the pump until end of turn
    small = creature("ogre", "A", 2, 2, attacking="B")
    board, events = _grown(wolf, small)
    kept = board.permanent("wolf")
    assert kept.blocking == ("ogre",) and (kept.power, kept.toughness) == (4, 4)
    assert Keyword.FLYING in kept.abilities and kept.counters == Counters()
    ended, _ = end_turn_effects(board, until_end_of_turn(events))
    assert (ended.permanent("wolf").power, ended.permanent("wolf").toughness) == (1, 1)


def test_400_7_the_returned_creature_is_not_that_creature_of_a_waiting_trigger() -> None:
    # The attacker's "destroy that creature" (A, active: on the stack first,
    # 603.3b) waits under the wolf's undying (B); the wolf returns a new
    # object, which "that creature" no longer names (400.7, 608.2b)
    basilisk = creature(
        "basilisk", "A", 2, 4,
        "Whenever this creature deals combat damage to a creature, destroy that creature.",
        attacking="B",
    )  # fmt: skip
    wolf = creature("wolf", "B", 1, 1, UNDYING, blocking=("basilisk",))
    board, events = run(basilisk, wolf)
    back = board.permanent("wolf")
    assert back.on_battlefield and back.counters == Counters(plus_one=1)
    kinds = [e.kind for e in events]
    assert "destroyed_by_effect" not in kinds
    # control: a wolf that survives the damage is destroyed by the trigger
    tough = creature("wolf", "B", 1, 3, UNDYING, blocking=("basilisk",))
    board, events = run(basilisk, tough)
    assert "destroyed_by_effect" in [e.kind for e in events]
    # ... and, dying with no counter, it returns as a new object after that
    back = board.permanent("wolf")
    assert back.on_battlefield and back.counters == Counters(plus_one=1)


def test_400_7_the_returned_creature_comes_back_under_its_owners_control() -> None:
    # 702.93a "under its owner's control": B owns the wolf A took
    ogre = creature("ogre", "B", 3, 3, blocking=("wolf",))
    wolf = creature("wolf", "A", 1, 1, UNDYING, attacking="B", owner="B", control_by_effect=True)
    board, _ = run(wolf, ogre)
    back = board.permanent("wolf")
    assert back.on_battlefield and back.controller == "B" and back.owner in ("", "B")
    assert not back.control_by_effect
    # control: the wolf its controller owns returns under that controller
    mine = creature("wolf", "A", 1, 1, UNDYING, attacking="B")
    board, _ = run(mine, ogre)
    assert board.permanent("wolf").controller == "A"
