"""The attacker's best damage assignment orders (509.2, 2023 rules) and
packages for the blocks on the board, anytime from the default play; and the
defending player's own divisions in answer (510.1d, 702.22j):
:func:`best_assignment` and :func:`best_orders`.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping, Sequence

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.rules.assignment import Package, steps
from mtgcombat.rules.assignment_plans import _step_plans
from mtgcombat.rules.combat import (
    CombatError,
    CombatResult,
    game_over,
    resolve_combat,
    resolve_step,
)
from mtgcombat.solver.clock import _Clock, _OutOfTime
from mtgcombat.solver.combine import _combine, _pareto, _respond
from mtgcombat.solver.damage_triggers import damage_unplayed
from mtgcombat.solver.fight_search import _choosers_of, _FightSearch
from mtgcombat.solver.fight_split import _Sides
from mtgcombat.solver.objective import Objective
from mtgcombat.solver.packages import legal_packages
from mtgcombat.solver.plans import CombatPlan, Solution, SolverError, _merge


def _the_other(board: Board, player: str) -> str:
    others = [p.id for p in board.players if p.id != player]
    if not others:
        raise SolverError("combat needs two players")
    if len(others) > 1:
        defenders = {board.defending_player(a) for a in board.attackers()}
        if len(defenders) != 1:
            raise SolverError("the solver handles one defending player")
        return defenders.pop()
    return others[0]


def _replay(
    board: Board, rules: RuleSet, plan: CombatPlan, played: Mapping[Step, Package]
) -> CombatResult:
    ordered = board.with_orders({**board.orders, **plan.orders}) if plan.orders else board
    return resolve_combat(ordered, rules, played)


def best_assignment(
    board: Board,
    rules: RuleSet | str,
    *,
    player: str | None = None,
    objective: Objective | None = None,
    opponent_objective: Objective | None = None,
    given: Mapping[Step, Package] | None = None,
    time_limit: float | None = None,
) -> Solution[CombatPlan]:
    """A player's best damage assignment orders (2023 rules) and packages for
    every damage step still to come, for the blocks on the board.

    For the active player (the default ``player``): ``objective`` is its own
    (default :class:`Objective`); ``opponent_objective`` decides the defending
    player's own choices, where it has any (default: the same weights from its
    side).

    For the defending player, whose creatures assign after the attacker's in
    each step (510.1): its choices exist where a blocker blocks several
    attackers (510.1d) or a band's attacker is divided by it (702.22j). The
    attacker's packages are ``given`` (say, from a scenario file); a step the
    attacker has no package for gets the attacker's best for that moment
    (re-solved after the first-strike step). The defender's orders (509.3,
    2023) are those on the board.

    With ``time_limit`` (seconds), the best found so far is returned with
    ``optimal=False`` if the search is cut short.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> best = best_assignment(board, "current")
    >>> str(best.choice), best.optimal
    ('regular: ogre: elf=1 bear=4', True)
    """
    rules = RuleSet.coerce(rules)
    mine = objective or Objective()
    me = board.active_player
    if player is not None and player != me:
        found = _defender_assignment(
            board, rules, player, mine, opponent_objective or mine, given or {}, time_limit
        )
    else:
        other = _the_other(board, me)
        # Only the defending player's creatures answer the attacker's (509.1a,
        # 510.1): a third player's creature with a choice of its own (an
        # illegal block played as written) has no one in the search to make it.
        if any(_chooses(board, rules, p.id) for p in board.players if p.id not in (me, other)):
            raise SolverError("the solver handles one defending player")
        sides = _Sides(me, other, mine, opponent_objective or mine)
        found = _attacker_best(board, rules, sides, _Clock(time_limit))
    # The abilities that trigger on combat damage (510.3a) are played as the
    # file chooses; an effect only recorded is left out of the value.
    unplayed = damage_unplayed(board)
    if unplayed:
        found = dataclasses.replace(found, optimal=False, unplayed=(*found.unplayed, *unplayed))
    return found


def _default_plan(board: Board, rules: RuleSet, me: str) -> tuple[CombatPlan, CombatResult] | None:
    """The default play (the first answer of the anytime search): the
    declared orders, board order where none is declared (2023 rules), and the
    default chooser's packages for every creature (``resolve --auto``). None
    if the board cannot be played that way."""
    orders = {c: board.damage_assignment_order(c) for c in _choosers_of(board, rules, me)}
    ordered = board.with_orders({**board.orders, **orders}) if orders else board
    try:
        outcome = resolve_combat(ordered, rules, auto=True)
    except (CombatError, ValueError):
        return None
    assigners: dict[str, str] = {}
    for step in steps(board):
        for c, plan in _step_plans(board, rules, step).items():
            assigners.setdefault(c, plan.assigner)
    packages = {
        step: Package(
            tuple(
                a
                for a in package
                if assigners.get(a.creature, board.permanent(a.creature).controller) == me
            )
        )
        for step, package in outcome.packages.items()
    }
    return CombatPlan(orders, packages), outcome


def _chooses(board: Board, rules: RuleSet, player: str) -> bool:
    """Whether ``player`` has a choice of its own in the damage steps: a
    creature whose damage it assigns with more than one legal way (a blocker
    of several attackers, 510.1d; a blocker of a band, 702.22j)."""
    for step in steps(board):
        for plan in _step_plans(board, rules, step).values():
            if plan.assigner == player and plan.forced() is None:
                return True
    return False


def _attacker_best(
    board: Board, rules: RuleSet, sides: _Sides, clock: _Clock, *, their_orders: bool = False
) -> Solution[CombatPlan]:
    """:func:`best_assignment` for the active player, anytime: the default
    play first; then the fight search, whose answer replaces the default only
    when its replay on the whole board is at least as good. With
    ``their_orders`` the defender still announces its orders (509.3) after the
    attacker's, and the plan holds them too (see :class:`_FightSearch`)."""
    me, mine = sides.me, sides.mine
    started = time.monotonic()
    default = _default_plan(board, rules, me)
    # The search stops early enough to replay its answer on the whole board
    # (about what the default play cost) before the final deadline.
    clock.reserve(2.0 * (time.monotonic() - started) + 0.02)
    # Candidates in the order found; the first of the best is the answer.
    found: list[tuple[CombatPlan, CombatResult, bool]] = []
    # The default play has the other player answer with its own default
    # choices; where it has choices of its own, the search has it answer with
    # its best instead, and the default play only stands in for a search that
    # found nothing.
    fallback = None
    if default is not None:
        if _chooses(board, rules, sides.other):
            fallback = (*default, False)
        else:
            found.append((*default, False))
    try:
        search = _FightSearch(rules, sides, clock, their_orders=their_orders)
        key, picks, complete = _respond(board, rules, sides, clock, search)
        predicted = (key[0], mine.score(board, me) + key[1])
        try:
            plan, played = _merge(picks)
            outcome: CombatResult | None = _replay(board, rules, plan, played)
        except (CombatError, ValueError):  # the fights' plans do not fit together
            outcome = None
        actual = None if outcome is None else mine.key(outcome.board, me)
        if outcome is not None:
            found.append((plan, outcome, complete))
        if actual is None or (
            complete and (actual[0] != predicted[0] or abs(actual[1] - predicted[1]) > 1e-6)
        ):
            # The fights interacted beyond life and poison totals after all:
            # search the combat as one fight instead (exact, slower).
            if outcome is not None:
                found[-1] = (plan, outcome, False)
            whole = _FightSearch(rules, sides, clock, their_orders=their_orders)
            results = whole.results(board) if board.in_combat() else []
            chosen = [_pareto(results, board, me, clock)] if results else []
            _, picks = _combine(board, chosen, sides, clock)
            plan, played = _merge(picks)
            outcome = _replay(board, rules, plan, played)
            found.append((plan, outcome, whole.complete and not clock.expired))
    except _OutOfTime:
        pass
    if not found and fallback is not None:
        found.append(fallback)
    if not found:
        raise SolverError("the solver's plan does not replay on this board")
    # The best by the objective; among equals the search's proven answer.
    # When the default play beats a proven answer (the other player's default
    # answer is worse for it than its best), the default stands unproven.
    best = max(found, key=lambda f: (mine.key(f[1].board, me), f[2]))
    plan, outcome, complete = best
    complete = complete and not clock.memory_spent
    return Solution(plan, mine.value(outcome.board, me), complete, outcome, me)


