"""The conditions and counts of static abilities in Japanese words (604.2,
611.3a, 613.4a): how many permanents or cards, life totals, counters on
the source, whose turn it is, the players' states.
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.abilities import (
    AllOf,
    Amount,
    AmountIs,
    AnyOf,
    AttackingAlone,
    CardCount,
    CardsIn,
    CardTypeCount,
    Count,
    CounterCount,
    CountersOn,
    Difference,
    Distinct,
    Half,
    HalfLife,
    InGraveyard,
    LifeTotal,
    MoreThan,
    Op,
    Paired,
    PermanentCount,
    PlayerBest,
    PlayerIs,
    PlayerNumber,
    PoisonCounters,
    Selector,
    SourceIs,
    ThisTurn,
    TotalPower,
    YourTurn,
)
from mtgcombat.io.ja_terms import _NOT_SUPERTYPES_JA, _SUPERTYPES_JA, _term, terms
from mtgcombat.io.renderers import describe_value
from mtgcombat.io.selector_words import _or, _selector, counter_kind_ja

# Conditions and counts of static abilities (604.2, 611.3a, 613.4a).

_AMOUNT_JA = {
    "<": "{n}{u}未満",
    "<=": "{n}{u}以下",
    "==": "ちょうど{n}{u}",
    ">=": "{n}{u}以上",
    ">": "{n}{u}より多く",
}
_LIFE_JA = {
    "<": "{n}点未満",
    "<=": "{n}点以下",
    "==": "ちょうど{n}点",
    ">=": "{n}点以上",
    ">": "{n}点より多い",
}
_ZONE_JA = {"hand": "手札", "graveyard": "墓地"}
_WHOSE_JA = {
    "you": "あなたの",
    "opponents": "あなたの対戦相手の",
    "each": "すべてのプレイヤーの",
    "chosen": "選ばれたプレイヤーの",
}


def _unit(selector: Selector) -> str:
    """The counter word for a number of permanents: 体 for creatures, つ else."""
    return "体" if "creature" in selector.types else "つ"


def _amount(op: Op, value: int, unit: str) -> str:
    return _AMOUNT_JA[op].format(n=value, u=unit)


def _permanent_count(condition: PermanentCount) -> str:
    """``あなたがアーティファクトを3つ以上コントロールしている``."""
    sel, op, value = condition.selector, condition.op, condition.value
    if sel.host and (op, value) in ((">=", 1), ("==", 0)):
        # a condition on an Aura's or Equipment's host (303.4, 301.5)
        what = _selector(dataclasses.replace(sel, host=False, types=sel.types or frozenset()))
        return f"これがつけられているパーマネントが{what}で{'ない' if op == '==' else 'ある'}"
    if not sel.controller and sel.attached and (op, value) == (">=", 1):
        # "as long as ~ is enchanted / equipped"
        return "これが装備している" if "artifact" in sel.types else "これがエンチャントされている"
    plain = _selector(dataclasses.replace(sel, controller=""))
    if not sel.controller:
        if (op, value) == ("==", 0):
            return f"戦場に{plain}がない"
        return f"戦場に{plain}が{_amount(op, value, _unit(sel))}ある"
    # "team": you or a teammate (810.1)
    words = {"you": "あなた", "opponent": "対戦相手", "defending": "防御プレイヤー"}
    # "not_you": any other player, a teammate too (102.2)
    who = {**words, "team": "あなたのチーム", "not_you": "あなた以外のプレイヤー"}.get(
        sel.controller, "攻撃プレイヤー"
    )
    if (op, value) == (">=", 1):
        return f"{who}が{plain}をコントロールしている"
    if (op, value) == ("==", 0):
        return f"{who}が{plain}をコントロールしていない"
    return f"{who}が{plain}を{_amount(op, value, _unit(sel))}コントロールしている"


def _source_is(condition: SourceIs) -> str:
    """``これがアンタップ状態である``, ``これが攻撃している``."""
    sel = condition.selector
    tap = "" if sel.tapped is None else ("タップ状態" if sel.tapped else "アンタップ状態")
    role = _term("roles", sel.role) if sel.role else ""
    if tap and role:  # "tapped and attacking": タップ状態で攻撃している
        text = f"これが{tap}で{role}"
    elif tap or role:
        text = f"これが{tap}である" if tap else f"これが{role}"
    else:
        text = ""
    if sel.counter:
        on = f"これの上に{counter_kind_ja(sel.counter)}カウンターが置かれている"
        text = f"{text}とともに{on}" if text else on
    if sel.monstrous is not None:  # 701.37b
        state = "これが怪物的である" if sel.monstrous else "これが怪物的でない"
        text = f"{text}とともに{state}" if text else state
    if sel.renowned is not None:  # 702.112b
        state = "これが高名である" if sel.renowned else "これが高名でない"
        text = f"{text}とともに{state}" if text else state
    if sel.with_keywords and sel == Selector(types=frozenset(), with_keywords=sel.with_keywords):
        names = sorted(describe_value(k, "ja") for k in sel.with_keywords)
        return "これが" + "と".join(names) + "を持っている"
    return text or f"これが{_selector(sel)}である"


def _life_total(condition: LifeTotal) -> str:
    """``あなたのライフが5点以下である``."""
    who = "あなた" if condition.who == "you" else "いずれかの対戦相手"
    return f"{who}のライフが{_LIFE_JA[condition.op].format(n=condition.value)}である"


def _cards_in(condition: CardsIn) -> str:
    """``あなたの墓地にカードが7枚以上ある`` (threshold), ``あなたの手札にカードがない``
    (hellbent)."""
    where = f"{_WHO_JA[condition.who]}の{_ZONE_JA[condition.zone]}に"
    if (condition.op, condition.value) == ("==", 0):
        return f"{where}カードがない"
    return f"{where}カードが{_amount(condition.op, condition.value, '枚')}ある"


def _card_count(count: CardCount) -> str:
    """``あなたの手札にあるカードの枚数``,
    ``すべてのプレイヤーの墓地にあるクリーチャー・カードの総数``."""
    where = _WHOSE_JA[count.whose] + _ZONE_JA[count.zone]
    kind = _card_kind(count.cards) if count.cards is not None else "カード"
    base = f"{where}にある{kind}の" + ("枚数" if count.whose in ("you", "chosen") else "総数")
    return f"{base}に{count.plus}を足した数" if count.plus else base


def _card_kind(selector: Selector) -> str:
    """Cards by their characteristics: ``基本でない土地・カード``,
    ``インスタントかソーサリー・カード``."""
    if selector.any_of and selector == Selector(types=frozenset(), any_of=selector.any_of):
        return _or(_card_kind(s).removesuffix("・カード") for s in selector.any_of) + "・カード"
    mods = [_NOT_SUPERTYPES_JA.get(s, s) for s in sorted(selector.not_supertypes)]
    mods.extend(_SUPERTYPES_JA.get(s, s) for s in sorted(selector.supertypes))
    mods.extend(_term("colors", c) + "でない" for c in sorted(selector.not_colors))
    if selector.colors:
        mods.append(_or(_term("colors", c) for c in sorted(selector.colors)) + "の")
    mods.extend(_term("card_types", t) + "でない" for t in sorted(selector.not_types))
    if selector.with_keywords:
        names = sorted(describe_value(k, "ja") for k in selector.with_keywords)
        mods.append("と".join(names) + "を持つ")
    nouns = [_term("card_types", t) for t in sorted(selector.types - {"creature"})]
    if "creature" in selector.types:
        nouns.append(_term("card_types", "creature"))
    if selector.subtypes:
        nouns.append(_or(_term("subtypes", s) for s in sorted(selector.subtypes)))
    return "".join(mods) + "・".join([*nouns, "カード"])


def _amount_text(value: Amount) -> str:
    """Any number a static ability reads, in Japanese."""
    if isinstance(value, Count):
        return _count(value)
    if isinstance(value, CardCount):
        return _card_count(value)
    if isinstance(value, CardTypeCount):
        where = _WHOSE_JA[value.whose] + _ZONE_JA[value.zone]
        return f"{where}にあるカードの{_term('amounts', 'card types')}の数"
    if isinstance(value, Distinct):
        return f"{_selector(value.selector)}の{_term('amounts', value.of)}の数"
    if isinstance(value, CounterCount):
        where = "これ" if value.on is None else _selector(value.on)
        return f"{where}の上に置かれている{_counter_kind(value.counter)}カウンターの数"
    if isinstance(value, PlayerNumber):
        who = _term("player_groups", value.whose)
        if value.what == "life":
            return f"{who}の{_term('amounts', 'life')}"
        if value.what == "players":  # "the number of opponents you have" (102.3)
            return f"{who}の人数"
        return f"{who}が持つ{_term('amounts', value.what)}の数"
    if isinstance(value, PlayerBest | Difference | Half):
        return _player_amount_text(value)
    base = "と".join(_amount_text(p) for p in value.parts)
    if len(value.parts) > 1:
        base += "の合計"
    if value.times != 1:
        base += f"の{value.times}倍"
    return f"{base}に{value.plus}を足した数" if value.plus else base


def _player_amount_text(value: PlayerBest | Difference | Half) -> str:
    """The greatest of the players' numbers, a difference, half a number
    (issue 33, session 9), in Japanese."""
    if isinstance(value, PlayerBest):
        who = "対戦相手" if value.whose == "opponents" else "プレイヤー"
        if value.number == "life":
            return f"{who}のうち最も多いライフ総量"
        return f"手札が最も多い{who}の手札の枚数"
    if isinstance(value, Difference):
        left = str(value.left) if isinstance(value.left, int) else _amount_text(value.left)
        return f"{left}から{_amount_text(value.right)}を引いた数"
    rounded = "端数切り上げ" if value.up else "端数切り捨て"
    return f"{_amount_text(value.amount)}の半分（{rounded}）"


def _counter_kind(kind: str) -> str:
    """A kind of counter in Japanese: +1/+1 as printed, known kinds by the
    term table, others in quotes as printed."""
    if kind in ("+1/+1", "-1/-1"):
        return kind
    return terms()["counters"].get(kind, f"「{kind}」")


def _amount_is(condition: AmountIs) -> str:
    """``あなたの墓地にあるカードのカード・タイプの数が4以上である``."""
    return f"{_amount_text(condition.amount)}が{_amount(condition.op, condition.value, '')}である"


def _count(count: Count) -> str:
    """``あなたがコントロールする土地の数``."""
    base = f"{_selector(count.selector)}の数"
    return f"{base}に{count.plus}を足した数" if count.plus else base


_WHO_JA = {"you": "あなた", "opponent": "いずれかの対戦相手", "player": "いずれかのプレイヤー"}
_PLAYER_STATE_JA = {
    "monarch": "{who}が統治者である",  # 724
    "city's blessing": "{who}が都市の承認を得ている",  # 702.131c
    "initiative": "{who}がイニシアチブを得ている",  # 725
}


def _counters_on(condition: CountersOn) -> str:
    """``これの上に神性カウンターが置かれている``."""
    kind = counter_kind_ja(condition.counter)
    op, value = condition.op, condition.value
    if (op, value) == ("==", 0):
        return f"これの上に{kind}カウンターが置かれていない"
    if (op, value) == (">=", 1):
        return f"これの上に{kind}カウンターが置かれている"
    return f"これの上に{kind}カウンターが{_amount(op, value, '個')}置かれている"


def _more_than(condition: MoreThan) -> str:
    """``あなたが攻撃プレイヤーより多くのクリーチャーをコントロールしている``."""
    whom = "各対戦相手" if condition.than == "each_opponent" else "攻撃プレイヤー"
    if condition.zone is not None:
        return f"あなたの{_ZONE_JA[condition.zone]}のカードが{whom}より多い"
    what = _selector(condition.selector or Selector())
    return f"あなたが{whom}より多くの{what}をコントロールしている"


def _condition_clause(condition: object) -> str:
    if isinstance(condition, CountersOn):
        return _counters_on(condition)
    if isinstance(condition, PlayerIs):
        return _PLAYER_STATE_JA[condition.state].format(who=_WHO_JA[condition.who])
    if isinstance(condition, PoisonCounters):
        who = _WHO_JA[condition.who]
        if (condition.op, condition.value) == (">=", 1):
            return f"{who}が毒カウンターを持っている"  # 122.1
        return f"{who}が毒カウンターを{_amount(condition.op, condition.value, '個')}持っている"
    if isinstance(condition, HalfLife):
        who = _WHO_JA[condition.who]
        return f"{who}のライフが開始時のライフの半分未満である"  # 103.3
    if isinstance(condition, MoreThan):
        return _more_than(condition)
    if isinstance(condition, Paired):
        return "これが他のクリーチャーと組になっている"  # 702.95
    if isinstance(condition, InGraveyard):
        return "このカードがあなたの墓地にある"  # 113.6b
    if isinstance(condition, AttackingAlone):
        return "これが単独で攻撃している"  # 506.5
    if isinstance(condition, TotalPower):  # formidable, pack tactics (603.4, 508.1a)
        whose = "あなたがコントロールしている"
        if condition.attacked:
            whose = "あなたがこの戦闘で攻撃した"
        return f"{whose}クリーチャーのパワーの合計が{condition.value}以上である"
    if isinstance(condition, AllOf):
        return "、かつ".join(_condition_clause(c) for c in condition.conditions)
    if isinstance(condition, AnyOf):
        return "、または".join(_condition_clause(c) for c in condition.conditions)
    if isinstance(condition, YourTurn):
        return "あなたのターンである" if condition.yours else "あなたのターンでない"
    if isinstance(condition, PermanentCount):
        return _permanent_count(condition)
    if isinstance(condition, SourceIs):
        return _source_is(condition)
    if isinstance(condition, LifeTotal):
        return _life_total(condition)
    if isinstance(condition, CardsIn):
        return _cards_in(condition)
    if isinstance(condition, AmountIs):
        return _amount_is(condition)
    if isinstance(condition, ThisTurn):
        return this_turn_ja(condition)
    return f"「{condition}」"


_SPELL_TYPES_JA = {
    "creature": "クリーチャー",
    "instant": "インスタント",
    "sorcery": "ソーサリー",
    "artifact": "アーティファクト",
    "enchantment": "エンチャント",
    "planeswalker": "プレインズウォーカー",
    "battle": "バトル",
    "kindred": "同族",
    "land": "土地",
}


def this_turn_ja(condition: ThisTurn) -> str:
    """A condition on the turn so far in Japanese (issue 33, session 10).

    >>> this_turn_ja(ThisTurn("cast", types=("instant", "sorcery")))
    'このターンにあなたがインスタントかソーサリーの呪文を唱えた'
    >>> this_turn_ja(ThisTurn("died", "player"))
    'このターンにクリーチャーが死亡した'
    >>> this_turn_ja(ThisTurn("damaged", "player"))
    'どのパーマネントがこのターンにダメージを与えられたか'
    """
    who = _WHO_JA[condition.who]
    n = condition.value
    many = (condition.op, n) != (">=", 1)
    fact = condition.fact
    if fact == "died":
        whose = "" if condition.who == "player" else f"{who}がコントロールしていた"
        count = f"{n}体以上" if many else ""
        return f"このターンに{whose}クリーチャーが{count}死亡した"  # 700.4
    if fact == "attacked":
        return f"このターンに{who}が攻撃した"  # 508.1
    if fact in ("gained", "lost"):
        verb = "得た" if fact == "gained" else "失った"
        amount = f"{n}点以上の" if many else ""
        return f"このターンに{who}が{amount}ライフを{verb}"  # 119.9, 119.3
    if fact == "cast":
        kinds = "か".join(_SPELL_TYPES_JA.get(t, t) for t in condition.types)
        if kinds:
            kinds = f"{kinds}でない" if condition.non else f"{kinds}の"
        count = f"を{n}つ以上" if many else "を"
        return f"このターンに{who}が{kinds}呪文{count}唱えた"  # 601.2i
    if fact == "drawn":
        return f"このターンに{who}がカードを{n}枚以上引いた"  # 121.1
    if fact == "left":
        return f"このターンに{who}がコントロールしていたパーマネントが戦場を離れた"  # 603.6c
    if fact in _OBJECT_JA:  # a selector's quality (session 13): which objects did it
        return _OBJECT_JA[fact]
    if condition.who == "player":
        return "どのパーマネントがこのターンに戦場に出たか"  # 603.6a
    return "これがこのターンに戦場に出た"  # 603.6a


_OBJECT_JA = {
    "damaged": "どのパーマネントがこのターンにダメージを与えられたか",  # 120.3
    "dealt": "どのパーマネントがこのターンにダメージを与えたか",  # 120.3
    "blocked": "どのクリーチャーがこのターンにブロックしたか",  # 509.1
    "attackers": "どのクリーチャーがこのターンに攻撃したか",  # 508.1
}


def _number(value: Amount) -> str:
    return _amount_text(value)


def _per(per: Selector | Amount) -> str:
    """``あなたがコントロールするアーティファクト1つにつき``."""
    if isinstance(per, CardCount):
        where = _WHOSE_JA[per.whose] + _ZONE_JA[per.zone]
        kind = _card_kind(per.cards) if per.cards is not None else "カード"
        return f"{where}にある{kind}1枚につき"
    if isinstance(per, Selector):
        return f"{_selector(per)}1{_unit(per)}につき"
    return f"{_amount_text(per)}1につき"
