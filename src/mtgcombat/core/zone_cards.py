"""The cards of the zones besides the battlefield that a scenario gives
(issue 33): the number of cards in a player's hand (402.1) and graveyard
(404.1), never taken as empty when not given, the graveyard's cards known
by their characteristics, with the board's permanents that went to their
owner's hand or graveyard (400.3; a token is no card, 704.5d), and whether
such a card has the characteristics a selector names. Moved out of
:mod:`mtgcombat.core.selectors` (session 13), unchanged.
"""

from __future__ import annotations

from mtgcombat.core.abilities import CardZone, OtherKeyword, Selector
from mtgcombat.core.model import Board, Zone, ZoneCard


def hand_of(board: Board, player: str, permanent: str = "") -> int:
    """The number of cards in the player's hand (402.1), or
    :class:`~mtgcombat.core.validation.BoardError` when it is not given:
    never taken as empty (issue 33).

    >>> from mtgcombat.core.model import Board, Player
    >>> hand_of(Board([Player("A", hand=2), Player("B")], [], "A"), "A")
    2
    >>> hand_of(Board([Player("A", hand=2), Player("B")], [], "A"), "B")
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: players.B.hand: the number of cards in B's hand ...
    """
    hand = board.player(player).hand
    if hand is None:
        from mtgcombat.core.validation import BoardError  # noqa: PLC0415

        field = f"players.{player}.hand"
        raise BoardError("hand_not_given", "402.1", field=field, player=player,
                         reader=permanent or "an ability")  # fmt: skip
    return hand


def graveyard_of(board: Board, player: str, *, cards: bool = False) -> int:
    """The number of the player's graveyard cards the scenario gives besides
    those it lists (404.1; 0 when it lists cards and gives no number), or
    :class:`~mtgcombat.core.validation.BoardError` when it gives neither:
    never taken as empty (issue 33). With ``cards``
    (a read of the cards' characteristics), a number of cards not listed is
    refused too: which cards they are is not known.

    >>> from mtgcombat.core.model import Board, Player
    >>> graveyard_of(Board([Player("A", graveyard=2), Player("B")], [], "A"), "A")
    2
    >>> graveyard_of(Board([Player("A", graveyard=2), Player("B")], [], "A"), "B")
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: players.B.graveyard: the number of cards in B's ...
    >>> graveyard_of(Board([Player("A", graveyard=2), Player("B")], [], "A"), "A", cards=True)
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: players.A.graveyard: only the number of cards in ...
    """
    number = (who := board.player(player)).unlisted_graveyard
    if number is None or (cards and number):
        from mtgcombat.core.validation import BoardError  # noqa: PLC0415

        moved = "moved_unknown" if who.graveyard_cards else "not_given"  # 701.17a, 701.9a
        key = "graveyard_not_given" if number is None else f"graveyard_cards_{moved}"
        field = f"players.{player}.graveyard"
        raise BoardError(key, "404.1", field=field, player=player, reader="an ability")
    return number


def cards_in(board: Board, zone: CardZone, player: str) -> int:
    """How many cards the player has in hand or in the graveyard: the
    player's own number, plus, for the graveyard, its listed cards, and the
    board's permanents that went there, each to its owner's hand or
    graveyard (400.3; a token is no card, 704.5d).

    A hand or graveyard not given (``None``) is never taken as empty:
    :class:`BoardError` (402.1, 404.1; the scenario loader refuses such a
    board before, issue 33).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A", hand=3, graveyard=2), Player("B", hand=0)], [], "A")
    >>> [cards_in(board, zone, "A") for zone in ("hand", "graveyard")], cards_in(board, "hand", "B")
    ([3, 2], 0)
    """
    who = board.player(player)
    into = Zone.HAND if zone == "hand" else Zone.GRAVEYARD
    gone = sum(
        1 for p in board.permanents if p.zone is into and p.owner_id == player and not p.token
    )
    if zone == "hand":  # returned to it (session 13)
        return hand_of(board, player) + gone
    return graveyard_of(board, player) + len(who.graveyard_cards) + gone


def graveyard_cards(board: Board, player: str) -> tuple[ZoneCard, ...]:
    """The cards of a player's graveyard known by their characteristics: the
    player's listed cards, then the board's permanents that went there, each
    to its owner's graveyard, whoever controlled it (400.3). A token is no
    card: it ceases to exist there (704.5d, 111.7).

    >>> from mtgcombat.core.model import Board, Permanent, Player, Zone
    >>> dead = Permanent(id="dead", controller="A", power=2, toughness=2, zone=Zone.GRAVEYARD)
    >>> board = Board([Player("A", graveyard=0), Player("B", graveyard=0)], [dead], "A")
    >>> [sorted(c.types) for c in graveyard_cards(board, "A")], graveyard_cards(board, "B")
    ([['creature']], ())
    """
    dead = tuple(
        ZoneCard(
            types=frozenset(t.value for t in p.types),
            subtypes=p.subtypes,
            supertypes=p.supertypes,
            name=p.name,
            colors=p.colors,
            abilities=p.abilities,
        )
        for p in board.permanents
        if p.zone is Zone.GRAVEYARD and p.owner_id == player and not p.token
    )
    graveyard_of(board, player, cards=True)  # (never guessed, 404.1)
    return board.player(player).graveyard_cards + dead


def card_matches(selector: Selector, card: ZoneCard) -> bool:
    """Whether a card off the battlefield has the characteristics the
    selector names (card types, subtypes, supertypes, colors, keywords; a
    union's parts). What only permanents have (controller, tapped, combat)
    is not read.

    >>> from mtgcombat.core.model import Selector, ZoneCard
    >>> goblin = ZoneCard(types=frozenset({"creature"}), subtypes=frozenset({"goblin"}))
    >>> card_matches(Selector(types=frozenset({"creature"})), goblin)
    True
    >>> card_matches(Selector(subtypes=frozenset({"elf"})), goblin)
    False
    """
    if not selector.types <= card.types or selector.not_types & card.types:
        return False
    if selector.subtypes and not (selector.subtypes & card.subtypes or _card_changeling(card)):
        return False
    if selector.not_subtypes & card.subtypes:
        return False
    if not selector.supertypes <= card.supertypes or selector.not_supertypes & card.supertypes:
        return False
    if selector.colors and not selector.colors & card.colors:
        return False
    if selector.not_colors & card.colors or not selector.with_keywords <= card.abilities:
        return False
    return not selector.any_of or any(card_matches(s, card) for s in selector.any_of)


def _card_changeling(card: ZoneCard) -> bool:
    """Changeling works in every zone (702.73a): the card is every creature type."""
    return "creature" in card.types and any(
        isinstance(a, OtherKeyword) and a.name == "changeling" for a in card.abilities
    )
