"""The card catalog: cards by English or Japanese name, with their Oracle text.

A card keeps what is printed on it: name, types, colors, power and
toughness, and its rules text in Oracle wording. Its abilities are not set by
hand: they come from reading that text with the same parser as a scenario's
``abilities = [...]`` (:mod:`mtgcombat.text`), once per card, when first
needed. A combat sentence the parser cannot model is kept and reported
(:attr:`Card.unmodelled`, :func:`card_notes`), never silently dropped.

The built-in cards live in ``data/cards.json`` (the seed documents' and the
Comprehensive Rules' combat examples, then common combat cards a tester
reaches for). Japanese names are given only where a Japanese source confirmed
them; elsewhere ``name_ja`` is ``None``. An index imported from MTGJSON
(:mod:`mtgcombat.cards.mtgjson`) extends the catalog and can add Japanese names to
built-in cards.

>>> card = BUILTIN.find("巨森を喰らうもの")
>>> card.name, card.power, card.toughness, card.text
('Vastwood Gorger', 5, 6, '')
>>> BUILTIN.find("foriysian brigade").text
'Foriysian Brigade can block an additional creature each combat.'
"""

from __future__ import annotations

import dataclasses
import functools
import json
import operator
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.i18n.messages import ui

if TYPE_CHECKING:
    from mtgcombat.text import ParsedSentence, Traits

# The scenario's true-or-false fields a card can set ("can't block", Lure...):
# shorthands for a program that builds its own catalog. The built-in cards set
# none; their abilities come from their text.
CARD_FLAGS = frozenset(
    {
        "cant_block",
        "cant_be_blocked",
        "can_block_only_flyers",
        "cant_block_alone",
        "blocks_each_combat",
        "lure",
        "must_be_blocked",
        "must_be_blocked_by_exactly_one",
        "deals_double_damage",
    }
)

_PARSED: dict[tuple[str, str], tuple[ParsedSentence, ...]] = {}


def parse_card_text(text: str, name: str) -> tuple[ParsedSentence, ...]:
    """``mtgcombat.text.parse_text(text, name=name)``, once per (text, name):
    the card's sentences as ``ParsedSentence`` values (the parser, and lark,
    are imported on first use).

    >>> [s.status for s in parse_card_text("Flying\\nWhen ~ enters, draw a card.", "Bird")]
    ['modelled', 'no_effect']
    """
    key = (text, name)
    cached = _PARSED.get(key)
    if cached is None:
        from mtgcombat.text import parse_text  # noqa: PLC0415  (the parser, on demand)

        cached = _PARSED[key] = tuple(parse_text(text, name=name)) if text else ()
    return cached


