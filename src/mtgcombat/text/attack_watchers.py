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

The attacking player's "whenever you attack, EFFECT" (and its older wording
"whenever one or more creatures you control attack") triggers once in a
combat in which that player declares one or more attackers, not once for
each (508.2a, 603.2). No creature is the one the event is about: an effect
on "it", "that creature" or "defending player" is refused
(:func:`you_attack_refusal`); a target ("target attacking creature") is
chosen from the file's choices (603.3d).

Session 11: "whenever a creature (with a counter on it) attacks one of your
opponents (or a planeswalker an opponent controls), EFFECT" triggers once
for each creature declared as an attacker whose attack target is an
opponent of the ability's controller (102.2) or, with the longer words, a
planeswalker an opponent controls (508.1b; not a battle). "That creature"
is the attacker; "that player" (the player only form) is the player it
attacks, its defending player (508.5): :func:`opponent_watch_effects`.
"""

from __future__ import annotations

import dataclasses
from typing import Any, cast

from mtgcombat.core.abilities import LifeEffect, Selector, TriggerEffect
from mtgcombat.core.attach_effects import AttachSelfEffect
from mtgcombat.core.trigger_event_kinds import ATTACK_STEP_EVENTS

# who an effect reaches that names the event's creature or its player: none
# in "whenever you attack" (508.2a)
_NO_CREATURE = frozenset(
    {"it", "self", "other", "blockers", "defending", "other_controller", "it_controller",
     "that_player"}
)  # fmt: skip
_PER_IT = ("blocker", "blocker_beyond_first", "blocked")


def opponent_watch_effects(
    events: frozenset[str], effects: tuple[TriggerEffect, ...]
) -> tuple[TriggerEffect, ...]:
    """The effects of a trigger with "that player" read: in "whenever a
    creature attacks one of your opponents", the player it attacks, its
    defending player (508.5); any other trigger of the declare attackers
    step with these words is refused, as no player is named by its event.
    The other triggers' "that player" (a combat damage trigger's, 510.3a)
    are theirs to read, left as they are.

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> [str(e) for e in opponent_watch_effects(
    ...     frozenset({"attacks_opponent_player"}), (LifeEffect(-1, "that_player"),))]
    ['defending player loses 1 life']
    >>> [str(e) for e in opponent_watch_effects(
    ...     frozenset({"deals_damage_to_opponent"}), (LifeEffect(-1, "that_player"),))]
    ['that player loses 1 life']
    >>> opponent_watch_effects(frozenset({"attacks"}), (LifeEffect(-1, "that_player"),))
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: "that player" with no player named by the event (603.2)
    """
    fixed: list[TriggerEffect] = []
    for effect in effects:
        if getattr(effect, "player", "") == "that_player" and events & ATTACK_STEP_EVENTS:
            if events != {"attacks_opponent_player"}:
                from mtgcombat.text.traits import Unmodelled  # noqa: PLC0415

                raise Unmodelled('"that player" with no player named by the event (603.2)')
            effect = dataclasses.replace(cast(Any, effect), player="defending")  # noqa: PLW2901
        fixed.append(effect)
    return tuple(fixed)


def you_attack_refusal(effects: tuple[TriggerEffect, ...]) -> str | None:
    """Why a "whenever you attack" trigger's effects can't be carried out, or
    None: an effect on the creature or player the event is about, which this
    event has none of (508.2a, 603.2).

    >>> from mtgcombat.core.abilities import CounterEffect, PumpEffect
    >>> you_attack_refusal((CounterEffect(1, True, "target"),)) is None
    True
    >>> you_attack_refusal((PumpEffect("it", 1, 1),))
    '"it" in a trigger on a player attacking: no creature named (508.2a)'
    >>> from mtgcombat.core.attack_effect_values import GoadEffect
    >>> from mtgcombat.core.selector_values import Selector
    >>> theirs = Selector(types=frozenset({"creature"}), controller="defending")
    >>> you_attack_refusal((GoadEffect(theirs),)).endswith("no single defending player (508.5)")
    True
    """
    for effect in effects:
        inner = getattr(effect, "inner", None)
        for e in (effect, inner) if inner is not None else (effect,):
            who = getattr(e, "target", "") or getattr(e, "player", "")
            # "for each creature blocking it" (PumpCount) counts the event's creature's
            if who in _NO_CREATURE or getattr(e, "per", "") in _PER_IT:
                named = who or str(e)
                return f'"{named}" in a trigger on a player attacking: no creature named (508.2a)'
            wanted = getattr(e, "target_filter", None)
            theirs = isinstance(wanted, Selector) and wanted.controller == "defending"
            if who == "target" and theirs:
                # its attackers may attack different players (506.2): no one
                # player is "defending player" of the event (508.5)
                return (
                    f"a target among {wanted} in a trigger on a player attacking: "
                    "no single defending player (508.5)"
                )
    return None


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

    def bt_you_attack(self, c: list[Any]) -> dict[str, Any]:
        # "whenever you attack" / "whenever one or more creatures you control
        # attack": once a combat, with one or more attackers (508.2a, 603.2)
        return {"events": ("you_attack",), "other": None, "at_least": 0, "subject": None}

    def bt_sel_attacks_opponent(self, c: list[Any]) -> dict[str, Any]:
        # an opponent of the controller or a planeswalker an opponent controls (508.1b)
        subject = next(x for x in c if isinstance(x, Selector))
        return {"events": ("attacks_opponent",), "other": None, "at_least": 0, "subject": subject}

    def bt_sel_attacks_opponent_player(self, c: list[Any]) -> dict[str, Any]:
        # an opponent of the controller, the player only (508.1b)
        subject = next(x for x in c if isinstance(x, Selector))
        return {
            "events": ("attacks_opponent_player",),
            "other": None,
            "at_least": 0,
            "subject": subject,
        }

    def atk_that_player_life(self, c: list[Any]) -> tuple[LifeEffect]:
        # the player the event names loses life (:func:`opponent_watch_effects`)
        amount = next(x for x in c if isinstance(x, int))
        return (LifeEffect(-amount, "that_player"),)

    def bt_sel_attacks_you_player(self, c: list[Any]) -> dict[str, Any]:
        # "attacks you": an attack on the player, not a planeswalker (508.1b)
        subject = next(x for x in c if isinstance(x, Selector))
        return {
            "events": ("attacks_you_player",),
            "other": None,
            "at_least": 0,
            "subject": subject,
        }
