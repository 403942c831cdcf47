"""One player's legal packages in one damage step (510.1e), enumerated:
every creature's legal assignments combined and the package checked, with the
cuts the fight search passes (interchangeable recipients, the few divisions
that matter) and the clock ticking, so that billions of divisions can be
walked and stopped rather than listed.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Generic, TypeVar

from mtgcombat.core.budget import watching
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.rules.assignment import (
    Assignment,
    DamagePlan,
    LegalAssignments,
    Package,
    is_legal,
)
from mtgcombat.rules.assignment_options import _Incoming, _recipients
from mtgcombat.rules.assignment_plans import _step_plans
from mtgcombat.solver.clock import _Clock
from mtgcombat.solver.reduce import Decider, few_divisions

_C = TypeVar("_C")


def legal_packages(
    board: Board,
    rules: RuleSet | str,
    step: Step | str,
    player: str,
    context: Package | None = None,
) -> Iterator[Package]:
    """Every legal package of ``player`` for this step (510.1e), the other
    player's assignments held at ``context``: each creature the player assigns
    for gets one of its assignments, and the whole package is checked. For
    fights and small boards: the count is the product of the creatures'
    options.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> hill = Permanent(id="hill", controller="A", power=3, toughness=3, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("hill",))
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("hill",))
    >>> board = Board(players=(Player("A"), Player("B")), permanents=(hill, elf, bear),
    ...               active_player="A")
    >>> len(list(legal_packages(board, RuleSet.CURRENT, Step.REGULAR, "A")))
    4
    """
    rules = RuleSet.coerce(rules)
    step = Step.coerce(step)
    yield from _packages(board, rules, step, player, context or Package(), ())


def _packages(
    board: Board,
    rules: RuleSet,
    step: Step,
    player: str,
    others: Package,
    alike: Sequence[Sequence[str]],
    decider: Decider | None = None,
    clock: _Clock | None = None,
) -> Iterator[Package]:
    """:func:`legal_packages`, leaving out each package that puts less damage
    on an earlier creature of an ``alike`` group than on a later one (the
    groups hold interchangeable recipients; the fight search passes them).
    With a ``clock``, every option walked and every package checked ticks it
    (:class:`_OutOfTime` once it runs out). The cut is made only for a group
    one creature alone can damage: when two can, packages in which they pick
    different members have no swapped twin among those kept. With a
    ``decider``, each creature whose damage can be divided only in a few ways
    that matter gets just those (:func:`~mtgcombat.solver.reduce.few_divisions`)."""
    plans = _step_plans(board, rules, step)
    mine = [c for c, p in plans.items() if p.assigner == player]
    if all(plans[c].forced() is not None for c in mine):
        # No choice at all: the one package is legal by construction.
        yield Package(tuple(a for c in mine if (a := plans[c].forced()) is not None))
        return
    reached_by: dict[str, set[str]] = {}
    for c, plan in plans.items():
        for recipient in _recipients(plan):
            reached_by.setdefault(recipient, set()).add(c)
    # Swapping the members of a group is a symmetry only while one creature
    # alone can damage them (see above).
    alike = [
        group
        for group in alike
        if len(set().union(*(reached_by.get(m, set()) for m in group))) <= 1
    ]
    # When no two creatures of the step can damage the same recipient, each
    # creature's options are exact and independent: every combination is legal.
    independent = all(len(by) == 1 for by in reached_by.values()) and not any(
        a.creature not in plans for a in others
    )
    options: list[Iterable[Assignment]] = []
    # The counting tables (a row per tick) and the reduction are as long as
    # the damage: the clock stops them too (the time limit holds).
    with watching(clock.tick) if clock is not None else contextlib.nullcontext():
        _options(board, step, plans, mine, reached_by, alike, decider, clock, options)
    for combo in _combinations(options):
        if clock is not None:
            clock.tick()
        package = Package(combo)
        if independent or is_legal(board, package, rules, step, player=player, context=others):
            yield package


def _options(
    board: Board,
    step: Step,
    plans: Mapping[str, DamagePlan],
    mine: Sequence[str],
    reached_by: Mapping[str, set[str]],
    alike: Sequence[Sequence[str]],
    decider: Decider | None,
    clock: _Clock | None,
    options: list[Iterable[Assignment]],
) -> None:
    """Each of ``mine``'s options, into ``options`` (see :func:`_packages`)."""
    for c in mine:
        incoming = _most_incoming(plans, c)
        few = (
            None
            if decider is None
            else few_divisions(board, step, plans[c], reached_by, incoming, decider, alike)
        )
        if few is not None:
            options.append([a for a in few if _ordered(a, alike)])
            continue
        found = LegalAssignments(board, plans[c], Package(), incoming)
        # Few options are listed once; many (a big trampler's divisions can
        # run to billions) are walked again for each combination, so that
        # packages come one at a time and a caller's time limit can stop them.
        # Either way the walk needs the whole table: built here, under the
        # clock (the count then reads it).
        found.prepare()
        if found.count() <= _LISTED_OPTIONS:
            listed = []
            for a in found:
                if clock is not None:
                    clock.tick()
                if _ordered(a, alike):
                    listed.append(a)
            options.append(listed)
        else:
            options.append(_Walk(found, alike, clock))


