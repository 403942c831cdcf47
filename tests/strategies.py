"""Hypothesis strategies: tiny random combats for the property tests.

A :class:`Combat` is a board small enough to brute-force (1-3 attackers of
player "A", 0-4 blockers of player "B", one planeswalker of "B" that may have
left the battlefield), the rule set to judge it under, and random "other
damage" for each step: an assignment for some of the creatures in combat that
need not be legal; the tests hold it fixed while they enumerate one creature.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from hypothesis import strategies as st

from mtgcombat import Board, CardType, Counters, Keyword, Permanent, Player, RuleSet, Step, Zone
from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    AlsoBlock,
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    BlocksSelEachCombat,
    BlockTrigger,
    Bushido,
    CanBlockOnly,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlockSel,
    CantBlockUnless,
    Compare,
    DamageEffect,
    DestroyEffect,
    GreaterPowerAlsoBlocks,
    GroupPumpEffect,
    KeywordEffect,
    LifeEffect,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBlock,
    Op,
    PoisonEffect,
    Protection,
    PumpEffect,
    Rampage,
    Selector,
    Stat,
    YouControl,
)

ACTIVE = "A"
DEFENDER = "B"
WALKER = "pw"
PLAYERS = (ACTIVE, DEFENDER)

COMBAT_KEYWORDS = (
    Keyword.TRAMPLE,
    Keyword.DEATHTOUCH,
    Keyword.FIRST_STRIKE,
    Keyword.DOUBLE_STRIKE,
    Keyword.BANDING,
    Keyword.TRAMPLE_OVER_PLANESWALKERS,
)

Amounts = Mapping[str, int]
_X = TypeVar("_X")


class Combat:
    """A random combat, the rule set, and random fixed damage from the others.

    ``others[step][creature]`` is that creature's (possibly illegal) assignment
    in the step, for every creature. ``omit`` names creatures a test may leave
    out of the package it passes, to exercise the library's filling-in of
    creatures that have only one legal assignment. A plain class, so that
    Hypothesis prints falsifying examples with the compact ``__repr__``.
    """

    __slots__ = ("board", "omit", "others", "rules")

    def __init__(
        self,
        board: Board,
        rules: RuleSet,
        others: Mapping[Step, Mapping[str, Amounts]],
        omit: frozenset[str] = frozenset(),
    ) -> None:
        self.board = board
        self.rules = rules
        self.others = others
        self.omit = omit

    def __repr__(self) -> str:  # a readable falsifying example
        lines = [f"Combat(rules={self.rules.value!r}, active={self.board.active_player!r},"]
        for p in self.board.permanents:
            kws = sorted(str(k) for k in p.abilities)
            extra = []
            if p.attacking is not None:
                extra.append(f"attacking={p.attacking!r}")
            if p.blocking:
                extra.append(f"blocking={p.blocking!r}")
            if p.blocked:
                extra.append("blocked=True")
            if p.assign_as_though_unblocked:
                extra.append("as_though_unblocked=True")
            if p.zone is not Zone.BATTLEFIELD:
                extra.append(f"zone={p.zone.value}")
            c = p.counters
            lines.append(
                f"  {p.id}: {sorted(t.value for t in p.types)} ctl={p.controller} "
                f"{p.power}/{p.toughness} dmg={p.damage} +1={c.plus_one} -1={c.minus_one} "
                f"loyalty={c.loyalty} kw={kws} {' '.join(extra)}"
            )
        lines.append(f"  orders={dict(self.board.orders)!r}")
        for step, table in self.others.items():
            lines.append(f"  others[{step.value}]={ {k: dict(v) for k, v in table.items()}!r}")
        lines.append(f"  omit={sorted(self.omit)!r}")
        return "\n".join(lines) + ")"


def _counters(draw: st.DrawFn) -> Counters:
    return Counters(
        plus_one=draw(st.integers(0, 2)),
        minus_one=draw(st.integers(0, 2)),
    )


def _keywords(draw: st.DrawFn) -> frozenset[Keyword]:
    return frozenset(draw(st.sets(st.sampled_from(COMBAT_KEYWORDS), max_size=3)))


def _mostly_battlefield(draw: st.DrawFn) -> Zone:
    return Zone.GRAVEYARD if draw(st.integers(0, 4)) == 0 else Zone.BATTLEFIELD


@st.composite
def combats(
    draw: st.DrawFn,
    rules: RuleSet | None = None,
    max_attackers: int = 3,
    max_blockers: int = 4,
) -> Combat:
    """A tiny random combat (see the module docstring), under ``rules`` or a
    random rule set."""
    if rules is None:
        rules = draw(st.sampled_from(RuleSet))
    walker = Permanent(
        id=WALKER,
        controller=DEFENDER,
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=draw(st.integers(0, 5))),
        zone=_mostly_battlefield(draw),
    )

    n_attackers = draw(st.integers(1, max_attackers))
    attacker_ids = [f"a{i}" for i in range(1, n_attackers + 1)]
    attackers = [
        Permanent(
            id=aid,
            controller=ACTIVE,
            # rarely removed from combat (506.4); its blockers stay blocking
            zone=Zone.GRAVEYARD if draw(st.integers(0, 7)) == 0 else Zone.BATTLEFIELD,
            power=draw(st.integers(0, 6)),
            toughness=draw(st.integers(1, 5)),
            damage=draw(st.integers(0, 3)),
            counters=_counters(draw),
            abilities=_keywords(draw),
            attacking=draw(st.sampled_from((DEFENDER, WALKER))),
            blocked=draw(st.booleans()),
            assign_as_though_unblocked=draw(st.integers(0, 3)) == 0,
        )
        for aid in attacker_ids
    ]

    n_blockers = draw(st.integers(0, max_blockers))
    blockers = []
    for i in range(1, n_blockers + 1):
        how_many = draw(st.integers(1, min(2, n_attackers)))
        blocking = tuple(draw(st.permutations(attacker_ids))[:how_many])
        blockers.append(
            Permanent(
                id=f"b{i}",
                controller=DEFENDER,
                power=draw(st.integers(0, 6)),
                toughness=draw(st.integers(1, 5)),
                damage=draw(st.integers(0, 3)),
                counters=_counters(draw),
                abilities=_keywords(draw),
                blocking=blocking,
                zone=_mostly_battlefield(draw),
            )
        )

    permanents = tuple(draw(st.permutations([walker, *attackers, *blockers])))

    # Damage assignment orders (2023): permutations of the current blockers of
    # an attacker, or of the attackers a blocker blocks; not always declared.
    orders: dict[str, tuple[str, ...]] = {}
    for a in attackers:
        current = [b.id for b in permanents if a.id in b.blocking and b.zone is Zone.BATTLEFIELD]
        if len(current) >= 2 and draw(st.booleans()):
            orders[a.id] = tuple(draw(st.permutations(current)))
    for b in blockers:
        if len(b.blocking) >= 2 and b.zone is Zone.BATTLEFIELD and draw(st.booleans()):
            orders[b.id] = tuple(draw(st.permutations(b.blocking)))

    board = Board(
        players=(Player(ACTIVE), Player(DEFENDER)),
        permanents=permanents,
        active_player=ACTIVE,
        orders=orders,
    )

    # Random fixed damage from the other creatures, per step; any recipient
    # (players, the planeswalker, any creature), legal or not.
    recipients = [*PLAYERS, *(p.id for p in permanents)]
    creature_ids = [p.id for p in permanents if p.id != WALKER]
    others = {
        step: {
            cid: draw(st.dictionaries(st.sampled_from(recipients), st.integers(0, 4), max_size=3))
            for cid in creature_ids
        }
        for step in Step
    }
    omit = frozenset(cid for cid in creature_ids if draw(st.integers(0, 2)) == 0)
    return Combat(board=board, rules=rules, others=others, omit=omit)


@st.composite
def big_blocks(draw: st.DrawFn, trample: bool = False) -> tuple[Board, int, tuple[int, ...]]:
    """One attacker with power 100 (with trample if asked) blocked by 10
    creatures, with a declared order; returns the board, the power and each
    blocker's lethal need in that order (toughness minus marked damage,
    floored at 0)."""
    power = 100
    toughness = draw(st.lists(st.integers(1, 5), min_size=10, max_size=10))
    damage = draw(st.lists(st.integers(0, 3), min_size=10, max_size=10))
    ids = [f"b{i}" for i in range(10)]
    attacker = Permanent(
        id="big",
        controller=ACTIVE,
        power=power,
        toughness=5,
        abilities=frozenset({Keyword.TRAMPLE}) if trample else frozenset(),
        attacking=DEFENDER,
    )
    blockers = [
        Permanent(
            id=bid,
            controller=DEFENDER,
            power=1,
            toughness=t,
            damage=d,
            blocking=("big",),
        )
        for bid, t, d in zip(ids, toughness, damage, strict=True)
    ]
    order = tuple(draw(st.permutations(ids)))
    board = Board(
        players=(Player(ACTIVE), Player(DEFENDER)),
        permanents=(attacker, *blockers),
        active_player=ACTIVE,
        orders={"big": order},
    )
    need = {bid: max(0, t - d) for bid, t, d in zip(ids, toughness, damage, strict=True)}
    return board, power, tuple(need[b] for b in order)


# ---------------------------------------------------------------------------
# Selectors and the blocking rules over them (509.1b-c), for the 509.1c
# brute-force cross-checks
# ---------------------------------------------------------------------------

SELECTOR_COLORS = ("white", "black", "red")
SELECTOR_SUBTYPES = ("goblin", "wall", "elf")
SELECTOR_KEYWORDS = (Keyword.FLYING, Keyword.REACH, Keyword.MENACE)
STATS: tuple[Stat, ...] = ("power", "toughness")
OPS: tuple[Op, ...] = ("<", "<=", "==", ">=", ">")
PROTECTION_QUALITIES = (
    "red",
    "white",
    "all colors",
    "each color",
    "multicolored",
    "monocolored",
    "colorless",
    "creatures",
    "artifacts",
    "goblins",
    "elves",
    "walls",
    "everything",
    "each opponent",
    "B",
    "A",
)


def _one_in(draw: st.DrawFn, n: int) -> bool:
    return draw(st.integers(0, n - 1)) == 0


def _some(draw: st.DrawFn, pool: tuple[_X, ...], most: int) -> frozenset[_X]:
    return frozenset(draw(st.sets(st.sampled_from(pool), max_size=most)))


@st.composite
def selectors(draw: st.DrawFn, *, lands: bool = False) -> Selector:
    """A random selector over the characteristics the rules read: power or
    toughness against a number or the source's own (``Compare`` with no
    value), colors, "nonX", multicolored/monocolored/colorless, subtypes and
    "non-"subtypes, keywords with and without, tapped or untapped, the
    controller relative to the source, "other", artifact creatures, the
    legendary supertype, and now and then a union of two ("and/or").
    With ``lands`` it describes lands by subtype ("an Island") instead."""
    if lands:
        return Selector(
            types=frozenset({"land"}),
            subtypes=frozenset({draw(st.sampled_from(("island", "swamp")))}),
            tapped=draw(st.sampled_from((None, None, True, False))),
            controller=draw(st.sampled_from(("", "defending"))),
        )
    first = _plain_selector(draw)
    if _one_in(draw, 8):
        # "SEL and/or SEL": a union of two selectors
        return Selector(types=frozenset(), any_of=(first, _plain_selector(draw)))
    return first


def _plain_selector(draw: st.DrawFn) -> Selector:
    compares: list[Compare] = []
    for _ in range(draw(st.integers(0, 2))):
        stat = draw(st.sampled_from(STATS))
        op = draw(st.sampled_from(OPS))
        value = None if _one_in(draw, 3) else draw(st.integers(0, 3))
        compares.append(Compare(stat, op, value))
    return Selector(
        types=frozenset({"creature", "artifact"}) if _one_in(draw, 8) else frozenset({"creature"}),
        colors=_some(draw, SELECTOR_COLORS, 2) if _one_in(draw, 3) else frozenset(),
        not_colors=_some(draw, SELECTOR_COLORS, 1) if _one_in(draw, 5) else frozenset(),
        color_count=draw(st.sampled_from(("multicolored", "monocolored", "colorless")))
        if _one_in(draw, 6)
        else "",
        subtypes=_some(draw, SELECTOR_SUBTYPES, 2) if _one_in(draw, 3) else frozenset(),
        not_subtypes=_some(draw, SELECTOR_SUBTYPES, 1) if _one_in(draw, 6) else frozenset(),
        with_keywords=_some(draw, SELECTOR_KEYWORDS, 1) if _one_in(draw, 4) else frozenset(),
        without_keywords=_some(draw, SELECTOR_KEYWORDS, 1) if _one_in(draw, 5) else frozenset(),
        compares=tuple(compares),
        tapped=draw(st.sampled_from((None, None, None, True, False))),
        controller=draw(st.sampled_from(("", "", "", "you", "opponent", "defending"))),
        other=_one_in(draw, 6),
        supertypes=frozenset({"legendary"}) if _one_in(draw, 8) else frozenset(),
    )


def _characteristics(draw: st.DrawFn) -> dict[str, Any]:
    types = {CardType.CREATURE}
    if _one_in(draw, 6):
        types.add(CardType.ARTIFACT)
    return {
        "power": draw(st.integers(0, 3)),
        "toughness": draw(st.integers(1, 3)),
        "types": frozenset(types),
        "colors": _some(draw, SELECTOR_COLORS, 2),
        "subtypes": _some(draw, SELECTOR_SUBTYPES, 1),
        "supertypes": frozenset({"legendary"}) if _one_in(draw, 4) else frozenset(),
    }


@st.composite
def selector_block_boards(draw: st.DrawFn) -> Board:
    """A small declare-blockers board for the 509.1c cross-check with the
    rules over selectors: 1-3 attackers of player "A" and 1-4 creatures of
    player "B" (some tapped), random characteristics, keywords (flying,
    reach, menace), protection qualities, lands of B, and random rules:

    * restrictions: "can't be blocked by SEL", "can't be blocked except by
      SEL", "can't be blocked as long as defending player controls SEL",
      "can't be blocked unless all creatures defending player controls
      block it", "can't block SEL", "can block only SEL", "can't block
      unless you control SEL / N others also block / a creature with greater
      power also blocks", menace-like minimums and maximums;
    * requirements: "must be blocked by SEL", "blocks SEL each combat",
      Lure, "must be blocked", "blocks each combat", provoke;
    * block costs (509.1d) and "can block an additional creature".

    A rule's selectors are read relative to the creature, or now and then to
    another permanent named as the rule's source (a granted rule)."""
    n_attackers = draw(st.integers(1, 3))
    n_blockers = draw(st.integers(1, 4))
    attacker_ids = [f"a{i}" for i in range(n_attackers)]
    blocker_ids = [f"b{i}" for i in range(n_blockers)]
    everyone = [*attacker_ids, *blocker_ids, "home"]

    def source() -> str:
        return draw(st.sampled_from(everyone)) if _one_in(draw, 5) else ""

    permanents: list[Permanent] = []
    for aid in attacker_ids:
        rules: list[BlockRule] = []
        if _one_in(draw, 4):
            rules.append(CantBeBlockedBy(draw(selectors()), source()))
        if _one_in(draw, 5):
            rules.append(CantBeBlockedExceptBy(draw(selectors()), source()))
        if _one_in(draw, 6):
            rules.append(CantBeBlockedWhile(draw(selectors(lands=True)), source()))
        if _one_in(draw, 4):
            rules.append(CantBeBlockedUnlessAllBlock())
        if _one_in(draw, 3):
            rules.append(MustBeBlockedBy(draw(selectors()), source()))
        if _one_in(draw, 6):
            rules.append(Lure())
        if _one_in(draw, 6):
            rules.append(MustBeBlocked())
        if _one_in(draw, 8):
            rules.append(MinBlockers(2))
        if _one_in(draw, 8):
            rules.append(MaxBlockers(1))
        abilities: set[Ability] = set(_some(draw, SELECTOR_KEYWORDS, 1))
        if _one_in(draw, 5):
            abilities.add(Protection(draw(st.sampled_from(PROTECTION_QUALITIES))))
        permanents.append(
            Permanent(
                id=aid,
                controller=ACTIVE,
                abilities=frozenset(abilities),
                block_rules=frozenset(rules),
                attacking=DEFENDER,
                **_characteristics(draw),
            )
        )
    for bid in blocker_ids:
        rules = []
        if _one_in(draw, 4):
            rules.append(CantBlockSel(draw(selectors()), source()))
        if _one_in(draw, 5):
            rules.append(CanBlockOnly(draw(selectors()), source()))
        if _one_in(draw, 7):
            rules.append(CantBlockUnless(YouControl(draw(selectors())), source()))
        if _one_in(draw, 6):
            rules.append(CantBlockUnless(AlsoBlock(draw(st.integers(1, 2)))))
        if _one_in(draw, 6):
            rules.append(CantBlockUnless(GreaterPowerAlsoBlocks()))
        if _one_in(draw, 3):
            rules.append(BlocksSelEachCombat(draw(selectors()), source()))
        if _one_in(draw, 5):
            rules.append(BlocksEachCombat())
        if _one_in(draw, 6):
            rules.append(MustBlock(draw(st.sampled_from(attacker_ids))))
        if _one_in(draw, 8):
            rules.append(BlockCost(1))
        permanents.append(
            Permanent(
                id=bid,
                controller=DEFENDER,
                abilities=_some(draw, SELECTOR_KEYWORDS, 1),
                block_rules=frozenset(rules),
                tapped=_one_in(draw, 10),
                can_block_additional=1 if _one_in(draw, 6) else 0,
                **_characteristics(draw),
            )
        )
    permanents.append(
        Permanent(id="home", controller=draw(st.sampled_from(PLAYERS)), **_characteristics(draw))
    )
    for i, land in enumerate(draw(st.lists(st.sampled_from(("island", "swamp")), max_size=2))):
        permanents.append(
            Permanent(
                id=f"land{i}",
                controller=draw(st.sampled_from(PLAYERS)),
                types=frozenset({CardType.LAND}),
                subtypes=frozenset({land}),
                tapped=draw(st.booleans()),
            )
        )
    return Board(
        players=(Player(ACTIVE), Player(DEFENDER)),
        permanents=tuple(draw(st.permutations(permanents))),
        active_player=ACTIVE,
    )


