"""The local card index's file names, format versions and stamp: what a
command needs to know whether there is an index at all, without loading the
index's reader (:mod:`mtgcombat.cards.index_store`, which loads SQLite).
A scenario that names cards when no index was imported reads the built-in
cards only, so ``check`` on such a file never loads ``sqlite3``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

INDEX_NAME = "cards.sqlite"
"""The index's file in the data folder."""

LEGACY_NAME = "cards.json"
"""The file an older mtgcombat (before the SQLite index) wrote."""

INDEX_VERSION = 4
"""The index's format: 4, an SQLite file; the cards' records are those of
format 3 (sentences may be "recorded"; instants and sorceries are read) with
``text_ja``, the Japanese printed text."""

LEGACY_VERSION = 3
"""The last ``cards.json`` format, still read."""


def index_stamp(directory: Path) -> tuple[int, int, int] | None:
    """What changes when the index in ``directory`` is written again (its
    inode, time and size; the older file's when only it is there), or
    ``None`` when there is no index.

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     index_stamp(Path(tmp)) is None
    True
    """
    for name in (INDEX_NAME, LEGACY_NAME):
        try:
            stat = (directory / name).stat()
        except OSError:
            continue
        return (stat.st_ino, stat.st_mtime_ns, stat.st_size)
    return None
