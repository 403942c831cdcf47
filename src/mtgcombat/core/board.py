"""The board (:class:`Board`): one moment of a combat between players, its
construction and checks, its damage assignment orders (509.2-3 in the 2023
rules) and the copies the rules core makes of it, carrying over the indexes
and derived values a change leaves alone."""

from __future__ import annotations

from collections.abc import Collection, Hashable, Iterable, Mapping
from dataclasses import field
from typing import Any, Final

from mtgcombat.core import validation as _validation
from mtgcombat.core.copies import _NEW
from mtgcombat.core.permanent import Permanent
from mtgcombat.core.plain_board import check_plain_board
from mtgcombat.core.player import Player
from mtgcombat.core.structure import CombatStructure
from mtgcombat.core.valueclass import (
    dataclass,  # the generated methods compiled on first use
)

__all__ = ["Board", "carried_over"]


def _carry_memo(
    mine: dict[str, Any],
    state: dict[str, Any],
    keys: Collection[Hashable],
    by_id: dict[str, Permanent] | None,
) -> None:
    """For a board copy made by ``_same_structure`` or ``_moved_off``: the
    derived values among ``keys`` that the change leaves alone, carried from
    the board's memo (``mine``) to the copy's (``state``), and the copy's id
    index when the caller has it."""
    memo = mine.get("_memo")
    if memo:
        # a loop, not a comprehension: no function frame for two or three keys
        carried = {}
        for key in keys:
            if key in memo:
                carried[key] = memo[key]
        if carried:
            state["_memo"] = carried
    if by_id is not None:
        state["_by_id"] = by_id