# ---------------------------------------------------------------------------
# The declare blockers step's triggers (509.1i): bushido, rampage, flanking,
# afflict and "whenever ~ blocks / becomes blocked" abilities, for the block
# solver's brute-force cross-check
# ---------------------------------------------------------------------------

TRIGGER_COMBAT_KEYWORDS = (
    Keyword.FIRST_STRIKE,
    Keyword.DOUBLE_STRIKE,
    Keyword.DEATHTOUCH,
    Keyword.TRAMPLE,
    Keyword.LIFELINK,
    Keyword.MENACE,
    Keyword.FLYING,
    Keyword.REACH,
)


def _local_block_triggers() -> tuple[Ability, ...]:
    """Abilities whose effects stay in their own fight (the creature, the
    creatures it fights) or change the players' totals one way."""
    return (
        Bushido(1),
        Bushido(2),
        Rampage(1),
        Keyword.FLANKING,
        Afflict(1),
        Afflict(2),
        BlockTrigger(("blocks",), (PumpEffect("it", 0, 2),)),
        BlockTrigger(("becomes_blocked",), (PumpEffect("it", 1, 1),)),
        BlockTrigger(("blocks", "becomes_blocked"), (PumpEffect("it", 2, 0),)),
        BlockTrigger(("becomes_blocked",), (PumpEffect("blockers", -1, -1),)),
        BlockTrigger(("blocks_creature",), (PumpEffect("other", -1, 0),)),
        BlockTrigger(("becomes_blocked_by",), (DamageEffect(1, "other"),)),
        BlockTrigger(
            ("becomes_blocked_by",),
            (DestroyEffect("other"),),
            other=Selector(compares=(Compare("power", "<=", 1),)),
        ),
        BlockTrigger(("blocks",), (KeywordEffect(Keyword.FIRST_STRIKE),)),
        BlockTrigger(("unblocked",), (LifeEffect(-2, "defending"),)),
        BlockTrigger(("unblocked",), (PoisonEffect(2, "defending"),)),
    )


