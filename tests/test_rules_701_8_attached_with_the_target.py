"""A spell's target removed with all Equipment or Auras attached to it (701.8,
406.2, 506.4): Eaten by Spiders, Soul Nova, Hubris. What is attached is
found as the spell resolves, while still attached; it is not a target
(115.1). Each rule test has a control (issue 33, session 11)."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_attached import AttachedAlsoEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Eaten by Spiders": "Destroy target creature with flying and all Equipment attached to that "
    "creature.",
    "Soul Nova": "Exile target attacking creature and all Equipment attached to it.",
    "Hubris": "Return target creature and all Auras attached to it to their owners' hands.",
}
CATALOG = instants_catalog(CARDS)

# A's 2/2 bird with flying attacks B wearing a sword (an Equipment) and a
# charm (an Aura); A's other Equipment, a hammer, is attached to A's wolf
# out of combat.
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bird"
controller = "A"
power = 2
toughness = 2
abilities = ["flying"]
attacking = "B"
[[permanents]]
id = "sword"
controller = "A"
types = ["artifact"]
subtypes = ["Equipment"]
attached_to = "bird"
[[permanents]]
id = "charm"
controller = "A"
types = ["enchantment"]
subtypes = ["Aura"]
attached_to = "bird"
[[permanents]]
id = "wolf"
controller = "A"
power = 2
toughness = 2
[[permanents]]
id = "hammer"
controller = "A"
types = ["artifact"]
subtypes = ["Equipment"]
attached_to = "wolf"
"""


def _cast(card: str, target: str) -> Board:
    text = BOARD + (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        'controller = "B"\n'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def _zones(board: Board, *ids: str) -> list[str]:
    return [board.permanent(i).zone.value for i in ids]


def test_the_sentences_read() -> None:
    assert parse_spell(CARDS["Soul Nova"]).effects[0] == AttachedAlsoEffect("exile", "equipment")
    for name, text in CARDS.items():
        card = read_spell_card(text, name)
        assert card.fully_modelled, name
        assert spell_from_json(spell_to_json(card.spell())) == card.spell()
    # control: Auras destroyed with the target, or Auras "you control", are not read
    assert not read_spell_card(
        "Destroy target creature and all Auras attached to it.", "X"
    ).fully_modelled


def test_701_8_eaten_by_spiders_destroys_the_bird_and_its_equipment_only() -> None:
    board = _cast("Eaten by Spiders", "bird")
    assert _zones(board, "bird", "sword") == ["graveyard", "graveyard"]
    # the Aura is not Equipment: it goes to the graveyard as a state-based
    # action (704.5m), not by the spell; the wolf's hammer stays
    assert _zones(board, "hammer") == ["battlefield"]
    assert board.player("B").life == 20


def test_701_8_control_the_equipment_of_another_creature_stays() -> None:
    # Soul Nova exiles the bird and its sword; the hammer, attached to the
    # wolf (no target), stays
    board = _cast("Soul Nova", "bird")
    assert _zones(board, "bird", "sword", "hammer") == ["exile", "exile", "battlefield"]


def test_506_4_hubris_returns_the_bird_and_its_aura() -> None:
    board = _cast("Hubris", "bird")
    assert _zones(board, "bird", "charm") == ["hand", "hand"]
    assert _zones(board, "sword") == ["battlefield"]  # control: an Equipment stays
    board = _cast("Hubris", "wolf")
    assert _zones(board, "bird", "charm", "wolf") == ["battlefield", "battlefield", "hand"]
