"""The card catalog: combat facts of cards, by English or Japanese name.

Built in: every card in the seed documents' and the Comprehensive Rules'
combat examples, and common keyword creatures a tester reaches for. Japanese
names are given only where a Japanese source confirmed them (see the rules
brief, section 13); elsewhere ``name_ja`` is ``None``. An index imported from
MTGJSON (:mod:`mtgcombat.mtgjson`) extends the catalog.

>>> card = BUILTIN.find("巨森を喰らうもの")
>>> card.name, card.power, card.toughness
('Vastwood Gorger', 5, 6)
>>> BUILTIN.find("foriysian brigade").can_block_additional
1
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

# The scenario's true-or-false fields a card can set ("can't block", Lure...).
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


@dataclass(frozen=True, slots=True)
class Card:
    """What combat needs to know about a card.

    ``power`` and ``toughness`` are ``None`` when the printed value is not a
    number (``*``, ``1+*``); ``power_text`` and ``toughness_text`` keep what
    is printed. ``keywords`` are the names :func:`mtgcombat.model.parse_ability`
    reads; ``flags`` name the scenario's true-or-false fields the card sets
    (:data:`CARD_FLAGS`, such as ``cant_block`` or ``lure``)."""

    name: str
    name_ja: str | None = None
    types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    power_text: str = ""
    toughness_text: str = ""
    keywords: tuple[str, ...] = ()
    mana_value: float | None = None
    can_block_additional: int = 0
    can_block_any_number: bool = False
    assign_as_though_unblocked: bool = False
    assigns_damage_by_toughness: bool = False
    cant_have_counters: bool = False
    flags: tuple[str, ...] = ()
    source: str = "built-in"

    def __post_init__(self) -> None:
        unknown = [f for f in self.flags if f not in CARD_FLAGS]
        if unknown:
            raise ValueError(f"{self.name}: unknown card flag(s) {', '.join(unknown)}")

    @property
    def display_ja(self) -> str | None:
        """The Japanese name in the usual brackets: 《巨森を喰らうもの》."""
        return f"《{self.name_ja}》" if self.name_ja else None


def normalize(name: str) -> str:
    """The lookup key of a name: NFKC, case-folded, spaces collapsed, with
    Japanese brackets 《》 dropped."""
    text = unicodedata.normalize("NFKC", name).replace("《", "").replace("》", "")
    return " ".join(text.casefold().split())


@dataclass(frozen=True)
class Catalog:
    """Cards by normalized English and Japanese name; later catalogs in a
    chain (built-in first) fill in what earlier ones lack."""

    cards: tuple[Card, ...] = ()
    _index: Mapping[str, Card] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Catalog:
        items = tuple(cards)
        index: dict[str, Card] = {}
        for card in items:
            index.setdefault(normalize(card.name), card)
            if card.name_ja:
                index.setdefault(normalize(card.name_ja), card)
        return cls(items, index)

    def find(self, name: str) -> Card | None:
        """The card with this English or Japanese name, or ``None``."""
        return self._index.get(normalize(name))

    def plus(self, other: Catalog) -> Catalog:
        """This catalog, then ``other`` for names this one does not know."""
        known = {normalize(c.name) for c in self.cards}
        return Catalog.of(
            (*self.cards, *(c for c in other.cards if normalize(c.name) not in known))
        )

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)


def _creature(
    name: str,
    name_ja: str | None,
    power: int,
    toughness: int,
    colors: tuple[str, ...],
    subtypes: tuple[str, ...],
    mana_value: float | None,
    *,
    keywords: tuple[str, ...] = (),
    types: tuple[str, ...] = ("creature",),
    **extra: object,
) -> Card:
    return Card(
        name=name,
        name_ja=name_ja,
        types=types,
        subtypes=subtypes,
        colors=colors,
        power=power,
        toughness=toughness,
        power_text=str(power),
        toughness_text=str(toughness),
        keywords=keywords,
        mana_value=mana_value,
        **extra,  # type: ignore[arg-type]
    )


G, W, R, B = ("green",), ("white",), ("red",), ("black",)

# The seed and Comprehensive Rules examples (rules brief, section 13), then
# common keyword creatures. P/T as printed (or as the CR example states).
BUILTIN = Catalog.of(
    (
        _creature("Vastwood Gorger", "巨森を喰らうもの", 5, 6, G, ("wurm",), 6),
        _creature(
            "Pride Guardian", "群れの護衛", 0, 3, W, ("cat", "monk"), 1, keywords=("defender",)
        ),
        _creature("Llanowar Elves", "ラノワールのエルフ", 1, 1, G, ("elf", "druid"), 1),
        _creature("Enormous Baloth", "超大なベイロス", 7, 7, G, ("beast",), 7),
        _creature("Trained Armodon", "訓練されたアーモドン", 3, 3, G, ("elephant",), 3),
        _creature(
            "Foriysian Brigade",
            "フォライアスの大部隊",
            2,
            4,
            W,
            ("human", "soldier"),
            4,
            can_block_additional=1,
        ),
        _creature("Silverback Ape", "シルバーバック", 5, 5, G, ("ape",), 5),
        _creature("Durkwood Boars", "ダークウッドの猪", 4, 4, G, ("boar",), 5),
        _creature("Goblin Piker", None, 2, 1, R, ("goblin", "warrior"), 2),
        _creature("Squadron Hawk", "戦隊の鷹", 1, 1, W, ("bird",), 2, keywords=("flying",)),
        _creature("Mogg Fanatic", "モグの狂信者", 1, 1, R, ("goblin",), 1),
        _creature("Grizzly Bears", "灰色熊", 2, 2, G, ("bear",), 2),
        _creature("Runeclaw Bear", None, 2, 2, G, ("bear",), 2),
        _creature("Serra Angel", None, 4, 4, W, ("angel",), 5, keywords=("flying", "vigilance")),
        _creature("Giant Spider", None, 2, 4, G, ("spider",), 4, keywords=("reach",)),
        _creature("Canyon Minotaur", None, 3, 3, R, ("minotaur", "warrior"), 4),
        _creature("Elvish Regrower", None, 4, 3, G, ("elf", "druid"), None),
        _creature("Vampire Spawn", None, 2, 3, B, ("vampire",), None),
        _creature("Helpful Hunter", None, 1, 1, W, ("cat",), None),
        _creature(
            "Thorn Elemental",
            None,
            7,
            7,
            G,
            ("elemental",),
            7,
            assign_as_though_unblocked=True,
        ),
        _creature(
            "Doran, the Siege Tower",
            None,
            0,
            5,
            ("white", "black", "green"),
            ("treefolk", "shaman"),
            3,
            assigns_damage_by_toughness=True,
        ),
        _creature(
            "Tatterkite",
            "破れ翼トビ",
            2,
            1,
            (),
            ("scarecrow",),
            3,
            types=("artifact", "creature"),
            keywords=("flying",),
            cant_have_counters=True,
        ),
        _creature("Saproling", None, 1, 1, G, ("saproling",), None),
        # Common keyword creatures for tests.
        _creature("Typhoid Rats", None, 1, 1, B, ("rat",), 1, keywords=("deathtouch",)),
        _creature(
            "Vampire Nighthawk",
            None,
            2,
            3,
            B,
            ("vampire", "shaman"),
            3,
            keywords=("flying", "deathtouch", "lifelink"),
        ),
        _creature(
            "White Knight",
            None,
            2,
            2,
            W,
            ("human", "knight"),
            2,
            keywords=("first strike", "protection from black"),
        ),
        _creature(
            "Black Knight",
            None,
            2,
            2,
            B,
            ("human", "knight"),
            2,
            keywords=("first strike", "protection from white"),
        ),
        _creature("Colossal Dreadmaw", None, 6, 6, G, ("dinosaur",), 6, keywords=("trample",)),
        _creature("Boggart Brute", None, 3, 2, R, ("goblin", "warrior"), 3, keywords=("menace",)),
        _creature(
            "Glistener Elf", None, 1, 1, G, ("phyrexian", "elf", "warrior"), 1, keywords=("infect",)
        ),
        _creature(
            "Fencing Ace", None, 1, 1, W, ("human", "soldier"), 2, keywords=("double strike",)
        ),
        _creature("Kraken Hatchling", None, 0, 4, ("blue",), ("kraken",), 1),
    )
)
