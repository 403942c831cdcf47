"""Declare-blockers triggers that take a player's choices ("you may", 603.5;
targets, 603.3d) or take a creature out of the fight: removal from combat
and return to hand (506.4), "assigns no combat damage" (510.1a), damage to
a chosen target or equal to its power (120.3), "If you do", "blocks two or
more creatures", and the scenario field ``choices`` that carries the
choices."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import creature
from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    Ability,
    BlockTrigger,
    DamageEffect,
    DrawEffect,
    KeywordEffect,
    LifeEffect,
    NoCombatDamageEffect,
    OtherKeyword,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
)
from mtgcombat.core.events import (
    CardsDrawn,
    ChoiceMade,
    CountersPut,
    NoCombatDamage,
    RemovedFromCombat,
    ReturnedToHand,
    Sacrificed,
    TargetChosen,
    TriggerRemoved,
)
from mtgcombat.core.model import Board, Keyword, Permanent, Player, Protection, TriggerChoices, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import LANGUAGES, describe_event
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.triggers import ChoiceError, declare_blockers_triggers
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence

CURRENT, R2023 = RuleSet.CURRENT, RuleSet.R2023
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
DECLINE = TriggerChoices(may=False)


def _board(*perms: Permanent, life_b: int = 20) -> Board:
    return Board(
        players=(Player("A"), Player("B", life=life_b)), permanents=perms, active_player="A"
    )


def _ability(sentence: str) -> Ability:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (value,) = parsed.traits.abilities
    return value


def _zone(board: Board, pid: str) -> Zone:
    return board.permanent(pid).zone


# ---------------------------------------------------------------------------
# parsing: each form to its value
# ---------------------------------------------------------------------------

_IT_DEALS_POWER = DamageEffect(0, "target", by_power=True, target_filter=Selector())

PARSED = [
    (
        "Whenever ~ blocks, you may gain 4 life.",
        BlockTrigger(("blocks",), (LifeEffect(4, "you"),), optional=True),
    ),
    (
        "Whenever ~ becomes blocked, you may untap it and remove it from combat.",
        BlockTrigger(
            ("becomes_blocked",), (RemoveFromCombatEffect("it", untap=True),), optional=True
        ),
    ),
    (
        "Whenever a creature you control becomes blocked, you may untap that creature and "
        "remove it from combat.",
        BlockTrigger(
            ("becomes_blocked",),
            (RemoveFromCombatEffect("it", untap=True),),
            subject=Selector(controller="you"),
            optional=True,
        ),
    ),
    (
        "When ~ becomes blocked, return it to its owner's hand.",
        BlockTrigger(("becomes_blocked",), (ReturnToHandEffect("it"),)),
    ),
    (
        "Whenever ~ attacks and isn't blocked, you may have it deal damage equal to its power "
        "to target creature. If you do, ~ assigns no combat damage this turn.",
        BlockTrigger(
            ("unblocked",),
            (_IT_DEALS_POWER, NoCombatDamageEffect("it")),
            optional=True,
            if_you_do=True,
        ),
    ),
    (
        "Whenever ~ attacks and isn't blocked, you may draw a card. If you do, ~ assigns no "
        "combat damage this turn.",
        BlockTrigger(
            ("unblocked",), (DrawEffect(1), NoCombatDamageEffect("it")), optional=True,
            if_you_do=True,
        ),
    ),
    (
        "Whenever ~ blocks, it deals 1 damage to target attacking creature.",
        BlockTrigger(
            ("blocks",), (DamageEffect(1, "target", target_filter=Selector(role="attacking")),)
        ),
    ),
    (
        "Whenever ~ blocks two or more creatures, it gains first strike until end of turn.",
        BlockTrigger(
            ("blocks",),
            (KeywordEffect(Keyword.FIRST_STRIKE),),
            at_least=2,
        ),
    ),
    (
        "Whenever ~ blocks a creature, ~ deals damage to that creature's controller equal to "
        "~'s power.",
        BlockTrigger(
            ("blocks_creature",), (DamageEffect(0, "other_controller", by_power=True),)
        ),
    ),
]  # fmt: skip


@pytest.mark.parametrize(("sentence", "value"), PARSED)
def test_603_block_trigger_forms_parse_to_their_values(sentence: str, value: Ability) -> None:
    assert _ability(sentence) == value


@pytest.mark.parametrize(("sentence", "value"), PARSED)
def test_603_block_trigger_forms_round_trip_through_the_structured_form(
    sentence: str, value: Ability
) -> None:
    data = json.loads(json.dumps(ability_to_json(value)))
    assert ability_from_json(data) == value


def test_sacrifice_effect_round_trips_and_rejects_a_player_target() -> None:
    value = BlockTrigger(("becomes_blocked",), (SacrificeEffect("it"),))
    assert ability_from_json(ability_to_json(value)) == value
    with pytest.raises(ValueError, match="target"):
        ability_from_json({"kind": "sacrifice_effect", "target": "you"})


# ---------------------------------------------------------------------------
# "you may" (603.5)
# ---------------------------------------------------------------------------


def test_603_5_you_may_gain_life_is_taken_unless_the_file_declines() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    guard = creature(
        "guard", "B", 1, 4, _ability("Whenever ~ blocks, you may gain 4 life."), blocking=("ogre",)
    )
    after, events = declare_blockers_triggers(_board(ogre, guard), CURRENT)
    assert after.player("B").life == 24
    choice = next(e for e in events if isinstance(e, ChoiceMade))
    assert (choice.rule, choice.source, choice.taken) == ("603.5", "guard", True)
    declined = replace(guard, choices=DECLINE)
    after, events = declare_blockers_triggers(_board(ogre, declined), CURRENT)
    assert after.player("B").life == 20
    assert [e.kind for e in events] == ["trigger_resolves", "choice_made"]


def test_603_5_a_creature_you_control_with_defender_blocks_you_may_gain_2_life() -> None:
    watcher = creature(
        "watcher", "B", 0, 1,
        _ability("Whenever a creature you control with defender blocks, you may gain 2 life."),
    )  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wall = creature("wall", "B", 0, 4, Keyword.DEFENDER, blocking=("ogre",))
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    after, _ = declare_blockers_triggers(_board(watcher, ogre, wall, bear), CURRENT)
    assert after.player("B").life == 22  # the wall only: the bear has no defender


# ---------------------------------------------------------------------------
# leaving the fight (506.4)
# ---------------------------------------------------------------------------


def test_506_4_untap_and_remove_from_combat_saves_the_attacker() -> None:
    gust = creature(
        "gust", "A", 2, 2,
        _ability("Whenever ~ becomes blocked, you may untap it and remove it from combat."),
        attacking="B", tapped=True,
    )  # fmt: skip
    wall = creature("wall", "B", 3, 3, blocking=("gust",))
    board = _board(gust, wall)
    assert _zone(resolve_combat(board, CURRENT, auto=True).board, "gust") is Zone.GRAVEYARD
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    gust_after = result.board.permanent("gust")
    assert gust_after.zone is Zone.BATTLEFIELD and not gust_after.tapped
    assert gust_after.attacking is None and gust_after.damage == 0
    assert any(isinstance(e, RemovedFromCombat) and e.rule == "506.4" for e in result.events)
    # declined: it stays and dies
    stays = replace(gust, choices=DECLINE)
    declined = resolve_combat(_board(stays, wall), CURRENT, auto=True, triggers=True)
    assert _zone(declined.board, "gust") is Zone.GRAVEYARD


def test_506_4_a_creature_you_control_becomes_blocked_is_removed_from_combat() -> None:
    captain = creature(
        "captain", "A", 1, 1,
        _ability("Whenever a creature you control becomes blocked, you may untap that creature "
                 "and remove it from combat."),
    )  # fmt: skip
    knight = creature("knight", "A", 2, 2, attacking="B", tapped=True)
    ogre = creature("ogre", "B", 4, 4, blocking=("knight",))
    result = resolve_combat(_board(captain, knight, ogre), CURRENT, auto=True, triggers=True)
    assert _zone(result.board, "knight") is Zone.BATTLEFIELD
    assert not result.board.permanent("knight").tapped


def test_506_4_returned_to_hand_when_blocked_deals_and_takes_no_damage() -> None:
    spirit = creature(
        "spirit", "A", 3, 1, _ability("When ~ becomes blocked, return it to its owner's hand."),
        attacking="B",
    )  # fmt: skip
    bear = creature("bear", "B", 2, 2, blocking=("spirit",))
    board = _board(spirit, bear)
    plain = resolve_combat(board, CURRENT, auto=True)
    assert _zone(plain.board, "bear") is Zone.GRAVEYARD
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    assert _zone(result.board, "spirit") is Zone.HAND
    assert _zone(result.board, "bear") is Zone.BATTLEFIELD
    assert result.board.permanent("bear").damage == 0
    back = next(e for e in result.events if isinstance(e, ReturnedToHand))
    assert (back.rule, back.permanent) == ("506.4", "spirit")


def test_509_1h_blocker_returned_to_hand_leaves_the_attacker_blocked() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    sprite = creature(
        "sprite", "B", 1, 1, _ability("When ~ blocks, return it to its owner's hand."),
        blocking=("ogre",),
    )  # fmt: skip
    result = resolve_combat(_board(ogre, sprite), CURRENT, auto=True, triggers=True)
    assert _zone(result.board, "sprite") is Zone.HAND
    assert result.board.player("B").life == 20  # the ogre stays blocked (no trample)
    assert result.board.permanent("ogre").blocked


def test_701_21_sacrifice_takes_an_indestructible_attacker_out_of_combat() -> None:
    trigger = BlockTrigger(("becomes_blocked",), (SacrificeEffect("it"),))
    golem = creature("golem", "A", 5, 5, trigger, Keyword.INDESTRUCTIBLE, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("golem",))
    after, events = declare_blockers_triggers(_board(golem, bear), CURRENT)
    assert _zone(after, "golem") is Zone.GRAVEYARD and not after.is_in_combat("golem")
    sacrificed = next(e for e in events if isinstance(e, Sacrificed))
    assert sacrificed.rule == "701.21"
    _, old = declare_blockers_triggers(_board(golem, bear), R2023)
    assert next(e for e in old if isinstance(e, Sacrificed)).rule == "701.17"


# ---------------------------------------------------------------------------
# assigns no combat damage (510.1a), "If you do"
# ---------------------------------------------------------------------------


def test_510_1a_unblocked_assigns_no_combat_damage_and_defending_player_loses_2_life() -> None:
    shade = creature(
        "shade", "A", 5, 1,
        _ability("Whenever ~ attacks and isn't blocked, it assigns no combat damage this turn "
                 "and defending player loses 2 life."),
        attacking="B",
    )  # fmt: skip
    board = _board(shade)
    assert resolve_combat(board, CURRENT, auto=True).board.player("B").life == 15
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    assert result.board.player("B").life == 18
    silent = next(e for e in result.events if isinstance(e, NoCombatDamage))
    assert (silent.rule, silent.creature) == ("510.1a", "shade")


_NINJA = (
    "Whenever ~ attacks and isn't blocked, you may have it deal damage equal to its power to "
    "target creature. If you do, ~ assigns no combat damage this turn."
)


def test_603_3d_unblocked_damage_to_target_creature_instead_of_the_player() -> None:
    ninja = creature(
        "ninja", "A", 3, 3, _ability(_NINJA), attacking="B", choices=TriggerChoices(True, ("elf",))
    )
    elf = creature("elf", "B", 1, 3)
    result = resolve_combat(_board(ninja, elf), CURRENT, auto=True, triggers=True)
    assert _zone(result.board, "elf") is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
    chosen = next(e for e in result.events if isinstance(e, TargetChosen))
    assert (chosen.rule, chosen.source, chosen.target) == ("603.3d", "ninja", "elf")
    # declined: no target needed, the ninja deals its combat damage
    declined = creature("ninja", "A", 3, 3, _ability(_NINJA), attacking="B", choices=DECLINE)
    result = resolve_combat(_board(declined, elf), CURRENT, auto=True, triggers=True)
    assert _zone(result.board, "elf") is Zone.BATTLEFIELD
    assert result.board.player("B").life == 17
    assert [e.kind for e in result.events][:2] == ["trigger_resolves", "choice_made"]
    assert not any(isinstance(e, TriggerRemoved) for e in result.events)


def test_603_3d_a_missing_target_with_a_legal_one_is_an_error() -> None:
    ninja = creature("ninja", "A", 3, 3, _ability(_NINJA), attacking="B")
    elf = creature("elf", "B", 1, 3)
    with pytest.raises(ChoiceError, match="needs a target") as caught:
        declare_blockers_triggers(_board(ninja, elf), CURRENT)
    assert (caught.value.permanent, caught.value.field, caught.value.rule) == (
        "ninja", "choices.targets", "603.3d",
    )  # fmt: skip


def test_702_16b_protection_makes_a_chosen_target_illegal() -> None:
    bolt = _ability("Whenever ~ blocks, it deals 1 damage to target attacking creature.")
    archer = creature("archer", "B", 1, 1, bolt, blocking=("knight",), colors=frozenset({"red"}),
                      choices=TriggerChoices(True, ("knight",)))  # fmt: skip
    knight = creature("knight", "A", 2, 1, Protection("red"), attacking="B")
    with pytest.raises(ChoiceError, match="protection from red"):
        declare_blockers_triggers(_board(knight, archer), CURRENT)


def test_120_3_blocker_deals_1_damage_to_target_attacking_creature_before_damage() -> None:
    bolt = _ability("Whenever ~ blocks, it deals 1 damage to target attacking creature.")
    archer = creature("archer", "B", 1, 1, bolt, blocking=("goblin",),
                      choices=TriggerChoices(targets=("elf",)))  # fmt: skip
    goblin = creature("goblin", "A", 1, 1, attacking="B")
    elf = creature("elf", "A", 1, 1, attacking="B")
    board = _board(goblin, elf, archer)
    plain = resolve_combat(board, CURRENT, auto=True)
    assert plain.board.player("B").life == 19
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    assert _zone(result.board, "elf") is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
    # a creature that isn't attacking can't be the target (601.2c)
    wrong = creature("archer", "B", 1, 1, bolt, blocking=("goblin",),
                     choices=TriggerChoices(targets=("archer",)))  # fmt: skip
    with pytest.raises(ChoiceError, match="is not a"):
        declare_blockers_triggers(_board(goblin, elf, wrong), CURRENT)


def test_603_3d_no_legal_target_removes_the_trigger() -> None:
    bolt = _ability("Whenever ~ blocks, it deals 1 damage to target attacking creature.")
    archer = creature("archer", "B", 1, 1, bolt, blocking=("ghost",))
    ghost = creature("ghost", "A", 2, 2, OtherKeyword("shroud"), attacking="B")
    after, events = declare_blockers_triggers(_board(ghost, archer), CURRENT)
    removed = next(e for e in events if isinstance(e, TriggerRemoved))
    assert (removed.rule, removed.source) == ("603.3d", "archer")
    assert after.permanent("ghost").damage == 0


def test_608_2b_a_target_gone_before_resolution_means_if_you_do_fails() -> None:
    knight = creature(
        "knight", "A", 3, 3,
        _ability("Whenever ~ becomes blocked, you may have it deal damage equal to its power to "
                 "target creature. If you do, ~ assigns no combat damage this turn."),
        attacking="B", choices=TriggerChoices(True, ("sprite",)),
    )  # fmt: skip
    sprite = creature(
        "sprite", "B", 1, 1, _ability("When ~ blocks, return it to its owner's hand."),
        blocking=("knight",),
    )  # fmt: skip
    # B's trigger resolves first (603.3b): the sprite is gone when the knight's resolves
    after, events = declare_blockers_triggers(_board(knight, sprite), CURRENT)
    assert any(isinstance(e, TriggerRemoved) and e.rule == "608.2b" for e in events)
    assert not after.permanent("knight").assigns_no_combat_damage


def test_121_1_you_may_draw_a_card_if_you_do_it_assigns_no_combat_damage() -> None:
    scout = creature(
        "scout", "A", 4, 4,
        _ability("Whenever ~ attacks and isn't blocked, you may draw a card. If you do, ~ "
                 "assigns no combat damage this turn."),
        attacking="B",
    )  # fmt: skip
    result = resolve_combat(_board(scout), CURRENT, auto=True, triggers=True)
    assert result.board.player("B").life == 20
    drawn = next(e for e in result.events if isinstance(e, CardsDrawn))
    assert (drawn.rule, drawn.player, drawn.amount) == ("121.1", "A", 1)
    declined = creature("scout", "A", 4, 4, *scout.abilities, attacking="B", choices=DECLINE)
    assert (
        resolve_combat(_board(declined), CURRENT, auto=True, triggers=True).board.player("B").life
        == 16
    )


# ---------------------------------------------------------------------------
# trigger conditions and amounts
# ---------------------------------------------------------------------------


def test_509_3a_blocks_two_or_more_creatures_gains_first_strike() -> None:
    guard = _ability(
        "Whenever ~ blocks two or more creatures, it gains first strike until end of turn."
    )
    a1 = creature("a1", "A", 2, 2, attacking="B")
    a2 = creature("a2", "A", 2, 2, attacking="B")
    one = creature("sentry", "B", 2, 3, guard, blocking=("a1",), can_block_additional=1)
    after, _ = declare_blockers_triggers(_board(a1, a2, one), CURRENT)
    assert not after.permanent("sentry").has(Keyword.FIRST_STRIKE)
    two = creature("sentry", "B", 2, 3, guard, blocking=("a1", "a2"), can_block_additional=1)
    after, _ = declare_blockers_triggers(_board(a1, a2, two), CURRENT)
    assert after.permanent("sentry").has(Keyword.FIRST_STRIKE)


def test_120_3_blocks_a_creature_deals_damage_equal_to_its_power_to_that_controller() -> None:
    brute = creature(
        "brute", "B", 4, 4,
        _ability("Whenever ~ blocks a creature, ~ deals damage to that creature's controller "
                 "equal to ~'s power."),
        blocking=("bear",),
    )  # fmt: skip
    bear = creature("bear", "A", 2, 2, attacking="B")
    board = Board(
        players=(Player("A", life=4), Player("B")), permanents=(bear, brute), active_player="A"
    )
    after, _ = declare_blockers_triggers(board, CURRENT)
    assert after.player("A").life == 0 and after.player("A").lost


# ---------------------------------------------------------------------------
# events, command line, solver
# ---------------------------------------------------------------------------


def test_new_choice_events_have_both_languages() -> None:
    events = (
        ChoiceMade("603.5", "x", True),
        ChoiceMade("603.5", "x", False),
        TargetChosen("603.3d", "x", "y"),
        TriggerRemoved("603.3d", "x", "whenever this creature blocks, you gain 1 life"),
        TriggerRemoved("608.2b", "x", "whenever this creature blocks, you gain 1 life"),
        NoCombatDamage("510.1a", "x", "x"),
        ReturnedToHand("506.4", "x", "x"),
        Sacrificed("701.21", "x", "x"),
        CardsDrawn("121.1", "A", 1, "x"),
    )
    seen = set()
    for event in events:
        texts = {lang: describe_event(event, lang) for lang in LANGUAGES}
        assert texts["en"] != texts["ja"] and "{" not in texts["en"] + texts["ja"]
        seen.add(texts["en"])
    assert len(seen) == len(events)


_FILE = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ninja"
controller = "A"
power = 3
toughness = 3
attacking = "B"
{choices}
abilities = ["{ninja}"]
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 3
"""


