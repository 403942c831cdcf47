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
from mtgcombat.solver.search import Objective, best_assignment, best_blocks
from mtgcombat.rules.combat import resolve_combat

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

def hundred_handed(tokens):
    perms = [Permanent(id=f"t{i}", controller="A", power=1, toughness=1, attacking="B",
                       abilities=frozenset({Keyword.FLYING, Keyword.DEATHTOUCH}))
             for i in range(tokens)]
    reach = frozenset({Keyword.REACH})
    perms += [Permanent(id="giant", controller="B", power=6, toughness=8, abilities=reach,
                        can_block_additional=99),
              Permanent(id="r1", controller="B", power=2, toughness=4, abilities=reach),
              Permanent(id="r2", controller="B", power=2, toughness=4, abilities=reach),
              Permanent(id="bird", controller="B", power=0, toughness=1,
                        abilities=frozenset({Keyword.FLYING})),
              Permanent(id="g1", controller="B", power=2, toughness=2),
              Permanent(id="g2", controller="B", power=2, toughness=2)]
    return board(perms, 60)

if kind in ("mass", "mass-mv"):
    b = hundred_handed(n)
    objective = None
    if kind == "mass-mv":
        values = {f"t{i}": 0.0 for i in range(n)}
        values |= {"giant": 4.0, "r1": 2.0, "r2": 2.0, "bird": 1.0, "g1": 2.0, "g2": 2.0}
        objective = Objective(worth="mana_value", mana_values=values)
    start = time.monotonic()
    s = best_blocks(b, rules, objective=objective, time_limit=limit)
    default = None
elif kind == "defender":
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
    power, life = {"t30": (30, 20), "t40": (40, 4), "t1000": (1000, 20), "t1e5": (10**5, 20),
                   "t1e6": (10**6, 20)}[kind]
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


ONLY = "attackers-only"
CASES = (
    *(
        Case(f"mass blocker, 66 tokens{mv} (defender), {r}", kind, 66, 1.0, r, "1 s, 300 MB")
        for kind, mv in (("mass", ""), ("mass-mv", ", mana values"))
        for r in ("2023", "current")
    ),
    *(
        Case(f"power 10^6 trample v ten blockers (attacker), {r}", "t1e6", 0, 0.5, r, "0.5 s")
        for r in ("2023", "current")
    ),
    Case("power 100000 trample v ten blockers (attacker)", "t1e5", 0, 2.0, "2023", "<= 2.4 s"),
    Case("30/30 trampler v ten 1/1s, B at 20 (attacker)", "t30", 0, 2.0, "current", "kills B"),
    Case("40/40 trampler v toughness 1-8, B at 4 (attacker)", "t40", 0, 2.0, "2023", "kills B"),
    *(
        case
        for r in ("2023", "current")
        for case in (
            Case(f"1000/1000 trampler v ten blockers (attacker), {r}", "t1000", 0, 5.0, r, "5.7 s"),
            Case(f"330 attackers v 6 blockers (defender), {r}", ONLY, 330, 3.0, r, "3.5 s"),
            Case(f"500 v 500 mixed (defender), {r}", "defender", 500, 10.0, r, "11.2 s, < 1 GB"),
            Case(f"2000 v 2000 mixed (defender), {r}", "defender", 2000, 10.0, r, "11.2 s, < 1 GB"),
        )
    ),
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
