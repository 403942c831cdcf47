"""Rule explanations (mtgcombat.i18n.explain): coverage, both languages, both rule
sets, aliases between the 2023 and current numbering, and that every rule the
library cites in a violation or an event can be explained."""

from __future__ import annotations

import importlib
import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

import mtgcombat
from mtgcombat.cli import cli, main
from mtgcombat.core import events as events_module
from mtgcombat.core.events import Event, block_events
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.explain import (
    LANGUAGES,
    RULE_NOTES,
    RuleNote,
    all_notes,
    current_number,
    explain,
    find_rule,
    keyword_notes,
    known_rules,
)
from mtgcombat.rules.ordering import add_block, order_problems
from mtgcombat.rules.sba import check_state_based_actions

R2023, CURRENT = RuleSet.R2023, RuleSet.CURRENT
SOURCE_DIR = Path(mtgcombat.__file__).resolve().parent
RULE = r"\d{3}(?:\.\d+[a-z]?)?"

REQUIRED = (
    "506.4", "506.4c", "508.5", "509.1a", "509.1b", "509.1c", "509.1d", "509.1g", "509.1h",
    "509.2", "509.2a", "509.3", "509.3a", "509.5", "509.6", "509.7", "510.1", "510.1a",
    "510.1b", "510.1c", "510.1d", "510.1e", "510.2", "510.4", "511.3", "514.2", "120.3",
    "120.4", "120.6", "120.8", "615.7", "702.2c", "702.4", "702.7", "702.9b", "702.12b",
    "702.15", "702.16e", "702.16f", "702.19b", "702.19c", "702.19d", "702.19e", "702.22j",
    "702.22k", "702.111b", "704.5a", "704.5c", "704.5f", "704.5g", "704.5h", "704.5i",
    "704.5q", "704.5v",
)  # fmt: skip


def _has_japanese(text: str) -> bool:
    return any(unicodedata.east_asian_width(c) in "WF" for c in text)


def _notes() -> list[RuleNote]:
    """Every note: hand-written and generated for keyword rules."""
    return list(all_notes().values())


def _note_ids() -> list[str]:
    return list(all_notes())


# ---------------------------------------------------------------------------
# Coverage and content
# ---------------------------------------------------------------------------


def test_required_rules_have_notes() -> None:
    missing = [n for n in REQUIRED if n not in RULE_NOTES]
    assert not missing
    assert len(known_rules()) >= len(REQUIRED)


def test_known_rules_are_the_notes_in_rule_order() -> None:
    numbers = known_rules()
    assert numbers == tuple(all_notes())
    assert set(RULE_NOTES) <= set(numbers)
    assert len(set(numbers)) == len(numbers)
    sections = [int(n[:3]) for n in numbers]
    assert sections == sorted(sections)
    assert numbers.index("510.1") < numbers.index("510.1a") < numbers.index("510.2")


@pytest.mark.parametrize("note", _notes(), ids=_note_ids())
def test_note_has_both_languages_for_both_rule_sets(note: RuleNote) -> None:
    assert re.fullmatch(RULE, note.number)
    assert note.title_en and not _has_japanese(note.title_en)
    # A generated keyword note keeps the English name where no Japanese term is known.
    assert note.title_ja and (_has_japanese(note.title_ja) or note.number in keyword_notes())
    assert set(note.summary) == {"2023", "current"}
    for rules in RuleSet:
        assert set(note.summary[rules.value]) == set(LANGUAGES)
        en = note.summary_in(rules, "en")
        ja = note.summary_in(rules, "ja")
        assert en.strip() and not _has_japanese(en), (rules, en)
        assert ja.strip() and _has_japanese(ja), (rules, ja)
    assert note.change_en.strip() and not _has_japanese(note.change_en)
    assert note.change_ja.strip() and _has_japanese(note.change_ja)
    assert note.implemented_by


@pytest.mark.parametrize("note", _notes(), ids=_note_ids())
def test_summaries_are_two_to_four_sentences(note: RuleNote) -> None:
    for rules in RuleSet:
        en = note.summary_in(rules, "en")
        ja = note.summary_in(rules, "ja")
        assert 2 <= len(re.findall(r"[.!?](?=\s|$)", en)) <= 4, en
        assert 2 <= ja.count("。") <= 4, ja


