"""A spell's numbers read from the permanent sacrificed to pay its
additional cost (issue 33, session 13): "As an additional cost to cast this
spell, sacrifice a creature. ~ deals damage equal to the sacrificed
creature's power to any target." (Fling, 601.2b). The cost is paid as the
spell is cast (601.2h); the spell reads the creature as it last existed on
the battlefield (608.2h): its power with its counters and the effects that
applied to it then. :func:`with_sacrificed` writes that number into the
spell's effects once the cost is paid, before the spell resolves
(:func:`~mtgcombat.rules.timeline_entries.apply_entry`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.model import Permanent
from mtgcombat.core.sacrifice_values import Sacrificed


def _filled(value: Any, paid: Permanent) -> Any:
    if isinstance(value, Sacrificed):
        stat = paid.current_power if value.stat == "power" else paid.current_toughness
        return dataclasses.replace(value, value=stat)
    if isinstance(value, tuple):
        return tuple(_filled(v, paid) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: _filled(getattr(value, f.name), paid)
            for f in dataclasses.fields(value)
            if reads_sacrificed(getattr(value, f.name))
        }
        return dataclasses.replace(value, **changes) if changes else value
    return value


def reads_sacrificed(value: object) -> bool:
    """Whether ``value`` (an effect, a spell, a tuple of them) reads the
    sacrificed permanent's numbers (:class:`Sacrificed`).

    >>> from mtgcombat.rules.spell_counted import CountedDamageEffect
    >>> reads_sacrificed((CountedDamageEffect(amount=Sacrificed("power")),))
    True
    >>> reads_sacrificed(CountedDamageEffect())
    False
    """
    if isinstance(value, Sacrificed):
        return True
    if isinstance(value, tuple):
        return any(reads_sacrificed(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(reads_sacrificed(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def with_sacrificed(effects: tuple[Any, ...], paid: Permanent) -> tuple[Any, ...]:
    """``effects`` with the numbers they read of the sacrificed permanent
    ``paid`` (:class:`Sacrificed`) filled in from ``paid`` as it is on the
    battlefield just before it is sacrificed, the last time it existed
    there (608.2h). ``paid.current_power`` already holds its counters and
    the effects applied to it (613).

    >>> from mtgcombat.rules.spell_counted import CountedDamageEffect
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=2)
    >>> with_sacrificed((CountedDamageEffect(amount=Sacrificed("power")),), ogre)
    (CountedDamageEffect(..., amount=Sacrificed(stat='power', value=3)),)
    """
    return tuple(_filled(e, paid) if reads_sacrificed(e) else e for e in effects)


__all__ = ["reads_sacrificed", "with_sacrificed"]
