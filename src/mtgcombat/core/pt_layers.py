"""The changes resolved spells and abilities made to a permanent's power and
toughness, kept as effects in the order they were applied (their timestamps,
613.7a), so that layer 7 can be worked out again (613.4):

* 7a, characteristic-defining abilities, and the static effects of 7b
  (:mod:`mtgcombat.rules.effects`) come first: their timestamps are earlier
  than every resolved spell's or ability's (613.7a, 613.7d);
* 7b: effects that set base power and toughness ("has base power and
  toughness 0/1 until end of turn"), the latest timestamp winning;
* 7c: every +N/+M and -N/-M (pumps, the static effects' ones, counters:
  613.4c); their order does not change the sum;
* 7d: switching power and toughness, after every other layer (613.4d):
  each switch undoes the one before.

A permanent none of this touched has no :class:`PTLayers` (``None``): its
``power`` and ``toughness`` are read as they are.
"""

from __future__ import annotations

from mtgcombat.core.valueclass import (
    dataclass,  # the generated methods compiled on first use
)

__all__ = ["MODIFY", "SET", "SWITCH", "PTChange", "PTLayers"]

MODIFY = "modify"
"""+N/+M or -N/-M (layer 7c, 613.4c)."""
SET = "set"
"""Base power and toughness set to N/M (layer 7b, 613.4b)."""
SWITCH = "switch"
"""Power and toughness switched (layer 7d, 613.4d)."""


@dataclass(frozen=True, slots=True)
class PTChange:
    """One change to power and toughness from a resolved spell or ability
    (``source``): ``kind`` is :data:`MODIFY` (by ``power``/``toughness``),
    :data:`SET` (to ``power``/``toughness``; ``None``: that one is not set)
    or :data:`SWITCH`. ``lasting``: it does not end in the cleanup step (a
    -0/-1 counter, 122.1), where the others end (514.2).

    >>> str(PTChange(SET, 0, 1, "timeline[0]"))
    'base power and toughness 0/1'
    >>> str(PTChange(SWITCH)), str(PTChange(MODIFY, 3, 3))
    ('power and toughness switched', '+3/+3')
    """

    kind: str
    power: int | None = 0
    toughness: int | None = 0
    source: str = ""
    lasting: bool = False

    def __str__(self) -> str:
        if self.kind == SWITCH:
            return "power and toughness switched"
        if self.kind == SET:
            power = "*" if self.power is None else str(self.power)
            toughness = "*" if self.toughness is None else str(self.toughness)
            return f"base power and toughness {power}/{toughness}"
        return f"{self.power or 0:+d}/{self.toughness or 0:+d}"


@dataclass(frozen=True, slots=True)
class PTLayers:
    """A permanent's own power and toughness (before every static effect and
    every change here: 611.3a) and the :class:`PTChange` values in the order
    they were applied (613.7a).

    >>> layers = PTLayers(3, 1, (PTChange(MODIFY, 2, 0), PTChange(SWITCH)))
    >>> layers.result(3, 1, 0, 0)  # 3/1, +2/+0 is 5/1, switched 1/5
    (1, 5)
    >>> PTLayers(3, 1, (PTChange(SWITCH), PTChange(MODIFY, 2, 0))).result(3, 1, 0, 0)
    (1, 5)
    """

    own_power: int
    own_toughness: int
    changes: tuple[PTChange, ...] = ()

    def adding(self, change: PTChange) -> PTLayers:
        """These layers with one more change, the latest (613.7a).

        >>> PTLayers(2, 2).adding(PTChange(SWITCH)).switched
        True
        """
        return PTLayers(self.own_power, self.own_toughness, (*self.changes, change))

    def lasting(self) -> PTLayers | None:
        """What stays after the cleanup step, where the "until end of turn"
        effects end (514.2): ``None`` when nothing does.

        >>> PTLayers(2, 2, (PTChange(SWITCH),)).lasting() is None
        True
        """
        kept = tuple(c for c in self.changes if c.lasting)
        return PTLayers(self.own_power, self.own_toughness, kept) if kept else None

    @property
    def switched(self) -> bool:
        """Whether power and toughness end up switched (613.4d): an odd
        number of switches.

        >>> PTLayers(2, 2, (PTChange(SWITCH), PTChange(SWITCH))).switched
        False
        """
        return sum(1 for c in self.changes if c.kind == SWITCH) % 2 == 1

    def result(
        self, power: int, toughness: int, plus_power: int, plus_toughness: int
    ) -> tuple[int, int]:
        """Power and toughness (before counters, which :class:`Permanent`
        adds) from ``power``/``toughness`` after layer 7a and the static
        effects of 7b, and ``plus_power``/``plus_toughness``, what the
        static effects add in 7c: then this object's changes in layers 7b,
        7c and 7d (613.4). +1/+1 and -1/-1 counters add the same amount to
        both, so switching before or after adding them is the same.

        >>> layers = PTLayers(2, 2, (PTChange(MODIFY, 3, 3), PTChange(SET, 0, 1)))
        >>> layers.result(2, 2, 1, 1)  # 7b 0/1, then +3/+3 and an anthem's +1/+1
        (4, 5)
        """
        for c in self.changes:  # layer 7b: the latest timestamp wins (613.7)
            if c.kind == SET:
                if c.power is not None:
                    power = c.power
                if c.toughness is not None:
                    toughness = c.toughness
        power += plus_power
        toughness += plus_toughness
        for c in self.changes:  # layer 7c (613.4c)
            if c.kind == MODIFY:
                power += c.power or 0
                toughness += c.toughness or 0
        if self.switched:  # layer 7d (613.4d)
            return toughness, power
        return power, toughness
