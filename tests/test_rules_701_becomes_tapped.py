"""Abilities on a permanent becoming tapped (issue 33): "whenever ~ becomes
tapped", "whenever enchanted creature becomes tapped", "whenever a creature
an opponent controls becomes tapped". An untapped permanent turning tapped
triggers them (701.26a now, 701.21a in 2023): an attacker without vigilance
as it is declared (508.1f), with the declare attackers step's other
triggers in APNAP order (603.3b), or a creature an effect taps. Each rules
test is named by its rule and has a control; the parser tests read each
form; the Japanese test renders them."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import Ability
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline import after_attackers
from mtgcombat.text import parse_sentence

PING = "Whenever ~ becomes tapped, it deals 1 damage to each opponent."
GAIN = "Whenever ~ becomes tapped, you gain 2 life."
WATCH = "Whenever a creature an opponent controls becomes tapped, put a +1/+1 counter on ~."
AURA = "Whenever enchanted creature becomes tapped, ~ deals 2 damage to that creature's controller."
CANT_BLOCK = "Whenever ~ becomes tapped, target creature can't block this turn."


def abilities(*sentences: str) -> frozenset[Ability]:
    out: list[Ability] = []
    for s in sentences:
        parsed = parse_sentence(s, name="Testcat")
        assert parsed.status == "modelled", parsed
        out.extend(parsed.traits.abilities)
    return frozenset(out)


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=abilities(*text),
        **fields,
    )


def declare(*permanents: Permanent, rules: str = "current") -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    return after_attackers(board, rules)


def resolving(events: tuple[Event, ...]) -> list[tuple[str, str]]:
    return [
        (getattr(e, "source", ""), getattr(e, "event", ""))
        for e in events
        if e.kind == "trigger_resolves"
    ]


# -- the parser ----------------------------------------------------------------


@pytest.mark.parametrize("sentence", [PING, GAIN, WATCH, AURA, CANT_BLOCK])
def test_parser_reads_becomes_tapped(sentence: str) -> None:
    [value] = abilities(sentence)
    assert getattr(value, "events", ()) == ("becomes_tapped",)


@pytest.mark.parametrize(
    "sentence",
    [
        # lands and artifacts are tapped for mana and costs the engine does not play
        "Whenever enchanted land becomes tapped, its controller loses 2 life.",
        "Whenever a Forest an opponent controls becomes tapped, you gain 1 life.",
        # the creature tapped need not be attacking: no defending player
        "Whenever ~ becomes tapped, defending player loses 1 life.",
    ],
)
def test_parser_refuses_becomes_tapped_it_cannot_carry_out(sentence: str) -> None:
    assert parse_sentence(sentence, name="Testcat").status == "unmodelled"


def test_parser_becomes_tapped_draw_has_no_effect_on_combat() -> None:
    parsed = parse_sentence("Whenever ~ becomes tapped, draw a card.", name="Testcat")
    assert parsed.status == "no_effect"


# -- the rules -----------------------------------------------------------------


def test_508_1f_attacker_becomes_tapped_triggers() -> None:
    x = creature("x", "A", 2, 2, PING, attacking="B")
    board, events = declare(x)
    assert board.permanent("x").tapped
    assert resolving(events) == [("x", "becomes_tapped")]
    assert board.player("B").life == 19


def test_508_1f_vigilance_attacker_control_does_not_become_tapped() -> None:
    x = creature("x", "A", 2, 2, PING, attacking="B", keywords=["vigilance"])
    board, events = declare(x)
    assert not board.permanent("x").tapped
    assert resolving(events) == []
    assert board.player("B").life == 20


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_603_3b_defending_players_tapped_trigger_resolves_first(rules: str) -> None:
    x = creature("x", "A", 2, 2, PING, "Whenever ~ attacks, you gain 3 life.", attacking="B")
    w = creature("w", "B", 1, 1, WATCH)
    board, events = declare(x, w, rules=rules)
    # APNAP: B's ability resolves first, then A's attack trigger, then A's
    # own ability on becoming tapped
    assert resolving(events) == [
        ("w", "becomes_tapped"),
        ("x", "attacks"),
        ("x", "becomes_tapped"),
    ]
    assert board.permanent("w").counters.plus_one == 1
    assert (board.player("A").life, board.player("B").life) == (23, 19)


def test_603_3b_watcher_control_its_own_creature_tapped() -> None:
    # control: the watcher's controller's own creature is tapped, not an opponent's
    x = creature("x", "A", 2, 2, attacking="B")
    w = creature("w", "A", 1, 1, WATCH)
    board, events = declare(x, w)
    assert resolving(events) == []
    assert board.permanent("w").counters.plus_one == 0


def test_508_1f_enchanted_creature_becomes_tapped() -> None:
    x = creature("x", "A", 2, 2, attacking="B")
    curse = Permanent(
        id="curse",
        controller="B",
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to="x",
        abilities=abilities(AURA),
    )
    board, events = declare(x, curse)
    assert resolving(events) == [("curse", "becomes_tapped")]
    assert board.player("A").life == 18
    # control: the Aura is on a creature that does not attack
    y = creature("y", "A", 2, 2)
    board, events = declare(x, y, Permanent(**{**_fields(curse), "attached_to": "y"}))
    assert resolving(events) == []
    assert board.player("A").life == 20


def _fields(perm: Permanent) -> dict[str, Any]:
    return {
        "id": perm.id,
        "controller": perm.controller,
        "types": perm.types,
        "subtypes": perm.subtypes,
        "abilities": perm.abilities,
    }


def test_701_26a_a_creature_an_effect_taps_triggers() -> None:
    x = creature(
        "x", "A", 1, 1, "Whenever ~ deals combat damage to a creature, tap that creature.",
        attacking="B",
    )  # fmt: skip
    w = creature("w", "B", 0, 4, GAIN, blocking=("x",))
    result = resolve_combat(
        Board((Player("A"), Player("B")), (x, w), "A"), "current", None, auto=True
    )
    assert result.board.permanent("w").tapped
    assert ("w", "becomes_tapped") in resolving(result.events)
    assert result.board.player("B").life == 22


def test_701_26a_control_a_tapped_creature_does_not_become_tapped() -> None:
    # control: the blocker was tapped after it blocked (it stays blocking,
    # 506.4); tapping a tapped creature does not make it become tapped
    x = creature(
        "x", "A", 1, 1, "Whenever ~ deals combat damage to a creature, tap that creature.",
        attacking="B",
    )  # fmt: skip
    w = creature("w", "B", 0, 4, GAIN, blocking=("x",), tapped=True)
    result = resolve_combat(
        Board((Player("A"), Player("B")), (x, w), "A"), "current", None, auto=True
    )
    assert ("w", "becomes_tapped") not in resolving(result.events)
    assert result.board.player("B").life == 20


# -- Japanese --------------------------------------------------------------------


def test_japanese_rendering_of_becomes_tapped() -> None:
    [value] = abilities(PING)
    assert describe_value(value, "ja").startswith("このクリーチャーがタップ状態になるたび")
    [value] = abilities(WATCH)
    assert "タップ状態になるたび" in describe_value(value, "ja")
    x = creature("x", "A", 2, 2, PING, attacking="B")
    board, events = declare(x)
    resolves = next(e for e in events if e.kind == "trigger_resolves")
    assert describe_event(resolves, "ja", board=board).startswith("xがタップ状態になったため")


TRAP = "Whenever a creature an opponent controls becomes tapped, destroy that creature."
ATTACKED = "Whenever a creature attacks you, put a +1/+1 counter on ~."


def test_603_2_attacks_you_triggered_at_declaration_though_a_tapped_trigger_destroyed_it() -> None:
    # B's trap destroys the bear as it became tapped attacking; B's watcher
    # had triggered as the bear was declared (508.2a, 603.2), so it resolves
    bear = creature("bear", "A", 2, 2, attacking="B", tapped=True)
    trap = creature("trap", "B", 0, 1, TRAP)
    watcher = creature("watcher", "B", 0, 4, ATTACKED)
    board, _ = declare(bear, trap, watcher)
    assert not board.permanent("bear").on_battlefield
    assert board.permanent("watcher").counters.plus_one == 1
    # control: a vigilant bear doesn't become tapped, stays, and the watcher
    # triggers once all the same
    bear = creature("bear", "A", 2, 2, attacking="B", keywords=["vigilance"])
    board, _ = declare(bear, trap, watcher)
    assert board.permanent("bear").on_battlefield
    assert board.permanent("watcher").counters.plus_one == 1
