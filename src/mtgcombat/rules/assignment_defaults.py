"""A plain default choice of combat damage assignment (CR 510.1c-d), for
callers that want one: lethal damage to each recipient in order, then the
rest to the attack target when trample allows it, otherwise to the last
blocker (:func:`default_assignment`, :func:`default_package`). Never applied
unless asked for.
"""

from __future__ import annotations

from collections.abc import Mapping

from mtgcombat.core.model import _NO_COUNTERS, Board, Permanent
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.validation import require_player
from mtgcombat.rules.assignment_layouts import (
    _KW_DEATHTOUCH,
    _ROLE_ATTACKER,
    _ROLE_BLOCKER,
    DamagePlan,
)
from mtgcombat.rules.assignment_options import (
    LegalAssignments,
    _Incoming,
    implied_assignments,
    legal_assignments,
)
from mtgcombat.rules.assignment_plans import _step_plans, _StepPlans
from mtgcombat.rules.assignment_values import EMPTY_PACKAGE, Assignment, Package, new_assignment

# ---------------------------------------------------------------------------
# An explicit default chooser
# ---------------------------------------------------------------------------


def default_assignment(
    board: Board,
    creature: str,
    rules: RuleSet | str,
    step: Step | str = Step.REGULAR,
    others: Package | None = None,
) -> Assignment:
    """A plain, always-legal choice: lethal damage to each recipient in order,
    then the rest to the attack target when trample allows it (with trample over
    planeswalkers: the planeswalker's loyalty first, then its controller),
    otherwise to the last blocker. Never applied unless asked for.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> str(default_assignment(board, "ogre", "current"))
    'ogre: elf=1 B=4'
    """
    rules = RuleSet.coerce(rules)
    step = Step.coerce(step)
    return _default_choice(legal_assignments(board, creature, rules, step, others))


def _default_choice(options: LegalAssignments) -> Assignment:
    return _default_for(options.board, options.plan, options._incoming, options)


def _default_for(
    board: Board,
    plan: DamagePlan,
    incoming: _Incoming,
    options: LegalAssignments | None = None,
) -> Assignment:
    """The default chooser's choice for one plan, given the damage the others
    assign (``incoming``): each creature slot in order gets what it still
    needs to be lethal, then, when every one of them is lethal, the slots
    after them (the attack target, a planeswalker's controller) get their
    lethal damage in turn and the last the rest; what is left goes to the
    last creature. Works on the plan's first layout, with the same lethal
    amounts a :class:`LegalAssignments` over ``incoming`` computes
    (510.1c-d, 702.2c, 702.19b), and checks the choice against that layout
    before returning it."""
    layout = plan.layouts[0]
    slots = layout.slots
    totals = incoming.totals
    deathtouched = incoming.deathtouched
    deathtouch = plan.deathtouch
    remaining = layout.amount
    amounts: dict[str, int] = {}
    # every slot's lethal amount (_Incoming.need, inlined), in slot order;
    # each creature slot given its lethal damage as far as the amount goes
    # (no extra slot has any yet, so this can happen in the same pass)
    needs: list[int] = []
    extra_slots: list[int] = []
    last_creature = -1
    all_lethal = True
    gated = False
    for i, slot in enumerate(slots):
        sid = slot.id
        if slot.is_creature and sid in deathtouched:
            need = 0
        else:
            need = slot.threshold - totals.get(sid, 0)
            if need < 0:
                need = 0
            elif deathtouch and need > 1 and slot.is_creature:
                need = 1
        needs.append(need)
        if slot.gated:
            gated = True
        role = slot.role
        if role is _ROLE_BLOCKER or role is _ROLE_ATTACKER:
            give = need if need < remaining else remaining
            if give < need:
                all_lethal = False
            amounts[sid] = give
            remaining -= give
            last_creature = i
        else:
            extra_slots.append(i)
    if remaining and extra_slots and all_lethal:
        last = extra_slots[-1]
        for i in extra_slots:
            need = needs[i]
            give = remaining if i == last or need > remaining else need
            sid = slots[i].id
            amounts[sid] = amounts.get(sid, 0) + give
            remaining -= give
    if remaining and last_creature >= 0:
        last_id = slots[last_creature].id
        amounts[last_id] = amounts.get(last_id, 0) + remaining
        remaining = 0
    if min(amounts.values(), default=0) < 0:  # never: Assignment's own check says so
        choice = Assignment.of(plan.creature, amounts)
    else:  # distinct recipients, no negative amount: the zero ones left out
        choice = new_assignment(plan.creature, tuple([(r, n) for r, n in amounts.items() if n]))
    # A real check, not an assert (which ``python -O`` drops): resolve_step
    # relies on it for packages made wholly by the default chooser. The
    # first layout's test (LegalAssignments._in_layout, on the amounts with
    # their zeros, which name only the layout's slots): the total is the
    # layout's, and no gated slot gets damage before every slot ahead of it
    # is assigned lethal damage (510.1c-d, 702.19b).
    legal = sum(amounts.values()) == layout.amount and amounts.keys() <= set(layout.ids)
    if legal and gated:  # (no gated slot: nothing waits for lethal damage)
        lethal = True
        for i, sid in enumerate(layout.ids):
            amount = amounts.get(sid, 0)
            if amount > 0 and slots[i].gated and not lethal:
                legal = False
                break
            if lethal and amount < needs[i]:
                lethal = False
    if not legal:  # any layout the plan has may still allow it
        if options is None:
            options = LegalAssignments(board, plan, EMPTY_PACKAGE, incoming)
        if choice not in options:
            raise AssertionError(f"default chooser produced an illegal {choice}")
    return choice


