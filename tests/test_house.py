"""The house's architecture, checked: the import contracts (import-linter,
``[tool.importlinter]`` in pyproject.toml) hold and catch a wrong arrow, no
module imports another in a circle nor (beyond those counted) another
module's private names, no module (Python, or the web page's JavaScript) is
over 800 lines, the README stays short, and the flat layout's old module
paths still import."""

from __future__ import annotations

import ast
import importlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtgcombat import _moved

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "mtgcombat"
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")
MAX_LINES = 800


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _is_type_checking(node: ast.If) -> bool:
    return "TYPE_CHECKING" in ast.unparse(node.test)


def _run_time_children(node: ast.AST) -> Iterator[ast.AST]:
    """NODE's children, with an ``if TYPE_CHECKING:`` block replaced by its
    ``else`` branch (what runs)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child):
            yield from child.orelse
        else:
            yield child


def _imported(name: str, path: Path, modules: dict[str, Path]) -> Iterator[str]:
    """The package's modules that NAME imports at run time, at module level
    or inside a function (imports under ``if TYPE_CHECKING:`` are left out)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    stack: list[ast.AST] = [ast.parse(path.read_text(encoding="utf-8"))]
    while stack:
        node = stack.pop()
        stack.extend(_run_time_children(node))
        targets: list[str] = []
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                kept = parts[: len(parts) - node.level + 1]
                base = ".".join([*kept, *([node.module] if node.module else [])])
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        yield from (t for t in targets if t in modules and t != name)


def _cycles(modules: dict[str, Path]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan)."""
    graph = {name: set(_imported(name, path, modules)) for name, path in modules.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group: list[str] = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return groups


def test_no_module_imports_another_in_a_circle() -> None:
    assert _cycles(_modules()) == []


def test_the_cycle_finder_finds_a_circle_and_skips_type_checking(tmp_path: Path) -> None:
    """The control: a imports b inside a function, b imports a at the top; c
    imports a only for type checkers, which is no cycle."""
    sources = {
        "a": "def f() -> None:\n    from mtgcombat import b\n",
        "b": "import mtgcombat.a\n",
        "c": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from mtgcombat import a\n",
    }
    modules: dict[str, Path] = {}
    for name, text in sources.items():
        (tmp_path / f"{name}.py").write_text(text)
        modules[f"mtgcombat.{name}"] = tmp_path / f"{name}.py"
    modules["mtgcombat"] = tmp_path / "__init__.py"
    (tmp_path / "__init__.py").write_text("")
    assert _cycles(modules) == [["mtgcombat.a", "mtgcombat.b"]]


def _private_imports(modules: dict[str, Path]) -> set[tuple[str, str, str]]:
    """Each (module, home, name) where a module imports, at run time, a
    private name (one ``_``, not a dunder) from another module of the
    package. A private submodule (``from mtgcombat import _moved``) is a
    module, not a name, and imports under ``if TYPE_CHECKING:`` are left out."""
    found: set[tuple[str, str, str]] = set()
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        stack: list[ast.AST] = [ast.parse(path.read_text(encoding="utf-8"))]
        while stack:
            node = stack.pop()
            stack.extend(_run_time_children(node))
            if not isinstance(node, ast.ImportFrom):
                continue
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                kept = parts[: len(parts) - node.level + 1]
                base = ".".join([*kept, *([node.module] if node.module else [])])
            if base not in modules or base == name:
                continue
            for alias in node.names:
                private = alias.name.startswith("_") and not alias.name.startswith("__")
                if private and f"{base}.{alias.name}" not in modules:
                    found.add((name, base, alias.name))
    return found


PRIVATE_IMPORTS_LEFT = {
    "app": 1,
    "cli": 5,
    "core": 19,
    "io": 37,
    "rules": 120,
    "scenario": 29,
    "solver": 90,
    "svg": 40,
    "text": 94,
    "web": 14,
}
"""How many imports of another module's private names each room still
makes (session 5 counted them when the check came; ``app`` shares its JSON
pieces by public names now). A fix lowers its room's number here; a room
not listed has none, and a new one fails."""


def test_no_module_imports_another_modules_private_names() -> None:
    """A name another module needs is public in its home. Those left from
    before the check are counted by room (:data:`PRIVATE_IMPORTS_LEFT`), so
    none is added and each one fixed is counted off."""
    rooms: dict[str, list[str]] = {}
    for module, home, name in sorted(_private_imports(_modules())):
        room = module.split(".")[1] if module.count(".") else ""
        rooms.setdefault(room, []).append(f"{module} imports {home}.{name}")
    counts = {room: len(found) for room, found in rooms.items()}
    added = {
        room: found
        for room, found in rooms.items()
        if counts[room] > PRIVATE_IMPORTS_LEFT.get(room, 0)
    }
    assert added == {}, "make these names public in their home modules"
    assert counts == PRIVATE_IMPORTS_LEFT, "fewer now: lower PRIVATE_IMPORTS_LEFT to these counts"


def test_the_private_import_finder_finds_a_private_name_only(tmp_path: Path) -> None:
    """The control: b imports a's private name (found) and its public one;
    c imports a's private name only for type checkers, a private submodule
    and a dunder (none found); a imports its own private name (not another
    module's)."""
    sources = {
        "a": "_secret = 1\npublic = 2\n__version__ = '1'\nfrom mtgcombat.a import _secret as x\n",
        "b": "from mtgcombat.a import _secret, public\n",
        "c": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from mtgcombat.a import _secret\n"
            "from mtgcombat import _hidden\nfrom mtgcombat.a import __version__\n"
        ),
        "_hidden": "",
    }
    modules: dict[str, Path] = {}
    for name, text in sources.items():
        (tmp_path / f"{name}.py").write_text(text)
        modules[f"mtgcombat.{name}"] = tmp_path / f"{name}.py"
    modules["mtgcombat"] = tmp_path / "__init__.py"
    (tmp_path / "__init__.py").write_text("")
    assert _private_imports(modules) == {("mtgcombat.b", "mtgcombat.a", "_secret")}


