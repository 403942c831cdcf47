"""The combat damage step through the Python API: resolve_combat, deal_combat_damage,
check_state_based_actions, end_of_combat and cleanup, each test named after the
rule it checks (English Comprehensive Rules numbering; 2023 = the 2023-11-17
edition, current = Foundations and later).

Boards are built by hand here; tests/test_vectors.py runs the same situations
through scenario files and the command line.
"""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import creature
from mtgcombat.cli import cli
from mtgcombat.core.events import (
    CountersPut,
    CountersRemoved,
    DamageDealt,
    DamagePrevented,
    DamageRemoved,
    Destroyed,
    Event,
    LifeGained,
    PutIntoGraveyard,
    RemovedFromCombat,
    StepBegins,
)
from mtgcombat.core.model import (
    Ability,
    Board,
    CardType,
    Counters,
    Keyword,
    Permanent,
    Player,
    Protection,
    Zone,
)
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.rules.assignment import Package, default_package
from mtgcombat.rules.combat import (
    CombatResult,
    IllegalAssignmentError,
    MissingAssignmentError,
    check_combat,
    cleanup,
    end_of_combat,
    resolve_combat,
    resolve_step,
)
from mtgcombat.rules.damage import deal_combat_damage
from mtgcombat.rules.sba import check_state_based_actions

R2023 = RuleSet.R2023
CURRENT = RuleSet.CURRENT
BOTH = pytest.mark.parametrize("rules", [R2023, CURRENT], ids=["2023", "current"])
VECTORS = Path(__file__).resolve().parent / "vectors"
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}

FS = Keyword.FIRST_STRIKE
DS = Keyword.DOUBLE_STRIKE
TRAMPLE = Keyword.TRAMPLE
DEATHTOUCH = Keyword.DEATHTOUCH
LIFELINK = Keyword.LIFELINK
WITHER = Keyword.WITHER
INFECT = Keyword.INFECT
INDESTRUCTIBLE = Keyword.INDESTRUCTIBLE


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def attacker(pid: str, power: int, toughness: int, *abilities: Ability, **fields: Any) -> Permanent:
    fields.setdefault("attacking", "B")
    return creature(pid, "A", power, toughness, *abilities, **fields)


def blocker(
    pid: str, power: int, toughness: int, blocks: str, *abilities: Ability, **fields: Any
) -> Permanent:
    return creature(pid, "B", power, toughness, *abilities, blocking=(blocks,), **fields)


def make_board(
    *permanents: Permanent, a: Player | None = None, b: Player | None = None, **fields: Any
) -> Board:
    board = Board(
        players=(a or Player("A"), b or Player("B")),
        permanents=permanents,
        active_player="A",
    )
    return replace(board, **fields) if fields else board


def kinds(events: tuple[Event, ...] | list[Event]) -> list[str]:
    return [e.kind for e in events]


def dealt(result: CombatResult) -> list[tuple[str, str, int, str]]:
    return [
        (e.source, e.recipient, e.amount, e.step)
        for e in result.events
        if isinstance(e, DamageDealt)
    ]


def zone(board: Board, pid: str) -> Zone:
    return board.permanent(pid).zone


def hawk_piker_fanatic(sacrificed: bool) -> Board:
    """The CR 510.2 example: Squadron Hawk and Goblin Piker attack, Mogg Fanatic
    blocks the Piker; if sacrificed, it dealt 1 to the Hawk, which was destroyed."""
    gone = {"zone": Zone.GRAVEYARD} if sacrificed else {}
    hawk = attacker("hawk", 1, 1, Keyword.FLYING, name="Squadron Hawk", **gone)
    piker = attacker("piker", 2, 1, name="Goblin Piker")
    fanatic = blocker("fanatic", 1, 1, "piker", name="Mogg Fanatic", **gone)
    return make_board(hawk, piker, fanatic)


# ---------------------------------------------------------------------------
# 510.2: all combat damage at once, no priority in between
# ---------------------------------------------------------------------------


@BOTH
def test_510_2_no_priority_between_assignment_and_dealing_fanatic_kept(rules: RuleSet) -> None:
    result = resolve_combat(hawk_piker_fanatic(sacrificed=False), rules)
    after = result.board
    assert zone(after, "fanatic") is Zone.GRAVEYARD
    assert zone(after, "piker") is Zone.GRAVEYARD
    assert zone(after, "hawk") is Zone.BATTLEFIELD
    assert after.player("B").life == 19
    assert sorted(dealt(result)) == [
        ("fanatic", "piker", 1, "regular"),
        ("hawk", "B", 1, "regular"),
        ("piker", "fanatic", 2, "regular"),
    ]
    # One step; every damage event comes right after the step begins, before
    # any result or state-based action: nothing can happen in between (510.2).
    names = kinds(result.events)
    assert names[0] == "step"
    assert names[1:4] == ["damage_dealt"] * 3
    assert "damage_dealt" not in names[4:]


@BOTH
def test_510_2_fanatic_sacrificed_piker_stays_blocked_and_deals_no_damage(rules: RuleSet) -> None:
    board = hawk_piker_fanatic(sacrificed=True)
    assert board.is_blocked("piker")  # 509.1h
    result = resolve_combat(board, rules)
    assert dealt(result) == []
    assert kinds(result.events) == ["step"]
    assert result.board.permanent("piker").damage == 0
    assert zone(result.board, "piker") is Zone.BATTLEFIELD
    assert result.board.player("B").life == 20
    assert result.packages[Step.REGULAR]["piker"].total == 0


def test_510_2_deal_combat_damage_is_simultaneous() -> None:
    """Two 2/2s deal damage to each other at once: each deals its damage even
    though the other's damage is lethal to it (510.2), and dealing damage
    destroys nothing by itself (120.5)."""
    board = make_board(attacker("x", 2, 2), blocker("y", 2, 2, "x"))
    after, events = deal_combat_damage(board, Package.parse("x: y=2; y: x=2"))
    assert after.permanent("x").damage == 2
    assert after.permanent("y").damage == 2
    assert zone(after, "x") is Zone.BATTLEFIELD
    assert zone(after, "y") is Zone.BATTLEFIELD
    assert kinds(events) == ["damage_dealt", "damage_dealt", "damage_marked", "damage_marked"]
    assert all(e.step == "regular" and e.combat for e in events if isinstance(e, DamageDealt))
    # The state-based actions then destroy both at once (704.3).
    final, sba = check_state_based_actions(after, CURRENT)
    assert kinds(sba) == ["destroyed", "destroyed", "put_into_graveyard", "put_into_graveyard"]
    assert zone(final, "x") is Zone.GRAVEYARD
    assert zone(final, "y") is Zone.GRAVEYARD


