"""The game model: players, permanents and the combat they are in.

Everything here is an immutable value. A :class:`Board` is one moment of a
combat: who attacks what, who blocks whom, the damage assignment orders
declared under the 2023 rules, and the state of every player and permanent.
The rules that read a board live in their own modules (``assignment`` for CR
510.1); the board only answers structural questions such as "which creatures
are blocking this attacker right now".

This module is the face of the model's parts, and re-exports their names:
:mod:`~mtgcombat.core.basics` (card types, zones, colors, counters),
:mod:`~mtgcombat.core.copies` (the fast copies), :mod:`~mtgcombat.core.grants`,
:mod:`~mtgcombat.core.player`, :mod:`~mtgcombat.core.permanent`,
:mod:`~mtgcombat.core.structure` (the board's lookups and combat structure)
and :mod:`~mtgcombat.core.board`; and the ability values of
:mod:`mtgcombat.core.abilities`.

>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2,
...                  abilities=frozenset({Keyword.TRAMPLE}), attacking="B")
>>> board = Board(players=(Player("A"), Player("B")), permanents=(bear,),
...               active_player="A")
>>> board.attackers()
('bear',)
>>> board.is_blocked("bear")
False
"""

from __future__ import annotations

from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    AlsoBlock,
    AttackCost,
    AttacksEachCombat,
    AttackTax,
    BlockableDespiteLandwalk,
    BlockCondition,
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    BlocksSelEachCombat,
    Bushido,
    CanAttackDespiteDefender,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CanBlockShadow,
    CanBlockTapped,
    CantAttack,
    CantAttackAlone,
    CantAttackUnlessDefenderControls,
    CantBeBlocked,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    CardCount,
    CardsIn,
    Compare,
    Count,
    CreaturesCantAttackYou,
    Goaded,
    Goads,
    GreaterPowerAlsoBlocks,
    Keyword,
    Landwalk,
    LifeTotal,
    Lure,
    LureSel,
    MaxAttackersEachCombat,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
    OtherKeyword,
    PermanentCount,
    PlayerEffect,
    PowerCantAttack,
    PreventFrom,
    Protection,
    Rampage,
    Selector,
    SourceIs,
    Static,
    StaticCondition,
    StaticEffect,
    Toxic,
    YouControl,
)
from mtgcombat.core.basics import _NO_COUNTERS, COLORS, CardType, Counters, Zone
from mtgcombat.core.board import _MARK_FREE, _ZONE_FREE, Board, _board_state, carried_over
from mtgcombat.core.copies import _init_twin, evolve, fast_init, fast_new, fast_replace
from mtgcombat.core.grants import EffectChange, Grant
from mtgcombat.core.permanent import NO_CHOICES, Permanent, TriggerChoices
from mtgcombat.core.player import Player, ZoneCard
from mtgcombat.core.turn_history import TurnHistory

# The ability values live in mtgcombat.core.abilities and the model's own
# values in its parts; all are re-exported here, the model's one face.
__all__ = [
    "COLORS",
    "Ability",
    "Afflict",
    "AlsoBlock",
    "AttackCost",
    "AttackTax",
    "AttacksEachCombat",
    "BlockCondition",
    "BlockCost",
    "BlockRule",
    "BlockableDespiteLandwalk",
    "BlocksEachCombat",
    "BlocksSelEachCombat",
    "Board",
    "Bushido",
    "CanAttackDespiteDefender",
    "CanBlockAsThoughReach",
    "CanBlockOnly",
    "CanBlockOnlyFlyers",
    "CanBlockShadow",
    "CanBlockTapped",
    "CantAttack",
    "CantAttackAlone",
    "CantAttackUnlessDefenderControls",
    "CantBeBlocked",
    "CantBeBlockedAlone",
    "CantBeBlockedBy",
    "CantBeBlockedExceptBy",
    "CantBeBlockedUnlessAllBlock",
    "CantBeBlockedWhile",
    "CantBlock",
    "CantBlockAlone",
    "CantBlockSel",
    "CantBlockUnless",
    "CardCount",
    "CardType",
    "CardsIn",
    "Compare",
    "Count",
    "Counters",
    "CreaturesCantAttackYou",
    "EffectChange",
    "Goaded",
    "Goads",
    "Grant",
    "GreaterPowerAlsoBlocks",
    "Keyword",
    "Landwalk",
    "LifeTotal",
    "Lure",
    "LureSel",
    "MaxAttackersEachCombat",
    "MaxBlockers",
    "MaxBlockersEachCombat",
    "MinBlockers",
    "MustBeBlocked",
    "MustBeBlockedBy",
    "MustBeBlockedByExactlyOne",
    "MustBlock",
    "OtherKeyword",
    "Permanent",
    "PermanentCount",
    "Player",
    "PlayerEffect",
    "PowerCantAttack",
    "PreventFrom",
    "Protection",
    "Rampage",
    "Selector",
    "SourceIs",
    "Static",
    "StaticCondition",
    "StaticEffect",
    "Toxic",
    "TurnHistory",
    "YouControl",
    "Zone",
    "ZoneCard",
    "carried_over",
    "evolve",
    "fast_init",
    "fast_new",
    "fast_replace",
]
# Not public, but imported from here by the rules core and the tests.
__all__ += [
    "NO_CHOICES",
    "_MARK_FREE",
    "_NO_COUNTERS",
    "_ZONE_FREE",
    "TriggerChoices",
    "_board_state",
    "_init_twin",
]
