"""Combat damage assignment (CR 510.1) under both rule sets.

The questions this module answers, each for a board, a rule set and a step:

* who assigns combat damage and to what (:func:`damage_plan`);
* is a player's whole assignment package legal (:func:`is_legal`, 510.1e);
* which assignments can one creature make (:func:`legal_assignments`, a lazy
  collection that iterates, counts in polynomial time and answers ``in``);
* a plain default choice for callers that want one (:func:`default_assignment`).

How it works: a creature's options are described by a :class:`Layout`, an
ordered list of recipient slots. A *gated* slot may receive damage only when
every earlier slot is assigned lethal damage. Under the 2023 rules every
blocker in the damage assignment order is gated (510.1c-d); under the current
rules blockers are free and only trample's extra recipients are gated
(702.19b-c). Checking, enumeration and counting all read the same layout.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> gorger = Permanent(id="gorger", controller="A", power=5, toughness=6, attacking="B")
>>> guard = Permanent(id="guard", controller="B", power=0, toughness=3, blocking=("gorger",))
>>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("gorger",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(gorger, guard, elf),
...               active_player="A", orders={"gorger": ("guard", "elf")})
>>> options = legal_assignments(board, "gorger", RuleSet.R2023)
>>> [str(a) for a in options]
['gorger: guard=5', 'gorger: guard=4 elf=1', 'gorger: guard=3 elf=2']
>>> legal_assignments(board, "gorger", RuleSet.CURRENT).count()
6
>>> verdict = is_legal(board, Package.parse("gorger: guard=2 elf=3"), RuleSet.R2023)
>>> [v.rule for v in verdict]
['510.1c']
"""

from __future__ import annotations

import enum
import weakref
from collections.abc import ItemsView, Iterable, Iterator, Mapping, ValuesView
from dataclasses import field
from typing import Any, Final

from mtgcombat.core.budget import tick
from mtgcombat.core.model import (
    _NO_COUNTERS,
    Ability,
    Board,
    CardType,
    Keyword,
    Permanent,
    Zone,
    _init_twin,
    carried_over,
    fast_init,
    fast_new,
)
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.validation import require_package_ids, require_player
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.verdict import ParamValue, Verdict, Violation

