"""Prevention and replacement of damage (CR 120.4b, 614, 615, 616.1):
protection (702.16e), "prevent all combat damage" effects and "prevent the next
N damage" shields (615.7), the damage replacement and prevention abilities of
permanents (:func:`damage_rules`: prevent, redirect, double, put counters
instead, exile instead), and damage doubling, in the order the affected
player chooses.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Final, TypeVar

from mtgcombat.core.abilities import DamageRule, Selector
from mtgcombat.core.damage_choices import replacement_orders
from mtgcombat.core.effect_events import ReplacementOrder
from mtgcombat.core.events import (
    CountersRemoved,
    DamagePrevented,
    DamagePreventedByEffect,
    DamageRuleApplied,
    Event,
)
from mtgcombat.core.model import Board, Permanent, Player, Protection, Zone, carried_over, evolve
from mtgcombat.core.selectors import matches, players_in_group
from mtgcombat.rules.blocks_qualities import has_quality
from mtgcombat.rules.counter_placing import placed
from mtgcombat.rules.damage_dealing import _Hit
from mtgcombat.rules.effects import has_effects
from mtgcombat.rules.limited_prevention import fog_prevents, fogged
from mtgcombat.rules.prevention_counters import PUTS_COUNTERS, counters_for_prevented
from mtgcombat.rules.replacement_order import (
    CHANGES,
    COUNTERS_INSTEAD,
    ORDERED,
    PREVENTS,
    chooser,
    chosen_order,
    default_order,
)
from mtgcombat.rules.static_rules import active_statics
from mtgcombat.rules.unpreventable import has_unpreventable, unpreventable_by  # 615.12

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
    prevention first, which is their best: a fog that gains life, 615.5,
    before the effects not used up, those before a fog or 615.8 shield
    without gain)."""
    if has_unpreventable(board):  # issue 33: a spell's "damage can't be prevented" (615.12)
        sure, kept, _ = _prevent_and_replace_rules(
            board, hits, shield_order, events, (), combat=True
        )
        return sure, kept
    fogs = fogged(board)  # issue 33: fogs limited to a player or some creatures (615.1)
    if board.prevent_all_combat_damage:
        for h in hits:
            # a fog that gains life goes first, the player's best (615.5, 616.1)
            if not (
                fogs
                and fog_prevents(board, h.source, h.recipient, h.amount, True, events, gain=True)
            ):
                events.append(
                    DamagePrevented(
                        "615.1", h.source, h.recipient, h.amount, "prevent all combat damage"
                    )
                )
        return [], {}
    if not _changes_damage(board):
        return hits, {}  # the usual board: nothing to prevent, shield or double
    protected = board.derived("protected_ids", lambda: _protected_ids(board))
    doubled = board.derived("doubling_ids", lambda: _doubling_ids(board))
    prevented = board.derived("prevention_ids", lambda: _prevention_ids(board))
    remaining: list[_Hit] = []
    # 616.1, the affected player's best order: a fog that gains life (615.5),
    # then the effects not used up, then a fog or 615.8 shield without gain
    for h in hits:
        if fogs and fog_prevents(board, h.source, h.recipient, h.amount, True, events, gain=True):
            continue
        if prevented and _prevented_by_effect(board, h, prevented, events):
            continue
        if h.recipient in protected:
            rule = _protection_rule(board, h)
            if rule:
                events.append(DamagePrevented(rule, h.source, h.recipient, h.amount, "protection"))
                continue
        if fogs and fog_prevents(board, h.source, h.recipient, h.amount, True, events, gain=False):
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

# what a damage rule does, by the step of the default order (616.1)
_PREVENTS, _CHANGES, _COUNTERS_INSTEAD = PREVENTS, CHANGES, COUNTERS_INSTEAD


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
    return active_statics(board, DamageRule)


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


EXILE_IF_IT_DIES = "\x00614.1a"
"""Kept in a permanent's ``damaged_by`` by an instant or sorcery whose
"if that creature would die this turn, exile it instead" applies to it
(614.1a; :mod:`mtgcombat.rules.spell_exile_instead`): no permanent has this id."""


