"""Lines about a later untap step, on spells cast during combat (502.3):
"Those creatures don't untap during their controllers' next untap steps."
(Sudden Storm), "Each attacking creature doesn't untap during its
controller's next untap step." (Tangle, Spore Cloud), "It doesn't untap
during its controller's next two untap steps." (Telekinesis). The next
untap step is in a later turn, after this combat, so these lines change
nothing the engine plays: the rest of the card is carried out (issue 33,
session 11)."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

TANGLE = (
    "Prevent all combat damage that would be dealt this turn.\n"
    "Each attacking creature doesn't untap during its controller's next untap step."
)
STORM = (
    "Tap up to two target creatures. Those creatures don't untap during their controllers' next "
    "untap steps. Scry 1."
)
TELEKINESIS = (
    "Tap target creature. Prevent all combat damage that would be dealt by that creature this "
    "turn. It doesn't untap during its controller's next two untap steps."
)


def test_the_cards_read_as_their_other_lines() -> None:
    tangle = read_spell_card(TANGLE, "Tangle")
    fog = read_spell_card("Prevent all combat damage that would be dealt this turn.", "Fog")
    assert tangle.fully_modelled and tangle.spell().effects == fog.spell().effects
    storm = read_spell_card(STORM, "Sudden Storm")
    assert storm.fully_modelled and storm.spell().count == (0, 2)
    assert read_spell_card(TELEKINESIS, "Telekinesis").fully_modelled


def test_502_3_control_a_condition_on_the_line_stays_refused() -> None:
    icy = (
        "Tap X target creatures.\nFerocious — If you control a creature with power 4 or greater, "
        "those creatures don't untap during their controllers' next untap steps."
    )
    assert not read_spell_card(icy.replace("X", "2"), "Icy Blast").fully_modelled


def test_502_3_tangle_prevents_the_combat_damage_of_this_turn() -> None:
    board = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[timeline]]
after = "declare-blockers"
card = "Tangle"
controller = "B"
"""
    scenario = parse_scenario(board, catalog=instants_catalog({"Tangle": TANGLE}))
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.player("B").life == 20
    # control: without the spell the ogre's 3 is dealt
    plain = parse_scenario(board.split("[[timeline]]", maxsplit=1)[0])
    result = run_combat(plain.board, RuleSet.CURRENT, (), auto=True)
    assert result.board.player("B").life == 17
