"""603.6c, 603.10a, 400.7, 506.4, 613.1f: an instant gives its target until end of
turn "When this creature dies, return it to the battlefield (tapped) under its
owner's control (with a +1/+1 counter on it)" (Supernatural Stamina, Feign Death,
Demonic Gifts; issue 33, session 9). The ability triggers on the death later in the
combat, read as the creature last existed (603.10a), and the card returns as a new
object (400.7): not in combat (506.4), undamaged, without the spell's +2/+0. Each
rules test with its control: the creature does not die and nothing returns."""

from __future__ import annotations

import json

import pytest

from helpers import instants_catalog
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.effect_values import ReturnEffect
from mtgcombat.core.events import ReturnedToBattlefield
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_effects import AbilityGainEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.parser import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Supernatural Stamina": (
        'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, '
        "return it to the battlefield tapped under its owner's control.\""
    ),
    "Feign Death": (
        'Until end of turn, target creature gains "When this creature dies, return it to the '
        "battlefield tapped under its owner's control with a +1/+1 counter on it.\""
    ),
    "Demonic Gifts": (
        'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, '
        "return it to the battlefield under its owner's control.\""
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = {power}
toughness = 3
blocking = ["bear"]
[[timeline]]
after = "declare-blockers"
card = "{card}"
targets = ["bear"]
controller = "A"
"""


def _run(card: str, power: int, rules: RuleSet = RuleSet.CURRENT, end: bool = False):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(BOARD.format(card=card, power=power), catalog=CATALOG)
    return run_combat(scenario.board, rules, scenario.timeline, auto=True, end=end)


def test_the_quoted_ability_is_read_as_a_dies_trigger() -> None:
    spell = read_spell_card(CARDS["Feign Death"], "Feign Death").spell()
    (effect,) = spell.effects
    assert isinstance(effect, AbilityGainEffect)
    assert effect.ability == BlockTrigger(
        ("dies",), (ReturnEffect(unless_had=False, tapped=True, counter=True),)
    )
    for name, text in CARDS.items():
        made = read_spell_card(text, name).spell()
        assert spell_from_json(json.loads(json.dumps(spell_to_json(made)))) == made
    # printed on a creature, the same sentence is a dies trigger of its own
    printed = parse_sentence(
        "When ~ dies, return it to the battlefield tapped under its owner's control."
    )
    assert printed.status == "modelled"


@pytest.mark.parametrize(
    "text",
    [
        # a second effect the engine does not create with the return: refused
        'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, '
        "return it to the battlefield tapped under its owner's control and you create a "
        'Treasure token."',
        # another quoted ability than the return
        'Until end of turn, target creature gains "When this creature dies, draw a card."',
    ],
)
def test_another_quoted_ability_is_refused(text: str) -> None:
    assert not read_spell_card(text, "X").fully_modelled


@pytest.mark.parametrize("rules", [RuleSet.R2023, RuleSet.CURRENT])
def test_603_6c_the_creature_that_died_returns_tapped_as_a_new_object(rules: RuleSet) -> None:
    # the bear, 4/2 with Supernatural Stamina, kills the 3-power wall and dies: it
    # returns tapped, a new 2/2 out of combat with no damage (400.7, 506.4)
    result = _run("Supernatural Stamina", 3, rules)
    bear = result.board.permanent("bear")
    assert result.board.permanent("wall").zone is Zone.GRAVEYARD
    assert bear.zone is Zone.BATTLEFIELD and bear.tapped
    assert (bear.power, bear.damage, bear.attacking) == (2, 0, None)
    assert [e.rule for e in result.events if isinstance(e, ReturnedToBattlefield)] == ["400.7"]
    # control: a 1-power wall does not kill the bear; nothing returns, the same
    # object keeps its damage and its +2/+0 and is still attacking
    result = _run("Supernatural Stamina", 1, rules)
    bear = result.board.permanent("bear")
    assert (bear.power, bear.damage, bear.attacking) == (4, 1, "B")
    assert not [e for e in result.events if isinstance(e, ReturnedToBattlefield)]


def test_603_6c_the_cleanup_does_not_undo_the_pump_on_the_new_object() -> None:
    # 514.2: the +2/+0 ended with the old object; the new bear stays a 2/2 and has
    # no ability of the old one
    bear = _run("Supernatural Stamina", 3, end=True).board.permanent("bear")
    assert (bear.zone, bear.power, bear.toughness) == (Zone.BATTLEFIELD, 2, 2)
    assert not any(isinstance(a, BlockTrigger) for a in bear.abilities)


def test_603_6c_with_a_counter_and_untapped() -> None:
    # Feign Death: the 2/2 bear dies to the wall's 3 and returns tapped with a +1/+1
    # counter (a 3/3); the wall took 2
    result = _run("Feign Death", 3)
    bear = result.board.permanent("bear")
    assert bear.zone is Zone.BATTLEFIELD and bear.tapped and bear.counters.plus_one == 1
    assert result.board.permanent("wall").damage == 2
    # Demonic Gifts: returned untapped
    bear = _run("Demonic Gifts", 3).board.permanent("bear")
    assert bear.zone is Zone.BATTLEFIELD and not bear.tapped and bear.counters.plus_one == 0
    # control: the bear survives a 1-power wall, no counter
    bear = _run("Feign Death", 1).board.permanent("bear")
    assert bear.counters.plus_one == 0 and bear.damage == 1


PRINTED = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "spirit"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["When ~ dies, return it to the battlefield tapped under its owner's control."]
[[permanents]]
id = "wall"
controller = "B"
power = {power}
toughness = 3
blocking = ["spirit"]
"""


def test_603_6c_the_same_ability_printed_on_a_creature() -> None:
    # the 2/2 dies to the wall's 2 damage and returns tapped, out of combat
    scenario = parse_scenario(PRINTED.format(power=2))
    bear = run_combat(scenario.board, RuleSet.CURRENT, auto=True).board.permanent("spirit")
    assert (bear.zone, bear.tapped, bear.damage, bear.attacking) == (
        Zone.BATTLEFIELD,
        True,
        0,
        None,
    )
    # control: a 1-power wall does not kill it; still attacking, with its damage
    scenario = parse_scenario(PRINTED.format(power=1))
    bear = run_combat(scenario.board, RuleSet.CURRENT, auto=True).board.permanent("spirit")
    assert (bear.damage, bear.attacking) == (1, "B")
