"""Running the combat phase with its timeline (CR 506-511): the entries
of each point resolved between the steps, then state-based actions (704.3);
the declare blockers step and its triggers; the combat damage steps; the end
of combat (511.2-511.3) (:func:`run_combat`); and the "until end of turn"
effects that outlast the phase until the cleanup step (514.2).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence

from mtgcombat.core.abilities import Keyword
from mtgcombat.core.color_events import ColorsUntilEndOfTurn  # issue 33 (session 11): 613.1e
from mtgcombat.core.control_events import ControlChanged
from mtgcombat.core.events import (
    AttackTriggerResolves,
    BlockedByEffect,  # issue 33 (session 7): 509.1h
    BushidoResolves,
    DamageUnpreventable,  # issue 33 (session 7): 615.12
    EffectEnds,
    Event,
    FlankingResolves,
    KeywordChanged,
    PlayersCantGainLife,  # issue 33 (session 7): 119.7
    PowerToughnessChanged,
    PreventionAdded,
    RampageResolves,
    ReturnedToBattlefield,
    TimelineSkipped,
    TokenEntersBlocking,
)
from mtgcombat.core.flicker_events import Flickered  # issue 33: 400.7
from mtgcombat.core.fog_events import FogAdded  # issue 33: 615.1
from mtgcombat.core.instances import minus
from mtgcombat.core.model import Board, EffectChange, Permanent, evolve
from mtgcombat.core.pt_events import BasePowerToughnessSet, PowerToughnessSwitched
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.validation import require_package_ids
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.verdict import Violation
from mtgcombat.rules.assignment_checks import StepTables, step_tables
from mtgcombat.rules.assignment_steps import steps
from mtgcombat.rules.assignment_values import Assignment, Package
from mtgcombat.rules.attack_triggers import declare_attackers_triggers, has_attack_triggers
from mtgcombat.rules.combat import (
    CombatResult,
    IllegalAssignmentError,
    end_of_combat,
    game_over,
    resolve_step,
)
from mtgcombat.rules.effects import apply_static_effects, changes_in_force
from mtgcombat.rules.enter_triggers import enters_triggers
from mtgcombat.rules.layer7 import without_until_end_of_turn
from mtgcombat.rules.limited_prevention import end_fog
from mtgcombat.rules.return_snapshots import take_return_snapshots
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.spell_card_zones import cast_from_hand, spell_card_done
from mtgcombat.rules.spell_flicker import take_flicker_snapshots  # issue 33: 400.7
from mtgcombat.rules.spell_life import end_players_cant_gain_life  # issue 33 (session 7)
from mtgcombat.rules.timeline_entries import Point, TimelineEntry, _replace, apply_entry, cast_check
from mtgcombat.rules.timeline_ward import ward_check
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers, entering_blocker_triggers
from mtgcombat.rules.triggers_cast import cast_before, has_spell_triggers, spell_cast_triggers
from mtgcombat.rules.triggers_damage import settle_dies_triggers
from mtgcombat.rules.triggers_later import end_of_combat_triggers, has_end_of_combat_triggers
from mtgcombat.rules.turn_record import cast_recorded, recorded
from mtgcombat.rules.unpreventable import end_unpreventable  # issue 33 (session 7): 514.2


@dataclass(frozen=True)
class PhaseResult(CombatResult):
    """:class:`~mtgcombat.rules.combat.CombatResult` for the whole phase: the board
    after the end of combat (511.3) and ``before_end``, the board of the end
    of combat step before everything is removed from combat (after the
    abilities that trigger as that step begins, 511.2).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> run_combat(board, "current").board.players[1].life
    20
    """

    before_end: Board | None = None


def _entries_at(
    board: Board, rules: RuleSet, entries: Sequence[TimelineEntry], point: Point
) -> tuple[Board, list[Event]]:
    """The entries of one point: all cast as the point comes, their targets
    checked then (601.2c: :func:`cast_check`), and resolved one by one in
    their order, the first one on top of the stack; one whose target an
    earlier one made illegal does nothing (608.2b)."""
    due = [entry for entry in entries if entry.after is point]
    if not due or game_over(board):
        return board, []
    events: list[Event] = []
    countered: set[str] = set()
    if has_spell_triggers(board):
        # each cast, the last first so that the first is on top of the
        # stack; the abilities a cast triggers resolve before the next
        # spell is cast and before the spells (601.2i, 603.3, 608.1)
        for entry in reversed(due):
            cast_check(board, entry)
            board = _from_hand(board, entry, events)  # (601.2a)
            board, more = cast_recorded(board, [_cast(board, entry)], rules)  # (601.2i)
            events.extend(more)
            earlier = cast_before(board, entries, entry)  # issue 33 (601.2i)
            board, triggered = spell_cast_triggers(board, rules, entry, earlier)
            events.extend(triggered)
            board = _warded(board, rules, entry, events, countered)
    else:
        for entry in due:
            cast_check(board, entry)
        for entry in reversed(due):
            board = _from_hand(board, entry, events)  # (601.2a)
        board, more = cast_recorded(board, [_cast(board, e) for e in reversed(due)], rules)
        events.extend(more)  # the turn so far (601.2i)
        for entry in reversed(due):
            board = _warded(board, rules, entry, events, countered)
    for entry in due:
        if game_over(board):
            break
        if entry.name in countered:
            # countered by ward (702.21a): it does nothing; its card goes to
            # its owner's graveyard (701.6a)
            board = _card_done(board, rules, entry, events)
            continue
        before = board
        board, happened = apply_entry(board, rules, entry)
        events.extend(happened)
        board = _card_done(board, rules, entry, events)  # (608.2n, 608.2b)
        # deaths and life gained trigger (mtgcombat.rules.triggers_dies)
        board, settled = settle_dies_triggers(before, board, happened, rules)
        events.extend(settled)
        # a creature it put onto the battlefield triggers abilities (603.6a)
        entered_at = board
        board, entering = enters_triggers(before, board, rules)
        events.extend(entering)
        if entering:
            # what those abilities did triggers in turn (their counters,
            # 122.6; deaths): mtgcombat.rules.triggers_dies
            board, settled = settle_dies_triggers(entered_at, board, entering, rules)
            events.extend(settled)
        if any(isinstance(e, TokenEntersBlocking | BlockedByEffect) for e in happened):
            # the attacker's "becomes blocked" abilities (509.3c-d, 509.5c-d;
            # an attacker a spell made blocked, 509.1h)
            before = board
            board, blocked = entering_blocker_triggers(board, rules, happened)
            events.extend(blocked)
            board, settled = settle_dies_triggers(before, board, blocked, rules)
            events.extend(settled)
    return board, events


def _from_hand(board: Board, entry: TimelineEntry, events: list[Event]) -> Board:
    """The entry's card leaves its caster's hand as it is cast (601.2a)."""
    if entry.activated or not entry.spell.after_zone:
        return board  # an ability, or a sentence given without its card
    board, moved = cast_from_hand(board, entry.caster(board), entry.name)
    events.extend(moved)
    return apply_static_effects(board) if moved else board  # hellbent (611.3a)


def _card_done(board: Board, rules: RuleSet, entry: TimelineEntry, events: list[Event]) -> Board:
    """The entry's card once its spell is done (608.2n, 608.2b, 701.6a):
    the static abilities that read the graveyard apply anew (611.3a), and
    state-based actions are checked (704.3)."""
    if entry.activated or game_over(board):
        return board
    zone = entry.spell.after_zone
    after, moved = spell_card_done(board, entry.caster(board), zone, entry.name)
    if after is board:
        return board
    board = after
    events.extend(moved)
    board, sba = check_state_based_actions(apply_static_effects(board), rules)
    events.extend(sba)
    return board


def _warded(
    board: Board, rules: RuleSet, entry: TimelineEntry, events: list[Event], countered: set[str]
) -> Board:
    """The ward abilities the entry's targets trigger as it is cast, resolved
    before it (702.21a); a spell countered is noted in ``countered``."""
    if not entry.targets:
        return board
    board, warded, stopped = ward_check(board, rules, entry)
    events.extend(warded)
    if stopped:
        countered.add(entry.name)
    return board


def before_blocks(board: Board) -> Board:
    """The board of the declare attackers step, before blockers are declared
    (509.1): no creature blocking (but one put onto the battlefield
    blocking), no attacker blocked, no damage assignment orders (they are
    announced after the declaration: 509.2-509.3, 2023 rules).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4, blocking=("bear",))
    >>> board = before_blocks(Board([Player("A"), Player("B")], [bear, wall], "A"))
    >>> board.blockers(), board.is_blocked("bear")
    ((), False)
    """
    cleared = board.with_permanents(
        evolve(p, blocking=(), blocked=False)
        if (p.blocking and not p.entered_blocking) or p.blocked
        else p
        for p in board.permanents
    )
    return cleared.with_orders({})


def declare_blockers(
    board: Board, declared: Board, timeline: Sequence[TimelineEntry] = ()
) -> Board:
    """The block declaration ``declared`` shows (509.1), made on ``board``,
    the board the declare attackers step left (:func:`after_attackers`):
    each creature blocks the attackers ``declared`` gives it, and one that
    has left the battlefield since is still named, so that judging the
    declaration finds it (509.1a); each attacker ``declared`` marks blocked
    is blocked (509.1h); then the damage assignment orders of ``declared``
    are announced (509.2-509.3, 2023 rules), with a token of ``timeline``
    that entered blocking during the declare attackers step where its
    entry's ``order`` puts it (last without one). Static effects are applied
    to the result (611.3a).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4, blocking=("bear",))
    >>> declared = Board([Player("A"), Player("B")], [bear, wall], "A")
    >>> declare_blockers(before_blocks(declared), declared).blockers_of("bear")
    ('wall',)
    """
    chosen = {
        p.id: p.blocking for p in declared.permanents if p.blocking and not p.entered_blocking
    }
    marked = {p.id for p in declared.permanents if p.blocked}
    out: list[Permanent] = []
    for perm in board.permanents:
        made = perm
        attackers = chosen.get(perm.id)
        if attackers:
            made = evolve(made, blocking=attackers)
        if perm.id in marked:
            made = evolve(made, blocked=True)
        out.append(made)
    after = board.with_permanents(out)
    orders = dict(declared.orders)
    for entry in timeline:
        if entry.after is not Point.DECLARE_ATTACKERS or not entry.order or not entry.targets:
            continue
        attacker = entry.targets[0]
        token = after.get(entry.token)
        if token is not None and attacker in after.blocked_by_blocker(token.id):
            orders[attacker] = tuple(c for c in entry.order if after.get(c) is not None)
    return apply_static_effects(after.with_orders(orders))


def tap_attackers(board: Board) -> tuple[Board, tuple[Event, ...]]:
    """Attackers without vigilance become tapped as they are declared (508.1f).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> after, events = tap_attackers(Board([Player("A"), Player("B")], [bear], "A"))
    >>> after.permanent("bear").tapped, [e.rule for e in events]
    (True, ['508.1f'])
    """
    from mtgcombat.rules.attacks import AttackDeclaration, tap_events  # noqa: PLC0415

    events = tap_events(board, AttackDeclaration.from_board(board))
    tapped = {e.creature for e in events}
    if not tapped:
        return board, ()
    board = board.with_permanents(
        evolve(p, tapped=True) if p.id in tapped else p for p in board.permanents
    )
    return board, events


def after_attackers(
    board: Board,
    rules: RuleSet | str,
    timeline: Sequence[TimelineEntry] = (),
    *,
    attack_triggers: bool = True,
    tap: bool = True,
) -> tuple[Board, tuple[Event, ...]]:
    """The declare attackers step after the declaration: attackers without
    vigilance tapped (508.1f; not without ``tap``), with ``attack_triggers``
    the abilities that triggered resolved (508.2a), then the timeline's
    entries for this point (:func:`cast_check` raises
    :class:`TimelineError`). All of it on the board before blockers are
    declared (:func:`before_blocks`): the blocks ``board`` shows are made
    afterwards, by :func:`declare_blockers`. The board as blockers are about
    to be declared, and the events.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> after, events = after_attackers(Board([Player("A"), Player("B")], [bear], "A"), "current")
    >>> [e.kind for e in events]
    ['tapped_to_attack']
    """
    rules = RuleSet.coerce(rules)
    board = apply_static_effects(before_blocks(board))
    # the copiable values and undying's return as the combat begins (707.2,
    # 400.7), before this step's effects change the permanents
    board = take_return_snapshots(board)
    out: list[Event] = []
    if tap:
        board, events = tap_attackers(board)
        out.extend(events)
    if attack_triggers:
        # the deaths each trigger causes are settled before the next one
        # resolves (603.3): in declare_attackers_triggers
        board, happened = declare_attackers_triggers(board, rules)
        out.extend(happened)
    board, happened_l = _entries_at(board, rules, _names(timeline), Point.DECLARE_ATTACKERS)
    out.extend(happened_l)
    return board, tuple(out)


def after_blockers(
    board: Board,
    rules: RuleSet | str,
    timeline: Sequence[TimelineEntry] = (),
    *,
    triggers: bool = True,
    blocked_before: Iterable[str] = (),
) -> tuple[Board, tuple[Event, ...]]:
    """The declare blockers step after the declaration, as :func:`run_combat`
    plays it: with ``triggers`` the abilities that triggered resolve (509.1i,
    :func:`~mtgcombat.rules.triggers.declare_blockers_triggers`; not once the game
    is over), then the timeline's entries for this point (:func:`cast_check`
    raises :class:`TimelineError`). The board as combat damage begins, and
    the events. ``blocked_before``: the attackers a creature put onto the
    battlefield blocking blocked during the declare attackers step (their
    "becomes blocked" triggered then: 509.3c; :func:`blocked_early`).

    >>> from mtgcombat.rules.timeline import Spell
    >>> from mtgcombat.core.abilities import PumpEffect
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> growth = Spell("Target creature gets +3/+3 until end of turn.",
    ...                (PumpEffect("target", 3, 3),))
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, growth, ("bear",))
    >>> after, events = after_blockers(Board([Player("A"), Player("B")], [bear], "A"), "current",
    ...                                [entry])
    >>> after.permanent("bear").power, [e.kind for e in events]
    (5, ['timeline_resolves', 'pt_until_end_of_turn'])
    """
    rules = RuleSet.coerce(rules)
    out: list[Event] = []
    if triggers and not game_over(board):
        # the deaths each trigger causes are settled before the next (603.3)
        board, happened = declare_blockers_triggers(
            board, rules, blocked_before=blocked_before, settle=settle_dies_triggers
        )
        out.extend(happened)
    board, entered = _entries_at(board, rules, _names(timeline), Point.DECLARE_BLOCKERS)
    out.extend(entered)
    return board, tuple(out)


def blocked_early(events: Iterable[Event]) -> frozenset[str]:
    """The attackers that a creature put onto the battlefield blocking
    blocked during the declare attackers step, by that step's ``events``:
    they are blocked creatures already as blockers are declared, so their
    "becomes blocked" does not trigger again (509.3c, 509.5c in 2023).

    >>> blocked_early([TokenEntersBlocking("509.4", "saproling1", "bear", True, "timeline[0]")])
    frozenset({'bear'})
    """
    return frozenset(e.attacker for e in events if isinstance(e, TokenEntersBlocking) and e.blocks)


def _names(timeline: Sequence[TimelineEntry]) -> list[TimelineEntry]:
    return [
        entry if entry.name != "timeline" else _named(entry, i) for i, entry in enumerate(timeline)
    ]


StepObserver = Callable[[str, Board, Sequence[Event]], None]
"""What :func:`run_combat` tells at the end of each step: the step's name,
the board then and the step's events."""


