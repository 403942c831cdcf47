"""The card behaviour suite's machinery: case files, the expectation paths, the runs.

A case file (``tests/cards/cases/<group>.toml``) is a list of ``[[case]]``
tables; see docs/contributing.md ("Card behaviour suite") for the format. A
case runs its scenario through the real command line (``mtgcombat COMMAND FILE
--json --rules R``) in-process with the catalog index imported from
``tests/cards/cards.json``, and checks the JSON document against ``expect``:
each key is a path into the document, each value what must be found there.

Paths: ``a.b`` a key, ``[2]`` an item of a list, ``[id=bear]`` the first item
whose field ``id`` is ``bear``, ``[*]`` every item and ``[*kind=destroyed]``
every item whose ``kind`` is ``destroyed`` (the rest of the path then applies
to each, and the value is the list of what is found), and a final ``#`` the
number of items. Values: a TOML value compares equal (numbers by value), or a
table ``{ absent = true }`` (the path finds nothing), ``{ contains = X }`` or
``{ lacks = X }`` (a list holds X, or does not).
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from mtgcombat.cli import cli

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
FIXTURE = HERE / "cards.json"
PICKED = HERE / "picked.txt"
REFUSED = HERE / "refused.toml"
BUGS = HERE / "engine_bugs.md"
COMMANDS = frozenset({"resolve", "blocks", "attacks", "combat", "check", "orders", "assignments"})
HEADER = 'active_player = "A"\n[players.A]\n[players.B]\n'
CASE_KEYS = frozenset(
    {"card", "rule", "title", "line", "command", "rules", "args", "exit", "scenario"}
    | {"expect", "control", "bug"}
)
CONTROL_KEYS = frozenset({"command", "rules", "args", "exit", "scenario", "expect", "why"})


class Missing:
    """What a path finds when it finds nothing."""

    def __repr__(self) -> str:
        return "<absent>"


MISSING = Missing()
_SEGMENT = re.compile(r"([^.\[\]#]*)((?:\[[^\]]*\])*)(#?)")


@dataclass(frozen=True)
class Multi:
    """The values a ``[*]`` path has reached, one per item."""

    items: tuple[Any, ...]


def _step(value: Any, key: str) -> Any:
    if isinstance(value, Multi):
        found = (_step(v, key) for v in value.items)
        return Multi(tuple(v for v in found if v is not MISSING))
    if isinstance(value, Mapping) and key in value:
        return value[key]
    return MISSING


def _select(value: Any, selector: str) -> Any:
    if isinstance(value, Multi):
        found = (_select(v, selector) for v in value.items)
        return Multi(tuple(v for v in found if v is not MISSING))
    if not isinstance(value, list):
        return MISSING
    if selector.lstrip("-").isdigit():
        index = int(selector)
        return value[index] if -len(value) <= index < len(value) else MISSING
    every = selector.startswith("*")
    condition = selector[1:] if every else selector
    if not condition:
        return Multi(tuple(value))
    key, _, wanted = condition.partition("=")
    matches = tuple(
        v for v in value if isinstance(v, Mapping) and key in v and _text(v[key]) == wanted
    )
    if every:
        return Multi(matches)
    return matches[0] if matches else MISSING


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def lookup(doc: Any, path: str) -> Any:
    """What ``path`` finds in ``doc`` (``MISSING`` when nothing).

    >>> doc = {"events": [{"kind": "a", "n": 1}, {"kind": "b", "n": 2}, {"kind": "b", "n": 3}]}
    >>> lookup(doc, "events[kind=b].n"), lookup(doc, "events[*kind=b].n"), lookup(doc, "events#")
    (2, [2, 3], 3)
    >>> lookup(doc, "events[kind=c].n")
    <absent>
    """
    value: Any = doc
    for part in path.split("."):
        match = _SEGMENT.fullmatch(part)
        if match is None:
            raise ValueError(f"bad path {path!r} at {part!r}")
        key, selectors, count = match.groups()
        if key:
            value = _step(value, key)
        for selector in re.findall(r"\[([^\]]*)\]", selectors):
            value = _select(value, selector)
        if count:
            if isinstance(value, Multi):
                value = len(value.items)
            elif isinstance(value, list | dict):
                value = len(value)
            else:
                value = MISSING
    return list(value.items) if isinstance(value, Multi) else value


def check_expect(doc: Any, expect: Mapping[str, Any]) -> list[str]:
    """The expectations ``doc`` fails, one line each."""
    failures = []
    for path, wanted in expect.items():
        got = lookup(doc, path)
        if isinstance(wanted, Mapping):
            if "absent" in wanted:
                ok = (got is MISSING or got == []) == bool(wanted["absent"])
            elif "contains" in wanted:
                ok = isinstance(got, list) and wanted["contains"] in got
            elif "lacks" in wanted:
                ok = isinstance(got, list) and wanted["lacks"] not in got
            elif "includes" in wanted:  # a substring of a text ("refused")
                ok = isinstance(got, str) and wanted["includes"] in got
            else:
                raise ValueError(f"{path}: unknown test {sorted(wanted)}")
        else:
            ok = got == wanted and (isinstance(got, bool) == isinstance(wanted, bool))
        if not ok:
            failures.append(f"{path}: expected {wanted!r}, got {got!r}")
    return failures


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


@dataclass(frozen=True)
class Case:
    """One case of a case file, with its control."""

    file: str
    card: str
    rule: str
    title: str
    data: Mapping[str, Any] = field(repr=False)

    @property
    def name(self) -> str:
        """The test name: rule, card and title (``test_702_9b_serra_angel_flying``)."""
        return f"test_{slug(self.rule)}_{slug(self.card)}_{slug(self.title)}"

    @property
    def control(self) -> Mapping[str, Any]:
        return dict(self.data.get("control", {}))

    def run_spec(self, which: str) -> Mapping[str, Any]:
        """The case's (``case``) or its control's (``control``) command, rules, scenario, expect."""
        spec = dict(self.data)
        if which == "control":
            spec.update(self.control)
        return spec


def load_cases(folder: Path = CASES) -> list[Case]:
    cases = []
    for path in sorted(folder.glob("*.toml")):
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        for i, data in enumerate(doc.get("case", [])):
            where = f"{path.name} case {i} ({data.get('card', '?')})"
            unknown = set(data) - CASE_KEYS
            unknown |= {f"control.{k}" for k in set(data.get("control", {})) - CONTROL_KEYS}
            if unknown:
                raise ValueError(f"{where}: unknown keys {sorted(unknown)}")
            for key in ("card", "rule", "title"):
                if not isinstance(data.get(key), str) or not data[key]:
                    raise ValueError(f"{where}: {key} is missing")
            cases.append(Case(path.name, data["card"], data["rule"], data["title"], data))
    return cases


def import_fixture(directory: Path) -> None:
    """Import the fixture into ``directory`` with the real ``cards import``."""
    result = CliRunner().invoke(
        cli, ["cards", "import", str(FIXTURE), "--data-dir", str(directory)]
    )
    assert result.exit_code == 0, result.output


def run(spec: Mapping[str, Any], data_dir: Path, work: Path) -> tuple[int, Any, str]:
    """Run one scenario: its exit code, its JSON document and the raw output."""
    scenario = spec["scenario"]
    if "active_player" not in scenario:
        scenario = HEADER + scenario
    path = work / "scenario.toml"
    path.write_text(scenario, encoding="utf-8")
    command = spec.get("command", "resolve")
    args = [command, str(path), "--json", "--rules", spec.get("rules", "current")]
    result = CliRunner().invoke(
        cli, [*args, *spec.get("args", [])], env={"MTGCOMBAT_DATA_DIR": str(data_dir)}
    )
    try:
        doc = json.loads(result.stdout)
    except ValueError:
        doc = MISSING
    return result.exit_code, doc, result.output


def verify(spec: Mapping[str, Any], data_dir: Path, work: Path) -> None:
    """Run ``spec`` and fail with every expectation it does not meet."""
    code, doc, output = run(spec, data_dir, work)
    wanted = spec.get("exit")
    if wanted is None:
        assert code != 2, f"bad input (exit 2): {output}"
    else:
        assert code == wanted, f"exit {code}, expected {wanted}: {output}"
    if doc is MISSING and code == wanted == 2:
        # input refused (exit 2): no JSON document, the one-line refusal
        # stands for it ("refused" = { includes = "(101.2, 601.2)" })
        doc = {"refused": output.strip()}
    assert doc is not MISSING, f"no JSON document: {output}"
    failures = check_expect(doc, spec["expect"])
    assert not failures, "\n".join([*failures, json.dumps(doc, ensure_ascii=False)[:4000]])


def load_refused(path: Path = REFUSED) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return list(tomllib.loads(path.read_text(encoding="utf-8")).get("refused", []))


def picked(path: Path = PICKED) -> list[tuple[str, str]]:
    """The (group, name) lines of picked.txt, in pick order."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            group, name = line.split("\t", 1)
            out.append((group, name))
    return out
