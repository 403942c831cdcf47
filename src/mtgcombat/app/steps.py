"""The combat phase step by step (506.1, 508-511): the board after each step
of ``combat`` (the declare attackers step, 508; the declare blockers step,
509; the first-strike combat damage step, 510.4, when there is one; the
regular combat damage step, 510.1-510.2; the end of combat step, 511) and
the events of each step, in a language.

The web playground's battlefield plays a combat with it, forward and back.
The steps are the engine's own: the phase is played once, as ``combat``
plays it (:func:`mtgcombat.app.combat.phase_run`), and each step's board
and events are taken as the step ends (``run_combat``'s ``on_step``), so
the last state is ``combat --json``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import EXIT_ILLEGAL, EXIT_LEGAL
from mtgcombat.app.documents import state_json, violation_json

if TYPE_CHECKING:
    from collections.abc import Sequence

    from mtgcombat.core.events import Event
    from mtgcombat.core.model import Board
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
    doc = state_json(board)
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
    from mtgcombat.app.combat import phase_run
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.effects import apply_static_effects

    language = lang or _default_language()
    start = apply_static_effects(scenario.board)  # 611.3a: what is in force as combat begins
    out: list[dict[str, Any]] = [_step_json("start", start, (), language)]

    def told(step: str, board: Board, events: Sequence[Event]) -> None:
        out.append(_step_json(step, board, events, language))

    run = phase_run(scenario, rules, lang, auto, file, on_step=told)
    doc: dict[str, Any] = {"legal": True, "steps": out}
    if run.result is not None:
        return doc, EXIT_LEGAL
    doc["legal"] = False
    if not run.attacks["legal"]:  # 508.1: the attack declaration is illegal
        doc["stopped"], doc["violations"] = "declare-attackers", run.attacks["violations"]
    elif run.blocks is not None and not run.blocks["legal"]:  # 509.1
        doc["stopped"], doc["violations"] = "declare-blockers", run.blocks["violations"]
    elif run.stopped is not None:  # 510.1e: nothing is dealt in that step
        doc["stopped"] = run.stopped.step.value
        doc["violations"] = [violation_json(v, language, run.board) for v in run.stopped.violations]
    return doc, EXIT_ILLEGAL
