"""The triggered abilities of a combat damage step (603.2, 510.3a): found
in the step's damage, put on the stack in APNAP order (603.3b) once the
state-based actions are done (704.3), and resolved before the next step
begins, each followed by state-based actions (704.3, 510.3), as when no
player responds. A trigger of the first-strike damage step so changes the
regular one (510.4): a blocker it destroys deals no damage there.

The trigger events (one trigger event per source and recipient, 603.2c;
its amount the damage that source dealt that recipient in the step):

* the source's own "whenever ~ deals combat damage to a player / to an
  opponent / to a player or planeswalker / to a creature / (anything)";
* another permanent's "whenever a creature you control deals combat damage
  to a player", "whenever enchanted / equipped creature deals combat
  damage ..." (its ``subject`` matches the source, read relative to it:
  "enchanted" is the permanent it is attached to);
* "whenever ~ / enchanted creature deals damage (to a player / to an
  opponent / to a creature)": damage of any kind (120.1); in this step,
  the combat damage (the limit below: damage these abilities deal as they
  resolve triggers nothing further);
* "whenever one or more creatures you control deal combat damage to a
  player": once per player dealt damage by one or more of them;
* "whenever ~ is dealt damage" / "is dealt combat damage" (the damaged
  permanent's own, or another's whose subject matches it): once per
  permanent, for all the damage dealt to it at once;
* "whenever a source / a creature deals (combat) damage to you": a
  permanent of the player dealt damage, once per source.

A source that left the battlefield with the damage (state-based actions)
still triggers: the game looks back at the moment of the damage (603.10).
Who an effect reaches: "it" is the creature the event is about (the one
that dealt the damage; the one dealt damage for "is dealt damage"), "that
creature" the other one, "that player" the player dealt damage, "that
much" the damage. An ability whose every effect the engine only records
(:class:`~mtgcombat.core.abilities.RecordedEffect`) is recorded as it
triggers (:class:`~mtgcombat.core.events.CombatDamageTriggered`) and
nothing more.

Noncombat damage (a timeline's spell, an attack or block trigger's damage)
triggers the abilities on damage of any kind the same way, through
:func:`settle_dies_triggers` (session 12; 120.1, 603.3).

Limits: a target is taken from the source's ``choices.targets`` from the
first again in each step (a double striker's trigger names the same target
twice); damage dealt as these abilities resolve triggers nothing further.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable

from mtgcombat.core.abilities import BlockTrigger, OtherKeyword, RecordedEffect, TriggerEvent
from mtgcombat.core.board import carried_over
from mtgcombat.core.events import (
    CombatDamageTriggered,
    DamageAbilityTriggered,
    DamageDealt,
    DiesAbilityTriggered,
    Event,
    ReturnedToBattlefield,
    TokenCreated,
)
from mtgcombat.core.model import Board, CardType, Permanent
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.rules.counted_triggers import unmet_at_trigger
from mtgcombat.rules.enter_triggers import enters_triggers
from mtgcombat.rules.keyword_damage import (
    DAMAGE_KEYWORDS,
    damage_keyword_trigger,
    keyword_of,
    triggers_now,
)
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.trigger_ward import ward_on_triggers
from mtgcombat.rules.triggers_blocks import _apnap
from mtgcombat.rules.triggers_dies import (
    DIES_EVENTS,
    damage_sources,
    mark_damage_sources,
    pending_dies_triggers,
    resolving_about,
    watchers,
)
from mtgcombat.rules.triggers_effects import _Trigger
from mtgcombat.rules.triggers_targets import _choose_targets, _resolve, _targeted

DEALS_EVENTS: frozenset[TriggerEvent] = frozenset(
    {
        "combat_damage_to_player",
        "combat_damage_to_opponent",
        "combat_damage_to_player_or_planeswalker",
        "combat_damage_to_creature",
        "combat_damage",
        "deals_damage",
        "deals_damage_to_player",
        "deals_damage_to_opponent",
        "deals_damage_to_creature",
    }
)
"""The events of "whenever ~ (or a creature it names) deals (combat) damage ..."."""

_ANY_DAMAGE: dict[TriggerEvent, TriggerEvent] = {
    "combat_damage": "deals_damage",
    "combat_damage_to_player": "deals_damage_to_player",
    "combat_damage_to_opponent": "deals_damage_to_opponent",
    "combat_damage_to_creature": "deals_damage_to_creature",
}
"""Combat damage is damage: "deals damage (to ...)" triggers on it as well
(120.1, 510.2)."""

DAMAGE_EVENTS: frozenset[TriggerEvent] = (
    DEALS_EVENTS
    | frozenset[TriggerEvent](
        {
            "combat_damage_to_you",
            "damage_to_you",
            "dealt_damage",
            "dealt_combat_damage",
            "group_combat_damage_to_player",
            "you_dealt_damage",
            "opponent_dealt_damage",
        }
    )
    | DIES_EVENTS
)
"""Every trigger event of the combat damage step (603.2, 510.3a), deaths and
life gained among them (:mod:`~mtgcombat.rules.triggers_dies`)."""

_RULE = "510.3a"

_PLAYER_EVENTS: frozenset[TriggerEvent] = frozenset({"you_dealt_damage", "opponent_dealt_damage"})
"""A player dealt damage: "whenever you're / an opponent is dealt damage"."""


def damage_abilities(board: Board) -> tuple[tuple[Permanent, BlockTrigger], ...]:
    """Every permanent's triggered abilities on the combat damage step's
    events, with the permanent, in board order (computed once per board and
    carried over to the copies combat damage makes: it reads no marks and
    no zones; a permanent off the battlefield is skipped where it is read).

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import BlockTrigger, LifeEffect
    >>> cat = Permanent(id="cat", controller="A", power=2, toughness=2,
    ...     abilities=frozenset({BlockTrigger(("combat_damage_to_player",), (LifeEffect(2),))}))
    >>> [(p.id, str(a)) for p, a in damage_abilities(Board([Player("A"), Player("B")], [cat], "A"))]
    [('cat', 'whenever this creature deals combat damage to a player, you gain 2 life')]
    """
    memo = board._memo
    found = memo.get(_DAMAGE_ABILITIES)
    if found is None:
        found = memo[_DAMAGE_ABILITIES] = _index(board)
    if not found:
        return ()
    held: tuple[tuple[str, BlockTrigger], ...] = found  # type: ignore[assignment]
    return tuple((board.permanent(pid), a) for pid, a in held)


_DAMAGE_ABILITIES = carried_over("combat_damage_abilities", zones=True)


def _index(board: Board) -> tuple[tuple[str, BlockTrigger], ...]:
    """The abilities on combat damage of every permanent, by id (ids, not
    permanents: the copies the index is carried over to hold other ones).
    Plain loops: it runs once for every board a combat begins with."""
    found: list[tuple[str, BlockTrigger]] = []
    for p in board.permanents:
        abilities = p.characteristics.abilities  # (no property call per permanent)
        if not abilities:
            continue
        mine: list[BlockTrigger] = []
        for x in abilities:
            if type(x) is BlockTrigger and not DAMAGE_EVENTS.isdisjoint(x.events):
                mine.append(x)
            elif type(x) is OtherKeyword and x.name in DAMAGE_KEYWORDS:  # renown, ingest
                made = damage_keyword_trigger(x)
                if made is not None:  # each instance triggers (702.112c, 702.115b)
                    mine.extend([made] * p.instances(x))
        if mine:
            mine.sort(key=str)  # a fixed order among one permanent's abilities
            found.extend([(p.id, x) for x in mine])
    return tuple(found) if found else ()


def _opponent(board: Board, player: str, of: str) -> bool:
    """Whether ``player`` is an opponent of ``of`` (102.2; a teammate is not,
    810.2)."""
    return board.are_opponents(of, player)


def _deals_event(board: Board, dealer: Permanent, recipient: str) -> tuple[TriggerEvent, ...]:
    """The "deals combat damage to ..." events the damage to ``recipient``
    is, as the dealer's own ability reads them, and the "deals damage to
    ..." events it is as well (combat damage is damage, 120.1)."""
    found = _deals_combat_event(board, dealer, recipient)
    return found + tuple(_ANY_DAMAGE[e] for e in found if e in _ANY_DAMAGE)


