"""The commands about card text and the rules: ``cards`` (show, search,
import, coverage), ``parse`` and ``explain``.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from mtgcombat.app.cards import (
    card_document,
    check_card_name,
    is_spell,
    search_document,
    spell_reading,
    unknown_card,
)
from mtgcombat.app.common import (
    EXIT_ILLEGAL,
    EXIT_LEGAL,
    bracketed,
    echo_json,
    fail,
    keyword_text,
    list_sep,
)
from mtgcombat.app.explain import explain_document
from mtgcombat.app.options import (
    CARDS_SHOW_PARAMS,
    EXPLAIN_PARAMS,
    PARSE_PARAMS,
    json_option,
    lang_option,
)
from mtgcombat.app.parse import check_sentence, host_word, parse_document
from mtgcombat.cli.group import cli

if TYPE_CHECKING:
    from mtgcombat.cards.mtgjson import ImportReport


@cli.group(short_help="The card catalog: show, search, import, coverage.")
def cards() -> None:
    """The card catalog: built-in cards and an imported MTGJSON index."""


@cards.command("show", short_help="Show a card: types, text and abilities.")
@CARDS_SHOW_PARAMS
def cards_show(name: str, as_json: bool, lang: str | None) -> None:
    """Print a card (English or Japanese name): its characteristics, its text
    and, per sentence, what mtgcombat reads from it; "recorded, not carried
    out: ..." for each trigger it records without doing its effect; "not
    modelled: ..." for each combat sentence it cannot model."""
    from mtgcombat.cards.mtgjson import default_catalog
    from mtgcombat.i18n.messages import TERMS, parse_reason, ui
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.io.notation import color_text, describe_value, type_line_text

    language = lang or _default_language()
    if as_json:
        doc = card_document(name, default_catalog(), language)
        echo_json(doc)
        return
    check_card_name(name, language)
    catalog = default_catalog()
    card = catalog.find(name)
    if card is None:
        unknown_card(name, catalog, language)
    click.echo(card.name + (f" / {card.display_ja}" if card.display_ja else ""))
    click.echo(f"  {type_line_text(card.types, card.subtypes, language, card.supertypes)}")
    if card.power_text or card.toughness_text:
        click.echo(f"  {card.power_text}/{card.toughness_text}")
    if card.colors:
        colors = list_sep(language).join(color_text(c, language) for c in card.colors)
        click.echo(ui("card_colors", language, colors=colors))
    keywords = card.keywords or card.printed_keywords
    if keywords:
        shown = list_sep(language).join(keyword_text(k, language) for k in keywords)
        click.echo(ui("card_keywords", language, keywords=shown))
    if card.text and is_spell(card.types):
        _show_spell(card.text, card.name, language)
    elif card.text:
        click.echo(ui("card_text", language))
        for parsed in card.parsed:
            if parsed.status != "modelled":
                continue
            click.echo(ui("card_sentence_modelled", language, sentence=parsed.sentence))
            values = [describe_value(v, language) for v in parsed.traits.values()]
            if values:
                shown = ("\uff1b" if language == "ja" else "; ").join(values)
                click.echo(ui("card_sentence_values", language, values=shown))
        for parsed in card.parsed:
            if parsed.status == "recorded":
                click.echo(ui("card_recorded", language, sentence=parsed.sentence))
        for parsed in card.parsed:
            if parsed.status == "no_effect" and parsed.error:  # before attackers (507.1)
                said = parse_reason(parsed.error, language)
                click.echo(ui("card_before_board", language, sentence=parsed.sentence, said=said))
            elif parsed.status == "no_effect":
                click.echo(ui("card_no_effect", language, sentence=parsed.sentence))
        errors = {p.sentence: p.error for p in card.parsed}
        for unmodelled in card.unmodelled:
            error = errors.get(unmodelled, "")
            click.echo(
                ui(
                    "card_not_modelled",
                    language,
                    sentence=unmodelled,
                    error=bracketed(parse_reason(error, language), language) if error else "",
                )
            )
    if language == "ja" and card.text_ja:  # the Japanese printing's text, beside the Oracle text
        click.echo(ui("card_text_ja", language))
        for line in card.text_ja.splitlines():
            click.echo(f"    {line}")
    if card.mana_value is not None:
        click.echo(ui("card_mana_value", language, value=f"{card.mana_value:g}"))
    source = TERMS.get(card.source, {}).get(language, card.source)
    click.echo(ui("card_source", language, source=source))


