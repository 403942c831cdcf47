"""119.3, 608.2h: "You lose life equal to that creature's toughness." after
the creature is destroyed: the caster loses life equal to its toughness as
it last existed on the battlefield, pumps included (issue 33, session 9;
Vendetta, Devour in Shadow). Each rules test with its control."""

from __future__ import annotations

import json

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_removal import LifeEqualEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

VENDETTA = (
    "Destroy target nonblack creature. It can't be regenerated. You lose life equal to that "
    "creature's toughness."
)
CATALOG = instants_catalog(
    {"Vendetta": VENDETTA, "Pump": "Target creature gets +0/+3 until end of turn."}
)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 3
toughness = {toughness}
colors = ["red"]
attacking = "B"
"""


def _entry(card: str, controller: str = "B") -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["x"]\n'
        f'controller = "{controller}"\n'
    )


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_life_loss_is_read() -> None:
    # the parser test of the form: sp_life_lose_equal
    spell = parse_spell("You lose life equal to target creature's toughness.")
    assert spell.effects == (LifeEqualEffect("toughness", lose=True),)
    card = read_spell_card(VENDETTA, "Vendetta").spell()
    assert [str(e) for e in card.effects] == [
        "destroy the target (it can't be regenerated)",
        "you lose life equal to the target's toughness",
    ]
    assert spell_from_json(json.loads(json.dumps(spell_to_json(card)))) == card


def test_119_3_the_caster_loses_the_destroyed_creatures_toughness() -> None:
    result = _run(BOARD.format(toughness=4) + _entry("Vendetta"))
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 16
    assert result.board.player("A").life == 20
    # control: a 3/2: 2 life
    result = _run(BOARD.format(toughness=2) + _entry("Vendetta"))
    assert result.board.player("B").life == 18


def test_608_2h_its_toughness_as_it_last_existed() -> None:
    # A pumped it +0/+3 before Vendetta (A's entry is cast first, at declare-attackers):
    # 4 + 3 = 7 life
    text = BOARD.format(toughness=4)
    text += (
        '\n[[timeline]]\nafter = "declare-attackers"\ncard = "Pump"\ntargets = ["x"]\n'
        'controller = "A"\n'
    )
    result = _run(text + _entry("Vendetta"))
    assert result.board.player("B").life == 13
