"""Every number in a scenario has a documented range (docs/scenario-format.md,
"Ranges of numbers"): a number past it is one line and exit 2, and every
command runs at its ends without a crash (exit 3). ``life_gain_multiplier``
had no upper bound: ``resolve``, ``combat``, ``draw`` and ``solve`` crashed on
a huge one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.scenario.schema import MAX_MULTIPLIER

DOCS = Path(__file__).resolve().parent.parent / "docs" / "scenario-format.md"

BOARD = """\
active_player = "A"
[players.A]
life_gain_multiplier = {multiplier}
[players.B]
life = 1000000000
[[permanents]]
id = "link"
controller = "A"
power = 100000
toughness = 100000
keywords = ["lifelink"]
attacking = "B"
"""


def _invoke(tmp_path: Path, multiplier: int, *command: str) -> tuple[int, str]:
    path = tmp_path / "board.toml"
    path.write_text(BOARD.format(multiplier=multiplier), "utf-8")
    result = CliRunner().invoke(cli, [*command, str(path)])
    return result.exit_code, result.output


@pytest.mark.parametrize("multiplier", [MAX_MULTIPLIER + 1, 10**400])
def test_a_multiplier_past_its_range_is_one_line_and_exit_2(
    tmp_path: Path, multiplier: int
) -> None:
    code, output = _invoke(tmp_path, multiplier, "resolve")
    assert code == 2
    assert len(output.strip().splitlines()) == 1
    assert "life_gain_multiplier" in output and str(MAX_MULTIPLIER) in output


@pytest.mark.parametrize(
    "command",
    [("resolve",), ("combat",), ("draw",), ("solve", "--for", "attacker", "--time-limit", "2")],
)
def test_every_command_runs_at_the_largest_multiplier(
    tmp_path: Path, command: tuple[str, ...]
) -> None:
    """120.3f, 702.15b: lifelink damage of 100000 gains 100000 x 1024 life."""
    code, output = _invoke(tmp_path, MAX_MULTIPLIER, *command)
    assert code in (0, 1), output


def test_the_docs_give_the_multiplier_its_range() -> None:
    text = DOCS.read_text("utf-8")
    assert re.search(rf"\| `life_gain_multiplier` \| 1 to {MAX_MULTIPLIER} \|", text)
