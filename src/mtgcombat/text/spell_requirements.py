"""A card's "Target creature attacks this turn if able." (508.1d) read for
:mod:`mtgcombat.text.spell_cards` as
:class:`~mtgcombat.rules.spell_requirements.AttacksThisTurnEffect`: alone,
on "it", or after a pump of the same target ("Target creature you don't
control gets -2/-0 until end of turn and attacks this turn if able.").

>>> from mtgcombat.text.spells import parse_parts
>>> text = "Target creature attacks this turn if able."
>>> [str(p.effects[0]) for p, _ in requirement_parts(text, parse_parts)]
['the target attacks this turn if able']
"""

from __future__ import annotations

import re

from mtgcombat.rules.spell_requirements import AttacksThisTurnEffect
from mtgcombat.text.spell_values import Parse, Parts, SpellError

_ALONE = re.compile(r"^(?P<who>target .+?|it) attacks this turn if able\.?$", re.I)
_AFTER = re.compile(
    r"^(?P<head>target .+? gets [+-]\d+/[+-]\d+ until end of turn) and attacks this turn if "
    r"able\.?$",
    re.I,
)


def requirement_parts(sentence: str, parse: Parse) -> list[tuple[Parts, tuple[int, int]]] | None:
    """The sentence's parts with their counts of targets (601.2c), or
    ``None`` for another sentence. Raises :class:`SpellError` when what
    attacks is not read as one target creature.

    >>> from mtgcombat.text.spells import parse_parts
    >>> [str(p.effects[0]) for p, _ in requirement_parts(
    ...     "Target creature you don't control gets -2/-0 until end of turn and attacks this "
    ...     "turn if able.", parse_parts)]
    ['the target gets -2/-0 until end of turn', 'the target attacks this turn if able']
    >>> requirement_parts("Target creature blocks this turn if able.", parse_parts) is None
    True
    """
    from mtgcombat.rules.spell_effects import SpellTapEffect  # noqa: PLC0415

    text = sentence.strip()
    one = ((1, 1),)
    found = _AFTER.match(text)
    if found:
        head = found["head"]
        first = parse(f"{head[0].upper()}{head[1:]}.")
        return [(first, one[0]), (Parts((AttacksThisTurnEffect(),), None, it=True), one[0])]
    found = _ALONE.match(text)
    if found and found["who"].lower() == "it":
        return [(Parts((AttacksThisTurnEffect(),), None, it=True), one[0])]
    if found:
        who = found["who"]
        parts = parse(f"Tap {who}.")
        if parts.effects != (SpellTapEffect(),) or parts.target is None or parts.players:
            raise SpellError("an attack requirement on something other than one target")
        return [(Parts((AttacksThisTurnEffect(),), parts.target, also=parts.also), one[0])]
    return None


__all__ = ["requirement_parts"]
