"""Life lost (or gained) for each counter on the creature with an attack or
block trigger (issue 33, session 10): "whenever ~ attacks or blocks, you
lose 1 life for each +1/+1 counter on it" (Embalmed Brawler). The counters
are counted as the ability resolves (608.2h, 122.1), in the declare
attackers step for an attack (508.2a) and in the declare blockers step for
a block (509.2a); its controller loses that much life (119.3). Controls: no
counters, no life lost; another creature's counters don't count.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.basics import Counters
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers

BRAWLER = "Whenever ~ attacks or blocks, you lose 1 life for each +1/+1 counter on it."


def test_parse_life_lost_for_each_counter_on_it() -> None:
    [ability] = _ability(BRAWLER)
    assert str(ability) == (
        "whenever this creature attacks or blocks, you lose 1 life, times X where X is the "
        "number of +1/+1 counters on this permanent"
    )
    assert describe_value(ability, "ja").endswith(
        "あなたはこれの上の+1/+1カウンター1個につき1点のライフを失う"
    )


def test_parse_life_gained_for_each_counter_on_it() -> None:
    [ability] = _ability("Whenever ~ attacks, you gain 2 life for each +1/+1 counter on it.")
    assert describe_value(ability, "ja").endswith("1個につき2点のライフを得る")


@pytest.mark.parametrize(("counters", "life"), [(3, 17), (0, 20)])
def test_608_2h_attacking_loses_life_per_counter(counters: int, life: int) -> None:
    brawler = _creature(
        "brawler", attacking="B", abilities=_ability(BRAWLER),
        counters=Counters(plus_one=counters),
    )  # fmt: skip
    # another creature's counters are not "on it"
    ally = _creature("ally", counters=Counters(plus_one=5))
    after, _ = declare_attackers_triggers(_board(brawler, ally), "current")
    assert after.player("A").life == life


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_509_2a_blocking_loses_life_per_counter(rules: str) -> None:
    ogre = _creature("ogre", attacking="B")
    brawler = _creature(
        "brawler", "B", blocking=("ogre",), abilities=_ability(BRAWLER),
        counters=Counters(plus_one=2),
    )  # fmt: skip
    after, _ = declare_blockers_triggers(_board(ogre, brawler), rules)
    assert (after.player("A").life, after.player("B").life) == (20, 18)
