"""The checks of a block declaration on a board without blocking rules
(CR 509.1a), taken by the short way, agree with the full checks.

``blocks.restriction_violations`` goes straight to the basic checks of
509.1a when no permanent has a blocking rule (509.1b-d), none has shadow and
no attacking creature has menace, evasion or a non-keyword ability: then
nothing else can find a problem. ``requirements`` gives none at once when no
permanent has a blocking rule (509.1c), and ``is_legal_blocks`` counts the
cost of the declaration (509.1d) from the board's own cost for each blocker.
Here random boards (two or three players, teams, tapped and dead creatures,
non-creatures, battles and planeswalkers, creatures that can block more,
keywords that matter and keywords that don't, now and then a blocking rule)
and random declarations (unknown ids, non-attackers, an attacker named
twice, a creature of the wrong player) are judged both ways: with the
board tests in place and with them made to answer "no", which takes every
check in turn. The verdicts, violations and errors must be the same.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtgcombat.rules.blocks_requirements as requirements_module
import mtgcombat.rules.blocks_restrictions as restrictions_module
import mtgcombat.rules.blocks_verdicts as verdicts_module
from mtgcombat.core.model import (
    BlockCost,
    BlockRule,
    Board,
    CantBlock,
    CardType,
    Counters,
    Keyword,
    Lure,
    MaxBlockersEachCombat,
    Permanent,
    Player,
    Zone,
)
from mtgcombat.rules.blocks import (
    BlockDeclaration,
    BlockVerdict,
    is_legal_blocks,
    requirements,
    restriction_violations,
)

SETTINGS = settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

# keywords that leave a board unrestricted, and some that don't (on an
# attacker: menace 702.111b, flying 702.9b, fear 702.36b; shadow 702.28b on any)
HARMLESS = (Keyword.REACH, Keyword.FIRST_STRIKE, Keyword.TRAMPLE, Keyword.VIGILANCE)
RESTRICTING = (Keyword.MENACE, Keyword.FLYING, Keyword.SHADOW, Keyword.FEAR)
RULES: tuple[BlockRule, ...] = (CantBlock(), Lure(), BlockCost(1), MaxBlockersEachCombat(1))


@st.composite
def boards(draw: st.DrawFn) -> Board:
    """A random board of two or three players: A attacks the others (or
    their planeswalker or battle), who have creatures that may block."""
    players = ["A", "B"] + (["C"] if draw(st.booleans()) else [])
    defenders = players[1:]
    teams: tuple[tuple[str, ...], ...] = ()
    if len(players) == 3 and draw(st.integers(0, 3)) == 0:  # Two-Headed Giant (805.10d)
        players.append("D")
        teams = (("A", "D"), ("B", "C"))
    restricting = draw(st.integers(0, 4)) == 0  # now and then a board the short way skips
    permanents: list[Permanent] = []
    targets = list(defenders)
    if draw(st.booleans()):
        permanents.append(
            Permanent(
                id="pw",
                controller=draw(st.sampled_from(defenders)),
                types=frozenset({CardType.PLANESWALKER}),
                counters=Counters(loyalty=3),
            )
        )
        targets.append("pw")

    def keywords() -> frozenset[Keyword]:
        pool = HARMLESS + (RESTRICTING if restricting else ())
        return frozenset(draw(st.sets(st.sampled_from(pool), max_size=2)))

    def rules() -> frozenset[BlockRule]:
        if not restricting or draw(st.integers(0, 2)):
            return frozenset()
        return frozenset({draw(st.sampled_from(RULES))})

    for i in range(draw(st.integers(0, 3))):
        permanents.append(
            Permanent(
                id=f"a{i}",
                controller="A",
                power=draw(st.integers(0, 4)),
                toughness=draw(st.integers(1, 4)),
                attacking=draw(st.sampled_from(targets)),
                abilities=keywords(),
                block_rules=rules(),
                zone=Zone.GRAVEYARD if draw(st.integers(0, 7)) == 0 else Zone.BATTLEFIELD,
            )
        )
    if draw(st.integers(0, 3)) == 0:  # a creature of A's that is not attacking
        permanents.append(Permanent(id="home", controller="A", power=1, toughness=1))
    for i in range(draw(st.integers(0, 4))):
        kind = draw(st.integers(0, 9))
        types = {
            0: frozenset({CardType.ENCHANTMENT}),
            1: frozenset({CardType.ARTIFACT, CardType.CREATURE}),
            2: frozenset({CardType.BATTLE, CardType.CREATURE}),
        }.get(kind, frozenset({CardType.CREATURE}))
        any_number = draw(st.integers(0, 5)) == 0
        permanents.append(
            Permanent(
                id=f"b{i}",
                controller=draw(st.sampled_from(defenders)),
                types=types,
                power=draw(st.integers(0, 4)),
                toughness=draw(st.integers(1, 4)),
                tapped=draw(st.integers(0, 4)) == 0,
                zone=Zone.EXILE if draw(st.integers(0, 9)) == 0 else Zone.BATTLEFIELD,
                abilities=keywords(),
                block_rules=rules(),
                can_block_additional=draw(st.integers(0, 1)),
                can_block_any_number=any_number,
            )
        )
    limit = draw(st.none() | st.integers(0, 3))
    return Board(
        tuple(Player(p) for p in players),
        tuple(permanents),
        "A",
        max_blockers_per_combat=limit,
        block_cost_each=draw(st.integers(0, 1)),
        teams=teams,
    )


@st.composite
def declarations(draw: st.DrawFn, board: Board) -> BlockDeclaration:
    """A random declaration: any permanent (or an unknown id) blocking any
    of the board's ids (or an unknown one), an attacker now and then twice."""
    ids = [p.id for p in board.permanents]
    blockers = draw(st.lists(st.sampled_from([*ids, "zz"]), unique=True, max_size=4))
    pairs = []
    for b in blockers:
        attackers = draw(st.lists(st.sampled_from([*ids, "yy"]), min_size=1, max_size=3))
        pairs.append((b, tuple(attackers)))
    return BlockDeclaration(tuple(pairs))


