"""A token put onto the battlefield attacking never attacked (508.4): it is
not a legal target of "target creature that attacked this turn" (601.2c),
a review finding of session 13. The control: a declared attacker is one.
"""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Zone
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.scenario import parse_scenario

_ATTACKED = """
active_player = "A"
[players.A]
history = {{ attacked = true }}
[players.B]
history = {{}}
[[permanents]]
id = "hero"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[timeline]]
after = "declare-attackers"
effect = "Create a 1/1 white Soldier creature token that's tapped and attacking."
token = "sol"
controller = "A"
[[timeline]]
after = "declare-blockers"
effect = "Destroy target creature that attacked this turn."
targets = ["{target}"]
controller = "B"
"""


def _zones(text: str) -> dict[str, Zone]:
    scenario = parse_scenario(text)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    return {p.id: p.zone for p in result.board.permanents}


def _refused(text: str) -> str:
    scenario = parse_scenario(text)
    with pytest.raises(TimelineError) as caught:
        run_combat(scenario.board, "current", scenario.timeline, auto=True)
    return str(caught.value)


def test_rule_508_4_a_token_put_onto_the_battlefield_attacking_never_attacked() -> None:
    message = _refused(_ATTACKED.format(target="sol"))
    assert "sol" in message
    assert "601.2c" in message


def test_rule_508_4_control_a_declared_attacker_attacked_this_turn() -> None:
    zones = _zones(_ATTACKED.format(target="hero"))
    assert zones["hero"] == Zone.GRAVEYARD
    assert zones["sol"] == Zone.BATTLEFIELD
