"""Checks of a permanent's ``choices.sacrificed`` (701.21a; annihilator,
702.86a): each id names a permanent of the file, and the permanent has an
ability that makes a player sacrifice permanents of their choice. Whether
each id is one its player may choose is checked as the ability resolves
(:mod:`mtgcombat.rules.sacrifice_choices`)."""

from __future__ import annotations

from collections.abc import Callable

from mtgcombat.core.abilities import BlockTrigger, OtherKeyword
from mtgcombat.core.attack_effect_values import SacrificeCostEffect
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.scenario.chosen_ids import check_permanents_chosen_ids

_Fail = Callable[..., Exception]


def makes_sacrifice(perm: Permanent) -> bool:
    """Whether ``perm`` has annihilator or a triggered ability whose effect
    makes a player sacrifice permanents of their choice.

    >>> from mtgcombat.core.model import Permanent
    >>> makes_sacrifice(Permanent(id="crusher", controller="A",
    ...                           abilities={OtherKeyword("annihilator", "2", "702.86")}))
    True
    >>> makes_sacrifice(Permanent(id="bear", controller="A"))
    False
    """
    abilities = perm.abilities
    if perm.granted is not None:
        abilities = abilities | frozenset(perm.granted.abilities)
    return any(
        (type(a) is OtherKeyword and a.name == "annihilator")
        or (
            isinstance(a, BlockTrigger)
            # issue 33: "you may sacrifice another creature. If you do, ..." (701.21a, 118.3)
            and any(isinstance(e, SacrificesEffect | SacrificeCostEffect) for e in a.effects)
        )
        for a in abilities
    )


def check_sacrificed(board: Board, ids: list[str], fail: _Fail) -> None:
    """Raise ``fail(field, key, rule, **facts)`` for the first bad
    ``choices.sacrificed``; ``ids`` are the file's permanents in order.

    >>> from mtgcombat.core.model import Board, Player, TriggerChoices
    >>> bear = Permanent(id="bear", controller="A", choices=TriggerChoices(sacrificed=("elf",)))
    >>> def fail(field, key, rule, **facts): return ValueError(field, key, rule)
    >>> check_sacrificed(Board([Player("A"), Player("B")], [bear], "A"), ["bear"], fail)
    Traceback (most recent call last):
    ...
    ValueError: ('permanents[0] "bear".choices.sacrificed', 'choice_sacrificed_nothing', '701.21a')
    """
    check_permanents_chosen_ids(
        board,
        ids,
        fail,
        field="sacrificed",
        rule="701.21a",
        known=[p.id for p in board.permanents],
        chosen_of=lambda perm: perm.choices.sacrificed or None,  # none chosen: not given
        can_choose=makes_sacrifice,
    )


__all__ = ["check_sacrificed", "makes_sacrifice"]