def default_package(
    board: Board,
    rules: RuleSet | str,
    step: Step | str = Step.REGULAR,
    player: str | None = None,
    given: Package | None = None,
) -> Package:
    """Default assignments for every creature (of ``player``, when named) that
    ``given`` does not already cover, chosen one after another in board order
    so that each counts the damage chosen before it (and the damage of the
    creatures that have no choice). Linear in the board: the step's plans and
    the running damage totals are computed once.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> str(default_package(board, "current"))
    'ogre: elf=1 B=4; elf: ogre=1'
    >>> str(default_package(board, "current", player="B"))
    'elf: ogre=1'
    """
    if type(rules) is not RuleSet:  # the members themselves skip coerce's call
        rules = RuleSet.coerce(rules)
    if type(step) is not Step:
        step = Step.coerce(step)
    require_player(board, player)
    package = given or EMPTY_PACKAGE
    plans = _step_plans(board, rules, step)
    return _default_rest(board, plans, package, implied_assignments(board, plans, package), player)


def _default_free(
    by_id: Mapping[str, Permanent],
    creature: str,
    blockers: tuple[str, ...],
    amount: int,
    deathtouch: bool,
    excess: str | None,
    totals: Mapping[str, int],
    deathtouched: set[str],
) -> Assignment:
    """:func:`_default_for` on a plan of one layout read from the board
    without building the plan: each blocker in turn gets what it still needs
    to be lethal (toughness and counters less the damage marked and the
    damage assigned so far, 1 from a deathtouch source, 702.2c) as far as the
    amount goes, and the rest goes to ``excess`` when it is named, else to
    the last blocker. Two kinds of plan:

    * a free division (510.1c: ``excess`` None, a creature slot for each
      blocker in order, none waiting for another): the total is the plan's
      and no slot is gated, so the layout's own test has nothing to refuse;
    * a trampler (702.19b: the blockers' slots, then the attack target's,
      gated, and no other): the target gets what is left once every
      blocker has its lethal damage, what _default_for gives the last extra
      slot, and then the gate is open; when the amount does not go that far
      nothing is left, as _default_for leaves nothing for the last
      creature."""
    remaining = amount
    amounts: dict[str, int] = {}
    for b in blockers:
        if b in deathtouched:
            need = 0
        else:
            perm = by_id[b]
            c = perm.counters
            threshold = perm.toughness - perm.damage
            if c is not _NO_COUNTERS:
                threshold += c.plus_one - c.minus_one
            if threshold < 0:  # noqa: PLR1730 - max() is a call per blocker
                threshold = 0
            need = threshold - totals.get(b, 0)
            if need < 0:
                need = 0
            elif deathtouch and need > 1:
                need = 1
        give = need if need < remaining else remaining
        amounts[b] = give
        remaining -= give
    if remaining:
        last = blockers[-1] if excess is None else excess
        amounts[last] = amounts.get(last, 0) + remaining
    return new_assignment(creature, tuple([(r, n) for r, n in amounts.items() if n]))


