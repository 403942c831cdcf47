"""The attacker's best attack declaration (CR 508.1), the defender answering
with its best blocks (509.1) and both then playing their best orders and
assignments (509.2, 510.1).

:func:`best_attacks` searches the legal attack declarations of the active
player: each creature stays home or attacks one target it may (508.1a-c), the
declaration obeys the 508.1d maximum, and costs to attack (508.1g-h) are taken
as paid and reported. Each declaration is answered by
:func:`~mtgcombat.solver.blocks.best_blocks` (which itself has the attacker answer
with :func:`~mtgcombat.solver.assign.best_assignment`), and the declaration whose
answered outcome is best for the attacker wins: a max-min over the two
declarations, exact when every answer is proven and every declaration was
tried.

Identical creatures (tokens) are interchangeable: declarations that differ
only by which of them attacks what are tried once. The search is anytime: the
declarations most likely to be good come first (no attack, everything at the
player, the 508.1d witness), and when the time limit or the memory budget runs
out the best found is returned, marked ``optimal=False``.

>>> from mtgcombat.core.model import Board, Permanent, Player
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

import dataclasses
import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial

from mtgcombat.core.abilities import (
    BlockTrigger,
    CounterEffect,
    DrawEffect,
    GroupPumpEffect,
    KeywordEffect,
    LifeEffect,
    PumpEffect,
    RecordedEffect,
    TriggerEffect,
)
from mtgcombat.core.events import (
    AttackTriggerResolves,
    ChoiceMade,
    Event,
    TriggerResolves,
)
from mtgcombat.core.model import Board, Keyword, MustBlock, Permanent, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_events import SacrificeChosen
from mtgcombat.rules.attack_triggers import declare_attackers_triggers, has_attack_triggers
from mtgcombat.rules.attacks import (
    AttackDeclaration,
    attack_options,
    declaration_costs,
    declaration_problems,
    maximum_requirements,
    obeyed_count,
    requirements,
    tap_events,
    targets,
)
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import CombatError, CombatResult, game_over, resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.solver.assign import best_assignment
from mtgcombat.solver.attack_spread import lazy_product, spread
from mtgcombat.solver.blocks import _best_blocks
from mtgcombat.solver.clock import _Clock, _OutOfTime
from mtgcombat.solver.damage_triggers import damage_unplayed
from mtgcombat.solver.declarations import with_blocks, without_blocks
from mtgcombat.solver.fight_split import FightCache, _kind
from mtgcombat.solver.objective import Objective, with_pumps
from mtgcombat.solver.plans import CombatPlan, Solution, SolverError
from mtgcombat.solver.triggers import Stage, Unplayed, merge_pumps, play, pumps_of, survey


@dataclass(frozen=True)
class AttackPlan:
    """What :func:`best_attacks` recommends and expects: the attack
    declaration, its cost per defending player (508.1h), the defender's best
    blocks with the damage assignment orders it announces (509.3, 2023 rules),
    and the attacker's best orders and assignments for those blocks.

    The attack triggers (508.2a) are played: ``may`` holds the attacker's
    choice for each of its permanents with an optional ("you may") attack
    trigger that triggered (603.5); ``temporary`` the power and toughness
    they gave until end of turn, by creature (left out of the value: they end
    in the cleanup step, 514.2, see :attr:`Objective.temporary`);
    ``step_events`` the events of the declare attackers step (attackers
    tapped, 508.1f, and the triggers resolving; they open the outcome's
    events too); ``block_events`` those of the declare blockers step's
    triggers for the expected blocks (bushido, rampage, flanking, afflict,
    "whenever ~ blocks ...": they follow in the outcome, and their pumps are
    in ``temporary`` too); ``unplayed`` what the solver could not search
    about the triggers, over every declaration it looked at (see
    :class:`~mtgcombat.solver.triggers.Unplayed`; the answer is then not
    proven).

    >>> plan = AttackPlan(AttackDeclaration.parse("ogre: B"))
    >>> str(plan)
    'attack: ogre: B; blocks: -; plan: -'
    """

    declaration: AttackDeclaration
    cost: Mapping[str, int] = field(default_factory=dict)
    blocks: BlockDeclaration = field(default_factory=BlockDeclaration)
    block_orders: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    plan: CombatPlan = field(default_factory=lambda: CombatPlan({}, {}))
    may: Mapping[str, bool] = field(default_factory=dict)
    temporary: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    step_events: tuple[Event, ...] = ()
    unplayed: tuple[Unplayed, ...] = ()
    block_events: tuple[Event, ...] = ()

    def __str__(self) -> str:
        return f"attack: {self.declaration}; blocks: {self.blocks}; plan: {str(self.plan) or '-'}"


def without_attacks(board: Board) -> Board:
    """The board before attackers are declared: no attacks and no blocks.

    >>> from mtgcombat.core.model import Board, Permanent, Player
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

    >>> from mtgcombat.core.model import Board, Permanent, Player
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


