"""Boards that ``benchmarks/fuzz_commands.py`` found crashing (exit 3),
shrunk to their smallest shape; each test is named by the rule it concerns
and has a control where the line must not apply."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.solver.assign import best_assignment
from mtgcombat.solver.plans import SolverError


def _three_players(*blocking: str) -> Board:
    """A attacks B with two creatures; C's creature blocks as written."""
    return Board(
        (Player("A"), Player("B"), Player("C")),
        (
            Permanent(id="small", controller="A", power=5, toughness=1, attacking="B"),
            Permanent(id="big", controller="A", power=8, toughness=5, attacking="B"),
            Permanent(id="wall", controller="C", power=7, toughness=8, blocking=blocking),
        ),
        "A",
    )


def test_509_1a_510_1d_a_third_players_blocker_with_a_choice_is_refused_by_the_solver() -> None:
    # Fuzz seed 1, board 252: a creature of C, not the defending player,
    # blocks two attackers (played as written). Its damage is divided as C
    # chooses (510.1d), and the solver's two sides have no one to choose for
    # C: it refused with exit 3 (MissingAssignmentError), now one line.
    with pytest.raises(SolverError, match="one defending player"):
        best_assignment(_three_players("big", "small"), "current", time_limit=1.0)


def test_509_1a_control_a_third_players_blocker_without_a_choice_still_solves() -> None:
    # Control: blocking one attacker, C's creature has no choice (510.1c
    # forces its damage onto that attacker), so the solver plays it.
    found = best_assignment(_three_players("big"), "current", time_limit=1.0)
    assert found.optimal


def test_509_1a_the_cli_says_the_third_players_choice_in_one_line(tmp_path: Path) -> None:
    scenario = tmp_path / "three.toml"
    scenario.write_text(
        'active_player = "A"\n[players.A]\n[players.B]\n[players.C]\n'
        '[[permanents]]\nid = "small"\ncontroller = "A"\npower = 5\ntoughness = 1\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "big"\ncontroller = "A"\npower = 8\ntoughness = 5\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "wall"\ncontroller = "C"\npower = 7\ntoughness = 8\n'
        'blocking = ["big", "small"]\n',
        "utf-8",
    )
    done = CliRunner().invoke(cli, ["solve", "--for", "attacker", str(scenario)])
    assert done.exit_code == 2, done.output
    assert "the solver handles one defending player" in done.output
