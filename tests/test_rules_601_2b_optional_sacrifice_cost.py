"""An optional additional cost of a permanent sacrificed (601.2b, 601.2h;
issue 33, session 13): "As an additional cost to cast this spell, you may
sacrifice an artifact. ~ deals 2 damage to target creature or planeswalker.
If this spell's additional cost was paid, ~ deals 4 damage instead."
(Voltage Surge). The entry pays it by naming the permanent in
``sacrifice``; without it the cost is not paid and the "if ... was paid"
sentence does nothing."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.model import Board, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

SURGE = Card(name="Sparking Surge", types=("instant",), text=(
    "As an additional cost to cast this spell, you may sacrifice an artifact.\n"
    "Sparking Surge deals 2 damage to target creature or planeswalker. If this spell's "
    "additional cost was paid, Sparking Surge deals 4 damage instead."))  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of([SURGE]))

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
id = "rock"
controller = "B"
types = ["artifact"]
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
"""


def _run(extra: str) -> Board:
    entry = (
        '\n[[timeline]]\nafter = "declare-attackers"\ncard = "Sparking Surge"\n'
        f'targets = ["giant"]\ncontroller = "B"\n{extra}'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_601_2b_both_readings_are_carried_out() -> None:
    unpaid = read_spell_card(SURGE.text, "Sparking Surge")
    assert unpaid.fully_modelled and unpaid.spell().sacrifice_cost == ()
    assert [str(e) for e in unpaid.spell().effects] == ["the spell deals 2 damage to the target"]
    paid = read_spell_card(SURGE.text, "Sparking Surge", kicked=True).spell()
    assert paid.sacrifice_cost == ("artifact",)
    assert [str(e) for e in paid.effects] == ["the spell deals 4 damage to the target"]


def test_601_2h_paid_the_artifact_is_sacrificed_and_4_damage_kills_the_giant() -> None:
    after = _run('sacrifice = "rock"\n')
    assert after.permanent("rock").zone is Zone.GRAVEYARD
    assert after.permanent("giant").zone is Zone.GRAVEYARD
    assert after.player("B").life == 20
    # control: not paid, the artifact stays and 2 damage does not kill the 3/3 giant
    after = _run("")
    assert after.permanent("rock").zone is Zone.BATTLEFIELD
    assert after.permanent("giant").zone is Zone.BATTLEFIELD
    assert after.player("B").life == 17


def test_701_21a_the_optional_cost_takes_only_an_artifact() -> None:
    with pytest.raises(ScenarioError) as err:
        _run('sacrifice = "bear"\n')
    assert err.value.key == "timeline_sacrifice_not_matching"
    # control: a card without the optional cost refuses sacrifice
    with pytest.raises(ScenarioError) as plain:
        parse_scenario(
            BOARD + '\n[[timeline]]\nafter = "declare-attackers"\ncard = "Shock"\n'
            'targets = ["giant"]\ncontroller = "B"\nsacrifice = "rock"\n',
            catalog=CATALOG,
        )
    assert plain.value.key == "timeline_sacrifice_none"
