"""Fuzz tests for scenario loading and the ``check`` command.

Whatever a scenario file holds (random bytes, broken UTF-8, TOML or JSON
syntax errors, deep nesting, huge numbers, wrong types, unknown or duplicate
ids), loading it either succeeds or raises :class:`ScenarioError` with a
one-line message, and the CLI answers with exit code 0, 1 or 2 and at most
one line on stderr, never a traceback.
"""

from __future__ import annotations

import copy
import json
import math
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgcombat.cli import main
from mtgcombat.scenario.load import Scenario, ScenarioError, load_scenario, parse_scenario

EXAMPLES_DIR = Path(__file__).resolve().parents[1] / "examples"
SEED = EXAMPLES_DIR / "510_1c_ex1_vastwood_gorger.toml"
BASE_FILES = (
    SEED,
    EXAMPLES_DIR / "510_1c_ex4_enormous_baloth.toml",
    EXAMPLES_DIR / "702_19c_trample_over_planeswalkers.toml",
    EXAMPLES_DIR / "702_22j_banding_blocker.toml",
)
BASES: dict[str, dict[str, Any]] = {p.name: tomllib.loads(p.read_text("utf-8")) for p in BASE_FILES}
SCRIPT = Path(sys.executable).parent / "mtgcombat"

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def assert_one_line(text: str) -> None:
    """At most one line: no line feed or carriage return inside."""
    body = text.removesuffix("\n")
    assert "\n" not in body and "\r" not in body, f"more than one line: {text!r}"


def load_cleanly(load: Callable[[], Scenario]) -> Scenario | None:
    """Run a loader: it returns a scenario or raises a one-line ScenarioError;
    any other exception fails the test."""
    try:
        return load()
    except ScenarioError as exc:
        message = str(exc)
        assert message, "empty ScenarioError message"
        assert_one_line(message)
        return None


def run_cli_in_process(args: list[str]) -> tuple[int, str, str]:
    """``mtgcombat.cli.main`` under click's test isolation: exit code, stdout, stderr."""
    runner = CliRunner()
    code: int | str | None = 0
    with runner.isolation() as (out, err, _):
        try:
            main(args)
        except SystemExit as exc:
            code = exc.code
        stdout = out.getvalue().decode("utf-8", "replace")
        stderr = err.getvalue().decode("utf-8", "replace")
    assert isinstance(code, int), f"exit code {code!r}"
    return code, stdout, stderr


def assert_clean_cli(code: int, stderr: str) -> None:
    assert code in (0, 1, 2), f"exit code {code}; stderr: {stderr!r}"
    assert "Traceback" not in stderr, stderr
    assert_one_line(stderr)


