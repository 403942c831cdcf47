"""Printed keyword abilities (702) read into ability values.

The table of keywords is data (``data/keywords.json``): every keyword of CR
702 in its printed form, the rule that defines it, what follows it on the
card (nothing, a number, a cost, a quality, a land type or free text) and
what the combat engine makes of it. This module reads one printed keyword
("Toxic 2", "Ward {2}", "protection from black and from red") with a small
table-driven reader; it needs no grammar, so a list of keywords loads fast.

>>> parse_keyword("First Strike")
<Keyword.FIRST_STRIKE: 'first strike'>
>>> parse_keywords("Protection from black and from red")
(Protection(quality='black'), Protection(quality='red'))
>>> parse_keyword("Ward {2}")
OtherKeyword(name='ward', parameter='{2}', rule='702.21')
>>> parse_keyword("flyng")
Traceback (most recent call last):
...
mtgcombat.text.keywords.KeywordError: unknown keyword "flyng" (did you mean 'flying'?)
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from functools import cache
from typing import Any, Literal

from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    Bushido,
    Keyword,
    Landwalk,
    OtherKeyword,
    Protection,
    Rampage,
    Toxic,
)
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.text.guess import closest

COLORS = ("white", "blue", "black", "red", "green")
BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")

Status = Literal["modelled", "no_effect", "unmodelled"]


@dataclass(frozen=True, slots=True)
class KeywordInfo:
    """One row of the keyword table.

    >>> info = KeywordInfo("trample", "702.19", "1994", "", "yes")
    >>> info.name, info.rule
    ('trample', '702.19')
    """

    name: str
    rule: str
    since: str
    parameter: str  # none, number, cost, text, optional text, quality, land type
    # keyword, ..., attack_trigger, attack_rule, block_rule, damage_trigger, replacement,
    # enter_trigger, no_effect, unmodelled
    combat: str


def _data(name: str) -> Any:
    # read by path (the package is installed as files), not through
    # importlib.resources, which loads pathlib, tempfile and zipfile
    with open(os.path.join(os.path.dirname(__file__), "data", name), encoding="utf-8") as file:
        return json.loads(file.read())


@cache
def keyword_table() -> dict[str, KeywordInfo]:
    """Every printed keyword name (lowercase) and its row."""
    rows = _data("keywords.json")["keywords"]
    return {r["name"]: KeywordInfo(**r) for r in rows}


@cache
def subtype_table() -> dict[str, tuple[str, str]]:
    """Every subtype word a selector or a protection quality may use, singular
    or plural, mapped to (kind, singular): "elves" -> ("creature", "elf")."""
    data = _data("subtypes.json")
    out: dict[str, tuple[str, str]] = {}
    for kind in ("creature", "land", "artifact", "enchantment"):
        for row in data[kind]:
            out.setdefault(row["name"], (kind, row["name"]))
            out.setdefault(row["plural"], (kind, row["name"]))
    return out


CARD_TYPE_PLURALS = {
    "creatures": "creature",
    "artifacts": "artifact",
    "enchantments": "enchantment",
    "lands": "land",
    "planeswalkers": "planeswalker",
    "battles": "battle",
    "instants": "instant",
    "sorceries": "sorcery",
}

_QUALITY_ALIASES = {"each color": "all colors", "all colors": "all colors"}
_FIXED_QUALITIES = (
    *COLORS,
    "all colors",
    "each color",
    "multicolored",
    "monocolored",
    "colorless",
    "everything",
    "each opponent",
    *CARD_TYPE_PLURALS,
)


def normalize_keyword_text(text: str) -> str:
    """Lowercase, straight apostrophes, reminder text dropped, spaces collapsed,
    trailing period dropped.

    >>> normalize_keyword_text("Flying  (It can’t be blocked except by creatures with flying.)")
    'flying'
    """
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"\([^()]*\)", " ", text)
    text = " ".join(text.lower().split())
    return text.rstrip(".").strip()


CHOSEN_QUALITIES = (
    "the chosen color",
    "the chosen player",
    "creatures of the chosen type",
    "the colors of permanents you control",
)
"""Qualities read from the board: a choice made as the permanent entered
(614.12) or the colors of its controller's permanents."""

