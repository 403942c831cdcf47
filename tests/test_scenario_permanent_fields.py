"""Every field a scenario file gives a permanent reaches the permanent as
written: the loader hands the fields to ``Permanent`` by position (see
``scenario._PERMANENT_ORDER``), so these tests set each field apart from
the others and read it back."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mtgcombat.core.model import Permanent, fast_new
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.scenario.permanents import _PERMANENT_ORDER

# the file's flags and numbers that are the permanent's fields of the same name
FLAGS = (
    "tapped",
    "blocked",
    "face_down",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "token",
    "monstrous",
    "renowned",
    "commander",
    "assigns_no_combat_damage",
    "summoning_sick",
    "cant_have_counters",
    "deals_double_damage",
    "deathtouch_damaged",
    "had_first_strike",
    "entered_blocking",
)
NUMBERS = (
    "power",
    "toughness",
    "damage",
    "can_block_additional",
    "prevent_next",
    "regeneration_shields",
    "toxic",
    "mana_value",
)
WORDS = ("name", "name_ja", "band")


def _load(fields: dict[str, Any]) -> Permanent:
    doc = {
        "active_player": "A",
        "players": {"A": {}, "B": {}},
        "permanents": [
            {"id": "x", "controller": "A", "power": 1, "toughness": 1, "attacking": "B", **fields}
        ],
    }
    return parse_scenario(json.dumps(doc), "json").board.permanent("x")


@pytest.mark.parametrize("bit", range(len(FLAGS).bit_length()))
def test_each_flag_reaches_its_own_field(bit: int) -> None:
    # flag i is set when bit `bit` of i + 1 is: over the patterns any two
    # flags differ at least once, so two swapped in the call would show
    written = {name: bool((i + 1) >> bit & 1) for i, name in enumerate(FLAGS)}
    perm = _load(written)
    assert {name: getattr(perm, name) for name in FLAGS} == written


def test_each_number_and_word_reaches_its_own_field() -> None:
    written: dict[str, Any] = {name: 10 + i for i, name in enumerate(NUMBERS)}
    written.update({name: f"{name} value" for name in WORDS})
    perm = _load(written)
    assert {name: getattr(perm, name) for name in written} == written


def test_the_order_names_each_field_the_loader_sets_once() -> None:
    assert len(set(_PERMANENT_ORDER)) == len(_PERMANENT_ORDER)
    assert set(_PERMANENT_ORDER) <= set(Permanent.__dataclass_fields__)


def test_fast_new_refuses_an_order_with_an_unknown_or_repeated_name() -> None:
    with pytest.raises(TypeError, match="not distinct parameters"):
        fast_new(Permanent, ("id", "id"))
    with pytest.raises(TypeError, match="not distinct parameters"):
        fast_new(Permanent, ("id", "colour"))
