"""Batch throughput (issue 15): ``batch resolve`` on 5 x 1 boards, parsing and
output included, on one core.

Each input line is one board in the scenario schema: five 3/3 attackers, each
blocked by one 2/2 (the "5 x 1 vanilla" board of the peer comparison). The
timed part is :func:`mtgcombat.batch.run` with one job, every output line
written to a text sink: reading the JSON line, validating and building the
scenario, resolving the combat (``--auto``), building the command's JSON
document and serialising it. Target: at least 4,000 lines a second. The rate
per processor second (``time.process_time``) is shown too: on a shared
machine it is the steadier number.

The memory rows run ``mtgcombat batch resolve`` as a process on N and 4N
lines and report its peak resident memory (``os.wait4``): flat, because the
input is streamed.

``--stages`` shows where a line's time goes instead: the work of
:func:`mtgcombat.batch.run_line` a step more at a time (the scenario read
and built; the note on the declared blocks, 509.1; the combat resolved; the
command's document; the output line), each stage the least processor time
per line over blocks of 1,000 lines, the stages taking turns. The document
stage is checked to give the output line's document.

Usage::

    python benchmarks/bench_batch.py            # 2,000 lines, 5 repeats (1,000, 4,000: process)
    python benchmarks/bench_batch.py --smoke    # 20 lines, once
    python benchmarks/bench_batch.py --stages   # the cost of each step of a line
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgcombat.app.notes import block_notes
from mtgcombat.app.resolve import resolve_document, resolve_run
from mtgcombat.batch import Options, _catalog, run, run_line
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.scenario.load import parse_scenario

LINES, SMOKE_LINES = 2000, 20
REPEATS = 5
TARGET_PER_SECOND = 4000.0
MEMORY_LINES, SMOKE_MEMORY_LINES = 1000, 20


def board_line(index: int, attackers: int = 5) -> str:
    """Attackers 3/3 each blocked by one 2/2 (life totals vary by line)."""
    permanents: list[dict[str, object]] = []
    for i in range(attackers):
        permanents.append(
            {"id": f"a{i}", "controller": "A", "power": 3, "toughness": 3, "attacking": "B"}
        )
    for i in range(attackers):
        permanents.append(
            {"id": f"b{i}", "controller": "B", "power": 2, "toughness": 2, "blocking": [f"a{i}"]}
        )
    players = {"A": {}, "B": {"life": 20 - index % 10}}
    return json.dumps({"active_player": "A", "players": players, "permanents": permanents})


@dataclass(frozen=True)
class BatchRow:
    case: str
    lines: int
    repeats: int
    median: float  # seconds per line
    low: float
    high: float
    per_second: float  # lines per second at the median
    peak_mb: float | None = None
    target: float | None = None  # lines per second
    cpu_per_second: float | None = None  # lines per processor second (this process)


def throughput(lines: int, repeats: int, *, warmup: bool) -> BatchRow:
    text = [board_line(i) for i in range(lines)]
    if warmup:
        for _ in run("resolve", text[:50], auto=True, lang="en"):
            pass
    times = []
    cpu = []
    for _ in range(repeats):
        sink = io.StringIO()
        started, processor = time.perf_counter(), time.process_time()
        for line in run("resolve", text, auto=True, lang="en"):
            sink.write(line)
            sink.write("\n")
        times.append((time.perf_counter() - started) / lines)
        cpu.append((time.process_time() - processor) / lines)
    median = statistics.median(times)
    return BatchRow(
        "batch resolve, 5 x 1 vanilla, one job",
        lines,
        repeats,
        median,
        min(times),
        max(times),
        1 / median,
        target=TARGET_PER_SECOND,
        cpu_per_second=1 / statistics.median(cpu),
    )


def peak_memory(lines: int) -> BatchRow:
    """The command as a process on ``lines`` lines: seconds per line, peak MB."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "boards.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for i in range(lines):
                out.write(board_line(i) + "\n")
        started = time.perf_counter()
        child = subprocess.Popen(
            [
                sys.executable,
                "-c",
                "from mtgcombat.cli import main; main()",
                "batch",
                "resolve",
                str(path),
                "--auto",
                "--lang",
                "en",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError("batch resolve failed")
    return BatchRow(
        "mtgcombat batch resolve (process)",
        lines,
        1,
        elapsed / lines,
        elapsed / lines,
        elapsed / lines,
        lines / elapsed,
        peak_mb=usage.ru_maxrss / 1024,
    )


def line_stages() -> list[tuple[str, Callable[[str], object]]]:
    """The stages of ``--stages``: each does the one before it and one step
    more of what ``run_line("resolve", ...)`` does with ``--auto`` (the
    command's own functions, as ``batch._document`` calls them)."""
    catalog, rules, options = _catalog(), RuleSet.CURRENT, Options(auto=True, lang="en")

    def read(text: str) -> Any:
        return parse_scenario(text, "json", "stages:1", catalog)

    def note(text: str) -> Any:
        return block_notes(read(text).board, rules, "en")

    def resolve(text: str) -> Any:
        scenario = read(text)
        block_notes(scenario.board, rules, "en")
        return resolve_run(scenario, rules, "en", True, False, "stages:1")

    def document(text: str) -> Any:
        return resolve_document(read(text), auto=True, lang="en", file="stages:1")[0]

    return [
        ("the scenario read and built", read),
        ("the note on the blocks (509.1)", note),
        ("the combat resolved", resolve),
        ("the command's document", document),
        ("the output line", lambda text: run_line("resolve", 1, text, options, "stages")),
    ]


def check_stages() -> None:
    """The document stage gives the document of the output line."""
    stages = dict(line_stages())
    text = board_line(3)
    line, doc = stages["the output line"](text), stages["the command's document"](text)
    assert isinstance(line, str) and isinstance(doc, dict)
    if {"line": 1, **doc} != json.loads(line):
        raise AssertionError("the document stage's document is not the output line's")


def stages(lines: int = 1000, blocks: int = 7) -> list[tuple[str, float]]:
    """Each stage's least processor time per line over ``blocks`` runs of
    ``lines`` lines, the stages taking turns in each block."""
    check_stages()
    text = [board_line(i) for i in range(lines)]
    work = line_stages()
    for _, step in work:
        for t in text[:50]:
            step(t)  # warm: caches, generated methods
    best = [float("inf")] * len(work)
    for _ in range(blocks):
        for i, (_, step) in enumerate(work):
            gc.collect()
            started = time.process_time()
            for t in text:
                step(t)
            best[i] = min(best[i], (time.process_time() - started) / lines)
    return [(name, spent) for (name, _), spent in zip(work, best, strict=True)]


def measure(smoke: bool) -> list[BatchRow]:
    lines = SMOKE_LINES if smoke else LINES
    memory = SMOKE_MEMORY_LINES if smoke else MEMORY_LINES
    return [
        throughput(lines, 1 if smoke else REPEATS, warmup=not smoke),
        peak_memory(memory),
        peak_memory(4 * memory),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="20 lines, once")
    parser.add_argument("--stages", action="store_true", help="the cost of each step of a line")
    args = parser.parse_args(argv)
    if args.stages:
        before = 0.0
        for name, spent in stages():
            print(f"{name:32} {spent * 1e6:7.1f} us  (+{(spent - before) * 1e6:5.1f})")
            before = spent
        return 0
    print("| case | lines | per line | lines/s | per processor second | target | peak memory |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for r in measure(args.smoke):
        target = "-" if r.target is None else f">= {r.target:,.0f}/s"
        peak = "-" if r.peak_mb is None else f"{r.peak_mb:.0f} MB"
        cpu = "-" if r.cpu_per_second is None else f"{r.cpu_per_second:,.0f}"
        print(
            f"| {r.case} | {r.lines} | {r.median * 1e6:.0f} us | {r.per_second:,.0f} "
            f"| {cpu} | {target} | {peak} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
