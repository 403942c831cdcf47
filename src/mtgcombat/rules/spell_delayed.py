"""Delayed triggered abilities a spell creates for the next end step
(issue 33): "Exile it at the beginning of the next end step." (Angelic
Favor, Thunderheads), "Sacrifice it ..." (Tidal Wave, Fatal Frenzy),
"Destroy that creature ..." (Blood Frenzy), "At the beginning of the next end
step, destroy that creature if it attacked this turn." (Berserk), "Return
that card to the battlefield under its owner's control at the beginning of
the next end step." (Liberate, Turn to Mist, Otherworldly Journey).

The spell creates the delayed triggered ability as it resolves (603.7a);
the ability triggers at the beginning of the next end step (513.1), after
this combat phase has ended (511.3). The engine plays the combat phase, so
the ability is recorded as created (:class:`~mtgcombat.core.events.DelayedTriggerCreated`)
and the board at the end of combat is the result; nothing of it happens
during the combat.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
>>> board = Board([Player("A"), Player("B")], [bear], "A")
>>> after, events = apply_delayed(board, DelayedEndStepEffect("destroy"), ("bear",), "timeline[0]")
>>> after is board, [(e.rule, e.objects) for e in events]
(True, [('603.7a', ('bear',))])
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.events import DelayedTriggerCreated, Event
from mtgcombat.core.model import Board
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

DelayedAction = Literal["exile", "sacrifice", "destroy", "return", "return_counter", "bounce"]


@dataclass(frozen=True, slots=True)
class DelayedEndStepEffect:
    """At the beginning of the next end step, ``action`` (exile, sacrifice,
    destroy, return to the battlefield (with a +1/+1 counter), return to
    its owner's hand) the spell's targets (``of_target``) or what it put
    onto the battlefield; ``attacked``: only if it attacked this turn.

    >>> str(DelayedEndStepEffect("exile", of_target=False))
    'at the beginning of the next end step, exile what the spell made (603.7a)'
    >>> str(DelayedEndStepEffect("destroy", attacked=True))
    'at the beginning of the next end step, destroy the target if it attacked this turn (603.7a)'
    """

    action: DelayedAction
    of_target: bool = True
    attacked: bool = False

    def __str__(self) -> str:
        what = "the target" if self.of_target else "what the spell made"
        verb = {
            "return": "return to the battlefield",
            "return_counter": "return to the battlefield with a +1/+1 counter",
            "bounce": "return to its owner's hand",
        }.get(self.action, str(self.action))
        cond = " if it attacked this turn" if self.attacked else ""
        return f"at the beginning of the next end step, {verb} {what}{cond} (603.7a)"


def apply_delayed(
    board: Board, effect: DelayedEndStepEffect, targets: tuple[str, ...], source: str
) -> tuple[Board, list[Event]]:
    """The delayed triggered ability is created (603.7a) and recorded; the
    board does not change (it triggers in the end step, after combat).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> _, events = apply_delayed(board, DelayedEndStepEffect("exile", of_target=False), (),
    ...                           "timeline[0]")
    >>> events[0].action, events[0].objects
    ('exile', ())
    """
    objects = targets if effect.of_target else ()
    action = f"{effect.action}_if_attacked" if effect.attacked else effect.action
    return board, [DelayedTriggerCreated("603.7a", action, objects, source)]


__all__ = ["DelayedAction", "DelayedEndStepEffect", "apply_delayed"]
