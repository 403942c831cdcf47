"""Ability values in words, in English or Japanese (the edge).

The rules core gives every ability value (:mod:`mtgcombat.core.abilities`) a short
English notation, its ``str()``. This module renders the same values in
Japanese, with the terms printed on Japanese cards and used by the Japanese
Comprehensive Rules (飛行, プロテクション（赤）, 沼渡り, ブロックされない...).
The terms live in ``data/ja_terms.toml``; a name missing there keeps its
English form, and a value type this module does not know is shown in its
English notation, so nothing is ever lost.

>>> from mtgcombat.core.abilities import Compare, Keyword, Selector, CantBeBlockedBy
>>> describe_value(Keyword.FLYING, "ja")
'飛行'
>>> sel = Selector(compares=(Compare("power", ">=", 2),), controller="you")
>>> describe_value(sel, "ja")
'あなたがコントロールするパワーが2以上のクリーチャー'
>>> describe_value(CantBeBlockedBy(sel), "en") == str(CantBeBlockedBy(sel))
True

Messages built by the rules core carry a value's English notation (a
violation's ``selector``, an effect's rule code). :func:`notation_index` finds,
on a board, the value behind such a string so that it can be rendered anew.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextvars import ContextVar
from functools import cache
from importlib import resources

from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    AllOf,
    AlsoBlock,
    Amount,
    AmountIs,
    AnyOf,
    AttackingAlone,
    AttacksEachCombat,
    AttackTax,
    BlockableDespiteLandwalk,
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    BlocksSelEachCombat,
    BlockTrigger,
    Bushido,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CanBlockShadow,
    CanBlockTapped,
    CantAttack,
    CantAttackAlone,
    CantAttackUnlessDefenderControls,
    CantBeBlocked,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    CardCount,
    CardsIn,
    CardTypeCount,
    ColorEffect,
    Compare,
    Count,
    CounterCount,
    CounterEffect,
    CountersOn,
    CreaturesCantAttackYou,
    DamageEffect,
    DamageRule,
    DestroyEffect,
    Distinct,
    DrawEffect,
    Goaded,
    Goads,
    GreaterPowerAlsoBlocks,
    GroupPumpEffect,
    HalfLife,
    Keyword,
    KeywordEffect,
    Landwalk,
    LifeEffect,
    LifeTotal,
    LifeTotalEffect,
    Lure,
    LureSel,
    MaxAttackersEachCombat,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    MoreThan,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
    NoCombatDamageEffect,
    Op,
    OtherKeyword,
    Paired,
    PermanentCount,
    PlayerEffect,
    PlayerIs,
    PlayerNumber,
    PoisonCounters,
    PoisonEffect,
    PowerCantAttack,
    PreventEffect,
    PreventFrom,
    Protection,
    PumpEffect,
    Rampage,
    RecordedEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
    SourceIs,
    StaticEffect,
    Sum,
    Toxic,
    TriggerEffect,
    YouControl,
    YourTurn,
)
from mtgcombat.core.model import Board
from mtgcombat.rules.effects import rule_code
from mtgcombat.text.keywords import subtype_table

__all__ = [
    "RENDERED_TYPES",
    "ability_text",
    "color_text",
    "describe_value",
    "flag_text",
    "land_type_text",
    "notation_index",
    "quality_text",
    "selector_values",
    "terms",
    "type_line_text",
]


@cache
def terms() -> Mapping[str, Mapping[str, str]]:
    """The Japanese term tables (``data/ja_terms.toml``), by table name."""
    text = resources.files("mtgcombat").joinpath("data", "ja_terms.toml").read_text("utf-8")
    return tomllib.loads(text)


def _term(table: str, name: str) -> str:
    """The Japanese term for ``name``, or ``name`` itself when it is not known."""
    return terms()[table].get(name, name)


@cache
def _subtype_plurals() -> Mapping[str, str]:
    """Printed plurals of subtypes ("elves", "goblins") to their singular,
    from the parser's subtype table."""
    return {word: singular for word, (_, singular) in subtype_table().items()}


_CARD_TYPE_PLURALS = {
    "creatures": "creature",
    "artifacts": "artifact",
    "enchantments": "enchantment",
    "lands": "land",
    "planeswalkers": "planeswalker",
    "battles": "battle",
    "instants": "instant",
    "sorceries": "sorcery",
}


# ---------------------------------------------------------------------------
# Keywords
# ---------------------------------------------------------------------------


def quality_text(quality: str, lang: str = "en") -> str:
    """A protection quality (702.16) as a word: ``red`` -> 赤, ``goblins`` ->
    ゴブリン, ``everything`` -> すべて; a player id is kept.

    >>> quality_text("goblins", "ja"), quality_text("B", "ja")
    ('ゴブリン', 'B')
    """
    if lang != "ja":
        return quality
    table = terms()
    for name in ("colors", "qualities"):
        if quality in table[name]:
            return table[name][quality]
    if quality in _CARD_TYPE_PLURALS:
        return table["card_types"][_CARD_TYPE_PLURALS[quality]]
    value = re.fullmatch(r"(?:converted mana cost|mana value) (\d+) or (greater|less)", quality)
    if value is not None:  # 202.3
        return f"マナ総量{value.group(1)}{'以上' if value.group(2) == 'greater' else '以下'}"
    head, _, rest = quality.partition(" ")
    if rest and head in ("legendary", "snow", "basic", "world"):
        return (
            table["qualities"][head]
            + ("・" if head != "legendary" else "")
            + quality_text(rest, lang)
        )  # "legendary creatures" (205.4a)
    if rest and head.startswith("non-"):  # "non-spirit creatures"
        return _term("subtypes", head[4:]) + "でない" + quality_text(rest, lang)
    singular = _subtype_plurals().get(quality, quality)
    return table["subtypes"].get(singular, quality)


