"""Japanese everywhere (issue 14): the problems of structured ability tables,
the parser's reasons, TOML/JSON syntax, pydantic's checks, click's usage
errors and the solver's lines are said in Japanese under ``--lang ja``; a
sweep of bad inputs finds no English sentence left in a Japanese line."""

from __future__ import annotations

import ast
import copy
import json
import re
import tomllib
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from mtgcombat.app.notes import ability_notes
from mtgcombat.cards.catalog import BUILTIN
from mtgcombat.cli import cli, main
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n import messages
from mtgcombat.i18n.messages import input_error, match_input_error, parse_reason
from mtgcombat.io.notation import type_line_text
from mtgcombat.rules.triggers import ChoiceError, declare_blockers_triggers
from mtgcombat.scenario.load import (
    PermanentDoc,
    PlayerDoc,
    ScenarioDoc,
    ScenarioError,
    ScenarioNote,
    load_scenario,
    parse_scenario,
)
from mtgcombat.text import ability_from_json, traits_from_json, value_traits
from mtgcombat.text.keywords import subtype_table
from mtgcombat.text.structured import StructuredError

CATALOG: dict[str, Any] = json.loads(
    resources.files("mtgcombat").joinpath("data", "messages.json").read_text("utf-8")
)
JAPANESE = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]")
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'
ATTACKER = """
[[permanents]]
id = "gorger"
controller = "A"
types = ["creature"]
power = 6
toughness = 6
attacking = "B"
"""

# Quoted input (「...」, "...", '...', `...`), Python reprs of input tables,
# paths, ids and lists of allowed words are not sentences.
_QUOTED = re.compile(r"「[^」]*」|\"[^\"]*\"|'[^']*'|`[^`]*`|\{[^{}]*\}|\[[^\[\]]*\]|\([^()]*\)")
_ENGLISH_RUN = re.compile(r"\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){2,}\b")


def english_left(line: str) -> list[str]:
    """Runs of three or more English words outside quotes: a sentence left in
    English inside a Japanese line. (Ids, field names, rule numbers and file
    names are single tokens; lists of allowed ids are separated by commas
    with no other words, which the check allows when every word has an
    underscore or is one of the listed ids' shape.)"""
    text = line
    previous = None
    while previous != text:  # nested quotes and brackets
        previous = text
        text = _QUOTED.sub(" ", text)
    runs = []
    for run in _ENGLISH_RUN.findall(text):
        words = re.findall(r"[A-Za-z]+", run)
        if "," in run and " " not in run.replace(", ", ","):
            continue  # an id list: "any_of, attached, chosen"
        runs.append(" ".join(words))
    return runs


def test_the_sweep_heuristic_finds_english() -> None:
    assert english_left("x.toml：a.b：Input should be a valid integer")
    assert english_left("mtgcombat: コマンドの使い方が正しくない：No such command 'frob'.")
    assert not english_left('x.toml：permanents[0] "gorger".power：整数でなければならない（208.1）')
    assert not english_left("「any_of」はセレクターのキー（使えるのはany_of, attached, chosen）")
    assert not english_left("「~ deals damage to each opponent.」はモデル化されていない")


