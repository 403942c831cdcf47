"""The words a field of the structured form may hold, read from the value
class itself (:mod:`mtgcombat.text.structured`): a field typed as a
``Literal`` (or a union of ``Literal`` types) takes exactly the words the
type lists, so the reader accepts every word the parser and the writer can
give and nothing else, and a word added to a type is read without a second
list to keep in step. :data:`NOT_CARRIED_OUT` takes away the few words a
type allows that the rules do not carry out for that class.
"""

from __future__ import annotations

import dataclasses
import sys
import types
import typing
from functools import cache

from mtgcombat.core.effect_values import HalfLifeEffect, LoseGameEffect
from mtgcombat.core.triggered import (
    ColorEffect,
    CounterEffect,
    DamageEffect,
    DestroyEffect,
    DiscardEffect,
    ExileEffect,
    KeywordEffect,
    LifeEffect,
    LifeTotalEffect,
    NoCombatDamageEffect,
    PoisonEffect,
    PreventEffect,
    PumpEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    TapEffect,
)

_TARGETED = (
    PumpEffect, KeywordEffect, DestroyEffect, CounterEffect, ReturnToHandEffect, TapEffect,
    ExileEffect,  # session 12: "when ~ dies, exile target permanent" (603.3d)
)  # fmt: skip
_UNTARGETED = (
    ColorEffect, PreventEffect, RegenerateEffect, NoCombatDamageEffect,
    RemoveFromCombatEffect, SacrificeEffect,
)  # fmt: skip
_WALKERS = frozenset({"target_player_or_walker", "target_opponent_or_walker"})
_EACH_PLAYER = frozenset({"each_opponent", "each_player", "each_other_opponent"})
NOT_CARRIED_OUT: dict[tuple[type, str], frozenset[str]] = {
    # "each" (every creature its target_filter matches) is carried out for
    # damage and "can't block" only (CantBlockEffect, 509.1b); the others
    # reach the creatures of the event, the target or the attackers
    **{(cls, "target"): frozenset({"each"}) for cls in _TARGETED},
    # no target is chosen for these as the ability is put on the stack
    # (603.3d: mtgcombat.rules.triggers_targets), so "target" would reach nothing
    **{(cls, "target"): frozenset({"each", "target"}) for cls in _UNTARGETED},
    # a damage effect reaches a creature of the block, a target, each
    # creature matched, itself or a player (120.3): never "each attacking
    # creature" (it would go to the defending player)
    (DamageEffect, "target"): frozenset({"attacking", "attacking_yours"}),
    # only damage reaches a planeswalker (120.3c); life totals and discards
    # are one player's (119.5, 701.9): "each" is carried out for a life
    # gain or loss (119.3) and poison counters (122.1), "each other
    # opponent" for poison counters only
    (LifeEffect, "player"): _WALKERS | {"each_other_opponent"},
    (PoisonEffect, "player"): _WALKERS,
    (LifeTotalEffect, "player"): _WALKERS | _EACH_PLAYER,
    (DiscardEffect, "player"): _WALKERS | _EACH_PLAYER,
    # half a life total (119.3) and losing the game (104.3e) are carried out
    # for one player: "each" would be the defending player alone
    (HalfLifeEffect, "player"): _EACH_PLAYER,
    (LoseGameEffect, "player"): _EACH_PLAYER,
}
"""Words a field's type allows that the rules do not carry out for that
class: (class, field) to the words refused."""


@cache
def field_words(cls: type, name: str) -> tuple[str, ...] | None:
    """The words field ``name`` of value class ``cls`` may hold, when its
    type is a ``Literal`` or a union of them (else None), less the words of
    :data:`NOT_CARRIED_OUT`.

    >>> from mtgcombat.core.counted_values import BlockRuleEffect
    >>> field_words(BlockRuleEffect, "target")
    ('target', 'it', 'self')
    >>> "each" in field_words(KeywordEffect, "target")
    False
    >>> field_words(PumpEffect, "power") is None
    True
    """
    found = {f.name: f.type for f in dataclasses.fields(cls)}.get(name)
    if isinstance(found, str):  # an annotation not yet read (PEP 563)
        try:
            found = eval(found, vars(sys.modules[cls.__module__]))
        except NameError:  # a name imported for type checking only
            return None
    words: list[str] = []
    if found is None or not _literal_words(found, words):
        return None
    refused = NOT_CARRIED_OUT.get((cls, name), frozenset())
    return tuple(w for w in words if w not in refused)


def _literal_words(hint: object, out: list[str]) -> bool:
    """Add the words of ``hint`` to ``out``; False when it is not made of
    string ``Literal`` types only."""
    if typing.get_origin(hint) is typing.Literal:
        args = typing.get_args(hint)
        out.extend(a for a in args if a not in out)
        return all(isinstance(a, str) for a in args)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return all(_literal_words(a, out) for a in typing.get_args(hint))
    return False
