"""The generated definitions written ahead (issue 38, `core.predefined`): the
written modules are what the writer makes of the texts a run generates, and a
written definition is the function `exec` would make of its text."""

from __future__ import annotations

import sys
from pathlib import Path
from types import CodeType
from typing import Any

import pytest

from mtgcombat.core import predefined

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


@pytest.fixture(scope="module")
def texts() -> list[str]:
    sys.path.insert(0, str(BENCH))
    try:
        import write_predefined  # noqa: PLC0415 (a script, found by path)
    finally:
        sys.path.remove(str(BENCH))
    collected: list[str] = write_predefined.collect()
    return collected


def _functions(code: CodeType) -> list[CodeType]:
    return [c for c in code.co_consts if isinstance(c, CodeType)]


def _same_code(a: CodeType, b: CodeType) -> bool:
    keys = ("co_code", "co_names", "co_varnames", "co_argcount", "co_kwonlyargcount")
    plain = [c for c in a.co_consts if not isinstance(c, CodeType)]
    return all(getattr(a, k) == getattr(b, k) for k in keys) and plain == [
        c for c in b.co_consts if not isinstance(c, CodeType)
    ]


def test_written_modules_are_current(texts: list[str]) -> None:
    """The modules on disk are exactly what `written_modules` makes of the
    texts `check` and `resolve` generate on the examples."""
    made = predefined.written_modules(texts)
    core = Path(predefined.__file__).parent
    for part, text in zip(predefined.PARTS, made, strict=True):
        assert (core / f"predefined_{part}.py").read_text(encoding="utf-8") == text


def test_each_written_definition_compiles_as_its_text(texts: list[str]) -> None:
    """Every writable text's maker holds the code `compile` gives the text,
    and every maker written is for one of the texts."""
    makers = predefined._makers()
    writable = {predefined.digest(t): t for t in texts if predefined.writable(t)}
    assert set(makers) == set(writable)
    assert len(makers) > 50  # the seed's check alone meets some sixty
    for key, text in writable.items():
        inner = _functions(makers[key].__code__)
        compiled = _functions(compile(text, "<string>", "exec"))
        assert len(inner) == len(compiled) >= 1
        assert all(_same_code(a, b) for a, b in zip(inner, compiled, strict=True)), text


def test_define_gives_what_exec_gives(texts: list[str]) -> None:
    """For written texts that need nothing from the namespace to be defined:
    the same names, qualified names, modules, defaults and namespace keys."""
    tried = 0
    for text in texts:
        if predefined.digest(text) not in predefined._makers():
            continue
        by_exec: dict[str, Any] = {}
        try:
            exec(text, by_exec)
        except NameError:
            continue
        by_define: dict[str, Any] = {}
        predefined.define(text, by_define)
        assert set(by_define) == set(by_exec)
        for name, function in by_exec.items():
            if name == "__builtins__":
                assert by_define[name] is function
                continue
            other = by_define[name]
            assert other.__code__.co_filename != "<string>"  # the written one was taken
            for attribute in ("__name__", "__qualname__", "__module__", "__defaults__"):
                assert getattr(other, attribute) == getattr(function, attribute)
            assert other.__globals__ is by_define
        tried += 1
    assert tried > 20


def test_a_text_not_written_is_compiled() -> None:
    space: dict[str, Any] = {"k": 3}
    predefined.define("def unseen_here(x=k):\n    return x\n", space)
    assert space["unseen_here"]() == 3
    assert space["unseen_here"].__code__.co_filename == "<string>"


def test_writable_refuses_what_indenting_would_change() -> None:
    assert predefined.writable("def f(x):\n    return x\n")
    assert not predefined.writable("def f(x):\n    return f(x)\n")  # would become a closure
    assert not predefined.writable('def f():\n    return """a\nb"""\n')  # a string over lines
    assert not predefined.writable("x = 1\n")
    assert not predefined.writable("def f(:\n")
