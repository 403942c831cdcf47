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
  resolves before blockers are declared; write its result into the board).
  A trigger whose whole effect waits for the end of combat or the next end
  step ("sacrifice it at end of combat") has none either, except "destroy
  that creature at end of combat" (603.7, 511.2), which is modelled;
  "whenever ~ deals combat damage to a player / a creature" is modelled as
  a trigger the engine records (603.2, 510.3a) with its effect as printed
  (:class:`~mtgcombat.core.abilities.RecordedEffect`), not carried out. So have,
  by their form (card.lark's ``outside_sentence``), costs of spells (601.2f), entering with counters
  or as a copy (614.1c), untap steps (502.3), rules on attacking (508.1),
  and rules on casting spells, on spells' damage and on spells' targets:
  the engine casts no spell between declaring blockers and combat damage
  (casting one there is a player's choice, like activating an ability,
  and combat damage is dealt by creatures, never by spells).
* **unmodelled**: the sentence mentions combat ("block", "attack", "damage",
  "combat", "protection" or a keyword the engine reads) and either does not
  parse or means something the engine cannot express (a trigger on blocking
  whose effect the engine does not carry out, see
  :mod:`mtgcombat.text.block_triggers` for those it does; a conditional
  ability; a self pump). ``error`` says how far the parser got.

Group sentences give :class:`~mtgcombat.core.abilities.StaticEffect` values on the
source's ``statics``; a blocking rule they grant keeps ``source=""`` and its
selector is relative to the *granting* permanent ("creatures with flying
can't block creatures you control": "you" is the source's controller). The
effects engine (:mod:`mtgcombat.rules.effects`) binds ``source`` when it grants the
rule to each affected creature.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import operator
import re
from dataclasses import field
from functools import cache, lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from mtgcombat.core.abilities import (
    STATIC_CONDITIONS,
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
    Compare,
    Controller,
    Count,
    CounterCount,
    CountersOn,
    CreaturesCantAttackYou,
    DamageRule,
    Distinct,
    Goads,
    GreaterPowerAlsoBlocks,
    HalfLife,
    Keyword,
    Landwalk,
    LifeTotal,
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
    Op,
    OtherKeyword,
    Paired,
    PermanentCount,
    PlayerEffect,
    PlayerIs,
    PlayerNumber,
    PoisonCounters,
    PowerCantAttack,
    PreventFrom,
    Protection,
    Rampage,
    RecordedEffect,
    Selector,
    SourceIs,
    Static,
    StaticCondition,
    StaticEffect,
    Sum,
    Toxic,
    YouControl,
    YourTurn,
)
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
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
    """What sentences give the permanent that carries them.

    >>> from mtgcombat.text import parse_sentence
    >>> traits = parse_sentence("Other Elves you control get +1/+1.", name="X").traits
    >>> len(traits.statics), traits.abilities
    (1, frozenset())
    """

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
        """Every structured value, for display: abilities, rules, statics, flags.

        >>> from mtgcombat.text import parse_sentence
        >>> parse_sentence("Flying").traits.values()
        (<Keyword.FLYING: 'flying'>,)
        """
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
    for ``can_block_additional`` and 1 otherwise.

    >>> from mtgcombat.text import parse_sentence
    >>> parse_sentence("~ can block any number of creatures.", name="X").traits.values()
    (Flag(name='can_block_any_number', value=True),)
    """

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
    ``traits.abilities`` (kept, shown and exported, never read).

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("Flying")
    >>> parsed.sentence, parsed.status, parsed.combat
    ('Flying', 'modelled', True)
    """

    sentence: str
    status: Status
    traits: Traits = field(default_factory=Traits)
    combat: bool = False
    error: str = ""


class Unmodelled(Exception):
    """A sentence that parsed but means something the engine cannot express.

    >>> issubclass(Unmodelled, Exception)
    True
    """


class NoEffect(Exception):
    """A sentence that parsed and has no effect on blocks or combat damage.

    >>> issubclass(NoEffect, Exception)
    True
    """


# ---------------------------------------------------------------------------
# normalisation
# ---------------------------------------------------------------------------

_SELF_WORDS = (
    r"\b(this (creature|permanent|artifact|enchantment|land|card|planeswalker|battle)"
    r"|cardname)\b"
)


_ABILITY_WORD = r"^[a-z][a-z' ]{2,30} \u2014 (?=\S)"


def normalize(sentence: str, name: str = "") -> str:
    """The sentence as the grammar reads it: lowercase, straight apostrophes,
    no reminder text, "~" for the card itself, no trailing period.

    >>> normalize("Whenever Lord blocks, Lord gets +1/+1.", name="Lord")
    'whenever ~ blocks, ~ gets +1/+1'
    """
    text = sentence.replace("\u2019", "'").replace("\u2018", "'").replace("\u2212", "-")
    while True:
        stripped = re.sub(r"\([^()]*\)", " ", text)
        if stripped == text:
            break
        text = stripped
    text = " ".join(text.split())
    for pattern in _name_patterns(name):
        text = pattern.sub("~", text)
    text = text.lower()
    text = re.sub(_SELF_WORDS, "~", text)
    text = re.sub(
        _ABILITY_WORD, "", text
    )  # "landfall — whenever ...": the word has no rules meaning
    return text.rstrip(". ").strip()


def self_name_forms(name: str) -> tuple[str, ...]:
    """The ways a card's text names the card itself: its whole name and,
    for a legendary card, the short name its text may use instead (201.4c
    in older editions of the rules, "a shortened version of its name"):
    the part before a comma ("Doran" for "Doran, the Siege Tower") and the
    words before the epithet of a name such as "Rashka the Slayer"
    ("Rashka"). The second is used only when it is unambiguous: a proper
    noun (each word capitalised, before a capitalised epithet) that is no
    subtype, keyword, card type or color, so that "Knight of the Mists" or
    "Sliver Queen" keep their words.

    >>> self_name_forms("Grizzly Bears")
    ('Grizzly Bears',)
    >>> self_name_forms("Isamaru, Hound of Konda")
    ('Isamaru, Hound of Konda', 'Isamaru')
    """
    return tuple(form for form, _ in _name_forms(name))


def _name_forms(name: str) -> tuple[tuple[str, bool], ...]:
    """Each form of the name, and whether it is matched with its case (a
    short form found by its capitals is a proper noun only when capitalised)."""
    name = " ".join(name.replace("\u2019", "'").split())
    if not name:
        return ()
    forms = [(name, False)]
    if ", " in name:  # "Doran, the Siege Tower" is also "Doran"
        forms.append((name.split(", ")[0], False))
        return tuple(forms)
    head, the, epithet = name.partition(" the ")
    if the and epithet[:1].isupper() and _proper_noun(head):
        forms.append((head, True))  # "Rashka the Slayer" is also "Rashka"
    return tuple(forms)


_NOT_NAMES = frozenset({
    "white", "blue", "black", "red", "green", "colorless", "creature", "artifact",
    "enchantment", "land", "planeswalker", "battle", "instant", "sorcery", "token",
    "legendary", "basic", "snow", "each", "all", "other", "another", "target",
})  # fmt: skip


def _proper_noun(words: str) -> bool:
    """Whether words read as a character's name and nothing else: each word
    capitalised, and none a subtype, a keyword or a word of the rules."""
    parts = words.split()
    if not parts or not all(w[:1].isupper() for w in parts):
        return False
    reserved = subtype_table().keys() | keyword_table().keys() | _NOT_NAMES
    return not any(w.lower() in reserved for w in parts) and words.lower() not in reserved


@lru_cache(maxsize=4096)
def _name_patterns(name: str) -> tuple[re.Pattern[str], ...]:
    """The patterns that find the card's own name in its text, longest form
    first; a short form followed by " the " is another card's name
    ("Tuktuk the Returned", a token of "Tuktuk the Explorer")."""
    out: list[re.Pattern[str]] = []
    for form, exact in sorted(_name_forms(name), key=lambda f: -len(f[0])):
        flags = 0 if exact else re.IGNORECASE
        tail = r"(?![\w-])(?! the [A-Z])" if exact else r"(?![\w-])"
        out.append(re.compile(rf"(?<![\w'-]){re.escape(form)}{tail}", flags))
    return tuple(out)


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
    inert = [n for n in plain if n in table and table[n].combat == "no_effect"]
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
            rf"NOEFFECT_KW: /(?:{_alternatives(inert)})(?![\w-])/",
            rf"NUMKEYWORD: /(?:{_alternatives(numbered)}) \d+/",
            rf"SUBTYPE_SG: /(?:{_alternatives(singular)})(?![\w'-])/",
            rf"SUBTYPE_PL: /(?:{_alternatives(plural)})(?![\w'-])/",
            rf"QUALITY: /(?:{compound}|{_alternatives(qualities)})(?![\w-])/",
            rf"NONSUBTYPE: /non-(?:{_alternatives(singular)})(?![\w'-])/",
            "",
        )
    )
    # two entry points: "start" for every sentence, and "outside_sentence"
    # (forms whose event lies outside the window), tried only on a sentence
    # "start" does not read, so that its open-ended forms cost the others nothing
    return Lark(
        grammar,
        parser="earley",
        lexer="dynamic",
        ambiguity="resolve",
        start=["start", "outside_sentence", "spell_sentence"],
    )


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
    per: Selector | Amount
    # "for each age counter on it": "it" is the sentence's subject
    on_it: bool = False


