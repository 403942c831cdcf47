"""Property tests for combat damage assignment (CR 510.1) under both rule sets.

Every property compares the library with a brute-force oracle written here,
from the rules, without the library's layouts or tables: enumerate every way
to split a creature's damage among a superset of recipients and keep the
splits the rules allow.

The rules the oracle encodes:

* 510.1a: a creature assigns damage equal to its power (counters included),
  nothing if that is 0 or less.
* 510.1b: an unblocked attacker assigns everything to what it attacks; nothing
  if that planeswalker is gone, except that trample over planeswalkers then
  sends it to the planeswalker's controller (702.19e).
* 510.1c-d: a blocked attacker assigns only to its current blockers (none
  left: nothing, except trample); a blocker only to the attackers it still
  blocks (none left: nothing, though it is still a blocking creature, 506.4).
  2023: with two or more, a creature later in the damage assignment order may
  get damage only if every earlier one is assigned lethal damage. Current:
  any split.
* Lethal: toughness minus marked damage (floored at 0), compared with the
  damage every creature assigns to it in the step; any nonzero amount from a
  deathtouch creature is lethal (702.2c). Prevention is ignored.
* 702.19b-c: trample sends damage to the attack target only once every blocker
  is lethal; trample over planeswalkers reaches the planeswalker's controller
  only once, in addition, the planeswalker has been assigned its loyalty.
* 702.22j-k: banding on the other side makes the division free (a trampler's
  excess still waits for every blocker to be assigned lethal damage).
* "Assign as though it weren't blocked": it may instead assign as an unblocked
  creature would.
* 510.4: with a first or double striker in combat there is a first-strike
  step (first and double strikers assign) before the regular step (the others
  and double strikers).
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgcombat import (
    Assignment,
    Board,
    CardType,
    Keyword,
    LegalAssignments,
    Package,
    Permanent,
    Player,
    RuleSet,
    Step,
    Zone,
    assigns_in_step,
    default_assignment,
    is_legal,
    legal_assignments,
    steps,
)
from mtgcombat.rules.assignment import check_steps, implied_assignments, step_plans
from mtgcombat.rules.combat import IllegalAssignmentError, resolve_step
from strategies import ACTIVE, PLAYERS, WALKER, Combat, big_blocks, combats

Amounts = Mapping[str, int]
Key = frozenset[tuple[str, int]]

# More examples for a long local run: MTGCOMBAT_EXAMPLES=2000 pytest tests/test_properties.py
EXAMPLES = int(os.environ.get("MTGCOMBAT_EXAMPLES", "100"))
RULE_SETS = pytest.mark.parametrize("rules", list(RuleSet), ids=[r.value for r in RuleSet])

# ---------------------------------------------------------------------------
# The oracle: board structure, read from the raw permanents
# ---------------------------------------------------------------------------


def _perm(board: Board, pid: str) -> Permanent | None:
    for p in board.permanents:
        if p.id == pid:
            return p
    return None


def _get(board: Board, pid: str) -> Permanent:
    p = _perm(board, pid)
    assert p is not None, pid
    return p


def _creature_on_battlefield(p: Permanent) -> bool:
    return p.zone is Zone.BATTLEFIELD and CardType.CREATURE in p.types


def o_attacking(board: Board, pid: str) -> bool:
    p = _perm(board, pid)
    return p is not None and p.attacking is not None and _creature_on_battlefield(p)


def o_blocked_attackers(board: Board, pid: str) -> list[str]:
    """The attackers this creature blocks now (declared ones still attacking)."""
    p = _get(board, pid)
    if not _creature_on_battlefield(p):
        return []
    return [a for a in p.blocking if o_attacking(board, a)]


def o_current_blockers(board: Board, attacker: str) -> list[str]:
    """Creatures blocking the attacker now, in board order."""
    return [
        p.id for p in board.permanents if attacker in p.blocking and _creature_on_battlefield(p)
    ]


def o_is_blocked(board: Board, attacker: str) -> bool:
    """509.1h: blocked once a blocker was declared (or an effect said so)."""
    return _get(board, attacker).blocked or any(attacker in p.blocking for p in board.permanents)


def o_blocking(board: Board, pid: str) -> bool:
    """A creature declared blocking stays a blocking creature while it is on the
    battlefield, even when every attacker it blocks has left combat (506.4)."""
    p = _get(board, pid)
    return p.attacking is None and bool(p.blocking) and _creature_on_battlefield(p)


def o_in_combat(board: Board) -> list[str]:
    return [p.id for p in board.permanents if o_attacking(board, p.id) or o_blocking(board, p.id)]


def _early(p: Permanent) -> bool:
    return Keyword.FIRST_STRIKE in p.abilities or Keyword.DOUBLE_STRIKE in p.abilities


def o_steps(board: Board) -> list[Step]:
    if any(_early(_get(board, c)) for c in o_in_combat(board)):
        return [Step.FIRST_STRIKE, Step.REGULAR]
    return [Step.REGULAR]


def o_assigns(board: Board, pid: str, step: Step) -> bool:
    p = _get(board, pid)
    if Step.FIRST_STRIKE not in o_steps(board):
        return step is Step.REGULAR
    if step is Step.FIRST_STRIKE:
        return _early(p)
    return Keyword.DOUBLE_STRIKE in p.abilities or Keyword.FIRST_STRIKE not in p.abilities


def o_amount(p: Permanent) -> int:
    return max(0, p.power + p.counters.plus_one - p.counters.minus_one)


def o_lethal_need(p: Permanent) -> int:
    toughness = p.toughness + p.counters.plus_one - p.counters.minus_one
    return max(0, toughness - p.damage)


def o_order(board: Board, creature: str, current: list[str]) -> list[str]:
    """The damage assignment order: the declared one (creatures that left
    dropped, any missing ones after it), else board order."""
    in_board_order = [p.id for p in board.permanents if p.id in current]
    declared = board.orders.get(creature)
    if declared is None:
        return in_board_order
    ordered = [c for c in declared if c in current]
    return ordered + [c for c in in_board_order if c not in ordered]


@dataclass(frozen=True)
class Target:
    """What an attacker may send damage to besides blockers: the attack target
    if it is still there, and (trample over planeswalkers) the planeswalker's
    controller, with the planeswalker's loyalty."""

    target: str | None
    controller: str | None
    loyalty: int


