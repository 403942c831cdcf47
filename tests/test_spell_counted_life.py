"""Timeline spells whose caster gains life for each permanent of a kind
(119.3): "You gain 1 life for each attacking creature." (Respite), "... for
each creature you control" (Pledge of Unity), "... for each creature on the
battlefield" (Blunt the Assault). The permanents are counted once, as the
spell resolves (608.2h), relative to its controller. Real cards' texts, each
rule test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.events import PlayersCantGainLife
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.spell_life import CountedLifeEffect
from mtgcombat.rules.timeline import end_turn_effects, run_combat, until_end_of_turn
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import SpellError, parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Respite": (
        "Prevent all combat damage that would be dealt this turn. You gain 1 life for each "
        "attacking creature."
    ),
    "Pledge of Unity": (
        "Put a +1/+1 counter on each creature you control. You gain 1 life for each creature "
        "you control."
    ),
    "Take Heart": (
        "Target creature gets +2/+2 until end of turn. You gain 1 life for each attacking "
        "creature you control."
    ),
    "Riot Control": (
        "You gain 1 life for each creature your opponents control. Prevent all damage that "
        "would be dealt to you this turn."
    ),
    "Blunt the Assault": (
        "You gain 1 life for each creature on the battlefield. Prevent all combat damage that "
        "would be dealt this turn."
    ),
    "Tidy Conclusion": "Destroy target creature. You gain 1 life for each artifact you control.",
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
toughness = 3
attacking = "B"
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
"""


def _run(card: str, controller: str = "B", targets: str = "") -> tuple[int, int]:
    chosen = f"targets = [{targets}]\n" if targets else ""
    text = (
        f'{BOARD}\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\n'
        f'controller = "{controller}"\n{chosen}'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    return board.player("A").life, board.player("B").life


def test_life_for_each_reads_as_a_count_of_the_casters_permanents() -> None:
    for name, text in CARDS.items():
        assert read_spell_card(text, name).fully_modelled, name
    spell = parse_spell("You gain 1 life for each attacking creature you control.")
    (effect,) = spell.effects
    assert isinstance(effect, CountedLifeEffect) and effect.counted.controller == "you"
    assert spell_from_json(spell_to_json(spell)) == spell
    # control: a group named relative to another object is not carried out
    with pytest.raises(SpellError):
        parse_spell("You gain 1 life for each other creature you control.")


def test_119_3_608_2h_respite_gains_one_life_for_each_attacking_creature() -> None:
    # two attackers: B gains 2, and their combat damage is prevented (615.1)
    assert _run("Respite") == (20, 22)
    # control: Blunt the Assault counts every creature on the battlefield (4)
    assert _run("Blunt the Assault") == (20, 24)


def test_119_3_you_control_is_the_spells_controller() -> None:
    # Take Heart cast by A on its ogre: A's two attacking creatures, 2 life for A;
    # the 5/5 ogre and the bear deal 7 to B
    assert _run("Take Heart", "A", '"ogre"') == (22, 13)
    # control: cast by B, B controls no attacking creature: no life gained
    assert _run("Take Heart", "B", '"wall"') == (20, 15)
    # Riot Control by B: the creatures of B's opponent A (3)
    assert _run("Riot Control") == (20, 23)


def test_608_2h_the_count_is_read_as_the_spell_resolves() -> None:
    # Pledge of Unity by A: the counters first, then 3 creatures counted
    life_a, life_b = _run("Pledge of Unity", "A")
    assert (life_a, life_b) == (23, 13)  # the ogre and bear deal 4 and 3
    # control: Tidy Conclusion destroys the bear first; B counts no artifact
    assert _run("Tidy Conclusion", "B", '"bear"') == (20, 17)


def test_119_3_the_entry_names_who_gains_the_life() -> None:
    text = f'{BOARD}\n[[timeline]]\nafter = "declare-blockers"\ncard = "Respite"\n'
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text, catalog=CATALOG)
    assert err.value.key == "timeline_controller_needed"


SKULLCRACK = (
    "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 "
    "damage to target player or planeswalker."
)
LIFELINK = """
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
id = "vampire"
controller = "B"
power = 2
toughness = 2
keywords = ["lifelink"]
blocking = ["bear"]
"""


def test_119_7_skullcrack_players_gain_no_life_this_turn() -> None:
    catalog = instants_catalog({"Skullcrack": SKULLCRACK})
    card = read_spell_card(SKULLCRACK, "Skullcrack")
    assert card.fully_modelled
    entry = (
        '\n[[timeline]]\nafter = "declare-blockers"\ncard = "Skullcrack"\ntargets = ["B"]\n'
        'controller = "A"\n'
    )
    scenario = parse_scenario(LIFELINK + entry, catalog=catalog)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.player("B").life == 17  # 3 from Skullcrack, lifelink gains none
    assert "119.7" in [e.rule for e in result.events]
    # 514.2: the players may gain life again after the cleanup step
    after, ended = end_turn_effects(result.board, until_end_of_turn(result.events))
    assert not any(p.cant_gain_life for p in after.players)
    assert "players_cant_gain_life" in [getattr(e, "what", "") for e in ended]
    # control: without Skullcrack the vampire's lifelink gains B 2 life
    scenario = parse_scenario(LIFELINK, catalog=catalog)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert board.player("B").life == 22


def test_the_cant_gain_life_events_have_japanese() -> None:
    spell = parse_spell("Players can't gain life this turn.")
    assert spell_from_json(spell_to_json(spell)) == spell
    event = PlayersCantGainLife("119.7", ("A", "B"), "timeline[0]")
    assert describe_event(event, "ja") == "timeline[0]：このターン、プレイヤーはライフを得られない"