def _deals_combat_event(
    board: Board, dealer: Permanent, recipient: str
) -> tuple[TriggerEvent, ...]:
    if board.is_player(recipient):
        found: list[TriggerEvent] = [
            "combat_damage_to_player",
            "combat_damage_to_player_or_planeswalker",
            "combat_damage",
        ]
        if _opponent(board, recipient, dealer.controller):
            found.append("combat_damage_to_opponent")
        return tuple(found)
    hit = board.get(recipient)
    if hit is None:
        return ("combat_damage",)
    found = ["combat_damage"]
    if hit.is_creature:
        found.append("combat_damage_to_creature")
    if hit.is_type(CardType.PLANESWALKER):
        found.append("combat_damage_to_player_or_planeswalker")
    return tuple(found)


def _of_kind(board: Board, ability: BlockTrigger, hit: Permanent | None, holder: Permanent) -> bool:
    """Whether the damage's recipient is of the kind the ability waits for:
    "whenever ~ deals damage to a Vampire" triggers only on damage to a
    Vampire (603.2; issue 33, session 12), read relative to the ability's
    permanent; any recipient for an ability with no such kind."""
    if ability.other is None:
        return True
    return hit is not None and hit.is_creature and matches(board, ability.other, hit, holder)


def _recorded_only(ability: BlockTrigger) -> bool:
    return all(isinstance(e, RecordedEffect) for e in ability.effects)


