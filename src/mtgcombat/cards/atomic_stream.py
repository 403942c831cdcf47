"""Reading an AtomicCards.json file a card entry at a time (``cards import``).

The file is streamed with ijson (``kvitems`` over ``data``): only one entry
is held as Python objects at a time, so memory does not grow with the file's
size (the whole document loaded took 25-30 times the file's size). The file
is opened with :func:`mtgcombat.io.files.open_regular`'s checks (no named
pipe or device) and read to at most :data:`mtgcombat.io.files.CARDS_LIMIT`
bytes.

ijson's C parser (yajl) refuses two kinds of value that Python's ``json``
reads: an integer past 64 bits and a lone surrogate escape (``"\\udfff"``).
A file holding one is read again with ijson's pure-Python parser, which reads
both, so that the entry holding it is skipped alone (its value is out of
range or not Unicode). ``NaN``, ``Infinity`` and a number past a float's
range (``1e400``) are not JSON and neither parser reads them: such a file is
refused whole, in one line ("not JSON").

Nesting is checked as the bytes go by: a file nested deeper than
:data:`MAX_DEPTH` levels is refused before the parser sees it (ijson's memory
grows with the square of the depth).

MTGJSON serves the file compressed (``AtomicCards.json.xz``, ``.gz``):
:func:`open_atomic` reads either as it is (the limit then counts the
decompressed bytes), and :func:`atomic_meta` reads the document's ``meta``
(the data's version and date) without reading its cards.
"""

from __future__ import annotations

import gzip
import io
import lzma
import re
import zlib
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO, cast

import ijson  # type: ignore[import-untyped]  # (no type information shipped)
import numpy as np

MAX_DEPTH = 512
"""The deepest nesting of arrays and objects read (an AtomicCards file nests
six levels deep)."""

_CHUNK = 1 << 20

_QUOTED = re.compile(rb'"[^"]*"')  # a string, once only quotes and brackets are left
_NOT_MARKS = bytes(b for b in range(256) if b not in b'"[]{}')
_STEP = np.zeros(256, dtype=np.int64)
_STEP[list(b"[{")] = 1
_STEP[list(b"]}")] = -1


class AtomicFileError(ValueError):
    """A file that is not an AtomicCards document; the message is one line.
    ``key`` names its template in the message catalog (``""``: none).

    >>> import io
    >>> list(atomic_entries(lambda: io.BytesIO(b'{"meta": {}}'), 100))
    Traceback (most recent call last):
    ...
    mtgcombat.cards.atomic_stream.AtomicFileError: not an AtomicCards file: no "data" object
    """

    def __init__(self, message: str, key: str = "", **facts: object) -> None:
        super().__init__(message)
        self.key = key
        self.facts = facts


class _TooDeep(Exception):
    pass


class _TooLarge(Exception):
    pass


class _Damaged(Exception):
    """A compressed file that does not decompress (damaged, or cut short)."""


