"""'~ can attack as though it had haste' (issue 34, family 1): a permission
to attack (302.6, 702.10b), not the haste keyword. It lets a creature that
came under its controller's control this turn attack, in `attacks`, `combat`
and `solve --attacks`, and it grants no haste: "creatures with haste get
+1/+1" does not count it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import OtherKeyword
from mtgcombat.core.attack_rules import CanAttackAsThoughHaste
from mtgcombat.io.renderers import describe_value
from mtgcombat.text import parse_sentence

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
LINE = "~ can attack as though it had haste."

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
summoning_sick = true
abilities = [{line}]
{attacking}
[[permanents]]
id = "anthem"
controller = "A"
types = ["enchantment"]
abilities = ["Creatures with haste get +1/+1."]
"""


def _file(tmp_path: Path, line: str, *, attacking: bool = True) -> Path:
    path = tmp_path / "board.toml"
    quoted = json.dumps(line) if line else ""
    path.write_text(
        BOARD.format(line=quoted, attacking='attacking = "B"' if attacking else ""),
        encoding="utf-8",
    )
    return path


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), env=ENGLISH)
    return result.exit_code, result.output


def test_302_6_as_though_haste_parses_as_a_permission_not_the_keyword() -> None:
    parsed = parse_sentence(LINE)
    assert parsed.status == "modelled"
    assert parsed.traits.block_rules == frozenset({CanAttackAsThoughHaste()})
    assert not any(isinstance(a, OtherKeyword) for a in parsed.traits.abilities)
    # control: the keyword itself is still the keyword
    haste = parse_sentence("Haste")
    assert any(isinstance(a, OtherKeyword) and a.name == "haste" for a in haste.traits.abilities)
    # a grant carries the permission too
    aura = parse_sentence("Enchanted creature can attack as though it had haste.")
    assert aura.status == "modelled"
    (static,) = aura.traits.statics
    assert getattr(static, "grants", None) == (CanAttackAsThoughHaste(),)


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_302_6_702_10b_as_though_haste_lets_a_summoning_sick_creature_attack(
    tmp_path: Path, rules: str
) -> None:
    code, out = _run("attacks", str(_file(tmp_path, LINE)), "--json", "--rules", rules)
    doc = json.loads(out)
    assert code == 0 and doc["legal"] is True, out
    assert "no effect" not in out and 'haste\\" counts' not in out
    # control: without the line it breaks 302.6
    code, out = _run("attacks", str(_file(tmp_path, "")), "--json", "--rules", rules)
    assert code == 1 and [v["rule"] for v in json.loads(out)["violations"]] == ["302.6"]


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_702_10_as_though_haste_grants_no_haste(tmp_path: Path, rules: str) -> None:
    """The anthem pumps creatures with haste: not this one (2 damage); with
    the keyword itself (the control) it deals 3."""
    code, out = _run("resolve", str(_file(tmp_path, LINE)), "--json", "--rules", rules)
    assert code == 0, out
    assert json.loads(out)["players"]["B"]["life"] == 18
    code, out = _run("resolve", str(_file(tmp_path, "Haste")), "--json", "--rules", rules)
    assert json.loads(out)["players"]["B"]["life"] == 17


def test_508_1_solve_attacks_sends_the_permitted_creature(tmp_path: Path) -> None:
    path = _file(tmp_path, LINE, attacking=False)
    code, out = _run("solve", "--for", "attacker", "--attacks", str(path), "--json")
    assert code == 0, out
    doc = json.loads(out)
    attacks = doc["attacks"] if "attacks" in doc else doc["plan"]["attacks"]
    assert attacks == {"x": "B"}
    # control: without the permission it stays home (302.6)
    path = _file(tmp_path, "", attacking=False)
    doc = json.loads(_run("solve", "--for", "attacker", "--attacks", str(path), "--json")[1])
    attacks = doc["attacks"] if "attacks" in doc else doc["plan"]["attacks"]
    assert attacks == {}


def test_302_6_combat_carries_out_the_permitted_attack(tmp_path: Path) -> None:
    code, out = _run("combat", str(_file(tmp_path, LINE)), "--auto")
    assert code == 0, out
    assert "no effect" not in out
    assert "302.6" not in out


def test_302_6_as_though_haste_renders_in_both_languages() -> None:
    value = CanAttackAsThoughHaste()
    assert describe_value(value, "en") == "can attack as though it had haste"
    assert describe_value(value, "ja") == "速攻を持っているかのように攻撃できる"
