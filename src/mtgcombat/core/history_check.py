"""The lines of a board that read the turn's history (issue 33): the
conditions on the turn so far in a permanent's abilities, and which
player's record (``players.X.history``) each needs.

The core has no file: a board built in Python whose lines read a record its
players do not give is refused by the board's checks
(:func:`~mtgcombat.core.validation.check_board`), as the scenario loader
refuses the file (the engine never guesses the turn's history).
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any

from mtgcombat.core.turn_history import ThisTurn

__all__ = ["conditions_in"]


@cache
def conditions_in(value: Any) -> tuple[ThisTurn, ...]:
    """The conditions on the turn so far anywhere in an ability value (its
    effects, its statics' conditions), cached by value: a board's
    permanents share their abilities.

    >>> from mtgcombat.core.model import StaticEffect
    >>> from mtgcombat.core.abilities import Selector
    >>> conditions_in((StaticEffect(Selector(), power=1, condition=ThisTurn("drawn", value=2)),))
    (ThisTurn(fact='drawn', who='you', op='>=', value=2, types=(), non=False),)
    """
    if isinstance(value, ThisTurn):
        return (value,)
    if isinstance(value, tuple | frozenset):
        return tuple(c for v in value for c in conditions_in(v))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found: list[ThisTurn] = []
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if isinstance(item, str | int | bool | float) or item is None:
                continue
            try:
                found.extend(conditions_in(item))
            except TypeError:  # an unhashable part: walked without the cache
                found.extend(_walk(item))
        return tuple(found)
    return ()


def _walk(value: Any) -> list[ThisTurn]:
    if isinstance(value, ThisTurn):
        return [value]
    if isinstance(value, list | tuple | frozenset | set):
        return [c for v in value for c in _walk(v)]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _walk(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in _walk(getattr(value, f.name))]
    return []
