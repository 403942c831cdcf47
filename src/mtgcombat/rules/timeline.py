"""Changes between the steps of combat: a timeline of spells, and the whole phase.

A scenario's timeline lists what players cast between the steps, each entry
at one point: after attackers are declared, after blockers are declared, or
after first-strike combat damage. Each entry is a spell with a fixed effect
(:class:`Spell`, read from a card sentence at the edge, in
:mod:`mtgcombat.text`) and the ids it targets. It resolves at its point, as
when no player responds (608.2); a target that is no longer legal makes it
do nothing (608.2b). Then state-based actions are performed (704.3).

The consequences the rules attach follow from the board: a creature that
gains first strike before combat damage creates the first-strike step
(510.4); one that gains first strike after that step still deals damage in
the regular step, having dealt none (702.7c); one that gains double strike
after it deals damage again (702.4d); a creature removed from combat, or
destroyed, deals and is dealt no combat damage (506.4); a creature token put
onto the battlefield blocking enters the attacker's damage assignment order
under the 2023 rules where its entry's ``order`` places it (509.7; 509.4 now,
with no order). Entries after attackers are declared resolve before any
creature blocks (:func:`before_blocks`); the blocks are declared after them
(:func:`declare_blockers`).

:func:`run_combat` runs the phase from declared attackers to the end of
combat (511): the attack triggers, the timeline, the declare blockers step's
triggers, the combat damage steps.

>>> from mtgcombat.core.abilities import PumpEffect
>>> from mtgcombat.core.model import Board, Permanent, Player
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
>>> ogre = Permanent(id="ogre", controller="B", power=3, toughness=3, blocking=["bear"])
>>> board = Board([Player("A"), Player("B")], [bear, ogre], "A")
>>> growth = Spell("Target creature gets +3/+3 until end of turn.", (PumpEffect("target", 3, 3),))
>>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, growth, ("bear",))
>>> result = run_combat(board, "current", (entry,), auto=True)
>>> result.board.permanent("ogre").zone.value, result.board.permanent("bear").zone.value
('graveyard', 'battlefield')
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Mapping, Sequence

from mtgcombat.core.abilities import (
    DestroyEffect,
    Keyword,
    KeywordEffect,
    PreventEffect,
    PumpEffect,
    RemoveFromCombatEffect,
    SacrificeEffect,
    Selector,
)
from mtgcombat.core.events import (
    AttackTriggerResolves,
    BushidoResolves,
    DestroyedByEffect,
    DestructionPrevented,
    EffectEnds,
    Event,
    FlankingResolves,
    KeywordChanged,
    NotInCombat,
    PowerToughnessChanged,
    PreventionAdded,
    PutIntoGraveyard,
    RampageResolves,
    Regenerated,
    RemovedFromCombat,
    Sacrificed,
    TimelineFizzles,
    TimelineResolves,
    TimelineSkipped,
    TokenEntersBlocking,
    TokenPlacedInOrder,
)
from mtgcombat.core.model import Board, EffectChange, Permanent, Zone, evolve
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.selectors import matches
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
from mtgcombat.rules.ordering import add_block, remove_from_combat
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.rules.triggers_later import end_of_combat_triggers, has_end_of_combat_triggers


class Point(enum.Enum):
    """When a timeline entry is cast: after attackers are declared (508.2),
    after blockers are declared (509.4 in 2023, 509.2 now: players get
    priority), or after first-strike combat damage (510.3, 510.4).

    >>> [p.value for p in Point]
    ['declare-attackers', 'declare-blockers', 'first-strike-damage']
    """

    DECLARE_ATTACKERS = "declare-attackers"
    DECLARE_BLOCKERS = "declare-blockers"
    FIRST_STRIKE_DAMAGE = "first-strike-damage"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class TokenBlockingEffect:
    """Put a ``power``/``toughness`` creature token of ``colors`` and
    ``subtypes`` onto the battlefield blocking the target attacking creature
    (509.7 in 2023, 509.4 now).

    >>> str(TokenBlockingEffect(1, 1, frozenset({"green"}), ("Saproling",)))
    'put a 1/1 green Saproling creature token onto the battlefield blocking the target'
    """

    power: int
    toughness: int
    colors: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()

    def __str__(self) -> str:
        colors = " ".join(sorted(self.colors))
        words = " ".join(w for w in (colors, " ".join(self.subtypes)) if w)
        return (
            f"put a {self.power}/{self.toughness} {words} creature token onto the "
            "battlefield blocking the target"
        )


SpellEffect = (
    PumpEffect
    | KeywordEffect
    | PreventEffect
    | RemoveFromCombatEffect
    | DestroyEffect
    | SacrificeEffect
    | TokenBlockingEffect
)
"""The effects a timeline entry may have."""


@dataclass(frozen=True, slots=True)
class Spell:
    """A spell (or an activated ability) with a fixed effect: its sentence as
    written, its effects in order, and ``target``, what its one target must
    be (``None``: it has none).

    >>> spell = Spell("Destroy target creature.", (DestroyEffect("target"),), Selector())
    >>> spell.targeted
    True
    """

    text: str
    effects: tuple[SpellEffect, ...]
    target: Selector | None = None

    @property
    def targeted(self) -> bool:
        """Whether it has a target (one, chosen as it is cast: 601.2c).

        >>> Spell("Prevent all combat damage that would be dealt this turn.",
        ...       (PreventEffect(everything=True),)).targeted
        False
        """
        return self.target is not None


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    """A spell cast at a point of combat, with its targets. ``controller``
    is who casts it (the token's controller; by default the defending player
    of the attacker a token blocks). ``name`` labels it in events.

    For a spell that puts a creature token onto the battlefield blocking
    (:class:`TokenBlockingEffect`), ``token`` is the token's id ("": the
    first free one of ``saproling1``, ``saproling2``...), and ``order`` the
    attacker's damage assignment order under the 2023 rules once the token
    is in it: the active player's choice of its place (509.7). The token
    goes before the first creature ``order`` lists after it that is in the
    order then, the others keeping their relative order; last when ``order``
    does not list it. A token that enters during the declare attackers step
    is its attacker's first blocker: its ``order`` is then the one announced
    once blockers are declared (509.2).

    >>> from mtgcombat.core.abilities import PumpEffect
    >>> spell = Spell("Target creature gets +3/+3 until end of turn.",
    ...               (PumpEffect("target", 3, 3),))
    >>> TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("bear",)).name
    'timeline'
    """

    after: Point
    spell: Spell
    targets: tuple[str, ...] = ()
    controller: str = ""
    name: str = "timeline"
    token: str = ""
    order: tuple[str, ...] = ()


class TimelineError(ValueError):
    """A timeline entry that cannot be cast as given: a target that is not
    a legal one as the entry is cast, at its point (601.2c). ``entry`` is
    the entry's name (``timeline[i]``), ``field`` its field at fault,
    ``rule`` the rule; ``key`` and ``facts`` name the problem for a message
    in either language (the message catalog's input_errors: ``facts`` hold
    ids, the entry's sentence, its point and, for a target that does not
    fit, ``wanted``, the :class:`~mtgcombat.core.abilities.Selector` it must
    match, which the edge writes out).

    >>> err = TimelineError("timeline[0]", "targets", "601.2c", "timeline_target_gone",
    ...                     {"target": "bear", "effect": "Destroy target creature.",
    ...                      "point": "declare-blockers"})
    >>> str(err)
    'timeline[0].targets: bear is not a legal target of timeline[0] as it is cast (601.2c)'
    """

    def __init__(
        self, entry: str, field: str, rule: str, key: str, facts: Mapping[str, object]
    ) -> None:
        self.entry = entry
        self.field = field
        self.rule = rule
        self.key = key
        self.facts = dict(facts)
        target = self.facts.get("target", "")
        super().__init__(
            f"{entry}.{field}: {target} is not a legal target of {entry} as it is cast ({rule})"
        )


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


def target_problem(board: Board, entry: TimelineEntry, target: str) -> str:
    """Why ``target`` is not a legal target of the entry now (608.2b), or "".

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> spell = Spell("Destroy target attacking creature.", (DestroyEffect("target"),),
    ...               Selector(role="attacking"))
    >>> target_problem(board, TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("bear",)), "bear")
    'not_matching'
    """
    perm = board.get(target)
    if perm is None or not perm.on_battlefield:
        return "gone"
    wanted = entry.spell.target
    if wanted is not None and not matches(board, wanted, perm, None):
        return "not_matching"
    return ""


def _replace(board: Board, perm: Permanent) -> Board:
    return board.with_permanents(perm if p.id == perm.id else p for p in board.permanents)


def token_id(effect: TokenBlockingEffect, taken: Iterable[str]) -> str:
    """The id a token gets when its entry names none: its first subtype in
    lower case (``token`` without one) and the first number that makes it
    an id not in ``taken``.

    >>> token_id(TokenBlockingEffect(1, 1, frozenset(), ("Saproling",)), ["saproling1"])
    'saproling2'
    """
    used = set(taken)
    base = (effect.subtypes[0] if effect.subtypes else "token").lower()
    n = 1
    while f"{base}{n}" in used:
        n += 1
    return f"{base}{n}"


def cast_check(board: Board, entry: TimelineEntry) -> None:
    """Check the entry's targets as it is cast at its point (601.2c): each
    must be on the battlefield and fit what the sentence targets. Raises
    :class:`TimelineError` naming the entry's ``targets``.

    >>> from mtgcombat.core.model import Board, CardType, Permanent, Player
    >>> rock = Permanent(id="rock", controller="B", types=frozenset({CardType.ARTIFACT}))
    >>> board = Board([Player("A"), Player("B")], [rock], "A")
    >>> spell = Spell("Destroy target creature.", (DestroyEffect("target"),),
    ...               Selector(types=frozenset({"creature"})))
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("rock",), name="timeline[0]")
    >>> cast_check(board, entry)
    Traceback (most recent call last):
    ...
    mtgcombat.rules.timeline.TimelineError: timeline[0].targets: rock is not a legal target ...
    """
    for target in entry.targets:
        problem = target_problem(board, entry, target)
        if not problem:
            continue
        facts: dict[str, object] = {
            "target": target,
            "effect": entry.spell.text,
            "point": entry.after.value,
        }
        if problem == "not_matching" and entry.spell.target is not None:
            facts["wanted"] = entry.spell.target
        raise TimelineError(entry.name, "targets", "601.2c", f"timeline_target_{problem}", facts)


def apply_entry(
    board: Board, rules: RuleSet | str, entry: TimelineEntry
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve one timeline entry (608.2), then perform state-based actions
    (704.3). A target no longer legal: nothing happens (608.2b).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> spell = Spell("Remove target creature from combat.", (RemoveFromCombatEffect("target"),),
    ...               Selector())
    >>> after, events = apply_entry(board, "current",
    ...                             TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("bear",)))
    >>> after.attackers(), [e.rule for e in events]
    ((), ['608.2', '506.4'])
    """
    rules = RuleSet.coerce(rules)
    source = entry.name
    events: list[Event] = []
    for target in entry.targets:
        problem = target_problem(board, entry, target)
        if problem:
            return board, (TimelineFizzles("608.2b", source, target),)
    events.append(
        TimelineResolves("608.2", source, entry.after.value, entry.spell.text, entry.targets)
    )
    targets = entry.targets
    for effect in entry.spell.effects:
        if isinstance(effect, PreventEffect) and effect.everything:
            board = board._copy(prevent_all_combat_damage=True)
            events.append(PreventionAdded("615.1", "", "all", source))
            continue
        for target in targets:
            perm = board.get(target)
            if perm is None or not perm.on_battlefield:
                continue
            board, happened = _apply_one(board, rules, entry, effect, perm)
            events.extend(happened)
    board = apply_static_effects(board)
    board, sba = check_state_based_actions(board, rules)
    events.extend(sba)
    return board, tuple(events)