@dataclass(frozen=True, slots=True)
class Card:
    """A card (one face of a multi-face card) as printed.

    ``power`` and ``toughness`` are ``None`` when the printed value is not a
    number (``*``, ``1+*``); ``power_text`` and ``toughness_text`` keep what
    is printed. ``text`` is the Oracle text, one ability a line (``text_ja``:
    the Japanese printed text, when imported, only shown); the card
    refers to itself by ``name``; what it says is read by the parser
    (:attr:`parsed`, :attr:`traits`, :attr:`unmodelled`). ``flags`` name
    scenario fields a hand-built card sets (:data:`CARD_FLAGS`).

    >>> bear = Card(name="Grizzly Bears", subtypes=("bear",), power=2, toughness=2)
    >>> bear.is_creature, bear.text, bear.source
    (True, '', 'built-in')
    """

    name: str
    name_ja: str | None = None
    types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    power_text: str = ""
    toughness_text: str = ""
    mana_value: float | None = None
    text: str = ""
    source: str = "built-in"
    # Shorthands for a card a program builds by hand, applied like the
    # scenario fields of the same names. Catalog cards set none of them:
    # their abilities are read from ``text``.
    keywords: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    can_block_additional: int = 0
    can_block_any_number: bool = False
    assign_as_though_unblocked: bool = False
    assigns_damage_by_toughness: bool = False
    cant_have_counters: bool = False
    # the Japanese printed text (MTGJSON's foreignData), shown beside the
    # Oracle text; never read by the parser
    text_ja: str | None = None

    def __post_init__(self) -> None:
        unknown = [f for f in self.flags if f not in CARD_FLAGS]
        if unknown:
            raise ValueError(f"{self.name}: unknown card flag(s) {', '.join(unknown)}")

    @property
    def display_ja(self) -> str | None:
        """The Japanese name in the usual brackets: 《巨森を喰らうもの》.

        >>> load_builtin().find("Vastwood Gorger").display_ja
        '《巨森を喰らうもの》'
        """
        return f"《{self.name_ja}》" if self.name_ja else None

    @property
    def is_creature(self) -> bool:
        """Whether the card is a creature card.

        >>> load_builtin().find("Serra Angel").is_creature
        True
        """
        return "creature" in self.types

    # -- what the text says ---------------------------------------------------

    @property
    def parsed(self) -> tuple[ParsedSentence, ...]:
        """Each sentence of the text as the parser reads it
        (``mtgcombat.text.ParsedSentence``), parsed once per card.

        >>> [s.status for s in load_builtin().find("Juggernaut").parsed]
        ['modelled', 'modelled']
        """
        return parse_card_text(self.text, self.name)

    @property
    def unmodelled(self) -> tuple[str, ...]:
        """The combat sentences of the text that the engine cannot express:
        a scenario using the card ignores them (and says so).

        >>> load_builtin().find("Giant Growth").unmodelled  # a spell's line on a permanent
        ('Target creature gets +3/+3 until end of turn.',)
        """
        return tuple(p.sentence for p in self.parsed if p.status == "unmodelled")

    @property
    def no_effect(self) -> tuple[str, ...]:
        """The sentences with no effect on blocks or combat damage.

        >>> load_builtin().find("Shivan Dragon").no_effect
        ('{R}: Shivan Dragon gets +1/+0 until end of turn.',)
        """
        return tuple(p.sentence for p in self.parsed if p.status == "no_effect")

    @property
    def traits(self) -> Traits:
        """What the modelled sentences give the card, as one
        ``mtgcombat.text.Traits``.

        >>> sorted(a.value for a in load_builtin().find("Serra Angel").traits.abilities)
        ['flying', 'vigilance']
        """
        from mtgcombat.text import Traits  # noqa: PLC0415  (the parser, on demand)

        return functools.reduce(
            operator.or_,
            (p.traits for p in self.parsed if p.status in ("modelled", "recorded")),
            Traits(),
        )

    @property
    def combat_relevant(self) -> bool:
        """The text has a sentence that matters to blocks or combat damage.

        >>> catalog = load_builtin()
        >>> [catalog.find(name).combat_relevant for name in ("Serra Angel", "Llanowar Elves")]
        [True, False]
        """
        return any(p.status != "no_effect" for p in self.parsed)

    @property
    def recorded(self) -> tuple[str, ...]:
        """The sentences whose trigger the engine records without carrying
        out its effect (603.3, 510.3a): not modelled either.

        >>> Card(name="Ninja", text="Whenever ~ deals combat damage to a player, "
        ...      "populate.").recorded
        ('Whenever ~ deals combat damage to a player, populate.',)
        """
        return tuple(p.sentence for p in self.parsed if p.status == "recorded")

    @property
    def fully_modelled(self) -> bool:
        """Every combat sentence of its text is carried out (none is ignored
        or only recorded).

        >>> catalog = load_builtin()
        >>> catalog.find("Serra Angel").fully_modelled, catalog.find("Giant Growth").fully_modelled
        (True, False)
        """
        return not (self.unmodelled or self.recorded)

    # The ability values and traits, for code that reads a card's abilities
    # field by field.

    @property
    def abilities(self) -> tuple[Any, ...]:
        """The keyword abilities the text gives the card (in text order).

        >>> load_builtin().find("Serra Angel").abilities
        (<Keyword.FLYING: 'flying'>, <Keyword.VIGILANCE: 'vigilance'>)
        """
        out: list[Any] = []
        for p in self.parsed:
            if p.status in ("modelled", "recorded"):
                out.extend(a for a in ordered_values(p.traits.abilities) if a not in out)
        return tuple(out)

    @property
    def printed_keywords(self) -> tuple[str, ...]:
        """The keyword abilities read from the text, in their printed form
        (``"flying"``, ``"protection from black"``); triggered abilities such
        as "whenever this creature blocks" are not keywords.

        >>> load_builtin().find("Akroma, Angel of Wrath").printed_keywords[-3:]
        ('haste', 'protection from black', 'protection from red')
        """
        return tuple(str(a) for a in self.abilities if not isinstance(a, BlockTrigger))


