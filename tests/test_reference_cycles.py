"""The engine makes no reference cycles: a board keeps its step plans (and
their fixed options) in its memo, and those hold the board only by a weak
reference, so every board a combat makes, and the caller's board, is freed
as soon as its last reference goes. A cycle would leave each of them, with
everything it holds, to the cyclic garbage collector, which then runs in
the middle of the caller's own work (issue 15)."""

from __future__ import annotations

import gc
import pickle
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress

import pytest
from hypothesis import given, settings

from mtgcombat import Assignment, Board, Package, Permanent, Player, RuleSet, Step
from mtgcombat.rules.assignment import (
    check_steps,
    default_package,
    implied_assignments,
    legal_assignments,
    step_plans,
    steps,
)
from mtgcombat.rules.assignment_plans import _step_plans, _StepPlans
from mtgcombat.rules.combat import (
    CombatError,
    check_combat,
    cleanup,
    end_of_combat,
    resolve_combat,
)
from strategies import Combat, combats


@contextmanager
def _new_garbage_counted() -> Iterator[list[int]]:
    """Counts the unreachable objects that the body leaves behind: every
    object older than the body is frozen out of the collection, and the
    collector stays off while the body runs."""
    counted: list[int] = []
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    gc.freeze()
    try:
        yield counted
        counted.append(gc.collect())
    finally:
        gc.unfreeze()
        if enabled:
            gc.enable()


def _everything(board: Board, rules: RuleSet, combat: Combat) -> None:
    """What engines call on a board: each step's plans (through the public
    ``step_plans`` and as the engine reads them), implied assignments,
    default packages and legal assignments, the checks of given
    assignments, the whole combat with and without triggers, then the end
    of combat and cleanup."""
    try:
        result = resolve_combat(board, rules, auto=True)
        end_of_combat(result.board)
        cleanup(result.board)
        resolve_combat(board, rules, auto=True, triggers=True)
    except (CombatError, ValueError):
        pass
    for step in steps(board):
        plans = step_plans(board, rules, step)
        implied_assignments(board, plans, default_package(board, rules, step))
        implied_assignments(board, _step_plans(board, rules, step), Package())
        for creature, plan in plans.items():
            if plan.forced() is None:
                legal_assignments(board, creature, rules, step).count()
    tables = {
        step: Package(tuple(Assignment.of(c, a) for c, a in table.items()))
        for step, table in combat.others.items()
    }
    check_steps(board, tables, rules)
    with suppress(CombatError, ValueError):
        check_combat(board, tables, rules)


def _leaves_garbage(make: Callable[[], Board], work: Callable[[Board], object]) -> int:
    work(make())  # the first use of each value class compiles its methods
    with _new_garbage_counted() as counted:
        board = make()
        work(board)
        del board
    return counted[0]


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(combats(max_attackers=3, max_blockers=4))
def test_a_combat_and_its_queries_leave_no_reference_cycle(combat: Combat) -> None:
    """Random combats under both rule sets: the caller's board (a fresh copy
    each time), the boards of each step and everything they remember are
    freed by reference counting alone."""
    frozen = pickle.dumps(combat.board)

    def work(board: Board) -> None:
        _everything(board, combat.rules, combat)

    assert _leaves_garbage(lambda: pickle.loads(frozen), work) == 0


def _divided() -> Board:
    """An ogre blocked by two creatures: under the current rules it divides
    its damage freely (510.1c), so its plan is left to be built when asked."""
    ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
    bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
    return Board((Player("A"), Player("B")), (ogre, elf, bear), "A")


def test_step_plans_kept_longer_than_their_board_still_build_their_plans() -> None:
    """A caller of ``step_plans`` may drop the board and keep the plans: the
    public function hands out a view that holds the board, so a plan left
    to be built lazily is still built, the same as with the board in hand."""
    plans = step_plans(_divided(), RuleSet.CURRENT, Step.REGULAR)
    assert type(plans) is _StepPlans
    assert plans._index["ogre"] is None  # not built yet
    gc.collect()
    kept = step_plans(_divided(), RuleSet.CURRENT, Step.REGULAR)
    assert plans["ogre"] == kept["ogre"]
    assert [s.id for s in plans["ogre"].layouts[0].slots] == ["elf", "bear"]


def test_the_engine_does_not_pin_the_boards_it_reads() -> None:
    """The plans the board remembers hold it weakly, whoever asked: the
    engine's own reads (resolving, the default chooser, the checks) and the
    public ``step_plans``, which hands out a view that holds the board and
    shares the plans' state (a plan built through it is built for both)."""
    board = _divided()
    resolve_combat(board, RuleSet.CURRENT, auto=True)
    default_package(board, RuleSet.CURRENT, Step.REGULAR)
    kept = board._memo[("step_plans", RuleSet.CURRENT, Step.REGULAR)]
    assert isinstance(kept, _StepPlans)
    view = step_plans(board, RuleSet.CURRENT, Step.REGULAR)
    assert isinstance(view, _StepPlans) and view is not kept
    assert kept._pin is None and view._pin is board and view._origin is kept
    assert kept._index["ogre"] is None
    assert view["ogre"] is kept["ogre"]  # built once, for both
    assert view == kept and list(view) == list(kept) == ["ogre", "elf", "bear"]
    again = step_plans(board, RuleSet.CURRENT, Step.REGULAR)
    assert isinstance(again, _StepPlans) and again._origin is kept


def test_callers_of_step_plans_and_implied_assignments_leave_no_cycle_either() -> None:
    """A caller that asks for the plans, reads one and asks for the implied
    assignments with them leaves nothing for the collector: the view is not
    in the board's memo, and the fixed options are kept for the memo's plans."""

    def work(board: Board) -> object:
        plans = step_plans(board, RuleSet.CURRENT, Step.REGULAR)
        implied_assignments(board, plans, Package.parse("ogre: elf=1 bear=4"))
        return plans["ogre"]

    assert _leaves_garbage(_divided, work) == 0


def test_a_cycle_is_counted() -> None:
    """The counter the tests above read sees a cycle that the work leaves."""

    class Node:
        def __init__(self) -> None:
            self.me = self

    def work(board: Board) -> object:
        return Node()

    assert _leaves_garbage(_divided, work) > 0
    gc.collect()
