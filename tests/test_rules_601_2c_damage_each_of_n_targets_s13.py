"""601.2c, 115.4: "~ deals 3 damage to each of two targets" chooses that
many different targets, each a creature, a player, a planeswalker or a
battle ("any target"), and deals the damage to each of them (120.3); "up
to three" chooses at most three (issue 33, session 13). Real cards' texts;
each rules test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_targets import plural_targets

CARDS = {
    "Pinnacle of Rage": "Pinnacle of Rage deals 3 damage to each of two targets.",
    "Shower Test": "Shower Test deals 2 damage to each of up to three targets.",
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "y"
controller = "A"
power = 3
toughness = 3
attacking = "B"
"""


def _run(card: str, targets: str):  # type: ignore[no-untyped-def]
    entry = (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = {targets}\n'
        'controller = "B"\n'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_each_of_n_targets_is_read_as_any_target_with_a_count() -> None:
    # the parser test of the form
    assert plural_targets("~ deals 2 damage to each of up to three targets.") == (
        "~ deals 2 damage to any target.",
        (0, 3),
    )
    assert plural_targets("~ deals 4 damage to each of 3 targets.")[1] == (3, 3)
    # control: "each of 0 targets" (an X of 0) is not read as "any number"
    assert plural_targets("~ deals 4 damage to each of 0 targets.")[1] == (1, 1)
    # control: a second word "target" is another target, not a count
    two = "~ deals 1 damage to each of two targets and 1 damage to target player."
    assert plural_targets(two) == (two, (1, 1))
    mode = read_spell_card(CARDS["Pinnacle of Rage"], "Pinnacle of Rage").modes[0]
    assert mode.count == (2, 2) and mode.players


def test_601_2c_each_of_two_targets_a_creature_and_a_player() -> None:
    result = _run("Pinnacle of Rage", '["x", "A"]')
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    assert result.board.player("A").life == 17
    # control: y, not a target, is dealt nothing and deals its 3 to B
    assert result.board.permanent("y").damage == 0
    assert result.board.player("B").life == 17


def test_601_2c_control_two_targets_exactly_each_once() -> None:
    with pytest.raises(ScenarioError) as caught:
        _run("Pinnacle of Rage", '["x"]')
    assert caught.value.key == "timeline_targets_count"
    with pytest.raises(ScenarioError) as caught:
        _run("Pinnacle of Rage", '["x", "x"]')
    assert caught.value.key == "timeline_targets_repeated"


def test_601_2c_up_to_three_targets() -> None:
    result = _run("Shower Test", '["x", "y", "A"]')
    assert [result.board.permanent(p).damage for p in "xy"] == [2, 2]
    assert result.board.player("A").life == 18
    assert result.board.player("B").life == 14  # both 3/3s survive and deal their damage
    # control: one target only, the other creature is dealt nothing
    result = _run("Shower Test", '["x"]')
    assert [result.board.permanent(p).damage for p in "xy"] == [2, 0]
    with pytest.raises(ScenarioError) as caught:
        _run("Shower Test", '["x", "y", "A", "B"]')
    assert caught.value.key == "timeline_targets_count"
