"""608.2c: a spell's sentence under a condition the static abilities read,
checked as the spell reaches it, for the spell's controller (issue 33,
session 9): hellbent, threshold, metalcraft, ferocious, spell mastery, and
the wordings with the condition last ("... deals 5 damage instead if ...",
"That creature also gains trample ... if ..."). Real cards' texts; each
rules test with its control."""

from __future__ import annotations

import json

import pytest

from helpers import instants_catalog
from mtgcombat.core.conditions import CardsIn
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_conditions import ConditionalEffect, SpellCondition
from mtgcombat.rules.spell_effects import SpellDamageEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_if import conditions_first
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Cackling Flames": (
        "Cackling Flames deals 3 damage to any target.\nHellbent \u2014 Cackling Flames deals 5 "
        "damage instead if you have no cards in hand."
    ),
    "Thermal Blast": (
        "Thermal Blast deals 3 damage to target creature.\nThreshold \u2014 Thermal Blast deals 5 "
        "damage instead if seven or more cards are in your graveyard."
    ),
    "Galvanic Blast": (
        "Galvanic Blast deals 2 damage to any target.\nMetalcraft \u2014 Galvanic Blast deals 4 "
        "damage instead if you control three or more artifacts."
    ),
    "Temur Battle Rage": (
        "Target creature gains double strike until end of turn.\nFerocious \u2014 That creature "
        "also gains trample until end of turn if you control a creature with power 4 or greater."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
hand = {hand}
graveyard = {graveyard}
[[permanents]]
id = "giant"
controller = "A"
power = 5
toughness = 5
attacking = "B"
"""
ARTIFACT = """
[[permanents]]
id = "{id}"
controller = "B"
types = ["artifact"]
power = 0
toughness = 0
"""


def _entry(card: str, target: str, controller: str = "B") -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_condition_last_is_read_as_the_condition_first() -> None:
    assert conditions_first(
        "Hellbent \u2014 That creature gets -13/-13 until end of turn instead if you have no "
        "cards in hand."
    ) == ("If you have no cards in hand, That creature gets -13/-13 until end of turn instead.")
    spell = read_spell_card(CARDS["Thermal Blast"], "Thermal Blast").spell()
    (effect,) = spell.effects
    assert effect == ConditionalEffect(
        SpellCondition("static", static=CardsIn("graveyard", ">=", 7)),
        (SpellDamageEffect(5),),
        (SpellDamageEffect(3),),
    )
    for name, text in CARDS.items():
        made = read_spell_card(text, name).spell()
        assert spell_from_json(json.loads(json.dumps(spell_to_json(made)))) == made


def test_parse_spell_reads_a_static_condition() -> None:
    # the parser test of the form: spb_if_static and spb_instead_damage
    spell = parse_spell(
        "If there are two or more instant and/or sorcery cards in your graveyard, creatures "
        "you control gain indestructible until end of turn."
    )
    (effect,) = spell.effects
    assert isinstance(effect, ConditionalEffect) and effect.condition.kind == "static"
    assert str(effect.condition) == (
        "if the number of instant and/or sorcery cards in your graveyard is 2 or more"
    )
    card = read_spell_card(
        "X deals 3 damage to any target. If you have no cards in hand, X deals 5 damage instead.",
        "X",
    )
    assert [str(e) for e in card.spell().effects] == [
        "if you have no cards in your hand: the spell deals 5 damage to the target, else the "
        "spell deals 3 damage to the target"
    ]
    # "instead" of a sentence that deals no damage: refused
    pump = (
        "Target creature gets +2/+2 until end of turn. If you have no cards in hand, X deals 5 "
        "damage instead."
    )
    assert not read_spell_card(pump, "X").fully_modelled


@pytest.mark.parametrize(
    "text",
    [
        # on the object with the ability, which a spell is not; a fact of the past
        "Target creature gets +2/+2 until end of turn. If it's attacking alone, it gains "
        "trample until end of turn.",
        "Target creature gets +2/+2 until end of turn. If you attacked with creatures with total "
        "power 6 or greater this combat, it gains trample until end of turn.",
    ],
)
def test_a_condition_a_spell_cannot_check_is_refused(text: str) -> None:
    assert not read_spell_card(text, "X").fully_modelled


def test_608_2c_hellbent_the_casters_empty_hand() -> None:
    # B casts its one card: its hand is empty as the spell resolves (601.2a): 5 damage to A
    board = BOARD.format(hand=1, graveyard=0)
    result = _run(board + _entry("Cackling Flames", "A"))
    assert result.board.player("A").life == 15
    # control: two cards in B's hand, one left once it is cast: 3 damage
    result = _run(BOARD.format(hand=2, graveyard=0) + _entry("Cackling Flames", "A"))
    assert result.board.player("A").life == 17


def test_608_2c_threshold_seven_cards_in_the_graveyard() -> None:
    result = _run(BOARD.format(hand=3, graveyard=7) + _entry("Thermal Blast", "giant"))
    assert result.board.permanent("giant").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
    # control: six cards: 3 damage, and the 5/5 giant deals its 5 to B
    result = _run(BOARD.format(hand=3, graveyard=6) + _entry("Thermal Blast", "giant"))
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 15


def test_608_2c_metalcraft_counts_the_casters_artifacts() -> None:
    arts = "".join(ARTIFACT.format(id=f"art{i}") for i in range(3))
    board = BOARD.format(hand=1, graveyard=0) + arts
    result = _run(board + _entry("Galvanic Blast", "A"))
    assert result.board.player("A").life == 16
    # control: the same artifacts, the spell cast by A, who controls none: 2 damage to B
    result = _run(board + _entry("Galvanic Blast", "B", "A"))
    assert result.board.player("B").life == 20 - 2 - 5


def test_608_2c_ferocious_also_gains_trample() -> None:
    # the 3/3 ogre with double strike and trample, blocked by a 2/2: 1 over in the
    # first-strike step, and all 3 to B in the regular step (the bear is dead, 702.19e)
    board = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["ogre"]
"""
    wurm = '\n[[permanents]]\nid = "wurm"\ncontroller = "A"\npower = 4\ntoughness = 4\n'
    result = _run(board + wurm + _entry("Temur Battle Rage", "ogre", "A"))
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 16
    # control: no creature of power 4 or greater: double strike only, nothing reaches B
    result = _run(board + _entry("Temur Battle Rage", "ogre", "A"))
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
