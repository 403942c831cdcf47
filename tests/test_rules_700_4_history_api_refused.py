"""A board built in Python whose lines read the turn's history that its
players do not give is refused (issue 33: a rules reference may refuse a
board, never be silently wrong), as a scenario file without the record is.

``Board(...)`` and :func:`~mtgcombat.core.validation.check_board` raise a
:class:`~mtgcombat.core.validation.BoardError` naming the permanent, the
player's ``history`` and the rule the line reads (700.4 deaths, 508.1
attacks, 601.2i spells, 121.1 draws, 119.3 life lost, 603.6a entered).
Controls: with the record given the board is the file's board and gives
the file's answer; a board with no such line is untouched.
"""

from __future__ import annotations

import pytest

from mtgcombat import apply_static_effects
from mtgcombat.core.model import Board, Permanent, Player, TurnHistory
from mtgcombat.core.validation import BoardError, check_board
from mtgcombat.i18n.input_errors import input_error
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.scenario import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.values import bind_self

MORBID = "As long as a creature died this turn, ~ gets +2/+0."


def _brute(sentence: str, **fields: object) -> Permanent:
    parsed = parse_sentence(sentence, name="Brute")
    assert parsed.status == "modelled", parsed.error
    traits = parsed.traits
    return Permanent(
        id="brute",
        controller="A",
        power=2,
        toughness=2,
        abilities=traits.abilities,
        statics=bind_self(traits.statics, "brute"),  # "~" is the brute
        **fields,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("sentence", "player", "rule"),
    [
        (MORBID, "B", "700.4"),  # morbid reads every player's deaths
        ("Whenever ~ attacks, if you attacked this turn, ~ gets +1/+0 until end of turn.",
         "A", "508.1"),
        ("~ gets +2/+0 as long as you've cast an instant or sorcery spell this turn.",
         "A", "601.2i"),
        ("As long as you've drawn two or more cards this turn, ~ has double strike.",
         "A", "121.1"),
        ("As long as an opponent lost life this turn, ~ gets +2/+0.", "B", "119.3"),
        ("~ has hexproof as long as it entered the battlefield this turn.", "A", "603.6a"),
    ],
)  # fmt: skip
def test_rule_700_4_the_api_refuses_a_line_whose_record_is_not_given(
    sentence: str, player: str, rule: str
) -> None:
    brute = _brute(sentence, attacking="B")
    # only the other player's record is given
    other = "B" if player == "A" else "A"
    players = (Player(other, history=TurnHistory()), Player(player))
    if player == "A":
        players = players[::-1]
    with pytest.raises(BoardError) as caught:
        Board(players, (brute,), "A")
    error = caught.value
    assert (error.key, error.field) == ("history_not_given", f"players.{player}.history")
    assert rule in str(error.rule)
    assert error.facts["id"] == "brute"
    assert "the turn's history is not given: brute has a line that reads it" in str(error)
    # the same refusal from check_board on a board built without the checks
    with pytest.raises(BoardError):
        check_board(Board.trusted(players, (brute,), "A"))
    # control: with both records given the board is accepted
    given = tuple(Player(p.id, history=TurnHistory()) for p in players)
    check_board(Board(given, (brute,), "A"))


def test_the_refusal_is_said_in_japanese() -> None:
    ja = input_error("history_not_given", "ja", id="brute", line="a creature died this turn")
    assert ja.startswith("ターンの履歴が与えられていない。brute")


_FILE = """
active_player = "A"
[players.A]
history = { died = 1, left = 1 }
[players.B]
history = { }
[[permanents]]
id = "brute"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["As long as a creature died this turn, ~ gets +2/+0."]
"""


def test_rule_700_4_with_the_record_the_api_gives_the_files_answer() -> None:
    from_file = resolve_combat(parse_scenario(_FILE).board, "current", auto=True)
    players = (Player("A", history=TurnHistory(died=1, left=1)), Player("B", history=TurnHistory()))
    # in Python the static effects are applied by apply_static_effects, as the loader does
    board = Board(players, (_brute(MORBID, attacking="B"),), "A")
    from_api = resolve_combat(apply_static_effects(board), "current", auto=True)
    # a creature died earlier this turn: the brute deals 4 (700.4)
    assert from_file.board.player("B").life == from_api.board.player("B").life == 16
    # control: the record says none died, so it deals 2
    none_died = (Player("A", history=TurnHistory()), Player("B", history=TurnHistory()))
    quiet_board = apply_static_effects(Board(none_died, board.permanents, "A"))
    quiet = resolve_combat(quiet_board, "current", auto=True)
    assert quiet.board.player("B").life == 18


def test_a_board_with_no_line_on_the_turn_so_far_is_untouched() -> None:
    # control: no record given, and no line reads one
    brute = _brute("~ gets +2/+0 as long as it's attacking.", attacking="B")
    board = Board((Player("A"), Player("B")), (brute,), "A")
    check_board(board)
    after = resolve_combat(apply_static_effects(board), "current", auto=True)
    assert after.board.player("B").life == 16
