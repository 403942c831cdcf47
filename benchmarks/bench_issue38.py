"""Issue 38's two process targets, measured as a user meets them: whole
processes, start-up included, one tree or several in turns.

- ``startup``: ``mtgcombat check`` on a seed example (510.1c example 1,
  Vastwood Gorger: its cards carry text) against a bare ``python -c pass``;
  the median of the runs minus the bare median (target: at most 120 ms).
- ``batch``: ``mtgcombat batch resolve FILE --jobs 1 --auto`` on N lines,
  each a 5 x 1 board in the batch input format (``bench_batch.board_line``:
  five 3/3 attackers each blocked by a 2/2); lines a second from the
  process's wall time and from its processor time (user + system, from
  ``os.wait4``), start-up included (target: at least 6,000 a second on one
  core). The output of each tree is checked to be the same bytes.

``--tree SRC`` (repeatable) puts that source folder first on ``PYTHONPATH``
(for example a ``git archive`` of the commit before, and ``src``): the trees
take turns within each repeat, so that the load of a shared machine falls
on each alike. Without it the installed ``mtgcombat`` runs. Compiled
bytecode is written and used, as an installed package has it, and every
case runs once untimed first.

Usage::

    python benchmarks/bench_issue38.py startup [--repeats 20] [--tree SRC ...]
    python benchmarks/bench_issue38.py batch [--lines 20000] [--repeats 5] [--tree SRC ...]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED_EXAMPLE = ROOT / "examples" / "510_1c_ex1_vastwood_gorger.toml"
CLI = "from mtgcombat.cli import main; main()"
STARTUP_TARGET = 0.120  # seconds over bare python
BATCH_TARGET = 6000.0  # lines a second


def _env(tree: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if tree is not None:
        env["PYTHONPATH"] = str(Path(tree).resolve())
    return env


def run_once(args: list[str], env: dict[str, str], out: int | None = None) -> tuple[float, float]:
    """Wall and processor seconds (user + system) of one process."""
    started = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, *args],
        stdout=subprocess.DEVNULL if out is None else out,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=ROOT,
    )
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise RuntimeError(f"{args} exited {code}")
    return elapsed, usage.ru_utime + usage.ru_stime


@dataclass(frozen=True)
class Startup:
    """One tree's start-up: medians in seconds (wall, and processor time over bare)."""

    tree: str | None
    bare: float
    check: float
    over_cpu: float

    @property
    def over(self) -> float:
        """``check``'s wall time over a bare interpreter's."""
        return self.check - self.bare


@dataclass(frozen=True)
class Batch:
    """One tree's batch run: medians in seconds of the whole process."""

    tree: str | None
    lines: int
    wall: float
    cpu: float

    @property
    def per_second(self) -> float:
        return self.lines / self.wall


def measure_startup(trees: Sequence[str | None], repeats: int) -> list[Startup]:
    """``check`` and a bare interpreter, every tree in turns within each repeat."""
    bare = ["-c", "pass"]
    check = ["-c", CLI, "check", str(SEED_EXAMPLE)]
    envs = [_env(t) for t in trees]
    for env in envs:
        run_once(bare, env)
        run_once(check, env)
    walls: dict[tuple[int, str], list[float]] = {}
    cpus: dict[tuple[int, str], list[float]] = {}
    for _ in range(repeats):
        for i, env in enumerate(envs):
            for name, args in (("bare", bare), ("check", check)):
                wall, cpu = run_once(args, env)
                walls.setdefault((i, name), []).append(wall)
                cpus.setdefault((i, name), []).append(cpu)
    return [
        Startup(
            tree,
            statistics.median(walls[(i, "bare")]),
            statistics.median(walls[(i, "check")]),
            statistics.median(cpus[(i, "check")]) - statistics.median(cpus[(i, "bare")]),
        )
        for i, tree in enumerate(trees)
    ]


def startup(trees: list[str | None], repeats: int) -> None:
    rows = measure_startup(trees, repeats)
    print(f"{repeats} runs each, in turns; target: check at most {STARTUP_TARGET * 1000:.0f} ms")
    print("| tree | bare python | check | check over bare (wall) | processor time over bare |")
    print("|---|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {r.tree or 'installed'} | {r.bare * 1000:.0f} ms | {r.check * 1000:.0f} ms "
            f"| {r.over * 1000:.0f} ms | {r.over_cpu * 1000:.0f} ms |"
        )


def measure_batch(
    trees: Sequence[str | None], lines: int, repeats: int
) -> tuple[list[Batch], str | None]:
    """``batch resolve`` on ``lines`` 5 x 1 lines, every tree in turns within
    each repeat; with the digest of the output when every tree wrote the same
    bytes, else None."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_batch import board_line  # noqa: PLC0415  (a sibling script)

    envs = [_env(t) for t in trees]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "boards.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for i in range(lines):
                out.write(board_line(i) + "\n")
        args = ["-c", CLI, "batch", "resolve", str(path), "--jobs", "1", "--auto", "--lang", "en"]
        digests = []
        for i, env in enumerate(envs):  # untimed: the output of each tree, compared
            output = Path(folder) / f"out{i}.jsonl"
            with output.open("wb") as sink:
                run_once(args, env, sink.fileno())
            digests.append(hashlib.sha256(output.read_bytes()).hexdigest())
        walls: dict[int, list[float]] = {}
        cpus: dict[int, list[float]] = {}
        for _ in range(repeats):
            for i, env in enumerate(envs):
                with open(os.devnull, "wb") as sink:
                    wall, cpu = run_once(args, env, sink.fileno())
                walls.setdefault(i, []).append(wall)
                cpus.setdefault(i, []).append(cpu)
    rows = [
        Batch(tree, lines, statistics.median(walls[i]), statistics.median(cpus[i]))
        for i, tree in enumerate(trees)
    ]
    return rows, (digests[0] if len(set(digests)) == 1 else None)


def batch(trees: list[str | None], lines: int, repeats: int) -> None:
    rows, digest = measure_batch(trees, lines, repeats)
    same = "identical" if digest is not None else "DIFFERENT"
    print(
        f"{lines:,} lines, {repeats} runs each, in turns; target: {BATCH_TARGET:,.0f} lines/s; "
        f"outputs {same}" + ("" if digest is None else f" ({digest[:12]})")
    )
    print("| tree | wall (median) | lines/s (wall) | processor (median) | lines/s (processor) |")
    print("|---|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {r.tree or 'installed'} | {r.wall:.2f} s | {r.per_second:,.0f} "
            f"| {r.cpu:.2f} s | {r.lines / r.cpu:,.0f} |"
        )
    if digest is None:
        raise SystemExit("the trees' outputs differ")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("case", choices=("startup", "batch"))
    parser.add_argument("--tree", action="append", default=None, help="a source folder")
    parser.add_argument("--repeats", type=int, default=None)
    parser.add_argument("--lines", type=int, default=20000)
    args = parser.parse_args(argv)
    trees: list[str | None] = list(args.tree) if args.tree else [None]
    if args.case == "startup":
        startup(trees, args.repeats or 20)
    else:
        batch(trees, args.lines, args.repeats or 5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
