"""A fight in an attack trigger (issue 33, session 12): "Whenever ~
attacks, it fights target creature defending player controls" (The
Tarrasque). The target is chosen as the ability is put on the stack
(603.3d; ``choices.targets``); as it resolves, the attacker and the target
each deal damage equal to its power to the other, at once (701.14a now,
701.12a in 2023). The damage is not combat damage (120.2b): a creature
dealt lethal damage is destroyed before blocks (704.5g), so it can't block.
If the target is no longer a creature or has left, no damage is dealt
(701.14b, 608.2b). Each rule test has a control.
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.basics import CardType
from mtgcombat.core.events import DamageDealt
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.tap_fight_values import FightTargetEffect
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.tap_fight import fight_target
from mtgcombat.text import parse_sentence

TARRASQUE = "Whenever ~ attacks, it fights target creature defending player controls."


# -- parser -------------------------------------------------------------------


def test_parse_fight_target() -> None:
    [ability] = _ability(TARRASQUE)
    assert str(ability) == (
        "whenever this creature attacks, it fights a target among creatures defending player "
        "controls"
    )
    assert "格闘を行う" in describe_value(ability, "ja")
    [named] = _ability("Whenever ~ blocks, ~ fights target creature an opponent controls.")
    assert "fights a target among creatures an opponent controls" in str(named)


def test_parse_fight_of_two_targets_stays_refused() -> None:
    # control: two targets fighting each other (one target per ability from choices)
    line = (
        "Whenever ~ attacks, target creature you control fights target creature defending "
        "player controls."
    )
    assert parse_sentence(line, name="Brute").status == "unmodelled"


# -- 701.14a: each deals damage equal to its power to the other ---------------


def _attack(
    targets: tuple[str, ...], rules: str = "current", **more: Any
) -> tuple[Board, list[Any]]:
    tarrasque = _creature(
        "tarrasque", power=10, toughness=10, attacking="B", tapped=True,
        abilities=_ability(TARRASQUE), choices=TriggerChoices(targets=targets),
    )  # fmt: skip
    perms = [tarrasque, *(_creature(pid, **fields) for pid, fields in more.items())]
    after, events = declare_attackers_triggers(_board(*perms), rules)
    return after, list(events)


def test_701_14a_both_deal_damage_and_the_target_dies_before_blocks() -> None:
    after, events = _attack(("wall",), wall={"controller": "B", "power": 3, "toughness": 8})
    assert not after.permanent("wall").on_battlefield  # 10 damage: destroyed (704.5g)
    assert after.permanent("tarrasque").damage == 3
    dealt = [
        (e.source, e.recipient, e.amount, e.combat) for e in events if isinstance(e, DamageDealt)
    ]
    assert dealt == [("tarrasque", "wall", 10, False), ("wall", "tarrasque", 3, False)]


def test_701_14a_the_2023_rules_fight_the_same() -> None:
    after, _ = _attack(("wall",), "2023", wall={"controller": "B", "power": 3, "toughness": 8})
    assert after.permanent("tarrasque").damage == 3


def test_603_3d_a_creature_of_the_attacker_is_no_legal_target() -> None:
    # control: "defending player controls": the attacker's own creature can't be chosen
    with pytest.raises(ChoiceError):
        _attack(("elf",), elf={"controller": "A"})


def test_603_3d_no_creature_to_target_no_fight() -> None:
    # control: no legal target: the ability is removed from the stack (603.3d)
    after, events = _attack((), elf={"controller": "A"})
    assert not any(isinstance(e, DamageDealt) for e in events)
    assert after.permanent("tarrasque").damage == 0


def test_701_14b_a_fighter_no_longer_a_creature_deals_no_damage() -> None:
    # checked as it resolves (608.2b): a target that stopped being a creature
    # (an animated land back to a land) is dealt no damage and deals none
    tarrasque = _creature("tarrasque", power=10, toughness=10, attacking="B")
    land = Permanent(
        id="land", controller="B", power=3, toughness=3, types=frozenset({CardType.LAND})
    )
    wall = _creature("wall", controller="B", power=3, toughness=8)
    fight = FightTargetEffect(Selector())
    board = _board(tarrasque, land, wall)
    _, none = fight_target(board, fight, source="tarrasque", creature="tarrasque", target="land")
    assert none == []
    # control: a creature target is fought
    _, both = fight_target(board, fight, source="tarrasque", creature="tarrasque", target="wall")
    assert [e.amount for e in both if isinstance(e, DamageDealt)] == [10, 3]


def test_701_14a_it_is_the_attacking_creature_of_a_group_trigger() -> None:
    # "it" after "whenever a creature you control attacks" is that creature (603.2),
    # "~" the permanent with the ability (a watcher that does not attack: the control)
    for word, fighter, idle in (("it", "bear", "watcher"), ("~", "watcher", "bear")):
        line = (
            f"Whenever a creature you control attacks, {word} fights target creature an "
            "opponent controls."
        )
        watcher = _creature(
            "watcher", power=4, toughness=4, abilities=_ability(line),
            choices=TriggerChoices(targets=("wall",)),
        )  # fmt: skip
        bear = _creature("bear", power=2, toughness=2, attacking="B", tapped=True)
        wall = _creature("wall", controller="B", power=1, toughness=5)
        after, _ = declare_attackers_triggers(_board(watcher, bear, wall), "current")
        assert after.permanent(fighter).damage == 1, word
        assert after.permanent(idle).damage == 0, word
