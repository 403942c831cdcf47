"""Triggered abilities an Aura, an Equipment or a lord grants in quotes
(613.1f, layer 6: 'Enchanted creature has "Whenever this creature deals
combat damage to a player, ..."'): the permanent that gains one has it as
if printed, so it triggers on its own attack, block or damage (603.2) and
resolves (508.2a, 509.2a, 510.3a). Each rules test has a control where the
line must not apply; the parser test reads the form and renders it in
Japanese."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.abilities import BlockTrigger, Selector
from mtgcombat.core.model import Board, CardType, Permanent, Player, evolve
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

DAMAGE = (
    'Enchanted creature has "Whenever this creature deals combat damage to a player, '
    'you gain 2 life."'
)
BLOCKS = 'Equipped creature has "Whenever this creature blocks, it gets +0/+2 until end of turn."'


@pytest.mark.parametrize(("sentence", "event"), [(DAMAGE, "combat_damage_to_player"),
                                                 (BLOCKS, "blocks")])  # fmt: skip
def test_613_1f_parser_reads_a_granted_trigger(sentence: str, event: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed.error
    [static] = parsed.traits.statics
    assert getattr(static, "affected", None) == Selector(host=True)
    [granted] = static.grants  # type: ignore[union-attr]
    assert isinstance(granted, BlockTrigger) and granted.events == (event,)
    assert granted.subject is None  # "this creature": the permanent that has it
    assert "これがつけられているクリーチャー" in describe_value(static, "ja")


def test_613_1f_control_a_quoted_ability_not_carried_out_is_refused() -> None:
    parsed = parse_sentence(
        'Enchanted creature has "Whenever this creature deals combat damage to a player, populate."'
    )
    assert parsed.status == "unmodelled"


def _attached(pid: str, host: str, sentence: str, subtype: str) -> Permanent:
    [static] = parse_sentence(sentence).traits.statics
    return Permanent(
        id=pid,
        controller="A",
        types=frozenset({CardType.ARTIFACT if subtype == "equipment" else CardType.ENCHANTMENT}),
        subtypes=frozenset({subtype}),
        attached_to=host,
        statics=(static,),
    )


def _run(*permanents: Permanent) -> Board:
    board = apply_static_effects(Board((Player("A"), Player("B")), tuple(permanents), "A"))
    return resolve_combat(board, "current", None, auto=True, triggers=True).board


def test_510_3a_a_granted_combat_damage_trigger_resolves() -> None:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    board = _run(bear, elf, _attached("aura", "bear", DAMAGE, "aura"))
    assert (board.player("A").life, board.player("B").life) == (22, 18)
    # the control: the Aura on a creature that deals no combat damage
    board = _run(bear, elf, _attached("aura", "elf", DAMAGE, "aura"))
    assert (board.player("A").life, board.player("B").life) == (20, 18)


def test_509_2a_a_granted_block_trigger_resolves() -> None:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
    elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    sword = _attached("sword", "bear", BLOCKS, "equipment")
    board = _run(ogre, bear, elf, evolve(sword, controller="B"))
    assert board.permanent("bear").on_battlefield  # a 2/4 until end of turn: 3 is not lethal
    # the control: equipped to a creature that does not block, the bear dies
    board = _run(
        ogre, bear, elf, evolve(_attached("sword", "elf", BLOCKS, "equipment"), controller="B")
    )
    assert not board.permanent("bear").on_battlefield
