"""608.2h, 120.3: "~ deals 3 damage to that land's controller." after
"Destroy target Plains or Island." (Cryoclasm), "... to that artifact's
controller" after "Destroy target artifact." (Detonate): the spell deals the
damage to the player who controlled the target as it last existed on the
battlefield, whatever its card type (issue 33, session 10). The effect was
read for creatures and permanents only. Each rules test with its control.
"""

from __future__ import annotations

import json

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_removal import ControllerDamageEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import SpellError, parse_spell, spell_from_json, spell_to_json

CRYOCLASM = "Destroy target Plains or Island. Cryoclasm deals 3 damage to that land's controller."
DETONATE = (
    "Destroy target artifact. It can't be regenerated. Detonate deals 2 damage to that "
    "artifact's controller."
)
CATALOG = instants_catalog({"Cryoclasm": CRYOCLASM, "Detonate": DETONATE})

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
id = "land"
controller = "{owner}"
types = ["land"]
subtypes = ["{kind}"]
[[permanents]]
id = "rock"
controller = "{owner}"
types = ["artifact"]
"""


def _entry(card: str, target: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        'controller = "A"\n'
    )


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


@pytest.mark.parametrize(
    "sentence",
    [
        "Zap deals 3 damage to that land's controller.",
        "Zap deals 3 damage to the land's controller.",
        "Zap deals 3 damage to that artifact's controller.",
        "Zap deals 3 damage to that enchantment's controller.",
    ],
)
def test_the_damage_to_that_lands_controller_is_read(sentence: str) -> None:
    # the parser test of the form: sp_it_controller_damage with sp_its_controller
    card = read_spell_card(f"Destroy target permanent. {sentence}", "Zap")
    assert card.fully_modelled
    spell = card.spell()
    assert spell.effects[-1] == ControllerDamageEffect(3)
    assert spell_from_json(json.loads(json.dumps(spell_to_json(spell)))) == spell


def test_a_player_is_no_land() -> None:
    # "that player's controller" is no phrase: still refused
    with pytest.raises(SpellError, match="understood"):
        parse_spell("Zap deals 3 damage to that player's controller.")


def test_120_3_cryoclasm_deals_3_to_the_lands_controller() -> None:
    result = _run(BOARD.format(owner="B", kind="island") + _entry("Cryoclasm", "land"))
    assert result.board.permanent("land").zone is Zone.GRAVEYARD
    # the bear's 2 combat damage and the spell's 3
    assert result.board.player("B").life == 15
    assert result.board.player("A").life == 20
    # control: the caster's own Plains: the caster is dealt the 3
    result = _run(BOARD.format(owner="A", kind="plains") + _entry("Cryoclasm", "land"))
    assert result.board.player("A").life == 17
    assert result.board.player("B").life == 18


def test_608_2h_detonate_the_artifacts_controller_as_it_last_existed() -> None:
    result = _run(BOARD.format(owner="B", kind="forest") + _entry("Detonate", "rock"))
    assert result.board.permanent("rock").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 16
    # control: a Forest is no legal target of Cryoclasm: the entry is refused
    with pytest.raises(TimelineError, match=r"not a legal target .*601\.2c"):
        _run(BOARD.format(owner="B", kind="forest") + _entry("Cryoclasm", "land"))
