"""Permanents an Aura or Equipment makes creatures ("enchanted land is a 4/4
Elemental creature"; layer 4, 613.1d): a scenario may declare such a land
attacking or blocking (506.3), since the effect applies as the board is
read, before any combat action (611.3a, 613).

Read only when a noncreature is declared attacking or blocking, so a plain
board does no work here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgcombat.core.basics import Zone
from mtgcombat.core.statics import StaticEffect

if TYPE_CHECKING:
    from collections.abc import Iterable

    from mtgcombat.core.permanent import Permanent

__all__ = ["made_creature"]


def made_creature(perm: Permanent, permanents: Iterable[Permanent]) -> bool:
    """Whether a permanent on the battlefield attached to ``perm`` has a
    static ability, with no condition, that makes its host a creature in
    addition to its other types (613.1d; 305.7: a land stays a land).

    >>> from mtgcombat.core.model import Permanent, Selector
    >>> land = Selector(types=frozenset({"land"}), host=True)
    >>> zendikon = StaticEffect(land, add_types=frozenset({"creature"}), base_power=4,
    ...                         base_toughness=4)
    >>> forest = Permanent(id="forest", controller="A", types=["land"])
    >>> aura = Permanent(id="aura", controller="A", attached_to="forest", statics=(zendikon,))
    >>> made_creature(forest, [forest, aura]), made_creature(forest, [forest])
    (True, False)
    """
    kinds = {t.value for t in perm.types}
    for source in permanents:
        if source.attached_to != perm.id or source.zone is not Zone.BATTLEFIELD:
            continue
        for effect in source.statics:
            if (
                isinstance(effect, StaticEffect)
                and "creature" in effect.add_types
                and effect.condition is None
                and effect.affected.host
                and effect.affected.types <= kinds
                and effect.affected.subtypes <= perm.subtypes
            ):
                return True
    return False
