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
  delayed ability is an event of the result and nothing more.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.basics import Zone
from mtgcombat.core.events import Event, ExiledByEffect, Sacrificed
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.token_later import (
    LaterAction,
    LeavesAtEndOfCombat,
    LeavesAtNextEndStep,
    TokenLater,
    later_mark,
)


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


def tokens_leave_at_end_of_combat(
    board: Board, token_id: str, action: LaterAction, source: str, rules: RuleSet
) -> tuple[Board, list[Event]]:
    """The delayed ability of ``source`` resolves at end of combat (511.2):
    the token ``token_id`` is exiled (406.2) or sacrificed (701.21a, 701.17a
    in 2023), if it is still on the battlefield (400.7).

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
    """
    perm = board.get(token_id)
    if perm is None or not perm.on_battlefield:
        return board, []  # it left the battlefield: a new object (400.7)
    if action == "exile":
        gone = evolve(perm, zone=Zone.EXILE)
        event: Event = ExiledByEffect("511.2", token_id, source)
    else:
        # its controller sacrifices it: a sacrifice, not a destruction (701.21a)
        gone = evolve(perm, zone=Zone.GRAVEYARD)
        event = Sacrificed("701.17a" if rules is RuleSet.R2023 else "701.21a", token_id, source)
    board = board.with_permanents(gone if p.id == token_id else p for p in board.permanents)
    return board, [event]


__all__ = ["set_up_later", "tokens_leave_at_end_of_combat"]
