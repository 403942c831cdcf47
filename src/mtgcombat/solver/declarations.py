"""Block declarations on the board: the board with none, with one made
(509.1, 509.1h), and every legal one walked lazily under the clock (509.1c's
maximum included).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator, Sequence

from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.rules.blocks import (
    BlockDeclaration,
    block_options,
    blocker_problems,
    capacity,
    maximum_requirements,
    obeyed_count,
    requirements,
    restriction_violations,
)
from mtgcombat.solver.clock import _Clock
from mtgcombat.solver.packages import _Again, _combinations


def without_blocks(board: Board) -> Board:
    """The board with no blocks declared (and no damage assignment orders).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> without_blocks(board).blockers(), without_blocks(board).is_blocked("ogre")
    ((), False)
    """
    cleared = board.with_permanents(
        evolve(p, blocking=(), blocked=False, entered_blocking=False)
        if p.blocking or p.blocked
        else p
        for p in board.permanents
    )
    return cleared.with_orders({})


def with_blocks(board: Board, declaration: BlockDeclaration) -> Board:
    """The board once this declaration is made (509.1): each blocker blocks
    its attackers and each attacker it blocks is blocked (509.1h).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=6)
    >>> board = Board([Player("A"), Player("B", life=4)], [ogre, bear, wall], "A")
    >>> from mtgcombat.rules.blocks import BlockDeclaration
    >>> after = with_blocks(board, BlockDeclaration.parse("wall: ogre"))
    >>> after.blockers_of("ogre"), after.is_blocked("ogre")
    (('wall',), True)
    """
    blocked = {a for _, attackers in declaration.blocks for a in attackers}
    # One look-up per permanent (a declaration of thousands of blockers).
    blocking = dict(declaration.blocks)
    out: list[Permanent] = []
    for perm in board.permanents:
        attackers = blocking.get(perm.id, ())
        changed = perm
        if attackers:
            changed = evolve(changed, blocking=attackers)
        if perm.id in blocked:
            changed = evolve(changed, blocked=True)
        out.append(changed)
    return board.with_permanents(out)


def _legal_declarations(board: Board, clock: _Clock) -> Iterator[BlockDeclaration]:
    """:func:`~mtgcombat.rules.blocks.legal_block_declarations`, in its order, but
    with each creature's sets of attackers walked rather than listed and the
    clock ticking for every combination: a creature that can block a hundred
    attackers has 2^100 sets, which must stop at the time limit instead of
    filling the memory first."""
    reqs = requirements(board)
    best = maximum_requirements(board, reqs).maximum if reqs else 0
    choices: list[_Again[tuple[str, ...]]] = []
    names: list[str] = []
    for p in board.permanents:
        if not p.is_creature or blocker_problems(board, p.id):
            continue
        options = block_options(board, p.id)
        cap = capacity(p)
        top = len(options) if cap is None else min(cap, len(options))
        names.append(p.id)
        choices.append(_Again(functools.partial(_subsets, options, top)))
    for combo in _combinations(choices):
        clock.tick()
        decl = BlockDeclaration(tuple(zip(names, combo, strict=True)))
        if restriction_violations(board, decl):
            continue
        if obeyed_count(reqs, decl) >= best:
            yield decl


def _subsets(options: Sequence[str], top: int) -> Iterator[tuple[str, ...]]:
    """No attacker, then every set of 1 to ``top`` of them, smallest first."""
    yield ()
    for k in range(1, top + 1):
        yield from itertools.combinations(options, k)
