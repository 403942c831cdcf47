"""A player's hexproof and shroud (702.11c, 702.18a), given by a static
ability ("You have hexproof." / "You have shroud."): an opponent's timeline
spell (601.2c) or triggered ability (603.3d) can't target that player. Each
rules test is named by its rule and has a control."""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import PlayerEffect
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario import parse_scenario
from mtgcombat.text import parse_sentence

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
id = "leyline"
controller = "B"
types = ["enchantment"]
abilities = [LINE]
"""

BOLT = """
[[timeline]]
after = "declare-blockers"
effect = "~ deals 3 damage to any target."
targets = ["B"]
controller = "CASTER"
"""


def _scenario(line: str, caster: str = "A", extra: str = "") -> str:
    text = BOARD.replace("LINE", f'"{line}"') + BOLT.replace("CASTER", caster)
    return text + extra


@pytest.mark.parametrize(
    ("sentence", "word"), [("You have hexproof.", "hexproof"), ("You have shroud.", "shroud")]
)
def test_702_11c_parser_reads_a_players_hexproof_and_shroud(sentence: str, word: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    assert parsed.traits.statics == (PlayerEffect(keywords=frozenset({word})),)
    ja = describe_value(parsed.traits.statics[0], "ja")
    assert ("呪禁" if word == "hexproof" else "被覆") in ja


def test_702_11c_control_a_conditional_players_hexproof_stays_refused() -> None:
    assert parse_sentence("You have hexproof as long as you control a Wizard.").status == (
        "unmodelled"
    )


def test_702_11c_an_opponents_spell_cant_target_a_player_with_hexproof() -> None:
    with pytest.raises(TimelineError) as caught:
        _life_after(_scenario("You have hexproof."))
    assert caught.value.key == "timeline_target_player_hexproof"


def _life_after(text: str) -> int:
    scenario = parse_scenario(text)
    return (
        run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
        .board.player("B")
        .life
    )


def test_702_11c_control_the_players_own_spell_and_a_board_without_the_line() -> None:
    # B's own spell targets B: hexproof stops only an opponent's (702.11c)
    own = _scenario("You have hexproof.", caster="B")
    assert _life_after(own) == 20 - 3 - 3
    # without the line, A's spell targets B: 3 damage, then the ogre's 3
    assert _life_after(_scenario("Flying")) == 20 - 3 - 3


def test_702_18a_shroud_stops_even_the_players_own_spell() -> None:
    with pytest.raises(TimelineError) as caught:
        _life_after(_scenario("You have shroud.", caster="B"))
    assert caught.value.key == "timeline_target_shroud"


def test_702_11c_a_triggered_ability_of_an_opponent_cant_target_the_player() -> None:
    # the ogre's "is dealt damage" ability names B as its target: B has hexproof
    ability = '"Whenever ~ is dealt damage, it deals that much damage to any target."'
    text = BOARD.replace("LINE", '"You have hexproof."').replace(
        'attacking = "B"',
        f'attacking = "B"\nabilities = [{ability}]\nchoices = {{ targets = ["B"] }}',
    ) + (
        '[[permanents]]\nid = "wall"\ncontroller = "B"\npower = 1\ntoughness = 4\n'
        'blocking = ["ogre"]\n'
    )
    scenario = parse_scenario(text)
    with pytest.raises(ChoiceError, match=r"702\.11c"):
        run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    # control: the same ability targets B without the line
    scenario = parse_scenario(text.replace('"You have hexproof."', '"Flying"'))
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert board.player("B").life == 19
