"""Differential check for changes to the rules core's hot path (issue 15).

Not a test and not a benchmark: it draws a fixed set of boards, runs each
through the public combat API and writes a canonical dump of everything that
came out, so that a change meant to be a pure speed-up can be shown to change
nothing. The boards:

* the property tests' random combats (``tests/strategies.py``: ``combats``
  with up to four attackers and five blockers, and ``big_blocks`` with and
  without trample), drawn by Hypothesis with a fixed seed;
* "feature" boards drawn here with a fixed seed, for what those strategies
  do not make: lifelink, indestructible, regeneration shields, wither,
  infect, toxic, protection, prevention shields, double damage, commanders,
  static effects (a lord), damage rules, Auras, planeswalkers and battles,
  players who can't lose or gain life, three players and Two-Headed Giant;
* every ``examples/**/*.toml`` and ``tests/vectors/*.toml`` scenario.

Each board, under both rule sets: the step plans, implied assignments and
default packages of each step (what ``step_plans``, ``damage_plan``,
``implied_assignments`` and ``default_package`` give), the legal assignments
of each creature with a choice (count and the first few), then
``resolve_step`` of the first step, trusted, with the default chooser;
``resolve_combat(..., auto=True)`` with and without triggers followed by
``end_of_combat`` and ``cleanup``; with given assignments (the scenario's,
or the strategy's random "other damage"), ``check_combat`` and
``resolve_combat`` without and with ``auto``; errors are recorded by type and
message. Everything is written in a canonical form (dataclass fields by
name, frozensets sorted, enums by value), one JSON line per board, gzip'ed.

Usage, from the repository root::

    PYTHONPATH=src .venv/bin/python benchmarks/differential.py dump OUT.jsonl.gz
    PYTHONPATH=src .venv/bin/python benchmarks/differential.py compare A.jsonl.gz B.jsonl.gz

``dump --quick`` takes every tenth board (``compare --common`` compares it
with a full dump), ``--cache FILE`` keeps the drawn boards in a pickle for
the next run (drawing them takes a good part of a run). ``compare`` prints the boards whose
lines differ (the first few in full, field by field) and exits 1 when any do.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import gzip
import json
import pickle
import random
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from mtgcombat import (  # noqa: E402
    Board,
    CardType,
    Counters,
    Keyword,
    Package,
    Permanent,
    Player,
    RuleSet,
    Step,
    Zone,
)
from mtgcombat.core.abilities import (  # noqa: E402
    Ability,
    Afflict,
    Bushido,
    DamageRule,
    Protection,
    Rampage,
    Selector,
    Static,
    StaticEffect,
)
from mtgcombat.rules.assignment import (  # noqa: E402
    Assignment,
    default_package,
    implied_assignments,
    legal_assignments,
    step_plans,
    steps,
)
from mtgcombat.rules.combat import (  # noqa: E402
    check_combat,
    cleanup,
    end_of_combat,
    resolve_combat,
    resolve_step,
)
from mtgcombat.rules.effects import apply_static_effects  # noqa: E402
from mtgcombat.scenario.load import load_scenario  # noqa: E402
from strategies import Combat, big_blocks, combats  # noqa: E402

SEED = 20261201
COMBATS = 1500
BIG_BLOCKS = 60
FEATURES = 1200
LISTED = 8  # legal assignments listed per creature (all are counted)

# ---------------------------------------------------------------------------
# Canonical form
# ---------------------------------------------------------------------------


_FIELDS: dict[type, tuple[tuple[str, Any], ...]] = {}
_NO_DEFAULT = object()
_MEMO: dict[int, tuple[object, Any]] = {}  # id -> (the object, kept alive; its form)


_HISTORY = frozenset({"pt_layers", "last_known"})
"""Fields that record how a value came to be, not what it is: a
permanent's changes in layer 7 (session 7, mtgcombat.core.pt_layers), whose
result is its ``power`` and ``toughness``, which the dump keeps; and the power
and toughness a permanent had as it left the battlefield (session 8,
mtgcombat.rules.last_known, 608.2h), read only by abilities that look back.
Left out, so that keeping such records leaves the dumps of the boards before
them identical."""


def _fields_of(cls: type) -> tuple[tuple[str, Any], ...]:
    found = _FIELDS.get(cls)
    if found is None:
        pairs = []
        for f in dataclasses.fields(cls):
            if f.name.startswith("_") or f.name in _HISTORY:
                continue
            if f.default is not dataclasses.MISSING:
                default: Any = f.default
            elif f.default_factory is not dataclasses.MISSING:
                default = f.default_factory()
            else:
                default = _NO_DEFAULT
            pairs.append((f.name, default))
        found = _FIELDS[cls] = tuple(pairs)
    return found


def canon(value: Any) -> Any:
    """A JSON-ready form that two equal results share: dataclasses by their
    public fields (with the class name; an event's ``kind`` too), a field
    left out when it holds its default (same type, equal), enums by class and
    value, sets sorted, tuples and lists as lists, mappings as lists of pairs
    in their own order. Frozen values met again (the permanents a combat
    leaves alone) reuse their form."""
    cls = type(value)
    if cls in _PLAIN:
        return value
    fields = _FIELDS.get(cls)
    if fields is None and dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = _fields_of(cls)
    if fields is not None:
        memo = _MEMO.get(id(value))
        if memo is not None and memo[0] is value:
            return memo[1]
        out: dict[str, Any] = {"@": cls.__name__}
        kind = getattr(cls, "kind", None)
        if isinstance(kind, str):
            out["kind"] = kind
        for name, default in fields:
            item = getattr(value, name)
            if default is not _NO_DEFAULT and type(item) is type(default) and item == default:
                continue
            out[name] = item if type(item) in _PLAIN else canon(item)
        _MEMO[id(value)] = (value, out)
        return out
    if isinstance(value, enum.Enum):
        return f"{cls.__name__}.{value.value}"
    if cls is tuple or cls is list:
        return [v if type(v) in _PLAIN else canon(v) for v in value]
    if isinstance(value, frozenset | set):
        items = [canon(v) for v in value]
        return {"set": sorted(items, key=lambda v: json.dumps(v, sort_keys=True))}
    if isinstance(value, tuple | list):
        return [canon(v) for v in value]
    if isinstance(value, Mapping):
        return {"map": [[canon(k), canon(v)] for k, v in value.items()]}
    if value is None or isinstance(value, bool | int | str):
        return value
    raise TypeError(f"no canonical form for {cls.__name__}: {value!r}")


_PLAIN = frozenset({type(None), bool, int, str})


def attempt(run: Callable[[], Any], *, done: bool = False) -> Any:
    """The canonical result of ``run()`` (``done``: it is in canonical form
    already), or its error (type and message, and the violations of an
    illegal assignment)."""
    try:
        result = run()
        return result if done else canon(result)
    except (ValueError, KeyError, TypeError, AssertionError) as exc:
        out: dict[str, Any] = {"error": type(exc).__name__, "message": str(exc)}
        violations = getattr(exc, "violations", None)
        if violations is not None:
            out["violations"] = canon(violations)
        return out


# ---------------------------------------------------------------------------
# What is run on each board
# ---------------------------------------------------------------------------


def _listed(options: Any) -> dict[str, Any]:
    listed: list[str] = []
    for a in options:
        if len(listed) == LISTED:
            break
        listed.append(str(a))
    return {"count": options.count(), "first": listed}


def _default_text(board: Board, rules: RuleSet, step: Step, player: str | None) -> str:
    return str(default_package(board, rules, step, player=player))


def _options(board: Board, creature: str, rules: RuleSet, step: Step) -> dict[str, Any]:
    return _listed(legal_assignments(board, creature, rules, step))


def _step_facts(board: Board, rules: RuleSet, step: Step) -> dict[str, Any]:
    plans = step_plans(board, rules, step)
    out: dict[str, Any] = {"plans": canon(dict(plans))}
    implied = implied_assignments(board, plans, Package())
    out["implied"] = str(implied)
    out["default"] = attempt(partial(_default_text, board, rules, step, None))
    for player in sorted({p.controller for p in board.permanents} | {board.active_player}):
        out[f"default {player}"] = attempt(partial(_default_text, board, rules, step, player))
    options: dict[str, Any] = {}
    for creature, plan in plans.items():
        if plan.has_choice:
            options[creature] = attempt(partial(_options, board, creature, rules, step), done=True)
    out["options"] = options
    return out


def _resolved(board: Board, rules: RuleSet, **kwargs: Any) -> Any:
    def run() -> dict[str, Any]:
        result = resolve_combat(board, rules, **kwargs)
        ended, end_events = end_of_combat(result.board)
        clean, clean_events = cleanup(ended)
        return {
            "events": canon(result.events),
            "packages": [[s.value, str(p)] for s, p in result.packages.items()],
            "effects": canon(result.effects),
            "board": canon(result.board),
            "end": canon(end_events),
            "ended": canon(ended),
            "cleanup": canon(clean_events),
            "clean": canon(clean),
        }

    return attempt(run, done=True)


def run_board(board: Board, given: Mapping[Step, Package] | None) -> dict[str, Any]:
    """Everything the harness records for one board."""
    _MEMO.clear()
    out: dict[str, Any] = {"board": canon(board)}
    for rules in RuleSet:
        here: dict[str, Any] = {}
        effected = apply_static_effects(board)
        here["steps"] = [s.value for s in steps(effected)]
        for step in steps(effected):
            here[step.value] = attempt(partial(_step_facts, effected, rules, step), done=True)
        first = steps(effected)[0]
        here["trusted step"] = attempt(
            partial(resolve_step, effected, rules, first, None, auto=True, trusted=True)
        )
        for triggers in (False, True):
            here[f"auto triggers={triggers}"] = _resolved(
                board, rules, auto=True, triggers=triggers
            )
        if given:
            here["check"] = attempt(partial(check_combat, board, given, rules))
            for auto in (False, True):
                here[f"given auto={auto}"] = _resolved(board, rules, assignments=given, auto=auto)
        out[rules.value] = here
    # nothing above may have changed the board it was given (values are immutable)
    _MEMO.clear()
    out["input unchanged"] = canon(board) == out["board"]
    return out


# ---------------------------------------------------------------------------
# The boards
# ---------------------------------------------------------------------------


def _drawn(strategy: st.SearchStrategy[Any], count: int, salt: int) -> list[Any]:
    """``count`` examples of a strategy, the same on every run (a fixed seed,
    generation only, no example database)."""
    found: list[Any] = []

    @seed(SEED + salt)
    @settings(
        max_examples=count,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def collect(example: Any) -> None:
        found.append(example)

    collect()
    return found


def _given_of(combat: Combat) -> dict[Step, Package]:
    """The strategy's random "other damage" as given packages, leaving out the
    creatures it marks as omitted (legal or not, both steps)."""
    out: dict[Step, Package] = {}
    for step, table in combat.others.items():
        assignments = [
            Assignment(creature, tuple(amounts.items()))
            for creature, amounts in table.items()
            if creature not in combat.omit
        ]
        out[step] = Package(tuple(assignments))
    return out


_KEYWORDS = (
    Keyword.FIRST_STRIKE,
    Keyword.DOUBLE_STRIKE,
    Keyword.DEATHTOUCH,
    Keyword.TRAMPLE,
    Keyword.TRAMPLE_OVER_PLANESWALKERS,
    Keyword.LIFELINK,
    Keyword.WITHER,
    Keyword.INFECT,
    Keyword.INDESTRUCTIBLE,
    Keyword.BANDING,
    Keyword.FLANKING,
)
_EXTRA: tuple[Ability, ...] = (
    Protection("red"),
    Protection("creatures"),
    Protection("white"),
    Bushido(1),
    Rampage(1),
    Afflict(2),
)


def _feature_board(rng: random.Random, index: int) -> Board:
    """A random board with the features the strategies leave out."""
    team_game = rng.random() < 0.08
    three = not team_game and rng.random() < 0.08
    ids = ["A", "B"] + (["C"] if three else []) + (["A2", "B2"] if team_game else [])
    players = []
    for pid in ids:
        players.append(
            Player(
                pid,
                life=rng.choice([1, 2, 3, 5, 20, 20]),
                poison=rng.choice([0, 0, 0, 8, 9]),
                prevent_next=rng.choice([0, 0, 0, 0, 2]),
                cant_lose=rng.random() < 0.05,
                life_floor=rng.random() < 0.05,
                cant_gain_life=rng.random() < 0.05,
                protection=frozenset({"red"}) if rng.random() < 0.04 else frozenset(),
                life_gain_multiplier=2 if rng.random() < 0.05 else 1,
            )
        )
    defenders = [p for p in ids if p not in ("A", "A2")]
    permanents: list[Permanent] = []
    targets: list[str] = list(defenders)
    if rng.random() < 0.2:
        permanents.append(
            Permanent(
                id="pw",
                controller="B",
                types=frozenset({CardType.PLANESWALKER}),
                counters=Counters(loyalty=rng.randint(0, 4)),
            )
        )
        targets.append("pw")
    if rng.random() < 0.1:
        permanents.append(
            Permanent(
                id="siege",
                controller="A",
                protector="B",
                types=frozenset({CardType.BATTLE}),
                subtypes=frozenset({"Siege"}) if rng.random() < 0.5 else frozenset(),
                counters=Counters(defense=rng.randint(1, 4)),
            )
        )
        targets.append("siege")

    def abilities(blocker: bool) -> frozenset[Ability]:
        chosen: set[Ability] = set(rng.sample(_KEYWORDS, rng.choice([0, 0, 1, 1, 2, 3])))
        if blocker:
            chosen -= {Keyword.TRAMPLE, Keyword.TRAMPLE_OVER_PLANESWALKERS}
        if rng.random() < 0.15:
            chosen.add(rng.choice(_EXTRA))
        return frozenset(chosen)

    def statics() -> tuple[Static, ...]:
        roll = rng.random()
        if roll < 0.06:
            return (StaticEffect(affected=Selector(controller="you", other=True), power=1),)
        if roll < 0.09:
            return (StaticEffect(affected=Selector(controller="you"), grants=(Keyword.LIFELINK,)),)
        if roll < 0.11:
            return (DamageRule(does="prevent_n", amount=1, players="you"),)
        if roll < 0.13:
            return (DamageRule(does="double", players="you"),)
        return ()

    attackers = [f"a{i}" for i in range(rng.randint(1, 5))]
    for aid in attackers:
        counters = Counters(plus_one=rng.choice([0, 0, 1]), minus_one=rng.choice([0, 0, 0, 1]))
        permanents.append(
            Permanent(
                id=aid,
                controller=rng.choice(["A", "A2"]) if team_game else "A",
                power=rng.randint(0, 6),
                toughness=rng.randint(1, 5),
                damage=rng.choice([0, 0, 0, 1, 2]),
                counters=counters,
                colors=frozenset({rng.choice(["red", "white", "green"])}),
                abilities=abilities(False),
                attacking=rng.choice(targets),
                blocked=rng.random() < 0.05,
                toxic=rng.choice([0, 0, 0, 0, 1]),
                commander=rng.random() < 0.05,
                regeneration_shields=rng.choice([0, 0, 0, 0, 1]),
                prevent_next=rng.choice([0, 0, 0, 0, 1]),
                deals_double_damage=rng.random() < 0.04,
                prevent_combat_damage_by=rng.random() < 0.02,
                prevent_combat_damage_to=rng.random() < 0.02,
                assigns_damage_by_toughness=rng.random() < 0.04,
                assigns_no_combat_damage=rng.random() < 0.02,
                assign_as_though_unblocked=rng.random() < 0.05,
                cant_have_counters=rng.random() < 0.03,
                zone=Zone.GRAVEYARD if rng.random() < 0.03 else Zone.BATTLEFIELD,
                statics=statics(),
                band="x" if rng.random() < 0.04 else "",
            )
        )
    for j in range(rng.randint(0, 6)):
        blocking = tuple(rng.sample(attackers, rng.choice([1, 1, 1, min(2, len(attackers))])))
        controller = rng.choice(defenders)
        permanents.append(
            Permanent(
                id=f"b{j}",
                controller=controller,
                power=rng.randint(0, 5),
                toughness=rng.randint(1, 5),
                damage=rng.choice([0, 0, 0, 1]),
                counters=Counters(plus_one=rng.choice([0, 0, 1, 2])),
                colors=frozenset({rng.choice(["red", "white", "green", "black"])}),
                abilities=abilities(True),
                blocking=blocking,
                regeneration_shields=rng.choice([0, 0, 0, 1]),
                prevent_next=rng.choice([0, 0, 0, 1, 3]),
                cant_have_counters=rng.random() < 0.03,
                statics=statics(),
                zone=Zone.GRAVEYARD if rng.random() < 0.03 else Zone.BATTLEFIELD,
            )
        )
    creatures = [p.id for p in permanents if CardType.CREATURE in p.types]
    if rng.random() < 0.08 and creatures:
        permanents.append(
            Permanent(
                id="aura",
                controller=rng.choice(["A", "B"]),
                types=frozenset({CardType.ENCHANTMENT}),
                subtypes=frozenset({"Aura"}),
                attached_to=rng.choice(creatures),
                statics=(StaticEffect(affected=Selector(host=True), power=2, toughness=1),),
            )
        )
    if rng.random() < 0.1:
        permanents.append(
            Permanent(
                id="bystander",
                controller="B",
                power=1,
                toughness=1,
                damage=rng.choice([0, 1]),
                counters=Counters(plus_one=1, minus_one=rng.choice([0, 1])),
            )
        )
    rng.shuffle(permanents)
    orders: dict[str, tuple[str, ...]] = {}
    if rng.random() < 0.3:
        for aid in attackers:
            blockers = [p.id for p in permanents if aid in p.blocking]
            if len(blockers) >= 2:
                rng.shuffle(blockers)
                orders[aid] = tuple(blockers)
    teams = (("A", "A2"), ("B", "B2")) if team_game else ()
    return Board(
        players=tuple(players),
        permanents=tuple(permanents),
        active_player="A",
        orders=orders,
        teams=teams,
        prevent_all_combat_damage=rng.random() < 0.01,
    )


def _feature_boards(count: int) -> Iterator[tuple[str, Board]]:
    rng = random.Random(SEED)
    made = tries = 0
    while made < count:
        tries += 1
        try:
            board = _feature_board(rng, made)
        except ValueError:
            continue  # an inconsistent draw (the board's own checks)
        yield f"features/{made}", board
        made += 1


def boards() -> Iterator[tuple[str, Board, Mapping[Step, Package] | None]]:
    """Every board of the harness, with its name and given assignments."""
    for i, combat in enumerate(_drawn(combats(max_attackers=4, max_blockers=5), COMBATS, 0)):
        yield f"combats/{i}", combat.board, _given_of(combat)
    for trample in (False, True):
        for i, (board, _, _) in enumerate(_drawn(big_blocks(trample), BIG_BLOCKS, 1 + trample)):
            yield f"big_blocks trample={trample}/{i}", board, None
    for name, board in _feature_boards(FEATURES):
        yield name, board, None
    paths = sorted((ROOT / "examples").rglob("*.toml")) + sorted(
        (ROOT / "tests" / "vectors").glob("*.toml")
    )
    for path in paths:
        scenario = load_scenario(path)
        yield (
            str(path.relative_to(ROOT)),
            scenario.board,
            dict(scenario.assignments) or None,
        )


# ---------------------------------------------------------------------------
# Dump and compare
# ---------------------------------------------------------------------------


Drawn = list[tuple[str, Board, Mapping[Step, Package] | None]]


def _cached_boards(cache: Path | None) -> Drawn:
    """The boards, drawn afresh or read from ``cache`` (a pickle this script
    wrote; drawing takes a good part of a run). A board read back is rebuilt
    with ``Board.trusted`` from its fields alone, so no index or memo the
    drawing computed comes with it."""
    if cache is not None and cache.exists():
        with cache.open("rb") as f:
            stored = pickle.load(f)  # a file this script wrote
        return [(name, Board.trusted(**dict(fields)), given) for name, fields, given in stored]
    drawn = list(boards())
    if cache is not None:
        plain = [
            (name, [(f.name, getattr(b, f.name)) for f in dataclasses.fields(b)], given)
            for name, b, given in drawn
        ]
        with cache.open("wb") as sink:
            pickle.dump(plain, sink)
    return drawn


def dump(out: Path, quick: bool, cache: Path | None = None) -> None:
    started = time.perf_counter()
    count = 0
    with gzip.open(out, "wt", encoding="utf-8") as sink:
        for index, (name, board, given) in enumerate(_cached_boards(cache)):
            if quick and index % 10:
                continue
            record = {"name": name, **run_board(board, given)}
            sink.write(json.dumps(record, sort_keys=True) + "\n")
            count += 1
    print(f"{count} boards written to {out} in {time.perf_counter() - started:.1f} s")


def _load(path: Path) -> dict[str, str]:
    with gzip.open(path, "rt", encoding="utf-8") as source:
        lines = [line.rstrip("\n") for line in source]
    return {json.loads(line)["name"]: line for line in lines}


def _differences(a: Any, b: Any, where: str, out: list[str]) -> None:
    if len(out) > 20:
        return
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(a.keys() | b.keys()):
            _differences(a.get(key), b.get(key), f"{where}.{key}", out)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _differences(x, y, f"{where}[{i}]", out)
    elif a != b:
        out.append(f"  {where}:\n    - {json.dumps(a)[:400]}\n    + {json.dumps(b)[:400]}")


def compare(first: Path, second: Path, common: bool = False) -> int:
    a, b = _load(first), _load(second)
    if common:  # a --quick dump against a full one: the boards both have
        a = {k: v for k, v in a.items() if k in b}
        b = {k: v for k, v in b.items() if k in a}
    missing = sorted(a.keys() ^ b.keys())
    differ = [name for name in a if name in b and a[name] != b[name]]
    for name in missing:
        print(f"only in {'the first' if name in a else 'the second'}: {name}")
    for name in differ[:5]:
        found: list[str] = []
        _differences(json.loads(a[name]), json.loads(b[name]), "", found)
        print(f"{name} differs:")
        print("\n".join(found))
    if len(differ) > 5:
        print(f"... and {len(differ) - 5} more boards differ: {', '.join(differ[5:25])}")
    same = len(a) - len(differ) - len([n for n in missing if n in a])
    print(f"{same} boards identical, {len(differ)} differ, {len(missing)} in one dump only")
    return 1 if differ or missing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    one = sub.add_parser("dump", help="write the canonical dump of every board")
    one.add_argument("out", type=Path)
    one.add_argument("--quick", action="store_true", help="every tenth board only")
    one.add_argument("--cache", type=Path, help="keep the drawn boards in this pickle")
    two = sub.add_parser("compare", help="compare two dumps")
    two.add_argument("first", type=Path)
    two.add_argument("second", type=Path)
    two.add_argument("--common", action="store_true", help="only the boards both dumps have")
    args = parser.parse_args()
    if args.command == "dump":
        dump(args.out, args.quick, args.cache)
        return 0
    return compare(args.first, args.second, args.common)


if __name__ == "__main__":
    sys.exit(main())
