"""Combining fights: each fight's results thinned to those that can matter,
then one picked per fight by a dynamic programme over the players' summed
life and poison changes, so that "lethal to the player or not" is exact,
after the first-strike step as after the whole combat (104.2a); and the
solving player's best answer on a declared combat, its fights searched one by
one and so combined.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.solver.clock import _Clock
from mtgcombat.solver.fight_search import _FightSearch
from mtgcombat.solver.fight_split import _Sides, _splits, _sub_board, fights
from mtgcombat.solver.objective import _ends_early, _result_from
from mtgcombat.solver.plans import _Result


def _pareto(
    results: Sequence[_Result], board: Board, me: str, clock: _Clock | None = None
) -> list[_Result]:
    """Leave out each result that another beats or ties on everything the
    solving player's choice depends on: the same changes in the first-strike
    step, and after the whole combat its own life up and poison down, the
    other player's life down and poison up, its score up."""
    signs: list[int] = []
    for p in board.players:
        mine = p.id == me
        signs.extend((1 if mine else -1, -1 if mine else 1))

    def covers(x: _Result, y: _Result) -> bool:
        # Only results with the same first-strike-step changes compare: then
        # the game ends after that step (104.2a) with either or with neither,
        # whatever the other fights do. (More damage early is not always
        # better: ending the game early forgoes the regular step's score.)
        return (
            x.early == y.early
            and x.mine >= y.mine
            and x.early_mine >= y.early_mine
            and all(s * (a - b) >= 0 for s, a, b in zip(signs, x.delta, y.delta, strict=True))
        )

    kept: list[_Result] = []
    for r in results:
        if clock is not None:
            clock.tick()
        if any(covers(k, r) for k in kept):
            continue
        kept = [k for k in kept if not covers(r, k)]
        kept.append(r)
    return kept


_Pick = tuple[float, tuple[int, ...]]
_Entry = tuple[_Pick, _Pick]


def _combine(
    board: Board,
    per_fight: Sequence[Sequence[_Result]],
    sides: _Sides,
    clock: _Clock | None = None,
) -> tuple[tuple[int, float], list[_Result]]:
    """The solving player's best pick of one result per fight: a dynamic
    programme over the summed life and poison changes (after the first-strike
    step and after the whole combat) that keeps, for each sum, the best score
    either way; the totals then say whether the game ended after the
    first-strike step (104.2a) and so which score counts, and the game result.
    Returns the solving player's (game result, score change) and the picks.
    A game that ends as the declare blockers triggers resolve (every result
    of a fight shares its ``before``) ends before any damage."""
    width = 2 * len(board.players)
    over = _over_before(board, per_fight)
    if over is not None:
        total, score = over
        result = _result_from(board, total, sides.me) if sides.mine.avoid_losing else 0
        return (result, score), [results[0] for results in per_fight]
    zero = tuple(0 for _ in range(2 * width))
    # totals -> ((best whole-combat score, picks), (best first-strike score, picks))
    states: dict[tuple[int, ...], _Entry] = {zero: ((0.0, ()), (0.0, ()))}
    for results in per_fight:
        after: dict[tuple[int, ...], _Entry] = {}
        for total, ((whole, whole_picks), (first, first_picks)) in states.items():
            if clock is not None:
                clock.tick()
            for i, r in enumerate(results):
                key = tuple(a + b for a, b in zip(total, (*r.early, *r.delta), strict=True))
                best_whole = (whole + r.mine, (*whole_picks, i))
                best_first = (first + r.early_mine, (*first_picks, i))
                held = after.get(key)
                if held is not None:
                    if held[0][0] >= best_whole[0]:
                        best_whole = held[0]
                    if held[1][0] >= best_first[0]:
                        best_first = held[1]
                after[key] = (best_whole, best_first)
        states = after
    best: tuple[tuple[int, float], tuple[int, ...]] | None = None
    for total, (whole_pick, first_pick) in states.items():
        early = _ends_early(board, total[:width])
        score, chosen = first_pick if early else whole_pick
        counted = total[:width] if early else total[width:]
        result = _result_from(board, counted, sides.me) if sides.mine.avoid_losing else 0
        if best is None or (result, score) > best[0]:
            best = ((result, score), chosen)
    assert best is not None
    return best[0], [per_fight[i][k] for i, k in enumerate(best[1])]


def _over_before(
    board: Board, per_fight: Sequence[Sequence[_Result]]
) -> tuple[tuple[int, ...], float] | None:
    """The summed life and poison changes and the solving player's score
    change of the fights' declare blockers triggers, when they end the game
    before any combat damage (704.3, 104.2a); else ``None``. The triggers
    have no choice in them: every result of one fight shares them."""
    firsts = [results[0] for results in per_fight if results and results[0].before]
    if not firsts:
        return None
    total = tuple(sum(column) for column in zip(*(r.before for r in firsts), strict=True))
    if not _ends_early(board, total):
        return None
    return total, sum(r.before_mine for r in firsts)


def _totals(board: Board, picks: Sequence[_Result]) -> tuple[tuple[int, ...], float, float]:
    """The summed life and poison changes and both scores of one pick per
    fight, after the first-strike step if the game ends there, else after
    the whole combat."""
    width = 2 * len(board.players)
    staged = [r for r in picks if r.before]
    if staged:
        before = [sum(column) for column in zip(*(r.before for r in staged), strict=True)]
        if _ends_early(board, before):
            # The game ended as the declare blockers triggers resolved.
            mine = sum(r.before_mine for r in staged)
            return tuple(before), mine, sum(r.before_theirs for r in staged)
    early_sum = [0] * width
    for r in picks:
        early_sum = [a + b for a, b in zip(early_sum, r.early, strict=True)]
    early = _ends_early(board, early_sum)
    total = [0] * width
    mine = theirs = 0.0
    for r in picks:
        delta, gain, loss = r.outcome(early)
        total = [a + b for a, b in zip(total, delta, strict=True)]
        mine += gain
        theirs += loss
    return tuple(total), mine, theirs


def _respond(
    board: Board, rules: RuleSet, sides: _Sides, clock: _Clock, search: _FightSearch | None = None
) -> tuple[tuple[int, float], list[_Result], bool]:
    """The solving player's best combination on a declared combat: its
    predicted (game result, score change), the picked result of each fight,
    and whether the fights were searched completely. Raises
    :class:`_OutOfTime` when the clock runs out before every fight has a
    result and they are combined."""
    search = search or _FightSearch(rules, sides, clock)
    groups = fights(board) if _splits(board) else [tuple(board.in_combat())]
    per_fight = []
    for g in groups:
        clock.tick()
        per_fight.append(_pareto(search.results(_sub_board(board, g)), board, sides.me, clock))
    key, picks = _combine(board, per_fight, sides, clock)
    return key, picks, search.complete and not clock.expired
