"""The commands that check a declaration or the damage: ``check``
(510.1), ``assignments`` (510.1), ``blocks`` (509.1), ``attacks``
(508.1), ``orders`` (509.2) and ``draw``.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from mtgcombat.app.assignments import assignments_document, creatures_to_list, listings
from mtgcombat.app.attacks import attacks_document
from mtgcombat.app.blocks import blocks_board, blocks_document
from mtgcombat.app.check import check_document, check_run
from mtgcombat.app.common import (
    EXIT_ILLEGAL,
    EXIT_LEGAL,
    after_triggers,
    choice_failure,
    echo_json,
    file_board_only,
    input_problem,
    ruleset_of,
)
from mtgcombat.app.notes import echo_notes, first_strike_notes, order_notes, trigger_notes
from mtgcombat.app.options import (
    ASSIGNMENTS_PARAMS,
    ATTACKS_PARAMS,
    BLOCKS_PARAMS,
    CHECK_PARAMS,
    DRAW_PARAMS,
    ORDERS_PARAMS,
)
from mtgcombat.app.orders import ordered_creatures, orders_document
from mtgcombat.cli.group import _load, cli
from mtgcombat.core.ruleset import Step

if TYPE_CHECKING:
    from mtgcombat.core.model import Board
    from mtgcombat.rules.assignment import (
        Package,
    )


@cli.command(short_help="Check the damage assignments and orders in FILE (510.1).")
@CHECK_PARAMS
def check(file: str, rules: str | None, as_json: bool, lang: str | None, no_triggers: bool) -> None:
    """Check the damage assignments (and orders) in FILE, each step's package
    on its own (510.1e), on the board after the declare blockers triggers.
    Exit 0 legal, 1 illegal, 2 bad input."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import describe, namer, ui

    scenario = _load(file, lang or _default_language())
    if as_json:
        doc, code = check_document(
            scenario, rules=rules, lang=lang, no_triggers=no_triggers, file=file
        )
        echo_json(doc)
        sys.exit(code)
    run = check_run(scenario, rules, lang, no_triggers, file)
    scenario, language = run.scenario, run.language
    click.echo(ui("header", language, file=file, rules=run.ruleset))
    echo_notes(scenario, language)
    for note in run.before:
        click.echo(note.message)
    if not scenario.assignments:
        click.echo(ui("no_assignments", language))
    for note in run.after:
        click.echo(note.message)
    for r in run.results:
        status = ui("legal" if not r.violations else "illegal_status", language)
        click.echo(ui("package", language, step=r.step.value, player=r.player, status=status))
        for a in r.package:
            click.echo(f"  {a}")
        for a in r.implied:
            click.echo(f"  {a}   {ui('no_choice', language)}")
        for v in r.violations:
            line = describe(v, language, namer(scenario.board, language), scenario.board)
            click.echo(f"  x {v.rule}: {line}")
    click.echo(
        ui("legal", language)
        if not run.violations
        else ui("illegal_total", language, n=len(run.violations))
    )
    sys.exit(EXIT_ILLEGAL if run.violations else EXIT_LEGAL)