def _told(
    on_step: StepObserver | None, name: str, board: Board, events: list[Event], seen: int
) -> int:
    """Tell ``on_step`` of the step that ends here, its events being those
    after the first ``seen``; how many events have been told."""
    if on_step is not None:
        on_step(name, board, events[seen:])
    return len(events)


def _cast(board: Board, entry: TimelineEntry) -> tuple[str, frozenset[str]]:
    """The entry's caster (by default the active player's opponent, as the
    timeline reads it) and its spell's card types, for its record (601.2i)."""
    return entry.caster(board), entry.spell.types


def run_combat(
    board: Board,
    rules: RuleSet | str,
    timeline: Sequence[TimelineEntry] = (),
    assignments: StepTables | None = None,
    *,
    auto: bool = False,
    shield_order: Mapping[str, Sequence[str]] | None = None,
    attack_triggers: bool = False,
    triggers: bool = True,
    end: bool = False,
    attackers_done: bool = False,
    blocked_before: Iterable[str] = (),
    on_step: StepObserver | None = None,
) -> PhaseResult:
    """Run combat from declared attackers (and blocks) through the damage
    steps: with ``attack_triggers``, the abilities that trigger on attacking
    (508.2a); the timeline's entries after attackers are declared; the
    declare blockers step's triggers (``triggers``); the entries after
    blockers are declared; the first-strike step if the board has one then
    (510.4); the entries after first-strike damage (skipped when there was
    no such step); the regular step; the delayed "at end of combat"
    abilities as the end of combat step begins (603.7, 511.2), as
    :func:`~mtgcombat.rules.combat.resolve_combat` resolves them; with ``end``,
    the end of combat (511.3).
    The package each step uses is checked when the step comes (510.1e); with
    ``attackers_done`` the declare attackers step is taken as played already
    (:func:`after_attackers`; ``blocked_before``: the attackers a creature
    put onto the battlefield blocking blocked then, :func:`blocked_early`).
    Raises :class:`~mtgcombat.rules.combat.MissingAssignmentError` or
    :class:`~mtgcombat.rules.combat.IllegalAssignmentError`. Entries are
    named ``timeline[i]`` in the events, by their place in ``timeline``.
    ``on_step``, when given, is called at the end of each step played here
    with the step's name (``declare-attackers`` when played here,
    ``declare-blockers``, ``first-strike``, ``regular``, ``end-of-combat``),
    the board then and that step's events: a caller shows the phase a step
    at a time without playing it again.

    >>> from mtgcombat.rules.timeline import Spell
    >>> from mtgcombat.core.abilities import KeywordEffect, Keyword, Selector
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["knight"])
    >>> board = Board([Player("A"), Player("B")], [knight, elf], "A")
    >>> strike = Spell("Target creature gains first strike until end of turn.",
    ...                (KeywordEffect(Keyword.FIRST_STRIKE, "target"),), Selector())
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, strike, ("knight",))
    >>> result = run_combat(board, "current", [entry], auto=True)
    >>> list(result.packages), result.board.permanent("knight").damage
    ([<Step.FIRST_STRIKE: 'first-strike'>, <Step.REGULAR: 'regular'>], 0)
    """
    rules = RuleSet.coerce(rules)
    entries = _names(timeline)
    given = step_tables(assignments) if assignments else {}
    coming = {entry.token for entry in entries if entry.token}
    for step, package in given.items():
        # A token the timeline puts onto the battlefield is checked when its
        # step comes (it may not be there yet).
        present = Package(tuple(a for a in package if not _names_any(a, coming)))
        require_package_ids(board, present)  # a KeyError for an id the board lacks
        # an assignment for a creature not in combat is illegal (510.1)
        outside = [
            Violation("510.1", "not_in_combat", (a.creature,))
            for a in present
            if not board.is_in_combat(a.creature)
        ]
        if outside:
            raise IllegalAssignmentError(step, outside)
    events: list[Event] = []
    seen = 0
    board = apply_static_effects(board)
    # undying, persist: the object a card would return as (400.7)
    board = take_return_snapshots(board)
    # issue 33: a creature exiled and returned by a spell: a new object (400.7)
    board = take_flicker_snapshots(board, (e for x in entries for e in x.spell.effects))
    early = any(entry.after is Point.DECLARE_ATTACKERS for entry in entries)
    if not attackers_done and (early or (attack_triggers and has_attack_triggers(board))):
        # the declare attackers step, before the board's blocks are declared
        declared = board
        board, happened = after_attackers(
            board, rules, entries, attack_triggers=attack_triggers, tap=False
        )
        events.extend(happened)
        board, more = recorded(board, happened, declared, rules)  # issue 33: the turn so far
        events.extend(more)
        seen = _told(on_step, "declare-attackers", board, events, 0)
        board = declare_blockers(board, declared, entries)
    early_blocks = blocked_early(events) | frozenset(blocked_before)
    blocks_declared = board
    board, happened = after_blockers(
        board, rules, entries, triggers=triggers, blocked_before=early_blocks
    )
    events.extend(happened)
    board, more = recorded(board, happened, blocks_declared, rules)  # issue 33: the turn so far
    events.extend(more)
    seen = _told(on_step, "declare-blockers", board, events, seen)
    effects = changes_in_force(board)
    used: dict[Step, Package] = {}
    after_first = [e for e in entries if e.after is Point.FIRST_STRIKE_DAMAGE]
    for step in steps(board):
        if game_over(board):
            break
        result = resolve_step(
            board, rules, step, _alive(board, step, given.get(step)), auto=auto,
            shield_order=shield_order,
        )  # fmt: skip
        board = result.board
        events.extend(result.events)
        used.update(result.packages)
        if step is Step.FIRST_STRIKE:
            first_done = board
            board, happened_l = _entries_at(board, rules, entries, Point.FIRST_STRIKE_DAMAGE)
            events.extend(happened_l)
            board, more = recorded(board, happened_l, first_done, rules)  # the turn so far
            events.extend(more)
        seen = _told(on_step, step.value, board, events, seen)
    if Step.FIRST_STRIKE not in used:
        events.extend(TimelineSkipped("510.4", e.name) for e in after_first)
    if has_end_of_combat_triggers(board) and not game_over(board):
        # the delayed "destroy that creature at end of combat" abilities
        # (603.7) trigger as the end of combat step begins (511.2)
        ending = board
        board, happened = end_of_combat_triggers(board, rules)
        events.extend(happened)
        board, more = recorded(board, happened, ending, rules)  # issue 33: the turn so far
        events.extend(more)
    before_end = board
    if end:
        board, ended = end_of_combat(board)
        events.extend(ended)
    _told(on_step, "end-of-combat", board, events, seen)
    return PhaseResult(board, tuple(events), used, effects, before_end)


