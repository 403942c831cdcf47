"""``attacks --time-limit`` and ``solve --attacks --time-limit`` are
honoured on thousands of creatures (issue 35, finding 3: one 0.97 MB
``/api/attacks`` request took 214 s, from quadratic steps before the 508.1d
search: the targets of each attacker, 508.1b, and the board's attack rules,
508.1c and 508.1g, found again for every attacker; the requirements' costs
over every column, 508.1d). The documented bound is the limit x 1.1 + 0.2 s,
start-up included; here with slack for a loaded test machine. The board is
``benchmarks/bench_attacks_scale.py``'s."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

from mtgcombat.app.attacks import attacks_document
from mtgcombat.cards.catalog import BUILTIN
from mtgcombat.scenario.load import parse_scenario

SLACK = 3.0
"""Seconds allowed on top of the bound for a loaded test machine."""

LIMIT = 2.0
BOUND = LIMIT * 1.1 + 0.2 + SLACK

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_attacks_scale.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_attacks_scale", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_508_1_attacks_on_4000_creatures_within_the_time_limit() -> None:
    """4,000 creatures of A attacking B, C, two planeswalkers and a battle,
    400 of them attacking each combat if able (508.1d), a tax on attacking B
    (508.1g), 200 blockers: the file read and checked within the bound (the
    old code took about a minute)."""
    text = json.dumps(_bench().shape(4000))
    started = time.monotonic()
    scenario = parse_scenario(text, "json", "big.json", BUILTIN)
    doc, code = attacks_document(scenario, lang="en", time_limit=LIMIT)
    elapsed = time.monotonic() - started
    assert elapsed < BOUND, elapsed
    # the tapped and summoning-sick attackers are illegal (508.1a, 302.6)
    assert code == 1 and not doc["legal"]
    assert {v["rule"] for v in doc["violations"]} == {"508.1a", "302.6"}
    assert doc["requirements"]["maximum"] >= 390
    assert doc["cost"]["B"] > 1000  # each creature attacking B pays {1} (508.1h)


def test_508_1_control_a_small_board_gives_the_same_verdict_kinds() -> None:
    """The same board with 100 creatures: the same kinds of violation, the
    cost counted per attacker of B (control for the shape's reading)."""
    text = json.dumps(_bench().shape(100))
    scenario = parse_scenario(text, "json", "small.json", BUILTIN)
    doc, code = attacks_document(scenario, lang="en", time_limit=LIMIT)
    assert code == 1
    assert {v["rule"] for v in doc["violations"]} == {"508.1a", "302.6"}
    attacking_b = sum(1 for p in scenario.board.permanents if p.attacking == "B")
    assert doc["cost"] == {"B": attacking_b}  # {1} each, as declared (508.1h)


def test_508_1_solve_attacks_on_a_grouped_board_within_the_time_limit(tmp_path: Path) -> None:
    """``solve --for attacker --attacks`` (start-up included) on 100
    creatures in groups of identical ones, one in ten attacking each combat
    if able: the old code looked at illegal declarations without ticking the
    clock and ran for minutes."""
    scenario = tmp_path / "grouped.json"
    scenario.write_text(json.dumps(_bench().shape(100, two_players=True)), encoding="utf-8")
    command = [sys.executable, "-m", "mtgcombat", "solve", str(scenario), "--for", "attacker"]
    command += ["--attacks", "--time-limit", str(LIMIT), "--json"]
    started = time.monotonic()
    try:
        done = subprocess.run(
            command, check=False, capture_output=True, text=True, timeout=BOUND + 2.0
        )
    except subprocess.TimeoutExpired:
        raise AssertionError("solve --attacks ran past its time limit") from None
    elapsed = time.monotonic() - started
    assert done.returncode == 0, done.stderr
    assert elapsed < BOUND + 1.0, elapsed  # a subprocess: the interpreter's start too
    assert json.loads(done.stdout)["attacks"]
