"""Write tests/cards/cards.json: the cards the card behaviour suite uses, from a corpus.

The fixture is an MTGJSON AtomicCards file (``{"meta": ..., "data": {name:
[faces]}}``) holding only the fields ``mtgcombat cards import`` reads, for the
cards of ``picked.txt`` and every ``card = "..."`` a case's scenario names.
The corpus itself is not committed; the fixture is, and the runner imports it
with the real ``cards import``.

    .venv/bin/python tests/cards/make_fixture.py /work/corpus/AtomicCards.json

``--check`` writes nothing and exits 1 when the fixture differs from what the
corpus gives (a case names a card the fixture lacks, or the corpus changed).
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
FIXTURE = HERE / "cards.json"
CASES = HERE / "cases"
PICKED = HERE / "picked.txt"
FIELDS = (
    "name",
    "faceName",
    "type",
    "types",
    "subtypes",
    "supertypes",
    "text",
    "power",
    "toughness",
    "manaValue",
    "convertedManaCost",
    "colors",
    "keywords",
    "layout",
)
CARD_LINE = re.compile(r"""^\s*card\s*=\s*"((?:[^"\\]|\\.)*)"\s*$""", re.MULTILINE)


def picked_names(path: Path = PICKED) -> list[str]:
    """The names of picked.txt (``group<TAB>name`` lines)."""
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return [line.split("\t", 1)[1] for line in lines if line.strip()]


def case_documents(folder: Path = CASES) -> list[tuple[Path, dict[str, Any]]]:
    return [
        (path, tomllib.loads(path.read_text(encoding="utf-8")))
        for path in sorted(folder.glob("*.toml"))
    ]


def scenario_cards(scenario: str) -> list[str]:
    """The ``card = "..."`` names of a scenario's text."""
    return [json.loads(f'"{m}"') for m in CARD_LINE.findall(scenario)]


def case_names(folder: Path = CASES) -> list[str]:
    """Every card a case is about or a scenario (the case's or its control's) names."""
    names: list[str] = []
    for _path, doc in case_documents(folder):
        for case in doc.get("case", []):
            names.append(case["card"])
            names += scenario_cards(case.get("scenario", ""))
            names += scenario_cards(case.get("control", {}).get("scenario", ""))
    return names


def slim(face: Mapping[str, Any]) -> dict[str, Any]:
    out = {k: face[k] for k in FIELDS if k in face}
    japanese = [
        {k: f[k] for k in ("language", "name", "faceName") if k in f}
        for f in face.get("foreignData", ())
        if f.get("language") == "Japanese"
    ]
    if japanese:
        out["foreignData"] = japanese[:1]
    return out


def fixture(corpus: Mapping[str, Any], names: Iterable[str]) -> dict[str, Any]:
    """The fixture document for ``names``; a name the corpus lacks is an error."""
    data = corpus["data"]
    missing = sorted({n for n in names if n not in data})
    if missing:
        raise SystemExit(f"not in the corpus: {', '.join(missing)}")
    return {
        "meta": {"note": "tests/cards fixture: a subset of an MTGJSON AtomicCards file"},
        "data": {n: [slim(f) for f in data[n]] for n in sorted(set(names))},
    }


def render(doc: Mapping[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    args = [a for a in argv if a != "--check"]
    if len(args) != 1:
        print("usage: make_fixture.py PATH/AtomicCards.json [--check]", file=sys.stderr)
        return 2
    corpus = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    text = render(fixture(corpus, [*picked_names(), *case_names()]))
    if "--check" in argv:
        same = FIXTURE.exists() and FIXTURE.read_text(encoding="utf-8") == text
        print("fixture up to date" if same else "fixture differs: run make_fixture.py")
        return 0 if same else 1
    FIXTURE.write_text(text, encoding="utf-8")
    print(f"{FIXTURE}: {len(json.loads(text)['data'])} cards")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
