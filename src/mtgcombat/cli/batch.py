"""The ``batch`` command: one command on every scenario of a JSON Lines
file.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Any

import click

from mtgcombat.app.common import EXIT_BAD_INPUT, EXIT_LEGAL, fail
from mtgcombat.app.options import SECONDS, lang_option, rules_option, triggers_option
from mtgcombat.cli.group import cli

if TYPE_CHECKING:
    from mtgcombat.batch import Stop

BATCH_OPS = ("check", "blocks", "attacks", "assignments", "resolve", "solve", "combat")
"""The commands ``batch`` runs (:data:`mtgcombat.batch.OPS`)."""


@cli.command(short_help="Run a command on every scenario of a JSON Lines file.")
@click.argument("op", metavar="OP", type=click.Choice(BATCH_OPS))
@click.argument("file", default="-", required=False, type=click.Path(dir_okay=False))
@click.option(
    "--jobs",
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    help="Processes to run on (0: one per core); above 1 the input is read in chunks.",
)
@click.option(
    "--cluster",
    metavar="ADDRESS",
    default=None,
    help="Run on the Dask distributed cluster whose scheduler is at ADDRESS "
    "(needs the cluster extra).",
)
@rules_option
@lang_option
@triggers_option
@click.option(
    "--auto", is_flag=True, help="resolve, combat: the default chooser for creatures without one."
)
@click.option(
    "--for",
    "side",
    type=click.Choice(["attacker", "defender"]),
    default=None,
    help="solve: whose play to find (required for solve).",
)
@click.option(
    "--objective",
    "objective_items",
    multiple=True,
    metavar="KEY=VALUE",
    help="solve: the objective, as for solve.",
)
@click.option(
    "--time-limit",
    type=SECONDS,
    default=None,
    help="Seconds per line for blocks (default 10) and solve (default 60).",
)
@click.option(
    "--attacks",
    is_flag=True,
    help="solve --for attacker: choose the attack declaration too (508.1).",
)
@click.option(
    "--max-line-bytes",
    type=click.IntRange(min=1),
    default=16 * 2**20,
    show_default=True,
    help="The longest input line read; a longer one is that line's error, and the run goes on.",
)
def batch(
    op: str,
    file: str,
    jobs: int,
    cluster: str | None,
    rules: str | None,
    lang: str | None,
    no_triggers: bool,
    auto: bool,
    side: str | None,
    objective_items: tuple[str, ...],
    time_limit: float | None,
    attacks: bool,
    max_line_bytes: int,
) -> None:
    """Run OP (check, blocks, assignments, resolve or solve) on every line of
    FILE (JSON Lines, one scenario a line; "-" or nothing: standard input).
    Writes one JSON line per input line, in input order: the command's --json
    document with the line number under "line", or {"line": N, "error": ...}
    for a line that cannot be run (the run goes on). Exit 0, or 2 when a line
    was bad."""
    from mtgcombat.batch import BatchError, Stop, Stopped, read_lines, run
    from mtgcombat.i18n.messages import default_language, input_error
    from mtgcombat.io.files import InputFileError, open_regular

    language = lang or default_language()
    try:
        source = sys.stdin.buffer if file == "-" else open_regular(file)
    except InputFileError as exc:
        fail(f"{file}: {input_error(exc.key, language, **exc.facts) if exc.key else exc}")
    name = "<stdin>" if file == "-" else file
    stop = Stop()
    written = _Written()
    with _stopping_on_signals(stop):
        try:
            lines = run(
                op,
                read_lines(source, max_line_bytes),
                jobs,
                rules=rules,
                lang=lang,
                no_triggers=no_triggers,
                auto=auto,
                side=side,
                objective=objective_items,
                time_limit=time_limit,
                cluster=cluster,
                name=name,
                attacks=attacks,
                stop=stop,
            )
            _write_lines(lines, 1 if jobs == 1 and cluster is None else 256, written)
        except Stopped:  # the lines finished before it are written
            pass
        except BatchError as exc:
            fail(str(exc))
        finally:
            if source is not sys.stdin.buffer:
                source.close()
        sys.stdout.flush()
    if stop.signum is not None:
        said = input_error("batch_stopped", language, signal=stop.signum, lines=written.lines)
        click.echo(f"mtgcombat: {said}", err=True)
        sys.exit(128 + stop.signum)
    sys.exit(EXIT_BAD_INPUT if written.bad else EXIT_LEGAL)


@contextmanager
def _stopping_on_signals(stop: Stop) -> Iterator[None]:
    """SIGINT and SIGTERM ask ``stop`` to stop the run (the previous
    handlers come back after it): the run then writes the lines finished so
    far, each whole and counted, stops its workers and exits 130 or 143 (128
    + the signal's number). The handler raises only while the run is in a
    step that may be cut short (:class:`mtgcombat.batch.Stop`)."""
    import signal

    wanted = [signal.SIGINT, signal.SIGTERM]
    before = {}
    for number in wanted:
        with suppress(ValueError):  # not the main thread (a test runner's): no handlers
            before[number] = signal.signal(number, stop.signal)
    try:
        yield
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)


class _Written:
    """What has been written: lines, and lines that were errors."""

    def __init__(self) -> None:
        self.lines = 0
        self.bad = 0


def _write_lines(lines: Iterator[str], flush_every: int, written: _Written) -> None:
    """Write the output lines to standard output as they come (a progress
    bar on standard error when it is a terminal), counting them in
    ``written``. A stop ends ``lines`` with :class:`mtgcombat.batch.Stopped`
    after the lines finished before it; each line is written and counted
    before the next is asked for, so none is lost or counted twice."""
    out = sys.stdout
    bar: Any = None
    if sys.stderr.isatty():
        from importlib import import_module

        try:
            progress: Any = import_module("tqdm").tqdm
        except ImportError:  # the bar is a convenience
            bar = None
        else:
            bar = progress(unit=" lines", file=sys.stderr, mininterval=0.5, delay=0.5)
    try:
        for line in lines:
            out.write(line + "\n")
            written.lines += 1
            if written.lines % flush_every == 0:
                out.flush()
            if line.startswith('"error":', line.index(",") + 1):  # {"line":N,"error":...}
                written.bad += 1
            if bar is not None:
                bar.update(1)
    finally:
        out.flush()
        if bar is not None:
            bar.close()
