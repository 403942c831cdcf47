"""Review 8, finding 3: "you gain life equal to its toughness (power)" and
"it deals damage equal to its power" read the creature's last known
information once it has left the battlefield (608.2h, 603.10a): its power
and toughness as it last existed there, with the static effects that applied
to it then, not its values in the graveyard, where those effects no longer
apply (611.3a). The last known values are kept as the effects are recomputed
(:mod:`mtgcombat.rules.last_known`). Each test has a control.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.model import Board, Permanent, Player, Zone, evolve
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.returns import returned_object
from mtgcombat.text import parse_sentence

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
LORD = """
[[permanents]]
id = "lord"
controller = "A"
power = 1
toughness = 1
abilities = ["Other creatures you control get {pump}."]
"""
DIES = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "foo"
controller = "A"
power = 1
toughness = 1
name = "Foo"
abilities = ["When Foo dies, you gain life equal to its {stat}."]
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 5
toughness = 5
blocking = ["foo"]
"""
ENTERS = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "captain"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["Whenever this creature attacks, create a 1/1 white Soldier creature token that's \
tapped and attacking."]
[[permanents]]
id = "warden"
controller = "A"
power = 1
toughness = 1
abilities = ["Whenever another creature enters the battlefield under your control, you gain \
life equal to that creature's toughness."]
[[permanents]]
id = "pinger"
controller = "B"
power = 1
toughness = 1
abilities = ["Whenever a creature enters the battlefield under an opponent's control, this \
creature deals 5 damage to that creature."]
"""


def _run(
    tmp_path: Any, text: str, command: str = "resolve", rules: str = "current"
) -> dict[str, Any]:
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    args = [command, str(path), "--json", "--rules", rules]
    args += ["--auto"] if command == "combat" else []
    result = CliRunner().invoke(cli, args, env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_608_2h_dies_life_equal_to_its_toughness_as_it_last_existed(
    tmp_path: Any, rules: str
) -> None:
    # Foo, a 1/1 made 1/4 by the lord, is dealt 5 by the ogre and dies; its
    # toughness as it last existed on the battlefield is 4: A gains 4
    doc = _run(tmp_path, DIES.format(stat="toughness") + LORD.format(pump="+0/+3"), rules=rules)
    assert doc["permanents"]["foo"]["zone"] == "graveyard"
    assert doc["players"]["A"]["life"] == 24
    # control: no lord, Foo was a 1/1: A gains 1
    doc = _run(tmp_path, DIES.format(stat="toughness"), rules=rules)
    assert doc["players"]["A"]["life"] == 21


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_608_2h_dies_life_equal_to_its_power_as_it_last_existed(tmp_path: Any, rules: str) -> None:
    # Foo, 4/1 under a +3/+0 lord, deals 4 to the ogre and dies: A gains 4
    doc = _run(tmp_path, DIES.format(stat="power") + LORD.format(pump="+3/+0"), rules=rules)
    assert doc["permanents"]["ogre"]["damage"] == 4
    assert doc["players"]["A"]["life"] == 24
    # control: no lord, Foo was a 1/1: A gains 1
    doc = _run(tmp_path, DIES.format(stat="power"), rules=rules)
    assert doc["players"]["A"]["life"] == 21


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_603_10a_entered_creature_killed_before_the_lifegain_resolves(
    tmp_path: Any, rules: str
) -> None:
    # the Soldier token enters attacking as a 1/4 (the lord): the warden's and
    # the pinger's abilities trigger (603.6a); B's goes on the stack last and
    # resolves first (APNAP, 603.3b): 5 damage kill the token. The warden's
    # then reads its toughness as it last existed, 4 (608.2h): A gains 4; the
    # captain deals 2 to B
    doc = _run(tmp_path, ENTERS + LORD.format(pump="+0/+3"), "combat", rules=rules)
    assert doc["permanents"]["soldier1"]["zone"] == "graveyard"
    assert [doc["players"][p]["life"] for p in "AB"] == [24, 18]
    # control: no lord, the token was a 1/1: A gains 1
    doc = _run(tmp_path, ENTERS, "combat", rules=rules)
    assert [doc["players"][p]["life"] for p in "AB"] == [21, 18]


def _creature(pid: str, controller: str, power: int, toughness: int, *text: str,
              **fields: Any) -> Permanent:  # fmt: skip
    traits = [parse_sentence(t, name="X").traits for t in text]
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness,
                     abilities=frozenset(a for t in traits for a in t.abilities),
                     statics=tuple(s for t in traits for s in t.statics), **fields)  # fmt: skip


def test_608_2h_dies_damage_equal_to_its_power_as_it_last_existed() -> None:
    # the imp, 1/1 made 4/1 by the lord, blocks the 6/6 ogre and dies; its
    # ability deals damage equal to its last known power, 4, to the ogre,
    # already dealt 4 combat damage by the imp: 8 damage, the 6/6 dies (its
    # graveyard power, 1, would leave it at 5)
    line = "When this creature dies, it deals damage equal to its power to target creature."
    lord = _creature("lord", "B", 1, 1, "Other creatures you control get +3/+0.")
    imp = _creature("imp", "B", 1, 1, line, blocking=("ogre",),
                    choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    ogre = _creature("ogre", "A", 6, 6, attacking="B")
    board = Board((Player("A"), Player("B")), (ogre, imp, lord), "A")
    after = resolve_combat(board, "current", auto=True, triggers=True).board
    assert after.permanent("imp").zone is Zone.GRAVEYARD
    assert after.permanent("ogre").zone is Zone.GRAVEYARD
    # control: no lord, the imp deals 1 and then 1 more: the ogre survives with 2
    board = Board((Player("A"), Player("B")), (ogre, imp), "A")
    after = resolve_combat(board, "current", auto=True, triggers=True).board
    assert after.permanent("ogre").damage == 2


def test_400_7_a_returned_object_drops_the_last_known_values() -> None:
    # the last known values belong to the object that left; the card back on
    # the battlefield is a new object (400.7) and reads its own values
    lord = _creature("lord", "A", 1, 1, "Other creatures you control get +0/+3.")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    board = apply_static_effects(Board((Player("A"), Player("B")), (lord, elf), "A"))
    dead = evolve(board.permanent("elf"), zone=Zone.GRAVEYARD)
    board = apply_static_effects(board.with_permanents((board.permanent("lord"), dead)))
    gone = board.permanent("elf")
    assert (gone.current_toughness, gone.last_known) == (1, (1, 4))
    assert returned_object(gone, plus=True).last_known is None
    # control: a permanent on the battlefield takes none
    assert board.permanent("lord").last_known is None
