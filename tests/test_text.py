"""The card-text parser (mtgcombat.text): printed keywords of CR 702, card
sentences into structured abilities (509.1b-c restrictions and requirements,
static effects of section 4), the structured dict form, the scenario fields
``keywords`` and ``abilities``, and the ``parse`` command."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    Afflict,
    AlsoBlock,
    AttacksEachCombat,
    BlocksEachCombat,
    BlocksSelEachCombat,
    BlockTrigger,
    Bushido,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CantAttack,
    CantAttackAlone,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    Compare,
    CounterEffect,
    DamageEffect,
    DestroyEffect,
    GreaterPowerAlsoBlocks,
    Keyword,
    KeywordEffect,
    Landwalk,
    LifeEffect,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    OtherKeyword,
    PlayerEffect,
    PoisonEffect,
    PreventEffect,
    PreventFrom,
    Protection,
    PumpEffect,
    Rampage,
    RegenerateEffect,
    Selector,
    StaticEffect,
    Toxic,
    YouControl,
)
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text import (
    Flag,
    Traits,
    ability_from_json,
    ability_to_json,
    parse_keyword,
    parse_keywords,
    parse_sentence,
    parse_text,
    traits_from_json,
    traits_to_json,
)
from mtgcombat.text.keywords import keyword_status, keyword_table

FLYING = frozenset({Keyword.FLYING})


def rules_of(sentence: str, name: str = "") -> frozenset[object]:
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "modelled", parsed
    return frozenset(parsed.traits.block_rules)


def statics_of(sentence: str) -> tuple[object, ...]:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    return parsed.traits.statics


# ---------------------------------------------------------------------------
# 702: printed keywords
# ---------------------------------------------------------------------------


def _printed(name: str, parameter: str) -> str:
    """A printed example of a keyword with a parameter of this kind."""
    example = {
        "none": "",
        "optional text": "",
        "number": " 2",
        "cost": " {2}{R}",
        "text": " creature",
        "quality": " red",
        "land type": " swamp",
    }[parameter]
    return name + example


@pytest.mark.parametrize("name", sorted(keyword_table()))
def test_702_every_keyword_is_accepted_in_printed_form(name: str) -> None:
    info = keyword_table()[name]
    if name in ("protection", "landwalk"):
        text = {"protection": "Protection from red", "landwalk": "Swampwalk"}[name]
    else:
        text = _printed(name, info.parameter).capitalize()
    values = parse_keywords(text)
    assert values
    status = keyword_status(values[0])
    assert status in ("modelled", "no_effect", "unmodelled")
    if info.combat == "no_effect":
        assert isinstance(values[0], OtherKeyword) and status == "no_effect"
        assert values[0].rule == info.rule


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Flying", Keyword.FLYING),
        ("first strike", Keyword.FIRST_STRIKE),
        ("Double Strike", Keyword.DOUBLE_STRIKE),
        ("trample over planeswalkers", Keyword.TRAMPLE_OVER_PLANESWALKERS),
        ("Toxic 2", Toxic(2)),
        ("Bushido 1", Bushido(1)),
        ("Rampage 2", Rampage(2)),
        ("Afflict 3", Afflict(3)),
        ("Flanking", Keyword.FLANKING),
        ("Ward {2}", OtherKeyword("ward", "{2}", "702.21")),
        ("Ward\u2014Pay 3 life.", OtherKeyword("ward", "\u2014 pay 3 life", "702.21")),
        ("Haste", OtherKeyword("haste", "", "702.10")),
        ("Swampwalk", Landwalk("swamp")),
        ("Nonbasic landwalk", Landwalk("nonbasic")),
        ("Protection from red", Protection("red")),
        ("protection from all colors", Protection("all colors")),
        ("protection from each color", Protection("all colors")),
        ("protection from multicolored", Protection("multicolored")),
        ("protection from monocolored", Protection("monocolored")),
        ("protection from colorless", Protection("colorless")),
        ("protection from creatures", Protection("creatures")),
        ("protection from artifacts", Protection("artifacts")),
        ("protection from Humans", Protection("humans")),
        ("protection from everything", Protection("everything")),
        ("protection from each opponent", Protection("each opponent")),
        (
            "Flying (This creature can\u2019t be blocked except by creatures with flying.)",
            Keyword.FLYING,
        ),
    ],
)
def test_702_printed_keyword(text: str, value: object) -> None:
    assert parse_keyword(text) == value


def test_702_16g_protection_from_two_qualities_is_two_abilities() -> None:
    assert parse_keywords("protection from black and from red") == (
        Protection("black"),
        Protection("red"),
    )
    with pytest.raises(ValueError, match="2 keyword abilities"):
        parse_keyword("protection from black and from red")


def test_702_16k_protection_from_a_player_id_when_allowed() -> None:
    assert parse_keywords("protection from B", players=("A", "B")) == (Protection("b"),)
    with pytest.raises(ValueError):
        parse_keywords("protection from B")


@pytest.mark.parametrize(
    ("text", "suggestion"),
    [
        ("protection from rde", "protection from red"),
        ("flyng", "flying"),
        ("Deathtuch", "deathtouch"),
        ("firststrike", "first strike"),
        ("protection from goblin", "protection from goblins"),
    ],
)
def test_702_misspelt_keyword_did_you_mean(text: str, suggestion: str) -> None:
    with pytest.raises(ValueError, match=f"did you mean '{suggestion}'"):
        parse_keyword(text)


def test_702_keyword_parameters_are_checked() -> None:
    with pytest.raises(ValueError, match="needs a number"):
        parse_keyword("Toxic")
    with pytest.raises(ValueError, match="takes no parameter"):
        parse_keyword("Haste 2")


def test_702_14_legendary_landwalk_is_modelled() -> None:
    parsed = parse_sentence("Legendary landwalk")
    assert parsed.status == "modelled" and parsed.combat
    assert parsed.traits.abilities == {Landwalk("legendary")}


def test_702_keyword_lines_are_lists() -> None:
    parsed = parse_sentence("Flying, vigilance")
    assert parsed.status == "modelled"
    assert parsed.traits.abilities == {Keyword.FLYING, Keyword.VIGILANCE}
    # hexproof is read as a spell or ability targets (702.11b, 601.2c): modelled
    hexproof = parse_sentence("Hexproof")
    assert hexproof.status == "modelled"
    assert hexproof.traits.abilities == {OtherKeyword("hexproof", "", "702.11")}
    no_effect = parse_sentence("Cycling {2}")
    assert no_effect.status == "no_effect"
    # haste is read as attackers are declared (702.10b): modelled
    haste = parse_sentence("Haste")
    assert haste.status == "modelled"
    assert haste.traits.abilities == {OtherKeyword("haste", "", "702.10")}


# ---------------------------------------------------------------------------
# 509.1b-c: restrictions and requirements on the permanent itself
# ---------------------------------------------------------------------------


def test_509_1b_cant_be_blocked_by_power_2_or_greater() -> None:
    sel = Selector(compares=(Compare("power", ">=", 2),))
    assert rules_of("This creature can't be blocked by creatures with power 2 or greater.") == {
        CantBeBlockedBy(sel)
    }


def test_509_1b_cant_be_blocked_by_greater_power() -> None:
    sel = Selector(compares=(Compare("power", ">", None),))
    assert rules_of("~ can't be blocked by creatures with greater power.") == {CantBeBlockedBy(sel)}


def test_509_1b_cant_be_blocked_by_walls_or_flyers_is_two_restrictions() -> None:
    assert rules_of("~ can\u2019t be blocked by Walls or creatures with flying") == {
        CantBeBlockedBy(Selector(subtypes=frozenset({"wall"}))),
        CantBeBlockedBy(Selector(with_keywords=FLYING)),
    }


def test_509_1b_cant_be_blocked_by_colors_and_types() -> None:
    assert rules_of("~ can't be blocked by black or red creatures.") == {
        CantBeBlockedBy(Selector(colors=frozenset({"black", "red"})))
    }
    assert rules_of("~ can't be blocked by artifact creatures.") == {
        CantBeBlockedBy(Selector(types=frozenset({"artifact", "creature"})))
    }
    assert rules_of("~ can't be blocked by nonblack creatures.") == {
        CantBeBlockedBy(Selector(not_colors=frozenset({"black"})))
    }
    assert rules_of("~ can't be blocked by multicolored creatures.") == {
        CantBeBlockedBy(Selector(color_count="multicolored"))
    }
    assert rules_of("~ can't be blocked by creatures without flying.") == {
        CantBeBlockedBy(Selector(without_keywords=FLYING))
    }


def test_509_1b_cant_be_blocked_except_by_walls() -> None:
    assert rules_of("This creature can't be blocked except by Walls.") == {
        CantBeBlockedExceptBy(Selector(subtypes=frozenset({"wall"})))
    }


def test_509_1b_cant_be_blocked_except_by_two_or_more() -> None:
    assert rules_of("~ can't be blocked except by two or more creatures.") == {MinBlockers(2)}


def test_509_1b_cant_be_blocked_by_more_than_one() -> None:
    assert rules_of("~ can't be blocked by more than one creature.") == {MaxBlockers(1)}


def test_509_1b_cant_block_creatures_with_flying() -> None:
    assert rules_of("This creature can't block creatures with flying.") == {
        CantBlockSel(Selector(with_keywords=FLYING))
    }


def test_509_1b_can_block_only_flyers_and_only_selector() -> None:
    assert rules_of("~ can block only creatures with flying.") == {CanBlockOnlyFlyers()}
    assert rules_of("~ can block only creatures with power 2 or less.") == {
        CanBlockOnly(Selector(compares=(Compare("power", "<=", 2),)))
    }


def test_509_1b_cant_block_unless_you_control_another_goblin() -> None:
    sel = Selector(subtypes=frozenset({"goblin"}), other=True)
    assert rules_of("~ can't block unless you control another Goblin.") == {
        CantBlockUnless(YouControl(sel))
    }


def test_509_1b_cant_block_unless_others_also_block() -> None:
    assert rules_of("~ can't block unless two or more creatures also block.") == {
        CantBlockUnless(AlsoBlock(2))
    }
    assert rules_of("~ can't block unless a creature with greater power also blocks.") == {
        CantBlockUnless(GreaterPowerAlsoBlocks())
    }


def test_509_1b_cant_be_blocked_unless_all_block() -> None:
    assert rules_of(
        "~ can't be blocked unless all creatures defending player controls block it."
    ) == {CantBeBlockedUnlessAllBlock()}


def test_509_1b_cant_block_alone_and_cant_attack_or_block() -> None:
    assert rules_of("~ can't block alone.") == {CantBlockAlone()}
    # the attacking half is a 508.1c restriction of its own
    assert rules_of("~ can't attack or block alone.") == {CantBlockAlone(), CantAttackAlone()}
    assert rules_of("~ can't attack or block.") == {CantBlock(), CantAttack()}
    assert rules_of("~ can't block.") == {CantBlock()}
    assert rules_of("~ can't be blocked.") == {CantBeBlocked()}


def test_702_14_cant_be_blocked_while_defending_player_controls() -> None:
    island = Selector(types=frozenset({"land"}), subtypes=frozenset({"island"}))
    assert rules_of("~ can't be blocked as long as defending player controls an Island.") == {
        CantBeBlockedWhile(island)
    }
    assert rules_of("~ can't be blocked as long as defending player controls an artifact.") == {
        CantBeBlockedWhile(Selector(types=frozenset({"artifact"})))
    }


def test_509_1c_must_be_blocked_forms() -> None:
    assert rules_of("~ must be blocked if able.") == {MustBeBlocked()}
    assert rules_of("~ must be blocked by a Wall if able.") == {
        MustBeBlockedBy(Selector(subtypes=frozenset({"wall"})))
    }
    assert rules_of("~ must be blocked by exactly one creature if able.") == {
        MustBeBlockedByExactlyOne()
    }


def test_509_1c_lure_and_blocks_each_combat() -> None:
    assert rules_of("All creatures able to block Lure Beast do so.", "Lure Beast") == {Lure()}
    assert rules_of("~ blocks each combat if able.") == {BlocksEachCombat()}
    assert rules_of("~ attacks or blocks each combat if able.") == {
        BlocksEachCombat(),
        AttacksEachCombat(),
    }
    assert rules_of("~ blocks creatures with flying each combat if able.") == {
        BlocksSelEachCombat(Selector(with_keywords=FLYING))
    }


def test_509_1a_can_block_additional_and_any_number() -> None:
    assert parse_sentence("~ can block an additional creature each combat.").traits == Traits(
        can_block_additional=1
    )
    assert parse_sentence("~ can block an additional two creatures each combat.").traits == (
        Traits(can_block_additional=2)
    )
    assert parse_sentence("~ can block any number of creatures.").traits == Traits(
        can_block_any_number=True
    )


def test_510_1_own_damage_facts() -> None:
    assert parse_sentence(
        "~ assigns combat damage equal to its toughness rather than its power."
    ).traits == Traits(assigns_damage_by_toughness=True)
    assert parse_sentence(
        "You may have ~ assign its combat damage as though it weren't blocked."
    ).traits == Traits(assign_as_though_unblocked=True)
    assert parse_sentence("~ can't have counters put on it.").traits == Traits(
        cant_have_counters=True
    )
    double = (
        "If ~ would deal damage to a permanent or player, "
        "it deals double that damage to that permanent or player instead."
    )
    assert parse_sentence(double).traits == Traits(deals_double_damage=True)


# ---------------------------------------------------------------------------
# self reference and normalisation
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Doran, the Siege Tower can't block.", "Doran, the Siege Tower"),
        ("Doran can't block.", "Doran, the Siege Tower"),
        ("THIS CREATURE CAN\u2019T BLOCK", ""),
        ("~ can't block (It's a wall.)", ""),
        ("It can't block.", ""),
    ],
)
def test_self_reference_and_normalisation(sentence: str, name: str) -> None:
    assert rules_of(sentence, name) == {CantBlock()}


# ---------------------------------------------------------------------------
# section 4: groups and players
# ---------------------------------------------------------------------------


def test_613_group_gets_and_has() -> None:
    assert statics_of("Other Elves you control get +1/+1.") == (
        StaticEffect(
            Selector(subtypes=frozenset({"elf"}), controller="you", other=True),
            power=1,
            toughness=1,
        ),
    )
    assert statics_of("Creatures your opponents control get -1/-1.") == (
        StaticEffect(Selector(controller="opponent"), power=-1, toughness=-1),
    )
    assert statics_of("Creatures you control have flying.") == (
        StaticEffect(Selector(controller="you"), grants=(Keyword.FLYING,)),
    )
    assert statics_of("Other creatures you control get +1/+1 and have vigilance.") == (
        StaticEffect(
            Selector(controller="you", other=True),
            grants=(Keyword.VIGILANCE,),
            power=1,
            toughness=1,
        ),
    )
    assert statics_of("Attacking creatures you control get +1/+0.") == (
        StaticEffect(Selector(controller="you", role="attacking"), power=1),
    )


def test_510_1a_doran_each_creature_assigns_by_toughness() -> None:
    assert statics_of(
        "Each creature assigns combat damage equal to its toughness rather than its power."
    ) == (StaticEffect(Selector(), by_toughness=True),)


def test_509_1b_group_cant_block() -> None:
    assert statics_of("Creatures your opponents control can't block.") == (
        StaticEffect(Selector(controller="opponent"), grants=(CantBlock(),)),
    )


def test_509_1b_power_less_than_this_cant_block_creatures_you_control() -> None:
    assert statics_of(
        "Creatures with power less than ~'s power can't block creatures you control."
    ) == (
        StaticEffect(
            Selector(compares=(Compare("power", "<", None),)),
            grants=(CantBlockSel(Selector(controller="you")),),
        ),
    )


def test_509_1b_flyers_cant_block_creatures_you_control() -> None:
    # "you" in the granted rule is the source's controller, bound by the effects engine
    assert statics_of("Creatures with flying can't block creatures you control.") == (
        StaticEffect(
            Selector(with_keywords=FLYING), grants=(CantBlockSel(Selector(controller="you")),)
        ),
    )


def test_615_prevent_all_combat_damage_by_and_to() -> None:
    small = Selector(compares=(Compare("power", "<=", 2),))
    assert statics_of(
        "Prevent all combat damage that would be dealt by creatures with power 2 or less."
    ) == (StaticEffect(small, prevent_dealt_by=True),)
    assert statics_of(
        "Prevent all combat damage that would be dealt to creatures you control."
    ) == (StaticEffect(Selector(controller="you"), prevent_dealt_to=True),)


def test_702_16j_players_effects() -> None:
    assert statics_of("You have protection from everything.") == (
        PlayerEffect(protection=frozenset({"everything"})),
    )
    assert statics_of("You have protection from each opponent.") == (
        PlayerEffect(protection=frozenset({"each opponent"})),
    )
    assert statics_of("Damage can't reduce your life total below 1.") == (
        PlayerEffect(life_floor=True),
    )
    assert statics_of("You can't lose the game and your opponents can't win the game.") == (
        PlayerEffect(cant_lose=True),
    )


def test_509_1b_group_cant_block_it_is_the_sources_restriction() -> None:
    assert rules_of("Creatures with power less than ~'s power can't block it.") == {
        CantBeBlockedBy(Selector(compares=(Compare("power", "<", None),)))
    }


def test_615_prevent_damage_to_itself() -> None:
    me = Selector(types=frozenset(), ids=("~",))
    assert statics_of("Prevent all combat damage that would be dealt to ~.") == (
        StaticEffect(me, prevent_dealt_to=True),
    )
    # all damage: noncombat damage (from block triggers) too
    every_source = PreventFrom(Selector(types=frozenset()), noncombat=True)
    for sentence in (
        "If damage would be dealt to ~, prevent that damage.",
        "Prevent all damage that would be dealt to ~.",
    ):
        assert statics_of(sentence) == (StaticEffect(me, prevent_from=every_source),)


def test_613_its_own_keyword_while_attacking() -> None:
    attacking = Selector(types=frozenset(), ids=("~",), role="attacking")
    assert statics_of("~ has first strike as long as it's attacking.") == (
        StaticEffect(attacking, grants=(Keyword.FIRST_STRIKE,)),
    )
    assert statics_of("As long as ~ is attacking, it gets +2/+0.") == (
        StaticEffect(attacking, power=2),
    )


def test_scenario_binds_itself_to_its_id() -> None:
    sc = parse_scenario(
        _BOARD.format(extra='abilities = ["~ has first strike as long as it\'s attacking."]')
    )
    (effect,) = sc.board.permanent("rogue").statics
    assert isinstance(effect, StaticEffect) and effect.affected.ids == ("rogue",)


def test_702_45_bushido_in_words_is_bushido() -> None:
    parsed = parse_sentence(
        "Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn."
    )
    assert parsed.traits.abilities == {Bushido(2)}


# ---------------------------------------------------------------------------
# no effect, unmodelled, and how far the parser got
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "When this creature enters, it deals 2 damage to any target.",
        "When ~ dies, scry 2.",
        "{T}: Add {G}.",
        "{1}{R}, {T}: ~ deals 1 damage to any target.",
        "At the beginning of your end step, create a 1/1 red Goblin creature token.",
        "At the beginning of your upkeep, you gain 1 life.",
        "Draw a card.",
        "Creatures you control have cycling {2}.",
        "~ enters the battlefield with three +1/+1 counters on it.",
        "Landfall \u2014 Whenever a land enters the battlefield under your control, "
        "~ gets +2/+2 until end of turn.",
        "Discard a card: ~ gets +1/+1 until end of turn.",
        'All Slivers have "{2}, Sacrifice this permanent: It deals 2 damage to any target."',
        "You may exert ~ as it attacks.",
    ],
)
def test_no_effect_on_blocks_or_combat_damage(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "no_effect", parsed
    assert not parsed.traits.block_rules and not parsed.traits.statics


@pytest.mark.parametrize(
    "sentence",
    [
        "Whenever ~ becomes blocked, target player sacrifices a land.",
        "~ has indestructible as long as an opponent owns a card in exile.",
        "~ can't be blocked by creatures with power 2 or grater.",
        "Creatures your opponents control can't block this turn.",
    ],
)
def test_unmodelled_combat_sentences_say_why(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled" and parsed.combat and parsed.error
    assert "\n" not in parsed.error


def test_unparsed_sentence_shows_how_far_the_parser_got() -> None:
    parsed = parse_sentence("~ can't be blocked by creatures with power 2 or grater.")
    assert 'understood "~ can\'t be blocked by creatures with power 2 or"' in parsed.error
    assert '"grater"' in parsed.error and '"greater"' in parsed.error


def test_parse_text_splits_lines_and_keyword_lists() -> None:
    text = "Flying, haste\nThis creature can't block.\n{T}: Add {G}."
    results = parse_text(text, name="Test")
    # haste is read as attackers are declared (302.6, 702.10b)
    assert [r.status for r in results] == ["modelled", "modelled", "modelled", "no_effect"]
    assert [r.sentence for r in results][:2] == ["Flying", "haste"]


# ---------------------------------------------------------------------------
# the structured form
# ---------------------------------------------------------------------------

_EXAMPLES = [
    "~ can't be blocked by creatures with power 2 or greater.",
    "~ can't block unless you control another Goblin.",
    "~ can't block unless two or more creatures also block.",
    "~ can't block unless a creature with greater power also blocks.",
    "Creatures with power less than ~'s power can't block creatures you control.",
    "Other creatures you control get +1/+1 and have vigilance.",
    "Creatures you control have protection from black and from red.",
    "You have protection from everything.",
    "~ can block an additional two creatures each combat.",
    "~ can't be blocked as long as defending player controls an Island.",
    "Flying, toxic 2, ward {2}, swampwalk, rampage 1",
    "~ can't be blocked by untapped nonblack artifact creatures without flying "
    "an opponent controls.",
]


@pytest.mark.parametrize("sentence", _EXAMPLES)
def test_structured_form_round_trips_through_json(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    for value in parsed.traits.values():
        data = json.loads(json.dumps(ability_to_json(value)))
        assert ability_from_json(data) == value


_COLORS = st.sampled_from(["white", "blue", "black", "red", "green"])
_SELECTORS = st.builds(
    Selector,
    types=st.sampled_from([frozenset({"creature"}), frozenset({"artifact", "creature"})]),
    subtypes=st.frozensets(st.sampled_from(["wall", "goblin", "elf"]), max_size=2),
    colors=st.frozensets(_COLORS, max_size=2),
    not_colors=st.frozensets(_COLORS, max_size=1),
    color_count=st.sampled_from(["", "multicolored", "colorless"]),
    with_keywords=st.frozensets(st.sampled_from([Keyword.FLYING, Protection("red")]), max_size=2),
    compares=st.lists(
        st.builds(
            Compare,
            st.sampled_from(["power", "toughness"]),
            st.sampled_from(["<", "<=", "==", ">=", ">"]),
            st.none() | st.integers(0, 9),
        ),
        max_size=2,
    ).map(tuple),
    tapped=st.none() | st.booleans(),
    controller=st.sampled_from(["", "you", "opponent", "defending"]),
    other=st.booleans(),
)
_RULES = st.one_of(
    st.builds(CantBeBlockedBy, _SELECTORS),
    st.builds(CantBlockSel, _SELECTORS, st.sampled_from(["", "lord"])),
    st.builds(CantBlockUnless, st.builds(YouControl, _SELECTORS)),
    st.builds(MinBlockers, st.integers(2, 5)),
    st.builds(
        StaticEffect, _SELECTORS, st.just((CantBlock(), Keyword.TRAMPLE)), st.integers(-3, 3)
    ),
    st.builds(Flag, st.just("can_block_additional"), st.integers(1, 4)),
    st.builds(PlayerEffect, st.sampled_from(["you", "opponents"]), st.just(frozenset({"red"}))),
)


@given(_RULES)
def test_structured_form_round_trip_property(value: object) -> None:
    assert ability_from_json(json.loads(json.dumps(ability_to_json(value)))) == value


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ({"kind": "cant_be_blocked_byy"}, "unknown kind"),
        ({"kind": "min_blockers"}, 'needs "count"'),
        ({"kind": "min_blockers", "count": "2"}, "whole number"),
        ({"kind": "cant_block_sel", "selector": {"colour": ["red"]}}, "unknown selector key"),
        ({"name": "flying"}, '"kind"'),
    ],
)
def test_structured_form_errors(data: object, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        ability_from_json(data)


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (
            {"kind": "min_blocker", "count": 2},
            'unknown kind "min_blocker"; did you mean "min_blockers"?',
        ),
        (
            {"kind": "min_blockers", "cuont": 2},
            '"min_blockers" has no field "cuont"; did you mean "count"?',
        ),
        ({"kind": "creatures_cant_attack_you", "hots": True}, 'did you mean "host"?'),
    ],
)
def test_a_misspelt_kind_or_field_gets_a_did_you_mean(data: object, said: str) -> None:
    with pytest.raises(ValueError) as caught:
        ability_from_json(data)
    assert said in str(caught.value)
    # one line, without the whole list of kinds
    assert "known:" not in str(caught.value) and "\n" not in str(caught.value)


def test_a_kind_like_no_other_lists_the_kinds_instead() -> None:
    with pytest.raises(ValueError, match=r"unknown kind \"zzzqqq\" \(known: afflict, ") as caught:
        ability_from_json({"kind": "zzzqqq"})
    assert "did you mean" not in str(caught.value)


# ---------------------------------------------------------------------------
# scenario files
# ---------------------------------------------------------------------------

_BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "rogue"
controller = "A"
power = 2
toughness = 2
attacking = "B"
{extra}
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
keywords = ["haste"]
"""


