"""The defending player's best legal block declaration (509.1, the 509.1c
maximum included; costs taken as paid), the attacker then answering with its
best orders and assignments: :func:`best_blocks`, which picks the block
search's strategies, and the attacker's answer to the blocks chosen, the
declare blockers step played first.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time

from mtgcombat.core.budget import watching
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.blocks import (
    BlockDeclaration,
    block_options,
    blocker_problems,
    capacity,
    is_legal_blocks,
)
from mtgcombat.rules.combat import CombatError, CombatResult, game_over, resolve_combat
from mtgcombat.rules.effects import changes_in_force
from mtgcombat.solver.assign import _attacker_best, _the_other
from mtgcombat.solver.block_search import _BlockSearch
from mtgcombat.solver.clock import _Clock, _OutOfTime
from mtgcombat.solver.counted import _counted_blocks, _counted_fits
from mtgcombat.solver.damage_triggers import damage_unplayed
from mtgcombat.solver.declarations import with_blocks, without_blocks
from mtgcombat.solver.fight_split import FightCache, _Sides, _splits
from mtgcombat.solver.objective import Objective, with_pumps
from mtgcombat.solver.plans import CombatPlan, Solution, SolverError
from mtgcombat.solver.triggers import Stage, Survey, play, survey


def best_blocks(
    board: Board,
    rules: RuleSet | str,
    *,
    objective: Objective | None = None,
    attacker_objective: Objective | None = None,
    time_limit: float | None = None,
    fight_cache: FightCache | None = None,
    triggers: bool = True,
) -> Solution[BlockDeclaration]:
    """The defending player's best legal block declaration for the attack on
    the board (any blocks already on it are set aside), assuming the attacker
    then chooses its orders and assignments to its own best in every step.
    ``objective`` is the defender's; ``attacker_objective`` the attacker's
    (default: the same weights from its side, so what one gains the other
    loses). Costs to block (509.1d) are taken as paid. ``fight_cache`` (a
    dict, at first empty) lets calls on boards that differ only in their
    attacks, under the same rules and objectives, share the fights they
    searched to the end (:func:`mtgcombat.solver.attacks.best_attacks`).

    Each declaration is valued with the declare blockers step's triggered
    abilities played first (bushido, rampage, flanking, afflict, "whenever ~
    blocks / becomes blocked ...": 509.3a-g now, 509.5a-g in 2023), as
    ``resolve`` plays them (:mod:`mtgcombat.solver.triggers`); what they give
    until end of turn is left out of a creature's worth (it ends in the
    cleanup step, 514.2: :attr:`Solution.temporary`). A choice about them
    the solver plays one way only (a "you may", a target, the order of one
    player's abilities) leaves the answer not proven, with the reason in
    :attr:`Solution.unplayed`. With ``triggers=False`` the board is taken
    as it is written (``--no-triggers``).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=6)
    >>> board = Board([Player("A"), Player("B", life=4)], [ogre, bear, wall], "A")
    >>> best = best_blocks(board, "current")
    >>> str(best.choice), best.optimal
    ('wall: ogre', True)

    Bushido 2 makes a 1/1 a 3/3 as it blocks (702.45a): it kills the bear
    and survives, and still counts as a 1/1 after combat.

    >>> from mtgcombat.core.abilities import Bushido
    >>> samurai = Permanent(id="samurai", controller="B", power=1, toughness=1,
    ...                     abilities=frozenset({Bushido(2)}))
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> best = best_blocks(Board([Player("A"), Player("B")], [bear, samurai], "A"), "current")
    >>> str(best.choice), best.value, best.optimal, dict(best.temporary)
    ('samurai: bear', 2.0, True, {'samurai': (2, 2)})
    """
    return _best_blocks(
        board,
        rules,
        objective=objective,
        attacker_objective=attacker_objective,
        time_limit=time_limit,
        fight_cache=fight_cache,
        triggers=triggers,
    )[0]


def _best_blocks(
    board: Board,
    rules: RuleSet | str,
    *,
    objective: Objective | None = None,
    attacker_objective: Objective | None = None,
    time_limit: float | None = None,
    fight_cache: FightCache | None = None,
    triggers: bool = True,
) -> tuple[Solution[BlockDeclaration], bool]:
    """:func:`best_blocks`, and whether its search went through every choice
    (then the answer is proven unless it lists something it played one way
    only, :attr:`Solution.unplayed`)."""
    rules = RuleSet.coerce(rules)
    mine = objective or Objective()
    theirs = attacker_objective or mine
    if not board.attackers():
        raise SolverError("no creature is attacking, so there is nothing to block")
    base = without_blocks(board)
    attacker = base.active_player
    defender = _the_other(base, attacker)
    defence = _Sides(defender, attacker, mine, theirs)
    attack = _Sides(attacker, defender, theirs, mine)
    clock = _Clock(time_limit)
    started = time.monotonic()
    # The first answer: a legal declaration that obeys as many requirements
    # as possible (509.1c): no blocks if that is legal, else the witness of
    # the maximum.
    verdict = is_legal_blocks(base, BlockDeclaration(), rules)
    default = BlockDeclaration() if verdict.legal else verdict.witness
    if default is None or not is_legal_blocks(base, default, rules).legal:
        raise SolverError("no legal block declaration was found")
    # Keep time after the search for the attacker's answer to the blocks
    # chosen and its replay on the whole board (a few default plays).
    played = time.monotonic()
    with contextlib.suppress(CombatError, ValueError):
        resolve_combat(with_blocks(base, default), rules, auto=True, triggers=True)
    clock.reserve(4.0 * (time.monotonic() - played) + 0.1 * (played - started) + 0.05)
    # The declare blockers step's triggers (509.1i) are played for every
    # declaration valued; fight by fight only where each stays in its fight.
    found = survey(base, rules) if triggers else Survey()
    local = not found.present or found.local
    search = _BlockSearch(base, rules, defence, attack, clock, fight_cache, found)
    # the abilities that trigger on combat damage, played in every step (510.3a)
    search.unplayed.update(dict.fromkeys(damage_unplayed(base)))
    eligible = [
        p.id
        for p in base.permanents
        if p.is_creature and not blocker_problems(base, p.id) and block_options(base, p.id)
    ]
    simple = (
        _splits(base)
        and mine.avoid_losing
        and theirs.avoid_losing
        and all(capacity(base.permanent(b)) == 1 for b in eligible)
        and all(len(base.band_of(a)) == 1 for a in base.attackers())
        # The fight-by-fight bounds assume the defender cannot win in combat.
        and local
        and not found.hurts_attacker
    )
    try:
        # the rules engine's loops (a declaration's triggers, 509.1i) tick
        # the search's clock too
        with watching(clock.tick):
            _search(search, default, eligible, simple, local, mine, theirs, base, rules, clock)
    except _OutOfTime:
        search.complete = False
    declaration = default if search.best is None else search.best[1]
    answered = time.monotonic()
    try:
        answer, stage = _answer_blocks(base, rules, declaration, defence, clock, found.present)
    except _OutOfTime:
        # the declaration's triggers do not resolve in the time left: the
        # default declaration's do (played once before the search, its time
        # kept in reserve)
        declaration, search.complete = default, False
        answer, stage = _answer_blocks(
            base, rules, default, defence, clock, found.present, watched=False
        )
    search.unplayed.update(dict.fromkeys(stage.unplayed))
    optimal = search.complete and not clock.expired and answer.optimal
    left = clock.remaining()
    if declaration != default and (left is None or left > time.monotonic() - answered):
        # Never worse than the default declaration, as the attacker answers.
        fallback, fallen = _answer_blocks(
            base, rules, default, defence, clock, found.present, watched=False
        )
        if with_pumps(mine, fallen.pumps).key(fallback.outcome.board, defender) > with_pumps(
            mine, stage.pumps
        ).key(answer.outcome.board, defender):
            declaration, answer, stage, optimal = default, fallback, fallen, False
    # The defender's own orders in the answer's plan (509.3): announced with
    # the blocks, after the attacker's.
    orders = {
        c: o for c, o in answer.choice.orders.items() if base.permanent(c).controller == defender
    }
    solution = Solution(
        declaration,
        with_pumps(mine, stage.pumps).value(answer.outcome.board, defender),
        optimal and not search.unplayed,
        answer.outcome,
        defender,
        orders,
        stage.events,
        dict(stage.pumps),
        tuple(search.unplayed),
    )
    return solution, optimal


def _search(
    search: _BlockSearch,
    default: BlockDeclaration,
    eligible: list[str],
    simple: bool,
    local: bool,
    mine: Objective,
    theirs: Objective,
    base: Board,
    rules: RuleSet,
    clock: _Clock,
) -> None:
    """The block search's phases, each keeping the best found in
    ``search`` (:class:`_OutOfTime` when the clock runs out)."""
    search.offer(default)
    if len(base.attackers()) > _GREEDY_FROM or len(eligible) > _GREEDY_FROM:
        search.greedy(eligible)
        if simple:
            # Local improvement first, for at most half the time left:
            # the fight-by-fight search of a big board may fill the
            # memory budget before it finds anything better.
            left = clock.remaining()
            search.improve(eligible, None if left is None else time.monotonic() + left / 2)
    if simple:
        search.by_fights(eligible)
    elif not (
        local and _counted_fits(base, mine, theirs, rules) and _counted_blocks(search, eligible)
    ):
        search.exhaustive()


_GREEDY_FROM = 8
"""Attackers or blockers past which the block search starts from a greedy
declaration too (smaller boards are searched exactly in no time)."""


def _answer_blocks(
    base: Board,
    rules: RuleSet,
    declaration: BlockDeclaration,
    defence: _Sides,
    clock: _Clock,
    triggers: bool = False,
    *,
    watched: bool = True,
) -> tuple[Solution[CombatPlan], Stage]:
    """The attacker's best answer to these blocks, within the time left, and
    (with ``triggers``) the declare blockers step played before it: the
    answer's outcome is then the combat ``resolve`` plays for these blocks
    and this plan, its events beginning with the step's. The step's
    triggers stop at the final deadline (:class:`_OutOfTime`) unless not
    ``watched``."""
    attack = _Sides(defence.other, defence.me, defence.theirs, defence.mine)
    left = clock.remaining()
    blocked = with_blocks(base, declaration)
    if not triggers:
        stage = Stage(blocked)
    elif watched:
        with watching(_Clock(left, within=clock).tick):
            stage = play(blocked, rules)
    else:
        stage = play(blocked, rules)
    if not stage.events:
        within = _Clock(left, within=clock)
        answer = _attacker_best(blocked, rules, attack, within, their_orders=True)
        return answer, Stage(blocked, unplayed=stage.unplayed)
    after = stage.board
    attack = _Sides(
        attack.me, attack.other, with_pumps(attack.mine, stage.pumps),
        with_pumps(attack.theirs, stage.pumps),
    )  # fmt: skip
    if game_over(after):  # the game ended as the triggers resolved: no damage
        outcome = CombatResult(after, stage.events, {}, changes_in_force(after))
        value = attack.mine.value(after, attack.me)
        return Solution(CombatPlan({}, {}), value, True, outcome, attack.me), stage
    answer = _attacker_best(after, rules, attack, _Clock(left, within=clock), their_orders=True)
    outcome = dataclasses.replace(answer.outcome, events=(*stage.events, *answer.outcome.events))
    return dataclasses.replace(answer, outcome=outcome), stage
