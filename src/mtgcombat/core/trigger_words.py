"""The English words of triggered abilities' values
(:mod:`mtgcombat.core.triggered`): what each trigger event, target, player
and count reads as in a value's ``str`` (603.1, 603.3d). Their Japanese
words are the edge's (:mod:`mtgcombat.io.effect_words`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgcombat.core.selector_values import Selector

EVENT_TEXT = {
    "blocks": "blocks",
    "blocks_creature": "blocks a creature",
    "becomes_blocked": "becomes blocked",
    "becomes_blocked_by": "becomes blocked by a creature",
    "unblocked": "attacks and isn't blocked",
    "attacks": "attacks",
    "combat_damage_to_player": "deals combat damage to a player",
    "combat_damage_to_creature": "deals combat damage to a creature",
    "combat_damage_to_opponent": "deals combat damage to an opponent",
    "combat_damage_to_player_or_planeswalker": "deals combat damage to a player or planeswalker",
    "combat_damage": "deals combat damage",
    "combat_damage_to_you": "deals combat damage to you",
    "damage_to_you": "deals damage to you",
    "dealt_damage": "is dealt damage",
    "dealt_combat_damage": "is dealt combat damage",
    "group_combat_damage_to_player": "(one or more of them) deal combat damage to a player",
    "you_dealt_damage": "are dealt damage",
    "opponent_dealt_damage": "is dealt damage",
    "deals_damage": "deals damage",
    "deals_damage_to_player": "deals damage to a player",
    "deals_damage_to_opponent": "deals damage to an opponent",
    "deals_damage_to_creature": "deals damage to a creature",
    "dies": "dies",
    "dealt_damage_by_dies": "dealt damage this turn to a creature that dies",
    "gain_life": "gain life",
    "leaves": "leaves the battlefield",
    "dies_or_exiled": "dies or is put into exile from the battlefield",
    "cast_spell": "you cast",
    "cast_spell_any": "a player casts",
    "cast_spell_opponent": "an opponent casts",
    "cast_spell_targeting": "you cast",
    "becomes_target": "becomes the target of a spell or ability",
    "becomes_target_of_spell": "becomes the target of a spell",
    "becomes_target_opponent": "becomes the target of a spell or ability an opponent controls",
    "becomes_target_of_spell_opponent": "becomes the target of a spell an opponent controls",
    "attacks_alone": "attacks alone",
    "attacks_you": "attacks you or a planeswalker you control",
    "attacks_you_player": "attacks you",
    "attacks_opponent": "attacks one of your opponents or a planeswalker an opponent controls",
    "attacks_opponent_player": "attacks one of your opponents",
    "you_attack": "attack",
    "enters": "enters the battlefield",
    "becomes_tapped": "becomes tapped",
    "becomes_untapped": "becomes untapped",
    "counters_put": "has one or more +1/+1 counters put on it",  # 122.6
    "opponent_gains_life": "gains life",  # 119.9
}
TARGET_TEXT = {
    "it": "it",
    "other": "that creature",
    "blockers": "each creature blocking it",
    "target": "the target",
    "each": "each of them",
    "attacking": "each attacking creature",
    "attacking_yours": "each attacking creature you control",
    "self": "this permanent",
    "host": "the creature it is attached to",  # 303.4a, 301.5a
}
PLAYER_TEXT = {
    "you": "you",
    "defending": "defending player",
    "other_controller": "that creature's controller",
    "it_controller": "its controller",
    "that_player": "that player",
    "each_opponent": "each opponent",
    "each_player": "each player",
    "each_other_opponent": "each other opponent",
    "target_player": "target player",
    "target_opponent": "target opponent",
    "target_player_or_walker": "target player or planeswalker",
    "target_opponent_or_walker": "target opponent or planeswalker",
}


def target_text(target: str, target_filter: Selector | None) -> str:
    """Whom an effect reaches, with its chosen target's selector (603.3d).

    >>> target_text("blockers", None)
    'each creature blocking it'
    """
    if target == "target" and target_filter is not None:
        return f"a target among {target_filter}"
    return TARGET_TEXT[target]


PER_TEXT = {
    "blocker": " for each creature blocking it",
    "blocker_beyond_first": " for each creature blocking it beyond the first",
    "blocked": " for each creature it's blocking",
    "spell_mana_value": " for each 1 of that spell's mana value",
}


def pt_change(power: int, toughness: int) -> str:
    """A change of power and toughness as cards print it: a zero beside a
    decrease is "-0" ("-1/-0", Briar Patch), otherwise each with its sign.

    >>> pt_change(-1, 0), pt_change(0, -2), pt_change(2, 0), pt_change(1, -1)
    ('-1/-0', '-0/-2', '+2/+0', '+1/-1')
    """
    if power < 0 and toughness == 0:
        return f"{power:d}/-0"
    if toughness < 0 and power == 0:
        return f"-0/{toughness:d}"
    return f"{power:+d}/{toughness:+d}"


__all__ = ["EVENT_TEXT", "PER_TEXT", "PLAYER_TEXT", "TARGET_TEXT", "pt_change", "target_text"]
