"""The additional effect of a fog, "You gain life equal to the damage
prevented this way." (615.5: right after the damage event the prevention
changed), read after a 615.8 shield (Awe Strike, Reverse Damage) and after a
fog of 615.1 (Chant of Vitu-Ghazi). The life is gained as any life gain is
(119.3): "can't gain life" stops it (119.7). Each rule test has a control
(issue 33, session 13)."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.events import LifeGained
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

GAIN = "You gain life equal to the damage prevented this way."
AWE = "The next time target creature would deal damage this turn, prevent that damage. " + GAIN
CHANT = "Prevent all damage that would be dealt by creatures this turn. " + GAIN
CATALOG = instants_catalog({"Awe Shield": AWE, "Chant Shield": CHANT})

# A attacks B with a 5/5 ogre blocked by B's 2/2 guard and a 3/3 giant unblocked.
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 5
toughness = 5
attacking = "B"
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "guard"
controller = "B"
power = 2
toughness = 2
blocking = ["ogre"]
[[timeline]]
after = "declare-blockers"
card = "{card}"
controller = "B"
{targets}
"""


def _run(card: str, targets: str = "", *, cant_gain: bool = False) -> tuple[Board, list[object]]:
    text = BOARD.format(card=card, targets=targets)
    scenario = parse_scenario(text, catalog=CATALOG)
    board = scenario.board
    if cant_gain:  # "Players can't gain life" (119.7)
        board = board.with_players(evolve(p, cant_gain_life=True) for p in board.players)
    result = run_combat(board, RuleSet.CURRENT, scenario.timeline, auto=True)
    return result.board, list(result.events)


def test_the_sentences_read() -> None:
    awe = read_spell_card(AWE, "Awe Shield")
    assert awe.fully_modelled
    assert awe.spell().effects == (FogEffect(by="target", combat=False, once=True, gain=True),)
    chant = read_spell_card(CHANT, "Chant Shield")
    assert chant.spell().effects == (FogEffect(by="creatures", combat=False, gain=True),)
    assert describe_value(chant.spell().effects[0], "ja").endswith(
        "あなたはこれにより軽減されたダメージに等しい点数のライフを得る"
    )
    # control: after no fog, the sentence is not read
    pump = read_spell_card("Target creature gets +2/+2 until end of turn. " + GAIN, "Pump")
    assert not pump.fully_modelled


def test_615_5_the_caster_gains_the_damage_the_shield_prevented() -> None:
    board, events = _run("Awe Shield", 'targets = ["ogre"]')
    # the ogre's 5 to the guard prevented: B gains 5; the giant's 3 is dealt
    assert board.player("B").life == 20 + 5 - 3
    assert [(e.rule, e.amount) for e in events if isinstance(e, LifeGained)] == [("615.5", 5)]
    assert board.permanent("guard").zone.value == "battlefield"
    # control: the shield on the guard, whose 2 to the ogre it prevents
    board, _ = _run("Awe Shield", 'targets = ["guard"]')
    assert board.player("B").life == 20 + 2 - 3


def test_615_5_a_fog_gains_all_it_prevents_this_turn() -> None:
    board, _ = _run("Chant Shield")
    # the ogre's 5, the giant's 3 and the guard's 2 (all creatures') prevented
    assert board.player("B").life == 20 + 5 + 3 + 2
    assert board.permanent("ogre").damage == 0


def test_119_7_cant_gain_life_stops_the_gain_not_the_prevention() -> None:
    board, events = _run("Chant Shield", cant_gain=True)
    assert board.player("B").life == 20  # all prevented, nothing gained
    assert not [e for e in events if isinstance(e, LifeGained)]
