"""The combat damage step's triggered abilities (issue 33, section 1):
they trigger on the step's damage (603.2), go on the stack in APNAP order
once the state-based actions are done (510.3a, 603.3b) and resolve before
the next step, each followed by state-based actions (704.3). Each test is
named by the rule it checks and has a control where the line must not
apply; the parser tests read each form."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    BlockTrigger,
    CounterEffect,
    DamageEffect,
    DiscardEffect,
    DrawEffect,
    ExileEffect,
    LifeEffect,
    RecordedEffect,
    TapEffect,
)
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.triggers import ChoiceError
from mtgcombat.text import parse_sentence


def run(
    *permanents: Permanent, package: str = "", life: int = 20, **tables: str
) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B", life=life)), tuple(permanents), "A")
    given = {"regular": package} if package else {}
    given.update(tables)
    result = resolve_combat(board, "current", given or None, auto=True, triggers=True)
    return result.board, result.events


def kinds(events: tuple[Event, ...]) -> list[str]:
    return [e.kind for e in events]


GAIN = "Whenever ~ deals combat damage to a player, you gain 2 life."
SLAY = "Whenever ~ deals combat damage to a creature, destroy that creature."


# -- the parser: each form -------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "events", "subject"),
    [
        (GAIN, ("combat_damage_to_player",), None),
        (
            "Whenever ~ deals combat damage to an opponent, you gain 2 life.",
            ("combat_damage_to_opponent",),
            None,
        ),
        (
            "Whenever ~ deals combat damage to a player or planeswalker, you gain 2 life.",
            ("combat_damage_to_player_or_planeswalker",),
            None,
        ),
        (SLAY, ("combat_damage_to_creature",), None),
        ("Whenever ~ deals combat damage, you gain that much life.", ("combat_damage",), None),
        ("Whenever ~ is dealt damage, put a +1/+1 counter on it.", ("dealt_damage",), None),
        ("Whenever ~ is dealt combat damage, you gain 1 life.", ("dealt_combat_damage",), None),
        (
            "Whenever a creature you control deals combat damage to a player, you gain 1 life.",
            ("combat_damage_to_player",),
            "creatures you control",
        ),
        (
            "Whenever one or more creatures you control deal combat damage to a player, "
            "draw a card.",
            ("group_combat_damage_to_player",),
            "creatures you control",
        ),
        (
            "Whenever equipped creature deals combat damage to a player, you gain 2 life.",
            ("combat_damage_to_player",),
            "the creature it is attached to",
        ),
        (
            "Whenever enchanted creature deals combat damage to a player, draw a card.",
            ("combat_damage_to_player",),
            "the creature it is attached to",
        ),
        (
            "When enchanted creature is dealt damage, destroy it.",
            ("dealt_damage",),
            "the creature it is attached to",
        ),
        (
            "Whenever a source deals damage to you, you gain 1 life.",
            ("damage_to_you",),
            "permanents",
        ),
        (
            "Whenever a creature deals combat damage to you, you gain 1 life.",
            ("combat_damage_to_you",),
            "creatures",
        ),
        (
            "Whenever a Sliver deals combat damage to a creature, destroy that creature.",
            ("combat_damage_to_creature",),
            "sliver creatures",
        ),
        (
            "Whenever ~ enters the battlefield or deals combat damage to a player, draw a card.",
            ("combat_damage_to_player",),
            None,
        ),
        (
            "Whenever ~ deals combat damage to defending player, you gain 1 life.",
            ("combat_damage_to_player",),
            None,
        ),
    ],
)
def test_603_2_parser_reads_each_combat_damage_trigger_form(
    sentence: str, events: tuple[str, ...], subject: str | None
) -> None:
    value = ability(sentence)
    assert value.events == events
    assert (None if value.subject is None else str(value.subject)) == subject
    assert not any(isinstance(e, RecordedEffect) for e in value.effects)


@pytest.mark.parametrize(
    ("sentence", "effects"),
    [
        ("Whenever ~ deals combat damage to a creature, exile that creature.", (ExileEffect(),)),
        (
            "Whenever ~ deals combat damage to a creature, tap that creature and it doesn't "
            "untap during its controller's next untap step.",
            (TapEffect(),),
        ),
        (
            "Whenever ~ deals combat damage to a player, that player discards a card.",
            (DiscardEffect(1, "that_player"),),
        ),
        ("Whenever ~ deals combat damage to a player, draw a card.", (DrawEffect(1),)),
        (
            "Whenever ~ deals combat damage to a player, draw a card, then discard a card.",
            (DrawEffect(1), DiscardEffect(1, "you")),
        ),
        (
            "Whenever ~ deals combat damage to a player, you gain that much life.",
            (LifeEffect(1, "you", that_much=True),),
        ),
        (
            "Whenever ~ deals combat damage to an opponent, that player loses 2 life.",
            (LifeEffect(-2, "that_player"),),
        ),
        (
            "Whenever ~ is dealt damage, it deals that much damage to any target.",
            (DamageEffect(0, "target", that_much=True),),
        ),
        (
            "Whenever ~ deals combat damage to a player, put a +1/+1 counter on each attacking "
            "creature you control.",
            (CounterEffect(1, True, "attacking_yours"),),
        ),
        (
            "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it.",
            (CounterEffect(1, True, "it"),),
        ),
    ],
)
def test_603_2_parser_reads_the_effects_carried_out(sentence: str, effects: tuple[Any]) -> None:
    assert ability(sentence).effects == effects


def test_603_2_parser_you_may_and_if_you_do() -> None:
    value = ability(
        "Whenever ~ deals combat damage to a player, you may draw a card. If you do, discard "
        "a card."
    )
    assert value.optional and value.if_you_do
    assert value.effects == (DrawEffect(1), DiscardEffect(1, "you"))


def test_603_2_parser_an_effect_it_cannot_carry_out_stays_recorded() -> None:
    # control: the trigger is read, the effect is recorded as printed (the
    # line's status "recorded", not "modelled")
    parsed = parse_sentence("Whenever equipped creature deals combat damage to a player, populate.")
    assert parsed.status == "recorded"
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    assert value.events == ("combat_damage_to_player",)
    assert value.subject is not None and value.subject.host
    assert value.effects == (RecordedEffect("populate"),)
    dealt = parse_sentence(
        "Whenever ~ is dealt damage, it deals that much damage to that creature's controller."
    )
    assert dealt.status == "recorded"
    [read] = dealt.traits.abilities
    assert isinstance(read, BlockTrigger) and isinstance(read.effects[0], RecordedEffect)


def test_603_2_parser_that_player_needs_a_player_dealt_damage() -> None:
    parsed = parse_sentence("Whenever ~ is dealt damage, that player discards a card.", name="X")
    # no player was dealt damage: not read as a carried-out effect
    assert all(
        isinstance(e, RecordedEffect)
        for a in parsed.traits.abilities
        if isinstance(a, BlockTrigger)
        for e in a.effects
    )


# -- the rules ------------------------------------------------------------------


def test_510_3a_a_trigger_resolves_in_the_step_of_its_damage() -> None:
    board, events = run(creature("cat", "A", 2, 2, GAIN, attacking="B"))
    assert board.player("A").life == 22 and board.player("B").life == 18
    assert kinds(events)[-3:] == ["combat_damage_trigger", "trigger_resolves", "life_gained"]
    # control: blocked, it deals no damage to a player and nothing triggers
    board, events = run(
        creature("cat", "A", 2, 2, GAIN, attacking="B"),
        creature("wall", "B", 0, 4, blocking=("cat",)),
    )
    assert board.player("A").life == 20
    assert "combat_damage_trigger" not in kinds(events)


def test_615_prevented_combat_damage_triggers_nothing() -> None:
    board = Board(
        (Player("A"), Player("B", prevent_next=5)),
        (creature("cat", "A", 2, 2, GAIN, attacking="B"),),
        "A",
    )
    result = resolve_combat(board, "current", auto=True)
    assert result.board.player("A").life == 20
    # control: no shield, the trigger resolves
    assert run(creature("cat", "A", 2, 2, GAIN, attacking="B"))[0].player("A").life == 22


def test_510_4_a_first_strike_trigger_destroys_the_blocker_before_regular_damage() -> None:
    board, events = run(
        creature("viper", "A", 1, 1, SLAY, attacking="B", keywords=["first strike"]),
        creature("ogre", "B", 5, 5, blocking=("viper",)),
    )
    assert board.permanent("ogre").zone.value == "graveyard"
    assert board.permanent("viper").on_battlefield  # the ogre dealt no regular damage
    steps = [i for i, e in enumerate(events) if e.kind == "step"]
    assert kinds(events).index("destroyed_by_effect") < steps[1]
    # control: without first strike both deal damage at once, the viper dies
    board, _ = run(
        creature("viper", "A", 1, 1, SLAY, attacking="B"),
        creature("ogre", "B", 5, 5, blocking=("viper",)),
    )
    assert board.permanent("viper").zone.value == "graveyard"
    assert board.permanent("ogre").zone.value == "graveyard"


def test_603_3b_the_nonactive_players_trigger_resolves_first() -> None:
    grow = "Whenever ~ deals combat damage to a creature, put a +1/+1 counter on it."
    board, events = run(
        creature("rogue", "A", 1, 4, grow, attacking="B"),
        creature("guard", "B", 1, 4, SLAY, blocking=("rogue",)),
    )
    resolved = [e.source for e in events if e.kind == "trigger_resolves"]  # type: ignore[attr-defined]
    assert resolved == ["guard", "rogue"]
    # B's trigger destroyed the rogue before A's could put a counter on it
    assert board.permanent("rogue").zone.value == "graveyard"
    assert board.permanent("rogue").counters.plus_one == 0
    # control: without B's trigger the counter is put
    board, _ = run(
        creature("rogue", "A", 1, 4, grow, attacking="B"),
        creature("guard", "B", 1, 4, blocking=("rogue",)),
    )
    assert board.permanent("rogue").counters.plus_one == 1


def test_704_3_state_based_actions_follow_the_triggers() -> None:
    drain = "Whenever ~ deals combat damage to a player, that player loses 2 life."
    board, events = run(creature("bat", "A", 1, 1, drain, attacking="B"), life=3)
    assert board.player("B").life == 0 and board.player("B").lost
    assert kinds(events).index("player_lost") > kinds(events).index("life_lost")
    # control: with more life the player survives
    board, _ = run(creature("bat", "A", 1, 1, drain, attacking="B"), life=4)
    assert board.player("B").life == 1 and not board.player("B").lost


def test_603_10_a_source_that_died_of_the_damage_still_triggers() -> None:
    board, _ = run(
        creature("cat", "A", 2, 2, "Whenever ~ deals combat damage to a creature, you gain 2 life.",
                 attacking="B"),
        creature("bear", "B", 2, 2, blocking=("cat",)),
    )  # fmt: skip
    assert board.permanent("cat").zone.value == "graveyard"
    assert board.player("A").life == 22


def test_603_2c_one_or_more_creatures_trigger_once_per_player() -> None:
    group = (
        "Whenever one or more creatures you control deal combat damage to a player, "
        "you gain 1 life."
    )
    lord = creature("lord", "A", 1, 1, group)
    board, _ = run(
        lord, creature("x", "A", 1, 1, attacking="B"), creature("y", "A", 1, 1, attacking="B")
    )
    assert board.player("A").life == 21
    # control: "a creature you control" triggers once for each creature
    each = creature("lord", "A", 1, 1,
                    "Whenever a creature you control deals combat damage to a player, "
                    "you gain 1 life.")  # fmt: skip
    board, _ = run(
        each, creature("x", "A", 1, 1, attacking="B"), creature("y", "A", 1, 1, attacking="B")
    )
    assert board.player("A").life == 22


def test_301_5_equipped_creature_deals_combat_damage() -> None:
    sword = Permanent(
        id="sword",
        controller="A",
        types=frozenset({CardType.ARTIFACT}),
        subtypes=frozenset({"equipment"}),
        attached_to="knight",
        abilities=frozenset(
            {
                ability(
                    "Whenever equipped creature deals combat damage to a player, you gain 3 life."
                )
            }
        ),
    )
    board, events = run(
        sword, creature("knight", "A", 2, 2, attacking="B"), creature("page", "A", 1, 1,
                                                                     attacking="B")
    )  # fmt: skip
    assert board.player("A").life == 23  # the knight's damage only, not the page's
    [event] = [e for e in events if e.kind == "damage_ability_triggered"]
    assert (event.source, event.dealer) == ("sword", "knight")  # type: ignore[attr-defined]


def test_603_2_is_dealt_damage_puts_a_counter_on_it() -> None:
    enrage = "Whenever ~ is dealt damage, put a +1/+1 counter on it."
    board, _ = run(
        creature("ogre", "A", 1, 1, attacking="B"),
        creature("sailback", "B", 1, 4, enrage, blocking=("ogre",)),
    )
    assert board.permanent("sailback").counters.plus_one == 1
    # control: blocking a creature with no power, it is dealt no damage
    board, _ = run(
        creature("ogre", "A", 0, 1, attacking="B"),
        creature("sailback", "B", 1, 4, enrage, blocking=("ogre",)),
    )
    assert board.permanent("sailback").counters.plus_one == 0


def test_603_2_a_creature_that_deals_damage_to_you_is_destroyed() -> None:
    dread = Permanent(
        id="dread",
        controller="B",
        types=frozenset({CardType.ENCHANTMENT}),
        abilities=frozenset({ability("Whenever a creature deals damage to you, destroy it.")}),
    )
    board, _ = run(dread, creature("ogre", "A", 3, 3, attacking="B"))
    assert board.player("B").life == 17
    assert board.permanent("ogre").zone.value == "graveyard"
    # control: blocked, it deals B no damage
    board, _ = run(
        dread,
        creature("ogre", "A", 3, 3, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("ogre",)),
    )
    assert board.permanent("ogre").on_battlefield


def test_603_3d_damage_to_any_target_takes_the_files_target() -> None:
    shock = "Whenever ~ deals combat damage to a player, ~ deals 2 damage to any target."
    elf = creature("elf", "B", 1, 1)
    board, events = run(
        creature("imp", "A", 1, 1, shock, attacking="B", choices=TriggerChoices(targets=("elf",))),
        elf,
    )
    assert board.permanent("elf").zone.value == "graveyard"
    assert "target_chosen" in kinds(events)
    # no target named while a legal one exists: the file must choose (603.3d)
    with pytest.raises(ChoiceError):
        run(creature("imp", "A", 1, 1, shock, attacking="B"), elf)
    # control: blocked, no trigger, no target needed
    board, _ = run(
        creature("imp", "A", 1, 1, shock, attacking="B"),
        elf,
        creature("wall", "B", 0, 3, blocking=("imp",)),
    )
    assert board.permanent("elf").on_battlefield


def test_603_5_you_may_draw_is_taken_or_declined() -> None:
    may = "Whenever ~ deals combat damage to a player, you may draw a card."
    _, events = run(creature("owl", "A", 1, 1, may, attacking="B"))
    assert "cards_drawn" in kinds(events)
    # control: declined in the file
    _, events = run(
        creature("owl", "A", 1, 1, may, attacking="B", choices=TriggerChoices(may=False))
    )
    assert "cards_drawn" not in kinds(events) and "choice_made" in kinds(events)


def test_701_9_that_player_discards_is_an_event() -> None:
    text = "Whenever ~ deals combat damage to a player, that player discards a card."
    _, events = run(creature("rat", "A", 1, 1, text, attacking="B"))
    [event] = [e for e in events if e.kind == "cards_discarded"]
    assert (event.rule, event.player) == ("701.9", "B")  # type: ignore[attr-defined]


def test_406_2_exile_that_creature_and_701_26a_tap_that_creature() -> None:
    exile = "Whenever ~ deals combat damage to a creature, exile that creature."
    board, _ = run(
        creature("wisp", "A", 1, 3, exile, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("wisp",)),
    )
    assert board.permanent("wall").zone.value == "exile"
    tap = "Whenever ~ deals combat damage to a creature, tap that creature."
    board, _ = run(
        creature("kashi", "A", 1, 3, tap, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("kashi",)),
    )
    assert board.permanent("wall").tapped and board.permanent("wall").on_battlefield
    # control: a second blocker it dealt no damage to is untouched
    board, _ = run(
        creature("kashi", "A", 1, 3, tap, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("kashi",)),
        creature("door", "B", 0, 5, blocking=("kashi",)),
        package="kashi: wall=1",
    )
    assert board.permanent("wall").tapped and not board.permanent("door").tapped


def test_122_1_counters_on_each_attacking_creature() -> None:
    rally = (
        "Whenever ~ deals combat damage to a player, put a +1/+1 counter on each attacking "
        "creature you control."
    )
    board, _ = run(
        creature("chief", "A", 1, 1, rally, attacking="B"),
        creature("x", "A", 1, 3, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("x",)),
    )
    assert board.permanent("chief").counters.plus_one == 1
    assert board.permanent("x").counters.plus_one == 1  # blocked, still attacking
    # control: the chief blocked too: it deals no damage to a player
    board, _ = run(
        creature("chief", "A", 1, 1, rally, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("chief",)),
    )
    assert board.permanent("chief").counters.plus_one == 0


def test_119_3_you_gain_that_much_life() -> None:
    text = "Whenever ~ deals combat damage to a player, you gain that much life."
    board, _ = run(creature("leech", "A", 3, 3, text, attacking="B"))
    assert board.player("A").life == 23


def test_701_21_sacrifice_it_after_its_damage() -> None:
    text = "Whenever ~ deals combat damage to a player, sacrifice ~."
    board, events = run(creature("spark", "A", 3, 1, text, attacking="B"))
    assert board.permanent("spark").zone.value == "graveyard" and "sacrificed" in kinds(events)
    board, _ = run(
        creature("spark", "A", 3, 1, text, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("spark",)),
    )
    assert board.permanent("spark").on_battlefield


def test_510_3a_player_or_planeswalker_and_a_player_only() -> None:
    walker = Permanent(
        id="chandra",
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=5),
    )
    either = "Whenever ~ deals combat damage to a player or planeswalker, you gain 2 life."
    board, _ = run(walker, creature("cat", "A", 2, 2, either, attacking="chandra"))
    assert board.player("A").life == 22
    # control: "to a player" does not trigger on a planeswalker
    board, _ = run(walker, creature("cat", "A", 2, 2, GAIN, attacking="chandra"))
    assert board.player("A").life == 20


# -- the command line and the solver ----------------------------------------------


SCENARIO = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "viper"
controller = "A"
power = 1
toughness = 1
abilities = ["first strike", "Whenever ~ deals combat damage to a creature, destroy that creature."]
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 5
toughness = 5
blocking = ["viper"]
"""


