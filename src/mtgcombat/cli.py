"""The ``mtgcombat`` command line.

Exit codes: 0 legal (or a query answered), 1 illegal, 2 bad input (a one-line
message naming the file, the field and the rule; never a traceback).
"""

from __future__ import annotations

import dataclasses
import math
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import islice
from typing import TYPE_CHECKING, Any, NoReturn

import click

from mtgcombat.core.ruleset import RuleSet, Step

if TYPE_CHECKING:
    from dataclasses import dataclass as _frozen
else:  # the generated methods compiled on first use (start-up)
    from mtgcombat.core.valueclass import dataclass as _frozen

if TYPE_CHECKING:
    from pathlib import Path

    from mtgcombat.cards.catalog import Catalog
    from mtgcombat.core.events import Event
    from mtgcombat.core.model import Board, EffectChange, Permanent, Player
    from mtgcombat.core.verdict import Violation
    from mtgcombat.rules.assignment import (
        Package,
        StepCheck,
    )
    from mtgcombat.rules.blocks import BlockDeclaration
    from mtgcombat.rules.combat import CombatResult, IllegalAssignmentError
    from mtgcombat.rules.timeline import TimelineError
    from mtgcombat.rules.triggers import ChoiceError
    from mtgcombat.scenario.load import Scenario
    from mtgcombat.solver.search import (
        Objective,
        Solution,
    )
    from mtgcombat.solver.triggers import Unplayed

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


def _fail(message: str) -> NoReturn:
    raise BadInput(message)


def _problem(
    lang: str, source: str, field: str, key: str, rule: str | None = None, **facts: object
) -> NoReturn:
    """Bad input named by a key of the catalog's input_errors: one line in
    ``lang`` naming ``source``, ``field`` and ``rule``, exit 2."""
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


def _echo_json(doc: Any) -> None:
    """Print a command's JSON document (``--json``) as one line, non-ASCII
    text as it is. ``json`` is imported here, not with the module: ``--help``
    and the commands without ``--json`` never load it (start-up)."""
    import json

    click.echo(json.dumps(doc, ensure_ascii=False))


def load_scenario(path: str | Path) -> Scenario:
    """:func:`mtgcombat.scenario.load.load_scenario` (pydantic and the scenario
    module load on the first call; the name is this module's, so a test or
    a host can put another loader in its place).

    >>> from mtgcombat.demo import examples_dir
    >>> load_scenario(examples_dir() / "509_1b_cant_block_alone.toml").board.active_player
    'A'
    """
    from mtgcombat.scenario.load import load_scenario as load

    return load(path)


def _load(path: str, lang: str = "en") -> Scenario:
    """The scenario at ``path``; a problem is one line in ``lang``, exit 2."""
    from mtgcombat.scenario.load import ScenarioError

    try:
        return load_scenario(path)  # static effects already applied (611.3a, 613)
    except ScenarioError as exc:
        raise BadInput(exc.message(lang)) from None
    finally:
        _resume_collector()  # start-up is over


def _choice_failure(file: str, scenario: Scenario, exc: ChoiceError, lang: str = "en") -> BadInput:
    """A missing or illegal choice for a triggered ability, as one line naming
    the file, the permanent's field and the rule (in Japanese, the problem's
    details stay English)."""
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
                    _problem(
                        lang, file, path, "assignment_names_timeline_token",
                        id=oid, entry=tokens[oid], command=command,
                    )  # fmt: skip


