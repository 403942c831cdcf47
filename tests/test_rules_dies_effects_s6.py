"""Two more effects of triggers on deaths (issue 33, session 6): "untap ~"
(701.26b) and an Eldrazi Scion or Spawn token whose only ability is a mana
ability (111.10, 605.1a: activated by no one in the combat the engine
plays). Each rules test is named by its rule and has a control."""

from __future__ import annotations

from typing import Any

from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

JUGGERNAUT = "Whenever another creature dies, untap ~."
SCION = (
    "When ~ dies, create a 1/1 colorless Eldrazi Scion creature token. "
    'It has "Sacrifice this creature: Add {C}."'
)


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(
            a for t in text for a in parse_sentence(t, name="Testcat").traits.abilities
        ),
        **fields,
    )


def run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", auto=True, triggers=True)
    return result.board, result.events


def test_parser_reads_untap_and_the_mana_token() -> None:
    untap = parse_sentence(JUGGERNAUT, name="Testcat")
    assert untap.status == "modelled"
    assert [str(a) for a in untap.traits.abilities] == [
        "whenever one of the other creatures dies (it: this permanent), untap it"
    ]
    scion = parse_sentence(SCION, name="Testcat")
    assert scion.status == "modelled"
    assert [str(a) for a in scion.traits.abilities] == [
        "whenever this creature dies, create a 1/1 colorless Eldrazi Scion creature token"
    ]
    # control: the rider after anything but a token is not read
    other = 'When ~ dies, draw a card. It has "Sacrifice this creature: Add {C}."'
    assert parse_sentence(other, name="Testcat").status != "modelled"


def test_701_26b_another_creature_dies_untaps_it() -> None:
    jug = creature("jug", "A", 5, 5, JUGGERNAUT, tapped=True)
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    board, _ = run(ogre, bear, jug)
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("jug").tapped is False
    # control: a 2/4 blocker lives: nothing dies, it stays tapped
    wall = creature("bear", "B", 2, 4, blocking=("ogre",))
    board, _ = run(ogre, wall, jug)
    assert board.permanent("jug").tapped is True


def test_111_10_dies_creates_a_scion_token() -> None:
    spawner = creature("spawner", "B", 1, 1, SCION, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, spawner)
    tokens = [p for p in board.permanents if p.token and p.on_battlefield]
    assert [(t.power, t.toughness, t.controller) for t in tokens] == [(1, 1, "B")]
    assert tokens[0].attacking is None and not tokens[0].blocking
    # control: it survives as a 1/4: no token
    wall = creature("spawner", "B", 1, 4, SCION, blocking=("ogre",),
                    choices=TriggerChoices())  # fmt: skip
    board, _ = run(ogre, wall)
    assert not [p for p in board.permanents if p.token]
