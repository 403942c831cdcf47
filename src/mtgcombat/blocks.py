"""Declaring blockers (CR 509.1): restrictions, requirements, costs.

A :class:`BlockDeclaration` maps each blocking creature to the attackers it
blocks. :func:`is_legal_blocks` checks one against

* 509.1a: who may block what, and how many attackers one creature may block;
* 509.1b: every restriction, evasion included, and restrictions on how many
  creatures block (menace, "can't block alone", a limit per combat);
* 509.1c: the number of requirements obeyed must be the **maximum** possible
  without breaking a restriction and without paying a cost (509.1c-d). That
  maximum is computed exactly with a SAT solver (python-sat) searching upward
  from the best declaration found, under a time bound that is reported if hit;
* 509.1d-f: the total cost of the blocks.

Restrictions and requirements are data on the permanents
(:mod:`mtgcombat.model`'s ``BlockRule`` values and keywords); this module
turns each into constraints.

>>> from mtgcombat.model import Board, Permanent, Player, Keyword, BlocksEachCombat
>>> brute = Permanent(id="brute", controller="A", power=3, toughness=3,
...                   abilities=frozenset({Keyword.MENACE}), attacking="B")
>>> eager = Permanent(id="eager", controller="B", power=1, toughness=1,
...                   block_rules=frozenset({BlocksEachCombat()}))
>>> other = Permanent(id="other", controller="B", power=1, toughness=1)
>>> board = Board(players=(Player("A"), Player("B")), permanents=(brute, eager, other),
...               active_player="A")
>>> verdict = is_legal_blocks(board, BlockDeclaration.parse(""))
>>> bool(verdict), verdict.obeyed, verdict.maximum, str(verdict.witness)
(False, 0, 1, 'eager: brute; other: brute')
>>> bool(is_legal_blocks(board, BlockDeclaration.parse("eager: brute; other: brute")))
True
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from pysat.card import CardEnc, EncType, ITotalizer
from pysat.solvers import Solver

from mtgcombat.model import (
    COLORS,
    BlockCost,
    BlocksEachCombat,
    Board,
    CanBlockOnlyFlyers,
    CantBeBlocked,
    CantBlock,
    CantBlockAlone,
    CardType,
    Keyword,
    Landwalk,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    Protection,
)
from mtgcombat.rules import RuleSet
from mtgcombat.verdict import ParamValue, Violation

# ---------------------------------------------------------------------------
# The declaration value
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class BlockDeclaration:
    """Which creatures block which attackers. Notation:
    ``brigade: baloth boars; elf: gorger`` (``-`` or empty: no blocks).

    >>> d = BlockDeclaration.parse("brigade: baloth boars; elf: gorger")
    >>> d.blockers_of("baloth"), d.attackers_of("brigade")
    (('brigade',), ('baloth', 'boars'))
    >>> d == BlockDeclaration.parse("elf: gorger; brigade: boars baloth")
    True
    """

    blocks: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def __post_init__(self) -> None:
        cleaned = tuple((b, tuple(a)) for b, a in self.blocks if a)
        blockers = [b for b, _ in cleaned]
        if len(set(blockers)) != len(blockers):
            raise ValueError("a declaration names each blocking creature once")
        object.__setattr__(self, "blocks", cleaned)

    @classmethod
    def of(cls, blocks: Mapping[str, Iterable[str]]) -> BlockDeclaration:
        return cls(tuple((b, tuple(a)) for b, a in blocks.items()))

    @classmethod
    def parse(cls, text: str) -> BlockDeclaration:
        pairs: list[tuple[str, tuple[str, ...]]] = []
        for part in (p.strip() for p in text.split(";")):
            if not part or part == "-":
                continue
            blocker, sep, rest = part.partition(":")
            if not sep or not blocker.strip():
                raise ValueError(f'"{part}" is not "blocker: attacker ..."')
            pairs.append((blocker.strip(), tuple(rest.split())))
        return cls(tuple(pairs))

    @classmethod
    def from_board(cls, board: Board) -> BlockDeclaration:
        """The blocks declared on the board (each permanent's ``blocking``)."""
        return cls(tuple((p.id, p.blocking) for p in board.permanents if p.blocking))

    def blockers(self) -> tuple[str, ...]:
        return tuple(b for b, _ in self.blocks)

    def attackers_of(self, blocker: str) -> tuple[str, ...]:
        for b, attackers in self.blocks:
            if b == blocker:
                return attackers
        return ()

    def blockers_of(self, attacker: str) -> tuple[str, ...]:
        return tuple(b for b, attackers in self.blocks if attacker in attackers)

    def as_dict(self) -> dict[str, list[str]]:
        return {b: list(a) for b, a in self.blocks}

    def __len__(self) -> int:
        return len(self.blocks)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BlockDeclaration):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> frozenset[tuple[str, frozenset[str]]]:
        return frozenset((b, frozenset(a)) for b, a in self.blocks)

    def __str__(self) -> str:
        return "; ".join(f"{b}: {' '.join(a)}" for b, a in self.blocks) or "-"

    def __repr__(self) -> str:
        return f"BlockDeclaration.parse({str(self)!r})"


