"""What happens after a fog prevented damage (issue 33, session 13): the
additional effect "You gain life equal to the damage prevented this way."
(615.5: right after the damage event the prevention changed), then the
shields of 615.8 that event used up (:func:`~mtgcombat.rules.limited_prevention.spend_next_time`).

The life is gained as any other life gain is (119.3), so its replacements
apply: "can't gain life" (119.7), "gain twice that much", "draw that many
cards instead" (614.1a), as for lifelink's gain.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.event import Event
from mtgcombat.core.events import LifeGainDrawn, LifeGained, LifeGainPrevented
from mtgcombat.core.fog_events import FogPreventsDamage
from mtgcombat.core.model import Board, evolve
from mtgcombat.rules.limited_prevention import spend_next_time
from mtgcombat.rules.multiplayer import cant_gain_life, cant_gain_life_rule


def after_prevention(
    board: Board, events: Sequence[Event], *, spend: bool = True
) -> tuple[Board, list[Event]]:
    """The board after the additional effects of the fogs that prevented
    damage in ``events`` (one damage event) and their events: each fog that
    gains life gives its controller the damage it prevented (615.5), then
    the 615.8 shields used up end. Without ``spend`` they are kept: the
    caller deals the same event to more recipients and spends them once,
    for the whole event (120.3, 615.8).

    >>> from mtgcombat import Board, Player
    >>> from mtgcombat.core.fog_values import FogEffect
    >>> shield = FogEffect(by="target", combat=False, once=True, gain=True, controller="B",
    ...                    source="timeline[0]", ids=("ogre",))
    >>> board = Board([Player("A"), Player("B", fogs=(shield,))], [], "A")
    >>> used = FogPreventsDamage("615.8", "ogre", "B", 5, shield.code, "timeline[0]")
    >>> after, happened = after_prevention(board, [used])
    >>> after.player("B").life, after.player("B").fogs, [e.kind for e in happened]
    (25, (), ['life_gained'])
    """
    prevented: dict[tuple[str, str], int] = {}
    for e in events:
        if type(e) is FogPreventsDamage:
            key = (e.effect, e.fog)
            prevented[key] = prevented.get(key, 0) + e.amount
    if not prevented:
        return board, []
    out: list[Event] = []
    for player in board.players:
        for fog in player.fogs:
            amount = prevented.get((fog.source, fog.code), 0)
            if fog.gain and amount > 0:
                board = _gain(board, fog.controller, amount, fog.source, out)
    return (spend_next_time(board, events) if spend else board), out


def _gain(board: Board, who: str, amount: int, source: str, out: list[Event]) -> Board:
    """``who`` gains ``amount`` life (119.3), its replacements applied."""
    gainer = board.player(who)
    if gainer.cant_gain_life or (board.teams and cant_gain_life(board, who)):
        out.append(LifeGainPrevented(cant_gain_life_rule(board, who), who, amount, source))
        return board
    if gainer.life_gain_draws:  # "draw that many cards instead" (614.1a)
        out.append(LifeGainDrawn("614.1a", who, gainer.life_gain_amount(amount), source))
        return board
    gained = gainer.life_gain_amount(amount)
    out.append(LifeGained("615.5", who, gained, source))
    return board.with_players(
        evolve(p, life=p.life + gained) if p.id == who else p for p in board.players
    )


__all__ = ["after_prevention"]
