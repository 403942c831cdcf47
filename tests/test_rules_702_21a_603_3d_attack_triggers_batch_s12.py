"""702.21a, 603.3b, 603.3d: the abilities that trigger as attackers are
declared (508.2a) go on the stack together, their targets chosen then,
before any of them resolves; the ward abilities those targets trigger go
on the stack above them and resolve first. Two pingers ("whenever ~
attacks, it deals 1 damage to target creature defending player
controls") both target a 2-toughness creature with "Ward--Pay 3 life"
and 1 damage marked: both wards are paid (6 life) before the first
ping kills it; the second ping then has an illegal target and does
nothing (608.2b). Controls: one pinger; two pingers at a creature
without ward.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.abilities import OtherKeyword
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.attack_triggers import declare_attackers_triggers

PING = "Whenever ~ attacks, it deals 1 damage to target creature defending player controls."


def _whelp(pid: str) -> Permanent:
    return _creature(pid, "A", attacking="B", abilities=_ability(PING, name="Whelp"),
                     choices=TriggerChoices(targets=("witch",), ward_paid=True))  # fmt: skip


def _witch(ward: bool) -> Permanent:
    keywords = frozenset({OtherKeyword("ward", "\u2014 Pay 3 life")}) if ward else frozenset()
    return _creature("witch", "B", power=3, toughness=2, damage=1,
                     abilities=keywords)  # fmt: skip


def _attack(whelps: int, ward: bool) -> tuple[Board, list[tuple[str, str]]]:
    attackers = tuple(_whelp(f"w{i}") for i in range(1, whelps + 1))
    board = Board((Player("A"), Player("B")), (*attackers, _witch(ward)), "A")
    after, events = declare_attackers_triggers(board, "current")
    return after, [(e.kind, e.rule) for e in events]


def test_702_21a_603_3d_both_wards_paid_before_either_trigger_resolves() -> None:
    after, kinds = _attack(2, ward=True)
    assert after.player("A").life == 14  # both wards paid: 3 + 3 life (119.4)
    assert not after.permanent("witch").on_battlefield
    wards = [i for i, k in enumerate(kinds) if k[0] == "trigger_ward_paid"]
    resolves = [i for i, k in enumerate(kinds) if k[0] == "trigger_resolves"]
    assert len(wards) == 2 and len(resolves) == 2
    assert max(wards) < min(resolves)  # every ward resolves first (603.3b)
    assert ("trigger_removed", "608.2b") in kinds  # the second ping's target is gone


def test_702_21a_control_one_pinger_pays_once() -> None:
    after, kinds = _attack(1, ward=True)
    assert after.player("A").life == 17
    assert not after.permanent("witch").on_battlefield
    assert [k for k in kinds if k[0] == "trigger_ward_paid"] == [("trigger_ward_paid", "702.21a")]


@pytest.mark.parametrize("whelps", [1, 2])
def test_603_3d_control_unwarded_target_costs_no_life(whelps: int) -> None:
    after, kinds = _attack(whelps, ward=False)
    assert after.player("A").life == 20
    assert not after.permanent("witch").on_battlefield
    assert not [k for k in kinds if "ward" in k[0]]