# ---------------------------------------------------------------------------
# Value objects
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class Assignment:
    """How one creature assigns its combat damage: recipient id -> amount.

    Zero amounts are dropped; equality ignores the order of recipients. The
    text notation is ``creature: recipient=amount ...``, or ``creature: -``
    for a creature that assigns nothing.

    >>> a = Assignment.parse("gorger: guard=3 elf=2")
    >>> a.amount_to("elf"), a.total
    (2, 5)
    >>> a == Assignment("gorger", (("elf", 2), ("guard", 3)))
    True
    >>> str(Assignment("gorger", ()))
    'gorger: -'
    """

    creature: str
    amounts: tuple[tuple[str, int], ...]

    def __post_init__(self) -> None:
        seen: dict[str, int] = {}
        for recipient, amount in self.amounts:
            if amount < 0:
                raise ValueError(f"{self.creature}: negative damage {amount} to {recipient}")
            if recipient in seen:
                raise ValueError(f"{self.creature}: recipient {recipient} named twice")
            seen[recipient] = amount
        object.__setattr__(self, "amounts", tuple([(r, a) for r, a in self.amounts if a > 0]))

    @classmethod
    def _trusted(cls, creature: str, amounts: tuple[tuple[str, int], ...]) -> Assignment:
        # For amounts the library built itself: distinct recipients, no zero
        # or negative amount. Skips the checks of __init__.
        out = _NEW(cls)
        _SET_CREATURE(out, creature)
        _SET_AMOUNTS(out, amounts)
        return out

    @classmethod
    def of(cls, creature: str, amounts: Mapping[str, int]) -> Assignment:
        """Build from a mapping, keeping its order.

        >>> str(Assignment.of("ogre", {"elf": 1, "B": 4}))
        'ogre: elf=1 B=4'
        """
        return cls(creature, tuple(amounts.items()))

    @classmethod
    def parse(cls, text: str) -> Assignment:
        """Read the text notation ``creature: recipient=amount ...``.

        >>> Assignment.parse("ogre: elf=1 B=4").total
        5
        """
        head, sep, body = text.partition(":")
        creature = head.strip()
        if not sep or not creature:
            raise ValueError(f'"{text}" is not "creature: recipient=amount ..."')
        pairs: list[tuple[str, int]] = []
        for token in body.split():
            if token == "-":
                continue
            recipient, eq, amount = token.partition("=")
            if not eq or not recipient:
                raise ValueError(f'"{token}" is not "recipient=amount"')
            try:
                pairs.append((recipient, int(amount)))
            except ValueError:
                raise ValueError(f'"{amount}" in "{token}" is not a whole number') from None
        return cls(creature, tuple(pairs))

    def amount_to(self, recipient: str) -> int:
        """How much damage it assigns to this recipient (0 if none).

        >>> a = Assignment.parse("ogre: elf=1 bear=4")
        >>> a.amount_to("bear"), a.amount_to("B")
        (4, 0)
        """
        for r, a in self.amounts:
            if r == recipient:
                return a
        return 0

    @property
    def total(self) -> int:
        """The damage assigned in all.

        >>> Assignment.parse("ogre: elf=1 B=4").total
        5
        """
        return sum([a for _, a in self.amounts])

    @property
    def recipients(self) -> tuple[str, ...]:
        """Who gets damage, in the order the assignment lists them.

        >>> Assignment.parse("ogre: elf=1 B=4").recipients
        ('elf', 'B')
        """
        return tuple([r for r, _ in self.amounts])

    def as_dict(self) -> dict[str, int]:
        """The amounts as a mapping from recipient to damage.

        >>> Assignment.parse("ogre: elf=1 bear=4").as_dict()
        {'elf': 1, 'bear': 4}
        """
        return dict(self.amounts)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Assignment):
            return NotImplemented
        return self.creature == other.creature and set(self.amounts) == set(other.amounts)

    def __hash__(self) -> int:
        return hash((self.creature, frozenset(self.amounts)))

    def __str__(self) -> str:
        body = " ".join(f"{r}={a}" for r, a in self.amounts) or "-"
        return f"{self.creature}: {body}"

    def __repr__(self) -> str:
        return f"Assignment.parse({str(self)!r})"


_NEW: Final = object.__new__  # (a C static in the compiled build)
_SET_CREATURE: Final = vars(Assignment)["creature"].__set__
_SET_AMOUNTS: Final = vars(Assignment)["amounts"].__set__
_ASSIGNMENT_TWIN: Final[Any] = _init_twin(Assignment)
assert _ASSIGNMENT_TWIN is not None  # a slotted class straight on object


def _new_assignment(creature: str, amounts: tuple[tuple[str, int], ...]) -> Assignment:
    """``Assignment._trusted`` for the step plans' forced assignments: the
    two fields stored on the twin class (see model.fast_init), which is
    then given the real class."""
    out: Any = _NEW(_ASSIGNMENT_TWIN)
    out.creature = creature
    out.amounts = amounts
    out.__class__ = Assignment
    made: Assignment = out
    return made


