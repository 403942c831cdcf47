"""The engine's shortcuts to the default chooser give what the general path
gives: the chooser working from the plan and the running damage totals
equals the greedy choice read off :class:`LegalAssignments` (its lethal
amounts, then the membership test), and ``resolve_step`` with ``auto``
fills in the same package as ``default_package`` given the implied
assignments."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgcombat import Board, Keyword, Package, Permanent, Player, RuleSet, Step
from mtgcombat.core.model import CardType, Counters
from mtgcombat.rules.assignment import (
    EMPTY_PACKAGE,
    Assignment,
    LegalAssignments,
    Role,
    default_package,
    implied_assignments,
    step_plans,
    steps,
)
from mtgcombat.rules.assignment_defaults import _default_for, _default_rest
from mtgcombat.rules.assignment_options import _FixedOptions, _Incoming
from mtgcombat.rules.assignment_plans import _StepPlans
from mtgcombat.rules.combat import resolve_step
from strategies import Combat, combats


def _greedy_from_tables(options: LegalAssignments) -> Assignment:
    """The default choice as the general path made it: the first layout's
    lethal amounts from the tables a LegalAssignments builds, lethal damage
    to each creature slot, then the extra slots (the last takes the rest),
    anything left on the last creature; legal by the collection's own test."""
    layout = options.plan.layouts[0]
    needs = options._tables[0].needs
    remaining = layout.amount
    amounts: dict[str, int] = {}
    creatures = [i for i, s in enumerate(layout.slots) if s.role in (Role.BLOCKER, Role.ATTACKER)]
    extra = [i for i in range(len(layout.slots)) if i not in creatures]
    all_lethal = True
    for i in creatures:
        give = min(needs[i], remaining)
        all_lethal = all_lethal and give >= needs[i]
        amounts[layout.slots[i].id] = give
        remaining -= give
    if remaining and extra and all_lethal:
        for pos, i in enumerate(extra):
            give = remaining if pos == len(extra) - 1 else min(needs[i], remaining)
            sid = layout.slots[i].id
            amounts[sid] = amounts.get(sid, 0) + give
            remaining -= give
    if remaining and creatures:
        last = layout.slots[creatures[-1]].id
        amounts[last] = amounts.get(last, 0) + remaining
    choice = Assignment.of(options.plan.creature, {r: n for r, n in amounts.items() if n})
    assert choice in options
    return choice


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(combats(max_attackers=3, max_blockers=5), st.data())
def test_510_1c_d_702_19b_default_choice_from_plan_equals_legal_assignments_path(
    combat: Combat, data: st.DataObject
) -> None:
    """510.1c-d, 702.19b, 702.2c: for every creature with a choice, with the
    damage of the implied assignments and of a random subset of the others'
    defaults counted, the chooser's choice is the general path's, amounts in
    the same order."""
    board = combat.board
    for step in steps(board):
        plans = step_plans(board, combat.rules, step)
        implied = implied_assignments(board, plans, EMPTY_PACKAGE)
        others = [
            a
            for a in default_package(board, combat.rules, step)
            if data.draw(st.booleans(), label="counted")
        ]
        for creature, plan in plans.items():
            if creature in implied:
                continue
            counted = [a for a in (*implied, *others) if a.creature != creature]
            incoming = _Incoming.of(board, counted)
            mine = _default_for(board, plan, incoming.copy())
            options = LegalAssignments(board, plan, EMPTY_PACKAGE, incoming.copy())
            expected = _greedy_from_tables(options)
            assert mine.amounts == expected.amounts, (creature, plan)


@settings(max_examples=300, deadline=None)
@given(combats(max_attackers=3, max_blockers=5))
def test_510_1e_resolve_step_auto_fills_in_what_default_package_gives(combat: Combat) -> None:
    """510.1e: the package ``resolve_step`` fills in by itself (the implied
    assignments, then the chooser's for the rest, not looking for implied
    ones twice) is ``default_package`` given those implied assignments, in
    the same order."""
    board = combat.board
    step = steps(board)[0]
    plans = step_plans(board, combat.rules, step)
    implied = implied_assignments(board, plans, EMPTY_PACKAGE)
    expected = default_package(board, combat.rules, step, given=implied)
    result = resolve_step(board, combat.rules, step, auto=True)
    assert result.packages[step].assignments == expected.assignments


def _trampler_board(
    power: int, toughness: int, deathtouch: bool, marked: int, target_pw: bool, two: bool
) -> Board:
    abilities = {Keyword.TRAMPLE} | ({Keyword.DEATHTOUCH} if deathtouch else set())
    perms = [
        Permanent(
            id="t",
            controller="A",
            power=power,
            toughness=4,
            abilities=frozenset(abilities),
            attacking="pw" if target_pw else "B",
        ),
        Permanent(
            id="b1", controller="B", power=1, toughness=toughness, damage=marked, blocking=("t",)
        ),
    ]
    if two:
        perms.append(Permanent(id="b2", controller="B", power=1, toughness=2, blocking=("t",)))
    if target_pw:
        perms.append(
            Permanent(
                id="pw",
                controller="B",
                types=frozenset({CardType.PLANESWALKER}),
                counters=Counters(loyalty=3),
            )
        )
    return Board((Player("A"), Player("B")), tuple(perms), "A")


