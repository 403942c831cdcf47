"""A player losing the game by an effect (issue 33, session 10): "whenever
~ deals combat damage to a player, that player loses the game" (Phage the
Untouchable). The loss is at once, as the ability resolves (104.3e), not a
state-based action; a player who can't lose the game doesn't (104.3); a
Two-Headed Giant team loses together (810.8a); a game of three players goes
on without the loser (800.4a). The line was recorded and not carried out
before. Each rules test has a control.
"""

from __future__ import annotations

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from helpers import creature_card as _creature
from helpers import modelled_abilities as _abilities
from mtgcombat.core.abilities import LoseGameEffect
from mtgcombat.core.events import Event, PlayerLost
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

PHAGE = "Whenever ~ deals combat damage to a player, that player loses the game."


def test_104_3e_parser_reads_that_player_loses_the_game() -> None:
    [ability] = _abilities(PHAGE)
    assert ability.effects == (LoseGameEffect(),)
    assert describe_value(ability, "ja").endswith("そのプレイヤーはゲームに敗北する")
    assert describe_event(PlayerLost("104.3e", "B"), "ja") == "Bはゲームに敗北する"


def test_104_3e_parser_needs_a_player_dealt_damage() -> None:
    # the control: "is dealt damage" names no player: recorded, not modelled
    parsed = parse_sentence("Whenever ~ is dealt damage, that player loses the game.")
    assert parsed.status == "recorded"


def _phage(**fields: object) -> Permanent:
    return _creature("phage", "A", 4, 4, abilities=_abilities(PHAGE), **fields)


def _run(board: Board) -> tuple[Board, tuple[Event, ...]]:
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


def test_104_3e_the_player_dealt_combat_damage_loses_at_once() -> None:
    board, events = _run(Board((Player("A"), Player("B")), (_phage(attacking="B"),), "A"))
    assert board.player("B").lost and board.player("B").life == 16
    assert [e.rule for e in events if e.kind == "player_lost"] == ["104.3e"]
    # the control: blocked by a wall, Phage deals no damage to a player
    wall = _creature("wall", "B", 0, 8, blocking=("phage",))
    board, events = _run(Board((Player("A"), Player("B")), (_phage(attacking="B"), wall), "A"))
    assert not board.player("B").lost
    assert "player_lost" not in [e.kind for e in events]


def test_104_3_a_player_who_cant_lose_the_game_doesnt() -> None:
    board, events = _run(
        Board((Player("A"), Player("B", cant_lose=True)), (_phage(attacking="B"),), "A")
    )
    assert not board.player("B").lost
    ends = [(e.kind, e.rule) for e in events if e.kind in ("player_lost", "loss_prevented")]
    assert ends == [("loss_prevented", "104.3")]


def test_800_4a_three_players_the_game_goes_on_without_the_loser() -> None:
    bear = _creature("bear", "B", 2, 2)
    elf = _creature("elf", "C", 1, 1)
    players = (Player("A"), Player("B"), Player("C"))
    board, events = _run(Board(players, (_phage(attacking="B"), bear, elf), "A"))
    assert board.player("B").lost and not board.player("C").lost
    assert board.permanent("bear").zone.value == "left the game"
    assert board.permanent("elf").zone.value == "battlefield"
    assert "left_game" in [e.kind for e in events]


def test_810_8a_two_headed_giant_the_team_loses_together() -> None:
    players = (Player("A"), Player("A2"), Player("B"), Player("B2"))
    teams = (("A", "A2"), ("B", "B2"))
    board, events = _run(Board(players, (_phage(attacking="B"),), "A", teams=teams))
    assert board.player("B").lost and board.player("B2").lost
    assert not board.player("A2").lost
    assert sorted((e.player, e.rule) for e in events if isinstance(e, PlayerLost)) == [
        ("B", "104.3e"),
        ("B2", "810.8a"),
    ]
