"""The commands that resolve a combat: ``resolve`` (510.2, 704) and
``combat`` (508-511).
"""

from __future__ import annotations

import sys

import click

from mtgcombat.app.combat import combat_document, combat_text
from mtgcombat.app.common import EXIT_ILLEGAL, echo_json, ruleset_of
from mtgcombat.app.notes import echo_notes
from mtgcombat.app.options import RESOLVE_PARAMS, json_option, lang_option, rules_option
from mtgcombat.app.resolve import resolve_document, resolve_notes, resolve_run, result_lines
from mtgcombat.cli.group import _load, cli


@cli.command(short_help="Resolve the combat in FILE step by step (510.2, 704).")
@RESOLVE_PARAMS
def resolve(
    file: str, rules: str | None, auto: bool, as_json: bool, lang: str | None, no_triggers: bool
) -> None:
    """Resolve the combat in FILE from its declared blocks: the declare blockers
    step's keyword triggers (unless --no-triggers), then each combat damage
    step: check its assignments, deal damage, perform state-based actions.
    Exit 0 done, 1 an illegal assignment (nothing dealt), 2 bad input or a
    missing choice."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import (
        describe,
        describe_event,
        effect_change_text,
        namer,
        ui,
    )
    from mtgcombat.rules.combat import IllegalAssignmentError

    scenario = _load(file, lang or _default_language())
    if as_json:
        doc, code = resolve_document(
            scenario, rules=rules, lang=lang, auto=auto, no_triggers=no_triggers, file=file
        )
        echo_json(doc)
        sys.exit(code)
    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    declared, made = resolve_notes(scenario, ruleset, language, file)
    result = resolve_run(scenario, ruleset, language, auto, no_triggers, file, made)
    if isinstance(result, IllegalAssignmentError):
        for note in declared:
            click.echo(note.message)
        click.echo(ui("nothing_dealt", language, file=file, step=result.step.value))
        for v in result.violations:
            line = describe(v, language, namer(scenario.board, language), scenario.board)
            click.echo(f"  x {v.rule}: {line}")
        sys.exit(EXIT_ILLEGAL)
    click.echo(ui("header", language, file=file, rules=ruleset))
    echo_notes(scenario, language)
    for note in declared:
        click.echo(note.message)
    if result.effects:
        click.echo(ui("effects_header", language))
        name = namer(result.board, language)
        for c in result.effects:
            change = effect_change_text(c.what, c.value, language, result.board)
            click.echo(
                ui(
                    "effect_line",
                    language,
                    rule=c.rule,
                    source=name(c.source),
                    affected=name(c.affected),
                    change=change,
                )
            )
    for step, package in result.packages.items():
        click.echo(ui("step_assignments", language, step=step.value, package=package or "-"))
    for event in result.events:
        line = describe_event(event, language, namer(result.board, language), result.board)
        click.echo(f"  {event.rule:>8}  {line}")
    for line in result_lines(result.board, language):
        click.echo(line)


@cli.command(short_help="Run the whole combat phase in FILE (508-511).")
@click.argument("file", type=click.Path(dir_okay=False))
@rules_option
@click.option("--auto", is_flag=True, help="Use the default chooser for creatures without one.")
@json_option
@lang_option
def combat(file: str, rules: str | None, auto: bool, as_json: bool, lang: str | None) -> None:
    """Run the combat phase in FILE as it describes it: judge the attack
    declaration (508.1); tap the attackers, resolve the attack triggers and
    the timeline's entries after attackers are declared (508.2); judge the
    block declaration (509.1); resolve the declare blockers step's triggers
    and the timeline's entries; play the combat damage steps (510) with the
    entries after first-strike damage between them; end combat (511.2-511.3).
    Exit 0 done, 1 an illegal declaration or assignment (the phase stops
    there), 2 bad input or a missing choice."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import ui

    scenario = _load(file, lang or _default_language())
    if as_json:
        doc, code = combat_document(scenario, rules=rules, lang=lang, auto=auto, file=file)
        echo_json(doc)
        sys.exit(code)
    language = lang or _default_language()
    lines, code = combat_text(scenario, rules=rules, lang=lang, auto=auto, file=file)
    click.echo(ui("header", language, file=file, rules=ruleset_of(scenario, rules)))
    echo_notes(scenario, language)
    for line in lines:
        click.echo(line)
    sys.exit(code)
