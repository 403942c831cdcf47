"""A counter removed by an attack or block trigger (issue 33, session 10):
"whenever ~ attacks or blocks, remove a +1/+1 counter from it. If you do,
~ deals 1 damage to any target" (Clockwork Hydra), "remove a -1/-1 counter
from it. If you do, you gain 1 life", "whenever ~ blocks, remove an ice
counter from it". One counter of the kind comes off the creature as the
ability resolves (122.1), in the declare attackers step for an attack
(508.2a) and the declare blockers step for a block (509.2a); a +1/+1
counter removed makes it smaller before combat damage (613.4d). With none
of that kind on it nothing is removed and "if you do" fails (608.2c).
Controls: no counter, no damage; a counter of another kind stays.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.basics import Counters
from mtgcombat.core.events import CountersRemoved, DamageDealt
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers

HYDRA = (
    "Whenever ~ attacks or blocks, remove a +1/+1 counter from it. If you do, ~ deals 1 damage "
    "to any target."
)
ICE = "Whenever ~ blocks, remove an ice counter from it."


def test_parse_remove_a_counter() -> None:
    [ability] = _ability(HYDRA)
    assert str(ability) == (
        "whenever this creature attacks or blocks, remove a +1/+1 counter from it; if you do, "
        "this permanent deals 1 damage to any target"
    )
    assert describe_value(ability, "ja").startswith(
        "このクリーチャーが攻撃するかブロックするたび、それから+1/+1カウンター1個を取り除く。"
    )
    assert str(next(iter(_ability(ICE)))).endswith("remove an ice counter from it")


def _hydra(counters: Counters, controller: str = "A", **fields: object) -> object:
    return _creature(
        "hydra", controller, 0, 0, abilities=_ability(HYDRA), counters=counters,
        choices=TriggerChoices(targets=("elf",)), **fields,
    )  # fmt: skip


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_122_1_attacking_removes_a_counter_then_deals_damage(rules: str) -> None:
    hydra = _hydra(Counters(plus_one=4), attacking="B")
    elf = _creature("elf", "B", 1, 1)
    after, events = declare_attackers_triggers(_board(hydra, elf), rules)  # type: ignore[arg-type]
    removed = [e for e in events if isinstance(e, CountersRemoved)]
    assert [(e.rule, e.target, e.counter, e.amount) for e in removed] == [
        ("122.1", "hydra", "+1/+1", 1)
    ]
    assert after.permanent("hydra").current_power == 3  # 613.4d: one counter fewer
    assert not after.permanent("elf").on_battlefield  # 1 damage, then 704.5g


def test_608_2c_no_counter_no_damage() -> None:
    # control: a 2/2 with the ability and no +1/+1 counter: nothing removed, no damage
    bear = _creature(
        "hydra", abilities=_ability(HYDRA), attacking="B", choices=TriggerChoices(targets=("elf",))
    )
    elf = _creature("elf", "B", 1, 1)
    after, events = declare_attackers_triggers(_board(bear, elf), "current")
    assert not [e for e in events if isinstance(e, CountersRemoved | DamageDealt)]
    assert after.permanent("elf").on_battlefield


def test_509_2a_blocking_removes_a_counter() -> None:
    ogre = _creature("ogre", attacking="B")
    hydra = _hydra(Counters(plus_one=2), "B", blocking=("ogre",))
    elf = _creature("elf", "B", 1, 1)
    after, _ = declare_blockers_triggers(_board(ogre, hydra, elf), "current")  # type: ignore[arg-type]
    assert after.permanent("hydra").counters.plus_one == 1


def test_122_1_another_kind_of_counter() -> None:
    wall = _creature(
        "wall", "B", abilities=_ability(ICE), blocking=("ogre",),
        counters=Counters(plus_one=1, other=(("ice", 2),)),
    )  # fmt: skip
    after, _ = declare_blockers_triggers(_board(_creature("ogre", attacking="B"), wall), "current")
    counters = after.permanent("wall").counters
    assert (counters.count("ice"), counters.plus_one) == (1, 1)  # the +1/+1 counter stays
