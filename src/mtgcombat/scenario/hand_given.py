"""A player's hand size and graveyard are never guessed (issue 33, 402.1,
404.1).

A file's ``players.X.hand`` left out is not known (``Player.hand`` is
``None``), not "no cards". A board whose permanents read a hand that is not
known (hellbent, "for each card in your hand", "defending player has N or
fewer cards in hand", "power greater than the number of cards in your hand")
is refused with one line naming ``players.X.hand``; a board that reads no
hand, or whose hands read are given, is read as before.

``players.X.graveyard`` likewise: left out, it is not known (``None``), and
a board that counts that graveyard (threshold, "for each card in your
graveyard") is refused naming it. A number gives how many cards are there,
not which: a board that reads their characteristics ("for each creature
card in your graveyard", delirium) needs the list (an empty list: none).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from mtgcombat.core.attack_conditions import DefendingCardsIn, PowerAboveHandCantAttack
from mtgcombat.core.conditions import CardCount, CardsIn, CardTypeCount, MoreThan, PlayerBest
from mtgcombat.core.model import Board, Permanent

if TYPE_CHECKING:
    from mtgcombat.rules.timeline_entries import TimelineEntry


_WHO = {
    "you": "you",
    "chosen": "chosen",
    "opponent": "others",
    "opponents": "others",
    "player": "any",
    "each": "any",
}
"""A condition's or count's player (``Whose``, ``PlayerWho`` of
:mod:`mtgcombat.core.conditions`) as :func:`_reads` says it."""


def _reads(value: object) -> Iterator[tuple[str, str]]:
    """The zones (``hand``, ``graveyard``, or ``graveyard_cards`` for the
    characteristics of a graveyard's cards) ``value`` (an ability or any
    part of one) reads, each with whose: ``you`` (its source's controller),
    ``chosen`` (the player it chose, 614.12), ``others`` (its controller's
    opponents) or ``any`` (any player)."""
    if isinstance(value, CardsIn):
        yield value.zone, _WHO[value.who]
        return
    if isinstance(value, CardCount):  # with ``cards``: their characteristics
        typed = value.zone == "graveyard" and value.cards is not None
        yield ("graveyard_cards" if typed else value.zone), _WHO[value.whose]
        return
    if isinstance(value, CardTypeCount):  # the card types among them
        yield ("graveyard_cards" if value.zone == "graveyard" else "hand"), _WHO[value.whose]
        return
    if isinstance(value, DefendingCardsIn):
        yield value.zone, "others"  # the defending player: an opponent (506.2)
        return
    if isinstance(value, MoreThan):
        if value.zone is not None:  # the controller's and each opponent's
            yield value.zone, "any"
        return
    if isinstance(value, PlayerBest):
        if value.number == "hand":
            yield "hand", _WHO[value.whose]
        return
    if isinstance(value, PowerAboveHandCantAttack):
        yield "hand", "you"  # the controller of the permanent with the rule (508.1c)
        return
    if isinstance(value, str | int | float | bool) or value is None:
        return
    if isinstance(value, tuple | frozenset | list):
        for item in value:
            yield from _reads(item)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _reads(getattr(value, field.name))


@lru_cache(maxsize=4096)
def _ability_reads(ability: object) -> frozenset[tuple[str, str]]:
    """:func:`_reads` of one ability (abilities are shared and hashable)."""
    return frozenset(_reads(ability))


def _permanent_reads(perm: Permanent) -> frozenset[tuple[str, str]]:
    """Whose hands and graveyards the permanent's abilities, rules and statics read."""
    found: set[tuple[str, str]] = set()
    for part in (perm.abilities, perm.block_rules, perm.statics):
        for ability in part:
            try:
                found |= _ability_reads(ability)
            except TypeError:  # not hashable: walked each time
                found.update(_reads(ability))
    return frozenset(found)


def hand_not_given(board: Board) -> tuple[str, str, str] | None:
    """The first zone (``hand``, or ``graveyard``: 404.1) and player whose
    count a permanent reads and the file does not give, with that
    permanent's id, or ``None`` (402.1: a number the file must say; never
    taken as empty).

    >>> from mtgcombat.core.model import CardType, Player
    >>> bridge = Permanent(id="bridge", controller="B", types=frozenset({CardType.ARTIFACT}),
    ...                    block_rules=frozenset({PowerAboveHandCantAttack()}))
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> hand_not_given(Board((Player("A"), Player("B")), (ogre, bridge), "A"))
    ('hand', 'B', 'bridge')
    >>> hand_not_given(Board((Player("A"), Player("B", hand=2)), (ogre, bridge), "A")) is None
    True
    """
    unknown = _unknown(board)
    if not any(unknown.values()):
        return None
    for perm in board.permanents:
        if not (perm.abilities or perm.block_rules or perm.statics):
            continue  # (most permanents of a plain board)
        for zone, reads in sorted(_permanent_reads(perm)):
            who = _first(unknown[zone], reads, perm.controller, perm.chosen)
            if who is not None:
                return zone, who, perm.id
    return None


def spell_hand_not_given(
    board: Board, timeline: Sequence[TimelineEntry]
) -> tuple[str, str, str] | None:
    """The first zone and player whose count a timeline spell reads ("X is
    the number of cards in your hand") and the file does not give, with the
    entry's name, or ``None`` (402.1, 404.1).

    >>> from mtgcombat.core.model import Player
    >>> spell_hand_not_given(Board((Player("A"), Player("B")), (), "A"), ()) is None
    True
    """
    unknown = _unknown(board)
    if not any(unknown.values()):
        return None
    for entry in timeline:
        for zone, reads in sorted(frozenset(_reads(entry.spell))):
            # (no controller: the default caster; any player here)
            mine = reads if entry.controller else "any"
            who = _first(unknown[zone], mine, entry.controller, "")
            if who is not None:
                return zone, who, entry.name
    return None


def _unknown(board: Board) -> dict[str, list[str]]:
    """The players whose hand, whose graveyard, and whose graveyard's cards
    (not given, or given as a number only) the file does not give."""
    return {
        "hand": [p.id for p in board.players if p.hand is None],
        "graveyard": [p.id for p in board.players if p.unlisted_graveyard is None],
        "graveyard_cards": [p.id for p in board.players if p.unlisted_graveyard != 0],
    }


def not_given_problem(board: Board, zone: str, player: str) -> tuple[str, str, str]:
    """The field, message key and rule of a refusal :func:`hand_not_given`
    or :func:`spell_hand_not_given` found, for ``zone`` (their first item)
    and ``player``.

    >>> from mtgcombat.core.model import Player
    >>> board = Board((Player("A", graveyard=2), Player("B")), (), "A")
    >>> not_given_problem(board, "graveyard_cards", "A")
    ('players.A.graveyard', 'graveyard_cards_not_given', '404.1')
    >>> not_given_problem(board, "graveyard_cards", "B")
    ('players.B.graveyard', 'graveyard_not_given', '404.1')
    """
    if zone == "hand":
        return f"players.{player}.hand", "hand_not_given", "402.1"
    given = board.player(player).unlisted_graveyard is not None
    key = (
        "graveyard_cards_not_given"
        if given and zone == "graveyard_cards"
        else "graveyard_not_given"
    )
    return f"players.{player}.graveyard", key, "404.1"


def _first(unknown: list[str], reads: str, controller: str, chosen: str) -> str | None:
    """The first player of ``unknown`` whose hand ``reads`` (a word of
    :func:`_reads`) names, for a source ``controller`` controls that chose
    ``chosen``, or ``None``."""
    if not unknown:
        return None
    if reads == "you":
        return controller if controller in unknown else None
    if reads == "chosen" and chosen:
        return chosen if chosen in unknown else None
    if reads == "others":
        return next((p for p in unknown if p != controller), None)
    return unknown[0]
