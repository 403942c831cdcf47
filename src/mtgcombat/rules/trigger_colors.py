"""A triggered ability's color change (layer 5, 613.1e; ``ColorEffect``:
"that creature becomes white"). The creatures it reaches become the new colors and lose their others
(105.3); the change is kept on the permanent itself, as a timeline spell's
is (:mod:`mtgcombat.rules.spell_colors`).
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.events import ColorChanged, Event
from mtgcombat.core.model import Board, evolve


def apply_trigger_colors(
    board: Board, targets: Iterable[str], colors: frozenset[str], source: str
) -> tuple[Board, list[Event]]:
    """Each of ``targets`` still on the battlefield becomes ``colors``
    (613.1e), an event each, from the ability of ``source``.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", colors=frozenset({"green"}))
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_trigger_colors(board, ("bear",), frozenset({"black"}), "imp")
    >>> sorted(after.permanent("bear").colors), [(e.kind, e.rule) for e in events]
    (['black'], [('color_changed', '613.1e')])
    """
    events: list[Event] = []
    for target in targets:
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        changed = evolve(perm, colors=colors)
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
        events.append(ColorChanged("613.1e", target, " and ".join(sorted(colors)), source))
    return board, events


__all__ = ["apply_trigger_colors"]