def effect_words(ability: BlockTrigger) -> str:
    """The ability's effects in words: as printed for the ones the engine
    only records, the values' words for the others ("you may: ..."): the
    ``effect`` of the events of its triggering.

    >>> from mtgcombat.core.abilities import DrawEffect, RecordedEffect
    >>> effect_words(BlockTrigger(("combat_damage_to_player",), (DrawEffect(),), optional=True))
    'you may: you draw 1 card(s)'
    >>> effect_words(BlockTrigger(("combat_damage_to_player",), (RecordedEffect("scry 1"),)))
    'scry 1'
    """
    parts = [e.text if isinstance(e, RecordedEffect) else str(e) for e in ability.effects]
    if _recorded_only(ability):
        return "; ".join(parts)
    words = "; ".join(parts)
    if ability.if_you_do and len(parts) > 1:
        words = f"{parts[0]}; if you do, " + "; ".join(parts[1:])
    return f"you may: {words}" if ability.optional else words


def pending_damage_triggers(
    at_damage: Board, dealt: Iterable[Event], *, combat: bool = True
) -> tuple[list[_Trigger], list[Event]]:
    """The abilities a step's combat damage triggered (603.2), in the order
    they resolve (APNAP: the active player's are put on the stack first and
    resolve last, 603.3b; each player's own in the order of the damage), and
    the events of their triggering (510.3a). ``at_damage`` is the board as
    the damage was dealt. An ability whose effects the engine only records
    is in the events, not in the list. With ``combat`` false, the damage
    is a spell's or an ability's, not combat damage (session 12; 120.1):
    only the abilities on damage of any kind trigger ("deals damage", "is
    dealt damage", "whenever you're dealt damage"; a "deals combat damage"
    one does not, 510.2), put on the stack the next time a player would
    receive priority (603.3), a spell's damage as well as a permanent's.

    >>> from mtgcombat import Board, Package, Permanent, Player, deal_combat_damage
    >>> from mtgcombat.core.abilities import BlockTrigger, LifeEffect
    >>> cat = Permanent(id="cat", controller="A", power=2, toughness=2, attacking="B",
    ...     abilities=frozenset({BlockTrigger(("combat_damage_to_player",), (LifeEffect(2),))}))
    >>> after, dealt = deal_combat_damage(Board([Player("A"), Player("B")], [cat], "A"),
    ...                                   Package.parse("cat: B=2"))
    >>> pending, events = pending_damage_triggers(after, dealt)
    >>> [(t.source, t.player, t.amount) for t in pending], [e.kind for e in events]
    ([('cat', 'B', 2)], ['combat_damage_trigger'])
    """
    abilities = damage_abilities(at_damage)
    if not abilities:
        return [], []
    rule = _RULE if combat else "603.2"
    amounts: dict[tuple[str, str], int] = {}
    for e in dealt:
        if isinstance(e, DamageDealt) and e.combat == combat and e.amount > 0:
            key = (e.source, e.recipient)
            amounts[key] = amounts.get(key, 0) + e.amount
    pending: list[_Trigger] = []
    events: list[Event] = []

    def add(
        holder: Permanent,
        ability: BlockTrigger,
        event: TriggerEvent,
        creature: str,
        other: str,
        player: str,
        dealer: str,
        recipient: str,
        amount: int,
    ) -> None:
        if not triggers_now(at_damage, holder.id, ability):
            return  # an intervening "if" clause that does not hold (603.4)
        unmet = unmet_at_trigger(at_damage, ability, holder.id)
        if unmet is not None:  # session 10: "if you control three or more artifacts" (603.4)
            events.append(unmet)
            return
        words = effect_words(ability)
        if event in _PLAYER_EVENTS:  # a player dealt damage (510.2): no one dealer
            events.append(DiesAbilityTriggered(rule, holder.id, recipient, event, amount, words))
        elif combat and holder.id == dealer and ability.subject is None and event in DEALS_EVENTS:
            events.append(CombatDamageTriggered(rule, dealer, recipient, amount, words))
        else:
            events.append(DamageAbilityTriggered(rule, holder.id, dealer, recipient, amount, words))
        if not _recorded_only(ability):
            pending.append(
                _Trigger(holder.controller, holder.id, creature, event, other, ability, rule,
                         keyword_of(ability), player=player, amount=amount)
            )  # fmt: skip

    on_battlefield = [(p, a) for p, a in abilities if at_damage.permanent(p.id).on_battlefield]
    # (a creature that died of the damage is on the battlefield in at_damage:
    # the state-based actions come after it)
    grouped: dict[tuple[str, str], tuple[str, int]] = {}  # (holder, player) -> first dealer, sum
    dealt_to: dict[str, tuple[str, int]] = {}  # permanent -> first dealer, sum
    for (source_id, recipient), amount in amounts.items():
        to_player = at_damage.is_player(recipient)
        hit = None if to_player else at_damage.get(recipient)
        dealer = at_damage.get(source_id)
        if dealer is None:
            # a spell's damage (session 12): "is dealt damage" only, below
            if hit is not None and not combat:
                first, total = dealt_to.get(recipient, (source_id, 0))
                dealt_to[recipient] = (first, total + amount)
            continue
        other = "" if to_player or hit is None or not hit.is_creature else recipient
        player = recipient if to_player else ""
        kinds = _deals_event(at_damage, dealer, recipient)
        if not combat:  # damage of any kind only (120.1, 510.2)
            kinds = tuple(k for k in kinds if k in _ANY_DAMAGE.values())
        for holder, ability in on_battlefield:
            watching = ability.subject is not None and matches(
                at_damage, ability.subject, dealer, holder
            )
            own = holder.id == dealer.id and ability.subject is None
            for event in ability.events:
                if (
                    event in kinds
                    and (own or watching)
                    and _of_kind(at_damage, ability, hit, holder)
                ):
                    add(holder, ability, event, dealer.id, other, player,
                        dealer.id, recipient, amount)  # fmt: skip
                elif (
                    event
                    in (("combat_damage_to_you", "damage_to_you") if combat else ("damage_to_you",))
                    and to_player
                    and recipient == holder.controller
                    and (ability.subject is None or watching)
                ):
                    # "whenever a source / a creature deals damage to you"
                    add(holder, ability, event, dealer.id, "", player,
                        dealer.id, recipient, amount)  # fmt: skip
                elif event == "group_combat_damage_to_player" and combat and to_player and watching:
                    first, total = grouped.get((holder.id, recipient), (dealer.id, 0))
                    grouped[(holder.id, recipient)] = (first, total + amount)
        if hit is not None:
            first, total = dealt_to.get(recipient, (source_id, 0))
            dealt_to[recipient] = (first, total + amount)
    # "whenever one or more creatures you control deal combat damage to a
    # player": one trigger for each player (603.2c)
    for holder, ability in on_battlefield:
        if "group_combat_damage_to_player" not in ability.events:
            continue
        for player_id in (p.id for p in at_damage.players):
            found = grouped.get((holder.id, player_id))
            if found is not None:
                first, total = found
                add(holder, ability, "group_combat_damage_to_player", first, "", player_id,
                    first, player_id, total)  # fmt: skip
    # "whenever ~ is dealt damage": once for all the damage dealt to it at
    # once (603.2c)
    for recipient, (first, total) in dealt_to.items():
        hit = at_damage.permanent(recipient)
        sources = {s for (s, r) in amounts if r == recipient}
        dealer_id = first if len(sources) == 1 else ""
        dealer_perm = at_damage.get(first)
        other = dealer_id if dealer_perm is not None and dealer_perm.is_creature else ""
        for holder, ability in on_battlefield:
            own = holder.id == recipient and ability.subject is None
            watching = ability.subject is not None and matches(
                at_damage, ability.subject, hit, holder
            )
            if not (own or watching):
                continue
            for event in ("dealt_damage", "dealt_combat_damage") if combat else ("dealt_damage",):
                if event in ability.events:
                    add(holder, ability, event, recipient, other if len(sources) == 1 else "",
                        "", first, recipient, total)  # fmt: skip
    _players_dealt_damage(at_damage, on_battlefield, amounts, add)
    order = _apnap(at_damage)
    pending.sort(key=lambda t: -order.get(t.controller, len(order)))
    return pending, events


