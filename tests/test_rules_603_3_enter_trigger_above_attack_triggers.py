"""A token an attack trigger puts onto the battlefield attacking (508.4)
triggers the abilities watching for a creature entering (603.6a). They go
on the stack the next time a player would receive priority (117.3b), above
the attack triggers still waiting (603.3, 405.2), and resolve before them
(review of session 8, finding 2). With a control: the token made by the
last attack trigger, where nothing is waiting any more.
"""

from __future__ import annotations

from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.text import parse_sentence

CAPTAIN = (
    "Whenever this creature attacks, create a 1/1 white Soldier creature token that's "
    "tapped and attacking."
)
GORECLAW = (
    "Whenever Goreclaw attacks, each creature you control with power 4 or greater gets "
    "+1/+1 and gains trample until end of turn."
)
RALLY = (
    "Whenever another creature enters the battlefield under your control, creatures you "
    "control get +1/+0 until end of turn."
)


def _creature(pid: str, power: int, toughness: int, text: str = "", **kw: object) -> Permanent:
    abilities: frozenset[object] = frozenset()
    if text:
        parsed = parse_sentence(text, name="Goreclaw")
        assert parsed.status == "modelled", parsed.error
        abilities = frozenset(parsed.traits.values())
    return Permanent(
        id=pid,
        controller="A",
        power=power,
        toughness=toughness,
        types=frozenset({CardType.CREATURE}),
        abilities=abilities,  # type: ignore[arg-type]
        **kw,  # type: ignore[arg-type]
    )


def _board(captain_first: bool) -> Board:
    captain = _creature("captain", 1, 1, CAPTAIN, attacking="B")
    gore = _creature("gore", 4, 3, GORECLAW, attacking="B")
    three = _creature("three", 3, 3, attacking="B")
    rally = _creature("rally", 1, 1, RALLY)
    first = (captain, gore) if captain_first else (gore, captain)
    return Board((Player("A"), Player("B")), (*first, three, rally), "A")


def test_603_3_the_token_s_enter_trigger_resolves_before_goreclaw_s() -> None:
    # the captain's trigger resolves first: the Soldier enters, Rally's
    # trigger goes on the stack above Goreclaw's and resolves first: every
    # creature +1/+0, the 3/3 becomes 4/3; then Goreclaw's trigger picks the
    # creatures with power 4 or greater: Goreclaw (5) and the 3/3 (4), +1/+1
    # and trample. Damage: captain 2 + Goreclaw 6 + the 3/3 5 + Soldier 2 =
    # 15: B at 5.
    board = _board(captain_first=True)
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("three").current_power == 5
    result = run_combat(board, "current", auto=True, attack_triggers=True)
    assert result.board.player("B").life == 5


def test_603_3_control_goreclaw_s_trigger_first() -> None:
    # control: Goreclaw's trigger resolves first, the 3/3 is not picked
    # (power 3); then the Soldier enters and Rally gives +1/+0 to each:
    # captain 2 + Goreclaw 6 + the 3/3 4 + Soldier 2 = 14: B at 6
    board = _board(captain_first=False)
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("three").current_power == 4
    result = run_combat(board, "current", auto=True, attack_triggers=True)
    assert result.board.player("B").life == 6
