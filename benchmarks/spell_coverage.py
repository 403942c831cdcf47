"""How many instants and sorceries of an MTGJSON AtomicCards file the
timeline carries out (608.2): a card counts when its text has combat words
(a creature, combat, attacking, blocking, block or damage, reminder text
and creature spells or cards, which are off the battlefield, left out), and is modelled when every sentence of every mode reads as a
spell (mtgcombat.text.spell_cards). Usage:

    .venv/bin/python benchmarks/spell_coverage.py /work/corpus/AtomicCards.json [--top 20]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter

from mtgcombat.text.spell_cards import read_spell_card

COMBAT = re.compile(r"\b(creatures?|combat|attacking|blocking|blocks?|damage)\b", re.I)
# a creature spell or card is not on the battlefield: no combat is changed
OFF_BOARD = re.compile(r"\bcreature (spells?|cards?)\b", re.I)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("path")
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args()
    data = json.load(open(args.path, encoding="utf-8"))["data"]
    for kind in ("Instant", "Sorcery"):
        total = relevant = modelled = 0
        missing: Counter[str] = Counter()
        for faces in data.values():
            for face in faces:
                if kind not in face.get("types", ()) or "Creature" in face.get("types", ()):
                    continue
                total += 1
                text = face.get("text", "")
                plain = OFF_BOARD.sub("", re.sub(r"\([^()]*\)", "", text))
                if not COMBAT.search(plain):
                    continue
                relevant += 1
                card = read_spell_card(text, face.get("faceName") or face["name"])
                if card.fully_modelled:
                    modelled += 1
                else:
                    for _, sentence, _ in card.problems:
                        missing[re.sub(r"\d+", "N", sentence.replace(face["name"], "~"))] += 1
        share = 100 * modelled / relevant if relevant else 0.0
        print(
            f"{kind.lower()}: {total} faces, {relevant} with combat text, "
            f"{modelled} modelled ({share:.1f}%)"
        )
        for sentence, n in missing.most_common(args.top):
            print(f"  {n:4d}  {sentence}")


if __name__ == "__main__":
    main()
