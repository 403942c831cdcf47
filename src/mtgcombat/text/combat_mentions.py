"""Whether a sentence of card text mentions combat (the parser's first sort
of a sentence it cannot read: "unmodelled" when it does, "no effect" when it
does not): a combat word, a change to power and toughness, or a keyword the
engine reads.
"""

from __future__ import annotations

import re
from functools import cache

from mtgcombat.text.grammar import _alternatives
from mtgcombat.text.keywords import keyword_table

_COMBAT_WORDS = (
    r"\b(block|blocks|blocked|blocking|blocker|blockers|attack|attacks|attacked|attacking"
    r"|attacker|attackers|goad|goaded|combat|damage|protection|power|toughness)\b"
    r"|[+-](?:\d+|x)/[+-](?:\d+|x|y)"  # a change to power and toughness changes the damage dealt
    r"|\blos(?:e|es|ing) all abilities\b"  # its keywords and blocking rules go (613.1f)
    # issue 33 (session 7): power and toughness set ("becomes 0/1", "become 4/4
    # creatures"): layer 7b (613.4b) changes the damage dealt and lethal damage
    r"|\bbecomes? (?:an? )?(?:[a-z-]+ )*?(?:\d+|x)/(?:\d+|x)\b"
    # a permanent that is a creature with a size ("enchanted land is a 3/3 black
    # ooze creature"): it may attack or block (205.1b, 613.1d)
    r"|\b(?:is|are) (?:an? )?(?:[a-z-]+ )*?\d+/\d+ (?:[a-z-]+ )*?creatures?\b"
)


@cache
def _combat_keyword_pattern() -> re.Pattern[str]:
    names = [n for n, i in keyword_table().items() if i.combat not in ("no_effect",)]
    names += ["swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk"]
    return re.compile(rf"\b({_alternatives(names)})\b")


def mentions_combat(normalized: str) -> bool:
    """Whether a normalised sentence mentions combat: a combat word or a
    keyword the engine reads.

    >>> mentions_combat("whenever ~ blocks, it gets +1/+1"), mentions_combat("draw a card")
    (True, False)
    """
    return bool(
        re.search(_COMBAT_WORDS, normalized) or _combat_keyword_pattern().search(normalized)
    )


__all__ = ["mentions_combat"]
