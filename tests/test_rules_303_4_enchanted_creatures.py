"""The group "enchanted creatures you control" / "creatures you control that
are enchanted" (303.4: a creature with an Aura attached; issue 33: Auras such
as Ancestral Mask's kin, Sigil of the Empty Throne's kin): from the sentence
to the value, its Japanese rendering, and the outcome it changes, with a
control where it must not apply."""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import Selector
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence

_HEAD = """
active_player = "A"
[players.A]
[players.B]
"""

LORD = "Creatures you control that are enchanted get +1/+1."


@pytest.mark.parametrize(
    "sentence",
    [
        LORD,
        "Enchanted creatures you control get +1/+1.",
        "Creatures you control that are enchanted have flying.",
    ],
)
def test_303_4_parser_reads_enchanted_creatures_you_control(sentence: str) -> None:
    parsed = parse_sentence(sentence, name="Testcard")
    assert parsed.status == "modelled", parsed.error
    [static] = parsed.traits.statics
    selector = getattr(static, "affected", None)
    assert isinstance(selector, Selector)
    assert selector.enchanted and selector.controller == "you" and not selector.host
    assert str(static).startswith("enchanted creatures you control: ")
    assert ability_from_json(ability_to_json(static)) == static
    assert describe_value(static, "ja").startswith(
        "あなたがコントロールするエンチャントされているクリーチャー："
    )


def _perm(pid: str, controller: str, power: int, toughness: int, extra: str = "") -> str:
    return (
        f'[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"\n'
        f"power = {power}\ntoughness = {toughness}\n{extra}\n"
    )


def _aura(host: str, controller: str = "A") -> str:
    return (
        f'[[permanents]]\nid = "aura_{host}"\ncontroller = "{controller}"\n'
        f'types = ["enchantment"]\nsubtypes = ["Aura"]\nattached_to = "{host}"\n'
    )


def _board(*perms: str) -> Board:
    return apply_static_effects(parse_scenario(_HEAD + "".join(perms), source="t.toml").board)


def test_303_4_enchanted_creatures_you_control_get_a_bonus() -> None:
    lord = _perm("lord", "A", 1, 1, f'abilities = ["{LORD}"]')
    knight = _perm("knight", "A", 2, 2, 'attacking = "B"')
    wall = _perm("wall", "B", 0, 3, 'blocking = ["knight"]')
    board = _board(lord, knight, _aura("knight"), wall)
    assert board.permanent("knight").current_power == 3
    result = resolve_combat(board, RuleSet.CURRENT, auto=True)
    assert result.board.permanent("wall").zone.value == "graveyard"
    # the control: no Aura on the knight, the wall lives
    result = resolve_combat(_board(lord, knight, wall), RuleSet.CURRENT, auto=True)
    assert result.board.permanent("wall").zone.value == "battlefield"


def test_303_4_control_an_equipment_or_an_opponent_s_creature_is_not_counted() -> None:
    lord = _perm("lord", "A", 1, 1, f'abilities = ["{LORD}"]')
    knight = _perm("knight", "A", 2, 2)
    sword = (
        '[[permanents]]\nid = "sword"\ncontroller = "A"\ntypes = ["artifact"]\n'
        'subtypes = ["Equipment"]\nattached_to = "knight"\n'
    )
    ogre = _perm("ogre", "B", 3, 3)
    board = _board(lord, knight, sword, ogre, _aura("ogre", "B"))
    assert board.permanent("knight").current_power == 2  # an Equipment is no Aura (301.5)
    assert board.permanent("ogre").current_power == 3  # the opponent's creature
