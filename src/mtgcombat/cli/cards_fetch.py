"""The command ``cards fetch``: MTGJSON's AtomicCards downloaded, checked
against its published SHA-256 and imported as ``cards import`` does
(:mod:`mtgcombat.cards.fetch`), with a progress bar on a terminal.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from mtgcombat.app.common import EXIT_ILLEGAL, fail
from mtgcombat.app.options import lang_option
from mtgcombat.cli.cards import cards, say_imported


class _Bar:
    """A progress bar on standard error when it is a terminal (nothing
    otherwise), told how far along and the whole: bytes, or cards."""

    def __init__(self, label: str) -> None:
        self._label = label
        self._bar: Any = None
        self._done = 0
        self._shown = sys.stderr.isatty()

    def __call__(self, done: int, total: int | None) -> None:
        if not self._shown or not total:
            return
        if self._bar is None or done < self._done:  # a download taken up from the start
            self.close()
            self._bar = click.progressbar(length=total, label=self._label, file=sys.stderr)
            self._bar.__enter__()
            self._done = 0
        self._bar.update(done - self._done)
        self._done = done

    def close(self) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)
            self._bar = None


@cards.command("fetch", short_help="Download MTGJSON's AtomicCards and build the index.")
@click.option(
    "--source",
    default=None,
    metavar="URL",
    help="Where to download from: another URL (a mirror, with its .sha256 beside it) or a "
    "local file (default: https://mtgjson.com/api/v5/AtomicCards.json.xz).",
)
@click.option("--data-dir", type=click.Path(file_okay=False), default=None, help="Index folder.")
@click.option(
    "--strict",
    is_flag=True,
    help="Refuse the whole file (exit 1) when an entry is bad, instead of skipping it.",
)
@lang_option
def cards_fetch(source: str | None, data_dir: str | None, strict: bool, lang: str | None) -> None:
    """Download MTGJSON's AtomicCards (compressed), check it against the
    SHA-256 published beside it, say the data's version and date, and build
    the local card index as `cards import` does. A download cut short is
    resumed (also by the next run); on any failure the old index is kept.
    Offline, exit 2 with how to import a file downloaded by hand."""
    from pathlib import Path

    from mtgcombat.cards.fetch import DEFAULT_SOURCE, fetch_cards, local_source
    from mtgcombat.cards.mtgjson import BadEntryError, CardImportError
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import ui

    language = lang or _default_language()
    given = source or DEFAULT_SOURCE
    try:
        local = local_source(given)
    except CardImportError as exc:
        fail(exc.message(language))
    if local is None:
        click.echo(ui("fetch_downloading", language, url=given), err=True)
    downloading = _Bar("AtomicCards")
    building = _Bar("index")

    def read(done: int, total: int | None) -> None:
        downloading.close()
        if done == 1:
            click.echo(ui("fetch_building", language), err=True)
        building(done, total)

    try:
        report = fetch_cards(
            given,
            Path(data_dir) if data_dir else None,
            strict=strict,
            progress=downloading,
            building=read,
        )
    except BadEntryError as exc:
        if strict:  # refused whole, exit 1
            click.echo(f"mtgcombat: {exc.message(language)}", err=True)
            sys.exit(EXIT_ILLEGAL)
        fail(exc.message(language))
    except CardImportError as exc:
        fail(exc.message(language))
    finally:
        downloading.close()
        building.close()
    imported = report.imported
    if report.sha256:
        click.echo(ui("fetch_checked", language, digest=report.sha256))
    else:
        click.echo(ui("fetch_not_checked", language, checksum=Path(given).name + ".sha256"))
    if imported.data_version or imported.data_date:
        click.echo(
            ui(
                "fetch_data",
                language,
                version=imported.data_version or "?",
                date=imported.data_date or "?",
            )
        )
    else:
        click.echo(ui("fetch_data_unsaid", language))
    say_imported(imported, language)
