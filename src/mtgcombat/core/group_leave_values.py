"""A triggered ability's effect that destroys or exiles every permanent of
a group at once (session 12, issue 33): "When ~ dies, exile all creatures"
(False Prophet), "When ~ dies, destroy all nonland permanents. They can't
be regenerated." (Child of Alara). Read by :mod:`mtgcombat.text.dies_effects`,
carried out by :mod:`mtgcombat.rules.group_leave`.
"""

from __future__ import annotations

from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class GroupLeaveEffect:
    """Destroy (701.8) or, with ``exile``, exile (406.2) each permanent on
    the battlefield ``affected`` matches, read relative to the permanent
    with the ability as it resolves (its last known information if it has
    left, 608.2h); the group is fixed first, then all leave at once
    (608.2c), each leaving combat (506.4). ``regenerate`` False: "They
    can't be regenerated." (701.19c).

    >>> str(GroupLeaveEffect(Selector()))
    'destroy all creatures'
    >>> str(GroupLeaveEffect(Selector(), exile=True))
    'exile all creatures'
    >>> str(GroupLeaveEffect(Selector(), regenerate=False))
    "destroy all creatures (they can't be regenerated)"
    """

    affected: Selector
    exile: bool = False
    regenerate: bool = True

    def __str__(self) -> str:
        verb = "exile" if self.exile else "destroy"
        tail = "" if self.regenerate else " (they can't be regenerated)"
        return f"{verb} all {self.affected}{tail}"


__all__ = ["GroupLeaveEffect"]
