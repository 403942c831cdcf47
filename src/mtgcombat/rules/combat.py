"""The combat damage step (510.2-510.4), end of combat (511.3) and cleanup (514.2).

:func:`resolve_combat` plays a declared combat's damage steps: the first-strike
step when some attacking or blocking creature has first strike or double
strike (510.4), then the regular step. In each step the assignments are taken
as given (creatures with one legal choice are filled in), or from the explicit
default chooser when asked; each player's package is checked as a whole
(510.1e) before anything is dealt; all damage is dealt at once (510.2); then
state-based actions are performed (704). A creature destroyed in the first
step deals nothing later; a blocked creature whose blockers are gone assigns
nothing, or everything to the player with trample (702.19d). A Siege that
loses its last defense counter is exiled by its own ability before the next
step (310.11b), as when no player responds.

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
>>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
...                    abilities=frozenset({Keyword.FIRST_STRIKE}))
>>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("knight",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(knight, bear),
...               active_player="A")
>>> result = resolve_combat(board, RuleSet.CURRENT)
>>> result.board.permanent("bear").zone.value, result.board.permanent("knight").damage
('graveyard', 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field
from typing import Final, cast

from mtgcombat.core.events import (
    Event,
    Exiled,
    PreventionShieldEnded,
    RegenerationShieldsEnded,
    SiegeTriggered,
)
from mtgcombat.core.events import made as _made
from mtgcombat.core.model import Board, EffectChange, Keyword, Zone, evolve
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.validation import require_package_ids
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.verdict import Violation
from mtgcombat.rules.assignment_checks import StepCheck, StepTables, check_steps, step_tables
from mtgcombat.rules.assignment_defaults import _default_rest
from mtgcombat.rules.assignment_options import implied_assignments
from mtgcombat.rules.assignment_plans import _step_plans
from mtgcombat.rules.assignment_steps import steps
from mtgcombat.rules.assignment_values import EMPTY_PACKAGE, Package
from mtgcombat.rules.combat_fast import plain_combat
from mtgcombat.rules.damage_step import deal_combat_damage
from mtgcombat.rules.effects import apply_static_effects, changes_in_force, has_effects
from mtgcombat.rules.return_snapshots import take_return_snapshots
from mtgcombat.rules.sba import check_state_based_actions, state_based_actions
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.rules.triggers_damage import _DAMAGE_ABILITIES, settle_dies_triggers
from mtgcombat.rules.triggers_damage import _index as _index_damage_abilities
from mtgcombat.rules.triggers_later import (
    combat_damage_triggers,
    end_of_combat_triggers,
    has_end_of_combat_triggers,
)
from mtgcombat.rules.turn_record import keeps_history, recorded

# Enum members read in the hot paths, bound once: in Python 3.11 a read
# through the class (``Keyword.TRAMPLE``) goes through EnumType.__getattr__,
# several times the cost of a global. Final: the compiled build keeps a
# Final name in a C static, where it looks a global up in a dict each time.
# The hot events' makers (events.made), bound once, likewise: a maker read
# off the module is a lookup at every call in the compiled build.
_new_DamageRemoved: Final = _made.DamageRemoved
_new_RemovedFromCombat: Final = _made.RemovedFromCombat
_new_StepBegins: Final = _made.StepBegins
_NEW: Final = object.__new__  # (a C static in the compiled build)
_KW_DOUBLE_STRIKE: Final = Keyword.DOUBLE_STRIKE
_KW_FIRST_STRIKE: Final = Keyword.FIRST_STRIKE
_STEP_FIRST_STRIKE: Final = Step.FIRST_STRIKE
_STEP_REGULAR: Final = Step.REGULAR
_ZONE_EXILE: Final = Zone.EXILE
_STEP_NAMES: Final = {s: s.value for s in Step}  # an Enum's .value is a Python property


class CombatError(ValueError):
    """A combat that cannot be resolved as asked.

    >>> issubclass(MissingAssignmentError, CombatError), issubclass(CombatError, ValueError)
    (True, True)
    """


class MissingAssignmentError(CombatError):
    """A creature with a real choice has no assignment (and no default was asked for).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> resolve_combat(board, "current", {})
    Traceback (most recent call last):
    ...
    mtgcombat.rules.combat.MissingAssignmentError: ...
    """

    def __init__(self, step: Step, creatures: Sequence[str]) -> None:
        self.step = step
        self.creatures = tuple(creatures)
        names = ", ".join(creatures)
        verb = "has" if len(creatures) == 1 else "have"
        super().__init__(
            f"the {step} step has no assignment for {names}, which {verb} a choice (510.1); "
            "give one, or ask for the default chooser (--auto)"
        )


class IllegalAssignmentError(CombatError):
    """A step's assignment package breaks 510.1; nothing was dealt (510.1e).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> resolve_combat(board, "current", {"regular": "ogre: B=5"})
    Traceback (most recent call last):
    ...
    mtgcombat.rules.combat.IllegalAssignmentError: ...
    """

    def __init__(self, step: Step, violations: Sequence[Violation]) -> None:
        self.step = step
        self.violations = tuple(violations)
        rules = ", ".join(dict.fromkeys(v.rule for v in violations))
        super().__init__(f"the {step} step assignment is illegal ({rules})")


@dataclass(frozen=True)
class CombatResult:
    """The board after the combat damage steps, the events in order, and the
    package each step used.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> result = resolve_combat(board, "current", {"regular": "ogre: elf=5"})
    >>> result.board.permanent("elf").zone.value, [str(p) for p in result.packages.values()]
    ('graveyard', ['ogre: elf=5; elf: ogre=1'])
    """

    board: Board
    events: tuple[Event, ...]
    packages: Mapping[Step, Package] = field(default_factory=dict)
    effects: tuple[EffectChange, ...] = ()
    """The changes static effects make as combat damage begins (after the
    declare blockers triggers, when they were applied)."""


def resolve_combat(
    board: Board,
    rules: RuleSet | str,
    assignments: StepTables | None = None,
    *,
    auto: bool = False,
    shield_order: Mapping[str, Sequence[str]] | None = None,
    triggers: bool = False,
) -> CombatResult:
    """Run the combat damage step(s) still to come in a declared combat.
    Static effects are applied first (611.3a, 613); with ``triggers``, the
    declare blockers step's triggered abilities (bushido, rampage, flanking,
    afflict, "whenever ~ blocks ...") resolve before the first damage step, their events first in
    the result (:func:`~mtgcombat.rules.triggers.declare_blockers_triggers`).
    ``assignments`` gives each step's package; with ``auto``, creatures without
    one use :func:`~mtgcombat.rules.assignment.default_package`. Raises
    :class:`MissingAssignmentError` or :class:`IllegalAssignmentError`
    (nothing changes). The input board is not modified. To change the board
    between the steps (a creature gaining double strike, say: 702.4d), call
    :func:`resolve_step` for each step instead.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> result = resolve_combat(board, "current", auto=True)
    >>> result.board.player("B").life, str(result.board.permanent("elf").zone)
    (16, 'graveyard')
    """
    if type(rules) is not RuleSet:  # the members themselves skip coerce's call
        rules = RuleSet.coerce(rules)
    if auto and not assignments and not shield_order:
        # a plain board: the same combat on a mutable state (combat_fast).
        # With ``triggers`` too: a plain board's abilities are keywords that
        # trigger on nothing (no flanking, bushido, rampage, afflict or
        # BlockTrigger: has_block_triggers is false), so the declare blockers
        # step has no triggered ability (509.2a, 603.2), no death or life
        # gain happens before damage for a dies trigger, and no creature
        # assigns no combat damage (510.1a): the general engine's trigger
        # work changes nothing.
        plain = plain_combat(board)
        if plain is not None:
            return _plain_result(*plain)
    return _resolve_combat(board, rules, assignments, auto, shield_order, triggers)


def _plain_result(
    board: Board, events: tuple[Event, ...], packages: dict[Step, Package]
) -> CombatResult:
    """``CombatResult(board, events, packages)`` without the generated
    ``__init__`` (a frozen dataclass's, one ``object.__setattr__`` per field:
    a tenth of a plain combat's fast path): its ``__dict__`` written at
    once, the fields in their order, ``effects`` empty (no static effect on
    a plain board). ``tests/test_combat_fast.py`` compares the two."""
    out: CombatResult = _NEW(CombatResult)
    out.__dict__.update(board=board, events=events, packages=packages, effects=())
    return out


def _resolve_combat(
    board: Board,
    rules: RuleSet,
    assignments: StepTables | None,
    auto: bool,
    shield_order: Mapping[str, Sequence[str]] | None,
    triggers: bool,
) -> CombatResult:
    """:func:`resolve_combat` by the general engine, for any board (what
    :func:`~mtgcombat.rules.combat_fast.plain_combat` gives on a plain one)."""
    given = step_tables(assignments) if assignments else {}
    if given:
        _check_tables(board, given)
    events: list[Event] = []
    board = apply_static_effects(board)
    # undying, persist: the object a card would return as (400.7)
    board = take_return_snapshots(board)
    if triggers:
        # A creature that leaves combat as a trigger resolves (a blocker
        # killed by flanking) deals nothing, as one destroyed in the
        # first-strike step: its assignment was checked against the board
        # as declared above, and the steps below skip it.
        # deaths and life gained trigger (mtgcombat.rules.triggers_dies),
        # each trigger's before the next resolves (603.3)
        before = board
        board, happened = declare_blockers_triggers(board, rules, settle=settle_dies_triggers)
        events.extend(happened)
        board, more = recorded(board, happened, before, rules)  # issue 33: the turn so far
        events.extend(more)
        silent = {c for c in board.in_combat() if board.permanent(c).assigns_no_combat_damage}
        if silent:
            # it assigns no combat damage (510.1a): a given assignment is void
            given = {
                step: Package(tuple(a for a in package if a.creature not in silent))
                for step, package in given.items()
            }
    effects = changes_in_force(board)
    used: dict[Step, Package] = {}
    for step in steps(board):
        if game_over(board):
            break
        board, step_events, used[step] = _step(
            board, rules, step, given.get(step), auto, shield_order, False
        )
        events.extend(step_events)
    if has_end_of_combat_triggers(board) and not game_over(board):
        # "destroy that creature at end of combat" (603.7): as the end of
        # combat step begins (511.2)
        before = board
        board, happened = end_of_combat_triggers(board, rules)
        events.extend(happened)
        board, more = recorded(board, happened, before, rules)  # issue 33: the turn so far
        events.extend(more)
    return CombatResult(board, tuple(events), used, effects)


def _check_tables(board: Board, given: Mapping[Step, Package]) -> None:
    """Raise for the assignments given to :func:`resolve_combat` that no
    step can take: an id the board lacks (``KeyError``), a creature that is
    not attacking or blocking as the damage steps begin (510.1; one that
    leaves combat in the first-strike step is simply not dealt), or a table
    for a step this combat does not have (a first-strike table with no
    first or double striker names creatures that assign nothing in that
    step, 510.4, as check_combat reports)."""
    for package in given.values():
        require_package_ids(board, package)
    outsiders = {
        step: [
            Violation("510.1", "not_in_combat", (a.creature,))
            for a in package
            if not board.is_in_combat(a.creature)
        ]
        for step, package in given.items()
    }
    coming = steps(board)
    for step, package in given.items():
        if step not in coming:
            outsiders[step].extend(
                Violation("510.4", "wrong_step", (a.creature,), (("step", step.value),))
                for a in package
                if board.is_in_combat(a.creature)
            )
    for step, found in outsiders.items():
        if found:
            raise IllegalAssignmentError(step, found)


def game_over(board: Board) -> bool:
    """Whether at most one player is still in the game: then the game is over
    (104.2a) and no further combat damage step happens.

    >>> from mtgcombat import Board, Player
    >>> game_over(Board([Player("A"), Player("B")], [], "A"))
    False
    >>> game_over(Board([Player("A"), Player("B", life=0, lost=True)], [], "A"))
    True
    """
    if board.teams:  # Two-Headed Giant: a side is a team (810.8a)
        return len({board.team_of(p.id) for p in board.players if not p.lost}) <= 1
    left = 0  # a loop, not a comprehension: asked before every step
    for p in board.players:
        if not p.lost:
            left += 1
    return left <= 1


def resolve_step(
    board: Board,
    rules: RuleSet | str,
    step: Step | str,
    package: Package | None = None,
    *,
    auto: bool = False,
    shield_order: Mapping[str, Sequence[str]] | None = None,
    trusted: bool = False,
) -> CombatResult:
    """One combat damage step: fill in and check the package (510.1e), deal
    the damage at once (510.2), perform state-based actions (704). As the
    first-strike step begins, the creatures with first strike or double strike
    are recorded (``had_first_strike``), which decides who deals damage in the
    regular step (510.4, 702.4c-d, 702.7c).

    ``trusted`` skips the package check: for callers that only pass packages
    they took from the legal ones (the solver), as python-chess's ``push``
    trusts its move. An illegal package is then dealt as given.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat import Package
    >>> result = resolve_step(board, "current", "regular", Package.parse("ogre: elf=1 B=4"))
    >>> result.board.player("B").life
    16
    """
    if type(rules) is not RuleSet:  # the members themselves skip coerce's call
        rules = RuleSet.coerce(rules)
    if type(step) is not Step:
        step = Step.coerce(step)
    board, events, chosen = _step(board, rules, step, package, auto, shield_order, trusted)
    return CombatResult(board, tuple(events), {step: chosen})


def _step(
    board: Board,
    rules: RuleSet,
    step: Step,
    package: Package | None,
    auto: bool,
    shield_order: Mapping[str, Sequence[str]] | None,
    trusted: bool,
) -> tuple[Board, list[Event], Package]:
    """:func:`resolve_step`'s work, its arguments coerced already: the board
    after the step, its events and the package used (what resolve_combat
    reads, without a result object per step)."""
    events: list[Event] = [
        _new_StepBegins("510.4" if step is _STEP_FIRST_STRIKE else "510.1", _STEP_NAMES[step])
    ]
    if step is _STEP_FIRST_STRIKE:
        by_id = board._by_id
        marked = dict(by_id)  # id -> permanent, in board order (copied in C)
        for c in board.in_combat():
            # first strike or double strike (tested inline: no call per creature)
            abilities = by_id[c].characteristics.abilities
            if _KW_FIRST_STRIKE in abilities or _KW_DOUBLE_STRIKE in abilities:
                marked[c] = by_id[c]._with_had_first_strike(True)
        permanents = board.permanents
        distinct = len(marked) == len(permanents)  # as a checked board's ids
        if distinct:
            permanents = tuple(marked.values())
        else:  # ids repeated: each permanent marked by its own id
            early = {c for c, p in marked.items() if p is not by_id[c]}
            permanents = tuple(
                [p._with_had_first_strike(True) if p.id in early else p for p in permanents]
            )
        # only a mark changes: the board's combat indexes stay valid
        board = board._same_structure(by_id=marked if distinct else None, permanents=permanents)
    plans = _step_plans(board, rules, step)
    given = package or EMPTY_PACKAGE
    chosen = given
    stray: list[str] = []
    if given:
        if not trusted:  # a KeyError for an id the board lacks
            require_package_ids(board, given)
        chosen = Package._trusted(tuple(a for a in given if a.creature in plans))
        # A creature that has left combat (destroyed in the first-strike step,
        # say) deals nothing; one still in combat but not in this step is an error.
        stray = [
            a.creature for a in given if a.creature not in plans and board.is_in_combat(a.creature)
        ]
    implied = implied_assignments(board, plans, chosen)
    chosen = chosen.merged(implied)
    named = chosen._by_creature  # what ``in chosen`` reads: no call per creature
    # (the package names creatures of the plans only: as many as the plans,
    # it misses none)
    missing = [] if len(named) == len(plans) else [c for c in plans if c not in named]
    # Nothing given: every assignment is implied or the default chooser's.
    # The chooser checks each choice against 510.1 with the damage assigned
    # before it (the implied damage and the earlier choices); damage the
    # later choices add only makes more recipients lethal (510.1c-d,
    # 702.19b), never fewer, so each choice is still legal in the whole
    # package, and checking the package again would find nothing (510.1e).
    by_chooser = False
    if missing and auto:
        # default_package(board, rules, step, given=chosen), without looking
        # for implied assignments again: ``chosen`` holds every one there is
        # (a creature's single option is fixed by the board alone, whatever
        # the package names), so those it leaves out have none
        chosen = _default_rest(board, plans, chosen, EMPTY_PACKAGE, None)
        by_chooser = not given
    elif missing:
        raise MissingAssignmentError(step, missing)
    # An implied assignment is its creature's only legal one whatever the
    # others assign, so only the rest of the package needs checking; the
    # check counts the implied damage itself (510.1e). A step whose whole
    # package is implied has nothing left to check (check_steps skips a
    # player with no creature in the table).
    violations: list[Violation] = []
    if not (trusted or by_chooser):
        skip = implied._by_creature
        unchecked = (
            chosen
            if not implied
            else EMPTY_PACKAGE
            if chosen is implied  # (nothing given: the package is the implied one)
            else Package._trusted(tuple([a for a in chosen if a.creature not in skip]))
        )
        if unchecked:
            violations = [
                v
                for c in check_steps(board, {step: unchecked}, rules, with_implied=False)
                for v in c.violations
            ]
    if stray and not trusted:
        violations.extend(
            v
            for c in check_steps(board, {step: given}, rules)
            for v in c.violations
            if v.objects and v.objects[0] in stray
        )
    if violations:
        raise IllegalAssignmentError(step, violations)
    before = board
    board, dealt = deal_combat_damage(board, chosen, step, shield_order=shield_order)
    events.extend(dealt)
    # (by kind, a class attribute: no isinstance call per event on the hot path)
    siege_kind = SiegeTriggered.kind
    sieges = (
        tuple([cast(SiegeTriggered, e).permanent for e in dealt if e.kind == siege_kind])
        if SiegeTriggered in map(type, dealt)  # (the usual step has none: a test in C)
        else ()
    )
    at_damage = board
    # (some permanent has an ability on combat damage: one lookup a board,
    # inlined once the index is there)
    memo = before._memo
    indexed = memo.get(_DAMAGE_ABILITIES)
    if indexed is None:
        indexed = memo[_DAMAGE_ABILITIES] = _index_damage_abilities(before)
    damage_triggers = indexed != ()
    # The permanents damage just copied are this step's own: unless the
    # damage triggers read the board as it was dealt, nothing else will see
    # them, and state-based actions may finish them in place (704.3).
    # damage adds no static effect: the board before it says (611.3a)
    board, sba = state_based_actions(
        board, rules, sieges, set(), has_effects(before), None if damage_triggers else before
    )
    events.extend(sba)
    keeps = keeps_history(board)  # issue 33 (session 10): the turn so far, kept current
    if keeps:
        board, more = recorded(board, [*dealt, *sba], before, rules)
        events.extend(more)
    if damage_triggers:
        # "whenever ~ deals combat damage to ...": on the stack now (510.3a),
        # resolved before the next step (603.3b, 704.3)
        board, triggered = combat_damage_triggers(at_damage, board, dealt, rules)
        events.extend(triggered)
        if keeps:
            board, more = recorded(board, triggered, at_damage, rules)
            events.extend(more)
    if sieges:
        board, resolved = _resolve_sieges(board, rules, sieges)
        events.extend(resolved)
        if keeps:
            board, more = recorded(board, resolved, before, rules)
            events.extend(more)
    return board, events, chosen


def _resolve_sieges(
    board: Board, rules: RuleSet, sieges: Sequence[str]
) -> tuple[Board, tuple[Event, ...]]:
    """The Siege abilities that triggered in this step resolve before the
    next step begins, as they do when no player responds: each Siege still
    on the battlefield is exiled (310.11b; casting it transformed is outside
    combat), and state-based actions are checked again. A creature attacking
    it now attacks nothing (506.4c)."""
    exiled = [s for s in sieges if board.permanent(s).on_battlefield]
    if not exiled:
        return board, ()
    board = board.with_permanents(
        evolve(p, zone=_ZONE_EXILE) if p.id in exiled else p for p in board.permanents
    )
    board, sba = check_state_based_actions(board, rules)
    return board, (*(Exiled("310.11b", s) for s in exiled), *sba)


def board_for_step(
    board: Board,
    rules: RuleSet | str,
    step: Step | str,
    first_strike: Package | None = None,
) -> tuple[Board, Package | None]:
    """The board on which a step's assignments are judged. The regular step of
    a combat whose first-strike step has not happened yet is judged on the
    board that step leaves (510.4): its damage marked, its dead gone. The
    first-strike step is resolved with ``first_strike`` (creatures it leaves
    open get the default chooser's choice; if it is illegal, the default
    chooser's whole package is used). Returns the board and the first-strike
    package used (``None`` when no first-strike step came first).

    >>> from mtgcombat import Board, Package, Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
    ...                    keywords=["first strike"])
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["knight"])
    >>> board = Board([Player("A"), Player("B")], [knight, elf], "A")
    >>> after, _ = board_for_step(board, "current", "regular", Package.parse("knight: elf=2"))
    >>> after.permanent("elf").zone
    <Zone.GRAVEYARD: 'graveyard'>
    """
    rules = RuleSet.coerce(rules)
    step = Step.coerce(step)
    if step is not _STEP_REGULAR or steps(board) != (_STEP_FIRST_STRIKE, _STEP_REGULAR):
        return board, None
    try:
        first = resolve_step(board, rules, _STEP_FIRST_STRIKE, first_strike, auto=True)
    except IllegalAssignmentError:
        first = resolve_step(board, rules, _STEP_FIRST_STRIKE, None, auto=True)
    return first.board, first.packages[_STEP_FIRST_STRIKE]


def check_combat(board: Board, tables: StepTables, rules: RuleSet | str) -> list[StepCheck]:
    """Check each step's assignments (510.1e), the regular step on the board
    the first-strike step leaves (see :func:`board_for_step`). A regular step
    after an illegal first-strike package is not checked (that package is
    already illegal).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> checks = check_combat(board, {"regular": "ogre: elf=5; elf: ogre=1"}, "current")
    >>> [(c.player, c.verdict.legal) for c in checks]
    [('A', True), ('B', True)]
    """
    rules = RuleSet.coerce(rules)
    tables = step_tables(tables)
    board = apply_static_effects(board)
    first: dict[Step, Package] = {k: v for k, v in tables.items() if k is _STEP_FIRST_STRIKE}
    results = check_steps(board, first, rules)
    if _STEP_REGULAR not in tables:
        return results
    if any(r.violations for r in results):
        return results
    later, _ = board_for_step(board, rules, _STEP_REGULAR, tables.get(_STEP_FIRST_STRIKE))
    regular = tables[_STEP_REGULAR]
    if later is not board:
        # Creatures that died in the first-strike step deal nothing later.
        regular = Package(
            tuple(
                a
                for a in regular
                if later.is_in_combat(a.creature) or not board.is_in_combat(a.creature)
            )
        )
    return results + check_steps(later, {_STEP_REGULAR: regular}, rules)


def end_of_combat(board: Board) -> tuple[Board, tuple[Event, ...]]:
    """511.3: as the end of combat step ends, every creature, planeswalker and
    battle is removed from combat (and the orders go with them).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> after, events = end_of_combat(board)
    >>> after.attackers(), [e.rule for e in events]
    ((), ['511.3', '511.3'])
    """
    events = tuple(_new_RemovedFromCombat("511.3", c) for c in board.in_combat())
    cleared = board.with_permanents(
        evolve(
            p,
            attacking=None,
            blocking=(),
            blocked=False,
            band="",
            entered_blocking=False,
            had_first_strike=False,
        )
        for p in board.permanents
    )
    return cleared.with_orders({}), events


def cleanup(board: Board) -> tuple[Board, tuple[Event, ...]]:
    """514.2: all marked damage is removed from permanents and, at the same
    moment, "this turn" effects end: unused regeneration shields (each lasts
    only this turn) and what is left of "prevent the next N damage" shields
    (the model's ``prevent_next``, which stands for such a shield created
    this turn).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat import Package, deal_combat_damage
    >>> hurt, _ = deal_combat_damage(board, Package.parse("elf: ogre=1"))
    >>> after, events = cleanup(hurt)
    >>> after.permanent("ogre").damage, [e.rule for e in events]
    (0, ['514.2'])
    """
    events: list[Event] = []
    for p in board.permanents:
        if p.damage:
            events.append(_new_DamageRemoved("514.2", p.id, p.damage))
        if p.regeneration_shields:
            events.append(RegenerationShieldsEnded("514.2", p.id, p.regeneration_shields))
        if p.prevent_next:
            events.append(PreventionShieldEnded("514.2", p.id, p.prevent_next))
    events.extend(
        PreventionShieldEnded("514.2", pl.id, pl.prevent_next)
        for pl in board.players
        if pl.prevent_next
    )
    cleared = board.with_permanents(
        evolve(p, damage=0, regeneration_shields=0, prevent_next=0)
        if p.damage or p.regeneration_shields or p.prevent_next
        else p
        for p in board.permanents
    )
    cleared = cleared.with_players(
        evolve(pl, prevent_next=0) if pl.prevent_next else pl for pl in board.players
    )
    return cleared, tuple(events)
