""" "Can't attack this turn" cast from the timeline (issue 33, session 8). A
restriction on attacking is checked only as attackers are declared (508.1c),
and every point of the timeline comes after that; a declared attacker stays
attacking (506.4 lists what removes it). So "Target creature can't attack or
block this turn." (Off Balance) is carried out as its "can't block" half
(509.1b), and "Other creatures can't attack this turn." (Intimidation Bolt)
changes nothing in the combat. "Target creature can't attack this turn."
alone (Change of Heart) is still refused, as a spell with nothing to carry out."""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import CantBlock
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import Point, TimelineEntry, cast_check, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

OFF_BALANCE = "Target creature can't attack or block this turn."
BOLT = (
    "Intimidation Bolt deals 3 damage to target creature. Other creatures can't attack this turn."
)


def test_508_1c_the_sentences_read() -> None:
    assert [str(e) for e in read_spell_card(OFF_BALANCE, "Off Balance").spell().effects] == [
        "the target can't block this turn"
    ]
    bolt = read_spell_card(BOLT, "Intimidation Bolt").spell()
    assert [str(e) for e in bolt.effects] == ["the spell deals 3 damage to the target"]


@pytest.mark.parametrize(
    "text",
    [
        "Target creature can't attack this turn.",  # nothing left to carry out
        "Cast this spell only during an opponent's upkeep.\nCreatures can't attack this turn.",
    ],
)
def test_508_1c_spells_with_nothing_for_the_combat_stay_refused(text: str) -> None:
    assert not read_spell_card(text, "Festival").fully_modelled


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
id = "cub"
controller = "B"
power = 2
toughness = 2
"""


def _cast(text: str, name: str, target: str) -> Board:
    scenario = parse_scenario(BOARD)
    spell = read_spell_card(text, name).spell()
    entry = TimelineEntry(Point.DECLARE_ATTACKERS, spell, (target,), "B", "timeline[0]")
    cast_check(scenario.board, entry)
    return run_combat(scenario.board, RuleSet.CURRENT, (entry,), auto=True).board


def test_508_1c_off_balance_on_the_attacker_leaves_it_attacking() -> None:
    after = _cast(OFF_BALANCE, "Off Balance", "bear")
    assert after.player("B").life == 18  # the bear still attacks and deals its 2
    assert CantBlock() in after.permanent("bear").block_rules


def test_509_1b_off_balance_on_a_would_be_blocker_means_it_cant_block() -> None:
    after = _cast(OFF_BALANCE, "Off Balance", "cub")
    assert CantBlock() in after.permanent("cub").block_rules
    # control: the bear, not targeted, gets no restriction
    assert CantBlock() not in after.permanent("bear").block_rules


def test_506_4_other_creatures_cant_attack_removes_no_attacker() -> None:
    after = _cast(BOLT, "Intimidation Bolt", "cub")
    assert after.permanent("cub").zone.value == "graveyard"  # 3 damage to the 2/2
    assert after.permanent("bear").attacking == "B"
    assert after.player("B").life == 18
