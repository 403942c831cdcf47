"""601.2i: a spell counts among the spells its controller cast this turn
once it becomes cast. A scenario may give the spells a player cast before
the combat twice: as a number (``players.X.spells_cast``) and one by one
(``players.X.history.spells``). A file giving both with different counts
is refused with one line naming the fields and the rule, in English and
Japanese (issue 33, session 11): the engine does not pick one of them.
Controls: the same count, or only one of the two."""

from __future__ import annotations

import pytest

from mtgcombat.scenario.load import ScenarioError, parse_scenario

HISTORY = '[players.A.history]\nspells = ["instant", "creature"]\n'


def _board(player_a: str, history: str = "") -> str:
    return (
        f'active_player = "A"\n[players.A]\n{player_a}\n{history}[players.B]\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "A"\npower = 3\ntoughness = 3\n'
        'attacking = "B"\n'
    )


def test_601_2i_two_counts_that_disagree_are_refused() -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(_board("spells_cast = 3", HISTORY), source="t.toml")
    english = str(caught.value)
    assert english.startswith("t.toml: players.A.spells_cast: spells_cast = 3, but ")
    assert "players.A.history.spells lists 2" in english and english.endswith("(601.2i)")
    assert "\n" not in english
    japanese = caught.value.message("ja")
    assert "players.A.history.spells" in japanese and japanese.endswith("（601.2i）")


@pytest.mark.parametrize(
    ("player_a", "history"),
    [("spells_cast = 2", HISTORY), ("", HISTORY), ("spells_cast = 5", "")],
)
def test_601_2i_one_count_or_the_same_count_is_read(player_a: str, history: str) -> None:
    # control: the same count, the record alone, the number alone
    board = parse_scenario(_board(player_a, history), source="t.toml").board
    a = board.player("A")
    assert a.spells_cast == (int(player_a.rsplit(maxsplit=1)[-1]) if player_a else None)
    assert (a.history is not None) == bool(history)
