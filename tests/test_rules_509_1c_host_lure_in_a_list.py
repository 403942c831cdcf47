"""A Lure requirement in a list of what an Aura gives its host (509.1c; issue 33,
session 11): "Enchanted creature gets +4/+4 and has first strike, and all creatures
able to block it do so." (Indrik Umbra). The host gets the power, the keyword and
the requirement; the control is the Aura on a creature that does not attack."""

from __future__ import annotations

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.abilities import Keyword, Lure, Selector
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

UMBRA = (
    "Enchanted creature gets +4/+4 and has first strike, and all creatures able to block it do so."
)


def test_509_1c_parser_reads_the_lure_in_a_list_of_grants() -> None:
    parsed = parse_sentence(UMBRA)
    assert parsed.status == "modelled", parsed.error
    [static] = parsed.traits.statics
    assert getattr(static, "affected", None) == Selector(host=True)
    assert set(static.grants) == {Keyword.FIRST_STRIKE, Lure()}  # type: ignore[union-attr]
    assert (static.power, static.toughness) == (4, 4)  # type: ignore[union-attr]
    assert "ブロック" in describe_value(static, "ja")
    # the control: another clause after the list is still not read
    unless = UMBRA.removesuffix(".") + " unless they pay {1}."
    assert parse_sentence(unless).status == "unmodelled"


def _board(host: str) -> Board:
    [static] = parse_sentence(UMBRA).traits.statics
    aura = Permanent(
        id="umbra",
        controller="A",
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to=host,
        statics=(static,),
    )
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    goblin = Permanent(id="goblin", controller="B", power=1, toughness=1)
    return apply_static_effects(
        Board((Player("A"), Player("B")), (bear, elf, wall, goblin, aura), "A")
    )


def test_509_1c_every_creature_able_to_block_the_host_must() -> None:
    board = _board("bear")
    none = is_legal_blocks(board, BlockDeclaration.parse(""))
    assert {(v.rule, v.code) for v in none.violations} == {("509.1c", "requirements_not_maximal")}
    assert is_legal_blocks(board, BlockDeclaration.parse("wall: bear; goblin: bear")).legal
    # the control: the Umbra on the elf, which does not attack: no block is required
    assert is_legal_blocks(_board("elf"), BlockDeclaration.parse("")).legal
