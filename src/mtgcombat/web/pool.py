"""The server's engine workers: long-lived processes that do each request's
engine work where it can be stopped (issue 35, finding 3).

A :class:`Pool` forks its worker processes from the server process when it
is started (the server's engine warm by then: the grammar, the parsed
sentences, the message catalog), and each request's engine work is sent to
an idle worker with its memory budget and its deadline:

- a worker past the deadline is killed (SIGKILL) and replaced by a new one
  forked at once, and the request's answer is ``("late",)``;
- each job may grow the worker's address space by the budget it came with
  (``RLIMIT_AS``, set again before each job): past it the job's allocation
  fails, the answer is ``("memory",)``, and the worker is replaced;
- a worker that ends on its own (a crash, the system's out-of-memory
  killer) is replaced, the answer being ``("died", code)``;
- a worker is recycled (told to end, and replaced) after
  :data:`RECYCLE_AFTER` jobs, or once its resident memory has grown by
  :data:`RECYCLE_GROWTH` bytes since it started: what requests leave in it
  (parse caches, freed memory the C library keeps) stays bounded.

A job is a module-level function and its arguments (pickled, so sent by
name), called in the worker as ``function(state, *args)``, where ``state``
is the object the pool was made for (the app's :class:`Playground`, which
the worker inherited when it was forked). The event loop waits for a
worker's answer on its pipe (no thread is held), so a busy worker stalls
nothing else. This module needs ``fork`` (Linux and the other POSIX
systems); :mod:`mtgcombat.web.isolate` says what runs where there is none.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import multiprocessing
import os
import signal
import stat
import weakref
from collections import deque
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from mtgcombat.core.budget import resident_bytes
from mtgcombat.web.request import BadRequest, _engine_call, _one_line

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

Job = tuple[Callable[..., Any], tuple[Any, ...]]
"""A function of the worker's state and its other arguments."""

Outcome = tuple[Any, ...]
"""What came of a job: ``("ok", value)``, ``("bad", line, status)``,
``("memory",)``, ``("error", line)``, ``("late",)`` or ``("died", code)``."""

RECYCLE_AFTER = 1000
"""Jobs after which a worker is replaced by a fresh one."""

RECYCLE_GROWTH = 256 * 2**20
"""Bytes of resident memory a worker may gain over its start before it is
replaced by a fresh one (after the job that took it past)."""

STOP_SECONDS = 5.0
"""The most time to wait for a killed worker to end."""

OUT_OF_MEMORY = 75
"""A worker's exit status when it could not even say that it ran out of memory."""


def default_size() -> int:
    """Engine workers when none are asked for: the processors, at least 2
    (so that one long request leaves a worker for the others)."""
    return max(2, os.cpu_count() or 1)


class _Worker:
    """One worker process, the server's end of its pipe, and the jobs it did."""

    def __init__(self, process: BaseProcess, pipe: Connection) -> None:
        self.process = process
        self.pipe = pipe
        self.jobs = 0

    @property
    def pid(self) -> int:
        return int(self.process.pid or 0)


