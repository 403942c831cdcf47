"""Static abilities whose effect reads the board: conditions ("as long as
you control a Plains"), counts ("+1/+0 for each artifact you control"),
characteristic-defining power and toughness (613.4a) and attachments
(Auras and Equipment, 303.4, 301.5): from the sentence to the value, and
each value changing a verdict or an outcome."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import creature
from mtgcombat import cli as cli_module
from mtgcombat.cards.catalog import Card, Catalog
from mtgcombat.core.model import (
    Board,
    CantBeBlockedExceptBy,
    CantBeBlockedWhile,
    CantBlock,
    CardCount,
    CardsIn,
    CardType,
    Count,
    Counters,
    Keyword,
    LifeTotal,
    Permanent,
    PermanentCount,
    Player,
    Selector,
    SourceIs,
    StaticEffect,
    Zone,
    evolve,
)
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.selectors import matching
from mtgcombat.i18n.messages import effect_change_text
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import (
    apply_static_effects,
    changes_in_force,
    own_permanent,
)
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.solver import fight_split as solver_fights
from mtgcombat.solver.search import best_assignment, best_blocks
from mtgcombat.text import ability_from_json, ability_to_json, bind_self, parse_sentence
from mtgcombat.text.parser import SELF_SELECTOR

CURRENT = RuleSet.CURRENT
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
NOTHING = frozenset[str]()
ARTIFACTS_YOU = Selector(types=frozenset({"artifact"}), controller="you")
PLAINS_YOU = Selector(types=frozenset({"land"}), subtypes=frozenset({"plains"}), controller="you")


def _static(sentence: str) -> StaticEffect:
    parsed = parse_sentence(sentence, name="Testcard")
    assert parsed.status == "modelled", parsed
    (static,) = parsed.traits.statics
    assert isinstance(static, StaticEffect)
    return static


def _with_text(perm: Permanent, *sentences: str) -> Permanent:
    statics: list[Any] = []
    for sentence in sentences:
        parsed = parse_sentence(sentence, name="Testcard")
        assert parsed.status == "modelled", parsed
        statics.extend(parsed.traits.statics)
    return evolve(perm, statics=bind_self(tuple(statics), perm.id))


def _thing(pid: str, controller: str, kind: CardType, *subtypes: str, **fields: Any) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        types=frozenset({kind}),
        subtypes=frozenset(subtypes),
        **fields,
    )


def _board(*perms: Permanent, life_a: int = 20, life_b: int = 20) -> Board:
    return Board(
        players=(Player("A", life=life_a), Player("B", life=life_b)),
        permanents=perms,
        active_player="A",
    )


def _blocks(board: Board, **blocks: str) -> bool:
    declared = BlockDeclaration.of({b: (a,) for b, a in blocks.items()})
    return bool(is_legal_blocks(apply_static_effects(board), declared))


# ---------------------------------------------------------------------------
# Parser: one test per form
# ---------------------------------------------------------------------------


def test_parse_as_long_as_you_control_a_subtype() -> None:
    static = _static("~ gets +1/+1 as long as you control a Plains.")
    assert static == StaticEffect(
        SELF_SELECTOR, power=1, toughness=1, condition=PermanentCount(PLAINS_YOU)
    )


def test_parse_metalcraft_three_or_more_artifacts() -> None:
    static = _static(
        "Metalcraft \u2014 ~ gets +2/+2 as long as you control three or more artifacts."
    )
    assert static.condition == PermanentCount(ARTIFACTS_YOU, ">=", 3)
    assert (static.power, static.toughness) == (2, 2)


def test_parse_as_long_as_defending_player_controls() -> None:
    static = _static("~ gets +2/+0 as long as defending player controls a Swamp.")
    swamp = Selector(types=frozenset({"land"}), subtypes=frozenset({"swamp"}))
    assert static.condition == PermanentCount(dataclasses.replace(swamp, controller="defending"))


def test_parse_can_t_be_blocked_as_long_as_defending_player_controls_stays_landwalk() -> None:
    parsed = parse_sentence("~ can't be blocked as long as defending player controls an Island.")
    island = Selector(types=frozenset({"land"}), subtypes=frozenset({"island"}))
    assert parsed.traits.block_rules == {CantBeBlockedWhile(island)}


def test_parse_as_long_as_an_opponent_controls() -> None:
    static = _static("~ has flying as long as an opponent controls a black permanent.")
    black = Selector(types=frozenset(), colors=frozenset({"black"}), controller="opponent")
    assert static.condition == PermanentCount(black)
    assert static.grants == (Keyword.FLYING,)


def test_parse_as_long_as_you_control_another() -> None:
    static = _static("Other Goblins you control get +1/+1 as long as you control another Goblin.")
    assert isinstance(static.condition, PermanentCount)
    assert static.condition.selector.other and static.condition.selector.controller == "you"
    assert static.affected.subtypes == {"goblin"}


def test_parse_as_long_as_you_control_no() -> None:
    static = _static("~ gets +2/+2 as long as you control no Islands.")
    assert isinstance(static.condition, PermanentCount)
    assert (static.condition.op, static.condition.value) == ("==", 0)


def test_parse_if_you_control_an_untapped_land_cant_block() -> None:
    static = _static("~ can't block if you control an untapped land.")
    land = Selector(types=frozenset({"land"}), tapped=False, controller="you")
    assert static == StaticEffect(
        SELF_SELECTOR, grants=(CantBlock(),), condition=PermanentCount(land)
    )


@pytest.mark.parametrize(
    ("sentence", "tapped"),
    [
        ("~ gets +0/+2 as long as it's untapped.", False),
        ("~ gets +0/+2 as long as ~ is tapped.", True),
    ],
)
def test_parse_as_long_as_it_is_tapped_or_untapped(sentence: str, tapped: bool) -> None:
    static = _static(sentence)
    assert static.condition == SourceIs(Selector(types=NOTHING, tapped=tapped))


def test_parse_as_long_as_it_is_enchanted() -> None:
    static = _static("~ has flying as long as it's enchanted.")
    auras = Selector(types=frozenset({"enchantment"}), attached=True)
    assert static.condition == PermanentCount(auras)


def test_parse_as_long_as_it_is_equipped_in_front() -> None:
    static = _static("As long as ~ is equipped, it gets +1/+1 and has flying.")
    assert static.condition == PermanentCount(
        Selector(types=frozenset({"artifact"}), attached=True)
    )
    assert (static.power, static.grants) == (1, (Keyword.FLYING,))


def test_parse_as_long_as_it_has_a_plus_one_counter() -> None:
    static = _static("~ has trample as long as it has a +1/+1 counter on it.")
    assert static.condition == SourceIs(Selector(types=NOTHING, counter="+1/+1"))


@pytest.mark.parametrize(
    ("sentence", "condition"),
    [
        ("~ gets +2/+2 as long as you have 30 or more life.", LifeTotal("you", ">=", 30)),
        ("~ has first strike as long as you have 5 or less life.", LifeTotal("you", "<=", 5)),
        (
            "~ gets +1/+0 as long as an opponent has 10 or less life.",
            LifeTotal("opponent", "<=", 10),
        ),
    ],
)
def test_parse_life_conditions(sentence: str, condition: LifeTotal) -> None:
    assert _static(sentence).condition == condition


def test_parse_plus_n_for_each() -> None:
    static = _static("~ gets +1/+0 for each artifact you control.")
    assert static == StaticEffect(SELF_SELECTOR, power=1, per=ARTIFACTS_YOU)


def test_parse_plus_n_for_each_on_the_battlefield() -> None:
    static = _static("~ gets +1/+1 for each other creature with flying on the battlefield.")
    assert static.per == Selector(with_keywords=frozenset({Keyword.FLYING}), other=True)


def test_parse_plus_n_for_each_aura_attached_to_it() -> None:
    static = _static("~ gets +2/+2 for each Aura attached to it.")
    assert static.per == Selector(
        types=frozenset({"enchantment"}), subtypes=frozenset({"aura"}), attached=True
    )


def test_parse_characteristic_defining_power_and_toughness() -> None:
    static = _static(
        "~'s power and toughness are each equal to the number of creatures you control."
    )
    count = Count(Selector(controller="you"))
    assert static == StaticEffect(SELF_SELECTOR, set_power=count, set_toughness=count)


def test_parse_characteristic_defining_power_only_and_plus() -> None:
    power = _static("~'s power is equal to the number of Swamps you control.")
    assert power.set_power is not None and power.set_toughness is None
    plus = _static(
        "~'s power and toughness are each equal to 1 plus the number of lands you control."
    )
    assert plus.set_power == Count(Selector(types=frozenset({"land"}), controller="you"), 1)


@pytest.mark.parametrize(
    ("sentence", "power", "grants"),
    [
        ("Enchanted creature gets +2/+2 and has flying.", 2, (Keyword.FLYING,)),
        ("Equipped creature gets +1/+1.", 1, ()),
        ("Enchanted creature can't block.", 0, (CantBlock(),)),
    ],
)
def test_parse_enchanted_and_equipped_creature(
    sentence: str, power: int, grants: tuple[object, ...]
) -> None:
    static = _static(sentence)
    assert static.affected == Selector(host=True)
    assert (static.power, static.grants) == (power, grants)


def test_parse_with_keyword_or_keyword() -> None:
    parsed = parse_sentence("~ can't be blocked except by creatures with flying or reach.")
    either = Selector(with_any_keywords=frozenset({Keyword.FLYING, Keyword.REACH}))
    assert parsed.traits.block_rules == {CantBeBlockedExceptBy(either)}


def test_parse_with_a_plus_one_counter_on_it() -> None:
    static = _static("Each creature you control with a +1/+1 counter on it has trample.")
    assert static.affected == Selector(controller="you", counter="+1/+1")


@pytest.mark.parametrize(
    "sentence",
    [],
)
def test_card_kinds_in_hidden_zones_stay_unmodelled(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled" and parsed.error


def test_parse_threshold_cards_in_your_graveyard() -> None:
    static = _static(
        "Threshold \u2014 As long as seven or more cards are in your graveyard, "
        "~ gets +2/+2 and can't block."
    )
    assert static.condition == CardsIn("graveyard", ">=", 7)
    assert (static.power, static.grants) == (2, (CantBlock(),))


def test_parse_hellbent_no_cards_in_hand() -> None:
    static = _static("Hellbent \u2014 ~ gets +2/+1 as long as you have no cards in hand.")
    assert static.condition == CardsIn("hand", "==", 0)


def test_parse_cards_in_hand_count_and_per_card() -> None:
    both = _static("~'s power and toughness are each equal to the number of cards in your hand.")
    assert both.set_power == both.set_toughness == CardCount("hand")
    each = _static(
        "~'s power and toughness are each equal to the total number of cards in all players' hands."
    )
    assert each.set_power == CardCount("hand", "each")
    per = _static("~ gets -1/-1 for each card in your hand.")
    assert (per.power, per.per) == (-1, CardCount("hand"))


@pytest.mark.parametrize(
    "sentence",
    [
        "~ gets +1/+1 as long as you control a Plains.",
        "~ gets -1/-1 for each card in your hand.",
        "Threshold \u2014 ~ gets +2/+2 as long as seven or more cards are in your graveyard.",
        "~'s power is equal to the number of cards in your opponents' graveyards.",
        "~ can't block if you control an untapped land.",
        "~ gets +1/+0 for each artifact you control.",
        "~'s power and toughness are each equal to 1 plus the number of lands you control.",
        "~ has trample as long as it has a +1/+1 counter on it.",
        "~ gets +2/+2 as long as you have 30 or more life.",
        "Enchanted creature gets +2/+2 and has flying.",
        "~ can't be blocked except by creatures with flying or reach.",
    ],
)
def test_structured_form_round_trips(sentence: str) -> None:
    for value in parse_sentence(sentence).traits.values():
        data = ability_to_json(value)
        assert ability_from_json(json.loads(json.dumps(data))) == value


def test_structured_condition_with_a_bad_operator_is_refused() -> None:
    data = ability_to_json(_static("~ gets +1/+1 as long as you control a Plains."))
    data["condition"]["op"] = "=>"
    with pytest.raises(ValueError, match="op"):
        ability_from_json(data)


# ---------------------------------------------------------------------------
# Rules: each form changes an outcome
# ---------------------------------------------------------------------------


def _knight_fight(*extra: Permanent) -> Board:
    knight = _with_text(
        creature("knight", "A", 2, 2, attacking="B"),
        "~ gets +1/+1 as long as you control a Plains.",
    )
    bear = creature("bear", "B", 2, 3, blocking=("knight",))
    return _board(knight, bear, *extra)


def test_611_3a_613_4c_pump_as_long_as_you_control_a_plains() -> None:
    without = resolve_combat(_knight_fight(), CURRENT).board
    assert without.permanent("knight").zone is Zone.GRAVEYARD
    assert without.permanent("bear").zone is Zone.BATTLEFIELD
    plains = _thing("plains", "A", CardType.LAND, "plains")
    result = resolve_combat(_knight_fight(plains), CURRENT)
    assert result.board.permanent("knight").zone is Zone.BATTLEFIELD
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD
    assert [(c.affected, c.value, c.rule) for c in result.effects] == [
        ("knight", "+1/+1", "613.4c")
    ]
    # An opponent's Plains does not count.
    theirs = _thing("plains", "B", CardType.LAND, "plains")
    assert resolve_combat(_knight_fight(theirs), CURRENT).board.permanent("knight").zone is (
        Zone.GRAVEYARD
    )


@pytest.mark.parametrize(("artifacts", "damage"), [(2, 1), (3, 3)])
def test_611_3a_metalcraft_needs_three_artifacts(artifacts: int, damage: int) -> None:
    golem = _with_text(
        creature("golem", "A", 1, 1, attacking="B"),
        "~ gets +2/+2 as long as you control three or more artifacts.",
    )
    stuff = [_thing(f"a{i}", "A", CardType.ARTIFACT) for i in range(artifacts)]
    result = resolve_combat(_board(golem, *stuff), CURRENT)
    assert result.board.player("B").life == 20 - damage


def test_611_3a_condition_on_defending_player_s_permanents() -> None:
    raider = _with_text(
        creature("raider", "A", 2, 2, attacking="B"),
        "~ gets +2/+0 as long as defending player controls a Swamp.",
    )
    swamp_b = _thing("swamp", "B", CardType.LAND, "swamp")
    swamp_a = _thing("swamp", "A", CardType.LAND, "swamp")
    assert resolve_combat(_board(raider, swamp_b), CURRENT).board.player("B").life == 16
    assert resolve_combat(_board(raider, swamp_a), CURRENT).board.player("B").life == 18


def test_611_3a_condition_on_an_opponent_s_life_total() -> None:
    brute = _with_text(
        creature("brute", "A", 2, 2, attacking="B"),
        "~ gets +1/+0 as long as an opponent has 10 or less life.",
    )
    assert resolve_combat(_board(brute, life_b=10), CURRENT).board.player("B").life == 7
    assert resolve_combat(_board(brute, life_b=11), CURRENT).board.player("B").life == 9


def test_611_3a_condition_on_your_life_total() -> None:
    angel = _with_text(
        creature("angel", "A", 2, 2, attacking="B"),
        "~ gets +2/+2 as long as you have 30 or more life.",
    )
    assert resolve_combat(_board(angel, life_a=30), CURRENT).board.player("B").life == 16
    assert resolve_combat(_board(angel, life_a=29), CURRENT).board.player("B").life == 18


def test_509_1b_cant_block_if_you_control_an_untapped_land() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    coward = _with_text(
        creature("coward", "B", 2, 2), "~ can't block if you control an untapped land."
    )
    untapped = _thing("forest", "B", CardType.LAND, "forest")
    tapped = evolve(untapped, tapped=True)
    assert not _blocks(_board(ogre, coward, untapped), coward="ogre")
    assert _blocks(_board(ogre, coward, tapped), coward="ogre")
    assert _blocks(_board(ogre, coward), coward="ogre")


def test_702_9b_flying_as_long_as_it_is_enchanted_lets_it_block_a_flyer() -> None:
    bird = creature("bird", "A", 1, 1, Keyword.FLYING, attacking="B")
    guard = _with_text(creature("guard", "B", 2, 2), "~ has flying as long as it's enchanted.")
    aura = _thing("aura", "B", CardType.ENCHANTMENT, "aura", attached_to="guard")
    assert not _blocks(_board(bird, guard), guard="bird")
    assert _blocks(_board(bird, guard, aura), guard="bird")
    # An Aura on another creature does not enchant the guard.
    other = creature("other", "B", 1, 1)
    elsewhere = evolve(aura, attached_to="other")
    assert not _blocks(_board(bird, guard, other, elsewhere), guard="bird")


def test_702_19b_trample_as_long_as_it_has_a_plus_one_counter() -> None:
    def fight(counters: Counters) -> int:
        hulk = _with_text(
            creature("hulk", "A", 4, 4, attacking="B", counters=counters),
            "~ has trample as long as it has a +1/+1 counter on it.",
        )
        wall = creature("wall", "B", 0, 2, blocking=("hulk",))
        return resolve_combat(_board(hulk, wall), CURRENT, auto=True).board.player("B").life

    assert fight(Counters()) == 20
    assert fight(Counters(plus_one=1)) == 17  # 5 power, 2 to the wall, 3 tramples over


def test_613_4c_plus_one_for_each_artifact_you_control() -> None:
    smith = _with_text(
        creature("smith", "A", 1, 1, attacking="B"),
        "~ gets +1/+0 for each artifact you control.",
    )
    stuff = [_thing(f"a{i}", "A", CardType.ARTIFACT) for i in range(3)]
    theirs = _thing("b0", "B", CardType.ARTIFACT)
    result = resolve_combat(_board(smith, *stuff, theirs), CURRENT)
    assert result.board.player("B").life == 16
    assert [c.value for c in result.effects] == ["+3/+0"]


def test_611_3a_count_is_taken_again_after_the_first_strike_step() -> None:
    # The captain gets +1/+1 for each other creature A controls: 2/2 with
    # the squire. A first striker kills the squire in the first-strike step,
    # so the unblocked captain deals 1, not 2, in the regular step.
    captain = _with_text(
        creature("captain", "A", 1, 1, attacking="B"),
        "~ gets +1/+1 for each other creature you control.",
    )
    squire = creature("squire", "A", 1, 1, attacking="B")
    knight = creature("knight", "B", 2, 2, Keyword.FIRST_STRIKE, blocking=("squire",))
    result = resolve_combat(_board(captain, squire, knight), CURRENT)
    assert result.board.permanent("squire").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 19


def test_613_4a_characteristic_defining_count_after_a_first_strike_death() -> None:
    # The avatar is as big as the number of creatures B controls: 2/2 with
    # the token. The token dies in the first-strike step; in the regular
    # step the avatar is 1/1 and the bear's 1 damage is lethal.
    knight = creature("knight", "A", 1, 1, Keyword.FIRST_STRIKE, attacking="B")
    bear = creature("bear", "A", 1, 1, attacking="B")
    token = creature("token", "B", 1, 1, blocking=("knight",))
    avatar = _with_text(
        creature("avatar", "B", 0, 0, blocking=("bear",)),
        "~'s power and toughness are each equal to the number of creatures you control.",
    )
    board = _board(knight, bear, token, avatar)
    applied = apply_static_effects(board).permanent("avatar")
    assert (applied.current_power, applied.current_toughness) == (2, 2)
    result = resolve_combat(board, CURRENT)
    assert result.board.permanent("token").zone is Zone.GRAVEYARD
    assert result.board.permanent("avatar").zone is Zone.GRAVEYARD
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD
    rules = {c.rule for c in result.effects}
    assert rules == {"613.4a"}


def test_613_4a_counters_apply_after_the_characteristic_defining_ability() -> None:
    lands = [_thing(f"l{i}", "A", CardType.LAND) for i in range(2)]
    elemental = _with_text(
        creature("elemental", "A", 5, 5, attacking="B", counters=Counters(plus_one=1)),
        "~'s power and toughness are each equal to the number of lands you control.",
    )
    got = apply_static_effects(_board(elemental, *lands)).permanent("elemental")
    assert (got.current_power, got.current_toughness) == (3, 3)
    assert own_permanent(got) == elemental


def test_303_4_enchanted_creature_gets_a_bonus_and_flying() -> None:
    bird = creature("bird", "A", 2, 2, Keyword.FLYING, attacking="B")
    bear = creature("bear", "B", 2, 2)
    aura = _with_text(
        _thing("aura", "B", CardType.ENCHANTMENT, "aura", attached_to="bear"),
        "Enchanted creature gets +2/+2 and has flying.",
    )
    assert not _blocks(_board(bird, bear), bear="bird")
    board = _board(bird, evolve(bear, blocking=("bird",)), aura)
    assert _blocks(_board(bird, bear, aura), bear="bird")
    result = resolve_combat(board, CURRENT).board
    assert result.permanent("bear").zone is Zone.BATTLEFIELD
    assert result.permanent("bird").zone is Zone.GRAVEYARD


def test_509_1b_enchanted_creature_can_t_block() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    bear = creature("bear", "B", 2, 2)
    pacifism = _with_text(
        _thing("pacifism", "A", CardType.ENCHANTMENT, "aura", attached_to="bear"),
        "Enchanted creature can't block.",
    )
    assert _blocks(_board(ogre, bear), bear="ogre")
    assert not _blocks(_board(ogre, bear, pacifism), bear="ogre")


def test_704_5m_aura_follows_its_creature_to_the_graveyard_and_counts_there() -> None:
    # B has five cards in the graveyard. The enchanted bear dies in the
    # first-strike step and its Aura follows it in the same check (704.5m):
    # seven cards, so the threshold hermit is 3/3 in the regular step and
    # survives the ogre's 2 damage. Without the Aura it stays 1/1 and dies.
    knight = creature("knight", "A", 2, 2, Keyword.FIRST_STRIKE, attacking="B")
    ogre = creature("ogre", "A", 2, 2, attacking="B")
    bear = creature("bear", "B", 1, 1, blocking=("knight",))
    aura = _thing("aura", "B", CardType.ENCHANTMENT, "aura", attached_to="bear")
    hermit = _with_text(
        creature("hermit", "B", 1, 1, blocking=("ogre",)),
        "Threshold \u2014 ~ gets +2/+2 as long as seven or more cards are in your graveyard.",
    )

    def play(*perms: Permanent) -> Board:
        board = Board(
            players=(Player("A"), Player("B", graveyard=5)),
            permanents=perms,
            active_player="A",
        )
        return resolve_combat(board, CURRENT).board

    with_aura = play(knight, ogre, bear, aura, hermit)
    assert with_aura.permanent("aura").zone is Zone.GRAVEYARD
    assert with_aura.permanent("hermit").on_battlefield
    assert with_aura.permanent("ogre").zone is Zone.GRAVEYARD
    without = play(knight, ogre, bear, hermit)
    assert without.permanent("hermit").zone is Zone.GRAVEYARD
    assert without.permanent("ogre").on_battlefield


def test_704_5m_event_names_the_rule() -> None:
    bear = creature("bear", "B", 1, 1, zone=Zone.GRAVEYARD)
    aura = _thing("aura", "B", CardType.ENCHANTMENT, "aura", attached_to="bear")
    sword = _thing("sword", "B", CardType.ARTIFACT, "equipment", attached_to="bear")
    # a state the engine reaches between two checks, which Board(...) refuses
    # (an Aura attached to a creature off the battlefield): Board.trusted
    board = Board.trusted((Player("A"), Player("B")), (bear, aura, sword), "A")
    after, events = check_state_based_actions(board, CURRENT)
    assert [(e.kind, e.rule) for e in events] == [("put_into_graveyard", "704.5m")]
    assert after.permanent("sword").on_battlefield


def test_301_5_equipped_creature_gets_a_bonus() -> None:
    bear = creature("bear", "A", 2, 2, attacking="B")
    sword = _with_text(
        _thing("sword", "A", CardType.ARTIFACT, "equipment", attached_to="bear"),
        "Equipped creature gets +2/+0.",
    )
    assert resolve_combat(_board(bear, sword), CURRENT).board.player("B").life == 16
    unattached = evolve(sword, attached_to=None)
    assert resolve_combat(_board(bear, unattached), CURRENT).board.player("B").life == 18


def test_303_4_plus_two_for_each_aura_attached_to_it() -> None:
    spirit = _with_text(
        creature("spirit", "A", 1, 1, attacking="B"),
        "~ gets +2/+2 for each Aura attached to it.",
    )
    auras = [
        _thing(f"aura{i}", "A", CardType.ENCHANTMENT, "aura", attached_to="spirit")
        for i in range(2)
    ]
    elsewhere = _thing("aura9", "A", CardType.ENCHANTMENT, "aura")
    result = resolve_combat(_board(spirit, *auras, elsewhere), CURRENT)
    assert result.board.player("B").life == 15


def test_selector_with_flying_or_reach_matches_either_keyword() -> None:
    either = Selector(with_any_keywords=frozenset({Keyword.FLYING, Keyword.REACH}))
    spider = creature("spider", "B", 2, 4, Keyword.REACH)
    bird = creature("bird", "B", 1, 1, Keyword.FLYING)
    bear = creature("bear", "B", 2, 2)
    board = _board(spider, bird, bear)
    assert matching(board, either, None) == ("spider", "bird")


def test_613_4c_creatures_with_flying_or_reach_get_a_bonus() -> None:
    tower = _with_text(
        _thing("tower", "B", CardType.ENCHANTMENT),
        "Creatures you control with flying or reach get +0/+2.",
    )
    ogre = creature("ogre", "A", 3, 3, attacking="B")

    def survives(blocker: Permanent) -> bool:
        board = _board(ogre, evolve(blocker, blocking=("ogre",)), tower)
        return resolve_combat(board, CURRENT).board.permanent(blocker.id).on_battlefield

    assert survives(creature("spider", "B", 1, 2, Keyword.REACH))
    assert survives(creature("bird", "B", 1, 2, Keyword.FLYING))
    assert not survives(creature("bear", "B", 1, 2))


def test_702_19b_each_creature_with_a_plus_one_counter_has_trample() -> None:
    banner = _with_text(
        _thing("banner", "A", CardType.ENCHANTMENT),
        "Each creature you control with a +1/+1 counter on it has trample.",
    )

    def life(counters: Counters) -> int:
        hulk = creature("hulk", "A", 3, 3, attacking="B", counters=counters)
        wall = creature("wall", "B", 0, 2, blocking=("hulk",))
        board = _board(hulk, wall, banner)
        return resolve_combat(board, CURRENT, auto=True).board.player("B").life

    assert life(Counters()) == 20
    assert life(Counters(plus_one=1)) == 18


def test_611_3a_threshold_turns_on_when_a_creature_dies_in_the_first_strike_step() -> None:
    # A has six cards in the graveyard. The squire dies to a first striker in
    # the first-strike step and is the seventh: in the regular step the
    # brute (threshold: +2/+2) deals 3, not 1.
    brute = _with_text(
        creature("brute", "A", 1, 1, attacking="B"),
        "Threshold \u2014 ~ gets +2/+2 as long as seven or more cards are in your graveyard.",
    )
    squire = creature("squire", "A", 1, 1, attacking="B")
    knight = creature("knight", "B", 2, 2, Keyword.FIRST_STRIKE, blocking=("squire",))

    def life(graveyard: int, *perms: Permanent) -> int:
        board = Board(
            players=(Player("A", graveyard=graveyard), Player("B")),
            permanents=perms,
            active_player="A",
        )
        return resolve_combat(board, CURRENT).board.player("B").life

    assert life(6, brute) == 19
    assert life(7, brute) == 17
    assert life(6, brute, squire, knight) == 17
    assert life(5, brute, squire, knight) == 19


def test_613_4a_power_and_toughness_equal_to_cards_in_hand() -> None:
    sage = _with_text(
        creature("sage", "B", 0, 0),
        "~'s power and toughness are each equal to the number of cards in your hand.",
    )
    ogre = creature("ogre", "A", 3, 3, attacking="B")

    def survives(hand: int) -> bool:
        board = Board(
            players=(Player("A"), Player("B", hand=hand)),
            permanents=(ogre, evolve(sage, blocking=("ogre",))),
            active_player="A",
        )
        return resolve_combat(board, CURRENT).board.permanent("sage").on_battlefield

    assert not survives(3)
    assert survives(4)


def test_613_4c_minus_one_for_each_card_in_hand() -> None:
    hermit = _with_text(
        creature("hermit", "A", 4, 4, attacking="B"), "~ gets -1/-1 for each card in your hand."
    )
    for hand, life in ((0, 16), (3, 19)):
        board = Board(
            players=(Player("A", hand=hand), Player("B")),
            permanents=(hermit,),
            active_player="A",
        )
        assert resolve_combat(board, CURRENT).board.player("B").life == life


def test_scenario_players_hand_and_graveyard_counts_are_fields() -> None:
    text = _HEAD.replace("[players.A]", "[players.A]\nhand = 2\ngraveyard = 7")
    board = parse_scenario(text).board
    assert (board.player("A").hand, board.player("A").graveyard) == (2, 7)
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(_HEAD.replace("[players.A]", "[players.A]\nhand = -1"), source="h.toml")
    assert str(caught.value).startswith("h.toml: players.A.hand: ")


# ---------------------------------------------------------------------------
# Scenario files: attached_to, characteristic-defining power and toughness
# ---------------------------------------------------------------------------

_HEAD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
"""


