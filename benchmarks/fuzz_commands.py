"""Generated boards through every command and every endpoint: no crash (exit
3 or HTTP 500), no command past its time bound, no request past its cap,
no memory past its budget.

    python benchmarks/fuzz_commands.py --boards 2000 --seed 1 [--no-web]

Each board is drawn from a seeded generator: two to four players, up to a
few dozen permanents with keywords, card sentences (some costly ones among
them), counters, damage, attacks and blocks (some illegal on purpose),
numbers at the ends of their ranges, and now and then a timeline entry (a
sentence or a catalog instant), catalog cards, Two-Headed Giant teams,
planeswalkers and battles attacked, orders and choices. Each board runs
through ``check``, ``resolve`` (also ``--auto``), ``combat``, ``draw``,
``orders``, ``assignments --count``, ``blocks``, ``attacks`` and ``solve``
(both sides and ``--attacks``, a 1 s limit) in this process, and, unless
``--no-web``, through every endpoint that takes a scenario (``ENDPOINTS``).
It prints one line per problem and a summary, and exits 1 if there was any;
``--only N`` runs board N of the run alone and ``--save DIR`` keeps the
boards. ``tests/test_fuzz_commands.py`` runs a slice
of it in CI.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import resource
import signal
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtgcombat.cli.main import main as mtgcombat_main

KEYWORDS = (
    "flying",
    "reach",
    "first strike",
    "double strike",
    "deathtouch",
    "trample",
    "lifelink",
    "menace",
    "vigilance",
    "indestructible",
    "infect",
    "wither",
    "shadow",
    "horsemanship",
    "fear",
    "intimidate",
    "skulk",
    "bushido 2",
    "rampage 1",
    "flanking",
    "afflict 2",
    "exalted",
    "toxic 2",
    "protection from red",
    "banding",
)
SENTENCES = (
    "~ can't block.",
    "~ can't be blocked except by two or more creatures.",
    "~ can block an additional creature each combat.",
    "Whenever ~ blocks, it gets +1/+1 until end of turn.",
    "Whenever ~ becomes blocked by a creature, that creature gets -1/-1 until end of turn.",
    "Prevent all combat damage that would be dealt by creatures.",
    "Other creatures you control get +1/+1.",
    "Whenever ~ deals combat damage to a player, you gain 2 life.",
    "Creatures with power less than ~'s power can't block it.",
    "Each creature you control assigns combat damage equal to its toughness rather than its power.",
    "~ can attack as though it didn't have defender.",
    "Whenever a creature you control dies, each opponent loses 1 life.",
)
CREATURE_CARDS = (
    "Vastwood Gorger",
    "Pride Guardian",
    "Kitsune Blademaster",
    "Guardian of the Gateless",
    "Stalking Tiger",
    "Fog Bank",
    "Craw Giant",
    "Watchdog",
    "Rhox",
    "Thicket Basilisk",
    "Ohran Viper",
    "Elvish Champion",
    "Mogg Flunkies",
    "Prized Unicorn",
    "Juggernaut",
)
"""Built-in catalog creatures a permanent may name (``card``)."""
OTHER_CARDS = ("Glorious Anthem", "Castle", "Goblin War Drums", "Worship", "Crusade")
"""Built-in catalog enchantments a board may hold."""
INSTANTS = (
    ("Giant Growth", 1, 0),
    ("Lightning Bolt", 1, 0),
    ("Fog", 0, 0),
    ("Murder", 1, 0),
    ("Rebuke", 1, 0),
    ("Inspirit", 1, 0),
    ("Mending Hands", 1, 0),
    ("Stun", 1, 0),
    ("Impeccable Timing", 1, 0),
    ("Valorous Stance", 1, 2),
    ("Trumpet Blast", 0, 0),
    ("Second Thoughts", 1, 0),
    ("Boros Charm", 1, 3),
    ("Zealous Strike", 1, 0),
)
"""Built-in catalog instants for the timeline: name, targets, modes."""
STEPS = ("declare-attackers", "declare-blockers", "first-strike-damage")
COMMANDS = (
    ("check",),
    ("resolve",),
    ("combat",),
    ("draw",),
    ("orders",),
    ("assignments", "--count"),
    ("blocks", "--time-limit", "1"),
    ("attacks", "--time-limit", "1"),
    ("solve", "--for", "defender", "--time-limit", "1"),
    ("solve", "--for", "attacker", "--time-limit", "1"),
    ("resolve", "--auto"),
    ("solve", "--for", "attacker", "--attacks", "--time-limit", "1"),
)
ENDPOINTS = (
    "/api/check",
    "/api/resolve",
    "/api/resolve?auto=true",
    "/api/resolve/log?auto=true",
    "/api/draw",
    "/api/orders",
    "/api/assignments?count=true",
    "/api/assignments?limit=50",
    "/api/blocks?time_limit=1",
    "/api/attacks?time_limit=1",
    "/api/solve?for=defender&time_limit=1",
    "/api/solve?for=attacker&time_limit=1",
    "/api/solve?for=attacker&attacks=true&time_limit=1",
    "/api/scenario/to-toml",
)
"""The endpoints that take a scenario, with the options the commands get."""
BOUND_SECONDS = 1.0 * 1.1 + 0.2
"""The time-limited commands' documented bound at a 1 s limit."""

