"""The local card index on disk: an SQLite file read a card at a time.

``cards import`` and ``cards fetch`` (:mod:`mtgcombat.cards.mtgjson`,
:mod:`mtgcombat.cards.fetch`) write ``cards.sqlite`` in the data folder, whole
or not at all (a temporary file beside it, renamed over it at the end). It
holds three tables:

- ``cards``: one row per card face, its English name and its record (the
  JSON object ``cards coverage`` reads: characteristics, Oracle text, the
  Japanese name and printed text, each sentence's reading), compressed with
  zlib and a dictionary shared by all records (``dictionary``: records are
  small and much alike, so each alone compresses about five times);
- ``names``: every name a card is found by (English, Japanese, a
  multi-face card's full names in both languages), keyed by the normalised
  name (:func:`mtgcombat.cards.catalog.normalize`), the first card to claim a
  name keeping it, as :meth:`Catalog.of <mtgcombat.cards.catalog.Catalog.of>` does;
- ``meta``: the index's format version and the data's MTGJSON version and date.

:class:`IndexCatalog` answers the :class:`~mtgcombat.cards.catalog.Catalog`
interface (``find``, ``plus``, iteration, ``len``, ``names``) from that file:
looking up one card reads one row, so a scenario naming three cards does not
load the 20,000 others; iterating reads them all (once). The built-in cards
come first (``base``): an index card of the same English name lends a
built-in card its Japanese name and printed text when it has none, and the
index's Japanese name finds the built-in card too.

An index an older mtgcombat wrote (``cards.json``, format 3) is still read, whole
(:func:`read_legacy`); an import writes the new file and removes the old one.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import sqlite3
import tempfile
import threading
import time
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from mtgcombat.cards.catalog import Card, Catalog, normalize, number
from mtgcombat.cards.index_files import INDEX_NAME, INDEX_VERSION, LEGACY_NAME, LEGACY_VERSION
from mtgcombat.io.files import CARDS_LIMIT, InputFileError, read_input

_TEMPORARY = ".cards-"
"""The prefix of the index's temporary file while it is written."""

_STALE_AFTER = 3600.0
"""Seconds after which a temporary index file is another run's leftover (a
run killed outright, which could not remove its own)."""

_SCHEMA = (
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID",
    "CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL, record BLOB NOT NULL)",
    "CREATE TABLE names (key TEXT PRIMARY KEY, name TEXT NOT NULL, card INTEGER NOT NULL)"
    " WITHOUT ROWID",
    "CREATE TABLE dictionary (data BLOB NOT NULL)",
)

_DICTIONARY = 32 * 1024
"""The size of the shared zlib dictionary (zlib's largest)."""

_SAMPLES = 256
"""How many records, spread over the file, the dictionary is made of."""


