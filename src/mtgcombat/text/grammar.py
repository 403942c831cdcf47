"""The grammar ``card.lark``, completed with the keyword and subtype tables and
built into an Earley parser on first use, and the one line that says how
far the grammar read a sentence it did not read whole. lark is imported
only inside these functions: loading mtgcombat does not need it.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from mtgcombat.text.guess import closest
from mtgcombat.text.keywords import (
    CARD_TYPE_PLURALS,
    CHOSEN_QUALITIES,
    MANA_VALUE_QUALITY,
    SPELL_QUALITIES,
    keyword_table,
    quality_subtypes,
    subtype_table,
)

if TYPE_CHECKING:
    from lark import Lark


def _alternatives(words: list[str]) -> str:
    ordered = sorted(set(words), key=lambda w: (-len(w), w))
    return "|".join(re.escape(w) for w in ordered)


@cache
def _parser() -> Lark:
    from importlib import resources  # noqa: PLC0415

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
        start=["start", "outside_sentence", "spell_sentence", "spell_damage_groups"],
    )


@cache
def _outside_words() -> re.Pattern[str]:
    """A word every ``outside_sentence`` form of card.lark has (a cost, an
    entering, an untap step, an attack, a spell or a keyword with no effect):
    a sentence without one is not tried against those forms."""
    inert = [n for n, i in keyword_table().items() if i.combat == "no_effect"]
    words = ["costs?", "enters?", "untap", "attacks?", "cast", "spells?", "turned", "escapes"]
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
    close = closest(nxt, words) if rest else None
    hint = f'; did you mean "{close}"?' if close else ""
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