SEARCH_MEMORY_MB = 768
"""What a search may add to the process (docs/limits.md, "The solver")."""

MEMORY_SLACK_MB = 256
"""Room over the budgets for the interpreter's own growth (caches, arenas)."""
OTHER_SECONDS = 10.0
"""What any other command may take on these boards (they are small)."""


def _number(rng: random.Random, low: int, high: int) -> int:
    """Mostly small, sometimes at an end of the range."""
    roll = rng.random()
    if roll < 0.05:
        return high
    if roll < 0.1:
        return low
    return rng.randint(max(low, 0), min(high, 8))


def board(rng: random.Random) -> dict[str, Any]:
    """One generated scenario document."""
    players = ["A", "B", "C", "D"][: rng.choice((2, 2, 2, 3, 4))]
    doc: dict[str, Any] = {
        "active_player": "A",
        "players": {
            p: {"life": _number(rng, -5, 1_000_000_000), "poison": _number(rng, 0, 9)}
            for p in players
        },
        "permanents": [],
    }
    if rng.random() < 0.1:
        doc["rules"] = "2023"
    attackers: list[str] = []
    count = rng.randint(1, 24)
    for i in range(count):
        controller = "A" if i < count // 2 else rng.choice(players[1:])
        perm: dict[str, Any] = {
            "id": f"p{i}",
            "controller": controller,
            "power": _number(rng, -3, 100_000),
            "toughness": _number(rng, 0, 100_000),
            "keywords": rng.sample(KEYWORDS, rng.randint(0, 3)),
        }
        if rng.random() < 0.3:
            perm["abilities"] = rng.sample(SENTENCES, rng.randint(1, 2))
        if rng.random() < 0.2:
            perm["damage"] = _number(rng, 0, 100_000)
        if rng.random() < 0.15:
            perm["counters"] = {"+1/+1": _number(rng, 0, 100_000)}
        if controller == "A" and rng.random() < 0.8:
            perm["attacking"] = rng.choice(players[1:])
            attackers.append(perm["id"])
        doc["permanents"].append(perm)
    for perm in doc["permanents"]:
        if perm["controller"] != "A" and attackers and rng.random() < 0.6:
            wanted = 1 if rng.random() < 0.9 else 2
            perm["blocking"] = rng.sample(attackers, min(wanted, len(attackers)))
    if rng.random() < 0.1 and attackers:
        doc["timeline"] = [
            {
                "after": "declare-blockers",
                "effect": "Target creature gets +3/+3 until end of turn.",
                "targets": [rng.choice(attackers)],
                "controller": "A",
            }
        ]
    _more(rng, doc, attackers)
    return doc