def toml_string(text: str) -> str:
    out = ['"']
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def toml_value(value: Any) -> str:
    """A TOML value (inline tables and arrays). ``None`` has no TOML form:
    in a table the key is left out, in an array the item."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value if v is not None) + "]"
    if isinstance(value, dict):
        items = [
            f"{toml_string(str(k))} = {toml_value(v)}" for k, v in value.items() if v is not None
        ]
        return "{" + ", ".join(items) + "}"
    raise TypeError(type(value))


def to_toml(doc: dict[Any, Any]) -> str:
    return "".join(
        f"{toml_string(str(k))} = {toml_value(v)}\n" for k, v in doc.items() if v is not None
    )


def temp_file(directory: str, name: str, data: bytes) -> Path:
    path = Path(directory) / name
    path.write_bytes(data)
    return path


# ---------------------------------------------------------------------------
# (a) Random bytes
# ---------------------------------------------------------------------------


@st.composite
def mutated_bytes(draw: st.DrawFn) -> bytes:
    """A seed scenario with a few byte-level edits: flips, cuts, insertions."""
    data = bytearray(draw(st.sampled_from(BASE_FILES)).read_bytes())
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(("flip", "cut", "insert", "truncate", "repeat")))
        at = draw(st.integers(0, max(0, len(data) - 1)))
        if op == "flip" and data:
            data[at] = draw(st.integers(0, 255))
        elif op == "cut":
            del data[at : at + draw(st.integers(1, 40))]
        elif op == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=12))
        elif op == "truncate":
            del data[at:]
        else:
            data[at:at] = data[at : at + draw(st.integers(1, 60))]
    return bytes(data)


@settings(max_examples=150, deadline=None)
@given(
    raw=st.one_of(st.binary(max_size=400), mutated_bytes()),
    suffix=st.sampled_from((".toml", ".json", ".txt", "")),
)
def test_load_scenario_random_bytes_raise_only_scenario_error(raw: bytes, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = temp_file(d, f"fuzz{suffix}", raw)
        load_cleanly(lambda: load_scenario(path))


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=300), fmt=st.sampled_from(("toml", "json", None)))
def test_parse_scenario_random_text_raises_only_scenario_error(text: str, fmt: str | None) -> None:
    load_cleanly(lambda: parse_scenario(text, fmt, "fuzz"))


# ---------------------------------------------------------------------------
# (b) Structured mutations of a valid scenario
# ---------------------------------------------------------------------------

WEIRD_STRINGS = ("", " ", "zzz", "A", "B", "a\nb", "x\ry", "\u2028", "ギデオン", "🂡", "\x00", "\t")
HUGE_INTS = (2**63, -(2**63) - 1, 10**19, 10**400, -(10**30), -1)
FIELD_NAMES = (
    "id",
    "controller",
    "power",
    "toughness",
    "damage",
    "attacking",
    "blocking",
    "blocked",
    "zone",
    "types",
    "keywords",
    "counters",
    "orders",
    "assignments",
    "first_strike_assignments",
    "players",
    "permanents",
    "rules",
    "active_player",
)


def nested_list(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


def junk_values() -> st.SearchStrategy[Any]:
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.sampled_from(HUGE_INTS),
        st.floats(),
        st.text(max_size=12),
        st.sampled_from(WEIRD_STRINGS),
    )
    return st.one_of(
        scalars,
        st.lists(scalars, max_size=3),
        st.dictionaries(st.one_of(st.text(max_size=6), st.integers()), scalars, max_size=3),
        st.integers(1, 60).map(nested_list),
    )


def positions(node: Any) -> Iterator[tuple[Any, Any]]:
    """Every (container, key) in the document, depth first."""
    if isinstance(node, dict):
        for k in list(node):
            yield node, k
            yield from positions(node[k])
    elif isinstance(node, list):
        for i in range(len(node)):
            yield node, i
            yield from positions(node[i])


def ids_in(doc: Any) -> list[str]:
    found: list[str] = []
    for container, k in positions(doc):
        if isinstance(container, dict) and k == "id" and isinstance(container[k], str):
            found.append(container[k])
    return found


MUTATIONS = ("delete", "junk", "reference", "number", "add_key", "duplicate", "wrap", "same_id")


@st.composite
def mutated_documents(draw: st.DrawFn) -> Any:
    """A seed scenario (as loaded from TOML) with one to four structural edits."""
    doc: Any = copy.deepcopy(BASES[draw(st.sampled_from(sorted(BASES)))])
    references = [*ids_in(doc), *WEIRD_STRINGS]
    for _ in range(draw(st.integers(1, 4))):
        spots = list(positions(doc))
        if not spots or draw(st.integers(0, 40)) == 17:
            doc = draw(junk_values())  # the whole document replaced
            break
        container, k = spots[draw(st.integers(0, len(spots) - 1))]
        op = draw(st.sampled_from(MUTATIONS))
        if op == "delete":
            del container[k]
        elif op == "junk":
            container[k] = draw(junk_values())
        elif op == "reference":
            container[k] = draw(st.sampled_from(references))
        elif op == "number":
            container[k] = draw(st.one_of(st.integers(-5, 5), st.sampled_from(HUGE_INTS)))
        elif op == "add_key":
            target = container[k] if isinstance(container[k], dict) else container
            if isinstance(target, dict):
                name = draw(st.one_of(st.sampled_from(FIELD_NAMES), st.text(max_size=8)))
                target[name] = draw(junk_values())
            else:
                target.append(draw(junk_values()))
        elif op == "duplicate":
            if isinstance(container, list):
                container.append(copy.deepcopy(container[k]))
            else:
                container[f"{k}_copy" if isinstance(k, str) else k] = copy.deepcopy(container[k])
        elif op == "wrap":
            container[k] = [container[k]]
        else:  # give two permanents the same id
            perms = doc.get("permanents") if isinstance(doc, dict) else None
            if isinstance(perms, list) and len(perms) >= 2:
                i, j = draw(st.permutations(range(len(perms))))[:2]
                if isinstance(perms[i], dict) and isinstance(perms[j], dict):
                    perms[i]["id"] = perms[j].get("id")
    return doc


def serialisations(doc: Any) -> list[tuple[str, str]]:
    """The document as JSON (with and without ASCII escapes) and, when it is a
    table, as TOML."""
    out = [
        ("json", json.dumps(doc)),
        ("json", json.dumps(doc, ensure_ascii=False, indent=1)),
    ]
    if isinstance(doc, dict):
        out.append(("toml", to_toml(doc)))
    return out


@settings(max_examples=150, deadline=None)
@given(doc=mutated_documents())
def test_scenario_structured_mutations_raise_only_scenario_error(doc: Any) -> None:
    with tempfile.TemporaryDirectory() as d:
        for n, (fmt, text) in enumerate(serialisations(doc)):
            load_cleanly(partial(parse_scenario, text, fmt, "fuzz"))
            load_cleanly(partial(parse_scenario, text, None, "fuzz"))
            path = temp_file(d, f"doc{n}.{fmt}", text.encode("utf-8"))
            scenario = load_cleanly(partial(load_scenario, path))
            if scenario is not None:
                # The check command on whatever loaded: a verdict, never a crash.
                code, _, stderr = run_cli_in_process(["check", str(path)])
                assert_clean_cli(code, stderr)


def test_seed_documents_round_trip_through_both_serialisations() -> None:
    """The serialisers above are faithful: the unmutated seeds load in both
    formats (so the mutation test starts from valid documents)."""
    for name, doc in BASES.items():
        for fmt, text in serialisations(doc):
            scenario = parse_scenario(text, fmt, name)
            assert scenario.board.permanents, name


def deep_documents() -> Iterator[tuple[str, str, str]]:
    for depth in (10, 500, 1000, 5000, 100_000):
        nest = "[" * depth + "]" * depth
        yield f"json-array-{depth}", "json", nest
        yield f"json-players-{depth}", "json", f'{{"active_player": "A", "players": {nest}}}'
        yield f"json-object-{depth}", "json", '{"a": ' * depth + "1" + "}" * depth
        yield f"toml-array-{depth}", "toml", f"description = {nest}\n"
        yield f"toml-table-{depth}", "toml", "x = " + "{a = " * depth + "1" + "}" * depth + "\n"
    yield "json-huge-int", "json", '{"active_player": "A", "players": ' + "9" * 5000 + "}"
    yield "toml-huge-int", "toml", 'active_player = "A"\nplayers = ' + "9" * 5000 + "\n"
    yield "json-nan", "json", '{"active_player": NaN, "players": {"A": {}, "B": {}}}'
    yield "json-duplicate-keys", "json", '{"active_player": "A", "active_player": 1}'
    yield "toml-duplicate-keys", "toml", 'active_player = "A"\nactive_player = "B"\n'
    yield "toml-bom", "toml", "\ufeff" + SEED.read_text("utf-8")
    yield "empty", "toml", ""


@pytest.mark.parametrize(("name", "fmt", "text"), list(deep_documents()), ids=lambda v: str(v)[:20])
def test_deep_nesting_and_odd_literals_raise_only_scenario_error(
    name: str, fmt: str, text: str
) -> None:
    assert load_cleanly(lambda: parse_scenario(text, fmt, name)) is None
    assert load_cleanly(lambda: parse_scenario(text, None, name)) is None


def test_unreadable_paths_raise_scenario_error() -> None:
    with tempfile.TemporaryDirectory() as d:
        assert load_cleanly(lambda: load_scenario(Path(d) / "missing.toml")) is None
        assert load_cleanly(lambda: load_scenario(d)) is None  # a directory


# ---------------------------------------------------------------------------
# (c) The installed command on a handful of bad files
# ---------------------------------------------------------------------------


def _cli_cases() -> list[tuple[str, str, bytes]]:
    seed = BASES[SEED.name]
    no_players = {k: v for k, v in seed.items() if k != "players"}
    newline_id = copy.deepcopy(seed)
    newline_id["permanents"][1]["blocking"] = ["gor\nger"]
    return [
        ("valid", ".toml", SEED.read_bytes()),
        ("not-utf8", ".toml", b"\xff\xfe\x00garbage\x80"),
        ("deep-json", ".json", b"[" * 100_000 + b"]" * 100_000),
        ("missing-players", ".toml", to_toml(no_players).encode()),
        ("huge-int", ".toml", b'active_player = "A"\nplayers = ' + b"9" * 5000 + b"\n"),
        ("newline-in-id", ".json", json.dumps(newline_id).encode()),
    ]


@pytest.mark.skipif(not SCRIPT.exists(), reason="the mtgcombat script is not installed")
@pytest.mark.parametrize(("name", "suffix", "data"), _cli_cases(), ids=lambda v: str(v)[:16])
def test_cli_check_bad_files_exit_cleanly(name: str, suffix: str, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = temp_file(d, f"{name}{suffix}", data)
        proc = subprocess.run(
            [str(SCRIPT), "check", str(path)],
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=60,
            check=False,
        )
    assert_clean_cli(proc.returncode, proc.stderr)
    if name == "valid":
        assert proc.returncode == 0, proc.stdout
    else:
        assert proc.returncode == 2, (proc.stdout, proc.stderr)
        assert proc.stderr.startswith("mtgcombat: "), proc.stderr


@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_scenario_error_naming_an_id_with_a_line_break_is_one_line(fmt: str) -> None:
    """Ids come from the file; a message that quotes one stays on one line."""
    doc = copy.deepcopy(BASES[SEED.name])
    doc["permanents"][1]["blocking"] = ["gor\nger"]
    text = to_toml(doc) if fmt == "toml" else json.dumps(doc)
    assert load_cleanly(partial(parse_scenario, text, fmt, "fuzz")) is None
