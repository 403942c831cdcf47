"""The benchmark suite of mtgcombat (issue 6, section 1): one runner for every case.

Boards, each resolved end to end (the declared blocks checked with
``is_legal_blocks``, then ``resolve_combat(..., auto=True)`` under the current
rules: every damage step, the package checks, state-based actions, events):

1. 5 attackers 3/3 against 5 blockers 2/2, one to one, no keywords;
2. the same with the attackers cycling none, trample, first strike,
   deathtouch, lifelink (the "keyword mix");
3. 50 against 50 of each of those two kinds;
4. 50 attackers of the keyword mix, each blocked by two 2/2s (100 blockers),
   assignments by the default chooser;
5. scaling: 10, 30, 100, 300 and 1000 a side (both kinds), with the fitted
   exponent (least squares of log median against log size).

Against the peer magic-combat (``bench_ratio.py``): the ratio rows and the
N x 1 curves (``scaling_vs_peer.png``). Before and after (``before_after.py``):
issue 38's baseline commit (``baseline.toml``) and this tree, measured in the
same run: speed-ups, ``check``'s start-up and ``batch resolve``'s lines a second.

Kernels: package legality checks (1 attacker against 1..8 blockers, both rule
sets), enumeration of legal assignments, counting them for power 100 against
10 blockers, the exact 509.1c check (``bench_blocks.py``, 10 to 200 a side)
and the peak memory of the 1000-a-side combat (``tracemalloc``).

Method: ``time.perf_counter``; boards are built outside the timed region and
every timed call gets a fresh ``Board`` (boards cache derived data, so reusing
one would time a warm cache); each case runs once untimed first; the garbage
collector stays on but collects before each sample. Targets are reported,
never asserted.

Usage::

    python benchmarks/run.py                     # the full suite (a minute or two)
    python benchmarks/run.py --out bench-out/    # also write report.md and PNG plots
    python benchmarks/run.py --smoke             # every case once, smallest size (CI)
    python benchmarks/run.py --repeats 3         # the same repeat count for every case

Plots need matplotlib (the optional ``bench`` extra); without it the report is
still written and says that the plots were skipped.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import gc
import importlib
import math
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import before_after
import bench_batch
import bench_blocks
import bench_ratio
import bench_startup

import mtgcombat
from mtgcombat import (
    BlockDeclaration,
    Board,
    CombatResult,
    Keyword,
    Package,
    Permanent,
    Player,
    RuleSet,
    Zone,
    default_package,
    is_legal,
    is_legal_blocks,
    legal_assignments,
    resolve_combat,
)
from mtgcombat.core.abilities import Ability, Afflict, BlockTrigger, Bushido, PumpEffect, Rampage
from mtgcombat.core.model import evolve
from mtgcombat.solver.search import Objective, Solution, best_assignment, best_blocks

_S = TypeVar("_S")

KEYWORD_CYCLE: tuple[Keyword | None, ...] = (
    None,
    Keyword.TRAMPLE,
    Keyword.FIRST_STRIKE,
    Keyword.DEATHTOUCH,
    Keyword.LIFELINK,
)
SCALING_SIZES = (10, 30, 100, 300, 1000)
SCALING_REPEATS = {10: 51, 30: 31, 100: 15, 300: 7, 1000: 5}
MIX_1000_REPEATS = 3  # about 4 s a run on the reference machine
MEMORY_SIZE, SMOKE_MEMORY_SIZE = 1000, 10
CHECK_BLOCKERS = tuple(range(1, 9))
CHECK_BATCH = 200  # checks per sample, each on a fresh board
CHECK_REPEATS = 11
CHECK_WAYS = ("fresh board", "one board")
ENUM_POWER, ENUM_BLOCKERS = 24, 6  # a 24/24 trampler against six 2/2s
ENUM_REPEATS = 5
COUNT_POWER, COUNT_BLOCKERS = 100, 10
COUNT_REPEATS = 21
MB = 1_000_000


# ---------------------------------------------------------------------------
# Boards
# ---------------------------------------------------------------------------


def combat_permanents(n: int, *, mix: bool, blockers_each: int = 1) -> tuple[Permanent, ...]:
    """N attacking 3/3s of player A (with the keyword mix, cycling none,
    trample, first strike, deathtouch, lifelink) and ``blockers_each`` 2/2s of
    player B blocking each of them."""
    attackers = []
    for i in range(n):
        keyword = KEYWORD_CYCLE[i % len(KEYWORD_CYCLE)] if mix else None
        attackers.append(
            Permanent(
                id=f"a{i}",
                controller="A",
                power=3,
                toughness=3,
                abilities=frozenset({keyword}) if keyword is not None else frozenset(),
                attacking="B",
            )
        )
    blockers = [
        Permanent(
            id=f"b{i}", controller="B", power=2, toughness=2, blocking=(f"a{i // blockers_each}",)
        )
        for i in range(n * blockers_each)
    ]
    return (*attackers, *blockers)


def new_board(
    permanents: tuple[Permanent, ...], orders: dict[str, tuple[str, ...]] | None = None
) -> Board:
    return Board(
        players=(Player("A"), Player("B")),
        permanents=permanents,
        active_player="A",
        orders=dict(orders or {}),
    )


@dataclass(frozen=True)
class Combat:
    """One end-to-end board: its permanents and the declared blocks."""

    permanents: tuple[Permanent, ...]
    declaration: BlockDeclaration

    @classmethod
    def of(cls, n: int, *, mix: bool, blockers_each: int = 1) -> Combat:
        permanents = combat_permanents(n, mix=mix, blockers_each=blockers_each)
        return cls(permanents, BlockDeclaration.from_board(new_board(permanents)))

    def fresh(self) -> Board:
        return new_board(self.permanents)


def end_to_end(board: Board, declaration: BlockDeclaration) -> CombatResult:
    """Check the declared blocks (509.1), then resolve every damage step with
    the default chooser under the current rules."""
    verdict = is_legal_blocks(board, declaration, RuleSet.CURRENT)
    if not verdict.legal:
        raise AssertionError(f"benchmark board has illegal blocks: {verdict.violations}")
    return resolve_combat(board, RuleSet.CURRENT, auto=True)


def outcome(result: CombatResult) -> str:
    died = sum(1 for p in result.board.permanents if p.zone is not Zone.BATTLEFIELD)
    life = "/".join(str(p.life) for p in result.board.players)
    return f"{len(result.events)} events, {died} died, life {life}"


def one_attacker(
    power: int, blockers: int, rules: RuleSet, keywords: frozenset[Keyword] = frozenset()
) -> tuple[tuple[Permanent, ...], dict[str, tuple[str, ...]]]:
    """An attacker with this power (and toughness) blocked by ``blockers``
    2/2s; under the 2023 rules the damage assignment order is declared."""
    attacker = Permanent(
        id="a",
        controller="A",
        power=power,
        toughness=power,
        abilities=keywords,
        attacking="B",
    )
    guards = tuple(
        Permanent(id=f"b{i}", controller="B", power=2, toughness=2, blocking=("a",))
        for i in range(blockers)
    )
    orders = {"a": tuple(g.id for g in guards)} if rules is RuleSet.R2023 else {}
    return (attacker, *guards), orders


# ---------------------------------------------------------------------------
# Measuring
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """One measured case at one size; times are seconds per operation."""

    group: str
    case: str
    size: str
    repeats: int
    median: float
    low: float
    high: float
    result: str = ""
    per_second: float | None = None  # items per second at the median, for rate kernels

    @classmethod
    def of(
        cls,
        group: str,
        case: str,
        size: str,
        times: Sequence[float],
        result: str,
        per_second: float | None = None,
    ) -> Row:
        median = statistics.median(times)
        return cls(
            group, case, size, len(times), median, min(times), max(times), result, per_second
        )


def timed(
    prepare: Callable[[], _S],
    call: Callable[[_S], object],
    repeats: int,
    *,
    warmup: bool,
    per_sample: int = 1,
) -> tuple[list[float], object]:
    """Seconds per operation for each repeat, and the last call's value.
    ``prepare`` builds the input (fresh boards) outside the timed region;
    ``per_sample`` divides a sample's time when ``call`` does several operations."""
    if warmup:
        call(prepare())
    times: list[float] = []
    value: object = None
    for _ in range(repeats):
        state = prepare()
        gc.collect()
        started = time.perf_counter()
        value = call(state)
        times.append((time.perf_counter() - started) / per_sample)
    return times, value


