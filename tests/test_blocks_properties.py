"""Property tests for declaring blockers (CR 509.1): on random small boards the
exact 509.1c solver agrees with a brute force over every declaration.

A board has 2-3 attackers of player "A" and 2-4 creatures of player "B" that
may block, with random flying, reach, menace and shadow, random restrictions
(509.1b: "can't block", "can't be blocked", "can block only creatures with
flying", "can't block alone", "can't be blocked except by N or more",
"can't be blocked by more than N", a limit per combat), random requirements
(509.1c: Lure, must be blocked, must be blocked by exactly one, blocks each
combat, blocks <attacker>), random block costs (509.1d), "can block an
additional creature", and tapped creatures (509.1a).

The brute force enumerates every declaration in which each of B's creatures
blocks nothing or a set of attackers no larger than it may block. Restrictions
are judged twice, by ``restriction_violations`` and by an independent oracle
written here, and requirements are counted twice, by ``Requirement.is_obeyed``
and by a count written here; the two must agree on every declaration.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgcombat.core.model import (
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    Board,
    CanBlockOnlyFlyers,
    CantBeBlocked,
    CantBlock,
    CantBlockAlone,
    Keyword,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    Player,
)
from mtgcombat.rules.blocks import (
    BlockDeclaration,
    block_cost,
    is_legal_blocks,
    legal_block_declarations,
    maximum_requirements,
    obeyed_count,
    requirements,
    restriction_violations,
)

ACTIVE, DEFENDER = "A", "B"
KEYWORDS = (Keyword.FLYING, Keyword.REACH, Keyword.MENACE, Keyword.SHADOW)
SETTINGS = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def _chance(draw: st.DrawFn, one_in: int) -> bool:
    return draw(st.integers(0, one_in - 1)) == 0


def _keywords(draw: st.DrawFn) -> frozenset[Keyword]:
    """Each of flying, reach, menace and shadow with one chance in four."""
    return frozenset(k for k in KEYWORDS if _chance(draw, 4))


@st.composite
def boards(draw: st.DrawFn) -> Board:
    """A random small declare-blockers board (see the module docstring)."""
    attacker_ids = [f"a{i}" for i in range(draw(st.integers(2, 3)))]
    permanents: list[Permanent] = []
    for aid in attacker_ids:
        rules: list[BlockRule] = []
        if _chance(draw, 4):
            rules.append(Lure())
        if _chance(draw, 4):
            rules.append(MustBeBlocked())
        if _chance(draw, 5):
            rules.append(MustBeBlockedByExactlyOne())
        if _chance(draw, 6):
            rules.append(MinBlockers(draw(st.integers(2, 3))))
        if _chance(draw, 5):
            rules.append(MaxBlockers(draw(st.integers(1, 2))))
        if _chance(draw, 12):
            rules.append(CantBeBlocked())
        permanents.append(
            Permanent(
                id=aid,
                controller=ACTIVE,
                power=2,
                toughness=2,
                abilities=_keywords(draw),
                block_rules=frozenset(rules),
                attacking=DEFENDER,
            )
        )
    for i in range(draw(st.integers(2, 4))):
        rules = []
        if _chance(draw, 3):
            rules.append(BlocksEachCombat())
        if _chance(draw, 4):
            rules.append(MustBlock(draw(st.sampled_from(attacker_ids))))
        if _chance(draw, 4):
            rules.append(CantBlockAlone())
        if _chance(draw, 5):
            rules.append(BlockCost(draw(st.integers(1, 2))))
        if _chance(draw, 10):
            rules.append(CanBlockOnlyFlyers())
        if _chance(draw, 12):
            rules.append(CantBlock())
        permanents.append(
            Permanent(
                id=f"b{i}",
                controller=DEFENDER,
                power=1,
                toughness=1,
                abilities=_keywords(draw),
                block_rules=frozenset(rules),
                can_block_additional=draw(st.integers(0, 1)),
                tapped=_chance(draw, 6),
            )
        )
    if _chance(draw, 3):  # a creature of the attacking player that stays home
        permanents.append(Permanent(id="home", controller=ACTIVE, power=1, toughness=1))
    limit = draw(st.integers(1, 3)) if _chance(draw, 4) else None
    return Board(
        players=(Player(ACTIVE), Player(DEFENDER)),
        permanents=tuple(draw(st.permutations(permanents))),
        active_player=ACTIVE,
        max_blockers_per_combat=limit,
        block_cost_each=1 if _chance(draw, 12) else 0,
    )


# ---------------------------------------------------------------------------
# The independent oracle and the brute force
# ---------------------------------------------------------------------------


def attackers_of(board: Board) -> list[Permanent]:
    return [p for p in board.permanents if p.attacking is not None]


def potential_blockers(board: Board) -> list[Permanent]:
    """Every creature of the defending player, tapped or not."""
    return [p for p in board.permanents if p.controller == DEFENDER]


def limit_of(p: Permanent, n_attackers: int) -> int:
    """How many attackers it may block (509.1a, "an additional creature")."""
    return n_attackers if p.can_block_any_number else 1 + p.can_block_additional


def fewest(a: Permanent) -> int:
    counts = [r.count for r in a.block_rules if isinstance(r, MinBlockers)]
    return max([*counts, 2 if Keyword.MENACE in a.abilities else 1])


def most(a: Permanent) -> int | None:
    counts = [r.count for r in a.block_rules if isinstance(r, MaxBlockers)]
    return min(counts) if counts else None


def may_block(b: Permanent, a: Permanent) -> bool:
    """509.1b restrictions between one blocker and one attacker (702.9b flying,
    702.28b shadow, "can't block", "can't be blocked", only flyers)."""
    flying = Keyword.FLYING in a.abilities
    if CantBlock() in b.block_rules or CantBeBlocked() in a.block_rules:
        return False
    if CanBlockOnlyFlyers() in b.block_rules and not flying:
        return False
    if flying and not ({Keyword.FLYING, Keyword.REACH} & b.abilities):
        return False
    return (Keyword.SHADOW in a.abilities) == (Keyword.SHADOW in b.abilities)


def oracle_legal_restrictions(board: Board, decl: BlockDeclaration) -> bool:
    """509.1a-b, written independently of the library."""
    attackers = {a.id: a for a in attackers_of(board)}
    by_id = {p.id: p for p in board.permanents}
    for blocker, blocked in decl.blocks:
        b = by_id.get(blocker)
        if b is None or b.controller != DEFENDER or b.tapped or b.attacking is not None:
            return False
        if len(set(blocked)) != len(blocked) or len(blocked) > limit_of(b, len(attackers)):
            return False
        if any(a not in attackers or not may_block(b, attackers[a]) for a in blocked):
            return False
    for aid, a in attackers.items():
        n = len(decl.blockers_of(aid))
        high = most(a)
        if 0 < n < fewest(a) or (high is not None and n > high):
            return False
    blocking = decl.blockers()
    if len(blocking) == 1 and CantBlockAlone() in by_id[blocking[0]].block_rules:
        return False
    limit = board.max_blockers_per_combat
    return limit is None or len(blocking) <= limit


def oracle_obeyed(board: Board, decl: BlockDeclaration) -> int:
    """The number of 509.1c requirements the declaration obeys, counted here."""
    count = 0
    attackers = attackers_of(board)
    for b in potential_blockers(board):
        blocked = decl.attackers_of(b.id)
        count += BlocksEachCombat() in b.block_rules and bool(blocked)
        count += sum(r.attacker in blocked for r in b.block_rules if isinstance(r, MustBlock))
        count += sum(Lure() in a.block_rules and a.id in blocked for a in attackers)
    for a in attackers:
        n = len(decl.blockers_of(a.id))
        count += MustBeBlocked() in a.block_rules and n > 0
        count += MustBeBlockedByExactlyOne() in a.block_rules and n == 1
    return count


@dataclass(frozen=True)
class Brute:
    """Every declaration, those that break no restriction, the 509.1c
    maximum among those that pay no cost, and the legal ones."""

    everything: tuple[BlockDeclaration, ...]
    unrestricted: frozenset[BlockDeclaration]
    maximum: int
    legal: frozenset[BlockDeclaration]


def every_declaration(board: Board) -> list[BlockDeclaration]:
    """Each of B's creatures blocks nothing or up to its limit of attackers."""
    attacker_ids = [a.id for a in attackers_of(board)]
    names: list[str] = []
    choices: list[list[tuple[str, ...]]] = []
    for b in potential_blockers(board):
        top = min(limit_of(b, len(attacker_ids)), len(attacker_ids))
        names.append(b.id)
        choices.append([s for k in range(top + 1) for s in itertools.combinations(attacker_ids, k)])
    return [
        BlockDeclaration(tuple(zip(names, combo, strict=True)))
        for combo in itertools.product(*choices)
    ]