def test_510_2_deal_combat_damage_step_is_recorded() -> None:
    board = make_board(attacker("x", 2, 2, FS))
    _, events = deal_combat_damage(board, Package.parse("x: B=2"), Step.FIRST_STRIKE)
    assert [e.step for e in events if isinstance(e, DamageDealt)] == ["first-strike"]


# ---------------------------------------------------------------------------
# The input is never mutated; illegal or missing assignments change nothing
# ---------------------------------------------------------------------------


def busy_board() -> Board:
    return make_board(
        attacker("ds", 3, 3, DS, TRAMPLE, LIFELINK),
        attacker("wither", 2, 2, WITHER, INFECT, toxic=1),
        attacker("big", 4, 4, DEATHTOUCH),
        blocker("chump", 1, 1, "ds"),
        blocker("troll", 2, 2, "big", regeneration_shields=1, prevent_next=1),
        blocker("golem", 2, 2, "wither", INDESTRUCTIBLE, counters=Counters(plus_one=1)),
        b=Player("B", prevent_next=1),
    )


@BOTH
def test_resolve_combat_never_mutates_the_input_board(rules: RuleSet) -> None:
    board = busy_board()
    before = copy.deepcopy(board)
    result = resolve_combat(board, rules, auto=True)
    assert board == before
    assert board.permanents == before.permanents
    assert board.players == before.players
    assert result.board != board
    # And the same call again sees the same board.
    assert resolve_combat(board, rules, auto=True).events == result.events


@BOTH
def test_510_1e_illegal_package_is_rejected_and_nothing_changes(rules: RuleSet) -> None:
    board = make_board(
        attacker("baloth", 6, 6, TRAMPLE, colors=frozenset({"green"})),
        blocker("knight", 2, 2, "baloth", Protection("green")),
    )
    before = copy.deepcopy(board)
    with pytest.raises(IllegalAssignmentError) as info:
        resolve_combat(board, rules, {Step.REGULAR: Package.parse("baloth: B=6")})
    assert info.value.step is Step.REGULAR
    assert [v.rule for v in info.value.violations] == ["702.19b"]
    assert "702.19b" in str(info.value)
    assert board == before


@BOTH
def test_510_1e_illegal_regular_step_package_after_first_strike(rules: RuleSet) -> None:
    board = make_board(
        attacker("knight", 2, 2, FS),
        attacker("giant", 4, 4, TRAMPLE),
        blocker("bear", 2, 2, "giant"),
    )
    with pytest.raises(IllegalAssignmentError) as info:
        resolve_combat(board, rules, {Step.REGULAR: Package.parse("giant: B=4")})
    assert info.value.step is Step.REGULAR
    assert {v.rule for v in info.value.violations} == {"702.19b"}


def missing_choice_board() -> Board:
    return make_board(
        attacker("giant", 4, 4), blocker("b1", 2, 2, "giant"), blocker("b2", 2, 2, "giant")
    )


def test_510_1_missing_choice_is_an_error_with_a_one_line_message() -> None:
    board = missing_choice_board()
    with pytest.raises(MissingAssignmentError) as info:
        resolve_combat(board, CURRENT)
    assert info.value.step is Step.REGULAR
    assert info.value.creatures == ("giant",)
    message = str(info.value)
    assert "\n" not in message
    assert "giant" in message
    assert "510.1" in message


def test_510_1_missing_choice_cli_error_is_one_line() -> None:
    path = VECTORS / "510_1_missing_choice.toml"
    result = CliRunner().invoke(cli, ["resolve", str(path)], env=ENGLISH)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "giant" in lines[0]
    assert "Traceback" not in result.output


@BOTH
def test_510_1_auto_uses_the_default_chooser(rules: RuleSet) -> None:
    board = missing_choice_board()
    result = resolve_combat(board, rules, auto=True)
    expected = default_package(board, rules, Step.REGULAR)
    assert result.packages[Step.REGULAR] == expected
    assert result.packages[Step.REGULAR]["giant"].total == 4
    assert zone(result.board, "giant") is Zone.GRAVEYARD


@BOTH
def test_510_1_given_assignment_is_used_and_forced_ones_filled_in(rules: RuleSet) -> None:
    board = missing_choice_board()
    result = resolve_combat(board, rules, {Step.REGULAR: Package.parse("giant: b1=4")})
    package = result.packages[Step.REGULAR]
    assert package["giant"].as_dict() == {"b1": 4}
    assert package["b1"].as_dict() == {"giant": 2}  # one attacker: no choice
    assert zone(result.board, "b1") is Zone.GRAVEYARD
    assert zone(result.board, "b2") is Zone.BATTLEFIELD


# ---------------------------------------------------------------------------
# 510.4, 702.4, 702.7: first strike and double strike
# ---------------------------------------------------------------------------


@BOTH
def test_510_4_no_first_strike_step_without_first_or_double_strike(rules: RuleSet) -> None:
    result = resolve_combat(make_board(attacker("x", 2, 2), blocker("y", 1, 1, "x")), rules)
    steps = [e for e in result.events if isinstance(e, StepBegins)]
    assert [(s.step, s.rule) for s in steps] == [("regular", "510.1")]
    assert list(result.packages) == [Step.REGULAR]


@BOTH
def test_702_7b_first_strike_kills_blocker_before_it_deals_damage(rules: RuleSet) -> None:
    board = make_board(attacker("knight", 2, 2, FS), blocker("bear", 2, 2, "knight"))
    result = resolve_combat(board, rules)
    assert zone(result.board, "bear") is Zone.GRAVEYARD
    assert result.board.permanent("knight").damage == 0
    assert dealt(result) == [("knight", "bear", 2, "first-strike")]
    names = kinds(result.events)
    # The blocker is destroyed in the first step, before the regular step begins.
    assert names.index("destroyed") < [i for i, k in enumerate(names) if k == "step"][1]


@BOTH
def test_702_7b_first_strike_blocker_kills_attacker_before_it_deals_damage(
    rules: RuleSet,
) -> None:
    board = make_board(attacker("bear", 2, 2), blocker("knight", 2, 2, "bear", FS))
    result = resolve_combat(board, rules)
    assert zone(result.board, "bear") is Zone.GRAVEYARD
    assert dealt(result) == [("knight", "bear", 2, "first-strike")]


@BOTH
def test_702_4b_double_strike_deals_damage_in_both_steps(rules: RuleSet) -> None:
    board = make_board(attacker("striker", 2, 2, DS, LIFELINK))
    result = resolve_combat(board, rules)
    assert result.board.player("B").life == 16
    assert dealt(result) == [("striker", "B", 2, "first-strike"), ("striker", "B", 2, "regular")]
    # Lifelink: one life gain per damage event (702.15), so two here.
    gains = [e for e in result.events if isinstance(e, LifeGained)]
    assert [(g.player, g.amount) for g in gains] == [("A", 2), ("A", 2)]
    assert result.board.player("A").life == 24