def _aura(attached: str, zone: str = "battlefield") -> str:
    return f"""
[[permanents]]
id = "aura"
controller = "A"
types = ["enchantment"]
subtypes = ["Aura"]
zone = "{zone}"
attached_to = "{attached}"
abilities = ["Enchanted creature gets +1/+1."]
"""


def test_303_4_scenario_attached_to_an_aura() -> None:
    scenario = parse_scenario(_HEAD + _aura("bear"))
    assert scenario.board.permanent("aura").attached_to == "bear"
    result = resolve_combat(scenario.board, CURRENT)
    assert result.board.player("B").life == 17


@pytest.mark.parametrize(
    ("attached", "zone", "problem"),
    [
        ("nobody", "battlefield", '"nobody" is not a permanent id'),
        ("aura", "battlefield", "can't be attached to itself"),
        ("bear", "graveyard", "must both be on the battlefield"),
    ],
)
def test_303_4_scenario_attached_to_must_name_a_permanent_on_the_battlefield(
    attached: str, zone: str, problem: str
) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(_HEAD + _aura(attached, zone), source="aura.toml")
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith('aura.toml: permanents[1] "aura".attached_to: ')
    assert problem in message and message.endswith("(303.4)")


def test_613_4a_scenario_creature_with_a_characteristic_defining_ability_needs_no_toughness() -> (
    None
):
    text = (
        _HEAD
        + """
[[permanents]]
id = "avatar"
controller = "B"
abilities = ["~'s power and toughness are each equal to the number of creatures you control."]
blocking = ["bear"]
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
"""
    )
    scenario = parse_scenario(text)
    applied = apply_static_effects(scenario.board).permanent("avatar")
    assert (applied.current_power, applied.current_toughness) == (2, 2)
    assert not scenario.notes
    # A number the file gives anyway is overridden, and said so.
    given = parse_scenario(text.replace('id = "avatar"', 'id = "avatar"\npower = 7'))
    assert [(n.kind, n.text, n.rule) for n in given.notes] == [("no_effect", "power = 7", "613.4a")]
    applied = apply_static_effects(given.board).permanent("avatar")
    assert applied.current_power == 2


