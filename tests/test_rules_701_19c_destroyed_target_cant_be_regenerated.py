"""A target destroyed by an "attacks and isn't blocked" trigger that can't
be regenerated (issue 33, session 10): "whenever ~ attacks and isn't
blocked, you may sacrifice it. If you do, destroy target creature
defending player controls. It can't be regenerated." (Necrite). The
ability triggers as blockers are declared (509.1h, 509.3) and resolves in
the declare blockers step; the sacrifice is its cost-like first step
(701.21a, 608.2c), and the destruction ignores a regeneration shield
(701.19c now, 701.15c in 2023). Controls: declined ("you may", 603.5),
nothing happens; blocked, it doesn't trigger.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.model import Board
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers

NECRITE = (
    "Whenever ~ attacks and isn't blocked, you may sacrifice it. If you do, destroy target "
    "creature defending player controls. It can't be regenerated."
)


def test_parse_destroy_target_no_regeneration() -> None:
    [ability] = _ability(NECRITE)
    assert str(ability).endswith(
        "if you do, destroy a target among creatures defending player controls "
        "(it can't be regenerated)"
    )


def _blockers(rules: str, may: bool, blocked: bool = False) -> Board:
    necrite = _creature(
        "necrite", attacking="B", abilities=_ability(NECRITE),
        choices=TriggerChoices(may=may, targets=("troll",)),
    )  # fmt: skip
    troll = _creature("troll", "B", regeneration_shields=1)
    wall = _creature("wall", "B", blocking=("necrite",) if blocked else ())
    after, _ = declare_blockers_triggers(_board(necrite, troll, wall), rules)
    return after


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_701_19c_the_shield_doesnt_save_the_target(rules: str) -> None:
    after = _blockers(rules, may=True)
    assert str(after.permanent("necrite").zone) == "graveyard"
    assert str(after.permanent("troll").zone) == "graveyard"


def test_603_5_declined_nothing_happens() -> None:
    after = _blockers("current", may=False)
    assert after.permanent("necrite").on_battlefield
    assert after.permanent("troll").on_battlefield


def test_509_1h_blocked_it_doesnt_trigger() -> None:
    after = _blockers("current", may=True, blocked=True)
    assert after.permanent("necrite").on_battlefield
    assert after.permanent("troll").on_battlefield
