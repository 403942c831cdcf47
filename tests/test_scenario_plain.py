"""Plain scenario documents read without pydantic (issue 38,
mtgcombat.scenario.plain): the same scenario, or the same error, as the
schema gives; and ``check`` on a seed example loads no pydantic."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from mtgcombat.core.validation import BoardError
from mtgcombat.scenario import load, permanents, plain
from mtgcombat.scenario.errors import ScenarioError
from mtgcombat.scenario.schema import PermanentDoc, PlayerDoc, ScenarioDoc
from mtgcombat.text import Traits

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


def _built(text: str, maker: Any) -> Any:
    """The scenario of ``text`` with ``maker`` as the loader's plain_permanent."""
    saved = getattr(load, "plain_permanent")  # noqa: B009  (swapped here)
    setattr(load, "plain_permanent", maker)  # noqa: B010
    try:
        return load.parse_scenario(text, "json", "f")
    except ScenarioError as exc:
        return ("error", exc.message("en"))
    finally:
        setattr(load, "plain_permanent", saved)  # noqa: B010


def _full(pd: Any, players: tuple[str, ...]) -> Any:
    return permanents._permanent(pd, Traits(), players)


GOOD_VALUES: list[Any] = [0, 2, 5, False, "A", "B", "a", ["a"], ["creature", "artifact"]]
GOOD_VALUES += ["graveyard", "exile", ["artifact"], ["red", "green"], ["Elf"], "Bear"]


@pytest.mark.parametrize("field", list(plain.PERMANENT_FIELDS))
def test_plain_permanent_is_the_loaders_permanent(field: str) -> None:
    """scenario.permanents.plain_permanent (a permanent with no keyword,
    sentence or card text) against _permanent on each field, odd and good
    values (issue 38): the same scenario, or the same error."""
    for value in [*ODD_VALUES, *GOOD_VALUES]:
        doc = json.loads(json.dumps(BOARD))
        doc["permanents"][1][field] = value
        text = json.dumps(doc)
        assert _built(text, permanents.plain_permanent) == _built(text, _full), (field, value)


def test_plain_permanent_random_fields_alike() -> None:
    """Random sets of the fields it passes on or converts (and a few it
    leaves to _permanent), each permanent's every field compared."""
    rng = random.Random(38)
    choices: dict[str, list[Any]] = {
        "name": ["", "Bear"],
        "name_ja": ["", "熊"],
        "power": [0, 3, -1],
        "toughness": [0, 1, 4],
        "damage": [0, 2],
        "tapped": [True, False],
        "blocked": [True, False],
        "band": ["", "x"],
        "prevent_next": [0, 3],
        "regeneration_shields": [0, 1],
        "protector": [None, "A"],
        "token": [True, False],
        "monstrous": [True],
        "renowned": [True],
        "commander": [True, False],
        "assigns_no_combat_damage": [True],
        "mana_value": [None, 0, 3],
        "face_down": [True],
        "summoning_sick": [True],
        "entered_blocking": [True],
        "deathtouch_damaged": [True],
        "had_first_strike": [True],
        "types": [["creature"], ["artifact", "creature"], ["land"]],
        "zone": ["battlefield", "graveyard", "exile"],
        "blocking": [[], ["p"], ["p", "q"]],
        "attacking": [None, "B"],
        "chosen": ["", "A", "Red"],  # left to _permanent
        "owner": [None, "A", "B"],  # left to _permanent
        "colors": [["red"]],  # left to _permanent
        "cant_block": [True],  # left to _permanent
    }
    names = list(choices)
    taken = 0
    for i in range(600):
        entry: dict[str, Any] = {"id": f"x{i}", "controller": rng.choice("AB")}
        for name in rng.sample(names, rng.randint(0, 8)):
            entry[name] = rng.choice(choices[name])
        doc = plain.plain_scenario(
            {"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": [entry]}
        )
        assert doc is not None
        pd = doc.permanents[0]
        taken += pd.model_fields_set <= permanents._PLAIN_FIELDS
        fast, full = permanents.plain_permanent(pd, ("A", "B")), _full(pd, ("A", "B"))
        assert fast == full
        for name in permanents._PERMANENT_ORDER:
            assert getattr(fast, name) == getattr(full, name), (entry, name)
    assert taken > 100


@pytest.mark.parametrize(
    "field", ["toughness", "damage", "prevent_next", "regeneration_shields", "mana_value"]
)
def test_plain_permanent_checks_what_it_does_not_check_again(field: str) -> None:
    """A number out of range (the schema refuses it before; a document made
    by hand) goes through the permanent's own check (208.1 and kin), as
    _permanent does: the same error."""
    entry = {"id": "x", "controller": "A", field: 1}
    doc = plain.plain_scenario(
        {"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": [entry]}
    )
    pd = doc.permanents[0]
    pd.__dict__[field] = -1
    errors = []
    for make in (permanents.plain_permanent, _full):
        with pytest.raises(BoardError) as caught:
            make(pd, ("A", "B"))
        errors.append(str(caught.value))
    assert errors[0] == errors[1] and "-1" in errors[0]
