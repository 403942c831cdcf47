"""Fogs of the damage of creatures of some quality, cast from the timeline
(615.1): "Prevent all combat damage that would be dealt this turn by
creatures with power 4 or less." (Vine Snare), "... by creatures without
trample." (Tanglesap), "... by nongreen creatures this turn." (Hunter's
Ambush). Which creatures they cover is read as the damage would be dealt
(a prevention effect changes no characteristics: 611.2c does not fix its
set). Each rule test has a control where the fog must not apply, and the fog
is said in Japanese (issue 33, session 13)."""

from __future__ import annotations

from mtgcombat.core.abilities import Selector
from mtgcombat.core.fog_events import FogAdded
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

SNARE = "Prevent all combat damage that would be dealt this turn by creatures with power 4 or less."
TANGLE = "Prevent all combat damage that would be dealt this turn by creatures without trample."
AMBUSH = "Prevent all combat damage that would be dealt by nongreen creatures this turn."
MINE = "Prevent all combat damage that would be dealt by creatures you control this turn."

# A attacks B with a 3/3 giant, a green 5/5 trampling wurm and a 2/2 bear
# blocked by B's 2/2 guard; B casts after blockers are declared.
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "wurm"
controller = "A"
power = 5
toughness = 5
colors = ["green"]
abilities = ["trample"]
attacking = "B"
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "guard"
controller = "B"
power = 2
toughness = 2
blocking = ["bear"]
[[timeline]]
after = "declare-blockers"
effect = "{spell}"
controller = "B"
"""

PUMP = """
[[timeline]]
after = "declare-blockers"
effect = "Target creature gets +2/+0 until end of turn."
targets = ["giant"]
controller = "A"
"""


def _run(spell: str, more: str = "") -> Board:
    scenario = parse_scenario(BOARD.replace("{spell}", spell) + more)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_the_sentences_read() -> None:
    snare = parse_spell(SNARE).effects[0]
    assert isinstance(snare, FogEffect) and (snare.by, str(snare.sources)) == (
        "sel",
        "creatures with power 4 or less",
    )
    for text in (SNARE, TANGLE, AMBUSH, MINE):
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell
        assert read_spell_card(text, "Some Fog").fully_modelled
    # the plain words keep their own codes
    plain = parse_spell("Prevent all combat damage that would be dealt by attacking creatures "
                        "this turn.")  # fmt: skip
    assert plain.effects == (FogEffect(by="attacking"),)
    # control: creatures read against a source ("other") are refused
    assert not read_spell_card(
        "Prevent all combat damage that would be dealt by other creatures this turn.", "Other"
    ).fully_modelled


def test_615_1_power_4_or_less_read_as_the_damage_is_dealt() -> None:
    board = _run(SNARE)
    assert board.player("B").life == 20 - 5  # the giant's 3 prevented, the wurm's 5 dealt
    # the bear's 2 and the guard's 2 prevented: both have power 2
    assert board.permanent("guard").damage == 0 and board.permanent("bear").damage == 0
    # control: the giant pumped to 5 power after the fog, before damage: its
    # damage is dealt (the set is not fixed as the fog resolves)
    board = _run(SNARE, PUMP)
    assert board.player("B").life == 20 - 5 - 5


def test_615_1_without_trample_and_nongreen() -> None:
    board = _run(TANGLE)
    assert board.player("B").life == 20 - 5  # only the trampling wurm's damage
    board = _run(AMBUSH)
    assert board.player("B").life == 20 - 5  # only the green wurm's damage
    # control: "creatures you control" read for the caster B: A's attackers
    # are not B's, and all their damage is dealt
    board = _run(MINE)
    assert board.player("B").life == 20 - 3 - 5
    assert board.permanent("guard").zone.value == "graveyard"
    assert board.permanent("bear").damage == 0  # the guard's damage (B's) prevented


def test_the_fogs_in_japanese() -> None:
    fog = FogEffect(by="sel", sources=Selector(compares=parse_spell(SNARE).effects[0]
                                               .sources.compares))  # type: ignore[union-attr]  # fmt: skip
    event = FogAdded("615.1", "B", fog.code, (), "timeline[0]")
    assert describe_event(event) == (
        "timeline[0] (B): until end of turn, all combat damage that would be dealt by creatures "
        "with power 4 or less is prevented"
    )
    assert describe_event(event, "ja") == (
        "timeline[0]（B）：ターン終了時まで、パワーが4以下のクリーチャーによって与えられる"
        "戦闘ダメージはすべて軽減される"
    )
    mine = parse_spell(MINE).effects[0]
    assert isinstance(mine, FogEffect)
    event = FogAdded("615.1", "B", mine.code, (), "timeline[0]")
    assert "B controls" in describe_event(event)
    assert "Bがコントロールするクリーチャーによって" in describe_event(event, "ja")
