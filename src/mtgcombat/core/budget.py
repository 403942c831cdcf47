"""A time and memory budget for engine work done on someone else's behalf.

The web server counts and lists damage assignments (510.1) for whoever
sends a board; a board of a few hundred bytes can ask for tables of
gigabytes (a 100000-power attacker blocked by a hundred creatures). So the
server runs that work inside :func:`spending`, and the engine's long loops
(the rows of the assignment counting table) call :func:`tick`, which raises
:class:`OverBudget` once the time is up or the process has grown by more
than the memory allowed. Outside :func:`spending` (the command line, the
Python API) :func:`tick` does nothing, so callers that trust their input
pay one context lookup per row.

The budget lives in a context variable: each worker thread of the server
has its own, and nested work sees the innermost one.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache

_MEMORY_EVERY = 0.02
"""Seconds between two readings of the process's resident memory."""

_GIVE_BACK_OVER = 32 * 2**20
"""Bytes by which work under a memory budget may leave the process grown
before the freed memory is handed back to the system."""

try:
    _PAGE = os.sysconf("SC_PAGE_SIZE")
except (AttributeError, ValueError, OSError):  # pragma: no cover - not POSIX
    _PAGE = 4096


def resident_bytes() -> int:
    """The process's resident memory now (Linux ``/proc``; 0 elsewhere, so
    that only the time counts there).

    >>> resident_bytes() >= 0
    True
    """
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return 0


class OverBudget(Exception):
    """The work was stopped: ``what`` is ``"time"`` (it took more than
    ``limit`` seconds) or ``"memory"`` (the process grew by more than
    ``limit`` bytes).

    >>> str(OverBudget("time", 10.0)), str(OverBudget("memory", 2**20))
    ('the work took more than 10 s', 'the work took more than 1048576 bytes of memory')
    """

    def __init__(self, what: str, limit: float) -> None:
        self.what = what
        self.limit = limit
        said = f"{limit:g} s" if what == "time" else f"{limit:.0f} bytes of memory"
        super().__init__(f"the work took more than {said}")


class Budget:
    """One piece of work's deadline and, when ``memory`` is given, the
    resident memory it may add to what the process holds as it starts.

    >>> budget = Budget(60.0, memory=2**30)
    >>> budget.check()  # just begun: well within both
    >>> Budget(0.0).check()
    Traceback (most recent call last):
    ...
    mtgcombat.core.budget.OverBudget: the work took more than 0 s
    """

    def __init__(self, seconds: float, memory: int | None = None) -> None:
        now = time.monotonic()
        self.seconds = seconds
        self.deadline = now + max(0.0, seconds)
        self.memory = memory
        self.started_with = 0 if memory is None else resident_bytes()
        self._ceiling = None if memory is None else self.started_with + memory
        self._next_memory = now

    def check(self) -> None:
        """Raise :class:`OverBudget` if the time is up or the memory spent
        (the memory read at most every few hundredths of a second).

        >>> Budget(60.0, memory=-(2**40)).check()  # already past a ceiling below zero
        Traceback (most recent call last):
        ...
        mtgcombat.core.budget.OverBudget: the work took more than -1099511627776 bytes of memory
        """
        now = time.monotonic()
        if now >= self.deadline:
            raise OverBudget("time", self.seconds)
        if self._ceiling is not None and self.memory is not None and now >= self._next_memory:
            self._next_memory = now + _MEMORY_EVERY
            if resident_bytes() > self._ceiling:
                raise OverBudget("memory", self.memory)


_CURRENT: ContextVar[Budget | None] = ContextVar("mtgcombat_budget", default=None)


@contextmanager
def spending(seconds: float, memory: int | None = None) -> Iterator[Budget]:
    """Run the block within ``seconds`` and, when given, ``memory`` bytes of
    resident memory on top of what the process holds now.

    >>> with spending(seconds=60.0) as budget:
    ...     tick()  # well within the budget
    >>> budget.seconds
    60.0
    >>> with spending(seconds=0.0):
    ...     tick()
    Traceback (most recent call last):
    ...
    mtgcombat.core.budget.OverBudget: the work took more than 0 s
    """
    budget = Budget(seconds, memory)
    token = _CURRENT.set(budget)
    try:
        yield budget
    finally:
        _CURRENT.reset(token)
        if memory is not None and resident_bytes() > budget.started_with + _GIVE_BACK_OVER:
            give_back_memory()


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    import ctypes  # noqa: PLC0415 - only when memory is handed back (start-up)

    try:
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):  # not glibc
        return None
    return trim


def give_back_memory() -> None:
    """Hand the memory the process has freed back to the system, where the C
    library allows it (glibc's ``malloc_trim``; nothing elsewhere). A worker
    thread's memory arena keeps what its work freed otherwise, so that each
    large piece of work run in another thread would leave the process larger.

    >>> give_back_memory()
    """
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


_WATCH: ContextVar[Callable[[], None] | None] = ContextVar("mtgcombat_watch", default=None)


@contextmanager
def watching(check: Callable[[], None]) -> Iterator[None]:
    """Call ``check`` at every :func:`tick` of the block too: a caller's own
    deadline (the solver's clock, whose ``tick`` raises to stop its search)
    reaches the engine's long loops that know nothing of it. A check made
    outside the block is still called, after it.

    >>> seen = []
    >>> with watching(lambda: seen.append("outer")):
    ...     with watching(lambda: seen.append("inner")):
    ...         tick()
    >>> tick()  # outside the blocks: not called
    >>> seen
    ['inner', 'outer']
    """
    outer = _WATCH.get()
    if outer is not None:
        inner = check

        def check() -> None:
            inner()
            outer()

    token = _WATCH.set(check)
    try:
        yield
    finally:
        _WATCH.reset(token)


def tick() -> None:
    """Raise :class:`OverBudget` when the current budget is spent, and call
    the check of :func:`watching`; nothing without either.

    >>> tick()  # no budget: nothing to check
    """
    found = _CURRENT.get()
    if found is not None:
        found.check()
    check = _WATCH.get()
    if check is not None:
        check()
