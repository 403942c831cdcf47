"""Triggered abilities of the declare blockers step, resolved before combat damage.

Blocks are declared (509.1), the trigger events happen (509.1i: "blocks",
"becomes blocked", "becomes blocked by"), and these keyword abilities
trigger:

* **bushido N** (702.45a): whenever it blocks or becomes blocked, it gets
  +N/+N until end of turn;
* **rampage N** (702.23a): whenever it becomes blocked, it gets +N/+N until
  end of turn for each creature blocking it beyond the first, counted as the
  ability resolves (702.23b);
* **flanking** (702.25a): whenever it becomes blocked by a creature without
  flanking, that creature gets -1/-1 until end of turn (one trigger per such
  blocker);
* **afflict N** (702.130a): whenever it becomes blocked, the defending player
  loses N life.

Each instance triggers on its own (702.23c, 702.25b, 702.45b).

The same machinery runs every :class:`~mtgcombat.core.abilities.BlockTrigger`
("whenever ~ blocks, it gets +0/+2 until end of turn", "whenever ~ becomes
blocked by a creature, destroy that creature", "whenever ~ attacks and isn't
blocked, defending player gets a poison counter"): each keyword above is
such a trigger (see :func:`keyword_trigger`), with its own event and rule.
A trigger triggers when its event happens (603.2; the events and how often
each fires are 509.3a-g now, 509.5a-g in 2023) and resolves with the
keyword ones, in the same order. Its effects: +N/+N until end of turn
(613.4c), a keyword gained or lost until end of turn (613.1f), damage that
is not combat damage (120.3; protection and deathtouch apply), destruction
(701.8; indestructible and regeneration respected), life gained or lost
(119.3), poison counters (122.1). They go on the
stack in APNAP order (101.4, 603.3b): the active player's first, so the other
players' resolve first. Each player's own triggers resolve in the order the
trigger events happen (blockers' "blocks", then each attacker's "becomes
blocked" before its "becomes blocked by"), so an attacker's rampage counts its
blockers before its flanking triggers resolve: the order an attacking player
would pick. No player responds. State-based actions are performed and static
effects recomputed before each resolution (704.3, 117.5), so a 1/1 blocker
that got -1/-1 from flanking is gone before damage, and a player at 0 life
loses.

"Until end of turn" changes to power and toughness are not counters: they
change the creature's own power and toughness (layer 7c, like an effect's
+N/+N) and last past the damage steps.

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
>>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
...                    abilities=frozenset({Keyword.FLANKING}))
>>> squire = Permanent(id="squire", controller="B", power=1, toughness=1, blocking=("knight",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(knight, squire),
...               active_player="A")
>>> after, events = declare_blockers_triggers(board, RuleSet.CURRENT)
>>> after.permanent("squire").zone.value, [e.kind for e in events]
('graveyard', ['flanking', 'put_into_graveyard'])
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    BlockTrigger,
    Bushido,
    ColorEffect,
    CounterEffect,
    DamageEffect,
    DestroyEffect,
    DrawEffect,
    GroupPumpEffect,
    Keyword,
    KeywordEffect,
    LifeEffect,
    LifeTotalEffect,
    NoCombatDamageEffect,
    OtherKeyword,
    PoisonEffect,
    PreventEffect,
    Protection,
    PumpEffect,
    Rampage,
    RecordedEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
    TriggerEffect,
    TriggerEvent,
)
from mtgcombat.core.events import (
    AfflictResolves,
    AttacksAndIsntBlocked,
    BecomesBlocked,
    BecomesBlockedBy,
    Blocks,
    BlocksCreature,
    BushidoResolves,
    CardsDrawn,
    ChoiceMade,
    ColorChanged,
    CombatDamageTriggered,
    CountersPut,
    DamageDealt,
    DestroyAtEndOfCombat,
    DestroyedByEffect,
    DestructionPrevented,
    Event,
    FlankingResolves,
    KeywordChanged,
    LifeGained,
    LifeGainPrevented,
    LifeLost,
    NoCombatDamage,
    PowerToughnessChanged,
    PreventionAdded,
    PutIntoGraveyard,
    RampageResolves,
    Regenerated,
    RegenerationShieldAdded,
    RemovedFromCombat,
    ReturnedToHand,
    Sacrificed,
    TargetChosen,
    TriggerRemoved,
    TriggerResolves,
    block_events,
)
from mtgcombat.core.model import Board, CardType, Permanent, Zone, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.blocks_qualities import has_quality
from mtgcombat.rules.damage_step import deal_noncombat_damage
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.multiplayer import cant_gain_life, share_team_totals
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.sba import check_state_based_actions

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


@dataclass(frozen=True, slots=True)
class _Trigger:
    """A triggered ability waiting to resolve: whose it is, the event that
    triggered it (``creature`` the creature it is about, ``other`` the other
    creature of the block or ""), and the keyword it is, if any."""

    controller: str
    source: str
    creature: str
    event: TriggerEvent
    other: str
    ability: BlockTrigger
    rule: str
    keyword: Ability | None = None
    target: str = ""
    # The defending player as the ability begins to resolve: fixed by the
    # attack (508.5), it stays the same when an effect of the ability takes
    # the creature out of combat ("sacrifice it. If you do, defending player
    # loses 2 life").
    defending: str = ""


class ChoiceError(ValueError):
    """A choice the file must make for a triggered ability is missing or
    illegal: a target (603.3d, 601.2c). ``permanent`` is the permanent whose
    ability it is, ``field`` the scenario field to set, ``rule`` the rule.
    ``key`` and ``facts`` name the problem for a message in another
    language (the message catalog's input_errors; facts may be ability
    values, which the edge writes out).

    >>> err = ChoiceError("shaman", "choices.targets", "no target given", "603.3d")
    >>> str(err), err.field
    ('no target given (603.3d)', 'choices.targets')
    """

    def __init__(
        self,
        permanent: str,
        field: str,
        problem: str,
        rule: str,
        key: str = "",
        facts: dict[str, object] | None = None,
    ) -> None:
        self.permanent = permanent
        self.field = field
        self.problem = problem
        self.rule = rule
        self.key = key
        self.facts = dict(facts or {})
        super().__init__(f"{problem} ({rule})")


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


def declare_blockers_triggers(
    board: Board, rules: RuleSet | str
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve the triggered abilities of the board's declared blocks (bushido,
    rampage, flanking, afflict and every :class:`BlockTrigger`), each followed
    by state-based actions; return the board as combat damage begins and the
    events. A board without such abilities is returned as it is.

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
    return resolve_pending(board, pending_triggers(board, rules), rules)


def pending_triggers(board: Board, rules: RuleSet | str) -> list[_Trigger]:
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
    pending = _triggers(board, rules)
    order = _apnap(board)
    pending.sort(key=lambda t: -order.get(t.controller, len(order)))
    return pending


def resolve_pending(
    board: Board, pending: list[_Trigger], rules: RuleSet | str
) -> tuple[Board, tuple[Event, ...]]:
    """The second half of :func:`declare_blockers_triggers`: targets chosen
    as the abilities go on the stack, then each resolved in turn, followed by
    state-based actions.

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> resolve_pending(board, [], "current") == (board, ())
    True
    """
    rules = RuleSet.coerce(rules)
    events: list[Event] = []
    # Targets are chosen as the abilities go on the stack, before any resolves
    # (603.3d); an ability with no legal target is removed from the stack.
    if any(_targeted(t.ability) for t in pending):
        pending, removed = _choose_targets(board, pending)
        events.extend(removed)
    for trigger in pending:
        board, happened = _resolve(board, trigger, rules)
        events.extend(happened)
        board, sba = check_state_based_actions(board, rules)
        events.extend(sba)
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
    afflict by their number, then flanking), then the others in a fixed order."""
    out: list[tuple[BlockTrigger, Ability | None]] = []
    for kind in (Bushido, Rampage, Afflict):
        for a in sorted((a for a in perm.abilities if isinstance(a, kind)), key=lambda a: a.amount):
            trigger = keyword_trigger(a)
            if trigger is not None:
                out.append((trigger, a))
    if Keyword.FLANKING in perm.abilities:
        flanking = keyword_trigger(Keyword.FLANKING)
        if flanking is not None:
            out.append((flanking, Keyword.FLANKING))
    others = [a for a in perm.abilities if isinstance(a, BlockTrigger) and a.subject is None]
    out.extend((a, None) for a in sorted(others, key=str))
    return out