def ordered_values(values: Iterable[Any]) -> list[Any]:
    """A frozenset's values in a stable order (by their printed form).

    >>> from mtgcombat.core.abilities import Keyword
    >>> ordered_values(frozenset({Keyword.TRAMPLE, Keyword.FLYING}))
    [<Keyword.FLYING: 'flying'>, <Keyword.TRAMPLE: 'trample'>]
    """
    return sorted(values, key=str)


def card_notes(card: Card, language: str = "en") -> tuple[str, ...]:
    """One note per combat sentence of ``card`` that the engine ignores, for
    a scenario that uses the card (English or Japanese).

    >>> [note] = card_notes(load_builtin().find("Giant Growth"))
    >>> note.split(": ", 2)[:2], note.endswith('"Target creature gets +3/+3 until end of turn."')
    (['card "Giant Growth"', 'not modelled, ignored'], True)
    """
    return tuple(
        ui("card_sentence_ignored", language, card=card.name, sentence=s) for s in card.unmodelled
    )


def normalize(name: str) -> str:
    """The lookup key of a name: NFKC, case-folded, spaces collapsed, with
    Japanese brackets 《》 dropped.

    >>> normalize("《巨森を喰らうもの》"), normalize("  Vastwood   GORGER ")
    ('巨森を喰らうもの', 'vastwood gorger')
    """
    text = unicodedata.normalize("NFKC", name).replace("《", "").replace("》", "")
    return " ".join(text.casefold().split())


def template(sentence: str, names: Iterable[str]) -> str:
    """A sentence with the card's own names replaced by ``~`` and reminder
    text dropped, so that cards printing the same template count together.

    >>> template("Fog Bank can't block (really).", ["Fog Bank"])
    "~ can't block."
    """
    text = sentence
    while True:  # innermost parentheses first, so nested reminders go too
        shorter = re.sub(r"\s*\([^()]*\)", "", text)
        if shorter == text:
            break
        text = shorter
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        text = re.sub(rf"(?<![\w'-]){re.escape(name)}(?![\w-])", "~", text)
    return " ".join(text.split())


def self_names(name: str) -> tuple[str, ...]:
    """The ways a card's text names it: the whole name and, for a legendary
    name, its short form ("Doran" for "Doran, the Siege Tower", "Rashka" for
    "Rashka the Slayer"): the parser's ``self_name_forms``.

    >>> self_names("Doran, the Siege Tower"), self_names("Grizzly Bears")
    (('Doran, the Siege Tower', 'Doran'), ('Grizzly Bears',))
    """
    from mtgcombat.text.parser import self_name_forms  # noqa: PLC0415  (the parser, on demand)

    return self_name_forms(name)