# A bad structured ability table for each problem (text/structured.py).
BAD_TABLES: list[Any] = [
    {"kind": "cant_block_sel", "selector": {"with_keywords": [{"kind": "cant_block"}]}},
    {"kind": "cant_block_sel", "selector": {"subtypes": "wall"}},
    {"kind": "cant_block_sel", "selector": "wall"},
    {"kind": "cant_block_sel", "selector": {"colour": ["red"]}},
    {"kind": "cant_block_sel", "selector": {"with_keywords": "flying"}},
    {"kind": "cant_block_sel", "selector": {"ids": "x"}},
    {"kind": "cant_block_sel", "selector": {"any_of": {}}},
    {"kind": "cant_block_sel", "selector": {"compares": [{"stat": "power"}]}},
    {"kind": "cant_block_sel", "selector": {"compares": [["x"]]}},
    {"kind": "lure_sel", "selector": {"compares": [{"stat": "power", "op": "<", "value": ""}]}},
    {"kind": "cant_block_sel", "selector": {"controller": "me"}},
    {"kind": "cant_block_sel", "selector": {"counter": "ICE"}},
    {"kind": "cant_block_sel", "selector": {"tapped": "yes"}},
    {"kind": "cant_block_sel", "selector": {"colors": ["pink"]}},
    {"kind": "cant_block_sel", "selector": {}, "source": 1},
    {"selector": {}},
    {"kind": "keyword"},
    {"kind": "can_block_additional", "value": 0},
    {"kind": "nope"},
    {"kind": "cant_blocks"},
    {"kind": "cant_block", "x": 1},
    {"kind": "min_blockers", "cuont": 2},
    {"kind": "sum", "parts": []},
    {"kind": "damage_rule", "does": "x"},
    {"kind": "static_effect", "condition": {"kind": "cant_block"}},
    {"kind": "cant_block_unless", "condition": {"kind": "cant_block"}},
    {"kind": "all_of", "conditions": []},
    {"kind": "all_of", "conditions": [{"kind": "cant_block"}, {"kind": "cant_block"}]},
    {"kind": "static_effect", "prevent_from": {"kind": "cant_block"}},
    {"kind": "amount_is", "op": "~"},
    {"kind": "card_count", "zone": "library"},
    {"kind": "player_effect", "cant_cast": "your turn"},  # did you mean "your_turn"?
    {"kind": "card_count", "whose": "mine"},
    {"kind": "cards_in", "who": "x"},
    {"kind": "player_is", "state": "x"},
    {"kind": "more_than", "than": "x"},
    {"kind": "counters_on", "counter": "ICE"},
    {"kind": "static_effect", "grants": "flying"},
    {"kind": "color_effect", "colors": ["pink"]},
    {"kind": "static_effect", "affected": {"host": True}, "set_colors": ["pink"]},
    {"kind": "static_effect", "add_types": ["tribal"]},
    {"kind": "static_effect", "block_additional": -1},
    {"kind": "min_blockers", "count": "two"},
    {"kind": "block_trigger", "optional": "x"},
    {"kind": "cant_be_blocked_by"},
    {"kind": "amount_is", "amount": {"kind": "cant_block"}},
    {"kind": "block_trigger", "effects": []},
    {"kind": "block_trigger", "effects": [{"kind": "cant_block"}]},
    {"kind": "keyword_effect", "keyword": "protection from red"},
    {"kind": "block_trigger", "events": ["explodes"]},
    {"kind": "pump_effect", "target": "x"},
    # session 12: the words of a field's type, less those not carried out
    {"kind": "life_effect", "amount": -1, "player": "target_oponent"},  # did you mean
    {"kind": "keyword_effect", "keyword": "flying", "target": "each"},
    {"kind": "named_counter_effect", "counter": "Gold"},  # its counter, in lowercase (122.1)
    {"kind": "return_effect", "keyword": "flyng"},  # a keyword counter (122.1b)
    {"kind": "static_effect", "set_land_types": ["mountian"]},  # 305.7
    {"kind": "pump_effect", "power": 1, "toughness": 1},
    {"kind": "you_control", "selector": {}},
    {"kind": "count", "selector": {}},
    {"kind": "library_effect", "action": "dance"},
    # issue 33 (session 8): a cast trigger's count is 0-3 (601.2i)
    {
        "kind": "block_trigger",
        "events": ["cast_spell"],
        "effects": [{"kind": "life_effect", "amount": 2}],
        "when": {"kind": "cast_when", "nth": 7},
    },
]
# Kept as a safety net, not reachable from a table today: a keyword string
# is split by parse_keywords first, selector names are made strings, and
# every kind names an ability value.
UNREACHED = {"structured_keywords_many", "structured_selector_names", "structured_not_ability"}


def _structured_error(table: Any) -> StructuredError:
    with pytest.raises(StructuredError) as caught:
        value_traits(ability_from_json(table))
    return caught.value


@pytest.mark.parametrize("table", BAD_TABLES, ids=[json.dumps(t)[:60] for t in BAD_TABLES])
def test_a_bad_structured_table_is_said_in_both_languages(table: Any) -> None:
    err = _structured_error(table)
    assert input_error(err.key, "en", **err.facts) == str(err)
    japanese = input_error(err.key, "ja", **err.facts)
    assert JAPANESE.search(japanese) and not english_left(japanese), japanese