def test_613_4a_cli_resolve_reports_the_defined_value(tmp_path: Path) -> None:
    path = tmp_path / "avatar.toml"
    path.write_text(
        _HEAD.replace("power = 2\ntoughness = 2\n", "")
        + 'abilities = ["~\'s power is equal to the number of lands you control."]\n'
        + "\n".join(
            f'[[permanents]]\nid = "l{i}"\ncontroller = "A"\ntypes = ["land"]' for i in range(3)
        ),
        encoding="utf-8",
    )
    runner = CliRunner()
    out = runner.invoke(cli_module.cli, ["resolve", "--json", str(path)], env=ENGLISH)
    assert out.exit_code == 2, out.output  # the bear needs a toughness (208.1)
    assert "toughness" in out.output and "(208.1)" in out.output
    text = path.read_text(encoding="utf-8").replace('id = "bear"', 'id = "bear"\ntoughness = 2')
    path.write_text(text, encoding="utf-8")
    out = runner.invoke(cli_module.cli, ["resolve", "--json", str(path)], env=ENGLISH)
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["effects"] == [
        {
            "source": "bear",
            "affected": "bear",
            "change": "has power 3 (defined by its own ability)",
            "rule": "613.4a",
        }
    ]
    text = runner.invoke(cli_module.cli, ["resolve", str(path)], env=ENGLISH).output
    assert "bear -> bear: has power 3 (defined by its own ability) (613.4a)" in text
    assert "bear deals 3 combat damage to B" in text