def o_target(board: Board, attacker: str) -> Target:
    me = _get(board, attacker)
    declared = me.attacking
    assert declared is not None
    if declared in {pl.id for pl in board.players}:
        return Target(declared, None, 0)
    pw = _perm(board, declared)
    if pw is None:
        return Target(None, None, 0)
    here = pw.zone is Zone.BATTLEFIELD and (
        CardType.PLANESWALKER in pw.types or CardType.BATTLE in pw.types
    )
    top = Keyword.TRAMPLE_OVER_PLANESWALKERS in me.abilities
    controller = pw.controller if top and CardType.PLANESWALKER in pw.types else None
    return Target(declared if here else None, controller, pw.counters.loyalty)


# ---------------------------------------------------------------------------
# The oracle: legality of one creature's assignment
# ---------------------------------------------------------------------------


class Incoming:
    """Damage assigned to each recipient in the step: the creature's own
    assignment plus the others' fixed ones."""

    def __init__(
        self, board: Board, creature: str, own: Amounts, others: Mapping[str, Amounts]
    ) -> None:
        self.board = board
        self.totals: dict[str, int] = {}
        self.deathtouched: set[str] = set()
        for source, amounts in [(creature, own), *others.items()]:
            dt = Keyword.DEATHTOUCH in _get(board, source).abilities
            for r, n in amounts.items():
                self.totals[r] = self.totals.get(r, 0) + n
                if dt and n > 0:
                    self.deathtouched.add(r)

    def total(self, recipient: str) -> int:
        return self.totals.get(recipient, 0)

    def lethal(self, creature: str) -> bool:
        if creature in self.deathtouched:
            return True
        return self.total(creature) >= o_lethal_need(_get(self.board, creature))


