"""The optional compiled build of the rules core (issue 15): mypyc compiles
the modules the build hook in pyproject.toml lists, and the package knows
them (``mtgcombat.COMPILED_MODULES``, ``mtgcombat.is_compiled``).

``make test-compiled`` runs the whole suite against that build with
``MTGCOMBAT_COMPILED=require``: then every listed module must be a C
extension, so a build that silently fell back to pure Python fails here
instead of testing the pure modules twice.
"""

from __future__ import annotations

import copy
import importlib
import os
import pickle
import tomllib
from collections.abc import Callable
from dataclasses import fields
from importlib.machinery import ExtensionFileLoader
from pathlib import Path
from typing import Any

import pytest

import mtgcombat
from mtgcombat import Board, Permanent, Player, legal_assignments, resolve_combat, step_plans
from mtgcombat.core.model import _board_state

ROOT = Path(__file__).resolve().parent.parent


def test_the_package_lists_the_modules_the_build_hook_compiles() -> None:
    hook = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"][
        "build"
    ]["targets"]["wheel"]["hooks"]["mypyc"]
    listed = sorted(
        path.removeprefix("src/").removesuffix(".py").replace("/", ".") for path in hook["include"]
    )
    assert listed == sorted(mtgcombat.COMPILED_MODULES)
    assert hook["enable-by-default"] is False  # pip install . gives the pure-Python wheel


def test_is_compiled_reads_how_the_core_modules_were_loaded() -> None:
    loaders = [
        isinstance(importlib.import_module(name).__loader__, ExtensionFileLoader)
        for name in mtgcombat.COMPILED_MODULES
    ]
    assert mtgcombat.is_compiled() is all(loaders)


@pytest.mark.skipif(
    os.environ.get("MTGCOMBAT_COMPILED") != "require", reason="the compiled run only"
)
def test_the_compiled_run_tests_the_compiled_core() -> None:
    pure = [
        name
        for name in mtgcombat.COMPILED_MODULES
        if not isinstance(importlib.import_module(name).__loader__, ExtensionFileLoader)
    ]
    assert pure == [], f"loaded from Python sources: {pure}"
    assert mtgcombat.is_compiled()


def _pickled(value: object) -> object:
    return pickle.loads(pickle.dumps(value))


def test_boards_plans_and_legal_assignments_copy_and_pickle() -> None:
    """What the engine hands out copies and pickles in both builds (the
    compiled build's extension types have no default way to): a board whose
    memo holds step plans, the plans themselves, and a LegalAssignments."""
    ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
    bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
    board = Board((Player("A"), Player("B")), (ogre, elf, bear), "A")
    plans = step_plans(board, "current")  # kept in the board's memo
    options = legal_assignments(board, "ogre", "2023")
    copiers: tuple[Callable[[Any], Any], ...] = (copy.copy, copy.deepcopy, _pickled)
    for copier in copiers:
        again = copier(board)
        assert again == board
        assert resolve_combat(again, "current", auto=True) == resolve_combat(
            board, "current", auto=True
        )
        assert dict(copier(plans).items()) == dict(plans.items())
        copied = copier(options)
        assert [str(a) for a in copied] == [str(a) for a in options]
        assert copied.count() == options.count() == 5


def test_board_copies_carry_every_field() -> None:
    """The board copies the combat makes (and ``__getstate__``) read the
    fields through ``model._board_state``, which names them one by one: a
    field added to Board and not to it fails here."""
    board = Board(
        (Player("A"), Player("B")),
        (Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B"),),
        "A",
        max_blockers_per_combat=2,
        block_cost_each=1,
        prevent_all_combat_damage=True,
    )
    state = _board_state(board.__dict__)
    assert list(state) == [f.name for f in fields(Board)]
    assert state == {f.name: getattr(board, f.name) for f in fields(Board)}
    assert board.__getstate__() == state
    for copy_ in (board._copy(), board._same_structure(), board._moved_off(())):
        assert copy_ == board
        assert {f.name: getattr(copy_, f.name) for f in fields(Board)} == state