@dataclass(frozen=True)
class AttackStep:
    """One way the declare attackers step can go after a declaration: the
    board as blockers are about to be declared (attackers tapped, 508.1f;
    the attack triggers resolved, 508.2a), its events, the attacking
    player's choices for its optional triggers (603.5), the power and
    toughness the triggers gave until end of turn by creature, and what the
    solver did not search (:class:`Unplayed`).

    >>> from mtgcombat.core.model import Board, Player
    >>> step = AttackStep(Board([Player("A"), Player("B")], [], "A"))
    >>> step.temporary, step.unplayed
    ({}, ())
    """

    board: Board
    events: tuple[Event, ...] = ()
    may: Mapping[str, bool] = field(default_factory=dict)
    temporary: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    unplayed: tuple[Unplayed, ...] = ()

    def objective(self, objective: Objective) -> Objective:
        """``objective`` with this step's temporary pumps left out of worth.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> bear = Permanent(id="bear", controller="A", power=4, toughness=4, attacking="B")
        >>> step = AttackStep(Board([Player("A"), Player("B")], [bear], "A"),
        ...                   temporary={"bear": (2, 2)})
        >>> step.objective(Objective()).creature_worth(bear)
        4.0
        """
        if not self.temporary:
            return objective
        return dataclasses.replace(objective, temporary=dict(self.temporary))


def _order_free(effect: TriggerEffect) -> bool:
    """Whether an effect gives the same board whatever abilities resolve
    before or after it: it only adds (power, toughness, +1/+1 counters,
    keywords, its controller's life) and never removes anything, so no
    state-based action it causes depends on the order."""
    if isinstance(effect, PumpEffect):
        return effect.power >= 0 and effect.toughness >= 0 and not effect.per
    if isinstance(effect, GroupPumpEffect):
        return effect.power >= 0 and effect.toughness >= 0 and effect.per is None
    if isinstance(effect, CounterEffect):
        if effect.power or effect.toughness:
            return effect.power >= 0 and effect.toughness >= 0
        return effect.plus
    if isinstance(effect, KeywordEffect):
        return not effect.lose
    if isinstance(effect, LifeEffect):
        return effect.player == "you" and effect.amount >= 0
    return isinstance(effect, DrawEffect)


def _with_may(board: Board, may: Mapping[str, bool]) -> Board:
    if not may:
        return board
    return board.with_permanents(
        # the other choices kept (targets, sacrifices, modes: 603.3d, 701.21a, 700.2b)
        evolve(p, choices=dataclasses.replace(p.choices, may=may[p.id])) if p.id in may else p
        for p in board.permanents
    )