def _more(rng: random.Random, doc: dict[str, Any], attackers: list[str]) -> None:
    """The rarer input kinds: catalog cards on the board and in the timeline,
    Two-Headed Giant teams, planeswalkers and battles attacked, damage
    assignment orders and the controllers' choices."""
    players = list(doc["players"])
    permanents: list[dict[str, Any]] = doc["permanents"]
    ids = [perm["id"] for perm in permanents]
    for perm in permanents:
        if rng.random() < 0.15:
            perm["card"] = rng.choice(CREATURE_CARDS)
        if perm.get("abilities") and rng.random() < 0.3:
            perm["choices"] = {"may": rng.random() < 0.5}
    if rng.random() < 0.15:
        permanents.append(
            {"id": "aura0", "controller": rng.choice(players), "card": rng.choice(OTHER_CARDS)}
        )
    if len(players) == 4 and rng.random() < 0.3:
        doc["teams"] = [["A", "C"], ["B", "D"]]
        for one, mate in (("A", "C"), ("B", "D")):  # a team shares its life (810.9)
            doc["players"][mate] = dict(doc["players"][one])
        for perm in permanents:
            if perm.get("attacking") == "C":
                perm["attacking"] = rng.choice(("B", "D"))
    if rng.random() < 0.2:
        owner = rng.choice(players[1:])
        permanents.append(
            {
                "id": "walker",
                "controller": owner,
                "types": ["planeswalker"],
                "counters": {"loyalty": _number(rng, 0, 100_000)},
            }
        )
        for perm in permanents:
            if perm.get("attacking") and rng.random() < 0.3:
                perm["attacking"] = "walker"
    if rng.random() < 0.1:
        permanents.append(
            {
                "id": "battle",
                "controller": rng.choice(players),
                "protector": rng.choice(players[1:]),
                "types": ["battle"],
                "subtypes": ["siege"] if rng.random() < 0.5 else [],
                "counters": {"defense": _number(rng, 0, 100_000)},
            }
        )
        for perm in permanents:
            if perm.get("attacking") and rng.random() < 0.3:
                perm["attacking"] = "battle"
    if attackers and rng.random() < 0.3:
        orders: dict[str, list[str]] = {}
        for attacker in attackers:
            blockers = [p["id"] for p in permanents if attacker in p.get("blocking", ())]
            if len(blockers) > 1:
                rng.shuffle(blockers)
                orders[attacker] = blockers
        if orders:
            doc["orders"] = orders
    if rng.random() < 0.15:
        name, targets, modes = rng.choice(INSTANTS)
        entry: dict[str, Any] = {
            "after": rng.choice(STEPS),
            "card": name,
            "controller": rng.choice(players),
            "targets": [rng.choice([*ids, *players])] if targets else [],
        }
        if modes:
            entry["mode"] = rng.randint(1, modes)
        doc.setdefault("timeline", []).append(entry)


@dataclass
class Report:
    runs: int = 0
    problems: list[str] = field(default_factory=list)
    slowest: dict[str, float] = field(default_factory=dict)
    exits: dict[int, int] = field(default_factory=dict)
    """How many runs ended with each exit code (2: the board refused) or
    HTTP status (400: refused; 503: past the request's deadline)."""
    peak_mb: float = 0.0
    """The fuzzing process's peak resident memory: the commands run in it."""
    child_peak_mb: float = 0.0
    """The largest peak of a finished child process (the web's request workers)."""

    def note(self, what: str, seconds: float) -> None:
        self.runs += 1
        self.slowest[what] = max(self.slowest.get(what, 0.0), seconds)


def _run_command(args: list[str]) -> tuple[int, str]:
    """The command's exit code and the last line it wrote on stderr."""
    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            mtgcombat_main(args)
        except SystemExit as done:
            code = int(done.code or 0)
    lines = err.getvalue().strip().splitlines()
    return code, lines[-1][:300] if lines else ""


def _peak_mb(who: int) -> float:
    """Peak resident memory in MB of this process or (the largest of) its
    waited-for children; Linux reports kilobytes."""
    return resource.getrusage(who).ru_maxrss / 1024


def memory(number: int, report: Report, start_mb: float, request_mb: float) -> None:
    """Problems for memory past its budget after board ``number``: the
    commands may add a search's budget to what the process held at the
    start; a request's worker may hold its own cap over the same start."""
    peak = _peak_mb(resource.RUSAGE_SELF)
    child = _peak_mb(resource.RUSAGE_CHILDREN)
    budget = start_mb + SEARCH_MEMORY_MB + MEMORY_SLACK_MB
    if peak > budget and report.peak_mb <= budget:
        report.problems.append(f"board {number}: peak memory {peak:.0f} MB, over {budget:.0f} MB")
    child_budget = start_mb + request_mb + MEMORY_SLACK_MB
    if child > child_budget and report.child_peak_mb <= child_budget:
        report.problems.append(
            f"board {number}: a request worker's peak memory {child:.0f} MB, "
            f"over {child_budget:.0f} MB"
        )
    report.peak_mb, report.child_peak_mb = peak, child


def commands(doc: dict[str, Any], number: int, report: Report, folder: Path) -> None:
    path = folder / f"board{number}.json"
    path.write_text(json.dumps(doc), "utf-8")
    for command in COMMANDS:
        wall, cpu = time.monotonic(), time.process_time()
        code, said = _run_command([*command, str(path)])
        # the bound is on work: the smaller of the wall and CPU seconds, since
        # on a shared machine the wall clock also counts other processes' turns
        took = min(time.monotonic() - wall, time.process_time() - cpu)
        name = " ".join(command)
        report.note(name, took)
        report.exits[code] = report.exits.get(code, 0) + 1
        bound = BOUND_SECONDS if "--time-limit" in command else OTHER_SECONDS
        if code not in (0, 1, 2):
            report.problems.append(f"board {number}: {name}: exit {code}: {said}")
        if took > bound:
            report.problems.append(f"board {number}: {name}: {took:.2f} s, over {bound:.1f} s")


