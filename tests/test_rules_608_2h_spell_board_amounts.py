"""608.2h: a spell's X that the static abilities' numbers give, read as the
spell resolves, relative to the spell's controller: "where X is the number
of cards in your hand", "... creature cards in your graveyard", "the
greatest power among creatures you control" (issue 33, session 9). Real
cards' texts; each rules test with its control."""

from __future__ import annotations

import json

import pytest

from helpers import instants_catalog
from mtgcombat.core.conditions import CardCount
from mtgcombat.core.counted_values import Greatest
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_counted import CountedDamageEffect, CountedPumpEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Nightmarish End": (
        "Target creature gets -X/-X until end of turn, where X is the number of cards in your hand."
    ),
    "Ghoul's Feast": (
        "Target creature gets +X/+0 until end of turn, where X is the number of creature cards "
        "in your graveyard."
    ),
    "Bouncer's Beatdown": (
        "Bouncer's Beatdown deals X damage to target creature or planeswalker, where X is the "
        "greatest power among creatures you control."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
hand = 1
[players.B]
hand = {hand}
graveyard = {graveyard}
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["ogre"]
[[permanents]]
id = "giant"
controller = "B"
power = 4
toughness = 4
"""


def _board(hand: int = 1, graveyard: str = "0") -> str:
    # each caster holds the card it casts (601.2a)
    return BOARD.format(hand=hand, graveyard=graveyard)


def _entry(card: str, target: str, controller: str = "B") -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_amounts_read_as_the_static_abilities_read_them() -> None:
    end = read_spell_card(CARDS["Nightmarish End"], "Nightmarish End").spell()
    assert end.effects == (CountedPumpEffect(power_x=-1, toughness_x=-1, amount=CardCount("hand")),)
    beat = read_spell_card(CARDS["Bouncer's Beatdown"], "Bouncer's Beatdown").spell()
    (effect,) = beat.effects
    assert isinstance(effect, CountedDamageEffect) and isinstance(effect.amount, Greatest)
    assert str(effect) == (
        "the spell deals X damage to the target, where X is the greatest power among creatures "
        "you control"
    )
    for made in (end, beat, read_spell_card(CARDS["Ghoul's Feast"], "Ghoul's Feast").spell()):
        assert spell_from_json(json.loads(json.dumps(spell_to_json(made)))) == made


@pytest.mark.parametrize(
    "text",
    [
        # a count relative to an object a spell does not have: refused
        "Target creature gets +X/+X until end of turn, where X is the number of cards in the "
        "chosen player's hand.",
        "Target creature gets +X/+X until end of turn, where X is your devotion to green.",
    ],
)
def test_an_amount_not_carried_out_is_refused(text: str) -> None:
    assert not read_spell_card(text, "X").fully_modelled


def test_608_2h_cards_in_the_casters_hand_shrink_the_attacker() -> None:
    # B holds three cards, two once Nightmarish End is cast (601.2a): the 3/3 ogre gets
    # -2/-2 and the bear's 2 kills it; the 1 it deals does not kill the bear
    result = _run(_board(hand=3) + _entry("Nightmarish End", "ogre"))
    assert result.board.permanent("ogre").zone is Zone.GRAVEYARD
    assert result.board.permanent("bear").zone is Zone.BATTLEFIELD
    # control: a hand of only the card cast, empty as it resolves: X is 0, the ogre
    # trades with the bear
    result = _run(_board(hand=1) + _entry("Nightmarish End", "ogre"))
    assert result.board.permanent("ogre").zone is Zone.BATTLEFIELD
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD
    # control: cast by A, whose hand is then empty (the count is the caster's, 608.2h)
    result = _run(_board(hand=3) + _entry("Nightmarish End", "ogre", "A"))
    assert result.board.permanent("ogre").zone is Zone.BATTLEFIELD


def test_608_2h_creature_cards_in_the_graveyard_only() -> None:
    # two creature cards and an instant in B's graveyard: the bear gets +2/+0 and kills
    # the ogre (4 damage to a 3/3); the ogre's 3 still kills the bear
    grave = '["creature", "artifact creature", "instant"]'
    result = _run(_board(graveyard=grave) + _entry("Ghoul's Feast", "bear"))
    assert result.board.permanent("ogre").zone is Zone.GRAVEYARD
    # control: only the instant: X is 0 and the ogre survives the bear's 2
    result = _run(_board(graveyard='["instant"]') + _entry("Ghoul's Feast", "bear"))
    assert result.board.permanent("ogre").zone is Zone.BATTLEFIELD


def test_608_2h_the_greatest_power_among_the_casters_creatures() -> None:
    # B's greatest power is the giant's 4: 4 damage kills the 3/3 ogre before damage
    result = _run(_board() + _entry("Bouncer's Beatdown", "ogre"))
    assert result.board.permanent("ogre").zone is Zone.GRAVEYARD
    assert result.board.permanent("bear").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 20
    # control: cast by A (only the ogre, power 3, among A's creatures) on the giant: 3 of 4
    result = _run(_board() + _entry("Bouncer's Beatdown", "giant", "A"))
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.permanent("giant").damage == 3


def test_parse_spell_reads_the_amounts() -> None:
    # the parser test of the form: the grammar's spb_board_amount and spb_greatest
    spell = parse_spell(
        "~ deals damage to any target equal to twice the number of cards in your hand."
    )
    assert str(spell.effects[0]) == (
        "the spell deals X damage to the target, where X is twice the number of cards in your hand"
    )
    spell = parse_spell(
        "Target creature gets +X/+X until end of turn, where X is the greatest toughness "
        "among creatures you control."
    )
    assert str(spell.effects[0]).endswith("the greatest toughness among creatures you control")
