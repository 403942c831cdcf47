"""Combat damage assignment (CR 510.1) on hand-built boards, under both rule sets.

Each test names the English Comprehensive Rules number it checks. ``2023`` is
the 2023-11-17 edition (damage assignment order, 509.2-509.3, 510.1c-d);
``current`` is Foundations (2024-11-08) and later.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from mtgcombat.core.model import (
    Ability,
    Board,
    CardType,
    Counters,
    Keyword,
    Permanent,
    Player,
    Zone,
)
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.verdict import Verdict, Violation
from mtgcombat.i18n.messages import LANGUAGES, TEMPLATES, describe
from mtgcombat.rules import assignment as assignment_module
from mtgcombat.rules.assignment import (
    Assignment,
    Package,
    assigns_in_step,
    damage_plan,
    default_assignment,
    default_package,
    first_strike_step_exists,
    is_legal,
    legal_assignments,
    step_plans,
    steps,
)
from mtgcombat.scenario.load import load_scenario

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
R2023 = RuleSet.R2023
CURRENT = RuleSet.CURRENT
BOTH = (R2023, CURRENT)
REG = Step.REGULAR
FS = Step.FIRST_STRIKE


# ---------------------------------------------------------------------------
# Builders
# ---------------------------------------------------------------------------


def attacker(
    pid: str,
    power: int,
    toughness: int = 1,
    *,
    target: str = "B",
    keywords: Iterable[Ability] = (),
    **extra: Any,
) -> Permanent:
    """A creature controlled by A, attacking ``target``."""
    return Permanent(
        id=pid,
        controller="A",
        power=power,
        toughness=toughness,
        abilities=frozenset(keywords),
        attacking=target,
        **extra,
    )


def blocker(
    pid: str,
    power: int,
    toughness: int,
    blocking: Iterable[str],
    *,
    keywords: Iterable[Ability] = (),
    **extra: Any,
) -> Permanent:
    """A creature controlled by B, blocking these attackers."""
    return Permanent(
        id=pid,
        controller="B",
        power=power,
        toughness=toughness,
        abilities=frozenset(keywords),
        blocking=tuple(blocking),
        **extra,
    )


def planeswalker(pid: str, loyalty: int, *, zone: Zone = Zone.BATTLEFIELD) -> Permanent:
    return Permanent(
        id=pid,
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=loyalty),
        zone=zone,
    )


def make_board(*permanents: Permanent, orders: dict[str, tuple[str, ...]] | None = None) -> Board:
    return Board(
        players=(Player("A"), Player("B")),
        permanents=permanents,
        active_player="A",
        orders=orders or {},
    )


def listed(board: Board, creature: str, rules: RuleSet, step: Step = REG) -> list[str]:
    """Legal assignments as text; also checks that count() matches the listing
    and that every listed assignment is ``in`` the collection."""
    found = legal_assignments(board, creature, rules, step)
    out = list(found)
    assert found.count() == len(out)
    assert all(a in found for a in out)
    return [str(a) for a in out]


def violations(
    board: Board,
    text: str,
    rules: RuleSet,
    step: Step = REG,
    **kwargs: Any,
) -> list[tuple[str, str, tuple[str, ...]]]:
    verdict = is_legal(board, Package.parse(text), rules, step, **kwargs)
    return [(v.rule, v.code, v.objects) for v in verdict]


def codes(board: Board, text: str, rules: RuleSet, step: Step = REG, **kwargs: Any) -> list[str]:
    return [code for _, code, _ in violations(board, text, rules, step, **kwargs)]


# ---------------------------------------------------------------------------
# 510.1a: how much damage
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("power", [0, -2])
def test_510_1a_zero_or_negative_power_assigns_nothing(rules: RuleSet, power: int) -> None:
    """510.1a: a creature with power 0 or less assigns no combat damage;
    assigning any is ``wrong_total`` under 510.1a."""
    board = make_board(attacker("x", power, 3))
    assert listed(board, "x", rules) == ["x: -"]
    assert is_legal(board, Package.parse("x: -"), rules)
    verdict = is_legal(board, Package.parse("x: B=1"), rules)
    assert [(v.rule, v.code, v.objects) for v in verdict] == [("510.1a", "wrong_total", ("x",))]
    assert verdict.violations[0].param("expected") == 0
    assert verdict.violations[0].param("assigned") == 1


@pytest.mark.parametrize("rules", BOTH)
def test_510_1a_zero_power_blocked_creature_assigns_nothing_to_its_blockers(
    rules: RuleSet,
) -> None:
    """510.1a: a blocked 0-power creature assigns nothing to its blockers either,
    and has no choice (so it is never a missing assignment)."""
    board = make_board(attacker("x", 0, 3), blocker("b1", 1, 1, ["x"]), blocker("b2", 1, 1, ["x"]))
    assert listed(board, "x", rules) == ["x: -"]
    assert codes(board, "x: b1=1", rules) == ["wrong_total"]
    assert violations(board, "x: b1=1", rules)[0][0] == "510.1a"
    assert is_legal(board, Package(), rules, player="A")


@pytest.mark.parametrize("rules", BOTH)
def test_510_1a_minus_one_counters_bring_power_to_zero(rules: RuleSet) -> None:
    """510.1a with counters: a 2/3 with two -1/-1 counters has power 0 and
    assigns nothing; a +1/+1 counter adds to the amount."""
    shrunk = attacker("x", 2, 3, counters=Counters(minus_one=2))
    assert listed(make_board(shrunk), "x", rules) == ["x: -"]
    grown = attacker("y", 2, 3, counters=Counters(plus_one=1))
    assert listed(make_board(grown), "y", rules) == ["y: B=3"]


@pytest.mark.parametrize("rules", BOTH)
def test_510_1a_doran_assigns_damage_equal_to_toughness(rules: RuleSet) -> None:
    """510.1a as modified by Doran, the Siege Tower: the amount is toughness,
    not power (0/5 assigns 5)."""
    doran = attacker("doran", 0, 5, assigns_damage_by_toughness=True)
    board = make_board(doran)
    assert listed(board, "doran", rules) == ["doran: B=5"]
    plan = damage_plan(board, "doran", rules)
    assert plan is not None
    assert plan.amount == 5
    assert codes(board, "doran: B=0", rules) == ["wrong_total"]
    # Blocked by one creature: all 5 go to it (510.1c).
    blocked = make_board(doran, blocker("wall", 0, 4, ["doran"]))
    assert listed(blocked, "doran", rules) == ["doran: wall=5"]
    # A Doran-like blocker: a 0/4 wall assigning by toughness deals 4.
    wall = blocker("wall", 0, 4, ["x"], assigns_damage_by_toughness=True)
    assert listed(make_board(attacker("x", 2, 5), wall), "wall", rules) == ["wall: x=4"]


# ---------------------------------------------------------------------------
# 510.1b: unblocked creatures; 506.4c, 702.19e, 702.19f
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("rules", BOTH)
def test_510_1b_unblocked_creature_assigns_all_to_what_it_attacks(rules: RuleSet) -> None:
    """510.1b: an unblocked creature assigns all its damage to the player or
    planeswalker it attacks, and to nothing else."""
    board = make_board(
        attacker("x", 3), attacker("y", 2, target="walker"), planeswalker("walker", 4)
    )
    assert listed(board, "x", rules) == ["x: B=3"]
    assert listed(board, "y", rules) == ["y: walker=2"]
    assert violations(board, "y: B=2", rules) == [("510.1b", "illegal_recipient", ("y", "B"))]
    assert violations(board, "x: B=2", rules) == [("510.1a", "wrong_total", ("x",))]
    assert is_legal(board, Package.parse("x: B=3; y: walker=2"), rules, player="A")


@pytest.mark.parametrize("rules", BOTH)
def test_506_4c_unblocked_attacker_of_departed_planeswalker_assigns_nothing(
    rules: RuleSet,
) -> None:
    """510.1b / 506.4c: a planeswalker that left the battlefield is out of combat;
    the creature attacking it (unblocked) assigns no combat damage at all."""
    board = make_board(
        attacker("x", 3, target="walker"), planeswalker("walker", 4, zone=Zone.GRAVEYARD)
    )
    assert board.attack_target("x") is None
    assert listed(board, "x", rules) == ["x: -"]
    assert codes(board, "x: walker=3", rules) == ["illegal_recipient"]
    assert codes(board, "x: B=3", rules) == ["illegal_recipient"]


@pytest.mark.parametrize("rules", BOTH)
def test_702_19e_trample_over_planeswalkers_hits_controller_after_planeswalker_left(
    rules: RuleSet,
) -> None:
    """702.19e: with trample over planeswalkers, a creature whose planeswalker
    left combat may assign its damage to that planeswalker's controller;
    with plain trample (702.19b) it still assigns nothing (506.4c)."""
    gone = planeswalker("walker", 4, zone=Zone.GRAVEYARD)
    top = attacker("x", 3, target="walker", keywords=[Keyword.TRAMPLE_OVER_PLANESWALKERS])
    board = make_board(top, gone)
    assert listed(board, "x", rules) == ["x: B=3"]
    assert is_legal(board, Package.parse("x: B=3"), rules)
    plain = attacker("x", 3, target="walker", keywords=[Keyword.TRAMPLE])
    assert listed(make_board(plain, gone), "x", rules) == ["x: -"]

    # Blocked: lethal to the blocker first, then the rest to the controller.
    blocked = make_board(
        attacker("x", 5, target="walker", keywords=[Keyword.TRAMPLE_OVER_PLANESWALKERS]),
        gone,
        blocker("bear", 2, 2, ["x"]),
    )
    assert is_legal(blocked, Package.parse("x: bear=2 B=3"), rules)
    found = violations(blocked, "x: bear=1 B=4", rules)
    assert [(code, objs) for _, code, objs in found] == [("trample_not_lethal", ("x", "B", "bear"))]
    assert found[0][0].startswith("702.19")
    assert listed(blocked, "x", rules)[-1] == "x: bear=2 B=3"
    # Plain trample: the excess has nowhere to go but the blocker.
    blocked_plain = make_board(
        attacker("x", 5, target="walker", keywords=[Keyword.TRAMPLE]),
        gone,
        blocker("bear", 2, 2, ["x"]),
    )
    assert listed(blocked_plain, "x", rules) == ["x: bear=5"]


@pytest.mark.parametrize("rules", BOTH)
def test_702_19f_plain_trample_at_a_planeswalker_never_reaches_its_controller(
    rules: RuleSet,
) -> None:
    """702.19b/f: plain trample attacking a planeswalker assigns its excess to
    the planeswalker, never to the planeswalker's controller."""
    board = make_board(
        attacker("x", 5, target="walker", keywords=[Keyword.TRAMPLE]),
        planeswalker("walker", 4),
        blocker("bear", 2, 2, ["x"]),
    )
    assert is_legal(board, Package.parse("x: bear=2 walker=3"), rules)
    assert codes(board, "x: bear=2 B=3", rules) == ["illegal_recipient"]
    assert all("B=" not in a for a in listed(board, "x", rules))


