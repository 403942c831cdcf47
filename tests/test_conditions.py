"""Conditions of static abilities and of "can't block unless" over the state
of permanents and players: counters of any kind (122.1), the monarch (724),
the city's blessing (702.131c), poison (122.1), the starting life total
(103.3), cards in hand, soulbond pairs (702.95), renown (702.112b), a
commander (903.3), combat state (506.5, 509.1g) and conjunctions. From the
sentence to the value, and each value switching an outcome or a verdict."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import creature
from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    AllOf,
    AnyOf,
    AttackingAlone,
    CantBlockUnless,
    CardsIn,
    CountersOn,
    HalfLife,
    LifeTotal,
    MoreThan,
    Paired,
    PermanentCount,
    PlayerIs,
    PoisonCounters,
    Selector,
    SourceIs,
    StaticEffect,
    YouControl,
)
from mtgcombat.core.attack_conditions import CantAttackUnless
from mtgcombat.core.model import (
    Board,
    CardType,
    Counters,
    Keyword,
    Permanent,
    Player,
    Zone,
    evolve,
)
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import condition_holds
from mtgcombat.i18n.messages import describe
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text import ability_from_json, ability_to_json, bind_self, parse_sentence

CURRENT = RuleSet.CURRENT
NOTHING = frozenset[str]()


def _values(sentence: str) -> list[Any]:
    parsed = parse_sentence(sentence, name="Testcard")
    assert parsed.status == "modelled", parsed
    return list(parsed.traits.values())


def _with_text(perm: Permanent, *sentences: str) -> Permanent:
    statics: list[Any] = []
    rules: set[Any] = set()
    for sentence in sentences:
        parsed = parse_sentence(sentence, name="Testcard")
        assert parsed.status == "modelled", parsed
        statics.extend(parsed.traits.statics)
        rules |= parsed.traits.block_rules
    return evolve(
        perm, statics=bind_self(tuple(statics), perm.id), block_rules=perm.block_rules | rules
    )


def _board(*perms: Permanent, a: Player | None = None, b: Player | None = None) -> Board:
    return Board(
        players=(a or Player("A"), b or Player("B")),
        permanents=perms,
        active_player="A",
    )


def _blocks(board: Board, **blocks: str) -> bool:
    declared = BlockDeclaration.of({b: tuple(a.split(",")) for b, a in blocks.items()})
    return bool(is_legal_blocks(apply_static_effects(board), declared))


def _life_b(board: Board) -> int:
    return resolve_combat(board, CURRENT).board.player("B").life


# ---------------------------------------------------------------------------
# Parser: sentence -> condition, and its structured form round-trips
# ---------------------------------------------------------------------------

_ANY = Selector(types=NOTHING)
_CONDITIONS = [
    ("~ has indestructible as long as it has a divinity counter on it.", CountersOn("divinity")),
    (
        "As long as there are exactly three tide counters on ~, it gets +1/+1.",
        CountersOn("tide", "==", 3),
    ),
    (
        "As long as ~ has no shell counters on it, it gets +3/+2 and has flying.",
        CountersOn("shell", "==", 0),
    ),
    (
        "As long as ~ has three or more +1/+1 counters on it, it has trample.",
        CountersOn("+1/+1", ">=", 3),
    ),
    ("~ gets +1/+1 as long as it has a counter on it.", CountersOn("any")),
    ("~ has flying as long as it has no counters on it.", CountersOn("any", "==", 0)),
    (
        "~ gets +2/+2 as long as you control more creatures than each opponent.",
        MoreThan("each_opponent", selector=Selector()),
    ),
    (
        "~ gets +2/+0 as long as defending player controls no creatures.",
        PermanentCount(Selector(controller="defending"), "==", 0),
    ),
    ("~ gets +1/+1 as long as you have the city's blessing.", PlayerIs("city's blessing")),
    (
        "~ can block an additional creature each combat as long as you're the monarch.",
        PlayerIs("monarch"),
    ),
    ("~ has infect as long as an opponent is poisoned.", PoisonCounters()),
    (
        "Corrupted \u2014 As long as an opponent has three or more poison counters, ~ gets +2/+1.",
        PoisonCounters("opponent", ">=", 3),
    ),
    ("~ has deathtouch as long as you have the initiative.", PlayerIs("initiative")),
    (
        "~ gets +2/+2 as long as an opponent's life total is less than half their "
        "starting life total.",
        HalfLife("opponent"),
    ),
    (
        "~ gets +3/+3 as long as an opponent has no cards in hand.",
        CardsIn("hand", "==", 0, "opponent"),
    ),
    ("~ gets +1/+2 as long as you have one or fewer cards in hand.", CardsIn("hand", "<=", 1)),
    (
        "~ gets +1/+1 as long as you have more cards in hand than each opponent.",
        MoreThan("each_opponent", zone="hand"),
    ),
    (
        "~ gets +1/+0 as long as any player controls a black permanent.",
        PermanentCount(Selector(types=NOTHING, colors=frozenset({"black"}))),
    ),
    (
        "~ gets +3/+3 as long as no opponent controls a creature.",
        PermanentCount(Selector(controller="opponent"), "==", 0),
    ),
    (
        "~ gets -2/-0 as long as two or more creatures are blocking it.",
        PermanentCount(Selector(relation="blocking_it"), ">=", 2),
    ),
    (
        "~ has defender as long as it's a Wall.",
        SourceIs(Selector(types=NOTHING, subtypes=frozenset({"wall"}))),
    ),
    (
        "~ has indestructible as long as it has defender.",
        SourceIs(Selector(types=NOTHING, with_keywords=frozenset({Keyword.DEFENDER}))),
    ),
    ("As long as ~ is renowned, it has menace.", SourceIs(Selector(types=NOTHING, renowned=True))),
    ("As long as ~ is paired with another creature, both creatures have reach.", Paired()),
    ("~ gets +2/+0 as long as it's attacking alone.", AttackingAlone()),
    (
        "Lieutenant \u2014 As long as you control your commander, ~ gets +2/+2 and has flying.",
        PermanentCount(Selector(types=NOTHING, commander=True, controller="you")),
    ),
    (
        "~ gets +2/+2 as long as you have 30 or more life and an opponent has 10 or less life.",
        AllOf((LifeTotal("you", ">=", 30), LifeTotal("opponent", "<=", 10))),
    ),
]


@pytest.mark.parametrize(("sentence", "condition"), _CONDITIONS)
def test_611_3a_parse_condition_and_round_trip_it(sentence: str, condition: object) -> None:
    (value,) = _values(sentence)
    assert isinstance(value, StaticEffect)
    assert value.condition == condition
    data = json.loads(json.dumps(ability_to_json(value)))
    assert ability_from_json(data) == value
    assert describe_value(condition, "ja") != str(condition)


_UNLESS = [
    ("~ can't attack or block unless you have the city's blessing.", PlayerIs("city's blessing")),
    (
        "~ can't attack or block unless you control at least three other creatures.",
        PermanentCount(Selector(other=True, controller="you"), ">=", 3),
    ),
    (
        "~ can't attack or block unless you have seven or more cards in hand.",
        CardsIn("hand", ">=", 7),
    ),
    (
        "~ can't attack or block unless it's equipped.",
        PermanentCount(Selector(types=frozenset({"artifact"}), attached=True)),
    ),
    (
        "~ can't attack or block unless it has five or more +1/+1 counters on it.",
        CountersOn("+1/+1", ">=", 5),
    ),
    (
        "~ can't attack or block unless a player has no cards in hand.",
        CardsIn("hand", "==", 0, "player"),
    ),
    (
        "~ can't block unless you control more creatures than attacking player.",
        MoreThan("attacking", selector=Selector()),
    ),
    (
        "~ can't block unless you control more lands than attacking player.",
        MoreThan("attacking", selector=Selector(types=frozenset({"land"}))),
    ),
    # "unless you control SEL" keeps its own value whichever rule reads it
    (
        "~ can't attack or block unless you control another Goblin.",
        YouControl(Selector(subtypes=frozenset({"goblin"}), other=True)),
    ),
]


@pytest.mark.parametrize(("sentence", "condition"), _UNLESS)
def test_509_1b_parse_cant_block_unless_condition(sentence: str, condition: object) -> None:
    values = _values(sentence)
    rule = next(v for v in values if isinstance(v, CantBlockUnless))
    assert rule == CantBlockUnless(condition)  # type: ignore[arg-type]
    # "can't attack or block unless": the attack half too (508.1c)
    attack = [v for v in values if isinstance(v, CantAttackUnless)]
    assert attack == ([CantAttackUnless(condition)] if "attack or block" in sentence else [])  # type: ignore[arg-type]
    assert ability_from_json(json.loads(json.dumps(ability_to_json(rule)))) == rule
    assert "ブロックできない" in describe_value(rule, "ja")


def test_parse_selector_with_counters_of_other_kinds() -> None:
    (bribery,) = _values("Creatures with bribery counters on them can't attack or block.")
    assert isinstance(bribery, StaticEffect) and bribery.affected == Selector(counter="bribery")
    (marked,) = _values(
        "Creatures your opponents control with counters on them can't attack or block."
    )
    assert isinstance(marked, StaticEffect)
    assert marked.affected == Selector(counter="any", controller="opponent")


def test_structured_conditions_are_checked() -> None:
    with pytest.raises(ValueError, match="state"):
        ability_from_json({"kind": "player_is", "state": "king"})
    with pytest.raises(ValueError, match="two or more"):
        ability_from_json({"kind": "all_of", "conditions": [{"kind": "paired"}]})
    with pytest.raises(ValueError, match="lowercase"):
        ability_from_json({"kind": "counters_on", "counter": "Ice"})
    both = AnyOf((PlayerIs("monarch"), CountersOn("ice", "==", 0)))
    assert ability_from_json(json.loads(json.dumps(ability_to_json(both)))) == both


# ---------------------------------------------------------------------------
# Counters of any kind (122.1)
# ---------------------------------------------------------------------------


def _divinity_fight(counters: Counters) -> Board:
    god = _with_text(
        creature("god", "B", 2, 2, blocking=("ogre",), counters=counters),
        "~ has indestructible as long as it has a divinity counter on it.",
    )
    return _board(creature("ogre", "A", 5, 5, attacking="B"), god)


def test_122_1_702_12b_divinity_counter_makes_it_indestructible() -> None:
    kept = resolve_combat(_divinity_fight(Counters(other=(("divinity", 1),))), CURRENT).board
    assert kept.permanent("god").zone is Zone.BATTLEFIELD
    gone = resolve_combat(_divinity_fight(Counters(other=(("ice", 1),))), CURRENT).board
    assert gone.permanent("god").zone is Zone.GRAVEYARD


@pytest.mark.parametrize(("shells", "life"), [(0, 16), (1, 19)])
def test_122_1_no_shell_counters_pumps_the_attacker(shells: int, life: int) -> None:
    turtle = _with_text(
        creature("turtle", "A", 1, 1, attacking="B", counters=Counters(other=(("shell", shells),))),
        "As long as ~ has no shell counters on it, it gets +3/+2 and has flying.",
    )
    assert _life_b(_board(turtle)) == life


@pytest.mark.parametrize(("tides", "life"), [(2, 18), (3, 17), (4, 18)])
def test_122_1_exactly_three_tide_counters(tides: int, life: int) -> None:
    tide = _with_text(
        creature("tide", "A", 2, 2, attacking="B", counters=Counters(other=(("tide", tides),))),
        "As long as there are exactly three tide counters on ~, it gets +1/+1.",
    )
    assert _life_b(_board(tide)) == life


def test_611_3a_704_3_condition_on_counters_is_read_again_after_first_strike_damage() -> None:
    """A -1/-1 counter put on it in the first-strike damage step ends its
    indestructible before regular combat damage (the effects are recomputed
    with the state-based actions, 704.3)."""
    hero = _with_text(
        creature("hero", "A", 3, 3, attacking="B"),
        "~ has indestructible as long as it has no -1/-1 counters on it.",
    )
    plain = creature("fs", "B", 1, 1, Keyword.FIRST_STRIKE, blocking=("hero",))
    wither = evolve(plain, abilities=plain.abilities | {Keyword.WITHER})
    bear = creature("bear", "B", 3, 3, blocking=("hero",))
    kept = resolve_combat(_board(hero, plain, bear), CURRENT, auto=True).board
    assert kept.permanent("hero").zone is Zone.BATTLEFIELD
    gone = resolve_combat(_board(hero, wither, bear), CURRENT, auto=True).board
    assert gone.permanent("hero").counters.minus_one == 1
    assert gone.permanent("hero").zone is Zone.GRAVEYARD


def test_509_1b_creatures_with_bribery_counters_can_t_block() -> None:
    keeper = _with_text(
        Permanent(id="keeper", controller="A", types=frozenset({CardType.ENCHANTMENT})),
        "Creatures with bribery counters on them can't attack or block.",
    )
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    bought = creature("guard", "B", 2, 2, counters=Counters(other=(("bribery", 1),)))
    assert not _blocks(_board(keeper, ogre, bought), guard="ogre")
    free = creature("guard", "B", 2, 2, counters=Counters(plus_one=1))
    assert _blocks(_board(keeper, ogre, free), guard="ogre")


def test_509_1b_opponents_creatures_with_any_counter_can_t_block() -> None:
    warden = _with_text(
        creature("warden", "A", 1, 1),
        "Creatures your opponents control with counters on them can't attack or block.",
    )
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    marked = creature("guard", "B", 2, 2, counters=Counters(plus_one=1))
    assert not _blocks(_board(warden, ogre, marked), guard="ogre")
    assert _blocks(_board(warden, ogre, evolve(marked, counters=Counters())), guard="ogre")


# ---------------------------------------------------------------------------
# Player state
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("blessing", "life"), [(True, 17), (False, 19)])
def test_702_131c_city_s_blessing_pumps(blessing: bool, life: int) -> None:
    saint = _with_text(
        creature("saint", "A", 1, 1, attacking="B"),
        "~ gets +2/+2 as long as you have the city's blessing.",
    )
    assert _life_b(_board(saint, a=Player("A", city_blessing=blessing))) == life


def test_724_monarch_blocks_an_additional_creature() -> None:
    guard = _with_text(
        creature("guard", "B", 2, 2),
        "~ can block an additional creature each combat as long as you're the monarch.",
    )
    x = creature("x", "A", 1, 1, attacking="B")
    y = creature("y", "A", 1, 1, attacking="B")
    assert _blocks(_board(x, y, guard, b=Player("B", monarch=True)), guard="x,y")
    assert not _blocks(_board(x, y, guard), guard="x,y")


def test_122_1_infect_as_long_as_an_opponent_is_poisoned() -> None:
    rat = _with_text(
        creature("rat", "A", 2, 2, attacking="B"),
        "~ has infect as long as an opponent is poisoned.",
    )
    poisoned = resolve_combat(_board(rat, b=Player("B", poison=1)), CURRENT).board.player("B")
    assert (poisoned.life, poisoned.poison) == (20, 3)
    clean = resolve_combat(_board(rat), CURRENT).board.player("B")
    assert (clean.life, clean.poison) == (18, 0)


@pytest.mark.parametrize(("poison", "life"), [(3, 17), (2, 19)])
def test_122_1_corrupted_needs_three_poison_counters(poison: int, life: int) -> None:
    mite = _with_text(
        creature("mite", "A", 1, 1, attacking="B"),
        "Corrupted \u2014 As long as an opponent has three or more poison counters, ~ gets +2/+1.",
    )
    assert _life_b(_board(mite, b=Player("B", poison=poison))) == life


def test_725_deathtouch_while_you_have_the_initiative() -> None:
    guard = _with_text(
        creature("guard", "B", 1, 1, blocking=("ogre",)),
        "~ has deathtouch as long as you have the initiative.",
    )
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    leading = resolve_combat(_board(ogre, guard, b=Player("B", initiative=True)), CURRENT)
    assert leading.board.permanent("ogre").zone is Zone.GRAVEYARD
    assert resolve_combat(_board(ogre, guard), CURRENT).board.permanent("ogre").on_battlefield


@pytest.mark.parametrize(
    ("life", "starting", "pumped"), [(9, 20, True), (10, 20, False), (19, 40, True)]
)
def test_103_3_less_than_half_the_starting_life_total(
    life: int, starting: int, pumped: bool
) -> None:
    ghoul = _with_text(
        creature("ghoul", "A", 1, 1, attacking="B"),
        "~ gets +2/+2 as long as an opponent's life total is less than half their "
        "starting life total.",
    )
    player = Player("B", life=life, starting_life=starting)
    assert _life_b(_board(ghoul, b=player)) == life - (3 if pumped else 1)


def test_402_cards_in_opponents_hands() -> None:
    ghost = _with_text(
        creature("ghost", "A", 1, 1, attacking="B"),
        "~ gets +3/+3 as long as an opponent has no cards in hand.",
    )
    assert _life_b(_board(ghost, b=Player("B", hand=0))) == 16
    assert _life_b(_board(ghost, b=Player("B", hand=1))) == 19
    sage = _with_text(
        creature("sage", "A", 1, 1, attacking="B"),
        "~ gets +1/+1 as long as you have more cards in hand than each opponent.",
    )
    assert _life_b(_board(sage, a=Player("A", hand=3), b=Player("B", hand=2))) == 18
    assert _life_b(_board(sage, a=Player("A", hand=2), b=Player("B", hand=2))) == 19


def test_611_3a_both_conditions_of_a_conjunction_must_hold() -> None:
    angel = _with_text(
        creature("angel", "A", 1, 1, attacking="B"),
        "~ gets +2/+2 as long as you have 30 or more life and an opponent has 10 or less life.",
    )
    rich = Player("A", life=30)
    assert _life_b(_board(angel, a=rich, b=Player("B", life=10))) == 7
    assert _life_b(_board(angel, a=rich, b=Player("B", life=11))) == 10
    assert _life_b(_board(angel, b=Player("B", life=10))) == 9


# ---------------------------------------------------------------------------
# Permanent state
# ---------------------------------------------------------------------------


def _pair_board(paired: str | None) -> Board:
    hunter = _with_text(
        creature("hunter", "B", 1, 1, paired_with=paired),
        "As long as ~ is paired with another creature, both creatures have first strike.",
    )
    bear = creature("bear", "B", 2, 2, blocking=("ogre",), paired_with="hunter" if paired else None)
    return _board(creature("ogre", "A", 2, 2, attacking="B"), hunter, bear)


def test_702_95_soulbond_both_paired_creatures_gain_the_ability() -> None:
    paired = resolve_combat(_pair_board("bear"), CURRENT).board
    assert paired.permanent("bear").zone is Zone.BATTLEFIELD
    assert paired.permanent("ogre").zone is Zone.GRAVEYARD
    alone = resolve_combat(_pair_board(None), CURRENT).board
    assert alone.permanent("bear").zone is Zone.GRAVEYARD


def test_702_95e_the_pair_breaks_when_the_partner_changes_controller() -> None:
    board = _pair_board("bear")
    hunter = board.permanent("hunter")
    assert condition_holds(board, Paired(), hunter)
    theirs = board.with_permanents(
        evolve(p, controller="A") if p.id == "bear" else p for p in board.permanents
    )
    assert not condition_holds(theirs, Paired(), hunter)


def test_702_112b_renowned_creature_has_menace() -> None:
    knight = _with_text(
        creature("knight", "A", 2, 2, attacking="B", renowned=True),
        "As long as ~ is renowned, it has menace.",
    )
    guard = creature("guard", "B", 2, 2)
    assert not _blocks(_board(knight, guard), guard="knight")
    assert _blocks(_board(evolve(knight, renowned=False), guard), guard="knight")


def test_903_3_lieutenant_needs_your_commander() -> None:
    lieutenant = _with_text(
        creature("lt", "A", 2, 2, attacking="B"),
        "Lieutenant \u2014 As long as you control your commander, ~ gets +2/+2 and has flying.",
    )
    general = creature("general", "A", 3, 3, commander=True)
    assert _life_b(_board(lieutenant, general)) == 16
    assert _life_b(_board(lieutenant, evolve(general, controller="B"))) == 18
    assert _life_b(_board(lieutenant, evolve(general, commander=False))) == 18


def test_611_3a_conditions_on_any_player_s_and_opponents_permanents() -> None:
    knight = _with_text(
        creature("knight", "A", 2, 2, attacking="B"),
        "~ gets +1/+0 as long as any player controls a black permanent.",
    )
    black = Permanent(
        id="swamp", controller="B", types=frozenset({CardType.LAND}), colors=frozenset({"black"})
    )
    assert _life_b(_board(knight, black)) == 17
    assert _life_b(_board(knight)) == 18
    lone = _with_text(
        creature("lone", "A", 1, 1, attacking="B"),
        "~ gets +3/+3 as long as no opponent controls a creature.",
    )
    assert _life_b(_board(lone)) == 16
    assert _life_b(_board(lone, creature("sleeper", "B", 1, 1, tapped=True))) == 19


def test_702_3b_indestructible_as_long_as_it_has_defender() -> None:
    wall = _with_text(
        creature("wall", "B", 0, 2, Keyword.DEFENDER, blocking=("ogre",)),
        "~ has indestructible as long as it has defender.",
    )
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    assert resolve_combat(_board(ogre, wall), CURRENT).board.permanent("wall").on_battlefield
    plain = evolve(wall, abilities=frozenset())
    assert not resolve_combat(_board(ogre, plain), CURRENT).board.permanent("wall").on_battlefield


def test_301_5_double_strike_with_two_equipment_attached() -> None:
    blade = _with_text(
        creature("blade", "A", 2, 2, attacking="B"),
        "~ has double strike as long as two or more Equipment are attached to it.",
    )

    def gear(gid: str) -> Permanent:
        return Permanent(
            id=gid,
            controller="A",
            types=frozenset({CardType.ARTIFACT}),
            subtypes=frozenset({"equipment"}),
            attached_to="blade",
        )

    assert _life_b(_board(blade, gear("g1"), gear("g2"))) == 16
    assert _life_b(_board(blade, gear("g1"))) == 18


def test_509_1g_weaker_while_two_or_more_creatures_block_it() -> None:
    brute = _with_text(
        creature("brute", "A", 4, 4, attacking="B"),
        "~ gets -2/-0 as long as two or more creatures are blocking it.",
    )
    one = creature("one", "B", 1, 3, blocking=("brute",))
    two = creature("two", "B", 1, 3, blocking=("brute",))
    alone = resolve_combat(_board(brute, one), CURRENT, auto=True).board
    assert alone.permanent("one").zone is Zone.GRAVEYARD
    pair = resolve_combat(_board(brute, one, two), CURRENT, auto=True).board
    assert pair.permanent("one").on_battlefield and pair.permanent("two").on_battlefield


def test_506_5_can_t_be_blocked_while_attacking_alone() -> None:
    scout = _with_text(
        creature("scout", "A", 2, 2, attacking="B"),
        "~ can't be blocked as long as it's attacking alone.",
    )
    guard = creature("guard", "B", 2, 2)
    assert not _blocks(_board(scout, guard), guard="scout")
    friend = creature("friend", "A", 1, 1, attacking="B")
    assert _blocks(_board(scout, friend, guard), guard="scout")


# ---------------------------------------------------------------------------
# "can't block unless" a static condition (509.1b)
# ---------------------------------------------------------------------------


def _unless_board(sentence: str, *extra: Permanent, **players: Player) -> Board:
    sawtooth = _with_text(creature("saw", "B", 3, 3), sentence)
    return _board(creature("ogre", "A", 2, 2, attacking="B"), sawtooth, *extra, **players)


def test_509_1b_can_t_block_unless_you_have_the_city_s_blessing() -> None:
    sentence = "~ can't attack or block unless you have the city's blessing."
    board = apply_static_effects(_unless_board(sentence))
    verdict = is_legal_blocks(board, BlockDeclaration.of({"saw": ("ogre",)}))
    (violation,) = verdict.violations
    assert (violation.rule, violation.code) == ("509.1b", "cant_block_unless")
    assert "city's blessing" in describe(violation, "en", board=board)
    assert "都市の承認" in describe(violation, "ja", board=board)
    blessed = _unless_board(sentence, b=Player("B", city_blessing=True))
    assert _blocks(blessed, saw="ogre")


@pytest.mark.parametrize(
    ("sentence", "legal", "illegal"),
    [
        (
            "~ can't block unless you control more creatures than attacking player.",
            {"extra": [creature("elf", "B", 1, 1)]},
            {},
        ),
        (
            "~ can't attack or block unless a player has no cards in hand.",
            {"b": Player("B", hand=0), "a": Player("A", hand=2)},
            {"b": Player("B", hand=1), "a": Player("A", hand=2)},
        ),
        (
            "~ can't attack or block unless you have seven or more cards in hand.",
            {"b": Player("B", hand=7)},
            {"b": Player("B", hand=6)},
        ),
        (
            "~ can't attack or block unless you control at least three other creatures.",
            {"extra": [creature(f"e{i}", "B", 1, 1) for i in range(3)]},
            {"extra": [creature(f"e{i}", "B", 1, 1) for i in range(2)]},
        ),
        (
            "~ can't attack or block unless it's equipped.",
            {
                "extra": [
                    Permanent(
                        id="axe",
                        controller="B",
                        types=frozenset({CardType.ARTIFACT}),
                        subtypes=frozenset({"equipment"}),
                        attached_to="saw",
                    )
                ]
            },
            {},
        ),
    ],
)
def test_509_1b_can_t_block_unless_a_condition_holds(
    sentence: str, legal: dict[str, Any], illegal: dict[str, Any]
) -> None:
    def board(parts: dict[str, Any]) -> Board:
        players = {k: v for k, v in parts.items() if k in ("a", "b")}
        return _unless_board(sentence, *parts.get("extra", ()), **players)

    assert _blocks(board(legal), saw="ogre")
    assert not _blocks(board(illegal), saw="ogre")


def test_509_1b_can_t_block_unless_it_has_five_counters() -> None:
    sentence = "~ can't attack or block unless it has five or more +1/+1 counters on it."
    board = _unless_board(sentence)
    assert not _blocks(board, saw="ogre")
    grown = board.with_permanents(
        evolve(p, counters=Counters(plus_one=5)) if p.id == "saw" else p for p in board.permanents
    )
    assert _blocks(grown, saw="ogre")


def test_509_1b_can_t_block_if_an_enchantment_is_on_the_battlefield() -> None:
    sentence = "~ can't attack or block if an enchantment is on the battlefield."
    aura = Permanent(id="pact", controller="A", types=frozenset({CardType.ENCHANTMENT}))
    assert not _blocks(_unless_board(sentence, aura), saw="ogre")
    assert _blocks(_unless_board(sentence), saw="ogre")


# ---------------------------------------------------------------------------
# Scenario files
# ---------------------------------------------------------------------------

_SCENARIO = """
active_player = "A"
[players.A]
[players.B]
city_blessing = {blessing}
starting_life = 30
[[permanents]]
id = "ogre"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "god"
controller = "B"
power = 1
toughness = 1
counters = {counters}
abilities = ["~ has indestructible as long as it has a divinity counter on it.",
             "~ can't block unless you have the city's blessing."]
