"""Downloading one file over HTTP(S), checked by its SHA-256, resumed when cut.

``cards fetch`` (:mod:`mtgcombat.cards.fetch`) downloads MTGJSON's
AtomicCards file with these. The standard library's ``urllib`` does the
HTTP: no further dependency, and every connection has a timeout
(:data:`TIMEOUT`). The file is written to a partial file the caller names;
a transfer cut short (the connection reset, a timeout, fewer bytes than
announced) is taken up again where it stopped with an HTTP ``Range``
request, a few times (:data:`ATTEMPTS`); a server that answers a range with
the whole file (status 200) is read again from the start. When every
attempt is cut short the partial file is kept, so that the next run resumes
it. A finished file whose SHA-256 is not the one expected is removed (the
next run starts again) and refused.

Every problem is a :class:`DownloadError`: one line, with a ``key`` naming
its template in the message catalog's ``input_errors`` section.
"""

from __future__ import annotations

import hashlib
import http.client
import re
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

TIMEOUT = 30.0
"""Seconds to wait for a connection or for the next bytes of an answer."""

ATTEMPTS = 4
"""How many times a download cut short is taken up again in one run."""

_CHUNK = 1 << 16
_DIGEST = re.compile(r"[0-9a-fA-F]{64}")
_RANGE = re.compile(r"bytes (\d+)-(\d+)/(\d+|\*)")

Progress = Callable[[int, int | None], None]
"""Told the bytes held so far and the file's size (``None``: not said)."""


class DownloadError(OSError):
    """A download that failed; the message is one line. ``key`` and
    ``facts`` fill in its template (``input_errors``) for a Japanese line.

    >>> str(DownloadError("x: no", "download_status", url="x", status=404))
    'x: no'
    """

    def __init__(self, message: str, key: str = "", **facts: object) -> None:
        super().__init__(message)
        self.key = key
        self.facts = facts

    def __str__(self) -> str:
        return str(self.args[0])


class _Cut(Exception):
    """A transfer that stopped before the end."""


def _user_agent() -> str:
    from mtgcombat._version import __version__  # noqa: PLC0415

    return f"mtgcombat/{__version__}"


def _reason(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.URLError) and not isinstance(exc, urllib.error.HTTPError):
        exc = exc.reason if isinstance(exc.reason, BaseException) else exc
    if isinstance(exc, TimeoutError | socket.timeout):
        return "timed out"
    said = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return " ".join(str(said).split())


def _open(url: str, timeout: float, start: int = 0) -> http.client.HTTPResponse:
    headers = {"User-Agent": _user_agent(), "Accept-Encoding": "identity"}
    if start:
        headers["Range"] = f"bytes={start}-"
    request = urllib.request.Request(url, headers=headers)
    try:
        answer = urllib.request.urlopen(request, timeout=timeout)
    except urllib.error.HTTPError as exc:
        exc.close()
        if exc.code == 416 and start:  # the range starts past the end: the caller checks
            raise _Cut("range past the end") from None
        raise DownloadError(
            f"{url}: the server answered {exc.code} {exc.reason}",
            "download_status",
            url=url,
            status=f"{exc.code} {exc.reason}",
        ) from None
    except (urllib.error.URLError, OSError, http.client.HTTPException, ValueError) as exc:
        reason = _reason(exc)
        raise DownloadError(
            f"{url}: cannot reach the server ({reason})",
            "download_unreachable",
            url=url,
            reason=reason,
        ) from None
    return answer  # type: ignore[no-any-return]


def fetch_text(url: str, *, limit: int = 4096, timeout: float = TIMEOUT) -> str:
    """The short text file at ``url`` (at most ``limit`` bytes, UTF-8).

    >>> fetch_text("http://127.0.0.1:9/x.sha256", timeout=1)
    Traceback (most recent call last):
    ...
    mtgcombat.io.download.DownloadError: http://127.0.0.1:9/x.sha256: cannot reach the server (...)
    """
    answer = _open(url, timeout)
    try:
        with answer:
            data = answer.read(limit + 1)
    except (OSError, http.client.HTTPException) as exc:
        reason = _reason(exc)
        raise DownloadError(
            f"{url}: cannot reach the server ({reason})",
            "download_unreachable",
            url=url,
            reason=reason,
        ) from None
    if len(data) > limit:
        raise DownloadError(
            f"{url}: larger than {limit} bytes", "download_too_long", url=url, limit=limit
        )
    return data.decode("utf-8", errors="replace")


def parse_digest(text: str, source: str) -> str:
    """The SHA-256 a checksum file gives: its first word, 64 hexadecimal
    digits (``sha256sum``'s "DIGEST  NAME" is read too), in lower case.

    >>> parse_digest("AB" * 32 + "  AtomicCards.json.xz\\n", "x.sha256") == "ab" * 32
    True
    >>> parse_digest("<html>", "x.sha256")
    Traceback (most recent call last):
    ...
    mtgcombat.io.download.DownloadError: x.sha256: not a SHA-256 checksum file
    """
    words = text.split()
    if not words or not _DIGEST.fullmatch(words[0]):
        raise DownloadError(
            f"{source}: not a SHA-256 checksum file", "download_no_digest", url=source
        )
    return words[0].lower()


