"""Batch runs: many scenarios, one per line of JSON Lines, through one command.

Each input line is a scenario in the scenario schema (as a JSON object on one
line). Each gives one output line, in input order: the document the command's
``--json`` prints, as a JSON object with the input's line number first under
``"line"`` (``assignments``, whose document is a list, puts it under
``"assignments"``), in compact JSON (no space after ``,`` or ``:``). A line
that cannot be read or run gives ``{"line":N,"error":"..."}``, the one-line
message the command would print, and the run goes on. Blank lines are
skipped.

>>> import json
>>> board = {"players": {"A": {}, "B": {}}, "active_player": "A",
...          "permanents": [{"id": "bear", "controller": "A", "power": 2,
...                          "toughness": 2, "attacking": "B"}]}
>>> out = list(run("resolve", [json.dumps(board), "{oops", ""], lang="en"))
>>> [json.loads(line)["players"]["B"]["life"] for line in out[:1]]
[18]
>>> json.loads(out[1])["line"], "JSON syntax error" in json.loads(out[1])["error"]
(2, True)

:func:`run` is the Python API; ``mtgcombat batch`` the command. With
``jobs`` above 1 the lines are read in chunks and run on that many local
processes (output still in input order, at most a few chunks per process in
flight, so memory stays flat however long the input). With ``cluster`` (the
address of a Dask distributed scheduler; the optional ``cluster`` extra) the
chunks run on the cluster's workers instead.
"""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from itertools import islice
from typing import TYPE_CHECKING, Any, BinaryIO

if TYPE_CHECKING:
    from multiprocessing.pool import AsyncResult

    from mtgcombat.cards.catalog import Catalog

OPS = ("check", "blocks", "attacks", "assignments", "resolve", "solve", "combat")
"""The commands a batch can run."""

CHUNK_SIZE = 256
"""Lines per chunk handed to a process or a cluster worker."""

IN_FLIGHT_PER_WORKER = 4
"""Chunks submitted ahead per worker: enough to keep it busy, few enough
that memory does not grow with the input."""


MAX_LINE_BYTES = 16 * 2**20
"""The longest input line read: 16 MiB (``--max-line-bytes``). A longer
line is that line's error, and is never held in memory."""

_BLOCK = 2**20
"""Bytes read from the input at a time."""


@dataclass(frozen=True)
class TooLong:
    """An input line longer than the limit, in place of its text: its
    length in bytes (counted as it was skipped) and the limit. It is that
    line's error:

    >>> import json
    >>> out = run_line("check", 3, TooLong(20, 10), Options(lang="en"), "in.jsonl")
    >>> json.loads(out)["error"]
    'in.jsonl:3: the line is 20 bytes, over the limit of 10 bytes (--max-line-bytes)'
    """

    size: int
    limit: int


def read_lines(source: BinaryIO, max_bytes: int = MAX_LINE_BYTES) -> Iterator[bytes | TooLong]:
    """The lines of ``source`` (without their newlines), each at most
    ``max_bytes`` bytes; a longer one is :class:`TooLong`, read past without
    being kept, so memory stays within ``max_bytes`` and a block however
    long the line (``/dev/zero`` given as standard input is one endless
    line: its error never comes, but memory stays flat).

    >>> import io
    >>> list(read_lines(io.BytesIO(b"ab\\ncdefgh\\n\\nij"), max_bytes=4))
    [b'ab', TooLong(size=6, limit=4), b'', b'ij']
    """
    held = bytearray()
    skipping = 0  # bytes of an over-long line skipped so far (0: not skipping)
    while block := source.read(_BLOCK):
        start = 0
        while True:
            end = block.find(b"\n", start)
            piece = block[start:] if end < 0 else block[start:end]
            if skipping:
                skipping += len(piece)
            elif len(held) + len(piece) > max_bytes:
                skipping = len(held) + len(piece)
                held.clear()
            else:
                held += piece
            if end < 0:
                break
            if skipping:
                yield TooLong(skipping, max_bytes)
                skipping = 0
            else:
                yield bytes(held)
                held.clear()
            start = end + 1
    if skipping:
        yield TooLong(skipping, max_bytes)
    elif held:
        yield bytes(held)