def _split(amount: int, x: Amounts, allowed: list[str]) -> bool:
    """A split of exactly ``amount`` among ``allowed`` only."""
    return set(x) <= set(allowed) and sum(x.values()) == amount


def _ordered(order: list[str], x: Amounts, dmg: Incoming) -> bool:
    """2023 510.1c-d: damage to the k-th needs every earlier one lethal."""
    return all(
        x.get(r, 0) == 0 or all(dmg.lethal(e) for e in order[:k]) for k, r in enumerate(order)
    )


def _unblocked_ok(amount: int, x: Amounts, tgt: Target, dmg: Incoming) -> bool:
    if amount == 0:
        return not x
    if tgt.target is None:  # 506.4c; 702.19e
        return x == {tgt.controller: amount} if tgt.controller is not None else not x
    if tgt.controller is None:
        return x == {tgt.target: amount}
    # 702.19c with no blockers: the controller only once the loyalty is met.
    if not _split(amount, x, [tgt.target, tgt.controller]):
        return False
    return x.get(tgt.controller, 0) == 0 or dmg.total(tgt.target) >= tgt.loyalty


def _trample_extra(me: Permanent, tgt: Target) -> list[str]:
    if not (Keyword.TRAMPLE in me.abilities or Keyword.TRAMPLE_OVER_PLANESWALKERS in me.abilities):
        return []
    return [r for r in (tgt.target, tgt.controller) if r is not None]


def oracle_legal(
    board: Board, rules: RuleSet, creature: str, own: Amounts, others: Mapping[str, Amounts]
) -> bool:
    """Whether the creature may assign ``own``, the others assigning ``others``."""
    x = {r: n for r, n in own.items() if n > 0}
    if any(n < 0 for n in own.values()):
        return False
    me = _get(board, creature)
    amount = o_amount(me)
    dmg = Incoming(board, creature, x, others)
    if o_attacking(board, creature):
        tgt = o_target(board, creature)
        if not o_is_blocked(board, creature):
            return _unblocked_ok(amount, x, tgt, dmg)
        if me.assign_as_though_unblocked and _unblocked_ok(amount, x, tgt, dmg):
            return True
        if amount == 0:
            return not x
        blockers = o_current_blockers(board, creature)
        # 702.22j: a banding blocker frees the division from the order; trample
        # still needs every blocker lethal before the excess goes on.
        banded = any(Keyword.BANDING in _get(board, b).abilities for b in blockers)
        extra = _trample_extra(me, tgt)
        if not blockers and not extra:
            return not x
        if not _split(amount, x, blockers + extra):
            return False
        ordered = rules is RuleSet.R2023 and not banded
        if ordered and not _ordered(o_order(board, creature, blockers), x, dmg):
            return False
        if any(x.get(e, 0) for e in extra) and not all(dmg.lethal(b) for b in blockers):
            return False
        return not (
            tgt.controller is not None
            and tgt.target is not None
            and x.get(tgt.controller, 0) > 0
            and dmg.total(tgt.target) < tgt.loyalty
        )
    attackers = o_blocked_attackers(board, creature)
    if amount == 0 or not attackers:
        return not x
    if not _split(amount, x, attackers):
        return False
    if rules is RuleSet.CURRENT or any(
        Keyword.BANDING in _get(board, a).abilities for a in attackers
    ):
        return True  # 510.1d (current), 702.22k
    return _ordered(o_order(board, creature, attackers), x, dmg)


