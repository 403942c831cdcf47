"""An additional cost of a permanent sacrificed named by more than its card
type (601.2b, 601.2h; issue 33, session 13): "sacrifice a Goblin", "a
nonland permanent", "a permanent", "a green creature". The entry's
``sacrifice`` must be one its caster controls that matches those words
(701.21a); a cost no permanent can pay makes the spell one that can't be
cast (601.2h); a misspelt id gets a "did you mean"."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

_HEAD = "As an additional cost to cast this spell, sacrifice "
TOSS = Card(name="Goblin Toss", types=("instant",), text=(
    _HEAD + "a Goblin.\nGoblin Toss deals 5 damage to any target."))  # fmt: skip
PURGE = Card(name="Quick Purge", types=("instant",), text=(
    _HEAD + "a nonland permanent.\nDestroy target creature."))  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of([TOSS, PURGE]))

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "gob"
controller = "B"
power = 1
toughness = 1
subtypes = ["goblin"]
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
subtypes = ["elf"]
[[permanents]]
id = "hill"
controller = "B"
types = ["land"]
"""


def _entry(card: str, sacrifice: str = "") -> str:
    paid = f'sacrifice = "{sacrifice}"\n' if sacrifice else ""
    return (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "{card}"\ntargets = ["giant"]\n'
        f'controller = "B"\n{paid}'
    )


def test_601_2b_the_cost_words_are_read() -> None:
    toss = read_spell_card(TOSS.text, "Goblin Toss")
    assert toss.fully_modelled
    spell = toss.spell()
    assert spell.sacrifice_cost == ("creature",) and spell.sacrifice_filter is not None
    assert spell.sacrifice_filter.subtypes == frozenset({"goblin"})
    purge = read_spell_card(PURGE.text, "Quick Purge").spell()
    assert purge.sacrifice_filter is not None and "land" in purge.sacrifice_filter.not_types
    # control: a cost of a card type only has no more words
    plain = read_spell_card(_HEAD + "a creature.\nDestroy target creature.", "Plain").spell()
    assert plain.sacrifice_cost == ("creature",) and plain.sacrifice_filter is None


def test_601_2h_the_goblin_pays_the_cost() -> None:
    scenario = parse_scenario(BOARD + _entry("Goblin Toss", "gob"), catalog=CATALOG)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.permanent("gob").zone is Zone.GRAVEYARD
    assert after.permanent("giant").zone is Zone.GRAVEYARD  # 5 damage before combat damage
    assert after.player("B").life == 20


@pytest.mark.parametrize(
    ("card", "sacrifice", "key"),
    [
        ("Goblin Toss", "elf", "timeline_sacrifice_not_one_of"),  # not a Goblin
        ("Quick Purge", "hill", "timeline_sacrifice_not_one_of"),  # a land
        ("Goblin Toss", "", "timeline_sacrifice_needed_from"),
        ("Goblin Toss", "gbo", "timeline_sacrifice_unknown_guess"),
    ],
)
def test_601_2h_a_permanent_that_cannot_pay_is_refused(card: str, sacrifice: str, key: str) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry(card, sacrifice), catalog=CATALOG)
    assert err.value.key == key and err.value.field_path == "timeline[0].sacrifice"
    english, japanese = err.value.message("en"), err.value.message("ja")
    assert len(english.splitlines()) == 1 and len(japanese.splitlines()) == 1
    assert english != japanese and "gob" in english and "gob" in japanese
    # control: the elf pays a cost that any nonland permanent pays
    parse_scenario(BOARD + _entry("Quick Purge", "elf"), catalog=CATALOG)


def test_601_2h_no_permanent_to_sacrifice_the_spell_cannot_be_cast() -> None:
    no_goblin = BOARD.replace('subtypes = ["goblin"]', 'subtypes = ["kobold"]')
    with pytest.raises(ScenarioError) as err:
        parse_scenario(no_goblin + _entry("Goblin Toss", "gob"), catalog=CATALOG)
    assert err.value.key == "timeline_sacrifice_impossible" and err.value.rule == "601.2h"
    assert err.value.message("en") != err.value.message("ja")
    # control: the same board with the Goblin
    parse_scenario(BOARD + _entry("Goblin Toss", "gob"), catalog=CATALOG)
