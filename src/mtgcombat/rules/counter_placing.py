"""Putting counters on a permanent (CR 122.1, 122.6): the one place every
effect, keyword and damage result that puts counters on a permanent goes
through, so that what changes how many are put applies to each of them alike.

:func:`placed` says how many counters of a kind are put when an effect would
put some: none on a permanent that can't have counters put on it (Tatterkite,
Melira's Keepers). :func:`with_counters` adds them to the permanent's
:class:`~mtgcombat.core.model.Counters`; :func:`put_counters` does both.

The effects that put counters (each calls :func:`placed` with the permanent,
the kind and the amount): "put N +1/+1 counters on ..." resolving from a
trigger, an activated ability or a spell (608.2), wither and infect damage
(120.3d), damage replaced by counters (614.1a) or prevented for counters
(615.5), renown (702.112a), bushido-like attack keywords, counters of a
named kind (122.1), keyword counters (122.1b), "its counters" moved on, and
proliferate (701.34a).
"""

from __future__ import annotations

from mtgcombat.core.model import Board, Counters, Permanent, evolve


def placed(board: Board, perm: Permanent, kind: str, amount: int) -> int:
    """How many counters of ``kind`` ("+1/+1", "-1/-1", "loyalty", "ice"...)
    are put on ``perm`` when an effect would put ``amount`` of them (122.1):
    none on a permanent that can't have counters put on it, none for an
    amount of 0 or less, else ``amount``.

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> kite = Permanent(id="kite", controller="A", power=3, toughness=2, cant_have_counters=True)
    >>> board = Board([Player("A"), Player("B")], [bear, kite], "A")
    >>> placed(board, bear, "+1/+1", 2), placed(board, kite, "+1/+1", 2)
    (2, 0)
    >>> placed(board, bear, "-1/-1", 0)
    0
    """
    if amount <= 0 or perm.cant_have_counters:
        return 0
    return amount


def with_counters(counters: Counters, kind: str, amount: int) -> Counters:
    """``counters`` with ``amount`` more of ``kind`` (122.1); ``other`` stays
    sorted by kind.

    >>> with_counters(Counters(plus_one=1), "+1/+1", 2).plus_one
    3
    >>> with_counters(Counters(other=(("ice", 1),)), "charge", 1).other
    (('charge', 1), ('ice', 1))
    """
    if amount == 0:
        return counters
    if kind == "+1/+1":
        return evolve(counters, plus_one=counters.plus_one + amount)
    if kind == "-1/-1":
        return evolve(counters, minus_one=counters.minus_one + amount)
    if kind == "loyalty":
        return evolve(counters, loyalty=counters.loyalty + amount)
    if kind == "defense":
        return evolve(counters, defense=counters.defense + amount)
    other = dict(counters.other)
    other[kind] = other.get(kind, 0) + amount
    return evolve(counters, other=tuple(sorted(other.items())))


def put_counters(board: Board, perm: Permanent, kind: str, amount: int) -> tuple[Permanent, int]:
    """``perm`` with the counters an effect that would put ``amount`` of
    ``kind`` on it puts (:func:`placed`), and how many that was (0: ``perm``
    itself, unchanged).

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, n = put_counters(board, bear, "+1/+1", 2)
    >>> after.counters.plus_one, n
    (2, 2)
    """
    n = placed(board, perm, kind, amount)
    if n == 0:
        return perm, 0
    return evolve(perm, counters=with_counters(perm.counters, kind, n)), n
