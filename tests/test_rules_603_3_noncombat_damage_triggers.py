"""Noncombat damage triggers abilities on damage (issue 33, session 12): a
timeline's spell that deals damage to a creature with "whenever ~ is dealt
damage" (enrage) or to a player, or damage a permanent deals with an
ability, triggers the abilities that wait for damage of any kind (120.1,
603.2); they go on the stack the next time a player would receive priority
(603.3), before the next entry and before combat damage. An ability on
combat damage ("is dealt combat damage", "deals combat damage") does not
trigger on it (510.2). Each rules test is named by its rule and has a
control."""

from __future__ import annotations

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.model import Board
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario

CARDS = (
    Card(name="Enraged Cat", colors=("green",), power=3, toughness=3,
         text="Whenever Enraged Cat is dealt damage, put a +1/+1 counter on it."),
    Card(name="Combat Cat", colors=("green",), power=3, toughness=3,
         text="Whenever Combat Cat is dealt combat damage, put a +1/+1 counter on it."),
    Card(name="Spite Cat", colors=("red",), power=3, toughness=3,
         text="Whenever Spite Cat is dealt damage, it deals that much damage to target player."),
    Card(name="Gloating Cat", colors=("red",), power=1, toughness=1,
         text="Whenever an opponent is dealt damage, you gain 3 life."),
)  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of(CARDS))
SHOCK = '[[timeline]]\nafter = "declare-attackers"\neffect = "~ deals 2 damage to any target."\n'


def run(blocker: str, entry: str, extra: str = "") -> Board:
    text = f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
card = "Grizzly Bears"
controller = "A"
attacking = "B"
[[permanents]]
id = "cat"
card = "{blocker}"
controller = "B"
{extra}
{entry}"""
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True).board


def test_603_3_a_spell_damaging_an_enrage_creature_triggers_it() -> None:
    board = run("Enraged Cat", SHOCK + 'targets = ["cat"]\ncontroller = "A"\n')
    cat = board.permanent("cat")
    assert cat.counters.plus_one == 1  # 3/3 with 2 damage, then 4/4 (603.3)
    assert cat.on_battlefield


def test_603_3_control_the_spell_hits_the_player_not_the_cat() -> None:
    board = run("Enraged Cat", SHOCK + 'targets = ["B"]\ncontroller = "A"\n')
    assert board.permanent("cat").counters.plus_one == 0


def test_510_2_control_is_dealt_combat_damage_ignores_a_spell() -> None:
    board = run("Combat Cat", SHOCK + 'targets = ["cat"]\ncontroller = "A"\n')
    assert board.permanent("cat").counters.plus_one == 0


def test_603_3_the_damage_dealt_comes_back_as_that_much() -> None:
    board = run(
        "Spite Cat",
        SHOCK + 'targets = ["cat"]\ncontroller = "A"\n',
        'choices = { targets = ["A"] }',
    )
    # the Spite Cat deals the 2 it was dealt to A (603.3d); the bears deal 2 to B
    assert (board.player("A").life, board.player("B").life) == (18, 18)


def test_603_3_a_spell_damaging_an_opponent_triggers_an_opponent_dealt_damage() -> None:
    board = run("Gloating Cat", SHOCK + 'targets = ["A"]\ncontroller = "B"\n')
    # A is dealt 2 by the spell: B's cat gains B 3 (603.3); the bears deal 2 to B
    assert (board.player("A").life, board.player("B").life) == (18, 21)


def test_603_3_control_a_spell_damaging_a_creature_is_no_player_dealt_damage() -> None:
    board = run("Gloating Cat", SHOCK + 'targets = ["bear"]\ncontroller = "B"\n')
    # the bears die of the 2 damage before combat damage: no damage at all
    assert (board.player("A").life, board.player("B").life) == (20, 20)
