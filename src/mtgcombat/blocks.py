"""Declaring blockers (CR 509.1): restrictions, requirements, costs.

A :class:`BlockDeclaration` maps each blocking creature to the attackers it
blocks. :func:`is_legal_blocks` checks one against

* 509.1a: who may block what, and how many attackers one creature may block;
* 509.1b: every restriction, evasion included, and restrictions on how many
  creatures block (menace, "can't block alone", a limit per combat);
* 509.1c: the number of requirements obeyed must be the **maximum** possible
  without breaking a restriction and without paying a cost (509.1c-d). That
  maximum is computed exactly as a 0-1 integer programme solved by HiGHS
  (highspy), under a time bound that is reported if hit;
* 509.1d-f: the total cost of the blocks.

Restrictions and requirements are data on the permanents
(:mod:`mtgcombat.model`'s ``BlockRule`` values and keywords); this module
turns each into constraints.

>>> from mtgcombat.model import Board, Permanent, Player, Keyword, BlocksEachCombat
>>> brute = Permanent(id="brute", controller="A", power=3, toughness=3,
...                   abilities=frozenset({Keyword.MENACE}), attacking="B")
>>> eager = Permanent(id="eager", controller="B", power=1, toughness=1,
...                   block_rules=frozenset({BlocksEachCombat()}))
>>> other = Permanent(id="other", controller="B", power=1, toughness=1)
>>> board = Board(players=(Player("A"), Player("B")), permanents=(brute, eager, other),
...               active_player="A")
>>> verdict = is_legal_blocks(board, BlockDeclaration.parse(""))
>>> bool(verdict), verdict.obeyed, verdict.maximum, str(verdict.witness)
(False, 0, 1, 'eager: brute; other: brute')
>>> bool(is_legal_blocks(board, BlockDeclaration.parse("eager: brute; other: brute")))
True
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from mtgcombat.model import (
    COLORS,
    BlockCost,
    BlocksEachCombat,
    Board,
    CanBlockOnlyFlyers,
    CantBeBlocked,
    CantBlock,
    CantBlockAlone,
    CardType,
    Keyword,
    Landwalk,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    Protection,
)
from mtgcombat.rules import RuleSet
from mtgcombat.verdict import ParamValue, Violation

# ---------------------------------------------------------------------------
# The declaration value
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class BlockDeclaration:
    """Which creatures block which attackers. Notation:
    ``brigade: baloth boars; elf: gorger`` (``-`` or empty: no blocks).

    >>> d = BlockDeclaration.parse("brigade: baloth boars; elf: gorger")
    >>> d.blockers_of("baloth"), d.attackers_of("brigade")
    (('brigade',), ('baloth', 'boars'))
    >>> d == BlockDeclaration.parse("elf: gorger; brigade: boars baloth")
    True
    """

    blocks: tuple[tuple[str, tuple[str, ...]], ...] = ()
    _by_attacker: dict[str, tuple[str, ...]] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        cleaned = tuple((b, tuple(a)) for b, a in self.blocks if a)
        blockers = [b for b, _ in cleaned]
        if len(set(blockers)) != len(blockers):
            raise ValueError("a declaration names each blocking creature once")
        object.__setattr__(self, "blocks", cleaned)
        index: dict[str, list[str]] = {}
        for b, attackers in cleaned:
            for a in dict.fromkeys(attackers):
                index.setdefault(a, []).append(b)
        object.__setattr__(self, "_by_attacker", {a: tuple(bs) for a, bs in index.items()})

    @classmethod
    def of(cls, blocks: Mapping[str, Iterable[str]]) -> BlockDeclaration:
        return cls(tuple((b, tuple(a)) for b, a in blocks.items()))

    @classmethod
    def parse(cls, text: str) -> BlockDeclaration:
        pairs: list[tuple[str, tuple[str, ...]]] = []
        for part in (p.strip() for p in text.split(";")):
            if not part or part == "-":
                continue
            blocker, sep, rest = part.partition(":")
            if not sep or not blocker.strip():
                raise ValueError(f'"{part}" is not "blocker: attacker ..."')
            pairs.append((blocker.strip(), tuple(rest.split())))
        return cls(tuple(pairs))

    @classmethod
    def from_board(cls, board: Board) -> BlockDeclaration:
        """The blocks declared on the board (each permanent's ``blocking``),
        leaving out creatures that entered the battlefield blocking (509.7b)."""
        return cls(
            tuple(
                (p.id, p.blocking)
                for p in board.permanents
                if p.blocking and not p.entered_blocking
            )
        )

    def blockers(self) -> tuple[str, ...]:
        return tuple(b for b, _ in self.blocks)

    def attackers_of(self, blocker: str) -> tuple[str, ...]:
        for b, attackers in self.blocks:
            if b == blocker:
                return attackers
        return ()

    def blockers_of(self, attacker: str) -> tuple[str, ...]:
        return self._by_attacker.get(attacker, ())

    def as_dict(self) -> dict[str, list[str]]:
        return {b: list(a) for b, a in self.blocks}

    def __len__(self) -> int:
        return len(self.blocks)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BlockDeclaration):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> frozenset[tuple[str, frozenset[str]]]:
        return frozenset((b, frozenset(a)) for b, a in self.blocks)

    def __str__(self) -> str:
        return "; ".join(f"{b}: {' '.join(a)}" for b, a in self.blocks) or "-"

    def __repr__(self) -> str:
        return f"BlockDeclaration.parse({str(self)!r})"


# ---------------------------------------------------------------------------
# Who may block what (509.1a, 509.1b pairwise restrictions)
# ---------------------------------------------------------------------------


def _v(rule: str, code: str, objects: Iterable[str], **params: ParamValue) -> Violation:
    return Violation(rule, code, tuple(objects), tuple(params.items()))


def defending_players(board: Board) -> tuple[str, ...]:
    """Players who are defending against some attacker (506.2, 508.5)."""
    return board.derived(
        "defending_players",
        lambda: tuple(dict.fromkeys(board.defending_player(a) for a in board.attackers())),
    )


def blocker_problems(board: Board, blocker: str) -> list[Violation]:
    """Why this permanent cannot be declared as a blocker at all (509.1a)."""
    perm = board.get(blocker)
    if perm is None:
        return [_v("509.1a", "block_unknown", [blocker])]
    out: list[Violation] = []
    if not perm.is_creature or not perm.on_battlefield:
        out.append(_v("509.1a", "block_not_creature", [blocker]))
    elif perm.is_type(CardType.BATTLE):
        out.append(_v("509.1a", "block_battle", [blocker]))
    if perm.tapped:
        out.append(_v("509.1a", "block_tapped", [blocker]))
    if perm.controller not in defending_players(board):
        out.append(_v("509.1a", "block_not_defending", [blocker], player=perm.controller))
    return out


def has_quality(board: Board, source: Permanent, quality: str) -> bool:
    """Whether a creature has a protection quality (702.16a): a color, a card
    type, a subtype, "everything", or a player (702.16k)."""
    q = quality.lower()
    singulars = _singulars(q)
    if q == "everything":
        return True
    if q in COLORS:
        return q in source.colors
    if q == "multicolored":
        return len(source.colors) >= 2
    if q == "monocolored":
        return len(source.colors) == 1
    if q == "colorless":
        return not source.colors
    if q in ("all colors", "each color"):
        return bool(source.colors)
    if any(t.value in singulars for t in source.types):
        return True
    # Protection from a player (702.16k); keyword text is read in lowercase.
    for player in board.players:
        if player.id.casefold() == q:
            return source.controller == player.id
    return any(s.casefold() in singulars for s in source.subtypes)


def _singulars(word: str) -> frozenset[str]:
    """The word and the singulars it may be the plural of: "goblins" (goblin),
    "sphinxes" (sphinx), "elves" (elf), "wolves" (wolf), "allies" (ally)."""
    out = {word}
    if word.endswith("s"):
        out.add(word[:-1])
    if word.endswith("es"):
        out.add(word[:-2])
    if word.endswith("ves"):
        out.update((word[:-3] + "f", word[:-3] + "fe"))
    if word.endswith("ies"):
        out.add(word[:-3] + "y")
    return frozenset(out)


def pair_problems(board: Board, blocker: str, attacker: str) -> list[Violation]:
    """Why this creature may not block this attacker, one violation per
    restriction (509.1a, 509.1b and the evasion rules of 702)."""
    b = board.permanent(blocker)
    a = board.get(attacker)
    if a is None or not board.is_attacking(attacker):
        return [_v("509.1a", "block_non_attacker", [blocker, attacker])]
    out: list[Violation] = []
    if board.defending_player(attacker) != b.controller:
        out.append(_v("509.1a", "block_wrong_defender", [blocker, attacker]))
    if _plain(a, b):
        return out
    if b.has_rule(CantBlock):
        out.append(_v("509.1b", "cant_block", [blocker]))
    if a.has_rule(CantBeBlocked):
        out.append(_v("509.1b", "cant_be_blocked", [attacker]))
    if b.has_rule(CanBlockOnlyFlyers) and not a.has(Keyword.FLYING):
        out.append(_v("509.1b", "only_flyers", [blocker, attacker]))
    if a.has(Keyword.FLYING) and not (b.has(Keyword.FLYING) or b.has(Keyword.REACH)):
        out.append(_v("702.9b", "evasion_flying", [attacker, blocker]))
    if a.has(Keyword.SHADOW) != b.has(Keyword.SHADOW):
        out.append(_v("702.28b", "evasion_shadow", [attacker, blocker]))
    if a.has(Keyword.HORSEMANSHIP) and not b.has(Keyword.HORSEMANSHIP):
        out.append(_v("702.31b", "evasion_horsemanship", [attacker, blocker]))
    artifact = b.is_type(CardType.ARTIFACT)
    if a.has(Keyword.FEAR) and not (artifact or "black" in b.colors):
        out.append(_v("702.36b", "evasion_fear", [attacker, blocker]))
    if a.has(Keyword.INTIMIDATE) and not (artifact or (a.colors & b.colors)):
        out.append(_v("702.13b", "evasion_intimidate", [attacker, blocker]))
    if a.has(Keyword.SKULK) and b.current_power > a.current_power:
        out.append(_v("702.118b", "evasion_skulk", [attacker, blocker]))
    lands = _lands_of(board, b.controller)
    for ability in a.abilities:
        if isinstance(ability, Landwalk) and ability.land_type in lands:
            out.append(
                _v("702.14c", "evasion_landwalk", [attacker, blocker], land=ability.land_type)
            )
        if isinstance(ability, Protection) and has_quality(board, b, ability.quality):
            out.append(
                _v("702.16f", "evasion_protection", [attacker, blocker], quality=ability.quality)
            )
    return out


# Keywords of an attacker that restrict who may block it.
_EVASION = frozenset(
    {
        Keyword.FLYING,
        Keyword.SHADOW,
        Keyword.HORSEMANSHIP,
        Keyword.FEAR,
        Keyword.INTIMIDATE,
        Keyword.SKULK,
    }
)


def _plain(attacker: Permanent, blocker: Permanent) -> bool:
    """Whether no restriction of :func:`pair_problems` past 509.1a can apply:
    no blocking rules, no evasion, no landwalk or protection, no shadow."""
    return (
        not attacker.block_rules
        and not blocker.block_rules
        and attacker.abilities.isdisjoint(_EVASION)
        and Keyword.SHADOW not in blocker.abilities
        and all(isinstance(x, Keyword) for x in attacker.abilities)
    )


def _lands_of(board: Board, player: str) -> frozenset[str]:
    return board.derived(
        ("lands", player),
        lambda: frozenset(
            sub
            for p in board.permanents
            if p.controller == player and p.on_battlefield and p.is_type(CardType.LAND)
            for sub in p.subtypes
        ),
    )


def capacity(perm: Permanent) -> int | None:
    """How many attackers the creature may block (509.1a; "can block an
    additional N creatures"; ``None`` for "any number")."""
    return None if perm.can_block_any_number else 1 + perm.can_block_additional


def min_blockers(perm: Permanent) -> int:
    """The fewest creatures that may block it (menace: 2; 702.111b, 509.1b)."""
    counts = [r.count for r in perm.rules_of(MinBlockers)]
    if perm.has(Keyword.MENACE):
        counts.append(2)
    return max(counts, default=1)


def max_blockers(perm: Permanent) -> int | None:
    counts = [r.count for r in perm.rules_of(MaxBlockers)]
    return min(counts) if counts else None


def block_cost(board: Board, blocker: str) -> int:
    """The cost for this creature to block (509.1d): its own plus any cost for
    each creature that blocks."""
    own = sum(r.amount for r in board.permanent(blocker).rules_of(BlockCost))
    return own + board.block_cost_each


def block_options(board: Board, blocker: str) -> tuple[str, ...]:
    """The attackers this creature may block, one at a time (509.1a-b); count
    restrictions such as menace are judged on the whole declaration."""
    return board.derived(("block_options", blocker), lambda: _block_options(board, blocker))


def _block_options(board: Board, blocker: str) -> tuple[str, ...]:
    if blocker_problems(board, blocker):
        return ()
    # Creatures with the same blocking characteristics (tokens, say) can block
    # the same attackers: check each attacker once per kind of blocker.
    perm = board.permanent(blocker)
    kind = (
        perm.controller,
        perm.abilities,
        perm.block_rules,
        perm.types,
        perm.colors,
        perm.subtypes,
        perm.current_power,
    )
    return board.derived(
        ("block_options_of_kind", kind),
        lambda: tuple(a for a in board.attackers() if not pair_problems(board, blocker, a)),
    )


# ---------------------------------------------------------------------------
# Requirements (509.1c)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Requirement:
    """One blocking requirement. ``kind`` is one of ``blocks_each_combat``,
    ``must_block``, ``lure``, ``must_be_blocked``, ``exactly_one``."""

    kind: str
    blocker: str | None
    attacker: str | None

    def is_obeyed(self, decl: BlockDeclaration) -> bool:
        if self.kind == "blocks_each_combat":
            return bool(decl.attackers_of(str(self.blocker)))
        if self.kind in ("must_block", "lure"):
            return str(self.attacker) in decl.attackers_of(str(self.blocker))
        blockers = decl.blockers_of(str(self.attacker))
        if self.kind == "must_be_blocked":
            return bool(blockers)
        return len(blockers) == 1

    def __str__(self) -> str:
        parts = [p for p in (self.blocker, self.attacker) if p]
        return f"{self.kind}({', '.join(parts)})"


def requirements(board: Board) -> tuple[Requirement, ...]:
    """Every blocking requirement in force, in board order."""
    defenders = set(defending_players(board))
    creatures = [
        p
        for p in board.permanents
        if p.is_creature and p.on_battlefield and p.controller in defenders
    ]
    attackers = [board.permanent(a) for a in board.attackers()]
    out: list[Requirement] = []
    for p in creatures:
        if p.has_rule(BlocksEachCombat):
            out.append(Requirement("blocks_each_combat", p.id, None))
        out.extend(
            Requirement("must_block", p.id, r.attacker)
            for r in p.rules_of(MustBlock)
            if board.is_attacking(r.attacker)
        )
    for a in attackers:
        defender = board.defending_player(a.id)
        if a.has_rule(Lure):
            out.extend(
                Requirement("lure", p.id, a.id) for p in creatures if p.controller == defender
            )
        if a.has_rule(MustBeBlocked):
            out.append(Requirement("must_be_blocked", None, a.id))
        if a.has_rule(MustBeBlockedByExactlyOne):
            out.append(Requirement("exactly_one", None, a.id))
    return tuple(out)


# ---------------------------------------------------------------------------
# Checking a declaration
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BlockVerdict:
    """The verdict on a block declaration: violations (with rule numbers), the
    requirements it obeys, the maximum possible (509.1c), a legal witness
    declaration reaching the maximum when this one is illegal (``None`` when it
    is legal: it is its own witness), the total cost (509.1d), and whether the
    maximum is proven (``optimal``; false if the time bound was hit)."""

    violations: tuple[Violation, ...]
    obeyed: int
    maximum: int
    witness: BlockDeclaration | None
    cost: int
    optimal: bool = True

    @property
    def legal(self) -> bool:
        return not self.violations

    def __bool__(self) -> bool:
        return self.legal


def restriction_violations(board: Board, decl: BlockDeclaration) -> list[Violation]:
    """Every 509.1a and 509.1b problem of the declaration."""
    out: list[Violation] = []
    for blocker, attackers in decl.blocks:
        problems = blocker_problems(board, blocker)
        out.extend(problems)
        if board.get(blocker) is None:
            continue
        if len(set(attackers)) != len(attackers):
            out.append(_v("509.1a", "block_twice", [blocker]))
        cap = capacity(board.permanent(blocker))
        if cap is not None and len(set(attackers)) > cap:
            out.append(
                _v("509.1a", "block_too_many", [blocker], blocked=len(set(attackers)), limit=cap)
            )
        for attacker in dict.fromkeys(attackers):
            out.extend(pair_problems(board, blocker, attacker))
    blocking = decl.blockers()
    for attacker in board.attackers():
        n = len(decl.blockers_of(attacker))
        perm = board.permanent(attacker)
        low, high = min_blockers(perm), max_blockers(perm)
        if 0 < n < low:
            rule = "702.111b" if perm.has(Keyword.MENACE) and low == 2 else "509.1b"
            out.append(_v(rule, "too_few_blockers", [attacker], blockers=n, minimum=low))
        if high is not None and n > high:
            out.append(_v("509.1b", "too_many_blockers", [attacker], blockers=n, maximum=high))
    if len(blocking) == 1 and board.get(blocking[0]) is not None:
        alone = board.permanent(blocking[0])
        if alone.has_rule(CantBlockAlone):
            out.append(_v("509.1b", "cant_block_alone", [alone.id]))
    limit = board.max_blockers_per_combat
    if limit is not None and len(blocking) > limit:
        out.append(_v("509.1b", "too_many_blocking", blocking, blockers=len(blocking), limit=limit))
    return out


def obeyed_count(reqs: Iterable[Requirement], decl: BlockDeclaration) -> int:
    return sum(1 for r in reqs if r.is_obeyed(decl))


def is_legal_blocks(
    board: Board,
    declaration: BlockDeclaration | None = None,
    rules: RuleSet = RuleSet.CURRENT,
    *,
    time_limit: float = 10.0,
) -> BlockVerdict:
    """Check a block declaration (509.1a-f); by default the board's own.

    The rule set does not change 509.1; it is taken for uniformity with the
    other queries (the damage assignment orders that follow differ)."""
    del rules  # 509.1a-f read the same in 2023 and now
    decl = declaration if declaration is not None else BlockDeclaration.from_board(board)
    violations = restriction_violations(board, decl)
    reqs = requirements(board)
    obeyed = obeyed_count(reqs, decl)
    cost = sum(block_cost(board, b) for b in decl.blockers() if board.get(b) is not None)
    if not reqs:
        witness = None if not violations else BlockDeclaration()
        return BlockVerdict(tuple(violations), 0, 0, witness, cost)
    free_and_legal = not violations and all(block_cost(board, b) == 0 for b in decl.blockers())
    if free_and_legal and obeyed >= _upper_bound(board, reqs):
        return BlockVerdict((), obeyed, obeyed, None, cost)
    result = maximum_requirements(board, reqs, time_limit=time_limit)
    if obeyed < result.maximum:
        violations.append(
            _v(
                "509.1c",
                "requirements_not_maximal",
                [],
                obeyed=obeyed,
                maximum=result.maximum,
                witness=str(result.witness),
            )
        )
    witness = result.witness if violations else None
    # A legal declaration that pays a cost may obey more than the most a
    # declaration can without paying (509.1d); it shows what is achievable.
    maximum = max(result.maximum, obeyed) if not violations else result.maximum
    return BlockVerdict(tuple(violations), obeyed, maximum, witness, cost, result.optimal)


def _upper_bound(board: Board, reqs: Iterable[Requirement]) -> int:
    """Requirements that could each be obeyed on its own (an upper bound)."""
    bound = 0
    for r in reqs:
        if r.blocker is not None:
            free = not blocker_problems(board, r.blocker) and block_cost(board, r.blocker) == 0
            if not free:
                continue
            options = block_options(board, r.blocker)
            bound += bool(options) if r.attacker is None else r.attacker in options
        else:
            bound += str(r.attacker) in _freely_blockable(board)
    return bound


def _freely_blockable(board: Board) -> frozenset[str]:
    """Attackers some creature could block without a cost."""
    return board.derived(
        "freely_blockable",
        lambda: frozenset(
            a
            for p in board.permanents
            if p.is_creature and block_cost(board, p.id) == 0
            for a in block_options(board, p.id)
        ),
    )


# ---------------------------------------------------------------------------
# The exact maximum (509.1c), as a 0-1 integer programme solved by HiGHS
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MaximumResult:
    """The most requirements obeyable (509.1c), a declaration that obeys that
    many, whether the solver proved it (``optimal``) and how long it took."""

    maximum: int
    witness: BlockDeclaration
    optimal: bool
    seconds: float


class _Rows:
    """Sparse constraint rows, collected in compressed row form."""

    def __init__(self) -> None:
        self.lower: list[float] = []
        self.upper: list[float] = []
        self.starts: list[int] = []
        self.index: list[int] = []
        self.value: list[float] = []

    def add(self, terms: Iterable[tuple[int, float]], lower: float, upper: float) -> None:
        self.starts.append(len(self.index))
        for col, coef in terms:
            self.index.append(col)
            self.value.append(coef)
        self.lower.append(lower)
        self.upper.append(upper)


def maximum_requirements(
    board: Board, reqs: tuple[Requirement, ...] | None = None, *, time_limit: float = 10.0
) -> MaximumResult:
    """The most requirements any declaration obeys without breaking a
    restriction or paying a cost (509.1c-d), with a declaration that does.

    The model has a 0-1 variable per (blocker, attacker) pair that no 509.1a-b
    rule forbids and whose blocker needs no cost, plus indicators for "blocks",
    "is blocked" and "blocked by exactly one". Rows bound how many attackers a
    creature blocks, menace-like minimums and maximums, "can't block alone"
    and the per-combat limit. The objective counts obeyed requirements.
    HiGHS solves it deterministically; a time limit yields the best found
    with ``optimal=False``."""
    started = time.perf_counter()
    reqs = requirements(board) if reqs is None else reqs
    blockers = [
        p.id
        for p in board.permanents
        if p.is_creature and not blocker_problems(board, p.id) and block_cost(board, p.id) == 0
    ]
    pairs: list[tuple[str, str]] = [(b, a) for b in blockers for a in block_options(board, b)]
    col: dict[tuple[str, str], int] = {pair: i for i, pair in enumerate(pairs)}
    ncols = len(pairs)
    by_blocker: dict[str, list[int]] = {b: [] for b in blockers}
    by_attacker: dict[str, list[int]] = {a: [] for a in board.attackers()}
    for (b, a), i in col.items():
        by_blocker[b].append(i)
        by_attacker[a].append(i)
    rows = _Rows()
    cost: dict[int, float] = {}

    def new_col() -> int:
        nonlocal ncols
        ncols += 1
        return ncols - 1

    exact_y = any(board.permanent(b).has_rule(CantBlockAlone) for b in blockers) or (
        board.max_blockers_per_combat is not None
    )
    y: dict[str, int] = {}

    def blocks(b: str) -> int:
        """An indicator that b blocks (exact when some row needs it)."""
        if b not in y:
            y[b] = new_col()
            rows.add([(y[b], 1.0), *((i, -1.0) for i in by_blocker[b])], -_INF, 0.0)
            if exact_y:
                for i in by_blocker[b]:
                    rows.add([(i, 1.0), (y[b], -1.0)], -_INF, 0.0)
        return y[b]

    z: dict[str, int] = {}

    def blocked(a: str) -> int:
        """An indicator that a is blocked: at most the sum of its pairs."""
        if a not in z:
            z[a] = new_col()
            rows.add([(z[a], 1.0), *((i, -1.0) for i in by_attacker[a])], -_INF, 0.0)
        return z[a]

    for b in blockers:
        cap = capacity(board.permanent(b))
        if cap is not None and len(by_blocker[b]) > cap:
            rows.add(((i, 1.0) for i in by_blocker[b]), -_INF, float(cap))
    for a, cols in by_attacker.items():
        perm = board.permanent(a)
        low, high = min_blockers(perm), max_blockers(perm)
        if low > 1 and cols:
            # Blocked at all means blocked by at least `low` (menace, 702.111b).
            za = blocked(a)
            rows.add([*((i, 1.0) for i in cols), (za, -float(low))], 0.0, _INF)
            for i in cols:
                rows.add([(i, 1.0), (za, -1.0)], -_INF, 0.0)
        if high is not None and len(cols) > high:
            rows.add(((i, 1.0) for i in cols), -_INF, float(high))
    if exact_y:
        for b in blockers:
            blocks(b)
        for b in blockers:
            if board.permanent(b).has_rule(CantBlockAlone):
                rows.add([(y[b], 1.0), *((y[o], -1.0) for o in blockers if o != b)], -_INF, 0.0)
        limit = board.max_blockers_per_combat
        if limit is not None and len(blockers) > limit:
            rows.add(((y[b], 1.0) for b in blockers), -_INF, float(limit))

    for r in reqs:
        if r.kind == "blocks_each_combat":
            if r.blocker in by_blocker:
                target = blocks(str(r.blocker))
                cost[target] = cost.get(target, 0.0) + 1.0
        elif r.kind in ("must_block", "lure"):
            pair = (str(r.blocker), str(r.attacker))
            if pair in col:
                cost[col[pair]] = cost.get(col[pair], 0.0) + 1.0
        else:
            a = str(r.attacker)
            if not by_attacker.get(a):
                continue
            if r.kind == "must_be_blocked":
                target = blocked(a)
            else:
                target = new_col()  # blocked by exactly one creature
                cols = by_attacker[a]
                rows.add([(target, 1.0), *((i, -1.0) for i in cols)], -_INF, 0.0)
                rows.add(
                    [*((i, 1.0) for i in cols), (target, float(len(cols) - 1))],
                    -_INF,
                    float(len(cols)),
                )
            cost[target] = cost.get(target, 0.0) + 1.0

    if not cost:
        empty = BlockDeclaration()
        return MaximumResult(obeyed_count(reqs, empty), empty, True, time.perf_counter() - started)
    values, optimal = _solve_mip(ncols, cost, rows, time_limit)
    chosen: dict[str, list[str]] = {}
    if values is not None:
        for (b, a), i in col.items():
            if values[i] > 0.5:
                chosen.setdefault(b, []).append(a)
    witness = BlockDeclaration.of(chosen)
    if restriction_violations(board, witness):  # never expected; stay safe
        witness, optimal = BlockDeclaration(), False
    return MaximumResult(
        obeyed_count(reqs, witness), witness, optimal, time.perf_counter() - started
    )


_INF = float("inf")


def _solve_mip(
    ncols: int, cost: Mapping[int, float], rows: _Rows, time_limit: float
) -> tuple[list[float] | None, bool]:
    """Maximise over 0-1 columns; returns the column values (``None`` if no
    solution was found in time) and whether optimality was proven."""
    import highspy  # noqa: PLC0415  (only the solver needs it, and numpy)
    import numpy as np  # noqa: PLC0415

    # The raw class, unlike highspy.Highs, prints nothing before output_flag is off.
    raw: Any = getattr(highspy, "_Highs", highspy.Highs)
    h = raw()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("time_limit", float(time_limit))
    h.setOptionValue("random_seed", 0)
    h.setOptionValue("threads", 1)
    h.addVars(ncols, np.zeros(ncols), np.ones(ncols))
    idx = np.arange(ncols, dtype=np.int32)
    h.changeColsIntegrality(ncols, idx, np.full(ncols, highspy.HighsVarType.kInteger))
    costs = np.zeros(ncols)
    for i, c in cost.items():
        costs[i] = c
    h.changeColsCost(ncols, idx, costs)
    h.changeObjectiveSense(highspy.ObjSense.kMaximize)
    if rows.starts:
        h.addRows(
            len(rows.starts),
            np.array(rows.lower),
            np.array(rows.upper),
            len(rows.index),
            np.array(rows.starts, dtype=np.int32),
            np.array(rows.index, dtype=np.int32),
            np.array(rows.value),
        )
    h.run()
    status = h.getModelStatus()
    solution = h.getSolution()
    values = list(solution.col_value) if solution.value_valid else None
    return values, status == highspy.HighsModelStatus.kOptimal


# ---------------------------------------------------------------------------
# Every legal declaration (small boards)
# ---------------------------------------------------------------------------


def legal_block_declarations(
    board: Board, rules: RuleSet = RuleSet.CURRENT
) -> Iterator[BlockDeclaration]:
    """Every legal declaration, lazily, for small boards: each eligible creature
    blocks nothing or a set of attackers it may block (up to its limit); the
    combinations that break no restriction and obey the maximum number of
    requirements are yielded, in a deterministic order."""
    del rules
    reqs = requirements(board)
    best = maximum_requirements(board, reqs).maximum if reqs else 0
    choices: list[list[tuple[str, ...]]] = []
    names: list[str] = []
    for p in board.permanents:
        if not p.is_creature or blocker_problems(board, p.id):
            continue
        options = block_options(board, p.id)
        cap = capacity(p)
        top = len(options) if cap is None else min(cap, len(options))
        subsets = [()] + [
            combo for k in range(1, top + 1) for combo in itertools.combinations(options, k)
        ]
        names.append(p.id)
        choices.append(subsets)
    for combo in itertools.product(*choices):
        decl = BlockDeclaration(tuple(zip(names, combo, strict=True)))
        if restriction_violations(board, decl):
            continue
        if obeyed_count(reqs, decl) >= best:
            yield decl
