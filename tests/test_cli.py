"""The ``mtgcombat`` command line: exit codes, JSON shapes, languages, bad input.

Exit codes (cli.py): 0 legal (or a query answered), 1 illegal, 2 bad input,
which is one line on stderr naming the file and the field, never a traceback.
Most runs are in-process (``click.testing.CliRunner`` on ``mtgcombat.cli.cli``,
or ``mtgcombat.cli.main`` for the bad-input path); a few run the installed
``mtgcombat`` script as a real process to see real exit codes.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from mtgcombat.cli import cli, main
from mtgcombat.i18n.messages import number_text

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
EX1 = EXAMPLES / "510_1c_ex1_vastwood_gorger.toml"
SPLIT = EXAMPLES / "510_1c_ex2_giant_growth_split.toml"
BALOTH = EXAMPLES / "510_1c_ex4_enormous_baloth.toml"
REGROWER = EXAMPLES / "510_1c_current_elvish_regrower.toml"
WIKI = EXAMPLES / "wiki_5_5_blocked_by_three_2_2.toml"
SCRIPT = Path(sys.executable).parent / "mtgcombat"
if not SCRIPT.exists():  # pragma: no cover - a Python outside the venv
    SCRIPT = Path(shutil.which("mtgcombat") or SCRIPT)
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}

FIRST_STRIKE_TOML = """\
description = "510.4: a first striker blocked by two creatures, and an unblocked attacker"
rules = "current"
active_player = "A"

[players.A]
[players.B]

[[permanents]]
id = "knight"
controller = "A"
power = 3
toughness = 3
keywords = ["first strike"]
attacking = "B"

[[permanents]]
id = "squire"
controller = "A"
power = 2
toughness = 2
attacking = "B"

[[permanents]]
id = "b1"
controller = "B"
power = 1
toughness = 1
blocking = ["knight"]

[[permanents]]
id = "b2"
controller = "B"
power = 2
toughness = 2
blocking = ["knight"]

[first_strike_assignments]
knight = { b1 = 1, b2 = 2 }

[assignments]
squire = { B = 2 }
"""


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def invoke(*args: str, env: dict[str, str | None] | None = None) -> Result:
    """Run the click group in-process, in English unless ``env`` says otherwise."""
    return CliRunner().invoke(cli, list(args), env=ENGLISH if env is None else env)


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run the real entry point ``main`` in-process: (exit code, stdout, stderr)."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    out, err = capsys.readouterr()
    code = info.value.code
    assert isinstance(code, int)
    return code, out, err


def run_script(*args: str, lang: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    """Run the installed ``mtgcombat`` script as a separate process."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_MESSAGES", "LANG")}
    env["LC_ALL"] = lang
    env["PYTHONIOENCODING"] = "utf-8"
    return subprocess.run(
        [str(SCRIPT), *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=60,
        check=False,
    )


def variant(tmp_path: Path, name: str, old: str, new: str, base: Path = EX1) -> Path:
    """A copy of an example with one piece of text replaced, in tmp_path."""
    text = base.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {base.name}"
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def assert_one_line_error(err: str, *needles: str) -> None:
    """Bad input: exactly one line on stderr, no traceback, naming what it must."""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("mtgcombat: "), err
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])


def first_strike_file(tmp_path: Path, text: str = FIRST_STRIKE_TOML) -> Path:
    path = tmp_path / "first_strike.toml"
    path.write_text(text, encoding="utf-8")
    return path


# ---------------------------------------------------------------------------
# check: exit codes and output
# ---------------------------------------------------------------------------


def test_check_legal_file_exits_0() -> None:
    """510.1c (2023) ex1: the file's 3/2 split is legal: exit 0."""
    result = invoke("check", str(EX1))
    assert result.exit_code == 0, result.output
    assert result.stdout.strip().splitlines()[-1] == "legal"
    assert "2023 rules" in result.stdout