# ---------------------------------------------------------------------------
# Who may block what (509.1a, 509.1b pairwise restrictions)
# ---------------------------------------------------------------------------


def _v(rule: str, code: str, objects: Iterable[str], **params: ParamValue) -> Violation:
    return Violation(rule, code, tuple(objects), tuple(params.items()))


def defending_players(board: Board) -> tuple[str, ...]:
    """Players who are defending against some attacker (506.2, 508.5)."""
    return tuple(dict.fromkeys(board.defending_player(a) for a in board.attackers()))


def blocker_problems(board: Board, blocker: str) -> list[Violation]:
    """Why this permanent cannot be declared as a blocker at all (509.1a)."""
    perm = board.get(blocker)
    if perm is None:
        return [_v("509.1a", "block_unknown", [blocker])]
    out: list[Violation] = []
    if not perm.is_creature or not perm.on_battlefield:
        out.append(_v("509.1a", "block_not_creature", [blocker]))
    elif perm.is_type(CardType.BATTLE):
        out.append(_v("509.1a", "block_battle", [blocker]))
    if perm.tapped:
        out.append(_v("509.1a", "block_tapped", [blocker]))
    if perm.controller not in defending_players(board):
        out.append(_v("509.1a", "block_not_defending", [blocker], player=perm.controller))
    return out


def _has_quality(board: Board, source: Permanent, quality: str) -> bool:
    """Whether a creature has a protection quality (702.16a): a color, a card
    type, a subtype, "everything", or a player (702.16k)."""
    q = quality.lower()
    singular = q[:-1] if q.endswith("s") else q
    if q == "everything":
        return True
    if q in COLORS:
        return q in source.colors
    if q == "multicolored":
        return len(source.colors) >= 2
    if q == "monocolored":
        return len(source.colors) == 1
    if q == "colorless":
        return not source.colors
    if q in ("all colors", "each color"):
        return bool(source.colors)
    if any(t.value == singular for t in source.types):
        return True
    if board.is_player(quality):
        return source.controller == quality
    return singular in source.subtypes or q in source.subtypes


def pair_problems(board: Board, blocker: str, attacker: str) -> list[Violation]:
    """Why this creature may not block this attacker, one violation per
    restriction (509.1a, 509.1b and the evasion rules of 702)."""
    b = board.permanent(blocker)
    a = board.get(attacker)
    if a is None or not board.is_attacking(attacker):
        return [_v("509.1a", "block_non_attacker", [blocker, attacker])]
    out: list[Violation] = []
    if board.defending_player(attacker) != b.controller:
        out.append(_v("509.1a", "block_wrong_defender", [blocker, attacker]))
    if b.has_rule(CantBlock):
        out.append(_v("509.1b", "cant_block", [blocker]))
    if a.has_rule(CantBeBlocked):
        out.append(_v("509.1b", "cant_be_blocked", [attacker]))
    if b.has_rule(CanBlockOnlyFlyers) and not a.has(Keyword.FLYING):
        out.append(_v("509.1b", "only_flyers", [blocker, attacker]))
    if a.has(Keyword.FLYING) and not (b.has(Keyword.FLYING) or b.has(Keyword.REACH)):
        out.append(_v("702.9b", "evasion_flying", [attacker, blocker]))
    if a.has(Keyword.SHADOW) != b.has(Keyword.SHADOW):
        out.append(_v("702.28b", "evasion_shadow", [attacker, blocker]))
    if a.has(Keyword.HORSEMANSHIP) and not b.has(Keyword.HORSEMANSHIP):
        out.append(_v("702.31b", "evasion_horsemanship", [attacker, blocker]))
    artifact = b.is_type(CardType.ARTIFACT)
    if a.has(Keyword.FEAR) and not (artifact or "black" in b.colors):
        out.append(_v("702.36b", "evasion_fear", [attacker, blocker]))
    if a.has(Keyword.INTIMIDATE) and not (artifact or (a.colors & b.colors)):
        out.append(_v("702.13b", "evasion_intimidate", [attacker, blocker]))
    if a.has(Keyword.SKULK) and b.current_power > a.current_power:
        out.append(_v("702.118b", "evasion_skulk", [attacker, blocker]))
    lands = _lands_of(board, b.controller)
    for ability in a.abilities:
        if isinstance(ability, Landwalk) and ability.land_type in lands:
            out.append(
                _v("702.14c", "evasion_landwalk", [attacker, blocker], land=ability.land_type)
            )
        if isinstance(ability, Protection) and _has_quality(board, b, ability.quality):
            out.append(
                _v("702.16f", "evasion_protection", [attacker, blocker], quality=ability.quality)
            )
    return out


