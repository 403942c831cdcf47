"""The on-disk cache of parsed sentences (mtgcombat.text.parse_cache): a
second run gives the same abilities without the grammar (start-up work; the
sentences are 509.1 block triggers and 702 keywords read as before)."""

from __future__ import annotations

import ast
import atexit
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from mtgcombat._version import __version__
from mtgcombat.text import parse_cache, parse_text
from mtgcombat.text.parser import _parse_with_grammar, normalize

SENTENCES = (
    "Whenever this creature blocks, you gain 3 life.",
    "Creatures with power less than this creature's power can't block it.",
    "This creature can't be blocked except by two or more creatures.",
    "Enchanted creature gets +2/+2 and has flying.",
    "Draw a card.",
    "Whenever this creature blocks a creature, that creature doesn't untap.",
)


def run_parse(cache: Path) -> dict[str, object]:
    probe = (
        "import json, sys\n"
        "from mtgcombat.text import parse_text\n"
        "from mtgcombat.text.structured import traits_to_json\n"
        f"out = [[p.status, traits_to_json(p.traits), p.error] for s in {SENTENCES!r}"
        " for p in parse_text(s, name='Test')]\n"
        "print(json.dumps({'out': out, 'lark': 'lark' in sys.modules}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "MTGCOMBAT_CACHE_DIR": str(cache)},
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_a_second_run_reads_known_sentences_without_the_grammar(tmp_path: Path) -> None:
    first = run_parse(tmp_path)
    assert first["lark"] is True
    files = list(tmp_path.glob("sentences-*.json"))
    assert len(files) == 1
    second = run_parse(tmp_path)
    assert second["out"] == first["out"]
    assert second["lark"] is False


def test_a_damaged_cache_file_is_no_cache(tmp_path: Path) -> None:
    first = run_parse(tmp_path)
    (file,) = tmp_path.glob("sentences-*.json")
    file.write_text("{not json", "utf-8")
    assert run_parse(tmp_path)["out"] == first["out"]
    data = json.loads(file.read_text("utf-8"))  # written again, whole
    assert isinstance(data, dict) and data


def test_results_come_back_equal_from_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """In-process: a stored result looked up again equals the grammar's."""
    monkeypatch.setitem(parse_cache._state, "path", Path("/nonexistent/x.json"))
    monkeypatch.setitem(parse_cache._state, "known", {})
    monkeypatch.setitem(parse_cache._state, "new", {})
    monkeypatch.setitem(parse_cache._state, "held", False)  # a web app made earlier holds it
    monkeypatch.setattr(atexit, "register", lambda f: f)
    for sentence in SENTENCES:
        text = normalize(sentence, "Test")
        result = _parse_with_grammar(text, True)
        parse_cache.store(text, True, result)
        parse_cache._state["known"].update(parse_cache._state["new"])
        assert parse_cache.lookup(text, True) == result
    assert parse_text("Flying", name="Test")[0].status == "modelled"


def test_the_cache_name_changes_with_any_file_of_the_reading_folders(tmp_path: Path) -> None:
    """The stamp covers every file of text/, text/data/ and core/ (a module
    added there needs no list), and the rules files named: an edit, a new
    file, or a change outside them (the control) does or does not start a
    new cache file."""
    for folder in ("text", "text/data", "core", "rules"):
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
    (tmp_path / "text" / "card.lark").write_text("start: X\n")
    (tmp_path / "core" / "abilities.py").write_text("A = 1\n")
    (tmp_path / "rules" / "carried_out.py").write_text("B = 1\n")
    (tmp_path / "rules" / "timeline.py").write_text("C = 1\n")
    before = parse_cache.source_stamp(str(tmp_path))
    (tmp_path / "rules" / "combat.py").write_text("not read by the parser\n")
    assert parse_cache.source_stamp(str(tmp_path)) == before  # control
    (tmp_path / "text" / "new_values.py").write_text("D = 1\n")
    added = parse_cache.source_stamp(str(tmp_path))
    assert added != before
    (tmp_path / "core" / "abilities.py").write_text("A = 22\n")
    assert parse_cache.source_stamp(str(tmp_path)) != added


def test_the_cache_name_changes_with_the_spell_value_modules(tmp_path: Path) -> None:
    """A spell's sentence parses into values of rules/spell_*.py (a keyword
    counter's, a rider's): an edit there, or a new one, starts a new cache
    file (the review's case: spell_keyword_counters.py and spell_riders.py
    were not in the stamp); another rules file (the control) does not."""
    for folder in ("text", "text/data", "core", "rules"):
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
    (tmp_path / "rules" / "spell_riders.py").write_text("A = 1\n")
    before = parse_cache.source_stamp(str(tmp_path))
    (tmp_path / "rules" / "combat_fast.py").write_text("not read by the parser\n")
    (tmp_path / "rules" / "spell_riders.pyc").write_text("compiled\n")
    assert parse_cache.source_stamp(str(tmp_path)) == before  # control
    (tmp_path / "rules" / "spell_riders.py").write_text("A = 22\n")
    edited = parse_cache.source_stamp(str(tmp_path))
    assert edited != before
    (tmp_path / "rules" / "spell_keyword_counters.py").write_text("B = 1\n")
    assert parse_cache.source_stamp(str(tmp_path)) != edited


def _imported_files(path: Path, root: Path) -> set[str]:
    """The package files (relative to ``root``) a module imports."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mtgcombat."):
            names = [str(node.module)] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names if a.name.startswith("mtgcombat.")]
        for name in names:
            file = Path(*name.split(".")[1:]).with_suffix(".py")
            if (root / file).is_file():
                found.add(file.as_posix())
    return found


def test_the_stamp_covers_every_module_the_reader_imports() -> None:
    """Every module outside text/ and core/ that a module of text/ or
    core/ imports is in the stamp (a new import there fails here rather
    than leaving a stale cache)."""
    import mtgcombat  # noqa: PLC0415

    root = Path(mtgcombat.__file__).parent
    stamp = parse_cache.source_stamp(str(root)).decode()
    stamped = {line.split(" ")[0] for line in stamp.splitlines()}
    imported: set[str] = set()
    for folder in ("text", "core"):
        for path in (root / folder).glob("*.py"):
            imported |= _imported_files(path, root)
    missing = {f for f in imported - stamped if f != "_version.py"}  # the version: in the name
    assert "rules/spell_riders.py" in imported and not missing, sorted(missing)


def _cache_path(monkeypatch: pytest.MonkeyPatch, **env: str) -> Path | None:
    """The cache file ``_path`` names in this environment (the process's
    state put back after)."""
    for name in ("MTGCOMBAT_CACHE_DIR", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    saved = dict(parse_cache._state)
    parse_cache._state.clear()
    try:
        return parse_cache._path()
    finally:
        parse_cache._state.clear()
        parse_cache._state.update(saved)


NAME = re.compile(r"sentences-[0-9a-f]{20}\.json")


def test_the_cache_folder_is_the_variable_else_the_users_cache_folder_else_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """MTGCOMBAT_CACHE_DIR names the folder, ``off`` (any case) turns the
    cache off, and without it (or empty) the folder is platformdirs' user
    cache folder for mtgcombat, which follows XDG_CACHE_HOME."""
    mine = _cache_path(monkeypatch, MTGCOMBAT_CACHE_DIR=str(tmp_path / "mine"))
    assert mine is not None and mine.parent == tmp_path / "mine"
    assert NAME.fullmatch(mine.name)
    assert _cache_path(monkeypatch, MTGCOMBAT_CACHE_DIR="off") is None
    assert _cache_path(monkeypatch, MTGCOMBAT_CACHE_DIR="OFF") is None
    xdg = str(tmp_path / "xdg")
    for env in ({}, {"MTGCOMBAT_CACHE_DIR": ""}, {"XDG_CACHE_HOME": xdg}):
        found = _cache_path(monkeypatch, **env)
        assert found is not None and found.name == mine.name
        assert found.parent == Path(platformdirs.user_cache_dir("mtgcombat"))  # as before
    if sys.platform == "linux":
        found = _cache_path(monkeypatch, XDG_CACHE_HOME=xdg)
        assert found is not None and found.parent == tmp_path / "xdg" / "mtgcombat"
        # control: a relative XDG_CACHE_HOME is not a folder XDG names
        found = _cache_path(monkeypatch, XDG_CACHE_HOME="relative/cache")
        assert found is not None and "relative" not in str(found)


def test_the_cache_file_name_is_the_same_in_every_run(tmp_path: Path) -> None:
    """The name is a BLAKE2b digest of the version and the source stamp
    (the digest hashlib gives, not Python's salted ``hash``): two processes
    with different hash seeds name the same file; another version or
    stamp names another (the control)."""
    probe = "from mtgcombat.text import parse_cache; print(parse_cache._path().name)"
    names = {
        subprocess.run(
            [sys.executable, "-c", probe],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "MTGCOMBAT_CACHE_DIR": str(tmp_path), "PYTHONHASHSEED": seed},
        ).stdout.strip()
        for seed in ("1", "2")
    }
    root = os.path.dirname(os.path.dirname(parse_cache.__file__))
    stamp = parse_cache.source_stamp(root)
    digest = hashlib.blake2b(__version__.encode() + b"\n" + stamp, digest_size=10)
    assert names == {f"sentences-{digest.hexdigest()}.json"}
    assert parse_cache.file_digest("0.0.0", stamp) != digest.hexdigest()
    assert parse_cache.file_digest(__version__, stamp + b"\nx") != digest.hexdigest()