# ---------------------------------------------------------------------------
# 510.1c: blocked creatures; 509.1h; 702.19d
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("rules", BOTH)
def test_510_1c_blocked_by_one_creature_assigns_all_to_it(rules: RuleSet) -> None:
    """510.1c: a creature blocked by exactly one creature assigns all its
    damage to that creature, even beyond lethal."""
    board = make_board(attacker("x", 5), blocker("bear", 2, 2, ["x"]))
    assert listed(board, "x", rules) == ["x: bear=5"]
    assert codes(board, "x: bear=2 B=3", rules) == ["illegal_recipient"]
    assert violations(board, "x: bear=2 B=3", rules)[0][0] == "510.1c"
    assert codes(board, "x: bear=2", rules) == ["wrong_total"]
    plan = damage_plan(board, "x", rules)
    assert plan is not None
    assert not plan.has_choice


@pytest.mark.parametrize("rules", BOTH)
def test_509_1h_blocked_with_no_blockers_left_assigns_nothing(rules: RuleSet) -> None:
    """509.1h + 510.1c: a creature that was blocked stays blocked with every
    blocker gone, and assigns no combat damage (blocked flag or a declared
    blocker now in the graveyard)."""
    flagged = make_board(attacker("x", 4, blocked=True))
    assert flagged.is_blocked("x")
    assert listed(flagged, "x", rules) == ["x: -"]
    assert codes(flagged, "x: B=4", rules) == ["illegal_recipient"]
    gone = blocker("bear", 2, 2, ["x"], zone=Zone.GRAVEYARD)
    departed = make_board(attacker("x", 4), gone)
    assert departed.is_blocked("x")
    assert departed.blockers_of("x") == ()
    assert listed(departed, "x", rules) == ["x: -"]