def _resolve_dotted(name: str) -> object:
    """Import the longest importable module prefix of ``name`` and walk the
    rest as attributes."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)
        return obj
    raise ImportError(name)


@pytest.mark.parametrize("note", _notes(), ids=_note_ids())
def test_implemented_by_names_resolve(note: RuleNote) -> None:
    for name in note.implemented_by:
        assert name.startswith("mtgcombat."), name
        assert _resolve_dotted(name) is not None, name


# ---------------------------------------------------------------------------
# Numbering: renumbered and deleted rules, aliases
# ---------------------------------------------------------------------------

# (2023 number, current number) of rules the current editions moved.
RENUMBERED = [
    ("509.4", "509.2"),
    ("509.4a", "509.2a"),
    ("509.5", "509.3"),
    ("509.5a", "509.3a"),
    ("509.5g", "509.3g"),
    ("509.7", "509.4"),
    ("509.7a", "509.4a"),
    ("509.7b", "509.4b"),
    ("701.15", "701.19"),
    ("701.38", "701.15"),
    ("701.38b", "701.15b"),
    ("728", "732"),
]


@pytest.mark.parametrize(("old", "new"), RENUMBERED)
def test_renumbered_rules_are_found_by_each_editions_number(old: str, new: str) -> None:
    note = find_rule(old, R2023)
    assert note is not None
    assert find_rule(new, CURRENT) is note
    assert current_number(old) == new


@pytest.mark.parametrize(
    ("number", "rules", "expected"),
    [
        # A 2023 number asked about under the current rules...
        ("509.5", CURRENT, "509.5"),
        ("509.5g", CURRENT, "509.5"),
        ("509.7", CURRENT, "509.7"),
        ("509.7b", CURRENT, "509.7"),
        # (701.17 is the current number of mill, 2023's 701.13, since 2025-06-06)
        ("701.17", CURRENT, "701.13"),
        ("701.38", CURRENT, "701.38"),
        ("728", CURRENT, "728"),
        # ...and a current number under the 2023 rules, where it is free.
        ("509.3g", R2023, "509.5"),
        ("509.4b", R2023, "509.7"),
        ("701.19", R2023, "701.15"),
        ("732", R2023, "728"),
        # Editions after January 2026 number illegal actions 733.
        ("733", CURRENT, "728"),
        ("733", R2023, "728"),
    ],
)
def test_aliases_work_across_editions(number: str, rules: RuleSet, expected: str) -> None:
    note = find_rule(number, rules)
    assert note is not None and note.number == expected


def test_reused_numbers_follow_the_rule_set() -> None:
    # 509.3 is the blocker's damage assignment order in 2023 and the block
    # trigger conditions (2023's 509.5) now; 509.2 likewise.
    dao_blocker = find_rule("509.3", R2023)
    triggers = find_rule("509.3", CURRENT)
    assert dao_blocker is not None and dao_blocker.number == "509.3"
    assert triggers is not None and triggers.number == "509.5"
    assert find_rule("509.3a", R2023) is RULE_NOTES["509.3a"]
    assert find_rule("509.3a", CURRENT) is triggers
    dao_attacker = find_rule("509.2", R2023)
    priority = find_rule("509.2", CURRENT)
    assert dao_attacker is not None and dao_attacker.number == "509.2"
    assert priority is not None and priority.number == "509.4"
    text = explain("509.2", CURRENT, "en")
    assert "509.2 is a different rule" in text and "deleted" in text
    text = explain("509.2", CURRENT, "ja")
    assert "別のルール" in text and "削除" in text
    assert "509.5 in the 2023 rules" in explain("509.3", R2023, "en").splitlines()[-1]


@pytest.mark.parametrize("number", ["509.2", "509.2a", "509.3", "509.3a", "509.6"])
def test_deleted_rules_say_so_under_current(number: str) -> None:
    note = RULE_NOTES[number]
    assert note.exists_in(R2023) and not note.exists_in(CURRENT)
    assert note.current_number is None and note.number_in(CURRENT) is None
    assert "does not exist in the current rules" in note.summary_in(CURRENT, "en")
    assert "現行ルールには" in note.summary_in(CURRENT, "ja")
    assert "存在" in note.summary_in(CURRENT, "ja")
    assert "Foundations" in note.change_en and "ファウンデーションズ" in note.change_ja
    assert "deleted" in note.change_en.lower() and "削除" in note.change_ja


def test_509_6_under_current_is_reported_as_2023_only() -> None:
    header = explain("509.6", CURRENT, "en").splitlines()[0]
    assert header.startswith("CR 509.6 ") and "not in the current rules" in header
    header = explain("509.6", CURRENT, "ja").splitlines()[0]
    assert "現行ルールにはない" in header


@pytest.mark.parametrize("note", _notes(), ids=_note_ids())
def test_renumbered_notes_give_both_numbers(note: RuleNote) -> None:
    new = note.current_number
    if new is None or new == note.number:
        return
    for text in (note.change_en, note.change_ja, explain(note.number, R2023, "en")):
        assert note.number in text and new in text, text
    assert new in explain(new, CURRENT, "ja").splitlines()[0]


@pytest.mark.parametrize("note", _notes(), ids=_note_ids())
def test_each_number_finds_its_own_note(note: RuleNote) -> None:
    for rules in RuleSet:
        for number in (note.number, *note.covers):
            shown = number if rules is R2023 else current_number(number)
            if shown is not None:
                assert find_rule(shown, rules) is note, (shown, rules)
            for lang in LANGUAGES:
                assert explain(number, rules, lang)


# ---------------------------------------------------------------------------
# Lookup forms and errors
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "expected"),
    [
        ("509.1", "509.1"),
        ("509.1e", "509.1"),
        ("702.19b", "702.19b"),
        ("704.5", "704.5a"),
        ("120.3a", "120.3"),
        ("120.4b", "120.4"),
        ("702.15b", "702.15"),
        ("728.1", "728"),
        ("CR 510.1C", "510.1c"),
        ("rule 510.1c.", "510.1c"),
        ("５１０．１ｃ", "510.1c"),
    ],
)
def test_prefixes_and_spellings(number: str, expected: str) -> None:
    for rules in RuleSet:
        note = find_rule(number, rules)
        assert note is not None and note.number == expected


def test_a_subrule_without_a_note_says_which_note_is_shown() -> None:
    assert "No separate note for 120.3a" in explain("120.3a", CURRENT, "en")
    assert "120.3aの個別の説明はない" in explain("120.3a", CURRENT, "ja")


@pytest.mark.parametrize("number", ["509.9", "702.999", "999", "999.1a", "abc", "", "510.1cc"])
def test_unknown_rule_raises_key_error(number: str) -> None:
    for rules in RuleSet:
        assert find_rule(number, rules) is None
        for lang in LANGUAGES:
            with pytest.raises(KeyError):
                explain(number, rules, lang)


def test_unknown_rule_message_lists_nearby_rules() -> None:
    with pytest.raises(KeyError) as info:
        explain("509.9", CURRENT, "en")
    message = str(info.value)
    assert "509.9" in message and "nearby" in message
    assert "509.4" in message
    with pytest.raises(KeyError) as info:
        explain("702.999", R2023, "ja")
    message = str(info.value)
    assert "702.999" in message and "近いルール" in message and "702.189" in message
    with pytest.raises(KeyError, match="not a rule number"):
        explain("abc", R2023, "en")


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language"):
        explain("510.1c", CURRENT, "fr")


# ---------------------------------------------------------------------------
# The text of an explanation
# ---------------------------------------------------------------------------


def test_explain_layout_in_english() -> None:
    note = RULE_NOTES["510.1c"]
    lines = explain("510.1c", R2023, "en").splitlines()
    assert lines[0] == "CR 510.1c (2023 rules): Blocked creature's combat damage"
    assert note.summary_in(R2023, "en") in lines
    assert f"Change between the rule sets: {note.change_en}" in lines
    assert lines[-1] == "Implemented by: " + ", ".join(note.implemented_by)
    assert note.summary_in(CURRENT, "en") in explain("510.1c", CURRENT, "en")


def test_explain_layout_in_japanese() -> None:
    note = RULE_NOTES["510.1c"]
    lines = explain("510.1c", CURRENT, "ja").splitlines()
    assert lines[0] == "CR 510.1c（現行ルール）：ブロックされているクリーチャーの戦闘ダメージ"
    assert note.summary_in(CURRENT, "ja") in lines
    assert f"ルールの変更：{note.change_ja}" in lines
    assert lines[-1] == "実装：" + "、".join(note.implemented_by)


def test_explain_names_both_numbers_of_a_renumbered_rule() -> None:
    header = explain("509.5", CURRENT, "en").splitlines()[0]
    assert header == "CR 509.3 (current rules; 509.5 in the 2023 rules): Block trigger conditions"
    assert "509.5 is this rule's number in the 2023 rules" in explain("509.5", CURRENT, "en")
    header = explain("701.19", R2023, "ja").splitlines()[0]
    assert header == "CR 701.15（2023年版ルール。現行ルールでは701.19）：再生"


JAPANESE_TERMS: dict[str, dict[str, tuple[str, ...]]] = {
    "510.1c": {
        "2023": ("ダメージ割り振り順", "致死ダメージ", "割り振", "ブロック・クリーチャー"),
        "current": ("ダメージ割り振り順", "致死ダメージ", "割り振", "ブロック・クリーチャー"),
    },
    "510.1d": {
        "2023": ("ダメージ割り振り順", "致死ダメージ", "防御プレイヤー"),
        "current": ("ダメージ割り振り順", "致死ダメージ", "防御プレイヤー"),
    },
    "509.2": {
        "2023": ("ダメージ割り振り順", "致死ダメージ", "アクティブ・プレイヤー", "ターン起因処理"),
        "current": ("ダメージ割り振り順", "ファウンデーションズ"),
    },
    "509.3": {"2023": ("ダメージ割り振り順", "防御プレイヤー"), "current": ("誘発",)},
    "702.2c": {"2023": ("接死", "致死ダメージ"), "current": ("接死", "余剰のダメージ")},
    "702.19b": {
        "2023": ("トランプル", "致死ダメージ", "ダメージ割り振り順", "接死", "軽減"),
        "current": ("トランプル", "致死ダメージ", "接死", "軽減"),
    },
    "702.15": {"2023": ("絆魂",), "current": ("絆魂",)},
    "120.3": {
        "2023": ("萎縮", "感染", "絆魂", "毒カウンター", "忠誠カウンター", "守備カウンター"),
        "current": ("萎縮", "感染", "絆魂", "毒カウンター", "忠誠カウンター", "守備カウンター"),
    },
    "615.7": {"2023": ("軽減", "ダメージ割り振り順"), "current": ("軽減", "トランプル")},
    "704.5g": {
        "2023": ("状況起因処理", "致死ダメージ", "再生", "破壊不能"),
        "current": ("状況起因処理", "致死ダメージ", "再生", "破壊不能"),
    },
    "510.4": {
        "2023": ("戦闘ダメージ・ステップ", "先制攻撃", "二段攻撃"),
        "current": ("戦闘ダメージ・ステップ", "先制攻撃", "二段攻撃"),
    },
    "506.4": {"2023": ("戦闘から取り除", "再生"), "current": ("戦闘から取り除", "再生")},
    "509.1h": {
        "2023": ("ブロックされているクリーチャー", "ブロックされていないクリーチャー"),
        "current": ("ブロックされているクリーチャー", "ブロックされていないクリーチャー"),
    },
    "702.111b": {"2023": ("威迫",), "current": ("威迫",)},
    "508.5": {"2023": ("防御プレイヤー",), "current": ("防御プレイヤー",)},
    "514.2": {"2023": ("クリンナップ・ステップ",), "current": ("クリンナップ・ステップ",)},
    "704.5q": {"2023": ("萎縮", "感染"), "current": ("萎縮", "感染")},
}


@pytest.mark.parametrize("number", sorted(JAPANESE_TERMS))
def test_japanese_uses_the_rules_terms(number: str) -> None:
    note = RULE_NOTES[number]
    for rules in RuleSet:
        text = note.summary_in(rules, "ja")
        for term in JAPANESE_TERMS[number][rules.value]:
            assert term in text, (number, rules.value, term)


def test_japanese_change_texts_use_the_rules_terms() -> None:
    assert "ダメージ割り振り順" in RULE_NOTES["510.1c"].change_ja
    assert "致死ダメージ" in RULE_NOTES["510.1c"].change_ja
    assert "トランプル" in RULE_NOTES["702.19b"].change_ja


# ---------------------------------------------------------------------------
# Every rule the library cites can be explained
# ---------------------------------------------------------------------------

_LITERAL = re.compile(rf'"({RULE})"')
_FSTRING = re.compile(r'f"\{(\w+)\}([a-z]?)"')


def _first_argument(text: str, start: int) -> str:
    """The source of a call's first argument, from just after its "("."""
    depth, i, quote = 0, start, ""
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif c == "," and depth == 0:
            break
        i += 1
    return text[start:i].strip()


