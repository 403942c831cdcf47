"""Issue 33 (session 7, "never silently wrong"): sentences the parser used to
label "no effect on blocks or combat damage" although they change a combat.

* "Target creature becomes 0/1 until end of turn." (the older printed
  wording of Diminish-like spells) sets base power and toughness in layer
  7b (613.4b), the same as "has base power and toughness 0/1 until end of
  turn": read the same way by spells and by attack triggers, and a line
  with it is never "no effect" again.

Each outcome is worked out by hand from the printed text and the layers;
each test has a control.
"""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_layer7 import BasePowerToughnessEffect, GroupBasePowerToughnessEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.parser import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell

CARDS = {
    # made-up names: the "becomes N/M" wording of a base-setting spell
    "Old Shrink": "Target creature becomes 0/1 until end of turn.",
    "Old Growth": "Until end of turn, target creature becomes 4/4.",
}
CATALOG = instants_catalog(CARDS)

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
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["giant"]
"""


def _entry(card: str, target: str) -> str:
    return f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'


def _zones(text: str) -> tuple[bool, bool]:
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    board = result.board
    return board.permanent("giant").on_battlefield, board.permanent("bear").on_battlefield


def test_becomes_n_m_reads_as_base_power_and_toughness() -> None:
    assert parse_spell(CARDS["Old Shrink"]).effects == (BasePowerToughnessEffect(0, 1),)
    assert parse_spell(CARDS["Old Growth"]).effects == (BasePowerToughnessEffect(4, 4),)
    group = parse_spell("Creatures your opponents control become 1/1 until end of turn.")
    assert isinstance(group.effects[0], GroupBasePowerToughnessEffect)
    assert (group.effects[0].power, group.effects[0].toughness) == (1, 1)
    card = read_spell_card(CARDS["Old Shrink"], "Old Shrink")
    assert card.fully_modelled
    # control: an animation ("becomes a 3/3 creature", 205.1b) is another
    # effect (a type change, 613.1d), not read as this one
    assert not read_spell_card(
        "Target land becomes a 3/3 creature until end of turn.", "X"
    ).fully_modelled


def test_a_becomes_line_is_never_no_effect() -> None:
    for text in (
        "Target creature becomes 0/1 until end of turn.",
        "Target land becomes a 3/3 creature until end of turn.",
    ):
        assert parse_sentence(text).status != "no_effect", text
    # control: a sentence without a combat word stays "no effect"
    assert parse_sentence("Draw a card.").status == "no_effect"


def test_an_attack_trigger_reads_becomes_n_m() -> None:
    parsed = parse_sentence("Whenever ~ attacks, target creature becomes 0/1 until end of turn.")
    assert parsed.status == "modelled"
    same = parse_sentence(
        "Whenever ~ attacks, target creature has base power and toughness 0/1 until end of turn."
    )
    assert parsed.traits.abilities == same.traits.abilities


def test_613_4b_the_shrunk_attacker_dies_to_the_blocker() -> None:
    # the 3/3 giant becomes 0/1 (7b): it deals 0 damage and the bear's 2 kill it
    assert _zones(BOARD + _entry("Old Shrink", "giant")) == (False, True)
    # control: without the spell the giant kills the bear and survives
    assert _zones(BOARD) == (True, False)


def test_613_4b_the_grown_blocker_survives() -> None:
    # the 2/2 bear becomes 4/4: the giant's 3 damage is not lethal, and its 4 is
    assert _zones(BOARD + _entry("Old Growth", "bear")) == (False, True)
    # control: the same spell on the giant makes it 4/4: the bear dies, the giant lives
    assert _zones(BOARD + _entry("Old Growth", "giant")) == (True, False)