def test_every_structured_problem_has_a_table_that_raises_it() -> None:
    keys = {_structured_error(t).key for t in BAD_TABLES}
    with pytest.raises(StructuredError) as caught:
        traits_from_json("x")
    keys.add(caught.value.key)
    catalog = {k for k in CATALOG["input_errors"] if k.startswith("structured_")}
    assert keys == catalog - UNREACHED, catalog - UNREACHED - keys


# TOML and JSON syntax errors (tomllib's and json's messages are English).
BAD_TOML = [
    "a = ",
    "[a\n",
    "a = 1\na = 2",
    "[a]\n[a]",
    "a = [1",
    "a = {b = 1",
    'a = "x',
    'a = "\\q"',
    "a = 1 b",
    "a = {b=1, b=2}",
    "[[a]\n",
    "a b = 1",
    "= 1",
    'a = "\\uZZZZ"',
    'a = "\x01"',
    "a = {b = 1}\na.c = 2",
    'a = "\\uD800"',
    "a=1 # \x00",
    "a = 1979-05-99T",
]
BAD_JSON = [
    "{",
    '{"a": 1,}',
    '{"a" 1}',
    '{"a": 1 "b": 2}',
    '{"a": "x',
    '{"a": "\\q"}',
    '{"a": "\\uZZ"}',
    "{} x",
    "[1,]",
    '{"a": "\x01"}',
    "",
]


@pytest.mark.parametrize(
    ("text", "fmt"), [*((t, "toml") for t in BAD_TOML), *((t, "json") for t in BAD_JSON)]
)
def test_a_syntax_error_is_said_in_japanese_with_its_line_and_column(text: str, fmt: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text, fmt, source=f"x.{fmt}")
    err = caught.value
    line = err.message("ja")
    assert line.startswith(f"x.{fmt}：{fmt.upper()}の構文エラー："), line
    assert "読めない（「" not in line, line  # a known problem, not the quoted fallback
    assert re.search(r"（\d+行目、\d+文字目|（文書の終わり）", line), line
    assert not english_left(line), line
    assert str(err).startswith(f"x.{fmt}: {fmt.upper()} syntax error: ")


def test_every_syntax_problem_of_the_catalog_matches_its_reader() -> None:
    """Each toml_/json_ template is the reader's English message, read back
    as a key and facts (a new wording in a later Python would show up as
    the quoted fallback, never as a wrong Japanese sentence)."""
    found: set[str] = set()
    for text in BAD_TOML:
        with pytest.raises(tomllib.TOMLDecodeError) as caught:
            tomllib.loads(text)
        message = re.sub(r" \(at (line \d+, column \d+|end of document)\)$", "", str(caught.value))
        toml_keys = [k for k in CATALOG["input_errors"] if k.startswith("toml_")]
        match = match_input_error(message, toml_keys)
        assert match, message
        found.add(match[0])
    assert len(found) >= 15


def test_a_deeply_nested_file_is_said_in_japanese() -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario("[" * 100_000, None, source="x")
    assert "入れ子が深すぎる" in caught.value.message("ja")


# Pydantic: every check the document models make, on every field.
_PROBES: list[Any] = ["x", "", 1, -1, 1.5, True, [], {}, [1], ["x"], [{}], 10**12, {"a": 1}, [True]]


def _pydantic_errors() -> dict[str, ScenarioError]:
    base = tomllib.loads(HEAD + ATTACKER)
    base["permanents"].append({"id": "elf", "controller": "B", "power": 1, "toughness": 1})
    found: dict[str, ScenarioError] = {}

    def probe(doc: dict[str, Any]) -> None:
        try:
            ScenarioDoc.model_validate(doc)
        except ValidationError as exc:
            kind = exc.errors()[0]["type"]
            if kind not in found:
                with pytest.raises(ScenarioError) as caught:
                    parse_scenario(json.dumps(doc), "json", source="x.json")
                found[kind] = caught.value

    places: list[tuple[Callable[[dict[str, Any]], dict[str, Any]], list[str]]] = [
        (lambda d: d, [*ScenarioDoc.model_fields, "zzz"]),
        (lambda d: d["permanents"][1], [*PermanentDoc.model_fields, "zzz"]),
        (lambda d: d["players"]["B"], [*PlayerDoc.model_fields, "zzz"]),
        (lambda d: d["permanents"][1].setdefault("counters", {}), ["+1/+1", "loyalty", "x"]),
        (lambda d: d["permanents"][1].setdefault("choices", {}), ["may", "targets", "x"]),
    ]
    for where, names in places:
        for name in names:
            for value in _PROBES:
                doc = copy.deepcopy(base)
                where(doc)[name] = value
                probe(doc)
    doc = copy.deepcopy(base)
    del doc["permanents"][1]["controller"]
    probe(doc)
    return found