def _fresh(board: Board) -> Board:
    """The same board without the values computed on the first one."""
    return Board(
        board.players,
        board.permanents,
        board.active_player,
        max_blockers_per_combat=board.max_blockers_per_combat,
        block_cost_each=board.block_cost_each,
        teams=board.teams,
    )


def _verdict(board: Board, decl: BlockDeclaration) -> BlockVerdict | str:
    try:
        return is_legal_blocks(board, decl, time_limit=5.0)
    except KeyError as exc:
        return f"KeyError {exc}"


@SETTINGS
@given(data=st.data())
def test_509_1a_the_short_way_gives_the_verdict_of_every_check(data: st.DataObject) -> None:
    board = data.draw(boards())
    decl = data.draw(declarations(board))
    short = _verdict(board, decl)
    reqs = requirements(board)
    known = all(board.get(b) is not None for b in decl.blockers())
    violations = restriction_violations(board, decl) if known else None
    long_board = _fresh(board)
    with pytest.MonkeyPatch.context() as patch:
        # (each part that calls it holds its own name)
        for module in (restrictions_module, requirements_module, verdicts_module):
            patch.setattr(module, "_no_block_rules", lambda _board: False)
        patch.setattr(restrictions_module, "_unrestricted", lambda _board: False)
        assert _verdict(long_board, decl) == short
        assert requirements(long_board) == reqs
        if violations is not None:
            assert restriction_violations(long_board, decl) == violations


@SETTINGS
@given(data=st.data())
def test_509_1a_basic_checks_equal_every_check_on_unrestricted_boards(
    data: st.DataObject,
) -> None:
    board = data.draw(boards())
    decl = data.draw(declarations(board))
    if not restrictions_module._unrestricted(board):
        return
    assert restrictions_module._basic_violations(
        board, decl
    ) == restrictions_module._every_violation(board, decl)


def test_509_1a_a_plain_board_is_unrestricted_and_a_menace_attacker_is_not() -> None:
    ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
    plain = Board((Player("A"), Player("B")), (ogre, elf), "A")
    assert restrictions_module._unrestricted(plain)
    assert requirements(plain) == ()
    menace = Permanent(
        id="ogre", controller="A", power=5, toughness=5, attacking="B", keywords=["menace"]
    )
    board = Board((Player("A"), Player("B")), (menace, elf), "A")
    assert not restrictions_module._unrestricted(board)
    assert [v.rule for v in is_legal_blocks(board).violations] == ["702.111b"]
    shadow = Permanent(id="elf", controller="B", power=1, toughness=1, keywords=["shadow"])
    assert not restrictions_module._unrestricted(
        Board((Player("A"), Player("B")), (ogre, shadow), "A")
    )
    wall = Permanent(id="wall", controller="B", block_rules=frozenset({CantBlock()}))
    board = Board((Player("A"), Player("B")), (ogre, wall), "A")
    assert not restrictions_module._no_block_rules(board)
