"""``cards import`` on a file with bad entries: the good entries are
imported and the bad ones skipped and said ("skipped N entries (first:
NAME: reason)"), exit 0; ``--strict`` refuses the file whole, exit 1, and
keeps the old index. Values that broke the import or later commands (a
400-digit mana value, a 4,301-digit power, NaN, a lone surrogate, a power
past a scenario's bound) are such bad entries, never a crash (exit 3). No
temporary file is left behind, after a failure or an interrupt."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cards import index_store, mtgjson
from mtgcombat.cli import cli
from mtgcombat.scenario.schema import MAX_AMOUNT

BEARS = {"name": "Grizzly Bears", "types": ["Creature"], "power": "2", "toughness": "2"}


def _write(tmp_path: Path, data: dict[str, Any], raw: str | None = None) -> Path:
    path = tmp_path / "AtomicCards.json"
    path.write_text(raw if raw is not None else json.dumps({"data": data}), "utf-8")
    return path


def _import(path: Path, index: Path, *more: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(
        cli, ["cards", "import", str(path), "--data-dir", str(index), *more]
    )
    return result.exit_code, result.stdout, result.stderr


BAD_FACES = {
    "Huge Mana": {"name": "Huge Mana", "types": ["Creature"], "manaValue": 10**400},
    "Huge Power": {"name": "Huge Power", "types": ["Creature"], "power": "9" * 4301},
    "Past Bound": {"name": "Past Bound", "types": ["Creature"], "power": str(MAX_AMOUNT + 1)},
    "Wrong Kind": {"name": "Wrong Kind", "types": "Creature"},
}


@pytest.mark.parametrize("bad", sorted(BAD_FACES))
def test_a_bad_entry_is_skipped_and_said_and_the_rest_imported(tmp_path: Path, bad: str) -> None:
    path = _write(tmp_path, {"Grizzly Bears": [BEARS], bad: [BAD_FACES[bad]]})
    code, _, err = _import(path, tmp_path / "index")
    assert code == 0, err
    assert "skipped 1 entries (first: " in err and bad in err
    assert len(err.strip().splitlines()) == 1
    show = CliRunner().invoke(
        cli, ["cards", "show", "Grizzly Bears"], env={"MTGCOMBAT_DATA_DIR": str(tmp_path / "index")}
    )
    assert show.exit_code == 0 and "Grizzly Bears" in show.stdout
    gone = CliRunner().invoke(
        cli, ["cards", "show", bad], env={"MTGCOMBAT_DATA_DIR": str(tmp_path / "index")}
    )
    assert gone.exit_code == 2


def test_a_lone_surrogate_is_a_bad_entry(tmp_path: Path) -> None:
    """A lone surrogate escape (which the C parser refuses: the file is read
    again with the pure-Python one) skips its entry only."""
    raw = (
        '{"data": {"Grizzly Bears": [' + json.dumps(BEARS) + "],"
        ' "Surrogate": [{"name": "Sur\\udfffrogate", "types": ["Creature"]}],'
        ' "Huge Mana": [' + json.dumps(BAD_FACES["Huge Mana"]) + "]}}"
    )
    code, _, err = _import(_write(tmp_path, {}, raw), tmp_path / "index")
    assert code == 0, err
    assert "skipped 2 entries (first: Surrogate:" in err


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_nan_is_not_json_and_refuses_the_file_in_one_line(tmp_path: Path, value: str) -> None:
    """NaN and Infinity are not JSON (RFC 8259 section 6) and the streaming
    parser stops at them: the file is refused whole, in one line, and the
    old index kept; control: the same file with a number imports."""
    index = tmp_path / "index"
    entry = '"Odd Mana": [{"name": "Odd Mana", "types": ["Creature"], "manaValue": %s}]'
    raw = '{"data": {"Grizzly Bears": [' + json.dumps(BEARS) + "], " + entry + "}}"
    code, _, err = _import(_write(tmp_path, {}, raw % value), index)
    assert code == 2 and "not JSON" in err and len(err.strip().splitlines()) == 1
    assert not (index / mtgjson.INDEX_NAME).exists()
    assert _import(_write(tmp_path, {}, raw % "3"), index)[0] == 0
    assert (index / mtgjson.INDEX_NAME).exists()


def test_strict_refuses_the_whole_file_and_keeps_the_old_index(tmp_path: Path) -> None:
    index = tmp_path / "index"
    good = _write(tmp_path, {"Grizzly Bears": [BEARS]})
    assert _import(good, index)[0] == 0
    before = (index / mtgjson.INDEX_NAME).read_bytes()
    bad = _write(tmp_path, {"Grizzly Bears": [BEARS], "Huge Mana": [BAD_FACES["Huge Mana"]]})
    code, _, err = _import(bad, index, "--strict")
    assert code == 1
    assert "Huge Mana" in err and len(err.strip().splitlines()) == 1
    assert (index / mtgjson.INDEX_NAME).read_bytes() == before
    # control: the same file without --strict imports the good entry
    assert _import(bad, index)[0] == 0


def test_a_file_with_no_bad_entry_says_nothing_skipped(tmp_path: Path) -> None:
    code, _, err = _import(_write(tmp_path, {"Grizzly Bears": [BEARS]}), tmp_path / "index")
    assert code == 0 and err == ""


def test_an_interrupted_write_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = tmp_path / "index"
    path = _write(tmp_path, {"Grizzly Bears": [BEARS]})

    fill = index_store._fill

    def interrupted(*args: Any, **kwargs: Any) -> None:
        fill(*args, **kwargs)  # the temporary file written, not yet renamed
        raise KeyboardInterrupt

    monkeypatch.setattr(index_store, "_fill", interrupted)
    with pytest.raises(KeyboardInterrupt):
        mtgjson.import_atomic_cards(path, index)
    assert list(index.iterdir()) == []


def test_a_leftover_of_a_killed_run_is_removed(tmp_path: Path) -> None:

    index = tmp_path / "index"
    index.mkdir()
    old = index / ".cards-killed.tmp"
    old.write_text("{", "utf-8")
    recent = index / ".cards-running.tmp"  # another run, writing now: kept
    recent.write_text("{", "utf-8")
    os.utime(old, (0, 0))
    assert _import(_write(tmp_path, {"Grizzly Bears": [BEARS]}), index)[0] == 0
    assert not old.exists() and recent.exists()
