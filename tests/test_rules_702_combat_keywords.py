"""The combat keyword abilities of CR 702 carried out for issue 33: training
(702.149a), dethrone (702.105a) and mentor (702.134a) as attackers are
declared; renown N (702.112a, an intervening "if", 603.4) and ingest
(702.115a) on combat damage to a player; umbra armor, once totem armor
(702.89a), replacing a destruction. Each form: its parse, a rules test named
by its rule with a control, and its Japanese rendering."""

from __future__ import annotations

import pytest

from helpers import creature
from mtgcombat.core.abilities import (
    BlockTrigger,
    DestroyEffect,
    Keyword,
    OtherKeyword,
    PumpEffect,
)
from mtgcombat.core.block_rules import MustBlock
from mtgcombat.core.events import Event
from mtgcombat.core.keyword_events import KeywordTriggerResolves, UmbraArmorReplaces
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player, TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.attack_triggers import declare_attackers_triggers, has_attack_triggers
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.triggers import ChoiceError
from mtgcombat.text import parse_sentence
from mtgcombat.text.keywords import keyword_status, parse_keyword

TRAINING = OtherKeyword("training", rule="702.149")
DETHRONE = OtherKeyword("dethrone", rule="702.105")
MENTOR = OtherKeyword("mentor", rule="702.134")
INGEST = OtherKeyword("ingest", rule="702.115")
UMBRA = OtherKeyword("umbra armor", rule="702.89")
TOTEM = OtherKeyword("totem armor", rule="702.89")
PROVOKE = OtherKeyword("provoke", rule="702.39")
MYRIAD = OtherKeyword("myriad", rule="702.116")


def renown(n: int) -> OtherKeyword:
    return OtherKeyword("renown", str(n), "702.112")


def board(*permanents: Permanent, a_life: int = 20, b_life: int = 20) -> Board:
    return Board((Player("A", life=a_life), Player("B", life=b_life)), permanents, "A")


def kinds(events: tuple[Event, ...]) -> list[str]:
    return [e.kind for e in events]


def fight(b: Board, **tables: str) -> tuple[Board, tuple[Event, ...]]:
    result = resolve_combat(b, "current", tables or None, auto=True, triggers=True)
    return result.board, result.events


def aura(pid: str, host: str, keyword: OtherKeyword = UMBRA) -> Permanent:
    return Permanent(
        id=pid,
        controller="A",
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to=host,
        abilities=frozenset({keyword}),
    )


# -- the parser ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("Training", TRAINING),
        ("Dethrone", DETHRONE),
        ("Mentor", MENTOR),
        ("Renown 2", renown(2)),
        ("Ingest", INGEST),
        ("Umbra armor", UMBRA),
        ("Totem armor", TOTEM),
        ("Provoke", PROVOKE),
        ("Myriad", MYRIAD),
    ],
)
def test_702_keyword_lines_parse_as_modelled(line: str, value: OtherKeyword) -> None:
    assert parse_keyword(line) == value
    assert keyword_status(value) == "modelled"
    parsed = parse_sentence(line)
    assert parsed.status == "modelled", parsed
    assert parsed.traits.abilities == frozenset({value})


@pytest.mark.parametrize(
    "line",
    [
        "Renown X",  # no number the engine reads
        "Frenzy 1",  # still not carried out (annihilator is: tests/test_sacrifice_choices.py)
        "Absorb 2",
    ],
)
def test_702_keyword_variants_left_unmodelled(line: str) -> None:
    parsed = parse_sentence(line)
    assert parsed.status == "unmodelled", parsed
    assert "keyword ability" in parsed.error


def test_613_1f_granted_training_is_carried_out() -> None:
    parsed = parse_sentence("Other Soldier creatures you control have training.")
    assert parsed.status == "modelled", parsed
    [static] = parsed.traits.statics

    squire = creature("squire", "A", 1, 2, attacking="B", subtypes=frozenset({"soldier"}))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    captain = Permanent(id="captain", controller="A", power=1, toughness=1, statics=(static,))
    ready = apply_static_effects(board(squire, ogre, captain))
    after, _ = declare_attackers_triggers(ready, "current")
    assert after.permanent("squire").counters.plus_one == 1
    # control: the ogre is no Soldier and has no training
    assert after.permanent("ogre").counters.plus_one == 0