def _named(entry: TimelineEntry, index: int) -> TimelineEntry:
    return dataclasses.replace(entry, name=f"timeline[{index}]")


def _names_any(assignment: Assignment, ids: set[str]) -> bool:
    return assignment.creature in ids or any(r in ids for r, _ in assignment.amounts)


def _alive(board: Board, step: Step, package: Package | None) -> Package | None:
    """A given package without the creatures that have left combat or assign
    no combat damage now (a creature destroyed or removed between the steps
    deals none: 506.4, 510.1a), or that are not on the battlefield (a token
    whose entry never resolved). Damage assigned to an object the board
    lacks (that token) is illegal (510.1)."""
    if package is None:
        return None
    by_id = board._by_id
    kept = tuple(
        a
        for a in package
        if a.creature in by_id
        and board.is_in_combat(a.creature)
        and not by_id[a.creature].assigns_no_combat_damage
    )
    absent = [
        Violation("510.1", "not_in_combat", (r,))
        for a in kept
        for r, _ in a.amounts
        if r not in by_id and not board.is_player(r)
    ]
    if absent:
        raise IllegalAssignmentError(step, absent)
    return package if len(kept) == len(package.assignments) else Package(kept)


_KEYWORDS = frozenset(k.value for k in Keyword)
_LAYER_7 = frozenset({"pt", "base_pt", "switch_pt"})  # the changes of rules.layer7


