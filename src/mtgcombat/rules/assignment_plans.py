"""The damage plans of a step (CR 510.1a-d): for each creature that
assigns combat damage, its recipients and the layout the rule set gives them
(:func:`damage_plan`, :func:`step_plans`), computed once per board and step and
kept while the board lives.
"""

from __future__ import annotations

import weakref
from collections.abc import ItemsView, Iterator, Mapping, ValuesView
from typing import Any

from mtgcombat.core.model import _NO_COUNTERS, Board, Permanent
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.rules.assignment_layouts import (
    _BATTLEFIELD,
    _CREATURE,
    _KW_BANDING,
    _KW_DEATHTOUCH,
    _KW_DOUBLE_STRIKE,
    _KW_FIRST_STRIKE,
    _KW_TRAMPLE,
    _KW_TRAMPLE_OVER_PLANESWALKERS,
    _LAYOUT_AS_THOUGH_UNBLOCKED,
    _LAYOUT_BANDING_ATTACKER,
    _LAYOUT_BANDING_DEFENDER,
    _LAYOUT_BLOCKED_FREE,
    _LAYOUT_BLOCKED_ORDERED,
    _LAYOUT_BLOCKER_FREE,
    _LAYOUT_BLOCKER_ORDERED,
    _LAYOUT_NOTHING,
    _LAYOUT_UNBLOCKED,
    _R2023,
    _ROLE_ATTACKER,
    _ROLE_BLOCKER,
    _ROLE_CONTROLLER,
    _ROLE_TARGET,
    _STEP_FIRST_STRIKE,
    _STEP_REGULAR,
    _TYPE_BATTLE,
    _TYPE_PLANESWALKER,
    DamagePlan,
    Layout,
    LayoutKind,
    Role,
    Slot,
    _new_layout,
    _new_plan,
    _new_slot,
)
from mtgcombat.rules.assignment_steps import _step_facts, combat_abilities
from mtgcombat.rules.assignment_values import Assignment, new_assignment


def _creature_slots(
    board: Board, ids: tuple[str, ...], role: Role, gated: bool, rule: str
) -> tuple[Slot, ...]:
    """A slot for each of these creatures, in order: lethal damage
    is its toughness minus damage already marked, at least 0 (the hot path of
    every plan: the lookups are hoisted out of the loop)."""
    by_id = board._by_id  # what permanent() reads: no call per creature
    out = []
    for pid in ids:
        perm = by_id[pid]
        c = perm.counters
        threshold = perm.toughness - perm.damage
        if c is not _NO_COUNTERS:
            threshold += c.plus_one - c.minus_one
        out.append(_new_slot(pid, role, gated, threshold if threshold > 0 else 0, True, rule))
    return tuple(out)


def _target_slots(board: Board, attacker: Permanent, gated: bool, rule: str) -> tuple[Slot, ...]:
    """The attack target and, with trample over planeswalkers, the
    planeswalker's controller (702.19c; 702.19e when the planeswalker has left
    combat). The controller slot is always gated: it takes damage only once the
    slots before it (blockers, the planeswalker) are assigned lethal damage."""
    target = board.attack_target(attacker.id)
    slots: list[Slot] = []
    if target is not None:
        tperm = board.get(target)
        loyalty = tperm.counters.loyalty if tperm is not None else 0
        slots.append(_new_slot(target, _ROLE_TARGET, gated, max(0, loyalty), False, rule))
    declared = attacker.attacking
    if attacker.has(_KW_TRAMPLE_OVER_PLANESWALKERS) and declared is not None:
        pw = board.get(declared)
        if (
            pw is not None
            and not pw.is_type(_TYPE_BATTLE)
            and (target is None or pw.is_type(_TYPE_PLANESWALKER))
            # none to a controller who has left the game (800.4e)
            and not board.player(pw.controller).lost
        ):
            rule_c = "702.19c" if target is not None else "702.19e"
            slots.append(_new_slot(pw.controller, _ROLE_CONTROLLER, True, 0, False, rule_c))
    return tuple(slots)


def damage_plan(
    board: Board, creature: str, rules: RuleSet | str, step: Step | str = Step.REGULAR
) -> DamagePlan | None:
    """How the creature assigns combat damage in this step, or ``None`` if it
    is not attacking or blocking, or assigns nothing in this step (510.4);
    ``KeyError`` (with the id) for a creature that is not on the board.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> plan = damage_plan(board, "ogre", "current")
    >>> plan.assigner, plan.amount, plan.layouts[0].slot_ids()
    ('A', 5, ('elf', 'B'))
    """
    rules = RuleSet.coerce(rules)
    step = Step.coerce(step)
    plan = _step_plans(board, rules, step).get(creature)
    if plan is None:
        board.permanent(creature)
    return plan


