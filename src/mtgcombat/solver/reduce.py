"""The few damage divisions that can matter (issue 13).

A creature with power 10^6 blocked by ten creatures has about 10^50 legal
divisions of its damage (510.1c), yet at most a handful of them can end
differently. This module lists those few for the solver, for the attacker's
creatures and for a blocker dividing its damage among the attackers it blocks
(510.1d), in the **regular combat damage step** only (the last step: nothing
is dealt after it).

Which amounts can matter, and why. The solver compares the boards after
combat by an :class:`~mtgcombat.solver.objective.Objective`: life, poison, loyalty,
defense counters and creatures on the battlefield (their power and toughness
or mana value), "do not lose the game" first. Take one recipient ``r`` of the
deciding creature's damage and call ``need`` the lethal damage the table of
510.1c-d asks for (toughness minus damage already marked; 1 from a deathtouch
source, 702.2c):

- **a creature** that no other creature can damage in this step: it is
  destroyed (704.5g, 704.5h) exactly when it is dealt at least ``need``. Any
  amount from 1 to ``need - 1`` leaves it alive with damage marked, which the
  objective does not count and no later step reads (this is the last step);
  any amount above ``need`` is overkill. So per creature only ``0`` and
  ``need`` are distinct, and the rest of the damage goes to one recipient.
- **a player** (the attack target or a trampled planeswalker's controller):
  every point changes life. In the last step more damage to the opposing
  player is never worse for the deciding player (its life term and "the other
  player lost" only improve, 104.3a), so the remainder goes there whenever the
  layout allows it; the solver's own Pareto filter drops the divisions with
  less anyway.
- **a planeswalker or battle** under attack: ``0``, ``need`` (its loyalty or
  defense), or the whole remainder; every other amount is beaten by sending
  the difference on to the player or by a division listed.
- **kill sets**: when the remainder cannot reach the player (trample needs
  every blocker dealt lethal damage first, 702.19b) and some creature left
  alive could still be dealt lethal damage from it, the division that also
  kills that creature is at least as good for the deciding player (an opposing
  creature leaves the battlefield, nothing else changes), so the smaller kill
  set is not listed. This dominance is used only when the deciding player's
  objective counts creatures (weight and worth above zero) and no permanent
  has static effects (a lord's death would change other creatures).

Exceptions, where more amounts can matter, and the reduction is then not used
(the solver walks every division as before, under its time limit):

- the first-strike step (partial damage is still marked for the regular step,
  and the game may end between the steps, 104.2a and 510.4);
- a recipient creature, planeswalker or battle that another creature can also
  damage in the step (damage adds up, 510.2);
- wither or infect on the source (each point is a -1/-1 counter that changes
  the creature's size, 120.3d);
- any prevention or replacement on the board: protection (702.16e), "prevent
  all combat damage", "prevent the next N damage" shields (615.7; with them
  the amount that kills is ``need`` plus the shield, and lifelink gains only
  what is dealt), and damage doubling (the amount that kills is half of
  ``need``);
- a layout other than "blocked" (510.1c) or "blocking" (510.1d), such as a
  band's (702.22j-k).

Lifelink needs no exception without prevention: the life gained is all the
damage dealt, however it is divided (120.3f). Deathtouch is covered by
``need`` = 1. Toxic adds its poison counters for any nonzero damage to a
player, which the remainder rule already gives whenever the player can be
dealt damage at all.

``tests/test_solver_reduce.py`` checks the reduction against every division
on random small boards under both rule sets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mtgcombat.core.budget import tick
from mtgcombat.core.model import Board, CardType, Keyword
from mtgcombat.core.ruleset import Step
from mtgcombat.rules.assignment import Assignment, DamagePlan, LayoutKind, LegalAssignments, Package
from mtgcombat.rules.assignment_options import _Incoming
from mtgcombat.rules.damage import damage_rules
from mtgcombat.rules.damage_prevention import (
    _doubling_ids,
    _prevention_ids,
    _protected_ids,
    _shielded_ids,
)
from mtgcombat.rules.effects import has_effects
from mtgcombat.rules.limited_prevention import fogged

REDUCE_BUDGET = 20_000
"""Search nodes the listing may visit before giving up (the caller then walks
every division instead)."""

_REDUCIBLE = frozenset(
    {
        LayoutKind.BLOCKED_FREE,
        LayoutKind.BLOCKED_ORDERED,
        LayoutKind.BLOCKER_FREE,
        LayoutKind.BLOCKER_ORDERED,
    }
)


@dataclass(frozen=True)
class Decider:
    """Who chooses the division, and what it cares about: the player's id,
    whether opposing creatures count for it (``creatures`` weight above 0),
    and each creature's worth (by id) under its objective.

    >>> who = Decider("A", True, {"elf": 2.0, "wall": 6.0})
    >>> who.player, max(who.worth, key=who.worth.__getitem__)
    ('A', 'wall')
    """

    player: str
    counts_creatures: bool
    worth: Mapping[str, float]


def plain_damage(board: Board) -> bool:
    """Whether every point of combat damage is dealt as assigned: no
    prevention, protection, shield or doubling anywhere on the board, and no
    damage replacement or prevention ability (614, 615: "prevent 1 of that
    damage", "deals double", "put that many +1/+1 counters on it instead").

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> plain_damage(Board([Player("A"), Player("B")], [ogre], "A"))
    True
    >>> plain_damage(Board([Player("A"), Player("B", prevent_next=2)], [ogre], "A"))
    False
    """
    return not (
        board.prevent_all_combat_damage
        or damage_rules(board)
        or board.derived("protected_ids", lambda: _protected_ids(board))
        or board.derived("shielded_ids", lambda: _shielded_ids(board))
        or board.derived("doubling_ids", lambda: _doubling_ids(board))
        or board.derived("prevention_ids", lambda: _prevention_ids(board))
        or fogged(board)  # issue 33: fogs limited to a player or some creatures (615.1)
    )


def few_divisions(
    board: Board,
    step: Step,
    plan: DamagePlan,
    reached_by: Mapping[str, set[str]],
    incoming: _Incoming,
    decider: Decider,
    alike: Sequence[Sequence[str]] = (),
) -> list[Assignment] | None:
    """The divisions of ``plan``'s damage that can change the outcome (see
    the module's documentation), each legal for the creature alone against
    ``incoming`` (the caller checks the whole package); ``None`` when the
    reduction does not apply and every division must be walked.

    >>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
    >>> from mtgcombat.rules.assignment import step_plans
    >>> from mtgcombat.core.ruleset import RuleSet
    >>> big = Permanent(id="big", controller="A", power=10**6, toughness=1,
    ...                 attacking="B", abilities=frozenset({Keyword.TRAMPLE}))
    >>> walls = [Permanent(id=f"w{i}", controller="B", power=0, toughness=i + 1,
    ...                    blocking=("big",)) for i in range(10)]
    >>> board = Board(players=(Player("A"), Player("B")), permanents=(big, *walls),
    ...               active_player="A")
    >>> plan = step_plans(board, RuleSet.CURRENT, Step.REGULAR)["big"]
    >>> reach = {f"w{i}": {"big"} for i in range(10)} | {"B": {"big"}}
    >>> who = Decider("A", True, {f"w{i}": i + 1 for i in range(10)})
    >>> [str(a) for a in few_divisions(board, Step.REGULAR, plan, reach,
    ...                                _Incoming({}, set()), who)]
    ['big: w0=1 w1=2 w2=3 w3=4 w4=5 w5=6 w6=7 w7=8 w8=9 w9=10 B=999945']
    """
    if step is not Step.REGULAR or not plan.layouts or not plain_damage(board):
        return None
    source = board.permanent(plan.creature)
    if source.has(Keyword.WITHER) or source.has(Keyword.INFECT):
        return None
    first, *others = plan.layouts
    if first.kind not in _REDUCIBLE or any(len(lay.slots) > 1 for lay in others):
        return None
    slots = first.slots
    # Creature slots first, then the sinks, each sink gated (it waits for
    # lethal damage to everything before it).
    creatures = [i for i, s in enumerate(slots) if s.is_creature]
    sinks = [i for i, s in enumerate(slots) if not s.is_creature]
    if (
        creatures
        and sinks
        and (min(sinks) < max(creatures) or not all(slots[i].gated for i in sinks))
    ):
        return None
    # A creature another creature can also damage in the step (510.2: the
    # damage adds up) gets every amount up to its lethal damage on its own;
    # that needs creature slots that wait for nothing (current rules).
    shared = {
        i
        for i, s in enumerate(slots)
        if reached_by.get(s.id, set()) - {plan.creature} and not board.is_player(s.id)
    }
    if shared and any(slots[i].gated or not slots[i].is_creature for i in (*shared, *creatures)):
        return None
    for s in slots:
        if s.is_creature:
            perm = board.permanent(s.id)
            if perm.is_type(CardType.PLANESWALKER) or perm.is_type(CardType.BATTLE):
                return None
    needs = [
        (min(s.threshold, 1) if plan.deathtouch else s.threshold)
        if i in shared
        else incoming.need(s, plan.deathtouch)
        for i, s in enumerate(slots)
    ]
    amount = first.amount
    ids = first.slot_ids()
    prunes = decider.counts_creatures and not has_effects(board)
    # A creature is worth killing when the decider gains by its death; a
    # gated slot (2023 order) can be killed only if every slot before it is.
    worth_it = [
        prunes
        and i in creatures
        and needs[i] > 0
        and i not in shared
        and board.permanent(slots[i].id).controller != decider.player
        and decider.worth.get(slots[i].id, 0.0) > 0
        for i in range(len(slots))
    ]
    legal = LegalAssignments(board, plan, Package(), incoming)
    out: dict[tuple[tuple[str, int], ...], Assignment] = {}

    def emit(vector: list[int]) -> bool:
        a = Assignment(plan.creature, tuple((r, n) for r, n in zip(ids, vector, strict=True) if n))
        if a.amounts in out:
            return True
        if a in legal:
            out[a.amounts] = a
            return True
        return False

    # Kill sets over the creature (and planeswalker or battle) slots, by an
    # explicit stack. Identical recipients (an ``alike`` group) are one unit
    # whose first ``n`` members are dealt lethal damage: a count, not a subset.
    players = [i for i in sinks if board.is_player(slots[i].id)]
    order = [i for i in range(len(slots)) if i not in players]
    units = _units(
        order, ids, needs, [g for g in alike if not shared & {ids.index(m) for m in g if m in ids}]
    )
    rest_need = [0] * (len(units) + 1)
    for k in range(len(units) - 1, -1, -1):
        rest_need[k] = rest_need[k + 1] + sum(needs[i] for i in units[k])
    inf = amount + 1
    # (next unit, killed count per unit so far, damage spent, least need of a
    # creature left alive that would be worth killing, whether a slot so far
    # is left short of lethal)
    stack: list[tuple[int, tuple[int, ...], int, int, bool]] = [(0, (), 0, inf, False)]
    visited = 0
    while stack:
        k, chosen, spent, skipped, broken = stack.pop()
        visited += 1
        if visited > REDUCE_BUDGET:
            return None
        if not visited & 255:
            tick()  # a caller's clock (core.budget.watching)
        if spent > amount or amount - spent - rest_need[k] >= skipped:
            continue  # over the amount, or a creature worth killing is always left alive
        if k < len(units):
            unit = units[k]
            need = needs[unit[0]]
            if unit[0] in shared:
                for v in range(min(need, amount - spent) + 1):
                    stack.append((k + 1, (*chosen, v), spent + v, skipped, broken or v < need))
                continue
            shut = broken and slots[unit[0]].gated
            if need == 0 or shut:
                stack.append((k + 1, (*chosen, 0), spent, skipped, broken or need > 0))
                continue
            most = min(len(unit), (amount - spent) // need)
            for n in range(most + 1):
                left = skipped
                if n < len(unit) and worth_it[unit[n]]:
                    left = min(skipped, need)
                stack.append((k + 1, (*chosen, n), spent + n * need, left, broken or n < len(unit)))
            continue
        base = [0] * len(slots)
        for unit, n in zip(units, chosen, strict=True):
            if unit[0] in shared:
                base[unit[0]] = n  # an amount, not a count
                continue
            for i in unit[:n]:
                base[i] = needs[i]
        rest = amount - spent
        if rest == 0:
            emit(base)
            continue
        to_player = False
        for i in players:
            to_player = emit(_plus(base, i, rest)) or to_player
        if to_player:
            continue
        if skipped <= rest:
            continue  # the rest could kill one more creature worth killing instead
        for i in order:
            if not slots[i].is_creature:
                emit(_plus(base, i, rest))  # a planeswalker or battle takes it all
        killed = [i for i in order if 0 < needs[i] <= base[i] and slots[i].is_creature]
        spared = [
            i
            for i in order
            if base[i] == 0 and slots[i].is_creature and rest < needs[i] and i not in shared
        ]
        placed = any(emit(_plus(base, i, rest)) for i in killed) or any(
            emit(_plus(base, i, rest)) for i in spared
        )
        if not placed:
            for i in order:
                if emit(_plus(base, i, rest)):
                    break
    for lay in others:
        lay_ids = lay.slot_ids()
        a = Assignment(plan.creature, tuple((r, lay.amount) for r in lay_ids if lay.amount))
        if a in legal:
            out.setdefault(a.amounts, a)
    return list(out.values())


def _plus(base: list[int], i: int, rest: int) -> list[int]:
    out = list(base)
    out[i] += rest
    return out


def _units(
    order: Sequence[int], ids: Sequence[str], needs: Sequence[int], alike: Sequence[Sequence[str]]
) -> list[list[int]]:
    """The slots in ``order`` as units: each ``alike`` group of slots with
    the same need is one unit (in the group's order), every other slot its own."""
    group_of = {m: g for g, members in enumerate(alike) for m in members}
    units: list[list[int]] = []
    by_group: dict[tuple[int, int], list[int]] = {}
    for i in order:
        g = group_of.get(ids[i])
        if g is None:
            units.append([i])
            continue
        key = (g, needs[i])
        if key not in by_group:
            by_group[key] = []
            units.append(by_group[key])
        by_group[key].append(i)
    for unit in units:
        unit.sort(key=lambda i: alike[group_of[ids[i]]].index(ids[i]) if ids[i] in group_of else 0)
    return units


__all__ = ["REDUCE_BUDGET", "Decider", "few_divisions", "plain_damage"]


def few_orders(board: Board, creature: str, decider: Decider) -> list[tuple[str, ...]] | None:
    """The damage assignment orders (509.2, 509.3; 2023 rules) of an attacker
    or a blocker that can end differently, or ``None`` when the reduction does not apply.

    Under 510.1c (2023) the order decides only which of the blockers can be
    dealt lethal damage: the first ones, as far as the damage goes. When the
    attacker deals damage only in the regular step, no other creature can
    damage its blockers, and damage is dealt as assigned (the conditions of
    :func:`few_divisions`), two orders that put the same set first end alike;
    so one order per set the damage can kill is enough, the set first (in the
    board's order), the others after it. When the deciding player gains from
    every blocker's death, a set that leaves alive a blocker the spare damage
    could still kill is beaten by the set with it, and is left out."""
    if not plain_damage(board):
        return None
    perm = board.permanent(creature)
    if any(perm.has(k) for k in (Keyword.WITHER, Keyword.INFECT)):
        return None
    if perm.has(Keyword.FIRST_STRIKE) or perm.has(Keyword.DOUBLE_STRIKE):
        return None
    members = board.damage_assignment_order(creature)
    for m in members:
        target = board.permanent(m)
        if not target.is_creature or target.is_type(CardType.PLANESWALKER):
            return None
        # Another creature's damage adds up on it: another attacker's on a
        # blocker in an attacker's order, another blocker's on an attacker in
        # a blocker's order (509.3).
        if (set(board.blocked_by_blocker(m)) | set(board.blockers_of(m))) - {creature}:
            return None
    total = perm.combat_damage_amount
    deathtouch = perm.has(Keyword.DEATHTOUCH)
    needs = []
    for m in members:
        target = board.permanent(m)
        lethal = max(0, target.current_toughness - target.damage)
        needs.append(min(lethal, 1) if deathtouch else lethal)
    prunes = decider.counts_creatures and not has_effects(board)
    worth_it = [
        prunes
        and n > 0
        and board.permanent(m).controller != decider.player
        and decider.worth.get(m, 0.0) > 0
        for m, n in zip(members, needs, strict=True)
    ]
    out: list[tuple[str, ...]] = []
    seen: set[tuple[str, ...]] = set()
    stack: list[tuple[int, tuple[int, ...], int, int]] = [(0, (), 0, total + 1)]
    rest_need = [0] * (len(members) + 1)
    for k in range(len(members) - 1, -1, -1):
        rest_need[k] = rest_need[k + 1] + needs[k]
    visited = 0
    while stack:
        k, chosen, spent, skipped = stack.pop()
        visited += 1
        if visited > REDUCE_BUDGET:
            return None
        if not visited & 255:
            tick()  # a caller's clock (core.budget.watching)
        if spent > total or total - spent - rest_need[k] >= skipped:
            continue
        if k < len(members):
            stack.append((k + 1, chosen, spent, min(skipped, needs[k]) if worth_it[k] else skipped))
            stack.append((k + 1, (*chosen, k), spent + needs[k], skipped))
            continue
        if skipped <= total - spent:
            continue
        first = tuple(members[i] for i in chosen)
        order = first + tuple(m for m in members if m not in first)
        if order not in seen:
            seen.add(order)
            out.append(order)
    return out
