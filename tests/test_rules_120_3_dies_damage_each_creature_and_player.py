"""A trigger whose source deals damage to each creature and each player (or
each opponent) at once (issue 33): "When ~ dies, it deals 3 damage to each
creature and each player" (Magma Phoenix), "When ~ dies, ~ deals 1 damage
to each creature and each player" (Plague Spitter). The damage to the
creatures is marked on them and the damage to the players is life lost
(120.3a, 120.3e); no state-based action is checked until the ability has
resolved (704.3). The source that died deals it as it last existed
(608.2h). The dies trigger resolves in the combat damage step (510.3a,
603.3); the same wording on an attack or block trigger resolves in that
step. Each rules test has a control, in both rule sets."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import BlockTrigger, DamageEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

PHOENIX = "When ~ dies, it deals 3 damage to each creature and each player."
SPITTER = "When ~ dies, ~ deals 1 damage to each creature and each player."
OPPONENTS = "When ~ dies, it deals 2 damage to each creature with flying and each opponent."
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


def test_parser_reads_each_creature_and_each_player() -> None:
    for text, players in ((PHOENIX, "each_player"), (SPITTER, "each_player")):
        parsed = parse_sentence(text, name="Testcat")
        assert parsed.status == "modelled", text
        [ability] = parsed.traits.abilities
        assert isinstance(ability, BlockTrigger)
        creatures, each = ability.effects
        assert isinstance(creatures, DamageEffect) and isinstance(each, DamageEffect)
        assert (creatures.target, each.target) == ("each", players)
        assert creatures.amount == each.amount
    [ability] = parse_sentence(OPPONENTS, name="Testcat").traits.abilities
    assert isinstance(ability, BlockTrigger)
    assert [getattr(e, "target", "") for e in ability.effects] == ["each", "each_opponent"]
    assert "各プレイヤーに3点のダメージを与える" in describe_value(
        next(iter(parse_sentence(PHOENIX, name="Testcat").traits.abilities)), "ja"
    )
    # control: the same damage on entering the battlefield (before combat) is
    # still "no effect"; "each player" alone is read as before
    etb = "When ~ enters the battlefield, it deals 2 damage to each creature and each player."
    assert parse_sentence(etb, name="Testcat").status == "no_effect"


@pytest.mark.parametrize("rules", RULE_SETS)
def test_120_3_the_dead_phoenix_deals_damage_to_each_creature_and_player(rules: str) -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wurm = creature("wurm", "A", 4, 4, attacking="B")
    phoenix = creature("phoenix", "B", 3, 3, PHOENIX, blocking=("ogre",))
    bear = creature("bear", "B", 2, 2)
    board, events = run(rules, ogre, wurm, phoenix, bear)
    # the Phoenix and the ogre die in combat (704.5g); the wurm deals B 4;
    # then 3 to each creature still there (the wurm survives as a 4/4, the
    # bear dies) and to each player
    assert board.permanent("wurm").on_battlefield and board.permanent("wurm").damage == 3
    assert board.permanent("bear").zone.value == "graveyard"
    assert (board.player("A").life, board.player("B").life) == (17, 13)
    assert [e.kind for e in events].count("dies_ability_triggered") == 1
    # control: the Phoenix blocks a 1/1 and survives: nothing triggers
    small = creature("ogre", "A", 1, 1, attacking="B")
    board, events = run(rules, small, wurm, phoenix, bear)
    assert board.permanent("bear").on_battlefield
    assert (board.player("A").life, board.player("B").life) == (20, 16)
    assert "dies_ability_triggered" not in [e.kind for e in events]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_120_3_each_opponent_and_each_creature_with_flying(rules: str) -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    bird = creature("bird", "A", 2, 2, keywords=["flying"])
    bear = creature("bear", "A", 2, 2)
    imp = creature("imp", "B", 2, 2, OPPONENTS, blocking=("ogre",))
    board, _ = run(rules, ogre, bird, bear, imp)
    # 2 to the flier only, and to the opponent only (A): B keeps 20
    assert board.permanent("bird").zone.value == "graveyard"
    assert board.permanent("bear").on_battlefield and board.permanent("bear").damage == 0
    assert (board.player("A").life, board.player("B").life) == (18, 20)


def test_508_2a_the_same_damage_on_an_attack_trigger() -> None:
    attack = "Whenever ~ attacks, it deals 1 damage to each creature and each player."
    bear = creature("bear", "B", 1, 1)
    board = Board(
        (Player("A"), Player("B")), (creature("x", "A", 3, 3, attack, attacking="B"), bear), "A"
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("bear").zone.value == "graveyard"
    assert (after.player("A").life, after.player("B").life) == (19, 19)
    # control: a creature that does not attack does not trigger it
    idle = creature("x", "A", 3, 3, attack)
    after, _ = declare_attackers_triggers(board.with_permanents([idle, bear]), "current")
    assert after.permanent("bear").on_battlefield
    assert (after.player("A").life, after.player("B").life) == (20, 20)
