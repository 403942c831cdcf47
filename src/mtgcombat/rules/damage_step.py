"""Dealing damage all at once: the combat damage step (CR 510.2), every
assigned amount of a step dealt simultaneously through 120.4 (prevention and
replacement, then the results, then the damage event; lifelink 702.15), and
noncombat damage dealt by an effect (:func:`deal_noncombat_damage`, 120.2b)
through the same path.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from mtgcombat.core.events import (
    DamageDealt,
    DamagePrevented,
    Event,
    LifeGainDrawn,
    LifeGained,
    LifeGainPrevented,
)
from mtgcombat.core.model import Board, Permanent, Player, evolve
from mtgcombat.core.ruleset import Step
from mtgcombat.core.validation import require_ids
from mtgcombat.rules.assignment_values import Assignment, Package
from mtgcombat.rules.damage_dealing import (
    _CREATURE,
    _KW_DEATHTOUCH,
    _KW_INFECT,
    _KW_LIFELINK,
    _KW_WITHER,
    _STEP_NAMES,
    _damage_permanent,
    _damage_player,
    _Hit,
    _new_DamageDealt,
    _new_DamageMarked,
    _new_LifeGained,
)
from mtgcombat.rules.damage_prevention import (
    _changes_damage,
    _mark_damaged,
    _prevent_and_replace,
    _prevent_and_replace_rules,
    _protected_ids,
    _protection_rule,
    _shield_from,
    _with_counters,
    _with_shield,
    damage_rules,
)
from mtgcombat.rules.limited_prevention import fog_prevents, fogged, spend_next_time
from mtgcombat.rules.multiplayer import cant_gain_life, cant_gain_life_rule, share_team_totals
from mtgcombat.rules.prevented_life import after_prevention  # issue 33 (session 13)
from mtgcombat.rules.unpreventable import has_unpreventable  # issue 33: 615.12


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
        abilities = source.characteristics.abilities
        if recipient in players:
            _damage_player(players, source, recipient, amount, results)
        else:
            perm = perms[recipient]
            types = perm.characteristics.types
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
                perms[recipient] = _damage_permanent(board, perm, source, amount, results)
        if abilities and _KW_LIFELINK in abilities:
            by_source[source_id] = by_source.get(source_id, 0) + amount
    if rules:
        _mark_damaged(board, rules, dealt, perms, combat=True)
    for source_id, total in by_source.items():
        source = by_id[source_id]
        gainer = players[source.controller]
        # 120.4c: replacements of the results apply here: "can't gain life"
        # (Sulfuric Vortex, 119.7; a teammate's, 810.9g), "gain twice that
        # much" (Boon Reflection).
        if gainer.cant_gain_life or (board.teams and cant_gain_life(board, gainer.id)):
            why = cant_gain_life_rule(board, gainer.id)
            results.append(LifeGainPrevented(why, gainer.id, total, source_id))
        elif gainer.life_gain_draws:  # "draw that many cards instead" (614.1a)
            drawn = gainer.life_gain_amount(total)
            results.append(LifeGainDrawn("614.1a", gainer.id, drawn, source_id))
        else:
            gained = gainer.life_gain_amount(total)
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
    if events and fogged(board):  # issue 33 (session 13): 615.5, 615.8
        new, more = after_prevention(new, events)
        results.extend(more)
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


def deal_noncombat_damage(
    board: Board,
    source_id: str,
    recipient: str,
    amount: int,
    step: str = "declare_blockers",
    *,
    spend: bool = True,
) -> tuple[Board, tuple[Event, ...]]:
    """Damage dealt by a resolving ability (not combat damage): ``source_id``
    deals ``amount`` to a permanent or player (120.2b), through 120.4 like
    combat damage. Protection prevents it (702.16e); "prevent the next N
    damage" shields apply (615.7); "deals double damage" doubles it; effects
    that prevent only *combat* damage do not apply. The results are those of
    120.3 (marked damage, -1/-1 counters for wither and infect, life loss or
    poison, deathtouch, lifelink). The source may have left the battlefield:
    its last known information is used (113.7a). ``spend=False`` keeps the
    615.8 shields it used: the caller deals one event to several recipients
    (:func:`deal_noncombat_damage_to_each`).

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
    after, events = _deal_noncombat_damage(board, source_id, recipient, amount, step, spend)
    if not board.teams:
        return after, events
    # Two-Headed Giant: the result is applied to the team's totals (810.9, 810.10)
    after, shared = share_team_totals(board, after)
    return after, (*events, *shared)


