"""``cards fetch``: MTGJSON's AtomicCards downloaded, checked and imported.

MTGJSON (https://mtgjson.com) publishes every Magic card as JSON, rebuilt
daily; ``AtomicCards.json`` holds each card once, with its Oracle text and
its printed names and text in other languages (``foreignData``). It is served
compressed (``.json.xz``, ``.json.gz``...) with the SHA-256 of each file
beside it (``<file>.sha256``, the hexadecimal digest).

:func:`fetch_cards` downloads the file (:mod:`mtgcombat.io.download`: with
timeouts, resumed where a cut transfer stopped), checks its SHA-256 against
the published one, and builds the index exactly as ``cards import`` does
(:func:`mtgcombat.cards.mtgjson.import_opened`: streamed, bad entries
skipped or, with ``strict``, the file refused). The download is kept beside
the index (``.download-<digest>.part`` in the data folder) only while it is
unfinished, so that the next run resumes it; once whole it is imported and
removed. The index is replaced only when the new one is written whole: on any
failure (unreachable, cut, a checksum that differs, a malformed file) the old
index stays.

``source`` may name a mirror: another URL (its checksum beside it, as
MTGJSON's), a ``file://`` URL or a local path (checked when a ``.sha256`` file
is beside it).
"""

from __future__ import annotations

import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path

from mtgcombat.cards.atomic_stream import open_atomic
from mtgcombat.cards.index_store import remove_stale_temporaries
from mtgcombat.cards.mtgjson import (
    CardImportError,
    ImportReport,
    data_dir,
    import_opened,
)
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.io.download import (
    TIMEOUT,
    DownloadError,
    Progress,
    download,
    fetch_text,
    file_digest,
    parse_digest,
)
from mtgcombat.io.files import CARDS_LIMIT, InputFileError, open_regular

DEFAULT_SOURCE = "https://mtgjson.com/api/v5/AtomicCards.json.xz"
"""MTGJSON's official download of AtomicCards (xz: the smallest)."""

_PARTIAL = ".download-"
"""The prefix of an unfinished download in the data folder."""


@dataclass(frozen=True)
class FetchReport:
    """What ``cards fetch`` did: the import's report, where the file came
    from, and the SHA-256 it was checked against (``""``: a local file with
    no checksum beside it, not checked).

    >>> from pathlib import Path
    >>> report = ImportReport(Path("cards.sqlite"), 1, 1, 0, 0, data_version="5.2.2")
    >>> FetchReport(report, "AtomicCards.json.xz", "").imported.data_version
    '5.2.2'
    """

    imported: ImportReport
    source: str
    sha256: str


class FetchError(CardImportError):
    """A fetch that failed, the old index kept: one line, in English or
    (:meth:`message`) Japanese.

    >>> FetchError("x", "download_cut", "", url="u", reason="r").message("ja")
    'u：ダウンロードが途中で切れた（r）。もう一度実行すれば続きから再開する'
    """


def local_source(source: str) -> Path | None:
    """The local file ``source`` names (a path or a ``file://`` URL), or
    ``None`` for a URL to download.

    >>> local_source("https://mtgjson.com/x.xz") is None, str(local_source("file:///tmp/a%20b"))
    (True, '/tmp/a b')
    >>> str(local_source("AtomicCards.json.xz"))
    'AtomicCards.json.xz'
    """
    scheme = urllib.parse.urlsplit(source).scheme.lower()
    if scheme == "file":
        return Path(urllib.request.url2pathname(urllib.parse.urlsplit(source).path))
    if scheme in ("http", "https"):
        return None
    if len(scheme) > 1 and "://" in source:
        raise FetchError(
            f"{source}: not an http, https or file URL, nor a file",
            "fetch_bad_source",
            "",
            given=source,
        )
    return Path(source)


