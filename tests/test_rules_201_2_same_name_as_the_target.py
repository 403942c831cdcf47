"""201.2, 115.1, 608.2h: "Target creature and all other creatures with the
same name as that creature get -3/-3 until end of turn." (Bile Blight,
Echoing Decay, Echoing Courage), "Homing Lightning deals 4 damage to target
creature and each other creature with the same name as that creature.",
"Return target nonland permanent and all other permanents with the same name
as that permanent to their owners' hands." (Echoing Truth): the effect
reaches the target and every other permanent of that kind with its name as
the spell resolves; those others are not targets, so hexproof does not keep
them out (issue 33, session 10). Each rules test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_same_name import SameNameEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import SpellError, parse_spell

BLIGHT = (
    "Target creature and all other creatures with the same name as that creature get -3/-3 "
    "until end of turn."
)
HOMING = (
    "Homing Lightning deals 4 damage to target creature and each other creature with the same "
    "name as that creature."
)
TRUTH = (
    "Return target nonland permanent and all other permanents with the same name as that "
    "permanent to their owners' hands."
)
CATALOG = instants_catalog(
    {"Bile Blight": BLIGHT, "Homing Lightning": HOMING, "Echoing Truth": TRUTH}
)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "e1"
controller = "A"
name = "Elite Vanguard"
power = 2
toughness = 1
attacking = "B"
[[permanents]]
id = "e2"
controller = "A"
name = "{second}"
power = 2
toughness = 1
keywords = ["hexproof"]
attacking = "B"
[[permanents]]
id = "e3"
controller = "B"
name = "Elite Vanguard"
power = 2
toughness = 1
"""


def _entry(card: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["e1"]\n'
        'controller = "B"\n'
    )


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


@pytest.mark.parametrize(("card", "name"), [(BLIGHT, "Bile Blight"), (HOMING, "Homing Lightning")])
def test_the_same_name_is_read(card: str, name: str) -> None:
    # the parser test of the form: text.spell_same_name
    spell = read_spell_card(card, name).spell()
    assert spell.effects[0] == SameNameEffect(frozenset({"creature"}))
    assert spell.effects[-1] == SameNameEffect(end=True)
    assert len(spell.effects) == 3
    # damage dealt by a creature is not read this way
    with pytest.raises(SpellError):
        parse_spell(
            "It deals 4 damage to target creature and each other creature with the same name as "
            "that creature."
        )


@pytest.mark.parametrize("card", ["Bile Blight", "Homing Lightning"])
def test_201_2_every_creature_of_that_name_dies(card: str) -> None:
    result = _run(BOARD.format(second="Elite Vanguard") + _entry(card))
    # the target, the hexproof one (no target) and B's own: all named Elite Vanguard
    for pid in ("e1", "e2", "e3"):
        assert result.board.permanent(pid).zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
    # control: the second attacker has another name: it survives and deals 2
    result = _run(BOARD.format(second="Goblin Piker") + _entry(card))
    assert result.board.permanent("e2").zone is Zone.BATTLEFIELD
    assert result.board.permanent("e3").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 18


def test_506_4_echoing_truth_returns_each_of_that_name() -> None:
    result = _run(BOARD.format(second="Elite Vanguard") + _entry("Echoing Truth"))
    assert {result.board.permanent(p).zone for p in ("e1", "e2", "e3")} == {Zone.HAND}
    assert result.board.player("B").life == 20
    # control: another name stays and attacks
    result = _run(BOARD.format(second="Goblin Piker") + _entry("Echoing Truth"))
    assert result.board.permanent("e2").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 18
