"""A file's players made straight from its entries (issue 38: batch lines;
mtgcombat.scenario.players.direct_players) against the plain reader's way
(plain_scenario, then Player and its check): the same scenario, or the same
error, on a table of boards and on random ones; and the schema's bounds on
a player's numbers at least those of the player's own check, which the
direct way does not run."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from mtgcombat.core import validation
from mtgcombat.core.model import Player
from mtgcombat.scenario import load, players
from mtgcombat.scenario.errors import ScenarioError
from mtgcombat.scenario.plain import PLAYER_FIELDS

OGRE = {"id": "ogre", "controller": "A", "power": 3, "toughness": 3, "attacking": "B"}
ELF = {"id": "elf", "controller": "B", "power": 1, "toughness": 1, "blocking": ["ogre"]}


def _read(text: str, direct: bool, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The scenario of ``text`` (JSON), or its error's message, with the
    direct reading of the players on or off."""
    with monkeypatch.context() as patch:
        if not direct:
            patch.setattr(load, "direct_players", lambda entries: None)
        try:
            return load.parse_scenario(text, "json")
        except ScenarioError as exc:
            return exc.message("en")


def _alike(text: str, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both readings give the same scenario (every field of every player)
    or the same error; whether the direct one was taken."""
    taken: list[bool] = []
    real = players.direct_players

    def spy(entries: Any) -> Any:
        made = real(entries)
        taken.append(made is not None)
        return made

    with monkeypatch.context() as patch:
        patch.setattr(load, "direct_players", spy)
        fast = _read(text, True, monkeypatch)
    slow = _read(text, False, monkeypatch)
    assert type(fast) is type(slow)
    assert fast == slow, text
    if isinstance(fast, load.Scenario):
        for a, b in zip(fast.board.players, slow.board.players, strict=True):
            for name in Player.__dataclass_fields__:
                assert getattr(a, name) == getattr(b, name), (text, name)
                assert type(getattr(a, name)) is type(getattr(b, name)), (text, name)
    return any(taken)


def _board(a: Any, b: Any, **top: Any) -> str:
    doc = {"active_player": "A", "players": {"A": a, "B": b}, "permanents": [OGRE, ELF]}
    return json.dumps({**doc, **top})


TABLE: list[tuple[str, bool]] = [
    # (the document, whether its players are made directly)
    (_board({}, {}), True),
    (_board({"life": 7, "poison": 3}, {"lost": True, "hand": 4, "graveyard": 2}), True),
    (_board({"life_gain_multiplier": 2, "starting_life": 40}, {"monarch": True}), True),
    (_board({"energy": 5, "experience": 1, "spells_cast": 2}, {"initiative": True}), True),
    (_board({"city_blessing": True, "cant_gain_life": True, "prevent_next": 3}, {}), True),
    # errors the board's checks find, after a direct reading
    (_board({}, {}, active_player="C"), True),
    (json.dumps({"active_player": "A", "players": {"A": {}}, "permanents": [OGRE]}), True),
    (json.dumps({"active_player": "A", "players": {"A": {}, "\u0007": {}}}), False),
    # left to the plain reader or the schema
    (_board({"commander_damage": {"ogre": 3}}, {}), False),
    (_board({"graveyard": ["Shock"]}, {}), False),
    (_board({"poison": -1}, {}), False),
    (_board({"life_gain_multiplier": 0}, {}), False),
    (_board({"starting_life": 0}, {}), False),
    (_board({"life": True}, {}), False),
    (_board({"lost": 1}, {}), False),
    (_board({"unknown": 1}, {}), False),
    (_board([], {}), False),
]


@pytest.mark.parametrize(("text", "direct"), TABLE)
def test_direct_players_match_the_plain_reader(
    text: str, direct: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _alike(text, monkeypatch) is direct


def test_random_players_match_the_plain_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(38)
    values: dict[str, list[Any]] = {
        "life": [20, 0, -5, 10**9, 10**9 + 1, True, "20"],
        "poison": [0, 9, -1, 100_001],
        "lost": [False, True, 0],
        "prevent_next": [0, 2, -1],
        "cant_gain_life": [True, None],
        "life_gain_multiplier": [1, 2, 1024, 1025, 0],
        "hand": [0, 7, -1],
        "graveyard": [0, 3, -1, ["Shock"]],
        "experience": [0, 2, -1],
        "energy": [0, 4, 1.5],
        "monarch": [True, False],
        "city_blessing": [True],
        "initiative": [False, True],
        "spells_cast": [0, 2, -1],
        "starting_life": [20, 1, 0],
        "commander_damage": [{}, {"ogre": 2}],
        "bogus": [1],
    }
    taken = 0
    for _ in range(300):
        entries = []
        for _ in range(2):
            keys = rng.sample(sorted(values), rng.randrange(4))
            entries.append({k: rng.choice(values[k]) for k in keys})
        taken += _alike(_board(*entries), monkeypatch)
    assert 20 < taken < 280  # both ways were taken


def test_schema_bounds_cover_the_players_check() -> None:
    """The direct way skips ``prepare_player``: every number it checks has
    a schema bound at least its own (the least value passes both, one less
    fails the schema), and its other fields are only made as they are."""
    for name, least, _rule in validation._PLAYER_AT_LEAST:
        check = PLAYER_FIELDS[name][1]
        assert check(least) and not check(least - 1), name
    assert "commander_damage" not in players.DIRECT_PLAYER_FIELDS
    assert set(Player.__dataclass_fields__) >= players.DIRECT_PLAYER_FIELDS
