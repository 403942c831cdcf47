"""Costs to block (CR 509.1d-f): the cost for a creature to block, its
own plus any for each creature that blocks (:func:`block_cost`), and which
creatures and attackers can take part in a block without a cost.
"""

from __future__ import annotations

from mtgcombat.core.model import BlockCost, Board
from mtgcombat.rules.blocks_pairs import block_options, blocker_problems


def block_cost(board: Board, blocker: str) -> int:
    """The cost for this creature to block (509.1d): its own plus any cost for
    each creature that blocks.

    >>> from mtgcombat.core.model import BlockCost, Board, Permanent, Player
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4,
    ...                  block_rules=frozenset({BlockCost(2)}))
    >>> board = Board([Player("A"), Player("B")], [wall], "A", block_cost_each=1)
    >>> block_cost(board, "wall")
    3
    """
    perm = board.permanent(blocker)
    own = sum(
        r.amount * (perm.counters.plus_one if r.per_counter else 1)
        for r in perm.rules_of(BlockCost)
        if not r.everyone
    )
    return own + board.block_cost_each + _cost_for_each(board)


def _cost_for_each(board: Board) -> int:
    """509.1d: "creatures can't block unless their controller pays {N} for each
    of those creatures", the permanents' rules on the battlefield, once per board."""
    return board.derived(
        "block_cost_for_each",
        lambda: sum(
            r.amount
            for p in board.permanents
            if p.characteristics.block_rules and p.on_battlefield
            for r in p.rules_of(BlockCost)
            if r.everyone
        ),
    )


def _free_blocker(board: Board, blocker: str) -> bool:
    """Whether the creature may block at all, without a cost."""
    return not blocker_problems(board, blocker) and block_cost(board, blocker) == 0


def _freely_blockable(board: Board) -> frozenset[str]:
    """Attackers some creature could block without a cost."""
    return board.derived(
        "freely_blockable",
        lambda: frozenset(
            a
            for p in board.permanents
            if p.is_creature and block_cost(board, p.id) == 0
            for a in block_options(board, p.id)
        ),
    )
