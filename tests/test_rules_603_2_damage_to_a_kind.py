"""A damage trigger that waits for damage to a kind of creature (issue 33,
session 12): "whenever ~ deals damage to a Dinosaur, destroy that creature"
(Dinosaur Hunter), "... to a Vampire" (Vampire Slayer), "whenever ~ deals
combat damage to a Vampire"; and "whenever ~ deals damage to a creature or
opponent" (Flesh Reaver). The ability triggers only when the damage event
is the one it names (603.2): damage to a creature of that kind, read
relative to the ability's permanent; it resolves in the combat damage step
(510.3a). Each rules test is named by its rule and has a control."""

from __future__ import annotations

import pytest

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import DamageEffect, DestroyEffect, Selector
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

HUNTER = "Whenever ~ deals damage to a Dinosaur, destroy that creature."
SLAYER = "Whenever ~ deals combat damage to a Vampire, destroy that creature."
REAVER = "Whenever ~ deals damage to a creature or opponent, ~ deals that much damage to you."
CREATURE = frozenset({CardType.CREATURE})


def run(*permanents: object) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")  # type: ignore[arg-type]
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


# -- the parser ----------------------------------------------------------------


def test_parser_reads_damage_to_a_kind_of_creature() -> None:
    value = ability(HUNTER)
    assert value.events == ("deals_damage_to_creature",)
    assert value.other == Selector(subtypes=frozenset({"dinosaur"}))
    assert value.effects == (DestroyEffect("other"),)
    combat = ability(SLAYER)
    assert combat.events == ("combat_damage_to_creature",)
    assert combat.other == Selector(subtypes=frozenset({"vampire"}))


def test_parser_reads_damage_to_a_creature_or_opponent() -> None:
    value = ability(REAVER)
    assert value.events == ("deals_damage_to_creature", "deals_damage_to_opponent")
    assert value.other is None
    assert value.effects == (DamageEffect(0, "you", that_much=True),)


@pytest.mark.parametrize(
    "sentence",
    [
        "Whenever ~ deals damage to a planeswalker, destroy that planeswalker.",
        "Whenever ~ deals damage to a permanent, destroy that permanent.",
    ],
)
def test_parser_refuses_damage_to_a_noncreature_kind(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_japanese_names_the_kind() -> None:
    assert "恐竜1体にダメージを与えるたび" in describe_value(ability(HUNTER), "ja")
    assert "吸血鬼1体に戦闘ダメージを与えるたび" in describe_value(ability(SLAYER), "ja")


# -- the rules -----------------------------------------------------------------


def test_603_2_hunter_destroys_the_dinosaur_it_damaged() -> None:
    hunter = creature("hunter", "A", 2, 2, HUNTER, types=CREATURE, attacking="B")
    rex = creature("rex", "B", 5, 5, types=CREATURE, subtypes=frozenset({"dinosaur"}),
                   blocking=("hunter",))  # fmt: skip
    board, events = run(hunter, rex)
    assert not board.permanent("rex").on_battlefield  # 2 damage, then destroyed (603.2)
    assert "destroyed_by_effect" in [e.kind for e in events]


def test_603_2_hunter_control_a_creature_of_another_kind_survives() -> None:
    hunter = creature("hunter", "A", 2, 2, HUNTER, types=CREATURE, attacking="B")
    ogre = creature("ogre", "B", 5, 5, types=CREATURE, subtypes=frozenset({"ogre"}),
                    blocking=("hunter",))  # fmt: skip
    board, events = run(hunter, ogre)
    assert board.permanent("ogre").on_battlefield
    assert board.permanent("ogre").damage == 2
    assert "destroyed_by_effect" not in [e.kind for e in events]


def test_603_2_slayer_control_damage_to_the_player_triggers_nothing() -> None:
    slayer = creature("slayer", "A", 1, 1, SLAYER, types=CREATURE, attacking="B")
    board, events = run(slayer)
    assert board.player("B").life == 19
    assert "destroyed_by_effect" not in [e.kind for e in events]


def test_510_3a_reaver_deals_the_damage_to_its_controller_either_way() -> None:
    reaver = creature("reaver", "A", 4, 4, REAVER, types=CREATURE, attacking="B")
    board, _ = run(reaver)
    assert (board.player("A").life, board.player("B").life) == (16, 16)
    reaver = creature("reaver", "A", 4, 4, REAVER, types=CREATURE, attacking="B")
    wall = creature("wall", "B", 0, 5, types=CREATURE, blocking=("reaver",))
    board, _ = run(reaver, wall)
    assert (board.player("A").life, board.player("B").life) == (16, 20)


def test_510_3a_reaver_control_no_damage_dealt_no_trigger() -> None:
    reaver = creature("reaver", "A", 0, 4, REAVER, types=CREATURE, attacking="B")
    board, events = run(reaver)
    assert board.player("A").life == 20
    assert "combat_damage_trigger" not in [e.kind for e in events]