def _lands_of(board: Board, player: str) -> frozenset[str]:
    return frozenset(
        sub
        for p in board.permanents
        if p.controller == player and p.on_battlefield and p.is_type(CardType.LAND)
        for sub in p.subtypes
    )


def capacity(perm: Permanent) -> int | None:
    """How many attackers the creature may block (509.1a; "can block an
    additional N creatures"; ``None`` for "any number")."""
    return None if perm.can_block_any_number else 1 + perm.can_block_additional


def min_blockers(perm: Permanent) -> int:
    """The fewest creatures that may block it (menace: 2; 702.111b, 509.1b)."""
    counts = [r.count for r in perm.rules_of(MinBlockers)]
    if perm.has(Keyword.MENACE):
        counts.append(2)
    return max(counts, default=1)


def max_blockers(perm: Permanent) -> int | None:
    counts = [r.count for r in perm.rules_of(MaxBlockers)]
    return min(counts) if counts else None


def block_cost(board: Board, blocker: str) -> int:
    """The cost for this creature to block (509.1d): its own plus any cost for
    each creature that blocks."""
    own = sum(r.amount for r in board.permanent(blocker).rules_of(BlockCost))
    return own + board.block_cost_each


def block_options(board: Board, blocker: str) -> tuple[str, ...]:
    """The attackers this creature may block, one at a time (509.1a-b); count
    restrictions such as menace are judged on the whole declaration."""
    if blocker_problems(board, blocker):
        return ()
    return tuple(a for a in board.attackers() if not pair_problems(board, blocker, a))


# ---------------------------------------------------------------------------
# Requirements (509.1c)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Requirement:
    """One blocking requirement. ``kind`` is one of ``blocks_each_combat``,
    ``must_block``, ``lure``, ``must_be_blocked``, ``exactly_one``."""

    kind: str
    blocker: str | None
    attacker: str | None

    def is_obeyed(self, decl: BlockDeclaration) -> bool:
        if self.kind == "blocks_each_combat":
            return bool(decl.attackers_of(str(self.blocker)))
        if self.kind in ("must_block", "lure"):
            return str(self.attacker) in decl.attackers_of(str(self.blocker))
        blockers = decl.blockers_of(str(self.attacker))
        if self.kind == "must_be_blocked":
            return bool(blockers)
        return len(blockers) == 1

    def __str__(self) -> str:
        parts = [p for p in (self.blocker, self.attacker) if p]
        return f"{self.kind}({', '.join(parts)})"


def requirements(board: Board) -> tuple[Requirement, ...]:
    """Every blocking requirement in force, in board order."""
    defenders = set(defending_players(board))
    creatures = [
        p
        for p in board.permanents
        if p.is_creature and p.on_battlefield and p.controller in defenders
    ]
    attackers = [board.permanent(a) for a in board.attackers()]
    out: list[Requirement] = []
    for p in creatures:
        if p.has_rule(BlocksEachCombat):
            out.append(Requirement("blocks_each_combat", p.id, None))
        out.extend(
            Requirement("must_block", p.id, r.attacker)
            for r in p.rules_of(MustBlock)
            if board.is_attacking(r.attacker)
        )
    for a in attackers:
        defender = board.defending_player(a.id)
        if a.has_rule(Lure):
            out.extend(
                Requirement("lure", p.id, a.id) for p in creatures if p.controller == defender
            )
        if a.has_rule(MustBeBlocked):
            out.append(Requirement("must_be_blocked", None, a.id))
        if a.has_rule(MustBeBlockedByExactlyOne):
            out.append(Requirement("exactly_one", None, a.id))
    return tuple(out)


