"""A player sacrifices one permanent of either of two kinds, or one in
combat (701.21a), cast from the timeline: "Target player sacrifices an
attacking or blocking creature." (Celestial Flare), "... a creature or
planeswalker." (Umbral Juke), "Each opponent sacrifices an artifact or
enchantment." (Tribute to the Wild). The player chooses among their
permanents that match (the entry's ``sacrificed``); one outside the kinds
is refused (issue 33, session 11)."""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_removal import PlayerSacrificeEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

FLARE = "Target player sacrifices an attacking or blocking creature."
JUKE = "Target player sacrifices a creature or planeswalker."
TRIBUTE = "Each opponent sacrifices an artifact or enchantment."

# A's 3/3 giant attacks B and is blocked by B's 2/2 guard; B has a 1/1 elf
# out of combat and a Cage (an artifact, no creature).
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "guard"
controller = "B"
power = 2
toughness = 2
blocking = ["giant"]
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
[[permanents]]
id = "cage"
controller = "B"
types = ["artifact"]
"""


def _play(spell: str, targets: str, sacrificed: str) -> Board:
    text = BOARD + (
        f'\n[[timeline]]\nafter = "declare-blockers"\neffect = "{spell}"\n'
        f'targets = {targets}\ncontroller = "A"\nsacrificed = {sacrificed}\n'
    )
    scenario = parse_scenario(text)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_the_sentences_read() -> None:
    for text in (FLARE, JUKE, TRIBUTE):
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell
    assert str(parse_spell(JUKE).effects[0]) == (
        "the target player sacrifices one of their creatures and/or planeswalkers"
    )


def test_701_21a_celestial_flare_the_blocker_is_sacrificed() -> None:
    board = _play(FLARE, '["B"]', '["guard"]')
    assert board.permanent("guard").zone.value == "graveyard"
    assert board.permanent("giant").damage == 0  # it left combat before damage (506.4)


def test_701_21a_control_celestial_flare_not_a_creature_out_of_combat() -> None:
    with pytest.raises(TimelineError):  # the elf neither attacks nor blocks
        _play(FLARE, '["B"]', '["elf"]')


def test_701_21a_tribute_to_the_wild_an_artifact_and_not_a_creature() -> None:
    board = _play(TRIBUTE, "[]", '["cage"]')
    assert board.permanent("cage").zone.value == "graveyard"
    with pytest.raises(TimelineError):  # control: the elf is neither kind
        _play(TRIBUTE, "[]", '["elf"]')


# Review (session 11): the modifiers of "a creature or planeswalker with power
# 3 or greater" and "a nontoken creature or planeswalker" apply to both nouns
# (701.21a: the player sacrifices a permanent that matches the whole phrase).
STRONG = "Target player sacrifices a creature or planeswalker with power 3 or greater."
NONTOKEN = "Target player sacrifices a nontoken creature or planeswalker."


def test_the_shared_modifiers_read_on_both_kinds() -> None:
    for text, key in ((STRONG, "compares"), (NONTOKEN, "token")):
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell
        effect = spell.effects[0]
        assert isinstance(effect, PlayerSacrificeEffect)
        chosen = effect.affected
        assert len(chosen.any_of) == 2
        for part in chosen.any_of:
            assert getattr(part, key) not in ((), None), (text, part)


def test_701_21a_power_3_or_greater_applies_to_the_creature_too() -> None:
    with pytest.raises(TimelineError):  # the 2/2 guard has power less than 3
        _play(STRONG, '["B"]', '["guard"]')


def test_701_21a_control_power_3_or_greater_a_big_creature() -> None:
    board = BOARD + '\n[[permanents]]\nid = "ogre"\ncontroller = "B"\npower = 4\ntoughness = 4\n'
    text = board + (
        f'\n[[timeline]]\nafter = "declare-blockers"\neffect = "{STRONG}"\n'
        'targets = ["B"]\ncontroller = "A"\nsacrificed = ["ogre"]\n'
    )
    scenario = parse_scenario(text)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.permanent("ogre").zone.value == "graveyard"
