"""Caches bounded by bytes as well as by entries.

The parser keeps what it made of each sentence, name and timeline entry it
has read (many cards share them). What it is given comes from users (a
scenario file, a batch line, a ``parse`` call, a web request), so each cache
is bounded by an estimate of the memory its entries take, not only by their
number: :func:`byte_lru` evicts the least recently used entries until the
estimate is within its budget (``docs/limits.md`` lists the budgets). The
estimate (:func:`deep_size`) walks the key and the value: strings, tuples,
frozen dataclasses and compiled patterns, each object counted once.
"""

from __future__ import annotations

import re
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import fields, is_dataclass
from enum import Enum
from functools import update_wrapper
from typing import Generic, NamedTuple, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

_ATOMS = (str, bytes, int, float, complex, bool, type(None), re.Pattern)


class CacheInfo(NamedTuple):
    """A cache's state: entries held, their estimated bytes and the budget.

    >>> CacheInfo(2, 300, 1000, 8).currsize
    2
    """

    currsize: int
    bytes: int
    max_bytes: int
    maxsize: int


def deep_size(value: object, seen: set[int] | None = None) -> int:
    """An estimate of the bytes ``value`` holds: its own size and that of
    what it refers to (containers, dataclass fields, an object's
    ``__dict__`` or ``__slots__``), each object once; enum members, types
    and functions are shared, so count nothing.

    >>> deep_size("x" * 1000) >= 1000
    True
    >>> shared = "y" * 1000
    >>> deep_size((shared, shared)) < 2000
    True
    """
    seen = set() if seen is None else seen
    stack = [value]
    total = 0
    while stack:
        item = stack.pop()
        if id(item) in seen or isinstance(item, Enum | type) or callable(item):
            continue
        seen.add(id(item))
        total += sys.getsizeof(item, 64)
        if isinstance(item, _ATOMS):
            continue
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, tuple | list | set | frozenset):
            stack.extend(item)
        elif is_dataclass(item):
            stack.extend(getattr(item, f.name, None) for f in fields(item))
        else:
            stack.extend(getattr(item, "__dict__", {}).values())
            for name in getattr(type(item), "__slots__", ()):
                stack.append(getattr(item, name, None))
    return total


class _Cache(Generic[P, R]):
    """The wrapper :func:`byte_lru` makes (``cache_info``, ``cache_clear``
    as :func:`functools.lru_cache`'s)."""

    def __init__(self, function: Callable[P, R], max_bytes: int, maxsize: int) -> None:
        self._function = function
        self.max_bytes = max_bytes
        self.maxsize = maxsize
        self._entries: OrderedDict[Hashable, tuple[R, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        update_wrapper(self, function)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key: Hashable = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        with self._lock:
            found = self._entries.get(key)
            if found is not None:
                self._entries.move_to_end(key)
                return found[0]
        value = self._function(*args, **kwargs)
        size = deep_size((key, value)) + 100  # the entry's own bookkeeping
        if size > self.max_bytes:
            return value  # never kept: it alone is over the budget
        with self._lock:
            if key not in self._entries:
                self._entries[key] = (value, size)
                self._bytes += size
                while self._bytes > self.max_bytes or len(self._entries) > self.maxsize:
                    _, (_, dropped) = self._entries.popitem(last=False)
                    self._bytes -= dropped
        return value

    def cache_info(self) -> CacheInfo:
        """Entries held, their estimated bytes, the byte and entry budgets."""
        with self._lock:
            return CacheInfo(len(self._entries), self._bytes, self.max_bytes, self.maxsize)

    def cache_clear(self) -> None:
        """Drop every entry."""
        with self._lock:
            self._entries.clear()
            self._bytes = 0


def byte_lru(max_bytes: int, maxsize: int) -> Callable[[Callable[P, R]], _Cache[P, R]]:
    """A least-recently-used cache of a function's results (its arguments
    hashable), holding at most ``maxsize`` entries whose estimated size
    (:func:`deep_size` of arguments and result) is at most ``max_bytes`` in
    all; a result over the whole budget is returned, not kept.

    >>> @byte_lru(max_bytes=20_000, maxsize=100)
    ... def shout(text: str) -> str:
    ...     return text.upper()
    >>> for n in range(50):
    ...     _ = shout(str(n) * 1000)
    >>> info = shout.cache_info()
    >>> info.bytes <= 20_000 < 50 * 2000, 0 < info.currsize < 50
    (True, True)
    """

    def wrap(function: Callable[P, R]) -> _Cache[P, R]:
        return _Cache(function, max_bytes, maxsize)

    return wrap