def attack_steps(base: Board, decl: AttackDeclaration, rules: RuleSet | str) -> list[AttackStep]:
    """Every way the declare attackers step can go after ``decl`` on a board
    without attacks: one for each combination of the attacking player's
    choices for its optional ("you may") attack triggers (603.5); the rest
    of the step has no choice the solver leaves open, or says so in
    :attr:`AttackStep.unplayed`.

    >>> from mtgcombat.core.model import Board, OtherKeyword, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> angel = Permanent(id="angel", controller="A", power=4, toughness=4,
    ...                   abilities={OtherKeyword("exalted", rule="702.83")})
    >>> board = Board([Player("A"), Player("B")], [bear, angel], "A")
    >>> [step] = attack_steps(board, AttackDeclaration.parse("bear: B"), "current")
    >>> step.board.permanent("bear").power, dict(step.temporary), [e.rule for e in step.events]
    (3, {'bear': (1, 1)}, ['508.1f', '702.83a'])
    """
    rules = RuleSet.coerce(rules)
    tapped = tap_events(base, decl)
    attacked = with_attacks(base, decl)
    if not decl:
        return [AttackStep(attacked, tapped)]
    # the statics again: a static ability may grant exalted, and one may read
    # the attackers' tapped state ("untapped creatures you control get +0/+2")
    ready = apply_static_effects(attacked)
    if not has_attack_triggers(ready):
        return [AttackStep(ready, tapped)]
    attacker = base.active_player
    out: list[AttackStep] = []
    todo: list[dict[str, bool]] = [{}]
    while todo:
        may = todo.pop()
        board, events = declare_attackers_triggers(_with_may(ready, may), rules)
        asked = [e.source for e in events if isinstance(e, ChoiceMade)]
        open_choice = next(
            (
                src
                for src in asked
                if src not in may and board.permanent(src).controller == attacker
            ),
            None,
        )
        if open_choice is not None:
            todo.extend(({**may, open_choice: False}, {**may, open_choice: True}))
            continue
        unplayed = _unplayed(ready, events, asked, attacker)
        out.append(AttackStep(board, (*tapped, *events), may, pumps_of(events), tuple(unplayed)))
    return out


def _unplayed(
    board: Board, events: Sequence[Event], asked: Sequence[str], attacker: str
) -> list[Unplayed]:
    """What the solver does not search in one way the step went."""
    out: list[Unplayed] = []
    for src in dict.fromkeys(asked):
        perm = board.permanent(src)
        if perm.controller != attacker:
            out.append(Unplayed(src, "opponent_choice", "603.5"))
        elif asked.count(src) > 1:
            out.append(Unplayed(src, "shared_choice", "603.5"))
    for e in events:
        if isinstance(e, SacrificeChosen) and e.how == "chosen":
            # the sacrificing player's choice (701.21a): the file's, not their best
            out.append(Unplayed(e.source, "sacrifice_choice", e.rule))
    # The abilities that resolved: (source, order-free), in order.
    resolved: list[tuple[str, bool]] = []
    seen: set[tuple[str, str, str]] = set()
    for e in events:
        if isinstance(e, AttackTriggerResolves):
            # one trigger per instance (exalted) or per source (battle cry)
            key = (e.source, e.keyword, e.creature if e.keyword == "exalted" else "")
            if key not in seen:
                seen.add(key)
                resolved.append((e.source, True))
        elif isinstance(e, TriggerResolves):
            ability = _ability_named(board, e.source, e.ability)
            effects = ability.effects if ability is not None else ()
            if any(isinstance(x, RecordedEffect) for x in effects):
                out.append(Unplayed(e.source, "recorded", "603.3"))
            free = ability is not None and all(_order_free(x) for x in effects)
            resolved.append((e.source, free))
    if len(resolved) > 1 and not all(free for _, free in resolved):
        first = next(src for src, free in resolved if not free)
        out.append(Unplayed(first, "order", "603.3b"))
    return out


def _ability_named(board: Board, source: str, text: str) -> BlockTrigger | None:
    perm = board.get(source)
    if perm is None:
        return None
    return next((a for a in perm.abilities if isinstance(a, BlockTrigger) and str(a) == text), None)


CANDIDATES_SORTED = 20_000
"""Declarations :func:`best_attacks` lists and sorts by their bound before
searching; past this many it takes them in the order they come, each still
skipped when its bound cannot beat the best found."""


