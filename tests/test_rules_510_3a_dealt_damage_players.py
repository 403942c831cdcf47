"""A creature's "is dealt damage" trigger dealing damage to a chosen player
or to each player (issue 33, session 7): "it deals that much damage to
target opponent" (Brash Taunter), "... to target opponent or planeswalker"
(Mogg Maniac), "it deals 2 damage to target opponent or planeswalker"
(Frilled Deathspitter), "... to each player" (Coalhauler Swine). The
ability triggers on the combat damage (603.2) and resolves in that step
(510.3a); its player target is chosen as it is put on the stack (115.1,
603.3d) from the permanent's ``choices.targets``. Each rules test is named
by its rule and has a control."""

from __future__ import annotations

import pytest

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import DamageEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.combat import resolve_combat

TAUNTER = "Whenever ~ is dealt damage, it deals that much damage to target opponent."
MANIAC = "Whenever ~ is dealt damage, it deals that much damage to target opponent or planeswalker."
CAPTAIN = "Whenever ~ is dealt damage, it deals that much damage to target player."
SPITTER = "Whenever ~ is dealt damage, it deals 2 damage to target opponent or planeswalker."
SWINE = "Whenever ~ is dealt damage, it deals that much damage to each player."


def run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


def aimed(*targets: str) -> TriggerChoices:
    return TriggerChoices(targets=targets)


# -- the parser ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "effect"),
    [
        (TAUNTER, DamageEffect(0, "target_opponent", that_much=True)),
        (MANIAC, DamageEffect(0, "target_opponent_or_walker", that_much=True)),
        (CAPTAIN, DamageEffect(0, "target_player", that_much=True)),
        (SPITTER, DamageEffect(2, "target_opponent_or_walker")),
        (SWINE, DamageEffect(0, "each_player", that_much=True)),
    ],
)
def test_parser_reads_damage_to_a_chosen_player(sentence: str, effect: DamageEffect) -> None:
    value = ability(sentence)
    assert value.events == ("dealt_damage",)
    assert value.effects == (effect,)


def test_parser_enchanted_creature_deals_it() -> None:
    # "it" of an Aura's trigger is the enchanted creature, the one dealt damage
    [effect] = ability(
        "Whenever enchanted creature is dealt damage, it deals that much damage to target player."
    ).effects
    assert effect == DamageEffect(0, "target_player", by_it=True, that_much=True)


# -- the rules -----------------------------------------------------------------


def test_510_3a_taunter_deals_the_damage_it_was_dealt_to_target_opponent() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    taunter = creature("taunter", "B", 1, 1, TAUNTER, blocking=("ogre",),
                       keywords=["indestructible"], choices=aimed("A"))  # fmt: skip
    board, events = run(ogre, taunter)
    assert board.player("A").life == 17  # the 3 damage the ogre dealt it (603.2)
    assert board.player("B").life == 20
    assert "target_chosen" in [e.kind for e in events]


def test_510_3a_taunter_control_not_dealt_damage() -> None:
    # control: the blocker it blocks has no power, so no damage is dealt to it
    # (120.8) and the ability does not trigger
    wall = creature("wall", "A", 0, 3, attacking="B")
    taunter = creature("taunter", "B", 1, 1, TAUNTER, blocking=("wall",), choices=aimed("A"))
    board, events = run(wall, taunter)
    assert board.player("A").life == 20
    assert "target_chosen" not in [e.kind for e in events]


def test_603_3d_target_opponent_is_not_its_own_controller() -> None:
    # "target opponent" can't be its controller (115.1, 102.2): the file's choice is refused
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    taunter = creature("taunter", "B", 1, 1, TAUNTER, blocking=("ogre",), choices=aimed("B"))
    with pytest.raises(ChoiceError):
        run(ogre, taunter)


def test_510_3a_maniac_can_aim_at_a_planeswalker() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    maniac = creature("maniac", "B", 1, 1, MANIAC, blocking=("ogre",), choices=aimed("jace"))
    jace = Permanent(id="jace", controller="A", types=frozenset({CardType.PLANESWALKER}),
                     counters=Counters(loyalty=4))  # fmt: skip
    board, _ = run(ogre, maniac, jace)
    assert board.permanent("jace").counters.loyalty == 1  # 3 loyalty counters removed (120.3c)
    assert board.player("A").life == 20


def test_510_3a_spitter_deals_two_whatever_it_was_dealt() -> None:
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    spitter = creature("spitter", "B", 3, 2, SPITTER, blocking=("ogre",), choices=aimed("A"))
    board, _ = run(ogre, spitter)
    assert board.player("A").life == 18
    assert board.permanent("spitter").zone.value == "graveyard"  # it still triggered (603.10)


def test_510_3a_spitter_control_unblocked() -> None:
    # control: unblocked, the attacker deals damage to the player, not to the spitter
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    spitter = creature("spitter", "B", 3, 2, SPITTER, choices=aimed("A"))
    board, _ = run(ogre, spitter)
    assert (board.player("A").life, board.player("B").life) == (20, 15)


def test_120_3_swine_deals_that_much_to_each_player() -> None:
    swine = creature("swine", "A", 4, 4, SWINE, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("swine",))
    board, _ = run(swine, bear)
    assert (board.player("A").life, board.player("B").life) == (18, 18)
    # control: a 0-power blocker deals no damage, nothing triggers
    wall = creature("wall", "B", 0, 5, blocking=("swine",))
    board, _ = run(swine, wall)
    assert (board.player("A").life, board.player("B").life) == (20, 20)


# -- Japanese --------------------------------------------------------------------


def test_japanese_rendering_of_damage_to_a_chosen_player() -> None:
    assert "対象の対戦相手にその点数に等しい" in describe_value(ability(TAUNTER), "ja")
    assert "各プレイヤー" in describe_value(ability(SWINE), "ja")
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    taunter = creature("taunter", "B", 1, 1, TAUNTER, blocking=("ogre",), choices=aimed("A"))
    board, events = run(ogre, taunter)
    chosen = next(e for e in events if e.kind == "target_chosen")
    assert describe_event(chosen, "ja", board=board).startswith("Aが")
