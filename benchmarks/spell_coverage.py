"""How many instants and sorceries of an MTGJSON AtomicCards file the
timeline carries out (608.2).

A card counts as having combat text when its text can change a combat
(506): a creature's power, toughness or abilities, attacking and blocking,
damage or its prevention, a creature leaving the battlefield (destroyed,
exiled, sacrificed, bounced), fighting. A mere mention of "creature" does
not: "Counter target creature spell." (a spell on the stack, 112.1),
"Search your library for a creature card" or "Return target creature card
from your graveyard" (cards off the battlefield, 108.3), "Choose a creature
type" (205.3m) and creatures only counted ("You gain 1 life for each
creature you control") change no creature in combat, and reminder text is
left out. The definition is :func:`mtgcombat.text.spell_cards.touches_combat`,
the one ``cards coverage`` uses for its ``by_type`` rows of instants and
sorceries (``mtgcombat.cards.mtgjson``), so both measure the same cards.

A card with combat text is modelled when every sentence of every mode reads
as a spell (:func:`mtgcombat.text.spell_cards.read_spell_card`): it can then
be cast whole from a ``[[timeline]]`` entry; an X the caster announces or a
color of the caster's choice is read with the value an entry gives (``x``,
``color``, ``tap``: :mod:`mtgcombat.text.spell_choices`). The named combat tricks of
issue 33 (by their first sentence) are counted apart. Usage:

    .venv/bin/python benchmarks/spell_coverage.py /work/corpus/AtomicCards.json [--top 20]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter

from mtgcombat.text.spell_cards import read_spell_card, touches_combat
from mtgcombat.text.spell_choices import choices_needed, with_choices

# the combat tricks issue 33 names, by their printed wording
TRICKS = re.compile(
    r"^(target (attacking |blocking )?creature( you control)? (gets [+-]\d+/[+-]\d+|gains|can't "
    r"block|blocks this turn)|prevent all combat damage|prevent the next \d+ damage|.+ deals \d+ "
    r"damage to (any target|target (attacking |blocking )?creature)|(destroy|exile) target "
    r"(attacking |blocking )?creature\.|return target creature to its owner's hand|(tap|untap) "
    r"target creature|remove target .*from combat|create .*tapped and attacking|creatures you "
    r"control get [+-]\d+/[+-]\d+|choose one)",
    re.I,
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("path")
    parser.add_argument(
        "--top", type=int, default=20, help="unmodelled sentences to list; 0 lists them all"
    )
    args = parser.parse_args()
    with open(args.path, encoding="utf-8") as source:
        data = json.load(source)["data"]
    for kind in ("Instant", "Sorcery"):
        total = relevant = modelled = tricks = tricks_modelled = 0
        missing: Counter[str] = Counter()
        for faces in data.values():
            for face in faces:
                if kind not in face.get("types", ()) or "Creature" in face.get("types", ()):
                    continue
                total += 1
                text = face.get("text", "")
                if not touches_combat(text):
                    continue
                relevant += 1
                # an X or a color chosen: the entry gives it (x = N, color = "...")
                needed = choices_needed(text)
                read = with_choices(
                    text,
                    1 if "x" in needed else None,
                    "red" if "color" in needed else None,
                    "tap" if "tap" in needed else None,
                )
                card = read_spell_card(read, face.get("faceName") or face["name"])
                trick = bool(TRICKS.match(text.strip()))
                tricks += trick
                if card.fully_modelled:
                    modelled += 1
                    tricks_modelled += trick
                else:
                    for _, sentence, _ in card.problems:
                        missing[re.sub(r"\d+", "N", sentence.replace(face["name"], "~"))] += 1
        share = 100 * modelled / relevant if relevant else 0.0
        print(
            f"{kind.lower()}: {total} faces, {relevant} with combat text, "
            f"{modelled} modelled ({share:.1f}%)"
        )
        share = 100 * tricks_modelled / tricks if tricks else 0.0
        print(
            f"  of which the named combat tricks (first sentence): {tricks}, "
            f"{tricks_modelled} modelled ({share:.1f}%)"
        )
        for sentence, n in missing.most_common(args.top or None):
            print(f"  {n:4d}  {sentence}")


if __name__ == "__main__":
    main()