def test_scenario_keywords_in_printed_form() -> None:
    sc = parse_scenario(
        _BOARD.format(
            extra='keywords = ["Haste", "Toxic 2", "toxic 1", "Ward {2}", '
            '"protection from black and from red", "Swampwalk"]'
        )
    )
    rogue = sc.board.permanent("rogue")
    assert rogue.toxic == 3  # 702.164b: the instances add up
    assert {Protection("black"), Protection("red"), Landwalk("swamp")} <= rogue.abilities
    texts = [(n.kind, n.text, n.permanent) for n in sc.notes]
    assert ("attack_only", "haste", "rogue, ogre") in texts  # once, naming both
    assert ("no_effect", "ward {2}", "rogue") in texts


def test_scenario_misspelt_keyword_is_one_line_with_did_you_mean() -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(_BOARD.format(extra='keywords = ["flyng"]'), source="bad.toml")
    message = str(info.value)
    assert message.startswith('bad.toml: permanents[0] "rogue".keywords')
    assert "did you mean 'flying'?" in message and "\n" not in message


def test_scenario_abilities_sentences_and_structured() -> None:
    extra = (
        'abilities = ["This creature can\'t be blocked by creatures with power 2 or greater.", '
        '"When this creature enters, draw a card.", '
        '{kind = "cant_be_blocked_by", selector = {subtypes = ["wall"]}}, '
        '"Other creatures you control get +1/+1.", '
        '{kind = "can_block_additional", value = 2}]'
    )
    sc = parse_scenario(_BOARD.format(extra=extra))
    rogue = sc.board.permanent("rogue")
    assert rogue.block_rules == {
        CantBeBlockedBy(Selector(compares=(Compare("power", ">=", 2),))),
        CantBeBlockedBy(Selector(subtypes=frozenset({"wall"}))),
    }
    assert rogue.statics == (StaticEffect(Selector(controller="you", other=True), (), 1, 1),)
    assert rogue.can_block_additional == 2


