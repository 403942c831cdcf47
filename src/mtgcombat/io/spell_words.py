"""The abilities that trigger on a spell being cast (601.2i) in Japanese, as
printed on Japanese cards: 「あなたが非クリーチャー呪文を唱えるたび、…」, and
the condition on the spell (:mod:`mtgcombat.core.spell_filters`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgcombat.core.abilities import BlockTrigger, Selector
from mtgcombat.core.cast_when import CastWhen
from mtgcombat.core.spell_filters import HISTORIC
from mtgcombat.io.ja_terms import terms

_TYPES = {
    "artifact": "アーティファクト",
    "creature": "クリーチャー",
    "enchantment": "エンチャント",
    "instant": "インスタント",
    "sorcery": "ソーサリー",
    "planeswalker": "プレインズウォーカー",
}
_COLORS = {"white": "白", "blue": "青", "black": "黒", "red": "赤", "green": "緑"}
_OPS = {">=": "以上", "<=": "以下", "==": "", ">": "より大きい", "<": "未満"}
_COUNTS = {"colorless": "無色の", "multicolored": "多色の", "monocolored": "単色の"}
_WHO = {
    "cast_spell": "あなた",
    "cast_spell_targeting": "あなた",
    "cast_spell_any": "プレイヤー1人",
    "cast_spell_opponent": "対戦相手1人",
}


def spell_ja(wanted: Selector | None) -> str:
    """The spell a condition names: 「非クリーチャー呪文」, 「インスタントかソーサリーである呪文」.

    >>> spell_ja(Selector(types=frozenset(), not_types=frozenset({"creature"})))
    '非クリーチャー呪文'
    >>> spell_ja(Selector(types=frozenset(), colors=frozenset({"white"})))
    '白の呪文'
    >>> from mtgcombat.core.selector_values import Compare
    >>> spell_ja(Selector(types=frozenset(), compares=(Compare("mana value", ">=", 4),)))
    'マナ総量が4以上の呪文'
    """
    if wanted is None:
        return "呪文"
    if wanted.compares:
        # issue 33: "a spell with mana value 4 or greater" (202.3)
        bare = dataclasses.replace(wanted, compares=())
        said = "、".join(f"マナ総量が{c.value}{_OPS.get(c.op, '')}" for c in wanted.compares)
        return f"{said}の{spell_ja(bare if bare != Selector(types=frozenset()) else None)}"
    if wanted == HISTORIC:
        return "歴史的な呪文"  # 700.6
    if wanted.any_of:
        parts = [spell_ja(s).removesuffix("呪文") for s in wanted.any_of]
        if all(p.endswith("の") for p in parts):  # 「青か黒か赤の呪文」
            return "か".join(p.removesuffix("の") for p in parts) + "の呪文"
        return "か".join(parts) + "である呪文"
    words = [f"非{_TYPES[t]}" for t in sorted(wanted.not_types)]
    words += [f"非{_COLORS[c]}" for c in sorted(wanted.not_colors)]
    words += [_TYPES[t] for t in sorted(wanted.types)]
    # issue 33: "a Spirit or Arcane spell" (205.3), "a legendary spell" (205.4)
    words += [_subtype_ja(t) for t in sorted(wanted.subtypes)]
    supertypes = "".join(terms()["qualities"].get(t, t) for t in sorted(wanted.supertypes))
    head = "・".join(words)
    color = "".join(f"{_COLORS[c]}の" for c in sorted(wanted.colors))
    if len(wanted.colors) > 1:  # issue 33: "a spell that's both black and green"
        color = "と".join(_COLORS[c] for c in sorted(wanted.colors)) + "の両方である"
    return f"{_COUNTS.get(wanted.color_count, '')}{color}{supertypes}{head}呪文"


def _subtype_ja(subtype: str) -> str:
    """A subtype in Japanese: 「スピリット」, 「秘儀」."""
    return terms()["subtypes"].get(subtype) or terms()["qualities"].get(subtype, subtype)


def cast_trigger_ja(trigger: BlockTrigger, effects: Sequence[str]) -> str:
    """A "whenever you cast ..." ability, its effects already in Japanese.

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> claw = BlockTrigger(("cast_spell_any",), (LifeEffect(1),), optional=True,
    ...                     other=Selector(types=frozenset(), colors=frozenset({"red"})))
    >>> cast_trigger_ja(claw, ["あなたは1点のライフを得る"])
    'プレイヤー1人が赤の呪文を唱えるたび、あなたは次を行ってもよい：あなたは1点のライフを得る'
    """
    event = trigger.events[0]
    spell = spell_ja(trigger.other)
    if event == "cast_spell_targeting":
        spell = f"このクリーチャーを対象とする{spell}"
    may = "あなたは次を行ってもよい：" if trigger.optional else ""
    who = _WHO[event]
    if trigger.when is not None:  # issue 33: a cast's turn, count or kicker
        who, spell = when_ja(trigger.when, who, spell)
    return f"{who}が{spell}を唱えるたび、{may}" + "。".join(effects)


_NTH = {1: "1つ目", 2: "2つ目", 3: "3つ目"}


def when_ja(when: CastWhen, who: str, spell: str) -> tuple[str, str]:
    """The caster and the spell of a cast trigger with a turn, count or
    kicker condition: 「あなたが各ターンの2つ目の呪文を唱えるたび」.

    >>> when_ja(CastWhen(nth=2), "あなた", "呪文")
    ('あなた', '各ターンの2つ目の呪文')
    >>> when_ja(CastWhen(turn="opponents"), "あなた", "呪文")
    ('対戦相手のターンの間にあなた', '呪文')
    """
    if when.nth:
        turn = "各対戦相手のターンの" if when.turn == "opponents" else "各ターンの"
        return who, f"{turn}{_NTH[when.nth]}の呪文"
    if when.kicked:
        spell = f"キッカーされた{spell}"
    if when.after_first:
        spell = f"各ターンの1つ目以外の{spell}"
    if when.turn:
        who = ("あなたのターンの間に" if when.turn == "yours" else "対戦相手のターンの間に") + who
    return who, spell
