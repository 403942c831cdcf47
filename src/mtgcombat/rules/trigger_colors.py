"""A triggered ability's color change (layer 5, 613.1e; ``ColorEffect``:
"that creature becomes white"). The creatures it reaches become the new colors and lose their others
(105.3); the change is kept on the permanent itself, as a timeline spell's
is (:mod:`mtgcombat.rules.spell_colors`). So on a board with a
color-changing static ability, which would be applied again over it
without the ability's later timestamp (613.7), the ability is refused
(one line naming the permanent and 613.7), as a timeline spell's change is
(``timeline_colors_layered``), never resolved wrong.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.events import ColorChanged, Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.spell_colors import color_static_holder


def apply_trigger_colors(
    board: Board, targets: Iterable[str], colors: frozenset[str], source: str, ability: object = ""
) -> tuple[Board, list[Event]]:
    """Each of ``targets`` still on the battlefield becomes ``colors``
    (613.1e), an event each, from the ability of ``source`` (``ability``,
    named when it is refused: a board with a color-changing static ability,
    613.7).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", colors=frozenset({"green"}))
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_trigger_colors(board, ("bear",), frozenset({"black"}), "imp")
    >>> sorted(after.permanent("bear").colors), [(e.kind, e.rule) for e in events]
    (['black'], [('color_changed', '613.1e')])
    >>> from mtgcombat.core.model import Selector, StaticEffect
    >>> aura = Permanent(id="aura", controller="A", attached_to="bear",
    ...     statics=(StaticEffect(Selector(host=True), set_colors=frozenset({"blue"})),))
    >>> apply_trigger_colors(board.with_permanents([bear, aura]), ("bear",),
    ...                      frozenset({"black"}), "imp")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    mtgcombat.rules.choice_errors.ChoiceError: ... aura has an ability that changes colors...
    """
    events: list[Event] = []
    layered = color_static_holder(board)  # (the change below keeps the statics)
    for target in targets:
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if layered:
            raise _layered(source, ability, layered)
        changed = evolve(perm, colors=colors)
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
        events.append(ColorChanged("613.1e", target, " and ".join(sorted(colors)), source))
    return board, events


def _layered(source: str, ability: object, layered: str) -> ChoiceError:
    """The refusal of a color change on a board whose ``layered`` permanent
    has a color-changing static ability: their order by timestamp (613.7)
    is not modelled."""
    return ChoiceError(
        source,
        "abilities",
        f"its triggered ability ({ability}) changes a permanent's colors, and {layered} has an "
        "ability that changes colors: their order by timestamp (613.7) is not modelled, so the "
        "ability is not resolved",
        "613.7",
        "trigger_colors_layered",
        {"ability": ability, "permanent": layered},
    )


__all__ = ["apply_trigger_colors"]