@BOTH
def test_702_19d_double_strike_trample_regular_step_all_to_player(rules: RuleSet) -> None:
    board = make_board(attacker("dragon", 3, 3, DS, TRAMPLE), blocker("goblin", 1, 1, "dragon"))
    result = resolve_combat(
        board, rules, {Step.FIRST_STRIKE: Package.parse("dragon: goblin=1 B=2")}
    )
    assert zone(result.board, "goblin") is Zone.GRAVEYARD
    assert dealt(result) == [
        ("dragon", "goblin", 1, "first-strike"),
        ("dragon", "B", 2, "first-strike"),
        ("dragon", "B", 3, "regular"),
    ]
    assert result.board.player("B").life == 15
    # No choice was left in the regular step: it was filled in without --auto.
    assert result.packages[Step.REGULAR]["dragon"].as_dict() == {"B": 3}


@BOTH
def test_702_4b_double_striker_blocked_without_trample_deals_nothing_once_blocker_dies(
    rules: RuleSet,
) -> None:
    board = make_board(attacker("dragon", 3, 3, DS), blocker("goblin", 1, 1, "dragon"))
    result = resolve_combat(board, rules)
    assert dealt(result) == [("dragon", "goblin", 3, "first-strike")]
    assert result.board.player("B").life == 20  # 509.1h, 510.1c


@BOTH
def test_510_4_creature_destroyed_in_first_step_deals_nothing_later(rules: RuleSet) -> None:
    """A double striker killed by a first-strike blocker deals its first-step
    damage but nothing in the regular step."""
    board = make_board(attacker("ds", 2, 2, DS), blocker("fs", 3, 3, "ds", FS))
    result = resolve_combat(board, rules)
    assert zone(result.board, "ds") is Zone.GRAVEYARD
    assert dealt(result) == [("ds", "fs", 2, "first-strike"), ("fs", "ds", 3, "first-strike")]


@BOTH
def test_702_4d_first_striker_that_gains_double_strike_deals_damage_again(rules: RuleSet) -> None:
    board = make_board(attacker("knight", 2, 2, FS))
    first = resolve_step(board, rules, Step.FIRST_STRIKE)
    between = first.board.with_permanents(
        replace(p, abilities=p.abilities | {DS}) for p in first.board.permanents
    )
    second = resolve_step(between, rules, Step.REGULAR)
    assert dealt(first) + dealt(second) == [
        ("knight", "B", 2, "first-strike"),
        ("knight", "B", 2, "regular"),
    ]


@BOTH
def test_702_4c_double_striker_that_loses_it_deals_no_second_damage(rules: RuleSet) -> None:
    board = make_board(attacker("striker", 2, 2, DS))
    first = resolve_step(board, rules, Step.FIRST_STRIKE)
    between = first.board.with_permanents(
        replace(p, abilities=frozenset()) for p in first.board.permanents
    )
    second = resolve_step(between, rules, Step.REGULAR)
    assert dealt(second) == []
    assert second.board.player("B").life == 18


@BOTH
def test_702_7c_gaining_first_strike_between_steps_still_deals_regular_damage(
    rules: RuleSet,
) -> None:
    """A creature that had neither first strike nor double strike as the
    first-strike step began deals damage in the regular step, even if it gains
    first strike in between (510.4, 702.7c). Here the only creatures that had
    first strike destroy each other in the first step."""
    board = make_board(
        attacker("knight", 1, 1, FS),
        attacker("squire", 3, 3),
        blocker("guard", 1, 1, "knight", FS),
    )
    first = resolve_step(board, rules, Step.FIRST_STRIKE)
    assert zone(first.board, "knight") is Zone.GRAVEYARD
    assert zone(first.board, "guard") is Zone.GRAVEYARD
    between = first.board.with_permanents(
        replace(p, abilities=p.abilities | {FS}) if p.id == "squire" else p
        for p in first.board.permanents
    )
    second = resolve_step(between, rules, Step.REGULAR)
    assert dealt(second) == [("squire", "B", 3, "regular")]
    assert second.board.player("B").life == 17


# ---------------------------------------------------------------------------
# 702.19 trample, 702.2 deathtouch, 702.16 protection
# ---------------------------------------------------------------------------


@BOTH
def test_702_19d_trampler_whose_blocker_left_assigns_all_to_player(rules: RuleSet) -> None:
    board = make_board(
        attacker("wurm", 5, 5, TRAMPLE),
        blocker("bear", 2, 2, "wurm", zone=Zone.GRAVEYARD),
    )
    result = resolve_combat(board, rules)
    assert dealt(result) == [("wurm", "B", 5, "regular")]


@BOTH
def test_509_1h_blocked_creature_whose_blocker_left_deals_no_damage(rules: RuleSet) -> None:
    board = make_board(attacker("ogre", 5, 5), blocker("bear", 2, 2, "ogre", zone=Zone.GRAVEYARD))
    result = resolve_combat(board, rules)
    assert dealt(result) == []
    assert result.board.player("B").life == 20


@BOTH
def test_702_2c_704_5h_deathtouch_trample(rules: RuleSet) -> None:
    board = make_board(
        attacker("wurm", 5, 5, DEATHTOUCH, TRAMPLE),
        blocker("ox", 4, 4, "wurm"),
        blocker("bear", 3, 3, "wurm"),
        orders={"wurm": ("ox", "bear")},
    )
    result = resolve_combat(board, rules, {Step.REGULAR: Package.parse("wurm: ox=1 bear=1 B=3")})
    after = result.board
    assert after.player("B").life == 17
    assert zone(after, "ox") is Zone.GRAVEYARD
    assert zone(after, "bear") is Zone.GRAVEYARD
    destroyed = {e.permanent: e.rule for e in result.events if isinstance(e, Destroyed)}
    assert destroyed == {"ox": "704.5h", "bear": "704.5h", "wurm": "704.5g"}


def test_704_5h_deathtouch_damage_is_forgotten_after_the_check() -> None:
    board = make_board(
        attacker("assassin", 1, 1, DEATHTOUCH), blocker("statue", 0, 5, "assassin", INDESTRUCTIBLE)
    )
    result = resolve_combat(board, CURRENT)
    statue = result.board.permanent("statue")
    assert zone(result.board, "statue") is Zone.BATTLEFIELD
    assert statue.damage == 1
    assert not statue.deathtouch_damaged


