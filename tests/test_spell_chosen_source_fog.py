"""Timeline spells that prevent the damage a source of the caster's choice
would deal this turn (615.1): the source is chosen as the effect is created
(609.7a) and named by the entry's ``source``. Real cards' texts, each rule
test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Pay No Heed": "Prevent all damage a source of your choice would deal this turn.",
    "Rith's Charm": (
        "Choose one \u2014\n\u2022 Destroy target nonbasic land.\n\u2022 Create three 1/1 green "
        "Saproling creature tokens.\n\u2022 Prevent all damage a source of your choice would "
        "deal this turn."
    ),
    "Samite Ministration": (
        "Prevent all damage that would be dealt to you this turn by a source of your choice. "
        "Whenever damage from a black or red source is prevented this way this turn, you gain "
        "that much life."
    ),
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
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
[[permanents]]
id = "wolf"
controller = "A"
power = 3
toughness = 3
attacking = "B"
"""


def _entry(card: str, source: str = "", mode: str = "") -> str:
    chosen = f'source = "{source}"\n' if source else ""
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ncontroller = "A"\n'
        f"{chosen}{mode}"
    )


def test_a_source_of_your_choice_reads_as_a_fog_of_the_chosen_source() -> None:
    spell = read_spell_card(CARDS["Pay No Heed"], "Pay No Heed").spell()
    assert spell.effects == (FogEffect(by="chosen", combat=False),) and not spell.targeted
    assert spell_from_json(spell_to_json(spell)) == spell
    charm = read_spell_card(CARDS["Rith's Charm"], "Rith's Charm")
    assert charm.fully_modelled and charm.spell((3,)).effects == spell.effects
    # the trigger of the prevented damage after it is not read: refused
    samite = read_spell_card(CARDS["Samite Ministration"], "Samite Ministration")
    assert not samite.fully_modelled
    assert samite.problems[0][1].startswith("Whenever damage")


def test_615_1_609_7a_the_chosen_source_deals_no_damage_this_turn() -> None:
    scenario = parse_scenario(BOARD + _entry("Pay No Heed", "ogre"), catalog=CATALOG)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert board.permanent("bear").zone.value == "battlefield"
    assert board.permanent("bear").damage == 0
    assert board.permanent("ogre").damage == 2  # the bear's damage is not prevented
    assert board.player("B").life == 17  # nor the unblocked wolf's
    # control: another source chosen, the ogre's damage is dealt and the bear dies
    scenario = parse_scenario(BOARD + _entry("Pay No Heed", "wolf"), catalog=CATALOG)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.player("B").life == 20  # the wolf's 3 to B prevented


def test_615_1_to_you_only_prevents_damage_to_its_caster() -> None:
    samite = "Prevent all damage that would be dealt to you this turn by a source of your choice."
    catalog = instants_catalog({"Samite Shield": samite})
    text = BOARD.replace('controller = "A"\n', 'controller = "A"\n', 1) + _entry(
        "Samite Shield", "wolf"
    ).replace('controller = "A"', 'controller = "B"')
    scenario = parse_scenario(text, catalog=catalog)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert board.player("B").life == 20
    # control: the bear's damage to the ogre (not to B) is not prevented
    assert board.permanent("ogre").damage == 2


def test_609_7a_the_entry_names_the_source_when_and_only_when_asked() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry("Pay No Heed"), catalog=CATALOG)
    assert (err.value.key, err.value.field_path) == ("timeline_source_needed", "timeline[0].source")
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry("Pay No Heed", "dragon"), catalog=CATALOG)
    assert err.value.key == "not_permanent_id"
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry("Rith's Charm", "ogre", "mode = 2\n"), catalog=CATALOG)
    assert err.value.key == "timeline_source_none"
    # control: the mode that chooses a source takes it
    parse_scenario(BOARD + _entry("Rith's Charm", "ogre", "mode = 3\n"), catalog=CATALOG)


def test_the_fog_of_a_chosen_source_has_japanese() -> None:
    scenario = parse_scenario(BOARD + _entry("Pay No Heed", "ogre"), catalog=CATALOG)
    _, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    added = next(e for e in events if e.kind == "fog_added")
    assert "ogre" in describe_event(added) and "the source A chose" in describe_event(added)
    assert describe_event(added, "ja").startswith("timeline[0]（A）：")
    assert "Aが選んだ発生源であるogre" in describe_event(added, "ja")