def _players_dealt_damage(
    at_damage: Board,
    on_battlefield: list[tuple[Permanent, BlockTrigger]],
    amounts: dict[tuple[str, str], int],
    add: Callable[..., None],
) -> None:
    """ "whenever you're dealt damage" / "whenever an opponent is dealt
    damage": the combat damage of a step is dealt at once (510.2), so each
    triggers once for each player it watches dealt damage in the step, its
    amount ("that many") all that damage (603.2c); "it" is the permanent
    with the ability, "that player" the player dealt damage."""
    if not any(not _PLAYER_EVENTS.isdisjoint(a.events) for _, a in on_battlefield):
        return
    totals: dict[str, tuple[str, int]] = {}  # player -> first source, sum
    for (source_id, recipient), amount in amounts.items():
        if at_damage.is_player(recipient):
            first, total = totals.get(recipient, (source_id, 0))
            totals[recipient] = (first, total + amount)
    for holder, ability in on_battlefield:
        for event in ability.events:
            if event not in _PLAYER_EVENTS:
                continue
            for player in (p.id for p in at_damage.players):
                found = totals.get(player)
                if found is None:
                    continue
                if event == "you_dealt_damage" and player != holder.controller:
                    continue
                if event == "opponent_dealt_damage" and not _opponent(
                    at_damage, player, holder.controller
                ):
                    continue
                first, total = found
                add(holder, ability, event, holder.id, "", player, first, player, total)


