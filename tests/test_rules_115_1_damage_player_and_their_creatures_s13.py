"""115.1, 120.3: "~ deals 3 damage to target player and 1 damage to each
creature that player controls" (Radiating Lightning) deals damage to the
target player and to each creature that player controls as the spell
resolves; "target player or planeswalker and each creature that player or
that planeswalker's controller controls" (Chandra's Fury, Flame Wave,
Lavalanche) reaches, for a planeswalker target, its controller's creatures
(issue 33, session 13). Real cards' texts; each rules test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import TimelineError, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_values import SpellError
from mtgcombat.text.spells import parse_spell

CARDS = {
    "Radiating Lightning": (
        "Radiating Lightning deals 3 damage to target player and 1 damage to each creature "
        "that player controls."
    ),
    "Chandra's Fury": (
        "Chandra's Fury deals 4 damage to target player or planeswalker and 1 damage to each "
        "creature that player or that planeswalker's controller controls."
    ),
    "Wave Test": (
        "Wave Test deals 2 damage to target player or planeswalker and each creature that "
        "player or that planeswalker's controller controls."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "y"
controller = "A"
power = 1
toughness = 1
attacking = "B"
[[permanents]]
id = "z"
controller = "B"
power = 1
toughness = 1
[[permanents]]
id = "jace"
controller = "A"
types = ["planeswalker"]
counters = { loyalty = 5 }
"""


def _run(card: str, targets: str, controller: str = "B"):  # type: ignore[no-untyped-def]
    entry = (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_a_player_target_and_their_creatures_is_read() -> None:
    # the parser test of the form: both amounts, and one amount for both
    spell = parse_spell(CARDS["Wave Test"].replace("Wave Test", "~"))
    assert spell.players
    assert [str(e).split(" damage")[0] for e in spell.effects] == ["the spell deals 2"] * 2
    # control: a planeswalker target whose controller's group is not named is refused
    with pytest.raises(SpellError):
        parse_spell(
            "~ deals 3 damage to target player or planeswalker and each creature that player "
            "controls."
        )


def test_115_1_the_target_player_and_each_creature_they_control() -> None:
    result = _run("Radiating Lightning", '["A"]')
    assert result.board.player("A").life == 17
    assert result.board.permanent("y").zone is Zone.GRAVEYARD
    assert result.board.permanent("x").damage == 1
    # control: B's creature, not controlled by the target player, is dealt nothing
    assert result.board.permanent("z").damage == 0
    assert result.board.player("B").life == 17  # x, alive, deals its 3


def test_115_1_control_the_other_player_as_target() -> None:
    result = _run("Radiating Lightning", '["B"]', controller="A")
    assert result.board.player("B").life == 20 - 3 - 3 - 1  # the spell, then x and y
    assert result.board.permanent("z").zone is Zone.GRAVEYARD
    assert result.board.permanent("y").zone is Zone.BATTLEFIELD


def test_115_1_a_planeswalker_target_reaches_its_controllers_creatures() -> None:
    result = _run("Chandra's Fury", '["jace"]')
    assert result.board.permanent("jace").counters.count("loyalty") == 1  # 120.3c
    assert result.board.permanent("y").zone is Zone.GRAVEYARD
    assert result.board.player("A").life == 20  # the player is no target
    assert result.board.permanent("z").damage == 0
    # control: the player as target: 4 damage to A, the same creatures dealt 1
    result = _run("Chandra's Fury", '["A"]')
    assert result.board.player("A").life == 16
    assert result.board.permanent("jace").counters.count("loyalty") == 5


def test_120_3_one_amount_for_the_target_and_the_group() -> None:
    result = _run("Wave Test", '["A"]')
    assert result.board.player("A").life == 18
    assert result.board.permanent("x").damage == 2
    assert result.board.permanent("y").zone is Zone.GRAVEYARD


def test_115_1_control_a_creature_is_no_player_target() -> None:
    with pytest.raises(TimelineError) as caught:
        _run("Radiating Lightning", '["x"]')
    assert caught.value.key == "timeline_target_not_a_player"