def test_scenario_unmodelled_sentence_is_one_line_error() -> None:
    extra = 'abilities = ["This creature can\'t be blocked by creatures with power 2 or grater."]'
    with pytest.raises(ScenarioError) as info:
        parse_scenario(_BOARD.format(extra=extra), source="bad.toml")
    message = str(info.value)
    assert message.startswith('bad.toml: permanents[0] "rogue".abilities[0]: "This creature')
    assert "is not modelled" in message and "grater" in message and "\n" not in message


def test_scenario_bad_structured_ability_is_one_line_error() -> None:
    extra = 'abilities = [{kind = "min_blockers", count = "two"}]'
    with pytest.raises(ScenarioError, match=r'abilities\[0\]: "min_blockers.count"'):
        parse_scenario(_BOARD.format(extra=extra), source="bad.toml")


def test_scenario_old_flags_stay_shorthands() -> None:
    sc = parse_scenario(_BOARD.format(extra='lure = true\nabilities = ["~ can\'t block."]'))
    assert sc.board.permanent("rogue").block_rules == {Lure(), CantBlock()}


def test_cli_bad_sentence_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(_BOARD.format(extra='abilities = ["~ can\'t be blocked by gobbledygook."]'))
    result = CliRunner().invoke(cli, ["check", str(path)])
    assert result.exit_code == 2
    assert "abilities[0]" in result.output


