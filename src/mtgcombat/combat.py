"""The combat damage step (510.2-510.4), end of combat (511.3) and cleanup (514.2).

:func:`resolve_combat` plays a declared combat's damage steps: the first-strike
step when some attacking or blocking creature has first strike or double
strike (510.4), then the regular step. In each step the assignments are taken
as given (creatures with one legal choice are filled in), or from the explicit
default chooser when asked; each player's package is checked as a whole
(510.1e) before anything is dealt; all damage is dealt at once (510.2); then
state-based actions are performed (704). A creature destroyed in the first
step deals nothing later; a blocked creature whose blockers are gone assigns
nothing, or everything to the player with trample (702.19d).

>>> from mtgcombat.model import Board, Permanent, Player, Keyword
>>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
...                    abilities=frozenset({Keyword.FIRST_STRIKE}))
>>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("knight",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(knight, bear),
...               active_player="A")
>>> result = resolve_combat(board, RuleSet.CURRENT)
>>> result.board.permanent("bear").zone.value, result.board.permanent("knight").damage
('graveyard', 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from mtgcombat.assignment import (
    Package,
    check_steps,
    default_package,
    implied_assignments,
    step_plans,
    steps,
)
from mtgcombat.damage import deal_combat_damage
from mtgcombat.events import DamageRemoved, Event, RemovedFromCombat, StepBegins
from mtgcombat.model import Board, Keyword, Permanent
from mtgcombat.rules import RuleSet, Step
from mtgcombat.sba import check_state_based_actions
from mtgcombat.verdict import Violation


class CombatError(ValueError):
    """A combat that cannot be resolved as asked."""


class MissingAssignmentError(CombatError):
    """A creature with a real choice has no assignment (and no default was asked for)."""

    def __init__(self, step: Step, creatures: Sequence[str]) -> None:
        self.step = step
        self.creatures = tuple(creatures)
        super().__init__(
            f"no {step} step assignment for {', '.join(creatures)}, "
            "which have a choice (510.1); give one, or ask for the default chooser"
        )


class IllegalAssignmentError(CombatError):
    """A step's assignment package breaks 510.1; nothing was dealt (510.1e)."""

    def __init__(self, step: Step, violations: Sequence[Violation]) -> None:
        self.step = step
        self.violations = tuple(violations)
        rules = ", ".join(dict.fromkeys(v.rule for v in violations))
        super().__init__(f"the {step} step assignment is illegal ({rules})")


@dataclass(frozen=True)
class CombatResult:
    """The board after the combat damage steps, the events in order, and the
    package each step used."""

    board: Board
    events: tuple[Event, ...]
    packages: Mapping[Step, Package] = field(default_factory=dict)


def resolve_combat(
    board: Board,
    rules: RuleSet,
    assignments: Mapping[Step, Package] | None = None,
    *,
    auto: bool = False,
    shield_order: Mapping[str, Sequence[str]] | None = None,
) -> CombatResult:
    """Run the combat damage step(s) still to come in a declared combat.
    ``assignments`` gives each step's package; with ``auto``, creatures without
    one use :func:`~mtgcombat.assignment.default_package`. Raises
    :class:`MissingAssignmentError` or :class:`IllegalAssignmentError`
    (nothing changes). The input board is not modified. To change the board
    between the steps (a creature gaining double strike, say: 702.4d), call
    :func:`resolve_step` for each step instead."""
    given = assignments or {}
    events: list[Event] = []
    used: dict[Step, Package] = {}
    for step in steps(board):
        if game_over(board):
            break
        result = resolve_step(
            board, rules, step, given.get(step), auto=auto, shield_order=shield_order
        )
        board = result.board
        events.extend(result.events)
        used.update(result.packages)
    return CombatResult(board, tuple(events), used)


def game_over(board: Board) -> bool:
    """Whether at most one player is still in the game: then the game is over
    (104.2a) and no further combat damage step happens."""
    return sum(1 for p in board.players if not p.lost) <= 1


def resolve_step(
    board: Board,
    rules: RuleSet,
    step: Step,
    package: Package | None = None,
    *,
    auto: bool = False,
    shield_order: Mapping[str, Sequence[str]] | None = None,
) -> CombatResult:
    """One combat damage step: fill in and check the package (510.1e), deal
    the damage at once (510.2), perform state-based actions (704). As the
    first-strike step begins, the creatures with first strike or double strike
    are recorded (``had_first_strike``), which decides who deals damage in the
    regular step (510.4, 702.4c-d, 702.7c)."""
    events: list[Event] = [
        StepBegins("510.4" if step is Step.FIRST_STRIKE else "510.1", step.value)
    ]
    if step is Step.FIRST_STRIKE:
        board = board.with_permanents(
            replace(p, had_first_strike=True) if board.is_in_combat(p.id) and _early(p) else p
            for p in board.permanents
        )
    plans = step_plans(board, rules, step)
    given = package or Package()
    chosen = Package(tuple(a for a in given if a.creature in plans))
    # A creature that has left combat (destroyed in the first-strike step,
    # say) deals nothing; one still in combat but not in this step is an error.
    stray = [
        a.creature for a in given if a.creature not in plans and board.is_in_combat(a.creature)
    ]
    chosen = chosen.merged(implied_assignments(board, plans, chosen))
    missing = [c for c in plans if c not in chosen]
    if missing and auto:
        chosen = default_package(board, rules, step, given=chosen)
    elif missing:
        raise MissingAssignmentError(step, missing)
    violations = [v for c in check_steps(board, {step: chosen}, rules) for v in c.violations]
    if stray:
        violations.extend(
            v
            for c in check_steps(board, {step: given}, rules)
            for v in c.violations
            if v.objects and v.objects[0] in stray
        )
    if violations:
        raise IllegalAssignmentError(step, violations)
    board, dealt = deal_combat_damage(board, chosen, step, shield_order=shield_order)
    events.extend(dealt)
    board, sba = check_state_based_actions(board, rules)
    events.extend(sba)
    return CombatResult(board, tuple(events), {step: chosen})


def _early(perm: Permanent) -> bool:
    return perm.has(Keyword.FIRST_STRIKE) or perm.has(Keyword.DOUBLE_STRIKE)


def end_of_combat(board: Board) -> tuple[Board, tuple[Event, ...]]:
    """511.3: as the end of combat step ends, every creature, planeswalker and
    battle is removed from combat (and the orders go with them)."""
    events = tuple(RemovedFromCombat("511.3", c) for c in board.in_combat())
    cleared = board.with_permanents(
        replace(
            p,
            attacking=None,
            blocking=(),
            blocked=False,
            band="",
            entered_blocking=False,
            had_first_strike=False,
        )
        for p in board.permanents
    )
    return cleared.with_orders({}), events


def cleanup(board: Board) -> tuple[Board, tuple[Event, ...]]:
    """514.2: all marked damage is removed from permanents."""
    events = tuple(DamageRemoved("514.2", p.id, p.damage) for p in board.permanents if p.damage)
    return board.with_permanents(replace(p, damage=0) for p in board.permanents), events
