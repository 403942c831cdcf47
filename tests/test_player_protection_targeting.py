"""A player's protection against targeting (702.16b, 702.16j, 702.16k),
given by a static ability ("You have protection from everything.", "You
have protection from red."): a timeline spell (601.2c) or a triggered
ability (603.3d) that protection stops can't target that player. Before
issue 33's session 5 it still could. Each rules test is named by its rule
and has a control."""

from __future__ import annotations

import pytest

from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.input_errors import input_error
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario import parse_scenario

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
id = "shelter"
controller = "B"
types = ["enchantment"]
abilities = [LINE]
"""

SPELL = """
[[timeline]]
after = "declare-blockers"
effect = "~ deals 3 damage to any target."
targets = ["B"]
controller = "CASTER"
COLORS
"""


def _scenario(line: str, caster: str = "A", colors: str = "") -> str:
    spell = SPELL.replace("CASTER", caster).replace("COLORS", colors)
    return BOARD.replace("LINE", f'"{line}"') + spell


def _life_after(text: str) -> int:
    scenario = parse_scenario(text)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    return result.board.player("B").life


def test_702_16j_protection_from_everything_stops_any_spell_targeting_the_player() -> None:
    with pytest.raises(TimelineError) as caught:
        _life_after(_scenario("You have protection from everything."))
    assert caught.value.key == "timeline_target_player_protection"
    assert caught.value.facts["rule"] == "702.16j"
    # the player's own spell too: protection from everything is from every object
    with pytest.raises(TimelineError):
        _life_after(_scenario("You have protection from everything.", caster="B"))
    # control: without the line, A's spell targets B (3), and the ogre deals 3
    assert _life_after(_scenario("Flying")) == 14


def test_702_16b_protection_from_a_color_stops_a_spell_of_that_color() -> None:
    red = 'card = "Lightning Bolt"'
    text = _scenario("You have protection from red.").replace(
        'effect = "~ deals 3 damage to any target."', red
    )
    with pytest.raises(TimelineError) as caught:
        _life_after(text)
    assert caught.value.key == "timeline_target_player_protection"
    assert caught.value.facts["rule"] == "702.16b"
    # control: a colorless spell of the same text may target B: its 3, then the
    # colorless ogre's 3
    assert _life_after(_scenario("You have protection from red.")) == 14


def test_702_16j_a_triggered_ability_cant_target_a_player_with_protection() -> None:
    ability = '"Whenever ~ is dealt damage, it deals that much damage to any target."'
    text = BOARD.replace("LINE", '"You have protection from everything."').replace(
        'attacking = "B"',
        f'attacking = "B"\nabilities = [{ability}]\nchoices = {{ targets = ["B"] }}',
    ) + (
        '[[permanents]]\nid = "wall"\ncontroller = "B"\npower = 1\ntoughness = 4\n'
        'blocking = ["ogre"]\n'
    )
    scenario = parse_scenario(text)
    with pytest.raises(ChoiceError, match=r"702\.16j"):
        run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    # control: the same ability targets B without the line
    scenario = parse_scenario(text.replace('"You have protection from everything."', '"Flying"'))
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert board.player("B").life == 19


def test_702_16k_protection_from_each_opponent_stops_only_opponents() -> None:
    with pytest.raises(TimelineError):
        _life_after(_scenario("You have protection from each opponent."))
    # control: the player's own spell may target them
    assert _life_after(_scenario("You have protection from each opponent.", caster="B")) == 17


def test_702_16j_the_problem_is_said_in_japanese() -> None:
    text = input_error(
        "timeline_target_player_protection",
        "ja",
        effect="Shock",
        target="B",
        point="ブロック・クリーチャー指定ステップの後",
        protected_from="everything",
        rule="702.16j",
    )
    assert "すべてからのプロテクションを持つ（702.16j）" in text