def _attacker_plan(
    board: Board, perm: Permanent, amount: int, deathtouch: bool, ordered: bool, banding: bool
) -> DamagePlan:
    active = board.active_player
    abilities = perm.abilities
    trample = _KW_TRAMPLE in abilities or _KW_TRAMPLE_OVER_PLANESWALKERS in abilities
    # board.is_blocked, inlined (509.1h): no call per attacker
    if not (perm.blocked or perm.id in board._declared_blockers):
        unblocked = _unblocked_layout(board, perm, amount, _LAYOUT_UNBLOCKED, "510.1b")
        return _new_plan(perm.id, active, amount, deathtouch, (unblocked,))

    blockers = board.blockers_of(perm.id)
    # 702.22j: a blocker with banding hands the division to the defending player,
    # who divides freely among the blockers (an exception to 510.1c).
    # Assigning "as though it weren't blocked" stays one of the legal choices;
    # under banding it is the defending player's to make.
    unblocked_option = (
        (_unblocked_layout(board, perm, amount, _LAYOUT_AS_THOUGH_UNBLOCKED, "510.1b"),)
        if perm.assign_as_though_unblocked
        else ()
    )
    if banding and any(board.permanent(b).has(_KW_BANDING) for b in blockers):
        slots = _creature_slots(board, blockers, _ROLE_BLOCKER, False, "702.22j")
        # Trample still lets the excess go on once every blocker is assigned
        # lethal damage (702.19b); the defending player makes that choice too
        # (the Defensive Formation rulings: only the order is ignored).
        over = _target_slots(board, perm, True, "702.19b") if trample else ()
        layout = _new_layout(
            _LAYOUT_BANDING_DEFENDER,
            amount,
            slots + over,
            "702.19b" if over else "702.22j",
        )
        return _new_plan(
            perm.id,
            board.defending_player(perm.id),
            amount,
            deathtouch,
            (layout, *unblocked_option),
        )

    if ordered:
        blockers = board.damage_assignment_order(perm.id)
    kind = _LAYOUT_BLOCKED_ORDERED if ordered else _LAYOUT_BLOCKED_FREE
    blocker_slots = _creature_slots(board, blockers, _ROLE_BLOCKER, ordered, "510.1c")
    extra: tuple[Slot, ...] = ()
    if trample:
        # 702.19b-e: the attack target (and with trample over planeswalkers, the
        # controller) take damage only after every blocker is assigned lethal.
        extra = _target_slots(board, perm, True, "702.19b")
    slots = blocker_slots + extra
    layout = _new_layout(kind, amount if slots else 0, slots, "702.19b" if extra else "510.1c")
    if not blockers and not extra:
        layout = _new_layout(_LAYOUT_NOTHING, 0, (), "510.1c")
    return _new_plan(perm.id, active, amount, deathtouch, (layout, *unblocked_option))


def _unblocked_layout(
    board: Board, perm: Permanent, amount: int, kind: LayoutKind, rule: str
) -> Layout:
    slots = _target_slots(board, perm, False, rule)
    # Only trample over planeswalkers adds the controller slot; a plain
    # unblocked creature sends everything to what it attacks (510.1b).
    if not slots:
        # it attacks a player who has left the game (800.4e), or a planeswalker
        # or battle that has left combat (506.4c)
        declared = perm.attacking
        left = declared is not None and board.is_player(declared)
        return _new_layout(_LAYOUT_NOTHING, 0, (), "800.4e" if left else "506.4c")
    return _new_layout(kind, amount, slots, rule)


def _blocker_plan(
    board: Board, perm: Permanent, amount: int, deathtouch: bool, ordered: bool, banding: bool
) -> DamagePlan:
    attackers = board.blocked_by_blocker(perm.id)
    defender = perm.controller
    if not attackers:
        return _new_plan(
            perm.id, defender, amount, deathtouch, (_new_layout(_LAYOUT_NOTHING, 0, (), "510.1d"),)
        )
    # 702.22k: blocking a creature with banding hands the division to the
    # active player, who divides freely.
    if banding and any(board.permanent(a).has(_KW_BANDING) for a in attackers):
        slots = _creature_slots(board, attackers, _ROLE_ATTACKER, False, "702.22k")
        layout = _new_layout(_LAYOUT_BANDING_ATTACKER, amount, slots, "702.22k")
        return _new_plan(perm.id, board.active_player, amount, deathtouch, (layout,))
    if ordered:
        attackers = board.damage_assignment_order(perm.id)
    kind = _LAYOUT_BLOCKER_ORDERED if ordered else _LAYOUT_BLOCKER_FREE
    slots = _creature_slots(board, attackers, _ROLE_ATTACKER, ordered, "510.1d")
    return _new_plan(
        perm.id, defender, amount, deathtouch, (_new_layout(kind, amount, slots, "510.1d"),)
    )


