"""Carrying out issue 33's (session 10) counters of a named kind on a
trigger's own permanent or the creature of its event
(:class:`~mtgcombat.core.named_counter_values.NamedCounterEffect`; 122.1).

Put: the permanent gets that many counters of the kind, unless it can't
have counters (122.1); a permanent that left the battlefield gets none (it
is a new object, 400.7). Remove: as many as it has, at most (122.1); a
-1/-1 counter removed raises its toughness at once (613.4c), which the
state-based actions then read (704.5f-g). Dispatched from
:func:`mtgcombat.rules.attack_effects.apply_attack_effect`.
"""

from __future__ import annotations

from mtgcombat.core.basics import Counters
from mtgcombat.core.damage_events import CountersPut, CountersRemoved
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.rules.counter_placing import placed


def apply_named_counter(
    board: Board, effect: NamedCounterEffect, who: str, source: str
) -> tuple[Board, list[Event]]:
    """Put or remove ``effect``'s counters on ``who`` for ``source``'s ability.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> reaver = Permanent(id="reaver", controller="A", power=3, toughness=3)
    >>> board = Board([Player("A"), Player("B")], [reaver], "A")
    >>> after, events = apply_named_counter(board, NamedCounterEffect("charge"), "reaver", "reaver")
    >>> after.permanent("reaver").counters.count("charge"), [e.kind for e in events]
    (1, ['counters_put'])
    """
    perm = board.get(who) if who else None
    if perm is None or not perm.on_battlefield:
        return board, []
    have = perm.counters.count(effect.kind)
    if effect.remove:
        amount = have if not effect.amount else min(have, effect.amount)
        if amount <= 0:
            return board, []
        counters = _with(perm.counters, effect.kind, have - amount)
        event: Event = CountersRemoved("122.1", who, effect.kind, amount, source)
    else:
        replaced: list[Event] = []
        n = placed(board, perm, effect.kind, effect.amount, replaced)
        if not n:
            return board, replaced
        counters = _with(perm.counters, effect.kind, have + n)
        event = CountersPut("122.1", who, effect.kind, n, source)
        changed = evolve(perm, counters=counters)
        board = board.with_permanents(changed if p.id == who else p for p in board.permanents)
        return board, [*replaced, event]
    changed = evolve(perm, counters=counters)
    board = board.with_permanents(changed if p.id == who else p for p in board.permanents)
    return board, [event]


def _with(counters: Counters, kind: str, number: int) -> Counters:
    """``counters`` with ``number`` counters of ``kind``."""
    if kind == "+1/+1":
        return evolve(counters, plus_one=number)
    if kind == "-1/-1":
        return evolve(counters, minus_one=number)
    kept = [(k, n) for k, n in counters.other if k != kind]
    if number > 0:
        kept.append((kind, number))
    return evolve(counters, other=tuple(sorted(kept)))  # sorted pairs, positive numbers


__all__ = ["apply_named_counter"]
