"""708.2a: a face-down permanent has no name, so "each other creature with
the same name as that creature" (Bile Blight, Homing Lightning) never reaches
it, and a face-down target names nothing but itself (201.2). Found by the
review of session 10. Each test has a control with the permanent face up."""

from __future__ import annotations

from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.rules.spell_same_name import SameNameEffect, with_same_name


def _bears(pid: str, *, face_down: bool = False) -> Permanent:
    return Permanent(
        id=pid, controller="A", name="Grizzly Bears", power=2, toughness=2, face_down=face_down
    )


def _board(*permanents: Permanent) -> Board:
    return Board((Player("A"), Player("B")), permanents, "A")


def test_708_2a_a_face_down_permanent_does_not_share_the_name() -> None:
    board = _board(_bears("up"), _bears("down", face_down=True))
    assert with_same_name(board, SameNameEffect(), ("up",)) == ("up",)
    # the control: face up, it shares the name
    board = _board(_bears("up"), _bears("other"))
    assert with_same_name(board, SameNameEffect(), ("up",)) == ("up", "other")


def test_708_2a_a_face_down_target_names_nothing_but_itself() -> None:
    board = _board(_bears("down", face_down=True), _bears("up"))
    assert with_same_name(board, SameNameEffect(), ("down",)) == ("down",)
