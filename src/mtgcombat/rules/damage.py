"""Dealing combat damage (510.2) and what damage does (CR 120).

All combat damage of a step is dealt at once. Each assigned amount goes
through 120.4 in order: prevention and replacement (protection 702.16e,
"prevent all combat damage", "prevent the next N damage" shields 615.7,
doubling), then the results (120.3: life loss, poison, loyalty and defense
counters, -1/-1 counters, marked damage, lifelink), then the damage event.

This module is the face of its parts, and names them all:

* :mod:`~mtgcombat.rules.damage_dealing`: what damage does (120.3);
* :mod:`~mtgcombat.rules.damage_prevention`: prevention and replacement
  (120.4b, 614, 615);
* :mod:`~mtgcombat.rules.damage_step`: dealing a step's combat damage, or an
  effect's noncombat damage, all at once (510.2).

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
>>> from mtgcombat.rules.assignment import Assignment, Package
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B",
...                  abilities=frozenset({Keyword.LIFELINK}))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(bear,), active_player="A")
>>> after, events = deal_combat_damage(board, Package.parse("bear: B=2"))
>>> after.player("B").life, after.player("A").life
(18, 22)
>>> [e.kind for e in events]
['damage_dealt', 'life_lost', 'life_gained']
"""

from __future__ import annotations

from mtgcombat.rules.damage_prevention import (
    RuleAt,
    damage_rules,
    exiled_instead,
)
from mtgcombat.rules.damage_step import (
    deal_combat_damage,
    deal_noncombat_damage,
)

__all__ = [
    "RuleAt",
    "damage_rules",
    "deal_combat_damage",
    "deal_noncombat_damage",
    "exiled_instead",
]
