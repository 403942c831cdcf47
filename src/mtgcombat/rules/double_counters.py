"""Carrying out :class:`~mtgcombat.core.double_counter_values.DoubleCountersEffect`
(issue 33, session 13) as its ability resolves: each permanent it names gets
as many +1/+1 counters as it has at that moment (608.2h), put on it through
:func:`~mtgcombat.rules.counter_placing.put_counters`, so an ability that
changes how many counters are put applies (122.6, 614.1a). The group of
"each creature you control" is fixed before any counter is put (608.2c); a
permanent with no +1/+1 counter, or one no longer on the battlefield, gets
none. Dispatched from :func:`mtgcombat.rules.attack_effects.apply_attack_effect`.
"""

from __future__ import annotations

from mtgcombat.core.double_counter_values import DoubleCountersEffect
from mtgcombat.core.events import CountersPut, Event
from mtgcombat.core.model import Board
from mtgcombat.core.selectors import matches
from mtgcombat.rules.counter_placing import put_counters


def double_counters(
    board: Board, effect: DoubleCountersEffect, *, source: str, creature: str, defending: str
) -> tuple[Board, list[Event]]:
    """``board`` with the +1/+1 counters on each permanent ``effect`` names
    doubled; ``creature`` is the creature the event is about ("it").

    >>> from mtgcombat.core.basics import Counters
    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.core.selector_values import Selector
    >>> hydra = Permanent(id="hydra", controller="A", counters=Counters(plus_one=4),
    ...                   attacking="B")
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> theirs = Permanent(id="elf", controller="B", counters=Counters(plus_one=1))
    >>> board = Board([Player("A"), Player("B")], [hydra, bear, theirs], "A")
    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> after, events = double_counters(board, DoubleCountersEffect("each", mine),
    ...                                 source="hydra", creature="hydra", defending="B")
    >>> [after.permanent(p).counters.plus_one for p in ("hydra", "bear", "elf")]
    [8, 0, 1]
    >>> [(e.target, e.amount, e.rule) for e in events]
    [('hydra', 4, '122.6')]
    """
    if effect.who == "each":
        me = board.permanent(source)
        wanted = effect.affected
        named = [
            p.id
            for p in board.permanents
            if p.on_battlefield
            and (wanted is None or matches(board, wanted, p, me, defending=defending or None))
        ]
    else:
        named = [source if effect.who == "self" else creature]
    events: list[Event] = []
    for pid in named:
        perm = board.get(pid) if pid else None
        if perm is None or not perm.on_battlefield or perm.counters.plus_one <= 0:
            continue
        changed, n = put_counters(board, perm, "+1/+1", perm.counters.plus_one, events)
        if not n:
            continue
        board = board.with_permanents(changed if p.id == pid else p for p in board.permanents)
        events.append(CountersPut("122.6", pid, "+1/+1", n, source))
    return board, events


__all__ = ["double_counters"]