def color_text(color: str, lang: str = "en") -> str:
    """A color's name (``red`` -> 赤); an unknown word is kept.

    >>> color_text("red", "ja"), color_text("red")
    ('赤', 'red')
    """
    return _term("colors", color) if lang == "ja" else color


def type_line_text(
    types: Iterable[str],
    subtypes: Iterable[str],
    lang: str = "en",
    supertypes: Iterable[str] = (),
) -> str:
    """A card's type line: ``artifact creature - golem`` in English,
    ``アーティファクト・クリーチャー — ゴーレム`` in Japanese (names without a
    known Japanese term are kept), with its supertypes first (205.4).

    >>> type_line_text(["artifact", "creature"], ["golem"])
    'artifact creature - golem'
    >>> type_line_text(["artifact", "creature"], ["golem"], "ja")
    'アーティファクト・クリーチャー — ゴーレム'
    >>> type_line_text(["creature"], ["angel"], "ja", ["legendary"])
    '伝説のクリーチャー — 天使'
    """
    types, subtypes, supertypes = list(types), list(subtypes), list(supertypes)
    if lang != "ja":
        return " ".join([*supertypes, *types]) + (f" - {' '.join(subtypes)}" if subtypes else "")
    line = "".join(_SUPERTYPE_LINE_JA.get(t.lower(), f"{t}・") for t in supertypes)
    line += "・".join(_term("card_types", t.lower()) for t in types)
    if subtypes:
        line += " — " + "・".join(_term("subtypes", s.lower()) for s in subtypes)
    return line


def land_type_text(land_type: str, lang: str = "en") -> str:
    """A land type as a word (``swamp`` -> 沼, ``nonbasic`` -> 基本でない土地);
    the rest keep their name.

    >>> land_type_text("swamp", "ja")
    '沼'
    """
    if lang != "ja":
        return land_type
    if land_type == "nonbasic":  # nonbasic landwalk (702.14c)
        return "基本でない土地"
    # a landwalk qualified by a supertype ("snow swamp", "legendary"; 702.14c)
    head, _, tail = land_type.partition(" ")
    if head in _SUPERTYPES_JA:
        return _SUPERTYPES_JA[head] + (_term("subtypes", tail) if tail else "土地")
    return _term("subtypes", land_type)


_SUPERTYPES_JA = {"snow": "氷雪の", "legendary": "伝説の", "basic": "基本"}
# as printed before the card types of a Japanese type line
_SUPERTYPE_LINE_JA = {
    "legendary": "伝説の",
    "basic": "基本",
    "snow": "氷雪",
    "world": "ワールド・",
    "ongoing": "持続",
}
_NOT_SUPERTYPES_JA = {"snow": "氷雪でない", "legendary": "伝説でない", "basic": "基本でない"}


def _landwalk(ability: Landwalk) -> str:
    return f"{land_type_text(ability.land_type, 'ja')}渡り"


def _other_keyword(ability: OtherKeyword) -> str:
    """``護法{2}``, ``消散2``; a word parameter in brackets, as Japanese cards
    print it (``エンチャント（クリーチャー）``)."""
    name = terms()["keywords"].get(ability.name)
    parameter = ability.parameter
    if name is None:
        return str(ability)
    if not parameter or parameter[0].isdigit() or parameter[0] in "{X":
        return name + parameter
    if parameter.startswith("from "):  # "hexproof from black": 黒からの呪禁
        return f"{quality_text(parameter.removeprefix('from '), 'ja')}からの{name}"
    word = parameter.removeprefix("for ")  # "affinity for artifacts"
    word = quality_text(re.sub(r"^(an?|the) ", "", word), "ja")  # "champion a goblin"
    table = terms()
    word = table["card_types"].get(word) or table["subtypes"].get(word, word)
    return f"{name}（{word}）"


_NUMBERED: dict[type, str] = {
    Bushido: "bushido",
    Rampage: "rampage",
    Afflict: "afflict",
    Toxic: "toxic",
}


def ability_text(text: str, lang: str = "en") -> str:
    """A keyword ability given by its notation (``str()`` of the value:
    ``flying``, ``protection from red``, ``swampwalk``, ``bushido 2``,
    ``ward {2}``) in the language; English is returned as given, and so is
    a notation this module does not recognise.

    >>> ability_text("protection from red", "ja"), ability_text("flying", "en")
    ('プロテクション（赤）', 'flying')
    """
    if lang != "ja":
        return text
    keywords = terms()["keywords"]
    if text in keywords:
        return keywords[text]
    if text.startswith("protection from "):
        qualities = text.removeprefix("protection from ").split(" and from ")
        return "、".join(f"プロテクション（{quality_text(q, 'ja')}）" for q in qualities)
    if text == "nonbasic landwalk":
        return _landwalk(Landwalk("nonbasic"))
    if text.endswith("walk") and " " not in text:
        return _landwalk(Landwalk(text.removesuffix("walk")))
    for size in (3, 2, 1):  # the longest known name that starts the notation
        words = text.split(" ")
        name = " ".join(words[:size])
        if len(words) > size and name in keywords:
            return _other_keyword(OtherKeyword(name, " ".join(words[size:])))
    return text


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
    if compare.value is None:
        return f"これの{stat}{_OP_RELATIVE_JA[compare.op]}{stat}を持つ"
    word = _OP_JA[compare.op]
    return f"{stat}が{compare.value}{word}" + ("" if word.endswith("い") else "の")