def _over(board: Board) -> bool:
    """Whether at most one player (or team, 810.8a) is left (104.2a)."""
    if board.teams:
        return len({board.team_of(p.id) for p in board.players if not p.lost}) <= 1
    return sum(1 for p in board.players if not p.lost) <= 1


def combat_damage_step_triggers(
    at_damage: Board, board: Board, dealt: Iterable[Event], rules: RuleSet | str
) -> tuple[Board, tuple[Event, ...]]:
    """The abilities a step's combat damage triggered, put on the stack and
    resolved before the next step (510.3a, 603.3b): ``at_damage`` is the
    board right after the damage, ``board`` the board after the state-based
    actions that followed, ``dealt`` the step's events. Targets are chosen
    as the abilities go on the stack (603.3d; a missing one is a
    :class:`~mtgcombat.rules.triggers_targets.ChoiceError`), each ability
    resolves in turn and state-based actions follow each (704.3). Returns
    the board and the events.

    >>> from mtgcombat import Board, Package, Permanent, Player, deal_combat_damage
    >>> from mtgcombat.core.abilities import BlockTrigger, DestroyEffect
    >>> viper = Permanent(id="viper", controller="A", power=1, toughness=1, attacking="B",
    ...     abilities=frozenset({BlockTrigger(("combat_damage_to_creature",),
    ...                                       (DestroyEffect("other"),))}))
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=5, blocking=("viper",))
    >>> board = Board([Player("A"), Player("B")], [viper, wall], "A")
    >>> after, dealt = deal_combat_damage(board, Package.parse("viper: wall=1"))
    >>> final, events = combat_damage_step_triggers(after, after, dealt, "current")
    >>> final.permanent("wall").zone.value
    'graveyard'
    >>> [(e.kind, e.rule) for e in events]  # doctest: +NORMALIZE_WHITESPACE
    [('combat_damage_trigger', '510.3a'), ('trigger_resolves', '510.3a'),
     ('destroyed_by_effect', '701.8'), ('put_into_graveyard', '701.8')]
    """
    rules = RuleSet.coerce(rules)
    pending, events = pending_damage_triggers(at_damage, dealt)
    watching = watchers(damage_abilities(at_damage))
    if watching:
        return _with_deaths(at_damage, board, dealt, rules, pending, events, watching)
    if not pending:
        return board, tuple(events)
    # Targets are chosen as the abilities go on the stack (603.3d); one with
    # no legal target is removed from it.
    if any(_targeted(t.ability) for t in pending):
        pending, removed = _choose_targets(board, pending)
        events.extend(removed)
        board, pending, warded = ward_on_triggers(board, pending)  # 702.21a
        events.extend(warded)
    for trigger in pending:
        if _over(board):
            break  # the game is over (104.2a)
        before = board
        board, happened = _resolve(board, trigger, rules)
        if any(isinstance(e, TokenCreated) for e in happened):
            # a token the ability made triggers "whenever another creature /
            # an artifact enters" abilities (603.6a, 111.1); they resolve next (603.3)
            board, entered = enters_triggers(before, board, rules)
            happened = (*happened, *entered)
        events.extend(resolving_about(trigger, happened))
        board, sba = check_state_based_actions(board, rules)
        events.extend(sba)
    return board, tuple(events)


