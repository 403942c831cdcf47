"""The pieces of the fight-by-fight block search's bounds: blockers given to
fights as a count of each kind per attacker, a fight's worth for such a
split, the most damage a creature deals once damage replacement abilities
apply (614.1a), and the best path over the fights that bounds a branch.
"""

from __future__ import annotations

import math
import typing
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

from mtgcombat.core.model import Board, Permanent
from mtgcombat.rules.damage import damage_rules
from mtgcombat.solver.clock import _Clock


def _most_after_rules(board: Board, perm: Permanent, amount: int) -> int:
    """An upper bound on the damage ``perm`` deals once the board's damage
    replacement abilities ("deals double that damage", "plus 1"; 614.1a)
    have changed its ``amount``: each may apply to each recipient."""
    rules = damage_rules(board)
    if not rules:
        return amount
    recipients = max(1, len(board.blocked_by_blocker(perm.id)))
    for _, rule in rules:
        if rule.does == "double":
            amount *= 2
        elif rule.does == "plus" and rule.amount > 0:
            amount += rule.amount * recipients
    return amount


_Split = tuple[tuple[int, ...], ...]
"""Blockers given to a fight: per attacker, a count of each blocker kind."""

_FightValue = tuple[float, float, int, int]
"""A fight's worth to the defender for some blocks: its score change after the
attacker's best there, its best score change there, and the most life and
poison the attacker could take there."""


_Key = TypeVar("_Key")


def _best_path(
    root: _Key,
    expand: Callable[[_Key], float | Iterator[tuple[float, _Key]]],
    memo: dict[_Key, float],
    clock: _Clock,
) -> float:
    """The best total gain along a path from ``root`` down to a leaf, each
    node's best kept in ``memo``: ``expand`` gives a leaf's value (a float),
    or the (gain, child) pairs below an inner node. A node without children
    is worth minus infinity. Depth first with an explicit stack, so the depth
    of the graph is not bounded by Python's recursion limit."""
    if root in memo:
        return memo[root]
    first = expand(root)
    if isinstance(first, float):
        memo[root] = first
        return first
    # Frames: [node, its children, best so far, the gain to the child below]
    stack: list[list[typing.Any]] = [[root, first, -math.inf, 0.0]]
    while stack:
        clock.tick()
        frame = stack[-1]
        below = None
        for gain, child in frame[1]:
            clock.tick()  # a node may have thousands of children, each a fight's bound
            if child in memo:
                frame[2] = max(frame[2], gain + memo[child])
                continue
            sub = expand(child)
            if isinstance(sub, float):
                memo[child] = sub
                frame[2] = max(frame[2], gain + sub)
                continue
            frame[3] = gain
            below = [child, sub, -math.inf, 0.0]
            break
        if below is not None:
            stack.append(below)
            continue
        stack.pop()
        memo[frame[0]] = frame[2]
        if stack:
            parent = stack[-1]
            parent[2] = max(parent[2], parent[3] + frame[2])
    return memo[root]


def _blocks_for(
    counts_per_attacker: Iterable[tuple[str, tuple[int, ...]]], members: Sequence[Sequence[str]]
) -> dict[str, list[str]]:
    """Blocker id -> the attacker it blocks, for a count of each blocker kind
    per attacker: each kind's blockers are handed out in order."""
    used = [0] * len(members)
    blocks: dict[str, list[str]] = {}
    for attacker, counts in counts_per_attacker:
        for k, count in enumerate(counts):
            for blocker in members[k][used[k] : used[k] + count]:
                blocks[blocker] = [attacker]
            used[k] += count
    return blocks


def _minus(rem: tuple[int, ...], split: Iterable[tuple[int, ...]]) -> tuple[int, ...]:
    out = list(rem)
    for counts in split:
        for k, c in enumerate(counts):
            out[k] -= c
    return tuple(out)
