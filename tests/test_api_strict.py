"""The Python API takes the names users type (python-chess style) and refuses
what it cannot read, loudly: a rule set or step by name, step tables keyed by
name, and a ``KeyError`` naming an id that is not on the board."""

from __future__ import annotations

import pytest

from mtgcombat import (
    Board,
    Package,
    Permanent,
    Player,
    RuleSet,
    Step,
    check_steps,
    damage_plan,
    default_package,
    is_legal,
    is_legal_blocks,
    legal_assignments,
    resolve_combat,
    resolve_step,
)
from mtgcombat.rules.blocks import BlockDeclaration
from mtgcombat.solver.search import best_assignment, best_blocks

# 510.1c example 1's board: a 5/5 blocked by a 2/2 and a 3/3.
GORGER = Board(
    players=(Player("A"), Player("B")),
    permanents=(
        Permanent(id="gorger", controller="A", power=5, toughness=6, attacking="B"),
        Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("gorger",)),
        Permanent(id="guard", controller="B", power=2, toughness=6, blocking=("gorger",)),
    ),
    active_player="A",
)


@pytest.mark.parametrize(
    ("name", "member"), [("2023", RuleSet.R2023), ("current", RuleSet.CURRENT)]
)
def test_rule_sets_by_name_give_the_same_answers_as_the_members(name: str, member: RuleSet) -> None:
    """510.1c under each rule set: the name and the member agree."""
    assert list(legal_assignments(GORGER, "gorger", name)) == list(
        legal_assignments(GORGER, "gorger", member)
    )
    package = Package.parse("gorger: elf=1 guard=4")
    assert is_legal(GORGER, package, name) == is_legal(GORGER, package, member)
    assert damage_plan(GORGER, "gorger", name) == damage_plan(GORGER, "gorger", member)


def test_2023_by_name_is_the_2023_rules_not_the_current_ones() -> None:
    """510.1c: under 2023 the order (elf, guard) forces lethal on the elf first;
    a string "2023" once fell through to the current rules."""
    ordered = GORGER.with_orders({"gorger": ("guard", "elf")})
    current = len(legal_assignments(ordered, "gorger", "current"))
    r2023 = len(legal_assignments(ordered, "gorger", "2023"))
    assert r2023 < current


@pytest.mark.parametrize("bad", ["2024", "Modern", ""])
def test_an_unknown_rule_set_name_is_a_value_error_naming_the_choices(bad: str) -> None:
    with pytest.raises(ValueError, match=r'expected "2023" or "current"'):
        legal_assignments(GORGER, "gorger", bad)


def test_a_rule_set_of_the_wrong_type_is_a_type_error() -> None:
    # (the compiled build's own argument check names the type: "RuleSet")
    with pytest.raises(TypeError, match=r"rule set|RuleSet"):
        RuleSet.coerce(2023)  # type: ignore[arg-type]


def test_steps_by_name_and_step_tables_keyed_by_name() -> None:
    """510.4: "regular" and "first-strike" (or first_strike) name the steps, in
    arguments and as the keys of a table."""
    package = Package.parse("gorger: elf=1 guard=4; elf: gorger=1; guard: gorger=2")
    by_member = resolve_combat(GORGER, RuleSet.CURRENT, {Step.REGULAR: package})
    by_name = resolve_combat(GORGER, "current", {"regular": package})
    by_text = resolve_combat(GORGER, "current", {"regular": str(package)})
    assert by_member.events == by_name.events == by_text.events
    assert (
        resolve_step(GORGER, "current", "regular", package).events
        == resolve_step(GORGER, RuleSet.CURRENT, Step.REGULAR, package).events
    )
    checks = check_steps(GORGER, {"regular": package}, "current")
    assert [c.step for c in checks] == [Step.REGULAR, Step.REGULAR]
    assert default_package(GORGER, "current", "regular") == default_package(
        GORGER, RuleSet.CURRENT, Step.REGULAR
    )


def test_an_unknown_step_name_is_a_value_error_naming_the_choices() -> None:
    with pytest.raises(ValueError, match=r'expected "first-strike" or "regular"'):
        resolve_combat(GORGER, "current", {"combat": Package()})
    with pytest.raises(ValueError, match="first-strike"):
        is_legal(GORGER, Package(), "current", "second-strike")


def test_a_step_table_value_that_is_no_package_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="Package"):
        resolve_combat(GORGER, "current", {"regular": {"gorger": {"elf": 5}}})  # type: ignore[arg-type]


def test_an_unknown_creature_id_is_a_key_error_with_the_id() -> None:
    """No more "nobody assigns no combat damage": an id the board lacks is a
    KeyError carrying it."""
    with pytest.raises(KeyError, match="nobody"):
        legal_assignments(GORGER, "nobody", "current")
    with pytest.raises(KeyError, match="nobody"):
        damage_plan(GORGER, "nobody", "current")
    assert damage_plan(GORGER, "gorger", "current", "first-strike") is None


def test_blocks_take_the_rule_set_by_name() -> None:
    declaration = BlockDeclaration.from_board(GORGER)
    assert is_legal_blocks(GORGER, declaration, "current").legal
    assert is_legal_blocks(GORGER, declaration, "2023").legal


def test_the_solver_takes_the_rule_set_by_name() -> None:
    """The solver's entry points read rule sets the same way."""
    by_name = best_assignment(GORGER, "2023", time_limit=5)
    by_member = best_assignment(GORGER, RuleSet.R2023, time_limit=5)
    assert by_name.choice == by_member.choice
    assert best_blocks(GORGER, "current", time_limit=5).optimal
    with pytest.raises(ValueError, match=r'expected "2023" or "current"'):
        best_blocks(GORGER, "2030")
