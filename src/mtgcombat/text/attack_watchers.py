"""Card sentences for the defending player's watchers with a condition on
the attacker (issue 33, session 9): "whenever a creature with flying attacks
you, EFFECT", "whenever a creature without flying attacks you or a
planeswalker you control, EFFECT" (508.2a).

Each triggers once for each creature declared as an attacker whose attack
target is the ability's controller ("attacks you": the player only, not a
planeswalker that player controls, 508.1b) or either ("attacks you or a
planeswalker you control"), when that creature matches the selector as it
is declared (603.2). They resolve in the declare attackers step with the
defending player's other triggers, after the active player's are put on the
stack (APNAP, 603.3b): :mod:`mtgcombat.rules.attack_step_triggers`. "It" and
"that creature" are the attacker; the effects are those of the other attack
triggers (:mod:`mtgcombat.text.block_triggers`).
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import Selector
from mtgcombat.core.attach_effects import AttachSelfEffect


class AttackWatcherValues:
    """Transformer methods for the ``bt_sel_attacks_you`` rules of card.lark,
    and for ``attach_self``: "attach ~ to it / to that creature" (701.3a;
    :mod:`mtgcombat.rules.attach`).

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence(
    ...     "Whenever a creature with flying attacks you, ~ deals 4 damage to it.",
    ...     name="Raking Canopy")
    >>> [trigger] = parsed.traits.abilities
    >>> parsed.status, trigger.events, str(trigger.subject)
    ('modelled', ('attacks_you_player',), 'creatures with flying')
    """

    def attach_self(self, c: list[Any]) -> tuple[AttachSelfEffect]:
        # the Aura or Equipment with the ability onto the event's creature (701.3a)
        return (AttachSelfEffect(),)

    def bt_sel_attacks_you(self, c: list[Any]) -> dict[str, Any]:
        # the attacker must match the selector (508.2a); a player or a
        # planeswalker the player controls (508.1b)
        subject = next(x for x in c if isinstance(x, Selector))
        return {"events": ("attacks_you",), "other": None, "at_least": 0, "subject": subject}

    def bt_sel_attacks_you_player(self, c: list[Any]) -> dict[str, Any]:
        # "attacks you": an attack on the player, not a planeswalker (508.1b)
        subject = next(x for x in c if isinstance(x, Selector))
        return {
            "events": ("attacks_you_player",),
            "other": None,
            "at_least": 0,
            "subject": subject,
        }
