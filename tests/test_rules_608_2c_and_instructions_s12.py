"""A spell's sentence of two instructions joined by "and" is followed in
the order written (608.2c): "Put a +1/+1 counter on target creature and
untap it." (Burst of Strength) puts the counter, then untaps the same
target. The real card's Oracle text; the outcome worked out by hand."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_compound import split_and

BURST = "Put a +1/+1 counter on target creature and untap it."
CATALOG = instants_catalog({"Burst of Strength": BURST})

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
tapped = true
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 2
toughness = 2
blocking = ["bear"]
"""


def test_the_two_instructions_read_in_order() -> None:
    assert split_and(BURST) == ["Put a +1/+1 counter on target creature.", "Untap it."]
    spell = read_spell_card(BURST, "Burst of Strength").spell()
    assert [str(e) for e in spell.effects] == [
        "put 1 +1/+1 counter(s) on the target",
        "untap the target",
    ]


def test_608_2c_control_a_condition_keeps_the_sentence_whole() -> None:
    text = "If you control a Swamp, put a +1/+1 counter on target creature and untap it."
    assert split_and(text) == [text]
    # and "gets ... and gains ..." is one instruction with two effects, not split
    assert len(split_and("Target creature gets +1/+1 and gains haste until end of turn.")) == 1


def test_608_2c_burst_of_strength_counter_then_untap_the_attacker() -> None:
    entry = (
        '\n[[timeline]]\nafter = "declare-blockers"\ncard = "Burst of Strength"\n'
        'targets = ["bear"]\ncontroller = "A"\n'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    board = run_combat(scenario.board, "current", scenario.timeline, auto=True).board
    bear = board.permanent("bear")
    assert bear.on_battlefield and not bear.tapped  # 3/3 survives 2 damage, untapped (701.26b)
    assert not board.permanent("wall").on_battlefield


def test_608_2c_control_without_the_spell_the_bears_trade_and_it_stays_tapped() -> None:
    scenario = parse_scenario(BOARD, catalog=CATALOG)
    board = run_combat(scenario.board, "current", scenario.timeline, auto=True).board
    assert not board.permanent("bear").on_battlefield
    assert not board.permanent("wall").on_battlefield