def brute_force(board: Board) -> Brute:
    reqs = requirements(board)
    everything = every_declaration(board)
    unrestricted: list[BlockDeclaration] = []
    obeyed: dict[BlockDeclaration, int] = {}
    maximum = 0
    for decl in everything:
        free_of_restrictions = not restriction_violations(board, decl)
        assert free_of_restrictions == oracle_legal_restrictions(board, decl), decl
        count = obeyed_count(reqs, decl)
        assert count == oracle_obeyed(board, decl), decl
        if not free_of_restrictions:
            continue
        unrestricted.append(decl)
        obeyed[decl] = count
        if all(block_cost(board, b) == 0 for b in decl.blockers()):
            maximum = max(maximum, count)
    legal = frozenset(d for d in unrestricted if obeyed[d] >= maximum)
    return Brute(tuple(everything), frozenset(unrestricted), maximum, legal)


def costs_nothing(board: Board, decl: BlockDeclaration) -> bool:
    return all(block_cost(board, b) == 0 for b in decl.blockers())


# ---------------------------------------------------------------------------
# Properties
# ---------------------------------------------------------------------------


@pytest.mark.slow
@SETTINGS
@given(boards())
def test_509_1c_solver_maximum_equals_brute_force(board: Board) -> None:
    brute = brute_force(board)
    result = maximum_requirements(board)
    assert result.optimal
    assert result.maximum == brute.maximum
    witness = result.witness
    assert restriction_violations(board, witness) == []
    assert costs_nothing(board, witness)
    assert obeyed_count(requirements(board), witness) == brute.maximum
    assert witness in brute.legal
    assert is_legal_blocks(board, witness).legal


