"""What the grammar made of each sentence, kept on disk between runs.

Building the card-text parser (an Earley parser over ``card.lark``, whose
terminals list every keyword and subtype) takes most of a second, and lark
caches only its LALR parsers. A command that reads a card's text (a scenario
with ``card = "Pride Guardian"``) would pay that on every run. So each
sentence's result, in the structured JSON form of its ability values
(:mod:`mtgcombat.text.structured`), is kept in a file of the user's cache
folder; a later run that meets only known sentences never builds the parser
(nor imports lark).

The file's name carries a digest of everything that decides a result (the
grammar, the modules that read and write it, their data, mtgcombat's
version: :func:`source_stamp`, :func:`file_digest`): any change starts a
new file. A result is kept only if it comes back equal from its JSON form.
The cache is a convenience: a folder that cannot be read or written, or a
damaged file, is the same as no cache.
``MTGCOMBAT_CACHE_DIR`` names another folder; ``MTGCOMBAT_CACHE_DIR=off``
turns it off.

The file is one JSON object written an entry to a line, sorted by key, so
that a run looking up a few sentences (``check`` on a scenario naming three
cards) finds each by a binary search over the lines of the file mapped into
memory, reading a few pages, instead of decoding the whole file (several
megabytes once ``cards coverage`` has filled it); a run that looks up many
(:data:`SEARCHES_BEFORE_LOADING`) reads it whole, as does :func:`hold`.
Any other JSON object in the file is read whole, as before.
"""

from __future__ import annotations

import atexit
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtgcombat.text.traits import Status, Traits

    Result = tuple[Status, Traits, str, bool]

MAX_ENTRIES = 50_000
"""A bound on the file: new sentences past it are not kept."""

SEARCHES_BEFORE_LOADING = 1000
"""Look-ups answered by a binary search over the file's lines before the
file is read whole (a bulk run: each search costs a few microseconds, the
whole file some tens of milliseconds)."""

MAX_NEW_BYTES = 32 * 2**20
"""A bound on the new entries held in memory until the process ends (their
JSON text, UTF-8): new sentences past it are not kept."""

_SOURCE_FOLDERS = ("text", "text/data", "core")
"""The folders (of the package) whose every file may decide a result: the
grammar, the modules that read and write it and their data, and the ability
values they make (a file added there is covered with no list to keep)."""
_SOURCE_FILES = frozenset(
    {
        "carried_out.py",
        "timeline.py",
        "player_targets.py",
        "targeting.py",
        "unpreventable.py",
        "returns.py",
    }
)
"""Files of ``rules/`` that decide a sentence's status or define a value it
parses into; with them every ``rules/spell_*.py`` (the spells' effect
values, a family that grows: a new one is covered with no list to keep).
tests/test_parse_cache.py checks that every module text/ and core/ import
from elsewhere is covered."""
_SOURCE_PREFIX = "spell_"


def source_stamp(root: str) -> bytes:
    """What the cache file's name is made from, besides the version: the
    name, size and modification time of every file in
    :data:`_SOURCE_FOLDERS`, of :data:`_SOURCE_FILES` and of every
    ``rules/spell_*.py`` (their stat only:
    reading them all would cost a start-up some milliseconds), so that any
    change to any of them, an edit or another release, starts a new file.

    >>> import mtgcombat, os
    >>> root = os.path.dirname(mtgcombat.__file__)
    >>> stamp = source_stamp(root)
    >>> b"card.lark" in stamp and b"carried_out.py" in stamp and b"spell_riders.py" in stamp
    True
    """
    parts: list[str] = []
    for folder in _SOURCE_FOLDERS:
        where = os.path.join(root, *folder.split("/"))
        with os.scandir(where) as entries:
            files = sorted(
                (e.name, e.stat()) for e in entries if e.is_file() and not e.name.endswith(".pyc")
            )
        parts += (f"{folder}/{name} {st.st_size} {st.st_mtime_ns}" for name, st in files)
    with os.scandir(os.path.join(root, "rules")) as entries:
        files = sorted(
            (e.name, e.stat())
            for e in entries
            if e.name in _SOURCE_FILES
            or (e.name.startswith(_SOURCE_PREFIX) and e.name[-3:] == ".py")
        )
    parts += (f"rules/{name} {st.st_size} {st.st_mtime_ns}" for name, st in files)
    return "\n".join(parts).encode()