@BOTH
def test_702_16e_protection_prevents_damage_but_trampler_assigns_lethal(rules: RuleSet) -> None:
    board = make_board(
        attacker("baloth", 6, 6, TRAMPLE, colors=frozenset({"green"})),
        blocker("knight", 2, 2, "baloth", Protection("green"), colors=frozenset({"white"})),
    )
    result = resolve_combat(board, rules, {Step.REGULAR: Package.parse("baloth: knight=2 B=4")})
    prevented = [e for e in result.events if isinstance(e, DamagePrevented)]
    assert [(e.source, e.recipient, e.amount, e.rule) for e in prevented] == [
        ("baloth", "knight", 2, "702.16e")
    ]
    assert result.board.permanent("knight").damage == 0
    assert zone(result.board, "knight") is Zone.BATTLEFIELD
    assert result.board.player("B").life == 16
    assert result.board.permanent("baloth").damage == 2  # white knight hits the green baloth


# ---------------------------------------------------------------------------
# 615: prevention, shields, "prevent all combat damage"
# ---------------------------------------------------------------------------


def test_615_7_shield_partially_used_keeps_the_rest() -> None:
    board = make_board(attacker("ogre", 3, 3), blocker("wall", 0, 6, "ogre", prevent_next=5))
    result = resolve_combat(board, CURRENT)
    wall = result.board.permanent("wall")
    assert wall.damage == 0
    assert wall.prevent_next == 2
    assert dealt(result) == []  # all 3 prevented: nothing dealt (615.6, 120.8)


def test_615_7_shield_used_up_then_rest_dealt_with_lifelink() -> None:
    board = make_board(
        attacker("angel", 4, 4, LIFELINK), blocker("bear", 2, 2, "angel", prevent_next=3)
    )
    result = resolve_combat(board, CURRENT)
    assert result.board.permanent("bear").prevent_next == 0
    assert result.board.permanent("bear").damage == 1
    assert dealt(result)[0] == ("angel", "bear", 1, "regular")
    # 615.6: prevented damage was never dealt, so lifelink gains only 1.
    assert result.board.player("A").life == 21


def shield_board() -> Board:
    return make_board(attacker("a", 3, 3), attacker("b", 2, 2), b=Player("B", prevent_next=3))


def test_615_7_shield_default_is_board_order() -> None:
    result = resolve_combat(shield_board(), CURRENT)
    prevented = [(e.source, e.amount) for e in result.events if isinstance(e, DamagePrevented)]
    assert prevented == [("a", 3)]
    assert dealt(result) == [("b", "B", 2, "regular")]
    assert result.board.player("B").life == 18
    assert result.board.player("B").prevent_next == 0


def test_615_7_shield_holder_chooses_which_source_is_prevented() -> None:
    result = resolve_combat(shield_board(), CURRENT, shield_order={"B": ["b", "a"]})
    prevented = [(e.source, e.amount) for e in result.events if isinstance(e, DamagePrevented)]
    assert prevented == [("b", 2), ("a", 1)]
    assert dealt(result) == [("a", "B", 2, "regular")]
    assert result.board.player("B").life == 18


def test_615_7_shield_order_naming_one_source_prevents_it_first() -> None:
    """The holder names the source it wants prevented first (615.7); sources
    it does not name come after the named ones."""
    result = resolve_combat(shield_board(), CURRENT, shield_order={"B": ["b"]})
    prevented = [(e.source, e.amount) for e in result.events if isinstance(e, DamagePrevented)]
    assert prevented == [("b", 2), ("a", 1)]


def test_615_prevent_all_combat_damage() -> None:
    board = make_board(
        attacker("ogre", 3, 3), attacker("cleric", 2, 2, LIFELINK), blocker("bear", 2, 2, "ogre")
    )
    result = resolve_combat(replace(board, prevent_all_combat_damage=True), CURRENT)
    assert dealt(result) == []
    assert kinds(result.events) == ["step"] + ["damage_prevented"] * 3
    assert result.board.players == board.players
    assert all(p.damage == 0 for p in result.board.permanents)


def test_120_4b_double_damage_applies_after_prevention() -> None:
    """The affected player orders prevention and doubling (616.1); preventing
    first is their best: (3 - 1) * 2 = 4 rather than 3 * 2 - 1 = 5."""
    board = make_board(
        attacker("brute", 3, 3, LIFELINK, deals_double_damage=True), b=Player("B", prevent_next=1)
    )
    result = resolve_combat(board, CURRENT)
    assert dealt(result) == [("brute", "B", 4, "regular")]
    assert result.board.player("B").life == 16
    assert result.board.player("A").life == 24


# ---------------------------------------------------------------------------
# 120: what damage does
# ---------------------------------------------------------------------------


def test_120_3e_wiki_damage_does_not_lower_toughness() -> None:
    board = make_board(attacker("soldier", 1, 1), blocker("bear", 2, 2, "soldier"))
    result = resolve_combat(board, CURRENT)
    bear = result.board.permanent("bear")
    assert zone(result.board, "bear") is Zone.BATTLEFIELD
    assert (bear.power, bear.toughness, bear.damage) == (2, 2, 1)
    assert (bear.current_power, bear.current_toughness) == (2, 2)
    assert bear.counters == Counters()


def test_120_5_damage_never_destroys_by_itself() -> None:
    board = make_board(attacker("ogre", 5, 5), blocker("bear", 2, 2, "ogre"))
    after, events = deal_combat_damage(board, Package.parse("ogre: bear=5; bear: ogre=2"))
    assert zone(after, "bear") is Zone.BATTLEFIELD
    assert after.permanent("bear").damage == 5
    assert "destroyed" not in kinds(events)


def test_120_6_noncreature_keeps_damage_until_cleanup() -> None:
    vehicle = Permanent(
        id="vehicle",
        controller="B",
        types=frozenset({CardType.ARTIFACT}),
        power=3,
        toughness=2,
        damage=4,
    )
    board = make_board(attacker("bear", 2, 2), vehicle)
    result = resolve_combat(board, CURRENT)
    assert zone(result.board, "vehicle") is Zone.BATTLEFIELD
    assert result.board.permanent("vehicle").damage == 4
    again, sba = check_state_based_actions(result.board, CURRENT)
    assert sba == ()
    # MTG Wiki: the damage is still there, so if it becomes a creature again
    # before cleanup, it has lethal damage (704.5g).
    crewed = again.with_permanents(
        replace(p, types=p.types | {CardType.CREATURE}) if p.id == "vehicle" else p
        for p in again.permanents
    )
    destroyed, _ = check_state_based_actions(crewed, CURRENT)
    assert zone(destroyed, "vehicle") is Zone.GRAVEYARD
    cleaned, events = cleanup(again)
    assert cleaned.permanent("vehicle").damage == 0
    assert [(e.permanent, e.amount, e.rule) for e in events if isinstance(e, DamageRemoved)] == [
        ("vehicle", 4, "514.2")
    ]