@dataclass(frozen=True, slots=True)
class _OnIt:
    """Counters "on it" before the subject is known (the source, when the
    sentence is about the source itself)."""

    count: CounterCount


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
    if affected != SELF_SELECTOR and any(isinstance(v, _PumpPer) and v.on_it for v in values):
        raise Unmodelled("counters on each affected creature, counted for each of them")
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


_AMOUNT_TYPES = (Count, CardCount, CardTypeCount, Distinct, PlayerNumber, Sum, CounterCount)


def _plus(amount: Amount, plus: int) -> Amount:
    """The number ``plus`` more: the count's own ``plus`` when it has one."""
    if not plus:
        return amount
    if isinstance(amount, Count | CardCount | Sum):
        return dataclasses.replace(amount, plus=amount.plus + plus)
    return Sum((amount,), plus=plus)


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

    def board_cond_two(self, c: list[Any]) -> Traits:
        """ "As long as COND, ~ gets +2/+2 and creatures you control have
        vigilance": two subjects under one condition."""
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        subjects = [x for x in c if isinstance(x, Selector)]
        values = [x for x in c if isinstance(x, tuple)]
        first = _board_traits(subjects[0], values[0], condition)
        return first | _board_traits(subjects[1], values[1], condition)

    def cda_phrase(self, c: list[Any]) -> Count | CardCount:
        amount: Count | CardCount = next(x for x in c if isinstance(x, Count | CardCount))
        return amount

    def cda_cond(self, c: list[Any]) -> Traits:
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        amount = next(x for x in c if isinstance(x, Count | CardCount))
        effect = StaticEffect(
            SELF_SELECTOR, set_power=amount, set_toughness=amount, condition=condition
        )
        return Traits(statics=(effect,))

    def cda_cond_role(self, c: list[Any]) -> Traits:
        role = next(
            t for t in _tokens(c) if t in ("attacking", "blocking", "attacking or blocking")
        )
        condition = SourceIs(Selector(types=frozenset(), role=role))  # type: ignore[arg-type]
        return self.cda_cond([condition, *c])

    def board_plain(self, c: list[Any]) -> Traits:
        subject = next(x for x in c if isinstance(x, Selector))
        found = [x for x in c if isinstance(x, tuple | _PumpPer | _BlockPer)]
        values = found[0] if isinstance(found[0], tuple) else (found[0],)
        return _board_traits(subject, values, None)

    def bs_self(self, c: list[Any]) -> Selector:
        return SELF_SELECTOR

    def bs_pair(self, c: list[Any]) -> Selector:
        # soulbond (702.95): "both creatures", "each of those creatures"
        return Selector(pair=True)

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
        per = next(x for x in c if isinstance(x, (Selector, _OnIt, *_AMOUNT_TYPES)))
        if isinstance(per, _OnIt):
            return _PumpPer(pump.power, pump.toughness, per.count, on_it=True)
        return _PumpPer(pump.power, pump.toughness, per)

    def unoun(self, c: list[Any]) -> _Noun:
        return _Noun(c[0])

    def bcount_union(self, c: list[Any]) -> Selector:
        # "untapped artifacts, creatures, and lands you control": the words
        # before and after the nouns read with each of them
        shared = [x for x in c if not isinstance(x, _Noun)]
        kinds = tuple(Selector(**_sel_parts([*shared, n.parts])) for n in c if isinstance(n, _Noun))
        return Selector(types=frozenset(), any_of=kinds)

    def bper_counters_self(self, c: list[Any]) -> CounterCount:
        return CounterCount(_tokens(c)[0])

    def bper_counters_it(self, c: list[Any]) -> _OnIt:
        return _OnIt(CounterCount(_tokens(c)[0]))

    def bnum_counters_self(self, c: list[Any]) -> CounterCount:
        return CounterCount(_tokens(c)[0])

    def bnum_counters_on(self, c: list[Any]) -> CounterCount:
        return CounterCount(_tokens(c)[0], c[-1])

    def bper_cards(self, c: list[Any]) -> CardCount:
        zone: CardCount = c[-1]
        return zone

    def bper_zcards(self, c: list[Any]) -> CardCount:
        zone: CardCount = c[-1]
        return dataclasses.replace(zone, cards=c[0])

    def bper_and_cards(self, c: list[Any]) -> Sum:
        # "for each land you control and each land in your graveyard"
        permanents, kind, zone = c[0], c[1], c[2]
        return Sum((Count(permanents), dataclasses.replace(zone, cards=kind)))

    def bper_domain(self, c: list[Any]) -> Distinct:
        return Distinct(c[-1], "basic land types")

    def bper_player_you(self, c: list[Any]) -> PlayerNumber:
        return PlayerNumber(_tokens(c)[0], "you")  # type: ignore[arg-type]

    def bper_player_opponents(self, c: list[Any]) -> PlayerNumber:
        return PlayerNumber(_tokens(c)[0], "opponents")  # type: ignore[arg-type]

    def bamount(self, c: list[Any]) -> Amount:
        plus = sum(x for x in c if isinstance(x, int))
        parts = [x for x in c if isinstance(x, _AMOUNT_TYPES)]
        if not parts:
            raise Unmodelled("a fixed number as power or toughness")
        if len(parts) == 1:
            return _plus(parts[0], plus)
        return Sum(tuple(parts), plus=plus)

    def btwice(self, c: list[Any]) -> Sum:
        return Sum((c[-1],), times=2)

    def bnum_sel(self, c: list[Any]) -> Count:
        return Count(c[-1])

    def bnum_cards(self, c: list[Any]) -> CardCount:
        zone: CardCount = c[-1]
        return zone

    def bnum_zcards(self, c: list[Any]) -> CardCount:
        zone: CardCount = c[-1]
        return dataclasses.replace(zone, cards=c[0])

    def bnum_card_types(self, c: list[Any]) -> CardTypeCount:
        zone: CardCount = c[-1]
        return CardTypeCount(zone.whose, zone.zone)

    def bnum_domain(self, c: list[Any]) -> Distinct:
        return Distinct(c[-1], "basic land types")

    def bnum_names(self, c: list[Any]) -> Distinct:
        return Distinct(c[-1], "names")

    def bnum_life(self, c: list[Any]) -> PlayerNumber:
        return PlayerNumber("life", "you")

    def zcards(self, c: list[Any]) -> Selector:
        kinds = [x for x in c if isinstance(x, Selector)]
        extra = next((x for x in c if isinstance(x, dict)), {})
        if len(kinds) == 1:
            return dataclasses.replace(kinds[0], **extra)
        return Selector(types=frozenset(), any_of=tuple(kinds), **extra)

    def zkind(self, c: list[Any]) -> Selector:
        parts = _sel_parts(c)
        parts.setdefault("types", frozenset())
        return Selector(**parts)

    def ztype(self, c: list[Any]) -> dict[str, Any]:
        word = str(c[0])
        return {"types": frozenset({"kindred" if word == "tribal" else word})}

    def bcount_plain(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        return sel

    def bcount_attached(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        if sel.types == frozenset({"creature"}) and not sel.subtypes:
            raise Unmodelled("creatures attached to it")
        return dataclasses.replace(sel, attached=True)

    def cda_both(self, c: list[Any]) -> Traits:
        amount: Amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        effect = StaticEffect(SELF_SELECTOR, set_power=amount, set_toughness=amount)
        return Traits(statics=(effect,))

    def cda_plus(self, c: list[Any]) -> Traits:
        # "~'s power is equal to X and its toughness is equal to that number plus N"
        if _tokens(c)[0] != "~'s power":
            raise Unmodelled("toughness first, then power as that number plus N")
        amount: Amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        plus: int = c[-1]
        effect = StaticEffect(SELF_SELECTOR, set_power=amount, set_toughness=_plus(amount, plus))
        return Traits(statics=(effect,))

    def set_pt_cond(self, c: list[Any]) -> Traits:
        # under a condition the same words are no characteristic-defining
        # ability (604.3a): they set power and toughness in layer 7b
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        amount: Amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        effect = StaticEffect(
            SELF_SELECTOR, set_power=amount, set_toughness=amount, condition=condition
        )
        return Traits(statics=(effect,))

    def bc_role(self, c: list[Any]) -> StaticCondition:
        role = _tokens(c)[-1]
        return SourceIs(dataclasses.replace(_ANY_PERMANENT, role=role))  # type: ignore[arg-type]

    def cda_one(self, c: list[Any]) -> Traits:
        stat = _tokens(c)[0].removeprefix("~'s ")
        amount: Amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        if stat == "power":
            return Traits(statics=(StaticEffect(SELF_SELECTOR, set_power=amount),))
        return Traits(statics=(StaticEffect(SELF_SELECTOR, set_toughness=amount),))

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

    def bc_no_cards_in_graveyard(self, c: list[Any]) -> StaticCondition:
        return CardsIn("graveyard", "==", 0)

    def bc_card_types(self, c: list[Any]) -> StaticCondition:
        # delirium: card types among the cards in a graveyard (205.2a)
        op, value = next(x for x in c if isinstance(x, tuple))
        zone: CardCount = c[-1]
        return AmountIs(CardTypeCount(zone.whose, zone.zone), op, value)

    def bc_zcards(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        kind: Selector = next(x for x in c if isinstance(x, Selector))
        zone: CardCount = c[-1]
        return AmountIs(dataclasses.replace(zone, cards=kind), op, value)

    def bc_zcard(self, c: list[Any]) -> StaticCondition:
        kind: Selector = next(x for x in c if isinstance(x, Selector))
        zone: CardCount = c[-1]
        return AmountIs(dataclasses.replace(zone, cards=kind), ">=", 1)

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

    def qty_at_most(self, c: list[Any]) -> tuple[str, int]:
        return ("<=", next(x for x in c if isinstance(x, int)))

    def bc_state(self, c: list[Any]) -> StaticCondition:
        state = _tokens(c)[-1]
        if state == "enchanted":
            return PermanentCount(Selector(types=frozenset({"enchantment"}), attached=True))
        if state == "equipped":
            return PermanentCount(Selector(types=frozenset({"artifact"}), attached=True))
        if state == "monstrous":  # its monstrosity ability has resolved (701.37b)
            return SourceIs(dataclasses.replace(_ANY_PERMANENT, monstrous=True))
        if state == "renowned":  # its renown ability has resolved (702.112b)
            return SourceIs(dataclasses.replace(_ANY_PERMANENT, renowned=True))
        return SourceIs(dataclasses.replace(_ANY_PERMANENT, tapped=state == "tapped"))

    def bc_counters(self, c: list[Any]) -> StaticCondition:
        kind, op, value = next(x for x in c if isinstance(x, _CounterQty))
        if kind in ("+1/+1", "-1/-1") and (op, value) == (">=", 1):
            # "it has a +1/+1 counter on it": the source matches a selector
            return SourceIs(dataclasses.replace(_ANY_PERMANENT, counter=kind))
        return CountersOn(kind, op, value)

    def cnt_any(self, c: list[Any]) -> _CounterQty:
        return _CounterQty("any", ">=", 1)

    def cnt_any_none(self, c: list[Any]) -> _CounterQty:
        return _CounterQty("any", "==", 0)

    def cnt_one(self, c: list[Any]) -> _CounterQty:
        return _CounterQty(_counter_kind(c), ">=", 1)

    def cnt_none(self, c: list[Any]) -> _CounterQty:
        return _CounterQty(_counter_kind(c), "==", 0)

    def cnt_exactly(self, c: list[Any]) -> _CounterQty:
        return _CounterQty(_counter_kind(c), "==", next(x for x in c if isinstance(x, int)))

    def cnt_at_least(self, c: list[Any]) -> _CounterQty:
        return _CounterQty(_counter_kind(c), ">=", next(x for x in c if isinstance(x, int)))

    def bc_monarch(self, c: list[Any]) -> StaticCondition:
        return PlayerIs("monarch")

    def bc_city_blessing(self, c: list[Any]) -> StaticCondition:
        return PlayerIs("city's blessing")

    def bc_opponent_poisoned(self, c: list[Any]) -> StaticCondition:
        return PoisonCounters("opponent")

    def bc_opponent_poison(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return PoisonCounters("opponent", op, value)

    def bc_initiative(self, c: list[Any]) -> StaticCondition:
        return PlayerIs("initiative")

    def bc_opponent_half_life(self, c: list[Any]) -> StaticCondition:
        return HalfLife("opponent")

    def bc_half_life(self, c: list[Any]) -> StaticCondition:
        return HalfLife("you")

    def bc_more_cards(self, c: list[Any]) -> StaticCondition:
        return MoreThan("each_opponent", zone="hand")

    def bc_more_than_attacking(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        return MoreThan("attacking", selector=sel)

    def bc_more_than_each(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        return MoreThan("each_opponent", selector=sel)

    def bc_opponent_cards_in_hand(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("hand", op, value, "opponent")

    def bc_player_cards_in_hand(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("hand", op, value, "player")

    def bc_commander(self, c: list[Any]) -> StaticCondition:
        # lieutenant (207.2c): a commander (903.3) the source's controller controls
        return PermanentCount(Selector(types=frozenset(), commander=True, controller="you"))

    def bc_paired(self, c: list[Any]) -> StaticCondition:
        return Paired()

    def bc_attacking_alone(self, c: list[Any]) -> StaticCondition:
        return AttackingAlone()

    def bc_is_subtype(self, c: list[Any]) -> StaticCondition:
        subtype = _tokens(c)[-1]
        return SourceIs(Selector(types=frozenset(), subtypes=frozenset({subtype})))

    def bc_has_keyword(self, c: list[Any]) -> StaticCondition:
        keywords = next(x for x in c if isinstance(x, tuple | list | frozenset))
        return SourceIs(Selector(types=frozenset(), with_keywords=frozenset(keywords)))

    def bc_any_controls(self, c: list[Any]) -> StaticCondition:
        return self._count(c, "")

    def bc_exists(self, c: list[Any]) -> StaticCondition:
        return self._count(c, "")

    def bc_blocking_it(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        op, value = next(x for x in c if isinstance(x, tuple))
        return PermanentCount(dataclasses.replace(sel, relation="blocking_it"), op, value)

    def bc_attached(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        op, value = next(x for x in c if isinstance(x, tuple))
        return PermanentCount(dataclasses.replace(sel, attached=True), op, value)

    def bc_state_or(self, c: list[Any]) -> StaticCondition:
        """ "it's enchanted or equipped": either state."""
        states = [t for t in c if isinstance(t, str) and getattr(t, "type", "") == "BSTATE"]
        return AnyOf(tuple(self.bc_state([s]) for s in states))

    def bc_some_counter(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        return PermanentCount(dataclasses.replace(sel, counter=_counter_kind(c)))

    def bc_and(self, c: list[Any]) -> StaticCondition:
        parts: list[StaticCondition] = []
        for x in c:
            if isinstance(x, AllOf):
                parts.extend(x.conditions)
            elif isinstance(x, STATIC_CONDITIONS):
                parts.append(x)
        return AllOf(tuple(parts))

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
        return {"counter": _counter_kind(c)}

    def with_any_counter(self, c: list[Any]) -> dict[str, Any]:
        return {"counter": "any"}


@cache
def _transformer() -> Any:
    from lark import Token, Transformer  # noqa: PLC0415  (lark only when parsing)

    from mtgcombat.text.spells import SpellValues  # noqa: PLC0415  (the timeline's sentences)

    def words(children: list[Any]) -> list[str]:
        return [str(c) for c in children if isinstance(c, Token)]

    class ToValues(BlockTriggerValues, SpellValues, _BoardValues, Transformer[Any, Any]):
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

        def cant_attack_or_block(self, c: list[Any]) -> tuple[object, ...]:
            return (CantAttack(), CantBlock())

        def cant_attack_or_block_alone(self, c: list[Any]) -> tuple[object, ...]:
            return (CantAttackAlone(), CantBlockAlone())

        def attacks_or_blocks_each_combat(self, c: list[Any]) -> tuple[object, ...]:
            return (AttacksEachCombat(), BlocksEachCombat())

        def cant_block_sel(self, c: list[Any]) -> tuple[object, ...]:
            return tuple(CantBlockSel(s) for s in c[0])

        def cant_block_alone(self, c: list[Any]) -> tuple[object, ...]:
            return (CantBlockAlone(),)

        def cant_block_unless(self, c: list[Any]) -> tuple[object, ...]:
            condition: BlockCondition | StaticCondition = next(
                x for x in c if not isinstance(x, Token)
            )
            return (CantBlockUnless(condition),)

        def you_control(self, c: list[Any]) -> BlockCondition:
            return YouControl(c[0])

        def static_condition(self, c: list[Any]) -> BlockCondition | StaticCondition:
            condition: StaticCondition = c[0]
            if (
                isinstance(condition, PermanentCount)
                and condition.selector.controller == "you"
                and (condition.op, condition.value) == (">=", 1)
            ):
                # "unless you control SEL": the same value the you_control rule gives
                return YouControl(dataclasses.replace(condition.selector, controller=""))
            return condition

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
            # "can't attack" (508.1c), "can't attack alone", "can't attack
            # unless defending player controls an Island"; other tails
            # (during, if, as though) are not read
            tail = next((str(t) for t in c if isinstance(t, Token)), "").strip()
            if not tail:
                return (CantAttack(),)
            if tail == "alone":
                return (CantAttackAlone(),)
            land = re.fullmatch(_UNLESS_LAND, tail)
            if land is not None:
                return (CantAttackUnlessDefenderControls(land.group(1)),)
            return (_NOT_MODELLED,)

        def can_attack(self, c: list[Any]) -> tuple[object, ...]:
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

        # outside_sentence: forms whose event lies outside the window (card.lark)
        def cost_change(self, c: list[Any]) -> Traits:
            raise NoEffect("a change to what a spell costs, paid as it is cast (601.2f)")

        def enters_any(self, c: list[Any]) -> Traits:
            raise NoEffect("it applies as a permanent enters, before blocks (614.1c)")

        def face_up(self, c: list[Any]) -> Traits:
            raise NoEffect("turning it face up is a special action, a player's choice (702.37e)")

        def untap_rule(self, c: list[Any]) -> Traits:
            raise NoEffect("it acts in an untap step (502.3)")

        def attack_rule(self, c: list[Any]) -> Traits:
            raise NoEffect("a rule on attacking, applied as attackers are declared (508.1)")

        def cast_rule(self, c: list[Any]) -> Traits:
            raise NoEffect("a rule on casting spells; no spell is cast between blocks and damage")

        def spell_damage(self, c: list[Any]) -> Traits:
            raise NoEffect("it changes damage dealt by spells; combat damage is dealt by creatures")

        def target_rule(self, c: list[Any]) -> Traits:
            raise NoEffect("a rule on the targets of spells (115); no spell is cast in the window")

        def no_effect_keywords(self, c: list[Any]) -> Traits:
            raise NoEffect("keywords with no effect on blocks or combat damage, under a condition")

        def attacks_each_combat(self, c: list[Any]) -> tuple[object, ...]:
            return (AttacksEachCombat(),)

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

        # attack_board_sentence: rules on attacking for the whole board (508.1)
        def cant_attack_you(self, c: list[Any]) -> Traits:
            return Traits(block_rules=frozenset({CreaturesCantAttackYou(False)}))

        def cant_attack_you_or_walkers(self, c: list[Any]) -> Traits:
            return Traits(block_rules=frozenset({CreaturesCantAttackYou(True)}))

        def cant_attack_you_host(self, c: list[Any]) -> Traits:
            # an Aura's (or Equipment's) restriction of its host; "you" is
            # the controller of the permanent with the sentence (508.1c)
            return Traits(block_rules=frozenset({CreaturesCantAttackYou(False, host=True)}))

        def cant_attack_you_or_walkers_host(self, c: list[Any]) -> Traits:
            return Traits(block_rules=frozenset({CreaturesCantAttackYou(True, host=True)}))

        def power_cant_attack(self, c: list[Any]) -> Traits:
            power = next(x for x in c if isinstance(x, int))
            return Traits(block_rules=frozenset({PowerCantAttack(power)}))

        def max_attackers(self, c: list[Any]) -> Traits:
            count = next(x for x in c if isinstance(x, int))
            return Traits(block_rules=frozenset({MaxAttackersEachCombat(count)}))

        def tax_payment(self, c: list[Any]) -> int:
            # a tax in generic mana (508.1g); {X}, Phyrexian or coloured
            # mana is a cost the engine does not count
            mana = next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA")
            if not mana[1:-1].isdigit():
                raise Unmodelled(f"an attack cost of {mana} (508.1g)")
            return int(mana[1:-1])

        def attack_tax(self, c: list[Any]) -> Traits:
            amount = next(x for x in c if isinstance(x, int))
            return Traits(block_rules=frozenset({AttackTax(amount)}))

        def attack_tax_walkers(self, c: list[Any]) -> Traits:
            amount = next(x for x in c if isinstance(x, int))
            return Traits(block_rules=frozenset({AttackTax(amount, planeswalkers=True)}))

        def goad_opponents(self, c: list[Any]) -> Traits:
            return Traits(block_rules=frozenset({Goads()}))

        def goad_host(self, c: list[Any]) -> Traits:
            return Traits(block_rules=frozenset({Goads(host=True)}))

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

        # damage replacement and prevention abilities (614, 615)
        def dmg_plain(self, c: list[Any]) -> Traits:
            rule: DamageRule = c[0]
            if rule == DamageRule("prevent", to=SELF_SELECTOR):
                # the same as "prevent all damage that would be dealt to ~"
                return Traits(statics=(StaticEffect(SELF_SELECTOR, prevent_from=_ANY_SOURCE),))
            return Traits(statics=(rule,))

        def dmg_cond(self, c: list[Any]) -> Traits:
            condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
            rule = next(x for x in c if isinstance(x, DamageRule))
            return Traits(statics=(dataclasses.replace(rule, condition=condition),))

        @staticmethod
        def _dmg(c: list[Any], **fixed: Any) -> DamageRule:
            parts: dict[str, Any] = {}
            for x in c:
                if isinstance(x, dict):
                    parts.update(x)
            parts.update(fixed)
            return DamageRule(**parts)

        def dmg_source(self, c: list[Any]) -> DamageRule:
            return self._dmg(c)

        def dmg_dealt(self, c: list[Any]) -> DamageRule:
            rule = self._dmg(c)
            if _WHILE_COUNTER in c:
                if rule.to is None or rule.players is not None:
                    raise Unmodelled("a counter condition on a player")
                rule = dataclasses.replace(rule, to=dataclasses.replace(rule.to, counter="+1/+1"))
            return rule

        def dmg_self_dealt(self, c: list[Any]) -> DamageRule:
            return self._dmg(c, to=SELF_SELECTOR)

        def dmg_per_counter(self, c: list[Any]) -> DamageRule:
            return DamageRule("prevent_per_counter", to=SELF_SELECTOR)

        def dmg_prevent_to(self, c: list[Any]) -> DamageRule:
            sel = next(x for x in c if isinstance(x, Selector))
            if "noncombat" in _tokens(c):
                return DamageRule("prevent", to=sel, combat="noncombat")
            return DamageRule("prevent", to=sel)

        def dmg_prevent_by_self(self, c: list[Any]) -> DamageRule:
            sel = next(x for x in c if isinstance(x, Selector))
            return DamageRule("prevent", source=SELF_SELECTOR, to=sel)

        def dmg_redirect(self, c: list[Any]) -> DamageRule:
            return self._dmg(c, does="redirect")

        def dmg_unpreventable(self, c: list[Any]) -> DamageRule:
            return DamageRule(
                "unpreventable", source=SELF_SELECTOR, players="each", to=_ANY_PERMANENT
            )

        def dmg_exile_if_dies(self, c: list[Any]) -> DamageRule:
            return DamageRule("exile_if_dies", source=SELF_SELECTOR, to=Selector())

        def dwhich(self, c: list[Any]) -> dict[str, Any]:
            out: dict[str, Any] = {}
            amounts = [x for x in c if isinstance(x, int)]
            if amounts:
                out["at_most"] = amounts[0]
            words = _tokens(c)
            if "combat" in words:
                out["combat"] = "combat"
            elif "noncombat" in words:
                out["combat"] = "noncombat"
            return out

        def dsrc_self(self, c: list[Any]) -> dict[str, Any]:
            return {"source": SELF_SELECTOR}

        def dsrc_sel(self, c: list[Any]) -> dict[str, Any]:
            sel: Selector = c[0]
            return {} if sel == _ANY_PERMANENT else {"source": sel}

        def drcpts(self, c: list[Any]) -> dict[str, Any]:
            groups = {x[1] for x in c if x[0] == "p"}
            sels = [x[1] for x in c if x[0] == "s"]
            if any(x[0] == "any" for x in c):  # "a permanent or player"
                groups.add("each")
                sels.append(_ANY_PERMANENT)
            out: dict[str, Any] = {}
            if groups:
                out["players"] = (
                    "each" if "each" in groups or len(groups) > 1 else next(iter(groups))
                )
            if len(sels) == 1:
                out["to"] = sels[0]
            elif sels:
                out["to"] = Selector(types=frozenset(), any_of=tuple(sels))
            return out

        def dr_you(self, c: list[Any]) -> tuple[str, object]:
            return ("p", "you")

        def dr_opponent(self, c: list[Any]) -> tuple[str, object]:
            return ("p", "opponents")

        def dr_player(self, c: list[Any]) -> tuple[str, object]:
            return ("p", "each")

        def dr_any(self, c: list[Any]) -> tuple[str, object]:
            return ("any", None)

        def dr_self(self, c: list[Any]) -> tuple[str, object]:
            return ("s", SELF_SELECTOR)

        def dr_sel(self, c: list[Any]) -> tuple[str, object]:
            return ("s", c[0])

        def dwhile(self, c: list[Any]) -> object:
            return _WHILE_COUNTER

        def dthere(self, c: list[Any]) -> object:
            return None

        def dby_unblocked(self, c: list[Any]) -> dict[str, Any]:
            return {"unblocked": True}

        def dby_sel(self, c: list[Any]) -> dict[str, Any]:
            return {"source": c[0]}

        def dt_prevent(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "prevent"}

        def dt_prevent_n(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "prevent_n", "amount": next(x for x in c if isinstance(x, int))}

        def dt_prevent_all_but(self, c: list[Any]) -> dict[str, Any]:
            amount = next(x for x in c if isinstance(x, int))
            return {"does": "prevent_all_but", "amount": amount}

        def dt_prevent_half(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "prevent_half"}

        def dt_double(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "double"}

        def dt_plus(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "plus", "amount": next(x for x in c if isinstance(x, int))}

        def dt_minus(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "plus", "amount": -next(x for x in c if isinstance(x, int))}

        def dt_half(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "half"}

        def dt_counters(self, c: list[Any]) -> dict[str, Any]:
            plus = "+1/+1" in _tokens(c)
            return {"does": "plus_counters" if plus else "minus_counters"}

        def dt_remove_all(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "prevent_remove_all"}

        def dt_remove_one(self, c: list[Any]) -> dict[str, Any]:
            return {"does": "prevent_remove_one"}

        def bushido_trigger(self, c: list[Any]) -> Traits:
            amounts = [int(str(t)) for t in c if isinstance(t, Token) and t.type == "INT"]
            if amounts[0] != amounts[1]:
                raise Unmodelled("a trigger on blocking that is not bushido (702.45)")
            return Traits(abilities=frozenset({Bushido(amounts[0])}))

        def trigger(self, c: list[Any]) -> Traits:
            event = next(str(t) for t in c if isinstance(t, Token) and t.type == "EVENT")
            effect = next(str(t) for t in c if isinstance(t, Token) and t.type == "REST")
            if _delayed_after_damage(effect):
                # a delayed effect at the end of combat step (511) or the end
                # step (513), after damage: nothing happens before it
                raise NoEffect(
                    "its effect waits for the end of combat or the end step, after damage"
                )
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


_COMBAT_DAMAGE_TRIGGER = (
    r"^whenever (?:~|this creature) deals combat damage to (a player|an opponent|a creature),"
    r" (.+?)\.?$"
)


def _combat_damage_trigger(text: str) -> Traits | None:
    """ "Whenever ~ deals combat damage to a player / a creature, EFFECT." whose
    effect the grammar does not read: it triggers on the damage (603.2) and
    goes on the stack after it (510.3a). The engine records it, with its
    effect as printed, and does not carry the effect out."""
    found = re.match(_COMBAT_DAMAGE_TRIGGER, text)
    if found is None:
        return None
    kind: Literal["combat_damage_to_player", "combat_damage_to_creature"] = (
        "combat_damage_to_creature" if found.group(1) == "a creature" else "combat_damage_to_player"
    )
    trigger = BlockTrigger((kind,), (RecordedEffect(found.group(2)),))
    return Traits(abilities=frozenset({trigger}))


_DELAYED = r"(?:at end of combat|at the beginning of the next end step)"
_DELAYED_FIRST = rf"^{_DELAYED},|^[^,]*\b{_DELAYED}$"
_FOLLOWS_IT = (
    r"^if (?:you|the player|that player|a player|they) (?:do|does|don't|doesn't)\b"
    r"|^if you (?:win|lose) the flip\b"
)


def _delayed_after_damage(effect: str) -> bool:
    """Whether a trigger's whole effect waits for the end of combat (511) or
    the next end step (513): its first sentence is delayed ("at end of
    combat, sacrifice it", "destroy that creature at end of combat") and
    each later sentence only follows from it ("if you do, ...", "if you
    lose the flip, ...")."""
    sentences = [s.strip() for s in re.split(r"\.\s+", effect.strip().rstrip(". ")) if s.strip()]
    if not sentences or not re.search(_DELAYED_FIRST, sentences[0]):
        return False
    return all(re.search(_FOLLOWS_IT, s) for s in sentences[1:])


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

_COMBAT_WORDS = (
    r"\b(block|blocks|blocked|blocking|blocker|blockers|attack|attacks|attacked|attacking"
    r"|attacker|attackers|goad|goaded|combat|damage|protection|power|toughness)\b"
    r"|[+-]\d+/[+-]\d+"  # a change to power and toughness changes the damage dealt
)


@cache
def _combat_keyword_pattern() -> re.Pattern[str]:
    names = [n for n, i in keyword_table().items() if i.combat not in ("no_effect",)]
    names += ["swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk"]
    return re.compile(rf"\b({_alternatives(names)})\b")


def mentions_combat(normalized: str) -> bool:
    """Whether a normalised sentence mentions combat: a combat word or a
    keyword the engine reads.

    >>> mentions_combat("whenever ~ blocks, it gets +1/+1"), mentions_combat("draw a card")
    (True, False)
    """
    return bool(
        re.search(_COMBAT_WORDS, normalized) or _combat_keyword_pattern().search(normalized)
    )


_KEYWORD_SEP = r"[,;] "


def _keyword_line(text: str) -> tuple[Ability, ...] | None:
    """The abilities of a line of keywords ("Flying, vigilance"), or ``None``
    when it is not one."""
    key = normalize_keyword_text(text)
    if not key or '"' in key:
        return None
    out: list[Ability] = []
    # keywords are listed with commas, and on some cards with semicolons
    # ("Defender; reach")
    parts = re.split(_KEYWORD_SEP, key)
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
    sentence may use for itself).

    >>> gorger = parse_sentence("Gorger can't be blocked by Walls.", name="Gorger")
    >>> gorger.status, [str(r) for r in gorger.traits.block_rules]
    ('modelled', ["can't be blocked by wall creatures"])
    """
    return _parse(sentence, name)[0]


def _parse(sentence: str, name: str) -> tuple[ParsedSentence, bool]:
    """The parsed sentence, and whether the grammar read all of it."""
    keywords = _keyword_line(sentence)
    if keywords is not None:
        return _keywords_sentence(sentence, keywords), True
    text = normalize(sentence, name)
    combat = mentions_combat(text)
    if not text or not (combat or re.search(_OTHER_FACTS, text)):
        # nothing the engine reads can be said without a combat word, but
        # for the two facts below: no need to run the grammar
        misspelt = _keyword_error(sentence)
        if misspelt is not None:
            return ParsedSentence(sentence, "unmodelled", combat=True, error=misspelt), True
        return ParsedSentence(sentence, "no_effect", combat=False), True
    status, traits, error, read = _parse_normalized(text, combat)
    if status != "modelled":
        recorded = _combat_damage_trigger(text)
        if recorded is not None:
            return ParsedSentence(sentence, "modelled", recorded, combat), True
    if status != "modelled":
        misspelt = _keyword_error(sentence)
        if misspelt is not None:
            return ParsedSentence(sentence, "unmodelled", combat=True, error=misspelt), read
    return ParsedSentence(sentence, status, traits, combat, error), read


def _keyword_error(sentence: str) -> str | None:
    """For a short sentence that reads like a line of keywords but is not
    one ("Protection from rde", "flyng"): the keyword reader's message with
    the closest keyword, which says more than the grammar's. ``None`` when
    the sentence does not look like keywords (no close keyword). A colon
    ends an activated ability's cost (602.1, "{T}: Add {G}."), which no
    keyword has: such a sentence is not looked at."""
    key = normalize_keyword_text(sentence)
    if not key or len(key.split()) > 4 or '"' in key or "~" in key or ":" in key:
        return None
    for part in re.split(_KEYWORD_SEP, key):
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


_OTHER_FACTS = r"counters put on|lose the game"


@lru_cache(maxsize=8192)
def _parse_normalized(text: str, combat: bool) -> tuple[Status, Traits, str, bool]:
    """What a normalised sentence gives (cached: many cards share sentences;
    and kept on disk between runs, :mod:`mtgcombat.text.parse_cache`, so that
    a run meeting only known sentences never builds the grammar)."""
    from mtgcombat.text import parse_cache  # noqa: PLC0415

    found = parse_cache.lookup(text, combat)
    if found is not None:
        return found
    result = _parse_with_grammar(text, combat)
    parse_cache.store(text, combat, result)
    return result


_UNLESS_LAND = r"unless defending player controls an? (plains|island|swamp|mountain|forest)"


def _parse_with_grammar(text: str, combat: bool) -> tuple[Status, Traits, str, bool]:
    from lark.exceptions import UnexpectedInput, VisitError  # noqa: PLC0415

    try:
        try:
            tree = _parser().parse(text, start="start")
        except UnexpectedInput as exc:
            if not _outside_words().search(text):
                raise
            try:
                tree = _parser().parse(text, start="outside_sentence")
            except UnexpectedInput:
                raise exc from None
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


@cache
def _outside_words() -> re.Pattern[str]:
    """A word every ``outside_sentence`` form of card.lark has (a cost, an
    entering, an untap step, an attack, a spell or a keyword with no effect):
    a sentence without one is not tried against those forms."""
    inert = [n for n, i in keyword_table().items() if i.combat == "no_effect"]
    words = ["costs?", "enters?", "untap", "attacks?", "cast", "spells?", "turned"]
    return re.compile(rf"\b(?:{'|'.join(words)}|{_alternatives(inert)})\b")


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
    """Read a whole card text: one line per ability (113.2c); a line of
    keywords gives one result per keyword; any other line gives one result,
    read whole or, when the grammar does not read it whole, sentence by
    sentence and classified as one ability.

    >>> [p.status for p in parse_text("Flying\\nWhenever Lord blocks, draw a card.", name="Lord")]
    ['modelled', 'no_effect']
    """
    out: list[ParsedSentence] = []
    previous: ParsedSentence | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        keywords = _keyword_line(line)
        if keywords is not None:
            parts = re.split(_KEYWORD_SEP, normalize_keyword_text(line))
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
        pieces = _split_sentences(line)
        if whole.status != "unmodelled" or read or len(pieces) == 1:
            out.append(whole)
        else:
            out.append(_one_ability(line, [parse_sentence(s, name=name) for s in pieces]))
        if not line.startswith("\u2022"):
            previous = whole
    return tuple(out)


def _one_ability(line: str, pieces: list[ParsedSentence]) -> ParsedSentence:
    """A line the grammar does not read whole, from its sentences read one
    by one. A paragraph of card text is one ability (113.2c): a sentence
    such as "Remove a +1/+1 counter from ~." or "The same is true for first
    strike." only continues the one before it, so the line is classified as
    a whole: unmodelled if any sentence is, else modelled if any sentence
    is (with what they give), else no effect."""
    combat = any(p.combat for p in pieces)
    bad = [p for p in pieces if p.status == "unmodelled"]
    if bad:
        where = f'in "{bad[0].sentence}": ' if len(pieces) > 1 else ""
        return ParsedSentence(line, "unmodelled", combat=combat, error=where + bad[0].error)
    modelled = [p for p in pieces if p.status == "modelled"]
    if modelled:
        traits = functools.reduce(operator.or_, (p.traits for p in modelled))
        return ParsedSentence(line, "modelled", traits, combat)
    kept = functools.reduce(operator.or_, (p.traits for p in pieces), Traits())
    return ParsedSentence(line, "no_effect", kept, combat)


def _printed_parts(line: str) -> list[str]:
    """The keywords of a keyword line as printed (reminder text dropped)."""
    cleaned = re.sub(r"\([^()]*\)", " ", line)
    return [" ".join(p.split()) for p in re.split(r"[,;]", cleaned) if p.strip()]