def _apply_one(
    board: Board, rules: RuleSet, entry: TimelineEntry, effect: SpellEffect, perm: Permanent
) -> tuple[Board, list[Event]]:
    source = entry.name
    target = perm.id
    if isinstance(effect, PumpEffect):
        changed = evolve(
            perm, power=perm.power + effect.power, toughness=perm.toughness + effect.toughness
        )
        event = PowerToughnessChanged("613.4c", target, effect.power, effect.toughness, source)
        return _replace(board, changed), [event]
    if isinstance(effect, KeywordEffect):
        if (effect.keyword in perm.abilities) != effect.lose:
            return board, []  # it has it already (or lacks it): nothing changes
        if effect.lose:
            abilities = perm.abilities - {effect.keyword}
        else:
            abilities = perm.abilities | {effect.keyword}
        verb = "loses" if effect.lose else "gains"
        kw_event = KeywordChanged("613.1f", target, verb, str(effect.keyword), source)
        return _replace(board, evolve(perm, abilities=abilities)), [kw_event]
    if isinstance(effect, PreventEffect):
        changed = evolve(
            perm,
            prevent_combat_damage_by=perm.prevent_combat_damage_by or effect.dealt_by,
            prevent_combat_damage_to=perm.prevent_combat_damage_to or effect.dealt_to,
        )
        how = (
            "both"
            if effect.dealt_by and effect.dealt_to
            else ("dealt_by" if effect.dealt_by else "dealt_to")
        )
        return _replace(board, changed), [PreventionAdded("615.1", target, how, source)]
    if isinstance(effect, RemoveFromCombatEffect):
        if not board.is_in_combat(target):
            return board, [NotInCombat("506.4", target)]
        return remove_from_combat(board, target, rules), [RemovedFromCombat("506.4", target)]
    if isinstance(effect, DestroyEffect):
        return _destroy(board, rules, effect, perm, source)
    if isinstance(effect, SacrificeEffect):
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
        rule = "701.17" if rules is RuleSet.R2023 else "701.21"
        board = _replace(board, evolve(board.permanent(target), zone=Zone.GRAVEYARD))
        return board, [Sacrificed(rule, target, source), PutIntoGraveyard(rule, target)]
    return _token_blocking(board, rules, entry, effect, target)


