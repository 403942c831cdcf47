"""Importing MTGJSON's AtomicCards.json into a local card index.

``mtgcombat cards import PATH/AtomicCards.json`` reads a file the user
downloaded (nothing is fetched; the file is only read; ``.json.xz`` and
``.json.gz`` are read as they are) and writes the index,
``cards.sqlite`` (:mod:`mtgcombat.cards.index_store`), in the user's data
directory (``platformdirs``; ``MTGCOMBAT_DATA_DIR`` overrides it);
``cards fetch`` downloads the file first (:mod:`mtgcombat.cards.fetch`). Each
card's Oracle text is read with the
same parser as a scenario's ``abilities`` (:mod:`mtgcombat.text`); the index
keeps, per card face, the text, each sentence's structured abilities (the
documented JSON form) and the combat sentences the parser could not model.
Lookups then find cards by English or Japanese name (``foreignData``: the
Japanese name, a multi-face card's Japanese full name, and the Japanese
printed text, kept to be shown), and ``cards coverage`` counts what is modelled.

Older files lack optional fields (``keywords``, ``foreignData``,
``manaValue``, ``text``): they are accepted. A field of the wrong kind is a
one-line error naming the file, the card and the field.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from mtgcombat.cards import index_files
from mtgcombat.cards.catalog import (
    BUILTIN,
    Card,
    Catalog,
    number,
    parse_card_text,
    self_names,
    template,
)
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.i18n.messages import input_error
from mtgcombat.io.files import (
    CARDS_LIMIT,
    InputFileError,
    check_directory,
    open_regular,
)
from mtgcombat.text.limits import MAX_NAME

if TYPE_CHECKING:
    from mtgcombat.text import ParsedSentence

INDEX_NAME = index_files.INDEX_NAME
INDEX_VERSION = index_files.INDEX_VERSION
_SPELLS = frozenset({"instant", "sorcery"})
_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class CardImportError(ValueError):
    """An AtomicCards file that cannot be read; the message is one line.
    ``key`` and ``facts``, when given, name the problem's template in the
    message catalog's ``input_errors`` section; ``source`` is the file.

    >>> cards_from_atomic({"meta": {}})
    Traceback (most recent call last):
    ...
    mtgcombat.cards.mtgjson.CardImportError: ...
    """

    def __init__(self, message: str, key: str = "", source: str = "", **facts: object) -> None:
        super().__init__(message)
        self.key = key
        self.source = source
        self.facts = facts

    def message(self, lang: str = "en") -> str:
        """The line in ``lang``: in Japanese when the problem has a template.

        >>> err = CardImportError("cards.json: a named pipe, not a regular file",
        ...                       "file_not_regular", "cards.json", kind="a named pipe")
        >>> err.message()
        'cards.json: a named pipe, not a regular file'
        >>> err.message("ja")
        'cards.json：名前付きパイプであり、通常のファイルではない'
        """
        if lang == "en" or not self.key:
            return str(self)
        problem = input_error(self.key, lang, **self.facts)
        return f"{self.source}：{problem}" if self.source else problem


def data_dir() -> Path:
    """Where the local index lives: ``MTGCOMBAT_DATA_DIR`` or the platform's
    user data directory for mtgcombat. :class:`CardImportError` when
    ``MTGCOMBAT_DATA_DIR`` names something that is not a directory.

    >>> import os
    >>> from unittest import mock
    >>> with mock.patch.dict(os.environ, {"MTGCOMBAT_DATA_DIR": "/tmp/mtgcombat-doctest"}):
    ...     str(data_dir())
    '/tmp/mtgcombat-doctest'
    """
    override = os.environ.get("MTGCOMBAT_DATA_DIR")
    if not override:
        from mtgcombat.text.user_folders import user_folder  # noqa: PLC0415

        return Path(user_folder("data"))
    try:
        return check_directory(Path(override), "MTGCOMBAT_DATA_DIR")
    except InputFileError as exc:
        raise CardImportError(str(exc), exc.key, "", **exc.facts) from None


# ---------------------------------------------------------------------------
# Reading AtomicCards entries
# ---------------------------------------------------------------------------


def _text(entry: Mapping[str, Any], key: str, at: str, *, numbers: bool = False) -> str:
    """A string field ("" when absent); ``numbers`` also takes a number."""
    value = entry.get(key)
    if value is None:
        return ""
    kinds = (str, int, float) if numbers else (str,)
    if isinstance(value, bool) or not isinstance(value, kinds):
        raise CardImportError(f'{at}: field "{key}" must be a string')
    return str(value)


def _strings(entry: Mapping[str, Any], key: str, at: str) -> tuple[str, ...]:
    value = entry.get(key)
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardImportError(f'{at}: field "{key}" must be a list of strings')
    return tuple(value)


def _japanese(entry: Mapping[str, Any], at: str) -> tuple[str | None, str | None, str | None]:
    """A face's Japanese printing (``foreignData``, language "Japanese"):
    its name, its printed text and the card's full name when that differs
    from the face's ("火 // 氷" for the face "火"); ``None`` where absent."""
    foreign = entry.get("foreignData")
    if foreign is None:
        return None, None, None
    if not isinstance(foreign, list):
        raise CardImportError(f'{at}: field "foreignData" must be a list')
    for item in foreign:
        if not isinstance(item, Mapping):
            raise CardImportError(f'{at}: field "foreignData" must hold objects')
        if item.get("language") == "Japanese":
            said = {}
            for key in ("faceName", "name", "text"):
                value = item.get(key)
                if value is not None and not isinstance(value, str):
                    raise CardImportError(f'{at}: foreignData "{key}" must be a string')
                if value and (len(value) > (MAX_CARD_TEXT if key == "text" else MAX_NAME)):
                    raise CardImportError(f'{at}: foreignData "{key}" is too long')
                said[key] = value or None
            name = said["faceName"] or said["name"]
            full = said["name"] if said["faceName"] and said["name"] != name else None
            return name, said["text"], full
    return None, None, None