# -- training (702.149a) -------------------------------------------------------


def test_702_149a_training_counter_when_a_greater_power_creature_attacks_too() -> None:
    squire = creature("squire", "A", 1, 2, TRAINING, attacking="B")
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    after, events = declare_attackers_triggers(board(squire, ogre), "current")
    assert after.permanent("squire").counters.plus_one == 1
    assert after.permanent("squire").current_power == 2
    assert [(e.rule, e.kind) for e in events] == [("702.149a", "keyword_trigger")]


def test_702_149a_training_control_equal_power_or_alone() -> None:
    squire = creature("squire", "A", 2, 2, TRAINING, attacking="B")
    bear = creature("bear", "A", 2, 2, attacking="B")
    after, events = declare_attackers_triggers(board(squire, bear), "current")
    assert after.permanent("squire").counters.plus_one == 0 and events == ()
    # a greater creature that does not attack does not train it
    home = creature("ogre", "A", 5, 5)
    after, events = declare_attackers_triggers(board(squire, home), "current")
    assert after.permanent("squire").counters.plus_one == 0 and events == ()


def test_702_149a_training_read_as_declared_not_after_other_triggers() -> None:
    # battle cry resolves first in board order; training triggered (or not) on
    # the powers as attackers were declared (508.2a)
    crier = creature("crier", "A", 2, 2, OtherKeyword("battle cry", rule="702.91"), attacking="B")
    squire = creature("squire", "A", 2, 2, TRAINING, attacking="B")
    after, _ = declare_attackers_triggers(board(crier, squire), "current")
    assert after.permanent("squire").counters.plus_one == 0


# -- dethrone (702.105a) -------------------------------------------------------


def test_702_105a_dethrone_attacking_the_player_with_the_most_life() -> None:
    rogue = creature("rogue", "A", 1, 1, DETHRONE, attacking="B")
    after, events = declare_attackers_triggers(board(rogue, a_life=12, b_life=15), "current")
    assert after.permanent("rogue").counters.plus_one == 1
    [event] = events
    assert isinstance(event, KeywordTriggerResolves) and event.player == "B"
    # tied for the most life triggers it too
    after, _ = declare_attackers_triggers(board(rogue, a_life=15, b_life=15), "current")
    assert after.permanent("rogue").counters.plus_one == 1


def test_702_105a_dethrone_control_defending_player_has_less_life() -> None:
    rogue = creature("rogue", "A", 1, 1, DETHRONE, attacking="B")
    after, events = declare_attackers_triggers(board(rogue, a_life=16, b_life=15), "current")
    assert after.permanent("rogue").counters.plus_one == 0 and events == ()


def test_702_105a_dethrone_control_attacking_a_planeswalker_attacks_no_player() -> None:
    rogue = creature("rogue", "A", 1, 1, DETHRONE, attacking="jace")
    jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    after, events = declare_attackers_triggers(board(rogue, jace, a_life=5), "current")
    assert after.permanent("rogue").counters.plus_one == 0 and events == ()


# -- mentor (702.134a) ---------------------------------------------------------


def test_702_134a_mentor_counter_on_target_attacker_with_lesser_power() -> None:
    chosen = TriggerChoices(targets=("cub",))
    sergeant = creature("sergeant", "A", 3, 2, MENTOR, attacking="B", choices=chosen)
    cub = creature("cub", "A", 2, 2, attacking="B")
    after, events = declare_attackers_triggers(board(sergeant, cub), "current")
    assert after.permanent("cub").counters.plus_one == 1
    assert after.permanent("sergeant").counters.plus_one == 0
    assert kinds(events) == ["target_chosen", "keyword_trigger"]


def test_702_134a_mentor_control_equal_power_is_no_legal_target() -> None:
    chosen = TriggerChoices(targets=("bear",))
    sergeant = creature("sergeant", "A", 2, 2, MENTOR, attacking="B", choices=chosen)
    bear = creature("bear", "A", 2, 2, attacking="B")
    with pytest.raises(ChoiceError, match=r"702\.134a"):
        declare_attackers_triggers(board(sergeant, bear), "current")
    # no target named and no legal one: removed from the stack (603.3d)
    alone = creature("sergeant", "A", 2, 2, MENTOR, attacking="B")
    after, events = declare_attackers_triggers(board(alone, bear), "current")
    assert after.permanent("bear").counters.plus_one == 0
    assert [(e.kind, e.rule) for e in events] == [("trigger_removed", "603.3d")]