SPELL_QUALITIES = ("arcane", "colored spells", "multicolored spells", "monocolored spells")
"""Qualities only spells have (a spell subtype, 205.3k): parsed, never met in
combat."""

_SUPERTYPE_QUALITIES = ("legendary", "snow", "basic", "world")
_QUALITY_NOUNS = ("creatures", "permanents")
MANA_VALUE_QUALITY = r"(?:converted mana cost|mana value) \d+ or (?:greater|less)"


@cache
def quality_subtypes() -> frozenset[str]:
    """The subtype words a protection quality names: the plurals ("humans"),
    and the singulars whose plural is the same word ("kavu", "merfolk")."""
    table = subtype_table()
    plurals = {w for w, (_, s) in table.items() if w != s}
    has_plural = {table[w][1] for w in plurals}
    return frozenset(plurals | {w for w, (_, s) in table.items() if w == s and s not in has_plural})


def _plural_subtype(word: str) -> bool:
    return word in quality_subtypes()


def _quality(word: str, players: Iterable[str]) -> str | None:
    """The stored quality of "from WORD", or ``None`` if it is not one."""
    if word in _QUALITY_ALIASES:
        return _QUALITY_ALIASES[word]
    if word in _FIXED_QUALITIES or word in CHOSEN_QUALITIES or word in SPELL_QUALITIES:
        return word
    if word in _SUPERTYPE_QUALITIES or re.fullmatch(MANA_VALUE_QUALITY, word):
        return word  # "protection from snow", "from mana value 3 or greater"
    head, _, rest = word.partition(" ")
    if head in _SUPERTYPE_QUALITIES and rest and _quality(rest, ()) is not None:
        return word  # "legendary creatures"
    if head.startswith("non-") and head[4:] in subtype_table() and rest in _QUALITY_NOUNS:
        return word  # "non-spirit creatures"
    if _plural_subtype(word):  # "from humans", "from kavu"
        return word
    for player in players:
        if player.casefold() == word:
            return word
    return None


def _quality_suggestions() -> list[str]:
    plurals = [w for w, (_, s) in subtype_table().items() if w != s]
    return [f"protection from {q}" for q in (*_FIXED_QUALITIES, *plurals)]


class KeywordError(ValueError):
    """A text that is no keyword ability. ``str()`` is the English message;
    ``key`` names its template in the message catalog's ``input_errors``
    section and ``facts`` fill it in (for a Japanese message).

    >>> from mtgcombat import parse_ability
    >>> parse_ability("trampel")
    Traceback (most recent call last):
    ...
    mtgcombat.text.keywords.KeywordError: unknown keyword "trampel" (did you mean 'trample'?)
    """

    def __init__(self, message: str, key: str, **facts: object) -> None:
        super().__init__(message)
        self.key = key
        self.facts = facts


def _protection(
    key: str, text: str, players: Iterable[str], suggest: bool = True
) -> tuple[Ability, ...]:
    rest = key[len("protection from ") :]
    parts = re.split(r",? and from |, from ", rest)
    out: list[Ability] = []
    players = tuple(players)
    for part in parts:
        quality = _quality(part.strip(), players)
        if quality is None:
            if not suggest:
                raise KeywordError(
                    f'unknown protection quality "{part.strip()}"',
                    "protection_unknown",
                    quality=part.strip(),
                )
            guess = closest(f"protection from {part.strip()}", _quality_suggestions())
            hint = f" (did you mean '{guess}'?)" if guess else ""
            raise KeywordError(
                f'unknown protection quality "{part.strip()}" in "{text}"{hint}',
                "protection_unknown_guess" if guess else "protection_unknown_in",
                quality=part.strip(),
                text=text,
                **({"guess": guess} if guess else {}),
            )
        out.append(Protection(quality))
    return tuple(out)


_NUMBERED: dict[str, type[Bushido | Rampage | Afflict | Toxic]] = {
    "bushido": Bushido,
    "rampage": Rampage,
    "afflict": Afflict,
    "toxic": Toxic,
}


def _suggest(key: str) -> str:
    """The closest known keyword to ``key``, or ""."""
    names = [n for n in keyword_table() if n not in ("landwalk", "protection", "typecycling")]
    names += [f"{t}walk" for t in BASIC_LAND_TYPES] + ["protection from red"]
    head = key.split(" {", maxsplit=1)[0]
    return closest(head, names) or closest(head.split()[0] if head else head, names) or ""