@dataclass(frozen=True, slots=True, eq=False)
class Package:
    """A player's whole assignment for one step (510.1e): one
    :class:`Assignment` per creature. Equality ignores order.

    >>> p = Package.parse("baloth: armodon=1 brigade=1 ape=5; boars: brigade=3 piker=1")
    >>> p["boars"].total
    4
    >>> str(p)
    'baloth: armodon=1 brigade=1 ape=5; boars: brigade=3 piker=1'
    """

    assignments: tuple[Assignment, ...] = ()
    _by_creature: dict[str, Assignment] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        index = {a.creature: a for a in self.assignments}
        if len(index) != len(self.assignments):
            raise ValueError("a package assigns each creature's damage once")
        object.__setattr__(self, "_by_creature", index)

    @classmethod
    def of(cls, assignments: Iterable[Assignment]) -> Package:
        """Build from assignments (each creature at most once).

        >>> str(Package.of([Assignment.parse("elf: ogre=1"), Assignment.parse("ogre: elf=5")]))
        'elf: ogre=1; ogre: elf=5'
        """
        return cls(tuple(assignments))

    @classmethod
    def _trusted(cls, assignments: tuple[Assignment, ...]) -> Package:
        # For assignments the library put together itself, one per creature
        # (a subset or union of packages it already checked): skips the
        # checks of __init__.
        out = _NEW(cls)
        _SET_ASSIGNMENTS(out, assignments)
        _SET_BY_CREATURE(out, {a.creature: a for a in assignments})
        return out

    @classmethod
    def parse(cls, text: str) -> Package:
        """Read ``a: x=1 y=2; b: z=3`` (assignments separated by ``;``).

        >>> len(Package.parse("ogre: elf=1 B=4; elf: ogre=1"))
        2
        """
        parts = [p for p in (s.strip() for s in text.split(";")) if p]
        return cls(tuple(Assignment.parse(p) for p in parts))

    def __getitem__(self, creature: str) -> Assignment:
        return self._by_creature[creature]

    def get(self, creature: str) -> Assignment | None:
        """This creature's assignment, or None when the package has none.

        >>> p = Package.parse("ogre: elf=5")
        >>> str(p.get("ogre")), p.get("elf")
        ('ogre: elf=5', None)
        """
        return self._by_creature.get(creature)

    def __contains__(self, creature: object) -> bool:
        return creature in self._by_creature

    def __iter__(self) -> Iterator[Assignment]:
        return iter(self.assignments)

    def __len__(self) -> int:
        return len(self.assignments)

    def creatures(self) -> tuple[str, ...]:
        """The creatures the package assigns for, in its order.

        >>> Package.parse("ogre: elf=5; elf: ogre=1").creatures()
        ('ogre', 'elf')
        """
        return tuple(a.creature for a in self.assignments)

    def with_assignment(self, assignment: Assignment) -> Package:
        """A copy with this creature's assignment replaced (or added).

        >>> p = Package.parse("ogre: elf=5; elf: ogre=1")
        >>> str(p.with_assignment(Assignment.parse("ogre: elf=1 B=4")))
        'elf: ogre=1; ogre: elf=1 B=4'
        """
        rest = tuple(a for a in self.assignments if a.creature != assignment.creature)
        return Package((*rest, assignment))

    def without(self, creature: str) -> Package:
        """A copy without this creature's assignment.

        >>> str(Package.parse("ogre: elf=5; elf: ogre=1").without("ogre"))
        'elf: ogre=1'
        """
        return Package(tuple(a for a in self.assignments if a.creature != creature))

    def merged(self, other: Package) -> Package:
        """This package plus the other's creatures that this one does not name.

        >>> mine = Package.parse("ogre: elf=5")
        >>> str(mine.merged(Package.parse("ogre: B=5; elf: ogre=1")))
        'ogre: elf=5; elf: ogre=1'
        """
        if not other.assignments:
            return self
        if not self.assignments:
            return other
        mine = self._by_creature
        return Package._trusted(
            (*self.assignments, *(a for a in other.assignments if a.creature not in mine))
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Package):
            return NotImplemented
        return frozenset(self.assignments) == frozenset(other.assignments)

    def __hash__(self) -> int:
        return hash(frozenset(self.assignments))

    def __str__(self) -> str:
        return "; ".join(str(a) for a in self.assignments)

    def __repr__(self) -> str:
        return f"Package.parse({str(self)!r})"


_SET_ASSIGNMENTS: Final = vars(Package)["assignments"].__set__
_SET_BY_CREATURE: Final = vars(Package)["_by_creature"].__set__
EMPTY_PACKAGE: Final = Package()

# ---------------------------------------------------------------------------
# Who assigns what: plans and layouts
# ---------------------------------------------------------------------------