@BOTH
def test_120_8_zero_damage_is_not_dealt_and_triggers_nothing(rules: RuleSet) -> None:
    board = make_board(
        attacker("wall", 0, 4),
        attacker("shrunk", 1, 3, counters=Counters(minus_one=1)),
        attacker("thopter", 0, 2, LIFELINK, deals_double_damage=True),
        blocker("guardian", 0, 3, "thopter"),
    )
    result = resolve_combat(board, rules)
    assert kinds(result.events) == ["step"]
    assert result.board.players == board.players


def test_120_8_fully_prevented_damage_is_not_dealt() -> None:
    board = make_board(attacker("bear", 2, 2, LIFELINK), b=Player("B", prevent_next=2))
    result = resolve_combat(board, CURRENT)
    assert kinds(result.events) == ["step", "damage_prevented"]
    assert result.board.player("A").life == 20


def test_120_3a_120_3f_702_15_lifelink_one_life_gain_per_source() -> None:
    board = make_board(attacker("cleric", 2, 2, LIFELINK), attacker("knight", 3, 3, LIFELINK))
    result = resolve_combat(board, CURRENT)
    gains = [
        (e.player, e.amount, e.source, e.rule) for e in result.events if isinstance(e, LifeGained)
    ]
    assert gains == [("A", 2, "cleric", "702.15b"), ("A", 3, "knight", "702.15b")]
    assert result.board.player("A").life == 25
    assert result.board.player("B").life == 15


def test_702_15_lifelink_source_dealing_to_several_recipients_gains_once() -> None:
    board = make_board(
        attacker("wurm", 5, 5, LIFELINK, TRAMPLE),
        blocker("elf", 1, 1, "wurm"),
        blocker("bear", 2, 2, "wurm"),
    )
    result = resolve_combat(board, CURRENT, {Step.REGULAR: Package.parse("wurm: elf=1 bear=2 B=2")})
    gains = [(e.player, e.amount) for e in result.events if isinstance(e, LifeGained)]
    assert gains == [("A", 5)]


def test_702_15_lifelink_blocker_gains_for_its_controller() -> None:
    board = make_board(attacker("ogre", 3, 3), blocker("priest", 2, 2, "ogre", LIFELINK))
    result = resolve_combat(board, CURRENT)
    assert result.board.player("B").life == 22
    assert result.board.player("A").life == 20


def test_119_7_cant_gain_life_sulfuric_vortex() -> None:
    board = make_board(attacker("vampire", 3, 3, LIFELINK), a=Player("A", cant_gain_life=True))
    result = resolve_combat(board, CURRENT)
    assert result.board.player("A").life == 20
    assert result.board.player("B").life == 17
    assert kinds(result.events)[-1] == "life_gain_prevented"
    assert result.events[-1].rule == "119.7"  # not 120.4c: the rule is 119.7's
    assert "life_gained" not in kinds(result.events)
    control = resolve_combat(make_board(attacker("vampire", 3, 3, LIFELINK)), CURRENT)
    assert control.board.player("A").life == 23


def test_120_4c_cant_have_counters_tatterkite_with_wither() -> None:
    board = make_board(
        attacker("tatterkite", 2, 1, Keyword.FLYING, cant_have_counters=True),
        blocker("witherer", 1, 3, "tatterkite", WITHER, Keyword.REACH),
    )
    result = resolve_combat(board, CURRENT)
    kite = result.board.permanent("tatterkite")
    assert zone(result.board, "tatterkite") is Zone.BATTLEFIELD
    assert kite.counters == Counters()
    assert kite.damage == 0
    assert ("witherer", "tatterkite", 1, "regular") in dealt(result)  # the damage is dealt
    assert not any(isinstance(e, CountersPut) for e in result.events)


def test_704_5h_deathtouch_wither_kills_tatterkite_although_no_counters() -> None:
    """Tatterkite gets no counters, but it has been dealt damage by a deathtouch
    source, so 704.5h destroys it."""
    board = make_board(
        attacker("tatterkite", 2, 1, Keyword.FLYING, cant_have_counters=True),
        blocker("stinger", 1, 3, "tatterkite", WITHER, DEATHTOUCH, Keyword.REACH),
    )
    result = resolve_combat(board, CURRENT)
    assert zone(result.board, "tatterkite") is Zone.GRAVEYARD
    assert [e.rule for e in result.events if isinstance(e, Destroyed)] == ["704.5h"]


@pytest.mark.parametrize("keyword", [WITHER, INFECT], ids=["wither", "infect"])
def test_120_3d_wither_and_infect_put_minus_counters_on_creatures(keyword: Keyword) -> None:
    board = make_board(attacker("x", 2, 2, keyword), blocker("ox", 3, 3, "x"))
    result = resolve_combat(board, CURRENT)
    ox = result.board.permanent("ox")
    assert (ox.damage, ox.counters.minus_one, ox.current_toughness) == (0, 2, 1)
    assert zone(result.board, "ox") is Zone.BATTLEFIELD
    puts = [
        (e.target, e.counter, e.amount, e.rule) for e in result.events if isinstance(e, CountersPut)
    ]
    assert puts == [("ox", "-1/-1", 2, "120.3d")]


def test_120_3b_infect_gives_poison_not_life_loss() -> None:
    result = resolve_combat(make_board(attacker("phyrexian", 3, 3, INFECT)), CURRENT)
    b = result.board.player("B")
    assert (b.life, b.poison, b.lost) == (20, 3, False)
    assert "life_lost" not in kinds(result.events)


def test_120_3g_toxic_adds_poison_to_life_loss() -> None:
    result = resolve_combat(make_board(attacker("rat", 1, 1, toxic=2)), CURRENT)
    b = result.board.player("B")
    assert (b.life, b.poison) == (19, 2)
    assert [e.rule for e in result.events if isinstance(e, CountersPut)] == ["120.3g"]


def test_120_3g_toxic_only_for_damage_to_players() -> None:
    board = make_board(attacker("rat", 1, 1, toxic=2), blocker("bear", 2, 2, "rat"))
    result = resolve_combat(board, CURRENT)
    assert result.board.player("B").poison == 0


def planeswalker(pid: str, loyalty: int) -> Permanent:
    return Permanent(
        id=pid,
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=loyalty),
    )


