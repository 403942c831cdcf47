"""A creature that undying (702.93a) or persist (702.79a) returns to the
battlefield is a new object (400.7) entering during the combat damage step:
its own "when ~ enters the battlefield" ability triggers (603.6a) and
resolves before the next step (603.3, 510.3a). Kitchen Finks gains 2 life
again; Murderous Redcap deals damage equal to its power (as the ability
resolves, with its -1/-1 counter) to any target (603.3d). A line on entering
the engine does not carry out keeps the card's persist refused."""

from __future__ import annotations

from typing import Any

from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Counters, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_text
from mtgcombat.text.dies_triggers import RETURN_ENTERS

PERSIST = (
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the "
    "battlefield under its owner's control with a -1/-1 counter on it.)"
)
FINKS = "When Kitchen Finks enters the battlefield, you gain 2 life.\n" + PERSIST
REDCAP = (
    "When Murderous Redcap enters the battlefield, it deals damage equal to its power to "
    "any target.\n" + PERSIST
)


def card(pid: str, name: str, text: str, controller: str, power: int, toughness: int,
         **fields: Any) -> Permanent:  # fmt: skip
    parsed = parse_text(text, name=name)
    assert all(p.status == "modelled" for p in parsed), [p.error for p in parsed]
    abilities = frozenset(a for p in parsed for a in p.traits.abilities)
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness,
                     abilities=abilities, **fields)  # fmt: skip


def run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


# -- the parser ------------------------------------------------------------------


def test_parser_reads_the_own_enters_line_of_a_persist_card() -> None:
    finks = parse_text(FINKS, name="Kitchen Finks")
    assert [p.status for p in finks] == ["modelled", "modelled"]
    assert [str(a) for a in finks[0].traits.abilities] == [
        "whenever this creature enters the battlefield, you gain 2 life"
    ]
    # control: without undying or persist the line stays "no effect" (the
    # creature entered before the combat)
    plain = parse_text("When Kitchen Finks enters the battlefield, you gain 2 life.",
                       name="Kitchen Finks")  # fmt: skip
    assert [p.status for p in plain] == ["no_effect"]


def test_parser_an_enters_line_that_changes_no_combat_leaves_persist_modelled() -> None:
    # "draw a card" changes nothing on the board (121.1): the line stays "no
    # effect" and the card's persist is carried out (702.79a; session 8)
    kelpie = parse_text("When ~ enters the battlefield, draw a card.\n" + PERSIST)
    assert [p.status for p in kelpie] == ["no_effect", "modelled"]
    # the control: an enters line the engine does not carry out ("enters
    # tapped unless ...": a condition as it returns) keeps persist refused;
    # a plain "enters tapped" is carried out as it returns (614.1d, session 9:
    # tests/test_rules_614_1d_undying_returns_tapped.py)
    tapped = parse_text("~ enters the battlefield tapped unless you control a Swamp.\n" + PERSIST)
    assert tapped[1].status == "unmodelled"
    assert tapped[1].error == RETURN_ENTERS


# -- the rules ---------------------------------------------------------------------


def test_603_6a_kitchen_finks_returned_by_persist_gains_life_again() -> None:
    # the Finks (3/2) blocks a 3/3 and dies; persist returns it (702.79a) as
    # a new object whose enters ability triggers (603.6a): B gains 2
    finks = card("finks", "Kitchen Finks", FINKS, "B", 3, 2, blocking=("ogre",))
    ogre = card("ogre", "Ogre", "", "A", 3, 3, attacking="B")
    board, events = run(ogre, finks)
    assert board.permanent("finks").zone.value == "battlefield"
    assert board.permanent("finks").counters.minus_one == 1
    assert board.player("B").life == 22
    assert "returned_to_battlefield" in [e.kind for e in events]
    # control: it already had a -1/-1 counter: persist does not trigger
    # (603.4), it stays in the graveyard and nothing is gained
    old = card("finks", "Kitchen Finks", FINKS, "B", 3, 2, blocking=("ogre",),
               counters=Counters(minus_one=1))  # fmt: skip
    board, _ = run(ogre, old)
    assert board.permanent("finks").zone.value == "graveyard"
    assert board.player("B").life == 20


def test_608_2h_murderous_redcap_returns_and_deals_its_new_power() -> None:
    # the Redcap (2/2) blocks and dies; it returns with a -1/-1 counter: a
    # 1/1, whose ability deals 1 damage (its power now) to the chosen player
    redcap = card("redcap", "Murderous Redcap", REDCAP, "B", 2, 2, blocking=("ogre",),
                  choices=TriggerChoices(targets=("A",)))  # fmt: skip
    ogre = card("ogre", "Ogre", "", "A", 3, 3, attacking="B")
    board, _ = run(ogre, redcap)
    assert board.permanent("redcap").zone.value == "battlefield"
    assert board.player("A").life == 19
    # control: it had a -1/-1 counter: no return, no damage
    old = card("redcap", "Murderous Redcap", REDCAP, "B", 2, 2, blocking=("ogre",),
               counters=Counters(minus_one=1), choices=TriggerChoices(targets=("A",)))  # fmt: skip
    board, _ = run(ogre, old)
    assert board.player("A").life == 20


def test_603_6a_returned_enters_events_have_japanese_text() -> None:
    finks = card("finks", "Kitchen Finks", FINKS, "B", 3, 2, blocking=("ogre",))
    ogre = card("ogre", "Ogre", "", "A", 3, 3, attacking="B")
    board, events = run(ogre, finks)
    [resolves] = [e for e in events if e.kind == "trigger_resolves" and e.rule == "603.6a"]
    text = describe_event(resolves, "ja", board=board)
    assert "戦場に出" in text and "2点のライフを得る" in text, text
