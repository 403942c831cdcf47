"""Speed against a peer: mtgcombat and magic-combat on the same boards (issue 15).

magic-combat (github.com/basvanopheusden/magic-combat, MIT) is a pure-Python
combat simulator. This script times both engines on the same boards, in one
process, with the repeats interleaved (one peer run, then one of ours, and so
on) so that the noise of a shared machine falls on both alike. The figure is
the ratio of the medians: the peer's time over ours (above 1: we are faster).

Boards: N attacking 3/3s of player A (the keyword mix cycles none, trample,
first strike, deathtouch, lifelink), each blocked by one or two 2/2s of B;
life totals of 1000, so that no player dies. Each side gets a board built
outside the timed region (magic-combat's ``simulate`` changes its creatures,
so both are rebuilt for every repeat) and resolves the whole combat: both
damage steps, damage results, deaths. Ours is
``resolve_combat(board, RuleSet.CURRENT, auto=True)``: the default chooser,
every package checked, full events.

The peer is looked for in ``$PEERS/magic-combat`` and then
``~/.cache/mtgc-peers/magic-combat`` (a checkout of the repository); when it
is absent, or its own needs (numpy, pydantic, requests) are not installed,
the rows are skipped with a note saying why. Nothing here is a test.

Usage::

    python benchmarks/bench_ratio.py             # every row
    python benchmarks/bench_ratio.py --smoke     # a few repeats of the 5 x 1 rows
    python benchmarks/bench_ratio.py --repeats 50
    python benchmarks/bench_ratio.py --scaling   # N x 1 curves, N from 5 to 1000
    python benchmarks/bench_ratio.py --json      # the rows as JSON (``run.py``'s before/after)
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgcombat import Board, Keyword, Permanent, Player, RuleSet, resolve_combat

PEER = "magic-combat"
PEER_COMMIT = "4e2079c"  # the commit issue 15 measured


@dataclass(frozen=True)
class Case:
    """One board of the comparison and the speed-up issue 15 asks for."""

    name: str
    attackers: int
    keywords: bool
    blockers_each: int
    repeats: int
    target: float

    @property
    def label(self) -> str:
        mix = "keywords" if self.keywords else "vanilla"
        return f"{self.attackers} x {self.blockers_each} {mix}"


CASES: tuple[Case, ...] = (
    Case("5x1", 5, False, 1, 1000, 3.0),
    Case("5x1kw", 5, True, 1, 1000, 3.0),
    Case("50x1", 50, False, 1, 100, 10.0),
    Case("50x1kw", 50, True, 1, 100, 10.0),
    Case("5x2", 5, False, 2, 1000, 20.0),
    Case("50x2kw", 50, True, 2, 100, 20.0),
    Case("200x1kw", 200, True, 1, 20, 10.0),
)
SMOKE_CASES = ("5x1", "5x1kw")
SMOKE_REPEATS = 5

SCALING_SIZES = (5, 10, 30, 100, 300, 1000)
"""Attackers (each blocked by one 2/2) of the scaling curves: both engines,
vanilla and the keyword mix (``make bench`` plots them side by side)."""
SCALING_REPEATS = {5: 201, 10: 101, 30: 31, 100: 11, 300: 5, 1000: 3}

_CYCLE = ("", "trample", "first_strike", "deathtouch", "lifelink")
_OURS = {
    "trample": Keyword.TRAMPLE,
    "first_strike": Keyword.FIRST_STRIKE,
    "deathtouch": Keyword.DEATHTOUCH,
    "lifelink": Keyword.LIFELINK,
}


@dataclass(frozen=True)
class Ratio:
    """The medians of one case (seconds) and the speed-up."""

    case: Case
    repeats: int
    peer: float
    ours: float
    ours_times: tuple[float, ...]
    peer_times: tuple[float, ...] = ()

    @property
    def speedup(self) -> float:
        return self.peer / self.ours

    @property
    def met(self) -> bool:
        return self.speedup >= self.case.target


def peer_dir() -> Path | None:
    """Where a checkout of magic-combat is, or None."""
    places = []
    if os.environ.get("PEERS"):
        places.append(Path(os.environ["PEERS"]) / PEER)
    places.append(Path.home() / ".cache" / "mtgc-peers" / PEER)
    return next((p for p in places if (p / "magic_combat").is_dir()), None)


def load_peer() -> tuple[Any, str]:
    """The peer's module, or None and the reason it is not available."""
    where = peer_dir()
    if where is None:
        return None, (
            f"skipped: no {PEER} checkout in $PEERS/{PEER} or ~/.cache/mtgc-peers/{PEER} "
            f"(clone github.com/basvanopheusden/magic-combat at {PEER_COMMIT} there)"
        )
    if str(where) not in sys.path:
        sys.path.insert(0, str(where))
    try:
        module = importlib.import_module("magic_combat")
    except ImportError as exc:
        return None, f"skipped: {PEER} at {where} does not import here ({exc})"
    return module, str(where)


