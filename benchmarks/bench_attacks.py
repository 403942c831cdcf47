"""How far the attack solver scales (issue 17 section 5): ``best_attacks``
on growing boards, attackers x blockers, in one process.

Not a test: it prints two tables. From the repository root::

    .venv/bin/python benchmarks/bench_attacks.py            # every row
    .venv/bin/python benchmarks/bench_attacks.py --smoke    # small sizes

1. Time to the proven optimum (the search run with ``--ceiling`` seconds
   at most): wall and CPU seconds (the limits are wall time), the legal declarations (no two
   creatures of these boards are identical), the value, proven or not.
2. Anytime quality: the same boards with short time limits, the value found
   against the proven one (or the best known, where none was proven).

The boards are the "mixed" armies of ``bench_solver_limits.py`` (powers
1-4, toughnesses 1-5, every fifth attacker flying), B at 20 life, and the
same with B at 6 (a lethal race). With ``--triggers`` some attackers have
attack triggers (508.2a), which every declaration plays: every third
exalted (702.83), every fourth battle cry (702.91), every fifth "whenever
~ attacks, it gets +1/+1 until end of turn". On a shared machine wall time
includes waiting for a core.
"""

from __future__ import annotations

import argparse
import time

from mtgcombat.core.abilities import Ability, BlockTrigger, OtherKeyword, PumpEffect
from mtgcombat.core.model import Board, Keyword, Permanent, Player
from mtgcombat.rules.attacks import legal_attack_declarations
from mtgcombat.solver.attacks import best_attacks

SIZES = ((2, 2), (4, 2), (4, 4), (6, 3), (6, 6), (8, 4), (8, 8), (10, 4), (10, 6), (12, 4))
SMOKE = ((2, 2), (4, 2), (4, 4))
LIMITS = (0.25, 1.0, 5.0)


def _triggers(i: int) -> frozenset[Ability]:
    """The attack triggers of attacker ``i`` with ``--triggers``."""
    out: set[Ability] = set()
    if i % 3 == 1:
        out.add(OtherKeyword("exalted", rule="702.83"))
    if i % 4 == 2:
        out.add(OtherKeyword("battle cry", rule="702.91"))
    if i % 5 == 3:
        out.add(BlockTrigger(("attacks",), (PumpEffect("it", 1, 1),)))
    return frozenset(out)


def army(attackers: int, blockers: int, b_life: int, triggers: bool = False) -> Board:
    """Attackers a0.. of A and blockers d0.. of B, nothing declared."""
    perms = [
        Permanent(
            id=f"a{i}",
            controller="A",
            power=1 + i % 4,
            toughness=1 + (i * 7) % 5,
            abilities=(frozenset({Keyword.FLYING}) if i % 5 == 0 else frozenset())
            | (_triggers(i) if triggers else frozenset()),
        )
        for i in range(attackers)
    ]
    perms += [
        Permanent(id=f"d{i}", controller="B", power=1 + (i * 3) % 4, toughness=1 + i % 5)
        for i in range(blockers)
    ]
    return Board((Player("A"), Player("B", life=b_life)), tuple(perms), "A")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="small sizes only")
    parser.add_argument("--rules", default="current", choices=("2023", "current"))
    parser.add_argument(
        "--ceiling", type=float, default=120.0, help="seconds a proof may take at most"
    )
    parser.add_argument("--no-anytime", action="store_true", help="the first table only")
    parser.add_argument(
        "--triggers", action="store_true", help="attackers with exalted, battle cry, pumps"
    )
    args = parser.parse_args(argv)
    sizes = SMOKE if args.smoke else SIZES
    proven: dict[tuple[int, int, int], float] = {}
    print(f"rules: {args.rules}" + (", attack triggers" if args.triggers else ""))
    print("| attackers x blockers | B life | declarations | wall s | CPU s | value | proven |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for attackers, blockers in sizes:
        for life in (20, 6):
            board = army(attackers, blockers, life, args.triggers)
            count = sum(1 for _ in legal_attack_declarations(board))
            started, cpu = time.monotonic(), time.process_time()
            found = best_attacks(board, args.rules, time_limit=args.ceiling)
            seconds, cpu = time.monotonic() - started, time.process_time() - cpu
            proven[(attackers, blockers, life)] = found.value
            print(
                f"| {attackers} x {blockers} | {life} | {count:,} | {seconds:.2f} | {cpu:.2f} "
                f"| {found.value:,.0f} | {'yes' if found.optimal else 'no (ceiling)'} |",
                flush=True,
            )
    if args.no_anytime:
        return 0
    print()
    print("| attackers x blockers | B life | " + " | ".join(f"{x:g} s" for x in LIMITS) + " |")
    print("| ---: | ---: |" + " ---: |" * len(LIMITS))
    for attackers, blockers in sizes:
        for life in (20, 6):
            board = army(attackers, blockers, life, args.triggers)
            cells = []
            for limit in LIMITS:
                found = best_attacks(board, args.rules, time_limit=limit)
                mark = "" if found.optimal else "*"
                best = proven[(attackers, blockers, life)]
                cells.append(f"{found.value:,.0f}{mark} ({found.value - best:+,.0f})")
            print(f"| {attackers} x {blockers} | {life} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
