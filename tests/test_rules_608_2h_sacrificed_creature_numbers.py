"""A spell that reads the creature sacrificed to pay its additional cost
(601.2b, 601.2h, 608.2h; issue 33, session 13): "~ deals damage equal to the
sacrificed creature's power to any target" (Fling), "Target creature gets
-X/-X until end of turn, where X is the sacrificed creature's power" (Call
for Blood), "You gain life equal to the sacrificed creature's toughness"
(Worthy Cause). The number is the creature's as it last existed on the
battlefield, with its counters and the effects on it, read as the cost is
paid; a sentence with such a number on a spell without such a cost is
refused."""

from __future__ import annotations

import json

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.model import Board, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_values import Sacrificed
from mtgcombat.rules.spell_counted import CountedDamageEffect, CountedPumpEffect, spell_x
from mtgcombat.rules.spell_life import CountedLifeEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

_COST = "As an additional cost to cast this spell, sacrifice a creature.\n"
_HURLS = "Hurl deals damage equal to the sacrificed creature's power to any target."
HURL = Card(name="Hurl", types=("instant",), text=_COST + _HURLS)
BLOOD = Card(name="Blood Price", types=("instant",), text=(
    _COST + "Target creature gets -X/-X until end of turn, where X is the sacrificed "
    "creature's power."))  # fmt: skip
CAUSE = Card(name="Good Cause", types=("instant",), text=(
    _COST + "You gain life equal to the sacrificed creature's toughness."))  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of([HURL, BLOOD, CAUSE]))

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
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["giant"]
[[permanents]]
id = "cub"
controller = "B"
power = 1
toughness = 4
counters = { "+1/+1" = 2 }
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
"""


def _run(card: str, sacrifice: str, targets: str, after: str = "declare-blockers") -> Board:
    entry = (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "B"\nsacrifice = "{sacrifice}"\n'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_608_2h_the_sentences_read_the_sacrificed_creature() -> None:
    hurl = read_spell_card(HURL.text, "Hurl").spell()
    assert hurl.sacrifice_cost == ("creature",)
    assert hurl.effects == (CountedDamageEffect(amount=Sacrificed("power")),)
    assert hurl.players  # "any target" (115.4)
    blood = read_spell_card(BLOOD.text, "Blood Price").spell().effects[0]
    assert isinstance(blood, CountedPumpEffect) and blood.amount == Sacrificed("power")
    assert (blood.power_x, blood.toughness_x) == (-1, -1)
    life = parse_spell("You gain life equal to the sacrificed creature's toughness.").effects[0]
    assert isinstance(life, CountedLifeEffect) and life.paid == Sacrificed("toughness")
    # the cached form reads back the same (parse_cache, catalog index)
    assert spell_from_json(json.loads(json.dumps(spell_to_json(hurl)))).effects == hurl.effects


def test_601_2h_no_sacrifice_cost_refuses_the_sentence_with_a_control() -> None:
    alone = read_spell_card(HURL.text.split("\n")[1], "Hurl")
    assert not alone.fully_modelled
    assert "601.2h" in alone.problems[0][2]
    # control: the same sentence after the cost is carried out
    assert read_spell_card(HURL.text, "Hurl").fully_modelled


@pytest.mark.parametrize(
    "said",
    [
        "~ deals damage equal to the sacrificed creature's power to any target.",
        "Target creature gets -X/-X until end of turn, where X is the sacrificed creature's power.",
        "You gain life equal to the sacrificed creature's toughness.",
    ],
)
def test_601_2h_a_timeline_effect_reading_the_sacrificed_creature_is_refused(said: str) -> None:
    # session 13 review: an ``effect`` has no additional cost; it crashed
    # with a raw ValueError as it resolved (exit 3) instead of a refusal
    targets = "[]" if "gain" in said else '["giant"]'
    entry = (
        f'\n[[timeline]]\nafter = "declare-blockers"\neffect = "{said}"\n'
        f'targets = {targets}\ncontroller = "B"\n'
    )
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + entry, catalog=CATALOG)
    assert err.value.key == "timeline_sacrificed_without_cost" and err.value.rule == "601.2h"
    assert err.value.field_path == "timeline[0].effect"
    english, japanese = err.value.message("en"), err.value.message("ja")
    assert len(english.splitlines()) == 1 and len(japanese.splitlines()) == 1
    assert english != japanese and "sacrificed creature" in english
    # control: the same sentence on a card with the cost, paid, loads
    card = {"~ d": "Hurl", "Tar": "Blood Price", "You": "Good Cause"}[said[:3]]
    assert _run(card, "elf", targets).permanent("elf").zone is Zone.GRAVEYARD


def test_608_2h_an_unpaid_number_is_never_guessed() -> None:
    from mtgcombat.core.model import Player  # noqa: PLC0415

    board = Board((Player("A"), Player("B")), (), "A")
    with pytest.raises(ValueError, match=r"601\.2h"):
        spell_x(board, Sacrificed("power"), "A")
    assert spell_x(board, Sacrificed("power", 4), "A") == 4


def test_608_2h_damage_equal_to_the_power_with_its_counters() -> None:
    after = _run("Hurl", "cub", '["giant"]')  # the cub is 3/6 with two +1/+1 counters
    assert after.permanent("cub").zone is Zone.GRAVEYARD  # the cost (701.21a)
    assert after.permanent("giant").zone is Zone.GRAVEYARD  # 3 damage, before combat damage
    assert after.permanent("bear").zone is Zone.BATTLEFIELD
    # control: a 1/1 sacrificed deals 1; the giant survives it and kills the bear
    # (and dies of the bear's 2 more damage)
    after = _run("Hurl", "elf", '["giant"]')
    assert after.permanent("bear").zone is Zone.GRAVEYARD


def test_608_2h_the_power_of_a_blocker_sacrificed_to_hit_a_player() -> None:
    after = _run("Hurl", "bear", '["A"]')
    assert after.player("A").life == 18  # the bear's 2 power
    assert after.player("B").life == 20  # the giant stays blocked (509.1h)


def test_608_2h_minus_x_from_the_power_with_a_control() -> None:
    after = _run("Blood Price", "cub", '["giant"]')  # -3/-3: the giant dies at once (704.5f)
    assert after.permanent("giant").zone is Zone.GRAVEYARD
    assert after.permanent("bear").zone is Zone.BATTLEFIELD
    # control: the elf's 1 power makes the giant 2/2; the bear and the giant trade
    after = _run("Blood Price", "elf", '["giant"]')
    assert after.permanent("giant").zone is Zone.GRAVEYARD
    assert after.permanent("bear").zone is Zone.GRAVEYARD


def test_608_2h_life_equal_to_the_toughness_with_a_control() -> None:
    assert _run("Good Cause", "cub", "[]").player("B").life == 26  # toughness 4 + 2
    assert _run("Good Cause", "elf", "[]").player("B").life == 21