def exiled_instead(board: Board, perm: Permanent) -> bool:
    """Whether a creature that would die is exiled instead (614.1a): a
    source that dealt it damage this turn has "if a creature dealt damage by
    ~ this turn would die, exile it instead" and is on the battlefield, or a
    permanent on the battlefield has "if ~ / SEL would die, exile it
    instead" and the creature is it or matches SEL.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> exiled_instead(board, elf)
    False
    """
    if EXILE_IF_IT_DIES in perm.damaged_by:
        return True  # a resolved spell's "if that creature would die this turn" (614.1a)
    if not perm.is_creature:
        return False
    return any(
        (rule.does == "exile_if_dies" and owner.id in perm.damaged_by)
        or (
            rule.does == "exile_dying"
            and rule.to is not None
            and _sel_matches(board, rule.to, perm, owner)
        )
        for owner, rule in damage_rules(board)
    )


def dying_zone(board: Board, perm: Permanent) -> Zone:
    """Where a permanent that would die (be put into a graveyard from the
    battlefield: destroyed, sacrificed, 700.4) goes: exile when a
    replacement of :func:`exiled_instead` applies (614.1a), else its
    owner's graveyard.

    >>> from mtgcombat import Board, Permanent, Player
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> dying_zone(Board([Player("A"), Player("B")], [elf], "A"), elf).value
    'graveyard'
    """
    if (perm.damaged_by or exiles_dying(board)) and exiled_instead(board, perm):
        return Zone.EXILE
    return Zone.GRAVEYARD


