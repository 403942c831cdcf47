""" "Your team controls" (issue 33, session 11): a permanent controlled by the
ability's controller or by a teammate (810.1, 102.3); in a game without
teams, by the controller alone. Read in a selector ("Dragons your team
controls have double strike", 613.1f) and in an attack trigger's
intervening "if" ("whenever ~ attacks, if your team controls another
Warrior, ...", 603.4, 508.2a). Real cards: Sickle Dancer, Bull-Rush
Bruiser, Aurora Champion, Sylvia Brightspear, Khorvath Brightflame. Each
rules test has a control where the line must not apply.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.model import Board, Keyword, Permanent, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

DANCER = (
    "Whenever ~ attacks, if your team controls another Warrior, ~ gets +1/+1 until end of turn."
)
BRUISER = (
    "Whenever ~ attacks, if your team controls another Warrior, ~ gains first strike until "
    "end of turn."
)
SYLVIA = "Dragons your team controls have double strike."


def _warrior(pid: str, controller: str, **fields: object) -> Permanent:
    return _creature(pid, controller, subtypes=frozenset({"warrior"}), **fields)  # type: ignore[arg-type]


def _dancer(controller: str = "A", attacking: str = "B") -> Permanent:
    return _warrior("dancer", controller, power=3, toughness=2, attacking=attacking,
                    abilities=_ability(DANCER, name="Sickle Dancer"))  # fmt: skip


def _two_headed(*perms: Permanent) -> Board:
    players = (Player("A"), Player("A2"), Player("B"), Player("B2"))
    return Board(players, perms, "A", teams=(("A", "A2"), ("B", "B2")))


# -- parser -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text", "ja"),
    [
        (
            DANCER,
            "whenever this creature attacks, if there are 1 or more other warrior creatures "
            "your team controls, it gets +1/+1 until end of turn",
            "あなたのチーム",
        ),
        (SYLVIA, "dragon creatures your team controls: have double strike", "あなたのチーム"),
    ],
)
def test_parse_your_team_controls(sentence: str, text: str, ja: str) -> None:
    [ability] = _ability(sentence)
    assert str(ability) == text
    assert ja in describe_value(ability, "ja")


# -- 810.1: you or a teammate; alone, you ------------------------------------------


def test_810_1_without_teams_your_team_is_you() -> None:
    board = Board((Player("A"), Player("B")), (_dancer(), _warrior("elk", "A")), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("dancer").power == 4
    # control: the other Warrior is the opponent's (603.4: no trigger)
    board = Board((Player("A"), Player("B")), (_dancer(), _warrior("elk", "B")), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("dancer").power == 3


def test_810_1_a_teammates_warrior_counts() -> None:
    after, _ = declare_attackers_triggers(_two_headed(_dancer(), _warrior("elk", "A2")), "current")
    assert (after.permanent("dancer").power, after.permanent("dancer").toughness) == (4, 3)
    # control: a Warrior of the other team
    after, _ = declare_attackers_triggers(_two_headed(_dancer(), _warrior("elk", "B2")), "current")
    assert after.permanent("dancer").power == 3


def test_603_4_the_dancer_itself_is_not_another_warrior() -> None:
    after, _ = declare_attackers_triggers(_two_headed(_dancer()), "current")
    assert after.permanent("dancer").power == 3


def test_810_1_bruiser_gains_first_strike_with_a_teammates_warrior() -> None:
    bruiser = _warrior("bruiser", "A", power=4, toughness=3, attacking="B",
                       abilities=_ability(BRUISER, name="Bull-Rush Bruiser"))  # fmt: skip
    after, _ = declare_attackers_triggers(_two_headed(bruiser, _warrior("elk", "A2")), "current")
    assert after.permanent("bruiser").has(Keyword.FIRST_STRIKE)
    after, _ = declare_attackers_triggers(_two_headed(bruiser), "current")
    assert not after.permanent("bruiser").has(Keyword.FIRST_STRIKE)


def test_810_1_sylvia_gives_double_strike_to_the_teams_dragons_only() -> None:
    statics = parse_sentence(SYLVIA, name="Sylvia Brightspear").traits.statics
    sylvia = _creature("sylvia", "A", statics=statics)
    ours = _creature("ours", "A2", subtypes=frozenset({"dragon"}))
    theirs = _creature("theirs", "B", subtypes=frozenset({"dragon"}))
    board = apply_static_effects(_two_headed(sylvia, ours, theirs))
    assert board.permanent("ours").has(Keyword.DOUBLE_STRIKE)
    # control: a Dragon of the other team
    assert not board.permanent("theirs").has(Keyword.DOUBLE_STRIKE)
