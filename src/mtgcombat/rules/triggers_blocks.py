"""The triggered abilities of the declare blockers step (CR 509.1i, 603.2,
603.3b): the keyword triggers bushido (702.45), rampage (702.23), flanking
(702.25) and afflict (702.130) and every other block trigger, which trigger on
"blocks", "becomes blocked" and "becomes blocked by" (509.3a-g now, 509.5a-g
in 2023), go on the stack in APNAP order and resolve before combat damage
(:func:`declare_blockers_triggers`), an ability with an intervening "if" only
when it holds as blockers are declared (603.4); and those a creature put onto the
battlefield blocking triggers: the attacker's "becomes blocked" (when it was
unblocked) and "becomes blocked by a creature", never the new blocker's
"blocks" (509.3a-d now, 509.5a-d in 2023; :func:`entering_blocker_triggers`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    BlockTrigger,
    Bushido,
    Keyword,
    LifeEffect,
    PumpEffect,
    Rampage,
    Selector,
    TriggerEvent,
)
from mtgcombat.core.budget import tick
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.core.events import (
    AttacksAndIsntBlocked,
    BecomesBlocked,
    BecomesBlockedBy,
    BlockedByEffect,
    Blocks,
    BlocksCreature,
    Event,
    TokenEntersBlocking,
    block_events,
)
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.rules.counted_triggers import unmet_at_trigger
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.trigger_ward import ward_on_triggers
from mtgcombat.rules.triggers_effects import _Trigger
from mtgcombat.rules.triggers_targets import _choose_targets, _resolve, _targeted

_FLANKING_VICTIMS = Selector(without_keywords=frozenset({Keyword.FLANKING}))


def keyword_trigger(ability: Ability) -> BlockTrigger | None:
    """The triggered ability a keyword of the declare blockers step is:
    bushido N (702.45a), rampage N (702.23a), flanking (702.25a), afflict N
    (702.130a); ``None`` for any other ability.

    >>> print(keyword_trigger(Bushido(2)))
    whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn
    """
    if isinstance(ability, Bushido):
        pump = PumpEffect("it", ability.amount, ability.amount)
        return BlockTrigger(("blocks", "becomes_blocked"), (pump,))
    if isinstance(ability, Rampage):
        pump = PumpEffect("it", ability.amount, ability.amount, "blocker_beyond_first")
        return BlockTrigger(("becomes_blocked",), (pump,))
    if ability is Keyword.FLANKING:
        pump = PumpEffect("other", -1, -1)
        return BlockTrigger(("becomes_blocked_by",), (pump,), other=_FLANKING_VICTIMS)
    if isinstance(ability, Afflict):
        return BlockTrigger(("becomes_blocked",), (LifeEffect(-ability.amount, "defending"),))
    return None


def has_block_triggers(board: Board) -> bool:
    """Whether some creature in combat has a triggered ability of the declare
    blockers step, or some permanent watches other creatures' blocks (the
    cheap test before any work).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> has_block_triggers(board)
    False
    >>> from mtgcombat.core.abilities import Bushido
    >>> has_block_triggers(board.with_permanents([ogre, Permanent(id="elf", controller="B",
    ...     power=1, toughness=1, blocking=["ogre"], abilities=frozenset({Bushido(1)}))]))
    True
    """
    return board.any_in_combat(_has_trigger) or bool(_watchers(board))


def _has_trigger(perm: Permanent) -> bool:
    abilities = perm.abilities
    if not abilities:  # (most creatures: no generator made for them)
        return False
    return Keyword.FLANKING in abilities or any(
        isinstance(a, Bushido | Rampage | Afflict | BlockTrigger) for a in abilities
    )


def _watchers(board: Board) -> tuple[tuple[Permanent, BlockTrigger], ...]:
    """Permanents with a trigger on other creatures' events ("whenever a
    creature you control becomes blocked"), with those triggers."""

    def compute() -> tuple[tuple[Permanent, BlockTrigger], ...]:
        return tuple(
            (p, a)
            for p in board.permanents
            if p.abilities and p.on_battlefield  # (no sort for a permanent without abilities)
            for a in sorted(
                (x for x in p.abilities if isinstance(x, BlockTrigger) and x.subject), key=str
            )
        )

    return board.derived("block_trigger_watchers", compute)


