"""Importing MTGJSON's AtomicCards.json into a local card index.

``mtgcombat cards import PATH/AtomicCards.json`` reads a file the user
downloaded (nothing is fetched) and writes ``cards.json`` in the user's data
directory (``platformdirs``; ``MTGCOMBAT_DATA_DIR`` overrides it). Lookups then
find cards by English or Japanese name (MTGJSON's ``foreignData``). Keywords
come from MTGJSON's ``keywords`` list, kept where mtgcombat models them.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import platformdirs

from mtgcombat.cards import BUILTIN, Card, Catalog
from mtgcombat.model import parse_ability

INDEX_NAME = "cards.json"
INDEX_VERSION = 1
_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class CardImportError(ValueError):
    """An AtomicCards file that cannot be read; the message is one line."""


def data_dir() -> Path:
    """Where the local index lives: ``MTGCOMBAT_DATA_DIR`` or the platform's
    user data directory for mtgcombat."""
    override = os.environ.get("MTGCOMBAT_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir("mtgcombat"))


def _number(text: object) -> int | None:
    if isinstance(text, str) and text.lstrip("-").isdigit():
        return int(text)
    return None


def _known_keywords(names: Iterable[object]) -> tuple[str, ...]:
    out: list[str] = []
    for name in names:
        if not isinstance(name, str):
            continue
        try:
            parse_ability(name)
        except ValueError:
            continue
        out.append(name.lower())
    return tuple(out)


def card_from_mtgjson(entry: Mapping[str, Any]) -> Card:
    """One card (its first face) from an AtomicCards entry."""
    name = str(entry.get("faceName") or entry["name"])
    name_ja = None
    for foreign in entry.get("foreignData") or ():
        if isinstance(foreign, Mapping) and foreign.get("language") == "Japanese":
            name_ja = str(foreign.get("faceName") or foreign.get("name") or "") or None
            break
    power_text = str(entry.get("power", ""))
    toughness_text = str(entry.get("toughness", ""))
    mana_value = entry.get("manaValue")
    return Card(
        name=name,
        name_ja=name_ja,
        types=tuple(str(t).lower() for t in entry.get("types") or ()),
        subtypes=tuple(str(t).lower() for t in entry.get("subtypes") or ()),
        colors=tuple(_COLORS[c] for c in entry.get("colors") or () if c in _COLORS),
        power=_number(power_text),
        toughness=_number(toughness_text),
        power_text=power_text,
        toughness_text=toughness_text,
        keywords=_known_keywords(entry.get("keywords") or ()),
        mana_value=float(mana_value) if isinstance(mana_value, int | float) else None,
        source="MTGJSON",
    )


def cards_from_atomic(doc: Mapping[str, Any]) -> list[Card]:
    """Every card of an AtomicCards document (``{"data": {name: [faces]}}``)."""
    data = doc.get("data")
    if not isinstance(data, Mapping):
        raise CardImportError('not an AtomicCards file: no "data" object')
    cards: list[Card] = []
    for name, faces in data.items():
        if not isinstance(faces, list) or not faces or not isinstance(faces[0], Mapping):
            raise CardImportError(f'not an AtomicCards file: "{name}" has no card faces')
        try:
            cards.append(card_from_mtgjson(faces[0]))
        except (KeyError, TypeError, ValueError) as exc:
            raise CardImportError(f'card "{name}": {exc}') from None
    return cards


def import_atomic_cards(source: Path, directory: Path | None = None) -> tuple[Path, int]:
    """Build the local index from an AtomicCards.json file; returns its path
    and the number of cards. The source file is only read."""
    try:
        doc = json.loads(source.read_text(encoding="utf-8"))
    except OSError as exc:
        raise CardImportError(f"{source}: cannot read the file: {exc.strerror or exc}") from None
    except (ValueError, RecursionError) as exc:
        raise CardImportError(f"{source}: not JSON: {' '.join(str(exc).split())}") from None
    if not isinstance(doc, Mapping):
        raise CardImportError(f"{source}: not an AtomicCards file")
    try:
        cards = cards_from_atomic(doc)
    except CardImportError as exc:
        raise CardImportError(f"{source}: {exc}") from None
    target = (directory or data_dir()) / INDEX_NAME
    target.parent.mkdir(parents=True, exist_ok=True)
    payload = {"version": INDEX_VERSION, "cards": [_to_json(c) for c in cards]}
    target.write_text(json.dumps(payload, ensure_ascii=False), encoding="utf-8")
    return target, len(cards)


def _to_json(card: Card) -> dict[str, Any]:
    return {
        "name": card.name,
        "name_ja": card.name_ja,
        "types": list(card.types),
        "subtypes": list(card.subtypes),
        "colors": list(card.colors),
        "power": card.power,
        "toughness": card.toughness,
        "power_text": card.power_text,
        "toughness_text": card.toughness_text,
        "keywords": list(card.keywords),
        "mana_value": card.mana_value,
    }


def load_index(directory: Path | None = None) -> Catalog:
    """The imported cards, or an empty catalog when there is no index (or it
    cannot be read)."""
    path = (directory or data_dir()) / INDEX_NAME
    try:
        payload = json.loads(path.read_text(encoding="utf-8"))
        cards = [
            Card(
                name=c["name"],
                name_ja=c.get("name_ja"),
                types=tuple(c.get("types", ())),
                subtypes=tuple(c.get("subtypes", ())),
                colors=tuple(c.get("colors", ())),
                power=c.get("power"),
                toughness=c.get("toughness"),
                power_text=c.get("power_text", ""),
                toughness_text=c.get("toughness_text", ""),
                keywords=tuple(c.get("keywords", ())),
                mana_value=c.get("mana_value"),
                source="MTGJSON",
            )
            for c in payload["cards"]
        ]
    except (OSError, ValueError, KeyError, TypeError):
        return Catalog()
    return Catalog.of(cards)


def default_catalog(directory: Path | None = None) -> Catalog:
    """The built-in cards, then the imported index."""
    return BUILTIN.plus(load_index(directory))
