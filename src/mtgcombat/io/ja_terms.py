"""The Japanese terms of ``data/ja_terms.toml`` (by table name), and the
words of keywords (702), protection qualities (702.16), colors, type lines
(205) and land types (landwalk, 702.14) in English or Japanese.
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Iterable, Mapping
from functools import cache

from mtgcombat.core.abilities import Afflict, Bushido, Landwalk, OtherKeyword, Rampage, Toxic
from mtgcombat.text.keywords import subtype_table


@cache
def terms() -> Mapping[str, Mapping[str, str]]:
    """The Japanese term tables (``data/ja_terms.toml``), by table name."""
    folder = os.path.dirname(os.path.dirname(__file__))  # the package (read by path: start-up)
    with open(os.path.join(folder, "data", "ja_terms.toml"), encoding="utf-8") as file:
        text = file.read()
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
    if ability.name == "can't be the target of":  # issue 34 (mtgcombat.text.target_lines)
        return _untargetable(ability.parameter)
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


_UNTARGETABLE_LINE = re.compile(
    r"^(?:(?P<quality>(?!spells\b|abilities\b).+?) )?"
    r"(?P<what>spells or abilities|spells|abilities)"
    r"(?: from (?P<sources>.+?) sources)?(?P<opponents> your opponents control)?$"
)


def _untargetable(line: str) -> str:
    """ "can't be the target of white spells or abilities from white sources"
    as Japanese cards print it: ``白の呪文や白の発生源からの能力の対象にならない``.

    >>> _untargetable("spells or abilities your opponents control")
    'あなたの対戦相手がコントロールする呪文や能力の対象にならない'
    """
    found = _UNTARGETABLE_LINE.match(line)
    if found is None:
        return line
    spells = "呪文" if "spells" in found["what"] else ""
    abilities = "能力" if "abilities" in found["what"] else ""
    if found["quality"] and spells:
        spells = f"{_quality_ja(found['quality'])}{spells}"
    elif found["quality"]:
        abilities = f"{_quality_ja(found['quality'])}発生源からの{abilities}"
    if found["sources"] and abilities:
        abilities = f"{_quality_ja(found['sources'])}発生源からの{abilities}"
    words = "や".join(w for w in (spells, abilities) if w)
    head = "あなたの対戦相手がコントロールする" if found["opponents"] else ""
    return f"{head}{words}の対象にならない"


def _quality_ja(quality: str) -> str:
    """A quality of a "can't be the target of" line before its noun:
    ``blue or black`` (青か黒の), ``nongreen`` (緑でない), ``aura`` (オーラ)."""
    parts = [p.strip() for p in quality.split(" or ")]
    out = []
    for part in parts:
        color = re.sub(r"^non-?", "", part)
        said = terms()["card_types"].get(color) or quality_text(color, "ja")  # "artifact"
        out.append(f"{said}でない" if color != part else said)
    said = "か".join(out)
    return said if said.endswith("でない") or said == "オーラ" else f"{said}の"


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