def _timeline_failure(file: str, exc: TimelineError, lang: str = "en") -> BadInput:
    """A timeline entry that cannot be cast as the file gives it (a target
    that is not legal at its point: 601.2c), as one line naming the file,
    the entry's field and the rule.

    >>> from mtgcombat.rules.timeline import TimelineError
    >>> exc = TimelineError("timeline[0]", "targets", "601.2c", "timeline_target_gone",
    ...                     {"target": "ogre", "effect": "Destroy target creature.",
    ...                      "point": "first-strike-damage"})
    >>> print(_timeline_failure("a.toml", exc).message)  # doctest: +NORMALIZE_WHITESPACE
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
        if "wanted" in facts:
            facts["wanted"] = describe_value(facts["wanted"], language)
        return facts

    problem = input_error(exc.key, "en", **facts_in("en"))
    error = ScenarioError(
        file, f"{exc.entry}.{exc.field}", problem, exc.rule, key=exc.key, facts=facts_in(lang)
    )
    return BadInput(error.message(lang))


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
    legal = _list_sep(lang).join(map(str, listed)) if isinstance(listed, tuple) else ""
    text = input_error(exc.key, lang, legal=legal, **facts)
    if exc.facts.get("may"):
        text += input_error("choice_or_decline", lang)
    return text


def _after_triggers(
    scenario: Scenario, ruleset: RuleSet, no_triggers: bool, file: str = "", lang: str = "en"
) -> tuple[Scenario, tuple[Event, ...]]:
    """The scenario as combat damage begins: the declare blockers step's
    triggered abilities (bushido, rampage, flanking, afflict, "whenever ~
    blocks / becomes blocked ...") resolved, unless
    ``--no-triggers``. Assignments of creatures that left combat as they
    resolved are dropped: such a creature deals no combat damage."""
    from mtgcombat.rules.assignment import Package
    from mtgcombat.rules.triggers import ChoiceError, declare_blockers_triggers

    if no_triggers:
        return scenario, ()
    try:
        board, events = declare_blockers_triggers(scenario.board, ruleset)
    except ChoiceError as exc:
        raise _choice_failure(file, scenario, exc, lang) from None
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


def _rules(scenario: Scenario, option: str | None) -> RuleSet:
    return scenario.rules_or(RuleSet.parse(option) if option else None)


rules_option = click.option(
    "--rules",
    type=click.Choice(["2023", "current"]),
    default=None,
    help="Rule set: 2023 (damage assignment order) or current. Overrides the file's.",
)
json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON.")
lang_option = click.option(
    "--lang",
    type=click.Choice(list(LANGUAGES)),
    default=None,
    help="Message language (default: from the LANG locale, else English).",
)
triggers_option = click.option(
    "--no-triggers",
    "no_triggers",
    is_flag=True,
    help="Take the board exactly as written: do not resolve the declare blockers step's "
    'triggered abilities (bushido, rampage, flanking, afflict, "whenever ~ blocks"...) '
    "before combat damage.",
)


def trigger_notes(events: tuple[Event, ...], board: Board, lang: str) -> list[str]:
    """One line per event of the declare blockers triggers, for the text output.

    >>> from mtgcombat.core.events import BushidoResolves
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> samurai = Permanent(id="samurai", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [samurai], "A")
    >>> trigger_notes((BushidoResolves("702.45a", "samurai", 1),), board, "en")
    ['before combat damage: bushido 1 of samurai resolves: it gets +1/+1 ... (702.45a)']
    >>> trigger_notes((BushidoResolves("702.45a", "samurai", 1),), board, "ja")
    ['戦闘ダメージの前に：samuraiの武士道1が解決される：ターン終了時まで+1/+1の修整を受ける（702.45a）']
    """
    from mtgcombat.i18n.messages import describe_event, namer, ui

    return [
        ui(
            "trigger_note",
            lang,
            rule=e.rule,
            event=describe_event(e, lang, namer(board, lang), board),
        )
        for e in events
    ]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mtgcombat")
def cli() -> None:
    """Magic: The Gathering combat rules, exactly, under the 2023 and current rules."""


# ---------------------------------------------------------------------------
# check
# ---------------------------------------------------------------------------


def unchecked_notes(
    scenario: Scenario, rules: RuleSet, results: list[StepCheck], lang: str = "en"
) -> list[Note]:
    """Players with choices whose package the file does not give, or a
    regular step left unchecked after an illegal first-strike package.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
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
    ... id = "bat"
    ... controller = "A"
    ... power = 1
    ... toughness = 1
    ... attacking = "B"
    ... [[permanents]]
    ... id = "giant"
    ... controller = "B"
    ... power = 4
    ... toughness = 4
    ... can_block_additional = 1
    ... blocking = ["ogre", "bat"]
    ... [assignments]
    ... ogre = { giant = 5 }
    ... ''')
    >>> from mtgcombat.rules.combat import check_combat
    >>> results = check_combat(sc.board, sc.assignments, "current")
    >>> [(n.rule, n.message) for n in unchecked_notes(sc, RuleSet.CURRENT, results)]
    [('510.1e', 'note: no regular step assignments given for player B; not checked')]
    """
    from mtgcombat.i18n.messages import ui
    from mtgcombat.rules.assignment_plans import _step_plans  # (the board in hand: no view)

    notes: list[Note] = []
    first_illegal = any(r.violations for r in results if r.step is Step.FIRST_STRIKE)
    for step, _table in scenario.assignments.items():
        if step is Step.REGULAR and first_illegal:
            notes.append(Note("unchecked", "510.4", ui("regular_unchecked_note", lang)))
            continue
        checked = {r.player for r in results if r.step is step}
        waiting = sorted(
            {
                p.assigner
                for p in _step_plans(scenario.board, rules, step).values()
                if p.has_choice and p.assigner not in checked
            }
        )
        notes.extend(
            Note("unchecked", "510.1e", ui("unchecked_note", lang, step=step.value, player=player))
            for player in waiting
        )
    return notes


def first_strike_notes(
    board: Board,
    rules: RuleSet,
    given: Package | None,
    lang: str = "en",
    used: Package | None = None,
) -> list[str]:
    """The regular step is judged on the board the first-strike step leaves
    (510.4); when the file leaves out a first-strike choice, say which
    package the default chooser played there (``used``, when the caller has
    already played that step with :func:`board_for_step`).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", power=3, toughness=3, attacking="B",
    ...                    keywords=["first strike"])
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["knight"])
    >>> imp = Permanent(id="imp", controller="B", power=1, toughness=1, blocking=["knight"])
    >>> board = Board([Player("A"), Player("B")], [knight, elf, imp], "A")
    >>> first_strike_notes(board, RuleSet.CURRENT, None)
    ['note: the regular step is judged on the board the first-strike step leaves (510.4), ...']
    >>> from mtgcombat.rules.assignment import Package
    >>> first_strike_notes(board, RuleSet.CURRENT, Package.parse("knight: elf=1 imp=2"))
    []
    """
    from mtgcombat.i18n.messages import ui
    from mtgcombat.rules.assignment import steps  # (the board in hand: no view)
    from mtgcombat.rules.assignment_plans import _step_plans  # (the board in hand: no view)
    from mtgcombat.rules.combat import board_for_step

    if steps(board) != (Step.FIRST_STRIKE, Step.REGULAR):
        return []
    plans = _step_plans(board, rules, Step.FIRST_STRIKE)
    if not any(p.has_choice and (given is None or c not in given) for c, p in plans.items()):
        return []
    if used is None:
        _, used = board_for_step(board, rules, Step.REGULAR, given)
    return [ui("first_strike_note", lang, package=used or "-")]


def order_notes(board: Board, rules: RuleSet, lang: str = "en") -> list[Note]:
    """Orders the 2023 rules need but the file does not declare (509.2, 509.3).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> [(n.kind, n.rule) for n in order_notes(board, RuleSet.R2023)]
    [('order', '509.2')]
    >>> order_notes(board, RuleSet.CURRENT)
    []
    """
    from mtgcombat.i18n.messages import ui

    if not rules.has_damage_assignment_order:
        return []
    notes: list[Note] = []
    for creature in board.in_combat():
        current = board.damage_assignment_order(creature)
        if len(current) >= 2 and not board.has_declared_order(creature):
            rule = "509.2" if board.is_attacking(creature) else "509.3"
            line = ui("order_note", lang, creature=creature, order=", ".join(current), rule=rule)
            notes.append(Note("order", rule, line))
    return notes


def ability_notes(scenario: Scenario, lang: str = "en") -> list[str]:
    """The scenario's keywords and sentences the engine does not use, one
    line each: no effect on blocks or combat damage, or not modelled.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... active_player = "A"
    ... [players.A]
    ... [players.B]
    ... [[permanents]]
    ... card = "Shivan Dragon"
    ... id = "dragon"
    ... controller = "A"
    ... ''')
    >>> ability_notes(sc)
    ['note: dragon: "{R}: Shivan Dragon gets +1/+0 ..." has no effect on blocks or combat damage']
    """
    from mtgcombat.i18n.messages import parse_reason, ui

    out = []
    keys = {
        "no_effect": "ability_no_effect_note",
        "attack_only": "ability_attack_only_note",
        "commander_elsewhere": "commander_elsewhere_note",
    }
    for note in scenario.notes:
        key = keys.get(note.kind, "ability_not_modelled_note")
        # the keyword's 702 rule is in the JSON "rule" field; explain has no
        # note for keywords that do nothing in combat, so the line cites none
        left, right = ("\uff08", "\uff09") if lang == "ja" else (" (", ")")
        said = parse_reason(note.reason, lang) if note.kind == "not_modelled" else note.reason
        reason = f"{left}{said}{right}" if note.reason else ""
        text = _keyword_text(note.text, lang) if note.rule.startswith("702.") else note.text
        out.append(ui(key, lang, permanent=note.permanent, text=text, reason=reason))
    return out


def _bracketed(text: str, lang: str) -> str:
    """ " (text)" in English, "（text）" in Japanese."""
    return f"\uff08{text}\uff09" if lang == "ja" else f" ({text})"


def _list_sep(lang: str) -> str:
    return "、" if lang == "ja" else ", "


def _keyword_text(text: str, lang: str) -> str:
    """A keyword as printed ("Haste", "Ward {2}") in the language: its
    Japanese name where it is known, else as printed."""
    from mtgcombat.i18n.messages import ability_name

    if lang != "ja":
        return text
    named = ability_name(" ".join(text.lower().split()), lang)
    return text if named == " ".join(text.lower().split()) else named


def _echo_notes(scenario: Scenario, lang: str) -> None:
    for line in ability_notes(scenario, lang):
        click.echo(line)


@_frozen(frozen=True)
class Note:
    """A note a command prints before its answer, and lists under "notes" in
    its JSON: ``kind`` says what about (``illegal_blocks``, ``unchecked``,
    ``first_strike``, ``order``, ``trigger``, ``unplayed``: a choice of an
    attack trigger the attack solver does not search), ``rule`` the rule it
    cites.

    >>> note = Note("illegal_blocks", "702.111b", "note: the declared blocks are illegal")
    >>> note.as_json()["message"]
    'the declared blocks are illegal'
    """

    kind: str
    rule: str
    message: str

    def as_json(self) -> dict[str, str]:
        """The note for JSON output: its kind, rule and message (without the "note:" prefix).

        >>> Note("order", "509.2", "note: no order declared for ogre").as_json()
        {'kind': 'order', 'rule': '509.2', 'message': 'no order declared for ogre'}
        """
        return {"kind": self.kind, "rule": self.rule, "message": _bare(self.message)}


def _bare(line: str) -> str:
    return line.removeprefix("note: ").removeprefix("注：")


# How long the note on illegal blocks may spend on the 509.1c maximum.
BLOCK_NOTE_TIME = 5.0


def block_notes(
    board: Board, rules: RuleSet, lang: str = "en", *, declared_now: bool = False
) -> list[Note]:
    """What is wrong with the blocks declared on the board (509.1), one note
    per violation: ``check`` and ``resolve`` play the combat as written (an
    engine may hand them any state), and say so when the declaration itself
    breaks a rule. A blocker tapped after it was declared is not one (506.4:
    tapping doesn't remove a creature from combat), and a board on which a
    blocking or blocked creature has left the battlefield is judged no more,
    unless the blocks are ``declared_now``, on this board (after a timeline's
    entries in the declare attackers step): then a creature that left before
    is one the declaration can't name (509.1a).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B",
    ...                  keywords=["menace"])
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> [(n.kind, n.rule) for n in block_notes(board, RuleSet.CURRENT)]
    [('illegal_blocks', '702.111b')]
    """
    from mtgcombat.i18n.messages import describe, namer, ui
    from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks, requirements

    declaration = BlockDeclaration.from_board(board)
    if not declaration.blocks and not requirements(board):
        return []
    if not declared_now and _one_has_left(board, declaration):
        # a creature has left the battlefield since the blocks were declared
        # (a Mogg Fanatic sacrificed): a later state, not a declaration to judge
        return []
    verdict = is_legal_blocks(board, declaration, rules, time_limit=BLOCK_NOTE_TIME)
    if not verdict.violations:
        return []  # (most boards)
    name = namer(board, lang)
    return [
        Note(
            "illegal_blocks",
            v.rule,
            ui("illegal_blocks_note", lang, rule=v.rule, message=describe(v, lang, name, board)),
        )
        for v in verdict.violations
        if v.code != "block_tapped"
    ]


def _one_has_left(board: Board, declaration: BlockDeclaration) -> bool:
    """Whether a creature the declaration names is not on the battlefield
    (or not on the board at all)."""
    get = board.get
    for blocker, attackers in declaration.blocks:
        for pid in (blocker, *attackers):
            perm = get(pid)
            if perm is None or not perm.on_battlefield:
                return True
    return False


def _with_notes(
    doc: dict[str, Any], scenario: Scenario, lang: str | None, extra: Sequence[Note] = ()
) -> dict[str, Any]:
    """A JSON document with the scenario's ability notes and the command's
    own notes (``extra``) under "notes" (when there are any)."""
    from mtgcombat.i18n.messages import default_language as _default_language

    if not scenario.notes and not extra:
        return doc
    language = lang or _default_language()
    notes: list[dict[str, str]] = [
        {
            "kind": n.kind,
            "permanent": n.permanent,
            "text": n.text,
            "rule": n.rule,
            "reason": n.reason,
            "message": line.removeprefix("note: ").removeprefix("注："),
        }
        for n, line in zip(scenario.notes, ability_notes(scenario, language), strict=True)
    ]
    notes.extend(n.as_json() for n in extra)
    return {**doc, "notes": notes}


def _violation_json(v: Violation, lang: str, board: Board) -> dict[str, Any]:
    from mtgcombat.i18n.messages import describe, namer

    return {
        "rule": v.rule,
        "message": describe(v, lang, namer(board, lang), board),
        "objects": list(v.objects),
    }


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


def _check_run(
    scenario: Scenario, rules: str | None, lang: str | None, no_triggers: bool, file: str
) -> _Checked:
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.combat import check_combat

    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    file_board_only(scenario, "check", file, language)
    declared = block_notes(scenario.board, ruleset, language)
    scenario, triggered = _after_triggers(scenario, ruleset, no_triggers, file, language)
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
    run = _check_run(scenario, rules, lang, no_triggers, file)
    doc = {
        "legal": not run.violations,
        "violations": [
            _violation_json(v, run.language, run.scenario.board) for v in run.violations
        ],
    }
    code = EXIT_ILLEGAL if run.violations else EXIT_LEGAL
    return _with_notes(doc, run.scenario, lang, [*run.before, *run.after]), code


@cli.command(short_help="Check the damage assignments and orders in FILE (510.1).")
@click.argument("file", type=click.Path(dir_okay=False))
@rules_option
@json_option
@lang_option
@triggers_option
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
        _echo_json(doc)
        sys.exit(code)
    run = _check_run(scenario, rules, lang, no_triggers, file)
    scenario, language = run.scenario, run.language
    click.echo(ui("header", language, file=file, rules=run.ruleset))
    _echo_notes(scenario, language)
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


# ---------------------------------------------------------------------------
# assignments
# ---------------------------------------------------------------------------


def _creatures_to_list(
    scenario: Scenario,
    ruleset: RuleSet,
    creature: str | None,
    step: Step | None,
    lang: str = "en",
) -> list[tuple[str, Step]]:
    from mtgcombat.rules.assignment import assigns_in_step, damage_plan, first_step_of, steps

    board = scenario.board
    if creature is not None:
        where = (lang, scenario.source, "--creature")
        if board.get(creature) is None:
            _problem(*where, "not_permanent_id", id=creature)
        if creature not in board.in_combat():
            _problem(*where, "creature_not_in_combat", "510.1", id=creature)
        chosen = step or first_step_of(board, creature)
        if not assigns_in_step(board, creature, chosen):
            _problem(*where, "assigns_nothing_in_step", "510.4", id=creature, step=f"{chosen}")
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


def _listings(
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
    ``first_strike_played`` hears of it (board, given package, used one)."""
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
    ruleset = _rules(scenario, rules)
    file_board_only(scenario, "assignments", file, language)
    scenario, _ = _after_triggers(scenario, ruleset, no_triggers, file, language)
    chosen_step = Step.parse(step) if step else None
    creatures = _creatures_to_list(scenario, ruleset, creature, chosen_step, language)
    out: list[dict[str, Any]] = []
    for c, _s, total, listed in _listings(scenario, ruleset, creatures, count_only, limit):
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