def file_digest(version: str, stamp: bytes) -> str:
    """The part of the cache file's name made from mtgcombat's version and
    :func:`source_stamp`: 20 hexadecimal digits of their BLAKE2b digest,
    the same in every run and on every machine for the same files (a cache
    written under another name, by an older mtgcombat, is just not found).
    The digest comes from the interpreter's own ``_blake2`` module when it
    has one: :mod:`hashlib` would load OpenSSL first, some milliseconds of
    every start-up that reads the cache; it gives the same digest.

    >>> import hashlib
    >>> file_digest("1.0", b"text/card.lark 10 1") == hashlib.blake2b(
    ...     b"1.0\\ntext/card.lark 10 1", digest_size=10).hexdigest()
    True
    """
    try:
        from _blake2 import blake2b  # noqa: PLC0415
    except ImportError:  # another interpreter: the same digest through hashlib
        from hashlib import blake2b  # noqa: PLC0415
    return blake2b(version.encode() + b"\n" + stamp, digest_size=10).hexdigest()


_state: dict[str, Any] = {}
"""``path``: the cache file (or None: off); ``known``: its entries, once
read whole; ``lines``: the file mapped for binary searches (None: no file
in the line format); ``searches``: how many were made; ``new``: entries
found in this run, written at exit; ``held``: no new entries are kept
(:func:`hold`)."""

_DECODER = json.JSONDecoder()


def _path() -> Path | None:
    if "path" in _state:
        path: Path | None = _state["path"]
        return path
    path = None
    folder = os.environ.get("MTGCOMBAT_CACHE_DIR", "")
    if folder.lower() != "off":
        try:
            if not folder:
                from mtgcombat.text.user_folders import user_folder  # noqa: PLC0415

                folder = user_folder("cache")
            from mtgcombat._version import __version__  # noqa: PLC0415

            # the package's files by path (importlib.resources would load
            # pathlib's tempfile and zipfile at every start-up)
            stamp = source_stamp(os.path.dirname(os.path.dirname(__file__)))
            path = Path(folder) / f"sentences-{file_digest(__version__, stamp)}.json"
        except (OSError, ValueError, ImportError):
            path = None
    _state["path"] = path
    _state["new"] = {}
    return path


def _known() -> dict[str, Any]:
    if "known" not in _state:
        known: dict[str, Any] = {}
        path = _path()
        if path is not None:
            try:
                data = json.loads(path.read_text("utf-8"))
                if isinstance(data, dict):
                    known = data
            except (OSError, ValueError):
                known = {}
        _state["known"] = known
    found: dict[str, Any] = _state["known"]
    return found


def _lines() -> Any:
    """The cache file mapped into memory when it is written an entry to a
    line (``{``, the entries, ``}``), else None (no file, or another form:
    read whole by :func:`_known`)."""
    if "lines" not in _state:
        mapped = None
        path = _path()
        if path is not None:
            try:
                import mmap  # noqa: PLC0415

                with open(path, "rb") as file:
                    mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
                if mapped[:2] != b"{\n" or mapped[-2:] != b"}\n":
                    mapped.close()
                    mapped = None
            except (OSError, ValueError):
                mapped = None
        _state["lines"] = mapped
    return _state["lines"]


def _entry(key: str) -> Any:
    """The file's entry for ``key``, or None: from the entries read whole
    when they are, else by a binary search over the file's sorted lines."""
    if "known" not in _state:
        mapped = _lines()
        searches = _state.get("searches", 0)
        if mapped is not None and searches < SEARCHES_BEFORE_LOADING:
            _state["searches"] = searches + 1
            try:
                return _search(mapped, key)
            except (ValueError, IndexError):  # a damaged line: the file read whole
                pass
    return _known().get(key)


def _search(mapped: Any, key: str) -> Any:
    """The value on the line of ``key`` (lines sorted by key: code point
    order, which is the order of their UTF-8 bytes), or None. ``low`` and
    ``high`` are always line starts; every line before ``low`` has a
    smaller key, every line from ``high`` on a larger one."""
    low, high = 2, len(mapped) - 2
    while low < high:
        middle = (low + high) // 2
        start = mapped.rfind(b"\n", low - 1, middle) + 1  # the line holding middle
        end = mapped.find(b"\n", start)
        line = mapped[start:end].decode("utf-8")
        found, after = _DECODER.raw_decode(line)
        if not isinstance(found, str):
            raise ValueError("not a key")
        if found == key:
            return _DECODER.raw_decode(line, after + 2)[0]
        if key < found:
            high = start
        else:
            low = end + 1
    return None


