"""Benchmark of the exact 509.1c check: N attackers against N potential blockers.

For each N (10, 30, 100, 200) a seeded random board is built with a mix of
menace, Lure, "must be blocked if able", flying and reach, "blocks each combat
if able" and "blocks <attacker> if able" (provoke style). The timed call is
``is_legal_blocks(board, BlockDeclaration())``: the empty declaration breaks no
restriction but obeys no requirement, so the check has to run the exact
solver for the maximum number of requirements (509.1c).

Every repeat gets a fresh ``Board`` (boards remember derived values, such as
each creature's block options, so reusing one would time a warm cache). The
board is built outside the timed region, and one untimed warm-up solve first
imports the solver library (highspy and numpy), so no row pays for that.

Usage::

    python benchmarks/bench_blocks.py            # N = 10, 30, 100, 200
    python benchmarks/bench_blocks.py --smoke    # N = 10 and 30, once each
    python benchmarks/bench_blocks.py --out results/   # also write JSON

Only the standard library and mtgcombat are used.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import random
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from mtgcombat.core.model import (
    BlockRule,
    BlocksEachCombat,
    Board,
    Keyword,
    Lure,
    MustBeBlocked,
    MustBlock,
    Permanent,
    Player,
)
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks, requirements

SIZES = (10, 30, 100, 200)
SMOKE_SIZES = (10, 30)
REPEATS = {10: 30, 30: 20, 100: 9, 200: 5}
SEED = 509
TARGET_N, TARGET_MS = 100, 100.0  # the goal: N = 100 within 100 ms median

# How often each feature appears (per attacker or per potential blocker).
P_MENACE = 0.25
P_ATTACKER_FLYING = 0.20
P_LURE = 0.04
P_MUST_BE_BLOCKED = 0.10
P_BLOCKER_FLYING = 0.15
P_REACH = 0.15
P_BLOCKS_EACH_COMBAT = 0.15
P_MUST_BLOCK = 0.10


def build_permanents(n: int, seed: int = SEED) -> tuple[Permanent, ...]:
    """N attackers of player A (attacking B) and N untapped creatures of B."""
    rng = random.Random(f"{seed}-{n}")
    attackers: list[Permanent] = []
    for i in range(n):
        abilities: set[Keyword] = set()
        rules: set[BlockRule] = set()
        if rng.random() < P_MENACE:
            abilities.add(Keyword.MENACE)
        if rng.random() < P_ATTACKER_FLYING:
            abilities.add(Keyword.FLYING)
        if rng.random() < P_LURE:
            rules.add(Lure())
        if rng.random() < P_MUST_BE_BLOCKED:
            rules.add(MustBeBlocked())
        attackers.append(
            Permanent(
                id=f"a{i}",
                controller="A",
                power=rng.randint(1, 5),
                toughness=rng.randint(1, 5),
                abilities=frozenset(abilities),
                block_rules=frozenset(rules),
                attacking="B",
            )
        )
    blockers: list[Permanent] = []
    for i in range(n):
        abilities = set()
        rules = set()
        if rng.random() < P_BLOCKER_FLYING:
            abilities.add(Keyword.FLYING)
        if rng.random() < P_REACH:
            abilities.add(Keyword.REACH)
        if rng.random() < P_BLOCKS_EACH_COMBAT:
            rules.add(BlocksEachCombat())
        if rng.random() < P_MUST_BLOCK:
            rules.add(MustBlock(f"a{rng.randrange(n)}"))
        blockers.append(
            Permanent(
                id=f"b{i}",
                controller="B",
                power=rng.randint(1, 5),
                toughness=rng.randint(1, 5),
                abilities=frozenset(abilities),
                block_rules=frozenset(rules),
            )
        )
    return (*attackers, *blockers)


def fresh_board(permanents: tuple[Permanent, ...]) -> Board:
    return Board(players=(Player("A"), Player("B")), permanents=permanents, active_player="A")


@dataclass(frozen=True)
class Row:
    n: int
    repeats: int
    median_ms: float
    min_ms: float
    max_ms: float
    requirements: int
    maximum: int
    optimal: bool


def measure(n: int, repeats: int, seed: int = SEED) -> Row:
    permanents = build_permanents(n, seed)
    times: list[float] = []
    maximum, optimal = 0, True
    for _ in range(repeats):
        board = fresh_board(permanents)
        started = time.perf_counter()
        verdict = is_legal_blocks(board, BlockDeclaration())
        times.append(time.perf_counter() - started)
        maximum, optimal = verdict.maximum, verdict.optimal
    reqs = len(requirements(fresh_board(permanents)))
    return Row(
        n=n,
        repeats=repeats,
        median_ms=statistics.median(times) * 1000,
        min_ms=min(times) * 1000,
        max_ms=max(times) * 1000,
        requirements=reqs,
        maximum=maximum,
        optimal=optimal,
    )


def scaling_exponent(rows: list[Row]) -> float | None:
    """The slope of log(median) against log(N), by least squares."""
    points = [(math.log(r.n), math.log(r.median_ms)) for r in rows if r.median_ms > 0]
    if len(points) < 2:
        return None
    mean_x = statistics.fmean(x for x, _ in points)
    mean_y = statistics.fmean(y for _, y in points)
    sxx = sum((x - mean_x) ** 2 for x, _ in points)
    sxy = sum((x - mean_x) * (y - mean_y) for x, y in points)
    return sxy / sxx if sxx else None


def table(rows: list[Row]) -> str:
    head = (
        f"{'N':>5} {'repeats':>7} {'median ms':>10} {'min ms':>9} {'max ms':>9} "
        f"{'reqs':>6} {'maximum':>7} {'optimal':>7}"
    )
    lines = [head, "-" * len(head)]
    lines.extend(
        f"{r.n:>5} {r.repeats:>7} {r.median_ms:>10.2f} {r.min_ms:>9.2f} {r.max_ms:>9.2f} "
        f"{r.requirements:>6} {r.maximum:>7} {r.optimal!s:>7}"
        for r in rows
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="N = 10 and 30, once each")
    parser.add_argument("--out", type=Path, default=None, help="write bench_blocks.json here")
    parser.add_argument("--seed", type=int, default=SEED, help=f"board seed (default {SEED})")
    args = parser.parse_args(argv)

    sizes = SMOKE_SIZES if args.smoke else SIZES
    # Warm up once, untimed: the first solve imports the solver (highspy, numpy).
    is_legal_blocks(fresh_board(build_permanents(5, args.seed)), BlockDeclaration())
    rows: list[Row] = []
    for n in sizes:
        rows.append(measure(n, 1 if args.smoke else REPEATS[n], args.seed))
        print(f"N={n} done", file=sys.stderr, flush=True)

    exponent = scaling_exponent(rows)
    print("is_legal_blocks(board, BlockDeclaration()): N attackers vs N potential blockers")
    print(f"seed {args.seed}; {platform.python_implementation()} {platform.python_version()}")
    print(table(rows))
    if exponent is not None:
        print(f"scaling exponent (least squares of log median vs log N): {exponent:.2f}")
    target = next((r for r in rows if r.n == TARGET_N), None)
    if target is not None:
        verdict = "met" if target.median_ms <= TARGET_MS else "NOT met"
        print(f"target: N={TARGET_N} median <= {TARGET_MS:.0f} ms: {verdict}")

    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        doc = {
            "benchmark": "is_legal_blocks, empty declaration, N attackers vs N blockers",
            "seed": args.seed,
            "smoke": args.smoke,
            "python": platform.python_version(),
            "rows": [asdict(r) for r in rows],
            "scaling_exponent": exponent,
        }
        path = args.out / "bench_blocks.json"
        path.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
