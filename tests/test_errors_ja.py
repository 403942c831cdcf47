"""Japanese everywhere (issue 14): under ``--lang ja`` or a Japanese locale a
scenario that cannot be loaded is one Japanese line naming the same file,
field and rule as the English line, with exit code 2. The problems come
from the ``input_errors`` section of the message catalog."""

from __future__ import annotations

import json
import os
import re
import string
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from mtgcombat.cli import cli
from mtgcombat.core import validation
from mtgcombat.i18n.messages import INPUT_ERRORS, input_error
from mtgcombat.io.files import InputFileError, read_input
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.keywords import KeywordError, parse_keywords

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
JAPANESE_LOCALE: dict[str, str | None] = {
    "LC_ALL": None,
    "LC_MESSAGES": None,
    "LANG": "ja_JP.UTF-8",
}
JAPANESE = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]")  # punctuation, kana, kanji

HEAD = """active_player = "A"
[players.A]
[players.B]
"""
ATTACKER = """
[[permanents]]
id = "gorger"
controller = "A"
types = ["creature"]
power = 6
toughness = 6
attacking = "B"
"""


def _blocker(extra: str) -> str:
    return f"""
[[permanents]]
id = "elf"
controller = "B"
types = ["creature"]
power = 1
toughness = 1
{extra}
"""


# name -> (file text, field path, rule or "")
BAD_FILES: dict[str, tuple[str, str, str]] = {
    "unknown_key": (HEAD + ATTACKER + _blocker("flying = true"), 'permanents[1] "elf".flying', ""),
    "wrong_type": (
        HEAD + ATTACKER.replace("power = 6", 'power = "six"'),
        'permanents[0] "gorger".power',
        "208.1",
    ),
    "missing_key": (
        HEAD + ATTACKER.replace('controller = "A"\n', ""),
        'permanents[0] "gorger".controller',
        "",
    ),
    "unknown_keyword": (
        HEAD + ATTACKER + _blocker('keywords = ["flyng"]'),
        'permanents[1] "elf".keywords',
        "",
    ),
    "unknown_blocking_id": (
        HEAD + ATTACKER + _blocker('blocking = ["nobody"]'),
        'permanents[1] "elf".blocking',
        "509.1a",
    ),
    "illegal_value": (
        HEAD + ATTACKER.replace("toughness = 6", "toughness = -1"),
        'permanents[0] "gorger".toughness',
        "208.1",
    ),
    "not_a_type": (
        HEAD + ATTACKER.replace('["creature"]', '["creatur"]'),
        'permanents[0] "gorger".types[0]',
        "",
    ),
    "active_player_attacks_itself": (
        HEAD + ATTACKER.replace('attacking = "B"', 'attacking = "A"'),
        'permanents[0] "gorger".attacking',
        "508.1b",
    ),
    "blocker_of_own_side": (
        HEAD + ATTACKER + _blocker('blocking = ["gorger"]').replace('"B"', '"A"'),
        'permanents[1] "elf".blocking',
        "509.1a",
    ),
    "sentence_not_read": (
        HEAD + ATTACKER + _blocker('abilities = ["~ deals damage to each opponent."]'),
        'permanents[1] "elf".abilities[0]',
        "",
    ),
    "keyword_sentence": (
        HEAD + ATTACKER + _blocker('abilities = ["Protection from rde"]'),
        'permanents[1] "elf".abilities[0]',
        "",
    ),
    "order_stranger": (
        HEAD + ATTACKER + _blocker('blocking = ["gorger"]') + '\n[orders]\ngorger = ["zz"]\n',
        "orders.gorger",
        "509.2",
    ),
    "one_player": (
        'active_player = "A"\n[players.A]\n' + ATTACKER.replace('attacking = "B"\n', ""),
        "players",
        "506.2",
    ),
}


def _run(args: list[str], env: dict[str, str | None]) -> Result:
    return CliRunner().invoke(cli, args, env=env)


