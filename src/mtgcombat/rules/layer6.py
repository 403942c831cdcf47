"""Layer 6 of the layer system (613.1f): abilities granted and removed.

Static effects that grant keywords apply effect by effect in board order
(board order stands for timestamp order, 613.7); "loses flying and can't
have or gain flying" then removes what it names, whatever the timestamps.
:func:`apply_layer_6` is called by :func:`mtgcombat.rules.effects.apply_static_effects`
with the objects each effect affects fixed there (613.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgcombat.core.abilities import (
    CHOSEN_QUALITIES,
    Afflict,
    BlockTrigger,
    Bushido,
    Keyword,
    Landwalk,
    OtherKeyword,
    PlayerEffect,
    Protection,
    Rampage,
    StaticEffect,
    Toxic,
    bind_choice,
)
from mtgcombat.core.model import Board, EffectChange, Permanent, evolve

if TYPE_CHECKING:
    from collections.abc import Callable

    from mtgcombat.core.abilities import Selector
    from mtgcombat.core.statics import Static
    from mtgcombat.rules.effect_grants import _Acc

__all__ = ["RULE_LAYER_6", "apply_layer_6"]

RULE_LAYER_6 = "613.1f"
_ABILITY_TYPES = (
    Keyword, Protection, Landwalk, Bushido, Rampage, Afflict, Toxic, OtherKeyword, BlockTrigger,
)  # fmt: skip


def apply_layer_6(
    work: Board,
    perms: dict[str, Permanent],
    effects: list[tuple[str, int, Static]],
    active: Callable[[str, int, StaticEffect | PlayerEffect], bool],
    affected: Callable[[str, int, Selector], tuple[str, ...]],
    acc_of: Callable[[str], _Acc],
    rebuild: Callable[[], Board],
) -> Board:
    """The board after layer 6: ``perms`` (each object by id) are updated in
    place, what each gains or loses is recorded by ``acc_of``, and the board
    ``rebuild`` makes from them is returned."""
    # Layer 6: abilities (613.1f), effect by effect.
    for source, index, effect in effects:
        if not isinstance(effect, StaticEffect):
            continue
        keywords = [g for g in effect.grants if isinstance(g, _ABILITY_TYPES)]
        if not keywords or not active(source, index, effect):
            continue
        if any(isinstance(k, Protection) and k.quality in CHOSEN_QUALITIES for k in keywords):
            # "protection from the chosen color": the source's choice (614.12)
            chosen = work.permanent(source).chosen
            keywords = [b for k in keywords if (b := bind_choice(k, chosen)) is not None]
        for oid in affected(source, index, effect.affected):
            perm = perms[oid]
            added = [k for k in keywords if k not in perm.abilities]
            if not added:
                continue
            record = acc_of(oid)
            record.abilities.update(added)
            record.changes.extend(
                EffectChange(source, oid, "ability", str(k), RULE_LAYER_6) for k in added
            )
            perms[oid] = evolve(perm, abilities=perm.abilities | frozenset(added))
        work = rebuild()
    # Layer 6, removal: "loses flying and can't have or gain flying" wins
    # over every grant, so it comes after all of them (613.1f).
    for source, index, effect in effects:
        if not isinstance(effect, StaticEffect) or not effect.removes:
            continue
        if not active(source, index, effect):
            continue
        for oid in affected(source, index, effect.affected):
            perm = perms[oid]
            lost = [k for k in effect.removes if k in perm.abilities]
            if not lost:
                continue
            record = acc_of(oid)
            for k in lost:
                if k in record.abilities:
                    record.abilities.discard(k)  # granted here: just not granted
                else:
                    record.removed.add(k)  # its own: given back when undone
            record.changes.extend(
                EffectChange(source, oid, "lose_ability", str(k), RULE_LAYER_6) for k in lost
            )
            perms[oid] = evolve(perm, abilities=perm.abilities - frozenset(lost))
        work = rebuild()
    return work
