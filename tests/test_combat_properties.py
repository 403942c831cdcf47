"""Property tests for the combat damage step on small random boards.

Each board has 1-3 attackers of player A and 0-3 blockers of player B, random
power and toughness, keywords among first strike, double strike, trample,
deathtouch, lifelink, wither, infect and indestructible, random toxic, random
"prevent the next N damage" shields on creatures and on the defending player,
and random +1/+1 counters on blockers. Combat is resolved with the default
chooser (``auto=True``) under both rule sets, and then:

* life, poison, counters and marked damage change exactly by what the events
  say was dealt (120.3), lifelink gives each source's damage (702.15), and
  every assigned point is either dealt or prevented (120.4, 615);
* checking state-based actions again changes nothing (704.3);
* the same input always gives the same events and board (and is not mutated);
* afterwards no creature on the battlefield has lethal damage unless it is
  indestructible (704.5g), none has toughness 0 or less (704.5f), none was
  dealt deathtouch damage unless indestructible (704.5h), and a player at 0
  life or 10 poison has lost (704.5a, 704.5c).
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgcombat.core.events import (
    CountersPut,
    DamageDealt,
    DamageMarked,
    DamagePrevented,
    LifeGained,
    LifeLost,
)
from mtgcombat.core.model import Ability, Board, Counters, Keyword, Permanent, Player, Zone
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.rules.combat import CombatResult, check_combat, resolve_combat
from mtgcombat.rules.sba import check_state_based_actions
from strategies import Combat, combats

KEYWORDS = (
    Keyword.FIRST_STRIKE,
    Keyword.DOUBLE_STRIKE,
    Keyword.TRAMPLE,
    Keyword.DEATHTOUCH,
    Keyword.LIFELINK,
    Keyword.WITHER,
    Keyword.INFECT,
    Keyword.INDESTRUCTIBLE,
)
SETTINGS = settings(max_examples=300, deadline=None)


class Case:
    """A random combat and the rule set to resolve it under (a plain class, so
    that Hypothesis prints falsifying examples with the compact ``__repr__``)."""

    __slots__ = ("board", "rules")

    def __init__(self, board: Board, rules: RuleSet) -> None:
        self.board = board
        self.rules = rules

    def __repr__(self) -> str:  # a compact falsifying example
        lines = [f"Case(rules={self.rules.value!r},"]
        for pl in self.board.players:
            lines.append(
                f"  player {pl.id}: life={pl.life} poison={pl.poison} prevent={pl.prevent_next}"
            )
        for p in self.board.permanents:
            kws = sorted(str(k) for k in p.abilities)
            role = f"attacking={p.attacking}" if p.attacking else f"blocking={p.blocking}"
            lines.append(
                f"  {p.id}: {p.power}/{p.toughness} +1={p.counters.plus_one} kw={kws} "
                f"toxic={p.toxic} prevent={p.prevent_next} {role}"
            )
        return "\n".join(lines) + ")"


keywords = st.frozensets(st.sampled_from(KEYWORDS), max_size=3)


@st.composite
def cases(draw: st.DrawFn) -> Case:
    rules = draw(st.sampled_from([RuleSet.R2023, RuleSet.CURRENT]))
    permanents: list[Permanent] = []
    n_attackers = draw(st.integers(1, 3))
    for i in range(n_attackers):
        abilities: frozenset[Ability] = frozenset(draw(keywords))
        permanents.append(
            Permanent(
                id=f"a{i}",
                controller="A",
                power=draw(st.integers(0, 5)),
                toughness=draw(st.integers(1, 5)),
                abilities=abilities,
                attacking="B",
                toxic=draw(st.sampled_from([0, 0, 0, 1, 2])),
                prevent_next=draw(st.sampled_from([0, 0, 1, 2])),
            )
        )
    for j in range(draw(st.integers(0, 3))):
        blocked = draw(st.integers(0, n_attackers - 1))
        abilities = frozenset(draw(keywords) - {Keyword.TRAMPLE})
        permanents.append(
            Permanent(
                id=f"b{j}",
                controller="B",
                power=draw(st.integers(0, 5)),
                toughness=draw(st.integers(1, 5)),
                abilities=abilities,
                blocking=(f"a{blocked}",),
                counters=Counters(plus_one=draw(st.sampled_from([0, 0, 1, 2]))),
                prevent_next=draw(st.sampled_from([0, 0, 1, 3])),
            )
        )
    players = (
        Player("A", life=draw(st.integers(1, 20))),
        Player(
            "B",
            life=draw(st.integers(1, 20)),
            poison=draw(st.integers(0, 9)),
            prevent_next=draw(st.sampled_from([0, 0, 0, 2, 4])),
        ),
    )
    return Case(Board(players, tuple(permanents), "A"), rules)


def resolve(case: Case) -> CombatResult:
    return resolve_combat(case.board, case.rules, auto=True)


def infect_or_wither(board: Board, source: str) -> bool:
    perm = board.permanent(source)
    return perm.has(Keyword.INFECT) or perm.has(Keyword.WITHER)


# ---------------------------------------------------------------------------
# (a) results change exactly by the dealt amounts
# ---------------------------------------------------------------------------


@SETTINGS
@given(cases())
def test_life_and_poison_change_exactly_by_the_dealt_amounts(case: Case) -> None:
    board = case.board
    result = resolve(case)
    dealt = [e for e in result.events if isinstance(e, DamageDealt)]
    assert all(e.amount > 0 and e.combat for e in dealt)  # 120.8
    for player in board.players:
        pid = player.id
        to_player = [e for e in dealt if e.recipient == pid]
        life_damage = sum(
            e.amount for e in to_player if not board.permanent(e.source).has(Keyword.INFECT)
        )
        infect_damage = sum(
            e.amount for e in to_player if board.permanent(e.source).has(Keyword.INFECT)
        )
        toxic = sum(board.permanent(e.source).toxic for e in to_player)
        gained = sum(
            e.amount for e in result.events if isinstance(e, LifeGained) and e.player == pid
        )
        lost = sum(e.amount for e in result.events if isinstance(e, LifeLost) and e.player == pid)
        after = result.board.player(pid)
        assert lost == life_damage  # 120.3a
        assert after.life == player.life - life_damage + gained
        assert after.poison == player.poison + infect_damage + toxic  # 120.3b, 120.3g
    # 702.15: each lifelink source gains its controller what it dealt, one
    # event per source and step; nothing else gains life.
    expected: Counter[tuple[str, str, str]] = Counter()
    step_of: dict[int, str] = {}
    step = ""
    for i, e in enumerate(result.events):
        if e.kind == "step":
            step = str(e.to_json()["step"])
        step_of[i] = step
    for i, e in enumerate(result.events):
        if isinstance(e, DamageDealt) and board.permanent(e.source).has(Keyword.LIFELINK):
            source = board.permanent(e.source)
            expected[(source.controller, e.source, step_of[i])] += e.amount
    actual: Counter[tuple[str, str, str]] = Counter()
    for i, e in enumerate(result.events):
        if isinstance(e, LifeGained):
            key = (e.player, e.source, step_of[i])
            assert key not in actual, f"two life gains for one source in one step: {key}"
            actual[key] += e.amount
    assert actual == expected


@SETTINGS
@given(cases())
def test_every_assigned_point_is_dealt_or_prevented(case: Case) -> None:
    result = resolve(case)
    assigned: Counter[tuple[str, str, str]] = Counter()
    for step_of_package, package in result.packages.items():
        for a in package:
            for recipient, amount in a.amounts:
                assigned[(step_of_package.value, a.creature, recipient)] += amount
    accounted: Counter[tuple[str, str, str]] = Counter()
    step = ""
    for e in result.events:
        if e.kind == "step":
            step = str(e.to_json()["step"])
        elif isinstance(e, DamageDealt | DamagePrevented):
            accounted[(step, e.source, e.recipient)] += e.amount
    assert accounted == assigned
    # Shields only shrink, by exactly what they prevented (615.7).
    shielded: Counter[str] = Counter()
    for e in result.events:
        if isinstance(e, DamagePrevented) and e.rule == "615.7":
            shielded[e.recipient] += e.amount
    for p in case.board.permanents:
        assert result.board.permanent(p.id).prevent_next == p.prevent_next - shielded[p.id]
    for pl in case.board.players:
        assert result.board.player(pl.id).prevent_next == pl.prevent_next - shielded[pl.id]


@SETTINGS
@given(cases())
def test_creature_damage_and_counters_change_exactly_by_the_dealt_amounts(case: Case) -> None:
    board = case.board
    result = resolve(case)
    dealt = [e for e in result.events if isinstance(e, DamageDealt)]
    for perm in board.permanents:
        to_it = [e for e in dealt if e.recipient == perm.id]
        counter_damage = sum(e.amount for e in to_it if infect_or_wither(board, e.source))
        marked_damage = sum(e.amount for e in to_it if not infect_or_wither(board, e.source))
        marked = sum(
            e.amount for e in result.events if isinstance(e, DamageMarked) and e.creature == perm.id
        )
        put = sum(
            e.amount
            for e in result.events
            if isinstance(e, CountersPut) and e.target == perm.id and e.counter == "-1/-1"
        )
        assert marked == marked_damage  # 120.3e
        assert put == counter_damage  # 120.3d
        after = result.board.permanent(perm.id)
        assert after.damage == perm.damage + marked_damage  # no regeneration here
        # 704.5q may cancel counters in pairs, but not change their balance.
        net_before = perm.counters.plus_one - perm.counters.minus_one
        net_after = after.counters.plus_one - after.counters.minus_one
        assert net_after == net_before - counter_damage
        if after.zone is Zone.BATTLEFIELD:
            assert min(after.counters.plus_one, after.counters.minus_one) == 0


# ---------------------------------------------------------------------------
# (b) state-based actions are done; (c) determinism
# ---------------------------------------------------------------------------


@pytest.mark.slow
@SETTINGS
@given(combats(max_attackers=4, max_blockers=5))
def test_510_1e_the_default_choosers_packages_pass_the_whole_check(combat: Combat) -> None:
    """510.1e: resolve_step does not check a package again when the default
    chooser made all of it (each choice is checked as it is made, against the
    damage assigned before it; the later choices only add damage, 510.1c-d,
    702.19b). So checking the packages the combat used, each step on its own
    board, finds nothing: on multi-blocks, 2023 orders, trample, deathtouch."""
    result = resolve_combat(combat.board, combat.rules, auto=True)
    checks = check_combat(combat.board, result.packages, combat.rules)
    assert [v for c in checks for v in c.violations] == []


@SETTINGS
@given(cases())
def test_state_based_actions_again_change_nothing(case: Case) -> None:
    result = resolve(case)
    again, events = check_state_based_actions(result.board, case.rules)
    assert again == result.board
    assert all(e.kind == "not_destroyed" for e in events), events


@SETTINGS
@given(cases())
def test_same_input_gives_the_same_events(case: Case) -> None:
    before = copy.deepcopy(case.board)
    first = resolve(case)
    second = resolve(Case(copy.deepcopy(case.board), case.rules))
    assert case.board == before  # the input is not mutated
    assert first.events == second.events
    assert [e.to_json() for e in first.events] == [e.to_json() for e in second.events]
    assert first.board == second.board
    assert dict(first.packages) == dict(second.packages)


# ---------------------------------------------------------------------------
# (d) after combat no creature should still be dead
# ---------------------------------------------------------------------------


@SETTINGS
@given(cases())
def test_no_creature_left_with_lethal_damage_or_no_toughness(case: Case) -> None:
    result = resolve(case)
    after = result.board
    deathtouched = {
        e.recipient
        for e in result.events
        if isinstance(e, DamageDealt)
        and case.board.permanent(e.source).has(Keyword.DEATHTOUCH)
        and not case.board.is_player(e.recipient)
    }
    for p in after.permanents:
        if p.zone is not Zone.BATTLEFIELD or not p.is_creature:
            continue
        assert p.current_toughness > 0, p  # 704.5f
        if not p.has(Keyword.INDESTRUCTIBLE):
            assert p.damage < p.current_toughness, p  # 704.5g
            assert p.id not in deathtouched, p  # 704.5h
        assert not p.deathtouch_damaged
    losers = {str(e.to_json()["player"]) for e in result.events if e.kind == "player_lost"}
    for pl in after.players:
        if pl.life <= 0 or pl.poison >= 10:
            assert pl.lost  # 704.5a, 704.5c
        # Losing is for good: a player who lost in the first-strike step stays
        # lost even if lifelink brings their life back above 0 later.
        assert pl.lost == (pl.id in losers)
    # Only the steps the combat has, in order (510.4); after the first-strike
    # step only when a player lost in it, which ends a two-player game (104.2a).
    steps = [str(e.to_json()["step"]) for e in result.events if e.kind == "step"]
    assert steps in (["regular"], ["first-strike", "regular"], ["first-strike"])
    if steps == ["first-strike"]:
        assert any(pl.lost for pl in after.players)
    assert [s.value for s in result.packages] == steps
    early = any(
        p.has(Keyword.FIRST_STRIKE) or p.has(Keyword.DOUBLE_STRIKE) for p in case.board.permanents
    )
    assert (steps[0] == Step.FIRST_STRIKE.value) == early