@pytest.mark.parametrize("rules", BOTH)
def test_702_19d_trample_with_no_blockers_left_assigns_all_to_the_player(
    rules: RuleSet,
) -> None:
    """702.19d: a blocked trampler with no blockers left assigns all its damage
    to the player (or planeswalker) it attacks."""
    flagged = make_board(attacker("x", 4, blocked=True, keywords=[Keyword.TRAMPLE]))
    assert listed(flagged, "x", rules) == ["x: B=4"]
    departed = make_board(
        attacker("x", 4, keywords=[Keyword.TRAMPLE]),
        blocker("bear", 2, 2, ["x"], zone=Zone.GRAVEYARD),
    )
    assert listed(departed, "x", rules) == ["x: B=4"]
    assert codes(departed, "x: bear=2 B=2", rules) == ["illegal_recipient"]


def test_510_1c_2023_order_without_blocker_that_left_keeps_relative_order_509_2a() -> None:
    """509.2a (2023): a blocker removed from combat leaves the damage assignment
    order; the rest keep their relative order and it is no longer a recipient."""
    board = make_board(
        attacker("x", 4),
        blocker("a", 2, 2, ["x"]),
        blocker("b", 2, 2, ["x"], zone=Zone.EXILE),
        blocker("c", 2, 2, ["x"]),
        orders={"x": ("c", "b", "a")},
    )
    assert board.damage_assignment_order("x") == ("c", "a")
    assert listed(board, "x", R2023) == ["x: c=4", "x: c=3 a=1", "x: c=2 a=2"]
    assert codes(board, "x: b=2 c=2", R2023) == ["illegal_recipient"]


@pytest.mark.parametrize("rules", BOTH)
def test_510_1c_2023_order_vs_current_free_division(rules: RuleSet) -> None:
    """510.1c: with an order (2023) later blockers need every earlier one lethal;
    under current rules the attacker divides freely."""
    board = make_board(
        attacker("x", 4),
        blocker("a", 1, 3, ["x"]),
        blocker("b", 1, 1, ["x"]),
        orders={"x": ("a", "b")},
    )
    found = violations(board, "x: a=2 b=2", rules)
    if rules is R2023:
        assert listed(board, "x", rules) == ["x: a=4", "x: a=3 b=1"]
        assert found == [("510.1c", "order_not_lethal", ("x", "b", "a"))]
    else:
        assert len(listed(board, "x", rules)) == 5
        assert found == []


# ---------------------------------------------------------------------------
# 510.1d: blocking creatures
# ---------------------------------------------------------------------------


def test_510_1d_blocker_blocking_two_attackers_2023_order_vs_current_free() -> None:
    """510.1d: a creature blocking two attackers divides its damage among them;
    under 2023 in the defending player's order (509.3), under current freely."""
    p, q = attacker("p", 2, 2), attacker("q", 2, 2)
    wall = blocker("wall", 3, 3, ["p", "q"], can_block_additional=1)
    board = make_board(p, q, wall, orders={"wall": ("p", "q")})
    plan = damage_plan(board, "wall", R2023)
    assert plan is not None
    assert plan.assigner == "B"
    assert listed(board, "wall", R2023) == ["wall: p=3", "wall: p=2 q=1"]
    assert set(listed(board, "wall", CURRENT)) == {
        "wall: p=3",
        "wall: p=2 q=1",
        "wall: p=1 q=2",
        "wall: q=3",
    }
    assert violations(board, "wall: q=3", R2023) == [
        ("510.1d", "order_not_lethal", ("wall", "q", "p"))
    ]
    assert violations(board, "wall: q=3", CURRENT) == []
    reversed_order = make_board(p, q, wall, orders={"wall": ("q", "p")})
    assert listed(reversed_order, "wall", R2023) == ["wall: q=3", "wall: q=2 p=1"]
    # The attacker's damage to the wall is the active player's; the wall's
    # division is the defending player's (510.1).
    assert codes(board, "wall: p=3", R2023, player="A") == ["wrong_player"]