def _or(words: Iterable[str]) -> str:
    return "か".join(words)


_HOST: ContextVar[str] = ContextVar("_HOST", default="")
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
    """A kind of counter in Japanese (``+1/+1`` stays; "any": no word)."""
    return _term("counters", kind)


def _selector(selector: Selector) -> str:
    if selector.pair and selector == Selector(pair=True):  # soulbond (702.95)
        return "これとこれと組になっているクリーチャー"
    if selector.ids == ("~",):  # the permanent itself, before its id is bound
        role = selector.role and f"（{_term('roles', selector.role)}とき）"
        return "このパーマネント" + role
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
    if selector.face_down is not None:  # 708.2
        mods.append("裏向きの" if selector.face_down else "表向きの")
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


# ---------------------------------------------------------------------------
# Blocking rules, conditions and effects
# ---------------------------------------------------------------------------


def _from(source: str) -> str:
    return f"（{source}による）" if source else ""


def _unless(condition: object) -> str:
    """The "unless" clause of "can't block unless CONDITION"."""
    if isinstance(condition, YouControl):
        return f"あなたが{_selector(condition.selector)}をコントロールしていない限り"
    if isinstance(condition, AlsoBlock):
        return f"他のクリーチャーが{condition.count}体以上ブロックしていない限り"
    if isinstance(condition, GreaterPowerAlsoBlocks):
        return "これより大きいパワーを持つクリーチャーもブロックしていない限り"
    return f"「{_condition_clause(condition)}」でない限り"


def _condition(condition: YouControl | AlsoBlock | GreaterPowerAlsoBlocks) -> str:
    if isinstance(condition, YouControl):
        return f"あなたが{_selector(condition.selector)}をコントロールしている"
    if isinstance(condition, AlsoBlock):
        return f"他のクリーチャーが{condition.count}体以上ブロックしている"
    return "これより大きいパワーを持つクリーチャーもブロックしている"


