"""A triggered ability that makes each opponent lose life and gives its
controller the life lost this way (issue 33, session 12): "each opponent
loses 5 life. You gain life equal to the life lost this way." (Kokusho, the
Evening Star), "... loses 1 life" (Tormented Hero's heroic, Servant of
Tymaret's inspired). Each opponent's loss is its own (119.3, 102.2); the
gain is all the life they lost as it resolves. The sentence is read after
any trigger; the gain alone is not read. Each rules test is named by its
rule and has a control."""

from __future__ import annotations

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import LifeEffect
from mtgcombat.core.model import Board, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

KOKUSHO = "When ~ dies, each opponent loses 5 life. You gain life equal to the life lost this way."
FIXED = "When ~ dies, each opponent loses 5 life and you gain 5 life."
HERO = (
    "Heroic — Whenever you cast a spell that targets ~, each opponent loses 1 life. "
    "You gain life equal to the life lost this way."
)
SERVANT = (
    "Inspired — Whenever ~ becomes untapped, each opponent loses 1 life. "
    "You gain life equal to the life lost this way."
)


def fight(*players: str, line: str = KOKUSHO) -> Board:
    """B's 5/5 with ``line`` blocks A's 6/6 and dies."""
    ogre = creature("ogre", "A", 6, 6, attacking="B")
    dragon = creature("dragon", "B", 5, 5, line, blocking=("ogre",))
    board = Board(tuple(Player(p) for p in players), (ogre, dragon), "A")
    return resolve_combat(board, "current", None, auto=True, triggers=True).board


# -- the parser ----------------------------------------------------------------


def test_parser_reads_the_loss_then_the_gain_of_it() -> None:
    for line in (KOKUSHO, HERO, SERVANT):
        value = ability(line)
        assert value.effects == (
            LifeEffect(-5 if line is KOKUSHO else -1, "each_opponent"),
            LifeEffect(1, "you", lost_this_way=True),
        )
    assert ability(HERO).events == ("cast_spell_targeting",)
    assert ability(SERVANT).events == ("becomes_untapped",)


def test_parser_refuses_the_gain_alone() -> None:
    line = "Whenever ~ becomes untapped, you gain life equal to the life lost this way."
    assert parse_sentence(line).status == "unmodelled"


def test_japanese_says_the_life_lost_this_way() -> None:
    assert "これにより失われたライフの合計に等しい" in describe_value(ability(KOKUSHO), "ja")


# -- the rules -----------------------------------------------------------------


def test_119_3_the_gain_is_the_life_the_opponent_lost() -> None:
    board = fight("A", "B")
    assert not board.permanent("dragon").on_battlefield
    assert (board.player("A").life, board.player("B").life) == (15, 25)


def test_119_3_each_opponent_loses_and_the_gain_is_all_of_it() -> None:
    board = fight("A", "B", "C")
    assert (board.player("A").life, board.player("C").life) == (15, 15)
    assert board.player("B").life == 30  # 5 from each of two opponents (102.2)


def test_119_3_control_a_fixed_gain_does_not_count_the_opponents() -> None:
    board = fight("A", "B", "C", line=FIXED)
    assert (board.player("A").life, board.player("C").life) == (15, 15)
    assert board.player("B").life == 25


def test_119_3_control_no_death_no_loss_no_gain() -> None:
    ogre = creature("ogre", "A", 2, 2, attacking="B")
    dragon = creature("dragon", "B", 5, 5, KOKUSHO, blocking=("ogre",))
    board = Board((Player("A"), Player("B")), (ogre, dragon), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True).board
    assert (after.player("A").life, after.player("B").life) == (20, 20)
