"""A card's division among its targets other than damage (601.2d), read for
:mod:`mtgcombat.text.spell_extra`: "Prevent the next 5 damage that would be
dealt this turn to any number of targets, divided as you choose." (Remedy)
and "Distribute two -1/-1 counters among one or two target creatures."
(Splendid Agony), as :mod:`mtgcombat.rules.spell_divided`'s effects. Each
target's share is the entry's ``divide``.

>>> from mtgcombat.text.spells import parse_parts
>>> parts, count = divided_parts("Distribute three +1/+1 counters among one, two, or three "
...                              "target creatures you control.", parse_parts)
>>> str(parts.target), count
('creatures you control', (1, 3))
"""

from __future__ import annotations

import re

from mtgcombat.rules.spell_divided import DistributeCountersEffect, DividedPreventEffect
from mtgcombat.text.spell_values import Parse, Parts, SpellError

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_PREVENT = re.compile(
    r"^prevent the next (?P<n>\d+) damage that would be dealt this turn to any number of "
    r"targets, divided as you choose\.?$",
    re.I,
)
_DISTRIBUTE = re.compile(
    r"^distribute (?P<n>\w+) (?P<kind>\+1/\+1|-1/-1) counters among (?P<among>one or two|one, "
    r"two, or three) target (?P<what>.+?)\.?$",
    re.I,
)


def divided_parts(sentence: str, parse: Parse) -> tuple[Parts, tuple[int, int]] | None:
    """The sentence's division and its count of targets (601.2c), or
    ``None`` for another sentence.

    >>> from mtgcombat.text.spells import parse_parts
    >>> text = ("Prevent the next 4 damage that would be dealt this turn to any number of "
    ...         "targets, divided as you choose.")
    >>> parts, count = divided_parts(text, parse_parts)
    >>> str(parts.effects[0]), parts.players, count
    ('prevent the next 4 damage divided as its caster chose among its targets', True, (1, 0))
    >>> divided_parts("Distribute two -2/-1 counters among one or two target creatures.",
    ...               parse_parts) is None
    True
    """
    text = sentence.strip()
    found = _PREVENT.match(text)
    if found:
        anyone = parse("~ deals 1 damage to any target.")  # "any target" (115.4)
        effect = DividedPreventEffect(int(found["n"]))
        return Parts((effect,), anyone.target, also=anyone.also, players=True), (1, 0)
    found = _DISTRIBUTE.match(text)
    if not found:
        return None
    amount = _NUMBERS.get(found["n"].lower()) or (int(found["n"]) if found["n"].isdigit() else 0)
    if not amount:
        raise SpellError("a number of counters the engine does not read")
    most = 2 if found["among"].lower() == "one or two" else 3
    what = re.sub(r"^creatures\b", "creature", found["what"])
    put = parse(f"Put a {found['kind']} counter on target {what}.")
    if put.target is None or put.players:
        raise SpellError("counters distributed among something other than target creatures")
    plus = found["kind"] == "+1/+1"
    effect_counters = DistributeCountersEffect(amount, most, plus)
    return Parts((effect_counters,), put.target, also=put.also), (1, most)


__all__ = ["divided_parts"]