def _destroy(
    board: Board, rules: RuleSet, effect: DestroyEffect, perm: Permanent, source: str
) -> tuple[Board, list[Event]]:
    target = perm.id
    if perm.has(Keyword.INDESTRUCTIBLE):
        return board, [DestructionPrevented("702.12b", target)]
    if effect.regenerate and perm.regeneration_shields > 0:
        # the shield replaces the destruction (701.15 in 2023, 701.19 now)
        board = _replace(
            board,
            evolve(
                perm,
                damage=0,
                tapped=True,
                regeneration_shields=perm.regeneration_shields - 1,
                deathtouch_damaged=False,
            ),
        )
        events: list[Event] = [
            Regenerated("701.15" if rules is RuleSet.R2023 else "701.19", target)
        ]
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
            events.append(RemovedFromCombat("506.4", target))
        return board, events
    if board.is_in_combat(target):
        board = remove_from_combat(board, target, rules)
    board = _replace(board, evolve(board.permanent(target), zone=Zone.GRAVEYARD))
    return board, [DestroyedByEffect("701.8", target, source), PutIntoGraveyard("701.8", target)]


def _token_blocking(
    board: Board,
    rules: RuleSet,
    entry: TimelineEntry,
    effect: TokenBlockingEffect,
    attacker: str,
) -> tuple[Board, list[Event]]:
    """The token enters blocking the attacker; under the 2023 rules the
    active player places it in the attacker's damage assignment order, where
    the entry's ``order`` says (last without one), and the placement is an
    event when the order had others in it (509.7). It never blocks if the
    attacker is not attacking its controller (509.7a, 509.4a)."""
    controller = entry.controller
    if not controller:
        controller = (
            board.defending_player(attacker) if board.is_attacking(attacker) else ""
        ) or next(p.id for p in board.players if p.id != board.active_player)
    token = Permanent(
        id=entry.token or token_id(effect, (p.id for p in board.permanents)),
        controller=controller,
        name=" ".join(effect.subtypes) or "Token",
        power=effect.power,
        toughness=effect.toughness,
        colors=effect.colors,
        subtypes=frozenset(effect.subtypes),
        token=True,
    )
    board = board.with_permanents((*board.permanents, token))
    rule = "509.7" if rules is RuleSet.R2023 else "509.4"
    before = board.damage_assignment_order(attacker) if board.is_attacking(attacker) else ()
    position = _placement(before, token.id, entry.order)
    after, happened = add_block(board, token.id, attacker, rules, entering=True, position=position)
    blocks = after is not board
    if not blocks:
        rule = f"{rule}a"
    events: list[Event] = [TokenEntersBlocking(rule, token.id, attacker, blocks, entry.name)]
    if blocks and before and rules.has_damage_assignment_order:
        order = after.damage_assignment_order(attacker)
        events.append(TokenPlacedInOrder("509.7", token.id, attacker, order, entry.name))
    return after, [*events, *happened]


