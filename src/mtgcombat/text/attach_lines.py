"""A card's "attach ~ to it" line checked against its other lines (session
9; 701.3a).

When an Aura or Equipment moves onto another creature, what it does to its
host moves with it (611.3a). The engine carries that out for the abilities
it reads; a line it reads as "no effect" because the board is written after
it took effect does not move. "You control enchanted creature" (Illusory
Gains; 613.1b, layer 2) is such a line: the scenario gives the creature to
the Aura's controller, and moving the Aura would hand the old host back and
take the new one, a creature that entered attacking, out of combat (506.4).
The attach line of such a card is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mtgcombat.core.attach_effects import AttachSelfEffect
from mtgcombat.core.triggered import BlockTrigger
from mtgcombat.text.traits import ParsedSentence

_CONTROL = re.compile(r"\bcontrol (?:enchanted|equipped) (?:creature|permanent)\b", re.IGNORECASE)
_WHY = (
    "attaching it moves a change of control the engine reads as done before the combat "
    "(613.1b, 506.4)"
)


def _attaches(p: ParsedSentence) -> bool:
    return p.status == "modelled" and any(
        isinstance(a, BlockTrigger) and any(isinstance(e, AttachSelfEffect) for e in a.effects)
        for a in p.traits.abilities
    )


def attach_checked(out: Sequence[ParsedSentence]) -> tuple[ParsedSentence, ...]:
    """The card's sentences, an attach line refused when another line gives
    control of the host (613.1b).

    >>> from mtgcombat.text import parse_text
    >>> text = ("You control enchanted creature.\\nWhenever a creature enters the battlefield "
    ...         "under an opponent's control, attach ~ to that creature.")
    >>> [p.status for p in parse_text(text, name="Illusory Gains")]
    ['no_effect', 'unmodelled']
    """
    if not any(_attaches(p) for p in out) or not any(_CONTROL.search(p.sentence) for p in out):
        return tuple(out)
    return tuple(
        ParsedSentence(p.sentence, "unmodelled", combat=True, error=_WHY) if _attaches(p) else p
        for p in out
    )
