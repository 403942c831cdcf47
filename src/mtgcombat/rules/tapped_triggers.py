"""Triggered abilities on a permanent becoming tapped (603.2, 701.26a now,
701.21a in 2023): "whenever ~ becomes tapped", "whenever enchanted creature
becomes tapped", "whenever a creature an opponent controls becomes tapped".

A permanent becomes tapped when it turns from untapped to tapped; one that
is put onto the battlefield tapped, or is tapped already, does not
(701.26a). In a combat that happens:

* as attackers are declared: each attacker without vigilance becomes
  tapped (508.1f). Those abilities trigger then and are put on the stack
  with the step's other triggers (508.2, 603.3b): the non-active players'
  resolve before the active player's attack triggers (APNAP), the active
  player's after them (the order the active player chooses for their own,
  603.3b); see :func:`declaration_tapped_triggers`, used by
  :func:`~mtgcombat.rules.attack_triggers.declare_attackers_triggers`;
* as an effect taps a creature (a resolving triggered ability, a spell of
  the timeline) or a regeneration shield taps it (701.19c now, 701.15c in
  2023): found by comparing the boards before and after
  (:func:`became_tapped`), with deaths and life gained, by
  :func:`~mtgcombat.rules.triggers_dies.pending_dies_triggers`.

The trigger is about the creature that became tapped: "it" is that
creature ("~" for the permanent's own), "its controller" / "that
creature's controller" its controller; "~" in a watcher's effect is the
permanent with the ability.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.abilities import BlockTrigger, TriggerEvent
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.selectors import matches

TAPPED: TriggerEvent = "becomes_tapped"
"""The trigger event of this module."""

UNTAPPED: TriggerEvent = "becomes_untapped"
"""Its counterpart (701.26b, Inspired): a tapped permanent turned untapped
by an effect; the untap step (502.3) is outside the combat."""


def has_tapped_abilities(perm: Permanent) -> bool:
    """Whether the permanent has an ability on becoming tapped.

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> p = Permanent(id="p", controller="A", power=1, toughness=1,
    ...     abilities=frozenset({BlockTrigger(("becomes_tapped",), (LifeEffect(1),))}))
    >>> has_tapped_abilities(p)
    True
    """
    return any(type(a) is BlockTrigger and TAPPED in a.events for a in perm.abilities)


def became_tapped(before: Board, after: Board) -> tuple[str, ...]:
    """The permanents on the battlefield and untapped in ``before`` that are
    on the battlefield and tapped in ``after``, in board order.

    >>> from mtgcombat.core.model import Player, evolve
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [elf], "A")
    >>> became_tapped(board, board.with_permanents([evolve(elf, tapped=True)]))
    ('elf',)
    """
    found: list[str] = []
    for p in before.permanents:
        if p.on_battlefield and not p.tapped:
            now = after.get(p.id)
            if now is not None and now.on_battlefield and now.tapped:
                found.append(p.id)
    return tuple(found)


def became_untapped(before: Board, after: Board) -> tuple[str, ...]:
    """The permanents on the battlefield and tapped in ``before`` that are on
    the battlefield and untapped in ``after``, in board order (701.26b).

    >>> from mtgcombat.core.model import Player, evolve
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, tapped=True)
    >>> board = Board([Player("A"), Player("B")], [elf], "A")
    >>> became_untapped(board, board.with_permanents([evolve(elf, tapped=False)]))
    ('elf',)
    """
    found: list[str] = []
    for p in before.permanents:
        if p.on_battlefield and p.tapped:
            now = after.get(p.id)
            if now is not None and now.on_battlefield and not now.tapped:
                found.append(p.id)
    return tuple(found)


def tapped_triggers(
    board: Board,
    abilities: Iterable[tuple[Permanent, BlockTrigger]],
    tapped: Iterable[str],
    event: TriggerEvent = TAPPED,
) -> list[tuple[Permanent, BlockTrigger, str]]:
    """The abilities (with the permanent that has each) that trigger on the
    ``tapped`` permanents becoming tapped, each with the permanent it is
    about: the permanent's own ("whenever ~ becomes tapped") or another's
    whose subject matches it, read on ``board`` (the board as they became
    tapped), in the order of ``abilities``, then of ``tapped``. With
    ``event`` :data:`UNTAPPED`, the same for permanents becoming untapped.

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> from mtgcombat.core.model import Player
    >>> gain = BlockTrigger(("becomes_tapped",), (LifeEffect(1),))
    >>> p = Permanent(id="p", controller="A", power=1, toughness=1, abilities=frozenset({gain}))
    >>> q = Permanent(id="q", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [p, q], "A")
    >>> [(h.id, c) for h, _, c in tapped_triggers(board, [(p, gain)], ["q", "p"])]
    [('p', 'p')]
    """
    tapped = tuple(tapped)
    found: list[tuple[Permanent, BlockTrigger, str]] = []
    for holder_now, ability in abilities:
        if event not in ability.events:
            continue
        holder = board.get(holder_now.id)
        if holder is None or not holder.on_battlefield:
            continue
        for pid in tapped:
            if ability.subject is None:
                if pid == holder.id:
                    found.append((holder, ability, pid))
            elif matches(board, ability.subject, board.permanent(pid), holder):
                found.append((holder, ability, pid))
    return found


def declaration_tapped_triggers(board: Board) -> list[tuple[Permanent, BlockTrigger, str]]:
    """The abilities that triggered as the board's attackers were declared
    and those without vigilance became tapped (508.1f), each with the
    attacker it is about, in board order (an empty list on a board without
    such abilities).

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> from mtgcombat.core.model import Player
    >>> gain = BlockTrigger(("becomes_tapped",), (LifeEffect(1),))
    >>> p = Permanent(id="p", controller="A", power=1, toughness=1, attacking="B",
    ...               tapped=True, abilities=frozenset({gain}))
    >>> v = Permanent(id="v", controller="A", power=1, toughness=1, attacking="B",
    ...               keywords=["vigilance"], abilities=frozenset({gain}))
    >>> board = Board([Player("A"), Player("B")], [p, v], "A")
    >>> [(h.id, c) for h, _, c in declaration_tapped_triggers(board)]
    [('p', 'p')]
    """
    abilities = [
        (p, a)
        for p in board.permanents
        if p.on_battlefield and p.abilities
        for a in sorted(p.abilities, key=str)
        if type(a) is BlockTrigger and TAPPED in a.events
    ]
    if not abilities:
        return []
    tapped = [a for a in board.attackers() if not board.permanent(a).has(Keyword.VIGILANCE)]
    return tapped_triggers(board, abilities, tapped)
