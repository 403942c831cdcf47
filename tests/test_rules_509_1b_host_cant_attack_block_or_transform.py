"""'Enchanted creature can't attack, block, or transform.' (Bound by Moonsilver;
issue 33, session 11): the host can't attack (508.1c) or block (509.1b);
transforming is never done in a combat the engine plays, so that part
changes nothing there. The control is the Aura on another creature."""

from __future__ import annotations

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.abilities import CantAttack, CantBlock, Selector
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

MOONSILVER = "Enchanted creature can't attack, block, or transform."


def test_509_1b_parser_reads_cant_attack_block_or_transform() -> None:
    parsed = parse_sentence(MOONSILVER)
    assert parsed.status == "modelled", parsed.error
    [static] = parsed.traits.statics
    assert getattr(static, "affected", None) == Selector(host=True)
    assert set(static.grants) == {CantAttack(), CantBlock()}  # type: ignore[union-attr]
    assert "ブロックできない" in describe_value(static, "ja")
    # the control: another third verb is not read
    assert parse_sentence("Enchanted creature can't attack, block, or explore.").status == (
        "unmodelled"
    )


def _board(host: str, *, bear_attacks: bool) -> Board:
    [static] = parse_sentence(MOONSILVER).traits.statics
    aura = Permanent(
        id="aura",
        controller="B",
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to=host,
        statics=(static,),
    )
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3,
                     attacking="B" if not bear_attacks else None)  # fmt: skip
    bear = Permanent(id="bear", controller="B" if not bear_attacks else "A", power=2,
                     toughness=2)  # fmt: skip
    wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    return apply_static_effects(Board((Player("A"), Player("B")), (ogre, bear, wall, aura), "A"))


def test_509_1b_the_enchanted_creature_cant_block() -> None:
    verdict = is_legal_blocks(
        _board("bear", bear_attacks=False), BlockDeclaration.parse("bear: ogre")
    )
    assert ("509.1b", "bear") in {(v.rule, v.objects[0]) for v in verdict.violations}
    # the control: the Aura on the wall; the bear may block
    assert is_legal_blocks(
        _board("wall", bear_attacks=False), BlockDeclaration.parse("bear: ogre")
    ).legal


def test_508_1c_the_enchanted_creature_cant_attack() -> None:
    verdict = is_legal_attacks(
        _board("bear", bear_attacks=True), AttackDeclaration.parse("bear: B")
    )
    assert "508.1c" in {v.rule for v in verdict.violations}
    # the control: the Aura on the wall; the bear may attack
    assert is_legal_attacks(
        _board("wall", bear_attacks=True), AttackDeclaration.parse("bear: B")
    ).legal
