"""Hellrider, Scorch Spitter: "deals 1 damage to the player or planeswalker
it's attacking" (506.3, 508.1b) is the planeswalker when the creature
attacks one, not its controller. The engine was dealing it to the defending
player (a review finding of session 13); it cannot deal trigger damage to
the object attacked, so the line is refused (unmodelled), never silently
wrong. The control: "defending player" stays modelled.
"""

from __future__ import annotations

from mtgcombat.text import parse_sentence

HELLRIDER = (
    "Whenever a creature you control attacks, ~ deals 1 damage to the player or "
    "planeswalker it's attacking."
)


def test_rule_506_3_the_player_or_planeswalker_it_is_attacking_is_refused() -> None:
    parsed = parse_sentence(HELLRIDER)
    assert parsed.status == "unmodelled"
    assert "planeswalker a creature attacks" in parsed.error


def test_rule_506_3_control_defending_player_stays_modelled() -> None:
    line = "Whenever a creature you control attacks, ~ deals 1 damage to defending player."
    assert parse_sentence(line).status == "modelled"
