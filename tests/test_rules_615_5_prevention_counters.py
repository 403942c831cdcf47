"""Prevention abilities of permanents whose additional effect puts counters
(615.5): "If damage would be dealt to ~, prevent that damage. Put a -1/-1
counter on ~ for each 1 damage prevented this way." (Phyrexian Hydra), the
same with +1/+1 counters on another creature you control (Vigor) or for
noncombat damage only (Stormwild Capridor), and "If a creature would deal
combat damage to ~, prevent that damage and put a +1/+1 counter on ~."
(Ironscale Hydra). Damage that can't be prevented (615.12) goes through
them: nothing is prevented "this way", but a counter put without counting
the damage is still put."""

from __future__ import annotations

import json
from typing import Any

import pytest

from helpers import creature
from mtgcombat.core.abilities import DamageRule
from mtgcombat.core.events import CountersPut
from mtgcombat.core.model import Board, Permanent, Player, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import CombatResult, resolve_combat
from mtgcombat.rules.damage import deal_noncombat_damage
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence

HYDRA = (
    "If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ "
    "for each 1 damage prevented this way."
)
VIGOR = (
    "If damage would be dealt to another creature you control, prevent that damage. "
    "Put a +1/+1 counter on that creature for each 1 damage prevented this way."
)
CAPRIDOR = (
    "If noncombat damage would be dealt to ~, prevent that damage. Put a +1/+1 counter "
    "on ~ for each 1 damage prevented this way."
)
IRONSCALE = (
    "If a creature would deal combat damage to ~, prevent that damage and put a +1/+1 counter on ~."
)
UNPREVENTABLE = "Damage that would be dealt by ~ can't be prevented."


def _statics(*sentences: str) -> tuple[Any, ...]:
    out: list[Any] = []
    for sentence in sentences:
        parsed = parse_sentence(sentence, name="Testcard")
        assert parsed.status == "modelled", (sentence, parsed.error)
        out.extend(parsed.traits.statics)
    return tuple(out)


def _fight(*perms: Permanent, rules: RuleSet = RuleSet.CURRENT) -> CombatResult:
    return resolve_combat(Board((Player("A"), Player("B")), perms, "A"), rules, auto=True)


def _puts(result: CombatResult) -> list[tuple[str, str, int]]:
    return [
        (e.target, e.counter, e.amount)
        for e in result.events
        if isinstance(e, CountersPut) and e.rule == "615.5"
    ]


@pytest.mark.parametrize("rules", list(RuleSet))
def test_615_5_hydra_takes_minus_one_counters_instead_of_damage(rules: RuleSet) -> None:
    hydra = creature("h", "B", 5, 5, blocking=("x",), statics=_statics(HYDRA))
    attacker = creature("x", "A", 3, 3, attacking="B")
    result = _fight(attacker, hydra, rules=rules)
    after = result.board.permanent("h")
    assert (after.damage, after.counters.minus_one, after.current_toughness) == (0, 3, 2)
    assert _puts(result) == [("h", "-1/-1", 3)]
    assert result.board.permanent("x").zone is Zone.GRAVEYARD  # its own damage is dealt


def test_615_5_control_without_the_ability_the_damage_is_marked() -> None:
    hydra = creature("h", "B", 5, 5, blocking=("x",))
    result = _fight(creature("x", "A", 3, 3, attacking="B"), hydra)
    after = result.board.permanent("h")
    assert (after.damage, after.counters.minus_one) == (3, 0)
    assert _puts(result) == []


def test_615_5_hydra_dies_when_the_counters_bring_its_toughness_to_0() -> None:
    """The counters land with the damage event (615.5); 704.5f then puts the
    hydra with toughness 0 into its graveyard."""
    hydra = creature("h", "B", 2, 2, blocking=("x",), statics=_statics(HYDRA))
    result = _fight(creature("x", "A", 4, 4, attacking="B"), hydra)
    assert result.board.permanent("h").zone is Zone.GRAVEYARD


def test_615_12_unpreventable_damage_puts_no_counter_for_each_1_prevented() -> None:
    hydra = creature("h", "B", 5, 5, blocking=("x",), statics=_statics(HYDRA))
    attacker = creature("x", "A", 3, 3, attacking="B", statics=_statics(UNPREVENTABLE))
    result = _fight(attacker, hydra)
    after = result.board.permanent("h")
    assert (after.damage, after.counters.minus_one) == (3, 0)
    assert _puts(result) == []


def test_615_5_vigor_puts_plus_one_counters_on_another_creature_you_control() -> None:
    vigor = creature("v", "B", 6, 6, statics=_statics(VIGOR))
    bear = creature("b", "B", 2, 2, blocking=("x",))
    result = _fight(creature("x", "A", 4, 4, attacking="B"), bear, vigor)
    after = result.board.permanent("b")
    assert (after.zone, after.damage, after.counters.plus_one) == (Zone.BATTLEFIELD, 0, 4)


def test_615_5_control_vigor_itself_and_an_opponents_creature_are_dealt_the_damage() -> None:
    vigor = creature("v", "B", 6, 6, blocking=("x",), statics=_statics(VIGOR))
    attacker = creature("x", "A", 4, 4, attacking="B")
    after = _fight(attacker, vigor).board
    assert (after.permanent("v").damage, after.permanent("v").counters.plus_one) == (4, 0)
    assert after.permanent("x").counters.plus_one == 0  # A's attacker is not B's


