"""The verdict on a block declaration (CR 509.1a-f): :func:`is_legal_blocks`
checks one against the restrictions (509.1a-b), the maximum of requirements
(509.1c) and its cost (509.1d-f); :func:`legal_block_declarations` lists
every legal declaration of a small board.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.validation import require_ids
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.verdict import Violation
from mtgcombat.rules.blocks_costs import block_cost
from mtgcombat.rules.blocks_declaration import BlockDeclaration
from mtgcombat.rules.blocks_pairs import _v, block_options, blocker_problems, capacity
from mtgcombat.rules.blocks_requirements import (
    _upper_bound,
    maximum_requirements,
    obeyed_count,
    requirements,
)
from mtgcombat.rules.blocks_restrictions import _no_block_rules, restriction_violations

# ---------------------------------------------------------------------------
# Checking a declaration
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BlockVerdict:
    """The verdict on a block declaration: violations (with rule numbers), the
    requirements it obeys, the maximum possible (509.1c), a legal witness
    declaration reaching the maximum when this one is illegal (``None`` when it
    is legal: it is its own witness), the total cost (509.1d), and whether the
    maximum is proven (``optimal``; false if the time bound was hit).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> verdict = is_legal_blocks(board, BlockDeclaration.parse("-"))
    >>> verdict.legal, verdict.obeyed, verdict.maximum, verdict.cost
    (True, 0, 0, 0)
    """

    violations: tuple[Violation, ...]
    obeyed: int
    maximum: int
    witness: BlockDeclaration | None
    cost: int
    optimal: bool = True

    @property
    def legal(self) -> bool:
        """Whether the declaration breaks no rule (the verdict is also truthy then).

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> from mtgcombat.rules.blocks import is_legal_blocks
        >>> is_legal_blocks(board).legal
        True
        """
        return not self.violations

    def __bool__(self) -> bool:
        return self.legal


def is_legal_blocks(
    board: Board,
    declaration: BlockDeclaration | None = None,
    rules: RuleSet | str = RuleSet.CURRENT,
    *,
    time_limit: float = 10.0,
) -> BlockVerdict:
    """Check a block declaration (509.1a-f); by default the board's own.

    The rule set does not change 509.1; it is taken for uniformity with the
    other queries (the damage assignment orders that follow differ).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> is_legal_blocks(board, BlockDeclaration.parse("wall: ogre"), "current").legal
    True
    """
    rules = RuleSet.coerce(rules)
    del rules  # 509.1a-f read the same in 2023 and now
    decl = declaration if declaration is not None else BlockDeclaration.from_board(board)
    for blocker, attackers in decl.blocks:  # a KeyError for an id the board lacks
        require_ids(board, (blocker, *attackers))
    violations = restriction_violations(board, decl)
    reqs = requirements(board)
    obeyed = obeyed_count(reqs, decl)
    if _no_block_rules(board):  # no creature's own cost (509.1d): the board's for each
        cost = board.block_cost_each * len(decl.blocks)
    else:
        cost = sum(block_cost(board, b) for b in decl.blockers() if board.get(b) is not None)
    if not reqs:
        witness = None if not violations else BlockDeclaration()
        return BlockVerdict(tuple(violations), 0, 0, witness, cost)
    free_and_legal = not violations and all(block_cost(board, b) == 0 for b in decl.blockers())
    if free_and_legal and obeyed >= _upper_bound(board, reqs):
        return BlockVerdict((), obeyed, obeyed, None, cost)
    result = maximum_requirements(board, reqs, time_limit=time_limit)
    if obeyed < result.maximum:
        violations.append(
            _v(
                "509.1c",
                "requirements_not_maximal",
                [],
                obeyed=obeyed,
                maximum=result.maximum,
                witness=str(result.witness),
            )
        )
    witness = result.witness if violations else None
    # A legal declaration that pays a cost may obey more than the most a
    # declaration can without paying (509.1d); it shows what is achievable.
    maximum = max(result.maximum, obeyed) if not violations else result.maximum
    return BlockVerdict(tuple(violations), obeyed, maximum, witness, cost, result.optimal)


# ---------------------------------------------------------------------------
# Every legal declaration (small boards)
# ---------------------------------------------------------------------------


def legal_block_declarations(
    board: Board, rules: RuleSet | str = RuleSet.CURRENT
) -> Iterator[BlockDeclaration]:
    """Every legal declaration, lazily, for small boards: each eligible creature
    blocks nothing or a set of attackers it may block (up to its limit); the
    combinations that break no restriction and obey the maximum number of
    requirements are yielded, in a deterministic order.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> [str(d) for d in legal_block_declarations(board, "current")]
    ['-', 'wall: ogre', 'elf: ogre', 'elf: ogre; wall: ogre']
    """
    rules = RuleSet.coerce(rules)
    del rules
    reqs = requirements(board)
    best = maximum_requirements(board, reqs).maximum if reqs else 0
    choices: list[list[tuple[str, ...]]] = []
    names: list[str] = []
    for p in board.permanents:
        if not p.is_creature or blocker_problems(board, p.id):
            continue
        options = block_options(board, p.id)
        cap = capacity(p)
        top = len(options) if cap is None else min(cap, len(options))
        subsets = [()] + [
            combo for k in range(1, top + 1) for combo in itertools.combinations(options, k)
        ]
        names.append(p.id)
        choices.append(subsets)
    for combo in itertools.product(*choices):
        decl = BlockDeclaration(tuple(zip(names, combo, strict=True)))
        if restriction_violations(board, decl):
            continue
        if obeyed_count(reqs, decl) >= best:
            yield decl