def _assigned_literals(text: str, name: str) -> set[str] | None:
    """The rule literals assigned to ``name`` in a module
    (``rule = "509.5" if ... else "509.3"``), or ``None`` when some assignment
    has a value that is not a literal (or there is none)."""
    found: set[str] = set()
    assignments = re.findall(rf"^\s*{re.escape(name)}\s*=\s*(.+)$", text, flags=re.MULTILINE)
    if not assignments:
        return None
    for rhs in assignments:
        for branch in re.split(r"\bif\b.*?\belse\b", rhs):
            m = _LITERAL.fullmatch(branch.strip())
            if m is None:
                return None
            found.add(m.group(1))
    return found


def _rules_of_argument(text: str, arg: str) -> set[str]:
    arg = re.sub(r"^rule\s*=\s*", "", arg)
    trigger = re.fullmatch(r'block_trigger_rule\(\s*\w+\s*,\s*"([a-g])"\s*\)', arg)
    if trigger is not None:  # 509.5a-g in 2023, 509.3a-g now
        return {"509.5" + trigger.group(1), "509.3" + trigger.group(1)}
    everything = set(_LITERAL.findall(text))
    fstring = _FSTRING.fullmatch(arg)
    if fstring is not None:
        name, suffix = fstring.groups()
        prefixes = _assigned_literals(text, name) or everything
        return {p + suffix for p in prefixes}
    literals = set(_LITERAL.findall(arg))
    branches = [b.strip() for b in re.split(r"\bif\b.*?\belse\b", arg)]
    if literals and all(_LITERAL.fullmatch(b) for b in branches):
        return literals
    if re.fullmatch(r"\w+", arg):
        assigned = _assigned_literals(text, arg)
        if assigned is not None:
            return assigned
    # An attribute, a call or a loop variable: any rule literal in the module.
    return everything


