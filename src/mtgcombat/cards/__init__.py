"""Real cards: the card catalog, the MTGJSON import and what is modelled of it.

The catalog's names are importable from here too, as they were from the flat
layout's ``mtgcombat.cards``.
"""

from mtgcombat.cards.catalog import (
    BUILTIN,
    CARD_FLAGS,
    Card,
    Catalog,
    card_notes,
    load_builtin,
    parse_card_text,
)

__all__ = [
    "BUILTIN",
    "CARD_FLAGS",
    "Card",
    "Catalog",
    "card_notes",
    "load_builtin",
    "parse_card_text",
]
