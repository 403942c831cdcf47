"""A spell that gains control of its target until end of turn (613.1b,
layer 2: "Gain control of target creature until end of turn."; "Untap
target creature and gain control of it until end of turn."). The target's
controller becomes the spell's; an attacking or blocking creature whose
controller changes is removed from combat (506.4), a blocker it blocked
staying blocked (509.1h). The effect ends in the cleanup step (514.2:
:func:`mtgcombat.rules.timeline_run.end_turn_effects` gives control back).
:func:`apply_gain_control` carries it out for
:mod:`~mtgcombat.rules.spell_effects`, which dispatches to it.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.control_events import ControlChanged
from mtgcombat.core.events import Event, RemovedFromCombat
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.ordering import remove_from_combat


@dataclass(frozen=True, slots=True)
class GainControlEffect:
    """The spell's controller gains control of the target until end of
    turn (613.1b).

    >>> str(GainControlEffect())
    'gain control of the target until end of turn'
    """

    def __str__(self) -> str:
        return "gain control of the target until end of turn"


def apply_gain_control(
    board: Board, rules: RuleSet, targets: Iterable[str], controller: str, source: str
) -> tuple[Board, list[Event]]:
    """``controller`` gains control of each target still on the battlefield;
    one in combat leaves it (506.4). A target the caster already controls
    does not change.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_gain_control(board, RuleSet.CURRENT, ["bear"], "B", "timeline[0]")
    >>> after.permanent("bear").controller, after.attackers(), [e.rule for e in events]
    ('B', (), ['506.4', '613.1b'])
    """
    events: list[Event] = []
    for target in targets:
        perm = board.get(target)
        if perm is None or not perm.on_battlefield or perm.controller == controller:
            continue
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
            events.append(RemovedFromCombat("506.4", target))
        perm = board.permanent(target)
        # its owner stays who it was (108.3): the player it leaves the game
        # with; the effect ends if the new controller leaves (800.4a)
        owner = perm.owner_id
        changed = evolve(
            perm,
            controller=controller,
            owner="" if owner == controller else owner,
            control_by_effect=owner != controller,
        )
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
        events.append(ControlChanged("613.1b", target, controller, perm.controller, source))
    return board, events


__all__ = ["GainControlEffect", "apply_gain_control"]
