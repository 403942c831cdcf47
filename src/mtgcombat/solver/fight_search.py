"""Every result the solving player can reach in one fight: its damage
assignment orders (509.2 for the attacker, 509.3 for the defender, 2023
rules) and its package in each damage step (510.1), the other player answering
each with what is best for it in the fight, each played with the real rules
(:func:`~mtgcombat.rules.combat.resolve_step`).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

from mtgcombat.core.model import Board, Keyword, Permanent
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.rules.assignment import Package, default_package, steps
from mtgcombat.rules.combat import resolve_step
from mtgcombat.solver.clock import _Clock, _OutOfTime
from mtgcombat.solver.fight_split import (
    FightCache,
    _delta,
    _kind,
    _shape,
    _Sides,
    _sort_of,
    _worths,
)
from mtgcombat.solver.objective import Objective, with_pumps
from mtgcombat.solver.packages import _Again, _combinations, _packages
from mtgcombat.solver.plans import CombatPlan, _Result
from mtgcombat.solver.reduce import Decider, few_orders

_Line = tuple[Board, Board, dict[Step, Package], dict[Step, Package]]
"""One way a fight's steps go (:meth:`_FightSearch._play`): the final board,
the board after the first-strike step, the solving player's packages and
every package played."""


class _FightSearch:
    """Every result the solving player can reach in a fight (a board holding
    only that fight): its damage assignment orders (2023 rules) and its
    package in each step, the other player answering each package with what
    is best for it in the fight. Identical fights are searched once."""

    def __init__(
        self,
        rules: RuleSet,
        sides: _Sides,
        clock: _Clock,
        *,
        their_orders: bool = False,
        shared: FightCache | None = None,
    ) -> None:
        self.rules = rules
        self.sides = sides
        self.clock = clock
        # Whether the other player still announces its own damage assignment
        # orders (509.3, after the solving attacker's, 509.2): so in a block
        # search, where the defender's orders are part of its choice. Else
        # the other player's orders are those on the board.
        self.their_orders = their_orders
        # Whether every search so far went to the end: one flag for this
        # search and the ones it made for other pumps (:meth:`under`).
        self._complete = [True]
        self._cache: dict[tuple[object, ...], tuple[tuple[str, ...], list[_Result]]] = {}
        # Fights searched to the end by earlier searches with the same rules
        # and sides (best_attacks: one per attack declaration).
        self.shared = shared
        self._under: dict[tuple[tuple[str, tuple[int, int]], ...], _FightSearch] = {}

    @property
    def complete(self) -> bool:
        return self._complete[0]

    @complete.setter
    def complete(self, value: bool) -> None:
        self._complete[0] = value

    def under(self, pumps: Mapping[str, tuple[int, int]]) -> _FightSearch:
        """The same search for boards on which the declare blockers triggers
        gave these pumps until end of turn: both objectives leave them out of
        a creature's worth (they end in the cleanup step, 514.2). It shares
        this search's caches (a fight's shape includes what its creatures are
        worth) and its completeness."""
        if not pumps:
            return self
        key = tuple(sorted(pumps.items()))
        found = self._under.get(key)
        if found is None:
            sides = _Sides(
                self.sides.me,
                self.sides.other,
                with_pumps(self.sides.mine, pumps),
                with_pumps(self.sides.theirs, pumps),
            )
            found = _FightSearch(
                self.rules, sides, self.clock, their_orders=self.their_orders, shared=self.shared
            )
            found._complete = self._complete
            found._cache = self._cache
            self._under[key] = found
        return found

    def results(self, board: Board, *, named: bool = True) -> list[_Result]:
        """The fight's results; with ``named=False`` the choices in them may
        name the creatures of an identical fight searched earlier."""
        shape = (_shape(board), _worths(board, self.sides))
        ids = tuple(p.id for p in board.permanents)
        cached = self._cache.get(shape)
        if cached is None and self.shared is not None:
            cached = self.shared.fights.get(shape)
        if cached is not None:
            if not named or cached[0] == ids:
                return cached[1]
            names = dict(zip(cached[0], ids, strict=True))
            return [r.renamed(names) for r in cached[1]]
        found = self._search(board)
        self._cache[shape] = (ids, found)
        if self.shared is not None and not self.clock.expired:
            self.shared.fights[shape] = (ids, found)
        return found

    def _search(self, board: Board) -> list[_Result]:
        """The fight's results, the default play's first (the attacker's
        default chooser, and the other player's answer to it): a search cut
        short by the clock still has that one. Raises :class:`_OutOfTime`
        only when the clock runs out before even that one is found."""
        me, other = self.sides.me, self.sides.other
        start_mine = self.sides.mine.score(board, me)
        start_theirs = self.sides.theirs.score(board, other)
        found: dict[tuple[object, ...], _Result] = {}
        stand_ins: dict[tuple[object, ...], _Result] = {}

        def add(orders: dict[str, tuple[str, ...]], line: _Line) -> None:
            final, early, mine, played = line
            delta, first = _delta(board, final), _delta(board, early)
            gain = self.sides.mine.score(final, me) - start_mine
            loss = self.sides.theirs.score(final, other) - start_theirs
            early_gain = self.sides.mine.score(early, me) - start_mine
            early_loss = self.sides.theirs.score(early, other) - start_theirs
            key = (delta, first, *(round(x, 9) for x in (gain, loss, early_gain, early_loss)))
            if key not in found:
                plan = CombatPlan(orders, mine)
                found[key] = _Result(delta, gain, loss, plan, played, first, early_gain, early_loss)

        # Where the other player announces orders of its own (509.3), the
        # default play (the board's order for them) is only a stand-in until
        # the search has found the orders it chooses: the solving player
        # cannot count on an order the other player would not announce, and
        # the results must not depend on which of identical creatures comes
        # first on the board.
        stand_in = bool(self.their_orders and _choosers_of(board, self.rules, self.sides.other))
        try:
            orders = self._default_orders(board)
            ordered = board.with_orders({**board.orders, **orders}) if orders else board
            add(orders, self._default_line(ordered))
            if stand_in:
                stand_ins, found = found, {}
            for orders in self._order_choices(board):
                ordered = board.with_orders({**board.orders, **orders}) if orders else board
                theirs, lines = self._their_answer(ordered)
                for line in lines:
                    add({**orders, **theirs}, line)
                    self.clock.tick()
        except _OutOfTime:
            self.complete = False
            if not found and not stand_ins:
                raise
            # Cut short: the default play stays among the results.
            found = {**stand_ins, **found}
        return list(found.values()) or list(stand_ins.values())

    def _their_answer(self, board: Board) -> tuple[dict[str, tuple[str, ...]], Iterable[_Line]]:
        """The other player's damage assignment orders once the solving
        player's are announced (509.3 after 509.2), and the solving player's
        lines under them: the orders whose best line for the solving player is
        best for the other player in this fight (as :meth:`_answer` chooses
        its packages). No orders, and the lines walked lazily, where the other
        player has none to choose."""
        choosers = _choosers_of(board, self.rules, self.sides.other) if self.their_orders else []
        if not choosers:
            return {}, self._play(board, steps(board), board)
        other, me = self.sides.other, self.sides.me
        decider = _decider(board, other, self.sides.theirs)
        sort = _sort_of(_Sides(other, me, self.sides.theirs, self.sides.mine))
        per = [_Again(functools.partial(_orders_of, board, c, decider, sort)) for c in choosers]
        best: tuple[tuple[int, float], dict[str, tuple[str, ...]], list[_Line]] | None = None
        for combo in _combinations(per):
            self.clock.tick()
            theirs = dict(zip(choosers, combo, strict=True))
            ordered = board.with_orders({**board.orders, **theirs})
            lines = list(self._play(ordered, steps(ordered), ordered))
            if not lines:
                continue
            expected = max(lines, key=lambda line: self.sides.mine.key(line[0], me))
            key = self.sides.theirs.key(expected[0], other)
            if best is None or key > best[0]:
                best = (key, theirs, lines)
        if best is None:
            return {}, ()
        return best[1], best[2]

    def _choosers(self, board: Board) -> list[str]:
        """The solving player's creatures whose order is still to be chosen
        (:func:`_choosers_of`)."""
        return _choosers_of(board, self.rules, self.sides.me)

    def _default_orders(self, board: Board) -> dict[str, tuple[str, ...]]:
        """The orders of the default play: board order (what the rules
        engine assumes where none is declared)."""
        return {c: board.damage_assignment_order(c) for c in self._choosers(board)}

    def _default_line(
        self, board: Board
    ) -> tuple[Board, Board, dict[Step, Package], dict[Step, Package]]:
        """The default play as one line of :meth:`_play`: the solving
        player's default package in each step (the default chooser's,
        :func:`~mtgcombat.rules.assignment.default_package`), the other answering
        with its best in the fight."""
        early = board
        mine: dict[Step, Package] = {}
        played: dict[Step, Package] = {}
        todo = steps(board)
        for i, step in enumerate(todo):
            package = default_package(board, self.rules, step, player=self.sides.me)
            answer = self._answer(board, step, package, todo[i + 1 :], _DEFAULT_ANSWERS)
            both = package.merged(answer)
            board = resolve_step(board, self.rules, step, both, trusted=True).board
            if step is Step.FIRST_STRIKE:
                early = board
            mine[step], played[step] = package, both
        return board, early, mine, played

    def _order_choices(self, board: Board) -> Iterator[dict[str, tuple[str, ...]]]:
        """The solving player's damage assignment orders (509.2 for the active
        player's attackers, 509.3 for a defending player's blockers), leaving
        out orders that differ only by swapping identical creatures or in
        places the creature's damage can never reach."""
        choosers = self._choosers(board)
        decider = _decider(board, self.sides.me, self.sides.mine)
        sort = _sort_of(self.sides)
        # Walked afresh for each combination, never listed: ten creatures in
        # one order can have millions. Where only a few orders matter
        # (solver_reduce.few_orders), just those.
        per = [_Again(functools.partial(_orders_of, board, c, decider, sort)) for c in choosers]
        for combo in _combinations(per):
            self.clock.tick()
            yield dict(zip(choosers, combo, strict=True))

    def _play(
        self, board: Board, todo: Sequence[Step], early: Board
    ) -> Iterator[tuple[Board, Board, dict[Step, Package], dict[Step, Package]]]:
        """Each way the remaining steps can go: the final board, the board
        after the first-strike step (``early`` until it is played), the
        solving player's packages, and every package played. The regular step
        is played even when this fight alone ends the game in the first-strike
        step: whether the game ends depends on every fight, so the combination
        decides which of the two boards counts."""
        if not todo:
            yield board, early, {}, {}
            return
        step, rest = todo[0], todo[1:]
        alike = self._alike(board)
        decider = _decider(board, self.sides.me, self.sides.mine)
        for mine in _packages(
            board, self.rules, step, self.sides.me, Package(), alike, decider, self.clock
        ):
            answer = self._answer(board, step, mine, rest)
            both = mine.merged(answer)
            after = resolve_step(board, self.rules, step, both, trusted=True).board
            then = after if step is Step.FIRST_STRIKE else early
            for final, first, later, played in self._play(after, rest, then):
                yield final, first, {step: mine, **later}, {step: both, **played}

    def _alike(self, board: Board) -> list[list[str]]:
        """Groups of interchangeable creatures (same kind, blocking or blocked
        by the same creatures): under the current rules a division among them
        and the same division swapped end alike, so only one is tried. (Under
        the 2023 rules the orders already skip such swaps.)"""
        if self.rules.has_damage_assignment_order:
            return []
        sort = _sort_of(self.sides)
        groups: dict[tuple[object, tuple[str, ...]], list[str]] = {}
        for c in board.in_combat():
            perm = board.permanent(c)
            partners = (
                board.blockers_of(c) if board.is_attacking(c) else board.blocked_by_blocker(c)
            )
            groups.setdefault((sort(perm), tuple(sorted(partners))), []).append(c)
        return [g for g in groups.values() if len(g) > 1]

    def _answer(
        self,
        board: Board,
        step: Step,
        mine: Package,
        rest: Sequence[Step],
        most: int | None = None,
    ) -> Package:
        """The other player's package: its best in this fight, assuming the
        solving player then plays its own best in the fight. With ``most``,
        an other player with more than that many packages plays its default
        chooser's instead (the default play must come quickly)."""
        other = self.sides.other
        # Swapping identical creatures does not change what the answer is
        # worth, so the alike cut holds for the other player's choice too.
        decider = _decider(board, other, self.sides.theirs)
        answers = _packages(
            board, self.rules, step, other, mine, self._alike(board), decider, self.clock
        )
        first = next(answers, None)
        second = next(answers, None)
        if first is None or second is None:
            return first or Package()
        ahead: Iterable[Package] = answers
        if most is not None:
            listed = list(itertools.islice(answers, most))
            if len(listed) == most:
                played = default_package(board, self.rules, step, self.sides.other, mine)
                return Package(tuple(a for a in played if a.creature not in mine))
            ahead = listed
        best: tuple[tuple[int, float], Package] | None = None
        for answer in itertools.chain((first, second), ahead):
            after = resolve_step(board, self.rules, step, mine.merged(answer), trusted=True).board
            finals = [final for final, _, _, _ in self._play(after, rest, after)]
            expected = max(finals, key=lambda f: self.sides.mine.key(f, self.sides.me))
            key = self.sides.theirs.key(expected, self.sides.other)
            if best is None or key > best[0]:
                best = (key, answer)
            self.clock.tick()
        assert best is not None
        return best[1]


