"""The module paths of the flat layout, before the package had rooms, kept
importable.

Each old path is an alias of the module that holds its code now: ``import
mtgcombat.model`` gives ``mtgcombat.core.model`` itself (the same module
object), so an engine's old imports, ``isinstance`` checks and monkeypatches
keep working. Old paths that are packages now (``mtgcombat.rules``,
``mtgcombat.solver``, ``mtgcombat.cards``, ``mtgcombat.scenario``) are not
aliases; those packages name their public entry points themselves.

>>> import mtgcombat
>>> from mtgcombat.messages import describe
>>> from mtgcombat.i18n import messages
>>> describe is messages.describe
True
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Final, cast

if TYPE_CHECKING:
    from importlib.abc import Loader

MOVED: Final[dict[str, str]] = {
    "mtgcombat.abilities": "mtgcombat.core.abilities",
    "mtgcombat.assignment": "mtgcombat.rules.assignment",
    "mtgcombat.attack_triggers": "mtgcombat.rules.attack_triggers",
    "mtgcombat.attacks": "mtgcombat.rules.attacks",
    "mtgcombat.blocks": "mtgcombat.rules.blocks",
    "mtgcombat.budget": "mtgcombat.core.budget",
    "mtgcombat.combat": "mtgcombat.rules.combat",
    "mtgcombat.damage": "mtgcombat.rules.damage",
    "mtgcombat.effects": "mtgcombat.rules.effects",
    "mtgcombat.events": "mtgcombat.core.events",
    "mtgcombat.explain": "mtgcombat.i18n.explain",
    "mtgcombat.files": "mtgcombat.io.files",
    "mtgcombat.messages": "mtgcombat.i18n.messages",
    "mtgcombat.model": "mtgcombat.core.model",
    "mtgcombat.mtgjson": "mtgcombat.cards.mtgjson",
    "mtgcombat.multiplayer": "mtgcombat.rules.multiplayer",
    "mtgcombat.notation": "mtgcombat.io.notation",
    "mtgcombat.ordering": "mtgcombat.rules.ordering",
    "mtgcombat.sba": "mtgcombat.rules.sba",
    "mtgcombat.selectors": "mtgcombat.core.selectors",
    "mtgcombat.solver_attacks": "mtgcombat.solver.attacks",
    "mtgcombat.solver_reduce": "mtgcombat.solver.reduce",
    "mtgcombat.solver_triggers": "mtgcombat.solver.triggers",
    "mtgcombat.timeline": "mtgcombat.rules.timeline",
    "mtgcombat.triggers": "mtgcombat.rules.triggers",
    "mtgcombat.validation": "mtgcombat.core.validation",
    "mtgcombat.valueclass": "mtgcombat.core.valueclass",
    "mtgcombat.verdict": "mtgcombat.core.verdict",
}
"""Old module path -> the module that holds that code now."""


class _Alias:
    """Loads an old path as the module it moved to (no code runs twice).

    A loader by protocol (importlib.abc would load pathlib, which the
    command line's start-up leaves out)."""

    def __init__(self, home: str) -> None:
        self.home = home
        self.spec: importlib.machinery.ModuleSpec | None = None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        module = importlib.import_module(self.home)
        self.spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        # the import system gave the module the alias's spec: its own comes back
        module.__spec__ = self.spec


class _Finder:
    """Finds the old paths of :data:`MOVED`, and nothing else (a meta path
    finder by protocol)."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        home = MOVED.get(fullname)
        if home is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, cast("Loader", _Alias(home)))


def install() -> None:
    """Make the old paths importable (once; ``import mtgcombat`` calls it)."""
    if not any(isinstance(finder, _Finder) for finder in sys.meta_path):
        sys.meta_path.append(_Finder())