def test_cli_notes_in_text_and_json(tmp_path: Path) -> None:
    path = tmp_path / "notes.toml"
    path.write_text(_BOARD.format(extra='keywords = ["hexproof"]'))
    text = CliRunner().invoke(cli, ["blocks", str(path), "--lang", "en"])
    assert 'note: rogue: "hexproof" has no effect on blocks or combat damage\n' in text.output
    doc = json.loads(CliRunner().invoke(cli, ["blocks", str(path), "--json"]).output)
    assert {n["text"] for n in doc["notes"]} == {"hexproof", "haste"}


# ---------------------------------------------------------------------------
# the parse command
# ---------------------------------------------------------------------------


def test_cli_parse_modelled_sentence() -> None:
    result = CliRunner().invoke(
        cli, ["parse", "This creature can't be blocked except by Walls.", "--lang", "en"]
    )
    assert result.exit_code == 0
    assert result.output.splitlines() == [
        "modelled:",
        "  can't be blocked except by wall creatures",
    ]


def test_cli_parse_json_and_name() -> None:
    result = CliRunner().invoke(
        cli, ["parse", "Doran can't block.", "--name", "Doran, the Siege Tower", "--json"]
    )
    assert result.exit_code == 0
    doc = json.loads(result.output)
    assert doc["status"] == "modelled" and doc["abilities"] == [{"kind": "cant_block"}]


