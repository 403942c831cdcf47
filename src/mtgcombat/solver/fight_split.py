"""A combat split into fights: an attacker with its blockers, joined with
whatever shares a blocker, a band, or a planeswalker or battle under attack
with it. Fights touch each other only through the players' life and poison
totals; this module cuts a fight's board out of the whole, says when the cut
holds, what makes two fights (or two creatures) alike, so that identical
fights are searched once (:class:`FightCache`), who solves a fight under
which objectives, and the life and poison a fight changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.rules.effects import has_effects, reads_board
from mtgcombat.solver.damage_triggers import damage_local, damage_watchers
from mtgcombat.solver.objective import Objective
from mtgcombat.solver.plans import _Result


def fights(board: Board) -> list[tuple[str, ...]]:
    """The combat split into fights, each a tuple of creature ids in board
    order: an attacker and its blockers, joined with whatever shares a
    blocker, a band, or a planeswalker or battle under attack with it.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> bat = Permanent(id="bat", controller="A", power=1, toughness=1, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> fights(Board([Player("A"), Player("B")], [ogre, bat, elf], "A"))
    [('ogre', 'elf'), ('bat',)]
    """
    parent: dict[str, str] = {c: c for c in board.in_combat()}

    def find(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(x: str, y: str) -> None:
        if x in parent and y in parent:
            parent[find(x)] = find(y)

    by_target: dict[str, str] = {}
    for a in board.attackers():
        for b in board.blockers_of(a):
            union(a, b)
        for member in board.band_of(a):
            union(a, member)
        for t in (board.attack_target(a), board.permanent(a).attacking):
            if t is None or board.is_player(t):
                continue
            if t in by_target:
                union(a, by_target[t])
            else:
                by_target[t] = a
    for b in board.blockers():
        for a in board.blocked_by_blocker(b):
            union(a, b)
    groups: dict[str, list[str]] = {}
    for c in board.in_combat():
        groups.setdefault(find(c), []).append(c)
    return [tuple(g) for g in groups.values()]


def _sub_board(board: Board, creatures: Iterable[str]) -> Board:
    """The board with only these creatures in combat, what they attack, and
    the creatures declared blocking them or blocked by them even if those have
    left combat (an attacker whose blockers are gone stays blocked, 509.1h)."""
    keep = set(creatures)
    # What every fight keeps, and each permanent's place, once per board (a
    # board of thousands of fights must not be scanned once per fight).
    always, place = board.derived(("solver_sub_board",), lambda: _sub_board_index(board))
    keep.update(always)
    for c in list(keep):
        perm = board.permanent(c)
        if perm.attacking is not None and not board.is_player(perm.attacking):
            keep.add(perm.attacking)
        keep.update(board.declared_blockers_of(c))
        keep.update(board.declared_blocked_by(c))
    permanents = board.permanents
    return board.with_permanents(permanents[i] for i in sorted(place[k] for k in keep)).with_orders(
        {k: v for k, v in board.orders.items() if k in keep}
    )


def _sub_board_index(board: Board) -> tuple[frozenset[str], dict[str, int]]:
    """What every fight's board keeps, and each permanent's place in board
    order. Sources of static effects stay, in combat or not: the creatures
    kept must keep what their effects give them (611.3a); where a condition
    or a count reads permanents outside the fight too ("as long as you
    control a Plains", "for each artifact you control"), everything stays."""
    ids = [p.id for p in board.permanents]
    if reads_board(board):
        always = frozenset(ids)
    else:
        always = frozenset(p.id for p in board.permanents if p.statics)
        # the permanents whose abilities trigger on other creatures' combat
        # damage (510.3a): every fight's damage may trigger them
        always |= damage_watchers(board)
    return always, {pid: i for i, pid in enumerate(ids)}


def _splits(board: Board) -> bool:
    """Whether fights interact only through life and poison totals: two
    players, neither with a damage prevention shield (a shield would be shared
    by the damage of every fight), neither has already lost, and no static
    effect of one permanent on others is in play, and every ability on
    combat damage keeps within its fight
    (:func:`~mtgcombat.solver.damage_triggers.damage_local`)."""
    return (
        len(board.players) == 2
        and all(p.prevent_next == 0 and not p.lost for p in board.players)
        # An effect of one permanent on others ties fights together: a lord
        # that dies in one fight takes its bonus from creatures in another.
        and not has_effects(board)
        # so does an ability on combat damage that reaches past its fight
        # (510.3a): each attacking creature, a target, a watcher's
        and damage_local(board)
    )


def _kind(perm: Permanent) -> Permanent:
    """The permanent without what does not change how it fights (its id and
    names), so identical creatures such as tokens compare equal."""
    return evolve(perm, id="", name="", name_ja="", card="")


def _sort_of(sides: _Sides) -> Callable[[Permanent], object]:
    """What makes two creatures interchangeable for these objectives: the
    same kind (:func:`_kind`) and, when an objective weighs creatures by mana
    values given per permanent, the same worth for each side (two identical
    tokens may still be worth different amounts to a player)."""
    if not sides.mine.per_permanent and not sides.theirs.per_permanent:
        return _kind

    def sort(perm: Permanent) -> object:
        worth = (sides.mine.worth_key(perm), sides.theirs.worth_key(perm))
        return (_kind(perm), worth)

    return sort


def _worths(board: Board, sides: _Sides) -> tuple[tuple[object, object], ...]:
    """What decides each permanent's worth for both sides, where the
    objectives weigh creatures by id (mana values given per permanent, a
    temporary pump left out; else empty: the kinds already decide)."""
    if not sides.mine.per_permanent and not sides.theirs.per_permanent:
        return ()
    return tuple((sides.mine.worth_key(p), sides.theirs.worth_key(p)) for p in board.permanents)


def _shape(board: Board) -> tuple[object, ...]:
    """What decides a fight's results up to renaming: each permanent's kind
    (with blocks and attack targets replaced by positions), the orders and the
    players."""
    ids = [p.id for p in board.permanents]
    index = {pid: i for i, pid in enumerate(ids)}
    parts: list[object] = []
    for p in board.permanents:
        target: object = p.attacking
        if p.attacking is not None and p.attacking in index:
            target = ("#", index[p.attacking])
        blocking = tuple(index.get(a, -1) for a in p.blocking)
        parts.append((evolve(_kind(p), attacking=None, blocking=()), target, blocking))
    orders = tuple(
        sorted((index[k], tuple(index.get(x, -1) for x in v)) for k, v in board.orders.items())
    )
    return (tuple(parts), orders, board.players, board.active_player)


@dataclass(frozen=True)
class _Sides:
    """Who solves, under which objective, and against whom."""

    me: str
    other: str
    mine: Objective
    theirs: Objective


@dataclass
class FightCache:
    """What a block search may share with the next one under the same rules
    and objectives, on a board that differs only in its attacks (see
    :func:`best_blocks`'s ``fight_cache``): each fight's results and its
    cheap optimistic worth, by the fight's shape (:func:`_shape`). Only
    fights searched to the end are kept.

    >>> cache = FightCache()
    >>> len(cache.fights), len(cache.bounds)
    (0, 0)
    """

    fights: dict[tuple[object, ...], tuple[tuple[str, ...], list[_Result]]] = field(
        default_factory=dict
    )
    bounds: dict[tuple[object, ...], tuple[float, float, int, int]] = field(default_factory=dict)


def _delta(before: Board, after: Board) -> tuple[int, ...]:
    out: list[int] = []
    for p, q in zip(before.players, after.players, strict=True):
        out.extend((q.life - p.life, q.poison - p.poison))
    return tuple(out)
