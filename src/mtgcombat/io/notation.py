"""Ability values in words, in English or Japanese (the edge).

The rules core gives every ability value (:mod:`mtgcombat.core.abilities`) a short
English notation, its ``str()``. This module renders the same values in
Japanese, with the terms printed on Japanese cards and used by the Japanese
Comprehensive Rules (飛行, プロテクション（赤）, 沼渡り, ブロックされない...).
The terms live in ``data/ja_terms.toml``; a name missing there keeps its
English form, and a value type this module does not know is shown in its
English notation, so nothing is ever lost.

>>> from mtgcombat.core.abilities import Compare, Keyword, Selector, CantBeBlockedBy
>>> describe_value(Keyword.FLYING, "ja")
'飛行'
>>> sel = Selector(compares=(Compare("power", ">=", 2),), controller="you")
>>> describe_value(sel, "ja")
'あなたがコントロールするパワーが2以上のクリーチャー'
>>> describe_value(CantBeBlockedBy(sel), "en") == str(CantBeBlockedBy(sel))
True

Messages built by the rules core carry a value's English notation (a
violation's ``selector``, an effect's rule code). :func:`notation_index` finds,
on a board, the value behind such a string so that it can be rendered anew.

The values are rendered by parts: the terms and the words of keywords and
types (:mod:`mtgcombat.io.ja_terms`), selectors
(:mod:`mtgcombat.io.selector_words`), conditions and counts
(:mod:`mtgcombat.io.condition_words`), rules and effects
(:mod:`mtgcombat.io.effect_words`), the renderer of each value type
(:mod:`mtgcombat.io.describe`, registered in :mod:`mtgcombat.io.renderers`),
and the index of a board's notations (:mod:`mtgcombat.io.notation_index`).
This module gathers their public names.
"""

from __future__ import annotations

from mtgcombat.io.describe import RENDERED_TYPES
from mtgcombat.io.effect_words import flag_text
from mtgcombat.io.ja_terms import (
    ability_text,
    color_text,
    land_type_text,
    quality_text,
    terms,
    type_line_text,
)
from mtgcombat.io.notation_index import notation_index, selector_values
from mtgcombat.io.renderers import describe_value

__all__ = [
    "RENDERED_TYPES",
    "ability_text",
    "color_text",
    "describe_value",
    "flag_text",
    "land_type_text",
    "notation_index",
    "quality_text",
    "selector_values",
    "terms",
    "type_line_text",
]
