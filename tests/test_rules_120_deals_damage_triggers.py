"""Triggers on "deals damage" of any kind (issue 33: Vampiric Link, Spirit
Link, Curiosity): combat damage is damage (120.1, 510.2), so "whenever
enchanted creature deals damage (to a player / to an opponent / to a
creature)" triggers on the combat damage step's damage (603.2) and resolves
there (510.3a, mtgcombat.rules.triggers_damage). Each rules test has a
control where the line must not apply; the parser test reads each form and
its Japanese rendering."""

from __future__ import annotations

from typing import Any

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.abilities import BlockTrigger, DrawEffect, LifeEffect, TapEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

LINK = "Whenever enchanted creature deals damage, you gain that much life."
CURIOSITY = "Whenever enchanted creature deals damage to an opponent, you may draw a card."
TO_CREATURE = "Whenever equipped creature deals damage to a creature, tap that creature."
TO_PLAYER = "Whenever equipped creature deals damage to a player, that player loses 1 life."


def _trigger(sentence: str) -> BlockTrigger:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    return value


@pytest.mark.parametrize(
    ("sentence", "event", "effect", "ja"),
    [
        (LINK, "deals_damage", LifeEffect(1, "you", that_much=True), "ダメージを与えるたび"),
        (CURIOSITY, "deals_damage_to_opponent", DrawEffect(), "対戦相手にダメージを与えるたび"),
        (TO_CREATURE, "deals_damage_to_creature", TapEffect("other"), "クリーチャーにダメージ"),
        (
            TO_PLAYER,
            "deals_damage_to_player",
            LifeEffect(-1, "that_player"),
            "プレイヤーにダメージ",
        ),
    ],
)
def test_120_1_parser_reads_deals_damage_of_any_kind(
    sentence: str, event: str, effect: object, ja: str
) -> None:
    trigger = _trigger(sentence)
    assert trigger.events == (event,)
    assert trigger.subject is not None and trigger.subject.host
    assert trigger.effects == (effect,)
    assert "deals damage" in str(trigger) and "combat" not in str(trigger)
    words = describe_value(trigger, "ja")
    assert words.startswith("これがつけられているクリーチャーが") and ja in words
    assert "戦闘" not in words


def test_120_1_parser_that_player_needs_a_player_dealt_damage() -> None:
    # the control: "deals damage" may be to a creature, so "that player" is
    # not carried out (the trigger is recorded, not counted as modelled)
    parsed = parse_sentence(
        "Whenever enchanted creature deals damage, that player discards a card."
    )
    assert parsed.status == "recorded"


def _aura(host: str, text: str, controller: str = "A") -> Permanent:
    return Permanent(
        id="aura",
        controller=controller,
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to=host,
        abilities=frozenset({_trigger(text)}),
    )


def _creature(pid: str, controller: str, power: int, toughness: int, **fields: Any) -> Permanent:
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness, **fields)


def _run(*permanents: Permanent, package: str = "") -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    given = {"regular": package} if package else None
    result = resolve_combat(board, "current", given, auto=True, triggers=True)
    return result.board, result.events


def test_120_1_vampiric_link_gains_the_combat_damage_dealt_to_a_player() -> None:
    board, events = _run(_creature("bear", "A", 2, 2, attacking="B"), _aura("bear", LINK))
    assert (board.player("A").life, board.player("B").life) == (22, 18)
    assert "damage_ability_triggered" in [e.kind for e in events]
    # the control: the Aura on a creature that deals no damage
    board, _ = _run(
        _creature("bear", "A", 2, 2, attacking="B"), _creature("elf", "A", 1, 1), _aura("elf", LINK)
    )
    assert (board.player("A").life, board.player("B").life) == (20, 18)


def test_120_1_damage_to_a_creature_is_damage_too() -> None:
    # blocked by a 1/4 wall, the bear deals its 2 to the wall: A gains 2
    wall = _creature("wall", "B", 0, 4, blocking=("bear",))
    board, _ = _run(_creature("bear", "A", 2, 2, attacking="B"), wall, _aura("bear", LINK))
    assert board.player("A").life == 22
    # the control: to an opponent only, the damage to the wall triggers nothing
    board, events = _run(
        _creature("bear", "A", 2, 2, attacking="B"), wall, _aura("bear", CURIOSITY)
    )
    assert "damage_ability_triggered" not in [e.kind for e in events]


def test_603_3a_the_aura_s_controller_gains_the_life() -> None:
    # B's Spirit Link on A's attacker: B, the Aura's controller, gains the life (603.3a)
    board, _ = _run(_creature("bear", "A", 3, 3, attacking="B"), _aura("bear", LINK, "B"))
    assert (board.player("A").life, board.player("B").life) == (20, 20)


def test_120_1_to_an_opponent_draws_and_to_a_creature_taps() -> None:
    board, events = _run(_creature("bear", "A", 2, 2, attacking="B"), _aura("bear", CURIOSITY))
    assert "damage_ability_triggered" in [e.kind for e in events]
    sword = Permanent(
        id="sword",
        controller="A",
        types=frozenset({CardType.ARTIFACT}),
        subtypes=frozenset({"equipment"}),
        attached_to="bear",
        abilities=frozenset({_trigger(TO_CREATURE)}),
    )
    wall = _creature("wall", "B", 0, 4, blocking=("bear",))
    board, _ = _run(_creature("bear", "A", 2, 2, attacking="B"), wall, sword)
    assert board.permanent("wall").tapped and not board.permanent("bear").tapped
    # the control: unblocked, the bear damages no creature and nothing is tapped
    board, _ = _run(_creature("bear", "A", 2, 2, attacking="B"), _creature("wall", "B", 0, 4),
                    sword)  # fmt: skip
    assert not board.permanent("wall").tapped
