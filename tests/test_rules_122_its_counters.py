""" "When ~ dies, put its counters on target creature you control" (issue 33):
the target gets as many counters of each kind as the creature that died had
as it last existed on the battlefield (122.1, 608.2h); the ability resolves
in the combat damage step with the step's other triggers (603.3b, 510.3a).
Each test is named by its rule and has a control where the line must not
apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.abilities import BlockTrigger, CountersOnTargetEffect
from mtgcombat.core.model import Board, Counters, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

PUPIL = "When ~ dies, put its counters on target creature you control."


def pupil(counters: Counters, target: str = "bear") -> Permanent:
    return Permanent(
        id="pupil", controller="B", power=0, toughness=0, counters=counters,
        blocking=("ogre",), abilities=frozenset(parse_sentence(PUPIL).traits.abilities),
        choices=TriggerChoices(targets=(target,)),
    )  # fmt: skip


def run(*permanents: Permanent) -> tuple[Board, list[str]]:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    board = Board((Player("A"), Player("B")), (ogre, bear, elf, *permanents), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, [describe_event(e, "ja") for e in result.events]


def test_122_1_put_its_counters_parses_as_a_dies_trigger_on_a_target() -> None:
    parsed = parse_sentence(PUPIL, name="Star Pupil")
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger) and value.events == ("dies",)
    [effect] = value.effects
    assert isinstance(effect, CountersOnTargetEffect)
    assert effect.its_counters and effect.every_kind
    assert str(effect) == "put its counters on a target among creatures you control"
    assert "同じ種類で同じ数" in describe_value(value, "ja")


@pytest.mark.parametrize(
    "sentence",
    [
        # "its" is another creature that died: the engine's effects do not name it
        "Whenever another creature dies, put its counters on target creature you control.",
        # session 12: the intervening "if" (603.4) on its own counters is read
        # (test_rules_603_10a_dies_if_it_had_counters.py); on another creature's, not
        "Whenever another creature dies, if it had counters on it, put a +1/+1 counter on ~.",
    ],
)
def test_122_1_its_counters_of_another_creature_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence, name="Testcat").status == "unmodelled"


def test_122_1_608_2h_its_counters_of_each_kind_go_to_the_target() -> None:
    # a 0/0 with two +1/+1 and one ice counter blocks a 3/3 and dies; the
    # target gets the counters it had as it last existed: each kind
    board, said = run(pupil(Counters(plus_one=2, other=(("ice", 1),))))
    assert board.permanent("pupil").zone.value == "graveyard"
    bear = board.permanent("bear")
    assert bear.counters.plus_one == 2 and bear.counters.other == (("ice", 1),)
    assert bear.current_power == 4
    assert any("+1/+1カウンターを2個得る" in s for s in said)
    # control: it had no counters (a 0/0 would not have blocked alive, so a
    # 1/1 printed): nothing is put on the target
    bare = Permanent(
        id="pupil", controller="B", power=1, toughness=1, blocking=("ogre",),
        abilities=frozenset(parse_sentence(PUPIL).traits.abilities),
        choices=TriggerChoices(targets=("bear",)),
    )  # fmt: skip
    board, _ = run(bare)
    assert board.permanent("bear").counters == Counters()


def test_122_1_its_minus_counters_go_too_and_can_kill_the_target() -> None:
    # +1/+1 and -1/-1 alike: two -1/-1 counters on a 2/2 target kill it (704.5f)
    board, _ = run(pupil(Counters(plus_one=3, minus_one=2)))
    # the pupil was a 1/1 as it died (3 - 2); the target gets 3 +1/+1 and
    # 2 -1/-1 counters, then 704.5q leaves it with one +1/+1 counter
    assert board.permanent("bear").current_power == 3
    # control: the target must be a creature you control (115.1, 603.3d):
    # the opponent's elf is not a legal target, nothing is put on it
    with pytest.raises(ChoiceError, match="elf"):
        run(pupil(Counters(plus_one=3, minus_one=2), target="elf"))
