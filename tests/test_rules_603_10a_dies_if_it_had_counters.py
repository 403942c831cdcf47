"""A trigger on the permanent's own death with an intervening "if" about
the counters it had (issue 33, session 12): "When ~ dies, if it had a +1/+1
counter on it, ..." (Promising Duskmage), "if it had counters on it, put
those counters on target creature you control" (Iron Apprentice), "if it
had no time counters on it" (Deadly Grub). The condition is read on the
permanent as it last existed on the battlefield (603.10a, 608.2h), as it
dies and again as the ability resolves (603.4). The same words in a trigger
on another creature's death ("whenever another creature you control dies,
if it had a +1/+1 counter on it") read that creature, not the permanent
with the ability: they stay refused. Each rules test has a control, in both
rule sets."""

from __future__ import annotations

import pytest

from helpers import creature, modelled_abilities, two_player_board
from mtgcombat.core.basics import Counters
from mtgcombat.core.model import Board
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

LIFE = "When ~ dies, if it had a +1/+1 counter on it, you gain 4 life."
APPRENTICE = (
    "When ~ dies, if it had counters on it, put those counters on target creature you control."
)
RULE_SETS = ("current", "2023")


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (LIFE, "whenever this creature dies, if it has a +1/+1 counter on it, you gain 4 life"),
        (
            APPRENTICE,
            "whenever this creature dies, if it has a counter on it, put its counters on a"
            " target among creatures you control",
        ),
        (
            "When ~ dies, if it had no time counters on it, you gain 2 life.",
            "whenever this creature dies, if it has no time counters on it, you gain 2 life",
        ),
    ],
)
def test_parse_an_intervening_if_on_its_own_counters(sentence: str, text: str) -> None:
    [ability] = modelled_abilities(sentence)
    assert str(ability) == text
    assert describe_value(ability, "ja")


def test_parse_control_the_counters_of_another_creature_that_died_stay_refused() -> None:
    for refused in (
        "Whenever another creature you control dies, if it had a +1/+1 counter on it,"
        " put a +1/+1 counter on ~.",
        "Whenever ~ or another creature you control dies, if it had a +1/+1 counter on it,"
        " create a 2/2 white Knight creature token with vigilance.",
    ):
        parsed = parse_sentence(refused, name="Testcat")
        assert parsed.status == "unmodelled", refused
        assert parsed.error is not None and "603.4" in parsed.error, parsed.error


def _life_board(plus: int) -> Board:
    hero = creature(
        "hero", "B", 1, 1, *modelled_abilities(LIFE), blocking=("ogre",),
        counters=Counters(plus_one=plus),
    )  # fmt: skip
    ogre = creature("ogre", "A", 4, 4, attacking="B")
    return two_player_board(ogre, hero)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_10a_it_had_a_counter_as_it_died_its_controller_gains_life(rules: str) -> None:
    result = resolve_combat(_life_board(1), rules, auto=True, triggers=True)
    assert result.board.permanent("hero").zone.value == "graveyard"
    assert result.board.player("B").life == 24


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_4_control_without_a_counter_it_does_not_trigger(rules: str) -> None:
    result = resolve_combat(_life_board(0), rules, auto=True, triggers=True)
    assert result.board.permanent("hero").zone.value == "graveyard"
    assert result.board.player("B").life == 20


def _apprentice_board(plus: int) -> Board:
    apprentice = creature(
        "apprentice", "B", 0, 1, *modelled_abilities(APPRENTICE), blocking=("knight",),
        counters=Counters(plus_one=plus), choices=TriggerChoices(targets=("wall",)),
    )  # fmt: skip
    knight = creature("knight", "A", 3, 3, *modelled_abilities("First strike"), attacking="B")
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wall = creature("wall", "B", 0, 3, blocking=("ogre",))
    return two_player_board(knight, ogre, apprentice, wall)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_608_2h_its_counters_save_the_wall_in_the_regular_step(rules: str) -> None:
    # the apprentice (0/1 with two +1/+1 counters) dies in the first-strike
    # step; its two counters go on the 0/3 wall, a 2/5 that survives the ogre
    result = resolve_combat(_apprentice_board(2), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("apprentice").zone.value == "graveyard"
    wall = board.permanent("wall")
    assert wall.zone.value == "battlefield" and wall.counters.plus_one == 2
    assert board.permanent("ogre").damage == 2


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_4_control_with_no_counters_the_wall_dies(rules: str) -> None:
    result = resolve_combat(_apprentice_board(0), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("apprentice").zone.value == "graveyard"
    assert board.permanent("wall").zone.value == "graveyard"