class Pool:
    """``size`` engine worker processes for ``state``'s jobs (:data:`Job`),
    started at the first job (or :meth:`start`) and ended by :meth:`stop`
    or when the pool is collected."""

    def __init__(self, size: int | None = None) -> None:
        self.size = default_size() if size is None else max(1, size)
        self.state: object = None
        self._idle: list[_Worker] = []
        self._workers: list[_Worker] = []  # shared with the finalizer
        self._waiters: deque[asyncio.Future[_Worker]] = deque()
        self._started = False
        weakref.finalize(self, _end_all, self._workers)

    def pids(self) -> list[int]:
        """The worker processes' ids (none before the pool starts)."""
        return [w.pid for w in self._workers]

    def start(self) -> None:
        """Fork the workers now, unless they are running already."""
        if self._started:
            return
        self._started = True
        while len(self._workers) < self.size:
            self._idle.append(self._spawn())

    def stop(self) -> None:
        """End every worker (a job under way answers ``("died", ...)``)."""
        _end_all(self._workers)
        self._idle.clear()
        self._started = False

    async def run(self, job: Job, lang: str, seconds: float, memory: int) -> Outcome:
        """What came of ``job`` in a worker (its errors said in ``lang``),
        which may take ``seconds`` of wall-clock time and grow by ``memory``
        bytes."""
        self.start()
        worker = await self._take()
        try:
            try:
                worker.pipe.send((job, lang, memory))
            except (OSError, ValueError):  # it ended while idle: once more with a new one
                self._replace(worker)
                worker = await self._take()
                worker.pipe.send((job, lang, memory))
            reply = await self._answer(worker, seconds)
        except BaseException:  # cancelled (the client went away), or a bug
            self._replace(worker, kill=True)
            raise
        if reply is None:
            self._replace(worker, kill=True)
            return ("late",)
        if isinstance(reply, int):
            self._replace(worker)
            return ("died", reply)
        outcome, grown = reply
        worker.jobs += 1
        if outcome[0] in ("memory", "error"):
            self._replace(worker)  # whatever it holds now is not to be trusted
        elif worker.jobs >= RECYCLE_AFTER or grown > RECYCLE_GROWTH:
            self._replace(worker)
        else:
            self._give(worker)
        return tuple(outcome)

    async def _answer(self, worker: _Worker, seconds: float) -> Any:
        """The worker's reply, None when ``seconds`` pass first, or its exit
        status when it ended without one."""
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()
        fd = worker.pipe.fileno()

        def readable() -> None:
            if not ready.done():
                ready.set_result(None)

        loop.add_reader(fd, readable)
        try:
            await asyncio.wait_for(ready, seconds)
        except TimeoutError:
            return None
        finally:
            loop.remove_reader(fd)
        try:
            return worker.pipe.recv()
        except (EOFError, OSError):  # it ended without answering
            worker.process.join(STOP_SECONDS)
            code = worker.process.exitcode
            return -1 if code is None else code

    async def _take(self) -> _Worker:
        if self._idle:
            return self._idle.pop()
        if len(self._workers) < self.size:
            return self._spawn()
        waiter: asyncio.Future[_Worker] = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        try:
            return await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self._give(waiter.result())  # handed over as this one was given up
            raise
        finally:
            with contextlib.suppress(ValueError):
                self._waiters.remove(waiter)

    def _give(self, worker: _Worker) -> None:
        """``worker`` is free: to the first request waiting, or idle."""
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(worker)
                return
        self._idle.append(worker)

    def _replace(self, worker: _Worker, kill: bool = False) -> None:
        """End ``worker`` (at once with ``kill``, else when it reads that it
        is to end) and fork another in its place."""
        _end(worker, kill)
        with contextlib.suppress(ValueError):
            self._workers.remove(worker)
        with contextlib.suppress(ValueError):
            self._idle.remove(worker)
        if self._started and len(self._workers) < self.size:
            self._give(self._spawn())

    def _spawn(self) -> _Worker:
        context = multiprocessing.get_context("fork")
        mine, theirs = context.Pipe(duplex=True)  # a socket pair: other workers drop it
        process = context.Process(target=_serve, args=(theirs, self.state), daemon=True)
        process.start()
        theirs.close()
        worker = _Worker(process, mine)
        self._workers.append(worker)
        return worker


def _end(worker: _Worker, kill: bool) -> None:
    if kill:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            worker.process.kill()
            worker.process.join(STOP_SECONDS)
    else:
        with contextlib.suppress(OSError, ValueError):
            worker.pipe.send(None)
    with contextlib.suppress(OSError):
        worker.pipe.close()


def _end_all(workers: list[_Worker]) -> None:
    for worker in list(workers):
        _end(worker, kill=True)
    workers.clear()


# ---------------------------------------------------------------------------
# in the worker process
# ---------------------------------------------------------------------------


def _serve(pipe: Connection, state: object) -> None:
    """A worker's life: jobs read from ``pipe`` and answered, until the
    server says to end (None) or is gone (the pipe closed)."""
    _settle(pipe.fileno())
    started = resident_bytes()
    while True:
        try:
            message = pipe.recv()
        except (EOFError, OSError):
            break
        if message is None:
            break
        (function, args), lang, memory = message
        _limit_memory(memory)
        outcome = _outcome(partial(function, state, *args), lang)
        try:
            pipe.send((outcome, resident_bytes() - started))
        except MemoryError:
            os._exit(OUT_OF_MEMORY)
        except BaseException:
            os._exit(1)
    os._exit(0)


def _outcome(work: Callable[[], Any], lang: str) -> Outcome:
    try:
        return ("ok", _engine_call(work, lang))
    except BadRequest as exc:
        return ("bad", exc.message, exc.status)
    except MemoryError:
        return ("memory",)
    except BaseException as exc:  # a bug: one line, as the route says it
        return ("error", _one_line(f"{type(exc).__name__}: {exc}"))


def _settle(keep: int) -> None:
    """Make the forked copy of the server a worker: signals as a plain
    process's (Ctrl-C is the server's to handle; it ends the workers), the
    server's sockets (its listening socket, its clients' connections, the
    other workers' pipes) put out of reach so that a connection the server
    closes is closed, and what it inherited kept out of the garbage
    collector's walks (a walk would touch, and so copy, every page)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    with contextlib.suppress(ValueError, OSError):
        signal.set_wakeup_fd(-1)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in _open_fds():
        if fd in (keep, null) or fd < 3:
            continue
        try:
            if stat.S_ISSOCK(os.fstat(fd).st_mode):
                os.dup2(null, fd)  # the number stays taken: nothing else reuses it
        except OSError:
            continue
    os.close(null)
    gc.freeze()


def _open_fds() -> list[int]:
    try:
        return [int(name) for name in os.listdir("/proc/self/fd")]
    except OSError:  # not Linux
        try:
            most = int(os.sysconf("SC_OPEN_MAX"))
        except (ValueError, OSError):
            most = 1024
        return list(range(min(most, 4096)))


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
