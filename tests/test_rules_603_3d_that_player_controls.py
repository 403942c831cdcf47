"""Targets and groups among the permanents of the player a combat damage
trigger dealt damage to (issue 33, session 9): "whenever ~ deals combat
damage to a player, you may destroy target artifact that player controls"
(Rustmouth Ogre), "... destroy target artifact or enchantment that player
controls" (Trygon Predator), "... you may have it deal that much damage to
target creature that player controls" (Mordant Dragon), "... return target
creature that player controls to its owner's hand" (Mistblade Shinobi),
"... it deals 1 damage to each creature that player controls" (Shockmaw
Dragon). The ability triggers on the damage (603.2) and resolves in that
step (510.3a); its target is chosen as it is put on the stack among the
permanents of that player (603.3d, 115.1), a noncreature one too, and
checked again as it resolves (608.2b). Each rules test is named by its rule
and has a control."""

from __future__ import annotations

from typing import Final

import pytest

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import DamageEffect, DestroyEffect, ReturnToHandEffect, Selector
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.input_errors import parse_reason
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import SPELL_THAT_PLAYER, SpellError, parse_spell

OGRE = (
    "Whenever ~ deals combat damage to a player, you may destroy target artifact that player "
    "controls."
)
TRYGON = (
    "Whenever ~ deals combat damage to a player, you may destroy target artifact or "
    "enchantment that player controls."
)
MORDANT = (
    "Whenever ~ deals combat damage to a player, you may have it deal that much damage "
    "to target creature that player controls."
)
SHINOBI = (
    "Whenever ~ deals combat damage to a player, you may return target creature that player "
    "controls to its owner's hand."
)
SHOCKMAW = (
    "Whenever ~ deals combat damage to a player, it deals 1 damage to each creature that "
    "player controls."
)

THEIRS: Final = "that_player"