@cli.command(short_help="List or count the legal damage assignments (510.1).")
@ASSIGNMENTS_PARAMS
def assignments(
    file: str,
    creature: str | None,
    step: str | None,
    count_only: bool,
    limit: int | None,
    rules: str | None,
    as_json: bool,
    lang: str | None,
    no_triggers: bool,
) -> None:
    """List (or count) the legal combat damage assignments of every creature that
    assigns combat damage, or of one, the others held at the file's assignments
    (on the board after the declare blockers triggers)."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import label, ui

    language = lang or _default_language()
    scenario = _load(file, language)
    if as_json:
        doc, _ = assignments_document(
            scenario,
            rules=rules,
            lang=lang,
            no_triggers=no_triggers,
            file=file,
            creature=creature,
            step=step,
            count_only=count_only,
            limit=limit,
        )
        echo_json(doc)
        return
    ruleset = ruleset_of(scenario, rules)
    file_board_only(scenario, "assignments", file, language)
    scenario, triggered = after_triggers(scenario, ruleset, no_triggers, file, language)
    chosen_step = Step.parse(step) if step else None
    board = scenario.board
    listed_creatures = creatures_to_list(scenario, ruleset, creature, chosen_step, language)
    click.echo(ui("header", language, file=file, rules=ruleset))
    echo_notes(scenario, language)
    for line in trigger_notes(triggered, board, language):
        click.echo(line)
    for note in order_notes(board, ruleset, language):
        click.echo(note.message)

    def first_strike_played(board: Board, given: Package | None, used: Package | None) -> None:
        for line in first_strike_notes(board, ruleset, given, language, used):
            click.echo(line)

    for c, s, total, listed in listings(
        scenario, ruleset, listed_creatures, count_only, limit, first_strike_played
    ):
        noun = "assignment" if total == 1 else "assignments"
        name = label(board.permanent(c), language)
        click.echo(ui("count", language, creature=name, step=s.value, n=total, noun=noun))
        for a in listed:
            click.echo(f"  {a}")
        if limit is not None and not count_only and total > limit:
            click.echo("  " + ui("more", language, n=total - limit))


@cli.command(short_help="Check the block declaration in FILE (509.1).")
@BLOCKS_PARAMS
def blocks(
    file: str, rules: str | None, as_json: bool, lang: str | None, time_limit: float
) -> None:
    """Check the block declaration in FILE (509.1): restrictions, the maximum
    number of requirements obeyed (509.1c), costs. Exit 0 legal, 1 illegal."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import describe, namer, ui
    from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks

    scenario = _load(file, lang or _default_language())
    if as_json:
        doc, code = blocks_document(
            scenario, rules=rules, lang=lang, time_limit=time_limit, file=file
        )
        echo_json(doc)
        sys.exit(code)
    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    board = blocks_board(scenario, ruleset, language, file)  # after the timeline's entries
    declaration = BlockDeclaration.from_board(board)
    verdict = is_legal_blocks(board, declaration, ruleset, time_limit=time_limit)
    click.echo(ui("header", language, file=file, rules=ruleset))
    echo_notes(scenario, language)
    click.echo(ui("declared", language, blocks=declaration))
    proven = "" if verdict.optimal else ui("not_proven", language)
    # a declaration that breaks a restriction may obey more requirements
    # than any legal one: 509.1c compares only declarations without
    # violations, so the count is not put "of a possible" maximum
    key = "obeyed" if verdict.obeyed <= verdict.maximum else "obeyed_over"
    click.echo(ui(key, language, obeyed=verdict.obeyed, maximum=verdict.maximum, proven=proven))
    if verdict.cost:
        click.echo(ui("cost", language, cost=verdict.cost))
    for v in verdict.violations:
        click.echo(f"  x {v.rule}: {describe(v, language, namer(board, language), board)}")
    if verdict.witness is not None:
        click.echo(ui("witness", language, maximum=verdict.maximum, witness=verdict.witness))
    click.echo(
        ui("legal", language)
        if verdict
        else ui("illegal_total", language, n=len(verdict.violations))
    )
    sys.exit(EXIT_LEGAL if verdict else EXIT_ILLEGAL)


