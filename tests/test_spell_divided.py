"""Timeline spells that divide prevention shields or distribute counters
among their targets as the caster chooses (601.2d; 615.7, 122.1): the
entry's ``divide`` gives each target's share. Real cards' texts, each rule
test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.spell_divided import DistributeCountersEffect, DividedPreventEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Remedy": (
        "Prevent the next 5 damage that would be dealt this turn to any number of targets, "
        "divided as you choose."
    ),
    "Splendid Agony": "Distribute two -1/-1 counters among one or two target creatures.",
    "Defend the Celestus": (
        "Distribute three +1/+1 counters among one, two, or three target creatures you control."
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


def _entry(card: str, targets: str, divide: str, controller: str = "B") -> str:
    split = f"divide = {divide}\n" if divide else ""
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n{split}'
    )


def _combat(text: str) -> Board:
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_divided_shields_and_distributed_counters_read() -> None:
    remedy = read_spell_card(CARDS["Remedy"], "Remedy").spell()
    assert remedy.effects == (DividedPreventEffect(5),) and remedy.players
    agony = read_spell_card(CARDS["Splendid Agony"], "Splendid Agony").spell()
    assert agony.effects == (DistributeCountersEffect(2, 2, plus=False),)
    assert agony.count == (1, 2)
    celestus = parse_spell(CARDS["Defend the Celestus"])
    assert celestus.count == (1, 3) and str(celestus.target) == "creatures you control"
    for spell in (remedy, agony, celestus):
        assert spell_from_json(spell_to_json(spell)) == spell
    # counters of another kind: not read
    text = "Distribute two -2/-1 counters among one or two target creatures."
    assert not read_spell_card(text, "Contagion").fully_modelled


def test_601_2d_615_7_remedy_divides_its_shields_among_a_creature_and_a_player() -> None:
    board = _combat(BOARD + _entry("Remedy", '["ogre", "B"]', "[2, 3]"))
    assert board.permanent("ogre").damage == 0  # the bear's 2 prevented
    assert board.player("B").life == 20  # the wolf's 3 prevented
    # control: another division, 1 for the ogre and 4 for B: the ogre is dealt 1
    board = _combat(BOARD + _entry("Remedy", '["ogre", "B"]', "[1, 4]"))
    assert board.permanent("ogre").damage == 1
    assert board.player("B").life == 20


def test_601_2d_the_division_is_announced_as_it_is_cast() -> None:
    for divide, key in (("", "timeline_divide_needed"), ("[2, 2]", "timeline_divide_needed")):
        with pytest.raises(ScenarioError) as err:
            parse_scenario(BOARD + _entry("Remedy", '["ogre", "B"]', divide), catalog=CATALOG)
        assert err.value.key == key
    with pytest.raises(ScenarioError) as err:
        parse_scenario(
            BOARD + _entry("Splendid Agony", '["bear", "wolf", "ogre"]', "[1, 1, 0]"),
            catalog=CATALOG,
        )
    assert err.value.key == "timeline_targets_count"
    # control: a division of the whole amount, at least 1 each, is taken
    parse_scenario(BOARD + _entry("Splendid Agony", '["bear", "wolf"]', "[1, 1]"), catalog=CATALOG)


def test_122_1_splendid_agony_puts_its_counters_as_divided() -> None:
    text = BOARD + _entry("Splendid Agony", '["bear", "wolf"]', "[1, 1]")
    scenario = parse_scenario(text, catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("bear").current_toughness == 1
    assert board.permanent("wolf").current_toughness == 2
    assert [e.rule for e in events] == ["608.2", "122.1", "122.1"]
    for event in events[1:]:
        assert describe_event(event, "ja") != describe_event(event)
    # control: both counters on the bear, which dies (704.5f); the wolf is untouched
    scenario = parse_scenario(BOARD + _entry("Splendid Agony", '["bear"]', "[2]"), catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("wolf").current_toughness == 3


def test_608_2b_a_target_gone_gets_no_share() -> None:
    text = BOARD + _entry("Defend the Celestus", '["bear", "wolf"]', "[2, 1]", controller="A")
    scenario = parse_scenario(text, catalog=CATALOG)
    gone = scenario.board.with_permanents(p for p in scenario.board.permanents if p.id != "bear")
    board, _ = apply_entry(gone, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("wolf").counters.plus_one == 1  # not the bear's 2
    # control: both there
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("bear").counters.plus_one == 2