def test_characteristic_defining_changes_have_both_languages() -> None:
    for what in ("set_power", "set_toughness"):
        en = effect_change_text(what, "3", "en")
        ja = effect_change_text(what, "3", "ja")
        assert "3" in en and "3" in ja and en != ja


# ---------------------------------------------------------------------------
# Property: conditions and counts recompute exactly
# ---------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(["A", "B"]), st.integers(0, 3)), min_size=1, max_size=4),
    st.lists(st.sampled_from(["A", "B"]), max_size=4),
    st.integers(0, 3),
    st.booleans(),
)
def test_611_3a_conditions_and_counts_recompute_and_undo_exactly(
    creatures: list[tuple[str, int]], artifacts: list[str], needed: int, cda: bool
) -> None:
    perms = [creature(f"c{i}", who, p, 1) for i, (who, p) in enumerate(creatures)]
    stuff = [_thing(f"a{i}", who, CardType.ARTIFACT) for i, who in enumerate(artifacts)]
    mine = sum(1 for who in artifacts if who == "A")
    statics = (
        StaticEffect(
            Selector(controller="you"),
            power=1,
            condition=PermanentCount(ARTIFACTS_YOU, ">=", needed),
        ),
        StaticEffect(Selector(controller="you"), toughness=1, per=ARTIFACTS_YOU),
    )
    source = _thing("source", "A", CardType.ENCHANTMENT, statics=statics)
    lord = creature("lord", "A", 9, 9)
    if cda:
        lord = _with_text(
            lord, "~'s power and toughness are each equal to the number of artifacts you control."
        )
    board = apply_static_effects(_board(*perms, *stuff, lord, source))
    assert apply_static_effects(board) is board
    bonus = 1 if mine >= needed else 0
    for perm, original in zip(board.permanents, perms, strict=False):
        assert own_permanent(perm) == original
        if original.controller == "A":
            assert (perm.power, perm.toughness) == (original.power + bonus, 1 + mine)
        else:
            assert perm == original
    got = board.permanent("lord")
    base = mine if cda else 9
    assert (got.power, got.toughness) == (base + bonus, base + mine)
    # Without the artifacts the condition and the count fall back; without the
    # source nothing of its effects remains.
    bare = board.with_permanents(
        evolve(p, zone=Zone.GRAVEYARD) if p.is_type(CardType.ARTIFACT) else p
        for p in board.permanents
    )
    after = apply_static_effects(bare)
    expect_bonus = 1 if needed == 0 else 0
    for perm, original in zip(after.permanents, perms, strict=False):
        if original.controller == "A":
            assert (perm.power, perm.toughness) == (original.power + expect_bonus, 1)
    gone = board.with_permanents(
        evolve(p, zone=Zone.GRAVEYARD) if p.id == "source" else p for p in board.permanents
    )
    restored = apply_static_effects(gone)
    assert restored.permanents[: len(perms)] == tuple(perms)
    if not cda:
        assert not changes_in_force(restored)


