"""Checks of a permanent's ``choices.proliferated`` (701.34a): each id
names a permanent or a player of the file, once, and the permanent has a
triggered ability that proliferates. Whether each one has a counter (and
so can be chosen) is seen as the ability resolves
(:mod:`mtgcombat.rules.proliferate`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mtgcombat.core.abilities import BlockTrigger, ProliferateEffect
from mtgcombat.core.model import Board, Permanent
from mtgcombat.scenario.chosen_ids import check_chosen_ids, check_permanents_chosen_ids

_Fail = Callable[..., Exception]


def proliferates(perm: Permanent) -> bool:
    """Whether ``perm`` has (or is granted) a triggered ability that
    proliferates.

    >>> from mtgcombat.text import parse_sentence
    >>> [bug] = parse_sentence("When ~ dies, proliferate.").traits.abilities
    >>> proliferates(Permanent(id="bug", controller="A", abilities={bug}))
    True
    >>> proliferates(Permanent(id="bear", controller="A"))
    False
    """
    abilities = perm.abilities
    if perm.granted is not None:
        abilities = abilities | frozenset(perm.granted.abilities)
    return any(
        isinstance(a, BlockTrigger) and any(isinstance(e, ProliferateEffect) for e in a.effects)
        for a in abilities
    )


def check_proliferated(board: Board, ids: list[str], fail: _Fail) -> None:
    """Refuse a ``choices.proliferated`` naming an unknown id or one id
    twice, or given to a permanent with no proliferate ability; ``ids`` are
    the file's permanents in order.

    >>> from mtgcombat.core.model import Player
    >>> from mtgcombat.core.permanent import TriggerChoices
    >>> bear = Permanent(id="bear", controller="A", choices=TriggerChoices(proliferated=("B",)))
    >>> def fail(at, key, rule, **kw): return ValueError(key, rule)
    >>> check_proliferated(Board([Player("A"), Player("B")], [bear], "A"), ["bear"], fail)
    Traceback (most recent call last):
    ...
    ValueError: ('choice_proliferated_nothing', '701.34a')
    """
    check_permanents_chosen_ids(
        board,
        ids,
        fail,
        field="proliferated",
        rule="701.34a",
        known=[p.id for p in board.permanents] + [p.id for p in board.players],
        chosen_of=lambda perm: perm.choices.proliferated,
        can_choose=proliferates,
    )


def check_entry_proliferated(
    board: Board,
    at: str,
    chosen: Sequence[str],
    effects: Sequence[object],
    tokens: Sequence[str],
    fail: _Fail,
) -> None:
    """Refuse a timeline entry's ``proliferated`` given to a spell that does
    not proliferate, or naming an id that is no permanent, player or token
    of the timeline, or one id twice (701.34a).

    >>> from mtgcombat.core.model import Player
    >>> def fail(at, key, rule, **kw): return ValueError(at, key, rule)
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> check_entry_proliferated(board, "timeline[0]", ["B"], [ProliferateEffect()], [], fail)
    >>> check_entry_proliferated(board, "timeline[0]", ["B"], [], [], fail)
    Traceback (most recent call last):
    ...
    ValueError: ('timeline[0].proliferated', 'timeline_proliferated_nothing', '701.34a')
    """
    where = f"{at}.proliferated"
    if not any(isinstance(e, ProliferateEffect) for e in effects):
        raise fail(where, "timeline_proliferated_nothing", "701.34a")
    known = [p.id for p in board.permanents] + [p.id for p in board.players]
    known += [t for t in tokens if t]
    check_chosen_ids(where, chosen, known, fail, field="proliferated", rule="701.34a")


__all__ = ["check_entry_proliferated", "check_proliferated", "proliferates"]
