"""Damage replacement and prevention abilities of permanents (614, 615):
"prevent 1 of that damage", "deals double that damage instead", "put that
many +1/+1 counters on it instead", "is dealt to ~ instead", "can't be
prevented", read from card text and applied to each damage event as combat
damage is dealt (510.2, 120.4)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from helpers import creature
from mtgcombat.core.abilities import DamageRule, Keyword, Protection, Selector, SourceIs
from mtgcombat.core.events import DamageRuleApplied
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import CombatResult, resolve_combat
from mtgcombat.rules.damage import damage_rules, deal_noncombat_damage
from mtgcombat.solver.search import best_blocks
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence
from test_solver_bruteforce import brute_blocks, describe, exactly, random_board

CURRENT = RuleSet.CURRENT


def _rules(*sentences: str) -> tuple[Any, ...]:
    out: list[Any] = []
    for sentence in sentences:
        parsed = parse_sentence(sentence, name="Testcard")
        assert parsed.status == "modelled", (sentence, parsed.error)
        out.extend(parsed.traits.statics)
    return tuple(out)


def _with(perm: Permanent, *sentences: str) -> Permanent:
    abilities = {a for s in sentences for a in parse_sentence(s, name="Testcard").traits.abilities}
    return creature(
        perm.id,
        perm.controller,
        perm.power,
        perm.toughness,
        *perm.abilities,
        *abilities,
        attacking=perm.attacking,
        blocking=perm.blocking,
        statics=_rules(*sentences),
        counters=perm.counters,
        subtypes=perm.subtypes,
        colors=perm.colors,
        tapped=perm.tapped,
        token=perm.token,
        supertypes=perm.supertypes,
        types=perm.types,
    )


def _fight(*perms: Permanent, triggers: bool = False) -> CombatResult:
    board = Board((Player("A"), Player("B")), perms, "A")
    return resolve_combat(board, CURRENT, auto=True, triggers=triggers)


def _life(result: CombatResult, pid: str = "B") -> int:
    return result.board.player(pid).life


def _rule_events(result: CombatResult) -> list[DamageRuleApplied]:
    return [e for e in result.events if isinstance(e, DamageRuleApplied)]


# B's bystander carries the ability in most tests: a 0/4 wall, not in combat.
def _bystander(*sentences: str, controller: str = "B", **fields: Any) -> Permanent:
    return _with(creature("keeper", controller, 0, 4, **fields), *sentences)


# ---------------------------------------------------------------------------
# prevention of part of the damage (615.10, 615.1a)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "life"), [(1, 17), (2, 19)])
def test_615_10_prevent_n_of_that_damage_applies_to_each_source_separately(
    n: int, life: int
) -> None:
    text = (
        f"If a source would deal damage to you or a creature you control, "
        f"prevent {n} of that damage."
    )
    attackers = (creature("x", "A", 2, 2, attacking="B"), creature("y", "A", 3, 3, attacking="B"))
    assert _life(_fight(*attackers)) == 15
    result = _fight(*attackers, _bystander(text))
    assert _life(result) == life
    prevented = [e for e in _rule_events(result) if e.how == "prevented"]
    assert [e.rule for e in prevented] == ["615.10", "615.10"]
    assert [e.amount for e in prevented] == [min(n, 2), min(n, 3)]


def test_615_10_prevent_1_only_from_sources_an_opponent_controls() -> None:
    text = "If a source an opponent controls would deal damage to you, prevent 1 of that damage."
    mine = _bystander(text, controller="A")  # A's ability covers A, not B
    theirs = _bystander(text)
    attacker = creature("x", "A", 3, 3, attacking="B")
    assert _life(_fight(attacker, mine)) == 17
    assert _life(_fight(attacker, theirs)) == 18


def test_615_10_prevent_1_to_a_cleric_creature_you_control() -> None:
    text = (
        "If a source would deal damage to a Cleric creature you control, prevent 1 of that damage."
    )
    attacker = creature("x", "A", 2, 2, attacking="B")
    cleric = creature("c", "B", 1, 2, blocking=("x",), subtypes=frozenset({"cleric"}))
    assert _fight(attacker, cleric).board.permanent("c").zone is Zone.GRAVEYARD
    after = _fight(attacker, cleric, _bystander(text)).board.permanent("c")
    assert after.zone is Zone.BATTLEFIELD and after.damage == 1


def test_615_10_prevent_1_to_a_planeswalker_you_control() -> None:
    text = "If a source would deal damage to a planeswalker you control, prevent 1 of that damage."
    walker = Permanent(
        "pw", "B", types=frozenset({CardType.PLANESWALKER}), counters=Counters(loyalty=4)
    )
    attacker = creature("x", "A", 3, 3, attacking="pw")
    assert _fight(attacker, walker).board.permanent("pw").counters.loyalty == 1
    assert _fight(attacker, walker, _bystander(text)).board.permanent("pw").counters.loyalty == 2


def test_615_1a_prevent_all_but_1_to_another_dinosaur() -> None:
    text = (
        "If a source would deal damage to another Dinosaur you control, "
        "prevent all but 1 of that damage."
    )
    attacker = creature("x", "A", 5, 5, attacking="B")
    dino = creature("d", "B", 2, 2, blocking=("x",), subtypes=frozenset({"dinosaur"}))
    assert _fight(attacker, dino).board.permanent("d").zone is Zone.GRAVEYARD
    assert _fight(attacker, dino, _bystander(text)).board.permanent("d").damage == 1
    # "another": the ability's own creature is not covered
    itself = _with(dino, text)
    assert _fight(attacker, itself).board.permanent("d").zone is Zone.GRAVEYARD


def test_615_1a_prevent_half_rounded_up() -> None:
    text = (
        "If a source would deal damage to you or a permanent you control, "
        "prevent half that damage, rounded up."
    )
    attacker = creature("x", "A", 5, 5, attacking="B")
    assert _life(_fight(attacker, _bystander(text))) == 18  # 3 of 5 prevented


def test_615_1a_prevent_3_or_less_damage() -> None:
    text = "If a source would deal 3 or less damage to ~, prevent that damage."
    small = creature("s", "A", 3, 3, attacking="B")
    big = creature("b", "A", 4, 4, attacking="B")
    wall = _with(creature("w", "B", 0, 4, blocking=("s",)), text)
    assert _fight(small, wall).board.permanent("w").damage == 0
    wall = _with(creature("w", "B", 0, 4, blocking=("b",)), text)
    assert _fight(big, wall).board.permanent("w").zone is Zone.GRAVEYARD


# ---------------------------------------------------------------------------
# prevention of all of it (615.1a)
# ---------------------------------------------------------------------------


def test_615_1a_damage_to_another_creature_you_control_is_prevented() -> None:
    text = "If damage would be dealt to another creature you control, prevent that damage."
    attacker = creature("x", "A", 3, 3, attacking="B")
    blocker = creature("b", "B", 2, 2, blocking=("x",))
    assert _fight(attacker, blocker, _bystander(text)).board.permanent("b").damage == 0
    own = _with(blocker, text)
    assert _fight(attacker, own).board.permanent("b").zone is Zone.GRAVEYARD


def test_615_1a_damage_to_attacking_creatures_you_control_is_prevented() -> None:
    text = "Prevent all damage that would be dealt to attacking creatures you control."
    attacker = creature("x", "A", 2, 2, attacking="B")
    blocker = creature("b", "B", 3, 3, blocking=("x",))
    result = _fight(attacker, blocker, _bystander(text, controller="A"))
    assert result.board.permanent("x").damage == 0
    assert result.board.permanent("b").damage == 2  # blockers are not covered
    # the defending player's version covers nothing here
    assert _fight(attacker, blocker, _bystander(text)).board.permanent("x").zone is Zone.GRAVEYARD


def test_615_1a_damage_to_creature_tokens_you_control_is_prevented() -> None:
    text = "Prevent all damage that would be dealt to creature tokens you control."
    attacker = creature("x", "A", 3, 3, attacking="B")
    token = creature("t", "B", 1, 1, blocking=("x",), token=True)
    card = creature("t", "B", 1, 1, blocking=("x",))
    assert _fight(attacker, token, _bystander(text)).board.permanent("t").damage == 0
    assert _fight(attacker, card, _bystander(text)).board.permanent("t").zone is Zone.GRAVEYARD


@pytest.mark.parametrize(
    ("sentence", "fields", "prevented"),
    [
        (
            "Prevent all damage that ~ would deal to red creatures.",
            {"colors": frozenset({"red"})},
            True,
        ),
        (
            "Prevent all damage that ~ would deal to red creatures.",
            {"colors": frozenset({"blue"})},
            False,
        ),
        (
            "Prevent all damage that ~ would deal to snow creatures.",
            {"supertypes": frozenset({"snow"})},
            True,
        ),
        ("Prevent all damage that ~ would deal to snow creatures.", {}, False),
    ],
)
def test_615_1a_damage_this_creature_would_deal_to_some_creatures_is_prevented(
    sentence: str, fields: dict[str, Any], prevented: bool
) -> None:
    attacker = _with(creature("x", "A", 3, 3, attacking="B"), sentence)
    blocker = creature("b", "B", 2, 2, blocking=("x",), **fields)
    after = _fight(attacker, blocker).board.permanent("b")
    assert (after.zone is Zone.BATTLEFIELD) is prevented


_BLOCKED_TRIGGER = "Whenever ~ becomes blocked by a creature, it deals 1 damage to that creature."


def test_615_1a_noncombat_damage_to_other_creatures_prevented_combat_damage_is_not() -> None:
    text = "Prevent all noncombat damage that would be dealt to other creatures you control."
    attacker = _with(creature("x", "A", 1, 1, attacking="B"), _BLOCKED_TRIGGER)
    blocker = creature("b", "B", 0, 2, blocking=("x",))
    plain = _fight(attacker, blocker, triggers=True).board.permanent("b")
    assert plain.zone is Zone.GRAVEYARD  # 1 from the trigger, 1 combat damage
    shielded = _fight(attacker, blocker, _bystander(text), triggers=True).board.permanent("b")
    assert shielded.zone is Zone.BATTLEFIELD and shielded.damage == 1  # combat damage only


def test_615_1a_noncombat_damage_to_you_is_prevented() -> None:
    text = "If noncombat damage would be dealt to you, prevent that damage."
    walker = _with(creature("w", "B", 0, 4), text)
    board = Board((Player("A"), Player("B")), (creature("x", "A", 2, 2), walker), "A")
    after, events = deal_noncombat_damage(board, "x", "B", 2)
    assert after.player("B").life == 20
    assert [e.rule for e in events if isinstance(e, DamageRuleApplied)] == ["615.1a"]
    # combat damage is not covered
    attacker = creature("x", "A", 2, 2, attacking="B")
    assert _life(_fight(attacker, walker)) == 18


# ---------------------------------------------------------------------------
# changes of the amount (614.1a)
# ---------------------------------------------------------------------------


def test_614_1a_damage_to_you_is_doubled() -> None:
    text = "If a source would deal damage to you, it deals double that damage to you instead."
    attacker = creature("x", "A", 2, 2, attacking="B")
    result = _fight(attacker, _bystander(text))
    assert _life(result) == 16
    (changed,) = _rule_events(result)
    assert (changed.rule, changed.amount, changed.result) == ("614.1a", 2, "4")


def test_614_1a_damage_to_itself_is_doubled() -> None:
    text = "If a source would deal damage to ~, it deals double that damage to ~ instead."
    attacker = creature("x", "A", 2, 2, attacking="B")
    wall = creature("w", "B", 0, 3, blocking=("x",))
    assert _fight(attacker, wall).board.permanent("w").zone is Zone.BATTLEFIELD
    assert _fight(attacker, _with(wall, text)).board.permanent("w").zone is Zone.GRAVEYARD


def test_614_1a_sources_you_control_deal_double_damage() -> None:
    text = (
        "If a source you control would deal damage to a permanent or player, "
        "it deals double that damage to that permanent or player instead."
    )
    attacker = creature("x", "A", 2, 2, attacking="B")
    assert _life(_fight(attacker, _bystander(text, controller="A"))) == 16
    assert _life(_fight(attacker, _bystander(text))) == 18  # B's: A's creature is not B's


def test_614_1a_damage_to_an_opponent_or_their_permanents_is_doubled() -> None:
    text = (
        "If a source would deal damage to an opponent or a permanent an opponent controls, "
        "that source deals double that damage to that player or permanent instead."
    )
    attacker = creature("x", "A", 2, 2, attacking="B")
    blocker = creature("b", "B", 1, 3, blocking=("x",))
    result = _fight(attacker, blocker, _bystander(text, controller="A"))
    assert result.board.permanent("b").zone is Zone.GRAVEYARD  # 4 damage to a 1/3
    assert result.board.permanent("x").damage == 1  # A's own creature: not doubled


def test_614_1a_red_sources_deal_1_more_to_players() -> None:
    text = (
        "If a red source would deal damage to a player, it deals that much "
        "damage plus 1 to that player instead."
    )
    red = creature("x", "A", 2, 2, attacking="B", colors=frozenset({"red"}))
    green = creature("x", "A", 2, 2, attacking="B", colors=frozenset({"green"}))
    assert _life(_fight(red, _bystander(text))) == 17
    assert _life(_fight(green, _bystander(text))) == 18


def test_614_1a_another_red_source_you_control_deals_1_more() -> None:
    text = (
        "If another red source you control would deal damage to a permanent or player, "
        "it deals that much damage plus 1 to that permanent or player instead."
    )
    red = frozenset({"red"})
    lord = _with(creature("lord", "A", 2, 2, attacking="B", colors=red), text)
    other = creature("x", "A", 2, 2, attacking="B", colors=red)
    assert _life(_fight(lord, other)) == 15  # 2 from the lord itself, 3 from the other


def test_614_1a_half_that_damage_rounded_down() -> None:
    text = (
        "If a source would deal damage to a permanent or player, it deals half that damage, "
        "rounded down, to that permanent or player instead."
    )
    attacker = creature("x", "A", 5, 5, attacking="B")
    assert _life(_fight(attacker, _bystander(text))) == 18
    one = creature("x", "A", 1, 1, attacking="B")
    result = _fight(one, _bystander(text))
    assert _life(result) == 20 and not [e for e in result.events if e.kind == "damage_dealt"]


def test_614_1a_its_combat_damage_to_a_player_is_doubled_not_to_creatures() -> None:
    text = (
        "If ~ would deal combat damage to a player, it deals double that "
        "damage to that player instead."
    )
    attacker = _with(creature("x", "A", 3, 3, attacking="B"), text)
    assert _life(_fight(attacker)) == 14
    blocked = _with(creature("x", "A", 3, 3, attacking="B"), text)
    blocker = creature("b", "B", 0, 4, blocking=("x",))
    assert _fight(blocked, blocker).board.permanent("b").damage == 3


# ---------------------------------------------------------------------------
# damage that becomes counters, and prevention that removes counters
# ---------------------------------------------------------------------------


def test_614_1a_damage_becomes_plus_one_counters_and_is_not_dealt() -> None:
    text = "If damage would be dealt to ~, put that many +1/+1 counters on it instead."
    attacker = creature("x", "A", 3, 3, Keyword.LIFELINK, attacking="B")
    wall = _with(creature("w", "B", 0, 2, blocking=("x",)), text)
    result = _fight(attacker, wall)
    after = result.board.permanent("w")
    assert after.zone is Zone.BATTLEFIELD
    assert (after.damage, after.counters.plus_one) == (0, 3)
    assert _life(result, "A") == 20  # no damage dealt: lifelink gains nothing
    assert [e.how for e in _rule_events(result)] == ["plus_counters"]


def test_614_1a_damage_becomes_minus_one_counters() -> None:
    text = "If damage would be dealt to ~, put that many -1/-1 counters on it instead."
    attacker = creature("x", "A", 2, 2, attacking="B")
    wall = _with(creature("w", "B", 0, 3, blocking=("x",)), text)
    after = _fight(attacker, wall).board.permanent("w")
    assert (after.damage, after.counters.minus_one, after.current_toughness) == (0, 2, 1)


def test_615_5_prevent_and_remove_that_many_plus_one_counters() -> None:
    text = (
        "If damage would be dealt to ~, prevent that damage and remove that "
        "many +1/+1 counters from it."
    )
    attacker = creature("x", "A", 2, 2, attacking="B")
    hydra = _with(creature("h", "B", 0, 0, blocking=("x",), counters=Counters(plus_one=5)), text)
    result = _fight(attacker, hydra)
    after = result.board.permanent("h")
    assert (after.damage, after.counters.plus_one) == (0, 3)
    assert [e.rule for e in result.events if e.kind == "counters_removed"] == ["615.5"]


@pytest.mark.parametrize(("counters", "damage", "left"), [(1, 0, 0), (0, 2, 0)])
def test_615_5_prevent_while_it_has_a_counter_and_remove_one(
    counters: int, damage: int, left: int
) -> None:
    text = (
        "If damage would be dealt to ~ while it has a +1/+1 counter on it, "
        "prevent that damage and remove a +1/+1 counter from ~."
    )
    attacker = creature("x", "A", 2, 2, attacking="B")
    wall = _with(
        creature("w", "B", 0, 3, blocking=("x",), counters=Counters(plus_one=counters)), text
    )
    after = _fight(attacker, wall).board.permanent("w")
    assert (after.damage, after.counters.plus_one) == (damage, left)


def test_615_5_prevent_and_remove_a_counter_even_without_one() -> None:
    text = "If ~ would be dealt damage, prevent that damage and remove a +1/+1 counter from it."
    attacker = creature("x", "A", 9, 9, attacking="B")
    wall = _with(creature("w", "B", 0, 1, blocking=("x",)), text)
    assert _fight(attacker, wall).board.permanent("w").damage == 0


PHANTOM = "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."


def test_615_5_phantom_blocked_by_two_loses_one_counter_for_the_one_damage_event() -> None:
    """A Phantom's line is one ability (113.2c). Combat damage from two
    blockers is dealt at the same time, one event (510.2): all of it is
    prevented and one +1/+1 counter is removed, not one per source (the
    Phantom cards' rulings)."""
    phantom = _with(creature("p", "A", 3, 0, attacking="B", counters=Counters(plus_one=3)), PHANTOM)
    one = creature("b1", "B", 2, 2, blocking=("p",))
    two = creature("b2", "B", 2, 2, blocking=("p",))
    after = _fight(phantom, one, two).board.permanent("p")
    assert (after.zone, after.damage, after.counters.plus_one) == (Zone.BATTLEFIELD, 0, 2)
    alone = _fight(phantom, one).board.permanent("p")
    assert alone.counters.plus_one == 2


def test_615_5_phantom_without_counters_still_prevents() -> None:
    """With no +1/+1 counter left (something else keeps its toughness above
    0) the damage is still prevented."""
    phantom = _with(creature("p", "A", 2, 2, attacking="B"), PHANTOM)
    blocker = creature("b", "B", 5, 5, blocking=("p",))
    after = _fight(phantom, blocker).board.permanent("p")
    assert (after.zone, after.damage) == (Zone.BATTLEFIELD, 0)


def test_615_12_unpreventable_damage_is_dealt_and_the_phantom_still_loses_a_counter() -> None:
    phantom = _with(creature("p", "A", 1, 1, attacking="B", counters=Counters(plus_one=3)), PHANTOM)
    blocker = _with(
        creature("b", "B", 2, 2, blocking=("p",)),
        "Damage that would be dealt by ~ can't be prevented.",
    )
    after = _fight(phantom, blocker).board.permanent("p")
    assert (after.damage, after.counters.plus_one) == (2, 2)


@pytest.mark.parametrize(("power", "survives"), [(2, True), (5, False)])
def test_615_5_each_1_damage_removes_a_counter_instead(power: int, survives: bool) -> None:
    text = (
        "For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, "
        "remove a +1/+1 counter from it and prevent that 1 damage."
    )
    attacker = creature("x", "A", power, power, attacking="B")
    wall = _with(creature("w", "B", 0, 1, blocking=("x",), counters=Counters(plus_one=2)), text)
    after = _fight(attacker, wall).board.permanent("w")
    assert (after.zone is Zone.BATTLEFIELD) is survives


# ---------------------------------------------------------------------------
# redirection (614.9)
# ---------------------------------------------------------------------------


def test_614_9_damage_to_you_is_dealt_to_it_instead() -> None:
    text = "All damage that would be dealt to you is dealt to ~ instead."
    attacker = creature("x", "A", 3, 3, attacking="B")
    result = _fight(attacker, _bystander(text))
    assert _life(result) == 20
    assert result.board.permanent("keeper").damage == 3
    (moved,) = _rule_events(result)
    assert (moved.rule, moved.how, moved.recipient, moved.result) == (
        "614.9",
        "redirected",
        "B",
        "keeper",
    )


def test_614_9_damage_to_another_permanent_you_control_is_dealt_to_it() -> None:
    text = (
        "All damage that would be dealt to you or another permanent you "
        "control is dealt to ~ instead."
    )
    attacker = creature("x", "A", 3, 3, attacking="B")
    blocker = creature("b", "B", 0, 1, blocking=("x",))
    result = _fight(attacker, blocker, _bystander(text))
    assert result.board.permanent("b").damage == 0
    assert result.board.permanent("keeper").damage == 3


@pytest.mark.parametrize(("tapped", "life"), [(False, 20), (True, 17)])
def test_614_9_unblocked_creatures_damage_goes_to_it_while_untapped(
    tapped: bool, life: int
) -> None:
    text = (
        "As long as ~ is untapped, all damage that would be dealt to you by unblocked "
        "creatures is dealt to ~ instead."
    )
    attacker = creature("x", "A", 3, 3, attacking="B")
    result = _fight(attacker, _bystander(text, tapped=tapped))
    assert _life(result) == life


def test_614_9_blocked_creatures_damage_is_not_redirected() -> None:
    text = (
        "As long as ~ is untapped, all combat damage that would be dealt to you by unblocked "
        "creatures is dealt to ~ instead."
    )
    trampler = creature("x", "A", 5, 5, Keyword.TRAMPLE, attacking="B")
    blocker = creature("b", "B", 0, 2, blocking=("x",))
    result = _fight(trampler, blocker, _bystander(text))
    assert _life(result) == 17  # trample damage of a blocked creature reaches B
    assert result.board.permanent("keeper").damage == 0


# ---------------------------------------------------------------------------
# damage that can't be prevented (615.12), and the order (616.1)
# ---------------------------------------------------------------------------


def test_615_12_damage_it_deals_cant_be_prevented_by_protection_or_shields() -> None:
    text = "Damage that would be dealt by ~ can't be prevented."
    red = frozenset({"red"})
    plain = creature("x", "A", 3, 3, attacking="B", colors=red)
    blocker = creature("b", "B", 0, 3, Protection("red"), blocking=("x",), prevent_next=2)
    assert _fight(plain, blocker).board.permanent("b").damage == 0
    result = _fight(_with(plain, text), blocker)
    after = result.board.permanent("b")
    assert after.zone is Zone.GRAVEYARD
    assert after.prevent_next == 2  # the shield is not used up
    assert "615.12" in [e.rule for e in _rule_events(result)]


def test_616_1_prevention_applies_before_doubling() -> None:
    """The affected player would choose the order; mtgcombat prevents first,
    then doubles: 3 damage, 1 prevented, 2 doubled to 4."""
    attacker = creature("x", "A", 3, 3, attacking="B")
    keeper = _bystander(
        "If a source would deal damage to you, it deals double that damage to you instead.",
        "If a source would deal damage to you or a creature you control, prevent 1 of that damage.",
    )
    result = _fight(attacker, keeper)
    assert _life(result) == 16
    assert [e.how for e in _rule_events(result)] == ["prevented", "changed"]


# ---------------------------------------------------------------------------
# the values: notation, Japanese, structured form, the plain path
# ---------------------------------------------------------------------------

_EXILE_TEXT = "If a creature dealt damage by ~ this turn would die, exile it instead."
_SENTENCES = [
    "If a source would deal damage to you or a creature you control, prevent 1 of that damage.",
    "If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
    "If a source would deal damage to another Dinosaur you control, "
    "prevent all but 1 of that damage.",
    "If a source would deal damage to you or a permanent you control, "
    "prevent half that damage, rounded up.",
    "If a source would deal 3 or less damage to ~, prevent that damage.",
    "Prevent all noncombat damage that would be dealt to other creatures you control.",
    "Prevent all damage that ~ would deal to snow creatures.",
    "If another red source you control would deal damage to a permanent or player, "
    "it deals that much damage plus 1 to that permanent or player instead.",
    "If ~ would deal combat damage to a player, it deals double that "
    "damage to that player instead.",
    "If damage would be dealt to ~, put that many -1/-1 counters on it instead.",
    "If damage would be dealt to ~ while it has a +1/+1 counter on it, "
    "prevent that damage and remove a +1/+1 counter from ~.",
    "For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, "
    "remove a +1/+1 counter from it and prevent that 1 damage.",
    "As long as ~ is untapped, all damage that would be dealt to you by unblocked creatures "
    "is dealt to ~ instead.",
    "Damage that would be dealt by ~ can't be prevented.",
    _EXILE_TEXT,
    "If a source you control would deal noncombat damage to a creature an opponent controls, "
    "put that many -1/-1 counters on that creature instead.",
]


@pytest.mark.parametrize("sentence", _SENTENCES)
def test_614_damage_rule_round_trips_and_renders_in_japanese(sentence: str) -> None:
    (rule,) = _rules(sentence)
    assert isinstance(rule, DamageRule)
    assert ability_from_json(json.loads(json.dumps(ability_to_json(rule)))) == rule
    ja = describe_value(rule, "ja")
    assert ja != str(rule) and "与えられる" in ja


_DOES = st.sampled_from(["prevent", "prevent_n", "double", "plus", "redirect", "plus_counters"])
_SEL = st.builds(
    Selector,
    types=st.sampled_from([frozenset(), frozenset({"creature"})]),
    controller=st.sampled_from(["", "you", "opponent"]),
    other=st.booleans(),
    colors=st.frozensets(st.sampled_from(["red", "white"]), max_size=1),
)


@given(
    _DOES,
    st.integers(-2, 3),
    st.none() | _SEL,
    st.sampled_from([None, "you", "opponents", "each"]),
    st.none() | _SEL,
    st.sampled_from(["", "combat", "noncombat"]),
    st.booleans(),
)
def test_614_damage_rule_structured_form_round_trip_property(
    does: Any, amount: int, source: Any, players: Any, to: Any, combat: Any, unblocked: bool
) -> None:
    rule = DamageRule(does, amount, source, players, to, combat, 0, unblocked)
    assert ability_from_json(json.loads(json.dumps(ability_to_json(rule)))) == rule


def test_614_damage_rule_structured_errors_name_the_field() -> None:
    with pytest.raises(ValueError, match=r"damage_rule\.does"):
        ability_from_json({"kind": "damage_rule", "does": "triple"})
    with pytest.raises(ValueError, match=r"damage_rule\.players"):
        ability_from_json({"kind": "damage_rule", "does": "prevent", "players": "me"})


def test_614_damage_rule_condition_round_trips() -> None:
    rule = DamageRule(
        "redirect", players="you", condition=SourceIs(Selector(types=frozenset(), tapped=False))
    )
    assert ability_from_json(ability_to_json(rule)) == rule


def test_614_events_read_in_english_and_japanese() -> None:
    text = "All damage that would be dealt to you is dealt to ~ instead."
    result = _fight(creature("x", "A", 3, 3, attacking="B"), _bystander(text))
    (moved,) = _rule_events(result)
    assert describe_event(moved, "en") == (
        "3 damage from x that would be dealt to B is dealt to keeper instead (ability of keeper)"
    )
    assert "keeper" in describe_event(moved, "ja") and "代わりに" in describe_event(moved, "ja")


def test_510_2_board_without_damage_rules_takes_the_plain_path() -> None:
    board = Board(
        (Player("A"), Player("B")),
        (creature("x", "A", 2, 2, attacking="B"), creature("w", "B", 0, 4)),
        "A",
    )
    assert damage_rules(board) == ()
    keeper = _bystander("All damage that would be dealt to you is dealt to ~ instead.")
    assert len(damage_rules(Board(board.players, (*board.permanents, keeper), "A"))) == 1


# ---------------------------------------------------------------------------
# "if a creature dealt damage by ~ this turn would die, exile it instead"
# ---------------------------------------------------------------------------

_EXILE = "If a creature dealt damage by ~ this turn would die, exile it instead."


def test_614_1a_creature_it_damaged_is_exiled_instead_of_dying() -> None:
    blocker = creature("b", "B", 2, 2, blocking=("x",))
    plain = _fight(creature("x", "A", 3, 3, attacking="B"), blocker)
    assert plain.board.permanent("b").zone is Zone.GRAVEYARD
    result = _fight(_with(creature("x", "A", 3, 3, attacking="B"), _EXILE), blocker)
    assert result.board.permanent("b").zone is Zone.EXILE
    assert [
        (e.kind, e.rule) for e in result.events if e.kind in ("exiled", "put_into_graveyard")
    ] == [("exiled", "614.1a")]


def test_614_1a_exiled_when_another_creature_deals_the_lethal_part() -> None:
    killer = _with(creature("x", "A", 1, 1, attacking="B"), _EXILE)
    helper = creature("y", "A", 2, 2, attacking="B")
    wall = creature("w", "B", 0, 3, blocking=("x", "y"), can_block_additional=1)
    assert _fight(killer, helper, wall).board.permanent("w").zone is Zone.EXILE
    # a creature it did not damage dies as usual
    other = creature("v", "B", 0, 2, blocking=("y",))
    result = _fight(killer, helper, other)
    assert result.board.permanent("v").zone is Zone.GRAVEYARD


def test_614_1a_damage_source_itself_dying_at_the_same_time_still_exiles() -> None:
    """The replacement applies to the event as it would happen: the source is
    still on the battlefield then, although it dies in the same check."""
    killer = _with(creature("x", "A", 2, 2, attacking="B"), _EXILE)
    blocker = creature("b", "B", 2, 2, blocking=("x",))
    result = _fight(killer, blocker)
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    assert result.board.permanent("b").zone is Zone.EXILE


def test_614_1a_noncombat_damage_to_opponents_creatures_becomes_minus_one_counters() -> None:
    text = (
        "If a source you control would deal noncombat damage to a creature an opponent "
        "controls, put that many -1/-1 counters on that creature instead."
    )
    attacker = _with(creature("x", "A", 1, 1, attacking="B"), _BLOCKED_TRIGGER)
    blocker = creature("b", "B", 0, 3, blocking=("x",))
    plain = _fight(attacker, blocker, triggers=True).board.permanent("b")
    assert (plain.damage, plain.counters.minus_one) == (2, 0)
    result = _fight(attacker, blocker, _bystander(text, controller="A"), triggers=True)
    after = result.board.permanent("b")
    assert (after.damage, after.counters.minus_one) == (1, 1)  # combat damage stays damage


# ---------------------------------------------------------------------------
# the solver reads boards with damage rules like any other (its bounds too)
# ---------------------------------------------------------------------------

_SOLVER_RULES = (
    ("B", "If a source would deal damage to you or a creature you control, "
          "prevent 1 of that damage."),
    ("A", "If a source you control would deal damage to a permanent or player, "
          "it deals double that damage to that permanent or player instead."),
    ("B", "If a source would deal damage to an opponent or a permanent an opponent controls, "
          "that source deals double that damage to that player or permanent instead."),
    ("B", "All damage that would be dealt to you is dealt to ~ instead."),
    ("A", "If a red source would deal damage to a player, it deals that much damage plus 1 "
          "to that player instead."),
)  # fmt: skip


@pytest.mark.parametrize("seed", range(40))
def test_510_2_solver_blocks_match_brute_force_with_damage_rules(seed: int) -> None:
    board = random_board(random.Random(seed))
    owner, text = _SOLVER_RULES[seed % len(_SOLVER_RULES)]
    keeper = _with(creature("keeper", owner, 0, 9), text)
    board = Board(board.players, (*board.permanents, keeper), board.active_player)
    expected, winners = brute_blocks(board, CURRENT)
    best = best_blocks(board, CURRENT)
    where = f"seed {seed}: {text}\n{describe(board)}"
    assert best.value == exactly(expected), where
    assert best.choice in winners, where
