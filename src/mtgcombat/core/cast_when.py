"""What a trigger on a spell being cast asks beyond the spell's
characteristics (issue 33; 601.2i, 603.2): whose turn it is ("whenever you
cast a spell during an opponent's turn"), how many spells its caster has
cast this turn ("whenever you cast your second spell each turn", "a spell
other than your first spell each turn", "your first spell during each
opponent's turn"), and whether it was kicked ("whenever you cast a kicked
spell", 702.33d).

The count is the caster's spells this turn up to and including this one:
the spells a player cast before the combat are that player's
``spells_cast`` in the scenario (0 unless given), then each spell of the
timeline they cast, in the order they are cast.

>>> second = CastWhen(nth=2)
>>> str(second), cast_when_met(second, count=2, your_turn=True, kicked=False)
('your second spell each turn', True)
>>> cast_when_met(second, count=3, your_turn=True, kicked=False)
False
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.valueclass import dataclass

_ORDINALS = ("", "first", "second", "third")


@dataclass(frozen=True, slots=True)
class CastWhen:
    """The further condition: ``nth``, the spell must be exactly the
    caster's ``nth`` spell this turn (0: any); ``after_first``, any but
    their first; ``turn``, "yours" (the ability's controller is the active
    player) or "opponents" (an opponent is); ``kicked``, the spell was
    kicked (its kicker cost paid, 702.33d).

    >>> str(CastWhen(nth=1, turn="opponents"))
    "your first spell during each opponent's turn"
    """

    nth: int = 0
    after_first: bool = False
    turn: Literal["", "yours", "opponents"] = ""
    kicked: bool = False

    def __str__(self) -> str:
        return self.words("a spell")

    def words(self, spell: str) -> str:
        """The condition in words about ``spell`` ("a white spell"), as printed.

        >>> CastWhen(turn="yours").words("a blue or black spell")
        'a blue or black spell during your turn'
        """
        if self.nth:
            each = "during each opponent's turn" if self.turn == "opponents" else "each turn"
            return f"your {_ORDINALS[self.nth]} spell {each}"
        words = "a kicked spell" if self.kicked else spell
        if self.after_first:
            words += " other than your first spell each turn"
        if self.turn:
            words += " during your turn" if self.turn == "yours" else " during an opponent's turn"
        return words


def cast_when_met(
    when: CastWhen | None, *, count: int, your_turn: bool, kicked: bool | None
) -> bool | None:
    """Whether a spell meets ``when``: ``count``, the caster's spells this
    turn up to and including it; ``your_turn``, whether the ability's
    controller is the active player; ``kicked``, whether it was kicked
    (``None``: not known, a sentence given without its card). ``None``
    when it cannot be told.

    >>> cast_when_met(CastWhen(kicked=True), count=1, your_turn=True, kicked=None) is None
    True
    >>> cast_when_met(CastWhen(turn="opponents"), count=1, your_turn=True, kicked=False)
    False
    """
    if when is None:
        return True
    if when.turn == "yours" and not your_turn:
        return False
    if when.turn == "opponents" and your_turn:
        return False
    if when.nth and count != when.nth:
        return False
    if when.after_first and count < 2:
        return False
    if when.kicked:
        return kicked
    return True