def _triggers(board: Board, rules: RuleSet) -> list[_Trigger]:
    out: list[_Trigger] = []
    watchers = _watchers(board)
    for event in block_events(board, rules):
        found = _event_of(event)
        if found is None:
            continue
        name, creature_id, other_id = found
        creature = board.permanent(creature_id)
        for ability, keyword in _own(creature):
            if name in ability.events and _other_holds(
                board, ability, name, creature, other_id, creature
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
                and _other_holds(board, ability, name, creature, other_id, source)
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


def _targeted(ability: BlockTrigger) -> bool:
    return any(isinstance(e, DamageEffect) and e.target == "target" for e in ability.effects)


def _target_filter(ability: BlockTrigger) -> Selector | None:
    return next(
        e.target_filter
        for e in ability.effects
        if isinstance(e, DamageEffect) and e.target == "target"
    )


def target_problem(board: Board, source: Permanent, target: str, wanted: Selector | None) -> str:
    """Why ``target`` can't be a target of ``source``'s ability that wants a
    creature matching ``wanted`` (``None``: any target, a creature, player,
    planeswalker or battle); "" when it can (115.1, 702.11b, 702.18a,
    702.16b).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> shaman = Permanent(id="shaman", controller="A", power=1, toughness=1)
    >>> from mtgcombat.core.abilities import OtherKeyword
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1,
    ...                 abilities=frozenset({OtherKeyword("hexproof")}))
    >>> board = Board([Player("A"), Player("B")], [shaman, elf], "A")
    >>> target_problem(board, shaman, "shaman", None)
    ''
    >>> target_problem(board, shaman, "elf", None)
    '"elf" has hexproof (702.11b)'
    """
    found = _target_problem(board, source, target, wanted)
    return _TARGET_PROBLEMS[found[0]].format(**found[1]) if found else ""


# The target problems in English; their keys name the message catalog's
# templates (input_errors) for other languages.
_TARGET_PROBLEMS = {
    "target_not_on_battlefield": '"{target}" is not a permanent on the battlefield',
    "target_not_wanted": '"{target}" is not a {wanted}',
    "target_not_any": '"{target}" is not a creature, player, planeswalker or battle',
    "target_shroud": '"{target}" has shroud (702.18a)',
    "target_hexproof": '"{target}" has hexproof (702.11b)',
    "target_protection": '"{target}" has {protection} (702.16b)',
}


def _target_problem(
    board: Board, source: Permanent, target: str, wanted: Selector | None
) -> tuple[str, dict[str, object]] | None:
    """:func:`target_problem` as a key of ``_TARGET_PROBLEMS`` and its facts."""
    if wanted is None and any(p.id == target for p in board.players):
        return None
    perm = next((p for p in board.permanents if p.id == target), None)
    if perm is None or not perm.on_battlefield:
        return "target_not_on_battlefield", {"target": target}
    if wanted is not None:
        if not perm.is_creature or not matches(board, wanted, perm, source):
            return "target_not_wanted", {"target": target, "wanted": wanted}
    elif not (
        perm.is_creature or perm.is_type(CardType.PLANESWALKER) or perm.is_type(CardType.BATTLE)
    ):
        return "target_not_any", {"target": target}
    abilities = perm.abilities
    if perm.granted is not None:
        abilities = abilities | frozenset(perm.granted.abilities)
    for a in abilities:
        if isinstance(a, OtherKeyword) and a.name == "shroud":
            return "target_shroud", {"target": target}
        if (
            isinstance(a, OtherKeyword)
            and a.name == "hexproof"
            and perm.controller != source.controller
        ):
            return "target_hexproof", {"target": target}
        if isinstance(a, Protection) and has_quality(
            board, source, a.quality, holder=perm.controller
        ):
            return "target_protection", {"target": target, "protection": a}
    return None


def _choose_targets(board: Board, pending: list[_Trigger]) -> tuple[list[_Trigger], list[Event]]:
    """Each targeted trigger takes the next target its source's choices name
    (in resolution order). A chosen target must be legal (601.2c); with
    none named, an ability with a legal target is an error, one without is
    removed from the stack (603.3d), as is one whose optional effect the
    controller declines."""
    used: dict[str, int] = {}
    kept: list[_Trigger] = []
    events: list[Event] = []
    for trigger in pending:
        if not _targeted(trigger.ability):
            kept.append(trigger)
            continue
        source = board.permanent(trigger.source)
        choices = source.choices
        wanted = _target_filter(trigger.ability)
        n = used.get(source.id, 0)
        if n < len(choices.targets):
            used[source.id] = n + 1
            target = choices.targets[n]
            found = _target_problem(board, source, target, wanted)
            if found:
                key, facts = found
                problem = _TARGET_PROBLEMS[key].format(**facts)
                raise ChoiceError(
                    source.id,
                    "choices.targets",
                    f"target {n + 1}: {problem}",
                    "603.3d",
                    key,
                    {"n": n + 1, **facts},
                )
            events.append(TargetChosen("603.3d", source.id, target))
            kept.append(dataclasses.replace(trigger, target=target))
            continue
        legal = [
            x
            for x in (*(p.id for p in board.permanents), *(p.id for p in board.players))
            if not target_problem(board, source, x, wanted)
        ]
        if legal and trigger.ability.optional and not choices.may:
            kept.append(trigger)  # declined as it resolves (603.5): no target needed
            continue
        if legal:
            what = f"a target among {wanted}" if wanted is not None else "any target"
            raise ChoiceError(
                source.id,
                "choices.targets",
                f"its triggered ability ({trigger.ability}) needs {what}: name "
                f"{len(choices.targets) + 1} target(s) (legal now: {', '.join(legal)})"
                + ("" if not trigger.ability.optional else ", or set choices.may = false"),
                "603.3d",
                "choice_needs_target" if wanted is not None else "choice_needs_any_target",
                {
                    "ability": trigger.ability,
                    "wanted": wanted,
                    "count": len(choices.targets) + 1,
                    "legal": tuple(legal),
                    "may": trigger.ability.optional,
                },
            )
        events.append(TriggerRemoved("603.3d", source.id, str(trigger.ability)))
    return kept, events


def _resolve(board: Board, trigger: _Trigger, rules: RuleSet) -> tuple[Board, tuple[Event, ...]]:
    """The trigger's effects, in order, with their events."""
    events: list[Event] = []
    if trigger.keyword is None:
        events.append(
            TriggerResolves(
                trigger.rule,
                trigger.source,
                trigger.creature,
                trigger.event,
                trigger.other,
                str(trigger.ability),
            )
        )
    ability = trigger.ability
    if trigger.target:
        # A target that became illegal: the ability doesn't resolve (608.2b).
        source = board.permanent(trigger.source)
        if target_problem(board, source, trigger.target, _target_filter(ability)):
            events.append(TriggerRemoved("608.2b", trigger.source, str(ability)))
            return board, tuple(events)
    # Who "defending player" is does not change while it resolves (508.5).
    trigger = dataclasses.replace(trigger, defending=_player(board, trigger, "defending"))
    if ability.optional:
        # "you may": the choice is made as it resolves (603.5)
        taken = board.permanent(trigger.source).choices.may
        events.append(ChoiceMade("603.5", trigger.source, taken))
        if not taken:
            return board, tuple(events)
    for i, effect in enumerate(ability.effects):
        board, happened = _apply(board, trigger, effect, rules)
        events.extend(happened)
        if i == 0 and ability.if_you_do and not happened:
            break  # "If you do": the first effect was not done
    return board, tuple(events)


def _creatures(board: Board, trigger: _Trigger, target: str) -> tuple[str, ...]:
    """The creatures an effect reaches, as the ability resolves."""
    if target == "it":
        return (trigger.creature,)
    if target == "other":
        return (trigger.other,) if trigger.other else ()
    if target == "target":
        return (trigger.target,) if trigger.target else ()
    return board.blockers_of(trigger.creature)


def _player(board: Board, trigger: _Trigger, who: str) -> str:
    """The player an effect names: "you" (the ability's controller), the
    defending player of the block's attacker, or the other creature's
    controller."""
    if who == "you":
        return trigger.controller
    if who == "it_controller":
        return board.permanent(trigger.creature).controller
    if who == "other_controller":
        return board.permanent(trigger.other).controller if trigger.other else ""
    if trigger.defending:
        return trigger.defending
    creature = board.permanent(trigger.creature)
    attacker = trigger.creature if creature.attacking is not None else trigger.other
    if not attacker:
        attackers = board.declared_blocked_by(trigger.creature)
        attacker = attackers[0] if attackers else ""
    # The defending player is fixed when the attack is declared (508.5).
    return board.defending_player(attacker) if attacker else creature.controller


def _apply(
    board: Board, trigger: _Trigger, effect: TriggerEffect, rules: RuleSet
) -> tuple[Board, list[Event]]:
    if board.teams and isinstance(effect, LifeEffect | PoisonEffect | LifeTotalEffect):
        # Two-Headed Giant: what happens to a player's life or poison
        # counters is applied to the team's totals (810.9, 810.9c, 810.10);
        # damage is shared as it is dealt (mtgcombat.rules.damage)
        after, events = _apply_effect(board, trigger, effect, rules)
        after, shared = share_team_totals(board, after)
        return after, [*events, *shared]
    return _apply_effect(board, trigger, effect, rules)


def _apply_effect(
    board: Board, trigger: _Trigger, effect: TriggerEffect, rules: RuleSet
) -> tuple[Board, list[Event]]:
    if isinstance(effect, PumpEffect):
        return _apply_pump(board, trigger, effect)
    if isinstance(effect, KeywordEffect):
        return _apply_keyword(board, trigger, effect)
    if isinstance(effect, DamageEffect):
        return _apply_damage(board, trigger, effect)
    if isinstance(effect, DestroyEffect):
        return _apply_destroy(board, trigger, effect, rules)
    if isinstance(effect, LifeEffect):
        return _apply_life(board, trigger, effect)
    if isinstance(effect, PoisonEffect):
        return _apply_poison(board, trigger, effect)
    if isinstance(effect, GroupPumpEffect):
        return _apply_group_pump(board, trigger, effect)
    if isinstance(effect, ColorEffect):
        return _apply_color(board, trigger, effect)
    if isinstance(effect, LifeTotalEffect):
        return _apply_life_total(board, trigger, effect)
    if isinstance(effect, RecordedEffect):
        return board, []  # recorded, not carried out
    if isinstance(effect, DrawEffect):
        # off the board: recorded so that "If you do" can follow it
        return board, [CardsDrawn("121.1", trigger.controller, effect.amount, trigger.source)]
    if isinstance(
        effect, NoCombatDamageEffect | RemoveFromCombatEffect | ReturnToHandEffect | SacrificeEffect
    ):
        return _apply_leave(board, trigger, effect, rules)
    return _apply_to_creatures(board, trigger, effect, rules)


def _apply_group_pump(
    board: Board, trigger: _Trigger, effect: GroupPumpEffect
) -> tuple[Board, list[Event]]:
    """+N/+M until end of turn on each creature of a group, read relative to
    the permanent with the ability as it resolves (613.4c)."""
    source = board.permanent(trigger.source)
    times = 1
    if effect.per is not None:
        times = sum(1 for p in board.permanents if matches(board, effect.per, p, source))
    power, toughness = effect.power * times, effect.toughness * times
    if not (power or toughness):
        return board, []
    events: list[Event] = []
    for perm in [p for p in board.permanents if matches(board, effect.affected, p, source)]:
        board = _pump(board, perm.id, power, toughness)
        events.append(PowerToughnessChanged("613.4c", perm.id, power, toughness, trigger.source))
    return board, events


def _apply_color(board: Board, trigger: _Trigger, effect: ColorEffect) -> tuple[Board, list[Event]]:
    """The creature becomes the new colors (layer 5, 613.1e)."""
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        changed = evolve(perm, colors=effect.colors)
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
        colors = " and ".join(sorted(effect.colors))
        events.append(ColorChanged("613.1e", target, colors, trigger.source))
    return board, events


def _apply_life_total(
    board: Board, trigger: _Trigger, effect: LifeTotalEffect
) -> tuple[Board, list[Event]]:
    """The player's life total becomes N: they gain or lose the difference
    (119.5); a player who can't gain life gains nothing (119.7)."""
    player_id = _player(board, trigger, effect.player)
    if not player_id:
        return board, []
    player = board.player(player_id)
    change = effect.total - player.life
    event: Event
    if change == 0:
        return board, []
    if change < 0:
        event = LifeLost("119.5", player_id, -change, trigger.source)
    elif cant_gain_life(board, player_id):  # its own or a teammate's (810.9g)
        return board, [LifeGainPrevented("119.7", player_id, change, trigger.source)]
    else:
        event = LifeGained("119.5", player_id, change, trigger.source)
    player = evolve(player, life=effect.total)
    board = board.with_players(player if p.id == player_id else p for p in board.players)
    return board, [event]


def _apply_leave(
    board: Board,
    trigger: _Trigger,
    effect: NoCombatDamageEffect | RemoveFromCombatEffect | ReturnToHandEffect | SacrificeEffect,
    rules: RuleSet,
) -> tuple[Board, list[Event]]:
    """No combat damage (510.1a), removal from combat (506.4), return to
    hand, sacrifice (701.21 now, 701.17 in 2023): the last three take the
    creature out of combat; the creatures it was blocked by or blocking stay
    blocking or blocked (509.1h)."""
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if isinstance(effect, NoCombatDamageEffect):
            changed = evolve(perm, assigns_no_combat_damage=True)
            board = board.with_permanents(
                changed if p.id == target else p for p in board.permanents
            )
            events.append(NoCombatDamage("510.1a", target, trigger.source))
            continue
        if isinstance(effect, RemoveFromCombatEffect):
            if not board.is_in_combat(target):
                continue
            if effect.untap:
                untapped = evolve(perm, tapped=False)
                board = board.with_permanents(
                    untapped if p.id == target else p for p in board.permanents
                )
            board = remove_from_combat(board, target, rules)
            events.append(RemovedFromCombat("506.4", target))
            continue
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
        if isinstance(effect, ReturnToHandEffect):
            gone = evolve(board.permanent(target), zone=Zone.HAND)
            events.append(ReturnedToHand("506.4", target, trigger.source))
        else:
            gone = evolve(board.permanent(target), zone=Zone.GRAVEYARD)
            rule = "701.17" if rules is RuleSet.R2023 else "701.21"
            events.append(Sacrificed(rule, target, trigger.source))
            events.append(PutIntoGraveyard(rule, target))
        board = board.with_permanents(gone if p.id == target else p for p in board.permanents)
    return board, events


def _apply_to_creatures(
    board: Board,
    trigger: _Trigger,
    effect: CounterEffect | PreventEffect | RegenerateEffect,
    rules: RuleSet,
) -> tuple[Board, list[Event]]:
    """Counters, prevention and regeneration shields on the creatures the
    effect reaches (or, for "prevent all combat damage", on the board)."""
    if isinstance(effect, PreventEffect) and effect.everything:
        board = board._copy(prevent_all_combat_damage=True)
        return board, [PreventionAdded("615.1", "", "all", trigger.source)]
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if isinstance(effect, CounterEffect):
            if perm.cant_have_counters:
                continue
            c = perm.counters
            if effect.power or effect.toughness:
                # a -0/-1 counter: a lasting change to power and toughness (613.4c)
                changed = evolve(
                    perm,
                    power=perm.power + effect.power * effect.amount,
                    toughness=perm.toughness + effect.toughness * effect.amount,
                )
            elif effect.plus:
                changed = evolve(perm, counters=evolve(c, plus_one=c.plus_one + effect.amount))
            else:
                changed = evolve(perm, counters=evolve(c, minus_one=c.minus_one + effect.amount))
            events.append(CountersPut("122.1", target, effect.kind, effect.amount, trigger.source))
        elif isinstance(effect, PreventEffect):
            changed = evolve(
                perm,
                prevent_combat_damage_by=perm.prevent_combat_damage_by or effect.dealt_by,
                prevent_combat_damage_to=perm.prevent_combat_damage_to or effect.dealt_to,
            )
            how = "both" if effect.dealt_by and effect.dealt_to else (
                "dealt_by" if effect.dealt_by else "dealt_to"
            )  # fmt: skip
            events.append(PreventionAdded("615.1", target, how, trigger.source))
        else:
            changed = evolve(perm, regeneration_shields=perm.regeneration_shields + 1)
            rule = "701.15" if rules is RuleSet.R2023 else "701.19"
            events.append(RegenerationShieldAdded(rule, target, trigger.source))
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
    return board, events


def _pump(board: Board, creature: str, power: int, toughness: int) -> Board:
    """+N/+M until end of turn on the creature's own power and toughness."""
    perm = board.permanent(creature)
    changed = evolve(perm, power=perm.power + power, toughness=perm.toughness + toughness)
    return board.with_permanents(changed if p.id == creature else p for p in board.permanents)


def _count(board: Board, trigger: _Trigger, per: str) -> int:
    """The multiplier of a "for each" pump, counted as it resolves (702.23b)."""
    if not per:
        return 1
    if per == "blocked":
        return len(board.blocked_by_blocker(trigger.creature))
    blockers = len(board.blockers_of(trigger.creature))
    return max(0, blockers - 1) if per == "blocker_beyond_first" else blockers


def _apply_pump(board: Board, trigger: _Trigger, effect: PumpEffect) -> tuple[Board, list[Event]]:
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        # A creature that left the battlefield gets nothing.
        if not board.permanent(target).on_battlefield:
            continue
        count = _count(board, trigger, effect.per)
        power, toughness = effect.power * count, effect.toughness * count
        keyword = trigger.keyword
        if isinstance(keyword, Bushido):
            events.append(BushidoResolves("702.45a", target, keyword.amount))
        elif isinstance(keyword, Rampage):
            blockers = len(board.blockers_of(trigger.creature))
            events.append(RampageResolves("702.23a", target, keyword.amount, blockers, power))
        elif keyword is Keyword.FLANKING:
            events.append(FlankingResolves("702.25a", trigger.creature, target))
        elif power or toughness:
            events.append(PowerToughnessChanged("613.4c", target, power, toughness, trigger.source))
        if power or toughness:
            board = _pump(board, target, power, toughness)
    return board, events


def _apply_keyword(
    board: Board, trigger: _Trigger, effect: KeywordEffect
) -> tuple[Board, list[Event]]:
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if effect.lose:
            abilities = perm.abilities - {effect.keyword}
        else:
            abilities = perm.abilities | {effect.keyword}
        changed = evolve(perm, abilities=abilities)
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
        events.append(
            KeywordChanged(
                "613.1f",
                target,
                "loses" if effect.lose else "gains",
                str(effect.keyword),
                trigger.source,
            )
        )
    return board, events


def _apply_damage(
    board: Board, trigger: _Trigger, effect: DamageEffect
) -> tuple[Board, list[Event]]:
    dealer = trigger.creature if effect.by_it else trigger.source
    amount = effect.amount
    if effect.by_power:
        # its power as the ability resolves, or as it last existed (608.2h)
        amount = max(0, board.permanent(dealer).current_power)
    if effect.target == "target":
        recipients = [trigger.target] if trigger.target else []
    elif effect.target == "each":
        source = board.permanent(trigger.source)
        wanted = effect.target_filter or Selector()
        recipients = [p.id for p in board.permanents if matches(board, wanted, p, source)]
    elif effect.target in ("it", "other", "blockers"):
        recipients = [
            c
            for c in _creatures(board, trigger, effect.target)
            if board.permanent(c).on_battlefield
        ]
    else:
        player = _player(board, trigger, effect.target)
        recipients = [player] if player else []
    events: list[Event] = []
    for recipient in recipients:
        board, happened = deal_noncombat_damage(board, dealer, recipient, amount)
        events.extend(happened)
    return board, events


def _apply_destroy(
    board: Board, trigger: _Trigger, effect: DestroyEffect, rules: RuleSet
) -> tuple[Board, list[Event]]:
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if effect.at_end_of_combat:
            # a delayed triggered ability (603.7): it destroys the creature
            # as the end of combat step begins (511.2)
            board = _mark_for_end_of_combat(board, target, trigger.source)
            events.append(DestroyAtEndOfCombat("603.7", target, trigger.source))
            continue
        if perm.has(Keyword.INDESTRUCTIBLE):
            events.append(DestructionPrevented("702.12b", target))
            continue
        if effect.regenerate and perm.regeneration_shields > 0:
            # The shield replaces the destruction: damage removed, tapped,
            # removed from combat (701.15 in 2023, 701.19 now).
            regenerated = evolve(
                perm,
                damage=0,
                tapped=True,
                regeneration_shields=perm.regeneration_shields - 1,
                deathtouch_damaged=False,
            )
            board = board.with_permanents(
                regenerated if p.id == target else p for p in board.permanents
            )
            events.append(Regenerated("701.15" if rules is RuleSet.R2023 else "701.19", target))
            if board.is_in_combat(target):
                board = remove_from_combat(board, target, rules)
                events.append(RemovedFromCombat("506.4", target))
            continue
        gone = evolve(perm, zone=Zone.GRAVEYARD)
        board = board.with_permanents(gone if p.id == target else p for p in board.permanents)
        events.append(DestroyedByEffect("701.8", target, trigger.source))
        events.append(PutIntoGraveyard("701.8", target))
    return board, events


def _mark_for_end_of_combat(board: Board, target: str, source: str) -> Board:
    perm = board.permanent(target)
    marked = evolve(perm, destroy_at_end_of_combat=(*perm.destroy_at_end_of_combat, source))
    return board.with_permanents(marked if p.id == target else p for p in board.permanents)


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


def _apply_life(board: Board, trigger: _Trigger, effect: LifeEffect) -> tuple[Board, list[Event]]:
    player_id = _player(board, trigger, effect.player)
    if not player_id or effect.amount == 0:
        return board, []
    player = board.player(player_id)
    event: Event
    if effect.amount < 0:
        amount = -effect.amount
        player = evolve(player, life=player.life - amount)
        if isinstance(trigger.keyword, Afflict):
            event = AfflictResolves("702.130a", trigger.creature, player_id, amount)
        else:
            event = LifeLost("119.3", player_id, amount, trigger.source)
    elif cant_gain_life(board, player_id):
        # "can't gain life" (a teammate's too, 810.9g): the gain does not happen (119.7)
        return board, [LifeGainPrevented("119.7", player_id, effect.amount, trigger.source)]
    else:
        gained = effect.amount * player.life_gain_multiplier
        player = evolve(player, life=player.life + gained)
        event = LifeGained("119.3", player_id, gained, trigger.source)
    board = board.with_players(player if p.id == player_id else p for p in board.players)
    return board, [event]


def _apply_poison(
    board: Board, trigger: _Trigger, effect: PoisonEffect
) -> tuple[Board, list[Event]]:
    player_id = _player(board, trigger, effect.player)
    if not player_id or effect.amount <= 0:
        return board, []
    player = board.player(player_id)
    player = evolve(player, poison=player.poison + effect.amount)
    board = board.with_players(player if p.id == player_id else p for p in board.players)
    return board, [CountersPut("122.1", player_id, "poison", effect.amount, trigger.source)]


def resolve_triggered(
    board: Board,
    rules: RuleSet | str,
    ability: BlockTrigger,
    *,
    source: str,
    creature: str,
    event: TriggerEvent,
    rule: str,
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve one triggered ability that triggered outside the declare
    blockers step ("whenever ~ attacks, ...": 508.2a), with the same effects
    and events as the declare blockers step's; ``source`` has the ability,
    ``creature`` is the one the event is about. No target is chosen: the
    caller resolves only abilities without one. State-based actions are not
    performed here.

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import BlockTrigger, PumpEffect
    >>> boar = Permanent(id="boar", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [boar], "A")
    >>> charge = BlockTrigger(("attacks",), (PumpEffect("it", 1, 1),))
    >>> after, events = resolve_triggered(board, "current", charge, source="boar",
    ...                                   creature="boar", event="attacks", rule="508.2a")
    >>> after.permanent("boar").power, [e.kind for e in events]
    (3, ['trigger_resolves', 'pt_until_end_of_turn'])
    """
    rules = RuleSet.coerce(rules)
    controller = board.permanent(source).controller
    trigger = _Trigger(controller, source, creature, event, "", ability, rule)
    return _resolve(board, trigger, rules)
