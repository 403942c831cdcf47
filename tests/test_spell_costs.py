"""Sentences about what casting an instant costs that change nothing the
timeline's spell does: cost reductions (601.2f) and alternative costs the
caster may pay instead of the mana cost (118.9), not chosen by a timeline
entry (it pays the mana cost). Real cards' texts; an additional cost the
caster must pay (601.2h) is not one of them."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.normalize import normalize
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_costs import cast_option

CARDS = {
    "Orim's Cure": (
        "If you control a Plains, you may tap an untapped creature you control rather than pay "
        "this spell's mana cost.\nPrevent the next 4 damage that would be dealt to any target "
        "this turn."
    ),
    "Wizard's Lightning": (
        "This spell costs {2} less to cast if you control a Wizard.\n"
        "Wizard's Lightning deals 3 damage to any target."
    ),
    "Fireblast": (
        "You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
        "Fireblast deals 4 damage to any target."
    ),
    "Flawless Maneuver": (
        "If you control a commander, you may cast this spell without paying its mana cost.\n"
        "Creatures you control gain indestructible until end of turn."
    ),
}
CATALOG = instants_catalog(CARDS)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_601_2f_118_9_cost_sentences_are_passed_over(name: str) -> None:
    first = CARDS[name].splitlines()[0]
    assert cast_option(normalize(first, name).rstrip("."))
    card = read_spell_card(CARDS[name], name)
    assert card.fully_modelled, card.problems


def test_601_2h_an_additional_cost_or_an_effect_is_not_a_cast_option() -> None:
    for sentence in (
        "as an additional cost to cast this spell, sacrifice a creature",
        "you may tap or untap target creature",
        "as an additional cost to cast this spell, discard a card",
    ):
        assert not cast_option(sentence)
    # a sentence naming a cost among others is still read as a whole
    card = read_spell_card("You may tap target creature rather than untap it.", "Odd")
    assert not card.fully_modelled


FIGHT = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
card = "Grizzly Bears"
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
"""


def test_118_9_orims_cure_cast_for_its_mana_cost_taps_nothing() -> None:
    entry = (
        '\n[[timeline]]\nafter = "declare-blockers"\ncard = "Orim\'s Cure"\n'
        'targets = ["bear"]\ncontroller = "A"\n'
    )
    scenario = parse_scenario(FIGHT + entry, catalog=CATALOG)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    # the shield prevents the ogre's 3 damage: the bear lives
    assert after.permanent("bear").zone.value == "battlefield"
    assert after.permanent("bear").damage == 0
    assert not after.permanent("elf").tapped  # the alternative cost was not paid
    # control: without the spell the bear dies
    plain = parse_scenario(FIGHT, catalog=CATALOG)
    control = run_combat(plain.board, RuleSet.CURRENT, plain.timeline, auto=True).board
    assert control.permanent("bear").zone.value == "graveyard"