def battle(pid: str, defense: int, *subtypes: str) -> Permanent:
    return Permanent(
        id=pid,
        controller="A",
        types=frozenset({CardType.BATTLE}),
        counters=Counters(defense=defense),
        protector="B",
        subtypes=frozenset(subtypes),
    )


def test_120_3c_704_5i_damage_to_planeswalker_removes_loyalty() -> None:
    board = make_board(
        attacker("centaur", 3, 3, attacking="jace"),
        attacker("bear", 2, 2, attacking="chandra"),
        planeswalker("jace", 3),
        planeswalker("chandra", 5),
    )
    result = resolve_combat(board, CURRENT)
    assert zone(result.board, "jace") is Zone.GRAVEYARD
    assert result.board.permanent("chandra").counters.loyalty == 3
    assert result.board.permanent("chandra").damage == 0
    removed = [
        (e.target, e.amount, e.rule) for e in result.events if isinstance(e, CountersRemoved)
    ]
    assert removed == [("jace", 3, "120.3c"), ("chandra", 2, "120.3c")]
    assert [e.rule for e in result.events if isinstance(e, PutIntoGraveyard)] == ["704.5i"]
    assert result.board.player("B").life == 20


def test_120_3h_704_5v_damage_to_battle_removes_defense() -> None:
    board = make_board(
        attacker("giant", 3, 3, attacking="fort"),
        attacker("bear", 2, 2, attacking="fort"),
        battle("fort", 5),
    )
    result = resolve_combat(board, CURRENT)
    assert zone(result.board, "fort") is Zone.GRAVEYARD
    assert result.board.permanent("fort").counters.defense == 0
    assert [e.rule for e in result.events if isinstance(e, PutIntoGraveyard)] == ["704.5v"]
    assert "siege_triggers" not in kinds(result.events)


@BOTH
def test_310_11b_704_5v_siege_losing_its_last_defense_counter_is_exiled(rules: RuleSet) -> None:
    """A Siege's own ability triggers as its last defense counter is removed;
    while it waits, 704.5v leaves the battle on the battlefield, and then the
    ability exiles it (so it never reaches the graveyard)."""
    board = make_board(
        attacker("giant", 3, 3, attacking="siege"),
        attacker("bear", 2, 2, attacking="siege"),
        battle("siege", 5, "Siege"),
    )
    result = resolve_combat(board, rules)
    assert zone(result.board, "siege") is Zone.EXILE
    assert [(e.kind, e.rule) for e in result.events if e.kind in ("siege_triggers", "exiled")] == [
        ("siege_triggers", "310.11b"),
        ("exiled", "310.11b"),
    ]
    assert not any(isinstance(e, PutIntoGraveyard) for e in result.events)
    assert check_state_based_actions(result.board, rules)[1] == ()


def test_310_11b_siege_that_keeps_defense_counters_does_not_trigger() -> None:
    board = make_board(attacker("bear", 2, 2, attacking="siege"), battle("siege", 5, "siege"))
    result = resolve_combat(board, CURRENT)
    assert zone(result.board, "siege") is Zone.BATTLEFIELD
    assert result.board.permanent("siege").counters.defense == 3
    assert "siege_triggers" not in kinds(result.events)


def test_704_5v_siege_without_defense_counters_goes_to_the_graveyard() -> None:
    """A Siege that has no defense counter to lose never triggers (the
    official ruling on a copy that entered without counters): 704.5v puts it
    into the graveyard."""
    board = make_board(attacker("bear", 2, 2, attacking="siege"), battle("siege", 0, "siege"))
    after, events = check_state_based_actions(board, CURRENT)
    assert zone(after, "siege") is Zone.GRAVEYARD
    assert [(e.kind, e.rule) for e in events] == [("put_into_graveyard", "704.5v")]


def test_704_5v_only_a_waiting_trigger_spares_a_battle() -> None:
    board = make_board(battle("siege", 0, "siege"))
    spared, events = check_state_based_actions(board, CURRENT, triggered=("siege",))
    assert zone(spared, "siege") is Zone.BATTLEFIELD
    assert events == ()
    gone, _ = check_state_based_actions(board, CURRENT)
    assert zone(gone, "siege") is Zone.GRAVEYARD


@BOTH
def test_310_11b_506_4c_siege_defeated_in_first_strike_step_is_gone_for_the_regular_step(
    rules: RuleSet,
) -> None:
    """The Siege's ability resolves before the regular step (510.3), so the
    double striker that defeated it attacks nothing there and deals no
    damage (506.4c); the bear, without first strike, deals none either."""
    board = make_board(
        attacker("fencer", 3, 3, DS, attacking="siege"),
        attacker("bear", 2, 2, attacking="siege"),
        battle("siege", 3, "siege"),
    )
    result = resolve_combat(board, rules)
    assert zone(result.board, "siege") is Zone.EXILE
    dealt = [(e.source, e.recipient, e.amount) for e in result.events if isinstance(e, DamageDealt)]
    assert dealt == [("fencer", "siege", 3)]
    assert result.board.player("B").life == 20


# ---------------------------------------------------------------------------
# 704: state-based actions, indestructible, regeneration
# ---------------------------------------------------------------------------


def test_704_5g_702_12b_indestructible_survives_lethal_damage() -> None:
    board = make_board(attacker("giant", 4, 4), blocker("golem", 2, 2, "giant", INDESTRUCTIBLE))
    result = resolve_combat(board, CURRENT)
    golem = result.board.permanent("golem")
    assert zone(result.board, "golem") is Zone.BATTLEFIELD
    assert golem.damage == 4
    assert "not_destroyed" in kinds(result.events)
    assert "destroyed" not in kinds(result.events)


def test_704_5f_indestructible_dies_to_toughness_zero() -> None:
    board = make_board(
        attacker("witherer", 2, 3, WITHER), blocker("golem", 2, 2, "witherer", INDESTRUCTIBLE)
    )
    result = resolve_combat(board, CURRENT)
    assert zone(result.board, "golem") is Zone.GRAVEYARD
    assert [(e.permanent, e.rule) for e in result.events if isinstance(e, PutIntoGraveyard)] == [
        ("golem", "704.5f")
    ]
    assert "destroyed" not in kinds(result.events)


@pytest.mark.parametrize(("rules", "rule"), [(R2023, "701.15"), (CURRENT, "701.19")])
def test_701_19_regeneration_replaces_destruction(rules: RuleSet, rule: str) -> None:
    board = make_board(
        attacker("ogre", 3, 3), blocker("troll", 2, 2, "ogre", regeneration_shields=1)
    )
    result = resolve_combat(board, rules)
    troll = result.board.permanent("troll")
    assert zone(result.board, "troll") is Zone.BATTLEFIELD
    assert (troll.damage, troll.tapped, troll.regeneration_shields) == (0, True, 0)
    assert not result.board.is_in_combat("troll")  # 506.4
    assert result.board.is_blocked("ogre")  # 509.1h: still blocked
    regen = [e for e in result.events if e.kind == "regenerated"]
    assert [e.rule for e in regen] == [rule]
    assert any(isinstance(e, RemovedFromCombat) and e.permanent == "troll" for e in result.events)
    assert "destroyed" not in kinds(result.events)