@pytest.mark.parametrize("rules", BOTH)
def test_510_1d_blocker_whose_attackers_left_assigns_nothing(rules: RuleSet) -> None:
    """510.1d: a blocking creature that is blocking no attackers now assigns no
    combat damage."""
    board = make_board(attacker("x", 2, 2, zone=Zone.GRAVEYARD), blocker("wall", 3, 3, ["x"]))
    plan = damage_plan(board, "wall", rules)
    assert plan is None or all(layout.amount == 0 for layout in plan.layouts)
    assert not is_legal(board, Package.parse("wall: x=3"), rules)


@pytest.mark.parametrize("rules", BOTH)
def test_509_1g_blocker_whose_attackers_left_still_blocks_and_may_assign_nothing(
    rules: RuleSet,
) -> None:
    """509.1g + 510.1d: a blocking creature stays a blocking creature until it is
    removed from combat (506.4), even when every attacker it blocked is gone; it
    then assigns no combat damage, so "wall: -" is its one legal assignment and
    not a ``not_in_combat`` error."""
    board = make_board(attacker("x", 2, 2, zone=Zone.GRAVEYARD), blocker("wall", 3, 3, ["x"]))
    verdict = is_legal(board, Package.parse("wall: -"), rules)
    assert verdict, [str(v) for v in verdict]


# ---------------------------------------------------------------------------
# Lethal damage: marked damage, deathtouch, other creatures (510.1c-e, 702.2c)
# ---------------------------------------------------------------------------


def test_510_1c_marked_damage_counts_toward_lethal() -> None:
    """510.1c (2023): damage already marked counts toward lethal; a 3/3 with 2
    marked needs just 1 more before the next blocker."""
    marked = make_board(
        attacker("x", 4),
        blocker("a", 3, 3, ["x"], damage=2),
        blocker("b", 1, 1, ["x"]),
        orders={"x": ("a", "b")},
    )
    assert listed(marked, "x", R2023) == ["x: a=4", "x: a=3 b=1", "x: a=2 b=2", "x: a=1 b=3"]
    assert is_legal(marked, Package.parse("x: a=1 b=3"), R2023)
    fresh = make_board(
        attacker("x", 4),
        blocker("a", 3, 3, ["x"]),
        blocker("b", 1, 1, ["x"]),
        orders={"x": ("a", "b")},
    )
    assert listed(fresh, "x", R2023) == ["x: a=4", "x: a=3 b=1"]
    assert codes(fresh, "x: a=1 b=3", R2023) == ["order_not_lethal"]


@pytest.mark.parametrize("rules", BOTH)
def test_702_19b_marked_damage_counts_toward_lethal_for_trample(rules: RuleSet) -> None:
    """702.19b: a trampler needs only the lethal damage the blocker still lacks
    (toughness minus marked damage)."""
    board = make_board(
        attacker("x", 5, keywords=[Keyword.TRAMPLE]), blocker("a", 4, 4, ["x"], damage=3)
    )
    assert listed(board, "x", rules)[-1] == "x: a=1 B=4"
    assert codes(board, "x: B=5", rules) == ["trample_not_lethal"]


def test_702_2c_deathtouch_makes_one_damage_lethal_in_the_2023_order() -> None:
    """702.2c (2023): any nonzero damage from a deathtouch source is lethal when
    checking an assignment, so 1 on the first blocker opens the second."""
    killer = attacker("x", 5, keywords=[Keyword.DEATHTOUCH])
    ox, bear = blocker("ox", 4, 4, ["x"]), blocker("bear", 3, 3, ["x"])
    board = make_board(killer, ox, bear, orders={"x": ("ox", "bear")})
    assert listed(board, "x", R2023) == [
        "x: ox=5",
        "x: ox=4 bear=1",
        "x: ox=3 bear=2",
        "x: ox=2 bear=3",
        "x: ox=1 bear=4",
    ]
    assert is_legal(board, Package.parse("x: ox=1 bear=4"), R2023)
    assert codes(board, "x: bear=5", R2023) == ["order_not_lethal"]
    plain = make_board(attacker("x", 5), ox, bear, orders={"x": ("ox", "bear")})
    assert listed(plain, "x", R2023) == ["x: ox=5", "x: ox=4 bear=1"]


@pytest.mark.parametrize("rules", BOTH)
def test_702_2c_deathtouch_from_another_attacker_makes_blocker_lethal_for_trample(
    rules: RuleSet,
) -> None:
    """702.2c + 702.19b + 510.1e: 1 damage from another attacker with deathtouch
    makes the shared blocker lethal, so the trampler may send everything on."""
    board = make_board(
        attacker("snake", 1, 1, keywords=[Keyword.DEATHTOUCH]),
        attacker("x", 4, keywords=[Keyword.TRAMPLE]),
        blocker("wall", 0, 6, ["snake", "x"], can_block_additional=1),
    )
    assert is_legal(board, Package.parse("snake: wall=1; x: B=4"), rules)
    assert "x: B=4" in listed(board, "x", rules)
    # Without the deathtouch the wall needs 6 and 4 + 1 cannot reach it.
    tame = make_board(
        attacker("snake", 1, 1),
        attacker("x", 4, keywords=[Keyword.TRAMPLE]),
        blocker("wall", 0, 6, ["snake", "x"], can_block_additional=1),
    )
    assert listed(tame, "x", rules) == ["x: wall=4"]
    assert codes(tame, "snake: wall=1; x: B=4", rules) == ["trample_not_lethal"]


