"""The English of every problem a board's checks find
(:mod:`mtgcombat.core.validation`), by key, and the keys only a Python caller
can meet."""

__all__ = ["API_ONLY", "MESSAGES"]


# The English of every problem. The scenario loader says the same problems
# through the message catalog's ``input_errors`` (English and Japanese); a
# test keeps the two English texts equal.
MESSAGES: dict[str, str] = {
    "too_few_players": "a combat needs at least two players",
    "player_id_unprintable": "a player id must be printable and not empty",
    "player_id_used": '"{id}" is used by another player',
    "not_player_id": '"{id}" is not a player id',
    "commander_damage_not_commander": (
        '"{id}" is not a commander (it has no commander = true): only combat damage '
        "from a commander is counted"
    ),
    "id_control_characters": "an id may not contain control characters such as line breaks",
    "id_empty": "an id may not be empty",
    "id_used": '"{id}" is used by another permanent',
    "id_is_player": '"{id}" is also a player id',
    "not_permanent_or_player_id": '"{id}" is not a permanent or player id',
    "counter_kind": "a kind of counter is a word such as divinity",
    "counter_number": "a number of counters must be a whole number, 0 or more",
    "not_other_permanent_id": '"{id}" is not another permanent id',
    "attached_to_itself": "a permanent can't be attached to itself",
    "not_permanent_id": '"{id}" is not a permanent id',
    "attached_off_battlefield": (
        '"{id}" and "{target}" must both be on the battlefield to be attached'
    ),
    "only_creatures_attack": "only creatures attack",
    "only_active_attack": "only the active player's creatures attack",
    "attacker_blocks": "an attacking creature cannot also block",
    "attacks_own_controller": "a creature cannot attack its own controller",
    "attacks_own_team": '"{id}" plays on the attacking team',
    "team_not_player": '"{id}" is not a player id',
    "team_player_twice": '"{id}" plays on more than one team',
    "team_too_small": "a team has two or more players",
    "team_life_differs": (
        'the players of a team share one life total ({value} for "{id}", {other} for "{first}")'
    ),
    "team_poison_differs": (
        'the players of a team share their poison counters ({value} for "{id}", {other} for '
        '"{first}")'
    ),
    "not_attack_target": '"{id}" is not a player, planeswalker or battle id',
    "protected_by_active": '"{id}" is protected by the active player',
    "not_planeswalker_or_battle": '"{id}" is not a planeswalker or battle',
    "controlled_by_active": '"{id}" is controlled by the active player',
    "blocked_not_attacking": "only an attacking creature can be blocked",
    "only_creatures_block": "only creatures block",
    "active_does_not_block": "the active player's creatures do not block",
    "attacker_listed_twice": "an attacker is listed twice",
    "not_attacking_creature": '"{id}" is not an attacking creature',
    "band_not_attacking": "only attacking creatures form a band",
    "band_many_targets": 'band "{band}" attacks more than one player, planeswalker or battle',
    "band_without_banding": 'band "{band}" has more than one creature without banding',
    "not_blocker_of": '"{id}" is not one of the creatures blocking "{creature}"',
    "order_leaves_out_blocker": (
        'the order leaves out "{id}", one of the creatures blocking "{creature}"'
    ),
    "not_blocked_by": '"{id}" is not one of the attackers "{creature}" blocks',
    "order_leaves_out_attacker": (
        'the order leaves out "{id}", one of the attackers "{creature}" blocks'
    ),
    "not_in_combat": '"{id}" is neither attacking nor blocking',
    "creature_listed_twice": "a creature is listed twice",
    "history_not_given": (
        'the turn\'s history is not given: {id} has a line that reads it ("{line}"); give '
        "this player's history (what happened earlier this turn)"
    ),
    # only through the Python API (a file's schema refuses these first: see API_ONLY)
    "not_negative": "must be 0 or more, not {value}",
    "at_least_one": "must be 1 or more, not {value}",
    "no_card_type": "a permanent has at least one card type",
    "unknown_name": "unknown {what} {name!r}; expected one of: {allowed}",
    "unknown_keyword": (
        "unknown keyword {name!r}; expected one of: {allowed} (an ability with a value, "
        "such as protection from red, is read by mtgcombat.parse_ability)"
    ),
    "wrong_kind": "{what} expected, not {value!r}",
    "graveyard_not_given": (
        "the number of cards in {player}'s graveyard is not given, and {reader} reads it: "
        "give players.{player}.graveyard (0 or the list of its cards)"
    ),
    "mana_value_not_given": (
        "the mana value of {id} is not given, and a line compares it: "
        "give its mana_value, or its card"
    ),
    "graveyard_cards_not_given": (
        "only the number of cards in {player}'s graveyard is given, and {reader} reads "
        "their characteristics: give players.{player}.graveyard as the list of its cards"
    ),
    "hand_empty_cast": (
        "{source} casts a card from {player}'s hand (601.2a), and the hand is given as empty: "
        "give players.{player}.hand counting the cards cast from it"
    ),
    "graveyard_cards_moved_unknown": (
        "{player}'s graveyard lists its cards, and more are not listed (given only as a "
        "number, or milled or discarded this turn: 701.17a, 701.9a, or a resolved spell's "
        "card: 608.2n): {reader} reads their characteristics, which this board cannot answer"
    ),
    "hand_not_given": (
        "the number of cards in {player}'s hand is not given, and {reader} reads it: "
        "give players.{player}.hand (0 for no cards)"
    ),
    "string_not_list": "a list of {what}, not one string {value!r}",
}

API_ONLY = frozenset(
    {
        "player_id_used",
        "id_empty",
        "not_negative",
        "at_least_one",
        "no_card_type",
        "unknown_name",
        "unknown_keyword",
        "wrong_kind",
        "string_not_list",
    }
)
"""The problems only a Python caller can make; every other key of
:data:`MESSAGES` is also a key of the message catalog's ``input_errors``."""