def test_every_pydantic_check_the_loader_makes_is_said_in_japanese() -> None:
    errors = _pydantic_errors()
    assert {"missing", "extra_forbidden", "int_type", "too_short", "literal_error"} <= set(errors)
    for kind, err in errors.items():
        assert err.key in CATALOG["input_errors"], kind
        if kind != "value_error":
            assert err.key == kind, (kind, str(err))
        line = err.message("ja")
        assert JAPANESE.search(line) and not english_left(line), (kind, line)


# The parser's reasons for a sentence it does not model (the text room).
def _reasons_in_source() -> list[str]:
    """Every message the parser raises as "not modelled", with each
    formatted value replaced by a word."""
    found = []
    for path in sorted(Path(str(resources.files("mtgcombat"))).joinpath("text").glob("*.py")):
        source = path.read_text("utf-8")
        for node in ast.walk(ast.parse(source)):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("Unmodelled", "TriggerNotModelled")
                and node.args
            ):
                continue
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.append(arg.value)
            elif isinstance(arg, ast.JoinedStr):
                found.append(
                    "".join(
                        str(v.value) if isinstance(v, ast.Constant) else "power"
                        for v in arg.values
                        if isinstance(v, ast.Constant | ast.FormattedValue)
                    )
                )
    return found


def test_every_reason_the_parser_gives_has_a_japanese_template() -> None:
    reasons = _reasons_in_source()
    assert len(reasons) >= 25
    for reason in reasons:
        japanese = parse_reason(reason, "ja")
        assert not japanese.startswith("理由（英語のみ）"), reason
        assert JAPANESE.search(japanese) and not english_left(japanese), (reason, japanese)
        assert parse_reason(reason, "en") == reason


@pytest.mark.parametrize(
    "sentence",
    [
        "~ deals damage to each opponent.",
        "Whenever ~ blocks, draw a card and scry 2.",
        "Flyng",
        "Protection from rde",
        'Creatures you control have "~ can\'t be blocked."',
        "Whenever ~ blocks, it gets +1/+1 until end of turn. Scry 1.",
    ],
)
def test_parse_says_why_a_sentence_is_not_modelled_in_japanese(sentence: str) -> None:
    result = CliRunner().invoke(cli, ["parse", sentence, "--lang", "ja"], env=ENGLISH)
    assert result.exit_code == 1, result.output
    lines = result.output.strip().splitlines()
    assert lines[0].startswith("モデル化されていない")
    for line in lines:
        assert JAPANESE.search(line) and not english_left(line), line


def test_an_unknown_reason_is_quoted_after_a_japanese_frame() -> None:
    assert parse_reason("some new reason", "ja") == "理由（英語のみ）：「some new reason」"