# ---------------------------------------------------------------------------
# Checking a declaration
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BlockVerdict:
    """The verdict on a block declaration: violations (with rule numbers), the
    requirements it obeys, the maximum possible (509.1c), a witness declaration
    reaching the maximum when this one falls short, the total cost (509.1d),
    and whether the maximum is proven (``optimal``; false if the time bound hit)."""

    violations: tuple[Violation, ...]
    obeyed: int
    maximum: int
    witness: BlockDeclaration | None
    cost: int
    optimal: bool = True

    @property
    def legal(self) -> bool:
        return not self.violations

    def __bool__(self) -> bool:
        return self.legal


def restriction_violations(board: Board, decl: BlockDeclaration) -> list[Violation]:
    """Every 509.1a and 509.1b problem of the declaration."""
    out: list[Violation] = []
    for blocker, attackers in decl.blocks:
        problems = blocker_problems(board, blocker)
        out.extend(problems)
        if board.get(blocker) is None:
            continue
        if len(set(attackers)) != len(attackers):
            out.append(_v("509.1a", "block_twice", [blocker]))
        cap = capacity(board.permanent(blocker))
        if cap is not None and len(set(attackers)) > cap:
            out.append(
                _v("509.1a", "block_too_many", [blocker], blocked=len(set(attackers)), limit=cap)
            )
        for attacker in dict.fromkeys(attackers):
            out.extend(pair_problems(board, blocker, attacker))
    blocking = decl.blockers()
    for attacker in board.attackers():
        n = len(decl.blockers_of(attacker))
        perm = board.permanent(attacker)
        low, high = min_blockers(perm), max_blockers(perm)
        if 0 < n < low:
            rule = "702.111b" if perm.has(Keyword.MENACE) and low == 2 else "509.1b"
            out.append(_v(rule, "too_few_blockers", [attacker], blockers=n, minimum=low))
        if high is not None and n > high:
            out.append(_v("509.1b", "too_many_blockers", [attacker], blockers=n, maximum=high))
    if len(blocking) == 1 and board.get(blocking[0]) is not None:
        alone = board.permanent(blocking[0])
        if alone.has_rule(CantBlockAlone):
            out.append(_v("509.1b", "cant_block_alone", [alone.id]))
    limit = board.max_blockers_per_combat
    if limit is not None and len(blocking) > limit:
        out.append(_v("509.1b", "too_many_blocking", blocking, blockers=len(blocking), limit=limit))
    return out


def obeyed_count(reqs: Iterable[Requirement], decl: BlockDeclaration) -> int:
    return sum(1 for r in reqs if r.is_obeyed(decl))


def is_legal_blocks(
    board: Board,
    declaration: BlockDeclaration | None = None,
    rules: RuleSet = RuleSet.CURRENT,
    *,
    time_limit: float = 10.0,
) -> BlockVerdict:
    """Check a block declaration (509.1a-f); by default the board's own.

    The rule set does not change 509.1; it is taken for uniformity with the
    other queries (the damage assignment orders that follow differ)."""
    del rules  # 509.1a-f read the same in 2023 and now
    decl = declaration if declaration is not None else BlockDeclaration.from_board(board)
    violations = restriction_violations(board, decl)
    reqs = requirements(board)
    obeyed = obeyed_count(reqs, decl)
    cost = sum(block_cost(board, b) for b in decl.blockers() if board.get(b) is not None)
    if not reqs:
        return BlockVerdict(tuple(violations), 0, 0, None, cost)
    free_and_legal = not violations and all(block_cost(board, b) == 0 for b in decl.blockers())
    if free_and_legal and obeyed >= _upper_bound(board, reqs):
        return BlockVerdict((), obeyed, obeyed, None, cost)
    result = maximum_requirements(board, reqs, time_limit=time_limit)
    witness = None
    if obeyed < result.maximum:
        witness = result.witness
        violations.append(
            _v(
                "509.1c",
                "requirements_not_maximal",
                [],
                obeyed=obeyed,
                maximum=result.maximum,
                witness=str(result.witness),
            )
        )
    return BlockVerdict(
        tuple(violations), obeyed, max(result.maximum, 0), witness, cost, result.optimal
    )


