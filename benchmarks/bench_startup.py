"""Start-up of mtgcombat (issue 15): how long a fresh process takes, against a
bare ``python -c pass`` on the same machine.

Cases, each a new interpreter (``sys.executable``), run in turns so that
machine noise hits every case alike:

- ``python -c pass`` (the floor the targets are measured from);
- ``import mtgcombat`` (target: within 60 ms of the floor);
- ``mtgcombat --help`` (target: within 80 ms);
- ``mtgcombat check`` on a seed example, 510.1c example 1 (target: within 150 ms).

Method: wall time of the whole process (``time.perf_counter`` around
start and ``os.wait4``), the median of the repeats; the processor time (user
and system) and peak resident memory of each process from ``wait4``'s
resource usage. On a shared machine the processor time is the steadier
number: waiting for a core counts in the wall time only. Compiled bytecode is written
and used, as an installed package has it (``PYTHONDONTWRITEBYTECODE`` is
dropped from the environment), and every case runs once untimed first.

Usage::

    python benchmarks/bench_startup.py            # 21 turns
    python benchmarks/bench_startup.py --smoke    # one turn, no warm-up
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED_EXAMPLE = ROOT / "examples" / "510_1c_ex1_vastwood_gorger.toml"
REPEATS = 21

CLI = "from mtgcombat.cli import main; main()"
CASES: tuple[tuple[str, tuple[str, ...], float | None], ...] = (
    ("python -c pass", ("-c", "pass"), None),
    ("import mtgcombat", ("-c", "import mtgcombat"), 0.060),
    ("mtgcombat --help", ("-c", CLI, "--help"), 0.080),
    ("mtgcombat check (seed example)", ("-c", CLI, "check", str(SEED_EXAMPLE)), 0.150),
)
"""Each case: its name, the interpreter's arguments, its target over the floor."""


@dataclass(frozen=True)
class StartupRow:
    case: str
    repeats: int
    median: float  # seconds, the whole process
    low: float
    high: float
    over_bare: float  # median minus the floor's median
    peak_mb: float  # the largest resident set of the runs
    target: float | None  # seconds over the floor
    cpu: float  # median processor seconds (user + system) of the process
    cpu_over_bare: float  # the same, minus the floor's


def run_once(args: tuple[str, ...], env: dict[str, str]) -> tuple[float, float, float]:
    """Wall seconds, processor seconds and peak resident MB of one process."""
    started = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=ROOT,
    )
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in (0, 1):
        raise RuntimeError(f"{args} exited {child.returncode}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024  # KB on Linux


def measure(repeats: int = REPEATS, *, warmup: bool = True) -> list[StartupRow]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if warmup:
        for _, args, _ in CASES:
            run_once(args, env)
    times: dict[str, list[float]] = {name: [] for name, _, _ in CASES}
    cpus: dict[str, list[float]] = {name: [] for name, _, _ in CASES}
    peaks: dict[str, float] = dict.fromkeys(times, 0.0)
    for _ in range(repeats):
        for name, args, _ in CASES:
            elapsed, cpu, peak = run_once(args, env)
            times[name].append(elapsed)
            cpus[name].append(cpu)
            peaks[name] = max(peaks[name], peak)
    floor = statistics.median(times[CASES[0][0]])
    cpu_floor = statistics.median(cpus[CASES[0][0]])
    rows = []
    for name, _, target in CASES:
        median = statistics.median(times[name])
        rows.append(
            StartupRow(
                name,
                repeats,
                median,
                min(times[name]),
                max(times[name]),
                median - floor,
                peaks[name],
                target,
                statistics.median(cpus[name]),
                statistics.median(cpus[name]) - cpu_floor,
            )
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="one turn, no warm-up")
    parser.add_argument("--repeats", type=int, default=REPEATS)
    args = parser.parse_args(argv)
    rows = measure(1 if args.smoke else args.repeats, warmup=not args.smoke)
    print("| case | median | over bare python | target | processor time over bare | peak memory |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        target = "-" if r.target is None else f"<= {r.target * 1000:.0f} ms"
        print(
            f"| {r.case} | {r.median * 1000:.0f} ms | {r.over_bare * 1000:.0f} ms | {target} "
            f"| {r.cpu_over_bare * 1000:.0f} ms | {r.peak_mb:.0f} MB |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
