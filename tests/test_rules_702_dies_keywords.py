"""Undying (702.93a), persist (702.79a) and afterlife N (702.135a): dies
triggers resolved in the combat damage step with its other triggers
(603.3b, 510.3a)."""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.effect_values import TokenEffect
from mtgcombat.core.events import Event
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

AFTERLIFE = (
    "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit "
    "creature tokens with flying.)"
)


def creature(pid: str, controller: str, power: int, toughness: int, *text: str,
             **fields: Any) -> Permanent:  # fmt: skip
    abilities = frozenset(a for t in text for a in parse_sentence(t).traits.abilities)
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness,
                     abilities=abilities, **fields)  # fmt: skip


def run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


def test_702_135a_afterlife_reads_as_its_dies_trigger() -> None:
    parsed = parse_sentence(AFTERLIFE)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger) and value.events == ("dies",)
    assert value.subject is None and not value.optional
    [effect] = value.effects
    assert effect == TokenEffect(
        2, 1, 1, frozenset({"white", "black"}), ("Spirit",), (Keyword.FLYING,)
    )
    assert parse_sentence("Afterlife 1").status == "modelled"


def test_702_135a_afterlife_creates_spirits() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    ministrant = creature("ministrant", "B", 2, 1, AFTERLIFE, blocking=("ogre",))
    board, events = run(ogre, ministrant)
    spirits = [p for p in board.permanents if p.token and p.on_battlefield]
    assert len(spirits) == 2
    for spirit in spirits:
        assert spirit.controller == "B"
        assert (spirit.power, spirit.toughness) == (1, 1)
        assert spirit.colors == frozenset({"white", "black"})
        assert "spirit" in spirit.subtypes and Keyword.FLYING in spirit.abilities
        assert spirit.attacking is None and not spirit.blocking
    assert "token_created" in [e.kind for e in events]
    # control: it survives (a 1/1 attacker): no tokens
    imp = creature("imp", "A", 1, 1, attacking="B")
    tough = creature("ministrant", "B", 2, 3, AFTERLIFE, blocking=("imp",))
    board, events = run(imp, tough)
    assert not [p for p in board.permanents if p.token]
    assert "token_created" not in [e.kind for e in events]