def _write(tmp_path: Path, choices: str) -> str:
    path = tmp_path / "ninja.toml"
    path.write_text(_FILE.format(choices=choices, ninja=_NINJA), encoding="utf-8")
    return str(path)


def test_603_3d_cli_choices_field_targets_and_no_triggers(tmp_path: Path) -> None:
    runner = CliRunner()
    path = _write(tmp_path, 'choices = { targets = ["elf"] }')
    on = runner.invoke(cli, ["resolve", path, "--auto", "--json"], env=ENGLISH)
    assert on.exit_code == 0, on.output
    doc = json.loads(on.output)
    assert doc["permanents"]["elf"]["zone"] == "graveyard"
    assert doc["players"]["B"]["life"] == 20
    kinds = [e["kind"] for e in doc["events"]]
    assert kinds[:3] == ["target_chosen", "trigger_resolves", "choice_made"]
    off = runner.invoke(cli, ["resolve", path, "--auto", "--json", "--no-triggers"], env=ENGLISH)
    assert json.loads(off.output)["players"]["B"]["life"] == 17
    ja = runner.invoke(cli, ["resolve", path, "--auto", "--lang", "ja"], env=ENGLISH)
    assert "対象に選ばれる" in ja.output
    solved = runner.invoke(cli, ["solve", path, "--for", "attacker"], env=ENGLISH)
    assert solved.exit_code == 0, solved.output
    declined = _write(tmp_path, "choices = { may = false }")
    result = runner.invoke(cli, ["resolve", declined, "--auto", "--json"], env=ENGLISH)
    assert json.loads(result.output)["players"]["B"]["life"] == 17