def _failed(exc: DownloadError) -> FetchError:
    """A download's error as the fetch's; when the server could not be
    reached, with how to import a file downloaded by hand."""
    if exc.key == "download_unreachable":
        return FetchError(
            f"{exc}; download AtomicCards.json.xz another way and run "
            "`mtgcombat cards import FILE`",
            "fetch_offline",
            "",
            **exc.facts,
        )
    return FetchError(str(exc), exc.key, "", **exc.facts)


def fetch_cards(
    source: str | None = None,
    directory: Path | None = None,
    *,
    strict: bool = False,
    progress: Progress | None = None,
    building: Callable[[int, int], None] | None = None,
    timeout: float | None = None,
    pause: float = 1.0,
) -> FetchReport:
    """Download AtomicCards from ``source`` (default :data:`DEFAULT_SOURCE`),
    check its SHA-256 and build the index in ``directory`` (default: the
    data folder). ``progress`` is told the bytes downloaded and the file's
    size; ``building`` the cards read and their number while the index is
    built. :class:`FetchError` (or :class:`CardImportError` for a file that
    is not AtomicCards) when anything fails; the old index is then kept.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     try:
    ...         fetch_cards("http://127.0.0.1:9/AtomicCards.json.xz", Path(tmp), timeout=1)
    ...     except FetchError as exc:
    ...         print(str(exc).split("; ")[1])
    download AtomicCards.json.xz another way and run `mtgcombat cards import FILE`
    """
    given = source or DEFAULT_SOURCE
    folder = directory or data_dir()
    local = local_source(given)
    if local is not None:
        return _import_local(local, folder, strict, building)
    wait = TIMEOUT if timeout is None else timeout
    try:
        digest = parse_digest(fetch_text(given + ".sha256", timeout=wait), given + ".sha256")
    except DownloadError as exc:
        raise _failed(exc) from None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise FetchError(
            f"{folder}: cannot make the folder: {exc.strerror or exc}",
            "fetch_folder",
            "",
            folder=folder,
            reason=exc.strerror or exc,
        ) from None
    part = folder / f"{_PARTIAL}{digest[:16]}.part"
    remove_stale_temporaries(folder, _PARTIAL)  # other downloads, abandoned
    try:
        download(
            given, part, digest, limit=CARDS_LIMIT, progress=progress, pause=pause, timeout=wait
        )
    except DownloadError as exc:
        raise _failed(exc) from None
    try:
        report = import_opened(
            lambda: open_atomic(open_regular(part, CARDS_LIMIT)), given, folder, strict, building
        )
    finally:
        part.unlink(missing_ok=True)  # checked and read: the index holds it now
    return FetchReport(report, given, digest)


def _import_local(
    path: Path, folder: Path, strict: bool, building: Callable[[int, int], None] | None
) -> FetchReport:
    """A mirror on this machine: checked when a ``.sha256`` file is beside it."""
    beside = path.with_name(path.name + ".sha256")
    digest = ""
    if beside.is_file():
        try:
            with open_regular(beside, 4096) as handle:
                digest = parse_digest(handle.read(4096).decode("utf-8", "replace"), str(beside))
            with open_regular(path, CARDS_LIMIT):
                pass  # a regular file within the limit, before it is read whole
            found = file_digest(path)
        except DownloadError as exc:
            raise _failed(exc) from None
        except InputFileError as exc:
            raise CardImportError(f"{path}: {exc}", exc.key, str(path), **exc.facts) from None
        except OSError as exc:
            reason = str(exc.strerror or exc)
            raise CardImportError(
                f"{path}: cannot read the file: {reason}",
                "file_unreadable",
                str(path),
                reason=reason,
            ) from None
        if found != digest:
            raise FetchError(
                f"{path}: the file's SHA-256 is not the one in {beside.name}",
                "fetch_local_checksum",
                "",
                path=path,
                checksum=beside.name,
            )
    report = import_opened(
        lambda: open_atomic(open_regular(path, CARDS_LIMIT)), str(path), folder, strict, building
    )
    return FetchReport(report, str(path), digest)