def oracle_forced(board: Board, creature: str) -> dict[str, int] | None:
    """The one assignment a creature with no choice at all makes (one possible
    recipient, or none), else ``None``: what a caller that leaves it out of
    the others' package still has it assign."""
    me = _get(board, creature)
    amount = o_amount(me)
    if o_attacking(board, creature):
        tgt = o_target(board, creature)
        unblocked = [r for r in (tgt.target, tgt.controller) if r is not None]
        if not o_is_blocked(board, creature):
            modes = [unblocked]
        else:
            blockers = o_current_blockers(board, creature)
            modes = [blockers + _trample_extra(me, tgt)]
            if me.assign_as_though_unblocked:
                modes.append(unblocked)
    else:
        modes = [o_blocked_attackers(board, creature)]
    if len(modes) > 1 or (amount > 0 and len(modes[0]) > 1):
        return None
    return {modes[0][0]: amount} if modes[0] and amount > 0 else {}


def candidates(board: Board, creature: str) -> list[str]:
    """A superset of the possible recipients (with some impossible ones)."""
    me = _get(board, creature)
    if me.attacking is not None:
        ids = [p.id for p in board.permanents if creature in p.blocking]
        ids += [me.attacking, *PLAYERS]
    else:
        ids = [p.id for p in board.permanents if p.attacking is not None] + [ACTIVE, WALKER]
    return list(dict.fromkeys(ids))


def compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every tuple of ``parts`` nonnegative ints summing to ``total``."""
    if parts == 0:
        if total == 0:
            yield ()
        return
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in compositions(total - first, parts - 1):
            yield (first, *rest)


def key(amounts: Amounts) -> Key:
    return frozenset((r, n) for r, n in amounts.items() if n > 0)


# ---------------------------------------------------------------------------
# Cases: each creature that assigns in each step, with the others held fixed
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    board: Board
    rules: RuleSet
    step: Step
    creature: str
    context: Package  # what the library is given (the creature's own entry included)
    others: Mapping[str, Amounts]  # what the oracle counts as the others' damage
    omitted: frozenset[str]  # creatures left out of ``context``

    def options(self) -> LegalAssignments:
        return legal_assignments(self.board, self.creature, self.rules, self.step, self.context)

    def legal(self, amounts: Amounts) -> bool:
        return oracle_legal(self.board, self.rules, self.creature, amounts, self.others)

    def brute_force(self) -> set[Key]:
        ids = candidates(self.board, self.creature)
        amount = o_amount(_get(self.board, self.creature))
        splits = [dict(zip(ids, vector, strict=True)) for vector in compositions(amount, len(ids))]
        splits.append({})  # assigning nothing at all (510.1b-c, 506.4c)
        return {key(x) for x in splits if self.legal(x)}

    def __repr__(self) -> str:
        return f"Case({self.rules.value}, {self.step.value} step, {self.creature}, {self.context})"


def cases(combat: Combat, omit_any: bool = False) -> Iterator[Case]:
    """Each creature that assigns in each step. The others' package leaves out
    the creatures of ``combat.omit`` that have no choice at all (one possible
    recipient or none), which the oracle fills in with their one assignment;
    with ``omit_any``, every creature of ``combat.omit`` (the oracle's
    ``others`` are then only meaningful for the creatures given)."""
    board, rules = combat.board, combat.rules
    for step in o_steps(board):
        in_step = [c for c in o_in_combat(board) if o_assigns(board, c, step)]
        omitted = frozenset(
            c
            for c in in_step
            if c in combat.omit and (omit_any or oracle_forced(board, c) is not None)
        )
        table = {c: combat.others[step].get(c, {}) for c in in_step if c not in omitted}
        context = Package(tuple(Assignment.of(c, a) for c, a in table.items()))
        for creature in in_step:
            others: dict[str, Amounts] = {}
            for c in in_step:
                if c == creature:
                    continue
                if c in table:
                    others[c] = table[c]
                else:
                    forced = oracle_forced(board, c)
                    if forced is not None:
                        others[c] = forced
            yield Case(board, rules, step, creature, context, others, omitted)


def _show(assignments: set[Key]) -> list[str]:
    return sorted(" ".join(f"{r}={n}" for r, n in sorted(k)) or "-" for k in assignments)


PROPERTY_SETTINGS = settings(max_examples=EXAMPLES, deadline=None)

# ---------------------------------------------------------------------------
# The properties
# ---------------------------------------------------------------------------


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_4_steps_and_who_assigns(rules: RuleSet, data: st.DataObject) -> None:
    combat = data.draw(combats(rules), label="combat")
    board = combat.board
    assert list(steps(board)) == o_steps(board)
    for step in o_steps(board):
        for c in o_in_combat(board):
            assert assigns_in_step(board, c, step) == o_assigns(board, c, step), (c, step)


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1_enumerated_assignments_are_legal(rules: RuleSet, data: st.DataObject) -> None:
    combat = data.draw(combats(rules), label="combat")
    for case in cases(combat):
        options = case.options()
        for a in options:
            assert a.creature == case.creature
            assert case.legal(a.as_dict()), f"{case}: enumerated {a} is illegal"
            assert a in options, f"{case}: enumerated {a} is not `in` the collection"


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1c_enumeration_equals_bruteforce(rules: RuleSet, data: st.DataObject) -> None:
    combat = data.draw(combats(rules), label="combat")
    for case in cases(combat):
        listed = list(case.options())
        keys = [key(a.as_dict()) for a in listed]
        assert len(set(keys)) == len(keys), f"{case}: duplicates in {[str(a) for a in listed]}"
        expected = case.brute_force()
        got = set(keys)
        assert got == expected, (
            f"{case}: missing {_show(expected - got)}, extra {_show(got - expected)}"
        )
        options = case.options()
        for k in expected:
            assert Assignment.of(case.creature, dict(k)) in options


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1_count_equals_enumeration(rules: RuleSet, data: st.DataObject) -> None:
    combat = data.draw(combats(rules), label="combat")
    for case in cases(combat):
        options = case.options()
        listed = list(options)
        assert options.count() == len(listed), case
        assert options.count() == len(case.brute_force()), case
        assert bool(options) == bool(listed), case


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1_enumeration_is_deterministic(rules: RuleSet, data: st.DataObject) -> None:
    combat = data.draw(combats(rules), label="combat")
    for case in cases(combat):
        options = case.options()
        first = [str(a) for a in options]
        assert first == [str(a) for a in options], case
        assert first == [str(a) for a in case.options()], case


def _probe_assignments(case: Case, legal: list[Key], rng: random.Random) -> list[dict[str, int]]:
    """Legal assignments, near misses (one point moved, added or removed) and
    random splits, some with recipients no rule allows."""
    ids = candidates(case.board, case.creature)
    amount = o_amount(_get(case.board, case.creature))
    out = [dict(k) for k in rng.sample(legal, min(3, len(legal)))]
    for base in [dict(k) for k in rng.sample(legal, min(2, len(legal)))]:
        for _ in range(4):
            x = dict(base)
            src, dst = rng.choice(ids), rng.choice(ids)
            move = rng.choice(("move", "add", "remove"))
            if move != "add" and x.get(src, 0) > 0:
                x[src] -= 1
            if move != "remove":
                x[dst] = x.get(dst, 0) + 1
            out.append(x)
    for _ in range(5):
        chosen = rng.sample(ids, rng.randint(1, len(ids)))
        total = amount if rng.random() < 0.7 else rng.randint(0, amount + 2)
        x = {}
        for r in chosen[:-1]:
            x[r] = rng.randint(0, total - sum(x.values()))
        x[chosen[-1]] = total - sum(x.values())
        out.append(x)
    out.append({case.creature: amount} if amount else {})  # no legal recipient
    out.append({})
    return out


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1e_is_legal_agrees_with_oracle(rules: RuleSet, data: st.DataObject) -> None:
    combat = data.draw(combats(rules), label="combat")
    rng = data.draw(st.randoms(use_true_random=False), label="rng")
    for case in cases(combat):
        legal = sorted(case.brute_force(), key=sorted)
        for x in _probe_assignments(case, legal, rng):
            expected = case.legal(x)
            a = Assignment.of(case.creature, x)
            verdict = is_legal(case.board, Package((a,)), rules, case.step, context=case.context)
            mine = [str(v) for v in verdict if v.objects and v.objects[0] == case.creature]
            assert (not mine) == expected, f"{case}: {a}: oracle {expected}, library {mine}"
            assert (a in case.options()) == expected, f"{case}: {a} in options, oracle {expected}"


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1e_partial_package_is_legal_agrees_with_legal_assignments(
    rules: RuleSet, data: st.DataObject
) -> None:
    """With some other creatures left out of the package (the library fills
    in those with exactly one legal assignment), ``is_legal`` and
    ``legal_assignments`` still agree on every assignment, whatever the board
    order of the creatures."""
    combat = data.draw(combats(rules), label="combat")
    rng = data.draw(st.randoms(use_true_random=False), label="rng")
    for case in cases(combat, omit_any=True):
        options = case.options()
        listed = list(options)
        legal = [key(a.as_dict()) for a in listed]
        for x in _probe_assignments(case, legal, rng):
            a = Assignment.of(case.creature, x)
            verdict = is_legal(case.board, Package((a,)), rules, case.step, context=case.context)
            mine = [str(v) for v in verdict if v.objects and v.objects[0] == case.creature]
            assert (not mine) == (a in options), (
                f"{case} (omitted {sorted(case.omitted)}): {a}: is_legal {mine or 'legal'}, "
                f"enumerated {[str(b) for b in listed]}"
            )


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1_default_assignment_is_legal(rules: RuleSet, data: st.DataObject) -> None:
    combat = data.draw(combats(rules), label="combat")
    for case in cases(combat):
        chosen = default_assignment(case.board, case.creature, rules, case.step, case.context)
        assert chosen.creature == case.creature
        assert case.legal(chosen.as_dict()), f"{case}: default {chosen} is illegal"
        assert key(chosen.as_dict()) in case.brute_force(), case


def _legal_others(case: Case, own: Amounts, rng: random.Random) -> dict[str, Amounts] | None:
    """A random package for the other creatures of the case's step that the
    oracle finds legal as a whole, with ``own`` as the case creature's
    damage; ``None`` if two rounds of random legal choices do not settle."""
    others = list(case.others)
    chosen: dict[str, Amounts] = {c: {} for c in others}

    def rest(c: str) -> dict[str, Amounts]:
        return {case.creature: own, **{d: chosen[d] for d in others if d != c}}

    def options(c: str) -> list[Key]:
        return sorted(replace(case, creature=c, others=rest(c)).brute_force(), key=sorted)

    for _ in range(2):
        for c in others:
            found = options(c)
            if found:
                chosen[c] = dict(rng.choice(found))
    if all(key(chosen[c]) in options(c) for c in others):
        return chosen
    return None


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1e_implied_assignment_is_the_only_legal_one_whatever_the_others_do(
    rules: RuleSet, data: st.DataObject
) -> None:
    """A creature's implied assignment is, by the oracle, its one legal
    assignment against any legal package of the others. ``resolve_step``
    relies on this: it checks only the rest of a package (counting the
    implied damage), so a package whose other assignments are legal is legal."""
    combat = data.draw(combats(rules), label="combat")
    rng = data.draw(st.randoms(use_true_random=False), label="rng")
    for case in cases(combat):
        plans = step_plans(case.board, rules, case.step)
        implied = implied_assignments(case.board, plans, Package()).get(case.creature)
        if implied is None:
            continue
        others = _legal_others(case, implied.as_dict(), rng)
        if others is None:
            continue
        found = replace(case, others=others).brute_force()
        assert found == {key(implied.as_dict())}, f"{case} with {others}: implied {implied}"


@RULE_SETS
@PROPERTY_SETTINGS
@given(data=st.data())
def test_510_1e_resolve_step_refuses_exactly_the_illegal_packages(
    rules: RuleSet, data: st.DataObject
) -> None:
    """``resolve_step`` deals a package (random amounts to random recipients,
    some creatures left for the library to fill in) exactly when checking the
    whole filled-in package finds nothing wrong, though it checks only the
    assignments that are not implied."""
    combat = data.draw(combats(rules), label="combat")
    board, step = combat.board, steps(combat.board)[0]
    plans = step_plans(board, rules, step)
    given = Package(
        tuple(
            Assignment.of(c, {r: n for r, n in amounts.items() if n})
            for c, amounts in combat.others[step].items()
            if c in plans and c not in combat.omit
        )
    )
    full = given.merged(implied_assignments(board, plans, given))
    if any(c not in full for c in plans):
        return  # a creature with a choice is missing: a different error
    expected = [v for check in check_steps(board, {step: full}, rules) for v in check.violations]
    try:
        resolve_step(board, rules, step, given)
    except IllegalAssignmentError as error:
        assert expected, f"{combat}: refused {given}: {error.violations}"
        assert set(error.violations) == set(expected), combat
    else:
        assert not expected, f"{combat}: dealt {given} despite {expected}"


# ---------------------------------------------------------------------------
# Counting without enumerating: power 100 against 10 blockers
# ---------------------------------------------------------------------------


def _stars_and_bars(total: int, parts: int) -> int:
    """Ways to split ``total`` into ``parts`` nonnegative ints."""
    if total < 0:
        return 0
    return comb(total + parts - 1, parts - 1)


def free_count(power: int, needs: tuple[int, ...], trample: bool) -> int:
    """Current rules: any split among the blockers; with trample, the player
    gets y > 0 only when every blocker has its need (hockey stick:
    sum over y >= 1 of C(P - S - y + n - 1, n - 1) = C(P - S + n - 1, n))."""
    n, s = len(needs), sum(needs)
    count = _stars_and_bars(power, n)
    if trample and power - s >= 1:
        count += comb(power - s + n - 1, n)
    return count


def ordered_count(power: int, needs: tuple[int, ...], trample: bool) -> int:
    """2023: the last blocker with damage is the k-th; the k - 1 before it
    have their needs (S_k), it has at least 1: C(P - S_k - 1 + k - 1, k - 1).
    With trample, the player's share is counted as in :func:`free_count`."""
    n, count, s_k = len(needs), 0, 0
    for k in range(1, n + 1):
        count += _stars_and_bars(power - s_k - 1, k)
        s_k += needs[k - 1]
    if trample and power - s_k >= 1:
        count += comb(power - s_k + n - 1, n)
    return count