def parse_keywords(
    text: str, players: Iterable[str] = (), *, suggest: bool = True
) -> tuple[Ability, ...]:
    """Read one printed keyword into its ability values: one value, or one per
    quality for "protection from X and from Y" (702.16g). ``players`` are
    player ids a scenario allows as protection qualities (702.16k).
    ValueError (with the closest known spelling, unless ``suggest`` is
    false) when it is not a keyword.

    >>> parse_keywords("protection from red and from blue")
    (Protection(quality='red'), Protection(quality='blue'))
    """
    key = normalize_keyword_text(text)
    if not key:
        raise KeywordError("empty keyword", "keyword_empty")
    if key.startswith("protection from "):
        return _protection(key, text, players, suggest)
    table = keyword_table()
    # the longest keyword name the text starts with, at a word boundary
    best: KeywordInfo | None = None
    for name, info in table.items():
        if (key == name or (key.startswith(name) and key[len(name)] in " \u2014-")) and (
            best is None or len(name) > len(best.name)
        ):
            best = info
    if best is None:
        walk = re.fullmatch(r"([a-z]+)walk", key)
        if walk and walk.group(1) in (*BASIC_LAND_TYPES, "desert"):
            return (Landwalk(walk.group(1)),)
        cycling = re.fullmatch(r"([a-z]+)cycling (\S.*)", key)
        if cycling:
            return (OtherKeyword(f"{cycling.group(1)}cycling", cycling.group(2), "702.29"),)
        offering = re.fullmatch(r"([a-z]+) offering", key)
        if offering and offering.group(1) in subtype_table():
            return (OtherKeyword("offering", offering.group(1), "702.48"),)
        qualified = re.fullmatch(r"(snow|legendary|nonbasic) ([a-z]+)walk", key)
        if qualified and qualified.group(2) in (*BASIC_LAND_TYPES, "land"):
            # landwalk of a supertype, alone or with a land type (702.14c)
            superkind, land = qualified.groups()
            return (Landwalk(superkind if land == "land" else f"{superkind} {land}"),)
        guess = _suggest(key) if suggest else ""
        hint = f" (did you mean '{guess}'?)" if guess else ""
        raise KeywordError(
            f'unknown keyword "{text.strip()}"{hint}',
            "keyword_unknown_guess" if guess else "keyword_unknown",
            text=text.strip(),
            **({"guess": guess} if guess else {}),
        )
    rest = key[len(best.name) :].strip()
    if rest.startswith(("\u2014", "-")):
        rest = "\u2014 " + rest.lstrip("\u2014- ")
    return (_with_parameter(best, rest, text),)


def parse_keyword(text: str, players: Iterable[str] = ()) -> Ability:
    """Read one printed keyword ability ("Flying", "Toxic 2", "Ward {2}",
    "Protection from red"). "Protection from X and from Y" gives two values:
    use :func:`parse_keywords` for it. ValueError with "did you mean" when
    the text is no keyword.

    >>> parse_keyword("Toxic 2")
    Toxic(amount=2)
    """
    values = parse_keywords(text, players)
    if len(values) != 1:
        raise KeywordError(
            f'"{text.strip()}" is {len(values)} keyword abilities, not one',
            "keyword_not_one",
            text=text.strip(),
            count=len(values),
        )
    return values[0]


def _with_parameter(info: KeywordInfo, rest: str, text: str) -> Ability:
    name = info.name
    kind = info.parameter
    if kind == "none" and rest:
        raise KeywordError(
            f'keyword "{name}" takes no parameter, got "{rest}" in "{text.strip()}"',
            "keyword_no_parameter",
            name=name,
            rest=rest,
            text=text.strip(),
        )
    if kind in ("number", "cost", "text", "quality", "land type") and not rest:
        what = {"number": "a number", "cost": "a cost"}.get(kind, "a parameter")
        raise KeywordError(
            f'keyword "{name}" needs {what} in "{text.strip()}" ({info.rule})',
            {"number": "keyword_needs_number", "cost": "keyword_needs_cost"}.get(
                kind, "keyword_needs_parameter"
            ),
            name=name,
            text=text.strip(),
            cites=info.rule,
        )
    if kind == "number" and not re.fullmatch(r"\d+|x", rest):
        raise KeywordError(
            f'keyword "{name}" needs a number, got "{rest}" ({info.rule})',
            "keyword_not_number",
            name=name,
            rest=rest,
            cites=info.rule,
        )
    if info.combat == "keyword":
        return Keyword(name)
    if info.combat == "landwalk":
        # "nonbasic landwalk", "snow landwalk": a quality of lands (702.14c)
        return Landwalk(name.removesuffix(" landwalk").removesuffix("walk"))
    if name in _NUMBERED:
        if rest == "x":
            raise KeywordError(
                f'keyword "{name} X" needs a number for X ({info.rule})',
                "keyword_x",
                name=name,
                cites=info.rule,
            )
        return _NUMBERED[name](int(rest))
    return OtherKeyword(name, rest, info.rule)