MAX_PRINTED = 100_000
"""The largest power or toughness imported, either way: a scenario's bound
(:data:`mtgcombat.scenario.schema.MAX_AMOUNT`), so that an imported card always
fits a board."""

MAX_MANA_VALUE = 1_000_000
"""The largest mana value imported (the largest printed is 1,000,000: Gleemax)."""

MAX_CARD_TEXT = 20_000
"""The most characters of a card's text imported (printed ones have at most
a few thousand)."""

_PRINTED_DIGITS = 12
"""The most characters of a printed power or toughness ("*", "1+*", "99")."""


def _finite_within(value: float, low: float, high: float) -> bool:
    try:
        return low <= float(value) <= high  # NaN compares false; a huge int overflows
    except OverflowError:
        return False


def _within(value: int | None) -> bool:
    return value is None or -MAX_PRINTED <= value <= MAX_PRINTED


def _encodable(entry: Mapping[str, Any], at: str) -> None:
    """Refuse a face whose text UTF-8 cannot encode (a lone surrogate, which
    a JSON escape can make): the index could not be written."""
    try:
        json.dumps(entry, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise CardImportError(
            f"{at}: a text field holds a lone surrogate (not Unicode text)"
        ) from None
    except (ValueError, TypeError, RecursionError):
        raise CardImportError(f"{at}: the face holds values that are not JSON") from None


def card_from_mtgjson(entry: Mapping[str, Any], at: str = "card") -> Card:
    """One card face from an AtomicCards entry (``at`` names it in errors).

    >>> card = card_from_mtgjson({"name": "Grizzly Bears", "types": ["Creature"],
    ...     "subtypes": ["Bear"], "colors": ["G"], "power": "2", "toughness": "2", "manaValue": 2})
    >>> card.name, card.types, card.subtypes, card.colors, card.power
    ('Grizzly Bears', ('creature',), ('bear',), ('green',), 2)
    """
    name = _text(entry, "faceName", at) or _text(entry, "name", at)
    if not name.strip():
        raise CardImportError(f'{at}: field "name" is missing')
    if len(name) > MAX_NAME:
        raise CardImportError(f'{at}: field "name" is over {MAX_NAME} characters')
    mana_value = entry.get("manaValue", entry.get("convertedManaCost"))
    if mana_value is not None and (
        isinstance(mana_value, bool)
        or not isinstance(mana_value, int | float)
        or not _finite_within(mana_value, 0, MAX_MANA_VALUE)
    ):
        raise CardImportError(
            f'{at}: field "manaValue" must be a number from 0 to {MAX_MANA_VALUE}'
        )
    power = _text(entry, "power", at, numbers=True)
    toughness = _text(entry, "toughness", at, numbers=True)
    for key, printed in (("power", power), ("toughness", toughness)):
        if len(printed) > _PRINTED_DIGITS or not _within(number(printed)):
            raise CardImportError(
                f'{at}: field "{key}" must be from -{MAX_PRINTED} to {MAX_PRINTED}'
            )
    if len(_text(entry, "text", at)) > MAX_CARD_TEXT:
        raise CardImportError(f'{at}: field "text" is over {MAX_CARD_TEXT} characters')
    _strings(entry, "keywords", at)  # checked; the keywords are read from the text
    _encodable(entry, at)
    name_ja, text_ja, _ = _japanese(entry, at)
    return Card(
        name=name,
        name_ja=name_ja,
        types=tuple(t.lower() for t in _strings(entry, "types", at)),
        subtypes=tuple(t.lower() for t in _strings(entry, "subtypes", at)),
        supertypes=tuple(t.lower() for t in _strings(entry, "supertypes", at)),
        colors=tuple(_COLORS[c] for c in _strings(entry, "colors", at) if c in _COLORS),
        power=number(power),
        toughness=number(toughness),
        power_text=power,
        toughness_text=toughness,
        mana_value=float(mana_value) if mana_value is not None else None,
        text=_text(entry, "text", at),
        source="MTGJSON",
        text_ja=text_ja,
    )


@dataclass(frozen=True)
class Atomic:
    """The cards of an AtomicCards document: one per face, and the full
    names of multi-face cards ("Fire // Ice") as aliases of their first face.

    >>> doc = {"data": {"Grizzly Bears": [{"name": "Grizzly Bears", "types": ["Creature"]}]}}
    >>> atomic = cards_from_atomic(doc)
    >>> atomic.entries, [c.name for c in atomic.cards]
    (1, ['Grizzly Bears'])
    """

    cards: tuple[Card, ...]
    aliases: Mapping[str, str]
    entries: int
    # the entries left out: (name, why), in the file's order
    skipped: tuple[tuple[str, str], ...] = ()


def _quoted(name: str) -> str:
    """A card name in double quotes, on one line whatever it holds."""
    return json.dumps(name, ensure_ascii=False)


def cards_from_atomic(doc: Mapping[str, Any]) -> Atomic:
    """Every card face of an AtomicCards document (``{"data": {name: [faces]}}``).
    An entry with a bad face is skipped whole, and said in ``skipped``.

    >>> doc = {"data": {"Grizzly Bears": [{"name": "Grizzly Bears", "types": ["Creature"],
    ...     "power": "2", "toughness": "2"}], "Bad": [{"name": "Bad", "manaValue": "x"}]}}
    >>> atomic = cards_from_atomic(doc)
    >>> [c.name for c in atomic.cards], [name for name, _ in atomic.skipped]
    (['Grizzly Bears'], ['Bad'])
    >>> atomic.skipped[0][1]
    'card "Bad": field "manaValue" must be a number from 0 to 1000000'
    """
    data = doc.get("data")
    if not isinstance(data, Mapping):
        raise CardImportError('not an AtomicCards file: no "data" object')
    return _atomic_of(data.items())


def _atomic_of(entries: Iterable[tuple[str, Any]]) -> Atomic:
    """The cards of ``(name, faces)`` entries, read one at a time (a name
    given twice: the last one read, in the first one's place, as a JSON
    object reads)."""
    read: dict[str, tuple[list[Card], str | None, str | None] | str] = {}
    for name, faces in entries:
        try:
            read[name] = _entry_cards(name, faces)
        except CardImportError as exc:
            read[name] = str(exc)
    cards: list[Card] = []
    aliases: dict[str, str] = {}
    skipped: list[tuple[str, str]] = []
    for name, got in read.items():
        if isinstance(got, str):
            skipped.append((name, got))
            continue
        cards.extend(got[0])
        if got[1] is not None:
            aliases[name] = got[1]
        if got[2] is not None:  # the Japanese full name finds the first face too
            aliases.setdefault(got[2], got[0][0].name)
    return Atomic(tuple(cards), aliases, len(read), tuple(skipped))


def _entry_cards(name: str, faces: Any) -> tuple[list[Card], str | None, str | None]:
    """The faces of one entry, the face its full name is an alias of
    (``None`` when it is the face's own name), and its Japanese full name
    when that differs from the first face's ("火 // 氷")."""
    if not isinstance(faces, list) or not faces:
        raise CardImportError(f"card {_quoted(name)} has no card faces")
    seen: set[str] = set()
    cards: list[Card] = []
    alias = full_ja = None
    for i, face in enumerate(faces):
        at = f"card {_quoted(name)}" + (f" face {i + 1}" if len(faces) > 1 else "")
        if not isinstance(face, Mapping):
            raise CardImportError(f"{at}: a card face must be an object")
        card = card_from_mtgjson(face, at)
        if card.name in seen:
            continue
        seen.add(card.name)
        cards.append(card)
        if i == 0 and card.name != name:
            alias = card.name
        if i == 0:
            full_ja = _japanese(face, at)[2]
    return cards, alias, full_ja


# ---------------------------------------------------------------------------
# The index
# ---------------------------------------------------------------------------


def sentence_json(parsed: ParsedSentence) -> dict[str, Any]:
    """One parsed sentence: its text, status and structured values (every
    value the parser lists, the card's own flags included; a "recorded"
    sentence's too: its trigger is recorded, its effect not carried out).

    >>> from mtgcombat.text import parse_sentence
    >>> doc = sentence_json(parse_sentence("Flying"))
    >>> doc["status"], doc["values"]
    ('modelled', [{'kind': 'keyword', 'name': 'flying'}])
    """
    from mtgcombat.text import ability_to_json  # noqa: PLC0415  (the parser, on demand)

    out: dict[str, Any] = {
        "sentence": parsed.sentence,
        "status": parsed.status,
        "combat": bool(parsed.combat),
    }
    if parsed.status in ("modelled", "recorded"):
        out["values"] = [ability_to_json(v) for v in parsed.traits.values()]
    if parsed.error:
        out["error"] = parsed.error
    return out


def _card_record(card: Card, aliases: Iterable[str]) -> dict[str, Any]:
    record: dict[str, Any] = {
        "name": card.name,
        "name_ja": card.name_ja,
        "types": list(card.types),
        "subtypes": list(card.subtypes),
        "supertypes": list(card.supertypes),
        "colors": list(card.colors),
        "power": card.power_text,
        "toughness": card.toughness_text,
        "mana_value": card.mana_value,
        "text": card.text,
    }
    names = [*self_names(card.name), *aliases]
    spell = bool(card.types) and set(card.types) <= _SPELLS
    if spell:
        record["spell"] = True  # never on the battlefield: cast in a timeline
    if card.text_ja:
        record["text_ja"] = card.text_ja  # the Japanese printed text, shown only
    if card.text:
        try:
            parsed = parse_card_text(card.text, card.name)
            sentences = [_spell_json(p) if spell else sentence_json(p) for p in parsed]
        except Exception as exc:  # a parser fault must not stop the import
            sentences = [
                {
                    "sentence": card.text,
                    "status": "unmodelled",
                    "combat": True,
                    "error": f"parser fault: {type(exc).__name__}: {exc}",
                }
            ]
        record["sentences"] = sentences
        record["unmodelled"] = [
            template(s["sentence"], names) for s in sentences if s["status"] == "unmodelled"
        ]
        record["recorded"] = [
            template(s["sentence"], names) for s in sentences if s["status"] == "recorded"
        ]
        record["combat"] = any(s["status"] != "no_effect" for s in sentences)
    return record


def _spell_json(parsed: ParsedSentence) -> dict[str, Any]:
    """A line of an instant's or sorcery's text: "modelled" when a timeline
    carries it out as a spell's effect (the grammar's spell sentences,
    :func:`mtgcombat.text.spells.parse_spell`; a mode "\u2022 ..." as its
    own sentence), "no_effect" when the card-text parser finds no combat in
    it, else "unmodelled" with the reason the spell reader gives.

    >>> from mtgcombat.text import parse_sentence
    >>> _spell_json(parse_sentence("Target creature gets +3/+3 until end of turn."))["status"]
    'modelled'
    >>> _spell_json(parse_sentence("Draw a card."))["status"]
    'no_effect'
    >>> _spell_json(parse_sentence("Counter target creature spell."))["status"]
    'no_effect'
    """
    from mtgcombat.text.spell_cards import touches_combat  # noqa: PLC0415
    from mtgcombat.text.spells import SpellError, parse_spell, spell_to_json  # noqa: PLC0415

    line = parsed.sentence
    # combat text as benchmarks/spell_coverage.py counts it: "Counter target
    # creature spell." or a creature card searched for changes no combat
    touches = parsed.combat or touches_combat(line)
    if parsed.status == "no_effect" and not touches:
        return sentence_json(parsed)
    out: dict[str, Any] = {"sentence": line, "combat": True}
    try:
        spell = parse_spell(line.removeprefix("\u2022").strip())
    except (SpellError, ValueError) as exc:
        return {**out, "status": "unmodelled", "error": str(exc)}
    return {**out, "status": "modelled", "spell": spell_to_json(spell)}


@dataclass(frozen=True)
class ImportReport:
    """What ``cards import`` did.

    >>> from pathlib import Path
    >>> ImportReport(Path("cards.json"), 10, 8, 5, 4).modelled
    4
    """

    path: Path
    cards: int
    creatures: int
    combat_relevant: int
    modelled: int
    # the entries left out: (name, why), in the file's order
    skipped: tuple[tuple[str, str], ...] = ()
    # the data's version and date (the file's "meta"), when it says them
    data_version: str = ""
    data_date: str = ""


def import_atomic_cards(
    source: Path, directory: Path | None = None, *, strict: bool = False
) -> ImportReport:
    """Build the local index from an AtomicCards.json file (or the same
    compressed with xz or gzip, as MTGJSON serves it). The source file is
    only read; the index is written whole or not at all. An entry with a bad
    face (a field of the wrong kind, a number out of range, text that is not
    Unicode) is left out and named in the report's ``skipped``; with
    ``strict`` the whole file is refused instead (:class:`CardImportError`,
    the first such entry).

    >>> import json, tempfile
    >>> doc = {"data": {"Grizzly Bears": [{"name": "Grizzly Bears", "types": ["Creature"],
    ...     "power": "2", "toughness": "2"}]}}
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     source = Path(tmp) / "AtomicCards.json"
    ...     _ = source.write_text(json.dumps(doc))
    ...     report = import_atomic_cards(source, Path(tmp) / "index")
    ...     found = load_index(Path(tmp) / "index").find("grizzly bears")
    >>> report.cards, found.power
    (1, 2)
    """
    # the streaming reader (ijson, numpy) is loaded by the import alone
    from mtgcombat.cards.atomic_stream import open_atomic  # noqa: PLC0415

    return import_opened(
        lambda: open_atomic(open_regular(source, CARDS_LIMIT)), str(source), directory, strict
    )


def import_opened(
    open_file: Callable[[], BinaryIO],
    source: str,
    directory: Path | None = None,
    strict: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> ImportReport:
    """:func:`import_atomic_cards` of the AtomicCards document ``open_file()``
    opens (each call a new handle on its decompressed bytes); ``source``
    names it in errors and in the index's meta; ``progress`` is told the
    cards read so far and their number as their text is read.

    >>> import gzip, io, tempfile
    >>> doc = b'{"meta": {"version": "5.2.2"}, "data": {"Ox": [{"name": "Ox"}]}}'
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     report = import_opened(lambda: io.BytesIO(doc), "Ox.json", Path(tmp))
    >>> report.cards, report.data_version
    (1, '5.2.2')
    """
    from mtgcombat.cards.atomic_stream import (  # noqa: PLC0415  (ijson, numpy: import only)
        AtomicFileError,
        atomic_entries,
        atomic_meta,
    )

    try:  # streamed, an entry at a time (mtgcombat.cards.atomic_stream)
        meta = atomic_meta(open_file, CARDS_LIMIT)
        atomic = _atomic_of(atomic_entries(open_file, CARDS_LIMIT))
    except InputFileError as exc:
        raise CardImportError(f"{source}: {exc}", exc.key, source, **exc.facts) from None
    except AtomicFileError as exc:
        where = source if exc.key else ""
        raise CardImportError(f"{source}: {exc}", exc.key, where, **exc.facts) from None
    except OSError as exc:  # a compressed file cut short or damaged
        raise CardImportError(f"{source}: cannot read: {exc.strerror or exc}") from None
    if atomic.skipped and (strict or not atomic.cards):
        # --strict, or no entry could be read: refused whole, the old index kept
        raise BadEntryError(f"{source}: {atomic.skipped[0][1]}")
    full_names: dict[str, list[str]] = {}
    for alias, face in atomic.aliases.items():
        full_names.setdefault(face, []).append(alias)
    records = []
    for i, card in enumerate(atomic.cards):
        records.append(_card_record(card, full_names.get(card.name, ())))
        if progress is not None and (i % 256 == 0 or i + 1 == len(atomic.cards)):
            progress(i + 1, len(atomic.cards))
    folder = directory or data_dir()
    about = {
        "mtgjson_version": meta.get("version", ""),
        "mtgjson_date": meta.get("date", ""),
        "source": source,
        "imported": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    import sqlite3  # noqa: PLC0415

    from mtgcombat.cards import index_store  # noqa: PLC0415 (SQLite: only to write or read an index)

    try:
        target = index_store.write_index(folder, records, atomic.aliases, about)
    except (OSError, sqlite3.Error) as exc:
        said = getattr(exc, "strerror", None) or exc
        raise CardImportError(f"{folder / INDEX_NAME}: cannot write the index: {said}") from None
    stats = coverage(records)
    return ImportReport(
        target,
        atomic.entries - len(atomic.skipped),
        stats["creatures"],
        stats["combat_relevant"],
        stats["modelled"],
        atomic.skipped,
        about["mtgjson_version"],
        about["mtgjson_date"],
    )


class BadEntryError(CardImportError):
    """The file holds a bad entry and none is imported (the old index is
    kept): with ``cards import --strict``, or when no entry could be read.

    >>> import json, tempfile
    >>> doc = {"data": {"Bad": [{"name": "Bad", "manaValue": "x"}]}}
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     source = Path(tmp) / "AtomicCards.json"
    ...     _ = source.write_text(json.dumps(doc))
    ...     try:
    ...         import_atomic_cards(source, Path(tmp) / "index")
    ...     except BadEntryError as exc:
    ...         print(str(exc).split(": ", 1)[1])
    card "Bad": field "manaValue" must be a number from 0 to 1000000
    """


_LOADED: dict[tuple[Path, bool], tuple[tuple[int, int, int], Catalog]] = {}


def load_index(directory: Path | None = None) -> Catalog:
    """The imported cards (read a card at a time:
    :class:`~mtgcombat.cards.index_store.IndexCatalog`), or an empty catalog
    when there is no index (or it cannot be read, or an older mtgcombat
    wrote it in a format no longer read: import again). An index already
    opened and unchanged since is not opened again.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     len(load_index(Path(tmp)).cards)
    0
    """
    return _opened(directory or data_dir(), builtin=False)


def _opened(folder: Path, *, builtin: bool) -> Catalog:
    stamp = index_files.index_stamp(folder)
    base = BUILTIN if builtin else None
    if stamp is None:
        return base or Catalog()
    known = _LOADED.get((folder, builtin))
    if known is not None and known[0] == stamp:
        return known[1]
    from mtgcombat.cards import index_store  # noqa: PLC0415 (SQLite: only when there is an index)

    catalog = index_store.open_index(folder, base)
    _LOADED[(folder, builtin)] = (stamp, catalog)
    return catalog


def index_records(directory: Path | None = None) -> list[dict[str, Any]] | None:
    """The index's card records (``None`` when there is no usable index).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     index_records(Path(tmp)) is None
    True
    """
    from mtgcombat.cards import index_store  # noqa: PLC0415

    return index_store.index_records(directory or data_dir())


COVERAGE_TYPES = (
    "creature",
    "aura",
    "equipment",
    "enchantment",
    "artifact",
    "planeswalker",
    "battle",
    "instant",
    "sorcery",
)
"""The rows of ``cards coverage``'s ``by_type`` table."""


def coverage_types(types: Iterable[str], subtypes: Iterable[str]) -> tuple[str, ...]:
    """The ``by_type`` rows a card counts under: each of its card types
    (205.2a), an Aura (303.4) under "aura" instead of "enchantment" and an
    Equipment (301.5) under "equipment" instead of "artifact"; other types
    (land, kindred) have no row.

    >>> coverage_types(["enchantment"], ["aura"]), coverage_types(["artifact", "creature"], [])
    (('aura',), ('creature', 'artifact'))
    >>> coverage_types(["artifact", "creature"], ["equipment", "lizard"])
    ('creature', 'equipment')
    """
    kinds, sub = set(types), set(subtypes)
    if "aura" in sub and "enchantment" in kinds:
        kinds = (kinds - {"enchantment"}) | {"aura"}
    if "equipment" in sub and "artifact" in kinds:
        kinds = (kinds - {"artifact"}) | {"equipment"}
    return tuple(t for t in COVERAGE_TYPES if t in kinds)


def _not_carried_out(record: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """A record's sentences that keep it from being modelled: those not
    modelled, and those only recorded."""
    unmodelled = list(record.get("unmodelled") or ())
    if record.get("unread"):
        unmodelled = [line for line in str(record.get("text", "")).splitlines() if line]
    return unmodelled, list(record.get("recorded") or ())


def coverage(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """How much of the catalog's combat text is carried out:
    ``{"creatures", "combat_relevant", "modelled", "unmodelled", "recorded",
    "by_type"}``. The first four count creature cards: a card is combat
    relevant when a line of its text is not "no effect", and modelled when
    every such line is carried out, none unmodelled nor only recorded.
    ``unmodelled`` and ``recorded`` list each such sentence template with the
    number of creature cards that print it, most common first. ``by_type``
    counts ``combat_relevant`` and ``modelled`` per row of
    :data:`COVERAGE_TYPES` (:func:`coverage_types`).

    >>> records = [
    ...     {"name": "Serra Angel", "types": ["creature"], "combat": True},
    ...     {"name": "Watchdog", "types": ["creature"], "combat": True,
    ...      "unmodelled": ["As long as ~ is untapped, all creatures attacking you get -1/-0."]},
    ...     {"name": "Ninja", "types": ["creature"], "combat": True,
    ...      "recorded": ["Whenever ~ deals combat damage to a player, draw a card."]},
    ...     {"name": "Llanowar Elves", "types": ["creature"]},
    ...     {"name": "Bonesplitter", "types": ["artifact"], "subtypes": ["equipment"],
    ...      "combat": True},
    ... ]
    >>> report = coverage(records)
    >>> report["creatures"], report["combat_relevant"], report["modelled"]
    (4, 3, 1)
    >>> report["unmodelled"][0]["cards"], report["recorded"][0]["cards"]
    (1, 1)
    >>> report["by_type"]["equipment"], report["by_type"]["artifact"]
    ({'combat_relevant': 1, 'modelled': 1}, {'combat_relevant': 0, 'modelled': 0})
    """
    creatures = relevant = modelled = 0
    counts: Counter[str] = Counter()
    recorded_counts: Counter[str] = Counter()
    by_type = {t: {"combat_relevant": 0, "modelled": 0} for t in COVERAGE_TYPES}
    for record in records:
        kinds = coverage_types(record.get("types") or (), record.get("subtypes") or ())
        unmodelled, recorded = _not_carried_out(record)
        is_relevant = bool(record.get("combat") or unmodelled or recorded)
        carried = is_relevant and not (unmodelled or recorded)
        for kind in kinds:
            by_type[kind]["combat_relevant"] += is_relevant
            by_type[kind]["modelled"] += carried
        if "creature" not in kinds:
            continue
        creatures += 1
        if not is_relevant:
            continue
        relevant += 1
        counts.update(set(unmodelled))
        recorded_counts.update(set(recorded))
        modelled += carried
    return {
        "creatures": creatures,
        "combat_relevant": relevant,
        "modelled": modelled,
        "unmodelled": _ranked(counts),
        "recorded": _ranked(recorded_counts),
        "by_type": by_type,
    }


def _ranked(counts: Counter[str]) -> list[dict[str, Any]]:
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return [{"sentence": s, "cards": n} for s, n in ranked]


def default_catalog(directory: Path | None = None) -> Catalog:
    """The built-in cards, then the imported index (whose Japanese names also
    find built-in cards).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     default_catalog(Path(tmp)).find("Serra Angel").source
    'built-in'
    """
    return _opened(directory or data_dir(), builtin=True)
