"""Ward on the target of a triggered ability (CR 702.21a, 603.3d): "whenever
this permanent becomes the target of a spell or ability an opponent
controls, counter it unless that player pays [cost]". A triggered ability
is an ability: when one an opponent of the permanent's controller controls
(on a team board, a player of another team: 102.3, 810.2) targets a
permanent with ward as it is put on the stack, each instance of ward
triggers (702.21b). Those ward abilities are put on the stack the next time
a player would receive priority, after every ability that triggered with
it (603.3b), so they resolve first: a ward whose cost is not paid counters
the ability (701.6a), which does nothing and is removed from the stack.

Whether the cost is paid is the source's ``choices.ward_paid``, as a
timeline entry's ``ward_paid`` is for a spell or an activated ability
(:mod:`mtgcombat.rules.timeline_ward`): by default it is not. A cost of
mana or "discard a card" changes nothing on the board when paid; "pay N
life" is life lost (119.4; in Two-Headed Giant from the team's shared
total, 810.9), payable only with that much life; paying any
other cost is not carried out, so ``ward_paid = true`` with it is refused
(:class:`~mtgcombat.rules.choice_errors.ChoiceError`), never played wrong.
The ability's own controller targeting its own (or a teammate's) permanent
triggers no ward. A keyword's triggered ability that targets (provoke,
702.39a: :mod:`mtgcombat.rules.keyword_triggers`) asks
:func:`ward_on_target` the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgcombat.core.events import Event, LifeLost
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.core.ward_events import TriggerCounteredByWard, TriggerWardPaid
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.multiplayer import share_team_totals
from mtgcombat.rules.player_targets import player_target
from mtgcombat.rules.targeting import ward_costs, ward_life_due

if TYPE_CHECKING:
    from mtgcombat.rules.triggers_effects import _Trigger


def _targeted_permanent(board: Board, trigger: _Trigger) -> Permanent | None:
    """The permanent on the battlefield the trigger targets, if any: its
    target, or the planeswalker its "target player or planeswalker" chose."""
    target = trigger.target
    if not target and player_target(trigger.ability).endswith("_walker"):
        target = trigger.player
    perm = board.get(target) if target else None
    return perm if perm is not None and perm.on_battlefield else None


def ward_on_triggers(
    board: Board, pending: Sequence[_Trigger]
) -> tuple[Board, list[_Trigger], list[Event]]:
    """The triggers whose targets are chosen (603.3d), after the ward
    abilities those targets trigger have resolved (702.21a): the board (life
    paid), the triggers not countered, in order, and the wards' events.

    >>> from mtgcombat.core.abilities import BlockTrigger, DamageEffect, OtherKeyword
    >>> from mtgcombat.core.model import Player
    >>> from mtgcombat.rules.triggers_effects import _Trigger
    >>> drake = Permanent(id="drake", controller="B", power=2, toughness=2,
    ...                   abilities=frozenset({OtherKeyword("ward", "{2}")}))
    >>> shaman = Permanent(id="shaman", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [drake, shaman], "A")
    >>> ping = BlockTrigger(("attacks",), (DamageEffect(1, "target"),))
    >>> t = _Trigger("A", "shaman", "shaman", "attacks", "", ping, "508.2a", target="drake")
    >>> _, kept, events = ward_on_triggers(board, [t])
    >>> kept, [e.kind for e in events]
    ([], ['trigger_countered_by_ward'])
    """
    if not any(t.target or t.player for t in pending):
        return board, list(pending), []
    kept: list[_Trigger] = []
    events: list[Event] = []
    for trigger in pending:
        perm = _targeted_permanent(board, trigger)
        countered = False
        if perm is not None:
            ability = str(trigger.ability)
            board, countered, warded = ward_on_target(
                board, trigger.source, trigger.controller, perm, ability
            )
            events.extend(warded)
        if not countered:
            kept.append(trigger)
    return board, kept, events


def ward_on_target(
    board: Board, source: str, controller: str, target: Permanent, ability: str
) -> tuple[Board, bool, list[Event]]:
    """The ward abilities ``target`` has resolved, as the triggered ability
    ``ability`` of ``source``, controlled by ``controller``, targets it
    (702.21a): the board (life paid), whether the ability is countered, and
    the wards' events. ``source``'s ``choices.ward_paid`` says whether each
    cost is paid.

    >>> from mtgcombat.core.abilities import OtherKeyword
    >>> from mtgcombat.core.model import Player
    >>> drake = Permanent(id="drake", controller="B", power=2, toughness=2,
    ...                   abilities=frozenset({OtherKeyword("ward", "{2}")}))
    >>> shaman = Permanent(id="shaman", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [drake, shaman], "A")
    >>> _, countered, events = ward_on_target(board, "shaman", "A", drake, "provoke")
    >>> countered, [e.kind for e in events]
    (True, ['trigger_countered_by_ward'])
    >>> ward_on_target(board, "shaman", "B", drake, "provoke")[1:]  # its controller's own
    (False, [])
    """
    events: list[Event] = []
    for cost in ward_costs(board, target, controller):
        if not board.permanent(source).choices.ward_paid:
            events.append(TriggerCounteredByWard("702.21a", target.id, source, ability, cost))
            return board, True, events
        board, paid = _pay(board, source, controller, target.id, ability, cost)
        events.append(TriggerWardPaid("702.21a", target.id, source, ability, cost))
        events.extend(paid)
    return board, False, events


def _pay(
    board: Board, source: str, payer: str, target: str, ability: str, cost: str
) -> tuple[Board, list[Event]]:
    """The ability's controller pays one ward cost (702.21a): life is lost
    (119.4); mana or a discard changes nothing on the board."""
    amount, have, problem = ward_life_due(board, payer, cost)
    facts: dict[str, object] = {"target": target, "cost": cost, "ability": ability}
    if problem == "unmodelled":
        raise ChoiceError(
            source,
            "choices.ward_paid",
            f"its triggered ability ({ability}) targets {target}, whose ward costs "
            f'"{cost}": paying that cost is not modelled; set choices.ward_paid = false '
            "or leave it out (702.21a)",
            "702.21a",
            "choice_ward_cost_unmodelled",
            facts,
        )
    if problem == "cant_pay":
        raise ChoiceError(
            source,
            "choices.ward_paid",
            f"its triggered ability ({ability}) targets {target}, whose ward costs "
            f"{cost}: {payer}, who controls it, can't pay it with {have} life (119.4)",
            "119.4",
            "choice_ward_cant_pay",
            {**facts, "player": payer, "life": have},
        )
    if amount == 0:
        return board, []  # (the engine keeps no mana pool and no hand)
    after = board.with_players(
        evolve(p, life=p.life - amount) if p.id == payer else p for p in board.players
    )
    # Two-Headed Giant: paid from the team's shared life total (810.9)
    after, shared = share_team_totals(board, after)
    return after, [LifeLost("119.4", payer, amount, source), *shared]


__all__ = ["ward_on_target", "ward_on_triggers"]
