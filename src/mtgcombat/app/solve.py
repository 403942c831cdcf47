"""``solve``: a player's best blocks (509.1), attack (508.1) or damage
assignment (510.1) for an objective, as a document, with the text of the
attacker's answer.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

import click

from mtgcombat.app.clock import LEAST_SEARCH, OUTPUT_TIME, time_spent
from mtgcombat.app.common import (
    EXIT_LEGAL,
    after_triggers,
    choice_failure,
    input_problem,
    list_sep,
    ruleset_of,
    timeline_failure,
)
from mtgcombat.app.documents import effects_json, package_table, played_json, state_json
from mtgcombat.app.notes import Note, trigger_notes, with_notes
from mtgcombat.app.resolve import declared_board
from mtgcombat.core.budget import watching
from mtgcombat.core.ruleset import RuleSet, Step

if TYPE_CHECKING:
    from dataclasses import dataclass as _frozen
else:  # the generated methods compiled on first use (start-up)
    from mtgcombat.core.valueclass import dataclass as _frozen

if TYPE_CHECKING:
    from mtgcombat.core.events import Event
    from mtgcombat.core.model import Board
    from mtgcombat.scenario.load import Scenario
    from mtgcombat.solver.search import (
        Objective,
        Solution,
    )
    from mtgcombat.solver.triggers import Unplayed

OBJECTIVE_WEIGHTS = ("life", "poison", "loyalty", "defense", "creatures")


def parse_objective(items: tuple[str, ...], board: Board, lang: str = "en") -> Objective:
    """``--objective`` settings, ``KEY=VALUE`` (repeated or comma-separated):
    the weights life, poison, loyalty, defense, creatures (numbers, 0 or
    more), worth=stats|mana_value, avoid_losing=true|false. Mana values come
    from the card catalog for permanents that name their card.

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> objective = parse_objective(("life=2,creatures=0.5", "avoid_losing=false"), board)
    >>> objective.life, objective.creatures, objective.avoid_losing
    (2.0, 0.5, False)
    """
    from mtgcombat.cards.mtgjson import default_catalog
    from mtgcombat.solver.search import MAX_WEIGHT, Objective

    settings: dict[str, Any] = {}
    for item in (part.strip() for text in items for part in text.split(",")):
        if not item:
            continue
        key, eq, value = item.partition("=")
        key = key.strip().replace("-", "_")
        value = value.strip()
        if not eq:
            input_problem(lang, "--objective", "", "objective_not_pair", item=item)
        if key in OBJECTIVE_WEIGHTS:
            try:
                weight = float(value)
            except ValueError:
                input_problem(
                    lang, "--objective", "", "objective_not_number", setting=key, value=value
                )
            if not 0 <= weight <= MAX_WEIGHT:
                most = f"{MAX_WEIGHT:,.0f}"
                input_problem(
                    lang,
                    "--objective",
                    "",
                    "objective_out_of_range",
                    setting=key,
                    most=most,
                    value=value,
                )
            settings[key] = weight
        elif key == "worth":
            if value not in ("stats", "mana_value"):
                input_problem(lang, "--objective", "", "objective_worth", value=value)
            settings[key] = value
        elif key == "avoid_losing":
            if value.lower() not in ("true", "false", "yes", "no", "1", "0"):
                input_problem(lang, "--objective", "", "objective_avoid_losing", value=value)
            settings[key] = value.lower() in ("true", "yes", "1")
        else:
            known = ", ".join((*OBJECTIVE_WEIGHTS, "worth", "avoid_losing"))
            input_problem(lang, "--objective", "", "objective_unknown", setting=key, known=known)
    if settings.get("worth") == "mana_value":
        catalog = default_catalog()
        values: dict[str, float] = {}
        for perm in board.permanents:
            card = catalog.find(perm.card) if perm.card else None
            if card is not None and card.mana_value is not None:
                values[perm.id] = card.mana_value
        settings["mana_values"] = values
    return Objective(**settings)


@_frozen(frozen=True)
class _Solved:
    """What ``solve`` found: the scenario (after the declare blockers
    triggers, for the attacker), the board as written, the objective, the
    solution and its JSON choice with the extra keys of the attacker's."""

    scenario: Scenario
    as_written: Board
    ruleset: RuleSet
    language: str
    triggered: tuple[Event, ...]
    objective: Objective
    solution: Solution[Any]
    choice: Any
    extra: dict[str, Any]
    notes: tuple[Note, ...] = ()
    pumps: Mapping[str, tuple[int, int]] = dataclasses.field(default_factory=dict)