@pytest.mark.parametrize(
    ("choices", "expected"),
    [
        ("", 'permanents[0] "ninja".choices.targets: its triggered ability'),
        ('choices = { targets = ["ninja"] }', "ok"),
        ('choices = { targets = ["nobody"] }', 'choices.targets[0]: "nobody" is not a permanent'),
        ('choices = { targets = ["B"] }', 'target 1: "B" is not a permanent'),
    ],
)
def test_603_3d_cli_missing_or_illegal_target_is_one_line_exit_2(
    tmp_path: Path, choices: str, expected: str
) -> None:
    path = _write(tmp_path, choices)
    for command in (["resolve", path, "--auto"], ["check", path]):
        result = CliRunner().invoke(cli, command, env=ENGLISH)
        if expected == "ok":
            assert result.exit_code in (0, 1), result.output
            continue
        assert result.exit_code == 2, result.output
        lines = result.output.strip().splitlines()
        assert len(lines) == 1 and expected in lines[0] and "603.3d" in lines[0]
        assert path in lines[0]


# ---------------------------------------------------------------------------
# groups, colors, life totals, "it deals" in a trigger on another creature
# ---------------------------------------------------------------------------


def test_613_4c_other_blocking_creatures_get_plus_1_for_each_other_blocker() -> None:
    captain = creature(
        "captain", "B", 1, 1,
        _ability("Whenever ~ blocks, other blocking creatures get +1/+1 until end of turn for "
                 "each blocking creature other than ~."),
        blocking=("ogre",),
    )  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    b1 = creature("b1", "B", 1, 1, blocking=("ogre",))
    b2 = creature("b2", "B", 1, 1, blocking=("ogre",))
    after, _ = declare_blockers_triggers(_board(ogre, captain, b1, b2), CURRENT)
    assert [after.permanent(i).current_power for i in ("captain", "b1", "b2")] == [1, 3, 3]