_DEFAULT_ANSWERS = 64
"""In the default play of a fight, the most packages of the other player
whose best is searched; past that it plays its default chooser's."""


def _orders_of(
    board: Board, creature: str, decider: Decider, sort: Callable[[Permanent], object]
) -> Iterator[tuple[str, ...]]:
    """The damage assignment orders worth trying for one creature: the few
    that can matter where :func:`~mtgcombat.solver.reduce.few_orders` knows
    them, else one of each that can make a difference."""
    few = few_orders(board, creature, decider)
    if few:
        yield from few
    else:
        yield from _distinct_orders(board, creature, sort)


def _decider(board: Board, player: str, objective: Objective) -> Decider:
    """What :func:`~mtgcombat.solver.reduce.few_divisions` needs to know of
    the player choosing a division: whether opposing creatures count for it,
    and what each creature is worth."""
    counts = objective.creatures > 0
    worth = (
        {p.id: objective.creature_worth(p) for p in board.permanents if p.is_creature}
        if counts
        else {}
    )
    return Decider(player, counts, worth)


def _distinct_orders(
    board: Board, creature: str, sort: Callable[[Permanent], object] = _kind
) -> Iterator[tuple[str, ...]]:
    """The creature's possible damage assignment orders, one of each that
    can make a difference. Two orders are alike when they swap identical
    creatures, or differ only after the point the creature's damage cannot
    pass: under 510.1c-d (2023) a creature in the order is dealt damage only
    once every creature before it is assigned lethal damage, so once the
    lethal damage of those before it adds up to all the damage this creature
    can deal in combat (twice its amount with double strike), the rest of the
    order is never reached. Both cuts are used only when no other creature can
    damage the ones in this order: then their lethal damage is fixed, and no
    other creature's order can swap them the other way."""
    members = board.damage_assignment_order(creature)
    perm = board.permanent(creature)
    others_reach = any(
        set(board.blockers_of(a) if board.is_attacking(a) else board.blocked_by_blocker(a))
        & set(members)
        for a in board.in_combat()
        if a != creature
    )
    total = perm.combat_damage_amount * (2 if perm.has(Keyword.DOUBLE_STRIKE) else 1)
    deathtouch = perm.has(Keyword.DEATHTOUCH)

    def need(pid: str) -> int:
        target = board.permanent(pid)
        lethal = max(0, target.current_toughness - target.damage)
        return min(lethal, 1) if deathtouch else lethal

    # A depth-first walk over prefixes with an explicit stack (an order can
    # hold thousands of creatures: no recursion). Each frame: the prefix, the
    # damage its members need, and the candidates for its next place.
    stack: list[tuple[tuple[str, ...], int, Iterator[str]]] = []

    def candidates(prefix: tuple[str, ...], used: int) -> Iterator[str] | None:
        """The next place's candidates, or None when the prefix settles the
        order (it is completed in board order)."""
        rest = [m for m in members if m not in prefix]
        if not rest or (not others_reach and used >= total):
            return None
        seen: set[object] = set()
        picked: list[str] = []
        for m in rest:
            kind = sort(board.permanent(m))
            if kind in seen and not others_reach:
                continue
            seen.add(kind)
            picked.append(m)
        return iter(picked)

    def complete(prefix: tuple[str, ...]) -> tuple[str, ...]:
        return prefix + tuple(m for m in members if m not in prefix)

    first = candidates((), 0)
    if first is None:
        yield complete(())
        return
    stack.append(((), 0, first))
    while stack:
        prefix, used, options = stack[-1]
        m = next(options, None)
        if m is None:
            stack.pop()
            continue
        longer, more = (*prefix, m), used + need(m)
        following = candidates(longer, more)
        if following is None:
            yield complete(longer)
        else:
            stack.append((longer, more, following))


def _choosers_of(board: Board, rules: RuleSet, player: str) -> list[str]:
    """The player's creatures whose damage assignment order is still to be
    chosen (2023 rules): more than one creature in it and no order declared
    on the board. A declared order was announced once, as blockers were
    declared (509.2, 509.3), and is kept."""
    if not rules.has_damage_assignment_order:
        return []
    return [
        c
        for c in board.in_combat()
        if board.permanent(c).controller == player
        and not board.has_declared_order(c)
        and len(board.damage_assignment_order(c)) > 1
    ]
