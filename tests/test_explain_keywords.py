"""Every keyword rule (702) and every rule number the library cites has an
`explain` entry: keyword rules without a hand-written note get one generated
from the keyword table (text/data/keywords.json)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import mtgcombat
from mtgcombat.cli import cli
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.explain import (
    RULE_NOTES,
    all_notes,
    explain,
    find_rule,
    keyword_notes,
    known_rules,
    nearby_rules,
)

R2023, CURRENT = RuleSet.R2023, RuleSet.CURRENT
SOURCE_DIR = Path(mtgcombat.__file__).resolve().parent
KEYWORD_ROWS = json.loads((SOURCE_DIR / "text" / "data" / "keywords.json").read_text("utf-8"))[
    "keywords"
]
# A rule-number string literal in the source: "509.1b", '702.22c'.
RULE_LITERAL = re.compile(r"""["'](\d{3}\.\d+[a-z]?)["']""")


def _explained(number: str) -> bool:
    return all(find_rule(number, rules) is not None for rules in RuleSet)


def test_702_every_keyword_rule_of_the_table_has_an_explain_entry() -> None:
    missing = sorted({row["rule"] for row in KEYWORD_ROWS if not _explained(row["rule"])})
    assert not missing, missing
    for row in KEYWORD_ROWS:
        assert row["rule"] in known_rules(), row


def test_702_10_haste_has_a_generated_note_in_both_languages() -> None:
    en = explain("702.10", CURRENT, "en")
    assert en.splitlines()[0] == "CR 702.10 (current rules): Haste"
    assert "no effect between declaring blockers and the end of combat damage" in en
    assert "No separate note" not in en
    ja = explain("702.10", CURRENT, "ja")
    assert ja.splitlines()[0] == "CR 702.10（現行ルール）：速攻"
    assert "何の効果もない" in ja
    assert "702.10" in known_rules()
    assert "702.10" in nearby_rules("702.11", R2023)


def test_702_hand_written_notes_win_over_generated_ones() -> None:
    assert not set(keyword_notes()) & set(RULE_NOTES)
    for number, note in RULE_NOTES.items():
        assert all_notes()[number] is note
        assert find_rule(number, R2023) is note
    # A subrule with a hand-written note keeps it; the keyword rule itself is generated.
    assert find_rule("702.19b", CURRENT) is RULE_NOTES["702.19b"]
    trample = find_rule("702.19", CURRENT)
    assert trample is keyword_notes()["702.19"]
    assert "702.19b" in explain("702.19", CURRENT, "en")


def test_702_modelled_keyword_names_its_module() -> None:
    reach = explain("702.17", R2023, "en")
    assert "mtgcombat models it" in reach and "mtgcombat.rules.blocks" in reach
    assert "mtgcombat.rules.blocks" in explain("702.17", R2023, "ja")
    toxic = keyword_notes()["702.164"]
    assert "mtgcombat.rules.damage.deal_combat_damage" in toxic.implemented_by


def test_702_keyword_rules_since_2024_exist_only_in_the_current_rules() -> None:
    plot = keyword_notes()["702.170"]
    assert plot.exists_in(CURRENT) and not plot.exists_in(R2023)
    assert "current rules only" in explain("702.170", R2023, "en").splitlines()[0]
    assert "2024" in plot.change_en and "2024" in plot.change_ja
    haste = keyword_notes()["702.10"]
    assert haste.exists_in(R2023) and "No change" in haste.change_en


def test_702_999_is_still_unknown_and_lists_nearby_keyword_rules() -> None:
    for rules in RuleSet:
        assert find_rule("702.999", rules) is None
        with pytest.raises(KeyError, match=r"702\.189"):
            explain("702.999", rules, "en")


def test_cli_explains_a_no_effect_keyword() -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["explain", "702.10"])
    assert result.exit_code == 0, result.output
    assert "Haste" in result.output
    result = runner.invoke(cli, ["explain", "702.10", "--lang", "ja"])
    assert result.exit_code == 0, result.output
    assert "速攻" in result.output


def _cited_rules() -> set[tuple[str, str]]:
    """(file, rule) for every rule-number literal in the library's source
    (violations, events, message templates, scenario notes and errors)."""
    found: set[tuple[str, str]] = set()
    for path in sorted(SOURCE_DIR.rglob("*.py")):
        if path.name == "explain.py":
            continue
        for rule in RULE_LITERAL.findall(path.read_text(encoding="utf-8")):
            found.add((str(path.relative_to(SOURCE_DIR)), rule))
    return found


# Rules that only input errors of scenario files cite (they are not
# combat steps the engine plays): they have no note yet.
WITHOUT_NOTE = frozenset({"208.1", "208.2", "306.5b", "310.4b"})


def test_the_scan_finds_violation_and_keyword_rules() -> None:
    rules = {rule for _, rule in _cited_rules()}
    assert {"509.1b", "702.9b", "510.1c", "702.22c"} <= rules


def test_every_rule_the_source_cites_has_an_explain_entry() -> None:
    missing = sorted(
        f"{where}: {rule}"
        for where, rule in _cited_rules()
        if rule not in WITHOUT_NOTE and not _explained(rule)
    )
    assert not missing, missing


def test_the_list_of_rules_without_a_note_is_not_stale() -> None:
    assert not {rule for rule in WITHOUT_NOTE if _explained(rule)}
