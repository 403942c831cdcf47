"""A timeline spell's "Its controller loses 2 life." (119.3): the player
who controlled the creature an earlier sentence targeted, as it last
existed (608.2h), even once it is destroyed."""

from __future__ import annotations

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

DEATH_BOMB = Card(name="Death Bomb", types=("instant",), text=(
    "As an additional cost to cast this spell, sacrifice a creature.\n"
    "Destroy target nonblack creature. It can't be regenerated. Its controller loses 2 life."
))  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of([DEATH_BOMB]))

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
id = "rat"
controller = "B"
power = 1
toughness = 1
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
"""


def _cast(target: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "Death Bomb"\n'
        f'targets = ["{target}"]\ncontroller = "B"\nsacrifice = "rat"\n'
    )


def test_its_controller_life_reads_after_a_target() -> None:
    card = read_spell_card(DEATH_BOMB.text, DEATH_BOMB.name)
    assert card.fully_modelled
    assert [str(e) for e in card.spell().effects][-1] == "its controller loses 2 life"
    # control: without a target before it, "its controller" names nobody
    assert not read_spell_card("Its controller loses 2 life.", "Lone").fully_modelled


def test_119_3_the_destroyed_creatures_controller_loses_life_with_a_control() -> None:
    scenario = parse_scenario(BOARD + _cast("bear"), catalog=CATALOG)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.player("A").life == 18 and after.player("B").life == 20
    # control: B's own ogre destroyed, B (its controller) loses the life; the bear hits B
    scenario = parse_scenario(BOARD + _cast("ogre"), catalog=CATALOG)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.player("A").life == 20 and after.player("B").life == 16


HEALING = """
active_player = "A"
[players.A]
[players.B]
life = 2
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
"""


def _life(targets: str) -> str:
    return (
        '\n[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Target player gains 3 life."\n'
        f'targets = {targets}\ncontroller = "B"\n'
    )


def test_119_3_target_player_gains_life_and_survives_the_attack_with_a_control() -> None:
    scenario = parse_scenario(HEALING + _life('["B"]'))
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.player("B").life == 3 and not after.player("B").lost
    # control: the life goes to A, B is dealt 2 and loses (704.5a)
    scenario = parse_scenario(HEALING + _life('["A"]'))
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.player("A").life == 23 and after.player("B").life == 0


def test_115_1_target_player_is_not_a_creature() -> None:
    from mtgcombat.rules.timeline import TimelineError  # noqa: PLC0415

    scenario = parse_scenario(HEALING + _life('["bear"]'))
    try:
        run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    except TimelineError as exc:
        assert exc.key == "timeline_target_not_a_player"
    else:
        raise AssertionError("a creature was a legal target of 'target player'")