def test_608_2b_mentor_target_no_longer_lesser_as_it_resolves() -> None:
    # the cub's own attack trigger resolves first (board order: the active
    # player's choice, 603.3b) and makes its power equal to the mentor's
    rush = BlockTrigger(("attacks",), (PumpEffect("it", 1, 0),))
    cub = creature("cub", "A", 2, 2, rush, attacking="B")
    chosen = TriggerChoices(targets=("cub",))
    sergeant = creature("sergeant", "A", 3, 2, MENTOR, attacking="B", choices=chosen)
    after, events = declare_attackers_triggers(board(cub, sergeant), "current")
    assert after.permanent("cub").counters.plus_one == 0
    assert ("trigger_removed", "608.2b") in [(e.kind, e.rule) for e in events]
    # control: without the pump the target stays legal and gets the counter
    plain = creature("cub", "A", 2, 2, attacking="B")
    after, _ = declare_attackers_triggers(board(plain, sergeant), "current")
    assert after.permanent("cub").counters.plus_one == 1


def test_603_3d_mentor_missing_target_is_a_choice_error() -> None:
    sergeant = creature("sergeant", "A", 3, 2, MENTOR, attacking="B")
    cub = creature("cub", "A", 1, 1, attacking="B")
    with pytest.raises(ChoiceError, match="legal now: cub"):
        declare_attackers_triggers(board(sergeant, cub), "current")


def test_508_2a_keyword_attack_triggers_need_the_cheap_test() -> None:
    bear = creature("bear", "A", 2, 2, attacking="B")
    assert not has_attack_triggers(board(bear))
    assert has_attack_triggers(board(bear, creature("s", "A", 1, 1, TRAINING)))


# -- provoke (702.39a) --------------------------------------------------------


def _provoked(**choices: object) -> tuple[Board, tuple[Event, ...]]:
    grappler = creature(
        "g",
        "A",
        1,
        1,
        PROVOKE,
        attacking="B",
        choices=TriggerChoices(**choices),  # type: ignore[arg-type]
    )
    giant = creature("giant", "B", 3, 3, tapped=True)
    return declare_attackers_triggers(board(grappler, giant), "current")


def test_702_39a_provoke_untaps_the_target_which_must_block() -> None:
    after, events = _provoked(targets=("giant",))
    giant = after.permanent("giant")
    assert not giant.tapped
    assert MustBlock("g") in giant.block_rules
    assert [e.rule for e in events] == ["603.3d", "603.5", "702.39a"]
    # the requirement: not blocking the grappler, when the giant could, is illegal
    none = BlockDeclaration.parse("")
    assert not is_legal_blocks(after, none, "current")
    assert is_legal_blocks(after, BlockDeclaration.parse("giant: g"), "current")


def test_702_39a_provoke_control_declined_or_no_creature() -> None:
    after, events = _provoked(targets=("giant",), may=False)
    assert after.permanent("giant").tapped
    assert MustBlock("g") not in after.permanent("giant").block_rules
    assert is_legal_blocks(after, BlockDeclaration.parse(""), "current")
    # no target named and declined: nothing to choose (603.5)
    after, events = _provoked(may=False)
    assert [(e.kind, e.rule) for e in events] == [("choice_made", "603.5")]


def test_603_3d_provoke_target_must_be_the_defending_players_creature() -> None:
    with pytest.raises(ChoiceError, match=r"702\.39a"):
        _provoked(targets=("g",))
    with pytest.raises(ChoiceError, match="legal now: giant"):
        _provoked()


# -- myriad (702.116a) --------------------------------------------------------


def test_702_116a_myriad_two_players_creates_nothing() -> None:
    caller = creature("caller", "A", 8, 6, MYRIAD, attacking="B")
    after, events = declare_attackers_triggers(board(caller), "current")
    assert [(e.kind, e.rule) for e in events] == [("keyword_trigger", "702.116a")]
    assert [p.id for p in after.permanents] == ["caller"]
    assert "no opponent other than the defending player B" in describe_event(events[0])


