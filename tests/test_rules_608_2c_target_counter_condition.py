"""608.2c, 122.1: a condition on the spell's target read as the spell resolves,
"If that creature has a +1/+1 counter on it, ~ deals 5 damage to it instead."
(Bring Low) and "If it has a counter on it, it also gains flying and lifelink until
end of turn." (Revelation of Power: a counter of any kind). Issue 33, session 9;
each rules test with its control."""

from __future__ import annotations

import json

from helpers import instants_catalog
from mtgcombat.core.events import DamageDealt
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_conditions import ConditionalEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Bring Low": (
        "Bring Low deals 3 damage to target creature. If that creature has a +1/+1 counter "
        "on it, Bring Low deals 5 damage to it instead."
    ),
    "Revelation of Power": (
        "Target creature gets +2/+2 until end of turn. If it has a counter on it, it also "
        "gains flying and lifelink until end of turn."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 4
toughness = 4
attacking = "B"
{counters}
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 3
blocking = ["ogre"]
[[timeline]]
after = "declare-blockers"
card = "{card}"
targets = ["ogre"]
controller = "{caster}"
"""


def _run(card: str, counters: str = "", caster: str = "B"):  # type: ignore[no-untyped-def]
    text = BOARD.format(card=card, counters=counters, caster=caster)
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_condition_reads_the_targets_counters() -> None:
    low = read_spell_card(CARDS["Bring Low"], "Bring Low").spell()
    (effect,) = low.effects
    assert isinstance(effect, ConditionalEffect)
    assert str(effect.condition) == (
        "if the target is one of the permanents with a +1/+1 counter on it"
    )
    for name, text in CARDS.items():
        made = read_spell_card(text, name).spell()
        assert spell_from_json(json.loads(json.dumps(spell_to_json(made)))) == made
    # "had" (after the creature is destroyed, Rite of the Serpent) is not this form
    rite = "Destroy target creature. If that creature had a +1/+1 counter on it, draw a card."
    assert not read_spell_card(rite, "Rite").fully_modelled


def test_608_2c_a_plus_one_counter_makes_the_damage_5() -> None:
    # the ogre, 5/5 with a +1/+1 counter, is dealt 5 and dies before combat damage
    result = _run("Bring Low", 'counters = { "+1/+1" = 1 }')
    assert result.board.permanent("ogre").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
    # control: no counter; 3 damage does not kill the 4/4 (the 0/3 wall deals none)
    result = _run("Bring Low")
    ogre = result.board.permanent("ogre")
    assert (ogre.zone, ogre.damage) == (Zone.BATTLEFIELD, 3)
    # control: a -1/-1 counter is not a +1/+1 counter (a 3/3 dealt 3 dies all the same,
    # so the damage it was dealt tells: 3, not 5)
    result = _run("Bring Low", 'counters = { "-1/-1" = 1 }')
    ogre = result.board.permanent("ogre")
    assert ogre.zone is Zone.GRAVEYARD
    dealt = [e for e in result.events if isinstance(e, DamageDealt)]
    assert dealt[0].amount == 3


def test_608_2c_a_counter_of_any_kind_grants_lifelink() -> None:
    # A's ogre with a -1/-1 counter (a 3/3) gets +2/+2 and lifelink: its 5 damage to the
    # wall gains A 5 life
    result = _run("Revelation of Power", 'counters = { "-1/-1" = 1 }', caster="A")
    assert result.board.player("A").life == 25
    # control: no counter, no lifelink: A gains nothing
    result = _run("Revelation of Power", caster="A")
    assert result.board.player("A").life == 20
