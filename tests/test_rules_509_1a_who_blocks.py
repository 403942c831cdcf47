"""Who may block (509.1a) and why a declaration breaks it, said once.

Every player other than the attacking player (and its teammates) is a
defending player during combat: the nonactive player of a two-player game
(506.2), each opponent of a multiplayer game attacking multiple players
(802.2), the defending team in Two-Headed Giant (805.10d). A creature of such
a player that blocks an attacker attacking someone else breaks 509.1a
because of that attacker, and only that reason is given; "not a defending
player" is said only of the attacking player's own creatures.
"""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.i18n.messages import describe
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks

RULE_SETS = ["2023", "current"]


def _creature(pid: str, controller: str, attacking: str | None = None) -> Permanent:
    return Permanent(id=pid, controller=controller, power=2, toughness=2, attacking=attacking)


def _codes(board: Board, blocks: str, rules: str) -> list[tuple[str, str]]:
    verdict = is_legal_blocks(board, BlockDeclaration.parse(blocks), rules)
    for v in verdict.violations:  # every one renders in both languages
        assert describe(v, "en") and describe(v, "ja")
    return [(v.rule, v.code) for v in verdict.violations]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_509_1a_802_2_an_unattacked_opponent_is_a_defending_player(rules: str) -> None:
    """B is a defending player (802.2) though nothing attacks B: its elf may
    not block the ogre attacking C, for that one reason."""
    board = Board(
        (Player("A"), Player("B"), Player("C")),
        (_creature("ogre", "A", attacking="C"), _creature("elf", "B"), _creature("cat", "C")),
        "A",
    )
    assert _codes(board, "elf: ogre", rules) == [("509.1a", "block_wrong_defender")]
    # control: C's creature blocks the ogre attacking C
    assert _codes(board, "cat: ogre", rules) == []


@pytest.mark.parametrize("rules", RULE_SETS)
def test_509_1a_506_2_the_nonactive_player_defends_and_the_active_one_does_not(
    rules: str,
) -> None:
    """Two players: B is the defending player (506.2); a block on a creature
    that isn't attacking is wrong for that reason only. Control: the attacking
    player's own creature is "not a defending player's", said once."""
    board = Board(
        (Player("A"), Player("B")),
        (_creature("ogre", "A", attacking="B"), _creature("bear", "A"), _creature("elf", "B")),
        "A",
    )
    assert _codes(board, "elf: bear", rules) == [("509.1a", "block_non_attacker")]
    assert _codes(board, "bear: ogre", rules) == [("509.1a", "block_not_defending")]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_509_1a_805_10d_a_teammate_of_the_attacked_player_blocks(rules: str) -> None:
    """Two-Headed Giant: B2 defends with B1 (805.10d); the attacking team's
    creatures are the ones that are "not a defending player's"."""
    board = Board(
        tuple(Player(p) for p in ("A1", "A2", "B1", "B2")),
        (_creature("ogre", "A1", attacking="B1"), _creature("elf", "B2"), _creature("bear", "A2")),
        "A1",
        teams=(("A1", "A2"), ("B1", "B2")),
    )
    assert _codes(board, "elf: ogre", rules) == []
    assert _codes(board, "bear: ogre", rules) == [("509.1a", "block_not_defending")]