def test_510_1e_lethal_counts_other_blockers_damage_in_the_same_step() -> None:
    """510.1d-e (2023): two walls each blocking two 2/2s, each ordered p then q;
    1 + 1 on p is lethal only when both walls' assignments are judged together."""
    p, q = attacker("p", 2, 2), attacker("q", 2, 2)
    w1 = blocker("w1", 2, 2, ["p", "q"], can_block_additional=1)
    w2 = blocker("w2", 2, 2, ["p", "q"], can_block_additional=1)
    board = make_board(p, q, w1, w2, orders={"w1": ("p", "q"), "w2": ("p", "q")})
    together = "w1: p=1 q=1; w2: p=1 q=1"
    assert is_legal(board, Package.parse(together), R2023)
    assert is_legal(board, Package.parse(together), R2023, player="B")
    assert violations(board, "w1: p=1 q=1", R2023) == [
        ("510.1d", "order_not_lethal", ("w1", "q", "p"))
    ]
    assert codes(board, "w1: p=1 q=1; w2: q=2", R2023) == ["order_not_lethal", "order_not_lethal"]
    one = Assignment.parse("w1: p=1 q=1")
    assert one not in legal_assignments(board, "w1", R2023)
    assert one in legal_assignments(board, "w1", R2023, others=Package.parse("w2: p=1 q=1"))
    assert one in legal_assignments(board, "w1", CURRENT)


def test_510_1e_context_package_counts_toward_lethal() -> None:
    """510.1e: damage the other creatures assign in the step counts, also when
    it comes as ``context`` rather than as part of the checked package."""
    p, q = attacker("p", 2, 2), attacker("q", 2, 2)
    w1 = blocker("w1", 2, 2, ["p", "q"], can_block_additional=1)
    w2 = blocker("w2", 2, 2, ["p", "q"], can_block_additional=1)
    board = make_board(p, q, w1, w2, orders={"w1": ("p", "q"), "w2": ("p", "q")})
    package = Package.parse("w1: p=1 q=1")
    assert not is_legal(board, package, R2023)
    assert is_legal(board, package, R2023, context=Package.parse("w2: p=1 q=1"))


# ---------------------------------------------------------------------------
# Banding (702.22j-k)
# ---------------------------------------------------------------------------


def test_702_22k_blocking_a_banding_attacker_lets_active_player_divide_freely() -> None:
    """702.22h + 702.22k: blocking one member of a band blocks the band, and the
    active player divides the blocker's damage among them freely, ignoring the
    2023 order (509.3)."""
    p = attacker("p", 1, 1, keywords=[Keyword.BANDING], band="band1")
    q = attacker("q", 3, 3, band="band1")
    wall = blocker("wall", 4, 4, ["q"])
    board = make_board(p, q, wall, orders={"wall": ("p", "q")})
    assert set(board.blocked_by_blocker("wall")) == {"p", "q"}
    assert board.is_blocked("p")
    for rules in BOTH:
        plan = damage_plan(board, "wall", rules)
        assert plan is not None
        assert plan.assigner == "A"
        assert len(listed(board, "wall", rules)) == 5
        assert is_legal(board, Package.parse("wall: q=4"), rules, player="A")
        assert violations(board, "wall: q=4", rules, player="B") == [
            ("510.1", "wrong_player", ("wall",))
        ]
    # Control: without banding the defending player divides, in order p, q.
    wide = blocker("wall", 4, 4, ["p", "q"], can_block_additional=1)
    ordered = make_board(attacker("p", 1, 1), q, wide, orders={"wall": ("p", "q")})
    plan = damage_plan(ordered, "wall", R2023)
    assert plan is not None
    assert plan.assigner == "B"
    assert codes(ordered, "wall: q=4", R2023) == ["order_not_lethal"]


def test_702_22j_702_19b_a_banding_blocker_does_not_take_trample_away() -> None:
    """702.22j gives the division of a trampler blocked by a banding creature
    to the defending player, as an exception to 510.1c only: trample still
    lets the excess go to the player once every blocker is assigned lethal
    damage (702.19b), now at the defending player's choice (the Defensive
    Formation rulings: only the damage assignment order is ignored)."""
    tram = attacker("tram", 5, 5, keywords=[Keyword.TRAMPLE])
    wol = blocker("wol", 1, 1, ["tram"], keywords=[Keyword.BANDING])
    bear = blocker("bear", 2, 2, ["tram"])
    board = make_board(tram, wol, bear, orders={"tram": ("wol", "bear")})
    for rules in BOTH:
        plan = damage_plan(board, "tram", rules)
        assert plan is not None and plan.assigner == "B"
        assert is_legal(board, Package.parse("tram: wol=1 bear=2 B=2"), rules, player="B")
        assert is_legal(board, Package.parse("tram: bear=5"), rules, player="B")  # free division
        assert codes(board, "tram: wol=1 bear=1 B=3", rules, player="B") == ["trample_not_lethal"]
        # Without trample, the player is never a recipient.
        plain = make_board(attacker("tram", 5, 5), wol, bear)
        assert codes(plain, "tram: wol=1 bear=2 B=2", rules, player="B") == ["illegal_recipient"]


# ---------------------------------------------------------------------------
# 510.4: first strike and double strike (702.4b, 702.7b)
# ---------------------------------------------------------------------------


def strike_board() -> Board:
    return make_board(
        attacker("fs", 2, 2, keywords=[Keyword.FIRST_STRIKE]),
        attacker("ds", 3, 3, keywords=[Keyword.DOUBLE_STRIKE]),
        attacker("plain", 1, 1),
        blocker("wall", 1, 4, ["ds"]),
    )


