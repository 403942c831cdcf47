"""``solve`` and a file's timeline (spells cast between the steps, 608.2).

An entry is played, as ``resolve`` and ``combat`` play it, where its point
comes before the solver's first choice; one that comes after a choice the
solver makes was written for the file's play, and ``solve`` refuses it with
one line naming the field (exit 2) rather than answer for another combat.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from helpers import write_scenario
from mtgcombat.cli import cli

TRAMPLE_FILE = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 5
toughness = 5
keywords = ["trample"]
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 3
blocking = ["ogre"]
[[timeline]]
after = "declare-blockers"
effect = "Target creature gets +3/+3 until end of turn."
targets = ["wall"]
controller = "B"
"""


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_608_2_solve_for_attacker_plays_a_trick_cast_after_blockers_are_declared(
    tmp_path: Path,
) -> None:
    # The wall is a 3/6 once blockers are declared: the ogre cannot trample
    # over (702.19b needs lethal damage, 6, on it first), so all 5 go to it.
    path = write_scenario(tmp_path, TRAMPLE_FILE)
    code, text = _run("solve", path, "--for", "attacker")
    assert code == 0, text
    assert "regular step: ogre: wall=5" in text
    assert "(proven best)" in text
    doc = json.loads(_run("solve", path, "--for", "attacker", "--json")[1])
    assert doc["choice"] == {"ogre": {"wall": 5}}
    assert "timeline_resolves" in [e["kind"] for e in doc["outcome"]["events"]]
    # resolve, with that assignment, ends the same way.
    given = write_scenario(
        tmp_path, TRAMPLE_FILE + "[assignments]\nogre = { wall = 5 }\n", "given.toml"
    )
    resolved = json.loads(_run("resolve", given, "--json")[1])
    assert resolved["players"] == doc["outcome"]["players"]
    assert resolved["permanents"] == doc["outcome"]["permanents"]


DEFENDER_FILE = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
[[timeline]]
after = "declare-attackers"
effect = "Target creature gets +3/+3 until end of turn."
targets = ["bear"]
controller = "A"
"""


def test_509_1_solve_for_defender_chooses_blocks_after_a_trick_cast_before_them(
    tmp_path: Path,
) -> None:
    # The bear is a 5/5 before blockers are declared: the ogre would die
    # for nothing, so B takes 5.
    path = write_scenario(tmp_path, DEFENDER_FILE)
    code, text = _run("solve", path, "--for", "defender")
    assert code == 0, text
    assert "best blocks for B (defending player): no blocks" in text
    assert "B: life 20 -> 15" in text
    assert "(proven best)" in text


def test_509_1_solve_for_defender_refuses_an_entry_cast_after_blockers(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, DEFENDER_FILE.replace("declare-attackers", "declare-blockers"))
    code, text = _run("solve", path, "--for", "defender")
    assert code == 2
    assert text.strip().count("\n") == 0
    assert "timeline[0].after: solve --for defender chooses the blocks" in text
    assert text.strip().endswith("(509.1)")
    code, ja = _run("solve", path, "--for", "defender", "--lang", "ja")
    assert code == 2 and "timeline[0].after：solve --for defenderはブロックを選ぶ" in ja


def test_508_1_solve_attacks_refuses_a_timeline(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, DEFENDER_FILE)
    code, text = _run("solve", path, "--for", "attacker", "--attacks")
    assert code == 2
    assert "timeline[0].after: solve --attacks chooses the attack declaration" in text
    assert text.strip().endswith("(508.1)")


def test_510_4_solve_refuses_an_entry_after_first_strike_damage_only_with_that_step(
    tmp_path: Path,
) -> None:
    # The seed example: Giant Growth after the first-strike step. The
    # regular-step play depends on what the first-strike step did.
    example = (
        Path(__file__).parent.parent / "examples" / "510_4_giant_growth_after_first_strike.toml"
    )
    code, text = _run("solve", str(example), "--for", "attacker")
    assert code == 2
    assert "timeline[0].after: solve --for attacker chooses the first-strike combat damage" in text
    assert text.strip().endswith("(510.4)")
    # Without a first-strike step the entry never comes (510.4): nothing to refuse.
    plain = write_scenario(
        tmp_path,
        TRAMPLE_FILE.replace('after = "declare-blockers"', 'after = "first-strike-damage"'),
    )
    code, text = _run("solve", plain, "--for", "attacker")
    assert code == 0, text
    assert "regular step: ogre: wall=3 B=2" in text
