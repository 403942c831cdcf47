"""Layer 5 of the layer system (613.1e): color-changing effects.

"Enchanted creature is black" sets the colors of what it affects (105.3):
its own colors are gone while the effect applies. "Is a black Zombie in
addition to its other colors and types" adds a color and keeps the others.
Effects apply one by one in timestamp order (613.7; board order stands for
the static abilities' timestamps, 613.7a), so a later effect that sets the
colors wins over an earlier one that added a color, and a later added color
survives an earlier setting. A permanent's colors are what protection
(702.16), fear (702.36b), intimidate (702.13b) and "can't be blocked except
by black creatures" read, so they are changed before layer 6, as 613.1
orders them.

What each object gained or lost is recorded (``_Acc.colors``,
``_Acc.removed_colors``) so that the effect is undone when it stops applying
(611.3a; :func:`mtgcombat.rules.effect_grants.own_permanent`).

>>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
>>> aura = Permanent(id="aura", controller="A", attached_to="bear",
...                  statics=(StaticEffect(Selector(host=True), set_colors=frozenset({"black"})),))
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, colors=frozenset({"green"}))
>>> from mtgcombat.rules.effects import apply_static_effects
>>> board = apply_static_effects(Board((Player("A"), Player("B")), (bear, aura), "A"))
>>> sorted(board.permanent("bear").colors)
['black']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgcombat.core.abilities import StaticEffect
from mtgcombat.core.model import EffectChange, Permanent, evolve

if TYPE_CHECKING:
    from collections.abc import Callable

    from mtgcombat.core.abilities import PlayerEffect, Selector
    from mtgcombat.core.model import Board
    from mtgcombat.core.statics import Static
    from mtgcombat.rules.effect_grants import _Acc

__all__ = ["RULE_LAYER_5", "apply_layer_5", "changes_colors"]

RULE_LAYER_5 = "613.1e"


def changes_colors(effect: Static) -> bool:
    """Whether a static ability is a color-changing effect (layer 5).

    >>> from mtgcombat.core.model import Selector, StaticEffect
    >>> changes_colors(StaticEffect(Selector(host=True), set_colors=frozenset()))
    True
    >>> changes_colors(StaticEffect(Selector(host=True), power=1))
    False
    """
    return isinstance(effect, StaticEffect) and (
        effect.set_colors is not None or bool(effect.add_colors)
    )


def apply_layer_5(
    perms: dict[str, Permanent],
    effects: list[tuple[str, int, Static]],
    active: Callable[[str, int, StaticEffect | PlayerEffect], bool],
    affected: Callable[[str, int, Selector], tuple[str, ...]],
    acc_of: Callable[[str], _Acc],
    rebuild: Callable[[], Board],
) -> None:
    """Apply every color-changing effect in timestamp order: ``perms`` (each
    object by id) are updated in place, what each gains or loses is recorded
    by ``acc_of``, and ``rebuild`` makes the board the next effect reads.

    >>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
    >>> gift = StaticEffect(Selector(host=True), add_colors=frozenset({"white"}))
    >>> aura = Permanent(id="aura", controller="A", attached_to="bear", statics=(gift,))
    >>> bear = Permanent(id="bear", controller="A", colors=frozenset({"green"}))
    >>> from mtgcombat.rules.effects import apply_static_effects
    >>> board = apply_static_effects(Board((Player("A"), Player("B")), (bear, aura), "A"))
    >>> sorted(board.permanent("bear").colors)
    ['green', 'white']
    """
    for source, index, effect in effects:
        if not changes_colors(effect):
            continue
        assert isinstance(effect, StaticEffect)
        if not active(source, index, effect):
            continue
        for oid in affected(source, index, effect.affected):
            perms[oid] = _colored(perms[oid], source, effect, acc_of(oid))
        rebuild()


def _colored(perm: Permanent, source: str, effect: StaticEffect, record: _Acc) -> Permanent:
    """One permanent's colors after one layer-5 effect (105.3, 613.1e)."""
    if effect.set_colors is not None:
        wanted = effect.set_colors | effect.add_colors
        gone = perm.colors - wanted
    else:
        wanted = perm.colors | effect.add_colors
        gone = frozenset()
    fresh = wanted - perm.colors
    if not (gone or fresh):
        return perm
    for c in gone:
        if c in record.colors:
            record.colors.discard(c)  # an earlier effect's color: just not added
        else:
            record.removed_colors.add(c)  # its own: given back when undone
    for c in fresh:
        if c in record.removed_colors:
            record.removed_colors.discard(c)
        else:
            record.colors.add(c)
    oid = perm.id
    changes = record.changes
    if effect.set_colors is not None:
        value = " ".join(sorted(wanted)) or "colorless"
        changes.append(EffectChange(source, oid, "set_colors", value, RULE_LAYER_5))
    else:
        changes.extend(EffectChange(source, oid, "color", c, RULE_LAYER_5) for c in sorted(fresh))
    return evolve(perm, colors=wanted)