def _key(text: str, combat: bool) -> str:
    return f"{int(combat)}\t{text}"


def lookup(text: str, combat: bool) -> Result | None:
    """The kept result for a normalised sentence, if there is one.

    >>> lookup("this sentence was never parsed by anyone.", True) is None
    True
    """
    entry = _entry(_key(text, combat))
    if entry is None:
        return None
    try:
        from mtgcombat.text.structured import traits_from_json  # noqa: PLC0415

        status, values, error, read = entry
        return status, traits_from_json(values), str(error), bool(read)
    except (ValueError, TypeError, KeyError):
        return None


def hold() -> None:
    """Read the file now and keep nothing new from here on: a process that
    parses what others send (the web server) neither writes their sentences
    into the user's cache folder nor holds them in memory for it. Known
    sentences are still read from the file.

    >>> saved = dict(_state)
    >>> hold()
    >>> _state["held"]
    True
    >>> store_value("spell\tanything", [1])
    >>> lookup_value("spell\tanything") is None
    True
    >>> _state.clear(); _state.update(saved)
    """
    _known()
    _state["held"] = True


def _full() -> bool:
    """Whether no new entry may be kept: no file, held, or at the bound."""
    if _path() is None or _state.get("held"):
        return True
    if _state.get("new_bytes", 0) >= MAX_NEW_BYTES:
        return True
    return len(_known()) + len(_state["new"]) >= MAX_ENTRIES


def store(text: str, combat: bool, result: Result) -> None:
    """Keep a result the grammar gave (written when the process ends)."""
    if _full():
        return
    from mtgcombat.text.structured import traits_from_json, traits_to_json  # noqa: PLC0415

    status, traits, error, read = result
    try:
        values = traits_to_json(traits)
        if traits_from_json(json.loads(json.dumps(values))) != traits:
            return
    except (ValueError, TypeError, KeyError):
        return
    entry = [status, values, error, read]
    _keep(_key(text, combat), entry)


def lookup_value(key: str) -> Any:
    """A value kept under ``key`` by :func:`store_value` (the timeline's
    sentences, :mod:`mtgcombat.text.spells`), or ``None``.

    >>> lookup_value("spell\tno such sentence") is None
    True
    """
    return _entry(key)


def store_value(key: str, value: Any) -> None:
    """Keep a JSON value under ``key`` (written when the process ends); the
    caller checks that it reads back equal.

    >>> import os
    >>> os.environ.get("MTGCOMBAT_CACHE_DIR") == "off" or callable(store_value)
    True
    """
    if not _full():
        _keep(key, value)


def _keep(key: str, value: Any) -> None:
    """Hold a new entry for the file, counting its bytes
    (:data:`MAX_NEW_BYTES`); one the file cannot hold is dropped."""
    size = _encodable(key, value)
    if not size:
        return
    if not _state["new"]:
        atexit.register(_write)
    _state["new"][key] = value
    _state["new_bytes"] = _state.get("new_bytes", 0) + size


def _encodable(key: str, value: Any) -> int:
    """The entry's bytes in the file, or 0 if the file cannot hold it: text
    UTF-8 cannot encode (a lone surrogate, which a file or the command line
    can bring).

    >>> _encodable("Flying", [1]), _encodable("Flying \\udfff", [1])
    (15, 0)
    """
    try:
        return len(json.dumps([key, value], ensure_ascii=False).encode("utf-8"))
    except (UnicodeError, ValueError, TypeError):
        return 0


def _write() -> None:
    """Add this run's new entries to the file (read again first: another
    process may have written it), replacing it whole."""
    path = _path()
    new = _state.get("new") or {}
    if path is None or not new:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            current = json.loads(path.read_text("utf-8"))
            if not isinstance(current, dict):
                current = {}
        except (OSError, ValueError):
            current = {}
        current.update(new)
        # an entry to a line, sorted by key (for the binary search of _entry)
        lines = [
            f"{json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
            for k, v in sorted(current.items())
        ]
        import tempfile  # noqa: PLC0415 (only to write)

        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".sentences-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write("{\n" + "".join(f"{line},\n" for line in lines[:-1]))
                out.write(f"{lines[-1]}\n}}\n" if lines else "}\n")
            mapped = _state.pop("lines", None)
            if mapped is not None:
                mapped.close()  # (a mapped file cannot be replaced everywhere)
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
    except (OSError, UnicodeError, ValueError):  # the cache is a convenience
        pass
    new.clear()
    _state["new_bytes"] = 0
