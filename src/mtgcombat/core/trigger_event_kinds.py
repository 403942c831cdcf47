"""The trigger events of the triggered abilities the engine plays
(:class:`mtgcombat.core.triggered.BlockTrigger`'s ``events``): what happened
in the combat that the ability waits for (603.2). Its home is this module so
that :mod:`mtgcombat.core.triggered`, which re-exports it, stays one job.

>>> "dies" in TriggerEvent.__args__
True
"""

from __future__ import annotations

from typing import Literal

__all__ = ["ATTACK_STEP_EVENTS", "ENTERS_WATCHED", "OPPONENT_WATCH", "TriggerEvent"]

TriggerEvent = Literal[
    "blocks",
    "blocks_creature",
    "becomes_blocked",
    "becomes_blocked_by",
    "unblocked",
    "attacks",
    "combat_damage_to_player",
    "combat_damage_to_creature",
    # the combat damage step's other trigger events (603.2, 510.3a): see
    # mtgcombat.rules.triggers_damage
    "combat_damage_to_opponent",
    "combat_damage_to_player_or_planeswalker",
    "combat_damage",
    "combat_damage_to_you",
    "damage_to_you",
    "dealt_damage",
    "dealt_combat_damage",
    "group_combat_damage_to_player",
    # "whenever you're dealt damage" / "whenever an opponent is dealt damage":
    # once per player for all the damage dealt to them at once (510.2, 603.2c)
    "you_dealt_damage",
    "opponent_dealt_damage",
    # "deals damage (to ...)": combat damage and noncombat damage alike; in
    # the combat damage step, its combat damage (mtgcombat.rules.triggers_damage)
    "deals_damage",
    "deals_damage_to_player",
    "deals_damage_to_opponent",
    "deals_damage_to_creature",
    # deaths and life gained in the combat damage step, put on the stack with
    # its other triggers (603.3b, 510.3a): "when ~ dies" (700.4, 603.10a),
    # "whenever a creature dealt damage by ~ this turn dies", "whenever you
    # gain life" (119.9); see mtgcombat.rules.triggers_dies
    "dies",
    "dealt_damage_by_dies",
    "gain_life",
    # "when ~ leaves the battlefield" (603.6c, 603.10a): any zone, a death too
    "leaves",
    # "when ~ dies or is put into exile from the battlefield" (session 10: the
    # God-Eternals; 700.4, 603.6c, 603.10a): to a graveyard or to exile only
    "dies_or_exiled",
    # spells cast (601.2i) and their targets (601.2c): a spell of the
    # timeline, its condition in ``other`` (mtgcombat.core.spell_filters);
    # see mtgcombat.rules.triggers_cast
    "cast_spell",
    "cast_spell_any",
    "cast_spell_opponent",
    "cast_spell_targeting",
    "becomes_target",
    "becomes_target_of_spell",
    # session 11: "... a spell (or ability) an opponent controls" (601.2c)
    "becomes_target_opponent",
    "becomes_target_of_spell_opponent",
    # the declare attackers step's other trigger events (506.5, 508.2a):
    # see mtgcombat.rules.attack_step_triggers
    "attacks_alone",
    "attacks_you",
    # "whenever a creature attacks you": the player only, not a planeswalker
    # (508.1b; session 9)
    "attacks_you_player",
    # "whenever a creature attacks one of your opponents (or a planeswalker an
    # opponent controls)": an attack on an opponent of the ability's controller
    # (508.1b, 102.2; issue 33, session 11)
    "attacks_opponent",
    "attacks_opponent_player",
    # "whenever you attack" / "whenever one or more creatures you control
    # attack": once a combat, when its controller declares one or more
    # attackers (508.2a, 603.2; session 9)
    "you_attack",
    # another creature entering the battlefield during the combat (603.2,
    # 603.6a): see mtgcombat.rules.enter_triggers
    "enters",
    # an untapped permanent becoming tapped (701.26a): an attacker as it is
    # declared (508.1f), a creature an effect taps; mtgcombat.rules.tapped_triggers
    "becomes_tapped",
    # a tapped permanent becoming untapped (701.26b): an effect untaps it;
    # mtgcombat.rules.tapped_triggers
    "becomes_untapped",
    # issue 33 (session 9): one or more +1/+1 counters put on a permanent
    # (122.6), an opponent gaining life (119.9); mtgcombat.rules.triggers_dies
    "counters_put",
    "opponent_gains_life",
]

OPPONENT_WATCH: frozenset[str] = frozenset({"attacks_opponent", "attacks_opponent_player"})
"""An attack on an opponent of the ability's controller, or with
"attacks_opponent" a planeswalker an opponent controls (508.1b, 102.2)."""

ATTACK_STEP_EVENTS: frozenset[str] = (
    frozenset({"attacks", "attacks_alone", "attacks_you", "attacks_you_player", "you_attack"})
    | OPPONENT_WATCH
)
"""The trigger events of the declare attackers step (508.2a)."""

ENTERS_WATCHED: frozenset[str] = frozenset({"creature", "artifact"})
"""The card types an "enters" ability may watch for during the combat
(603.6a): a creature, or an artifact (a Treasure, Clue or artifact creature
token an ability creates, 111.1, 111.10); mtgcombat.rules.enter_triggers
sees every permanent that enters. Not an enchantment: none enters in the
engine's combats but by flicker (400.7), which keeps the object's id and
is not yet seen as entering. A land is not played during the combat (305.2)."""
