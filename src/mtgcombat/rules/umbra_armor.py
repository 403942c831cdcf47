"""Umbra armor (702.89a; called totem armor before 2023): "If enchanted
creature would be destroyed, instead remove all damage marked on it and
destroy this Aura." A replacement effect (614.1a) of an Aura, applied
wherever a creature would be destroyed:

* by the state-based actions: lethal damage (704.5g) and damage from a
  source with deathtouch (704.5h), in :mod:`mtgcombat.rules.sba`;
* by a resolving ability or spell that destroys it (701.8), in
  :mod:`mtgcombat.rules.triggers_effects` and
  :mod:`mtgcombat.rules.timeline_entries`.

It does not apply where nothing is destroyed: a creature with toughness 0
or less is put into its owner's graveyard (704.5f), a sacrificed creature
is sacrificed (701.21), and an indestructible creature is not destroyed at
all (702.12b). The creature is not tapped nor removed from combat (unlike
regeneration, 701.19c). The Aura is destroyed (an indestructible Aura
stays; the destruction of the creature is replaced all the same).

Order: when a regeneration shield could also replace the destruction, the
creature's controller chooses which applies (616.1); the engine applies the
regeneration shield first, as it did before umbra armor was modelled, and
an Aura's umbra armor only when no shield does. Of several Auras with umbra
armor on one creature, the first on the board applies (616.1: its
controller's choice).

>>> from mtgcombat.core.model import Board, CardType, OtherKeyword, Permanent, Player
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, damage=3)
>>> hyena = Permanent(id="hyena", controller="A", types=frozenset({CardType.ENCHANTMENT}),
...     attached_to="bear", abilities=frozenset({OtherKeyword("umbra armor", rule="702.89")}))
>>> board = Board([Player("A"), Player("B")], [bear, hyena], "A")
>>> armor_auras(board)
('hyena',)
>>> after, events = replace_destruction(board, "bear", "hyena")
>>> after.permanent("bear").damage, after.permanent("hyena").zone.value, [e.kind for e in events]
(0, 'graveyard', ['umbra_armor', 'put_into_graveyard'])
"""

from __future__ import annotations

from mtgcombat.core.abilities import Keyword, OtherKeyword
from mtgcombat.core.board import carried_over
from mtgcombat.core.events import DestructionPrevented, Event, PutIntoGraveyard
from mtgcombat.core.keyword_events import UmbraArmorReplaces
from mtgcombat.core.model import Board, Zone, evolve

ARMOR_NAMES = frozenset({"umbra armor", "totem armor"})
"""The keyword's names: umbra armor now, totem armor before 2023 (702.89)."""

_ARMORS = carried_over("umbra_armor_auras", zones=True)


def armor_auras(board: Board) -> tuple[str, ...]:
    """The ids of the permanents with umbra armor, in board order (computed
    once per board and carried over to the copies combat damage and the
    state-based actions make: it reads abilities only); ``()`` on almost
    every board.

    >>> from mtgcombat.core.model import Board, Player
    >>> armor_auras(Board([Player("A"), Player("B")], [], "A"))
    ()
    """
    memo = board._memo
    found = memo.get(_ARMORS)
    if found is None:
        found = memo[_ARMORS] = tuple(
            p.id
            for p in board.permanents
            if p.attached_to  # only an attached Aura's armor can replace (702.89a)
            and p.abilities
            and any(type(a) is OtherKeyword and a.name in ARMOR_NAMES for a in p.abilities)
        )
    return found  # type: ignore[return-value]


def armor_for(board: Board, creature: str, armors: tuple[str, ...] | None = None) -> str | None:
    """The Aura whose umbra armor replaces the destruction of ``creature``:
    the first on the battlefield attached to it (616.1), or ``None``.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> armor_for(Board([Player("A"), Player("B")], [bear], "A"), "bear") is None
    True
    """
    for aura_id in armor_auras(board) if armors is None else armors:
        aura = board.get(aura_id)
        if aura is not None and aura.on_battlefield and aura.attached_to == creature:
            return aura_id
    return None


def replace_destruction(board: Board, creature: str, aura: str) -> tuple[Board, list[Event]]:
    """Instead of ``creature`` being destroyed, all damage marked on it is
    removed (with the mark of deathtouch damage, 704.5h) and ``aura`` is
    destroyed (702.89a): the board and the events.

    >>> from mtgcombat.core.model import Board, CardType, OtherKeyword, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, damage=2)
    >>> eel = Permanent(id="eel", controller="A", types=frozenset({CardType.ENCHANTMENT}),
    ...     attached_to="bear", abilities=frozenset({OtherKeyword("totem armor", rule="702.89")}))
    >>> board = Board([Player("A"), Player("B")], [bear, eel], "A")
    >>> after, events = replace_destruction(board, "bear", "eel")
    >>> after.permanent("bear").damage, [e.rule for e in events]
    (0, ['702.89a', '702.89a'])
    """
    perm = board.permanent(creature)
    events: list[Event] = [UmbraArmorReplaces("702.89a", creature, aura, perm.damage)]
    healed = evolve(perm, damage=0, deathtouch_damaged=False)
    armor = board.permanent(aura)
    if armor.has(Keyword.INDESTRUCTIBLE):
        events.append(DestructionPrevented("702.12b", aura))
        gone = armor
    else:
        gone = evolve(armor, zone=Zone.GRAVEYARD)
        events.append(PutIntoGraveyard("702.89a", aura))
    changed = {creature: healed, aura: gone}
    return board.with_permanents(changed.get(p.id, p) for p in board.permanents), events
