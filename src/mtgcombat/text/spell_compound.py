"""A spell's sentence of two instructions joined by "and" (issue 33,
session 12), read as two sentences in the order written (608.2c): "Put a
+1/+1 counter on target creature and untap it." (Burst of Strength), "Tap
all creatures your opponents control and untap all creatures you control."
(Thoughtweft Gambit), "Draw two cards and create a Treasure token." Only a
second instruction that starts with its own verb and names "it" (the target
of the first) or its own objects is split off; a sentence under a condition
("If ..., ...", an ability word's "—") is left whole, so the condition is
never dropped from its second half.

>>> split_and("Put a +1/+1 counter on target creature and untap it.")
['Put a +1/+1 counter on target creature.', 'Untap it.']
>>> split_and("Target creature gets +1/+1 and gains flying until end of turn.")
['Target creature gets +1/+1 and gains flying until end of turn.']
"""

from __future__ import annotations

import re

__all__ = ["split_and"]

_FIRST = r"(?:put|tap|untap|draw|destroy|exile|return) [^,;\u2014]+?"
_SECOND = (
    r"(?:untap|tap) it"
    r"|(?:untap|tap) all creatures (?:you control|your opponents control)"
    r"|create an? (?:treasure|food|clue) token"
)
_COMPOUND = re.compile(rf"^(?P<first>{_FIRST}) and (?P<second>{_SECOND})\.$", re.I)


def split_and(sentence: str) -> list[str]:
    """The sentence as its instructions, each a sentence of its own.

    >>> split_and("Tap all creatures your opponents control and untap all creatures you control.")
    ['Tap all creatures your opponents control.', 'Untap all creatures you control.']
    >>> split_and("If you control a Swamp, tap target creature and untap it.")
    ['If you control a Swamp, tap target creature and untap it.']
    """
    found = _COMPOUND.match(sentence.strip())
    if found is None:
        return [sentence]
    second = found["second"]
    return [f"{found['first']}.", f"{second[0].upper()}{second[1:]}."]