class Role(enum.Enum):
    """What a recipient slot is, relative to the creature assigning.

    >>> [role.value for role in Role]
    ['blocker', 'attacker', 'target', 'controller']
    """

    __hash__ = object.__hash__  # singletons: identity hash, in C (see model.Keyword)

    BLOCKER = "blocker"  # a creature blocking the attacker that assigns
    ATTACKER = "attacker"  # an attacker blocked by the blocker that assigns
    TARGET = "target"  # the player, planeswalker or battle being attacked
    CONTROLLER = "controller"  # the planeswalker's controller (702.19c, 702.19e)


class LayoutKind(enum.Enum):
    """Which rule shapes a layout.

    >>> LayoutKind.BLOCKER_FREE.value
    '510.1d'
    """

    __hash__ = object.__hash__  # singletons: identity hash, in C (see model.Keyword)

    UNBLOCKED = "510.1b"
    BLOCKED_ORDERED = "510.1c (2023)"
    BLOCKED_FREE = "510.1c"
    BLOCKER_ORDERED = "510.1d (2023)"
    BLOCKER_FREE = "510.1d"
    BANDING_DEFENDER = "702.22j"
    BANDING_ATTACKER = "702.22k"
    AS_THOUGH_UNBLOCKED = "as though unblocked"
    NOTHING = "no damage"


# Enum members read in the hot paths, bound once: in Python 3.11 a read
# through the class (``Keyword.TRAMPLE``) goes through EnumType.__getattr__,
# several times the cost of a global. Final: the compiled build keeps a
# Final name in a C static, where it looks a global up in a dict each time.
_TYPE_BATTLE: Final = CardType.BATTLE
_TYPE_PLANESWALKER: Final = CardType.PLANESWALKER
_KW_BANDING: Final = Keyword.BANDING
_KW_DEATHTOUCH: Final = Keyword.DEATHTOUCH
_KW_DOUBLE_STRIKE: Final = Keyword.DOUBLE_STRIKE
_KW_FIRST_STRIKE: Final = Keyword.FIRST_STRIKE
_KW_TRAMPLE: Final = Keyword.TRAMPLE
_KW_TRAMPLE_OVER_PLANESWALKERS: Final = Keyword.TRAMPLE_OVER_PLANESWALKERS
_LAYOUT_AS_THOUGH_UNBLOCKED: Final = LayoutKind.AS_THOUGH_UNBLOCKED
_LAYOUT_BANDING_ATTACKER: Final = LayoutKind.BANDING_ATTACKER
_LAYOUT_BANDING_DEFENDER: Final = LayoutKind.BANDING_DEFENDER
_LAYOUT_BLOCKED_FREE: Final = LayoutKind.BLOCKED_FREE
_LAYOUT_BLOCKED_ORDERED: Final = LayoutKind.BLOCKED_ORDERED
_LAYOUT_BLOCKER_FREE: Final = LayoutKind.BLOCKER_FREE
_LAYOUT_BLOCKER_ORDERED: Final = LayoutKind.BLOCKER_ORDERED
_LAYOUT_NOTHING: Final = LayoutKind.NOTHING
_LAYOUT_UNBLOCKED: Final = LayoutKind.UNBLOCKED
_ROLE_ATTACKER: Final = Role.ATTACKER
_ROLE_BLOCKER: Final = Role.BLOCKER
_ROLE_CONTROLLER: Final = Role.CONTROLLER
_ROLE_TARGET: Final = Role.TARGET
_STEP_FIRST_STRIKE: Final = Step.FIRST_STRIKE
_STEP_REGULAR: Final = Step.REGULAR
_R2023: Final = RuleSet.R2023
_BATTLEFIELD: Final = Zone.BATTLEFIELD
_CREATURE: Final = CardType.CREATURE


