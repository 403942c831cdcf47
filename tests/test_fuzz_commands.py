"""A slice of ``benchmarks/fuzz_commands.py`` in CI: generated boards
through every command and endpoint, with no crash (exit 3, HTTP 500) and no
command or request past its time bound. The full run (2,000 boards) is on
demand: ``python benchmarks/fuzz_commands.py --boards 2000``."""

from __future__ import annotations

import importlib.util
import io
import random
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "fuzz_commands.py"


def _fuzz() -> object:
    spec = importlib.util.spec_from_file_location("fuzz_commands", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_commands"] = module
    spec.loader.exec_module(module)
    return module


def test_the_generator_is_seeded() -> None:

    fuzz = _fuzz()
    first = fuzz.board(random.Random(7))  # type: ignore[attr-defined]
    again = fuzz.board(random.Random(7))  # type: ignore[attr-defined]
    assert first == again and first["permanents"]


@pytest.mark.parametrize("seed", [11, 12])
def test_a_slice_of_generated_boards_runs_clean(seed: int) -> None:
    pytest.importorskip("starlette")
    fuzz = _fuzz()
    out = io.StringIO()
    report = fuzz.run(5, seed, web=True, out=out)  # type: ignore[attr-defined]
    assert report.problems == [], out.getvalue()
    runs = len(fuzz.COMMANDS) + len(fuzz.ENDPOINTS)  # type: ignore[attr-defined]
    assert report.runs == 5 * runs