def _emitted_rules() -> Iterator[tuple[str, str]]:
    """(module, rule) for each rule string passed to ``_v(``, ``Violation(``,
    an event constructor or an event's maker bound in the rules core
    (``_new_DamageDealt(``, see events.made) in the library's source. A rule held in a
    variable counts every literal assigned to that name in the module, so
    this may list a few more numbers than are really emitted, never fewer."""
    event_names = sorted(
        name
        for name, obj in vars(events_module).items()
        if isinstance(obj, type) and issubclass(obj, Event)
    )
    names = "|".join(["_v", "Violation", *event_names])
    call = re.compile(rf"(?<!class )(?<!def )\b(?:_new_)?({names})\(")
    for path in sorted(SOURCE_DIR.rglob("*.py")):
        if path.name == "explain.py":
            continue
        text = path.read_text(encoding="utf-8")
        family = _family_text(path)
        for m in call.finditer(text):
            arg = _first_argument(text, m.end())
            if not arg or arg.startswith(("self", "cls")):
                continue
            for rule in _rules_of_argument(family, arg):
                yield path.name, rule


def _family_text(path: Path) -> str:
    """The source of a module and of the modules it was split into: a part
    ``damage_step.py`` reads the literals of ``damage.py`` and every
    ``damage_*.py`` (a rule held in a variable may be assigned in a sibling)."""
    face = path.with_name(path.stem.split("_")[0] + ".py")
    if not face.exists():
        return path.read_text(encoding="utf-8")
    family = [face, *sorted(path.parent.glob(face.stem + "_*.py"))]
    return "\n".join(p.read_text(encoding="utf-8") for p in family)


