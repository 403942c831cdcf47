"""A dies trigger that returns the card to its owner's hand: "When ~ dies,
return it to its owner's hand" (Endless Cockroaches), "When enchanted
creature dies, return that card to its owner's hand"; or puts it into its
owner's library: "When ~ dies, put it on top of (on the bottom of) its
owner's library", "shuffle it into its owner's library" (401.4: on top,
on the bottom, or anywhere after a shuffle; the order of the library's
other cards is not followed).

The creature that died is a new object in its owner's graveyard (400.7);
an ability that triggered on its move there finds that new object in the
graveyard (400.7d). It resolves in the combat damage step, before the next
step (510.3a, 603.3). If the card has left the graveyard by then (exiled
instead of dying, 614.1a; returned by undying or persist, 702.93a,
702.79a; moved by another such ability), it is yet another object the
ability cannot find: nothing happens (400.7). A token that died has ceased
to exist (111.7, 704.5d): nothing happens either. Dispatched from
:func:`mtgcombat.rules.triggers_effects._apply_effect`.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.basics import Zone
from mtgcombat.core.events import DeadCardToLibrary, Event, ReturnedToHand
from mtgcombat.core.model import Board, evolve


def dead_to_hand(
    board: Board, card_id: str, source: str, stale: Iterable[str] = (), library: str = ""
) -> tuple[Board, list[Event]]:
    """Return the card ``card_id`` (the creature that died) from its owner's
    graveyard to its owner's hand, for the ability of ``source`` (or, with
    ``library`` "top", "bottom" or "shuffle", into its owner's library); nothing
    when the card is no longer the object in the graveyard the ability
    found (``stale``: it returned to the battlefield as a new object) or is
    in another zone.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> roach = Permanent(id="roach", controller="A", power=1, toughness=1, zone=Zone.GRAVEYARD)
    >>> board = Board([Player("A"), Player("B")], [roach], "A")
    >>> after, events = dead_to_hand(board, "roach", "roach")
    >>> after.permanent("roach").zone.value, [(e.kind, e.rule) for e in events]
    ('hand', [('returned_to_hand', '400.7d')])
    >>> exiled = board.with_permanents([evolve(roach, zone=Zone.EXILE)])
    >>> dead_to_hand(exiled, "roach", "roach")[0].permanent("roach").zone.value
    'exile'
    >>> after, events = dead_to_hand(board, "roach", "roach", library="top")
    >>> after.permanent("roach").zone.value, [(e.kind, e.rule) for e in events]
    ('library', [('dead_card_to_library', '400.7d')])
    """
    card = board.get(card_id)
    if card is None or card.token or card.zone is not Zone.GRAVEYARD or card_id in stale:
        return board, []
    back = evolve(card, zone=Zone.LIBRARY if library else Zone.HAND)
    board = board.with_permanents(back if p.id == card_id else p for p in board.permanents)
    if library:
        return board, [DeadCardToLibrary("400.7d", card_id, source, library)]
    return board, [ReturnedToHand("400.7d", card_id, source)]
