"""The combat damage step's triggered abilities in the solver (603.2,
510.3a).

The solver plays every damage step with the rules engine's own code
(:func:`~mtgcombat.rules.combat.resolve_step`), which resolves these
abilities in the step of the damage, as ``resolve`` does
(:mod:`mtgcombat.rules.triggers_damage`). This module says what that means
for the search:

A trigger on a death or on life gained (:mod:`~mtgcombat.rules.triggers_dies`)
is never local (a death in one fight triggers a permanent of another), and
its permanent is a watcher.

* :func:`damage_local`: whether the abilities keep within the fight of the
  creature whose damage triggers them, so that fights can still be valued
  one by one (:func:`~mtgcombat.solver.fight_split._splits`). An ability of
  a permanent watching other creatures (an Aura's, "whenever a creature you
  control ..."), one with a target, one that reaches each attacking
  creature or a group, deals damage (a player at 0 life after another
  fight's damage has lost before it resolves), or gains life (likewise) is
  not: the search then values the whole board at once;
* :func:`damage_watchers`: the permanents outside combat whose abilities
  trigger on combat damage, which every fight's board keeps;
* :func:`damage_unplayed`: what the solver plays one way only
  (:class:`~mtgcombat.solver.triggers.Unplayed`): a "you may" or a target
  (the file's ``choices`` are played, reason ``damage_choice``), and an
  effect the engine only records (``damage_recorded``: the value leaves
  it out).

>>> from mtgcombat.core.abilities import BlockTrigger, CounterEffect
>>> from mtgcombat.core.model import Board, Permanent, Player
>>> rogue = Permanent(id="rogue", controller="A", power=2, toughness=2, attacking="B",
...     abilities=frozenset({BlockTrigger(("combat_damage_to_player",),
...                                       (CounterEffect(1, True),))}))
>>> board = Board([Player("A"), Player("B")], [rogue], "A")
>>> damage_local(board), damage_watchers(board), damage_unplayed(board)
(True, frozenset(), ())
"""

from __future__ import annotations

from mtgcombat.core.abilities import (
    BlockTrigger,
    CounterEffect,
    CountersOnTargetEffect,
    DamageEffect,
    DestroyEffect,
    DiscardEffect,
    DrawEffect,
    ExileEffect,
    KeywordEffect,
    LibraryEffect,
    LifeEffect,
    PoisonEffect,
    PumpEffect,
    RecordedEffect,
    RegenerateEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    TapEffect,
    TriggerEffect,
)
from mtgcombat.core.keyword_effects import IngestEffect, RenownEffect
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.rules.player_targets import player_target
from mtgcombat.rules.triggers_damage import DEALS_EVENTS, damage_abilities
from mtgcombat.solver.triggers import Unplayed

_OWN_EVENTS = DEALS_EVENTS | {"dealt_damage", "dealt_combat_damage"}
_IN_FIGHT = frozenset({"it", "other", "blockers"})


def _own(ability: BlockTrigger) -> bool:
    """Whether the ability is about its own permanent's damage."""
    return ability.subject is None and _OWN_EVENTS.issuperset(ability.events)


def _local_effect(effect: TriggerEffect) -> bool:
    """Whether an effect changes only creatures of its own fight, or adds to
    the players' life losses, poison counters or cards (sums across
    fights)."""
    if isinstance(effect, LifeEffect):
        return effect.amount < 0
    if isinstance(effect, PoisonEffect | DrawEffect | DiscardEffect | RecordedEffect):
        return True
    if isinstance(effect, RenownEffect | IngestEffect):
        return True  # counters on the creature itself (702.112a); an event (702.115a)
    if isinstance(effect, LibraryEffect):
        return True  # cards off the board (701): nothing of another fight changes
    if isinstance(effect, DestroyEffect) and effect.at_end_of_combat:
        return True  # the delayed destruction happens after the damage steps
    if isinstance(
        effect,
        PumpEffect
        | KeywordEffect
        | CounterEffect
        | DestroyEffect
        | ExileEffect
        | TapEffect
        | ReturnToHandEffect
        | SacrificeEffect
        | RegenerateEffect,
    ):
        return effect.target in _IN_FIGHT and not getattr(effect, "per", "")
    return False  # damage, groups, targets, life totals, prevention


def _abilities_on(board: Board) -> list[tuple[Permanent, BlockTrigger]]:
    return [(p, a) for p, a in damage_abilities(board) if board.permanent(p.id).on_battlefield]


def damage_local(board: Board) -> bool:
    """Whether every ability on the board that triggers on combat damage
    stays within the fight of the creature it is about (see the module's
    notes); ``True`` on a board without such abilities.

    >>> from mtgcombat.core.model import Board, Player
    >>> damage_local(Board([Player("A"), Player("B")], [], "A"))
    True
    """
    if not damage_abilities(board):
        return True

    def compute() -> bool:
        return all(
            _own(a) and not _targeted(a) and all(_local_effect(e) for e in a.effects)
            for _, a in _abilities_on(board)
        )

    return board.derived("solver_damage_local", compute)


def damage_watchers(board: Board) -> frozenset[str]:
    """The permanents whose abilities trigger on other creatures' combat
    damage or on damage to their controller (they may stand outside
    combat): every fight's board keeps them.

    >>> from mtgcombat.core.model import Board, Player
    >>> damage_watchers(Board([Player("A"), Player("B")], [], "A"))
    frozenset()
    """
    if not damage_abilities(board):
        return frozenset()
    return frozenset(p.id for p, a in _abilities_on(board) if not _own(a))


def _targeted(ability: BlockTrigger) -> bool:
    # a target among a selector's creatures, or any target (603.3d): the
    # file's choices, as the rules engine takes them; the effects on deaths
    # and life gained (mtgcombat.rules.triggers_dies) among them, and a
    # player target (mtgcombat.rules.player_targets)
    return bool(player_target(ability)) or any(
        isinstance(
            e, DamageEffect | CountersOnTargetEffect | PumpEffect | KeywordEffect | TapEffect
        )
        and e.target == "target"
        for e in ability.effects
    )


def damage_unplayed(board: Board) -> tuple[Unplayed, ...]:
    """What the solver plays one way only among the board's abilities that
    trigger on combat damage: a "you may" (603.5) or a target (603.3d)
    played as the file chooses (``damage_choice``), and an effect the engine
    only records (``damage_recorded``, 603.3).

    >>> from mtgcombat.core.abilities import BlockTrigger, RecordedEffect
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ninja = Permanent(id="ninja", controller="A", power=2, toughness=2,
    ...     abilities=frozenset({BlockTrigger(("combat_damage_to_player",),
    ...                                       (RecordedEffect("create a treasure token"),))}))
    >>> [str(u) for u in damage_unplayed(Board([Player("A"), Player("B")], [ninja], "A"))]
    ['ninja: damage_recorded (603.3)']
    """
    found: dict[Unplayed, None] = {}
    for perm, ability in _abilities_on(board):
        if ability.optional:
            found[Unplayed(perm.id, "damage_choice", "603.5")] = None
        if _targeted(ability):
            found[Unplayed(perm.id, "damage_choice", "603.3d")] = None
        if any(isinstance(e, RecordedEffect) for e in ability.effects):
            found[Unplayed(perm.id, "damage_recorded", "603.3")] = None
        if any(isinstance(e, SacrificesEffect) for e in ability.effects):
            found[Unplayed(perm.id, "sacrifice_choice", "701.21a")] = None
    return tuple(found)
