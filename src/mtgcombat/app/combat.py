"""``combat`` (508-511): the whole combat phase of a loaded scenario, from
the declarations to the end of combat step, as a document and an exit
code, and its text.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from mtgcombat.app.attacks import attacks_document
from mtgcombat.app.blocks import blocks_document
from mtgcombat.app.common import (
    EXIT_ILLEGAL,
    EXIT_LEGAL,
    choice_failure,
    input_problem,
    ruleset_of,
    timeline_failure,
)
from mtgcombat.app.documents import effects_json, state_json, violation_json
from mtgcombat.app.notes import with_notes
from mtgcombat.app.resolve import result_lines

if TYPE_CHECKING:
    from dataclasses import dataclass as _frozen
else:  # the generated methods compiled on first use (start-up)
    from mtgcombat.core.valueclass import dataclass as _frozen

if TYPE_CHECKING:
    from mtgcombat.core.events import Event
    from mtgcombat.core.model import Board
    from mtgcombat.rules.combat import CombatResult, IllegalAssignmentError
    from mtgcombat.rules.timeline_run import StepObserver
    from mtgcombat.scenario.load import Scenario


@_frozen(frozen=True)
class _PhaseRun:
    """What ``combat`` found: the attack verdict (508.1); the block verdict
    (509.1) on the board the declare attackers step leaves, if the attacks
    were legal; the events so far; the phase's result, or the illegal
    assignment that stopped it."""

    attacks: dict[str, Any]
    blocks: dict[str, Any] | None
    early: tuple[Event, ...]
    board: Board
    result: CombatResult | None = None
    stopped: IllegalAssignmentError | None = None


def phase_run(
    scenario: Scenario,
    rules: str | None,
    lang: str | None,
    auto: bool,
    file: str,
    on_step: StepObserver | None = None,
) -> _PhaseRun:
    """The combat phase of a loaded scenario as ``combat`` plays it: the
    attacks judged (508.1), the declare attackers step, the blocks judged on
    the board it leaves (509.1), then :func:`~mtgcombat.rules.timeline.run_combat`
    to the end of combat (511.3). ``on_step`` is told of each step played,
    with its board and events (:data:`~mtgcombat.rules.timeline_run.StepObserver`).
    Bad input raises :class:`BadInput`.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "current"
    ... active_player = "A"
    ... [players.A]
    ... [players.B]
    ... [[permanents]]
    ... id = "knight"
    ... controller = "A"
    ... power = 2
    ... toughness = 2
    ... keywords = ["first strike"]
    ... attacking = "B"
    ... ''')
    >>> seen = []
    >>> run = phase_run(sc, None, "en", True, "", lambda step, board, events: seen.append(step))
    >>> seen
    ['declare-attackers', 'declare-blockers', 'first-strike', 'regular', 'end-of-combat']
    >>> run.result.board.player("B").life
    18
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.combat import IllegalAssignmentError, MissingAssignmentError
    from mtgcombat.rules.timeline import (
        TimelineError,
        after_attackers,
        declare_blockers,
        run_combat,
    )
    from mtgcombat.rules.timeline_run import blocked_early
    from mtgcombat.rules.triggers import ChoiceError

    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    attacks_doc, code = attacks_document(scenario, rules=rules, lang=lang)
    attacks_doc.pop("notes", None)
    if code != EXIT_LEGAL:
        return _PhaseRun(attacks_doc, None, (), scenario.board)
    try:
        # the declare attackers step, before any creature blocks
        board, early = after_attackers(scenario.board, ruleset, scenario.timeline)
        if on_step is not None:
            on_step("declare-attackers", board, early)
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise timeline_failure(file, exc, language) from None
    # then the file's block declaration is made, and judged, on that board (509.1)
    board = declare_blockers(board, scenario.board, scenario.timeline)
    blocks_doc, code = blocks_document(
        dataclasses.replace(scenario, board=board), rules=rules, lang=lang, declared=True
    )
    blocks_doc.pop("notes", None)
    if code != EXIT_LEGAL:
        return _PhaseRun(attacks_doc, blocks_doc, early, board)
    try:
        result = run_combat(
            board,
            ruleset,
            scenario.timeline,
            scenario.assignments,
            auto=auto,
            shield_order=scenario.shield_order,
            end=True,
            attackers_done=True,
            blocked_before=blocked_early(early),
            on_step=on_step,
        )
    except MissingAssignmentError as exc:
        input_problem(language, file, "", "assignment_missing", detail=str(exc))
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise timeline_failure(file, exc, language) from None
    except IllegalAssignmentError as exc:
        return _PhaseRun(attacks_doc, blocks_doc, early, board, stopped=exc)
    return _PhaseRun(attacks_doc, blocks_doc, early, board, result)


def combat_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    auto: bool = False,
    file: str = "",
) -> tuple[dict[str, Any], int]:
    """``combat --json``'s document for a loaded scenario, and the exit code
    (0 done, 1 an illegal declaration or assignment: the phase stops there).
    ``attacks`` is ``attacks --json``'s verdict; ``blocks`` ``blocks --json``'s,
    judged on the board the declare attackers step leaves (attackers tapped,
    attack triggers and the timeline's first entries resolved); then, as in
    ``resolve --json``, the state after the end of combat (511.3) and the
    events of the whole phase.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "current"
    ... active_player = "A"
    ... [players.A]
    ... [players.B]
    ... [[permanents]]
    ... id = "bear"
    ... controller = "A"
    ... power = 2
    ... toughness = 2
    ... attacking = "B"
    ... [[timeline]]
    ... after = "declare-blockers"
    ... effect = "Target creature gets +3/+3 until end of turn."
    ... targets = ["bear"]
    ... ''')
    >>> doc, code = combat_document(sc, lang="en")
    >>> doc["attacks"]["legal"], doc["blocks"]["legal"], doc["players"]["B"]["life"], code
    (True, True, 15, 0)
    """
    from mtgcombat.i18n.messages import default_language as _default_language

    language = lang or _default_language()
    run = phase_run(scenario, rules, lang, auto, file)
    doc: dict[str, Any] = {"attacks": run.attacks}
    if run.blocks is not None:
        doc["blocks"] = run.blocks
    if run.result is None:
        doc["legal"] = False
        if run.stopped is not None:
            doc["violations"] = [
                violation_json(v, language, run.board) for v in run.stopped.violations
            ]
        doc["events"] = [e.to_json() for e in run.early]
        return with_notes(doc, scenario, lang), EXIT_ILLEGAL
    from mtgcombat.rules.timeline import until_end_of_turn

    doc.update(state_json(run.result.board))
    events = (*run.early, *run.result.events)
    doc["events"] = [e.to_json() for e in events]
    if run.result.effects:
        doc["effects"] = effects_json(run.result.effects)
    # what outlasts combat: it ends in the cleanup step (514.2)
    doc["until_end_of_turn"] = effects_json(until_end_of_turn(events))
    return with_notes(doc, scenario, lang), EXIT_LEGAL


def combat_text(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    auto: bool = False,
    file: str = "",
) -> tuple[list[str], int]:
    """What ``mtgcombat combat`` prints for a loaded scenario after its
    header and the scenario's notes, line by line, and the exit code (0
    done, 1 an illegal declaration or assignment); bad input raises
    :class:`BadInput`. The command and the demo both print it.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "current"
    ... active_player = "A"
    ... [players.A]
    ... [players.B]
    ... [[permanents]]
    ... id = "bear"
    ... controller = "A"
    ... power = 2
    ... toughness = 2
    ... attacking = "B"
    ... ''')
    >>> lines, code = combat_text(sc, lang="en")
    >>> print("\\n".join(lines))
    declare attackers (508.1):
      legal
    declare blockers (509.1):
      legal
    regular step assignments: bear: B=2
    the combat phase:
        508.1f  bear becomes tapped as it attacks
         510.1  -- regular combat damage step --
        120.4b  bear deals 2 combat damage to B
        120.3a  B loses 2 life
         511.3  bear is removed from combat
    result:
      A: life 20, poison 0
      B: life 18, poison 0
      bear: battlefield
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import (
        describe_event,
        effect_change_text,
        namer,
        ui,
    )
    from mtgcombat.rules.timeline import until_end_of_turn

    language = lang or _default_language()
    run = phase_run(scenario, rules, lang, auto, file)
    out: list[str] = []
    for verdict, heading in ((run.attacks, "combat_attacks"), (run.blocks, "combat_blocks")):
        if verdict is None:
            break
        out.append(ui(heading, language))
        out.extend(f"  x {v['rule']}: {v['message']}" for v in verdict["violations"])
        n = len(verdict["violations"])
        out.append(
            "  "
            + (ui("legal", language) if verdict["legal"] else ui("illegal_total", language, n=n))
        )
    final = run.result.board if run.result is not None else run.board
    events = (*run.early, *(run.result.events if run.result is not None else ()))
    if run.result is not None:
        out.extend(
            ui("step_assignments", language, step=step.value, package=package or "-")
            for step, package in run.result.packages.items()
        )
    if events:
        out.append(ui("combat_events", language))
    name = namer(final, language)
    out.extend(f"  {e.rule:>8}  {describe_event(e, language, name, final)}" for e in events)
    if run.stopped is not None:
        out.append(ui("nothing_dealt", language, file=file, step=run.stopped.step.value))
        out.extend(
            f"  x {v.rule}: {violation_json(v, language, run.board)['message']}"
            for v in run.stopped.violations
        )
    if run.result is None:
        return out, EXIT_ILLEGAL
    out.extend(result_lines(final, language))
    lasting = until_end_of_turn(events)
    if lasting:
        out.append(ui("combat_until_cleanup", language))
    for c in lasting:
        change = effect_change_text(c.what, c.value, language, final)
        if not c.affected:  # on the whole game: all combat damage prevented
            out.append(
                ui("effect_line_all", language, rule=c.rule, source=name(c.source), change=change)
            )
            continue
        out.append(
            ui(
                "effect_line",
                language,
                rule=c.rule,
                source=name(c.source),
                affected=name(c.affected),
                change=change,
            )
        )
    return out, EXIT_LEGAL