def _found_as_itself_or_prefix(rule: str) -> bool:
    for rules in RuleSet:
        note = find_rule(rule, rules)
        if note is None:
            continue
        shown = note.number_in(rules) or note.number
        if rule == shown or rule.startswith(shown):
            return True
    return False


def test_the_source_scan_finds_the_violation_and_event_rules() -> None:
    found = {rule for _, rule in _emitted_rules()}
    expected = {
        "509.1a", "509.1b", "509.1c", "702.111b", "509.2", "509.3", "510.1a", "510.1c",
        "510.1d", "510.4", "702.22j", "509.5a", "509.3g", "704.5g", "701.19", "120.4b",
        "615.7", "511.3", "514.2",
    }  # fmt: skip
    assert expected <= found, expected - found


def test_every_emitted_rule_can_be_explained() -> None:
    emitted = set(_emitted_rules())
    missing = sorted(
        f"{module}: {rule}" for module, rule in emitted if not _found_as_itself_or_prefix(rule)
    )
    assert not missing, missing


def _blocking_board() -> Board:
    gorger = Permanent(id="gorger", controller="A", power=5, toughness=6, attacking="B")
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    guard = Permanent(id="guard", controller="B", power=0, toughness=3, blocking=("gorger",))
    elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("gorger",))
    spare = Permanent(id="spare", controller="B", power=1, toughness=1)
    return Board(
        players=(Player("A"), Player("B")),
        permanents=(gorger, bear, guard, elf, spare),
        active_player="A",
        orders={"gorger": ("guard", "elf")},
    )


