"""``check`` (510.1): the damage assignments and orders of a loaded
scenario, each step's package on its own (510.1e), as a document and an
exit code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import (
    EXIT_ILLEGAL,
    EXIT_LEGAL,
    after_triggers,
    file_board_only,
    ruleset_of,
)
from mtgcombat.app.documents import violation_json
from mtgcombat.app.notes import (
    Note,
    first_strike_notes,
    order_notes,
    trigger_notes,
    unchecked_notes,
    with_notes,
)
from mtgcombat.core.ruleset import RuleSet, Step

if TYPE_CHECKING:
    from dataclasses import dataclass as _frozen
else:  # the generated methods compiled on first use (start-up)
    from mtgcombat.core.valueclass import dataclass as _frozen

if TYPE_CHECKING:
    from mtgcombat.core.verdict import Violation
    from mtgcombat.rules.assignment import (
        StepCheck,
    )
    from mtgcombat.scenario.load import Scenario


@_frozen(frozen=True)
class _Checked:
    """What ``check`` finds: the scenario on the board after the declare
    blockers triggers, each package's check, the notes before and after."""

    scenario: Scenario
    ruleset: RuleSet
    language: str
    results: list[StepCheck]
    violations: list[Violation]
    before: list[Note]
    after: list[Note]


def check_run(
    scenario: Scenario, rules: str | None, lang: str | None, no_triggers: bool, file: str
) -> _Checked:
    """What ``check`` finds (:func:`check_document` and the text both say it).

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> run = check_run(sc, None, "en", False, "a.toml")
    >>> run.violations, run.before[-1].message
    ([], 'before combat damage: B gains 3 life (ability of guard) (119.3)')
    """
    from mtgcombat.app.resolve import resolve_notes
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.combat import check_combat

    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    file_board_only(scenario, "check", file, language)
    # the blocks judged as they are declared, after the timeline's entries of
    # the declare attackers step (509.1a-b), as ``resolve`` judges them
    declared = resolve_notes(scenario, ruleset, language, file)[0]
    scenario, triggered = after_triggers(scenario, ruleset, no_triggers, file, language)
    results = check_combat(scenario.board, scenario.assignments, ruleset)
    violations = [v for r in results for v in r.violations]
    before = [
        *(
            Note("trigger", e.rule, line)
            for e, line in zip(
                triggered, trigger_notes(triggered, scenario.board, language), strict=True
            )
        ),
        *declared,
        *order_notes(scenario.board, ruleset, language),
    ]
    after = unchecked_notes(scenario, ruleset, results, language)
    first_legal = not any(r.violations for r in results if r.step is Step.FIRST_STRIKE)
    if Step.REGULAR in scenario.assignments and first_legal:
        given = scenario.assignments.get(Step.FIRST_STRIKE)
        after += [
            Note("first_strike", "510.4", line)
            for line in first_strike_notes(scenario.board, ruleset, given, language)
        ]
    return _Checked(scenario, ruleset, language, results, violations, before, after)


def check_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    no_triggers: bool = False,
    file: str = "",
) -> tuple[dict[str, Any], int]:
    """``check --json``'s document for a loaded scenario, and the exit code
    (0 legal, 1 illegal); bad input raises :class:`BadInput`. The command and
    ``batch check`` both print it.

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
    >>> doc, code = check_document(sc)
    >>> doc["legal"], code
    (True, 0)
    """
    run = check_run(scenario, rules, lang, no_triggers, file)
    doc = {
        "legal": not run.violations,
        "violations": [violation_json(v, run.language, run.scenario.board) for v in run.violations],
    }
    code = EXIT_ILLEGAL if run.violations else EXIT_LEGAL
    return with_notes(doc, run.scenario, lang, [*run.before, *run.after]), code
