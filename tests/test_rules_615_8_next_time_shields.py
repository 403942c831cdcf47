"""Shields of 615.8 cast from the timeline: "The next time a source of your
choice would deal damage to you this turn, prevent that damage." (the source
chosen as it resolves, 609.7a, named by the entry's ``source``) and "The next
time target creature would deal damage this turn, prevent that damage." Each
prevents one damage event of its source, however much, and is then used up.
Each rule test has a control where the shield must not apply (issue 33,
session 13)."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.fog_events import FogAdded, FogPreventsDamage
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CHOSEN = (
    "The next time a source of your choice would deal damage to you this turn, prevent that damage."
)
TARGET = "The next time target creature would deal damage this turn, prevent that damage."
FOG = "Prevent all damage target creature would deal this turn."
CATALOG = instants_catalog({"Chosen Shield": CHOSEN, "Target Shield": TARGET, "Stilling Fog": FOG})

# A attacks B with a 2/2 bear blocked by B's 3/3 ogre, a 3/3 wolf unblocked
# and a 2/2 double striker unblocked; B casts after blockers are declared.
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
[[permanents]]
id = "duelist"
controller = "A"
power = 2
toughness = 2
abilities = ["double strike"]
attacking = "B"
"""


def _run(card: str, extra: str, board: str = BOARD) -> tuple[Board, list[object]]:
    text = (
        board + f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\n'
        f'controller = "B"\n{extra}'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    return result.board, list(result.events)


def test_the_sentences_read() -> None:
    assert parse_spell(CHOSEN).effects == (
        FogEffect(to="you", by="chosen", combat=False, once=True),
    )
    assert parse_spell(TARGET).effects == (FogEffect(by="target", combat=False, once=True),)
    for text in (CHOSEN, TARGET):
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell
    honorable = parse_spell(
        "The next time a source of your choice would deal damage to any target this turn, "
        "prevent that damage."
    )
    assert honorable.effects == (FogEffect(by="chosen", combat=False, once=True),)
    shadow = parse_spell(
        "The next time a source of your choice would deal damage to you and/or creatures you "
        "control this turn, prevent that damage."
    )
    assert shadow.effects[0].to == "you_and_your_creatures"  # type: ignore[union-attr]
    assert read_spell_card(CHOSEN, "Reverse Shield").fully_modelled
    # control: a redirection of that damage is not read as a shield
    assert not read_spell_card(
        "The next time a source of your choice would deal damage this turn, that damage is "
        "dealt to that source's controller instead.",
        "Reflect Damage",
    ).fully_modelled


def test_615_8_609_7a_the_chosen_source_deals_no_damage_to_you() -> None:
    board, events = _run("Chosen Shield", 'source = "wolf"\n')
    assert board.player("B").life == 20 - 2 - 2  # the wolf's 3 prevented, the duelist's 4 not
    assert board.player("B").fogs == ()  # used up (615.8)
    assert [e.rule for e in events if isinstance(e, FogPreventsDamage)] == ["615.8"]
    # control: the bear deals damage only to the ogre, never to B; the
    # shield does not apply to it and stays unused
    board, events = _run("Chosen Shield", 'source = "bear"\n')
    assert board.permanent("ogre").damage == 2
    assert board.player("B").life == 20 - 3 - 4
    assert not [e for e in events if isinstance(e, FogPreventsDamage)]


def test_615_8_one_damage_event_only_a_double_striker_deals_its_regular_damage() -> None:
    board, _ = _run("Target Shield", 'targets = ["duelist"]\n')
    assert board.player("B").life == 20 - 3 - 2  # first-strike 2 prevented, regular 2 dealt
    # control: a fog of all its damage this turn (615.1) prevents both steps' damage
    board, _ = _run("Stilling Fog", 'targets = ["duelist"]\n')
    assert board.player("B").life == 20 - 3


def test_615_8_all_the_damage_of_one_event_is_prevented_however_much_to_whomever() -> None:
    # A's 6/6 wurm is blocked by B's two 2/2s and assigns 3 to each (one event, 510.2)
    two = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "wurm"
controller = "A"
power = 6
toughness = 6
attacking = "B"
[[permanents]]
id = "guard1"
controller = "B"
power = 2
toughness = 2
blocking = ["wurm"]
[[permanents]]
id = "guard2"
controller = "B"
power = 2
toughness = 2
blocking = ["wurm"]
"""
    board, _ = _run("Target Shield", 'targets = ["wurm"]\n', two)
    assert board.permanent("guard1").zone.value == "battlefield"
    assert board.permanent("guard2").zone.value == "battlefield"
    assert board.permanent("wurm").damage == 4
    # control: the shield on a guard leaves the wurm's damage alone
    board, _ = _run("Target Shield", 'targets = ["guard1"]\n', two)
    assert board.permanent("guard1").zone.value == "graveyard"
    assert board.permanent("guard2").zone.value == "graveyard"
    assert board.permanent("wurm").damage == 2  # guard1's damage prevented


def test_609_7a_the_entry_names_the_chosen_source() -> None:
    with pytest.raises(ScenarioError) as err:
        _run("Chosen Shield", "")
    assert (err.value.key, err.value.field_path) == ("timeline_source_needed", "timeline[0].source")
    # control: a shield of a target creature chooses no source
    with pytest.raises(ScenarioError) as err:
        _run("Target Shield", 'targets = ["duelist"]\nsource = "wolf"\n')
    assert err.value.key == "timeline_source_none"


def test_the_shields_in_japanese() -> None:
    fog = FogEffect(to="you", by="chosen", combat=False, once=True)
    added = FogAdded("615.8", "B", fog.code, ("wolf",), "timeline[0]")
    assert describe_event(added) == (
        "timeline[0] (B): until end of turn, the damage of the next damage event that would be "
        "dealt to B by wolf (the source B chose) is prevented"
    )
    assert describe_event(added, "ja") == (
        "timeline[0]（B）：ターン終了時まで、Bが選んだ発生源であるwolfによってBに与えられる"
        "次の1回のダメージはすべて軽減される"
    )
    used = FogPreventsDamage("615.8", "wolf", "B", 3, fog.code, "timeline[0]")
    said = describe_event(used, "ja")
    assert said == "wolfからBへの3点のダメージは軽減される（timeline[0]の効果）"


RED = (
    "The next time a red source of your choice would deal damage to you this turn, prevent that "
    "damage."
)
RED_BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "imp"
controller = "A"
power = 3
toughness = 3
colors = ["red"]
attacking = "B"
[[permanents]]
id = "elf"
controller = "A"
power = 2
toughness = 2
colors = ["green"]
attacking = "B"
[[timeline]]
after = "declare-blockers"
effect = "{red}"
controller = "B"
source = "{source}"
"""
WHITE = """
[[timeline]]
after = "declare-blockers"
effect = "Target creature becomes white until end of turn."
targets = ["imp"]
controller = "A"
"""


def _red(source: str, more: str = "") -> Board:
    scenario = parse_scenario(RED_BOARD.format(red=RED, source=source) + more)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_609_7b_a_red_source_of_your_choice() -> None:
    shield = parse_spell(RED).effects[0]
    assert isinstance(shield, FogEffect) and shield.sources is not None
    assert str(shield).startswith("the next time a red source of its controller's choice")
    assert _red("imp").player("B").life == 20 - 2  # the red imp's 3 prevented
    # control: a green source is no legal choice (refused in one line)
    with pytest.raises(ScenarioError) as err:
        _red("elf")
    assert (err.value.key, err.value.field_path) == (
        "timeline_source_not_of_kind",
        "timeline[0].source",
    )


def test_609_7b_the_kind_is_checked_again_as_the_damage_would_be_dealt() -> None:
    # the imp chosen while red, then made white: its damage is not prevented
    assert _red("imp", WHITE).player("B").life == 20 - 3 - 2