@cards.command("search", short_help="Find cards by part of a name, even misspelt.")
@click.argument("query")
@click.option(
    "--limit",
    type=click.IntRange(min=1, max=1000),
    default=10,
    show_default=True,
    help="At most this many cards.",
)
@click.option("--data-dir", type=click.Path(file_okay=False), default=None, help="Index folder.")
@json_option
@lang_option
def cards_search(
    query: str, limit: int, data_dir: str | None, as_json: bool, lang: str | None
) -> None:
    """Find cards (built-in and the imported index) by English or Japanese
    name: whole, part of it, without accents, in any case or misspelt
    ("serra angle"). Best first: the exact name, then names that start
    with QUERY, names that hold it, and misspellings. One card a line: its
    name, Japanese name where known (first with --lang ja) and type line.
    With --json: a list of {"name", "name_ja", "type", "score", "match"}.
    Exit 1 when no card matches (the list is then empty)."""
    from pathlib import Path

    from mtgcombat.cards.mtgjson import default_catalog
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import ui
    from mtgcombat.io.ja_terms import type_line_text

    language = lang or _default_language()
    catalog = default_catalog(Path(data_dir) if data_dir else None)
    found = search_document(query, catalog, limit, language)
    if as_json:
        echo_json(found)
    for item in [] if as_json else found:
        card = catalog.find(item["name"])
        names = [item["name"], f"《{item['name_ja']}》" if item["name_ja"] else ""]
        shown = " / ".join(n for n in (names[::-1] if language == "ja" else names) if n)
        if card is not None and language == "ja":
            shown += "  " + type_line_text(card.types, card.subtypes, "ja", card.supertypes)
        else:
            shown += f"  {item['type']}"
        click.echo(shown)
    if not found:
        if not as_json:
            click.echo(f"mtgcombat: {ui('card_search_none', language, query=query)}", err=True)
        sys.exit(EXIT_ILLEGAL)


def _show_spell(text: str, name: str, language: str) -> None:
    """An instant's or sorcery's text as a timeline spell (608.2): per
    mode, its sentence and effects, or the sentence not carried out."""
    from mtgcombat.i18n.messages import parse_reason, ui

    reading = spell_reading(text, name)
    click.echo(ui("card_spell_text", language))
    for number, mode in enumerate(reading["modes"], start=1):
        if reading["modal"]:
            click.echo(ui("card_spell_mode", language, mode=number))
        if "effects" in mode:
            click.echo(ui("card_sentence_modelled", language, sentence=mode["text"]))
            if language == "en":
                click.echo(ui("card_sentence_values", language, values="; ".join(mode["effects"])))
        else:
            error = bracketed(parse_reason(mode["error"], language), language)
            click.echo(
                ui("card_not_modelled", language, sentence=mode["not_modelled"], error=error)
            )


@cards.command("import", short_help="Build the local card index from AtomicCards.json.")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--data-dir", type=click.Path(file_okay=False), default=None, help="Index folder.")
@click.option(
    "--strict",
    is_flag=True,
    help="Refuse the whole file (exit 1) when an entry is bad, instead of skipping it.",
)
@lang_option
def cards_import(path: str, data_dir: str | None, strict: bool, lang: str | None) -> None:
    """Build the local card index from MTGJSON's AtomicCards.json (a file you
    downloaded; nothing is fetched, and the file is only read). Each card's
    text is read with the card-text parser. An entry with a bad face is
    skipped and said ("skipped N entries (first: NAME: reason)"); with
    --strict the file is refused whole (exit 1) and the old index kept."""
    from pathlib import Path

    from mtgcombat.cards.mtgjson import BadEntryError, CardImportError, import_atomic_cards
    from mtgcombat.i18n.messages import default_language as _default_language

    language = lang or _default_language()
    try:
        report = import_atomic_cards(
            Path(path), Path(data_dir) if data_dir else None, strict=strict
        )
    except BadEntryError as exc:
        if strict:  # refused whole, exit 1
            click.echo(f"mtgcombat: {exc.message(language)}", err=True)
            sys.exit(EXIT_ILLEGAL)
        fail(exc.message(language))  # not one entry could be read: bad input
    except CardImportError as exc:
        fail(exc.message(language))
    say_imported(report, language)


def say_imported(report: ImportReport, language: str) -> None:
    """What ``cards import`` and ``cards fetch`` print once the index is
    built: the entries skipped (standard error), the cards imported and how
    many creatures' combat text is modelled.

    >>> from pathlib import Path
    >>> from mtgcombat.cards.mtgjson import ImportReport
    >>> say_imported(ImportReport(Path("cards.sqlite"), 10, 8, 5, 4), "en")
    ... # doctest: +NORMALIZE_WHITESPACE, +ELLIPSIS
    imported 10 cards into cards.sqlite
    8 creature cards; 5 with combat text, 4 of them fully modelled ...
    """
    from mtgcombat.i18n.messages import input_error, ui

    if report.skipped:
        first, why = report.skipped[0]
        said = input_error(
            "cards_skipped", language, count=len(report.skipped), name=first, why=why
        )
        click.echo(f"mtgcombat: {said}", err=True)
    key = "cards_imported_one" if report.cards == 1 else "cards_imported"
    click.echo(ui(key, language, count=report.cards, target=report.path))
    click.echo(
        ui(
            "cards_imported_unmodelled",
            language,
            creatures=report.creatures,
            relevant=report.combat_relevant,
            modelled=report.modelled,
        )
    )


