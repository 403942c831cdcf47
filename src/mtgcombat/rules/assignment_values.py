"""Combat damage assignments as values (CR 510.1): one creature's
:class:`Assignment` (amounts to recipients) and one player's :class:`Package`
(an assignment per creature in a step), with their text forms and the empty
package.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import field
from typing import Any, Final

from mtgcombat.core.model import _init_twin
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

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


def new_assignment(creature: str, amounts: tuple[tuple[str, int], ...]) -> Assignment:
    """``Assignment._trusted`` for the step plans' forced assignments: the
    two fields stored on the twin class (see model.fast_init), which is
    then given the real class.

    >>> made = new_assignment("bear", (("B", 2),))
    >>> made == Assignment("bear", (("B", 2),)), made.total
    (True, 2)
    """
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
