"""120.3: a spell's damage to groups of permanents and to players in one
instruction: "~ deals 3 damage to each blocking creature and each blocked
creature." (Warpath), "~ deals 2 damage to each attacking creature and 1
damage to you and each creature you control." (Hail Storm), "~ deals 4
damage to each player." (Flame Rift), "~ deals 1 damage to each creature you
don't control." (Barrage of Boulders; a teammate's creature too, 102.2),
"~ deals 3 damage to each opponent and you gain 3 life." (Creeping Chill).
Each recipient is dealt the damage once (issue 33, session 13). Real cards'
texts; each rules test with its control."""

from __future__ import annotations

import pytest

from helpers import creature_card, instants_catalog
from mtgcombat.core.abilities import Selector
from mtgcombat.core.model import Board, Player, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_group_damage import GroupsDamageEffect, apply_groups_damage
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_values import SpellError
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Warpath": "Warpath deals 3 damage to each blocking creature and each blocked creature.",
    "Hail Storm": (
        "Hail Storm deals 2 damage to each attacking creature and 1 damage to you and each "
        "creature you control."
    ),
    "Flame Rift": "Flame Rift deals 4 damage to each player.",
    "Barrage of Boulders": (
        "Barrage of Boulders deals 1 damage to each creature you don't control."
    ),
    "Creeping Chill": "Creeping Chill deals 3 damage to each opponent and you gain 3 life.",
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "y"
controller = "A"
power = 1
toughness = 1
attacking = "B"
[[permanents]]
id = "z"
controller = "B"
power = 1
toughness = 4
blocking = ["x"]
"""


def _run(card: str, *, controller: str = "B"):  # type: ignore[no-untyped-def]
    entry = (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\n'
        f'controller = "{controller}"\n'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_groups_and_players_are_read() -> None:
    # the parser test of the forms, and their JSON (the parse cache)
    for name, text in CARDS.items():
        spell = parse_spell(text.replace(name, "~"))
        assert spell.target is None
        assert spell_from_json(spell_to_json(spell)) == spell
    hail = parse_spell(CARDS["Hail Storm"].replace("Hail Storm", "~")).effects
    assert [type(e).__name__ for e in hail] == ["GroupsDamageEffect"] * 2
    assert hail[1].players == "you"  # type: ignore[union-attr]
    # control: two kinds of players in one list are refused, not guessed
    with pytest.raises(SpellError):
        parse_spell("~ deals 2 damage to each opponent and you.")
    # control: a sentence the other forms read reads as before
    before = parse_spell("~ deals 2 damage to each creature and each player.").effects
    assert type(before[0]).__name__ == "EachDamageEffect"


def test_120_3_warpath_blocking_and_blocked_not_unblocked() -> None:
    result = _run("Warpath")
    assert result.board.permanent("x").zone is Zone.GRAVEYARD  # blocked: dealt 3
    assert result.board.permanent("z").damage == 3  # blocking: dealt 3, x dealt it none
    # control: the unblocked attacker is dealt nothing and deals B its 1
    assert result.board.permanent("y").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 19


def test_120_3_hail_storm_attackers_then_you_and_yours() -> None:
    result = _run("Hail Storm")
    assert result.board.permanent("y").zone is Zone.GRAVEYARD  # attacking: 2
    assert result.board.permanent("x").damage == 2 + 1  # 2 from the spell, 1 from z
    assert result.board.player("B").life == 19  # the spell's 1 to its caster
    assert result.board.permanent("z").damage == 1 + 3  # the spell's 1, then x's 3: dies
    assert result.board.permanent("z").zone is Zone.GRAVEYARD
    # control: cast by A, "you" and "creatures you control" are A's: the
    # attackers are dealt 2 + 1, B and its blocker nothing from the spell
    result = _run("Hail Storm", controller="A")
    assert result.board.player("A").life == 19
    assert result.board.player("B").life == 20
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    assert result.board.permanent("z").damage == 0


def test_120_3_each_player() -> None:
    result = _run("Flame Rift")
    assert result.board.player("A").life == 16
    assert result.board.player("B").life == 16 - 1  # y unblocked
    # control: no creature is dealt damage
    assert result.board.permanent("y").damage == 0


def test_120_3_each_creature_you_dont_control() -> None:
    result = _run("Barrage of Boulders")
    assert result.board.permanent("y").zone is Zone.GRAVEYARD
    assert result.board.permanent("x").damage == 1 + 1
    # control: the caster's own creature is dealt none by the spell
    assert result.board.permanent("z").zone is Zone.BATTLEFIELD
    assert result.board.permanent("z").damage == 3  # x's combat damage only


def test_102_2_you_dont_control_includes_a_teammates_creature() -> None:
    players = (Player("A"), Player("A2"), Player("B"), Player("B2"))
    mate = creature_card("mate", "A2", power=1, toughness=1)
    foe = creature_card("foe", "B", power=1, toughness=1)
    mine = creature_card("mine", "A", power=1, toughness=1)
    board = Board(players, (mate, foe, mine), "A", teams=(("A", "A2"), ("B", "B2")))
    effect = GroupsDamageEffect(1, others=(Selector(),))
    after, _ = apply_groups_damage(board, effect, "A", "mine")
    assert after.permanent("mate").damage == after.permanent("foe").damage == 1
    # control: "creatures your opponents control" leaves the teammate's out
    effect = GroupsDamageEffect(1, (Selector(controller="opponent"),))
    after, _ = apply_groups_damage(board, effect, "A", "mine")
    assert (after.permanent("mate").damage, after.permanent("foe").damage) == (0, 1)


def test_120_3_each_opponent_and_you_gain_life() -> None:
    result = _run("Creeping Chill")
    assert result.board.player("A").life == 17
    assert result.board.player("B").life == 20 + 3 - 1
    # control: cast by A, B is the opponent
    result = _run("Creeping Chill", controller="A")
    assert result.board.player("A").life == 23
    assert result.board.player("B").life == 20 - 3 - 1
