"""The values the grammar's transformer builds on its way to :class:`Traits`
(numbers in words, pumps, selectors' parts, the permanent itself as
:data:`SELF_SELECTOR`, the markers of predicates the engine does not read),
and the functions that gather a sentence's values into the traits of the
permanent itself, of a group (static effects, 613) or of the board.
"""

from __future__ import annotations

import dataclasses
from typing import Any, NamedTuple

from mtgcombat.core.abilities import (
    STATIC_CONDITIONS,
    Ability,
    Afflict,
    Amount,
    BlockRule,
    BlockTrigger,
    Bushido,
    CardCount,
    CardTypeCount,
    Count,
    CounterCount,
    Difference,
    Distinct,
    Half,
    Keyword,
    Landwalk,
    Op,
    OtherKeyword,
    PlayerBest,
    PlayerNumber,
    PreventFrom,
    Protection,
    Rampage,
    Selector,
    Static,
    StaticCondition,
    StaticEffect,
    Sum,
    Toxic,
)
from mtgcombat.core.attack_conditions import CONDITIONAL_ATTACK_RULES
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.text.keywords import keyword_status
from mtgcombat.text.traits import Flag, NoEffect, Traits, Unmodelled

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
    """The value of a number in words ("three", "ninety-nine") or digits.

    >>> number_word("three"), number_word("ninety-nine"), number_word("12")
    (3, 99, 12)
    """
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
    permanent that carries them.

    >>> from mtgcombat.text import parse_sentence
    >>> lord = parse_sentence("Lord gets +1/+1 as long as you control a Wall.", name="Lord")
    >>> [s.affected.ids for s in bind_self(lord.traits.statics, "lord")]
    [('lord',)]
    """
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
class AddSubtypes:
    """ "is an Angel in addition to its other types" (205.1b, 613.1d: layer
    4): subtypes the affected permanents have in addition.

    >>> AddSubtypes(frozenset({"Angel"}))
    AddSubtypes(subtypes=frozenset({'Angel'}))
    """

    subtypes: frozenset[str]


@dataclass(frozen=True, slots=True)
class Colors:
    """ "is black", "is all colors", "is colorless" (``set_to``: the colors
    it has instead of its own, 105.3) and "is a black Zombie in addition to
    its other colors and types" (``added`` colors and ``subtypes``): layer 5
    (613.1e), with the subtypes in layer 4 (613.1d).

    >>> Colors(set_to=frozenset({"black"}))
    Colors(set_to=frozenset({'black'}), added=frozenset(), subtypes=frozenset())
    """

    set_to: frozenset[str] | None = None
    added: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Kind:
    """ "is a blue Frog creature with base power and toughness 1/1": its
    creature types set (``subtypes``; with ``creature`` its card types too,
    205.1a, layer 4), its colors set when named (layer 5, 105.3) and its
    base power and toughness (layer 7b, 613.4b).

    >>> Kind(frozenset({"frog"}), True, frozenset({"blue"}), 1, 1).power
    1
    """

    subtypes: frozenset[str]
    creature: bool
    colors: frozenset[str] | None
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class _Lose:
    """ "lose KW and can't have or gain KW": keywords removed (layer 6);
    ``plain``: "lose KW", removed in timestamp order (613.7); ``every``:
    "lose all abilities" (613.1f)."""

    keywords: tuple[Ability, ...]
    plain: bool = False
    every: bool = False


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
    per: Selector | Amount
    # "for each age counter on it": "it" is the sentence's subject
    on_it: bool = False
    # "for each Aura attached to it": "it" is the sentence's subject
    each: bool = False


@dataclass(frozen=True, slots=True)
class _OnIt:
    """Counters "on it" before the subject is known (the source, when the
    sentence is about the source itself)."""

    count: CounterCount | CardCount


@dataclass(frozen=True, slots=True)
class _Noun:
    """One noun of a list of nouns ("artifacts, creatures, and lands")."""

    parts: dict[str, Any]


_ANY_PERMANENT = Selector(types=frozenset())
_ANY_SOURCE = PreventFrom(_ANY_PERMANENT, noncombat=True)
_WHILE_COUNTER = object()  # "while it has a +1/+1 counter on it"


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
    if affected.host and any(
        isinstance(v, _PumpPer) and isinstance(v.per, CounterCount) and v.per.on and v.per.on.other
        for v in values
    ):
        # "enchanted creature gets +1/+1 for each +1/+1 counter on other creatures you
        # control": other than the Aura, or than the creature it enchants?
        raise Unmodelled("counters on other creatures, beside the creature it is attached to")
    if not affected.host:
        # "each other multicolored creature you control gets +1/+1 for each of its colors":
        # each affected object's own colors (105.1), counted on it (613.4c)
        values = tuple(_own_colors(v) for v in values)
    statics: list[Static] = []
    rest = tuple(v for v in values if not isinstance(v, _PumpPer | _BlockPer))
    if rest:
        try:
            statics.extend(_group_traits(affected, rest).statics)
        except NoEffect:
            if len(rest) == len(values):
                raise
    statics.extend(
        StaticEffect(
            affected,
            power=v.power,
            toughness=v.toughness,
            per=v.per,
            # counted on each affected object (on the source itself, the same)
            # ("for each counter on it": each affected object's own counters, 613.4c)
            per_each=(v.each or v.on_it) and affected != SELF_SELECTOR,
        )
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


def _own_colors(value: object) -> object:
    """ "for each of its colors" said of the objects a group affects, not of an
    Aura's or Equipment's host: the colors of each one, counted on it."""
    if isinstance(value, _PumpPer) and isinstance(value.per, Distinct) and value.per.selector.host:
        itself = Selector(types=frozenset(), relation="itself")
        return dataclasses.replace(value, per=Distinct(itself, "colors"), each=True)
    return value


_CONDITION_TYPES = STATIC_CONDITIONS


class _CounterQty(NamedTuple):
    """ "a divinity counter", "no shell counters", "exactly three tide
    counters": a kind of counter and how many (122.1)."""

    kind: str
    op: Op
    value: int


