"""The attacker's best attack declaration (CR 508.1), the defender answering
with its best blocks (509.1) and both then playing their best orders and
assignments (509.2, 510.1).

:func:`best_attacks` searches the legal attack declarations of the active
player: each creature stays home or attacks one target it may (508.1a-c), the
declaration obeys the 508.1d maximum, and costs to attack (508.1g-h) are taken
as paid and reported. Each declaration is answered by
:func:`~mtgcombat.solver.best_blocks` (which itself has the attacker answer
with :func:`~mtgcombat.solver.best_assignment`), and the declaration whose
answered outcome is best for the attacker wins: a max-min over the two
declarations, exact when every answer is proven and every declaration was
tried.

Identical creatures (tokens) are interchangeable: declarations that differ
only by which of them attacks what are tried once. The search is anytime: the
declarations most likely to be good come first (no attack, everything at the
player, the 508.1d witness), and when the time limit or the memory budget runs
out the best found is returned, marked ``optimal=False``.

>>> from mtgcombat.model import Board, Permanent, Player
>>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
>>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
>>> wall = Permanent(id="wall", controller="B", power=2, toughness=4)
>>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
>>> best = best_attacks(board, "current")
>>> str(best.choice.declaration), str(best.choice.blocks), best.optimal
('elf: B; ogre: B', 'wall: elf', True)
>>> best.value  # after combat: 3 life ahead, the ogre against the wall
3.0
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from mtgcombat.attacks import (
    AttackDeclaration,
    attack_options,
    declaration_costs,
    declaration_problems,
    maximum_requirements,
    obeyed_count,
    requirements,
    targets,
)
from mtgcombat.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.combat import CombatError, CombatResult, resolve_combat
from mtgcombat.model import Board, Keyword, MustBlock, Permanent, evolve
from mtgcombat.rules import RuleSet
from mtgcombat.solver import (
    CombatPlan,
    FightCache,
    Objective,
    Solution,
    SolverError,
    _Clock,
    _kind,
    _OutOfTime,
    best_assignment,
    best_blocks,
    with_blocks,
    without_blocks,
)


@dataclass(frozen=True)
class AttackPlan:
    """What :func:`best_attacks` recommends and expects: the attack
    declaration, its cost per defending player (508.1h), the defender's best
    blocks with the damage assignment orders it announces (509.3, 2023 rules),
    and the attacker's best orders and assignments for those blocks.

    >>> plan = AttackPlan(AttackDeclaration.parse("ogre: B"))
    >>> str(plan)
    'attack: ogre: B; blocks: -; plan: -'
    """

    declaration: AttackDeclaration
    cost: Mapping[str, int] = field(default_factory=dict)
    blocks: BlockDeclaration = field(default_factory=BlockDeclaration)
    block_orders: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    plan: CombatPlan = field(default_factory=lambda: CombatPlan({}, {}))

    def __str__(self) -> str:
        return f"attack: {self.declaration}; blocks: {self.blocks}; plan: {str(self.plan) or '-'}"


def without_attacks(board: Board) -> Board:
    """The board before attackers are declared: no attacks and no blocks.

    >>> from mtgcombat.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    >>> without_attacks(Board([Player("A"), Player("B")], [ogre], "A")).attackers()
    ()
    """
    cleared = without_blocks(board)
    return cleared.with_permanents(
        evolve(p, attacking=None) if p.attacking else p for p in cleared.permanents
    )


def with_attacks(board: Board, declaration: AttackDeclaration) -> Board:
    """The board once the declaration is made: each attacker attacks its
    target (508.1a-b) and, without vigilance, becomes tapped (508.1f).

    >>> from mtgcombat.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> after = with_attacks(Board([Player("A"), Player("B")], [ogre], "A"),
    ...                      AttackDeclaration.parse("ogre: B"))
    >>> after.permanent("ogre").attacking, after.permanent("ogre").tapped
    ('B', True)
    """
    chosen = declaration.as_dict()
    out: list[Permanent] = []
    for perm in board.permanents:
        target = chosen.get(perm.id)
        if target is None:
            out.append(perm)
        else:
            tapped = perm.tapped or not perm.has(Keyword.VIGILANCE)
            out.append(evolve(perm, attacking=target, tapped=tapped))
    return board.with_permanents(out)


CANDIDATES_SORTED = 20_000
"""Declarations :func:`best_attacks` lists and sorts by their bound before
searching; past this many it takes them in the order they come, each still
skipped when its bound cannot beat the best found."""


def _candidates(
    board: Board, pay_costs: bool
) -> tuple[list[AttackDeclaration], Iterator[AttackDeclaration]]:
    """Every legal declaration (508.1a-d; with ``pay_costs``, declarations
    that pay a cost too), once per choice up to swapping identical creatures:
    a few likely good ones first (no attack, everything at each player, the
    508.1d witness), then the rest, lazily."""
    reqs = requirements(board)
    least = maximum_requirements(board, reqs).maximum if reqs else 0
    # Creatures a rule names (a blocker that must block it) are not
    # interchangeable with their twins.
    named = {
        r.attacker for p in board.permanents for r in p.block_rules if isinstance(r, MustBlock)
    }
    groups: dict[object, list[str]] = {}
    options: dict[object, list[str]] = {}
    for perm in board.permanents:
        if perm.controller != board.active_player or not perm.is_creature:
            continue
        where = attack_options(board, perm, free_only=not pay_costs)
        if not where:
            continue
        key: object = (perm.id,) if perm.id in named else (_kind(perm), tuple(where))
        groups.setdefault(key, []).append(perm.id)
        options[key] = where
    keys = list(groups)

    def spread(
        members: Sequence[str], where: Sequence[str]
    ) -> Iterator[tuple[tuple[str, str], ...]]:
        # how many of the (identical) members attack each target
        n = len(members)
        for counts in itertools.product(range(n + 1), repeat=len(where)):
            if sum(counts) > n:
                continue
            names = iter(members)
            yield tuple(
                (next(names), t) for t, c in zip(where, counts, strict=True) for _ in range(c)
            )

    def legal(decl: AttackDeclaration) -> bool:
        return not declaration_problems(board, decl) and obeyed_count(reqs, decl) >= least

    first: list[AttackDeclaration] = []
    likely = [AttackDeclaration()]
    players = [t for t in targets(board, board.active_player) if board.get(t) is None]
    for player in players:
        likely.append(
            AttackDeclaration(
                tuple((name, player) for k in keys if player in options[k] for name in groups[k])
            )
        )
    if reqs:
        likely.append(maximum_requirements(board, reqs).witness)
    for decl in likely:
        if decl not in first and legal(decl):
            first.append(decl)
    given = set(first)

    def rest() -> Iterator[AttackDeclaration]:
        for combo in itertools.product(*(list(spread(groups[k], options[k])) for k in keys)):
            decl = AttackDeclaration(tuple(pair for part in combo for pair in part))
            if decl not in given and legal(decl):
                yield decl

    return first, rest()


_Key = tuple[int, float]


def _unblocked_bound(
    base: Board, rules: RuleSet, decl: AttackDeclaration, mine: Objective
) -> _Key | None:
    """At most what the declaration can give the attacker: its result when
    nothing blocks (the defender may always choose that, unless a
    requirement makes it block: then ``None``, no bound). Unblocked creatures
    have no choice in how they deal their damage."""
    attacked = with_attacks(base, decl)
    if not decl:
        return mine.key(attacked, base.active_player)
    if not is_legal_blocks(attacked, BlockDeclaration(), rules).legal:
        return None
    try:
        played = resolve_combat(attacked, rules, auto=True)
    except (CombatError, ValueError):
        return None
    return mine.key(played.board, base.active_player)


def best_attacks(
    board: Board,
    rules: RuleSet | str,
    *,
    objective: Objective | None = None,
    defender_objective: Objective | None = None,
    time_limit: float | None = None,
    pay_costs: bool = True,
) -> Solution[AttackPlan]:
    """The active player's best attack declaration, the defending player
    answering with its best blocks and both then playing their best orders
    and assignments. Attacks already on the board are set aside.
    ``objective`` is the attacker's; ``defender_objective`` the defender's
    (default: the same weights from its side). Costs to attack (508.1g-h) are
    taken as paid (reported in :attr:`AttackPlan.cost`); with
    ``pay_costs=False`` only declarations that cost nothing are tried. Two
    players only.

    With opposed objectives (the default), a declaration is answered only
    when its bound (its result if nothing blocked it) beats the best found;
    the declarations are taken in the order of their bounds, so the search
    stops at the first that cannot.

    >>> from mtgcombat.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> ogre = Permanent(id="ogre", controller="B", power=3, toughness=3)
    >>> board = Board([Player("A"), Player("B")], [bear, ogre], "A")
    >>> best = best_attacks(board, "2023")
    >>> str(best.choice.declaration), best.value, best.optimal
    ('-', -2.0, True)
    """
    rules = RuleSet.coerce(rules)
    mine = objective or Objective()
    theirs = defender_objective or mine
    base = without_attacks(board)
    attacker = base.active_player
    opponents = [p.id for p in base.players if p.id != attacker and not p.lost]
    if len(opponents) != 1:
        raise SolverError("the attack solver handles two players, one defending")
    clock = _Clock(time_limit)
    cache = FightCache()  # fights searched once for every declaration
    # The best declaration whose answer is proven, and the best of the others.
    best: tuple[tuple[_Key, int], Solution[AttackPlan]] | None = None
    fallback: tuple[tuple[_Key, int], Solution[AttackPlan]] | None = None
    complete = True

    # The bound holds when the defender's best is the attacker's worst
    # (opposed objectives): then it never leaves the attacker more than not
    # blocking would.
    opposed = theirs == mine

    def bound_of(decl: AttackDeclaration) -> _Key | None:
        return _unblocked_bound(base, rules, decl, mine) if opposed else None

    def bounded(
        decls: Iterator[AttackDeclaration],
    ) -> Iterator[tuple[_Key | None, AttackDeclaration]]:
        return ((bound_of(decl), decl) for decl in decls)

    first, rest = _candidates(base, pay_costs)

    def paid(decl: AttackDeclaration) -> int:
        return sum(declaration_costs(base, decl).values())

    def offer(decl: AttackDeclaration) -> None:
        nonlocal best, fallback, complete
        found = _answer(base, rules, decl, mine, theirs, clock, time_limit is not None, cache)
        # Among equal outcomes, the declaration that pays less (508.1h).
        key = (mine.key(found.outcome.board, attacker), -paid(decl))
        # An answer cut short may leave the attacker more than the
        # defender's real best would: only proven answers are counted on.
        if not found.optimal:
            complete = False
            if fallback is None or key > fallback[0]:
                fallback = (key, found)
        elif best is None or key > best[0]:
            best = (key, found)

    def beaten(bound: _Key | None, decl: AttackDeclaration) -> bool:
        if best is None or bound is None:
            return False
        return bound < best[0][0] or (bound == best[0][0] and -paid(decl) <= best[0][1])

    try:
        for index, decl in enumerate(first):
            if index and clock.check():
                raise _OutOfTime
            if not beaten(bound_of(decl), decl):
                offer(decl)
        # The rest, best bound first (no bound: first of all), when there are
        # few enough to list: the search stops at the first bound that cannot
        # beat the best proven.
        listed: list[tuple[_Key | None, AttackDeclaration]] = []
        for item in bounded(rest):
            clock.tick()
            listed.append(item)
            if len(listed) > CANDIDATES_SORTED:
                break
        ordered = len(listed) <= CANDIDATES_SORTED
        later: Iterator[tuple[_Key | None, AttackDeclaration]] = iter(listed)
        if ordered:
            unbounded = [item for item in listed if item[0] is None]
            ranked = [(key, decl) for key, decl in listed if key is not None]
            ranked.sort(key=lambda item: item[0], reverse=True)
            later = iter([*unbounded, *ranked])
        else:
            later = itertools.chain(listed, bounded(rest))
        for bound, decl in later:
            clock.tick()
            if beaten(bound, decl):
                if ordered and best is not None and bound is not None and bound < best[0][0]:
                    break  # every bound after this one is lower
                continue
            offer(decl)
    except _OutOfTime:
        complete = False
    chosen = best or fallback
    if chosen is None:  # never expected: declaring no attack is always legal
        raise SolverError("no legal attack declaration was found")
    solution = chosen[1]
    optimal = complete and not clock.expired and solution.optimal
    return Solution(solution.choice, solution.value, optimal, solution.outcome, attacker)


def _answer(
    base: Board,
    rules: RuleSet,
    decl: AttackDeclaration,
    mine: Objective,
    theirs: Objective,
    clock: _Clock,
    limited: bool,
    cache: FightCache,
) -> Solution[AttackPlan]:
    """The declaration played out: the defender's best blocks, then the
    attacker's best plan for them; its value for the attacker."""
    attacker = base.active_player
    cost = declaration_costs(base, decl)
    if not decl:
        outcome = CombatResult(base, ())
        return Solution(AttackPlan(decl, cost), mine.value(base, attacker), True, outcome, attacker)
    attacked = with_attacks(base, decl)

    def left() -> float | None:
        if not limited:
            return None
        remaining = clock.remaining()
        return None if remaining is None else max(0.01, remaining / 2)

    blocks = best_blocks(
        attacked,
        rules,
        objective=theirs,
        attacker_objective=mine,
        time_limit=left(),
        fight_cache=cache,
    )
    blocked = with_blocks_and_orders(attacked, blocks.choice, blocks.orders)
    plan = best_assignment(
        blocked, rules, objective=mine, opponent_objective=theirs, time_limit=left()
    )
    choice = AttackPlan(decl, cost, blocks.choice, dict(blocks.orders), plan.choice)
    # The attacker's value is the one its plan reaches; the defender's
    # proof covers the same play.
    return Solution(
        choice,
        mine.value(plan.outcome.board, attacker),
        blocks.optimal and plan.optimal,
        plan.outcome,
        attacker,
    )


def with_blocks_and_orders(
    board: Board, blocks: BlockDeclaration, orders: Mapping[str, tuple[str, ...]]
) -> Board:
    """The board with the blocks declared and the defender's announced
    damage assignment orders (509.3, 2023 rules).

    >>> from mtgcombat.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, wall], "A")
    >>> with_blocks_and_orders(board, BlockDeclaration.parse("wall: ogre"), {}).blockers_of("ogre")
    ('wall',)
    """
    blocked = with_blocks(board, blocks)
    return blocked.with_orders({**blocked.orders, **orders}) if orders else blocked
