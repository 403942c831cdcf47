"""Timeline spells that give a group of creatures, or the creature tokens
they create, an ability other than a keyword of the combat rules (613.1f,
111.1): protection (702.16), landwalk (702.14), haste (702.10), hexproof
and shroud (702.11, 702.18), prowess (702.108). Real cards' texts; each
rule test with its control."""

from __future__ import annotations

import json

import pytest

from helpers import instants_catalog
from mtgcombat.cards.catalog import Card, Catalog
from mtgcombat.core.abilities import Landwalk, OtherKeyword, Protection
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.rules.spell_effects import GroupSpellEffect, TokenAttackingEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Tortoise Formation": "Creatures you control gain shroud until end of turn.",
    "Red Ward Rite": "Creatures you control gain protection from red until end of turn.",
    "Burst of Speed": "Creatures you control gain haste until end of turn.",
    "Nature's Cloak": "Green creatures you control gain forestwalk until end of turn.",
    "Flurry of Horns": "Create two 2/3 red Minotaur creature tokens with haste.",
    "Goblin Scouts": "Create three 1/1 red Goblin Scout creature tokens with mountainwalk.",
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
colors = ["green"]
attacking = "B"
[[permanents]]
id = "imp"
controller = "B"
power = 2
toughness = 2
colors = ["red"]
[[permanents]]
id = "wood"
controller = "B"
types = ["land"]
subtypes = ["forest"]
power = 0
toughness = 0
"""


def _entry(card: str, after: str = "declare-attackers", controller: str = "A") -> str:
    return f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ncontroller = "{controller}"\n'


def _blocked_by_imp(board_text: str) -> str:
    return board_text.replace('colors = ["red"]\n', 'colors = ["red"]\nblocking = ["bear"]\n')


# -- the parser ----------------------------------------------------------------


def test_a_group_gains_an_ability_the_engine_reads() -> None:
    card = read_spell_card(CARDS["Red Ward Rite"], "Red Ward Rite")
    assert card.fully_modelled
    (effect,) = card.spell().effects
    assert isinstance(effect, GroupSpellEffect)
    assert effect.keywords == (Protection("red"),)
    assert str(effect) == "creatures you control gain protection from red until end of turn"
    haste = read_spell_card("Creatures you control get +1/+0 and gain haste until end of turn.",
                            "X").spell().effects[0]  # fmt: skip
    assert isinstance(haste, GroupSpellEffect) and (haste.power, haste.toughness) == (1, 0)
    assert haste.keywords == (OtherKeyword("haste", rule="702.10"),)
    walk = read_spell_card(CARDS["Nature's Cloak"], "Nature's Cloak").spell().effects[0]
    assert isinstance(walk, GroupSpellEffect) and walk.keywords == (Landwalk("forest"),)


def test_tokens_with_an_ability_the_engine_reads() -> None:
    (effect,) = read_spell_card(CARDS["Flurry of Horns"], "Flurry of Horns").spell().effects
    assert isinstance(effect, TokenAttackingEffect)
    assert (effect.count, effect.attacking) == (2, False)
    assert effect.keywords == (OtherKeyword("haste", rule="702.10"),)


@pytest.mark.parametrize(
    "text",
    [
        "Create a 2/2 black Zombie creature token with decayed.",  # 702.147: can't block
        "Creatures you control gain bushido 1 until end of turn.",  # 702.45: not read so
        "Creatures you control gain persist until end of turn.",  # 702.79: own line only
        # one target as for a group: decayed would let it block (702.147a)
        "Target creature gains decayed until end of turn.",
        "Target creature gains bushido 1 until end of turn.",
    ],
)
def test_an_ability_with_a_combat_meaning_not_read_so_is_refused(text: str) -> None:
    card = read_spell_card(text, "X")
    assert not card.fully_modelled
    assert card.problems[0][2].startswith("gaining ")


@pytest.mark.parametrize("keyword", ["flying", "hexproof", "haste", "protection from red"])
def test_613_1f_the_control_one_target_gains_an_ability_the_engine_reads(keyword: str) -> None:
    card = read_spell_card(f"Target creature gains {keyword} until end of turn.", "X")
    assert card.fully_modelled, card.problems


def test_702_147a_a_creature_given_decayed_by_a_timeline_spell_is_refused_not_let_block() -> None:
    board = BOARD.replace('colors = ["red"]', 'colors = ["red"]\nblocking = ["bear"]', 1)
    decayed = board + (
        '[[timeline]]\nafter = "declare-attackers"\ncontroller = "A"\n'
        'effect = "Target creature gains decayed until end of turn."\ntargets = ["imp"]\n'
    )
    with pytest.raises(ValueError, match="gaining decayed"):
        parse_scenario(decayed, catalog=CATALOG)
    # the control: a grant the engine reads loads
    flying = decayed.replace("gains decayed", "gains flying")
    assert parse_scenario(flying, catalog=CATALOG).timeline


def test_the_abilities_survive_the_parse_cache_round_trip() -> None:
    for text in (
        "Creatures you control get +1/+1 and gain trample and haste until end of turn.",
        CARDS["Red Ward Rite"],
        CARDS["Nature's Cloak"],
        CARDS["Goblin Scouts"],
        "Create two 1/1 red Elemental creature tokens with trample and haste.",
    ):
        spell = read_spell_card(text, "X").spell()
        assert spell_from_json(json.loads(json.dumps(spell_to_json(spell)))) == spell, text


# -- the rules -----------------------------------------------------------------


def test_702_16_a_group_given_protection_from_red_cant_be_blocked_by_a_red_creature() -> None:
    text = _blocked_by_imp(BOARD) + _entry("Red Ward Rite")
    scenario = parse_scenario(text, catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert [e.kind for e in events] == ["timeline_resolves", "keyword_until_end_of_turn"]
    assert Protection("red") in board.permanent("bear").abilities
    # 702.16f: the red imp can't block the bear now (blocks are checked after the spell)
    verdict = is_legal_blocks(board)
    assert not verdict.legal and "702.16f" in [v.rule for v in verdict.violations]
    # control: the same block is legal without the spell
    assert is_legal_blocks(parse_scenario(_blocked_by_imp(BOARD)).board).legal


def test_702_16e_protection_given_after_blocks_prevents_the_red_blockers_damage() -> None:
    text = _blocked_by_imp(BOARD) + _entry("Red Ward Rite", after="declare-blockers")
    result = run_combat(parse_scenario(text, catalog=CATALOG).board, RuleSet.CURRENT,
                        parse_scenario(text, catalog=CATALOG).timeline, auto=True)  # fmt: skip
    # the bear survives (damage from a red source prevented), the imp dies
    assert result.board.permanent("bear").zone.value == "battlefield"
    assert result.board.permanent("imp").zone.value == "graveyard"
    # control: cast by B, the group is B's creatures (the imp); the bear dies
    text = _blocked_by_imp(BOARD) + _entry("Red Ward Rite", "declare-blockers", "B")
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.permanent("bear").zone.value == "graveyard"


def test_702_14c_a_group_given_forestwalk_cant_be_blocked() -> None:
    text = _blocked_by_imp(BOARD) + _entry("Nature's Cloak")
    scenario = parse_scenario(text, catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    verdict = is_legal_blocks(board)
    assert not verdict.legal and "702.14c" in [v.rule for v in verdict.violations]
    # control: the defending player controls no Forest
    no_forest = _blocked_by_imp(BOARD).replace('subtypes = ["forest"]', 'subtypes = ["island"]')
    scenario = parse_scenario(no_forest + _entry("Nature's Cloak"), catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert is_legal_blocks(board).legal


def test_702_18a_a_group_given_shroud_cant_be_targeted_by_a_later_spell() -> None:
    bolt = Card(name="Shock", types=("instant",), text="Shock deals 2 damage to any target.")
    catalog = CATALOG.plus(Catalog.of([bolt]))
    later = '\n[[timeline]]\nafter = "declare-attackers"\ncard = "Shock"\ntargets = ["bear"]\n'
    text = BOARD + _entry("Tortoise Formation") + later + 'controller = "B"\n'
    scenario = parse_scenario(text, catalog=catalog)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    # the bear is no legal target as the Shock resolves (608.2b): it does nothing
    assert "timeline_fizzles" in [e.kind for e in result.events]
    assert result.board.permanent("bear").zone.value == "battlefield"
    # control: without the shroud the Shock kills the bear
    scenario = parse_scenario(BOARD + later + 'controller = "B"\n', catalog=catalog)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.permanent("bear").zone.value == "graveyard"


def test_111_1_tokens_with_haste_enter_out_of_combat_and_may_block() -> None:
    text = BOARD + _entry("Flurry of Horns", controller="B")
    scenario = parse_scenario(text, catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    made = [p for p in board.permanents if p.token]
    assert len(made) == 2 and all(OtherKeyword("haste", rule="702.10") in p.abilities
                                  for p in made)  # fmt: skip
    assert all(p.attacking is None and not p.tapped for p in made)
    assert [e.kind for e in events].count("token_created") == 2
