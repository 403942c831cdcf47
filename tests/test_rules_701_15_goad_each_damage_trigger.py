"""Goad after a combat damage trigger (issue 33, session 10): "whenever a
creature you control deals combat damage to a player, goad each creature
that player controls" (Marisi, Breaker of the Coil; Komainu Battle Armor)
and "goad target creature that player controls" (Grenzo, Havoc Raiser's
mode). "That player" is the player the creature dealt combat damage
(603.2, 510.3a); each creature of theirs becomes goaded by the ability's
controller (701.15a now, 701.38a in 2023), with no target for "each", and
the target chosen as the ability is put on the stack for "target" (603.3d).
These lines were recorded and not carried out before. Each rules test has a
control.
"""

from __future__ import annotations

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from helpers import creature_card as _creature
from helpers import modelled_abilities as _abilities
from mtgcombat.core.attack_effect_values import GoadEffect
from mtgcombat.core.model import Board, Goaded, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

MARISI = (
    "Whenever a creature you control deals combat damage to a player, "
    "goad each creature that player controls."
)
TARGET = "Whenever ~ deals combat damage to a player, goad target creature that player controls."


# -- parser -------------------------------------------------------------------


def test_701_15a_parser_reads_goad_each_creature_that_player_controls() -> None:
    [ability] = _abilities(MARISI)
    [effect] = ability.effects
    assert isinstance(effect, GoadEffect) and effect.target == "each"
    assert effect.target_filter.controller == "that_player"
    assert str(ability).endswith("goad each of the creatures that player controls")
    assert "それぞれ挑発する" in describe_value(ability, "ja")


def test_701_15a_parser_reads_goad_target_creature_that_player_controls() -> None:
    [ability] = _abilities(TARGET)
    [effect] = ability.effects
    assert isinstance(effect, GoadEffect) and effect.target == "target"
    assert "1体を対象とする。それを挑発する" in describe_value(ability, "ja")


def test_701_15a_parser_goads_only_creatures() -> None:
    # the control: only a creature can be goaded (701.15a)
    parsed = parse_sentence(
        "Whenever a creature you control deals combat damage to a player, "
        "goad each artifact that player controls."
    )
    assert parsed.status != "modelled"


# -- rules --------------------------------------------------------------------


def _run(*permanents: Permanent, players: int = 2) -> Board:
    ids = ("A", "B", "C")[:players]
    board = Board(tuple(Player(p) for p in ids), permanents, "A")
    return resolve_combat(board, "current", None, auto=True, triggers=True).board


def _marisi() -> Permanent:
    return _creature("marisi", "A", 5, 4, abilities=_abilities(MARISI))


def _goaded(board: Board, pid: str) -> bool:
    return Goaded("A") in board.permanent(pid).block_rules


def test_701_15a_each_creature_of_the_player_dealt_damage_is_goaded() -> None:
    lions = _creature("lions", "A", 2, 1, attacking="B")
    board = _run(_marisi(), lions, _creature("bear", "B"), _creature("elf", "C"),
                 _creature("mine", "A"), players=3)  # fmt: skip
    # B was dealt the damage: B's bear is goaded, C's elf and A's own are not
    assert _goaded(board, "bear")
    assert not _goaded(board, "elf") and not _goaded(board, "mine")
    # the control: blocked, the lions deal no damage to a player
    wall = _creature("wall", "B", 0, 4, blocking=("lions",))
    board = _run(_marisi(), lions, _creature("bear", "B"), wall)
    assert not _goaded(board, "bear") and not _goaded(board, "wall")


def test_603_3d_goad_target_creature_that_player_controls() -> None:
    ninja = _creature("ninja", "A", 2, 2, attacking="B", abilities=_abilities(TARGET),
                      choices=TriggerChoices(targets=("bear",)))  # fmt: skip
    board = _run(ninja, _creature("bear", "B"), _creature("elf", "B"))
    assert _goaded(board, "bear") and not _goaded(board, "elf")
    # the control: blocked by the elf, no damage to B, no goad
    elf = _creature("elf", "B", 1, 1, blocking=("ninja",))
    board = _run(ninja, _creature("bear", "B"), elf)
    assert not _goaded(board, "bear")
