"""Issue 38's before/after table: a baseline tree and this one, measured in
the same run on the same machine.

The baseline is the commit ``baseline.toml`` names (main before issue 38),
taken with ``git archive COMMIT src`` into a temporary folder. Both trees are
measured as separate processes with their ``src`` first on ``PYTHONPATH``:

- the speed against magic-combat: ``bench_ratio.py --json`` run under each
  tree, the trees in turns, ``ROUNDS`` times each; the ratio is the peer's
  time over ours in the same process, so each figure carries its own yardstick;
- ``mtgcombat check`` on a seed example over a bare interpreter
  (``bench_issue38.measure_startup``, the trees in turns within each repeat);
- ``mtgcombat batch resolve --jobs 1 --auto`` on 20,000 5 x 1 lines, start-up
  included (``bench_issue38.measure_batch``), with whether both trees wrote
  the same bytes.

Without git, the baseline commit or the peer, the rows that cannot be taken
are left out and the table says why. Nothing here is a test.

Usage::

    python benchmarks/before_after.py            # the whole table (about three minutes)
    python benchmarks/before_after.py --smoke    # every row once, tiny sizes
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import bench_issue38
import bench_ratio

ROOT = Path(__file__).resolve().parent.parent
BASELINE_FILE = Path(__file__).with_name("baseline.toml")
ROUNDS = 3
STARTUP_REPEATS = 21
BATCH_LINES, BATCH_REPEATS = 20_000, 3
SMOKE_BATCH_LINES = 200


@dataclass(frozen=True)
class Baseline:
    """The commit the table measures as "before", and why that one."""

    commit: str
    why: str


@dataclass(frozen=True)
class Line:
    """One row of the table: what, the target, both measurements, the verdict."""

    what: str
    target: str
    before: str
    after: str
    met: bool | None  # None: no target for this row, or not measured


def load_baseline(path: Path = BASELINE_FILE) -> Baseline:
    data = tomllib.loads(path.read_text(encoding="utf-8"))["before"]
    return Baseline(str(data["commit"]), str(data["why"]))


def archive(commit: str, folder: Path) -> Path | str:
    """``src`` of ``commit`` unpacked under ``folder``, or why it could not be."""
    try:
        done = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "src"],
            capture_output=True,
            check=False,
        )
    except OSError as exc:
        return f"git is not available ({exc})"
    if done.returncode != 0:
        return f"git archive {commit} failed: {done.stderr.decode(errors='replace').strip()}"
    tar_path = folder / "before.tar"
    tar_path.write_bytes(done.stdout)
    with tarfile.open(tar_path) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            tar.extractall(folder / "before", filter="data")
        else:  # pragma: no cover - our own commit's files, from git
            tar.extractall(folder / "before")
    return folder / "before" / "src"


def issue38_target(case: bench_ratio.Case) -> float:
    """Issue 38: at least 3 x on every row, 10 x on rows of 50 attackers or more."""
    return 10.0 if case.attackers >= 50 else 3.0


def ratio_runs(tree: Path, smoke: bool) -> dict[str, float] | str:
    """Each case's speed-up under ``tree``, or why there is none."""
    args = [sys.executable, str(Path(__file__).with_name("bench_ratio.py")), "--json"]
    if smoke:
        args.append("--smoke")
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        return f"bench_ratio.py failed under {tree}: {done.stderr.strip().splitlines()[-1:]}"
    data = json.loads(done.stdout)
    if not data["rows"]:
        return str(data["note"])
    return {row["case"]: float(row["speedup"]) for row in data["rows"]}


def spread(values: Sequence[float], fmt: str) -> str:
    """``low-high`` over the rounds (one value alone as itself)."""
    low, high = min(values), max(values)
    if len(values) == 1 or f"{low:{fmt}}" == f"{high:{fmt}}":
        return f"{low:{fmt}}"
    return f"{low:{fmt}}-{high:{fmt}}"


