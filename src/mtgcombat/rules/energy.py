"""Energy counters on players (107.14, 122.1): "you get {E}{E}" puts
energy counters on the ability's controller; "you may pay {E}{E}. If you
do, ..." removes them (to pay {E}, a player removes an energy counter from
themselves, 107.14). A player with fewer energy counters than the payment
can't pay it: the payment is not done, so what "if you do" makes of it does
not happen either (608.2c; :func:`mtgcombat.rules.triggers_targets._resolve`
stops after a first effect with no event). Each change is an event: energy
got (``counters_put``, rule 107.14) or paid (``counters_removed``, 107.14).
Dispatched from :func:`mtgcombat.rules.trigger_effects_more.apply_more`.
"""

from __future__ import annotations

from mtgcombat.core.effect_values import EnergyEffect
from mtgcombat.core.events import CountersPut, CountersRemoved, Event
from mtgcombat.core.model import Board, evolve


def apply_energy(
    board: Board, effect: EnergyEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """The board after ``controller`` gets or pays ``effect.amount``
    energy for ``source``'s ability, and its event; a payment the player
    can't make changes nothing and has no event (107.14).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A", energy=1), Player("B")], [], "A")
    >>> after, events = apply_energy(board, EnergyEffect(2), "A", "guide")
    >>> after.player("A").energy, [(e.kind, e.rule, e.amount) for e in events]
    (3, [('counters_put', '107.14', 2)])
    >>> after, events = apply_energy(after, EnergyEffect(2, pay=True), "A", "guide")
    >>> after.player("A").energy, [(e.kind, e.amount) for e in events]
    (1, [('counters_removed', 2)])
    >>> apply_energy(after, EnergyEffect(2, pay=True), "A", "guide")[1]
    []
    """
    player = board.player(controller)
    if effect.pay:
        if player.energy < effect.amount:
            return board, []  # it can't be paid (107.14)
        changed = evolve(player, energy=player.energy - effect.amount)
        event: Event = CountersRemoved("107.14", controller, "energy", effect.amount, source)
    else:
        changed = evolve(player, energy=player.energy + effect.amount)
        event = CountersPut("107.14", controller, "energy", effect.amount, source)
    board = board.with_players(changed if p.id == controller else p for p in board.players)
    return board, [event]
