"""Keyword triggers of the declare blockers step, resolved before combat damage.

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

Each instance triggers on its own (702.23c, 702.25b, 702.45b). They go on the
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

>>> from mtgcombat.model import Board, Permanent, Player, Keyword
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

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from mtgcombat.abilities import Afflict, Bushido, Keyword, Rampage
from mtgcombat.effects import apply_static_effects
from mtgcombat.events import (
    AfflictResolves,
    BecomesBlocked,
    BecomesBlockedBy,
    Blocks,
    BushidoResolves,
    Event,
    FlankingResolves,
    RampageResolves,
    block_events,
)
from mtgcombat.model import Board, Permanent, evolve
from mtgcombat.rules import RuleSet
from mtgcombat.sba import check_state_based_actions


@dataclass(frozen=True, slots=True)
class _Trigger:
    """A triggered ability waiting to resolve: its controller and what it does."""

    controller: str
    resolve: Callable[[Board], tuple[Board, tuple[Event, ...]]]


def has_block_triggers(board: Board) -> bool:
    """Whether some creature in combat has bushido, rampage, flanking or
    afflict (the cheap test before any work)."""
    return board.any_in_combat(_has_trigger_keyword)


def _has_trigger_keyword(perm: Permanent) -> bool:
    abilities = perm.abilities
    return Keyword.FLANKING in abilities or any(
        isinstance(a, Bushido | Rampage | Afflict) for a in abilities
    )


def declare_blockers_triggers(board: Board, rules: RuleSet) -> tuple[Board, tuple[Event, ...]]:
    """Resolve the keyword triggers of the board's declared blocks (bushido,
    rampage, flanking, afflict), each followed by state-based actions; return
    the board as combat damage begins and the events. A board without these
    keywords in combat is returned as it is."""
    board = apply_static_effects(board)
    if not has_block_triggers(board):
        return board, ()
    pending = _triggers(board, rules)
    order = _apnap(board)
    # The active player's triggers go on the stack first, so they resolve
    # last (603.3b); each player's own resolve in trigger-event order.
    pending.sort(key=lambda t: -order.get(t.controller, len(order)))
    events: list[Event] = []
    for trigger in pending:
        board, happened = trigger.resolve(board)
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


def _triggers(board: Board, rules: RuleSet) -> list[_Trigger]:
    out: list[_Trigger] = []
    for event in block_events(board, rules):
        if isinstance(event, Blocks):
            perm = board.permanent(event.blocker)
            out.extend(_bushido(perm.controller, perm.id, b.amount) for b in _of(perm, Bushido))
        elif isinstance(event, BecomesBlocked):
            perm = board.permanent(event.attacker)
            out.extend(_bushido(perm.controller, perm.id, b.amount) for b in _of(perm, Bushido))
            out.extend(_rampage(perm.controller, perm.id, r.amount) for r in _of(perm, Rampage))
            out.extend(_afflict(perm.controller, perm.id, a.amount) for a in _of(perm, Afflict))
        elif isinstance(event, BecomesBlockedBy):
            perm = board.permanent(event.attacker)
            blocker = board.permanent(event.blocker)
            if perm.has(Keyword.FLANKING) and not blocker.has(Keyword.FLANKING):
                out.append(_flanking(perm.controller, perm.id, blocker.id))
    return out


_N = TypeVar("_N", Bushido, Rampage, Afflict)


def _of(perm: Permanent, kind: type[_N]) -> list[_N]:
    # Instances in a fixed order (a frozenset has none): by their number.
    return sorted((a for a in perm.abilities if isinstance(a, kind)), key=lambda a: a.amount)


def _pump(board: Board, creature: str, amount: int) -> Board:
    """+N/+N until end of turn on the creature's own power and toughness."""
    perm = board.permanent(creature)
    changed = evolve(perm, power=perm.power + amount, toughness=perm.toughness + amount)
    return board.with_permanents(changed if p.id == creature else p for p in board.permanents)


def _bushido(controller: str, creature: str, amount: int) -> _Trigger:
    def resolve(board: Board) -> tuple[Board, tuple[Event, ...]]:
        # 702.45a; a creature that left the battlefield gets nothing.
        if not board.permanent(creature).on_battlefield:
            return board, ()
        return _pump(board, creature, amount), (BushidoResolves("702.45a", creature, amount),)

    return _Trigger(controller, resolve)


def _rampage(controller: str, creature: str, amount: int) -> _Trigger:
    def resolve(board: Board) -> tuple[Board, tuple[Event, ...]]:
        if not board.permanent(creature).on_battlefield:
            return board, ()
        # 702.23b: the bonus is counted once, as the ability resolves.
        blockers = len(board.blockers_of(creature))
        bonus = amount * max(0, blockers - 1)
        event = RampageResolves("702.23a", creature, amount, blockers, bonus)
        return (_pump(board, creature, bonus) if bonus else board), (event,)

    return _Trigger(controller, resolve)


def _flanking(controller: str, creature: str, blocker: str) -> _Trigger:
    def resolve(board: Board) -> tuple[Board, tuple[Event, ...]]:
        if not board.permanent(blocker).on_battlefield:
            return board, ()
        return _pump(board, blocker, -1), (FlankingResolves("702.25a", creature, blocker),)

    return _Trigger(controller, resolve)


def _afflict(controller: str, creature: str, amount: int) -> _Trigger:
    def resolve(board: Board) -> tuple[Board, tuple[Event, ...]]:
        # The defending player is fixed when the attack is declared (508.5).
        player_id = board.defending_player(creature)
        player = board.player(player_id)
        board = board.with_players(
            evolve(p, life=p.life - amount) if p.id == player_id else p for p in board.players
        )
        return board, (AfflictResolves("702.130a", creature, player.id, amount),)

    return _Trigger(controller, resolve)
