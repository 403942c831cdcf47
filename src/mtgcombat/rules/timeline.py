"""Changes between the steps of combat: a timeline of spells, and the whole phase.

A scenario's timeline lists what players cast between the steps, each entry
at one point: after attackers are declared, after blockers are declared, or
after first-strike combat damage. Each entry is a spell with a fixed effect
(:class:`Spell`, read from a card sentence at the edge, in
:mod:`mtgcombat.text`) and the ids it targets. It resolves at its point, as
when no player responds (608.2); a target that is no longer legal makes it
do nothing (608.2b). Then state-based actions are performed (704.3).

The consequences the rules attach follow from the board: a creature that
gains first strike before combat damage creates the first-strike step
(510.4); one that gains first strike after that step still deals damage in
the regular step, having dealt none (702.7c); one that gains double strike
after it deals damage again (702.4d); a creature removed from combat, or
destroyed, deals and is dealt no combat damage (506.4); a creature token put
onto the battlefield blocking enters the attacker's damage assignment order
under the 2023 rules where its entry's ``order`` places it (509.7; 509.4 now,
with no order). Entries after attackers are declared resolve before any
creature blocks (:func:`before_blocks`); the blocks are declared after them
(:func:`declare_blockers`).

:func:`run_combat` runs the phase from declared attackers to the end of
combat (511): the attack triggers, the timeline, the declare blockers step's
triggers, the combat damage steps.

This module is the face of its parts, and names them both:

* :mod:`~mtgcombat.rules.timeline_entries`: the entries, casting and
  resolving them (601.2c, 608.2);
* :mod:`~mtgcombat.rules.timeline_run`: running the phase with them, and the
  effects that last until end of turn (514.2).

>>> from mtgcombat.core.abilities import PumpEffect
>>> from mtgcombat.core.model import Board, Permanent, Player
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
>>> ogre = Permanent(id="ogre", controller="B", power=3, toughness=3, blocking=["bear"])
>>> board = Board([Player("A"), Player("B")], [bear, ogre], "A")
>>> growth = Spell("Target creature gets +3/+3 until end of turn.", (PumpEffect("target", 3, 3),))
>>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, growth, ("bear",))
>>> result = run_combat(board, "current", (entry,), auto=True)
>>> result.board.permanent("ogre").zone.value, result.board.permanent("bear").zone.value
('graveyard', 'battlefield')
"""

from __future__ import annotations

from mtgcombat.rules.timeline_entries import (
    Point,
    Spell,
    SpellEffect,
    TimelineEntry,
    TimelineError,
    apply_entry,
    cast_check,
    target_problem,
)
from mtgcombat.rules.timeline_run import (
    PhaseResult,
    after_attackers,
    after_blockers,
    before_blocks,
    declare_blockers,
    end_turn_effects,
    run_combat,
    tap_attackers,
    until_end_of_turn,
)
from mtgcombat.rules.timeline_tokens import TokenBlockingEffect, token_id

__all__ = [
    "PhaseResult",
    "Point",
    "Spell",
    "SpellEffect",
    "TimelineEntry",
    "TimelineError",
    "TokenBlockingEffect",
    "after_attackers",
    "after_blockers",
    "apply_entry",
    "before_blocks",
    "cast_check",
    "declare_blockers",
    "end_turn_effects",
    "run_combat",
    "tap_attackers",
    "target_problem",
    "token_id",
    "until_end_of_turn",
]