@cards.command("coverage", short_help="How much imported creature text is modelled.")
@click.option("--data-dir", type=click.Path(file_okay=False), default=None, help="Index folder.")
@click.option(
    "--top",
    type=click.IntRange(min=0),
    default=None,
    help="List this many sentences (default: 20; all with --json).",
)
@json_option
@lang_option
def cards_coverage(data_dir: str | None, top: int | None, as_json: bool, lang: str | None) -> None:
    """How much of the imported catalog's creature text is modelled, and the
    most common sentences that are not, worst first."""
    from pathlib import Path

    from mtgcombat.cards.mtgjson import coverage, index_records
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import ui

    language = lang or _default_language()
    records = index_records(Path(data_dir) if data_dir else None)
    if records is None:
        fail(ui("coverage_none", language))
    report = coverage(records)
    if as_json:
        if top is not None:
            report["unmodelled"] = report["unmodelled"][:top]
        echo_json(report)
        return
    relevant = report["combat_relevant"]
    percent = f"{100 * report['modelled'] / relevant:.1f}%" if relevant else "-"
    click.echo(ui("coverage_creatures", language, n=report["creatures"]))
    click.echo(ui("coverage_relevant", language, n=relevant))
    click.echo(ui("coverage_modelled", language, n=report["modelled"], percent=percent))
    listed = report["unmodelled"][: 20 if top is None else top]
    if listed:
        click.echo(ui("coverage_top", language))
        for item in listed:
            click.echo(f"  {item['cards']:5d}  {item['sentence']}")
    recorded = report["recorded"][: 20 if top is None else top]
    if recorded:
        click.echo(ui("coverage_recorded_top", language))
        for item in recorded:
            click.echo(f"  {item['cards']:5d}  {item['sentence']}")
    _by_type_table(report["by_type"], language)


def _by_type_table(by_type: dict[str, dict[str, int]], language: str) -> None:
    """``cards coverage``'s table by card type: one row per type, its
    combat-relevant cards, those fully modelled and the share."""
    from mtgcombat.i18n.messages import ui
    from mtgcombat.io.ja_terms import terms

    names = {
        t: terms()["subtypes" if t in ("aura", "equipment") else "card_types"].get(t, t)
        if language == "ja"
        else t
        for t in by_type
    }
    width = max(len(n) * (2 if language == "ja" else 1) for n in names.values())
    click.echo(ui("coverage_by_type", language))
    for kind, row in by_type.items():
        relevant, modelled = row["combat_relevant"], row["modelled"]
        percent = f"{100 * modelled / relevant:.1f}%" if relevant else "-"
        pad = " " * (width - len(names[kind]) * (2 if language == "ja" else 1))
        click.echo(
            ui(
                "coverage_type_row",
                language,
                type=names[kind] + pad,
                relevant=f"{relevant:6d}",
                modelled=f"{modelled:6d}",
                percent=percent,
            )
        )


@cli.command("parse", short_help="Read one sentence of card text into abilities.")
@PARSE_PARAMS
def parse_command(sentence: str, name: str, as_json: bool, lang: str | None) -> None:
    """Read one sentence of card text (or a line of keywords) into structured
    abilities. Exit 0 when it is modelled, recorded (its trigger recorded,
    its effect not carried out) or has no effect on combat, 1 when it
    mentions combat but is not modelled, 2 for bad input. With --json, a
    sentence the parser could not read has "error" (the parser's English
    words) and "message" (the same in the --lang language)."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import parse_reason, ui
    from mtgcombat.io.notation import describe_value
    from mtgcombat.text import parse_sentence
    from mtgcombat.text.keywords import attack_only

    language = lang or _default_language()
    if as_json:
        doc, code = parse_document(sentence, name=name, lang=language)
        echo_json(doc)
        sys.exit(code)
    check_sentence(sentence, name, language)
    parsed = parse_sentence(sentence, name=name)
    if parsed.status == "no_effect" and parsed.error:  # before attackers (507.1)
        click.echo(parse_reason(parsed.error, language))
    else:
        click.echo(ui(f"parse_{parsed.status}", language))
    host = host_word(parsed.sentence)
    for value in parsed.traits.values():
        click.echo(f"  {describe_value(value, language, host=host)}")
        if attack_only(value):  # haste: what it does, and when (702.10b)
            click.echo(ui("parse_attack_only", language))
    if parsed.error and parsed.status != "no_effect":
        click.echo(f"  {parse_reason(parsed.error, language)}")
    sys.exit(EXIT_ILLEGAL if parsed.status == "unmodelled" else EXIT_LEGAL)


@cli.command("explain", short_help="Explain a rule (e.g. 510.1c) in our own words.")
@EXPLAIN_PARAMS
def explain_command(rule: str, rules: str, as_json: bool, lang: str | None) -> None:
    """Explain RULE (e.g. 510.1c) in our own words: what it says in this rule
    set, how it changed between the 2023 and current rules, and which checks
    implement it. With --json: {"rule", "rules", "text"}, the text as printed
    without --json."""
    doc = explain_document(rule, rules, lang)
    if as_json:
        echo_json(doc)
    else:
        click.echo(doc["text"])
