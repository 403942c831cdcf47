"""The declare attackers step's trigger events beyond "attacks" (508.2a,
603.2, 603.3b):

* "whenever ~ attacks alone" / "whenever a creature you control attacks
  alone": a creature attacks alone when it is the only creature declared as
  an attacker in the declare attackers step (506.5); it triggers then, as
  "attacks" does (:func:`fires`);
* "whenever a creature attacks you or a planeswalker you control": a
  triggered ability of a defending player's permanent, once for each
  creature declared as an attacker whose attack target is that player or a
  planeswalker that player controls (508.1b, 508.5; a battle is neither).
  The active player's triggered abilities are put on the stack first, then
  each other player's in turn order (APNAP, 603.3b, 101.4): the last put on
  the stack resolves first, so the defending players' triggers resolve
  before the attacking player's (:func:`defending_triggers`);
* "whenever a creature attacks you" (session 9): the same, for an attack on
  the player only, not on a planeswalker that player controls (508.1b); and
  either form with a condition on the attacker ("a creature with flying",
  "a creature without flying"), checked as it is declared (603.2);
* "whenever a creature attacks one of your opponents (or a planeswalker an
  opponent controls)" (session 11): once for each creature declared as an
  attacker whose attack target is an opponent of the ability's controller
  or (the longer words) a planeswalker an opponent controls (508.1b, 102.2);
  a non-active player's resolves with the defending players' triggers, the
  active player's with that player's other attack triggers (APNAP, 603.3b);
* "whenever you attack" (and "whenever one or more creatures you control
  attack", session 9): a triggered ability of the attacking player's
  permanent, once in a combat in which that player declares one or more
  creatures as attackers, however many (508.2a, 603.2); not at all when no
  creature is declared (:func:`player_attack_triggers`).

Each resolves with the effects of any other attack trigger
(:func:`mtgcombat.rules.triggers_targets.resolve_triggered`), its target
from the source's ``choices.targets`` (603.3d), state-based actions after
each (704.3) done by the caller.

>>> from mtgcombat.core.abilities import BlockTrigger, PumpEffect
>>> charge = BlockTrigger(("attacks_alone",), (PumpEffect("it", 2, 0),))
>>> fires(charge, "knight", ("knight",)), fires(charge, "knight", ("knight", "bear"))
(True, False)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from mtgcombat.core.abilities import BlockTrigger, TriggerEvent
from mtgcombat.core.events import Event, TriggerResolves
from mtgcombat.core.model import Board, CardType
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.core.trigger_event_kinds import OPPONENT_WATCH
from mtgcombat.rules.triggers_targets import resolve_triggered

_WATCHING = frozenset({"attacks_you", "attacks_you_player"}) | OPPONENT_WATCH
"""The events watched by a player other than the active one: an attack on
that player (or a planeswalker that player controls, 508.1b), or on one of
that player's opponents."""


def fires(ability: BlockTrigger, attacker: str, attackers: tuple[str, ...]) -> bool:
    """Whether the attacking creature's declaration (``attackers``: every
    creature declared as an attacker) triggers the ability of the attacking
    player's side: "attacks", or "attacks alone" when it is the only one
    declared (506.5). "Attacks you" is the defending player's
    (:func:`defending_triggers`).

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> fires(BlockTrigger(("attacks",), (LifeEffect(1),)), "bear", ("bear", "elk"))
    True
    """
    if "attacks" in ability.events:
        return True
    return "attacks_alone" in ability.events and attackers == (attacker,)


def event_of(ability: BlockTrigger) -> TriggerEvent:
    """The event name an attack trigger resolves with ("attacks" first).

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> event_of(BlockTrigger(("attacks_alone",), (LifeEffect(1),)))
    'attacks_alone'
    """
    if "attacks" in ability.events:
        return "attacks"
    return "attacks_alone" if "attacks_alone" in ability.events else ability.events[0]


def attacks_player(board: Board, attacker: str, player: str, *, walkers: bool = True) -> bool:
    """Whether the attacker attacks ``player`` or, with ``walkers``, a
    planeswalker that player controls (508.1b; not a battle it protects).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> attacks_player(board, "bear", "B"), attacks_player(board, "bear", "A")
    (True, False)
    """
    target = board.attack_target(attacker)
    if target is None:
        return False
    if board.is_player(target):
        return target == player
    perm = board.permanent(target)
    return walkers and perm.is_type(CardType.PLANESWALKER) and perm.controller == player


def attacks_opponent_of(board: Board, attacker: str, player: str, *, walkers: bool) -> bool:
    """Whether the attacker attacks an opponent of ``player`` (102.2) or,
    with ``walkers``, a planeswalker an opponent of ``player`` controls
    (508.1b; not a battle): "whenever a creature attacks one of your
    opponents (or a planeswalker an opponent controls)".

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> attacks_opponent_of(board, "bear", "A", walkers=False)
    True
    >>> attacks_opponent_of(board, "bear", "B", walkers=True)
    False
    """
    target = board.attack_target(attacker)
    if target is None:
        return False
    if board.is_player(target):
        return board.are_opponents(player, target)
    perm = board.permanent(target)
    return (
        walkers
        and perm.is_type(CardType.PLANESWALKER)
        and board.are_opponents(player, perm.controller)
    )


def watches(board: Board, ability: BlockTrigger, attacker: str, player: str) -> bool:
    """Whether the attacker's attack triggers ``player``'s watcher: an attack
    on that player (or a planeswalker that player controls) for "attacks
    you", on an opponent of that player for "attacks one of your opponents"
    (508.1b).

    >>> from mtgcombat.core.abilities import LifeEffect, Selector
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> watch = BlockTrigger(("attacks_opponent_player",), (LifeEffect(1),), Selector())
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> watches(board, watch, "bear", "A"), watches(board, watch, "bear", "B")
    (True, False)
    """
    if OPPONENT_WATCH.intersection(ability.events):
        walkers = "attacks_opponent" in ability.events
        return attacks_opponent_of(board, attacker, player, walkers=walkers)
    return attacks_player(board, attacker, player, walkers="attacks_you" in ability.events)


