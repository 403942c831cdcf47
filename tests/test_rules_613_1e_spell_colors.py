"""Color changes of instants cast between the steps (layer 5, 613.1e): the
Wisps ("Target creature becomes white until end of turn.") and the Laces
("Target spell or permanent becomes black."). The target loses its other
colors (105.3); protection (702.16e) and fear (702.36b) read the new ones.
A change until end of turn ends in the cleanup step (514.2); one with no
duration lasts (611.2a). Each outcome is worked out by hand from the
printed texts; each rule test has a control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.color_events import ColorsUntilEndOfTurn
from mtgcombat.core.model import Board, Keyword, Permanent, Selector, StaticEffect, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.trigger_events import ColorChanged
from mtgcombat.i18n.events import effect_change_text
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.blocks import is_legal_blocks
from mtgcombat.rules.spell_colors import SpellColorEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError, apply_entry, cast_check
from mtgcombat.rules.timeline_run import end_turn_effects, until_end_of_turn
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Niveous Wisps": "Target creature becomes white until end of turn. Tap that creature.\n"
    "Draw a card.",
    "Aphotic Wisps": "Target creature becomes black and gains fear until end of turn.\n"
    "Draw a card.",
    "Deathlace": "Target spell or permanent becomes black.",
    "Traitor's Clutch": "Target creature gets +1/+0, becomes black, and gains shadow until end "
    "of turn.",
    "Incite": "Target creature becomes red until end of turn and attacks this turn if able.",
    "Heaven's Gate": "One or more target creatures become white until end of turn.",
}
CATALOG = instants_catalog(CARDS)

# a 2/2 first striker with protection from white attacks; a green 5/4 blocks it
KNIGHT = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 2
abilities = ["first strike", "protection from white"]
colors = ["black"]
attacking = "B"
[[permanents]]
id = "wurm"
controller = "B"
power = 5
toughness = 4
colors = ["green"]
blocking = ["knight"]
"""

# a creature out of combat (the knight, with protection from white, can't be
# the target of a white spell: 702.16b)
BEAR = """
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
colors = ["green"]
"""

