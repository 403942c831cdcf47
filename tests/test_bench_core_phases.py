"""``benchmarks/bench_core.py phases`` (issue 15) breaks the combat into
stages made of the engine's internal functions: they must keep doing the
combat's own work (510.1, 510.2, 704), or its table measures something else.
Not timed: only the stages' results are checked."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

import mtgcombat

BENCH_CORE = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_core.py"


@pytest.fixture(scope="module")
def bench_core() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_core", BENCH_CORE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_core"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("row", ["5x1", "50x1", "5x2"])
def test_510_the_phase_stages_do_the_combats_own_work(bench_core: ModuleType, row: str) -> None:
    bench_core.check_stages(row)  # raises when the board or the events differ


def test_a_row_with_first_strike_is_refused(bench_core: ModuleType) -> None:
    with pytest.raises(SystemExit, match="without first strike"):
        bench_core.check_stages("5x1kw")


def test_opcodes_counts_the_combat_and_only_it(bench_core: ModuleType) -> None:
    # the trace sees the combat's damage (510.2) and state-based actions
    # (704.3), and a row with twice the creatures runs more instructions
    tracer = sys.gettrace()
    small, large = bench_core.opcodes("5x1"), bench_core.opcodes("50x1")
    if not mtgcombat.is_compiled():  # (compiled functions run no bytecode)
        # a plain board's combat is played by the fast path (rules/combat_fast.py)
        assert any(where.startswith("plain_combat ") for where in small)
    assert not any("bench_core" in where for where in small if not where.startswith("_resolve "))
    assert small.total() < large.total()
    assert bench_core.opcodes("5x1") == small  # exact: the same count every time
    assert sys.gettrace() is tracer  # the one before, given back