@RULE_SETS
@pytest.mark.parametrize("trample", [False, True], ids=["plain", "trample"])
@settings(max_examples=10, deadline=None)
@given(data=st.data())
def test_510_1c_count_power_100_vs_10_blockers(
    rules: RuleSet, trample: bool, data: st.DataObject
) -> None:
    board, power, needs = data.draw(big_blocks(trample), label="board")
    count = legal_assignments(board, "big", rules).count()
    if rules is RuleSet.CURRENT:
        assert count == free_count(power, needs, trample)
    else:
        assert count == ordered_count(power, needs, trample)


def test_closed_forms_match_bruteforce_on_small_inputs() -> None:
    """The closed forms above, checked against plain enumeration."""
    for power in range(7):
        for needs in [(1,), (2, 0), (1, 3), (2, 1, 2), (0, 0, 1)]:
            n = len(needs)
            for trample in (False, True):
                free = ordered = 0
                for vector in compositions(power, n + 1):
                    xs, player = vector[:n], vector[n]
                    all_lethal = all(x >= t for x, t in zip(xs, needs, strict=True))
                    if player and not (trample and all_lethal):
                        continue
                    free += 1
                    if all(
                        xs[k] == 0 or all(xs[j] >= needs[j] for j in range(k)) for k in range(n)
                    ):
                        ordered += 1
                if power == 0:  # a 0-power creature assigns nothing at all
                    continue
                assert free_count(power, needs, trample) == free, (power, needs, trample)
                assert ordered_count(power, needs, trample) == ordered, (power, needs, trample)


