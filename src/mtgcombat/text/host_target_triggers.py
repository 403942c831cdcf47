"""Issue 33 (session 12): an Aura's or Equipment's trigger on its host becoming
the target of a spell (601.2c, 603.2): "When enchanted creature becomes the
target of a spell or ability, destroy ~" (Ice Cage), "... sacrifice ~"
(Illusionary Armor), "... destroy that creature. It can't be regenerated."
(Spinal Graft), "... exile that creature" (Crystallization).

The event is the host's ("enchanted creature", "equipped creature": the
permanent the Aura or Equipment is attached to, 303.4, 301.5); the value is
a :class:`~mtgcombat.core.abilities.BlockTrigger` whose ``subject`` is that
host (``Selector(host=True)``). In its effects "it" is the host (the
creature the event is about, "that creature") and "self" the Aura or
Equipment itself ("~"). The rules fire it when a timeline's spell names the
host among its targets (:mod:`mtgcombat.rules.triggers_cast`); an
ability's target naming the host is refused there, as for "~" itself.

Only effects that take the host or the Aura off the battlefield are read
here (destroy, sacrifice, exile, return to hand: 701.8, 701.21, 406.2,
400.7): any other effect leaves the sentence to the parser (unmodelled).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgcombat.core.abilities import (
    BlockTrigger,
    DestroyEffect,
    ExileEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
    TriggerEffect,
    TriggerEvent,
)
from mtgcombat.text.traits import Status, Traits

Reader = Callable[[str, bool], tuple[Status, Traits, str, bool]]
"""The grammar's reader of a normalized sentence (the parser's)."""

_HOST_TARGET = re.compile(
    r"^(?:when|whenever) (?:enchanted|equipped) creature becomes the target of "
    r"(?P<of>a spell or ability|a spell)(?P<opponent> an opponent controls)?, "
    r"(?P<effect>.+?)\.?$"
)
_KIND: dict[tuple[str, bool], TriggerEvent] = {
    ("a spell or ability", False): "becomes_target",
    ("a spell", False): "becomes_target_of_spell",
    ("a spell or ability", True): "becomes_target_opponent",
    ("a spell", True): "becomes_target_of_spell_opponent",
}
HOST_CREATURE = Selector(types=frozenset({"creature"}), host=True)
"""The creature the Aura or Equipment is attached to (303.4, 301.5)."""

# the stand-in trigger reads "~" as "it" and "that creature" as "other";
# here "~" is the Aura ("self") and "that creature" its host ("it")
_ROLE = {"it": "self", "other": "it"}
_LEAVES = (DestroyEffect, SacrificeEffect, ExileEffect, ReturnToHandEffect)


def host_target_trigger(text: str, read: Reader) -> Traits | None:
    """The ability a normalized sentence gives, if it is a trigger on the
    host becoming a target whose effects are carried out; else ``None``.

    >>> from mtgcombat.text.parser import _parse_normalized as read
    >>> line = "when enchanted creature becomes the target of a spell or ability, destroy ~"
    >>> str(next(iter(host_target_trigger(line, read).abilities))).split(", ")[1]
    'destroy this permanent'
    >>> host_target_trigger("when enchanted creature becomes the target of a spell, "
    ...                     "you gain 2 life", read) is None
    True
    """
    found = _HOST_TARGET.match(text)
    if found is None:
        return None
    # the stand-in: "~" and "that creature" both name a creature of this event
    status, traits, _, _ = read(
        f"whenever ~ deals combat damage to a creature, {found['effect']}", True
    )
    if status != "modelled" or len(traits.abilities) != 1:
        return None
    if traits != Traits(abilities=traits.abilities):
        return None
    [value] = traits.abilities
    if not isinstance(value, BlockTrigger) or value.optional or value.if_you_do:
        return None
    effects: list[TriggerEffect] = []
    for effect in value.effects:
        if not _carried(effect):
            return None
        effects.append(_moved(effect))
    kind = _KIND[found["of"], bool(found["opponent"])]
    trigger = BlockTrigger((kind,), tuple(effects), subject=HOST_CREATURE)
    return Traits(abilities=frozenset({trigger}))


def _moved(effect: TriggerEffect) -> TriggerEffect:
    """``effect`` with its target named in this trigger's roles (``_ROLE``)."""
    assert isinstance(effect, _LEAVES)
    return dataclasses.replace(effect, target=_ROLE[effect.target])  # type: ignore[arg-type]


def _carried(effect: TriggerEffect) -> bool:
    """Whether ``effect`` takes the host or the Aura off the battlefield, as
    the rules carry it out (701.8, 701.21, 406.2, 400.7)."""
    if not isinstance(effect, _LEAVES) or effect.target not in _ROLE:
        return False
    if isinstance(effect, DestroyEffect):
        return not effect.at_end_of_combat and effect.target_filter is None
    if isinstance(effect, ReturnToHandEffect):
        return not effect.from_graveyard and effect.target_filter is None
    if isinstance(effect, SacrificeEffect):
        # the Aura's controller sacrifices the Aura; the host may be another
        # player's (701.21a: only a permanent you control)
        return effect.target == "it"
    return True