def test_check_illegal_file_exits_1_and_cites_510_1c() -> None:
    """510.1c (2023) ex2: 4 on the 3/6 Guardian and 1 on the Elves: exit 1."""
    result = invoke("check", str(SPLIT))
    assert result.exit_code == 1, result.output
    assert "ILLEGAL" in result.stdout
    assert "x 510.1c:" in result.stdout
    assert "damage assignment order" in result.stdout
    assert result.stdout.strip().splitlines()[-1] == "illegal: 1 violation(s)"


def test_check_rules_option_overrides_the_file() -> None:
    """--rules overrides the file's rule set: the split is legal under current
    510.1c, and the current-rules Regrower split is illegal under 2023 510.1c."""
    assert invoke("check", str(SPLIT), "--rules", "current").exit_code == 0
    assert invoke("check", str(SPLIT), "--rules", "2023").exit_code == 1
    assert invoke("check", str(REGROWER)).exit_code == 0
    result = invoke("check", str(REGROWER), "--rules", "2023")
    assert result.exit_code == 1
    assert "2023 rules" in result.stdout
    # The file declares no order: 509.2's board-order note.
    assert "509.2" in result.stdout


def test_check_json_shape_when_legal() -> None:
    """510.1e verdict as JSON: {"legal": true, "violations": []}, and the
    notes the text prints (player B's package is not given: not checked)."""
    result = invoke("check", str(BALOTH), "--json")
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert doc["legal"] is True
    assert doc["violations"] == []
    assert set(doc) <= {"legal", "violations", "notes"}
    text = invoke("check", str(BALOTH), "--lang", "en").stdout
    for note in doc.get("notes", []):
        assert set(note) == {"kind", "rule", "message"}
        assert "note: " + note["message"] in text


def test_check_json_shape_when_illegal() -> None:
    """510.1c: JSON has exactly legal, violations; each violation exactly rule,
    message, objects (ids)."""
    result = invoke("check", str(SPLIT), "--json")
    assert result.exit_code == 1
    doc = json.loads(result.stdout)
    assert set(doc) <= {"legal", "violations", "notes"}
    assert doc["legal"] is False
    assert len(doc["violations"]) == 1
    v = doc["violations"][0]
    assert set(v) == {"rule", "message", "objects"}
    assert v["rule"] == "510.1c"
    assert v["objects"] == ["gorger", "elf", "guard"]
    assert isinstance(v["message"], str)
    assert "elf" in v["message"]
    assert "6" in v["message"]


def test_check_json_is_one_document_even_with_notes() -> None:
    """509.2 notes (undeclared order) never mix into --json output."""
    result = invoke("check", str(REGROWER), "--rules", "2023", "--json")
    assert result.exit_code == 1
    doc = json.loads(result.stdout)
    assert doc["legal"] is False
    assert [v["rule"] for v in doc["violations"]] == ["510.1c"]
    assert [v["objects"] for v in doc["violations"]] == [["regrower", "hunter", "spawn"]]
    # the 509.2 board-order note is under "notes", as the text prints it
    orders = [n for n in doc["notes"] if n["kind"] == "order"]
    assert [n["rule"] for n in orders] == ["509.2"]
    text = invoke("check", str(REGROWER), "--rules", "2023", "--lang", "en").stdout
    assert "note: " + orders[0]["message"] in text


def test_check_lang_ja_gives_japanese_messages() -> None:
    """--lang ja: 510.1c messages use the Japanese rules terms."""
    result = invoke("check", str(SPLIT), "--lang", "ja")
    assert result.exit_code == 1
    assert "ダメージ割り振り順" in result.stdout
    assert "致死ダメージ" in result.stdout
    assert "damage assignment order" not in result.stdout
    doc = json.loads(invoke("check", str(SPLIT), "--json", "--lang", "ja").stdout)
    message = doc["violations"][0]["message"]
    assert "致死ダメージ" in message
    english = json.loads(invoke("check", str(SPLIT), "--json", "--lang", "en").stdout)
    assert english["violations"][0]["message"] != message
    assert english["violations"][0]["rule"] == doc["violations"][0]["rule"] == "510.1c"


