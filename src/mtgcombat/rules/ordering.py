"""Damage assignment orders (2023 rules: 509.2, 509.3) and how they change.

Under the 2023 rules the active player orders each blocked attacker's blockers
(509.2) and the defending player orders the attackers of each creature that
blocks several (509.3). Orders then change only as creatures leave or join:

* a creature removed from combat (506.4) leaves every order; the others keep
  their relative order (509.2a, 509.3a);
* a creature made to block by an effect (509.6) is inserted where the active
  player chooses into the attacker's order, and the attacker where the
  defending player chooses into the blocker's order;
* a creature put onto the battlefield blocking (509.7) is inserted where the
  active player chooses; it is blocking, but it did not "block" (no "blocks"
  triggers, though the attacker "becomes blocked by" it: 509.5c-d), and it
  ignores restrictions and requirements (509.7b).

Blocking one member of a band blocks the whole band (702.22h-i).

Under the current rules there are no orders: the same operations only add or
remove blocks (509.4, 506.4).

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> spider = Permanent(id="spider", controller="A", power=2, toughness=4, attacking="B")
>>> blockers = [Permanent(id=x, controller="B", power=1, toughness=1, blocking=("spider",))
...             for x in ("A1", "B1", "C1")]
>>> board = Board(players=(Player("A"), Player("B")), permanents=(spider, *blockers),
...               active_player="A", orders={"spider": ("A1", "B1", "C1")})
>>> len(insert_positions(board, "spider", RuleSet.R2023))
4
>>> is_legal_order(board, "spider", ("C1", "A1", "B1")), is_legal_order(board, "spider", ("A1",))
(True, False)
>>> saproling = Permanent(id="saproling", controller="B", power=1, toughness=1)
>>> board = board.with_permanents((*board.permanents, saproling))
>>> after, events = add_block(board, "saproling", "spider", RuleSet.R2023, position=1,
...                           entering=True)
>>> after.damage_assignment_order("spider"), [e.kind for e in events]
(('A1', 'saproling', 'B1', 'C1'), ['becomes_blocked_by', 'blocked_by_count'])
>>> remove_from_combat(after, "B1", RuleSet.R2023).damage_assignment_order("spider")
('A1', 'saproling', 'C1')
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.events import (
    BecomesBlocked,
    BecomesBlockedBy,
    BlockedByCount,
    Blocks,
    BlocksCreature,
    Event,
    block_trigger_rule,
)
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.validation import require_ids
from mtgcombat.core.verdict import Violation


def order_candidates(board: Board, creature: str) -> tuple[str, ...]:
    """What an order for this creature must list: an attacker's current
    blockers, or the attackers a blocker blocks now.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> order_candidates(board, "ogre"), order_candidates(board, "elf")
    (('elf', 'bear'), ('ogre',))
    """
    if board.is_attacking(creature):
        return board.blockers_of(creature)
    return board.blocked_by_blocker(creature)


def order_problems(board: Board, creature: str, order: Sequence[str]) -> list[Violation]:
    """Why ``order`` is not a valid damage assignment order for the creature:
    it must list each current blocker (509.2), or each attacker it blocks
    (509.3), exactly once. An id the board lacks is a ``KeyError``.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> order_problems(board, "ogre", ["elf"])
    []
    >>> [(v.rule, v.code) for v in order_problems(board, "ogre", ["elf", "wall"])]
    [('509.2', 'order_stranger')]
    """
    require_ids(board, (creature, *order))
    rule = "509.2" if board.is_attacking(creature) else "509.3"
    expected = order_candidates(board, creature)
    out: list[Violation] = []
    seen: set[str] = set()
    for c in order:
        if c in seen:
            out.append(Violation(rule, "order_duplicate", (creature, c)))
        elif c not in expected:
            out.append(Violation(rule, "order_stranger", (creature, c)))
        seen.add(c)
    out.extend(Violation(rule, "order_missing", (creature, c)) for c in expected if c not in seen)
    return out


def is_legal_order(board: Board, creature: str, order: Sequence[str]) -> bool:
    """Whether the order is a legal damage assignment order for the creature (509.2).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> is_legal_order(board, "ogre", ["bear", "elf"]), is_legal_order(board, "ogre", ["bear"])
    (True, False)
    """
    return not order_problems(board, creature, order)


def insert_positions(
    board: Board, creature: str, rules: RuleSet | str
) -> tuple[tuple[str, ...], ...]:
    """Every order the creature's order can become when one more creature
    joins it (509.6, 509.7): the new one in each possible place, shown as
    ``"+"``. Under the current rules there is no order, and one way to join.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> insert_positions(board, "ogre", "2023")
    (('+', 'elf'), ('elf', '+'))
    """
    rules = RuleSet.coerce(rules)
    require_ids(board, (creature,))
    current = board.damage_assignment_order(creature)
    if not rules.has_damage_assignment_order:
        return ((*current, "+"),)
    return tuple((*current[:i], "+", *current[i:]) for i in range(len(current) + 1))


def _insert(order: tuple[str, ...], item: str, position: int | None) -> tuple[str, ...]:
    at = len(order) if position is None else position
    if not 0 <= at <= len(order):
        raise ValueError(f"position {at} is outside 0..{len(order)}")
    return (*order[:at], item, *order[at:])


def add_block(
    board: Board,
    blocker: str,
    attacker: str,
    rules: RuleSet | str,
    *,
    position: int | None = None,
    attacker_position: int | None = None,
    entering: bool = False,
) -> tuple[Board, tuple[Event, ...]]:
    """Make ``blocker`` block ``attacker``: by an effect (509.6) or, with
    ``entering``, because it enters the battlefield blocking (509.7; 509.4
    under the current rules). Under the 2023 rules ``position`` places the
    blocker in the attacker's order (the active player's choice; default last)
    and ``attacker_position`` places the attacker in the blocker's order (the
    defending player's choice; 509.6 only); other members of the attacker's
    band, which the blocker blocks too (702.22i), take it last.

    Returns the new board and the trigger events (509.5 in 2023, 509.3 now):
    "blocks" and "blocks a creature" only for a creature made to block, never
    for one entering blocking; "becomes blocked" for an attacker not blocked
    yet; "becomes blocked by" and the new blocker count for each attacker it
    now blocks. Nothing happens for an attacker it already blocks.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> after, events = add_block(board, "wall", "ogre", "2023")
    >>> after.blockers_of("ogre"), after.damage_assignment_order("ogre")
    (('elf', 'wall'), ('elf', 'wall'))
    """
    rules = RuleSet.coerce(rules)
    perm = board.permanent(blocker)
    require_ids(board, (attacker,))
    eligible = board.is_attacking(attacker) and perm.controller in board.team_of(
        board.defending_player(attacker)
    )
    if not eligible:
        if entering:
            # 509.7a (509.4a now): it enters the battlefield but never blocks.
            return board, ()
        raise ValueError(
            f"{blocker} cannot block {attacker}: {attacker} is not attacking, or "
            f"{blocker}'s controller is not its defending player (506.3d)"
        )
    already = board.blocked_by_blocker(blocker)
    joined = tuple(a for a in board.band_of(attacker) if a not in already)
    if attacker in already or not joined:
        return board, ()
    was_blocking = board.is_blocking(blocker)
    updated = evolve(
        perm,
        blocking=(*perm.blocking, attacker),
        entered_blocking=perm.entered_blocking or entering,
    )
    orders = dict(board.orders)
    if rules.has_damage_assignment_order:
        for a in joined:
            at = position if a == attacker else None
            orders[a] = _insert(board.damage_assignment_order(a), blocker, at)
        if not entering and was_blocking:
            mine = _insert(board.damage_assignment_order(blocker), attacker, attacker_position)
            orders[blocker] = (*mine, *(a for a in joined if a != attacker))
    new = board.with_permanents(updated if p.id == blocker else p for p in board.permanents)
    new = new.with_orders(orders)
    events: list[Event] = []
    if not entering and not was_blocking:
        events.append(Blocks(block_trigger_rule(rules, "a"), blocker))
    for a in joined:
        if not entering:
            events.append(BlocksCreature(block_trigger_rule(rules, "b"), blocker, a))
        if not board.is_blocked(a):
            events.append(BecomesBlocked(block_trigger_rule(rules, "c"), a))
        events.append(BecomesBlockedBy(block_trigger_rule(rules, "d"), a, blocker))
        events.append(BlockedByCount(block_trigger_rule(rules, "e"), a, len(new.blockers_of(a))))
    return new, tuple(events)


def remove_from_combat(board: Board, creature: str, rules: RuleSet | str) -> Board:
    """Remove a creature from combat (506.4): it stops attacking or blocking;
    an attacker it was blocking stays blocked (509.1h); it leaves every damage
    assignment order, and the others keep their relative order (509.2a, 509.3a).
    The rule set is taken for uniformity: without orders only the blocks change.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> after = remove_from_combat(board, "elf", "current")
    >>> after.blockers_of("ogre"), after.is_blocked("ogre")
    ((), True)
    """
    rules = RuleSet.coerce(rules)
    del rules
    perm = board.permanent(creature)
    blocked_now = set(board.blocked_by_blocker(creature)) if perm.blocking else set()

    def update(p: Permanent) -> Permanent:
        if p.id == creature:
            return evolve(p, attacking=None, blocking=(), blocked=False, band="")
        if p.id in blocked_now:
            return evolve(p, blocked=True)
        return p

    orders = {
        key: tuple(c for c in order if c != creature)
        for key, order in board.orders.items()
        if key != creature
    }
    return board.with_permanents(update(p) for p in board.permanents).with_orders(orders)
