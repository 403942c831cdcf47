"""The combat phase step by step (506.1, 508-511): the board after each step
of ``combat`` (the declare attackers step, 508; the declare blockers step,
509; the first-strike combat damage step, 510.4, when there is one; the
regular combat damage step, 510.1-510.2; the end of combat step, 511) and
the events of each step, in a language.

The web playground's battlefield plays a combat with it, forward and back.
The steps are the engine's own: the declare attackers step as
:func:`~mtgcombat.rules.timeline.after_attackers` plays it (508.1f, 508.2a),
the blocks as :func:`~mtgcombat.rules.timeline.declare_blockers` declares
them and :func:`~mtgcombat.rules.timeline.after_blockers` resolves their
triggers (509.1i), each damage step by
:func:`~mtgcombat.rules.combat.resolve_step` (510.1e, 510.2, 704), the end
of combat by :func:`~mtgcombat.rules.combat.end_of_combat` (511.3): the
same calls, in the same order, as ``combat`` makes through
:func:`~mtgcombat.rules.timeline.run_combat`, so the last state is
``combat --json``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import (
    EXIT_ILLEGAL,
    EXIT_LEGAL,
    _timeline_failure,
    choice_failure,
    input_problem,
    ruleset_of,
)
from mtgcombat.app.documents import _state_json, _violation_json

if TYPE_CHECKING:
    from collections.abc import Sequence

    from mtgcombat.core.events import Event
    from mtgcombat.core.model import Board
    from mtgcombat.core.ruleset import RuleSet
    from mtgcombat.scenario.load import Scenario


STEP_RULES = {
    "start": "506.1",
    "declare-attackers": "508.1",
    "declare-blockers": "509.1",
    "first-strike": "510.4",
    "regular": "510.1",
    "end-of-combat": "511.3",
}
"""Each step the document names, with the rule that starts it ("start":
the board as the scenario declares it, before the combat phase is played)."""


def _board_json(board: Board) -> dict[str, Any]:
    """The state of a step: players and permanents as ``resolve --json``
    gives them, with what a picture of the battlefield needs besides: each
    permanent's power and toughness now (with its counters and the effects
    in force, 613.4), whether it is tapped, what it attacks and blocks."""
    doc = _state_json(board)
    for perm in board.permanents:
        entry = doc["permanents"][perm.id]
        entry["power"] = perm.current_power
        entry["toughness"] = perm.current_toughness
        entry["tapped"] = perm.tapped
        entry["attacking"] = perm.attacking
        entry["blocking"] = list(perm.blocking)
    return doc


def _step_json(step: str, board: Board, events: Sequence[Event], language: str) -> dict[str, Any]:
    from mtgcombat.i18n.messages import describe_event, namer

    name = namer(board, language)
    doc: dict[str, Any] = {"step": step, "rule": STEP_RULES[step]}
    doc["events"] = [
        {"rule": e.rule, "kind": e.kind, "text": describe_event(e, language, name, board)}
        for e in events
    ]
    doc.update(_board_json(board))
    return doc


def steps_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    auto: bool = False,
    file: str = "",
) -> tuple[dict[str, Any], int]:
    """The combat phase of a loaded scenario step by step: ``{"legal",
    "steps": [{"step", "rule", "events", "players", "permanents"}, ...]}``,
    and the exit code (0 played to the end, 1 stopped). An illegal attack
    (508.1) or block (509.1) declaration, or an illegal damage package
    (510.1e), stops the phase there: ``legal`` is false, ``stopped`` names
    the step and ``violations`` say why (the steps before are given).

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
    ... [[permanents]]
    ... id = "elf"
    ... controller = "B"
    ... power = 1
    ... toughness = 1
    ... blocking = ["knight"]
    ... ''')
    >>> doc, code = steps_document(sc, lang="en", auto=True)
    >>> [s["step"] for s in doc["steps"]], code
    (['start', 'declare-attackers', 'declare-blockers', 'first-strike', 'regular', \
'end-of-combat'], 0)
    >>> [s["permanents"]["elf"]["zone"] for s in doc["steps"]][2:4]
    ['battlefield', 'graveyard']
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.combat import MissingAssignmentError
    from mtgcombat.rules.effects import apply_static_effects
    from mtgcombat.rules.timeline import TimelineError
    from mtgcombat.rules.triggers import ChoiceError

    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    start = apply_static_effects(scenario.board)  # 611.3a: what is in force as combat begins
    out: list[dict[str, Any]] = [_step_json("start", start, (), language)]
    doc: dict[str, Any] = {"legal": True, "steps": out}
    try:
        stopped = _play(scenario, ruleset, rules, language, auto, out)
    except MissingAssignmentError as exc:
        input_problem(language, file, "", "assignment_missing", detail=str(exc))
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise _timeline_failure(file, exc, language) from None
    if stopped is None:
        return doc, EXIT_LEGAL
    doc["legal"] = False
    doc["stopped"], doc["violations"] = stopped
    return doc, EXIT_ILLEGAL


def _play(
    scenario: Scenario,
    ruleset: RuleSet,
    rules: str | None,
    language: str,
    auto: bool,
    out: list[dict[str, Any]],
) -> tuple[str, list[dict[str, Any]]] | None:
    """Play the phase, a step at a time, each step's document added to
    ``out``; the step that stopped it and its violations, or ``None``."""
    import dataclasses

    from mtgcombat.app.attacks import attacks_document
    from mtgcombat.app.blocks import blocks_document
    from mtgcombat.core.ruleset import Step
    from mtgcombat.rules.assignment_checks import step_tables
    from mtgcombat.rules.assignment_steps import steps
    from mtgcombat.rules.combat import (
        IllegalAssignmentError,
        end_of_combat,
        game_over,
        resolve_step,
    )
    from mtgcombat.rules.timeline import (
        Point,
        after_attackers,
        after_blockers,
        declare_blockers,
    )
    from mtgcombat.rules.timeline_run import _alive, _entries_at, _names, blocked_early
    from mtgcombat.rules.triggers_later import (
        end_of_combat_triggers,
        has_end_of_combat_triggers,
    )

    attacks, code = attacks_document(scenario, rules=rules, lang=language)
    if code != EXIT_LEGAL:
        return "declare-attackers", attacks["violations"]
    # 508: attackers tapped (508.1f), attack triggers (508.2a), the timeline's entries
    board, early = after_attackers(scenario.board, ruleset, scenario.timeline)
    out.append(_step_json("declare-attackers", board, early, language))
    # 509: the scenario's blocks, judged on the board the declare attackers step leaves
    board = declare_blockers(board, scenario.board, scenario.timeline)
    blocks, code = blocks_document(
        dataclasses.replace(scenario, board=board), rules=rules, lang=language
    )
    if code != EXIT_LEGAL:
        return "declare-blockers", blocks["violations"]
    entries = _names(scenario.timeline)
    board, happened = after_blockers(board, ruleset, entries, blocked_before=blocked_early(early))
    out.append(_step_json("declare-blockers", board, happened, language))
    given = step_tables(scenario.assignments) if scenario.assignments else {}
    for step in steps(board):
        if game_over(board):
            break
        try:
            package = _alive(board, step, given.get(step))
            result = resolve_step(
                board, ruleset, step, package, auto=auto, shield_order=scenario.shield_order
            )
        except IllegalAssignmentError as exc:  # 510.1e: nothing is dealt in this step
            return step.value, [_violation_json(v, language, board) for v in exc.violations]
        board = result.board
        events = list(result.events)
        if step is Step.FIRST_STRIKE:
            board, later = _entries_at(board, ruleset, entries, Point.FIRST_STRIKE_DAMAGE)
            events.extend(later)
        out.append(_step_json(step.value, board, events, language))
    ending: list[Event] = []
    if has_end_of_combat_triggers(board) and not game_over(board):
        board, happened = end_of_combat_triggers(board, ruleset)  # 603.7, 511.2
        ending.extend(happened)
    board, ended = end_of_combat(board)  # 511.3
    ending.extend(ended)
    out.append(_step_json("end-of-combat", board, ending, language))
    return None
