"""A trigger on a death that returns the card to its owner's hand (issue
33): "When ~ dies, return it to its owner's hand" (Endless Cockroaches),
"When enchanted land dies, return that card to its owner's hand" (the
Zendikon Auras). The ability finds the new object in the graveyard (400.7d)
and resolves in the combat damage step (510.3a, 603.3); a card no longer
there (exiled instead of dying, 614.1a) is not found (400.7). A move to a
library after a choice or a payment is refused, never "no effect". Each rules
test has a control, in both rule sets."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.basics import CardType
from mtgcombat.core.events import Event, ReturnedToHand
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

ROACH = "When ~ dies, return it to its owner's hand."
ZENDIKON = "When enchanted creature dies, return that card to its owner's hand."
EXILER = "If a creature an opponent controls would die, exile it instead."
RULE_SETS = ("current", "2023")


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


def run(rules: str, *permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, rules, auto=True, triggers=True)
    return result.board, result.events


def test_parser_reads_the_return_from_the_graveyard() -> None:
    roach = parse_sentence(ROACH, name="Testcat")
    assert roach.status == "modelled"
    assert [str(a) for a in roach.traits.abilities] == [
        "whenever this creature dies, return that card from its owner's graveyard"
        " to its owner's hand"
    ]
    [ability] = roach.traits.abilities
    assert "そのカードをオーナーの墓地からオーナーの手札に戻す" in describe_value(ability, "ja")
    zendikon = parse_sentence("When enchanted land dies, return that card to its owner's hand.")
    assert zendikon.status == "modelled"
    # controls: after combat (the end step) it changes nothing in the combat;
    # "that card" on another event is no such card; the moves to a library
    # are refused, never "no effect"
    later = "When ~ dies, return it to its owner's hand at the beginning of the next end step."
    assert parse_sentence(later, name="Testcat").status == "no_effect"
    scry = "Whenever another creature dies, scry 1."
    assert parse_sentence(scry, name="Testcat").status == "no_effect"
    blocks = parse_sentence("Whenever ~ blocks, return that card to its owner's hand.")
    assert blocks.status == "unmodelled"
    # (the moves of the dead card into its owner's library are carried out:
    # tests/test_rules_400_7d_dies_to_library.py; "you may pay {B}. If you do,
    # return it to its owner's hand" since session 11:
    # tests/test_rules_118_3_dies_trigger_pay_if_you_do.py)
    for moved in (
        "When ~ dies, you may put it on the top or bottom of its owner's library.",
        "When ~ leaves the battlefield, return it to its owner's hand.",
        "When ~ is put into your graveyard from the battlefield, put it into your library.",
    ):
        parsed = parse_sentence(moved, name="Testcat")
        assert parsed.status == "unmodelled", moved
        assert "400.7d" in parsed.error


@pytest.mark.parametrize("rules", RULE_SETS)
def test_400_7d_the_dead_card_returns_to_its_owners_hand(rules: str) -> None:
    roach = creature("roach", "B", 1, 1, ROACH, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(rules, ogre, roach)
    assert board.permanent("roach").zone.value == "hand"
    back = [e for e in events if isinstance(e, ReturnedToHand)]
    assert [(e.rule, e.permanent, e.source) for e in back] == [("400.7d", "roach", "roach")]
    # control: a 1/4 survives the 3 damage and stays on the battlefield
    wall = creature("roach", "B", 1, 4, ROACH, blocking=("ogre",))
    board, events = run(rules, ogre, wall)
    assert board.permanent("roach").zone.value == "battlefield"
    assert not [e for e in events if e.kind == "returned_to_hand"]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_400_7_exiled_instead_it_stays_in_exile(rules: str) -> None:
    roach = creature("roach", "B", 1, 1, ROACH, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    exiler = Permanent(
        id="exiler",
        controller="A",
        power=0,
        toughness=0,
        types=frozenset({CardType.ENCHANTMENT}),
        statics=parse_sentence(EXILER).traits.statics,
    )
    board, events = run(rules, ogre, roach, exiler)
    # it never died (614.1a): no ability triggered, and the card stays exiled
    assert board.permanent("roach").zone.value == "exile"
    assert not [e for e in events if e.kind == "returned_to_hand"]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_400_7d_an_aura_returns_the_card_it_enchanted(rules: str) -> None:
    land = creature("land", "B", 2, 2, blocking=("ogre",))
    aura = Permanent(
        id="aura",
        controller="B",
        power=0,
        toughness=0,
        types=frozenset({CardType.ENCHANTMENT}),
        attached_to="land",
        abilities=parse_sentence(ZENDIKON).traits.abilities,
    )
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(rules, ogre, land, aura)
    assert board.permanent("land").zone.value == "hand"
    assert [e.permanent for e in events if isinstance(e, ReturnedToHand)] == ["land"]
    assert board.permanent("aura").zone.value == "graveyard"  # 704.5m: it stays
    # control: the land survives as a 2/4 and stays enchanted on the battlefield
    wall = creature("land", "B", 2, 4, blocking=("ogre",))
    board, _ = run(rules, ogre, wall, aura)
    assert board.permanent("land").zone.value == "battlefield"
    assert board.permanent("aura").zone.value == "battlefield"
