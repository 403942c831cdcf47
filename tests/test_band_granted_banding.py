"""702.22c with 613.1f: a band's members count the banding a static ability
grants them ("~ has banding as long as you control a Plains", Dire Wolves), not
only printed banding; the board check waits for the static effects."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from mtgcombat.cli import cli

BOARD = """active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "land"
controller = "A"
types = ["land"]
subtypes = ["{land}"]
[[permanents]]
id = "wolves"
controller = "A"
types = ["creature"]
power = 2
toughness = 2
attacking = "B"
band = "w"
abilities = ["~ has banding as long as you control a Plains."]
[[permanents]]
id = "bear"
controller = "A"
types = ["creature"]
power = 2
toughness = 2
attacking = "B"
band = "w"
"""


def _attacks(tmp_path: Path, land: str) -> tuple[int, str]:
    path = tmp_path / "board.toml"
    path.write_text(BOARD.format(land=land), encoding="utf-8")
    result = CliRunner().invoke(cli, ["attacks", str(path), "--json"])
    return result.exit_code, result.output


def test_702_22c_a_band_with_banding_from_a_static_ability_is_legal(tmp_path: Path) -> None:
    code, output = _attacks(tmp_path, "plains")
    assert code == 0, output


def test_702_22c_control_without_the_plains_the_band_has_two_members_without_banding(
    tmp_path: Path,
) -> None:
    code, output = _attacks(tmp_path, "forest")
    assert code == 2
    assert 'permanents[2] "bear".band' in output
    assert "702.22c" in output
