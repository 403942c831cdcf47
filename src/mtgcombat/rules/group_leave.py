"""Carrying out :class:`~mtgcombat.core.group_leave_values.GroupLeaveEffect`
(session 12, issue 33): a triggered ability destroys (701.8) or exiles
(406.2) every permanent of a group at once (608.2c). Indestructible,
regeneration shields and umbra armor act as for one permanent destroyed
(:func:`mtgcombat.rules.spell_leaving.destroy_permanent`); each permanent
that leaves the battlefield leaves combat (506.4). Dispatched from
:func:`mtgcombat.rules.triggers_effects._apply_effect`.
"""

from __future__ import annotations

from mtgcombat.core.abilities import DestroyEffect
from mtgcombat.core.basics import Zone
from mtgcombat.core.damage_trigger_events import ExiledByEffect
from mtgcombat.core.events import Event
from mtgcombat.core.group_leave_values import GroupLeaveEffect
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.spell_leaving import destroy_permanent


def group_leaves(
    board: Board, rules: RuleSet, effect: GroupLeaveEffect, source: str
) -> tuple[Board, list[Event]]:
    """Destroy or exile each permanent on the battlefield ``effect.affected``
    matches, read relative to ``source`` (the permanent with the ability,
    as it last existed if it has left: 608.2h); the group is fixed before
    any leaves (608.2c).

    >>> from mtgcombat.core.abilities import Keyword, Selector
    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> god = Permanent(id="god", controller="B", power=5, toughness=5,
    ...                 keywords=frozenset({Keyword.INDESTRUCTIBLE}))
    >>> board = Board([Player("A"), Player("B")], [bear, god], "A")
    >>> after, events = group_leaves(board, RuleSet.CURRENT, GroupLeaveEffect(Selector()), "god")
    >>> after.permanent("bear").zone.value, after.permanent("god").zone.value
    ('graveyard', 'battlefield')
    >>> after, events = group_leaves(board, RuleSet.CURRENT,
    ...                              GroupLeaveEffect(Selector(), exile=True), "god")
    >>> after.permanent("bear").zone.value, after.permanent("god").zone.value
    ('exile', 'exile')
    """
    me = board.permanent(source)
    chosen = [
        p.id
        for p in board.permanents
        if p.on_battlefield and matches(board, effect.affected, p, me)
    ]
    events: list[Event] = []
    destroy = DestroyEffect("target", regenerate=effect.regenerate)
    for pid in chosen:
        perm = board.permanent(pid)
        if not perm.on_battlefield:
            continue
        if not effect.exile:
            board, happened = destroy_permanent(board, rules, destroy, perm, source)
            events.extend(happened)
            continue
        if board.is_in_combat(pid):
            board = remove_from_combat(board, pid, rules)
        gone = evolve(board.permanent(pid), zone=Zone.EXILE)
        board = board.with_permanents(gone if p.id == pid else p for p in board.permanents)
        events.append(ExiledByEffect("406.2", pid, source))
    return board, events


__all__ = ["group_leaves"]