def test_cli_parse_unmodelled_exits_1_and_no_effect_exits_0() -> None:
    bad = CliRunner().invoke(cli, ["parse", "Whenever ~ becomes blocked, it deals 1 damage."])
    assert bad.exit_code == 1
    fine = CliRunner().invoke(cli, ["parse", "Cycling {2}", "--json"])
    assert fine.exit_code == 0 and json.loads(fine.output)["status"] == "no_effect"
    empty = CliRunner().invoke(cli, ["parse", " "])
    assert empty.exit_code == 2


def test_rules_notation_examples() -> None:
    assert str(CantBeBlockedBy(Selector(compares=(Compare("power", ">=", 2),)))) == (
        "can't be blocked by creatures with power 2 or greater"
    )
    assert str(MaxBlockers(1)) == "can't be blocked by more than 1 creature"
    assert isinstance(parse_keyword("bushido 2"), Bushido)


def test_traits_round_trip_through_json() -> None:
    traits = Traits()
    for sentence in _EXAMPLES:
        traits |= parse_sentence(sentence).traits
    traits |= parse_sentence("~ can't have counters put on it.").traits
    assert traits_from_json(json.loads(json.dumps(traits_to_json(traits)))) == traits


@dataclass(frozen=True)
class _TextCard:
    """A catalog card with Oracle text, as the catalog gives one."""

    name: str
    text: str
    power: int = 2
    toughness: int = 2
    name_ja: str | None = None
    types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ("Toxic",)  # a bare MTGJSON keyword name
    flags: tuple[str, ...] = ()
    power_text: str = "2"
    toughness_text: str = "2"
    can_block_additional: int = 0
    can_block_any_number: bool = False
    assign_as_though_unblocked: bool = False
    assigns_damage_by_toughness: bool = False
    cant_have_counters: bool = False