def test_613_4c_attacks_or_blocks_pumps_other_humans_when_it_blocks() -> None:
    sergeant = creature(
        "sergeant", "B", 2, 2,
        _ability("Whenever ~ attacks or blocks, other Humans you control get +1/+1 until end "
                 "of turn."),
        blocking=("ogre",),
    )  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    human = creature("human", "B", 2, 2, blocking=("ogre",), subtypes=frozenset({"human"}))
    board = _board(ogre, sergeant, human)
    assert _zone(resolve_combat(board, CURRENT, auto=True).board, "human") is Zone.BATTLEFIELD
    after, _ = declare_blockers_triggers(board, CURRENT)
    assert after.permanent("human").current_toughness == 3
    assert after.permanent("sergeant").current_toughness == 2  # "other"


def test_120_3_damage_to_each_attacking_and_each_blocking_creature() -> None:
    dragon = creature(
        "dragon", "A", 5, 5,
        _ability("Whenever ~ becomes blocked, it deals 2 damage to each attacking creature and "
                 "each blocking creature."),
        attacking="B",
    )  # fmt: skip
    wolf = creature("wolf", "A", 2, 2, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("dragon",))
    idle = creature("idle", "B", 1, 1)
    after, _ = declare_blockers_triggers(_board(dragon, wolf, bear, idle), CURRENT)
    assert [_zone(after, i) for i in ("dragon", "wolf", "bear", "idle")] == [
        Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.BATTLEFIELD,
    ]  # fmt: skip
    assert after.permanent("dragon").damage == 2