def _english_words(english: str, file: str, field: str) -> set[str]:
    """The words of the English problem, without the file, the field and
    the quoted facts (ids and keywords stay as written in both languages)."""
    problem = english.split(f"{file}: ", 1)[1]
    if field:
        problem = problem.split(f"{field}: ", 1)[1]
    problem = re.sub(r"\"[^\"]*\"|'[^']*'", " ", problem)
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", problem)}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_scenario_is_one_japanese_line_with_file_field_and_rule(
    name: str, tmp_path: Path
) -> None:
    text, field, rule = BAD_FILES[name]
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    english = _run(["check", str(path)], ENGLISH)
    japanese = _run(["check", str(path), "--lang", "ja"], ENGLISH)
    assert english.exit_code == 2 and japanese.exit_code == 2, (english.output, japanese.output)
    line = japanese.output.strip()
    assert "\n" not in line and "Traceback" not in line
    assert str(path) in line and field in line, line
    assert JAPANESE.search(line.split(field, 1)[1]), line
    if rule:
        assert f"（{rule}" in line and f"({rule}" in english.output, (line, english.output)
    words = _english_words(english.output.strip(), str(path), field)
    assert words, english.output
    problem = line.split(f"{field}：", 1)[1] if field else line.split(f"{path}：", 1)[1]
    problem = re.sub(r"「[^」]*」", " ", problem)  # the facts, as quoted in Japanese
    left = {w for w in words if re.search(rf"\b{w}\b", problem.lower())}
    assert not left, (left, line)


def test_a_japanese_locale_gives_the_japanese_line(tmp_path: Path) -> None:
    """509.1a: without --lang, LANG=ja_JP.UTF-8 is enough."""
    text, field, rule = BAD_FILES["unknown_blocking_id"]
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    result = _run(["check", str(path)], JAPANESE_LOCALE)
    assert result.exit_code == 2
    assert result.output.strip().endswith(
        f"{path}：{field}：「nobody」は攻撃クリーチャーではない（{rule}）"
    ), result.output


@pytest.mark.parametrize(
    "command", [["check"], ["resolve"], ["blocks"], ["orders"], ["solve", "--for", "attacker"]]
)
def test_every_command_that_reads_a_scenario_speaks_japanese(
    command: list[str], tmp_path: Path
) -> None:
    text = BAD_FILES["unknown_keyword"][0]
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    result = _run([*command, str(path), "--lang", "ja"], ENGLISH)
    assert result.exit_code == 2, result.output
    assert "「flyng」は知られていないキーワード能力である（「flying」のことか？）" in result.output


@pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "mkfifo"), reason="POSIX pipes")
def test_a_named_pipe_is_refused_in_japanese(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.toml"
    os.mkfifo(pipe)
    english = _run(["check", str(pipe)], ENGLISH)
    japanese = _run(["check", str(pipe), "--lang", "ja"], ENGLISH)
    assert english.exit_code == japanese.exit_code == 2
    assert english.output.strip().endswith(f"{pipe}: a named pipe, not a regular file")
    assert japanese.output.strip().endswith(f"{pipe}：名前付きパイプであり、通常のファイルではない")


def test_english_stays_the_str_of_the_error() -> None:
    text, _, _ = BAD_FILES["unknown_blocking_id"]
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text, source="x.toml")
    assert caught.value.message("en") == str(caught.value)
    assert str(caught.value) == (
        'x.toml: permanents[1] "elf".blocking: "nobody" is not an attacking creature (509.1a)'
    )
    assert caught.value.key == "not_attacking_creature"
    assert caught.value.facts == {"id": "nobody"}


def test_an_unknown_problem_is_said_in_general_japanese_words() -> None:
    err = ScenarioError("x.toml", "a.b", "Some new pydantic wording", "208.1")
    assert err.message("ja") == "x.toml：a.b：この値は受け付けられない（208.1）"


def test_keyword_errors_carry_their_key() -> None:
    for text, key in (
        ("flyng", "keyword_unknown_guess"),
        ("", "keyword_empty"),
        ("flying 2", "keyword_no_parameter"),
        ("toxic", "keyword_needs_number"),
        ("bushido two", "keyword_not_number"),
        ("protection from blu", "protection_unknown_guess"),
    ):
        with pytest.raises(KeywordError) as caught:
            parse_keywords(text)
        assert caught.value.key == key, text
        # the catalog's English template gives back the English message
        assert input_error(key, "en", **caught.value.facts) == str(caught.value)
        assert JAPANESE.search(input_error(key, "ja", **caught.value.facts))