# a 2/2 with fear attacks; B has a green 2/2 that would block it
FEAR = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "zombie"
controller = "A"
power = 2
toughness = 2
abilities = ["fear"]
colors = ["black"]
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
colors = ["green"]
"""


def _entry(card: str, target: str, after: str, controller: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def _combat(board_text: str, card: str, target: str, after: str, controller: str) -> object:
    scenario = parse_scenario(board_text + _entry(card, target, after, controller), catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


# -- the parser ----------------------------------------------------------------


def test_the_color_sentences_read() -> None:
    white = SpellColorEffect(frozenset({"white"}), True)
    assert parse_spell("Target creature becomes white until end of turn.").effects == (white,)
    assert parse_spell("Target spell or permanent becomes black.").effects == (
        SpellColorEffect(frozenset({"black"}), False),
    )
    assert parse_spell("Target spell or permanent becomes colorless.").effects == (
        SpellColorEffect(frozenset(), False),
    )
    for name, text in CARDS.items():
        card = read_spell_card(text, name)
        assert card.fully_modelled, name
        spell = card.spell()
        assert spell_from_json(spell_to_json(spell)) == spell  # the parse cache's round trip
    clutch = [str(e) for e in read_spell_card(CARDS["Traitor's Clutch"], "X").spell().effects]
    assert clutch == [
        "the target becomes black until end of turn",
        "the target gets +1/+0 until end of turn",
        "the target gains shadow until end of turn",
    ]
    # "tap that creature" after a target (the shared rule now takes "it" too)
    niveous = read_spell_card(CARDS["Niveous Wisps"], "Niveous Wisps").spell()
    assert [str(e) for e in niveous.effects][:2] == [
        "the target becomes white until end of turn",
        "tap the target",
    ]


def test_a_color_of_the_casters_choice_stays_refused() -> None:
    # control: a color chosen as it resolves, or a color added, is not read
    for text in (
        "Target creature becomes the color or colors of your choice until end of turn.",
        "Target creature becomes black in addition to its other colors until end of turn.",
    ):
        assert not read_spell_card(text, "X").fully_modelled


def test_the_events_in_english_and_japanese() -> None:
    until = ColorsUntilEndOfTurn("613.1e", "wurm", "black and green", "white", "timeline[0]")
    assert describe_event(until) == "wurm becomes black and green until end of turn (timeline[0])"
    assert describe_event(until, "ja") == "wurmはターン終了時まで黒と緑になる（timeline[0]）"
    lasting = ColorChanged("613.1e", "bear", "colorless", "timeline[1]")
    assert describe_event(lasting) == "bear becomes colorless (timeline[1])"
    assert describe_event(lasting, "ja") == "bearは無色になる（timeline[1]）"
    assert effect_change_text("spell_colors", "white|green", "ja") == (
        "白になる（ほかの色は失われる、105.3）"
    )


# -- 702.16e: protection reads the new color ---------------------------------


def test_613_1e_niveous_wisps_makes_the_blocker_white_so_protection_prevents_its_damage() -> None:
    result = _combat(KNIGHT, "Niveous Wisps", "wurm", "declare-blockers", "A")
    board: Board = result.board  # type: ignore[attr-defined]
    assert board.permanent("wurm").colors == frozenset({"white"})
    assert board.permanent("wurm").tapped
    assert board.permanent("knight").on_battlefield  # 702.16e: the 5 is prevented
    assert any(e.rule == "702.16e" for e in result.events)  # type: ignore[attr-defined]


def test_613_1e_control_a_bystander_made_white_leaves_the_wurm_green() -> None:
    result = _combat(KNIGHT + BEAR, "Niveous Wisps", "bear", "declare-blockers", "A")
    board: Board = result.board  # type: ignore[attr-defined]
    assert board.permanent("wurm").colors == frozenset({"green"})
    assert not board.permanent("knight").on_battlefield  # 5 damage to a 2/2


def test_514_2_the_color_change_ends_in_the_cleanup_step() -> None:
    result = _combat(KNIGHT, "Niveous Wisps", "wurm", "declare-blockers", "A")
    changes = until_end_of_turn(result.events)  # type: ignore[attr-defined]
    assert [(c.affected, c.what, c.value) for c in changes if c.what == "spell_colors"] == [
        ("wurm", "spell_colors", "white|green")
    ]
    after, events = end_turn_effects(result.board, changes)  # type: ignore[attr-defined]
    assert after.permanent("wurm").colors == frozenset({"green"})
    assert any(e.rule == "514.2" for e in events)


def test_611_2a_control_a_lace_has_no_duration_and_does_not_end() -> None:
    result = _combat(FEAR, "Deathlace", "bear", "declare-attackers", "B")
    changes = until_end_of_turn(result.events)  # type: ignore[attr-defined]
    assert not [c for c in changes if c.what == "spell_colors"]
    after, _ = end_turn_effects(result.board, changes)  # type: ignore[attr-defined]
    assert after.permanent("bear").colors == frozenset({"black"})


# -- 702.36b: fear reads the new color ----------------------------------------


def _fear_blocks(card: str, target: str) -> object:
    scenario = parse_scenario(
        FEAR + _entry(card, target, "declare-attackers", "B"), catalog=CATALOG
    )
    board = scenario.board
    for entry in scenario.timeline:
        board, _ = apply_entry(board, RuleSet.CURRENT, entry)
    blocked = board.with_permanents(
        evolve(p, blocking=("zombie",)) if p.id == "bear" else p for p in board.permanents
    )
    return is_legal_blocks(blocked)


def test_702_36b_deathlace_makes_the_bear_black_so_it_may_block_the_fear_creature() -> None:
    verdict = _fear_blocks("Deathlace", "bear")
    assert verdict.legal  # type: ignore[attr-defined]


def test_702_36b_control_deathlace_on_the_attacker_leaves_the_green_bear_unable() -> None:
    verdict = _fear_blocks("Deathlace", "zombie")
    assert not verdict.legal  # type: ignore[attr-defined]
    assert [v.rule for v in verdict.violations] == ["702.36b"]  # type: ignore[attr-defined]


# -- 613.7: a color-changing static ability on the board ----------------------


def test_613_7_a_color_change_is_refused_beside_a_color_changing_static_ability() -> None:
    # an enchantment with "Creatures you control are black." (105.3, 613.1e)
    black = StaticEffect(
        Selector(types=frozenset({"creature"}), controller="you"), set_colors=frozenset({"black"})
    )
    shroud = Permanent(id="shroud", controller="B", statics=(black,))
    plain = parse_scenario(
        FEAR + _entry("Deathlace", "bear", "declare-attackers", "B"), catalog=CATALOG
    )
    board = plain.board.with_permanents((*plain.board.permanents, shroud))
    with pytest.raises(TimelineError) as caught:
        cast_check(board, plain.timeline[0])
    assert caught.value.key == "timeline_colors_layered"
    assert caught.value.facts["permanent"] == "shroud"
    # control: the same board without the static ability is cast
    cast_check(plain.board, plain.timeline[0])


def test_keywords_beside_the_color_change_still_apply() -> None:
    scenario = parse_scenario(
        FEAR + _entry("Aphotic Wisps", "bear", "declare-attackers", "B"), catalog=CATALOG
    )
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    bear = board.permanent("bear")
    assert bear.colors == frozenset({"black"}) and Keyword.FEAR in bear.abilities


# -- 601.2c: one or more targets ------------------------------------------------

TWO_BLOCKERS = (
    KNIGHT
    + """
[[permanents]]
id = "elk"
controller = "B"
power = 3
toughness = 3
colors = ["green"]
blocking = ["knight"]
"""
)


def _gate(targets: str) -> object:
    text = TWO_BLOCKERS + (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "Heaven\'s Gate"\n'
        f'targets = {targets}\ncontroller = "A"\n'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


def test_601_2c_heavens_gate_makes_both_blockers_white_so_none_of_their_damage_is_dealt() -> None:
    result = _gate('["wurm", "elk"]')
    board: Board = result.board  # type: ignore[attr-defined]
    assert board.permanent("wurm").colors == board.permanent("elk").colors == frozenset({"white"})
    assert board.permanent("knight").on_battlefield  # 702.16e: 5 and 3 prevented


def test_601_2c_control_one_blocker_made_white_the_other_still_kills_the_knight() -> None:
    result = _gate('["wurm"]')
    board: Board = result.board  # type: ignore[attr-defined]
    assert board.permanent("elk").colors == frozenset({"green"})
    assert not board.permanent("knight").on_battlefield  # the elk's 3 to a 2/2


def test_601_2c_heavens_gate_needs_at_least_one_target() -> None:
    with pytest.raises(ScenarioError) as caught:
        _gate("[]")
    assert caught.value.key == "timeline_targets_at_least"
    assert "1 or more targets" in caught.value.message("en")
    assert "1個以上" in caught.value.message("ja")