def _candidates(
    board: Board, pay_costs: bool, clock: _Clock | None = None
) -> tuple[list[AttackDeclaration], Iterator[AttackDeclaration]]:
    """Every legal declaration (508.1a-d; with ``pay_costs``, declarations
    that pay a cost too), once per choice up to swapping identical creatures:
    a few likely good ones first (no attack, everything at each player, the
    508.1d witness), then the rest, lazily (each one looked at ticks
    ``clock``: most may be illegal)."""
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
        parts = [partial(spread, groups[k], options[k]) for k in keys]
        for combo in lazy_product(parts):
            if clock is not None:
                clock.tick()
            decl = AttackDeclaration(tuple(pair for part in combo for pair in part))
            if decl not in given and legal(decl):
                yield decl

    return first, rest()


_Key = tuple[int, float]


def _unblocked_bound(
    rules: RuleSet, step: AttackStep, mine: Objective, attacker: str, triggers: bool = True
) -> _Key | None:
    """At most what one way of the declare attackers step can give the
    attacker: its result when nothing blocks (the defender may always choose
    that, unless a requirement makes it block: then ``None``, no bound).
    Unblocked creatures have no choice in how they deal their damage; the
    attack triggers have resolved already (their pumps are in the board), and
    the declare blockers step's are played as for any declaration."""
    attacked = step.board
    if game_over(attacked) or not attacked.attackers():
        return mine.key(attacked, attacker)
    if not is_legal_blocks(attacked, BlockDeclaration(), rules).legal:
        return None
    try:
        # "Whenever ~ attacks and isn't blocked" (509.3g, 509.5g in 2023)
        played = resolve_combat(attacked, rules, auto=True, triggers=triggers)
    except (CombatError, ValueError):
        return None
    return with_pumps(mine, pumps_of(played.events)).key(played.board, attacker)