_LISTED_OPTIONS = 4096


class _Walk:
    """A creature's legal assignments in an ``alike`` order, walked afresh
    each time it is iterated (never held in memory)."""

    def __init__(
        self,
        found: LegalAssignments,
        alike: Sequence[Sequence[str]],
        clock: _Clock | None = None,
    ) -> None:
        self._found = found
        self._alike = alike
        self._clock = clock

    def __iter__(self) -> Iterator[Assignment]:
        clock = self._clock
        for a in self._found:
            # Many divisions in a row can fail the order: tick for each.
            if clock is not None:
                clock.tick()
            if _ordered(a, self._alike):
                yield a


class _Again(Generic[_C]):
    """An iterable that calls ``make`` for a fresh iterator each time."""

    def __init__(self, make: Callable[[], Iterator[_C]]) -> None:
        self._make = make

    def __iter__(self) -> Iterator[_C]:
        return self._make()


def _combinations(options: Sequence[Iterable[_C]]) -> Iterator[tuple[_C, ...]]:
    """``itertools.product`` of the options, in its order, without first
    turning a walked one into a list: an odometer whose last wheel turns
    fastest and whose wheels restart their walk as they wrap (no recursion,
    so a fight of thousands of creatures is fine)."""
    if all(isinstance(o, list) for o in options):
        yield from itertools.product(*options)
        return
    wheels = [iter(o) for o in options]
    current: list[_C] = []
    for wheel in wheels:
        first = next(wheel, None)
        if first is None:
            return
        current.append(first)
    while True:
        yield tuple(current)
        i = len(wheels) - 1
        while i >= 0:
            turned = next(wheels[i], None)
            if turned is not None:
                current[i] = turned
                break
            wheels[i] = iter(options[i])
            current[i] = next(wheels[i])  # it gave one before, so it does again
            i -= 1
        if i < 0:
            return


def _ordered(assignment: Assignment, alike: Sequence[Sequence[str]]) -> bool:
    for group in alike:
        amounts = [assignment.amount_to(r) for r in group]
        if any(x < y for x, y in itertools.pairwise(amounts)):
            return False
    return True


def _most_incoming(plans: Mapping[str, DamagePlan], creature: str) -> _Incoming:
    """The most damage the other creatures of a step could assign to each
    recipient. More damage from the others only opens more options (lethal
    comes sooner), so the options against it are a superset of the legal ones
    for any package; the package check then keeps the legal ones."""
    incoming = _Incoming({}, set())
    for other, plan in plans.items():
        if other == creature or plan.amount <= 0:
            continue
        for recipient in _recipients(plan):
            incoming.totals[recipient] = incoming.totals.get(recipient, 0) + plan.amount
            if plan.deathtouch:
                incoming.deathtouched.add(recipient)
    return incoming
