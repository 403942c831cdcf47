"""One creature's legal combat damage assignments (CR 510.1c-d in the
2023 rules, 702.19b-c in both; 702.2c deathtouch): the damage the other
creatures assign (lethal damage so far), the lazy collection of a creature's
legal assignments (:func:`legal_assignments`: iterates, counts in polynomial
time, answers ``in``), and the assignments a package implies when a creature
has one option only.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from mtgcombat.core.budget import tick
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.assignment_layouts import _KW_DEATHTOUCH, DamagePlan, Slot
from mtgcombat.rules.assignment_plans import _live, _step_plans, _StepPlans, damage_plan
from mtgcombat.rules.assignment_values import Assignment, Package

# ---------------------------------------------------------------------------
# Lethal damage (510.1c-d in 2023, 702.19b-c in both; 702.2c deathtouch)
# ---------------------------------------------------------------------------


@dataclass(slots=True)
class _Incoming:
    """Damage assigned to each recipient in a step, and which recipients a
    deathtouch source assigns a nonzero amount to."""

    totals: dict[str, int]
    deathtouched: set[str]

    @classmethod
    def of(cls, board: Board, assignments: Iterable[Assignment]) -> _Incoming:
        incoming = cls({}, set())
        for a in assignments:
            incoming.add(board, a)
        return incoming

    def copy(self) -> _Incoming:
        return _Incoming(dict(self.totals), set(self.deathtouched))

    def add(self, board: Board, assignment: Assignment) -> None:
        """Count one more creature's assignment."""
        amounts = assignment.amounts
        if not amounts:
            return  # it assigns nothing
        totals = self.totals
        for r, amount in amounts:
            totals[r] = totals.get(r, 0) + amount
        # Assignment drops zero amounts, so every recipient named gets some.
        source = board._by_id.get(assignment.creature)  # board.get, without the call
        if source is not None and _KW_DEATHTOUCH in source.abilities:
            self.deathtouched.update(assignment.recipients)

    def is_lethal(self, slot: Slot) -> bool:
        if slot.is_creature and slot.id in self.deathtouched:
            return True
        return self.totals.get(slot.id, 0) >= slot.threshold

    def need(self, slot: Slot, deathtouch: bool) -> int:
        """How much more one creature must assign to make the slot lethal,
        given this incoming damage from the others."""
        if slot.is_creature and slot.id in self.deathtouched:
            return 0
        missing = max(0, slot.threshold - self.totals.get(slot.id, 0))
        if deathtouch and slot.is_creature:
            return min(missing, 1)
        return missing


def implied_assignments(
    board: Board,
    plans: Mapping[str, DamagePlan],
    given: Package,
    player: str | None = None,
) -> Package:
    """The assignments of creatures not in ``given`` (of ``player`` only, when
    named) that have exactly one legal assignment whatever the others do: a
    blocked creature with one blocker, an unblocked creature, one with no damage
    to assign, or one whose only option is fixed by the board, such as a 2023
    order where lethal damage to the first blocker is out of reach.

    A creature's options depend on the other creatures only through the
    recipients whose lethal damage opens later ones. When no other creature in
    the step can damage those, its options are fixed by the board alone; only
    then is a single option implied. So the answer depends neither on board
    order nor on what the others choose.

    >>> from mtgcombat.rules.assignment import step_plans
    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> plans = step_plans(board, "current", "regular")
    >>> str(implied_assignments(board, plans, Package.parse("ogre: elf=1 bear=4")))
    'elf: ogre=1; bear: ogre=2'
    """
    named = given._by_creature
    if type(plans) is _StepPlans and not named and player is None:
        forced = plans._forced
        if len(forced) + len(plans._several) == len(plans._index):
            # every creature's assignment is forced (one blocker each, say),
            # or seen to have several options (so none is implied): the
            # forced ones are the implied ones, in board order
            return Package._trusted(tuple(forced.values()))
    fixed = _FixedOptions.of(board, plans)
    implied: list[Assignment] = []
    known = fixed._known  # option(), its lookup inlined
    # the creatures (a dict's keys: no call per test), plans built only as needed
    creatures = plans._index if type(plans) is _StepPlans else plans
    for creature in creatures:
        if creature in named or (player is not None and plans[creature].assigner != player):
            continue
        if creature in known:
            option = known[creature]
        else:
            option = known[creature] = fixed._compute(creature)
        if option is not None:
            implied.append(option)
    return Package._trusted(tuple(implied))


