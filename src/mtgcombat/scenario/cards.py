"""The cards a scenario file names, looked up in the catalog: a
permanent's ``card`` gives the defaults of the fields the file leaves out
(its name, types, keywords, colors, power and toughness, 208.2), and a
player's ``graveyard`` list names cards off the battlefield by type line
(205.2a, 205.3, 205.4) or by name. A name no card has is refused with the
closest names (:func:`mtgcombat.cards.search.suggest`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgcombat.cards.catalog import Catalog
from mtgcombat.cards.search import suggest
from mtgcombat.core.model import ZoneCard
from mtgcombat.scenario.errors import _Fail
from mtgcombat.scenario.traits import _defined_stats
from mtgcombat.text import Traits, parse_text

_TYPE_NAMES = ("creature", "planeswalker", "battle", "artifact", "enchantment", "land")
_CARD_FIELDS = (
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "cant_have_counters",
)

if TYPE_CHECKING:  # (pydantic is loaded only for a file the plain reader leaves)
    from mtgcombat.scenario.schema import PermanentDoc


_CARD_TYPE_WORDS = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
     "planeswalker", "sorcery"}
)  # fmt: skip
_SUPERTYPE_WORDS = frozenset({"basic", "legendary", "ongoing", "snow", "world"})


def _graveyard_cards(
    entries: int | list[str] | None, catalog: Catalog, at: str, fail: _Fail
) -> tuple[ZoneCard, ...]:
    """The cards a player's ``graveyard`` list names (a number, or none given, names none)."""
    if not isinstance(entries, list):
        return ()
    return tuple(
        _zone_card(entry, catalog, f"{at}.graveyard[{j}]", fail) for j, entry in enumerate(entries)
    )


def _zone_card(entry: str, catalog: Catalog, at: str, fail: _Fail) -> ZoneCard:
    """One card off the battlefield: a type line, supertypes and card types
    (205.2a, 205.4) then optionally a dash and subtypes (205.3), or the name
    of a catalog card."""
    line = entry.replace("\u2014", " - ").replace("--", " - ")
    left, _, right = (part.strip().lower() for part in line.partition(" - "))
    words = left.split()
    types = {"kindred" if w == "tribal" else w for w in words} - _SUPERTYPE_WORDS
    if words and types and types <= _CARD_TYPE_WORDS:
        return ZoneCard(
            types=frozenset(types),
            subtypes=frozenset(right.split()),
            supertypes=frozenset(words) & _SUPERTYPE_WORDS,
        )
    card = catalog.find(entry)
    if card is None:
        guesses = tuple(suggest(catalog, entry))
        if guesses:
            raise fail(at, "zone_card_unknown_guess", entry=entry, guesses=guesses)
        raise fail(
            at,
            "zone_card_unknown",
            entry=entry,
        )
    return ZoneCard(
        types=frozenset(t.lower() for t in card.types),
        subtypes=frozenset(s.lower() for s in card.subtypes),
        supertypes=frozenset(s.lower() for s in card.supertypes),
        name=card.name,
        colors=frozenset(card.colors),
        abilities=frozenset(card.abilities),
    )


def _apply_card(pd: PermanentDoc, catalog: Catalog, at: str, fail: _Fail) -> PermanentDoc:
    """Fill the fields the scenario leaves out from the named card; fields the
    scenario gives win."""
    if pd.card is None:
        return pd
    card = catalog.find(pd.card)
    if card is None:
        guesses = tuple(suggest(catalog, pd.card))  # "did you mean ...?"
        if guesses:
            raise fail(f"{at}.card", "card_unknown_guess", card=pd.card, guesses=guesses)
        raise fail(
            f"{at}.card",
            "card_unknown",
            card=pd.card,
        )
    given = pd.model_fields_set
    update: dict[str, object] = {}
    defaults: dict[str, object] = {
        "name": card.name,
        "name_ja": card.name_ja or "",
        "types": [t for t in card.types if t in _TYPE_NAMES] or ["creature"],
        "keywords": list(card.keywords),
        "colors": list(card.colors),
        "subtypes": list(card.subtypes),
        "supertypes": [s.lower() for s in getattr(card, "supertypes", ())],
        # hand-set shorthands a card may carry (catalog cards read their text instead)
        **{f: getattr(card, f) for f in _CARD_FIELDS if getattr(card, f)},
        **dict.fromkeys(card.flags, True),
    }
    mana_value = getattr(card, "mana_value", None)
    if isinstance(mana_value, int | float):
        defaults["mana_value"] = int(mana_value)  # 202.3
    for key, value in defaults.items():
        if key not in given:
            update[key] = value
    types = pd.types if "types" in given else [t for t in card.types if t in _TYPE_NAMES]
    is_creature = "creature" in types or not types
    for key, value, text in (
        ("power", card.power, card.power_text),
        ("toughness", card.toughness, card.toughness_text),
    ):
        if key in given or not is_creature:
            continue
        if value is None and key in _card_defined(card):
            continue  # "*" that its own ability defines (604.3, 613.4a)
        if value is None:
            raise fail(
                f"{at}.{key}",
                "card_stat_not_number",
                "208.2",
                card=card.name,
                stat=key,
                text=text,
            )
        update[key] = value if key == "power" else max(0, value)
    return pd.model_copy(update={**update, "card": card.name})


def _card_defined(card: Any) -> set[str]:
    """The characteristics a catalog card's text defines (its "*")."""
    text = getattr(card, "text", "")
    if not isinstance(text, str) or not text:
        return set()
    traits = Traits()
    for parsed in parse_text(text, name=card.name):
        if parsed.status in ("modelled", "recorded"):
            traits |= parsed.traits
    return _defined_stats(traits)
