"""The defender's search over block declarations (509.1): each declaration
valued by the attacker's best answer after the declare blockers step's
triggers (509.3a-g, 509.5a-g in 2023); every legal declaration on small or
unusual boards, else greedy declarations, local improvement and branch and
bound fight by fight.
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from mtgcombat.core.model import Board, Keyword, MustBlock, Permanent, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.blocks import (
    BlockDeclaration,
    block_options,
    capacity,
    is_legal_blocks,
    max_blockers,
    min_blockers,
)
from mtgcombat.rules.combat import game_over, resolve_combat
from mtgcombat.rules.sba import POISON_TO_LOSE
from mtgcombat.rules.triggers import ChoiceError
from mtgcombat.solver.bounds import (
    _best_path,
    _blocks_for,
    _FightValue,
    _minus,
    _most_after_rules,
    _Split,
)
from mtgcombat.solver.clock import _Clock
from mtgcombat.solver.combine import _pareto, _respond, _totals
from mtgcombat.solver.declarations import _legal_declarations, with_blocks
from mtgcombat.solver.fight_search import _FightSearch
from mtgcombat.solver.fight_split import (
    FightCache,
    _delta,
    _kind,
    _shape,
    _Sides,
    _sort_of,
    _sub_board,
    _sub_board_index,
    _worths,
    fights,
)
from mtgcombat.solver.objective import _result_from, game_result, with_pumps
from mtgcombat.solver.plans import CombatPlan, _Result
from mtgcombat.solver.triggers import Survey, Unplayed, play


@dataclass
class _Staged:
    """One fight's declare blockers step, as the block search plays it: the
    fight's board as combat damage begins, the fight search for the pumps
    the triggers gave (:meth:`_FightSearch.under`), whether anything
    triggered, and what the step changed: the players' life and poison, the
    attacker's and the defender's scores; the fight's results once found."""

    board: Board
    search: _FightSearch
    happened: bool
    before: tuple[int, ...]
    mine: float
    theirs: float
    results: list[_Result] | None = None


