"""A group the target player controls (601.2c; issue 33, session 8): "Creatures
target player controls get +1/+1 until end of turn." (Day), "... gain trample
until end of turn." (Savage Alliance), "Tap all creatures target player
controls." (Naya Charm). The player is chosen as the spell is cast; the group
is that player's creatures as it resolves (611.2c), never the caster's unless
the caster is the target. "target opponent" can't be the caster (115.4). Each
rules test has a control."""

from __future__ import annotations

import json

import pytest

from mtgcombat.core.abilities import Keyword
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import Point, TimelineEntry, TimelineError, cast_check, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

READS = [
    ("Creatures target player controls get +1/+1 until end of turn.",
     "creatures the target player controls get +1/+1 until end of turn"),
    ("Creatures target player controls gain trample until end of turn.",
     "creatures the target player controls gain trample until end of turn"),
    ("Tap all creatures target player controls.", "tap all creatures the target player controls"),
    ("Creatures target opponent controls can't block this turn.",
     "creatures the target player controls can't block this turn"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "effect"), READS, ids=[t for t, _ in READS])
def test_601_2c_target_player_group_sentences_read(text: str, effect: str) -> None:
    card = read_spell_card(text, "Day")
    assert card.fully_modelled, card.problems
    spell = card.spell()
    assert [str(e) for e in spell.effects] == [effect]
    assert spell.players  # the target is a player (115.1)
    assert spell_from_json(json.loads(json.dumps(spell_to_json(parse_spell(text))))) == spell


@pytest.mark.parametrize(
    "text",
    [
        # losing creature types is not carried out (205.3)
        "Creatures target player controls get -2/-0 and lose all creature types until end of turn.",
        "Creatures target player controls attack this turn if able.",
        "Tap all creatures you control target player controls.",
    ],
)
def test_601_2c_target_player_groups_not_carried_out_stay_refused(text: str) -> None:
    assert not read_spell_card(text, "Day").fully_modelled


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
id = "cub"
controller = "B"
power = 2
toughness = 2
blocking = ["bear"]
"""


def _cast(text: str, player: str, point: str = "declare-blockers", caster: str = "A") -> Board:
    scenario = parse_scenario(BOARD)
    spell = read_spell_card(text, "Day").spell()
    entry = TimelineEntry(Point(point), spell, (player,), caster, "timeline[0]")
    cast_check(scenario.board, entry)
    return run_combat(scenario.board, RuleSet.CURRENT, (entry,), auto=True).board


DAY = "Creatures target player controls get +1/+1 until end of turn."


def test_601_2c_day_pumps_the_target_players_creatures_only() -> None:
    # A targets themself: the 3/3 bear kills the 2/2 cub and survives
    after = _cast(DAY, "A")
    assert after.permanent("bear").zone.value == "battlefield"
    assert after.permanent("cub").zone.value == "graveyard"
    # control: targeting B pumps the cub instead, which then kills the bear
    control = _cast(DAY, "B")
    assert control.permanent("bear").zone.value == "graveyard"
    assert control.permanent("cub").zone.value == "battlefield"


def test_611_2c_the_group_is_fixed_as_it_resolves_keywords_too() -> None:
    after = _cast("Creatures target player controls gain trample until end of turn.", "A")
    assert Keyword.TRAMPLE in after.permanent("bear").abilities
    assert Keyword.TRAMPLE not in after.permanent("cub").abilities


def test_701_26a_tap_all_creatures_target_player_controls() -> None:
    after = _cast("Tap all creatures target player controls.", "B", "declare-attackers")
    assert after.permanent("cub").tapped
    # control: the bear (A's) is not B's and stays as it was
    control = _cast("Tap all creatures target player controls.", "A", "declare-attackers")
    assert not control.permanent("cub").tapped


def test_115_4_target_opponent_is_not_the_caster() -> None:
    text = "Creatures target opponent controls can't block this turn."
    with pytest.raises(TimelineError):
        _cast(text, "A", "declare-attackers")
    _cast(text, "B", "declare-attackers")  # control: B is A's opponent
