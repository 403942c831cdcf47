"""Sentences of attacking under a condition (508.1c-d) read into values:
"~ can't attack unless you control an artifact", "~ can't attack if
defending player controls an untapped land", "~ can only attack alone",
"~ can't attack or block unless CONDITION" (both halves, 508.1c and
509.1b), "~ attacks each combat if able unless you control another Ally"
(the grammar's ``attack_cond_pred`` and ``acond``, text/card.lark).

A condition the rules core cannot answer from the board (cards in hands or
graveyards, spells cast or damage dealt this turn) is refused: those are
not in the grammar, and a "can't attack or block unless" condition that
only a block declaration answers ("unless two other creatures also block")
is refused for its attack half.

>>> from mtgcombat.text import parse_sentence
>>> [str(v) for v in parse_sentence("~ can only attack alone.").traits.block_rules]
['can only attack alone']
>>> sorted(str(v) for v in parse_sentence(
...     "~ can't attack or block unless you control an artifact.").traits.block_rules)
["can't attack unless you control artifacts", "can't block unless you control artifacts"]
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgcombat.core.attack_conditions import (
    ATTACK_CONDITIONS,
    AlsoAttack,
    AttacksEachCombatUnless,
    CanOnlyAttackAlone,
    CantAttackIf,
    CantAttackUnless,
    DefendingCardsIn,
    DefendingMonarch,
    DefendingPoisoned,
    GreaterPowerAlsoAttacks,
    MoreThanDefending,
    PowerAboveHandCantAttack,
)
from mtgcombat.core.attack_rules import CantAttackUnlessDefenderControls
from mtgcombat.core.block_rules import (
    AlsoBlock,
    CantBlockUnless,
    GreaterPowerAlsoBlocks,
    YouControl,
)
from mtgcombat.core.conditions import AnyOf, CardsIn, MoreThan, PermanentCount
from mtgcombat.core.selector_values import Compare, Selector
from mtgcombat.text.keywords import subtype_table
from mtgcombat.text.traits import Traits, Unmodelled

_GREATER_POWER = Selector(compares=(Compare("power", ">", None),))
_BASIC_LANDS = ("plains", "island", "swamp", "mountain", "forest")


def _defending_land(land: str) -> Selector:
    return Selector(types=frozenset({"land"}), subtypes=frozenset({land}), controller="defending")


def _selectors(c: list[Any]) -> list[Selector]:
    return [x for x in c if isinstance(x, Selector)]


def _condition(c: list[Any]) -> Any:
    return next(x for x in c if not isinstance(x, Token))


def _int(c: list[Any]) -> int:
    return next(x for x in c if isinstance(x, int) and not isinstance(x, bool))


class _AttackConditionValues:
    """The transformer methods of attacking under a condition."""

    def cant_attack_unless(self, c: list[Any]) -> tuple[object, ...]:
        condition = _checked(_condition(c))
        for land in _BASIC_LANDS:
            if condition == PermanentCount(_defending_land(land)):
                # "unless defending player controls an Island": its own value
                return (CantAttackUnlessDefenderControls(land),)
        return (CantAttackUnless(condition),)

    def cant_attack_if(self, c: list[Any]) -> tuple[object, ...]:
        condition = _checked(_condition(c))
        if isinstance(condition, AlsoAttack | GreaterPowerAlsoAttacks):
            raise Unmodelled("a rule on attacking if other creatures attack")
        return (CantAttackIf(condition),)

    def can_only_attack_alone(self, c: list[Any]) -> tuple[object, ...]:
        return (CanOnlyAttackAlone(),)

    def attacks_each_combat_unless(self, c: list[Any]) -> tuple[object, ...]:
        condition = _checked(_condition(c))
        if isinstance(condition, AlsoBlock | GreaterPowerAlsoBlocks):
            raise Unmodelled("a requirement to attack unless other creatures block")
        return (AttacksEachCombatUnless(condition),)

    def cant_attack_or_block_unless(self, c: list[Any]) -> tuple[object, ...]:
        # both halves: a restriction on attacking (508.1c) and on blocking (509.1b)
        condition = _checked(_condition(c))
        if isinstance(condition, AlsoBlock | GreaterPowerAlsoBlocks):
            raise Unmodelled("a rule on attacking unless other creatures also block")
        if isinstance(condition, ATTACK_CONDITIONS):
            # "defending player", "also attacks": nothing a block declaration answers
            raise Unmodelled("a rule on blocking under a condition of an attack")
        return (CantAttackUnless(condition), CantBlockUnless(condition))

    def bhost_subtype(self, c: list[Any]) -> Selector:
        # "enchanted Wall" (an Aura with "enchant Wall", 303.4a): its host, a
        # creature of that subtype
        word = next(str(t) for t in c if isinstance(t, Token) and t.type == "SUBTYPE_SG")
        kinds = frozenset({subtype_table()[word][1]})
        return Selector(types=frozenset({"creature"}), subtypes=kinds, host=True)

    # conditions only an attack answers, or read against the defending player
    def ac_more_than_defending(self, c: list[Any]) -> MoreThanDefending:
        (sel,) = _selectors(c)
        return MoreThanDefending(sel)

    def ac_defending_poisoned(self, c: list[Any]) -> DefendingPoisoned:
        return DefendingPoisoned()

    def ac_defending_monarch(self, c: list[Any]) -> DefendingMonarch:
        return DefendingMonarch()

    def ac_defending_graveyard(self, c: list[Any]) -> DefendingCardsIn:
        return DefendingCardsIn("graveyard", ">=", _int(c))

    def ac_opponent_graveyard(self, c: list[Any]) -> CardsIn:
        return CardsIn("graveyard", ">=", _int(c), "opponent")

    def ac_your_graveyard(self, c: list[Any]) -> CardsIn:
        return CardsIn("graveyard", ">=", _int(c))

    def power_above_hand_cant_attack(self, c: list[Any]) -> Traits:
        # Ensnaring Bridge: a rule of the permanent, for every creature (508.1c)
        return Traits(block_rules=frozenset({PowerAboveHandCantAttack()}))

    def ac_exists(self, c: list[Any]) -> PermanentCount:
        # "there is a Mountain on the battlefield": anyone's
        (sel,) = _selectors(c)
        value = next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), 1)
        return PermanentCount(sel, ">=", value)

    def ac_also_attack(self, c: list[Any]) -> AlsoAttack:
        return AlsoAttack(_int(c))

    def ac_sel_also_attacks(self, c: list[Any]) -> AlsoAttack | GreaterPowerAlsoAttacks:
        (sel,) = _selectors(c)
        if sel == _GREATER_POWER:
            return GreaterPowerAlsoAttacks()
        return AlsoAttack(1, sel)

    def ac_you_control_either(self, c: list[Any]) -> YouControl:
        return YouControl(Selector(types=frozenset(), any_of=tuple(_selectors(c))))

    def ac_you_control_pt(self, c: list[Any]) -> YouControl:
        power, toughness = (int(str(t)) for t in c if isinstance(t, Token) and t.type == "INT")
        stats = (Compare("power", "==", power), Compare("toughness", "==", toughness))
        return YouControl(Selector(compares=stats))

    def ac_defending_or_enchanted(self, c: list[Any]) -> AnyOf:
        (sel,) = _selectors(c)
        enchanted = Selector(types=frozenset(), enchanted=True, controller="defending")
        return AnyOf(
            (
                PermanentCount(dataclasses.replace(sel, controller="defending")),
                PermanentCount(enchanted),
            )
        )


def _checked(condition: Any) -> Any:
    """The condition, unless it names the attacking player (a blocking
    condition, 509.1b: "more creatures than attacking player"), which is no
    condition an attack declaration answers."""
    if isinstance(condition, MoreThan) and condition.than == "attacking":
        raise Unmodelled("a rule on attacking that compares with the attacking player")
    return condition
