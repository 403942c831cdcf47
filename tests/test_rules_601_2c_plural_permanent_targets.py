"""Several targets of a kind other than creatures (601.2c, 115.1): "Destroy
two target artifacts." (Rack and Ruin), "Return up to two target nonland
permanents to their owners' hands." (Quicksilver Geyser), "Tap X target
nonland permanents." (Gridlock, X announced by the entry). Each target is
chosen once and the effect is done to each (608.2c); the sentence reads as
its one-target form with a count of targets (issue 33, session 11)."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_targets import plural_targets

CARDS = {
    "Rack and Ruin": "Destroy two target artifacts.",
    "Quicksilver Geyser": "Return up to two target nonland permanents to their owners' hands.",
    "Gridlock": "Tap X target nonland permanents.",
}
CATALOG = instants_catalog(CARDS)

# A's 4/4 attacks B; two 1/3 artifact creatures of B block it, and B has an
# untapped 2/2 that does not block.
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 4
toughness = 4
attacking = "B"
[[permanents]]
id = "gate"
controller = "B"
types = ["artifact", "creature"]
power = 1
toughness = 3
blocking = ["ogre"]
[[permanents]]
id = "wall"
controller = "B"
types = ["artifact", "creature"]
power = 1
toughness = 3
blocking = ["ogre"]
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
"""


def _run(card: str, targets: str, after: str = "declare-blockers", more: str = "") -> Board:
    text = BOARD + (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "A"\n{more}'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_the_plural_sentences_read() -> None:
    assert plural_targets("Destroy two target artifacts.") == ("Destroy target artifact.", (2, 2))
    assert plural_targets(CARDS["Quicksilver Geyser"]) == (
        "Return target nonland permanent to its owner's hand.",
        (0, 2),
    )
    assert plural_targets("Exile any number of target artifacts and/or enchantments.") == (
        "Exile target artifact or enchantment.",
        (0, 0),
    )
    for name, text in CARDS.items():
        card = read_spell_card(text.replace("X", "2"), name)
        assert card.fully_modelled, name
    # control: the creature form is read as before
    assert plural_targets("Tap up to two target creatures.") == ("Tap target creature.", (0, 2))


def test_601_2c_rack_and_ruin_destroys_both_blockers() -> None:
    board = _run("Rack and Ruin", '["gate", "wall"]')
    assert board.permanent("gate").zone.value == board.permanent("wall").zone.value == "graveyard"
    # 509.1h: the ogre stays blocked and deals no damage to B
    assert board.player("B").life == 20
    assert board.permanent("ogre").on_battlefield


def test_601_2c_control_rack_and_ruin_takes_exactly_two_targets() -> None:
    with pytest.raises(ScenarioError) as caught:
        _run("Rack and Ruin", '["gate"]')
    assert caught.value.key == "timeline_targets_count"


def test_601_2c_quicksilver_geyser_returns_up_to_two() -> None:
    board = _run("Quicksilver Geyser", '["gate", "bear"]')
    assert board.permanent("gate").zone.value == board.permanent("bear").zone.value == "hand"
    # control: the wall, not a target, stays and alone blocks the 4/4: dealt 4, it dies
    assert board.permanent("wall").zone.value == "graveyard"


def test_601_2c_gridlock_taps_x_targets_before_blocks() -> None:
    text = BOARD.replace('blocking = ["ogre"]\n', "")
    scenario = parse_scenario(
        text + '\n[[timeline]]\nafter = "declare-attackers"\ncard = "Gridlock"\n'
        'targets = ["gate", "wall"]\ncontroller = "A"\nx = 2\n',
        catalog=CATALOG,
    )
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.permanent("gate").tapped and result.board.permanent("wall").tapped
    assert not result.board.permanent("bear").tapped  # control: not a target
