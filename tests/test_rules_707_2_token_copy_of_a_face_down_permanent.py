"""707.2, 708.2: the copiable values of a face-down permanent are its
face-down ones (a 2/2 creature with no name, text or abilities), not those of
its card. The engine does not build those values, so "create a token that's a
copy of target creature" (Cackling Counterpart) on a face-down permanent is
refused with one line rather than copying the card's name and abilities
(found by the review of session 10). With a control: face up, it is copied."""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.spell_token_copy import apply_token_copy


def _giant(*, face_down: bool) -> Permanent:
    return Permanent(
        id="fd", controller="A", name="Hill Giant", power=2, toughness=2, face_down=face_down
    )


def test_707_2_token_copy_of_a_face_down_permanent_is_refused() -> None:
    board = Board((Player("A"), Player("B")), (_giant(face_down=True),), "A")
    with pytest.raises(ChoiceError) as caught:
        apply_token_copy(board, ("fd",), "A", "timeline[0]")
    assert (caught.value.rule, caught.value.key) == ("707.2", "copy_face_down")
    assert "face-down" in str(caught.value)
    # the control: face up, the token copies its name
    board = Board((Player("A"), Player("B")), (_giant(face_down=False),), "A")
    after, _ = apply_token_copy(board, ("fd",), "A", "timeline[0]")
    assert after.permanent("fd_copy1").name == "Hill Giant"
