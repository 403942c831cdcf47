"""``parse``: one sentence of card text read into abilities, as a document
and an exit code.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.app.common import EXIT_ILLEGAL, EXIT_LEGAL, fail


def parse_document(
    sentence: str, *, name: str = "", lang: str | None = None
) -> tuple[dict[str, Any], int]:
    """``parse --json``'s document for one sentence of card text, and the
    exit code (1 when it concerns combat but is not modelled, else 0): the
    sentence, its status, the abilities read (structured and in notation)
    and, when the parser could not read it, ``error`` (its English words)
    and ``message`` (the same in ``lang``). An empty sentence raises
    :class:`BadInput`.

    >>> doc, code = parse_document("flyng", lang="ja")
    >>> doc["status"], code
    ('unmodelled', 1)
    >>> print(doc["error"])
    unknown keyword "flyng" (did you mean 'flying'?)
    >>> doc["message"]
    '「flyng」は知られていないキーワード能力である（「flying」のことか？）'
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import parse_reason
    from mtgcombat.text import ability_to_json, parse_sentence

    language = lang or _default_language()
    check_sentence(sentence, name, language)
    parsed = parse_sentence(sentence, name=name)
    values = parsed.traits.values()
    doc: dict[str, Any] = {
        "sentence": parsed.sentence,
        "status": parsed.status,
        "combat": parsed.combat,
        "abilities": [ability_to_json(v) for v in values],
        "notation": [str(v) for v in values],
    }
    if parsed.error:
        doc["error"] = parsed.error
        doc["message"] = parse_reason(parsed.error, language)
    return doc, EXIT_ILLEGAL if parsed.status == "unmodelled" else EXIT_LEGAL


def check_sentence(sentence: str, name: str, lang: str) -> None:
    """Refuse (:class:`BadInput`, one line) what ``parse`` does not read: an
    empty sentence, or a sentence or a name past its length limit
    (:mod:`mtgcombat.text.limits`).

    >>> from mtgcombat.app.common import BadInput
    >>> try:
    ...     check_sentence("x" * 2001, "", "en")
    ... except BadInput as exc:
    ...     print(exc.format_message()[:48])
    parse: the sentence is 2001 characters, over the
    >>> check_sentence("Flying", "Serra Angel", "en")
    """
    from mtgcombat.i18n.messages import input_error
    from mtgcombat.text.limits import MAX_NAME, MAX_SENTENCE

    if not sentence.strip():
        fail(f"parse: {input_error('sentence_empty', lang)}")
    if len(sentence) > MAX_SENTENCE:
        said = input_error("sentence_too_long", lang, size=len(sentence), limit=MAX_SENTENCE)
        fail(f"parse: {said}")
    if len(name) > MAX_NAME:
        fail(f"parse: {input_error('name_too_long', lang, size=len(name), limit=MAX_NAME)}")


def host_word(sentence: str) -> str:
    """How the sentence names the permanent its source is attached to, for
    display: "enchanted" (an Aura's "enchanted creature") or "equipped" (an
    Equipment's), else "".

    >>> host_word("Enchanted creature gets +2/+2."), host_word("Flying")
    ('enchanted', '')
    """
    words = sentence.casefold().split()
    for word in ("enchanted", "equipped"):
        if word in words:
            return word
    return ""
