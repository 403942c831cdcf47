"""Two groups pumped by one attack trigger until the same end of turn
(issue 33, session 10): "whenever ~ attacks, attacking red creatures get
+2/+0 and attacking white creatures get +0/+2 until end of turn" (Agrus
Kos, Wojek Veteran). The ability resolves in the declare attackers step
(508.2a); each group is matched then (611.2c), each pump applies in layer
7c (613.4c), and a creature in both groups gets both. Controls: a red
creature not attacking, a green attacker.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers

AGRUS = (
    "Whenever ~ attacks, attacking red creatures get +2/+0 and attacking white creatures "
    "get +0/+2 until end of turn."
)


def test_parse_two_groups_pumped() -> None:
    [ability] = _ability(AGRUS)
    assert str(ability) == (
        "whenever this creature attacks, attacking red creatures get +2/+0 until end of turn "
        "and attacking white creatures get +0/+2 until end of turn"
    )
    assert describe_value(ability, "ja").endswith(
        "攻撃している白のクリーチャーはターン終了時まで+0/+2の修整を受ける"
    )


def test_parse_two_groups_without_a_duration_is_not_this_form() -> None:
    # control: no "until end of turn" after the second pump: not the two-group form
    [ability] = _ability("Whenever ~ attacks, attacking red creatures get +2/+0 until end of turn.")
    assert len(ability.effects) == 1


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_613_4c_each_group_gets_its_pump(rules: str) -> None:
    agrus = _creature(
        "agrus", attacking="B", abilities=_ability(AGRUS), colors=frozenset({"red", "white"})
    )
    red = _creature("red", attacking="B", colors=frozenset({"red"}))
    white = _creature("white", attacking="B", colors=frozenset({"white"}))
    home = _creature("home", colors=frozenset({"red"}))  # control: not attacking
    green = _creature("green", attacking="B", colors=frozenset({"green"}))  # control: neither color
    after, _ = declare_attackers_triggers(_board(agrus, red, white, home, green), rules)
    stats = {p.id: (p.current_power, p.current_toughness) for p in after.permanents}
    assert stats == {
        "agrus": (4, 4),  # red and white: both pumps on its 2/2
        "red": (4, 2),
        "white": (2, 4),
        "home": (2, 2),
        "green": (2, 2),
    }
