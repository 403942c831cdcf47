"""A creature put onto the battlefield blocking never blocked (509.7): it
is not a legal target of "target creature that blocked this turn" (601.2c),
a review finding of session 13. The control: a declared blocker is one.
"""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Zone
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.scenario import parse_scenario

_BLOCKED = """
active_player = "A"
[players.A]
history = {{}}
[players.B]
history = {{}}
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "tok"
controller = "B"
power = 1
toughness = 1
token = true
blocking = ["ogre"]
entered_blocking = {entered}
[[timeline]]
after = "declare-blockers"
effect = "Destroy target creature that blocked this turn."
targets = ["tok"]
controller = "A"
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


def test_rule_509_7_a_creature_put_onto_the_battlefield_blocking_never_blocked() -> None:
    message = _refused(_BLOCKED.format(entered="true"))
    assert "tok" in message
    assert "601.2c" in message


def test_rule_509_7_control_a_declared_blocker_blocked_this_turn() -> None:
    assert _zones(_BLOCKED.format(entered="false"))["tok"] == Zone.GRAVEYARD
