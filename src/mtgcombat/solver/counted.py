"""Counted blocks: identical attackers and mass blockers. When some blocker
can block several attackers (509.1a), identical attackers are counted rather
than enumerated, each counted declaration valued from its fights, with a
bound for fights of plain creatures.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping, Sequence

from mtgcombat.core.model import Board, Keyword, MustBlock, Permanent, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.blocks import BlockDeclaration, block_options, capacity, is_legal_blocks
from mtgcombat.solver.block_search import _BlockSearch
from mtgcombat.solver.combine import _combine, _pareto, _totals
from mtgcombat.solver.declarations import with_blocks
from mtgcombat.solver.fight_split import _splits, _sub_board
from mtgcombat.solver.objective import Objective, _ends_early, _result_from
from mtgcombat.solver.plans import CombatPlan, _Result

COUNTED_STATES = 50_000
"""Distinct counted declarations :func:`_counted_blocks` may hold before it
gives up (the search then tries every legal declaration instead)."""

_Label = tuple[str, str]
"""A blocker in a counted declaration: ("one", its id) for a blocker that can
block several attackers, ("kind", the number of its kind) for the others."""
_Group = tuple[int, tuple[_Label, ...]]
"""Attackers of one class blocked by the same blockers: the class's number
and the blockers (a blocker that can block several attackers by its id, the
others by their kind, sorted)."""
_State = tuple[tuple[_Group, int], ...]
"""A declaration up to swapping identical creatures: how many attackers are
in each group."""


def _counted_fits(board: Board, mine: Objective, theirs: Objective, rules: RuleSet) -> bool:
    """Whether :func:`_counted_blocks` may value declarations fight by fight:
    fights that meet only through life and poison totals, both objectives
    putting not losing first, and no attacker in a band (702.22). Under the
    2023 rules this needs the defender to choose the damage assignment order
    of a creature blocking several attackers (509.3) rather than take board
    order: with board order, which of two identical attackers comes first
    changed the fight, so counted fights and whole declarations differed
    (:class:`_FightSearch` ``their_orders``)."""
    del rules  # both rule sets
    return (
        _splits(board)
        and mine.avoid_losing
        and theirs.avoid_losing
        and all(len(board.band_of(a)) == 1 for a in board.attackers())
    )


def _counted_blocks(search: _BlockSearch, eligible: Sequence[str]) -> bool:
    """The defender's best declaration when some blocker can block several
    attackers, with identical attackers counted rather than enumerated.

    Attackers are sorted into classes: the same kind and worth, the same
    attack target, and the same blockers able to block them ("the same fight
    situation"); an attacker a rule names is a class of its own. A
    declaration up to swapping identical creatures is then a count per group
    (a class and the blockers blocking each of its attackers): a blocker that
    can block one creature picks a group and moves one attacker of it to the
    group with it added; a blocker that can block many picks how many of each
    group (within its capacity, 509.1a). A monstrous Hundred-Handed One facing
    66 identical tokens has 67 choices, not 2^66. Each counted declaration is
    valued from its fights, each fight searched once per shape and identical
    fights counted; the best that :func:`~mtgcombat.rules.blocks.is_legal_blocks`
    accepts on the whole board wins. Returns False (nothing decided) when the
    counted declarations would exceed :data:`COUNTED_STATES`."""
    board = search.board
    sort = search._sort
    can = {b: frozenset(block_options(board, b)) for b in eligible}
    named = {
        r.attacker for p in board.permanents for r in p.block_rules if isinstance(r, MustBlock)
    }
    by_key: dict[object, list[str]] = {}
    for a in board.attackers():
        perm = board.permanent(a)
        able = frozenset(b for b in eligible if a in can[b])
        key: object = ("named", a) if a in named else (sort(perm), perm.attacking, able)
        by_key.setdefault(key, []).append(a)
    classes = list(by_key.values())
    kinds: dict[object, list[str]] = {}
    labels: dict[str, _Label] = {}
    multi = [b for b in eligible if capacity(board.permanent(b)) != 1]
    single = [b for b in eligible if capacity(board.permanent(b)) == 1]
    for b in multi:
        labels[b] = ("one", b)
    for b in single:
        key = sort(board.permanent(b))
        kinds.setdefault(key, []).append(b)
        labels[b] = ("kind", str(list(kinds).index(key)))
    start: _State = tuple(sorted(((i, ()), len(m)) for i, m in enumerate(classes)))
    states: set[_State] = {start}
    for b in (*multi, *single):
        label = labels[b]
        cap = capacity(board.permanent(b))
        most = len(board.attackers()) if cap is None else cap
        grown: set[_State] = set()
        for state in states:
            open_groups = [
                (g, n)
                for g, n in state
                if classes[g[0]][0] in can[b] and (label not in g[1] or label[0] == "kind")
            ]
            groups = [g for g, _ in open_groups]
            for moves in _moves(open_groups, most):
                grown.add(_frozen(dict(state), groups, moves, label))
                if len(grown) > COUNTED_STATES:
                    return False
            if search.clock.check():
                search.complete = False
                return False
        states = grown
    cache: dict[object, list[_Result]] = {}
    if _plain_board(board):
        return _bounded_blocks(search, classes, kinds, states, cache)
    valued: list[tuple[tuple[int, float], _State]] = []
    # Most attackers blocked first: a good answer early if time runs out.
    ranked = sorted(states, key=lambda st: -sum(n for (_, pattern), n in st if pattern))
    for state in ranked:
        valued.append((_counted_value(search, classes, kinds, state, cache), state))
        if search.clock.check():
            search.complete = False
            break
    valued.sort(key=lambda kv: kv[0], reverse=True)
    for _, state in valued:
        declaration = _declaration_of(board, classes, kinds, state)
        if is_legal_blocks(board, declaration, search.rules).legal:
            search.offer(declaration)
            return True
        if search.clock.check():
            search.complete = False
            break
    return search.best is not None


_PLAIN_KEYWORDS = frozenset({Keyword.FLYING, Keyword.REACH, Keyword.DEATHTOUCH, Keyword.VIGILANCE})
"""Keywords that change only who may block whom (702.9, 702.17, 702.20) or
how much damage is lethal (702.2): a fight of creatures with no others deals
combat damage in one step, only between blockers and the attackers they block."""


_BLANK = Permanent(id="blank", controller="")


def _plain(perm: Permanent) -> bool:
    """Whether a permanent is a creature with nothing but power, toughness,
    marked damage, :data:`_PLAIN_KEYWORDS` and its combat status (every other
    field at its default): no first strike, trample, lifelink, prevention,
    counters, static or triggered ability."""
    if not perm.abilities <= _PLAIN_KEYWORDS:
        return False
    # evolve: a copy of a blank permanent, not a checked construction
    return perm == evolve(
        _BLANK,
        id=perm.id,
        controller=perm.controller,
        name=perm.name,
        power=perm.power,
        toughness=perm.toughness,
        damage=perm.damage,
        abilities=perm.abilities,
        colors=perm.colors,
        tapped=perm.tapped,
        attacking=perm.attacking,
        blocking=perm.blocking,
        blocked=perm.blocked,
        can_block_additional=perm.can_block_additional,
        can_block_any_number=perm.can_block_any_number,
        subtypes=perm.subtypes,
        supertypes=perm.supertypes,
        token=perm.token,
        monstrous=perm.monstrous,
        renowned=perm.renowned,
        card=perm.card,
        name_ja=perm.name_ja,
        mana_value=perm.mana_value,
    )


def _plain_board(board: Board) -> bool:
    """Whether every permanent is :func:`_plain`, every attacker attacks a
    player, no board-wide rule prevents combat damage and at least two
    players are still in the game: then :func:`_state_bound` holds."""
    return (
        not board.prevent_all_combat_damage
        # A game already over before damage would be valued by its
        # first-strike results (_ends_early), which the bound does not model.
        and not _ends_early(board, (0,) * (2 * len(board.players)))
        and all(_plain(p) for p in board.permanents)
        and all(board.is_player(board.permanent(a).attacking or "") for a in board.attackers())
    )


def _state_bound(
    search: _BlockSearch,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    state: _State,
    cache: dict[object, list[_Result]],
) -> tuple[int, float] | None:
    """An upper bound on :func:`_counted_value` of ``state`` on a
    :func:`_plain_board`, without searching any fight with a blocker.

    On such a board a blocked attacker deals its damage only to its blockers
    and a blocker only to the attackers it blocks, all in one step (no first
    or double strike, 510.1, 510.2), so no player's life changes in a fight
    with a blocker: the game result is exactly the one the unblocked attackers
    give (their fights are searched, once per class). The defender's score
    then changes only by creatures dying (704.5g-h): at most, each blocker of
    power p kills the p most valuable attackers it blocks (each takes at
    least 1 damage to die); at least, a blocker dies when the attackers it
    alone blocks have total power at least its toughness left, or one of them
    has deathtouch (510.1a: an attacker blocked by one creature assigns all
    its damage to it; no trample here). None when an unblocked fight has
    several results (never on a plain board)."""
    board = search.board
    defence = search.defence
    mine = defence.mine
    kind_lists = list(kinds.values())

    def member(label: _Label) -> Permanent:
        # The creatures of a class or kind share their kind and worth
        # (_sort_of), so one stands for all.
        how, which = label
        return board.permanent(which if how == "one" else kind_lists[int(which)][0])

    def worth(perm: Permanent) -> float:
        return mine.creatures * mine.creature_worth(perm)

    gain = 0.0
    delta: tuple[int, ...] | None = None
    blocked_by: dict[_Label, list[tuple[float, int]]] = {}
    killable = 0.0
    # Who is dealt the damage of each blocked attacker: its only blocker; if
    # it has several, one chosen here when the fight is zero-sum (see below).
    incoming: dict[_Label, int] = {}
    deadly: set[_Label] = set()
    dead: set[_Label] = set()
    losses = 0.0

    def left(label: _Label) -> int:
        perm = member(label)
        return perm.current_toughness - perm.damage

    def hit(label: _Label, attacker: Permanent, n: int) -> int:
        """``n`` attackers deal their damage to the creature(s) ``label``
        names: returns how many of them it took until that one died (all
        ``n`` if it did not); a kind label is a different blocker for
        each attacker."""
        nonlocal losses
        power = attacker.current_power
        if power <= 0 or n <= 0:
            return n
        lethal = Keyword.DEATHTOUCH in attacker.abilities or power >= left(label)
        if label[0] == "kind":
            if lethal:
                losses += n * worth(member(label))
            return n
        if label in dead:
            return n
        if Keyword.DEATHTOUCH in attacker.abilities:
            deadly.add(label)
            dead.add(label)
            losses += worth(member(label))
            return 1
        need = max(1, -(-(left(label) - incoming.get(label, 0)) // power))
        used = min(n, need)
        incoming[label] = incoming.get(label, 0) + used * power
        if incoming[label] >= left(label):
            dead.add(label)
            losses += worth(member(label))
        return used

    shared: list[tuple[_Group, int]] = []
    for group, n in state:
        ci, pattern = group
        attacker = board.permanent(classes[ci][0])
        if not pattern:
            results = _fight_results(search, classes, kinds, ((group, 1),), cache)
            if len(results) != 1:
                return None
            r = results[0]
            gain += n * r.theirs  # the fights are searched from the attacker's side
            moved = tuple(n * x for x in r.delta)
            delta = (
                moved if delta is None else tuple(x + y for x, y in zip(delta, moved, strict=True))
            )
            continue
        w = worth(attacker)
        killable += n * w
        for label in pattern:
            blocked_by.setdefault(label, []).append((w, n))
        if len(pattern) == 1:
            hit(pattern[0], attacker, n)
        else:
            shared.append((group, n))
    kills = 0.0
    for label, items in blocked_by.items():
        power = max(0, member(label).current_power)
        if label[0] == "kind":
            # Each blocker of a kind blocks one attacker.
            kills += sum(w * n for w, n in items if power > 0)
            continue
        for w, n in sorted(items, reverse=True):
            take = min(n, power)
            kills += take * w
            power -= take
    # Zero-sum (two players, one objective): the attacker's best is at most
    # as good for the defender as any one package of the attacker's, such as
    # each attacker with several blockers dealing all its damage to one of
    # them (legal under both rule sets when no order is declared: 510.1c-d,
    # and the attacker's own order under the 2023 rules, 509.2); the fight
    # search lets the defender answer that package, and its best answer
    # still cannot save a creature dealt lethal damage.
    if len(board.players) == 2 and defence.mine == defence.theirs and not board.orders:
        for (ci, pattern), n in shared:
            attacker = board.permanent(classes[ci][0])
            todo = n
            while todo > 0:
                alive = [label for label in set(pattern) if label not in dead]
                if not alive:
                    break
                target = max(alive, key=lambda label: (worth(member(label)), label))
                took = hit(target, attacker, todo)
                if target not in dead or target[0] == "kind":
                    break
                todo -= took
    gain -= losses
    killable_total = killable
    gain += min(kills, killable_total)
    if delta is None:
        delta = (0,) * (2 * len(board.players))
    result = _result_from(board, delta, defence.me) if mine.avoid_losing else 0
    return result, search.start + gain


def _bounded_blocks(
    search: _BlockSearch,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    states: Iterable[_State],
    cache: dict[object, list[_Result]],
) -> bool:
    """Branch and bound over the counted declarations of a
    :func:`_plain_board`: each state's :func:`_state_bound` first, then the
    states valued best bound first; once the next bound cannot beat the best
    legal declaration valued so far, no state left can, and the search is
    proven without valuing them."""
    bounded: list[tuple[tuple[int, float], int, _State]] = []
    for state in states:
        bound = _state_bound(search, classes, kinds, state, cache)
        if bound is None:
            bound = (1, math.inf)
        blocked = sum(n for (_, pattern), n in state if pattern)
        bounded.append((bound, blocked, state))
        search.clock.tick()
    # Best bound first; among equal bounds, most attackers blocked first.
    bounded.sort(key=lambda item: (item[0], item[1]), reverse=True)
    best: tuple[tuple[int, float], BlockDeclaration] | None = None
    for bound, _, state in bounded:
        if best is not None and not _may_beat(bound, best[0]):
            break
        value = _counted_value(search, classes, kinds, state, cache)
        if search.clock.check():
            search.complete = False
        if best is None or value > best[0]:
            declaration = _declaration_of(search.board, classes, kinds, state)
            if is_legal_blocks(search.board, declaration, search.rules).legal:
                best = (value, declaration)
        if not search.complete:
            break
    if best is not None:
        search.offer(best[1])
    return best is not None


def _may_beat(bound: tuple[int, float], best: tuple[int, float]) -> bool:
    """Whether a state whose value is at most ``bound`` may beat ``best``
    (game result first, then score; scores within rounding of each other are
    a tie, which cannot beat)."""
    if bound[0] != best[0]:
        return bound[0] > best[0]
    return bound[1] > best[1] + 1e-9 * max(1.0, abs(best[1]))


def _moves(groups: Sequence[tuple[_Group, int]], most: int) -> Iterator[tuple[int, ...]]:
    """How many attackers to take from each group, at most ``most`` in all
    (an explicit stack, no recursion)."""
    stack: list[tuple[int, tuple[int, ...], int]] = [(0, (), 0)]
    while stack:
        i, taken, used = stack.pop()
        if i == len(groups):
            yield taken
            continue
        for n in range(min(groups[i][1], most - used) + 1):
            stack.append((i + 1, (*taken, n), used + n))


def _frozen(
    counts: dict[_Group, int], groups: Sequence[_Group], moves: Sequence[int], label: _Label
) -> _State:
    out = dict(counts)
    for g, n in zip(groups, moves, strict=False):
        if not n:
            continue
        out[g] -= n
        joined: _Group = (g[0], tuple(sorted((*g[1], label))))
        out[joined] = out.get(joined, 0) + n
    return tuple(sorted(((g, n) for g, n in out.items() if n)))


def _declaration_of(
    board: Board,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    state: _State,
) -> BlockDeclaration:
    """One declaration the counted ``state`` stands for: each group takes the
    next attackers of its class, each kind label the next blocker of that kind."""
    kind_lists = list(kinds.values())
    used_class = [0] * len(classes)
    used_kind = [0] * len(kind_lists)
    blocks: dict[str, list[str]] = {}
    for (ci, pattern), n in state:
        attackers = classes[ci][used_class[ci] : used_class[ci] + n]
        used_class[ci] += n
        for a in attackers:
            for label in pattern:
                how, which = label
                if how == "one":
                    blocks.setdefault(which, []).append(a)
                else:
                    k = int(which)
                    blocks[kind_lists[k][used_kind[k]]] = [a]
                    used_kind[k] += 1
    order = {p.id: i for i, p in enumerate(board.permanents)}
    return BlockDeclaration.of(dict(sorted(blocks.items(), key=lambda kv: order[kv[0]])))


def _counted_value(
    search: _BlockSearch,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    state: _State,
    cache: dict[object, list[_Result]],
) -> tuple[int, float]:
    """The defender's (game result, score) for a counted declaration, as
    :meth:`_BlockSearch.evaluate` would find it: the fights of a blocker that
    blocks several attackers are one fight each; every other group's
    attackers fight alone, identical ones searched once."""
    board = search.board
    parent: dict[object, object] = {}

    def find(x: object) -> object:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    for (_, pattern), _n in state:
        ones = [label for label in pattern if label[0] == "one"]
        for label in ones[1:]:
            parent[find(label)] = find(ones[0])
    components: dict[object, list[tuple[_Group, int]]] = {}
    lists: list[list[_Result]] = []
    for group, n in state:
        ones = [label for label in group[1] if label[0] == "one"]
        if ones:
            components.setdefault(find(ones[0]), []).append((group, n))
            continue
        results = _fight_results(search, classes, kinds, ((group, 1),), cache)
        lists.extend([results] * n)
    for part in components.values():
        lists.append(_fight_results(search, classes, kinds, tuple(part), cache))
    fixed = [r[0] for r in lists if len(r) == 1]
    varied = [r for r in lists if len(r) > 1]
    if fixed:
        varied.append([_summed(fixed)])
    _, picks = _combine(board, varied, search.attack)
    total, _, gain = _totals(board, picks)
    defence = search.defence
    result = _result_from(board, total, defence.me) if defence.mine.avoid_losing else 0
    return result, search.start + gain


def _fight_results(
    search: _BlockSearch,
    classes: Sequence[Sequence[str]],
    kinds: Mapping[object, Sequence[str]],
    part: _State,
    cache: dict[object, list[_Result]],
) -> list[_Result]:
    if part not in cache:
        board = search.board
        declaration = _declaration_of(board, classes, kinds, part)
        creatures = {b for b, _ in declaration.blocks}
        used = [0] * len(classes)
        for (ci, _), n in part:
            creatures.update(classes[ci][used[ci] : used[ci] + n])
            used[ci] += n
        sub = _sub_board(with_blocks(board, declaration), creatures)
        found = search._results(sub)
        search.complete = search.complete and search.fight_search.complete
        cache[part] = _pareto(found, board, search.attack.me)
    return cache[part]


def _summed(results: Sequence[_Result]) -> _Result:
    """One result standing for several fights that each have only one."""

    def add(xs: Iterable[tuple[int, ...]]) -> tuple[int, ...]:
        return tuple(sum(column) for column in zip(*xs, strict=True))

    staged = [r for r in results if r.before]
    return _Result(
        add(r.delta for r in results),
        sum(r.mine for r in results),
        sum(r.theirs for r in results),
        CombatPlan({}, {}),
        {},
        add(r.early for r in results),
        sum(r.early_mine for r in results),
        sum(r.early_theirs for r in results),
        add(r.before for r in staged) if staged else (),
        sum(r.before_mine for r in staged),
        sum(r.before_theirs for r in staged),
    )
