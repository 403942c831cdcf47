"""A permanent's own "whenever ~ deals damage to a creature, EFFECT that
creature" (issue 33, session 10: Lowland Basilisk, Pit Spawn, Matsu-Tribe
Sniper, Bellowing Fiend). Combat damage is damage (120.1), so the trigger
sees the combat damage step's damage to a creature (603.2, 510.3a) and
"that creature" is the creature it dealt damage to, as for "deals combat
damage to a creature": destroyed at end of combat (603.7, 511.2), exiled
(406.2), tapped (701.26a), or its controller dealt damage (120.3). These
lines were recorded and not carried out before. Each rules test has a
control where the line must not apply; the parser tests read each form and
its Japanese rendering.
"""

from __future__ import annotations

from typing import Any

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from helpers import creature_card as _creature
from helpers import modelled_abilities as _abilities
from helpers import two_player_board as _board
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

BASILISK = "Whenever ~ deals damage to a creature, destroy that creature at end of combat."
PIT_SPAWN = "Whenever ~ deals damage to a creature, exile that creature."
SNIPER = (
    "Whenever ~ deals damage to a creature, tap that creature and it doesn't untap "
    "during its controller's next untap step."
)
FIEND = (
    "Whenever ~ deals damage to a creature, ~ deals 3 damage to that creature's "
    "controller and 3 damage to you."
)


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text", "ja"),
    [
        (BASILISK, "destroy that creature at end of combat", "破壊"),
        (PIT_SPAWN, "exile that creature", "追放"),
        (SNIPER, "tap that creature", "タップ"),
        (FIEND, "deals 3 damage to that creature's controller", "3点のダメージ"),
    ],
)
def test_120_1_parser_reads_that_creature_after_deals_damage_to_a_creature(
    sentence: str, text: str, ja: str
) -> None:
    [ability] = _abilities(sentence)
    assert isinstance(ability, BlockTrigger)
    assert ability.events == ("deals_damage_to_creature",)
    assert text in str(ability)
    assert ja in describe_value(ability, "ja")


def test_120_1_parser_that_creature_needs_a_creature_dealt_damage() -> None:
    # the control: "deals damage to a player" names no creature, so "that
    # creature" is not carried out: recorded, not counted as modelled
    parsed = parse_sentence("Whenever ~ deals damage to a player, exile that creature.")
    assert parsed.status == "recorded"


# -- rules --------------------------------------------------------------------


def _with(sentence: str, pid: str, controller: str, power: int, toughness: int,
          **fields: Any) -> Permanent:  # fmt: skip
    return _creature(pid, controller, power, toughness, abilities=_abilities(sentence), **fields)


def _run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    result = resolve_combat(_board(*permanents), "current", None, auto=True, triggers=True)
    return result.board, result.events


def test_603_7_basilisk_destroys_the_creature_it_damaged_at_end_of_combat() -> None:
    # a 1/3 blocker deals 1 to a 3/3 attacker: the attacker survives the
    # damage (704.5g) and is destroyed as the end of combat step begins (511.2)
    giant = _creature("giant", "A", 3, 3, attacking="B")
    basilisk = _with(BASILISK, "basilisk", "B", 1, 3, blocking=("giant",))
    board, events = _run(giant, basilisk)
    assert board.permanent("giant").zone.value == "graveyard"
    assert "destroy_at_end_of_combat" in [e.kind for e in events]
    # the control: a 0/3 blocker deals no damage, nothing triggers
    wall = _with(BASILISK, "basilisk", "B", 0, 3, blocking=("giant",))
    board, events = _run(giant, wall)
    assert board.permanent("giant").zone.value == "battlefield"
    assert "destroy_at_end_of_combat" not in [e.kind for e in events]


def test_406_2_pit_spawn_exiles_the_creature_it_damaged() -> None:
    wall = _creature("wall", "B", 0, 8, blocking=("spawn",))
    spawn = _with(PIT_SPAWN, "spawn", "A", 6, 4, attacking="B")
    board, _ = _run(spawn, wall)
    assert board.permanent("wall").zone.value == "exile"
    # the control: unblocked, it damages a player, no creature
    board, _ = _run(spawn, _creature("wall", "B", 0, 8))
    assert board.permanent("wall").zone.value == "battlefield"
    assert board.player("B").life == 14


def test_701_26a_sniper_taps_the_creature_it_damaged() -> None:
    # the attacking sniper deals 1 to the untapped wall blocking it
    sniper = _with(SNIPER, "sniper", "A", 1, 1, attacking="B")
    board, _ = _run(sniper, _creature("wall", "B", 0, 4, blocking=("sniper",)))
    assert board.permanent("wall").tapped
    # the control: a wall that blocks another attacker is dealt no damage by it
    bear = _creature("bear", "A", 2, 2, attacking="B")
    board, _ = _run(sniper, bear, _creature("wall", "B", 0, 4, blocking=("bear",)))
    assert not board.permanent("wall").tapped


def test_120_3_fiend_deals_3_to_that_creature_s_controller_and_to_you() -> None:
    bear = _creature("bear", "A", 2, 2, attacking="B")
    fiend = _with(FIEND, "fiend", "B", 3, 3, blocking=("bear",))
    board, _ = _run(bear, fiend)
    # "that creature's controller" is A, whose bear the fiend damaged; "you" is B
    assert (board.player("A").life, board.player("B").life) == (17, 17)
    # the control: not blocking, the fiend deals no damage and nothing triggers
    board, _ = _run(bear, _with(FIEND, "fiend", "B", 3, 3))
    assert (board.player("A").life, board.player("B").life) == (20, 18)
