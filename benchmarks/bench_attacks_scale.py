"""How ``attacks FILE --json`` scales with the active player's creatures
(issue 35, finding 3: a 0.97 MB request took 214 s, from quadratic steps
before the 508.1d search).

Not a test: it prints a table, the median of ``--repeat`` in-process runs
for each size. From the repository root::

    .venv/bin/python benchmarks/bench_attacks_scale.py                # 1000 2000 4000
    .venv/bin/python benchmarks/bench_attacks_scale.py 6000 --write /tmp/big.json

The board (:func:`shape`): players A, B and C; N creatures of A, all
declared attacking (B, C, B's planeswalkers and a battle B controls and C
protects), every tenth attacking each combat if able (508.1d), a few
tapped or summoning sick (illegal attackers), 200 blockers of B and a tax
on attacking B (508.1g).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from mtgcombat.app.attacks import attacks_document
from mtgcombat.cards.catalog import BUILTIN
from mtgcombat.scenario.load import parse_scenario

TAX = (
    "Creatures can't attack you unless their controller pays {1} for each creature they "
    "control that's attacking you."
)
EAGER = "~ attacks each combat if able."


def shape(n: int, *, two_players: bool = False, blockers: int = 200) -> dict[str, Any]:
    """The scenario document with ``n`` creatures of A and ``blockers`` of B
    (``two_players``: no C, no battle and no planeswalker of C, for ``solve
    --attacks``, which plays two players only)."""
    targets = ("B", "C", "B", "jace", "B", "siege", "C", "liliana")
    if two_players:
        targets = ("B", "B", "B", "jace", "B", "B", "B", "B")
    creatures: list[dict[str, Any]] = []
    for i in range(n):
        perm: dict[str, Any] = {
            "id": f"attacker_{i:05d}",
            "controller": "A",
            "power": 1 + i % 5,
            "toughness": 1 + (i * 7) % 6,
            "attacking": targets[i % len(targets)],
        }
        if i % 10 == 3:
            perm["abilities"] = [EAGER]
        if i % 6 == 1:
            perm["keywords"] = ["flying", "vigilance"]
        if i % 97 == 5:
            perm["tapped"] = True
        if i % 89 == 7:
            perm["summoning_sick"] = True
        creatures.append(perm)
    others: list[dict[str, Any]] = [
        {"id": "jace", "controller": "B", "types": ["planeswalker"], "counters": {"loyalty": 4}},
        {"id": "liliana", "controller": "C", "types": ["planeswalker"], "counters": {"loyalty": 3}},
        {
            "id": "siege",
            "controller": "B",
            "types": ["battle"],
            "subtypes": ["siege"],
            "protector": "C",
            "counters": {"defense": 5},
        },
        {"id": "prison", "controller": "B", "types": ["enchantment"], "abilities": [TAX]},
    ]
    if two_players:
        others = [p for p in others if p["id"] in ("jace", "prison")]
    others += [
        {"id": f"blocker_{j:04d}", "controller": "B", "power": 1 + j % 3, "toughness": 2 + j % 4}
        for j in range(blockers)
    ]
    return {
        "rules": "current",
        "active_player": "A",
        "players": {"A": {}, "B": {}} if two_players else {"A": {}, "B": {}, "C": {}},
        "permanents": creatures + others,
    }


def run_once(text: str, time_limit: float) -> float:
    """Seconds for one ``attacks --json`` document, the file read included."""
    started = time.perf_counter()
    scenario = parse_scenario(text, "json", "big.json", BUILTIN)
    attacks_document(scenario, lang="en", time_limit=time_limit)
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[1000, 2000, 4000])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--time-limit", type=float, default=2.0)
    parser.add_argument("--write", help="write the last size's scenario to this file")
    args = parser.parse_args(argv)
    print(f"{'creatures':>9} {'bytes':>9} {'median s':>9}  runs")
    for n in args.sizes:
        text = json.dumps(shape(n), indent=1)
        runs = [run_once(text, args.time_limit) for _ in range(args.repeat)]
        shown = " ".join(f"{r:.2f}" for r in runs)
        print(f"{n:>9} {len(text):>9} {statistics.median(runs):>9.2f}  {shown}", flush=True)
        if args.write:
            with open(args.write, "w", encoding="utf-8") as out:
                out.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
