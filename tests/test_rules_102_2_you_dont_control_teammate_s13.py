""" "You don't control" names a permanent of any other player (102.2): in
Two-Headed Giant a teammate's is one, though a teammate is no opponent
(102.3, 810.2), a review finding of session 13. "Target creature you don't
control" (a spell's, and an attack trigger's) accepts a teammate's
creature; the controls: an opponent's is one too, the caster's own is not,
and "an opponent controls" still leaves the teammate's out (102.3).
"""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import BlockTrigger, PermanentCount, Selector
from mtgcombat.core.model import Zone
from mtgcombat.core.triggered import TapEffect
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.scenario import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card

_BOARD = """
active_player = "A1"
teams = [["A1", "A2"], ["B1", "B2"]]
[players.A1]
life = 30
[players.A2]
life = 30
[players.B1]
life = 30
[players.B2]
life = 30
[[permanents]]
id = "mine"
controller = "A1"
power = 2
toughness = 2
[[permanents]]
id = "mate"
controller = "A2"
power = 2
toughness = 2
[[permanents]]
id = "foe"
controller = "B1"
power = 2
toughness = 2
[[timeline]]
after = "declare-attackers"
effect = "{effect}"
targets = ["{target}"]
controller = "A1"
"""

NOT_YOURS = "Destroy target creature you don't control."


def _zone(effect: str, target: str) -> Zone:
    scenario = parse_scenario(_BOARD.format(effect=effect, target=target))
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    return next(p.zone for p in result.board.permanents if p.id == target)


def _refused(effect: str, target: str) -> str:
    scenario = parse_scenario(_BOARD.format(effect=effect, target=target))
    with pytest.raises(TimelineError) as caught:
        run_combat(scenario.board, "current", scenario.timeline, auto=True)
    return str(caught.value)


def test_rule_102_2_a_teammates_creature_is_one_you_dont_control() -> None:
    assert _zone(NOT_YOURS, "mate") is Zone.GRAVEYARD


def test_rule_102_2_control_an_opponents_creature_is_one_too() -> None:
    assert _zone(NOT_YOURS, "foe") is Zone.GRAVEYARD


def test_rule_102_2_control_the_casters_own_creature_is_not() -> None:
    assert "601.2c" in _refused(NOT_YOURS, "mine")


def test_rule_102_3_control_an_opponent_controls_leaves_the_teammate_out() -> None:
    walkers = "Destroy target creature or planeswalker an opponent controls."
    assert "601.2c" in _refused(walkers, "mate")
    assert _zone(walkers, "foe") is Zone.GRAVEYARD


def test_rule_102_2_each_form_reads_another_player() -> None:
    for text in (
        NOT_YOURS,
        "Destroy target nonblack creature you don't control.",
        "Exile target creature or planeswalker you don't control.",
    ):
        [mode] = read_spell_card(text, "Spell").modes
        assert mode.target is not None
        assert mode.target.controller == "not_you", text
    parsed = parse_sentence("Whenever ~ attacks, tap target creature you don't control.")
    assert parsed.status == "modelled"
    [trigger] = parsed.traits.abilities
    assert isinstance(trigger, BlockTrigger)
    [tap] = trigger.effects
    assert isinstance(tap, TapEffect)
    assert tap.target_filter is not None
    assert tap.target_filter.controller == "not_you"


def test_the_words_in_english_and_japanese() -> None:
    sel = Selector(controller="not_you")
    assert str(sel) == "creatures you don't control"
    assert "あなたがコントロールしていない" in describe_value(sel, "ja")
    held = PermanentCount(sel, ">=", 1)
    assert describe_value(held, "ja").startswith("あなた以外のプレイヤーが")
