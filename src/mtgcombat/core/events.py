"""Typed combat events, each with the rule that produces it.

The declare blockers step's trigger points (509.1i; the trigger conditions of
509.5a-g in the 2023 numbering, 509.3a-g now) are events here, so an engine
can fire "whenever ~ blocks" and friends exactly once where the rules say.

This module is the face of the parts that define the events, one family
each, and re-exports their names: :mod:`~mtgcombat.core.event` (the base),
:mod:`~mtgcombat.core.blocking_events`, :mod:`~mtgcombat.core.damage_events`,
:mod:`~mtgcombat.core.effect_events`, :mod:`~mtgcombat.core.trigger_events`,
:mod:`~mtgcombat.core.commander_events` and
:mod:`~mtgcombat.core.damage_trigger_events`. It gives every event class its
quicker ``__init__`` and holds :data:`made`, the hot events' makers.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> from mtgcombat.core.ruleset import RuleSet
>>> gorger = Permanent(id="gorger", controller="A", power=5, toughness=6, attacking="B")
>>> guard = Permanent(id="guard", controller="B", power=0, toughness=3, blocking=("gorger",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(gorger, guard),
...               active_player="A")
>>> [e.to_json()["kind"] for e in block_events(board, RuleSet.CURRENT)]
['blocks', 'blocks_creature', 'becomes_blocked', 'becomes_blocked_by', 'blocked_by_count']
"""

from __future__ import annotations

import types
from typing import TYPE_CHECKING

from mtgcombat.core.attach_effects import Attached  # session 9: attach (701.3a)
from mtgcombat.core.attack_cost_events import (  # issue 33: attack triggers (118.3a, 508.4)
    GoadedByEffect,
    ManaNotPaid,
    ManaPaid,
    TokenEntersAttackingUntapped,
)
from mtgcombat.core.blocking_events import (
    AttacksAndIsntBlocked,
    BecomesBlocked,
    BecomesBlockedBy,
    BlockedByCount,
    Blocks,
    BlocksCreature,
    TappedToAttack,
    block_events,
    block_trigger_rule,
)
from mtgcombat.core.color_events import ColorsUntilEndOfTurn  # issue 33: 613.1e
from mtgcombat.core.commander_events import (
    CombatDamageTriggered,
    CommanderDamage,
    DestroyAtEndOfCombat,
    TeamTotals,
)
from mtgcombat.core.control_events import ControlChanged
from mtgcombat.core.copies import fast_init, fast_new
from mtgcombat.core.counted_events import (  # issue 33: an intervening "if" (603.4)
    EvolveGone,
    ThenConditionFalse,
    TriggerConditionGone,
    TriggerConditionUnmet,
)
from mtgcombat.core.counter_rule_events import CountersReplaced  # 614.1a, 122.6
from mtgcombat.core.damage_events import (
    AttacksPlayerWhoLeft,
    ControlReturned,
    CountersPut,
    CountersRemoved,
    DamageDealt,
    DamageMarked,
    DamagePrevented,
    DamageRemoved,
    Destroyed,
    DestructionPrevented,
    Exiled,
    LeftGame,
    LifeGainDrawn,
    LifeGained,
    LifeGainPrevented,
    LifeLost,
    NotInCombat,
    PlayerLost,
    PreventionShieldEnded,
    PutIntoGraveyard,
    Regenerated,
    RegenerationShieldsEnded,
    RemovedFromCombat,
    SiegeTriggered,
    StepBegins,
)
from mtgcombat.core.damage_trigger_events import (
    CardsDiscarded,
    DamageAbilityTriggered,
    DiesAbilityTriggered,
    ExiledByEffect,
)
from mtgcombat.core.effect_events import (
    DamagePreventedByEffect,
    DamageRuleApplied,
    EffectApplies,
    EffectEnds,
    LifeLossLimited,
    LossPrevented,
)
from mtgcombat.core.event import (
    Event,
)
from mtgcombat.core.flicker_events import Flickered  # issue 33: 400.7
from mtgcombat.core.fog_events import FogAdded, FogPreventsDamage  # issue 33: 615.1
from mtgcombat.core.keyword_counter_events import KeywordCounterPut  # 122.1b
from mtgcombat.core.keyword_events import (  # combat keyword abilities (702)
    EntersTapped,
    KeywordTriggerResolves,
    ReturnedToBattlefield,
    UmbraArmorReplaces,
)
from mtgcombat.core.library_events import (
    CardsMilled,
    HalfLifeLost,
    Investigated,
    Scried,
    Surveilled,
    Ventured,
)
from mtgcombat.core.proliferate_events import Proliferated  # 701.34
from mtgcombat.core.pt_events import (  # issue 33: layers 7b and 7d (613.4b, 613.4d)
    BasePowerToughnessSet,
    PowerToughnessSwitched,
)
from mtgcombat.core.removal_events import (  # issue 33: removal by instants and sorceries
    DeadCardToLibrary,
    ExileInsteadOfDying,
    PutOnBottomOfLibrary,
    PutOnTopOfLibrary,
)
from mtgcombat.core.requirement_events import (  # issue 33: 508.1d, 509.1h
    AttackRequirementThisTurn,
    BlockedByEffect,
    DamageUnpreventable,
    DelayedTriggerCreated,
    PlayersCantGainLife,
)
from mtgcombat.core.sacrifice_events import (  # issue 33: a player's sacrifice (701.21a)
    CantSacrifice,
    SacrificeChosen,
)
from mtgcombat.core.spell_events import (
    BlockRuleUntilEndOfTurn,
    PreventionShieldAdded,
    TappedByEffect,
    TokenCreated,
    TokenEntersAttacking,
)
from mtgcombat.core.token_later import (  # issue 33: delayed abilities on tokens (603.7)
    LeavesAtEndOfCombat,
    LeavesAtNextEndStep,
)
from mtgcombat.core.trigger_events import (
    AbilityActivated,
    AfflictResolves,
    AttackTriggerResolves,
    BushidoResolves,
    CantBlockThisTurn,
    CardsDrawn,
    ChoiceMade,
    ColorChanged,
    DestroyedByEffect,
    FlankingResolves,
    KeywordChanged,
    ModesChosen,
    NoCombatDamage,
    PowerToughnessChanged,
    PreventionAdded,
    RampageResolves,
    RegenerationShieldAdded,
    ReturnedToHand,
    Sacrificed,
    TargetChosen,
    TimelineFizzles,
    TimelineResolves,
    TimelineSkipped,
    TokenEntersBlocking,
    TokenPlacedInOrder,
    TriggerRemoved,
    TriggerResolves,
)
from mtgcombat.core.ward_events import (  # issue 34: ward (702.21a)
    CounteredByWard,
    TriggerCounteredByWard,
    TriggerWardPaid,
    WardPaid,
)
from mtgcombat.core.zone_events import (  # 402.1, 404.1, 701.20, 400.7
    HandRevealed,
    PutIntoLibrary,
    ZoneCountChanged,
)

