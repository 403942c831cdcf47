"""Timeline spells that deal damage to their own controller (120.3): "~
deals 2 damage to you." (Sarkhan's Rage, Aftershock). Each rule test with
its control."""

from __future__ import annotations

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_effects import EachDamageEffect
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell

RAGE = (
    "Sarkhan's Rage deals 5 damage to any target. If you control no Dragons, Sarkhan's Rage "
    "deals 2 damage to you."
)
CATALOG = BUILTIN.plus(Catalog.of([Card(name="Sarkhan's Rage", types=("instant",), text=RAGE)]))

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[timeline]]
after = "declare-attackers"
card = "Sarkhan's Rage"
targets = ["ogre"]
controller = "B"
"""

DRAGON = """
[[permanents]]
id = "dragon"
controller = "B"
subtypes = ["dragon"]
power = 4
toughness = 4
"""


def test_damage_to_you_read() -> None:
    (effect,) = parse_spell("~ deals 3 damage to you.").effects
    assert isinstance(effect, EachDamageEffect) and effect.you and effect.amount == 3
    assert read_spell_card(RAGE, "Sarkhan's Rage").fully_modelled
    # damage to another player is another form, not read as "you"
    assert not read_spell_card("~ deals 3 damage to each other player.", "X").fully_modelled


def test_120_3_the_spell_deals_damage_to_its_controller() -> None:
    scenario = parse_scenario(BOARD, catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.player("B").life == 18 and board.player("A").life == 20
    assert board.permanent("ogre").zone.value == "graveyard"
    assert [e.recipient for e in events if e.kind == "damage_dealt"] == ["ogre", "B"]  # type: ignore[attr-defined]
    # control: B controls a Dragon, the condition fails: no damage to B (608.2c)
    scenario = parse_scenario(BOARD + DRAGON, catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.player("B").life == 20