@contextlib.contextmanager
def _client() -> Iterator[Any]:
    from mtgcombat.web.app import create_app  # noqa: PLC0415 - the optional web extra

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient  # noqa: PLC0415

    yield TestClient(
        create_app(), headers={"content-type": "application/json"}, base_url="http://localhost"
    )


def endpoints(doc: dict[str, Any], number: int, report: Report, client: Any) -> None:
    # the optional web extra
    from mtgcombat.web.isolate import REQUEST_SECONDS, deadline_for  # noqa: PLC0415

    body = json.dumps(doc)
    for path in ENDPOINTS:
        started = time.monotonic()
        response = client.post(path, content=body)
        took = time.monotonic() - started
        report.note(f"POST {path}", took)
        status = response.status_code
        report.exits[status] = report.exits.get(status, 0) + 1
        # 503: the request's deadline, as documented; 404, 405, 415 and 422
        # would mean the fuzzer asks wrongly (no route, a bad query).
        if (status >= 500 and status != 503) or status in (404, 405, 415, 422):
            said = response.text.strip().splitlines()[:1]
            report.problems.append(f"board {number}: POST {path}: HTTP {status}: {said}")
        # the request's cap (the solver's bound at time_limit=1), and a second
        # for the test client and the fork
        bound = (deadline_for(1.0) if "time_limit" in path else REQUEST_SECONDS) + 1.0
        if took > bound:
            report.problems.append(f"board {number}: POST {path}: {took:.2f} s, over {bound:.1f} s")


def run(
    boards: int,
    seed: int,
    web: bool,
    out: Any = sys.stdout,
    only: frozenset[int] = frozenset(),
    save: Path | None = None,
    progress: int = 0,
) -> Report:
    """Run ``boards`` generated boards (from ``seed``; with ``only``, just
    those numbers, the same boards as in the whole run); the report. With
    ``progress``, every so many boards the problems found so far and a
    count go to standard error; SIGTERM ends the run after the board under
    way, with its report (the boards run so far)."""
    rng = random.Random(seed)
    report = Report()
    stop: list[int] = []
    try:
        before = signal.signal(signal.SIGTERM, lambda signum, frame: stop.append(signum))
    except ValueError:  # not the main thread: no handler
        before = None
    ran = 0
    told = 0
    start_mb = _peak_mb(resource.RUSAGE_SELF)
    request_mb = 0.0
    if web:
        from mtgcombat.web.isolate import REQUEST_MEMORY  # noqa: PLC0415 - the web extra

        request_mb = REQUEST_MEMORY / 2**20
    try:
        with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
            client = stack.enter_context(_client()) if web else None
            for number in range(1, boards + 1):
                if stop:
                    break
                doc = board(rng)
                if only and number not in only:
                    continue
                commands(doc, number, report, Path(tmp) if save is None else save)
                if client is not None:
                    endpoints(doc, number, report, client)
                memory(number, report, start_mb, request_mb)
                ran = number
                if progress and number % progress == 0:
                    for problem in report.problems[told:]:
                        print(problem, file=sys.stderr, flush=True)
                    told = len(report.problems)
                    print(
                        f"[{number} boards, {len(report.problems)} problems]",
                        file=sys.stderr,
                        flush=True,
                    )
    finally:
        if before is not None:
            signal.signal(signal.SIGTERM, before)
    for problem in report.problems:
        print(problem, file=out)
    slowest = ", ".join(f"{k} {v:.2f} s" for k, v in sorted(report.slowest.items()))
    boards_run = f"{ran} boards (stopped)" if stop else f"{boards} boards"
    print(f"{boards_run}, {report.runs} runs, {len(report.problems)} problems", file=out)
    print(f"slowest: {slowest}", file=out)
    print(
        f"peak memory: this process {report.peak_mb:.0f} MB, "
        f"a request worker {report.child_peak_mb:.0f} MB",
        file=out,
    )
    exits = ", ".join(f"{code}: {n}" for code, n in sorted(report.exits.items()))
    print(f"exit codes and HTTP statuses: {exits}", file=out)
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-web", action="store_true", help="the commands only")
    parser.add_argument(
        "--only", type=int, action="append", default=[], help="run only board N (repeatable)"
    )
    parser.add_argument("--save", type=Path, help="write each board run to this folder")
    parser.add_argument(
        "--progress", type=int, default=0, metavar="N", help="problems so far every N boards"
    )
    args = parser.parse_args()
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
    report = run(
        args.boards,
        args.seed,
        not args.no_web,
        only=frozenset(args.only),
        save=args.save,
        progress=args.progress,
    )
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