def test_check_language_follows_a_japanese_locale() -> None:
    """Without --lang, a Japanese locale (LANG=ja_JP.UTF-8) gives Japanese."""
    env: dict[str, str | None] = {"LC_ALL": None, "LC_MESSAGES": None, "LANG": "ja_JP.UTF-8"}
    result = invoke("check", str(SPLIT), env=env)
    assert result.exit_code == 1
    assert "致死ダメージ" in result.stdout


def test_check_first_strike_step_510_4(tmp_path: Path) -> None:
    """510.4: the first-strike step's assignments are checked on their own; an
    assignment for a creature without first strike there is a 510.4 violation."""
    path = first_strike_file(tmp_path)
    assert invoke("check", str(path)).exit_code == 0
    wrong = first_strike_file(
        tmp_path,
        FIRST_STRIKE_TOML.replace(
            "knight = { b1 = 1, b2 = 2 }", "knight = { b1 = 1, b2 = 2 }\nsquire = { B = 2 }"
        ),
    )
    result = invoke("check", str(wrong), "--json")
    assert result.exit_code == 1
    assert [v["rule"] for v in json.loads(result.stdout)["violations"]] == ["510.4"]


def test_check_file_without_assignments_exits_0(tmp_path: Path) -> None:
    """A board with no chosen assignments is valid; nothing to check: exit 0."""
    text = EX1.read_text(encoding="utf-8")
    head, _, _ = text.partition("[assignments]")
    path = tmp_path / "board_only.toml"
    path.write_text(head, encoding="utf-8")
    result = invoke("check", str(path))
    assert result.exit_code == 0, result.output
    assert "no assignments" in result.stdout


def test_check_json_scenario_file(tmp_path: Path) -> None:
    """Scenario files may be JSON: the ex2 split as JSON is illegal (510.1c)."""
    data = tomllib.loads(SPLIT.read_text(encoding="utf-8"))
    path = tmp_path / "split.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = invoke("check", str(path), "--json")
    assert result.exit_code == 1
    assert json.loads(result.stdout)["violations"][0]["rule"] == "510.1c"


# ---------------------------------------------------------------------------
# assignments
# ---------------------------------------------------------------------------


