"""601.2c, 115.1: "~ deals 1 damage to each of up to two target creatures"
deals the damage to each of the entry's targets; 608.2c: "If that
permanent is green, ~ deals 6 damage instead", "If that creature is white or
blue, ~ deals 4 damage to it instead" change the amount dealt to the target
when it has the quality as the spell resolves (issue 33, session 9). Real
cards' texts; each rules test with its control."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell

CARDS = {
    "Dual Shot": "Dual Shot deals 1 damage to each of up to two target creatures.",
    "Twinstrike": (
        "Twinstrike deals 2 damage to each of two target creatures.\nHellbent \u2014 Destroy "
        "those creatures instead if you have no cards in hand."
    ),
    "Burning Hands": (
        "Burning Hands deals 2 damage to target creature or planeswalker. If that permanent is "
        "green, Burning Hands deals 6 damage instead."
    ),
    "Lightning Dart": (
        "Lightning Dart deals 1 damage to target creature. If that creature is white or blue, "
        "Lightning Dart deals 4 damage to it instead."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
hand = {hand}
[[permanents]]
id = "x"
controller = "A"
power = {power}
toughness = {power}
colors = ["{color}"]
attacking = "B"
[[permanents]]
id = "y"
controller = "A"
power = {power}
toughness = {power}
attacking = "B"
"""


def _board(power: int = 1, hand: int = 1, color: str = "red") -> str:
    return BOARD.format(power=power, hand=hand, color=color)


def _entry(card: str, targets: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = {targets}\n'
        'controller = "B"\n'
    )


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_number_of_targets_is_read() -> None:
    # the parser test of the form: "to each of" a plural target
    dual = read_spell_card(CARDS["Dual Shot"], "Dual Shot")
    assert dual.modes[0].count == (0, 2)
    twin = read_spell_card(CARDS["Twinstrike"], "Twinstrike")
    assert twin.modes[0].count == (2, 2)
    assert str(parse_spell("~ deals 3 damage to each of target creature.").effects[0]) == (
        "the spell deals 3 damage to the target"
    )


def test_601_2c_damage_to_each_target() -> None:
    result = _run(_board() + _entry("Dual Shot", '["x", "y"]'))
    assert {result.board.permanent(p).zone for p in "xy"} == {Zone.GRAVEYARD}
    assert result.board.player("B").life == 20
    # control: up to two, one chosen: the other 1/1 deals its 1
    result = _run(_board() + _entry("Dual Shot", '["x"]'))
    assert result.board.permanent("y").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 19


def test_608_2c_hellbent_destroys_those_creatures_instead() -> None:
    result = _run(_board(power=5, hand=1) + _entry("Twinstrike", '["x", "y"]'))
    assert {result.board.permanent(p).zone for p in "xy"} == {Zone.GRAVEYARD}
    # control: a card in B's hand: 2 damage to each 5/5, 10 damage to B
    result = _run(_board(power=5, hand=2) + _entry("Twinstrike", '["x", "y"]'))
    assert [result.board.permanent(p).damage for p in "xy"] == [2, 2]
    assert result.board.player("B").life == 10


def test_608_2c_more_damage_to_a_target_of_the_quality() -> None:
    result = _run(_board(power=5, color="green") + _entry("Burning Hands", '["x"]'))
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    # control: a red 5/5: 2 damage only
    result = _run(_board(power=5, color="red") + _entry("Burning Hands", '["x"]'))
    assert result.board.permanent("x").damage == 2
    result = _run(_board(power=3, color="blue") + _entry("Lightning Dart", '["x"]'))
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    # control: a red 3/3: 1 damage
    result = _run(_board(power=3, color="red") + _entry("Lightning Dart", '["x"]'))
    assert result.board.permanent("x").damage == 1
