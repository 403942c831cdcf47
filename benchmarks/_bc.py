"""Per-combat cost of ``resolve_combat(board, RuleSet.CURRENT, auto=True)``
on the ratio script's boards, in the steadier measures (issue 15).

The boards are those of ``bench_ratio.py`` (and the shared ratio script): N
attacking 3/3s of player A, the keyword mix cycling none, trample, first
strike, deathtouch, lifelink, each blocked by one or two 2/2s of B, life
1000. Three ways to measure, none of them wall time on a busy machine:

* ``calls``: Python function calls per combat (cProfile);
* ``instructions``: run under ``valgrind --tool=callgrind`` twice, with
  ``--repeat`` and twice as many combats, and take the difference
  (start-up and the boards' building, the same in both, cancel out); ``--callgrind`` does that;
* ``time``: the minimum over blocks of processor time per combat.

Usage, from the repository root::

    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py calls
    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py time
    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py instructions  # needs valgrind
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import re
import subprocess
import sys
import tempfile
import time

from mtgcombat import Board, Keyword, Permanent, Player, RuleSet, resolve_combat

_ALL = ((), (Keyword.TRAMPLE,), (Keyword.FIRST_STRIKE,), (Keyword.DEATHTOUCH,), (Keyword.LIFELINK,))
_only = os.environ.get("KW")
_CYCLE = _ALL if not _only else tuple(k if (k and k[0].name == _only) or not k else () for k in _ALL)
ROWS = {
    "5x1": (5, False, 1), "1x1": (1, False, 1), "1x0": (1, False, 0), "10x1": (10, False, 1), "0x0": (0, False, 0),
    "5x1kw": (5, True, 1),
    "50x1": (50, False, 1),
    "50x1kw": (50, True, 1),
    "5x2": (5, False, 2),
    "50x2kw": (50, True, 2),
}


def board(n: int, keywords: bool, each: int) -> Board:
    """The ratio script's board: ``n`` attackers, ``each`` blockers apiece."""
    perms = []
    for i in range(n):
        kws = frozenset(_CYCLE[i % 5] if keywords else ())
        perms.append(
            Permanent(
                id=f"A{i}", controller="A", power=3, toughness=3, abilities=kws, attacking="B"
            )
        )
        for j in range(each):
            perms.append(
                Permanent(id=f"B{i}.{j}", controller="B", power=2, toughness=2, blocking=(f"A{i}",))
            )
    players = (Player("A", life=1000), Player("B", life=1000))
    return Board(players=players, permanents=tuple(perms), active_player="A")


def combats(row: str, count: int, built: int = 0) -> None:
    """Resolve ``count`` fresh boards of the row, all built (``built`` of
    them at least) before any is resolved."""
    boards = [board(*ROWS[row]) for _ in range(max(count, built))]
    # The boards built ahead are kept out of the collector's generations, as
    # the ratio script's one board at a time would be: else a full
    # collection over them lands at a point that moves with every change.
    gc.collect()
    gc.freeze()
    if os.environ.get("BENCH_NO_GC"):
        gc.disable()
    for b in boards[:count]:
        resolve_combat(b, RuleSet.CURRENT, auto=True)
    gc.enable()
    gc.unfreeze()


def calls(row: str) -> int:
    combats(row, 3)  # warm: the classes' generated methods, caches
    boards = [board(*ROWS[row]) for _ in range(20)]
    profile = cProfile.Profile()
    profile.enable()
    for b in boards:
        resolve_combat(b, RuleSet.CURRENT, auto=True)
    profile.disable()
    stats = pstats.Stats(profile)
    total: int = stats.total_calls  # type: ignore[attr-defined]
    return total // 20


def processor_time(row: str, blocks: int = 15) -> float:
    n = 200 if ROWS[row][0] == 5 else 20
    best = float("inf")
    combats(row, 5)
    for _ in range(blocks):
        boards = [board(*ROWS[row]) for _ in range(n)]
        start = time.process_time()
        for b in boards:
            resolve_combat(b, RuleSet.CURRENT, auto=True)
        best = min(best, (time.process_time() - start) / n)
    return best


def _instructions(row: str, count: int, built: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                sys.executable,
                __file__,
                "run",
                row,
                str(count),
                str(built),
            ],
            check=True,
            capture_output=True,
            # one hash seed: the same dict and set layouts, run after run
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
        with open(out, encoding="utf-8") as f:
            text = f.read()
    found = re.search(r"^summary:\s+(\d+)", text, re.MULTILINE) or re.search(
        r"^totals:\s+(\d+)", text, re.MULTILINE
    )
    assert found is not None
    return int(found.group(1))


def instructions(row: str, repeat: int) -> float:
    # both runs build the same boards: the difference is resolving alone
    one = _instructions(row, repeat, 2 * repeat)
    two = _instructions(row, 2 * repeat, 2 * repeat)
    return (two - one) / repeat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=("calls", "time", "instructions", "run"))
    parser.add_argument("rows", nargs="*")
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    if args.what == "run":  # the child of ``instructions``
        row, count, built = args.rows
        combats(row, 3)
        combats(row, int(count), int(built))
        return
    rows = args.rows or list(ROWS)
    for row in rows:
        if args.what == "calls":
            print(f"{row:8} {calls(row):8,} calls per combat")
        elif args.what == "time":
            print(f"{row:8} {processor_time(row) * 1e6:9.1f} us per combat (min processor time)")
        else:
            repeat = args.repeat if ROWS[row][0] == 5 else max(5, args.repeat // 10)
            per = instructions(row, repeat)
            print(f"{row:8} {per / 1e6:8.3f} M instructions per combat")


if __name__ == "__main__":
    main()
