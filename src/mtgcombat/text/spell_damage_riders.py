"""A rider on the damage of a spell's sentence before it (issue 33): "The
damage can't be prevented." (Combust, Pinpoint Avalanche; 615.12). It
qualifies that damage as it is dealt, so the effect that makes the spell's
own damage unpreventable (:class:`~mtgcombat.rules.unpreventable.UnpreventableEffect`
with ``own``) is put before the damage effects of that sentence.

>>> from mtgcombat.text.spell_cards import read_spell_card
>>> text = "Combust deals 5 damage to target white or blue creature. The damage can't be prevented."
>>> [str(e) for e in read_spell_card(text, "Combust").spell().effects]
["the spell's damage can't be prevented", 'the spell deals 5 damage to the target']
"""

from __future__ import annotations

from mtgcombat.text.spell_values import Parts


def own_damage_unpreventable(last: Parts) -> Parts | None:
    """The parts of the sentence before "The damage can't be prevented.",
    its spell's own damage made unpreventable first (615.12); ``None`` when
    that sentence deals no damage (the rider then names no damage).

    >>> from mtgcombat.text.spells import parse_parts
    >>> made = own_damage_unpreventable(parse_parts("~ deals 4 damage to target creature."))
    >>> [str(e) for e in made.effects]
    ["the spell's damage can't be prevented", 'the spell deals 4 damage to the target']
    >>> own_damage_unpreventable(parse_parts("Tap target creature.")) is None
    True
    """
    from mtgcombat.rules.spell_counted import CountedDamageEffect  # noqa: PLC0415
    from mtgcombat.rules.spell_effects import EachDamageEffect, SpellDamageEffect  # noqa: PLC0415
    from mtgcombat.rules.spell_removal import SOURCED  # noqa: PLC0415
    from mtgcombat.rules.unpreventable import UnpreventableEffect  # noqa: PLC0415

    damage = (SpellDamageEffect, EachDamageEffect, CountedDamageEffect, *SOURCED)
    if not any(isinstance(e, damage) for e in last.effects):
        return None
    return last.with_effects((UnpreventableEffect(own=True), *last.effects))


__all__ = ["own_damage_unpreventable"]