# ---------------------------------------------------------------------------
# The solver sees permanents outside the fight that conditions and counts read
# ---------------------------------------------------------------------------


def test_611_3a_solver_keeps_the_artifact_a_count_reads() -> None:
    # The trampler is 3/3 only thanks to an artifact outside the fight; the
    # effects are recomputed after the first-strike step, and the best
    # regular assignment is 1 to the 1/1 blocker and 2 to the player.
    smith = _with_text(
        creature("smith", "A", 2, 2, Keyword.TRAMPLE, attacking="B"),
        "~ gets +1/+1 for each artifact you control.",
    )
    chump = creature("chump", "B", 1, 1, Keyword.FIRST_STRIKE, blocking=("smith",))
    relic = _thing("relic", "A", CardType.ARTIFACT)
    board = apply_static_effects(_board(smith, chump, relic))
    plan = best_assignment(board, CURRENT)
    assert plan.outcome.board.player("B").life == 18
    chosen = {a.creature: a.as_dict() for a in plan.choice.packages[Step.REGULAR]}
    assert chosen["smith"] == {"chump": 1, "B": 2}


def test_613_4a_solver_blocks_with_the_count_in_mind() -> None:
    # B's avatar is as big as the number of creatures B controls (3: itself
    # and two 0/1 walls that cannot block well). Blocking the 3/3 ogre with
    # the 3/3 avatar trades; the solver must see the walls to know that
    # the avatar is 3/3, not 1/1.
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    avatar = _with_text(
        creature("avatar", "B", 0, 0),
        "~'s power and toughness are each equal to the number of creatures you control.",
    )
    walls = [creature(f"w{i}", "B", 0, 1, tapped=True) for i in range(2)]
    board = apply_static_effects(_board(ogre, avatar, *walls))
    best = best_blocks(board, CURRENT)
    played = best.outcome.board
    assert played.permanent("ogre").zone is Zone.GRAVEYARD


