"""Domain's pump from a timeline spell: "Target creature gets +1/+1 until
end of turn for each basic land type among lands you control." (305.6,
613.4c; counted as the spell resolves, 608.2h). Real cards' texts, each
rule test with its control."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.spell_counted import CountedPumpEffect
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Might of Alara": (
        "Domain \u2014 Target creature gets +1/+1 until end of turn for each basic land type "
        "among lands you control."
    ),
    "Drag Down": (
        "Domain \u2014 Target creature gets -1/-1 until end of turn for each basic land type "
        "among lands you control."
    ),
}
CATALOG = instants_catalog(CARDS)

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
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
"""


def _land(pid: str, controller: str, *subtypes: str) -> str:
    names = ", ".join(f'"{s}"' for s in subtypes)
    return (
        f'\n[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"\ntypes = ["land"]\n'
        f"subtypes = [{names}]\n"
    )


def _entry(card: str, target: str, controller: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def test_domain_reads_as_a_pump_counted_as_it_resolves() -> None:
    spell = read_spell_card(CARDS["Drag Down"], "Drag Down").spell()
    assert spell.effects == (CountedPumpEffect(power_x=-1, toughness_x=-1, of_target="domain"),)
    assert spell_from_json(spell_to_json(spell)) == spell
    # domain on something other than a pump of its target: refused
    text = "Domain \u2014 You gain 1 life for each basic land type among lands you control."
    assert not read_spell_card(text, "X").fully_modelled


def test_305_6_domain_counts_the_basic_land_types_of_the_casters_lands() -> None:
    lands = (
        _land("f1", "A", "Forest")
        + _land("f2", "A", "Forest")
        + _land("dual", "A", "Plains", "Island")
        + _land("m", "B", "Mountain")
    )
    text = BOARD + lands + _entry("Might of Alara", "bear", "A")
    scenario = parse_scenario(text, catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    # Forest, Plains, Island: three types (two Forests count once); B's Mountain does not
    bear = board.permanent("bear")
    assert (bear.power, bear.toughness) == (5, 5)
    assert [e.rule for e in events] == ["608.2", "613.4c"]
    assert "+3/+3" in describe_event(events[1]) and describe_event(events[1], "ja") != (
        describe_event(events[1])
    )
    # control: cast by B, whose lands have one basic land type
    scenario = parse_scenario(BOARD + lands + _entry("Might of Alara", "bear", "B"),
                              catalog=CATALOG)  # fmt: skip
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("bear").power == 3


def test_613_4c_drag_down_with_no_lands_changes_nothing() -> None:
    text = BOARD + _land("s", "A", "Swamp") + _land("i", "A", "Island")
    scenario = parse_scenario(text + _entry("Drag Down", "ogre", "A"), catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert (board.permanent("ogre").power, board.permanent("ogre").toughness) == (1, 1)
    # control: no basic land type, X = 0: -0/-0 (no event)
    scenario = parse_scenario(BOARD + _entry("Drag Down", "ogre", "A"), catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("ogre").toughness == 3
    assert [e.rule for e in events] == ["608.2"]
