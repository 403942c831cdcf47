"""601.2c, 115.4: "~ deals 2 damage to any target and 1 damage to another
target" (Arc Trail) has two targets, each any target (a creature, a
player, a planeswalker), the second not the first; each is dealt its own
damage (120.3), and one illegal as the spell resolves is dealt none while
the other still is (608.2b). Issue 33, session 13. Real cards' texts; each
rules test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spells import parse_spell

CARDS = {
    "Arc Trail": "Arc Trail deals 2 damage to any target and 1 damage to another target.",
    "Welcome Test": "Welcome Test deals 5 damage to any target and 3 damage to any other target.",
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "y"
controller = "A"
power = 1
toughness = 1
attacking = "B"
"""


def _run(card: str, targets: str):  # type: ignore[no-untyped-def]
    entry = (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = {targets}\n'
        'controller = "B"\n'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_any_target_and_another_target_is_read() -> None:
    # the parser test of the form, with both wordings of the second target
    for text in CARDS.values():
        spell = parse_spell(text.replace(text.split(" deals")[0], "~"))
        assert spell.players  # the first target may be a player (115.4)
        second = spell.effects[1]
        assert str(second).endswith("damage to the second target")
        other = second.other  # type: ignore[union-attr]
        assert other.players and other.distinct
    # control: "another target creature" stays a creature, not any target
    spell = parse_spell(
        "~ deals 2 damage to target creature and 2 damage to another target creature."
    )
    assert not spell.effects[1].other.players  # type: ignore[union-attr]


def test_601_2c_arc_trail_a_creature_and_a_player() -> None:
    result = _run("Arc Trail", '["x", "A"]')
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    assert result.board.player("A").life == 19
    assert result.board.player("B").life == 19  # y, not a target, deals its 1
    # control: the targets the other way round: 2 to A, 1 to the 2/2, which lives
    result = _run("Arc Trail", '["A", "x"]')
    assert result.board.permanent("x").damage == 1
    assert result.board.player("A").life == 18
    assert result.board.player("B").life == 17


def test_601_2c_control_another_target_is_not_the_first() -> None:
    with pytest.raises(ScenarioError) as caught:
        _run("Arc Trail", '["x", "x"]')
    assert caught.value.key == "timeline_targets_repeated"
    with pytest.raises(ScenarioError) as caught:
        _run("Welcome Test", '["x"]')
    assert caught.value.key == "timeline_targets_two"


def test_120_3_any_other_target_two_creatures() -> None:
    result = _run("Welcome Test", '["y", "x"]')
    assert {result.board.permanent(p).zone for p in "xy"} == {Zone.GRAVEYARD}
    assert result.board.player("B").life == 20