def test_608_2h_sacrificed_goblin_deals_4_damage_to_its_blockers() -> None:
    chief = creature(
        "chief", "A", 2, 2,
        _ability("Whenever another Goblin you control becomes blocked, sacrifice it. If you do, "
                 "it deals 4 damage to each creature blocking it."),
        subtypes=frozenset({"goblin"}),
    )  # fmt: skip
    goblin = creature("goblin", "A", 1, 1, attacking="B", subtypes=frozenset({"goblin"}),
                      colors=frozenset({"red"}))  # fmt: skip
    wall = creature("wall", "B", 0, 4, blocking=("goblin",))
    warded = creature("warded", "B", 0, 4, Protection("red"), blocking=("goblin",))
    after, events = declare_blockers_triggers(_board(chief, goblin, wall, warded), CURRENT)
    assert _zone(after, "goblin") is Zone.GRAVEYARD
    assert _zone(after, "wall") is Zone.GRAVEYARD  # dealt by the goblin, as it last existed
    assert _zone(after, "warded") is Zone.BATTLEFIELD  # protection from the goblin's red
    assert [e.kind for e in events][:3] == ["trigger_resolves", "sacrificed", "put_into_graveyard"]


def test_613_1e_that_creature_becomes_green_and_loses_protection_from_a_nongreen_blocker() -> None:
    knight = creature("knight", "A", 2, 2, attacking="B", colors=frozenset({"black"}))
    ward = creature(
        "ward", "B", 2, 2, Protection("black"),
        _ability("Whenever ~ blocks or becomes blocked by a creature, that creature becomes "
                 "green."),
        blocking=("knight",),
    )  # fmt: skip
    board = _board(knight, ward)
    plain = resolve_combat(board, CURRENT, auto=True)
    assert plain.board.permanent("ward").damage == 0  # protection from black
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    assert result.board.permanent("knight").colors == {"green"}
    assert _zone(result.board, "ward") is Zone.GRAVEYARD  # green damage is dealt


