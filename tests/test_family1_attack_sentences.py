"""Issue 34, family 1: the six attack sentences of the audit each reach
`attacks`, `combat` and `solve --attacks` (508.1c, 508.1a, 302.6, 702.3b),
under both rule sets, and no note calls one of them "no effect". Each board:
x (2/2) with the line, bear (3/3); the declaration and the solver's attack."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}

BOARD = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 2
toughness = 2
abilities = {lines}
{extra}
attacking = "B"
[[permanents]]
id = "bear"
controller = "A"
power = 3
toughness = 3
{bear}
"""

# sentence, x's extra fields, bear attacks too, legal, what solve sends
CASES = [
    ("~ can only attack alone.", "", True, False, {"bear": "B"}),
    ("~ can't attack unless you control an artifact.", "", False, False, {"bear": "B"}),
    (
        "~ can't attack unless a creature with greater power also attacks.",
        "", False, False, {"bear": "B", "x": "B"},
    ),
    ("~ can attack as though it didn't have defender.", "", False, True, {"bear": "B", "x": "B"}),
    (
        "Wall creatures can attack as though they didn't have defender.",
        'subtypes = ["wall"]', False, True, {"bear": "B", "x": "B"},
    ),
    ("~ can attack as though it had haste.", "summoning_sick = true", False, True,
     {"bear": "B", "x": "B"}),
]  # fmt: skip


def _write(tmp_path: Path, line: str, extra: str, bear_attacks: bool, *, declared: bool) -> Path:
    lines = ["Defender", line] if "defender" in line else [line]
    text = BOARD.format(
        lines=json.dumps(lines), extra=extra, bear='attacking = "B"' if bear_attacks else ""
    )
    if not declared:
        text = text.replace('attacking = "B"\n', "")
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("rules", ["2023", "current"])
@pytest.mark.parametrize(("line", "extra", "bear_attacks", "legal", "solved"), CASES)
def test_508_1_family_1_sentences_reach_every_command(
    tmp_path: Path,
    rules: str,
    line: str,
    extra: str,
    bear_attacks: bool,
    legal: bool,
    solved: dict[str, str],
) -> None:
    path = _write(tmp_path, line, extra, bear_attacks, declared=True)
    run = CliRunner().invoke
    out = run(cli, ["attacks", str(path), "--rules", rules, "--json"], env=ENGLISH).output
    assert json.loads(out)["legal"] is legal, out
    for lang in ("en", "ja"):
        text = run(cli, ["attacks", str(path), "--rules", rules, "--lang", lang], env=ENGLISH)
        assert "no effect" not in text.output and "何の効果もない" not in text.output
        assert "not modelled" not in text.output
    combat = run(cli, ["combat", str(path), "--rules", rules, "--auto"], env=ENGLISH).output
    assert "no effect" not in combat
    assert ("illegal" in combat) is (not legal)
    plain = _write(tmp_path, line, extra, bear_attacks, declared=False)
    args = ["solve", "--for", "attacker", "--attacks", str(plain), "--rules", rules, "--json"]
    doc = json.loads(run(cli, args, env=ENGLISH).output)
    attacks = doc["attacks"] if "attacks" in doc else doc["plan"]["attacks"]
    assert attacks == solved


@pytest.mark.parametrize("rules", ["2023", "current"])
@pytest.mark.parametrize(("line", "extra", "bear_attacks", "legal", "solved"), CASES)
def test_508_1_family_1_control_without_the_line_the_verdict_flips(
    tmp_path: Path,
    rules: str,
    line: str,
    extra: str,
    bear_attacks: bool,
    legal: bool,
    solved: dict[str, str],
) -> None:
    """Control: the same board without the sentence (a defender keeps
    Defender, a summoning-sick creature stays sick) gives the other verdict."""
    del solved
    path = _write(tmp_path, line, extra, bear_attacks, declared=True)
    text = path.read_text(encoding="utf-8").replace(json.dumps(line), '"Flying"')
    path.write_text(text, encoding="utf-8")
    args = ["attacks", str(path), "--rules", rules, "--json"]
    out = CliRunner().invoke(cli, args, env=ENGLISH).output
    assert json.loads(out)["legal"] is (not legal), out
