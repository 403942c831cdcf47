"""Card text read into ability values (the edge: the rules never see text).

Public API: :class:`Traits`, :class:`ParsedSentence`, :func:`parse_sentence`,
:func:`parse_text`, :func:`parse_keyword`, :func:`parse_keywords`,
:func:`ability_to_json`, :func:`ability_from_json`. The grammar
(``card.lark``) is loaded, and lark imported, only when a sentence that is
not a plain keyword list is parsed.
"""

from mtgcombat.text.keywords import keyword_status, parse_keyword, parse_keywords

__all__ = [
    "keyword_status",
    "parse_keyword",
    "parse_keywords",
]

from mtgcombat.text.normalize import normalize
from mtgcombat.text.parser import mentions_combat, parse_sentence, parse_text
from mtgcombat.text.traits import Flag, ParsedSentence, Traits
from mtgcombat.text.values import SELF_SELECTOR, bind_self

__all__ += [
    "SELF_SELECTOR",
    "Flag",
    "ParsedSentence",
    "Traits",
    "bind_self",
    "mentions_combat",
    "normalize",
    "parse_sentence",
    "parse_text",
]

from mtgcombat.text.structured import (  # noqa: E402
    ability_from_json,
    ability_to_json,
    selector_from_json,
    selector_to_json,
    traits_from_json,
    traits_to_json,
    value_traits,
)

__all__ += [
    "ability_from_json",
    "ability_to_json",
    "selector_from_json",
    "selector_to_json",
    "traits_from_json",
    "traits_to_json",
    "value_traits",
]
