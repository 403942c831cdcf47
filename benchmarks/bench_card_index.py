"""The card index read lazily (issue 36): what naming catalog cards costs.

Target: ``mtgcombat check`` on a board with three cards of the imported
index stays within 50 ms of the same board with no catalog card. Both boards
are three creatures, one attacking and one blocking; the second names three
cards of the index that are not built in (``card = "..."``), the first gives
the same creatures by hand.

Method, as ``bench_startup.py``: each run a new process (``sys.executable``
running the command line), the two boards in turns so that machine noise
hits both alike, each once untimed first (so the parse cache of
:mod:`mtgcombat.text.parse_cache` holds the three cards' sentences, as after
a user's first run); the median wall time and the median processor time
(user and system, from ``wait4``: the steadier number on a shared machine)
of the repeats. The index is the one in ``--data-dir`` (``MTGCOMBAT_DATA_DIR``
for the runs); import one first, for example::

    mtgcombat cards import AtomicCards.json --data-dir /tmp/idx
    python benchmarks/bench_card_index.py --data-dir /tmp/idx

It also prints the index's size on disk and, in this process, the time to
open it and find one card, to list every name (``names()``, what a search
reads) and to read every card (iteration, what ``cards coverage`` reads).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from mtgcombat.cards import index_store
from mtgcombat.cards.catalog import BUILTIN

ROOT = Path(__file__).resolve().parent.parent
REPEATS = 21
TARGET = 0.050
CARDS = ("Ancestor's Chosen", "Wind Drake", "Mahamoti Djinn")
"""Three cards of the corpus, none built in (``--cards`` names others)."""

CLI = "from mtgcombat.cli import main; main()"

HEAD = 'rules = "current"\nactive_player = "A"\n[players.A]\n[players.B]\n'


def boards(folder: Path, cards: tuple[str, str, str]) -> tuple[Path, Path]:
    """The board without catalog cards, and the one naming ``cards``."""
    by_hand = [
        'id = "a"\ncontroller = "A"\npower = 4\ntoughness = 4\nattacking = "B"',
        'id = "b"\ncontroller = "B"\npower = 4\ntoughness = 4\nblocking = ["a"]',
        'id = "c"\ncontroller = "B"\npower = 2\ntoughness = 1',
    ]
    named = [
        f'id = "a"\ncard = "{cards[0]}"\ncontroller = "A"\nattacking = "B"',
        f'id = "b"\ncard = "{cards[1]}"\ncontroller = "B"\nblocking = ["a"]',
        f'id = "c"\ncard = "{cards[2]}"\ncontroller = "B"',
    ]
    none = folder / "no_catalog_cards.toml"
    three = folder / "three_catalog_cards.toml"
    none.write_text(HEAD + "".join(f"[[permanents]]\n{p}\n" for p in by_hand), "utf-8")
    three.write_text(HEAD + "".join(f"[[permanents]]\n{p}\n" for p in named), "utf-8")
    return none, three


def run_once(board: Path, env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and processor seconds of one ``mtgcombat check``."""
    started = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", CLI, "check", str(board)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
        cwd=ROOT,
    )
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    said = child.stderr.read().decode() if child.stderr else ""
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise RuntimeError(f"check {board.name}: {said.strip()}")
    return elapsed, usage.ru_utime + usage.ru_stime


def in_process(folder: Path, card: str) -> list[tuple[str, float]]:
    """Seconds, in this process, to open the index and find one card, to
    list its names and to read every card."""
    started = time.perf_counter()
    catalog = index_store.open_index(folder)
    found = catalog.find(card)
    opened = time.perf_counter() - started
    if found is None:
        raise SystemExit(f"{card!r} is not in the index at {folder}")
    started = time.perf_counter()
    names = catalog.names() if isinstance(catalog, index_store.IndexCatalog) else []
    listed = time.perf_counter() - started
    started = time.perf_counter()
    every = len(list(catalog))
    read = time.perf_counter() - started
    return [
        ("open the index and find one card", opened),
        (f"names() ({len(names)} names)", listed),
        (f"read every card ({every})", read),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--data-dir", required=True, type=Path, help="an imported index")
    parser.add_argument("--repeats", type=int, default=REPEATS)
    parser.add_argument("--cards", nargs=3, default=CARDS, metavar="NAME")
    args = parser.parse_args(argv)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["MTGCOMBAT_DATA_DIR"] = str(args.data_dir)
    built_in = [name for name in args.cards if BUILTIN.find(name) is not None]
    if built_in:
        raise SystemExit(f"built in, not catalog cards: {', '.join(built_in)}")
    with tempfile.TemporaryDirectory() as tmp:
        none, three = boards(Path(tmp), tuple(args.cards))
        cases = (("no catalog cards", none), ("three catalog cards", three))
        for _, board in cases:
            run_once(board, env)  # untimed: the parse cache filled
        wall: dict[str, list[float]] = {name: [] for name, _ in cases}
        cpu: dict[str, list[float]] = {name: [] for name, _ in cases}
        for _ in range(args.repeats):
            for name, board in cases:
                elapsed, processor = run_once(board, env)
                wall[name].append(elapsed)
                cpu[name].append(processor)
    print(f"index: {args.data_dir}, {repeats_said(args.repeats)}")
    print("| board | median wall | median processor |")
    print("|---|---:|---:|")
    for name, _ in cases:
        print(
            f"| {name} | {statistics.median(wall[name]) * 1000:.0f} ms "
            f"| {statistics.median(cpu[name]) * 1000:.0f} ms |"
        )
    over_cpu = statistics.median(cpu[cases[1][0]]) - statistics.median(cpu[cases[0][0]])
    over_wall = statistics.median(wall[cases[1][0]]) - statistics.median(wall[cases[0][0]])
    met = "met" if over_cpu <= TARGET else "NOT met"
    print(
        f"three catalog cards cost {over_cpu * 1000:+.0f} ms of processor time "
        f"({over_wall * 1000:+.0f} ms wall); target <= {TARGET * 1000:.0f} ms: {met}"
    )
    size = sum(p.stat().st_size for p in args.data_dir.iterdir() if p.is_file())
    print(f"index size on disk: {size / 1e6:.1f} MB")
    for what, seconds in in_process(args.data_dir, args.cards[0]):
        print(f"{what}: {seconds * 1000:.0f} ms")
    return 0


def repeats_said(repeats: int) -> str:
    return f"{repeats} runs of each board, medians"


if __name__ == "__main__":
    sys.exit(main())