Settle = Callable[[Board, Board, tuple[Event, ...], RuleSet], tuple[Board, tuple[Event, ...]]]
"""What resolves after each of these triggers and its state-based actions:
the abilities on a death or life gained it caused (given the board before
it resolved, the board after and what happened;
:func:`mtgcombat.rules.triggers_damage.settle_dies_triggers`). They go on
the stack above the block triggers still waiting and resolve first (603.3,
405.2)."""


def declare_blockers_triggers(
    board: Board,
    rules: RuleSet | str,
    *,
    blocked_before: Iterable[str] = (),
    settle: Settle | None = None,
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve the triggered abilities of the board's declared blocks (bushido,
    rampage, flanking, afflict and every :class:`BlockTrigger`), each followed
    by state-based actions; return the board as combat damage begins and the
    events. A board without such abilities is returned as it is.
    ``blocked_before`` names attackers a creature put onto the battlefield
    blocking had blocked before the declaration: their "becomes blocked"
    triggered then, and does not again (509.3c, 509.5c in 2023).
    ``settle``: what resolves after each trigger (:data:`Settle`), before
    the next one.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> after, events = declare_blockers_triggers(board, "current")
    >>> after == board, events  # no triggered ability on this board
    (True, ())
    """
    rules = RuleSet.coerce(rules)
    board = apply_static_effects(board)
    if not has_block_triggers(board):
        return board, ()
    pending = pending_triggers(board, rules, blocked_before=blocked_before)
    return resolve_pending(board, pending, rules, settle)


def pending_triggers(
    board: Board, rules: RuleSet | str, *, blocked_before: Iterable[str] = ()
) -> list[_Trigger]:
    """The triggered abilities the board's declared blocks trigger (static
    effects already applied), in the order they resolve: APNAP (the active
    player's go on the stack first, so they resolve last, 603.3b), each
    player's own in trigger-event order. The first half of
    :func:`declare_blockers_triggers`.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
    ...                    abilities=frozenset({Keyword.FLANKING}))
    >>> squire = Permanent(id="squire", controller="B", power=1, toughness=1,
    ...                    blocking=("knight",), abilities=frozenset({Bushido(1)}))
    >>> board = Board([Player("A"), Player("B")], [knight, squire], "A")
    >>> [(t.controller, t.source) for t in pending_triggers(board, "current")]
    [('B', 'squire'), ('A', 'knight')]
    """
    rules = RuleSet.coerce(rules)
    events = block_events(board, rules)
    if blocked_before:
        again = frozenset(blocked_before)
        events = tuple(
            e for e in events if not (isinstance(e, BecomesBlocked) and e.attacker in again)
        )
    pending = _triggers(board, events)
    order = _apnap(board)
    pending.sort(key=lambda t: -order.get(t.controller, len(order)))
    return pending


def resolve_pending(
    board: Board, pending: list[_Trigger], rules: RuleSet | str, settle: Settle | None = None
) -> tuple[Board, tuple[Event, ...]]:
    """The second half of :func:`declare_blockers_triggers`: targets chosen
    as the abilities go on the stack, then each resolved in turn, followed by
    state-based actions and ``settle`` (the abilities on the deaths it
    caused, 603.3).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> resolve_pending(board, [], "current") == (board, ())
    True
    """
    rules = RuleSet.coerce(rules)
    events: list[Event] = []
    # An ability with an intervening "if" false as blockers were declared
    # (on this board, before any of them resolves) doesn't trigger (603.4);
    # one that triggers checks it again as it resolves
    if any(t.ability.effects and isinstance(t.ability.effects[0], InterveningIf) for t in pending):
        kept: list[_Trigger] = []
        for trigger in pending:
            unmet = unmet_at_trigger(board, trigger.ability, trigger.source)
            if unmet is None:
                kept.append(trigger)
            else:
                events.append(unmet)
        pending = kept
    # Targets are chosen as the abilities go on the stack, before any resolves
    # (603.3d); an ability with no legal target is removed from the stack.
    if any(_targeted(t.ability) for t in pending):
        pending, removed = _choose_targets(board, pending)
        events.extend(removed)
        board, pending, warded = ward_on_triggers(board, pending)  # 702.21a
        events.extend(warded)
    for trigger in pending:
        tick()  # work done under a budget (the solver's set-up) stops in time
        before = board
        board, happened = _resolve(board, trigger, rules)
        events.extend(happened)
        board, sba = check_state_based_actions(board, rules)
        events.extend(sba)
        if settle is not None:
            board, settled = settle(before, board, (*happened, *sba), rules)
            events.extend(settled)
    return board, tuple(events)


def _apnap(board: Board) -> dict[str, int]:
    """Each player's place in APNAP order (101.4), the active player first."""
    ids = [p.id for p in board.players]
    start = ids.index(board.active_player) if board.active_player in ids else 0
    turn = ids[start:] + ids[:start]
    return {pid: i for i, pid in enumerate(turn)}


