"""Combat vectors: scenario files in tests/vectors/ run through ``mtgcombat resolve``.

Each ``NAME.toml`` is an ordinary scenario file (the schema forbids extra keys),
and ``NAME.expect.json`` next to it says what ``resolve NAME.toml --json``
must give:

``rules``
    ``"2023"`` or ``"current"`` to pass ``--rules``; ``null`` to use the file's.
``command``
    optional: ``"combat"`` to run ``mtgcombat combat`` instead of ``resolve``
    (the declare attackers step's triggers resolve too: melee, exalted).
``auto``
    whether to pass ``--auto`` (the default chooser for creatures without an
    assignment).
``exit``
    0 resolved, 1 an illegal assignment (nothing dealt), 2 bad input or a
    missing choice.
``players`` / ``permanents`` / ``teams``
    subsets of the JSON state: only the listed ids and fields are compared
    (``counters`` is compared key by key too); ``teams`` are Two-Headed Giant
    teams by name (``"B1+B2"``).
``event_kinds``
    optional: the exact, ordered list of event kinds.
``events_contain``
    optional: event subsets; each must match a different event (in any order).
``violations_contain``
    optional, for exit 1: violation subsets (``rule``, ``objects``...); with
    ``"command": "combat"``, those of an illegal attack declaration (508.1).
``message_contains``
    optional, for exit 2: strings the one-line error message must contain.

On a mismatch the failure lists every differing field, expected against
actual, followed by the actual event log.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from mtgcombat.cli import cli

VECTORS = Path(__file__).resolve().parent / "vectors"
VECTOR_FILES = sorted(VECTORS.glob("*.toml"))
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
EXPECT_KEYS = {
    "command",
    "rules",
    "auto",
    "exit",
    "players",
    "permanents",
    "teams",
    "event_kinds",
    "events_contain",
    "violations_contain",
    "message_contains",
}


def expect_path(vector: Path) -> Path:
    return vector.with_name(vector.stem + ".expect.json")


def load_expect(vector: Path) -> dict[str, Any]:
    path = expect_path(vector)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), f"{path.name}: the top level must be an object"
    unknown = set(data) - EXPECT_KEYS
    assert not unknown, f"{path.name}: unknown keys {sorted(unknown)}"
    for key in ("rules", "auto", "exit"):
        assert key in data, f"{path.name}: missing {key!r}"
    assert data["rules"] in (None, "2023", "current"), f"{path.name}: bad rules"
    assert data["exit"] in (0, 1, 2), f"{path.name}: bad exit"
    assert data.get("command", "resolve") in ("resolve", "combat"), f"{path.name}: bad command"
    return data


def run_vector(vector: Path, expect: dict[str, Any]) -> Result:
    args = [expect.get("command", "resolve"), str(vector), "--json"]
    if expect["rules"] is not None:
        args += ["--rules", expect["rules"]]
    if expect["auto"]:
        args.append("--auto")
    return CliRunner().invoke(cli, args, env=ENGLISH)


def compare_subset(path: str, expected: Any, actual: Any, out: list[str]) -> None:
    """Append ``path: expected X, actual Y`` lines for each field of ``expected``
    that ``actual`` does not match (dicts are compared key by key)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            out.append(f"{path}: expected an object, actual {actual!r}")
            return
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{path}.{key}: expected {value!r}, actual <missing>")
            else:
                compare_subset(f"{path}.{key}", value, actual[key], out)
    elif expected != actual or type(expected) is not type(actual):
        out.append(f"{path}: expected {expected!r}, actual {actual!r}")


def is_subset(expected: dict[str, Any], actual: dict[str, Any]) -> bool:
    found: list[str] = []
    compare_subset("", expected, actual, found)
    return not found


def match_each(
    label: str, expected: list[dict[str, Any]], actual: list[dict[str, Any]], out: list[str]
) -> None:
    """Each expected subset must match a different actual item (any order)."""
    unused = list(range(len(actual)))
    for i, want in enumerate(expected):
        hit = next((j for j in unused if is_subset(want, actual[j])), None)
        if hit is None:
            out.append(f"{label}[{i}]: expected an item containing {want!r}; none left matches")
        else:
            unused.remove(hit)


