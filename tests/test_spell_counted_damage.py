"""Timeline spells that deal damage counted as they resolve (120.3, 608.2h):
"~ deals damage to target creature equal to the number of Mountains you
control." Real cards' texts; each rule test with its control."""

from __future__ import annotations

import json

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_counted import CountedDamageEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Rockslide Ambush": (
        "Rockslide Ambush deals damage to target creature equal to the number of Mountains you "
        "control."
    ),
    "Swamp Blast": (
        "Swamp Blast deals damage to any target equal to the number of Swamps you control."
    ),
    "Crowd Fury": (
        "Crowd Fury deals X damage to target creature, where X is 1 plus the number of creatures "
        "you control."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 4
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["ogre"]
[[permanents]]
id = "m1"
controller = "B"
types = ["land"]
subtypes = ["mountain"]
power = 0
toughness = 0
[[permanents]]
id = "m2"
controller = "B"
types = ["land"]
subtypes = ["mountain"]
power = 0
toughness = 0
"""


def _entry(card: str, targets: str, controller: str = "B") -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n'
    )


def test_counted_damage_read() -> None:
    spell = read_spell_card(CARDS["Rockslide Ambush"], "Rockslide Ambush").spell()
    (effect,) = spell.effects
    assert isinstance(effect, CountedDamageEffect)
    assert str(effect.counted) == "mountain lands you control"
    crowd = read_spell_card(CARDS["Crowd Fury"], "Crowd Fury").spell()
    assert isinstance(crowd.effects[0], CountedDamageEffect)
    assert crowd.effects == (CountedDamageEffect(crowd.effects[0].counted, 1),)
    blast = read_spell_card(CARDS["Swamp Blast"], "Swamp Blast").spell()
    assert blast.players  # any target: a player too (115.4)
    for made in (spell, crowd, blast):
        assert spell_from_json(json.loads(json.dumps(spell_to_json(made)))) == made


@pytest.mark.parametrize(
    "text",
    [
        "X deals damage to target creature equal to its power.",  # whose power: another form
        "X deals damage to any target equal to your devotion to red.",  # devotion (700.5)
        "X deals damage to target creature equal to the number of other creatures you control.",
    ],
)
def test_a_count_not_carried_out_is_refused(text: str) -> None:
    assert not read_spell_card(text, "X").fully_modelled


def test_120_3_the_damage_is_the_number_counted_as_the_spell_resolves() -> None:
    # B controls two Mountains: 2 damage to the ogre after blocks, and the
    # bear's 2 combat damage kills it (4 toughness)
    scenario = parse_scenario(BOARD + _entry("Rockslide Ambush", '["ogre"]'), catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("ogre").damage == 2
    assert [e.kind for e in events] == ["timeline_resolves", "damage_dealt", "damage_marked"]
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.permanent("ogre").zone is Zone.GRAVEYARD
    # control: with one Mountain the ogre takes 1 and survives the bear's 2
    one = BOARD.replace('id = "m2"\ncontroller = "B"', 'id = "m2"\ncontroller = "A"')
    scenario = parse_scenario(one + _entry("Rockslide Ambush", '["ogre"]'), catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.permanent("ogre").zone is Zone.BATTLEFIELD
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD


def test_120_3_counted_for_the_caster_and_a_player_may_be_the_target() -> None:
    swamps = BOARD.replace('subtypes = ["mountain"]', 'subtypes = ["swamp"]')
    scenario = parse_scenario(swamps + _entry("Swamp Blast", '["A"]'), catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.player("A").life == 18
    # control: cast by A, who controls no Swamp: X is 0 and no damage is dealt (120.8)
    scenario = parse_scenario(swamps + _entry("Swamp Blast", '["B"]', "A"), catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.player("B").life == 20 and "damage_dealt" not in [e.kind for e in events]
