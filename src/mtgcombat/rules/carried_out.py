"""Which triggered abilities the engine carries out, and which it only
records as they trigger (603.2, 603.3, 510.3a).

A card's line is *modelled* only when the engine does what it says. A
triggered ability whose effect the engine does not do is either *recorded*
(the trigger is an event of the result, "recorded, not carried out": a
:class:`~mtgcombat.core.abilities.RecordedEffect`, or a "whenever ~ deals
combat damage" ability, whose trigger :mod:`mtgcombat.rules.triggers_later`
records with its effect as printed) or *ignored* (it triggers on an event the
engine never looks at for it: a group's "whenever a creature you control deals
combat damage"). :func:`trigger_handling` says which, from the ability alone;
the card-text parser uses it to give such a line the status "recorded" or
"unmodelled" rather than "modelled".

This is the one place that knows it: a change that carries out more of these
effects (in :mod:`mtgcombat.rules.triggers_later`) changes this function too.
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.abilities import BlockTrigger, DestroyEffect, RecordedEffect

Handling = Literal["carried_out", "recorded", "ignored"]

_COMBAT_DAMAGE = frozenset({"combat_damage_to_player", "combat_damage_to_creature"})


def _done_at_damage(effect: object) -> bool:
    """An effect of a combat damage trigger the engine carries out: "destroy
    that creature at end of combat" (603.7, 511.2)."""
    return (
        isinstance(effect, DestroyEffect) and effect.at_end_of_combat and effect.target == "other"
    )


def trigger_handling(ability: BlockTrigger) -> Handling:
    """How the engine handles ``ability``: ``"carried_out"`` (every effect
    happens), ``"recorded"`` (the trigger is an event of the result, its
    effect is not carried out, 603.3, 510.3a) or ``"ignored"``.

    >>> from mtgcombat.core.abilities import LifeEffect, PumpEffect
    >>> blocks = BlockTrigger(("blocks",), (PumpEffect(1, 1),))
    >>> damage = BlockTrigger(("combat_damage_to_player",), (LifeEffect(2),))
    >>> destroy = BlockTrigger(("combat_damage_to_creature",),
    ...                        (DestroyEffect(at_end_of_combat=True),))
    >>> [trigger_handling(a) for a in (blocks, damage, destroy)]
    ['carried_out', 'recorded', 'carried_out']
    """
    if _COMBAT_DAMAGE & set(ability.events):
        if ability.subject is not None:
            return "ignored"  # only the permanent's own damage triggers are looked at
        if all(_done_at_damage(e) for e in ability.effects):
            return "carried_out"
        return "recorded"
    if any(isinstance(e, RecordedEffect) for e in ability.effects):
        return "recorded"
    return "carried_out"
