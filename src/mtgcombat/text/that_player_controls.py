"""Where "that player controls" can be read (issue 33, session 9).

"Whenever ~ deals combat damage to a player, destroy target artifact that
player controls": "that player" is the player the trigger's event dealt
damage to (603.2, 510.3a), and the target is chosen among the permanents
that player controls as the ability is put on the stack (603.3d). The rules
know that player only for a trigger on damage dealt to a player
(:mod:`mtgcombat.rules.triggers_damage`), and read the selector only where
the ability's target is chosen and checked again (608.2b;
:mod:`mtgcombat.rules.triggers_targets`) and where "each creature that
player controls" is dealt damage. Anywhere else, a selector with the
controller ``"that_player"`` would match nothing and the line would
silently do less than it says: :func:`refusal` names such a line so the
parser refuses it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from mtgcombat.core.abilities import (
    BlockTrigger,
    CountersOnTargetEffect,
    DamageEffect,
    DestroyEffect,
    KeywordEffect,
    PumpEffect,
    ReturnToHandEffect,
    Selector,
    TapEffect,
)
from mtgcombat.core.attack_effect_values import GoadEffect, UntapTargetEffect
from mtgcombat.core.counted_values import CountedEffect

_TO_PLAYER = frozenset(
    {
        "combat_damage_to_player",
        "combat_damage_to_opponent",
        "combat_damage_to_you",
        "damage_to_you",
        "group_combat_damage_to_player",
        "deals_damage_to_player",
        "deals_damage_to_opponent",
        "you_dealt_damage",
        "opponent_dealt_damage",
    }
)
"""The trigger events whose damage is dealt to a player: "that player" is
that player (mtgcombat.text.damage_triggers)."""

_TARGETED = (
    DestroyEffect,
    ReturnToHandEffect,
    TapEffect,
    UntapTargetEffect,
    DamageEffect,
    PumpEffect,
    KeywordEffect,
    CountersOnTargetEffect,
    GoadEffect,  # issue 33 (session 10): "goad target (each) creature that player controls"
)
"""The effects whose target the rules choose among ``target_filter`` (603.3d)."""


def names_that_player(value: object) -> bool:
    """Whether ``value`` (a spell, an effect, any parsed value) holds a
    selector with the controller "that player".

    >>> names_that_player(Selector(controller="that_player")), names_that_player(Selector())
    (True, False)
    """
    return _mentions(value)


def _mentions(value: object) -> bool:
    """Whether a selector with the controller "that player" is in ``value``."""
    return any(s.controller == "that_player" for s in _selectors(value, into_triggers=True))


def _selectors(value: object, *, into_triggers: bool) -> Iterator[Selector]:
    """The selectors in ``value``, at any depth; inside the triggered
    abilities it holds too unless ``into_triggers`` is false."""
    if isinstance(value, Selector):
        yield value
        for inner in value.any_of:
            yield from _selectors(inner, into_triggers=into_triggers)
    elif isinstance(value, BlockTrigger) and not into_triggers:
        return
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _selectors(getattr(value, field.name), into_triggers=into_triggers)
    elif isinstance(value, tuple | frozenset | list):
        for item in value:
            yield from _selectors(item, into_triggers=into_triggers)


def _triggers(value: object) -> Iterator[BlockTrigger]:
    """The triggered abilities in ``value``, at any depth (a static's grant)."""
    if isinstance(value, BlockTrigger):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _triggers(getattr(value, field.name))
    elif isinstance(value, tuple | frozenset | list):
        for item in value:
            yield from _triggers(item)


def _read(effect: object) -> bool:
    """Whether the rules read this effect's "that player controls": the
    filter of its chosen target, or the creatures "each ... that player
    controls" it deals damage to, and nothing else of it names that player."""
    inner = effect.effect if isinstance(effect, CountedEffect) else effect
    if not isinstance(inner, _TARGETED):
        return False
    each = isinstance(inner, DamageEffect | GoadEffect) and inner.target == "each"
    if inner.target != "target" and not each:
        return False
    rest = [getattr(inner, f.name) for f in dataclasses.fields(inner) if f.name != "target_filter"]
    return not _mentions(rest) and not (
        isinstance(effect, CountedEffect)
        and _mentions(
            [getattr(effect, f.name) for f in dataclasses.fields(effect) if f.name != "effect"]
        )
    )


_NO_PLAYER = '"that player controls" with no player dealt damage (603.2, 510.3a)'


def refusal(abilities: object) -> str | None:
    """Why the parsed ``abilities`` (a sentence's traits) name "that player
    controls" where the rules can't read it; ``None`` when they don't, or
    do only where they can.

    >>> from mtgcombat.core.abilities import DestroyEffect, Selector
    >>> theirs = Selector(types=frozenset({"artifact"}), controller="that_player")
    >>> destroy = DestroyEffect("target", target_filter=theirs)
    >>> refusal(frozenset({BlockTrigger(("combat_damage_to_player",), (destroy,))})) is None
    True
    >>> refusal(frozenset({BlockTrigger(("attacks",), (destroy,))}))
    '"that player controls" with no player dealt damage (603.2, 510.3a)'
    """
    if any(s.controller == "that_player" for s in _selectors(abilities, into_triggers=False)):
        return _NO_PLAYER
    for trigger in _triggers(abilities):
        if not _mentions(trigger):
            continue
        if not frozenset(trigger.events) <= _TO_PLAYER:
            return _NO_PLAYER
        if _mentions((trigger.subject, trigger.other, trigger.when)):
            return '"that player controls" in the trigger condition'
        for effect in trigger.effects:
            if _mentions(effect) and not _read(effect):
                return f'"that player controls" in an effect not carried out so ({effect})'
    return None
