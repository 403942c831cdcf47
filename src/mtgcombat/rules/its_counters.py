"""Putting a creature's counters on another (122.1, 608.2h): "when ~ dies,
put its counters on target creature you control" puts on the target as many
counters of each kind as the creature that died had as it last existed on
the battlefield (its last known information, 608.2h). The counters on the
dead creature ceased to exist as it left the battlefield (122.2): these are
new counters, put by the ability (one ``counters_put`` event for each kind).
A +1/+1 and a -1/-1 counter meeting on the target are removed by the
state-based action that follows (704.5q). Called from
:func:`mtgcombat.rules.triggers_effects._apply_counters_on_target`.
"""

from __future__ import annotations

from mtgcombat.core.basics import Counters
from mtgcombat.core.events import CountersPut, Event
from mtgcombat.core.model import Board, Permanent
from mtgcombat.rules.counter_placing import put_counters


def put_its_counters(
    board: Board, target: Permanent, had: Counters, source: str
) -> tuple[Board, list[Event]]:
    """The board with ``had``'s counters, each kind, added to ``target``'s
    (122.1), and one event for each kind; nothing when ``had`` holds none.

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> had = Counters(plus_one=2, other=(("shield", 1),))
    >>> board, events = put_its_counters(board, bear, had, "pupil")
    >>> board.permanent("bear").counters
    Counters(plus_one=2, minus_one=0, loyalty=0, defense=0, other=(('shield', 1),))
    >>> [(e.counter, e.amount) for e in events]
    [('+1/+1', 2), ('shield', 1)]
    >>> put_its_counters(board, bear, Counters(), "pupil")[1]
    []
    """
    if had.count("any") == 0:
        return board, []
    kinds = [
        ("+1/+1", had.plus_one),
        ("-1/-1", had.minus_one),
        ("loyalty", had.loyalty),
        ("defense", had.defense),
        *had.other,
    ]
    changed = target
    events: list[Event] = []
    for kind, amount in kinds:
        changed, n = put_counters(board, changed, kind, amount, events)
        if n:
            events.append(CountersPut("122.1", target.id, kind, n, source))
    if changed is not target:
        board = board.with_permanents(changed if p.id == target.id else p for p in board.permanents)
    return board, events
