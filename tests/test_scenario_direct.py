"""A file's permanents made straight from its entries (issue 38: batch
lines; mtgcombat.scenario.permanents.direct_permanents) against the plain
reader's way (plain_scenario, then plain_permanent): the same scenario, or
the same error, on a table of boards and on random ones; permanents of one
name share one characteristics value; and the plain combat's memory of
plain characteristics (core/plain.py) gives the general engine's
result on boards read that way."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from mtgcombat import Player, RuleSet
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.rules.combat import CombatResult, _resolve_combat
from mtgcombat.rules.combat_fast import plain_combat
from mtgcombat.scenario import load, permanents
from mtgcombat.scenario.errors import ScenarioError
from mtgcombat.scenario.plain import PERMANENT_FIELDS


def _read(text: str, direct: bool, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The scenario of ``text`` (JSON), or its error's message, with the
    direct reading on or off."""
    with monkeypatch.context() as patch:
        if not direct:
            patch.setattr(load, "direct_permanents", lambda entries: None)
        try:
            return load.parse_scenario(text, "json")
        except ScenarioError as exc:
            return exc.message("en")


def _alike(text: str, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both readings give the same scenario (every field of every
    permanent) or the same error; whether the direct one was taken."""
    fast, slow = _read(text, True, monkeypatch), _read(text, False, monkeypatch)
    assert type(fast) is type(slow)
    assert fast == slow, text
    if isinstance(fast, load.Scenario):
        for a, b in zip(fast.board.permanents, slow.board.permanents, strict=True):
            for name in Permanent.__dataclass_fields__:
                assert getattr(a, name) == getattr(b, name), (text, name)
    data = json.loads(text)
    return permanents.direct_permanents(data.get("permanents")) is not None


def _board(*entries: dict[str, Any], **top: Any) -> str:
    doc = {"active_player": "A", "players": {"A": {}, "B": {"life": 7}}, "permanents": entries}
    return json.dumps({**doc, **top})


OGRE = {"id": "ogre", "controller": "A", "power": 3, "toughness": 3, "attacking": "B"}
ELF = {"id": "elf", "controller": "B", "power": 1, "toughness": 1, "blocking": ["ogre"]}

TABLE: list[tuple[str, bool]] = [
    # (the document, whether its permanents are read directly)
    (_board(OGRE, ELF), True),
    (_board({**OGRE, "name": "Ogre"}, {**ELF, "name": "Elf", "damage": 0}), True),
    (_board({**OGRE, "tapped": True, "blocked": True}, {**ELF, "zone": "graveyard"}), True),
    (_board({**OGRE, "power": -2, "had_first_strike": True}, ELF), True),
    (_board({**OGRE, "prevent_next": 2, "regeneration_shields": 1}, ELF), True),
    (_board({**OGRE, "deathtouch_damaged": True}, {**ELF, "entered_blocking": True}), True),
    (_board(OGRE, ELF, rules="2023", assignments={"ogre": {"elf": 3}}), True),
    (_board(OGRE, ELF, orders={"ogre": ["elf"]}), True),
    # errors the board's checks find, after a direct reading
    (_board(OGRE, {**ELF, "blocking": ["nobody"]}), True),
    (_board(OGRE, {**ELF, "id": "ogre"}), True),
    (_board({**OGRE, "controller": "C"}, ELF), True),
    (_board(OGRE, {**ELF, "blocking": ["ogre", "ogre"]}), True),
    (_board(OGRE, {**ELF, "blocking": []}), True),
    (_board(OGRE, ELF, active_player="C"), True),
    (_board(OGRE, ELF, assignments={"ogre": {"nobody": 3}}), True),
    # left to the plain reader or the schema
    (_board({**OGRE, "keywords": ["trample"]}, ELF), False),
    (_board({**OGRE, "types": ["artifact", "creature"]}, ELF), False),
    (_board({"id": "ogre", "controller": "A", "power": 3}, ELF), False),  # 208.1
    (_board({**OGRE, "toughness": -1}, ELF), False),
    (_board({**OGRE, "power": True}, ELF), False),
    (_board({**OGRE, "damage": 1.5}, ELF), False),
    (_board({**OGRE, "zone": "hand"}, ELF), False),
    (_board({**OGRE, "blocking": [1]}, ELF), False),
    (_board(OGRE, {**ELF, "blocking": ["ogre", 2]}), False),
    (_board(OGRE, {**ELF, "blocking": "ogre"}), False),
    (_board({**OGRE, "id": ""}, ELF), False),
    (_board({**OGRE, "unknown": 1}, ELF), False),
    (_board(OGRE, ELF, players={"A": {"life": True}, "B": {}}), True),
    (_board(OGRE, ELF, timeline=[{"after": "declare-blockers"}]), True),
    (_board(OGRE, ELF, unknown=1), True),
    (json.dumps({"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": [1]}), False),
]


@pytest.mark.parametrize(("text", "direct"), TABLE)
def test_direct_reading_is_the_plain_readers(
    text: str, direct: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _alike(text, monkeypatch) is direct


def test_direct_reading_the_control(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison catches a direct reading that differs: a wrong
    default state (tapped) gives a different scenario."""
    text = _board(OGRE, ELF)
    state, shared, make = permanents._direct_parts()
    wrong = state.copy()
    wrong[permanents._STATE_POSITION["tapped"]] = True
    monkeypatch.setattr(permanents, "_DIRECT", [(wrong, shared, make)])
    with pytest.raises(AssertionError):
        _alike(text, monkeypatch)


def test_direct_reading_random_entries_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random entries of the direct fields, good and odd values."""
    rng = random.Random(38)
    values: dict[str, list[Any]] = {
        "name": ["", "Bear", "熊", 3],
        "power": [0, 3, -1, 10**6, True],
        "toughness": [0, 1, 4, -1],
        "damage": [0, 2, 5, None],
        "tapped": [True, False, 0],
        "zone": ["battlefield", "graveyard", "exile", "library"],
        "blocked": [True, False],
        "prevent_next": [0, 3],
        "regeneration_shields": [0, 1],
        "entered_blocking": [True, False],
        "deathtouch_damaged": [True],
        "had_first_strike": [True],
    }
    taken = 0
    for _ in range(300):
        entries = []
        for j in range(rng.randint(1, 4)):
            attacker = {"id": f"a{j}", "controller": "A", "toughness": 2, "attacking": "B"}
            blocker = {"id": f"b{j}", "controller": "B", "toughness": 2, "blocking": [f"a{j}"]}
            for entry in (attacker, blocker):
                for name in rng.sample(list(values), rng.randint(0, 4)):
                    entry[name] = rng.choice(values[name])
                entries.append(entry)
        taken += _alike(_board(*entries), monkeypatch)
    assert taken > 50


def test_direct_permanents_share_characteristics_by_name() -> None:
    made = permanents.direct_permanents(
        [
            {"id": "a", "controller": "A", "toughness": 1, "name": "Bear"},
            {"id": "b", "controller": "A", "toughness": 2, "name": "Bear"},
            {"id": "c", "controller": "A", "toughness": 3},
            {"id": "d", "controller": "A", "toughness": 3, "name": "Elf"},
        ]
    )
    assert made is not None
    a, b, c, d = made
    assert a.characteristics is b.characteristics and a.name == "Bear"
    assert c.characteristics is not a.characteristics and c.name == ""
    assert d.characteristics is not a.characteristics and d.name == "Elf"


def _read_board(rng: random.Random) -> Board:
    entries: list[dict[str, Any]] = []
    for i in range(rng.randint(1, 5)):
        entries.append(
            {
                "id": f"a{i}",
                "controller": "A",
                "name": rng.choice(("", "Ogre")),
                "power": rng.randint(0, 6),
                "toughness": rng.randint(1, 6),
                "attacking": "B",
            }
        )
        if rng.random() < 0.7:
            entries.append(
                {
                    "id": f"b{i}",
                    "controller": "B",
                    "name": rng.choice(("", "Elf")),
                    "power": rng.randint(0, 6),
                    "toughness": rng.randint(1, 6),
                    "blocking": [f"a{i}"],
                }
            )
    return load.parse_scenario(_board(*entries), "json").board


@pytest.mark.parametrize("rules", [RuleSet.CURRENT, RuleSet.R2023])
def test_510_2_plain_combat_on_shared_characteristics(rules: RuleSet) -> None:
    """Boards whose creatures share characteristics values (read directly):
    the fast path, remembering each value found plain, gives the general
    engine's result."""
    rng = random.Random(7)
    for _ in range(200):
        board = _read_board(rng)
        plain = plain_combat(board)
        assert plain is not None
        general = _resolve_combat(board, rules, None, True, None, True)
        fast = CombatResult(*plain)
        assert fast.events == general.events and fast.board == general.board


def test_510_1_plain_combat_memory_the_control() -> None:
    """A characteristics value not plain is refused however many plain ones
    were read, and a value whose verdict is kept plain is one found plain
    (the verdict in the value's memo slot, :mod:`mtgcombat.core.plain`)."""
    board = _read_board(random.Random(1))
    assert plain_combat(board) is not None
    first = board.permanents[0]
    assert object.__getattribute__(first.characteristics, "_plain") is True
    token = evolve(first, token=True)  # a new characteristics value, not plain
    changed = board.with_permanents([token, *board.permanents[1:]])
    assert plain_combat(changed) is None
    assert object.__getattribute__(token.characteristics, "_plain") is False
    assert plain_combat(changed) is None  # still refused
    players = (Player("A"), Player("B"))
    assert plain_combat(Board(players, (first,), "A")) is not None


def test_direct_checks_are_the_schemas() -> None:
    """The checks direct_permanents makes inline are scenario.plain's
    (PERMANENT_FIELDS, the schema's): each field on odd and good values;
    the control: a value the schema refuses is refused."""
    odd: list[Any] = [True, False, 0, 1, -1, -(10**5), 10**5, 10**5 + 1, -(10**5) - 1, 1.5]
    odd += ["", "x", "A", "hand", "library", "exile", "graveyard", "battlefield", "x" * 300]
    odd += [None, [], ["x"], [1], ["x", None], {}]
    refused = 0
    for name in sorted(permanents.DIRECT_FIELDS):
        for value in odd:
            entry = {"id": "x", "controller": "A", "toughness": 1, name: value}
            schema_takes = PERMANENT_FIELDS[name][1](value)
            taken = permanents.direct_permanents([entry]) is not None
            assert taken is schema_takes, (name, value)
            refused += not schema_takes
    assert refused > 100