def test_702_19b_trampler_defaults_agree_on_a_table_of_boards() -> None:
    """702.19b-c, 702.2c: tramplers with one or two blockers, with and
    without deathtouch, damage already marked, a planeswalker attacked,
    under both rule sets: the chooser's choice from the plan equals the
    general path's, and resolve_step's package equals default_package's."""
    for power in (1, 2, 3, 6):
        for toughness in (1, 3):
            for deathtouch in (False, True):
                for marked in (0, toughness - 1):
                    for target_pw in (False, True):
                        for two in (False, True):
                            board = _trampler_board(
                                power, toughness, deathtouch, marked, target_pw, two
                            )
                            for rules in (RuleSet.CURRENT, RuleSet.R2023):
                                plans = step_plans(board, rules, Step.REGULAR)
                                plan = plans["t"]
                                mine = _default_for(board, plan, _Incoming({}, set()))
                                options = LegalAssignments(board, plan, Package())
                                assert mine.amounts == _greedy_from_tables(options).amounts
                                result = resolve_step(board, rules, Step.REGULAR, auto=True)
                                assert result.packages[Step.REGULAR] == default_package(
                                    board, rules, Step.REGULAR
                                )


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(combats(max_attackers=3, max_blockers=5))
def test_510_1c_702_19b_plans_left_lazy_with_several_options_imply_nothing(
    combat: Combat,
) -> None:
    """510.1c, 702.19b, 702.2c: a creature step_plans leaves without a plan
    because it surely has several options (a trampler with more than its
    blockers' lethal damage, a free division among two blockers or more)
    has them, and is one the general path finds no single option for; and
    the implied assignments read off the plans' shortcuts are those the
    general path finds over a plain mapping of the same plans."""
    board = combat.board
    for step in steps(board):
        plans = step_plans(board, combat.rules, step)
        general_options = _FixedOptions(board, dict(plans.items()))
        for creature in plans._several:  # type: ignore[attr-defined]
            plan = plans[creature]
            assert general_options._compute(creature) is None, plan
            assert LegalAssignments(board, plan, Package()).count() >= 2, plan
        general = implied_assignments(board, dict(plans.items()), EMPTY_PACKAGE)
        fast = implied_assignments(board, plans, EMPTY_PACKAGE)
        assert fast.assignments == general.assignments


def test_702_19b_one_blocker_tramplers_are_left_lazy_only_with_a_choice() -> None:
    """702.19b, 702.2c: which one-blocker tramplers step_plans marks as
    having several options (more than the blocker's lethal damage) on a
    table of boards, and that the implied assignments agree with the
    general path on each."""
    for power in (1, 2, 3, 6):
        for toughness in (1, 3):
            for deathtouch in (False, True):
                for marked in (0, toughness - 1):
                    for target_pw in (False, True):
                        board = _trampler_board(
                            power, toughness, deathtouch, marked, target_pw, False
                        )
                        lethal = 1 if deathtouch else toughness - marked
                        for rules in (RuleSet.CURRENT, RuleSet.R2023):
                            plans = step_plans(board, rules, Step.REGULAR)
                            lazy = "t" in plans._several  # type: ignore[attr-defined]
                            assert lazy == (power > lethal)
                            general = implied_assignments(board, dict(plans.items()), EMPTY_PACKAGE)
                            fast = implied_assignments(board, plans, EMPTY_PACKAGE)
                            assert fast.assignments == general.assignments
                            assert ("t" in fast) == (power <= lethal)


def _copy(board: Board) -> Board:
    """The same board without its memo (no plan built yet)."""
    return Board.trusted(
        board.players,
        board.permanents,
        board.active_player,
        board.orders,
        board.max_blockers_per_combat,
        board.block_cost_each,
        board.prevent_all_combat_damage,
        board.teams,
    )


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(combats(rules=RuleSet.CURRENT, max_attackers=3, max_blockers=5), st.data())
def test_510_1c_702_19b_lazy_plans_chosen_without_their_plans_as_with_them(
    combat: Combat, data: st.DataObject
) -> None:
    """510.1c, 702.19b, 702.2c: a free division left lazy (two blockers or
    more, no trample) or a trampler left lazy (more than its blockers'
    lethal damage) gets from the default chooser, read off its blockers
    without building its plan, what the chooser gives it from the plan: the
    whole package the same, with some of the others' assignments given
    first."""
    board = combat.board
    for step in steps(board):
        fresh = _copy(board)
        lazy = step_plans(fresh, combat.rules, step)
        assert isinstance(lazy, _StepPlans)
        implied = implied_assignments(fresh, lazy, EMPTY_PACKAGE)
        given = Package(
            tuple(
                a
                for a in default_package(board, combat.rules, step)
                if a.creature not in lazy._free and data.draw(st.booleans(), label="given")
            )
        )
        rest = implied_assignments(fresh, lazy, given)
        # (looking for implied assignments may have built some plans: those
        # the chooser reads itself)
        free = [c for c in lazy._free if lazy._index[c] is None]
        shortcut = _default_rest(fresh, lazy, given, rest, None)
        assert all(lazy._index[c] is None for c in free)  # chosen without their plans
        built = dict(step_plans(board, combat.rules, step).items())  # every plan built
        general = _default_rest(board, built, given, rest, None)
        assert shortcut.assignments == general.assignments
        assert implied.assignments == implied_assignments(board, built, EMPTY_PACKAGE).assignments


