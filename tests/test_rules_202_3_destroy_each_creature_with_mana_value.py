"""202.3, 701.8: "Destroy each creature with mana value 3 or less. They can't
be regenerated." (Consume the Meek), "Destroy all creatures with mana value 3
or less." (Ritual of Soot, Austere Command's mode): each permanent of the
group whose mana value is in range as the spell resolves is destroyed; one
of higher mana value is not (issue 33, session 10). A token that is not a
copy has mana value 0; another permanent whose mana value the file leaves out
is refused (202.3: test_rules_202_3_group_mana_value_not_given). Each rules
test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.abilities import Compare
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_removal import GroupRemovalEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell

MEEK = "Destroy each creature with mana value 3 or less. They can't be regenerated."
CATALOG = instants_catalog({"Consume the Meek": MEEK})

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 5
toughness = 5
mana_value = {giant}
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
mana_value = 2
regeneration_shields = 1
blocking = ["giant"]
[[timeline]]
after = "declare-blockers"
card = "Consume the Meek"
controller = "B"
"""


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


@pytest.mark.parametrize(
    ("sentence", "op", "value"),
    [
        ("Destroy each creature with mana value 3 or less.", "<=", 3),
        ("Destroy all creatures with mana value 4 or greater.", ">=", 4),
    ],
)
def test_the_group_with_mana_value_is_read(sentence: str, op: str, value: int) -> None:
    # the parser test of the form: sp_destroy_all_mv
    (effect,) = parse_spell(sentence).effects
    assert isinstance(effect, GroupRemovalEffect)
    assert effect.affected.compares == (Compare("mana value", op, value),)  # type: ignore[arg-type]
    assert "creature" in effect.affected.types
    card = read_spell_card(MEEK, "Consume the Meek")
    assert card.fully_modelled
    assert [str(e) for e in card.spell().effects] == [
        "destroy all creatures with mana value 3 or less (they can't be regenerated)"
    ]


def test_202_3_only_the_creatures_of_mana_value_3_or_less_die() -> None:
    result = _run(BOARD.format(giant=5))
    # the bear (2) is destroyed, its shield of no use (701.19c); the giant (5) stays,
    # blocked (509.1h), and deals no combat damage to B
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 20
    # control: a giant of mana value 3 is destroyed too
    result = _run(BOARD.format(giant=3))
    assert result.board.permanent("giant").zone is Zone.GRAVEYARD