class _FixedOptions:
    """Which creatures of a step have a single legal assignment that the board
    alone fixes, worked out on demand and remembered per board (for the plans
    mapping :func:`step_plans` shares). The board keeps them in its memo,
    so they hold the board by a weak reference (as the plans do: no
    reference cycle); their callers hold the board while they ask."""

    __slots__ = ("_bases", "_board", "_known", "_plans", "_reached_by")

    def __init__(self, board: Board, plans: Mapping[str, DamagePlan]) -> None:
        self._board: weakref.ReferenceType[Board] = weakref.ref(board)
        self._plans = plans
        # built on first need: a step whose creatures all have a forced
        # assignment (one blocker each, say) never asks
        self._reached_by: dict[str, set[str]] | None = None
        # the forced assignments step_plans found without building a plan
        self._known: dict[str, Assignment | None] = {}
        if type(plans) is _StepPlans:
            self._known.update(plans._forced)
            # and those step_plans saw to have several options: none implied
            self._known.update(dict.fromkeys(plans._several))
        self._bases: dict[frozenset[str], tuple[tuple[Assignment, ...], _Incoming]] = {}

    def implied_by(self, named: frozenset[str]) -> tuple[tuple[Assignment, ...], _Incoming]:
        """The fixed options of the creatures not ``named``, with the damage
        they assign; remembered per set of names (checking many packages for
        the same creatures on one board is the solver's inner loop). The
        incoming damage returned is shared: copy it before adding to it."""
        found = self._bases.get(named)
        if found is None:
            options = tuple(
                option
                for creature in self._plans
                if creature not in named and (option := self.option(creature)) is not None
            )
            found = self._bases[named] = (options, _Incoming.of(self._live_board(), options))
        return found

    @classmethod
    def of(cls, board: Board, plans: Mapping[str, DamagePlan]) -> _FixedOptions:
        if type(plans) is _StepPlans and plans._origin is not None:
            plans = plans._origin  # a view step_plans handed out: its plans' options
        found = board.derived(("fixed_options", id(plans)), lambda: cls(board, plans))
        # A caller's own mapping may reuse the id of a freed one.
        return found if found._plans is plans else cls(board, plans)

    def _live_board(self) -> Board:
        return _live(self._board, "fixed options")

    def option(self, creature: str) -> Assignment | None:
        if creature not in self._known:
            self._known[creature] = self._compute(creature)
        return self._known[creature]

    def _compute(self, creature: str) -> Assignment | None:
        plan = self._plans[creature]
        forced = plan.forced()
        if forced is not None:
            return forced
        if len(plan.layouts) == 1 and True not in [slot.gated for slot in plan.layouts[0].slots]:
            # A free division of a positive amount over two or more slots
            # (has_choice) always has several options.
            return None
        if _surely_several(plan):
            # Without counting (a huge power has billions of divisions), and
            # before the index below: both tests only ever rule an option
            # out, so their order changes nothing, and this one needs no
            # look at the other creatures (a trampler with one blocker).
            return None
        gates = _gating_recipients(plan)
        reached_by = self._reached_by
        if reached_by is None:
            reached_by = self._reached_by = {}
            for c, p in self._plans.items():
                for recipient in _recipients(p):
                    reached_by.setdefault(recipient, set()).add(c)
        if any(reached_by.get(g, set()) - {creature} for g in gates):
            return None
        options = LegalAssignments(self._live_board(), plan, Package())
        if options.count() != 1:
            return None
        return next(iter(options))


