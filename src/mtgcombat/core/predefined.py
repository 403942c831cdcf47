"""Generated functions without compiling them at each start (issue 38).

The value classes' fast constructors, copies and methods (``core.copies``,
``core.split``, ``core.valueclass``, ``core.event``) are written as source text
and run with :func:`exec` against a namespace of their own. Compiling that text
was about a tenth of ``mtgcombat check``'s start-up. :func:`define` does what
``exec(source, namespace)`` does for the definitions the commands meet, but
takes the compiled code from modules written beforehand
(``core.predefined_a``, ``_b`` and ``_c``, whose ``.pyc`` Python keeps),
found by the BLAKE2b digest of the source text. A text not written there is
compiled and run as before, so the written modules only make a start quicker,
never different. ``tests/test_predefined.py`` checks that the written modules
are exactly what :func:`written_modules` makes of the texts a run generates.

A written definition is the source text indented inside a maker function that
returns its definitions: calling the maker's code with the namespace as its
globals evaluates the defaults there and gives each function that namespace as
its globals, as ``exec`` does. Only a text made of ``def`` statements whose
names appear nowhere else in it is written (so no name becomes a closure).
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Iterable
from types import FunctionType
from typing import Any

_MAKERS: dict[str, Callable[[], dict[str, Any]]] | None = None
# when a list, every text given to define() is kept in it (the writer's record)
SEEN: list[str] | None = None
# the written modules: how many, so each stays a readable size
PARTS = ("a", "b", "c")


def digest(source: str) -> str:
    """The key of a source text in the written modules: its BLAKE2b digest (16
    bytes, hex), from the interpreter's own ``_blake2`` when it has one.

    >>> len(digest("def f():\\n    return 1\\n"))
    32
    """
    try:
        from _blake2 import blake2b  # noqa: PLC0415 (no hashlib and OpenSSL at start-up)
    except ImportError:  # pragma: no cover (an interpreter without it)
        from hashlib import blake2b  # noqa: PLC0415
    return blake2b(source.encode(), digest_size=16).hexdigest()


def _makers() -> dict[str, Callable[[], dict[str, Any]]]:
    global _MAKERS  # noqa: PLW0603 (read once, on the first definition)
    if _MAKERS is None:
        from mtgcombat.core import predefined_a, predefined_b, predefined_c  # noqa: PLC0415

        _MAKERS = {**predefined_a.MAKERS, **predefined_b.MAKERS, **predefined_c.MAKERS}
    return _MAKERS


def define(source: str, namespace: dict[str, Any]) -> None:
    """``exec(source, namespace)`` for a text of generated definitions, the
    code taken from the written modules when the text is there.

    >>> space = {"two": 2}
    >>> define("def double(x):\\n    return x * two\\n", space)
    >>> space["double"](21), space["double"].__qualname__
    (42, 'double')
    """
    if SEEN is not None:
        SEEN.append(source)
    maker = _makers().get(digest(source))
    if maker is None:
        exec(source, namespace)  # our own generated source
        return
    namespace.setdefault("__builtins__", builtins.__dict__)  # as exec puts it
    made: dict[str, Any] = FunctionType(maker.__code__, namespace)()
    for name, function in made.items():
        function.__qualname__ = name
        namespace[name] = function


def writable(source: str) -> bool:
    """Whether a text can be written ahead: ``def`` statements only, each name
    appearing once in the text (no definition reads another).

    >>> writable("def f(x):\\n    return x\\n"), writable("def f(x):\\n    return f\\n")
    (True, False)
    """
    import ast  # noqa: PLC0415 (the writer's, not a start-up's)
    import re  # noqa: PLC0415

    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    if not body or not all(isinstance(node, ast.FunctionDef) for node in body):
        return False
    names = [node.name for node in body if isinstance(node, ast.FunctionDef)]
    inner = ast.parse(_maker_text("_d", source)).body[0]
    indented = inner.body[:-1] if isinstance(inner, ast.FunctionDef) else []
    if ast.dump(ast.Module(indented, [])) != ast.dump(ast.Module(body, [])):
        return False  # the indent changed the text's meaning (a string over lines)
    return all(len(re.findall(rf"\b{re.escape(name)}\b", source)) == 1 for name in names)


def _maker_text(name: str, source: str) -> str:
    """A maker function: the text indented, its definitions returned."""
    body = "".join(f"    {line}\n" if line else "\n" for line in source.rstrip("\n").split("\n"))
    return f"def {name}():\n{body}    return locals()\n"


def written_modules(sources: Iterable[str]) -> list[str]:
    """The text of each written module (``PARTS``) for a set of generated
    source texts: the writable ones, by digest, split in turn.

    >>> text = written_modules(["def f(x):\\n    return x + one\\n"])[0]
    >>> "        return x + one" in text
    True
    """
    chosen = sorted({digest(s): s for s in sources if writable(s)}.items())
    out = []
    for part_index, part in enumerate(PARTS):
        lines = [
            f'"""Generated definitions, part {part} (written by `core.predefined`; do not edit:',
            '`benchmarks/write_predefined.py` writes it again)."""',
            "",
            "# ruff: noqa",
            "# mypy: ignore-errors",
            "# fmt: off",
            "",
        ]
        table = []
        for index, (key, source) in enumerate(chosen):
            if index % len(PARTS) != part_index:
                continue
            name = f"_d{index}"
            lines.append(_maker_text(name, source))
            table.append(f'    "{key}": {name},')
        lines.append("MAKERS = {")
        lines.extend(table)
        lines.append("}")
        out.append("\n".join(lines) + "\n")
    return out
