"""State-based actions in the combat damage step, with the step's own
copies finished in place (zones, 704.5h's deathtouch marks cleared without a
new board when nothing else holds them), give what the public check gives on
the same damaged board, and leave the board before damage as it was
(704.3, 704.5g-h, 702.2b-c)."""

from __future__ import annotations

from hypothesis import given, settings

from mtgcombat import check_state_based_actions
from mtgcombat.core.model import evolve
from mtgcombat.rules.assignment import default_package, steps
from mtgcombat.rules.damage import deal_combat_damage
from mtgcombat.rules.effects import has_effects
from mtgcombat.rules.sba import state_based_actions
from strategies import Combat, combats


@settings(max_examples=400, deadline=None)
@given(combats(max_attackers=3, max_blockers=5))
def test_704_5h_deathtouch_marks_cleared_in_place_match_the_public_check(
    combat: Combat,
) -> None:
    board = combat.board
    step = steps(board)[0]
    package = default_package(board, combat.rules, step)
    damaged, _ = deal_combat_damage(board, package, step)
    kept = [evolve(p) for p in board.permanents]
    expected = check_state_based_actions(damaged, combat.rules)
    found = state_based_actions(damaged, combat.rules, (), set(), has_effects(board), board)
    assert found == expected
    assert not any(p.deathtouch_damaged for p in found[0].permanents)
    assert list(board.permanents) == kept