def _keywords(case: Case, i: int) -> str:
    return _CYCLE[i % len(_CYCLE)] if case.keywords else ""


def peer_board(peer: Any, case: Case) -> tuple[list[Any], list[Any]]:
    """The case's board as magic-combat creatures (attackers, blockers)."""
    attackers: list[Any] = []
    blockers: list[Any] = []
    for i in range(case.attackers):
        keyword = _keywords(case, i)
        flags = {keyword: True} if keyword else {}
        attacker = peer.CombatCreature(f"A{i}", 3, 3, "A", **flags)
        attackers.append(attacker)
        for j in range(case.blockers_each):
            blocker = peer.CombatCreature(f"B{i}.{j}", 2, 2, "B")
            attacker.blocked_by.append(blocker)
            blocker.blocking = attacker
            blockers.append(blocker)
    return attackers, blockers


def our_board(case: Case) -> Board:
    """The case's board for mtgcombat."""
    permanents = []
    for i in range(case.attackers):
        keyword = _keywords(case, i)
        abilities = frozenset({_OURS[keyword]}) if keyword else frozenset()
        permanents.append(
            Permanent(
                id=f"A{i}",
                controller="A",
                power=3,
                toughness=3,
                abilities=abilities,
                attacking="B",
            )
        )
        permanents.extend(
            Permanent(id=f"B{i}.{j}", controller="B", power=2, toughness=2, blocking=(f"A{i}",))
            for j in range(case.blockers_each)
        )
    players = (Player("A", life=1000), Player("B", life=1000))
    return Board(players=players, permanents=tuple(permanents), active_player="A")


def measure(peer: Any, case: Case, repeats: int) -> Ratio:
    """Interleaved repeats of both engines on the case's board."""
    theirs: list[float] = []
    ours: list[float] = []
    for _ in range(repeats):
        attackers, blockers = peer_board(peer, case)
        started = time.perf_counter()
        peer.CombatSimulator(attackers, blockers).simulate()
        theirs.append(time.perf_counter() - started)
        board = our_board(case)
        started = time.perf_counter()
        resolve_combat(board, RuleSet.CURRENT, auto=True)
        ours.append(time.perf_counter() - started)
    return Ratio(
        case,
        repeats,
        statistics.median(theirs),
        statistics.median(ours),
        tuple(ours),
        tuple(theirs),
    )


def scaling_cases(keywords: bool, sizes: tuple[int, ...] = SCALING_SIZES) -> tuple[Case, ...]:
    """The boards of one scaling curve: N x 1 for each N in ``sizes``
    (no target: the curve is what is shown).

    >>> [c.label for c in scaling_cases(True, (5, 10))]
    ['5 x 1 keywords', '10 x 1 keywords']
    """
    mix = "kw" if keywords else ""
    return tuple(Case(f"{n}x1{mix}", n, keywords, 1, SCALING_REPEATS.get(n, 3), 0.0) for n in sizes)


