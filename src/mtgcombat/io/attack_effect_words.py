"""Japanese words for issue 33's attack trigger effects: creature tokens
put onto the battlefield attacking (508.4), untapping a target and tapping
or untapping a group (701.26), and the costs paid as an ability resolves
(118.3a mana, 118.3b life, 701.21a a sacrifice) and goad (701.15a): the
effects of
:mod:`mtgcombat.core.attack_effect_values`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from mtgcombat.core.attach_effects import AttachSelfEffect
from mtgcombat.core.attack_effect_values import (
    AttackingTokenEffect,
    GoadEffect,
    GroupCounterEffect,
    GroupTapEffect,
    PayCostEffect,
    PTLayerEffect,
    RemoveCounterEffect,
    SacrificeCostEffect,
    TapCostEffect,
    UntapTargetEffect,
)
from mtgcombat.core.double_counter_values import DoubleCountersEffect
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.tap_fight_values import FightTargetEffect, TapAnyNumberEffect
from mtgcombat.core.token_later import SelfAtEndOfCombat
from mtgcombat.io.effect_words_more import later_ja, more_effect_ja
from mtgcombat.io.ja_terms import terms


def attack_effect_ja(
    effect: AttackingTokenEffect
    | UntapTargetEffect
    | GroupTapEffect
    | PayCostEffect
    | SacrificeCostEffect
    | TapCostEffect
    | PTLayerEffect
    | GroupCounterEffect
    | SelfAtEndOfCombat
    | GoadEffect
    | AttachSelfEffect
    | NamedCounterEffect
    | RemoveCounterEffect
    | FightTargetEffect
    | TapAnyNumberEffect
    | DoubleCountersEffect,
    selector: Callable[[Selector], str],
) -> str:
    """The Japanese words of one of these effects; ``selector`` writes a
    selector's creatures in Japanese.

    >>> from mtgcombat.core.effect_values import TokenEffect
    >>> token = TokenEffect(1, 1, 1, frozenset({"white"}), ("Soldier",))
    >>> attack_effect_ja(AttackingTokenEffect(token), str)
    '1/1の白の兵士・クリーチャー・トークン1つをタップ状態で攻撃している状態で生成する'
    >>> attack_effect_ja(PayCostEffect("{1}{W}"), str), attack_effect_ja(PayCostEffect(life=2), str)
    ('あなたは{1}{W}を支払う', 'あなたは2点のライフを支払う')
    >>> attack_effect_ja(GroupTapEffect(Selector(controller="defending")), lambda s: "防御側の")
    '防御側のをすべてタップする'
    >>> attack_effect_ja(PTLayerEffect(switch=True), str)
    'ターン終了時まで、それのパワーとタフネスを入れ替える'
    >>> attack_effect_ja(GroupCounterEffect(1, True, Selector()), lambda s: "吸血鬼")
    '吸血鬼それぞれの上に+1/+1カウンターを1個置く'
    >>> attack_effect_ja(SelfAtEndOfCombat("sacrifice"), str)
    '戦闘終了時に、それを生け贄に捧げる'
    >>> attack_effect_ja(TapCostEffect(Selector()), lambda s: "人間でないクリーチャー")
    'アンタップ状態の人間でないクリーチャー1つをタップする'
    >>> attack_effect_ja(GoadEffect(Selector()), lambda s: "クリーチャー")
    'クリーチャー1体を対象とする。それを挑発する'
    >>> attack_effect_ja(GoadEffect(Selector(), "each"), lambda s: "クリーチャー")
    'クリーチャーをそれぞれ挑発する'
    >>> attack_effect_ja(AttachSelfEffect(), str)
    'このパーマネントをそれにつける'
    >>> attack_effect_ja(RemoveCounterEffect("+1/+1"), str)
    'それから+1/+1カウンター1個を取り除く'
    >>> attack_effect_ja(FightTargetEffect(Selector()), lambda s: "クリーチャー")
    'クリーチャー1体を対象とする。それはそのクリーチャーと格闘を行う'
    >>> print(attack_effect_ja(TapAnyNumberEffect(Selector(), 1, 1), lambda s: "クリーチャー"))
    アンタップ状態のクリーチャーを好きな数だけタップする。これはターン終了時まで、\
