"""An instant's or sorcery's "If that creature would die this turn, exile it
instead." and "If a creature dealt damage this way would die this turn,
exile it instead." (614.1a): a replacement effect until end of turn on the
spell's target, or on each permanent the spell dealt damage to as it
resolved (120.3). Such a permanent that would die (be put into a graveyard
from the battlefield, 700.4: lethal damage or 0 toughness, 704.5f-g,
destruction, sacrifice) is exiled instead: it never dies, so no "dies"
trigger, undying or persist sees it (603.6c, 702.93a, 702.79a).

The effect is set up as the spell reaches the sentence (608.2c), after its
damage and before the state-based actions that follow the spell (704.3),
so a creature the spell's own damage kills is exiled. The mark is kept in
the permanent's ``damaged_by`` (:data:`~mtgcombat.rules.damage_prevention.EXILE_IF_IT_DIES`),
which the state-based actions and destruction already read
(:func:`~mtgcombat.rules.damage_prevention.dying_zone`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from mtgcombat.core.events import DamageDealt, Event, ExileInsteadOfDying
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.damage_prevention import EXILE_IF_IT_DIES


@dataclass(frozen=True, slots=True)
class ExileIfDiesEffect:
    """Exile instead of dying this turn (614.1a): the spell's target, or
    with ``dealt`` each permanent the spell has dealt damage to as it
    resolves ("a creature dealt damage this way"; with ``creatures``, only
    a creature: "a permanent dealt damage this way" sets it false).

    >>> str(ExileIfDiesEffect())
    'if the target would die this turn, exile it instead'
    >>> str(ExileIfDiesEffect(dealt=True))
    'if a creature dealt damage this way would die this turn, exile it instead'
    """

    dealt: bool = False
    creatures: bool = True

    def __str__(self) -> str:
        if not self.dealt:
            return "if the target would die this turn, exile it instead"
        what = "creature" if self.creatures else "permanent"
        return f"if a {what} dealt damage this way would die this turn, exile it instead"


def exile_instead(
    board: Board,
    effect: ExileIfDiesEffect,
    targets: Sequence[str],
    happened: Iterable[Event],
    source: str,
) -> tuple[Board, list[Event]]:
    """The board with the replacement set up on the spell's ``targets``, or
    with ``dealt`` on each permanent ``happened`` shows the spell ``source``
    dealt damage to (more than 0, 120.3); those no longer on the battlefield
    are passed over (a new object, 400.7).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = exile_instead(board, ExileIfDiesEffect(), ["bear"], (), "timeline[0]")
    >>> [e.kind for e in events]
    ['exile_instead_of_dying']
    >>> dealt = DamageDealt("120.4b", "timeline[0]", "bear", 2, False, "")
    >>> _, events = exile_instead(board, ExileIfDiesEffect(dealt=True), [], [dealt], "t[1]")
    >>> events
    []
    """
    if effect.dealt:
        chosen = [
            e.recipient
            for e in happened
            if isinstance(e, DamageDealt) and e.source == source and e.amount > 0
        ]
    else:
        chosen = list(targets)
    events: list[Event] = []
    for pid in dict.fromkeys(chosen):
        perm = board.get(pid)
        if perm is None or not perm.on_battlefield:
            continue  # a player, or gone (400.7)
        if effect.dealt and effect.creatures and not perm.is_creature:
            continue
        if EXILE_IF_IT_DIES not in perm.damaged_by:
            marked = evolve(perm, damaged_by=perm.damaged_by | {EXILE_IF_IT_DIES})
            board = board.with_permanents(marked if p.id == pid else p for p in board.permanents)
        events.append(ExileInsteadOfDying("614.1a", pid, source))
    return board, events
