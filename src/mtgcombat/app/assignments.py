"""``assignments`` (510.1): the legal damage assignments of the creatures
asked for, listed or counted, as a document.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice
from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import (
    EXIT_LEGAL,
    after_triggers,
    file_board_only,
    input_problem,
    ruleset_of,
)
from mtgcombat.core.ruleset import RuleSet, Step

if TYPE_CHECKING:
    from mtgcombat.core.model import Board
    from mtgcombat.rules.assignment import (
        Package,
    )
    from mtgcombat.scenario.load import Scenario


def creatures_to_list(
    scenario: Scenario,
    ruleset: RuleSet,
    creature: str | None,
    step: Step | None,
    lang: str = "en",
) -> list[tuple[str, Step]]:
    """The creatures whose assignments to list, each with its step:
    ``creature`` (``--creature``) alone, else every creature in combat that
    assigns combat damage, in ``step`` or its first (510.1, 510.4).

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> creatures_to_list(sc, ruleset_of(sc, None), None, None)
    [('gorger', <Step.REGULAR: 'regular'>), ('elf', <Step.REGULAR: 'regular'>)]
    """
    from mtgcombat.rules.assignment import assigns_in_step, damage_plan, first_step_of, steps

    board = scenario.board
    if creature is not None:
        where = (lang, scenario.source, "--creature")
        if board.get(creature) is None:
            input_problem(*where, "not_permanent_id", id=creature)
        if creature not in board.in_combat():
            input_problem(*where, "creature_not_in_combat", "510.1", id=creature)
        chosen = step or first_step_of(board, creature)
        if not assigns_in_step(board, creature, chosen):
            input_problem(*where, "assigns_nothing_in_step", "510.4", id=creature, step=f"{chosen}")
        return [(creature, chosen)]
    out: list[tuple[str, Step]] = []
    for c in board.in_combat():
        s = step or first_step_of(board, c)
        if step is not None and s not in steps(board):
            continue
        plan = damage_plan(board, c, ruleset, s)
        if plan is not None and any(lay.amount > 0 for lay in plan.layouts):
            out.append((c, s))
    return out


def listings(
    scenario: Scenario,
    ruleset: RuleSet,
    creatures: list[tuple[str, Step]],
    count_only: bool,
    limit: int | None,
    first_strike_played: Callable[[Board, Package | None, Package | None], None] | None = None,
) -> Iterator[tuple[str, Step, int, Iterator[Any]]]:
    """Each creature's legal assignments in its step: the creature, the step,
    how many, and the ones to list. A regular-step creature's board is the
    one the first-strike step leaves (510.4), played once;
    ``first_strike_played`` hears of it (board, given package, used one).

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> rules = ruleset_of(sc, None)
    >>> found = listings(sc, rules, creatures_to_list(sc, rules, None, None), True, None)
    >>> [(creature, step.value, n) for creature, step, n, _ in found]
    [('gorger', 'regular', 3), ('elf', 'regular', 1)]
    """
    from mtgcombat.rules.assignment import damage_plan, legal_assignments
    from mtgcombat.rules.combat import board_for_step

    board = scenario.board
    later: Board | None = None
    for c, s in creatures:
        step_board = board
        if s is Step.REGULAR:
            if later is None:
                given_first = scenario.assignments.get(Step.FIRST_STRIKE)
                later, used = board_for_step(board, ruleset, Step.REGULAR, given_first)
                if first_strike_played is not None:
                    first_strike_played(board, given_first, used)
            step_board = later
        if not step_board.is_in_combat(c) or damage_plan(step_board, c, ruleset, s) is None:
            continue  # it left combat in the first-strike step
        options = legal_assignments(step_board, c, ruleset, s, scenario.assignments.get(s))
        total = options.count()
        listed: Iterator[Any] = iter(()) if count_only else islice(options, limit)
        yield c, s, total, listed


def assignments_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    no_triggers: bool = False,
    file: str = "",
    creature: str | None = None,
    step: str | None = None,
    count_only: bool = False,
    limit: int | None = None,
    watch: Callable[[dict[str, Any]], None] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """``assignments --json``'s document (a list, one entry per creature)
    for a loaded scenario, and the exit code (0); bad input raises
    :class:`BadInput`. The command and ``batch assignments`` both print it.
    ``watch`` hears of each assignment listed, as it is listed (the web
    server stops an answer that grows too large by raising there).

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
    >>> doc, code = assignments_document(sc, count_only=True)
    >>> [(entry["creature"], entry["count"]) for entry in doc], code
    ([('ogre', 1), ('elf', 1)], 0)
    """
    from mtgcombat.i18n.messages import default_language as _default_language

    language = lang or _default_language()
    ruleset = ruleset_of(scenario, rules)
    file_board_only(scenario, "assignments", file, language)
    scenario, _ = after_triggers(scenario, ruleset, no_triggers, file, language)
    chosen_step = Step.parse(step) if step else None
    creatures = creatures_to_list(scenario, ruleset, creature, chosen_step, language)
    out: list[dict[str, Any]] = []
    for c, _s, total, listed in listings(scenario, ruleset, creatures, count_only, limit):
        entry: dict[str, Any] = {"creature": c, "count": total}
        if not count_only:
            listing = entry["assignments"] = []
            for assignment in listed:
                item = assignment.as_dict()
                if watch is not None:
                    watch(item)
                listing.append(item)
        out.append(entry)
    return out, EXIT_LEGAL
