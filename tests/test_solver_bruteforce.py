"""The combat solver against a brute force, and hand-made puzzles.

The oracle here is written from the public engine calls only (it never calls
into :mod:`mtgcombat.solver` beyond :class:`Objective`, ``with_blocks`` and
``without_blocks``):

- :func:`brute_attacker` tries every strategy of the active player "A": under
  the 2023 rules every damage assignment order of each attacker with two or
  more blockers (509.2), then every legal package of "A" in each damage step
  still to come (510.1, 510.4), the regular step's package chosen after seeing
  what the first-strike step left (adaptive). The defender "B" has no choices
  on these boards (each blocker blocks one attacker, no banding), so its
  blockers' assignments are filled in by the engine.
- :func:`brute_blocks` tries every legal declaration of "B" (509.1), answers
  each with the attacker's best (:func:`brute_attacker`), and keeps B's best
  value.

Random small boards (seeded, deterministic) compare the solver's values with
the oracle's under both rule sets; puzzles with answers worked out by hand
check the choices themselves.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence

import pytest

from mtgcombat import (
    Assignment,
    BlockDeclaration,
    Board,
    Keyword,
    Package,
    Permanent,
    Player,
    RuleSet,
    Step,
    is_legal,
    legal_assignments,
    legal_block_declarations,
    resolve_combat,
    resolve_step,
    steps,
)
from mtgcombat.assignment import step_plans
from mtgcombat.solver import (
    Objective,
    best_assignment,
    best_blocks,
    with_blocks,
    without_blocks,
)

ACTIVE, DEFENDER = "A", "B"
RULE_SETS = (RuleSet.R2023, RuleSet.CURRENT)
KEYWORDS = (
    Keyword.FIRST_STRIKE,
    Keyword.DOUBLE_STRIKE,
    Keyword.DEATHTOUCH,
    Keyword.TRAMPLE,
    Keyword.LIFELINK,
    Keyword.MENACE,
    Keyword.FLYING,
    Keyword.REACH,
    Keyword.WITHER,
    Keyword.INFECT,
)

Key = tuple[int, float]


# ---------------------------------------------------------------------------
# The oracle
# ---------------------------------------------------------------------------


def _game_over(board: Board) -> bool:
    return sum(1 for p in board.players if not p.lost) <= 1


def _packages(board: Board, rules: RuleSet, step: Step, player: str) -> Iterator[Package]:
    """Every legal package of ``player`` in this step: the product of each of
    its creatures' legal assignments, kept when the whole package is legal."""
    plans = step_plans(board, rules, step)
    mine = [c for c, plan in plans.items() if plan.assigner == player]
    options: list[list[Assignment]] = [
        list(legal_assignments(board, c, rules, step)) for c in mine
    ]
    for combo in itertools.product(*options):
        package = Package(tuple(combo))
        if is_legal(board, package, rules, step, player=player):
            yield package


def _best_play(
    board: Board, rules: RuleSet, todo: Sequence[Step], objective: Objective
) -> tuple[Key, Board]:
    """A's best (key, final board) over its packages in the steps ``todo``,
    each step's package chosen knowing the board the earlier steps left."""
    if not todo or _game_over(board):
        return objective.key(board, ACTIVE), board
    step, rest = todo[0], todo[1:]
    best: tuple[Key, Board] | None = None
    for package in _packages(board, rules, step, ACTIVE):
        after = resolve_step(board, rules, step, package).board
        found = _best_play(after, rules, rest, objective)
        if best is None or found[0] > best[0]:
            best = found
    assert best is not None, "the active player has no legal package"
    return best


def _order_choices(board: Board, rules: RuleSet) -> Iterator[Board]:
    """The board under each combination of A's damage assignment orders (2023)."""
    if rules is not RuleSet.R2023:
        yield board
        return
    choosers = [a for a in board.attackers() if len(board.blockers_of(a)) > 1]
    per = [list(itertools.permutations(board.blockers_of(a))) for a in choosers]
    for combo in itertools.product(*per):
        yield board.with_orders({**board.orders, **dict(zip(choosers, combo, strict=True))})


def brute_attacker(
    board: Board, rules: RuleSet, objective: Objective | None = None
) -> tuple[Key, float, Board]:
    """A's best over every strategy: (its key, its value, the final board)."""
    objective = objective or Objective()
    best: tuple[Key, Board] | None = None
    for ordered in _order_choices(board, rules):
        found = _best_play(ordered, rules, steps(ordered), objective)
        if best is None or found[0] > best[0]:
            best = found
    assert best is not None
    key, final = best
    return key, objective.value(final, ACTIVE), final


def brute_blocks(
    board: Board, rules: RuleSet, objective: Objective | None = None
) -> tuple[float, list[BlockDeclaration]]:
    """B's best value over its legal declarations (each answered by A's
    best), and every declaration reaching it."""
    objective = objective or Objective()
    base = without_blocks(board)
    best = float("-inf")
    winners: list[BlockDeclaration] = []
    for declaration in legal_block_declarations(base, rules):
        _, _, final = brute_attacker(with_blocks(base, declaration), rules, objective)
        value = objective.value(final, DEFENDER)
        if value > best + 1e-9:
            best, winners = value, [declaration]
        elif abs(value - best) <= 1e-9:
            winners.append(declaration)
    return best, winners


# ---------------------------------------------------------------------------
# Random boards
# ---------------------------------------------------------------------------


def _keywords(rng: random.Random) -> frozenset[Keyword]:
    count = rng.choices((0, 1, 2), weights=(3, 4, 2))[0]
    return frozenset(rng.sample(KEYWORDS, count))


def random_board(rng: random.Random) -> Board:
    """1-3 attackers of A (attacking B), 0-3 untapped creatures of B that may
    block, powers 0-4, toughnesses 1-4, at most two keywords each; B at 1-8
    life so that lethal damage to the player matters. No blocks declared."""
    permanents = [
        Permanent(
            id=f"a{i}",
            controller=ACTIVE,
            power=rng.randint(0, 4),
            toughness=rng.randint(1, 4),
            abilities=_keywords(rng),
            attacking=DEFENDER,
        )
        for i in range(1, rng.randint(1, 3) + 1)
    ]
    permanents += [
        Permanent(
            id=f"b{i}",
            controller=DEFENDER,
            power=rng.randint(0, 4),
            toughness=rng.randint(1, 4),
            abilities=_keywords(rng),
        )
        for i in range(1, rng.randint(0, 3) + 1)
    ]
    return Board(
        players=(Player(ACTIVE, life=rng.randint(5, 20)), Player(DEFENDER, life=rng.randint(1, 8))),
        permanents=tuple(permanents),
        active_player=ACTIVE,
    )


def describe(board: Board) -> str:
    """The board in a form to paste into a test."""
    lines = [f"players: {', '.join(f'{p.id} life={p.life}' for p in board.players)}"]
    for p in board.permanents:
        kws = ", ".join(sorted(str(k) for k in p.abilities)) or "-"
        extra = []
        if p.attacking is not None:
            extra.append(f"attacking={p.attacking}")
        if p.blocking:
            extra.append(f"blocking={','.join(p.blocking)}")
        if p.blocked:
            extra.append("blocked")
        lines.append(f"  {p.id} ({p.controller}) {p.power}/{p.toughness} [{kws}] {' '.join(extra)}")
    if board.orders:
        lines.append(f"  orders={dict(board.orders)}")
    return "\n".join(lines)