# The sweep: bad files and bad command lines under --lang ja. Every line is
# Japanese, with no English sentence left outside quotes, and the exit code
# is 2 as in English.
SWEEP_FILES: dict[str, str] = {
    "toml_syntax": 'active_player = "A"\n[players.A\n',
    "json_syntax": '{"active_player": "A",}',
    "unknown_key": HEAD + ATTACKER + "flying = true\n",
    "wrong_type": HEAD + ATTACKER.replace("power = 6", 'power = "six"'),
    "float": HEAD + ATTACKER.replace("power = 6", "power = 6.5"),
    "missing": HEAD + ATTACKER.replace('controller = "A"\n', ""),
    "empty_id": HEAD + ATTACKER.replace('id = "gorger"', 'id = ""'),
    "no_types": HEAD + ATTACKER.replace('types = ["creature"]', "types = []"),
    "bad_rules": 'rules = "2024"\n' + HEAD + ATTACKER,
    "graveyard": HEAD.replace("[players.B]", '[players.B]\ngraveyard = "x"') + ATTACKER,
    "keyword": HEAD + ATTACKER + 'keywords = ["flyng"]\n',
    "sentence": HEAD + ATTACKER + 'abilities = ["~ deals damage to each opponent."]\n',
    "table_kind": HEAD + ATTACKER + 'abilities = [{kind = "nope"}]\n',
    "table_selector": HEAD
    + ATTACKER
    + 'abilities = [{kind = "cant_be_blocked_by", selector = {subtypez = ["wall"]}}]\n',
    "table_needs": HEAD + ATTACKER + 'abilities = [{kind = "cant_be_blocked_by"}]\n',
    "table_either": HEAD
    + ATTACKER
    + 'abilities = [{kind = "static_effect", affected = {}, condition = '
    '{kind = "life_total", who = "x", op = ">=", value = 1}}]\n',
    "not_attacking": HEAD + ATTACKER + '\n[[permanents]]\nid = "elf"\ncontroller = "B"\n'
    'power = 1\ntoughness = 1\nblocking = ["nobody"]\n',
    "one_player": 'active_player = "A"\n[players.A]\n' + ATTACKER.replace('attacking = "B"\n', ""),
}
THREE_PLAYERS = (
    'active_player = "A"\n[players.A]\n[players.B]\n[players.C]\n'
    + ATTACKER
    + ATTACKER.replace('"gorger"', '"other"').replace('attacking = "B"', 'attacking = "C"')
)
BLOCKER = """
[[permanents]]
id = "{}"
controller = "B"
power = 1
toughness = 2
blocking = ["gorger"]
"""
SPLIT = HEAD + ATTACKER.replace("power = 6", "power = 3") + BLOCKER.format("elf")
SPLIT += BLOCKER.format("bear")


