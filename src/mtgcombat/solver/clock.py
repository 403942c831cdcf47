"""The anytime search's clock: its time limit and its memory budget
(:data:`MEMORY_BUDGET`); a search stops at either and keeps the best found.
"""

from __future__ import annotations

import os
import time

MEMORY_BUDGET = 768 * 2**20
"""Bytes of resident memory a search may add to what the process held when
the call began; past that it stops as it would at its time limit (the answer
is then the best found, marked not proven): what the solver's caches and
candidate lists may grow to, so that a board that would need more narrows the
search instead of the machine's memory. Counted from the call's start, so an
engine that already holds much memory still gets a search."""

_MEMORY_EVERY = 0.02
"""Seconds between two readings of the process's resident memory."""


class _OutOfTime(Exception):
    """Raised inside a search when its clock has run out (or its memory
    budget is spent); each phase catches it and keeps the best found."""


def _resident_bytes() -> int:
    """The process's resident memory now (Linux ``/proc``; 0 elsewhere, so
    that only the time limit applies there)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return 0


try:
    _PAGE = os.sysconf("SC_PAGE_SIZE")
except (AttributeError, ValueError, OSError):  # pragma: no cover - not POSIX
    _PAGE = 4096


class _Clock:
    """The search's deadline and memory budget. ``deadline`` is when the
    search must stop; ``final`` is when the answer must be out: the gap
    between them is kept for the phases after the search (replaying the
    answer on the whole board), see :meth:`reserve`."""

    def __init__(
        self, limit: float | None, memory: int | None = None, *, within: _Clock | None = None
    ) -> None:
        now = time.monotonic()
        self.final = None if limit is None else now + max(0.0, limit)
        self.deadline = self.final
        self.expired = False
        self.memory_spent = False
        # The resident memory at which to stop: the budget on top of what the
        # process held as the call began (a clock made inside a search keeps
        # its caller's ceiling, else it would grant the budget again).
        self.memory: int
        if within is not None:
            self.memory = within.memory
        else:
            budget = MEMORY_BUDGET if memory is None else memory
            self.memory = _resident_bytes() + budget
        self._next_memory = now

    def check(self) -> bool:
        """Whether the time is up or the memory budget spent (remembered once
        it is). Cheap enough for every step of every loop."""
        if self.expired:
            return True
        now = time.monotonic()
        if self.deadline is not None and now > self.deadline:
            self.expired = True
        elif now >= self._next_memory:
            self._next_memory = now + _MEMORY_EVERY
            if _resident_bytes() > self.memory:
                self.expired = self.memory_spent = True
        return self.expired

    def tick(self) -> None:
        """Raise :class:`_OutOfTime` once :meth:`check` says so."""
        if self.check():
            raise _OutOfTime

    def reserve(self, seconds: float) -> None:
        """Stop the search ``seconds`` before the final deadline, to leave
        time for what must follow it."""
        if self.final is not None:
            self.deadline = min(self.final, max(time.monotonic(), self.final - seconds))

    def remaining(self) -> float | None:
        """Seconds left until the final deadline (None: no limit)."""
        return None if self.final is None else max(0.0, self.final - time.monotonic())
