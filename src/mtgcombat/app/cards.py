"""``cards show``: a card of the catalog as a document: its types, its
text and the abilities read from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import fail

if TYPE_CHECKING:
    from mtgcombat.cards.catalog import Catalog


def check_card_name(name: str, lang: str) -> None:
    """Refuse (:class:`BadInput`, one line) a name no card could have: one
    past :data:`mtgcombat.text.limits.MAX_NAME` characters, looked up in
    no catalog (a lookup's cost grows with the name's length).

    >>> check_card_name("Serra Angel", "en")
    """
    from mtgcombat.i18n.messages import input_error
    from mtgcombat.text.limits import MAX_NAME

    if len(name) > MAX_NAME:
        fail(f"cards show: {input_error('name_too_long', lang, size=len(name), limit=MAX_NAME)}")


def card_document(name: str, catalog: Catalog, lang: str = "en") -> dict[str, Any]:
    """``cards show NAME --json``'s document: the card of that English or
    Japanese name in ``catalog``, its characteristics, text and what is read
    from each sentence (``recorded``: the sentences whose trigger is only
    recorded, not carried out, 603.3); ``text_ja`` is the Japanese printed
    text where an imported MTGJSON index has it (``None`` otherwise), shown
    beside the Oracle text, never read. A name the catalog lacks raises :class:`BadInput`
    with the command's line in ``lang``.

    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> doc = card_document("巨森を喰らうもの", BUILTIN)
    >>> doc["name"], doc["power"], doc["toughness"], doc["source"]
    ('Vastwood Gorger', '5', '6', 'built-in')
    """
    from mtgcombat.cards.mtgjson import sentence_json
    from mtgcombat.i18n.messages import ui

    check_card_name(name, lang)
    card = catalog.find(name)
    if card is None:
        fail(ui("card_unknown", lang, name=name))
    if is_spell(card.types):
        reading = spell_reading(card.text, card.name)
        unmodelled = [m["not_modelled"] for m in reading["modes"] if m.get("not_modelled")]
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
            "text_ja": card.text_ja,  # the Japanese printed text (MTGJSON), shown only
            # never on the battlefield: no permanent's abilities; "spell" is
            # what the text does as a timeline spell (608.2)
            "abilities": [],
            "not_modelled": unmodelled,
            "flags": list(card.flags),
            "source": card.source,
            "spell": reading,
        }
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
        "text_ja": card.text_ja,  # the Japanese printed text (MTGJSON), shown only
        "abilities": [sentence_json(p) for p in card.parsed],
        "not_modelled": list(card.unmodelled),
        "recorded": list(card.recorded),
        "flags": list(card.flags),
        "source": card.source,
    }


def is_spell(types: Any) -> bool:
    """An instant or sorcery (304, 307): its text is read as a spell.

    >>> is_spell(("instant",)), is_spell(("creature",))
    (True, False)
    """
    return bool(set(types) & {"instant", "sorcery"}) and "creature" not in types


def spell_reading(text: str, name: str) -> dict[str, Any]:
    """An instant's or sorcery's text as the timeline reads it (608.2):
    each mode (one for a card without modes, 700.2) with its effects, or
    the sentence not carried out and why; the timeline points it may be
    cast at (601.3).

    >>> doc = spell_reading("Target creature gets +3/+3 until end of turn.", "Giant Growth")
    >>> doc["modes"][0]["effects"], doc["modal"]
    (['the target gets +3/+3 until end of turn'], False)
    """
    from mtgcombat.text.spell_cards import read_spell_card

    read = read_spell_card(text, name)
    problems = {i: (sentence, detail) for i, sentence, detail in read.problems}
    modes: list[dict[str, Any]] = []
    for i, spell in enumerate(read.modes):
        mode: dict[str, Any] = {"text": spell.text}
        if i in problems:
            mode["not_modelled"], mode["error"] = problems[i]
        else:
            mode["effects"] = [str(e) for e in spell.effects]
        modes.append(mode)
    return {
        "modal": read.modal,
        "choose": read.choose,
        "modes": modes,
        "points": list(read.points),
    }
