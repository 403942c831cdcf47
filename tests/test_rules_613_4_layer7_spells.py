"""Layer 7 with the changes of instants cast between the steps (613.4,
613.7a): base power and toughness set until end of turn (7b, Diminish),
power and toughness switched (7d, About Face), with pumps (7c, Sure Strike,
Brute Force) and counters (613.4c) in either order. Each outcome is worked
out by hand from the printed texts and the layers; each rule test has a
control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player
from mtgcombat.core.pt_events import BasePowerToughnessSet, PowerToughnessSwitched
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.layer7 import pumped
from mtgcombat.rules.spell_layer7 import BasePowerToughnessEffect, SwitchEffect, apply_layer_7
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.rules.timeline_run import end_turn_effects, until_end_of_turn
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.parser import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "About Face": "Switch target creature's power and toughness until end of turn.",
    "Diminish": "Target creature has base power and toughness 1/1 until end of turn.",
    "Sure Strike": "Target creature gets +3/+0 and gains first strike until end of turn.",
    "Brute Force": "Target creature gets +3/+3 until end of turn.",
    # a made-up name: the group form of Oko's Hospitality's first sentence
    "Mass Shrink": "Until end of turn, creatures your opponents control have base power and "
    "toughness 1/1.",
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "scout"
controller = "A"
power = 1
toughness = 3
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
"""


def _entry(card: str, target: str, after: str = "declare-attackers") -> str:
    return f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = ["{target}"]\n'


def _cast(board_text: str, *entries: tuple[str, str]) -> tuple[Board, list[object]]:
    """The board after the entries resolve, one after another (613.7a: each
    later than the one before), and their events."""
    text = board_text + "".join(_entry(card, target) for card, target in entries)
    scenario = parse_scenario(text, catalog=CATALOG)
    board, events = scenario.board, list[object]()
    for entry in scenario.timeline:
        board, made = apply_entry(board, RuleSet.CURRENT, entry)
        events.extend(made)
    return board, events


def _pt(board: Board, pid: str) -> tuple[int, int]:
    perm = board.permanent(pid)
    return perm.current_power, perm.current_toughness


# -- the parser ----------------------------------------------------------------


def test_the_switch_and_base_sentences_read() -> None:
    assert parse_spell(CARDS["About Face"]).effects == (SwitchEffect(),)
    assert parse_spell(CARDS["Diminish"]).effects == (BasePowerToughnessEffect(1, 1),)
    assert parse_spell(
        "Until end of turn, target creature has base power and toughness 0/2."
    ).effects == (BasePowerToughnessEffect(0, 2),)
    card = read_spell_card(
        "Untap target creature. Switch its power and toughness until end of turn.", "X"
    )
    assert card.fully_modelled and card.spell().effects[-1] == SwitchEffect()
    for text in CARDS.values():  # the parse cache's round trip
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell
    # control: a switch of a player's life, or of "each creature", is not read
    assert not read_spell_card("Switch your life total with target player's.", "X").fully_modelled


def test_the_events_in_english_and_japanese() -> None:
    switched = PowerToughnessSwitched("613.4d", "scout", "timeline[0]")
    based = BasePowerToughnessSet("613.4b", "ogre", 1, 1, "captain")
    assert (
        describe_event(switched, "ja")
        == "scoutのパワーとタフネスはターン終了時まで入れ替わる（timeline[0]）"
    )
    assert describe_event(based) == (
        "ogre has base power and toughness 1/1 until end of turn (ability of captain)"
    )


# -- 613.4d: switching, after every other layer --------------------------------


def test_613_4d_about_face_switches_power_and_toughness() -> None:
    board, events = _cast(BOARD, ("About Face", "scout"))
    assert _pt(board, "scout") == (3, 1)
    assert [e.rule for e in events] == ["608.2", "613.4d"]  # type: ignore[attr-defined]
    # control: the creature it did not target is unchanged
    assert _pt(board, "ogre") == (3, 3)


def test_613_4d_pump_then_switch() -> None:
    # 1/3, +3/+0 (7c) is 4/3, switched (7d) 3/4
    board, _ = _cast(BOARD, ("Sure Strike", "scout"), ("About Face", "scout"))
    assert _pt(board, "scout") == (3, 4)


def test_613_4d_switch_then_pump_is_still_switched_after() -> None:
    # the switch applies after 7c whatever the timestamps: 1/3 +3/+0 is
    # 4/3, switched 3/4 (not 3/1 then +3/+0, 6/1)
    board, _ = _cast(BOARD, ("About Face", "scout"), ("Sure Strike", "scout"))
    assert _pt(board, "scout") == (3, 4)
    # control: the pump alone
    board, _ = _cast(BOARD, ("Sure Strike", "scout"))
    assert _pt(board, "scout") == (4, 3)


def test_613_4d_two_switches_undo_each_other() -> None:
    board, _ = _cast(BOARD, ("About Face", "scout"), ("About Face", "scout"))
    assert _pt(board, "scout") == (1, 3)


def test_613_4d_a_switch_to_toughness_0_puts_it_into_the_graveyard() -> None:
    # a 1/3 with a -1/-1 counter is 0/2; switched in 7d, after the counter
    # (7c): 2/0, put into its owner's graveyard (704.5f)
    countered = BOARD.replace(
        "power = 3\ntoughness = 3", "power = 1\ntoughness = 3\ncounters = { minus_one = 1 }"
    )
    board, events = _cast(countered, ("About Face", "ogre"))
    assert not board.permanent("ogre").on_battlefield
    assert "704.5f" in [e.rule for e in events]  # type: ignore[attr-defined]
    # control: the same creature without the counter is 3/1 and stays
    board, _ = _cast(BOARD.replace("power = 3\ntoughness = 3", "power = 1\ntoughness = 3"),
                     ("About Face", "ogre"))  # fmt: skip
    assert board.permanent("ogre").on_battlefield and _pt(board, "ogre") == (3, 1)