def test_119_5_life_total_becomes_1_and_no_combat_damage() -> None:
    serpent = creature(
        "serpent", "A", 6, 6,
        _ability("Whenever ~ attacks a player and isn't blocked, that player's life total "
                 "becomes 1. ~ assigns no combat damage this combat."),
        attacking="B",
    )  # fmt: skip
    result = resolve_combat(_board(serpent, life_b=30), CURRENT, auto=True, triggers=True)
    assert result.board.player("B").life == 1
    assert (
        resolve_combat(_board(serpent, life_b=30), CURRENT, auto=True).board.player("B").life == 24
    )
    lost = next(e for e in result.events if e.kind == "life_lost")
    assert lost.rule == "119.5"
    texts = {lang: describe_event(lost, lang) for lang in LANGUAGES}
    assert "29" in texts["en"] and "29" in texts["ja"]


def test_122_1_a_minus_0_minus_1_counter_when_it_blocks_lowers_its_toughness() -> None:
    wall = creature(
        "wall", "B", 0, 3, _ability("Whenever ~ blocks, put a -0/-1 counter on it."),
        blocking=("bear",),
    )  # fmt: skip
    bear = creature("bear", "A", 2, 2, attacking="B")
    board = _board(bear, wall)
    assert _zone(resolve_combat(board, CURRENT, auto=True).board, "wall") is Zone.BATTLEFIELD
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    assert _zone(result.board, "wall") is Zone.GRAVEYARD  # a 0/2 takes 2
    put = next(e for e in result.events if isinstance(e, CountersPut))
    assert (put.rule, put.counter, put.amount) == ("122.1", "-0/-1", 1)
    value = _ability("Whenever ~ blocks, put a -0/-1 counter on it.")
    assert ability_from_json(json.loads(json.dumps(ability_to_json(value)))) == value
    assert "-0/-1" in str(value)


def test_615_1_if_you_do_prevent_all_combat_damage_it_would_deal() -> None:
    rider = creature(
        "rider", "A", 3, 3,
        _ability("Whenever ~ attacks and isn't blocked, you may have it deal 1 damage to target "
                 "creature. If you do, prevent all combat damage ~ would deal this turn."),
        attacking="B", choices=TriggerChoices(True, ("elf",)),
    )  # fmt: skip
    elf = creature("elf", "B", 1, 1)
    result = resolve_combat(_board(rider, elf), CURRENT, auto=True, triggers=True)
    assert _zone(result.board, "elf") is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
