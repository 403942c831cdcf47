"""Blocking requirements and their maximum (CR 509.1c): the requirements
on a board (:func:`requirements`: lure, "blocks each combat if able", "must
be blocked if able"...), how many a declaration obeys, and the most any
declaration obeys without breaking a restriction or paying a cost (509.1c-d),
computed exactly as a 0-1 integer programme solved by HiGHS (highspy) under
a time bound (:func:`maximum_requirements`).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from typing import Any

from mtgcombat.core.model import (
    AlsoBlock,
    BlocksEachCombat,
    BlocksSelEachCombat,
    Board,
    CantBlockAlone,
    Lure,
    LureSel,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
)
from mtgcombat.core.selectors import matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.blocks_costs import _free_blocker, _freely_blockable, block_cost
from mtgcombat.rules.blocks_declaration import BlockDeclaration
from mtgcombat.rules.blocks_pairs import (
    block_options,
    blocker_problems,
    capacity,
    combat_blocker_limit,
    defending_players,
    max_blockers,
    min_blockers,
    rule_source,
)
from mtgcombat.rules.blocks_restrictions import (
    _no_block_rules,
    declaration_rules,
    restriction_violations,
)

# ---------------------------------------------------------------------------
# Requirements (509.1c)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Requirement:
    """One blocking requirement (509.1c). ``kind`` is one of

    * ``blocks_each_combat``: ``blocker`` blocks (some attacker);
    * ``blocks_sel_each_combat``: ``blocker`` blocks one of the attackers in
      ``among`` ("blocks SEL each combat if able");
    * ``must_block``: ``blocker`` blocks ``attacker`` (provoke style);
    * ``lure``: ``blocker`` blocks ``attacker`` ("all creatures able to block
      it do so", one requirement per creature);
    * ``must_be_blocked``: ``attacker`` is blocked;
    * ``must_be_blocked_by``: one of the creatures in ``among`` blocks
      ``attacker`` ("must be blocked by SEL if able");
    * ``exactly_one``: ``attacker`` is blocked by exactly one creature.

    ``among`` holds the ids the rule's selector matched on the board (with
    their bands' other creatures, 702.22h). ``band`` holds the other
    creatures of ``attacker``'s band: a creature blocking one creature of a
    band blocks the whole band (702.22h), so a block on any of them counts
    as a block on ``attacker``.

    >>> str(Requirement("must_be_blocked_by", None, "ogre", ("elf", "wall")))
    'must_be_blocked_by(ogre, {elf wall})'
    >>> banded = Requirement("must_be_blocked", None, "ogre", band=("goblin",))
    >>> banded.is_obeyed(BlockDeclaration.parse("elf: goblin"))
    True
    """

    kind: str
    blocker: str | None
    attacker: str | None
    among: tuple[str, ...] = ()
    band: tuple[str, ...] = ()

    @property
    def attackers(self) -> tuple[str, ...]:
        """``attacker`` and the other creatures of its band (702.22h).

        >>> Requirement("must_be_blocked", None, "ogre", band=("goblin",)).attackers
        ('ogre', 'goblin')
        """
        return (str(self.attacker), *self.band)

    def is_obeyed(self, decl: BlockDeclaration) -> bool:
        """Whether the declaration fulfils this requirement (509.1c).

        >>> lure = Requirement("lure", "elf", "ogre")
        >>> lure.is_obeyed(BlockDeclaration.parse("elf: ogre")), lure.is_obeyed(BlockDeclaration())
        (True, False)
        """
        if self.kind == "blocks_each_combat":
            return bool(decl.attackers_of(str(self.blocker)))
        if self.kind == "blocks_sel_each_combat":
            return any(a in self.among for a in decl.attackers_of(str(self.blocker)))
        if self.kind in ("must_block", "lure"):
            return any(a in decl.attackers_of(str(self.blocker)) for a in self.attackers)
        if self.band:  # blocking one creature of a band blocks the band (702.22h)
            blockers = tuple(dict.fromkeys(b for a in self.attackers for b in decl.blockers_of(a)))
        else:
            blockers = decl.blockers_of(str(self.attacker))
        if self.kind == "must_be_blocked":
            return bool(blockers)
        if self.kind == "must_be_blocked_by":
            return any(b in self.among for b in blockers)
        return len(blockers) == 1

    def __str__(self) -> str:
        parts = [p for p in (self.blocker, self.attacker) if p]
        if self.among:
            parts.append("{" + " ".join(self.among) + "}")
        return f"{self.kind}({', '.join(parts)})"


def requirements(board: Board) -> tuple[Requirement, ...]:
    """Every blocking requirement in force, in board order.

    >>> from mtgcombat.core.model import Board, BlocksEachCombat, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> brute = Permanent(id="brute", controller="B", power=3, toughness=3,
    ...                   block_rules=frozenset({BlocksEachCombat()}))
    >>> board = Board([Player("A"), Player("B")], [ogre, brute], "A")
    >>> [str(r) for r in requirements(board)]
    ['blocks_each_combat(brute)']
    """
    if _no_block_rules(board):
        return ()  # every requirement is some permanent's rule (most boards: none)
    defenders = set(defending_players(board))
    creatures = [
        p
        for p in board.permanents
        if p.is_creature and p.on_battlefield and p.controller in defenders
    ]
    attackers = [board.permanent(a) for a in board.attackers()]
    out: list[Requirement] = []

    def mates(a: str) -> tuple[str, ...]:
        """The other creatures of a's band (702.22h)."""
        return tuple(m for m in board.band_of(a) if m != a) if banded else ()

    banded = any(a.band for a in attackers)
    for p in creatures:
        if not p.block_rules:
            continue
        if p.has_rule(BlocksEachCombat):
            out.append(Requirement("blocks_each_combat", p.id, None))
        for rule in p.rules_of(BlocksSelEachCombat):
            source = rule_source(board, p, rule.source)
            among = tuple(
                a.id
                for a in attackers
                if matches(board, rule.selector, a, source, defending=p.controller)
            )
            if banded:  # a block on a band-mate blocks it too (702.22h)
                among = tuple(dict.fromkeys(m for a in among for m in board.band_of(a)))
            out.append(Requirement("blocks_sel_each_combat", p.id, None, among))
        out.extend(
            Requirement("must_block", p.id, r.attacker, band=mates(r.attacker))
            for r in p.rules_of(MustBlock)
            if board.is_attacking(r.attacker)
        )
    for a in attackers:
        if not a.block_rules:
            continue
        defender = board.defending_player(a.id)
        defenders_of = board.team_of(defender)  # the defending team (805.10d)
        band = mates(a.id)
        if a.has_rule(Lure):
            out.extend(
                Requirement("lure", p.id, a.id, band=band)
                for p in creatures
                if p.controller in defenders_of
            )
        for lure in a.rules_of(LureSel):  # "all SEL able to block it do so"
            source = rule_source(board, a, lure.source)
            out.extend(
                Requirement("lure", p.id, a.id, band=band)
                for p in creatures
                if p.controller in defenders_of
                and matches(board, lure.selector, p, source, defending=defender)
            )
        if a.has_rule(MustBeBlocked):
            out.append(Requirement("must_be_blocked", None, a.id, band=band))
        for by in a.rules_of(MustBeBlockedBy):
            source = rule_source(board, a, by.source)
            among = tuple(
                p.id
                for p in creatures
                if p.controller in defenders_of
                and matches(board, by.selector, p, source, defending=defender)
            )
            out.append(Requirement("must_be_blocked_by", None, a.id, among, band))
        if a.has_rule(MustBeBlockedByExactlyOne):
            out.append(Requirement("exactly_one", None, a.id, band=band))
    return tuple(out)


def obeyed_count(reqs: Iterable[Requirement], decl: BlockDeclaration) -> int:
    """How many of the requirements the declaration obeys (509.1c).

    >>> reqs = [Requirement("lure", "elf", "ogre"), Requirement("must_be_blocked", None, "bat")]
    >>> obeyed_count(reqs, BlockDeclaration.parse("elf: ogre"))
    1
    """
    return sum(1 for r in reqs if r.is_obeyed(decl))


def _upper_bound(board: Board, reqs: Iterable[Requirement]) -> int:
    """Requirements that could each be obeyed on its own (an upper bound)."""
    bound = 0
    for r in reqs:
        if r.blocker is not None:
            if not _free_blocker(board, r.blocker):
                continue
            options = block_options(board, r.blocker)
            if r.kind == "blocks_sel_each_combat":
                bound += any(a in r.among for a in options)
            else:
                bound += (
                    bool(options) if r.attacker is None else any(a in options for a in r.attackers)
                )
        elif r.kind == "must_be_blocked_by":
            bound += any(
                _free_blocker(board, b) and any(a in block_options(board, b) for a in r.attackers)
                for b in r.among
            )
        else:
            bound += any(a in _freely_blockable(board) for a in r.attackers)
    return bound


# ---------------------------------------------------------------------------
# The exact maximum (509.1c), as a 0-1 integer programme solved by HiGHS
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MaximumResult:
    """The most requirements obeyable (509.1c), a declaration that obeys that
    many, whether the solver proved it (``optimal``) and how long it took.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> result = maximum_requirements(board)
    >>> result.maximum, str(result.witness), result.optimal
    (0, '-', True)
    """

    maximum: int
    witness: BlockDeclaration
    optimal: bool
    seconds: float


class _Rows:
    """Sparse constraint rows, collected in compressed row form."""

    def __init__(self) -> None:
        self.lower: list[float] = []
        self.upper: list[float] = []
        self.starts: list[int] = []
        self.index: list[int] = []
        self.value: list[float] = []

    def add(self, terms: Iterable[tuple[int, float]], lower: float, upper: float) -> None:
        self.starts.append(len(self.index))
        for col, coef in terms:
            self.index.append(col)
            self.value.append(coef)
        self.lower.append(lower)
        self.upper.append(upper)


def maximum_requirements(
    board: Board, reqs: tuple[Requirement, ...] | None = None, *, time_limit: float = 10.0
) -> MaximumResult:
    """The most requirements any declaration obeys without breaking a
    restriction or paying a cost (509.1c-d), with a declaration that does.

    The model has a 0-1 variable per (blocker, attacker) pair that no 509.1a-b
    rule forbids and whose blocker needs no cost, plus indicators for "blocks",
    "is blocked" and "blocked by exactly one". Rows bound how many attackers a
    creature blocks, menace-like minimums and maximums, "can't block alone"
    and the per-combat limit. The objective counts obeyed requirements.
    HiGHS solves it deterministically; a time limit yields the best found
    with ``optimal=False``.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> maximum_requirements(board).maximum  # no requirement to obey
    0
    """
    started = time.perf_counter()
    reqs = requirements(board) if reqs is None else reqs
    blockers = [
        p.id
        for p in board.permanents
        if p.is_creature and not blocker_problems(board, p.id) and block_cost(board, p.id) == 0
    ]
    pairs: list[tuple[str, str]] = [(b, a) for b in blockers for a in block_options(board, b)]
    col: dict[tuple[str, str], int] = {pair: i for i, pair in enumerate(pairs)}
    ncols = len(pairs)
    by_blocker: dict[str, list[int]] = {b: [] for b in blockers}
    by_attacker: dict[str, list[int]] = {a: [] for a in board.attackers()}
    for (b, a), i in col.items():
        by_blocker[b].append(i)
        by_attacker[a].append(i)
    rows = _Rows()
    cost: dict[int, float] = {}

    def new_col() -> int:
        nonlocal ncols
        ncols += 1
        return ncols - 1

    rules = declaration_rules(board)
    eligible = set(blockers)
    together = [(b, c) for b, c in rules.together if b in eligible]
    exact_y = (
        any(board.permanent(b).has_rule(CantBlockAlone) for b in blockers)
        or combat_blocker_limit(board) is not None
        or bool(together)
    )
    y: dict[str, int] = {}

    def blocks(b: str) -> int:
        """An indicator that b blocks (exact when some row needs it)."""
        if b not in y:
            y[b] = new_col()
            rows.add([(y[b], 1.0), *((i, -1.0) for i in by_blocker[b])], -_INF, 0.0)
            if exact_y:
                for i in by_blocker[b]:
                    rows.add([(i, 1.0), (y[b], -1.0)], -_INF, 0.0)
        return y[b]

    z: dict[str, int] = {}

    def blocked(a: str) -> int:
        """An indicator that a is blocked: at most the sum of its pairs."""
        if a not in z:
            z[a] = new_col()
            rows.add([(z[a], 1.0), *((i, -1.0) for i in by_attacker[a])], -_INF, 0.0)
        return z[a]

    for b in blockers:
        cap = capacity(board.permanent(b))
        if cap is not None and len(by_blocker[b]) > cap:
            rows.add(((i, 1.0) for i in by_blocker[b]), -_INF, float(cap))
    for a, cols in by_attacker.items():
        perm = board.permanent(a)
        low, high = min_blockers(perm), max_blockers(perm)
        if low > 1 and cols:
            # Blocked at all means blocked by at least `low` (menace, 702.111b).
            za = blocked(a)
            rows.add([*((i, 1.0) for i in cols), (za, -float(low))], 0.0, _INF)
            for i in cols:
                rows.add([(i, 1.0), (za, -1.0)], -_INF, 0.0)
        if high is not None and len(cols) > high:
            rows.add(((i, 1.0) for i in cols), -_INF, float(high))
    if exact_y:
        for b in blockers:
            blocks(b)
        for b in blockers:
            if board.permanent(b).has_rule(CantBlockAlone):
                rows.add([(y[b], 1.0), *((y[o], -1.0) for o in blockers if o != b)], -_INF, 0.0)
        limit = combat_blocker_limit(board)
        if limit is not None and len(blockers) > limit:
            rows.add(((y[b], 1.0) for b in blockers), -_INF, float(limit))
        for b, condition in together:
            if isinstance(condition, AlsoBlock):
                # If b blocks, at least `count` other creatures block.
                others = [(y[o], -1.0) for o in blockers if o != b]
                rows.add([(y[b], float(condition.count)), *others], -_INF, 0.0)
            else:
                # If b blocks, some other creature with greater power blocks.
                power = board.permanent(b).current_power
                stronger = [
                    (y[o], -1.0)
                    for o in blockers
                    if o != b and board.permanent(o).current_power > power
                ]
                rows.add([(y[b], 1.0), *stronger], -_INF, 0.0)
    for a, everyone in rules.all_block:
        if not by_attacker.get(a):
            continue
        if all((c, a) in col for c in everyone):
            # Blocked at all means blocked by every creature of its defender.
            first = col[(everyone[0], a)]
            for c in everyone[1:]:
                rows.add([(first, 1.0), (col[(c, a)], -1.0)], 0.0, 0.0)
        else:
            # Some creature of its defender can't block it (without a cost).
            rows.add(((i, 1.0) for i in by_attacker[a]), -_INF, 0.0)

    def any_of(cols: list[int]) -> int:
        """An indicator that at least one of the columns is chosen."""
        target = new_col()
        rows.add([(target, 1.0), *((i, -1.0) for i in cols)], -_INF, 0.0)
        return target

    for r in reqs:
        if r.kind == "blocks_each_combat":
            if r.blocker in by_blocker:
                target = blocks(str(r.blocker))
                cost[target] = cost.get(target, 0.0) + 1.0
        elif r.kind == "blocks_sel_each_combat":
            b = str(r.blocker)
            cols = [col[(b, a)] for a in r.among if (b, a) in col]
            if cols:
                target = any_of(cols)
                cost[target] = cost.get(target, 0.0) + 1.0
        elif r.kind == "must_be_blocked_by":
            cols = [col[(b, a)] for b in r.among for a in r.attackers if (b, a) in col]
            if cols:
                target = any_of(cols)
                cost[target] = cost.get(target, 0.0) + 1.0
        elif r.kind in ("must_block", "lure") and r.band:
            # a block on any creature of the band (702.22h)
            cols = [col[(str(r.blocker), a)] for a in r.attackers if (str(r.blocker), a) in col]
            if cols:
                target = any_of(cols)
                cost[target] = cost.get(target, 0.0) + 1.0
        elif r.kind in ("must_block", "lure"):
            pair = (str(r.blocker), str(r.attacker))
            if pair in col:
                cost[col[pair]] = cost.get(col[pair], 0.0) + 1.0
        elif r.band:
            # the band is blocked (by exactly one creature): blocks on any of it (702.22h)
            cols = [i for a in r.attackers for i in by_attacker.get(a, [])]
            if not cols:
                continue
            if r.kind == "must_be_blocked":
                target = any_of(cols)
            else:
                target = _exactly_one(rows, new_col(), cols, blockers, col, r.attackers)
            cost[target] = cost.get(target, 0.0) + 1.0
        else:
            a = str(r.attacker)
            if not by_attacker.get(a):
                continue
            if r.kind == "must_be_blocked":
                target = blocked(a)
            else:
                target = new_col()  # blocked by exactly one creature
                cols = by_attacker[a]
                rows.add([(target, 1.0), *((i, -1.0) for i in cols)], -_INF, 0.0)
                rows.add(
                    [*((i, 1.0) for i in cols), (target, float(len(cols) - 1))],
                    -_INF,
                    float(len(cols)),
                )
            cost[target] = cost.get(target, 0.0) + 1.0

    if not cost:
        empty = BlockDeclaration()
        return MaximumResult(obeyed_count(reqs, empty), empty, True, time.perf_counter() - started)
    values, optimal = _solve_mip(ncols, cost, rows, time_limit)
    chosen: dict[str, list[str]] = {}
    if values is not None:
        for (b, a), i in col.items():
            if values[i] > 0.5:
                chosen.setdefault(b, []).append(a)
    witness = BlockDeclaration.of(chosen)
    if restriction_violations(board, witness):  # never expected; stay safe
        witness, optimal = BlockDeclaration(), False
    return MaximumResult(
        obeyed_count(reqs, witness), witness, optimal, time.perf_counter() - started
    )


_INF = float("inf")


def _exactly_one(
    rows: _Rows,
    target: int,
    cols: list[int],
    blockers: list[str],
    col: dict[tuple[str, str], int],
    band: tuple[str, ...],
) -> int:
    """An indicator that exactly one creature blocks the band (702.22h): the
    pairs on it, counted by blocker (a blocker on two of its creatures is
    one creature blocking it)."""
    per_blocker = [[col[(b, a)] for a in band if (b, a) in col] for b in blockers]
    per_blocker = [c for c in per_blocker if c]
    # target <= sum of all pairs; and if target, no two blockers
    rows.add([(target, 1.0), *((i, -1.0) for i in cols)], -_INF, 0.0)
    n = len(per_blocker)
    # sum over blockers of (their pairs) + (n - 1) * target <= n, with each
    # blocker on at most one creature of the band (a block on the band)
    for group in per_blocker:
        if len(group) > 1:
            rows.add(((i, 1.0) for i in group), -_INF, 1.0)
    rows.add([*((i, 1.0) for i in cols), (target, float(n - 1))], -_INF, float(n))
    return target


def _solve_mip(
    ncols: int, cost: Mapping[int, float], rows: _Rows, time_limit: float
) -> tuple[list[float] | None, bool]:
    """Maximise over 0-1 columns; returns the column values (``None`` if no
    solution was found in time) and whether optimality was proven."""
    import highspy  # noqa: PLC0415  (only the solver needs it, and numpy)
    import numpy as np  # noqa: PLC0415

    # The raw class, unlike highspy.Highs, prints nothing before output_flag is off.
    raw: Any = getattr(highspy, "_Highs", highspy.Highs)
    h = raw()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("time_limit", float(time_limit))
    h.setOptionValue("random_seed", 0)
    h.setOptionValue("threads", 1)
    h.addVars(ncols, np.zeros(ncols), np.ones(ncols))
    idx = np.arange(ncols, dtype=np.int32)
    h.changeColsIntegrality(ncols, idx, np.full(ncols, highspy.HighsVarType.kInteger))
    costs = np.zeros(ncols)
    for i, c in cost.items():
        costs[i] = c
    h.changeColsCost(ncols, idx, costs)
    h.changeObjectiveSense(highspy.ObjSense.kMaximize)
    if rows.starts:
        h.addRows(
            len(rows.starts),
            np.array(rows.lower),
            np.array(rows.upper),
            len(rows.index),
            np.array(rows.starts, dtype=np.int32),
            np.array(rows.index, dtype=np.int32),
            np.array(rows.value),
        )
    h.run()
    status = h.getModelStatus()
    solution = h.getSolution()
    values = list(solution.col_value) if solution.value_valid else None
    return values, status == highspy.HighsModelStatus.kOptimal