def _with_deaths(
    at_damage: Board,
    board: Board,
    dealt: Iterable[Event],
    rules: RuleSet,
    pending: list[_Trigger],
    events: list[Event],
    watching: tuple[tuple[Permanent, BlockTrigger], ...],
) -> tuple[Board, tuple[Event, ...]]:
    """:func:`combat_damage_step_triggers` on a board with abilities that
    trigger on deaths or life gained (:mod:`~mtgcombat.rules.triggers_dies`):
    those the step's damage and state-based actions triggered join the
    combat damage triggers before the APNAP order is made (603.3b); each
    death or life gain while an ability resolves (and the state-based
    actions after it, 704.3) triggers again, and those abilities go on the
    stack above the rest, so they resolve first (405.2), all before the
    next step (510.3a)."""
    dealt = tuple(dealt)
    damaged = damage_sources(at_damage, dealt)
    found, triggered = pending_dies_triggers(
        watching, at_damage, board, dealt, damaged, effect_words
    )
    events.extend(triggered)
    order = _apnap(at_damage)
    stack = sorted(
        [*pending, *found], key=lambda t: -order.get(t.controller, len(order))
    )  # (a stable sort: each player's own in the order they triggered)
    used: dict[str, int] = {}
    if any(_targeted(t.ability) for t in stack):
        stack, removed = _choose_targets(board, stack, used)
        events.extend(removed)
        board, stack, warded = ward_on_triggers(board, stack)  # 702.21a
        events.extend(warded)
    while stack:
        if _over(board):
            break  # the game is over (104.2a)
        trigger = stack.pop(0)
        before = board
        board, happened = _resolve(board, trigger, rules)
        returned = [e.creature for e in happened if isinstance(e, ReturnedToBattlefield)]
        if returned:
            # undying, persist (702.93a, 702.79a): a new object (400.7), which
            # the abilities already on the stack do not find (608.2b)
            stack = [_renewed(t, returned) for t in stack]
        if returned or any(isinstance(e, TokenCreated) for e in happened):
            # "whenever another creature / an artifact enters" abilities
            # trigger on the returned creature or the token the ability made
            # (603.6a, 111.1), on the stack above the others: they resolve next (603.3)
            board, entered = enters_triggers(before, board, rules)
            happened = (*happened, *entered)
        events.extend(resolving_about(trigger, happened))
        board, sba = check_state_based_actions(board, rules)
        events.extend(sba)
        damaged = damage_sources(before, (*dealt, *events))
        more, triggered = pending_dies_triggers(watching, before, board, (*happened, *sba), damaged)
        events.extend(triggered)
        if more:
            if any(_targeted(t.ability) for t in more):
                more, removed = _choose_targets(board, more, used)
                events.extend(removed)
                board, more, warded = ward_on_triggers(board, more)  # 702.21a
                events.extend(warded)
            stack = [*more, *stack]  # on top of the stack (405.2)
    board = mark_damage_sources(board, watching, damage_sources(board, (*dealt, *events)))
    return board, tuple(events)


