"""Carrying out "attach ~ to it" (session 9; 701.3): an Aura or Equipment
whose triggered ability follows a creature entering the battlefield moves
onto that creature.

To attach is to take the Aura or Equipment from where it is attached, if
anywhere, and put it onto the object (701.3a). It can't be attached to an
object it couldn't enchant or equip, and then it doesn't move; attached to
the object it is already on, nothing happens (701.3b). An Equipment equips
only a creature, and an Equipment that is also a creature equips nothing
(301.5c); an Aura goes only where its enchant ability allows (303.4a,
702.5a): the engine reads every Aura with this effect as "Enchant creature"
(every card printed with it is), so it attaches it to a creature only. A
creature with protection from a quality can't be enchanted or equipped by
an Aura or Equipment with that quality (702.16c, 702.16d). Nothing happens
when the Aura or Equipment, or the creature, has left the battlefield
(400.7). The static abilities of the Aura or Equipment then apply to its
new host (611.3a, 613): they are read from ``attached_to`` each time.
"""

from __future__ import annotations

from mtgcombat.core.abilities import Protection
from mtgcombat.core.attach_effects import Attached
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.rules.blocks_qualities import has_quality


def _can_attach(board: Board, perm: Permanent, host: Permanent) -> bool:
    """Whether ``perm`` could be attached to ``host`` (701.3a)."""
    subtypes = {s.lower() for s in perm.subtypes}
    if not host.is_creature or not subtypes & {"aura", "equipment"}:
        return False
    if "equipment" in subtypes and "aura" not in subtypes and perm.is_creature:
        return False  # 301.5c: an Equipment that's also a creature equips nothing
    abilities = host.abilities | (
        frozenset(host.granted.abilities) if host.granted is not None else frozenset()
    )
    return not any(
        isinstance(a, Protection) and has_quality(board, perm, a.quality, holder=host.controller)
        for a in abilities
    )  # 702.16c, 702.16d


def attach_self(board: Board, source: str, creature: str) -> tuple[Board, list[Event]]:
    """Attach ``source`` (an Aura or Equipment) to ``creature`` (701.3a):
    the board after it and the event; nothing when either has left the
    battlefield (400.7) or it is already attached there (701.3b).

    >>> from mtgcombat.core.model import CardType, Player
    >>> rig = Permanent(id="rig", controller="A", types=frozenset({CardType.ARTIFACT}),
    ...                 subtypes=frozenset({"equipment"}))
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1,
    ...                 types=frozenset({CardType.CREATURE}))
    >>> board = Board([Player("A"), Player("B")], [rig, elf], "A")
    >>> after, events = attach_self(board, "rig", "elf")
    >>> after.permanent("rig").attached_to, [(e.kind, e.rule) for e in events]
    ('elf', [('attached', '701.3a')])
    """
    perm, host = board.get(source), board.get(creature)
    if perm is None or host is None or not perm.on_battlefield or not host.on_battlefield:
        return board, []
    if creature in (perm.attached_to, source):
        return board, []  # 701.3b: already there, the effect does nothing
    if not _can_attach(board, perm, host):
        return board, [Attached("701.3b", source, creature, False)]
    moved = evolve(perm, attached_to=creature)
    board = board.with_permanents(moved if p.id == source else p for p in board.permanents)
    return board, [Attached("701.3a", source, creature, True)]