@fast_init
@dataclass(frozen=True, slots=True)
class Slot:
    """One possible recipient of a creature's combat damage.

    ``threshold`` is what "lethal" means for it before any assignment: the
    creature's toughness minus damage already marked (floored at 0), or a
    planeswalker's loyalty. ``gated`` slots take damage only once every earlier
    slot is assigned lethal damage; ``rule`` is the rule that gate comes from.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> [(s.id, s.role, s.gated) for s in damage_plan(board, "ogre", "2023").layouts[0].slots]
    [('elf', <Role.BLOCKER: 'blocker'>, True), ('bear', <Role.BLOCKER: 'blocker'>, True)]
    """

    id: str
    role: Role
    gated: bool
    threshold: int
    is_creature: bool
    rule: str


@fast_init
@dataclass(frozen=True, slots=True)
class Layout:
    """The shape of a creature's legal assignments: an amount and its slots.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> layout = damage_plan(board, "ogre", "current").layouts[0]
    >>> layout.kind, layout.amount, layout.slot_ids()
    (<LayoutKind.BLOCKED_FREE: '510.1c'>, 5, ('elf', 'bear'))
    """

    kind: LayoutKind
    amount: int
    slots: tuple[Slot, ...]
    rule: str
    ids: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ids", tuple([s.id for s in self.slots]))

    def slot_ids(self) -> tuple[str, ...]:
        """The recipients' ids, in slot order.

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> damage_plan(board, "ogre", "current").layouts[0].slot_ids()
        ('elf', 'bear')
        """
        return self.ids


@fast_init
@dataclass(frozen=True, slots=True)
class DamagePlan:
    """How one creature assigns combat damage in one step.

    ``assigner`` is the player who decides (510.1; banding moves the choice,
    702.22j-k). ``layouts`` has one entry, or two when the creature may assign
    "as though it weren't blocked". ``amount`` is 510.1a's amount (power, or
    toughness for Doran-like creatures), before 510.1c's "no blockers left".

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> plan = damage_plan(board, "ogre", "2023")
    >>> plan.assigner, plan.amount, plan.deathtouch, len(plan.layouts)
    ('A', 5, False, 1)
    """

    creature: str
    assigner: str
    amount: int
    deathtouch: bool
    layouts: tuple[Layout, ...]

    @property
    def has_choice(self) -> bool:
        """Whether more than one assignment could ever be legal.

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> plan = damage_plan(board, "ogre", "current")
        >>> plan.has_choice, damage_plan(board, "elf", "current").has_choice
        (True, False)
        """
        if len(self.layouts) > 1:
            return True
        layout = self.layouts[0]
        return layout.amount > 0 and len(layout.slots) > 1

    def forced(self) -> Assignment | None:
        """The only possible assignment when there is no choice, else ``None``.

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> str(damage_plan(board, "elf", "current").forced())
        'elf: ogre=1'
        >>> str(damage_plan(board, "ogre", "current").forced())
        'ogre: elf=5'
        """
        layouts = self.layouts
        layout = layouts[0]
        amount = layout.amount
        if len(layouts) > 1 or (amount > 0 and len(layout.slots) > 1):
            return None  # has_choice
        if amount == 0 or not layout.slots:
            return Assignment._trusted(self.creature, ())
        if amount < 0:
            return Assignment(self.creature, ((layout.slots[0].id, amount),))  # raises
        return Assignment._trusted(self.creature, ((layout.slots[0].id, amount),))


# The plans' values made without the class call (model.fast_new; the layout
# with its ids, as its __post_init__ sets them).
_new_slot = fast_new(Slot)
_new_plan = fast_new(DamagePlan)
_LAYOUT_TWIN: Final[Any] = _init_twin(Layout)
assert _LAYOUT_TWIN is not None  # a slotted class straight on object


def _new_layout(kind: LayoutKind, amount: int, slots: tuple[Slot, ...], rule: str) -> Layout:
    out: Any = _NEW(_LAYOUT_TWIN)
    out.kind = kind
    out.amount = amount
    out.slots = slots
    out.rule = rule
    out.ids = tuple([s.id for s in slots])
    out.__class__ = Layout
    made: Layout = out
    return made


