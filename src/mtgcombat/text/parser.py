"""Card sentences read into :class:`Traits` with the lark grammar ``card.lark``.

What a sentence becomes:

* **modelled**: the values the engine reads (keywords, blocking rules over
  selectors, static effects on groups, players' effects, the damage flags).
* **no_effect**: nothing happens between declaring blockers and the end of
  combat damage, which is what the engine models. That covers sentences with
  no combat word, keywords such as haste or ward, activated abilities (a
  player's choice, made before the board is written down), and triggered
  abilities whose event lies outside that window or comes after the damage
  it reacts to: "when ~ enters", "when ~ dies", "whenever ~ attacks" (it
  resolves before blockers are declared; write its result into the board),
  "whenever ~ deals combat damage to a player" (it triggers once the damage
  is dealt, 510.2, and resolves after it). One limit of that reading: a
  trigger on first-strike damage resolves before the regular damage step,
  which the engine does not play out.
* **unmodelled**: the sentence mentions combat ("block", "attack", "damage",
  "combat", "protection" or a keyword the engine reads) and either does not
  parse or means something the engine cannot express (a trigger on blocking
  whose effect the engine does not carry out, see
  :mod:`mtgcombat.text.block_triggers` for those it does; a conditional
  ability; a self pump). ``error`` says how far the parser got.

Group sentences give :class:`~mtgcombat.abilities.StaticEffect` values on the
source's ``statics``; a blocking rule they grant keeps ``source=""`` and its
selector is relative to the *granting* permanent ("creatures with flying
can't block creatures you control": "you" is the source's controller). The
effects engine (:mod:`mtgcombat.effects`) binds ``source`` when it grants the
rule to each affected creature.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any, Literal

from mtgcombat.abilities import (
    Ability,
    Afflict,
    AlsoBlock,
    BlockableDespiteLandwalk,
    BlockCondition,
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
    Compare,
    Controller,
    Count,
    GreaterPowerAlsoBlocks,
    Keyword,
    Landwalk,
    LifeTotal,
    Lure,
    LureSel,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    OtherKeyword,
    PermanentCount,
    PlayerEffect,
    PreventFrom,
    Protection,
    Rampage,
    Selector,
    SourceIs,
    Static,
    StaticCondition,
    StaticEffect,
    Toxic,
    YouControl,
    YourTurn,
)
from mtgcombat.text.block_triggers import BlockTriggerValues
from mtgcombat.text.keywords import (
    CARD_TYPE_PLURALS,
    CHOSEN_QUALITIES,
    MANA_VALUE_QUALITY,
    SPELL_QUALITIES,
    keyword_status,
    keyword_table,
    normalize_keyword_text,
    parse_keywords,
    quality_subtypes,
    subtype_table,
)

if TYPE_CHECKING:
    from lark import Lark

Status = Literal["modelled", "no_effect", "unmodelled"]


@dataclass(frozen=True)
class Traits:
    """What sentences give the permanent that carries them."""

    abilities: frozenset[Ability] = frozenset()
    block_rules: frozenset[BlockRule] = frozenset()
    statics: tuple[Static, ...] = ()
    can_block_additional: int = 0
    can_block_any_number: bool = False
    assign_as_though_unblocked: bool = False
    assigns_damage_by_toughness: bool = False
    cant_have_counters: bool = False
    deals_double_damage: bool = False

    def __or__(self, other: Traits) -> Traits:
        """Both sets of traits (a permanent with two sentences)."""
        return Traits(
            self.abilities | other.abilities,
            self.block_rules | other.block_rules,
            self.statics + tuple(s for s in other.statics if s not in self.statics),
            self.can_block_additional + other.can_block_additional,
            self.can_block_any_number or other.can_block_any_number,
            self.assign_as_though_unblocked or other.assign_as_though_unblocked,
            self.assigns_damage_by_toughness or other.assigns_damage_by_toughness,
            self.cant_have_counters or other.cant_have_counters,
            self.deals_double_damage or other.deals_double_damage,
        )

    def values(self) -> tuple[object, ...]:
        """Every structured value, for display: abilities, rules, statics, flags."""
        out: list[object] = sorted(self.abilities, key=str)
        out += sorted(self.block_rules, key=repr)
        out += list(self.statics)
        for name in _FLAG_NAMES:
            value = getattr(self, name)
            if value:
                out.append(Flag(name, value if isinstance(value, int) else 1))
        return tuple(out)


@dataclass(frozen=True, slots=True)
class Flag:
    """One of the permanent's own combat facts a sentence sets (a field of
    :class:`Traits` such as ``cant_have_counters``); ``value`` is the count
    for ``can_block_additional`` and 1 otherwise."""

    name: str
    value: int = 1

    def __str__(self) -> str:
        text = _FLAG_TEXT[self.name]
        return text.format(n=self.value)


_FLAG_NAMES = (
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "cant_have_counters",
    "deals_double_damage",
)
_FLAG_TEXT = {
    "can_block_additional": "can block {n} additional creature(s) each combat",
    "can_block_any_number": "can block any number of creatures",
    "assign_as_though_unblocked": "may assign its combat damage as though it weren't blocked",
    "assigns_damage_by_toughness": "assigns combat damage equal to its toughness",
    "cant_have_counters": "can't have counters put on it",
    "deals_double_damage": "deals double damage",
}


@dataclass(frozen=True)
class ParsedSentence:
    """One sentence and what the parser made of it. ``traits`` is empty unless
    the status is "modelled", except that a keyword with no effect is kept in
    ``traits.abilities`` (kept, shown and exported, never read)."""

    sentence: str
    status: Status
    traits: Traits = field(default_factory=Traits)
    combat: bool = False
    error: str = ""


class Unmodelled(Exception):
    """A sentence that parsed but means something the engine cannot express."""


class NoEffect(Exception):
    """A sentence that parsed and has no effect on blocks or combat damage."""


# ---------------------------------------------------------------------------
# normalisation
# ---------------------------------------------------------------------------

_SELF_WORDS = re.compile(
    r"\b(this (creature|permanent|artifact|enchantment|land|card|planeswalker|battle)"
    r"|cardname)\b"
)


_ABILITY_WORD = re.compile(r"^[a-z][a-z' ]{2,30} \u2014 (?=\S)")


def normalize(sentence: str, name: str = "") -> str:
    """The sentence as the grammar reads it: lowercase, straight apostrophes,
    no reminder text, "~" for the card itself, no trailing period."""
    text = sentence.replace("\u2019", "'").replace("\u2018", "'").replace("\u2212", "-")
    while True:
        stripped = re.sub(r"\([^()]*\)", " ", text)
        if stripped == text:
            break
        text = stripped
    text = " ".join(text.split())
    for full in _name_forms(name):
        text = re.sub(rf"(?<![\w'-]){re.escape(full)}(?![\w-])", "~", text, flags=re.IGNORECASE)
    text = text.lower()
    text = _SELF_WORDS.sub("~", text)
    text = _ABILITY_WORD.sub("", text)  # "landfall — whenever ...": the word has no rules meaning
    return text.rstrip(". ").strip()


def _name_forms(name: str) -> tuple[str, ...]:
    name = " ".join(name.replace("\u2019", "'").split())
    if not name:
        return ()
    forms = [name]
    if ", " in name:  # "Doran, the Siege Tower" is also "Doran"
        forms.append(name.split(", ")[0])
    return tuple(forms)


# ---------------------------------------------------------------------------
# the grammar
# ---------------------------------------------------------------------------


def _alternatives(words: list[str]) -> str:
    ordered = sorted(set(words), key=lambda w: (-len(w), w))
    return "|".join(re.escape(w) for w in ordered)


@cache
def _parser() -> Lark:
    from lark import Lark  # noqa: PLC0415  (imported here: loading mtgcombat does not need it)

    grammar = resources.files("mtgcombat.text").joinpath("card.lark").read_text("utf-8")
    table = keyword_table()
    plain = [n for n, i in table.items() if i.parameter in ("none", "optional text")]
    plain += [f"{t}walk" for t in ("plains", "island", "swamp", "mountain", "forest")]
    numbered = [n for n, i in table.items() if i.parameter == "number"]
    subtypes = subtype_table()
    singular = [w for w, (_, s) in subtypes.items() if w == s]
    plural = [w for w, (_, s) in subtypes.items() if w != s]
    qualities = [
        "white", "blue", "black", "red", "green", "all colors", "each color",
        "multicolored", "monocolored", "colorless", "everything", "each opponent",
        *CARD_TYPE_PLURALS, *quality_subtypes(), *CHOSEN_QUALITIES, *SPELL_QUALITIES, "snow",
    ]  # fmt: skip
    compound = (
        rf"{MANA_VALUE_QUALITY}|(?:legendary|snow) (?:creatures|permanents)"
        rf"|non-(?:{_alternatives(singular)}) creatures"
    )
    grammar += "\n".join(
        (
            "",
            rf"KEYWORD: /(?:{_alternatives(plain)})(?![\w-])/",
            rf"NUMKEYWORD: /(?:{_alternatives(numbered)}) \d+/",
            rf"SUBTYPE_SG: /(?:{_alternatives(singular)})(?![\w'-])/",
            rf"SUBTYPE_PL: /(?:{_alternatives(plural)})(?![\w'-])/",
            rf"QUALITY: /(?:{compound}|{_alternatives(qualities)})(?![\w-])/",
            rf"NONSUBTYPE: /non-(?:{_alternatives(singular)})(?![\w'-])/",
            "",
        )
    )
    return Lark(grammar, parser="earley", lexer="dynamic", ambiguity="resolve")


# ---------------------------------------------------------------------------
# from the tree to values
# ---------------------------------------------------------------------------

_NUMBERS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip


def number_word(text: str) -> int:
    """The value of a number in words ("three", "ninety-nine") or digits."""
    if text in _NUMBERS:
        return _NUMBERS[text]
    tens, _, unit = text.partition("-")
    if tens in _TENS:
        return _TENS[tens] + (_NUMBERS[unit] if unit else 0)
    return int(text)


@dataclass(frozen=True, slots=True)
class _Pump:
    power: int
    toughness: int


SELF_SELECTOR = Selector(types=frozenset(), ids=("~",))
"""The permanent itself, in a static effect of its own ("~ has first strike as
long as it's attacking"): ``ids`` holds "~" until :func:`bind_self` puts the
permanent's id there."""


def bind_self(statics: tuple[Static, ...], permanent_id: str) -> tuple[Static, ...]:
    """The statics with "~" in a selector's ``ids`` replaced by the id of the
    permanent that carries them."""
    out: list[Static] = []
    for static in statics:
        if isinstance(static, StaticEffect) and "~" in static.affected.ids:
            ids = tuple(permanent_id if i == "~" else i for i in static.affected.ids)
            affected = dataclasses.replace(static.affected, ids=ids)
            out.append(dataclasses.replace(static, affected=affected))
        else:
            out.append(static)
    return tuple(out)


_ABILITY_TYPES = (
    Keyword, OtherKeyword, Protection, Landwalk, Bushido, Rampage, Afflict, Toxic, BlockTrigger,
)  # fmt: skip
_NOT_MODELLED = object()  # a predicate with no effect on blocks or damage ("can't attack")
_CANT_BLOCK_SOURCE = object()  # "... can't block it": a restriction of the source


@dataclass(frozen=True, slots=True)
class _BasePT:
    """ "have base power and toughness N/M" (613.4b), on its way to a
    :class:`StaticEffect`."""

    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class _BlockPer:
    """ "can block an additional creature each combat for each SEL"."""

    per: Selector


@dataclass(frozen=True, slots=True)
class _AddTypes:
    """ "is an artifact in addition to its other types" (613.1d)."""

    types: frozenset[str]


@dataclass(frozen=True, slots=True)
class _Lose:
    """ "lose KW and can't have or gain KW": keywords removed (layer 6)."""

    keywords: tuple[Ability, ...]


def _sel_parts(children: list[Any]) -> dict[str, Any]:
    parts: dict[str, Any] = {}
    named = [c for c in children if isinstance(c, dict) and c.get("subtypes")]
    if len(named) > 1:
        # "Eldrazi Spawn creatures": both subtypes at once. A selector's
        # subtypes are alternatives, so each further name is a part of
        # ``any_of`` that must hold too (one part: a plain "and").
        if any(len(c["subtypes"]) > 1 for c in named[1:]):
            raise Unmodelled("a group named by two subtypes at once, one of them a choice")
        extra = tuple(Selector(types=frozenset(), subtypes=c["subtypes"]) for c in named[1:])
        children = [
            {k: v for k, v in c.items() if k != "subtypes"} if c in named[1:] else c
            for c in children
        ]
        if len(extra) > 1:
            raise Unmodelled("a group named by three subtypes at once")
        children.append({"any_of": extra})
    for child in children:
        if isinstance(child, dict):
            for key, value in child.items():
                if key in (
                    "colors",
                    "not_colors",
                    "not_types",
                    "subtypes",
                    "not_subtypes",
                    "supertypes",
                    "not_supertypes",
                ) or key in ("with_keywords", "without_keywords"):
                    parts[key] = parts.get(key, frozenset()) | value
                elif key == "compares":
                    parts[key] = parts.get(key, ()) + value
                elif key == "types":
                    parts[key] = parts.get(key, frozenset()) | value
                elif key == "any_of" and key in parts:
                    # two "at least one of" lists: one selector holds only one
                    raise Unmodelled("a group with two alternatives at once")
                else:
                    parts[key] = value
    return parts


# ---------------------------------------------------------------------------
# statics that read the board (the board_sentence rules of card.lark)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _PumpPer:
    """ "gets +N/+M for each SEL": the pump and what it counts."""

    power: int
    toughness: int
    per: Selector | CardCount


_ANY_PERMANENT = Selector(types=frozenset())
_ANY_SOURCE = PreventFrom(_ANY_PERMANENT, noncombat=True)


def _tokens(c: list[Any]) -> list[str]:
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    return [str(t) for t in c if isinstance(t, Token)]


def _board_traits(
    affected: Selector, values: tuple[object, ...], condition: StaticCondition | None
) -> Traits:
    """The static effects of a sentence whose effect reads the board: its
    pumps per counted permanent and its other predicates, each under the
    sentence's condition."""
    if _CANT_BLOCK_SOURCE in values:
        raise Unmodelled("a creature that can't block the source, under a condition")
    statics: list[Static] = []
    rest = tuple(v for v in values if not isinstance(v, _PumpPer | _BlockPer))
    if rest:
        try:
            statics.extend(_group_traits(affected, rest).statics)
        except NoEffect:
            if len(rest) == len(values):
                raise
    statics.extend(
        StaticEffect(affected, power=v.power, toughness=v.toughness, per=v.per)
        for v in values
        if isinstance(v, _PumpPer)
    )
    statics.extend(
        StaticEffect(affected, block_additional=1, per=v.per)  # 509.1a, per SEL
        for v in values
        if isinstance(v, _BlockPer)
    )
    if condition is not None:
        statics = [
            dataclasses.replace(s, condition=condition) if isinstance(s, StaticEffect) else s
            for s in statics
        ]
    return Traits(statics=tuple(statics))


_CONDITION_TYPES = (PermanentCount, SourceIs, LifeTotal, CardsIn, YourTurn)


class _BoardValues:
    """Transformer methods for the board_sentence rules (mixed into the
    grammar's transformer)."""

    def board_cond(self, c: list[Any]) -> Traits:
        subject = next(x for x in c if isinstance(x, Selector))
        values: tuple[object, ...] = next(x for x in c if isinstance(x, tuple))
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        if (
            subject == SELF_SELECTOR
            and values == (CantBeBlocked(),)
            and isinstance(condition, PermanentCount)
            and (condition.op, condition.value) == (">=", 1)
            and condition.selector.controller == "defending"
        ):
            # the general landwalk form (702.14), as "can't be blocked as long as ..." reads
            plain = dataclasses.replace(condition.selector, controller="")
            return Traits(block_rules=frozenset({CantBeBlockedWhile(plain)}))
        return _board_traits(subject, values, condition)

    def board_plain(self, c: list[Any]) -> Traits:
        subject = next(x for x in c if isinstance(x, Selector))
        found = [x for x in c if isinstance(x, tuple | _PumpPer | _BlockPer)]
        values = found[0] if isinstance(found[0], tuple) else (found[0],)
        return _board_traits(subject, values, None)

    def bs_self(self, c: list[Any]) -> Selector:
        return SELF_SELECTOR

    def bs_group(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        return sel

    def bsubject(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        return sel

    def bhost(self, c: list[Any]) -> Selector:
        words = _tokens(c)
        types = frozenset({"creature"}) if "creature" in words else frozenset()
        return Selector(types=types, host=True)

    def bpreds(self, c: list[Any]) -> tuple[object, ...]:
        return tuple(v for group in c for v in (group if isinstance(group, tuple) else (group,)))

    def bget_per(self, c: list[Any]) -> _PumpPer:
        pump = next(x for x in c if isinstance(x, _Pump))
        per = next(x for x in c if isinstance(x, Selector | CardCount))
        return _PumpPer(pump.power, pump.toughness, per)

    def bcount_plain(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        return sel

    def bcount_attached(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        if sel.types == frozenset({"creature"}) and not sel.subtypes:
            raise Unmodelled("creatures attached to it")
        return dataclasses.replace(sel, attached=True)

    def bamount(self, c: list[Any]) -> Count:
        plus = next((x for x in c if isinstance(x, int)), 0)
        return Count(next(x for x in c if isinstance(x, Selector)), plus)

    def cda_both(self, c: list[Any]) -> Traits:
        amount: Count | CardCount = next(x for x in c if isinstance(x, Count | CardCount))
        effect = StaticEffect(SELF_SELECTOR, set_power=amount, set_toughness=amount)
        return Traits(statics=(effect,))

    def cda_one(self, c: list[Any]) -> Traits:
        stat = _tokens(c)[0].removeprefix("~'s ")
        amount: Count | CardCount = next(x for x in c if isinstance(x, Count | CardCount))
        if stat == "power":
            return Traits(statics=(StaticEffect(SELF_SELECTOR, set_power=amount),))
        return Traits(statics=(StaticEffect(SELF_SELECTOR, set_toughness=amount),))

    def bamount_cards(self, c: list[Any]) -> CardCount:
        plus = next((x for x in c if isinstance(x, int)), 0)
        zone: CardCount = next(x for x in c if isinstance(x, CardCount))
        return dataclasses.replace(zone, plus=plus)

    def zone_you(self, c: list[Any]) -> CardCount:
        return CardCount(_tokens(c)[-1], "you")  # type: ignore[arg-type]

    def zone_opponents(self, c: list[Any]) -> CardCount:
        return CardCount(_tokens(c)[-1].removesuffix("s"), "opponents")  # type: ignore[arg-type]

    def bblock_per(self, c: list[Any]) -> _BlockPer:
        return _BlockPer(next(x for x in c if isinstance(x, Selector)))

    def bcount_named(self, c: list[Any]) -> Selector:
        # "each other creature on the battlefield named ~" (201.2)
        sel: Selector = c[0]
        name = str(c[-1]).removeprefix("named ").strip()
        return dataclasses.replace(sel, names=(*sel.names, name))

    def zone_chosen(self, c: list[Any]) -> CardCount:
        return CardCount(_tokens(c)[-1], "chosen")  # type: ignore[arg-type]

    def zone_each(self, c: list[Any]) -> CardCount:
        return CardCount(_tokens(c)[-1].removesuffix("s"), "each")  # type: ignore[arg-type]

    def bc_cards_in_graveyard(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("graveyard", op, value)

    def bc_cards_in_hand(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("hand", op, value)

    # conditions
    @staticmethod
    def _count(c: list[Any], controller: Controller) -> PermanentCount:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        sel = dataclasses.replace(sel, controller=controller)
        qty = next((x for x in c if isinstance(x, tuple)), (">=", 1))
        return PermanentCount(sel, qty[0], qty[1])

    def bc_you_control(self, c: list[Any]) -> PermanentCount:
        return self._count(c, "you")

    def bc_defending_controls(self, c: list[Any]) -> PermanentCount:
        return self._count(c, "defending")

    def bc_opponents_control_none(self, c: list[Any]) -> PermanentCount:
        sel = next(x for x in c if isinstance(x, Selector))
        return PermanentCount(dataclasses.replace(sel, controller="opponent"), "==", 0)

    def bc_opponent_controls(self, c: list[Any]) -> PermanentCount:
        return self._count(c, "opponent")

    def qty_at_least(self, c: list[Any]) -> tuple[str, int]:
        return (">=", next(x for x in c if isinstance(x, int)))

    def qty_none(self, c: list[Any]) -> tuple[str, int]:
        return ("==", 0)

    def bc_state(self, c: list[Any]) -> StaticCondition:
        state = _tokens(c)[-1]
        if state == "enchanted":
            return PermanentCount(Selector(types=frozenset({"enchantment"}), attached=True))
        if state == "equipped":
            return PermanentCount(Selector(types=frozenset({"artifact"}), attached=True))
        if state == "monstrous":  # its monstrosity ability has resolved (701.37b)
            return SourceIs(dataclasses.replace(_ANY_PERMANENT, monstrous=True))
        return SourceIs(dataclasses.replace(_ANY_PERMANENT, tapped=state == "tapped"))

    def bc_counter(self, c: list[Any]) -> StaticCondition:
        kind = next(t for t in _tokens(c) if t in ("+1/+1", "-1/-1"))
        return SourceIs(dataclasses.replace(_ANY_PERMANENT, counter=kind))  # type: ignore[arg-type]

    def bc_your_turn(self, c: list[Any]) -> StaticCondition:
        return YourTurn(True)

    def bc_not_your_turn(self, c: list[Any]) -> StaticCondition:
        return YourTurn(False)

    def bc_life_ge(self, c: list[Any]) -> StaticCondition:
        return LifeTotal("you", ">=", next(x for x in c if isinstance(x, int)))

    def bc_life_le(self, c: list[Any]) -> StaticCondition:
        return LifeTotal("you", "<=", next(x for x in c if isinstance(x, int)))

    def bc_opponent_life_le(self, c: list[Any]) -> StaticCondition:
        return LifeTotal("opponent", "<=", next(x for x in c if isinstance(x, int)))

    # selector parts
    def with_any_kw(self, c: list[Any]) -> dict[str, Any]:
        return {"with_any_keywords": frozenset(a for g in c for a in g)}

    def with_counter(self, c: list[Any]) -> dict[str, Any]:
        return {"counter": next(t for t in _tokens(c) if t in ("+1/+1", "-1/-1"))}


@cache
def _transformer() -> Any:
    from lark import Token, Transformer  # noqa: PLC0415  (lark only when parsing)

    def words(children: list[Any]) -> list[str]:
        return [str(c) for c in children if isinstance(c, Token)]

    class ToValues(BlockTriggerValues, _BoardValues, Transformer[Any, Any]):
        # numbers and keywords
        def number(self, c: list[Any]) -> int:
            return number_word(str(c[0]))

        def kw(self, c: list[Any]) -> tuple[Ability, ...]:
            return parse_keywords(str(c[0]))

        def protection_phrase(self, c: list[Any]) -> tuple[Ability, ...]:
            qualities = words(c)
            return tuple(Protection("all colors" if q == "each color" else q) for q in qualities)

        def kw_list(self, c: list[Any]) -> tuple[Ability, ...]:
            return tuple(a for group in c for a in group)

        def pt(self, c: list[Any]) -> _Pump:
            return _Pump(int(str(c[0])), int(str(c[1])))

        # selectors
        def sel(self, c: list[Any]) -> Selector:
            parts = _sel_parts(c)
            if "types" not in parts:
                parts["types"] = frozenset({"creature"})
            return Selector(**parts)

        def sel_or(self, c: list[Any]) -> tuple[Selector, ...]:
            return tuple(c)

        def sel_union(self, c: list[Any]) -> Selector:
            # "Walls and/or creatures with flying": one selector, the union
            return Selector(types=frozenset(), any_of=tuple(c))

        def det(self, c: list[Any]) -> dict[str, Any]:
            return {}

        def other(self, c: list[Any]) -> dict[str, Any]:
            return {"other": True}

        def colors(self, c: list[Any]) -> dict[str, Any]:
            return {"colors": frozenset(words(c))}

        def noncolor(self, c: list[Any]) -> dict[str, Any]:
            return {"not_colors": frozenset({str(c[0]).removeprefix("non").lstrip("-")})}

        def multicolored(self, c: list[Any]) -> dict[str, Any]:
            return {"color_count": "multicolored"}

        def monocolored(self, c: list[Any]) -> dict[str, Any]:
            return {"color_count": "monocolored"}

        def colorless(self, c: list[Any]) -> dict[str, Any]:
            return {"color_count": "colorless"}

        def tapped(self, c: list[Any]) -> dict[str, Any]:
            return {"tapped": True}

        def untapped(self, c: list[Any]) -> dict[str, Any]:
            return {"tapped": False}

        def attacking(self, c: list[Any]) -> dict[str, Any]:
            return {"role": "attacking"}

        def blocking(self, c: list[Any]) -> dict[str, Any]:
            return {"role": "blocking"}

        def nontype(self, c: list[Any]) -> dict[str, Any]:
            return {"not_types": frozenset({str(c[0]).removeprefix("non").lstrip("-")})}

        def nonsubtype(self, c: list[Any]) -> dict[str, Any]:
            return {"not_subtypes": frozenset({str(c[0]).removeprefix("non-")})}

        def creature_token_noun(self, c: list[Any]) -> dict[str, Any]:
            return {"types": frozenset({"creature"}), "token": True}

        def nontoken(self, c: list[Any]) -> dict[str, Any]:
            return {"token": False}

        def supertype(self, c: list[Any]) -> dict[str, Any]:
            return {"supertypes": frozenset({str(c[0])})}

        def nonsupertype(self, c: list[Any]) -> dict[str, Any]:
            return {"not_supertypes": frozenset({str(c[0]).removeprefix("non").lstrip("-")})}

        def type_adj(self, c: list[Any]) -> dict[str, Any]:
            return {"types": frozenset({str(c[0])})}

        def subtype_adj(self, c: list[Any]) -> dict[str, Any]:
            return {"subtypes": frozenset(subtype_table()[w][1] for w in words(c))}

        def equipped_adj(self, c: list[Any]) -> dict[str, Any]:
            return {"equipped": True}

        def commander_adj(self, c: list[Any]) -> dict[str, Any]:
            return {"commander": True}

        def face_down_adj(self, c: list[Any]) -> dict[str, Any]:
            return {"face_down": True}

        def of_chosen_type(self, c: list[Any]) -> dict[str, Any]:
            return {"chosen": "type"}

        def of_chosen_color(self, c: list[Any]) -> dict[str, Any]:
            return {"chosen": "color"}

        def named(self, c: list[Any]) -> dict[str, Any]:
            return {"names": (str(c[0]).removeprefix("named ").strip(),)}

        def stat_either_le(self, c: list[Any]) -> dict[str, Any]:
            return self._stat_either(c, "<=")

        def stat_either_ge(self, c: list[Any]) -> dict[str, Any]:
            return self._stat_either(c, ">=")

        def _stat_either(self, c: list[Any], op: str) -> dict[str, Any]:
            # "with power or toughness 1 or less": either comparison holds
            value = next(x for x in c if isinstance(x, int))
            parts = tuple(
                Selector(types=frozenset(), compares=(Compare(stat, op, value),))  # type: ignore[arg-type]
                for stat in ("power", "toughness")
            )
            return {"any_of": parts}

        def thats_subtype(self, c: list[Any]) -> dict[str, Any]:
            return {"subtypes": frozenset(subtype_table()[w][1] for w in words(c))}

        def creature_noun(self, c: list[Any]) -> dict[str, Any]:
            return {"types": frozenset({"creature"})}

        def type_noun(self, c: list[Any]) -> dict[str, Any]:
            word = str(c[0])
            return {"types": frozenset({CARD_TYPE_PLURALS.get(word, word)})}

        def permanent_noun(self, c: list[Any]) -> dict[str, Any]:
            return {"types": frozenset()}

        def source_noun(self, c: list[Any]) -> dict[str, Any]:
            # a source of damage: any object (on the battlefield, here)
            return {"types": frozenset()}

        def subtype_noun(self, c: list[Any]) -> dict[str, Any]:
            found = [subtype_table()[w] for w in words(c)]
            kinds = {k for k, _ in found}
            types = frozenset(kinds) if len(kinds) == 1 else frozenset()
            return {"types": types, "subtypes": frozenset(s for _, s in found)}

        def with_kw(self, c: list[Any]) -> dict[str, Any]:
            return {"with_keywords": frozenset(c[0])}

        def without_kw(self, c: list[Any]) -> dict[str, Any]:
            return {"without_keywords": frozenset(a for g in c for a in g)}

        def _stat(self, c: list[Any], op: str, self_ref: bool) -> dict[str, Any]:
            stat = next(str(t) for t in c if isinstance(t, Token) and t.type == "STAT")
            value = None if self_ref else next(x for x in c if isinstance(x, int))
            return {"compares": (Compare(stat, op, value),)}  # type: ignore[arg-type]

        def stat_ge(self, c: list[Any]) -> dict[str, Any]:
            return self._stat(c, ">=", False)

        def stat_le(self, c: list[Any]) -> dict[str, Any]:
            return self._stat(c, "<=", False)

        def stat_gt(self, c: list[Any]) -> dict[str, Any]:
            return self._stat(c, ">", False)

        def stat_lt(self, c: list[Any]) -> dict[str, Any]:
            return self._stat(c, "<", False)

        def stat_eq(self, c: list[Any]) -> dict[str, Any]:
            return self._stat(c, "==", False)

        def _self_stat(self, c: list[Any], op: str) -> dict[str, Any]:
            stats = [str(t) for t in c if isinstance(t, Token)]
            mine = stats[0] if stats[0] in ("power", "toughness") else None
            theirs = stats[-1].removeprefix("~'s ")
            if mine is not None and mine != theirs:
                raise Unmodelled(f"comparing {mine} with this creature's {theirs}")
            return {"compares": (Compare(mine or theirs, op, None),)}  # type: ignore[arg-type]

        def stat_gt_self(self, c: list[Any]) -> dict[str, Any]:
            return self._self_stat(c, ">")

        def stat_lt_self(self, c: list[Any]) -> dict[str, Any]:
            return self._self_stat(c, "<")

        def stat_ge_self(self, c: list[Any]) -> dict[str, Any]:
            return self._self_stat(c, ">=")

        def stat_le_self(self, c: list[Any]) -> dict[str, Any]:
            return self._self_stat(c, "<=")

        def ctl_you(self, c: list[Any]) -> dict[str, Any]:
            return {"controller": "you"}

        def ctl_chosen(self, c: list[Any]) -> dict[str, Any]:
            return {"controller": "chosen"}

        def ctl_opponent(self, c: list[Any]) -> dict[str, Any]:
            return {"controller": "opponent"}

        def ctl_defending(self, c: list[Any]) -> dict[str, Any]:
            return {"controller": "defending"}

        # predicates: each gives a tuple of values
        def cant_be_blocked(self, c: list[Any]) -> tuple[object, ...]:
            return (CantBeBlocked(),)

        def cant_be_blocked_by(self, c: list[Any]) -> tuple[object, ...]:
            return tuple(CantBeBlockedBy(s) for s in c[0])

        def min_blockers(self, c: list[Any]) -> tuple[object, ...]:
            return (MinBlockers(next(x for x in c if isinstance(x, int))),)

        def cant_be_blocked_except_by(self, c: list[Any]) -> tuple[object, ...]:
            return (CantBeBlockedExceptBy(c[0]),)

        def max_blockers(self, c: list[Any]) -> tuple[object, ...]:
            return (MaxBlockers(next(x for x in c if isinstance(x, int))),)

        def cant_be_blocked_while(self, c: list[Any]) -> tuple[object, ...]:
            sel: Selector = c[0]
            return (CantBeBlockedWhile(sel),)

        def unless_all_block(self, c: list[Any]) -> tuple[object, ...]:
            return (CantBeBlockedUnlessAllBlock(),)

        def cant_block(self, c: list[Any]) -> tuple[object, ...]:
            return (CantBlock(),)

        def cant_block_sel(self, c: list[Any]) -> tuple[object, ...]:
            return tuple(CantBlockSel(s) for s in c[0])

        def cant_block_alone(self, c: list[Any]) -> tuple[object, ...]:
            return (CantBlockAlone(),)

        def cant_block_unless(self, c: list[Any]) -> tuple[object, ...]:
            condition: BlockCondition = next(x for x in c if not isinstance(x, Token))
            return (CantBlockUnless(condition),)

        def you_control(self, c: list[Any]) -> BlockCondition:
            return YouControl(c[0])

        def also_block(self, c: list[Any]) -> BlockCondition:
            return AlsoBlock(next(x for x in c if isinstance(x, int)))

        def greater_power_also_blocks(self, c: list[Any]) -> BlockCondition:
            return GreaterPowerAlsoBlocks()

        def can_block_only(self, c: list[Any]) -> tuple[object, ...]:
            sel: Selector = c[0]
            if sel == Selector(with_keywords=frozenset({Keyword.FLYING})):
                return (CanBlockOnlyFlyers(),)
            return (CanBlockOnly(sel),)

        def must_be_blocked(self, c: list[Any]) -> tuple[object, ...]:
            return (MustBeBlocked(),)

        def must_be_blocked_by_one(self, c: list[Any]) -> tuple[object, ...]:
            return (MustBeBlockedByExactlyOne(),)

        def must_be_blocked_by(self, c: list[Any]) -> tuple[object, ...]:
            return (MustBeBlockedBy(c[0]),)

        def blocks_each_combat(self, c: list[Any]) -> tuple[object, ...]:
            return (BlocksEachCombat(),)

        def blocks_sel_each_combat(self, c: list[Any]) -> tuple[object, ...]:
            return (BlocksSelEachCombat(next(x for x in c if isinstance(x, Selector))),)

        def block_additional_one(self, c: list[Any]) -> tuple[object, ...]:
            return (Flag("can_block_additional", 1),)

        def block_additional(self, c: list[Any]) -> tuple[object, ...]:
            return (Flag("can_block_additional", next(x for x in c if isinstance(x, int))),)

        def block_any_number(self, c: list[Any]) -> tuple[object, ...]:
            return (Flag("can_block_any_number"),)

        def by_toughness(self, c: list[Any]) -> tuple[object, ...]:
            return (Flag("assigns_damage_by_toughness"),)

        def cant_have_counters(self, c: list[Any]) -> tuple[object, ...]:
            return (Flag("cant_have_counters"),)

        def have(self, c: list[Any]) -> tuple[object, ...]:
            return tuple(next(x for x in c if isinstance(x, tuple)))

        def get(self, c: list[Any]) -> tuple[object, ...]:
            return (next(x for x in c if isinstance(x, _Pump)),)

        def lose_kw(self, c: list[Any]) -> tuple[object, ...]:
            lost, kept_out = (x for x in c if isinstance(x, tuple))
            if set(lost) != set(kept_out):
                raise Unmodelled("it loses some keywords and can't gain others")
            return (_Lose(tuple(lost)),)

        def base_pt(self, c: list[Any]) -> tuple[object, ...]:
            power, toughness = (int(str(t)) for t in c if isinstance(t, Token) and t.type == "INT")
            return (_BasePT(power, toughness),)

        def add_type(self, c: list[Any]) -> tuple[object, ...]:
            word = next(str(t) for t in c if isinstance(t, Token) and t.type == "TYPE_WORD")
            return (_AddTypes(frozenset({CARD_TYPE_PLURALS.get(word, word)})),)

        def lose_plain(self, c: list[Any]) -> tuple[object, ...]:
            # "loses flying": removed after every grant, as though its
            # timestamp were the latest (613.7); static abilities carry none
            return (_Lose(tuple(next(x for x in c if isinstance(x, tuple)))),)

        def get_have(self, c: list[Any]) -> tuple[object, ...]:
            pump = next(x for x in c if isinstance(x, _Pump))
            return (pump, *next(x for x in c if isinstance(x, tuple)))

        def cant_attack(self, c: list[Any]) -> tuple[object, ...]:
            return (_NOT_MODELLED,)

        def cant_block_source(self, c: list[Any]) -> tuple[object, ...]:
            return (_CANT_BLOCK_SOURCE,)

        def have_quoted(self, c: list[Any]) -> tuple[object, ...]:
            quoted = next(str(t) for t in c if isinstance(t, Token) and t.type == "QUOTED")
            inner = parse_sentence(quoted.strip('"'))
            if inner.status == "no_effect":
                return (_NOT_MODELLED,)
            raise Unmodelled(f"granting {quoted}")

        def enters_sentence(self, c: list[Any]) -> Traits:
            raise NoEffect("it applies as the permanent enters, before combat")

        def exert_sentence(self, c: list[Any]) -> Traits:
            raise NoEffect("a choice made as attackers are declared")

        def attacks_each_combat(self, c: list[Any]) -> tuple[object, ...]:
            return (_NOT_MODELLED,)

        def preds(self, c: list[Any]) -> tuple[object, ...]:
            return tuple(v for group in c if isinstance(group, tuple) for v in group)

        def group(self, c: list[Any]) -> Selector:
            sel: Selector = c[0]
            return sel

        def group_union(self, c: list[Any]) -> Selector:
            # "Goblins you control and Elementals you control have menace"
            return Selector(types=frozenset(), any_of=tuple(c))

        def planeswalker_noun(self, c: list[Any]) -> dict[str, Any]:
            name = str(c[0])
            return {"types": frozenset({"planeswalker"}), "subtypes": frozenset({name})}

        # sentences: each gives Traits (or raises NoEffect / Unmodelled)
        def self_sentence(self, c: list[Any]) -> Traits:
            return _own_traits(next(x for x in c if isinstance(x, tuple)))

        def group_sentence(self, c: list[Any]) -> Traits:
            group: Selector = c[0]
            values: tuple[object, ...] = c[1]
            if _CANT_BLOCK_SOURCE in values:
                # "creatures with power less than ~'s power can't block it" is the
                # source's own restriction: it can't be blocked by them (509.1b)
                if len(values) > 1:
                    raise Unmodelled('more than one effect with "can\'t block it"')
                return Traits(block_rules=frozenset({CantBeBlockedBy(group)}))
            return _group_traits(group, values)

        def player_protection(self, c: list[Any]) -> Traits:
            qualities = frozenset(p.quality for p in c[0] if isinstance(p, Protection))
            return Traits(statics=(PlayerEffect(protection=qualities),))

        def life_floor(self, c: list[Any]) -> Traits:
            return Traits(statics=(PlayerEffect(life_floor=True),))

        def life_floor_if(self, c: list[Any]) -> Traits:
            condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
            return Traits(statics=(PlayerEffect(life_floor=True, condition=condition),))

        def cant_lose(self, c: list[Any]) -> Traits:
            return Traits(statics=(PlayerEffect(cant_lose=True),))

        def prevent_sentence(self, c: list[Any]) -> Traits:
            how, sel = c[0], c[1]
            effect = StaticEffect(
                sel, prevent_dealt_by=how in ("by", "both"), prevent_dealt_to=how in ("to", "both")
            )
            return Traits(statics=(effect,))

        def prevent_self_from_all(self, c: list[Any]) -> Traits:
            sel = next(x for x in c if isinstance(x, Selector))
            shield = PreventFrom(sel, noncombat=True)
            return Traits(statics=(StaticEffect(SELF_SELECTOR, prevent_from=shield),))

        def prevent_self_from_combat(self, c: list[Any]) -> Traits:
            sel = next(x for x in c if isinstance(x, Selector))
            shield = PreventFrom(sel)
            return Traits(statics=(StaticEffect(SELF_SELECTOR, prevent_from=shield),))

        def can_block_shadow(self, c: list[Any]) -> tuple[object, ...]:
            return (CanBlockShadow(),)

        def rel_blocking_it(self, c: list[Any]) -> dict[str, Any]:
            return {"relation": "blocking_it"}

        def rel_blocked_by_it(self, c: list[Any]) -> dict[str, Any]:
            return {"relation": "blocked_by_it"}

        def rel_in_block(self, c: list[Any]) -> dict[str, Any]:
            return {"relation": "in_block_with_it"}

        def prevent_self(self, c: list[Any]) -> Traits:
            how = c[0]
            effect = StaticEffect(
                SELF_SELECTOR,
                prevent_dealt_by=how in ("by", "both"),
                prevent_dealt_to=how in ("to", "both"),
            )
            return Traits(statics=(effect,))

        def prevent_self_to(self, c: list[Any]) -> Traits:
            # all damage, combat or not (block triggers deal noncombat damage)
            return Traits(statics=(StaticEffect(SELF_SELECTOR, prevent_from=_ANY_SOURCE),))

        def prevent_self_any(self, c: list[Any]) -> Traits:
            if c[0] == "to":
                return self.prevent_self_to(c)
            return self.prevent_self(c)

        def while_preds(self, c: list[Any]) -> tuple[object, ...]:
            return self.preds(c)

        def while_sentence(self, c: list[Any]) -> Traits:
            role = next(str(t) for t in c if isinstance(t, Token) and t.type == "ROLE")
            values: tuple[object, ...] = next(x for x in c if isinstance(x, tuple))
            affected = dataclasses.replace(SELF_SELECTOR, role=role)  # type: ignore[arg-type]
            traits = _group_traits(affected, values)
            if any(not isinstance(g, _ABILITY_TYPES) for s in traits.statics
                   if isinstance(s, StaticEffect) for g in s.grants):  # fmt: skip
                raise Unmodelled("a blocking rule that holds only while it attacks or blocks")
            return traits

        def prevent_by(self, c: list[Any]) -> str:
            return "by"

        def prevent_to(self, c: list[Any]) -> str:
            return "to"

        def prevent_both(self, c: list[Any]) -> str:
            return "both"

        def lure_sentence(self, c: list[Any]) -> Traits:
            sel: Selector = c[0]
            rule: BlockRule = Lure() if sel == Selector() else LureSel(sel)
            own, host = c[1]
            statics = (StaticEffect(host, grants=(rule,)),) if host is not None else ()
            return Traits(block_rules=frozenset({rule}) if own else frozenset(), statics=statics)

        def lure_self(self, c: list[Any]) -> tuple[bool, Selector | None]:
            return (True, None)

        def lure_host(self, c: list[Any]) -> tuple[bool, Selector | None]:
            return (False, next(x for x in c if isinstance(x, Selector)))

        def lure_both(self, c: list[Any]) -> tuple[bool, Selector | None]:
            return (True, next(x for x in c if isinstance(x, Selector)))

        def max_blockers_sentence(self, c: list[Any]) -> Traits:
            count = next(x for x in c if isinstance(x, int))
            return Traits(block_rules=frozenset({MaxBlockersEachCombat(count)}))

        def cant_block_or_be_blocked_by(self, c: list[Any]) -> tuple[object, ...]:
            return (*(CantBlockSel(s) for s in c[0]), *(CantBeBlockedBy(s) for s in c[0]))

        def cant_be_blocked_alone(self, c: list[Any]) -> tuple[object, ...]:
            return (CantBeBlockedAlone(),)

        def blockable_despite(self, c: list[Any]) -> tuple[object, ...]:
            (walk,) = parse_keywords(str(c[-1]))
            if not isinstance(walk, Landwalk):
                raise Unmodelled(f'"as though it didn\'t have {c[-1]}"')
            return (BlockableDespiteLandwalk(walk.land_type),)

        def block_as_though_reach(self, c: list[Any]) -> tuple[object, ...]:
            return (CanBlockAsThoughReach(next(x for x in c if isinstance(x, Selector))),)

        def can_block_tapped(self, c: list[Any]) -> tuple[object, ...]:
            return (CanBlockTapped(),)

        def by_toughness_all(self, c: list[Any]) -> Traits:
            return Traits(statics=(StaticEffect(Selector(), by_toughness=True),))

        def unblocked_sentence(self, c: list[Any]) -> Traits:
            return Traits(assign_as_though_unblocked=True)

        def double_sentence(self, c: list[Any]) -> Traits:
            return Traits(deals_double_damage=True)

        def bushido_trigger(self, c: list[Any]) -> Traits:
            amounts = [int(str(t)) for t in c if isinstance(t, Token) and t.type == "INT"]
            if amounts[0] != amounts[1]:
                raise Unmodelled("a trigger on blocking that is not bushido (702.45)")
            return Traits(abilities=frozenset({Bushido(amounts[0])}))

        def trigger(self, c: list[Any]) -> Traits:
            event = next(str(t) for t in c if isinstance(t, Token) and t.type == "EVENT")
            effect = next(str(t) for t in c if isinstance(t, Token) and t.type == "REST")
            if re.search(r"\bat end of combat\.?$", effect.strip()):
                # a delayed effect at the end of combat step (511), after damage
                raise NoEffect("its effect waits for the end of combat, after damage")
            if re.search(r"\bblock(s|ed)?\b", event):
                raise Unmodelled(
                    f'a trigger on blocking ("{event.strip()}") resolves before combat '
                    "damage and is not modelled"
                )
            raise NoEffect(f'its trigger ("{event.strip()}") is outside blocks and combat damage')

        def timed_trigger(self, c: list[Any]) -> Traits:
            raise NoEffect("a trigger at a point in the turn outside blocks and combat damage")

        def activated(self, c: list[Any]) -> Traits:
            raise NoEffect("an activated ability (a player's choice)")

        def start(self, c: list[Any]) -> Traits:
            traits: Traits = c[0]
            return traits

    return ToValues()


def _own_traits(values: tuple[object, ...]) -> Traits:
    abilities: set[Ability] = set()
    rules: set[BlockRule] = set()
    flags: dict[str, int] = {}
    for v in values:
        if v is _NOT_MODELLED:
            continue
        if v is _CANT_BLOCK_SOURCE:
            raise Unmodelled("a creature that can't block itself")
        if isinstance(v, _Pump):
            raise Unmodelled("a change to its own power and toughness")
        if isinstance(v, _Lose):
            raise Unmodelled("a permanent that loses its own keywords")
        if isinstance(v, Flag):
            flags[v.name] = flags.get(v.name, 0) + v.value
        elif isinstance(v, _ABILITY_TYPES):
            abilities.add(v)
        else:
            rules.add(v)  # type: ignore[arg-type]
    if not abilities and not rules and not flags:
        raise NoEffect("no effect on blocks or combat damage")
    return Traits(
        abilities=frozenset(abilities),
        block_rules=frozenset(rules),
        can_block_additional=flags.get("can_block_additional", 0),
        can_block_any_number=bool(flags.get("can_block_any_number")),
        assigns_damage_by_toughness=bool(flags.get("assigns_damage_by_toughness")),
        cant_have_counters=bool(flags.get("cant_have_counters")),
    )


def _group_traits(affected: Selector, values: tuple[object, ...]) -> Traits:
    grants: list[Ability | BlockRule] = []
    power = toughness = 0
    by_toughness = False
    block_additional = 0
    removes: list[Ability] = []
    base: _BasePT | None = None
    add_types: frozenset[str] = frozenset()
    for v in values:
        if v is _NOT_MODELLED:
            continue
        if isinstance(v, _BasePT):
            base = v
        elif isinstance(v, _AddTypes):
            add_types |= v.types
        elif isinstance(v, _Lose):
            removes.extend(v.keywords)
        elif isinstance(v, _Pump):
            power += v.power
            toughness += v.toughness
        elif isinstance(v, Flag):
            if v.name == "can_block_additional":
                block_additional += v.value  # 509.1a, under the sentence's condition
                continue
            if v.name != "assigns_damage_by_toughness":
                raise Unmodelled(f"a group that {v}")
            by_toughness = True
        else:
            grants.append(v)  # type: ignore[arg-type]
    if removes:
        if all(keyword_status(k) == "no_effect" for k in removes) and not (
            grants or power or toughness or by_toughness or base or add_types
        ):
            raise NoEffect("it removes keywords with no effect on blocks or combat damage")
        return Traits(
            statics=(
                StaticEffect(
                    affected,
                    tuple(grants),
                    power,
                    toughness,
                    by_toughness,
                    removes=tuple(removes),
                    block_additional=block_additional,
                    base_power=base.power if base is not None else None,
                    base_toughness=base.toughness if base is not None else None,
                    add_types=add_types,
                ),
            )
        )
    if block_additional or base is not None or add_types:
        return Traits(
            statics=(
                StaticEffect(
                    affected,
                    tuple(grants),
                    power,
                    toughness,
                    by_toughness,
                    removes=tuple(removes),
                    block_additional=block_additional,
                    base_power=base.power if base is not None else None,
                    base_toughness=base.toughness if base is not None else None,
                    add_types=add_types,
                ),
            )
        )
    if not grants and not (power or toughness or by_toughness):
        raise NoEffect("no effect on blocks or combat damage")
    if (
        grants
        and all(isinstance(g, OtherKeyword) and keyword_status(g) == "no_effect" for g in grants)
        and not (power or toughness or by_toughness)
    ):
        raise NoEffect("it grants keywords with no effect on blocks or combat damage")
    effect = StaticEffect(affected, tuple(grants), power, toughness, by_toughness)
    return Traits(statics=(effect,))


# ---------------------------------------------------------------------------
# the public functions
# ---------------------------------------------------------------------------

_COMBAT_WORDS = re.compile(
    r"\b(block|blocks|blocked|blocking|blocker|blockers|attack|attacks|attacked|attacking"
    r"|attacker|attackers|combat|damage|protection|power|toughness)\b"
    r"|[+-]\d+/[+-]\d+"  # a change to power and toughness changes the damage dealt
)


@cache
def _combat_keyword_pattern() -> re.Pattern[str]:
    names = [n for n, i in keyword_table().items() if i.combat not in ("no_effect",)]
    names += ["swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk"]
    return re.compile(rf"\b({_alternatives(names)})\b")


def mentions_combat(normalized: str) -> bool:
    """Whether a normalised sentence mentions combat: a combat word or a
    keyword the engine reads."""
    return bool(_COMBAT_WORDS.search(normalized) or _combat_keyword_pattern().search(normalized))


_KEYWORD_SEP = re.compile(r"[,;] ")


def _keyword_line(text: str) -> tuple[Ability, ...] | None:
    """The abilities of a line of keywords ("Flying, vigilance"), or ``None``
    when it is not one."""
    key = normalize_keyword_text(text)
    if not key or '"' in key:
        return None
    out: list[Ability] = []
    # keywords are listed with commas, and on some cards with semicolons
    # ("Defender; reach")
    parts = _KEYWORD_SEP.split(key)
    if key.startswith("protection from") and "," in key:
        # "protection from black, from red" is one keyword; "protection from red, flying" two
        head, _, tail = key.partition(", ")
        parts = [key] if tail.startswith("from ") else [head, *tail.split(", ")]
    for part in parts:
        try:
            out.extend(parse_keywords(part, suggest=False))
        except ValueError:
            return None
    return tuple(out)


def _keywords_sentence(sentence: str, abilities: tuple[Ability, ...]) -> ParsedSentence:
    statuses = {keyword_status(a) for a in abilities}
    if "unmodelled" in statuses:
        bad = [str(a) for a in abilities if keyword_status(a) == "unmodelled"]
        return ParsedSentence(
            sentence, "unmodelled", combat=True, error=f"keyword {', '.join(bad)} is not modelled"
        )
    status: Status = "modelled" if "modelled" in statuses else "no_effect"
    combat = status == "modelled"
    return ParsedSentence(sentence, status, Traits(abilities=frozenset(abilities)), combat)


def parse_sentence(sentence: str, *, name: str = "") -> ParsedSentence:
    """Read one sentence of card text (``name``: the card's name, which the
    sentence may use for itself)."""
    return _parse(sentence, name)[0]


def _parse(sentence: str, name: str) -> tuple[ParsedSentence, bool]:
    """The parsed sentence, and whether the grammar read all of it."""
    keywords = _keyword_line(sentence)
    if keywords is not None:
        return _keywords_sentence(sentence, keywords), True
    text = normalize(sentence, name)
    combat = mentions_combat(text)
    if not text or not (combat or _OTHER_FACTS.search(text)):
        # nothing the engine reads can be said without a combat word, but
        # for the two facts below: no need to run the grammar
        misspelt = _keyword_error(sentence)
        if misspelt is not None:
            return ParsedSentence(sentence, "unmodelled", combat=True, error=misspelt), True
        return ParsedSentence(sentence, "no_effect", combat=False), True
    status, traits, error, read = _parse_normalized(text, combat)
    if status != "modelled":
        misspelt = _keyword_error(sentence)
        if misspelt is not None:
            return ParsedSentence(sentence, "unmodelled", combat=True, error=misspelt), read
    return ParsedSentence(sentence, status, traits, combat, error), read


def _keyword_error(sentence: str) -> str | None:
    """For a short sentence that reads like a line of keywords but is not
    one ("Protection from rde", "flyng"): the keyword reader's message with
    the closest keyword, which says more than the grammar's. ``None`` when
    the sentence does not look like keywords (no close keyword)."""
    key = normalize_keyword_text(sentence)
    if not key or len(key.split()) > 4 or '"' in key or "~" in key:
        return None
    for part in _KEYWORD_SEP.split(key):
        try:
            parse_keywords(part)
        except ValueError as exc:
            message = str(exc)
            close = re.search(r"did you mean '([^']+)'", message)
            # a misspelling is close to the keyword as a whole, not merely to
            # its first words ("LEVEL 4+" is no "level up")
            if close and (
                part.startswith("protection from ")
                or difflib.SequenceMatcher(None, part, close.group(1)).ratio() >= 0.8
            ):
                return message
            return None
    return None


_OTHER_FACTS = re.compile(r"counters put on|lose the game")


@lru_cache(maxsize=8192)
def _parse_normalized(text: str, combat: bool) -> tuple[Status, Traits, str, bool]:
    """What a normalised sentence gives (cached: many cards share sentences)."""
    from lark.exceptions import UnexpectedInput, VisitError  # noqa: PLC0415

    try:
        tree = _parser().parse(text)
        traits = _transformer().transform(tree)
    except UnexpectedInput as exc:
        if not combat:
            return "no_effect", Traits(), "", False
        return "unmodelled", Traits(), _how_far(text, exc), False
    except VisitError as exc:
        inner = exc.orig_exc
        if isinstance(inner, NoEffect):
            return "no_effect", Traits(), "", True
        if isinstance(inner, Unmodelled | ValueError):
            if not combat:
                return "no_effect", Traits(), "", True
            return "unmodelled", Traits(), str(inner), True
        raise
    return "modelled", traits, "", True


def _how_far(text: str, exc: Any) -> str:
    """One line: the part of the sentence the grammar accepted, and what it
    expected next."""
    column = max(1, getattr(exc, "column", 1) or 1)
    pos = getattr(exc, "pos_in_stream", None)
    if not isinstance(pos, int):
        pos = column - 1
    done, rest = text[:pos].strip(), text[pos:].strip()
    expected = getattr(exc, "allowed", None) or getattr(exc, "expected", None) or set()
    shown = sorted({_terminal_text(t) for t in expected})
    nxt = rest.split(" ")[0] if rest else "the end of the sentence"
    words = [t.strip('"') for t in shown if t.startswith('"')]
    names = {str(t) for t in expected}
    if names & {"SUBTYPE_SG", "SUBTYPE_PL"}:
        words += list(subtype_table())
    if "KEYWORD" in names:
        words += list(keyword_table())
    close = difflib.get_close_matches(nxt, words, n=1, cutoff=0.6) if rest else []
    hint = f'; did you mean "{close[0]}"?' if close else ""
    if shown:
        more = ", ..." if len(shown) > 10 else ""
        hint += f"; expected {', '.join(shown[:10])}{more}"
    got = f'"{nxt}"' if rest else nxt
    return f'understood "{done}" (up to column {pos + 1}), then not {got}{hint}'


def _terminal_text(name: str) -> str:
    try:
        pattern = _parser().get_terminal(name).pattern
    except KeyError:
        return name
    if pattern.type == "str":
        return f'"{pattern.value}"'
    return name.lower()


_SENTENCE_END = re.compile(r"(?<=[.!])\s+(?=[^\s])")


def _split_sentences(line: str) -> list[str]:
    """A line's sentences, split after "." outside quotes and parentheses."""
    out: list[str] = []
    depth = 0
    quoted = False
    start = 0
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == "." and not quoted and depth == 0 and i + 1 < len(line) and line[i + 1] == " ":
            out.append(line[start : i + 1].strip())
            start = i + 1
    if line[start:].strip():
        out.append(line[start:].strip())
    return out


def parse_text(text: str, *, name: str = "") -> tuple[ParsedSentence, ...]:
    """Read a whole card text: one line per ability; a line of keywords gives
    one result per keyword; a triggered or activated ability is read whole;
    other lines are read sentence by sentence."""
    out: list[ParsedSentence] = []
    previous: ParsedSentence | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        keywords = _keyword_line(line)
        if keywords is not None:
            parts = _KEYWORD_SEP.split(normalize_keyword_text(line))
            if len(parts) > 1 and not line.lower().startswith("protection from"):
                out.extend(parse_sentence(p, name=name) for p in _printed_parts(line))
            else:
                out.append(_keywords_sentence(line, keywords))
            continue
        if line.startswith("\u2022") and previous is not None and previous.status == "no_effect":
            # a mode of the modal ability above ("choose one \u2014"): its status
            out.append(ParsedSentence(line, "no_effect", combat=mentions_combat(line.lower())))
            continue
        whole, read = _parse(line, name)
        if whole.status != "unmodelled" or read or len(_split_sentences(line)) == 1:
            out.append(whole)
        else:
            out.extend(parse_sentence(s, name=name) for s in _split_sentences(line))
        if not line.startswith("\u2022"):
            previous = whole
    return tuple(out)


def _printed_parts(line: str) -> list[str]:
    """The keywords of a keyword line as printed (reminder text dropped)."""
    cleaned = re.sub(r"\([^()]*\)", " ", line)
    return [" ".join(p.split()) for p in re.split(r"[,;]", cleaned) if p.strip()]
