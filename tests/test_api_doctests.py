"""Every public function shows how it is called: a ``>>>`` example in its
docstring, which pytest runs (``--doctest-modules`` in pyproject.toml).

Public: every function ``mtgcombat`` exports, and every function named in
the ``__all__`` of a module of the package (``model``, ``validation``,
``notation``, ``text``, ...)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterator

import pytest

import mtgcombat


def _public_functions() -> Iterator[tuple[str, object]]:
    seen: set[int] = set()
    modules = [mtgcombat] + [
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages(mtgcombat.__path__, "mtgcombat.")
    ]
    for module in modules:
        names = getattr(module, "__all__", None)
        if names is None:
            continue
        for name in names:
            value = getattr(module, name)
            if inspect.isfunction(value) and id(value) not in seen:
                seen.add(id(value))
                yield f"{module.__name__}.{name}", value


PUBLIC = dict(_public_functions())


def test_the_walk_finds_the_public_api() -> None:
    """The walk sees the entry points (a walk that found nothing would pass)."""
    assert len(PUBLIC) > 60
    for name in ("resolve_combat", "legal_assignments", "is_legal_blocks", "parse_ability"):
        assert f"mtgcombat.{name}" in PUBLIC
    assert "mtgcombat.validation.check_board" in PUBLIC


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_every_public_function_has_a_doctest(name: str) -> None:
    doc = inspect.getdoc(PUBLIC[name]) or ""
    assert ">>>" in doc, f"{name} has no example (>>>) in its docstring"


def test_doctests_run_under_pytest() -> None:
    """The examples are tests: pytest collects them from the package."""
    with open(mtgcombat.__file__.replace("src/mtgcombat/__init__.py", "pyproject.toml")) as f:
        assert "--doctest-modules" in f.read()