def solve_run(
    scenario: Scenario,
    side: str,
    objective_items: tuple[str, ...],
    time_limit: float,
    rules: str | None,
    lang: str | None,
    no_triggers: bool,
    file: str,
    started: float | None = None,
    attacks: bool = False,
) -> _Solved:
    """The best play for ``side``; with ``started`` (the command's start), the
    time the command has used already is taken off ``time_limit``; with
    ``attacks`` (the attacker only), the attack declaration is chosen too.

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> run = solve_run(sc, "defender", (), 10.0, None, "en", False, "a.toml")
    >>> run.choice, run.solution.value
    ({'guard': ['gorger']}, -6.0)
    """
    from mtgcombat.core.budget import OverBudget, spending
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.assignment import Package
    from mtgcombat.rules.triggers import ChoiceError
    from mtgcombat.solver.search import SolverError, best_assignment, best_blocks, with_pumps
    from mtgcombat.solver.triggers import pumps_of

    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    asked = time_limit
    triggered: tuple[Event, ...] = ()
    as_written = scenario.board
    if attacks and side != "attacker":
        input_problem(language, "--attacks", "", "solve_attacks_for_attacker", "508.1")
    # What comes before the search (spells, triggers) gets the time limit
    # too: a board whose triggers take longer stops in time, in one line.
    setup = time_limit - (0.0 if started is None else time_spent(started)) - OUTPUT_TIME
    try:
        with spending(max(setup, LEAST_SEARCH)):
            if scenario.timeline:
                # Spells cast between the steps: played where they come before the
                # solver's first choice, refused where they come after it.
                scenario, triggered = _solve_timeline(
                    scenario, side, attacks, ruleset, no_triggers, file, language
                )
            elif side == "attacker" and not attacks:
                # The blocks are the file's: their triggers resolve before damage.
                # (For the defender, the block search plays them for each
                # declaration it tries: see README.)
                scenario, triggered = after_triggers(scenario, ruleset, no_triggers, file, language)
    except OverBudget:
        input_problem(language, file, "", "solve_setup_over_time", seconds=f"{time_limit:g}")
    board = scenario.board
    objective = parse_objective(objective_items, board, language)
    if started is not None:
        time_limit = max(
            min(time_limit, LEAST_SEARCH), time_limit - time_spent(started) - OUTPUT_TIME
        )
    if attacks:
        return _attacks_run(
            scenario, as_written, ruleset, language, objective, time_limit, file, no_triggers
        )
    notes: tuple[Note, ...] = ()
    if side == "defender":
        if not board.attackers():
            input_problem(language, file, "", "no_attackers", "509.1")
        try:
            # the board's own work outside the search (its static abilities
            # and a declaration's triggers, played to value and to answer)
            # stops at the limit too, in one line
            with _within(time_limit):
                blocks = best_blocks(
                    board,
                    ruleset,
                    objective=objective,
                    time_limit=time_limit,
                    triggers=not no_triggers,
                )
        except _PastLimit:
            input_problem(language, file, "", "solve_blocks_over_time", seconds=f"{asked:g}")
        except SolverError as exc:
            input_problem(language, file, "", "solver_problem", detail=str(exc))
        except ChoiceError as exc:
            raise choice_failure(file, scenario, exc, language) from None
        solution: Solution[Any] = blocks
        choice: Any = blocks.choice.as_dict()
        extra: dict[str, Any] = {}
        if blocks.orders:  # the defender's own orders (509.3, 2023 rules)
            extra["orders"] = {c: list(o) for c, o in blocks.orders.items()}
        pumps = dict(blocks.temporary)
        notes = _unplayed_notes(blocks.unplayed, language)
    else:
        # What the declare blockers triggers gave until end of turn ends in
        # the cleanup step (514.2): left out of the value, as for the defender.
        pumps = pumps_of(triggered)
        objective = with_pumps(objective, pumps)
        try:
            plan = best_assignment(board, ruleset, objective=objective, time_limit=time_limit)
        except SolverError as exc:
            input_problem(language, file, "", "solver_problem", detail=str(exc))
        except ChoiceError as exc:
            raise choice_failure(file, scenario, exc, language) from None
        solution = plan
        notes = _unplayed_notes(plan.unplayed, language)
        choice = package_table(plan.choice.packages.get(Step.REGULAR, Package()))
        extra = {}
        if Step.FIRST_STRIKE in plan.choice.packages:
            extra["first_strike_assignments"] = package_table(
                plan.choice.packages[Step.FIRST_STRIKE]
            )
        if plan.choice.orders:
            extra["orders"] = {c: list(o) for c, o in plan.choice.orders.items()}
    if pumps:
        extra["temporary_pumps"] = {c: f"{p:+d}/{t:+d}" for c, (p, t) in pumps.items()}
    objective = with_pumps(objective, pumps) if side == "defender" else objective
    return _Solved(
        scenario,
        as_written,
        ruleset,
        language,
        triggered,
        objective,
        solution,
        choice,
        extra,
        notes,
        pumps,
    )


