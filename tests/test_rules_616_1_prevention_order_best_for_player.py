"""616.1: the affected player (or the controller of the affected object)
orders the prevention effects that would apply to a damage event. The
engine's default is that player's best: a fog or shield that gains life
first (615.5: the life is gained only for damage it prevents), then the
effects not used up (protection, "prevent all"), then a 615.8 shield used
up by one event (review of session 13). Each test has a control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.fog_events import FogPreventsDamage
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario

REVERSE = (
    "The next time a source of your choice would deal damage to you this turn, prevent that"
    " damage. You gain life equal to the damage prevented this way."
)
CHANT = (
    "Prevent all damage that would be dealt by creatures this turn. You gain life equal to"
    " the damage prevented this way."
)
HOLY_DAY = "Prevent all combat damage that would be dealt this turn."
FOG_TO_YOU = "Prevent all combat damage that would be dealt to you this turn."
CATALOG = instants_catalog({"Reverse Shield": REVERSE, "Chant Fog": CHANT})
SHIELD = (
    "The next time a source of your choice would deal damage to you and/or creatures you"
    " control this turn, prevent that damage."
)

# A's 3/3 giant attacks B unblocked; B has an elf at home.
GIANT = """
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
id = "elf"
controller = "B"
power = 1
toughness = 1
"""


def _entry(effect: str, source: str = "") -> str:
    chosen = f'source = "{source}"\n' if source else ""
    names = {REVERSE: "Reverse Shield", CHANT: "Chant Fog"}
    what = f'card = "{names[effect]}"' if effect in names else f'effect = "{effect}"'
    return f'\n[[timeline]]\nafter = "declare-blockers"\n{what}\ncontroller = "B"\n{chosen}'


def _run(text: str) -> tuple[Board, list[object]]:
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    return result.board, list(result.events)


@pytest.mark.parametrize("reverse_first", [True, False])
def test_616_1_615_5_the_shield_that_gains_life_goes_before_a_plain_fog(
    reverse_first: bool,
) -> None:
    entries = [_entry(REVERSE, "giant"), _entry(FOG_TO_YOU)]
    if not reverse_first:
        entries.reverse()
    board, _ = _run(GIANT + "".join(entries))
    assert board.player("B").life == 23


def test_616_1_control_the_shield_on_another_source_the_plain_fog_prevents() -> None:
    board, _ = _run(GIANT + _entry(REVERSE, "elf") + _entry(FOG_TO_YOU))
    assert board.player("B").life == 20  # prevented, no life gained


@pytest.mark.parametrize("chant_first", [True, False])
def test_616_1_615_5_a_fog_that_gains_life_goes_before_prevent_all_combat_damage(
    chant_first: bool,
) -> None:
    entries = [_entry(CHANT), _entry(HOLY_DAY)]
    if not chant_first:
        entries.reverse()
    board, _ = _run(GIANT + "".join(entries))
    assert board.player("B").life == 23


def test_616_1_control_prevent_all_combat_damage_alone_gains_nothing() -> None:
    board, _ = _run(GIANT + _entry(HOLY_DAY))
    assert board.player("B").life == 20


# A's red 3/3 trampler is blocked by B's 2/2 with protection from red; its
# trigger deals 1 damage to the blocker, which protection prevents anyway.
OGRE = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
colors = ["red"]
attacking = "B"
abilities = [
  "trample",
  "Whenever ~ becomes blocked, it deals 1 damage to each creature blocking it.",
]
[[permanents]]
id = "knight"
controller = "B"
power = 2
toughness = 2
abilities = [{protection}]
blocking = ["ogre"]
[[timeline]]
after = "declare-attackers"
effect = "{shield}"
controller = "B"
source = "ogre"
"""


def test_616_1_615_8_protection_goes_before_a_next_time_shield() -> None:
    board, events = _run(OGRE.format(protection='"protection from red"', shield=SHIELD))
    stopped = [e for e in events if type(e) is FogPreventsDamage]
    # the trigger's damage is stopped by protection; the shield stops the
    # combat damage event, trample damage to B included
    assert [e.recipient for e in stopped] == ["B"]
    assert board.player("B").life == 20


def test_616_1_control_without_protection_the_trigger_uses_the_shield() -> None:
    board, events = _run(OGRE.format(protection="", shield=SHIELD))
    stopped = [e for e in events if type(e) is FogPreventsDamage]
    assert [e.recipient for e in stopped] == ["knight"]
    assert board.player("B").life == 19  # 2 lethal to the knight, 1 tramples over