def first_strike_step_exists(board: Board) -> bool:
    """Whether combat has a first-strike damage step (510.4): some attacking or
    blocking creature has first strike or double strike, or one had it when the
    first-strike step began (``had_first_strike``: that step has happened).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> first_strike_step_exists(board)
    False
    """
    abilities = combat_abilities(board)
    return (
        _KW_FIRST_STRIKE in abilities
        or _KW_DOUBLE_STRIKE in abilities
        or first_strike_step_happened(board)
    )


def combat_abilities(board: Board) -> frozenset[Ability]:
    """Every ability some attacking or blocking creature has, once per board:
    "does a creature in combat have first strike / banding" is then one
    lookup (the union runs in C, with the hashes the sets already hold).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"],
    ...                 abilities={"deathtouch"})
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> sorted(a.value for a in combat_abilities(board))
    ['deathtouch', 'trample']
    """
    # Board.derived, inlined (no closure made for a value already there)
    memo = board._memo
    found = memo.get(_COMBAT_ABILITIES)
    if found is None:
        found = memo[_COMBAT_ABILITIES] = _union_abilities(board)
    return found  # type: ignore[return-value]


# the abilities do not change with damage or the first-strike marks
_COMBAT_ABILITIES: Final = carried_over("combat_abilities")


def _union_abilities(board: Board) -> frozenset[Ability]:
    by_id = board._by_id  # a dict lookup per creature, not a method call
    return frozenset().union(*[by_id[c].abilities for c in board.in_combat()])


def first_strike_step_happened(board: Board) -> bool:
    """Whether the first-strike step has begun: some permanent is recorded as
    having had first strike or double strike then (even one that has since
    died or left combat; end of combat clears the record).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat.core.model import evolve
    >>> first_strike_step_happened(board)
    False
    >>> first_strike_step_happened(board.with_permanents([evolve(ogre, had_first_strike=True)]))
    True
    """
    # Board.derived, inlined (no closure made for a value already there)
    memo = board._memo
    found = memo.get("first_strike_step_happened")
    if found is None:
        found = memo["first_strike_step_happened"] = _had_first_strike(board)
    return found  # type: ignore[return-value]


def _had_first_strike(board: Board) -> bool:
    for p in board.permanents:  # noqa: SIM110 - no generator on a hot path
        if p.had_first_strike:
            return True
    return False


def assigns_in_step(board: Board, creature: str, step: Step | str) -> bool:
    """Whether an attacking or blocking creature assigns combat damage in this
    step (510.4, 702.4b, 702.7b). In the first-strike step: creatures with first
    strike or double strike. In the regular step after it: creatures that had
    neither as the first-strike step began, and creatures that have double
    strike now (702.4c-d, 702.7c). With no first-strike step, everyone assigns
    in the regular step.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> assigns_in_step(board, "ogre", "first-strike"), assigns_in_step(board, "ogre", "regular")
    (False, True)
    """
    step = Step.coerce(step)
    return _assigns(board.permanent(creature), step, *_step_facts(board))


def _step_facts(board: Board) -> tuple[bool, bool]:
    """Whether the first-strike step has happened, and whether it exists."""
    happened = first_strike_step_happened(board)
    return happened, happened or first_strike_step_exists(board)


def _assigns(perm: Permanent, step: Step, happened: bool, exists: bool) -> bool:
    abilities = perm.abilities
    if step is _STEP_FIRST_STRIKE:
        return _KW_FIRST_STRIKE in abilities or _KW_DOUBLE_STRIKE in abilities
    if happened:
        return _KW_DOUBLE_STRIKE in abilities or not perm.had_first_strike
    if not exists:
        return True
    return _KW_DOUBLE_STRIKE in abilities or _KW_FIRST_STRIKE not in abilities


def steps(board: Board) -> tuple[Step, ...]:
    """The combat damage steps still to come, in order: the first-strike step
    (if the combat has one and it has not begun) and the regular step.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> steps(board)
    (<Step.REGULAR: 'regular'>,)
    """
    if first_strike_step_exists(board) and not first_strike_step_happened(board):
        return (_STEP_FIRST_STRIKE, _STEP_REGULAR)
    return (_STEP_REGULAR,)


