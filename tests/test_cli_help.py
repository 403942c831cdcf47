"""The command line's own words: help that is not cut off, the examples
command, and option errors that read as English."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from mtgcombat.app.common import BadInput
from mtgcombat.cli import cli
from mtgcombat.cli import group as module
from mtgcombat.demo import examples_dir
from mtgcombat.scenario.load import load_scenario

ROOT = Path(__file__).resolve().parents[1]


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for name, command in group.commands.items():
        out.append((*prefix, name))
        if isinstance(command, click.Group):
            out.extend(_commands(command, (*prefix, name)))
    return out


def test_help_lists_every_command_with_a_whole_sentence() -> None:
    runner = CliRunner()
    for path in [(), *(p[:-1] for p in _commands(cli) if len(p) > 1)]:
        result = runner.invoke(cli, [*path, "--help"])
        assert result.exit_code == 0, result.output
        listed = result.output.split("Commands:", 1)[1].strip().splitlines()
        assert listed
        for line in listed:
            _name, _, text = line.strip().partition(" ")
            text = text.strip()
            assert text.endswith("."), (path, line)
            assert not text.endswith("..."), (path, line)


def test_every_command_has_a_short_help_of_its_own() -> None:
    for path in _commands(cli):
        command: click.Command = cli
        for name in path:
            assert isinstance(command, click.Group)
            command = command.commands[name]
        assert command.short_help, path
        assert len(command.short_help) <= 60, path


def test_examples_path_prints_the_folder_the_examples_are_in() -> None:
    result = CliRunner().invoke(cli, ["examples", "--path"])
    assert result.exit_code == 0
    folder = Path(result.output.strip())
    assert folder == examples_dir()
    assert (folder / "510_1c_ex1_vastwood_gorger.toml").is_file()


def test_examples_lists_every_example_with_its_description() -> None:
    result = CliRunner().invoke(cli, ["examples", "--lang", "en"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    files = sorted(examples_dir().rglob("*.toml"))
    assert len(lines) == len(files)
    for line, path in zip(lines, files, strict=True):
        name = path.relative_to(examples_dir()).as_posix()
        assert line.startswith(name)
        about = load_scenario(path).describe("en")
        if about:
            assert line == f"{name}: {about}"


def test_examples_in_japanese_use_the_japanese_descriptions() -> None:
    result = CliRunner().invoke(cli, ["examples", "--lang", "ja"])
    assert result.exit_code == 0
    gorger = next(line for line in result.output.splitlines() if "vastwood_gorger" in line)
    assert gorger.endswith(load_scenario(examples_dir() / gorger.split(":")[0]).describe("ja"))


def test_time_limit_that_is_not_a_number_says_so_in_plain_words() -> None:
    seed = str(ROOT / "examples" / "510_1c_ex1_vastwood_gorger.toml")
    for bad in ("abc", "nan", ""):
        result = CliRunner().invoke(cli, ["solve", seed, "--for", "attacker", "--time-limit", bad])
        assert result.exit_code == 2
        assert "is not a number of seconds" in result.output
        assert "valid seconds" not in result.output


def test_importing_one_card_says_one_card(tmp_path: Path) -> None:
    atomic = {
        "data": {
            "Grizzly Bears": [
                {
                    "name": "Grizzly Bears",
                    "type": "Creature — Bear",
                    "types": ["Creature"],
                    "subtypes": ["Bear"],
                    "supertypes": [],
                    "colors": ["G"],
                    "power": "2",
                    "toughness": "2",
                    "text": "",
                }
            ]
        }
    }
    source = tmp_path / "AtomicCards.json"
    source.write_text(json.dumps(atomic), encoding="utf-8")
    result = CliRunner().invoke(
        cli, ["cards", "import", str(source), "--data-dir", str(tmp_path / "idx"), "--lang", "en"]
    )
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].startswith("imported 1 card into ")


def test_start_up_pauses_the_collector_only_until_the_file_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Start-up work, no rule: a process started for a file command runs its
    imports and reads its file without cyclic garbage collection, and the
    collector is on again (what start-up made set aside) once the file is
    read; any other command, or a host calling main() itself, keeps it on."""
    frozen: list[bool] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(True))
    assert gc.isenabled()
    try:
        module._pause_collector(["check", "x.toml"])
        assert not gc.isenabled()
        module._load(str(examples_dir() / "509_1b_cant_block_alone.toml"))
        assert gc.isenabled() and frozen == [True]
        module._pause_collector(["check", "x.toml"])
        with pytest.raises(BadInput):  # a bad file turns it on again too
            module._load(str(ROOT / "no" / "such.toml"))
        assert gc.isenabled()
        for args in (["batch", "resolve"], ["serve"], ["--help"], []):
            module._pause_collector(args)
            assert gc.isenabled()
    finally:
        gc.enable()


def test_python_dash_m_runs_the_same_command_line() -> None:
    """No rule: ``python -m mtgcombat`` is the installed ``mtgcombat``
    command (same words on stdout, same exit codes, bad input on stderr)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "LANG": "C"}
    run = subprocess.run(
        [sys.executable, "-m", "mtgcombat", "explain", "702.19b"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert run.returncode == 0
    assert run.stdout == CliRunner().invoke(cli, ["explain", "702.19b"]).output
    bad = subprocess.run(
        [sys.executable, "-m", "mtgcombat", "check", str(ROOT / "no" / "such.toml")],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.count("\n") == 1 and "such.toml" in bad.stderr
