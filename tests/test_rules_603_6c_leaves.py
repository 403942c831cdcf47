"""Triggers on leaving the battlefield (603.6c; issue 33, session 6): "when
~ leaves the battlefield", "whenever another creature you control leaves
the battlefield", and "when ~ enters (the battlefield) or dies / enters or
leaves the battlefield" (its entering was before the combat; its death or
leaving is the trigger the combat sees). They look back in time (603.10a),
go on the stack with the step's other triggers (603.3b) and resolve before
the next step (510.3a). Each rules test is named by its rule and has a
control where the line must not apply."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline import Point, TimelineEntry, run_combat
from mtgcombat.text import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card

FIEND = "When ~ leaves the battlefield, it deals 4 damage to target creature."
PATROL = "Whenever another creature you control leaves the battlefield, put a +1/+1 counter on ~."
VELA = (
    "Whenever ~ or another creature you control leaves the battlefield, each opponent loses 1 life."
)
BOTH = "When ~ enters or leaves the battlefield, you gain 2 life."
SHADE = "When ~ enters the battlefield or dies, put a +1/+1 counter on target creature."


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(
            a for t in text for a in parse_sentence(t, name="Testcat").traits.abilities
        ),
        **fields,
    )


def run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", auto=True, triggers=True)
    return result.board, result.events


# -- the parser ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "events"),
    [
        (FIEND, ("leaves",)),
        (PATROL, ("leaves",)),
        (BOTH, ("enters", "leaves")),
        (SHADE, ("enters", "dies")),
    ],
)
def test_parser_reads_leaves_and_enters_or_dies(sentence: str, events: tuple[str, ...]) -> None:
    parsed = parse_sentence(sentence, name="Testcat")
    assert parsed.status == "modelled", parsed.error
    assert [getattr(a, "events", ()) for a in parsed.traits.abilities] == [events]


def test_parser_enters_or_dies_of_a_group_with_an_effect_on_it_is_refused() -> None:
    # on entering, "it" would be the creature that entered, not ~
    line = (
        "Whenever another creature you control enters the battlefield or dies, "
        "put a +1/+1 counter on ~."
    )
    assert parse_sentence(line, name="Testcat").status == "unmodelled"
    # control: an effect on nobody in particular is read
    line = "Whenever another creature you control enters the battlefield or dies, you gain 1 life."
    assert parse_sentence(line, name="Testcat").status == "modelled"


# -- the rules ---------------------------------------------------------------------


def test_603_6c_leaves_the_battlefield_by_dying_triggers() -> None:
    # the fiend blocks the ogre and dies: it leaves the battlefield, its
    # ability (603.10a) deals 4 to the ogre, already dealt 1: it dies too
    fiend = creature("fiend", "B", 1, 1, FIEND, blocking=("ogre",),
                     choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(ogre, fiend)
    assert board.permanent("ogre").zone.value == "graveyard"
    assert "dies_ability_triggered" in [e.kind for e in events]
    # control: a 1/4 fiend survives: it never leaves, the ogre lives
    wall = creature("fiend", "B", 1, 4, FIEND, blocking=("ogre",),
                    choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    board, _ = run(ogre, wall)
    assert board.permanent("ogre").zone.value == "battlefield"


def test_603_6c_another_creature_you_control_leaves() -> None:
    patrol = creature("patrol", "B", 1, 1, PATROL)
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, bear, patrol)
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("patrol").counters.plus_one == 1
    # control: an opponent's creature leaving is not one "you control"
    attacker = creature("ogre", "A", 2, 2, attacking="B")
    blocker = creature("bear", "B", 3, 3, blocking=("ogre",))
    board, _ = run(attacker, blocker, patrol)
    assert board.permanent("ogre").zone.value == "graveyard"
    assert board.permanent("patrol").counters.plus_one == 0


def test_603_10a_it_or_another_leaves_sees_its_own_leaving() -> None:
    vela = creature("vela", "B", 1, 1, VELA, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, vela)
    assert board.player("A").life == 19
    # control: blocked by a 1/4 nothing leaves, nobody loses life
    tough = creature("vela", "B", 1, 4, VELA, blocking=("ogre",))
    board, _ = run(ogre, tough)
    assert board.player("A").life == 20


def test_603_6c_enters_or_leaves_triggers_on_leaving() -> None:
    # it entered before the combat; its leaving in the combat triggers
    cleric = creature("cleric", "B", 1, 1, BOTH, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, cleric)
    assert board.player("B").life == 22
    # control: it survives; its entering is not in this combat: no life
    wall = creature("cleric", "B", 1, 4, BOTH, blocking=("ogre",))
    board, _ = run(ogre, wall)
    assert board.player("B").life == 20


def test_700_4_enters_or_dies_triggers_on_its_death() -> None:
    shade = creature("shade", "B", 1, 1, SHADE, blocking=("ogre",),
                     choices=TriggerChoices(targets=("elf",)))  # fmt: skip
    elf = creature("elf", "B", 1, 1)
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, shade, elf)
    assert board.permanent("elf").counters.plus_one == 1
    # control: it lives: no counter
    tough = creature("shade", "B", 1, 4, SHADE, blocking=("ogre",),
                     choices=TriggerChoices(targets=("elf",)))  # fmt: skip
    board, _ = run(ogre, tough, elf)
    assert board.permanent("elf").counters.plus_one == 0


def test_leaves_events_have_japanese_text() -> None:
    vela = creature("vela", "B", 1, 1, VELA, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(ogre, vela)
    [triggered] = [e for e in events if e.kind == "dies_ability_triggered"]
    text = describe_event(triggered, "ja", board=board)
    assert text.startswith("velaが戦場を離れた："), text
    [resolves] = [e for e in events if e.kind == "trigger_resolves"]
    text = describe_event(resolves, "ja", board=board)
    assert "戦場を離れる" in text and "leaves" not in text, text


def test_603_6c_returned_to_hand_by_a_spell_leaves_the_battlefield() -> None:
    # a timeline's bounce spell returns the fiend to its owner's hand after
    # blockers are declared: it leaves the battlefield (not dying) and its
    # ability deals 4 to the ogre
    bounce = read_spell_card("Return target creature to its owner's hand.", "Unsummon").spell()
    fiend = creature("fiend", "B", 1, 4, FIEND, blocking=("ogre",),
                     choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    ogre = creature("ogre", "A", 3, 4, attacking="B")
    board = Board((Player("A"), Player("B")), (ogre, fiend), "A")
    entry = TimelineEntry(Point.DECLARE_BLOCKERS, bounce, ("fiend",))
    after = run_combat(board, "current", (entry,), auto=True).board
    assert after.permanent("fiend").zone.value == "hand"
    assert (
        after.permanent("ogre").damage == 4 or after.permanent("ogre").zone.value != "battlefield"
    )
    # control: a "dies" ability does not trigger on a return to hand (700.4)
    dies = creature("fiend", "B", 1, 4, "When ~ dies, it deals 4 damage to target creature.",
                    blocking=("ogre",), choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    board = Board((Player("A"), Player("B")), (ogre, dies), "A")
    after = run_combat(board, "current", (entry,), auto=True).board
    assert after.permanent("fiend").zone.value == "hand"
    assert after.permanent("ogre").zone.value == "battlefield"
