"""Color changes a spell makes (layer 5, 613.1e): "Target creature becomes
blue until end of turn." (the Wisps), "Target spell or permanent becomes
red." (the Laces). The target becomes the new colors and loses its others
(105.3); its protection (702.16), fear (702.36b), intimidate (702.13b) and
the "nonX" selectors of other effects read them from then on.

A change until end of turn ends in the cleanup step (514.2): the target
gets back the colors it had
(:func:`mtgcombat.rules.timeline_run.end_turn_effects`); one with no
duration lasts (611.2a). A target gone or no longer legal changes nothing
(608.2b).

The change is kept on the permanent itself, as a triggered ability's color
change is (:mod:`mtgcombat.rules.triggers_effects`): a color-changing static
ability on the board would be applied again over it without the spell's
later timestamp (613.7), so an entry on such a board is refused
(:func:`colors_layered`).

>>> str(SpellColorEffect(frozenset({"blue"}), True))
'the target becomes blue until end of turn'
>>> str(SpellColorEffect(frozenset(), False))
'the target becomes colorless'
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.color_events import ColorsUntilEndOfTurn
from mtgcombat.core.events import ColorChanged, Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.layer5 import changes_colors


@dataclass(frozen=True, slots=True)
class SpellColorEffect:
    """The target becomes ``colors`` (none: colorless, 105.2c), until end
    of turn when ``until_end_of_turn`` (613.1e).

    >>> SpellColorEffect(frozenset({"red"}), False).until_end_of_turn
    False
    """

    colors: frozenset[str]
    until_end_of_turn: bool = True

    @property
    def words(self) -> str:
        """The colors in words: "black and green", "colorless".

        >>> SpellColorEffect(frozenset({"red"}), False).words
        'red'
        """
        return color_words(self.colors)

    def __str__(self) -> str:
        until = " until end of turn" if self.until_end_of_turn else ""
        return f"the target becomes {self.words}{until}"


def color_words(colors: frozenset[str]) -> str:
    """Colors as the events name them.

    >>> color_words(frozenset({"green", "black"})), color_words(frozenset())
    ('black and green', 'colorless')
    """
    return " and ".join(sorted(colors)) or "colorless"


def colors_layered(board: Board, effects: Sequence[object]) -> str:
    """The first permanent of ``board`` with a color-changing static ability
    (613.1e) when ``effects`` change a target's colors, else "": the spell
    is then not cast, since the static ability would be applied over its
    change again regardless of their timestamps (613.7).

    >>> from mtgcombat.core.model import Permanent, Player, Selector, StaticEffect
    >>> bear = Permanent(id="bear", controller="A")
    >>> blue = (SpellColorEffect(frozenset({"blue"})),)
    >>> colors_layered(Board([Player("A"), Player("B")], [bear], "A"), blue)
    ''
    >>> aura = Permanent(id="aura", controller="A", attached_to="bear",
    ...     statics=(StaticEffect(Selector(host=True), set_colors=frozenset({"black"})),))
    >>> colors_layered(Board([Player("A"), Player("B")], [bear, aura], "A"), blue)
    'aura'
    """
    if not any(isinstance(e, SpellColorEffect) for e in effects):
        return ""
    return color_static_holder(board)


def color_static_holder(board: Board) -> str:
    """The first permanent of ``board`` with a color-changing static ability
    (613.1e), else "": a color change kept on the permanent itself would be
    overridden by it regardless of timestamps (613.7).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A")
    >>> color_static_holder(Board([Player("A"), Player("B")], [bear], "A"))
    ''
    """
    return next((p.id for p in board.permanents if any(map(changes_colors, p.statics))), "")


def apply_spell_colors(
    board: Board, effect: SpellColorEffect, targets: tuple[str, ...], source: str
) -> tuple[Board, list[Event]]:
    """Each target still on the battlefield becomes the effect's colors.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", colors=frozenset({"green"}))
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_spell_colors(
    ...     board, SpellColorEffect(frozenset({"blue"})), ("bear",), "timeline[0]")
    >>> sorted(after.permanent("bear").colors), events[0].previous
    (['blue'], 'green')
    """
    events: list[Event] = []
    for target in targets:
        perm = board.get(target)
        if perm is None or not perm.on_battlefield:
            continue
        changed = evolve(perm, colors=frozenset(effect.colors))
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
        if effect.until_end_of_turn:
            previous = color_words(perm.colors)
            events.append(ColorsUntilEndOfTurn("613.1e", target, effect.words, previous, source))
        else:
            events.append(ColorChanged("613.1e", target, effect.words, source))
    return board, events


__all__ = [
    "SpellColorEffect",
    "apply_spell_colors",
    "color_static_holder",
    "color_words",
    "colors_layered",
]