Line = str | bytes | TooLong
"""One input line: its text, its bytes, or :class:`TooLong`."""


class Stopped(BaseException):
    """The run was stopped by the signal ``signum`` (SIGINT, SIGTERM: see
    :class:`Stop`). Every line finished before it, up to the first one not
    finished, has been yielded, in order; the worker processes are stopped.
    A ``BaseException``, as ``KeyboardInterrupt`` is: a line's
    ``except Exception`` never takes it for that line's error.

    >>> import signal
    >>> Stopped(signal.SIGTERM).signum == signal.SIGTERM, str(Stopped(2))
    (True, 'stopped by signal 2')
    """

    def __init__(self, signum: int) -> None:
        super().__init__(f"stopped by signal {signum}")
        self.signum = signum


class Stop:
    """A run's stop request: :meth:`signal` (the command's SIGINT and
    SIGTERM handler) records the signal, and raises :class:`Stopped` only
    while the run is :meth:`interruptible` (reading input, running a line
    in this process, waiting for a worker), never while a line is handed
    out, written or counted. Elsewhere the run checks the request between
    whole lines (:meth:`check`). So every line handed out is written whole
    and counted, and the lines finished before the stop come out in order.

    >>> stop = Stop()
    >>> stop.signal(15)  # not interruptible: recorded only
    >>> stop.signum
    15
    >>> stop.check()
    Traceback (most recent call last):
    ...
    mtgcombat.batch.Stopped: stopped by signal 15
    """

    def __init__(self) -> None:
        self.signum: int | None = None
        self._raising = False

    def signal(self, signum: int, frame: object = None) -> None:
        """Record the stop (a signal handler's signature); raise it now if
        the run is in an interruptible step.

        >>> stop = Stop()
        >>> with stop.interruptible():
        ...     stop.signal(2)
        Traceback (most recent call last):
        ...
        mtgcombat.batch.Stopped: stopped by signal 2
        """
        if self.signum is None:
            self.signum = signum
        if self._raising:
            self._raising = False  # once: the step's clean-up is not interrupted again
            raise Stopped(self.signum)

    def check(self) -> None:
        """:class:`Stopped` if a stop was asked for.

        >>> Stop().check()  # none asked for
        """
        if self.signum is not None:
            raise Stopped(self.signum)

    @contextmanager
    def interruptible(self) -> Iterator[None]:
        """A step a stop may cut short (nothing is handed out in it).

        >>> stop = Stop()
        >>> with stop.interruptible():
        ...     pass
        >>> stop.signal(15)  # outside it: recorded only
        >>> stop.signum
        15
        """
        self.check()
        self._raising = True
        try:
            yield
        finally:
            self._raising = False


class BatchError(ValueError):
    """A batch that cannot start (an unknown command, options that do not fit
    it, no Dask for a cluster run): one line, exit 2 from the command.

    >>> check_options("solve", Options())
    Traceback (most recent call last):
    ...
    mtgcombat.batch.BatchError: batch solve needs --for attacker or --for defender
    """


@dataclass(frozen=True)
class Options:
    """The command's options, the same for every line (the defaults are the
    command's: ``blocks`` gives the 509.1c search 10 s, ``solve`` 60 s).

    >>> Options(side="defender", time_limit=0.5).time_limit
    0.5
    """

    rules: str | None = None
    lang: str | None = None
    no_triggers: bool = False
    auto: bool = False
    side: str | None = None
    objective: tuple[str, ...] = ()
    time_limit: float | None = None
    attacks: bool = False


_CATALOG: list[Catalog] = []


def _catalog() -> Catalog:
    """The card catalog (built-in cards and the imported index), read once
    per process: every line looks its ``card`` names up in it."""
    if not _CATALOG:
        from mtgcombat.cards.mtgjson import default_catalog

        _CATALOG.append(default_catalog())
    return _CATALOG[0]


_LOADED: list[tuple[Any, ...]] = []