def _dictionary(texts: Sequence[bytes]) -> bytes:
    """A zlib dictionary for ``texts``: the end of a few of them put together
    (the words records share: field names, statuses, common sentences). Each
    record is compressed alone, with it, about five times smaller."""
    step = max(1, len(texts) // _SAMPLES)
    return b"".join(texts[::step])[-_DICTIONARY:]


def _pack(text: bytes, dictionary: bytes) -> bytes:
    packer = zlib.compressobj(9, zdict=dictionary) if dictionary else zlib.compressobj(9)
    return packer.compress(text) + packer.flush()


def _unpack(data: bytes, dictionary: bytes) -> bytes:
    unpacker = zlib.decompressobj(zdict=dictionary) if dictionary else zlib.decompressobj()
    return unpacker.decompress(data) + unpacker.flush()


# ---------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------


def write_index(
    directory: Path,
    records: Sequence[Mapping[str, Any]],
    aliases: Mapping[str, str],
    meta: Mapping[str, str] | None = None,
) -> Path:
    """Write the index of ``records`` (one per card face, in the file's
    order) into ``directory``, whole or not at all, and remove an older
    ``cards.json`` there; ``aliases`` maps further names (a multi-face card's
    full names) to a face's English name; ``meta`` is kept as given (the
    data's version and date). Returns the index's path; ``OSError`` (or
    ``sqlite3.Error``) when it cannot be written, the old index then kept.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     path = write_index(Path(tmp), [{"name": "Fire", "name_ja": "火"}],
    ...                        {"Fire // Ice": "Fire", "火 // 氷": "Fire"}, {"date": "2024-01-01"})
    ...     catalog = open_index(Path(tmp))
    ...     [catalog.find(n).name for n in ("fire", "《火》", "Fire // Ice", "火 // 氷")]
    ...     sorted(catalog.names()), index_meta(Path(tmp))["date"]
    ['Fire', 'Fire', 'Fire', 'Fire']
    (['Fire', 'Fire // Ice', '火', '火 // 氷'], '2024-01-01')
    """
    directory.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(directory)
    target = directory / INDEX_NAME
    fd, temp = tempfile.mkstemp(dir=directory, prefix=_TEMPORARY, suffix=".tmp")
    os.close(fd)
    try:
        _fill(Path(temp), records, aliases, meta or {})
        with open(temp, "rb+") as written:  # on disk before it takes the old one's place
            os.fsync(written.fileno())
        os.replace(temp, target)
    except BaseException:  # an interrupt too: the temporary file goes, the old index stays
        Path(temp).unlink(missing_ok=True)
        raise
    with contextlib.suppress(OSError):  # the new index is written: the old file is only clutter
        (directory / LEGACY_NAME).unlink(missing_ok=True)
    return target


def _fill(
    path: Path,
    records: Sequence[Mapping[str, Any]],
    aliases: Mapping[str, str],
    meta: Mapping[str, str],
) -> None:
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA journal_mode = OFF")
        connection.execute("PRAGMA synchronous = OFF")
        for statement in _SCHEMA:
            connection.execute(statement)
        texts = [
            json.dumps(r, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            for r in records
        ]
        dictionary = _dictionary(texts)
        rows = []
        ids: dict[str, int] = {}
        names: dict[str, tuple[str, int]] = {}
        for i, (record, text) in enumerate(zip(records, texts, strict=True), 1):
            name = str(record["name"])
            rows.append((i, name, _pack(text, dictionary)))
            ids.setdefault(normalize(name), i)
            for shown in (name, record.get("name_ja")):
                if shown:
                    names.setdefault(normalize(shown), (shown, i))
        for alias, target in aliases.items():
            card = ids.get(normalize(target))
            if card is not None:
                names.setdefault(normalize(alias), (alias, card))
        connection.execute("INSERT INTO dictionary VALUES (?)", (dictionary,))
        connection.executemany("INSERT INTO cards VALUES (?, ?, ?)", rows)
        connection.executemany(
            "INSERT INTO names VALUES (?, ?, ?)", ((k, n, c) for k, (n, c) in names.items())
        )
        given = {**meta, "version": str(INDEX_VERSION)}
        connection.executemany("INSERT INTO meta VALUES (?, ?)", given.items())
        connection.commit()
        connection.execute("VACUUM")
    finally:
        connection.close()


def remove_stale_temporaries(folder: Path, prefix: str = _TEMPORARY) -> None:
    """Remove the files named ``prefix*`` in ``folder`` older than an hour:
    the leftovers of a run killed outright.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     old = Path(tmp) / ".cards-x.tmp"
    ...     _ = old.write_text("")
    ...     os.utime(old, (0, 0))
    ...     remove_stale_temporaries(Path(tmp))
    ...     old.exists()
    False
    """
    now = time.time()
    for leftover in folder.glob(f"{prefix}*"):
        try:
            if now - leftover.stat().st_mtime > _STALE_AFTER:
                leftover.unlink()
        except OSError:
            continue


# ---------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------


def card_of(c: Mapping[str, Any]) -> Card:
    """The card of an index record.

    >>> card_of({"name": "Grizzly Bears", "power": "2", "toughness": "2"}).power
    2
    """
    power, toughness = str(c.get("power", "")), str(c.get("toughness", ""))
    return Card(
        name=c["name"],
        name_ja=c.get("name_ja"),
        types=tuple(c.get("types", ())),
        subtypes=tuple(c.get("subtypes", ())),
        supertypes=tuple(c.get("supertypes", ())),
        colors=tuple(c.get("colors", ())),
        power=number(power),
        toughness=number(toughness),
        power_text=power,
        toughness_text=toughness,
        mana_value=c.get("mana_value"),
        text=c.get("text", ""),
        source="MTGJSON",
        text_ja=c.get("text_ja") or None,
    )


class _Store:
    """An index file opened read-only, one connection per process and
    thread (a connection is never shared across a fork: the web playground
    answers each request in a forked child)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._uri = path.resolve().as_uri() + "?mode=ro"
        self._local = threading.local()
        self._dictionary: bytes | None = None

    def _connection(self) -> sqlite3.Connection:
        held: tuple[int, sqlite3.Connection] | None = getattr(self._local, "held", None)
        if held is not None and held[0] == os.getpid():
            return held[1]
        connection = sqlite3.connect(self._uri, uri=True)
        self._local.held = (os.getpid(), connection)
        return connection

    def _record(self, data: bytes) -> dict[str, Any] | None:
        dictionary = self._dictionary
        if dictionary is None:
            found = self.rows("SELECT data FROM dictionary")
            dictionary = self._dictionary = bytes(found[0][0]) if found else b""
        try:
            record = json.loads(_unpack(data, dictionary))
        except (ValueError, zlib.error):
            return None
        return record if isinstance(record, dict) and isinstance(record.get("name"), str) else None

    def rows(self, query: str, args: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        return self._connection().execute(query, args).fetchall()

    def meta(self) -> dict[str, str]:
        return {str(k): str(v) for k, v in self.rows("SELECT key, value FROM meta")}

    def record(self, key: str) -> tuple[int, dict[str, Any] | None] | None:
        """The id and record of the card found by the normalised name ``key``."""
        found = self.rows(
            "SELECT cards.id, cards.record FROM names JOIN cards ON cards.id = names.card "
            "WHERE names.key = ?",
            (key,),
        )
        return (int(found[0][0]), self._record(found[0][1])) if found else None

    def records(self) -> Iterator[dict[str, Any]]:
        for (text,) in self.rows("SELECT record FROM cards ORDER BY id"):
            record = self._record(text)
            if record is not None:
                yield record


def _open_store(directory: Path) -> _Store | None:
    """The index in ``directory`` when it is one this mtgcombat reads."""
    path = directory / INDEX_NAME
    if not path.is_file():
        return None
    store = _Store(path)
    try:
        if store.meta().get("version") != str(INDEX_VERSION):
            return None
    except sqlite3.Error:  # not an SQLite file, or not this one's tables
        return None
    return store


def index_meta(directory: Path) -> dict[str, str]:
    """What the index in ``directory`` says of itself: its ``version`` and
    the data's (``mtgjson_version``, ``mtgjson_date``); ``{}`` when there is
    none.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     index_meta(Path(tmp))
    {}
    """
    store = _open_store(directory)
    if store is None:
        return {}
    try:
        return store.meta()
    except sqlite3.Error:
        return {}


def _lend(card: Card, other: Card | None) -> Card:
    """``card`` with the Japanese name and printed text of ``other`` (a card
    of the same English name) where it has none."""
    if other is None:
        return card
    name_ja = card.name_ja or other.name_ja
    text_ja = card.text_ja or other.text_ja
    if (name_ja, text_ja) == (card.name_ja, card.text_ja):
        return card
    return dataclasses.replace(card, name_ja=name_ja, text_ja=text_ja)


class IndexCatalog(Catalog):
    """The cards of ``base`` (an in-memory catalog: the built-in cards),
    then those of an index file read a card at a time, then those of
    ``after`` (catalogs added with :meth:`plus`). A card found by name is
    kept, so a name is looked up in the file once.

    >>> import tempfile
    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     _ = write_index(Path(tmp), [{"name": "Serra Angel", "name_ja": "セラの天使",
    ...         "text_ja": "飛行、警戒"}, {"name": "Tarmogoyf", "name_ja": "タルモゴイフ"}], {})
    ...     catalog = open_index(Path(tmp), BUILTIN)
    ...     angel = catalog.find("セラの天使")
    ...     goyf = catalog.find("タルモゴイフ")
    ...     len(catalog) == len(BUILTIN) + 1
    True
    >>> angel.source, angel.name_ja, angel.text_ja, goyf.source
    ('built-in', 'セラの天使', '飛行、警戒', 'MTGJSON')
    """

    _store: _Store
    _base: Catalog
    _after: tuple[Catalog, ...]
    _found: dict[str, Card | None]
    _made: dict[int, Card]
    _lent: dict[str, Card]
    _all: tuple[Card, ...] | None
    _lock: threading.Lock

    def __init__(
        self, store: _Store, base: Catalog | None = None, after: tuple[Catalog, ...] = ()
    ) -> None:
        # Catalog is a frozen dataclass: its fields are set as its own __init__ would
        object.__setattr__(self, "_index", {})
        object.__setattr__(self, "aliases", {})
        object.__setattr__(self, "_store", store)
        object.__setattr__(self, "_base", base if base is not None else Catalog())
        object.__setattr__(self, "_after", after)
        object.__setattr__(self, "_found", {})
        object.__setattr__(self, "_made", {})
        object.__setattr__(self, "_lent", {})
        object.__setattr__(self, "_all", None)
        object.__setattr__(self, "_lock", threading.Lock())

    @classmethod
    def of(cls, cards: Iterable[Card], aliases: Mapping[str, str] | None = None) -> Catalog:
        """An in-memory catalog (:meth:`Catalog.of`): an index is opened with
        :func:`open_index`.

        >>> type(IndexCatalog.of([Card(name="Grizzly Bears")])).__name__
        'Catalog'
        """
        return Catalog.of(cards, aliases)

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)

    def __repr__(self) -> str:
        return f"IndexCatalog({str(self._store.path)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as the file's path (a process started afresh opens it again)."""
        return (_reopened, (self._store.path, self._base, self._after))

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card, the whole index read (once).

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as tmp:
        ...     _ = write_index(Path(tmp), [{"name": "Fire", "name_ja": "火"}, {"name": "Ice"}],
        ...                     {"Fire // Ice": "Fire"})
        ...     [c.name for c in open_index(Path(tmp)).cards]
        ['Fire', 'Ice']
        """
        return self._every()

    @property
    def path(self) -> Path:
        """The index file.

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as tmp:
        ...     _ = write_index(Path(tmp), [{"name": "Fire", "name_ja": "火"}, {"name": "Ice"}],
        ...                     {"Fire // Ice": "Fire"})
        ...     open_index(Path(tmp)).path.name
        'cards.sqlite'
        """
        return self._store.path

    def find(self, name: str) -> Card | None:
        """The card with this English or Japanese name (or a multi-face
        card's full name), or ``None``: the built-in cards first.

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as tmp:
        ...     _ = write_index(Path(tmp), [{"name": "Fire", "name_ja": "火"}, {"name": "Ice"}],
        ...                     {"Fire // Ice": "Fire"})
        ...     catalog = open_index(Path(tmp))
        ...     [c and c.name for c in map(catalog.find, ("《火》", "fire // ice", "Nope"))]
        ['Fire', 'Fire', None]
        """
        key = normalize(name)
        found: dict[str, Card | None] = self._found
        if key in found:
            return found[key]
        card = self._find(key, name)
        with self._lock:
            if len(found) < 4096:  # a bound: a long batch run names many cards
                found[key] = card
        return card

    def _find(self, key: str, name: str) -> Card | None:
        card = self._first(key, name)
        if card is not None and card.name_ja is None:  # a later catalog may lend it
            for other in self._after:
                card = _lend(card, other.find(card.name))
        return card

    def _first(self, key: str, name: str) -> Card | None:
        builtin = self._base.find(name)
        if builtin is not None:
            return self._lent_to(builtin, self._indexed(normalize(builtin.name)))
        card = self._indexed(key)
        if card is not None:
            builtin = self._base.find(card.name)
            return card if builtin is None else self._lent_to(builtin, card)
        for other in self._after:
            extra = other.find(name)
            if extra is not None:
                known = self._indexed(normalize(extra.name)) or self._base.find(extra.name)
                return _lend(known, extra) if known is not None else extra
        return None

    def _lent_to(self, builtin: Card, card: Card | None) -> Card:
        """A built-in card with what ``card`` lends it, one value per card."""
        key = normalize(builtin.name)
        lent: dict[str, Card] = self._lent
        if key not in lent:
            lent[key] = _lend(builtin, card)
        return lent[key]

    def _indexed(self, key: str) -> Card | None:
        try:
            found = self._store.record(key)
        except sqlite3.Error:  # a damaged file finds nothing (import again)
            return None
        if found is None or found[1] is None:
            return None
        made: dict[int, Card] = self._made
        if found[0] not in made:  # one Card per record, whichever name found it
            try:
                made[found[0]] = card_of(found[1])
            except (KeyError, TypeError, ValueError):
                return None
        return made[found[0]]

    def plus(self, other: Catalog) -> Catalog:
        """This catalog, then ``other`` for the names this one does not know
        (a card of ``other`` this one knows lends it its Japanese name).

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as tmp:
        ...     _ = write_index(Path(tmp), [{"name": "Fire", "name_ja": "火"}, {"name": "Ice"}],
        ...                     {"Fire // Ice": "Fire"})
        ...     more = open_index(Path(tmp)).plus(Catalog.of([Card(name="Ice", name_ja="氷")]))
        ...     more.find("氷").name, more.find("Ice").name_ja
        ('Ice', '氷')
        """
        return IndexCatalog(self._store, self._base, (*self._after, other))

    def _index_cards(self) -> list[Card]:
        try:
            return [card_of(r) for r in self._store.records()]
        except (sqlite3.Error, KeyError, TypeError, ValueError):
            return []

    def __iter__(self) -> Iterator[Card]:
        return iter(self._every())

    def _every(self) -> tuple[Card, ...]:
        every: tuple[Card, ...] | None = self._all
        if every is None:
            indexed = self._index_cards()
            by_name = {normalize(c.name): c for c in reversed(indexed)}  # the first kept
            mine = {normalize(c.name) for c in self._base.cards}
            out = [_lend(c, by_name.get(normalize(c.name))) for c in self._base.cards]
            out += [c for c in indexed if normalize(c.name) not in mine]
            known = mine | by_name.keys()
            for other in self._after:
                out += [c for c in other if normalize(c.name) not in known]
                known |= {normalize(c.name) for c in other}
            every = tuple(out)
            object.__setattr__(self, "_all", every)
        return every

    def __len__(self) -> int:
        if self._all is not None or self._after:
            return len(self._every())
        try:
            english = [normalize(n) for (n,) in self._store.rows("SELECT name FROM cards")]
        except sqlite3.Error:
            english = []
        mine = {normalize(c.name) for c in self._base}
        return len(self._base.cards) + sum(name not in mine for name in english)

    def names(self) -> list[str]:
        """Every name a card can be found by (English, Japanese, a
        multi-face card's full names), each once: the names alone are
        read from the index, not its records.

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as tmp:
        ...     _ = write_index(Path(tmp), [{"name": "Fire", "name_ja": "火"}, {"name": "Ice"}],
        ...                     {"Fire // Ice": "Fire"})
        ...     sorted(open_index(Path(tmp)).names())
        ['Fire', 'Fire // Ice', 'Ice', '火']
        """
        out = _catalog_names(self._base)
        with contextlib.suppress(sqlite3.Error):  # a damaged file: the built-in names
            out += [str(n) for (n,) in self._store.rows("SELECT name FROM names")]
        for other in self._after:
            out += _catalog_names(other)
        seen: dict[str, str] = {}
        for name in out:
            seen.setdefault(normalize(name), name)
        return list(seen.values())


def _reopened(path: Path, base: Catalog, after: tuple[Catalog, ...]) -> IndexCatalog:
    return IndexCatalog(_Store(path), base, after)


def _catalog_names(catalog: Catalog) -> list[str]:
    if isinstance(catalog, IndexCatalog):
        return catalog.names()
    out: list[str] = []
    for card in catalog.cards:
        out += [card.name, *([card.name_ja] if card.name_ja else [])]
    return out + [a for a in catalog.aliases if catalog.find(a) is not None]


def open_index(directory: Path, base: Catalog | None = None) -> Catalog:
    """The catalog of ``base`` and the index in ``directory``: the SQLite
    index read lazily (:class:`IndexCatalog`), else an older ``cards.json``
    read whole, else ``base`` alone (no index, or one that cannot be read:
    import again).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     len(open_index(Path(tmp)))
    0
    """
    store = _open_store(directory)
    if store is not None:
        return IndexCatalog(store, base)
    legacy = read_legacy(directory)
    catalog = Catalog()
    if legacy is not None:
        try:
            catalog = Catalog.of([card_of(c) for c in legacy["cards"]], legacy.get("aliases") or {})
        except (KeyError, TypeError, ValueError, AttributeError):
            catalog = Catalog()
    return base.plus(catalog) if base is not None else catalog


def read_legacy(directory: Path) -> dict[str, Any] | None:
    """The ``cards.json`` an older mtgcombat wrote (format 3), or ``None``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     _ = (Path(tmp) / LEGACY_NAME).write_text('{"version": 2, "cards": []}')
    ...     read_legacy(Path(tmp)) is None
    True
    """
    path = directory / LEGACY_NAME
    try:
        payload = json.loads(read_input(path, limit=CARDS_LIMIT).decode("utf-8"))
    except (InputFileError, ValueError):
        return None
    if not isinstance(payload, dict) or payload.get("version") != LEGACY_VERSION:
        return None
    return payload


def index_records(directory: Path) -> list[dict[str, Any]] | None:
    """The index's card records, in the imported file's order (``None``
    when there is no usable index).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     _ = write_index(Path(tmp), [{"name": "A"}, {"name": "B"}], {})
    ...     [r["name"] for r in index_records(Path(tmp)) or []]
    ['A', 'B']
    """
    store = _open_store(directory)
    if store is not None:
        try:
            return list(store.records())
        except sqlite3.Error:
            return None
    legacy = read_legacy(directory)
    if legacy is None or not isinstance(legacy.get("cards"), list):
        return None
    return [c for c in legacy["cards"] if isinstance(c, dict)]
