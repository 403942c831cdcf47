"""The declare blockers step's triggered abilities in the block search.

When the defending player declares blockers, abilities trigger (509.1i:
"blocks", "becomes blocked", "becomes blocked by"; 509.3a-g now, 509.5a-g in
2023): bushido (702.45), rampage (702.23), flanking (702.25), afflict
(702.130) and every "whenever ~ blocks / becomes blocked ..." ability. They
resolve before any combat damage, so the block search plays them for each
declaration it values, with the rules engine's own code
(:func:`~mtgcombat.rules.triggers.declare_blockers_triggers`, as ``resolve`` does).

This module says what the search may do with them:

* :func:`survey` looks at a board before blocks and says whether such
  abilities can trigger at all, whether each stays within its own *fight*
  (an attacker and its blockers: the search values fights one by one), and
  what the search cannot play soundly (:class:`Unplayed`);
* :func:`play` plays the step on a board with blocks (or on one fight's
  board) and reports what it changed until end of turn (:func:`pumps_of`:
  those changes end in the cleanup step, 514.2, so the objective leaves them
  out of a creature's worth) and the order questions it met (603.3b).

A trigger is *local* when every effect reaches only creatures of its own
fight ("it", "that creature", "each creature blocking it") or the players'
life and poison totals, which add up across fights. A board is local when
every trigger is, and each player's life moves one way only in the step
(only gains, or only losses): then whether a player is at 0 life once every
trigger has resolved depends only on the sums, as the search assumes (a
player who drops to 0 and would gain life afterwards has lost already).

>>> from mtgcombat.core.abilities import Bushido
>>> from mtgcombat.core.model import Board, Permanent, Player
>>> samurai = Permanent(id="samurai", controller="B", power=1, toughness=1,
...                     abilities=frozenset({Bushido(2)}))
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
>>> found = survey(Board([Player("A"), Player("B")], [bear, samurai], "A"), "current")
>>> found.present, found.local, found.unplayed
(True, True, ())
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from mtgcombat.core.abilities import (
    Ability,
    BlockTrigger,
    ColorEffect,
    CounterEffect,
    DamageEffect,
    DestroyEffect,
    DrawEffect,
    GroupPumpEffect,
    KeywordEffect,
    LifeEffect,
    LifeTotalEffect,
    NoCombatDamageEffect,
    PoisonEffect,
    PreventEffect,
    PumpEffect,
    Rampage,
    RecordedEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    TriggerEffect,
)
from mtgcombat.core.attack_effect_values import (
    GroupCounterEffect,
    GroupTapEffect,
    SacrificeCostEffect,
    TapCostEffect,
)
from mtgcombat.core.events import (
    AttackTriggerResolves,
    BushidoResolves,
    Event,
    FlankingResolves,
    PowerToughnessChanged,
    RampageResolves,
)
from mtgcombat.core.model import Board, Keyword, Permanent
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.core.token_later import SelfAtEndOfCombat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.triggers import has_block_triggers, pending_triggers, resolve_pending
from mtgcombat.rules.triggers_blocks import _own
from mtgcombat.rules.triggers_damage import settle_dies_triggers
from mtgcombat.rules.triggers_effects import _Trigger

BLOCK_STEP_EVENTS = frozenset(
    {"blocks", "blocks_creature", "becomes_blocked", "becomes_blocked_by", "unblocked"}
)
"""The trigger events of declaring blockers (509.1i; 509.3a-g, 509.5a-g in 2023)."""


@dataclass(frozen=True)
class Unplayed:
    """Why a solver's answer is not proven although its search went through
    every choice: something the rules let a player choose, or an effect,
    that the solver plays one way only. ``reason``:

    * ``order``: two or more abilities triggered as attackers were declared
      and the order they resolve in can change the result; the attacking
      player chooses it (603.3b), the solver resolves them in board order;
    * ``shared_choice``: a permanent has several optional ("you may")
      attack triggers, and the file has one choice for all of them (603.5);
    * ``opponent_choice``: an optional attack trigger of the defending
      player: the file's choice is played, not the defender's best (603.5);
    * ``recorded``: an attack trigger's effect the engine records but does
      not carry out (603.3), so the value does not reflect it;
    * ``block_choice``: an ability of the declare blockers step with a
      choice ("you may", 603.5; a target, 603.3d): the file's choice
      (``choices``) is played, not its controller's best;
    * ``block_recorded``: such an ability has an effect the engine records
      but does not carry out (603.3);
    * ``block_end_of_combat``: such an ability destroys, sacrifices or
      returns a creature at end of combat (603.7, 511.2): the block
      search's fights do not play it, the answer's replay does;
    * ``block_order``: a player's abilities of that step could resolve in
      another order with another result (603.3b); the solver resolves them
      in the engine's order only (APNAP, then the order of the trigger
      events, as ``resolve`` does);
    * ``sacrifice_choice``: a player sacrifices permanents of their choice
      to a triggered ability (annihilator, "defending player sacrifices a
      creature": 701.21a); the file's ``choices.sacrificed`` are played,
      not that player's best;
    * ``damage_choice`` / ``damage_recorded``: an ability that triggers on
      combat damage (510.3a) has a choice the file makes ("you may", 603.5;
      a target, 603.3d), or an effect the engine only records (603.3)
      (:mod:`~mtgcombat.solver.damage_triggers`).

    ``source`` is the permanent with the ability (for the order reasons, the
    first one concerned), ``rule`` the rule of the choice.

    >>> str(Unplayed("shaman", "order", "603.3b"))
    'shaman: order (603.3b)'
    """

    source: str
    reason: str
    rule: str

    def __str__(self) -> str:
        return f"{self.source}: {self.reason} ({self.rule})"


@dataclass(frozen=True)
class Survey:
    """What the block search may do with a board's declare blockers triggers
    (see :func:`survey`):

    * ``present``: some ability of that step may trigger;
    * ``local``: each stays within its fight, and each player's life moves
      one way only in the step (the fight-by-fight valuation is exact);
    * ``hurts_attacker``: some ability may cost the attacking player life or
      give it poison counters (the defender could then win before damage,
      which the fight-by-fight bounds do not allow for);
    * ``watchers``: permanents with abilities on other creatures' blocks
      ("whenever a creature you control becomes blocked"), in board order;
    * ``unplayed``: what the solver plays one way only (:class:`Unplayed`).

    >>> Survey().present
    False
    """

    present: bool = False
    local: bool = True
    hurts_attacker: bool = False
    watchers: tuple[str, ...] = ()
    unplayed: tuple[Unplayed, ...] = ()


def _block_step(ability: BlockTrigger) -> bool:
    return not BLOCK_STEP_EVENTS.isdisjoint(ability.events)


def _abilities(perm: Permanent) -> list[tuple[BlockTrigger, Ability | None, bool]]:
    """The permanent's abilities of the declare blockers step: each as a
    triggered ability, the keyword it is (or ``None``), and whether it
    watches other creatures (``subject``)."""
    out: list[tuple[BlockTrigger, Ability | None, bool]] = [
        (ability, keyword, False) for ability, keyword in _own(perm) if _block_step(ability)
    ]
    out.extend(
        (a, None, True)
        for a in perm.abilities
        if isinstance(a, BlockTrigger) and a.subject is not None and _block_step(a)
    )
    return out


_CREATURE_TARGETS = frozenset({"it", "other", "blockers"})


def _reaches_beyond(effect: TriggerEffect, watcher: bool) -> bool:
    """Whether an effect may change something outside its own fight other
    than the players' life and poison totals."""
    if isinstance(
        effect,
        GroupPumpEffect
        | LifeTotalEffect
        | SacrificesEffect
        | SacrificeCostEffect
        | TapCostEffect
        | GroupTapEffect
        | GroupCounterEffect
        | NamedCounterEffect,
    ):
        # other creatures of a group; a total that is not a sum; a
        # player's permanents of their choice (701.21a); a group tapped
        # (701.26) or given counters (122.1); counters on the permanent with
        # the ability, which its statics read (122.1, session 10)
        return True
    if isinstance(effect, PreventEffect) and effect.everything:
        return True
    if isinstance(effect, DamageEffect):
        if effect.target in ("target", "each"):
            return True
        # Damage dealt by the watching permanent itself: its characteristics
        # could be changed by its own fight as the abilities resolve.
        return watcher and not effect.by_it
    if isinstance(effect, LifeEffect | PoisonEffect | DrawEffect | RecordedEffect):
        return False
    target = getattr(effect, "target", "it")
    return target not in _CREATURE_TARGETS


def survey(board: Board, rules: RuleSet | str) -> Survey:
    """What the block search may do with the declare blockers triggers of
    ``board`` (blocks not yet declared): which abilities may trigger, whether
    they are local to their fights, and what the solver cannot play soundly.
    Static effects are applied first (a lord may grant bushido).

    >>> from mtgcombat.core.abilities import BlockTrigger, LifeEffect
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> shaman = Permanent(id="shaman", controller="B", power=1, toughness=1,
    ...     abilities=frozenset({BlockTrigger(("blocks",), (LifeEffect(2),), optional=True)}))
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> [str(u) for u in survey(Board([Player("A"), Player("B")], [bear, shaman], "A"),
    ...                         "current").unplayed]
    ['shaman: block_choice (603.5)']
    """
    del rules  # both rule sets have the same triggers
    board = apply_static_effects(board)
    attacker = board.active_player
    players = [p.id for p in board.players]
    defenders = [p for p in players if p != attacker]
    present = False
    local = len(players) == 2
    gains: set[str] = set()
    losses: set[str] = set()
    watchers: list[str] = []
    unplayed: dict[Unplayed, None] = {}
    for perm in board.permanents:
        if not perm.on_battlefield:
            continue
        mine = _abilities(perm)
        if not mine:
            continue
        own = perm.is_creature and (perm.attacking is not None or perm.controller != attacker)
        for ability, _, watcher in mine:
            if not watcher and not own:
                continue  # a creature that never fights: its own abilities never trigger
            present = True
            if watcher and perm.id not in watchers:
                watchers.append(perm.id)
            if ability.optional:
                unplayed[Unplayed(perm.id, "block_choice", "603.5")] = None
            for effect in ability.effects:
                if isinstance(effect, DamageEffect) and effect.target == "target":
                    unplayed[Unplayed(perm.id, "block_choice", "603.3d")] = None
                if isinstance(effect, SacrificesEffect):  # the sacrificing player's choice
                    unplayed[Unplayed(perm.id, "sacrifice_choice", "701.21a")] = None
                if isinstance(effect, RecordedEffect):
                    unplayed[Unplayed(perm.id, "block_recorded", "603.3")] = None
                if (isinstance(effect, DestroyEffect) and effect.at_end_of_combat) or isinstance(
                    effect, SelfAtEndOfCombat
                ):  # 603.7, 511.2
                    unplayed[Unplayed(perm.id, "block_end_of_combat", "603.7")] = None
                if _reaches_beyond(effect, watcher):
                    local = False
                gained, lost = _life_moves(effect, perm.controller, watcher, players, defenders)
                gains.update(gained)
                losses.update(lost)
    if gains & losses:
        local = False  # a player could drop to 0 and gain life afterwards
    return Survey(
        present=present,
        local=local and present,
        hurts_attacker=attacker in losses,
        watchers=tuple(watchers),
        unplayed=tuple(unplayed),
    )


def _life_moves(
    effect: TriggerEffect,
    controller: str,
    watcher: bool,
    players: Sequence[str],
    defenders: Sequence[str],
) -> tuple[set[str], set[str]]:
    """The players whose life (or poison, counted as a loss) an effect may
    raise and may lower."""
    others = {p for p in players if p != controller}

    def who(target: str) -> set[str]:
        if target == "you":
            return {controller}
        if target == "defending":
            return set(defenders)
        if watcher:  # "its controller" of a creature the watcher matched: either
            return set(players)
        return {controller} if target == "it_controller" else others

    if isinstance(effect, LifeEffect):
        if effect.amount > 0:
            return who(effect.player), set()
        return set(), who(effect.player) if effect.amount < 0 else set()
    if isinstance(effect, PoisonEffect):
        return set(), who(effect.player)
    if isinstance(effect, DamageEffect):
        # the dealer may have lifelink: its controller may gain life
        dealers = set(players) if watcher else {controller}
        if effect.target in _CREATURE_TARGETS or effect.target in ("target", "each"):
            return dealers, set(players) if effect.target in ("target", "each") else set()
        return dealers, who(effect.target)
    return set(), set()


@dataclass(frozen=True)
class Stage:
    """The declare blockers step played on a board with blocks: the board as
    combat damage begins, the events (the triggers and the state-based
    actions after each, as ``resolve`` lists them), what the triggers gave
    until end of turn (:func:`pumps_of`) and the order questions met
    (reason ``block_order``).

    >>> from mtgcombat.core.model import Board, Player
    >>> Stage(Board([Player("A"), Player("B")], [], "A")).pumps
    {}
    """

    board: Board
    events: tuple[Event, ...] = ()
    pumps: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    unplayed: tuple[Unplayed, ...] = ()


def play(board: Board, rules: RuleSet | str) -> Stage:
    """The declare blockers step's triggers of ``board`` resolved, as
    :func:`~mtgcombat.rules.triggers.declare_blockers_triggers` resolves them
    (static effects applied first; a missing target is its
    :class:`~mtgcombat.rules.triggers.ChoiceError`).

    >>> from mtgcombat.core.abilities import Bushido
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> samurai = Permanent(id="samurai", controller="B", power=1, toughness=1,
    ...                     abilities=frozenset({Bushido(2)}), blocking=("bear",))
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> stage = play(Board([Player("A"), Player("B")], [bear, samurai], "A"), "current")
    >>> stage.board.permanent("samurai").power, dict(stage.pumps)
    (3, {'samurai': (2, 2)})
    """
    rules = RuleSet.coerce(rules)
    applied = apply_static_effects(board)
    if not has_block_triggers(applied):
        return Stage(applied)
    # declare_blockers_triggers in its two halves: the order questions are
    # asked of the abilities about to resolve.
    pending = pending_triggers(applied, rules)
    order = _order_problems(applied, pending)
    # each trigger's deaths settled before the next resolves (603.3)
    after, events = resolve_pending(applied, pending, rules, settle_dies_triggers)
    return Stage(after, events, pumps_of(events), tuple(order))


def pumps_of(events: Iterable[Event]) -> dict[str, tuple[int, int]]:
    """The power and toughness the resolved abilities gave until end of turn
    (613.4c: bushido, rampage, flanking, "+N/+N until end of turn", and the
    attack triggers' pumps), by creature: they end in the cleanup step
    (514.2). Counters last and are not listed.

    >>> pumps_of([BushidoResolves("702.45a", "samurai", 2),
    ...           FlankingResolves("702.25a", "knight", "squire")])
    {'samurai': (2, 2), 'squire': (-1, -1)}
    """
    out: dict[str, tuple[int, int]] = {}

    def add(creature: str, power: int, toughness: int) -> None:
        p, t = out.get(creature, (0, 0))
        out[creature] = (p + power, t + toughness)

    for e in events:
        if isinstance(e, PowerToughnessChanged | AttackTriggerResolves):
            add(e.creature, e.power, e.toughness)
        elif isinstance(e, BushidoResolves | RampageResolves):
            add(e.creature, e.amount, e.amount)
        elif isinstance(e, FlankingResolves):
            add(e.blocker, -1, -1)
    return {c: pt for c, pt in out.items() if pt != (0, 0)}


def merge_pumps(
    *parts: Mapping[str, tuple[int, int]],
) -> dict[str, tuple[int, int]]:
    """Pumps added up, by creature.

    >>> merge_pumps({"bear": (1, 1)}, {"bear": (2, 2), "elf": (0, 1)})
    {'bear': (3, 3), 'elf': (0, 1)}
    """
    out: dict[str, tuple[int, int]] = {}
    for part in parts:
        for c, (p, t) in part.items():
            q, u = out.get(c, (0, 0))
            out[c] = (p + q, t + u)
    return {c: pt for c, pt in out.items() if pt != (0, 0)}


# ---------------------------------------------------------------------------
# The order of one player's triggers (603.3b)
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Footprint:
    """What one pending trigger changes and reads: creatures (by id) and
    players' life, with the direction of each life change."""

    writes: frozenset[str]
    reads: frozenset[str]
    adds: bool  # only adds (non-negative pumps, +1/+1 counters, keywords gained, shields)
    life: frozenset[tuple[str, int]]


def _footprint(board: Board, t: _Trigger) -> _Footprint:
    writes: set[str] = set()
    reads: set[str] = set()
    life: set[tuple[str, int]] = set()
    adds = True

    def reached(target: str) -> set[str]:
        if target == "it":
            return {t.creature}
        if target == "self":  # the permanent with the ability
            return {t.source}
        if target == "other":
            return {t.other} if t.other else set()
        if target == "blockers":
            return set(board.declared_blockers_of(t.creature))
        return {p.id for p in board.permanents if p.is_creature}  # a target, "each"

    def player(target: str) -> str:
        if target == "you":
            return t.controller
        creature = board.get(t.creature)
        if target == "it_controller" and creature is not None:
            return creature.controller
        other = board.get(t.other) if t.other else None
        if target == "other_controller" and other is not None:
            return other.controller
        # the defending player (two players: the one not active)
        return next((p.id for p in board.players if p.id != board.active_player), "")

    for effect in t.ability.effects:
        if isinstance(effect, PumpEffect):
            writes |= reached(effect.target)
            if effect.per:
                reads |= set(board.declared_blockers_of(t.creature))
                reads |= set(board.declared_blocked_by(t.creature))
            adds = adds and effect.power >= 0 and effect.toughness >= 0
        elif isinstance(effect, KeywordEffect):
            writes |= reached(effect.target)
            adds = adds and not effect.lose
        elif isinstance(effect, CounterEffect):
            writes |= reached(effect.target)
            adds = adds and (effect.plus if not (effect.power or effect.toughness) else
                             effect.power >= 0 and effect.toughness >= 0)  # fmt: skip
        elif isinstance(effect, PreventEffect | RegenerateEffect | NoCombatDamageEffect):
            writes |= reached(effect.target)
        elif isinstance(effect, LifeEffect):
            if effect.amount and effect.player == "each_opponent":
                life |= {
                    (p.id, 1 if effect.amount > 0 else -1)
                    for p in board.players
                    if board.are_opponents(t.controller, p.id)
                }
            elif effect.amount:
                life.add((player(effect.player), 1 if effect.amount > 0 else -1))
        elif isinstance(effect, PoisonEffect | DrawEffect | RecordedEffect | LifeTotalEffect):
            if isinstance(effect, LifeTotalEffect):
                life.add((player(effect.player), 0))
                adds = False
        elif isinstance(effect, DamageEffect):
            adds = False
            dealer = t.creature if effect.by_it else t.source
            reads.add(dealer)
            if effect.target in _CREATURE_TARGETS or effect.target in ("target", "each"):
                writes |= reached(effect.target)
            elif effect.target == "each_opponent":
                life |= {
                    (p.id, -1) for p in board.players if board.are_opponents(t.controller, p.id)
                }
            else:
                life.add((player(effect.target), -1))
            life.add((board.permanent(dealer).controller, 1))  # lifelink
        elif isinstance(effect, GroupPumpEffect):
            writes |= reached("each")
            reads |= reached("each")
            adds = adds and effect.power >= 0 and effect.toughness >= 0
        else:  # destroy, colors, leaving combat or the battlefield
            assert isinstance(
                effect,
                DestroyEffect
                | ColorEffect
                | RemoveFromCombatEffect
                | ReturnToHandEffect
                | SacrificeEffect,
            )
            target = reached(effect.target)
            writes |= target
            reads |= target
            adds = False
    if t.keyword is Keyword.FLANKING or isinstance(t.keyword, Rampage):
        reads.add(t.creature)
    return _Footprint(frozenset(writes), frozenset(reads), adds, frozenset(life))


def _commute(a: _Trigger, fa: _Footprint, b: _Trigger, fb: _Footprint) -> bool:
    """Whether two triggers of one player end alike in either order."""
    if {(p, -s) for p, s in fa.life} & fb.life or any(s == 0 for _, s in fa.life | fb.life):
        return False  # a life total raised and lowered, or set: a loss at 0 may come between
    # Rampage before the same attacker's flanking (the engine's order, the
    # attacking player's best: every blocker is still there to be counted).
    pair = {a.keyword, b.keyword}
    if (
        a.creature == b.creature
        and Keyword.FLANKING in pair
        and any(isinstance(k, Rampage) for k in pair)
    ):
        return True
    if fa.adds and fb.adds:
        return True
    return not (fa.writes & (fb.writes | fb.reads) or fb.writes & fa.reads)


def _order_problems(board: Board, pending: Sequence[_Trigger]) -> list[Unplayed]:
    """The players whose pending triggers could end otherwise in another
    order: one :class:`Unplayed` (``block_order``) for the first source."""
    out: list[Unplayed] = []
    by_player: dict[str, list[_Trigger]] = {}
    for t in pending:
        by_player.setdefault(t.controller, []).append(t)
    for triggers in by_player.values():
        if len(triggers) < 2:
            continue
        prints = [_footprint(board, t) for t in triggers]
        for (a, fa), (b, fb) in itertools.combinations(zip(triggers, prints, strict=True), 2):
            if not _commute(a, fa, b, fb):
                out.append(Unplayed(a.source, "block_order", "603.3b"))
                break
    return out


__all__ = [
    "BLOCK_STEP_EVENTS",
    "Stage",
    "Survey",
    "Unplayed",
    "merge_pumps",
    "play",
    "pumps_of",
    "survey",
]