class _PastLimit(Exception):
    """The defender's search and its answer went past the time limit in
    the rules engine's own loops (:func:`_within`)."""


@contextlib.contextmanager
def _within(seconds: float) -> Iterator[None]:
    """Every tick of the rules engine's loops in the block (its static
    abilities, the triggers of 509.1i) raises :class:`_PastLimit` past
    ``seconds`` (and 5 % more: the search's own clock stops it first; this
    is for the work it cannot cut short, which then has no answer in time).

    >>> from mtgcombat.core.budget import tick
    >>> with _within(60.0):
    ...     tick()
    >>> with _within(0.0):
    ...     time.sleep(0.1)
    ...     tick()
    Traceback (most recent call last):
    ...
    mtgcombat.app.solve._PastLimit
    """
    deadline = time.monotonic() + seconds * 1.05 + 0.05

    def check() -> None:
        if time.monotonic() > deadline:
            raise _PastLimit

    with watching(check):
        yield


def _solve_timeline(
    scenario: Scenario,
    side: str,
    attacks: bool,
    ruleset: RuleSet,
    no_triggers: bool,
    file: str,
    language: str,
) -> tuple[Scenario, tuple[Event, ...]]:
    """The board ``solve`` starts from for a file with a timeline, and the
    events before it. An entry is played, as ``resolve`` and ``combat`` play
    it, when its point comes before the solver's first choice: for the
    defender, the entries after attackers are declared (the blocks are then
    chosen on the board they leave); for the attacker (the file's blocks),
    those and the entries after blockers are declared, after the declare
    blockers triggers. An entry that comes after a choice the solver makes
    was written for the file's play (its targets may not even exist
    otherwise) and is bad input, exit 2: every entry with ``--attacks``, an
    entry after blockers are declared (or one that puts a creature onto the
    battlefield blocking) for the defender, an entry after first-strike
    damage for the attacker when the combat has a first-strike step."""
    from mtgcombat.rules.assignment import steps
    from mtgcombat.rules.timeline import (
        Point,
        TimelineError,
        TokenBlockingEffect,
        after_attackers,
        after_blockers,
    )
    from mtgcombat.rules.timeline_run import blocked_early
    from mtgcombat.rules.triggers import ChoiceError

    def refuse(index: int, key: str, rule: str) -> NoReturn:
        input_problem(language, file, f"timeline[{index}].after", key, rule)

    timeline = scenario.timeline
    if attacks:
        refuse(0, "solve_timeline_attacks", "508.1")
    if side == "defender":
        for i, entry in enumerate(timeline):
            blocking = any(isinstance(e, TokenBlockingEffect) for e in entry.spell.effects)
            if entry.after is not Point.DECLARE_ATTACKERS or blocking:
                refuse(i, "solve_timeline_blocks", "509.1")
        try:
            board, events = after_attackers(
                scenario.board, ruleset, timeline, attack_triggers=False, tap=False
            )
        except ChoiceError as exc:
            raise choice_failure(file, scenario, exc, language) from None
        except TimelineError as exc:
            raise timeline_failure(file, exc, language) from None
        return dataclasses.replace(scenario, board=board), events
    declared, early = declared_board(scenario, ruleset, language, file)
    try:
        board, happened = after_blockers(
            declared, ruleset, timeline, triggers=not no_triggers,
            blocked_before=blocked_early(early),
        )  # fmt: skip
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise timeline_failure(file, exc, language) from None
    if Step.FIRST_STRIKE in steps(board):
        for i, entry in enumerate(timeline):
            if entry.after is Point.FIRST_STRIKE_DAMAGE:
                refuse(i, "solve_timeline_first_strike", "510.4")
    return dataclasses.replace(scenario, board=board), (*early, *happened)


