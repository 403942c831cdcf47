"""An intervening "if" on a combat damage trigger (issue 33, session 10):
"Metalcraft — whenever ~ deals combat damage to a player, if you control
three or more artifacts, ...", "if you control an Island, you may draw a
card", "Hellbent — ... if you have no cards in hand, that player discards
a card at random", "if ~ is monstrous, destroy target enchantment that
player controls". The ability triggers only if the condition holds as the
damage is dealt, and does nothing if it no longer holds as it resolves
(603.4). For a trigger on another creature's damage only a condition on a
player or the board is read. "Discards a card at random" (701.9b) is an
event, as any discard: hands are off the board. These lines were recorded
and not carried out before. Each rules test has a control.
"""

from __future__ import annotations

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from helpers import creature_card as _creature
from helpers import modelled_abilities as _abilities
from helpers import two_player_board as _board
from mtgcombat.core.abilities import DiscardEffect
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

METALCRAFT = (
    "Whenever ~ deals combat damage to a player, if you control three or more artifacts, "
    "that player loses 2 life."
)
HELLBENT = (
    "Whenever ~ deals combat damage to a player, if you have no cards in hand, "
    "that player discards a card at random."
)
GROUP = (
    "Whenever a creature you control deals combat damage to a player, if you control "
    "an Island, you gain 2 life."
)


def test_603_4_parser_reads_an_intervening_if_after_a_damage_trigger() -> None:
    [ability] = _abilities(METALCRAFT)
    assert isinstance(ability.effects[0], InterveningIf)
    assert "if you control 3 or more artifacts" in str(ability)
    assert "アーティファクト" in describe_value(ability, "ja")
    [hellbent] = _abilities(HELLBENT)
    assert hellbent.effects[1] == DiscardEffect(1, "that_player", at_random=True)
    assert "無作為に" in describe_value(hellbent, "ja")
    [group] = _abilities(GROUP)
    assert isinstance(group.effects[0], InterveningIf)


def test_603_4_parser_refuses_a_condition_on_it_for_another_creature_s_damage() -> None:
    # the control: "if ~ is monstrous" on a trigger about another creature
    # would read the wrong creature: not modelled (recorded)
    parsed = parse_sentence(
        "Whenever a creature you control deals combat damage to a player, "
        "if ~ is monstrous, you gain 2 life."
    )
    assert parsed.status == "recorded"


def _artifact(pid: str) -> Permanent:
    return Permanent(id=pid, controller="A", types=frozenset({CardType.ARTIFACT}))


def _run(board: Board) -> tuple[Board, tuple[Event, ...]]:
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


def test_603_4_metalcraft_triggers_with_three_artifacts() -> None:
    silcaw = _creature("silcaw", "A", 1, 1, attacking="B", abilities=_abilities(METALCRAFT))
    board, _ = _run(_board(silcaw, _artifact("a1"), _artifact("a2"), _artifact("a3")))
    assert board.player("B").life == 17
    # the control: two artifacts, the ability doesn't trigger (603.4)
    board, events = _run(_board(silcaw, _artifact("a1"), _artifact("a2")))
    assert board.player("B").life == 19
    assert "trigger_condition_unmet" in [e.kind for e in events]


def test_603_4_hellbent_reads_the_hand() -> None:
    specter = _creature("specter", "A", 2, 2, attacking="B", abilities=_abilities(HELLBENT))
    board, events = _run(Board((Player("A", hand=0), Player("B")), (specter,), "A"))
    assert board.player("B").life == 18
    assert [e.kind for e in events if e.kind == "cards_discarded"] == ["cards_discarded"]
    # the control: a card in A's hand, no discard
    _, events = _run(Board((Player("A", hand=1), Player("B")), (specter,), "A"))
    assert "cards_discarded" not in [e.kind for e in events]


def test_603_4_group_trigger_condition_on_the_board() -> None:
    land = frozenset({CardType.LAND})
    island = Permanent(id="island", controller="A", types=land, subtypes=frozenset({"island"}))
    watcher = _creature("watcher", "A", 1, 1, abilities=_abilities(GROUP))
    bear = _creature("bear", "A", 2, 2, attacking="B")
    board, _ = _run(_board(watcher, bear, island))
    assert board.player("A").life == 22
    # the control: no Island, nothing
    board, _ = _run(_board(watcher, bear))
    assert board.player("A").life == 20