class _OneCardCatalog:
    def __init__(self, card: _TextCard) -> None:
        self.card = card

    def find(self, name: str) -> _TextCard | None:
        return self.card if name.casefold() == self.card.name.casefold() else None


def test_scenario_card_text_gives_abilities_and_notes() -> None:
    card = _TextCard(
        "Venom Rogue",
        "Toxic 2\nHaste\nVenom Rogue can't be blocked by Walls.\n"
        "Whenever Venom Rogue becomes blocked, target player sacrifices a land.",
    )
    board = _BOARD.replace('id = "rogue"', 'id = "rogue"\ncard = "Venom Rogue"').format(extra="")
    sc = parse_scenario(board, catalog=_OneCardCatalog(card))  # type: ignore[arg-type]
    rogue = sc.board.permanent("rogue")
    assert rogue.toxic == 2
    assert rogue.block_rules == {CantBeBlockedBy(Selector(subtypes=frozenset({"wall"})))}
    kinds = {(n.kind, n.text) for n in sc.notes}
    assert ("attack_only", "haste") in kinds
    assert (
        "not_modelled",
        "Whenever Venom Rogue becomes blocked, target player sacrifices a land.",
    ) in kinds
    assert not any(n.text == "Toxic" for n in sc.notes)  # the text has it in full


