"""The values of card.lark's counted damage with life of the same X (issue
33, session 13): "~ deals X damage to target creature and you gain X life,
where X is the number of Swamps you control." (Tendrils of Corruption),
"~ deals X damage to any target and you gain X life, where X is the number
of creatures you control." (Harsh Sustenance). X is counted as the spell
resolves (608.2h), the damage dealt to the target (120.3), then the life
gained by the spell's controller (119.3); both read the same permanents,
since no state-based action is performed while the spell resolves (704.3).
An X the engine counts only for the damage (cards in a graveyard, a sum)
is refused for the life, not guessed.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.rules.spell_life import CountedLifeEffect
from mtgcombat.text.spell_values import ANY_TARGET, SpellError, _made, _Parts


class DamageLifeValues:
    """Transformer methods for the counted damage with life (mixed into the
    spell values' transformer).

    >>> from mtgcombat.text.spells import parse_spell
    >>> [str(e) for e in parse_spell("~ deals X damage to target creature and you gain X life, "
    ...                              "where X is the number of Swamps you control.").effects][1]
    'you gain X life, where X is the number of swamp lands you control'
    """

    def sp_counted_damage_life(self, c: list[Any]) -> _Parts:
        return _made(_with_life(c), c)

    def sp_counted_damage_any_life(self, c: list[Any]) -> _Parts:
        return _made(_with_life(c), [ANY_TARGET])


def _with_life(c: list[Any]) -> tuple[Any, ...]:
    from mtgcombat.text.spell_more_values import _Amount, _counted_damage  # noqa: PLC0415

    damage = _counted_damage(c)
    amount = next(x for x in c if isinstance(x, _Amount))
    if amount.counted is None or amount.plus:
        # the life of an X only the damage's reader counts (608.2h)
        raise SpellError("life gained equal to an X the engine counts only for damage")
    return damage, CountedLifeEffect(amount.counted)


__all__ = ["DamageLifeValues"]
