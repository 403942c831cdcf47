"""A dies trigger that returns the card to its owner's hand: "When ~ dies,
return it to its owner's hand" (Endless Cockroaches), "When enchanted
creature dies, return that card to its owner's hand"; or puts it into its
owner's library: "When ~ dies, put it on top of (on the bottom of) its
owner's library", "shuffle it into its owner's library" (401.4: on top,
on the bottom, or anywhere after a shuffle; the order of the library's
other cards is not followed). Or, on another permanent's death, returns that
card to the battlefield (:func:`dead_to_battlefield`).

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
from typing import Protocol, TypeGuard

from mtgcombat.core.basics import Counters, Zone
from mtgcombat.core.effect_values import ReturnEffect
from mtgcombat.core.events import DeadCardToLibrary, Event, ReturnedToBattlefield, ReturnedToHand
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.triggered import ReturnToHandEffect

_GRAVEYARD = frozenset({Zone.GRAVEYARD})
_DEAD_OR_EXILED = frozenset({Zone.GRAVEYARD, Zone.EXILE})


def dead_to_hand(
    board: Board,
    card_id: str,
    source: str,
    stale: Iterable[str] = (),
    library: str = "",
    zones: frozenset[Zone] = _GRAVEYARD,
) -> tuple[Board, list[Event]]:
    """Return the card ``card_id`` (the creature that died) from its owner's
    graveyard to its owner's hand, for the ability of ``source`` (or, with
    ``library`` "top", "bottom" or "shuffle", into its owner's library); nothing
    when the card is no longer the object in the graveyard the ability
    found (``stale``: it returned to the battlefield as a new object) or is
    in another zone. ``zones``: where the ability finds it (a graveyard; or
    exile too for "when ~ dies or is put into exile from the battlefield").

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
    if card is None or card.token or card.zone not in zones or card_id in stale:
        return board, []
    back = evolve(card, zone=Zone.LIBRARY if library else Zone.HAND)
    board = board.with_permanents(back if p.id == card_id else p for p in board.permanents)
    if library:
        return board, [DeadCardToLibrary("400.7d", card_id, source, library)]
    return board, [ReturnedToHand("400.7d", card_id, source)]


def moves_dead_card(effect: object) -> TypeGuard[ReturnToHandEffect | ReturnEffect]:
    """Whether ``effect`` moves the card a creature became in its owner's
    graveyard (400.7d): to its owner's hand or library, or back to the
    battlefield after another permanent's death.

    >>> moves_dead_card(ReturnEffect(unless_had=False, dead=True)), moves_dead_card(ReturnEffect())
    (True, False)
    """
    if isinstance(effect, ReturnToHandEffect):
        return effect.from_graveyard
    return isinstance(effect, ReturnEffect) and effect.dead


class _Dying(Protocol):
    """A resolving trigger on a death, as :func:`dead_card_moves` reads it."""

    @property
    def source(self) -> str: ...  # the permanent with the ability
    @property
    def controller(self) -> str: ...  # the ability's controller
    @property
    def creature(self) -> str: ...  # the permanent that died: itself ...
    @property
    def other(self) -> str: ...  # ... or another ("" when itself)
    @property
    def event(self) -> str: ...  # the trigger event
    @property
    def stale(self) -> frozenset[str]: ...  # returned as new objects since (400.7)


