"""Combat triggers (issue 17 section 3): "whenever ~ deals combat damage to a
player / a creature" recorded as it triggers (603.2, 510.3a), "whenever ~
blocks or becomes blocked, it gets +N/+N" at the declare blockers step
(509.3, 702.45a), and "destroy that creature at end of combat" (603.7,
511.2), each test named by the rule it checks."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import Bushido, RecordedEffect
from mtgcombat.core.events import CombatDamageTriggered, DestroyedByEffect, Event
from mtgcombat.core.model import Ability, Board, Keyword, Permanent, Player
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline import run_combat
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence

VIPER = "Whenever ~ deals combat damage to a creature, destroy that creature at end of combat."
DRAW = "Whenever ~ deals combat damage to a player, draw a card."
BASILISK = "Whenever ~ becomes blocked by a creature, destroy that creature at end of combat."


def ability(sentence: str) -> Ability:
    parsed = parse_sentence(sentence)
    # "recorded": the trigger is kept and recorded, its effect not carried out
    assert parsed.status in ("modelled", "recorded"), parsed
    [value] = parsed.traits.abilities
    return value


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    abilities = frozenset(ability(t) for t in text)
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=abilities,
        **fields,
    )


def run(*permanents: Permanent, package: str = "") -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    tables = {"regular": package} if package else None
    result = resolve_combat(board, "current", tables, auto=True, triggers=True)
    return result.board, result.events


def triggered(events: Iterable[Event]) -> list[tuple[str, str, int]]:
    return [
        (e.source, e.recipient, e.amount) for e in events if isinstance(e, CombatDamageTriggered)
    ]


def test_603_2_combat_damage_to_a_player_triggers_with_the_damage() -> None:
    _, events = run(creature("ninja", "A", 2, 2, DRAW, attacking="B"))
    assert triggered(events) == [("ninja", "B", 2)]
    [event] = [e for e in events if isinstance(e, CombatDamageTriggered)]
    assert event.rule == "510.3a" and event.effect == "you draw 1 card(s)"


def test_510_3a_the_trigger_is_recorded_after_the_state_based_actions() -> None:
    _, events = run(
        creature("ninja", "A", 2, 2, DRAW, attacking="B"),
        creature("elf", "B", 1, 1),
    )
    kinds = [e.kind for e in events]
    assert kinds.index("combat_damage_trigger") > kinds.index("life_lost")


def test_120_8_no_damage_no_trigger_a_blocked_creature_does_not_hit_the_player() -> None:
    _, events = run(
        creature("ninja", "A", 2, 2, DRAW, attacking="B"),
        creature("wall", "B", 0, 4, blocking=("ninja",)),
    )
    assert triggered(events) == []


def test_615_prevented_damage_does_not_trigger() -> None:
    board = Board(
        (Player("A"), Player("B", prevent_next=5)),
        (creature("ninja", "A", 2, 2, DRAW, attacking="B"),),
        "A",
    )
    events = resolve_combat(board, "current", auto=True).events
    assert triggered(events) == []


def test_603_2c_damage_to_two_creatures_triggers_once_for_each() -> None:
    board, events = run(
        creature("viper", "A", 4, 3, VIPER, attacking="B"),
        creature("bear", "B", 2, 5, blocking=("viper",)),
        creature("elf", "B", 1, 5, blocking=("viper",)),
        package="viper: bear=2 elf=2",
    )
    assert sorted(triggered(events)) == [("viper", "bear", 2), ("viper", "elf", 2)]
    # 511.2: both are destroyed at end of combat, though neither got lethal damage
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("elf").zone.value == "graveyard"


def test_511_2_destroy_that_creature_at_end_of_combat_after_damage() -> None:
    board, events = run(
        creature("viper", "A", 1, 3, VIPER, attacking="B"),
        creature("bear", "B", 2, 4, blocking=("viper",)),
    )
    assert board.permanent("bear").zone.value == "graveyard"
    destroyed = [e for e in events if isinstance(e, DestroyedByEffect)]
    assert [(e.rule, e.permanent, e.source) for e in destroyed] == [("511.2", "bear", "viper")]
    kinds = [e.kind for e in events]
    assert kinds.index("destroy_at_end_of_combat") < kinds.index("destroyed_by_effect")


def test_702_12b_indestructible_survives_the_end_of_combat_destruction() -> None:
    board, events = run(
        creature("viper", "A", 1, 3, VIPER, attacking="B"),
        creature("golem", "B", 2, 4, blocking=("viper",), keywords=["indestructible"]),
    )
    assert board.permanent("golem").on_battlefield
    assert "not_destroyed" in [e.kind for e in events] or "destruction_prevented" in [
        e.kind for e in events
    ]


def test_603_7_a_creature_that_died_in_combat_is_not_destroyed_again() -> None:
    board, events = run(
        creature("viper", "A", 3, 3, VIPER, attacking="B"),
        creature("elf", "B", 1, 1, blocking=("viper",)),
    )
    assert board.permanent("elf").zone.value == "graveyard"
    assert not [e for e in events if isinstance(e, DestroyedByEffect)]
    assert "destroy_at_end_of_combat" not in [e.kind for e in events]


def test_509_3d_becomes_blocked_by_a_creature_destroy_it_at_end_of_combat() -> None:
    board, events = run(
        creature("basilisk", "A", 1, 1, BASILISK, attacking="B"),
        creature("wall", "B", 0, 8, blocking=("basilisk",)),
    )
    kinds = [e.kind for e in events]
    # set up as the trigger resolves in the declare blockers step (603.7) ...
    assert kinds.index("destroy_at_end_of_combat") < kinds.index("step")
    # ... and done as the end of combat step begins (511.2)
    assert board.permanent("wall").zone.value == "graveyard"


def test_509_3d_end_of_combat_destruction_respects_a_regeneration_shield() -> None:
    board, events = run(
        creature("basilisk", "A", 1, 1, BASILISK, attacking="B"),
        creature("troll", "B", 0, 8, blocking=("basilisk",), regeneration_shields=1),
    )
    assert board.permanent("troll").on_battlefield
    assert "regenerated" in [e.kind for e in events]


def test_702_45a_blocks_or_becomes_blocked_pump_is_applied_at_declare_blockers() -> None:
    value = ability("Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn.")
    assert value == Bushido(2)
    board, _ = run(
        creature(
            "samurai",
            "A",
            2,
            2,
            "Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn.",
            attacking="B",
        ),
        creature("ogre", "B", 3, 3, blocking=("samurai",)),
    )
    assert board.permanent("samurai").on_battlefield
    assert board.permanent("ogre").zone.value == "graveyard"


def test_603_2_unreadable_effects_are_recorded_as_printed() -> None:
    value = ability("Whenever ~ deals combat damage to a player, populate.")
    assert "combat_damage_to_player" in value.events  # type: ignore[union-attr]
    assert value.effects == (RecordedEffect("populate"),)  # type: ignore[union-attr]


def test_603_2_a_first_strike_trigger_is_recorded_in_its_own_step() -> None:
    _, events = run(
        creature("ninja", "A", 2, 2, DRAW, attacking="B", keywords=["double strike"]),
    )
    assert triggered(events) == [("ninja", "B", 2), ("ninja", "B", 2)]
    assert Keyword.DOUBLE_STRIKE.value == "double strike"


def test_603_2_combat_damage_and_end_of_combat_sentences_are_modelled() -> None:
    # these were "no effect" before the engine recorded combat damage
    # triggers and carried out destruction at end of combat (511.2)
    for sentence in (
        "Whenever ~ becomes blocked, destroy it at end of combat.",
        VIPER,
        BASILISK,
    ):
        assert parse_sentence(sentence).status == "modelled", sentence
    # the draw is carried out (an event, 121.1; mtgcombat.rules.triggers_damage);
    # the control: an effect the engine does not carry out is recorded (603.3, 510.3a)
    assert parse_sentence(DRAW).status == "modelled"
    populate = "Whenever ~ deals combat damage to a player, populate."
    assert parse_sentence(populate).status == "recorded"


def test_511_2_becomes_blocked_destroy_it_at_end_of_combat_destroys_itself() -> None:
    board, _ = run(
        creature(
            "rats",
            "A",
            2,
            5,
            "Whenever ~ becomes blocked, destroy it at end of combat.",
            attacking="B",
        ),
        creature("wall", "B", 0, 8, blocking=("rats",)),
    )
    assert board.permanent("rats").zone.value == "graveyard"
    assert board.permanent("wall").on_battlefield


def test_603_2_the_structured_form_round_trips() -> None:
    for sentence in (
        VIPER,
        "Whenever ~ deals combat damage to a player, that player discards a card.",
    ):
        value = ability(sentence)
        assert ability_from_json(ability_to_json(value)) == value
    assert ability_to_json(ability(VIPER)) == {
        "kind": "block_trigger",
        "events": ["combat_damage_to_creature"],
        "effects": [{"kind": "destroy_effect", "at_end_of_combat": True}],
    }


# -- the whole phase: the same delayed destruction in `combat` (511.2) ---------

GREEN_WATCH = "Whenever a green creature attacks, destroy that creature at end of combat."


def phase(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = run_combat(board, "current", auto=True, attack_triggers=True, end=True)
    return result.board, result.events


def test_511_2_the_whole_phase_destroys_at_end_of_combat_before_511_3() -> None:
    board, events = phase(
        creature("viper", "A", 1, 3, VIPER, attacking="B"),
        creature("bear", "B", 2, 4, blocking=("viper",)),
        creature("basilisk", "A", 1, 1, BASILISK, attacking="B"),
        creature("wall", "B", 0, 8, blocking=("basilisk",)),
    )
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("wall").zone.value == "graveyard"
    rules = [e.rule for e in events]
    # the delayed abilities resolve as the end of combat step begins (511.2),
    # before everything is removed from combat as it ends (511.3)
    assert rules.index("511.2") < rules.index("511.3")
    destroyed = [(e.permanent, e.source) for e in events if isinstance(e, DestroyedByEffect)]
    assert destroyed == [("bear", "viper"), ("wall", "basilisk")]


def test_511_2_whenever_a_green_creature_attacks_destroy_it_at_end_of_combat() -> None:
    board, events = phase(
        creature("bear", "A", 2, 2, attacking="B", colors=frozenset({"green"})),
        creature("elf", "A", 1, 1, attacking="B", colors=frozenset({"blue"})),
        creature("watcher", "B", 0, 4, GREEN_WATCH),
    )
    # marked as the attack trigger resolves (508.2a, 603.7), after it dealt its damage
    assert board.player("B").life == 17
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("elf").on_battlefield
    assert [e.rule for e in events if isinstance(e, DestroyedByEffect)] == ["511.2"]


def test_511_2_mtgcombat_combat_destroys_what_resolve_destroys() -> None:
    vector = Path(__file__).parent / "vectors" / "511_2_destroy_at_end_of_combat.toml"
    env = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
    docs = {}
    for command in ("resolve", "combat"):
        out = CliRunner().invoke(cli, [command, str(vector), "--auto", "--json"], env=env)
        assert out.exit_code == 0, out.output
        docs[command] = json.loads(out.output)
    for doc in docs.values():
        assert doc["permanents"]["wall"]["zone"] == "graveyard"
        assert doc["permanents"]["bear"]["zone"] == "graveyard"
    text = CliRunner().invoke(cli, ["combat", str(vector), "--auto"], env=env).output
    assert "511.2  the ability of viper destroys bear" in text
    assert "bear: graveyard, 1 damage" in text
