"""A board's lookups and combat structure (:class:`CombatStructure`, a base
of :class:`~mtgcombat.core.model.Board`): permanents and players by id, who
attacks and who blocks whom now (506.4, 509.1g-h), bands (702.22), attack
targets and defending players (506.4c, 508.5), teams and opponents (102.3,
810.1), and the indexes behind them, each built once per board."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from typing import Any, Generic, TypeVar, overload

from mtgcombat.core.basics import _BATTLEFIELD, _CREATURE, _TYPE_BATTLE, _TYPE_PLANESWALKER
from mtgcombat.core.permanent import Permanent
from mtgcombat.core.player import Player

_T = TypeVar("_T")
_C = TypeVar("_C", bound=type)


class _cached(Generic[_T]):
    """``functools.cached_property`` without its lock (Python 3.11 takes an
    ``RLock`` on every first computation, and a combat makes a dozen boards,
    each computing its indexes once): the value is stored in the instance's
    ``__dict__``, where later reads find it before this descriptor."""

    def __init__(self, func: Callable[[Any], _T]) -> None:
        self.func = func
        # (read with getattr: a method mypyc compiled is a callable object)
        self.name = getattr(func, "__name__", "")
        self.__doc__ = getattr(func, "__doc__", None)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, objtype: type | None = None) -> _cached[_T]: ...

    @overload
    def __get__(self, obj: object, objtype: type | None = None) -> _T: ...

    def __get__(self, obj: object | None, objtype: type | None = None) -> _T | _cached[_T]:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


def _sorted_by_position(
    ids: Iterable[str], positions: Mapping[str, int], size: int
) -> tuple[str, ...]:
    """``ids`` sorted by their board positions (an unknown id at ``size``,
    after the rest), ties in the order given. A module function with a C
    method for the key, as ``damage._in_board_order`` sorts (mypyc compiles
    no closure in a Python class's method)."""
    items = list(ids)
    places = [positions.get(a, size) for a in items]
    return tuple([items[i] for i in sorted(range(len(items)), key=places.__getitem__)])


def _python_class(cls: _C) -> _C:
    """Leave a class as it is. As a decorator it keeps the class a Python
    class in the compiled build (mypyc compiles only a class without
    decorators, or with the standard dataclass one): a Python class, such as
    :class:`~mtgcombat.core.model.Board`, can't inherit from a compiled one."""
    return cls


@_python_class
class CombatStructure:
    """The structural questions of a board (a base of
    :class:`~mtgcombat.core.model.Board`, which holds the fields read here):
    which creatures are attacking and blocking now, whom each blocks, the
    bands, attack targets and teams. Each index is built once per board, on
    first use, and kept in the board's ``__dict__`` (see ``_cached``).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [ogre], "A")
    >>> isinstance(board, CombatStructure), board.attackers()
    (True, ('ogre',))
    """

    players: tuple[Player, ...]
    permanents: tuple[Permanent, ...]
    active_player: str
    teams: tuple[tuple[str, ...], ...]

    # -- lookups -------------------------------------------------------------

    @_cached
    def _by_id(self) -> dict[str, Permanent]:
        return {p.id: p for p in self.permanents}

    @_cached
    def _players_by_id(self) -> dict[str, Player]:
        return {p.id: p for p in self.players}

    def permanent(self, pid: str) -> Permanent:
        """The permanent with this id (``KeyError`` if there is none).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.permanent("elf").toughness
        1
        >>> board.permanent("wolf")
        Traceback (most recent call last):
        ...
        KeyError: 'wolf'
        """
        return self._by_id[pid]

    def get(self, pid: str) -> Permanent | None:
        """The permanent with this id, or None if there is none.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.get("elf").power, board.get("nobody")
        (1, None)
        """
        return self._by_id.get(pid)

    def player(self, pid: str) -> Player:
        """The player with this id (``KeyError`` if there is none).

        >>> from mtgcombat.core.model import Board, Player
        >>> board = Board([Player("A", life=7), Player("B")], [], "A")
        >>> board.player("A").life
        7
        """
        return self._players_by_id[pid]

    def is_player(self, oid: str) -> bool:
        """Whether the id names a player (not a permanent).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_player("B"), board.is_player("elf")
        (True, False)
        """
        return oid in self._players_by_id

    def __iter__(self) -> Iterator[Permanent]:
        return iter(self.permanents)

    def label(self, oid: str) -> str:
        """A readable name for a player or permanent id.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> gorger = Permanent(id="gorger", controller="A", name="Vastwood Gorger")
        >>> board = Board([Player("A"), Player("B")], [gorger], "A")
        >>> board.label("gorger"), board.label("B")
        ('gorger (Vastwood Gorger)', 'B')
        """
        perm = self._by_id.get(oid)
        return perm.label if perm is not None else oid

    # -- combat structure ----------------------------------------------------

    def is_attacking(self, pid: str) -> bool:
        """Whether the permanent is an attacking creature now (506.4: one that
        left the battlefield or stopped being a creature is out of combat).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_attacking("ogre"), board.is_attacking("elf")
        (True, False)
        """
        perm = self._by_id.get(pid)
        return (
            perm is not None
            and perm.attacking is not None
            and perm.on_battlefield
            and perm.is_creature
        )

    def is_blocking(self, pid: str) -> bool:
        """Whether the permanent is a blocking creature now: declared (or put)
        blocking and not removed from combat (509.1g, 506.4). It stays a
        blocking creature when every attacker it blocks has left combat.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_blocking("elf"), board.is_blocking("ogre")
        (True, False)
        """
        perm = self._by_id.get(pid)
        return (
            perm is not None
            and perm.on_battlefield
            and perm.is_creature
            and perm.attacking is None
            and bool(perm.blocking)
        )

    def attackers(self) -> tuple[str, ...]:
        """Attacking creatures, in the order the board lists them.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.attackers()
        ('ogre',)
        """
        return self._combat[0]

    def blockers(self) -> tuple[str, ...]:
        """Blocking creatures, in the order the board lists them.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.blockers()
        ('elf',)
        """
        return self._combat[1]

    def in_combat(self) -> tuple[str, ...]:
        """Attacking and blocking creatures, in board order.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.in_combat()
        ('ogre', 'elf')
        """
        return self._combat[2]

    def is_in_combat(self, pid: str) -> bool:
        """Whether the permanent is attacking or blocking now.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_in_combat("elf"), board.is_in_combat("B")
        (True, False)
        """
        return pid in self._in_combat_set

    @_cached
    def _in_combat_set(self) -> frozenset[str]:
        return frozenset(self._combat[2])

    def any_in_combat(self, predicate: Callable[[Permanent], bool]) -> bool:
        """Whether some attacking or blocking creature satisfies the predicate
        (remembered per board and predicate).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.any_in_combat(lambda p: p.power >= 5), board.any_in_combat(lambda p: p.power > 5)
        (True, False)
        """
        memo = self._memo
        key = ("any_in_combat", predicate)
        found = memo.get(key)
        if found is None:
            by_id = self._by_id
            found = False
            for c in self._combat[2]:
                if predicate(by_id[c]):
                    found = True
                    break
            memo[key] = found
        return found is True

    def derived(self, key: Hashable, compute: Callable[[], _T]) -> _T:
        """A value derived from this (immutable) board, computed once: rules
        modules use it to keep per-combat indexes off their hot paths.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.derived("power", lambda: sum(board.permanent(p).power for p in board.in_combat()))
        6
        """
        memo = self._memo
        if key in memo:
            found: _T = memo[key]  # type: ignore[assignment]
            return found
        value = memo[key] = compute()
        return value

    @_cached
    def _memo(self) -> dict[Hashable, object]:
        return {}

    def _structure(self) -> None:
        """The structural indexes (positions, the combat index, bands and
        declared blocks) in one pass over the permanents, stored where each
        one's own computation would store it (the ones not built yet), for a
        board whose ids are distinct (a checked board's are); the bands and
        declared blocks only when no permanent is in a band. The board of a
        combat needs them all, and one pass reads each permanent once. Each
        index falls back to its own computation for what this leaves out."""
        state = self.__dict__
        if "_structure_done" in state:
            return
        state["_structure_done"] = True
        permanents = self.permanents
        if len(self._by_id) != len(permanents) or "_combat_before" in state:
            return
        positions: dict[str, int] = {}
        attackers, blockers, both = [], [], []
        blocks: dict[str, tuple[str, ...]] = {}
        banded = several = False
        for i, p in enumerate(permanents):
            pid = p.id
            positions[pid] = i
            blocking = p.blocking
            chars = p.characteristics  # (no property call per permanent)
            if chars.band:
                banded = True
            if blocking:
                blocks[pid] = blocking
                if len(blocking) > 1:
                    several = True
            # is_attacking / is_blocking, inlined
            if p.zone is _BATTLEFIELD and _CREATURE in chars.types:
                if p.attacking is not None:
                    attackers.append(pid)
                    both.append(pid)
                elif blocking:
                    blockers.append(pid)
                    both.append(pid)
        state.setdefault("_positions", positions)
        state.setdefault("_combat", (tuple(attackers), tuple(blockers), tuple(both)))
        if banded:
            return  # 702.22h: the bands expand the blocks, their own way
        state.setdefault("_bands", {})
        if several:  # as _declared_blocks: once each, in board order
            size = len(positions)
            for pid, blocking in blocks.items():
                if len(blocking) > 1:
                    blocks[pid] = _sorted_by_position(dict.fromkeys(blocking), positions, size)
        declared = state.setdefault("_declared_blocks", blocks)
        if "_declared_blockers" not in state:
            result: dict[str, list[str]] = {}
            for blocker, attacked in declared.items():
                for a in attacked:
                    result.setdefault(a, []).append(blocker)
            state["_declared_blockers"] = {a: tuple(bs) for a, bs in result.items()}

    @_cached
    def _combat(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        # One pass, the tests of is_attacking / is_blocking inlined (this index
        # is built on every new board of a combat).
        before = self.__dict__.get("_combat_before")
        if before is not None:  # see _moved_off: the same, less those that left
            (attacking, blocking, combat), gone = before
            return (
                tuple([c for c in attacking if c not in gone]),
                tuple([c for c in blocking if c not in gone]),
                tuple([c for c in combat if c not in gone]),
            )
        self._structure()
        built = self.__dict__.get("_combat")
        if built is not None:
            return built  # type: ignore[no-any-return]
        attackers, blockers, both = [], [], []
        by_id = self._by_id
        permanents = self.permanents
        # the id's permanent is the permanent itself when the ids are distinct
        # (a checked board's are); else by id, as is_attacking reads them
        listed = permanents if len(by_id) == len(permanents) else [by_id[p.id] for p in permanents]
        for perm in listed:
            if perm.zone is not _BATTLEFIELD or _CREATURE not in perm.types:
                continue
            if perm.attacking is not None:
                attackers.append(perm.id)
                both.append(perm.id)
            elif perm.blocking:
                blockers.append(perm.id)
                both.append(perm.id)
        return tuple(attackers), tuple(blockers), tuple(both)

    def band_of(self, attacker: str) -> tuple[str, ...]:
        """The attacking band this attacker is in (702.22), itself included.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> a = Permanent(id="a", controller="A", power=2, toughness=2, attacking="B", band="x",
        ...               keywords=["banding"])
        >>> b = Permanent(id="b", controller="A", power=1, toughness=1, attacking="B", band="x")
        >>> c = Permanent(id="c", controller="A", power=1, toughness=1, attacking="B")
        >>> board = Board([Player("A"), Player("B")], [a, b, c], "A")
        >>> board.band_of("a"), board.band_of("c")
        (('a', 'b'), ('c',))
        """
        perm = self._by_id[attacker]
        if not perm.band:
            return (attacker,)
        return self._bands.get(perm.band, (attacker,))

    @_cached
    def _bands(self) -> dict[str, tuple[str, ...]]:
        self._structure()
        built = self.__dict__.get("_bands")
        if built is not None:
            return built  # type: ignore[no-any-return]
        bands: dict[str, list[str]] = {}
        for p in self.permanents:
            if p.band and self.is_attacking(p.id):
                bands.setdefault(p.band, []).append(p.id)
        return {name: tuple(members) for name, members in bands.items()}

    @_cached
    def _declared_blocks(self) -> dict[str, tuple[str, ...]]:
        """Blocker id -> attackers it blocks, in board order, with bands expanded
        (702.22h: a creature blocking one member of a band blocks the whole band)."""
        self._structure()
        built = self.__dict__.get("_declared_blocks")
        if built is not None:
            return built  # type: ignore[no-any-return]
        result: dict[str, tuple[str, ...]] = {}
        by_id = self._by_id
        bands = self._bands
        for perm in self.permanents:
            blocking = perm.blocking
            if not blocking:
                continue
            if len(blocking) == 1 and not bands:
                result[perm.id] = blocking  # the usual case: one attacker, no band
                continue
            seen: list[str] = []
            for attacker in blocking:
                targets = self.band_of(attacker) if attacker in by_id else (attacker,)
                for a in targets:
                    if a not in seen:
                        seen.append(a)
            position = self._positions
            result[perm.id] = _sorted_by_position(seen, position, len(position))
        return result

    def position(self, pid: str) -> int:
        """Where the permanent stands in board order (after all others if unknown).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.position("elf"), board.position("wolf")
        (1, 2)
        """
        return self._positions.get(pid, len(self.permanents))

    @_cached
    def _positions(self) -> dict[str, int]:
        self._structure()
        built = self.__dict__.get("_positions")
        if built is not None:
            return built  # type: ignore[no-any-return]
        return {p.id: i for i, p in enumerate(self.permanents)}

    def declared_blocked_by(self, blocker: str) -> tuple[str, ...]:
        """Every attacker this creature was declared (or put) blocking, bands
        expanded, whether or not they are still attacking.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.declared_blocked_by("elf"), board.declared_blocked_by("ogre")
        (('ogre',), ())
        """
        return self._declared_blocks.get(blocker, ())

    def blocked_by_blocker(self, blocker: str) -> tuple[str, ...]:
        """The attackers this creature is blocking now (attackers that left
        combat are gone; 509.3a keeps the rest in their relative order).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.blocked_by_blocker("elf")
        ('ogre',)
        """
        found = self._blocked_now.get(blocker)
        if found is None:
            declared = self._declared_blocks.get(blocker, ())
            attacking = self._attacking_set  # the ids is_attacking accepts
            found = self._blocked_now[blocker] = tuple([a for a in declared if a in attacking])
        return found

    @_cached
    def _attacking_set(self) -> frozenset[str]:
        return frozenset(self._combat[0])

    @_cached
    def _blocked_now(self) -> dict[str, tuple[str, ...]]:
        return {}

    @_cached
    def _blockers_now(self) -> dict[str, tuple[str, ...]]:
        return {}

    @_cached
    def _declared_blockers(self) -> dict[str, tuple[str, ...]]:
        self._structure()
        built = self.__dict__.get("_declared_blockers")
        if built is not None:
            return built  # type: ignore[no-any-return]
        result: dict[str, list[str]] = {}
        for blocker, attackers in self._declared_blocks.items():
            for a in attackers:
                result.setdefault(a, []).append(blocker)
        return {a: tuple(bs) for a, bs in result.items()}

    def declared_blockers_of(self, attacker: str) -> tuple[str, ...]:
        """Every creature declared (or put) blocking this attacker, in board
        order, whether or not it is still in combat.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.declared_blockers_of("ogre")
        ('elf', 'bear')
        """
        return self._declared_blockers.get(attacker, ())

    def blockers_of(self, attacker: str) -> tuple[str, ...]:
        """The creatures blocking this attacker now, in board order.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.blockers_of("ogre")
        ('elf', 'bear')
        """
        found = self._blockers_now.get(attacker)
        if found is None:
            by_id = self._by_id
            declared = self._declared_blockers.get(attacker, ())
            found = self._blockers_now[attacker] = tuple(
                [
                    b
                    for b in declared
                    if by_id[b].zone is _BATTLEFIELD and _CREATURE in by_id[b].characteristics.types
                ]
            )
        return found

    def is_blocked(self, attacker: str) -> bool:
        """Whether the attacker is blocked (509.1h): it had a blocker declared,
        or an effect made it blocked. It stays blocked when every blocker is gone.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_blocked("ogre")
        True
        """
        return self._by_id[attacker].blocked or attacker in self._declared_blockers

    def attack_target(self, attacker: str) -> str | None:
        """What the attacker is attacking now, that combat damage can be
        assigned to (510.1b), or ``None`` when that planeswalker or battle has
        left combat (506.4c) or that player has left the game: the creature
        still attacks them, but no combat damage is assigned to a player who
        has left (800.4e).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.attack_target("ogre"), board.attack_target("elf")
        ('B', None)
        >>> gone = Board([Player("A"), Player("B", lost=True), Player("C")], [ogre], "A")
        >>> gone.attack_target("ogre") is None, gone.is_attacking("ogre")
        (True, True)
        """
        target = self._by_id[attacker].attacking
        if target is None:
            return None
        player = self._players_by_id.get(target)
        if player is not None:
            return None if player.lost else target
        perm = self._by_id.get(target)
        if perm is None or not perm.on_battlefield:
            return None
        if perm.is_type(_TYPE_PLANESWALKER) or perm.is_type(_TYPE_BATTLE):
            return target
        return None

    def defending_player(self, attacker: str) -> str:
        """The defending player for this attacker (508.5): the player it attacks,
        the controller of the planeswalker, or the protector of the battle.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.defending_player("ogre")
        'B'
        """
        target = self._by_id[attacker].attacking
        if target is not None and self.is_player(target):
            return target
        perm = self._by_id.get(target) if target is not None else None
        if perm is not None:
            if perm.is_type(_TYPE_BATTLE) and perm.protector:
                return perm.protector
            if not perm.is_type(_TYPE_BATTLE):
                return perm.controller
        return self.opponent_of(self.active_player)

    def team_of(self, player: str) -> tuple[str, ...]:
        """The players of ``player``'s team (810.1), ``player`` alone when it
        plays in no team.

        >>> from mtgcombat.core.model import Board, Player
        >>> board = Board([Player("A1"), Player("A2"), Player("B1"), Player("B2")], [], "A1",
        ...               teams=[["A1", "A2"], ["B1", "B2"]])
        >>> board.team_of("B2"), Board([Player("A"), Player("B")], [], "A").team_of("B")
        (('B1', 'B2'), ('B',))
        """
        for team in self.teams:
            if player in team:
                return team
        return (player,)

    def are_opponents(self, one: str, other: str) -> bool:
        """Whether two players are opponents: different players not on the
        same team (102.3).

        >>> from mtgcombat.core.model import Board, Player
        >>> board = Board([Player("A1"), Player("A2"), Player("B1"), Player("B2")], [], "A1",
        ...               teams=[["A1", "A2"], ["B1", "B2"]])
        >>> board.are_opponents("A1", "A2"), board.are_opponents("A1", "B2")
        (False, True)
        """
        return one != other and other not in self.team_of(one)

    def opponent_of(self, player: str) -> str:
        """The first opponent of ``player`` (two-player games have exactly
        one; in Two-Headed Giant a teammate is none, 102.3), else the first
        other player.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.opponent_of("A")
        'B'
        """
        for p in self.players:
            if self.are_opponents(player, p.id):
                return p.id
        for p in self.players:
            if p.id != player:
                return p.id
        raise ValueError("a combat needs at least two players")