blocking = ["ogre"]
"""


def test_scenario_reads_other_counters_and_player_state() -> None:
    text = _SCENARIO.format(blessing="true", counters='{ "+1/+1" = 1, divinity = 2, ice = 0 }')
    board = parse_scenario(text, "toml", "s.toml").board
    god = board.permanent("god")
    assert god.counters == Counters(plus_one=1, other=(("divinity", 2),))
    assert god.counters.count("divinity") == 2 and god.counters.count("ice") == 0
    assert board.player("B").city_blessing and board.player("B").starting_life == 30
    after = resolve_combat(board, CURRENT).board
    assert after.permanent("god").on_battlefield


@pytest.mark.parametrize(
    ("counters", "problem"),
    [("{ divinity = -1 }", "whole number"), ('{ "Ice Age!" = 1 }', "kind of counter")],
)
def test_scenario_rejects_bad_counters(counters: str, problem: str) -> None:
    text = _SCENARIO.format(blessing="true", counters=counters)
    with pytest.raises(ScenarioError, match=problem):
        parse_scenario(text, "toml", "s.toml")


def test_scenario_paired_with_names_another_permanent(tmp_path: Path) -> None:
    text = _SCENARIO.format(blessing="false", counters="{}").replace(
        'id = "god"', 'id = "god"\npaired_with = "nobody"'
    )
    path = tmp_path / "pair.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path)])
    assert result.exit_code == 2
    assert "paired_with" in result.output and "702.95" in result.output
    assert "Traceback" not in result.output


def test_509_1b_blocks_command_reports_the_unmet_condition(tmp_path: Path) -> None:
    path = tmp_path / "blessing.toml"
    path.write_text(_SCENARIO.format(blessing="false", counters="{}"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["blocks", str(path)])
    assert result.exit_code == 1
    assert "509.1b" in result.output and "city's blessing" in result.output
    japanese = CliRunner().invoke(cli, ["blocks", str(path), "--lang", "ja"])
    assert "都市の承認を得ている" in japanese.output
    ok = tmp_path / "blessed.toml"
    ok.write_text(_SCENARIO.format(blessing="true", counters="{}"), encoding="utf-8")
    assert CliRunner().invoke(cli, ["blocks", str(ok)]).exit_code == 0


def test_selector_fields_round_trip() -> None:
    sel = Selector(counter="bribery", renowned=True, commander=False, pair=True)
    rule = dataclasses.replace(
        StaticEffect(sel, power=1, condition=AnyOf((Paired(), AttackingAlone()))),
    )
    assert ability_from_json(json.loads(json.dumps(ability_to_json(rule)))) == rule


# ---------------------------------------------------------------------------
# More forms: a counter on some creature, two subjects, set power and toughness
# ---------------------------------------------------------------------------


def test_611_3a_as_long_as_a_creature_has_a_counter_on_it() -> None:
    stalker = _with_text(
        creature("stalker", "B", 1, 1, blocking=("ogre",)),
        "As long as a creature has a -1/-1 counter on it, ~ has vigilance and deathtouch.",
    )
    ogre = creature("ogre", "A", 4, 4, attacking="B")
    (static,) = stalker.statics
    assert isinstance(static, StaticEffect)
    assert static.condition == PermanentCount(Selector(counter="-1/-1"))
    shrunk = creature("husk", "A", 2, 2, counters=Counters(minus_one=1))
    after = resolve_combat(_board(ogre, stalker, shrunk), CURRENT).board
    assert after.permanent("ogre").zone is Zone.GRAVEYARD
    assert resolve_combat(_board(ogre, stalker), CURRENT).board.permanent("ogre").on_battlefield


def test_903_3_lieutenant_with_two_subjects_under_one_condition() -> None:
    sentence = (
        "Lieutenant \u2014 As long as you control your commander, ~ gets +2/+2 and other "
        "creatures you control get +2/+2 and have trample."
    )
    captain = _with_text(creature("captain", "A", 1, 1, attacking="B"), sentence)
    assert len(captain.statics) == 2
    troop = creature("troop", "A", 1, 1, attacking="B")
    chump = creature("chump", "B", 1, 1, blocking=("troop",))
    general = creature("general", "A", 3, 3, commander=True)

    # captain 3 unblocked, troop 3 with trample over a 1/1 chump: 2
    def life(board: Board) -> int:
        return resolve_combat(board, CURRENT, auto=True).board.player("B").life

    assert life(_board(captain, troop, chump, general)) == 15
    assert life(_board(captain, troop, chump)) == 19


def test_613_4b_power_and_toughness_set_while_attacking() -> None:
    sentence = (
        "As long as ~ is attacking, its power and toughness are each equal to the number of "
        "Forests defending player controls."
    )
    druid = _with_text(creature("druid", "A", 1, 1, attacking="B"), sentence)

    def forest(fid: str, controller: str) -> Permanent:
        return Permanent(
            id=fid,
            controller=controller,
            types=frozenset({CardType.LAND}),
            subtypes=frozenset({"forest"}),
        )

    assert _life_b(_board(druid, forest("f1", "B"), forest("f2", "B"), forest("f3", "A"))) == 18
    home = evolve(druid, attacking=None)
    board = apply_static_effects(_board(home, forest("f1", "B"), forest("f2", "B")))
    assert board.permanent("druid").current_power == 1


def test_613_4b_power_and_toughness_set_on_your_turn() -> None:
    sentence = (
        "As long as it's your turn, ~'s power and toughness are each equal to 2 plus the number "
        "of Swamps your opponents control."
    )
    (static,) = _values(sentence)
    assert isinstance(static, StaticEffect) and static.condition is not None
    shade = _with_text(creature("shade", "A", 0, 1, attacking="B"), sentence)
    assert _life_b(_board(shade)) == 18


def test_122_1_a_counter_of_any_kind() -> None:
    sprite = _with_text(
        creature("sprite", "A", 1, 1, attacking="B", counters=Counters(other=(("quest", 1),))),
        "~ gets +1/+1 as long as it has a counter on it.",
    )
    assert _life_b(_board(sprite)) == 18
    assert _life_b(_board(evolve(sprite, counters=Counters()))) == 19


def test_611_3a_more_creatures_than_each_opponent() -> None:
    boss = _with_text(
        creature("boss", "A", 1, 1, attacking="B"),
        "~ gets +2/+2 as long as you control more creatures than each opponent.",
    )
    sleeper = creature("sleeper", "B", 1, 1, tapped=True)
    assert _life_b(_board(boss)) == 17
    assert _life_b(_board(boss, sleeper)) == 19
    assert _life_b(_board(boss, sleeper, creature("aide", "A", 0, 1))) == 17


def test_611_3a_enchanted_or_equipped_is_either_condition() -> None:
    (static,) = _values("~ gets +2/+2 as long as it's enchanted or equipped.")
    assert isinstance(static, StaticEffect) and isinstance(static.condition, AnyOf)
    assert ability_from_json(json.loads(json.dumps(ability_to_json(static)))) == static
    knight = _with_text(
        creature("knight", "A", 1, 1, attacking="B"),
        "~ gets +2/+2 as long as it's enchanted or equipped.",
    )
    aura = Permanent(
        id="aura",
        controller="A",
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to="knight",
    )
    assert _life_b(_board(knight, aura)) == 17
    assert _life_b(_board(knight)) == 19