def keyword_status(ability: Ability) -> Status:
    """What the engine makes of a keyword: "modelled" (read by the rules,
    haste included: it lets a creature attack, 702.10b), "no_effect" (none
    between declaring attackers and the end of combat damage) or
    "unmodelled" (a combat meaning the engine lacks).

    >>> from mtgcombat.core.abilities import Keyword
    >>> keyword_status(Keyword.FLYING)
    'modelled'
    """
    if not isinstance(ability, OtherKeyword):
        return "modelled"
    info = keyword_table().get(ability.name)
    if info is None:
        return "no_effect"  # cycling and offering variants
    if info.combat in ("unmodelled", "dies_trigger"):
        # dies_trigger: undying, persist, afterlife (702.93a, 702.79a,
        # 702.135a) are carried out only as a permanent's own printed line,
        # read as its dies trigger (mtgcombat.text.dies_triggers); granted
        # ("creatures you control have persist") they are not
        return "unmodelled"
    # damage_trigger: renown, ingest (702.112, 702.115); replacement: umbra
    # armor (702.89); cast_trigger: prowess, played as a timeline's spell is
    # cast (702.108a); enter_trigger: evolve, played as a creature enters
    # during the combat (702.100a, mtgcombat.rules.evolve)
    # target_rule: hexproof, shroud, ward (702.11, 702.18, 702.21), read as
    # a timeline's spell or a triggered ability targets (601.2c, 603.3d)
    modelled = (
        "selector", "attack_trigger", "attack_rule", "block_rule",
        "damage_trigger", "replacement", "cast_trigger", "target_rule", "enter_trigger",
    )  # fmt: skip
    return "modelled" if info.combat in modelled else "no_effect"


def target_only(ability: object) -> bool:
    """Whether a keyword matters only as a spell or ability targets its
    holder (hexproof, shroud, ward: 601.2c, 603.3d, 702.21a), and does
    nothing to blocks or combat damage.

    >>> target_only(parse_keyword("hexproof")), target_only(parse_keyword("haste"))
    (True, False)
    """
    if not isinstance(ability, OtherKeyword):
        return False
    info = keyword_table().get(ability.name)
    return info is not None and info.combat == "target_rule"


def attack_only(ability: object) -> bool:
    """Whether a keyword matters only as attackers are declared (508.1a):
    haste lets a creature attack that has not been under its controller's
    control continuously since the turn began (302.6, 702.10b), and does
    nothing to blocks or combat damage.

    >>> from mtgcombat.core.abilities import Keyword
    >>> attack_only(parse_keyword("haste")), attack_only(Keyword.FLYING)
    (True, False)
    """
    if not isinstance(ability, OtherKeyword):
        return False
    info = keyword_table().get(ability.name)
    return info is not None and info.combat == "attack_rule"


def keyword_rule(ability: Ability) -> str:
    """The 702 rule of a keyword value.

    >>> from mtgcombat.core.abilities import Keyword
    >>> keyword_rule(Keyword.FLYING), keyword_rule(Keyword.TRAMPLE)
    ('702.9', '702.19')
    """
    if isinstance(ability, OtherKeyword):
        return ability.rule
    if isinstance(ability, Protection):
        return "702.16"
    if isinstance(ability, Landwalk):
        return "702.14"
    name = str(ability).split(" ")[0] if not isinstance(ability, Keyword) else ability.value
    info = keyword_table().get(name)
    return info.rule if info else ""
