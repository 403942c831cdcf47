"""Timeline spells that stop a group from blocking this turn (509.1b):
"Creatures without flying can't block this turn." (Falter). Each rule test
with its control."""

from __future__ import annotations

import json

import pytest

from helpers import instants_catalog
from mtgcombat.core.abilities import CantBlock
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.rules.spell_riders import GroupCantBlockEffect
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Falter": "Creatures without flying can't block this turn.",
    "Their Falter": "Creatures your opponents control can't block this turn.",
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
id = "bird"
controller = "B"
power = 1
toughness = 1
keywords = ["flying"]
"""


def _entry(card: str, controller: str = "A") -> str:
    head = '\n[[timeline]]\nafter = "declare-attackers"\n'
    return f'{head}card = "{card}"\ncontroller = "{controller}"\n'


def test_a_group_cant_block_read() -> None:
    (effect,) = read_spell_card(CARDS["Falter"], "Falter").spell().effects
    assert isinstance(effect, GroupCantBlockEffect)
    assert str(effect) == "creatures without flying can't block this turn"
    spell = read_spell_card(CARDS["Their Falter"], "Their Falter").spell()
    assert spell_from_json(json.loads(json.dumps(spell_to_json(spell)))) == spell


@pytest.mark.parametrize(
    "text",
    [
        "Blocking creatures can't block this turn.",  # none is blocking as it is cast
        "Other creatures can't block this turn.",  # other than what: not read
        "Those creatures can't block this turn.",  # an earlier sentence's group
    ],
)
def test_a_group_named_relative_to_something_else_is_refused(text: str) -> None:
    assert not read_spell_card(text, "X").fully_modelled


def test_509_1b_creatures_without_flying_cant_block_this_turn() -> None:
    scenario = parse_scenario(BOARD + _entry("Falter"), catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    # every creature without flying, the attacking bear too (611.2c)
    assert [(e.kind, e.rule, e.creature) for e in events[1:]] == [  # type: ignore[attr-defined]
        ("block_rule_this_turn", "509.1b", "bear"),
        ("block_rule_this_turn", "509.1b", "ogre"),
    ]
    assert CantBlock() in board.permanent("ogre").block_rules
    verdict = is_legal_blocks(board)
    assert not verdict.legal and [v.rule for v in verdict.violations] == ["509.1b"]
    # control: the bird, with flying, is not in the group and may block
    flyer = BOARD.replace('blocking = ["bear"]\n', "").replace(
        'keywords = ["flying"]', 'keywords = ["flying"]\nblocking = ["bear"]'
    )
    scenario = parse_scenario(flyer + _entry("Falter"), catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert is_legal_blocks(board).legal


def test_509_1b_the_group_is_read_for_the_caster() -> None:
    scenario = parse_scenario(BOARD + _entry("Their Falter"), catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert not is_legal_blocks(board).legal
    # control: cast by B, B's creatures are not "your opponents'": the block stands
    scenario = parse_scenario(BOARD + _entry("Their Falter", "B"), catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert is_legal_blocks(board).legal and CantBlock() in board.permanent("bear").block_rules
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry("Their Falter").replace('controller = "A"\n', ""),
                       catalog=CATALOG)  # fmt: skip
    assert err.value.key == "timeline_controller_needed"