# ---------------------------------------------------------------------------
# triggered abilities of the declare blockers step (509.3 now, 509.5 in 2023)
# ---------------------------------------------------------------------------

_FLYING = Selector(with_keywords=frozenset({Keyword.FLYING}))


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Whenever this creature blocks, it gets +0/+2 until end of turn.",
            BlockTrigger(("blocks",), (PumpEffect("it", 0, 2),)),
        ),
        (
            "Whenever ~ blocks a creature with flying, ~ gets +2/+0 until end of turn.",
            BlockTrigger(("blocks_creature",), (PumpEffect("it", 2, 0),), other=_FLYING),
        ),
        (
            "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature "
            "blocking it.",
            BlockTrigger(("becomes_blocked",), (PumpEffect("it", 1, 1, "blocker"),)),
        ),
        (
            "Whenever ~ becomes blocked, it gets -2/-1 until end of turn for each creature "
            "blocking it beyond the first.",
            BlockTrigger(("becomes_blocked",), (PumpEffect("it", -2, -1, "blocker_beyond_first"),)),
        ),
        (
            "Whenever ~ becomes blocked by a creature, ~ gets +1/+1 until end of turn.",
            BlockTrigger(("becomes_blocked_by",), (PumpEffect("it", 1, 1),)),
        ),
        (
            "Whenever ~ becomes blocked by a creature with power 2 or greater, that creature "
            "gets -2/-0 until end of turn.",
            BlockTrigger(
                ("becomes_blocked_by",),
                (PumpEffect("other", -2, 0),),
                other=Selector(compares=(Compare("power", ">=", 2),)),
            ),
        ),
        (
            "Whenever ~ blocks or becomes blocked, it gets +2/-2 until end of turn.",
            BlockTrigger(("blocks", "becomes_blocked"), (PumpEffect("it", 2, -2),)),
        ),
        (
            "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that "
            "creature.",
            BlockTrigger(("blocks_creature", "becomes_blocked_by"), (DamageEffect(1, "other"),)),
        ),
        (
            "Whenever ~ blocks or becomes blocked by one or more Orcs, ~ gets +0/+2 until end "
            "of turn.",
            BlockTrigger(
                ("blocks", "becomes_blocked"),
                (PumpEffect("it", 0, 2),),
                other=Selector(subtypes=frozenset({"orc"})),
            ),
        ),
        (
            "Whenever ~ becomes blocked by a non-Wall creature, destroy that creature.",
            BlockTrigger(
                ("becomes_blocked_by",),
                (DestroyEffect("other"),),
                other=Selector(not_subtypes=frozenset({"wall"})),
            ),
        ),
        (
            "Whenever ~ becomes blocked by a green creature, destroy that creature. It can't be "
            "regenerated.",
            BlockTrigger(
                ("becomes_blocked_by",),
                (DestroyEffect("other", regenerate=False),),
                other=Selector(colors=frozenset({"green"})),
            ),
        ),
        (
            "Whenever ~ blocks, you gain 3 life.",
            BlockTrigger(("blocks",), (LifeEffect(3, "you"),)),
        ),
        (
            "Whenever ~ becomes blocked, defending player loses 4 life.",
            BlockTrigger(("becomes_blocked",), (LifeEffect(-4, "defending"),)),
        ),
        (
            "Whenever ~ attacks and isn't blocked, defending player gets a poison counter. "
            "(A player with ten or more poison counters loses the game.)",
            BlockTrigger(("unblocked",), (PoisonEffect(1, "defending"),)),
        ),
        (
            "Whenever ~ blocks, it gets +1/+0 and gains first strike until end of turn.",
            BlockTrigger(
                ("blocks",),
                (PumpEffect("it", 1, 0), KeywordEffect(Keyword.FIRST_STRIKE, "it")),
            ),
        ),
        (
            "Whenever ~ blocks or becomes blocked by a creature, that creature loses first "
            "strike until end of turn.",
            BlockTrigger(
                ("blocks_creature", "becomes_blocked_by"),
                (KeywordEffect(Keyword.FIRST_STRIKE, "other", lose=True),),
            ),
        ),
        (
            "Whenever ~ attacks or blocks, it gets +1/+1 until end of turn.",
            BlockTrigger(("attacks", "blocks"), (PumpEffect("it", 1, 1),)),
        ),
        (
            "Whenever a creature you control becomes blocked, it gets +0/+5 until end of turn.",
            BlockTrigger(
                ("becomes_blocked",), (PumpEffect("it", 0, 5),), subject=Selector(controller="you")
            ),
        ),
        (
            "Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for "
            "each creature blocking it.",
            BlockTrigger(
                ("becomes_blocked",),
                (PumpEffect("it", 1, 1, "blocker"),),
                subject=Selector(subtypes=frozenset({"sliver"})),
            ),
        ),
    ],
)
def test_509_3_block_trigger_sentences(sentence: str, expected: BlockTrigger) -> None:
    parsed = parse_sentence(sentence, name="Test Card")
    assert parsed.status == "modelled", parsed
    assert parsed.traits.abilities == {expected}
    assert ability_from_json(json.loads(json.dumps(ability_to_json(expected)))) == expected