def _counter_kind(c: list[Any]) -> str:
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    return next(t for t in c if isinstance(t, Token) and t.type == "COUNTER_KIND").lower()


_AMOUNT_TYPES = (
    Count,
    CardCount,
    CardTypeCount,
    Distinct,
    PlayerNumber,
    Sum,
    CounterCount,
    PlayerBest,
    Difference,
    Half,
)


def _plus(amount: Amount, plus: int) -> Amount:
    """The number ``plus`` more: the count's own ``plus`` when it has one."""
    if not plus:
        return amount
    if isinstance(amount, Count | CardCount | Sum):
        return dataclasses.replace(amount, plus=amount.plus + plus)
    return Sum((amount,), plus=plus)


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
        if isinstance(v, Kind):
            raise Unmodelled("a permanent that sets its own creature types")
        if isinstance(v, Colors):
            # "~ is all colors" (a characteristic-defining ability, 604.3)
            raise Unmodelled("a permanent's own colors")
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
    loses: list[Ability] = []
    loses_all = False
    base: _BasePT | None = None
    add_types: frozenset[str] = frozenset()
    add_subtypes: frozenset[str] = frozenset()
    set_colors: frozenset[str] | None = None
    add_colors: frozenset[str] = frozenset()
    set_kind: frozenset[str] | None = None
    only_creature = False
    for v in values:
        if v is _NOT_MODELLED:
            continue
        if isinstance(v, Kind):
            # "is a blue Frog creature with base power and toughness 1/1" (205.1a)
            set_kind, only_creature = v.subtypes, v.creature
            set_colors = v.colors if v.colors is not None else set_colors
            base = _BasePT(v.power, v.toughness)
        elif isinstance(v, Colors):
            # layer 5 (613.1e, 105.3), its subtypes in layer 4 (613.1d)
            if v.set_to is not None:
                set_colors = v.set_to
            add_colors |= v.added
            add_subtypes |= v.subtypes
        elif isinstance(v, _BasePT):
            base = v
        elif isinstance(v, _AddTypes):
            add_types |= v.types
        elif isinstance(v, AddSubtypes):
            add_subtypes |= v.subtypes  # layer 4 (613.1d)
        elif isinstance(v, _Lose) and v.every:
            loses_all = True  # "lose all abilities" (613.1f)
        elif isinstance(v, _Lose) and v.plain:
            loses.extend(v.keywords)  # "lose flying": in timestamp order (613.7)
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
        elif (
            isinstance(v, CONDITIONAL_ATTACK_RULES)
            and affected != SELF_SELECTOR
            and hasattr(v, "condition")
        ):
            # its condition reads "you", "another" relative to the creature
            # that has it, not to the permanent that grants it (508.1c)
            raise Unmodelled("a rule on attacking under a condition, granted to other creatures")
        else:
            grants.append(v)  # type: ignore[arg-type]
    refused = [
        g for g in grants if isinstance(g, OtherKeyword) and keyword_status(g) == "unmodelled"
    ]
    if refused and affected == SELF_SELECTOR:
        # session 10: "~ has persist as long as you control a black creature"
        # (Wingrattle Scarecrow): its own undying or persist, granted while
        # the condition holds (611.3a, 613.1f), as the dies trigger it is
        grants = [_own_return(g) if g in refused else g for g in grants]
        refused = [g for g in refused if _own_return(g) is g]
    if refused:
        # undying, persist, afterlife (702.93a, 702.79a, 702.135a): carried
        # out only on a permanent's own printed line
        raise Unmodelled(f"it grants {refused[0]}, carried out only as a permanent's own line")
    if removes or loses or loses_all:
        if (
            not loses_all
            and all(keyword_status(k) == "no_effect" for k in (*removes, *loses))
            and not (
                grants
                or power
                or toughness
                or by_toughness
                or base
                or add_types
                or add_subtypes
                or set_colors is not None
                or add_colors
                or set_kind is not None
            )
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
                    add_subtypes=add_subtypes,
                    loses=tuple(loses),
                    loses_all=loses_all,
                    set_colors=set_colors,
                    add_colors=add_colors,
                    set_kind=set_kind,
                    only_creature=only_creature,
                ),
            )
        )
    colored = set_colors is not None or bool(add_colors) or set_kind is not None
    if block_additional or base is not None or add_types or add_subtypes or colored:
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
                    add_subtypes=add_subtypes,
                    set_colors=set_colors,
                    add_colors=add_colors,
                    set_kind=set_kind,
                    only_creature=only_creature,
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


def _own_return(keyword: OtherKeyword) -> Any:
    """Undying or persist as its dies trigger (702.93a, 702.79a), or the
    keyword itself when it is another one."""
    from mtgcombat.text.dies_triggers import returns  # noqa: PLC0415  (a cycle)

    return returns(keyword.name) or keyword
