"""Fast paths of the assignment checks agree with counting: a plan seen to
have several legal assignments without counting them has at least two."""

from __future__ import annotations

from hypothesis import given, settings

from mtgcombat import Package
from mtgcombat.rules.assignment import LegalAssignments, step_plans, steps
from mtgcombat.rules.assignment_options import _surely_several
from strategies import Combat, combats


@settings(max_examples=300, deadline=None)
@given(combats(max_attackers=3, max_blockers=4))
def test_510_1c_702_19b_surely_several_plans_have_two_assignments_at_least(
    combat: Combat,
) -> None:
    """510.1c-d, 702.19b: damage beyond lethal may always go to a creature, so
    a layout whose amount exceeds the lethal damage of all but its last slot
    has two legal assignments at least (the shortcut that spares counting a
    huge trampler's divisions)."""
    board = combat.board
    for step in steps(board):
        for plan in step_plans(board, combat.rules, step).values():
            if _surely_several(plan):
                assert LegalAssignments(board, plan, Package()).count() >= 2, plan
