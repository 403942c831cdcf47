"""A timeline card with an additional cost (601.2b, 601.2h): "As an
additional cost to cast this spell, sacrifice a creature." The entry's
``sacrifice`` names the permanent sacrificed; it is paid as the spell is
cast, after its targets are chosen, and a sacrificed attacker leaves combat
(506.4). Without it, or with a permanent that cannot pay, the file is
refused (one line, English and Japanese)."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

WICKED_REWARD = Card(name="Wicked Reward", types=("instant",), text=(
    "As an additional cost to cast this spell, sacrifice a creature.\n"
    "Target creature gets +4/+2 until end of turn."))  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of([WICKED_REWARD]))

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
"""


def _entry(extra: str, card: str = "Wicked Reward") -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["bear"]\n'
        f'controller = "A"\n{extra}\n'
    )


def test_601_2b_the_additional_cost_sentence_is_read_with_the_effect() -> None:
    card = read_spell_card(WICKED_REWARD.text, "Wicked Reward")
    assert card.fully_modelled
    assert card.spell().sacrifice_cost == ("creature",)
    either = read_spell_card("As an additional cost to cast this spell, sacrifice an artifact or "
                             "creature.\nDestroy target creature.", "Artillerize")  # fmt: skip
    assert either.spell().sacrifice_cost == ("artifact", "creature")
    # control: a card without the cost has none
    assert read_spell_card("Destroy target creature.", "Plain").spell().sacrifice_cost == ()


def test_601_2h_the_creature_sacrificed_leaves_combat_and_the_spell_resolves() -> None:
    scenario = parse_scenario(BOARD + _entry('sacrifice = "elf"'), catalog=CATALOG)
    after = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert after.permanent("elf").zone is Zone.GRAVEYARD
    assert after.permanent("ogre").zone is Zone.GRAVEYARD  # the 6/4 bear kills it
    assert after.permanent("bear").zone is Zone.BATTLEFIELD
    assert after.player("B").life == 20  # the elf left combat before damage
    # control: no spell, the elf deals its damage and the bear dies
    plain = parse_scenario(BOARD, catalog=CATALOG)
    after = run_combat(plain.board, RuleSet.CURRENT, plain.timeline, auto=True).board
    assert after.player("B").life == 19 and after.permanent("bear").zone is Zone.GRAVEYARD


@pytest.mark.parametrize(
    ("extra", "card", "key"),
    [
        ("", "Wicked Reward", "timeline_sacrifice_needed"),
        ('sacrifice = "ogre"', "Wicked Reward", "timeline_sacrifice_not_matching"),
        ('sacrifice = "troll"', "Wicked Reward", "not_permanent_id"),
        ('sacrifice = "elf"', "Giant Growth", "timeline_sacrifice_none"),
    ],
)
def test_601_2h_a_cost_not_paid_or_not_payable_is_refused(extra: str, card: str, key: str) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry(extra, card), catalog=CATALOG)
    assert err.value.field_path == "timeline[0].sacrifice" and err.value.key == key
    english, japanese = err.value.message("en"), err.value.message("ja")
    assert len(english.splitlines()) == 1 and len(japanese.splitlines()) == 1
    assert english != japanese


def test_601_2h_a_creature_gone_before_the_cast_cannot_pay_with_a_control() -> None:
    from mtgcombat.rules.timeline import TimelineError  # noqa: PLC0415

    kill = (
        '\n[[timeline]]\nafter = "declare-attackers"\neffect = "Destroy target creature."\n'
        'targets = ["elf"]\ncontroller = "B"\n'
    )
    scenario = parse_scenario(BOARD + kill + _entry('sacrifice = "elf"'), catalog=CATALOG)
    with pytest.raises(TimelineError) as err:
        run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert err.value.field == "sacrifice" and err.value.rule == "601.2h"
    # control: the cost paid with the elf still there, as in the test above
    scenario = parse_scenario(BOARD + _entry('sacrifice = "elf"'), catalog=CATALOG)
    run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
