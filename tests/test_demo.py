"""The demo walks through every seed example under both rule sets."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.demo import DEMO_FILES, examples_dir, run_demo
from mtgcombat.scenario.load import load_scenario


def test_demo_lists_every_example_file_that_exists() -> None:
    folder = examples_dir()
    assert sorted(DEMO_FILES) == sorted(p.name for p in folder.glob("*.toml"))


def test_demo_shows_every_example_under_both_rule_sets() -> None:
    lines: list[str] = []
    assert run_demo(lines.append) == len(DEMO_FILES)
    text = "\n".join(lines)
    assert lines.count("2023 rules") == len(DEMO_FILES)
    assert lines.count("current rules") == len(DEMO_FILES)
    # The Giant Growth split is illegal under 2023 rules only (510.1c).
    assert "x 510.1c: gorger assigns 1 damage to elf" in text


def test_demo_can_show_one_rule_set() -> None:
    lines: list[str] = []
    assert run_demo(lines.append, rule_sets=(RuleSet.CURRENT,)) == len(DEMO_FILES)
    assert lines.count("current rules") == len(DEMO_FILES)
    assert "2023 rules" not in lines
    assert not any(
        line.startswith(("  resolved under 2023", "  best")) and "2023" in line for line in lines
    )


def test_demo_in_japanese_uses_japanese_terms() -> None:
    lines: list[str] = []
    run_demo(lines.append, "ja")
    text = "\n".join(lines)
    assert "適正な割り振り" in text
    assert "ダメージ割り振り順" in text


def test_every_example_has_a_japanese_description_for_the_japanese_demo() -> None:
    for path in examples_dir().glob("*.toml"):
        sc = load_scenario(path)
        assert sc.describe("ja") != sc.describe("en"), path.name
        assert sc.describe("ja") == sc.description_ja
    lines: list[str] = []
    run_demo(lines.append, "ja")
    assert "《巨森を喰らうもの》" in "\n".join(lines)
    assert "2023年版ルール" in lines and "現行ルール" in lines


def test_demo_ends_with_the_solver_on_every_puzzle_proven() -> None:
    lines: list[str] = []
    run_demo(lines.append)
    start = lines.index("Best play (mtgcombat solve): the puzzles in examples/puzzles")
    answers = [line for line in lines[start:] if line.startswith("  best ")]
    puzzles = sorted((examples_dir() / "puzzles").glob("*.toml"))
    assert len(answers) == 2 * len(puzzles)
    assert all(line.endswith(", proven)") for line in answers)
    assert "  best blocks under current rules: elf: ogre (value -23, proven)" in answers


def test_demo_shows_a_whole_combat_with_a_trick_between_the_steps_in_both_languages() -> None:
    """The timeline example: Giant Growth after first-strike damage (608.2, 510.4)."""
    lines: list[str] = []
    run_demo(lines.append, rule_sets=(RuleSet.CURRENT,))
    text = "\n".join(lines)
    assert "  the whole combat under current rules (mtgcombat combat):" in lines
    assert "timeline[0] resolves after first-strike combat damage" in text
    assert "giant gets +3/+3 until end of turn (timeline[0])" in text
    lines = []
    run_demo(lines.append, "ja", rule_sets=(RuleSet.CURRENT,))
    text = "\n".join(lines)
    assert "  現行ルールでの戦闘全体（mtgcombat combat）：" in lines
    assert "《丘巨人》はターン終了時まで+3/+3の修整を受ける（timeline[0]）" in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_demo_whole_combat_is_what_mtgcombat_combat_prints(lang: str) -> None:
    """The attack and block verdicts (508.1, 509.1), the tapping of the
    attackers (508.1f) and every line after, as `combat --auto` prints them."""
    lines: list[str] = []
    run_demo(lines.append, lang, rule_sets=(RuleSet.CURRENT,))
    heading = {
        "en": "  the whole combat under current rules (mtgcombat combat):",
        "ja": "  現行ルールでの戦闘全体（mtgcombat combat）：",
    }[lang]
    start = lines.index(heading) + 1
    end = next(i for i in range(start, len(lines)) if not lines[i].startswith("    "))
    shown = [line.removeprefix("    ") for line in lines[start:end]]
    path = examples_dir() / "510_4_giant_growth_after_first_strike.toml"
    result = CliRunner().invoke(
        cli, ["combat", str(path), "--auto", "--rules", "current", "--lang", lang]
    )
    assert result.exit_code == 0
    assert shown == result.output.splitlines()[1:]  # all but the header naming the file
    tapped = {"en": "508.1f  knight becomes tapped as it attacks", "ja": "508.1f  knightは攻撃"}
    assert shown[:4] == (
        ["declare attackers (508.1):", "  legal", "declare blockers (509.1):", "  legal"]
        if lang == "en"
        else [
            "攻撃クリーチャー指定（508.1）：",
            "  適正",
            "ブロック・クリーチャー指定（509.1）：",
            "  適正",
        ]
    )
    assert any(tapped[lang] in line for line in shown)