def until_end_of_turn(events: Iterable[Event]) -> tuple[EffectChange, ...]:
    """The "until end of turn" and "this turn" effects a phase's events
    created (pumps and keywords of resolved triggers and timeline entries,
    combat damage prevented to or by a creature, all combat damage prevented
    this turn): they outlast combat and end in the cleanup step (514.2).
    Each is an :class:`~mtgcombat.core.model.EffectChange` with the rule that
    applied it; one that prevents all combat damage affects ``""`` (no one
    object) and is ``prevent_all``.

    >>> event = PowerToughnessChanged("613.4c", "giant", 3, 3, "timeline[0]")
    >>> until_end_of_turn([event])
    (EffectChange(source='timeline[0]', affected='giant', what='pt', value='+3/+3', rule='613.4c'),)
    >>> until_end_of_turn([PreventionAdded("615.1", "", "all", "timeline[0]")])[0].what
    'prevent_all'
    """
    out: list[EffectChange] = []
    for e in events:
        if isinstance(e, ReturnedToBattlefield | Flickered):
            # undying, persist: a new object (400.7); what applied to the old
            # one does not apply to it, nor ends on it
            out = [c for c in out if c.affected != e.creature]
        elif isinstance(e, PowerToughnessChanged | AttackTriggerResolves):
            value = f"{e.power:+d}/{e.toughness:+d}"
            out.append(EffectChange(e.source, e.creature, "pt", value, e.rule))
        elif isinstance(e, BasePowerToughnessSet):  # 613.4b (rules.spell_layer7)
            value = f"{e.power}/{e.toughness}"
            out.append(EffectChange(e.source, e.creature, "base_pt", value, e.rule))
        elif isinstance(e, PowerToughnessSwitched):  # 613.4d
            out.append(EffectChange(e.source, e.creature, "switch_pt", "", e.rule))
        elif isinstance(e, BushidoResolves) or (isinstance(e, RampageResolves) and e.amount):
            value = f"{e.amount:+d}/{e.amount:+d}"
            out.append(EffectChange(e.creature, e.creature, "pt", value, e.rule))
        elif isinstance(e, FlankingResolves):
            out.append(EffectChange(e.creature, e.blocker, "pt", "-1/-1", e.rule))
        elif isinstance(e, KeywordChanged) and e.change == "gains":
            out.append(EffectChange(e.source, e.creature, "ability", e.keyword, e.rule))
        elif (
            isinstance(e, KeywordChanged)
            and e.change == "loses"
            and e.source.startswith("timeline[")
        ):
            # "target creature loses flying until end of turn": a spell's (613.1f)
            out.append(EffectChange(e.source, e.creature, "loses_ability", e.keyword, e.rule))
        elif isinstance(e, ControlChanged):
            # "gain control of target creature until end of turn" (613.1b)
            out.append(EffectChange(e.source, e.permanent, "control", e.previous, e.rule))
        elif isinstance(e, ColorsUntilEndOfTurn):  # issue 33: 613.1e, the colors it had
            value = f"{e.colors}|{e.previous}"
            out.append(EffectChange(e.source, e.creature, "spell_colors", value, e.rule))
        elif isinstance(e, FogAdded):  # issue 33: a fog limited to some (615.1)
            value = f"{e.fog}|{e.player}|{','.join(e.targets)}"
            out.append(EffectChange(e.source, "", "fog", value, e.rule))
        elif isinstance(e, PlayersCantGainLife):  # issue 33: 119.7, those it marked
            value = ",".join(e.players)
            out.append(EffectChange(e.source, "", "players_cant_gain_life", value, e.rule))
        elif isinstance(e, DamageUnpreventable):  # issue 33: 615.12, the caster's
            what = "unpreventable_own" if e.own else "unpreventable"
            out.append(EffectChange(e.source, "", what, e.player, e.rule))
        elif isinstance(e, PreventionAdded) and e.how == "all":
            # "prevent all combat damage that would be dealt this turn": the
            # whole game's, so it affects no one object ("")
            out.append(EffectChange(e.source, "", "prevent_all", "", e.rule))
        elif isinstance(e, PreventionAdded) and e.target:
            for what in ("prevent_by", "prevent_to"):
                if e.how in ("both", what.replace("prevent_", "dealt_")):
                    out.append(EffectChange(e.source, e.target, what, "", e.rule))
    return tuple(out)


