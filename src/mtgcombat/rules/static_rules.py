"""The static abilities of one kind that apply now (604.1, 611.3a).

Replacement and prevention rules kept as static abilities (``CounterRule``,
``DamageRule``...) are looked up the same way: every permanent on the
battlefield, each of its statics of the kind, kept when it has no condition
or its condition holds now ("as long as ...", 611.3a).
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from mtgcombat.core.conditions import StaticCondition
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.selectors import condition_holds


class _Conditional(Protocol):
    @property
    def condition(self) -> StaticCondition | None: ...


RuleT = TypeVar("RuleT", bound=_Conditional)


def active_statics(board: Board, kind: type[RuleT]) -> tuple[tuple[Permanent, RuleT], ...]:
    """Each static ability of ``kind`` on a permanent on the battlefield whose
    condition, if any, holds now (611.3a), with its permanent.

    >>> from mtgcombat.core.counter_rules import CounterRule
    >>> from mtgcombat.core.model import Player, Selector
    >>> yours = Selector(types=frozenset({"creature"}), controller="you")
    >>> scales = Permanent(id="scales", controller="A", types={"enchantment"},
    ...                    statics=(CounterRule("plus", yours, amount=1),))
    >>> board = Board([Player("A"), Player("B")], [scales], "A")
    >>> [(p.id, r.does) for p, r in active_statics(board, CounterRule)]
    [('scales', 'plus')]
    """
    out: list[tuple[Permanent, RuleT]] = []
    for perm in board.permanents:
        if not perm.statics or not perm.on_battlefield:
            continue
        for static in perm.statics:
            if isinstance(static, kind) and (
                static.condition is None or condition_holds(board, static.condition, perm)
            ):
                out.append((perm, static))
    return tuple(out)


__all__ = ["active_statics"]
