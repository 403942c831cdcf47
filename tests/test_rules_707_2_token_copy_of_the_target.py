"""707.2, 111.1, 111.2, 506.3: "Create a token that's a copy of target
creature you control." (Cackling Counterpart, Quasiduplicate, Fated
Infatuation): the caster gets a token with the target's copiable values, a
new object out of combat, untapped and undamaged; a copy of a legendary
permanent is refused (704.5j is not carried out). Issue 33, session 10;
each rules test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.spell_token_copy import SpellTokenCopyEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spells import parse_spell

COUNTERPART = "Create a token that's a copy of target creature you control."
CATALOG = instants_catalog({"Cackling Counterpart": COUNTERPART})

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
name = "Gray Ogre"
power = 2
toughness = 2
damage = 1
attacking = "B"
{legend}
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
[[timeline]]
after = "declare-attackers"
card = "Cackling Counterpart"
targets = ["{target}"]
controller = "{caster}"
"""


def _run(legend: str = "", target: str = "ogre", caster: str = "A"):  # type: ignore[no-untyped-def]
    text = BOARD.format(legend=legend, target=target, caster=caster)
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_token_copy_is_read() -> None:
    # the parser test of the form: text.spell_same_name.token_copy_parts
    spell = parse_spell(COUNTERPART)
    assert spell.effects == (SpellTokenCopyEffect(),)
    assert spell.target is not None and spell.target.controller == "you"


def test_707_2_the_caster_gets_a_copy_out_of_combat() -> None:
    result = _run()
    copy = result.board.permanent("ogre_copy1")
    assert (copy.name, copy.power, copy.toughness, copy.controller) == ("Gray Ogre", 2, 2, "A")
    assert copy.token and copy.zone is Zone.BATTLEFIELD
    assert (copy.attacking, copy.tapped, copy.damage) == (None, False, 0)
    # the original still attacks and deals its 2
    assert result.board.player("B").life == 18
    # control: B may not target A's ogre ("you control", 115.1): refused as cast
    with pytest.raises(TimelineError, match=r"601\.2c"):
        _run(caster="B")


def test_704_5j_a_legendary_copy_is_refused() -> None:
    with pytest.raises(ChoiceError, match=r"704\.5j"):
        _run(legend='supertypes = ["legendary"]')
