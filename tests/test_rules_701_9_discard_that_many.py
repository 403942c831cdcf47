""" "Whenever ~ deals combat damage to a player, that player discards that many
cards" (603.2, 701.9a): the damage dealt is the number of cards, an event of
the combat damage step (510.3a); the engine keeps no hand, so the discard is
carried out as that event."""

from __future__ import annotations

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.effect_values import LibraryEffect
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.io.effect_words import _effect
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

SPECTER = (
    "Whenever Needle Specter deals combat damage to a player, that player discards that many cards."
)


def _specter(power: int) -> Permanent:
    abilities = parse_sentence(SPECTER, name="Needle Specter").traits.abilities
    return Permanent(id="specter", controller="A", power=power, toughness=1,
                     abilities=abilities, attacking="B")  # fmt: skip


def test_701_9_that_player_discards_that_many_reads() -> None:
    parsed = parse_sentence(SPECTER, name="Needle Specter")
    assert parsed.status == "modelled"
    [ability] = parsed.traits.abilities
    assert isinstance(ability, BlockTrigger)
    assert ability.effects == (LibraryEffect("discard", "that_player", that_many=True),)
    assert "捨てる" in _effect(ability.effects[0], True)
    # control: "discards their hand" (a number the board doesn't hold) stays
    # recorded, not carried out ("at random" is read since session 10: an event)
    whole = parse_sentence(
        "Whenever Needle Specter deals combat damage to a player, that player discards their hand.",
        name="Needle Specter",
    )
    assert whole.status == "recorded"


def test_701_9_that_player_discards_as_many_cards_as_the_damage() -> None:
    board = Board((Player("A"), Player("B")), (_specter(3),), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    [discard] = [e for e in result.events if e.kind == "cards_discarded"]
    assert (discard.player, discard.amount, discard.rule) == ("B", 3, "701.9")  # type: ignore[attr-defined]
    assert result.board.player("B").life == 17
    # control: blocked by a wall, it deals no damage to a player: no discard
    wall = Permanent(id="wall", controller="B", power=0, toughness=5, blocking=("specter",))
    board = Board((Player("A"), Player("B")), (_specter(3), wall), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    assert "cards_discarded" not in [e.kind for e in result.events]