def _chosen_from_built_plans(board: Board) -> Package:
    """The regular step's default package (current rules) as resolve_step
    makes it, from every plan built: the implied assignments, then the
    chooser for the rest."""
    built = dict(step_plans(_copy(board), RuleSet.CURRENT).items())
    implied = implied_assignments(board, built, EMPTY_PACKAGE)
    return _default_rest(board, built, implied, EMPTY_PACKAGE, None)


def test_510_1c_a_free_division_among_two_blockers_is_chosen_without_its_plan() -> None:
    """The shortcut is taken (a test of the one above that cannot pass
    vacuously): 3 damage divided between two 2/2s, the first made lethal."""
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    elf = Permanent(id="elf", controller="B", power=1, toughness=2, blocking=("ogre",))
    bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
    board = Board((Player("A"), Player("B")), (ogre, elf, bear), "A")
    plans = step_plans(board, RuleSet.CURRENT)
    assert isinstance(plans, _StepPlans)
    assert plans._free == {"ogre": ("elf", "bear")}
    package = resolve_step(board, RuleSet.CURRENT, Step.REGULAR, auto=True).packages[Step.REGULAR]
    assert plans._index["ogre"] is None  # chosen without building its plan
    assert str(package) == "elf: ogre=1; bear: ogre=2; ogre: elf=2 bear=1"


def test_702_19b_a_trampler_with_more_than_lethal_is_chosen_without_its_plan() -> None:
    """The trampler's shortcut is taken and gives the plan's choice (a test of
    the property above that cannot pass vacuously): 6 damage past a 2/2 with
    1 marked and a 1/2, lethal to each and the rest to the player; with
    deathtouch, 1 to each; attacking a planeswalker, the rest to it (702.19b)."""
    cases = (
        (False, False, "t: b1=2 b2=2 B=2"),
        (True, False, "t: b1=1 b2=1 B=4"),
        (False, True, "t: b1=2 b2=2 pw=2"),
    )
    for deathtouch, target_pw, expected in cases:
        board = _trampler_board(6, 3, deathtouch, 1, target_pw, True)
        plans = step_plans(board, RuleSet.CURRENT)
        assert isinstance(plans, _StepPlans)
        assert plans._free == {"t": ("b1", "b2")}
        assert plans._excess == {"t": "pw" if target_pw else "B"}
        package = resolve_step(board, RuleSet.CURRENT, Step.REGULAR, auto=True).packages[
            Step.REGULAR
        ]
        assert plans._index["t"] is None  # chosen without building its plan
        assert str(package["t"]) == expected
        assert package.assignments == _chosen_from_built_plans(board).assignments
    # under the 2023 rules the plan is built (its layouts follow an order)
    board = _trampler_board(6, 3, False, 1, False, True)
    assert step_plans(board, RuleSet.R2023)._free == {}  # type: ignore[attr-defined]


def test_702_19b_a_trampler_dividing_among_two_blockers_is_chosen_without_its_plan() -> None:
    """510.1c, 702.19b: a trampler with no more than its two blockers'
    lethal damage is left lazy too. Alone, it gives the first blocker
    lethal damage and the second the rest. When another attacker's damage
    already makes the first blocker lethal (a blocker of two attackers,
    509.1a), the trampler's lethal damage to the second leaves some for the
    player. Both are what the chooser gives from the built plan."""
    for other in (False, True):
        perms = [
            Permanent(
                id="t",
                controller="A",
                power=3,
                toughness=3,
                abilities=frozenset({Keyword.TRAMPLE}),
                attacking="B",
            ),
            Permanent(
                id="b1",
                controller="B",
                power=1,
                toughness=2,
                can_block_additional=1 if other else 0,
                blocking=("t", "x") if other else ("t",),
            ),
            Permanent(id="b2", controller="B", power=1, toughness=2, blocking=("t",)),
        ]
        if other:
            perms.append(Permanent(id="x", controller="A", power=2, toughness=2, attacking="B"))
        board = Board((Player("A"), Player("B")), tuple(perms), "A")
        plans = step_plans(board, RuleSet.CURRENT)
        assert isinstance(plans, _StepPlans)
        assert plans._free["t"] == ("b1", "b2") and plans._excess["t"] == "B"
        assert "t" in plans._several  # several options: nothing implied
        result = resolve_step(board, RuleSet.CURRENT, Step.REGULAR, auto=True)
        package = result.packages[Step.REGULAR]
        assert plans._index["t"] is None  # chosen without building its plan
        assert str(package["t"]) == ("t: b2=2 B=1" if other else "t: b1=2 b2=1")
        assert package.assignments == _chosen_from_built_plans(board).assignments
