"""Which triggered abilities the engine carries out, and which it only
records as they trigger (603.2, 603.3, 510.3a).

A card's line is *modelled* only when the engine does what it says. A
triggered ability whose effect the engine does not do is *recorded* (the
trigger is an event of the result, "recorded, not carried out": a
:class:`~mtgcombat.core.abilities.RecordedEffect` among its effects). The
combat damage step's triggers, a permanent's own and those that watch a
group or an Aura's or Equipment's host ("whenever a creature you control /
enchanted creature deals combat damage ..."), are found and resolved by
:mod:`mtgcombat.rules.triggers_damage` (603.2, 510.3a), so they are carried
out when each of their effects is. :func:`trigger_handling` says which,
from the ability alone; the card-text parser uses it to give such a line
the status "recorded" rather than "modelled". (``"ignored"``, a trigger on
an event the engine never looks at, is kept for the parser's check; no
ability the grammar reads is such a one now.)

This is the one place that knows it: a change that carries out more of these
effects (in :mod:`mtgcombat.rules.triggers_later`) changes this function too.
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.abilities import BlockTrigger, RecordedEffect

Handling = Literal["carried_out", "recorded", "ignored"]


def trigger_handling(ability: BlockTrigger) -> Handling:
    """How the engine handles ``ability``: ``"carried_out"`` (every effect
    happens), ``"recorded"`` (the trigger is an event of the result, its
    effect is not carried out, 603.3, 510.3a) or ``"ignored"``.

    >>> from mtgcombat.core.abilities import LifeEffect, PumpEffect, Selector
    >>> blocks = BlockTrigger(("blocks",), (PumpEffect(1, 1),))
    >>> damage = BlockTrigger(("combat_damage_to_player",), (LifeEffect(2),))
    >>> host = BlockTrigger(("deals_damage",), (LifeEffect(1, that_much=True),),
    ...                     Selector(types=frozenset({"creature"}), host=True))
    >>> venture = BlockTrigger(("combat_damage_to_player",),
    ...                        (RecordedEffect("venture into the dungeon"),))
    >>> [trigger_handling(a) for a in (blocks, damage, host, venture)]
    ['carried_out', 'carried_out', 'carried_out', 'recorded']
    """
    if any(isinstance(e, RecordedEffect) for e in ability.effects):
        return "recorded"
    return "carried_out"