これによりタップしたもの1つにつき+1/+1の修整を受ける
    >>> attack_effect_ja(DoubleCountersEffect("each", Selector()), lambda s: "クリーチャー")
    'クリーチャーそれぞれの上に置かれている+1/+1カウンターの数を2倍にする'
    """
    if isinstance(effect, DoubleCountersEffect):  # session 13: 122.6, 608.2h
        on = {"it": "それ", "self": "これ"}.get(effect.who, "")
        if effect.who == "each":
            on = f"{selector(effect.affected or Selector())}それぞれ"
        return f"{on}の上に置かれている+1/+1カウンターの数を2倍にする"
    if isinstance(effect, FightTargetEffect):  # session 12: 701.14a (701.12a in 2023)
        who = "それ" if effect.who == "it" else "これ"
        return (
            f"{selector(effect.target_filter)}1体を対象とする。{who}はそのクリーチャーと格闘を行う"
        )
    if isinstance(effect, TapAnyNumberEffect):  # session 12: 608.2d, 613.4c
        pump = f"{effect.power:+d}/{effect.toughness:+d}"
        return (
            f"アンタップ状態の{selector(effect.wanted)}を好きな数だけタップする。"
            f"これはターン終了時まで、これによりタップしたもの1つにつき{pump}の修整を受ける"
        )
    if isinstance(effect, NamedCounterEffect):  # session 10: 122.1
        return _named_counter_ja(effect)
    if isinstance(effect, RemoveCounterEffect):  # session 10: 122.1
        kind = effect.counter
        if kind not in ("+1/+1", "-1/-1"):
            kind = terms()["counters"].get(kind, f"「{kind}」")
        return f"{'それ' if effect.who == 'it' else 'これ'}から{kind}カウンター1個を取り除く"
    if isinstance(effect, AttachSelfEffect):  # session 9: 701.3a
        return "このパーマネントをそれにつける"
    if isinstance(effect, SelfAtEndOfCombat):  # 603.7, 511.2
        it = "そのクリーチャー" if effect.who == "other" else "それ"
        done = {
            "sacrifice": "を生け贄に捧げる",
            "return": "をオーナーの手札に戻す",
            "library": "をオーナーのライブラリーの一番上に置く",
        }[effect.action]
        return f"戦闘終了時に、{it}{done}"
    if isinstance(effect, AttackingTokenEffect):
        made = more_effect_ja(dataclasses.replace(effect.token, later=None))
        how = "タップ状態で攻撃している" if effect.tapped else "アンタップ状態で攻撃している"
        text = f"{made.removesuffix('を生成する')}を{how}状態で生成する"
        later = effect.token.later
        return text if later is None else f"{text}。{later_ja(later)}"  # 603.7
    if isinstance(effect, UntapTargetEffect):
        return f"{selector(effect.target_filter)}1体を対象とする。それをアンタップする"
    if isinstance(effect, GoadEffect) and effect.target == "each":  # 701.15a, no target
        return f"{selector(effect.target_filter)}をそれぞれ挑発する"
    if isinstance(effect, GoadEffect):  # 701.15a
        return f"{selector(effect.target_filter)}1体を対象とする。それを挑発する"
    if isinstance(effect, GroupTapEffect):
        verb = "アンタップする" if effect.untap else "タップする"
        return f"{selector(effect.affected)}をすべて{verb}"
    if isinstance(effect, PTLayerEffect):  # 613.4b, 613.4d
        who = "それ" if effect.target == "it" or effect.target_filter is None else (
            f"{selector(effect.target_filter)}1体を対象とする。それ"
        )  # fmt: skip
        if effect.target == "self":
            who = "これ"
        if effect.switch:
            return f"ターン終了時まで、{who}のパワーとタフネスを入れ替える"
        return (
            f"ターン終了時まで、{who}の基本のパワーとタフネスは"
            f"{effect.power}/{effect.toughness}になる"
        )
    if isinstance(effect, GroupCounterEffect):
        kind = "+1/+1" if effect.plus else "-1/-1"
        return f"{selector(effect.affected)}それぞれの上に{kind}カウンターを{effect.amount}個置く"
    if isinstance(effect, TapCostEffect):  # 118.3: one of its own, untapped
        return f"アンタップ状態の{selector(effect.wanted)}1つをタップする"
    if isinstance(effect, PayCostEffect):
        if effect.life:
            return f"あなたは{effect.life}点のライフを支払う"
        return f"あなたは{effect.mana}を支払う"
    return f"{selector(effect.wanted)}1つを生け贄に捧げる"  # its own (controller "you")


def _named_counter_ja(effect: NamedCounterEffect) -> str:
    """Counters of a named kind on (from) this permanent or it (122.1).

    >>> _named_counter_ja(NamedCounterEffect("charge"))
    'これの上に蓄積カウンターを1個置く'
    >>> _named_counter_ja(NamedCounterEffect("-1/-1", 0, True, "it"))
    'それから-1/-1カウンターをすべて取り除く'
    """
    from mtgcombat.io.selector_words import counter_kind_ja  # noqa: PLC0415

    who = "これ" if effect.target == "self" else "それ"
    kind = counter_kind_ja(effect.kind)
    if effect.remove and not effect.amount:
        return f"{who}から{kind}カウンターをすべて取り除く"
    if effect.remove:
        return f"{who}から{kind}カウンターを{effect.amount}個取り除く"
    return f"{who}の上に{kind}カウンターを{effect.amount}個置く"


__all__ = ["attack_effect_ja"]
