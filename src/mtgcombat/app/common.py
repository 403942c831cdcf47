"""The application layer's shared pieces: the exit codes, the message
languages, bad input (:class:`BadInput`, one line, exit 2) and how a
problem of the scenario, a choice (603.3d) or the timeline is said, the
JSON output of a command, the rule set asked for, and the word helpers of
the text output.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn

import click

from mtgcombat.core.ruleset import RuleSet, Step

if TYPE_CHECKING:
    from mtgcombat.core.events import Event
    from mtgcombat.rules.timeline import TimelineError
    from mtgcombat.rules.triggers import ChoiceError
    from mtgcombat.scenario.load import Scenario


EXIT_LEGAL, EXIT_ILLEGAL, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 1, 2, 3

LANGUAGES = ("en", "ja")
"""The message languages (:data:`mtgcombat.i18n.messages.LANGUAGES`; a test keeps
them the same), here so that ``--help`` need not load the message catalog."""


class BadInput(click.ClickException):
    """A problem with what the user asked for; printed as one line, exit 2.

    >>> str(BadInput('a.toml: active_player: "C" is not a player id'))
    'a.toml: active_player: "C" is not a player id'
    """

    exit_code = EXIT_BAD_INPUT


def fail(message: str) -> NoReturn:
    """Bad input said by ``message`` as it is: one line, exit 2.

    >>> fail("x.toml: no such card")
    Traceback (most recent call last):
    ...
    mtgcombat.app.common.BadInput: x.toml: no such card
    """
    raise BadInput(message)


def input_problem(
    lang: str, source: str, field: str, key: str, rule: str | None = None, **facts: object
) -> NoReturn:
    """Bad input named by a key of the catalog's input_errors: one line in
    ``lang`` naming ``source``, ``field`` and ``rule``, exit 2.

    >>> try:
    ...     input_problem("en", "a.toml", "--creature", "not_permanent_id", id="ogre")
    ... except BadInput as exc:
    ...     print(exc)
    a.toml: --creature: "ogre" is not a permanent id
    """
    from mtgcombat.i18n.messages import input_error
    from mtgcombat.scenario.load import ScenarioError

    problem = input_error(key, "en", **facts)
    if lang != "en" and key in ("solver_problem", "assignment_missing"):
        facts = {**facts, "detail": combat_problem(str(facts["detail"]), lang)}
    error = ScenarioError(source, field, problem, rule, key=key, facts=facts)
    raise BadInput(error.message(lang))


def combat_problem(text: str, lang: str) -> str:
    """A solver's or combat's problem (SolverError, MissingAssignmentError:
    English) in ``lang``, read back by the catalog's English templates; one
    no template knows is quoted.

    >>> combat_problem("no legal block declaration was found", "ja")
    '適正なブロックの指定が見つからなかった'
    """
    if lang == "en":
        return text
    from mtgcombat.i18n.messages import INPUT_ERRORS, input_error, match_input_error

    problems = tuple(
        k for k in INPUT_ERRORS if k.startswith(("solver_", "combat_")) and k != "solver_problem"
    )
    found = match_input_error(text, problems)
    if found is None:
        return f"\u300c{text}\u300d"
    key, facts = found
    if "detail" in facts:
        facts["detail"] = combat_problem(facts["detail"], lang)
    return input_error(key, lang, **facts)


def echo_json(doc: Any) -> None:
    """Print a command's JSON document (``--json``) as one line, non-ASCII
    text as it is. ``json`` is imported here, not with the module: ``--help``
    and the commands without ``--json`` never load it (start-up).

    >>> echo_json({"name": "群れの護衛", "legal": True})
    {"name": "群れの護衛", "legal": true}
    """
    import json

    click.echo(json.dumps(doc, ensure_ascii=False))


def choice_failure(file: str, scenario: Scenario, exc: ChoiceError, lang: str = "en") -> BadInput:
    """A missing or illegal choice for a triggered ability, as one line naming
    the file, the permanent's field and the rule (in Japanese, the problem's
    details stay English).

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.rules.triggers import ChoiceError
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> missing = ChoiceError("guard", "choices.targets", "no target given", "603.3d")
    >>> str(choice_failure("a.toml", sc, missing))
    'a.toml: permanents[1] "guard".choices.targets: no target given (603.3d)'
    """
    from mtgcombat.scenario.load import ScenarioError

    ids = [p.id for p in scenario.board.permanents]
    index = ids.index(exc.permanent) if exc.permanent in ids else 0
    where = f'permanents[{index}] "{exc.permanent}".{exc.field}'
    detail = choice_problem(exc, lang)
    error = ScenarioError(
        file, where, exc.problem, exc.rule, key="choice_problem", facts={"detail": detail}
    )
    return BadInput(error.message(lang))


def file_board_only(scenario: Scenario, command: str, file: str, lang: str = "en") -> None:
    """Bad input when the file's assignments name a token its timeline puts
    onto the battlefield: ``command`` (check, assignments, draw) takes the
    board the file shows, before any timeline entry, where that token is
    not; ``resolve`` and ``combat`` play the timeline.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> file_board_only(parse_scenario('active_player = "A"\\n[players.A]\\n[players.B]\\n'),
    ...                 "check", "a.toml")
    """
    tokens = {e.token: e.name for e in scenario.timeline if e.token}
    if not tokens:
        return
    for step, package in scenario.assignments.items():
        table = "first_strike_assignments" if step is Step.FIRST_STRIKE else "assignments"
        for a in package:
            for oid in (a.creature, *(r for r, _ in a.amounts)):
                if oid in tokens:
                    path = f"{table}.{a.creature}" + (f".{oid}" if oid != a.creature else "")
                    input_problem(
                        lang, file, path, "assignment_names_timeline_token",
                        id=oid, entry=tokens[oid], command=command,
                    )  # fmt: skip


def timeline_failure(file: str, exc: TimelineError, lang: str = "en") -> BadInput:
    """A timeline entry that cannot be cast as the file gives it (a target
    that is not legal at its point: 601.2c), as one line naming the file,
    the entry's field and the rule.

    >>> from mtgcombat.rules.timeline import TimelineError
    >>> exc = TimelineError("timeline[0]", "targets", "601.2c", "timeline_target_gone",
    ...                     {"target": "ogre", "effect": "Destroy target creature.",
    ...                      "point": "first-strike-damage"})
    >>> print(timeline_failure("a.toml", exc).message)  # doctest: +NORMALIZE_WHITESPACE
    a.toml: timeline[0].targets: ogre is not on the battlefield when "Destroy target
    creature." is cast after first-strike combat damage (601.2c)
    """
    from mtgcombat.i18n.messages import TERMS, input_error
    from mtgcombat.io.notation import describe_value
    from mtgcombat.scenario.load import ScenarioError

    def facts_in(language: str) -> dict[str, object]:
        facts = dict(exc.facts)
        point = TERMS.get(f"point:{facts.get('point', '')}")
        if point is not None:
            facts["point"] = point[language]
        for name in ("wanted", "protection", "ability"):  # ability values (702.16b...)
            if name in facts:
                facts[name] = describe_value(facts[name], language)
        return facts

    problem = input_error(exc.key, "en", **facts_in("en"))
    error = ScenarioError(
        file, f"{exc.entry}.{exc.field}", problem, exc.rule, key=exc.key, facts=facts_in(lang)
    )
    return BadInput(error.message(lang))


def choice_line(exc: ChoiceError, lang: str = "en") -> str:
    """A choice the rules found missing or unmade where no command placed
    it in its file (a counter replacement order that comes up only during
    combat, 616.1, inside a search): one line naming the permanent, the
    field and the rule, for the edges that catch what the commands don't
    (the CLI's ``main``, the web server, ``batch``; exit 2, 400).

    >>> from mtgcombat.rules.triggers import ChoiceError
    >>> exc = ChoiceError("bear", "counters", "their order changes the number", "616.1")
    >>> choice_line(exc)
    '"bear".counters: their order changes the number (616.1)'
    """
    return f'"{exc.permanent}".{exc.field}: {choice_problem(exc, lang)} ({exc.rule})'


def choice_problem(exc: ChoiceError, lang: str) -> str:
    """The problem of a triggered ability's choice (a target, 603.3d) in
    ``lang``: the catalog's template, with the ability values it names
    written out in that language; a problem with no key is quoted.

    >>> from mtgcombat.rules.triggers import ChoiceError
    >>> exc = ChoiceError("shaman", "choices.targets", '"elf" has shroud (702.18a)', "603.3d",
    ...                   key="target_shroud", facts={"target": "elf", "n": 1})
    >>> choice_problem(exc, "en")
    '"elf" has shroud (702.18a)'
    >>> choice_problem(exc, "ja")
    '1番目の対象：「elf」は被覆を持つ（702.18a）'
    """
    if lang == "en":
        return exc.problem
    from mtgcombat.i18n.messages import INPUT_ERRORS, input_error
    from mtgcombat.io.notation import describe_value

    if exc.key not in INPUT_ERRORS:
        return f"\u300c{exc.problem}\u300d"
    facts = {
        name: value if isinstance(value, str | int) else describe_value(value, lang)
        for name, value in exc.facts.items()
        if name not in ("legal", "may", "n")
    }
    if exc.key.startswith("target_"):
        problem = input_error(exc.key, lang, **facts)
        return input_error("choice_target_n", lang, n=exc.facts["n"], problem=problem)
    listed = exc.facts.get("legal", ())
    legal = list_sep(lang).join(map(str, listed)) if isinstance(listed, tuple) else ""
    text = input_error(exc.key, lang, legal=legal, **facts)
    if exc.facts.get("may"):
        text += input_error("choice_or_decline", lang)
    return text


def after_triggers(
    scenario: Scenario, ruleset: RuleSet, no_triggers: bool, file: str = "", lang: str = "en"
) -> tuple[Scenario, tuple[Event, ...]]:
    """The scenario as combat damage begins: the declare blockers step's
    triggered abilities (bushido, rampage, flanking, afflict, "whenever ~
    blocks / becomes blocked ...") resolved, unless
    ``--no-triggers``. Assignments of creatures that left combat as they
    resolved are dropped: such a creature deals no combat damage.

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> after, events = after_triggers(sc, ruleset_of(sc, None), False)
    >>> [e.kind for e in events], after.board.player("B").life
    (['trigger_resolves', 'life_gained'], 23)
    """
    from mtgcombat.rules.assignment import Package
    from mtgcombat.rules.triggers import ChoiceError, declare_blockers_triggers
    from mtgcombat.rules.triggers_damage import settle_dies_triggers

    if no_triggers:
        return scenario, ()
    try:
        # each trigger's deaths settled before the next resolves (603.3)
        board, events = declare_blockers_triggers(
            scenario.board, ruleset, settle=settle_dies_triggers
        )
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, lang) from None
    if board is scenario.board:
        return scenario, events
    # A creature that left combat, or that now assigns no combat damage
    # (510.1a), has no assignment.
    gone = {
        c
        for c in scenario.board.in_combat()
        if not board.is_in_combat(c) or board.permanent(c).assigns_no_combat_damage
    }
    tables = {
        step: Package(tuple(a for a in package if a.creature not in gone))
        for step, package in scenario.assignments.items()
    }
    return dataclasses.replace(scenario, board=board, assignments=tables), events


def ruleset_of(scenario: Scenario, option: str | None) -> RuleSet:
    """The rule set of ``--rules`` (``option``), else the file's.

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> ruleset_of(sc, None).value, ruleset_of(sc, "current").value
    ('2023', 'current')
    """
    return scenario.rules_or(RuleSet.parse(option) if option else None)


def bracketed(text: str, lang: str) -> str:
    """ " (text)" in English, "（text）" in Japanese.

    >>> bracketed("702.19b", "en"), bracketed("702.19b", "ja")
    (' (702.19b)', '（702.19b）')
    """
    return f"\uff08{text}\uff09" if lang == "ja" else f" ({text})"


def list_sep(lang: str) -> str:
    """What separates the items of a list in ``lang``.

    >>> list_sep("en"), list_sep("ja")
    (', ', '、')
    """
    return "、" if lang == "ja" else ", "


def keyword_text(text: str, lang: str) -> str:
    """A keyword as printed ("Haste", "Ward {2}") in the language: its
    Japanese name where it is known, else as printed.

    >>> keyword_text("Flying", "ja"), keyword_text("Ward {2}", "ja"), keyword_text("Flying", "en")
    ('飛行', '護法{2}', 'Flying')
    """
    from mtgcombat.i18n.messages import ability_name

    if lang != "ja":
        return text
    named = ability_name(" ".join(text.lower().split()), lang)
    return text if named == " ".join(text.lower().split()) else named


Printer = Callable[[str], None]
