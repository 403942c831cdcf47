"""The session-6 sentence forms of instants and sorceries (issue 33), read
for :mod:`mtgcombat.text.spell_cards` in one place: a flicker (400.7;
:mod:`~mtgcombat.text.spell_flicker`) and an attack requirement (508.1d;
:mod:`~mtgcombat.text.spell_requirements`). A pump on a second target is
read where the earlier sentences are known (:mod:`~mtgcombat.text.spell_second`).

>>> [str(p.effects[0]) for p, _ in extra_parts("It attacks this turn if able.")]
['the target attacks this turn if able']
>>> extra_parts("Draw a card.") is None
True
"""

from __future__ import annotations

from mtgcombat.text.spell_flicker import flicker_parts
from mtgcombat.text.spell_requirements import requirement_parts
from mtgcombat.text.spell_values import Parts


def extra_parts(sentence: str) -> list[tuple[Parts, tuple[int, int]]] | None:
    """The sentence's parts and their counts of targets (601.2c), or
    ``None`` when it is none of these forms. Raises
    :class:`~mtgcombat.text.spell_values.SpellError` for a form read only
    in part."""
    flicker = flicker_parts(sentence)
    if flicker is not None:
        return [flicker]
    return requirement_parts(sentence)


__all__ = ["extra_parts"]
