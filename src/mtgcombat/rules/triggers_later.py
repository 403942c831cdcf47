"""The triggered abilities after the declare blockers step: the
"whenever ~ deals combat damage" abilities a step's combat damage triggers
(603.2, 510.3a; :mod:`~mtgcombat.rules.triggers_damage`), and the delayed
"destroy that creature at end of combat" and "exile (sacrifice) that token
at end of combat" abilities, which trigger as the end of combat step
begins (603.7, 511.2).
"""

from __future__ import annotations

from mtgcombat.core.abilities import BlockTrigger, DestroyEffect
from mtgcombat.core.events import DestroyedByEffect, Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.token_later import read_mark
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.token_later import tokens_leave_at_end_of_combat
from mtgcombat.rules.triggers_damage import combat_damage_step_triggers
from mtgcombat.rules.triggers_effects import _apply_destroy, _Trigger


def combat_damage_triggers(
    at_damage: Board,
    board: Board,
    dealt: tuple[Event, ...],
    rules: RuleSet | str = RuleSet.CURRENT,
) -> tuple[Board, tuple[Event, ...]]:
    """The abilities a step's combat damage triggered (603.2: "whenever ~
    deals combat damage to a player / to a creature", and the others of
    :mod:`~mtgcombat.rules.triggers_damage`), put on the stack after the
    state-based actions (510.3a) in APNAP order (603.3b) and resolved
    before the next step, each followed by state-based actions (704.3).
    ``at_damage`` is the board right after the damage (a source that died of
    it still triggered), ``board`` the board after the state-based actions
    that followed, and ``dealt`` the step's events. An ability whose effects
    the engine only records is recorded as it triggers and not resolved;
    "destroy that creature at end of combat" sets up a delayed ability
    (603.7, :func:`end_of_combat_triggers`).

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import BlockTrigger, RecordedEffect
    >>> ninja = Permanent(id="ninja", controller="A", power=2, toughness=1, attacking="B",
    ...     abilities=frozenset({BlockTrigger(("combat_damage_to_player",),
    ...                                       (RecordedEffect("venture into the dungeon"),))}))
    >>> board = Board([Player("A"), Player("B")], [ninja], "A")
    >>> from mtgcombat import Package, deal_combat_damage
    >>> after, dealt = deal_combat_damage(board, Package.parse("ninja: B=2"))
    >>> _, events = combat_damage_triggers(after, after, dealt)
    >>> [(e.kind, e.rule, e.recipient, e.amount) for e in events]
    [('combat_damage_trigger', '510.3a', 'B', 2)]
    """
    return combat_damage_step_triggers(at_damage, board, dealt, rules)


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
    stop it), and each token marked by "exile (sacrifice) that token at end
    of combat" is exiled or sacrificed
    (:func:`~mtgcombat.rules.token_later.tokens_leave_at_end_of_combat`),
    then state-based actions are checked. Run it before
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
        for entry in perm.destroy_at_end_of_combat:
            action, source = read_mark(entry)
            if action != "destroy":  # a token exiled or sacrificed (603.7)
                board, happened = tokens_leave_at_end_of_combat(
                    board, perm.id, action, source, rules
                )
                events.extend(happened)
                continue
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
