"""A player sacrifices only permanents they control (CR 701.21a; 701.17a in
the 2023 rules): "sacrifice that creature" in a triggered ability, or
"Sacrifice target creature." in a timeline spell, aimed at a permanent its
controller does not control, does nothing to it (an event says so), instead
of moving another player's permanent to the graveyard.
"""

from __future__ import annotations

from mtgcombat.core.events import Event
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_events import CantSacrifice


def not_theirs(board: Board, rules: RuleSet, target: str, player: str, source: str) -> list[Event]:
    """The event saying ``player`` can't sacrifice ``target`` when they
    don't control it (701.21a), else ``[]``: the sacrifice may happen.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> [e.kind for e in not_theirs(board, RuleSet.CURRENT, "bear", "A", "t")]
    ['cant_sacrifice']
    >>> not_theirs(board, RuleSet.CURRENT, "bear", "B", "t")
    []
    """
    perm = board.get(target)
    if perm is None or not player or perm.controller == player:
        return []
    rule = "701.17a" if rules is RuleSet.R2023 else "701.21a"
    return [CantSacrifice(rule, target, player, source)]


__all__ = ["not_theirs"]
