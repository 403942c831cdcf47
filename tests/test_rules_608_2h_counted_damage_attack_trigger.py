"""Damage of a number counted as an attack or enter trigger resolves
(issue 33, session 10): "whenever ~ attacks, it deals damage to any target
equal to the number of +1/+1 counters on ~", "whenever ~ or another Ally
enters the battlefield under your control, you may have ~ deal damage to
target creature equal to the number of Allies you control", "it deals X
damage to any target, where X is the number of Dragons you control". X is
read as the ability resolves (608.2h); the damage is one event of X
(120.3), none when X is 0 (120.8). Controls: no counters, no damage; two
targets in one ability stay refused.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.basics import Counters
from mtgcombat.core.events import DamageDealt
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.text import parse_sentence

COUNTERS = (
    "Whenever ~ attacks, it deals damage to any target equal to the number of +1/+1 counters on ~."
)


def test_parse_counted_damage() -> None:
    [ability] = _ability(COUNTERS)
    assert str(ability).endswith(
        "it deals 1 damage to any target, times X where X is the number of +1/+1 counters on "
        "this permanent"
    )
    assert describe_value(ability, "ja").endswith(
        "それにX点のダメージを与える。Xはこれの上に置かれている+1/+1カウンターの数に等しい"
    )


def test_parse_two_targets_with_a_counted_effect_refused() -> None:
    # control: a counted damage to a target beside another target: two targets (603.3d)
    parsed = parse_sentence(COUNTERS[:-1] + " and target creature gets +1/+1 until end of turn.")
    assert parsed.status == "unmodelled"


@pytest.mark.parametrize(("rules", "counters"), [("current", 3), ("2023", 3), ("current", 0)])
def test_608_2h_damage_equal_to_its_counters(rules: str, counters: int) -> None:
    hydra = _creature(
        "hydra", attacking="B", abilities=_ability(COUNTERS),
        counters=Counters(plus_one=counters), choices=TriggerChoices(targets=("B",)),
    )  # fmt: skip
    after, events = declare_attackers_triggers(_board(hydra), rules)
    dealt = [e for e in events if isinstance(e, DamageDealt)]
    assert [(e.source, e.recipient, e.amount) for e in dealt] == (
        [("hydra", "B", counters)] if counters else []  # 120.8: no damage of 0
    )
    assert after.player("B").life == 20 - counters


def test_608_2h_damage_to_a_creature_counts_as_it_resolves() -> None:
    hydra = _creature(
        "hydra", attacking="B", abilities=_ability(COUNTERS),
        counters=Counters(plus_one=2), choices=TriggerChoices(targets=("bear",)),
    )  # fmt: skip
    bear = _creature("bear", "B")
    after, _ = declare_attackers_triggers(_board(hydra, bear), "current")
    assert not after.permanent("bear").on_battlefield  # 2 damage to a 2/2 (704.5g)