# ---------------------------------------------------------------------------
# Minimal counterexamples found by the properties above, pinned
# ---------------------------------------------------------------------------


def _assert_matches_oracle(combat: Combat) -> None:
    for case in cases(combat):
        got = {key(a.as_dict()) for a in case.options()}
        expected = case.brute_force()
        assert got == expected, f"{case}: library {_show(got)}, oracle {_show(expected)}"


def _tiny_board(*permanents: Permanent) -> Board:
    return Board(players=(Player("A"), Player("B")), permanents=permanents, active_player="A")


def test_510_1d_2023_blocker_without_declared_order_follows_board_order() -> None:
    """A blocker of two attackers with no declared order (509.3) uses board
    order, like an attacker's blockers: here a1 before a2, although the
    blocker's ``blocking`` list names a2 first."""
    board = _tiny_board(
        Permanent(id="a1", controller="A", power=1, toughness=1, attacking="B"),
        Permanent(id="a2", controller="A", power=1, toughness=1, attacking="B"),
        Permanent(id="b1", controller="B", power=1, toughness=1, blocking=("a2", "a1")),
    )
    assert o_order(board, "b1", ["a1", "a2"]) == ["a1", "a2"]
    assert [str(a) for a in legal_assignments(board, "b1", RuleSet.R2023)] == ["b1: a1=1"]
    _assert_matches_oracle(Combat(board, RuleSet.R2023, {Step.REGULAR: {}}))