def deal_noncombat_damage_to_each(
    board: Board, source_id: str, recipients: Sequence[str], amount: int
) -> tuple[Board, list[Event]]:
    """``source_id`` deals ``amount`` to each of ``recipients`` at once: one
    damage event (120.3), so a 615.8 shield ("the next time a source of your
    choice would deal damage ..., prevent that damage") prevents all of it
    and is used up only after the whole event.

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.fog_values import FogEffect
    >>> imp = Permanent(id="imp", controller="A", power=1, toughness=1)
    >>> bears = [Permanent(id=i, controller="B", power=2, toughness=2) for i in ("b1", "b2")]
    >>> shield = FogEffect(to="you_and_your_creatures", by="chosen", combat=False, once=True,
    ...                    controller="B", source="timeline[0]", ids=("imp",))
    >>> board = Board([Player("A"), Player("B", fogs=(shield,))], [imp, *bears], "A")
    >>> after, _ = deal_noncombat_damage_to_each(board, "imp", ["b1", "b2"], 1)
    >>> after.permanent("b1").damage, after.permanent("b2").damage, after.player("B").fogs
    (0, 0, ())
    """
    events: list[Event] = []
    for recipient in recipients:
        board, dealt = deal_noncombat_damage(board, source_id, recipient, amount, spend=False)
        events.extend(dealt)
    if fogged(board):
        board = spend_next_time(board, events)  # 615.8: once, for the whole event
    return board, events


def _deal_noncombat_damage(
    board: Board, source_id: str, recipient: str, amount: int, step: str, spend: bool
) -> tuple[Board, tuple[Event, ...]]:
    events: list[Event] = []
    hit = _Hit(source_id, recipient, amount)
    rules = damage_rules(board)
    if rules or has_unpreventable(board):  # issue 33: 615.12, a spell's effect
        dealt, shields, counters = _prevent_and_replace_rules(
            board, [hit], {}, events, rules, combat=False
        )
        if fogged(board):  # issue 33 (session 13): 615.5, 615.8
            board, more = after_prevention(board, events, spend=spend)
            events.extend(more)
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
    # 616.1, the affected player's best order: a fog that gains life (615.5),
    # then the effects not used up, then a fog or 615.8 shield without gain
    fogs = fogged(board)
    if fogs and fog_prevents(board, source_id, recipient, amount, False, events, gain=True):
        board, more = after_prevention(board, events, spend=spend)
        return board, (*events, *more)
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
    if fogs and fog_prevents(board, source_id, recipient, amount, False, events, gain=False):
        # issue 33: a fog of this turn (615.1), a 615.8 shield
        board, more = after_prevention(board, events, spend=spend)
        return board, (*events, *more)
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
        board = _replace_holder(
            board, _damage_permanent(board, holder, source, hit.amount, results)
        )
    if _KW_LIFELINK in source.abilities:
        gainer = board.player(source.controller)
        if cant_gain_life(board, gainer.id):  # its own (119.7) or a teammate's (810.9g)
            why = cant_gain_life_rule(board, gainer.id)
            results.append(LifeGainPrevented(why, gainer.id, final, source_id))
        elif gainer.life_gain_draws:  # "draw that many cards instead" (614.1a)
            drawn = gainer.life_gain_amount(final)
            results.append(LifeGainDrawn("614.1a", gainer.id, drawn, source_id))
        else:
            gained = gainer.life_gain_amount(final)
            board = _replace_holder(board, evolve(gainer, life=gainer.life + gained))
            results.append(LifeGained("702.15b", gainer.id, gained, source_id))
    return board, (*events, *results)


def _replace_holder(board: Board, holder: Player | Permanent) -> Board:
    if isinstance(holder, Player):
        return board.with_players(holder if p.id == holder.id else p for p in board.players)
    return board.with_permanents(holder if p.id == holder.id else p for p in board.permanents)