@dataclass(frozen=True)
class Board(CombatStructure):
    """One moment of a combat between players.

    ``teams`` holds Two-Headed Giant teams (810.1), each a tuple of player
    ids; the players of a team share one life total and their poison
    counters (810.4, 810.10), which each of them carries.

    ``orders`` holds the damage assignment orders declared under the 2023 rules:
    an attacker's id maps to its blockers (509.2), a blocker's id to the
    attackers it blocks (509.3). Under the current rules they are ignored.

    ``Board(...)`` checks what it is given, with the checks the scenario
    loader runs on a file (:func:`mtgcombat.core.validation.check_board`): a
    problem is a :class:`~mtgcombat.core.validation.BoardError` (a ``ValueError``)
    naming the permanent, the field and the rule. Lists become tuples.
    :meth:`Board.trusted` builds a board with no checks at all, for engines
    that make boards by the million and have checked them already.

    >>> elf = Permanent(id="elf", controller="B", toughness=1, blocking=["bear"])
    >>> Board(players=[Player("A"), Player("B")], permanents=[elf], active_player="A")
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: permanent "elf", blocking: "bear" is not an attacking ...
    """

    players: tuple[Player, ...]
    permanents: tuple[Permanent, ...]
    active_player: str
    orders: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    max_blockers_per_combat: int | None = None
    block_cost_each: int = 0
    prevent_all_combat_damage: bool = False
    # Two-Headed Giant teams (810.1), each a tuple of player ids; a player in
    # no team plays alone
    teams: tuple[tuple[str, ...], ...] = ()

    def __post_init__(self) -> None:
        # Public construction only; the engine's own boards are copies
        # (_copy, with_permanents, ...) or Board.trusted.
        _prepare_board(self)

    def __getstate__(self) -> dict[str, object]:
        # What copy and pickle take: the fields alone. The indexes and the
        # memo a board keeps are caches, made again when next read; a copy
        # or a pickle need not carry them, nor the engine's objects in them
        # (the step plans, which hold the board itself).
        return _board_state(self.__dict__)

    @classmethod
    def trusted(
        cls,
        players: tuple[Player, ...],
        permanents: tuple[Permanent, ...],
        active_player: str,
        orders: Mapping[str, tuple[str, ...]] | None = None,
        max_blockers_per_combat: int | None = None,
        block_cost_each: int = 0,
        prevent_all_combat_damage: bool = False,
        teams: tuple[tuple[str, ...], ...] = (),
    ) -> Board:
        """A board built from values taken as they are: no checks, no
        conversions (tuples must be tuples). For engines that derive boards
        by the million from boards already checked; :meth:`validate` checks
        one later. The parameters are those of ``Board(...)``.

        >>> board = Board.trusted((Player("A"), Player("B")), (), "A")
        >>> board.is_valid(), board == Board((Player("A"), Player("B")), (), "A")
        (True, True)
        >>> Board.trusted((Player("A"),), (), "A").is_valid()
        False
        """
        out: Board = _NEW(cls)
        out.__dict__.update(
            players=players,
            permanents=permanents,
            active_player=active_player,
            orders={} if orders is None else orders,
            max_blockers_per_combat=max_blockers_per_combat,
            block_cost_each=block_cost_each,
            prevent_all_combat_damage=prevent_all_combat_damage,
            teams=teams,
        )
        return out

    def validate(self) -> None:
        """Run the checks ``Board(...)`` runs (for a board made by
        :meth:`trusted` or derived by the engine); the first problem is a
        :class:`~mtgcombat.core.validation.BoardError`.

        >>> Board.trusted((Player("A"), Player("B")), (), "C").validate()
        Traceback (most recent call last):
        ...
        mtgcombat.core.validation.BoardError: active_player: "C" is not a player id
        """
        _validation.check_board(self)

    def is_valid(self) -> bool:
        """Whether :meth:`validate` finds no problem.

        >>> Board.trusted((Player("A"), Player("A")), (), "A").is_valid()
        False
        """
        try:
            self.validate()
        except ValueError:
            return False
        return True

    # -- damage assignment orders (2023) -------------------------------------

    def damage_assignment_order(self, creature: str) -> tuple[str, ...]:
        """The creature's damage assignment order as it stands now (509.2,
        509.3): its current blockers (for an attacker) or the attackers it blocks
        (for a blocker). A declared order loses creatures that left combat and
        keeps the others in their relative order (509.2a, 509.3a); without a
        declared order, creatures follow board order (see :meth:`has_declared_order`).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.damage_assignment_order("ogre")
        ('elf', 'bear')
        >>> board.with_orders({"ogre": ("bear", "elf")}).damage_assignment_order("ogre")
        ('bear', 'elf')
        """
        current = (
            self.blocked_by_blocker(creature)
            if self.is_blocking(creature) and not self.is_attacking(creature)
            else self.blockers_of(creature)
        )
        declared = self.orders.get(creature)
        if declared is None:
            return current
        ordered = [c for c in declared if c in current]
        ordered.extend(c for c in current if c not in ordered)
        return tuple(ordered)

    def has_declared_order(self, creature: str) -> bool:
        """Whether the board carries a damage assignment order for this creature (509.2).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.has_declared_order("ogre")
        False
        >>> board.with_orders({"ogre": ("bear", "elf")}).has_declared_order("ogre")
        True
        """
        return creature in self.orders

    def with_permanents(self, permanents: Iterable[Permanent]) -> Board:
        """A copy of the board with these permanents instead.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.with_permanents([ogre]).blockers()
        ()
        """
        return self._copy(permanents=tuple(permanents))

    def with_players(self, players: Iterable[Player]) -> Board:
        """A copy of the board with these players instead.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.with_players([Player("A"), Player("B", life=3)]).player("B").life
        3
        """
        return self._copy(players=tuple(players))

    def with_orders(self, orders: Mapping[str, tuple[str, ...]]) -> Board:
        """A copy of the board with these damage assignment orders.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.with_orders({"ogre": ("bear", "elf")}).orders
        {'ogre': ('bear', 'elf')}
        """
        return self._copy(orders=dict(orders))

    def _same_structure(self, by_id: dict[str, Permanent] | None = None, **changes: Any) -> Board:
        """A copy with these fields changed (as ``_copy``), whose permanents
        must be this board's in the same order with the same ids, zones,
        types, attacks, blocks and bands (only marks such as damage or
        ``had_first_strike`` changed): the combat indexes this board has
        built already, which read nothing else, are carried over instead of
        being built again. ``by_id``, when the caller has it: the new
        permanents by id, in board order (the id index, not built again)."""
        mine = self.__dict__
        # _copy, inlined (no second keyword dictionary)
        out: Board = _NEW(Board)
        state = out.__dict__
        state.update(_board_state(mine))
        state.update(changes)
        for name in _STRUCTURE_INDEXES:
            if name in mine:
                state[name] = mine[name]
        # and the values derived from what such marks leave alone (see
        # carried_over)
        _carry_memo(mine, state, _MARK_FREE, by_id)
        return out

    def _moved_off(
        self, gone: Collection[str], by_id: dict[str, Permanent] | None = None, **changes: Any
    ) -> Board:
        """A copy with these fields changed (as ``_copy``), whose permanents
        must be this board's in the same order with the same ids, and the
        same in everything except that those named in ``gone`` have left the
        battlefield (the usual pass of state-based actions): the indexes
        that do not read zones are carried over (positions; the declared
        blocks when no band is attacking, as then none is after), and the
        combat index loses the creatures that left (506.4). ``by_id``, when
        the caller has it: the new permanents by id, in board order."""
        mine = self.__dict__
        # _copy, inlined (no second keyword dictionary)
        out: Board = _NEW(Board)
        state = out.__dict__
        state.update(_board_state(mine))
        state.update(changes)
        if "_positions" in mine:
            state["_positions"] = mine["_positions"]
        if mine.get("_bands") == {}:
            state["_bands"] = {}
            for name in ("_declared_blocks", "_declared_blockers"):
                if name in mine:
                    state[name] = mine[name]
        combat = mine.get("_combat")
        if combat is not None:  # read by _combat, if it is ever asked for
            state["_combat_before"] = (combat, gone)
        _carry_memo(mine, state, _ZONE_FREE, by_id)
        return out

    def _copy(self, **changes: Any) -> Board:
        # dataclasses.replace without re-running __init__; the copy starts
        # with no cached indexes (they live in __dict__ next to the fields).
        # The fields are read by one dict display and written by a dict update.
        out: Board = _NEW(Board)
        state = out.__dict__
        state.update(_board_state(self.__dict__))
        state.update(changes)
        return out


