"""An attacking creature a spell makes blocked (issue 33): "Target
unblocked attacking creature becomes blocked." (Curtain of Light, Dazzling
Beauty; 509.1h).

An attacking creature is blocked or unblocked once blockers are declared
(509.1h); an effect may then make an unblocked one blocked, and it stays
blocked until it leaves combat or combat ends, though no creature blocks it
(506.4). It then deals no combat damage (510.1c), unless it has trample: all
its damage goes to the player, planeswalker or battle it attacks (702.19d),
as with a blocked creature whose blockers all left. The engine keeps this as
the attacker's ``blocked`` mark, the one a creature whose blockers left
keeps. Becoming blocked this way triggers its "whenever ~ becomes blocked"
abilities (509.3c now, 509.5c in 2023), which
:func:`~mtgcombat.rules.triggers_blocks.entering_blocker_triggers` resolves;
"becomes blocked by a creature" ones do not trigger (no creature blocks it).

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
>>> board = Board([Player("A"), Player("B")], [bear], "A")
>>> after, events = apply_becomes_blocked(board, "current", ("bear",), "timeline[0]")
>>> after.is_blocked("bear"), [e.rule for e in events]
(True, ['509.1h', '509.3c'])
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.blocking_events import BecomesBlocked, block_trigger_rule
from mtgcombat.core.events import BlockedByEffect, Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class BecomesBlockedEffect:
    """The target, an unblocked attacking creature, becomes blocked (509.1h).

    >>> str(BecomesBlockedEffect())
    'the target becomes blocked'
    """

    def __str__(self) -> str:
        return "the target becomes blocked"


def apply_becomes_blocked(
    board: Board, rules: RuleSet | str, targets: Iterable[str], source: str
) -> tuple[Board, list[Event]]:
    """Each target still attacking and unblocked becomes blocked (509.1h),
    and its "becomes blocked" event is given for its triggers (509.3c,
    509.5c in 2023). One blocked already (or no longer attacking: it left
    combat) is not a legal target any more (608.2b) and stays as it is.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B",
    ...                  blocked=True)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> apply_becomes_blocked(board, "2023", ("bear",), "timeline[0]")[1]
    []
    """
    rules = RuleSet.coerce(rules)
    events: list[Event] = []
    for target in targets:
        perm = board.get(target)
        if perm is None or not board.is_attacking(target) or board.is_blocked(target):
            continue
        board = board.with_permanents(
            evolve(p, blocked=True) if p.id == target else p for p in board.permanents
        )
        events.append(BlockedByEffect("509.1h", target, source))
        events.append(BecomesBlocked(block_trigger_rule(rules, "c"), target))
    return board, events


__all__ = ["BecomesBlockedEffect", "apply_becomes_blocked"]
