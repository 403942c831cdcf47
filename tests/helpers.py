"""Small builders shared by the tests."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.model import Ability, Board, CardType, Permanent, Player
from mtgcombat.text import parse_sentence


def creature(
    pid: str,
    controller: str,
    power: int,
    toughness: int,
    *abilities: Ability,
    attacking: str | None = None,
    blocking: tuple[str, ...] = (),
    **fields: Any,
) -> Permanent:
    """A creature with these abilities; any other field by keyword."""
    perm = Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(abilities),
        attacking=attacking,
        blocking=blocking,
    )
    return replace(perm, **fields) if fields else perm


def read_trigger(sentence: str, name: str = "Testcat") -> BlockTrigger:
    """The one triggered ability ``sentence`` reads as, on a card named
    ``name`` (``~`` in the sentence stands for it); the sentence must be
    modelled."""
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "modelled", parsed
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    return value


def text_creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    """A creature whose abilities are the triggered abilities these card
    sentences read as (:func:`read_trigger`); any other field by keyword."""
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(read_trigger(t) for t in text),
        **fields,
    )


def modelled_abilities(sentence: str, name: str = "Grim Hero") -> frozenset[Any]:
    """The abilities ``sentence`` reads as on a card named ``name`` (``~``
    stands for it); the sentence must be modelled."""
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "modelled", parsed.error
    return frozenset(parsed.traits.values())


def creature_card(
    pid: str, controller: str = "A", power: int = 2, toughness: int = 2, **fields: Any
) -> Permanent:
    """A creature (its card type given) controlled by ``controller``, a 2/2
    unless told; any other field by keyword."""
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        types=frozenset({CardType.CREATURE}),
        **fields,
    )


def two_player_board(*perms: Permanent) -> Board:
    """Players A and B, A the active player, with these permanents."""
    return Board((Player("A"), Player("B")), perms, "A")


def write_scenario(tmp_path: Path, text: str, name: str = "board.toml") -> str:
    """The scenario ``text`` written to ``tmp_path / name``; its path, as
    the command line takes it."""
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return str(path)


class Noted:
    """Values noted by work that may run in another process (the web server
    forks one for each request's engine work): each value is a JSON line of
    the file at ``path``, so a spy in the child is seen by the test."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.write_text("", "utf-8")

    def add(self, value: Any) -> None:
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(value) + "\n")

    def values(self) -> list[Any]:
        return [json.loads(line) for line in self.path.read_text("utf-8").splitlines()]


def instants_catalog(cards: dict[str, str]) -> Catalog:
    """The built-in catalog and, for each name in ``cards``, an instant
    with that text: the cards a timeline entry's ``card`` names in a test."""
    return BUILTIN.plus(
        Catalog.of(Card(name=n, types=("instant",), text=t) for n, t in cards.items())
    )


class Stopwatch:
    """The seconds a call kept this process busy: the smaller of the wall
    time and the process's CPU time since the watch started.

    A time limit is a bound on work, and a test checks it: on a shared machine
    the wall clock also counts other processes' turns, and a search that
    ignored its deadline would run long on both clocks.

    >>> watch = Stopwatch()
    >>> 0.0 <= watch.seconds() < 5.0
    True
    """

    def __init__(self) -> None:
        self._wall = time.monotonic()
        self._cpu = time.process_time()

    def seconds(self) -> float:
        """The busy seconds so far."""
        return min(time.monotonic() - self._wall, time.process_time() - self._cpu)
