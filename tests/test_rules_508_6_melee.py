"""Melee counts the opponents attacked (702.121a), and an opponent was
attacked only if a creature was declared attacking that player (508.6): not
a planeswalker they control, not a battle they protect. The same text in the
2023 and the current rules."""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board, CardType, Counters, OtherKeyword, Permanent, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.attack_triggers import declare_attackers_triggers, melee_count

MELEE = frozenset({OtherKeyword("melee", rule="702.121")})
BOTH = pytest.mark.parametrize("rules", [RuleSet.R2023, RuleSet.CURRENT])


def _knight(attacking: str = "B") -> Permanent:
    return Permanent(
        id="knight", controller="A", power=2, toughness=2, attacking=attacking, abilities=MELEE
    )


def _elf(attacking: str) -> Permanent:
    return Permanent(id="elf", controller="A", power=1, toughness=1, attacking=attacking)


WALKER = Permanent(
    id="walker",
    controller="C",
    types=frozenset({CardType.PLANESWALKER}),
    counters=Counters(loyalty=4),
)
SIEGE = Permanent(
    id="siege",
    controller="B",
    types=frozenset({CardType.BATTLE}),
    subtypes=frozenset({"siege"}),
    protector="C",
    counters=Counters(defense=5),
)


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B"), Player("C")), perms, "A")


def _melee(board: Board, rules: RuleSet) -> tuple[int, int]:
    after, events = declare_attackers_triggers(board, rules)
    (trigger,) = [e.to_json() for e in events if e.rule == "702.121a"]
    count = trigger["count"]
    assert isinstance(count, int)
    return after.permanent("knight").power, count


@BOTH
def test_508_6_melee_a_planeswalkers_controller_was_not_attacked(rules: RuleSet) -> None:
    assert _melee(_board(_knight(), _elf("walker"), WALKER), rules) == (3, 1)


@BOTH
def test_508_6_melee_a_battles_protector_was_not_attacked(rules: RuleSet) -> None:
    assert _melee(_board(_knight(), _elf("siege"), SIEGE), rules) == (3, 1)


@BOTH
def test_508_6_melee_only_planeswalkers_attacked_counts_no_opponent(rules: RuleSet) -> None:
    # A attacks nothing but C's planeswalker: no opponent was attacked
    assert _melee(_board(_knight("walker"), WALKER), rules) == (2, 0)


@BOTH
def test_508_6_melee_control_a_player_attacked_directly_counts(rules: RuleSet) -> None:
    # control: the elf attacks C directly, so C was attacked
    assert _melee(_board(_knight(), _elf("C"), WALKER), rules) == (4, 2)
    # and a player attacked directly and through a planeswalker counts once
    elf2 = Permanent(id="elf2", controller="A", power=1, toughness=1, attacking="C")
    assert _melee(_board(_knight(), _elf("walker"), elf2, WALKER), rules) == (4, 2)


def test_508_6_melee_count_reads_the_declaration() -> None:
    # 508.6: "attacked" is what was declared; the count is of players, each once
    board = _board(_knight(), _elf("walker"), WALKER)
    assert melee_count(board, "A") == 1
    assert melee_count(board, "B") == 0  # B declared no attackers
