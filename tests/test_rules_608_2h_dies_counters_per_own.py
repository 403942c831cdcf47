"""A dies trigger that puts on a target as many counters as the creature
had of one kind as it last existed on the battlefield (issue 33): "When ~
dies, put a -1/-1 counter on target creature for each -1/-1 counter on ~"
(Grief Tyrant, Soulstinger), "put X +1/+1 counters on target creature you
control, where X is the number of +1/+1 counters on ~" (Servant of the
Scale). The count is the dead creature's last known information (608.2h);
the counters are new ones on the target (122.1), chosen as the ability is
put on the stack (603.3d), and the ability resolves in the combat damage
step (510.3a). Each rules test has a control, in both rule sets."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import BlockTrigger, CountersOnTargetEffect
from mtgcombat.core.basics import Counters
from mtgcombat.core.events import CountersPut, Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

TYRANT = "When ~ dies, put a -1/-1 counter on target creature for each -1/-1 counter on ~."
STINGER = "When ~ dies, you may put a -1/-1 counter on target creature for each -1/-1 counter on ~."
SERVANT = (
    "When ~ dies, put X +1/+1 counters on target creature you control,"
    " where X is the number of +1/+1 counters on ~."
)
RULE_SETS = ("current", "2023")


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(
            a for t in text for a in parse_sentence(t, name="Testcat").traits.abilities
        ),
        **fields,
    )


def run(rules: str, *permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, rules, auto=True, triggers=True)
    return result.board, result.events


def test_parser_reads_the_count_of_its_own_counters() -> None:
    for text, plus in ((TYRANT, False), (STINGER, False), (SERVANT, True)):
        parsed = parse_sentence(text, name="Testcat")
        assert parsed.status == "modelled", text
        [ability] = parsed.traits.abilities
        assert isinstance(ability, BlockTrigger)
        [effect] = ability.effects
        assert isinstance(effect, CountersOnTargetEffect)
        assert (effect.its_counters, effect.every_kind, effect.plus) == (True, False, plus)
    [tyrant] = parse_sentence(TYRANT, name="Testcat").traits.abilities
    assert str(tyrant) == (
        "whenever this creature dies, put its -1/-1 counters on a target among creatures"
    )
    assert "-1/-1カウンター1個につき-1/-1カウンターを1個置く" in describe_value(tyrant, "ja")
    # controls: another kind than the one counted, and a count on this
    # permanent when another creature dies, are refused
    for refused in (
        "When ~ dies, put a +1/+1 counter on target creature for each -1/-1 counter on ~.",
        "Whenever another creature dies, put a +1/+1 counter on target creature"
        " for each +1/+1 counter on ~.",
    ):
        assert parse_sentence(refused, name="Testcat").status == "unmodelled", refused


@pytest.mark.parametrize("rules", RULE_SETS)
def test_608_2h_as_many_minus_counters_as_it_had(rules: str) -> None:
    # an 8/8 with four -1/-1 counters (a 4/4) blocks a 5/5 and dies; the 5/5
    # has 4 damage and gets four -1/-1 counters: a 1/1 with lethal damage
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    tyrant = creature(
        "tyrant", "B", 8, 8, TYRANT, blocking=("ogre",),
        counters=Counters(minus_one=4), choices=TriggerChoices(targets=("ogre",)),
    )  # fmt: skip
    board, events = run(rules, ogre, tyrant)
    put = [e for e in events if isinstance(e, CountersPut)]
    assert [(e.target, e.counter, e.amount) for e in put] == [("ogre", "-1/-1", 4)]
    assert board.permanent("ogre").zone.value == "graveyard"
    # control: blocking a 2/2 the 4/4 survives: no trigger, no counters put
    bear = creature("bear", "A", 2, 2, attacking="B")
    survivor = creature(
        "tyrant", "B", 8, 8, TYRANT, blocking=("bear",),
        counters=Counters(minus_one=4), choices=TriggerChoices(targets=("bear",)),
    )  # fmt: skip
    board, events = run(rules, bear, survivor)
    assert not [e for e in events if isinstance(e, CountersPut)]
    assert board.permanent("tyrant").on_battlefield


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_5_you_may_declined_puts_none(rules: str) -> None:
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    stinger = creature(
        "stinger", "B", 4, 5, STINGER, blocking=("ogre",),
        counters=Counters(minus_one=2), choices=TriggerChoices(targets=("ogre",), may=False),
    )  # fmt: skip
    board, events = run(rules, ogre, stinger)
    assert board.permanent("stinger").zone.value == "graveyard"
    assert not [e for e in events if isinstance(e, CountersPut)]
    assert board.permanent("ogre").on_battlefield
    # control: taken, the 5/5 with 2 damage gets two counters and survives as a 3/3
    taken = creature(
        "stinger", "B", 4, 5, STINGER, blocking=("ogre",),
        counters=Counters(minus_one=2), choices=TriggerChoices(targets=("ogre",)),
    )  # fmt: skip
    board, _ = run(rules, ogre, taken)
    assert board.permanent("ogre").counters.minus_one == 2
    assert board.permanent("ogre").on_battlefield


@pytest.mark.parametrize("rules", RULE_SETS)
def test_608_2h_as_many_plus_counters_as_it_had(rules: str) -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    servant = creature(
        "servant", "B", 0, 0, SERVANT, blocking=("ogre",),
        counters=Counters(plus_one=3), choices=TriggerChoices(targets=("bear",)),
    )  # fmt: skip
    bear = creature("bear", "B", 2, 2)
    board, _ = run(rules, ogre, servant, bear)
    assert board.permanent("servant").zone.value == "graveyard"
    assert board.permanent("bear").counters.plus_one == 3
    # control: it has -1/-1 counters only: none of the counted kind, nothing put
    odd = creature(
        "servant", "B", 3, 3, SERVANT, blocking=("ogre",),
        counters=Counters(minus_one=1), choices=TriggerChoices(targets=("bear",)),
    )  # fmt: skip
    board, _ = run(rules, ogre, odd, bear)
    assert board.permanent("servant").zone.value == "graveyard"
    assert board.permanent("bear").counters.plus_one == 0
