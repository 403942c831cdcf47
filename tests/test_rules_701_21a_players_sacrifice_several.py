"""Players who sacrifice two or more permanents of their choice (701.21a;
issue 33, session 13): "Each player sacrifices two creatures." (Barter in
Blood, Tergrid's Shadow), "Target player sacrifices two creatures." (Dead
Drop), "Each player sacrifices a creature or planeswalker." The entry's
``sacrificed`` names what each player chooses, as for Diabolic Edict: that
many of theirs, each once, or all of them when they have fewer."""

from __future__ import annotations

import pytest

from mtgcombat.app.common import timeline_failure
from mtgcombat.core.model import Board, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_removal import PlayerSacrificeEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spells import parse_spell

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
id = "wolf"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["giant"]
[[permanents]]
id = "cub"
controller = "B"
power = 2
toughness = 2
[[permanents]]
id = "pup"
controller = "B"
power = 1
toughness = 1
"""


def _run(effect: str, chosen: str, board: str = BOARD) -> Board:
    entry = (
        f'\n[[timeline]]\nafter = "declare-blockers"\neffect = "{effect}"\n'
        f'controller = "B"\nsacrificed = {chosen}\n'
    )
    scenario = parse_scenario(board + entry)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_701_21a_the_number_of_permanents_is_read() -> None:
    two = parse_spell("Each player sacrifices two creatures.").effects[0]
    assert isinstance(two, PlayerSacrificeEffect) and (two.who, two.count) == ("each_player", 2)
    target = parse_spell("Target player sacrifices three creatures.").effects[0]
    assert isinstance(target, PlayerSacrificeEffect) and target.count == 3
    either = parse_spell("Each player sacrifices a creature or planeswalker.").effects[0]
    assert isinstance(either, PlayerSacrificeEffect) and either.count == 1
    assert either.affected.any_of  # a creature or a planeswalker, one permanent
    # control: "a creature" is one
    one = parse_spell("Each player sacrifices a creature.").effects[0]
    assert isinstance(one, PlayerSacrificeEffect) and one.count == 1


def test_701_21a_each_player_sacrifices_two_of_their_choice() -> None:
    after = _run("Each player sacrifices two creatures.", '["wolf", "elf", "cub", "pup"]')
    for gone in ("wolf", "elf", "cub", "pup"):
        assert after.permanent(gone).zone is Zone.GRAVEYARD
    assert after.permanent("bear").zone is Zone.GRAVEYARD  # the giant kills it
    assert after.player("B").life == 20  # the wolf left combat (506.4)
    # control: one creature each, the wolf stays and deals its damage
    after = _run("Each player sacrifices a creature.", '["elf", "pup"]')
    assert after.permanent("wolf").zone is Zone.BATTLEFIELD
    assert after.permanent("cub").zone is Zone.BATTLEFIELD
    assert after.player("B").life == 18


def test_701_21a_a_player_with_fewer_sacrifices_all_of_them() -> None:
    fewer = BOARD.replace('id = "wolf"', 'id = "wolf"\nzone = "exile"', 1)
    fewer = fewer.replace('id = "elf"', 'id = "elf"\nzone = "exile"', 1)
    after = _run("Each player sacrifices two creatures.", '["giant", "cub", "pup"]', fewer)
    assert after.permanent("giant").zone is Zone.GRAVEYARD  # A's only creature
    assert after.permanent("bear").zone is Zone.BATTLEFIELD  # its attacker is gone
    # control: naming a second creature A does not have is refused
    with pytest.raises(TimelineError):
        _run("Each player sacrifices two creatures.", '["giant", "wolf", "cub", "pup"]', fewer)


@pytest.mark.parametrize("chosen", ['["wolf", "cub", "pup"]', '["wolf", "elf", "cub"]'])
def test_701_21a_too_few_or_twice_the_same_is_refused(chosen: str) -> None:
    with pytest.raises(TimelineError) as err:
        _run("Each player sacrifices two creatures.", chosen)
    assert err.value.key == "timeline_sacrificed_n" and err.value.field == "sacrificed"
    english = timeline_failure("a.toml", err.value, "en").message
    japanese = timeline_failure("a.toml", err.value, "ja").message
    assert len(english.splitlines()) == 1 and len(japanese.splitlines()) == 1
    assert "sacrifices 2 permanents" in english and "2つ" in japanese


def test_701_21a_an_id_named_twice_is_refused_as_the_file_is_read() -> None:
    with pytest.raises(ScenarioError) as err:
        _run("Each player sacrifices two creatures.", '["wolf", "wolf", "cub", "pup"]')
    assert err.value.field_path == "timeline[0].sacrificed"


def test_119_3_the_player_gains_the_toughness_of_the_creature_they_chose() -> None:
    effect = (
        "Target player sacrifices a creature, then gains life equal to that creature's toughness."
    )
    entry = (
        f'\n[[timeline]]\nafter = "declare-blockers"\neffect = "{effect}"\ntargets = ["A"]\n'
        'controller = "B"\nsacrificed = ["wolf"]\n'
    )
    scenario = parse_scenario(BOARD.replace("toughness = 2\nattacking", "toughness = 5\nattacking")
                              + entry)  # fmt: skip
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.permanent("wolf").zone is Zone.GRAVEYARD
    assert after.player("A").life == 25  # the wolf's toughness, 5 (608.2h)
    assert after.player("B").life == 20
    # control: "Target player sacrifices a creature." alone gains no life
    plain = entry.replace(", then gains life equal to that creature's toughness", "")
    scenario = parse_scenario(BOARD + plain)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.player("A").life == 20 and after.permanent("wolf").zone is Zone.GRAVEYARD
