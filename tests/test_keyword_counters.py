"""Keyword counters (122.1b): a permanent with a flying, indestructible... counter
has that keyword (613.1f); a counter of another kind is only a counter."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from mtgcombat.cli import cli

BOARD = """active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
types = ["creature"]
power = 2
toughness = 2
attacking = "B"
counters = {{ {counter} = 1 }}
[[permanents]]
id = "b"
controller = "B"
types = ["creature"]
power = 3
toughness = 3
blocking = ["x"]
"""


def _run(tmp_path: Path, command: str, counter: str) -> dict[str, object]:
    path = tmp_path / "board.toml"
    path.write_text(BOARD.format(counter=counter), encoding="utf-8")
    result = CliRunner().invoke(cli, [command, str(path), "--json"])
    assert result.exit_code in (0, 1), result.output
    doc: dict[str, object] = json.loads(result.stdout)
    return doc


def test_122_1b_an_indestructible_counter_keeps_a_creature_from_being_destroyed(
    tmp_path: Path,
) -> None:
    doc = _run(tmp_path, "resolve", "indestructible")
    assert doc["permanents"]["x"]["zone"] == "battlefield"  # type: ignore[index]


def test_122_1b_a_flying_counter_makes_a_ground_blocker_illegal(tmp_path: Path) -> None:
    doc = _run(tmp_path, "blocks", "flying")
    assert doc["legal"] is False
    assert [v["rule"] for v in doc["violations"]] == ["702.9b"]  # type: ignore[attr-defined]


def test_122_1b_control_a_counter_of_another_kind_grants_nothing(tmp_path: Path) -> None:
    assert _run(tmp_path, "resolve", "divinity")["permanents"]["x"]["zone"] == "graveyard"  # type: ignore[index]
    assert _run(tmp_path, "blocks", "divinity")["legal"] is True