def _loaded() -> tuple[Any, ...]:
    """The commands' document functions and the scenario reader, imported
    once (with the first line) rather than on every line."""
    if not _LOADED:
        from mtgcombat.app.assignments import assignments_document
        from mtgcombat.app.attacks import attacks_document
        from mtgcombat.app.blocks import blocks_document
        from mtgcombat.app.check import check_document
        from mtgcombat.app.combat import combat_document
        from mtgcombat.app.resolve import resolve_document
        from mtgcombat.app.solve import solve_document
        from mtgcombat.scenario.load import parse_scenario

        _LOADED.append(
            (
                assignments_document,
                attacks_document,
                blocks_document,
                check_document,
                combat_document,
                resolve_document,
                solve_document,
                parse_scenario,
            )
        )
    return _LOADED[0]


def _document(op: str, text: str, source: str, options: Options) -> Any:
    """The command's JSON document for one scenario's text."""
    (
        assignments_document,
        attacks_document,
        blocks_document,
        check_document,
        combat_document,
        resolve_document,
        solve_document,
        parse_scenario,
    ) = _LOADED[0] if _LOADED else _loaded()
    scenario = parse_scenario(
        text, "json", source, _catalog(), decode=_DECODER[0] if _DECODER else _decoder()
    )
    rules, lang = options.rules, options.lang
    doc: Any
    if op == "check":
        doc, _ = check_document(
            scenario, rules=rules, lang=lang, no_triggers=options.no_triggers, file=source
        )
    elif op == "blocks":
        limit = 10.0 if options.time_limit is None else options.time_limit
        doc, _ = blocks_document(scenario, rules=rules, lang=lang, time_limit=limit, file=source)
    elif op == "attacks":
        limit = 10.0 if options.time_limit is None else options.time_limit
        doc, _ = attacks_document(scenario, rules=rules, lang=lang, time_limit=limit)
    elif op == "assignments":
        doc, _ = assignments_document(
            scenario, rules=rules, lang=lang, no_triggers=options.no_triggers, file=source
        )
    elif op == "combat":
        doc, _ = combat_document(scenario, rules=rules, lang=lang, auto=options.auto, file=source)
    elif op == "resolve":
        doc, _ = resolve_document(
            scenario,
            rules=rules,
            lang=lang,
            auto=options.auto,
            no_triggers=options.no_triggers,
            file=source,
        )
    else:
        doc, _ = solve_document(
            scenario,
            rules=rules,
            lang=lang,
            side=options.side or "",
            objective=options.objective,
            time_limit=60.0 if options.time_limit is None else options.time_limit,
            no_triggers=options.no_triggers,
            file=source,
            attacks=options.attacks,
        )
    return doc


_DECODER: list[Callable[[str], Any]] = []


def _decoder() -> Callable[[str], Any]:
    """pydantic_core's JSON parser (loaded for the output anyway: see
    :func:`_to_json`), tried first on each line: it gives what the json
    module gives (a line it refuses is read by the json module, so the
    errors are the same; ``tests/test_batch_decode.py``), in about 60 % of
    the time."""
    from pydantic_core import from_json

    _DECODER.append(from_json)
    return _DECODER[0]


_ERRORS: list[tuple[Any, Any]] = []


def _errors() -> tuple[Any, Any]:
    """click (its ``ClickException``) and ``ScenarioError``, imported once."""
    import click

    from mtgcombat.scenario.errors import ScenarioError

    _ERRORS.append((click, ScenarioError))
    return _ERRORS[0]


