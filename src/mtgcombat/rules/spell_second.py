"""A pump on a spell's second target: "Target creature gets +2/+2 until end
of turn. Another target creature gets -2/-2 until end of turn." (Consume
Strength). Each word "target" is a target of its own (601.2c); "another"
forbids the first target as the second (115.1); the second target is the
entry's last id, as for the other second targets
(:func:`~mtgcombat.rules.spell_removal.second_target`). The second target
illegal as the spell resolves gets nothing, the first still does (608.2b).

>>> from mtgcombat.core.abilities import Selector
>>> str(SecondPumpEffect(-2, -2, TargetSpec(Selector(), distinct=True)))
'the second target gets -2/-2 until end of turn'
"""

from __future__ import annotations

from mtgcombat.core.events import Event, PowerToughnessChanged
from mtgcombat.core.model import Board
from mtgcombat.core.trigger_words import pt_change  # "-2/-0" as printed
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.layer7 import pumped
from mtgcombat.rules.spell_removal import TargetSpec


@dataclass(frozen=True, slots=True)
class SecondPumpEffect:
    """The spell's second target (``other``) gets +``power``/+``toughness``
    until end of turn (layer 7c, 613.4c).

    >>> from mtgcombat.core.abilities import Selector
    >>> SecondPumpEffect(2, 0, TargetSpec(Selector())).other.distinct
    False
    """

    power: int
    toughness: int
    other: TargetSpec

    def __str__(self) -> str:
        return f"the second target gets {pt_change(self.power, self.toughness)} until end of turn"


def apply_second_pump(
    board: Board, effect: SecondPumpEffect, second: str, source: str
) -> tuple[Board, list[Event]]:
    """The pump on ``second`` (the entry's last target, "" when it is no
    longer legal: 608.2b), as a pump on the first target is carried out.

    >>> from mtgcombat.core.abilities import Selector
    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> effect = SecondPumpEffect(-2, -2, TargetSpec(Selector(), distinct=True))
    >>> after, events = apply_second_pump(board, effect, "bear", "timeline[0]")
    >>> after.permanent("bear").toughness, [e.rule for e in events]
    (0, ['613.4c'])
    >>> apply_second_pump(board, effect, "", "timeline[0]")[1]
    []
    """
    perm = board.get(second) if second else None
    if perm is None or not perm.on_battlefield:
        return board, []
    changed = pumped(perm, effect.power, effect.toughness, source)  # 613.4c, 613.7a
    after = board.with_permanents(changed if p.id == second else p for p in board.permanents)
    return after, [PowerToughnessChanged("613.4c", second, effect.power, effect.toughness, source)]


__all__ = ["SecondPumpEffect", "apply_second_pump"]
