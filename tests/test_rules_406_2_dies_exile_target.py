"""A trigger on a death that exiles a target (issue 33, session 12): "When
~ dies, exile target permanent" (Archon of Justice), "When ~ enters the
battlefield or dies, exile target permanent" (Ashen Rider). The target is
any permanent its words match (115.1), chosen from ``choices.targets`` as
the ability goes on the stack (603.3d); the ability resolves in the combat
damage step of the death (510.3a, 603.3), so an attacker exiled after the
first-strike step leaves combat (406.2, 506.4) and deals no damage in the
regular step. Each rules test has a control, in both rule sets."""

from __future__ import annotations

import pytest

from helpers import creature, modelled_abilities, two_player_board
from mtgcombat.core.basics import CardType
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.triggers import ChoiceError
from mtgcombat.text import parse_sentence

ARCHON = "When ~ dies, exile target permanent."
RULE_SETS = ("current", "2023")


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (ARCHON, "whenever this creature dies, exile a target among permanents"),
        (
            "When ~ enters the battlefield or dies, exile target permanent.",
            "whenever this creature enters the battlefield or dies, exile a target among"
            " permanents",
        ),
        (
            "When ~ dies, exile target creature an opponent controls.",
            "whenever this creature dies, exile a target among creatures an opponent controls",
        ),
        (
            "When ~ dies, exile target artifact or enchantment.",
            "whenever this creature dies, exile a target among artifacts and/or enchantments",
        ),
    ],
)
def test_parse_a_dies_trigger_that_exiles_a_target(sentence: str, text: str) -> None:
    [ability] = modelled_abilities(sentence)
    assert str(ability) == text


def test_parse_exile_target_in_japanese() -> None:
    [ability] = modelled_abilities(ARCHON)
    assert "追放する" in describe_value(ability, "ja")
    assert "対象" in describe_value(ability, "ja")


def test_parse_a_card_in_a_graveyard_is_not_read_as_a_permanent() -> None:
    # control: a card exiled from a graveyard (Ruin Rat) is off the board;
    # the sentence is not read as a permanent exiled
    parsed = parse_sentence("When ~ dies, exile target card from an opponent's graveyard.")
    assert parsed.status != "modelled" or not parsed.traits.abilities


# -- 406.2, 506.4: the attacker exiled after the first-strike step ---------------


def _board(target: str) -> Board:
    # A's 4/3 first striker kills B's 4/4 archon in the first-strike step;
    # A's 6/6 ogre is blocked by B's 0/6 wall
    knight = creature("knight", "A", 4, 3, *modelled_abilities("First strike"), attacking="B")
    ogre = creature("ogre", "A", 6, 6, attacking="B")
    rod = Permanent(id="rod", controller="A", types=frozenset({CardType.ARTIFACT}))
    archon = creature(
        "archon", "B", 4, 4, *modelled_abilities(ARCHON, name="Archon"),
        blocking=("knight",), choices=TriggerChoices(targets=(target,)),
    )  # fmt: skip
    wall = creature("wall", "B", 0, 6, blocking=("ogre",))
    return two_player_board(knight, ogre, rod, archon, wall)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_406_2_the_exiled_ogre_deals_no_damage_in_the_regular_step(rules: str) -> None:
    result = resolve_combat(_board("ogre"), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("archon").zone.value == "graveyard"
    assert board.permanent("ogre").zone.value == "exile"
    wall = board.permanent("wall")
    assert wall.zone.value == "battlefield" and wall.damage == 0
    assert [e.rule for e in result.events if e.kind == "exiled_by_effect"] == ["406.2"]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_406_2_control_the_artifact_exiled_the_ogre_kills_the_wall(rules: str) -> None:
    result = resolve_combat(_board("rod"), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("rod").zone.value == "exile"
    assert board.permanent("ogre").zone.value == "battlefield"
    assert board.permanent("wall").zone.value == "graveyard"


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_3d_a_player_is_not_a_permanent(rules: str) -> None:
    with pytest.raises(ChoiceError, match=r"603\.3d"):
        resolve_combat(_board("A"), rules, auto=True, triggers=True)