def run_line(op: str, number: int, raw: Line, options: Options, name: str) -> str | None:
    """The output line (without its newline) for input line ``number`` of
    ``name``, or ``None`` for a blank line.

    >>> import json
    >>> bear = {"id": "bear", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"}
    >>> scenario = {"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": [bear]}
    >>> line = json.dumps(scenario)
    >>> doc = json.loads(run_line("check", 1, line, Options(), "in.jsonl"))
    >>> doc["legal"], run_line("check", 2, "  ", Options(), "in.jsonl")
    (True, None)
    """
    click, scenario_error = _ERRORS[0] if _ERRORS else _errors()
    lang = options.lang or "en"
    if isinstance(raw, TooLong):
        from mtgcombat.i18n.messages import input_error

        said = input_error("batch_line_too_long", lang, size=raw.size, limit=raw.limit)
        return _error(number, f"{name}:{number}: {said}")
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as exc:
        return _error(number, f"{name}:{number}: not UTF-8 text (byte {exc.start})")
    if number == 1:
        text = text.removeprefix("\ufeff")  # a byte order mark, as some editors write
    if not text.strip():
        return None
    source = f"{name}:{number}"
    try:
        doc = _document(op, text, source, options)
    except scenario_error as exc:
        return _error(number, exc.message(lang))
    except click.ClickException as exc:  # the command's bad input (BadInput)
        return _error(number, " ".join(exc.format_message().split()))
    except RecursionError:
        return _error(number, f"{source}: nested too deeply")
    except Exception as exc:  # a bug: this line's error, and the run goes on
        from mtgcombat.rules.choice_errors import ChoiceError

        if isinstance(exc, ChoiceError):  # a choice no command placed (616.1)
            from mtgcombat.app.common import choice_line

            return _error(number, f"{source}: {choice_line(exc, lang)}")
        if os.environ.get("MTGCOMBAT_DEBUG"):
            raise
        return _error(number, f"{source}: internal error: {type(exc).__name__}: {exc}")
    out = {"line": number, **doc} if isinstance(doc, dict) else {"line": number, op: doc}
    return _to_json(out)


_ENCODER: list[Callable[[Any], bytes]] = []


def _to_json(value: Any) -> str:
    """The output line's JSON text: compact (no space after ``,`` and ``:``),
    other characters than ASCII written as they are, numbers as the json
    module writes them. pydantic_core's serializer (pydantic is what reads
    the lines) takes about a quarter of the json module's time on a resolve
    document of a 5 x 1 board (10 us against 36 us), and writes shorter lines.

    A line with a string UTF-8 cannot encode (a lone surrogate) is written
    by the json module with every character beyond ASCII escaped, so that
    it can always be written:

    >>> _to_json({"line": 1, "text": "日本", "life": [20, 1e16]})
    '{"line":1,"text":"日本","life":[20,1e+16]}'
    >>> _to_json({"line": 2, "text": "\\udfff"}) == '{"line":2,"text":"\\\\udfff"}'
    True
    """
    if not _ENCODER:  # loaded with the first line: pydantic reads it anyway
        from pydantic_core import to_json

        _ENCODER.append(to_json)
    try:
        return _ENCODER[0](value).decode()
    except ValueError:  # pydantic_core's serialization error: a lone surrogate
        import json

        return json.dumps(value, separators=(",", ":"))


def _error(number: int, message: str) -> str:
    return _to_json({"line": number, "error": message})


def run_chunk(op: str, first: int, lines: list[Line], options: Options, name: str) -> list[str]:
    """The output lines of consecutive input lines, the first numbered
    ``first`` (what a process or a cluster worker runs).

    >>> import json
    >>> bear = {"id": "bear", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"}
    >>> scenario = {"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": [bear]}
    >>> line = json.dumps(scenario)
    >>> [json.loads(o)["line"] for o in run_chunk("check", 7, [line, line], Options(), "in.jsonl")]
    [7, 8]
    """
    out = []
    for number, raw in enumerate(lines, start=first):
        line = run_line(op, number, raw, options, name)
        if line is not None:
            out.append(line)
    return out


def check_options(op: str, options: Options) -> Options:
    """The options with the language fixed (the locale here, not a worker's),
    or :class:`BatchError` when the command cannot run with them.

    >>> check_options("check", Options(lang="ja")).lang
    'ja'
    >>> check_options("solve", Options())
    Traceback (most recent call last):
    ...
    mtgcombat.batch.BatchError: batch solve needs --for attacker or --for defender
    """
    if op not in OPS:
        raise BatchError(f'unknown command "{op}"; expected one of {", ".join(OPS)}')
    if op == "solve" and options.side not in ("attacker", "defender"):
        raise BatchError("batch solve needs --for attacker or --for defender")
    if options.attacks and (op != "solve" or options.side != "attacker"):
        raise BatchError("--attacks goes with batch solve --for attacker")
    if options.rules is not None and options.rules not in ("2023", "current"):
        raise BatchError(f'unknown rule set "{options.rules}"; expected "2023" or "current"')
    if options.lang is None:
        from mtgcombat.i18n.messages import default_language

        options = replace(options, lang=default_language())
    return options