def _upper_bound(board: Board, reqs: Iterable[Requirement]) -> int:
    """Requirements that could each be obeyed on its own (an upper bound)."""
    bound = 0
    for r in reqs:
        if r.blocker is not None:
            free = not blocker_problems(board, r.blocker) and block_cost(board, r.blocker) == 0
            if not free:
                continue
            options = block_options(board, r.blocker)
            bound += bool(options) if r.attacker is None else r.attacker in options
        else:
            bound += any(
                str(r.attacker) in block_options(board, p.id) and block_cost(board, p.id) == 0
                for p in board.permanents
            )
    return bound


# ---------------------------------------------------------------------------
# The exact maximum (509.1c) with a SAT solver
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MaximumResult:
    maximum: int
    witness: BlockDeclaration
    optimal: bool
    seconds: float


class _Pool:
    def __init__(self) -> None:
        self.top = 0

    def new(self) -> int:
        self.top += 1
        return self.top


def maximum_requirements(
    board: Board, reqs: tuple[Requirement, ...] | None = None, *, time_limit: float = 10.0
) -> MaximumResult:
    """The most requirements any declaration obeys without breaking a
    restriction or paying a cost (509.1c-d), with a declaration that does.

    The model: a variable per (blocker, attacker) pair that no 509.1a-b rule
    forbids and whose blocker needs no cost; cardinality constraints for how
    many attackers a creature blocks, menace-like minimums, maximums, "can't
    block alone" and a per-combat limit; one indicator per requirement. The
    search is linear SAT-UNSAT: find a declaration, then ask for one more
    obeyed requirement until the solver proves none exists."""
    started = time.perf_counter()
    reqs = requirements(board) if reqs is None else reqs
    pool = _Pool()
    clauses: list[list[int]] = []
    blockers = [
        p.id
        for p in board.permanents
        if p.is_creature and not blocker_problems(board, p.id) and block_cost(board, p.id) == 0
    ]
    x: dict[tuple[str, str], int] = {}
    for b in blockers:
        for a in block_options(board, b):
            x[(b, a)] = pool.new()
    by_blocker: dict[str, list[int]] = {b: [] for b in blockers}
    by_attacker: dict[str, list[int]] = {a: [] for a in board.attackers()}
    for (b, a), var in x.items():
        by_blocker[b].append(var)
        by_attacker[a].append(var)

    def add_card(lits: list[int], bound: int, atleast: bool, guard: int | None = None) -> None:
        enc = CardEnc.atleast if atleast else CardEnc.atmost
        cnf = enc(lits=lits, bound=bound, top_id=pool.top, encoding=EncType.seqcounter)
        pool.top = max(pool.top, cnf.nv)
        for clause in cnf.clauses:
            clauses.append(([-guard] if guard is not None else []) + list(clause))

    # y[b]: b blocks; z[a]: a is blocked (both exact, as OR of pair variables).
    y: dict[str, int] = {}
    for b in blockers:
        y[b] = pool.new()
        clauses.append([-y[b], *by_blocker[b]])
        clauses.extend([-var, y[b]] for var in by_blocker[b])
    z: dict[str, int] = {}
    for a, lits in by_attacker.items():
        z[a] = pool.new()
        clauses.append([-z[a], *lits])
        clauses.extend([-var, z[a]] for var in lits)
    for b in blockers:
        cap = capacity(board.permanent(b))
        if cap is not None and len(by_blocker[b]) > cap:
            add_card(by_blocker[b], cap, atleast=False)
    for a, lits in by_attacker.items():
        perm = board.permanent(a)
        low, high = min_blockers(perm), max_blockers(perm)
        if low > 1:
            if len(lits) < low:
                clauses.append([-z[a]])
            else:
                add_card(lits, low, atleast=True, guard=z[a])
        if high is not None and len(lits) > high:
            add_card(lits, high, atleast=False)
    for b in blockers:
        if board.permanent(b).has_rule(CantBlockAlone):
            clauses.append([-y[b], *(y[o] for o in blockers if o != b)])
    limit = board.max_blockers_per_combat
    if limit is not None and len(blockers) > limit:
        add_card([y[b] for b in blockers], limit, atleast=False)

    indicators: list[int] = []
    for r in reqs:
        s = pool.new()
        indicators.append(s)
        if r.kind == "blocks_each_combat":
            clauses.append([-s, y[str(r.blocker)]] if r.blocker in y else [-s])
        elif r.kind in ("must_block", "lure"):
            pair = (str(r.blocker), str(r.attacker))
            clauses.append([-s, x[pair]] if pair in x else [-s])
        elif r.kind == "must_be_blocked":
            clauses.append([-s, z[str(r.attacker)]])
        else:
            lits = by_attacker[str(r.attacker)]
            clauses.append([-s, z[str(r.attacker)]])
            if len(lits) > 1:
                add_card(lits, 1, atleast=False, guard=s)

    deadline = started + time_limit
    with Solver(name="g3", bootstrap_with=clauses) as solver:
        # Prefer obeying requirements, then blocking, so the first model is good.
        solver.set_phases([*indicators, *x.values()])
        model = _solve(solver, [], deadline)
        if not isinstance(model, list):  # only a time-out: the empty declaration works
            empty = BlockDeclaration()
            return MaximumResult(
                obeyed_count(reqs, empty), empty, False, time.perf_counter() - started
            )
        best = _declaration(model, x)
        best_count = obeyed_count(reqs, best)
        optimal = True
        if best_count < len(indicators):
            totalizer = ITotalizer(
                lits=[-s for s in indicators], ubound=len(indicators), top_id=pool.top
            )
            solver.append_formula(totalizer.cnf.clauses)
            while best_count < len(indicators):
                allowed_misses = len(indicators) - best_count - 1
                model = _solve(solver, [-totalizer.rhs[allowed_misses]], deadline)
                if not isinstance(model, list):
                    optimal = model is not None  # False: proven; None: out of time
                    break
                best = _declaration(model, x)
                best_count = obeyed_count(reqs, best)
            totalizer.delete()
    return MaximumResult(best_count, best, optimal, time.perf_counter() - started)