def _unplayed_notes(unplayed: Sequence[Unplayed], language: str) -> tuple[Note, ...]:
    """The solver's notes on what it played one way only (kind ``unplayed``)."""
    from mtgcombat.i18n.messages import ui

    return tuple(
        Note(
            "unplayed",
            u.rule,
            ui(f"solve_unplayed_{u.reason}", language, source=u.source, rule=u.rule),
        )
        for u in unplayed
    )


def _attacks_run(
    scenario: Scenario,
    as_written: Board,
    ruleset: RuleSet,
    language: str,
    objective: Objective,
    time_limit: float,
    file: str,
    no_triggers: bool = False,
) -> _Solved:
    """``solve --for attacker --attacks``: the attack declaration (508.1), the
    defender's expected blocks and the attacker's plan for them (the declare
    blockers triggers played unless ``no_triggers``)."""
    from mtgcombat.rules.assignment import Package
    from mtgcombat.rules.triggers import ChoiceError
    from mtgcombat.solver.attacks import best_attacks
    from mtgcombat.solver.search import SolverError

    try:
        found = best_attacks(
            scenario.board,
            ruleset,
            objective=objective,
            time_limit=time_limit,
            block_triggers=not no_triggers,
        )
    except SolverError as exc:
        input_problem(language, file, "", "solver_problem", detail=str(exc))
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, language) from None
    chosen = found.choice
    plan = chosen.plan
    # The value leaves out what the attack triggers gave until end of turn
    # (514.2): the terms are read the same way.
    objective = dataclasses.replace(objective, temporary=dict(chosen.temporary))
    extra: dict[str, Any] = {"attacks": chosen.declaration.as_dict()}
    if chosen.cost:
        extra["attack_cost"] = dict(chosen.cost)
    if chosen.may:
        extra["attack_choices"] = dict(chosen.may)
    if chosen.temporary:
        extra["temporary_pumps"] = {c: f"{p:+d}/{t:+d}" for c, (p, t) in chosen.temporary.items()}
    extra["blocks"] = chosen.blocks.as_dict()
    if chosen.block_orders:
        extra["block_orders"] = {c: list(o) for c, o in chosen.block_orders.items()}
    if Step.FIRST_STRIKE in plan.packages:
        extra["first_strike_assignments"] = package_table(plan.packages[Step.FIRST_STRIKE])
    if plan.orders:
        extra["orders"] = {c: list(o) for c, o in plan.orders.items()}
    choice = package_table(plan.packages.get(Step.REGULAR, Package()))
    notes = _unplayed_notes(chosen.unplayed, language)
    return _Solved(
        scenario,
        as_written,
        ruleset,
        language,
        (),
        objective,
        found,
        choice,
        extra,
        notes,
        dict(chosen.temporary),
    )


def solve_document(
    scenario: Scenario,
    *,
    side: str,
    objective: tuple[str, ...] = (),
    time_limit: float = 60.0,
    rules: str | None = None,
    lang: str | None = None,
    no_triggers: bool = False,
    file: str = "",
    started: float | None = None,
    attacks: bool = False,
) -> tuple[dict[str, Any], int]:
    """``solve --json``'s document for a loaded scenario, and the exit code
    (0); bad input raises :class:`BadInput`. The command and ``batch solve``
    both print it. With ``attacks`` (``--for attacker --attacks``) the
    document adds ``attacks`` (attacker -> target), ``blocks`` (the
    defender's expected answer), ``block_orders``, ``attack_cost``,
    ``attack_choices`` (the attacker's "you may" choices for its attack
    triggers, 603.5) and ``temporary_pumps`` (what the attack triggers gave
    until end of turn, left out of the value, 514.2) where there are any;
    its ``notes`` say what the solver did not search (kind ``unplayed``).

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "current"
    ... active_player = "A"
    ... [players.A]
    ... [players.B]
    ... [[permanents]]
    ... id = "ogre"
    ... controller = "A"
    ... power = 5
    ... toughness = 5
    ... attacking = "B"
    ... [[permanents]]
    ... id = "elf"
    ... controller = "B"
    ... power = 1
    ... toughness = 1
    ... blocking = ["ogre"]
    ... [assignments]
    ... ogre = { elf = 5 }
    ... elf = { ogre = 1 }
    ... ''')
    >>> doc, code = solve_document(sc, side="attacker", time_limit=5)
    >>> sorted(doc), code
    (['choice', 'optimal', 'outcome', 'value', 'value_terms'], 0)
    >>> doc, code = solve_document(sc, side="attacker", time_limit=5, attacks=True)

    The elf (worth 1 + 1) chump-blocks rather than let 5 damage through:

    >>> doc["attacks"], doc["blocks"], doc["choice"]
    ({'ogre': 'B'}, {'elf': ['ogre']}, {'ogre': {'elf': 5}})
    """
    from mtgcombat.rules.effects import changes_in_force

    run = solve_run(
        scenario, side, objective, time_limit, rules, lang, no_triggers, file, started, attacks
    )
    solution = run.solution
    result = solution.outcome
    outcome = state_json(result.board)
    outcome["events"] = [e.to_json() for e in (*run.triggered, *result.events)]
    in_force = changes_in_force(run.scenario.board)
    if in_force:
        outcome["effects"] = effects_json(in_force)
    outcome.update(played_json(result.packages))
    doc = {
        "choice": run.choice,
        "value": solution.value,
        "optimal": solution.optimal,
        "outcome": outcome,
        **run.extra,
        "value_terms": run.objective.terms(result.board, solution.player),
    }
    return with_notes(doc, run.scenario, lang, run.notes), EXIT_LEGAL