@pytest.mark.parametrize("rules", list(RuleSet))
def test_block_trigger_events_explain_under_their_rule_set(rules: RuleSet) -> None:
    board = _blocking_board()
    emitted = list(block_events(board, rules))
    _, more = add_block(board, "spare", "bear", rules)
    emitted.extend(more)
    assert {e.kind for e in emitted} >= {"blocks", "becomes_blocked", "attacks_and_isnt_blocked"}
    for event in emitted:
        note = find_rule(event.rule, rules)
        assert note is RULE_NOTES["509.5"], event
        assert f"CR {note.number_in(rules)} " in explain(event.rule, rules, "en")


def test_order_violations_explain_as_damage_assignment_orders() -> None:
    board = _blocking_board()
    problems = order_problems(board, "gorger", ["elf"])
    assert problems
    for violation in problems:
        note = find_rule(violation.rule, R2023)
        assert note is RULE_NOTES["509.2"]
        assert "ダメージ割り振り順" in explain(violation.rule, R2023, "ja")


@pytest.mark.parametrize("rules", list(RuleSet))
def test_regeneration_events_explain_under_their_rule_set(rules: RuleSet) -> None:
    troll = Permanent(
        id="troll", controller="B", power=2, toughness=2, damage=2, regeneration_shields=1
    )
    board = Board(players=(Player("A"), Player("B")), permanents=(troll,), active_player="A")
    _, emitted = check_state_based_actions(board, rules)
    regenerated = [e for e in emitted if e.kind == "regenerated"]
    assert regenerated
    for event in regenerated:
        assert find_rule(event.rule, rules) is RULE_NOTES["701.15"]
    assert rules.illegal_actions_rule in explain(rules.illegal_actions_rule, rules, "en")


def test_cli_explain_prints_the_note_in_both_languages_and_rule_sets() -> None:
    runner = CliRunner()
    en_2023 = runner.invoke(cli, ["explain", "510.1c", "--rules", "2023", "--lang", "en"])
    assert en_2023.exit_code == 0
    assert en_2023.output.startswith("CR 510.1c (2023 rules)")
    assert "damage assignment order" in en_2023.output
    ja_now = runner.invoke(cli, ["explain", "510.1c", "--lang", "ja"])
    assert ja_now.exit_code == 0
    assert "致死ダメージ" in ja_now.output and "現行ルール" in ja_now.output
    assert "mtgcombat.rules.assignment.is_legal" in ja_now.output


def test_cli_explain_unknown_rule_is_a_one_line_error_with_exit_2() -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["explain", "999.9"])
    assert exit_info.value.code == 2


@pytest.mark.parametrize("rules", list(RuleSet))
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    ("number", "title"),
    [
        ("704.6b", "A Two-Headed Giant team with fifteen poison counters loses"),
        ("704.6c", "Twenty-one combat damage from one commander loses"),
        ("903.10a", "Combat damage from each commander is counted"),
    ],
)
def test_704_6b_704_6c_903_10a_have_notes_of_their_own(
    number: str, title: str, rules: RuleSet, lang: str
) -> None:
    text = explain(number, rules, lang)
    assert "No separate note" not in text and "個別の説明はない" not in text
    assert find_rule(number, rules) is RULE_NOTES[number]
    if lang == "en":
        assert text.splitlines()[0] == f"CR {number} ({rules.value} rules): {title}"


def test_701_15_is_goad_under_the_current_rules_and_regenerate_under_2023() -> None:
    # Goad was 701.38 in the 2023-11-17 rules; the 2025-06-06 renumbering made
    # it 701.15, the number regeneration had (now 701.19).
    goad = RULE_NOTES["701.38"]
    assert find_rule("701.15", CURRENT) is goad
    assert find_rule("701.38", R2023) is goad
    assert find_rule("701.15", R2023) is RULE_NOTES["701.15"]
    assert find_rule("701.19", CURRENT) is RULE_NOTES["701.15"]
    current = explain("701.15", CURRENT, "en")
    assert current.splitlines()[0] == "CR 701.15 (current rules; 701.38 in the 2023 rules): Goad"
    assert "701.15b" in current and "Regenerate" in current.splitlines()[-1]
    old = explain("701.38", R2023, "ja")
    assert old.splitlines()[0] == "CR 701.38（2023年版ルール。現行ルールでは701.15）：挑発"
    assert "701.38b" in old