@cli.command(short_help="Check the attack declaration in FILE (508.1).")
@ATTACKS_PARAMS
def attacks(
    file: str, rules: str | None, as_json: bool, lang: str | None, time_limit: float
) -> None:
    """Check the attack declaration in FILE (508.1; each permanent's
    `attacking`): who may attack what, restrictions, the maximum number of
    requirements obeyed (508.1d), costs per defending player (508.1h).
    Exit 0 legal, 1 illegal."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import describe, describe_event, namer, ui
    from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks, tap_events

    scenario = _load(file, lang or _default_language())
    if as_json:
        doc, code = attacks_document(scenario, rules=rules, lang=lang, time_limit=time_limit)
        echo_json(doc)
        sys.exit(code)
    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    board = scenario.board
    declaration = AttackDeclaration.from_board(board)
    verdict = is_legal_attacks(board, declaration, ruleset, time_limit=time_limit)
    click.echo(ui("header", language, file=file, rules=ruleset))
    echo_notes(scenario, language)
    click.echo(ui("declared_attacks", language, attacks=declaration))
    proven = "" if verdict.optimal else ui("not_proven", language)
    key = "attack_obeyed" if verdict.obeyed <= verdict.maximum else "attack_obeyed_over"
    click.echo(ui(key, language, obeyed=verdict.obeyed, maximum=verdict.maximum, proven=proven))
    for player, amount in verdict.costs:
        click.echo(ui("attack_cost", language, player=player, cost=amount))
    for v in verdict.violations:
        click.echo(f"  x {v.rule}: {describe(v, language, namer(board, language), board)}")
    if verdict.witness is not None:
        click.echo(ui("attack_witness", language, maximum=verdict.maximum, witness=verdict.witness))
    if verdict:
        for event in tap_events(board, declaration):
            click.echo(f"  {event.rule}: {describe_event(event, language, namer(board, language))}")
    click.echo(
        ui("legal", language)
        if verdict
        else ui("illegal_total", language, n=len(verdict.violations))
    )
    sys.exit(EXIT_LEGAL if verdict else EXIT_ILLEGAL)


@cli.command(short_help="Show damage assignment orders and their options (509.2).")
@ORDERS_PARAMS
def orders(file: str, rules: str | None, as_json: bool, lang: str | None) -> None:
    """Show each damage assignment order (509.2, 509.3) and the places where a
    creature made to block, or entering blocking, could join it (509.6, 509.7)."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import label, ui
    from mtgcombat.rules.ordering import insert_positions

    scenario = _load(file, lang or _default_language())
    if as_json:
        doc, _ = orders_document(scenario, rules=rules, lang=lang)
        echo_json(doc)
        return
    ruleset = ruleset_of(scenario, rules)
    board = scenario.board
    creatures = ordered_creatures(board)
    language = lang or _default_language()
    click.echo(ui("header", language, file=file, rules=ruleset))
    echo_notes(scenario, language)
    if not ruleset.has_damage_assignment_order:
        click.echo(ui("no_orders", language))
        return
    for note in order_notes(board, ruleset, language):
        click.echo(note.message)
    for c in creatures:
        current = board.damage_assignment_order(c)
        rule = "509.2" if board.is_attacking(c) else "509.3"
        name = label(board.permanent(c), language)
        click.echo(f"{name}: {', '.join(current)} ({rule})")
        places = insert_positions(board, c, ruleset)
        click.echo(ui("places", language, n=len(places)))
        for i, place in enumerate(places):
            click.echo(f"    [{i}] {', '.join(place)}")


@cli.command(short_help="Draw the combat in FILE as an SVG picture.")
@DRAW_PARAMS
def draw(
    file: str,
    after: bool,
    rules: str | None,
    lang: str | None,
    no_triggers: bool,
    output: str | None,
) -> None:
    """Draw the combat in FILE as an SVG picture: attackers and what they
    attack, blockers with arrows to what they block, under 2023 the damage
    assignment orders as numbered arrows (509.2). With --after, the combat is
    resolved as `resolve --auto` resolves it, and the picture shows each
    assignment's damage (510.1), the deaths (704.5) and the players' life and
    poison. Exit 0 (a picture is drawn even when an assignment is illegal:
    it says why), 2 bad input."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.triggers import ChoiceError

    language = lang or _default_language()
    scenario = _load(file, language)
    file_board_only(scenario, "draw", file, language)
    from mtgcombat.svg import board as draw_board

    try:
        picture = draw_board(
            scenario, rules=rules, lang=language, after=after, triggers=not no_triggers
        )
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, language) from None
    if output is None:
        click.echo(picture, nl=False)
        return
    from pathlib import Path

    try:
        Path(output).write_text(picture, encoding="utf-8")
    except OSError as exc:
        input_problem(language, output, "", "file_unwritable", reason=exc.strerror or str(exc))