def test_613_4d_the_switched_attacker_deals_its_new_power() -> None:
    scenario = parse_scenario(BOARD + _entry("About Face", "scout"), catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.player("B").life == 17  # 3 damage, not 1
    control = parse_scenario(BOARD, catalog=CATALOG)
    result = run_combat(control.board, RuleSet.CURRENT, control.timeline, auto=True)
    assert result.board.player("B").life == 19


# -- 613.4b: base power and toughness, then 7c ------------------------------------


def test_613_4b_diminish_sets_base_power_and_toughness() -> None:
    board, events = _cast(BOARD, ("Diminish", "ogre"))
    assert _pt(board, "ogre") == (1, 1)
    assert [e.rule for e in events] == ["608.2", "613.4b"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("order", [("Brute Force", "Diminish"), ("Diminish", "Brute Force")])
def test_613_4b_a_pump_applies_on_top_of_the_base_in_either_order(
    order: tuple[str, str],
) -> None:
    # 7b makes it 1/1, 7c adds +3/+3: 4/4 (the earlier pump is not erased)
    board, _ = _cast(BOARD, *((card, "ogre") for card in order))
    assert _pt(board, "ogre") == (4, 4)


def test_613_4b_counters_apply_on_top_of_the_base() -> None:
    # a 3/3 with a +1/+1 counter: base 1/1, the counter (7c) makes it 2/2
    text = BOARD.replace(
        "power = 3\ntoughness = 3", "power = 3\ntoughness = 3\ncounters = { plus_one = 1 }"
    )
    board, _ = _cast(text, ("Diminish", "ogre"))
    assert _pt(board, "ogre") == (2, 2)
    # control: without Diminish it is 4/4
    board, _ = _cast(text)
    assert _pt(board, "ogre") == (4, 4)


def test_613_4_base_pump_and_switch_together() -> None:
    # Diminish 1/1 (7b), Sure Strike +3/+0 (7c) 4/1, About Face (7d) 1/4,
    # cast in the order switch, pump, base: the layers decide, not the order
    board, _ = _cast(BOARD, ("About Face", "ogre"), ("Sure Strike", "ogre"), ("Diminish", "ogre"))
    assert _pt(board, "ogre") == (1, 4)


def test_613_4b_a_group_has_base_power_and_toughness() -> None:
    text = BOARD.replace(
        "power = 3\ntoughness = 3", "power = 3\ntoughness = 3\ncounters = { plus_one = 1 }"
    )
    scenario = parse_scenario(
        text + _entry("Mass Shrink", "").replace('targets = [""]', 'controller = "A"'),
        catalog=CATALOG,
    )
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    # B's ogre: base 1/1 and its +1/+1 counter, 2/2; A's scout is not in the group
    assert _pt(board, "ogre") == (2, 2) and _pt(board, "scout") == (1, 3)
    assert [e.rule for e in events] == ["608.2", "613.4b"]
    # the group is read for the spell's controller: an entry with no controller is refused
    with pytest.raises(ScenarioError):
        parse_scenario(text + _entry("Mass Shrink", "").replace('targets = [""]', ""),
                       catalog=CATALOG)  # fmt: skip


# -- static effects and the cleanup step -------------------------------------------


def _aura_board() -> Board:
    # Lignify's 7b line: "Enchanted creature has base power and toughness 0/1."
    aura = parse_sentence("Enchanted creature has base power and toughness 0/1.", name="Aura")
    host = Permanent(id="ogre", controller="B", power=3, toughness=3)
    lignify = Permanent(
        id="aura", controller="A", types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"Aura"}), statics=aura.traits.statics, attached_to="ogre",
    )  # fmt: skip
    return apply_static_effects(Board((Player("A"), Player("B")), (host, lignify), "A"))


def test_613_4b_a_static_base_then_a_pump_the_pump_stays() -> None:
    board = _aura_board()
    assert _pt(board, "ogre") == (0, 1)
    grown = board.with_permanents(
        pumped(p, 3, 3, "timeline[0]") if p.id == "ogre" else p for p in board.permanents
    )
    # recomputing the static effects keeps the pump on top of 7b: 3/4
    again = apply_static_effects(grown)
    assert _pt(again, "ogre") == (3, 4)
    # control: the Aura gone, the pump on the printed 3/3
    gone = again.with_permanents(p for p in again.permanents if p.id != "aura")
    assert _pt(apply_static_effects(gone), "ogre") == (6, 6)


def test_514_2_the_switch_and_the_base_end_in_the_cleanup_step() -> None:
    board, events = _cast(BOARD, ("About Face", "scout"), ("Diminish", "ogre"),
                          ("Brute Force", "ogre"))  # fmt: skip
    assert _pt(board, "scout") == (3, 1) and _pt(board, "ogre") == (4, 4)
    after, ended = end_turn_effects(board, until_end_of_turn(events))  # type: ignore[arg-type]
    assert _pt(after, "scout") == (1, 3) and _pt(after, "ogre") == (3, 3)
    assert after.permanent("ogre").pt_layers is None
    assert {e.rule for e in ended} == {"514.2"}


def test_counters_stay_when_the_switch_ends() -> None:
    perm = Permanent(id="x", controller="A", power=1, toughness=3, counters=Counters(plus_one=1))
    board = Board((Player("A"), Player("B")), (perm,), "A")
    after, events = apply_layer_7(board, SwitchEffect(), ["x"], "timeline[0]")
    assert _pt(after, "x") == (4, 2)  # 2/4 switched
    ended, _ = end_turn_effects(after, until_end_of_turn(events))
    assert _pt(ended, "x") == (2, 4)
