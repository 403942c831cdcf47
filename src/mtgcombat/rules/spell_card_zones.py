"""The card of a spell cast from a timeline, out of its caster's hand and,
once the spell is done, into its owner's graveyard (issue 33, session 13).

A timeline's card is cast from its caster's hand for its mana cost (the
entry takes no other way: :mod:`mtgcombat.text.spell_inert`), so casting
it moves the card from the hand to the stack (601.2a), and the caster is
its owner. An instant or sorcery goes to its owner's graveyard as the last
step of its resolution (608.2n), and also when it is countered (701.6a) or
does nothing for want of a legal target (608.2b); with rebound or "Exile ~."
it goes to exile (702.88a), and the graveyard does not change. When the
board gives these counts (402.1, 404.1), they follow the card, with a
:class:`~mtgcombat.core.zone_events.ZoneCountChanged` event; a card whose
text moves it elsewhere, or under a condition, leaves the graveyard's
count not known.

>>> from mtgcombat.core.model import Board, Player
>>> board = Board([Player("A", hand=1, graveyard=6), Player("B")], [], "A")
>>> after, events = cast_from_hand(board, "A", "timeline[0]")
>>> after.player("A").hand, [(e.kind, e.rule) for e in events]
(0, [('zone_count_changed', '402.1')])
>>> after, events = spell_card_done(after, "A", "graveyard", "timeline[0]")
>>> after.player("A").graveyard, [(e.kind, e.rule) for e in events]
(7, [('zone_count_changed', '404.1')])
"""

from __future__ import annotations

from mtgcombat.core.event import Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.zone_events import ZoneCountChanged


def cast_from_hand(board: Board, player: str, source: str) -> tuple[Board, list[Event]]:
    """The card cast leaves ``player``'s hand (601.2a) when the board gives
    its count; a hand given as empty holds no card to cast, and is
    refused (402.1).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> cast_from_hand(board, "A", "timeline[0]")[1]
    []
    """
    who = board.player(player)
    if who.hand is None:
        return board, []
    if who.hand == 0:
        from mtgcombat.core.validation import BoardError  # noqa: PLC0415

        raise BoardError("hand_empty_cast", "601.2a", field=f"players.{player}.hand",
                         player=player, source=source)  # fmt: skip
    event = ZoneCountChanged("402.1", player, "hand", who.hand, who.hand - 1, source)
    changed = evolve(who, hand=who.hand - 1)
    return board.with_players(changed if p.id == player else p for p in board.players), [event]


def spell_card_done(board: Board, owner: str, zone: str, source: str) -> tuple[Board, list[Event]]:
    """The card of a spell resolved, countered or with no legal target
    goes to ``zone`` (``Spell.after_zone``): one more card in ``owner``'s
    graveyard (608.2n, 608.2b), none in exile (702.88a); ``"unknown"``
    leaves the graveyard's count not known; ``""`` (a sentence given
    without its card) changes nothing.

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A", graveyard=2), Player("B")], [], "A")
    >>> spell_card_done(board, "A", "unknown", "x")[0].player("A").graveyard is None
    True
    >>> spell_card_done(board, "A", "exile", "x")[0].player("A").graveyard
    2
    """
    who = board.player(owner)
    before = who.unlisted_graveyard
    if zone in ("", "exile") or before is None:
        return board, []
    events: list[Event] = []
    if zone == "graveyard":
        events.append(ZoneCountChanged("404.1", owner, "graveyard", before, before + 1, source))
        changed = evolve(who, graveyard=before + 1)
    else:
        changed = evolve(who, graveyard=None)
    return board.with_players(changed if p.id == owner else p for p in board.players), events


__all__ = ["cast_from_hand", "spell_card_done"]
