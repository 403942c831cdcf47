"""120.3, 615.8: damage a source deals at once to several players and
permanents is one damage event, so a shield of "the next time a source of
your choice would deal damage ..., prevent that damage" prevents all of it
and is used up only after the whole event (review of session 13). Each test
has a control where the shield must not apply."""

from __future__ import annotations

from mtgcombat.core.abilities import Selector
from mtgcombat.core.fog_events import FogPreventsDamage
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_group_damage import GroupsDamageEffect, apply_groups_damage
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario

SHIELD = (
    "The next time a source of your choice would deal damage to you and/or creatures you"
    " control this turn, prevent that damage."
)

# A's 3/3 ogre attacks B and is blocked by B's two 1/1s; its trigger deals 1
# damage to each creature blocking it. B casts the shield (choosing `source`)
# after attackers are declared.
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
abilities = ["Whenever ~ becomes blocked, it deals 1 damage to each creature blocking it."]
[[permanents]]
id = "e1"
controller = "B"
power = 1
toughness = 1
blocking = ["ogre"]
[[permanents]]
id = "e2"
controller = "B"
power = 1
toughness = 1
blocking = ["ogre"]
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
[[timeline]]
after = "declare-attackers"
effect = "{shield}"
controller = "B"
source = "{source}"
"""


def _run(source: str) -> tuple[Board, list[object]]:
    text = BOARD.format(shield=SHIELD, source=source)
    scenario = parse_scenario(text)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    return result.board, list(result.events)


def test_120_3_615_8_a_trigger_damaging_each_blocker_is_one_event() -> None:
    board, events = _run("ogre")
    stopped = [e for e in events if type(e) is FogPreventsDamage]
    assert sorted(e.recipient for e in stopped) == ["e1", "e2"]
    # both blockers survive the trigger and deal their combat damage
    assert board.permanent("ogre").damage == 2
    assert board.player("B").fogs == ()  # used up after the whole event


def test_615_8_control_another_source_chosen_both_blockers_are_hit() -> None:
    board, events = _run("elf")
    assert not [e for e in events if type(e) is FogPreventsDamage]
    assert board.permanent("ogre").damage == 0  # both died to the trigger
    assert len(board.player("B").fogs) == 1  # not used


def _spell_board(chosen: str) -> Board:
    imp = Permanent(id="imp", controller="A", power=1, toughness=1)
    bears = [Permanent(id=i, controller="B", power=2, toughness=2) for i in ("b1", "b2")]
    shield = FogEffect(
        to="you_and_your_creatures",
        by="chosen",
        combat=False,
        once=True,
        controller="B",
        source="timeline[0]",
        ids=(chosen,),
    )
    return Board((Player("A"), Player("B", fogs=(shield,))), (imp, *bears), "A")


def test_120_3_615_8_a_spell_damaging_each_creature_and_player_is_one_event() -> None:
    effect = GroupsDamageEffect(1, (), "each", (Selector(),))
    after, _ = apply_groups_damage(_spell_board("imp"), effect, "A", "imp")
    assert (after.permanent("b1").damage, after.permanent("b2").damage) == (0, 0)
    assert after.player("B").life == 20
    assert after.player("A").life == 19  # not covered: A is not the shield's "you"
    assert after.player("B").fogs == ()


def test_615_8_control_a_spell_from_a_source_not_chosen() -> None:
    effect = GroupsDamageEffect(1, (), "each", (Selector(),))
    after, _ = apply_groups_damage(_spell_board("b1"), effect, "A", "imp")
    assert (after.permanent("b1").damage, after.permanent("b2").damage) == (1, 1)
    assert after.player("B").life == 19
    assert len(after.player("B").fogs) == 1
