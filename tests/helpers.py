"""Small builders shared by the tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgcombat.model import Ability, Permanent


def creature(
    pid: str,
    controller: str,
    power: int,
    toughness: int,
    *abilities: Ability,
    attacking: str | None = None,
    blocking: tuple[str, ...] = (),
    **fields: Any,
) -> Permanent:
    """A creature with these abilities; any other field by keyword."""
    perm = Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(abilities),
        attacking=attacking,
        blocking=blocking,
    )
    return replace(perm, **fields) if fields else perm