@BOTH
def test_701_19_regenerated_in_first_step_deals_no_regular_damage(rules: RuleSet) -> None:
    board = make_board(
        attacker("ds", 3, 3, DS), blocker("troll", 2, 2, "ds", regeneration_shields=1)
    )
    result = resolve_combat(board, rules)
    # The troll left combat in the first step: it deals nothing, and the
    # double striker, still blocked, has no one to damage (510.1c).
    assert dealt(result) == [("ds", "troll", 3, "first-strike")]
    assert result.board.permanent("ds").damage == 0
    assert result.board.player("B").life == 20


def test_704_5f_regeneration_cannot_replace_toughness_zero() -> None:
    board = make_board(
        attacker("witherer", 2, 3, WITHER),
        blocker("troll", 2, 2, "witherer", regeneration_shields=1),
    )
    result = resolve_combat(board, CURRENT)
    assert zone(result.board, "troll") is Zone.GRAVEYARD
    assert "regenerated" not in kinds(result.events)


def test_704_5h_regeneration_replaces_deathtouch_destruction() -> None:
    board = make_board(
        attacker("assassin", 1, 1, DEATHTOUCH),
        blocker("troll", 0, 4, "assassin", regeneration_shields=1),
    )
    result = resolve_combat(board, CURRENT)
    troll = result.board.permanent("troll")
    assert zone(result.board, "troll") is Zone.BATTLEFIELD
    assert (troll.damage, troll.tapped, troll.deathtouch_damaged) == (0, True, False)


def test_704_5q_plus_and_minus_counters_cancel() -> None:
    board = make_board(
        attacker("witherer", 1, 1, WITHER),
        blocker("bear", 2, 2, "witherer", counters=Counters(plus_one=2)),
    )
    result = resolve_combat(board, CURRENT)
    bear = result.board.permanent("bear")
    assert (bear.counters.plus_one, bear.counters.minus_one) == (1, 0)
    assert bear.current_toughness == 3


def test_704_5q_cancelled_counters_are_reported() -> None:
    """Counters removed by 704.5q are a change of state like any other: the
    event log must say so (counters removed, rule 704.5q)."""
    board = make_board(
        attacker("witherer", 1, 1, WITHER),
        blocker("bear", 2, 2, "witherer", counters=Counters(plus_one=2)),
    )
    result = resolve_combat(board, CURRENT)
    removed = {
        (e.target, e.counter, e.amount) for e in result.events if isinstance(e, CountersRemoved)
    }
    assert removed == {("bear", "+1/+1", 1), ("bear", "-1/-1", 1)}
    assert {e.rule for e in result.events if isinstance(e, CountersRemoved)} == {"704.5q"}


def test_704_5a_player_at_zero_life_loses() -> None:
    result = resolve_combat(make_board(attacker("centaur", 3, 3), b=Player("B", life=3)), CURRENT)
    b = result.board.player("B")
    assert (b.life, b.lost) == (0, True)
    assert [(e.kind, e.rule) for e in result.events][-1] == ("player_lost", "704.5a")
    assert not result.board.player("A").lost


def test_704_5c_ten_poison_counters_lose() -> None:
    board = make_board(attacker("phyrexian", 2, 2, INFECT), b=Player("B", poison=8))
    result = resolve_combat(board, CURRENT)
    b = result.board.player("B")
    assert (b.life, b.poison, b.lost) == (20, 10, True)
    assert [(e.kind, e.rule) for e in result.events][-1] == ("player_lost", "704.5c")


@BOTH
def test_704_3_state_based_actions_twice_change_nothing(rules: RuleSet) -> None:
    result = resolve_combat(busy_board(), rules, auto=True)
    again, events = check_state_based_actions(result.board, rules)
    assert again == result.board
    # An indestructible creature with lethal damage is simply not destroyed again.
    assert all(e.kind == "not_destroyed" for e in events)
    third, more = check_state_based_actions(again, rules)
    assert third == again
    assert more == events


def test_704_3_state_based_actions_repeat_until_none_apply() -> None:
    """One check performs every applicable action at once (a player loses and
    creatures die together) and returns a board on which none apply."""
    board = make_board(
        creature("bear", "B", 2, 2, damage=2),
        creature("elf", "B", 1, 1, counters=Counters(minus_one=1)),
        b=Player("B", life=0),
    )
    after, events = check_state_based_actions(board, CURRENT)
    assert zone(after, "bear") is Zone.GRAVEYARD
    assert zone(after, "elf") is Zone.GRAVEYARD
    assert after.player("B").lost
    assert sorted(e.rule for e in events) == ["704.5a", "704.5f", "704.5g", "704.5g"]


# ---------------------------------------------------------------------------
# 511.3 end of combat, 514.2 cleanup
# ---------------------------------------------------------------------------


@BOTH
def test_511_3_end_of_combat_removes_everything_from_combat(rules: RuleSet) -> None:
    board = make_board(
        attacker("wurm", 6, 6),
        attacker("bear", 2, 2),
        blocker("b1", 1, 1, "wurm"),
        blocker("b2", 1, 4, "wurm"),
        orders={"wurm": ("b2", "b1")},
    )
    result = resolve_combat(board, rules, {Step.REGULAR: Package.parse("wurm: b2=4 b1=2")})
    before = result.board.in_combat()
    assert before  # the survivors are still attacking and blocking until 511.3
    after, events = end_of_combat(result.board)
    assert after.in_combat() == ()
    assert after.attackers() == ()
    assert after.blockers() == ()
    assert dict(after.orders) == {}
    assert all(p.attacking is None and p.blocking == () and not p.blocked for p in after)
    assert [(e.permanent, e.rule) for e in events if isinstance(e, RemovedFromCombat)] == [
        (c, "511.3") for c in before
    ]
    # Damage stays until cleanup (120.6).
    assert after.permanent("wurm").damage == result.board.permanent("wurm").damage