def test_702_116a_myriad_control_another_opponent_copies_refused_or_declined() -> None:
    players = (Player("A"), Player("B"), Player("C"))
    caller = creature("caller", "A", 8, 6, MYRIAD, attacking="B")
    with pytest.raises(ChoiceError, match="not modelled"):
        declare_attackers_triggers(Board(players, (caller,), "A"), "current")
    declined = creature(
        "caller", "A", 8, 6, MYRIAD, attacking="B", choices=TriggerChoices(may=False)
    )
    _, events = declare_attackers_triggers(Board(players, (declined,), "A"), "current")
    assert [(e.kind, e.rule) for e in events] == [("choice_made", "603.5")]
    # an opponent who has lost the game is no longer an opponent to attack (800.4a)
    gone = (Player("A"), Player("B"), Player("C", lost=True))
    _, events = declare_attackers_triggers(Board(gone, (caller,), "A"), "current")
    assert [e.rule for e in events] == ["702.116a"]


# -- renown (702.112a) ---------------------------------------------------------


def test_702_112a_renown_counters_and_renowned_on_combat_damage_to_a_player() -> None:
    knight = creature("knight", "A", 2, 2, renown(2), attacking="B")
    after, events = fight(board(knight))
    perm = after.permanent("knight")
    assert perm.counters.plus_one == 2 and perm.renowned
    assert after.player("B").life == 18  # the counters came after the damage
    assert "keyword_trigger" in kinds(events)


def test_702_112a_renown_control_blocked_or_already_renowned() -> None:
    knight = creature("knight", "A", 2, 2, renown(2), attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("knight",))
    after, events = fight(board(knight, wall))
    assert after.permanent("knight").counters.plus_one == 0
    assert not after.permanent("knight").renowned
    renowned = creature("knight", "A", 2, 2, renown(2), attacking="B", renowned=True)
    after, events = fight(board(renowned))
    assert after.permanent("knight").counters.plus_one == 0
    # a renowned creature's renown does not trigger at all (603.4)
    assert "combat_damage_trigger" not in kinds(events)


def test_603_4_renown_double_strike_triggers_once() -> None:
    knight = creature("knight", "A", 2, 2, renown(1), Keyword.DOUBLE_STRIKE, attacking="B")
    after, events = fight(board(knight))
    assert after.permanent("knight").counters.plus_one == 1
    # 2 first-strike damage, then 3 with the counter
    assert after.player("B").life == 15
    assert kinds(events).count("keyword_trigger") == 1


def test_603_4_renown_two_abilities_the_second_does_nothing() -> None:
    knight = creature("knight", "A", 2, 2, renown(1), renown(2), attacking="B")
    after, events = fight(board(knight))
    assert after.permanent("knight").counters.plus_one == 1
    rules = [e.rule for e in events if e.kind == "keyword_trigger"]
    assert rules == ["702.112a", "603.4"]


# -- ingest (702.115a) ---------------------------------------------------------


def test_702_115a_ingest_that_player_exiles_the_top_card() -> None:
    drone = creature("drone", "A", 1, 1, INGEST, attacking="B")
    after, events = fight(board(drone))
    [event] = [e for e in events if isinstance(e, KeywordTriggerResolves)]
    assert (event.rule, event.player) == ("702.115a", "B")
    assert after.player("B").life == 19


def test_702_115a_ingest_control_blocked_deals_no_damage_to_a_player() -> None:
    drone = creature("drone", "A", 1, 1, INGEST, attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("drone",))
    _, events = fight(board(drone, wall))
    assert not [e for e in events if isinstance(e, KeywordTriggerResolves)]


# -- umbra armor (702.89a) -----------------------------------------------------


def test_702_89a_umbra_armor_replaces_lethal_damage_destruction() -> None:
    bear = creature("bear", "A", 2, 2, attacking="B")
    ogre = creature("ogre", "B", 5, 5, blocking=("bear",))
    after, events = fight(board(bear, ogre, aura("hyena", "bear")))
    assert after.permanent("bear").on_battlefield and after.permanent("bear").damage == 0
    assert after.permanent("hyena").zone.value == "graveyard"
    [replaced] = [e for e in events if isinstance(e, UmbraArmorReplaces)]
    assert (replaced.creature, replaced.source, replaced.damage) == ("bear", "hyena", 5)
    # not tapped by it nor removed from combat (unlike regeneration)
    assert "regenerated" not in kinds(events)


