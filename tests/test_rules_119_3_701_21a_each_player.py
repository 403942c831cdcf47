""" "Each player loses N life" in a triggered ability (119.3): each player
still in the game loses it, in turn; the ability's controller too."""

from __future__ import annotations

from mtgcombat.core.abilities import BlockTrigger, LifeEffect
from mtgcombat.core.model import Board, Permanent, Player, TriggerChoices, Zone
from mtgcombat.io.effect_words import _effect
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

FIEND = "When Soulcage Fiend dies, each player loses 3 life."


def _fiend(**fields: object) -> Permanent:
    abilities = parse_sentence(FIEND, name="Soulcage Fiend").traits.abilities
    return Permanent(id="fiend", controller="B", power=3, toughness=2, abilities=abilities,
                     **fields)  # type: ignore[arg-type]  # fmt: skip


def test_119_3_each_player_reads_for_life_only() -> None:
    parsed = parse_sentence(FIEND, name="Soulcage Fiend")
    assert parsed.status == "modelled"
    [ability] = parsed.traits.abilities
    assert isinstance(ability, BlockTrigger) and ability.effects == (LifeEffect(-3, "each_player"),)
    assert str(ability) == "whenever this creature dies, each player loses 3 life"
    assert _effect(ability.effects[0], True) == "各プレイヤーは3点のライフを失う"
    # control: "each player" for an effect other than life is refused
    other = parse_sentence("When Ghast dies, each player gets a poison counter.", name="Ghast")
    assert other.status != "modelled"


def test_119_3_each_player_loses_life_when_it_dies() -> None:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    three = Player("C")
    board = Board((Player("A"), Player("B"), three), (ogre, _fiend(blocking=("ogre",))), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True)
    assert [after.board.player(p).life for p in ("A", "B", "C")] == [17, 17, 17]
    assert [e.kind for e in after.events].count("life_lost") == 3
    # control: a player who has left the game loses nothing (800.4a)
    gone = Board(
        (Player("A"), Player("B"), Player("C", lost=True)), (ogre, _fiend(blocking=("ogre",))), "A"
    )
    after = resolve_combat(gone, "current", None, auto=True, triggers=True)
    assert after.board.player("C").life == 20 and after.board.player("A").life == 17
    # control: the fiend survives (a 1/1 attacker): no life lost
    imp = Permanent(id="ogre", controller="A", power=1, toughness=1, attacking="B")
    board = Board((Player("A"), Player("B")), (imp, _fiend(blocking=("ogre",))), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True)
    assert after.board.player("A").life == 20 and after.board.player("B").life == 20


GATEKEEPER = "When Abyssal Gatekeeper dies, each player sacrifices a creature."


def test_701_21a_each_player_sacrifices_a_creature_of_their_choice() -> None:
    parsed = parse_sentence(GATEKEEPER, name="Abyssal Gatekeeper")
    assert parsed.status == "modelled"
    [ability] = parsed.traits.abilities
    assert isinstance(ability, BlockTrigger)
    assert _effect(ability.effects[0], True).startswith("各プレイヤーは")
    keeper = Permanent(
        id="keeper", controller="B", power=1, toughness=1, abilities=parsed.traits.abilities,
        blocking=("ogre",), choices=TriggerChoices(sacrificed=("elf", "bear")),
    )  # fmt: skip
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    board = Board((Player("A"), Player("B")), (ogre, elf, keeper, bear, wall), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True).board
    # A (active) chooses first (101.4): the elf; B: the bear
    gone = {p.id for p in after.permanents if p.zone is Zone.GRAVEYARD}
    assert gone == {"keeper", "elf", "bear"}
    # control: the keeper survives a 0/2 attacker: no one sacrifices
    pebble = Permanent(id="ogre", controller="A", power=0, toughness=2, attacking="B")
    board = Board((Player("A"), Player("B")), (pebble, elf, keeper, bear, wall), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True).board
    assert not [p for p in after.permanents if p.zone is Zone.GRAVEYARD]
