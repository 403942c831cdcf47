"""Abilities on a player dealt damage (issue 33): "whenever you're dealt
damage" and "whenever an opponent is dealt damage" trigger once for each
player they watch dealt damage in a combat damage step, for all of that
damage at once (combat damage is dealt simultaneously, 510.2; one event,
603.2c), "that many" being all of it; "whenever a source an opponent
controls deals damage to you" triggers once per source (603.2c). Each
rules test is named by its rule and has a control; the parser tests read
each form; the Japanese test renders them."""

from __future__ import annotations

import pytest

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import CounterEffect
from mtgcombat.core.events import DiesAbilityTriggered, Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

HOUND = "Whenever you're dealt damage, you may put that many +1/+1 counters on ~."
WAR = "Whenever an opponent is dealt damage, put that many +1/+1 counters on ~."
GRIFFIN = (
    "Whenever a source an opponent controls deals damage to you, "
    "you may put that many +1/+1 counters on ~."
)
DARIEN = "Whenever you're dealt damage, you may create that many 1/1 white Soldier creature tokens."


def run(*permanents: Permanent, package: str = "") -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    given = {"regular": package} if package else None
    result = resolve_combat(board, "current", given, auto=True, triggers=True)
    return result.board, result.events


def triggered(events: tuple[Event, ...]) -> list[DiesAbilityTriggered]:
    return [e for e in events if isinstance(e, DiesAbilityTriggered)]


# -- the parser ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "event"),
    [
        (HOUND, "you_dealt_damage"),
        ("Whenever you are dealt damage, you gain that much life.", "you_dealt_damage"),
        (WAR, "opponent_dealt_damage"),
        (DARIEN, "you_dealt_damage"),
    ],
)
def test_parser_reads_a_player_dealt_damage(sentence: str, event: str) -> None:
    value = ability(sentence)
    assert value.events == (event,)
    assert value.subject is None


def test_parser_that_many_counters_on_self() -> None:
    [effect] = ability(GRIFFIN).effects
    assert effect == CounterEffect(0, True, "self", that_many=True)
    assert ability(GRIFFIN).optional


@pytest.mark.parametrize(
    "sentence",
    [
        # no creature is the event's: "it" has nothing to name
        "Whenever you're dealt damage, tap it.",
        # counters the engine has no kind for stay refused
        "Whenever you're dealt damage, put that many charge counters on ~.",
        "Whenever you're dealt damage, sacrifice that many nontoken permanents.",
    ],
)
def test_parser_refuses_what_it_cannot_carry_out(sentence: str) -> None:
    assert parse_sentence(sentence, name="Testcat").status == "unmodelled"


# -- the rules -----------------------------------------------------------------


def test_510_2_youre_dealt_damage_triggers_once_for_all_combat_damage() -> None:
    hound = creature("hound", "B", 1, 1, HOUND)
    a1 = creature("a1", "A", 2, 2, attacking="B")
    a2 = creature("a2", "A", 3, 3, attacking="B")
    board, events = run(hound, a1, a2)
    # two creatures deal 5 combat damage at once: one trigger, 5 counters
    [fired] = triggered(events)
    assert (fired.about, fired.amount) == ("B", 5)
    assert board.permanent("hound").counters.plus_one == 5
    assert board.player("B").life == 15


def test_510_2_youre_dealt_damage_control_damage_to_a_creature() -> None:
    # control: the damage is dealt to the blocker, not to its controller
    hound = creature("hound", "B", 1, 1, HOUND, blocking=("a1",))
    a1 = creature("a1", "A", 2, 2, attacking="B")
    board, events = run(hound, a1)
    assert triggered(events) == []
    assert board.permanent("hound").zone.value == "graveyard"


def test_510_2_youre_dealt_damage_control_the_opponent_is_dealt_it() -> None:
    # control: "you" is the ability's controller; A's creature dealing damage
    # to B does not trigger A's ability
    hound = creature("hound", "A", 1, 1, HOUND)
    a1 = creature("a1", "A", 2, 2, attacking="B")
    board, events = run(hound, a1)
    assert triggered(events) == []
    assert board.permanent("hound").counters.plus_one == 0


def test_510_2_opponent_dealt_damage_counts_all_the_damage() -> None:
    war = creature("war", "A", 1, 1, WAR)
    a1 = creature("a1", "A", 2, 2, attacking="B")
    a2 = creature("a2", "A", 3, 3, attacking="B")
    board, events = run(war, a1, a2)
    [fired] = triggered(events)
    assert (fired.about, fired.amount) == ("B", 5)
    assert board.permanent("war").counters.plus_one == 5


def test_510_2_opponent_dealt_damage_control_you_are_dealt_it() -> None:
    # control: the watcher's own controller is dealt damage, not an opponent
    war = creature("war", "B", 1, 1, WAR)
    a1 = creature("a1", "A", 2, 2, attacking="B")
    board, events = run(war, a1)
    assert triggered(events) == []
    assert board.permanent("war").counters.plus_one == 0


def test_603_2c_a_source_deals_damage_to_you_triggers_once_per_source() -> None:
    griffin = creature("griffin", "B", 2, 2, GRIFFIN)
    a1 = creature("a1", "A", 2, 2, attacking="B")
    a2 = creature("a2", "A", 3, 3, attacking="B")
    board, events = run(griffin, a1, a2)
    assert [e.kind for e in events].count("damage_ability_triggered") == 2
    assert board.permanent("griffin").counters.plus_one == 5


def test_603_2c_a_source_deals_damage_to_you_control_damage_to_your_creature() -> None:
    griffin = creature("griffin", "B", 2, 4, GRIFFIN, blocking=("a1",))
    a1 = creature("a1", "A", 2, 2, attacking="B")
    board, events = run(griffin, a1)
    assert "damage_ability_triggered" not in [e.kind for e in events]
    assert board.permanent("griffin").counters.plus_one == 0


def test_603_5_darien_may_create_that_many_tokens() -> None:
    darien = creature("darien", "B", 3, 3, DARIEN)
    a1 = creature("a1", "A", 3, 3, attacking="B")
    board, _ = run(darien, a1)
    tokens = [p for p in board.permanents if p.token and p.controller == "B"]
    assert len(tokens) == 3
    # control: no damage to B, no token
    board, _ = run(darien, creature("a1", "A", 3, 3))
    assert not [p for p in board.permanents if p.token]


# -- Japanese --------------------------------------------------------------------


def test_japanese_rendering_of_a_player_dealt_damage() -> None:
    assert describe_value(ability(HOUND), "ja").startswith("あなたがダメージを与えられるたび")
    assert describe_value(ability(WAR), "ja").startswith("対戦相手1人がダメージを与えられるたび")
    hound = creature("hound", "B", 1, 1, HOUND)
    board, events = run(hound, creature("a1", "A", 2, 2, attacking="B"))
    [fired] = triggered(events)
    assert describe_event(fired).startswith("B is dealt combat damage, all at once")
    ja = describe_event(fired, "ja", board=board)
    assert ja.startswith("Bが一度に戦闘ダメージを与えられた")
    resolves = next(e for e in events if e.kind == "trigger_resolves")
    assert describe_event(resolves, "ja", board=board).startswith("Bが一度に")
