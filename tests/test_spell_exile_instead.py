"""Timeline spells with "If that creature would die this turn, exile it
instead." or "If a creature dealt damage this way would die this turn,
exile it instead." (614.1a): real cards' texts, each rule test with its
control."""

from __future__ import annotations

import json

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.spell_exile_instead import ExileIfDiesEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Lava Coil": (
        "Lava Coil deals 4 damage to target creature. If that creature would die this turn, "
        "exile it instead."
    ),
    "Anger of the Gods": (
        "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this "
        "way would die this turn, exile it instead."
    ),
    "Ob Nixilis's Cruelty": (
        "Target creature gets -5/-5 until end of turn. If that creature would die this turn, "
        "exile it instead."
    ),
    "Pillar of Flame": (
        "Pillar of Flame deals 2 damage to any target. If a creature dealt damage this way "
        "would die this turn, exile it instead."
    ),
    "Plain Coil": "Plain Coil deals 4 damage to target creature.",  # the control: no line
}
CATALOG = instants_catalog(CARDS)

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
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 5
blocking = ["ogre"]
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
"""


def _entry(card: str, targets: str = "[]", after: str = "declare-blockers") -> str:
    return (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = {targets}\n'
        'controller = "A"\n'
    )


def _run(text: str) -> tuple[dict[str, Zone], list[str]]:
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    zones = {p.id: p.zone for p in result.board.permanents}
    return zones, [e.kind for e in result.events]


# -- the parser ----------------------------------------------------------------


def test_the_exile_lines_read_after_a_target_or_damage() -> None:
    coil = read_spell_card(CARDS["Lava Coil"], "Lava Coil")
    assert coil.fully_modelled
    assert coil.spell().effects[-1] == ExileIfDiesEffect()
    anger = read_spell_card(CARDS["Anger of the Gods"], "Anger of the Gods").spell()
    assert anger.effects[-1] == ExileIfDiesEffect(dealt=True)
    fires = read_spell_card(
        "Underworld Fires deals 1 damage to each creature and each planeswalker. If a permanent "
        "dealt damage this way would die this turn, exile it instead.",
        "Underworld Fires",
    ).spell()
    assert fires.effects[-1] == ExileIfDiesEffect(dealt=True, creatures=False)
    walker = read_spell_card(
        "Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that "
        "creature or planeswalker would die this turn, exile it instead.",
        "Scorching Dragonfire",
    )
    assert walker.fully_modelled
    for spell in (coil.spell(), anger, fires):
        assert spell_from_json(json.loads(json.dumps(spell_to_json(spell)))) == spell


def test_the_exile_line_without_a_target_before_it_is_refused() -> None:
    card = read_spell_card("If that creature would die this turn, exile it instead.", "X")
    assert not card.fully_modelled
    # "if a creature would die this turn" (every creature, entering ones too) is not read
    tendrils = read_spell_card(
        "All creatures get -2/-2 until end of turn. If a creature would die this turn, exile it "
        "instead.",
        "Flaying Tendrils",
    )
    assert not tendrils.fully_modelled


# -- the rules -----------------------------------------------------------------


def test_614_1a_lava_coil_exiles_the_creature_its_damage_kills() -> None:
    zones, kinds = _run(BOARD + _entry("Lava Coil", '["bear"]'))
    assert zones["bear"] is Zone.EXILE
    assert "exile_instead_of_dying" in kinds and "put_into_graveyard" not in kinds
    # control: the same damage without the line puts it into the graveyard
    zones, kinds = _run(BOARD + _entry("Plain Coil", '["bear"]'))
    assert zones["bear"] is Zone.GRAVEYARD and "exile_instead_of_dying" not in kinds


def test_614_1a_the_replacement_lasts_the_turn_combat_damage_kills_it_later() -> None:
    # cast after blockers on the wall (4 damage, 5 toughness): it survives the
    # spell, then the ogre's 3 combat damage kills it and it is exiled
    zones, _ = _run(BOARD + _entry("Lava Coil", '["wall"]'))
    assert zones["wall"] is Zone.EXILE
    # control: without the line the wall dies into the graveyard
    zones, _ = _run(BOARD + _entry("Plain Coil", '["wall"]'))
    assert zones["wall"] is Zone.GRAVEYARD


def test_614_1a_a_creature_dealt_damage_this_way_is_exiled_and_not_another() -> None:
    zones, _ = _run(BOARD + _entry("Anger of the Gods"))
    # the ogre and the bear die of the 3 damage: exiled; the wall (3 of 5)
    # survives the spell and no combat damage is dealt to it (the ogre is gone)
    assert (zones["ogre"], zones["bear"], zones["wall"]) == (
        Zone.EXILE, Zone.EXILE, Zone.BATTLEFIELD,
    )  # fmt: skip
    # control: a creature the spell dealt no damage to dies as usual: the
    # wall (3 toughness) dies of the ogre's combat damage into the graveyard,
    # while the bear Pillar of Flame killed is exiled
    text = BOARD.replace("toughness = 5", "toughness = 3")
    zones, _ = _run(text + _entry("Pillar of Flame", '["bear"]'))
    assert zones["bear"] is Zone.EXILE and zones["wall"] is Zone.GRAVEYARD


def test_614_1a_a_shrunk_creature_is_exiled_for_zero_toughness() -> None:
    zones, kinds = _run(BOARD + _entry("Ob Nixilis's Cruelty", '["wall"]'))
    assert zones["wall"] is Zone.EXILE and "exile_instead_of_dying" in kinds
    # control: a player hit by Pillar of Flame sets up nothing
    scenario = parse_scenario(BOARD + _entry("Pillar of Flame", '["B"]'), catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert "exile_instead_of_dying" not in [e.kind for e in events]
    assert board.player("B").life == 18


def test_the_event_has_japanese() -> None:
    scenario = parse_scenario(BOARD + _entry("Lava Coil", '["bear"]'), catalog=CATALOG)
    _, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    event = next(e for e in events if e.kind == "exile_instead_of_dying")
    said = describe_event(event, "ja")
    assert said == "このターン、bearが死亡する場合、代わりに追放される（timeline[0]）"
