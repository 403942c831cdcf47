"""Card sentences for "double the number of +1/+1 counters on ..." after a
triggered ability's event (issue 33, session 13): "on each creature you
control" (Kalonian Hydra), "on it" (the creature the event is about:
Fractal Harness's equipped creature), "on ~" (the permanent with the
ability). The grammar's ``dbl_*`` rules (card.lark, among the triggers'
effects) read them into
:class:`~mtgcombat.core.double_counter_values.DoubleCountersEffect`
(122.6, 608.2h). Counters of another kind are refused (unmodelled).
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.double_counter_values import DoubleCountersEffect
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.triggered import TriggerEffect
from mtgcombat.text.traits import Unmodelled


def _plus_one(c: list[Any]) -> None:
    # the counters' kind: only +1/+1 counters are doubled here (122.1)
    kind = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
    if (kind.power, kind.toughness) != (1, 1):
        raise Unmodelled(f"doubling {kind.power:+d}/{kind.toughness:+d} counters")


class DoubleCounterValues:
    """Transformer methods for the ``dbl_*`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> text = ("Whenever ~ attacks, double the number of +1/+1 counters on each "
    ...         "creature you control.")
    >>> [str(v) for v in parse_sentence(text).traits.values()]  # doctest: +NORMALIZE_WHITESPACE
    ['whenever this creature attacks, double the number of +1/+1 counters on each of the
      creatures you control']
    """

    def dbl_counters_each(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        _plus_one(c)
        return (DoubleCountersEffect("each", next(x for x in c if isinstance(x, Selector))),)

    def dbl_counters_one(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "~" is the permanent with the ability, "it" the creature the event
        # is about (as bt_who reads them)
        _plus_one(c)
        named = any(type(x).__name__ == "Token" and str(x) == "~" for x in c)
        return (DoubleCountersEffect("self" if named else "it"),)


__all__ = ["DoubleCounterValues"]