def echo_attacks(run: _Solved, language: str) -> None:
    """``solve --attacks``'s text: the attacks chosen, their cost, the
    defender's expected blocks (with its orders) and the attacker's plan.

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "508_1d_attacks_each_combat.toml")
    >>> run = solve_run(sc, "attacker", (), 10.0, None, "en", False, "a.toml", attacks=True)
    >>> echo_attacks(run, "en")
    note: the attacks and blocks in the file are set aside; attacks are being chosen
    best attacks for A (attacking player): berserker: jace (508.1)
    expected blocks of B (defending player): no blocks
    best play for A (attacking player):
      regular step: berserker: jace=3
    """
    from mtgcombat.i18n.messages import describe_event, namer, ui
    from mtgcombat.solver.attacks import AttackPlan

    chosen: AttackPlan = run.solution.choice
    player = run.solution.player
    if any(p.attacking for p in run.as_written.permanents):
        click.echo(ui("solve_attacks_ignored", language))
    shown = str(chosen.declaration) if len(chosen.declaration) else ui("solve_no_attacks", language)
    click.echo(ui("solve_attacks", language, player=player, attacks=shown))
    if chosen.cost:
        cost = ", ".join(f"{who}: {amount}" for who, amount in chosen.cost.items())
        click.echo(ui("solve_attack_cost", language, cost=cost))
    names = namer(run.as_written, language)
    for e in chosen.step_events:
        if e.kind != "tapped_to_attack":  # 508.1f: every attacker without vigilance
            event = describe_event(e, language, names, run.as_written)
            click.echo(ui("solve_attack_trigger", language, rule=e.rule, event=event))
    if chosen.temporary and not chosen.block_events:
        echo_temporary(chosen.temporary, language)
    if not len(chosen.declaration):
        return
    defender = next(p.id for p in run.as_written.players if p.id != player and not p.lost)
    blocks = str(chosen.blocks) if len(chosen.blocks) else ui("solve_no_blocks", language)
    click.echo(ui("solve_answer_blocks", language, player=defender, blocks=blocks))
    for creature, order in chosen.block_orders.items():
        click.echo(ui("solve_block_order", language, creature=creature, order=", ".join(order)))
    for note in trigger_notes(chosen.block_events, run.as_written, language):
        click.echo(note)
    if chosen.temporary and chosen.block_events:
        echo_temporary(chosen.temporary, language)
    click.echo(ui("solve_plan", language, player=player))
    for creature, order in chosen.plan.orders.items():
        click.echo(ui("solve_order", language, creature=creature, order=", ".join(order)))
    for step, package in chosen.plan.packages.items():
        click.echo(ui("solve_step", language, step=step.value, package=package or "-"))


def echo_temporary(pumps: Mapping[str, tuple[int, int]], language: str) -> None:
    """The line saying which pumps the value leaves out (514.2).

    >>> echo_temporary({"gorger": (3, 3)}, "en")
      not counted in the value, as it ends in the cleanup step (514.2): gorger +3/+3
    """
    from mtgcombat.i18n.messages import ui

    shown = list_sep(language).join(f"{c} {p:+d}/{t:+d}" for c, (p, t) in pumps.items())
    click.echo(ui("solve_temporary", language, pumps=shown))
