"""601.2c, 115.1: a target described with "that's ..." after its noun: "target
creature or planeswalker that's white or blue" (Fry), "target black or red
creature that's attacking or blocking" (Surge of Righteousness): only a
permanent of that quality may be chosen, and each kind of "creature or
planeswalker" has it (issue 33, session 9). Real cards' texts; each rules
test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import TimelineError, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell

CARDS = {
    "Fry": (
        "This spell can't be countered.\nFry deals 5 damage to target creature or planeswalker "
        "that's white or blue."
    ),
    "Surge of Righteousness": (
        "Destroy target black or red creature that's attacking or blocking. You gain 2 life."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 4
toughness = 4
colors = ["{color}"]
{attacking}
"""


def _run(color: str, card: str, attacking: bool = True):  # type: ignore[no-untyped-def]
    text = BOARD.format(color=color, attacking='attacking = "B"' if attacking else "")
    text += (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["x"]\n'
        'controller = "B"\n'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_quality_is_the_targets() -> None:
    # the parser test of the form: sp_target_that, sp_target_or_walker_that
    fry = read_spell_card(CARDS["Fry"], "Fry").spell()
    assert str(fry.target) == "blue or white creatures"
    assert [str(s) for s in fry.also] == ["blue or white planeswalkers"]
    surge = parse_spell("Destroy target black or red creature that's attacking or blocking.")
    assert str(surge.target) == "attacking or blocking black or red creatures"
    # a quality the target already names otherwise: refused, not guessed
    assert not read_spell_card("Destroy target red creature that's white.", "X").fully_modelled


def test_601_2c_a_target_of_the_quality() -> None:
    result = _run("white", "Fry")
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 20


def test_601_2c_control_a_target_without_the_quality_is_refused() -> None:
    with pytest.raises(TimelineError):
        _run("green", "Fry")


def test_601_2c_attacking_or_blocking_and_its_color() -> None:
    result = _run("black", "Surge of Righteousness")
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 22
    # controls: a black creature out of combat, and a white attacker, are no legal targets
    with pytest.raises(TimelineError):
        _run("black", "Surge of Righteousness", attacking=False)
    with pytest.raises(TimelineError):
        _run("white", "Surge of Righteousness")
