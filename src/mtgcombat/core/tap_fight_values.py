"""Values of two more attack and block trigger effects (issue 33, session
12), carried out by :mod:`mtgcombat.rules.tap_fight`:

* "it fights target creature defending player controls" (The Tarrasque):
  the creature the event is about, or the permanent with the ability ("~
  fights ..."), and the target its controller chose as the ability was put
  on the stack (603.3d) each deal damage equal to its power to the other,
  at once (701.14a now, 701.12a in 2023);
* "you may tap any number of untapped creatures you control. ~ gets +1/+1
  until end of turn for each creature tapped this way" (Siege Striker,
  Ledev Champion): its controller chooses, as the ability resolves, which
  of their untapped permanents of the kind to tap (608.2d, 603.5; the
  file's ``choices.tapped``), then the permanent with the ability gets the
  bonus once for each one tapped (613.4c, 608.2c).
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class FightTargetEffect:
    """``who`` ("it", the creature the event is about; "self", the permanent
    with the ability) fights the target its controller chose among the
    creatures ``target_filter`` matches (603.3d): each deals damage equal
    to its power to the other, at once (701.14a now, 701.12a in 2023). If
    either is no longer on the battlefield or no longer a creature, or the
    target is illegal as the ability resolves, no damage is dealt (701.14b
    now, 701.12b in 2023; 608.2b).

    >>> theirs = Selector(types=frozenset({"creature"}), controller="defending")
    >>> str(FightTargetEffect(theirs))
    'it fights a target among creatures defending player controls'
    """

    target_filter: Selector
    who: Literal["it", "self"] = "it"
    target: Literal["target"] = "target"

    def __str__(self) -> str:
        who = "it" if self.who == "it" else "this permanent"
        return f"{who} fights a target among {self.target_filter}"


@dataclass(frozen=True, slots=True)
class TapAnyNumberEffect:
    """The ability's controller taps any number of the untapped permanents
    they control that ``wanted`` matches (read relative to the permanent
    with the ability), chosen as it resolves (608.2d; the source's
    ``choices.tapped``, every name in it); then the permanent with the
    ability gets +``power``/+``toughness`` until end of turn for each one
    tapped this way (613.4c, 608.2c). An attacking creature tapped this way
    stays attacking (506.4).

    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> str(TapAnyNumberEffect(mine, 1, 1))
    'tap any number of untapped creatures you control; this permanent gets +1/+1 until end of \
turn for each one tapped this way'
    """

    wanted: Selector
    power: int
    toughness: int

    def __str__(self) -> str:
        from mtgcombat.core.trigger_words import pt_change  # noqa: PLC0415

        pump = pt_change(self.power, self.toughness)
        return (
            f"tap any number of untapped {self.wanted}; this permanent gets {pump} until end of "
            "turn for each one tapped this way"
        )


__all__ = ["FightTargetEffect", "TapAnyNumberEffect"]
