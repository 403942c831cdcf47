"""Coverage of combat text by card type over an MTGJSON AtomicCards file.

Usage: python benchmarks/coverage_by_type.py /work/corpus/AtomicCards.json [--top N] [--type aura]

Each card face is read with the project's parser (the catalog's
``Card.parsed``, as ``cards import`` reads it). A card counts under each type
it has; an Aura counts as "aura" (not "enchantment") and an Equipment as
"equipment" (not "artifact"). "combat_relevant": some sentence is modelled,
unmodelled or recorded; "modelled": none is unmodelled or recorded (a
recorded trigger's effect is not carried out). The most common unmodelled
sentences are listed per type (the card's name written as ~).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

from mtgcombat.cards.mtgjson import cards_from_atomic

TYPES = ("creature", "aura", "equipment", "enchantment", "artifact", "planeswalker", "battle")


def kinds(types: tuple[str, ...], subtypes: tuple[str, ...]) -> list[str]:
    out = []
    for t in types:
        if t == "enchantment" and "aura" in subtypes:
            out.append("aura")
        elif t == "artifact" and "equipment" in subtypes:
            out.append("equipment")
        elif t in TYPES:
            out.append(t)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path", type=Path)
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--type", action="append", default=[])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--noncreature", action="store_true", help="count non-creature faces only")
    args = ap.parse_args()
    doc = json.loads(args.path.read_text(encoding="utf-8"))
    cards = cards_from_atomic(doc).cards
    relevant: Counter[str] = Counter()
    modelled: Counter[str] = Counter()
    missing: dict[str, Counter[str]] = {t: Counter() for t in TYPES}
    for card in cards:
        ks = kinds(card.types, card.subtypes)
        if args.noncreature and "creature" in card.types:
            ks = []
        ks = [k for k in ks if k != "creature" or not args.type or "creature" in args.type]
        if not ks or not card.text:
            continue
        parsed = card.parsed
        if not any(p.status in ("modelled", "unmodelled", "recorded") for p in parsed):
            continue
        # a recorded line (its trigger an event, its effect not carried out) is not modelled
        bad = [p.sentence for p in parsed if p.status in ("unmodelled", "recorded")]
        for k in ks:
            relevant[k] += 1
            if not bad:
                modelled[k] += 1
            for s in bad:
                missing[k][re.sub(re.escape(card.name), "~", s)] += 1
    table = {t: {"combat_relevant": relevant[t], "modelled": modelled[t]} for t in TYPES}
    if args.json:
        print(json.dumps(table, indent=1))
    else:
        for t in TYPES:
            n, m = relevant[t], modelled[t]
            pct = f"{100 * m / n:.1f}%" if n else "-"
            print(f"{t:13} {m:6} / {n:6}  {pct}")
    for t in args.type:
        print(f"\n== {t}: most common unmodelled sentences")
        for s, n in missing[t].most_common(args.top):
            print(f"{n:4}  {s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
