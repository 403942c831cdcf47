"""Sentences of an instant about what casting it costs that change nothing
a timeline entry does (601.2f-h): a timeline entry casts the spell paying
its mana cost, so

* a cost reduction or increase ("This spell costs {2} less to cast if you
  control a Wizard.", 601.2f) changes only the mana paid;
* an alternative cost the caster *may* pay instead ("You may exile a red
  card from your hand rather than pay this spell's mana cost.", "If you
  control a Plains, you may tap an untapped creature you control rather
  than pay this spell's mana cost.", "If you control a commander, you may
  cast this spell without paying its mana cost.": 118.9, 601.2b) is not
  chosen: the mana cost is paid, as with convoke or delve not used.

Neither is an effect of the resolving spell (608.2): :func:`cast_option`
says a sentence is one of them, and :mod:`~mtgcombat.text.spell_cards`
passes over it. A cost the caster *must* pay (an additional cost, 601.2h:
"As an additional cost to cast this spell, sacrifice a creature") is not
one of them.

>>> cast_option("this spell costs {2} less to cast if you control a wizard")
True
>>> cast_option("you may exile a red card from your hand rather than pay this spell's mana cost")
True
>>> cast_option("as an additional cost to cast this spell, sacrifice a creature")
False
"""

from __future__ import annotations

import re

_OPTIONS = (
    # 601.2f: the total cost, raised or lowered
    r"(?:this spell|~) costs (?:\{[^}]*\})+ (?:less|more) to cast\b.*",
    # 118.9: an alternative cost the caster may pay instead of the mana cost
    r"(?:if [^,]+, )?you may .+ rather than pay (?:this spell's|~'s) mana cost",
    r"(?:if [^,]+, )?rather than pay (?:this spell's|~'s) mana cost, you may .+",
    r"(?:if [^,]+, )?you may cast (?:this spell|~) without paying its mana cost",
)
_OPTION = re.compile(rf"^(?:{'|'.join(_OPTIONS)})$")


def cast_option(plain: str) -> bool:
    """Whether a normalized sentence is a cost reduction or an optional
    alternative cost: nothing the timeline's spell, cast for its mana cost,
    does (601.2f, 118.9).

    >>> cast_option("if you control a commander, you may cast this spell without paying its "
    ...             "mana cost")
    True
    >>> cast_option("you may tap or untap target creature")
    False
    """
    return bool(_OPTION.match(plain))


__all__ = ["cast_option"]
