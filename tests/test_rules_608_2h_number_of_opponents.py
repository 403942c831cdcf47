""" "The number of opponents you have", counted as an attack trigger
resolves (issue 33, session 10): "whenever ~ attacks, create a number of
2/2 white Knight creature tokens with vigilance equal to the number of
opponents you have" (Silverwing Squadron, Acererak the Archlich), "you
may pay {2}{R}. If you do, creatures you control get +X/+0 until end of
turn, where X is the number of opponents you have" (Embereth Skyblazer).
The opponents are every other player (102.2, 102.3) still in the game
(800.4a: a player who lost has left it), counted as the ability resolves
(608.2h). The tokens enter out of combat (111.1). Controls: two players,
one token; a player who lost doesn't count.
"""

from __future__ import annotations

import dataclasses

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.abilities import PlayerNumber
from mtgcombat.core.model import Board, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.core.selectors import count
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers

KNIGHTS = (
    "Whenever ~ attacks, create a number of 2/2 white Knight creature tokens with vigilance "
    "equal to the number of opponents you have."
)
SKYBLAZER = (
    "Whenever ~ attacks, you may pay {2}{R}. If you do, creatures you control get +X/+0 until "
    "end of turn, where X is the number of opponents you have."
)


def test_parse_number_of_opponents() -> None:
    [ability] = _ability(KNIGHTS)
    assert str(ability).endswith(
        "create a 2/2 white Knight creature token with vigilance, times X where X is the "
        "number of opponents you have"
    )
    assert describe_value(ability, "ja").endswith("Xはあなたの対戦相手の人数に等しい")


def _players(n: int, lost: str = "") -> tuple[Player, ...]:
    players = tuple(Player(pid) for pid in "ABCD"[:n])
    return tuple(dataclasses.replace(p, lost=p.id == lost) for p in players)


@pytest.mark.parametrize(("players", "lost", "knights"), [(4, "", 3), (4, "C", 2), (2, "", 1)])
def test_608_2h_a_knight_for_each_opponent_still_in_the_game(
    players: int, lost: str, knights: int
) -> None:
    squadron = _creature("squadron", attacking="B", abilities=_ability(KNIGHTS))
    board = Board(_players(players, lost), (squadron,), "A")
    after, _ = declare_attackers_triggers(board, "current")
    tokens = [p for p in after.permanents if p.id != "squadron"]
    assert len(tokens) == knights
    assert all(p.attacking is None and (p.power, p.toughness) == (2, 2) for p in tokens)


def test_102_3_opponents_are_the_other_players() -> None:
    squadron = _creature("squadron")
    board = Board(_players(3), (squadron,), "A")
    assert count(board, PlayerNumber("players", "opponents"), squadron) == 2


@pytest.mark.parametrize(("paid", "power"), [(True, 4), (False, 2)])
def test_608_2h_creatures_get_x_for_each_opponent(paid: bool, power: int) -> None:
    sky = _creature(
        "sky", attacking="B", abilities=_ability(SKYBLAZER), choices=TriggerChoices(may=paid)
    )
    ally = _creature("ally")
    board = Board(_players(3), (sky, ally), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("ally").current_power == power