def _surely_several(plan: DamagePlan) -> bool:
    """Whether the plan has two legal assignments at least, seen without
    counting them: a single layout whose first slot is a creature and whose
    amount is more than the lethal damage of every slot but the last. Then
    lethal damage to each of those and the rest to the last slot is legal,
    and so is the same with one more on the first creature (damage beyond
    lethal may always go to a creature, 510.1c-d, 702.19b)."""
    if len(plan.layouts) != 1:
        return False
    layout = plan.layouts[0]
    slots = layout.slots
    if len(slots) < 2 or not slots[0].is_creature:
        return False
    return layout.amount > sum(_lethal_amount(plan, s) for s in slots[:-1])


def _recipients(plan: DamagePlan) -> frozenset[str]:
    return frozenset(sid for layout in plan.layouts for sid in layout.slot_ids())


def _gating_recipients(plan: DamagePlan) -> frozenset[str]:
    """Recipients whose lethal damage some later recipient waits for."""
    out: set[str] = set()
    for layout in plan.layouts:
        last = max((i for i, slot in enumerate(layout.slots) if slot.gated), default=0)
        out.update(slot.id for slot in layout.slots[:last])
    return frozenset(out)


def _lethal_amount(plan: DamagePlan, slot: Slot) -> int:
    """The amount the message states as lethal for a slot left short: its
    threshold, except that 1 damage from a source with deathtouch is lethal
    to a creature (702.2c; 702.19b counts it for trample too). A
    planeswalker's threshold is its loyalty, which deathtouch does not
    change."""
    if plan.deathtouch and slot.is_creature:
        return min(slot.threshold, 1)
    return slot.threshold


# ---------------------------------------------------------------------------
# Enumerating and counting one creature's legal assignments
# ---------------------------------------------------------------------------


class _Table:
    """Counts of legal completions for one layout, given the other creatures'
    damage: ``ways[i][lethal_so_far][r]`` is the number of ways to place ``r``
    damage on slots ``i..`` when every slot before ``i`` is (or is not) lethal.
    Built in O(slots * amount) with prefix sums; enumeration walks it so that
    it never enters a dead end."""

    __slots__ = ("_ways", "amount", "gated", "needs")

    def __init__(self, amount: int, gated: tuple[bool, ...], needs: tuple[int, ...]) -> None:
        self.amount = amount
        self.gated = gated
        self.needs = needs
        self._ways: list[list[list[int]]] | None = None

    @property
    def ways(self) -> list[list[list[int]]]:
        """The counts, built on first use (checking one assignment and the
        default chooser read only ``needs`` and ``gated``)."""
        if self._ways is None:
            self._ways = self._build()
        return self._ways

    def _build(self, keep: bool = True) -> list[list[list[int]]]:
        """The rows from the last slot back to the first, each computed from
        the one after it. With ``keep`` every row is kept (the walk needs
        them all); without it only the one after is, so that a count's
        memory does not grow with the slots, and the result holds row 0
        alone. Rows are made as they are computed, so that a budget
        (:func:`mtgcombat.core.budget.tick`, once a row) sees the memory
        grow and stops the work before it is all spent."""
        amount, gated, needs = self.amount, self.gated, self.needs
        m = len(needs)
        size = amount + 1
        below = [[0] * size, [0] * size]
        below[0][0] = below[1][0] = 1
        kept = [below]
        for i in range(m - 1, -1, -1):
            tick()  # a row is amount + 1 sums of big numbers: the server's budget
            need = needs[i]
            fail_prefix = _prefix(below[0])
            rows = [[0] * size, [0] * size]
            for lethal in (0, 1):
                keep_prefix = _prefix(below[lethal])
                can_receive = lethal == 1 or not gated[i]
                row = rows[lethal]
                for r in range(size):
                    top = r if can_receive else 0
                    # a in [0, min(need-1, top)] leaves the slot short of lethal
                    short_hi = min(need - 1, top)
                    total = _range_sum(fail_prefix, r, 0, short_hi) if short_hi >= 0 else 0
                    if top >= need:
                        total += _range_sum(keep_prefix, r, need, top)
                    row[r] = total
            below = rows
            if keep:
                kept.append(rows)
        if not keep:
            return [below]
        kept.reverse()
        return kept

    def count(self) -> int:
        """The number of legal assignments; without the whole table when it
        is not built already (memory in the damage alone, not in the damage
        times the slots)."""
        if self._ways is None:
            return self._build(keep=False)[0][1][self.amount]
        return self._ways[0][1][self.amount]

    def walk(self) -> Iterator[tuple[int, ...]]:
        """Every legal amount vector, most damage to earlier slots first."""
        ways, needs, gated = self.ways, self.needs, self.gated
        m = len(needs)
        if ways[0][1][self.amount] == 0:
            return
        if m == 0:
            yield ()
            return
        last = m - 1
        chosen = [0] * m
        # An explicit stack of (slot, lethal so far, remaining, largest amount
        # still to try); a sibling is pushed before its child so that the walk
        # is depth first with amounts in descending order. The table only
        # leads into slots that can complete, so the last slot takes whatever
        # is left.
        stack: list[tuple[int, int, int, int]] = [(0, 1, self.amount, self._top(0, 1, self.amount))]
        pop, push = stack.pop, stack.append
        while stack:
            i, lethal, remaining, nxt = pop()
            if i == last:
                chosen[i] = remaining
                yield tuple(chosen)
                continue
            need, below = needs[i], ways[i + 1]
            while nxt >= 0 and not below[lethal if nxt >= need else 0][remaining - nxt]:
                nxt -= 1
            if nxt < 0:
                continue
            chosen[i] = nxt
            if nxt:
                push((i, lethal, remaining, nxt - 1))
            after = lethal if nxt >= need else 0
            rest = remaining - nxt
            if i + 1 == last:
                chosen[last] = rest
                yield tuple(chosen)
            else:
                push((i + 1, after, rest, rest if (after or not gated[i + 1]) else 0))

    def _top(self, i: int, lethal: int, remaining: int) -> int:
        """The largest amount slot ``i`` may take."""
        if i >= len(self.needs):
            return 0
        return remaining if (lethal or not self.gated[i]) else 0


