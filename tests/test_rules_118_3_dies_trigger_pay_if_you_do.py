"""A cost paid as a trigger on a death resolves, then the rest only if it
was paid (issue 33, session 11): "When ~ dies, you may pay {1}{B}. If you do,
return it to the battlefield tapped under its owner's control" (Tenacious
Dead), "you may pay {B}. If you do, return it to its owner's hand" (Relentless
Dead), "Whenever ~ or another Vampire you control dies, you may pay {B}. If
you do, target player loses 2 life and you gain 2 life" (Kalastria
Highborn), "Whenever another creature you control dies, you may pay 2 life.
If you do, draw a card" (Erebos, Bleak-Hearted; Crossway Troublemakers).

Whether the controller pays is ``choices.may`` (603.5); mana is paid as an
event, the engine keeping no mana pool (118.3a); life only by a player with
that much life (118.3b, 119.4). What follows "if you do" happens only if the
cost was paid (608.2c). A payment of mana followed by effects off the board
("you may pay {1}{U}. If you do, draw a card") changes nothing in the combat
and stays "no effect". Each rules test has a control, in both rule sets."""

from __future__ import annotations

import json

import pytest

from helpers import modelled_abilities
from mtgcombat.core.model import Board
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

TENACIOUS = (
    "When ~ dies, you may pay {1}{B}. If you do, return it to the battlefield tapped under its"
    " owner's control."
)
RELENTLESS = "When ~ dies, you may pay {B}. If you do, return it to its owner's hand."
KALASTRIA = (
    "Whenever ~ or another Vampire you control dies, you may pay {B}. If you do, target player"
    " loses 2 life and you gain 2 life."
)
EREBOS = "Whenever another creature you control dies, you may pay 2 life. If you do, draw a card."
RULE_SETS = ("current", "2023")


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            TENACIOUS,
            "whenever this creature dies, you may: pay {1}{B}; if you do, return it to the"
            " battlefield tapped under its owner's control",
        ),
        (
            RELENTLESS,
            "whenever this creature dies, you may: pay {B}; if you do, return that card from its"
            " owner's graveyard to its owner's hand",
        ),
        (
            EREBOS,
            "whenever one of the other creatures you control dies (it: this permanent), you may:"
            " pay 2 life; if you do, you draw 1 card(s)",
        ),
    ],
)
def test_parse_a_cost_then_if_you_do_after_a_death(sentence: str, text: str) -> None:
    [ability] = modelled_abilities(sentence, name="Testcat")
    assert str(ability) == text
    assert ability.optional and ability.if_you_do


def test_parse_the_highborns_two_abilities_and_japanese() -> None:
    abilities = modelled_abilities(KALASTRIA, name="Kalastria Highborn")
    assert len(abilities) == 2
    [tenacious] = modelled_abilities(TENACIOUS, name="Testcat")
    assert "{1}{B}" in describe_value(tenacious, "ja")


def test_parse_mana_then_a_draw_changes_nothing_and_mana_and_life_stays_refused() -> None:
    # control: mana paid and a card drawn are off the board: "no effect"
    seer = "When ~ dies, you may pay {1}{U}. If you do, draw a card."
    assert parse_sentence(seer, name="Testcat").status == "no_effect"
    # mana and life together, one cost the engine does not read: refused
    elves = (
        "Whenever ~ or another Elf you control dies, you may pay {1} and 1 life."
        " If you do, draw a card."
    )
    assert parse_sentence(elves, name="Testcat").status == "unmodelled"


# -- 603.5, 608.2c: paid or not ---------------------------------------------------


def _abilities(line: str) -> str:
    return f"abilities = [{json.dumps(line)}]" if line else ""


def _board(line: str, may: bool, *, life: int = 20, targets: str = "", bear: str = "") -> Board:
    # B's 1/1 Vampire with ``line`` blocks A's 3/3 giant and dies; B's 2/2
    # bear, with ``bear``, stays out of the combat
    chosen = f', targets = ["{targets}"]' if targets else ""
    choices = f"choices = {{ may = {str(may).lower()}{chosen} }}"
    scenario = f"""
active_player = "A"
[players.A]
[players.B]
life = {life}
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "dead"
controller = "B"
power = 1
toughness = 1
subtypes = ["Vampire"]
{_abilities(line)}
blocking = ["giant"]
{choices}
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
{_abilities(bear)}
{choices}
"""
    return parse_scenario(scenario, source="t.toml").board


@pytest.mark.parametrize("rules", RULE_SETS)
def test_608_2c_paid_the_tenacious_dead_returns_tapped(rules: str) -> None:
    result = resolve_combat(_board(TENACIOUS, True), rules, auto=True, triggers=True)
    back = result.board.permanent("dead")
    assert back.on_battlefield and back.tapped and back.blocking == ()
    assert [e.rule for e in result.events if e.kind == "mana_paid"] == ["118.3a"]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_5_control_not_paid_it_stays_in_the_graveyard(rules: str) -> None:
    result = resolve_combat(_board(TENACIOUS, False), rules, auto=True, triggers=True)
    assert result.board.permanent("dead").zone.value == "graveyard"
    assert not [e for e in result.events if e.kind == "mana_paid"]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_608_2c_paid_the_highborn_drains_the_target_player(rules: str) -> None:
    result = resolve_combat(_board(KALASTRIA, True, targets="A"), rules, auto=True, triggers=True)
    assert (result.board.player("A").life, result.board.player("B").life) == (18, 22)
    # control: not paid, no life changes hands
    result = resolve_combat(_board(KALASTRIA, False, targets="A"), rules, auto=True, triggers=True)
    assert (result.board.player("A").life, result.board.player("B").life) == (20, 20)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_118_3b_another_creature_dies_two_life_paid(rules: str) -> None:
    # the bear has Erebos's line: B's dead blocker is another creature B
    # controls; B pays 2 life and draws a card (121.1, an event)
    result = resolve_combat(_board("", True, bear=EREBOS), rules, auto=True, triggers=True)
    assert result.board.player("B").life == 18
    assert [e.rule for e in result.events if e.kind == "cards_drawn"] == ["121.1"]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_119_4_control_with_one_life_two_life_cannot_be_paid(rules: str) -> None:
    board = _board("", True, life=1, bear=EREBOS)
    result = resolve_combat(board, rules, auto=True, triggers=True)
    assert result.board.player("B").life == 1
    assert not [e for e in result.events if e.kind == "cards_drawn"]
