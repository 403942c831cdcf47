"""Dealing combat damage (510.2) and what damage does (CR 120).

All combat damage of a step is dealt at once. Each assigned amount goes
through 120.4 in order: prevention and replacement (protection 702.16e,
"prevent all combat damage", "prevent the next N damage" shields 615.7,
doubling), then the results (120.3: life loss, poison, loyalty and defense
counters, -1/-1 counters, marked damage, lifelink), then the damage event.

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
>>> from mtgcombat.rules.assignment import Assignment, Package
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B",
...                  abilities=frozenset({Keyword.LIFELINK}))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(bear,), active_player="A")
>>> after, events = deal_combat_damage(board, Package.parse("bear: B=2"))
>>> after.player("B").life, after.player("A").life
(18, 22)
>>> [e.kind for e in events]
['damage_dealt', 'life_lost', 'life_gained']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Final, TypeVar

from mtgcombat.core.abilities import DamageRule, Selector
from mtgcombat.core.events import (
    CountersRemoved,
    DamageDealt,
    DamagePrevented,
    DamagePreventedByEffect,
    DamageRuleApplied,
    Event,
    LifeGained,
    LifeGainPrevented,
    LifeLossLimited,
    SiegeTriggered,
)
from mtgcombat.core.events import made as _made
from mtgcombat.core.model import (
    Board,
    CardType,
    Keyword,
    Permanent,
    Player,
    Protection,
    carried_over,
    evolve,
    fast_init,
)
from mtgcombat.core.ruleset import Step
from mtgcombat.core.selectors import condition_holds, matches, players_in_group
from mtgcombat.core.validation import require_ids
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.assignment_values import Assignment, Package
from mtgcombat.rules.blocks import has_quality
from mtgcombat.rules.effects import has_effects
from mtgcombat.rules.multiplayer import add_commander_damage, cant_gain_life, share_team_totals

# Enum members read in the hot paths, bound once: in Python 3.11 a read
# through the class (``Keyword.TRAMPLE``) goes through EnumType.__getattr__,
# several times the cost of a global. Final: the compiled build keeps a
# Final name in a C static, where it looks a global up in a dict each time.
# The hot events' makers (events.made), bound once, likewise: a maker read
# off the module is a lookup at every call in the compiled build.
_new_CountersPut: Final = _made.CountersPut
_new_DamageDealt: Final = _made.DamageDealt
_new_DamageMarked: Final = _made.DamageMarked
_new_LifeGained: Final = _made.LifeGained
_new_LifeLost: Final = _made.LifeLost
_TYPE_BATTLE: Final = CardType.BATTLE
_CREATURE: Final = CardType.CREATURE
_TYPE_PLANESWALKER: Final = CardType.PLANESWALKER
_KW_DEATHTOUCH: Final = Keyword.DEATHTOUCH
_KW_INFECT: Final = Keyword.INFECT
_KW_LIFELINK: Final = Keyword.LIFELINK
_KW_WITHER: Final = Keyword.WITHER
_STEP_NAMES: Final = {s: s.value for s in Step}  # an Enum's .value is a Python property


@fast_init
@dataclass(frozen=True, slots=True)
class _Hit:
    source: str
    recipient: str
    amount: int


def deal_combat_damage(
    board: Board,
    assignments: Package,
    step: Step | str = Step.REGULAR,
    *,
    shield_order: Mapping[str, Sequence[str]] | None = None,
) -> tuple[Board, tuple[Event, ...]]:
    """Deal a step's assigned combat damage simultaneously (510.2, 120.4).

    ``shield_order`` lets the holder of a "prevent the next N damage" shield
    say which sources it stops first when several hit at once (615.7): for a
    recipient id, a list of source ids. By default sources go in board order.
    Returns the new board and the events; the input board is not changed.
    An id the board lacks is a ``KeyError``.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat import Package
    >>> after, events = deal_combat_damage(board, Package.parse("ogre: elf=1 B=4"))
    >>> after.player("B").life, after.permanent("elf").damage
    (16, 1)
    """
    if type(step) is not Step:
        step = Step.coerce(step)
    if shield_order:
        for holder, sources in shield_order.items():
            require_ids(board, (holder,), players=True)
            require_ids(board, sources)
    events: list[Event] = []
    rules = damage_rules(board)
    counters: dict[str, tuple[int, int]] = {}
    shields_left: dict[str, int] = {}
    ordered = _in_board_order(board, assignments)
    dealt: list[_Hit] = []
    if rules or board.prevent_all_combat_damage or _changes_damage(board):
        hits = [
            _Hit(a.creature, r, amount) for a in ordered for r, amount in a.amounts if amount > 0
        ]
        if rules:
            dealt, shields_left, counters = _prevent_and_replace_rules(
                board, hits, shield_order or {}, events, rules, combat=True
            )
        else:
            dealt, shields_left = _prevent_and_replace(board, hits, shield_order or {}, events)
        # (source, recipient, amount) of each damage event dealt
        triples = [(h.source, h.recipient, h.amount) for h in dealt]
    else:
        # The usual board: nothing to prevent, replace, shield or double
        # (120.4b has nothing to do): every assigned amount is dealt.
        triples = [(a.creature, r, n) for a in ordered for r, n in a.amounts if n > 0]
    step_name = _STEP_NAMES[step]
    dealt_events = [_new_DamageDealt("120.4b", s, r, n, True, step_name) for s, r, n in triples]
    by_id = board._by_id  # what permanent() reads (the sources are on the board)
    # Shields used up by prevention (615.7) keep only what is left of them.
    if shields_left:
        players = {p.id: _with_shield(p, shields_left) for p in board.players}
        perms = {p.id: _with_shield(p, shields_left) for p in board.permanents}
    else:
        players = dict(board._players_by_id)  # the same dicts, copied in C
        perms = dict(by_id)
    for pid, (plus, minus) in counters.items():
        perms[pid] = _with_counters(perms[pid], plus, minus)
    results: list[Event] = []
    # Lifelink (702.15, 120.3f): one life gain per source, for all it dealt,
    # in the order the sources first dealt damage.
    by_source: dict[str, int] = {}
    for source_id, recipient, amount in triples:
        source = by_id[source_id]
        abilities = source.abilities
        if recipient in players:
            _damage_player(players, source, recipient, amount, results)
        else:
            perm = perms[recipient]
            types = perm.types
            if (
                _CREATURE in types
                and len(types) == 1
                and not (
                    abilities
                    and (
                        _KW_WITHER in abilities
                        or _KW_INFECT in abilities
                        or _KW_DEATHTOUCH in abilities
                    )
                )
            ):
                # the usual hit, what _damage_permanent does for it inline:
                # damage marked on a plain creature (120.3e), only the damage
                # changes
                results.append(_new_DamageMarked("120.3e", recipient, amount, source_id))
                if perm is not by_id[recipient]:
                    # a copy this call made (an earlier hit: two blockers on
                    # an attacker): nothing else holds it yet, marked on it
                    _SET_DAMAGE(perm, perm.damage + amount)
                else:
                    perms[recipient] = perm._with_damage(perm.damage + amount)
            else:
                perms[recipient] = _damage_permanent(perm, source, amount, results)
        if abilities and _KW_LIFELINK in abilities:
            by_source[source_id] = by_source.get(source_id, 0) + amount
    if rules:
        _mark_damaged(board, rules, dealt, perms, combat=True)
    for source_id, total in by_source.items():
        source = by_id[source_id]
        gainer = players[source.controller]
        # 120.4c: replacements of the results apply here: "can't gain life"
        # (Sulfuric Vortex; a teammate's too, 810.9g), "gain twice that
        # much" (Boon Reflection).
        if gainer.cant_gain_life or (board.teams and cant_gain_life(board, gainer.id)):
            results.append(LifeGainPrevented("120.4c", gainer.id, total, source_id))
        else:
            gained = total * gainer.life_gain_multiplier
            players[gainer.id] = gainer._with_life(gainer.life + gained)
            results.append(_new_LifeGained("702.15b", gainer.id, gained, source_id))
    # one copy of the board with both changed (not one for each); damage
    # moves no permanent and changes no attack or block, so the combat
    # indexes already built stay valid. The dicts hold every id once, in
    # board order, when the ids are distinct (as a checked board's are).
    permanents = board.permanents
    distinct = len(perms) == len(permanents)
    new = board._same_structure(
        by_id=perms if distinct else None,
        permanents=tuple(perms.values()) if distinct else tuple([perms[p.id] for p in permanents]),
        players=tuple(players.values())
        if len(players) == len(board.players)
        else tuple([players[p.id] for p in board.players]),
    )
    if board.teams:  # Two-Headed Giant: the teams' shared totals (810.9, 810.10)
        new, shared = share_team_totals(board, new)
        results.extend(shared)
    return new, (*events, *dealt_events, *results)


# the damage field of a copy that nothing else holds yet (the slot's own
# setter: a frozen class's __setattr__ refuses)
_SET_DAMAGE: Final = vars(Permanent)["damage"].__set__


def _in_board_order(board: Board, assignments: Package) -> Sequence[Assignment]:
    """The assignments in the board order of their creatures (a package the
    engine filled in is in that order already: then it is not sorted)."""
    positions = board._positions  # the index position() reads: no call per creature
    last = len(board.permanents)
    items = assignments.assignments
    places = [positions.get(a.creature, last) for a in items]
    if places == sorted(places):
        return items  # sorted() is stable: the same order
    # a stable sort of the indexes by place, the key a C method: no Python
    # call per comparison
    return [items[i] for i in sorted(range(len(items)), key=places.__getitem__)]


_Shielded = TypeVar("_Shielded", Player, Permanent)


def _with_shield(holder: _Shielded, shields_left: Mapping[str, int]) -> _Shielded:
    left = shields_left.get(holder.id, holder.prevent_next)
    return holder if left == holder.prevent_next else evolve(holder, prevent_next=left)


def _prevent_and_replace(
    board: Board,
    hits: list[_Hit],
    shield_order: Mapping[str, Sequence[str]],
    events: list[Event],
) -> tuple[list[_Hit], dict[str, int]]:
    """120.4b: prevention, then damage doubling (the affected player or
    controller orders replacement and prevention effects, 616.1; by default
    prevention first, which is their best)."""
    if board.prevent_all_combat_damage:
        events.extend(
            DamagePrevented("615.1", h.source, h.recipient, h.amount, "prevent all combat damage")
            for h in hits
        )
        return [], {}
    if not _changes_damage(board):
        return hits, {}  # the usual board: nothing to prevent, shield or double
    protected = board.derived("protected_ids", lambda: _protected_ids(board))
    doubled = board.derived("doubling_ids", lambda: _doubling_ids(board))
    prevented = board.derived("prevention_ids", lambda: _prevention_ids(board))
    remaining: list[_Hit] = []
    for h in hits:
        if prevented and _prevented_by_effect(board, h, prevented, events):
            continue
        if h.recipient in protected:
            rule = _protection_rule(board, h)
            if rule:
                events.append(DamagePrevented(rule, h.source, h.recipient, h.amount, "protection"))
                continue
        remaining.append(h)
    amounts, shields = _use_shields(board, remaining, shield_order, events)
    dealt: list[_Hit] = []
    for h, left in zip(remaining, amounts, strict=True):
        final = left * 2 if h.source in doubled else left
        if final > 0:  # 120.8: zero damage is not dealt
            dealt.append(_Hit(h.source, h.recipient, final))
    return dealt, shields


# ---------------------------------------------------------------------------
# Damage replacement and prevention abilities of permanents (614, 615)
# ---------------------------------------------------------------------------

_PREVENTS = frozenset(
    {
        "prevent",
        "prevent_n",
        "prevent_all_but",
        "prevent_half",
        "prevent_remove_all",
        "prevent_remove_one",
        "prevent_per_counter",
    }
)
_CHANGES = frozenset({"double", "plus", "half"})
_COUNTERS_INSTEAD = frozenset({"plus_counters", "minus_counters"})
_PREVENT_RULE = {"prevent_n": "615.10"}

RuleAt = tuple[Permanent, DamageRule]


def damage_rules(board: Board) -> tuple[RuleAt, ...]:
    """The damage replacement and prevention abilities (:class:`DamageRule`)
    that apply on this board: their permanents on the battlefield, their
    conditions holding (611.3a), in board order. Remembered per board; a
    board without any (the usual case) takes the plain path of 120.4.

    >>> from mtgcombat.core.abilities import DamageRule
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> shield = Permanent(id="shield", controller="B", power=0, toughness=4,
    ...                    statics=(DamageRule(does="prevent", players="you"),))
    >>> board = Board([Player("A"), Player("B")], [shield], "A")
    >>> [(perm.id, rule.does) for perm, rule in damage_rules(board)]
    [('shield', 'prevent')]
    """
    if not has_effects(board):
        return ()  # no static ability anywhere (what has_effects remembers)
    for perm in board.permanents:
        if perm.statics:
            return board.derived("damage_rules", lambda: _find_rules(board))
    return ()


def _find_rules(board: Board) -> tuple[RuleAt, ...]:
    out: list[RuleAt] = []
    for perm in board.permanents:
        if not perm.statics or not perm.on_battlefield:
            continue
        for static in perm.statics:
            if isinstance(static, DamageRule) and (
                static.condition is None or condition_holds(board, static.condition, perm)
            ):
                out.append((perm, static))
    return tuple(out)


def _sel_matches(board: Board, selector: Selector, obj: Permanent, owner: Permanent) -> bool:
    """The selector of a damage rule, read relative to its permanent; "~"
    in ``ids`` is that permanent itself."""
    if "~" in selector.ids:
        if obj.id != owner.id:
            return False
        selector = dataclasses.replace(selector, ids=())
    return matches(board, selector, obj, owner)


def _applies(
    board: Board, owner: Permanent, rule: DamageRule, h: _Hit, amount: int, *, combat: bool
) -> bool:
    """Whether the rule of ``owner`` applies to this damage event (its
    source, its recipient, combat or not, its amount)."""
    if rule.combat and (rule.combat == "combat") != combat:
        return False
    if rule.at_most and amount > rule.at_most:
        return False
    if rule.source is not None or rule.unblocked:
        source = board.get(h.source)
        if source is None:
            return False
        if rule.source is not None and not _sel_matches(board, rule.source, source, owner):
            return False
        if rule.unblocked and (not board.is_attacking(source.id) or board.is_blocked(source.id)):
            return False
    target = board.get(h.recipient)
    if target is None:
        return rule.players is not None and h.recipient in players_in_group(
            board, rule.players, owner.controller
        )
    return rule.to is not None and _sel_matches(board, rule.to, target, owner)


class _Counters:
    """+1/+1 counters removed and counters put by damage rules during one
    simultaneous damage event, per permanent."""

    __slots__ = ("board", "changes", "once")

    def __init__(self, board: Board) -> None:
        self.board = board
        self.changes: dict[str, tuple[int, int]] = {}
        # (ability's permanent, recipient) whose "remove a +1/+1 counter"
        # already happened in this event: damage from several sources at
        # once is one event, and removes one counter (the Phantom rulings)
        self.once: set[tuple[str, str]] = set()

    def plus_left(self, pid: str) -> int:
        return self.board.permanent(pid).counters.plus_one + self.changes.get(pid, (0, 0))[0]

    def add(self, pid: str, plus: int, minus: int) -> None:
        old = self.changes.get(pid, (0, 0))
        self.changes[pid] = (old[0] + plus, old[1] + minus)


def _mark_damaged(
    board: Board,
    rules: tuple[RuleAt, ...],
    dealt: Sequence[_Hit],
    perms: dict[str, Permanent],
    *,
    combat: bool,
) -> None:
    """Remember, on each permanent dealt damage, the sources whose "if a
    creature dealt damage by ~ this turn would die, exile it instead"
    applies to it (614.1a; read by the state-based actions)."""
    marking = [(owner, rule) for owner, rule in rules if rule.does == "exile_if_dies"]
    if not marking:
        return
    for h in dealt:
        perm = perms.get(h.recipient)
        if perm is None:
            continue
        if any(_applies(board, o, r, h, h.amount, combat=combat) for o, r in marking):
            perms[h.recipient] = evolve(perm, damaged_by=perm.damaged_by | {h.source})


def exiled_instead(board: Board, perm: Permanent) -> bool:
    """Whether a creature that would die is exiled instead: a source that
    dealt it damage this turn has "if a creature dealt damage by ~ this turn
    would die, exile it instead" and is on the battlefield (614.1a).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> exiled_instead(board, elf)
    False
    """
    if not perm.damaged_by or not perm.is_creature:
        return False
    return any(
        rule.does == "exile_if_dies" and owner.id in perm.damaged_by
        for owner, rule in damage_rules(board)
    )


def _with_counters(perm: Permanent, plus: int, minus: int) -> Permanent:
    counters = perm.counters
    return evolve(
        perm,
        counters=evolve(
            counters, plus_one=counters.plus_one + plus, minus_one=counters.minus_one + minus
        ),
    )


def _prevent_and_replace_rules(
    board: Board,
    hits: list[_Hit],
    shield_order: Mapping[str, Sequence[str]],
    events: list[Event],
    rules: tuple[RuleAt, ...],
    *,
    combat: bool,
) -> tuple[list[_Hit], dict[str, int], dict[str, tuple[int, int]]]:
    """120.4b with permanents' damage rules in play. Each damage event (one
    source's damage to one recipient) goes through them in a fixed order,
    the default this engine takes for the choice 616.1 gives the affected
    player or controller: redirection (614.9), then prevention (the board's
    own effects and protection, then the rules' in board order, then
    "prevent the next N" shields, 615.7), then the changes of the amount in
    board order (614.1a; "deals double damage" last), then "put that many
    counters on it instead" (614.1a). Each rule applies once to an event
    (614.5). Damage that can't be prevented (615.12) goes through the
    prevention effects without losing any of it. Returns the damage dealt,
    what is left of the shields and the counters put or removed."""
    counters = _Counters(board)
    protected = board.derived("protected_ids", lambda: _protected_ids(board))
    prevented = board.derived("prevention_ids", lambda: _prevention_ids(board))
    staged: list[_Hit] = []
    sure_at: set[int] = set()
    for hit in hits:
        h = _redirect(board, rules, hit, events, combat=combat)
        sure = _unpreventable(board, rules, h, combat=combat)
        left = _prevent(board, rules, h, sure, counters, events, protected, prevented, combat)
        if left > 0:
            if sure:
                sure_at.add(len(staged))
            staged.append(_Hit(h.source, h.recipient, left))
    amounts, shields = _use_shields(board, staged, shield_order, events, frozenset(sure_at))
    dealt: list[_Hit] = []
    for h, left in zip(staged, amounts, strict=True):
        final = _change(board, rules, h, left, events, combat=combat)
        if final > 0 and not _as_counters(board, rules, h, final, counters, events, combat):
            dealt.append(_Hit(h.source, h.recipient, final))  # 120.8: zero is not dealt
    return dealt, shields, counters.changes


def _redirect(
    board: Board, rules: tuple[RuleAt, ...], h: _Hit, events: list[Event], *, combat: bool
) -> _Hit:
    """614.9: "all damage that would be dealt to you is dealt to ~ instead"."""
    for owner, rule in rules:
        if rule.does != "redirect" or owner.id == h.recipient:
            continue
        if _applies(board, owner, rule, h, h.amount, combat=combat):
            events.append(
                DamageRuleApplied(
                    "614.9", h.source, h.recipient, h.amount, "redirected", owner.id, owner.id
                )
            )
            h = _Hit(h.source, owner.id, h.amount)
    return h


def _unpreventable(board: Board, rules: tuple[RuleAt, ...], h: _Hit, *, combat: bool) -> str:
    """The permanent whose ability makes this damage unpreventable (615.12),
    or ""."""
    for owner, rule in rules:
        if rule.does == "unpreventable" and _applies(
            board, owner, rule, h, h.amount, combat=combat
        ):
            return owner.id
    return ""


def _prevent(
    board: Board,
    rules: tuple[RuleAt, ...],
    h: _Hit,
    sure: str,
    counters: _Counters,
    events: list[Event],
    protected: frozenset[str],
    prevented: frozenset[str],
    combat: bool,
) -> int:
    """The amount left of one damage event after the prevention effects,
    shields apart. With ``sure`` (the damage can't be prevented, 615.12) each
    effect that would prevent some is reported, and only its additional
    effects (removing counters) happen."""
    amount = h.amount
    scratch: list[Event] = []
    out = scratch if sure else events
    stopped = False
    if combat and board.prevent_all_combat_damage:
        out.append(
            DamagePrevented("615.1", h.source, h.recipient, amount, "prevent all combat damage")
        )
        stopped = True
    elif combat and prevented and _prevented_by_effect(board, h, prevented, out):
        stopped = True
    elif not combat and _noncombat_shield(board, h):
        out.append(DamagePrevented("615.1", h.source, h.recipient, amount, "dealt_to_by"))
        stopped = True
    elif h.recipient in protected:
        why = _protection_rule(board, h)
        if why:
            out.append(DamagePrevented(why, h.source, h.recipient, amount, "protection"))
            stopped = True
    if stopped:
        if not sure:
            return 0
        events.append(
            DamageRuleApplied("615.12", h.source, h.recipient, amount, "not_prevented", sure)
        )
    for owner, rule in rules:
        if rule.does not in _PREVENTS or not _applies(board, owner, rule, h, amount, combat=combat):
            continue
        kind = rule.does
        remove = 0
        if kind == "prevent_n":
            stop = min(rule.amount, amount)
        elif kind == "prevent_all_but":
            stop = max(0, amount - rule.amount)
        elif kind == "prevent_half":
            stop = (amount + 1) // 2
        elif kind == "prevent_per_counter":
            stop = remove = min(amount, counters.plus_left(h.recipient))
        elif kind == "prevent_remove_one" and rule.to is not None and rule.to.counter:
            # "while it has a +1/+1 counter on it": read once for all the
            # damage dealt at the same time, which is one event
            if (owner.id, h.recipient) in counters.once:
                stop = amount
            else:
                stop = remove = amount if counters.plus_left(h.recipient) else 0
                remove = min(remove, 1)
        else:
            stop = amount
            if kind == "prevent_remove_all":
                remove = amount
            elif kind == "prevent_remove_one":
                remove = 1
        if kind == "prevent_remove_one" and remove:
            # damage from several sources dealt at the same time (a creature
            # blocked by two) removes one counter in all, not one per source
            if (owner.id, h.recipient) in counters.once:
                remove = 0
            counters.once.add((owner.id, h.recipient))
        if stop and sure:
            events.append(
                DamageRuleApplied("615.12", h.source, h.recipient, stop, "not_prevented", sure)
            )
        elif stop:
            amount -= stop
            rule_no = _PREVENT_RULE.get(kind, "615.1a")
            events.append(
                DamageRuleApplied(rule_no, h.source, h.recipient, stop, "prevented", owner.id)
            )
        if remove:
            # 615.5: the prevention's additional effect, right after it
            removed = min(remove, counters.plus_left(h.recipient))
            if removed:
                counters.add(h.recipient, -removed, 0)
                events.append(CountersRemoved("615.5", h.recipient, "+1/+1", removed, owner.id))
        if amount == 0:
            return 0
    return amount


def _noncombat_shield(board: Board, h: _Hit) -> bool:
    target = board.get(h.recipient)
    return (
        target is not None
        and bool(target.prevent_from)
        and _shield_from(board, h.source, target, combat=False)
    )


def _change(
    board: Board,
    rules: tuple[RuleAt, ...],
    h: _Hit,
    amount: int,
    events: list[Event],
    *,
    combat: bool,
) -> int:
    """614.1a: "deals double that damage", "that much damage plus 1", "half
    that damage, rounded down", in board order, then "deals double damage"
    of the source itself."""
    for owner, rule in rules:
        if rule.does not in _CHANGES or not _applies(board, owner, rule, h, amount, combat=combat):
            continue
        if rule.does == "double":
            new = amount * 2
        elif rule.does == "plus":
            new = max(0, amount + rule.amount)
        else:
            new = amount // 2
        if new != amount:
            events.append(
                DamageRuleApplied(
                    "614.1a", h.source, h.recipient, amount, "changed", owner.id, str(new)
                )
            )
            amount = new
        if not amount:
            return 0
    source = board.get(h.source)
    if source is not None and source.deals_double_damage:
        amount *= 2
    return amount


def _as_counters(
    board: Board,
    rules: tuple[RuleAt, ...],
    h: _Hit,
    amount: int,
    counters: _Counters,
    events: list[Event],
    combat: bool,
) -> bool:
    """614.1a: "if damage would be dealt to ~, put that many +1/+1 (-1/-1)
    counters on it instead": whether the damage became counters."""
    for owner, rule in rules:
        if rule.does not in _COUNTERS_INSTEAD:
            continue
        if not _applies(board, owner, rule, h, amount, combat=combat):
            continue
        events.append(
            DamageRuleApplied("614.1a", h.source, h.recipient, amount, rule.does, owner.id)
        )
        target = board.permanent(h.recipient)
        if not target.cant_have_counters:
            if rule.does == "plus_counters":
                counters.add(h.recipient, amount, 0)
            else:
                counters.add(h.recipient, 0, amount)
        return True
    return False


def _use_shields(
    board: Board,
    remaining: Sequence[_Hit],
    shield_order: Mapping[str, Sequence[str]],
    events: list[Event],
    unpreventable: frozenset[int] = frozenset(),
) -> tuple[list[int], dict[str, int]]:
    """615.7: "prevent the next N damage" shields of the recipients stop
    damage in the holder's order (named sources first, then board order);
    the hits whose indexes are in ``unpreventable`` are left alone (615.12).
    Returns the amounts left and what is left of each shield."""
    shields: dict[str, int] = {}
    for h in remaining:
        if h.recipient not in shields:
            holder = board.get(h.recipient)
            shields[h.recipient] = (
                holder.prevent_next
                if holder is not None
                else board.player(h.recipient).prevent_next
            )
    order = {
        rid: {src: i for i, src in enumerate(sources)} for rid, sources in shield_order.items()
    }
    # Named sources first, in the holder's order; the rest after, in board order.
    by_shield = sorted(
        range(len(remaining)),
        key=lambda i: (
            order.get(remaining[i].recipient, {}).get(remaining[i].source, len(remaining)),
            i,
        ),
    )
    amounts = [h.amount for h in remaining]
    for i in by_shield:
        h = remaining[i]
        if i in unpreventable:
            continue
        stop = min(shields[h.recipient], amounts[i])
        if stop:
            shields[h.recipient] -= stop
            amounts[i] -= stop
            events.append(DamagePrevented("615.7", h.source, h.recipient, stop, "shield"))
    return amounts, shields


def _protected_ids(board: Board) -> frozenset[str]:
    perms = {p.id for p in board.permanents if any(isinstance(a, Protection) for a in p.abilities)}
    return frozenset(perms | {p.id for p in board.players if p.protection})


def _prevention_ids(board: Board) -> frozenset[str]:
    """Permanents with "prevent all combat damage that would be dealt by/to it"
    (or to it by some sources)."""
    return frozenset(
        p.id
        for p in board.permanents
        if p.prevent_combat_damage_by or p.prevent_combat_damage_to or p.prevent_from
    )


def _shield_from(board: Board, source_id: str, target: Permanent, *, combat: bool) -> bool:
    """Whether one of the target's "prevent all (combat) damage that would be
    dealt to it by SEL" effects covers damage from this source (615.1); the
    selector is read relative to the target ("creatures blocking it")."""
    source = board.get(source_id)
    if source is None:
        return False
    return any(
        (combat or shield.noncombat) and matches(board, shield.selector, source, target)
        for shield in target.prevent_from
    )


def _effect_source(perm: Permanent, what: str) -> str:
    """The permanent whose effect gives ``perm`` this prevention: the one
    recorded in its grant, else its own ability."""
    if perm.granted is not None:
        for change in perm.granted.changes:
            if change.what == what:
                return change.source
    return perm.id


def _prevented_by_effect(
    board: Board, h: _Hit, prevented: frozenset[str], events: list[Event]
) -> bool:
    """615.1: "prevent all combat damage that would be dealt by/to ~"."""
    if h.source in prevented:
        source = board.permanent(h.source)
        if source.prevent_combat_damage_by:
            effect = _effect_source(source, "prevent_by")
            events.append(
                DamagePreventedByEffect(
                    "615.1", h.source, h.recipient, h.amount, "dealt_by", effect
                )
            )
            return True
    if h.recipient in prevented:
        target = board.permanent(h.recipient)
        if target.prevent_combat_damage_to:
            effect = _effect_source(target, "prevent_to")
            events.append(
                DamagePreventedByEffect(
                    "615.1", h.source, h.recipient, h.amount, "dealt_to", effect
                )
            )
            return True
        if target.prevent_from and _shield_from(board, h.source, target, combat=True):
            effect = _effect_source(target, "prevent_from")
            events.append(
                DamagePreventedByEffect(
                    "615.1", h.source, h.recipient, h.amount, "dealt_to_by", effect
                )
            )
            return True
    return False


def _protection_rule(board: Board, h: _Hit) -> str:
    """The rule by which the recipient's protection prevents this damage, or
    "" when it does not: 702.16e for a quality the source has, 702.16j for
    protection from everything on a player, 702.16k for protection from a
    player or from each opponent (sources those players control). A
    permanent's protection keeps 702.16e, what protection prevents."""
    source = board.permanent(h.source)
    target = board.get(h.recipient)
    if target is not None:
        qualities = [a.quality for a in target.abilities if isinstance(a, Protection)]
        holder = target.controller
    else:
        qualities = sorted(board.player(h.recipient).protection)
        holder = h.recipient
    for quality in qualities:
        q = quality.lower()
        if q == "each opponent":
            if source.controller != holder:
                return "702.16k"
            continue
        if has_quality(board, source, q, holder=holder, protected=target):
            if target is not None:
                return "702.16e"
            if q == "everything":
                return "702.16j"
            return "702.16k" if any(pl.id.casefold() == q for pl in board.players) else "702.16e"
    return ""


def _shielded_ids(board: Board) -> frozenset[str]:
    players = {p.id for p in board.players if p.prevent_next > 0}
    return frozenset(players | {p.id for p in board.permanents if p.prevent_next > 0})


def _changes_damage(board: Board) -> bool:
    """:func:`_damage_changes`, once per board (and carried over the
    combat damage step's own copies, see ``_DAMAGE_CHANGES``)."""
    # Board.derived, inlined (no closure made for a value already there)
    memo = board._memo
    found = memo.get(_DAMAGE_CHANGES)
    if found is None:
        found = memo[_DAMAGE_CHANGES] = _damage_changes(board)
    return found  # type: ignore[return-value]


# The step's copies (the first-strike marks, damage dealt, state-based
# actions moving permanents off the battlefield or clearing deathtouch marks)
# give no permanent or player protection, a shield, a "prevent all combat
# damage by/to" or doubling, and the test reads every permanent wherever it
# is: an answer of "nothing" holds for them. The one field they lower is a
# shield used up (615.7): a "something" carried past it sends the next step's
# damage through the whole of 120.4b, which then prevents and doubles
# nothing, the same damage as the plain path.
_DAMAGE_CHANGES: Final = carried_over("damage_changes", zones=True)


def _damage_changes(board: Board) -> bool:
    """Whether anything on the board can prevent or change combat damage
    without a damage rule: protection (702.16e), "prevent the next N" shields
    (615.7), "prevent all combat damage by/to it" (615.1), "deals double
    damage". One pass, once per board; when none, 120.4b has nothing to do."""
    for player in board.players:
        if player.protection or player.prevent_next > 0:
            return True
    for p in board.permanents:
        if (
            p.prevent_next > 0
            or p.deals_double_damage
            or p.prevent_combat_damage_by
            or p.prevent_combat_damage_to
            or p.prevent_from
        ):
            return True
        for a in p.abilities:  # no generator per permanent: this runs on every board
            if isinstance(a, Protection):
                return True
    return False


def _doubling_ids(board: Board) -> frozenset[str]:
    return frozenset(p.id for p in board.permanents if p.deals_double_damage)


def _damage_player(
    players: dict[str, Player],
    source: Permanent,
    recipient: str,
    amount: int,
    out: list[Event],
    combat: bool = True,
) -> None:
    player = players[recipient]
    if combat and source.commander:
        # combat damage dealt by a commander, whatever its result (903.10a)
        player, tally = add_commander_damage(player, source.id, amount)
        out.append(tally)
    if _KW_INFECT in source.abilities:
        player = evolve(player, poison=player.poison + amount)
        out.append(_new_CountersPut("120.3b", player.id, "poison", amount, source.id))
    else:
        lost = amount
        if player.life_floor:
            # "Damage can't reduce your life total below 1": the damage is
            # dealt; its result stops at 1 (120.4c), or at the life total
            # when that is already lower.
            lost = max(0, min(amount, player.life - 1))
            if lost < amount:
                out.append(LifeLossLimited("120.4c", player.id, amount - lost, source.id))
        if lost:
            player = player._with_life(player.life - lost)
            out.append(_new_LifeLost("120.3a", player.id, lost, source.id))
    toxic = source.total_toxic
    if toxic:
        player = evolve(player, poison=player.poison + toxic)
        out.append(_new_CountersPut("120.3g", player.id, "poison", toxic, source.id))
    players[player.id] = player


def _damage_permanent(
    perm: Permanent, source: Permanent, amount: int, out: list[Event]
) -> Permanent:
    counters = perm.counters
    types = perm.types
    if _CREATURE in types and len(types) == 1:
        # the usual recipient, a plain creature: 120.3d-e below, with no
        # loyalty or defense to look at
        abilities = source.abilities
        if _KW_WITHER in abilities or _KW_INFECT in abilities:
            if not perm.cant_have_counters:  # e.g. Tatterkite: the result is nothing
                counters = evolve(counters, minus_one=counters.minus_one + amount)
                out.append(_new_CountersPut("120.3d", perm.id, "-1/-1", amount, source.id))
            deathtouched = perm.deathtouch_damaged or _KW_DEATHTOUCH in abilities
            return evolve(perm, counters=counters, deathtouch_damaged=deathtouched)
        out.append(_new_DamageMarked("120.3e", perm.id, amount, source.id))
        if _KW_DEATHTOUCH in abilities and not perm.deathtouch_damaged:
            return perm._with_damage_deathtouch(perm.damage + amount, True)
        # only the damage changes (the counters and the deathtouch mark stay)
        return perm._with_damage(perm.damage + amount)
    if perm.is_type(_TYPE_PLANESWALKER):
        removed = min(amount, counters.loyalty)
        counters = evolve(counters, loyalty=counters.loyalty - removed)
        out.append(CountersRemoved("120.3c", perm.id, "loyalty", removed, source.id))
    if perm.is_type(_TYPE_BATTLE):
        removed = min(amount, counters.defense)
        counters = evolve(counters, defense=counters.defense - removed)
        out.append(CountersRemoved("120.3h", perm.id, "defense", removed, source.id))
        if removed and not counters.defense and perm.is_siege:
            out.append(SiegeTriggered("310.11b", perm.id))
    damage = perm.damage
    deathtouched = perm.deathtouch_damaged
    if perm.is_creature:
        if source.has(_KW_WITHER) or source.has(_KW_INFECT):
            if not perm.cant_have_counters:  # e.g. Tatterkite: the result is nothing
                counters = evolve(counters, minus_one=counters.minus_one + amount)
                out.append(_new_CountersPut("120.3d", perm.id, "-1/-1", amount, source.id))
        else:
            damage += amount
            out.append(_new_DamageMarked("120.3e", perm.id, amount, source.id))
        deathtouched = deathtouched or source.has(_KW_DEATHTOUCH)
    return evolve(perm, counters=counters, damage=damage, deathtouch_damaged=deathtouched)


def deal_noncombat_damage(
    board: Board, source_id: str, recipient: str, amount: int, step: str = "declare_blockers"
) -> tuple[Board, tuple[Event, ...]]:
    """Damage dealt by a resolving ability (not combat damage): ``source_id``
    deals ``amount`` to a permanent or player (120.2b), through 120.4 like
    combat damage. Protection prevents it (702.16e); "prevent the next N
    damage" shields apply (615.7); "deals double damage" doubles it; effects
    that prevent only *combat* damage do not apply. The results are those of
    120.3 (marked damage, -1/-1 counters for wither and infect, life loss or
    poison, deathtouch, lifelink). The source may have left the battlefield:
    its last known information is used (113.7a).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> after, events = deal_noncombat_damage(board, "ogre", "B", 3)
    >>> after.player("B").life, [type(e).__name__ for e in events]
    (17, ['DamageDealt', 'LifeLost'])
    """
    if amount <= 0:
        return board, ()
    after, events = _deal_noncombat_damage(board, source_id, recipient, amount, step)
    if not board.teams:
        return after, events
    # Two-Headed Giant: the result is applied to the team's totals (810.9, 810.10)
    after, shared = share_team_totals(board, after)
    return after, (*events, *shared)


def _deal_noncombat_damage(
    board: Board, source_id: str, recipient: str, amount: int, step: str
) -> tuple[Board, tuple[Event, ...]]:
    events: list[Event] = []
    hit = _Hit(source_id, recipient, amount)
    rules = damage_rules(board)
    if rules:
        dealt, shields, counters = _prevent_and_replace_rules(
            board, [hit], {}, events, rules, combat=False
        )
        board = board.with_players(_with_shield(p, shields) for p in board.players)
        board = board.with_permanents(
            _with_counters(_with_shield(p, shields), *counters.get(p.id, (0, 0)))
            if p.id in shields or p.id in counters
            else p
            for p in board.permanents
        )
        if not dealt:
            return board, tuple(events)
        hit = dealt[0]
        board, out = _noncombat_results(board, hit, events, step)
        target = board.get(hit.recipient)
        if target is not None:
            marked = {target.id: target}
            _mark_damaged(board, rules, [hit], marked, combat=False)
            if marked[target.id] is not target:
                board = _replace_holder(board, marked[target.id])
        return board, out
    if recipient in _protected_ids(board):
        rule = _protection_rule(board, hit)
        if rule:
            events.append(DamagePrevented(rule, source_id, recipient, amount, "protection"))
            return board, tuple(events)
    target = board.get(recipient)
    if (
        target is not None
        and target.prevent_from
        and _shield_from(board, source_id, target, combat=False)
    ):
        # "prevent all damage that would be dealt to it by SEL" (615.1)
        events.append(DamagePrevented("615.1", source_id, recipient, amount, "dealt_to_by"))
        return board, tuple(events)
    holder: Player | Permanent = target if target is not None else board.player(recipient)
    stop = min(holder.prevent_next, amount)
    if stop:
        events.append(DamagePrevented("615.7", source_id, recipient, stop, "shield"))
        holder = evolve(holder, prevent_next=holder.prevent_next - stop)
        board = _replace_holder(board, holder)
    source = board.permanent(source_id)
    final = (amount - stop) * (2 if source.deals_double_damage else 1)
    if final <= 0:  # 120.8: zero damage is not dealt
        return board, tuple(events)
    return _noncombat_results(board, _Hit(source_id, recipient, final), events, step)


def _noncombat_results(
    board: Board, hit: _Hit, events: list[Event], step: str
) -> tuple[Board, tuple[Event, ...]]:
    """The noncombat damage event itself and its results (120.3)."""
    source_id, final = hit.source, hit.amount
    source = board.permanent(source_id)
    target = board.get(hit.recipient)
    holder: Player | Permanent = target if target is not None else board.player(hit.recipient)
    events.append(DamageDealt("120.4b", source_id, hit.recipient, final, False, step))
    results: list[Event] = []
    if isinstance(holder, Player):
        players = {p.id: p for p in board.players}
        # toxic: combat damage only (702.164c), granted instances included
        _damage_player(
            players,
            evolve(source, toxic=0, granted=None),
            hit.recipient,
            hit.amount,
            results,
            combat=False,
        )
        board = board.with_players(players[p.id] for p in board.players)
    else:
        board = _replace_holder(board, _damage_permanent(holder, source, hit.amount, results))
    if _KW_LIFELINK in source.abilities:
        gainer = board.player(source.controller)
        if cant_gain_life(board, gainer.id):  # its own or a teammate's (810.9g)
            results.append(LifeGainPrevented("120.4c", gainer.id, final, source_id))
        else:
            gained = final * gainer.life_gain_multiplier
            board = _replace_holder(board, evolve(gainer, life=gainer.life + gained))
            results.append(LifeGained("702.15b", gainer.id, gained, source_id))
    return board, (*events, *results)


def _replace_holder(board: Board, holder: Player | Permanent) -> Board:
    if isinstance(holder, Player):
        return board.with_players(holder if p.id == holder.id else p for p in board.players)
    return board.with_permanents(holder if p.id == holder.id else p for p in board.permanents)
