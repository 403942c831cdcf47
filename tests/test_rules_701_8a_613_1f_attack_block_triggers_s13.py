"""Two effects after attack and block triggers (issue 33, session 13).

"Whenever ~ attacks, destroy all other creatures" (Novablast Wurm): the
group is read as the ability resolves, relative to the permanent with the
ability, and each of them is destroyed at once (701.8a now, 701.7a in 2023;
608.2c); the attack trigger resolves in the declare attackers step, before
blockers are declared (508.2a), so a destroyed creature can't block. "Whenever
~ enters the battlefield or attacks, target creature you control gains double
strike and lifelink until end of turn" (Bruse Tarl): one target, chosen as the
ability is put on the stack (603.3d; ``choices.targets``), gains both keywords
(613.1f). Each rules test has a control.
"""

from __future__ import annotations

import pytest

from helpers import creature, modelled_abilities, two_player_board
from mtgcombat.core.model import Board, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.combat import CombatResult, resolve_combat
from mtgcombat.text import parse_sentence

WURM = "Whenever ~ attacks, destroy all other creatures."
TARL = (
    "Whenever ~ enters the battlefield or attacks, target creature you control gains double "
    "strike and lifelink until end of turn."
)
RULE_SETS = ("current", "2023")


def _combat(board: Board, rules: str) -> CombatResult:
    # the declare attackers step's triggers (508.2a), then blocks and damage
    after, _ = declare_attackers_triggers(board, rules)
    return resolve_combat(after, rules, auto=True, triggers=True)


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (WURM, "whenever this creature attacks, destroy all other creatures"),
        (
            "Whenever ~ blocks, destroy all creatures it's blocking. They can't be regenerated.",
            "whenever this creature blocks, destroy all creatures it's blocking (they can't be"
            " regenerated)",
        ),
        (
            TARL,
            "whenever this creature attacks, a target among creatures you control gains double"
            " strike until end of turn and a target among creatures you control gains lifelink"
            " until end of turn",
        ),
    ],
)
def test_parse_attack_and_block_trigger_effects(sentence: str, text: str) -> None:
    [ability] = modelled_abilities(sentence)
    assert str(ability) == text


def test_parse_in_japanese() -> None:
    [wurm] = modelled_abilities(WURM)
    assert describe_value(wurm, "ja").endswith("他のクリーチャーをすべて破壊する")
    [tarl] = modelled_abilities(TARL)
    said = describe_value(tarl, "ja")
    assert "二段攻撃" in said and "絆魂" in said


def test_parse_two_targets_stay_refused() -> None:
    # control: two different targets (one target per ability is read from choices)
    line = (
        "Whenever ~ attacks, target creature you control gains flying until end of turn. "
        "Another target creature you control gains trample until end of turn."
    )
    assert parse_sentence(line, name="Brute").status != "modelled"


# -- 701.8a, 508.2a: every other creature is destroyed before blocks -----------


def _wurm_board(*, attacks: bool) -> Board:
    wurm = creature(
        "wurm", "A", 7, 7, *modelled_abilities(WURM), attacking="B" if attacks else None
    )
    elves = creature("elves", "A", 1, 1)
    bear = creature("bear", "B", 2, 2, attacking="A" if not attacks else None)
    if not attacks:
        wurm = creature("wurm", "A", 7, 7, *modelled_abilities(WURM), blocking=("bear",))
    if attacks:
        return two_player_board(wurm, elves, bear)
    return Board((Player("A"), Player("B")), (wurm, elves, bear), "B")


@pytest.mark.parametrize("rules", RULE_SETS)
def test_701_8a_the_attack_destroys_every_other_creature(rules: str) -> None:
    result = _combat(_wurm_board(attacks=True), rules)
    board = result.board
    assert board.permanent("elves").zone.value == "graveyard"
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("wurm").zone.value == "battlefield"
    assert board.player("B").life == 13  # no blocker was left (508.2a before 509.1)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_701_8a_control_a_block_does_not_trigger_it(rules: str) -> None:
    result = resolve_combat(_wurm_board(attacks=False), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("elves").zone.value == "battlefield"
    assert board.permanent("bear").zone.value == "graveyard"  # combat damage, 7 to a 2/2
    assert board.player("A").life == 20


# -- 613.1f, 603.3d: one target gains both keywords -----------------------------


def _tarl_board(target: str) -> Board:
    tarl = creature(
        "tarl", "A", 3, 3, *modelled_abilities(TARL), attacking="B",
        choices=TriggerChoices(targets=(target,)),
    )  # fmt: skip
    bear = creature("bear", "A", 2, 2, attacking="B")
    return two_player_board(tarl, bear)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_613_1f_the_target_gains_double_strike_and_lifelink(rules: str) -> None:
    result = _combat(_tarl_board("bear"), rules)
    assert result.board.player("B").life == 20 - 3 - 2 * 2
    assert result.board.player("A").life == 24


@pytest.mark.parametrize("rules", RULE_SETS)
def test_613_1f_control_the_other_target_gains_them_instead(rules: str) -> None:
    # control: Tarl targets itself: 3 twice with lifelink, the bear's 2 once
    result = _combat(_tarl_board("tarl"), rules)
    assert result.board.player("B").life == 20 - 3 * 2 - 2
    assert result.board.player("A").life == 26