_FIXED_RULES: dict[type, str] = {
    CantBlock: "ブロックできない",
    CantBeBlocked: "ブロックされない",
    CanBlockOnlyFlyers: "飛行を持つクリーチャーしかブロックできない",
    CantBlockAlone: "単独ではブロックできない",
    CantAttack: "攻撃できない",
    CantAttackAlone: "単独では攻撃できない",
    AttacksEachCombat: "各戦闘で可能なら攻撃する",
    BlocksEachCombat: "各戦闘で可能ならブロックする",
    Lure: "これをブロックできるすべてのクリーチャーはこれをブロックする",
    MustBeBlocked: "可能ならブロックされる",
    MustBeBlockedByExactlyOne: "可能ならちょうど1体のクリーチャーによってブロックされる",
    CantBeBlockedUnlessAllBlock: (
        "防御プレイヤーがコントロールするすべてのクリーチャーがこれをブロックしない限り"
        "ブロックされない"
    ),
}


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
    if not sel.controller and sel.attached and (op, value) == (">=", 1):
        # "as long as ~ is enchanted / equipped"
        return "これが装備している" if "artifact" in sel.types else "これがエンチャントされている"
    plain = _selector(dataclasses.replace(sel, controller=""))
    if not sel.controller:
        if (op, value) == ("==", 0):
            return f"戦場に{plain}がない"
        return f"戦場に{plain}が{_amount(op, value, _unit(sel))}ある"
    who = {"you": "あなた", "opponent": "対戦相手", "defending": "防御プレイヤー"}.get(
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
        return f"{who}が持つ{_term('amounts', value.what)}の数"
    base = "と".join(_amount_text(p) for p in value.parts)
    if len(value.parts) > 1:
        base += "の合計"
    if value.times != 1:
        base += f"の{value.times}倍"
    return f"{base}に{value.plus}を足した数" if value.plus else base


def _counter_kind(kind: str) -> str:
    """A kind of counter in Japanese: +1/+1 as printed, known kinds by the
    term table, others in quotes as printed."""
    if kind in ("+1/+1", "-1/-1"):
        return kind
    return terms()["counter_kinds"].get(kind, f"「{kind}」")


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
    if isinstance(condition, AttackingAlone):
        return "これが単独で攻撃している"  # 506.5
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
    return f"「{condition}」"


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


def _static(effect: StaticEffect) -> str:
    does: list[str] = []
    if effect.add_types:  # layer 4
        kinds = "・".join(_term("card_types", t) for t in sorted(effect.add_types))
        does.append(f"他のタイプに加えて{kinds}でもある")
    if effect.base_power is not None or effect.base_toughness is not None:  # layer 7b
        p = "*" if effect.base_power is None else effect.base_power
        t = "*" if effect.base_toughness is None else effect.base_toughness
        does.append(f"基本のパワーとタフネスが{p}/{t}である")
    if effect.set_power is not None and effect.set_power == effect.set_toughness:
        does.append(f"パワーとタフネスはそれぞれ{_number(effect.set_power)}に等しい")
    else:
        if effect.set_power is not None:
            does.append(f"パワーは{_number(effect.set_power)}に等しい")
        if effect.set_toughness is not None:
            does.append(f"タフネスは{_number(effect.set_toughness)}に等しい")
    if effect.power or effect.toughness:
        each = _per(effect.per) if effect.per is not None else ""
        does.append(f"{each}{effect.power:+d}/{effect.toughness:+d}の修整を受ける")
    abilities = [describe_value(g, "ja") for g in effect.grants if _is_ability(g)]
    if abilities:
        does.append("、".join(abilities) + "を持つ")
    does.extend(describe_value(g, "ja") for g in effect.grants if not _is_ability(g))
    if effect.prevent_from is not None:
        does.append(describe_value(effect.prevent_from, "ja"))
    if effect.removes:  # keywords removed (layer 6)
        lost = "、".join(describe_value(k, "ja") for k in effect.removes)
        does.append(f"{lost}を失い、それを持つことも得ることもできない")
    if effect.by_toughness:
        does.append("パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る")
    if effect.block_additional:  # 509.1a
        each = _per(effect.per) if effect.per is not None and not effect.power else ""
        does.append(f"{each}追加で{effect.block_additional}体のクリーチャーをブロックできる")
    if effect.prevent_dealt_by:
        does.append("戦闘ダメージを与えない（軽減される）")
    if effect.prevent_dealt_to:
        does.append("戦闘ダメージを与えられない（軽減される）")
    when = f"{_condition_clause(effect.condition)}限り、" if effect.condition is not None else ""
    return f"{when}{_selector(effect.affected)}：" + "；".join(does or ["変化なし"])


# Triggered abilities of the declare blockers step (509.3 now, 509.5 in 2023).


def _trigger_event(event: str, other: Selector | None) -> str:
    """One trigger event as a verb phrase: ``ブロックする``,
    ``クリーチャー1体にブロックされた状態になる``; ``other`` narrows the other
    creature (each one for a per-creature event, one or more for the rest)."""
    one = f"{_selector(other)}1体" if other is not None else "クリーチャー1体"
    some = f"1体以上の{_selector(other)}" if other is not None else ""
    if event == "blocks":
        return f"{some}をブロックする" if some else "ブロックする"
    if event == "blocks_creature":
        return f"{one}をブロックする"
    if event == "becomes_blocked":
        return f"{some}にブロックされた状態になる" if some else "ブロックされた状態になる"
    if event == "becomes_blocked_by":
        return f"{one}にブロックされた状態になる"
    if event == "combat_damage_to_player":
        return "プレイヤーに戦闘ダメージを与える"
    if event == "combat_damage_to_creature":
        return "クリーチャーに戦闘ダメージを与える"
    if event == "attacks":  # 508.2a: triggers as attackers are declared
        return "攻撃する"
    return "攻撃してブロックされない"  # "unblocked"


def _who(target: str, own: bool) -> str:
    """Whom an effect reaches, relative to the event; ``own``: the event is
    about the permanent with the ability itself ("this creature")."""
    it = "これ" if own else "それ"
    return {
        "it": it,
        "other": "そのクリーチャー",
        "blockers": f"{it}をブロックしている各クリーチャー",
        "target": "その対象",
        "you": "あなた",
        "defending": "防御プレイヤー",
        "other_controller": "そのクリーチャーのコントローラー",
        "it_controller": f"{it}のコントローラー",
    }[target]


def _effect(effect: TriggerEffect, own: bool = False) -> str:
    """One effect of a block trigger, as printed on Japanese cards."""
    it = "これ" if own else "それ"
    if isinstance(effect, PumpEffect):
        per = {
            "blocker": f"{it}をブロックしているクリーチャー1体につき",
            "blocker_beyond_first": (
                f"{it}をブロックしているクリーチャーのうち1体目より後の1体につき"
            ),
            "blocked": f"{it}がブロックしているクリーチャー1体につき",
        }.get(effect.per, "")
        pt = f"{effect.power:+d}/{effect.toughness:+d}"
        when = "ターン終了時まで、" if per else "ターン終了時まで"
        return f"{_who(effect.target, own)}は{when}{per}{pt}の修整を受ける"
    if isinstance(effect, KeywordEffect):
        verb = "失う" if effect.lose else "得る"
        keyword = describe_value(effect.keyword, "ja")
        return f"{_who(effect.target, own)}はターン終了時まで{keyword}を{verb}"
    if isinstance(effect, DamageEffect):
        source = "これ" if own else "このパーマネント"
        if effect.by_it:
            source = it
        if effect.target == "target":
            sel = effect.target_filter
            who = (
                f"{_selector(sel)}1体を対象とし、それ" if sel is not None else "1つを対象とし、それ"
            )
        elif effect.target == "each":
            who = f"各{_selector(effect.target_filter or Selector())}"
        else:
            who = _who(effect.target, own)
        if effect.by_power:
            return f"{source}は{who}に自身のパワーに等しい点数のダメージを与える"
        return f"{source}は{who}に{effect.amount}点のダメージを与える"
    if isinstance(effect, NoCombatDamageEffect):
        return f"{_who(effect.target, own)}はこのターン、戦闘ダメージを割り振らない"
    if isinstance(effect, RemoveFromCombatEffect):
        who = _who(effect.target, own)
        return (
            f"{who}をアンタップし、戦闘から取り除く" if effect.untap else f"{who}を戦闘から取り除く"
        )
    if isinstance(effect, ReturnToHandEffect):
        return f"{_who(effect.target, own)}をオーナーの手札に戻す"
    if isinstance(effect, SacrificeEffect):
        return f"{_who(effect.target, own)}を生け贄に捧げる"
    if isinstance(effect, DrawEffect):
        return f"あなたはカードを{effect.amount}枚引く"
    if isinstance(effect, GroupPumpEffect):
        per = f"{_selector(effect.per)}1体につき" if effect.per is not None else ""
        pt = f"{effect.power:+d}/{effect.toughness:+d}"
        return f"{_selector(effect.affected)}はターン終了時まで{per}{pt}の修整を受ける"
    if isinstance(effect, ColorEffect):
        colors = "と".join(color_text(c, "ja") for c in sorted(effect.colors))
        return f"{_who(effect.target, own)}は{colors}になる"
    if isinstance(effect, LifeTotalEffect):
        return f"{_who(effect.player, own)}のライフ総量は{effect.total}になる"
    if isinstance(effect, DestroyEffect):
        tail = "。それは再生できない" if not effect.regenerate else ""
        when = "戦闘終了時に" if effect.at_end_of_combat else ""
        return f"{when}{_who(effect.target, own)}を破壊する{tail}"
    if isinstance(effect, RecordedEffect):
        # the printed words are English card text: said in general terms
        return "カードに書かれた効果（記録のみで、解決はしない）"
    if isinstance(effect, LifeEffect):
        verb = "得る" if effect.amount >= 0 else "失う"
        return f"{_who(effect.player, own)}は{abs(effect.amount)}点のライフを{verb}"
    if isinstance(effect, PoisonEffect):
        return f"{_who(effect.player, own)}は毒カウンターを{effect.amount}個得る"
    if isinstance(effect, CounterEffect):
        return f"{_who(effect.target, own)}の上に{effect.kind}カウンターを{effect.amount}個置く"
    if isinstance(effect, PreventEffect):
        if effect.everything:
            return "このターン、与えられるすべての戦闘ダメージを軽減する"
        who = _who(effect.target, own)
        parts = [
            text
            for text, on in (
                (f"{who}が与える", effect.dealt_by),
                (f"{who}に与えられる", effect.dealt_to),
            )
            if on
        ]
        return f"このターン、{'戦闘ダメージと'.join(parts)}戦闘ダメージをすべて軽減する"
    return f"{_who(effect.target, own)}を再生する"  # RegenerateEffect


def _block_trigger(trigger: BlockTrigger) -> str:
    """``このクリーチャーがブロックするたび、これはターン終了時まで+0/+2の修整を受ける``."""
    own = trigger.subject is None
    who = "このクリーチャー" if trigger.subject is None else f"{_selector(trigger.subject)}1体"
    events = [_trigger_event(e, trigger.other) for e in trigger.events]
    # "blocks or becomes blocked": ブロックするかブロックされた状態になる
    when = "か".join(events)
    if trigger.at_least > 1:
        when = f"{trigger.at_least}体以上のクリーチャーを{when}"
    parts = [_effect(e, own) for e in trigger.effects]
    if trigger.if_you_do and len(parts) > 1:
        effects = f"{parts[0]}。そうしたなら、" + "。".join(parts[1:])
    else:
        effects = "。".join(parts)
    # "you may" (603.5): the whole choice, then what it does
    may = "あなたは次を行ってもよい：" if trigger.optional else ""
    return f"{who}が{when}たび、{may}{effects}"


def _player(effect: PlayerEffect) -> str:
    does: list[str] = []
    if effect.protection:
        names = (f"プロテクション（{quality_text(q, 'ja')}）" for q in sorted(effect.protection))
        does.append("、".join(names) + "を持つ")
    if effect.life_floor:
        does.append("ダメージによってライフが1未満にならない")
    if effect.cant_lose:
        does.append("ゲームに敗北しない")
    return f"{_term('player_groups', effect.who)}：" + "；".join(does or ["変化なし"])


def _is_ability(value: object) -> bool:
    return isinstance(value, Ability)


def _flag(value: object) -> str | None:
    """The parser's flags (``mtgcombat.text.Flag``: a permanent's own combat
    facts), read by shape so that the edge modules stay independent."""
    name = getattr(value, "name", None)
    count = getattr(value, "value", None)
    if type(value).__name__ != "Flag" or not isinstance(name, str) or not isinstance(count, int):
        return None
    template = terms()["flags"].get(name)
    return template.format(n=count) if template is not None else None


def flag_text(name: str, value: int | bool, lang: str = "en") -> str | None:
    """One of a permanent's own combat facts (``cant_have_counters``,
    ``can_block_additional`` with its count) in Japanese; ``None`` when the
    language is not Japanese or the fact is not known.

    >>> flag_text("cant_have_counters", True, "ja"), flag_text("cant_have_counters", True)
    ('カウンターを置かれない', None)
    """
    if lang != "ja":
        return None
    template = terms()["flags"].get(name)
    return template.format(n=int(value)) if template is not None else None


_RENDERERS: dict[type, Callable[[object], str]] = {}


def _renders(*types: type) -> Callable[[Callable[[object], str]], Callable[[object], str]]:
    def register(fn: Callable[[object], str]) -> Callable[[object], str]:
        for t in types:
            _RENDERERS[t] = fn
        return fn

    return register


@_renders(Keyword)
def _r_keyword(v: object) -> str:
    return _term("keywords", str(v))


@_renders(Protection)
def _r_protection(v: object) -> str:
    assert isinstance(v, Protection)
    return f"プロテクション（{quality_text(v.quality, 'ja')}）"


@_renders(Landwalk)
def _r_landwalk(v: object) -> str:
    assert isinstance(v, Landwalk)
    return _landwalk(v)


@_renders(Bushido, Rampage, Afflict, Toxic)
def _r_numbered(v: object) -> str:
    assert isinstance(v, Bushido | Rampage | Afflict | Toxic)
    return f"{_term('keywords', _NUMBERED[type(v)])}{v.amount}"


@_renders(OtherKeyword)
def _r_other(v: object) -> str:
    assert isinstance(v, OtherKeyword)
    return _other_keyword(v)


@_renders(Compare)
def _r_compare(v: object) -> str:
    assert isinstance(v, Compare)
    return _compare(v).removesuffix("の")


@_renders(Selector)
def _r_selector(v: object) -> str:
    assert isinstance(v, Selector)
    return _selector(v)


@_renders(*_FIXED_RULES)
def _r_fixed(v: object) -> str:
    return _FIXED_RULES[type(v)]


@_renders(MinBlockers)
def _r_min(v: object) -> str:
    assert isinstance(v, MinBlockers)
    return f"{v.count}体以上のクリーチャーによってしかブロックされない"


@_renders(MaxBlockers)
def _r_max(v: object) -> str:
    assert isinstance(v, MaxBlockers)
    # "can't be blocked by more than one creature": 2体以上のクリーチャーによってはブロックされない
    return f"{v.count + 1}体以上のクリーチャーによってはブロックされない"


@_renders(MustBlock)
def _r_must_block(v: object) -> str:
    assert isinstance(v, MustBlock)
    return f"このターン、可能なら{v.attacker}をブロックする"


@_renders(BlockCost)
def _r_cost(v: object) -> str:
    assert isinstance(v, BlockCost)
    return f"ブロックするには{{{v.amount}}}を支払う必要がある"


@_renders(CantBlockSel)
def _r_cant_block_sel(v: object) -> str:
    assert isinstance(v, CantBlockSel)
    return f"{_selector(v.selector)}をブロックできない{_from(v.source)}"


@_renders(CanBlockOnly)
def _r_can_block_only(v: object) -> str:
    assert isinstance(v, CanBlockOnly)
    return f"{_selector(v.selector)}しかブロックできない{_from(v.source)}"


@_renders(CantBeBlockedBy)
def _r_cant_be_blocked_by(v: object) -> str:
    assert isinstance(v, CantBeBlockedBy)
    return f"{_selector(v.selector)}によってはブロックされない{_from(v.source)}"


@_renders(CantBeBlockedExceptBy)
def _r_except_by(v: object) -> str:
    assert isinstance(v, CantBeBlockedExceptBy)
    return f"{_selector(v.selector)}以外によってはブロックされない{_from(v.source)}"


@_renders(CantBeBlockedWhile)
def _r_while(v: object) -> str:
    assert isinstance(v, CantBeBlockedWhile)
    where = f"防御プレイヤーが{_selector(v.selector)}をコントロールしている限り"
    return f"{where}ブロックされない{_from(v.source)}"


@_renders(YouControl, AlsoBlock, GreaterPowerAlsoBlocks)
def _r_condition(v: object) -> str:
    assert isinstance(v, YouControl | AlsoBlock | GreaterPowerAlsoBlocks)
    return _condition(v)


@_renders(CantBlockUnless)
def _r_unless(v: object) -> str:
    assert isinstance(v, CantBlockUnless)
    return f"{_unless(v.condition)}ブロックできない{_from(v.source)}"


@_renders(MustBeBlockedBy)
def _r_must_be_blocked_by(v: object) -> str:
    assert isinstance(v, MustBeBlockedBy)
    return f"可能なら{_selector(v.selector)}によってブロックされる{_from(v.source)}"


@_renders(BlocksSelEachCombat)
def _r_blocks_sel(v: object) -> str:
    assert isinstance(v, BlocksSelEachCombat)
    return f"各戦闘で可能なら{_selector(v.selector)}をブロックする{_from(v.source)}"


@_renders(StaticEffect)
def _r_static(v: object) -> str:
    assert isinstance(v, StaticEffect)
    return _static(v)


@_renders(PlayerEffect)
def _r_player(v: object) -> str:
    assert isinstance(v, PlayerEffect)
    return _player(v)


@_renders(
    PermanentCount,
    SourceIs,
    LifeTotal,
    CardsIn,
    CountersOn,
    PlayerIs,
    PoisonCounters,
    HalfLife,
    MoreThan,
    Paired,
    AttackingAlone,
    AllOf,
    AnyOf,
    AmountIs,
)
def _r_static_condition(v: object) -> str:
    return _condition_clause(v)


@_renders(Count, CardCount, CardTypeCount, Distinct, PlayerNumber, Sum, CounterCount)
def _r_count(v: object) -> str:
    assert isinstance(
        v, Count | CardCount | CardTypeCount | Distinct | PlayerNumber | Sum | CounterCount
    )
    return _number(v)


@_renders(
    PumpEffect,
    KeywordEffect,
    DamageEffect,
    DestroyEffect,
    LifeEffect,
    PoisonEffect,
    CounterEffect,
    PreventEffect,
    RegenerateEffect,
    NoCombatDamageEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    DrawEffect,
    GroupPumpEffect,
    ColorEffect,
    LifeTotalEffect,
    RecordedEffect,
)
def _r_trigger_effect(v: object) -> str:
    assert isinstance(
        v,
        PumpEffect
        | KeywordEffect
        | DamageEffect
        | DestroyEffect
        | LifeEffect
        | PoisonEffect
        | CounterEffect
        | PreventEffect
        | RegenerateEffect
        | NoCombatDamageEffect
        | RemoveFromCombatEffect
        | ReturnToHandEffect
        | SacrificeEffect
        | DrawEffect
        | GroupPumpEffect
        | ColorEffect
        | LifeTotalEffect
        | RecordedEffect,
    )
    return _effect(v)


@_renders(BlockTrigger)
def _r_block_trigger(v: object) -> str:
    assert isinstance(v, BlockTrigger)
    return _block_trigger(v)


# --- values of the long-tail card forms (conditions on whose turn it is, ...)


@_renders(YourTurn)
def _r_your_turn(v: object) -> str:
    assert isinstance(v, YourTurn)
    return "あなたのターンである" if v.yours else "あなたのターンでない"


@_renders(CanBlockShadow)
def _r_can_block_shadow(v: object) -> str:
    assert isinstance(v, CanBlockShadow)
    return "シャドーを持つクリーチャーを、シャドーを持つかのようにブロックできる"


@_renders(DamageRule)
def _r_damage_rule(v: object) -> str:
    """``あなたのコントロールするクリーチャーに与えられるダメージは、そのうち1点が軽減される``."""
    assert isinstance(v, DamageRule)
    what = {"": "ダメージ", "combat": "戦闘ダメージ", "noncombat": "戦闘ダメージでないダメージ"}
    text = what[v.combat]
    if v.at_most:
        text = f"{v.at_most}点以下の{text}"
    froms: list[str] = []
    if v.source is not None:
        froms.append(_selector(v.source))
    if v.unblocked:
        froms.append("ブロックされていないクリーチャー")
    whom: list[str] = []
    if v.players is not None:
        whom.append(_term("player_groups", v.players))
    if v.to is not None:
        whom.append(_selector(v.to))
    head = "".join(f"{f}から" for f in froms) + ("または".join(whom) + "に" if whom else "")
    kind = "minus" if v.does == "plus" and v.amount < 0 else v.does
    does = _term("damage_rules", kind).format(n=abs(v.amount))
    when = f"{_condition_clause(v.condition)}限り、" if v.condition is not None else ""
    return f"{when}{head}与えられる{text}は、{does}"


@_renders(LureSel)
def _r_lure_sel(v: object) -> str:
    assert isinstance(v, LureSel)
    return (
        f"これをブロックできるすべての{_selector(v.selector)}はこれをブロックする{_from(v.source)}"
    )


@_renders(BlockableDespiteLandwalk)
def _r_blockable_despite_landwalk(v: object) -> str:
    assert isinstance(v, BlockableDespiteLandwalk)
    walk = describe_value(Landwalk(v.land_type), "ja")
    return f"{walk}を持たないかのようにブロックされうる"


@_renders(CanBlockAsThoughReach)
def _r_can_block_as_though_reach(v: object) -> str:
    assert isinstance(v, CanBlockAsThoughReach)
    return f"到達を持つかのように{_selector(v.selector)}をブロックできる{_from(v.source)}"


@_renders(CanBlockTapped)
def _r_can_block_tapped(v: object) -> str:
    assert isinstance(v, CanBlockTapped)
    return "アンタップ状態であるかのようにブロックできる"


@_renders(MaxBlockersEachCombat)
def _r_max_blockers_each_combat(v: object) -> str:
    assert isinstance(v, MaxBlockersEachCombat)
    return f"各戦闘で{v.count}体を超えるクリーチャーはブロックできない"


@_renders(CantBeBlockedAlone)
def _r_cant_be_blocked_alone(v: object) -> str:
    assert isinstance(v, CantBeBlockedAlone)
    return "単独で攻撃している限りブロックされない"


@_renders(CantAttackUnlessDefenderControls)
def _r_cant_attack_unless(v: object) -> str:
    assert isinstance(v, CantAttackUnlessDefenderControls)
    land = land_type_text(v.land_type, "ja")
    return f"防御プレイヤーが{land}をコントロールしていない限り攻撃できない"


@_renders(CreaturesCantAttackYou)
def _r_creatures_cant_attack_you(v: object) -> str:
    assert isinstance(v, CreaturesCantAttackYou)
    who = "エンチャントされているクリーチャー" if v.host else "クリーチャー"
    if v.planeswalkers:
        return f"{who}はあなたやあなたがコントロールするプレインズウォーカーを攻撃できない"
    return f"{who}はあなたを攻撃できない"


@_renders(PowerCantAttack)
def _r_power_cant_attack(v: object) -> str:
    assert isinstance(v, PowerCantAttack)
    return f"パワーが{v.power}以上のクリーチャーは攻撃できない"


@_renders(MaxAttackersEachCombat)
def _r_max_attackers_each_combat(v: object) -> str:
    assert isinstance(v, MaxAttackersEachCombat)
    return f"各戦闘で{v.count}体を超えるクリーチャーは攻撃できない"


@_renders(Goaded)
def _r_goaded(v: object) -> str:
    assert isinstance(v, Goaded)
    return f"プレイヤー{v.player}に挑発されている"


@_renders(Goads)
def _r_goads(v: object) -> str:
    assert isinstance(v, Goads)
    who = "対戦相手がコントロールするクリーチャー"
    if v.host:
        who = "エンチャントされているクリーチャー"
    return f"{who}は各戦闘で可能なら攻撃し、可能ならあなた以外のプレイヤーを攻撃する"


@_renders(AttackTax)
def _r_attack_tax(v: object) -> str:
    assert isinstance(v, AttackTax)
    if v.planeswalkers:
        return (
            "クリーチャーは、そのコントローラーがそれらのクリーチャー1体につき"
            f"｛{v.amount}｝を支払わないかぎり、あなたやあなたがコントロールする"
            "プレインズウォーカーを攻撃できない"
        )
    return (
        f"クリーチャーは、そのコントローラーがあなたを攻撃しているクリーチャー1体につき"
        f"｛{v.amount}｝を支払わないかぎり、あなたを攻撃できない"
    )


@_renders(PreventFrom)
def _r_prevent_from(v: object) -> str:
    assert isinstance(v, PreventFrom)
    what = "ダメージ" if v.noncombat else "戦闘ダメージ"
    return f"{_selector(v.selector)}から与えられる{what}は軽減される"


_RELATIONS_JA = {
    "blocking_it": "それをブロックしている",
    "blocked_by_it": "それがブロックしている",
    "in_block_with_it": "それをブロックしているかそれにブロックされている",
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


RENDERED_TYPES: frozenset[type] = frozenset(_RENDERERS)
"""The value types :func:`describe_value` renders in Japanese (others, and
the parser's flags it knows by name, fall back as documented there)."""


def describe_value(value: object, lang: str = "en", *, host: str = "") -> str:
    """An ability value in words: its own English notation (``str()``) under
    ``en``; in Japanese under ``ja`` when its type is known here (every
    keyword, selector, blocking rule, condition, count, static effect and
    block trigger of :mod:`mtgcombat.core.abilities`), else again its English
    notation.

    ``host`` says how the permanent with the ability is attached, for a
    selector of the permanent it is attached to: ``enchanted`` (an Aura:
    エンチャントされているクリーチャー), ``equipped`` (an Equipment:
    装備しているクリーチャー); by default it is これがつけられているクリーチャー.

    >>> from mtgcombat.core.abilities import Keyword, Protection
    >>> describe_value(Keyword.FLYING, "ja"), describe_value(Protection("red"))
    ('飛行', 'protection from red')
    """
    if lang != "ja":
        return str(value)
    render = _RENDERERS.get(type(value))
    if render is not None:
        token = _HOST.set(host)
        try:
            return render(value)
        finally:
            _HOST.reset(token)
    flag = _flag(value)
    return flag if flag is not None else str(value)


# ---------------------------------------------------------------------------
# Finding the value behind a notation
# ---------------------------------------------------------------------------


def selector_values(value: object) -> Iterator[object]:
    """The value and every ability value inside it: a rule's selector, a
    condition's selector, an effect's grants, condition and counts, a block
    trigger's selectors, and their selectors.

    >>> from mtgcombat.text import parse_sentence
    >>> gorger = parse_sentence("~ can't be blocked by Walls.")
    >>> [str(v) for v in selector_values(next(iter(gorger.traits.block_rules)))]
    ["can't be blocked by wall creatures", 'wall creatures']
    """
    yield value
    for attr in (
        "selector",
        "condition",
        "affected",
        "subject",
        "other",
        "per",
        "set_power",
        "set_toughness",
    ):
        inner = getattr(value, attr, None)
        if inner is not None and not isinstance(inner, str | bool | int):
            yield from selector_values(inner)
    for grant in getattr(value, "grants", ()):
        yield from selector_values(grant)
    if isinstance(value, Selector):
        yield from value.with_keywords
        yield from value.without_keywords


def notation_index(board: Board) -> dict[str, object]:
    """Every ability value on the board (abilities, blocking rules, statics,
    and the selectors, conditions and grants inside them) by its English
    notation, plus each blocking rule by its report code
    (``rule:cant_block_sel:creatures with flying``, see
    :func:`mtgcombat.rules.effects.rule_code`). The first value met wins; values
    with the same notation are the same value for display. Computed once per
    board.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, abilities={"flying"})
    >>> notation_index(Board([Player("A"), Player("B")], [ogre], "A"))
    {'flying': <Keyword.FLYING: 'flying'>}
    """
    return board.derived(("notation_index",), lambda: _index(board))


def _index(board: Board) -> dict[str, object]:
    out: dict[str, object] = {}
    for perm in board.permanents:
        roots: list[object] = [*perm.abilities, *perm.block_rules, *perm.statics]
        for root in roots:
            for value in selector_values(root):
                out.setdefault(str(value), value)
                if isinstance(value, BlockRule):
                    # by its code, a rule as its granting effect states it:
                    # the form without a bound source wins (a report line
                    # names the source already)
                    key = "rule:" + rule_code(value)
                    if getattr(value, "source", ""):
                        out.setdefault(key, value)
                    else:
                        out[key] = value
    return out
