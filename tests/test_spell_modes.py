"""A modal instant whose combat modes are carried out while a mode that
touches no combat ("Counter target spell.") is refused when chosen (700.2:
the modes are chosen as the spell is cast). Dromar's Charm's real text."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

TEXT = (
    "Choose one \u2014\n\u2022 You gain 5 life.\n\u2022 Counter target spell.\n"
    "\u2022 Target creature gets -2/-2 until end of turn."
)
CATALOG = BUILTIN.plus(Catalog.of([Card(name="Dromar's Charm", types=("instant",), text=TEXT)]))
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
card = "Grizzly Bears"
attacking = "B"
"""


def _entry(mode: int, targets: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "Dromar\'s Charm"\nmode = {mode}\n'
        f'targets = {targets}\ncontroller = "B"\n'
    )


def test_700_2_a_counter_mode_is_refused_when_chosen_and_the_card_counts_as_modelled() -> None:
    card = read_spell_card(TEXT, "Dromar's Charm")
    assert card.fully_modelled and card.problems  # the counter mode, which touches no combat
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry(2, "[]"), catalog=CATALOG)
    assert err.value.field_path == "timeline[0].card" and "Counter target spell." in str(err.value)


def test_700_2_the_combat_mode_of_the_same_card_is_carried_out() -> None:
    scenario = parse_scenario(BOARD + _entry(3, '["bear"]'), catalog=CATALOG)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.permanent("bear").zone.value == "graveyard"  # -2/-2 kills the 2/2
    # control: the life mode leaves the bear attacking
    scenario = parse_scenario(BOARD + _entry(1, "[]"), catalog=CATALOG)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.permanent("bear").zone.value == "battlefield"
    assert after.player("B").life == 23  # 20 + 5 - 2
    # a non-modal card with a sentence not carried out stays unmodelled
    assert not read_spell_card("Counter target spell.\nTap target creature.", "X").fully_modelled


CHANT = (
    "Choose one \u2014\n\u2022 You gain 5 life.\n\u2022 Prevent the next 5 damage that would be "
    "dealt to target creature this turn.\nEntwine {2} (Choose both if you pay the entwine cost.)"
)


def test_702_42a_entwine_chooses_every_mode() -> None:
    card = read_spell_card(CHANT, "Abuna's Chant")
    assert card.entwine and card.fully_modelled
    both = card.spell([1, 2])
    assert [str(e) for e in both.effects] == [
        "you gain 5 life",
        "prevent the next 5 damage that would be dealt to the target this turn",
    ]
    # control: without entwine, "Choose one" takes one mode (700.2)
    plain = read_spell_card(CHANT.rsplit("\n", 1)[0], "Abuna's Chant")
    assert not plain.entwine
    with pytest.raises(ValueError, match="mode_count"):
        plain.spell([1, 2])
    # and entwined, it is every mode or one
    three = read_spell_card(TEXT + "\nEntwine {3}", "Entwined Charm")
    with pytest.raises(ValueError, match="mode_count"):
        three.spell([1, 3])