def best_attacks(
    board: Board,
    rules: RuleSet | str,
    *,
    objective: Objective | None = None,
    defender_objective: Objective | None = None,
    time_limit: float | None = None,
    pay_costs: bool = True,
    block_triggers: bool = True,
) -> Solution[AttackPlan]:
    """The active player's best attack declaration, the defending player
    answering with its best blocks and both then playing their best orders
    and assignments. Attacks already on the board are set aside.
    ``objective`` is the attacker's; ``defender_objective`` the defender's
    (default: the same weights from its side). Costs to attack (508.1g-h) are
    taken as paid (reported in :attr:`AttackPlan.cost`); with
    ``pay_costs=False`` only declarations that cost nothing are tried. Two
    players only.

    Each declaration is played through the declare attackers step as the
    rules play it: attackers without vigilance become tapped (508.1f) and
    the abilities that trigger on attacking resolve (508.2a: exalted,
    battle cry, melee, "whenever ~ attacks, ..."), once for each way the
    attacker may choose its optional ones (603.5). What they give until end
    of turn is not counted in a creature's worth (it ends in the cleanup
    step, 514.2). A choice about them the solver does not search leaves the
    answer not proven, the reason in :attr:`AttackPlan.unplayed`. The
    defender's blocks play the declare blockers step's triggers
    (:func:`~mtgcombat.solver.blocks.best_blocks`) unless ``block_triggers`` is
    false.

    With opposed objectives (the default), a declaration is answered only
    when its bound (its result if nothing blocked it, the triggers played)
    beats the best found; the declarations are taken in the order of their
    bounds, so the search stops at the first that cannot.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> ogre = Permanent(id="ogre", controller="B", power=3, toughness=3)
    >>> board = Board([Player("A"), Player("B")], [bear, ogre], "A")
    >>> best = best_attacks(board, "2023")
    >>> str(best.choice.declaration), best.value, best.optimal
    ('-', -2.0, True)

    Two exalted creatures make the bear a 4/4 when it attacks alone
    (702.83a-b): the ogre can no longer block it profitably.

    >>> from mtgcombat.core.model import OtherKeyword
    >>> exalted = {OtherKeyword("exalted", rule="702.83")}
    >>> e1 = Permanent(id="e1", controller="A", power=0, toughness=1, abilities=exalted)
    >>> e2 = Permanent(id="e2", controller="A", power=0, toughness=1, abilities=exalted)
    >>> board = Board([Player("A"), Player("B")], [bear, e1, e2, ogre], "A")
    >>> best = best_attacks(board, "current")
    >>> str(best.choice.declaration), dict(best.choice.temporary), best.value, best.optimal
    ('bear: B', {'bear': (2, 2)}, 4.0, True)
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
    # The best declaration whose answer is sound (the defender's answer
    # proven), and the best of the others.
    best: tuple[tuple[_Key, int], Solution[AttackPlan]] | None = None
    fallback: tuple[tuple[_Key, int], Solution[AttackPlan]] | None = None
    complete = True
    # What the solver did not search, over every declaration it looked at.
    unplayed: dict[Unplayed, None] = {}

    # The bound holds when the defender's best is the attacker's worst
    # (opposed objectives): then it never leaves the attacker more than not
    # blocking would.
    opposed = theirs == mine

    def steps_of(decl: AttackDeclaration) -> list[AttackStep]:
        found = attack_steps(base, decl, rules)
        for step in found:
            unplayed.update(dict.fromkeys(step.unplayed))
            if block_triggers:
                # What the block search would play one way only, whether or
                # not this declaration is answered (its bound plays the step).
                unplayed.update(dict.fromkeys(survey(step.board, rules).unplayed))
            # the abilities that trigger on combat damage (510.3a)
            unplayed.update(dict.fromkeys(damage_unplayed(step.board)))
        return found

    def bound_of(decl: AttackDeclaration) -> _Key | None:
        if not opposed:
            return None
        bounds = [
            _unblocked_bound(rules, step, step.objective(mine), attacker, block_triggers)
            for step in steps_of(decl)
        ]
        if any(b is None for b in bounds):
            return None
        return max(b for b in bounds if b is not None)

    def bounded(
        decls: Iterator[AttackDeclaration],
    ) -> Iterator[tuple[_Key | None, AttackDeclaration]]:
        return ((bound_of(decl), decl) for decl in decls)

    first, rest = _candidates(base, pay_costs, clock)

    def paid(decl: AttackDeclaration) -> int:
        return sum(declaration_costs(base, decl).values())

    def offer(decl: AttackDeclaration) -> None:
        nonlocal best, fallback, complete
        for step in steps_of(decl):
            found, sound = _answer(
                base,
                rules,
                decl,
                step,
                mine,
                theirs,
                clock,
                time_limit is not None,
                cache,
                block_triggers,
            )
            unplayed.update(dict.fromkeys(found.choice.unplayed))
            # Among equal outcomes, the declaration that pays less (508.1h).
            # The value leaves out every pump until end of turn: the attack
            # triggers' and the declare blockers triggers' (514.2).
            lasting = dataclasses.replace(mine, temporary=dict(found.choice.temporary))
            key = (lasting.key(found.outcome.board, attacker), -paid(decl))
            # An answer cut short, or a choice of the defender's played as the
            # file has it, may leave the attacker more than the defender's
            # real best would: only sound answers are counted on.
            if not found.optimal:
                complete = False
            if not sound:
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
    optimal = complete and not unplayed and not clock.expired and solution.optimal
    choice = dataclasses.replace(solution.choice, unplayed=tuple(unplayed))
    return Solution(choice, solution.value, optimal, solution.outcome, attacker)


def _answer(
    base: Board,
    rules: RuleSet,
    decl: AttackDeclaration,
    step: AttackStep,
    mine: Objective,
    theirs: Objective,
    clock: _Clock,
    limited: bool,
    cache: FightCache,
    triggers: bool = True,
) -> tuple[Solution[AttackPlan], bool]:
    """The declaration played out from one way of its declare attackers
    step: the defender's best blocks, then the attacker's best plan for
    them; its value for the attacker (the step's temporary pumps left out),
    and whether that value is sound: the defender's answer proven, and no
    choice of the defender's played as the file has it."""
    attacker = base.active_player
    cost = declaration_costs(base, decl)
    mine, theirs = step.objective(mine), step.objective(theirs)
    sound_step = not any(u.reason in ("opponent_choice", "recorded") for u in step.unplayed)
    attacked = step.board
    if not decl or game_over(attacked):
        outcome = CombatResult(attacked, step.events)
        choice = AttackPlan(
            decl, cost, may=dict(step.may), temporary=dict(step.temporary), step_events=step.events
        )
        value = mine.value(attacked, attacker)
        return Solution(choice, value, True, outcome, attacker), sound_step
    if not attacked.attackers():
        # The triggers took every attacker out of combat: no blocks.
        played = resolve_combat(attacked, rules, auto=True)
        outcome = CombatResult(played.board, (*step.events, *played.events), played.packages)
        choice = AttackPlan(
            decl, cost, may=dict(step.may), temporary=dict(step.temporary), step_events=step.events
        )
        value = mine.value(played.board, attacker)
        return Solution(choice, value, True, outcome, attacker), sound_step

    def left() -> float | None:
        if not limited:
            return None
        remaining = clock.remaining()
        return None if remaining is None else max(0.01, remaining / 2)

    blocks, searched = _best_blocks(
        attacked,
        rules,
        objective=theirs,
        attacker_objective=mine,
        time_limit=left(),
        fight_cache=cache,
        triggers=triggers,
    )
    blocked = with_blocks_and_orders(attacked, blocks.choice, blocks.orders)
    # The declare blockers step's triggers for these blocks, as the block
    # search played them: the attacker's plan is made on the board they leave.
    stage = play(blocked, rules) if triggers else Stage(blocked)
    pumps = stage.pumps
    mine, theirs = with_pumps(mine, pumps), with_pumps(theirs, pumps)
    if not stage.events:
        plan = best_assignment(
            blocked, rules, objective=mine, opponent_objective=theirs, time_limit=left()
        )
    elif game_over(stage.board):  # the game ended before any damage
        plan = Solution(
            CombatPlan({}, {}),
            mine.value(stage.board, attacker),
            True,
            CombatResult(stage.board, ()),
            attacker,
        )
    else:
        plan = best_assignment(
            stage.board, rules, objective=mine, opponent_objective=theirs, time_limit=left()
        )
    choice = AttackPlan(
        decl,
        cost,
        blocks.choice,
        dict(blocks.orders),
        plan.choice,
        dict(step.may),
        merge_pumps(step.temporary, pumps),
        step.events,
        blocks.unplayed,
        stage.events,
    )
    played = plan.outcome
    outcome = CombatResult(
        played.board,
        (*step.events, *stage.events, *played.events),
        played.packages,
        played.effects,
    )
    # The attacker's value is the one its plan reaches; the defender's
    # proof covers the same play. A choice of the defender's (or an effect)
    # the block search played one way only may flatter the attacker.
    proven = searched and plan.optimal
    defender = next(p.id for p in base.players if p.id != attacker)
    sound_blocks = not any(
        u.reason in ("block_recorded", "block_end_of_combat")
        or attacked.permanent(u.source).controller == defender
        for u in blocks.unplayed
    )
    return (
        Solution(choice, mine.value(played.board, attacker), proven, outcome, attacker),
        proven and sound_step and sound_blocks,
    )


def with_blocks_and_orders(
    board: Board, blocks: BlockDeclaration, orders: Mapping[str, tuple[str, ...]]
) -> Board:
    """The board with the blocks declared and the defender's announced
    damage assignment orders (509.3, 2023 rules).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, wall], "A")
    >>> with_blocks_and_orders(board, BlockDeclaration.parse("wall: ogre"), {}).blockers_of("ogre")
    ('wall',)
    """
    blocked = with_blocks(board, blocks)
    return blocked.with_orders({**blocked.orders, **orders}) if orders else blocked