def test_611_3a_a_fight_s_board_keeps_what_conditions_and_counts_read() -> None:
    smith = _with_text(
        creature("smith", "A", 2, 2, attacking="B"),
        "~ gets +1/+1 for each artifact you control.",
    )
    relic = _thing("relic", "A", CardType.ARTIFACT)
    idle = creature("idle", "B", 1, 1)
    board = _board(smith, relic, idle)
    assert [p.id for p in solver_fights._sub_board(board, ("smith",)).permanents] == [
        "smith",
        "relic",
        "idle",
    ]
    plain = _board(creature("bear", "A", 2, 2, attacking="B"), relic, idle)
    assert [p.id for p in solver_fights._sub_board(plain, ("bear",)).permanents] == ["bear"]


@dataclasses.dataclass(frozen=True)
class _TextCard(Card):
    """A catalog card with Oracle text (the catalog's own cards may carry it too)."""

    text: str = ""


def test_613_4a_catalog_card_with_star_power_takes_its_value_from_its_text() -> None:
    nightmare = _TextCard(
        name="Test Nightmare",
        types=("creature",),
        power_text="*",
        toughness_text="*",
        text="Flying\nTest Nightmare's power and toughness are each equal to the number of "
        "Swamps you control.",
    )
    catalog = Catalog.of([nightmare])
    text = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "nightmare"