def test_514_2_cleanup_removes_all_marked_damage() -> None:
    board = make_board(
        attacker("wurm", 6, 6),
        blocker("b1", 1, 4, "wurm"),
        blocker("b2", 2, 3, "wurm", INDESTRUCTIBLE),
    )
    result = resolve_combat(board, CURRENT, {Step.REGULAR: Package.parse("wurm: b1=2 b2=4")})
    ended, _ = end_of_combat(result.board)
    damaged = {p.id: p.damage for p in ended if p.damage}
    assert damaged == {"wurm": 3, "b1": 2, "b2": 4}
    cleaned, events = cleanup(ended)
    assert all(p.damage == 0 for p in cleaned)
    assert {(e.permanent, e.amount) for e in events if isinstance(e, DamageRemoved)} == {
        ("wurm", 3),
        ("b1", 2),
        ("b2", 4),
    }
    assert {e.rule for e in events} == {"514.2"}
    # Nothing else changes; counters stay.
    assert [replace(p, damage=0) for p in ended] == list(cleaned.permanents)


# ---------------------------------------------------------------------------
# Events and the command line
# ---------------------------------------------------------------------------


@BOTH
def test_events_have_rule_numbers_and_serialise_to_json(rules: RuleSet) -> None:
    result = resolve_combat(busy_board(), rules, auto=True)
    assert len(result.events) > 10
    for event in result.events:
        data = event.to_json()
        assert data["kind"] == event.kind
        assert isinstance(data["rule"], str)
        assert data["rule"][:3].isdigit(), data
        assert json.loads(json.dumps(data)) == data
    assert {e.kind for e in result.events} >= {
        "step",
        "damage_dealt",
        "damage_marked",
        "counters_put",
        "life_gained",
    }


def test_resolve_lang_ja_prints_japanese() -> None:
    path = VECTORS / "510_2_fanatic_kept.toml"
    result = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "ja"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    assert "戦闘ダメージ" in result.stdout
    english = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "en"], env=ENGLISH)
    assert "戦闘ダメージ" not in english.stdout
    assert "combat damage" in english.stdout


def test_resolve_json_is_the_documented_shape() -> None:
    path = VECTORS / "120_3c_planeswalker_loyalty.toml"
    result = CliRunner().invoke(cli, ["resolve", str(path), "--json"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert set(doc) == {"players", "permanents", "events", "assignments"}
    assert doc["players"]["B"] == {"life": 20, "poison": 0, "lost": False}
    # 510.1: the package the regular step played, shaped like the file's [assignments]
    assert doc["assignments"] == {"centaur": {"jace": 3}, "bear": {"chandra": 2}}
    chandra = doc["permanents"]["chandra"]
    assert set(chandra) >= {"zone", "damage", "counters", "loyalty", "defense"}
    assert chandra["loyalty"] == chandra["counters"]["loyalty"] == 3


def test_104_2a_no_regular_step_after_the_game_ends_in_the_first_strike_step() -> None:
    """A player who loses in the first-strike step ends a two-player game
    (104.2a, 704.5a): the regular step does not happen."""
    board = make_board(attacker("fencer", 3, 3, FS), attacker("ogre", 3, 3), b=Player("B", life=3))
    result = resolve_combat(board, CURRENT)
    assert [e.kind for e in result.events] == ["step", "damage_dealt", "life_lost", "player_lost"]
    assert list(result.packages) == [Step.FIRST_STRIKE]
    assert result.board.player("B").life == 0


def test_120_4_cr_example_boon_reflection_wither_lifelink_and_a_shield() -> None:
    """CR 120.4's example: a 3/3 with wither and lifelink is blocked by a 2/2
    with a prevent-the-next-2 shield, its controller has Boon Reflection.
    Prevention leaves 1 to the 2/2 (one -1/-1 counter), the 2/2 marks 2 on
    the 3/3, and the life gain of 1 becomes 2 at the results stage (120.4c)."""
    board = make_board(
        attacker("witherer", 3, 3, WITHER, LIFELINK),
        blocker("bear", 2, 2, "witherer", prevent_next=2),
        a=Player("A", life_gain_multiplier=2),
    )
    result = resolve_combat(board, CURRENT)
    after = result.board
    assert after.permanent("bear").counters.minus_one == 1
    assert after.permanent("bear").damage == 0
    assert after.permanent("witherer").damage == 2
    assert after.player("A").life == 22
    gains = [e for e in result.events if isinstance(e, LifeGained)]
    assert [(g.player, g.amount, g.rule) for g in gains] == [("A", 2, "702.15b")]


def test_514_2_cleanup_ends_this_turn_shields() -> None:
    """Cleanup removes damage and, at the same moment, ends "this turn"
    effects: unused regeneration shields and what is left of prevention
    shields, on permanents and players."""
    guard = Permanent(
        id="guard",
        controller="B",
        power=1,
        toughness=3,
        damage=2,
        regeneration_shields=1,
        prevent_next=4,
    )
    board = make_board(guard, b=Player("B", prevent_next=3))
    cleaned, events = cleanup(board)
    after = cleaned.permanent("guard")
    assert (after.damage, after.regeneration_shields, after.prevent_next) == (0, 0, 0)
    assert cleaned.player("B").prevent_next == 0
    assert [(e.kind, e.rule) for e in events] == [
        ("damage_removed", "514.2"),
        ("regeneration_shields_end", "514.2"),
        ("prevention_shield_ends", "514.2"),
        ("prevention_shield_ends", "514.2"),
    ]


def test_510_4_a_first_strike_table_without_a_first_strike_step_is_refused() -> None:
    """With no first or double striker there is no first-strike step, so a
    first-strike assignment names a creature that assigns nothing then
    (510.4): resolve refuses it as check does, and nothing is dealt."""
    board = make_board(attacker("gorger", 5, 6), blocker("guard", 0, 3, "gorger"))
    tables = {
        Step.FIRST_STRIKE: Package.parse("gorger: guard=5"),
        Step.REGULAR: Package.parse("gorger: guard=5"),
    }
    with pytest.raises(IllegalAssignmentError) as error:
        resolve_combat(board, CURRENT, tables)
    assert [(v.rule, v.code) for v in error.value.violations] == [("510.4", "wrong_step")]
    checked = check_combat(board, tables, CURRENT)
    assert [(v.rule, v.code) for c in checked for v in c.violations] == [("510.4", "wrong_step")]


def test_check_says_why_the_regular_step_is_not_checked(tmp_path: Path) -> None:
    path = tmp_path / "fs.toml"
    example = VECTORS.parent.parent / "examples" / "510_1c_ex1_vastwood_gorger.toml"
    table = "[first_strike_assignments]\ngorger = { guard = 5 }\n\n[assignments]"
    text = example.read_text(encoding="utf-8").replace("[assignments]", table)
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path), "--lang", "en"])
    assert result.exit_code == 1
    assert "the regular step is not checked, since the first-strike step's package is illegal" in (
        result.output
    )
    assert "no regular step assignments given" not in result.output