def assignments_json(*args: str) -> list[dict[str, Any]]:
    result = invoke("assignments", *args, "--json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert isinstance(doc, list)
    return doc


def canonical(entries: list[dict[str, int]]) -> list[list[tuple[str, int]]]:
    return sorted(sorted(e.items()) for e in entries)


def test_assignments_json_shape_510_1c_ex1() -> None:
    """510.1c (2023) ex1: [{"creature", "count", "assignments": [{id: n}]}];
    the 0-power Guardian assigns nothing and is not listed (510.1a)."""
    doc = assignments_json(str(EX1))
    assert [e["creature"] for e in doc] == ["gorger", "elf"]
    for entry in doc:
        assert set(entry) == {"creature", "count", "assignments"}
        assert entry["count"] == len(entry["assignments"])
    gorger = doc[0]
    assert gorger["count"] == 3
    assert canonical(gorger["assignments"]) == canonical(
        [{"guard": 5}, {"guard": 4, "elf": 1}, {"guard": 3, "elf": 2}]
    )
    assert doc[1]["assignments"] == [{"gorger": 1}]


def test_assignments_rules_option_current_divides_freely() -> None:
    """--rules current: 510.1c (current) gives the Gorger all 6 splits of 5."""
    doc = assignments_json(str(EX1), "--rules", "current", "--creature", "gorger")
    assert len(doc) == 1
    assert doc[0]["count"] == 6
    assert {"elf": 5} in doc[0]["assignments"]


def test_assignments_count_has_no_assignments_key() -> None:
    """--count: only creature and count, no "assignments" key."""
    doc = assignments_json(str(EX1), "--count")
    assert doc == [{"creature": "gorger", "count": 3}, {"creature": "elf", "count": 1}]
    doc = assignments_json(str(WIKI), "--count", "--rules", "current", "--creature", "attacker")
    assert doc == [{"creature": "attacker", "count": 21}]


def test_assignments_creature_option_and_wiki_order() -> None:
    """--creature: one creature; the MTG Wiki 5/5 has the 5 assignments of
    510.1c (2023) in order A5; A4 B1; A3 B2; A2 B3; A2 B2 C1."""
    doc = assignments_json(str(WIKI), "--creature", "attacker")
    assert doc == [
        {
            "creature": "attacker",
            "count": 5,
            "assignments": [
                {"A": 5},
                {"A": 4, "B": 1},
                {"A": 3, "B": 2},
                {"A": 2, "B": 3},
                {"A": 2, "B": 2, "C": 1},
            ],
        }
    ]
    result = invoke("assignments", str(WIKI), "--creature", "attacker")
    assert result.exit_code == 0
    assert "attacker, regular step: 5 legal assignments" in result.stdout
    assert "  attacker: A=2 B=2 C=1" in result.stdout


def test_assignments_limit_lists_fewer_but_counts_all() -> None:
    doc = assignments_json(str(WIKI), "--creature", "attacker", "--limit", "2")
    assert doc[0]["count"] == 5
    assert len(doc[0]["assignments"]) == 2


def test_assignments_hold_the_files_other_assignments_510_1e() -> None:
    """510.1e: Boars' options count Baloth's 1 on the Brigade from the file."""
    doc = assignments_json(str(BALOTH), "--creature", "boars")
    assert canonical(doc[0]["assignments"]) == canonical(
        [{"brigade": 4}, {"brigade": 3, "piker": 1}]
    )


def test_assignments_step_option_510_4(tmp_path: Path) -> None:
    """--step first-strike|regular (510.4): the first striker assigns only in the
    first-strike step; the others only in the regular step, judged on the board
    the first-strike step leaves: the knight's 1 and 2 kill b1 and b2 there, so
    they deal no damage later."""
    path = str(first_strike_file(tmp_path))
    first = assignments_json(path, "--step", "first-strike")
    assert [e["creature"] for e in first] == ["knight"]
    assert first[0]["count"] == 4
    regular = assignments_json(path, "--step", "regular")
    assert [e["creature"] for e in regular] == ["squire"]
    assert regular[0]["assignments"] == [{"B": 2}]
    default = assignments_json(path)
    assert [e["creature"] for e in default] == ["knight", "squire"]
    # Had the knight put all 3 on b2, b1 would live to deal its 1 in the regular step.
    spared = first_strike_file(
        tmp_path, FIRST_STRIKE_TOML.replace("knight = { b1 = 1, b2 = 2 }", "knight = { b2 = 3 }")
    )
    regular = assignments_json(str(spared), "--step", "regular")
    assert [e["creature"] for e in regular] == ["squire", "b1"]
    assert regular[1]["assignments"] == [{"knight": 1}]
    one = assignments_json(path, "--creature", "knight", "--step", "first-strike", "--count")
    assert one == [{"creature": "knight", "count": 4}]


def test_assignments_creature_in_wrong_step_is_bad_input_510_4(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(first_strike_file(tmp_path))
    code, _, err = run_main(
        ["assignments", path, "--creature", "squire", "--step", "first-strike"], capsys
    )
    assert code == 2
    assert_one_line_error(err, path, "--creature", "squire", "510.4")
    code, _, err = run_main(
        ["assignments", path, "--creature", "knight", "--step", "regular"], capsys
    )
    assert code == 2
    assert_one_line_error(err, "knight", "510.4")


# ---------------------------------------------------------------------------
# Bad input: exit 2, one line on stderr naming the file and the field
# ---------------------------------------------------------------------------

BadCase = Callable[[Path], tuple[Path, tuple[str, ...]]]


def _syntax(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = tmp / "syntax.toml"
    path.write_text('rules = "2023"\nactive_player = \n', encoding="utf-8")
    return path, ("TOML",)


def _json(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = tmp / "broken.json"
    path.write_text('{"active_player": "A", "players": {', encoding="utf-8")
    return path, ("JSON",)


def _unknown_key(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(tmp, "unknown_key.toml", "power = 5\n", "power = 5\nflavor = 1\n")
    return path, ('permanents[0] "gorger"', "flavor", "unknown key")


def _unknown_blocking(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(tmp, "unknown_blocking.toml", 'blocking = ["gorger"]', 'blocking = ["nobody"]')
    return path, ('"guard"', "blocking", "nobody", "509.1a")


def _blocks_non_attacker(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    text = EX1.read_text(encoding="utf-8")
    # The Elves (the second blocker) block the Guardian, which is not attacking.
    head, sep, tail = text.rpartition('blocking = ["gorger"]')
    path = tmp / "blocks_non_attacker.toml"
    path.write_text(head + 'blocking = ["guard"]' + tail, encoding="utf-8")
    assert sep
    return path, ('"elf"', "blocking", "guard", "509.1a")


def _negative_toughness(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(tmp, "neg_toughness.toml", "toughness = 3", "toughness = -3")
    return path, ('"guard"', "toughness")


def _negative_damage(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(tmp, "neg_damage.toml", "toughness = 6\n", "toughness = 6\ndamage = -1\n")
    return path, ('"gorger"', "damage")


def _negative_amount(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(
        tmp,
        "neg_amount.toml",
        "gorger = { guard = 3, elf = 2 }",
        "gorger = { guard = 6, elf = -1 }",
    )
    return path, ("assignments", "gorger", "elf")


def _order_duplicate(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(
        tmp, "order_dup.toml", 'gorger = ["guard", "elf"]', 'gorger = ["guard", "guard"]'
    )
    return path, ("orders.gorger", "509.2")


def _order_missing(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(tmp, "order_missing.toml", 'gorger = ["guard", "elf"]', 'gorger = ["guard"]')
    return path, ("orders.gorger", "elf", "509.2")


def _order_extra(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(
        tmp, "order_extra.toml", 'gorger = ["guard", "elf"]', 'gorger = ["guard", "elf", "gorger"]'
    )
    return path, ("orders.gorger", "509.2")


def _unknown_recipient(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(
        tmp,
        "bad_recipient.toml",
        "gorger = { guard = 3, elf = 2 }",
        "gorger = { guard = 3, x = 2 }",
    )
    return path, ("assignments.gorger.x",)


def _unknown_keyword(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = variant(tmp, "bad_keyword.toml", 'keywords = ["defender"]', 'keywords = ["flankng"]')
    return path, ('"guard"', "keywords", "flankng")


def _nonexistent(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    return tmp / "no_such_file.toml", ()


def _directory(tmp: Path) -> tuple[Path, tuple[str, ...]]:
    path = tmp / "a_directory.toml"
    path.mkdir()
    return path, ()


BAD_CASES: dict[str, BadCase] = {
    "toml_syntax": _syntax,
    "json_syntax": _json,
    "unknown_key": _unknown_key,
    "unknown_blocking_id_509_1a": _unknown_blocking,
    "blocks_non_attacker_509_1a": _blocks_non_attacker,
    "negative_toughness": _negative_toughness,
    "negative_damage": _negative_damage,
    "negative_assignment": _negative_amount,
    "order_duplicate_509_2": _order_duplicate,
    "order_missing_509_2": _order_missing,
    "order_extra_509_2": _order_extra,
    "unknown_recipient": _unknown_recipient,
    "unknown_keyword": _unknown_keyword,
    "nonexistent_file": _nonexistent,
    "directory": _directory,
}


@pytest.mark.parametrize("command", ["check", "assignments"])
@pytest.mark.parametrize("case", sorted(BAD_CASES))
def test_bad_input_exits_2_with_one_line_naming_file_and_field(
    case: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bad input (509.1a, 509.2 and schema errors): exit 2, one stderr line
    naming the file and the field, no traceback; the file is left untouched."""
    path, needles = BAD_CASES[case](tmp_path)
    before = path.read_bytes() if path.is_file() else None
    code, _, err = run_main([command, str(path)], capsys)
    assert code == 2, err
    assert_one_line_error(err, path.name, *needles)
    if before is not None:
        assert path.read_bytes() == before


def test_bad_creature_option_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    """--creature with an id that is not on the board: exit 2, one line."""
    code, _, err = run_main(["assignments", str(EX1), "--creature", "dragon"], capsys)
    assert code == 2
    assert_one_line_error(err, EX1.name, "--creature", "dragon")


def test_creature_option_not_in_combat_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--creature naming a creature that neither attacks nor blocks (510.1)."""
    idle = '[[permanents]]\nid = "idle"\ncontroller = "B"\npower = 3\ntoughness = 3\n\n'
    text = FIRST_STRIKE_TOML.replace(
        "[first_strike_assignments]", idle + "[first_strike_assignments]"
    )
    path = first_strike_file(tmp_path, text)
    assert invoke("check", str(path)).exit_code == 0
    code, _, err = run_main(["assignments", str(path), "--creature", "idle"], capsys)
    assert code == 2
    assert_one_line_error(err, path.name, "--creature", "idle", "510.1")


def test_bad_rules_option_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_main(["check", str(EX1), "--rules", "1999"], capsys)
    assert code == 2
    assert_one_line_error(err, "--rules")


def test_cli_group_reports_bad_input_with_exit_2_in_process() -> None:
    """The documented exit codes hold for the click group too (CliRunner): bad
    input is 2, never 1 (which means "illegal") and never an exception."""
    result = invoke("check", str(EXAMPLES / "no_such_file.toml"))
    assert result.exit_code == 2, (result.exit_code, repr(result.exception))
    assert "no_such_file.toml" in result.stderr
    assert "Traceback" not in result.output


# ---------------------------------------------------------------------------
# Real processes
# ---------------------------------------------------------------------------


def test_script_exit_codes_as_real_process(tmp_path: Path) -> None:
    """The installed script: 0 legal, 1 illegal (510.1c), 2 bad input (509.1a)."""
    assert SCRIPT.exists(), SCRIPT
    legal = run_script("check", str(EX1))
    assert legal.returncode == 0, legal.stderr
    assert legal.stderr == ""
    illegal = run_script("check", str(SPLIT), "--json")
    assert illegal.returncode == 1, illegal.stderr
    assert json.loads(illegal.stdout)["violations"][0]["rule"] == "510.1c"
    path, needles = _unknown_blocking(tmp_path)
    bad = run_script("check", str(path))
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert_one_line_error(bad.stderr, path.name, *needles)


def test_script_bad_files_as_real_process(tmp_path: Path) -> None:
    """Syntax errors and a missing file, in a real process: exit 2, one line."""
    for maker in (_syntax, _json, _nonexistent, _directory):
        path, needles = maker(tmp_path)
        done = run_script("assignments", str(path), "--json")
        assert done.returncode == 2, (path, done.stderr)
        assert_one_line_error(done.stderr, path.name, *needles)


def test_script_japanese_and_assignments_as_real_process() -> None:
    """A real process with a Japanese locale prints Japanese (UTF-8) messages."""
    done = run_script("check", str(SPLIT), lang="ja_JP.UTF-8")
    assert done.returncode == 1
    assert "致死ダメージ" in done.stdout
    listed = run_script("assignments", str(WIKI), "--count", "--json")
    assert listed.returncode == 0
    assert json.loads(listed.stdout)[0] == {"creature": "attacker", "count": 5}


# ---------------------------------------------------------------------------
# Input files are only read
# ---------------------------------------------------------------------------


def test_input_files_are_not_modified(tmp_path: Path) -> None:
    """check and assignments only read their files: bytes and mtime unchanged."""
    copies = []
    for source in sorted(EXAMPLES.glob("*.toml")):
        copy = tmp_path / source.name
        shutil.copy2(source, copy)
        copies.append(copy)
    copies.append(first_strike_file(tmp_path))
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in copies}
    for path in copies:
        for args in (
            ["check", str(path)],
            ["check", str(path), "--json", "--rules", "2023"],
            ["check", str(path), "--rules", "current", "--lang", "ja"],
            ["assignments", str(path)],
            ["assignments", str(path), "--json", "--count", "--rules", "current"],
        ):
            result = invoke(*args)
            assert result.exit_code in (0, 1), (args, result.output)
    after = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in copies}
    assert after == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in copies)


# ---------------------------------------------------------------------------
# Option values and usage errors: one line, exit 2
# ---------------------------------------------------------------------------

PUZZLE = EXAMPLES / "puzzles" / "chump_block_to_survive.toml"


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["blocks", str(EX1), "--time-limit", "nan"], ("--time-limit", "nan")),
        (["solve", str(PUZZLE), "--for", "defender", "--time-limit", "nan"], ("--time-limit",)),
        (
            ["solve", str(PUZZLE), "--for", "defender", "--objective", "life=1e308"],
            ("life", "1,000,000"),
        ),
        (["assignments", str(BALOTH), "--limit", "9" * 30], ("--limit",)),
        (["solve", str(PUZZLE)], ("--for", "attacker", "defender")),
    ],
    ids=["blocks_nan_seconds", "solve_nan_seconds", "huge_weight", "huge_limit", "missing_for"],
)
def test_bad_option_values_are_one_line_errors(
    argv: list[str], words: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_main(argv, capsys)
    assert code == 2, (out, err)
    assert err.count("\n") == 1 and err.startswith("mtgcombat: "), err
    assert all(w in err for w in words), err


@pytest.mark.parametrize("argv", [[], ["cards"]], ids=["bare", "bare_group"])
def test_a_bare_command_shows_its_help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_main(argv, capsys)
    assert (code, err) == (0, "")
    assert out.startswith("Usage: ")


def test_order_error_cites_the_2023_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An [orders] table is a 2023 notion (509.2 of the 2023 rules; the current
    509.2 is about priority), so its errors say which edition they cite."""
    text = EX1.read_text(encoding="utf-8").replace('rules = "2023"', 'rules = "current"')
    text = text.replace('gorger = ["guard", "elf"]', 'gorger = ["guard", "zzz"]')
    path = tmp_path / "orders.toml"
    path.write_text(text, encoding="utf-8")
    code, _, err = run_main(["check", str(path)], capsys)
    assert code == 2
    assert_one_line_error(err, path.name, "orders.gorger", "zzz", "509.2, 2023 rules")


def test_a_byte_order_mark_is_read_as_utf8(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + EX1.read_bytes())
    assert invoke("check", str(path)).exit_code == invoke("check", str(EX1)).exit_code == 0


def test_solve_values_print_in_full() -> None:
    """A solver value prints every digit: 1000149, not 1.00015e+06."""
    assert [number_text(v) for v in (1000149.0, -23.0, 2.5, 1 / 3, -8.0000000001, -1e-9)] == [
        "1000149",
        "-23",
        "2.5",
        "0.333333",
        "-8",
        "0",
    ]


def test_check_names_the_first_strike_package_it_played(tmp_path: Path) -> None:
    """510.4: with no first-strike table, the regular step is judged on the
    board the default chooser's first-strike package leaves; check and
    assignments say which package that was."""
    text = """
rules = "2023"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ds"
controller = "A"
power = 3
toughness = 5
keywords = ["double strike", "trample"]
attacking = "B"
[[permanents]]
id = "b1"
controller = "B"
power = 1
toughness = 2
blocking = ["ds"]
[[permanents]]
id = "b2"
controller = "B"
power = 1
toughness = 2
blocking = ["ds"]
[orders]
ds = ["b1", "b2"]
[assignments]
ds = { b2 = 1, B = 2 }
"""
    path = tmp_path / "ds.toml"
    path.write_text(text, encoding="utf-8")
    note = "played with ds: b1=2 b2=1 (the default chooser filled in"
    assert note in invoke("check", str(path)).output
    assert note in invoke("assignments", str(path), "--step", "regular").output
    given = text.replace(
        "[assignments]", "[first_strike_assignments]\nds = { b1 = 3 }\n[assignments]"
    )
    path.write_text(given, encoding="utf-8")
    result = invoke("check", str(path))
    assert "default chooser" not in result.output
    assert result.exit_code == 1  # after b1=3, b2 needs 2 before the player (702.19b)


MENACE_ONE_BLOCKER = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "m"
controller = "A"
power = 3
toughness = 3
keywords = ["menace"]
attacking = "B"
[[permanents]]
id = "w"
controller = "B"
power = 1
toughness = 1
blocks_each_combat = true
blocking = ["m"]
"""


def test_702_111b_check_and_resolve_note_illegal_blocks_and_play_them(tmp_path: Path) -> None:
    """509.1: a menace attacker blocked by one creature. check and resolve say
    the declaration breaks 702.111b and point to `blocks`, in text and under
    "notes", then play the combat as written with the exit code unchanged."""
    path = tmp_path / "menace.toml"
    path.write_text(MENACE_ONE_BLOCKER, encoding="utf-8")
    for command in ("check", "resolve"):
        text = invoke(command, str(path), "--lang", "en")
        assert text.exit_code == 0
        assert "the declared blocks are illegal (702.111b)" in text.stdout
        assert "mtgcombat blocks" in text.stdout
        doc = json.loads(invoke(command, str(path), "--json", "--lang", "en").stdout)
        notes = [n for n in doc["notes"] if n["kind"] == "illegal_blocks"]
        assert [n["rule"] for n in notes] == ["702.111b"]
    resolved = json.loads(invoke("resolve", str(path), "--json").stdout)
    dealt = [e for e in resolved["events"] if e["kind"] == "damage_dealt"]
    assert {(e["source"], e["recipient"]) for e in dealt} == {("m", "w"), ("w", "m")}
    ja = invoke("check", str(path), "--lang", "ja").stdout
    assert "指定されたブロックは不正である（702.111b）" in ja


def test_509_1c_blocks_never_prints_more_obeyed_than_possible(tmp_path: Path) -> None:
    """509.1c compares declarations that break no restriction: one that breaks
    menace may obey more requirements than any legal one, and the output says
    so instead of "1 of a possible 0"."""
    path = tmp_path / "menace.toml"
    path.write_text(MENACE_ONE_BLOCKER, encoding="utf-8")
    for lang in ("en", "ja"):
        out = invoke("blocks", str(path), "--lang", lang).stdout
        assert "of a possible 0" not in out
        assert "最大0個のうち1個" not in out
    out = invoke("blocks", str(path), "--lang", "en").stdout
    assert "requirements obeyed: 1, by blocks that break a restriction" in out
    assert "a legal declaration obeys at most 0 (509.1c)" in out


def test_notes_skip_a_board_whose_blocker_has_left_the_battlefield() -> None:
    """506.4: a blocker sacrificed after blocks were declared (Mogg Fanatic)
    leaves a later state, not a declaration to judge: no illegal-blocks note."""
    fanatic = EXAMPLES / "510_2_mogg_fanatic_sacrificed.toml"
    out = invoke("check", str(fanatic), "--lang", "en").stdout
    assert "declared blocks are illegal" not in out
