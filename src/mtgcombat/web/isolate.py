"""Engine work for one request, run where it can be stopped.

A request of a few kilobytes can ask the engine for minutes of work or
gigabytes of memory, and no loop of the engine can be trusted to notice in
time. So on a system that can fork (Linux and the other POSIX systems), the
server runs each request's engine work in a child process forked for it:

- the child may take :data:`REQUEST_SECONDS` of wall-clock time, fork
  included (for the solver's endpoints: their time limit x 1.1 + 0.2 s, the
  solver's documented bound); past it the child is killed and the answer is
  HTTP 503 with one line (``request_over_deadline``);
- the child's address space may grow by :data:`REQUEST_MEMORY` bytes over
  what it inherited; past it its allocation fails and the answer is the
  ``request_over_memory`` line (400), as for ``assignments``' own budget;
- whatever the work leaves in memory (parse caches, tables) goes with the
  child, so the server's own memory does not grow with what users send.

Where there is no fork (Windows), the work runs in a worker thread as
before, under the cooperative budgets only (:mod:`mtgcombat.core.budget`).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from starlette.concurrency import run_in_threadpool

from mtgcombat.web.request import BadRequest, _engine_call, _one_line, _said

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

REQUEST_SECONDS = 11.2
"""The most wall-clock time one request's engine work may take: the
server's 10 s cap with the solver's documented slack (10 x 1.1 + 0.2 s)."""

REQUEST_MEMORY = 512 * 2**20
"""The most address space one request's engine work may add to what the
server process held when it was forked."""

CAN_FORK = sys.platform != "win32" and "fork" in multiprocessing.get_all_start_methods()
"""Whether engine work runs in a child process (else in a worker thread)."""


def deadline_for(seconds: float | None) -> float:
    """The wall-clock cap of a request whose solver has ``seconds`` (the
    solver's documented bound, limit x 1.1 + 0.2 s), or :data:`REQUEST_SECONDS`.

    >>> deadline_for(None), round(deadline_for(2.0), 6)
    (11.2, 2.4)
    """
    if seconds is None:
        return REQUEST_SECONDS
    return min(REQUEST_SECONDS, seconds * 1.1 + 0.2)


async def run_engine(work: Callable[[], Any], lang: str, seconds: float | None = None) -> Any:
    """``work()``'s value, run in a child process stopped after ``seconds``
    (default :data:`REQUEST_SECONDS`; 503) or past :data:`REQUEST_MEMORY`
    bytes (400); the engine's bad input is the command's one line (400), as
    :func:`mtgcombat.web.request._engine_call` says it."""
    if not CAN_FORK:  # pragma: no cover - Windows
        return await run_in_threadpool(_engine_call, work, lang)
    limit = REQUEST_SECONDS if seconds is None else seconds
    return await run_in_threadpool(_forked, work, lang, limit, REQUEST_MEMORY)


def _forked(work: Callable[[], Any], lang: str, seconds: float, memory: int) -> Any:
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(send, work, lang, memory), daemon=True)
    child.start()
    send.close()
    outcome: tuple[Any, ...] | None = None
    try:
        if receive.poll(seconds):
            try:
                outcome = receive.recv()
            except (EOFError, OSError):  # it died without answering
                outcome = None
        else:
            outcome = ("late",)
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        receive.close()
    if outcome is None:
        # killed from outside (the system's out-of-memory killer) or crashed
        outcome = ("memory",) if child.exitcode in (-9, _OUT_OF_MEMORY) else ("died",)
    return _answer(outcome, lang, seconds, memory, child.exitcode)


_OUT_OF_MEMORY = 75
"""The child's exit status when it could not even say that it ran out of memory."""


def _answer(
    outcome: tuple[Any, ...], lang: str, seconds: float, memory: int, code: int | None
) -> Any:
    kind = outcome[0]
    if kind == "ok":
        return outcome[1]
    if kind == "bad":
        raise BadRequest(outcome[1], outcome[2])
    if kind == "late":
        raise BadRequest(_said("request_over_deadline", lang, seconds=f"{seconds:g}"), 503)
    if kind == "memory":
        raise BadRequest(_said("request_over_memory", lang, megabytes=f"{memory / 2**20:.0f}"))
    error = outcome[1] if kind == "error" else f"the worker process ended with status {code}"
    raise BadRequest(_said("internal_error", lang, error=error), 500)


def _child(send: Connection, work: Callable[[], Any], lang: str, memory: int) -> None:
    """The forked child: cap its address space, do the work, send what
    came of it, and end without running the parent's exit handlers."""
    import gc

    gc.disable()  # short-lived: a collection would touch (and copy) every object it inherited
    _limit_memory(memory)
    outcome: tuple[Any, ...]
    try:
        outcome = ("ok", _engine_call(work, lang))
    except BadRequest as exc:
        outcome = ("bad", exc.message, exc.status)
    except MemoryError:
        outcome = ("memory",)
    except BaseException as exc:  # a bug: one line, as the route says it
        outcome = ("error", _one_line(f"{type(exc).__name__}: {exc}"))
    try:
        send.send(outcome)
    except MemoryError:
        os._exit(_OUT_OF_MEMORY)
    except BaseException:
        os._exit(1)
    os._exit(0)


def _limit_memory(memory: int) -> None:
    """Let the address space grow by ``memory`` bytes from now (Linux)."""
    try:
        import resource

        with open("/proc/self/statm", encoding="ascii") as statm:
            size = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        wanted = size + memory
        if hard != resource.RLIM_INFINITY:
            wanted = min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
    except (ImportError, OSError, ValueError):  # pragma: no cover - not Linux
        return


MAX_BUSY_SEARCHES = max(2, os.cpu_count() or 1)
"""The most requests of the searching endpoints (``solve``, ``blocks``,
``attacks``, ``assignments``) worked on at once by one server process."""

MAX_BUSY = 4 * MAX_BUSY_SEARCHES
"""The most requests of any engine endpoint worked on at once by one server
process."""

MAX_WAITING = 4
"""How many requests may wait for a free place, for each place: one more
is answered 429 at once."""

WAIT_SECONDS = 10.0
"""The most time a request waits for a free place before it is answered 429."""

SEARCHES = frozenset({"solve", "blocks", "attacks", "assignments"})
"""The endpoints whose work grows fastest with the board."""

_POLL = 0.01
"""Seconds between two looks for a free place."""


class Busy:
    """How many requests the server is working on, in all and searching.
    A request over a limit waits its turn (first come, first served) while
    at most :data:`MAX_WAITING` per place wait, and for at most
    :data:`WAIT_SECONDS`; past either it is answered 429 with one line.
    Requests enter and leave from the event loop's thread, so plain counts
    are enough.

    >>> import asyncio
    >>> busy = Busy(searches=1, everything=2, waiting=0)
    >>> async def two_solves():
    ...     async with busy.entered("solve", "en"):
    ...         try:
    ...             async with busy.entered("solve", "en"):
    ...                 pass
    ...         except BadRequest as exc:
    ...             return exc.status, exc.message
    >>> asyncio.run(two_solves())
    (429, 'the server is working on 1 such requests already, its limit; try again shortly')
    >>> busy.running
    {'search': 0, 'all': 0}
    """

    def __init__(
        self, searches: int | None = None, everything: int | None = None, waiting: int | None = None
    ) -> None:
        self.limits = {
            "search": MAX_BUSY_SEARCHES if searches is None else searches,
            "all": MAX_BUSY if everything is None else everything,
        }
        self.per_place = MAX_WAITING if waiting is None else waiting
        self.running = {"search": 0, "all": 0}
        self.waiting = {"search": 0, "all": 0}
        # first come, first served among searches, and among the others
        self.queues: dict[str, list[object]] = {"search": [], "all": []}

    def entered(self, name: str, lang: str) -> _Entered:
        """A context in which the request ``name`` counts as being worked
        on; entering it waits for a place, or is :class:`BadRequest` 429."""
        kinds = ("all", "search") if name in SEARCHES else ("all",)
        return _Entered(self, kinds, lang)

    def _free(self, kinds: tuple[str, ...]) -> bool:
        return all(self.running[k] < self.limits[k] for k in kinds)


class _Entered:
    def __init__(self, busy: Busy, kinds: tuple[str, ...], lang: str) -> None:
        self.busy, self.kinds, self.lang = busy, kinds, lang

    def _refuse(self) -> BadRequest:
        kind = next(k for k in reversed(self.kinds) if not self.busy._free((k,)))
        limit = self.busy.limits[kind]
        return BadRequest(_said("request_busy", self.lang, limit=limit), 429)

    async def __aenter__(self) -> None:
        busy, kinds = self.busy, self.kinds
        queue = busy.queues[kinds[-1]]
        if not busy._free(kinds) or queue:
            if any(busy.waiting[k] >= busy.per_place * busy.limits[k] for k in kinds):
                raise self._refuse()
            ticket = object()
            queue.append(ticket)
            for kind in kinds:
                busy.waiting[kind] += 1
            try:
                waited = 0.0
                while queue[0] is not ticket or not busy._free(kinds):
                    if waited >= WAIT_SECONDS:
                        raise self._refuse()
                    await asyncio.sleep(_POLL)
                    waited += _POLL
            finally:
                queue.remove(ticket)
                for kind in kinds:
                    busy.waiting[kind] -= 1
        for kind in kinds:
            busy.running[kind] += 1

    async def __aexit__(self, *exc: object) -> None:
        for kind in self.kinds:
            self.busy.running[kind] -= 1