def _board_state(state: dict[str, Any]) -> dict[str, Any]:
    """A board's fields (all of them, in the dataclass's order) from its
    ``__dict__``, for the copies a combat makes of its boards (several a
    step) and for ``__getstate__``. Written out: a dict display of eight
    keys costs about half of ``dict(zip(names, itemgetter(state)))``,
    whose ``zip(..., strict=...)`` keyword call alone is some 125 ns in
    Python 3.11. tests/test_compiled.py checks the keys against the fields."""
    return {
        "players": state["players"],
        "permanents": state["permanents"],
        "active_player": state["active_player"],
        "orders": state["orders"],
        "max_blockers_per_combat": state["max_blockers_per_combat"],
        "block_cost_each": state["block_cost_each"],
        "prevent_all_combat_damage": state["prevent_all_combat_damage"],
        "teams": state["teams"],
    }


# Keys of Board.derived whose values depend only on what a copy with the
# same structure leaves as it was, and of those the ones that do not read
# zones either (see carried_over).
_MARK_FREE: Final[set[Hashable]] = set()
_ZONE_FREE: Final[set[Hashable]] = set()


def carried_over(key: Hashable, *, zones: bool = False) -> Hashable:
    """Declare a key of :meth:`Board.derived` whose value depends only on
    the permanents' abilities, static abilities and granted values (and on
    what the structural indexes read: ids, order, zones, types, attacks,
    blocks, bands): the copies the combat damage step makes of a board that
    change only marks (damage, counters, the deathtouch and first-strike
    marks, prevention shields, the players' totals) carry its value over.
    With ``zones``, the value does not read zones either (every permanent,
    wherever it is): the board state-based actions leave after only moving
    permanents off the battlefield carries it too. Returns the key.

    >>> key = carried_over("example: abilities in combat")
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [ogre], "A")
    >>> board.derived(key, lambda: "computed once")
    'computed once'
    >>> board._same_structure().derived(key, lambda: "again")
    'computed once'
    """
    _MARK_FREE.add(key)
    if zones:
        _ZONE_FREE.add(key)
    return key


# Board's cached indexes that depend only on the permanents' ids, order,
# zones, types, attacks, blocks and bands (see Board._same_structure).
_STRUCTURE_INDEXES: Final = (
    "_combat",
    "_in_combat_set",
    "_attacking_set",
    "_bands",
    "_declared_blocks",
    "_declared_blockers",
    "_positions",
)


def _prepare_board(board: Board) -> None:
    """Lists become tuples, an orders mapping a dict of tuples; then every
    check of :func:`mtgcombat.core.validation.check_board` (on a plain
    board, :func:`mtgcombat.core.plain_board.check_plain_board`'s one pass
    when it finds nothing wrong)."""
    error = _validation.BoardError
    state = board.__dict__
    for name in ("players", "permanents"):
        value = state[name]
        if type(value) is not tuple:
            if isinstance(value, str | Mapping):
                raise error("wrong_kind", field=name, what=f"a sequence of {name}", value=value)
            state[name] = tuple(value)
    for name, kind in (("players", Player), ("permanents", Permanent)):
        for item in state[name]:
            if type(item) is not kind and not isinstance(item, kind):
                raise error("wrong_kind", field=name, what=kind.__name__, value=item)
    orders = state["orders"]
    if orders:
        state["orders"] = {
            key: tuple(_not_text(value, f"orders.{key}")) for key, value in orders.items()
        }
    elif type(orders) is not dict:
        state["orders"] = {}
    teams = state["teams"]
    if type(teams) is not tuple or any(type(t) is not tuple for t in teams):
        if isinstance(teams, str | Mapping):
            raise error("wrong_kind", field="teams", what="a list of teams", value=teams)
        state["teams"] = tuple(tuple(_not_text(t, "teams")) for t in teams)
    if not check_plain_board(board):  # (a plain board's checks in one pass)
        _validation.check_board(board)


def _not_text(value: Iterable[str], field: str) -> Iterable[str]:
    if isinstance(value, str):
        raise _validation.BoardError(
            "string_not_list", field=field, what="creature ids", value=value
        )
    return value