def has_defending_triggers(board: Board) -> bool:
    """Whether some permanent has a "whenever a creature attacks you"
    ability (the cheap test before any work).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> has_defending_triggers(Board([Player("A"), Player("B")], [bear], "A"))
    False
    """
    return any(
        p.on_battlefield
        and p.abilities
        and any(
            isinstance(a, BlockTrigger) and _WATCHING.intersection(a.events) for a in p.abilities
        )
        for p in board.permanents
    )


def defending_triggers(
    board: Board,
    rules: RuleSet,
    used: dict[str, int],
    settle: Callable[[Board, tuple[Event, ...]], Board],
    declared: Board | None = None,
) -> Board:
    """Resolve the non-active players' "whenever a creature attacks you or a
    planeswalker you control" abilities (and "... attacks one of your
    opponents", session 11), the last player in turn order's
    first (APNAP, 603.3b), each player's in the order of the permanents and
    of the attackers; ``settle`` records each one's events and performs
    state-based actions (704.3), returning the board. They triggered as the
    attackers were declared (508.2a, 603.2), so which ones did is read on
    ``declared``, the board at that point (``board`` when not given): an
    attacker removed or a watcher gone since still triggered.

    >>> from mtgcombat.core.abilities import BlockTrigger, CounterEffect, Selector
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> watch = BlockTrigger(("attacks_you",), (CounterEffect(1, True, "self"),), Selector())
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4,
    ...                  abilities=frozenset({watch}))
    >>> board = Board([Player("A"), Player("B")], [bear, wall], "A")
    >>> after = defending_triggers(board, RuleSet.CURRENT, {}, lambda b, e: b)
    >>> after.permanent("wall").counters.plus_one
    1
    """
    seen = board if declared is None else declared
    if not has_defending_triggers(seen):
        return board
    ids = [p.id for p in seen.players]
    start = ids.index(seen.active_player) if seen.active_player in ids else 0
    others = (ids[start:] + ids[:start])[1:]
    # the active player's teammates' "attacks one of your opponents" go on the stack
    # with the active team's triggers (shared team turns, 805; APNAP, 603.3b), not
    # here: mtgcombat.rules.attack_triggers
    active_team = seen.team_of(seen.active_player)
    attackers = seen.attackers()
    # They trigger as the attackers are declared (508.2a, 603.2), all before
    # any resolves; each resolves even if its source has left (113.7a).
    pending = [
        (watcher.id, ability, attacker)
        for player in reversed(others)  # the last one's abilities are on top of the stack
        for watcher in seen.permanents
        if watcher.controller == player and watcher.on_battlefield and watcher.abilities
        for ability in sorted(
            (
                a
                for a in watcher.abilities
                if isinstance(a, BlockTrigger) and _WATCHING.intersection(a.events)
            ),
            key=str,
        )
        if player not in active_team or not OPPONENT_WATCH.intersection(ability.events)
        for attacker in attackers
        if watches(seen, ability, attacker, player)
        and (
            ability.subject is None
            or matches(seen, ability.subject, seen.permanent(attacker), watcher)
        )
    ]
    for source, ability, attacker in pending:
        board, happened = resolve_triggered(
            board, rules, ability, source=source, creature=attacker,
            event=ability.events[0], rule="508.2a", used=used,
        )  # fmt: skip
        board = settle(board, happened)
    return board


def player_attack_triggers(
    board: Board,
    declared: Board,
    rules: RuleSet,
    used: dict[str, int],
    settle: Callable[[Board, tuple[Event, ...]], Board],
) -> Board:
    """Resolve the active player's "whenever you attack" abilities: each
    triggers once when that player declared one or more attackers
    (``declared``: the board as they were declared), not once for each
    attacker (508.2a, 603.2), and resolves even if its source has left since
    (113.7a); in the order of the permanents (the player's choice, 603.3b).
    ``settle`` records the events and performs state-based actions (704.3).

    >>> from mtgcombat.core.abilities import BlockTrigger, LifeEffect
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> banner = BlockTrigger(("you_attack",), (LifeEffect(1),))
    >>> totem = Permanent(id="totem", controller="A", abilities=frozenset({banner}))
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> elk = Permanent(id="elk", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A", life=20), Player("B")], [totem, bear, elk], "A")
    >>> player_attack_triggers(board, board, RuleSet.CURRENT, {}, lambda b, e: b).player("A").life
    21
    """
    active = declared.active_player
    if not any(declared.permanent(a).controller == active for a in declared.attackers()):
        return board  # no attacker declared: it doesn't trigger (508.2a)
    pending = [
        (holder.id, ability)
        for holder in declared.permanents
        if holder.controller == active and holder.on_battlefield and holder.abilities
        for ability in sorted(
            (
                a
                for a in holder.abilities
                if isinstance(a, BlockTrigger) and "you_attack" in a.events
            ),
            key=str,
        )
    ]
    for source, ability in pending:
        # no creature is the event's: "it" is refused as the text is read
        # (mtgcombat.text.attack_watchers); the event names the player
        board, happened = resolve_triggered(
            board, rules, ability, source=source, creature=source,
            event="you_attack", rule="508.2a", used=used,
        )  # fmt: skip
        happened = tuple(
            dataclasses.replace(e, creature=active) if isinstance(e, TriggerResolves) else e
            for e in happened
        )
        board = settle(board, happened)
    return board
