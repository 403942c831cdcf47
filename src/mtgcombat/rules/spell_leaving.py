"""A permanent leaving the battlefield as a spell resolves: destroyed
(701.8; indestructible, 702.12b; a regeneration shield instead, 701.19) or
sacrificed (701.21), leaving combat (506.4). Shared by the timeline's
entries (:mod:`~mtgcombat.rules.timeline_entries`) and the removal effects
(:mod:`~mtgcombat.rules.spell_removal`).
"""

from __future__ import annotations

from mtgcombat.core.abilities import DestroyEffect, Keyword
from mtgcombat.core.events import (
    DestroyedByEffect,
    DestructionPrevented,
    Event,
    Exiled,
    PutIntoGraveyard,
    Regenerated,
    RemovedFromCombat,
    Sacrificed,
)
from mtgcombat.core.model import Board, Permanent, Zone, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.damage_prevention import dying_zone
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.umbra_armor import armor_for, replace_destruction


def _replace(board: Board, perm: Permanent) -> Board:
    return board.with_permanents(perm if p.id == perm.id else p for p in board.permanents)


def sacrifice_permanent(
    board: Board, rules: RuleSet, target: str, source: str
) -> tuple[Board, list[Event]]:
    """Sacrifice ``target`` (701.21): it leaves combat (506.4) for its
    owner's graveyard.

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = sacrifice_permanent(board, RuleSet.CURRENT, "bear", "timeline[0]")
    >>> after.permanent("bear").zone.value, [e.rule for e in events]
    ('graveyard', ['701.21', '701.21'])
    """
    if board.is_in_combat(target):
        board = remove_from_combat(board, target, rules)
    rule = "701.17" if rules is RuleSet.R2023 else "701.21"
    zone = dying_zone(board, board.permanent(target))  # 614.1a: exiled instead
    board = _replace(board, evolve(board.permanent(target), zone=zone))
    if zone is Zone.EXILE:
        return board, [Sacrificed(rule, target, source), Exiled("614.1a", target)]
    return board, [Sacrificed(rule, target, source), PutIntoGraveyard(rule, target)]


def destroy_permanent(
    board: Board, rules: RuleSet, effect: DestroyEffect, perm: Permanent, source: str
) -> tuple[Board, list[Event]]:
    """Destroy ``perm`` (701.8): indestructible prevents it (702.12b); a
    regeneration shield replaces it (701.19; not with ``effect.regenerate``
    False), else an umbra armor Aura on it (702.89a); else it leaves combat
    (506.4) for its owner's graveyard.

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, regeneration_shields=1)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> destroy = DestroyEffect("target")
    >>> after, events = destroy_permanent(board, RuleSet.CURRENT, destroy, bear, "t")
    >>> after.permanent("bear").zone.value, after.permanent("bear").tapped
    ('battlefield', True)
    """
    target = perm.id
    if perm.has(Keyword.INDESTRUCTIBLE):
        return board, [DestructionPrevented("702.12b", target)]
    if effect.regenerate and (perm.regeneration_shields > 0 or perm.regenerates):
        # the shield replaces the destruction (701.15 in 2023, 701.19 now)
        board = _replace(
            board,
            evolve(
                perm,
                damage=0,
                tapped=True,
                regeneration_shields=perm.regeneration_shields - (not perm.regenerates),
                deathtouch_damaged=False,
            ),
        )
        events: list[Event] = [
            Regenerated("701.15" if rules is RuleSet.R2023 else "701.19", target)
        ]
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
            events.append(RemovedFromCombat("506.4", target))
        return board, events
    aura = armor_for(board, target)
    if aura is not None:  # umbra armor replaces the destruction (702.89a)
        board, replaced = replace_destruction(board, target, aura)
        return board, replaced
    if board.is_in_combat(target):
        board = remove_from_combat(board, target, rules)
    zone = dying_zone(board, board.permanent(target))  # 614.1a: exiled instead
    board = _replace(board, evolve(board.permanent(target), zone=zone))
    destroy = rules.destroy_rule  # 701.8; 701.7 in the 2023 rules
    if zone is Zone.EXILE:
        return board, [DestroyedByEffect(destroy, target, source), Exiled("614.1a", target)]
    return board, [DestroyedByEffect(destroy, target, source), PutIntoGraveyard(destroy, target)]


__all__ = ["destroy_permanent", "sacrifice_permanent"]