def _renewed(trigger: _Trigger, ids: Iterable[str]) -> _Trigger:
    """The trigger, waiting on the stack, once the permanents ``ids`` have
    become new objects (400.7): its references to them are stale."""
    return dataclasses.replace(trigger, stale=trigger.stale | frozenset(ids))


def has_damage_abilities(board: Board) -> bool:
    """Whether some permanent has an ability that triggers on combat
    damage (the cheap test before a step looks at its damage).

    >>> from mtgcombat import Board, Player
    >>> has_damage_abilities(Board([Player("A"), Player("B")], [], "A"))
    False
    """
    return bool(damage_abilities(board))


_DEATH_OR_GAIN = frozenset(
    {"put_into_graveyard", "life_gained", "tapped_by_effect", "regenerated"}
    # +1/+1 counters put on a permanent (122.6; issue 33, session 9)
    | {"counters_put"}
    # a permanent leaving the battlefield another way (603.6c)
    | {"exiled", "exiled_by_effect", "returned_to_hand", "exile_instead_of_dying"}
    | {"put_on_top_of_library", "put_on_bottom_of_library"}
    # a creature untapped without a tapped_by_effect event (701.26b): "untap it
    # and remove it from combat" (506.4), provoke's untap (702.39a)
    | {"removed_from_combat", "keyword_trigger"}
)  # and a creature tapped or untapped (701.26): mtgcombat.rules.tapped_triggers


def settle_dies_triggers(
    before: Board, board: Board, happened: Iterable[Event], rules: RuleSet | str
) -> tuple[Board, tuple[Event, ...]]:
    """The abilities on deaths and life gained
    (:mod:`~mtgcombat.rules.triggers_dies`) that something outside the
    combat damage steps triggered: a declare attackers or declare blockers
    step's triggered ability, or a timeline's spell, resolved on ``before``
    and leaving ``board`` (state-based actions done) with the events
    ``happened``. They go on the stack the next time a player would receive
    priority (603.3, 117.5) and resolve, with the deaths they cause, before
    the game goes on (no player responding). The noncombat damage in
    ``happened`` triggers the abilities on damage of any kind with them
    (session 12: an enrage creature a timeline's Shock hits, 120.1, 603.2).
    A board without such abilities, or events without a death, a life gain
    or noncombat damage, is returned as it is.

    >>> from mtgcombat import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> settle_dies_triggers(board, board, (), "current") == (board, ())
    True
    """
    happened = tuple(happened)
    if not happened:
        return board, ()
    hurt = any(type(e) is DamageDealt and not e.combat for e in happened)
    if not hurt and not any(e.kind in _DEATH_OR_GAIN for e in happened):
        return board, ()
    abilities = damage_abilities(before)
    if not abilities:
        return board, ()
    # session 12: the noncombat damage a spell or an ability dealt triggers
    # "is dealt damage" and "deals damage" abilities too (120.1, 603.2),
    # put on the stack with the deaths' (603.3b)
    pending, events = pending_damage_triggers(before, happened, combat=False) if hurt else ([], [])
    watching = watchers(abilities)
    if not watching and not events:
        return board, ()
    return _with_deaths(before, board, happened, RuleSet.coerce(rules), pending, events, watching)
