"""The lines of a board that read the turn's history (issue 33): the
conditions on the turn so far in a permanent's abilities, and which
player's record (``players.X.history``) each needs.

The core has no file: a board built in Python whose lines read a record its
players do not give is refused by the board's checks
(:func:`~mtgcombat.core.validation.check_board`), as the scenario loader
refuses the file (the engine never guesses the turn's history).
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import TYPE_CHECKING, Any

from mtgcombat.core.selector_values import Selector
from mtgcombat.core.turn_history import OBJECT_FACTS, ThisTurn
from mtgcombat.core.word_check import known_word

if TYPE_CHECKING:
    from mtgcombat.core.model import Board

__all__ = ["conditions_in", "missing_history", "missing_record"]


def missing_history(board: Board) -> tuple[str, str, ThisTurn] | None:
    """The first line of a permanent that reads a record of the turn its
    players do not give: the player whose ``history`` is missing, the
    permanent, and the condition (its rule: 700.4 deaths, 508.1 attacks,
    601.2i spells, 121.1 draws, 119.3 and 119.9 life, 603.6a and 603.6c
    permanents that entered or left); ``None`` when there is none. Only
    permanents with abilities are read.

    >>> from mtgcombat.core.abilities import Selector
    >>> from mtgcombat.core.model import Board, Permanent, Player, StaticEffect
    >>> from mtgcombat.core.turn_history import TurnHistory
    >>> died = ThisTurn("died", "player")
    >>> morbid = StaticEffect(Selector(ids=("ghoul",)), power=2, condition=died)
    >>> ghoul = Permanent(id="ghoul", controller="A", power=2, toughness=2, statics=(morbid,))
    >>> players = (Player("A", history=TurnHistory()), Player("B"))
    >>> missing_history(Board.trusted(players, (ghoul,), "A"))
    ('B', 'ghoul', ThisTurn(fact='died', who='player', op='>=', value=1, types=(), non=False))
    """
    for perm in board.permanents:
        if not (perm.abilities or perm.statics):
            continue
        for condition in conditions_in((perm.abilities, perm.statics)):
            player = missing_record(board, condition, perm.controller)
            if player is not None:
                return player, perm.id, condition
    return None


def missing_record(board: Board, condition: ThisTurn, controller: str) -> str | None:
    """The first player whose record the condition, on a line controlled by
    ``controller``, reads and the board does not give; ``None`` when every
    record it reads is given. "You" and "it entered this turn" read the
    controller's record (603.6a), "an opponent" each opponent's, "a
    player" or "a creature died" everyone's (700.4).

    >>> from mtgcombat.core.model import Board, Player
    >>> from mtgcombat.core.turn_history import TurnHistory
    >>> board = Board([Player("A", history=TurnHistory()), Player("B")], [], "A")
    >>> missing_record(board, ThisTurn("drawn"), "A") is None
    True
    >>> missing_record(board, ThisTurn("drawn", "opponent"), "A")
    'B'
    """
    who = known_word(condition.who, ("you", "opponent", "player"), "ThisTurn.who")
    if who == "you" or (condition.fact == "entered" and who != "player"):  # 603.6a
        wanted: list[str] = [controller]
    elif who == "opponent":
        wanted = [p.id for p in board.players if board.are_opponents(controller, p.id)]
    else:
        wanted = [p.id for p in board.players]
    return next((pid for pid in wanted if board.player(pid).history is None), None)


@cache
def conditions_in(value: Any) -> tuple[ThisTurn, ...]:
    """The conditions on the turn so far anywhere in an ability value (its
    effects, its statics' conditions), cached by value: a board's
    permanents share their abilities.

    >>> from mtgcombat.core.model import StaticEffect
    >>> from mtgcombat.core.abilities import Selector
    >>> conditions_in((StaticEffect(Selector(), power=1, condition=ThisTurn("drawn", value=2)),))
    (ThisTurn(fact='drawn', who='you', op='>=', value=2, types=(), non=False),)
    >>> [str(c) for c in conditions_in(Selector(history="damaged"))]
    ['which permanents were dealt damage this turn']
    """
    if isinstance(value, ThisTurn):
        return (value,)
    if isinstance(value, Selector) and value.history:
        # "target creature that was dealt damage this turn" (session 13): the
        # object may be any player's, so every player's record is read
        marker = ThisTurn(OBJECT_FACTS[value.history], "player")
        return (marker, *(c for s in value.any_of for c in conditions_in(s)))
    if isinstance(value, tuple | frozenset):
        return tuple(c for v in value for c in conditions_in(v))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found: list[ThisTurn] = []
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if isinstance(item, str | int | bool | float) or item is None:
                continue
            try:
                found.extend(conditions_in(item))
            except TypeError:  # an unhashable part: walked without the cache
                found.extend(_walk(item))
        return tuple(found)
    return ()


def _walk(value: Any) -> list[ThisTurn]:
    if isinstance(value, ThisTurn | Selector):
        return list(conditions_in(value))
    if isinstance(value, list | tuple | frozenset | set):
        return [c for v in value for c in _walk(v)]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _walk(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in _walk(getattr(value, f.name))]
    return []
