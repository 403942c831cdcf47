"""402.1: a player's hand is a number the scenario gives (``players.X.hand``);
left out, it is not known, never taken as no cards (issue 33, session 10). A
board whose permanents or timeline spells read a hand not given is refused
with one line naming ``players.X.hand`` and the rule, in English and
Japanese; a board that reads no hand, or only hands given, is read as
before. Each refusal with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.validation import BoardError
from mtgcombat.core.zone_cards import hand_of
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import ScenarioError, parse_scenario

HELLBENT = "~ gets +2/+0 as long as you have no cards in hand."
PER_CARD = "~ gets +1/+1 for each card in your hand."
OPPONENT = "~ gets +3/+3 as long as an opponent has no cards in hand."


def _board(a: str = "", b: str = "", sentence: str = HELLBENT) -> str:
    return (
        f'active_player = "A"\n[players.A]\n{a}\n[players.B]\n{b}\n'
        '[[permanents]]\nid = "imp"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        f'attacking = "B"\nabilities = ["{sentence}"]\n'
    )


def _power(text: str) -> int:
    board = apply_static_effects(parse_scenario(text, source="t.toml").board)
    return board.permanent("imp").current_power


@pytest.mark.parametrize("sentence", [HELLBENT, PER_CARD])
def test_402_1_your_hand_left_out_is_refused(sentence: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(_board(sentence=sentence), source="t.toml")
    english = str(caught.value)
    assert english.startswith("t.toml: players.A.hand: the number of cards in A's hand")
    assert "imp reads it" in english and english.endswith("(402.1)")
    japanese = caught.value.message("ja")
    assert "players.A.hand" in japanese and "手札" in japanese and "402.1" in japanese


def test_402_1_a_hand_given_is_read() -> None:
    # control: hellbent holds with hand = 0, not with one card
    assert _power(_board("hand = 0")) == 4
    assert _power(_board("hand = 1")) == 2
    # control: "for each card in your hand" counts the given number
    assert _power(_board("hand = 3", sentence=PER_CARD)) == 5
    # control: B's hand left out is not read by A's hellbent
    assert _power(_board("hand = 0", "")) == 4


def test_402_1_an_opponents_hand_left_out_is_refused() -> None:
    with pytest.raises(ScenarioError, match=r"players\.B\.hand: .* B's hand .*\(402\.1\)"):
        parse_scenario(_board("hand = 0", sentence=OPPONENT), source="t.toml")
    # control: given, the condition decides; A's own hand is not read
    assert _power(_board("", "hand = 0", sentence=OPPONENT)) == 5
    assert _power(_board("", "hand = 2", sentence=OPPONENT)) == 2


def test_402_1_a_board_reading_no_hand_needs_none() -> None:
    # control: no ability reads a hand: both hands left out, read as before
    text = _board(sentence="~ gets +1/+0 as long as you have 10 or more life.")
    assert _power(text) == 3
    plain = 'active_player = "A"\n[players.A]\n[players.B]\n[[permanents]]\nid = "bear"\n'
    plain += 'controller = "A"\npower = 2\ntoughness = 2\nattacking = "B"\n'
    assert parse_scenario(plain, source="t.toml").board.player("A").hand is None


def test_402_1_a_spell_reading_its_casters_hand_left_out_is_refused() -> None:
    text = (
        "Target creature gets -X/-X until end of turn, where X is the number of cards in your hand."
    )
    catalog = instants_catalog({"Nightmarish End": text})
    board = (
        'active_player = "A"\n[players.A]\nhand = 0\n[players.B]\n[[permanents]]\nid = "ogre"\n'
        'controller = "A"\npower = 3\ntoughness = 3\nattacking = "B"\n'
        '\n[[timeline]]\nafter = "declare-blockers"\ncard = "Nightmarish End"\n'
        'targets = ["ogre"]\ncontroller = "{who}"\n'
    )
    with pytest.raises(ScenarioError, match=r"players\.B\.hand: .*\(402\.1\)"):
        parse_scenario(board.replace("{who}", "B"), catalog=catalog)
    # control: cast by A, whose hand is given
    scenario = parse_scenario(board.replace("{who}", "A"), catalog=catalog)
    assert len(scenario.timeline) == 1


def test_402_1_a_python_board_never_guesses_a_hand() -> None:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    board = Board((Player("A", hand=0), Player("B")), (ogre,), "A")
    assert hand_of(board, "A") == 0
    with pytest.raises(BoardError, match=r"players\.B\.hand: .*\(402\.1\)"):
        hand_of(board, "B")
