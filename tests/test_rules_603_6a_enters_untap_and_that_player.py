"""Issue 33 (session 9): two effects of a trigger on another creature
entering the battlefield during the combat (603.6a) that the block
triggers' grammar does not read:

* "untap ~" (701.26b; Midnight Guard, Sunstrike Legionnaire, Captain of the
  Mists, Brimstone Trebuchet): a token put onto the battlefield tapped and
  attacking by an attack trigger (508.4) enters in the declare attackers
  step; the ability resolves before blockers are declared (603.3), so a
  tapped creature untapped by it may block (509.1a);
* "you may have that player lose 1 life" (119.3; Suture Priest, Blood
  Seeker): "that player" is the controller of the creature that entered
  under an opponent's control.

Each test has a control where the line does not apply.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import write_scenario
from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlockTrigger, LifeEffect
from mtgcombat.core.effect_values import SelfUntapEffect
from mtgcombat.text import parse_sentence

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
GUARD = "Whenever another creature enters the battlefield, untap ~."
CAPTAIN = "Whenever another Human enters the battlefield under your control, untap ~."
PRIEST = (
    "Whenever a creature enters the battlefield under an opponent's control, you may have that "
    "player lose 1 life."
)
GEIST = (
    "Whenever ~ attacks, create a 4/4 white Angel creature token with flying that's tapped and "
    "attacking. Exile that token at end of combat."
)


def _board(watcher: str, controller: str, *, tapped: bool, block: bool) -> str:
    blocking = 'blocking = ["geist"]' if block else ""
    return f"""
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "geist"
controller = "A"
power = 6
toughness = 2
attacking = "B"
abilities = ["{GEIST}"]
[[permanents]]
id = "watcher"
controller = "{controller}"
power = 2
toughness = 3
tapped = {str(tapped).lower()}
{blocking}
abilities = ["{watcher}"]
"""


def _combat(tmp_path: Path, text: str, code: int = 0) -> dict[str, Any]:
    path = write_scenario(tmp_path, text)
    result = CliRunner().invoke(cli, ["combat", path, "--json"], env=ENGLISH)
    assert result.exit_code == code, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


# -- the parser ------------------------------------------------------------------------


def test_parser_reads_untap_this_permanent_after_another_creature_enters() -> None:
    for line in (GUARD, CAPTAIN):
        parsed = parse_sentence(line)
        assert parsed.status == "modelled", parsed.error
        [trigger] = parsed.traits.abilities
        assert isinstance(trigger, BlockTrigger)
        assert trigger.events == ("enters",)
        assert trigger.effects == (SelfUntapEffect(),)
    [captain] = parse_sentence(CAPTAIN).traits.abilities
    assert isinstance(captain, BlockTrigger) and captain.subject is not None
    assert captain.subject.subtypes == frozenset({"human"})
    assert captain.subject.controller == "you"
    assert str(captain).endswith("(it: this permanent), untap it")


def test_parser_reads_that_player_loses_life_after_a_creature_enters_under_an_opponent() -> None:
    parsed = parse_sentence(PRIEST)
    assert parsed.status == "modelled", parsed.error
    [trigger] = parsed.traits.abilities
    assert isinstance(trigger, BlockTrigger)
    assert trigger.effects == (LifeEffect(-1, "that_player"),)
    assert trigger.optional


@pytest.mark.parametrize(
    "line",
    [
        # controls: an artifact entering (none enters in the combat), and
        # "that player" of a creature entering under anyone's control (not
        # read: who "that player" is would be a guess)
        "Whenever an artifact enters the battlefield under your control, untap ~.",
        "Whenever a creature enters the battlefield, you may have that player lose 1 life.",
    ],
)
def test_parser_control_other_entering_forms_are_not_read_as_these(line: str) -> None:
    parsed = parse_sentence(line)
    assert not any(
        isinstance(a, BlockTrigger) and a.events == ("enters",) for a in parsed.traits.abilities
    )


# -- the rules -------------------------------------------------------------------------


def test_603_6a_a_token_entering_attacking_untaps_the_watcher_so_it_may_block(
    tmp_path: Path,
) -> None:
    # the Angel enters tapped and attacking (508.4); the tapped watcher
    # untaps (701.26b) before blockers are declared and blocks the 6/2
    doc = _combat(tmp_path, _board(GUARD, "B", tapped=True, block=True))
    kinds = [e["kind"] for e in doc["events"]]
    assert "tapped_by_effect" in kinds
    assert doc["permanents"]["geist"]["zone"] == "graveyard"  # 2 damage from the 2/3
    assert doc["players"]["B"]["life"] == 16  # the Angel's 4


def test_603_6a_control_without_the_untap_line_the_tapped_creature_cannot_block(
    tmp_path: Path,
) -> None:
    # control: the same watcher without its ability stays tapped (509.1a)
    text = _board(GUARD, "B", tapped=True, block=True).replace(f'["{GUARD}"]', "[]")
    doc = _combat(tmp_path, text, code=1)
    assert "509.1a" in json.dumps(doc["blocks"])


def test_603_6a_that_player_the_controller_of_the_entered_creature_loses_1_life(
    tmp_path: Path,
) -> None:
    # the Angel enters under A's control, an opponent of the priest's B: A
    # loses 1 (119.3); Geist and the Angel are unblocked: B loses 6 + 4
    doc = _combat(tmp_path, _board(PRIEST, "B", tapped=False, block=False))
    assert doc["players"]["A"]["life"] == 19
    assert doc["players"]["B"]["life"] == 10


def test_603_6a_control_a_creature_entering_under_your_own_control_costs_no_life(
    tmp_path: Path,
) -> None:
    # control: the priest is A's; the Angel enters under A's own control
    doc = _combat(tmp_path, _board(PRIEST, "A", tapped=False, block=False))
    assert doc["players"]["A"]["life"] == 20
    assert doc["players"]["B"]["life"] == 10


def test_japanese_rendering_of_both_lines() -> None:
    found = {}
    for line in (GUARD, PRIEST):
        result = CliRunner().invoke(cli, ["parse", "--lang", "ja", line], env=ENGLISH)
        assert result.exit_code == 0, result.output
        found[line] = result.output
    assert "戦場に出るたび、これをアンタップする" in found[GUARD]
    assert "そのプレイヤーは1点のライフを失う" in found[PRIEST]
