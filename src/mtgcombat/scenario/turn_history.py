"""A player's record of the turn so far read from the scenario file
(``players.X.history``; issue 33, session 10), and the refusal of a board
whose lines read a record the file does not give.

A record's numbers are checked by the schema
(:class:`~mtgcombat.scenario.schema.HistoryDoc`); here the rules: each
spell's card types are card types (205.2a), the creatures that died are
among the permanents that left the battlefield (700.4, 603.6c), and the
permanents that entered name permanents of the board that player controls
(603.6a). A line such as "as long as a creature died this turn" on a
board whose file gives no record it reads is refused with one line naming
the field to give: the engine does not guess the turn's history.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from mtgcombat.core.basics import CardType
from mtgcombat.core.history_check import conditions_in, missing_record
from mtgcombat.core.model import Board, Player, evolve
from mtgcombat.core.turn_history import ThisTurn, TurnHistory

if TYPE_CHECKING:  # only named in annotations: check's start-up does not load the timeline
    from mtgcombat.rules.timeline import TimelineEntry

_Fail = Callable[..., Exception]

__all__ = ["attacks_recorded", "check_history_given", "check_spells_cast", "history_value"]

# the lists of a record that name permanents of that player (session 13)
_LISTED = (
    ("entered", "603.6a"),
    ("damaged", "120.3"),
    ("dealt", "120.3"),
    ("blocked", "509.1"),
    ("attackers", "508.1"),
)

_CARD_TYPES = frozenset(t.value for t in CardType) | {"instant", "sorcery", "kindred", "tribal"}


def history_value(doc: Any, at: str, fail: _Fail) -> TurnHistory | None:
    """The record a player's ``history`` gives (``None`` when absent).

    >>> from mtgcombat.scenario.schema import HistoryDoc
    >>> def fail(path, key, rule=None, **facts):
    ...     return ValueError(path, key, rule)
    >>> record = history_value(HistoryDoc(spells=["artifact creature"], died=1, left=1),
    ...                        "players.A.history", fail)
    >>> [sorted(types) for types in record.spells]
    [['artifact', 'creature']]
    >>> history_value(HistoryDoc(died=2, left=1), "players.A.history", fail)
    Traceback (most recent call last):
    ...
    ValueError: ('players.A.history.died', 'history_died_left', '700.4, 603.6c')
    """
    if doc is None:
        return None
    spells = []
    for i, line in enumerate(doc.spells):
        types = frozenset(w for w in line.lower().replace("—", " ").split())
        wrong = sorted(types - _CARD_TYPES)
        if wrong or not types:
            raise fail(f"{at}.spells[{i}]", "history_spell_types", "205.2a", text=line)
        spells.append(types)
    if doc.died > doc.left:
        raise fail(f"{at}.died", "history_died_left", "700.4, 603.6c", died=doc.died, left=doc.left)
    return TurnHistory(
        spells=tuple(spells),
        drawn=doc.drawn,
        gained=doc.gained,
        lost=doc.lost,
        attacked=doc.attacked,
        died=doc.died,
        left=doc.left,
        entered=tuple(doc.entered),
        damaged=tuple(doc.damaged),
        dealt=tuple(doc.dealt),
        blocked=tuple(doc.blocked),
        attackers=tuple(doc.attackers),
    )


def check_spells_cast(players: Sequence[Player], fail: _Fail) -> None:
    """Refuse a player whose file gives both ``spells_cast`` and a
    ``history`` whose ``spells`` are not as many: both count the spells
    that player cast this turn before the combat (a spell counts once it
    becomes cast, 601.2i), and the engine does not pick one of two counts.

    >>> from mtgcombat.core.model import Player
    >>> def fail(path, key, rule=None, **facts):
    ...     return ValueError(path, key, rule)
    >>> record = TurnHistory(spells=(frozenset({"instant"}),))
    >>> check_spells_cast([Player("A", spells_cast=1, history=record)], fail)
    >>> check_spells_cast([Player("A", spells_cast=2, history=record)], fail)
    Traceback (most recent call last):
    ...
    ValueError: ('players.A.spells_cast', 'spells_cast_history', '601.2i')
    """
    for player in players:
        record = player.history
        given = player.spells_cast
        if record is not None and given is not None and given != len(record.spells):
            raise fail(f"players.{player.id}.spells_cast", "spells_cast_history", "601.2i",
                       player=player.id, spells_cast=given, listed=len(record.spells))  # fmt: skip


def check_history_given(board: Board, timeline: Sequence[TimelineEntry], fail: _Fail) -> None:
    """Refuse a board one of whose lines reads a record of the turn the file
    does not give, naming the player's ``history`` (and check the ids a
    record's ``entered`` names: permanents of that player, 603.6a).

    >>> from mtgcombat.core.model import Permanent, Player, StaticEffect
    >>> from mtgcombat.core.abilities import Selector
    >>> boast = StaticEffect(Selector(ids=("bear",)), power=1, condition=ThisTurn("attacked"))
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, statics=(boast,))
    >>> def fail(path, key, rule=None, **facts):
    ...     return ValueError(path, key, rule)
    >>> check_history_given(Board.trusted((Player("A"), Player("B")), (bear,), "A"), (), fail)
    Traceback (most recent call last):
    ...
    ValueError: ('players.A.history', 'history_not_given', '508.1')
    >>> given = Player("A", history=TurnHistory())
    >>> check_history_given(Board([given, Player("B")], [bear], "A"), (), fail)
    """
    for player in board.players:
        record = player.history
        for name, rule in _LISTED:
            for pid in getattr(record, name) if record is not None else ():
                if not any(p.id == pid and p.controller == player.id for p in board.permanents):
                    raise fail(
                        f"players.{player.id}.history.{name}", "history_entered", rule, id=pid
                    )
    for perm in board.permanents:
        if not (perm.abilities or perm.statics):
            continue
        for condition in conditions_in((perm.abilities, perm.statics)):
            _need(board, condition, perm.controller, perm.id, fail)
    for entry in timeline:
        caster = entry.controller or next(
            (p.id for p in board.players if p.id != board.active_player), ""
        )
        # its effects and its targets' filters ("target creature that was
        # dealt damage this turn", session 13)
        for condition in conditions_in(entry.spell):
            _need(board, condition, caster, entry.name, fail)


def _need(board: Board, condition: ThisTurn, controller: str, what: str, fail: _Fail) -> None:
    pid = missing_record(board, condition, controller)
    if pid is not None:
        raise fail(
            f"players.{pid}.history", "history_not_given", condition.rule,
            id=what, line=str(condition),
        )  # fmt: skip


def attacks_recorded(board: Board) -> Board:
    """The board with each player who controls an attacking creature
    recorded as having attacked this turn (508.1: they declared it), when
    the file gives that player's record.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A", history=TurnHistory()), Player("B")], [bear], "A")
    >>> attacks_recorded(board).player("A").history.attacked
    True
    """
    attackers = {p.controller for p in board.permanents if p.attacking is not None}
    if not any(
        p.history is not None and not p.history.attacked and p.id in attackers
        for p in board.players
    ):
        return board
    return board.with_players(
        evolve(p, history=evolve(p.history, attacked=True))
        if p.history is not None and p.id in attackers
        else p
        for p in board.players
    )
