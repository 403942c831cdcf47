"""Checks of the ids a file chooses for a permanent's ability: the objects
a proliferate chooses (``choices.proliferated``, 701.34a), the permanents a
player sacrifices (``choices.sacrificed``, 701.21a). Each permanent given a
choice must have an ability that makes it, and each id must name an object
of the file, once. The messages are ``choice_FIELD_nothing``,
``choice_FIELD_unknown`` (``..._unknown_guess`` with the closest id) and
``choice_FIELD_repeated``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mtgcombat.core.model import Board, Permanent
from mtgcombat.text.guess import closest

_Fail = Callable[..., Exception]


def check_chosen_ids(
    at: str, chosen: Sequence[str], known: Sequence[str], fail: _Fail, *, field: str, rule: str
) -> None:
    """Raise ``fail(at, key, rule, **facts)`` for the first id of ``chosen``
    that is not in ``known`` (with the closest known id, if one is close), or
    for an id chosen twice.

    >>> def fail(at, key, rule, **facts): return ValueError(key, facts)
    >>> check_chosen_ids("x", ["bear"], ["bear", "elf"], fail, field="sacrificed", rule="701.21a")
    >>> check_chosen_ids("x", ["bare"], ["bear"], fail, field="sacrificed", rule="701.21a")
    Traceback (most recent call last):
    ...
    ValueError: ('choice_sacrificed_unknown_guess', {'id': 'bare', 'guess': 'bear'})
    >>> check_chosen_ids("x", ["B", "B"], ["B"], fail, field="proliferated", rule="701.34a")
    Traceback (most recent call last):
    ...
    ValueError: ('choice_proliferated_repeated', {})
    """
    for oid in chosen:
        if oid not in known:
            guess = closest(oid, known)
            if guess:
                raise fail(at, f"choice_{field}_unknown_guess", rule, id=oid, guess=guess)
            raise fail(at, f"choice_{field}_unknown", rule, id=oid)
    if len(set(chosen)) != len(chosen):
        raise fail(at, f"choice_{field}_repeated", rule)


def check_permanents_chosen_ids(
    board: Board,
    ids: list[str],
    fail: _Fail,
    *,
    field: str,
    rule: str,
    known: Sequence[str],
    chosen_of: Callable[[Permanent], Sequence[str] | None],
    can_choose: Callable[[Permanent], bool],
) -> None:
    """Raise ``fail(at, key, rule, **facts)`` for the first permanent of
    ``board`` whose ``choices.FIELD`` (``chosen_of``; None: not given) it
    has no ability to make (``can_choose``), or names an id not in
    ``known``, or one twice; ``ids`` are the file's permanents in order
    (``at`` names the permanent by its place in the file).

    >>> from mtgcombat.core.model import Player
    >>> from mtgcombat.core.permanent import TriggerChoices
    >>> bear = Permanent(id="bear", controller="A", choices=TriggerChoices(sacrificed=("elf",)))
    >>> def fail(at, key, rule, **facts): return ValueError(at, key)
    >>> check_permanents_chosen_ids(
    ...     Board([Player("A"), Player("B")], [bear], "A"), ["bear"], fail,
    ...     field="sacrificed", rule="701.21a", known=["bear"],
    ...     chosen_of=lambda perm: perm.choices.sacrificed or None, can_choose=lambda perm: True)
    Traceback (most recent call last):
    ...
    ValueError: ('permanents[0] "bear".choices.sacrificed', 'choice_sacrificed_unknown')
    """
    for perm in board.permanents:
        chosen = chosen_of(perm)
        if chosen is None:
            continue
        index = ids.index(perm.id) if perm.id in ids else 0
        at = f'permanents[{index}] "{perm.id}".choices.{field}'
        if not can_choose(perm):
            raise fail(at, f"choice_{field}_nothing", rule, id=perm.id)
        check_chosen_ids(at, chosen, known, fail, field=field, rule=rule)


__all__ = ["check_chosen_ids", "check_permanents_chosen_ids"]
