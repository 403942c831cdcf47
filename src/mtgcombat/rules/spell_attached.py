"""A spell's removal of its target together with what is attached to it:
"Destroy target creature with flying and all Equipment attached to that
creature." (Eaten by Spiders), "Exile target attacking creature and all
Equipment attached to it." (Soul Nova), "Return target creature and all
Auras attached to it to their owners' hands." (Hubris).

The attached permanents are found as the spell resolves, while they are
still attached to the target (their removal and the target's happen at once,
608.2c): each Equipment is destroyed (701.8: indestructible and
regeneration apply to it alone) or exiled (406.2), each Aura returned to its
owner's hand. They are not targets (115.1), so protection or hexproof on
them does not stop this; a target gone as the spell resolves changes
nothing (608.2b).

>>> str(AttachedAlsoEffect("destroy", "equipment"))
'destroy all Equipment attached to the target'
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.abilities import DestroyEffect, ReturnToHandEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.spell_effects import SpellExileEffect, apply_targeted
from mtgcombat.rules.spell_leaving import destroy_permanent

_KINDS = {"equipment": "Equipment", "aura": "Auras"}


@dataclass(frozen=True, slots=True)
class AttachedAlsoEffect:
    """``action`` ("destroy", "exile", "return": to its owner's hand) every
    permanent of ``what`` ("equipment", "aura") attached to the target.

    >>> AttachedAlsoEffect("return", "aura").what
    'aura'
    """

    action: Literal["destroy", "exile", "return"]
    what: Literal["equipment", "aura"]

    def __str__(self) -> str:
        tail = " to their owners' hands" if self.action == "return" else ""
        return f"{self.action} all {_KINDS[self.what]} attached to the target{tail}"


def apply_attached_also(
    board: Board, rules: RuleSet, effect: AttachedAlsoEffect, targets: tuple[str, ...], source: str
) -> tuple[Board, list[Event]]:
    """The effect on what is attached to each target still on the
    battlefield, before the target itself leaves.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> sword = Permanent(id="sword", controller="A", types=frozenset({"artifact"}),
    ...                   subtypes=frozenset({"Equipment"}), attached_to="bear")
    >>> board = Board([Player("A"), Player("B")], [bear, sword], "A")
    >>> after, _ = apply_attached_also(board, RuleSet.CURRENT,
    ...     AttachedAlsoEffect("destroy", "equipment"), ("bear",), "timeline[0]")
    >>> after.permanent("sword").zone.value, after.permanent("bear").zone.value
    ('graveyard', 'battlefield')
    """
    events: list[Event] = []
    for target in targets:
        holder = board.get(target)
        if holder is None or not holder.on_battlefield:
            continue
        attached = [
            p.id
            for p in board.permanents
            if p.attached_to == target
            and p.on_battlefield
            and effect.what in {s.casefold() for s in p.subtypes}
        ]
        for pid in attached:
            perm = board.permanent(pid)
            if effect.action == "destroy":
                board, done = destroy_permanent(board, rules, DestroyEffect("target"), perm, source)
            elif effect.action == "exile":
                board, done = apply_targeted(board, rules, SpellExileEffect(), pid, source)
            else:
                return_ = ReturnToHandEffect("target")
                board, done = apply_targeted(board, rules, return_, pid, source)
            events.extend(done)
    return board, events


__all__ = ["AttachedAlsoEffect", "apply_attached_also"]
