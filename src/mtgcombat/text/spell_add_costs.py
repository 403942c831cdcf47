"""Additional costs of an instant or sorcery read from its card (601.2b;
issue 33, session 10) that are not a permanent sacrificed: "As an
additional cost to cast this spell, pay 3 life." (119.4) and "..., discard a
card." / "discard two cards" / "discard a card at random" / "discard a
creature card" (701.9). The timeline pays them as the spell is cast
(:mod:`mtgcombat.rules.spell_paid_costs`). A choice between costs ("discard a
card or pay {3}"), a discard of the whole hand and a reveal or an exile from
a graveyard are not read here.

>>> paid_cost("as an additional cost to cast this spell, pay 4 life")
(4, 0)
>>> paid_cost("as an additional cost to cast ~, discard two creature cards")
(0, 2)
>>> paid_cost("as an additional cost to cast this spell, discard a red or green card")
(0, 1)
>>> paid_cost("as an additional cost to cast this spell, discard a card or pay {3}") is None
True
"""

from __future__ import annotations

import re

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_COLOR = r"(?:white|blue|black|red|green)"
_HEAD = r"^as an additional cost to cast (?:this spell|~), "
_LIFE = re.compile(_HEAD + r"pay (?P<n>\d+) life$")
_DISCARD = re.compile(
    _HEAD + r"discard (?P<n>a|an|one|two|three|four|five|\d+) "
    rf"(?:{_COLOR}(?: or {_COLOR})? )?"
    r"(?:(?:creature|land|instant|sorcery|artifact|enchantment|nonland|basic land) )?"
    r"cards?(?: at random)?$"
)


def paid_cost(plain: str) -> tuple[int, int] | None:
    """The life paid and the cards discarded (one of them 0) of a sentence
    (normalized, lowercase) that is such an additional cost, else ``None``.

    >>> paid_cost("as an additional cost to cast this spell, discard a card at random")
    (0, 1)
    >>> paid_cost("destroy target creature") is None
    True
    """
    life = _LIFE.match(plain)
    if life:
        return int(life["n"]), 0
    discard = _DISCARD.match(plain)
    if discard:
        n = discard["n"]
        return 0, _NUMBERS[n] if n in _NUMBERS else int(n)
    return None
