"""What dealt damage does to its recipient (CR 120.3): to a player, life
loss or poison counters (120.3a-b, infect 702.90); to a planeswalker or a
battle, counters removed (120.3c, 120.3h); to a creature, -1/-1 counters
(wither, infect: 120.3d) or marked damage (120.3e), with deathtouch noted
(702.2). Also the record of one hit and the enum members and event makers the
hot paths read, bound once as Final names.
"""

from __future__ import annotations

from typing import Final

from mtgcombat.core.events import CountersRemoved, Event, LifeLossLimited, SiegeTriggered
from mtgcombat.core.events import made as _made
from mtgcombat.core.model import Board, CardType, Keyword, Permanent, Player, evolve, fast_init
from mtgcombat.core.ruleset import Step
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.counter_placing import placed, with_counters
from mtgcombat.rules.multiplayer import add_commander_damage

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
    board: Board, perm: Permanent, source: Permanent, amount: int, out: list[Event]
) -> Permanent:
    counters = perm.counters
    types = perm.characteristics.types  # (no property call)
    if _CREATURE in types and len(types) == 1:
        # the usual recipient, a plain creature: 120.3d-e below, with no
        # loyalty or defense to look at
        abilities = source.characteristics.abilities
        if _KW_WITHER in abilities or _KW_INFECT in abilities:
            n = placed(board, perm, "-1/-1", amount, out)
            if n:  # none on e.g. Tatterkite: the result is nothing
                counters = with_counters(counters, "-1/-1", n)
                out.append(_new_CountersPut("120.3d", perm.id, "-1/-1", n, source.id))
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
            n = placed(board, perm, "-1/-1", amount, out)
            if n:  # none on e.g. Tatterkite: the result is nothing
                counters = with_counters(counters, "-1/-1", n)
                out.append(_new_CountersPut("120.3d", perm.id, "-1/-1", n, source.id))
        else:
            damage += amount
            out.append(_new_DamageMarked("120.3e", perm.id, amount, source.id))
        deathtouched = deathtouched or source.has(_KW_DEATHTOUCH)
    return evolve(perm, counters=counters, damage=damage, deathtouch_damaged=deathtouched)