def test_510_4_first_and_double_strike_step_membership() -> None:
    """510.4, 702.7b, 702.4b: first strike assigns only in the first-strike
    step, double strike in both, the rest only in the regular step."""
    board = strike_board()
    assert first_strike_step_exists(board)
    assert steps(board) == (FS, REG)
    expected = {
        "fs": (True, False),
        "ds": (True, True),
        "plain": (False, True),
        "wall": (False, True),
    }
    for creature, (first, regular) in expected.items():
        assert assigns_in_step(board, creature, FS) is first, creature
        assert assigns_in_step(board, creature, REG) is regular, creature
    for rules in BOTH:
        assert list(step_plans(board, rules, FS)) == ["fs", "ds"]
        assert list(step_plans(board, rules, REG)) == ["ds", "plain", "wall"]
        assert damage_plan(board, "fs", rules, REG) is None
        assert damage_plan(board, "plain", rules, FS) is None
        assert listed(board, "ds", rules, FS) == ["ds: wall=3"]
        with pytest.raises(ValueError):
            legal_assignments(board, "fs", rules, REG)


def test_510_4_no_first_strike_step_without_first_or_double_strike() -> None:
    """510.4: without first strike or double strike in combat there is one
    step, and a first striker out of combat does not create one."""
    board = make_board(
        attacker("x", 2, 2),
        attacker("gone", 2, 2, keywords=[Keyword.FIRST_STRIKE], zone=Zone.GRAVEYARD),
        blocker("wall", 1, 4, ["x"]),
    )
    assert not first_strike_step_exists(board)
    assert steps(board) == (REG,)
    assert assigns_in_step(board, "x", REG)
    assert assigns_in_step(board, "wall", REG)
    assert not assigns_in_step(board, "x", FS)


def test_510_4_a_first_strike_blocker_creates_the_first_strike_step() -> None:
    """510.4: a blocking first striker also makes a first-strike step; the
    attacker without it assigns only in the regular step."""
    board = make_board(
        attacker("x", 2, 2), blocker("wall", 1, 4, ["x"], keywords=[Keyword.FIRST_STRIKE])
    )
    assert steps(board) == (FS, REG)
    assert list(step_plans(board, CURRENT, FS)) == ["wall"]
    assert list(step_plans(board, CURRENT, REG)) == ["x"]


@pytest.mark.parametrize("rules", BOTH)
def test_510_4_assigning_in_the_wrong_step_is_wrong_step(rules: RuleSet) -> None:
    """510.4: an assignment by a creature that does not assign damage in the
    step is a ``wrong_step`` violation of rule 510.4, naming the step."""
    board = strike_board()
    verdict = is_legal(board, Package.parse("fs: B=2"), rules, REG)
    assert [(v.rule, v.code, v.objects) for v in verdict] == [("510.4", "wrong_step", ("fs",))]
    assert verdict.violations[0].param("step") == "regular"
    verdict = is_legal(board, Package.parse("plain: B=1"), rules, FS)
    assert [(v.rule, v.code, v.objects) for v in verdict] == [("510.4", "wrong_step", ("plain",))]
    assert verdict.violations[0].param("step") == "first-strike"
    assert is_legal(board, Package.parse("fs: B=2; ds: wall=3"), rules, FS)
    assert is_legal(board, Package.parse("ds: wall=3; plain: B=1"), rules, REG)


# ---------------------------------------------------------------------------
# 510.1: who assigns, and what a player's package must cover
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("rules", BOTH)
def test_510_1_missing_assignment_only_for_creatures_with_a_choice(rules: RuleSet) -> None:
    """510.1 / 510.1e: a player's package must give every creature that has a
    choice; creatures with exactly one possible assignment are implied."""
    board = make_board(
        attacker("unblocked", 2),
        attacker("single", 3, 3),
        attacker("double", 4, 4),
        attacker("trampler", 4, 4, keywords=[Keyword.TRAMPLE]),
        attacker("weak", 0, 4),
        blocker("s1", 1, 1, ["single"]),
        blocker("d1", 1, 1, ["double"]),
        blocker("d2", 1, 1, ["double"]),
        blocker("t1", 1, 1, ["trampler"]),
        blocker("w1", 1, 1, ["weak"]),
        blocker("w2", 1, 1, ["weak"]),
        orders={"double": ("d1", "d2"), "weak": ("w1", "w2")},
    )
    verdict = is_legal(board, Package(), rules, player="A")
    assert [(v.rule, v.code, v.objects) for v in verdict] == [
        ("510.1", "missing_assignment", ("double",)),
        ("510.1", "missing_assignment", ("trampler",)),
    ]
    assert verdict.violations[0].param("step") == "regular"
    # The defending player's blockers each block one attacker: no choices.
    assert is_legal(board, Package(), rules, player="B")
    # Given, the package is complete; without ``player`` nothing is required.
    full = Package.parse("double: d1=1 d2=3; trampler: t1=1 B=3")
    assert is_legal(board, full, rules, player="A")
    assert is_legal(board, Package(), rules)


@pytest.mark.parametrize("rules", BOTH)
def test_510_1_assignment_for_a_permanent_not_in_combat_is_reported(rules: RuleSet) -> None:
    """510.1: only attacking and blocking creatures assign combat damage."""
    board = make_board(attacker("x", 2), Permanent(id="idle", controller="B", power=3, toughness=3))
    assert violations(board, "idle: x=3", rules) == [("510.1", "not_in_combat", ("idle",))]
    with pytest.raises(KeyError, match="ghost"):  # an id the board lacks
        violations(board, "ghost: B=1", rules)


# ---------------------------------------------------------------------------
# The default chooser is always legal
# ---------------------------------------------------------------------------


EXAMPLE_FILES = sorted(EXAMPLES.glob("*.toml"))


