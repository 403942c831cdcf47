"""The solver's time limit, memory and anytime answers on the boards of
issue 13, each solved in a fresh process so that its peak resident memory
(``ru_maxrss`` of the child) is its own.

Not a test: it prints one table (wall time, CPU time, peak memory, value,
proven or not, and the row's target). From the repository root::

    .venv/bin/python benchmarks/bench_solver_limits.py            # every row
    .venv/bin/python benchmarks/bench_solver_limits.py --smoke    # small sizes

On a shared machine wall time includes waiting for a core; CPU time does not.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from dataclasses import dataclass

CHILD = r"""
import json, resource, sys, time
from mtgcombat import Board, Keyword, Permanent, Player, RuleSet
from mtgcombat.solver import Objective, best_assignment, best_blocks
from mtgcombat.combat import resolve_combat

kind, n, limit, rules = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), RuleSet(sys.argv[4])

def board(perms, b_life):
    return Board(players=(Player("A"), Player("B", life=b_life)), permanents=tuple(perms),
                 active_player="A")

def army(attackers, blockers, b_life):
    perms = [Permanent(id=f"a{i}", controller="A", power=1 + i % 4, toughness=1 + (i * 7) % 5,
                       attacking="B",
                       abilities=frozenset({Keyword.FLYING}) if i % 5 == 0 else frozenset())
             for i in range(attackers)]
    perms += [Permanent(id=f"d{i}", controller="B", power=1 + (i * 3) % 4, toughness=1 + i % 5)
              for i in range(blockers)]
    return board(perms, b_life)

def trampler(power, toughnesses, b_life):
    perms = [Permanent(id="t", controller="A", power=power, toughness=power, attacking="B",
                       abilities=frozenset({Keyword.TRAMPLE}))]
    perms += [Permanent(id=f"b{i}", controller="B", power=1, toughness=t, blocking=("t",))
              for i, t in enumerate(toughnesses)]
    return board(perms, b_life)

if kind == "defender":
    b = army(n, n, 100 * n)
    start = time.monotonic()
    s = best_blocks(b, rules, time_limit=limit)
    default = None
elif kind == "attackers-only":
    b = army(n, 6, 100 * n)
    start = time.monotonic()
    s = best_blocks(b, rules, time_limit=limit)
    default = None
else:
    power, life = {"t30": (30, 20), "t40": (40, 4), "t1000": (1000, 20)}[kind]
    tough = [1] * 10 if kind == "t30" else list(range(1, 9 if kind == "t40" else 11))
    b = trampler(power, tough, life)
    start = time.monotonic()
    s = best_assignment(b, rules, time_limit=limit)
    default = Objective().value(resolve_combat(b, rules, auto=True).board, "A")
print(json.dumps({"seconds": time.monotonic() - start, "value": s.value, "optimal": s.optimal,
                  "default": default,
                  "peak_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
"""


@dataclass(frozen=True)
class Case:
    name: str
    kind: str
    size: int
    limit: float
    rules: str
    target: str


CASES = (
    Case("30/30 trampler v ten 1/1s, B at 20 (attacker)", "t30", 0, 2.0, "current", "kills B"),
    Case("40/40 trampler v toughness 1-8, B at 4 (attacker)", "t40", 0, 2.0, "2023", "kills B"),
    Case("1000/1000 trampler v ten blockers (attacker)", "t1000", 0, 5.0, "current", "<= 5.7 s"),
    Case("330 attackers v 6 blockers (defender)", "attackers-only", 330, 3.0, "current", "3.5 s"),
    Case("500 v 500 mixed (defender)", "defender", 500, 10.0, "current", "10 s, < 1 GB"),
    Case("2000 v 2000 mixed (defender)", "defender", 2000, 10.0, "current", "10 s, < 1 GB"),
)


def run(case: Case, smoke: bool) -> str:
    size = min(case.size, 40) if smoke else case.size
    limit = min(case.limit, 0.5) if smoke else case.limit
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, case.kind, str(size), str(limit), case.rules],
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode != 0:
        return f"| {case.name} | failed: {proc.stderr.strip().splitlines()[-1]} |"
    doc = json.loads(proc.stdout)
    peak = doc["peak_kb"] / 1024  # the child's own peak (KB on Linux)
    proof = "proven" if doc["optimal"] else "not proven"
    default = "" if doc["default"] is None else f" (default {doc['default']:,.0f})"
    return (
        f"| {case.name} | {limit:g} s | {doc['seconds']:.2f} s | {wall:.2f} s | {cpu:.2f} s "
        f"| {peak:.0f} MB | {doc['value']:,.0f}{default}, {proof} | {case.target} |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="small sizes, short limits")
    args = parser.parse_args(argv)
    print("| case | limit | solver | process wall | process CPU | peak RSS | value | target |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |")
    for case in CASES:
        print(run(case, args.smoke), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