class _BlockSearch:
    """The defender's search over declarations, fight by fight."""

    def __init__(
        self,
        board: Board,
        rules: RuleSet,
        defence: _Sides,
        attack: _Sides,
        clock: _Clock,
        shared: FightCache | None = None,
        triggers: Survey | None = None,
    ) -> None:
        self.board = board
        self.rules = rules
        self.defence = defence
        self.attack = attack
        self.clock = clock
        # The defender's orders (509.3) are part of its choice of blocks.
        self.fight_search = _FightSearch(rules, attack, clock, their_orders=True, shared=shared)
        self.shared = shared
        self.start = defence.mine.score(board, defence.me)
        self.best: tuple[tuple[int, float], BlockDeclaration] | None = None
        self.complete = True
        # The declare blockers step's triggers, played for every declaration
        # (and every fight) valued; what the solver plays one way only.
        self.triggers = triggers or Survey()
        self.unplayed: dict[Unplayed, None] = dict.fromkeys(self.triggers.unplayed)
        self._watchers = {
            w: evolve(board.permanent(w), attacking=None, blocking=(), blocked=False)
            for w in self.triggers.watchers
        }
        self._staged: dict[tuple[tuple[str, tuple[str, ...], bool], ...], _Staged] = {}
        self._kinds: dict[object, int] = {}  # one number per kind, for the whole search
        self._sort = _sort_of(defence)
        # Where the defender's life and poison changes sit in a result's delta.
        self._life_at = 2 * [p.id for p in board.players].index(defence.me)
        # Opposed objectives: the attacker's best is the defender's worst.
        self._opposed = attack.mine == defence.mine

    def evaluate(self, declaration: BlockDeclaration) -> tuple[int, float]:
        """The defender's (game result, score) after the attacker's best
        answer, the declare blockers triggers played first on the whole board
        (as ``resolve`` plays them); a declaration the file's choices cannot
        play (a target missing, 603.3d) is worth less than any other."""
        blocked = with_blocks(self.board, declaration)
        me, mine, search, start = self.defence.me, self.defence.mine, self.fight_search, self.start
        if self.triggers.present:
            try:
                stage = play(blocked, self.rules)
            except ChoiceError:
                return (-2, -math.inf)
            self.unplayed.update(dict.fromkeys(stage.unplayed))
            blocked, search = stage.board, search.under(stage.pumps)
            mine = with_pumps(mine, stage.pumps)
            start = mine.score(blocked, me)
            if game_over(blocked):  # the game ended before any damage
                return (game_result(blocked, me) if mine.avoid_losing else 0), start
        _, picks, complete = _respond(blocked, self.rules, search.sides, self.clock, search)
        self.complete = self.complete and complete
        total, _, gain = _totals(blocked, picks)
        result = _result_from(blocked, total, me) if mine.avoid_losing else 0
        return result, start + gain

    # -- one fight's declare blockers triggers -------------------------------

    def _trigger_board(self, sub: Board) -> Board:
        """A fight's board with the permanents that watch other creatures'
        blocks ("whenever a creature you control becomes blocked"), those
        outside the fight taken out of combat there: their abilities trigger
        for this fight's creatures, their own blocks belong to their fight."""
        ids = {p.id for p in sub.permanents}
        extra = {w: p for w, p in self._watchers.items() if w not in ids}
        if not extra:
            return sub
        return sub.with_permanents(
            sub.permanent(p.id) if p.id in ids else extra[p.id]
            for p in self.board.permanents
            if p.id in ids or p.id in extra
        )

    def _stage(self, sub: Board) -> _Staged:
        """A fight's declare blockers step (:class:`_Staged`), once per board
        (the fight search below it is shared by identical fights)."""
        board = self._trigger_board(sub)
        # Every fight board is the search's board with some blocks made: who
        # is there and who blocks whom decides it.
        key = tuple((p.id, p.blocking, p.blocked) for p in board.permanents)
        found = self._staged.get(key)
        if found is not None:
            return found
        stage = play(board, self.rules)
        self.unplayed.update(dict.fromkeys(stage.unplayed))
        after = stage.board
        if len(after.permanents) != len(sub.permanents):
            ids = {p.id for p in sub.permanents}
            after = after.with_permanents(p for p in after.permanents if p.id in ids)
        search = self.fight_search.under(stage.pumps)
        attack, defence = self.attack, self.defence
        found = _Staged(
            after,
            search,
            bool(stage.events),
            _delta(sub, after),
            search.sides.mine.score(after, attack.me) - attack.mine.score(sub, attack.me),
            search.sides.theirs.score(after, defence.me) - attack.theirs.score(sub, defence.me),
        )
        self._staged[key] = found
        return found

    def _results(self, sub: Board) -> list[_Result]:
        """A fight's results (the choices in them may name the creatures of
        an identical fight), its declare blockers triggers played first: each
        result then includes what they changed (:meth:`_Result.after`)."""
        if not self.triggers.present:
            return self.fight_search.results(sub, named=False)
        staged = self._stage(sub)
        if staged.results is None:
            if not staged.happened:
                staged.results = staged.search.results(staged.board, named=False)
            elif game_over(staged.board):
                # The game ends here, before any damage (with local triggers
                # and life moving one way, it ends for the whole board too).
                before, mine, theirs = staged.before, staged.mine, staged.theirs
                staged.results = [
                    _Result(before, mine, theirs, CombatPlan({}, {}), {},
                            before, mine, theirs, before, mine, theirs)
                ]  # fmt: skip
            else:
                found = staged.search.results(staged.board, named=False)
                shifted = [r.after(staged.before, staged.mine, staged.theirs) for r in found]
                if not staged.search.complete:
                    return shifted  # cut short: not kept
                staged.results = shifted
        return staged.results

    def offer(self, declaration: BlockDeclaration) -> None:
        key = self.evaluate(declaration)
        if self.best is None or key > self.best[0]:
            self.best = (key, declaration)

    # -- every legal declaration (small or unusual boards) --------------------

    def exhaustive(self) -> None:
        seen: set[object] = set()
        for declaration in _legal_declarations(self.board, self.clock):
            self.clock.tick()
            shape = self._canonical(declaration)
            if shape in seen:
                continue
            seen.add(shape)
            self.offer(declaration)

    def _canonical(self, declaration: BlockDeclaration) -> object:
        """Declarations that differ only by swapping identical blockers (or
        identical attackers with the same blockers) are the same choice."""
        kinds = self._kinds

        def kind(pid: str) -> int:
            return kinds.setdefault(self._sort(self.board.permanent(pid)), len(kinds))

        if any(len(attackers) > 1 for _, attackers in declaration.blocks):
            return declaration
        return tuple(
            sorted(
                (kind(a), tuple(sorted(kind(b) for b in declaration.blockers_of(a))))
                for a in self.board.attackers()
            )
        )

    # -- fight by fight (every blocker blocks one attacker at most) ----------

    # -- a greedy declaration (big boards: an early good answer) -------------

    def greedy(self, eligible: Sequence[str]) -> None:
        """Offer two quick declarations, the biggest attackers first: each
        blocked by the cheapest blocker that kills it and survives; then the
        same with chump blocks (the cheapest blocker) while the unblocked
        damage would be lethal. Checked with :func:`is_legal_blocks`; not a
        proof of anything, only an early incumbent for the search."""
        board = self.board
        objective = self.defence.mine
        life = board.player(self.defence.me).life
        attackers = sorted(
            board.attackers(), key=lambda a: -board.permanent(a).combat_damage_amount
        )
        # Identical blockers block alike: one set of options per kind.
        kind_of = {b: _kind(board.permanent(b)) for b in eligible}
        by_kind: dict[Permanent, set[str]] = {}
        for b in eligible:
            by_kind.setdefault(kind_of[b], set(block_options(board, b)))

        def worth(pid: str) -> float:
            return objective.creature_worth(board.permanent(pid))

        def wins(b: str, a: str) -> bool:
            blocker, attacker = board.permanent(b), board.permanent(a)
            kills = blocker.combat_damage_amount >= attacker.current_toughness - attacker.damage
            kills = kills or (blocker.has(Keyword.DEATHTOUCH) and blocker.combat_damage_amount > 0)
            survives = attacker.combat_damage_amount < blocker.current_toughness - blocker.damage
            survives = survives and not attacker.has(Keyword.DEATHTOUCH)
            return kills and survives and not attacker.has(Keyword.TRAMPLE)

        for chump in (False, True):
            # The free blockers of each kind, in board order.
            free: dict[Permanent, list[str]] = {}
            for b in eligible:
                free.setdefault(kind_of[b], []).append(b)
            blocks: dict[str, list[str]] = {}
            unblocked = sum(board.permanent(a).combat_damage_amount for a in attackers)
            for a in attackers:
                self.clock.tick()
                if min_blockers(board.permanent(a)) > 1:
                    continue
                able = sorted(
                    (members[0] for k, members in free.items() if members and a in by_kind[k]),
                    key=worth,
                )
                pick = next((b for b in able if wins(b, a)), None)
                if pick is None and chump and able and unblocked >= life:
                    pick = able[0]
                if pick is not None:
                    blocks.setdefault(pick, []).append(a)
                    room = capacity(board.permanent(pick))
                    if room is not None and len(blocks[pick]) >= room:
                        free[kind_of[pick]].remove(pick)
                    unblocked -= board.permanent(a).combat_damage_amount
            declaration = BlockDeclaration.of(blocks)
            if blocks and is_legal_blocks(board, declaration, self.rules).legal:
                self.offer(declaration)

    def improve(self, eligible: Sequence[str], until: float | None, passes: int = 4) -> None:
        """Local improvement of the best declaration so far (big boards where
        every blocker blocks one attacker and fights meet only through life
        and poison): one blocker at a time moves to the attacker, or off
        blocking, that gains the defender most in the two fights it leaves
        and joins, each fight valued by the attacker's best result there
        (searched once per kind of fight). A pass of such moves is checked
        with :func:`is_legal_blocks` and valued on the whole board; it is
        kept only if that beats the best so far, so it is never worse. Stops
        at ``until`` (monotonic seconds), on the clock, or after ``passes``."""
        if self.best is None:
            return
        board = self.board
        always, place = board.derived(("solver_sub_board",), lambda: _sub_board_index(board))
        if always or any(min_blockers(board.permanent(a)) > 1 for a in board.attackers()):
            return
        kinds: dict[object, int] = {}
        kind = {
            p: kinds.setdefault(self._sort(board.permanent(p)), len(kinds))
            for p in (*board.attackers(), *eligible)
        }
        options = {b: block_options(board, b) for b in eligible}
        memo: dict[tuple[int, tuple[int, ...]], float] = {}

        def value(a: str, blockers: Sequence[str]) -> float:
            """The defender's score change in the fight of ``a`` blocked by
            ``blockers``, the attacker playing its best there (among equals,
            the one worst for the defender)."""
            key = (kind[a], tuple(sorted(kind[b] for b in blockers)))
            found = memo.get(key)
            if found is None:
                perms = [evolve(board.permanent(a), blocked=bool(blockers))]
                perms += [evolve(board.permanent(b), blocking=(a,)) for b in blockers]
                perms.sort(key=lambda p: place[p.id])
                results = self._results(board.with_permanents(perms))
                found = max(results, key=lambda r: (r.mine, -r.theirs)).theirs
                memo[key] = found
            return found

        def out_of_time() -> bool:
            return until is not None and time.monotonic() > until

        order = sorted(eligible, key=lambda b: -board.permanent(b).combat_damage_amount)
        for _ in range(passes):
            at: dict[str, str | None] = dict.fromkeys(eligible)
            crowd: dict[str, list[str]] = {a: [] for a in board.attackers()}
            for b, blocked in self.best[1].blocks:
                at[b] = blocked[0]
                crowd[blocked[0]].append(b)
            moved = stop = False
            for b in order:
                if self.clock.check():
                    return
                if out_of_time():
                    # The moves of a pass cut short are still worth a look.
                    stop = True
                    break
                here = at[b]
                leave = 0.0
                if here is not None:
                    rest = [x for x in crowd[here] if x != b]
                    leave = value(here, rest) - value(here, crowd[here])
                gain, target = (leave, None) if here is not None else (0.0, None)
                seen: set[tuple[int, tuple[int, ...]]] = set()
                for a in options[b]:
                    if a == here:
                        continue
                    sig = (kind[a], tuple(sorted(kind[x] for x in crowd[a])))
                    if sig in seen:
                        continue
                    seen.add(sig)
                    more = leave + value(a, [*crowd[a], b]) - value(a, crowd[a])
                    if more > gain + 1e-9:
                        gain, target = more, a
                if gain <= 1e-9 or target == here:
                    continue
                if here is not None:
                    crowd[here].remove(b)
                if target is not None:
                    crowd[target].append(b)
                at[b] = target
                moved = True
            if not moved:
                return
            blocks = {b: [a] for b, a in at.items() if a is not None}
            declaration = BlockDeclaration.of(
                dict(sorted(blocks.items(), key=lambda kv: place[kv[0]]))
            )
            if not is_legal_blocks(board, declaration, self.rules).legal:
                return
            before = self.best[0]
            self.offer(declaration)
            if stop or self.best[0] <= before:
                return

    def by_fights(self, eligible: Sequence[str]) -> None:
        """Branch and bound over the fights, one local choice of blockers per
        fight. A fight's exact worth needs a search of the attacker's choices
        there; the bound uses a cheap optimistic worth instead (see
        :meth:`_optimistic`) and searches a fight only when the bound says the
        branch could still beat the best declaration found."""
        board = self.board
        kinds: list[object] = []
        members: list[list[str]] = []
        for b in eligible:
            k = self._sort(board.permanent(b))
            if k in kinds:
                members[kinds.index(k)].append(b)
            else:
                kinds.append(k)
                members.append([b])
        groups = fights(board)
        can_block = [
            [
                frozenset(i for i, m in enumerate(members) if a in block_options(board, m[0]))
                for a in g
            ]
            for g in groups
        ]
        limits = [
            [(min_blockers(board.permanent(a)), max_blockers(board.permanent(a))) for a in g]
            for g in groups
        ]
        defender = board.player(self.defence.me)
        n = len(groups)
        inf = float("inf")
        splits_cache: dict[tuple[int, tuple[int, ...]], list[_Split]] = {}
        cheap: dict[tuple[int, _Split], _FightValue] = {}
        exact: dict[tuple[int, _Split], _FightValue] = {}

        def local(gi: int, rem: tuple[int, ...]) -> list[_Split]:
            key = (gi, rem)
            if key not in splits_cache:
                splits_cache[key] = list(self._splits(gi, rem, can_block, limits))
            return splits_cache[key]

        def optimistic(gi: int, split: _Split) -> _FightValue:
            key = (gi, split)
            if key not in cheap:
                cheap[key] = self._optimistic(groups[gi], split, members)
            return cheap[key]

        def precise(gi: int, split: _Split) -> _FightValue:
            key = (gi, split)
            if key not in exact:
                exact[key] = self._fight_value(groups[gi], split, members)
            return exact[key]

        def alive(life_lost: int, poison: int) -> bool:
            return defender.life + life_lost > 0 and defender.poison + poison < POISON_TO_LOSE

        SurviveKey = tuple[int, tuple[int, ...], int, int]
        DreamKey = tuple[int, tuple[int, ...]]
        surviving: dict[SurviveKey, float] = {}
        dreams: dict[DreamKey, float] = {}

        def survive_step(key: SurviveKey) -> float | Iterator[tuple[float, SurviveKey]]:
            gi, rem, life_lost, poison = key
            if gi == n:
                return 0.0 if alive(life_lost, poison) else -inf
            return (
                (pick, (gi + 1, _minus(rem, split), life_lost + dl, poison + dp))
                for split in local(gi, rem)
                for pick, _, dl, dp in (optimistic(gi, split),)
            )

        def survive_bound(gi: int, rem: tuple[int, ...], life_lost: int, poison: int) -> float:
            """At most what fights ``gi`` on can add to the defender's score
            over the declarations it survives (minus infinity if none)."""
            return _best_path((gi, rem, life_lost, poison), survive_step, surviving, self.clock)

        def dream_step(key: DreamKey) -> float | Iterator[tuple[float, DreamKey]]:
            gi, rem = key
            if gi == n:
                return 0.0
            return (
                (optimistic(gi, split)[1], (gi + 1, _minus(rem, split))) for split in local(gi, rem)
            )

        def dream_bound(gi: int, rem: tuple[int, ...]) -> float:
            """At most what fights ``gi`` on can add to the defender's score
            over any declaration."""
            return _best_path((gi, rem), dream_step, dreams, self.clock)

        def upper(
            value: _FightValue,
            gi: int,
            rem: tuple[int, ...],
            life_lost: int,
            poison: int,
            picks: float,
            tops: float,
        ) -> tuple[tuple[int, float], tuple[object, ...]]:
            pick, top, dl, dp = value
            args = (gi + 1, rem, life_lost + dl, poison + dp, picks + pick, tops + top)
            rest = survive_bound(gi + 1, rem, life_lost + dl, poison + dp)
            if rest > -inf:
                return (0, self.start + picks + pick + rest), args
            return (-1, self.start + tops + top + dream_bound(gi + 1, rem)), args

        def beaten(bound: tuple[int, float]) -> bool:
            return self.best is not None and bound <= self.best[0]

        # Identical fights in a row (token armies) take their blockers in a
        # non-increasing order, so that no declaration is tried again with the
        # blocks moved between interchangeable attackers. An attacker a rule
        # names (a creature that must block it) is not interchangeable.
        named = {
            r.attacker for p in board.permanents for r in p.block_rules if isinstance(r, MustBlock)
        }
        shapes = [
            None
            if len(g) != 1 or g[0] in named
            else (self._sort(board.permanent(g[0])), can_block[gi], limits[gi])
            for gi, g in enumerate(groups)
        ]
        same_as_before = [
            gi > 0 and shapes[gi] is not None and shapes[gi] == shapes[gi - 1] for gi in range(n)
        ]
        chosen: list[_Split] = []
        Args = tuple[int, tuple[int, ...], int, int, float, float]

        def branches(
            gi: int, rem: tuple[int, ...], life_lost: int, poison: int, picks: float, tops: float
        ) -> Iterator[tuple[_Split, Args]]:
            """The branches below one node of the search, best bound first,
            each with what its node is called with; a complete declaration
            (``gi == n``) is offered instead."""
            if gi == n:
                declaration = self._declaration(groups, chosen, members)
                if is_legal_blocks(board, declaration, self.rules).legal:
                    self.offer(declaration)
                return
            options = []
            for split in local(gi, rem):
                self.clock.tick()
                if same_as_before[gi] and split > chosen[-1]:
                    continue
                after = _minus(rem, split)
                bound, _ = upper(optimistic(gi, split), gi, after, life_lost, poison, picks, tops)
                options.append((bound, split, after))
            options.sort(key=lambda o: o[0], reverse=True)
            for bound, split, after in options:
                if beaten(bound):
                    return
                sharp, args = upper(precise(gi, split), gi, after, life_lost, poison, picks, tops)
                if beaten(sharp):
                    continue
                yield split, args  # type: ignore[misc]

        # Depth first with an explicit stack (one level per fight: thousands
        # of fights must not reach Python's recursion limit); ``chosen``
        # holds the split of every level below the top one.
        stack = [branches(0, tuple(len(m) for m in members), 0, 0, 0.0, 0.0)]
        while stack:
            self.clock.tick()
            step = next(stack[-1], None)
            if step is None:
                stack.pop()
                if chosen:
                    chosen.pop()
                continue
            split, args = step
            chosen.append(split)
            stack.append(branches(*args))

    def _optimistic(
        self, group: Sequence[str], split: _Split, members: Sequence[Sequence[str]]
    ) -> _FightValue:
        """A cheap bound on :meth:`_fight_value`, never below it for the
        defender: with opposed objectives, the defender's score after one
        legal play of the attacker (the default chooser's) is at least its
        score after the attacker's best; that play's life and poison loss are
        at most the attacker's worst; and the defender's best case is bounded
        by every attacker of the fight dying and every life gain of its
        lifelink blockers, with nothing lost. Where the fight's declare
        blockers triggers are played, what they change is added, exactly
        (they have no choice in them), and the rest is bounded on the board
        they leave: pumps included."""
        sub = self._fight_board(group, split, members)
        shape: tuple[object, ...] = ()
        if self.shared is not None:
            keyed = self._trigger_board(sub) if self.triggers.present else sub
            shape = (_shape(keyed), _worths(keyed, self.defence))
            known = self.shared.bounds.get(shape)
            if known is not None:
                return known
        objective = self.defence.mine
        at = self._life_at
        before: tuple[int, ...] = (0,) * (2 * len(sub.players))
        changed = 0.0
        if self.triggers.present:
            staged = self._stage(sub)
            sub, before, changed = staged.board, staged.before, staged.theirs
            objective = staged.search.sides.theirs  # the defender's, the pumps left out
            if game_over(sub):
                value = changed, changed, before[at], before[at + 1]
                if self.shared is not None:
                    self.shared.bounds[shape] = value
                return value
        # Only a blocked attacker can die in combat.
        dream = changed + objective.creatures * sum(
            objective.creature_worth(sub.permanent(a)) for a in group if sub.is_blocked(a)
        )
        gainer = sub.player(self.defence.me)
        for b in sub.blockers():
            perm = sub.permanent(b)
            if perm.has(Keyword.LIFELINK):
                potential = perm.combat_damage_amount
                potential *= 2 if perm.has(Keyword.DOUBLE_STRIKE) else 1
                potential *= 2 if perm.deals_double_damage else 1
                potential = _most_after_rules(sub, perm, potential)
                # one gain of life per damage step (614.1a "plus 1" each time)
                gains = 2 if perm.has(Keyword.DOUBLE_STRIKE) else 1
                gained = (potential + gainer.life_gain_plus * gains) * gainer.life_gain_multiplier
                dream += objective.life * gained
        played = resolve_combat(sub, self.rules, auto=True).board
        delta = tuple(a + b for a, b in zip(before, _delta(sub, played), strict=True))
        if self._opposed:
            me = self.defence.me
            pick = changed + objective.score(played, me) - objective.score(sub, me)
        else:
            pick = dream
        value = min(pick, dream), dream, delta[at], delta[at + 1]
        if self.shared is not None:
            self.shared.bounds[shape] = value
        return value

    def _fight_board(
        self, group: Sequence[str], split: _Split, members: Sequence[Sequence[str]]
    ) -> Board:
        blocks = _blocks_for(zip(group, split, strict=True), members)
        return _sub_board(with_blocks(self.board, BlockDeclaration.of(blocks)), (*group, *blocks))

    def _splits(
        self,
        gi: int,
        rem: tuple[int, ...],
        can_block: Sequence[Sequence[frozenset[int]]],
        limits: Sequence[Sequence[tuple[int, int | None]]],
    ) -> Iterator[_Split]:
        """Every way to give the fight's attackers blockers from ``rem``: per
        attacker a count of each blocker kind, within its blocker limits."""

        attackers = len(can_block[gi])

        def choices(ai: int, left: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
            allowed = can_block[gi][ai]
            low, high = limits[gi][ai]
            ranges = [range(left[k] + 1) if k in allowed else range(1) for k in range(len(left))]
            for counts in itertools.product(*ranges):
                self.clock.tick()
                n = sum(counts)
                if n and (n < low or (high is not None and n > high)):
                    continue
                yield counts

        if attackers == 0:
            yield ()
            return
        # Attacker by attacker with an explicit stack (a fight can hold
        # thousands of attackers, say all attacking one planeswalker).
        lefts = [rem]
        stack = [choices(0, rem)]
        prefix: list[tuple[int, ...]] = []
        while stack:
            counts = next(stack[-1], None)
            if counts is None:
                stack.pop()
                lefts.pop()
                if prefix:
                    prefix.pop()
                continue
            ai = len(stack) - 1
            if ai + 1 == attackers:
                yield (*prefix, counts)
                continue
            prefix.append(counts)
            lefts.append(_minus(lefts[ai], (counts,)))
            stack.append(choices(ai + 1, lefts[-1]))

    def _fight_value(
        self,
        group: Sequence[str],
        split: _Split,
        members: Sequence[Sequence[str]],
    ) -> _FightValue:
        """The defender's score change in one fight after the attacker's best
        there, the defender's best score change there (after the whole combat
        or after the first-strike step, should the game end there), and the
        most life and poison the attacker could take in it."""
        sub = self._fight_board(group, split, members)
        results = _pareto(self._results(sub), self.board, self.attack.me)
        self.complete = self.complete and self.fight_search.complete
        at = self._life_at
        best = max(results, key=lambda r: (r.mine, r.theirs))
        return (
            best.theirs,
            max(r.best_theirs for r in results),
            min(r.delta[at] for r in results),
            max(r.delta[at + 1] for r in results),
        )

    def _declaration(
        self,
        groups: Sequence[Sequence[str]],
        chosen: Sequence[_Split],
        members: Sequence[Sequence[str]],
    ) -> BlockDeclaration:
        blocks = _blocks_for(
            (
                pair
                for group, split in zip(groups, chosen, strict=True)
                for pair in zip(group, split, strict=True)
            ),
            members,
        )
        order = {p.id: i for i, p in enumerate(self.board.permanents)}
        return BlockDeclaration.of(dict(sorted(blocks.items(), key=lambda kv: order[kv[0]])))