@cli.command(short_help="List or count the legal damage assignments (510.1).")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--creature", default=None, help="Only this creature.")
@click.option(
    "--step",
    type=click.Choice([s.value for s in Step]),
    default=None,
    help="The damage step (default: each creature's first step).",
)
@click.option("--count", "count_only", is_flag=True, help="Count without listing.")
@click.option(
    "--limit",
    type=click.IntRange(min=1, max=sys.maxsize),
    default=None,
    help="List at most N each.",
)
@rules_option
@json_option
@lang_option
@triggers_option
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
        _echo_json(doc)
        return
    ruleset = _rules(scenario, rules)
    file_board_only(scenario, "assignments", file, language)
    scenario, triggered = _after_triggers(scenario, ruleset, no_triggers, file, language)
    chosen_step = Step.parse(step) if step else None
    board = scenario.board
    listed_creatures = _creatures_to_list(scenario, ruleset, creature, chosen_step, language)
    click.echo(ui("header", language, file=file, rules=ruleset))
    _echo_notes(scenario, language)
    for line in trigger_notes(triggered, board, language):
        click.echo(line)
    for note in order_notes(board, ruleset, language):
        click.echo(note.message)

    def first_strike_played(board: Board, given: Package | None, used: Package | None) -> None:
        for line in first_strike_notes(board, ruleset, given, language, used):
            click.echo(line)

    for c, s, total, listed in _listings(
        scenario, ruleset, listed_creatures, count_only, limit, first_strike_played
    ):
        noun = "assignment" if total == 1 else "assignments"
        name = label(board.permanent(c), language)
        click.echo(ui("count", language, creature=name, step=s.value, n=total, noun=noun))
        for a in listed:
            click.echo(f"  {a}")
        if limit is not None and not count_only and total > limit:
            click.echo("  " + ui("more", language, n=total - limit))


class _Seconds(click.FloatRange):
    """A time limit: at least 0.01 s, and a number (``nan`` compares false
    with every bound, so a plain range would let it through)."""

    name = "seconds"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            number = float(value)
        except (TypeError, ValueError):
            number = math.nan
        if math.isnan(number):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        return super().convert(number, param, ctx)


_SECONDS = _Seconds(min=0.01)


# ---------------------------------------------------------------------------
# blocks and orders (509)
# ---------------------------------------------------------------------------


def blocks_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    time_limit: float = 10.0,
) -> tuple[dict[str, Any], int]:
    """``blocks --json``'s document for a loaded scenario, and the exit code
    (0 legal, 1 illegal). The command and ``batch blocks`` both print it.

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
    >>> doc, code = blocks_document(sc)
    >>> doc["legal"], code
    (True, 0)
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks

    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    board = scenario.board
    declaration = BlockDeclaration.from_board(board)
    verdict = is_legal_blocks(board, declaration, ruleset, time_limit=time_limit)
    witness = verdict.witness if verdict.witness is not None else declaration
    reqs: dict[str, Any] = {"obeyed": verdict.obeyed, "maximum": verdict.maximum}
    if not verdict.optimal:
        reqs["optimal"] = False
    doc = {
        "legal": verdict.legal,
        "violations": [_violation_json(v, language, board) for v in verdict.violations],
        "requirements": reqs,
        "witness": witness.as_dict(),
        "cost": verdict.cost,
    }
    return _with_notes(doc, scenario, lang), EXIT_LEGAL if verdict else EXIT_ILLEGAL


@cli.command(short_help="Check the block declaration in FILE (509.1).")
@click.argument("file", type=click.Path(dir_okay=False))
@rules_option
@json_option
@lang_option
@click.option(
    "--time-limit",
    type=_SECONDS,
    default=10.0,
    show_default=True,
    help="Seconds the 509.1c solver may take; a hit is reported.",
)
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
        doc, code = blocks_document(scenario, rules=rules, lang=lang, time_limit=time_limit)
        _echo_json(doc)
        sys.exit(code)
    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    board = scenario.board
    declaration = BlockDeclaration.from_board(board)
    verdict = is_legal_blocks(board, declaration, ruleset, time_limit=time_limit)
    click.echo(ui("header", language, file=file, rules=ruleset))
    _echo_notes(scenario, language)
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


def _ordered_creatures(board: Board) -> list[str]:
    """The creatures in combat that have a damage assignment order to show:
    each attacker with creatures to order, each blocker blocking two or more."""
    from mtgcombat.rules.ordering import order_candidates

    return [
        c
        for c in board.in_combat()
        if order_candidates(board, c)
        and (board.is_attacking(c) or len(order_candidates(board, c)) > 1)
    ]


def orders_document(
    scenario: Scenario, *, rules: str | None = None, lang: str | None = None
) -> tuple[dict[str, Any], int]:
    """``orders --json``'s document for a loaded scenario, and the exit code
    (0). The command and the web playground both give it.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "2023"
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
    ... [[permanents]]
    ... id = "bear"
    ... controller = "B"
    ... power = 2
    ... toughness = 2
    ... blocking = ["ogre"]
    ... ''')
    >>> doc, code = orders_document(sc)
    >>> doc["orders"], doc["insert_positions"], code
    ({'ogre': ['elf', 'bear']}, {'ogre': 3}, 0)
    """
    from mtgcombat.rules.ordering import insert_positions

    ruleset = _rules(scenario, rules)
    board = scenario.board
    doc: dict[str, Any] = {
        "rules": ruleset.value,
        "orders": {},
        "declared": {},
        "insert_positions": {},
    }
    for c in _ordered_creatures(board):
        current = board.damage_assignment_order(c)
        if ruleset.has_damage_assignment_order:
            doc["orders"][c] = list(current)
            doc["declared"][c] = board.has_declared_order(c)
        doc["insert_positions"][c] = len(insert_positions(board, c, ruleset))
    return _with_notes(doc, scenario, lang), EXIT_LEGAL


# ---------------------------------------------------------------------------
# attacks (508.1)
# ---------------------------------------------------------------------------


def attacks_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    time_limit: float = 10.0,
) -> tuple[dict[str, Any], int]:
    """``attacks --json``'s document for a loaded scenario, and the exit code
    (0 legal, 1 illegal).

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "current"
    ... active_player = "A"
    ... [players.A]
    ... [players.B]
    ... [[permanents]]
    ... id = "ogre"
    ... controller = "A"
    ... power = 3
    ... toughness = 3
    ... tapped = true
    ... attacking = "B"
    ... ''')
    >>> doc, code = attacks_document(sc, lang="en")
    >>> doc["legal"], [v["rule"] for v in doc["violations"]], doc["witness"], code
    (False, ['508.1a'], {}, 1)
    >>> doc["violations"][0]["message"]
    "ogre is tapped, so it can't attack"
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks

    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    board = scenario.board
    declaration = AttackDeclaration.from_board(board)
    verdict = is_legal_attacks(board, declaration, ruleset, time_limit=time_limit)
    witness = verdict.witness if verdict.witness is not None else declaration
    reqs: dict[str, Any] = {"obeyed": verdict.obeyed, "maximum": verdict.maximum}
    if not verdict.optimal:
        reqs["optimal"] = False
    doc = {
        "legal": verdict.legal,
        "violations": [_violation_json(v, language, board) for v in verdict.violations],
        "requirements": reqs,
        "witness": witness.as_dict(),
        "cost": verdict.cost,
    }
    return _with_notes(doc, scenario, lang), EXIT_LEGAL if verdict else EXIT_ILLEGAL


