"""A payment the defending player may make as a triggered ability resolves
(session 11, issue 33): "Whenever ~ attacks, defending player may pay {4}. If
that player doesn't, ~ can't be blocked this turn" (Shrouded Serpent), "...
defending player may pay {U}. If that player does, prevent all combat damage
that would be dealt by ~ this turn" (Mtenda Lion).

The choice is the defending player's, made as the ability resolves (603.5,
118.3: paying mana is a choice the engine does not guess). The scenario names
it in the source's ``choices.defending_pays``; left out, the ability is refused
as it resolves, never resolved as though the player had paid or not. The
engine keeps no mana pool, so the payment is an event (``mana_paid``, 118.3a).
The effects after it happen only when the player paid (``if_paid``) or only
when they did not.
"""

from __future__ import annotations

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class DefendingPaysEffect:
    """The first effect of "defending player may pay ``mana``. If that player
    does (``if_paid``) / doesn't, ...": the rest of the ability's effects
    happen only after that answer (603.5, 118.3).

    >>> str(DefendingPaysEffect("{4}", if_paid=False))
    "defending player may pay {4}; if that player doesn't"
    >>> str(DefendingPaysEffect("{U}", if_paid=True))
    'defending player may pay {U}; if that player does'
    """

    mana: str
    if_paid: bool

    def __str__(self) -> str:
        does = "does" if self.if_paid else "doesn't"
        return f"defending player may pay {self.mana}; if that player {does}"


__all__ = ["DefendingPaysEffect"]
