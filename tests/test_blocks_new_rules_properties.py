"""Property tests for the blocking rules added with the protection and
selector work (CR 509.1a-c): "all SEL able to block ~ do so" (a requirement
per matching creature), "can block SEL as though it had reach" (702.17b),
"can be blocked as though it didn't have islandwalk" (702.14c), "can block as
though it were untapped" (509.1a), "no more than N creatures can block each
combat" (509.1b) and "can't be blocked as long as it's attacking alone"
(506.5). The boards of ``strategies.selector_block_boards`` get these rules
on top of theirs; the exact 509.1c maximum, the legal declarations and each
verdict must agree with the brute force and the oracle of
``test_blocks_selectors_properties`` (which reads these rules too)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgcombat.core.abilities import (
    BlockableDespiteLandwalk,
    CanBlockAsThoughReach,
    CanBlockTapped,
    CantBeBlockedAlone,
    Keyword,
    Landwalk,
    LureSel,
    MaxBlockersEachCombat,
)
from mtgcombat.core.model import BlockRule, Board, Permanent
from mtgcombat.rules.blocks import (
    is_legal_blocks,
    legal_block_declarations,
)
from strategies import DEFENDER, selector_block_boards, selectors
from test_blocks_selectors_properties import SETTINGS, brute_force, check_maximum


@st.composite
def boards_with_new_rules(draw: st.DrawFn) -> Board:
    """A selector board with the new rules added at random."""
    board = draw(selector_block_boards())
    ids = [p.id for p in board.permanents]
    out: list[Permanent] = []
    for p in board.permanents:
        rules: list[BlockRule] = []
        abilities = set(p.abilities)
        tapped = p.tapped
        if p.attacking is not None:
            if draw(st.integers(0, 2)) == 0:
                source = draw(st.sampled_from(["", *ids]))
                rules.append(LureSel(draw(selectors()), source))
            if draw(st.integers(0, 3)) == 0:
                abilities.add(Landwalk("island"))
                if draw(st.booleans()):
                    rules.append(BlockableDespiteLandwalk("island"))
            if draw(st.integers(0, 4)) == 0:
                rules.append(CantBeBlockedAlone())
            if draw(st.integers(0, 3)) == 0:
                abilities.add(Keyword.FLYING)
        elif p.controller == DEFENDER and p.id.startswith("b"):
            if draw(st.integers(0, 2)) == 0:
                source = draw(st.sampled_from(["", *ids]))
                rules.append(CanBlockAsThoughReach(draw(selectors()), source))
            if draw(st.integers(0, 3)) == 0:
                rules.append(CanBlockTapped())
                tapped = tapped or draw(st.booleans())
        elif p.id == "home" and draw(st.integers(0, 2)) == 0:
            rules.append(MaxBlockersEachCombat(draw(st.integers(1, 2))))
        out.append(
            dataclasses.replace(
                p,
                block_rules=p.block_rules | frozenset(rules),
                abilities=frozenset(abilities),
                tapped=tapped,
            )
        )
    return dataclasses.replace(board, permanents=tuple(out))


@pytest.mark.slow
@SETTINGS
@given(boards_with_new_rules())
def test_509_1c_maximum_with_new_rules_equals_brute_force(board: Board) -> None:
    check_maximum(board)


@pytest.mark.slow
@SETTINGS
@given(boards_with_new_rules())
def test_509_1c_legal_declarations_with_new_rules_equal_brute_force(board: Board) -> None:
    brute = brute_force(board)
    assert set(legal_block_declarations(board)) == brute.legal


@pytest.mark.slow
@SETTINGS
@given(st.data(), boards_with_new_rules())
def test_509_1_is_legal_blocks_with_new_rules_agrees_with_brute_force(
    data: st.DataObject, board: Board
) -> None:
    brute = brute_force(board)
    for _ in range(3):
        decl = data.draw(st.sampled_from(brute.everything))
        verdict = is_legal_blocks(board, decl)
        assert verdict.legal == (decl in brute.legal), (decl, verdict.violations)


@pytest.mark.slow
def test_509_1c_new_rule_boards_exercise_every_new_rule() -> None:
    seen: set[type] = set()

    @settings(max_examples=150, deadline=None, database=None)
    @given(boards_with_new_rules())
    def collect(board: Board) -> None:
        for p in board.permanents:
            seen.update(type(r) for r in p.block_rules)

    collect()
    wanted = {
        LureSel,
        BlockableDespiteLandwalk,
        CanBlockAsThoughReach,
        CanBlockTapped,
        MaxBlockersEachCombat,
        CantBeBlockedAlone,
    }
    assert wanted <= seen
