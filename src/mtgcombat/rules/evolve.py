"""Evolve (702.100) during the combat: a creature put onto the battlefield
under its controller's control (a token put onto the battlefield tapped and
attacking by an attack trigger or a timeline's spell, 508.4) triggers the
evolve ability of each other creature that player controls when its power
or its toughness is greater than that creature's (702.100a), compared as
both are on the battlefield. The comparison is an intervening "if"
(603.4): checked as the creature enters (not greater: the ability doesn't
trigger) and again as the ability resolves, with the entered creature's
last known information if it has left (608.2h; not greater then: it does
nothing, event ``evolve_gone``). Each instance of evolve a creature has
triggers separately (702.100d). It then puts a +1/+1 counter on the
evolving creature (the event ``counters_put``, which "whenever one or more
+1/+1 counters are put on ~" abilities see, 122.6).

The abilities are put on the stack and resolved with the other abilities
that triggered on the same creatures entering
(:func:`mtgcombat.rules.enter_triggers.enters_triggers`).

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> raptor = Permanent(id="raptor", controller="A", power=0, toughness=1,
...                    abilities=frozenset({EVOLVE}))
>>> soldier = Permanent(id="soldier", controller="A", power=1, toughness=1, attacking="B")
>>> board = Board([Player("A"), Player("B")], [raptor, soldier], "A")
>>> evolves(board, "raptor", "soldier"), evolves(board, "soldier", "raptor")
(True, False)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from mtgcombat.core.abilities import BlockTrigger, CounterEffect, OtherKeyword, Selector
from mtgcombat.core.events import Event, TriggerResolves
from mtgcombat.core.model import Board, Permanent

EVOLVE = OtherKeyword("evolve", "", "702.100")
"""The evolve keyword, as a permanent's abilities hold it."""

EVOLVE_TRIGGER = BlockTrigger(
    ("enters",),
    (CounterEffect(1, plus=True, target="self"),),
    Selector(controller="you", other=True),
)
"""What evolve does once it has triggered and its condition still holds:
"put a +1/+1 counter on this creature" (702.100a)."""


def has_evolve(perm: Permanent) -> bool:
    """Whether ``perm`` is a creature with evolve (printed or granted).

    >>> from mtgcombat.core.model import Permanent
    >>> has_evolve(Permanent(id="r", controller="A", power=0, toughness=1,
    ...                      abilities=frozenset({EVOLVE})))
    True
    """
    return perm.is_creature and EVOLVE in perm.abilities


def evolves(board: Board, source: str, creature: str) -> bool:
    """Whether ``creature`` has greater power or greater toughness than
    ``source`` (702.100a), both as they are on ``board`` or as they last
    existed on the battlefield (608.2h); ``False`` when ``source`` has left
    (no creature to put the counter on).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> raptor = Permanent(id="raptor", controller="A", power=2, toughness=2)
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> evolves(Board([Player("A"), Player("B")], [raptor, bear], "A"), "raptor", "bear")
    False
    """
    holder = board.get(source)
    entered = board.get(creature)
    if holder is None or entered is None or not holder.on_battlefield:
        return False
    return (
        entered.current_power > holder.current_power
        or entered.current_toughness > holder.current_toughness
    )


def evolve_triggers(board: Board, entered: tuple[str, ...]) -> list[tuple[str, str, str]]:
    """The evolve abilities that trigger on the creatures ``entered``, as
    ``(source, controller, creature)``: each creature with evolve, for each
    other creature that entered under its controller's control with greater
    power or toughness (702.100a; 603.4: the others don't trigger), once per
    instance of evolve it has (702.100d).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> raptor = Permanent(id="raptor", controller="A", power=0, toughness=1,
    ...                    abilities=frozenset({EVOLVE}))
    >>> rat = Permanent(id="rat", controller="B", power=1, toughness=1)
    >>> evolve_triggers(Board([Player("A"), Player("B")], [raptor, rat], "A"), ("rat",))
    []
    """
    found: list[tuple[str, str, str]] = []
    for perm in board.permanents:
        if not perm.on_battlefield or not has_evolve(perm):
            continue
        for creature in entered:
            other = board.get(creature)
            if (
                creature != perm.id
                and other is not None
                and other.controller == perm.controller
                and evolves(board, perm.id, creature)
            ):
                # each instance triggers separately (702.100d)
                found += [(perm.id, perm.controller, creature)] * perm.instances(EVOLVE)
    return found


def named_evolve(happened: Iterable[Event]) -> tuple[Event, ...]:
    """The events of an evolve ability that resolved, the ability named by
    its keyword ("evolve", 702.100a) rather than by the trigger it stands
    for.

    >>> event = TriggerResolves("702.100a", "raptor", "angel", "enters", "", "x")
    >>> named_evolve([event])[0].ability
    'evolve'
    """
    return tuple(
        dataclasses.replace(e, ability=str(EVOLVE)) if isinstance(e, TriggerResolves) else e
        for e in happened
    )


__all__ = ["EVOLVE", "EVOLVE_TRIGGER", "evolve_triggers", "evolves", "has_evolve", "named_evolve"]
