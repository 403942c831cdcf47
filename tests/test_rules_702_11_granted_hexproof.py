"""Hexproof and shroud granted by another permanent (an Aura, an Equipment,
a lord) stop an opponent's timeline spell as printed ones do (702.11b,
702.18a, 601.2c, 613.1f). The grant lines were read as having no effect on
combat, so such a spell was cast as if the creature had no hexproof."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.text import parse_sentence

BOARD = """\
rules = "{rules}"
active_player = "A"
[players.A]
[players.B]

[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"

[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["ogre"]

[[permanents]]
id = "giver"
controller = "B"
types = ["{kind}"]
{attached}abilities = ["{line}"]

[[timeline]]
after = "declare-blockers"
effect = "Target creature gets -2/-2 until end of turn."
targets = ["bear"]
controller = "{caster}"
"""

AURA = 'subtypes = ["aura"]\nattached_to = "bear"\n'
GRANTS = [
    (
        "enchantment",
        'subtypes = ["aura"]\nattached_to = "bear"\n',
        "Enchanted creature has hexproof.",
    ),
    (
        "artifact",
        'subtypes = ["equipment"]\nattached_to = "bear"\n',
        "Equipped creature has shroud.",
    ),
    ("creature", "power = 1\ntoughness = 1\n", "Other creatures you control have hexproof."),
]


def _resolve(tmp_path: Path, rules: str, kind: str, attached: str, line: str, caster: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "board.toml"
    text = BOARD.format(rules=rules, kind=kind, attached=attached, line=line, caster=caster)
    path.write_text(text, "utf-8")
    return CliRunner().invoke(cli, ["resolve", str(path)])


@pytest.mark.parametrize("rules", ["2023", "current"])
@pytest.mark.parametrize(("kind", "attached", "line"), GRANTS)
def test_702_11b_granted_hexproof_or_shroud_stops_an_opponents_spell(
    tmp_path: Path, rules: str, kind: str, attached: str, line: str
) -> None:
    refused = _resolve(tmp_path, rules, kind, attached, line, "A")
    assert refused.exit_code == 2
    assert "(601.2c)" in refused.output and (
        "702.11b" in refused.output or "702.18a" in refused.output
    )


@pytest.mark.parametrize(("kind", "attached", "line"), GRANTS)
def test_702_11b_control_its_controllers_own_spell_or_shroud(
    tmp_path: Path, kind: str, attached: str, line: str
) -> None:
    """Hexproof stops only opponents (702.11b): B's own spell resolves; shroud
    stops B too (702.18a)."""
    own = _resolve(tmp_path, "current", kind, attached, line, "B")
    assert own.exit_code == (2 if "shroud" in line else 0), own.output


def test_702_11_the_grant_lines_are_read() -> None:
    for _, _, line in GRANTS:
        assert parse_sentence(line).status == "modelled", line


def test_702_21a_granted_ward_counters_an_opponents_spell(tmp_path: Path) -> None:
    """Ward granted by an Aura triggers as a printed one does: unpaid, the
    spell is countered (702.21a); control: the bear's controller's own spell
    resolves (ward triggers only for opponents)."""
    line = "Enchanted creature has ward {2}."
    countered = _resolve(tmp_path, "current", "enchantment", AURA, line, "A")
    assert countered.exit_code == 0 and "702.21a" in countered.output
    assert "countered" in countered.output
    own = _resolve(tmp_path, "current", "enchantment", AURA, line, "B")
    assert own.exit_code == 0 and "702.21a" not in own.output
