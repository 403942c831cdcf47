"""The "nothing prevents or changes damage" guard carried over the combat
damage step's own board copies gives the results of computing it afresh on
every board (120.4b, 615.7, 702.16e)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import creature
from mtgcombat import Board, Keyword, Player, RuleSet, resolve_combat
from mtgcombat.core import model
from mtgcombat.core.model import evolve
from mtgcombat.rules.damage_prevention import _DAMAGE_CHANGES
from strategies import Combat, combats


@contextmanager
def _computed_on_every_board() -> Iterator[None]:
    model._MARK_FREE.discard(_DAMAGE_CHANGES)
    model._ZONE_FREE.discard(_DAMAGE_CHANGES)
    try:
        yield
    finally:
        model._MARK_FREE.add(_DAMAGE_CHANGES)
        model._ZONE_FREE.add(_DAMAGE_CHANGES)


def _both(board: Board, rules: RuleSet) -> None:
    carried = resolve_combat(board, rules, auto=True)
    with _computed_on_every_board():
        fresh = resolve_combat(board, rules, auto=True)
    assert carried == fresh


def test_120_4b_615_7_shields_used_up_in_the_first_strike_step() -> None:
    """615.7: a shield used up in the first-strike step leaves a board that
    the carried guard still sends through prevention; the regular step's
    damage is what a fresh look at that board gives (and the same with the
    shield lasting, and with none)."""
    for shield in (0, 1, 2, 5):
        for player_shield in (0, 1):
            perms = (
                creature("fs", "A", 2, 3, Keyword.FIRST_STRIKE, attacking="B"),
                creature("wall", "B", 1, 4, blocking=("fs",), prevent_next=shield),
                creature("ds", "A", 2, 2, Keyword.DOUBLE_STRIKE, attacking="B"),
            )
            players = (Player("A"), Player("B", prevent_next=player_shield))
            board = Board(players, perms, "A")
            for rules in RuleSet:
                _both(board, rules)


@settings(max_examples=200, deadline=None)
@given(combats(max_attackers=3, max_blockers=4), st.integers(0, 3), st.integers(0, 3))
def test_120_4b_guard_carried_over_a_combat_equals_a_fresh_look(
    combat: Combat, shield: int, player_shield: int
) -> None:
    """120.4b: random combats, some recipients with "prevent the next N"
    shields: the same result carried or computed afresh on each board."""
    board = combat.board
    perms = tuple(
        evolve(p, prevent_next=shield) if i % 2 else p for i, p in enumerate(board.permanents)
    )
    players = tuple(
        evolve(p, prevent_next=player_shield) if i else p for i, p in enumerate(board.players)
    )
    _both(replace(board, permanents=perms, players=players), combat.rules)
