"""Checks of a permanent's ``choices.tapped`` (issue 33, session 9): the
permanents its controller taps to pay "you may tap an untapped ... you
control" as its abilities resolve (118.3). Each id names a permanent of the
file, once, and the permanent has such an ability, and its controller
controls it. Whether each id is one its controller may tap (untapped, of
the kind) is checked as the ability resolves
(:mod:`mtgcombat.rules.tap_cost`)."""

from __future__ import annotations

from collections.abc import Callable

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.attack_effect_values import TapCostEffect
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.tap_fight_values import TapAnyNumberEffect
from mtgcombat.scenario.chosen_ids import check_permanents_chosen_ids

_Fail = Callable[..., Exception]


def has_tap_cost(perm: Permanent) -> bool:
    """Whether ``perm`` has a triggered ability with a tap cost, or one that
    taps any number of its controller's permanents (608.2d; session 12).

    >>> has_tap_cost(Permanent(id="bear", controller="A"))
    False
    """
    abilities = perm.abilities
    if perm.granted is not None:
        abilities = abilities | frozenset(perm.granted.abilities)
    return any(
        isinstance(a, BlockTrigger)
        and any(isinstance(e, TapCostEffect | TapAnyNumberEffect) for e in a.effects)
        for a in abilities
    )


def check_tapped(board: Board, ids: list[str], fail: _Fail) -> None:
    """Raise ``fail(field, key, rule, **facts)`` for the first bad
    ``choices.tapped``; ``ids`` are the file's permanents in order.

    >>> from mtgcombat.core.model import Board, Player, TriggerChoices
    >>> bear = Permanent(id="bear", controller="A", choices=TriggerChoices(tapped=("elf",)))
    >>> def fail(field, key, rule, **facts): return ValueError(field, key, rule)
    >>> check_tapped(Board([Player("A"), Player("B")], [bear], "A"), ["bear"], fail)
    Traceback (most recent call last):
    ...
    ValueError: ('permanents[0] "bear".choices.tapped', 'choice_tapped_nothing', '118.3')
    """
    check_permanents_chosen_ids(
        board,
        ids,
        fail,
        field="tapped",
        rule="118.3",
        known=[p.id for p in board.permanents],
        chosen_of=lambda perm: perm.choices.tapped or None,  # none chosen: not given
        can_choose=has_tap_cost,
    )
    for index, pid in enumerate(ids):
        perm = board.get(pid)
        if perm is None:
            continue
        for chosen in perm.choices.tapped:
            other = board.get(chosen)
            if other is not None and other.controller != perm.controller:
                # only a permanent its controller controls pays the cost (118.3)
                at = f'permanents[{index}] "{pid}".choices.tapped'
                player = perm.controller
                raise fail(at, "choice_tapped_not_yours", "118.3", id=chosen, player=player)


__all__ = ["check_tapped", "has_tap_cost"]
