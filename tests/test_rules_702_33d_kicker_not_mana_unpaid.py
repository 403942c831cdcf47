"""702.33a, 702.33d, 601.2h: a kicker that sacrifices a permanent ("Kicker—
Sacrifice a creature.", Vicious Offering) is an optional additional cost. An
entry without ``kicked`` does not pay it: the spell resolves unkicked, its
"If this spell was kicked, ..." left out; a kicked entry names the permanent
sacrificed in ``sacrifice``, as for "As an additional cost to cast this
spell, sacrifice a creature". A card counts as carried out only when both
readings are: another kicker cost ("Sacrifice two lands.", Magma Burst) or a
kicked reading not carried out (a second target, Falling Timber) leaves it
refused. Issue 33, session 10; each rules test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.errors import ScenarioError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import SpellCardError, read_spell_card

OFFERING = (
    "Kicker—Sacrifice a creature. (You may sacrifice a creature in addition to any other costs "
    "as you cast this spell.)\nTarget creature gets -2/-2 until end of turn. If this spell was "
    "kicked, that creature gets -5/-5 until end of turn instead."
)
BEACON = (
    "Beacon of Destruction deals 5 damage to any target. Shuffle Beacon of Destruction into its "
    "owner's library."
)
CATALOG = instants_catalog({"Vicious Offering": OFFERING})

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = {toughness}
attacking = "B"
[[timeline]]
after = "declare-blockers"
card = "Vicious Offering"
targets = ["giant"]
controller = "B"
"""


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_kicker_line_and_the_shuffle_are_read() -> None:
    # the parser test: both lines change nothing as the spell resolves (INERT)
    card = read_spell_card(OFFERING, "Vicious Offering")
    assert card.fully_modelled
    assert [str(e) for e in card.spell().effects] == ["the target gets -2/-2 until end of turn"]
    kicked = read_spell_card(OFFERING, "Vicious Offering", kicked=True).spell()
    assert [str(e) for e in kicked.effects] == ["the target gets -5/-5 until end of turn"]
    assert kicked.sacrifice_cost == ("creature",)
    beacon = read_spell_card(BEACON, "Beacon of Destruction")
    assert [str(e) for e in beacon.spell().effects] == ["the spell deals 5 damage to the target"]


def test_702_33d_unkicked_the_giant_gets_minus_2() -> None:
    result = _run(BOARD.format(toughness=2))
    assert result.board.permanent("giant").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
    # control: a 3/3 giant survives the unkicked -2/-2 (the -5/-5 is not applied)
    result = _run(BOARD.format(toughness=3))
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 19


def test_702_33d_kicked_a_creature_is_sacrificed_and_the_giant_gets_minus_5() -> None:
    text = BOARD.format(toughness=5).replace(
        "[[timeline]]",
        '[[permanents]]\nid = "elf"\ncontroller = "B"\npower = 1\ntoughness = 1\n[[timeline]]',
    )
    result = _run(text + 'kicked = true\nsacrifice = "elf"\n')
    assert result.board.permanent("elf").zone is Zone.GRAVEYARD
    assert result.board.permanent("giant").zone is Zone.GRAVEYARD
    # control: kicked, but no permanent named to pay the kicker: refused (601.2h)
    with pytest.raises(ScenarioError, match=r"601\.2h"):
        _run(text + "kicked = true\n")


def test_702_33_other_kicker_costs_stay_refused() -> None:
    burst = (
        "Kicker—Sacrifice two lands.\nMagma Burst deals 3 damage to any target. If this spell "
        "was kicked, it deals 3 damage to another target."
    )
    assert not read_spell_card(burst, "Magma Burst").fully_modelled
    with pytest.raises(SpellCardError, match=r"702\.33"):
        read_spell_card(burst, "Magma Burst", kicked=True).spell()