def _event_of(event: Event) -> tuple[TriggerEvent, str, str] | None:
    """The trigger event's name, the creature it is about and the other one."""
    if isinstance(event, Blocks):
        return "blocks", event.blocker, ""
    if isinstance(event, BlocksCreature):
        return "blocks_creature", event.blocker, event.attacker
    if isinstance(event, BecomesBlocked):
        return "becomes_blocked", event.attacker, ""
    if isinstance(event, BecomesBlockedBy):
        return "becomes_blocked_by", event.attacker, event.blocker
    if isinstance(event, AttacksAndIsntBlocked):
        return "unblocked", event.attacker, ""
    return None


def _own(perm: Permanent) -> list[tuple[BlockTrigger, Ability | None]]:
    """The creature's own triggers: the keywords first (bushido, rampage,
    afflict by their number, then flanking), each instance of a keyword
    separately (702.45b, 702.23c, 702.130b, 702.25b), then the others in a
    fixed order."""
    out: list[tuple[BlockTrigger, Ability | None]] = []
    for kind in (Bushido, Rampage, Afflict):
        for a in sorted((a for a in perm.abilities if isinstance(a, kind)), key=lambda a: a.amount):
            trigger = keyword_trigger(a)
            if trigger is not None:
                out.extend([(trigger, a)] * perm.instances(a))
    if Keyword.FLANKING in perm.abilities:
        flanking = keyword_trigger(Keyword.FLANKING)
        if flanking is not None:
            out.extend([(flanking, Keyword.FLANKING)] * perm.instances(Keyword.FLANKING))
    others = [a for a in perm.abilities if isinstance(a, BlockTrigger) and a.subject is None]
    out.extend((a, None) for a in sorted(others, key=str))
    return out


def _triggers(
    board: Board, events: Iterable[Event], entering: Mapping[str, str] | None = None
) -> list[_Trigger]:
    """The triggers ``events`` trigger, in event order; ``entering`` maps an
    attacker to the creature put onto the battlefield blocking it, the one
    its "becomes blocked" is about (509.3c)."""
    out: list[_Trigger] = []
    watchers = _watchers(board)
    for event in events:
        found = _event_of(event)
        if found is None:
            continue
        name, creature_id, other_id = found
        creature = board.permanent(creature_id)
        about = other_id
        if entering is not None and name == "becomes_blocked":
            about = entering.get(creature_id, "")
        for ability, keyword in _own(creature):
            if name in ability.events and _other_holds(
                board, ability, name, creature, about, creature
            ):
                out.append(
                    _Trigger(creature.controller, creature.id, creature_id, name, other_id,
                             ability, event.rule, keyword)
                )  # fmt: skip
        for source, ability in watchers:
            if (
                name in ability.events
                and ability.subject is not None
                and matches(board, ability.subject, creature, source)
                and _other_holds(board, ability, name, creature, about, source)
            ):
                out.append(
                    _Trigger(
                        source.controller,
                        source.id,
                        creature_id,
                        name,
                        other_id,
                        ability,
                        event.rule,
                    )
                )
    return out


