"""Counters of a kind with no rule of its own put on the permanent with the
ability, "put a quest counter on ~" (122.1; issue 33, session 10): after an
attack trigger ("whenever a creature you control attacks", resolved in the
declare attackers step, 508.2a) or a spell's trigger (601.2i). The counters
stay on the permanent, and its abilities read them from then on: Beastmaster
Ascension's seventh quest counter turns on "creatures you control get +5/+5"
before blockers are declared (613.4c). Kinds with a rule of their own
(keyword counters 122.1b, shield counters 122.1c, lore counters 714.2b,
level counters 711) stay refused. Each rules test has a control.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.abilities import BlockTrigger, CounterEffect
from mtgcombat.core.damage_events import CountersPut
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player, TriggerChoices
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.timeline_entries import Point, Spell, TimelineEntry
from mtgcombat.rules.triggers_cast import spell_cast_triggers
from mtgcombat.text import parse_sentence

QUEST = "Whenever a creature you control attacks, you may put a quest counter on Ascension."
ANTHEM = (
    "As long as Ascension has seven or more quest counters on it, creatures you control get +5/+5."
)
CHARGE = "Whenever a creature you control attacks, put a charge counter on Repository."
RESEARCH = "Whenever you cast an instant or sorcery spell, put a charge counter on Research."


def _effects(sentence: str, name: str) -> tuple[object, ...]:
    [ability] = _ability(sentence, name=name)
    assert isinstance(ability, BlockTrigger)
    return ability.effects


# -- parser -------------------------------------------------------------------------


def test_parse_quest_counter_on_itself() -> None:
    [ability] = _ability(QUEST, name="Ascension")
    # the same value as the damage triggers' form (core.named_counter_values)
    assert ability.effects == (NamedCounterEffect("quest"),)
    assert ability.optional
    assert str(ability) == (
        "whenever one of the creatures you control attacks, "
        "you may: put 1 quest counter(s) on this permanent"
    )
    assert "これの上に探索カウンターを1個置く" in describe_value(ability, "ja")


def test_parse_charge_counter_after_attacks_and_after_a_spell() -> None:
    assert _effects(CHARGE, "Repository") == (NamedCounterEffect("charge"),)
    # a cast trigger's "it" is the permanent with the ability
    assert _effects(RESEARCH, "Research") in (
        (NamedCounterEffect("charge"),),
        (NamedCounterEffect("charge", 1, False, "it"),),
    )


def test_parse_two_counters() -> None:
    line = "Whenever ~ attacks, put two verse counters on ~."
    # "~ attacks ... on ~": the creature of the event is the permanent itself
    assert _effects(line, "Bard") in (
        (NamedCounterEffect("verse", 2),),
        (NamedCounterEffect("verse", 2, False, "it"),),
    )


def test_parse_a_counter_on_it_goes_on_the_creature_of_the_event() -> None:
    # "it" after "whenever a creature you control attacks" is that creature (603.2),
    # not the permanent with the ability
    line = "Whenever a creature you control attacks, put a quest counter on it."
    assert _effects(line, "Ascension") == (NamedCounterEffect("quest", 1, False, "it"),)


def test_parse_plus_one_counters_on_itself_are_still_counter_effects() -> None:
    # control: +1/+1 counters keep their own effect (613.4c)
    line = "Whenever a creature you control attacks, put a +1/+1 counter on ~."
    [effect] = _effects(line, "Grim Hero")
    assert isinstance(effect, CounterEffect)


@pytest.mark.parametrize("kind", ["flying", "lore", "shield", "level", "stun"])
def test_parse_counters_with_rules_of_their_own_stay_refused(kind: str) -> None:
    # 122.1b keyword counters, 122.1c shield, 714.2b lore, 711 level: not plain counters
    line = f"Whenever ~ attacks, put a {kind} counter on ~."
    assert parse_sentence(line, name="Bard").status == "unmodelled"


# -- 122.1, 508.2a: put in the declare attackers step, read by its statics ----------


def _ascension(controller: str = "A", quest: int = 5, may: bool = True) -> Permanent:
    return Permanent(
        id="asc", controller=controller, power=0, toughness=0,
        types=frozenset({CardType.ENCHANTMENT}),
        abilities=_ability(QUEST, name="Ascension"),
        statics=parse_sentence(ANTHEM, name="Ascension").traits.statics,
        counters=Counters(other=(("quest", quest),)), choices=TriggerChoices(may=may),
    )  # fmt: skip


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


def test_122_1_seventh_quest_counter_turns_the_anthem_on_before_blocks() -> None:
    board = _board(_creature("bear", attacking="B"), _creature("elk", attacking="B"), _ascension())
    after, events = declare_attackers_triggers(board, "current")
    assert after.permanent("asc").counters.count("quest") == 7
    put = [e for e in events if isinstance(e, CountersPut)]
    assert [(e.rule, e.target, e.counter, e.amount) for e in put] == [
        ("122.1", "asc", "quest", 1),
        ("122.1", "asc", "quest", 1),
    ]
    seen = apply_static_effects(after)
    assert (seen.permanent("bear").power, seen.permanent("bear").toughness) == (7, 7)


def test_122_1_one_attacker_leaves_it_at_six_counters() -> None:
    # control: one trigger, six counters: the anthem's condition is not met
    board = _board(_creature("bear", attacking="B"), _creature("elk"), _ascension())
    after, _ = declare_attackers_triggers(board, "2023")
    assert after.permanent("asc").counters.count("quest") == 6
    assert apply_static_effects(after).permanent("bear").power == 2


def test_603_5_declined_may_puts_no_counter() -> None:
    # control: "you may" declined (choices.may = false): no counter (603.5)
    board = _board(_creature("bear", attacking="B"), _creature("elk", attacking="B"),
                   _ascension(may=False))  # fmt: skip
    after, events = declare_attackers_triggers(board, "current")
    assert after.permanent("asc").counters.count("quest") == 5
    assert not [e for e in events if isinstance(e, CountersPut)]


def test_508_2a_an_opponents_creatures_attacking_put_none() -> None:
    # control: B's Ascension watches B's creatures; A's attack doesn't trigger it
    board = _board(_creature("bear", attacking="B"), _ascension(controller="B"))
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("asc").counters.count("quest") == 5


def test_122_1_a_spell_cast_puts_a_charge_counter() -> None:
    research = Permanent(
        id="res", controller="A", power=0, toughness=0,
        types=frozenset({CardType.ENCHANTMENT}), abilities=_ability(RESEARCH, name="Research"),
    )  # fmt: skip
    board = _board(_creature("bear", attacking="B"), research)
    spell = Spell("Shock.", (), types=frozenset({"instant"}))
    entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, (), "A", "timeline[0]")
    after, _ = spell_cast_triggers(board, "current", entry)
    assert after.permanent("res").counters.count("charge") == 1
    # control: the opponent's spell does not trigger "whenever you cast"
    theirs = TimelineEntry(Point.DECLARE_BLOCKERS, spell, (), "B", "timeline[0]")
    after, _ = spell_cast_triggers(board, "current", theirs)
    assert after.permanent("res").counters.count("charge") == 0


def test_122_1_event_in_english_and_japanese() -> None:
    event = CountersPut("122.1", "asc", "quest", 1, "asc")
    assert describe_event(event) == "asc gets 1 quest counter(s) (ability of asc)"
    assert describe_event(event, "ja") == "ascは探索カウンターを1個得る（ascの能力）"
