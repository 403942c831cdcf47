"""Spells and abilities that set base power and toughness or switch them
until end of turn (layers 7b and 7d: 613.4b, 613.4d), carried out on the
permanent's changes in layer 7 (:mod:`mtgcombat.rules.layer7`):

* "Target creature has base power and toughness 1/1 until end of turn."
  (Diminish): layer 7b; what it gets in 7c, a pump resolved before or
  after included, and its counters still apply (613.4c);
* "Switch target creature's power and toughness until end of turn."
  (About Face, Inside Out): layer 7d, after every other change, so a pump
  that resolves later is added before the switch (613.4d).
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.event import Event
from mtgcombat.core.model import Board
from mtgcombat.core.pt_events import BasePowerToughnessSet, PowerToughnessSwitched
from mtgcombat.core.pt_layers import SET, SWITCH, PTChange
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.selectors import matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.layer7 import with_pt_change

__all__ = [
    "LAYER_7",
    "BasePowerToughnessEffect",
    "GroupBasePowerToughnessEffect",
    "Layer7Effect",
    "SwitchEffect",
    "apply_layer_7",
]


@dataclass(frozen=True, slots=True)
class BasePowerToughnessEffect:
    """The target has base power and toughness ``power``/``toughness`` until
    end of turn (layer 7b, 613.4b).

    >>> str(BasePowerToughnessEffect(1, 1))
    'the target has base power and toughness 1/1 until end of turn'
    """

    power: int
    toughness: int

    def __str__(self) -> str:
        return (
            f"the target has base power and toughness {self.power}/{self.toughness} "
            "until end of turn"
        )


@dataclass(frozen=True, slots=True)
class SwitchEffect:
    """Switch the target's power and toughness until end of turn (layer 7d,
    613.4d).

    >>> str(SwitchEffect())
    "switch the target's power and toughness until end of turn"
    """

    def __str__(self) -> str:
        return "switch the target's power and toughness until end of turn"


@dataclass(frozen=True, slots=True)
class GroupBasePowerToughnessEffect:
    """Each creature ``affected`` matches, read relative to the spell's
    controller as it resolves (611.2c: the set is fixed then), has base
    power and toughness ``power``/``toughness`` until end of turn (613.4b).

    >>> str(GroupBasePowerToughnessEffect(Selector(controller="you"), 3, 3))
    'creatures you control have base power and toughness 3/3 until end of turn'
    """

    affected: Selector
    power: int
    toughness: int

    def __str__(self) -> str:
        return (
            f"{self.affected} have base power and toughness {self.power}/{self.toughness} "
            "until end of turn"
        )


Layer7Effect = BasePowerToughnessEffect | SwitchEffect | GroupBasePowerToughnessEffect
"""The effects of this module, as a timeline entry's effect."""

LAYER_7 = (BasePowerToughnessEffect, SwitchEffect, GroupBasePowerToughnessEffect)
"""The effects of this module (:func:`apply_layer_7` carries them out)."""


def apply_layer_7(
    board: Board, effect: Layer7Effect, targets: Iterable[str], source: str, controller: str = ""
) -> tuple[Board, list[Event]]:
    """Carry out ``effect`` on each still-legal target creature, or on the
    group it names for the spell's ``controller``.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=5)
    >>> board = Board([Player("A"), Player("B")], [wall], "A")
    >>> after, events = apply_layer_7(board, SwitchEffect(), ["wall"], "timeline[0]")
    >>> after.permanent("wall").current_power, [e.rule for e in events]
    (5, ['613.4d'])
    """
    if isinstance(effect, GroupBasePowerToughnessEffect):
        from mtgcombat.rules.spell_effects import caster_object  # noqa: PLC0415

        me = caster_object("\x00spell", controller)  # "you": the spell's controller
        targets = [  # the set is fixed as the spell resolves (611.2c)
            p.id
            for p in board.permanents
            if p.on_battlefield and p.is_creature and matches(board, effect.affected, p, me)
        ]
    events: list[Event] = []
    for target in targets:
        perm = board.get(target)
        if perm is None or not perm.on_battlefield or not perm.is_creature:
            continue
        if isinstance(effect, SwitchEffect):
            change = PTChange(SWITCH, source=source)
            events.append(PowerToughnessSwitched("613.4d", target, source))
        else:
            change = PTChange(SET, effect.power, effect.toughness, source)
            events.append(
                BasePowerToughnessSet("613.4b", target, effect.power, effect.toughness, source)
            )
        changed = with_pt_change(perm, change)
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
    return board, events