def test_702_89a_totem_armor_replaces_deathtouch_destruction() -> None:
    bear = creature("bear", "A", 2, 2, attacking="B")
    snake = creature("snake", "B", 1, 1, Keyword.DEATHTOUCH, blocking=("bear",))
    after, _ = fight(board(bear, snake, aura("eel", "bear", TOTEM)))
    assert after.permanent("bear").on_battlefield
    assert not after.permanent("bear").deathtouch_damaged
    assert after.permanent("eel").zone.value == "graveyard"


def test_702_89a_umbra_armor_control_without_the_aura_the_creature_dies() -> None:
    bear = creature("bear", "A", 2, 2, attacking="B")
    ogre = creature("ogre", "B", 5, 5, blocking=("bear",))
    plain = Permanent(
        id="rancor",
        controller="A",
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to="bear",
    )
    after, _ = fight(board(bear, ogre, plain))
    assert after.permanent("bear").zone.value == "graveyard"


def test_704_5f_umbra_armor_control_toughness_zero_is_not_destruction() -> None:
    bear = creature("bear", "A", 2, 2, counters=Counters(minus_one=2))
    after, events = check_state_based_actions(board(bear, aura("hyena", "bear")), "current")
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("hyena").zone.value == "graveyard"  # then 704.5m
    assert "umbra_armor" not in kinds(events)


def test_702_89a_umbra_armor_control_indestructible_creature_keeps_the_aura() -> None:
    bear = creature("bear", "A", 2, 2, Keyword.INDESTRUCTIBLE, damage=3)
    after, events = check_state_based_actions(board(bear, aura("hyena", "bear")), "current")
    assert after.permanent("hyena").on_battlefield
    assert "umbra_armor" not in kinds(events)


def test_702_89a_umbra_armor_one_aura_for_one_destruction() -> None:
    bear = creature("bear", "A", 2, 2, damage=2)
    both = board(bear, aura("hyena", "bear"), aura("snake", "bear"))
    after, events = check_state_based_actions(both, "current")
    assert after.permanent("bear").on_battlefield
    gone = [p.id for p in after.permanents if p.zone.value == "graveyard"]
    assert gone == ["hyena"]
    assert kinds(events).count("umbra_armor") == 1


def test_701_8_umbra_armor_replaces_destroy_effects_too() -> None:
    slayer = creature(
        "slayer",
        "B",
        1,
        1,
        BlockTrigger(("blocks_creature",), (DestroyEffect("other", regenerate=False),)),
        blocking=("bear",),
    )
    bear = creature("bear", "A", 2, 2, attacking="B")
    after, _ = fight(board(bear, slayer, aura("hyena", "bear")))
    assert after.permanent("bear").on_battlefield
    assert after.permanent("hyena").zone.value == "graveyard"
    assert after.permanent("slayer").zone.value == "graveyard"  # the bear still fights
    # control: without the aura the effect destroys it
    after, _ = fight(board(bear, slayer))
    assert after.permanent("bear").zone.value == "graveyard"


# -- Japanese ------------------------------------------------------------------


@pytest.mark.parametrize(
    "event",
    [
        KeywordTriggerResolves("702.149a", "training", "s", "s", 1, ""),
        KeywordTriggerResolves("702.105a", "dethrone", "s", "s", 1, "B"),
        KeywordTriggerResolves("702.134a", "mentor", "s", "t", 1, ""),
        KeywordTriggerResolves("702.112a", "renown", "s", "s", 2, "B"),
        KeywordTriggerResolves("603.4", "renown", "s", "s", 0, "B"),
        KeywordTriggerResolves("702.39a", "provoke", "s", "t", 0, "B"),
        KeywordTriggerResolves("702.116a", "myriad", "s", "", 0, "B"),
        KeywordTriggerResolves("702.115a", "ingest", "s", "", 0, "B"),
        UmbraArmorReplaces("702.89a", "bear", "hyena", 3),
    ],
)
def test_702_keyword_events_in_japanese(event: Event) -> None:
    ja = describe_event(event, "ja")
    assert ja != describe_event(event) and "{" not in ja
    assert any("\u3040" <= ch <= "\u30ff" for ch in ja)
