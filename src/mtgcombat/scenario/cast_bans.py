"""A timeline entry a permanent's static ability forbids: "Your opponents
can't cast spells during combat", "... during your turn" and "Players can't
cast spells during combat" (:attr:`~mtgcombat.core.abilities.PlayerEffect.cant_cast`;
101.2: a "can't" beats a "can"; 601.3: a player begins to cast a spell only
if no effect forbids it). An entry it forbids is refused with one line
rather than cast: the entry's caster is one of the players the ability
names, and for "during your turn" the active player is the ability's
controller or, with shared team turns (Two-Headed Giant, 810), a teammate:
the turn is the team's (every timeline point is during combat)."""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.abilities import PlayerEffect
from mtgcombat.core.model import Board
from mtgcombat.core.selectors import condition_holds, players_in_group
from mtgcombat.rules.timeline import TimelineEntry
from mtgcombat.scenario.errors import _Fail


def check_cast_bans(board: Board, timeline: Sequence[TimelineEntry], fail: _Fail) -> None:
    """Refuse the first entry of ``timeline`` that a permanent's static
    ability forbids.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.rules.timeline import Point, Spell
    >>> ban = PlayerEffect(who="opponents", cant_cast="your_turn")
    >>> dragon = Permanent(id="dragon", controller="A", power=5, toughness=7,
    ...                    name="Dromoka", statics=(ban,))
    >>> board = Board([Player("A"), Player("B")], [dragon], "A")
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, Spell("Draw a card.", ()), (), "B",
    ...                       "timeline[0]")
    >>> def fail(path, key, rule=None, **facts):
    ...     return ValueError(path, key, rule)
    >>> check_cast_bans(board, [entry], fail)
    Traceback (most recent call last):
    ...
    ValueError: ('timeline[0].controller', 'timeline_cast_forbidden_your_turn', '101.2, 601.2')
    >>> check_cast_bans(Board(board.players, [dragon], "B"), [entry], fail)  # B's turn
    """
    for perm in board.permanents:
        if not perm.statics or not perm.on_battlefield:
            continue
        for static in perm.statics:
            if not isinstance(static, PlayerEffect) or not static.cant_cast:
                continue
            if static.cant_cast == "your_turn" and board.active_player not in board.team_of(
                perm.controller
            ):
                continue  # 810: a team shares its turn (as in rules.triggers_cast)
            if static.condition is not None and not condition_holds(board, static.condition, perm):
                continue  # 611.3a
            banned = players_in_group(board, static.who, perm.controller)
            key = {"opponents": "", "each": "players_", "you": "you_"}[
                static.who
            ] + static.cant_cast
            for entry in timeline:
                caster = entry.controller or next(
                    (p.id for p in board.players if p.id != board.active_player), ""
                )
                if caster in banned:
                    raise fail(
                        f"{entry.name}.controller", f"timeline_cast_forbidden_{key}",
                        "101.2, 601.2", card=perm.name or perm.id, id=perm.id, player=caster,
                    )  # fmt: skip