def dead_card_moves(
    board: Board, effect: ReturnToHandEffect | ReturnEffect, trigger: _Dying
) -> tuple[Board, list[Event]]:
    """The card that died (the ``trigger``'s other permanent, or its own),
    moved by the ability: to its owner's hand or library
    (:func:`dead_to_hand`; found in exile too after "dies or is put into
    exile", 400.7d) or to the battlefield (:func:`dead_to_battlefield`).

    >>> from types import SimpleNamespace
    >>> from mtgcombat.core.model import Permanent, Player
    >>> god = Permanent(id="god", controller="A", power=4, toughness=5, zone=Zone.EXILE)
    >>> board = Board([Player("A"), Player("B")], [god], "A")
    >>> third = ReturnToHandEffect("it", from_graveyard=True, library="third")
    >>> exiled = SimpleNamespace(source="god", controller="A", creature="god", other="",
    ...                          event="dies_or_exiled", stale=frozenset())
    >>> dead_card_moves(board, third, exiled)[0].permanent("god").zone.value
    'library'
    >>> died = SimpleNamespace(**{**vars(exiled), "event": "dies"})  # only a graveyard
    >>> dead_card_moves(board, third, died)[1]
    []
    """
    dead, source = trigger.other or trigger.creature, trigger.source
    if isinstance(effect, ReturnEffect):
        return dead_to_battlefield(board, effect, dead, source, trigger.controller, trigger.stale)
    zones = _DEAD_OR_EXILED if trigger.event == "dies_or_exiled" else _GRAVEYARD
    return dead_to_hand(board, dead, source, trigger.stale, effect.library, zones)


def dead_to_battlefield(
    board: Board,
    effect: ReturnEffect,
    card_id: str,
    source: str,
    controller: str,
    stale: Iterable[str] = (),
) -> tuple[Board, list[Event]]:
    """ "Whenever a creature you control dies, return it to the battlefield
    under its owner's control with a flying counter on it" (Luminous
    Broodmoth), "When enchanted creature dies, return that card to the
    battlefield under your control" (False Demise): the card ``card_id`` in
    its owner's graveyard (400.7d) returns as a new object (400.7,
    :func:`mtgcombat.rules.returns.returned_object`), neither attacking nor
    blocking (506.4), under its owner's control or, "under your control",
    the ability's controller's (110.2a), tapped or not, with a +1/+1 counter
    or a keyword counter (122.1b: it has that keyword) or none. Nothing
    happens when the card is no longer the object the ability found (a
    token, 111.7; exiled or returned already: 400.7).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, zone=Zone.GRAVEYARD)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> moth = ReturnEffect(unless_had=False, counter=False, dead=True, keyword="flying")
    >>> after, events = dead_to_battlefield(board, moth, "bear", "moth", "A")
    >>> back = after.permanent("bear")
    >>> back.zone.value, back.counters.other, Keyword.FLYING in back.abilities
    ('battlefield', (('flying', 1),), True)
    >>> [(e.kind, e.rule) for e in events]
    [('returned_to_battlefield', '400.7'), ('keyword_counter_put', '122.1b')]
    >>> yours = ReturnEffect(unless_had=False, dead=True, yours=True)
    >>> back = dead_to_battlefield(board, yours, "bear", "demise", "B")[0].permanent("bear")
    >>> back.controller, back.owner_id, back.counters.plus_one
    ('B', 'A', 1)
    >>> dead_to_battlefield(board, yours, "bear", "demise", "B", stale={"bear"})[1]
    []
    """
    from mtgcombat.rules.counter_placing import placed, with_counters  # noqa: PLC0415
    from mtgcombat.rules.returns import returned_object  # noqa: PLC0415  (a cycle)

    card = board.get(card_id)
    if card is None or card.token or card.zone is not Zone.GRAVEYARD or card_id in stale:
        return board, []
    owner = card.owner_id
    returned = returned_object(card, plus=True, tapped=effect.tapped)
    if effect.yours and controller != owner:
        returned = evolve(returned, controller=controller, owner=owner)  # 110.2a
    # the counter it returns with is put on it (122.6): what changes counters applies
    events: list[Event] = []
    n = placed(board, returned, "+1/+1", 1, events) if effect.counter else 0
    returned = evolve(returned, counters=with_counters(Counters(), "+1/+1", n))
    board = board.with_permanents(returned if p.id == card_id else p for p in board.permanents)
    kind = "+1/+1" if n else ""
    events.append(ReturnedToBattlefield("400.7", card_id, returned.controller, kind, effect.tapped))
    if effect.keyword:
        from mtgcombat.rules.spell_keyword_counters import (  # noqa: PLC0415
            KeywordCounterEffect,
            apply_keyword_counter,
        )

        counter = KeywordCounterEffect(Keyword(effect.keyword))
        board, put = apply_keyword_counter(board, counter, card_id, source)
        events.extend(put)
    return board, events
