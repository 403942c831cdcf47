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

from mtgcombat.core.budget import give_back_memory, resident_bytes
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


class _Task:
    """A job waiting for a worker or being worked on: what to send, its
    deadline, and the future its outcome is set into."""

    __slots__ = ("done", "loop", "message", "seconds")

    def __init__(self, message: object, seconds: float, loop: asyncio.AbstractEventLoop) -> None:
        self.message = message
        self.seconds = seconds
        self.loop = loop
        self.done: asyncio.Future[Outcome] = loop.create_future()


class _Worker:
    """One worker process, the server's end of its pipe, the jobs it did,
    and the one it is working on (with its deadline's timer)."""

    def __init__(self, process: BaseProcess, pipe: Connection) -> None:
        self.process = process
        self.pipe = pipe
        self.jobs = 0
        self.task: _Task | None = None
        self.timer: asyncio.TimerHandle | None = None

    @property
    def pid(self) -> int:
        return int(self.process.pid or 0)


class Pool:
    """``size`` engine worker processes for ``state``'s jobs (:data:`Job`),
    started at the first job (or :meth:`start`) and ended by :meth:`stop`
    or when the pool is collected. Jobs wait their turn first come, first
    served; a job is sent to a worker as soon as the worker's previous
    answer is read (from the event loop's callback that reads it), so a
    worker is never left idle while a job waits."""

    def __init__(self, size: int | None = None) -> None:
        self.size = default_size() if size is None else max(1, size)
        self.state: object = None
        self._idle: list[_Worker] = []
        self._workers: list[_Worker] = []  # shared with the finalizer
        self._queue: deque[_Task] = deque()
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
        """End every worker; a job under way or waiting answers ``("died", -1)``."""
        for worker in self._workers:
            self._unwatch(worker)
            if worker.task is not None and not worker.task.done.done():
                worker.task.done.set_result(("died", -1))
        while self._queue:
            task = self._queue.popleft()
            if not task.done.done():
                task.done.set_result(("died", -1))
        _end_all(self._workers)
        self._idle.clear()
        self._started = False

    async def run(self, job: Job, lang: str, seconds: float, memory: int) -> Outcome:
        """What came of ``job`` in a worker (its errors said in ``lang``),
        which may take ``seconds`` of wall-clock time and grow by ``memory``
        bytes."""
        self.start()
        task = _Task((job, lang, memory), seconds, asyncio.get_running_loop())
        self._queue.append(task)
        self._dispatch()
        try:
            return await asyncio.shield(task.done)
        except asyncio.CancelledError:  # the client went away
            if task in self._queue:
                self._queue.remove(task)
            for worker in list(self._workers):
                if worker.task is task:  # its work is for no one: stopped now
                    self._unwatch(worker)
                    worker.task = None
                    self._replace(worker, kill=True)
                    self._dispatch()
            raise

    def _dispatch(self) -> None:
        """Send waiting jobs to idle workers."""
        while self._queue:
            task = self._queue[0]
            if task.done.done():  # given up
                self._queue.popleft()
                continue
            if not self._idle:
                if len(self._workers) >= self.size:
                    return
                self._idle.append(self._spawn())
            worker = self._idle.pop()
            self._queue.popleft()
            try:
                worker.pipe.send(task.message)
            except (OSError, ValueError):  # it ended while idle: the job goes to another
                self._queue.appendleft(task)
                self._replace(worker)
                continue
            worker.task = task
            loop = task.loop
            loop.add_reader(worker.pipe.fileno(), self._answered, worker)
            worker.timer = loop.call_later(task.seconds, self._late, worker)

    def _unwatch(self, worker: _Worker) -> None:
        if worker.task is not None:
            with contextlib.suppress(OSError, ValueError, RuntimeError):
                worker.task.loop.remove_reader(worker.pipe.fileno())
        if worker.timer is not None:
            worker.timer.cancel()
            worker.timer = None

    def _finish(self, worker: _Worker, outcome: Outcome) -> None:
        task, worker.task = worker.task, None
        if task is not None and not task.done.done():
            task.done.set_result(outcome)

    def _late(self, worker: _Worker) -> None:
        """``worker``'s job passed its deadline: it is killed and replaced."""
        worker.timer = None
        self._unwatch(worker)
        self._finish(worker, ("late",))
        self._replace(worker, kill=True)
        self._dispatch()

    def _answered(self, worker: _Worker) -> None:
        """``worker``'s pipe is readable: its answer, or its end."""
        self._unwatch(worker)
        try:
            outcome, grown = worker.pipe.recv()
        except (EOFError, OSError):  # it ended without answering
            worker.process.join(STOP_SECONDS)
            code = worker.process.exitcode
            self._finish(worker, ("died", -1 if code is None else code))
            self._replace(worker)
            self._dispatch()
            return
        self._finish(worker, tuple(outcome))
        worker.jobs += 1
        if outcome[0] in ("memory", "error"):
            self._replace(worker)  # whatever it holds now is not to be trusted
        elif worker.jobs >= RECYCLE_AFTER or grown > RECYCLE_GROWTH:
            self._replace(worker)
        else:
            self._idle.append(worker)
        self._dispatch()

    def _replace(self, worker: _Worker, kill: bool = False) -> None:
        """End ``worker`` (at once with ``kill``, else when it reads that it
        is to end) and fork another in its place."""
        _end(worker, kill)
        with contextlib.suppress(ValueError):
            self._workers.remove(worker)
        with contextlib.suppress(ValueError):
            self._idle.remove(worker)
        if self._started and len(self._workers) < self.size:
            self._idle.append(self._spawn())

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
    # what the server had freed before the fork is handed back first, so that
    # a job's growth is measured in pages it really takes, not in free ones
    # it inherited
    give_back_memory()
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