@pytest.mark.parametrize("rules", BOTH, ids=str)
@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_510_1e_default_package_is_legal_on_every_example(path: Path, rules: RuleSet) -> None:
    """510.1e: ``default_package`` (all creatures, and each player's alone) and
    ``default_assignment`` (each creature, with the file's choices fixed) are
    legal in every step of every example under both rule sets."""
    sc = load_scenario(path)
    board = sc.board
    for step in steps(board):
        package = default_package(board, rules, step)
        assert set(package.creatures()) == set(step_plans(board, rules, step))
        verdict = is_legal(board, package, rules, step)
        assert verdict, [str(v) for v in verdict]
        for player in (p.id for p in board.players):
            mine = default_package(board, rules, step, player=player)
            verdict = is_legal(board, mine, rules, step, player=player)
            assert verdict, [str(v) for v in verdict]
        given = sc.assignments.get(step)
        for creature in step_plans(board, rules, step):
            choice = default_assignment(board, creature, rules, step, given)
            assert choice in legal_assignments(board, creature, rules, step, given)


@pytest.mark.parametrize("rules", BOTH)
def test_510_1e_default_package_is_legal_on_hand_built_boards(rules: RuleSet) -> None:
    """510.1e: the default chooser stays legal with trample over planeswalkers,
    deathtouch, shared blockers, banding and both damage steps."""
    boards = [
        strike_board(),
        make_board(
            attacker("x", 9, target="walker", keywords=[Keyword.TRAMPLE_OVER_PLANESWALKERS]),
            planeswalker("walker", 3),
            blocker("a", 2, 2, ["x"]),
            blocker("b", 2, 3, ["x"], damage=1),
        ),
        make_board(
            attacker("snake", 1, 1, keywords=[Keyword.DEATHTOUCH]),
            attacker("x", 4, keywords=[Keyword.TRAMPLE]),
            blocker("wall", 3, 6, ["snake", "x"], can_block_additional=1),
        ),
        make_board(
            attacker("p", 1, 1, keywords=[Keyword.BANDING], band="b"),
            attacker("q", 3, 3, band="b"),
            blocker("wall", 4, 4, ["q"]),
            blocker("bear", 2, 2, ["p"]),
        ),
    ]
    for board in boards:
        for step in steps(board):
            package = default_package(board, rules, step)
            verdict = is_legal(board, package, rules, step)
            assert verdict, [str(v) for v in verdict]


# ---------------------------------------------------------------------------
# Value objects: notation, equality, hashing
# ---------------------------------------------------------------------------


ASSIGNMENT_TEXTS = [
    "gorger: guard=3 elf=2",
    "gorger: -",
    "x: B=7",
    "attacker: A=2 B=2 C=1",
    "giant: walker=2 B=5",
]


@pytest.mark.parametrize("text", ASSIGNMENT_TEXTS)
def test_assignment_notation_round_trips(text: str) -> None:
    """Notation: ``Assignment.parse(str(a)) == a`` and the text is canonical."""
    a = Assignment.parse(text)
    assert str(a) == text
    assert Assignment.parse(str(a)) == a
    assert eval(repr(a), {"Assignment": Assignment}) == a


def test_assignment_equality_ignores_order_and_zero_amounts() -> None:
    """Assignments are values: order of recipients and zero amounts do not matter."""
    a = Assignment.parse("gorger: guard=3 elf=2")
    b = Assignment("gorger", (("elf", 2), ("guard", 3)))
    c = Assignment.of("gorger", {"guard": 3, "elf": 2, "wall": 0})
    assert a == b == c
    assert hash(a) == hash(b) == hash(c)
    assert len({a, b, c}) == 1
    assert a != Assignment.parse("gorger: guard=2 elf=3")
    assert a != Assignment.parse("other: guard=3 elf=2")
    assert Assignment.parse("gorger: ") == Assignment("gorger", ())
    assert a.total == 5
    assert a.amount_to("elf") == 2
    assert a.amount_to("nobody") == 0
    assert c.recipients == ("guard", "elf")


@pytest.mark.parametrize(
    "text",
    ["no colon here", ": guard=1", "gorger: guard", "gorger: guard=x", "gorger: guard=-1"],
)
def test_assignment_parse_rejects_bad_text(text: str) -> None:
    with pytest.raises(ValueError):
        Assignment.parse(text)


def test_assignment_rejects_negative_and_repeated_recipients() -> None:
    """510.1a: damage amounts are never negative; a recipient is named once."""
    with pytest.raises(ValueError):
        Assignment("x", (("B", -1),))
    with pytest.raises(ValueError):
        Assignment("x", (("B", 1), ("B", 2)))


def test_package_notation_round_trips_and_equality_ignores_order() -> None:
    """510.1e packages: text round-trips, order does not matter, hashable."""
    text = "baloth: armodon=1 brigade=1 ape=5; boars: brigade=3 piker=1"
    p = Package.parse(text)
    assert str(p) == text
    assert Package.parse(str(p)) == p
    swapped = Package.parse("boars: piker=1 brigade=3; baloth: ape=5 brigade=1 armodon=1")
    assert p == swapped
    assert hash(p) == hash(swapped)
    assert len({p, swapped}) == 1
    assert p != Package.parse("baloth: armodon=1 brigade=1 ape=5")
    assert Package.parse("") == Package()
    assert Package.parse(str(Package())) == Package()
    assert p["boars"] == Assignment.parse("boars: brigade=3 piker=1")
    assert "baloth" in p
    assert "ape" not in p
    assert p.get("ape") is None
    assert len(p) == 2
    with pytest.raises(KeyError):
        p["ape"]
    with pytest.raises(ValueError):
        Package.parse("x: B=1; x: B=2")
    replaced = p.with_assignment(Assignment.parse("boars: brigade=4"))
    assert replaced["boars"].total == 4
    assert replaced.without("boars").creatures() == ("baloth",)
    merged = Package.parse("a: B=1").merged(Package.parse("a: B=2; b: B=3"))
    assert merged == Package.parse("a: B=1; b: B=3")