def _placement(current: Sequence[str], token: str, order: Sequence[str]) -> int | None:
    """Where the token goes in an attacker's order ``current`` for it to
    stand as in the wanted ``order`` (509.7): before the first creature of
    ``current`` that ``order`` lists after it; last (``None``) without one.

    >>> _placement(("minotaur",), "saproling", ("saproling", "minotaur"))
    0
    >>> _placement(("minotaur",), "saproling", ())
    """
    if token not in order:
        return None
    later = set(order[order.index(token) + 1 :])
    return next((i for i, c in enumerate(current) if c in later), None)


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
    for entry in due:
        cast_check(board, entry)
    events: list[Event] = []
    for entry in due:
        if game_over(board):
            break
        board, happened = apply_entry(board, rules, entry)
        events.extend(happened)
    return board, events


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
    out: list[Event] = []
    if tap:
        board, events = tap_attackers(board)
        out.extend(events)
    if attack_triggers:
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
) -> tuple[Board, tuple[Event, ...]]:
    """The declare blockers step after the declaration, as :func:`run_combat`
    plays it: with ``triggers`` the abilities that triggered resolve (509.1i,
    :func:`~mtgcombat.rules.triggers.declare_blockers_triggers`; not once the game
    is over), then the timeline's entries for this point (:func:`cast_check`
    raises :class:`TimelineError`). The board as combat damage begins, and
    the events.

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
        board, happened = declare_blockers_triggers(board, rules)
        out.extend(happened)
    board, entered = _entries_at(board, rules, _names(timeline), Point.DECLARE_BLOCKERS)
    out.extend(entered)
    return board, tuple(out)


def _names(timeline: Sequence[TimelineEntry]) -> list[TimelineEntry]:
    return [
        entry if entry.name != "timeline" else _named(entry, i) for i, entry in enumerate(timeline)
    ]


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
    (:func:`after_attackers`). Raises :class:`~mtgcombat.rules.combat.MissingAssignmentError` or
    :class:`~mtgcombat.rules.combat.IllegalAssignmentError`. Entries are
    named ``timeline[i]`` in the events, by their place in ``timeline``.

    >>> from mtgcombat.core.abilities import KeywordEffect, Keyword
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
    board = apply_static_effects(board)
    early = any(entry.after is Point.DECLARE_ATTACKERS for entry in entries)
    if not attackers_done and (early or (attack_triggers and has_attack_triggers(board))):
        # the declare attackers step, before the board's blocks are declared
        declared = board
        board, happened = after_attackers(
            board, rules, entries, attack_triggers=attack_triggers, tap=False
        )
        events.extend(happened)
        board = declare_blockers(board, declared, entries)
    board, happened = after_blockers(board, rules, entries, triggers=triggers)
    events.extend(happened)
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
            board, happened_l = _entries_at(board, rules, entries, Point.FIRST_STRIKE_DAMAGE)
            events.extend(happened_l)
    if Step.FIRST_STRIKE not in used:
        events.extend(TimelineSkipped("510.4", e.name) for e in after_first)
    if has_end_of_combat_triggers(board) and not game_over(board):
        # the delayed "destroy that creature at end of combat" abilities
        # (603.7) trigger as the end of combat step begins (511.2)
        board, happened = end_of_combat_triggers(board, rules)
        events.extend(happened)
    before_end = board
    if end:
        board, ended = end_of_combat(board)
        events.extend(ended)
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
        if isinstance(e, PowerToughnessChanged | AttackTriggerResolves):
            value = f"{e.power:+d}/{e.toughness:+d}"
            out.append(EffectChange(e.source, e.creature, "pt", value, e.rule))
        elif isinstance(e, BushidoResolves) or (isinstance(e, RampageResolves) and e.amount):
            value = f"{e.amount:+d}/{e.amount:+d}"
            out.append(EffectChange(e.creature, e.creature, "pt", value, e.rule))
        elif isinstance(e, FlankingResolves):
            out.append(EffectChange(e.creature, e.blocker, "pt", "-1/-1", e.rule))
        elif isinstance(e, KeywordChanged) and e.change == "gains":
            out.append(EffectChange(e.source, e.creature, "ability", e.keyword, e.rule))
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
    for c in changes:
        if c.what == "prevent_all":
            board = board._copy(prevent_all_combat_damage=False)
            events.append(EffectEnds("514.2", c.source, "", c.what, c.value))
            continue
        perm = board.get(c.affected)
        if perm is None or not perm.on_battlefield:
            continue
        if c.what == "pt":
            power, _, toughness = c.value.partition("/")
            perm = evolve(
                perm, power=perm.power - int(power), toughness=perm.toughness - int(toughness)
            )
        elif c.what == "ability":
            perm = evolve(perm, abilities=perm.abilities - {Keyword(c.value)})
        elif c.what == "prevent_by":
            perm = evolve(perm, prevent_combat_damage_by=False)
        elif c.what == "prevent_to":
            perm = evolve(perm, prevent_combat_damage_to=False)
        else:
            continue
        board = _replace(board, perm)
        events.append(EffectEnds("514.2", c.source, c.affected, c.what, c.value))
    return board, tuple(events)


__all__ = [
    "PhaseResult",
    "Point",
    "Spell",
    "SpellEffect",
    "TimelineEntry",
    "TimelineError",
    "TokenBlockingEffect",
    "after_attackers",
    "after_blockers",
    "apply_entry",
    "before_blocks",
    "cast_check",
    "declare_blockers",
    "end_turn_effects",
    "run_combat",
    "tap_attackers",
    "target_problem",
    "token_id",
    "until_end_of_turn",
]
