"""The triggered abilities on deaths and on life gained during a combat
damage step (700.4, 603.6c, 603.10a, 119.9, 510.3a), found for
:mod:`mtgcombat.rules.triggers_damage`, which puts them on the stack with the
step's combat damage triggers in APNAP order (603.3b) and resolves them
before the next step (510.3a, 510.4).

The events:

* ``dies`` (700.4: put into a graveyard from the battlefield):
  the permanent's own ("when ~ dies"), or another permanent's whose
  ``subject`` matches the creature that died ("whenever another creature
  you control dies"). A leaves-the-battlefield ability looks back in time
  (603.6c, 603.10a): the permanent with the ability and the creature that
  died are read as they were just before the death, so a creature dying at
  the same time as others sees them die, and its own death triggers its
  ability;
* ``dealt_damage_by_dies``: a creature that dies was dealt damage this turn
  by the permanent with the ability (this step's damage, the damage of the
  abilities resolved so far, and the damage of an earlier step, which the
  permanents dealt damage carry, :func:`mark_damage_sources`);
* ``gain_life``: its controller gained life, once per life-gain event
  (119.9): a lifelink source's damage is one event (702.15b), a resolving
  ability's gain another;
* ``becomes_tapped``: a permanent turned from untapped to tapped by an
  effect or a regeneration (701.26a; :mod:`mtgcombat.rules.tapped_triggers`);
* ``becomes_untapped``: a permanent turned from tapped to untapped by an
  effect (701.26b, Inspired);
* ``opponent_gains_life``: an opponent of its controller gained life, once
  per life-gain event (119.9; "that many" the amount);
* ``counters_put``: one or more +1/+1 counters were put on the permanent
  itself ("whenever one or more +1/+1 counters are put on ~") or on one its
  ``subject`` matches, once per event that put them (122.6: a creature
  undying returns with one is given it as it enters, which counts too).

A trigger is about the permanent with the ability (its "it" and "~"; as it
last existed when it died, 608.2h), with the creature that died as the
other creature and, for life gained, the amount as "that much". Deaths and
life gains while these abilities resolve (state-based actions after each,
704.3) trigger again, and the new abilities go on the stack above the
others, so they resolve first (405.2, 603.3b).

Outside the combat damage steps, a death or life gain caused by a declare
attackers or declare blockers step's triggered ability or by a timeline's
spell triggers them too, resolved right after it
(:func:`~mtgcombat.rules.triggers_damage.settle_dies_triggers`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable

from mtgcombat.core.abilities import BlockTrigger, RecordedEffect, TriggerEvent
from mtgcombat.core.effect_values import ReturnEffect
from mtgcombat.core.events import (
    CountersPut,
    DamageDealt,
    DamageRuleApplied,
    DiesAbilityTriggered,
    Event,
    KeywordTriggerResolves,
    LifeGained,
    ReturnedToBattlefield,
    TriggerResolves,
)
from mtgcombat.core.model import Board, Permanent, Zone, evolve
from mtgcombat.core.selectors import matches
from mtgcombat.rules.counted_triggers import unmet_at_trigger
from mtgcombat.rules.tapped_triggers import (
    TAPPED,
    UNTAPPED,
    became_tapped,
    became_untapped,
    tapped_triggers,
)
from mtgcombat.rules.triggers_blocks import _apnap
from mtgcombat.rules.triggers_effects import _Trigger

DIES_EVENTS: frozenset[TriggerEvent] = frozenset(
    {
        "dies", "dealt_damage_by_dies", "gain_life", "becomes_tapped", "becomes_untapped", "leaves",
        "counters_put", "opponent_gains_life",  # issue 33, session 9 (122.6, 119.9)
        "dies_or_exiled",  # session 10: to a graveyard or exile (700.4, 603.6c)
    }
)  # fmt: skip
"""The trigger events of this module (``becomes_tapped``: a permanent tapped
by an effect or a regeneration, :mod:`mtgcombat.rules.tapped_triggers`)."""

_RULE = "603.3b"


def watchers(
    abilities: Iterable[tuple[Permanent, BlockTrigger]],
) -> tuple[tuple[Permanent, BlockTrigger], ...]:
    """The abilities among ``abilities`` that trigger on this module's events.

    >>> watchers(())
    ()
    """
    return tuple((p, a) for p, a in abilities if not DIES_EVENTS.isdisjoint(a.events))


def died(before: Board, after: Board) -> tuple[str, ...]:
    """The permanents on the battlefield in ``before`` that are in a
    graveyard in ``after`` ("dies": put into a graveyard from the
    battlefield, 700.4; a selector such as "another creature" then says
    which count), in board order.

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.model import Zone, evolve
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [elf], "A")
    >>> gone = board.with_permanents([evolve(elf, zone=Zone.GRAVEYARD)])
    >>> died(board, gone), died(board, board)
    (('elf',), ())
    """
    found: list[str] = []
    for p in before.permanents:
        if p.on_battlefield:
            now = after.get(p.id)
            if now is not None and now.zone is Zone.GRAVEYARD:
                found.append(p.id)
    return tuple(found)


def left(before: Board, after: Board) -> tuple[str, ...]:
    """The permanents on the battlefield in ``before`` that are not in
    ``after`` (to a graveyard, exile, a hand, or gone: a token leaving
    ceases to exist, 111.7), in board order: "leaves the battlefield"
    (603.6c). A creature undying or persist returned in between left too.

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.model import Zone, evolve
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [elf], "A")
    >>> left(board, board.with_permanents([evolve(elf, zone=Zone.EXILE)])), left(board, board)
    (('elf',), ())
    """
    found: list[str] = []
    for p in before.permanents:
        if p.on_battlefield:
            now = after.get(p.id)
            if now is None or not now.on_battlefield:
                found.append(p.id)
    return tuple(found)


def _went(gone: tuple[str, ...], after: Board, event: str) -> tuple[str, ...]:
    """Of the permanents that left the battlefield, those the event is
    about: any (``leaves``, 603.6c), or those now in a graveyard or in exile
    (``dies_or_exiled``: "dies or is put into exile from the battlefield")."""
    if event == "leaves":
        return gone
    return tuple(d for d in gone if (p := after.get(d)) is not None and p.zone in _DEAD_OR_EXILED)


_DEAD_OR_EXILED = frozenset({Zone.GRAVEYARD, Zone.EXILE})


def pending_dies_triggers(
    abilities: tuple[tuple[Permanent, BlockTrigger], ...],
    before: Board,
    after: Board,
    happened: Iterable[Event],
    damaged: dict[str, frozenset[str]],
    words: Callable[[BlockTrigger], str] = str,
) -> tuple[list[_Trigger], list[Event]]:
    """The abilities (of ``abilities``, found on ``before``) that trigger on
    the deaths between ``before`` and ``after`` and on the life gained in
    ``happened`` (603.2, 603.10a), in resolution order (APNAP, 603.3b), and
    the events of their triggering. ``damaged`` maps each creature to the
    sources that dealt it damage this turn; ``words`` gives an ability's
    effect in words for the events.

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import BlockTrigger, LifeEffect
    >>> from mtgcombat.core.model import Zone, evolve
    >>> imp = Permanent(id="imp", controller="A", power=1, toughness=1,
    ...     abilities=frozenset({BlockTrigger(("dies",), (LifeEffect(2),))}))
    >>> board = Board([Player("A"), Player("B")], [imp], "A")
    >>> gone = board.with_permanents([evolve(imp, zone=Zone.GRAVEYARD)])
    >>> found = watchers((p, a) for p in board.permanents for a in p.abilities)
    >>> pending, events = pending_dies_triggers(found, board, gone, (), {})
    >>> [(t.source, t.event) for t in pending], [e.kind for e in events]
    ([('imp', 'dies')], ['dies_ability_triggered'])
    """
    pending: list[_Trigger] = []
    events: list[Event] = []
    dead = died(before, after)
    gone: tuple[str, ...] = ()
    if any("leaves" in a.events or "dies_or_exiled" in a.events for _, a in abilities):
        gone = left(before, after)
    gains = [e for e in happened if isinstance(e, LifeGained) and e.amount > 0]
    tapped: tuple[str, ...] = ()
    if any(TAPPED in a.events for _, a in abilities):
        tapped = became_tapped(before, after)
    untapped: tuple[str, ...] = ()
    if any(UNTAPPED in a.events for _, a in abilities):
        untapped = became_untapped(before, after)
    puts: list[str] = []
    if any("counters_put" in a.events for _, a in abilities):
        puts = counters_put_on(happened, before)
    if not dead and not gains and not tapped and not gone and not untapped and not puts:
        return pending, events
    for event, turned in ((TAPPED, tapped), (UNTAPPED, untapped)):
        # "whenever ~ becomes tapped / untapped" (701.26a-b): about that one
        for tapper, on_tap, about in tapped_triggers(before, abilities, turned, event):
            events.append(DiesAbilityTriggered(_RULE, tapper.id, about, event, 0, words(on_tap)))
            if not all(isinstance(e, RecordedEffect) for e in on_tap.effects):
                pending.append(
                    _Trigger(tapper.controller, tapper.id, about, event, "", on_tap, _RULE)
                )
    for holder_now, ability in abilities:
        holder = before.get(holder_now.id)
        if holder is None or not holder.on_battlefield:
            continue  # not on the battlefield as the event happened (603.10a)
        for event in ability.events:
            if event in (TAPPED, UNTAPPED):
                continue  # above
            if event in ("dies", "leaves", "dies_or_exiled"):
                for d in dead if event == "dies" else _went(gone, after, event):
                    creature = before.permanent(d)
                    if ability.subject is None:
                        if d != holder.id:
                            continue
                    elif not matches(before, ability.subject, creature, holder):
                        continue
                    if not _intervening_if(ability, creature):
                        continue
                    # an intervening "if" false as it dies: no trigger (603.4)
                    unmet = unmet_at_trigger(before, ability, holder.id)
                    if unmet is not None:
                        events.append(unmet)
                        continue
                    other = "" if d == holder.id else d
                    _add(pending, events, holder, ability, event, other, d, 0, words)
            elif event == "dealt_damage_by_dies":
                for d in dead:
                    if d == holder.id or holder.id not in damaged.get(d, frozenset()):
                        continue
                    # "a creature with flying dealt damage by ~": the one that died,
                    # as it last existed (603.10a; session 11)
                    wanted = ability.other
                    if wanted is None or matches(before, wanted, before.permanent(d), holder):
                        _add(pending, events, holder, ability, event, d, d, 0, words)
            elif event in ("gain_life", "opponent_gains_life"):
                for gain in gains:
                    if (
                        gain.player == holder.controller
                        if event == "gain_life"
                        else before.are_opponents(holder.controller, gain.player)
                    ):
                        _add(
                            pending, events, holder, ability, event, "", gain.player,
                            gain.amount, words,
                        )  # fmt: skip
            elif event == "counters_put":
                for pid in puts:
                    if _counters_watched(before, after, ability, holder, pid):
                        _add(pending, events, holder, ability, event, "", pid, 0, words)
    order = _apnap(before)
    pending.sort(key=lambda t: -order.get(t.controller, len(order)))
    return pending, events


def counters_put_on(happened: Iterable[Event], board: Board) -> list[str]:
    """The permanents one or more +1/+1 counters were put on in
    ``happened``, once per event that put them, in order: by an effect
    (122.1), by a keyword's trigger (renown 702.112a, training, dethrone,
    mentor), as damage dealt to it (614.1a: "put that many +1/+1 counters on
    it instead"; not on ``board``'s permanents that can't have counters),
    and to a creature undying returns, given as it enters (122.6).

    >>> from mtgcombat.core.events import CountersPut
    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> counters_put_on([CountersPut("122.1", "elf", "+1/+1", 2, "elf"),
    ...                  CountersPut("122.1", "elf", "-1/-1", 1, "elf")], board)
    ['elf']
    """
    found: list[str] = []
    for e in happened:
        if isinstance(e, CountersPut) and e.counter == "+1/+1" and e.amount > 0:
            found.append(e.target)
        elif (isinstance(e, ReturnedToBattlefield) and e.counter == "+1/+1") or (
            isinstance(e, KeywordTriggerResolves) and e.amount > 0 and e.keyword in _COUNTING
        ):
            found.append(e.creature)
        elif isinstance(e, DamageRuleApplied) and e.how == "plus_counters" and e.amount > 0:
            perm = board.get(e.recipient)
            if perm is not None and not perm.cant_have_counters:
                found.append(e.recipient)
    return found


_COUNTING = frozenset({"renown", "training", "dethrone", "mentor"})
"""The keywords whose trigger puts +1/+1 counters (its event's amount)."""


def _counters_watched(
    before: Board, after: Board, ability: BlockTrigger, holder: Permanent, pid: str
) -> bool:
    """Whether ``ability`` of ``holder`` watches the counters put on ``pid``:
    its own, or another's its subject matches, read as that permanent is
    with them (after)."""
    if ability.subject is None:
        return pid == holder.id
    perm = after.get(pid)
    if perm is None or not perm.on_battlefield:
        return False
    return matches(after, ability.subject, perm, after.get(holder.id) or holder)


def _intervening_if(ability: BlockTrigger, creature: Permanent) -> bool:
    """Whether the intervening "if" of undying (702.93a) or persist
    (702.79a) holds: the creature that died had no +1/+1 (-1/-1) counters
    on it as it last existed on the battlefield (603.4, 603.10a); otherwise
    the ability does not trigger. True for every other ability.

    >>> from mtgcombat.core.effect_values import ReturnEffect
    >>> from mtgcombat.core.model import Counters
    >>> undying = BlockTrigger(("dies",), (ReturnEffect(),))
    >>> wolf = Permanent(id="wolf", controller="B", power=1, toughness=1)
    >>> _intervening_if(undying, wolf)
    True
    >>> _intervening_if(undying, evolve(wolf, counters=Counters(plus_one=1)))
    False
    """
    for e in ability.effects:
        if isinstance(e, ReturnEffect) and e.unless_had:
            had = creature.counters.plus_one if e.plus else creature.counters.minus_one
            if had > 0:
                return False
    return True


def _add(
    pending: list[_Trigger],
    events: list[Event],
    holder: Permanent,
    ability: BlockTrigger,
    event: TriggerEvent,
    other: str,
    about: str,
    amount: int,
    words: Callable[[BlockTrigger], str],
) -> None:
    events.append(DiesAbilityTriggered(_RULE, holder.id, about, event, amount, words(ability)))
    if all(isinstance(e, RecordedEffect) for e in ability.effects):
        return
    pending.append(
        _Trigger(holder.controller, holder.id, holder.id, event, other, ability, _RULE,
                 amount=amount,
                 # the opponent who gained life ("that player", 119.9)
                 player=about if event == "opponent_gains_life" else "")
    )  # fmt: skip


def damage_sources(board: Board, events: Iterable[Event]) -> dict[str, frozenset[str]]:
    """Each permanent's sources of damage this turn: those its
    ``damaged_by`` carries from an earlier step, and those of ``events``.

    >>> from mtgcombat import Board, Player
    >>> damage_sources(Board([Player("A"), Player("B")], [], "A"), ())
    {}
    """
    found: dict[str, frozenset[str]] = {
        p.id: p.damaged_by for p in board.permanents if p.damaged_by
    }
    for e in events:
        if isinstance(e, DamageDealt) and e.amount > 0:
            found[e.recipient] = found.get(e.recipient, frozenset()) | {e.source}
    return found


def mark_damage_sources(
    board: Board,
    abilities: tuple[tuple[Permanent, BlockTrigger], ...],
    damaged: dict[str, frozenset[str]],
) -> Board:
    """The board with each permanent still on the battlefield carrying the
    sources that dealt it damage this turn and have "whenever a creature
    dealt damage by ~ this turn dies" (so that a first-strike step's damage
    counts in the regular step, 510.4); unchanged when no such ability is
    in ``abilities``.

    >>> from mtgcombat import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> mark_damage_sources(board, (), {}) is board
    True
    """
    sources = {p.id for p, a in abilities if "dealt_damage_by_dies" in a.events}
    if not sources:
        return board
    changed: list[Permanent] = []
    touched = False
    for p in board.permanents:
        wanted = damaged.get(p.id, frozenset()) & sources
        if p.on_battlefield and not wanted <= p.damaged_by:
            p = evolve(p, damaged_by=p.damaged_by | wanted)  # noqa: PLW2901
            touched = True
        changed.append(p)
    return board.with_permanents(changed) if touched else board


def resolving_about(trigger: _Trigger, happened: Iterable[Event]) -> tuple[Event, ...]:
    """The events of a resolving ability, its
    :class:`~mtgcombat.core.events.TriggerResolves` naming what its event
    was about: the creature that died (``dies``, ``dealt_damage_by_dies``)
    or the player who gained life (``gain_life``) or was dealt damage
    (``you_dealt_damage``, ``opponent_dealt_damage``), not the permanent
    with the ability; the events of other abilities unchanged.

    >>> resolving_about(_Trigger("A", "imp", "imp", "blocks", "", BlockTrigger(("blocks",), ()),
    ...                          "509.2"), ())
    ()
    """
    if trigger.event in ("you_dealt_damage", "opponent_dealt_damage"):
        about = trigger.player  # the player dealt damage (510.2)
    elif trigger.event not in DIES_EVENTS:
        return tuple(happened)
    else:
        about = trigger.other or trigger.creature
    if trigger.event == "gain_life":
        about = trigger.controller
    elif trigger.event == "opponent_gains_life":
        about = trigger.player
    return tuple(
        dataclasses.replace(e, creature=about) if isinstance(e, TriggerResolves) else e
        for e in happened
    )
