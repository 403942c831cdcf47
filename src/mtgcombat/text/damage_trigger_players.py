"""Card sentences for a damage trigger's damage to a chosen player (issue 33,
session 7): "whenever ~ is dealt damage, it deals that much damage to target
opponent" (Brash Taunter), "... to target opponent or planeswalker" (Mogg
Maniac), "... it deals 2 damage to target opponent or planeswalker"
(Frilled Deathspitter), "... to target player" (Truefire Captain).

The target is a player (or a planeswalker) chosen as the ability is put on
the stack (115.1, 603.3d), the next of its source's ``choices.targets``, and
checked again as it resolves (608.2b), as for a death's trigger
(:mod:`mtgcombat.rules.player_targets`). "That much" is the damage that
triggered the ability (603.2, 120.3): an "is dealt damage" trigger's is all
the damage dealt to the creature at once. "It" is the creature the event is
about (the one dealt damage); the card's own name is the permanent with the
ability, the same creature when the trigger is its own.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import DamageEffect, LifeEffect, TriggerEffect


def _who(c: list[Any]) -> str:
    """The player target a rule's children name (``target_player``...)."""
    return next(x for x in c if type(x) is str and x.startswith("target_"))


def _amount(c: list[Any]) -> int:
    """The number of a rule's children (a number word read as an int)."""
    return next(x for x in c if isinstance(x, int) and not isinstance(x, bool))


def _by_it(c: list[Any]) -> bool:
    """Whether "it" deals the damage, not the card's own name ("~"): in an
    Aura's trigger, "it" is the enchanted creature, the one dealt damage."""
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    return not any(isinstance(x, Token) and x.type == "SELF" and x.value == "~" for x in c)


class DamageTriggerPlayerValues:
    """Transformer methods for the ``dtp_*`` rules of card.lark: damage to a
    player chosen as the ability is put on the stack (115.1, 603.3d).

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence(
    ...     "Whenever ~ is dealt damage, it deals that much damage to target opponent.",
    ...     name="Brash Taunter")
    >>> [trigger] = parsed.traits.abilities
    >>> parsed.status, trigger.effects[0].target, trigger.effects[0].that_much
    ('modelled', 'target_opponent', True)
    """

    def dtp_that_much_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # as much as the damage that triggered it (603.2, 120.3)
        return (DamageEffect(0, _who(c), by_it=_by_it(c), that_much=True),)  # type: ignore[arg-type]

    def dtp_loses_that_much(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "target opponent loses that much life" (119.3): as much as the
        # event's amount, the damage dealt or the life gained (603.2)
        return (LifeEffect(-1, _who(c), that_much=True),)  # type: ignore[arg-type]

    def dtp_number_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (DamageEffect(_amount(c), _who(c), by_it=_by_it(c)),)  # type: ignore[arg-type]
