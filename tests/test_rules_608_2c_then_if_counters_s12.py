"""Issue 33 §3 (session 12): "Whenever enchanted creature attacks, put a +1/+1
counter on it. Then if it has three or more +1/+1 counters on it, sacrifice
~." (the Theros Ordeals): the second sentence's condition is checked as the
ability resolves, after the counter (608.2c), on the enchanted creature
(303.4) or, for "whenever ~ attacks", on the permanent itself. Each test
has a control where the line must not apply."""

from __future__ import annotations

import dataclasses

import pytest

from helpers import read_trigger
from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.abilities import (
    AmountIs,
    CounterCount,
    CounterEffect,
    CountersOn,
    SacrificeEffect,
)
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'
ORDEAL = (
    "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or "
    "more +1/+1 counters on it, sacrifice ~."
)
OWN = (
    "Whenever ~ attacks, put a +1/+1 counter on it. Then if it has two or more +1/+1 counters "
    "on it, ~ gets +2/+0 until end of turn."
)


def _board(counters: int) -> str:
    return (
        HEAD
        + f"""
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
counters = {{ "+1/+1" = {counters} }}
[[permanents]]
id = "ordeal"
controller = "A"
types = ["enchantment"]
subtypes = ["Aura"]
attached_to = "bear"
abilities = ["{ORDEAL}"]
"""
    )


def _own(counters: int) -> str:
    return (
        HEAD
        + f"""
[[permanents]]
id = "cat"
controller = "A"
power = 1
toughness = 1
attacking = "B"
counters = {{ "+1/+1" = {counters} }}
abilities = ["{OWN}"]
"""
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True, attack_triggers=True)


# -- the parser -------------------------------------------------------------


def test_608_2c_parser_reads_the_condition_after_the_counter_on_the_host() -> None:
    trigger = read_trigger(ORDEAL)
    assert trigger.events == ("attacks",)
    assert trigger.subject is not None and trigger.subject.host
    counter, gate, sacrifice = trigger.effects
    assert counter == CounterEffect(1, plus=True, target="it")
    assert isinstance(gate, InterveningIf) and gate.at_resolution
    assert gate.condition == AmountIs(CounterCount("+1/+1", on=trigger.subject), ">=", 3)
    assert sacrifice == SacrificeEffect("self")


def test_608_2c_parser_reads_the_condition_on_the_permanent_itself() -> None:
    trigger = read_trigger(OWN)
    assert trigger.subject is None
    gate = trigger.effects[1]
    assert isinstance(gate, InterveningIf) and gate.condition == CountersOn("+1/+1", ">=", 2)


@pytest.mark.parametrize(
    "line",
    [
        # "it" is another creature of the event: not read
        "Whenever a creature you control attacks, put a +1/+1 counter on it. Then if it has "
        "three or more +1/+1 counters on it, sacrifice ~.",
        # the second part is not carried out
        "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three "
        "or more +1/+1 counters on it, search your library for a card.",
        # the counter goes on a target: "it" is not the permanent the engine would count on
        "Whenever ~ attacks, put a +1/+1 counter on target creature you control. Then if it has "
        "three or more +1/+1 counters on it, sacrifice ~.",
        # the counters go on a group
        "Whenever ~ attacks, put a +1/+1 counter on each other attacking creature. Then if it "
        "has three or more +1/+1 counters on it, sacrifice ~.",
    ],
)
def test_608_2c_parser_leaves_other_forms_unmodelled(line: str) -> None:
    assert parse_sentence(line, name="Testcat").status != "modelled"


def test_608_2c_parser_models_the_ordeal_form() -> None:
    # control for the forms above: the counter on "it", the enchanted creature
    assert parse_sentence(ORDEAL, name="Ordeal of Testing").status == "modelled"
    assert parse_sentence(OWN, name="Testcat").status == "modelled"


def test_608_2c_the_line_in_japanese_says_then_if() -> None:
    said = describe_value(read_trigger(ORDEAL), "ja")
    assert "その後、" in said and "3以上である場合、" in said


# -- the rules --------------------------------------------------------------


def test_608_2c_the_third_counter_sacrifices_the_ordeal() -> None:
    result = _play(_board(2))
    board = result.board
    assert board.permanent("ordeal").zone.value == "graveyard"
    assert board.permanent("bear").counters.count("+1/+1") == 3
    assert board.player("B").life == 15
    # control: one counter before, two after: the condition is false as it resolves
    control = _play(_board(1))
    assert control.board.permanent("ordeal").zone.value == "battlefield"
    assert control.board.player("B").life == 16
    gone = [e for e in control.events if e.kind == "then_condition_false"]
    assert [e.rule for e in gone] == ["608.2c"]
    assert describe_event(gone[0]) == (
        "the rest of ordeal's triggered ability does nothing: bear has 2 +1/+1 counter(s), "
        "fewer than 3"
    )
    japanese = describe_event(gone[0], "ja")
    assert japanese == (
        "ordealの誘発型能力の残りは何もしない。bearの+1/+1カウンターは2個で、3個未満である"
    )
    assert not [word for word in ("the ", "counter", "number", "fewer") if word in japanese]


def test_608_2c_the_condition_on_the_permanent_itself() -> None:
    # one counter before, two after: +2/+0, the 1/1 is a 5/3 and deals 5
    assert _play(_own(1)).board.player("B").life == 15
    # control: none before, one after: a 2/2 deals 2
    control = _play(_own(0))
    assert control.board.player("B").life == 18
    [gone] = [e for e in control.events if e.kind == "then_condition_false"]
    assert (gone.creature, gone.count, gone.amount) == ("cat", 1, 2)


HELIOD = (
    "Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on it. Then if "
    "it has three or more +1/+1 counters on it, sacrifice Ordeal of Heliod.\nWhen you "
    "sacrifice Ordeal of Heliod, you gain 10 life."
)


def test_608_2c_a_sacrifice_trigger_not_carried_out_is_said_and_not_counted() -> None:
    # Ordeal of Heliod: the Ordeal is sacrificed in combat, so "when you sacrifice ~, you gain
    # 10 life" would change the result; the engine does not carry it out, so the card is not
    # counted modelled and the scenario's notes name the line
    card = Card(name="Ordeal of Heliod", types=("enchantment",), subtypes=("Aura",), text=HELIOD)
    catalog = BUILTIN.plus(Catalog.of([card]))
    found = catalog.find("Ordeal of Heliod")
    assert found is not None
    assert found.unmodelled == ("When you sacrifice Ordeal of Heliod, you gain 10 life.",)
    text = _board(2).replace(f'abilities = ["{ORDEAL}"]', 'card = "Ordeal of Heliod"')
    text = text.replace('types = ["enchantment"]\nsubtypes = ["Aura"]\n', "")
    scenario = parse_scenario(text, catalog=catalog)
    said = [str(n) for n in scenario.notes if "not modelled" in str(n)]
    assert len(said) == 1 and "you gain 10 life" in said[0]
    # the Ordeal's own trigger is carried out: it is sacrificed, the event the line reads
    result = run_combat(
        scenario.board, "current", scenario.timeline, auto=True, attack_triggers=True
    )
    assert result.board.permanent("ordeal").zone.value == "graveyard"
    # control: a card without the line is counted modelled
    plain = dataclasses.replace(card, text=HELIOD.rsplit("\n", 1)[0])
    assert Catalog.of([plain]).find("Ordeal of Heliod").unmodelled == ()  # type: ignore[union-attr]