def test_510_3a_resolve_json_is_the_state_after_the_triggers(tmp_path: Path) -> None:
    path = tmp_path / "viper.toml"
    path.write_text(SCENARIO, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path), "--auto", "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert doc["permanents"]["ogre"]["zone"] == "graveyard"
    assert doc["permanents"]["viper"]["zone"] == "battlefield"
    resolved = [e for e in doc["events"] if e["kind"] == "trigger_resolves"]
    assert [(e["rule"], e["source"], e["event"]) for e in resolved] == [
        ("510.3a", "viper", "combat_damage_to_creature")
    ]
    ja = CliRunner().invoke(cli, ["resolve", str(path), "--auto", "--lang", "ja"])
    assert "クリーチャーに戦闘ダメージを与えたため" in ja.output
    # control: the combat command plays the same step
    combat = CliRunner().invoke(cli, ["combat", str(path), "--auto", "--json"])
    assert combat.exit_code == 0, combat.output
    assert '"destroyed_by_effect"' in combat.output


def test_510_3a_the_solver_plays_the_trigger_and_reports_what_it_cannot(tmp_path: Path) -> None:
    # the defender's best blocks know the viper's trigger: a big blocker dies
    path = tmp_path / "viper.toml"
    path.write_text(SCENARIO.replace('blocking = ["viper"]\n', ""), encoding="utf-8")
    result = CliRunner().invoke(cli, ["solve", str(path), "--for", "defender", "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert doc["choice"] == {}  # taking 1 is better than losing the ogre
    assert doc["optimal"] is True
    # control: an effect the engine only records leaves the answer not proven
    recorded = SCENARIO.replace("destroy that creature.", "populate.").replace(
        'blocking = ["viper"]\n', ""
    )
    path.write_text(recorded, encoding="utf-8")
    result = CliRunner().invoke(cli, ["solve", str(path), "--for", "defender", "--json"])
    doc = json.loads(result.output)
    assert doc["optimal"] is False
    assert [n["rule"] for n in doc["notes"] if n["kind"] == "unplayed"] == ["603.3"]


def test_603_2_a_watcher_destroys_the_creature_its_subject_damaged() -> None:
    toxin = "Whenever a Sliver deals combat damage to a creature, destroy that creature."
    queen = creature("queen", "A", 0, 1, toxin)
    board, _ = run(
        queen,
        creature("sliver", "A", 1, 1, attacking="B", subtypes=frozenset({"sliver"})),
        creature("wall", "B", 0, 5, blocking=("sliver",)),
    )
    assert board.permanent("wall").zone.value == "graveyard"
    # control: a non-Sliver attacker's damage does not trigger it
    board, _ = run(
        queen,
        creature("bear", "A", 1, 1, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("bear",)),
    )
    assert board.permanent("wall").on_battlefield
