"""A permanent's static prevention shield against a spell's damage (615.1,
615.1a): "Prevent all damage that would be dealt to ~" names no kind of
source, so it prevents the damage of a spell cast from the timeline too; a
shield that names its sources ("combat damage", "by creatures") does not.
Each rule test has a control where the shield must not apply."""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 3
abilities = [{shield}]
[[timeline]]
after = "declare-attackers"
{spell}
targets = ["wall"]
controller = "A"
"""

SPELLS = ['card = "Lightning Bolt"', 'effect = "~ deals 3 damage to target creature."']


def _after(shield: str, spell: str) -> Board:
    scenario = parse_scenario(BOARD.format(shield=shield, spell=spell))
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


@pytest.mark.parametrize("spell", SPELLS)
@pytest.mark.parametrize(
    "shield",
    [
        '"Prevent all damage that would be dealt to ~."',
        '"Prevent all damage that would be dealt to and dealt by ~."',
    ],
)
def test_615_1_static_prevent_all_damage_to_it_stops_a_spells_damage(
    shield: str, spell: str
) -> None:
    wall = _after(shield, spell).permanent("wall")
    assert wall.zone.value == "battlefield" and wall.damage == 0
    # control: a shield against combat damage only does not stop the spell
    combat = '"Prevent all combat damage that would be dealt to ~."'
    assert _after(combat, spell).permanent("wall").zone.value == "graveyard"
    # control: no shield at all
    assert _after("", spell).permanent("wall").zone.value == "graveyard"


@pytest.mark.parametrize("spell", SPELLS)
def test_615_1a_a_shield_that_names_its_sources_does_not_stop_a_spell(spell: str) -> None:
    by_creatures = '"Prevent all damage that would be dealt to ~ by creatures."'
    assert _after(by_creatures, spell).permanent("wall").zone.value == "graveyard"
    # control: that shield still stops a creature's damage (the giant is blocked by the wall)
    blocked = BOARD.replace(
        'controller = "B"\npower = 0', 'controller = "B"\nblocking = ["giant"]\npower = 0'
    )
    text = blocked.format(
        shield=by_creatures, spell='effect = "Target creature gets +0/+0 until end of turn."'
    )
    scenario = parse_scenario(text)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert (
        after.permanent("wall").damage == 0 and after.permanent("wall").zone.value == "battlefield"
    )


AURA = """
[[permanents]]
id = "ward"
controller = "B"
types = ["enchantment"]
subtypes = ["Aura"]
attached_to = "wall"
abilities = ["Enchant creature", "Prevent all damage that would be dealt to enchanted creature."]
"""


@pytest.mark.parametrize("spell", SPELLS)
def test_615_1_prevent_all_damage_to_enchanted_creature_stops_a_spells_damage(spell: str) -> None:
    scenario = parse_scenario(BOARD.format(shield="", spell=spell) + AURA)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.permanent("wall").zone.value == "battlefield"
    assert after.permanent("wall").damage == 0
    # control: the Aura on another creature does not shield the wall
    elsewhere = AURA.replace('attached_to = "wall"', 'attached_to = "giant"')
    scenario = parse_scenario(BOARD.format(shield="", spell=spell) + elsewhere)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.permanent("wall").zone.value == "graveyard"