def ratio_lines(trees: tuple[Path, Path], smoke: bool, progress: bool) -> list[Line] | str:
    runs: list[list[dict[str, float]]] = [[], []]
    for i in range(1 if smoke else ROUNDS):
        for side, tree in enumerate(trees):
            if progress:
                name = ("before", "after")[side]
                print(f"  ratios, {name}, round {i + 1}", file=sys.stderr, flush=True)
            got = ratio_runs(tree, smoke)
            if isinstance(got, str):
                return got
            runs[side].append(got)
    out = []
    for case in bench_ratio.CASES:
        if case.name not in runs[1][0]:
            continue
        before = [r[case.name] for r in runs[0]]
        after = [r[case.name] for r in runs[1]]
        goal = issue38_target(case)
        out.append(
            Line(
                f"speed-up against {bench_ratio.PEER}, {case.label} (pure build)",
                f">= {goal:g}",
                spread(before, ".2f"),
                spread(after, ".2f"),
                statistics.median(after) >= goal,
            )
        )
    return out


def process_lines(trees: tuple[Path, Path], smoke: bool) -> tuple[list[Line], str]:
    pair = [str(t) for t in trees]
    start = bench_issue38.measure_startup(pair, 1 if smoke else STARTUP_REPEATS)
    lines = SMOKE_BATCH_LINES if smoke else BATCH_LINES
    batch, digest = bench_issue38.measure_batch(pair, lines, 1 if smoke else BATCH_REPEATS)
    limit = bench_issue38.STARTUP_TARGET * 1000
    out = [
        Line(
            "`check` on 510.1c example 1, over bare python (wall, median)",
            f"<= {limit:.0f} ms",
            f"{start[0].over * 1000:.0f} ms",
            f"{start[1].over * 1000:.0f} ms",
            start[1].over * 1000 <= limit,
        ),
        Line(
            f"`batch resolve --jobs 1`, {lines:,} 5 x 1 lines, start-up included",
            f">= {bench_issue38.BATCH_TARGET:,.0f} lines/s",
            f"{batch[0].per_second:,.0f} lines/s",
            f"{batch[1].per_second:,.0f} lines/s",
            batch[1].per_second >= bench_issue38.BATCH_TARGET,
        ),
    ]
    same = "the same bytes" if digest is not None else "different bytes"
    return out, f"`batch resolve` wrote {same} under both trees"


@dataclass(frozen=True)
class Table:
    """The measured lines, the baseline and what was left out and why."""

    baseline: Baseline
    lines: list[Line]
    notes: list[str]


def measure(smoke: bool, progress: bool = True) -> Table:
    baseline = load_baseline()
    notes: list[str] = []
    lines: list[Line] = []
    with tempfile.TemporaryDirectory() as folder:
        before = archive(baseline.commit, Path(folder))
        if isinstance(before, str):
            return Table(baseline, [], [f"not measured: {before}"])
        trees = (before, ROOT / "src")
        ratios = ratio_lines(trees, smoke, progress)
        if isinstance(ratios, str):
            notes.append(f"speed-ups not measured: {ratios}")
        else:
            lines += ratios
        if progress:
            print("  check and batch resolve, both trees", file=sys.stderr, flush=True)
        processes, note = process_lines(trees, smoke)
        lines += processes
        notes.append(note)
    return Table(baseline, lines, notes)


def markdown(table: Table, smoke: bool) -> str:
    def verdict(met: bool | None) -> str:
        if met is None:
            return "-"
        if smoke:
            return "not judged (smoke)"
        return "met" if met else "NOT met"

    rounds = 1 if smoke else ROUNDS
    head = [
        f"Before: `{table.baseline.commit}` ({table.baseline.why}); after: this tree. "
        f"Speed-ups are the low and high of {rounds} run(s) of `bench_ratio.py` under each "
        "tree, in turns.",
        "",
        "| measure | target | before | after | verdict |",
        "| --- | ---: | ---: | ---: | --- |",
    ]
    body = [
        f"| {x.what} | {x.target} | {x.before} | {x.after} | {verdict(x.met)} |"
        for x in table.lines
    ]
    notes = [f"- {n}" for n in table.notes]
    return "\n".join(head + body + (["", *notes] if notes else []))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="every row once, tiny sizes")
    args = parser.parse_args(argv)
    print(markdown(measure(args.smoke), args.smoke))
    return 0


if __name__ == "__main__":
    sys.exit(main())
