"""A JSON scenario is read by pydantic straight from its text (issue 15, batch
throughput); whenever that reader refuses the text, the file is read again the
usual way (json, then the models), so the result and every message stay those
of the usual way. These tests compare the two: ``fmt="json"`` takes the quick
reader, ``fmt=None`` (TOML, then JSON) never does."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mtgcombat.scenario.load import ScenarioError, parse_scenario


def _board(**changes: Any) -> dict[str, Any]:
    board: dict[str, Any] = {
        "active_player": "A",
        "players": {"A": {}, "B": {"life": 7}},
        "permanents": [
            {"id": "bear", "controller": "A", "power": 3, "toughness": 3, "attacking": "B"},
            {"id": "wall", "controller": "B", "power": 0, "toughness": 4, "blocking": ["bear"]},
        ],
        "assignments": {"bear": {"wall": 3}},
    }
    board.update(changes)
    return board


def _outcome(text: str, fmt: str | None) -> object:
    try:
        sc = parse_scenario(text, fmt, "f.json")
    except ScenarioError as exc:
        return ("error", str(exc), exc.message("ja"), exc.key, exc.more)
    return (sc.board, sc.rules, dict(sc.assignments), sc.notes, sc.description)


VALID = [
    json.dumps(_board()),
    json.dumps(_board(rules="2023", description="déjà vu 日本語")),
    # counters, choices, keywords and a card sentence: the models read inside a permanent
    json.dumps(
        _board(
            permanents=[
                {
                    "id": "bear",
                    "controller": "A",
                    "power": 3,
                    "toughness": 3,
                    "attacking": "B",
                    "keywords": ["trample"],
                    "counters": {"+1/+1": 2, "divinity": 1},
                    "choices": {"may": False, "targets": ["B"]},
                },
                {"id": "wall", "controller": "B", "toughness": 4, "blocking": ["bear"]},
            ],
            assignments=None,
        )
    ),
    # a key written twice: the last one counts, in both readers
    '{"active_player": "A", "active_player": "A", "players": {"A": {}, "B": {}}}',
    # a lone surrogate escape: json takes it, pydantic's reader refuses it
    '{"active_player": "A", "players": {"A": {}, "B": {}}, "description": "\\ud800"}',
]

INVALID = [
    json.dumps(_board(active_player="C")),  # not a player id
    json.dumps(_board(players={"A": {"life": 2.5}, "B": {}})),  # 208.1-like range/type error
    json.dumps(_board(players={"A": {"poison": -1}, "B": {}})),  # 122.1f
    json.dumps(_board(permanents=[{"id": "x", "controller": "A", "toughness": 1, "zap": 1}])),
    json.dumps(_board(permanents=[{"id": "x", "controller": "A", "keywords": ["flyinng"]}])),
    json.dumps(_board(permanents=[{"id": "x", "controller": "A", "abilities": [3]}])),
    json.dumps(_board(permanents=[{"id": "x", "controller": "A", "counters": {"+1/+1": -2}}])),
    "[1, 2]",  # not a table
    '{"active_player": "A", "players": {"A": {}, "B": {}}} trailing',
]


@pytest.mark.parametrize("text", VALID)
def test_json_scenario_read_from_its_text_gives_the_same_board(text: str) -> None:
    assert _outcome(text, "json") == _outcome(text, None)


@pytest.mark.parametrize("text", INVALID)
def test_json_scenario_read_from_its_text_gives_the_same_error(text: str) -> None:
    quick = _outcome(text, "json")
    usual = _outcome(text, None)
    assert isinstance(quick, tuple) and quick[0] == "error"
    if "trailing" in text:
        # a JSON syntax error: the JSON reader's own message, as before
        assert "JSON syntax error" in quick[1] and "Extra data" in quick[1]
    else:
        assert quick == usual


def test_json_scenario_permanents_share_the_default_counters_and_choices() -> None:
    """Two permanents without counters or choices carry equal (shared)
    defaults, and one with counters does not change the other's."""
    permanents = [
        {"id": "a", "controller": "A", "toughness": 1, "counters": {"+1/+1": 2}},
        {"id": "b", "controller": "A", "toughness": 1, "choices": {"targets": ["B"]}},
        {"id": "c", "controller": "A", "toughness": 1},
        {"id": "d", "controller": "B", "toughness": 1},
    ]
    for fmt in ("json", None):
        sc = parse_scenario(json.dumps(_board(permanents=permanents, assignments=None)), fmt)
        a, b, c, d = sc.board.permanents
        assert a.counters.plus_one == 2 and c.counters == d.counters and c.counters.plus_one == 0
        assert b.choices.targets == ("B",) and not a.choices.targets and c.choices == d.choices


@pytest.mark.parametrize(
    ("players", "active", "key", "rule"),
    [
        ({"A": {}}, "A", "too_few_players", "506.2"),
        ({"A": {}, "B": {}}, "C", "not_player_id", None),
        ({"A": {}, "B\u0007": {}}, "A", "player_id_unprintable", None),
    ],
)
def test_506_2_a_players_problem_is_reported_before_a_permanents(
    players: dict[str, Any], active: str, key: str, rule: str | None
) -> None:
    """The file's players are judged before its permanents: with a problem
    of each, the error is the players' (as the file reads, players first),
    though the permanent's toughness is missing too (208.1)."""
    text = json.dumps(
        _board(
            players=players,
            active_player=active,
            permanents=[{"id": "bear", "controller": "A", "types": ["creature"]}],
            assignments=None,
        )
    )
    for fmt in ("json", None):
        with pytest.raises(ScenarioError) as caught:
            parse_scenario(text, fmt, "f.json")
        assert caught.value.key == key
        assert caught.value.rule == rule
