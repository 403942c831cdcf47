"""The parser reads session 9's shapes of triggered effects and groups
(issue 33), after any trigger: "~ gets +N/+N and gains KEYWORD and KEYWORD
until end of turn" (613.4c, 613.1f; haste left out, 302.6), "you may have
target creature get +N/+N (and gain KEYWORD) until end of turn" (603.3d,
603.5), "target player loses life equal to its power" (608.2h) and "another
creature or planeswalker you control dies" (700.4). With the controls that
stay refused.
"""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import BlockTrigger, KeywordEffect, LifeEffect, PumpEffect
from mtgcombat.core.keywords import Keyword
from mtgcombat.text import parse_sentence


def _one(sentence: str) -> BlockTrigger:
    parsed = parse_sentence(sentence, name="Testcat")
    assert parsed.status == "modelled", parsed.error
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    return value


def test_pump_and_two_keywords_haste_left_out_after_a_death() -> None:
    trigger = _one(
        "Whenever a creature an opponent controls dies, Testcat gets +2/+0 and gains first "
        "strike and haste until end of turn."
    )
    assert trigger.events == ("dies",)
    assert trigger.effects == (
        PumpEffect("it", 2, 0),
        KeywordEffect(Keyword.FIRST_STRIKE, "it"),
    )


def test_pump_and_two_keywords_on_attacking() -> None:
    trigger = _one(
        "Whenever ~ attacks, it gets +1/+1 and gains flying and trample until end of turn."
    )
    assert [type(e) for e in trigger.effects] == [PumpEffect, KeywordEffect, KeywordEffect]


def test_control_a_keyword_the_engine_does_not_grant_is_refused() -> None:
    parsed = parse_sentence(
        "Whenever ~ attacks, it gets +2/+0 and gains hexproof and haste until end of turn."
    )
    assert parsed.status == "unmodelled"


@pytest.mark.parametrize("head", ["When ~ dies", "Whenever ~ deals combat damage to a player"])
def test_you_may_have_target_creature_get(head: str) -> None:
    trigger = _one(f"{head}, you may have target creature get -2/-2 until end of turn.")
    assert trigger.optional
    [pump] = trigger.effects
    assert isinstance(pump, PumpEffect)
    assert (pump.target, pump.power, pump.toughness) == ("target", -2, -2)


def test_you_may_have_target_creature_get_and_gain() -> None:
    trigger = _one(
        "When ~ dies, you may have target creature get +2/+0 and gain deathtouch until end of turn."
    )
    assert [type(e) for e in trigger.effects] == [PumpEffect, KeywordEffect]


def test_control_a_cast_trigger_s_you_may_have_target_get_stays_refused() -> None:
    # a timeline casts from no zone but the hand: "from exile" is not read
    # (the enchantment spell's form is read since s10-cast: no enchantment spell
    # is cast in combat, and a flash Aura is refused, so it never wrongly triggers)
    parsed = parse_sentence(
        "Whenever you cast a spell from exile, you may have target creature get -2/-2 until "
        "end of turn."
    )
    assert parsed.status == "unmodelled"


def test_target_player_loses_life_equal_to_its_power() -> None:
    trigger = _one("When ~ dies, target player loses life equal to its power.")
    assert trigger.effects == (LifeEffect(-1, "target_player", by_power=True),)


def test_control_its_power_of_another_creature_s_death_stays_refused() -> None:
    parsed = parse_sentence(
        "Whenever another creature you control dies, target player loses life equal to its power."
    )
    assert parsed.status == "unmodelled"
    assert "names the creature that died" in (parsed.error or "")


def test_another_creature_or_planeswalker_you_control() -> None:
    trigger = _one(
        "Whenever another creature or planeswalker you control dies, put a +1/+1 counter on ~."
    )
    subject = trigger.subject
    assert subject is not None
    assert subject.other and subject.controller == "you"
    assert {frozenset(s.types) for s in subject.any_of} == {
        frozenset({"creature"}),
        frozenset({"planeswalker"}),
    }


def test_self_or_another_creature_or_planeswalker_is_two_triggers() -> None:
    parsed = parse_sentence(
        "Whenever ~ or another creature or planeswalker you control dies, each opponent loses "
        "1 life and you gain 1 life."
    )
    assert parsed.status == "modelled"
    subjects = sorted(
        a.subject is None for a in parsed.traits.abilities if isinstance(a, BlockTrigger)
    )
    assert subjects == [False, True]


def test_dies_intervening_if_on_a_player_or_the_board() -> None:
    trigger = _one(
        "Whenever another creature you control dies, if you have the city's blessing, put a "
        "+1/+1 counter on ~."
    )
    assert type(trigger.effects[0]).__name__ == "InterveningIf"
    # "if ..., draw a card" changes nothing in the combat: no effect
    parsed = parse_sentence(
        "Whenever another creature you control dies, if you control a Zombie, draw a card."
    )
    assert parsed.status == "no_effect"
