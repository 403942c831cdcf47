"""``benchmarks/bench_batch.py --stages`` (issue 15) times a batch line's
work a step at a time with the command's own functions: the stages must
keep giving the line's own output, or the table measures something else.
Not timed: only the stages' results are checked."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


@pytest.fixture(scope="module")
def bench_batch() -> ModuleType:
    sys.path.insert(0, str(BENCH))
    try:
        spec = importlib.util.spec_from_file_location("bench_batch", BENCH / "bench_batch.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["bench_batch"] = module
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCH))
    return module


def test_the_document_stage_gives_the_output_lines_document(bench_batch: ModuleType) -> None:
    bench_batch.check_stages()  # raises when they differ


def test_each_stage_does_the_work_of_the_one_before(bench_batch: ModuleType) -> None:
    stages = dict(bench_batch.line_stages())
    text = bench_batch.board_line(0)  # B at 20 life: five 3/3s, each blocked by a 2/2
    assert stages["the scenario read and built"](text).board.player("B").life == 20
    assert stages["the note on the blocks (509.1)"](text) == []  # legal blocks (509.1)
    result = stages["the combat resolved"](text)
    assert [str(p.zone) for p in result.board.permanents].count("graveyard") == 5  # 704.5g
    line = json.loads(stages["the output line"](text))
    assert line["line"] == 1 and line["players"]["B"]["life"] == 20