def test_no_module_is_over_800_lines() -> None:
    """Python modules, and the web page's JavaScript modules (web/static/*.js)."""
    scripts = {
        str(path.relative_to(PACKAGE)): path for path in (PACKAGE / "web" / "static").glob("*.js")
    }
    assert "web/static/app.js" in scripts
    long = {
        name: n
        for name, path in {**_modules(), **scripts}.items()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


def test_the_readme_is_at_most_300_lines() -> None:
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 300


def _lint_imports(cwd: Path, source: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(source)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


@pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is in the dev extra")
def test_the_import_contracts_hold() -> None:
    result = _lint_imports(ROOT, ROOT / "src")
    assert result.returncode == 0, result.stdout


@pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is in the dev extra")
def test_an_import_that_points_up_or_out_fails_the_contracts(tmp_path: Path) -> None:
    """A copy of the package where the rules import the command line (up a
    layer) and the core imports click (forbidden): lint-imports fails and
    names both."""
    shutil.copytree(PACKAGE, tmp_path / "src" / "mtgcombat")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    sba = tmp_path / "src" / "mtgcombat" / "rules" / "sba.py"
    sba.write_text(sba.read_text(encoding="utf-8") + "\nimport mtgcombat.cli\n")
    ruleset = tmp_path / "src" / "mtgcombat" / "core" / "ruleset.py"
    ruleset.write_text(ruleset.read_text(encoding="utf-8") + "\nimport click\n")
    result = _lint_imports(tmp_path, tmp_path / "src")
    assert result.returncode == 1, result.stdout
    assert "mtgcombat.rules.sba -> mtgcombat.cli" in result.stdout
    assert "mtgcombat.core.ruleset -> click" in result.stdout


@pytest.mark.parametrize(("old", "home"), sorted(_moved.MOVED.items()))
def test_an_old_module_path_is_the_module_that_moved(old: str, home: str) -> None:
    assert importlib.import_module(old) is importlib.import_module(home)
    assert importlib.import_module(home).__spec__.name == home  # type: ignore[union-attr]


def test_the_flat_layouts_modules_that_are_rooms_now_keep_their_names() -> None:
    """``mtgcombat.rules`` held the rule sets and ``mtgcombat.cards`` the
    catalog; both rooms still give those names."""
    from mtgcombat.cards import BUILTIN, Catalog  # noqa: PLC0415
    from mtgcombat.cards.catalog import Catalog as home  # noqa: PLC0415
    from mtgcombat.core.ruleset import RuleSet as ruleset_home  # noqa: PLC0415
    from mtgcombat.rules import RuleSet, Step  # noqa: PLC0415

    assert RuleSet is ruleset_home and Step.REGULAR.value == "regular"
    assert Catalog is home and isinstance(BUILTIN, Catalog)
