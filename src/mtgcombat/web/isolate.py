"""Engine work for one request, run where it can be stopped, and how many
requests are worked on at once.

A request of a few kilobytes can ask the engine for minutes of work or
gigabytes of memory, and no loop of the engine can be trusted to notice in
time. So on a system that can fork (Linux and the other POSIX systems), the
server sends each request's engine work to one of its engine worker
processes (:mod:`mtgcombat.web.pool`, forked once, each used for many
requests):

- the work may take :data:`REQUEST_SECONDS` of wall-clock time (for the
  solver's endpoints: their time limit x 1.1 + 0.2 s, the solver's
  documented bound); past it the worker is killed and replaced and the
  answer is HTTP 503 with one line (``request_over_deadline``);
- the work may grow the worker's address space by :data:`REQUEST_MEMORY`
  bytes; past it its allocation fails, the worker is replaced, and the
  answer is the ``request_over_memory`` line (400), as for ``assignments``'
  own budget;
- what the work leaves in memory (parse caches, tables) stays in the
  worker, which is replaced after a number of requests or once it has grown
  past a bound, so the server's own memory does not grow with what users send.

Where there is no fork (Windows), the work runs in a worker thread as
before, under the cooperative budgets only (:mod:`mtgcombat.core.budget`).

:class:`Busy` counts the requests being worked on and makes the others wait
their turn, in a line of bounded length (429 past it).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import sys
from functools import partial
from typing import TYPE_CHECKING, Any

from starlette.concurrency import run_in_threadpool

from mtgcombat.web.request import BadRequest, _engine_call, _said

if TYPE_CHECKING:
    from mtgcombat.web.pool import Job, Outcome, Pool

REQUEST_SECONDS = 11.2
"""The most wall-clock time one request's engine work may take: the
server's 10 s cap with the solver's documented slack (10 x 1.1 + 0.2 s)."""

REQUEST_MEMORY = 512 * 2**20
"""The most address space one request's engine work may add to what its
worker process held when the work began."""

CAN_FORK = sys.platform != "win32" and "fork" in multiprocessing.get_all_start_methods()
"""Whether engine work runs in worker processes (else in a worker thread)."""


def deadline_for(seconds: float | None) -> float:
    """The wall-clock cap of a request whose solver has ``seconds`` (the
    solver's documented bound, limit x 1.1 + 0.2 s), or :data:`REQUEST_SECONDS`.

    >>> deadline_for(None), round(deadline_for(2.0), 6)
    (11.2, 2.4)
    """
    if seconds is None:
        return REQUEST_SECONDS
    return min(REQUEST_SECONDS, seconds * 1.1 + 0.2)


async def run_engine(pool: Pool, job: Job, lang: str, seconds: float | None = None) -> Any:
    """``job``'s value, worked out by one of ``pool``'s workers, stopped
    after ``seconds`` (default :data:`REQUEST_SECONDS`; 503) or past
    :data:`REQUEST_MEMORY` bytes (400); the engine's bad input is the
    command's one line (400), as :func:`mtgcombat.web.request._engine_call`
    says it."""
    function, args = job
    if not CAN_FORK:  # pragma: no cover - Windows
        return await run_in_threadpool(_engine_call, partial(function, pool.state, *args), lang)
    limit = REQUEST_SECONDS if seconds is None else seconds
    memory = REQUEST_MEMORY
    return _answer(await pool.run(job, lang, limit, memory), lang, limit, memory)


def _answer(outcome: Outcome, lang: str, seconds: float, memory: int) -> Any:
    kind = outcome[0]
    if kind == "ok":
        return outcome[1]
    if kind == "bad":
        raise BadRequest(outcome[1], outcome[2])
    if kind == "late":
        raise BadRequest(_said("request_over_deadline", lang, seconds=f"{seconds:g}"), 503)
    if kind == "memory" or (kind == "died" and outcome[1] in (-9, _OUT_OF_MEMORY)):
        # killed from outside (the system's out-of-memory killer), or past its budget
        raise BadRequest(_said("request_over_memory", lang, megabytes=f"{memory / 2**20:.0f}"))
    error = outcome[1] if kind == "error" else f"the worker process ended with status {outcome[1]}"
    raise BadRequest(_said("internal_error", lang, error=error), 500)


_OUT_OF_MEMORY = 75
"""A worker's exit status when it could not even say that it ran out of
memory (:data:`mtgcombat.web.pool.OUT_OF_MEMORY`)."""


MAX_BUSY_SEARCHES: int | None = None
"""The most requests of the searching endpoints (``solve``, ``blocks``,
``attacks``, ``assignments``) worked on at once by one server process; None:
one fewer than its engine workers, at least one (so that a worker is left
for the other endpoints while searches run)."""

MAX_BUSY: int | None = None
"""The most requests of any engine endpoint worked on at once by one server
process; None: twice its engine workers (one at work in each worker, and one
next in line for it, sent to it as soon as its answer is read)."""

MAX_WAITING = 16
"""How many requests may wait for a free place, for each place: one more
is answered 429 at once."""

WAIT_SECONDS = 10.0
"""The most time a request waits for a free place before it is answered 429."""

SEARCHES = frozenset({"solve", "blocks", "attacks", "assignments"})
"""The endpoints whose work grows fastest with the board."""


class Busy:
    """How many requests the server is working on, in all and searching,
    for ``workers`` engine workers. A request over a limit waits its turn
    (first come, first served: a place that comes free goes to the first
    waiting request it fits) while at most :data:`MAX_WAITING` per place
    wait, and for at most :data:`WAIT_SECONDS`; past either it is answered
    429 with one line. Requests enter and leave from the event loop's
    thread, so plain counts are enough.

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
    >>> Busy(workers=4).limits
    {'search': 3, 'all': 8}
    """

    def __init__(
        self,
        searches: int | None = None,
        everything: int | None = None,
        waiting: int | None = None,
        workers: int = 2,
    ) -> None:
        searches = MAX_BUSY_SEARCHES if searches is None else searches
        everything = MAX_BUSY if everything is None else everything
        self.limits = {
            "search": max(1, workers - 1) if searches is None else searches,
            "all": 2 * workers if everything is None else everything,
        }
        self.per_place = MAX_WAITING if waiting is None else waiting
        self.running = {"search": 0, "all": 0}
        self.waiting = {"search": 0, "all": 0}
        # the waiting requests in the order they came: their kinds, and
        # the future that their place is set into
        self.line: list[tuple[tuple[str, ...], asyncio.Future[None]]] = []

    def entered(self, name: str, lang: str) -> _Entered:
        """A context in which the request ``name`` counts as being worked
        on; entering it waits for a place, or is :class:`BadRequest` 429."""
        kinds = ("all", "search") if name in SEARCHES else ("all",)
        return _Entered(self, kinds, lang)

    def _free(self, kinds: tuple[str, ...]) -> bool:
        return all(self.running[k] < self.limits[k] for k in kinds)

    def _count(self, kinds: tuple[str, ...], running: int, waiting: int) -> None:
        for kind in kinds:
            self.running[kind] += running
            self.waiting[kind] += waiting

    def _leave(self, kinds: tuple[str, ...]) -> None:
        """A request of ``kinds`` is done: its place goes to the waiting
        requests that now fit, first come first."""
        self._count(kinds, -1, 0)
        for waiter in list(self.line):
            if self._free(waiter[0]) and not waiter[1].done():
                self.line.remove(waiter)
                self._count(waiter[0], 1, -1)
                waiter[1].set_result(None)


class _Entered:
    def __init__(self, busy: Busy, kinds: tuple[str, ...], lang: str) -> None:
        self.busy, self.kinds, self.lang = busy, kinds, lang

    def _refuse(self) -> BadRequest:
        full = [k for k in reversed(self.kinds) if not self.busy._free((k,))]
        limit = self.busy.limits[full[0] if full else self.kinds[-1]]
        return BadRequest(_said("request_busy", self.lang, limit=limit), 429)

    async def __aenter__(self) -> None:
        busy, kinds = self.busy, self.kinds
        ahead = any(k[-1] == kinds[-1] for k, _ in busy.line)
        if busy._free(kinds) and not ahead:
            busy._count(kinds, 1, 0)
            return
        if any(busy.waiting[k] >= busy.per_place * busy.limits[k] for k in kinds):
            raise self._refuse()
        waiter = (kinds, asyncio.get_running_loop().create_future())
        busy.line.append(waiter)
        busy._count(kinds, 0, 1)
        try:
            await asyncio.wait_for(asyncio.shield(waiter[1]), WAIT_SECONDS)
        except TimeoutError:
            if not waiter[1].done():
                raise self._refuse() from None
        except asyncio.CancelledError:
            if waiter[1].done():  # given its place as it was given up
                busy._leave(kinds)
            raise
        finally:
            if waiter in busy.line:  # not given a place: out of the line
                busy.line.remove(waiter)
                busy._count(kinds, 0, -1)
                waiter[1].cancel()

    async def __aexit__(self, *exc: object) -> None:
        self.busy._leave(self.kinds)