def step_plans(
    board: Board, rules: RuleSet | str, step: Step | str = Step.REGULAR
) -> Mapping[str, DamagePlan]:
    """Every creature that assigns combat damage in this step, with its plan,
    in board order. Computed once per board, rule set and step; the mapping
    returned is shared, so callers must not change it.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> list(step_plans(board, "current", "regular"))
    ['ogre', 'elf']
    """
    if type(rules) is not RuleSet:  # the members themselves skip coerce's call
        rules = RuleSet.coerce(rules)
    if type(step) is not Step:
        step = Step.coerce(step)
    # the caller may keep the plans longer than the board: a view that
    # holds it (see _StepPlans)
    return _step_plans(board, rules, step)._pinned(board)


def _step_plans(board: Board, rules: RuleSet, step: Step) -> _StepPlans:
    """:func:`step_plans` for the engine, its arguments coerced: the memo's
    plans themselves, which hold the board weakly, for callers that hold the
    board as long as they read its plans (no view made)."""
    # Board.derived, inlined (no closure made for plans already there)
    memo = board._memo
    key = ("step_plans", rules, step)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _compute_plans(board, rules, step)
    return found  # type: ignore[return-value]


class _StepPlans(Mapping[str, DamagePlan]):
    """What :func:`step_plans` returns: every creature that assigns in the
    step, in board order, with its plan. A creature whose assignment the
    board alone forces in the plain ways (one recipient or nothing to
    assign: a blocker of one attacker, an attacker blocked by one creature
    without trample, an unblocked one) gets that assignment at once, and its
    :class:`DamagePlan` (slots, layout) is built only when someone asks for
    it, by the same code as the others'. The engine's own loops read the
    forced assignments (``_forced``) and the creatures (``_index``) directly.

    The board keeps its plans in its memo, so the plans hold the board by a
    weak reference: a strong one would make the two a reference cycle, and
    every board a combat asks for plans would then wait for the cyclic
    garbage collector instead of being freed with its last reference.
    The engine holds its boards while it reads their plans. For callers
    outside it, which may keep the plans longer than the board,
    :func:`step_plans` hands out a view (``_pinned``): another object with
    the same state (the same dicts, so a plan built through one is built
    for both) that holds the board (``_pin``). The memo does not hold the
    view, so it makes no cycle either; ``_origin`` leads back to the
    memo's plans, which :class:`_FixedOptions` are kept for."""

    __slots__ = (
        "_all",
        "_args",
        "_banding",
        "_board",
        "_excess",
        "_forced",
        "_free",
        "_index",
        "_ordered",
        "_origin",
        "_pin",
        "_several",
    )

    def __init__(self, board: Board, ordered: bool, banding: bool) -> None:
        self._board: weakref.ReferenceType[Board] = weakref.ref(board)
        self._pin: Board | None = None
        # for a view: the plans it shows (None for the plans themselves)
        self._origin: _StepPlans | None = None
        self._ordered = ordered
        self._banding = banding
        # creature -> its plan, or None while it is still to be built
        self._index: dict[str, DamagePlan | None] = {}
        # creature -> its forced assignment (the creatures whose plan waits)
        self._forced: dict[str, Assignment] = {}
        # the creatures whose plan waits though they have a real choice, seen
        # to have several legal assignments (what _surely_several finds for
        # the plan): a trampler with more than its blockers' lethal damage,
        # and under the current rules a trampler or any attacker dividing a
        # positive amount among two blockers or more
        self._several: list[str] = []
        # of those, the ones the default chooser reads without the plan
        # (current rules): creature -> its blockers, the creature slots of
        # its plan's one layout in order; a free division (510.1c, no
        # trample) or a trampler (with more than their lethal damage, or
        # two blockers or more)
        self._free: dict[str, tuple[str, ...]] = {}
        # of those, the tramplers: creature -> the attack target (a player,
        # planeswalker or battle), the slot after its blockers that the
        # damage beyond lethal goes to (702.19b)
        self._excess: dict[str, str] = {}
        # creature -> what building its plan takes: (permanent, amount, attacking)
        self._args: dict[str, tuple[Permanent, int, bool]] = {}
        self._all: dict[str, DamagePlan] | None = None

    def __getitem__(self, creature: str) -> DamagePlan:
        plan = self._index[creature]
        if plan is None:
            perm, amount, attacking = self._args[creature]
            make = _attacker_plan if attacking else _blocker_plan
            deathtouch = _KW_DEATHTOUCH in perm.abilities
            plan = self._index[creature] = make(
                self._live_board(), perm, amount, deathtouch, self._ordered, self._banding
            )
        return plan

    def _live_board(self) -> Board:
        return _live(self._board, "step plans")

    def _state(self) -> tuple[Any, ...]:
        # what a copy or a view is made with (see _restore_plans)
        return (
            self._index,
            self._forced,
            self._several,
            self._args,
            self._all,
            self._free,
            self._excess,
        )

    def _pinned(self, board: Board) -> _StepPlans:
        """A view of these plans that holds ``board``, their board: the
        same state, shared (see the class notes)."""
        view = _restore_plans(board, self._ordered, self._banding, self._state())
        view._origin = self if self._origin is None else self._origin
        return view

    def get(self, creature: str, default: DamagePlan | None = None) -> DamagePlan | None:  # type: ignore[override]
        if creature not in self._index:
            return default
        return self[creature]

    def __contains__(self, creature: object) -> bool:
        return creature in self._index

    def __iter__(self) -> Iterator[str]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)

    def _every(self) -> dict[str, DamagePlan]:
        """Every plan built, in board order (once: then read as a dict)."""
        found = self._all
        if found is None:
            found = self._all = {c: self[c] for c in self._index}
        return found

    def items(self) -> ItemsView[str, DamagePlan]:
        return self._every().items()

    def values(self) -> ValuesView[DamagePlan]:
        return self._every().values()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _StepPlans):
            other = other._every()
        return self._every() == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._every())

    def __reduce__(self) -> tuple[Any, ...]:
        # copy and pickle: the same state (the class is a C extension type
        # in the compiled build, which has no default way to copy it)
        return (
            _restore_plans,
            (self._live_board(), self._ordered, self._banding, self._state()),
        )


