"""509.1c with bands: requirements are counted on the blocks that result.

A creature declared blocking one creature of an attacking band blocks the
whole band (702.22h). So declarations that differ only in which creature of
the band each blocker is declared on produce the same blocks, and they obey
the same requirements: "must be blocked", lure, "blocked by exactly one",
"must be blocked by SEL", "blocks each combat", "blocks SEL each combat" and
"must block" are each judged on the band. The 509.1c maximum is the best
count over the legal declarations, so it too is counted on what results.
"""

from __future__ import annotations

import itertools

import pytest

from mtgcombat.core.abilities import Keyword
from mtgcombat.core.model import (
    BlockRule,
    BlocksEachCombat,
    BlocksSelEachCombat,
    Board,
    Lure,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    Player,
    Selector,
)
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.blocks_requirements import maximum_requirements, obeyed_count, requirements
from mtgcombat.rules.blocks_restrictions import restriction_violations

FLYING = Selector(with_keywords=frozenset({Keyword.FLYING}))
ON_ATTACKER: dict[str, frozenset[BlockRule]] = {
    "none": frozenset(),
    "must_be_blocked": frozenset({MustBeBlocked()}),
    "lure": frozenset({Lure()}),
    "exactly_one": frozenset({MustBeBlockedByExactlyOne()}),
    "blocked_by": frozenset({MustBeBlockedBy(Selector(controller="defending"))}),
}
ON_BLOCKER: dict[str, frozenset[BlockRule]] = {
    "none": frozenset(),
    "each_combat": frozenset({BlocksEachCombat()}),
    "must_block_a": frozenset({MustBlock("a")}),
    "blocks_flyers": frozenset({BlocksSelEachCombat(selector=FLYING)}),
}


def _board(on_a: str, on_b: str, on_w1: str, on_w2: str, b_flies: bool) -> Board:
    lead = Permanent(
        id="a", controller="A", power=2, toughness=2, attacking="B", band="x",
        keywords=["banding"], block_rules=ON_ATTACKER[on_a],
    )  # fmt: skip
    mate = Permanent(
        id="b", controller="A", power=1, toughness=1, attacking="B", band="x",
        keywords=["flying"] if b_flies else [], block_rules=ON_ATTACKER[on_b],
    )  # fmt: skip
    w1 = Permanent(
        id="w1", controller="B", power=0, toughness=4, keywords=["reach"],
        block_rules=ON_BLOCKER[on_w1],
    )  # fmt: skip
    w2 = Permanent(id="w2", controller="B", power=0, toughness=4, block_rules=ON_BLOCKER[on_w2])
    return Board((Player("A"), Player("B")), (lead, mate, w1, w2), "A")


def _declarations() -> list[tuple[tuple[bool, bool], BlockDeclaration]]:
    """Each declaration of w1 and w2 on nothing, a or b, with its result:
    which of the walls block the band."""
    out = []
    for on1, on2 in itertools.product(("", "a", "b"), repeat=2):
        parts = [f"{w}: {on}" for w, on in (("w1", on1), ("w2", on2)) if on]
        decl = BlockDeclaration.parse("; ".join(parts)) if parts else BlockDeclaration()
        out.append(((bool(on1), bool(on2)), decl))
    return out


@pytest.mark.parametrize("rules", ["2023", "current"])
@pytest.mark.parametrize("on_a", sorted(ON_ATTACKER))
@pytest.mark.parametrize("on_b", ["none", "must_be_blocked", "exactly_one"])
@pytest.mark.parametrize("b_flies", [False, True])
def test_509_1c_702_22h_declarations_with_the_same_blocks_obey_the_same_requirements(
    rules: str, on_a: str, on_b: str, b_flies: bool
) -> None:
    for on_w1, on_w2 in itertools.product(sorted(ON_BLOCKER), repeat=2):
        board = _board(on_a, on_b, on_w1, on_w2, b_flies)
        reqs = requirements(board)
        counts: dict[tuple[bool, bool], set[int]] = {}
        best = 0
        for result, decl in _declarations():
            if restriction_violations(board, decl):
                continue  # (w2 can't block a flying b: that declaration breaks 509.1b)
            counts.setdefault(result, set()).add(obeyed_count(reqs, decl))
            best = max(best, obeyed_count(reqs, decl))
        where = (on_a, on_b, on_w1, on_w2, b_flies)
        assert all(len(c) == 1 for c in counts.values()), (where, counts)
        assert maximum_requirements(board, reqs).maximum == best, where
        for _result, decl in _declarations():
            if restriction_violations(board, decl):
                continue
            verdict = is_legal_blocks(board, decl, rules)
            short = "509.1c" in [v.rule for v in verdict.violations]
            assert short == (obeyed_count(reqs, decl) < best), (where, str(decl))


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_509_1c_702_22h_a_block_on_the_mate_obeys_the_leaders_requirement(rules: str) -> None:
    """The leader must be blocked; w2 can block only the mate (the leader
    flies): blocking the mate blocks the band, so obeys it, and declaring
    nothing breaks 509.1c. Control: with no band, the mate's block obeys
    nothing and no block is the most that can be done."""
    lead = Permanent(
        id="a", controller="A", power=2, toughness=2, attacking="B", band="x",
        keywords=["banding", "flying"], block_rules=frozenset({MustBeBlocked()}),
    )  # fmt: skip
    mate = Permanent(id="b", controller="A", power=1, toughness=1, attacking="B", band="x")
    wall = Permanent(id="w2", controller="B", power=0, toughness=4)
    board = Board((Player("A"), Player("B")), (lead, mate, wall), "A")
    assert is_legal_blocks(board, BlockDeclaration.parse("w2: b"), rules).legal
    nothing = is_legal_blocks(board, BlockDeclaration(), rules)
    assert [v.rule for v in nothing.violations] == ["509.1c"]
    alone = Board(
        (Player("A"), Player("B")),
        (_unbanded(lead), _unbanded(mate), wall),
        "A",
    )
    assert is_legal_blocks(alone, BlockDeclaration(), rules).legal
    assert is_legal_blocks(alone, BlockDeclaration.parse("w2: b"), rules).obeyed == 0


def _unbanded(perm: Permanent) -> Permanent:
    from mtgcombat.core.model import evolve  # noqa: PLC0415

    return evolve(perm, band="")  # no band (the field is a str: "" is none)
