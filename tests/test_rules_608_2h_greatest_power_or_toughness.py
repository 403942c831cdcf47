"""X as the greatest power and/or toughness among a group (issue 33,
session 10): "whenever ~ attacks or blocks, it gets +X/+X until end of
turn, where X is the greatest power and/or toughness among other creatures
you control" (Freelance Muscle). X is the greatest of the group's powers
and toughnesses together, read as the ability resolves (608.2h): in the
declare attackers step for an attack (508.2a), in the declare blockers
step for a block (509.2a). Controls: the creature itself is not "other";
no other creature, X is 0.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers

MUSCLE = (
    "Whenever ~ attacks or blocks, it gets +X/+X until end of turn, where X is the greatest "
    "power and/or toughness among other creatures you control."
)


def test_parse_greatest_power_or_toughness() -> None:
    [ability] = _ability(MUSCLE, name="Freelance Muscle")
    assert str(ability).endswith(
        "times X where X is the greatest power and/or toughness among other creatures you control"
    )
    assert describe_value(ability, "ja").endswith("最も大きいパワーやタフネスに等しい")


@pytest.mark.parametrize(
    ("others", "power"),
    [
        (((0, 8), (3, 3)), 12),  # the wall's toughness 8 is the greatest
        (((5, 1),), 9),  # a power
        ((), 4),  # control: no other creature, X is 0
    ],
)
def test_608_2h_attacking_gets_the_greatest_stat(
    others: tuple[tuple[int, int], ...], power: int
) -> None:
    muscle = _creature("muscle", "A", 4, 4, attacking="B", abilities=_ability(MUSCLE))
    more = [_creature(f"c{i}", "A", p, t) for i, (p, t) in enumerate(others)]
    theirs = _creature("big", "B", 9, 9)  # control: an opponent's creature doesn't count
    after, _ = declare_attackers_triggers(_board(muscle, *more, theirs), "current")
    muscle_after = after.permanent("muscle")
    assert (muscle_after.current_power, muscle_after.current_toughness) == (power, power)


def test_509_2a_blocking_gets_the_greatest_stat() -> None:
    ogre = _creature("ogre", attacking="B")
    muscle = _creature("muscle", "B", 4, 4, blocking=("ogre",), abilities=_ability(MUSCLE))
    wall = _creature("wall", "B", 0, 6)
    after, _ = declare_blockers_triggers(_board(ogre, muscle, wall), "2023")
    assert after.permanent("muscle").current_power == 10