# Each with its own path through the solver: life moving both ways for one
# player, the attacking player hurt (the defender could win before damage),
# an effect on other fights, a choice the solver plays as the file gives it.
_GAIN = BlockTrigger(("blocks",), (LifeEffect(2),))
_SELF_HARM = BlockTrigger(("becomes_blocked",), (LifeEffect(-2, "you"),))
_OTHERS_PUMP = BlockTrigger(
    ("blocks",), (GroupPumpEffect(Selector(role="blocking", other=True), 1, 1),)
)
_MAY_GAIN = BlockTrigger(("blocks",), (LifeEffect(3),), optional=True)


@st.composite
def block_trigger_boards(draw: st.DrawFn, unsound: bool = False) -> Board:
    """A small board before blocks: 1-3 attackers of "A" attacking "B" and
    0-3 untapped creatures of "B", powers 0-3, toughnesses 1-3, a few combat
    keywords and, on most creatures, a declare blockers trigger; B at 1-7
    life, A at 1-12. Now and then an enchantment of A watches its creatures
    ("whenever a creature you control becomes blocked, it gets +1/+1"), B
    gains life as it blocks (life both ways for B), or an attacker costs A
    life as it is blocked. With ``unsound`` some boards also have "other
    blocking creatures get +1/+1" (beyond one fight) or a "you may" trigger
    (a choice the solver plays as the file gives it)."""
    pool = list(_local_block_triggers())
    extra: list[Ability] = [_GAIN, _SELF_HARM]
    if unsound:
        extra += [_OTHERS_PUMP, _MAY_GAIN]

    def abilities() -> frozenset[Ability]:
        keywords = draw(st.sets(st.sampled_from(TRIGGER_COMBAT_KEYWORDS), max_size=2))
        chosen: set[Ability] = set(keywords)
        if draw(st.integers(0, 3)):
            chosen.add(draw(st.sampled_from(pool)))
        if _one_in(draw, 6):
            chosen.add(draw(st.sampled_from(extra)))
        return frozenset(chosen)

    permanents = [
        Permanent(
            id=f"a{i}",
            controller=ACTIVE,
            power=draw(st.integers(0, 3)),
            toughness=draw(st.integers(1, 3)),
            abilities=abilities(),
            attacking=DEFENDER,
        )
        for i in range(1, draw(st.integers(1, 3)) + 1)
    ]
    permanents += [
        Permanent(
            id=f"b{i}",
            controller=DEFENDER,
            power=draw(st.integers(0, 3)),
            toughness=draw(st.integers(1, 3)),
            abilities=abilities(),
        )
        for i in range(1, draw(st.integers(0, 3)) + 1)
    ]
    if _one_in(draw, 5):
        watch = BlockTrigger(
            ("becomes_blocked",),
            (PumpEffect("it", 1, 1),),
            subject=Selector(controller="you"),
        )
        permanents.append(
            Permanent(
                id="banner",
                controller=ACTIVE,
                types=frozenset({CardType.ENCHANTMENT}),
                abilities=frozenset({watch}),
            )
        )
    return Board(
        players=(
            Player(ACTIVE, life=draw(st.integers(1, 12))),
            Player(DEFENDER, life=draw(st.integers(1, 7))),
        ),
        permanents=tuple(permanents),
        active_player=ACTIVE,
    )
