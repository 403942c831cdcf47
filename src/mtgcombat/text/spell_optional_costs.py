"""An optional additional cost of a permanent sacrificed (601.2b; issue 33,
session 13): "As an additional cost to cast this spell, you may sacrifice an
artifact." (Voltage Surge). The caster chooses whether to pay it as the
spell is cast (601.2b, 601.2h); a timeline entry pays it by naming the
permanent in ``sacrifice``, and without it the cost is not paid. The card's
"If this spell's additional cost was paid, ..." is then read as a kicked
spell's "If this spell was kicked, ..." is (:mod:`mtgcombat.text.spell_kicker`):
it does nothing unpaid, and adds to or replaces ("instead") the sentence
before it when paid.

>>> optional_sacrifice("as an additional cost to cast this spell, you may sacrifice an artifact")
'as an additional cost to cast this spell, sacrifice an artifact'
>>> optional_sacrifice("as an additional cost to cast this spell, sacrifice an artifact") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_OPTIONAL = re.compile(
    r"^(?P<head>as an additional cost to cast (?:this spell|~), )you may "
    r"(?P<cost>sacrifice an? [^,]+)$"
)


def optional_sacrifice(plain: str) -> str | None:
    """The sentence (normalized, lowercase) as a cost that must be paid, for
    a spell cast with its optional cost of one permanent sacrificed paid;
    ``None`` for another sentence ("any number of Spirits" is not read).

    >>> optional_sacrifice("as an additional cost to cast ~, you may sacrifice a creature")
    'as an additional cost to cast ~, sacrifice a creature'
    """
    found = _OPTIONAL.match(plain)
    if found is None or "any number" in found["cost"] or " or more" in found["cost"]:
        return None
    return found["head"] + found["cost"]


def has_optional_sacrifice(plains: Sequence[str]) -> bool:
    """Whether a card's sentences (normalized) have such an optional cost.

    >>> has_optional_sacrifice(["as an additional cost to cast this spell, you may sacrifice "
    ...                         "an artifact", "~ deals 2 damage to target creature"])
    True
    """
    return any(optional_sacrifice(p.rstrip(".")) is not None for p in plains)


def card_optional_sacrifice(text: str, name: str) -> bool:
    """Whether a card's printed text has such an optional cost.

    >>> card_optional_sacrifice("As an additional cost to cast this spell, you may sacrifice "
    ...                         "an artifact.\\nVoltage Surge deals 2 damage to target creature.",
    ...                         "Voltage Surge")
    True
    """
    from mtgcombat.text.normalize import normalize  # noqa: PLC0415

    sentences = [s for line in text.splitlines() for s in re.split(r"(?<=\.)\s+", line)]
    return has_optional_sacrifice([normalize(s, name) for s in sentences if s.strip()])


__all__ = ["card_optional_sacrifice", "has_optional_sacrifice", "optional_sacrifice"]
