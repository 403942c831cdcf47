"""Attacking restrictions and requirements under a condition (508.1c-d) in
Japanese: "~ can't attack unless CONDITION", "can't attack if CONDITION",
"can only attack alone", "attacks each combat if able unless CONDITION" and
the conditions only an attack declaration answers, registered with
:func:`~mtgcombat.io.renderers.describe_value` as this module is imported
(by :mod:`mtgcombat.io.describe`).

>>> from mtgcombat.core.attack_conditions import CantAttackUnless, DefendingPoisoned
>>> describe_value(CantAttackUnless(DefendingPoisoned()), "ja")
'防御プレイヤーが毒カウンターを持っていない限り攻撃できない'
"""

from __future__ import annotations

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
from mtgcombat.core.block_rules import YouControl
from mtgcombat.io.condition_words import _condition_clause
from mtgcombat.io.renderers import _renders, describe_value
from mtgcombat.io.selector_words import _selector


def _clause(condition: object) -> str:
    """The condition as a clause ending in a verb (…している)."""
    if isinstance(condition, AlsoAttack):
        return f"他の{_selector(condition.selector)}が{condition.count}体以上攻撃している"
    if isinstance(condition, GreaterPowerAlsoAttacks):
        return "これより大きいパワーを持つクリーチャーも攻撃している"
    if isinstance(condition, MoreThanDefending):
        return (
            f"あなたが防御プレイヤーより多くの{_selector(condition.selector)}をコントロールしている"
        )
    if isinstance(condition, DefendingPoisoned):
        return "防御プレイヤーが毒カウンターを持っている"  # 122.1f
    if isinstance(condition, DefendingMonarch):
        return "防御プレイヤーが統治者である"  # 724
    if isinstance(condition, DefendingCardsIn):
        zone = "墓地" if condition.zone == "graveyard" else "手札"
        amount = {">=": "以上", "<=": "以下"}.get(condition.op, "")
        return f"防御プレイヤーの{zone}にカードが{condition.value}枚{amount}ある"
    if isinstance(condition, YouControl):
        return f"あなたが{_selector(condition.selector)}をコントロールしている"
    return _condition_clause(condition)


def _unless(condition: object) -> str:
    """「…していない限り」: the clause negated."""
    clause = _clause(condition)
    if not isinstance(condition, (*ATTACK_CONDITIONS, YouControl)):
        return f"「{clause}」でない限り"  # as a static ability's condition reads on blocking
    if clause.endswith("している"):
        return clause[: -len("している")] + "していない限り"
    if clause.endswith("持っている"):
        return clause[: -len("持っている")] + "持っていない限り"
    return f"「{clause}」でない限り"


@_renders(
    AlsoAttack,
    GreaterPowerAlsoAttacks,
    MoreThanDefending,
    DefendingPoisoned,
    DefendingMonarch,
    DefendingCardsIn,
)
def _r_attack_condition(v: object) -> str:
    return _clause(v)


@_renders(CantAttackUnless)
def _r_cant_attack_unless(v: object) -> str:
    assert isinstance(v, CantAttackUnless)  # 508.1c
    return f"{_unless(v.condition)}攻撃できない"


@_renders(CantAttackIf)
def _r_cant_attack_if(v: object) -> str:
    assert isinstance(v, CantAttackIf)  # 508.1c
    return f"「{_clause(v.condition)}」場合、攻撃できない"


@_renders(CanOnlyAttackAlone)
def _r_can_only_attack_alone(v: object) -> str:
    assert isinstance(v, CanOnlyAttackAlone)  # 508.1c, 506.5
    return "単独でしか攻撃できない"


@_renders(AttacksEachCombatUnless)
def _r_attacks_each_combat_unless(v: object) -> str:
    assert isinstance(v, AttacksEachCombatUnless)  # 508.1d
    return f"{_unless(v.condition)}各戦闘で可能なら攻撃する"


@_renders(PowerAboveHandCantAttack)
def _r_power_above_hand(v: object) -> str:
    assert isinstance(v, PowerAboveHandCantAttack)  # 508.1c
    return "あなたの手札の枚数より大きいパワーを持つクリーチャーは攻撃できない"


__all__ = ["describe_value"]
