"""A creature exiled, then returned to the battlefield at once: "Exile
target creature you control, then return that card to the battlefield
under its owner's control." (Cloudshift, Momentary Blink).

The card leaves the battlefield (406.2), so the creature is removed from
combat (506.4); it returns as a new object with no memory of its previous
existence (400.7): none of the effects that applied to it (its "until end of
turn" pumps, keywords gained, damage, counters, prevention), untapped,
neither attacking nor blocking, under its owner's control (or the spell's
controller's: "under your control"). The object keeps its id, so a later
sentence of the spell ("It gains first strike until end of turn.") and later
timeline entries reach the new object. A token exiled ceases to exist and
does not return (111.8, 704.5d).

The engine knows no printed card apart from the board it is given: as for
undying (:mod:`mtgcombat.rules.returns`), the values a board gives a
permanent as the combat begins are its card's;
:func:`take_flicker_snapshots` keeps them when the timeline has such a spell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from mtgcombat.core.basics import Counters
from mtgcombat.core.events import Event, Exiled, Flickered
from mtgcombat.core.model import Board, Zone, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.effect_grants import own_permanent
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.returns import returned_object, returns_itself


@dataclass(frozen=True, slots=True)
class FlickerEffect:
    """Exile the target, then return that card to the battlefield under
    ``under``'s control: its owner's ("owner") or the spell's controller's
    ("you").

    >>> str(FlickerEffect())
    "exile the target, then return that card to the battlefield under its owner's control"
    """

    under: Literal["owner", "you"] = "owner"

    def __str__(self) -> str:
        whose = "its owner's" if self.under == "owner" else "your"
        return f"exile the target, then return that card to the battlefield under {whose} control"


def take_flicker_snapshots(board: Board, effects: Iterable[object]) -> Board:
    """The board with every permanent carrying the object its card would
    return as (``returns_as``, as for undying) when ``effects`` (the
    timeline's) have a :class:`FlickerEffect` or give a creature "When this
    creature dies, return it to the battlefield ..." (Feign Death, 613.1f:
    :func:`~mtgcombat.rules.returns.returns_itself`); else the board as it is.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> take_flicker_snapshots(board, []) is board
    True
    >>> take_flicker_snapshots(board, [FlickerEffect()]).permanent("bear").returns_as == bear
    True
    """
    if not any(
        isinstance(e, FlickerEffect) or returns_itself(getattr(e, "ability", None)) for e in effects
    ):
        return board
    return board.with_permanents(
        p
        if p.returns_as is not None
        else evolve(p, returns_as=evolve(own_permanent(p), returns_as=None))
        for p in board.permanents
    )


def apply_flicker(
    board: Board,
    rules: RuleSet,
    effect: FlickerEffect,
    targets: Sequence[str],
    controller: str,
    source: str,
) -> tuple[Board, list[Event]]:
    """Each legal target exiled (406.2, leaving combat: 506.4), then its
    card returned as a new object (400.7).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, attacking="A")
    >>> board = Board([Player("A"), Player("B")], [bear], "B")
    >>> grown = board.with_permanents([evolve(bear, power=5, toughness=5, returns_as=bear)])
    >>> after, events = apply_flicker(grown, RuleSet.CURRENT, FlickerEffect(), ["bear"], "B", "t")
    >>> back = after.permanent("bear")
    >>> back.power, back.attacking, [e.rule for e in events]
    (2, None, ['406.2', '400.7'])
    """
    events: list[Event] = []
    for target in targets:
        perm = board.get(target)
        if perm is None or not perm.on_battlefield:
            continue
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
        events.append(Exiled("406.2", target))
        card = evolve(board.permanent(target), zone=Zone.EXILE)
        if card.token:  # 111.8: it ceases to exist (704.5d)
            board = board.with_permanents(card if p.id == target else p for p in board.permanents)
            continue
        new = evolve(returned_object(card, plus=True), counters=Counters())
        if effect.under == "you":
            owner = card.owner_id
            new = evolve(
                new,
                controller=controller,
                owner="" if owner == controller else owner,
                control_by_effect=owner != controller,  # 110.2a: the effect's controller
            )
        board = board.with_permanents(new if p.id == target else p for p in board.permanents)
        events.append(Flickered("400.7", target, new.controller, source))
    return board, events


__all__ = ["FlickerEffect", "apply_flicker", "take_flicker_snapshots"]
