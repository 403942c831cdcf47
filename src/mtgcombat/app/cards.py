"""``cards show`` and ``cards search``: a card of the catalog as a
document (its types, its text and the abilities read from it), the cards a
name search finds (:mod:`mtgcombat.cards.search`), and the "did you mean
...?" of a name no card has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

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


def unknown_card(name: str, catalog: Catalog, lang: str = "en") -> NoReturn:
    """Refuse (:class:`BadInput`, one line) a name no card of ``catalog``
    has: "did you mean ...?" with the closest names (up to three) when some
    are close, else how to import more cards.

    >>> from mtgcombat.app.common import BadInput
    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> try:
    ...     unknown_card("serra angle", BUILTIN)
    ... except BadInput as exc:
    ...     print(exc.format_message())
    cards show: unknown card "serra angle"; did you mean "Serra Angel"?
    """
    from mtgcombat.cards.search import guess_list, suggest
    from mtgcombat.i18n.messages import ui

    guesses = suggest(catalog, name)
    if guesses:
        fail(ui("card_unknown_guess", lang, name=name, guesses=guess_list(guesses, lang)))
    fail(ui("card_unknown", lang, name=name))


def search_document(
    query: str, catalog: Catalog, limit: int = 10, lang: str = "en"
) -> list[dict[str, Any]]:
    """``cards search QUERY --json``'s document: the cards whose English or
    Japanese name matches ``query``, best first (exact, prefix, substring,
    then misspelt: :func:`mtgcombat.cards.search.search`), at most
    ``limit``; each ``{"name", "name_ja", "type", "score", "match"}``:
    ``type`` the English type line, ``score`` 0-100 (see
    :class:`mtgcombat.cards.search.Hit`), ``match`` how the name matched.
    An empty query, or one past the longest name, raises :class:`BadInput`.

    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> [found] = search_document("vastwod gorger", BUILTIN)
    >>> found["name"], found["name_ja"], found["type"]
    ('Vastwood Gorger', '巨森を喰らうもの', 'creature - wurm')
    >>> found["score"], found["match"]
    (96.6, 'fuzzy')
    """
    from mtgcombat.cards.search import search
    from mtgcombat.i18n.messages import input_error, ui
    from mtgcombat.io.ja_terms import type_line_text
    from mtgcombat.text.limits import MAX_NAME

    if len(query) > MAX_NAME:
        said = input_error("name_too_long", lang, size=len(query), limit=MAX_NAME)
        fail(f"cards search: {said}")
    if not query.strip():
        fail(ui("card_search_empty", lang))
    return [
        {
            "name": hit.card.name,
            "name_ja": hit.card.name_ja,
            "type": type_line_text(hit.card.types, hit.card.subtypes, "en", hit.card.supertypes),
            "score": round(hit.score, 1),
            "match": hit.match,
        }
        for hit in search(catalog, query, limit)
    ]


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

    check_card_name(name, lang)
    card = catalog.find(name)
    if card is None:
        unknown_card(name, catalog, lang)
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