def scaling(
    peer: Any, keywords: bool, sizes: tuple[int, ...] = SCALING_SIZES, repeats: int | None = None
) -> list[Ratio]:
    """Both engines on N x 1 boards for each size, interleaved as
    :func:`measure` does."""
    out = []
    for case in scaling_cases(keywords, sizes):
        print(f"  scaling vs {PEER}: {case.label}", file=sys.stderr, flush=True)
        out.append(measure(peer, case, repeats or case.repeats))
    return out


def exponent(ratios: list[Ratio], side: str) -> float | None:
    """The least-squares slope of log(median time) against log(attackers),
    for ``side`` "peer" or "ours" (None with fewer than two sizes).

    >>> c = scaling_cases(False, (10, 100))
    >>> rs = [Ratio(c[0], 1, 1e-4, 1e-5, ()), Ratio(c[1], 1, 1e-2, 1e-4, ())]
    >>> round(exponent(rs, "peer"), 3), round(exponent(rs, "ours"), 3)
    (2.0, 1.0)
    """
    xs = [math.log(r.case.attackers) for r in ratios]
    ys = [math.log(getattr(r, side)) for r in ratios]
    try:
        return statistics.linear_regression(xs, ys).slope
    except statistics.StatisticsError:  # fewer than two sizes, or all alike
        return None


def run(cases: tuple[Case, ...], repeats: int | None) -> tuple[list[Ratio], str]:
    """Every case measured, or no rows and the reason they were skipped."""
    peer, note = load_peer()
    if peer is None:
        return [], note
    out = []
    for case in cases:
        print(f"  vs {PEER}: {case.label}", file=sys.stderr, flush=True)
        out.append(measure(peer, case, repeats or case.repeats))
    return out, f"{PEER} from {note}"


def fmt_us(seconds: float) -> str:
    micro = seconds * 1e6
    return f"{micro / 1000:.2f} ms" if micro >= 1000 else f"{micro:.1f} us"


def table(ratios: list[Ratio]) -> str:
    lines = [
        f"| board | repeats | {PEER} | mtgcombat | speed-up | target | verdict |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for r in ratios:
        verdict = ("met" if r.met else "NOT met") if r.case.target else "-"
        target = f">= {r.case.target:g}" if r.case.target else "-"
        lines.append(
            f"| {r.case.label} | {r.repeats} | {fmt_us(r.peer)} | {fmt_us(r.ours)} "
            f"| {r.speedup:.2f} | {target} | {verdict} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a few repeats of the 5 x 1 rows")
    parser.add_argument("--repeats", type=int, default=None, help="repeats for every row")
    parser.add_argument(
        "--scaling",
        action="store_true",
        help=f"the N x 1 curves instead (N = {', '.join(map(str, SCALING_SIZES))})",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="one JSON object on standard output: the note and each row's medians and speed-up",
    )
    args = parser.parse_args(argv)
    if args.scaling:
        peer, note = load_peer()
        print(note)
        if peer is not None:
            for keywords in (False, True):
                curve = scaling(peer, keywords, repeats=args.repeats)
                print(table(curve))
                print(
                    f"exponents ({'keywords' if keywords else 'vanilla'}): "
                    f"{PEER} {exponent(curve, 'peer') or 0:.2f}, "
                    f"mtgcombat {exponent(curve, 'ours') or 0:.2f}"
                )
        return 0
    cases = tuple(c for c in CASES if c.name in SMOKE_CASES) if args.smoke else CASES
    ratios, note = run(cases, SMOKE_REPEATS if args.smoke else args.repeats)
    if args.json:
        rows = [
            {"case": r.case.name, "label": r.case.label, "repeats": r.repeats}
            | {"peer": r.peer, "ours": r.ours, "speedup": r.speedup, "target": r.case.target}
            for r in ratios
        ]
        print(json.dumps({"note": note, "rows": rows}))
        return 0
    print(note)
    if ratios:
        print(table(ratios))
        print("ratios " + " ".join(f"{r.case.name}={r.speedup:.2f}" for r in ratios))
    return 0


if __name__ == "__main__":
    sys.exit(main())
