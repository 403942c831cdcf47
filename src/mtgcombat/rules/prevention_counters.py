"""Counters a damage prevention ability puts as its additional effect (CR
615.5): the recipient gets a counter "for each 1 damage prevented this way"
(Phyrexian Hydra's -1/-1 counters, Vigor's and Stormwild Capridor's +1/+1
counters) or one +1/+1 counter each time damage from a creature is prevented
(Ironscale Hydra).

615.5: the prevention happens when the damage would have been dealt, and the
rest of the effect right after it, so the counters land with the other
results of the same damage event. 615.12: damage that can't be prevented
still goes through the ability, which prevents none of it: "for each 1
damage prevented this way" then counts nothing, while "prevent that damage
and put a +1/+1 counter" still puts its counter. A permanent that can't have
counters put on it gets none (122.1), and a player is never given these.
:mod:`mtgcombat.rules.damage_prevention` calls :func:`counters_for_prevented`
for each such ability that applies to a damage event.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> hydra = Permanent(id="hydra", controller="B", power=5, toughness=5)
>>> board = Board([Player("A"), Player("B")], [hydra], "A")
>>> added = []
>>> events = counters_for_prevented(
...     board, "prevent_minus_each", 3, "hydra", "hydra", lambda *a: added.append(a)
... )
>>> added, [(e.rule, e.counter, e.amount) for e in events]
([('hydra', 0, 3)], [('615.5', '-1/-1', 3)])
"""

from __future__ import annotations

from collections.abc import Callable

from mtgcombat.core.events import CountersPut, Event
from mtgcombat.core.model import Board
from mtgcombat.rules.counter_placing import placed

PUTS_COUNTERS = frozenset({"prevent_plus_each", "prevent_minus_each", "prevent_plus_one"})
"""The prevention abilities (:class:`~mtgcombat.core.statics.DamageRule`
``does``) whose additional effect puts counters on the recipient."""


def counters_for_prevented(
    board: Board,
    does: str,
    prevented: int,
    recipient: str,
    source: str,
    add: Callable[[str, int, int], None],
) -> list[Event]:
    """Put the counters of one prevention ability on ``recipient`` (615.5):
    ``add(recipient, plus, minus)`` records them with the rest of the damage
    event's counters, and the event says so. ``prevented`` is the damage this
    ability prevented (0 when it can't be prevented, 615.12); ``source`` the
    permanent with the ability.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4, cant_have_counters=True)
    >>> board = Board([Player("A"), Player("B")], [wall], "A")
    >>> counters_for_prevented(board, "prevent_plus_one", 0, "wall", "wall", print)
    []
    """
    if does == "prevent_plus_one":
        plus, minus = 1, 0
    elif does == "prevent_plus_each":
        plus, minus = prevented, 0
    else:
        plus, minus = 0, prevented
    target = board.get(recipient)
    if target is None:
        return []
    events: list[Event] = []
    plus = placed(board, target, "+1/+1", plus, events)
    minus = placed(board, target, "-1/-1", minus, events)
    if not (plus or minus):
        return events
    add(recipient, plus, minus)
    kind = "+1/+1" if plus else "-1/-1"
    return [*events, CountersPut("615.5", recipient, kind, plus or minus, source)]
