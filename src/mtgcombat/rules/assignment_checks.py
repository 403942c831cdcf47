"""Checking damage assignments (CR 510.1a-e): whether one player's package
is legal in a step (:func:`is_legal`: recipients, amounts, the 510.1c-d
lethal damage gates and trample's extra recipients, 702.19b-e) and checking
every step of a combat, one package per player (:func:`check_steps`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.validation import require_package_ids, require_player
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.verdict import ParamValue, Verdict, Violation
from mtgcombat.rules.assignment_layouts import (
    _KW_TRAMPLE,
    _KW_TRAMPLE_OVER_PLANESWALKERS,
    _LAYOUT_NOTHING,
    _ROLE_CONTROLLER,
    _ROLE_TARGET,
    _STEP_FIRST_STRIKE,
    _STEP_REGULAR,
    _TYPE_PLANESWALKER,
    DamagePlan,
    Layout,
    Slot,
)
from mtgcombat.rules.assignment_options import (
    _FixedOptions,
    _Incoming,
    _lethal_amount,
    implied_assignments,
)
from mtgcombat.rules.assignment_plans import _step_plans
from mtgcombat.rules.assignment_values import Assignment, Package

# ---------------------------------------------------------------------------
# Checking a package (510.1e)
# ---------------------------------------------------------------------------


def _v(rule: str, code: str, objects: Iterable[str], **params: ParamValue) -> Violation:
    return Violation(rule, code, tuple(objects), tuple(params.items()))


def is_legal(
    board: Board,
    package: Package,
    rules: RuleSet | str,
    step: Step | str = Step.REGULAR,
    *,
    player: str | None = None,
    context: Package | None = None,
) -> Verdict:
    """Check a whole assignment package at once (510.1e).

    Lethal damage counts damage already marked and everything assigned in this
    step (the package, the creatures it implies, and ``context``: the other
    player's assignments), and ignores prevention (510.1c, 702.19b). With
    ``player`` named, every creature that player assigns for must be in the
    package unless it has no choice.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat import Package
    >>> bool(is_legal(board, Package.parse("ogre: elf=1 B=4"), "current"))
    True
    >>> [v.rule for v in is_legal(board, Package.parse("ogre: B=5"), "current")]
    ['702.19b']
    """
    if type(rules) is not RuleSet:  # the members themselves skip coerce's call
        rules = RuleSet.coerce(rules)
    if type(step) is not Step:
        step = Step.coerce(step)
    require_player(board, player)
    require_package_ids(board, package)  # a KeyError for an id the board lacks
    plans = _step_plans(board, rules, step)
    violations: list[Violation] = []
    for a in package:
        if not board.is_in_combat(a.creature):
            violations.append(_v("510.1", "not_in_combat", [a.creature]))
        elif a.creature not in plans:
            violations.append(_v("510.4", "wrong_step", [a.creature], step=step.value))
        elif player is not None and plans[a.creature].assigner != player:
            plan = plans[a.creature]
            violations.append(
                _v("510.1", "wrong_player", [a.creature], player=player, assigner=plan.assigner)
            )
    given = package.merged(context) if context is not None else package
    implied, base = _FixedOptions.of(board, plans).implied_by(frozenset(given.creatures()))
    if player is not None:
        covered = {a.creature for a in implied}
        for creature, plan in plans.items():
            if plan.assigner == player and creature not in given and creature not in covered:
                violations.append(_v("510.1", "missing_assignment", [creature], step=step.value))
    incoming = base.copy()
    for a in given:
        incoming.add(board, a)
    for a in package:
        own = plans.get(a.creature)
        if own is not None:
            violations.extend(_check_one(board, own, a, incoming))
    return Verdict(tuple(violations))


def _check_one(
    board: Board, plan: DamagePlan, a: Assignment, incoming: _Incoming
) -> list[Violation]:
    """Violations of one creature's assignment, trying each layout it may use."""
    fitting = [lay for lay in plan.layouts if set(a.recipients) <= set(lay.slot_ids())]
    if not fitting:
        return _recipient_violations(board, plan, a)
    first: list[Violation] | None = None
    for layout in fitting:
        found = _check_layout(plan, layout, a, incoming)
        if not found:
            return []
        if first is None:
            first = found
    assert first is not None
    return first


def _recipient_violations(board: Board, plan: DamagePlan, a: Assignment) -> list[Violation]:
    """A recipient no layout has, each with the rule that forbids it and every
    recipient the creature may use (all its layouts: "as though it weren't
    blocked" adds the attacked player or planeswalker); and 510.1a's total,
    judged on its own, for a creature that assigns combat damage at all."""
    layout = plan.layouts[0]
    allowed = list(dict.fromkeys(sid for lay in plan.layouts for sid in lay.slot_ids()))
    out: list[Violation] = []
    for r in a.recipients:
        if r in allowed:
            continue
        out.append(
            _v(
                _recipient_rule(board, plan, layout, r),
                "illegal_recipient",
                [plan.creature, r],
                allowed=", ".join(allowed) or "-",
            )
        )
    amounts = {lay.amount for lay in plan.layouts}
    assigns = any(lay.kind is not _LAYOUT_NOTHING for lay in plan.layouts)
    if assigns and a.total not in amounts:
        expected = layout.amount
        out.append(
            _v(
                "510.1a" if expected == plan.amount else layout.rule,
                "wrong_total",
                [plan.creature],
                assigned=a.total,
                expected=expected,
                power=plan.amount,
            )
        )
    if not out and len(plan.layouts) > 1:
        out.append(
            _v(
                "510.1c",
                "mixed_as_though_unblocked",
                [plan.creature],
                target=", ".join(plan.layouts[1].slot_ids()),
            )
        )
    return out


def _recipient_rule(board: Board, plan: DamagePlan, layout: Layout, recipient: str = "") -> str:
    if layout.kind is _LAYOUT_NOTHING:
        return layout.rule
    if recipient and _tramples_past_planeswalker(board, plan.creature, recipient):
        return "702.19f"
    if board.is_attacking(plan.creature):
        if not board.is_blocked(plan.creature):
            return "510.1b"
        return "510.1c"
    return "510.1d"


def _tramples_past_planeswalker(board: Board, creature: str, recipient: str) -> bool:
    """Whether ``recipient`` is the controller of the planeswalker that
    ``creature`` attacks, and the creature has trample but not trample over
    planeswalkers: 702.19f is what forbids that player as a recipient."""
    perm = board.get(creature)
    target = board.get(board.attack_target(creature) or "")
    return (
        perm is not None
        and target is not None
        and target.is_type(_TYPE_PLANESWALKER)
        and target.controller == recipient
        and perm.has(_KW_TRAMPLE)
        and not perm.has(_KW_TRAMPLE_OVER_PLANESWALKERS)
    )


def _check_layout(
    plan: DamagePlan, layout: Layout, a: Assignment, incoming: _Incoming
) -> list[Violation]:
    """510.1a's total, then each gate: a gated slot that receives damage needs
    every earlier slot lethal (510.1c-d in 2023; 702.19b-c in both)."""
    out: list[Violation] = []
    if a.total != layout.amount:
        rule = "510.1a" if layout.amount == plan.amount else layout.rule
        out.append(
            _v(
                rule,
                "wrong_total",
                [plan.creature],
                assigned=a.total,
                expected=layout.amount,
                power=plan.amount,
            )
        )
    amounts = a.as_dict()
    short: list[Slot] = []  # the slots so far that are not assigned lethal damage
    for slot in layout.slots:
        if short and slot.gated and amounts.get(slot.id, 0):
            out.extend(
                _v(
                    slot.rule,
                    _gate_code(slot, s),
                    [plan.creature, slot.id, s.id],
                    amount=amounts[slot.id],
                    assigned=incoming.totals.get(s.id, 0),
                    needed=_lethal_amount(plan, s),
                )
                for s in short
            )
        if not incoming.is_lethal(slot):
            short.append(slot)
    return out


def _gate_code(slot: Slot, short: Slot) -> str:
    if short.role is _ROLE_TARGET:
        return "trample_loyalty_not_met"
    if slot.role in (_ROLE_TARGET, _ROLE_CONTROLLER):
        return "trample_not_lethal"
    return "order_not_lethal"


# ---------------------------------------------------------------------------
# Checking every step of a combat, one package per player
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StepCheck:
    """One player's package in one step, what it implies, and its verdict.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> [check] = check_steps(board, {"regular": "ogre: elf=5"}, "current")
    >>> check.step, check.player, str(check.package), str(check.implied), check.verdict.legal
    (<Step.REGULAR: 'regular'>, 'A', 'ogre: elf=5', '', True)
    """

    step: Step
    player: str
    package: Package
    implied: Package
    verdict: Verdict

    @property
    def violations(self) -> tuple[Violation, ...]:
        """The problems the verdict found (none when the package is legal).

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> [check] = check_steps(board, {"regular": "ogre: B=5; elf: ogre=1"}, "current")[:1]
        >>> [v.rule for v in check.violations]
        ['510.1c']
        """
        return self.verdict.violations


StepTables = Mapping[Step, Package] | Mapping[str, Package | str]
"""Each step's assignments, keyed by :class:`Step` or by its name; a package
may be given in its text form."""


def step_tables(
    tables: StepTables | None,
) -> dict[Step, Package]:
    """Each step's package, keyed by :class:`Step` whether the caller named
    the steps or wrote them out (``{"regular": package}``); a package may be
    given in its text form (``"gorger: guard=6"``).

    >>> tables = step_tables({"first_strike": "knight: B=2"})
    >>> {str(step): str(package) for step, package in tables.items()}
    {'first-strike': 'knight: B=2'}
    """
    out: dict[Step, Package] = {}
    for key, given in (tables or {}).items():
        step = Step.coerce(key)
        if isinstance(given, str):
            out[step] = Package.parse(given)
        elif isinstance(given, Package):
            out[step] = given
        else:
            raise TypeError(f"the {step} step's assignments must be a Package, not {given!r}")
    return out


def check_steps(
    board: Board,
    tables: StepTables,
    rules: RuleSet | str,
    *,
    with_implied: bool = True,
) -> list[StepCheck]:
    """Check each step's assignments, one package per player (510.1e): the
    active player's, then the others'. Each player's package is checked with
    the rest of the step's assignments as context. A player none of whose
    creatures appears in a step's table is not checked for that step (510.1:
    players assign in turn, and a table may hold only one player's choices).
    ``with_implied=False`` leaves each check's ``implied`` package empty (for
    callers that only want the verdicts).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat import Package
    >>> tables = {"regular": Package.parse("ogre: B=5")}
    >>> [bool(c.verdict) for c in check_steps(board, tables, "current")]
    [False]
    """
    rules = RuleSet.coerce(rules)
    tables = step_tables(tables)
    results: list[StepCheck] = []
    order = [board.active_player] + [p.id for p in board.players if p.id != board.active_player]
    for step in (_STEP_FIRST_STRIKE, _STEP_REGULAR):
        table = tables.get(step)
        if table is None:
            continue
        plans = _step_plans(board, rules, step)

        def owner(creature: str, plans: Mapping[str, DamagePlan] = plans) -> str:
            plan = plans.get(creature)
            if plan is not None:
                return plan.assigner
            perm = board.get(creature)
            return perm.controller if perm is not None else board.active_player

        for player in order:
            mine = Package(tuple(a for a in table if owner(a.creature) == player))
            if not mine:
                continue
            context = Package(tuple(a for a in table if owner(a.creature) != player))
            verdict = is_legal(board, mine, rules, step, player=player, context=context)
            implied = (
                implied_assignments(board, plans, mine.merged(context), player)
                if with_implied
                else Package()
            )
            results.append(StepCheck(step, player, mine, implied, verdict))
    return results
