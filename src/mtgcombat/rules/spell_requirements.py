"""An attack requirement a spell creates: "Target creature attacks this
turn if able." (508.1d). Every point of a combat timeline is after attackers
are declared (508.1, :class:`~mtgcombat.rules.timeline_entries.Point`), so
the requirement, created as the spell resolves (608.2), has no declaration
of attackers left in this combat to apply to: the engine carries it out by
recording it (an event naming 508.1d) and changes nothing else. A target no
longer legal gets none (608.2b).

>>> str(AttacksThisTurnEffect())
'the target attacks this turn if able'
"""

from __future__ import annotations

from mtgcombat.core.events import AttackRequirementThisTurn, Event
from mtgcombat.core.model import Board
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class AttacksThisTurnEffect:
    """The target attacks this turn if able (508.1d).

    >>> AttacksThisTurnEffect() == AttacksThisTurnEffect()
    True
    """

    def __str__(self) -> str:
        return "the target attacks this turn if able"


def apply_attack_requirement(
    board: Board, targets: tuple[str, ...], source: str
) -> tuple[Board, list[Event]]:
    """The requirement on each target still on the battlefield, recorded;
    the board does not change (attackers are declared already: 508.1).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_attack_requirement(board, ("bear",), "timeline[0]")
    >>> after is board, [e.rule for e in events]
    (True, ['508.1d'])
    """
    events: list[Event] = []
    for target in targets:
        perm = board.get(target)
        if perm is not None and perm.on_battlefield:
            events.append(AttackRequirementThisTurn("508.1d", target, source))
    return board, events


__all__ = ["AttacksThisTurnEffect", "apply_attack_requirement"]