def first_step_of(board: Board, creature: str) -> Step:
    """The first step in which the creature assigns combat damage.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> first_step_of(board, "ogre")
    <Step.REGULAR: 'regular'>
    """
    if assigns_in_step(board, creature, _STEP_FIRST_STRIKE):
        return _STEP_FIRST_STRIKE
    return _STEP_REGULAR


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
        return _new_layout(_LAYOUT_NOTHING, 0, (), "506.4c")
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
        abilities = perm.abilities
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
        if perm.assigns_no_combat_damage:
            amount = 0
        else:
            counters = perm.counters
            amount = perm.toughness if perm.assigns_damage_by_toughness else perm.power
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
            elif not perm.assign_as_though_unblocked:
                if declared is not None and len(declared) == 1:
                    # blockers_of, inlined for one declared blocker (510.1c)
                    blocker = by_id[declared[0]]
                    blockers: tuple[str, ...] = (
                        declared
                        if blocker.zone is _BATTLEFIELD and _CREATURE in blocker.types
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
        forced_of[creature] = _new_assignment(
            creature, ((recipients[0], amount),) if amount and recipients else ()
        )
    return plans


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


# ---------------------------------------------------------------------------
# Checking a package (510.1e)
# ---------------------------------------------------------------------------


def _v(rule: str, code: str, objects: Iterable[str], **params: ParamValue) -> Violation:
    return Violation(rule, code, tuple(objects), tuple(params.items()))


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


def _lethal_amount(plan: DamagePlan, slot: Slot) -> int:
    """The amount the message states as lethal for a slot left short: its
    threshold, except that 1 damage from a source with deathtouch is lethal
    to a creature (702.2c; 702.19b counts it for trample too). A
    planeswalker's threshold is its loyalty, which deathtouch does not
    change."""
    if plan.deathtouch and slot.is_creature:
        return min(slot.threshold, 1)
    return slot.threshold


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

    def _build(self) -> list[list[list[int]]]:
        amount, gated, needs = self.amount, self.gated, self.needs
        m = len(needs)
        size = amount + 1
        ways = [[[0] * size, [0] * size] for _ in range(m + 1)]
        ways[m][0][0] = ways[m][1][0] = 1
        for i in range(m - 1, -1, -1):
            tick()  # a row is amount + 1 sums of big numbers: the server's budget
            need = needs[i]
            fail_prefix = _prefix(ways[i + 1][0])
            for lethal in (0, 1):
                keep_prefix = _prefix(ways[i + 1][lethal])
                can_receive = lethal == 1 or not gated[i]
                row = ways[i][lethal]
                for r in range(size):
                    top = r if can_receive else 0
                    # a in [0, min(need-1, top)] leaves the slot short of lethal
                    short_hi = min(need - 1, top)
                    total = _range_sum(fail_prefix, r, 0, short_hi) if short_hi >= 0 else 0
                    if top >= need:
                        total += _range_sum(keep_prefix, r, need, top)
                    row[r] = total
        return ways

    def count(self) -> int:
        return self.ways[0][1][self.amount]

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
        choice = _new_assignment(plan.creature, tuple([(r, n) for r, n in amounts.items() if n]))
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
    return _new_assignment(creature, tuple([(r, n) for r, n in amounts.items() if n]))


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
            left.append((creature, blockers, amount, _KW_DEATHTOUCH in perm.abilities, excess))
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
                if source is not None and _KW_DEATHTOUCH in source.abilities:
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
            if source is not None and _KW_DEATHTOUCH in source.abilities:
                deathtouched.update([r for r, _ in amounts if r in wanted])
        chosen.append(choice)
    # one assignment per creature by construction (each plan's creature at
    # most once, none of them in ``package``): Package's check is skipped
    return Package._trusted((*package.assignments, *chosen))
