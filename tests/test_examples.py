"""Every file in examples/ is a rules example; each test here proves what its
``description`` says, through the Python API, under both rule sets.

Rule numbers are those of the English Comprehensive Rules: 2023 = the
2023-11-17 edition (damage assignment order), current = Foundations and later.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.rules.assignment import (
    Assignment,
    Package,
    damage_plan,
    is_legal,
    legal_assignments,
    step_plans,
)
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import Scenario, load_scenario

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

R2023 = RuleSet.R2023
CURRENT = RuleSet.CURRENT

# Exit code of `mtgcombat check` for each example: (under the file's own rules,
# under the other rule set). Only the *_split file is illegal under its own rules.
EXPECTED_EXIT = {
    "510_1c_current_elvish_regrower": (0, 1),  # spawn=1 hunter=3 breaks the 2023 order
    "510_1c_ex1_vastwood_gorger": (0, 0),
    "510_1c_ex2_giant_growth": (0, 0),
    "510_1c_ex2_giant_growth_split": (1, 0),
    "510_1c_ex3_mending_hands": (0, 0),
    "510_1c_ex4_enormous_baloth": (0, 0),
    "510_2_mogg_fanatic_sacrificed": (0, 0),
    "702_19b_trample_protection": (0, 0),
    "702_19b_trample_shared_blocker": (0, 0),
    "702_19c_trample_over_planeswalkers": (0, 0),
    "702_22j_banding_blocker": (0, 0),
    "702_2c_deathtouch_trample": (0, 0),
    "thorn_elemental_as_though_unblocked": (0, 0),
    "wiki_5_5_blocked_by_three_2_2": (0, 0),
    # Declare-blockers examples (509): no damage assignments to check here;
    # their block verdicts are tested in test_blocks.py.
    "509_1b_cant_block_alone": (0, 0),
    "509_1b_flying_and_shadow": (0, 0),
    "509_1c_lure_with_menace": (0, 0),
    "509_1c_menace_blocks_if_able": (0, 0),
    "509_1c_menace_no_block": (0, 0),
    "509_1c_must_be_blocked_menace_too_few": (0, 0),
    "509_1d_block_cost": (0, 0),
    "wiki_flash_foliage_insert": (0, 0),
    # 509.7 (2023): the Saproling entered blocking first in the Spider's order.
    "509_7_flash_foliage": (0, 0),
    # Declare-attackers example (508): its attack verdict is tested below.
    "508_1d_attacks_each_combat": (0, 0),
    # A trick between the steps (the timeline): its whole combat is tested below.
    "510_4_giant_growth_after_first_strike": (0, 0),
    # Multiplayer examples (903.10a Commander, 810 Two-Headed Giant): tested below.
    "903_10a_commander_damage": (0, 0),
    "810_two_headed_giant": (0, 0),
}


def example(stem: str) -> Scenario:
    return load_scenario(EXAMPLES / f"{stem}.toml")


def options(
    board: Board, creature: str, rules: RuleSet, others: Package | None = None
) -> list[str]:
    """The legal assignments of one creature, as text, in enumeration order."""
    found = legal_assignments(board, creature, rules, Step.REGULAR, others)
    listed = [str(a) for a in found]
    assert found.count() == len(listed), "count() disagrees with enumeration"
    assert len(set(listed)) == len(listed), "enumeration repeats an assignment"
    return listed


def verdict_codes(
    board: Board, text: str, rules: RuleSet, player: str | None = None
) -> list[tuple[str, str, tuple[str, ...]]]:
    """(rule, code, objects) of every violation of the package written as text."""
    verdict = is_legal(board, Package.parse(text), rules, Step.REGULAR, player=player)
    return [(v.rule, v.code, v.objects) for v in verdict]


def file_package(sc: Scenario) -> Package:
    return sc.assignments[Step.REGULAR]


def test_every_example_file_has_a_test_here() -> None:
    """One test per example (510.1 and the keyword rules): a new example file
    must be added to EXPECTED_EXIT and get its own test."""
    assert {p.stem for p in EXAMPLES.glob("*.toml")} == set(EXPECTED_EXIT)


# ---------------------------------------------------------------------------
# CR 510.1c (2023) examples 1-4
# ---------------------------------------------------------------------------


def test_510_1c_ex1_vastwood_gorger_three_options_under_2023_six_under_current() -> None:
    """510.1c ex1 (2023): Guardian 0/3 then Elves 1/1; the Elves may get damage
    only once the Guardian has 3. Current 510.1c: any split of 5."""
    sc = example("510_1c_ex1_vastwood_gorger")
    assert sc.rules is R2023
    board = sc.board
    assert set(options(board, "gorger", R2023)) == {
        "gorger: guard=5",
        "gorger: guard=4 elf=1",
        "gorger: guard=3 elf=2",
    }
    assert set(options(board, "gorger", CURRENT)) == {
        f"gorger: guard={5 - e} elf={e}".replace(" elf=0", "").replace("guard=0 ", "")
        for e in range(6)
    }
    assert len(options(board, "gorger", CURRENT)) == 6
    assert is_legal(board, file_package(sc), R2023)
    assert is_legal(board, file_package(sc), CURRENT)
    # 2 on the Guardian is short of its lethal 3: illegal under 2023 only.
    assert verdict_codes(board, "gorger: guard=2 elf=3", R2023) == [
        ("510.1c", "order_not_lethal", ("gorger", "elf", "guard"))
    ]
    assert verdict_codes(board, "gorger: guard=2 elf=3", CURRENT) == []
    assert verdict_codes(board, "gorger: elf=5", CURRENT) == []


def test_510_1c_ex2_giant_growth_forces_all_damage_on_first_blocker() -> None:
    """510.1c ex2 (2023): Giant Growth makes the Guardian 3/6; lethal 6 is out
    of reach of 5 power, so under 2023 all 5 must go to the Guardian."""
    sc = example("510_1c_ex2_giant_growth")
    board = sc.board
    assert board.permanent("guard").current_toughness == 6
    assert options(board, "gorger", R2023) == ["gorger: guard=5"]
    assert len(options(board, "gorger", CURRENT)) == 6
    assert is_legal(board, file_package(sc), R2023)
    assert is_legal(board, file_package(sc), CURRENT)
    assert Assignment.parse("gorger: elf=5") not in legal_assignments(board, "gorger", R2023)
    assert Assignment.parse("gorger: elf=5") in legal_assignments(board, "gorger", CURRENT)


def test_510_1c_ex2_giant_growth_split_is_illegal_under_2023_legal_under_current() -> None:
    """510.1c ex2 (2023): 4 on the 3/6 Guardian and 1 on the Elves breaks the
    order (4 of the 6 lethal); under current 510.1c it is a free division."""
    sc = example("510_1c_ex2_giant_growth_split")
    board = sc.board
    assert file_package(sc) == Package.parse("gorger: guard=4 elf=1")
    verdict = is_legal(board, file_package(sc), R2023)
    assert not verdict
    assert len(verdict) == 1
    v = verdict.violations[0]
    assert (v.rule, v.code, v.objects) == ("510.1c", "order_not_lethal", ("gorger", "elf", "guard"))
    assert v.facts == {"amount": 1, "assigned": 4, "needed": 6}
    assert verdict.rules() == ("510.1c",)
    assert is_legal(board, file_package(sc), CURRENT)


def test_510_1c_ex3_mending_hands_prevention_is_ignored_for_lethal() -> None:
    """510.1c ex3 (2023): a prevent-the-next-4 shield on the Guardian does not
    change what lethal damage is: the same three options as ex1."""
    sc = example("510_1c_ex3_mending_hands")
    board = sc.board
    assert board.permanent("guard").prevent_next == 4
    assert set(options(board, "gorger", R2023)) == {
        "gorger: guard=5",
        "gorger: guard=4 elf=1",
        "gorger: guard=3 elf=2",
    }
    assert len(options(board, "gorger", CURRENT)) == 6
    assert is_legal(board, file_package(sc), R2023)
    assert is_legal(board, file_package(sc), CURRENT)
    # Had prevention counted, 3 + 4 = 7 would be needed on the Guardian.
    assert is_legal(board, Package.parse("gorger: guard=3 elf=2"), R2023)
    assert not is_legal(board, Package.parse("gorger: guard=2 elf=3"), R2023)


def test_510_1c_ex4_enormous_baloth_package_is_legal_only_as_a_whole_510_1e() -> None:
    """510.1c ex4 + 510.1e (2023): Baloth's 1 and Boars' 3 on the Brigade are
    lethal together (4); the Armodon's marked 2 makes 1 lethal for it. Move
    Baloth's 1 from the Brigade to the Ape and Boars' split becomes illegal too."""
    sc = example("510_1c_ex4_enormous_baloth")
    board = sc.board
    package = file_package(sc)
    assert package == Package.parse("baloth: armodon=1 brigade=1 ape=5; boars: brigade=3 piker=1")
    assert is_legal(board, package, R2023)
    assert is_legal(board, package, R2023, player="A")
    assert is_legal(board, package, CURRENT)

    moved = "baloth: armodon=1 ape=6; boars: brigade=3 piker=1"
    found = verdict_codes(board, moved, R2023)
    assert ("510.1c", "order_not_lethal", ("boars", "piker", "brigade")) in found
    assert ("510.1c", "order_not_lethal", ("baloth", "ape", "brigade")) in found
    assert {rule for rule, _, _ in found} == {"510.1c"}
    assert verdict_codes(board, moved, CURRENT) == []

    # Boars alone: Baloth has a choice, so nothing of it is counted and the
    # Brigade has only 3 of its lethal 4.
    assert verdict_codes(board, "boars: brigade=3 piker=1", R2023) == [
        ("510.1c", "order_not_lethal", ("boars", "piker", "brigade"))
    ]
    # The same as legal_assignments sees it, with Baloth's choice held fixed.
    baloth = Package.parse("baloth: armodon=1 brigade=1 ape=5")
    assert options(board, "boars", R2023, baloth) == [
        "boars: brigade=4",
        "boars: brigade=3 piker=1",
    ]
    assert options(board, "boars", R2023, Package.parse("baloth: armodon=1 ape=6")) == [
        "boars: brigade=4"
    ]
    # The Armodon (3/3, 2 marked) needs just 1 before the Brigade.
    assert Assignment.parse("baloth: armodon=1 brigade=4 ape=2") in legal_assignments(
        board, "baloth", R2023
    )
    assert Assignment.parse("baloth: brigade=4 ape=3") not in legal_assignments(
        board, "baloth", R2023
    )


# ---------------------------------------------------------------------------
# MTG Wiki and the current-rules 510.1c example
# ---------------------------------------------------------------------------


def test_wiki_5_5_blocked_by_three_2_2_exactly_five_assignments_under_510_1c_2023() -> None:
    """510.1c (2023), MTG Wiki: a 5/5 blocked by three 2/2s ordered A, B, C has
    exactly 5 legal assignments, most damage to earlier blockers first."""
    sc = example("wiki_5_5_blocked_by_three_2_2")
    board = sc.board
    assert options(board, "attacker", R2023) == [
        "attacker: A=5",
        "attacker: A=4 B=1",
        "attacker: A=3 B=2",
        "attacker: A=2 B=3",
        "attacker: A=2 B=2 C=1",
    ]
    # Current 510.1c: every split of 5 over 3 blockers, C(7, 2) = 21.
    assert len(options(board, "attacker", CURRENT)) == 21
    assert is_legal(board, file_package(sc), R2023)
    assert verdict_codes(board, "attacker: A=2 B=1 C=2", R2023) == [
        ("510.1c", "order_not_lethal", ("attacker", "C", "B"))
    ]
    assert verdict_codes(board, "attacker: A=2 B=1 C=2", CURRENT) == []


def test_510_1c_current_elvish_regrower_divides_freely_exactly_five_ways() -> None:
    """510.1c (current) example: Elvish Regrower 4/3 blocked by Vampire Spawn
    2/3 and Helpful Hunter 1/1 divides its 4 freely: exactly 5 ways."""
    sc = example("510_1c_current_elvish_regrower")
    board = sc.board
    assert sc.rules is CURRENT
    assert set(options(board, "regrower", CURRENT)) == {
        "regrower: hunter=4",
        "regrower: spawn=1 hunter=3",
        "regrower: spawn=2 hunter=2",
        "regrower: spawn=3 hunter=1",
        "regrower: spawn=4",
    }
    assert is_legal(board, file_package(sc), CURRENT)
    # Under 2023 (board order: Spawn, then Hunter) the Spawn needs 3 first.
    assert set(options(board, "regrower", R2023)) == {
        "regrower: spawn=4",
        "regrower: spawn=3 hunter=1",
    }
    assert verdict_codes(board, "regrower: spawn=1 hunter=3", R2023) == [
        ("510.1c", "order_not_lethal", ("regrower", "hunter", "spawn"))
    ]


# ---------------------------------------------------------------------------
# Trample (702.19b, 702.19c) and deathtouch (702.2c)
# ---------------------------------------------------------------------------


def test_702_19b_shared_blocker_lethal_counts_the_other_attackers_damage() -> None:
    """702.19b example: the 1/1's 1 and the trampler's 1 are lethal together on
    the 2/2, so the trampler assigns the other 2 to the player; with nothing
    on the blocker the player gets nothing."""
    sc = example("702_19b_trample_shared_blocker")
    board = sc.board
    for rules in (R2023, CURRENT):
        assert is_legal(board, file_package(sc), rules)
        assert verdict_codes(board, "small: wall=1; trampler: wall=1 B=2", rules) == []
        assert verdict_codes(board, "small: wall=1; trampler: B=3", rules) == [
            ("702.19b", "trample_not_lethal", ("trampler", "B", "wall"))
        ]
        # The 1/1 has no choice (one blocker, 510.1c): its 1 counts even when
        # the checked package leaves it out.
        assert verdict_codes(board, "trampler: wall=1 B=2", rules) == []
        assert set(options(board, "trampler", rules)) == {
            "trampler: wall=3",
            "trampler: wall=2 B=1",
            "trampler: wall=1 B=2",
        }
    # Only because the 1/1's damage counts: at power 0 it adds nothing and the
    # trampler itself must assign the full 2.
    small = dataclasses.replace(board.permanent("small"), power=0)
    weaker = board.with_permanents(small if p.id == "small" else p for p in board.permanents)
    for rules in (R2023, CURRENT):
        assert verdict_codes(weaker, "trampler: wall=1 B=2", rules) == [
            ("702.19b", "trample_not_lethal", ("trampler", "B", "wall"))
        ]
        assert "trampler: wall=1 B=2" not in options(weaker, "trampler", rules)
    # The blocker's own division (510.1d): order small, trampler under 2023.
    assert verdict_codes(board, "wall: trampler=2", R2023) == [
        ("510.1d", "order_not_lethal", ("wall", "trampler", "small"))
    ]
    assert verdict_codes(board, "wall: trampler=2", CURRENT) == []


def test_702_19b_protection_does_not_lower_lethal_for_trample() -> None:
    """702.19b example: a 6/6 green trampler must assign lethal (2) to a 2/2
    with protection from green before the player, though it will be prevented."""
    sc = example("702_19b_trample_protection")
    board = sc.board
    for rules in (R2023, CURRENT):
        assert is_legal(board, file_package(sc), rules)
        assert options(board, "trampler", rules) == [
            "trampler: knight=6",
            "trampler: knight=5 B=1",
            "trampler: knight=4 B=2",
            "trampler: knight=3 B=3",
            "trampler: knight=2 B=4",
        ]
        assert verdict_codes(board, "trampler: knight=1 B=5", rules) == [
            ("702.19b", "trample_not_lethal", ("trampler", "B", "knight"))
        ]
        assert verdict_codes(board, "trampler: B=6", rules) == [
            ("702.19b", "trample_not_lethal", ("trampler", "B", "knight"))
        ]


def test_702_19c_trample_over_planeswalkers_needs_loyalty_before_controller() -> None:
    """702.19c example: a planeswalker with loyalty 3 attacked by a 1/1 and a 7/7
    with trample over planeswalkers: 1 + 2 reach its loyalty, 5 go to its
    controller; 1 + 1 do not, so 6 to the controller is illegal."""
    sc = example("702_19c_trample_over_planeswalkers")
    board = sc.board
    for rules in (R2023, CURRENT):
        assert is_legal(board, file_package(sc), rules)
        assert verdict_codes(board, "small: walker=1; giant: walker=2 B=5", rules) == []
        found = verdict_codes(board, "small: walker=1; giant: walker=1 B=6", rules)
        assert found == [("702.19c", "trample_loyalty_not_met", ("giant", "B", "walker"))]
        listed = options(board, "giant", rules)
        assert listed[-1] == "giant: walker=2 B=5"
        assert len(listed) == 6
        assert "giant: walker=1 B=6" not in listed


def test_702_2c_deathtouch_trample_one_damage_to_each_blocker_is_lethal() -> None:
    """702.2c with 702.19b: 1 damage from a deathtouch source is lethal, so a
    5/5 deathtouch trampler blocked by a 4/4 and a 3/3 tramples over 3."""
    sc = example("702_2c_deathtouch_trample")
    board = sc.board
    for rules in (R2023, CURRENT):
        assert is_legal(board, file_package(sc), rules)
        listed = options(board, "wurm", rules)
        assert "wurm: ox=1 bear=1 B=3" in listed
        assert max(Assignment.parse(a).amount_to("B") for a in listed) == 3
        assert verdict_codes(board, "wurm: ox=1 B=4", rules) == [
            ("702.19b", "trample_not_lethal", ("wurm", "B", "bear"))
        ]
    # Under 2023 the order ox, bear still needs 1 on the ox before the bear.
    assert verdict_codes(board, "wurm: bear=5", R2023) == [
        ("510.1c", "order_not_lethal", ("wurm", "bear", "ox"))
    ]
    assert verdict_codes(board, "wurm: bear=5", CURRENT) == []
    assert len(options(board, "wurm", R2023)) == 11
    assert len(options(board, "wurm", CURRENT)) == 12


# ---------------------------------------------------------------------------
# Banding (702.22j), 510.2's Mogg Fanatic, Thorn Elemental
# ---------------------------------------------------------------------------


def test_702_22j_banding_blocker_defending_player_divides_freely() -> None:
    """702.22j: an attacker blocked by a creature with banding has its damage
    divided by the defending player (B), freely, ignoring the 2023 order."""
    sc = example("702_22j_banding_blocker")
    board = sc.board
    for rules in (R2023, CURRENT):
        plan = damage_plan(board, "giant", rules)
        assert plan is not None
        assert plan.assigner == "B"
        assert step_plans(board, rules)["giant"].assigner == "B"
        assert len(options(board, "giant", rules)) == 6
        assert is_legal(board, file_package(sc), rules)
        assert is_legal(board, file_package(sc), rules, player="B")
        assert verdict_codes(board, "giant: ox=5", rules, player="A") == [
            ("510.1", "wrong_player", ("giant",))
        ]
    # Control: without banding the 2023 order (bander first) would forbid it.
    plain = dataclasses.replace(board.permanent("bander"), abilities=frozenset())
    unbanded = board.with_permanents(plain if p.id == "bander" else p for p in board.permanents)
    plan = damage_plan(unbanded, "giant", R2023)
    assert plan is not None
    assert plan.assigner == "A"
    assert verdict_codes(unbanded, "giant: ox=5", R2023) == [
        ("510.1c", "order_not_lethal", ("giant", "ox", "bander"))
    ]


def test_510_2_mogg_fanatic_blocked_piker_with_no_blockers_assigns_nothing() -> None:
    """510.2 example (509.1h, 510.1c): the Fanatic was sacrificed, the Piker
    stays blocked with no blockers and assigns no combat damage; the Hawk is in
    the graveyard and out of combat (506.4)."""
    sc = example("510_2_mogg_fanatic_sacrificed")
    board = sc.board
    assert board.in_combat() == ("piker",)
    assert board.is_blocked("piker")
    for rules in (R2023, CURRENT):
        assert damage_plan(board, "hawk", rules) is None
        assert damage_plan(board, "fanatic", rules) is None
        assert list(step_plans(board, rules)) == ["piker"]
        assert options(board, "piker", rules) == ["piker: -"]
        assert is_legal(board, Package.parse("piker: -"), rules)
        assert verdict_codes(board, "piker: B=2", rules) == [
            ("510.1c", "illegal_recipient", ("piker", "B"))
        ]
        assert verdict_codes(board, "piker: fanatic=2", rules) == [
            ("510.1c", "illegal_recipient", ("piker", "fanatic"))
        ]
        assert [code for _, code, _ in verdict_codes(board, "hawk: B=1", rules)] == [
            "not_in_combat"
        ]
        with pytest.raises(ValueError):
            legal_assignments(board, "hawk", rules)


def test_thorn_elemental_all_to_player_or_among_blockers_never_mixed() -> None:
    """510.1c with Thorn Elemental's "as though it weren't blocked": all 7 to
    the defending player or the usual assignment to its blocker, never a mix."""
    sc = example("thorn_elemental_as_though_unblocked")
    board = sc.board
    for rules in (R2023, CURRENT):
        assert set(options(board, "thorn", rules)) == {"thorn: bear=7", "thorn: B=7"}
        assert is_legal(board, file_package(sc), rules)
        assert is_legal(board, Package.parse("thorn: bear=7"), rules)
        found = verdict_codes(board, "thorn: bear=2 B=5", rules)
        assert [code for _, code, _ in found] == ["mixed_as_though_unblocked"]
        assert not is_legal(board, Package.parse("thorn: B=6"), rules)


# ---------------------------------------------------------------------------
# Every example through the command line
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("stem", sorted(EXPECTED_EXIT))
def test_510_1e_every_example_loads_and_check_exit_code_matches_its_description(
    stem: str,
) -> None:
    """510.1e: `mtgcombat check` on each example exits 0 (legal) or 1 (illegal)
    as its description says: only the *_split file is illegal under its own
    rules; under the other rule set the 2023/current differences show."""
    path = EXAMPLES / f"{stem}.toml"
    sc = load_scenario(path)
    assert sc.description
    assert sc.rules is not None
    own, other = EXPECTED_EXIT[stem]
    assert (own == 1) == stem.endswith("_split")
    runner = CliRunner()
    result = runner.invoke(cli, ["check", str(path), "--lang", "en"])
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.exit_code == own, result.output
    other_rules = "current" if sc.rules is R2023 else "2023"
    result = runner.invoke(cli, ["check", str(path), "--rules", other_rules, "--lang", "en"])
    assert result.exit_code == other, result.output


def test_508_1d_example_attacks_each_combat() -> None:
    """508.1d: staying home obeys 0 of the 1 requirement that attacking the
    planeswalker obeys for free; 302.6: the pup can't attack."""
    board = example("508_1d_attacks_each_combat").board
    verdict = is_legal_attacks(board, AttackDeclaration.from_board(board))
    assert [v.rule for v in verdict.violations] == ["302.6", "508.1d"]
    assert (verdict.obeyed, verdict.maximum) == (0, 1)
    assert verdict.witness == AttackDeclaration.parse("berserker: jace")
    assert verdict.cost == {"B": 2}


