"""Cards drawn, discarded and milled, carried out on the counts a board gives
(issue 33, session 13).

A player draws by putting the top card of their library into their hand
(121.1, 121.2: one at a time); they discard by putting a card from their
hand into their graveyard (701.9a; 701.8a in 2023), and only the cards the
hand holds can be discarded (a player told to discard more discards what
there is); they mill by putting the top cards of their library into their
graveyard (701.17a; 701.13a in 2023). None of these zones is the
battlefield, but a board may give a player's number of cards in hand
(402.1) and in the graveyard (404.1), and lines read them (hellbent,
threshold, "for each card in your hand"): so each count the board gives
follows the cards, with a :class:`ZoneCountChanged` event.

What the board does not give stays unknown, never guessed (issue 33):

* a hand not given stays not given (a later read is refused by
  :func:`~mtgcombat.core.zone_cards.hand_of`);
* a discard from a hand not given puts an unknown number of cards into the
  graveyard, so a graveyard given only as a number becomes not given; when
  it lists cards by their characteristics there is no way to say "some
  more, how many unknown", and the discard is refused (the hand is needed).

A scenario gives no library: it is taken to hold the cards drawn or
milled (a player who draws from an empty library loses by 704.5b, a
question outside a combat board).

>>> from mtgcombat.core.model import Board, Player
>>> board = Board([Player("A", hand=2, graveyard=5), Player("B")], [], "A")
>>> after, events = discard_cards(board, RuleSet.CURRENT, "A", 3, "ninja")
>>> after.player("A").hand, after.player("A").graveyard
(0, 7)
>>> [(e.kind, e.rule) for e in events]
[('cards_discarded', '701.9'), ('zone_count_changed', '402.1'), ('zone_count_changed', '404.1')]
"""

from __future__ import annotations

from mtgcombat.core.damage_trigger_events import CardsDiscarded
from mtgcombat.core.event import Event
from mtgcombat.core.library_events import CardsMilled
from mtgcombat.core.model import Board, Player, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.trigger_events import CardsDrawn
from mtgcombat.core.zone_cards import hand_of
from mtgcombat.core.zone_events import ZoneCountChanged


def _with(board: Board, changed: Player) -> Board:
    return board.with_players(changed if p.id == changed.id else p for p in board.players)


def _to_graveyard(
    board: Board, player: str, amount: int | None, source: str, events: list[Event]
) -> Board:
    """``amount`` more cards in ``player``'s graveyard (404.1), none of them
    listed by its characteristics; ``None``: a number not known."""
    who = board.player(player)
    before = who.unlisted_graveyard
    if before is None:
        return board  # not given before: still not given
    if amount is None:
        if who.graveyard_cards:
            hand_of(board, player, source)  # refused: the count needs the hand (402.1)
        return _with(board, evolve(who, graveyard=None))
    if amount <= 0:
        return board
    events.append(ZoneCountChanged("404.1", player, "graveyard", before, before + amount, source))
    return _with(board, evolve(who, graveyard=before + amount))


def draw_cards(
    board: Board, rules: RuleSet, player: str, amount: int, source: str
) -> tuple[Board, list[Event]]:
    """``player`` draws ``amount`` cards (121.1, 121.2): its event, and the
    hand's count when the board gives it. ``rules`` is there for the calls
    alike (the rule of drawing is 121.1 in both).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A", hand=1), Player("B")], [], "A")
    >>> after, events = draw_cards(board, RuleSet.CURRENT, "A", 2, "owl")
    >>> after.player("A").hand, [(e.kind, e.rule) for e in events]
    (3, [('cards_drawn', '121.1'), ('zone_count_changed', '402.1')])
    >>> draw_cards(board, RuleSet.CURRENT, "B", 2, "owl")[0].player("B").hand is None
    True
    """
    del rules
    if amount <= 0:
        return board, []
    events: list[Event] = [CardsDrawn("121.1", player, amount, source)]
    who = board.player(player)
    if who.hand is not None:
        after = who.hand + amount
        events.append(ZoneCountChanged("402.1", player, "hand", who.hand, after, source))
        board = _with(board, evolve(who, hand=after))
    return board, events


def discard_cards(
    board: Board, rules: RuleSet, player: str, amount: int, source: str
) -> tuple[Board, list[Event]]:
    """``player`` discards ``amount`` cards (701.9a; 701.8a in 2023): as many
    as the hand holds when the board gives it, from the hand to the
    graveyard (404.1).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A", hand=0, graveyard=1), Player("B", graveyard=1)], [], "A")
    >>> after, events = discard_cards(board, RuleSet.R2023, "A", 1, "rats")
    >>> after.player("A").graveyard, events
    (1, [])
    >>> after, events = discard_cards(board, RuleSet.R2023, "B", 1, "rats")
    >>> after.player("B").graveyard, [(e.kind, e.rule) for e in events]
    (None, [('cards_discarded', '701.8')])
    """
    rule = "701.8" if rules is RuleSet.R2023 else "701.9"
    who = board.player(player)
    if amount <= 0:
        return board, []
    if who.hand is None:
        events: list[Event] = [CardsDiscarded(rule, player, amount, source)]
        return _to_graveyard(board, player, None, source, events), events
    discarded = min(amount, who.hand)  # only the cards in the hand (701.9a)
    if discarded == 0:
        return board, []
    events = [
        CardsDiscarded(rule, player, discarded, source),
        ZoneCountChanged("402.1", player, "hand", who.hand, who.hand - discarded, source),
    ]
    board = _with(board, evolve(who, hand=who.hand - discarded))
    return _to_graveyard(board, player, discarded, source, events), events


def mill_cards(
    board: Board, rules: RuleSet, player: str, amount: int, source: str
) -> tuple[Board, list[Event]]:
    """``player`` mills ``amount`` cards (701.17a; 701.13a in 2023): from
    the library to the graveyard, whose count follows when the board gives
    it (404.1).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A", graveyard=4), Player("B")], [], "A")
    >>> after, events = mill_cards(board, RuleSet.CURRENT, "A", 3, "rogue")
    >>> after.player("A").graveyard, [(e.kind, e.rule) for e in events]
    (7, [('cards_milled', '701.17'), ('zone_count_changed', '404.1')])
    """
    if amount <= 0:
        return board, []  # "mill 0": no card moves
    rule = "701.13" if rules is RuleSet.R2023 else "701.17"
    events: list[Event] = [CardsMilled(rule, player, amount, source)]
    return _to_graveyard(board, player, amount, source, events), events


__all__ = ["discard_cards", "draw_cards", "mill_cards"]
