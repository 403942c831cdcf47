"""404.1: a player's graveyard is what the scenario gives
(``players.X.graveyard``: a number of cards, or the list of its cards);
left out, it is not known, never taken as empty (issue 33, session 11). A
board that counts a graveyard not given (threshold) is refused with one
line naming ``players.X.graveyard`` and the rule, in English and Japanese;
a board that reads the cards' characteristics ("for each creature card in
your graveyard") needs them listed, since a number says how many cards,
not which. An empty list is an empty graveyard (the format before). Each
refusal with its control."""

from __future__ import annotations

import pytest

from mtgcombat.core.conditions import CardCount
from mtgcombat.core.model import Board, Player, Selector
from mtgcombat.core.selectors import count
from mtgcombat.core.validation import BoardError
from mtgcombat.core.zone_cards import cards_in
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import ScenarioError, parse_scenario

THRESHOLD = "~ gets +2/+2 as long as seven or more cards are in your graveyard."
PER_CREATURE = "~ gets +1/+1 for each creature card in your graveyard."
ALL = "~ gets +1/+0 for each card in all graveyards."


def _board(a: str = "", b: str = "", sentence: str = THRESHOLD) -> str:
    return (
        f'active_player = "A"\n[players.A]\n{a}\n[players.B]\n{b}\n'
        '[[permanents]]\nid = "imp"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        f'attacking = "B"\nabilities = ["{sentence}"]\n'
    )


def _power(text: str) -> int:
    board = apply_static_effects(parse_scenario(text, source="t.toml").board)
    return board.permanent("imp").current_power


@pytest.mark.parametrize("sentence", [THRESHOLD, PER_CREATURE])
def test_404_1_your_graveyard_left_out_is_refused(sentence: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(_board(sentence=sentence), source="t.toml")
    english = str(caught.value)
    assert english.startswith("t.toml: players.A.graveyard: the number of cards in A's graveyard")
    assert "imp reads it" in english and english.endswith("(404.1)")
    japanese = caught.value.message("ja")
    assert "players.A.graveyard" in japanese and "墓地" in japanese and "404.1" in japanese


def test_404_1_a_graveyard_given_is_read() -> None:
    # control: threshold holds with seven cards given by number, not with six
    assert _power(_board("graveyard = 7")) == 4
    assert _power(_board("graveyard = 6")) == 2
    # control: an empty list is an empty graveyard, as before
    assert _power(_board("graveyard = []")) == 2
    assert _power(_board("graveyard = []", sentence=PER_CREATURE)) == 2
    # control: the listed cards are read by their types
    listed = 'graveyard = ["creature", "artifact creature", "instant"]'
    assert _power(_board(listed, sentence=PER_CREATURE)) == 4
    # control: B's graveyard left out is not read by "your graveyard"
    assert _power(_board("graveyard = 0", "")) == 2


def test_404_1_a_number_does_not_say_which_cards() -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(_board("graveyard = 3", sentence=PER_CREATURE), source="t.toml")
    english = str(caught.value)
    assert "players.A.graveyard: only the number of cards in A's graveyard is given" in english
    assert english.endswith("(404.1)") and "404.1" in caught.value.message("ja")


def test_404_1_all_graveyards_reads_each_players() -> None:
    with pytest.raises(ScenarioError, match=r"players\.B\.graveyard: .* B's graveyard .*404\.1"):
        parse_scenario(_board("graveyard = 2", sentence=ALL), source="t.toml")
    # control: both given
    assert _power(_board("graveyard = 2", "graveyard = 3", sentence=ALL)) == 7


def test_404_1_a_board_that_reads_no_graveyard_loads() -> None:
    # control: no line reads a graveyard: nothing to give
    assert _power(_board(sentence="~ gets +1/+0 as long as it's your turn.")) == 3


def test_404_1_the_library_refuses_an_unknown_graveyard() -> None:
    board = Board((Player("A"), Player("B", graveyard=0)), (), "A")
    with pytest.raises(BoardError, match=r"players\.A\.graveyard: .*\(404\.1\)"):
        cards_in(board, "graveyard", "A")
    assert cards_in(board, "graveyard", "B") == 0
    creatures = CardCount("graveyard", "each", cards=Selector(types=frozenset({"creature"})))
    with pytest.raises(BoardError, match=r"players\.A\.graveyard"):
        count(board, creatures, None)
