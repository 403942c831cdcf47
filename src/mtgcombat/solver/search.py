"""Best play in combat: the attacker's orders and assignments, the defender's blocks.

Three questions, each answered exactly (or with the best found when a time
limit cuts the search short, flagged ``optimal=False``):

- :func:`best_assignment`: how the active player should assign combat damage
  (and, under the 2023 rules, order blockers first, 509.2) for the blocks on
  the board, across the first-strike and regular steps; or, for the defending
  player, how its blockers should divide their damage in answer;
- :func:`best_orders`: the damage assignment orders of that answer (2023);
- :func:`best_blocks`: which legal block declaration (509.1, the 509.1c
  maximum included; costs are taken as paid) the defending player should make,
  given that the attacker then answers with its best orders and assignments.

What "best" means is an :class:`Objective`: a score of the board after combat
from one player's side (life, poison, loyalty, defense counters, creatures on
the battlefield), lexicographically after "do not lose the game". By default
the attacker's objective is the defender's with the sides swapped, so what one
gains the other loses.

How: a combat falls apart into *fights*: an attacker with its blockers (and
whatever shares a blocker, a band or a planeswalker or battle with it). Fights
touch each other only through the players' life and poison totals, which add
up. Each fight's possible results are worked out once by playing the real
rules (:func:`~mtgcombat.rules.combat.resolve_step`) on a board holding only that
fight, for every legal choice of its assigning player; identical fights (token
armies) share one computation. Each result keeps the board after the
first-strike step too: if the game ends there (104.2a), that is what counts.
The results are then combined by a dynamic programme over the players'
totals, so "lethal to the player or not" is exact. The defender's blocks are
searched fight by fight by branch and bound (identical blockers counted, not
permuted; identical attackers given their blocks in one order): bounds from a
dynamic programme over the blockers still free, with a cheap optimistic worth
per fight, decide which fights are searched exactly, and each candidate is
checked with
:func:`~mtgcombat.rules.blocks.is_legal_blocks`. The answer is always replayed on
the whole board, and its outcome is what is reported.

The declare blockers step's triggered abilities (bushido, rampage, flanking,
afflict, "whenever ~ blocks / becomes blocked ...") depend on the blocks: the
block search plays them for every declaration it values, with the rules
engine's code, before the attacker's answer is searched
(:mod:`mtgcombat.solver.triggers` says how: fight by fight where each stays
in its fight, else on the whole board; what they give until end of turn is
left out of a creature's worth, 514.2).

Where a fight's other player has a choice of its own (a blocker blocking
several attackers, banding), that player is assumed to choose what is best for
it within that fight.

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
>>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B",
...                  abilities=frozenset({Keyword.TRAMPLE}))
>>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
>>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(ogre, elf, bear),
...               active_player="A")
>>> best = best_assignment(board, RuleSet.CURRENT)
>>> str(best.choice.packages[Step.REGULAR]), best.optimal
('ogre: elf=1 bear=2 B=2', True)
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import itertools
import math
import os
import time
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, Literal, TypeVar

from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Keyword, MustBlock, Permanent, Zone, evolve
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.rules.assignment import (
    Assignment,
    DamagePlan,
    LegalAssignments,
    Package,
    default_package,
    is_legal,
    steps,
)
from mtgcombat.rules.assignment_options import _Incoming, _recipients
from mtgcombat.rules.assignment_plans import _step_plans
from mtgcombat.rules.blocks import (
    BlockDeclaration,
    block_options,
    blocker_problems,
    capacity,
    is_legal_blocks,
    max_blockers,
    maximum_requirements,
    min_blockers,
    obeyed_count,
    requirements,
    restriction_violations,
)
from mtgcombat.rules.combat import (
    CombatError,
    CombatResult,
    game_over,
    resolve_combat,
    resolve_step,
)
from mtgcombat.rules.damage import damage_rules
from mtgcombat.rules.effects import changes_in_force, has_effects, reads_board
from mtgcombat.rules.sba import POISON_TO_LOSE
from mtgcombat.rules.triggers import ChoiceError
from mtgcombat.solver.reduce import Decider, few_divisions, few_orders
from mtgcombat.solver.triggers import Stage, Survey, Unplayed, merge_pumps, play, survey

_C = TypeVar("_C")

GAME_VALUE = 1_000_000.0
"""What winning (or losing) the game adds to (or takes from) a reported value
when the objective puts not losing first; the search itself compares the game
result and the score as a pair, so this is only how the pair is printed as one
number."""

Worth = Literal["stats", "mana_value"]


class SolverError(ValueError):
    """A question the solver cannot answer for this board.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> a = Permanent(id="a", controller="A", power=1, toughness=1, attacking="B")
    >>> b = Permanent(id="b", controller="A", power=1, toughness=1, attacking="C")
    >>> board = Board([Player("A"), Player("B"), Player("C")], [a, b], "A")
    >>> best_blocks(board, "current")
    Traceback (most recent call last):
    ...
    mtgcombat.solver.search.SolverError: the solver handles one defending player
    """


# ---------------------------------------------------------------------------
# Objectives
# ---------------------------------------------------------------------------


MAX_WEIGHT = 1_000_000.0


@dataclass(frozen=True)
class Objective:
    """A score of a board from one player's side: the weighted difference
    between what that player has and what the others have.

    - ``life``: per point of life; ``poison``: per poison counter (counted
      against its holder; ten lose the game, so 2 makes one worth two life);
    - ``loyalty``: per loyalty counter on a planeswalker the player controls;
    - ``defense``: per defense counter on a battle the player protects;
    - ``creatures``: per point of a creature's worth on the battlefield: its
      power plus toughness (``worth="stats"``, counters included, negative
      parts as 0), or its mana value (``worth="mana_value"``, from
      ``mana_values`` by permanent id; power plus toughness where unknown);
    - ``avoid_losing``: compare "the game is won / goes on / is lost" first and
      the score second (lexicographic); otherwise the score alone;
    - ``temporary``: by permanent id, the power and toughness a creature has
      only until end of turn (what attack triggers gave it: they end in the
      cleanup step, 514.2), left out of its worth, so that a pump that ends
      with the turn is not counted as something kept. The attack solver sets
      it for each declaration it plays.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board(players=(Player("A", life=20), Player("B", life=15)),
    ...               permanents=(bear,), active_player="A")
    >>> Objective().score(board, "A")
    9.0
    """

    life: float = 1.0
    poison: float = 2.0
    loyalty: float = 1.0
    defense: float = 1.0
    creatures: float = 1.0
    worth: Worth = "stats"
    mana_values: Mapping[str, float] = field(default_factory=dict)
    avoid_losing: bool = True
    temporary: Mapping[str, tuple[int, int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # The search's bounds assume that losing something never scores; the
        # cap keeps every score a finite, exactly comparable number.
        for name in ("life", "poison", "loyalty", "defense", "creatures"):
            if not 0 <= getattr(self, name) <= MAX_WEIGHT:
                raise ValueError(
                    f"objective weight {name} must be a number from 0 to {MAX_WEIGHT:,.0f}"
                )
        if self.worth not in ("stats", "mana_value"):
            raise ValueError(f"objective worth is stats or mana_value, not {self.worth!r}")

    def creature_worth(self, perm: Permanent) -> float:
        """What one creature counts for (before the ``creatures`` weight).

        >>> from mtgcombat.core.model import Permanent
        >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
        >>> by_mana_value = Objective(worth="mana_value", mana_values={"bear": 2})
        >>> Objective().creature_worth(bear), by_mana_value.creature_worth(bear)
        (4.0, 2.0)
        >>> Objective(temporary={"bear": (1, 1)}).creature_worth(bear)  # exalted's +1/+1 ends
        2.0
        """
        if self.worth == "mana_value" and perm.id in self.mana_values:
            return float(self.mana_values[perm.id])
        power, toughness = perm.current_power, perm.current_toughness
        if self.temporary:
            extra_power, extra_toughness = self.temporary.get(perm.id, (0, 0))
            power, toughness = power - extra_power, toughness - extra_toughness
        return float(max(0, power) + max(0, toughness))

    @property
    def per_permanent(self) -> bool:
        """Whether the objective weighs some creature by its id (mana values
        given per permanent, or a temporary pump left out): two creatures of
        one kind may then be worth different amounts.

        >>> Objective().per_permanent, Objective(temporary={"bear": (2, 2)}).per_permanent
        (False, True)
        """
        return bool(self.mana_values) or bool(self.temporary)

    def worth_key(self, perm: Permanent) -> object:
        """What decides how much ``perm`` is worth to this objective, as
        combat changes it: its worth now and the temporary pump left out.

        >>> from mtgcombat.core.model import Permanent
        >>> bear = Permanent(id="bear", controller="A", power=4, toughness=4)
        >>> Objective(temporary={"bear": (2, 2)}).worth_key(bear)
        (4.0, (2, 2))
        """
        return (self.creature_worth(perm), self.temporary.get(perm.id, (0, 0)))

    def score(self, board: Board, player: str) -> float:
        """The weighted difference, without the game result.

        >>> from mtgcombat.core.model import Board, Player
        >>> Objective().score(Board([Player("A", life=20), Player("B", life=12)], [], "A"), "A")
        8.0
        """
        total = 0.0
        for p in board.players:
            sign = 1.0 if p.id == player else -1.0
            total += sign * (self.life * p.life - self.poison * p.poison)
        for perm in board.permanents:
            if perm.zone is not Zone.BATTLEFIELD:
                continue
            if perm.is_type(CardType.BATTLE):
                owner = perm.protector or perm.controller
                sign = 1.0 if owner == player else -1.0
                total += sign * self.defense * perm.counters.defense
                continue
            sign = 1.0 if perm.controller == player else -1.0
            if perm.is_type(CardType.PLANESWALKER):
                total += sign * self.loyalty * perm.counters.loyalty
            if perm.is_creature:
                total += sign * self.creatures * self.creature_worth(perm)
        return total

    def terms(self, board: Board, player: str) -> dict[str, float]:
        """:meth:`value` term by term: each weight times what ``player`` has
        minus what the others have (``life``, ``poison``, ``loyalty``,
        ``defense``, ``creatures``), and ``game``: :data:`GAME_VALUE` times the
        game result (when ``avoid_losing``). The terms add up to the value.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
        >>> board = Board(players=(Player("A", life=20), Player("B", life=15)),
        ...               permanents=(bear,), active_player="A")
        >>> Objective().terms(board, "A")["creatures"]
        4.0
        """
        out = dict.fromkeys(("life", "poison", "loyalty", "defense", "creatures"), 0.0)
        for p in board.players:
            sign = 1.0 if p.id == player else -1.0
            out["life"] += sign * self.life * p.life
            out["poison"] -= sign * self.poison * p.poison
        for perm in board.permanents:
            if perm.zone is not Zone.BATTLEFIELD:
                continue
            if perm.is_type(CardType.BATTLE):
                owner = perm.protector or perm.controller
                sign = 1.0 if owner == player else -1.0
                out["defense"] += sign * self.defense * perm.counters.defense
                continue
            sign = 1.0 if perm.controller == player else -1.0
            if perm.is_type(CardType.PLANESWALKER):
                out["loyalty"] += sign * self.loyalty * perm.counters.loyalty
            if perm.is_creature:
                out["creatures"] += sign * self.creatures * self.creature_worth(perm)
        out["game"] = GAME_VALUE * game_result(board, player) if self.avoid_losing else 0.0
        return {k: v + 0.0 for k, v in out.items()}  # no negative zeros

    def key(self, board: Board, player: str) -> tuple[int, float]:
        """What the search compares: (game result, score).

        >>> from mtgcombat.core.model import Board, Player
        >>> board = Board([Player("A"), Player("B", life=0, lost=True)], [], "A")
        >>> Objective().key(board, "A"), Objective().key(board, "B")
        ((1, 20.0), (-1, -20.0))
        """
        result = game_result(board, player) if self.avoid_losing else 0
        return result, self.score(board, player)

    def value(self, board: Board, player: str) -> float:
        """The key as one number: the score plus :data:`GAME_VALUE` times the
        game result (when ``avoid_losing``).

        >>> from mtgcombat.core.model import Board, Player
        >>> board = Board([Player("A", life=20), Player("B", life=12)], [], "A")
        >>> Objective().value(board, "A"), Objective(avoid_losing=False).value(board, "A")
        (8.0, 8.0)
        """
        result, score = self.key(board, player)
        return score + GAME_VALUE * result


def with_pumps(objective: Objective, pumps: Mapping[str, tuple[int, int]]) -> Objective:
    """``objective`` with these pumps until end of turn also left out of the
    creatures' worth (:attr:`Objective.temporary`; they end in the cleanup
    step, 514.2), added to the ones it already leaves out.

    >>> with_pumps(Objective(temporary={"bear": (1, 1)}), {"bear": (2, 2)}).temporary
    {'bear': (3, 3)}
    """
    if not pumps:
        return objective
    return dataclasses.replace(objective, temporary=merge_pumps(objective.temporary, pumps))


def game_result(board: Board, player: str) -> int:
    """1 if every other player has lost and this one has not, -1 if this
    player has lost and some other has not, else 0 (104.2a, 104.3).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B", life=0, lost=True)], [], "A")
    >>> game_result(board, "A"), game_result(board, "B")
    (1, -1)
    """
    return _result_from(board, (0,) * (2 * len(board.players)), player)


def _losers(board: Board, total: Sequence[int]) -> dict[str, bool]:
    """Whether each player has lost once these life and poison changes
    (two per player, in board order) apply (704.5a, 704.5c)."""
    lost: dict[str, bool] = {}
    for i, p in enumerate(board.players):
        life, poison = p.life + total[2 * i], p.poison + total[2 * i + 1]
        lost[p.id] = p.lost or life <= 0 or poison >= POISON_TO_LOSE
    return lost


# ---------------------------------------------------------------------------
# Answers
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class CombatPlan:
    """The attacker's choices for a declared combat: the damage assignment
    orders it declares (2023 rules, 509.2; empty under the current rules) and
    its assignment package in each damage step.

    >>> from mtgcombat.rules.assignment import Package
    >>> packages = {Step.REGULAR: Package.parse("ogre: bear=2 elf=3")}
    >>> str(CombatPlan({"ogre": ("bear", "elf")}, packages))
    'order ogre: bear elf; regular: ogre: bear=2 elf=3'
    """

    orders: Mapping[str, tuple[str, ...]]
    packages: Mapping[Step, Package]

    def __str__(self) -> str:
        parts = [f"order {c}: {' '.join(o)}" for c, o in self.orders.items()]
        parts += [f"{step}: {pkg or '-'}" for step, pkg in self.packages.items()]
        return "; ".join(parts)


@dataclass(frozen=True)
class Solution(Generic[_C]):
    """A recommended choice, its value for the player it is for (the
    objective's :meth:`Objective.value` of the board after combat), whether it
    is proven best, and the combat it leads to (replayed on the whole board).
    For blocks under the 2023 rules, ``orders`` holds the damage assignment
    orders the defender announces with them (509.3) for its creatures that
    block several attackers (empty otherwise).

    For blocks, the declare blockers step's triggered abilities are played:
    ``triggered`` holds their events (the outcome's events begin with them),
    ``temporary`` what they gave until end of turn by creature (left out of
    the value: it ends in the cleanup step, 514.2; see
    :attr:`Objective.temporary`), and ``unplayed`` what the solver played
    one way only where the rules give a choice (the answer is then not
    proven; see :class:`~mtgcombat.solver.triggers.Unplayed`).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> best = best_assignment(board, "current")
    >>> best.player, best.optimal, best.outcome.board.permanent("elf").zone.value
    ('A', True, 'graveyard')
    """

    choice: _C
    value: float
    optimal: bool
    outcome: CombatResult
    player: str
    orders: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    triggered: tuple[Event, ...] = ()
    temporary: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    unplayed: tuple[Unplayed, ...] = ()


MEMORY_BUDGET = 768 * 2**20
"""Bytes of resident memory a search may add to what the process held when
the call began; past that it stops as it would at its time limit (the answer
is then the best found, marked not proven): what the solver's caches and
candidate lists may grow to, so that a board that would need more narrows the
search instead of the machine's memory. Counted from the call's start, so an
engine that already holds much memory still gets a search."""

_MEMORY_EVERY = 0.02
"""Seconds between two readings of the process's resident memory."""


class _OutOfTime(Exception):
    """Raised inside a search when its clock has run out (or its memory
    budget is spent); each phase catches it and keeps the best found."""


def _resident_bytes() -> int:
    """The process's resident memory now (Linux ``/proc``; 0 elsewhere, so
    that only the time limit applies there)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return 0


try:
    _PAGE = os.sysconf("SC_PAGE_SIZE")
except (AttributeError, ValueError, OSError):  # pragma: no cover - not POSIX
    _PAGE = 4096


class _Clock:
    """The search's deadline and memory budget. ``deadline`` is when the
    search must stop; ``final`` is when the answer must be out: the gap
    between them is kept for the phases after the search (replaying the
    answer on the whole board), see :meth:`reserve`."""

    def __init__(
        self, limit: float | None, memory: int | None = None, *, within: _Clock | None = None
    ) -> None:
        now = time.monotonic()
        self.final = None if limit is None else now + max(0.0, limit)
        self.deadline = self.final
        self.expired = False
        self.memory_spent = False
        # The resident memory at which to stop: the budget on top of what the
        # process held as the call began (a clock made inside a search keeps
        # its caller's ceiling, else it would grant the budget again).
        self.memory: int
        if within is not None:
            self.memory = within.memory
        else:
            budget = MEMORY_BUDGET if memory is None else memory
            self.memory = _resident_bytes() + budget
        self._next_memory = now

    def check(self) -> bool:
        """Whether the time is up or the memory budget spent (remembered once
        it is). Cheap enough for every step of every loop."""
        if self.expired:
            return True
        now = time.monotonic()
        if self.deadline is not None and now > self.deadline:
            self.expired = True
        elif now >= self._next_memory:
            self._next_memory = now + _MEMORY_EVERY
            if _resident_bytes() > self.memory:
                self.expired = self.memory_spent = True
        return self.expired

    def tick(self) -> None:
        """Raise :class:`_OutOfTime` once :meth:`check` says so."""
        if self.check():
            raise _OutOfTime

    def reserve(self, seconds: float) -> None:
        """Stop the search ``seconds`` before the final deadline, to leave
        time for what must follow it."""
        if self.final is not None:
            self.deadline = min(self.final, max(time.monotonic(), self.final - seconds))

    def remaining(self) -> float | None:
        """Seconds left until the final deadline (None: no limit)."""
        return None if self.final is None else max(0.0, self.final - time.monotonic())


# ---------------------------------------------------------------------------
# One player's legal packages in one step
# ---------------------------------------------------------------------------


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
    for combo in _combinations(options):
        if clock is not None:
            clock.tick()
        package = Package(combo)
        if independent or is_legal(board, package, rules, step, player=player, context=others):
            yield package


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


# ---------------------------------------------------------------------------
# Fights
# ---------------------------------------------------------------------------


def fights(board: Board) -> list[tuple[str, ...]]:
    """The combat split into fights, each a tuple of creature ids in board
    order: an attacker and its blockers, joined with whatever shares a
    blocker, a band, or a planeswalker or battle under attack with it.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> bat = Permanent(id="bat", controller="A", power=1, toughness=1, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> fights(Board([Player("A"), Player("B")], [ogre, bat, elf], "A"))
    [('ogre', 'elf'), ('bat',)]
    """
    parent: dict[str, str] = {c: c for c in board.in_combat()}

    def find(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(x: str, y: str) -> None:
        if x in parent and y in parent:
            parent[find(x)] = find(y)

    by_target: dict[str, str] = {}
    for a in board.attackers():
        for b in board.blockers_of(a):
            union(a, b)
        for member in board.band_of(a):
            union(a, member)
        for t in (board.attack_target(a), board.permanent(a).attacking):
            if t is None or board.is_player(t):
                continue
            if t in by_target:
                union(a, by_target[t])
            else:
                by_target[t] = a
    for b in board.blockers():
        for a in board.blocked_by_blocker(b):
            union(a, b)
    groups: dict[str, list[str]] = {}
    for c in board.in_combat():
        groups.setdefault(find(c), []).append(c)
    return [tuple(g) for g in groups.values()]


def _sub_board(board: Board, creatures: Iterable[str]) -> Board:
    """The board with only these creatures in combat, what they attack, and
    the creatures declared blocking them or blocked by them even if those have
    left combat (an attacker whose blockers are gone stays blocked, 509.1h)."""
    keep = set(creatures)
    # What every fight keeps, and each permanent's place, once per board (a
    # board of thousands of fights must not be scanned once per fight).
    always, place = board.derived(("solver_sub_board",), lambda: _sub_board_index(board))
    keep.update(always)
    for c in list(keep):
        perm = board.permanent(c)
        if perm.attacking is not None and not board.is_player(perm.attacking):
            keep.add(perm.attacking)
        keep.update(board.declared_blockers_of(c))
        keep.update(board.declared_blocked_by(c))
    permanents = board.permanents
    return board.with_permanents(permanents[i] for i in sorted(place[k] for k in keep)).with_orders(
        {k: v for k, v in board.orders.items() if k in keep}
    )


def _most_after_rules(board: Board, perm: Permanent, amount: int) -> int:
    """An upper bound on the damage ``perm`` deals once the board's damage
    replacement abilities ("deals double that damage", "plus 1"; 614.1a)
    have changed its ``amount``: each may apply to each recipient."""
    rules = damage_rules(board)
    if not rules:
        return amount
    recipients = max(1, len(board.blocked_by_blocker(perm.id)))
    for _, rule in rules:
        if rule.does == "double":
            amount *= 2
        elif rule.does == "plus" and rule.amount > 0:
            amount += rule.amount * recipients
    return amount


def _sub_board_index(board: Board) -> tuple[frozenset[str], dict[str, int]]:
    """What every fight's board keeps, and each permanent's place in board
    order. Sources of static effects stay, in combat or not: the creatures
    kept must keep what their effects give them (611.3a); where a condition
    or a count reads permanents outside the fight too ("as long as you
    control a Plains", "for each artifact you control"), everything stays."""
    ids = [p.id for p in board.permanents]
    if reads_board(board):
        always = frozenset(ids)
    else:
        always = frozenset(p.id for p in board.permanents if p.statics)
    return always, {pid: i for i, pid in enumerate(ids)}


def _splits(board: Board) -> bool:
    """Whether fights interact only through life and poison totals: two
    players, neither with a damage prevention shield (a shield would be shared
    by the damage of every fight), neither has already lost, and no static
    effect of one permanent on others is in play."""
    return (
        len(board.players) == 2
        and all(p.prevent_next == 0 and not p.lost for p in board.players)
        # An effect of one permanent on others ties fights together: a lord
        # that dies in one fight takes its bonus from creatures in another.
        and not has_effects(board)
    )


def _kind(perm: Permanent) -> Permanent:
    """The permanent without what does not change how it fights (its id and
    names), so identical creatures such as tokens compare equal."""
    return evolve(perm, id="", name="", name_ja="", card="")


def _sort_of(sides: _Sides) -> Callable[[Permanent], object]:
    """What makes two creatures interchangeable for these objectives: the
    same kind (:func:`_kind`) and, when an objective weighs creatures by mana
    values given per permanent, the same worth for each side (two identical
    tokens may still be worth different amounts to a player)."""
    if not sides.mine.per_permanent and not sides.theirs.per_permanent:
        return _kind

    def sort(perm: Permanent) -> object:
        worth = (sides.mine.worth_key(perm), sides.theirs.worth_key(perm))
        return (_kind(perm), worth)

    return sort


def _worths(board: Board, sides: _Sides) -> tuple[tuple[object, object], ...]:
    """What decides each permanent's worth for both sides, where the
    objectives weigh creatures by id (mana values given per permanent, a
    temporary pump left out; else empty: the kinds already decide)."""
    if not sides.mine.per_permanent and not sides.theirs.per_permanent:
        return ()
    return tuple((sides.mine.worth_key(p), sides.theirs.worth_key(p)) for p in board.permanents)


def _shape(board: Board) -> tuple[object, ...]:
    """What decides a fight's results up to renaming: each permanent's kind
    (with blocks and attack targets replaced by positions), the orders and the
    players."""
    ids = [p.id for p in board.permanents]
    index = {pid: i for i, pid in enumerate(ids)}
    parts: list[object] = []
    for p in board.permanents:
        target: object = p.attacking
        if p.attacking is not None and p.attacking in index:
            target = ("#", index[p.attacking])
        blocking = tuple(index.get(a, -1) for a in p.blocking)
        parts.append((evolve(_kind(p), attacking=None, blocking=()), target, blocking))
    orders = tuple(
        sorted((index[k], tuple(index.get(x, -1) for x in v)) for k, v in board.orders.items())
    )
    return (tuple(parts), orders, board.players, board.active_player)


@dataclass(frozen=True)
class _Result:
    """One way a fight can end: each player's change of life and poison
    (players in board order) and each side's change of score under its own
    objective, after the whole combat and after the first-strike step alone
    (what counts if the game ends there, 104.2a: no regular step follows),
    with the solving player's choices and every package played.

    Where the block search played the fight's declare blockers triggers
    first, ``before`` and ``before_mine``/``before_theirs`` are what they
    changed (included in the other totals too): what counts if the game ends
    as they resolve (704.3), before any combat damage. ``before`` is empty
    when no trigger was played."""

    delta: tuple[int, ...]
    mine: float
    theirs: float
    plan: CombatPlan
    played: Mapping[Step, Package]
    early: tuple[int, ...]
    early_mine: float
    early_theirs: float
    before: tuple[int, ...] = ()
    before_mine: float = 0.0
    before_theirs: float = 0.0

    def renamed(self, names: Mapping[str, str]) -> _Result:
        return _Result(
            self.delta,
            self.mine,
            self.theirs,
            CombatPlan(
                {
                    names.get(k, k): tuple(names.get(x, x) for x in v)
                    for k, v in self.plan.orders.items()
                },
                {s: _rename(p, names) for s, p in self.plan.packages.items()},
            ),
            {s: _rename(p, names) for s, p in self.played.items()},
            self.early,
            self.early_mine,
            self.early_theirs,
            self.before,
            self.before_mine,
            self.before_theirs,
        )

    def after(self, before: tuple[int, ...], mine: float, theirs: float) -> _Result:
        """This result preceded by a declare blockers step that changed the
        totals by ``before`` and the scores by ``mine`` and ``theirs``."""

        def plus(xs: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(a + b for a, b in zip(xs, before, strict=True))

        return _Result(
            plus(self.delta),
            self.mine + mine,
            self.theirs + theirs,
            self.plan,
            self.played,
            plus(self.early),
            self.early_mine + mine,
            self.early_theirs + theirs,
            before,
            mine,
            theirs,
        )

    @property
    def best_theirs(self) -> float:
        """The other side's score change, whenever the game ends: after the
        whole combat, after the first-strike step or as the declare blockers
        triggers resolve."""
        top = max(self.theirs, self.early_theirs)
        return max(top, self.before_theirs) if self.before else top

    def outcome(self, early: bool) -> tuple[tuple[int, ...], float, float]:
        """The life and poison changes and both scores, after the whole combat
        or (``early``) after the first-strike step."""
        if early:
            return self.early, self.early_mine, self.early_theirs
        return self.delta, self.mine, self.theirs


def _rename(package: Package, names: Mapping[str, str]) -> Package:
    return Package(
        tuple(
            Assignment(
                names.get(a.creature, a.creature), tuple((names.get(r, r), n) for r, n in a.amounts)
            )
            for a in package
        )
    )


@dataclass(frozen=True)
class _Sides:
    """Who solves, under which objective, and against whom."""

    me: str
    other: str
    mine: Objective
    theirs: Objective


@dataclass
class FightCache:
    """What a block search may share with the next one under the same rules
    and objectives, on a board that differs only in its attacks (see
    :func:`best_blocks`'s ``fight_cache``): each fight's results and its
    cheap optimistic worth, by the fight's shape (:func:`_shape`). Only
    fights searched to the end are kept.

    >>> cache = FightCache()
    >>> len(cache.fights), len(cache.bounds)
    (0, 0)
    """

    fights: dict[tuple[object, ...], tuple[tuple[str, ...], list[_Result]]] = field(
        default_factory=dict
    )
    bounds: dict[tuple[object, ...], tuple[float, float, int, int]] = field(default_factory=dict)


_Line = tuple[Board, Board, dict[Step, Package], dict[Step, Package]]
"""One way a fight's steps go (:meth:`_FightSearch._play`): the final board,
the board after the first-strike step, the solving player's packages and
every package played."""


class _FightSearch:
    """Every result the solving player can reach in a fight (a board holding
    only that fight): its damage assignment orders (2023 rules) and its
    package in each step, the other player answering each package with what
    is best for it in the fight. Identical fights are searched once."""

    def __init__(
        self,
        rules: RuleSet,
        sides: _Sides,
        clock: _Clock,
        *,
        their_orders: bool = False,
        shared: FightCache | None = None,
    ) -> None:
        self.rules = rules
        self.sides = sides
        self.clock = clock
        # Whether the other player still announces its own damage assignment
        # orders (509.3, after the solving attacker's, 509.2): so in a block
        # search, where the defender's orders are part of its choice. Else
        # the other player's orders are those on the board.
        self.their_orders = their_orders
        # Whether every search so far went to the end: one flag for this
        # search and the ones it made for other pumps (:meth:`under`).
        self._complete = [True]
        self._cache: dict[tuple[object, ...], tuple[tuple[str, ...], list[_Result]]] = {}
        # Fights searched to the end by earlier searches with the same rules
        # and sides (best_attacks: one per attack declaration).
        self.shared = shared
        self._under: dict[tuple[tuple[str, tuple[int, int]], ...], _FightSearch] = {}

    @property
    def complete(self) -> bool:
        return self._complete[0]

    @complete.setter
    def complete(self, value: bool) -> None:
        self._complete[0] = value

    def under(self, pumps: Mapping[str, tuple[int, int]]) -> _FightSearch:
        """The same search for boards on which the declare blockers triggers
        gave these pumps until end of turn: both objectives leave them out of
        a creature's worth (they end in the cleanup step, 514.2). It shares
        this search's caches (a fight's shape includes what its creatures are
        worth) and its completeness."""
        if not pumps:
            return self
        key = tuple(sorted(pumps.items()))
        found = self._under.get(key)
        if found is None:
            sides = _Sides(
                self.sides.me,
                self.sides.other,
                with_pumps(self.sides.mine, pumps),
                with_pumps(self.sides.theirs, pumps),
            )
            found = _FightSearch(
                self.rules, sides, self.clock, their_orders=self.their_orders, shared=self.shared
            )
            found._complete = self._complete
            found._cache = self._cache
            self._under[key] = found
        return found

    def results(self, board: Board, *, named: bool = True) -> list[_Result]:
        """The fight's results; with ``named=False`` the choices in them may
        name the creatures of an identical fight searched earlier."""
        shape = (_shape(board), _worths(board, self.sides))
        ids = tuple(p.id for p in board.permanents)
        cached = self._cache.get(shape)
        if cached is None and self.shared is not None:
            cached = self.shared.fights.get(shape)
        if cached is not None:
            if not named or cached[0] == ids:
                return cached[1]
            names = dict(zip(cached[0], ids, strict=True))
            return [r.renamed(names) for r in cached[1]]
        found = self._search(board)
        self._cache[shape] = (ids, found)
        if self.shared is not None and not self.clock.expired:
            self.shared.fights[shape] = (ids, found)
        return found

    def _search(self, board: Board) -> list[_Result]:
        """The fight's results, the default play's first (the attacker's
        default chooser, and the other player's answer to it): a search cut
        short by the clock still has that one. Raises :class:`_OutOfTime`
        only when the clock runs out before even that one is found."""
        me, other = self.sides.me, self.sides.other
        start_mine = self.sides.mine.score(board, me)
        start_theirs = self.sides.theirs.score(board, other)
        found: dict[tuple[object, ...], _Result] = {}
        stand_ins: dict[tuple[object, ...], _Result] = {}

        def add(orders: dict[str, tuple[str, ...]], line: _Line) -> None:
            final, early, mine, played = line
            delta, first = _delta(board, final), _delta(board, early)
            gain = self.sides.mine.score(final, me) - start_mine
            loss = self.sides.theirs.score(final, other) - start_theirs
            early_gain = self.sides.mine.score(early, me) - start_mine
            early_loss = self.sides.theirs.score(early, other) - start_theirs
            key = (delta, first, *(round(x, 9) for x in (gain, loss, early_gain, early_loss)))
            if key not in found:
                plan = CombatPlan(orders, mine)
                found[key] = _Result(delta, gain, loss, plan, played, first, early_gain, early_loss)

        # Where the other player announces orders of its own (509.3), the
        # default play (the board's order for them) is only a stand-in until
        # the search has found the orders it chooses: the solving player
        # cannot count on an order the other player would not announce, and
        # the results must not depend on which of identical creatures comes
        # first on the board.
        stand_in = bool(self.their_orders and _choosers_of(board, self.rules, self.sides.other))
        try:
            orders = self._default_orders(board)
            ordered = board.with_orders({**board.orders, **orders}) if orders else board
            add(orders, self._default_line(ordered))
            if stand_in:
                stand_ins, found = found, {}
            for orders in self._order_choices(board):
                ordered = board.with_orders({**board.orders, **orders}) if orders else board
                theirs, lines = self._their_answer(ordered)
                for line in lines:
                    add({**orders, **theirs}, line)
                    self.clock.tick()
        except _OutOfTime:
            self.complete = False
            if not found and not stand_ins:
                raise
            # Cut short: the default play stays among the results.
            found = {**stand_ins, **found}
        return list(found.values()) or list(stand_ins.values())

    def _their_answer(self, board: Board) -> tuple[dict[str, tuple[str, ...]], Iterable[_Line]]:
        """The other player's damage assignment orders once the solving
        player's are announced (509.3 after 509.2), and the solving player's
        lines under them: the orders whose best line for the solving player is
        best for the other player in this fight (as :meth:`_answer` chooses
        its packages). No orders, and the lines walked lazily, where the other
        player has none to choose."""
        choosers = _choosers_of(board, self.rules, self.sides.other) if self.their_orders else []
        if not choosers:
            return {}, self._play(board, steps(board), board)
        other, me = self.sides.other, self.sides.me
        decider = _decider(board, other, self.sides.theirs)
        sort = _sort_of(_Sides(other, me, self.sides.theirs, self.sides.mine))
        per = [_Again(functools.partial(_orders_of, board, c, decider, sort)) for c in choosers]
        best: tuple[tuple[int, float], dict[str, tuple[str, ...]], list[_Line]] | None = None
        for combo in _combinations(per):
            self.clock.tick()
            theirs = dict(zip(choosers, combo, strict=True))
            ordered = board.with_orders({**board.orders, **theirs})
            lines = list(self._play(ordered, steps(ordered), ordered))
            if not lines:
                continue
            expected = max(lines, key=lambda line: self.sides.mine.key(line[0], me))
            key = self.sides.theirs.key(expected[0], other)
            if best is None or key > best[0]:
                best = (key, theirs, lines)
        if best is None:
            return {}, ()
        return best[1], best[2]

    def _choosers(self, board: Board) -> list[str]:
        """The solving player's creatures whose order is still to be chosen
        (:func:`_choosers_of`)."""
        return _choosers_of(board, self.rules, self.sides.me)

    def _default_orders(self, board: Board) -> dict[str, tuple[str, ...]]:
        """The orders of the default play: board order (what the rules
        engine assumes where none is declared)."""
        return {c: board.damage_assignment_order(c) for c in self._choosers(board)}

    def _default_line(
        self, board: Board
    ) -> tuple[Board, Board, dict[Step, Package], dict[Step, Package]]:
        """The default play as one line of :meth:`_play`: the solving
        player's default package in each step (the default chooser's,
        :func:`~mtgcombat.rules.assignment.default_package`), the other answering
        with its best in the fight."""
        early = board
        mine: dict[Step, Package] = {}
        played: dict[Step, Package] = {}
        todo = steps(board)
        for i, step in enumerate(todo):
            package = default_package(board, self.rules, step, player=self.sides.me)
            answer = self._answer(board, step, package, todo[i + 1 :], _DEFAULT_ANSWERS)
            both = package.merged(answer)
            board = resolve_step(board, self.rules, step, both, trusted=True).board
            if step is Step.FIRST_STRIKE:
                early = board
            mine[step], played[step] = package, both
        return board, early, mine, played

    def _order_choices(self, board: Board) -> Iterator[dict[str, tuple[str, ...]]]:
        """The solving player's damage assignment orders (509.2 for the active
        player's attackers, 509.3 for a defending player's blockers), leaving
        out orders that differ only by swapping identical creatures or in
        places the creature's damage can never reach."""
        choosers = self._choosers(board)
        decider = _decider(board, self.sides.me, self.sides.mine)
        sort = _sort_of(self.sides)
        # Walked afresh for each combination, never listed: ten creatures in
        # one order can have millions. Where only a few orders matter
        # (solver_reduce.few_orders), just those.
        per = [_Again(functools.partial(_orders_of, board, c, decider, sort)) for c in choosers]
        for combo in _combinations(per):
            self.clock.tick()
            yield dict(zip(choosers, combo, strict=True))

    def _play(
        self, board: Board, todo: Sequence[Step], early: Board
    ) -> Iterator[tuple[Board, Board, dict[Step, Package], dict[Step, Package]]]:
        """Each way the remaining steps can go: the final board, the board
        after the first-strike step (``early`` until it is played), the
        solving player's packages, and every package played. The regular step
        is played even when this fight alone ends the game in the first-strike
        step: whether the game ends depends on every fight, so the combination
        decides which of the two boards counts."""
        if not todo:
            yield board, early, {}, {}
            return
        step, rest = todo[0], todo[1:]
        alike = self._alike(board)
        decider = _decider(board, self.sides.me, self.sides.mine)
        for mine in _packages(
            board, self.rules, step, self.sides.me, Package(), alike, decider, self.clock
        ):
            answer = self._answer(board, step, mine, rest)
            both = mine.merged(answer)
            after = resolve_step(board, self.rules, step, both, trusted=True).board
            then = after if step is Step.FIRST_STRIKE else early
            for final, first, later, played in self._play(after, rest, then):
                yield final, first, {step: mine, **later}, {step: both, **played}

    def _alike(self, board: Board) -> list[list[str]]:
        """Groups of interchangeable creatures (same kind, blocking or blocked
        by the same creatures): under the current rules a division among them
        and the same division swapped end alike, so only one is tried. (Under
        the 2023 rules the orders already skip such swaps.)"""
        if self.rules.has_damage_assignment_order:
            return []
        sort = _sort_of(self.sides)
        groups: dict[tuple[object, tuple[str, ...]], list[str]] = {}
        for c in board.in_combat():
            perm = board.permanent(c)
            partners = (
                board.blockers_of(c) if board.is_attacking(c) else board.blocked_by_blocker(c)
            )
            groups.setdefault((sort(perm), tuple(sorted(partners))), []).append(c)
        return [g for g in groups.values() if len(g) > 1]

    def _answer(
        self,
        board: Board,
        step: Step,
        mine: Package,
        rest: Sequence[Step],
        most: int | None = None,
    ) -> Package:
        """The other player's package: its best in this fight, assuming the
        solving player then plays its own best in the fight. With ``most``,
        an other player with more than that many packages plays its default
        chooser's instead (the default play must come quickly)."""
        other = self.sides.other
        # Swapping identical creatures does not change what the answer is
        # worth, so the alike cut holds for the other player's choice too.
        decider = _decider(board, other, self.sides.theirs)
        answers = _packages(
            board, self.rules, step, other, mine, self._alike(board), decider, self.clock
        )
        first = next(answers, None)
        second = next(answers, None)
        if first is None or second is None:
            return first or Package()
        ahead: Iterable[Package] = answers
        if most is not None:
            listed = list(itertools.islice(answers, most))
            if len(listed) == most:
                played = default_package(board, self.rules, step, self.sides.other, mine)
                return Package(tuple(a for a in played if a.creature not in mine))
            ahead = listed
        best: tuple[tuple[int, float], Package] | None = None
        for answer in itertools.chain((first, second), ahead):
            after = resolve_step(board, self.rules, step, mine.merged(answer), trusted=True).board
            finals = [final for final, _, _, _ in self._play(after, rest, after)]
            expected = max(finals, key=lambda f: self.sides.mine.key(f, self.sides.me))
            key = self.sides.theirs.key(expected, self.sides.other)
            if best is None or key > best[0]:
                best = (key, answer)
            self.clock.tick()
        assert best is not None
        return best[1]


_DEFAULT_ANSWERS = 64
"""In the default play of a fight, the most packages of the other player
whose best is searched; past that it plays its default chooser's."""


def _orders_of(
    board: Board, creature: str, decider: Decider, sort: Callable[[Permanent], object]
) -> Iterator[tuple[str, ...]]:
    """The damage assignment orders worth trying for one creature: the few
    that can matter where :func:`~mtgcombat.solver.reduce.few_orders` knows
    them, else one of each that can make a difference."""
    few = few_orders(board, creature, decider)
    if few:
        yield from few
    else:
        yield from _distinct_orders(board, creature, sort)


def _decider(board: Board, player: str, objective: Objective) -> Decider:
    """What :func:`~mtgcombat.solver.reduce.few_divisions` needs to know of
    the player choosing a division: whether opposing creatures count for it,
    and what each creature is worth."""
    counts = objective.creatures > 0
    worth = (
        {p.id: objective.creature_worth(p) for p in board.permanents if p.is_creature}
        if counts
        else {}
    )
    return Decider(player, counts, worth)


def _distinct_orders(
    board: Board, creature: str, sort: Callable[[Permanent], object] = _kind
) -> Iterator[tuple[str, ...]]:
    """The creature's possible damage assignment orders, one of each that
    can make a difference. Two orders are alike when they swap identical
    creatures, or differ only after the point the creature's damage cannot
    pass: under 510.1c-d (2023) a creature in the order is dealt damage only
    once every creature before it is assigned lethal damage, so once the
    lethal damage of those before it adds up to all the damage this creature
    can deal in combat (twice its amount with double strike), the rest of the
    order is never reached. Both cuts are used only when no other creature can
    damage the ones in this order: then their lethal damage is fixed, and no
    other creature's order can swap them the other way."""
    members = board.damage_assignment_order(creature)
    perm = board.permanent(creature)
    others_reach = any(
        set(board.blockers_of(a) if board.is_attacking(a) else board.blocked_by_blocker(a))
        & set(members)
        for a in board.in_combat()
        if a != creature
    )
    total = perm.combat_damage_amount * (2 if perm.has(Keyword.DOUBLE_STRIKE) else 1)
    deathtouch = perm.has(Keyword.DEATHTOUCH)

    def need(pid: str) -> int:
        target = board.permanent(pid)
        lethal = max(0, target.current_toughness - target.damage)
        return min(lethal, 1) if deathtouch else lethal

    # A depth-first walk over prefixes with an explicit stack (an order can
    # hold thousands of creatures: no recursion). Each frame: the prefix, the
    # damage its members need, and the candidates for its next place.
    stack: list[tuple[tuple[str, ...], int, Iterator[str]]] = []

    def candidates(prefix: tuple[str, ...], used: int) -> Iterator[str] | None:
        """The next place's candidates, or None when the prefix settles the
        order (it is completed in board order)."""
        rest = [m for m in members if m not in prefix]
        if not rest or (not others_reach and used >= total):
            return None
        seen: set[object] = set()
        picked: list[str] = []
        for m in rest:
            kind = sort(board.permanent(m))
            if kind in seen and not others_reach:
                continue
            seen.add(kind)
            picked.append(m)
        return iter(picked)

    def complete(prefix: tuple[str, ...]) -> tuple[str, ...]:
        return prefix + tuple(m for m in members if m not in prefix)

    first = candidates((), 0)
    if first is None:
        yield complete(())
        return
    stack.append(((), 0, first))
    while stack:
        prefix, used, options = stack[-1]
        m = next(options, None)
        if m is None:
            stack.pop()
            continue
        longer, more = (*prefix, m), used + need(m)
        following = candidates(longer, more)
        if following is None:
            yield complete(longer)
        else:
            stack.append((longer, more, following))


def _delta(before: Board, after: Board) -> tuple[int, ...]:
    out: list[int] = []
    for p, q in zip(before.players, after.players, strict=True):
        out.extend((q.life - p.life, q.poison - p.poison))
    return tuple(out)


# ---------------------------------------------------------------------------
# Combining fights
# ---------------------------------------------------------------------------


def _pareto(
    results: Sequence[_Result], board: Board, me: str, clock: _Clock | None = None
) -> list[_Result]:
    """Leave out each result that another beats or ties on everything the
    solving player's choice depends on: the same changes in the first-strike
    step, and after the whole combat its own life up and poison down, the
    other player's life down and poison up, its score up."""
    signs: list[int] = []
    for p in board.players:
        mine = p.id == me
        signs.extend((1 if mine else -1, -1 if mine else 1))

    def covers(x: _Result, y: _Result) -> bool:
        # Only results with the same first-strike-step changes compare: then
        # the game ends after that step (104.2a) with either or with neither,
        # whatever the other fights do. (More damage early is not always
        # better: ending the game early forgoes the regular step's score.)
        return (
            x.early == y.early
            and x.mine >= y.mine
            and x.early_mine >= y.early_mine
            and all(s * (a - b) >= 0 for s, a, b in zip(signs, x.delta, y.delta, strict=True))
        )

    kept: list[_Result] = []
    for r in results:
        if clock is not None:
            clock.tick()
        if any(covers(k, r) for k in kept):
            continue
        kept = [k for k in kept if not covers(r, k)]
        kept.append(r)
    return kept


_Pick = tuple[float, tuple[int, ...]]
_Entry = tuple[_Pick, _Pick]


def _combine(
    board: Board,
    per_fight: Sequence[Sequence[_Result]],
    sides: _Sides,
    clock: _Clock | None = None,
) -> tuple[tuple[int, float], list[_Result]]:
    """The solving player's best pick of one result per fight: a dynamic
    programme over the summed life and poison changes (after the first-strike
    step and after the whole combat) that keeps, for each sum, the best score
    either way; the totals then say whether the game ended after the
    first-strike step (104.2a) and so which score counts, and the game result.
    Returns the solving player's (game result, score change) and the picks.
    A game that ends as the declare blockers triggers resolve (every result
    of a fight shares its ``before``) ends before any damage."""
    width = 2 * len(board.players)
    over = _over_before(board, per_fight)
    if over is not None:
        total, score = over
        result = _result_from(board, total, sides.me) if sides.mine.avoid_losing else 0
        return (result, score), [results[0] for results in per_fight]
    zero = tuple(0 for _ in range(2 * width))
    # totals -> ((best whole-combat score, picks), (best first-strike score, picks))
    states: dict[tuple[int, ...], _Entry] = {zero: ((0.0, ()), (0.0, ()))}
    for results in per_fight:
        after: dict[tuple[int, ...], _Entry] = {}
        for total, ((whole, whole_picks), (first, first_picks)) in states.items():
            if clock is not None:
                clock.tick()
            for i, r in enumerate(results):
                key = tuple(a + b for a, b in zip(total, (*r.early, *r.delta), strict=True))
                best_whole = (whole + r.mine, (*whole_picks, i))
                best_first = (first + r.early_mine, (*first_picks, i))
                held = after.get(key)
                if held is not None:
                    if held[0][0] >= best_whole[0]:
                        best_whole = held[0]
                    if held[1][0] >= best_first[0]:
                        best_first = held[1]
                after[key] = (best_whole, best_first)
        states = after
    best: tuple[tuple[int, float], tuple[int, ...]] | None = None
    for total, (whole_pick, first_pick) in states.items():
        early = _ends_early(board, total[:width])
        score, chosen = first_pick if early else whole_pick
        counted = total[:width] if early else total[width:]
        result = _result_from(board, counted, sides.me) if sides.mine.avoid_losing else 0
        if best is None or (result, score) > best[0]:
            best = ((result, score), chosen)
    assert best is not None
    return best[0], [per_fight[i][k] for i, k in enumerate(best[1])]


def _over_before(
    board: Board, per_fight: Sequence[Sequence[_Result]]
) -> tuple[tuple[int, ...], float] | None:
    """The summed life and poison changes and the solving player's score
    change of the fights' declare blockers triggers, when they end the game
    before any combat damage (704.3, 104.2a); else ``None``. The triggers
    have no choice in them: every result of one fight shares them."""
    firsts = [results[0] for results in per_fight if results and results[0].before]
    if not firsts:
        return None
    total = tuple(sum(column) for column in zip(*(r.before for r in firsts), strict=True))
    if not _ends_early(board, total):
        return None
    return total, sum(r.before_mine for r in firsts)


def _ends_early(board: Board, early: Sequence[int]) -> bool:
    """Whether these first-strike-step changes leave at most one player in
    the game, so that no regular step follows (104.2a)."""
    return sum(1 for lost in _losers(board, early).values() if not lost) <= 1


def _totals(board: Board, picks: Sequence[_Result]) -> tuple[tuple[int, ...], float, float]:
    """The summed life and poison changes and both scores of one pick per
    fight, after the first-strike step if the game ends there, else after
    the whole combat."""
    width = 2 * len(board.players)
    staged = [r for r in picks if r.before]
    if staged:
        before = [sum(column) for column in zip(*(r.before for r in staged), strict=True)]
        if _ends_early(board, before):
            # The game ended as the declare blockers triggers resolved.
            mine = sum(r.before_mine for r in staged)
            return tuple(before), mine, sum(r.before_theirs for r in staged)
    early_sum = [0] * width
    for r in picks:
        early_sum = [a + b for a, b in zip(early_sum, r.early, strict=True)]
    early = _ends_early(board, early_sum)
    total = [0] * width
    mine = theirs = 0.0
    for r in picks:
        delta, gain, loss = r.outcome(early)
        total = [a + b for a, b in zip(total, delta, strict=True)]
        mine += gain
        theirs += loss
    return tuple(total), mine, theirs


def _result_from(board: Board, total: Sequence[int], me: str) -> int:
    """The game result for ``me`` once these life and poison changes apply."""
    lost = _losers(board, total)
    others = [v for k, v in lost.items() if k != me]
    if not lost[me] and others and all(others):
        return 1
    if lost[me] and not all(others):
        return -1
    return 0


def _merge(results: Sequence[_Result]) -> tuple[CombatPlan, dict[Step, Package]]:
    orders: dict[str, tuple[str, ...]] = {}
    packages: dict[Step, list[Assignment]] = {}
    played: dict[Step, list[Assignment]] = {}
    for r in results:
        orders.update(r.plan.orders)
        for step, pkg in r.plan.packages.items():
            packages.setdefault(step, []).extend(pkg)
        for step, pkg in r.played.items():
            played.setdefault(step, []).extend(pkg)
    order = (Step.FIRST_STRIKE, Step.REGULAR)
    plan = CombatPlan(orders, {s: Package(tuple(packages[s])) for s in order if s in packages})
    return plan, {s: Package(tuple(played[s])) for s in order if s in played}


# ---------------------------------------------------------------------------
# Best assignment and orders (the attacker)
# ---------------------------------------------------------------------------


def _the_other(board: Board, player: str) -> str:
    others = [p.id for p in board.players if p.id != player]
    if not others:
        raise SolverError("combat needs two players")
    if len(others) > 1:
        defenders = {board.defending_player(a) for a in board.attackers()}
        if len(defenders) != 1:
            raise SolverError("the solver handles one defending player")
        return defenders.pop()
    return others[0]


def _respond(
    board: Board, rules: RuleSet, sides: _Sides, clock: _Clock, search: _FightSearch | None = None
) -> tuple[tuple[int, float], list[_Result], bool]:
    """The solving player's best combination on a declared combat: its
    predicted (game result, score change), the picked result of each fight,
    and whether the fights were searched completely. Raises
    :class:`_OutOfTime` when the clock runs out before every fight has a
    result and they are combined."""
    search = search or _FightSearch(rules, sides, clock)
    groups = fights(board) if _splits(board) else [tuple(board.in_combat())]
    per_fight = []
    for g in groups:
        clock.tick()
        per_fight.append(_pareto(search.results(_sub_board(board, g)), board, sides.me, clock))
    key, picks = _combine(board, per_fight, sides, clock)
    return key, picks, search.complete and not clock.expired


def _replay(
    board: Board, rules: RuleSet, plan: CombatPlan, played: Mapping[Step, Package]
) -> CombatResult:
    ordered = board.with_orders({**board.orders, **plan.orders}) if plan.orders else board
    return resolve_combat(ordered, rules, played)


def best_assignment(
    board: Board,
    rules: RuleSet | str,
    *,
    player: str | None = None,
    objective: Objective | None = None,
    opponent_objective: Objective | None = None,
    given: Mapping[Step, Package] | None = None,
    time_limit: float | None = None,
) -> Solution[CombatPlan]:
    """A player's best damage assignment orders (2023 rules) and packages for
    every damage step still to come, for the blocks on the board.

    For the active player (the default ``player``): ``objective`` is its own
    (default :class:`Objective`); ``opponent_objective`` decides the defending
    player's own choices, where it has any (default: the same weights from its
    side).

    For the defending player, whose creatures assign after the attacker's in
    each step (510.1): its choices exist where a blocker blocks several
    attackers (510.1d) or a band's attacker is divided by it (702.22j). The
    attacker's packages are ``given`` (say, from a scenario file); a step the
    attacker has no package for gets the attacker's best for that moment
    (re-solved after the first-strike step). The defender's orders (509.3,
    2023) are those on the board.

    With ``time_limit`` (seconds), the best found so far is returned with
    ``optimal=False`` if the search is cut short.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> best = best_assignment(board, "current")
    >>> str(best.choice), best.optimal
    ('regular: ogre: elf=1 bear=4', True)
    """
    rules = RuleSet.coerce(rules)
    mine = objective or Objective()
    me = board.active_player
    if player is not None and player != me:
        return _defender_assignment(
            board, rules, player, mine, opponent_objective or mine, given or {}, time_limit
        )
    sides = _Sides(me, _the_other(board, me), mine, opponent_objective or mine)
    return _attacker_best(board, rules, sides, _Clock(time_limit))


def _choosers_of(board: Board, rules: RuleSet, player: str) -> list[str]:
    """The player's creatures whose damage assignment order is still to be
    chosen (2023 rules): more than one creature in it and no order declared
    on the board. A declared order was announced once, as blockers were
    declared (509.2, 509.3), and is kept."""
    if not rules.has_damage_assignment_order:
        return []
    return [
        c
        for c in board.in_combat()
        if board.permanent(c).controller == player
        and not board.has_declared_order(c)
        and len(board.damage_assignment_order(c)) > 1
    ]


def _default_plan(board: Board, rules: RuleSet, me: str) -> tuple[CombatPlan, CombatResult] | None:
    """The default play (the first answer of the anytime search): the
    declared orders, board order where none is declared (2023 rules), and the
    default chooser's packages for every creature (``resolve --auto``). None
    if the board cannot be played that way."""
    orders = {c: board.damage_assignment_order(c) for c in _choosers_of(board, rules, me)}
    ordered = board.with_orders({**board.orders, **orders}) if orders else board
    try:
        outcome = resolve_combat(ordered, rules, auto=True)
    except (CombatError, ValueError):
        return None
    assigners: dict[str, str] = {}
    for step in steps(board):
        for c, plan in _step_plans(board, rules, step).items():
            assigners.setdefault(c, plan.assigner)
    packages = {
        step: Package(
            tuple(
                a
                for a in package
                if assigners.get(a.creature, board.permanent(a.creature).controller) == me
            )
        )
        for step, package in outcome.packages.items()
    }
    return CombatPlan(orders, packages), outcome


def _chooses(board: Board, rules: RuleSet, player: str) -> bool:
    """Whether ``player`` has a choice of its own in the damage steps: a
    creature whose damage it assigns with more than one legal way (a blocker
    of several attackers, 510.1d; a blocker of a band, 702.22j)."""
    for step in steps(board):
        for plan in _step_plans(board, rules, step).values():
            if plan.assigner == player and plan.forced() is None:
                return True
    return False


def _attacker_best(
    board: Board, rules: RuleSet, sides: _Sides, clock: _Clock, *, their_orders: bool = False
) -> Solution[CombatPlan]:
    """:func:`best_assignment` for the active player, anytime: the default
    play first; then the fight search, whose answer replaces the default only
    when its replay on the whole board is at least as good. With
    ``their_orders`` the defender still announces its orders (509.3) after the
    attacker's, and the plan holds them too (see :class:`_FightSearch`)."""
    me, mine = sides.me, sides.mine
    started = time.monotonic()
    default = _default_plan(board, rules, me)
    # The search stops early enough to replay its answer on the whole board
    # (about what the default play cost) before the final deadline.
    clock.reserve(2.0 * (time.monotonic() - started) + 0.02)
    # Candidates in the order found; the first of the best is the answer.
    found: list[tuple[CombatPlan, CombatResult, bool]] = []
    # The default play has the other player answer with its own default
    # choices; where it has choices of its own, the search has it answer with
    # its best instead, and the default play only stands in for a search that
    # found nothing.
    fallback = None
    if default is not None:
        if _chooses(board, rules, sides.other):
            fallback = (*default, False)
        else:
            found.append((*default, False))
    try:
        search = _FightSearch(rules, sides, clock, their_orders=their_orders)
        key, picks, complete = _respond(board, rules, sides, clock, search)
        predicted = (key[0], mine.score(board, me) + key[1])
        try:
            plan, played = _merge(picks)
            outcome: CombatResult | None = _replay(board, rules, plan, played)
        except (CombatError, ValueError):  # the fights' plans do not fit together
            outcome = None
        actual = None if outcome is None else mine.key(outcome.board, me)
        if outcome is not None:
            found.append((plan, outcome, complete))
        if actual is None or (
            complete and (actual[0] != predicted[0] or abs(actual[1] - predicted[1]) > 1e-6)
        ):
            # The fights interacted beyond life and poison totals after all:
            # search the combat as one fight instead (exact, slower).
            if outcome is not None:
                found[-1] = (plan, outcome, False)
            whole = _FightSearch(rules, sides, clock, their_orders=their_orders)
            results = whole.results(board) if board.in_combat() else []
            chosen = [_pareto(results, board, me, clock)] if results else []
            _, picks = _combine(board, chosen, sides, clock)
            plan, played = _merge(picks)
            outcome = _replay(board, rules, plan, played)
            found.append((plan, outcome, whole.complete and not clock.expired))
    except _OutOfTime:
        pass
    if not found and fallback is not None:
        found.append(fallback)
    if not found:
        raise SolverError("the solver's plan does not replay on this board")
    # The best by the objective; among equals the search's proven answer.
    # When the default play beats a proven answer (the other player's default
    # answer is worse for it than its best), the default stands unproven.
    best = max(found, key=lambda f: (mine.key(f[1].board, me), f[2]))
    plan, outcome, complete = best
    complete = complete and not clock.memory_spent
    return Solution(plan, mine.value(outcome.board, me), complete, outcome, me)


def _defender_assignment(
    board: Board,
    rules: RuleSet,
    me: str,
    mine: Objective,
    theirs: Objective,
    given: Mapping[Step, Package],
    time_limit: float | None,
) -> Solution[CombatPlan]:
    if me != _the_other(board, board.active_player):
        raise SolverError(f"{me} is not the defending player")
    clock = _Clock(time_limit)

    def attack(board: Board, step: Step) -> Package:
        planned = given.get(step)
        if planned is not None:
            return planned
        answer = best_assignment(
            board,
            rules,
            objective=theirs,
            opponent_objective=mine,
            time_limit=clock.remaining(),
        )
        return answer.choice.packages.get(step, Package())

    def play(
        board: Board, todo: Sequence[Step]
    ) -> tuple[tuple[int, float], dict[Step, Package], dict[Step, Package], Board]:
        """The defender's best from here: its key, its packages, every
        package played, and the board this leaves."""
        if not todo or game_over(board):
            return mine.key(board, me), {}, {}, board
        step, rest = todo[0], todo[1:]
        theirs_now = attack(board, step)
        best: tuple[tuple[int, float], dict[Step, Package], dict[Step, Package], Board] | None
        best = None
        for package in legal_packages(board, rules, step, me, theirs_now):
            both = theirs_now.merged(package)
            try:
                after = resolve_step(board, rules, step, both).board
            except CombatError as exc:
                raise SolverError(f"the attacker's {step} step package: {exc}") from None
            key, later, played, final = play(after, rest)
            if best is None or key > best[0]:
                best = (key, {step: package, **later}, {step: both, **played}, final)
            if clock.check():
                break
        if best is None:  # the attacker's package left the defender nothing legal
            raise SolverError(f"no legal {step} step package for {me} after the attacker's")
        return best

    _, packages, played, _ = play(board, steps(board))
    outcome = resolve_combat(board, rules, played)
    plan = CombatPlan({}, packages)
    return Solution(plan, mine.value(outcome.board, me), not clock.expired, outcome, me)


def best_orders(
    board: Board,
    rules: RuleSet | str,
    *,
    objective: Objective | None = None,
    opponent_objective: Objective | None = None,
    time_limit: float | None = None,
) -> Solution[Mapping[str, tuple[str, ...]]]:
    """The active player's best damage assignment orders (509.2, 2023 rules),
    assuming its best assignments afterwards; under the current rules there
    are no orders and the choice is empty.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> best = best_orders(board, "2023")
    >>> dict(best.choice), best.optimal
    ({'ogre': ('elf', 'bear')}, True)
    """
    rules = RuleSet.coerce(rules)
    best = best_assignment(
        board,
        rules,
        objective=objective,
        opponent_objective=opponent_objective,
        time_limit=time_limit,
    )
    return Solution(best.choice.orders, best.value, best.optimal, best.outcome, best.player)


# ---------------------------------------------------------------------------
# Best blocks (the defender)
# ---------------------------------------------------------------------------


def without_blocks(board: Board) -> Board:
    """The board with no blocks declared (and no damage assignment orders).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> without_blocks(board).blockers(), without_blocks(board).is_blocked("ogre")
    ((), False)
    """
    cleared = board.with_permanents(
        evolve(p, blocking=(), blocked=False, entered_blocking=False)
        if p.blocking or p.blocked
        else p
        for p in board.permanents
    )
    return cleared.with_orders({})


def with_blocks(board: Board, declaration: BlockDeclaration) -> Board:
    """The board once this declaration is made (509.1): each blocker blocks
    its attackers and each attacker it blocks is blocked (509.1h).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=6)
    >>> board = Board([Player("A"), Player("B", life=4)], [ogre, bear, wall], "A")
    >>> from mtgcombat.rules.blocks import BlockDeclaration
    >>> after = with_blocks(board, BlockDeclaration.parse("wall: ogre"))
    >>> after.blockers_of("ogre"), after.is_blocked("ogre")
    (('wall',), True)
    """
    blocked = {a for _, attackers in declaration.blocks for a in attackers}
    # One look-up per permanent (a declaration of thousands of blockers).
    blocking = dict(declaration.blocks)
    out: list[Permanent] = []
    for perm in board.permanents:
        attackers = blocking.get(perm.id, ())
        changed = perm
        if attackers:
            changed = evolve(changed, blocking=attackers)
        if perm.id in blocked:
            changed = evolve(changed, blocked=True)
        out.append(changed)
    return board.with_permanents(out)


@dataclass
class _Staged:
    """One fight's declare blockers step, as the block search plays it: the
    fight's board as combat damage begins, the fight search for the pumps
    the triggers gave (:meth:`_FightSearch.under`), whether anything
    triggered, and what the step changed: the players' life and poison, the
    attacker's and the defender's scores; the fight's results once found."""

    board: Board
    search: _FightSearch
    happened: bool
    before: tuple[int, ...]
    mine: float
    theirs: float
    results: list[_Result] | None = None


_Split = tuple[tuple[int, ...], ...]
"""Blockers given to a fight: per attacker, a count of each blocker kind."""

_FightValue = tuple[float, float, int, int]
"""A fight's worth to the defender for some blocks: its score change after the
attacker's best there, its best score change there, and the most life and
poison the attacker could take there."""


class _BlockSearch:
    """The defender's search over declarations, fight by fight."""

    def __init__(
        self,
        board: Board,
        rules: RuleSet,
        defence: _Sides,
        attack: _Sides,
        clock: _Clock,
        shared: FightCache | None = None,
        triggers: Survey | None = None,
    ) -> None:
        self.board = board
        self.rules = rules
        self.defence = defence
        self.attack = attack
        self.clock = clock
        # The defender's orders (509.3) are part of its choice of blocks.
        self.fight_search = _FightSearch(rules, attack, clock, their_orders=True, shared=shared)
        self.shared = shared
        self.start = defence.mine.score(board, defence.me)
        self.best: tuple[tuple[int, float], BlockDeclaration] | None = None
        self.complete = True
        # The declare blockers step's triggers, played for every declaration
        # (and every fight) valued; what the solver plays one way only.
        self.triggers = triggers or Survey()
        self.unplayed: dict[Unplayed, None] = dict.fromkeys(self.triggers.unplayed)
        self._watchers = {
            w: evolve(board.permanent(w), attacking=None, blocking=(), blocked=False)
            for w in self.triggers.watchers
        }
        self._staged: dict[tuple[tuple[str, tuple[str, ...], bool], ...], _Staged] = {}
        self._kinds: dict[object, int] = {}  # one number per kind, for the whole search
        self._sort = _sort_of(defence)
        # Where the defender's life and poison changes sit in a result's delta.
        self._life_at = 2 * [p.id for p in board.players].index(defence.me)
        # Opposed objectives: the attacker's best is the defender's worst.
        self._opposed = attack.mine == defence.mine

    def evaluate(self, declaration: BlockDeclaration) -> tuple[int, float]:
        """The defender's (game result, score) after the attacker's best
        answer, the declare blockers triggers played first on the whole board
        (as ``resolve`` plays them); a declaration the file's choices cannot
        play (a target missing, 603.3d) is worth less than any other."""
        blocked = with_blocks(self.board, declaration)
        me, mine, search, start = self.defence.me, self.defence.mine, self.fight_search, self.start
        if self.triggers.present:
            try:
                stage = play(blocked, self.rules)
            except ChoiceError:
                return (-2, -math.inf)
            self.unplayed.update(dict.fromkeys(stage.unplayed))
            blocked, search = stage.board, search.under(stage.pumps)
            mine = with_pumps(mine, stage.pumps)
            start = mine.score(blocked, me)
            if game_over(blocked):  # the game ended before any damage
                return (game_result(blocked, me) if mine.avoid_losing else 0), start
        _, picks, complete = _respond(blocked, self.rules, search.sides, self.clock, search)
        self.complete = self.complete and complete
        total, _, gain = _totals(blocked, picks)
        result = _result_from(blocked, total, me) if mine.avoid_losing else 0
        return result, start + gain

    # -- one fight's declare blockers triggers -------------------------------

    def _trigger_board(self, sub: Board) -> Board:
        """A fight's board with the permanents that watch other creatures'
        blocks ("whenever a creature you control becomes blocked"), those
        outside the fight taken out of combat there: their abilities trigger
        for this fight's creatures, their own blocks belong to their fight."""
        ids = {p.id for p in sub.permanents}
        extra = {w: p for w, p in self._watchers.items() if w not in ids}
        if not extra:
            return sub
        return sub.with_permanents(
            sub.permanent(p.id) if p.id in ids else extra[p.id]
            for p in self.board.permanents
            if p.id in ids or p.id in extra
        )

    def _stage(self, sub: Board) -> _Staged:
        """A fight's declare blockers step (:class:`_Staged`), once per board
        (the fight search below it is shared by identical fights)."""
        board = self._trigger_board(sub)
        # Every fight board is the search's board with some blocks made: who
        # is there and who blocks whom decides it.
        key = tuple((p.id, p.blocking, p.blocked) for p in board.permanents)
        found = self._staged.get(key)
        if found is not None:
            return found
        stage = play(board, self.rules)
        self.unplayed.update(dict.fromkeys(stage.unplayed))
        after = stage.board
        if len(after.permanents) != len(sub.permanents):
            ids = {p.id for p in sub.permanents}
            after = after.with_permanents(p for p in after.permanents if p.id in ids)
        search = self.fight_search.under(stage.pumps)
        attack, defence = self.attack, self.defence
        found = _Staged(
            after,
            search,
            bool(stage.events),
            _delta(sub, after),
            search.sides.mine.score(after, attack.me) - attack.mine.score(sub, attack.me),
            search.sides.theirs.score(after, defence.me) - attack.theirs.score(sub, defence.me),
        )
        self._staged[key] = found
        return found

    def _results(self, sub: Board) -> list[_Result]:
        """A fight's results (the choices in them may name the creatures of
        an identical fight), its declare blockers triggers played first: each
        result then includes what they changed (:meth:`_Result.after`)."""
        if not self.triggers.present:
            return self.fight_search.results(sub, named=False)
        staged = self._stage(sub)
        if staged.results is None:
            if not staged.happened:
                staged.results = staged.search.results(staged.board, named=False)
            elif game_over(staged.board):
                # The game ends here, before any damage (with local triggers
                # and life moving one way, it ends for the whole board too).
                before, mine, theirs = staged.before, staged.mine, staged.theirs
                staged.results = [
                    _Result(before, mine, theirs, CombatPlan({}, {}), {},
                            before, mine, theirs, before, mine, theirs)
                ]  # fmt: skip
            else:
                found = staged.search.results(staged.board, named=False)
                shifted = [r.after(staged.before, staged.mine, staged.theirs) for r in found]
                if not staged.search.complete:
                    return shifted  # cut short: not kept
                staged.results = shifted
        return staged.results

    def offer(self, declaration: BlockDeclaration) -> None:
        key = self.evaluate(declaration)
        if self.best is None or key > self.best[0]:
            self.best = (key, declaration)

    # -- every legal declaration (small or unusual boards) --------------------

    def exhaustive(self) -> None:
        seen: set[object] = set()
        for declaration in _legal_declarations(self.board, self.clock):
            self.clock.tick()
            shape = self._canonical(declaration)
            if shape in seen:
                continue
            seen.add(shape)
            self.offer(declaration)

    def _canonical(self, declaration: BlockDeclaration) -> object:
        """Declarations that differ only by swapping identical blockers (or
        identical attackers with the same blockers) are the same choice."""
        kinds = self._kinds

        def kind(pid: str) -> int:
            return kinds.setdefault(self._sort(self.board.permanent(pid)), len(kinds))

        if any(len(attackers) > 1 for _, attackers in declaration.blocks):
            return declaration
        return tuple(
            sorted(
                (kind(a), tuple(sorted(kind(b) for b in declaration.blockers_of(a))))
                for a in self.board.attackers()
            )
        )

    # -- fight by fight (every blocker blocks one attacker at most) ----------

    # -- a greedy declaration (big boards: an early good answer) -------------

    def greedy(self, eligible: Sequence[str]) -> None:
        """Offer two quick declarations, the biggest attackers first: each
        blocked by the cheapest blocker that kills it and survives; then the
        same with chump blocks (the cheapest blocker) while the unblocked
        damage would be lethal. Checked with :func:`is_legal_blocks`; not a
        proof of anything, only an early incumbent for the search."""
        board = self.board
        objective = self.defence.mine
        life = board.player(self.defence.me).life
        attackers = sorted(
            board.attackers(), key=lambda a: -board.permanent(a).combat_damage_amount
        )
        # Identical blockers block alike: one set of options per kind.
        kind_of = {b: _kind(board.permanent(b)) for b in eligible}
        by_kind: dict[Permanent, set[str]] = {}
        for b in eligible:
            by_kind.setdefault(kind_of[b], set(block_options(board, b)))

        def worth(pid: str) -> float:
            return objective.creature_worth(board.permanent(pid))

        def wins(b: str, a: str) -> bool:
            blocker, attacker = board.permanent(b), board.permanent(a)
            kills = blocker.combat_damage_amount >= attacker.current_toughness - attacker.damage
            kills = kills or (blocker.has(Keyword.DEATHTOUCH) and blocker.combat_damage_amount > 0)
            survives = attacker.combat_damage_amount < blocker.current_toughness - blocker.damage
            survives = survives and not attacker.has(Keyword.DEATHTOUCH)
            return kills and survives and not attacker.has(Keyword.TRAMPLE)

        for chump in (False, True):
            # The free blockers of each kind, in board order.
            free: dict[Permanent, list[str]] = {}
            for b in eligible:
                free.setdefault(kind_of[b], []).append(b)
            blocks: dict[str, list[str]] = {}
            unblocked = sum(board.permanent(a).combat_damage_amount for a in attackers)
            for a in attackers:
                self.clock.tick()
                if min_blockers(board.permanent(a)) > 1:
                    continue
                able = sorted(
                    (members[0] for k, members in free.items() if members and a in by_kind[k]),
                    key=worth,
                )
                pick = next((b for b in able if wins(b, a)), None)
                if pick is None and chump and able and unblocked >= life:
                    pick = able[0]
                if pick is not None:
                    blocks.setdefault(pick, []).append(a)
                    room = capacity(board.permanent(pick))
                    if room is not None and len(blocks[pick]) >= room:
                        free[kind_of[pick]].remove(pick)
                    unblocked -= board.permanent(a).combat_damage_amount
            declaration = BlockDeclaration.of(blocks)
            if blocks and is_legal_blocks(board, declaration, self.rules).legal:
                self.offer(declaration)

    def improve(self, eligible: Sequence[str], until: float | None, passes: int = 4) -> None:
        """Local improvement of the best declaration so far (big boards where
        every blocker blocks one attacker and fights meet only through life
        and poison): one blocker at a time moves to the attacker, or off
        blocking, that gains the defender most in the two fights it leaves
        and joins, each fight valued by the attacker's best result there
        (searched once per kind of fight). A pass of such moves is checked
        with :func:`is_legal_blocks` and valued on the whole board; it is
        kept only if that beats the best so far, so it is never worse. Stops
        at ``until`` (monotonic seconds), on the clock, or after ``passes``."""
        if self.best is None:
            return
        board = self.board
        always, place = board.derived(("solver_sub_board",), lambda: _sub_board_index(board))
        if always or any(min_blockers(board.permanent(a)) > 1 for a in board.attackers()):
            return
        kinds: dict[object, int] = {}
        kind = {
            p: kinds.setdefault(self._sort(board.permanent(p)), len(kinds))
            for p in (*board.attackers(), *eligible)
        }
        options = {b: block_options(board, b) for b in eligible}
        memo: dict[tuple[int, tuple[int, ...]], float] = {}

        def value(a: str, blockers: Sequence[str]) -> float:
            """The defender's score change in the fight of ``a`` blocked by
            ``blockers``, the attacker playing its best there (among equals,
            the one worst for the defender)."""
            key = (kind[a], tuple(sorted(kind[b] for b in blockers)))
            found = memo.get(key)
            if found is None:
                perms = [evolve(board.permanent(a), blocked=bool(blockers))]
                perms += [evolve(board.permanent(b), blocking=(a,)) for b in blockers]
                perms.sort(key=lambda p: place[p.id])
                results = self._results(board.with_permanents(perms))
                found = max(results, key=lambda r: (r.mine, -r.theirs)).theirs
                memo[key] = found
            return found

        def out_of_time() -> bool:
            return until is not None and time.monotonic() > until

        order = sorted(eligible, key=lambda b: -board.permanent(b).combat_damage_amount)
        for _ in range(passes):
            at: dict[str, str | None] = dict.fromkeys(eligible)
            crowd: dict[str, list[str]] = {a: [] for a in board.attackers()}
            for b, blocked in self.best[1].blocks:
                at[b] = blocked[0]
                crowd[blocked[0]].append(b)
            moved = stop = False
            for b in order:
                if self.clock.check():
                    return
                if out_of_time():
                    # The moves of a pass cut short are still worth a look.
                    stop = True
                    break
                here = at[b]
                leave = 0.0
                if here is not None:
                    rest = [x for x in crowd[here] if x != b]
                    leave = value(here, rest) - value(here, crowd[here])
                gain, target = (leave, None) if here is not None else (0.0, None)
                seen: set[tuple[int, tuple[int, ...]]] = set()
                for a in options[b]:
                    if a == here:
                        continue
                    sig = (kind[a], tuple(sorted(kind[x] for x in crowd[a])))
                    if sig in seen:
                        continue
                    seen.add(sig)
                    more = leave + value(a, [*crowd[a], b]) - value(a, crowd[a])
                    if more > gain + 1e-9:
                        gain, target = more, a
                if gain <= 1e-9 or target == here:
                    continue
                if here is not None:
                    crowd[here].remove(b)
                if target is not None:
                    crowd[target].append(b)
                at[b] = target
                moved = True
            if not moved:
                return
            blocks = {b: [a] for b, a in at.items() if a is not None}
            declaration = BlockDeclaration.of(
                dict(sorted(blocks.items(), key=lambda kv: place[kv[0]]))
            )
            if not is_legal_blocks(board, declaration, self.rules).legal:
                return
            before = self.best[0]
            self.offer(declaration)
            if stop or self.best[0] <= before:
                return

    def by_fights(self, eligible: Sequence[str]) -> None:
        """Branch and bound over the fights, one local choice of blockers per
        fight. A fight's exact worth needs a search of the attacker's choices
        there; the bound uses a cheap optimistic worth instead (see
        :meth:`_optimistic`) and searches a fight only when the bound says the
        branch could still beat the best declaration found."""
        board = self.board
        kinds: list[object] = []
        members: list[list[str]] = []
        for b in eligible:
            k = self._sort(board.permanent(b))
            if k in kinds:
                members[kinds.index(k)].append(b)
            else:
                kinds.append(k)
                members.append([b])
        groups = fights(board)
        can_block = [
            [
                frozenset(i for i, m in enumerate(members) if a in block_options(board, m[0]))
                for a in g
            ]
            for g in groups
        ]
        limits = [
            [(min_blockers(board.permanent(a)), max_blockers(board.permanent(a))) for a in g]
            for g in groups
        ]
        defender = board.player(self.defence.me)
        n = len(groups)
        inf = float("inf")
        splits_cache: dict[tuple[int, tuple[int, ...]], list[_Split]] = {}
        cheap: dict[tuple[int, _Split], _FightValue] = {}
        exact: dict[tuple[int, _Split], _FightValue] = {}

        def local(gi: int, rem: tuple[int, ...]) -> list[_Split]:
            key = (gi, rem)
            if key not in splits_cache:
                splits_cache[key] = list(self._splits(gi, rem, can_block, limits))
            return splits_cache[key]

        def optimistic(gi: int, split: _Split) -> _FightValue:
            key = (gi, split)
            if key not in cheap:
                cheap[key] = self._optimistic(groups[gi], split, members)
            return cheap[key]

        def precise(gi: int, split: _Split) -> _FightValue:
            key = (gi, split)
            if key not in exact:
                exact[key] = self._fight_value(groups[gi], split, members)
            return exact[key]

        def alive(life_lost: int, poison: int) -> bool:
            return defender.life + life_lost > 0 and defender.poison + poison < POISON_TO_LOSE

        SurviveKey = tuple[int, tuple[int, ...], int, int]
        DreamKey = tuple[int, tuple[int, ...]]
        surviving: dict[SurviveKey, float] = {}
        dreams: dict[DreamKey, float] = {}

        def survive_step(key: SurviveKey) -> float | Iterator[tuple[float, SurviveKey]]:
            gi, rem, life_lost, poison = key
            if gi == n:
                return 0.0 if alive(life_lost, poison) else -inf
            return (
                (pick, (gi + 1, _minus(rem, split), life_lost + dl, poison + dp))
                for split in local(gi, rem)
                for pick, _, dl, dp in (optimistic(gi, split),)
            )

        def survive_bound(gi: int, rem: tuple[int, ...], life_lost: int, poison: int) -> float:
            """At most what fights ``gi`` on can add to the defender's score
            over the declarations it survives (minus infinity if none)."""
            return _best_path((gi, rem, life_lost, poison), survive_step, surviving, self.clock)

        def dream_step(key: DreamKey) -> float | Iterator[tuple[float, DreamKey]]:
            gi, rem = key
            if gi == n:
                return 0.0
            return (
                (optimistic(gi, split)[1], (gi + 1, _minus(rem, split))) for split in local(gi, rem)
            )

        def dream_bound(gi: int, rem: tuple[int, ...]) -> float:
            """At most what fights ``gi`` on can add to the defender's score
            over any declaration."""
            return _best_path((gi, rem), dream_step, dreams, self.clock)

        def upper(
            value: _FightValue,
            gi: int,
            rem: tuple[int, ...],
            life_lost: int,
            poison: int,
            picks: float,
            tops: float,
        ) -> tuple[tuple[int, float], tuple[object, ...]]:
            pick, top, dl, dp = value
            args = (gi + 1, rem, life_lost + dl, poison + dp, picks + pick, tops + top)
            rest = survive_bound(gi + 1, rem, life_lost + dl, poison + dp)
            if rest > -inf:
                return (0, self.start + picks + pick + rest), args
            return (-1, self.start + tops + top + dream_bound(gi + 1, rem)), args

        def beaten(bound: tuple[int, float]) -> bool:
            return self.best is not None and bound <= self.best[0]

        # Identical fights in a row (token armies) take their blockers in a
        # non-increasing order, so that no declaration is tried again with the
        # blocks moved between interchangeable attackers. An attacker a rule
        # names (a creature that must block it) is not interchangeable.
        named = {
            r.attacker for p in board.permanents for r in p.block_rules if isinstance(r, MustBlock)
        }
        shapes = [
            None
            if len(g) != 1 or g[0] in named
            else (self._sort(board.permanent(g[0])), can_block[gi], limits[gi])
            for gi, g in enumerate(groups)
        ]
        same_as_before = [
            gi > 0 and shapes[gi] is not None and shapes[gi] == shapes[gi - 1] for gi in range(n)
        ]
        chosen: list[_Split] = []
        Args = tuple[int, tuple[int, ...], int, int, float, float]

        def branches(
            gi: int, rem: tuple[int, ...], life_lost: int, poison: int, picks: float, tops: float
        ) -> Iterator[tuple[_Split, Args]]:
            """The branches below one node of the search, best bound first,
            each with what its node is called with; a complete declaration
            (``gi == n``) is offered instead."""
            if gi == n:
                declaration = self._declaration(groups, chosen, members)
                if is_legal_blocks(board, declaration, self.rules).legal:
                    self.offer(declaration)
                return
            options = []
            for split in local(gi, rem):
                self.clock.tick()
                if same_as_before[gi] and split > chosen[-1]:
                    continue
                after = _minus(rem, split)
                bound, _ = upper(optimistic(gi, split), gi, after, life_lost, poison, picks, tops)
                options.append((bound, split, after))
            options.sort(key=lambda o: o[0], reverse=True)
            for bound, split, after in options:
                if beaten(bound):
                    return
                sharp, args = upper(precise(gi, split), gi, after, life_lost, poison, picks, tops)
                if beaten(sharp):
                    continue
                yield split, args  # type: ignore[misc]

        # Depth first with an explicit stack (one level per fight: thousands
        # of fights must not reach Python's recursion limit); ``chosen``
        # holds the split of every level below the top one.
        stack = [branches(0, tuple(len(m) for m in members), 0, 0, 0.0, 0.0)]
        while stack:
            self.clock.tick()
            step = next(stack[-1], None)
            if step is None:
                stack.pop()
                if chosen:
                    chosen.pop()
                continue
            split, args = step
            chosen.append(split)
            stack.append(branches(*args))

    def _optimistic(
        self, group: Sequence[str], split: _Split, members: Sequence[Sequence[str]]
    ) -> _FightValue:
        """A cheap bound on :meth:`_fight_value`, never below it for the
        defender: with opposed objectives, the defender's score after one
        legal play of the attacker (the default chooser's) is at least its
        score after the attacker's best; that play's life and poison loss are
        at most the attacker's worst; and the defender's best case is bounded
        by every attacker of the fight dying and every life gain of its
        lifelink blockers, with nothing lost. Where the fight's declare
        blockers triggers are played, what they change is added, exactly
        (they have no choice in them), and the rest is bounded on the board
        they leave: pumps included."""
        sub = self._fight_board(group, split, members)
        shape: tuple[object, ...] = ()
        if self.shared is not None:
            keyed = self._trigger_board(sub) if self.triggers.present else sub
            shape = (_shape(keyed), _worths(keyed, self.defence))
            known = self.shared.bounds.get(shape)
            if known is not None:
                return known
        objective = self.defence.mine
        at = self._life_at
        before: tuple[int, ...] = (0,) * (2 * len(sub.players))
        changed = 0.0
        if self.triggers.present:
            staged = self._stage(sub)
            sub, before, changed = staged.board, staged.before, staged.theirs
            objective = staged.search.sides.theirs  # the defender's, the pumps left out
            if game_over(sub):
                value = changed, changed, before[at], before[at + 1]
                if self.shared is not None:
                    self.shared.bounds[shape] = value
                return value
        # Only a blocked attacker can die in combat.
        dream = changed + objective.creatures * sum(
            objective.creature_worth(sub.permanent(a)) for a in group if sub.is_blocked(a)
        )
        gainer = sub.player(self.defence.me)
        for b in sub.blockers():
            perm = sub.permanent(b)
            if perm.has(Keyword.LIFELINK):
                potential = perm.combat_damage_amount
                potential *= 2 if perm.has(Keyword.DOUBLE_STRIKE) else 1
                potential *= 2 if perm.deals_double_damage else 1
                potential = _most_after_rules(sub, perm, potential)
                dream += objective.life * potential * gainer.life_gain_multiplier
        played = resolve_combat(sub, self.rules, auto=True).board
        delta = tuple(a + b for a, b in zip(before, _delta(sub, played), strict=True))
        if self._opposed:
            me = self.defence.me
            pick = changed + objective.score(played, me) - objective.score(sub, me)
        else:
            pick = dream
        value = min(pick, dream), dream, delta[at], delta[at + 1]
        if self.shared is not None:
            self.shared.bounds[shape] = value
        return value

    def _fight_board(
        self, group: Sequence[str], split: _Split, members: Sequence[Sequence[str]]
    ) -> Board:
        blocks = _blocks_for(zip(group, split, strict=True), members)
        return _sub_board(with_blocks(self.board, BlockDeclaration.of(blocks)), (*group, *blocks))

    def _splits(
        self,
        gi: int,
        rem: tuple[int, ...],
        can_block: Sequence[Sequence[frozenset[int]]],
        limits: Sequence[Sequence[tuple[int, int | None]]],
    ) -> Iterator[_Split]:
        """Every way to give the fight's attackers blockers from ``rem``: per
        attacker a count of each blocker kind, within its blocker limits."""

        attackers = len(can_block[gi])

        def choices(ai: int, left: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
            allowed = can_block[gi][ai]
            low, high = limits[gi][ai]
            ranges = [range(left[k] + 1) if k in allowed else range(1) for k in range(len(left))]
            for counts in itertools.product(*ranges):
                self.clock.tick()
                n = sum(counts)
                if n and (n < low or (high is not None and n > high)):
                    continue
                yield counts

        if attackers == 0:
            yield ()
            return
        # Attacker by attacker with an explicit stack (a fight can hold
        # thousands of attackers, say all attacking one planeswalker).
        lefts = [rem]
        stack = [choices(0, rem)]
        prefix: list[tuple[int, ...]] = []
        while stack:
            counts = next(stack[-1], None)
            if counts is None:
                stack.pop()
                lefts.pop()
                if prefix:
                    prefix.pop()
                continue
            ai = len(stack) - 1
            if ai + 1 == attackers:
                yield (*prefix, counts)
                continue
            prefix.append(counts)
            lefts.append(_minus(lefts[ai], (counts,)))
            stack.append(choices(ai + 1, lefts[-1]))

    def _fight_value(
        self,
        group: Sequence[str],
        split: _Split,
        members: Sequence[Sequence[str]],
    ) -> _FightValue:
        """The defender's score change in one fight after the attacker's best
        there, the defender's best score change there (after the whole combat
        or after the first-strike step, should the game end there), and the
        most life and poison the attacker could take in it."""
        sub = self._fight_board(group, split, members)
        results = _pareto(self._results(sub), self.board, self.attack.me)
        self.complete = self.complete and self.fight_search.complete
        at = self._life_at
        best = max(results, key=lambda r: (r.mine, r.theirs))
        return (
            best.theirs,
            max(r.best_theirs for r in results),
            min(r.delta[at] for r in results),
            max(r.delta[at + 1] for r in results),
        )

    def _declaration(
        self,
        groups: Sequence[Sequence[str]],
        chosen: Sequence[_Split],
        members: Sequence[Sequence[str]],
    ) -> BlockDeclaration:
        blocks = _blocks_for(
            (
                pair
                for group, split in zip(groups, chosen, strict=True)
                for pair in zip(group, split, strict=True)
            ),
            members,
        )
        order = {p.id: i for i, p in enumerate(self.board.permanents)}
        return BlockDeclaration.of(dict(sorted(blocks.items(), key=lambda kv: order[kv[0]])))


_Key = TypeVar("_Key")


def _best_path(
    root: _Key,
    expand: Callable[[_Key], float | Iterator[tuple[float, _Key]]],
    memo: dict[_Key, float],
    clock: _Clock,
) -> float:
    """The best total gain along a path from ``root`` down to a leaf, each
    node's best kept in ``memo``: ``expand`` gives a leaf's value (a float),
    or the (gain, child) pairs below an inner node. A node without children
    is worth minus infinity. Depth first with an explicit stack, so the depth
    of the graph is not bounded by Python's recursion limit."""
    if root in memo:
        return memo[root]
    first = expand(root)
    if isinstance(first, float):
        memo[root] = first
        return first
    # Frames: [node, its children, best so far, the gain to the child below]
    stack: list[list[typing.Any]] = [[root, first, -math.inf, 0.0]]
    while stack:
        clock.tick()
        frame = stack[-1]
        below = None
        for gain, child in frame[1]:
            if child in memo:
                frame[2] = max(frame[2], gain + memo[child])
                continue
            sub = expand(child)
            if isinstance(sub, float):
                memo[child] = sub
                frame[2] = max(frame[2], gain + sub)
                continue
            frame[3] = gain
            below = [child, sub, -math.inf, 0.0]
            break
        if below is not None:
            stack.append(below)
            continue
        stack.pop()
        memo[frame[0]] = frame[2]
        if stack:
            parent = stack[-1]
            parent[2] = max(parent[2], parent[3] + frame[2])
    return memo[root]


def _blocks_for(
    counts_per_attacker: Iterable[tuple[str, tuple[int, ...]]], members: Sequence[Sequence[str]]
) -> dict[str, list[str]]:
    """Blocker id -> the attacker it blocks, for a count of each blocker kind
    per attacker: each kind's blockers are handed out in order."""
    used = [0] * len(members)
    blocks: dict[str, list[str]] = {}
    for attacker, counts in counts_per_attacker:
        for k, count in enumerate(counts):
            for blocker in members[k][used[k] : used[k] + count]:
                blocks[blocker] = [attacker]
            used[k] += count
    return blocks


def _minus(rem: tuple[int, ...], split: Iterable[tuple[int, ...]]) -> tuple[int, ...]:
    out = list(rem)
    for counts in split:
        for k, c in enumerate(counts):
            out[k] -= c
    return tuple(out)


def best_blocks(
    board: Board,
    rules: RuleSet | str,
    *,
    objective: Objective | None = None,
    attacker_objective: Objective | None = None,
    time_limit: float | None = None,
    fight_cache: FightCache | None = None,
    triggers: bool = True,
) -> Solution[BlockDeclaration]:
    """The defending player's best legal block declaration for the attack on
    the board (any blocks already on it are set aside), assuming the attacker
    then chooses its orders and assignments to its own best in every step.
    ``objective`` is the defender's; ``attacker_objective`` the attacker's
    (default: the same weights from its side, so what one gains the other
    loses). Costs to block (509.1d) are taken as paid. ``fight_cache`` (a
    dict, at first empty) lets calls on boards that differ only in their
    attacks, under the same rules and objectives, share the fights they
    searched to the end (:func:`mtgcombat.solver.attacks.best_attacks`).

    Each declaration is valued with the declare blockers step's triggered
    abilities played first (bushido, rampage, flanking, afflict, "whenever ~
    blocks / becomes blocked ...": 509.3a-g now, 509.5a-g in 2023), as
    ``resolve`` plays them (:mod:`mtgcombat.solver.triggers`); what they give
    until end of turn is left out of a creature's worth (it ends in the
    cleanup step, 514.2: :attr:`Solution.temporary`). A choice about them
    the solver plays one way only (a "you may", a target, the order of one
    player's abilities) leaves the answer not proven, with the reason in
    :attr:`Solution.unplayed`. With ``triggers=False`` the board is taken
    as it is written (``--no-triggers``).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=6)
    >>> board = Board([Player("A"), Player("B", life=4)], [ogre, bear, wall], "A")
    >>> best = best_blocks(board, "current")
    >>> str(best.choice), best.optimal
    ('wall: ogre', True)

    Bushido 2 makes a 1/1 a 3/3 as it blocks (702.45a): it kills the bear
    and survives, and still counts as a 1/1 after combat.

    >>> from mtgcombat.core.abilities import Bushido
    >>> samurai = Permanent(id="samurai", controller="B", power=1, toughness=1,
    ...                     abilities=frozenset({Bushido(2)}))
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> best = best_blocks(Board([Player("A"), Player("B")], [bear, samurai], "A"), "current")
    >>> str(best.choice), best.value, best.optimal, dict(best.temporary)
    ('samurai: bear', 2.0, True, {'samurai': (2, 2)})
    """
    return _best_blocks(
        board,
        rules,
        objective=objective,
        attacker_objective=attacker_objective,
        time_limit=time_limit,
        fight_cache=fight_cache,
        triggers=triggers,
    )[0]


def _best_blocks(
    board: Board,
    rules: RuleSet | str,
    *,
    objective: Objective | None = None,
    attacker_objective: Objective | None = None,
    time_limit: float | None = None,
    fight_cache: FightCache | None = None,
    triggers: bool = True,
) -> tuple[Solution[BlockDeclaration], bool]:
    """:func:`best_blocks`, and whether its search went through every choice
    (then the answer is proven unless it lists something it played one way
    only, :attr:`Solution.unplayed`)."""
    rules = RuleSet.coerce(rules)
    mine = objective or Objective()
    theirs = attacker_objective or mine
    if not board.attackers():
        raise SolverError("no creature is attacking, so there is nothing to block")
    base = without_blocks(board)
    attacker = base.active_player
    defender = _the_other(base, attacker)
    defence = _Sides(defender, attacker, mine, theirs)
    attack = _Sides(attacker, defender, theirs, mine)
    clock = _Clock(time_limit)
    started = time.monotonic()
    # The first answer: a legal declaration that obeys as many requirements
    # as possible (509.1c): no blocks if that is legal, else the witness of
    # the maximum.
    verdict = is_legal_blocks(base, BlockDeclaration(), rules)
    default = BlockDeclaration() if verdict.legal else verdict.witness
    if default is None or not is_legal_blocks(base, default, rules).legal:
        raise SolverError("no legal block declaration was found")
    # Keep time after the search for the attacker's answer to the blocks
    # chosen and its replay on the whole board (a few default plays).
    played = time.monotonic()
    with contextlib.suppress(CombatError, ValueError):
        resolve_combat(with_blocks(base, default), rules, auto=True, triggers=True)
    clock.reserve(4.0 * (time.monotonic() - played) + 0.1 * (played - started) + 0.05)
    # The declare blockers step's triggers (509.1i) are played for every
    # declaration valued; fight by fight only where each stays in its fight.
    found = survey(base, rules) if triggers else Survey()
    local = not found.present or found.local
    search = _BlockSearch(base, rules, defence, attack, clock, fight_cache, found)
    eligible = [
        p.id
        for p in base.permanents
        if p.is_creature and not blocker_problems(base, p.id) and block_options(base, p.id)
    ]
    simple = (
        _splits(base)
        and mine.avoid_losing
        and theirs.avoid_losing
        and all(capacity(base.permanent(b)) == 1 for b in eligible)
        and all(len(base.band_of(a)) == 1 for a in base.attackers())
        # The fight-by-fight bounds assume the defender cannot win in combat.
        and local
        and not found.hurts_attacker
    )
    try:
        search.offer(default)
        if len(base.attackers()) > _GREEDY_FROM or len(eligible) > _GREEDY_FROM:
            search.greedy(eligible)
            if simple:
                # Local improvement first, for at most half the time left:
                # the fight-by-fight search of a big board may fill the
                # memory budget before it finds anything better.
                left = clock.remaining()
                search.improve(eligible, None if left is None else time.monotonic() + left / 2)
        if simple:
            search.by_fights(eligible)
        elif not (
            local and _counted_fits(base, mine, theirs, rules) and _counted_blocks(search, eligible)
        ):
            search.exhaustive()
    except _OutOfTime:
        search.complete = False
    declaration = default if search.best is None else search.best[1]
    answered = time.monotonic()
    answer, stage = _answer_blocks(base, rules, declaration, defence, clock, found.present)
    search.unplayed.update(dict.fromkeys(stage.unplayed))
    optimal = search.complete and not clock.expired and answer.optimal
    left = clock.remaining()
    if declaration != default and (left is None or left > time.monotonic() - answered):
        # Never worse than the default declaration, as the attacker answers.
        fallback, fallen = _answer_blocks(base, rules, default, defence, clock, found.present)
        if with_pumps(mine, fallen.pumps).key(fallback.outcome.board, defender) > with_pumps(
            mine, stage.pumps
        ).key(answer.outcome.board, defender):
            declaration, answer, stage, optimal = default, fallback, fallen, False
    # The defender's own orders in the answer's plan (509.3): announced with
    # the blocks, after the attacker's.
    orders = {
        c: o for c, o in answer.choice.orders.items() if base.permanent(c).controller == defender
    }
    solution = Solution(
        declaration,
        with_pumps(mine, stage.pumps).value(answer.outcome.board, defender),
        optimal and not search.unplayed,
        answer.outcome,
        defender,
        orders,
        stage.events,
        dict(stage.pumps),
        tuple(search.unplayed),
    )
    return solution, optimal


# ---------------------------------------------------------------------------
# Counted blocks: identical attackers and mass blockers (issue 13)
# ---------------------------------------------------------------------------

COUNTED_STATES = 50_000
"""Distinct counted declarations :func:`_counted_blocks` may hold before it
gives up (the search then tries every legal declaration instead)."""

_Label = tuple[str, str]
"""A blocker in a counted declaration: ("one", its id) for a blocker that can
block several attackers, ("kind", the number of its kind) for the others."""
_Group = tuple[int, tuple[_Label, ...]]
"""Attackers of one class blocked by the same blockers: the class's number
and the blockers (a blocker that can block several attackers by its id, the
others by their kind, sorted)."""
_State = tuple[tuple[_Group, int], ...]
"""A declaration up to swapping identical creatures: how many attackers are
in each group."""


def _counted_fits(board: Board, mine: Objective, theirs: Objective, rules: RuleSet) -> bool:
    """Whether :func:`_counted_blocks` may value declarations fight by fight:
    fights that meet only through life and poison totals, both objectives
    putting not losing first, and no attacker in a band (702.22). Under the
    2023 rules this needs the defender to choose the damage assignment order
    of a creature blocking several attackers (509.3) rather than take board
    order: with board order, which of two identical attackers comes first
    changed the fight, so counted fights and whole declarations differed
    (:class:`_FightSearch` ``their_orders``)."""
    del rules  # both rule sets
    return (
        _splits(board)
        and mine.avoid_losing
        and theirs.avoid_losing
        and all(len(board.band_of(a)) == 1 for a in board.attackers())
    )


def _counted_blocks(search: _BlockSearch, eligible: Sequence[str]) -> bool:
    """The defender's best declaration when some blocker can block several
    attackers, with identical attackers counted rather than enumerated.

    Attackers are sorted into classes: the same kind and worth, the same
    attack target, and the same blockers able to block them ("the same fight
    situation"); an attacker a rule names is a class of its own. A
    declaration up to swapping identical creatures is then a count per group
    (a class and the blockers blocking each of its attackers): a blocker that
    can block one creature picks a group and moves one attacker of it to the
    group with it added; a blocker that can block many picks how many of each
    group (within its capacity, 509.1a). A monstrous Hundred-Handed One facing
    66 identical tokens has 67 choices, not 2^66. Each counted declaration is
    valued from its fights, each fight searched once per shape and identical
    fights counted; the best that :func:`~mtgcombat.rules.blocks.is_legal_blocks`
    accepts on the whole board wins. Returns False (nothing decided) when the
    counted declarations would exceed :data:`COUNTED_STATES`."""
    board = search.board
    sort = search._sort
    can = {b: frozenset(block_options(board, b)) for b in eligible}
    named = {
        r.attacker for p in board.permanents for r in p.block_rules if isinstance(r, MustBlock)
    }
    by_key: dict[object, list[str]] = {}
    for a in board.attackers():
        perm = board.permanent(a)
        able = frozenset(b for b in eligible if a in can[b])
        key: object = ("named", a) if a in named else (sort(perm), perm.attacking, able)
        by_key.setdefault(key, []).append(a)
    classes = list(by_key.values())
    kinds: dict[object, list[str]] = {}
    labels: dict[str, _Label] = {}
    multi = [b for b in eligible if capacity(board.permanent(b)) != 1]
    single = [b for b in eligible if capacity(board.permanent(b)) == 1]
    for b in multi:
        labels[b] = ("one", b)
    for b in single:
        key = sort(board.permanent(b))
        kinds.setdefault(key, []).append(b)
        labels[b] = ("kind", str(list(kinds).index(key)))
    start: _State = tuple(sorted(((i, ()), len(m)) for i, m in enumerate(classes)))
    states: set[_State] = {start}
    for b in (*multi, *single):
        label = labels[b]
        cap = capacity(board.permanent(b))
        most = len(board.attackers()) if cap is None else cap
        grown: set[_State] = set()
        for state in states:
            open_groups = [
                (g, n)
                for g, n in state
                if classes[g[0]][0] in can[b] and (label not in g[1] or label[0] == "kind")
            ]
            groups = [g for g, _ in open_groups]
            for moves in _moves(open_groups, most):
                grown.add(_frozen(dict(state), groups, moves, label))
                if len(grown) > COUNTED_STATES:
                    return False
            if search.clock.check():
                search.complete = False
                return False
        states = grown
    cache: dict[object, list[_Result]] = {}
    if _plain_board(board):
        return _bounded_blocks(search, classes, kinds, states, cache)
    valued: list[tuple[tuple[int, float], _State]] = []
    # Most attackers blocked first: a good answer early if time runs out.
    ranked = sorted(states, key=lambda st: -sum(n for (_, pattern), n in st if pattern))
    for state in ranked:
        valued.append((_counted_value(search, classes, kinds, state, cache), state))
        if search.clock.check():
            search.complete = False
            break
    valued.sort(key=lambda kv: kv[0], reverse=True)
    for _, state in valued:
        declaration = _declaration_of(board, classes, kinds, state)
        if is_legal_blocks(board, declaration, search.rules).legal:
            search.offer(declaration)
            return True
        if search.clock.check():
            search.complete = False
            break
    return search.best is not None


_PLAIN_KEYWORDS = frozenset({Keyword.FLYING, Keyword.REACH, Keyword.DEATHTOUCH, Keyword.VIGILANCE})
"""Keywords that change only who may block whom (702.9, 702.17, 702.20) or
how much damage is lethal (702.2): a fight of creatures with no others deals
combat damage in one step, only between blockers and the attackers they block."""


_BLANK = Permanent(id="blank", controller="")


def _plain(perm: Permanent) -> bool:
    """Whether a permanent is a creature with nothing but power, toughness,
    marked damage, :data:`_PLAIN_KEYWORDS` and its combat status (every other
    field at its default): no first strike, trample, lifelink, prevention,
    counters, static or triggered ability."""
    if not perm.abilities <= _PLAIN_KEYWORDS:
        return False
    # evolve: a copy of a blank permanent, not a checked construction
    return perm == evolve(
        _BLANK,
        id=perm.id,
        controller=perm.controller,
        name=perm.name,
        power=perm.power,
        toughness=perm.toughness,
        damage=perm.damage,
        abilities=perm.abilities,
        colors=perm.colors,
        tapped=perm.tapped,
        attacking=perm.attacking,
        blocking=perm.blocking,
        blocked=perm.blocked,
        can_block_additional=perm.can_block_additional,
        can_block_any_number=perm.can_block_any_number,
        subtypes=perm.subtypes,
        supertypes=perm.supertypes,
        token=perm.token,
        monstrous=perm.monstrous,
        renowned=perm.renowned,
        card=perm.card,
        name_ja=perm.name_ja,
        mana_value=perm.mana_value,
    )


def _plain_board(board: Board) -> bool:
    """Whether every permanent is :func:`_plain`, every attacker attacks a
    player, no board-wide rule prevents combat damage and at least two
    players are still in the game: then :func:`_state_bound` holds."""
    return (
        not board.prevent_all_combat_damage
        # A game already over before damage would be valued by its
        # first-strike results (_ends_early), which the bound does not model.
        and not _ends_early(board, (0,) * (2 * len(board.players)))
        and all(_plain(p) for p in board.permanents)
        and all(board.is_player(board.permanent(a).attacking or "") for a in board.attackers())
    )


def _state_bound(
    search: _BlockSearch,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    state: _State,
    cache: dict[object, list[_Result]],
) -> tuple[int, float] | None:
    """An upper bound on :func:`_counted_value` of ``state`` on a
    :func:`_plain_board`, without searching any fight with a blocker.

    On such a board a blocked attacker deals its damage only to its blockers
    and a blocker only to the attackers it blocks, all in one step (no first
    or double strike, 510.1, 510.2), so no player's life changes in a fight
    with a blocker: the game result is exactly the one the unblocked attackers
    give (their fights are searched, once per class). The defender's score
    then changes only by creatures dying (704.5g-h): at most, each blocker of
    power p kills the p most valuable attackers it blocks (each takes at
    least 1 damage to die); at least, a blocker dies when the attackers it
    alone blocks have total power at least its toughness left, or one of them
    has deathtouch (510.1a: an attacker blocked by one creature assigns all
    its damage to it; no trample here). None when an unblocked fight has
    several results (never on a plain board)."""
    board = search.board
    defence = search.defence
    mine = defence.mine
    kind_lists = list(kinds.values())

    def member(label: _Label) -> Permanent:
        # The creatures of a class or kind share their kind and worth
        # (_sort_of), so one stands for all.
        how, which = label
        return board.permanent(which if how == "one" else kind_lists[int(which)][0])

    def worth(perm: Permanent) -> float:
        return mine.creatures * mine.creature_worth(perm)

    gain = 0.0
    delta: tuple[int, ...] | None = None
    blocked_by: dict[_Label, list[tuple[float, int]]] = {}
    killable = 0.0
    # Who is dealt the damage of each blocked attacker: its only blocker; if
    # it has several, one chosen here when the fight is zero-sum (see below).
    incoming: dict[_Label, int] = {}
    deadly: set[_Label] = set()
    dead: set[_Label] = set()
    losses = 0.0

    def left(label: _Label) -> int:
        perm = member(label)
        return perm.current_toughness - perm.damage

    def hit(label: _Label, attacker: Permanent, n: int) -> int:
        """``n`` attackers deal their damage to the creature(s) ``label``
        names: returns how many of them it took until that one died (all
        ``n`` if it did not); a kind label is a different blocker for
        each attacker."""
        nonlocal losses
        power = attacker.current_power
        if power <= 0 or n <= 0:
            return n
        lethal = Keyword.DEATHTOUCH in attacker.abilities or power >= left(label)
        if label[0] == "kind":
            if lethal:
                losses += n * worth(member(label))
            return n
        if label in dead:
            return n
        if Keyword.DEATHTOUCH in attacker.abilities:
            deadly.add(label)
            dead.add(label)
            losses += worth(member(label))
            return 1
        need = max(1, -(-(left(label) - incoming.get(label, 0)) // power))
        used = min(n, need)
        incoming[label] = incoming.get(label, 0) + used * power
        if incoming[label] >= left(label):
            dead.add(label)
            losses += worth(member(label))
        return used

    shared: list[tuple[_Group, int]] = []
    for group, n in state:
        ci, pattern = group
        attacker = board.permanent(classes[ci][0])
        if not pattern:
            results = _fight_results(search, classes, kinds, ((group, 1),), cache)
            if len(results) != 1:
                return None
            r = results[0]
            gain += n * r.theirs  # the fights are searched from the attacker's side
            moved = tuple(n * x for x in r.delta)
            delta = (
                moved if delta is None else tuple(x + y for x, y in zip(delta, moved, strict=True))
            )
            continue
        w = worth(attacker)
        killable += n * w
        for label in pattern:
            blocked_by.setdefault(label, []).append((w, n))
        if len(pattern) == 1:
            hit(pattern[0], attacker, n)
        else:
            shared.append((group, n))
    kills = 0.0
    for label, items in blocked_by.items():
        power = max(0, member(label).current_power)
        if label[0] == "kind":
            # Each blocker of a kind blocks one attacker.
            kills += sum(w * n for w, n in items if power > 0)
            continue
        for w, n in sorted(items, reverse=True):
            take = min(n, power)
            kills += take * w
            power -= take
    # Zero-sum (two players, one objective): the attacker's best is at most
    # as good for the defender as any one package of the attacker's, such as
    # each attacker with several blockers dealing all its damage to one of
    # them (legal under both rule sets when no order is declared: 510.1c-d,
    # and the attacker's own order under the 2023 rules, 509.2); the fight
    # search lets the defender answer that package, and its best answer
    # still cannot save a creature dealt lethal damage.
    if len(board.players) == 2 and defence.mine == defence.theirs and not board.orders:
        for (ci, pattern), n in shared:
            attacker = board.permanent(classes[ci][0])
            todo = n
            while todo > 0:
                alive = [label for label in set(pattern) if label not in dead]
                if not alive:
                    break
                target = max(alive, key=lambda label: (worth(member(label)), label))
                took = hit(target, attacker, todo)
                if target not in dead or target[0] == "kind":
                    break
                todo -= took
    gain -= losses
    killable_total = killable
    gain += min(kills, killable_total)
    if delta is None:
        delta = (0,) * (2 * len(board.players))
    result = _result_from(board, delta, defence.me) if mine.avoid_losing else 0
    return result, search.start + gain


def _bounded_blocks(
    search: _BlockSearch,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    states: Iterable[_State],
    cache: dict[object, list[_Result]],
) -> bool:
    """Branch and bound over the counted declarations of a
    :func:`_plain_board`: each state's :func:`_state_bound` first, then the
    states valued best bound first; once the next bound cannot beat the best
    legal declaration valued so far, no state left can, and the search is
    proven without valuing them."""
    bounded: list[tuple[tuple[int, float], int, _State]] = []
    for state in states:
        bound = _state_bound(search, classes, kinds, state, cache)
        if bound is None:
            bound = (1, math.inf)
        blocked = sum(n for (_, pattern), n in state if pattern)
        bounded.append((bound, blocked, state))
        search.clock.tick()
    # Best bound first; among equal bounds, most attackers blocked first.
    bounded.sort(key=lambda item: (item[0], item[1]), reverse=True)
    best: tuple[tuple[int, float], BlockDeclaration] | None = None
    for bound, _, state in bounded:
        if best is not None and not _may_beat(bound, best[0]):
            break
        value = _counted_value(search, classes, kinds, state, cache)
        if search.clock.check():
            search.complete = False
        if best is None or value > best[0]:
            declaration = _declaration_of(search.board, classes, kinds, state)
            if is_legal_blocks(search.board, declaration, search.rules).legal:
                best = (value, declaration)
        if not search.complete:
            break
    if best is not None:
        search.offer(best[1])
    return best is not None


def _may_beat(bound: tuple[int, float], best: tuple[int, float]) -> bool:
    """Whether a state whose value is at most ``bound`` may beat ``best``
    (game result first, then score; scores within rounding of each other are
    a tie, which cannot beat)."""
    if bound[0] != best[0]:
        return bound[0] > best[0]
    return bound[1] > best[1] + 1e-9 * max(1.0, abs(best[1]))


def _moves(groups: Sequence[tuple[_Group, int]], most: int) -> Iterator[tuple[int, ...]]:
    """How many attackers to take from each group, at most ``most`` in all
    (an explicit stack, no recursion)."""
    stack: list[tuple[int, tuple[int, ...], int]] = [(0, (), 0)]
    while stack:
        i, taken, used = stack.pop()
        if i == len(groups):
            yield taken
            continue
        for n in range(min(groups[i][1], most - used) + 1):
            stack.append((i + 1, (*taken, n), used + n))


def _frozen(
    counts: dict[_Group, int], groups: Sequence[_Group], moves: Sequence[int], label: _Label
) -> _State:
    out = dict(counts)
    for g, n in zip(groups, moves, strict=False):
        if not n:
            continue
        out[g] -= n
        joined: _Group = (g[0], tuple(sorted((*g[1], label))))
        out[joined] = out.get(joined, 0) + n
    return tuple(sorted(((g, n) for g, n in out.items() if n)))


def _declaration_of(
    board: Board,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    state: _State,
) -> BlockDeclaration:
    """One declaration the counted ``state`` stands for: each group takes the
    next attackers of its class, each kind label the next blocker of that kind."""
    kind_lists = list(kinds.values())
    used_class = [0] * len(classes)
    used_kind = [0] * len(kind_lists)
    blocks: dict[str, list[str]] = {}
    for (ci, pattern), n in state:
        attackers = classes[ci][used_class[ci] : used_class[ci] + n]
        used_class[ci] += n
        for a in attackers:
            for label in pattern:
                how, which = label
                if how == "one":
                    blocks.setdefault(which, []).append(a)
                else:
                    k = int(which)
                    blocks[kind_lists[k][used_kind[k]]] = [a]
                    used_kind[k] += 1
    order = {p.id: i for i, p in enumerate(board.permanents)}
    return BlockDeclaration.of(dict(sorted(blocks.items(), key=lambda kv: order[kv[0]])))


def _counted_value(
    search: _BlockSearch,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    state: _State,
    cache: dict[object, list[_Result]],
) -> tuple[int, float]:
    """The defender's (game result, score) for a counted declaration, as
    :meth:`_BlockSearch.evaluate` would find it: the fights of a blocker that
    blocks several attackers are one fight each; every other group's
    attackers fight alone, identical ones searched once."""
    board = search.board
    parent: dict[object, object] = {}

    def find(x: object) -> object:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    for (_, pattern), _n in state:
        ones = [label for label in pattern if label[0] == "one"]
        for label in ones[1:]:
            parent[find(label)] = find(ones[0])
    components: dict[object, list[tuple[_Group, int]]] = {}
    lists: list[list[_Result]] = []
    for group, n in state:
        ones = [label for label in group[1] if label[0] == "one"]
        if ones:
            components.setdefault(find(ones[0]), []).append((group, n))
            continue
        results = _fight_results(search, classes, kinds, ((group, 1),), cache)
        lists.extend([results] * n)
    for part in components.values():
        lists.append(_fight_results(search, classes, kinds, tuple(part), cache))
    fixed = [r[0] for r in lists if len(r) == 1]
    varied = [r for r in lists if len(r) > 1]
    if fixed:
        varied.append([_summed(fixed)])
    _, picks = _combine(board, varied, search.attack)
    total, _, gain = _totals(board, picks)
    defence = search.defence
    result = _result_from(board, total, defence.me) if defence.mine.avoid_losing else 0
    return result, search.start + gain


def _fight_results(
    search: _BlockSearch,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    part: _State,
    cache: dict[object, list[_Result]],
) -> list[_Result]:
    if part not in cache:
        board = search.board
        declaration = _declaration_of(board, classes, kinds, part)
        creatures = {b for b, _ in declaration.blocks}
        used = [0] * len(classes)
        for (ci, _), n in part:
            creatures.update(classes[ci][used[ci] : used[ci] + n])
            used[ci] += n
        sub = _sub_board(with_blocks(board, declaration), creatures)
        found = search._results(sub)
        search.complete = search.complete and search.fight_search.complete
        cache[part] = _pareto(found, board, search.attack.me)
    return cache[part]


def _summed(results: Sequence[_Result]) -> _Result:
    """One result standing for several fights that each have only one."""

    def add(xs: Iterable[tuple[int, ...]]) -> tuple[int, ...]:
        return tuple(sum(column) for column in zip(*xs, strict=True))

    staged = [r for r in results if r.before]
    return _Result(
        add(r.delta for r in results),
        sum(r.mine for r in results),
        sum(r.theirs for r in results),
        CombatPlan({}, {}),
        {},
        add(r.early for r in results),
        sum(r.early_mine for r in results),
        sum(r.early_theirs for r in results),
        add(r.before for r in staged) if staged else (),
        sum(r.before_mine for r in staged),
        sum(r.before_theirs for r in staged),
    )


def _legal_declarations(board: Board, clock: _Clock) -> Iterator[BlockDeclaration]:
    """:func:`~mtgcombat.rules.blocks.legal_block_declarations`, in its order, but
    with each creature's sets of attackers walked rather than listed and the
    clock ticking for every combination: a creature that can block a hundred
    attackers has 2^100 sets, which must stop at the time limit instead of
    filling the memory first."""
    reqs = requirements(board)
    best = maximum_requirements(board, reqs).maximum if reqs else 0
    choices: list[_Again[tuple[str, ...]]] = []
    names: list[str] = []
    for p in board.permanents:
        if not p.is_creature or blocker_problems(board, p.id):
            continue
        options = block_options(board, p.id)
        cap = capacity(p)
        top = len(options) if cap is None else min(cap, len(options))
        names.append(p.id)
        choices.append(_Again(functools.partial(_subsets, options, top)))
    for combo in _combinations(choices):
        clock.tick()
        decl = BlockDeclaration(tuple(zip(names, combo, strict=True)))
        if restriction_violations(board, decl):
            continue
        if obeyed_count(reqs, decl) >= best:
            yield decl


def _subsets(options: Sequence[str], top: int) -> Iterator[tuple[str, ...]]:
    """No attacker, then every set of 1 to ``top`` of them, smallest first."""
    yield ()
    for k in range(1, top + 1):
        yield from itertools.combinations(options, k)


_GREEDY_FROM = 8
"""Attackers or blockers past which the block search starts from a greedy
declaration too (smaller boards are searched exactly in no time)."""


def _answer_blocks(
    base: Board,
    rules: RuleSet,
    declaration: BlockDeclaration,
    defence: _Sides,
    clock: _Clock,
    triggers: bool = False,
) -> tuple[Solution[CombatPlan], Stage]:
    """The attacker's best answer to these blocks, within the time left, and
    (with ``triggers``) the declare blockers step played before it: the
    answer's outcome is then the combat ``resolve`` plays for these blocks
    and this plan, its events beginning with the step's."""
    attack = _Sides(defence.other, defence.me, defence.theirs, defence.mine)
    left = clock.remaining()
    blocked = with_blocks(base, declaration)
    stage = play(blocked, rules) if triggers else Stage(blocked)
    if not stage.events:
        within = _Clock(left, within=clock)
        answer = _attacker_best(blocked, rules, attack, within, their_orders=True)
        return answer, Stage(blocked, unplayed=stage.unplayed)
    after = stage.board
    attack = _Sides(
        attack.me, attack.other, with_pumps(attack.mine, stage.pumps),
        with_pumps(attack.theirs, stage.pumps),
    )  # fmt: skip
    if game_over(after):  # the game ended as the triggers resolved: no damage
        outcome = CombatResult(after, stage.events, {}, changes_in_force(after))
        value = attack.mine.value(after, attack.me)
        return Solution(CombatPlan({}, {}), value, True, outcome, attack.me), stage
    answer = _attacker_best(after, rules, attack, _Clock(left, within=clock), their_orders=True)
    outcome = dataclasses.replace(answer.outcome, events=(*stage.events, *answer.outcome.events))
    return dataclasses.replace(answer, outcome=outcome), stage
