"""Ward on the targets of a timeline spell or activated ability (CR
702.21a, 602.2): when a permanent with ward becomes the target of a spell
or ability an opponent of its controller controls, its ward ability
triggers, and resolves before the spell (it is
put on the stack above it); the spell is countered unless its controller
pays the ward cost. The entry says whether the cost is paid
(``ward_paid``; by default it is not, and the spell is countered, doing
nothing: 701.6a). A cost of mana or "discard a card" changes nothing on
the board when paid; "pay N life" is life lost (119.4), payable only with
that much life; another cost is not carried out (the entry is refused
rather than played wrong). Each instance of ward triggers separately
(702.21b). A spell countered still had its additional cost paid as it was
cast (601.2h).
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.abilities import LifeEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.ward_events import CounteredByWard, WardPaid
from mtgcombat.rules.spell_effects import apply_untargeted
from mtgcombat.rules.spell_leaving import sacrifice_permanent
from mtgcombat.rules.targeting import ward_costs, ward_life_due
from mtgcombat.rules.timeline_entries import TimelineEntry, TimelineError


def ward_check(
    board: Board, rules: RuleSet | str, entry: TimelineEntry
) -> tuple[Board, tuple[Event, ...], bool]:
    """The ward abilities the entry's targets trigger as it is cast, resolved:
    the board, their events, and whether the spell is countered (702.21a).

    >>> from mtgcombat.core.abilities import DestroyEffect, OtherKeyword, Selector
    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.rules.timeline_entries import Point, Spell
    >>> drake = Permanent(id="drake", controller="A", power=2, toughness=2,
    ...                   abilities=frozenset({OtherKeyword("ward", "{2}")}))
    >>> board = Board([Player("A"), Player("B")], [drake], "A")
    >>> spell = Spell("Destroy target creature.", (DestroyEffect("target"),), Selector())
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("drake",), "B", "timeline[0]")
    >>> _, events, countered = ward_check(board, "current", entry)
    >>> [e.kind for e in events], countered
    (['countered_by_ward'], True)
    """
    rules = RuleSet.coerce(rules)
    caster = entry.caster(board)
    events: list[Event] = []
    for target in dict.fromkeys(entry.targets):
        perm = board.get(target)
        if perm is None or not perm.on_battlefield:
            continue
        for cost in ward_costs(board, perm, caster):
            if not entry.ward_paid:
                events.append(CounteredByWard("702.21a", target, entry.name, cost))
                board, paid = _countered(board, rules, entry)
                return board, (*paid, *events), True
            board, paid = _pay(board, rules, entry, target, cost, caster)
            events.append(WardPaid("702.21a", target, entry.name, cost))
            events.extend(paid)
    return board, tuple(events), False


def _pay(
    board: Board, rules: RuleSet, entry: TimelineEntry, target: str, cost: str, caster: str
) -> tuple[Board, tuple[Event, ...]]:
    """The caster pays one ward cost (702.21a)."""
    amount, have, problem = ward_life_due(board, caster, cost)
    facts: dict[str, object] = {"target": target, "effect": entry.spell.text, "cost": cost,
                                "player": caster, "point": entry.after.value}  # fmt: skip
    if problem == "unmodelled":
        raise TimelineError(entry.name, "ward_paid", "702.21a", "timeline_ward_cost_unmodelled",
                            facts)  # fmt: skip
    if problem == "cant_pay":
        facts["life"] = have
        raise TimelineError(entry.name, "ward_paid", "119.4", "timeline_ward_cant_pay", facts)
    if amount == 0:
        return board, ()  # (mana and cards in hand are not on the board)
    board, lost = apply_untargeted(board, rules, LifeEffect(-amount), caster, entry.name)
    # paying life is losing it (119.4)
    paid = (dataclasses.replace(e, rule="119.4") if e.rule == "119.3" else e for e in lost)
    return board, tuple(paid)


def _countered(
    board: Board, rules: RuleSet, entry: TimelineEntry
) -> tuple[Board, tuple[Event, ...]]:
    """The board as the spell is countered: its additional cost was paid as
    it was cast (601.2h), and nothing else happens (701.6a)."""
    paid = board.get(entry.sacrifice) if entry.sacrifice else None
    if paid is None or not paid.on_battlefield:
        return board, ()
    after, happened = sacrifice_permanent(board, rules, paid.id, entry.name)
    return after, tuple(happened)