def end_turn_effects(
    board: Board, changes: Iterable[EffectChange]
) -> tuple[Board, tuple[Event, ...]]:
    """514.2: in the cleanup step, as marked damage is removed
    (:func:`mtgcombat.rules.combat.cleanup`), the "until end of turn" and "this
    turn" effects end: each pump is undone, each keyword gained is lost,
    each prevention stops (all combat damage is no longer prevented after a
    ``prevent_all``). A permanent that has left the battlefield is skipped
    (it is a new object if it returns, 400.7).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> giant = Permanent(id="giant", controller="B", power=6, toughness=6)
    >>> board = Board([Player("A"), Player("B")], [giant], "A")
    >>> change = EffectChange("timeline[0]", "giant", "pt", "+3/+3", "613.4c")
    >>> after, events = end_turn_effects(board, [change])
    >>> after.permanent("giant").power, [e.rule for e in events]
    (3, ['514.2'])
    """
    events: list[Event] = []
    layered: set[str] = set()
    for c in changes:
        if c.what == "fog":  # issue 33: a fog limited to some ends (514.2)
            code, player, _ = c.value.split("|")
            board = end_fog(board, player, c.source, code)
            events.append(EffectEnds("514.2", c.source, "", c.what, c.value))
            continue
        if c.what == "players_cant_gain_life":  # issue 33: 119.7 ends
            board = end_players_cant_gain_life(board, tuple(c.value.split(",")))
            events.append(EffectEnds("514.2", c.source, "", c.what, c.value))
            continue
        if c.what in ("unpreventable", "unpreventable_own"):  # issue 33: 615.12 ends
            board = end_unpreventable(board, c.value, c.source)
            events.append(EffectEnds("514.2", c.source, "", c.what, c.value))
            continue
        if c.what == "prevent_all":
            board = board._copy(prevent_all_combat_damage=False)
            events.append(EffectEnds("514.2", c.source, "", c.what, c.value))
            continue
        perm = board.get(c.affected)
        if perm is None or not perm.on_battlefield:
            continue
        if c.what in _LAYER_7 and (perm.pt_layers is not None or perm.id in layered):
            # its changes in layer 7 end together (613.4; rules.layer7)
            if perm.id not in layered:
                layered.add(perm.id)
                perm = without_until_end_of_turn(perm)
        elif c.what == "pt":
            power, _, toughness = c.value.partition("/")
            perm = evolve(
                perm, power=perm.power - int(power), toughness=perm.toughness - int(toughness)
            )
        elif c.what == "ability":
            # a keyword, or another ability gained (hexproof, protection: 613.1f)
            again = [a for a in perm.repeats if str(a) == c.value]
            if again:  # a further instance gained: that one ends (113.2c)
                perm = evolve(perm, repeats=minus(perm.repeats, (again[0],)))
            else:
                abilities = frozenset(a for a in perm.abilities if str(a) != c.value)
                perm = evolve(perm, abilities=abilities)
        elif c.what in ("lose_ability", "loses_ability") and c.value in _KEYWORDS:
            perm = evolve(perm, abilities=perm.abilities | {Keyword(c.value)})
        elif c.what == "control":
            # control given back (613.1b); its owner is still its owner
            owner = perm.owner_id
            perm = evolve(
                perm,
                controller=c.value,
                owner="" if owner == c.value else owner,
                control_by_effect=False,
            )
        elif c.what == "spell_colors":  # issue 33: it gets back the colors it had (613.1e)
            previous = c.value.partition("|")[2]
            colors = frozenset(previous.split(" and ")) - {"colorless"}
            perm = evolve(perm, colors=colors)
        elif c.what == "prevent_by":
            perm = evolve(perm, prevent_combat_damage_by=False)
        elif c.what == "prevent_to":
            perm = evolve(perm, prevent_combat_damage_to=False)
        else:
            continue
        board = _replace(board, perm)
        events.append(EffectEnds("514.2", c.source, c.affected, c.what, c.value))
    return board, tuple(events)
