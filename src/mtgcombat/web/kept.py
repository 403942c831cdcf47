"""What the web playground keeps in memory: the answers of the endpoints
that need no solver, by request (so the page's same board asked again is
answered from memory), and the shipped examples, read once.
"""

from __future__ import annotations

import json
import threading
import tomllib
from collections import OrderedDict
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from functools import cache

# ---------------------------------------------------------------------------
# kept answers
# ---------------------------------------------------------------------------


REMEMBERED = frozenset({"check", "assignments", "orders", "resolve"})
"""The commands whose answer depends on the request alone (no time limit):
the page sends the same board again and again (each edit asks ``check``,
``assignments`` and ``orders``), so their last answers are kept."""

REMEMBER_ANSWERS = 256
"""How many answers are kept (the oldest used goes first)."""

REMEMBER_BODY = 64_000
"""Answers to bodies larger than this many characters are not kept."""

REMEMBER_ANSWER = 256_000
"""Answers larger than this many characters are not kept."""

REMEMBER_TOTAL = 16_000_000
"""The most characters of bodies and answers kept in all (the oldest used
goes first), so the store stays under about twice this in bytes."""


class _Answers:
    """The last answers of :data:`REMEMBERED` commands, by command, query
    string and body; shared by the worker threads. Bounded by how many
    (``size``) and by their characters (``total``), each at most ``largest``."""

    def __init__(
        self,
        size: int = REMEMBER_ANSWERS,
        total: int = REMEMBER_TOTAL,
        largest: int = REMEMBER_ANSWER,
    ) -> None:
        self._size = size
        self._total = total
        self._largest = largest
        self._items: OrderedDict[Hashable, tuple[str, int]] = OrderedDict()
        self._held = 0
        self._lock = threading.Lock()

    @property
    def held(self) -> int:
        """The characters kept now (bodies and answers)."""
        return self._held

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable) -> str | None:
        with self._lock:
            found = self._items.get(key)
            if found is None:
                return None
            self._items.move_to_end(key)
            return found[0]

    def put(self, key: Hashable, answer: str, weight: int = 0) -> None:
        """Keep ``answer`` under ``key``; ``weight`` is the characters the
        key holds (its body), counted with the answer's."""
        if len(answer) > self._largest:
            return
        cost = len(answer) + weight
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._held -= old[1]
            self._items[key] = (answer, cost)
            self._held += cost
            while self._items and (len(self._items) > self._size or self._held > self._total):
                _, (_, freed) = self._items.popitem(last=False)
                self._held -= freed


# ---------------------------------------------------------------------------
# the shipped examples, read once
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Example:
    """A shipped example or puzzle: its name (its path under the examples
    folder, without ``.toml``), its scenario document as JSON text, its
    description in each language (as ``mtgcombat examples`` lists it) and
    its title in each language (:data:`TITLES`; its name where none is
    given)."""

    name: str
    document: str
    description: Mapping[str, str]
    title: Mapping[str, str] = field(default_factory=dict)


TITLES = "titles.json"
"""The file beside the examples that gives each one a short title in English
and Japanese (the page's example picker shows them): ``{name: {"en", "ja"}}``."""


@cache
def shipped_examples() -> Mapping[str, Example]:
    """Every shipped example, read from the package once (the app reads
    them when it is made; the endpoints serve them from memory)."""
    from mtgcombat.app.examples import examples_dir

    folder = examples_dir()
    titled = folder / TITLES
    titles = json.loads(titled.read_text("utf-8")) if titled.is_file() else {}
    found: dict[str, Example] = {}
    for path in sorted(folder.rglob("*.toml")):
        doc = tomllib.loads(path.read_text("utf-8"))
        english = str(doc.get("description", ""))
        japanese = str(doc.get("description_ja", "")) or english
        name = path.relative_to(folder).with_suffix("").as_posix()
        text = json.dumps(doc, ensure_ascii=False)
        given = titles.get(name, {})
        title = {"en": given.get("en") or name, "ja": given.get("ja") or given.get("en") or name}
        found[name] = Example(name, text, {"en": english, "ja": japanese}, title)
    return found