@cli.command(short_help="Check the attack declaration in FILE (508.1).")
@click.argument("file", type=click.Path(dir_okay=False))
@rules_option
@json_option
@lang_option
@click.option(
    "--time-limit",
    type=_SECONDS,
    default=10.0,
    show_default=True,
    help="Seconds the 508.1d solver may take; a hit is reported.",
)
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
        _echo_json(doc)
        sys.exit(code)
    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    board = scenario.board
    declaration = AttackDeclaration.from_board(board)
    verdict = is_legal_attacks(board, declaration, ruleset, time_limit=time_limit)
    click.echo(ui("header", language, file=file, rules=ruleset))
    _echo_notes(scenario, language)
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
@click.argument("file", type=click.Path(dir_okay=False))
@rules_option
@json_option
@lang_option
def orders(file: str, rules: str | None, as_json: bool, lang: str | None) -> None:
    """Show each damage assignment order (509.2, 509.3) and the places where a
    creature made to block, or entering blocking, could join it (509.6, 509.7)."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import label, ui
    from mtgcombat.rules.ordering import insert_positions

    scenario = _load(file, lang or _default_language())
    if as_json:
        doc, _ = orders_document(scenario, rules=rules, lang=lang)
        _echo_json(doc)
        return
    ruleset = _rules(scenario, rules)
    board = scenario.board
    creatures = _ordered_creatures(board)
    language = lang or _default_language()
    click.echo(ui("header", language, file=file, rules=ruleset))
    _echo_notes(scenario, language)
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
@click.argument("file", type=click.Path(dir_okay=False))
@click.option(
    "--after", is_flag=True, help="Resolve the combat (as resolve --auto) and draw the result."
)
@rules_option
@lang_option
@triggers_option
@click.option(
    "-o",
    "--output",
    "output",
    type=click.Path(dir_okay=False),
    default=None,
    help="Write the picture to this file (default: standard output).",
)
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
        raise _choice_failure(file, scenario, exc, language) from None
    if output is None:
        click.echo(picture, nl=False)
        return
    from pathlib import Path

    try:
        Path(output).write_text(picture, encoding="utf-8")
    except OSError as exc:
        _problem(language, output, "", "file_unwritable", reason=exc.strerror or str(exc))


# ---------------------------------------------------------------------------
# resolve (510.2-510.4, 120, 704)
# ---------------------------------------------------------------------------


def _effects_json(changes: Iterable[EffectChange]) -> list[dict[str, str]]:
    """The changes effects make (``resolve --json``'s ``effects``): which
    permanent's effect changes what on which permanent or player."""
    from mtgcombat.i18n.messages import effect_change_text

    return [
        {
            "source": c.source,
            "affected": c.affected,
            "change": effect_change_text(c.what, c.value, "en"),
            "rule": c.rule,
        }
        for c in changes
    ]


def _player_json(p: Player) -> dict[str, Any]:
    out: dict[str, Any] = {"life": p.life, "poison": p.poison, "lost": p.lost}
    if p.commander_damage:  # Commander (903.10a); other games keep the documented shape
        out["commander_damage"] = dict(p.commander_damage)
    return out


def _teams_json(board: Board) -> dict[str, Any]:
    """Two-Headed Giant: each team's shared life total and poison counters
    (810.4, 810.10), its players, and whether it has lost (810.8a)."""
    from mtgcombat.rules.multiplayer import team_name

    out: dict[str, Any] = {}
    for team in board.teams:
        first = board.player(team[0])
        out[team_name(team)] = {
            "players": list(team),
            "life": first.life,
            "poison": first.poison,
            "lost": all(board.player(pid).lost for pid in team),
        }
    return out


def _state_json(board: Board) -> dict[str, Any]:
    state = _board_state_json(board)
    if board.teams:
        state["teams"] = _teams_json(board)
    return state


def _board_state_json(board: Board) -> dict[str, Any]:
    return {
        "players": {p.id: _player_json(p) for p in board.players},
        "permanents": {
            p.id: {
                "zone": p.zone.value,
                "damage": p.damage,
                "counters": {
                    "+1/+1": p.counters.plus_one,
                    "-1/-1": p.counters.minus_one,
                    "loyalty": p.counters.loyalty,
                    "defense": p.counters.defense,
                },
                "loyalty": p.counters.loyalty,
                "defense": p.counters.defense,
            }
            for p in board.permanents
        },
    }


def _declared_board(
    scenario: Scenario, ruleset: RuleSet, language: str, file: str
) -> tuple[Board, tuple[Event, ...]]:
    """The board as the file's blocks are declared (509.1), and the events
    before: for a timeline with entries after attackers are declared, those
    entries resolve on the board before its blocks (no creature is blocking
    yet), and the file's blocks are then declared on what they leave; else
    the file's board. An entry that cannot be cast is bad input."""
    from mtgcombat.rules.timeline import (
        Point,
        TimelineError,
        after_attackers,
        declare_blockers,
    )
    from mtgcombat.rules.triggers import ChoiceError

    if not any(e.after is Point.DECLARE_ATTACKERS for e in scenario.timeline):
        return scenario.board, ()
    try:
        early, events = after_attackers(
            scenario.board, ruleset, scenario.timeline, attack_triggers=False, tap=False
        )
    except ChoiceError as exc:
        raise _choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise _timeline_failure(file, exc, language) from None
    return declare_blockers(early, scenario.board, scenario.timeline), events


def _resolve_run(
    scenario: Scenario,
    ruleset: RuleSet,
    language: str,
    auto: bool,
    no_triggers: bool,
    file: str,
    declared: tuple[Board, tuple[Event, ...]] | None = None,
) -> CombatResult | IllegalAssignmentError:
    """The combat resolved, or the illegal assignment that stopped it before
    any damage; a missing choice is bad input. ``declared`` is the board as
    the blocks are declared and the events before (:func:`_declared_board`,
    for a file with a timeline)."""
    from mtgcombat.rules.combat import (
        IllegalAssignmentError,
        MissingAssignmentError,
        resolve_combat,
    )
    from mtgcombat.rules.timeline import TimelineError
    from mtgcombat.rules.triggers import ChoiceError

    try:
        if scenario.timeline:
            from mtgcombat.rules.timeline import run_combat

            board, early = declared or _declared_board(scenario, ruleset, language, file)
            # spells cast between the steps (608.2): applied at their points
            result = run_combat(
                board,
                ruleset,
                scenario.timeline,
                scenario.assignments,
                auto=auto,
                shield_order=scenario.shield_order,
                triggers=not no_triggers,
                attackers_done=True,
            )
            return dataclasses.replace(result, events=(*early, *result.events))
        return resolve_combat(
            scenario.board,
            ruleset,
            scenario.assignments,
            auto=auto,
            shield_order=scenario.shield_order,
            triggers=not no_triggers,
        )
    except MissingAssignmentError as exc:
        _problem(language, file, "", "assignment_missing", detail=str(exc))
    except ChoiceError as exc:
        raise _choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise _timeline_failure(file, exc, language) from None
    except IllegalAssignmentError as exc:
        return exc


def _resolve_notes(
    scenario: Scenario,
    ruleset: RuleSet,
    language: str,
    file: str,
) -> tuple[list[Note], tuple[Board, tuple[Event, ...]] | None]:
    """``resolve``'s notes on the block declaration, judged on the board it
    is made on (after a timeline's entries of the declare attackers step),
    and that board with the events before it (``None`` without a timeline)."""
    if not scenario.timeline:
        return block_notes(scenario.board, ruleset, language), None
    board, early = _declared_board(scenario, ruleset, language, file)
    fresh = board is not scenario.board
    return block_notes(board, ruleset, language, declared_now=fresh), (board, early)


def resolve_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    auto: bool = False,
    no_triggers: bool = False,
    file: str = "",
) -> tuple[dict[str, Any], int]:
    """``resolve --json``'s document for a loaded scenario, and the exit code
    (0 resolved, 1 an illegal assignment); bad input or a missing choice
    raises :class:`BadInput`. The command and ``batch resolve`` both print it.

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
    >>> doc, code = resolve_document(sc)
    >>> sorted(doc), code
    (['assignments', 'events', 'permanents', 'players'], 0)
    >>> doc["assignments"]
    {'ogre': {'elf': 5}, 'elf': {'ogre': 1}}
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.combat import IllegalAssignmentError

    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    declared, made = _resolve_notes(scenario, ruleset, language, file)
    result = _resolve_run(scenario, ruleset, language, auto, no_triggers, file, made)
    if isinstance(result, IllegalAssignmentError):
        doc: dict[str, Any] = {
            "legal": False,
            "violations": [_violation_json(v, language, scenario.board) for v in result.violations],
        }
        return _with_notes(doc, scenario, lang, declared), EXIT_ILLEGAL
    doc = _state_json(result.board)
    doc["events"] = [e.to_json() for e in result.events]
    if result.effects:  # a board without effects keeps the documented shape
        doc["effects"] = _effects_json(result.effects)
    doc.update(_played_json(result.packages))
    return _with_notes(doc, scenario, lang, declared), EXIT_LEGAL


@cli.command(short_help="Resolve the combat in FILE step by step (510.2, 704).")
@click.argument("file", type=click.Path(dir_okay=False))
@rules_option
@click.option("--auto", is_flag=True, help="Use the default chooser for creatures without one.")
@json_option
@lang_option
@triggers_option
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
        _echo_json(doc)
        sys.exit(code)
    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    declared, made = _resolve_notes(scenario, ruleset, language, file)
    result = _resolve_run(scenario, ruleset, language, auto, no_triggers, file, made)
    if isinstance(result, IllegalAssignmentError):
        for note in declared:
            click.echo(note.message)
        click.echo(ui("nothing_dealt", language, file=file, step=result.step.value))
        for v in result.violations:
            line = describe(v, language, namer(scenario.board, language), scenario.board)
            click.echo(f"  x {v.rule}: {line}")
        sys.exit(EXIT_ILLEGAL)
    click.echo(ui("header", language, file=file, rules=ruleset))
    _echo_notes(scenario, language)
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


def result_lines(board: Board, language: str) -> list[str]:
    """The "result:" section ``resolve`` and ``combat`` print: each player's
    life, poison, who lost and the combat damage each commander dealt them
    (903.10a), each Two-Headed Giant team's shared totals (810.4, 810.10),
    then each permanent's zone, damage and counters.

    >>> from mtgcombat.core.model import Board, Player
    >>> result_lines(Board([Player("A"), Player("B", life=0, lost=True)], [], "A"), "en")
    ['result:', '  A: life 20, poison 0', '  B: life 0, poison 0, has lost']
    """
    from mtgcombat.i18n.messages import TERMS, ZONE_NAMES, label, ui

    out = [ui("result", language)]
    for p in board.players:
        lost = ui("has_lost", language) if p.lost else ""
        out.append(
            ui("player_state", language, player=p.id, life=p.life, poison=p.poison, lost=lost)
        )
        for commander, total in p.commander_damage:  # 903.10a
            found = board.get(commander)
            shown = label(found, language) if found is not None else commander
            out.append(ui("commander_damage_state", language, commander=shown, total=total))
    for team, data in _teams_json(board).items():  # 810.4, 810.10
        lost = ui("has_lost", language) if data["lost"] else ""
        out.append(
            ui(
                "team_state",
                language,
                team=team,
                life=data["life"],
                poison=data["poison"],
                lost=lost,
            )
        )
    for perm in board.permanents:
        extra = ui("damage_extra", language, n=perm.damage) if perm.damage else ""
        extra += "".join(
            ui("counter_extra", language, n=n, counter=TERMS.get(kind, {}).get(language, kind))
            for kind, n in _counter_amounts(perm)
            if n
        )
        zone = ZONE_NAMES[perm.zone.value].get(language, perm.zone.value)
        out.append(
            ui("permanent_state", language, name=label(perm, language), zone=zone, extra=extra)
        )
    return out


# ---------------------------------------------------------------------------
# combat: the whole phase (508-511)
# ---------------------------------------------------------------------------


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


def _phase_run(
    scenario: Scenario, rules: str | None, lang: str | None, auto: bool, file: str
) -> _PhaseRun:
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.combat import IllegalAssignmentError, MissingAssignmentError
    from mtgcombat.rules.timeline import (
        TimelineError,
        after_attackers,
        declare_blockers,
        run_combat,
    )
    from mtgcombat.rules.triggers import ChoiceError

    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    attacks_doc, code = attacks_document(scenario, rules=rules, lang=lang)
    attacks_doc.pop("notes", None)
    if code != EXIT_LEGAL:
        return _PhaseRun(attacks_doc, None, (), scenario.board)
    try:
        # the declare attackers step, before any creature blocks
        board, early = after_attackers(scenario.board, ruleset, scenario.timeline)
    except ChoiceError as exc:
        raise _choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise _timeline_failure(file, exc, language) from None
    # then the file's block declaration is made, and judged, on that board (509.1)
    board = declare_blockers(board, scenario.board, scenario.timeline)
    blocks_doc, code = blocks_document(
        dataclasses.replace(scenario, board=board), rules=rules, lang=lang
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
        )
    except MissingAssignmentError as exc:
        _problem(language, file, "", "assignment_missing", detail=str(exc))
    except ChoiceError as exc:
        raise _choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise _timeline_failure(file, exc, language) from None
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
    run = _phase_run(scenario, rules, lang, auto, file)
    doc: dict[str, Any] = {"attacks": run.attacks}
    if run.blocks is not None:
        doc["blocks"] = run.blocks
    if run.result is None:
        doc["legal"] = False
        if run.stopped is not None:
            doc["violations"] = [
                _violation_json(v, language, run.board) for v in run.stopped.violations
            ]
        doc["events"] = [e.to_json() for e in run.early]
        return _with_notes(doc, scenario, lang), EXIT_ILLEGAL
    from mtgcombat.rules.timeline import until_end_of_turn

    doc.update(_state_json(run.result.board))
    events = (*run.early, *run.result.events)
    doc["events"] = [e.to_json() for e in events]
    if run.result.effects:
        doc["effects"] = _effects_json(run.result.effects)
    # what outlasts combat: it ends in the cleanup step (514.2)
    doc["until_end_of_turn"] = _effects_json(until_end_of_turn(events))
    return _with_notes(doc, scenario, lang), EXIT_LEGAL


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
    run = _phase_run(scenario, rules, lang, auto, file)
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
            f"  x {v.rule}: {_violation_json(v, language, run.board)['message']}"
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
        _echo_json(doc)
        sys.exit(code)
    language = lang or _default_language()
    lines, code = combat_text(scenario, rules=rules, lang=lang, auto=auto, file=file)
    click.echo(ui("header", language, file=file, rules=_rules(scenario, rules)))
    _echo_notes(scenario, language)
    for line in lines:
        click.echo(line)
    sys.exit(code)


def _counter_amounts(perm: Permanent) -> tuple[tuple[str, int], ...]:
    """The counters combat reads or changes, for the text result: loyalty and
    defense only on the permanents that use them (a planeswalker, a battle)."""
    from mtgcombat.core.model import CardType

    c = perm.counters
    return (
        ("loyalty", c.loyalty if perm.is_type(CardType.PLANESWALKER) else 0),
        ("defense", c.defense if perm.is_type(CardType.BATTLE) else 0),
        ("+1/+1", c.plus_one),
        ("-1/-1", c.minus_one),
    )


# ---------------------------------------------------------------------------
# solve (best play)
# ---------------------------------------------------------------------------

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
            _problem(lang, "--objective", "", "objective_not_pair", item=item)
        if key in OBJECTIVE_WEIGHTS:
            try:
                weight = float(value)
            except ValueError:
                _problem(lang, "--objective", "", "objective_not_number", setting=key, value=value)
            if not 0 <= weight <= MAX_WEIGHT:
                most = f"{MAX_WEIGHT:,.0f}"
                _problem(
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
                _problem(lang, "--objective", "", "objective_worth", value=value)
            settings[key] = value
        elif key == "avoid_losing":
            if value.lower() not in ("true", "false", "yes", "no", "1", "0"):
                _problem(lang, "--objective", "", "objective_avoid_losing", value=value)
            settings[key] = value.lower() in ("true", "yes", "1")
        else:
            known = ", ".join((*OBJECTIVE_WEIGHTS, "worth", "avoid_losing"))
            _problem(lang, "--objective", "", "objective_unknown", setting=key, known=known)
    if settings.get("worth") == "mana_value":
        catalog = default_catalog()
        values: dict[str, float] = {}
        for perm in board.permanents:
            card = catalog.find(perm.card) if perm.card else None
            if card is not None and card.mana_value is not None:
                values[perm.id] = card.mana_value
        settings["mana_values"] = values
    return Objective(**settings)


def _table(package: Package) -> dict[str, dict[str, int]]:
    return {a.creature: dict(a.amounts) for a in package}


def _played_json(packages: Mapping[Step, Package]) -> dict[str, Any]:
    """The packages the damage steps played (the file's, the implied ones,
    the default chooser's with ``--auto``, 510.1), shaped like the
    scenario's tables: ``assignments`` for the regular step (empty when it
    dealt nothing) and ``first_strike_assignments`` when there was a
    first-strike step (510.4). Damage later prevented or replaced is
    counted as assigned."""
    from mtgcombat.rules.assignment import Package

    out: dict[str, Any] = {"assignments": _table(packages.get(Step.REGULAR, Package()))}
    if Step.FIRST_STRIKE in packages:
        out["first_strike_assignments"] = _table(packages[Step.FIRST_STRIKE])
    return out


def _process_age() -> float:
    """Seconds since this process started (Linux ``/proc``; 0 elsewhere):
    ``solve --time-limit`` bounds the whole command, start-up and loading
    included, so the solver gets what is left."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
        return max(0.0, now - int(fields[19]) / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


_OUTPUT_TIME = 0.1
"""Seconds of ``solve --time-limit`` kept for printing the answer."""

_LEAST_SEARCH = 0.1
"""Seconds the solver gets even when start-up took the whole limit (within
the time limit's slack): a small board is then still solved and proven."""

_STARTUP_AT_MOST = 30.0
"""A process older than this when :func:`main` starts was not started for
the command: its age is not the command's start-up."""

_LAUNCH: list[tuple[float, float]] = []
"""When :func:`main` started (``time.monotonic``) and the start-up before it."""


def _time_spent(started: float) -> float:
    """Seconds the command has used so far: since :func:`main` started plus
    the interpreter's start-up before it, or (the command invoked another
    way) since ``started``."""
    now = time.monotonic()
    if not _LAUNCH:
        return now - started
    entered, startup = _LAUNCH[-1]
    return max(now - started, now - entered + startup)


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


def _solve_run(
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
    ``attacks`` (the attacker only), the attack declaration is chosen too."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.assignment import Package
    from mtgcombat.rules.triggers import ChoiceError
    from mtgcombat.solver.search import SolverError, best_assignment, best_blocks, with_pumps
    from mtgcombat.solver.triggers import pumps_of

    ruleset = _rules(scenario, rules)
    language = lang or _default_language()
    triggered: tuple[Event, ...] = ()
    as_written = scenario.board
    if attacks and side != "attacker":
        _problem(language, "--attacks", "", "solve_attacks_for_attacker", "508.1")
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
        scenario, triggered = _after_triggers(scenario, ruleset, no_triggers, file, language)
    board = scenario.board
    objective = parse_objective(objective_items, board, language)
    if started is not None:
        time_limit = max(
            min(time_limit, _LEAST_SEARCH), time_limit - _time_spent(started) - _OUTPUT_TIME
        )
    if attacks:
        return _attacks_run(
            scenario, as_written, ruleset, language, objective, time_limit, file, no_triggers
        )
    notes: tuple[Note, ...] = ()
    if side == "defender":
        if not board.attackers():
            _problem(language, file, "", "no_attackers", "509.1")
        try:
            blocks = best_blocks(
                board,
                ruleset,
                objective=objective,
                time_limit=time_limit,
                triggers=not no_triggers,
            )
        except SolverError as exc:
            _problem(language, file, "", "solver_problem", detail=str(exc))
        except ChoiceError as exc:
            raise _choice_failure(file, scenario, exc, language) from None
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
            _problem(language, file, "", "solver_problem", detail=str(exc))
        solution = plan
        choice = _table(plan.choice.packages.get(Step.REGULAR, Package()))
        extra = {}
        if Step.FIRST_STRIKE in plan.choice.packages:
            extra["first_strike_assignments"] = _table(plan.choice.packages[Step.FIRST_STRIKE])
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
    from mtgcombat.rules.triggers import ChoiceError

    def refuse(index: int, key: str, rule: str) -> NoReturn:
        _problem(language, file, f"timeline[{index}].after", key, rule)

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
            raise _choice_failure(file, scenario, exc, language) from None
        except TimelineError as exc:
            raise _timeline_failure(file, exc, language) from None
        return dataclasses.replace(scenario, board=board), events
    declared, early = _declared_board(scenario, ruleset, language, file)
    try:
        board, happened = after_blockers(declared, ruleset, timeline, triggers=not no_triggers)
    except ChoiceError as exc:
        raise _choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise _timeline_failure(file, exc, language) from None
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
        _problem(language, file, "", "solver_problem", detail=str(exc))
    except ChoiceError as exc:
        raise _choice_failure(file, scenario, exc, language) from None
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
        extra["first_strike_assignments"] = _table(plan.packages[Step.FIRST_STRIKE])
    if plan.orders:
        extra["orders"] = {c: list(o) for c, o in plan.orders.items()}
    choice = _table(plan.packages.get(Step.REGULAR, Package()))
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

    run = _solve_run(
        scenario, side, objective, time_limit, rules, lang, no_triggers, file, started, attacks
    )
    solution = run.solution
    result = solution.outcome
    outcome = _state_json(result.board)
    outcome["events"] = [e.to_json() for e in (*run.triggered, *result.events)]
    in_force = changes_in_force(run.scenario.board)
    if in_force:
        outcome["effects"] = _effects_json(in_force)
    outcome.update(_played_json(result.packages))
    doc = {
        "choice": run.choice,
        "value": solution.value,
        "optimal": solution.optimal,
        "outcome": outcome,
        **run.extra,
        "value_terms": run.objective.terms(result.board, solution.player),
    }
    return _with_notes(doc, run.scenario, lang, run.notes), EXIT_LEGAL


def _echo_attacks(run: _Solved, language: str) -> None:
    """``solve --attacks``'s text: the attacks chosen, their cost, the
    defender's expected blocks (with its orders) and the attacker's plan."""
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
        _echo_temporary(chosen.temporary, language)
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
        _echo_temporary(chosen.temporary, language)
    click.echo(ui("solve_plan", language, player=player))
    for creature, order in chosen.plan.orders.items():
        click.echo(ui("solve_order", language, creature=creature, order=", ".join(order)))
    for step, package in chosen.plan.packages.items():
        click.echo(ui("solve_step", language, step=step.value, package=package or "-"))


def _echo_temporary(pumps: Mapping[str, tuple[int, int]], language: str) -> None:
    """The line saying which pumps the value leaves out (514.2)."""
    from mtgcombat.i18n.messages import ui

    shown = _list_sep(language).join(f"{c} {p:+d}/{t:+d}" for c, (p, t) in pumps.items())
    click.echo(ui("solve_temporary", language, pumps=shown))


@cli.command(short_help="Find a player's best blocks or damage assignment.")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option(
    "--for",
    "side",
    type=click.Choice(["attacker", "defender"]),
    required=True,
    help="attacker: orders (2023) and assignments for the blocks in FILE; "
    "defender: blocks for the attack in FILE.",
)
@click.option(
    "--objective",
    "objective_items",
    multiple=True,
    metavar="KEY=VALUE",
    help="Weights life, poison, loyalty, defense, creatures; worth=stats|mana_value; "
    "avoid_losing=true|false. Repeat or separate with commas.",
)
@click.option(
    "--time-limit",
    type=_SECONDS,
    default=60.0,
    show_default=True,
    help="Seconds to search; when hit, the best found is printed, marked not proven.",
)
@click.option(
    "--attacks",
    is_flag=True,
    help="With --for attacker: choose the attack declaration too (508.1); the defender "
    "answers with its best blocks.",
)
@rules_option
@json_option
@lang_option
@triggers_option
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
        _echo_json(doc)
        sys.exit(code)
    run = _solve_run(
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
    _echo_notes(scenario, language)
    for note in trigger_notes(triggered, board, language):
        click.echo(note)
    if triggered and run.pumps:
        _echo_temporary(run.pumps, language)
    for extra_note in run.notes:
        click.echo(extra_note.message)
    if attacks:
        _echo_attacks(run, language)
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
            _echo_temporary(run.pumps, language)
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
    shown_terms = _list_sep(language).join(terms) or ui("solve_value_nothing", language)
    click.echo(ui("solve_value_terms", language, player=solution.player, terms=shown_terms))
    click.echo(ui("solve_happens", language))
    gone = [
        (p, q)
        for p, q in zip(as_written.permanents, result.board.permanents, strict=True)
        if p.zone is Zone.BATTLEFIELD and q.zone is not Zone.BATTLEFIELD
    ]
    # A permanent exiled (a Siege defeated, 310.11b) did not die (700.4).
    died = [label(p, language) for p, q in gone if q.zone is not Zone.EXILE]
    exiled = [label(p, language) for p, q in gone if q.zone is Zone.EXILE]
    if died:
        click.echo(ui("solve_dies", language, names=_list_sep(language).join(died)))
    if exiled:
        click.echo(ui("solve_exiled", language, names=_list_sep(language).join(exiled)))
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


# ---------------------------------------------------------------------------
# batch
# ---------------------------------------------------------------------------


BATCH_OPS = ("check", "blocks", "attacks", "assignments", "resolve", "solve", "combat")
"""The commands ``batch`` runs (:data:`mtgcombat.batch.OPS`)."""


@cli.command(short_help="Run a command on every scenario of a JSON Lines file.")
@click.argument("op", metavar="OP", type=click.Choice(BATCH_OPS))
@click.argument("file", default="-", required=False, type=click.Path(dir_okay=False))
@click.option(
    "--jobs",
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    help="Processes to run on (0: one per core); above 1 the input is read in chunks.",
)
@click.option(
    "--cluster",
    metavar="ADDRESS",
    default=None,
    help="Run on the Dask distributed cluster whose scheduler is at ADDRESS "
    "(needs the cluster extra).",
)
@rules_option
@lang_option
@triggers_option
@click.option(
    "--auto", is_flag=True, help="resolve, combat: the default chooser for creatures without one."
)
@click.option(
    "--for",
    "side",
    type=click.Choice(["attacker", "defender"]),
    default=None,
    help="solve: whose play to find (required for solve).",
)
@click.option(
    "--objective",
    "objective_items",
    multiple=True,
    metavar="KEY=VALUE",
    help="solve: the objective, as for solve.",
)
@click.option(
    "--time-limit",
    type=_SECONDS,
    default=None,
    help="Seconds per line for blocks (default 10) and solve (default 60).",
)
@click.option(
    "--attacks",
    is_flag=True,
    help="solve --for attacker: choose the attack declaration too (508.1).",
)
def batch(
    op: str,
    file: str,
    jobs: int,
    cluster: str | None,
    rules: str | None,
    lang: str | None,
    no_triggers: bool,
    auto: bool,
    side: str | None,
    objective_items: tuple[str, ...],
    time_limit: float | None,
    attacks: bool,
) -> None:
    """Run OP (check, blocks, assignments, resolve or solve) on every line of
    FILE (JSON Lines, one scenario a line; "-" or nothing: standard input).
    Writes one JSON line per input line, in input order: the command's --json
    document with the line number under "line", or {"line": N, "error": ...}
    for a line that cannot be run (the run goes on). Exit 0, or 2 when a line
    was bad."""
    from mtgcombat.batch import BatchError, run

    try:
        source = sys.stdin.buffer if file == "-" else open(file, "rb")  # noqa: SIM115
    except OSError as exc:
        _fail(f"{file}: cannot read: {exc.strerror or exc}")
    name = "<stdin>" if file == "-" else file
    try:
        lines = run(
            op,
            source,
            jobs,
            rules=rules,
            lang=lang,
            no_triggers=no_triggers,
            auto=auto,
            side=side,
            objective=objective_items,
            time_limit=time_limit,
            cluster=cluster,
            name=name,
            attacks=attacks,
        )
        bad = _write_lines(lines, flush_every=1 if jobs == 1 and cluster is None else 256)
    except BatchError as exc:
        _fail(str(exc))
    finally:
        if source is not sys.stdin.buffer:
            source.close()
    sys.exit(EXIT_BAD_INPUT if bad else EXIT_LEGAL)


def _write_lines(lines: Iterable[str], flush_every: int) -> int:
    """Write the output lines to standard output as they come (a progress
    bar on standard error when it is a terminal); the number of error lines."""
    out = sys.stdout
    bar: Any = None
    if sys.stderr.isatty():
        from importlib import import_module

        try:
            progress: Any = import_module("tqdm").tqdm
        except ImportError:  # the bar is a convenience
            bar = None
        else:
            bar = progress(unit=" lines", file=sys.stderr, mininterval=0.5, delay=0.5)
    bad = 0
    try:
        for n, line in enumerate(lines, start=1):
            out.write(line)
            out.write("\n")
            if n % flush_every == 0:
                out.flush()
            if line.startswith('"error":', line.index(",") + 1):  # {"line":N,"error":...}
                bad += 1
            if bar is not None:
                bar.update(1)
        out.flush()
    finally:
        if bar is not None:
            bar.close()
    return bad


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------


@cli.group(short_help="The card catalog: show, import, coverage.")
def cards() -> None:
    """The card catalog: built-in cards and an imported MTGJSON index."""


def card_document(name: str, catalog: Catalog, lang: str = "en") -> dict[str, Any]:
    """``cards show NAME --json``'s document: the card of that English or
    Japanese name in ``catalog``, its characteristics, text and what is read
    from each sentence. A name the catalog lacks raises :class:`BadInput`
    with the command's line in ``lang``.

    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> doc = card_document("巨森を喰らうもの", BUILTIN)
    >>> doc["name"], doc["power"], doc["toughness"], doc["source"]
    ('Vastwood Gorger', '5', '6', 'built-in')
    """
    from mtgcombat.cards.mtgjson import sentence_json
    from mtgcombat.i18n.messages import ui

    card = catalog.find(name)
    if card is None:
        _fail(ui("card_unknown", lang, name=name))
    return {
        "name": card.name,
        "name_ja": card.name_ja,
        "types": list(card.types),
        "subtypes": list(card.subtypes),
        "supertypes": list(card.supertypes),
        "colors": list(card.colors),
        "power": card.power_text,
        "toughness": card.toughness_text,
        "mana_value": card.mana_value,
        "text": card.text,
        "abilities": [sentence_json(p) for p in card.parsed],
        "not_modelled": list(card.unmodelled),
        "flags": list(card.flags),
        "source": card.source,
    }


@cards.command("show", short_help="Show a card: types, text and abilities.")
@click.argument("name")
@json_option
@lang_option
def cards_show(name: str, as_json: bool, lang: str | None) -> None:
    """Print a card (English or Japanese name): its characteristics, its text
    and, per sentence, what mtgcombat reads from it; "not modelled: ..." for
    each combat sentence it cannot model."""
    from mtgcombat.cards.mtgjson import default_catalog
    from mtgcombat.i18n.messages import TERMS, parse_reason, ui
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.io.notation import color_text, describe_value, type_line_text

    language = lang or _default_language()
    if as_json:
        doc = card_document(name, default_catalog(), language)
        _echo_json(doc)
        return
    card = default_catalog().find(name)
    if card is None:
        _fail(ui("card_unknown", language, name=name))
    click.echo(card.name + (f" / {card.display_ja}" if card.display_ja else ""))
    click.echo(f"  {type_line_text(card.types, card.subtypes, language, card.supertypes)}")
    if card.power_text or card.toughness_text:
        click.echo(f"  {card.power_text}/{card.toughness_text}")
    if card.colors:
        colors = _list_sep(language).join(color_text(c, language) for c in card.colors)
        click.echo(ui("card_colors", language, colors=colors))
    keywords = card.keywords or card.printed_keywords
    if keywords:
        shown = _list_sep(language).join(_keyword_text(k, language) for k in keywords)
        click.echo(ui("card_keywords", language, keywords=shown))
    if card.text:
        click.echo(ui("card_text", language))
        for parsed in card.parsed:
            if parsed.status != "modelled":
                continue
            click.echo(ui("card_sentence_modelled", language, sentence=parsed.sentence))
            values = [describe_value(v, language) for v in parsed.traits.values()]
            if values:
                shown = ("\uff1b" if language == "ja" else "; ").join(values)
                click.echo(ui("card_sentence_values", language, values=shown))
        for parsed in card.parsed:
            if parsed.status == "no_effect":
                click.echo(ui("card_no_effect", language, sentence=parsed.sentence))
        errors = {p.sentence: p.error for p in card.parsed}
        for unmodelled in card.unmodelled:
            error = errors.get(unmodelled, "")
            click.echo(
                ui(
                    "card_not_modelled",
                    language,
                    sentence=unmodelled,
                    error=_bracketed(parse_reason(error, language), language) if error else "",
                )
            )
    if card.mana_value is not None:
        click.echo(ui("card_mana_value", language, value=f"{card.mana_value:g}"))
    source = TERMS.get(card.source, {}).get(language, card.source)
    click.echo(ui("card_source", language, source=source))


@cards.command("import", short_help="Build the local card index from AtomicCards.json.")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--data-dir", type=click.Path(file_okay=False), default=None, help="Index folder.")
@lang_option
def cards_import(path: str, data_dir: str | None, lang: str | None) -> None:
    """Build the local card index from MTGJSON's AtomicCards.json (a file you
    downloaded; nothing is fetched, and the file is only read). Each card's
    text is read with the card-text parser."""
    from pathlib import Path

    from mtgcombat.cards.mtgjson import CardImportError, import_atomic_cards
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import ui

    language = lang or _default_language()
    try:
        report = import_atomic_cards(Path(path), Path(data_dir) if data_dir else None)
    except CardImportError as exc:
        _fail(exc.message(language))
    key = "cards_imported_one" if report.cards == 1 else "cards_imported"
    click.echo(ui(key, language, count=report.cards, target=report.path))
    click.echo(
        ui(
            "cards_imported_unmodelled",
            language,
            creatures=report.creatures,
            relevant=report.combat_relevant,
            modelled=report.modelled,
        )
    )


@cards.command("coverage", short_help="How much imported creature text is modelled.")
@click.option("--data-dir", type=click.Path(file_okay=False), default=None, help="Index folder.")
@click.option(
    "--top",
    type=click.IntRange(min=0),
    default=None,
    help="List this many sentences (default: 20; all with --json).",
)
@json_option
@lang_option
def cards_coverage(data_dir: str | None, top: int | None, as_json: bool, lang: str | None) -> None:
    """How much of the imported catalog's creature text is modelled, and the
    most common sentences that are not, worst first."""
    from pathlib import Path

    from mtgcombat.cards.mtgjson import coverage, index_records
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import ui

    language = lang or _default_language()
    records = index_records(Path(data_dir) if data_dir else None)
    if records is None:
        _fail(ui("coverage_none", language))
    report = coverage(records)
    if as_json:
        if top is not None:
            report["unmodelled"] = report["unmodelled"][:top]
        _echo_json(report)
        return
    relevant = report["combat_relevant"]
    percent = f"{100 * report['modelled'] / relevant:.1f}%" if relevant else "-"
    click.echo(ui("coverage_creatures", language, n=report["creatures"]))
    click.echo(ui("coverage_relevant", language, n=relevant))
    click.echo(ui("coverage_modelled", language, n=report["modelled"], percent=percent))
    listed = report["unmodelled"][: 20 if top is None else top]
    if listed:
        click.echo(ui("coverage_top", language))
        for item in listed:
            click.echo(f"  {item['cards']:5d}  {item['sentence']}")


# ---------------------------------------------------------------------------
# parse (card text)
# ---------------------------------------------------------------------------


def parse_document(
    sentence: str, *, name: str = "", lang: str | None = None
) -> tuple[dict[str, Any], int]:
    """``parse --json``'s document for one sentence of card text, and the
    exit code (1 when it concerns combat but is not modelled, else 0): the
    sentence, its status, the abilities read (structured and in notation)
    and, when the parser could not read it, ``error`` (its English words)
    and ``message`` (the same in ``lang``). An empty sentence raises
    :class:`BadInput`.

    >>> doc, code = parse_document("flyng", lang="ja")
    >>> doc["status"], code
    ('unmodelled', 1)
    >>> print(doc["error"])
    unknown keyword "flyng" (did you mean 'flying'?)
    >>> doc["message"]
    '「flyng」は知られていないキーワード能力である（「flying」のことか？）'
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import input_error, parse_reason
    from mtgcombat.text import ability_to_json, parse_sentence

    language = lang or _default_language()
    if not sentence.strip():
        _fail(f"parse: {input_error('sentence_empty', language)}")
    parsed = parse_sentence(sentence, name=name)
    values = parsed.traits.values()
    doc: dict[str, Any] = {
        "sentence": parsed.sentence,
        "status": parsed.status,
        "combat": parsed.combat,
        "abilities": [ability_to_json(v) for v in values],
        "notation": [str(v) for v in values],
    }
    if parsed.error:
        doc["error"] = parsed.error
        doc["message"] = parse_reason(parsed.error, language)
    return doc, EXIT_ILLEGAL if parsed.status == "unmodelled" else EXIT_LEGAL


@cli.command("parse", short_help="Read one sentence of card text into abilities.")
@click.argument("sentence")
@click.option("--name", default="", help="The card's name, which the sentence may use for itself.")
@json_option
@lang_option
def parse_command(sentence: str, name: str, as_json: bool, lang: str | None) -> None:
    """Read one sentence of card text (or a line of keywords) into structured
    abilities. Exit 0 when it is modelled or has no effect on combat, 1 when
    it mentions combat but is not modelled, 2 for bad input. With --json, a
    sentence the parser could not read has "error" (the parser's English
    words) and "message" (the same in the --lang language)."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import input_error, parse_reason, ui
    from mtgcombat.io.notation import describe_value
    from mtgcombat.text import parse_sentence
    from mtgcombat.text.keywords import attack_only

    language = lang or _default_language()
    if as_json:
        doc, code = parse_document(sentence, name=name, lang=language)
        _echo_json(doc)
        sys.exit(code)
    if not sentence.strip():
        _fail(f"parse: {input_error('sentence_empty', language)}")
    parsed = parse_sentence(sentence, name=name)
    click.echo(ui(f"parse_{parsed.status}", language))
    host = _host_word(parsed.sentence)
    for value in parsed.traits.values():
        click.echo(f"  {describe_value(value, language, host=host)}")
        if attack_only(value):  # haste: what it does, and when (702.10b)
            click.echo(ui("parse_attack_only", language))
    if parsed.error:
        click.echo(f"  {parse_reason(parsed.error, language)}")
    sys.exit(EXIT_ILLEGAL if parsed.status == "unmodelled" else EXIT_LEGAL)


def _host_word(sentence: str) -> str:
    """How the sentence names the permanent its source is attached to, for
    display: "enchanted" (an Aura's "enchanted creature") or "equipped" (an
    Equipment's), else ""."""
    words = sentence.casefold().split()
    for word in ("enchanted", "equipped"):
        if word in words:
            return word
    return ""


# ---------------------------------------------------------------------------
# explain
# ---------------------------------------------------------------------------


def explain_document(rule: str, rules: str = "current", lang: str | None = None) -> dict[str, str]:
    """``explain --json``'s document: the rule as asked for, the rule set and
    the text ``explain`` prints (without its final newline). A rule without a
    note raises :class:`BadInput` with the command's line.

    >>> doc = explain_document("510.1c", "2023", "en")
    >>> doc["rule"], doc["rules"], doc["text"].splitlines()[0]
    ('510.1c', '2023', "CR 510.1c (2023 rules): Blocked creature's combat damage")
    """
    from mtgcombat.i18n.explain import explain as explain_rule
    from mtgcombat.i18n.messages import default_language as _default_language

    language = lang or _default_language()
    try:
        text = explain_rule(rule, RuleSet.parse(rules), language)
    except KeyError as exc:
        _fail(f"explain: {exc.args[0] if exc.args else rule}")
    return {"rule": rule, "rules": rules, "text": text}


@cli.command("explain", short_help="Explain a rule (e.g. 510.1c) in our own words.")
@click.argument("rule")
@click.option(
    "--rules",
    type=click.Choice(["2023", "current"]),
    default="current",
    show_default=True,
    help="The rule set whose version of the rule to explain.",
)
@json_option
@lang_option
def explain_command(rule: str, rules: str, as_json: bool, lang: str | None) -> None:
    """Explain RULE (e.g. 510.1c) in our own words: what it says in this rule
    set, how it changed between the 2023 and current rules, and which checks
    implement it. With --json: {"rule", "rules", "text"}, the text as printed
    without --json."""
    doc = explain_document(rule, rules, lang)
    if as_json:
        _echo_json(doc)
    else:
        click.echo(doc["text"])


# ---------------------------------------------------------------------------
# demo
# ---------------------------------------------------------------------------


@cli.command(short_help="Walk through the seed examples.")
@lang_option
@click.option(
    "--rules",
    type=click.Choice(["2023", "current"]),
    default=None,
    help="Show one rule set only (default: both, side by side).",
)
def demo(lang: str | None, rules: str | None) -> None:
    """Walk through the seed examples: the board, the legal options and the verdicts."""
    from mtgcombat.demo import run_demo
    from mtgcombat.i18n.messages import default_language as _default_language

    rule_sets = (RuleSet(rules),) if rules else (RuleSet.R2023, RuleSet.CURRENT)
    run_demo(click.echo, lang or _default_language(), rule_sets)


@cli.command(short_help="List the example scenarios, or print their folder.")
@click.option("--path", "path_only", is_flag=True, help="Print the examples' folder only.")
@lang_option
def examples(path_only: bool, lang: str | None) -> None:
    """List the example scenarios that come with mtgcombat (each with its
    description), or with --path print the folder they are in, to run them
    from anywhere: mtgcombat check "$(mtgcombat examples --path)/509_1d_block_cost.toml"."""
    from mtgcombat.demo import examples_dir
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.scenario.load import ScenarioError, load_scenario

    folder = examples_dir()
    if path_only:
        click.echo(str(folder))
        return
    language = lang or _default_language()
    for path in sorted(folder.rglob("*.toml")):
        try:
            about = load_scenario(path).describe(language)
        except ScenarioError:
            about = ""
        name = path.relative_to(folder).as_posix()
        click.echo(f"{name}: {about}" if about else name)


@cli.command(short_help="Serve the web playground (needs the [web] extra).")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option(
    "--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port."
)
@click.option("--open", "open_browser", is_flag=True, help="Open the page in a browser.")
@click.option(
    "--cors",
    "cors_origins",
    multiple=True,
    metavar="ORIGIN",
    help="Let pages from ORIGIN call the endpoints (repeatable; '*' for any). Off by default.",
)
@click.option(
    "--workers",
    type=click.IntRange(1, 64),
    default=1,
    show_default=True,
    help="Server processes (uvicorn workers), each with its own engine and card catalog.",
)
@lang_option
def serve(
    host: str,
    port: int,
    open_browser: bool,
    cors_origins: tuple[str, ...],
    workers: int,
    lang: str | None,
) -> None:
    """Serve the web playground: set up a combat in a browser, see what is
    legal and why. Listens on the loopback address unless --host says
    otherwise; Ctrl-C stops it."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import input_error

    try:
        import uvicorn

        from mtgcombat.web.app import CORS_VARIABLE, create_app
    except ImportError:
        _fail(f"serve: {input_error('web_extra_missing', lang or _default_language())}")
    url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '') else host}:{port}/"
    if open_browser:
        import threading
        import webbrowser

        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    click.echo(url)
    if workers == 1:
        app = create_app(cors_origins=cors_origins)
        uvicorn.run(app, host=host, port=port, log_level="warning")
        return
    # each worker process builds the app itself (the CORS origins passed down)
    import json

    os.environ[CORS_VARIABLE] = json.dumps(list(cors_origins))
    uvicorn.run(
        f"{create_app.__module__}:app_from_environment",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level="warning",
    )


# ---------------------------------------------------------------------------
# entry point
# ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; bad input is one line on stderr and exit code 2.

    >>> try:
    ...     main(["explain", "702.19b"])
    ... except SystemExit as done:
    ...     print("exit code", done.code)
    CR 702.19b (current rules): Trample
    ...
    exit code 0
    >>> try:
    ...     main(["check", "/no/such/scenario.toml"])  # one line on stderr
    ... except SystemExit as done:
    ...     print("exit code", done.code)
    exit code 2
    """
    age = _process_age()
    # Start-up counts against ``solve --time-limit`` when this process was
    # started to run the command (a host process running it later, such as a
    # test session, is older than any start-up).
    _LAUNCH[:] = [(time.monotonic(), age if age < _STARTUP_AT_MOST else 0.0)]
    if argv is None and age < _STARTUP_AT_MOST:
        _pause_collector(sys.argv[1:])
    try:
        _run(argv)
    finally:
        # Only this invocation counts its start-up (a host process may run
        # the command again, another way).
        _LAUNCH.clear()
        _resume_collector()


_FILE_COMMANDS = frozenset(
    {"check", "assignments", "blocks", "attacks", "orders", "draw", "resolve", "combat", "solve"}
)
"""The commands that read one scenario file first (``_load``)."""

_COLLECTOR_PAUSED: list[bool] = []


def _pause_collector(args: list[str]) -> None:
    """For a process started to run one of the file commands: no cyclic
    garbage collection while it starts. Start-up imports the modules and
    reads the file, making objects that live until the process ends, and
    the collector's passes over them were about a twentieth of ``check``'s
    start-up; ``_load`` turns it on again once the file is read, with what
    start-up made set aside (``gc.freeze``), so the command itself runs
    with the collector as usual."""
    import gc

    if args and args[0] in _FILE_COMMANDS and gc.isenabled():
        gc.disable()
        _COLLECTOR_PAUSED.append(True)


def _resume_collector() -> None:
    """The collector on again after start-up (see ``_pause_collector``)."""
    if _COLLECTOR_PAUSED:
        import gc

        _COLLECTOR_PAUSED.clear()
        gc.freeze()
        gc.enable()


def _click_messages() -> tuple[str, ...]:
    """Click's own usage messages (click writes them in English): the
    catalog keys whose English templates read them back."""
    from mtgcombat.i18n.messages import INPUT_ERRORS

    skip = (
        "usage_other",
        "usage_bad_value",
        "usage_missing",
        "usage_no_such_option",
        "usage_did_you_mean",
        "usage_choices",
    )
    return tuple(k for k in INPUT_ERRORS if k.startswith("usage_") and k not in skip)


def _usage_problem(exc: click.ClickException, lang: str) -> str:
    """A usage error of click's (an unknown or missing option, a value of
    the wrong type) in ``lang``; the details click gives stay as they are."""
    from mtgcombat.i18n.messages import input_error, match_input_error

    hint = ""
    if isinstance(exc, click.BadParameter | click.MissingParameter) and exc.param is not None:
        hint = exc.param.get_error_hint(exc.ctx)
    if isinstance(exc, click.NoSuchOption):
        text = input_error("usage_no_such_option", lang, option=exc.option_name)
        if exc.possibilities:
            options = ", ".join(sorted(exc.possibilities))
            text += input_error("usage_did_you_mean", lang, options=options)
        return text
    if isinstance(exc, click.MissingParameter) and hint:
        text = input_error("usage_missing", lang, hint=hint)
        param_type = exc.param.type if exc.param is not None else None
        if isinstance(param_type, click.Choice):
            choices = ", ".join(str(c) for c in param_type.choices)
            text += input_error("usage_choices", lang, choices=choices)
        return text
    found = match_input_error(" ".join(exc.message.split()), _click_messages())
    said = input_error(found[0], lang, **found[1]) if found else None
    if isinstance(exc, click.BadParameter) and hint:
        detail = said or input_error("usage_other", lang, detail=exc.message)
        return input_error("usage_bad_value", lang, hint=hint, detail=detail)
    return said or input_error("usage_other", lang, detail=exc.format_message())


def usage_line(exc: click.ClickException, lang: str) -> str:
    """The one line the command prints (after ``mtgcombat: ``) for a problem
    click or a command raised, in ``lang``: click's own English words, or
    the catalog's Japanese ones; what click wraps over several lines (a
    missing choice lists its choices one per line) joined into one. The web
    server says its query options' problems with it, so the two agree.

    >>> option = click.Option(["--rules"], type=click.Choice(["2023", "current"]))
    >>> missing = click.MissingParameter(ctx=click.Context(cli), param=option)
    >>> usage_line(missing, "en")
    "Missing option '--rules'. Choose from: 2023, current"
    >>> usage_line(click.NoSuchOption("--rulez", possibilities=["--rules"]), "ja")
    '「--rulez」というオプションはない（考えられるオプション：--rules）'
    """
    if lang == "en" or isinstance(exc, BadInput):
        message = exc.format_message()
    else:
        message = _usage_problem(exc, lang)
    return " ".join(message.split())


def _language_asked(argv: list[str] | None) -> str:
    """The language of the command line, before click has read it: the last
    ``--lang`` given, else the locale's."""
    from mtgcombat.i18n.messages import default_language as _default_language

    args = sys.argv[1:] if argv is None else argv
    found = ""
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            found = args[i + 1]
        elif arg.startswith("--lang="):
            found = arg.split("=", 1)[1]
    return found if found in ("en", "ja") else _default_language()


def _run(argv: list[str] | None) -> None:
    def input_error(key: str, lang: str, **facts: object) -> str:
        # the catalog loads only when a problem is said (not for --help)
        from mtgcombat.i18n.messages import input_error as say

        return say(key, lang, **facts)

    try:
        cli.main(args=argv, prog_name="mtgcombat", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo(f"mtgcombat: {input_error('aborted', _language_asked(argv))}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except click.ClickException as exc:
        asked_for_help = getattr(click.exceptions, "NoArgsIsHelpError", ())
        if isinstance(exc, asked_for_help):  # a bare command or group: its help
            click.echo(exc.format_message())
            sys.exit(EXIT_LEGAL)
        click.echo(f"mtgcombat: {usage_line(exc, _language_asked(argv))}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except SystemExit:
        raise
    except Exception as exc:
        # MTGCOMBAT_DATA_DIR is not a folder, read by any command that loads
        # the catalog (so the card index's module is loaded when it is raised)
        cards_module = sys.modules.get("mtgcombat.cards.mtgjson")
        if cards_module is not None and isinstance(exc, cards_module.CardImportError):
            click.echo(f"mtgcombat: {exc.message(_language_asked(argv))}", err=True)
            sys.exit(EXIT_BAD_INPUT)
        # a bug: one line, unless debugging is asked for
        if os.environ.get("MTGCOMBAT_DEBUG"):
            raise
        error = f"{type(exc).__name__}: {exc}"
        line = input_error("internal_error", _language_asked(argv), error=error)
        click.echo(f"mtgcombat: {line}", err=True)
        sys.exit(EXIT_INTERNAL)
    sys.exit(EXIT_LEGAL)


Printer = Callable[[str], None]