def test_615_5_a_permanent_that_cant_have_counters_gets_none() -> None:
    hydra = creature(
        "h", "B", 5, 5, blocking=("x",), statics=_statics(HYDRA), cant_have_counters=True
    )
    result = _fight(creature("x", "A", 3, 3, attacking="B"), hydra)
    after = result.board.permanent("h")
    assert (after.damage, after.counters.minus_one) == (0, 0)


def test_615_5_capridor_noncombat_damage_becomes_counters() -> None:
    goat = creature("g", "B", 1, 3, statics=_statics(CAPRIDOR))
    shock = creature("s", "A", 1, 1)
    board = Board((Player("A"), Player("B")), (shock, goat), "A")
    after, events = deal_noncombat_damage(board, "s", "g", 2)
    goat_after = after.permanent("g")
    assert (goat_after.damage, goat_after.counters.plus_one) == (0, 2)
    assert [e.rule for e in events if isinstance(e, CountersPut)] == ["615.5"]


def test_615_5_control_capridor_combat_damage_is_dealt() -> None:
    goat = creature("g", "B", 1, 3, blocking=("x",), statics=_statics(CAPRIDOR))
    result = _fight(creature("x", "A", 2, 2, attacking="B"), goat)
    after = result.board.permanent("g")
    assert (after.damage, after.counters.plus_one) == (2, 0)


def test_615_5_ironscale_gets_one_counter_per_creature_whatever_the_damage() -> None:
    """Each creature's combat damage is its own damage the ability prevents:
    blocked by two creatures, the hydra gets two counters (one each), not one
    per 1 damage."""
    hydra = creature("h", "A", 4, 4, attacking="B", statics=_statics(IRONSCALE))
    one = creature("b1", "B", 3, 3, blocking=("h",))
    two = creature("b2", "B", 5, 5, blocking=("h",))
    result = _fight(hydra, one, two)
    after = result.board.permanent("h")
    assert (after.damage, after.counters.plus_one) == (0, 2)
    assert _puts(result) == [("h", "+1/+1", 1), ("h", "+1/+1", 1)]


def test_615_5_control_ironscale_unblocked_gets_no_counter() -> None:
    hydra = creature("h", "A", 4, 4, attacking="B", statics=_statics(IRONSCALE))
    result = _fight(hydra)
    assert result.board.permanent("h").counters.plus_one == 0
    assert result.board.player("B").life == 16


def test_615_12_ironscale_unpreventable_damage_is_dealt_and_the_counter_still_put() -> None:
    hydra = creature("h", "A", 4, 4, attacking="B", statics=_statics(IRONSCALE))
    blocker = creature("b", "B", 2, 2, blocking=("h",), statics=_statics(UNPREVENTABLE))
    after = _fight(hydra, blocker).board.permanent("h")
    assert (after.damage, after.counters.plus_one) == (2, 1)


def test_615_5_ironscale_noncombat_damage_is_not_prevented() -> None:
    hydra = creature("h", "B", 4, 4, statics=_statics(IRONSCALE))
    pinger = creature("p", "A", 1, 1)
    board = Board((Player("A"), Player("B")), (pinger, hydra), "A")
    after, _ = deal_noncombat_damage(board, "p", "h", 2)
    assert (after.permanent("h").damage, after.permanent("h").counters.plus_one) == (2, 0)


@pytest.mark.parametrize("sentence", [HYDRA, VIGOR, CAPRIDOR, IRONSCALE])
def test_615_5_rule_round_trips_and_reads_in_japanese(sentence: str) -> None:
    (rule,) = _statics(sentence)
    assert isinstance(rule, DamageRule) and rule.does.startswith("prevent_")
    assert ability_from_json(json.loads(json.dumps(ability_to_json(rule)))) == rule
    assert "カウンター" in describe_value(rule, "ja")


def test_615_5_counters_event_reads_in_english_and_japanese() -> None:
    event = CountersPut("615.5", "h", "-1/-1", 3, "h")
    assert describe_event(event) == "3 -1/-1 counter(s) put on h"
    assert describe_event(event, "ja") == "hに-1/-1カウンターが3個置かれる"


@pytest.mark.parametrize(
    "sentence",
    [
        # the counters on another permanent than the one the damage was prevented to
        "If damage would be dealt to ~, prevent that damage. Put a +1/+1 counter on that "
        "creature for each 1 damage prevented this way.",
        "If damage would be dealt to another creature you control, prevent that damage. "
        "Put a +1/+1 counter on ~ for each 1 damage prevented this way.",
        # a counter kind with no rule of its own here
        "If damage would be dealt to ~, prevent that damage. Put a charge counter on ~ "
        "for each 1 damage prevented this way.",
        "If a creature would deal combat damage to ~, prevent that damage and put a -1/-1 "
        "counter on ~.",
    ],
)
def test_615_5_other_holders_and_kinds_stay_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence, name="Testcard").status == "unmodelled"


def test_615_5_parser_reads_each_kind() -> None:
    kinds = [r.does for s in (HYDRA, VIGOR, CAPRIDOR, IRONSCALE) for r in _statics(s)]
    assert kinds == [
        "prevent_minus_each",
        "prevent_plus_each",
        "prevent_plus_each",
        "prevent_plus_one",
    ]
    (capridor,) = _statics(CAPRIDOR)
    assert capridor.combat == "noncombat"
    (ironscale,) = _statics(IRONSCALE)
    assert ironscale.combat == "combat" and ironscale.source is not None
