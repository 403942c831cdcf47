"""The value of "double the number of +1/+1 counters on ..." (issue 33,
session 13), carried out by :mod:`mtgcombat.rules.double_counters`:
"Whenever ~ attacks, double the number of +1/+1 counters on each creature
you control" (Kalonian Hydra), "Whenever equipped creature attacks, double
the number of +1/+1 counters on it" (Fractal Harness). To double them, an
effect puts on the permanent as many +1/+1 counters as it has as the
ability resolves (608.2h): counters put on it (122.6), so an effect that
changes how many are put applies (614.1a); one without any gets none.
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class DoubleCountersEffect:
    """Double the number of +1/+1 counters on ``who``: "it", the creature
    the event is about; "self", the permanent with the ability; "each",
    each permanent ``affected`` matches as the ability resolves, read
    relative to the permanent with the ability (608.2c, 608.2h; 122.6).

    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> str(DoubleCountersEffect("each", mine))
    'double the number of +1/+1 counters on each of the creatures you control'
    >>> str(DoubleCountersEffect("it"))
    'double the number of +1/+1 counters on it'
    """

    who: Literal["it", "self", "each"]
    affected: Selector | None = None

    def __str__(self) -> str:
        on = {"it": "it", "self": "this permanent"}.get(self.who, f"each of the {self.affected}")
        return f"double the number of +1/+1 counters on {on}"


__all__ = ["DoubleCountersEffect"]