class _Guarded:
    """``handle``'s bytes, read at most ``limit`` of them, with the nesting
    depth followed outside strings (:class:`_TooDeep` past :data:`MAX_DEPTH`).

    >>> import io
    >>> guarded = _Guarded(io.BytesIO(b'{"a": ["]]]", [1]]}'), 100)
    >>> _ = guarded.read(100); guarded.deepest
    3
    """

    def __init__(self, handle: BinaryIO, limit: int) -> None:
        self._handle = handle
        self._left = limit
        self._depth = 0
        self.deepest = 0
        self._in_string = False
        self._held = b""

    def read(self, size: int = -1) -> bytes:
        want = _CHUNK if size is None or size < 0 else min(size, _CHUNK)
        try:
            chunk = self._handle.read(min(want, self._left + 1))
        except (EOFError, lzma.LZMAError, zlib.error, gzip.BadGzipFile) as exc:
            raise _Damaged(" ".join(str(exc).split())) from None
        self._left -= len(chunk)
        if self._left < 0:
            raise _TooLarge
        if chunk:
            self._follow(chunk)
        return chunk

    def _follow(self, chunk: bytes) -> None:
        # Only quotes and brackets matter, and the escapes before quotes: an
        # escaped backslash, then an escaped quote, then any other escape is
        # dropped, then all but quotes and brackets (all at the speed of C).
        # Backslashes ending a read wait for the next one.
        data = self._held + chunk
        kept = data.rstrip(b"\\")
        self._held = data[len(kept) :]
        marks = kept.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _NOT_MARKS)
        if self._in_string:
            marks = b'"' + marks
        # two quotes side by side hold no bracket between them (an empty string,
        # or the end of one and the start of the next): dropped first, quickly
        marks = _QUOTED.sub(b"", marks.replace(b'""', b""))
        opened = marks.find(b'"')
        self._in_string = opened >= 0  # a string runs on into the next read
        brackets = marks[:opened] if opened >= 0 else marks
        if not brackets:
            return
        depths = np.cumsum(_STEP[np.frombuffer(brackets, dtype=np.uint8)]) + self._depth
        self.deepest = max(self.deepest, int(depths.max()))
        self._depth = int(depths[-1])
        if self.deepest > MAX_DEPTH:
            raise _TooDeep


def _again(exc: BaseException) -> bool:
    """Whether the C parser refused a value the pure-Python one reads."""
    if isinstance(exc, UnicodeDecodeError):
        return True  # a lone surrogate escape, decoded by yajl to bytes not UTF-8
    return "integer overflow" in str(exc)


def atomic_entries(open_file: Callable[[], BinaryIO], limit: int) -> Iterator[tuple[str, Any]]:
    """The ``(name, faces)`` entries of the AtomicCards file ``open_file()``
    opens (a binary file, read to at most ``limit`` bytes), in the file's
    order; :class:`AtomicFileError` when it is not an AtomicCards document.

    >>> import io
    >>> doc = b'{"meta": {}, "data": {"Bears": [{"name": "Bears", "manaValue": 2}]}}'
    >>> list(atomic_entries(lambda: io.BytesIO(doc), 1000))
    [('Bears', [{'name': 'Bears', 'manaValue': 2}])]
    >>> list(atomic_entries(lambda: io.BytesIO(b'{"data": {"X": [NaN]}}'), 1000))
    Traceback (most recent call last):
    ...
    mtgcombat.cards.atomic_stream.AtomicFileError: not JSON: ...
    """
    backend = ijson.backend
    given = 0
    while True:
        try:
            with open_file() as handle:
                parser = ijson.get_backend(backend)
                read = parser.kvitems(_Guarded(handle, limit), "data", use_float=True)
                for i, item in enumerate(read):
                    if i >= given:  # read again: the entries given already are left out
                        given += 1
                        yield item
            break
        except (ijson.JSONError, UnicodeDecodeError) as exc:
            if backend != "python" and _again(exc):
                backend = "python"
                continue
            _refuse(exc)
        except _TooDeep:
            raise AtomicFileError(f"not JSON: nested deeper than {MAX_DEPTH} levels") from None
        except _TooLarge:
            raise AtomicFileError(
                f"the file grew past the limit of {limit} bytes while read",
                "file_grew",
                limit=limit,
            ) from None
        except _Damaged as exc:
            raise AtomicFileError(
                f"the compressed file is damaged or cut short ({exc})", "file_damaged", detail=exc
            ) from None
    if not given:
        with open_file() as handle:
            _check_shape(handle, limit, backend)


def _refuse(exc: BaseException) -> None:
    said = str(exc)
    # yajl's words, and the pure-Python parser's (Python's codec)
    if (
        isinstance(exc, UnicodeDecodeError)
        or "invalid bytes in UTF8" in said
        or ("codec can't decode" in said)
    ):
        raise AtomicFileError("not a UTF-8 text file", "not_utf8_file") from None
    raise AtomicFileError(f"not JSON: {' '.join(said.split())}") from None


