"""Static abilities that change the counters put on permanents (CR 122.6,
614.1a), as a value: :class:`CounterRule`. "If one or more +1/+1 counters
would be put on a creature you control, that many plus one +1/+1 counters are
put on it instead" (Hardened Scales), "twice that many" (Corpsejack Menace),
"that many -1/-1 counters minus one" (Vizier of Remedies), and "creatures you
control can't have -1/-1 counters put on them" (Melira, Sylvok Outcast).
Applied where every counter is put, :mod:`mtgcombat.rules.counter_placing`.
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.conditions import StaticCondition
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

CounterChange = Literal["plus", "double", "none"]


@dataclass(frozen=True, slots=True)
class CounterRule:
    """A static ability of a permanent that changes how many counters of
    ``counter`` ("+1/+1", "-1/-1"; "": every kind) are put on a permanent ``to``
    matches (read relative to the permanent with the ability; ``ids=("~",)``
    is that permanent itself) when an effect would put one or more on it
    (122.6: also counters it enters with). What it ``does``:

    * ``plus``: that many plus ``amount`` are put instead ("that many plus
      one"; ``amount`` -1: "that many minus one", so one counter becomes none;
      614.1a);
    * ``double``: twice that many are put instead (614.1a);
    * ``none``: it can't have them put on it: none is put (a "can't", 101.2).

    ``condition``: it applies only while this holds (611.3a).

    >>> you = Selector(types=frozenset({"creature"}), controller="you")
    >>> print(CounterRule("plus", you, amount=1))  # doctest: +NORMALIZE_WHITESPACE
    if +1/+1 counters would be put on one of the creatures you control, that many
    plus 1 are put instead
    >>> str(CounterRule("none", you, counter="-1/-1"))
    "creatures you control can't have -1/-1 counters put on them"
    """

    does: CounterChange
    to: Selector
    counter: str = "+1/+1"
    amount: int = 0
    condition: StaticCondition | None = None

    def __str__(self) -> str:
        kind = f"{self.counter} counters" if self.counter else "counters"
        when = f" as long as {self.condition}" if self.condition is not None else ""
        if self.does == "none":
            return f"{_plural(self.to)} can't have {kind} put on them{when}"
        if self.does == "double":
            instead = "twice that many are put instead"
        elif self.amount >= 0:
            instead = f"that many plus {self.amount} are put instead"
        else:
            instead = f"that many minus {-self.amount} are put instead"
        return f"if {kind} would be put on {_one(self.to)}, {instead}{when}"


def _one(selector: Selector) -> str:
    """The selector as "one of the creatures you control" (or "this permanent")."""
    return "this permanent" if selector.ids == ("~",) else f"one of the {selector}"


def _plural(selector: Selector) -> str:
    """The selector as "creatures you control" (or "this permanent")."""
    return "this permanent" if selector.ids == ("~",) else str(selector)
