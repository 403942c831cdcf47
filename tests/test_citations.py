"""Each violation cites the rule that forbids what was done, and says
everything the player may do instead."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from mtgcombat.cli import cli

HEAD = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[players.C]
[[permanents]]
id = "pw"
controller = "B"
types = ["planeswalker"]
counters = { loyalty = 3 }
"""

TRAMPLER = """
[[permanents]]
id = "t"
controller = "A"
power = 5
toughness = 5
keywords = ["{keyword}"]
attacking = "pw"
[[permanents]]
id = "b"
controller = "B"
power = 2
toughness = 2
blocking = ["t"]
[assignments]
t = {assignment}
"""

THORN = """
[[permanents]]
id = "thorn"
controller = "A"
power = 7
toughness = 7
assign_as_though_unblocked = true
attacking = "pw"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["thorn"]
[assignments]
thorn = {assignment}
"""


def _violations(tmp_path: Path, text: str) -> list[dict[str, object]]:
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path), "--json", "--lang", "en"])
    assert result.exit_code in (0, 1), result.output
    found: list[dict[str, object]] = json.loads(result.output)["violations"]
    return found


def test_702_19f_plain_trample_at_a_planeswalker_never_reaches_its_controller(
    tmp_path: Path,
) -> None:
    board = HEAD + TRAMPLER.format(keyword="trample", assignment="{ b = 2, pw = 1, B = 2 }")
    found = _violations(tmp_path, board)
    assert [(v["rule"], v["objects"]) for v in found] == [("702.19f", ["t", "B"])]


def test_702_19c_trample_over_planeswalkers_may_reach_the_controller(tmp_path: Path) -> None:
    board = HEAD + TRAMPLER.format(
        keyword="trample over planeswalkers", assignment="{ b = 2, pw = 3 }"
    )
    assert _violations(tmp_path, board) == []
    board = HEAD + TRAMPLER.format(
        keyword="trample over planeswalkers", assignment="{ b = 2, pw = 2, B = 1 }"
    )
    assert [v["rule"] for v in _violations(tmp_path, board)] == ["702.19c"]


def test_510_1c_another_player_is_no_recipient_and_the_message_lists_every_option(
    tmp_path: Path,
) -> None:
    """Thorn Elemental attacking a planeswalker may assign to its blocker or,
    as though it weren't blocked, to the planeswalker: both are listed."""
    found = _violations(tmp_path, HEAD + THORN.format(assignment="{ C = 7 }"))
    assert [v["rule"] for v in found] == ["510.1c"]
    message = str(found[0]["message"])
    assert message.endswith("it may assign only to: bear, pw")


def test_510_1a_total_is_reported_beside_a_recipient_violation(tmp_path: Path) -> None:
    found = _violations(tmp_path, HEAD + THORN.format(assignment="{ C = 9 }"))
    assert sorted(str(v["rule"]) for v in found) == ["510.1a", "510.1c"]
    total = next(v for v in found if v["rule"] == "510.1a")
    assert "exactly 7" in str(total["message"]) and "assigns 9" in str(total["message"])
    board = HEAD + TRAMPLER.format(keyword="trample", assignment="{ b = 2, pw = 1, B = 9 }")
    assert sorted(str(v["rule"]) for v in _violations(tmp_path, board)) == ["510.1a", "702.19f"]
