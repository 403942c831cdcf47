"""The command line's entry point: :func:`main` runs the command group and
turns bad input into one line on stderr with exit code 2 (a bug: exit 3).
"""

from __future__ import annotations

import os
import sys
import time

import click

# the command modules are imported as their commands are asked for
# (mtgcombat.cli.group.COMMAND_MODULES)
from mtgcombat.app.clock import LAUNCH, STARTUP_AT_MOST, process_age
from mtgcombat.app.common import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_LEGAL
from mtgcombat.app.usage import usage_line
from mtgcombat.cli.group import _pause_collector, _resume_collector, cli


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; bad input is one line on stderr and exit code 2.

    >>> try:
    ...     main(["explain", "702.19b"])
    ... except SystemExit as done:
    ...     print("exit code", done.code)
    CR 702.19b (current rules): Trample
    ...
    exit code 0
    >>> try:
    ...     main(["check", "/no/such/scenario.toml"])  # one line on stderr
    ... except SystemExit as done:
    ...     print("exit code", done.code)
    exit code 2
    """
    age = process_age()
    # Start-up counts against ``solve --time-limit`` when this process was
    # started to run the command (a host process running it later, such as a
    # test session, is older than any start-up).
    LAUNCH[:] = [(time.monotonic(), age if age < STARTUP_AT_MOST else 0.0)]
    if argv is None and age < STARTUP_AT_MOST:
        _pause_collector(sys.argv[1:])
    try:
        _run(argv)
    finally:
        # Only this invocation counts its start-up (a host process may run
        # the command again, another way).
        LAUNCH.clear()
        _resume_collector()


def _language_asked(argv: list[str] | None) -> str:
    """The language of the command line, before click has read it: the last
    ``--lang`` given, else the locale's."""
    from mtgcombat.i18n.messages import default_language as _default_language

    args = sys.argv[1:] if argv is None else argv
    found = ""
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            found = args[i + 1]
        elif arg.startswith("--lang="):
            found = arg.split("=", 1)[1]
    return found if found in ("en", "ja") else _default_language()


def _run(argv: list[str] | None) -> None:
    def input_error(key: str, lang: str, **facts: object) -> str:
        # the catalog loads only when a problem is said (not for --help)
        from mtgcombat.i18n.messages import input_error as say

        return say(key, lang, **facts)

    try:
        cli.main(args=argv, prog_name="mtgcombat", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo(f"mtgcombat: {input_error('aborted', _language_asked(argv))}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except click.ClickException as exc:
        asked_for_help = getattr(click.exceptions, "NoArgsIsHelpError", ())
        if isinstance(exc, asked_for_help):  # a bare command or group: its help
            click.echo(exc.format_message())
            sys.exit(EXIT_LEGAL)
        click.echo(f"mtgcombat: {usage_line(exc, _language_asked(argv))}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except SystemExit:
        raise
    except Exception as exc:
        # MTGCOMBAT_DATA_DIR is not a folder, read by any command that loads
        # the catalog (so the card index's module is loaded when it is raised)
        cards_module = sys.modules.get("mtgcombat.cards.mtgjson")
        if cards_module is not None and isinstance(exc, cards_module.CardImportError):
            click.echo(f"mtgcombat: {exc.message(_language_asked(argv))}", err=True)
            sys.exit(EXIT_BAD_INPUT)
        # a fact the board does not give, found as the rules read it (a
        # mana value a line compares, 202.3): bad input, one line
        core_checks = sys.modules.get("mtgcombat.core.validation")
        if core_checks is not None and isinstance(exc, core_checks.BoardError):
            from mtgcombat.i18n.input_errors import board_error_line

            click.echo(f"mtgcombat: {board_error_line(exc, _language_asked(argv))}", err=True)
            sys.exit(EXIT_BAD_INPUT)
        # a choice the rules need that no command turned into its file's
        # line (a counter replacement order met in a search, 616.1)
        choices = sys.modules.get("mtgcombat.rules.choice_errors")
        if choices is not None and isinstance(exc, choices.ChoiceError):
            from mtgcombat.app.common import choice_line

            click.echo(f"mtgcombat: {choice_line(exc, _language_asked(argv))}", err=True)
            sys.exit(EXIT_BAD_INPUT)
        # a bug: one line, unless debugging is asked for
        if os.environ.get("MTGCOMBAT_DEBUG"):
            raise
        error = f"{type(exc).__name__}: {exc}"
        line = input_error("internal_error", _language_asked(argv), error=error)
        click.echo(f"mtgcombat: {line}", err=True)
        sys.exit(EXIT_INTERNAL)
    sys.exit(EXIT_LEGAL)
