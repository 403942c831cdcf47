"""What a spell divides or distributes among its targets as its caster
chooses, other than damage (:class:`~mtgcombat.rules.spell_removal.DividedDamageEffect`):
"Prevent the next 5 damage that would be dealt this turn to any number of
targets, divided as you choose." (615.7 shields) and "Distribute two -1/-1
counters among one or two target creatures." (122.1). The division is
announced as the spell is cast, at least 1 for each target (601.2d: the
entry's ``divide``); a target illegal as it resolves gets nothing, the
others get what was announced (608.2b).

>>> str(DividedPreventEffect(5)), str(DistributeCountersEffect(2, 2, plus=False))
('prevent the next 5 damage divided as its caster chose among its targets', \
'distribute 2 -1/-1 counters among its targets as its caster chose')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mtgcombat.core.events import CountersPut, Event, PreventionShieldAdded
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.counter_placing import put_counters


@dataclass(frozen=True, slots=True)
class DividedPreventEffect:
    """Prevent the next ``amount`` damage that would be dealt this turn to
    the targets, divided as the caster chose (615.7, 601.2d), to at most
    ``most`` targets (0: as the count of targets or ``amount`` allows).

    >>> DividedPreventEffect(5).amount
    5
    """

    amount: int
    most: int = 0

    def __str__(self) -> str:
        return (
            f"prevent the next {self.amount} damage divided as its caster chose among its targets"
        )


@dataclass(frozen=True, slots=True)
class DistributeCountersEffect:
    """Put ``amount`` +1/+1 (``plus``) or -1/-1 counters on the targets,
    distributed as the caster chose (122.1, 601.2d), among at most ``most``.

    >>> DistributeCountersEffect(3, 3).plus
    True
    """

    amount: int
    most: int = 0
    plus: bool = True

    def __str__(self) -> str:
        kind = "+1/+1" if self.plus else "-1/-1"
        return f"distribute {self.amount} {kind} counters among its targets as its caster chose"


DIVIDED = (DividedPreventEffect, DistributeCountersEffect)
"""The effects here; :func:`~mtgcombat.rules.spell_removal.divided` finds them."""


def apply_divided(
    board: Board,
    effect: DividedPreventEffect | DistributeCountersEffect,
    targets: Sequence[str],
    division: Mapping[str, int],
    source: str,
) -> tuple[Board, list[Event]]:
    """Each legal target's share (608.2b): a prevention shield of that much
    (615.7; a player's too), or that many counters (122.1; none on a
    permanent that can't have counters).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_divided(board, DividedPreventEffect(3), ["bear", "B"],
    ...                               {"bear": 2, "B": 1}, "timeline[0]")
    >>> after.permanent("bear").prevent_next, after.player("B").prevent_next
    (2, 1)
    >>> after, _ = apply_divided(board, DistributeCountersEffect(2, 2, False), ["bear"],
    ...                          {"bear": 2}, "timeline[0]")
    >>> after.permanent("bear").current_toughness
    0
    """
    events: list[Event] = []
    for target in targets:
        share = division.get(target, 0)
        if share <= 0:
            continue
        if board.is_player(target):
            if isinstance(effect, DividedPreventEffect):
                player = board.player(target)
                changed = evolve(player, prevent_next=player.prevent_next + share)
                board = board.with_players(changed if p.id == target else p for p in board.players)
                events.append(PreventionShieldAdded("615.7", target, share, source))
            continue
        perm = board.get(target)
        if perm is None or not perm.on_battlefield:
            continue
        if isinstance(effect, DividedPreventEffect):
            changed_perm = evolve(perm, prevent_next=perm.prevent_next + share)
            events.append(PreventionShieldAdded("615.7", target, share, source))
        else:
            kind = "+1/+1" if effect.plus else "-1/-1"
            changed_perm, n = put_counters(board, perm, kind, share, events)
            if not n:
                continue
            events.append(CountersPut("122.1", target, kind, n, source))
        board = board.with_permanents(
            changed_perm if p.id == target else p for p in board.permanents
        )
    return board, events


def divided_other(
    effects: Sequence[object],
) -> DividedPreventEffect | DistributeCountersEffect | None:
    """The spell's division of one of these effects, if it has one.

    >>> divided_other([DividedPreventEffect(4)]) is not None, divided_other([])
    (True, None)
    """
    return next((e for e in effects if isinstance(e, DIVIDED)), None)


__all__ = [
    "DIVIDED",
    "DistributeCountersEffect",
    "DividedPreventEffect",
    "apply_divided",
    "divided_other",
]
