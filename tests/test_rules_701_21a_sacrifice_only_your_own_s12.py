"""701.21a (701.17a in the 2023 rules): a player can sacrifice only
permanents they control. "Whenever ~ blocks a creature, sacrifice that
creature" (a sentence the grammar reads) and a timeline's "Sacrifice target
creature." aimed at another player's creature used to move that creature to
the graveyard; now nothing happens to it, and an event (``cant_sacrifice``)
says why. Controls: the same lines on the controller's own creature
sacrifice it.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.model import Board, Player
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.scenario.load import parse_scenario

SACRIFICE = "Whenever ~ blocks a creature, sacrifice that creature."


def _blocked(sentence: str) -> tuple[Board, list[str]]:
    wall = _creature("wall", "B", 0, 4, abilities=_ability(sentence), blocking=("ogre",))
    ogre = _creature("ogre", "A", 3, 3, attacking="B")
    board = Board((Player("A"), Player("B")), (wall, ogre), "A")
    after, events = declare_blockers_triggers(board, "current")
    return after, [e.kind for e in events]


def test_701_21a_a_trigger_cant_sacrifice_an_opponents_creature() -> None:
    after, kinds = _blocked(SACRIFICE)
    assert "cant_sacrifice" in kinds
    assert "sacrificed" not in kinds
    assert after.permanent("ogre").on_battlefield
    # control: "sacrifice it", the wall its controller controls, is sacrificed
    after, kinds = _blocked("Whenever ~ blocks a creature, sacrifice it.")
    assert "sacrificed" in kinds
    assert "cant_sacrifice" not in kinds
    assert not after.permanent("wall").on_battlefield


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_701_21a_a_timeline_spell_cant_sacrifice_an_opponents_creature(rules: str) -> None:
    def run(caster: str) -> tuple[str, list[tuple[str, str]]]:
        text = f"""active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
[[timeline]]
after = "declare-blockers"
effect = "Sacrifice target creature."
controller = "{caster}"
targets = ["bear"]
"""
        scenario = parse_scenario(text)
        result = run_combat(scenario.board, rules, scenario.timeline)
        kinds = [(e.kind, e.rule) for e in result.events if "sacri" in e.kind]
        return result.board.permanent("bear").zone.value, kinds

    zone, kinds = run("A")
    assert zone == "battlefield"
    assert kinds == [("cant_sacrifice", "701.17a" if rules == "2023" else "701.21a")]
    # control: its controller sacrifices it
    zone, kinds = run("B")
    assert zone == "graveyard"
    assert [k for k, _ in kinds] == ["sacrificed"]


def test_701_21a_cant_sacrifice_in_japanese() -> None:
    from mtgcombat.core.sacrifice_events import CantSacrifice  # noqa: PLC0415

    text = describe_event(CantSacrifice("701.21a", "bear", "A", "wall"), "ja")
    assert "生け贄に捧げられない" in text
