"""Attack and block taxes that hold under a condition (611.3a), Archangel of
Tithes: "As long as ~ is untapped, creatures can't attack you or planeswalkers
you control unless their controller pays {1} for each of those creatures."
(508.1g-h) and "As long as ~ is attacking, creatures can't block unless their
controller pays {1} for each of those creatures." (509.1d: a cost for each
creature that blocks, whoever controls it)."""

from __future__ import annotations

from typing import Any

from helpers import creature
from mtgcombat.core.abilities import AttackTax, BlockCost, StaticEffect
from mtgcombat.core.model import Board, Counters, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attacks import tax_of
from mtgcombat.rules.blocks import BlockDeclaration, block_cost, is_legal_blocks
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import bind_self, parse_sentence

UNTAPPED = (
    "As long as ~ is untapped, creatures can't attack you or planeswalkers you control "
    "unless their controller pays {1} for each of those creatures."
)
ATTACKING = (
    "As long as ~ is attacking, creatures can't block unless their controller pays {1} "
    "for each of those creatures."
)


def _archangel(controller: str, **fields: Any) -> Any:
    statics: list[Any] = []
    for sentence in (UNTAPPED, ATTACKING):
        parsed = parse_sentence(sentence, name="Archangel of Tithes")
        assert parsed.status == "modelled", parsed.error
        statics.extend(parsed.traits.statics)
    return creature("angel", controller, 3, 5, statics=bind_self(tuple(statics), "angel"), **fields)


def _board(*perms: Any) -> Board:
    return apply_static_effects(Board((Player("A"), Player("B")), perms, "A"))


def test_611_3a_parser_gives_each_rule_under_its_condition() -> None:
    untapped, attacking = (
        parse_sentence(s, name="Archangel of Tithes").traits.statics[0]
        for s in (UNTAPPED, ATTACKING)
    )
    assert isinstance(untapped, StaticEffect) and untapped.condition is not None
    assert untapped.grants == (AttackTax(1, planeswalkers=True),)
    assert isinstance(attacking, StaticEffect) and attacking.condition is not None
    assert attacking.grants == (BlockCost(1, everyone=True),)
    assert "ブロックできない" in describe_value(attacking, "ja")


def test_508_1g_an_untapped_archangel_taxes_each_attacker() -> None:
    ogre = creature("ogre", "A", 3, 3)
    board = _board(ogre, _archangel("B"))
    assert tax_of(board, board.permanent("ogre"), "B") == 1


def test_508_1g_control_a_tapped_archangel_taxes_nothing() -> None:
    ogre = creature("ogre", "A", 3, 3)
    board = _board(ogre, _archangel("B", tapped=True))
    assert tax_of(board, board.permanent("ogre"), "B") == 0


def test_509_1d_each_blocker_pays_while_the_archangel_attacks() -> None:
    board = _board(
        _archangel("A", attacking="B"), creature("b1", "B", 2, 2), creature("b2", "B", 1, 1)
    )
    assert (block_cost(board, "b1"), block_cost(board, "b2")) == (1, 1)
    verdict = is_legal_blocks(
        board, BlockDeclaration.parse("b1: angel; b2: angel"), RuleSet.CURRENT
    )
    assert verdict.legal and verdict.cost == 2


def test_509_1d_control_not_attacking_no_block_costs_anything() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board = _board(ogre, _archangel("A"), creature("b1", "B", 2, 2))
    assert block_cost(board, "b1") == 0
    verdict = is_legal_blocks(board, BlockDeclaration.parse("b1: ogre"), RuleSet.CURRENT)
    assert verdict.legal and verdict.cost == 0


def test_509_1d_a_creature_that_must_block_need_not_pay_the_tax() -> None:
    """509.1c: a requirement that would need a cost paid is not required."""
    lure = parse_sentence("All creatures able to block ~ do so.", name="Lure").traits
    angel = _archangel("A", attacking="B")
    angel = creature(
        "angel",
        "A",
        3,
        5,
        attacking="B",
        statics=angel.statics,
        block_rules=lure.block_rules,
    )
    board = _board(angel, creature("b1", "B", 2, 2))
    verdict = is_legal_blocks(board, BlockDeclaration(), RuleSet.CURRENT)
    assert verdict.legal


NILS = (
    "Each creature with one or more counters on it can't attack you or planeswalkers you "
    "control unless its controller pays {X}, where X is the number of counters on that "
    "creature."
)


def test_508_1g_each_attacker_pays_one_for_each_counter_on_it() -> None:
    """Nils, Discipline Enforcer (122.1: counters of every kind count)."""
    (rule,) = parse_sentence(NILS, name="Nils, Discipline Enforcer").traits.block_rules
    assert rule == AttackTax(1, planeswalkers=True, per_counter=True)
    nils = creature("nils", "B", 2, 2, block_rules=frozenset({rule}))
    counters = Counters(plus_one=2, other=(("ice", 1),))
    marked = creature("marked", "A", 3, 3, counters=counters)
    bare = creature("bare", "A", 3, 3)
    board = Board((Player("A"), Player("B")), (marked, bare, nils), "A")
    assert tax_of(board, marked, "B") == 3
    assert tax_of(board, bare, "B") == 0  # control: no counter, no tax
    assert "カウンター1個につき" in describe_value(rule, "ja")


def test_508_1g_control_nils_taxes_only_attacks_on_its_controller() -> None:
    (rule,) = parse_sentence(NILS, name="Nils, Discipline Enforcer").traits.block_rules
    nils = creature("nils", "A", 2, 2, block_rules=frozenset({rule}))  # A's own
    marked = creature("marked", "A", 3, 3, counters=Counters(plus_one=2))
    board = Board((Player("A"), Player("B")), (marked, nils), "A")
    assert tax_of(board, marked, "B") == 0