def test_file_errors_carry_their_key(tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_bytes(b"x" * 20)
    for path, key in ((big, "file_too_large"), (tmp_path / "absent.toml", "file_unreadable")):
        with pytest.raises(InputFileError) as caught:
            read_input(path, limit=10)
        assert caught.value.key == key
        assert input_error(key, "en", **caught.value.facts) == str(caught.value)


CATALOG: dict[str, Any] = json.loads(
    resources.files("mtgcombat").joinpath("data", "messages.json").read_text("utf-8")
)


@pytest.mark.parametrize("key", sorted(CATALOG["input_errors"]))
def test_every_input_error_renders_in_both_languages(key: str) -> None:
    """Each template of input_errors has English and Japanese with the same
    facts, and renders with them; the Japanese is Japanese."""
    forms = CATALOG["input_errors"][key]
    assert set(forms) == {"en", "ja"}
    fields = {n for _, n, _, _ in string.Formatter().parse(forms["en"]) if n is not None}
    ja_fields = {n for _, n, _, _ in string.Formatter().parse(forms["ja"]) if n is not None}
    assert fields - {"noun"} == ja_fields
    facts = dict.fromkeys(fields, "x")
    assert input_error(key, "en", **facts)
    assert JAPANESE.search(input_error(key, "ja", **facts)), key
    assert key in INPUT_ERRORS


def test_every_key_the_code_uses_is_in_the_catalog() -> None:
    """A key written in the source (fail(path, "key", ...), KeywordError,
    InputFileError) names a template of input_errors."""
    root = Path(str(resources.files("mtgcombat")))
    used: set[str] = set()
    scenario = sorted((root / "scenario").glob("*.py"))
    for path in [*scenario, root / "io" / "files.py", root / "text" / "keywords.py"]:
        source = path.read_text("utf-8")
        used |= set(re.findall(r'\bfail\(\s*[^,]+,\s*"([a-z_]+)"', source))
        used |= set(re.findall(r'key="([a-z_]+)"', source))
        used |= set(re.findall(r'^\s+"([a-z_]+)",?$', source, re.M)) & set(INPUT_ERRORS)
    # the board's structure: the core's checks (mtgcombat.core.validation)
    used |= set(validation.MESSAGES) - validation.API_ONLY
    assert len(used) > 40
    assert used <= set(INPUT_ERRORS), used - set(INPUT_ERRORS)


def test_the_core_board_checks_say_what_the_catalog_says() -> None:
    """Board(...) and the scenario loader report a problem of the board's
    structure in the same English words."""
    shared = set(validation.MESSAGES) - validation.API_ONLY
    assert len(shared) > 30
    for key in shared:
        assert validation.MESSAGES[key] == INPUT_ERRORS[key]["en"], key
    assert not validation.API_ONLY & set(INPUT_ERRORS)


def test_603_3d_a_missing_target_has_a_japanese_frame(tmp_path: Path) -> None:
    """A triggered ability's missing target (603.3d), found as the declare
    blockers step's triggers resolve: the same file, field and rule, in a
    Japanese line (the ability's own words stay as the file wrote them)."""
    ninja = ATTACKER.replace(
        "attacking",
        "abilities = [\"Whenever ~ attacks and isn't blocked, you may have it deal damage equal "
        'to its power to target creature."]\nattacking',
    )
    path = tmp_path / "ninja.toml"
    path.write_text(HEAD + ninja + _blocker(""), encoding="utf-8")
    english = _run(["check", str(path)], ENGLISH)
    for command in (["check"], ["resolve", "--auto"]):
        result = _run([*command, str(path), "--lang", "ja"], ENGLISH)
        assert result.exit_code == english.exit_code == 2, result.output
        line = result.output.strip()
        assert "\n" not in line
        field = 'permanents[0] "gorger".choices.targets'
        assert f"{path}：{field}：誘発型能力の選択が正しくない：" in line, line
        assert line.endswith("（603.3d）") and english.output.strip().endswith("(603.3d)")


def test_a_missing_file_is_said_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "absent.toml"
    result = _run(["check", str(path), "--lang", "ja"], ENGLISH)
    assert result.exit_code == 2
    assert result.output.strip().endswith(
        f"{path}：ファイルを読めない：そのようなファイルもディレクトリもない"
    ), result.output


def _main(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """The installed entry point in a fresh process (main() catches what
    click does not)."""
    return subprocess.run(
        [sys.executable, "-c", "from mtgcombat.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "LC_ALL": "C.UTF-8", **env},
        check=False,
    )


def test_a_data_dir_that_is_a_file_is_said_in_japanese(tmp_path: Path) -> None:
    afile = tmp_path / "notes.txt"
    afile.write_text("x")
    path = tmp_path / "bad.toml"
    path.write_text(BAD_FILES["unknown_key"][0], encoding="utf-8")
    result = _main(["check", str(path), "--lang", "ja"], {"MTGCOMBAT_DATA_DIR": str(afile)})
    assert result.returncode == 2
    assert result.stderr.strip() == (
        f"mtgcombat: MTGCOMBAT_DATA_DIR：{afile}はファイルであり、ディレクトリではない"
    ), result.stderr


@pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "mkfifo"), reason="POSIX pipes")
def test_cards_import_of_a_named_pipe_is_refused_in_japanese(tmp_path: Path) -> None:
    pipe = tmp_path / "AtomicCards.json"
    os.mkfifo(pipe)
    args = ["cards", "import", str(pipe), "--data-dir", str(tmp_path / "index")]
    english = _run(args, ENGLISH)
    japanese = _run([*args, "--lang", "ja"], ENGLISH)
    assert english.exit_code == japanese.exit_code == 2
    assert english.output.strip().endswith(f"{pipe}: a named pipe, not a regular file")
    assert japanese.output.strip().endswith(f"{pipe}：名前付きパイプであり、通常のファイルではない")


@pytest.mark.parametrize(
    ("args", "english", "japanese"),
    [
        (
            ["solve", "--for", "attacker", "--objective", "lifee=2"],
            '--objective: unknown setting "lifee"',
            "--objective：「lifee」は知られていない設定である",
        ),
        (
            ["solve", "--for", "attacker", "--objective", "life=much"],
            '--objective: life must be a number, not "much"',
            "--objective：lifeは数でなければならない（「much」は不可）",
        ),
        (
            ["assignments", "--creature", "nobody"],
            '--creature: "nobody" is not a permanent id',
            "--creature：「nobody」はパーマネントIDではない",
        ),
    ],
)
def test_command_line_problems_are_said_in_japanese(
    args: list[str], english: str, japanese: str, tmp_path: Path
) -> None:
    path = tmp_path / "fight.toml"
    path.write_text(HEAD + ATTACKER + _blocker('blocking = ["gorger"]'), encoding="utf-8")
    command = [args[0], str(path), *args[1:]]
    en = _run(command, ENGLISH)
    ja = _run([*command, "--lang", "ja"], ENGLISH)
    assert en.exit_code == ja.exit_code == 2, (en.output, ja.output)
    assert english in en.output and japanese in ja.output, (en.output, ja.output)
    assert len(ja.output.strip().splitlines()) == 1


def test_509_1_no_attackers_means_no_blocks_to_choose_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "calm.toml"
    path.write_text(HEAD + ATTACKER.replace('attacking = "B"\n', ""), encoding="utf-8")
    result = _run(["solve", str(path), "--for", "defender", "--lang", "ja"], ENGLISH)
    assert result.exit_code == 2
    assert result.output.strip().endswith(
        f"{path}：攻撃しているクリーチャーがいないため、選ぶブロックがない（509.1）"
    ), result.output


def test_usage_errors_are_said_in_japanese(tmp_path: Path) -> None:
    """Click's usage errors through the entry point: an unknown option, a
    missing option with its choices, a bad value; English stays click's."""
    path = tmp_path / "bad.toml"
    path.write_text(BAD_FILES["unknown_key"][0], encoding="utf-8")
    for args, english, japanese in (
        (["check", str(path), "--bogus"], "No such option", "「--bogus」というオプションはない"),
        (
            ["solve", str(path)],
            "Missing option '--for'",
            "'--for'が必要である（attacker, defenderのいずれか）",
        ),
        (["check", str(path), "--rules", "2099"], "Invalid value", "'--rules'の値が正しくない："),
    ):
        en = _main(args, {})
        ja = _main([*args, "--lang", "ja"], {})
        assert en.returncode == ja.returncode == 2
        assert english in en.stderr and japanese in ja.stderr, (en.stderr, ja.stderr)
        assert len(ja.stderr.strip().splitlines()) == 1