# ---------------------------------------------------------------------------
# Violations and their messages
# ---------------------------------------------------------------------------


def test_verdict_and_violation_objects() -> None:
    """Verdicts are truthy when legal; violations carry rule, code, objects, facts."""
    board = make_board(
        attacker("x", 5),
        blocker("a", 0, 3, ["x"]),
        blocker("b", 1, 1, ["x"]),
        orders={"x": ("a", "b")},
    )
    verdict = is_legal(board, Package.parse("x: a=2 b=3"), R2023)
    assert isinstance(verdict, Verdict)
    assert not verdict
    assert not verdict.legal
    assert len(verdict) == 1
    v = verdict.violations[0]
    assert isinstance(v, Violation)
    assert v.rule == "510.1c"
    assert v.code == "order_not_lethal"
    assert v.objects == ("x", "b", "a")
    assert v.facts == {"amount": 3, "assigned": 2, "needed": 3}
    assert v.param("needed") == 3
    with pytest.raises(KeyError):
        v.param("nothing")
    assert str(v) == "510.1c order_not_lethal [x, b, a] amount=3 assigned=2 needed=3"
    assert verdict.rules() == ("510.1c",)
    legal = is_legal(board, Package.parse("x: a=3 b=2"), R2023)
    assert legal
    assert legal.legal
    assert len(legal) == 0
    assert list(legal) == []


def _codes_in_assignment_module() -> set[str]:
    """Every violation code assignment.py and its parts can produce: the string
    passed as the second argument of ``_v(...)``, and the strings ``_gate_code``
    returns."""
    # (the source files themselves: in the compiled build the modules are C extensions)
    room = Path(assignment_module.__file__).parent
    sources = sorted(room.glob("assignment*.py"))
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in sources]
    found: set[str] = set()
    gate_codes: set[str] = set()
    uses_gate_code = False
    for node in (node for tree in trees for node in ast.walk(tree)):
        if isinstance(node, ast.FunctionDef) and node.name == "_gate_code":
            for ret in ast.walk(node):
                if (
                    isinstance(ret, ast.Return)
                    and isinstance(ret.value, ast.Constant)
                    and isinstance(ret.value.value, str)
                ):
                    gate_codes.add(ret.value.value)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_v":
            code = node.args[1]
            if isinstance(code, ast.Constant) and isinstance(code.value, str):
                found.add(code.value)
            elif isinstance(code, ast.Call) and isinstance(code.func, ast.Name):
                assert code.func.id == "_gate_code", ast.dump(code)
                uses_gate_code = True
            else:
                raise AssertionError(f"unrecognised violation code expression {ast.dump(code)}")
    if uses_gate_code:
        found |= gate_codes
    return found


def test_every_violation_code_has_english_and_japanese_templates() -> None:
    """Every violation code assignment.py uses has an "en" and a "ja" template."""
    used = _codes_in_assignment_module()
    assert {
        "wrong_total",
        "order_not_lethal",
        "trample_not_lethal",
        "trample_loyalty_not_met",
        "wrong_step",
        "missing_assignment",
        "illegal_recipient",
    } <= used
    assert set(LANGUAGES) == {"en", "ja"}
    for code in sorted(used):
        assert code in TEMPLATES, code
        for lang in LANGUAGES:
            assert TEMPLATES[code].get(lang), (code, lang)


def test_every_produced_violation_renders_in_both_languages() -> None:
    """Each message template formats with the facts its violation carries
    (no missing placeholders), and the Japanese text is not the English one."""
    board = strike_board()
    wall_board = make_board(
        attacker("x", 5, keywords=[Keyword.TRAMPLE]),
        blocker("a", 0, 3, ["x"]),
        blocker("b", 1, 1, ["x"]),
        orders={"x": ("a", "b")},
    )
    walker_board = make_board(
        attacker("giant", 7, target="walker", keywords=[Keyword.TRAMPLE_OVER_PLANESWALKERS]),
        planeswalker("walker", 3),
    )
    thorn_board = make_board(
        attacker("thorn", 7, assign_as_though_unblocked=True), blocker("bear", 2, 2, ["thorn"])
    )
    cases: list[tuple[Board, str, RuleSet, Step, dict[str, Any]]] = [
        (wall_board, "x: b=5", R2023, REG, {}),
        (wall_board, "x: a=3 B=2", CURRENT, REG, {}),
        (wall_board, "x: a=3", CURRENT, REG, {}),
        (wall_board, "x: a=3 A=2", CURRENT, REG, {}),
        (wall_board, "", CURRENT, REG, {"player": "A"}),
        (wall_board, "a: x=1", CURRENT, REG, {"player": "A"}),
        (walker_board, "giant: walker=1 B=6", CURRENT, REG, {}),
        (thorn_board, "thorn: bear=2 B=5", CURRENT, REG, {}),
        (board, "fs: B=2", CURRENT, REG, {}),
        (
            make_board(attacker("x", 1), Permanent(id="idle", controller="B")),
            "idle: x=1",
            CURRENT,
            REG,
            {},
        ),
    ]
    seen: set[str] = set()
    for case_board, text, rules, step, kwargs in cases:
        verdict = is_legal(case_board, Package.parse(text), rules, step, **kwargs)
        assert not verdict, text
        for v in verdict:
            seen.add(v.code)
            english = describe(v, "en")
            japanese = describe(v, "ja")
            for message in (english, japanese):
                assert "{" not in message and "}" not in message, message
                assert message != str(v)
                assert v.objects[0] in message
            assert english != japanese
    assert _codes_in_assignment_module() <= seen
