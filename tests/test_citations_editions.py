"""Every rule number the engine cites exists, with the same meaning, in the
edition it is cited under (issue 34, "Citations and messages").

Keyword actions were renumbered between the 2023-11-17 rules and the current
ones (destroy is 701.7 in 2023 and 701.8 now; 701.8 was discard in 2023). The
notes are keyed by 2023 number and ``mtgcombat.i18n.explain`` holds the table
from 2023 numbers to current ones; these tests hold the engine's citations
against it: each cited number must find a note *in its own edition* (not only
through the other edition's numbering), and the same board run under both rule
sets must cite numbers the table pairs up.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import creature
from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlockTrigger, DestroyEffect
from mtgcombat.core.model import Board, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.explain import _resolve, current_number, explain, find_rule
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.trigger_effects_more import _RULES as ACTION_RULES
from mtgcombat.rules.trigger_effects_more import keyword_action_rule

ROOT = Path(__file__).resolve().parent.parent
BOARDS = sorted((ROOT / "tests" / "vectors").glob("*.toml")) + sorted(
    p for p in (ROOT / "examples").glob("*.toml")
)
EDITIONS = (RuleSet.R2023, RuleSet.CURRENT)


def _cited(doc: Any, out: list[tuple[str, str]]) -> None:
    """Every (rule, kind) of a JSON document: events, violations, notes."""
    if isinstance(doc, dict):
        rule = doc.get("rule")
        if isinstance(rule, str) and rule:
            out.append((rule, str(doc.get("kind") or doc.get("code") or "")))
        for key, value in doc.items():
            if key != "rule":
                _cited(value, out)
    elif isinstance(doc, list):
        for value in doc:
            _cited(value, out)


def _run(path: Path, rules: RuleSet) -> list[tuple[str, str]]:
    result = CliRunner().invoke(cli, ["resolve", str(path), "--json", "--rules", rules.value])
    try:
        doc = json.loads(result.stdout)
    except ValueError:
        return []
    out: list[tuple[str, str]] = []
    _cited(doc, out)
    return out


def _problem(rule: str, rules: RuleSet) -> str | None:
    match = _resolve(rule, rules)
    if match is None:
        return f"{rule} has no note under the {rules.value} rules"
    if match.other_edition:
        return f"{rule} is a number of the other edition only, not of the {rules.value} rules"
    return None


# -- the table ----------------------------------------------------------------


def test_701_7_destroy_is_701_7_in_2023_and_701_8_now() -> None:
    old, new = find_rule("701.7", RuleSet.R2023), find_rule("701.8", RuleSet.CURRENT)
    assert old is not None and old is new and old.title_en == "Destroy"
    assert explain("701.7", RuleSet.R2023, "en").startswith("CR 701.7 (2023 rules")
    # control: 701.8 is discard in 2023, and discard is 701.9 now
    discard = find_rule("701.8", RuleSet.R2023)
    assert discard is not None and discard.title_en == "Discard"
    assert find_rule("701.9", RuleSet.CURRENT) is discard


def test_701_keyword_actions_the_engine_cites_agree_with_the_notes_table() -> None:
    """The engine's own tables (RuleSet.destroy_rule, keyword_action_rule)
    give, under each edition, numbers the notes table pairs up."""
    pairs = [(RuleSet.R2023.destroy_rule, RuleSet.CURRENT.destroy_rule, "Destroy")]
    pairs += [
        (keyword_action_rule(a, RuleSet.R2023), keyword_action_rule(a, RuleSet.CURRENT), a)
        for a in ACTION_RULES
    ]
    for old, new, what in pairs:
        assert current_number(old) == new, what
        for number, rules in ((old, RuleSet.R2023), (new, RuleSet.CURRENT)):
            assert _problem(number, rules) is None, what


# -- what the engine cites --------------------------------------------------


def _destroy_board() -> Board:
    text = "Whenever ~ becomes blocked by a creature, destroy that creature."
    from mtgcombat.text import parse_sentence  # noqa: PLC0415

    parsed = parse_sentence(text)
    assert parsed.status == "modelled", parsed
    (ability,) = parsed.traits.abilities
    basilisk = creature("basilisk", "A", 1, 1, ability, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("basilisk",))
    return Board((Player("A"), Player("B")), (basilisk, bear), "A")


@pytest.mark.parametrize("rules", EDITIONS, ids=lambda r: r.value)
def test_701_7_a_destroy_effect_cites_destroy_in_each_edition(rules: RuleSet) -> None:
    result = resolve_combat(_destroy_board(), rules, auto=True, triggers=True)
    destroyed = [e.rule for e in result.events if e.kind == "destroyed_by_effect"]
    assert destroyed == [rules.destroy_rule]
    assert destroyed == [{"2023": "701.7", "current": "701.8"}[rules.value]]
    note = find_rule(destroyed[0], rules)
    assert note is not None and note.title_en == "Destroy"
    # control: lethal damage destroys by 704.5g in both editions, not by 701.x
    plain = Board((Player("A"), Player("B")), (
        creature("ogre", "A", 3, 3, attacking="B"),
        creature("elf", "B", 1, 1, blocking=("ogre",)),
    ), "A")  # fmt: skip
    after = resolve_combat(plain, rules, auto=True)
    assert [e.rule for e in after.events if e.kind == "destroyed"] == ["704.5g"]


def test_701_7_destroy_effect_is_a_block_trigger_effect() -> None:
    """The board above really carries a destroy effect (a control on the
    parse, so the test above cannot pass on an ignored line)."""
    (ability,) = _destroy_board().permanent("basilisk").abilities
    assert isinstance(ability, BlockTrigger)
    assert any(isinstance(e, DestroyEffect) for e in ability.effects)


@pytest.fixture(scope="module")
def citations() -> dict[str, dict[str, list[tuple[str, str]]]]:
    return {path.name: {rules.value: _run(path, rules) for rules in EDITIONS} for path in BOARDS}


def test_every_cited_number_has_a_note_in_its_own_edition(
    citations: dict[str, dict[str, list[tuple[str, str]]]],
) -> None:
    problems = set()
    for name, by_rules in citations.items():
        for rules in EDITIONS:
            for rule, kind in by_rules[rules.value]:
                found = _problem(rule, rules)
                if found:
                    problems.add(f"{name} ({kind}): {found}")
    assert not problems, sorted(problems)
    assert sum(len(c) for by in citations.values() for c in by.values()) > 500


def test_the_same_board_cites_numbers_the_table_pairs_in_both_editions(
    citations: dict[str, dict[str, list[tuple[str, str]]]],
) -> None:
    """Where a board gives the same events under both rule sets, each 2023
    number maps to the current one through the notes table (so destroy cited
    as 701.8 under both would fail: 701.8 is discard in 2023)."""
    problems = set()
    compared = 0
    for name, by_rules in citations.items():
        old, new = by_rules["2023"], by_rules["current"]
        if [k for _, k in old] != [k for _, k in new]:
            continue
        for (r_old, kind), (r_new, _) in zip(old, new, strict=True):
            compared += 1
            if current_number(r_old) != r_new:
                problems.add(f"{name} ({kind}): {r_old} under 2023 but {r_new} now")
    assert not problems, sorted(problems)
    assert compared > 300
