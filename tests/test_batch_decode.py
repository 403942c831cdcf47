"""``batch`` reads each line with pydantic_core's JSON parser first
(mtgcombat.batch._decoder, parse_scenario's ``decode``), and with the json
module when that parser refuses the line: the same scenario, or the same
error, as the json module alone gives, on odd JSON texts and on random
mutations of a board line (issue 38: batch lines)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from pydantic_core import from_json

from mtgcombat.batch import _decoder
from mtgcombat.scenario.errors import ScenarioError
from mtgcombat.scenario.load import parse_scenario

LINE = json.dumps(
    {
        "active_player": "A",
        "players": {"A": {}, "B": {"life": 7}},
        "permanents": [
            {"id": "a0", "controller": "A", "power": 3, "toughness": 3, "attacking": "B"},
            {"id": "b0", "controller": "B", "power": 2, "toughness": 2, "blocking": ["a0"]},
        ],
    }
)


def _read(text: str, decode: Any) -> Any:
    try:
        return parse_scenario(text, "json", "in.jsonl:1", decode=decode)
    except ScenarioError as exc:
        return exc.message("en")


def _same(text: str) -> None:
    assert _read(text, from_json) == _read(text, None), text


ODD = [
    LINE,
    LINE.replace("7}", "NaN}"),
    LINE.replace("7}", "Infinity}"),
    LINE.replace("7}", "1e400}"),
    LINE.replace("7}", "7.0}"),
    LINE.replace("7}", "-0}"),
    LINE.replace("7}", "1" * 4301 + "}"),
    LINE.replace("7}", "123456789012345678901234567890}"),
    LINE.replace('"life": 7', '"life": 7, "life": 8'),
    LINE.replace('"a0", "controller"', '"\\ud800", "controller"'),
    LINE.replace('"a0", "controller"', '"\\ude00\\ud83d", "controller"'),
    LINE.replace('"a0", "controller"', '"\\u00e9\\ud83d\\ude00", "controller"'),
    LINE.replace('"a0", "controller"', '"a\\u0000", "controller"'),
    LINE.replace('"a0", "controller"', '"a\t", "controller"'),
    LINE + " x",
    LINE + "\x00",
    "\x0c" + LINE,
    "\xa0" + LINE,
    LINE[:-1] + ",}",
    LINE.replace("7}", "01}"),
    LINE.replace("7}", ".5}"),
    LINE.replace("7}", "tru}"),
    LINE.replace("7}", "[" * 300 + "]" * 300 + "}"),
    LINE.replace("7}", "[" * 1200 + "]" * 1200 + "}"),
    "[1]",
    '"x"',
    "",
    "{}",
]


@pytest.mark.parametrize("text", ODD)
def test_batch_decoder_reads_as_the_json_module(text: str) -> None:
    _same(text)


def test_batch_decoder_is_pydantic_cores() -> None:
    assert _decoder() is from_json


def test_batch_decoder_random_mutations_alike() -> None:
    """Random characters put in, taken out or changed in a board line."""
    rng = random.Random(38)
    alphabet = '{}[]",:0123456789-+.eEabnrtu\\ \t\x00\u00e9'
    read = 0
    for _ in range(400):
        chars = list(LINE)
        for _ in range(rng.randint(1, 2)):
            at = rng.randrange(len(chars))
            kind = rng.random()
            if kind < 0.4:
                chars.insert(at, rng.choice(alphabet))
            elif kind < 0.7:
                del chars[at]
            else:
                chars[at] = rng.choice(alphabet)
        text = "".join(chars)
        _same(text)
        read += not isinstance(_read(text, None), str)
    assert read > 5  # some mutations still give a board


def test_batch_decoder_the_control() -> None:
    """A decoder that gives something else than the json module is caught."""
    other = json.loads(LINE)
    other["players"]["B"]["life"] = 8
    assert _read(LINE, lambda text: other) != _read(LINE, None)
