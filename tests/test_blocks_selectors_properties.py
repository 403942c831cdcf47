"""Property tests for the blocking rules over selectors (CR 509.1b-c): on random
small boards (``strategies.selector_block_boards``: 1-3 attackers, 1-4
creatures of the defending player plus one more creature of either player)
the exact 509.1c maximum agrees with a brute force over every declaration.

The boards mix the restrictions and requirements of issue 12, section 3
("can't be blocked by SEL", "can block only SEL", "can't block unless ...",
"can't be blocked unless all creatures defending player controls block it",
"must be blocked by SEL", "blocks SEL each combat"...) with random selectors
(power and toughness against numbers or the source's, colors, subtypes,
keywords, tapped, controller, "other"), protection qualities (702.16f),
flying and reach, menace, block costs and tapped creatures.

Restrictions are judged twice, by ``restriction_violations`` and by an
oracle written here from the rules' wording (with its own selector matcher
and its own reading of protection qualities); requirements are counted twice,
by ``Requirement.is_obeyed`` and by a count written here. The two must agree
on every declaration, and the solver's maximum must equal the brute force's.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgcombat.core.abilities import (
    AlsoBlock,
    BlockableDespiteLandwalk,
    BlockCost,
    BlocksEachCombat,
    BlocksSelEachCombat,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CanBlockTapped,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlockSel,
    CantBlockUnless,
    GreaterPowerAlsoBlocks,
    Keyword,
    Landwalk,
    Lure,
    LureSel,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBlock,
    Protection,
    Selector,
    YouControl,
)
from mtgcombat.core.model import Board, CardType, Permanent
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
from strategies import DEFENDER, selector_block_boards

SETTINGS = settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# ---------------------------------------------------------------------------
# The oracle: selectors, protection, restrictions, requirements
# ---------------------------------------------------------------------------


def by_id(board: Board) -> dict[str, Permanent]:
    return {p.id: p for p in board.permanents}


def source_of(board: Board, holder: Permanent, source: str) -> Permanent:
    """The permanent a rule reads its selector from: the named source, else
    the creature holding the rule (every named source is on these boards)."""
    return by_id(board)[source] if source else holder


def stat(p: Permanent, name: str) -> int:
    return p.power if name == "power" else p.toughness  # no counters on these boards


def oracle_matches(sel: Selector, obj: Permanent, source: Permanent) -> bool:
    """Whether obj is one of "SEL" as read by ``source``, on a board where the
    defending player is always B."""
    type_names = {t.value for t in obj.types}
    checks = [
        sel.types <= type_names,
        not (sel.not_types & type_names),
        not sel.subtypes or bool(sel.subtypes & obj.subtypes),
        not (sel.not_subtypes & obj.subtypes),
        not sel.colors or bool(sel.colors & obj.colors),
        not (sel.not_colors & obj.colors),
        sel.with_keywords <= obj.abilities,
        not (sel.without_keywords & obj.abilities),
        sel.tapped is None or obj.tapped == sel.tapped,
        not sel.other or obj.id != source.id,
        sel.supertypes <= obj.supertypes,
        not sel.any_of or any(oracle_matches(s, obj, source) for s in sel.any_of),
    ]
    n_colors = len(obj.colors)
    checks.append(
        {
            "": True,
            "multicolored": n_colors > 1,
            "monocolored": n_colors == 1,
            "colorless": n_colors == 0,
        }[sel.color_count]
    )
    checks.append(
        {
            "": True,
            "you": obj.controller == source.controller,
            "opponent": obj.controller != source.controller,
            "defending": obj.controller == DEFENDER,
        }[sel.controller]
    )
    for c in sel.compares:
        mine = stat(obj, c.stat)
        other = c.value if c.value is not None else stat(source, c.stat)
        checks.append(
            {
                "<": mine < other,
                "<=": mine <= other,
                "==": mine == other,
                ">=": mine >= other,
                ">": mine > other,
            }[c.op]
        )
    return all(checks)


def oracle_quality(quality: str, obj: Permanent, holder: str) -> bool:
    """Whether obj has the protection quality (702.16a-k), for a permanent
    with protection controlled by ``holder``."""
    n_colors = len(obj.colors)
    table = {
        "red": "red" in obj.colors,
        "white": "white" in obj.colors,
        "all colors": n_colors > 0,
        "each color": n_colors > 0,
        "multicolored": n_colors > 1,
        "monocolored": n_colors == 1,
        "colorless": n_colors == 0,
        "creatures": CardType.CREATURE in obj.types,
        "artifacts": CardType.ARTIFACT in obj.types,
        "goblins": "goblin" in obj.subtypes,
        "elves": "elf" in obj.subtypes,
        "walls": "wall" in obj.subtypes,
        "everything": True,
        "each opponent": obj.controller != holder,
        "A": obj.controller == "A",
        "B": obj.controller == "B",
    }
    return table[quality]


def attackers_of(board: Board) -> list[Permanent]:
    return [p for p in board.permanents if p.attacking is not None]


def creatures_of_b(board: Board) -> list[Permanent]:
    """Every creature of the defending player B, tapped or not."""
    return [
        p for p in board.permanents if p.controller == DEFENDER and CardType.CREATURE in p.types
    ]


def free_to_try(board: Board, b: Permanent) -> bool:
    """509.1a and "can't block unless you control SEL" (a condition on the
    board, not on the declaration)."""
    if (b.tapped and CanBlockTapped() not in b.block_rules) or b.attacking is not None:
        return False
    for r in b.block_rules:
        if isinstance(r, CantBlockUnless) and isinstance(r.condition, YouControl):
            src = source_of(board, b, r.source)
            if not any(
                p.controller == src.controller and oracle_matches(r.condition.selector, p, src)
                for p in board.permanents
            ):
                return False
    return True


def may_block(board: Board, b: Permanent, a: Permanent) -> bool:
    """The pairwise restrictions between b and a (509.1b, 702.9b, 702.16f)."""
    if (
        Keyword.FLYING in a.abilities
        and not ({Keyword.FLYING, Keyword.REACH} & b.abilities)
        and not any(
            isinstance(r, CanBlockAsThoughReach)
            and oracle_matches(r.selector, a, source_of(board, b, r.source))
            for r in b.block_rules
        )
    ):
        return False
    lands_of_b = {
        s
        for p in board.permanents
        if p.controller == DEFENDER and CardType.LAND in p.types
        for s in p.subtypes
    }
    for ability in a.abilities:
        if (
            isinstance(ability, Landwalk)
            and ability.land_type in lands_of_b
            and BlockableDespiteLandwalk(ability.land_type) not in a.block_rules
        ):
            return False
    if CantBeBlockedAlone() in a.block_rules and len(attackers_of(board)) == 1:
        return False
    for ability in a.abilities:
        if isinstance(ability, Protection) and oracle_quality(ability.quality, b, a.controller):
            return False
    for r in a.block_rules:
        if isinstance(r, CantBeBlockedBy | CantBeBlockedExceptBy | CantBeBlockedWhile):
            src = source_of(board, a, r.source)
            if isinstance(r, CantBeBlockedBy) and oracle_matches(r.selector, b, src):
                return False
            if isinstance(r, CantBeBlockedExceptBy) and not oracle_matches(r.selector, b, src):
                return False
            if isinstance(r, CantBeBlockedWhile) and any(
                p.controller == DEFENDER and oracle_matches(r.selector, p, src)
                for p in board.permanents
            ):
                return False
    for r in b.block_rules:
        if isinstance(r, CantBlockSel | CanBlockOnly):
            src = source_of(board, b, r.source)
            if isinstance(r, CantBlockSel) and oracle_matches(r.selector, a, src):
                return False
            if isinstance(r, CanBlockOnly) and not oracle_matches(r.selector, a, src):
                return False
    return True


def oracle_legal_restrictions(board: Board, decl: BlockDeclaration) -> bool:
    """509.1a-b over the whole declaration, written independently."""
    perms = by_id(board)
    attackers = {a.id: a for a in attackers_of(board)}
    for blocker, blocked in decl.blocks:
        b = perms.get(blocker)
        if b is None or b.controller != DEFENDER or CardType.CREATURE not in b.types:
            return False
        if not free_to_try(board, b):
            return False
        if len(set(blocked)) != len(blocked) or len(blocked) > 1 + b.can_block_additional:
            return False
        if any(x not in attackers or not may_block(board, b, attackers[x]) for x in blocked):
            return False
    blocking = decl.blockers()
    for blocker in blocking:
        b = perms[blocker]
        others = [perms[o] for o in blocking if o != blocker]
        for r in b.block_rules:
            if not isinstance(r, CantBlockUnless):
                continue
            if isinstance(r.condition, AlsoBlock) and len(others) < r.condition.count:
                return False
            if isinstance(r.condition, GreaterPowerAlsoBlocks) and not any(
                o.power > b.power for o in others
            ):
                return False
    limits = [
        r.count
        for p in board.permanents
        for r in p.block_rules
        if isinstance(r, MaxBlockersEachCombat)
    ]
    if limits and len(blocking) > min(limits):
        return False
    everyone = {c.id for c in creatures_of_b(board)}
    for aid, a in attackers.items():
        them = set(decl.blockers_of(aid))
        n = len(them)
        fewest = 2 if Keyword.MENACE in a.abilities or MinBlockers(2) in a.block_rules else 1
        if 0 < n < fewest or (MaxBlockers(1) in a.block_rules and n > 1):
            return False
        if CantBeBlockedUnlessAllBlock() in a.block_rules and n and them != everyone:
            return False
    return True


def oracle_obeyed(board: Board, decl: BlockDeclaration) -> int:
    """The number of 509.1c requirements the declaration obeys, counted here."""
    count = 0
    attackers = attackers_of(board)
    for b in creatures_of_b(board):
        blocked = decl.attackers_of(b.id)
        for r in b.block_rules:
            if isinstance(r, BlocksEachCombat):
                count += bool(blocked)
            elif isinstance(r, MustBlock):
                count += r.attacker in blocked
            elif isinstance(r, BlocksSelEachCombat):
                src = source_of(board, b, r.source)
                count += any(
                    a.id in blocked and oracle_matches(r.selector, a, src) for a in attackers
                )
        count += sum(Lure() in a.block_rules and a.id in blocked for a in attackers)
        count += sum(
            isinstance(r, LureSel)
            and a.id in blocked
            and oracle_matches(r.selector, b, source_of(board, a, r.source))
            for a in attackers
            for r in a.block_rules
        )
    perms = by_id(board)
    for a in attackers:
        blockers = [perms[x] for x in decl.blockers_of(a.id)]
        count += MustBeBlocked() in a.block_rules and bool(blockers)
        for r in a.block_rules:
            if isinstance(r, MustBeBlockedBy):
                src = source_of(board, a, r.source)
                count += any(oracle_matches(r.selector, b, src) for b in blockers)
    return count


# ---------------------------------------------------------------------------
# The brute force
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Brute:
    everything: tuple[BlockDeclaration, ...]
    unrestricted: frozenset[BlockDeclaration]
    maximum: int
    legal: frozenset[BlockDeclaration]


def every_declaration(board: Board) -> list[BlockDeclaration]:
    attacker_ids = [a.id for a in attackers_of(board)]
    names: list[str] = []
    choices: list[list[tuple[str, ...]]] = []
    for b in creatures_of_b(board):
        top = min(1 + b.can_block_additional, len(attacker_ids))
        names.append(b.id)
        choices.append([s for k in range(top + 1) for s in itertools.combinations(attacker_ids, k)])
    return [
        BlockDeclaration(tuple(zip(names, combo, strict=True)))
        for combo in itertools.product(*choices)
    ]


def costs_nothing(board: Board, decl: BlockDeclaration) -> bool:
    return all(block_cost(board, b) == 0 for b in decl.blockers())


def brute_force(board: Board) -> Brute:
    reqs = requirements(board)
    everything = every_declaration(board)
    unrestricted: list[BlockDeclaration] = []
    obeyed: dict[BlockDeclaration, int] = {}
    maximum = 0
    for decl in everything:
        free_of_restrictions = not restriction_violations(board, decl)
        assert free_of_restrictions == oracle_legal_restrictions(board, decl), (
            decl,
            restriction_violations(board, decl),
        )
        count = obeyed_count(reqs, decl)
        assert count == oracle_obeyed(board, decl), decl
        if not free_of_restrictions:
            continue
        unrestricted.append(decl)
        obeyed[decl] = count
        if costs_nothing(board, decl):
            maximum = max(maximum, count)
    legal = frozenset(d for d in unrestricted if obeyed[d] >= maximum)
    return Brute(tuple(everything), frozenset(unrestricted), maximum, legal)


# ---------------------------------------------------------------------------
# Properties
# ---------------------------------------------------------------------------


def check_maximum(board: Board) -> None:
    """509.1c: the exact maximum equals the brute force's, and its witness
    is a legal declaration that breaks no restriction, costs nothing and
    obeys that many requirements."""
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


@pytest.mark.slow
@SETTINGS
@given(selector_block_boards())
def test_509_1c_maximum_with_selector_rules_equals_brute_force(board: Board) -> None:
    check_maximum(board)


@pytest.mark.slow
@SETTINGS
@given(selector_block_boards())
def test_509_1c_legal_declarations_with_selector_rules_equal_brute_force(board: Board) -> None:
    brute = brute_force(board)
    listed = list(legal_block_declarations(board))
    assert len(listed) == len(set(listed))
    assert set(listed) == brute.legal
    assert BlockDeclaration() in brute.unrestricted  # not blocking breaks no restriction
    assert brute.legal


@pytest.mark.slow
@SETTINGS
@given(st.data(), selector_block_boards())
def test_509_1_is_legal_blocks_with_selector_rules_agrees_with_brute_force(
    data: st.DataObject, board: Board
) -> None:
    brute = brute_force(board)
    for _ in range(4):
        decl = data.draw(st.sampled_from(brute.everything))
        verdict = is_legal_blocks(board, decl)
        assert verdict.legal == (decl in brute.legal), (decl, verdict.violations)
        achieved = verdict.obeyed if verdict.legal else 0
        assert verdict.maximum == max(brute.maximum, achieved)
        assert verdict.obeyed == obeyed_count(requirements(board), decl)
        if not verdict.legal:
            witness = verdict.witness
            assert witness is not None
            assert witness in brute.legal
            assert costs_nothing(board, witness)


@pytest.mark.slow
def test_509_1c_selector_boards_exercise_every_new_rule() -> None:
    """The strategy reaches every new rule kind (a guard against a strategy
    that silently stops generating one)."""
    seen: set[type] = set()

    @settings(max_examples=150, deadline=None, database=None)
    @given(selector_block_boards())
    def collect(board: Board) -> None:
        for p in board.permanents:
            seen.update(type(r) for r in p.block_rules)
            seen.update(type(r.condition) for r in p.block_rules if isinstance(r, CantBlockUnless))

    collect()
    wanted = {
        CantBeBlockedBy,
        CantBeBlockedExceptBy,
        CantBeBlockedWhile,
        CantBeBlockedUnlessAllBlock,
        MustBeBlockedBy,
        CantBlockSel,
        CanBlockOnly,
        YouControl,
        AlsoBlock,
        GreaterPowerAlsoBlocks,
        BlocksSelEachCombat,
        BlockCost,
    }
    assert wanted <= seen, wanted - seen
