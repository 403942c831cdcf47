"""117.3c, 704.3, 704.5a, 800.4a, 104.2a: a spell's additional life cost
(Hatred) that brings its caster to 0 life. The caster receives priority once
the spell is cast, so state-based actions are checked then (117.3c, 704.3):
they lose (704.5a) before the spell resolves. In a game of three players the
spell they own leaves the game with them (800.4a) and does nothing; with two
the game is over (104.2a) and nothing more happens. Both rule sets. Each test
with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario

HATRED = (
    "As an additional cost to cast this spell, pay X life.\n"
    "Target creature gets +X/+0 until end of turn."
)
CATALOG = instants_catalog({"Hatred": HATRED})

THREE = """
active_player = "B"
[players.A]
life = {life}
[players.B]
[players.C]
[[permanents]]
id = "g"
controller = "B"
power = 2
toughness = 2
attacking = "C"
[[timeline]]
after = "declare-blockers"
card = "Hatred"
targets = ["g"]
controller = "A"
x = 5
"""

TWO = """
active_player = "A"
[players.A]
life = {life}
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[timeline]]
after = "declare-blockers"
card = "Hatred"
targets = ["bear"]
controller = "A"
x = 5
"""

BOTH = pytest.mark.parametrize("rules", [RuleSet.CURRENT, RuleSet.R2023])


def _run(text: str, rules: RuleSet):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, rules, scenario.timeline, auto=True)


@BOTH
def test_800_4a_the_spell_leaves_the_game_with_its_caster(rules: RuleSet) -> None:
    result = _run(THREE.format(life=5), rules)
    kinds = [(e.kind, e.rule) for e in result.events]
    assert ("player_lost", "704.5a") in kinds
    assert ("left_game", "800.4a") in kinds
    assert "timeline_resolves" not in [e.kind for e in result.events]
    # the Hatred did not resolve: the 2/2 deals 2 to C
    assert result.board.player("A").lost
    assert result.board.player("C").life == 18
    # control: A keeps 1 life: Hatred resolves, the 7/2 deals 7
    result = _run(THREE.format(life=6), rules)
    assert not result.board.player("A").lost
    assert result.board.player("A").life == 1
    assert result.board.player("C").life == 13
    assert "left_game" not in [e.kind for e in result.events]


@BOTH
def test_104_2a_with_two_players_the_game_is_over(rules: RuleSet) -> None:
    result = _run(TWO.format(life=5), rules)
    assert result.board.player("A").lost
    kinds = [e.kind for e in result.events]
    assert "timeline_resolves" not in kinds
    assert "left_game" not in kinds  # nobody leaves a game that is over
    assert result.board.player("B").life == 20  # no combat damage step
    # control: A keeps 1 life: the 7/2 deals 7 to B
    result = _run(TWO.format(life=6), rules)
    assert result.board.player("B").life == 13
