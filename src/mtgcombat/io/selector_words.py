"""Selectors in Japanese words: the creatures or permanents a rule names
(their types, colors, stats, controller, counters, keywords), with the
permanent an Aura or Equipment is attached to as its host says.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from mtgcombat.core.abilities import Compare, Selector
from mtgcombat.io.ja_terms import _NOT_SUPERTYPES_JA, _SUPERTYPES_JA, _term, terms
from mtgcombat.io.renderers import _HOST, describe_value
from mtgcombat.text.keywords import subtype_table

# ---------------------------------------------------------------------------
# Selectors
# ---------------------------------------------------------------------------

_OP_JA = {"<": "未満", "<=": "以下", "==": "", ">=": "以上", ">": "より大きい"}
_OP_RELATIVE_JA = {
    "<": "より小さい",
    "<=": "以下の",
    "==": "に等しい",
    ">=": "以上の",
    ">": "より大きい",
}


def _compare(compare: Compare) -> str:
    """A comparison as a modifier that comes before a noun: ``パワーが2以上の``,
    ``これのパワーより大きいパワーを持つ``."""
    stat = _term("stats", compare.stat)
    if compare.own is not None:  # "with toughness greater than its power"
        own = _term("stats", compare.own)
        return f"{stat}がそれ自身の{own}{_OP_RELATIVE_JA[compare.op]}"
    if compare.value is None:
        return f"これの{stat}{_OP_RELATIVE_JA[compare.op]}{stat}を持つ"
    word = _OP_JA[compare.op]
    return f"{stat}が{compare.value}{word}" + ("" if word.endswith("い") else "の")


def _or(words: Iterable[str]) -> str:
    return "か".join(words)


_HOST_JA = {
    "enchanted": "エンチャントされている",  # an Aura's "enchanted creature" (303.4)
    "equipped": "装備している",  # an Equipment's "equipped creature" (301.5)
}


def _noun(selector: Selector) -> str:
    """The noun a selector ends with, without its modifiers."""
    table = terms()
    # The subtypes when there are any (a Goblin is a creature), after any
    # other card type ("artifact creatures": アーティファクト・クリーチャー).
    types = selector.types - {"creature"}
    if selector.subtypes:  # a subtype names its own card type ("Islands", not "Island lands")
        kinds = subtype_table()
        types -= {kinds.get(s, ("", ""))[0] for s in selector.subtypes}
    type_words = [table["card_types"].get(t, t) for t in sorted(types)]
    if selector.subtypes:
        noun = _or(_term("subtypes", s) for s in sorted(selector.subtypes))
        if type_words:
            noun = "・".join(type_words) + "・" + noun
    elif "creature" in selector.types:
        noun = "・".join([*type_words, _term("card_types", "creature")])
    elif type_words:
        noun = "・".join(type_words)
    else:
        noun = "パーマネント"
    return noun


def counter_kind_ja(kind: str) -> str:
    """A kind of counter in Japanese (``+1/+1`` stays; "any": no word).

    >>> counter_kind_ja("age"), counter_kind_ja("+1/+1")
    ('経年', '+1/+1')
    """
    return _term("counters", kind)


def _selector(selector: Selector) -> str:
    if selector.pair and selector == Selector(pair=True):  # soulbond (702.95)
        return "これとこれと組になっているクリーチャー"
    if selector.ids == ("~",):  # the permanent itself, before its id is bound
        role = selector.role and f"（{_term('roles', selector.role)}とき）"
        return "このパーマネント" + role
    if selector == Selector(types=frozenset(), relation="itself"):
        return "それ自身"  # each object a count is made on (613.4c)
    if selector.host:  # the permanent the source is attached to (303.4, 301.5)
        how = _HOST_JA.get(_HOST.get(), "これがつけられている")
        return how + _noun(dataclasses.replace(selector, subtypes=frozenset()))
    if selector.any_of and selector == Selector(types=frozenset(), any_of=selector.any_of):
        return "または".join(_selector(s) for s in selector.any_of)  # a plain union
    mods: list[str] = []
    if selector.controller:
        mods.append(_term("controllers", selector.controller))
    if selector.attached:
        mods.append("これにつけられている")
    if selector.other:
        mods.append("他の")
    if selector.tapped is not None:
        mods.append("タップ状態の" if selector.tapped else "アンタップ状態の")
    if selector.monstrous is not None:  # 701.37b
        mods.append("怪物的な" if selector.monstrous else "怪物的でない")
    if selector.chosen:  # the source's choice as it entered (614.12)
        mods.append("選ばれたタイプの" if selector.chosen == "type" else "選ばれた色の")
    if selector.names:
        shown = ("これと同じ" if n == "~" else f"「{n}」という" for n in selector.names)
        mods.append("または".join(shown) + "名前の")
    if selector.commander is not None:  # 903.3
        mods.append("統率者である" if selector.commander else "統率者でない")
    if selector.equipped:  # 301.5
        mods.append("装備している")
    if selector.enchanted:  # 303.4
        mods.append("エンチャントされている")
    if selector.face_down is not None:  # 708.2
        mods.append("裏向きの" if selector.face_down else "表向きの")
    if selector.history:  # session 13: what it did earlier this turn
        mods.append(_HISTORY_JA[selector.history])
    if selector.role:
        mods.append(_term("roles", selector.role))
    if selector.with_keywords:
        names = sorted(describe_value(k, "ja") for k in selector.with_keywords)
        mods.append("と".join(names) + "を持つ")
    if selector.without_keywords:
        names = sorted(describe_value(k, "ja") for k in selector.without_keywords)
        mods.append(_or(names) + "を持たない")
    if selector.with_any_keywords:
        names = sorted(describe_value(k, "ja") for k in selector.with_any_keywords)
        mods.append(_or(names) + "を持つ")
    if selector.counter:
        mods.append(f"{counter_kind_ja(selector.counter)}カウンターが置かれている")
    mods.extend(_compare(c) for c in selector.compares)
    mods.extend(_term("colors", c) + "でない" for c in sorted(selector.not_colors))
    if selector.colors:
        mods.append(_or(_term("colors", c) for c in sorted(selector.colors)) + "の")
    if selector.color_count:
        mods.append(_term("color_counts", selector.color_count))
    mods.extend(_term("card_types", t) + "でない" for t in sorted(selector.not_types))
    mods.extend(_term("subtypes", s) + "でない" for s in sorted(selector.not_subtypes))
    mods.extend(_long_tail_mods(selector))
    noun = _noun(selector)
    ids = f"（{'、'.join(selector.ids)}）" if selector.ids else ""
    # A modifier ending in a verb or の joins the noun directly; adjectives
    # such as でない join it the same way in Japanese.
    return "".join(mods) + noun + ids


_HISTORY_JA = {
    "damaged": "このターンにダメージを与えられた",  # 120.3
    "dealt": "このターンにダメージを与えた",  # 120.3
    "blocked": "このターンにブロックした",  # 509.1
    "attacked": "このターンに攻撃した",  # 508.1
    "entered": "このターンに戦場に出た",  # 603.6a
}

_RELATIONS_JA = {
    "blocking_it": "それをブロックしている",
    "blocked_by_it": "それがブロックしている",
    "in_block_with_it": "それをブロックしているかそれにブロックされている",
    "attached_to_host": "これがつけられている装備品がつけられている",
    "attacking_you": "あなたを攻撃している",
    "itself": "それ自身である",
}


def _long_tail_mods(selector: Selector) -> list[str]:
    """Selector modifiers of the long-tail forms: supertypes and the place in
    a block with the source."""
    mods: list[str] = []
    if selector.any_of:
        mods.append("（" + "または".join(_selector(s) for s in selector.any_of) + "である）")
    if selector.relation:
        mods.append(_RELATIONS_JA[selector.relation])
    if selector.token is not None:
        mods.append("トークンである" if selector.token else "トークンでない")
    if selector.renowned is not None:  # 702.112b
        mods.append("高名な" if selector.renowned else "高名でない")
    if selector.commander is not None:  # 903.3
        mods.append("統率者である" if selector.commander else "統率者でない")
    if selector.pair:  # 702.95
        mods.append("（これとこれと組になっているクリーチャーのみ）")
    mods.extend(_NOT_SUPERTYPES_JA.get(s, s) for s in sorted(selector.not_supertypes))
    mods.extend(_SUPERTYPES_JA.get(s, s) for s in sorted(selector.supertypes))
    return mods