__all__ = [
    "AbilityActivated",
    "AfflictResolves",
    "Attached",  # session 9: attach (701.3a)
    "AttackRequirementThisTurn",
    "AttackTriggerResolves",
    "AttacksAndIsntBlocked",
    "AttacksPlayerWhoLeft",
    "BasePowerToughnessSet",  # issue 33 (613.4b)
    "BecomesBlocked",
    "BecomesBlockedBy",
    # instants and sorceries of the timeline (608.2)
    "BlockRuleUntilEndOfTurn",
    "BlockedByCount",
    "BlockedByEffect",
    "Blocks",
    "BlocksCreature",
    "BushidoResolves",
    "CantBlockThisTurn",
    "CantSacrifice",  # 701.21a: only permanents the player controls
    "CardsDiscarded",
    "CardsDrawn",
    "CardsMilled",
    "ChoiceMade",
    "ColorChanged",
    "ColorsUntilEndOfTurn",
    "CombatDamageTriggered",
    "CommanderDamage",
    "ControlChanged",
    "ControlReturned",
    "CounteredByWard",  # issue 34: ward (702.21a)
    "CountersPut",
    "CountersRemoved",
    "CountersReplaced",  # 614.1a, 122.6 (session 12)
    "DamageAbilityTriggered",
    "DamageDealt",
    "DamageMarked",
    "DamagePrevented",
    "DamagePreventedByEffect",
    "DamageRemoved",
    "DamageRuleApplied",
    "DamageUnpreventable",
    "DeadCardToLibrary",
    "DelayedTriggerCreated",
    "DestroyAtEndOfCombat",
    "Destroyed",
    "DestroyedByEffect",
    "DestructionPrevented",
    "DiesAbilityTriggered",
    "EffectApplies",
    "EffectEnds",
    "EntersTapped",
    "Event",
    "EvolveGone",
    "ExileInsteadOfDying",
    "Exiled",
    "ExiledByEffect",
    "FlankingResolves",
    "Flickered",
    "FogAdded",
    "FogPreventsDamage",
    "GoadedByEffect",  # issue 33 (701.15a)
    "HalfLifeLost",
    "HandRevealed",  # issue 33 (session 13): 701.20
    "Investigated",
    "KeywordChanged",
    "KeywordCounterPut",
    "KeywordTriggerResolves",
    "LeavesAtEndOfCombat",  # issue 33 (603.7, 511.2)
    "LeavesAtNextEndStep",  # issue 33 (603.7)
    "LeftGame",
    "LifeGainDrawn",
    "LifeGainPrevented",
    "LifeGained",
    "LifeLossLimited",
    "LifeLost",
    "LossPrevented",
    "ManaNotPaid",  # session 11 (603.5, 118.3)
    "ManaPaid",  # issue 33 (118.3a)
    "ModesChosen",
    "NoCombatDamage",
    "NotInCombat",
    "PlayerLost",
    "PlayersCantGainLife",
    "PowerToughnessChanged",
    "PowerToughnessSwitched",  # issue 33 (613.4d)
    "PreventionAdded",
    "PreventionShieldAdded",
    "PreventionShieldEnded",
    "Proliferated",
    "PutIntoGraveyard",
    "PutIntoLibrary",  # issue 33 (session 13): 400.7
    "PutOnBottomOfLibrary",
    "PutOnTopOfLibrary",
    "RampageResolves",
    "Regenerated",
    "RegenerationShieldAdded",
    "RegenerationShieldsEnded",
    "RemovedFromCombat",
    "ReturnedToBattlefield",
    "ReturnedToHand",
    "SacrificeChosen",
    "Sacrificed",
    "Scried",
    "SiegeTriggered",
    "StepBegins",
    "Surveilled",
    "TappedByEffect",
    "TappedToAttack",
    "TargetChosen",
    "TeamTotals",
    "ThenConditionFalse",
    "TimelineFizzles",
    "TimelineResolves",
    "TimelineSkipped",
    "TokenCreated",
    "TokenEntersAttacking",
    "TokenEntersAttackingUntapped",  # issue 33 (508.4)
    "TokenEntersBlocking",
    "TokenPlacedInOrder",
    "TriggerConditionGone",
    "TriggerConditionUnmet",
    "TriggerCounteredByWard",  # 702.21a, 603.3d
    "TriggerRemoved",
    "TriggerResolves",
    "TriggerWardPaid",  # 702.21a, 603.3d
    "UmbraArmorReplaces",
    "Ventured",
    "WardPaid",
    "ZoneCountChanged",  # issue 33 (session 13): 402.1, 404.1
    "block_events",
    "block_trigger_rule",
    "made",
]