def exiles_dying(board: Board) -> bool:
    """Whether a permanent on the board has "if ~ / SEL would die, exile it
    instead" (614.1a): the cheap test, once per board, before a creature
    that would die is looked at (:func:`exiled_instead`).

    >>> from mtgcombat import Board, Player
    >>> exiles_dying(Board([Player("A"), Player("B")], [], "A"))
    False
    """
    rules = damage_rules(board)
    return bool(rules) and any(rule.does == "exile_dying" for _, rule in rules)


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
    player or controller: redirection (614.9), then prevention (a fog that
    gains life, 615.5, then the board's own effects and protection, then the
    other fogs and 615.8 shields, then the rules' in board order, then
    "prevent the next N" shields, 615.7), then the changes of the amount in
    board order (614.1a; "deals double damage" last), then "put that many
    counters on it instead" (614.1a). Each rule applies once to an event
    (614.5). Damage that can't be prevented (615.12) goes through the
    prevention effects without losing any of it. Returns the damage dealt,
    what is left of the shields and the counters put or removed."""
    counters = _Counters(board)
    protected = board.derived("protected_ids", lambda: _protected_ids(board))
    prevented = board.derived("prevention_ids", lambda: _prevention_ids(board))
    orders = replacement_orders(shield_order)
    staged: list[_Hit] = []
    sure_at: set[int] = set()
    chosen: dict[int, tuple[RuleAt, ...]] = {}  # staged index: the rules, in the chosen order
    for hit in hits:
        h = _redirect(board, rules, hit, events, combat=combat)
        sure = _unpreventable(board, rules, h, combat=combat) or unpreventable_by(board, h.source)
        applying = [
            (o, r)
            for o, r in rules
            if r.does in ORDERED and _applies(board, o, r, h, h.amount, combat=combat)
        ]
        order = orders.get(h.recipient)
        if order and not (combat and board.prevent_all_combat_damage):
            in_order = tuple(chosen_order(applying, order))
        else:
            in_order, order = tuple(default_order(applying)), None
        if len(applying) > 1:  # 616.1: the affected player's (or controller's) choice
            how = "chosen" if order else "default"
            ids = tuple(dict.fromkeys(o.id for o, _ in in_order))
            who = chooser(board, h.recipient)
            events.append(ReplacementOrder("616.1", h.source, h.recipient, who, ids, how))
        if order:
            left = _prevent(board, (), h, sure, counters, events, protected, prevented, combat)
            for at in in_order:
                if left <= 0 or at[1].does in COUNTERS_INSTEAD:
                    continue
                now = _Hit(h.source, h.recipient, left)
                if at[1].does in PREVENTS:
                    none: frozenset[str] = frozenset()
                    left = _prevent(board, (at,), now, sure, counters, events, none, none, combat)
                else:
                    left = _change(board, (at,), now, left, events, combat=combat, double=False)
            if left > 0:
                chosen[len(staged)] = in_order
        else:
            left = _prevent(board, rules, h, sure, counters, events, protected, prevented, combat)
        if left > 0:
            if sure:
                sure_at.add(len(staged))
            staged.append(_Hit(h.source, h.recipient, left))
    amounts, shields = _use_shields(board, staged, shield_order, events, frozenset(sure_at))
    dealt: list[_Hit] = []
    for i, (h, left) in enumerate(zip(staged, amounts, strict=True)):
        if i in chosen:  # changed already, in the chosen order; the source's own doubling last
            source = board.get(h.source)
            final = left * 2 if source is not None and source.deals_double_damage else left
        else:
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
    fogs = fogged(board)  # issue 33: a fog limited to a player or some creatures (615.1)
    # 616.1, the affected player's best order: a fog that gains life (615.5),
    # then the effects not used up, then a fog or 615.8 shield without gain
    if fogs and fog_prevents(board, h.source, h.recipient, amount, combat, out, gain=True):
        stopped = True
    elif combat and board.prevent_all_combat_damage:
        out.append(
            DamagePrevented("615.1", h.source, h.recipient, amount, "prevent all combat damage")
        )
        stopped = True
    elif combat and prevented and _prevented_by_effect(board, h, prevented, out):
        stopped = True
    elif not combat and _noncombat_shield(board, h):
        out.append(DamagePrevented("615.1", h.source, h.recipient, amount, "dealt_to_by"))
        stopped = True
    elif h.recipient in protected and (why := _protection_rule(board, h)):
        out.append(DamagePrevented(why, h.source, h.recipient, amount, "protection"))
        stopped = True
    elif fogs and fog_prevents(board, h.source, h.recipient, amount, combat, out, gain=False):
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
        if kind in PUTS_COUNTERS:  # 615.5; nothing is prevented when it can't be (615.12)
            put = counters_for_prevented(
                board, kind, 0 if sure else stop, h.recipient, owner.id, counters.add
            )
            events.extend(put)
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
    double: bool = True,
) -> int:
    """614.1a: "deals double that damage", "that much damage plus 1", "half
    that damage, rounded down", in board order, then (``double``) "deals
    double damage" of the source itself."""
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
    if double and source is not None and source.deals_double_damage:
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
        plus = rule.does == "plus_counters"
        n = placed(board, target, "+1/+1" if plus else "-1/-1", amount, events)
        if n:
            counters.add(h.recipient, n if plus else 0, 0 if plus else n)
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
    selector is read relative to the target ("creatures blocking it"). A
    shield whose text names no kind of source ("Prevent all damage that
    would be dealt to ~") covers damage from any source (615.1a): a spell
    resolving (608.2), or a source off the battlefield, as well as a
    permanent; a shield that names one ("by creatures") only its own."""
    source = board.get(source_id)
    return any(
        (combat or shield.noncombat)
        and (
            shield.every  # from every source (issue 33: a spell's shield)
            or shield.selector == _ANY_SOURCE
            or (source is not None and matches(board, shield.selector, source, target))
        )
        for shield in target.prevent_from
    )


# the selector of a shield that names no kind of source ("Prevent all damage
# that would be dealt to ~", "to enchanted creature"): any source (615.1a)
_ANY_SOURCE = Selector(types=frozenset())


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
            if board.are_opponents(holder, source.controller):  # not a teammate (102.3)
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
        if player.protection or player.prevent_next > 0 or player.fogs:
            return True
    for p in board.permanents:
        chars = p.characteristics  # (no property call per permanent)
        if (
            p.prevent_next > 0
            or chars.deals_double_damage
            or chars.prevent_combat_damage_by
            or chars.prevent_combat_damage_to
            or chars.prevent_from
        ):
            return True
        for a in chars.abilities:  # no generator per permanent: this runs on every board
            if isinstance(a, Protection):
                return True
    return False


def _doubling_ids(board: Board) -> frozenset[str]:
    return frozenset(p.id for p in board.permanents if p.deals_double_damage)