def _live(board: weakref.ReferenceType[Board], what: str) -> Board:
    """The board a weak reference of the step plans or fixed options
    leads to; an error if a caller dropped the board and kept them."""
    found = board()
    if found is None:
        raise RuntimeError(f"{what} read after their board was freed")
    return found


def _restore_plans(
    board: Board, ordered: bool, banding: bool, state: tuple[Any, ...]
) -> _StepPlans:
    plans = _StepPlans(board, ordered, banding)
    plans._pin = board  # a copy's or a view's board: it holds the board
    (
        plans._index,
        plans._forced,
        plans._several,
        plans._args,
        plans._all,
        plans._free,
        plans._excess,
    ) = state
    return plans


def _compute_plans(board: Board, rules: RuleSet, step: Step) -> _StepPlans:
    happened, exists = _step_facts(board)
    # with no first-strike step, every creature assigns in the regular step
    everyone = step is _STEP_REGULAR and not happened and not exists
    attackers = board._attacking_set
    by_id = board._by_id  # a dict lookup per creature, not a method call
    banding = _KW_BANDING in combat_abilities(board)
    ordered = rules is _R2023  # rules.has_damage_assignment_order, without its calls
    first = step is _STEP_FIRST_STRIKE
    plans = _StepPlans(board, ordered, banding)
    index, forced_of, args = plans._index, plans._forced, plans._args
    several = plans._several
    free = plans._free
    excess = plans._excess
    orders = board.orders
    declared_blocks = board._declared_blocks
    declared_blockers = board._declared_blockers
    # the plain forced cases are ruled out for everyone by banding in combat
    # (702.22j-k move the choice), and for a creature with trample over
    # planeswalkers (its controller slot, 702.19c-e)
    plain = not banding
    for creature in board.in_combat():
        perm = by_id[creature]
        # its characteristics read from their shared part: no property call
        chars = perm.characteristics
        abilities = chars.abilities
        if not everyone:
            # _assigns, inlined (510.4, 702.4b-d, 702.7b-c): no call per creature
            double = _KW_DOUBLE_STRIKE in abilities
            if first:
                if not (double or _KW_FIRST_STRIKE in abilities):
                    continue
            elif happened:
                if not (double or not perm.had_first_strike):
                    continue
            elif exists and not (double or _KW_FIRST_STRIKE not in abilities):
                continue
        # _compute_plan, inlined: 510.1a's amount (power, or toughness for a
        # creature that assigns by it), then the attacker's or blocker's plan
        if chars.assigns_no_combat_damage:
            amount = 0
        else:
            counters = perm.counters
            amount = perm.toughness if chars.assigns_damage_by_toughness else perm.power
            if counters is not _NO_COUNTERS:
                amount += counters.plus_one - counters.minus_one
            if amount < 0:  # noqa: PLR1730 - max() is a call per creature
                amount = 0
        attacking = creature in attackers
        # The plain forced cases, what DamagePlan.forced() gives for the plan
        # _attacker_plan / _blocker_plan would build (no "as though it
        # weren't blocked" either: a second layout). ``recipients`` None: a
        # real choice, or a case left to the full plan.
        recipients: tuple[str, ...] | None = None
        if not plain or (abilities and _KW_TRAMPLE_OVER_PLANESWALKERS in abilities):
            pass
        elif attacking:
            declared = declared_blockers.get(creature)
            if declared is None and not perm.blocked:  # unblocked (509.1h)
                target = board.attack_target(creature)  # 510.1b; None: it left combat (506.4c)
                recipients = () if target is None else (target,)
            elif not chars.assign_as_though_unblocked:
                if declared is not None and len(declared) == 1:
                    # blockers_of, inlined for one declared blocker (510.1c)
                    blocker = by_id[declared[0]]
                    blockers: tuple[str, ...] = (
                        declared
                        if blocker.zone is _BATTLEFIELD
                        and _CREATURE in blocker.characteristics.types
                        else ()
                    )
                else:
                    blockers = board.blockers_of(creature)
                # A real choice seen without the plan (what _compute finds
                # for it): the plan is built on demand. The blockers are in
                # the plan's order, or the plan orders them by a declared
                # order (509.2), which a sum over them does not read (a
                # declared order of its own is left to the full plan).
                if abilities and _KW_TRAMPLE in abilities:
                    # the attack target after the blockers (702.19b)
                    target = board.attack_target(creature)
                    if target is not None:
                        if blockers and amount and not (ordered and creature in orders):
                            # The plan's single layout: the blockers, then the
                            # target (no "as though unblocked", no controller
                            # slot here), the first a creature. With more than
                            # the blockers' lethal damage in all (702.2c: 1 each
                            # with deathtouch), lethal to each and the rest to
                            # the target is legal, and so is one more to the
                            # first blocker (_surely_several, 510.1c, 702.19b).
                            lethal = 0
                            for b in blockers:
                                only = by_id[b]
                                counters = only.counters
                                need = only.toughness - only.damage
                                if counters is not _NO_COUNTERS:
                                    need += counters.plus_one - counters.minus_one
                                if need < 0:
                                    need = 0
                                elif need > 1 and _KW_DEATHTOUCH in abilities:
                                    need = 1
                                lethal += need
                            # Under the current rules, at most their lethal
                            # damage among two blockers or more is also
                            # several options: divided among them as its
                            # controller chooses (510.1c), all to the first
                            # or all to the second among them; the target's
                            # slot gets what the others' damage leaves over
                            # (702.19b).
                            if amount > lethal or (not ordered and len(blockers) > 1):
                                index[creature] = None
                                args[creature] = (perm, amount, attacking)
                                several.append(creature)
                                if not ordered:  # the default chooser's reading
                                    free[creature] = blockers
                                    excess[creature] = target
                                continue
                        blockers = (*blockers, target)
                    if len(blockers) <= 1 or not amount:
                        recipients = blockers
                elif len(blockers) <= 1 or not amount:
                    recipients = blockers
                elif not ordered:
                    # a free division of a positive amount among two
                    # blockers or more, none waiting for another (510.1c):
                    # several options
                    index[creature] = None
                    args[creature] = (perm, amount, attacking)
                    several.append(creature)
                    free[creature] = blockers
                    continue
        else:
            declared = declared_blocks.get(creature, ())  # 510.1d: the attackers it blocks
            if len(declared) == 1:
                recipients = declared if declared[0] in attackers else ()
            elif not amount:
                recipients = ()
        if recipients is None:
            make = _attacker_plan if attacking else _blocker_plan
            deathtouch = _KW_DEATHTOUCH in abilities
            index[creature] = make(board, perm, amount, deathtouch, ordered, banding)
            continue
        index[creature] = None
        args[creature] = (perm, amount, attacking)
        forced_of[creature] = new_assignment(
            creature, ((recipients[0], amount),) if amount and recipients else ()
        )
    return plans