# Events are made by the hundred in a combat: give every event class the
# quicker __init__ (the classes bound here, not the pre-slots originals that
# __subclasses__ would also list).
for _event_class in [v for v in globals().values() if isinstance(v, type) and issubclass(v, Event)]:
    fast_init(_event_class)


# The events the combat damage step makes for every hit and death, made
# without the class call: ``made.DamageDealt(...)`` is ``DamageDealt(...)``
# (model.fast_new). A module object, so that each read is a specialized
# module attribute lookup, and the call still names its class (the rule
# citations' source scan finds it). The rules core binds the makers it uses
# once, as Final names ``_new_<class>`` (C statics in the compiled build).
if TYPE_CHECKING:

    class _Made:
        StepBegins: type[StepBegins]
        RemovedFromCombat: type[RemovedFromCombat]
        DamageRemoved: type[DamageRemoved]
        DamageDealt: type[DamageDealt]
        DamageMarked: type[DamageMarked]
        CountersPut: type[CountersPut]
        LifeLost: type[LifeLost]
        LifeGained: type[LifeGained]
        PlayerLost: type[PlayerLost]
        Destroyed: type[Destroyed]
        PutIntoGraveyard: type[PutIntoGraveyard]

    made: _Made
else:
    made = types.ModuleType(f"{__name__}.made", "Hot events, made without the class call.")
    for _event_class in (
        StepBegins,
        RemovedFromCombat,
        DamageRemoved,
        DamageDealt,
        DamageMarked,
        CountersPut,
        LifeLost,
        LifeGained,
        PlayerLost,
        Destroyed,
        PutIntoGraveyard,
    ):
        setattr(made, _event_class.__name__, fast_new(_event_class))
