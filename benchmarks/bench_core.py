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
* ``time``: the minimum over blocks of processor time per combat;
* ``phases``: where that time goes, for a row without first strike (one
  damage step): the same work as ``resolve_combat`` done a phase more at a
  time (the board's indexes, the step's plans, the default chooser, the
  damage, state-based actions, then the whole combat), each stage timed as
  ``time`` does, or counted as ``instructions`` does with
  ``--instructions``; the stages' results are checked to be the combat's own;
* ``floor``: the physical limit (issue 38): the instructions (callgrind, as
  ``instructions``) of building the objects a combat's result holds, with no
  rule at all (each event again from its fields, one copy per changed
  permanent and player, the new board: ``run.py``'s output floor), beside
  the combat's own count;
* ``opcodes``: the bytecode instructions the interpreter runs in one combat
  (after one combat to warm up), in all and for each function, the most
  first (``--top N``): exact and the same on every machine and run, and
  quick (no valgrind), though an instruction of one kind may cost ten of
  another (with the compiled core, only what is left in Python runs any).

Usage, from the repository root::

    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py calls
    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py time
    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py phases 5x1 5x2
    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py phases --instructions 5x1
    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py instructions  # needs valgrind
    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py opcodes 5x1 --top 15
    PYTHONPATH=src .venv/bin/python benchmarks/bench_core.py floor 5x1 5x1kw  # needs valgrind
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import gc
import os
import pstats
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from types import FrameType
from typing import Any

from mtgcombat import Board, Keyword, Permanent, Player, RuleSet, Step, resolve_combat
from mtgcombat.core.copies import evolve
from mtgcombat.rules.assignment import EMPTY_PACKAGE, implied_assignments, steps
from mtgcombat.rules.assignment_defaults import _default_rest
from mtgcombat.rules.assignment_plans import _step_plans
from mtgcombat.rules.damage import deal_combat_damage
from mtgcombat.rules.effects import has_effects
from mtgcombat.rules.sba import state_based_actions

_CYCLE: tuple[tuple[Keyword, ...], ...] = (
    (),
    (Keyword.TRAMPLE,),
    (Keyword.FIRST_STRIKE,),
    (Keyword.DEATHTOUCH,),
    (Keyword.LIFELINK,),
)
ROWS = {
    "5x1": (5, False, 1),
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


def combats(row: str, count: int, built: int = 0, stage: str | None = None) -> None:
    """Resolve ``count`` fresh boards of the row, all built (``built`` of
    them at least) before any is resolved; with ``stage``, do that stage of
    ``phases`` to them instead."""
    if stage == FLOOR:
        work = floor_builder(row)
    else:
        work = dict(phase_stages())[stage] if stage else _resolve
    boards = [board(*ROWS[row]) for _ in range(max(count, built))]
    # The boards built ahead are kept out of the collector's generations, as
    # the ratio script's one board at a time would be: else a full
    # collection over them lands at a point that moves with every change.
    gc.collect()
    gc.freeze()
    if os.environ.get("BENCH_NO_GC"):
        gc.disable()
    for b in boards[:count]:
        work(b)
    gc.enable()
    gc.unfreeze()


FLOOR = "floor"


def floor_builder(row: str) -> Callable[[Board], object]:
    """What a resolved combat of the row holds, built with no rule at all:
    each event again from its fields, each changed permanent and player by
    one copy (``evolve``) with its final fields, and the new board (as
    ``run.py``'s output floor). Any engine that returns immutable boards and
    events pays at least this."""
    before = board(*ROWS[row])
    result = resolve_combat(board(*ROWS[row]), RuleSet.CURRENT, auto=True)
    events = [
        (type(e), tuple(getattr(e, f.name) for f in dataclasses.fields(e))) for e in result.events
    ]

    def changes(old: Any, new: Any) -> dict[str, Any]:
        return {
            f.name: getattr(new, f.name)
            for f in dataclasses.fields(new)
            if getattr(new, f.name) != getattr(old, f.name)
        }

    perms = [
        (p, changes(p, q)) for p, q in zip(before.permanents, result.board.permanents, strict=True)
    ]
    people = [(p, changes(p, q)) for p, q in zip(before.players, result.board.players, strict=True)]

    def build(b: Board) -> object:
        made = [kind(*fields) for kind, fields in events]
        ps = [evolve(p, **changed) if changed else p for p, changed in perms]
        pl = [evolve(p, **changed) if changed else p for p, changed in people]
        return b.with_permanents(ps).with_players(pl), made

    return build


def _resolve(b: Board) -> object:
    return resolve_combat(b, RuleSet.CURRENT, auto=True)


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


def phase_stages() -> list[tuple[str, Callable[[Board], Any]]]:
    """The stages of ``phases``: each does the one before it and one phase
    more of what ``resolve_combat(board, RuleSet.CURRENT, auto=True)`` does
    on a board with one damage step (the engine's own internal functions, as
    ``combat._step`` calls them), the last the combat itself."""
    rules, step = RuleSet.CURRENT, Step.REGULAR

    def indexes(b: Board) -> Any:
        return steps(b)  # the combat index, first strike looked for

    def plans(b: Board) -> Any:
        indexes(b)
        return _step_plans(b, rules, step)

    def chooser(b: Board) -> Any:
        p = plans(b)
        implied = implied_assignments(b, p, EMPTY_PACKAGE)
        return _default_rest(b, p, EMPTY_PACKAGE.merged(implied), EMPTY_PACKAGE, None)

    def damage(b: Board) -> Any:
        return deal_combat_damage(b, chooser(b), step)

    def actions(b: Board) -> Any:
        after, dealt = damage(b)
        settled, done = state_based_actions(after, rules, (), set(), has_effects(b), b)
        return settled, (*dealt, *done)

    return [
        ("the board's combat indexes", indexes),
        ("the step's plans", plans),
        ("the default chooser", chooser),
        ("dealing the damage", damage),
        ("state-based actions", actions),
        ("the whole combat", lambda b: resolve_combat(b, rules, auto=True)),
    ]


def check_stages(row: str) -> None:
    """The stages do the combat's work: the board and the events after
    state-based actions are the combat's (less its step's first event).
    A row with first strike has two steps, which the stages do not follow."""
    if ROWS[row][1]:
        raise SystemExit(f"{row}: phases are for the rows without first strike")
    stages = dict(phase_stages())
    mine, events = stages["state-based actions"](board(*ROWS[row]))
    result = resolve_combat(board(*ROWS[row]), RuleSet.CURRENT, auto=True)
    if (mine.permanents, mine.players) != (result.board.permanents, result.board.players):
        raise AssertionError(f"{row}: the stages' board is not the combat's")
    if tuple(events) != result.events[1:]:
        raise AssertionError(f"{row}: the stages' events are not the combat's")


def phases(row: str, blocks: int = 15) -> list[tuple[str, float]]:
    """Each stage's least processor time per board over ``blocks`` blocks of
    fresh boards (as :func:`processor_time`), the stages taking turns in
    each block so that machine noise hits them alike."""
    check_stages(row)
    combats(row, 5)
    stages = phase_stages()
    n = 200 if ROWS[row][0] == 5 else 20
    best = [float("inf")] * len(stages)
    for _ in range(blocks):
        for i, (_, work) in enumerate(stages):
            boards = [board(*ROWS[row]) for _ in range(n)]
            start = time.process_time()
            for b in boards:
                work(b)
            best[i] = min(best[i], (time.process_time() - start) / n)
    return [(name, spent) for (name, _), spent in zip(stages, best, strict=True)]


def opcodes(row: str) -> Counter[str]:
    """The bytecode instructions one combat on a fresh board of the row runs,
    by function (``name (file:line)``), traced opcode by opcode."""
    _resolve(board(*ROWS[row]))  # warm: generated methods, caches
    fresh = board(*ROWS[row])
    counts: Counter[str] = Counter()

    def trace(frame: FrameType, event: str, arg: object) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        if event == "opcode":
            code = frame.f_code
            where = os.path.basename(code.co_filename)
            counts[f"{code.co_name} ({where}:{code.co_firstlineno})"] += 1
        return trace

    before = sys.gettrace()
    sys.settrace(trace)
    try:
        _resolve(fresh)
    finally:
        sys.settrace(before)
    return counts


def _instructions(row: str, count: int, built: int, stage: str = "") -> int:
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
                *([stage] if stage else []),
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


def _repeat(row: str, repeat: int) -> int:
    """How many combats ``instructions`` counts on the row: a tenth on the
    big boards (at least five)."""
    return repeat if ROWS[row][0] == 5 else max(5, repeat // 10)


def instructions(row: str, repeat: int, stage: str = "") -> float:
    # both runs build the same boards: the difference is resolving alone
    one = _instructions(row, repeat, 2 * repeat, stage)
    two = _instructions(row, 2 * repeat, 2 * repeat, stage)
    return (two - one) / repeat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "what", choices=("calls", "time", "phases", "instructions", "opcodes", "floor", "run")
    )
    parser.add_argument("rows", nargs="*")
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="phases: count instructions (callgrind) instead of processor time",
    )
    parser.add_argument("--top", type=int, default=20, help="opcodes: the functions listed")
    args = parser.parse_intermixed_args()  # (the flag may come between the rows)
    if args.what == "run":  # the child of ``instructions``
        row, count, built, *stage = args.rows
        combats(row, 3, stage=stage[0] if stage else None)
        combats(row, int(count), int(built), stage[0] if stage else None)
        return
    rows = args.rows or list(ROWS)
    for row in rows:
        if args.what == "calls":
            print(f"{row:8} {calls(row):8,} calls per combat")
        elif args.what == "time":
            print(f"{row:8} {processor_time(row) * 1e6:9.1f} us per combat (min processor time)")
        elif args.what == "opcodes":
            counts = opcodes(row)
            print(f"{row:8} {counts.total():8,} bytecode instructions per combat")
            for where, n in counts.most_common(args.top):
                print(f"{row:8} {n:8,}  {n / counts.total():6.1%}  {where}")
        elif args.what == "phases" and args.instructions:
            before = 0.0
            check_stages(row)
            for name, _ in phase_stages():
                spent = instructions(row, _repeat(row, args.repeat), name) / 1e3
                print(f"{row:8} {name:28} {spent:8.1f} K instructions  (+{spent - before:6.1f})")
                before = spent
        elif args.what == FLOOR:
            floor = instructions(row, _repeat(row, args.repeat), FLOOR)
            per = instructions(row, _repeat(row, args.repeat))
            print(
                f"{row:8} floor {floor / 1e6:6.3f} M instructions, combat {per / 1e6:6.3f} M: "
                f"{per / floor:5.1f} x the floor"
            )
        elif args.what == "phases":
            before = 0.0
            for name, spent in phases(row):
                print(f"{row:8} {name:28} {spent * 1e6:7.1f} us  (+{(spent - before) * 1e6:5.1f})")
                before = spent
        else:
            per = instructions(row, _repeat(row, args.repeat))
            print(f"{row:8} {per / 1e6:8.3f} M instructions per combat")


if __name__ == "__main__":
    main()
