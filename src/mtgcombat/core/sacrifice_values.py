"""The value of a triggered effect that makes a player sacrifice permanents
of their choice (701.21a; 701.17a in the 2023 rules): "defending player
sacrifices a creature", "that player sacrifices two permanents", "each
opponent sacrifices a land", and annihilator N (702.86a: "Whenever this
creature attacks, defending player sacrifices N permanents").

The player who sacrifices chooses which (701.21a); a scenario gives those
choices in the ``choices.sacrificed`` of the permanent whose ability it is.
The rules engine carries it out in :mod:`mtgcombat.rules.sacrifice_choices`.
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

SacrificingPlayer = Literal["defending", "that_player", "each_opponent", "each_player"]
_WHO_TEXT = {
    "defending": "defending player",
    "that_player": "that player",
    "each_opponent": "each opponent",
    "each_player": "each player",  # each in APNAP order (101.4)
}
ANY_PERMANENT = Selector(types=frozenset())
"""What "a permanent" / "N permanents" match: any permanent (110.1)."""


@dataclass(frozen=True, slots=True)
class SacrificesEffect:
    """``player`` (the defending player, the player dealt the damage, or
    each opponent of the ability's controller) sacrifices ``count``
    permanents ``affected`` matches that they control, of their choice
    (701.21a); with fewer such permanents, all of them.

    >>> str(SacrificesEffect())
    'defending player sacrifices 1 permanent(s) among creatures'
    >>> str(SacrificesEffect("that_player", 2, ANY_PERMANENT))
    'that player sacrifices 2 permanent(s) among permanents'
    """

    player: SacrificingPlayer = "defending"
    count: int = 1
    affected: Selector = Selector()

    def __str__(self) -> str:
        what = str(self.affected) if self.affected.types else "permanents"
        return f"{_WHO_TEXT[self.player]} sacrifices {self.count} permanent(s) among {what}"


@dataclass(frozen=True, slots=True)
class Sacrificed:
    """A spell's X read from the permanent sacrificed to pay its additional
    cost (601.2b, 601.2h): "~ deals damage equal to the sacrificed
    creature's power to any target" (Fling), "where X is the sacrificed
    creature's power". ``stat`` is which number; ``value`` is that number as
    the permanent last existed on the battlefield (608.2h), filled in as the
    cost is paid (``None`` while the spell is only read: no cost paid yet).

    >>> str(Sacrificed("power")), str(Sacrificed("toughness", 3))
    ("the sacrificed creature's power", "the sacrificed creature's toughness (3)")
    """

    stat: Literal["power", "toughness"] = "power"
    value: int | None = None

    def __str__(self) -> str:
        paid = "" if self.value is None else f" ({self.value})"
        return f"the sacrificed creature's {self.stat}{paid}"


__all__ = ["ANY_PERMANENT", "Sacrificed", "SacrificesEffect", "SacrificingPlayer"]