card = "Test Nightmare"
controller = "A"
attacking = "B"
[[permanents]]
id = "swamp"
controller = "A"
types = ["land"]
subtypes = ["Swamp"]
"""
    board = parse_scenario(text, catalog=catalog).board
    assert resolve_combat(board, CURRENT).board.player("B").life == 19
    plain = _TextCard(name="Test Nightmare", power_text="*", toughness_text="*", text="Flying")
    with pytest.raises(ScenarioError, match=r"power .*\(208\.2\)"):
        parse_scenario(text, catalog=Catalog.of([plain]))


def test_613_condition_is_read_after_the_layers_before_its_effect() -> None:
    # The banner's +2/+0 makes the bear a 4-power creature in layer 7c; the
    # brute's condition (a creature with power 4 or greater) is read when its
    # own +1/+1 applies, after the banner's (board order), so it holds.
    banner = _with_text(
        _thing("banner", "A", CardType.ENCHANTMENT),
        "Other creatures you control get +2/+0.",
    )
    bear = creature("bear", "A", 2, 2)
    brute = _with_text(
        creature("brute", "A", 1, 1, attacking="B"),
        "~ gets +1/+1 as long as you control a creature with power 4 or greater.",
    )
    got = apply_static_effects(_board(banner, bear, brute)).permanent("brute")
    assert (got.power, got.toughness) == (4, 2)