def run(
    op: str,
    lines: Iterable[Line],
    jobs: int = 1,
    *,
    rules: str | None = None,
    lang: str | None = None,
    no_triggers: bool = False,
    auto: bool = False,
    side: str | None = None,
    objective: tuple[str, ...] = (),
    time_limit: float | None = None,
    cluster: str | None = None,
    chunk_size: int = CHUNK_SIZE,
    attacks: bool = False,
    name: str = "<batch>",
    max_line_bytes: int = MAX_LINE_BYTES,
    stop: Stop | None = None,
) -> Iterator[str]:
    """Run ``op`` (check, blocks, assignments, resolve, solve, combat) on each line
        of ``lines`` (scenarios as JSON, one a line; text or bytes), yielding
        one output line (JSON, no newline) per non-blank input line, in input
        order. ``jobs`` processes run chunks of ``chunk_size`` lines at a time
        (``0``: one per core); ``cluster`` is a Dask scheduler's address. The
        keywords are the command's options; ``name`` names the input in error
        messages ("name:line"). ``lines`` may be a binary file: its lines are
        read by :func:`read_lines`, each at most ``max_line_bytes``. A
    ``stop`` (:class:`Stop`, which the command's signal handlers set) ends the
    run with :class:`Stopped` after the lines finished before it.

        >>> import json
        >>> bear = {"id": "bear", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"}
        >>> scenario = {"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": [bear]}
        >>> line = json.dumps(scenario)
        >>> out = list(run("check", [line, "", line]))
        >>> len(out), [json.loads(o)["legal"] for o in out]
        (2, [True, True])
    """
    options = check_options(
        op,
        Options(rules, lang, no_triggers, auto, side, tuple(objective), time_limit, attacks),
    )
    if chunk_size < 1:
        raise BatchError("the chunk size must be at least 1")
    if hasattr(lines, "read"):  # a file: read a line at a time, each within the limit
        source: Any = getattr(lines, "buffer", lines)
        lines = read_lines(source, max_line_bytes)
    stop = Stop() if stop is None else stop
    if cluster is not None:
        return _on_cluster(op, lines, options, name, cluster, chunk_size, stop)
    workers = (os.cpu_count() or 1) if jobs == 0 else jobs
    if workers < 0:
        raise BatchError("--jobs must be 0 (one per core) or more")
    if workers <= 1:
        return _here(op, lines, options, name, stop)
    return _in_processes(op, lines, options, name, workers, chunk_size, stop)


def _here(op: str, lines: Iterable[Line], options: Options, name: str, stop: Stop) -> Iterator[str]:
    """The lines run in this process, one after the other: reading and
    running a line may be cut short by a stop, handing it out never is."""
    it = iter(lines)
    number = 0
    while True:
        with stop.interruptible():
            raw = next(it, None)
            if raw is None:
                return
            number += 1
            line = run_line(op, number, raw, options, name)
        if line is not None:
            yield line


def _chunks(lines: Iterable[Line], size: int) -> Iterator[tuple[int, list[Line]]]:
    """Consecutive chunks of ``size`` lines with the number of each one's first."""
    it = iter(lines)
    first = 1
    while chunk := list(islice(it, size)):
        yield first, chunk
        first += len(chunk)