def _solve(solver: Solver, assumptions: list[int], deadline: float) -> list[int] | bool | None:
    """A model, ``False`` if unsatisfiable, ``None`` if the deadline passed."""
    remaining = deadline - time.perf_counter()
    if remaining <= 0:
        return None
    timer = threading.Timer(remaining, solver.interrupt)
    timer.start()
    try:
        result = solver.solve_limited(assumptions=assumptions, expect_interrupt=True)
    finally:
        timer.cancel()
    solver.clear_interrupt()
    if result is None:
        return None
    if result is False:
        return False
    model: list[int] = solver.get_model()
    return model


def _declaration(model: list[int], x: Mapping[tuple[str, str], int]) -> BlockDeclaration:
    true = {lit for lit in model if lit > 0}
    chosen: dict[str, list[str]] = {}
    for (b, a), var in x.items():
        if var in true:
            chosen.setdefault(b, []).append(a)
    return BlockDeclaration.of(chosen)


# ---------------------------------------------------------------------------
# Every legal declaration (small boards)
# ---------------------------------------------------------------------------


def legal_block_declarations(
    board: Board, rules: RuleSet = RuleSet.CURRENT
) -> Iterator[BlockDeclaration]:
    """Every legal declaration, lazily, for small boards: each eligible creature
    blocks nothing or a set of attackers it may block (up to its limit); the
    combinations that break no restriction and obey the maximum number of
    requirements are yielded, in a deterministic order."""
    del rules
    reqs = requirements(board)
    best = maximum_requirements(board, reqs).maximum if reqs else 0
    choices: list[list[tuple[str, ...]]] = []
    names: list[str] = []
    for p in board.permanents:
        if not p.is_creature or blocker_problems(board, p.id):
            continue
        options = block_options(board, p.id)
        cap = capacity(p)
        top = len(options) if cap is None else min(cap, len(options))
        subsets = [()] + [
            combo for k in range(1, top + 1) for combo in itertools.combinations(options, k)
        ]
        names.append(p.id)
        choices.append(subsets)
    for combo in itertools.product(*choices):
        decl = BlockDeclaration(tuple(zip(names, combo, strict=True)))
        if restriction_violations(board, decl):
            continue
        if obeyed_count(reqs, decl) >= best:
            yield decl
