"""Abilities that trigger on another creature entering the battlefield
during the combat (603.2, 603.6a): "whenever another creature enters the
battlefield (under your control), EFFECT".

A creature enters during the combat when a spell or ability puts it onto the
battlefield, as a token put onto the battlefield tapped and attacking (it was
never declared as an attacker, 508.3a, 508.4) or blocking (509.3, 509.4 in
2023). Such a creature was never declared, so "whenever a creature attacks /
blocks" abilities don't trigger for it, but its entering does trigger the
abilities of the permanents watching for it. They are put on the stack the
next time a player would receive priority (117.3b, 603.3): after the spell or
ability that put it there has resolved, before the next one on the stack, in
APNAP order (603.3b: the non-active players' are put on the stack last and
resolve first), each followed by state-based actions (704.3).

Evolve (702.100a) triggers the same way, on a creature entering under its
controller's control with greater power or toughness, checked again as it
resolves (:mod:`mtgcombat.rules.evolve`).

The permanent itself entering was before the combat: "whenever ~ or another
creature enters" reads as "another creature" here. A creature that undying
or persist returns to the battlefield is a new object (400.7) entering now:
its own "when ~ enters the battlefield" ability (no subject;
:mod:`mtgcombat.text.returns_enters`) triggers (603.6a).

>>> from mtgcombat.core.abilities import BlockTrigger, LifeEffect, Selector
>>> from mtgcombat.core.model import Board, Permanent, Player
>>> watch = BlockTrigger(("enters",), (LifeEffect(1),), Selector(controller="you", other=True))
>>> cleric = Permanent(id="cleric", controller="A", power=1, toughness=1,
...                    abilities=frozenset({watch}))
>>> before = Board([Player("A"), Player("B")], [cleric], "A")
>>> soldier = Permanent(id="soldier", controller="A", power=1, toughness=1, attacking="B")
>>> after = before.with_permanents([cleric, soldier])
>>> board, events = enters_triggers(before, after, "current")
>>> board.player("A").life, [e.kind for e in events]
(21, ['trigger_resolves', 'life_gained'])
"""

from __future__ import annotations

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.events import Event, EvolveGone
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.rules.evolve import (
    EVOLVE_TRIGGER,
    evolve_triggers,
    evolves,
    has_evolve,
    named_evolve,
)
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.triggers_targets import resolve_triggered


def entered_creatures(before: Board, after: Board) -> tuple[str, ...]:
    """The creatures on the battlefield in ``after`` that were not in
    ``before`` (put onto the battlefield in between), in board order.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> entered_creatures(board, board.with_permanents([elf]))
    ('elf',)
    """
    return tuple(p for p in entered_permanents(before, after) if after.permanent(p).is_creature)


def entered_permanents(before: Board, after: Board) -> tuple[str, ...]:
    """The permanents of any type on the battlefield in ``after`` that were
    not in ``before``, in board order: a Treasure or an artifact creature
    token an ability created (111.1), which "whenever an artifact enters the
    battlefield" watches for as well as a creature (603.6a).

    >>> from mtgcombat.core.basics import CardType
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> gold = Permanent(id="treasure1", controller="A", power=0, toughness=0,
    ...                  types=frozenset({CardType.ARTIFACT}))
    >>> entered_permanents(board, board.with_permanents([gold]))
    ('treasure1',)
    """
    there = {p.id for p in before.permanents if p.on_battlefield}
    return tuple(p.id for p in after.permanents if p.on_battlefield and p.id not in there)


def _that_player(board: Board, ability: BlockTrigger, creature: str) -> str:
    """The "that player" of an ability on a creature entering under an
    opponent's control: the entered creature's controller (issue 33; 119.3),
    for an ability whose effect names them; "" otherwise (a target player is
    then the one chosen, 603.3d)."""
    if not any(getattr(e, "player", "") == "that_player" for e in ability.effects):
        return ""
    entered = board.get(creature)
    return entered.controller if entered is not None else ""


def enters_triggers(
    before: Board, after: Board, rules: RuleSet | str
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve the abilities that triggered on the creatures that entered the
    battlefield between ``before`` and ``after`` (603.6a), APNAP (603.3b),
    each followed by state-based actions (704.3); ``after`` as it is when no
    creature entered or nothing watches for one.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> after = board.with_permanents([elf])
    >>> enters_triggers(board, after, "current") == (after, ())
    True
    """
    entered = entered_permanents(before, after)
    if not entered:
        return after, ()
    watchers = [
        (p.id, p.controller, a)
        for p in after.permanents
        if p.on_battlefield and p.abilities
        for a in sorted(
            (x for x in p.abilities if isinstance(x, BlockTrigger) and "enters" in x.events),
            key=str,
        )
    ]
    evolving = (
        evolve_triggers(after, tuple(p for p in entered if after.permanent(p).is_creature))
        if any(map(has_evolve, after.permanents))
        else []
    )
    if not watchers and not evolving:
        return after, ()
    rules = RuleSet.coerce(rules)
    ids = [p.id for p in after.players]
    start = ids.index(after.active_player) if after.active_player in ids else 0
    order = {pid: i for i, pid in enumerate(ids[start:] + ids[:start])}
    # they trigger as the creatures enter (603.2), all before any resolves
    pending = [
        (source, creature, ability)
        for source, controller, ability in sorted(
            watchers, key=lambda w: -order.get(w[1], len(order))
        )  # the last player's on top of the stack (APNAP, 603.3b)
        for creature in entered
        if (ability.subject is None and creature == source)  # its own entering (400.7)
        or (
            ability.subject is not None
            and matches(after, ability.subject, after.permanent(creature), after.permanent(source))
        )
    ]
    if evolving:
        # evolve (702.100a) goes on the stack with the others, APNAP (603.3b)
        pending += [(source, creature, EVOLVE_TRIGGER) for source, _, creature in evolving]
        side = {source: controller for source, controller, _ in evolving}
        side.update((w[0], w[1]) for w in watchers)
        pending.sort(key=lambda t: -order.get(side[t[0]], len(order)))
    board = after
    events: list[Event] = []
    used: dict[str, int] = {}
    for source, creature, ability in pending:
        if ability is EVOLVE_TRIGGER and not evolves(board, source, creature):
            # checked again as it resolves (603.4), with last known information (608.2h)
            events.append(EvolveGone("702.100a", source, creature))
            continue
        board, happened = resolve_triggered(
            board, rules, ability, source=source, creature=creature,
            event="enters", rule="702.100a" if ability is EVOLVE_TRIGGER else "603.6a",
            used=used, player=_that_player(board, ability, creature),
        )  # fmt: skip
        if ability is EVOLVE_TRIGGER:
            happened = named_evolve(happened)
        events.extend(happened)
        board, sba = check_state_based_actions(board, rules)
        events.extend(sba)
    return board, tuple(events)