@SETTINGS
@given(boards())
def test_509_1c_legal_block_declarations_equals_brute_force(board: Board) -> None:
    brute = brute_force(board)
    listed = list(legal_block_declarations(board))
    assert len(listed) == len(set(listed)), "a declaration is listed twice"
    assert set(listed) == brute.legal
    assert BlockDeclaration() in brute.unrestricted  # not blocking breaks no restriction
    assert brute.legal  # some declaration is always legal


@st.composite
def declarations(draw: st.DrawFn, board: Board, brute: Brute) -> BlockDeclaration:
    """Half the time one of the enumerated declarations; otherwise any creature
    on the board (attackers and tapped ones included) declared blocking any
    attackers or other permanents, repeats included. (An id the board lacks
    is a KeyError, not a verdict: tests/test_api_validation.py.)"""
    if draw(st.booleans()):
        return draw(st.sampled_from(brute.everything))
    ids = [p.id for p in board.permanents]
    targets = [*(a.id for a in attackers_of(board)), *ids]
    chosen = draw(st.lists(st.sampled_from(ids), unique=True, max_size=len(ids)))
    blocks = tuple(
        (b, tuple(draw(st.lists(st.sampled_from(targets), min_size=1, max_size=3)))) for b in chosen
    )
    return BlockDeclaration(blocks)


@pytest.mark.slow
@SETTINGS
@given(st.data(), boards())
def test_509_1_is_legal_blocks_agrees_with_brute_force(data: st.DataObject, board: Board) -> None:
    brute = brute_force(board)
    for _ in range(4):
        decl = data.draw(declarations(board, brute))
        verdict = is_legal_blocks(board, decl)
        # Declarations compare as sets; one that names an attacker twice for
        # the same blocker is a different (illegal, 509.1a) declaration.
        repeats = any(len(set(a)) != len(a) for _, a in decl.blocks)
        expected = decl in brute.legal and not repeats
        if repeats or decl not in brute.unrestricted:
            # Outside the enumeration only a restriction can make it illegal.
            assert restriction_violations(board, decl) or expected
        assert verdict.legal == expected, (decl, verdict.violations)
        # A legal declaration that pays a cost may obey more than the free
        # maximum; the verdict then reports what it achieves.
        achieved = verdict.obeyed if verdict.legal else 0
        assert verdict.maximum == max(brute.maximum, achieved)
        assert verdict.obeyed == obeyed_count(requirements(board), decl)
        known = [b for b in decl.blockers() if board.get(b) is not None]
        assert verdict.cost == sum(block_cost(board, b) for b in known)
        broke = bool(restriction_violations(board, decl))
        short = verdict.obeyed < brute.maximum
        assert {v.rule for v in verdict.violations} >= ({"509.1c"} if short else set())
        assert verdict.legal == (not broke and not short)
        if verdict.legal:
            assert verdict.witness is None
        else:
            witness = verdict.witness
            assert witness is not None
            assert restriction_violations(board, witness) == []
            assert costs_nothing(board, witness)
            assert obeyed_count(requirements(board), witness) == brute.maximum
