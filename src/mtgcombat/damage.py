"""Dealing combat damage (510.2) and what damage does (CR 120).

All combat damage of a step is dealt at once. Each assigned amount goes
through 120.4 in order: prevention and replacement (protection 702.16e,
"prevent all combat damage", "prevent the next N damage" shields 615.7,
doubling), then the results (120.3: life loss, poison, loyalty and defense
counters, -1/-1 counters, marked damage, lifelink), then the damage event.

>>> from mtgcombat.model import Board, Permanent, Player, Keyword
>>> from mtgcombat.assignment import Package
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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from mtgcombat.assignment import Package
from mtgcombat.blocks import has_quality
from mtgcombat.events import (
    CountersPut,
    CountersRemoved,
    DamageDealt,
    DamageMarked,
    DamagePrevented,
    DamagePreventedByEffect,
    Event,
    LifeGained,
    LifeGainPrevented,
    LifeLossLimited,
    LifeLost,
    SiegeTriggered,
)
from mtgcombat.model import (
    Board,
    CardType,
    Keyword,
    Permanent,
    Player,
    Protection,
    evolve,
    fast_init,
)
from mtgcombat.rules import Step
from mtgcombat.selectors import matches


@fast_init
@dataclass(frozen=True, slots=True)
class _Hit:
    source: str
    recipient: str
    amount: int


def deal_combat_damage(
    board: Board,
    assignments: Package,
    step: Step = Step.REGULAR,
    *,
    shield_order: Mapping[str, Sequence[str]] | None = None,
) -> tuple[Board, tuple[Event, ...]]:
    """Deal a step's assigned combat damage simultaneously (510.2, 120.4).

    ``shield_order`` lets the holder of a "prevent the next N damage" shield
    say which sources it stops first when several hit at once (615.7): for a
    recipient id, a list of source ids. By default sources go in board order.
    Returns the new board and the events; the input board is not changed."""
    hits = [
        _Hit(a.creature, r, amount)
        for a in sorted(assignments, key=lambda a: board.position(a.creature))
        for r, amount in a.amounts
        if amount > 0
    ]
    events: list[Event] = []
    dealt, shields_left = _prevent_and_replace(board, hits, shield_order or {}, events)
    dealt_events = [
        DamageDealt("120.4b", h.source, h.recipient, h.amount, True, step.value) for h in dealt
    ]
    # Shields used up by prevention (615.7) keep only what is left of them.
    if shields_left:
        players = {p.id: _with_shield(p, shields_left) for p in board.players}
        perms = {p.id: _with_shield(p, shields_left) for p in board.permanents}
    else:
        players = {p.id: p for p in board.players}
        perms = {p.id: p for p in board.permanents}
    results: list[Event] = []
    for h in dealt:
        source = board.permanent(h.source)
        if h.recipient in players:
            _damage_player(players, source, h, results)
        else:
            perms[h.recipient] = _damage_permanent(perms[h.recipient], source, h, results)
    # Lifelink (702.15, 120.3f): one life gain per source, for all it dealt.
    by_source: dict[str, int] = {}
    for h in dealt:
        by_source[h.source] = by_source.get(h.source, 0) + h.amount
    for source_id, total in by_source.items():
        source = board.permanent(source_id)
        if Keyword.LIFELINK not in source.abilities:
            continue
        gainer = players[source.controller]
        # 120.4c: replacements of the results apply here: "can't gain life"
        # (Sulfuric Vortex), "gain twice that much" (Boon Reflection).
        if gainer.cant_gain_life:
            results.append(LifeGainPrevented("120.4c", gainer.id, total, source_id))
        else:
            gained = total * gainer.life_gain_multiplier
            players[gainer.id] = evolve(gainer, life=gainer.life + gained)
            results.append(LifeGained("702.15b", gainer.id, gained, source_id))
    new = board.with_permanents(perms[p.id] for p in board.permanents)
    new = new.with_players(players[p.id] for p in board.players)
    return new, (*events, *dealt_events, *results)


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
    protected = board.derived("protected_ids", lambda: _protected_ids(board))
    shielded = board.derived("shielded_ids", lambda: _shielded_ids(board))
    doubled = board.derived("doubling_ids", lambda: _doubling_ids(board))
    prevented = board.derived("prevention_ids", lambda: _prevention_ids(board))
    if not protected and not shielded and not doubled and not prevented:
        return hits, {}
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
        stop = min(shields[h.recipient], amounts[i])
        if stop:
            shields[h.recipient] -= stop
            amounts[i] -= stop
            events.append(DamagePrevented("615.7", h.source, h.recipient, stop, "shield"))
    dealt: list[_Hit] = []
    for h, left in zip(remaining, amounts, strict=True):
        final = left * 2 if h.source in doubled else left
        if final > 0:  # 120.8: zero damage is not dealt
            dealt.append(_Hit(h.source, h.recipient, final))
    return dealt, shields


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


def _doubling_ids(board: Board) -> frozenset[str]:
    return frozenset(p.id for p in board.permanents if p.deals_double_damage)


def _damage_player(
    players: dict[str, Player], source: Permanent, h: _Hit, out: list[Event]
) -> None:
    player = players[h.recipient]
    if source.has(Keyword.INFECT):
        player = evolve(player, poison=player.poison + h.amount)
        out.append(CountersPut("120.3b", player.id, "poison", h.amount, source.id))
    else:
        lost = h.amount
        if player.life_floor:
            # "Damage can't reduce your life total below 1": the damage is
            # dealt; its result stops at 1 (120.4c), or at the life total
            # when that is already lower.
            lost = max(0, min(h.amount, player.life - 1))
            if lost < h.amount:
                out.append(LifeLossLimited("120.4c", player.id, h.amount - lost, source.id))
        if lost:
            player = evolve(player, life=player.life - lost)
            out.append(LifeLost("120.3a", player.id, lost, source.id))
    toxic = source.total_toxic
    if toxic:
        player = evolve(player, poison=player.poison + toxic)
        out.append(CountersPut("120.3g", player.id, "poison", toxic, source.id))
    players[player.id] = player


def _damage_permanent(perm: Permanent, source: Permanent, h: _Hit, out: list[Event]) -> Permanent:
    counters = perm.counters
    if perm.is_type(CardType.PLANESWALKER):
        removed = min(h.amount, counters.loyalty)
        counters = evolve(counters, loyalty=counters.loyalty - removed)
        out.append(CountersRemoved("120.3c", perm.id, "loyalty", removed, source.id))
    if perm.is_type(CardType.BATTLE):
        removed = min(h.amount, counters.defense)
        counters = evolve(counters, defense=counters.defense - removed)
        out.append(CountersRemoved("120.3h", perm.id, "defense", removed, source.id))
        if removed and not counters.defense and perm.is_siege:
            out.append(SiegeTriggered("310.11b", perm.id))
    damage = perm.damage
    deathtouched = perm.deathtouch_damaged
    if perm.is_creature:
        if source.has(Keyword.WITHER) or source.has(Keyword.INFECT):
            if not perm.cant_have_counters:  # e.g. Tatterkite: the result is nothing
                counters = evolve(counters, minus_one=counters.minus_one + h.amount)
                out.append(CountersPut("120.3d", perm.id, "-1/-1", h.amount, source.id))
        else:
            damage += h.amount
            out.append(DamageMarked("120.3e", perm.id, h.amount, source.id))
        deathtouched = deathtouched or source.has(Keyword.DEATHTOUCH)
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
    its last known information is used (113.7a)."""
    if amount <= 0:
        return board, ()
    events: list[Event] = []
    hit = _Hit(source_id, recipient, amount)
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
    hit = _Hit(source_id, recipient, final)
    events.append(DamageDealt("120.4b", source_id, recipient, final, False, step))
    results: list[Event] = []
    if isinstance(holder, Player):
        players = {p.id: p for p in board.players}
        # toxic: combat damage only (702.164c), granted instances included
        _damage_player(players, evolve(source, toxic=0, granted=None), hit, results)
        board = board.with_players(players[p.id] for p in board.players)
    else:
        board = _replace_holder(board, _damage_permanent(holder, source, hit, results))
    if Keyword.LIFELINK in source.abilities:
        gainer = board.player(source.controller)
        if gainer.cant_gain_life:
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
