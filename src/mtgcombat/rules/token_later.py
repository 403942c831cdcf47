"""Carrying out the delayed triggered abilities an ability sets up for the
tokens it creates (603.7; values of :mod:`mtgcombat.core.token_later`):

* "exile (sacrifice) that token at end of combat": as it resolves, the
  ability marks each token it created; the delayed ability triggers as the
  end of combat step begins (511.2) and, when no player responds, exiles
  the token (406.2) or has its controller sacrifice it (701.21a; 701.17a in
  2023). Neither is a destruction: indestructible (702.12b) and
  regeneration (701.19) do not stop it. A token that has already left the
  battlefield is a new object the ability can't find (400.7): nothing
  happens to it;
* "... at the beginning of the next end step" (513.1a): that step comes
  after the combat the engine plays, so the token stays for all of it; the
  delayed ability is an event of the result and nothing more;
* a creature's attack or block trigger on itself, "sacrifice it (return it
  to its owner's hand, put it on top of its owner's library) at end of
  combat" (Crumbling Colossus, Fog Elemental): :func:`mark_self` marks it
  the same way, and it leaves at end of combat (511.2), after its combat
  damage, if it is still on the battlefield (400.7).
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.basics import Zone
from mtgcombat.core.events import (
    Event,
    Exiled,
    ExiledByEffect,
    PutOnTopOfLibrary,
    ReturnedToHand,
    Sacrificed,
)
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.token_later import (
    LaterAction,
    LeavesAtEndOfCombat,
    LeavesAtNextEndStep,
    SelfAction,
    TokenLater,
    later_mark,
)
from mtgcombat.rules.damage_prevention import dying_zone


def set_up_later(
    board: Board, tokens: Iterable[str], later: TokenLater, source: str
) -> tuple[Board, list[Event]]:
    """The delayed ability ``later`` of ``source``'s resolving ability, set
    up for each of ``tokens`` it just created (603.7): marked for the end of
    combat step (511.2), or recorded for the next end step (513.1a).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> angel = Permanent(id="angel1", controller="A", power=4, toughness=4, token=True)
    >>> board = Board([Player("A"), Player("B")], [angel], "A")
    >>> after, events = set_up_later(board, ["angel1"], TokenLater("exile", "end_of_combat"),
    ...                              "geist")
    >>> after.permanent("angel1").destroy_at_end_of_combat, [e.kind for e in events]
    (('exile:geist',), ['leaves_at_end_of_combat'])
    >>> after, events = set_up_later(board, ["angel1"], TokenLater("exile", "next_end_step"),
    ...                              "geist")
    >>> after.permanent("angel1").destroy_at_end_of_combat, [e.kind for e in events]
    ((), ['leaves_at_next_end_step'])
    """
    events: list[Event] = []
    for token_id in tokens:
        if later.when == "next_end_step":
            events.append(LeavesAtNextEndStep("603.7", token_id, source, later.action))
            continue
        perm = board.permanent(token_id)
        marks = (*perm.destroy_at_end_of_combat, later_mark(later.action, source))
        changed = evolve(perm, destroy_at_end_of_combat=marks)
        board = board.with_permanents(changed if p.id == token_id else p for p in board.permanents)
        events.append(LeavesAtEndOfCombat("603.7", token_id, source, later.action))
    return board, events


def mark_self(
    board: Board, creature: str, action: SelfAction, source: str
) -> tuple[Board, list[Event]]:
    """The resolving attack or block trigger of ``source`` sets up its
    delayed ability on ``creature`` (603.7): "sacrifice it (return it to its
    owner's hand, put it on top of its owner's library) at end of combat",
    carried out as the end of combat step begins (511.2). A creature no
    longer on the battlefield is a new object (400.7): nothing is set up.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> colossus = Permanent(id="colossus", controller="A", power=12, toughness=12,
    ...                      attacking="B")
    >>> board = Board([Player("A"), Player("B")], [colossus], "A")
    >>> after, events = mark_self(board, "colossus", "sacrifice", "colossus")
    >>> after.permanent("colossus").destroy_at_end_of_combat, [e.kind for e in events]
    (('sacrifice:colossus',), ['leaves_at_end_of_combat'])
    """
    perm = board.get(creature)
    if perm is None or not perm.on_battlefield:
        return board, []
    marks = (*perm.destroy_at_end_of_combat, later_mark(action, source))
    changed = evolve(perm, destroy_at_end_of_combat=marks)
    board = board.with_permanents(changed if p.id == creature else p for p in board.permanents)
    return board, [LeavesAtEndOfCombat("603.7", creature, source, action)]


def tokens_leave_at_end_of_combat(
    board: Board, token_id: str, action: LaterAction | SelfAction, source: str, rules: RuleSet
) -> tuple[Board, list[Event]]:
    """The delayed ability of ``source`` resolves at end of combat (511.2):
    the permanent ``token_id`` is exiled (406.2), sacrificed (701.21a,
    701.17a in 2023; a creature that would die and is exiled instead,
    614.1a, is exiled), returned to its owner's hand or put on top of its
    owner's library, if it is still on the battlefield (400.7).

    >>> from mtgcombat.core.keywords import Keyword
    >>> from mtgcombat.core.model import Permanent, Player
    >>> angel = Permanent(id="angel1", controller="A", power=4, toughness=4, token=True,
    ...                   attacking="B", keywords=[Keyword.INDESTRUCTIBLE])
    >>> board = Board([Player("A"), Player("B")], [angel], "A")
    >>> after, events = tokens_leave_at_end_of_combat(board, "angel1", "exile", "geist",
    ...                                               RuleSet.CURRENT)
    >>> after.permanent("angel1").zone.value, [(e.kind, e.rule) for e in events]
    ('exile', [('exiled_by_effect', '511.2')])
    >>> after, events = tokens_leave_at_end_of_combat(board, "angel1", "sacrifice", "geist",
    ...                                               RuleSet.R2023)
    >>> after.permanent("angel1").zone.value, [(e.kind, e.rule) for e in events]
    ('graveyard', [('sacrificed', '701.17a')])
    >>> after, events = tokens_leave_at_end_of_combat(board, "angel1", "return", "fog",
    ...                                               RuleSet.CURRENT)
    >>> after.permanent("angel1").zone.value, [(e.kind, e.rule) for e in events]
    ('hand', [('returned_to_hand', '511.2')])
    """
    perm = board.get(token_id)
    if perm is None or not perm.on_battlefield:
        return board, []  # it left the battlefield: a new object (400.7)
    events: list[Event] = []
    if action == "exile":
        gone = evolve(perm, zone=Zone.EXILE)
        events.append(ExiledByEffect("511.2", token_id, source))
    elif action == "return":
        gone = evolve(perm, zone=Zone.HAND)
        events.append(ReturnedToHand("511.2", token_id, source))
    elif action == "library":
        gone = evolve(perm, zone=Zone.LIBRARY)
        events.append(PutOnTopOfLibrary("511.2", token_id, source))
    else:
        # its controller sacrifices it: a sacrifice, not a destruction (701.21a)
        zone = dying_zone(board, perm)  # 614.1a: exiled instead
        gone = evolve(perm, zone=zone)
        rule = "701.17a" if rules is RuleSet.R2023 else "701.21a"
        events.append(Sacrificed(rule, token_id, source))
        if zone is Zone.EXILE:
            events.append(Exiled("614.1a", token_id))
    board = board.with_permanents(gone if p.id == token_id else p for p in board.permanents)
    return board, events


__all__ = ["mark_self", "set_up_later", "tokens_leave_at_end_of_combat"]