def file_digest(path: Path) -> str:
    """The SHA-256 of the file at ``path``, in hexadecimal.

    >>> import tempfile
    >>> with tempfile.NamedTemporaryFile() as f:
    ...     file_digest(Path(f.name))[:16]
    'e3b0c44298fc1c14'
    """
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def _size_of(answer: http.client.HTTPResponse, start: int) -> tuple[int, int | None]:
    """Where the answer's bytes start in the file, and the file's size."""
    if answer.status == 206:
        found = _RANGE.fullmatch(answer.headers.get("Content-Range", "").strip())
        if found is None:
            raise _Cut("a partial answer without its range")
        total = found.group(3)
        return int(found.group(1)), None if total == "*" else int(total)
    length = answer.headers.get("Content-Length")
    return 0, int(length) if length and length.isdigit() else None


def _transfer(url: str, part: Path, limit: int, progress: Progress | None, timeout: float) -> None:
    """One attempt: the rest of the file appended to ``part`` (or the whole
    file, when the server does not take up a range); :class:`_Cut` when it
    stops early."""
    start = part.stat().st_size if part.exists() else 0
    answer = _open(url, timeout, start)
    with answer:
        offset, total = _size_of(answer, start)
        if offset not in (0, start):
            raise _Cut("the server sent another range")
        if total is not None and total > limit:
            raise DownloadError(
                f"{url}: larger than {limit} bytes", "download_too_long", url=url, limit=limit
            )
        with part.open("ab" if offset else "wb") as out:
            _copy(answer, out, offset, total, limit, progress)
            held = out.tell()
    if total is not None and held < total:
        raise _Cut(f"{held} of {total} bytes")


def _copy(
    answer: http.client.HTTPResponse,
    out: BinaryIO,
    held: int,
    total: int | None,
    limit: int,
    progress: Progress | None,
) -> None:
    if progress is not None:
        progress(held, total)
    while True:
        try:
            block = answer.read(_CHUNK)
        except (OSError, http.client.HTTPException) as exc:  # reset, timed out, cut
            out.flush()
            raise _Cut(_reason(exc)) from None
        if not block:
            return
        held += len(block)
        if held > limit:
            raise DownloadError(
                f"{answer.geturl()}: larger than {limit} bytes",
                "download_too_long",
                url=answer.geturl(),
                limit=limit,
            )
        out.write(block)
        if progress is not None:
            progress(held, total)


def _held(part: Path) -> int:
    try:
        return part.stat().st_size
    except OSError:
        return 0


def download(
    url: str,
    part: Path,
    digest: str,
    *,
    limit: int,
    progress: Progress | None = None,
    timeout: float = TIMEOUT,
    attempts: int = ATTEMPTS,
    pause: float = 1.0,
) -> Path:
    """Download ``url`` into ``part`` (taking up what ``part`` already
    holds) and check that its SHA-256 is ``digest``; ``part`` once whole.
    A transfer cut short is taken up again ``attempts`` times in all,
    ``pause`` seconds apart (twice that the second time...).
    :class:`DownloadError` when the server cannot be reached or refuses, when
    every attempt is cut short (``part`` kept, to be resumed), or when the
    file is not the one expected (``part`` removed).

    >>> download("http://127.0.0.1:9/x.xz", Path("x.part"), "0" * 64, limit=10, timeout=1)
    Traceback (most recent call last):
    ...
    mtgcombat.io.download.DownloadError: http://127.0.0.1:9/x.xz: cannot reach the server (...)
    """
    cut = ""
    for attempt in range(max(1, attempts)):
        if attempt:
            time.sleep(pause * attempt)
        before = part.stat().st_size if part.exists() else 0
        try:
            _transfer(url, part, limit, progress, timeout)
        except _Cut as exc:
            cut = str(exc)
            if part.exists() and part.stat().st_size and file_digest(part) == digest:
                return part  # the range was past the end: it was whole already
            if cut == "range past the end":
                part.unlink(missing_ok=True)  # longer than the file: start again
            continue
        except DownloadError as exc:
            if exc.key != "download_unreachable" or not (cut or before < _held(part)):
                raise  # refused, or not reached at all (offline): said at once
            cut = str(exc.facts.get("reason", exc))  # lost in the middle: try again
            continue
        if file_digest(part) != digest:
            part.unlink(missing_ok=True)
            raise DownloadError(
                f"{url}: the file's SHA-256 is not the published one (a damaged or changed "
                "download; run again)",
                "download_checksum",
                url=url,
            )
        return part
    raise DownloadError(
        f"{url}: the download was cut short ({cut}); run again to resume it",
        "download_cut",
        url=url,
        reason=cut,
    )