def _in_order(
    submit: Callable[[int, list[Line]], Any],
    result: Callable[[Any], list[str]],
    wait: Callable[[Any, float], bool],
    lines: Iterable[Line],
    chunk_size: int,
    window: int,
    stop: Stop,
) -> Iterator[str]:
    """Chunks submitted ahead (at most ``window`` waiting), their output
    lines yielded in input order as each oldest chunk finishes (``wait``:
    whether a chunk is finished, after waiting for it at most so many
    seconds). A stop (:class:`Stop`) is taken while the input is read, while
    a chunk is waited for, or between two lines handed out; then the lines
    of the chunk being handed out and of the finished chunks at the head of
    the line are yielded, and :class:`Stopped` is raised."""
    waiting: deque[Any] = deque()
    pending: deque[str] = deque()  # the lines of the chunk being handed out
    chunks = _chunks(lines, chunk_size)

    def oldest() -> list[str]:
        while not wait(waiting[0], 0.05):
            stop.check()
        return result(waiting.popleft())

    try:
        while True:
            with stop.interruptible():
                chunk = next(chunks, None)
            if chunk is None:
                break
            waiting.append(submit(*chunk))
            if len(waiting) >= window:
                pending.extend(oldest())
                while pending:
                    yield pending.popleft()
                    stop.check()
        while waiting:
            pending.extend(oldest())
            while pending:
                yield pending.popleft()
                stop.check()
    except Stopped:
        while pending:
            yield pending.popleft()
        while waiting and wait(waiting[0], 0):
            pending.extend(result(waiting.popleft()))
            while pending:
                yield pending.popleft()
        raise


def _ignore_interrupts() -> None:
    """A worker process leaves SIGINT (Ctrl-C reaches the whole process
    group) to the parent, which stops it, and ends at SIGTERM, the way the
    parent stops it (not with the parent's handler, inherited by the fork)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _in_processes(
    op: str,
    lines: Iterable[Line],
    options: Options,
    name: str,
    workers: int,
    chunk_size: int,
    stop: Stop,
) -> Iterator[str]:
    from multiprocessing import get_context

    pool = get_context().Pool(workers, initializer=_ignore_interrupts)
    finished = False
    try:

        def submit(first: int, chunk: list[Line]) -> AsyncResult[list[str]]:
            return pool.apply_async(run_chunk, (op, first, chunk, options, name))

        def result(future: AsyncResult[list[str]]) -> list[str]:
            return future.get()

        def wait(future: AsyncResult[list[str]], seconds: float) -> bool:
            future.wait(seconds)
            return future.ready()

        window = workers * IN_FLIGHT_PER_WORKER
        yield from _in_order(submit, result, wait, lines, chunk_size, window, stop)
        finished = True
    finally:
        if finished:
            pool.close()
        else:  # stopped, or the consumer went away: the workers stop now
            pool.terminate()
        pool.join()


def _on_cluster(
    op: str,
    lines: Iterable[Line],
    options: Options,
    name: str,
    address: str,
    chunk_size: int,
    stop: Stop,
) -> Iterator[str]:
    """The chunks run on a Dask distributed cluster's workers (which need
    mtgcombat installed, the same version): Dask schedules, we keep order."""
    from importlib import import_module

    try:
        # imported by name: an optional extra, typed or not, installed or not
        client_class: Any = import_module("distributed").Client
    except ImportError:
        raise BatchError(
            "--cluster needs Dask distributed: pip install -e '.[cluster]' in a clone of "
            "mtgcombat (pip install 'mtgcombat[cluster]' once the package is published)"
        ) from None
    try:
        client = client_class(address, timeout="10s")
    except (OSError, TimeoutError, ValueError) as exc:
        raise BatchError(
            f"cannot reach the Dask scheduler at {address}: {' '.join(str(exc).split())}"
        ) from None
    return _cluster_lines(client, op, lines, options, name, chunk_size, stop)


def _cluster_lines(
    client: Any,
    op: str,
    lines: Iterable[Line],
    options: Options,
    name: str,
    chunk_size: int,
    stop: Stop,
) -> Iterator[str]:
    try:
        workers = max(1, sum(client.nthreads().values()))

        def submit(first: int, chunk: list[Line]) -> Any:
            # pure=False: two equal chunks are still two tasks
            return client.submit(run_chunk, op, first, chunk, options, name, pure=False)

        def result(future: Any) -> list[str]:
            out: list[str] = future.result()
            future.release()
            return out

        def wait(future: Any, seconds: float) -> bool:
            if not future.done() and seconds:
                time.sleep(seconds)
            return bool(future.done())

        window = workers * IN_FLIGHT_PER_WORKER
        yield from _in_order(submit, result, wait, lines, chunk_size, window, stop)
    finally:
        client.close()
