"""The ``solve`` command: a player's best blocks, attack or damage
assignment.
"""

from __future__ import annotations

import sys
import time

import click

from mtgcombat.app.common import echo_json, list_sep
from mtgcombat.app.notes import echo_notes, trigger_notes
from mtgcombat.app.options import SOLVE_PARAMS
from mtgcombat.app.solve import echo_attacks, echo_temporary, solve_document, solve_run
from mtgcombat.cli.group import _load, cli


@cli.command(short_help="Find a player's best blocks or damage assignment.")
@SOLVE_PARAMS
def solve(
    file: str,
    side: str,
    objective_items: tuple[str, ...],
    time_limit: float,
    attacks: bool,
    rules: str | None,
    as_json: bool,
    lang: str | None,
    no_triggers: bool,
) -> None:
    """Find the best play in FILE: the defender's blocks, or the attacker's
    damage assignment orders (2023) and assignments (on the board after the
    declare blockers triggers), and say what happens."""
    from mtgcombat.core.model import Zone
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import label, number_text, ui

    started = time.monotonic()
    scenario = _load(file, lang or _default_language())
    if as_json:
        doc, code = solve_document(
            scenario,
            side=side,
            objective=objective_items,
            time_limit=time_limit,
            rules=rules,
            lang=lang,
            no_triggers=no_triggers,
            file=file,
            started=started,
            attacks=attacks,
        )
        echo_json(doc)
        sys.exit(code)
    run = solve_run(
        scenario,
        side,
        objective_items,
        time_limit,
        rules,
        lang,
        no_triggers,
        file,
        started,
        attacks,
    )
    scenario, as_written, ruleset, language = (
        run.scenario,
        run.as_written,
        run.ruleset,
        run.language,
    )
    board, triggered, objective, solution = (
        scenario.board,
        run.triggered,
        run.objective,
        run.solution,
    )
    result = solution.outcome
    click.echo(ui("header", language, file=file, rules=ruleset))
    echo_notes(scenario, language)
    for note in trigger_notes(triggered, board, language):
        click.echo(note)
    if triggered and run.pumps:
        echo_temporary(run.pumps, language)
    for extra_note in run.notes:
        click.echo(extra_note.message)
    if attacks:
        echo_attacks(run, language)
    elif side == "defender":
        if any(p.blocking for p in board.permanents):
            click.echo(ui("solve_blocks_ignored", language))
        chosen = solution.choice
        shown = str(chosen) if len(chosen) else ui("solve_no_blocks", language)
        click.echo(ui("solve_blocks", language, player=solution.player, blocks=shown))
        for creature, order in solution.orders.items():
            click.echo(ui("solve_block_order", language, creature=creature, order=", ".join(order)))
        # The declare blockers triggers of the blocks chosen (509.1i).
        for note in trigger_notes(solution.triggered, board, language):
            click.echo(note)
        if run.pumps:
            echo_temporary(run.pumps, language)
    else:
        click.echo(ui("solve_plan", language, player=solution.player))
        for creature, order in solution.choice.orders.items():
            click.echo(ui("solve_order", language, creature=creature, order=", ".join(order)))
        for step, package in solution.choice.packages.items():
            click.echo(ui("solve_step", language, step=step.value, package=package or "-"))
    proof_key = "solve_proven" if solution.optimal else "solve_unproven"
    if not solution.optimal and run.notes:  # an attack trigger's choice not searched
        proof_key = "solve_unproven_triggers"
    proof = ui(proof_key, language)
    click.echo(
        ui(
            "solve_value",
            language,
            player=solution.player,
            value=number_text(solution.value),
            proof=proof,
        )
    )
    terms = [
        ui(f"solve_term_{name}", language, n=f"{'+' if amount > 0 else ''}{number_text(amount)}")
        for name, amount in objective.terms(result.board, solution.player).items()
        if amount
    ]
    shown_terms = list_sep(language).join(terms) or ui("solve_value_nothing", language)
    click.echo(ui("solve_value_terms", language, player=solution.player, terms=shown_terms))
    click.echo(ui("solve_happens", language))
    # a token created as an ability resolves (111.2) joins the board after
    # the permanents as written: each of those is found by its id
    after_by_id = {q.id: q for q in result.board.permanents}
    gone = [
        (p, after_by_id[p.id])
        for p in as_written.permanents
        if p.zone is Zone.BATTLEFIELD and after_by_id[p.id].zone is not Zone.BATTLEFIELD
    ]
    # A permanent exiled (a Siege defeated, 310.11b) did not die (700.4).
    died = [label(p, language) for p, q in gone if q.zone is not Zone.EXILE]
    exiled = [label(p, language) for p, q in gone if q.zone is Zone.EXILE]
    if died:
        click.echo(ui("solve_dies", language, names=list_sep(language).join(died)))
    if exiled:
        click.echo(ui("solve_exiled", language, names=list_sep(language).join(exiled)))
    if not gone:
        click.echo(ui("solve_no_deaths", language))
    for before, after in zip(as_written.players, result.board.players, strict=True):
        lost = ui("has_lost", language) if after.lost else ""
        click.echo(
            ui(
                "solve_player",
                language,
                player=after.id,
                before=before.life,
                after=after.life,
                poison=after.poison,
                lost=lost,
            )
        )