# ---------------------------------------------------------------------------
# A trick between the steps (510.4, 608.2; mtgcombat.rules.timeline)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [R2023, CURRENT])
def test_510_4_giant_growth_after_first_strike_saves_the_giant(rules: RuleSet) -> None:
    """The double striker deals 2 in each step (702.4b); Giant Growth, cast
    after the first step, makes the Giant 6/6: 4 damage is not lethal, and
    the Giant's 6 destroys the knight. Without the trick both die."""
    sc = example("510_4_giant_growth_after_first_strike")
    result = run_combat(sc.board, rules, sc.timeline, auto=True, end=True)
    giant, knight = result.board.permanent("giant"), result.board.permanent("knight")
    assert (giant.zone.value, giant.damage, giant.power) == ("battlefield", 4, 6)
    assert knight.zone.value == "graveyard"
    plain = run_combat(sc.board, rules, (), auto=True)
    assert plain.board.permanent("giant").zone.value == "graveyard"
    assert plain.board.permanent("knight").zone.value == "graveyard"


def test_903_10a_example_twenty_one_commander_damage_loses_with_life_left() -> None:
    """903.10a, 704.6c: 19 + 2 from Isamaru is 21; B loses with 28 life. 800.4a:
    C stays in; Isamaru, attacking B, stays an attacking creature (506.4 does not
    list a player leaving; 800.4e: no more damage is assigned to B)."""
    board = example("903_10a_commander_damage").board
    for rules in (R2023, CURRENT):
        result = resolve_combat(board, rules, auto=True)
        b = result.board.player("B")
        assert (b.life, b.lost, b.commander_damage) == (28, True, (("isamaru", 21),))
        assert not result.board.player("C").lost
        assert result.board.is_attacking("isamaru")
        assert result.board.attack_target("isamaru") is None
        assert ("attacks_player_who_left", "800.4e") in {(e.kind, e.rule) for e in result.events}


def test_810_example_two_headed_giant_shared_life_and_poison() -> None:
    """810.9: 3 to B2 comes off the shared 9; 810.10, 704.6b: 14 poison
    counters for the team is one short of 15; 805.10d: B2's wall blocks the
    ogre attacking B1."""
    board = example("810_two_headed_giant").board
    for rules in (R2023, CURRENT):
        result = resolve_combat(board, rules, auto=True)
        for pid in ("B1", "B2"):
            player = result.board.player(pid)
            assert (player.life, player.poison, player.lost) == (6, 14, False)
