"""An Aura's "enchanted creature can't be the target of ..." (issue 33,
session 10): the Aura's static ability gives the creature it enchants the
restriction (303.4, 613.1f), which a timeline's spell meets as it chooses its
targets (601.2c), as the creature's own "~ can't be the target of ..." line.
Each test has a control: the Aura on another creature, or a spell the line
does not name.

Outcomes worked out by hand from the printed text.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from mtgcombat.core.abilities import OtherKeyword, StaticEffect
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.targeting import UNTARGETABLE
from mtgcombat.rules.timeline import TimelineError, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.parser import parse_sentence

_OPPONENTS = "Enchanted creature can't be the target of spells or abilities your opponents control."
_ARTIFACTS = "Enchanted creature can't be the target of abilities from artifact sources."
_SPELLS_AURAS = (
    "Enchanted creature can't be the target of spells and can't be enchanted by other Auras."
)


def _board(line: str, on: str, *, controller: str = "B") -> str:
    return f"""
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "pal"
controller = "A"
power = 1
toughness = 1
[[permanents]]
id = "aura"
controller = "A"
types = ["enchantment"]
subtypes = ["aura"]
attached_to = "{on}"
abilities = [{json.dumps(line)}]
[[timeline]]
after = "declare-blockers"
card = "Murder"
targets = ["knight"]
controller = "{controller}"
"""


def _run(text: str) -> Any:
    scenario = parse_scenario(text)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


@pytest.mark.parametrize(
    ("line", "what"),
    [
        (_OPPONENTS, "spells or abilities your opponents control"),
        (_ARTIFACTS, "abilities from artifact sources"),
        (_SPELLS_AURAS, "spells"),
    ],
)
def test_parse_the_host_gets_the_restriction(line: str, what: str) -> None:
    parsed = parse_sentence(line)
    assert parsed.status == "modelled"
    [static] = parsed.traits.statics
    assert isinstance(static, StaticEffect) and static.affected.host
    assert static.grants == (OtherKeyword(UNTARGETABLE, what, "601.2c"),)


def test_parse_a_pump_with_the_restriction() -> None:
    line = "Enchanted creature gets +0/+2 and can't be the target of spells."
    [static] = parse_sentence(line).traits.statics
    assert isinstance(static, StaticEffect)
    assert (static.power, static.toughness) == (0, 2)
    assert static.grants == (OtherKeyword(UNTARGETABLE, "spells", "601.2c"),)


def test_601_2c_613_4c_spectral_shield_the_pump_and_the_restriction() -> None:
    # the 2/2 enchanted is 2/4; a Bolt can't target it (a control: the Aura elsewhere, above)
    line = "Enchanted creature gets +0/+2 and can't be the target of spells."
    with pytest.raises(TimelineError):
        _run(_board(line, "knight"))
    board = _run(_board(line, "pal")).board
    assert board.permanent("knight").zone.value == "graveyard"


def test_parse_a_land_host_stays_unmodelled() -> None:
    assert parse_sentence("Enchanted land can't be the target of spells.").status == "unmodelled"


@pytest.mark.parametrize("line", [_OPPONENTS, _SPELLS_AURAS])
def test_601_2c_an_opponents_spell_cant_target_the_enchanted_creature(line: str) -> None:
    with pytest.raises(TimelineError) as err:
        _run(_board(line, "knight"))
    assert err.value.key == "timeline_target_untargetable"


def test_601_2c_control_the_aura_on_another_creature() -> None:
    after = _run(_board(_OPPONENTS, "pal")).board
    assert after.permanent("knight").zone.value == "graveyard"


def test_601_2c_control_its_controllers_own_spell_may_target_it() -> None:
    # "your opponents control": the creature's controller casts Murder on it
    after = _run(_board(_OPPONENTS, "knight", controller="A")).board
    assert after.permanent("knight").zone.value == "graveyard"


def test_601_2c_control_a_spell_is_no_ability_from_an_artifact_source() -> None:
    after = _run(_board(_ARTIFACTS, "knight")).board
    assert after.permanent("knight").zone.value == "graveyard"
