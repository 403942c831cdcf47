"""Issue 33 (session 9): two trigger conditions of the combat's events.

* "Whenever one or more +1/+1 counters are put on ~ / on another creature
  you control, EFFECT" (122.6; Knighted Myr, Herd Baloth, Scurry Oak,
  Enduring Scalelord, Wildwood Scourge): it triggers once for each event
  that puts counters (a timeline's spell, a resolving ability), and resolves
  before the game goes on (603.3), so the creature gains double strike
  before combat damage;
* "Whenever an opponent gains life, put that many +1/+1 counters on ~"
  (119.9; Kavu Predator): each life gain of an opponent (lifelink's is one
  event, 702.15b), "that many" the amount gained, in the combat damage step
  (510.3a).

Each rules test has a control where the line does not apply.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import write_scenario
from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.text import parse_sentence

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
MYR = "Whenever one or more +1/+1 counters are put on ~, it gains double strike until end of turn."
SCALELORD = (
    "Whenever one or more +1/+1 counters are put on another creature you control, you may put a "
    "+1/+1 counter on ~."
)
KAVU = "Whenever an opponent gains life, put that many +1/+1 counters on ~."
COUNTER = "Put a +1/+1 counter on target creature."


def _combat(tmp_path: Path, text: str) -> dict[str, Any]:
    path = write_scenario(tmp_path, text)
    result = CliRunner().invoke(cli, ["combat", path, "--json"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


def _myr_board(target: str) -> str:
    return f"""
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "myr"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["{MYR}"]
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
[[permanents]]
id = "giant"
controller = "B"
power = 3
toughness = 3
blocking = ["myr"]
[[timeline]]
after = "declare-blockers"
effect = "{COUNTER}"
targets = ["{target}"]
controller = "A"
"""


def _scalelord_board(target: str) -> str:
    return f"""
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "scalelord"
controller = "A"
power = 4
toughness = 4
attacking = "B"
abilities = ["{SCALELORD}"]
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
[[permanents]]
id = "wall"
controller = "B"
power = 5
toughness = 5
blocking = ["scalelord"]
[[timeline]]
after = "declare-blockers"
effect = "{COUNTER}"
targets = ["{target}"]
controller = "A"
"""


def _kavu_board(kavu_controller: str) -> str:
    return f"""
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bears"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "kavu"
controller = "{kavu_controller}"
power = 2
toughness = 2
abilities = ["{KAVU}"]
[[permanents]]
id = "child"
controller = "B"
power = 2
toughness = 1
keywords = ["lifelink"]
blocking = ["bears"]
"""


# -- the parser ------------------------------------------------------------------------


def test_parser_reads_counters_put_on_itself_or_another_creature() -> None:
    [myr] = parse_sentence(MYR).traits.abilities
    assert isinstance(myr, BlockTrigger)
    assert myr.events == ("counters_put",) and myr.subject is None
    [lord] = parse_sentence(SCALELORD).traits.abilities
    assert isinstance(lord, BlockTrigger) and lord.subject is not None
    assert lord.events == ("counters_put",) and lord.optional
    assert lord.subject.controller == "you" and lord.subject.other
    assert str(lord).startswith(
        "whenever one of the other creatures you control has one or more +1/+1 counters put on "
        "it (it: this permanent)"
    )


def test_parser_reads_an_opponent_gaining_life() -> None:
    [kavu] = parse_sentence(KAVU).traits.abilities
    assert isinstance(kavu, BlockTrigger)
    assert kavu.events == ("opponent_gains_life",)
    assert str(kavu) == "whenever an opponent gains life, put that many +1/+1 counter(s) on it"


@pytest.mark.parametrize(
    "line",
    [
        # controls: counters of another kind, and an effect the engine does
        # not carry out, stay refused
        "Whenever one or more -1/-1 counters are put on ~, you gain 1 life.",
        "Whenever one or more +1/+1 counters are put on ~, exile up to one other target nonland "
        "permanent until ~ leaves the battlefield.",
    ],
)
def test_parser_control_other_counter_lines_stay_unmodelled(line: str) -> None:
    assert parse_sentence(line).status == "unmodelled"


# -- the rules -------------------------------------------------------------------------


def test_122_6_a_counter_put_on_the_myr_gives_it_double_strike(tmp_path: Path) -> None:
    # the 3/3 Myr with double strike kills the 3/3 Giant in the first-strike
    # step (510.4), before the Giant deals damage
    doc = _combat(tmp_path, _myr_board("myr"))
    assert doc["permanents"]["giant"]["zone"] == "graveyard"
    assert doc["permanents"]["myr"]["zone"] == "battlefield"
    assert doc["permanents"]["myr"]["damage"] == 0


def test_122_6_control_a_counter_on_another_creature_does_not_trigger_it(
    tmp_path: Path,
) -> None:
    # control: the counter goes on the elf: the 2/2 Myr dies to the Giant
    doc = _combat(tmp_path, _myr_board("elf"))
    assert doc["permanents"]["giant"]["zone"] == "battlefield"
    assert doc["permanents"]["myr"]["zone"] == "graveyard"


def test_122_6_a_counter_on_another_creature_you_control_grows_the_scalelord(
    tmp_path: Path,
) -> None:
    # the elf gets the spell's counter; the Scalelord one of its own: 5/5
    # against the 5/5 wall, both die
    doc = _combat(tmp_path, _scalelord_board("elf"))
    assert doc["permanents"]["scalelord"]["counters"]["+1/+1"] == 1
    assert doc["permanents"]["wall"]["zone"] == "graveyard"


def test_122_6_control_a_counter_on_an_opponents_creature_does_not(tmp_path: Path) -> None:
    # control: the counter goes on B's wall (6/6): the 4/4 Scalelord dies alone
    doc = _combat(tmp_path, _scalelord_board("wall"))
    assert doc["permanents"]["scalelord"]["zone"] == "graveyard"
    assert doc["permanents"]["wall"]["zone"] == "battlefield"


def test_119_9_an_opponents_lifelink_gain_puts_that_many_counters(tmp_path: Path) -> None:
    # B's 2/1 lifelinker blocks the bears: B gains 2 (702.15b); A's Kavu
    # Predator gets 2 +1/+1 counters in the combat damage step (510.3a)
    doc = _combat(tmp_path, _kavu_board("A"))
    assert doc["players"]["B"]["life"] == 22
    assert doc["permanents"]["kavu"]["counters"]["+1/+1"] == 2


def test_119_9_control_its_controllers_own_gain_triggers_nothing(tmp_path: Path) -> None:
    # control: the Kavu is B's; B's own life gain is not an opponent's
    doc = _combat(tmp_path, _kavu_board("B"))
    assert doc["players"]["B"]["life"] == 22
    assert doc["permanents"]["kavu"]["counters"]["+1/+1"] == 0


def test_japanese_rendering_of_the_new_trigger_events(tmp_path: Path) -> None:
    said = {}
    for name, board in (("myr", _myr_board("myr")), ("kavu", _kavu_board("A"))):
        path = write_scenario(tmp_path, board, f"{name}.toml")
        result = CliRunner().invoke(cli, ["combat", path, "--lang", "ja"], env=ENGLISH)
        assert result.exit_code == 0, result.output
        said[name] = result.output
    assert "myrが+1/+1カウンターを1個以上置かれた：myrの能力が誘発し" in said["myr"]
    gained = "Bがライフを得た（その能力のコントローラーの対戦相手）"
    assert f"{gained}：kavuの能力が誘発し" in said["kavu"]