def _other_holds(
    board: Board,
    ability: BlockTrigger,
    name: TriggerEvent,
    creature: Permanent,
    other_id: str,
    source: Permanent,
) -> bool:
    """Whether the other creature of the block matches the ability's
    condition: that one creature for a per-creature event, at least one of
    them for a once-only event ("blocks one or more black creatures")."""
    if ability.other is None and ability.at_least <= 1:
        return True
    if other_id:
        others: tuple[str, ...] = (other_id,)
    elif name == "blocks":
        others = board.declared_blocked_by(creature.id)
    elif name == "becomes_blocked":
        others = tuple(
            b
            for b in board.declared_blockers_of(creature.id)
            if not board.permanent(b).entered_blocking
        )
    else:
        return False
    wanted = ability.other
    found = sum(
        1 for o in others if wanted is None or matches(board, wanted, board.permanent(o), source)
    )
    return found >= max(1, ability.at_least)


def entering_blocker_triggers(
    board: Board, rules: RuleSet | str, events: Iterable[Event]
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve the abilities that a creature put onto the battlefield
    blocking triggers, given the ``events`` of its entering: the attacker's
    "becomes blocked" (only when it was unblocked then) and "becomes blocked
    by a creature" abilities trigger, bushido, rampage, flanking and afflict
    among them, and those of permanents watching it (and those of an
    attacker a spell made blocked, :class:`~mtgcombat.core.events.BlockedByEffect`:
    509.1h, 509.3c); the new blocker's own
    "blocks" and "blocks a creature" do not (509.3a-d now, 509.5a-d in 2023:
    :func:`~mtgcombat.rules.ordering.add_block` gives only the attacker's
    events). They go on the stack in APNAP order (603.3b) and each is
    followed by state-based actions. Without such an entering, or a trigger,
    nothing happens.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.events import BecomesBlocked, BecomesBlockedBy
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
    ...                    abilities=frozenset({Keyword.FLANKING}))
    >>> saproling = Permanent(id="saproling", controller="B", power=1, toughness=1,
    ...                       blocking=("knight",), entered_blocking=True)
    >>> board = Board([Player("A"), Player("B")], [knight, saproling], "A")
    >>> entered = (TokenEntersBlocking("509.4", "saproling", "knight", True, "timeline[0]"),
    ...            BecomesBlocked("509.3c", "knight"),
    ...            BecomesBlockedBy("509.3d", "knight", "saproling"))
    >>> after, events = entering_blocker_triggers(board, "current", entered)
    >>> after.permanent("saproling").zone.value, [e.rule for e in events][:2]
    ('graveyard', ['702.25a', '704.5f'])
    """
    rules = RuleSet.coerce(rules)
    happened = tuple(events)
    entering = {
        e.attacker: e.token for e in happened if isinstance(e, TokenEntersBlocking) and e.blocks
    }
    # issue 33 (session 7): an attacker a spell made blocked, no creature
    # blocking it (509.1h): its "becomes blocked" abilities trigger (509.3c)
    by_effect = {e.creature for e in happened if isinstance(e, BlockedByEffect)}
    if not entering and not by_effect:
        return board, ()
    board = apply_static_effects(board)
    if not has_block_triggers(board):
        return board, ()
    tokens = set(entering.values())
    mine = [
        e
        for e in happened
        if (isinstance(e, BecomesBlocked) and (e.attacker in entering or e.attacker in by_effect))
        or (isinstance(e, BecomesBlockedBy) and e.blocker in tokens)
    ]
    pending = _triggers(board, mine, entering)
    if not pending:
        return board, ()
    order = _apnap(board)
    pending.sort(key=lambda t: -order.get(t.controller, len(order)))
    return resolve_pending(board, pending, rules)
