"""The notes a command prints before or with its answer: the declare
blockers triggers (603.3d), the orders (509.2), the blocks checked
(509.1), the first strike step (510.4), the abilities read from card text,
and what a check did not look at.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import click

from mtgcombat.app.common import keyword_text
from mtgcombat.core.basics import Zone
from mtgcombat.core.plain_board import quiet_blocks
from mtgcombat.core.ruleset import RuleSet, Step

if TYPE_CHECKING:
    from dataclasses import dataclass as _frozen
else:  # the generated methods compiled on first use (start-up)
    from mtgcombat.core.valueclass import dataclass as _frozen

if TYPE_CHECKING:
    from mtgcombat.core.events import Event
    from mtgcombat.core.model import Board
    from mtgcombat.rules.assignment import (
        Package,
        StepCheck,
    )
    from mtgcombat.rules.blocks import BlockDeclaration
    from mtgcombat.scenario.load import Scenario


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
        text = keyword_text(note.text, lang) if note.rule.startswith("702.") else note.text
        out.append(ui(key, lang, permanent=note.permanent, text=text, reason=reason))
    return out


def echo_notes(scenario: Scenario, lang: str) -> None:
    """Print :func:`ability_notes`, one line each.

    >>> from types import SimpleNamespace
    >>> from mtgcombat.scenario.load import ScenarioNote
    >>> note = ScenarioNote("not_modelled", "gorger", "Whenever ~ blocks, draw a card.", reason="?")
    >>> echo_notes(SimpleNamespace(notes=(note,)), "en")  # doctest: +NORMALIZE_WHITESPACE
    note: gorger: not modelled, ignored: "Whenever ~ blocks, draw a card." (?)
    """
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
    board: Board,
    rules: RuleSet,
    lang: str = "en",
    *,
    declared_now: bool = False,
    tapped_now: frozenset[str] = frozenset(),
) -> list[Note]:
    """What is wrong with the blocks declared on the board (509.1), one note
    per violation: ``check`` and ``resolve`` play the combat as written (an
    engine may hand them any state), and say so when the declaration itself
    breaks a rule. A blocker tapped after it was declared is not one (506.4:
    tapping doesn't remove a creature from combat), and a board on which a
    blocking or blocked creature has left the battlefield is judged no more,
    unless the blocks are ``declared_now``, on this board (after a timeline's
    entries in the declare attackers step): then a creature that left before
    is one the declaration can't name (509.1a), and a blocker in
    ``tapped_now`` (tapped by those entries, before the declaration: Ogre
    Recluse's "whenever a player casts a spell, tap ~") is one that can't
    block (509.1a).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B",
    ...                  keywords=["menace"])
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> [(n.kind, n.rule) for n in block_notes(board, RuleSet.CURRENT)]
    [('illegal_blocks', '702.111b')]
    """
    if not declared_now and quiet_blocks(board):
        # a plain board whose blocks break no rule of 509.1, as its checks
        # found when it was built (core.plain_board; most batch lines)
        return []
    from mtgcombat.i18n.messages import describe, namer, ui
    from mtgcombat.rules.blocks import (
        BlockDeclaration,
        is_legal_blocks,
        requirements,
        restriction_violations,
    )

    declaration = BlockDeclaration.from_board(board)
    required = requirements(board)
    if not declaration.blocks and not required:
        return []
    if not declared_now and _one_has_left(board, declaration):
        # a creature has left the battlefield since the blocks were declared
        # (a Mogg Fanatic sacrificed): a later state, not a declaration to judge
        return []
    if declared_now or required:  # ids checked by it; the 509.1c maximum too
        violations = is_legal_blocks(
            board, declaration, rules, time_limit=BLOCK_NOTE_TIME
        ).violations
    else:
        # is_legal_blocks' violations without a requirement (most boards):
        # those of the restrictions alone (509.1a-b), its check of the ids
        # passed (every creature named is on the board: _one_has_left)
        violations = tuple(restriction_violations(board, declaration))
    if not violations:
        return []  # (most boards)
    name = namer(board, lang)
    return [
        Note(
            "illegal_blocks",
            v.rule,
            ui("illegal_blocks_note", lang, rule=v.rule, message=describe(v, lang, name, board)),
        )
        for v in violations
        if v.code != "block_tapped" or not tapped_now.isdisjoint(v.objects)
    ]


def _one_has_left(board: Board, declaration: BlockDeclaration) -> bool:
    """Whether a creature the declaration names is not on the battlefield
    (or not on the board at all)."""
    get = board._by_id.get  # board.get, without the call
    for blocker, attackers in declaration.blocks:
        for pid in (blocker, *attackers):
            perm = get(pid)
            if perm is None or perm.zone is not _BATTLEFIELD:  # (on_battlefield, inlined)
                return True
    return False


_BATTLEFIELD = Zone.BATTLEFIELD  # (bound once: no EnumType.__getattr__ per read)


def with_notes(
    doc: dict[str, Any], scenario: Scenario, lang: str | None, extra: Sequence[Note] = ()
) -> dict[str, Any]:
    """A JSON document with the scenario's ability notes and the command's
    own notes (``extra``) under "notes" (when there are any).

    >>> from mtgcombat.scenario import parse_scenario
    >>> scenario = parse_scenario('active_player = "A"\\n[players.A]\\n[players.B]\\n')
    >>> with_notes({"legal": True}, scenario, "en")
    {'legal': True}
    """
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
