"""Whether every value the parser gives reads back the same from its structured
form, over an MTGJSON AtomicCards file.

Usage: python benchmarks/structured_round_trip.py /work/corpus/AtomicCards.json [--show N]

Each card face is read as ``cards import`` reads it (the catalog's
``Card.parsed``); every value of a modelled or recorded sentence is written
with ``ability_to_json``, through JSON, and read back with
``ability_from_json``, and the sentence's whole traits with
``traits_to_json`` / ``traits_from_json``. Prints how many values, how many
do not read back, and the first sentences of each kind of failure. Exits 1
when any fails. (``tests/test_structured_round_trip.py`` checks the same
over the committed fixture; this runs it over the whole corpus, which takes
minutes.)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from mtgcombat.cards.mtgjson import cards_from_atomic
from mtgcombat.text import ability_from_json, ability_to_json, traits_from_json, traits_to_json


def _reads_back(value: object) -> str:
    """ "" when ``value`` reads back the same, else what went wrong."""
    try:
        back = ability_from_json(json.loads(json.dumps(ability_to_json(value))))
    except (ValueError, TypeError) as exc:
        return f"{type(exc).__name__}: {str(exc)[:100]}"
    return "" if back == value else f"differs: {type(value).__name__}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--show", type=int, default=40, help="kinds of failure listed")
    args = parser.parse_args()
    cards = cards_from_atomic(json.loads(args.corpus.read_text(encoding="utf-8"))).cards
    seen: set[str] = set()
    values = 0
    failures: dict[str, list[str]] = {}
    for card in cards:
        for parsed in card.parsed:
            if parsed.status not in ("modelled", "recorded") or parsed.sentence in seen:
                continue
            seen.add(parsed.sentence)
            for value in parsed.traits.values():
                values += 1
                if problem := _reads_back(value):
                    failures.setdefault(problem, []).append(parsed.sentence)
            written = json.loads(json.dumps(traits_to_json(parsed.traits)))
            try:
                same = traits_from_json(written).values() == parsed.traits.values()
            except (ValueError, TypeError):
                same = False
            if not same:
                failures.setdefault("traits differ", []).append(parsed.sentence)
    failed = sum(len(v) for k, v in failures.items() if k != "traits differ")
    print(f"{len(seen)} distinct sentences, {values} values, {failed} do not read back")
    ranked = sorted(failures.items(), key=lambda kv: -len(kv[1]))
    for problem, sentences in ranked[: args.show]:
        print(f"{len(sentences):5}  {problem}  | {sentences[0][:100]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