def _defender_assignment(
    board: Board,
    rules: RuleSet,
    me: str,
    mine: Objective,
    theirs: Objective,
    given: Mapping[Step, Package],
    time_limit: float | None,
) -> Solution[CombatPlan]:
    if me != _the_other(board, board.active_player):
        raise SolverError(f"{me} is not the defending player")
    clock = _Clock(time_limit)

    def attack(board: Board, step: Step) -> Package:
        planned = given.get(step)
        if planned is not None:
            return planned
        answer = best_assignment(
            board,
            rules,
            objective=theirs,
            opponent_objective=mine,
            time_limit=clock.remaining(),
        )
        return answer.choice.packages.get(step, Package())

    def play(
        board: Board, todo: Sequence[Step]
    ) -> tuple[tuple[int, float], dict[Step, Package], dict[Step, Package], Board]:
        """The defender's best from here: its key, its packages, every
        package played, and the board this leaves."""
        if not todo or game_over(board):
            return mine.key(board, me), {}, {}, board
        step, rest = todo[0], todo[1:]
        theirs_now = attack(board, step)
        best: tuple[tuple[int, float], dict[Step, Package], dict[Step, Package], Board] | None
        best = None
        for package in legal_packages(board, rules, step, me, theirs_now):
            both = theirs_now.merged(package)
            try:
                after = resolve_step(board, rules, step, both).board
            except CombatError as exc:
                raise SolverError(f"the attacker's {step} step package: {exc}") from None
            key, later, played, final = play(after, rest)
            if best is None or key > best[0]:
                best = (key, {step: package, **later}, {step: both, **played}, final)
            if clock.check():
                break
        if best is None:  # the attacker's package left the defender nothing legal
            raise SolverError(f"no legal {step} step package for {me} after the attacker's")
        return best

    _, packages, played, _ = play(board, steps(board))
    outcome = resolve_combat(board, rules, played)
    plan = CombatPlan({}, packages)
    return Solution(plan, mine.value(outcome.board, me), not clock.expired, outcome, me)


def best_orders(
    board: Board,
    rules: RuleSet | str,
    *,
    objective: Objective | None = None,
    opponent_objective: Objective | None = None,
    time_limit: float | None = None,
) -> Solution[Mapping[str, tuple[str, ...]]]:
    """The active player's best damage assignment orders (509.2, 2023 rules),
    assuming its best assignments afterwards; under the current rules there
    are no orders and the choice is empty.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> best = best_orders(board, "2023")
    >>> dict(best.choice), best.optimal
    ({'ogre': ('elf', 'bear')}, True)
    """
    rules = RuleSet.coerce(rules)
    best = best_assignment(
        board,
        rules,
        objective=objective,
        opponent_objective=opponent_objective,
        time_limit=time_limit,
    )
    return Solution(best.choice.orders, best.value, best.optimal, best.outcome, best.player)
