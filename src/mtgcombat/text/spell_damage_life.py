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

from mtgcombat.rules.spell_counted import CountedDamageEffect
from mtgcombat.rules.spell_life import CountedLifeEffect
from mtgcombat.text.spell_values import ANY_TARGET, Parts, SpellError, made_parts


class DamageLifeValues:
    """Transformer methods for the counted damage with life (mixed into the
    spell values' transformer).

    >>> from mtgcombat.text.spells import parse_spell
    >>> [str(e) for e in parse_spell("~ deals X damage to target creature and you gain X life, "
    ...                              "where X is the number of Swamps you control.").effects][1]
    'you gain X life, where X is the number of swamp lands you control'
    """

    def sp_counted_damage_life(self, c: list[Any]) -> Parts:
        return made_parts(_with_life(c), c)

    def sp_counted_damage_any_life(self, c: list[Any]) -> Parts:
        return made_parts(_with_life(c), [ANY_TARGET])


def _with_life(c: list[Any]) -> tuple[Any, ...]:
    # what X is: spb_amount's value (text.spell_more_values), read by its fields
    amount = next(x for x in c if hasattr(x, "counted") and hasattr(x, "board"))
    if amount.board is None and amount.counted is None:
        raise SpellError(f"damage equal to its {amount.of_target} from a spell")
    if amount.counted is None or amount.plus:
        # the life of an X only the damage's reader counts (608.2h)
        raise SpellError("life gained equal to an X the engine counts only for damage")
    return CountedDamageEffect(amount.counted), CountedLifeEffect(amount.counted)


__all__ = ["DamageLifeValues"]
