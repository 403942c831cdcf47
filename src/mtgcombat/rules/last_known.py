"""A permanent's last known power and toughness (608.2h, 603.10a): an
ability that reads "its power" or "that creature's toughness" after the
creature left the battlefield uses its values as it last existed there,
with its counters and the static effects that applied to it then. Those
effects stop applying once it has left (611.3a), so their values are kept
(``last_known``) when :mod:`mtgcombat.rules.effects` recomputes the effects
and strips them from the object that left (:func:`keep_last_known`); the
ability reads them back with :func:`last_known_pt`. An object back on the
battlefield is a new object (400.7) and drops them.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.model import Permanent, evolve


def keep_last_known(permanents: Iterable[Permanent], own: dict[str, Permanent]) -> None:
    """Update ``own`` (each permanent's own values by id, the effects
    stripped) with the last known power and toughness of each of
    ``permanents`` that has left the battlefield with static effects still
    on it (608.2h), and without it for one on the battlefield (400.7).

    >>> from mtgcombat.core.model import Grant, Zone
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=4, zone=Zone.GRAVEYARD,
    ...                 granted=Grant(toughness=3))
    >>> own = {"elf": evolve(elf, toughness=1, granted=None)}
    >>> keep_last_known([elf], own)
    >>> own["elf"].toughness, own["elf"].last_known
    (1, (1, 4))
    """
    for p in permanents:
        if p.on_battlefield:
            if p.last_known is not None:
                own[p.id] = evolve(own[p.id], last_known=None)
        elif p.granted is not None:
            own[p.id] = evolve(own[p.id], last_known=(p.current_power, p.current_toughness))


def last_known_pt(perm: Permanent) -> tuple[int, int]:
    """``perm``'s power and toughness: its current ones on the battlefield,
    or as it last existed there once it has left (608.2h, 603.10a).

    >>> from mtgcombat.core.model import Zone
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> last_known_pt(elf), last_known_pt(evolve(elf, zone=Zone.GRAVEYARD, last_known=(1, 4)))
    ((1, 1), (1, 4))
    """
    if perm.last_known is not None and not perm.on_battlefield:
        return perm.last_known
    return perm.current_power, perm.current_toughness


__all__ = ["keep_last_known", "last_known_pt"]
