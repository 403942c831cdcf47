"""Proliferate carried out (701.34; 701.27 in the 2023 rules) as the effect
of a combat damage, "is dealt damage" (enrage) or dies trigger: the choice
is the source's ``choices.proliferated``, or the documented default; each
chosen permanent and player with a counter gets one more of each kind.
Each rules test is named by its rule and has a control."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import BlockTrigger, ProliferateEffect
from mtgcombat.core.basics import Counters
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario import ScenarioError, parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card

BUG = "Whenever ~ deals combat damage to a player or planeswalker, proliferate."
ENRAGE = "Enrage — Whenever ~ is dealt damage, proliferate."
DIES = "When ~ dies, proliferate."


def ability(sentence: str) -> BlockTrigger:
    parsed = parse_sentence(sentence, name="Testcat")
    assert parsed.status == "modelled", parsed
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    return value


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(ability(t) for t in text),
        **fields,
    )


def run(
    *permanents: Permanent, poison: int = 0, mine: int = 0, rules: str = "current"
) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A", poison=mine), Player("B", poison=poison)), tuple(permanents), "A")
    result = resolve_combat(board, rules, None, auto=True, triggers=True)
    return result.board, result.events


def of_kind(events: tuple[Event, ...], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


@pytest.mark.parametrize("sentence", [BUG, ENRAGE, DIES])
def test_701_34_parser_reads_proliferate_in_each_trigger(sentence: str) -> None:
    assert ability(sentence).effects == (ProliferateEffect(),)
    assert parse_sentence(sentence).status == "modelled"


def test_701_34_control_proliferate_after_attacks_stays_refused() -> None:
    # an attack trigger's proliferate is not carried out: refused, not silently dropped
    assert parse_sentence("Whenever ~ attacks, proliferate.").status == "unmodelled"


def test_701_34a_combat_damage_proliferate_adds_one_of_each_kind_by_default() -> None:
    bug = creature("bug", "A", 1, 1, BUG, attacking="B")
    mine = creature("mine", "A", 2, 2, counters=Counters(plus_one=2, other=(("ice", 1),)))
    theirs = creature("theirs", "B", 3, 3, counters=Counters(minus_one=1))
    big = creature("big", "B", 3, 3, counters=Counters(plus_one=1))
    board, events = run(bug, mine, theirs, big, poison=3, mine=1)
    # the default: B's poison and theirs' -1/-1 (good for A); not A's own
    # poison, not B's +1/+1, not a permanent with a kind it can't judge (ice)
    [chosen] = of_kind(events, "proliferated")
    assert chosen.chosen == ("B", "theirs") and chosen.how == "default"  # type: ignore[attr-defined]
    assert chosen.rule == "701.34"
    assert board.player("B").poison == 4 and board.player("A").poison == 1
    assert board.permanent("theirs").counters.minus_one == 2
    assert board.permanent("big").counters.plus_one == 1
    assert board.permanent("mine").counters.plus_one == 2


def test_701_34a_the_choice_is_the_files_choices_proliferated() -> None:
    choices = TriggerChoices(proliferated=("mine", "theirs", "A"))
    bug = creature("bug", "A", 1, 1, BUG, attacking="B", choices=choices)
    mine = creature("mine", "A", 2, 2, counters=Counters(plus_one=2, other=(("ice", 1),)))
    theirs = creature("theirs", "B", 3, 3, counters=Counters(minus_one=1))
    board, events = run(bug, mine, theirs, poison=3, mine=1)
    assert board.permanent("mine").counters.plus_one == 3
    assert board.permanent("mine").counters.other == (("ice", 2),)
    assert board.permanent("theirs").counters.minus_one == 2
    assert board.player("A").poison == 2 and board.player("B").poison == 3
    put = [(e.target, e.counter, e.amount) for e in of_kind(events, "counters_put")]  # type: ignore[attr-defined]
    assert ("mine", "ice", 1) in put and ("A", "poison", 1) in put


def test_701_34a_control_nothing_chosen_nothing_changes() -> None:
    bug = creature("bug", "A", 1, 1, BUG, attacking="B", choices=TriggerChoices(proliferated=()))
    theirs = creature("theirs", "B", 3, 3, counters=Counters(minus_one=1))
    board, events = run(bug, theirs, poison=3)
    assert board.player("B").poison == 3 + 0
    assert board.permanent("theirs").counters.minus_one == 1
    [chosen] = of_kind(events, "proliferated")
    assert chosen.chosen == ()  # type: ignore[attr-defined]


def test_701_34a_control_no_trigger_when_blocked() -> None:
    bug = creature("bug", "A", 1, 1, BUG, attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("bug",))
    board, events = run(bug, wall, poison=3)
    assert not of_kind(events, "proliferated") and board.player("B").poison == 3


def test_701_34a_a_tenth_poison_counter_makes_the_player_lose_704_5c() -> None:
    bug = creature("bug", "A", 1, 1, BUG, attacking="B")
    board, _ = run(bug, poison=9)
    assert board.player("B").poison == 10 and board.player("B").lost
    # control: a player with no poison counter can't be chosen and gets none
    board, events = run(creature("bug", "A", 1, 1, BUG, attacking="B"))
    assert board.player("B").poison == 0 and not board.player("B").lost
    [chosen] = of_kind(events, "proliferated")
    assert chosen.chosen == ()  # type: ignore[attr-defined]


def test_701_34a_enrage_proliferate_puts_a_minus_counter_that_kills() -> None:
    # the blocker is dealt damage; its enrage then proliferates the -1/-1
    # counter on a creature of the other side (the default: good for B)
    hulk = creature("hulk", "B", 2, 3, ENRAGE, blocking=("ogre",))
    ogre = creature("ogre", "A", 1, 1, attacking="B")
    sick = creature("sick", "A", 2, 2, counters=Counters(minus_one=1))
    board, _ = run(ogre, hulk, sick)
    # B's enrage: A's sick creature gets a second -1/-1 counter (2/2 -> 0/0) and dies
    assert board.permanent("sick").counters.minus_one == 2
    assert not board.permanent("sick").on_battlefield
    # control: without the enrage ability nothing happens to it
    board, _ = run(ogre, creature("hulk", "B", 2, 3, blocking=("ogre",)), sick)
    assert (
        board.permanent("sick").counters.minus_one == 1 and board.permanent("sick").on_battlefield
    )


def test_701_34a_dies_proliferate_as_it_dies_in_combat() -> None:
    husk = creature("husk", "B", 1, 1, DIES, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B", counters=Counters(minus_one=1))
    board, events = run(ogre, husk)
    # the controller of the dies trigger is B: A's ogre's -1/-1 counter is good for B
    assert board.permanent("ogre").counters.minus_one == 2
    assert of_kind(events, "proliferated")[0].player == "B"  # type: ignore[attr-defined]


def test_701_27_proliferate_under_the_2023_rules_has_its_old_number() -> None:
    bug = creature("bug", "A", 1, 1, BUG, attacking="B")
    _, events = run(bug, poison=2, rules="2023")
    assert [e.rule for e in of_kind(events, "proliferated")] == ["701.27"]
    assert [e.rule for e in of_kind(events, "counters_put")] == ["701.27"]


def test_701_34_japanese_words_and_events() -> None:
    assert "増殖を行う" in describe_value(ability(BUG), "ja")
    bug = creature("bug", "A", 1, 1, BUG, attacking="B")
    board, events = run(bug, poison=2)
    [chosen] = of_kind(events, "proliferated")
    assert describe_event(chosen, "ja", board=board).startswith("Aは増殖を行う")
    [put] = of_kind(events, "counters_put")
    assert "増殖により毒カウンター" in describe_event(put, "ja", board=board)


def test_701_34a_proliferate_then_proliferate_again_adds_two() -> None:
    text = "When ~ dies, proliferate, then proliferate again."
    assert ability(text).effects == (ProliferateEffect(), ProliferateEffect())
    husk = creature("husk", "B", 1, 1, text, blocking=("ogre",))
    ogre = creature("ogre", "A", 4, 4, attacking="B", counters=Counters(minus_one=1))
    board, events = run(ogre, husk)
    assert board.permanent("ogre").counters.minus_one == 3
    assert len(of_kind(events, "proliferated")) == 2
    # control: "proliferate" once adds one
    board, _ = run(ogre, creature("husk", "B", 1, 1, DIES, blocking=("ogre",)))
    assert board.permanent("ogre").counters.minus_one == 2


SCENARIO = """
active_player = "A"
[players.A]
[players.B]
poison = 2
[[permanents]]
id = "bug"
controller = "A"
power = 1
toughness = 1
attacking = "B"
abilities = [ABILITY]
choices = { proliferated = CHOSEN }
"""


def _load(ability_text: str, chosen: str) -> Board:
    text = SCENARIO.replace("ABILITY", f'"{ability_text}"').replace("CHOSEN", chosen)
    return parse_scenario(text).board


def test_701_34a_the_files_choices_proliferated_are_checked() -> None:
    board = _load(BUG, '["B"]')
    assert board.permanent("bug").choices.proliferated == ("B",)
    with pytest.raises(ScenarioError, match="did you mean"):
        _load(BUG, '["BB"]')
    with pytest.raises(ScenarioError, match="named twice"):
        _load(BUG, '["B", "B"]')
    # control: a creature with no proliferate ability has nothing to choose
    with pytest.raises(ScenarioError, match="no triggered ability that proliferates"):
        _load("Flying", '["B"]')


# -- spells of the timeline: "Proliferate." and "..., then proliferate." ----------------------

GRIM = """
active_player = "A"
[players.A]
[players.B]
poison = 1
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
counters = { "-1/-1" = 1 }
[[timeline]]
after = "declare-blockers"
effect = "Proliferate."
controller = "A"
"""


def test_701_34_spell_cards_read_proliferate_as_an_effect_of_its_own() -> None:
    for text in (
        "Put a -1/-1 counter on target creature, then proliferate.",
        "Volt Charge deals 3 damage to any target. Proliferate. (Choose any number.)",
        "Proliferate. (Choose any number.)\nDraw a card.",
    ):
        card = read_spell_card(text, "Volt Charge")
        assert card.fully_modelled and ProliferateEffect() in card.modes[0].effects
    # control: a count of proliferates the grammar does not read stays refused
    card = read_spell_card("Exile target creature. Proliferate twice.", "X")
    assert not card.fully_modelled


def _resolve(text: str, rules: str = "current") -> tuple[Board, tuple[Event, ...]]:
    scenario = parse_scenario(text)
    ruleset = RuleSet.R2023 if rules == "2023" else RuleSet.CURRENT
    result = run_combat(scenario.board, ruleset, scenario.timeline, auto=True)
    return result.board, tuple(result.events)


def test_701_34a_a_timeline_spell_proliferates_after_its_counter() -> None:
    # the bear has a -1/-1 counter; "Proliferate." (the default chooses the
    # bear and B's poison): a 2/2 with two counters dies (704.5f)
    board, _ = _resolve(GRIM)
    assert board.permanent("bear").counters.minus_one == 2
    assert not board.permanent("bear").on_battlefield
    assert board.player("B").poison == 2
    # control: the entry chooses nothing: the bear lives as a 1/1
    board, _ = _resolve(GRIM + "proliferated = []\n")
    assert board.permanent("bear").counters.minus_one == 1
    assert board.permanent("bear").on_battlefield and board.player("B").poison == 1


def test_701_34a_a_timeline_entrys_proliferated_is_checked() -> None:
    board, _ = _resolve(GRIM + 'proliferated = ["B"]\n')
    assert board.player("B").poison == 2 and board.permanent("bear").counters.minus_one == 1
    with pytest.raises(ScenarioError, match="did you mean"):
        parse_scenario(GRIM + 'proliferated = ["bearr"]\n')
    # control: a spell that does not proliferate has nothing to choose
    plain = GRIM.replace('effect = "Proliferate."', 'effect = "You gain 1 life."')
    with pytest.raises(ScenarioError, match="does not proliferate"):
        parse_scenario(plain + 'proliferated = ["B"]\n')


def test_701_27_a_timeline_proliferate_under_the_2023_rules() -> None:
    _, events = _resolve(GRIM, "2023")
    assert [e.rule for e in of_kind(events, "proliferated")] == ["701.27"]