def fit_exponent(points: Sequence[tuple[float, float]]) -> tuple[float, float] | None:
    """Least squares of log(y) against log(x): (slope, intercept), or None."""
    logs = [(math.log(x), math.log(y)) for x, y in points if x > 0 and y > 0]
    if len(logs) < 2:
        return None
    mean_x = statistics.fmean(x for x, _ in logs)
    mean_y = statistics.fmean(y for _, y in logs)
    sxx = sum((x - mean_x) ** 2 for x, _ in logs)
    if sxx == 0:
        return None
    slope = sum((x - mean_x) * (y - mean_y) for x, y in logs) / sxx
    return slope, mean_y - slope * mean_x


@dataclass
class Settings:
    smoke: bool
    repeats: int | None  # overrides every case's own count

    def count(self, default: int) -> int:
        if self.repeats is not None:
            return self.repeats
        return 1 if self.smoke else default

    def sizes(self, sizes: Sequence[int]) -> tuple[int, ...]:
        return (min(sizes),) if self.smoke else tuple(sizes)

    @property
    def warmup(self) -> bool:
        return not self.smoke


def progress(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def bench_board(settings: Settings, case: str, combat: Combat, size: str, repeats: int) -> Row:
    times, value = timed(
        combat.fresh,
        lambda board: end_to_end(board, combat.declaration),
        settings.count(repeats),
        warmup=settings.warmup,
    )
    assert isinstance(value, CombatResult)
    progress(f"  {case} {size}: {statistics.median(times) * 1000:.3f} ms")
    return Row.of("board", case, size, times, outcome(value))


def output_builder(combat: Combat) -> Callable[[Board], object]:
    """What a resolved combat of these boards holds, built with no rules at
    all: each event again from its fields, each changed permanent and player
    by one copy with its final fields, and the new board. Any engine that
    returns immutable boards and event objects pays at least this, so it is a
    floor under the board's time (the engine also builds the states between
    the steps and its plans, checks and indexes)."""
    before = combat.fresh()
    result = end_to_end(combat.fresh(), combat.declaration)
    events = [
        (type(e), tuple(getattr(e, f.name) for f in dataclasses.fields(e))) for e in result.events
    ]

    def changes(old: Any, new: Any) -> dict[str, Any]:
        return {
            f.name: getattr(new, f.name)
            for f in dataclasses.fields(new)
            if getattr(new, f.name) != getattr(old, f.name)
        }

    permanents = [
        (p, changes(p, q)) for p, q in zip(before.permanents, result.board.permanents, strict=True)
    ]
    players = [
        (p, changes(p, q)) for p, q in zip(before.players, result.board.players, strict=True)
    ]

    def build(board: Board) -> object:
        made = [kind(*fields) for kind, fields in events]
        perms = [evolve(p, **changed) if changed else p for p, changed in permanents]
        people = [evolve(p, **changed) if changed else p for p, changed in players]
        return board.with_permanents(perms).with_players(people), made

    return build


def bench_floor(settings: Settings, combat: Combat) -> Row:
    build = output_builder(combat)
    times, _ = timed(combat.fresh, build, settings.count(201), warmup=settings.warmup)
    case = "board 1, output floor (no rules)"
    progress(f"  {case}: {statistics.median(times) * 1e6:.1f} us")
    return Row.of("board", case, "5 v 5", times, "the result's objects alone")


def bench_boards(settings: Settings) -> list[Row]:
    progress("boards 1-4")
    return [
        bench_board(settings, "board 1, vanilla", Combat.of(5, mix=False), "5 v 5", 201),
        bench_floor(settings, Combat.of(5, mix=False)),
        bench_board(settings, "board 2, keyword mix", Combat.of(5, mix=True), "5 v 5", 201),
        bench_board(settings, "board 3, vanilla", Combat.of(50, mix=False), "50 v 50", 31),
        bench_board(settings, "board 3, keyword mix", Combat.of(50, mix=True), "50 v 50", 31),
        bench_board(
            settings,
            "board 4, keyword mix",
            Combat.of(50, mix=True, blockers_each=2),
            "50 v 100",
            15,
        ),
    ]


def bench_scaling(settings: Settings) -> list[Row]:
    rows: list[Row] = []
    for mix in (False, True):
        kind = "keyword mix" if mix else "vanilla"
        progress(f"board 5: scaling, {kind}")
        for n in settings.sizes(SCALING_SIZES):
            repeats = MIX_1000_REPEATS if mix and n == 1000 else SCALING_REPEATS[n]
            rows.append(
                bench_board(
                    settings, f"board 5, {kind}", Combat.of(n, mix=mix), f"{n} v {n}", repeats
                )
            )
    return rows


def bench_ratios(settings: Settings) -> tuple[list[Row], str]:
    """``bench_ratio.py``: the same boards under magic-combat and mtgcombat,
    interleaved (issue 15); no rows, and a note saying why, without the peer."""
    progress(f"speed against {bench_ratio.PEER}")
    cases = bench_ratio.CASES
    if settings.smoke:
        cases = tuple(c for c in cases if c.name in bench_ratio.SMOKE_CASES)
    peer, note = bench_ratio.load_peer()
    if peer is None:
        progress(f"  {note}")
        return [], note
    rows = []
    for case in cases:
        r = bench_ratio.measure(peer, case, settings.count(case.repeats))
        result = f"{bench_ratio.PEER} {fmt_time(r.peer)}, speed-up {r.speedup:.2f}"
        rows.append(Row.of("ratio", f"vs {bench_ratio.PEER}", case.label, r.ours_times, result))
        progress(f"  {case.label}: {result}")
    return rows, f"{bench_ratio.PEER} from {note}"


def bench_peer_scaling(settings: Settings) -> list[Row]:
    """Both engines on N x 1 boards from 5 to 1000 attackers, vanilla and the
    keyword mix (``bench_ratio.scaling``): the curves ``scaling_vs_peer.png``
    draws side by side. No rows without the peer."""
    peer, _ = bench_ratio.load_peer()
    if peer is None:
        return []
    progress(f"scaling against {bench_ratio.PEER}")
    sizes = settings.sizes(bench_ratio.SCALING_SIZES)
    rows = []
    for keywords in (False, True):
        kind = "keyword mix" if keywords else "vanilla"
        repeats = 1 if settings.smoke else settings.repeats
        for r in bench_ratio.scaling(peer, keywords, sizes, repeats):
            size = f"{r.case.attackers} x 1"
            rows.append(Row.of("peer scaling", f"mtgcombat, {kind}", size, r.ours_times, ""))
            rows.append(
                Row.of(
                    "peer scaling",
                    f"{bench_ratio.PEER}, {kind}",
                    size,
                    r.peer_times,
                    f"speed-up {r.speedup:.2f}",
                )
            )
    return rows


def _speedup(row: Row) -> float:
    """The speed-up a ratio row's result reports."""
    return float(row.result.rsplit("speed-up ", 1)[1])


# ---------------------------------------------------------------------------
# The combat solver (issue 7)
# ---------------------------------------------------------------------------

TOKENS, TOKEN_DEFENDERS = 66, 6
SOLVER_MIX_SIZE = 8
SOLVER_REPEATS = 5
SOLVER_KEYWORDS: tuple[frozenset[Keyword], ...] = (
    frozenset({Keyword.FIRST_STRIKE}),
    frozenset({Keyword.DEATHTOUCH}),
    frozenset({Keyword.TRAMPLE}),
    frozenset({Keyword.MENACE}),
    frozenset({Keyword.LIFELINK}),
)


REACH = frozenset({Keyword.REACH})


def token_swarm(tokens: int) -> Board:
    """``tokens`` attacking 1/1 flying deathtouch tokens against six
    creatures: a 2/3 and a 1/4 with reach, and four 3/3s."""
    swarm = [
        Permanent(
            id=f"t{i}",
            controller="A",
            power=1,
            toughness=1,
            abilities=frozenset({Keyword.FLYING, Keyword.DEATHTOUCH}),
            attacking="B",
        )
        for i in range(tokens)
    ]
    defenders = [
        Permanent(
            id="r1", controller="B", power=2, toughness=3, abilities=frozenset({Keyword.REACH})
        ),
        Permanent(
            id="r2", controller="B", power=1, toughness=4, abilities=frozenset({Keyword.REACH})
        ),
        *(Permanent(id=f"g{i}", controller="B", power=3, toughness=3) for i in range(4)),
    ]
    return new_board((*swarm, *defenders))


def keyword_melee(n: int) -> Board:
    """N attackers of A (2/2 to 4/4, cycling first strike, deathtouch,
    trample, menace, lifelink) against N possible blockers of B (1/1 to 3/3,
    every other one with a keyword of the same cycle); nobody blocks yet."""
    attackers = [
        Permanent(
            id=f"a{i}",
            controller="A",
            power=2 + i % 3,
            toughness=2 + (2 * i) % 3,
            abilities=SOLVER_KEYWORDS[i % 5],
            attacking="B",
        )
        for i in range(n)
    ]
    blockers = [
        Permanent(
            id=f"b{i}",
            controller="B",
            power=1 + i % 3,
            toughness=1 + (i + 1) % 3,
            abilities=SOLVER_KEYWORDS[(i + 2) % 5] if i % 2 else frozenset(),
        )
        for i in range(n)
    ]
    return new_board((*attackers, *blockers))


BLOCK_TRIGGERS: tuple[frozenset[Ability], ...] = (
    frozenset({Bushido(1)}),
    frozenset({Keyword.FLANKING}),
    frozenset({Rampage(1)}),
    frozenset({Afflict(1)}),
    frozenset({BlockTrigger(("blocks",), (PumpEffect("it", 0, 2),))}),
)


def keyword_melee_triggers(n: int) -> Board:
    """:func:`keyword_melee` with a declare blockers trigger on every other
    creature, cycling bushido 1, flanking, rampage 1, afflict 1 and
    "whenever ~ blocks, it gets +0/+2" (the block search plays them for every
    declaration it values)."""
    board = keyword_melee(n)
    return board.with_permanents(
        evolve(p, abilities=p.abilities | BLOCK_TRIGGERS[(i // 2) % 5]) if i % 2 == 0 else p
        for i, p in enumerate(board.permanents)
    )


HUNDRED_TOKENS, HUNDRED_LIMIT = 66, 1.0
HUGE_POWER, HUGE_BLOCKERS = 10**6, 10


def hundred_handed(tokens: int) -> Board:
    """Issue 13's mass blocker: ``tokens`` attacking 1/1 flying deathtouch
    tokens against a 6/8 reach that can block ninety-nine more creatures (a
    monstrous Hundred-Handed One), two 2/4 reach, a 0/1 flier and two 2/2s;
    B at 60 life."""
    swarm = [
        Permanent(
            id=f"t{i}",
            controller="A",
            power=1,
            toughness=1,
            abilities=frozenset({Keyword.FLYING, Keyword.DEATHTOUCH}),
            attacking="B",
        )
        for i in range(tokens)
    ]
    defenders = [
        Permanent(id="giant", controller="B", power=6, toughness=8, abilities=REACH),
        Permanent(id="r1", controller="B", power=2, toughness=4, abilities=REACH),
        Permanent(id="r2", controller="B", power=2, toughness=4, abilities=REACH),
        Permanent(
            id="bird",
            controller="B",
            power=0,
            toughness=1,
            abilities=frozenset({Keyword.FLYING}),
        ),
        Permanent(id="g1", controller="B", power=2, toughness=2),
        Permanent(id="g2", controller="B", power=2, toughness=2),
    ]
    defenders[0] = evolve(defenders[0], can_block_additional=99)
    return Board(
        players=(Player("A"), Player("B", life=60)),
        permanents=(*swarm, *defenders),
        active_player="A",
    )


def hundred_handed_mana_values(board: Board) -> Objective:
    """The defender's objective weighing creatures by mana value on
    :func:`hundred_handed`'s board: tokens 0, the giant 4, the others 1-2."""
    values = {p.id: 0.0 for p in board.permanents if p.controller == "A"}
    values |= {"giant": 4.0, "r1": 2.0, "r2": 2.0, "bird": 1.0, "g1": 2.0, "g2": 2.0}
    return Objective(worth="mana_value", mana_values=values)


def huge_trampler(power: int, blockers: int) -> Board:
    """Issue 13's huge power: a trampler of this power blocked by
    ``blockers`` creatures of toughness 1, 2, ..."""
    big = Permanent(
        id="big",
        controller="A",
        power=power,
        toughness=power,
        abilities=frozenset({Keyword.TRAMPLE}),
        attacking="B",
    )
    walls = [
        Permanent(id=f"w{i}", controller="B", power=1, toughness=i + 1, blocking=("big",))
        for i in range(blockers)
    ]
    return new_board((big, *walls))


def peak_mb(call: Callable[[], object]) -> float:
    """Peak traced memory (MB) of one call."""
    gc.collect()
    tracemalloc.start()
    try:
        call()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / MB


def bench_solver_limits(settings: Settings) -> list[Row]:
    """Issue 13's adversarial boards: the mass blocker (``best_blocks`` with a
    time limit of 1 s) and power 10^6 trample over ten blockers
    (``best_assignment``, both rule sets); the ``result`` column shows
    whether the answer is proven and the peak traced memory of one run."""
    tokens = 8 if settings.smoke else HUNDRED_TOKENS
    rows: list[Row] = []

    def mass_call(rules: RuleSet, worths: bool) -> Callable[[Board], Solution[Any]]:
        def call(board: Board) -> Solution[Any]:
            objective = hundred_handed_mana_values(board) if worths else None
            return best_blocks(board, rules, objective=objective, time_limit=HUNDRED_LIMIT)

        return call

    def huge_call(rules: RuleSet) -> Callable[[Board], Solution[Any]]:
        return lambda board: best_assignment(board, rules, time_limit=5.0)

    cases: list[tuple[str, str, Callable[[], Board], Callable[[Board], Solution[Any]]]] = [
        (
            f"best blocks, mass blocker{', mana values' if worths else ''}, {rules} (issue 13)",
            f"{tokens} tokens v 6",
            lambda: hundred_handed(tokens),
            mass_call(rules, worths),
        )
        for worths in (False, True)
        for rules in (RuleSet.R2023, RuleSet.CURRENT)
    ]
    cases += [
        (
            f"best assignment, huge trample, {rules}",
            f"power 10^6 v {HUGE_BLOCKERS}",
            lambda: huge_trampler(HUGE_POWER, HUGE_BLOCKERS),
            huge_call(rules),
        )
        for rules in (RuleSet.R2023, RuleSet.CURRENT)
    ]
    for case, size, build, call in cases:
        progress(f"solver: {case} {size}")
        times, value = timed(build, call, settings.count(3), warmup=False)
        assert isinstance(value, Solution)
        peak = peak_mb(lambda: call(build()))  # noqa: B023 (called at once)
        proof = "optimal" if value.optimal else "NOT proven"
        rows.append(
            Row.of(
                "solver", case, size, times, f"value {value.value:g}, {proof}, peak {peak:.0f} MB"
            )
        )
    return rows


def bench_solver(settings: Settings) -> list[Row]:
    """``best_blocks`` for the defender: the token swarm (current rules) and
    the keyword melee under both rule sets; the ``result`` column shows the
    blocks chosen, the value and whether it is proven optimal."""
    rows: list[Row] = []
    tokens = 10 if settings.smoke else TOKENS
    melee = 3 if settings.smoke else SOLVER_MIX_SIZE
    cases: list[tuple[str, str, Callable[[], Board], RuleSet]] = [
        (
            "best blocks, token swarm",
            f"{tokens} v {TOKEN_DEFENDERS}",
            lambda: token_swarm(tokens),
            RuleSet.CURRENT,
        ),
    ]
    cases += [
        (
            f"best blocks, keyword melee, {rules}",
            f"{melee} v {melee}",
            lambda: keyword_melee(melee),
            rules,
        )
        for rules in (RuleSet.R2023, RuleSet.CURRENT)
    ]
    cases += [
        (
            f"best blocks, keyword melee with block triggers, {rules}",
            f"{melee} v {melee}",
            lambda: keyword_melee_triggers(melee),
            rules,
        )
        for rules in (RuleSet.R2023, RuleSet.CURRENT)
    ]
    for case, size, build, rules in cases:
        progress(f"solver: {case} {size}")

        def call(board: Board, r: RuleSet = rules) -> Solution[BlockDeclaration]:
            return best_blocks(board, r)

        times, value = timed(build, call, settings.count(SOLVER_REPEATS), warmup=settings.warmup)
        assert isinstance(value, Solution)
        blocks = len(value.choice.blocks)
        proof = "optimal" if value.optimal else "NOT proven"
        rows.append(
            Row.of(
                "solver", case, size, times, f"{blocks} blockers, value {value.value:g}, {proof}"
            )
        )
    return rows


def bench_memory(settings: Settings) -> list[tuple[str, int, float]]:
    """Peak traced memory (bytes) of one end-to-end combat per kind: the
    allocations made while checking and resolving, not the input board."""
    n = SMOKE_MEMORY_SIZE if settings.smoke else MEMORY_SIZE
    out: list[tuple[str, int, float]] = []
    for mix in (False, True):
        kind = "keyword mix" if mix else "vanilla"
        progress(f"peak memory, {kind}, {n} a side (tracemalloc slows this run down)")
        combat = Combat.of(n, mix=mix)
        board = combat.fresh()
        gc.collect()
        tracemalloc.start()
        try:
            result = end_to_end(board, combat.declaration)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        del result
        out.append((kind, n, peak / MB))
    return out


def bench_checks(settings: Settings) -> list[Row]:
    """``is_legal`` on the attacker's default (legal) assignment, two ways:
    one fresh board per check (the first check on a board pays for its
    indexes and plans), and many checks on one board, as a solver or a user
    interface checking candidate packages does (one untimed check builds the
    board's indexes first). A sample is the mean over a batch of checks."""
    rows: list[Row] = []
    for rules in (RuleSet.R2023, RuleSet.CURRENT):
        progress(f"kernel: is_legal, {rules}")
        for way in CHECK_WAYS:
            for k in settings.sizes(CHECK_BLOCKERS):
                rows.append(_bench_check(settings, rules, way, k))
    return rows


def _bench_check(settings: Settings, rules: RuleSet, way: str, k: int) -> Row:
    permanents, orders = one_attacker(2 * k + 2, k, rules)
    package = Package((default_package(new_board(permanents, orders), rules)["a"],))
    verdict = is_legal(new_board(permanents, orders), package, rules)
    assert verdict.legal, verdict

    def prepare() -> list[Board]:
        if way == "fresh board":
            return [new_board(permanents, orders) for _ in range(CHECK_BATCH)]
        board = new_board(permanents, orders)
        is_legal(board, package, rules)
        return [board] * CHECK_BATCH

    def call(boards: list[Board]) -> None:
        for board in boards:
            is_legal(board, package, rules)

    times, _ = timed(
        prepare,
        call,
        settings.count(CHECK_REPEATS),
        warmup=settings.warmup,
        per_sample=CHECK_BATCH,
    )
    rate = 1 / statistics.median(times)
    return Row.of(
        "check",
        f"is_legal, {rules} rules, {way}",
        f"1 v {k}",
        times,
        f"{rate:,.0f} checks/s; {package}",
        rate,
    )


def bench_enumeration(settings: Settings) -> list[Row]:
    """Iterate every legal assignment of a 24/24 trampler blocked by six 2/2s
    (the ``legal_assignments`` call included), on a fresh board each time."""
    rows: list[Row] = []
    for rules in (RuleSet.R2023, RuleSet.CURRENT):
        progress(f"kernel: enumeration, {rules}")
        permanents, orders = one_attacker(
            ENUM_POWER, ENUM_BLOCKERS, rules, frozenset({Keyword.TRAMPLE})
        )

        def prepare(
            p: tuple[Permanent, ...] = permanents, o: dict[str, tuple[str, ...]] = orders
        ) -> Board:
            return new_board(p, o)

        def call(board: Board, r: RuleSet = rules) -> int:
            return sum(1 for _ in legal_assignments(board, "a", r))

        times, value = timed(
            prepare,
            call,
            settings.count(ENUM_REPEATS),
            warmup=settings.warmup,
        )
        assert isinstance(value, int)
        rate = value / statistics.median(times)
        rows.append(
            Row.of(
                "enumerate",
                f"enumerate, {rules} rules",
                f"{ENUM_POWER} trample v {ENUM_BLOCKERS}",
                times,
                f"{value:,} assignments, {rate:,.0f}/s",
                rate,
            )
        )
    return rows


def bench_counting(settings: Settings) -> list[Row]:
    rows: list[Row] = []
    for rules in (RuleSet.R2023, RuleSet.CURRENT):
        progress(f"kernel: counting, {rules}")
        permanents, orders = one_attacker(COUNT_POWER, COUNT_BLOCKERS, rules)

        def prepare(
            p: tuple[Permanent, ...] = permanents, o: dict[str, tuple[str, ...]] = orders
        ) -> Board:
            return new_board(p, o)

        def call(board: Board, r: RuleSet = rules) -> int:
            return legal_assignments(board, "a", r).count()

        times, value = timed(
            prepare,
            call,
            settings.count(COUNT_REPEATS),
            warmup=settings.warmup,
        )
        rows.append(
            Row.of(
                "count",
                f"count, {rules} rules",
                f"power {COUNT_POWER} v {COUNT_BLOCKERS}",
                times,
                f"{value:,} assignments",
            )
        )
    return rows


def bench_509_1c(settings: Settings) -> list[Row]:
    """``bench_blocks.py``: the exact 509.1c check, N attackers against N
    potential blockers with menace, Lure, must-block and flying."""
    progress("kernel: exact 509.1c check")
    if settings.warmup:
        # The first solve imports the solver (highspy, numpy).
        is_legal_blocks(
            bench_blocks.fresh_board(bench_blocks.build_permanents(5)), BlockDeclaration()
        )
    rows: list[Row] = []
    for n in settings.sizes(bench_blocks.SIZES):
        r = bench_blocks.measure(n, settings.count(bench_blocks.REPEATS[n]))
        rows.append(
            Row(
                "509.1c",
                "exact 509.1c check",
                f"{n} v {n}",
                r.repeats,
                r.median_ms / 1000,
                r.min_ms / 1000,
                r.max_ms / 1000,
                f"{r.requirements} requirements, maximum {r.maximum}"
                + ("" if r.optimal else " (not proven optimal)"),
            )
        )
        progress(f"  N={n}: {r.median_ms:.2f} ms")
    return rows


# ---------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------


def fmt_time(seconds: float) -> str:
    """Seconds in s, ms or us, with three significant digits or more."""
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale or unit == "us":
            value = seconds / scale
            digits = 2 if value < 10 else 1 if value < 100 else 0
            return f"{value:.{digits}f} {unit}"
    raise AssertionError("unreachable")


def markdown_table(
    head: Sequence[str], body: Sequence[Sequence[str]], right: frozenset[int] = frozenset()
) -> str:
    """A pipe table, padded to read as plain text too; columns in ``right``
    are right-aligned."""
    widths = [max(len(h), *(len(r[i]) for r in body)) for i, h in enumerate(head)]

    def line(cells: Sequence[str]) -> str:
        padded = [
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ]
        return "| " + " | ".join(padded) + " |"

    rule = "|".join(
        "-" * (w + 1) + ":" if i in right else "-" * (w + 2) for i, w in enumerate(widths)
    )
    return "\n".join([line(head), f"|{rule}|", *map(line, body)])


def results_table(rows: Sequence[Row]) -> str:
    head = ("case", "size", "repeats", "median", "min", "max", "result")
    body = [
        (
            r.case,
            r.size,
            str(r.repeats),
            fmt_time(r.median),
            fmt_time(r.low),
            fmt_time(r.high),
            r.result,
        )
        for r in rows
    ]
    return markdown_table(head, body, right=frozenset({2, 3, 4, 5}))


@dataclass(frozen=True)
class Target:
    what: str
    goal: str
    measured: str
    met: bool | None  # None: not measured in this run


def verdict_text(t: Target, smoke: bool) -> str:
    if t.met is None:
        return "not measured"
    if smoke:
        return "not judged (smoke)"
    return "met" if t.met else "NOT met"


def find(rows: Sequence[Row], group: str, case: str, size: str) -> Row | None:
    return next((r for r in rows if r.group == group and r.case == case and r.size == size), None)


def time_target(what: str, row: Row | None, limit: float, goal: str) -> Target:
    if row is None:
        return Target(what, goal, "-", None)
    return Target(what, goal, fmt_time(row.median), row.median <= limit)


def targets(
    rows: Sequence[Row],
    exponents: dict[str, float | None],
    memory: Sequence[tuple[str, int, float]],
) -> list[Target]:
    out = [
        time_target(
            "board 1 (5 v 5 vanilla)",
            find(rows, "board", "board 1, vanilla", "5 v 5"),
            30e-6,
            "<= 30 us",
        ),
        time_target(
            "board 3 vanilla (50 v 50)",
            find(rows, "board", "board 3, vanilla", "50 v 50"),
            1.8e-3,
            "<= 1.8 ms",
        ),
        time_target(
            "board 4 (50 v 100, keyword mix)",
            find(rows, "board", "board 4, keyword mix", "50 v 100"),
            5e-3,
            "<= 5 ms",
        ),
    ]
    floor = find(rows, "board", "board 1, output floor (no rules)", "5 v 5")
    if floor is not None and out[0].met is not None:
        # The objects of board 1's result alone cost this (see output_builder).
        out[0] = dataclasses.replace(
            out[0], measured=f"{out[0].measured} (output floor {fmt_time(floor.median)})"
        )
    for kind, exponent in exponents.items():
        out.append(
            Target(
                f"scaling exponent, {kind}, 10 to 1000 a side",
                "<= 1.1",
                "-" if exponent is None else f"{exponent:.2f}",
                None if exponent is None else exponent <= 1.1,
            )
        )
    for kind, n, peak in memory:
        out.append(
            Target(
                f"peak memory, {kind}, {n} a side",
                "<= 100 MB",
                f"{peak:.1f} MB",
                peak <= 100 if n == MEMORY_SIZE else None,
            )
        )
    for way in CHECK_WAYS:
        for rules in RuleSet:
            out.append(
                time_target(
                    f"is_legal, 1 attacker v 5 blockers, {rules}, {way}",
                    find(rows, "check", f"is_legal, {rules} rules, {way}", "1 v 5"),
                    5e-6,
                    "<= 5 us",
                )
            )
    for rules in RuleSet:
        row = find(
            rows,
            "enumerate",
            f"enumerate, {rules} rules",
            f"{ENUM_POWER} trample v {ENUM_BLOCKERS}",
        )
        rate = None if row is None else row.per_second
        out.append(
            Target(
                f"enumeration rate, {rules}",
                ">= 500,000/s",
                "-" if rate is None else f"{rate:,.0f}/s",
                None if rate is None else rate >= 5e5,
            )
        )
    for rules in RuleSet:
        out.append(
            time_target(
                f"count, power 100 v 10 blockers, {rules}",
                find(
                    rows,
                    "count",
                    f"count, {rules} rules",
                    f"power {COUNT_POWER} v {COUNT_BLOCKERS}",
                ),
                10e-3,
                "<= 10 ms",
            )
        )
    out.append(
        time_target(
            "exact 509.1c check, 100 v 100",
            find(rows, "509.1c", "exact 509.1c check", "100 v 100"),
            0.1,
            "<= 100 ms",
        )
    )
    out.append(
        time_target(
            f"solver: best blocks, {TOKENS} tokens v {TOKEN_DEFENDERS} (issue 7)",
            find(rows, "solver", "best blocks, token swarm", f"{TOKENS} v {TOKEN_DEFENDERS}"),
            1.0,
            "<= 1 s",
        )
    )
    for worths in ("", ", mana values"):
        for rules in RuleSet:
            mass = find(
                rows,
                "solver",
                f"best blocks, mass blocker{worths}, {rules} (issue 13)",
                f"{HUNDRED_TOKENS} tokens v 6",
            )
            target = time_target(
                f"solver: mass blocker{worths}, {HUNDRED_TOKENS} tokens, proven, "
                f"under 300 MB, {rules} (issue 13)",
                mass,
                1.0,
                "<= 1 s, 300 MB",
            )
            if mass is not None and ("NOT" in mass.result or _peak(mass) > 300):
                target = dataclasses.replace(target, met=False)
            out.append(target)
    for rules in RuleSet:
        huge = find(
            rows,
            "solver",
            f"best assignment, huge trample, {rules}",
            f"power 10^6 v {HUGE_BLOCKERS}",
        )
        target = time_target(
            f"solver: power 10^6 trample over ten blockers, proven, {rules} (issue 13)",
            huge,
            0.5,
            "<= 0.5 s",
        )
        if huge is not None and "NOT" in huge.result:
            target = dataclasses.replace(target, met=False)
        out.append(target)
    for rules in RuleSet:
        size = f"{SOLVER_MIX_SIZE} v {SOLVER_MIX_SIZE}"
        row = find(rows, "solver", f"best blocks, keyword melee, {rules}", size)
        exact = row is not None and "optimal" in row.result and "NOT" not in row.result
        target = time_target(
            f"solver: best blocks, {size} keyword melee, exact, {rules} (issue 7)",
            row,
            2.0,
            "<= 2 s",
        )
        if row is not None and not exact:
            target = dataclasses.replace(target, met=False)
        out.append(target)
    for case in bench_ratio.CASES:
        row = find(rows, "ratio", f"vs {bench_ratio.PEER}", case.label)
        speedup = None if row is None else _speedup(row)
        out.append(
            Target(
                f"speed-up over {bench_ratio.PEER}, {case.label} (issue 15)",
                f">= {case.target:g}x",
                "-" if speedup is None else f"{speedup:.2f}x",
                None if speedup is None else speedup >= case.target,
            )
        )
    return out


def _peak(row: Row) -> float:
    """The peak memory (MB) a solver row's result reports, or 0."""
    for part in row.result.split(", "):
        if part.startswith("peak "):
            return float(part.split()[1])
    return 0.0


def targets_table(items: Sequence[Target], smoke: bool) -> str:
    body = [(t.what, t.goal, t.measured, verdict_text(t, smoke)) for t in items]
    head = ("target (issues 6, 7, 13 and 15)", "goal", "measured", "verdict")
    return markdown_table(head, body, right=frozenset({1, 2}))


def cpu_model() -> str:
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return platform.processor() or "unknown"
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("model name", "Model", "Hardware") and value.strip():
            return value.strip()
    return platform.processor() or "unknown"


def git_commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
            timeout=5,
            cwd=Path(__file__).resolve().parent,
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    dirty = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=no"],
        capture_output=True,
        text=True,
        check=False,
        timeout=5,
        cwd=Path(__file__).resolve().parent,
    ).stdout.strip()
    return out.stdout.strip() + (" (with uncommitted changes)" if dirty else "")


def machine_facts() -> list[tuple[str, str]]:
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    cores = f"{os.cpu_count()} logical" + (f", {usable} usable" if usable is not None else "")
    return [
        ("CPU", cpu_model()),
        ("cores", cores),
        ("Python", f"{platform.python_implementation()} {platform.python_version()}"),
        ("system", platform.platform()),
        ("mtgcombat", f"{mtgcombat.__version__}, commit {git_commit()}"),
        ("rules core", "compiled (mypyc)" if mtgcombat.is_compiled() else "pure Python"),
        ("date", datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")),
    ]


# ---------------------------------------------------------------------------
# Plots (matplotlib is optional)
# ---------------------------------------------------------------------------


def load_pyplot() -> Any:
    """matplotlib.pyplot with the Agg backend, or None when not installed."""
    try:
        matplotlib = importlib.import_module("matplotlib")
    except ImportError:
        return None
    matplotlib.use("Agg")
    return importlib.import_module("matplotlib.pyplot")


@dataclass(frozen=True)
class Curve:
    label: str
    rows: tuple[Row, ...]
    sizes: tuple[int, ...]


def plot_curves(plt: Any, curves: Sequence[Curve], title: str, xlabel: str, path: Path) -> None:
    """Median time against size on log-log axes, min-max bars and the
    least-squares line of each curve."""
    fig, ax = plt.subplots(figsize=(7, 4.5), dpi=110)
    for curve in curves:
        xs = list(curve.sizes)
        med = [r.median * 1e3 for r in curve.rows]
        lo = [(r.median - r.low) * 1e3 for r in curve.rows]
        hi = [(r.high - r.median) * 1e3 for r in curve.rows]
        fit = fit_exponent(list(zip(xs, med, strict=True)))
        label = curve.label if fit is None else f"{curve.label} (exponent {fit[0]:.2f})"
        line = ax.errorbar(xs, med, yerr=[lo, hi], marker="o", capsize=3, label=label)
        if fit is not None:
            slope, intercept = fit
            ax.plot(
                xs,
                [math.exp(intercept) * x**slope for x in xs],
                linestyle="--",
                linewidth=1,
                color=line[0].get_color(),
            )
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(xlabel)
    ax.set_ylabel("median time (ms)")
    ax.set_title(title)
    ax.grid(True, which="both", linewidth=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def plot_checks(plt: Any, rows: Sequence[Row], path: Path) -> None:
    fig, ax = plt.subplots(figsize=(7, 4.5), dpi=110)
    for way in CHECK_WAYS:
        for rules in RuleSet:
            case = f"is_legal, {rules} rules, {way}"
            mine = [r for r in rows if r.group == "check" and r.case == case]
            xs = [int(r.size.split()[-1]) for r in mine]
            style = "-" if way == "one board" else "--"
            ax.plot(
                xs,
                [r.median * 1e6 for r in mine],
                style,
                marker="o",
                label=f"{rules} rules, {way}",
            )
    ax.axhline(5, color="grey", linestyle=":", label="target: 5 us at 5 blockers")
    ax.set_xlabel("blockers of the one attacker")
    ax.set_ylabel("median time per check (us)")
    ax.set_ylim(bottom=0)
    ax.set_title("Package legality check (is_legal)")
    ax.grid(True, linewidth=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def write_plots(out: Path, rows: Sequence[Row]) -> list[str] | None:
    plt = load_pyplot()
    if plt is None:
        return None
    written: list[str] = []
    curves = []
    for kind in ("vanilla", "keyword mix"):
        mine = tuple(r for r in rows if r.group == "board" and r.case == f"board 5, {kind}")
        curves.append(Curve(kind, mine, tuple(int(r.size.split()[0]) for r in mine)))
    if any(c.rows for c in curves):
        plot_curves(
            plt,
            curves,
            "End-to-end combat (blocks check + resolve_combat), N v N",
            "creatures a side (N)",
            out / "scaling.png",
        )
        written.append("scaling.png")
    peer_curves = []
    for engine in ("mtgcombat", bench_ratio.PEER):
        for kind in ("vanilla", "keyword mix"):
            mine = tuple(
                r for r in rows if r.group == "peer scaling" and r.case == f"{engine}, {kind}"
            )
            sizes = tuple(int(r.size.split()[0]) for r in mine)
            if mine:
                peer_curves.append(Curve(f"{engine}, {kind}", mine, sizes))
    if peer_curves:
        plot_curves(
            plt,
            peer_curves,
            f"resolve_combat against {bench_ratio.PEER}, N attackers each blocked by one",
            "attackers (N), each blocked by one 2/2",
            out / "scaling_vs_peer.png",
        )
        written.append("scaling_vs_peer.png")
    blocks = tuple(r for r in rows if r.group == "509.1c")
    if blocks:
        plot_curves(
            plt,
            [Curve("509.1c", blocks, tuple(int(r.size.split()[0]) for r in blocks))],
            "Exact 509.1c check (is_legal_blocks, empty declaration), N v N",
            "creatures a side (N)",
            out / "blocks_509_1c.png",
        )
        written.append("blocks_509_1c.png")
    if any(r.group == "check" for r in rows):
        plot_checks(plt, rows, out / "checks.png")
        written.append("checks.png")
    return written


def scaling_exponents(rows: Sequence[Row]) -> dict[str, float | None]:
    out: dict[str, float | None] = {}
    for kind in ("vanilla", "keyword mix"):
        mine = [r for r in rows if r.group == "board" and r.case == f"board 5, {kind}"]
        fit = fit_exponent([(int(r.size.split()[0]), r.median) for r in mine])
        out[kind] = None if fit is None else fit[0]
    return out


def summary_lines(
    rows: Sequence[Row],
    exponents: dict[str, float | None],
    memory: Sequence[tuple[str, int, float]],
) -> list[str]:
    lines = []
    for kind, exponent in exponents.items():
        text = "needs two sizes or more" if exponent is None else f"{exponent:.2f}"
        lines.append(f"- Board 5 scaling exponent, {kind}, 10 to 1000 a side: {text}")
    blocks = [r for r in rows if r.group == "509.1c"]
    fit = fit_exponent([(int(r.size.split()[0]), r.median) for r in blocks])
    if fit is not None:
        lines.append(f"- Exact 509.1c check scaling exponent, 10 to 200 a side: {fit[0]:.2f}")
    lines.extend(
        f"- Peak traced memory (tracemalloc) of the {n}-a-side combat, {kind}: {peak:.1f} MB"
        for kind, n, peak in memory
    )
    return lines


def report(
    args: argparse.Namespace,
    argv: Sequence[str],
    rows: Sequence[Row],
    summary: Sequence[str],
    goals: Sequence[Target],
    plots: list[str] | None,
    elapsed: float,
    versus: str,
) -> str:
    facts = "\n".join(f"- {k}: {v}" for k, v in machine_facts())
    if plots is None:
        plot_text = "Plots skipped: matplotlib is not installed (install the `bench` extra)."
    elif plots:
        plot_text = "\n\n".join(f"![{p}]({p})" for p in plots)
    else:
        plot_text = "No curve to plot in this run."
    mode = (
        "smoke mode: every case once at its smallest size; the numbers are not measurements"
        if args.smoke
        else "full run"
    )
    command = shlex.join(["python", "benchmarks/run.py", *argv])
    warmup = " (no warm-up in smoke mode)" if args.smoke else ", after one untimed warm-up run"
    return f"""# mtgcombat benchmark report

`{command}` ({mode}; {elapsed:.0f} s in all).

## Machine

{facts}

## Results

Median, minimum and maximum over the repeats, per operation. Each timed call
gets a fresh `Board` built outside the timed region{warmup}; the garbage
collector is on and collects before each sample. Boards are resolved end to
end: `is_legal_blocks` on the declared blocks, then
`resolve_combat(board, RuleSet.CURRENT, auto=True)`.

{results_table(rows)}

{chr(10).join(summary)}

## Targets (issues 6, 7, 13 and 15)

{targets_table(goals, args.smoke)}

## Before and after (issue 38)

{versus}

## Plots

{plot_text}
"""


# ---------------------------------------------------------------------------
# Issue 15: start-up and batch throughput
# ---------------------------------------------------------------------------


def bench_issue15(
    settings: Settings,
) -> tuple[list[Row], list[bench_startup.StartupRow], list[bench_batch.BatchRow]]:
    """Start-up rows (``bench_startup.py``: fresh processes against a bare
    ``python -c pass``) and batch rows (``bench_batch.py``: ``batch resolve``
    on 5 x 1 boards, parsing and output included)."""
    progress("start-up (fresh processes)")
    startup = bench_startup.measure(settings.count(bench_startup.REPEATS), warmup=settings.warmup)
    progress("batch resolve (5 x 1 boards)")
    batch = bench_batch.measure(settings.smoke)
    rows = [
        Row(
            "startup",
            r.case,
            "process",
            r.repeats,
            r.median,
            r.low,
            r.high,
            f"{r.over_bare * 1000:.0f} ms over bare python "
            f"(processor {r.cpu_over_bare * 1000:.0f} ms), peak {r.peak_mb:.0f} MB",
        )
        for r in startup
    ]
    rows += [
        Row(
            "batch",
            r.case,
            f"{r.lines} lines",
            r.repeats,
            r.median,
            r.low,
            r.high,
            f"{r.per_second:,.0f} lines/s"
            + ("" if r.cpu_per_second is None else f" ({r.cpu_per_second:,.0f} per cpu second)")
            + ("" if r.peak_mb is None else f", peak {r.peak_mb:.0f} MB"),
            r.per_second,
        )
        for r in batch
    ]
    return rows, startup, batch


def issue15_targets(
    startup: Sequence[bench_startup.StartupRow], batch: Sequence[bench_batch.BatchRow]
) -> list[Target]:
    out = [
        Target(
            f"start-up: {r.case}, over bare python (issue 15)",
            f"<= {r.target * 1000:.0f} ms",
            f"{r.over_bare * 1000:.0f} ms (processor {r.cpu_over_bare * 1000:.0f} ms)",
            r.over_bare <= r.target,
        )
        for r in startup
        if r.target is not None
    ]
    out += [
        Target(
            f"{r.case}, parsing and output included (issue 15)",
            f">= {r.target:,.0f} lines/s",
            f"{r.per_second:,.0f} lines/s"
            + ("" if r.cpu_per_second is None else f" ({r.cpu_per_second:,.0f} per cpu second)"),
            r.per_second >= r.target,
        )
        for r in batch
        if r.target is not None
    ]
    return out


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="write report.md and plots here")
    parser.add_argument(
        "--smoke", action="store_true", help="every case once at its smallest size (CI)"
    )
    parser.add_argument(
        "--repeats", type=int, default=None, help="repeats for every case (default: per case)"
    )
    args = parser.parse_args(argv)
    if args.repeats is not None and args.repeats < 1:
        parser.error("--repeats must be at least 1")
    settings = Settings(smoke=args.smoke, repeats=args.repeats)

    started = time.perf_counter()
    rows: list[Row] = []
    rows += bench_boards(settings)
    rows += bench_scaling(settings)
    rows += bench_checks(settings)
    rows += bench_enumeration(settings)
    rows += bench_counting(settings)
    rows += bench_509_1c(settings)
    rows += bench_solver(settings)
    rows += bench_solver_limits(settings)
    ratio_rows, ratio_note = bench_ratios(settings)
    rows += ratio_rows
    rows += bench_peer_scaling(settings)
    memory = bench_memory(settings)
    issue15_rows, startup, batch = bench_issue15(settings)
    rows += issue15_rows
    progress("before and after (issue 38): the baseline tree and this one")
    versus = before_after.markdown(before_after.measure(settings.smoke), settings.smoke)
    exponents = scaling_exponents(rows)
    summary = summary_lines(rows, exponents, memory)
    summary.append(f"- Speed against {bench_ratio.PEER} (issue 15): {ratio_note}")
    goals = targets(rows, exponents, memory) + issue15_targets(startup, batch)

    print(results_table(rows))
    print()
    print("\n".join(summary))
    print()
    print(targets_table(goals, args.smoke))
    print()
    print(versus)
    if args.smoke:
        print("smoke mode: one run of each case at its smallest size; not a measurement")

    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        plots = write_plots(args.out, rows)
        elapsed = time.perf_counter() - started
        text = report(
            args,
            sys.argv[1:] if argv is None else argv,
            rows,
            summary,
            goals,
            plots,
            elapsed,
            versus,
        )
        (args.out / "report.md").write_text(text, encoding="utf-8")
        print(f"wrote {args.out / 'report.md'}")
        if plots is None:
            print("plots skipped: matplotlib is not installed (the `bench` extra adds it)")
        else:
            print("wrote " + ", ".join(str(args.out / p) for p in plots))
    print(f"total {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
