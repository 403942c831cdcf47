"""A target "with mana value N" (202.3; issue 33, session 8): exactly N,
as Disembowel ("Destroy target creature with mana value X."), Molder
("Destroy target artifact or enchantment with mana value X.") and Isolate
("Exile target permanent with mana value 1.") print it. "N or less" and
"N or greater" read as before. Each rules test has a control."""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import Point, TimelineEntry, TimelineError, cast_check, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

READS = [
    ("Destroy target creature with mana value 2.", "creatures with mana value 2"),
    ("Destroy target artifact or enchantment with mana value 3.", "artifacts with mana value 3"),
    ("Exile target permanent with mana value 1.", "permanents with mana value 1"),
    ("Destroy target creature with mana value 3 or less.", "creatures with mana value 3 or less"),
]


@pytest.mark.parametrize(("text", "target"), READS, ids=[t for t, _ in READS])
def test_202_3_mana_value_targets_read(text: str, target: str) -> None:
    card = read_spell_card(text, "Disembowel")
    assert card.fully_modelled, card.problems
    assert str(card.spell().target) == target


BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
mana_value = 4
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
mana_value = 2
blocking = ["giant"]
"""


def _cast(text: str, target: str) -> Board:
    scenario = parse_scenario(BOARD)
    spell = read_spell_card(text, "Disembowel").spell()
    entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, (target,), "A", "timeline[0]")
    cast_check(scenario.board, entry)
    return run_combat(scenario.board, RuleSet.CURRENT, (entry,), auto=True).board


def test_202_3_destroy_target_creature_with_mana_value_exactly_2() -> None:
    # Disembowel with X = 2 on the blocking bear (mana value 2): destroyed
    # before damage, so the giant deals none to it and takes none
    after = _cast("Destroy target creature with mana value 2.", "bear")
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("giant").damage == 0
    # control: the giant's mana value is 4, not 2: not a legal target (601.2c)
    with pytest.raises(TimelineError):
        _cast("Destroy target creature with mana value 2.", "giant")
    # control: mana value 3 is not 2 either, though 2 is "3 or less"
    with pytest.raises(TimelineError):
        _cast("Destroy target creature with mana value 3.", "bear")
    assert (
        _cast("Destroy target creature with mana value 3 or less.", "bear")
        .permanent("bear")
        .zone.value
        == "graveyard"
    )
