"""``cards show``: a card of the catalog as a document: its types, its
text and the abilities read from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import fail

if TYPE_CHECKING:
    from mtgcombat.cards.catalog import Catalog


def card_document(name: str, catalog: Catalog, lang: str = "en") -> dict[str, Any]:
    """``cards show NAME --json``'s document: the card of that English or
    Japanese name in ``catalog``, its characteristics, text and what is read
    from each sentence (``recorded``: the sentences whose trigger is only
    recorded, not carried out, 603.3). A name the catalog lacks raises :class:`BadInput`
    with the command's line in ``lang``.

    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> doc = card_document("巨森を喰らうもの", BUILTIN)
    >>> doc["name"], doc["power"], doc["toughness"], doc["source"]
    ('Vastwood Gorger', '5', '6', 'built-in')
    """
    from mtgcombat.cards.mtgjson import sentence_json
    from mtgcombat.i18n.messages import ui

    card = catalog.find(name)
    if card is None:
        fail(ui("card_unknown", lang, name=name))
    return {
        "name": card.name,
        "name_ja": card.name_ja,
        "types": list(card.types),
        "subtypes": list(card.subtypes),
        "supertypes": list(card.supertypes),
        "colors": list(card.colors),
        "power": card.power_text,
        "toughness": card.toughness_text,
        "mana_value": card.mana_value,
        "text": card.text,
        "abilities": [sentence_json(p) for p in card.parsed],
        "not_modelled": list(card.unmodelled),
        "recorded": list(card.recorded),
        "flags": list(card.flags),
        "source": card.source,
    }
