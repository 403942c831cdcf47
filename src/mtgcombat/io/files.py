"""Reading the files a user hands us, without hanging or running out of memory.

Every input file (a scenario, an MTGJSON AtomicCards file, the local card
index) is read through :func:`read_input`. It takes only a *regular* file: a
named pipe, ``/dev/zero``, a terminal, a socket or a directory is refused at
once, before anything is read from it (reading a pipe can wait forever and a
device can be endless). A file larger than its cap is refused before reading,
and a file that grows past the cap while it is read is refused too. Files are
only ever opened for reading.

>>> import tempfile, os
>>> with tempfile.TemporaryDirectory() as d:
...     path = os.path.join(d, "board.toml")
...     _ = open(path, "w").write('rules = "current"')
...     read_input(path, limit=1024)
b'rules = "current"'
>>> read_input("/dev/zero", limit=1024)
Traceback (most recent call last):
...
mtgcombat.io.files.InputFileError: a character device, not a regular file
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

SCENARIO_LIMIT = 64 * 1024 * 1024
"""The largest scenario file read: 64 MiB (a board of thousands of creatures
takes well under 1 MiB)."""

CARDS_LIMIT = 1024 * 1024 * 1024
"""The largest MTGJSON file imported, and the largest card index read: 1 GiB
(the whole of AtomicCards.json is a few hundred MB at most)."""

_KINDS = (
    (stat.S_ISREG, "a file"),
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


class InputFileError(ValueError):
    """A file that is not read: one line saying why (the caller names the file).
    ``key`` names its template in the message catalog's ``input_errors``
    section and ``facts`` fill it in (for a Japanese message).

    >>> read_input("/dev/null", limit=10)
    Traceback (most recent call last):
    ...
    mtgcombat.io.files.InputFileError: a character device, not a regular file
    """

    def __init__(self, message: str, key: str = "", **facts: object) -> None:
        super().__init__(message)
        self.key = key
        self.facts = facts


def _kind(mode: int) -> str:
    for test, name in _KINDS:
        if test(mode):
            return name
    return "a special file"


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):.0f} MiB"


def _unreadable(exc: OSError) -> InputFileError:
    reason = str(exc.strerror or exc)
    return InputFileError(f"cannot read the file: {reason}", "file_unreadable", reason=reason)


def _check(mode: int, size: int, limit: int) -> None:
    if not stat.S_ISREG(mode):
        raise InputFileError(
            f"{_kind(mode)}, not a regular file", "file_not_regular", kind=_kind(mode)
        )
    if size > limit:
        raise InputFileError(
            f"the file is {size} bytes, more than the limit of {limit} bytes ({_mib(limit)})",
            "file_too_large",
            size=size,
            limit=limit,
            mib=_mib(limit),
        )


def open_regular(path: str | os.PathLike[str], limit: int | None = None) -> BinaryIO:
    """The regular file at ``path``, opened for reading in binary, to be
    read a piece at a time (a file of any size, or of at most ``limit``
    bytes when given: the reader must stop at ``limit`` too, should the file
    grow); :class:`InputFileError` for anything else (a missing file, a
    special file: a named pipe or a device can block or never end).

    >>> open_regular("/dev/zero")
    Traceback (most recent call last):
    ...
    mtgcombat.io.files.InputFileError: a character device, not a regular file
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        raise _unreadable(exc) from None
    _check(info.st_mode, 0 if limit is None else info.st_size, 1 if limit is None else limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _unreadable(exc) from None
    try:
        info = os.fstat(fd)
        _check(info.st_mode, 0 if limit is None else info.st_size, 1 if limit is None else limit)
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


def read_input(path: str | os.PathLike[str], *, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them;
    :class:`InputFileError` for anything else (a missing file, a special file,
    a file over the limit).

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     _ = (Path(tmp) / "s.toml").write_text("rules = 'current'")
    ...     read_input(Path(tmp) / "s.toml", limit=100)
    b"rules = 'current'"
    >>> read_input("/dev/zero", limit=100)
    Traceback (most recent call last):
    ...
    mtgcombat.io.files.InputFileError: a character device, not a regular file
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        raise _unreadable(exc) from None
    _check(info.st_mode, info.st_size, limit)
    # Opened without blocking: should the path have become a pipe since the
    # check above, opening it returns at once and the second check refuses it.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _unreadable(exc) from None
    try:
        info = os.fstat(fd)
        _check(info.st_mode, info.st_size, limit)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise InputFileError(
                    f"the file grew past the limit of {limit} bytes while read",
                    "file_grew",
                    limit=limit,
                )
    except OSError as exc:
        raise _unreadable(exc) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def check_directory(path: Path, what: str) -> Path:
    """``path`` unless it exists and is not a directory (a data folder named by
    the user that is a file): :class:`InputFileError` naming ``what``.

    >>> import tempfile
    >>> from pathlib import Path
    >>> str(check_directory(Path("/no/such/folder"), "MTGCOMBAT_DATA_DIR"))
    '/no/such/folder'
    >>> with tempfile.NamedTemporaryFile() as f:
    ...     check_directory(Path(f.name), "MTGCOMBAT_DATA_DIR")
    Traceback (most recent call last):
    ...
    mtgcombat.io.files.InputFileError: MTGCOMBAT_DATA_DIR: ... is a file, not a directory
    """
    try:
        info = path.stat()
    except OSError:
        return path  # not there yet: created when written
    if not stat.S_ISDIR(info.st_mode):
        kind = _kind(info.st_mode)
        raise InputFileError(
            f"{what}: {path} is {kind}, not a directory",
            "not_a_directory",
            what=what,
            path=str(path),
            kind=kind,
        )
    return path
