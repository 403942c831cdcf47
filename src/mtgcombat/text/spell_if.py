"""Conditions of an instant's or sorcery's sentences read with the static
abilities' grammar (issue 33, session 9; 608.2c): "If you have no cards in
hand, ...", "... instead if seven or more cards are in your graveyard"
(threshold), "if you control three or more artifacts" (metalcraft), "if
there are two or more instant and/or sorcery cards in your graveyard" (spell
mastery), "if there are four or more card types among cards in your
graveyard" (delirium), "if you control a creature with power 4 or greater"
(ferocious). The condition is checked as the spell reaches the sentence
(608.2c), for the spell's controller
(:func:`mtgcombat.text.spell_more_values.spell_condition_ok` says which
conditions a spell can check).

Two wordings put the condition last: ":func:`conditions_first`" writes them
with the condition first, as the grammar reads a condition ("If ..., ...
instead"); an ability word before them has no rules meaning (207.2c) and is
left out.

>>> conditions_first("Hellbent — Cackling Flames deals 5 damage instead if you have no cards "
...                  "in hand.")
'If you have no cards in hand, Cackling Flames deals 5 damage instead.'
"""

from __future__ import annotations

import re

_ABILITY_WORD = r"(?:[A-Z][A-Za-z' ]{2,30} \u2014 )?"
_INSTEAD_IF = re.compile(rf"^{_ABILITY_WORD}(?P<clause>.+?) instead if (?P<cond>[^,]+?)\.?$")
# "That creature also gains trample until end of turn if you control ..."
_ALSO_IF = re.compile(
    rf"^{_ABILITY_WORD}(?P<clause>(?:it|that creature|those creatures|they) also .+?) "
    r"if (?P<cond>you [^,]+?)\.?$",
    re.I,
)


def conditions_first(sentence: str) -> str:
    """The sentence with its final "instead if ..." (or "also ... if ...")
    condition written first; any other sentence as it is.

    >>> conditions_first("Ferocious — They also gain trample until end of turn if you control "
    ...                  "a creature with power 4 or greater.")
    'If you control a creature with power 4 or greater, they also gain trample until end of turn.'
    >>> conditions_first("Destroy target creature if it's black.")
    "Destroy target creature if it's black."
    """
    found = _INSTEAD_IF.match(sentence)
    if found is not None:
        return f"If {found['cond']}, {found['clause']} instead."
    found = _ALSO_IF.match(sentence)
    if found is not None:
        clause = found["clause"]  # a pronoun first: written within the sentence
        return f"If {found['cond']}, {clause[0].lower()}{clause[1:]}."
    return sentence


__all__ = ["conditions_first"]
