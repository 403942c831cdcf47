"""Two "that much" effects of combat damage triggers (issue 33, session
10), recorded and not carried out before:

* "whenever ~ deals combat damage to an opponent, it deals that much damage
  to each other opponent" (Hydra Omnivore, Grenzo's Ruffians): damage to
  each opponent of its controller but the one it dealt combat damage to
  (120.3, 102.2); in a two-player game no one;
* "whenever a creature you control deals combat damage to a player, you and
  that player each gain that much life" (Angel of Destiny; 119.3).

Each rules test has a control.
"""

from __future__ import annotations

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from helpers import creature_card as _creature
from helpers import modelled_abilities as _abilities
from mtgcombat.core.abilities import DamageEffect, LifeEffect
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

HYDRA = (
    "Whenever ~ deals combat damage to an opponent, it deals that much damage to each "
    "other opponent."
)
ANGEL = (
    "Whenever a creature you control deals combat damage to a player, you and that "
    "player each gain that much life."
)


def test_120_3_parser_reads_each_other_opponent() -> None:
    [ability] = _abilities(HYDRA)
    [effect] = ability.effects
    assert isinstance(effect, DamageEffect)
    assert (effect.target, effect.that_much) == ("each_other_opponent", True)
    assert "each other opponent" in str(ability)
    assert "他の各対戦相手" in describe_value(ability, "ja")
    # the control: "is dealt damage" names no player dealt damage: recorded
    parsed = parse_sentence(
        "Whenever ~ is dealt damage, it deals that much damage to each other opponent."
    )
    assert parsed.status == "recorded"


def test_119_3_parser_reads_you_and_that_player_each_gain() -> None:
    [ability] = _abilities(ANGEL)
    assert ability.effects == (
        LifeEffect(1, "you", that_much=True),
        LifeEffect(1, "that_player", that_much=True),
    )
    assert "そのプレイヤー" in describe_value(ability, "ja")


def _run(board: Board) -> Board:
    return resolve_combat(board, "current", None, auto=True, triggers=True).board


def _hydra(**fields: object) -> Permanent:
    return _creature("hydra", "A", 8, 8, abilities=_abilities(HYDRA), **fields)


def test_120_3_hydra_deals_that_much_to_each_other_opponent() -> None:
    players = (Player("A"), Player("B"), Player("C"), Player("D"))
    board = _run(Board(players, (_hydra(attacking="B"),), "A"))
    assert [board.player(p).life for p in "ABCD"] == [20, 12, 12, 12]
    # the control: blocked, it deals no combat damage to an opponent
    wall = _creature("wall", "B", 0, 10, blocking=("hydra",))
    board = _run(Board(players, (_hydra(attacking="B"), wall), "A"))
    assert [board.player(p).life for p in "ABCD"] == [20, 20, 20, 20]


def test_102_2_two_players_there_is_no_other_opponent() -> None:
    board = _run(Board((Player("A"), Player("B")), (_hydra(attacking="B"),), "A"))
    assert (board.player("A").life, board.player("B").life) == (20, 12)


def test_119_3_angel_you_and_that_player_each_gain_that_much() -> None:
    angel = _creature("angel", "A", 2, 6, abilities=_abilities(ANGEL))
    bear = _creature("bear", "A", 3, 3, attacking="B")
    board = _run(Board((Player("A"), Player("B")), (angel, bear), "A"))
    # B loses 3 and gains 3; A gains 3
    assert (board.player("A").life, board.player("B").life) == (23, 20)
    # the control: the bear is B's, no creature A controls deals damage
    theirs = _creature("bear", "B", 3, 3)
    board = _run(Board((Player("A"), Player("B")), (angel, theirs), "A"))
    assert (board.player("A").life, board.player("B").life) == (20, 20)