def test_702_45_bushido_in_words_with_unequal_numbers_is_a_block_trigger() -> None:
    parsed = parse_sentence(
        "Whenever ~ blocks or becomes blocked, it gets +5/+0 until end of turn."
    )
    assert parsed.traits.abilities == {
        BlockTrigger(("blocks", "becomes_blocked"), (PumpEffect("it", 5, 0),))
    }


@pytest.mark.parametrize(
    "sentence",
    [
        "Whenever ~ becomes blocked, you may draw a card.",
        "Whenever ~ attacks and isn't blocked, draw a card.",
        "Whenever ~ becomes blocked, defending player discards a card.",
        "Whenever ~ blocks a creature, that creature doesn't untap during its controller's next "
        "untap step.",
    ],
)
def test_block_triggers_with_no_effect_before_damage(sentence: str) -> None:
    assert parse_sentence(sentence).status == "no_effect"


@pytest.mark.parametrize(
    ("sentence", "why"),
    [
        ("Whenever ~ blocks, you may gain life equal to its power.", "trigger on blocking"),
        ("Whenever ~ blocks, it deals 1 damage to target player's land.", "trigger"),
        (
            "Whenever a creature you control becomes blocked by a creature, destroy that creature.",
            "a trigger on another creature's block with a second creature",
        ),
        (
            "Whenever ~ becomes blocked, that creature gets -1/-1 until end of turn.",
            "that creature",
        ),
        (
            "Whenever ~ blocks, it gets +1/+1 until end of turn for each creature blocking it.",
            "not an attacker",
        ),
    ],
)
def test_block_triggers_the_engine_cannot_carry_out_stay_unmodelled(
    sentence: str, why: str
) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled" and why in parsed.error, parsed


def test_block_trigger_in_a_scenario_file_as_text_and_as_structured_value() -> None:
    sc = parse_scenario(
        _BOARD.format(
            extra='abilities = ["Whenever ~ becomes blocked, it gets +2/+2 until end of turn."]'
        )
    )
    expected = BlockTrigger(("becomes_blocked",), (PumpEffect("it", 2, 2),))
    assert expected in sc.board.permanent("rogue").abilities
    structured = (
        'abilities = [{kind = "block_trigger", events = ["becomes_blocked"], '
        'effects = [{kind = "pump_effect", power = 2, toughness = 2}]}]'
    )
    sc = parse_scenario(_BOARD.format(extra=structured))
    assert expected in sc.board.permanent("rogue").abilities
    bad = structured.replace('"becomes_blocked"]', '"becomes_blockd"]')
    with pytest.raises(ScenarioError, match="becomes_blocked"):
        parse_scenario(_BOARD.format(extra=bad))


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Whenever ~ becomes blocked by a creature, put a -1/-1 counter on that creature.",
            BlockTrigger(("becomes_blocked_by",), (CounterEffect(1, False, "other"),)),
        ),
        (
            "Whenever ~ blocks, put a +1/+1 counter on it.",
            BlockTrigger(("blocks",), (CounterEffect(1, True, "it"),)),
        ),
        (
            "Whenever ~ blocks, prevent all combat damage that would be dealt to and dealt by it "
            "this turn.",
            BlockTrigger(("blocks",), (PreventEffect(True, True),)),
        ),
        (
            "Whenever ~ becomes blocked, prevent all combat damage that would be dealt this turn.",
            BlockTrigger(("becomes_blocked",), (PreventEffect(everything=True),)),
        ),
        (
            "Whenever ~ becomes blocked, regenerate it.",
            BlockTrigger(("becomes_blocked",), (RegenerateEffect("it"),)),
        ),
        (
            "When ~ blocks a creature, destroy that creature and ~.",
            BlockTrigger(("blocks_creature",), (DestroyEffect("other"), DestroyEffect("it"))),
        ),
        (
            "Whenever ~ attacks and isn't blocked, it gets +2/+0 until end of combat.",
            BlockTrigger(("unblocked",), (PumpEffect("it", 2, 0),)),
        ),
    ],
)
def test_509_3_block_trigger_counters_prevention_regeneration(
    sentence: str, expected: BlockTrigger
) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.traits.abilities == {expected}, parsed
    assert ability_from_json(json.loads(json.dumps(ability_to_json(expected)))) == expected


def test_509_3a_group_trigger_names_the_blockers_controller() -> None:
    parsed = parse_sentence("Whenever a creature blocks, that creature's controller loses 1 life.")
    assert parsed.traits.abilities == {
        BlockTrigger(("blocks",), (LifeEffect(-1, "it_controller"),), subject=Selector())
    }
    lost = parse_sentence("When ~ blocks, it loses defender.")
    assert lost.traits.abilities == {
        BlockTrigger(("blocks",), (KeywordEffect(Keyword.DEFENDER, "it", lose=True),))
    }
