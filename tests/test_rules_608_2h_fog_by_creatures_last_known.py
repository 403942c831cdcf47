"""608.2h, 113.7a: a fog limited to damage "by creatures ..." judges a
creature that has left the battlefield (a dies trigger's damage) as it last
existed there: its types and controller (review of session 13). The
control: a fog of combat damage only does not cover that damage."""

from __future__ import annotations

import pytest

from mtgcombat.core.fog_events import FogPreventsDamage
from mtgcombat.core.model import Board
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario

# A's 2/2 phoenix attacks and is blocked by B's 2/4 wall: it dies in the
# combat damage step, and its dies trigger deals 3 damage to B.
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "phoenix"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["When ~ dies, it deals 3 damage to each opponent."]
[[permanents]]
id = "wall"
controller = "B"
power = 2
toughness = 4
blocking = ["phoenix"]
[[timeline]]
after = "declare-blockers"
effect = "Prevent all {kind}damage that would be dealt by {by} this turn."
controller = "B"
"""


def _run(kind: str, rules: str) -> tuple[Board, list[object]]:
    scenario = parse_scenario(BOARD.format(kind=kind, by="creatures your opponents control"))
    result = run_combat(scenario.board, rules, scenario.timeline, auto=True)
    return result.board, list(result.events)


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_608_2h_113_7a_the_dead_creature_is_judged_as_it_last_existed(rules: str) -> None:
    board, events = _run("", rules)
    assert not board.permanent("phoenix").on_battlefield
    assert [(e.source, e.recipient) for e in events if type(e) is FogPreventsDamage] == [
        ("phoenix", "wall"),
        ("phoenix", "B"),
    ]
    assert board.player("B").life == 20


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_608_2h_control_a_combat_damage_fog_lets_the_trigger_damage_through(
    rules: str,
) -> None:
    board, events = _run("combat ", rules)
    assert not board.permanent("phoenix").on_battlefield
    assert board.player("B").life == 17
    stopped = [e.recipient for e in events if type(e) is FogPreventsDamage]
    assert stopped == ["wall"]  # its combat damage only
