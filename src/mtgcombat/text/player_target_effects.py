"""Issue 33 (session 11): the effects on a target player after a trigger on
a spell cast (601.2i), on becoming a target (601.2c) or on another creature
entering the battlefield (603.6a): "target opponent loses 1 life and you
gain 1 life", "target player loses 2 life", "you may have target player
lose 1 life", "~ deals 3 damage to target player or planeswalker" (119.3,
120.3; the target chosen as the trigger is put on the stack, 115.1, 603.3d).

The grammar reads these after a dies trigger ("when ~ dies, ...",
:mod:`mtgcombat.text.dies_triggers`): the effect is read from that stand-in,
and kept only when every part of it is one the rules carry out for any
trigger, :mod:`mtgcombat.rules.player_targets` (the player target taken from
the permanent's ``choices.targets``) and life for "you". An effect with a
count ("life equal to the number of Allies you control"), a second target
or another part is left to the caller's refusal (``None``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mtgcombat.core.abilities import BlockTrigger, DamageEffect, LifeEffect, TriggerEffect
from mtgcombat.text.traits import Status, Traits

Reader = Callable[[str, bool], tuple[Status, Traits, str, bool]]
"""The grammar's reader of a normalized sentence (the parser's)."""

_TARGETS = frozenset(
    {"target_player", "target_opponent", "target_player_or_walker", "target_opponent_or_walker"}
)
"""The names of a player chosen as a target (rules.player_targets)."""


def _aimed(effect: TriggerEffect) -> str | None:
    """The player target ``effect`` reaches ("" for its controller's life),
    or ``None`` for an effect not carried out here."""
    if isinstance(effect, LifeEffect):
        if effect.that_much or effect.by_power or effect.by_toughness or not effect.amount:
            return None
        if effect.player == "you":
            return ""
        return effect.player if effect.player in _TARGETS else None
    if isinstance(effect, DamageEffect):
        counted = effect.by_power or effect.by_it or effect.that_much
        if counted or effect.target_filter is not None or effect.amount <= 0:
            return None
        return effect.target if effect.target in _TARGETS else None
    return None


def player_target_trigger(effect: str, read: Reader) -> BlockTrigger | None:
    """The stand-in dies trigger whose effects are ``effect`` (normalized,
    "~" for the permanent), when they reach one target player (and perhaps
    their controller's life); else ``None``. The caller keeps its effects,
    ``optional`` ("you may have ...", 603.5) and ``if_you_do``.

    >>> from mtgcombat.text.parser import _parse_normalized as read
    >>> str(player_target_trigger("target opponent loses 1 life and you gain 1 life", read))
    'whenever this creature dies, target opponent loses 1 life and you gain 1 life'
    >>> player_target_trigger("target player loses 1 life for each elf you control", read)
    >>> player_target_trigger("you may have it deal 4 damage to target opponent or planeswalker",
    ...                       read)
    """
    if not re.search(r"\btarget (?:player|opponent)\b", effect):
        return None
    status, traits, _, _ = read(f"when ~ dies, {effect}", True)
    if status != "modelled" or traits != Traits(abilities=traits.abilities):
        return None
    if len(traits.abilities) != 1:
        return None
    [value] = traits.abilities
    if not isinstance(value, BlockTrigger) or not value.effects:
        return None
    aimed = [_aimed(e) for e in value.effects]
    if None in aimed or len({a for a in aimed if a}) != 1:
        return None  # another part, or none or two player targets
    if any(isinstance(e, DamageEffect) for e in value.effects) and not re.search(
        r"(?:^|\band )~ deals \w+ damage\b", effect
    ):
        # "have it deal 4 damage": the creature that entered is the source
        # (120.3, 609.7), not the permanent with the ability
        return None
    return value