def run(
    *permanents: Permanent, players: tuple[str, ...] = ("A", "B")
) -> tuple[Board, tuple[Event, ...]]:
    board = Board(tuple(Player(p) for p in players), tuple(permanents), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


def aimed(*targets: str, may: bool = True) -> TriggerChoices:
    return TriggerChoices(targets=targets, may=may)


def thing(pid: str, controller: str, *types: CardType) -> Permanent:
    return Permanent(id=pid, controller=controller, types=frozenset(types))


def bear(
    pid: str, controller: str, power: int = 2, toughness: int = 2, **fields: object
) -> Permanent:
    return creature(pid, controller, power, toughness, **fields)


# -- the parser ----------------------------------------------------------------


def test_parser_reads_that_player_controls_as_the_targets_controller() -> None:
    [effect] = ability(OGRE).effects
    assert effect == DestroyEffect(
        "target", target_filter=Selector(types=frozenset({"artifact"}), controller=THEIRS)
    )
    assert ability(OGRE).optional


def test_parser_reads_either_kind_with_one_controller() -> None:
    [effect] = ability(TRYGON).effects
    assert isinstance(effect, DestroyEffect)
    wanted = effect.target_filter
    assert wanted is not None
    # one target of either kind (115.1); the controller written after the
    # last kind is every kind's
    assert [s.types for s in wanted.any_of] == [frozenset({"artifact"}), frozenset({"enchantment"})]
    assert all(s.controller == THEIRS for s in wanted.any_of)


def test_parser_reads_that_much_damage_and_each_creature() -> None:
    [dealt] = ability(MORDANT).effects
    assert isinstance(dealt, DamageEffect) and dealt.that_much and dealt.target == "target"
    [each] = ability(SHOCKMAW).effects
    assert isinstance(each, DamageEffect) and each.target == "each"
    assert each.target_filter == Selector(controller=THEIRS)
    [back] = ability(SHINOBI).effects
    assert back == ReturnToHandEffect("target", Selector(controller=THEIRS))


@pytest.mark.parametrize(
    "sentence",
    [
        # no player dealt damage: "that player" names nobody the rules know
        "Whenever ~ attacks, destroy target artifact that player controls.",
        "Whenever ~ is dealt damage, destroy target artifact that player controls.",
        # an effect that would not read the selector: refused, never silently less
        "Whenever ~ deals combat damage to a player, tap each creature that player controls.",
    ],
)
def test_parser_refuses_that_player_where_the_rules_cannot_read_it(sentence: str) -> None:
    assert parse_sentence(sentence, name="Grim Hero").status in ("unmodelled", "recorded")


def test_japanese_rendering_names_that_player() -> None:
    assert "そのプレイヤーがコントロールするアーティファクト" in describe_value(ability(OGRE), "ja")
    assert "そのプレイヤーがコントロールするクリーチャー" in describe_value(ability(SHOCKMAW), "ja")


# -- the rules -----------------------------------------------------------------


def test_603_3d_ogre_destroys_a_noncreature_artifact_of_the_player_it_damaged() -> None:
    ogre = creature("ogre", "A", 5, 4, OGRE, attacking="B", choices=aimed("rock"))
    board, events = run(
        ogre, thing("rock", "B", CardType.ARTIFACT), thing("mine", "A", CardType.ARTIFACT)
    )
    assert board.permanent("rock").zone.value == "graveyard"  # 701.8a
    assert board.permanent("mine").zone.value == "battlefield"
    assert board.player("B").life == 15
    assert "target_chosen" in [e.kind for e in events]


def test_603_3d_ogre_control_its_own_artifact_is_not_that_players() -> None:
    # control: an artifact its controller controls is no legal target (115.1)
    ogre = creature("ogre", "A", 5, 4, OGRE, attacking="B", choices=aimed("mine"))
    with pytest.raises(ChoiceError, match="that player controls"):
        run(ogre, thing("rock", "B", CardType.ARTIFACT), thing("mine", "A", CardType.ARTIFACT))


def test_603_2_ogre_control_blocked_it_deals_no_damage_to_a_player() -> None:
    # control: blocked, it deals its damage to the blocker, and nothing triggers
    ogre = creature("ogre", "A", 5, 4, OGRE, attacking="B", choices=aimed("rock"))
    wall = bear("wall", "B", 0, 8, blocking=("ogre",))
    board, events = run(ogre, wall, thing("rock", "B", CardType.ARTIFACT))
    assert board.permanent("rock").zone.value == "battlefield"
    assert "target_chosen" not in [e.kind for e in events]


def test_603_5_ogre_control_declined() -> None:
    # control: "you may" declined as it resolves (603.5)
    ogre = creature("ogre", "A", 5, 4, OGRE, attacking="B", choices=aimed("rock", may=False))
    board, _ = run(ogre, thing("rock", "B", CardType.ARTIFACT))
    assert board.permanent("rock").zone.value == "battlefield"


def test_603_3d_that_player_is_the_one_dealt_damage_among_opponents() -> None:
    # three players: the ogre attacks B; C's artifact is not "that player's"
    ogre = creature("ogre", "A", 5, 4, OGRE, attacking="B", choices=aimed("theirs"))
    with pytest.raises(ChoiceError):
        run(ogre, thing("rock", "B", CardType.ARTIFACT), thing("theirs", "C", CardType.ARTIFACT),
            players=("A", "B", "C"))  # fmt: skip
    ogre = creature("ogre", "A", 5, 4, OGRE, attacking="B", choices=aimed("rock"))
    board, _ = run(ogre, thing("rock", "B", CardType.ARTIFACT),
                   thing("theirs", "C", CardType.ARTIFACT), players=("A", "B", "C"))  # fmt: skip
    assert board.permanent("rock").zone.value == "graveyard"
    assert board.permanent("theirs").zone.value == "battlefield"


def test_603_3d_trygon_destroys_an_enchantment_but_cannot_aim_at_a_creature() -> None:
    trygon = creature("trygon", "A", 1, 3, TRYGON, attacking="B", choices=aimed("aura"))
    board, _ = run(trygon, thing("aura", "B", CardType.ENCHANTMENT), bear("elf", "B"))
    assert board.permanent("aura").zone.value == "graveyard"
    # control: a creature is neither kind
    trygon = creature("trygon", "A", 1, 3, TRYGON, attacking="B", choices=aimed("elf"))
    with pytest.raises(ChoiceError):
        run(trygon, thing("aura", "B", CardType.ENCHANTMENT), bear("elf", "B"))


def test_510_3a_mordant_dragon_deals_the_damage_it_dealt_to_the_target() -> None:
    dragon = creature("dragon", "A", 5, 5, MORDANT, attacking="B", choices=aimed("golem"))
    golem = bear("golem", "B", 4, 5)
    board, _ = run(dragon, golem)
    assert board.player("B").life == 15
    assert board.permanent("golem").zone.value == "graveyard"  # 5 damage, toughness 5 (704.5g)
    # control: a golem with toughness 6 survives the 5 damage
    dragon = creature("dragon", "A", 5, 5, MORDANT, attacking="B", choices=aimed("golem"))
    board, _ = run(dragon, bear("golem", "B", 4, 6))
    assert board.permanent("golem").zone.value == "battlefield"
    assert board.permanent("golem").damage == 5


def test_603_3d_shinobi_returns_that_players_creature() -> None:
    shinobi = creature("shinobi", "A", 1, 1, SHINOBI, attacking="B", choices=aimed("elf"))
    board, _ = run(shinobi, bear("elf", "B"), bear("mine", "A"))
    assert board.permanent("elf").zone.value == "hand"
    # control: its controller's own creature is not that player's
    shinobi = creature("shinobi", "A", 1, 1, SHINOBI, attacking="B", choices=aimed("mine"))
    with pytest.raises(ChoiceError):
        run(shinobi, bear("elf", "B"), bear("mine", "A"))


def test_510_3a_shockmaw_deals_damage_to_each_creature_of_that_player_only() -> None:
    dragon = creature("dragon", "A", 4, 4, SHOCKMAW, attacking="B")
    board, _ = run(dragon, bear("elf", "B", 1, 1), bear("ox", "B", 2, 4), bear("mine", "A", 1, 1))
    assert board.permanent("elf").zone.value == "graveyard"
    assert board.permanent("ox").damage == 1
    assert board.permanent("mine").zone.value == "battlefield"  # control: its own creature
    assert board.permanent("mine").damage == 0


def test_the_refusal_is_said_in_japanese() -> None:
    parsed = parse_sentence(
        "Whenever ~ attacks, destroy target artifact that player controls.", name="Grim Hero"
    )
    assert parsed.status == "unmodelled"
    assert parse_reason(parsed.error, "ja").startswith(
        "ダメージを与えられたプレイヤーがいない「そのプレイヤーがコントロールする」"
    )


def test_a_spell_naming_that_player_is_not_carried_out() -> None:
    # Mutiny: a spell's values know no "that player"; refused, never modelled
    mutiny = (
        "Target creature an opponent controls deals damage equal to its power to another "
        "target creature that player controls."
    )
    with pytest.raises(SpellError, match="that player controls"):
        parse_spell(mutiny)
    card = read_spell_card(mutiny, "Mutiny")
    assert not card.fully_modelled
    # control: the same spell's first half alone is read
    assert parse_spell("Target creature an opponent controls gets -1/-1 until end of turn.")
    assert "そのプレイヤーがコントロールする" in parse_reason(SPELL_THAT_PLAYER, "ja")


SCARAB = (
    "Whenever ~ becomes blocked, you may destroy target artifact or enchantment defending "
    "player controls."
)


def test_603_3d_either_kind_after_a_block_trigger() -> None:
    # Rust Scarab: the same either-kind target in a trigger of the declare blockers step
    scarab = creature("x", "A", 1, 5, SCARAB, attacking="B", choices=aimed("arena"))
    blocker = bear("bear", "B", blocking=("x",))
    board, _ = run(scarab, blocker, thing("arena", "B", CardType.ENCHANTMENT))
    assert board.permanent("arena").zone.value == "graveyard"
    # control: a creature is neither an artifact nor an enchantment
    scarab = creature("x", "A", 1, 5, SCARAB, attacking="B", choices=aimed("other"))
    with pytest.raises(ChoiceError):
        run(scarab, bear("bear", "B", blocking=("x",)), bear("other", "B"),
            thing("arena", "B", CardType.ENCHANTMENT))  # fmt: skip