def _main(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as caught:
        main(args)
    out = capsys.readouterr()
    code = caught.value.code
    return (code if isinstance(code, int) else 1), out.out + out.err


def _sweep_cases(folder: Path) -> list[tuple[str, list[str]]]:
    cases: list[tuple[str, list[str]]] = []
    for name, text in SWEEP_FILES.items():
        path = folder / (f"{name}.json" if name.startswith("json") else f"{name}.toml")
        path.write_text(text, encoding="utf-8")
        cases.append((name, ["check", str(path)]))
    good = folder / "good.toml"
    good.write_text(HEAD + ATTACKER, encoding="utf-8")
    three = folder / "three.toml"
    three.write_text(THREE_PLAYERS, encoding="utf-8")
    calm = folder / "calm.toml"
    calm.write_text(HEAD + ATTACKER.replace('attacking = "B"\n', ""), encoding="utf-8")
    split = folder / "split.toml"
    split.write_text(SPLIT, encoding="utf-8")
    cases += [
        ("no_such_command", ["frob"]),
        ("extra_arguments", ["check", str(good), "b", "c"]),
        ("no_such_option", ["check", str(good), "--bogus"]),
        ("missing_argument", ["check"]),
        ("missing_option", ["solve", str(good)]),
        ("bad_choice", ["check", str(good), "--rules", "2099"]),
        ("needs_value", ["check", str(good), "--lang", "ja", "--rules"]),
        ("takes_no_value", ["check", str(good), "--json=3"]),
        ("bad_seconds", ["solve", str(good), "--for", "attacker", "--time-limit", "abc"]),
        ("out_of_range", ["solve", str(good), "--for", "attacker", "--time-limit", "-1"]),
        ("bad_integer", ["cards", "coverage", "--top", "x"]),
        ("negative_top", ["cards", "coverage", "--top", "-1"]),
        ("directory", ["cards", "import", str(folder)]),
        ("absent_file", ["check", str(folder / "absent.toml")]),
        ("objective", ["solve", str(good), "--for", "attacker", "--objective", "lifee=2"]),
        ("creature", ["assignments", str(good), "--creature", "nobody"]),
        ("step", ["assignments", str(good), "--step", "third"]),
        ("no_attackers", ["solve", str(calm), "--for", "defender"]),
        ("two_defenders", ["solve", str(three), "--for", "defender"]),
        ("missing_assignment", ["resolve", str(split)]),
        ("empty_sentence", ["parse", " "]),
        ("unknown_rule", ["explain", "999.9z"]),
        ("unknown_card", ["cards", "show", "No Such Card"]),
    ]
    return cases


def test_the_sweep_of_bad_input_is_japanese_everywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    monkeypatch.setenv("MTGCOMBAT_DATA_DIR", str(tmp_path / "index"))
    failures: list[tuple[object, ...]] = []
    for name, args in _sweep_cases(tmp_path):
        asked = "--lang" in args
        code_en, _ = _main([a for a in args if a not in ("--lang", "ja")], capsys)
        code, output = _main(args if asked else [*args, "--lang", "ja"], capsys)
        lines = output.strip().splitlines()
        if code != 2 or code_en != 2 or len(lines) != 1 or "Traceback" in output:
            failures.append((name, code, code_en, output))
            continue
        if not JAPANESE.search(lines[0]) or english_left(lines[0]):
            failures.append((name, english_left(lines[0]), lines[0]))
    assert not failures, failures


def test_a_japanese_locale_makes_usage_errors_japanese(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    code, output = _main(["frob"], capsys)
    assert code == 2 and output.strip() == "mtgcombat: 'frob'というコマンドはない"
    monkeypatch.setenv("LC_ALL", "C.UTF-8")  # LC_ALL wins over LANG
    code, output = _main(["frob"], capsys)
    assert code == 2 and output.strip() == "mtgcombat: No such command 'frob'."


def test_lang_anywhere_on_the_command_line_sets_the_language_of_usage_errors(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    for args in (["--lang", "ja", "frob"], ["frob", "--lang=ja"], ["check", "--lang", "ja"]):
        code, output = _main(args, capsys)
        assert code == 2 and JAPANESE.search(output), (args, output)


# 603.3d: a triggered ability's targets, named in choices.targets.
NINJA = ATTACKER.replace(
    'attacking = "B"',
    "abilities = [\"Whenever ~ attacks and isn't blocked, you may have it deal damage equal "
    'to its power to target creature."]\nattacking = "B"',
)
ELF = '\n[[permanents]]\nid = "elf"\ncontroller = "B"\npower = 1\ntoughness = 1\n'


def _targets(target: str) -> str:
    return NINJA.replace(
        'attacking = "B"', f'attacking = "B"\nchoices = {{targets = ["{target}"]}}'
    )


TARGET_FILES = {
    "choice_needs_target": HEAD + NINJA + ELF,
    "target_hexproof": HEAD + _targets("elf") + ELF + 'keywords = ["hexproof"]\n',
    "target_shroud": HEAD + _targets("elf") + ELF + 'keywords = ["shroud"]\n',
    "target_not_on_battlefield": HEAD + _targets("B") + ELF,
    "target_protection": HEAD
    + _targets("elf").replace("toughness = 6", 'toughness = 6\ncolors = ["red"]')
    + ELF
    + 'keywords = ["protection from red"]\n',
}


@pytest.mark.parametrize("key", sorted(TARGET_FILES))
def test_603_3d_target_problems_are_said_in_japanese(key: str, tmp_path: Path) -> None:
    path = tmp_path / "ninja.toml"
    path.write_text(TARGET_FILES[key], encoding="utf-8")
    board = load_scenario(path).board
    with pytest.raises(ChoiceError) as caught:
        declare_blockers_triggers(board, RuleSet.CURRENT)
    err = caught.value
    assert err.key == key and err.rule == "603.3d"
    if key.startswith("target_"):  # the catalog's English is the rules core's
        facts = {k: str(v) for k, v in err.facts.items() if k != "n"}
        assert f"target {err.facts['n']}: {input_error(key, 'en', **facts)}" == err.problem
    result = CliRunner().invoke(cli, ["check", str(path), "--lang", "ja"], env=ENGLISH)
    line = result.output.strip()
    assert result.exit_code == 2 and "\n" not in line, result.output
    assert line.endswith("（603.3d）") and "choices.targets：誘発型能力の選択が正しくない：" in line
    assert not english_left(line), line


# cards show: types, colors, protection and the source in Japanese.
def test_cards_show_prints_the_card_in_japanese_terms() -> None:
    result = CliRunner().invoke(
        cli, ["cards", "show", "Akroma, Angel of Wrath", "--lang", "ja"], env=ENGLISH
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[1] == "  伝説のクリーチャー — 天使"
    assert "  色：白" in lines
    assert "プロテクション（黒）、プロテクション（赤）" in result.output
    assert "      = プロテクション（黒）；プロテクション（赤）" in lines
    assert lines[-1] == "  出典：組み込み"
    english = CliRunner().invoke(cli, ["cards", "show", "Akroma, Angel of Wrath"], env=ENGLISH)
    assert english.output.splitlines()[1] == "  legendary creature - angel"


@pytest.mark.parametrize("card", [c.name for c in BUILTIN.cards])
def test_every_built_in_card_shows_its_type_line_and_colors_in_japanese(card: str) -> None:
    result = CliRunner().invoke(cli, ["cards", "show", card, "--lang", "ja"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert not re.search(r"[A-Za-z]", lines[1]), lines[1]  # the type line
    for line in lines[2:]:
        if line.startswith(("  色：", "  キーワード能力：", "  出典：")):
            assert not re.search(r"[A-Za-z]{2,}", line), line


def test_every_subtype_the_parser_knows_has_a_japanese_name() -> None:
    terms = tomllib.loads(
        resources.files("mtgcombat").joinpath("data", "ja_terms.toml").read_text("utf-8")
    )["subtypes"]
    missing = sorted({s for _, s in subtype_table().values() if s not in terms})
    assert not missing, missing
    assert (
        type_line_text(["creature"], ["satyr", "beast"], "ja")
        == "クリーチャー — サテュロス・ビースト"
    )


# Every message key, as the program holds them (the catalog file and the
# templates messages.py adds in code), has a Japanese template.
MESSAGE_TABLES = {
    "violations": messages.TEMPLATES,
    "events": messages.EVENT_TEMPLATES,
    "ui": messages.UI,
    "zones": messages.ZONE_NAMES,
    "rule_sets": messages.RULE_SET_NAMES,
    "steps": messages.STEP_NAMES,
    "effect_changes": messages.EFFECT_CHANGES,
    "rule_changes": messages.RULE_CHANGES,
    "input_errors": messages.INPUT_ERRORS,
    "terms": messages.TERMS,
}
# Japanese that is rightly written in Latin letters or symbols alone.
LATIN_JAPANESE = {"MTGJSON"}


@pytest.mark.parametrize("table", sorted(MESSAGE_TABLES))
def test_every_message_key_has_a_japanese_template(table: str) -> None:
    missing = []
    for key, forms in MESSAGE_TABLES[table].items():
        ja = forms.get("ja", "")
        fields = re.sub(r"\{[^{}]*\}", "", ja)
        words = re.search(r"[A-Za-z]{2,}", fields)
        if not ja or not (JAPANESE.search(ja) or ja in LATIN_JAPANESE or not words):
            missing.append(key)
    assert not missing, (table, missing)


def test_every_ui_key_the_command_line_uses_exists_in_both_languages() -> None:
    package = resources.files("mtgcombat")
    source = "".join(
        part.read_text("utf-8")
        for room in ("cli", "app")
        for part in package.joinpath(room).iterdir()
        if part.name.endswith(".py")
    )
    used = set(re.findall(r'\bui\(\s*"([a-z_0-9]+)"', source))
    assert len(used) > 40
    for key in used:
        assert messages.UI[key].get("en") and messages.UI[key].get("ja"), key


def test_a_card_sentence_not_modelled_is_noted_with_its_reason_in_japanese() -> None:
    note = ScenarioNote(
        "not_modelled",
        "gorger",
        "Whenever ~ blocks, draw a card.",
        reason='a trigger on blocking ("~ blocks") resolves before combat damage and is not '
        "modelled",
    )
    scenario = SimpleNamespace(notes=(note,))
    (line,) = ability_notes(scenario, "ja")  # type: ignore[arg-type]
    assert "ブロックに関する誘発型能力（「~ blocks」）は戦闘ダメージより前に解決され" in line
    assert not english_left(line.replace(note.text, "")), line


def test_an_internal_error_has_a_japanese_frame(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Exit code 3: the frame is Japanese, the exception's own words stay
    (they are for the bug report)."""

    def broken(*_: object, **__: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    monkeypatch.delenv("MTGCOMBAT_DEBUG", raising=False)
    monkeypatch.setattr("mtgcombat.demo.run_demo", broken)
    code, output = _main(["demo", "--lang", "ja"], capsys)
    assert (
        code == 3
        and output.strip() == "mtgcombat: 内部エラー（mtgcombatの不具合）：RuntimeError: boom"
    )
    code, output = _main(["demo"], capsys)
    assert code == 3 and output.strip() == "mtgcombat: internal error: RuntimeError: boom"