@RULE_SETS
def test_as_though_unblocked_is_still_an_option_when_a_blocker_has_banding(
    rules: RuleSet,
) -> None:
    """702.22j lets the defending player divide the damage among the blockers;
    the attacker may still assign all of it as though it weren't blocked."""
    board = _tiny_board(
        Permanent(
            id="thorn",
            controller="A",
            power=1,
            toughness=1,
            attacking="B",
            assign_as_though_unblocked=True,
        ),
        Permanent(
            id="bander",
            controller="B",
            power=0,
            toughness=1,
            abilities=frozenset({Keyword.BANDING}),
            blocking=("thorn",),
        ),
    )
    assert {str(a) for a in legal_assignments(board, "thorn", rules)} == {
        "thorn: bander=1",
        "thorn: B=1",
    }
    _assert_matches_oracle(Combat(board, rules, {Step.REGULAR: {}}))


@pytest.mark.parametrize("y_first", [False, True], ids=["X-first", "Y-first"])
def test_510_1e_filled_in_creatures_do_not_depend_on_board_order(y_first: bool) -> None:
    """2023. X (1 power, order b1 then b2) can only put its 1 on b1 unless Y
    does; Y (1 power, trample) is blocked by b1 alone. Nothing is given for
    X. Whether Y may trample over must not depend on which of X and Y the
    board lists first, and ``is_legal`` must agree with ``legal_assignments``."""
    x = Permanent(id="X", controller="A", power=1, toughness=1, attacking="B")
    y = Permanent(
        id="Y",
        controller="A",
        power=1,
        toughness=1,
        attacking="B",
        abilities=frozenset({Keyword.TRAMPLE}),
    )
    b1 = Permanent(id="b1", controller="B", power=0, toughness=1, blocking=("X", "Y"))
    b2 = Permanent(id="b2", controller="B", power=0, toughness=1, blocking=("X",))

    def board(first: Permanent, second: Permanent) -> Board:
        return Board(
            players=(Player("A"), Player("B")),
            permanents=(first, second, b1, b2),
            active_player="A",
            orders={"X": ("b1", "b2")},
        )

    this, other = (board(y, x), board(x, y)) if y_first else (board(x, y), board(y, x))
    listed = {str(a) for a in legal_assignments(this, "Y", RuleSet.R2023)}
    assert listed == {str(a) for a in legal_assignments(other, "Y", RuleSet.R2023)}
    trample_over = Assignment.parse("Y: B=1")
    verdict = is_legal(this, Package((trample_over,)), RuleSet.R2023)
    assert bool(verdict) == (str(trample_over) in listed), (listed, [str(v) for v in verdict])
