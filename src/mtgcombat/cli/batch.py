"""The ``batch`` command: one command on every scenario of a JSON Lines
file.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

import click

from mtgcombat.app.common import EXIT_BAD_INPUT, EXIT_LEGAL, fail
from mtgcombat.app.options import SECONDS, lang_option, rules_option, triggers_option
from mtgcombat.cli.group import cli

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
) -> None:
    """Run OP (check, blocks, assignments, resolve or solve) on every line of
    FILE (JSON Lines, one scenario a line; "-" or nothing: standard input).
    Writes one JSON line per input line, in input order: the command's --json
    document with the line number under "line", or {"line": N, "error": ...}
    for a line that cannot be run (the run goes on). Exit 0, or 2 when a line
    was bad."""
    from mtgcombat.batch import BatchError, run

    try:
        source = sys.stdin.buffer if file == "-" else open(file, "rb")  # noqa: SIM115
    except OSError as exc:
        fail(f"{file}: cannot read: {exc.strerror or exc}")
    name = "<stdin>" if file == "-" else file
    try:
        lines = run(
            op,
            source,
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
        )
        bad = _write_lines(lines, flush_every=1 if jobs == 1 and cluster is None else 256)
    except BatchError as exc:
        fail(str(exc))
    finally:
        if source is not sys.stdin.buffer:
            source.close()
    sys.exit(EXIT_BAD_INPUT if bad else EXIT_LEGAL)


def _write_lines(lines: Iterable[str], flush_every: int) -> int:
    """Write the output lines to standard output as they come (a progress
    bar on standard error when it is a terminal); the number of error lines."""
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
    bad = 0
    try:
        for n, line in enumerate(lines, start=1):
            out.write(line)
            out.write("\n")
            if n % flush_every == 0:
                out.flush()
            if line.startswith('"error":', line.index(",") + 1):  # {"line":N,"error":...}
                bad += 1
            if bar is not None:
                bar.update(1)
        out.flush()
    finally:
        if bar is not None:
            bar.close()
    return bad