def event_line(event: dict[str, Any]) -> str:
    rest = ", ".join(f"{k}={v!r}" for k, v in event.items() if k not in ("kind", "rule"))
    return f"{event.get('rule', '?'):>8}  {event.get('kind')}: {rest}"


def breakdown(vector: Path, problems: list[str], result: Result, doc: Any) -> str:
    lines = [f"{vector.name}: {len(problems)} mismatch(es)"]
    lines += [f"  {p}" for p in problems]
    if isinstance(doc, dict) and isinstance(doc.get("events"), list):
        lines.append("actual events:")
        lines += [f"  {event_line(e)}" for e in doc["events"]]
    elif doc is None:
        lines.append(f"actual output: {result.output.strip()!r}")
    return "\n".join(lines)


def test_every_vector_has_an_expectation() -> None:
    assert len(VECTOR_FILES) >= 25
    missing = [v.name for v in VECTOR_FILES if not expect_path(v).exists()]
    assert not missing, f"vectors without a .expect.json: {missing}"
    orphans = [
        p.name
        for p in VECTORS.glob("*.expect.json")
        if not p.with_name(p.name.removesuffix(".expect.json") + ".toml").exists()
    ]
    assert not orphans, f".expect.json files without a vector: {orphans}"


@pytest.mark.parametrize("vector", VECTOR_FILES, ids=[v.stem for v in VECTOR_FILES])
def test_vector(vector: Path) -> None:
    expect = load_expect(vector)
    result = run_vector(vector, expect)
    problems: list[str] = []
    if result.exit_code != expect["exit"]:
        problems.append(f"exit: expected {expect['exit']}, actual {result.exit_code}")
    doc: Any = None
    if result.exit_code in (0, 1) and result.stdout.strip():
        try:
            doc = json.loads(result.stdout)
        except ValueError:
            problems.append(f"stdout is not JSON: {result.stdout[:200]!r}")
    if isinstance(doc, dict) and expect["exit"] == 0 and result.exit_code == 0:
        for section in ("players", "permanents", "teams"):
            for oid, fields in expect.get(section, {}).items():
                actual = doc.get(section, {}).get(oid)
                if actual is None:
                    problems.append(f"{section}.{oid}: expected {fields!r}, actual <missing>")
                else:
                    compare_subset(f"{section}.{oid}", fields, actual, problems)
        events: list[dict[str, Any]] = doc["events"]
        if "event_kinds" in expect:
            kinds = [e["kind"] for e in events]
            if kinds != expect["event_kinds"]:
                problems.append(f"event_kinds: expected {expect['event_kinds']}, actual {kinds}")
        match_each("events_contain", expect.get("events_contain", []), events, problems)
        for e in events:
            if not isinstance(e.get("rule"), str) or not e["rule"]:
                problems.append(f"event without a rule number: {e!r}")
    if isinstance(doc, dict) and expect["exit"] == 1 and result.exit_code == 1:
        if doc.get("legal") is not False:
            problems.append(f"legal: expected False, actual {doc.get('legal')!r}")
        # ``combat``'s illegal attack declaration (508.1): its violations are
        # the attack's, and nothing happened (no event, no state)
        attack = doc.get("attacks") if expect.get("command") == "combat" else None
        refused: dict[str, Any] | None = None
        if isinstance(attack, dict) and attack.get("legal") is False:
            refused = attack
        if doc.get("events") or "players" in doc or ("events" in doc and refused is None):
            problems.append("an illegal assignment must not report a resolved state")
        violations = refused["violations"] if refused is not None else doc["violations"]
        match_each("violations_contain", expect.get("violations_contain", []), violations, problems)
    if expect["exit"] == 2 and result.exit_code == 2:
        message = result.stderr.strip()
        if len(message.splitlines()) != 1:
            problems.append(f"message: expected one line, actual {message!r}")
        problems += [
            f"message: expected it to contain {needle!r}, actual {message!r}"
            for needle in expect.get("message_contains", [])
            if needle not in message
        ]
        if result.stdout.strip():
            problems.append(f"stdout: expected nothing, actual {result.stdout!r}")
    assert not problems, breakdown(vector, problems, result, doc)
