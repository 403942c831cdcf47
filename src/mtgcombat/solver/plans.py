"""What the solver answers with: a :class:`Solution` (the choice, its value,
whether it is proven, the combat it leads to), the attacker's
:class:`CombatPlan` of orders (509.2) and packages, one way a fight can end
(``_Result``) and the merge of the fights' plans into one; and
:class:`SolverError`, for a question the solver cannot answer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from mtgcombat.core.events import Event
from mtgcombat.core.ruleset import Step
from mtgcombat.rules.assignment import Assignment, Package
from mtgcombat.rules.combat import CombatResult
from mtgcombat.solver.triggers import Unplayed

_C = TypeVar("_C")


class SolverError(ValueError):
    """A question the solver cannot answer for this board.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> a = Permanent(id="a", controller="A", power=1, toughness=1, attacking="B")
    >>> b = Permanent(id="b", controller="A", power=1, toughness=1, attacking="C")
    >>> board = Board([Player("A"), Player("B"), Player("C")], [a, b], "A")
    >>> from mtgcombat.solver.blocks import best_blocks
    >>> best_blocks(board, "current")
    Traceback (most recent call last):
    ...
    mtgcombat.solver.plans.SolverError: the solver handles one defending player
    """


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
    >>> from mtgcombat.solver.assign import best_assignment
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