def _prefix(values: list[int]) -> list[int]:
    out = [0] * (len(values) + 1)
    running = 0
    for k, v in enumerate(values):
        running += v
        out[k + 1] = running
    return out


def _range_sum(prefix: list[int], r: int, lo: int, hi: int) -> int:
    """sum(values[r - a] for a in lo..hi), from a prefix-sum list."""
    return prefix[r - lo + 1] - prefix[r - hi]


class LegalAssignments:
    """The legal assignments of one creature in one step, the other creatures'
    assignments held fixed (a lazy collection, like python-chess's
    ``legal_moves``): iterate it, ``count()`` it without enumerating, test
    ``assignment in it``, or ``bool()`` it.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> options = legal_assignments(board, "ogre", "2023")
    >>> [str(a) for a in options][:2], options.count(), Assignment.parse("ogre: bear=5") in options
    (['ogre: elf=5', 'ogre: elf=4 bear=1'], 5, False)
    """

    def __init__(
        self,
        board: Board,
        plan: DamagePlan,
        others: Package,
        incoming: _Incoming | None = None,
    ) -> None:
        self.board = board
        self.plan = plan
        self.others = others
        if incoming is None:
            incoming = _Incoming.of(board, (a for a in others if a.creature != plan.creature))
        self._incoming = incoming
        need = incoming.need
        deathtouch = plan.deathtouch
        self._tables = tuple(
            [
                _Table(
                    lay.amount,
                    tuple([s.gated for s in lay.slots]),
                    tuple([need(s, deathtouch) for s in lay.slots]),
                )
                for lay in plan.layouts
            ]
        )

    @property
    def creature(self) -> str:
        """The creature whose assignments these are.

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> legal_assignments(board, "ogre", "current").creature
        'ogre'
        """
        return self.plan.creature

    def _in_layout(self, index: int, a: Assignment) -> bool:
        layout = self.plan.layouts[index]
        ids = layout.ids
        amounts = dict(a.amounts)  # one lookup per slot, not a scan (amount_to)
        # its recipients among the slots, its total the layout's (both in C)
        if not amounts.keys() <= set(ids) or sum(amounts.values()) != layout.amount:
            return False
        table = self._tables[index]
        lethal = True
        for i, sid in enumerate(ids):
            amount = amounts.get(sid, 0)
            if amount > 0 and table.gated[i] and not lethal:
                return False
            lethal = lethal and amount >= table.needs[i]
        return True

    def __contains__(self, item: object) -> bool:
        if not isinstance(item, Assignment) or item.creature != self.plan.creature:
            return False
        for i in range(len(self._tables)):  # noqa: SIM110 - no generator on a hot path
            if self._in_layout(i, item):
                return True
        return False

    def __iter__(self) -> Iterator[Assignment]:
        creature = self.plan.creature
        trusted = Assignment._trusted
        for index, (layout, table) in enumerate(zip(self.plan.layouts, self._tables, strict=True)):
            ids = layout.slot_ids()
            for vector in table.walk():
                a = trusted(creature, tuple((r, n) for r, n in zip(ids, vector, strict=True) if n))
                if index and any(self._in_layout(k, a) for k in range(index)):
                    continue
                yield a

    def prepare(self) -> None:
        """Build the whole counting tables now, as iterating needs them: a
        caller's checks (:func:`mtgcombat.core.budget.tick`, once a row) then
        see that work as it is done, and :meth:`count` reads the tables.

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> options = legal_assignments(board, "ogre", "current")
        >>> options.prepare()
        >>> options.count()
        6
        """
        for table in self._tables:
            _ = table.ways

    def count(self) -> int:
        """How many legal assignments there are, in polynomial time.

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> legal_assignments(board, "ogre", "current").count()
        6
        >>> legal_assignments(board, "ogre", "2023").count()
        5
        """
        total = self._tables[0].count()
        for index in range(1, len(self._tables)):
            # A second layout (as though unblocked) has at most amount + 1
            # options; count those the first layout does not already allow.
            layout = self.plan.layouts[index]
            ids = layout.slot_ids()
            for vector in self._tables[index].walk():
                a = Assignment(self.plan.creature, tuple(zip(ids, vector, strict=True)))
                if not any(self._in_layout(k, a) for k in range(index)):
                    total += 1
        return total

    def __len__(self) -> int:
        return self.count()

    def __bool__(self) -> bool:
        return any(t.count() > 0 for t in self._tables)

    def __repr__(self) -> str:
        return f"<LegalAssignments {self.plan.creature}: {self.count()}>"

    def __reduce__(self) -> tuple[Any, ...]:
        # copy and pickle: made again from what made it (the class is a C
        # extension type in the compiled build, which has no default way to
        # copy it)
        return (LegalAssignments, (self.board, self.plan, self.others, self._incoming.copy()))


def legal_assignments(
    board: Board,
    creature: str,
    rules: RuleSet | str,
    step: Step | str = Step.REGULAR,
    others: Package | None = None,
) -> LegalAssignments:
    """The legal assignments of one creature, with every other creature's
    assignment held at ``others`` (creatures with no choice are filled in).

    Raises ``KeyError`` (with the id) for a creature not on the board and
    ``ValueError`` if the creature assigns no combat damage in this step.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> [str(a) for a in legal_assignments(board, "ogre", "current")][:3]
    ['ogre: elf=5', 'ogre: elf=4 B=1', 'ogre: elf=3 B=2']
    """
    rules = RuleSet.coerce(rules)
    step = Step.coerce(step)
    board.permanent(creature)  # KeyError for an id not on the board
    plan = damage_plan(board, creature, rules, step)
    if plan is None:
        raise ValueError(f"{creature} assigns no combat damage in the {step} step")
    plans = _step_plans(board, rules, step)
    given = (others or Package()).without(creature)
    fixed = given.merged(implied_assignments(board, plans, given)).without(creature)
    return LegalAssignments(board, plan, fixed)
