"""The creatures of "each creature you control with power 3 or less gets
+1/+0 and gains trample until end of turn" are picked once, as the ability
resolves (611.2c, 608.2c): a creature the pump lifts above power 3 still
gains trample, and one the pump didn't pick doesn't gain it (review of
session 8, finding 1). The whole combat is played, damage included
(702.19b), with a control.
"""

from __future__ import annotations

from mtgcombat.core.model import Board, CardType, Keyword, Permanent, Player
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.text import parse_sentence

GROUP = (
    "Whenever ~ attacks, each creature you control with power 3 or less gets +1/+0 and "
    "gains trample until end of turn."
)


def _creature(pid: str, controller: str, power: int, toughness: int, **kw: object) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        types=frozenset({CardType.CREATURE}),
        **kw,  # type: ignore[arg-type]
    )


def _board(*perms: Permanent) -> Board:
    parsed = parse_sentence(GROUP, name="Goreclaw")
    assert parsed.status == "modelled", parsed.error
    gore = _creature("gore", "A", 4, 3, attacking="B", abilities=frozenset(parsed.traits.values()))
    return Board((Player("A"), Player("B")), (gore, *perms), "A")


def test_611_2c_the_pumped_creature_still_gains_trample() -> None:
    # the reviewer's board: a 3/3 blocked by a 0/1. The 3/3 is picked (power
    # 3), becomes 4/3 and gains trample: 1 to the wall (its lethal damage,
    # 702.19b), 3 tramples over; the 4/3 Goreclaw (power 4) is not picked
    # and deals 4. B: 20 - 4 - 3 = 13.
    three = _creature("three", "A", 3, 3, attacking="B")
    wall = _creature("wall", "B", 0, 1, blocking=["three"])
    start = _board(three, wall)
    board, _ = declare_attackers_triggers(start, "current")
    assert board.permanent("three").current_power == 4
    assert board.permanent("three").has(Keyword.TRAMPLE)
    # control: Goreclaw itself, power 4, gets neither half
    assert board.permanent("gore").current_power == 4
    assert not board.permanent("gore").has(Keyword.TRAMPLE)
    result = run_combat(start, "current", auto=True, attack_triggers=True)
    assert result.board.player("B").life == 13


def test_611_2c_control_a_creature_above_power_3_is_not_picked() -> None:
    # control: a 4/4 blocked by the 0/1 is not picked: no +1/+0, no
    # trample; only Goreclaw's 4 reaches B (20 - 4 = 16)
    four = _creature("four", "A", 4, 4, attacking="B")
    wall = _creature("wall", "B", 0, 1, blocking=["four"])
    start = _board(four, wall)
    board, _ = declare_attackers_triggers(start, "current")
    assert board.permanent("four").current_power == 4
    assert not board.permanent("four").has(Keyword.TRAMPLE)
    result = run_combat(start, "current", auto=True, attack_triggers=True)
    assert result.board.player("B").life == 16


GAIN_THEN_PUMP = (
    "Whenever ~ attacks, creatures you control without flying gain flying and get +X/+0 "
    "until end of turn, where X is ~'s power."
)


def test_611_2c_gain_first_then_pump_the_same_creatures() -> None:
    # "creatures without flying gain flying and get +X/+0": the 2/2 with the
    # ability and the 2/2 bear are picked (no flying); both gain flying and
    # still get +2/+0 (X = its power, 2), though they have flying by then
    parsed = parse_sentence(GAIN_THEN_PUMP, name="Sky Herald")
    assert parsed.status == "modelled", parsed.error
    herald = _creature(
        "herald", "A", 2, 2, attacking="B", abilities=frozenset(parsed.traits.values())
    )
    bear = _creature("bear", "A", 2, 2, attacking="B")
    bird = _creature("bird", "A", 1, 1, attacking="B", abilities=frozenset({Keyword.FLYING}))
    board = Board((Player("A"), Player("B")), (herald, bear, bird), "A")
    after, _ = declare_attackers_triggers(board, "current")
    for pid in ("herald", "bear"):
        assert after.permanent(pid).has(Keyword.FLYING)
        assert after.permanent(pid).current_power == 4
    # control: the bird had flying: not picked, no +2/+0
    assert after.permanent("bird").current_power == 1
