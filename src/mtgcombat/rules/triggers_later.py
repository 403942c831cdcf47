"""The triggered abilities after the declare blockers step: the
"whenever ~ deals combat damage" abilities a step's combat damage triggers
(603.2, 510.3a), and the delayed "destroy that creature at end of combat"
abilities, which trigger as the end of combat step begins (603.7, 511.2).
"""

from __future__ import annotations

from mtgcombat.core.abilities import BlockTrigger, DestroyEffect, RecordedEffect, TriggerEvent
from mtgcombat.core.events import (
    CombatDamageTriggered,
    DamageDealt,
    DestroyAtEndOfCombat,
    DestroyedByEffect,
    Event,
)
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.triggers_effects import _apply_destroy, _mark_for_end_of_combat, _Trigger


def combat_damage_triggers(
    at_damage: Board, board: Board, dealt: tuple[Event, ...]
) -> tuple[Board, tuple[Event, ...]]:
    """The "whenever ~ deals combat damage to a player / to a creature"
    abilities a step's combat damage triggered (603.2), one per source and
    recipient (603.2c: one trigger event each). ``at_damage`` is the board
    right after the damage (a source that died of it still triggered),
    ``board`` the board after the state-based actions that followed, and
    ``dealt`` the step's events. Each trigger is recorded with the damage
    that caused it: it goes on the stack before the active player gets
    priority (510.3a). Its effect is not carried out, except "destroy that
    creature at end of combat" (603.7, 511.2), which marks a damaged
    creature still on the battlefield (:func:`end_of_combat_triggers`).

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import BlockTrigger, RecordedEffect
    >>> ninja = Permanent(id="ninja", controller="A", power=2, toughness=1, attacking="B",
    ...     abilities=frozenset({BlockTrigger(("combat_damage_to_player",),
    ...                                       (RecordedEffect("draw a card"),))}))
    >>> board = Board([Player("A"), Player("B")], [ninja], "A")
    >>> from mtgcombat import Package, deal_combat_damage
    >>> after, dealt = deal_combat_damage(board, Package.parse("ninja: B=2"))
    >>> _, events = combat_damage_triggers(after, after, dealt)
    >>> [(e.kind, e.rule, e.recipient, e.amount) for e in events]
    [('combat_damage_trigger', '510.3a', 'B', 2)]
    """
    amounts: dict[tuple[str, str], int] = {}
    for e in dealt:
        if isinstance(e, DamageDealt) and e.combat and e.amount > 0:
            key = (e.source, e.recipient)
            amounts[key] = amounts.get(key, 0) + e.amount
    events: list[Event] = []
    for (source_id, recipient), amount in amounts.items():
        source = at_damage.get(source_id)
        if source is None or not source.abilities:
            continue
        if at_damage.is_player(recipient):
            kind: TriggerEvent = "combat_damage_to_player"
        else:
            hit = at_damage.get(recipient)
            if hit is None or not hit.is_creature:
                continue
            kind = "combat_damage_to_creature"
        for ability in sorted(
            (a for a in source.abilities if isinstance(a, BlockTrigger) and a.subject is None),
            key=str,
        ):
            if kind not in ability.events:
                continue
            what = "; ".join(
                effect.text if isinstance(effect, RecordedEffect) else str(effect)
                for effect in ability.effects
            )
            events.append(CombatDamageTriggered("510.3a", source_id, recipient, amount, what))
            for effect in ability.effects:
                if not (isinstance(effect, DestroyEffect) and effect.at_end_of_combat):
                    continue
                if effect.target == "other" and board.permanent(recipient).on_battlefield:
                    board = _mark_for_end_of_combat(board, recipient, source_id)
                    events.append(DestroyAtEndOfCombat("603.7", recipient, source_id))
    return board, tuple(events)


def has_end_of_combat_triggers(board: Board) -> bool:
    """Whether a delayed "destroy it at end of combat" ability waits for the
    end of combat step (603.7, 511.2).

    >>> from mtgcombat import Board, Player
    >>> has_end_of_combat_triggers(Board([Player("A"), Player("B")], [], "A"))
    False
    """
    # a list, not any() over a generator: one call, on every combat's board
    return bool([p for p in board.permanents if p.destroy_at_end_of_combat])


def end_of_combat_triggers(board: Board, rules: RuleSet | str) -> tuple[Board, tuple[Event, ...]]:
    """As the end of combat step begins, the delayed "destroy that creature at
    end of combat" abilities trigger (511.2) and resolve when no player
    responds: each marked permanent still on the battlefield is destroyed
    (701.8; indestructible, 702.12b, and a regeneration shield, 701.19,
    stop it), then state-based actions are checked. Run it before
    :func:`~mtgcombat.rules.combat.end_of_combat` removes everything from combat
    (511.3).

    >>> from mtgcombat import Board, Permanent, Player
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1,
    ...                 destroy_at_end_of_combat=("basilisk",))
    >>> after, events = end_of_combat_triggers(Board([Player("A"), Player("B")], [elf], "A"),
    ...                                        "current")
    >>> after.permanent("elf").zone.value, [e.rule for e in events]
    ('graveyard', ['511.2', '701.8'])
    """
    rules = RuleSet.coerce(rules)
    events: list[Event] = []
    for perm in board.permanents:
        for source in perm.destroy_at_end_of_combat:
            trigger = _Trigger(
                perm.controller, source, perm.id, "becomes_blocked_by", perm.id,
                BlockTrigger(("becomes_blocked_by",), (DestroyEffect("other"),)), "511.2",
            )  # fmt: skip
            board, happened = _apply_destroy(board, trigger, DestroyEffect("other"), rules)
            events.extend(
                DestroyedByEffect("511.2", e.permanent, e.source)
                if isinstance(e, DestroyedByEffect)
                else e
                for e in happened
            )
    board = board.with_permanents(
        evolve(p, destroy_at_end_of_combat=()) if p.destroy_at_end_of_combat else p
        for p in board.permanents
    )
    if events:
        board, sba = check_state_based_actions(board, rules)
        events.extend(sba)
    return board, tuple(events)