def _default_rest(
    board: Board,
    plans: Mapping[str, DamagePlan],
    package: Package,
    implied: Package,
    player: str | None,
) -> Package:
    """What :func:`default_package` returns, given the step's plans and the
    assignments ``implied`` for the creatures ``package`` leaves out: the
    package, then in board order each other creature's implied assignment
    or the default chooser's choice. For :func:`~mtgcombat.rules.combat.resolve_step`,
    whose package already holds every implied assignment (so ``implied`` is
    empty there, and is not looked for a second time)."""
    named = package._by_creature  # ``in package`` without a call per creature
    fixed = implied._by_creature
    creatures = plans._index if type(plans) is _StepPlans else plans
    # the free divisions and tramplers whose plans wait (see _StepPlans):
    # chosen from their blockers, the plan left unbuilt
    lazy = plans if type(plans) is _StepPlans and player is None else None
    # each creature left, in board order: its implied assignment, its plan
    # for the chooser, or (a plan left lazy) what its plan's one layout
    # reads: (creature, blockers, amount, deathtouch, excess)
    left: list[Assignment | DamagePlan | tuple[str, tuple[str, ...], int, bool, str | None]] = []
    # the recipients of those plans' slots: the chooser's lethal amounts read
    # the damage assigned to these only, so only these are totalled
    wanted: set[str] = set()
    for creature in creatures:
        if creature in named or (player is not None and plans[creature].assigner != player):
            continue
        only = fixed.get(creature)
        if only is not None:
            left.append(only)
            continue
        if lazy is not None and creature in lazy._free and creatures[creature] is None:
            blockers = lazy._free[creature]
            perm, amount, _ = lazy._args[creature]
            excess = lazy._excess.get(creature)
            deathtouch = _KW_DEATHTOUCH in perm.characteristics.abilities
            left.append((creature, blockers, amount, deathtouch, excess))
            wanted.update(blockers)
            if excess is not None:  # (its plan's slots: the blockers, then the target)
                wanted.add(excess)
            continue
        plan = plans[creature]
        left.append(plan)
        for layout in plan.layouts:
            wanted.update(layout.ids)
    # the damage assigned so far to those recipients (_Incoming.of, its adds
    # inlined)
    totals: dict[str, int] = {}
    deathtouched: set[str] = set()
    by_id = board._by_id
    if wanted:
        for a in package.merged(implied).assignments:
            hit = False
            for r, amount in a.amounts:
                if r in wanted:
                    totals[r] = totals.get(r, 0) + amount
                    hit = True
            if hit:
                source = by_id.get(a.creature)
                if source is not None and _KW_DEATHTOUCH in source.characteristics.abilities:
                    deathtouched.update([r for r, _ in a.amounts if r in wanted])
    running = _Incoming(totals, deathtouched)
    chosen: list[Assignment] = []
    for item in left:
        if isinstance(item, Assignment):
            chosen.append(item)
            continue
        if isinstance(item, tuple):
            choice = _default_free(by_id, *item, totals, deathtouched)
        else:
            choice = _default_for(board, item, running)
        # running.add(board, choice), for the recipients read only
        amounts = choice.amounts
        if amounts:
            for r, amount in amounts:
                if r in wanted:
                    totals[r] = totals.get(r, 0) + amount
            source = by_id.get(choice.creature)
            if source is not None and _KW_DEATHTOUCH in source.characteristics.abilities:
                deathtouched.update([r for r, _ in amounts if r in wanted])
        chosen.append(choice)
    # one assignment per creature by construction (each plan's creature at
    # most once, none of them in ``package``): Package's check is skipped
    return Package._trusted((*package.assignments, *chosen))