def _check_shape(handle: BinaryIO, limit: int, backend: str) -> None:
    """A document with no entry: it must still be an object with a "data"
    object (``{"data": {}}``)."""
    events = ijson.get_backend(backend).parse(_Guarded(handle, limit))
    try:
        first = next(events, None)
        if first is None or first[1] != "start_map":
            raise AtomicFileError("not an AtomicCards file")
        for prefix, event, value in events:
            if prefix == "" and event == "map_key" and value == "data":
                if next(events)[1] == "start_map":
                    return
                break
        raise AtomicFileError('not an AtomicCards file: no "data" object')
    except (ijson.JSONError, UnicodeDecodeError) as exc:
        _refuse(exc)
    except _TooDeep:
        raise AtomicFileError(f"not JSON: nested deeper than {MAX_DEPTH} levels") from None
    except _Damaged as exc:
        raise AtomicFileError(
            f"the compressed file is damaged or cut short ({exc})", "file_damaged", detail=exc
        ) from None


_XZ_MAGIC = b"\xfd7zXZ\x00"
_GZIP_MAGIC = b"\x1f\x8b"


class _XzFile(lzma.LZMAFile):
    """An xz stream that closes the file under it when closed."""

    def __init__(self, raw: BinaryIO) -> None:
        super().__init__(raw)
        self._under = raw

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._under.close()


class _GzipFile(gzip.GzipFile):
    """A gzip stream that closes the file under it when closed."""

    def __init__(self, raw: BinaryIO) -> None:
        super().__init__(fileobj=raw, mode="rb")
        self._under = raw

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._under.close()


def open_atomic(raw: BinaryIO) -> BinaryIO:
    """``raw`` read as it is, or decompressed when it starts as an xz or
    gzip file does (by its first bytes, whatever its name); closing the
    result closes ``raw``.

    >>> import gzip, io
    >>> open_atomic(io.BufferedReader(io.BytesIO(gzip.compress(b'{"data": {}}')))).read()
    b'{"data": {}}'
    >>> open_atomic(io.BufferedReader(io.BytesIO(b'{"data": {}}'))).read()
    b'{"data": {}}'
    """
    if not isinstance(raw, io.BufferedReader):
        raw = cast(BinaryIO, io.BufferedReader(cast(Any, raw)))
    head = cast(io.BufferedReader, raw).peek(len(_XZ_MAGIC))[: len(_XZ_MAGIC)]
    if head.startswith(_XZ_MAGIC):
        return cast(BinaryIO, _XzFile(raw))
    if head.startswith(_GZIP_MAGIC):
        return cast(BinaryIO, _GzipFile(raw))
    return raw


_META_LENGTH = 200
"""The most characters kept of a ``meta`` value."""


def atomic_meta(open_file: Callable[[], BinaryIO], limit: int) -> dict[str, str]:
    """The text values of the document's ``meta`` object (MTGJSON's
    ``{"date": "2024-05-01", "version": "5.2.2+20240501"}``), read only if
    it comes before ``data`` (as MTGJSON writes it): the cards are not read.
    ``{}`` when there is none or the file is not JSON (the entries' reading
    says why).

    >>> import io
    >>> doc = b'{"meta": {"date": "2024-05-01", "version": "5.2.2"}, "data": {"X": 1}}'
    >>> atomic_meta(lambda: io.BytesIO(doc), 1000)
    {'date': '2024-05-01', 'version': '5.2.2'}
    >>> atomic_meta(lambda: io.BytesIO(b'{"data": {}, "meta": {"date": "x"}}'), 1000)
    {}
    """
    found: dict[str, str] = {}
    try:
        with open_file() as handle:
            inside = False
            for prefix, event, value in ijson.parse(_Guarded(handle, limit)):
                if prefix == "" and event == "map_key":
                    if inside or value != "meta":
                        break  # the meta read, or the cards reached first
                    inside = True
                elif inside and event == "string" and prefix.count(".") == 1:
                    found[prefix.split(".", 1)[1]] = " ".join(str(value).split())[:_META_LENGTH]
    except (ijson.JSONError, UnicodeDecodeError, _TooDeep, _TooLarge, _Damaged, OSError):
        return {}
    return found