@dataclass(frozen=True)
class Catalog:
    """Cards by normalized English and Japanese name; later catalogs in a
    chain (built-in first) fill in what earlier ones lack.

    >>> catalog = Catalog.of([Card(name="Grizzly Bears", name_ja="灰色熊", power=2, toughness=2)])
    >>> catalog.find("灰色熊").name, catalog.find("Llanowar Elves")
    ('Grizzly Bears', None)
    """

    cards: tuple[Card, ...] = ()
    _index: Mapping[str, Card] = field(default_factory=dict, repr=False, compare=False)
    aliases: Mapping[str, str] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def of(cls, cards: Iterable[Card], aliases: Mapping[str, str] | None = None) -> Catalog:
        """A catalog of ``cards``; ``aliases`` maps further names (such as a
        multi-face card's full "A // B") to a card's name.

        >>> bear = Card(name="Grizzly Bears", types=("creature",), power=2, toughness=2)
        >>> catalog = Catalog.of([bear], aliases={"Bears": "Grizzly Bears"})
        >>> catalog.find("bears").power
        2
        """
        items = tuple(cards)
        index: dict[str, Card] = {}
        for card in items:
            index.setdefault(normalize(card.name), card)
            if card.name_ja:
                index.setdefault(normalize(card.name_ja), card)
        for alias, target in (aliases or {}).items():
            aliased = index.get(normalize(target))
            if aliased is not None:
                index.setdefault(normalize(alias), aliased)
        return cls(items, index, dict(aliases or {}))

    def find(self, name: str) -> Card | None:
        """The card with this English or Japanese name, or ``None``.

        >>> catalog = load_builtin()
        >>> catalog.find("vastwood  GORGER").name, catalog.find("《巨森を喰らうもの》").name
        ('Vastwood Gorger', 'Vastwood Gorger')
        >>> catalog.find("No Such Card") is None
        True
        """
        return self._index.get(normalize(name))

    def names(self) -> list[str]:
        """Every name a card of the catalog is found by, as written: each
        card's English and Japanese names, then the aliases that find a card
        (a multi-face card's "A // B"). With :meth:`find`, all that a name
        search (:mod:`mtgcombat.cards.search`) reads of a catalog.

        >>> bear = Card(name="Grizzly Bears", name_ja="灰色熊")
        >>> Catalog.of([bear], aliases={"Bears": "Grizzly Bears", "Nobody": "X"}).names()
        ['Grizzly Bears', '灰色熊', 'Bears']
        """
        found = [n for c in self.cards for n in (c.name, c.name_ja) if n]
        found += [a for a in self.aliases if normalize(a) in self._index]
        return list(dict.fromkeys(found))

    def plus(self, other: Catalog) -> Catalog:
        """This catalog, then ``other`` for names this one does not know. A
        card of ``other`` that this one knows lends it its Japanese name when
        this one has none, so an imported Japanese name finds a built-in card.

        >>> mine = Catalog.of([Card(name="Serra Angel", types=("creature",))])
        >>> other = Catalog.of([Card(name="Serra Angel", name_ja="セラの天使")])
        >>> mine.plus(other).find("セラの天使").name
        'Serra Angel'
        """
        mine = {normalize(c.name): c for c in self.cards}
        lent: dict[str, str] = {}
        for card in other.cards:
            known = mine.get(normalize(card.name))
            if known is not None and card.name_ja and not known.name_ja:
                lent.setdefault(normalize(card.name), card.name_ja)
        merged = [
            dataclasses.replace(c, name_ja=lent[normalize(c.name)])
            if normalize(c.name) in lent
            else c
            for c in self.cards
        ]
        extra = [c for c in other.cards if normalize(c.name) not in mine]
        return Catalog.of((*merged, *extra), {**other.aliases, **self.aliases})

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)


def number(text: str) -> int | None:
    """A printed power or toughness as a number, or ``None`` (``*``, ``1+*``).

    >>> number("5"), number("*"), number("1+*")
    (5, None, None)
    """
    stripped = text.strip()
    if stripped.lstrip("-").isdigit():
        return int(stripped)
    return None


def _builtin_card(entry: Mapping[str, Any]) -> Card:
    power = str(entry.get("power", ""))
    toughness = str(entry.get("toughness", ""))
    mana_value = entry.get("mana_value")
    return Card(
        name=entry["name"],
        name_ja=entry.get("name_ja"),
        types=tuple(entry.get("types", ("creature",))),
        subtypes=tuple(entry.get("subtypes", ())),
        supertypes=tuple(entry.get("supertypes", ())),
        colors=tuple(entry.get("colors", ())),
        power=number(power),
        toughness=number(toughness),
        power_text=power,
        toughness_text=toughness,
        mana_value=float(mana_value) if mana_value is not None else None,
        text=entry.get("text", ""),
    )


def load_builtin() -> Catalog:
    """The built-in cards, read from the package's ``data/cards.json``.

    >>> load_builtin().find("Serra Angel").power
    4
    """
    folder = os.path.dirname(os.path.dirname(__file__))  # the package (read by path: start-up)
    with open(os.path.join(folder, "data", "cards.json"), encoding="utf-8") as file:
        raw = file.read()
    return Catalog.of(_builtin_card(entry) for entry in json.loads(raw)["cards"])


BUILTIN = load_builtin()
