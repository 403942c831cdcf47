"""Regressions found by an acceptance audit of the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli

HEAD = """
active_player = "A"
[players.A]
[players.B]
"""


def run(tmp_path: Path, body: str, *args: str) -> tuple[int, str]:
    path = tmp_path / "s.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    result = CliRunner().invoke(cli, [args[0], str(path), *args[1:]])
    return result.exit_code, result.output


DOUBLE_STRIKE_ORDER = """
[[permanents]]
id = "ds"
controller = "A"
power = 3
toughness = 5
keywords = ["double strike"]
attacking = "B"
[[permanents]]
id = "a"
controller = "B"
power = 1
toughness = 4
blocking = ["ds"]
[[permanents]]
id = "b"
controller = "B"
power = 1
toughness = 2
blocking = ["ds"]
[orders]
ds = ["a", "b"]
[first_strike_assignments]
ds = { a = 3 }
[assignments]
ds = { a = 1, b = 2 }
"""


def test_510_4_regular_step_is_checked_after_the_first_strike_damage(tmp_path: Path) -> None:
    """The 3 marked on a in the first-strike step make 1 more lethal (510.1c):
    check agrees with resolve."""
    code, out = run(tmp_path, DOUBLE_STRIKE_ORDER, "check", "--rules", "current")
    assert code == 0, out
    code, out = run(tmp_path, DOUBLE_STRIKE_ORDER, "check", "--rules", "2023")
    assert code == 0, out
    code, out = run(tmp_path, DOUBLE_STRIKE_ORDER, "resolve", "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["permanents"]["a"]["zone"] == doc["permanents"]["b"]["zone"] == "graveyard"


def test_702_19b_trample_regular_step_counts_first_strike_damage(tmp_path: Path) -> None:
    body = """
[[permanents]]
id = "knight"
controller = "A"
power = 3
toughness = 3
keywords = ["double strike", "trample"]
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
blocking = ["knight"]
[first_strike_assignments]
knight = { wall = 3 }
[assignments]
knight = { wall = 1, B = 2 }
"""
    assert run(tmp_path, body, "check")[0] == 0
    code, out = run(tmp_path, body, "assignments", "--step", "regular", "--count", "--json")
    assert code == 0
    assert json.loads(out) == [{"creature": "knight", "count": 3}]


def test_702_16k_protection_from_a_player_ignores_the_case_of_the_id(tmp_path: Path) -> None:
    body = """
[[permanents]]
id = "saint"
controller = "A"
power = 2
toughness = 2
keywords = ["protection from B"]
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["saint"]
"""
    code, out = run(tmp_path, body, "blocks", "--json")
    assert code == 1
    assert json.loads(out)["violations"][0]["rule"] == "702.16f"


def test_510_1_resolve_rejects_an_assignment_for_a_creature_not_in_combat(tmp_path: Path) -> None:
    body = """
[[permanents]]
id = "home"
controller = "A"
power = 2
toughness = 2
[assignments]
home = { B = 2 }
"""
    code, out = run(tmp_path, body, "resolve", "--json")
    assert code == 1
    assert json.loads(out)["violations"][0]["rule"] == "510.1"


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        (
            """
[[permanents]]
id = "walker"
controller = "B"
types = ["planeswalker"]
counters = { loyalty = 3 }
[[permanents]]
id = "x"
controller = "A"
power = 1
toughness = 1
keywords = ["banding"]
band = "pack"
attacking = "B"
[[permanents]]
id = "y"
controller = "A"
power = 1
toughness = 1
band = "pack"
attacking = "walker"
""",
            "(702.22d)",
        ),
        (
            """
[[permanents]]
id = "siege"
controller = "A"
protector = "A"
types = ["battle"]
counters = { defense = 3 }
[[permanents]]
id = "x"
controller = "A"
power = 1
toughness = 1
attacking = "siege"
""",
            "(310.8b)",
        ),
        (
            """
[[permanents]]
id = "x"
controller = "A"
power = 1
attacking = "B"
""",
            'permanents[0] "x".toughness: a creature needs a toughness',
        ),
        (
            """
[[permanents]]
id = "x"
controller = "A"
power = 100000000000000000000
toughness = 1
attacking = "B"
""",
            'permanents[0] "x".power',
        ),
    ],
    ids=["band-split", "own-battle", "no-toughness", "huge-power"],
)
def test_bad_files_found_by_the_audit_exit_2(tmp_path: Path, body: str, needle: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path)])
    assert result.exit_code == 2
    assert needle in result.output
