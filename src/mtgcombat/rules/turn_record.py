"""The players' records of the turn kept current through the combat (issue
33, session 10; :class:`~mtgcombat.core.turn_history.TurnHistory`).

A board whose file gives the turn so far keeps it up to date as the combat
goes on, so that a line read later in the same combat sees what happened
earlier in it: a creature that dies in the first-strike damage step counts
for morbid ("if a creature died this turn", 700.4) in the regular step; a
spell cast from the timeline counts for "as long as you've cast an instant
or sorcery spell this turn" (601.2i) from the moment it is cast. Read from
the events of each step, as the engine's drivers hand them over once
(:mod:`mtgcombat.rules.combat`, :mod:`mtgcombat.rules.timeline_run`):

* life lost (``life_lost``: combat damage, 120.3a; effects, 119.3) and
  gained (``life_gained``: lifelink, 702.15b; effects, 119.9);
* cards drawn (``cards_drawn``, ``life_gain_drawn``: 121.1);
* a permanent put into a graveyard from the battlefield (704.5g, 701.8,
  701.21a), which, a creature, died (700.4); one exiled or returned to its
  owner's hand left the battlefield (603.6c);
* a token put onto the battlefield, or a card returned to it, entered it
  under its controller's control (603.6a);
* damage dealt (``damage_dealt``): the permanent dealt it and the one
  dealt it, for "that was dealt damage this turn" and "that dealt damage
  this turn" (120.3; session 13); a creature removed from combat still
  attacked or blocked this turn (506.4, 508.1, 509.1).

A board without a record (every plain board) is left alone: the check is
one pass over the players, made only by the general engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from mtgcombat.core.event import Event
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.turn_history import TurnHistory

__all__ = ["cast_recorded", "keeps_history", "record_events", "record_spells", "recorded"]

_LEFT = frozenset({"exiled", "exiled_by_effect", "returned_to_hand"})
_ENTERED = frozenset(
    {
        "token_created",
        "token_enters_attacking",
        "token_enters_attacking_untapped",
        "token_enters_blocking",
        "returned_to_battlefield",
    }
)


def keeps_history(board: Board) -> bool:
    """Whether a player of the board has a record of the turn.

    >>> from mtgcombat.core.model import Player
    >>> keeps_history(Board([Player("A"), Player("B")], [], "A"))
    False
    """
    return any(player.history is not None for player in board.players)


def record_events(board: Board, events: Sequence[Event], before: Board | None = None) -> Board:
    """The board with its players' records brought up to date with these
    events (each handed over once); ``before``: a board where a permanent
    that has left this one is still found (a token gone, 704.5d).

    >>> from mtgcombat.core.damage_events import LifeLost, PutIntoGraveyard
    >>> from mtgcombat.core.model import Player, Zone
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, zone=Zone.GRAVEYARD)
    >>> board = Board([Player("A"), Player("B", history=TurnHistory())], [elf], "A")
    >>> after = record_events(board, [LifeLost("120.3a", "B", 3, "ogre"),
    ...                               PutIntoGraveyard("704.5g", "elf")])
    >>> record = after.player("B").history
    >>> record.lost, record.died, record.left
    (3, 1, 1)
    """
    if not events or not keeps_history(board):
        return board
    changes: dict[str, dict[str, Any]] = {}

    def add(player: str, name: str, amount: int) -> None:
        mine = changes.setdefault(player, {})
        mine[name] = mine.get(name, 0) + amount

    for event in events:
        kind = event.kind
        facts: Any = event
        if kind == "life_lost":
            add(facts.player, "lost", facts.amount)
        elif kind == "life_gained":
            add(facts.player, "gained", facts.amount)
        elif kind in ("cards_drawn", "life_gain_drawn"):
            add(facts.player, "drawn", facts.amount)
        elif kind == "put_into_graveyard" or kind in _LEFT:
            perm = _find(board, before, facts.permanent)
            if perm is None:
                continue
            add(perm.controller, "left", 1)
            if kind == "put_into_graveyard" and perm.is_creature:
                add(perm.controller, "died", 1)  # 700.4
        elif kind in _ENTERED:
            pid = facts.token if hasattr(facts, "token") else facts.creature
            perm = _find(board, before, pid)
            if perm is not None:
                changes.setdefault(perm.controller, {}).setdefault("entered", []).append(pid)
        elif kind == "damage_dealt" and facts.amount > 0:
            # session 13: "dealt damage this turn", "that dealt damage" (120.3)
            for name, pid in (("damaged", facts.recipient), ("dealt", facts.source)):
                perm = _find(board, before, pid)
                if perm is not None:
                    changes.setdefault(perm.controller, {}).setdefault(name, []).append(pid)
        elif kind == "removed_from_combat" and before is not None:
            # it attacked or blocked this turn all the same (508.1, 509.1, 506.4)
            perm = _find(before, None, facts.permanent)
            if perm is not None and (perm.attacking is not None or perm.blocking):
                name = "attackers" if perm.attacking is not None else "blocked"
                changes.setdefault(perm.controller, {}).setdefault(name, []).append(perm.id)
    if not changes:
        return board
    players = []
    for player in board.players:
        record = player.history
        mine = changes.get(player.id)
        if record is None or not mine:
            players.append(player)
            continue
        new = {
            name: (
                _listed(getattr(record, name), value)
                if name in _LISTS
                else getattr(record, name) + value
            )
            for name, value in mine.items()
        }
        players.append(evolve(player, history=evolve(record, **new)))
    return board.with_players(players)


def recorded(
    board: Board, events: Sequence[Event], before: Board | None, rules: RuleSet
) -> tuple[Board, list[Event]]:
    """The board with these events recorded (:func:`record_events`) and,
    when that changed a record and the board has static abilities, their
    effects applied afresh (a condition on the turn so far may now hold,
    611.3a) with the state-based actions that follow (704.3), whose events
    are recorded in turn; those further events. A board without a record:
    as it is.

    >>> from mtgcombat.core.damage_events import LifeLost
    >>> from mtgcombat.core.model import Player, StaticEffect
    >>> from mtgcombat.core.turn_history import ThisTurn
    >>> from mtgcombat.core.abilities import Selector
    >>> pump = StaticEffect(Selector(ids=("imp",)), power=2, condition=ThisTurn("lost", "opponent"))
    >>> imp = Permanent(id="imp", controller="A", power=1, toughness=1, statics=(pump,))
    >>> board = Board([Player("A", history=TurnHistory()), Player("B", history=TurnHistory())],
    ...               [imp], "A")
    >>> after, more = recorded(board, [LifeLost("120.3a", "B", 1, "imp")], None, RuleSet.CURRENT)
    >>> after.permanent("imp").power, [e.kind for e in more]
    (3, ['effect_applies'])
    """
    from mtgcombat.rules.effects import has_effects  # noqa: PLC0415  (rules.sba imports this room's modules)
    from mtgcombat.rules.sba import state_based_actions  # noqa: PLC0415

    extra: list[Event] = []
    pending: Sequence[Event] = events
    while pending:
        new = record_events(board, pending, before)
        if new is board:
            break
        board = new
        if not has_effects(board):
            break
        before = board
        board, happened = state_based_actions(board, rules, (), set(), True)
        extra.extend(happened)
        pending = happened
    return board, extra


def cast_recorded(
    board: Board, casts: Iterable[tuple[str, frozenset[str]]], rules: RuleSet
) -> tuple[Board, list[Event]]:
    """:func:`record_spells`, then, when a record changed and the board has
    static abilities, their effects applied afresh and the state-based
    actions that follow, as :func:`recorded` does; those events.

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A", history=TurnHistory()), Player("B")], [], "A")
    >>> after, events = cast_recorded(board, [("A", frozenset({"sorcery"}))], RuleSet.CURRENT)
    >>> after.player("A").history.spells, events
    ((frozenset({'sorcery'}),), [])
    """
    from mtgcombat.rules.effects import has_effects  # noqa: PLC0415
    from mtgcombat.rules.sba import state_based_actions  # noqa: PLC0415

    new = record_spells(board, casts)
    if new is board or not has_effects(new):
        return new, []
    board, happened = state_based_actions(new, rules, (), set(), True)
    more = list(happened)
    board, extra = recorded(board, happened, new, rules)
    return board, more + extra


def record_spells(board: Board, casts: Iterable[tuple[str, frozenset[str]]]) -> Board:
    """The board with each spell of ``casts`` (its caster, its card types)
    added to its caster's record as it is cast (601.2i); a spell given by
    its sentence alone is an instant (its types unknown, 307.1).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A", history=TurnHistory()), Player("B")], [], "A")
    >>> record_spells(board, [("A", frozenset())]).player("A").history.spells
    (frozenset({'instant'}),)
    """
    casts = list(casts)
    if not casts or not keeps_history(board):
        return board
    players = []
    for player in board.players:
        record: TurnHistory | None = player.history
        mine = [types or frozenset({"instant"}) for caster, types in casts if caster == player.id]
        if record is None or not mine:
            players.append(player)
            continue
        players.append(evolve(player, history=evolve(record, spells=record.spells + tuple(mine))))
    return board.with_players(players)


_LISTS = frozenset({"entered", "damaged", "dealt", "blocked", "attackers"})


def _listed(old: tuple[str, ...], new: list[str]) -> tuple[str, ...]:
    """The ids of ``old`` and, once each, those of ``new`` not among them."""
    added = tuple(dict.fromkeys(i for i in new if i not in old))
    return old + added if added else old


def _find(board: Board, before: Board | None, pid: str) -> Permanent | None:
    for where in (board, before):
        if where is not None:
            for perm in where.permanents:
                if perm.id == pid:
                    return perm
    return None
