"""Layer 4 (613.1d): an effect that sets a creature's kind ("enchanted
creature loses all abilities and is a blue Frog creature with base power
and toughness 1/1", "is a Treefolk with base power and toughness 0/4").

The new creature types replace its own (205.1a: no "in addition"); "is a
... creature" sets its card types to creature as well, so an enchanted
artifact creature is an artifact no longer, and subtypes of the types it
lost go with them (205.3d). Land types and the subtypes of the types it
keeps stay when only the creature types are set. What is removed is
recorded to be given back when the effect stops applying (611.3a).

Called by :func:`mtgcombat.rules.effects.apply_static_effects` with the other
layer-4 effects on subtypes, in timestamp order (613.7).

>>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
>>> frog = StaticEffect(Selector(host=True), set_kind=frozenset({"frog"}), only_creature=True)
>>> aura = Permanent(id="aura", controller="B", attached_to="golem", statics=(frog,))
>>> golem = Permanent(id="golem", controller="A", types=["artifact", "creature"],
...                   subtypes=frozenset({"golem"}))
>>> from mtgcombat.rules.effects import apply_static_effects
>>> after = apply_static_effects(Board((Player("A"), Player("B")), (golem, aura), "A"))
>>> frogged = after.permanent("golem")
>>> sorted(t.value for t in frogged.types), sorted(frogged.subtypes)
(['creature'], ['frog'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgcombat.core.model import CardType, EffectChange, Permanent, evolve

if TYPE_CHECKING:
    from collections.abc import Callable

    from mtgcombat.core.abilities import StaticEffect
    from mtgcombat.rules.effect_grants import _Acc

__all__ = ["NONCREATURE_SUBTYPES", "set_kind"]

RULE_LAYER_4 = "613.1d"

NONCREATURE_SUBTYPES = frozenset(
    {
        # land types (205.3i)
        "cave", "cloud", "desert", "forest", "gate", "island", "lair", "locus", "mine",
        "mountain", "plains", "planet", "power-plant", "sphere", "swamp", "tower", "town",
        "urza's",
        # artifact types (205.3g) and enchantment types (205.3h) a creature may have
        "attraction", "blood", "clue", "contraption", "equipment", "food", "fortification",
        "gold", "powerstone", "treasure", "vehicle", "aura", "background", "cartouche",
        "class", "curse", "rune", "saga", "shard", "shrine",
    }
)  # fmt: skip
"""Subtypes that are no creature types: kept when only the creature types
are set."""


def set_kind(
    perm: Permanent, source: str, effect: StaticEffect, acc_of: Callable[[str], _Acc]
) -> Permanent:
    """One permanent after an effect that sets its creature types (and, with
    ``only_creature``, its card types): what it lost is recorded.

    >>> from mtgcombat.core.model import Selector, StaticEffect
    >>> from mtgcombat.rules.effect_grants import _Acc
    >>> tree = StaticEffect(Selector(host=True), set_kind=frozenset({"treefolk"}))
    >>> bear = Permanent(id="bear", controller="A", subtypes=frozenset({"bear"}))
    >>> record = _Acc()
    >>> sorted(set_kind(bear, "aura", tree, lambda _: record).subtypes), sorted(record.subtypes)
    (['treefolk'], ['treefolk'])
    """
    assert effect.set_kind is not None
    oid = perm.id
    kept_types = perm.types
    if effect.only_creature:
        kept_types = frozenset({CardType.CREATURE})
        kept_subtypes = frozenset[str]()
    else:
        kept_subtypes = perm.subtypes & NONCREATURE_SUBTYPES
    subtypes = kept_subtypes | effect.set_kind
    gone_types = perm.types - kept_types
    fresh_types = kept_types - perm.types
    gone = perm.subtypes - subtypes
    fresh = subtypes - perm.subtypes
    if not (gone or fresh or gone_types or fresh_types):
        return perm
    record = acc_of(oid)
    for s in gone:
        if s in record.subtypes:
            record.subtypes.discard(s)
        else:
            record.removed_subtypes.add(s)
    for s in fresh:
        if s in record.removed_subtypes:
            record.removed_subtypes.discard(s)
        else:
            record.subtypes.add(s)
    for t in gone_types:
        if t in record.types:
            record.types.discard(t)
        else:
            record.removed_types.add(t)
    for t in fresh_types:
        if t in record.removed_types:
            record.removed_types.discard(t)
        else:
            record.types.add(t)
    changes = record.changes
    lost = sorted(t.value for t in gone_types)
    changes.extend(EffectChange(source, oid, "lose_type", t, "205.1a") for t in lost)
    changes.extend(EffectChange(source, oid, "lose_subtype", s, "205.1a") for s in sorted(gone))
    changes.extend(EffectChange(source, oid, "set_subtype", s, RULE_LAYER_4) for s in sorted(fresh))
    return evolve(perm, types=kept_types | fresh_types, subtypes=subtypes)
