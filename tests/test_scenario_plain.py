"""Plain scenario documents read without pydantic (issue 38,
mtgcombat.scenario.plain): the same scenario, or the same error, as the
schema gives; and ``check`` on a seed example loads no pydantic."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from mtgcombat.scenario import load, plain
from mtgcombat.scenario.errors import ScenarioError
from mtgcombat.scenario.schema import PermanentDoc, PlayerDoc, ScenarioDoc

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("*.toml") if p.is_file()) + sorted(
    (ROOT / "tests" / "vectors").glob("**/*.toml")
)


def _default(info: Any) -> Any:
    return info.default_factory() if info.default_factory else info.default


@pytest.mark.parametrize(
    ("model", "fields"),
    [
        (PermanentDoc, plain.PERMANENT_FIELDS),
        (PlayerDoc, plain.PLAYER_FIELDS),
        (ScenarioDoc, plain.SCENARIO_FIELDS),
    ],
)
def test_plain_fields_are_the_schemas(model: Any, fields: dict[str, Any]) -> None:
    """Every field of the schema, with its default (a required field: none)."""
    assert list(fields) == list(model.model_fields)
    for name, info in model.model_fields.items():
        default, _ = fields[name]
        if info.is_required():
            assert default is None, name
        elif name == "counters":
            assert _default(info).model_dump() == {
                k: v
                for k, v in default.__dict__.items()
                if k not in ("model_fields_set", "model_extra")
            }
        elif name == "choices":
            assert _default(info).model_dump() == {
                k: v for k, v in default.__dict__.items() if k != "model_fields_set"
            }
        elif default is plain._LIST:
            assert _default(info) == [], name
        else:
            assert _default(info) == default, name


def _scenario(text: str, fmt: str, reader: Any) -> Any:
    saved = getattr(load, "plain_scenario")  # noqa: B009  (not exported: swapped here)
    setattr(load, "plain_scenario", reader)  # noqa: B010
    try:
        return load.parse_scenario(text, fmt, "f")
    except ScenarioError as exc:
        return ("error", exc.message("en"))
    finally:
        setattr(load, "plain_scenario", saved)  # noqa: B010


def _same(text: str, fmt: str) -> bool:
    """The plain reader's scenario (or error) is the schema's."""
    ours = _scenario(text, fmt, plain.plain_scenario)
    schema = _scenario(text, fmt, lambda data: None)
    assert ours == schema
    return (
        plain.plain_scenario(json.loads(text) if fmt == "json" else tomllib.loads(text)) is not None
    )


def test_examples_read_alike() -> None:
    read_plain = sum(_same(p.read_text(encoding="utf-8"), "toml") for p in EXAMPLES)
    assert read_plain >= 40  # most seed examples are plain (cards, keywords, orders)


BOARD = {
    "active_player": "A",
    "players": {"A": {}, "B": {"life": 7}},
    "permanents": [
        {
            "id": "a",
            "controller": "A",
            "power": 3,
            "toughness": 3,
            "attacking": "B",
            "keywords": ["trample"],
        },
        {"id": "b", "controller": "B", "power": 2, "toughness": 2, "blocking": ["a"]},
    ],
}
ODD_VALUES: list[Any] = [True, 1.5, -1, 10**6, "", "x", None, [], ["x"], [1], {}, {"a": 1}]


@pytest.mark.parametrize("field", list(plain.PERMANENT_FIELDS))
def test_every_permanent_field_alike(field: str) -> None:
    """Odd values in each field: plain only when the schema takes them,
    and then the same scenario; else the schema's error."""
    for value in ODD_VALUES:
        doc = json.loads(json.dumps(BOARD))
        doc["permanents"][0][field] = value
        _same(json.dumps(doc), "json")


@pytest.mark.parametrize("field", [*plain.PLAYER_FIELDS, "unknown"])
def test_every_player_field_alike(field: str) -> None:
    for value in ODD_VALUES:
        doc = json.loads(json.dumps(BOARD))
        doc["players"]["B"][field] = value
        _same(json.dumps(doc), "json")


@pytest.mark.parametrize("field", [*plain.SCENARIO_FIELDS, "unknown"])
def test_every_scenario_field_alike(field: str) -> None:
    for value in ODD_VALUES:
        doc = json.loads(json.dumps(BOARD))
        doc[field] = value
        _same(json.dumps(doc), "json")


def test_plain_line_is_plain() -> None:
    assert _same(json.dumps(BOARD), "json")


def test_check_seed_example_loads_no_pydantic() -> None:
    """``check`` on a seed example (cards with text) reads it without pydantic
    or numpy: about a third of its start-up (issue 38)."""
    code = (
        "import sys\n"
        "from mtgcombat.cli import main\n"
        "try:\n"
        "    main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(sorted(m for m in ('pydantic', 'numpy') if m in sys.modules))\n"
    )
    example = ROOT / "examples" / "510_1c_ex1_vastwood_gorger.toml"
    out = subprocess.run(
        [sys.executable, "-c", code, "check", str(example)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.splitlines()[-1] == "[]"
