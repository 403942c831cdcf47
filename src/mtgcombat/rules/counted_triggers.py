"""Triggered effects with a number counted as they resolve, and the
intervening "if" of the declare attackers step's triggers (608.2h, 603.4).

* A :class:`~mtgcombat.core.counted_values.CountedEffect` ("it gets +X/+0
  until end of turn, where X is the number of attacking creatures you
  control", "you gain 1 life for each attacking creature") is its effect
  with the numbers multiplied by X, X counted once as the ability resolves
  (608.2h) with the static abilities' counts (613.4a;
  :func:`mtgcombat.core.selectors.count`), relative to the permanent with
  the ability, or to its last known information when it has left the
  battlefield (:func:`counted`). The effect itself is then carried out as
  any other (:mod:`mtgcombat.rules.triggers_effects`).
* An :class:`~mtgcombat.core.counted_values.InterveningIf` ("whenever ~
  attacks, if you control a Dinosaur, ...") is checked when the trigger
  event happens: false then, the ability doesn't trigger
  (:func:`unmet_at_trigger`, on the board as attackers were declared,
  508.2a); and again as it resolves: false then, it does nothing
  (:func:`gone_at_resolution`) (603.4).

>>> from mtgcombat.core.model import Board, Count, Permanent, Player, Selector
>>> from mtgcombat.core.abilities import PumpEffect
>>> from mtgcombat.core.counted_values import CountedEffect
>>> orc = Permanent(id="orc", controller="A", power=2, toughness=2, attacking="B")
>>> elf = Permanent(id="elf", controller="A", power=1, toughness=1, attacking="B")
>>> board = Board([Player("A"), Player("B")], [orc, elf], "A")
>>> attacking = Selector(types=frozenset({"creature"}), role="attacking", controller="you")
>>> counted(board, CountedEffect(PumpEffect(power=1), Count(attacking)), "orc")
PumpEffect(target='it', power=2, toughness=0, per='', per_each=None, target_filter=None)
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.abilities import (
    BlockRule,
    BlockTrigger,
    CounterEffect,
    DamageEffect,
    GroupPumpEffect,
    LifeEffect,
    PumpEffect,
)
from mtgcombat.core.attack_effect_values import AttackingTokenEffect
from mtgcombat.core.block_rules import CantBeBlocked, MustBlock
from mtgcombat.core.conditions import (
    AmountIs,
    CounterCount,
    CountersOn,
    StaticCondition,
    TotalPower,
)
from mtgcombat.core.counted_events import (
    ThenConditionFalse,
    TriggerConditionGone,
    TriggerConditionUnmet,
)
from mtgcombat.core.counted_values import (
    BlockRuleEffect,
    CountedAmount,
    CountedEffect,
    Greatest,
    InterveningIf,
    SourceStat,
)
from mtgcombat.core.effect_values import TokenEffect
from mtgcombat.core.events import BlockRuleUntilEndOfTurn, Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.selectors import condition_holds, count, matching


def x_value(board: Board, amount: CountedAmount, source: str) -> int:
    """X, read now (608.2h) relative to ``source``, the permanent with the
    ability (its last known information when it has left): a count of the
    static abilities (613.4a), its own power, or the greatest power among a
    group; a negative result is 0 (107.1b).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5)
    >>> board = Board([Player("A"), Player("B")], [ogre], "A")
    >>> x_value(board, SourceStat(), "ogre")
    5
    """
    perm = board.permanent(source)
    if isinstance(amount, SourceStat):
        value = perm.current_power if amount.stat == "power" else perm.current_toughness
    elif isinstance(amount, Greatest):
        found = [board.permanent(i) for i in matching(board, amount.selector, perm)]
        stats = [p.current_power for p in found if amount.stat != "toughness"]
        stats += [p.current_toughness for p in found if amount.stat != "power"]
        value = max(stats, default=0)
    else:
        value = count(board, amount, perm)
    return max(0, value)


def counted(
    board: Board, effect: CountedEffect, source: str
) -> (
    PumpEffect
    | LifeEffect
    | CounterEffect
    | GroupPumpEffect
    | AttackingTokenEffect
    | TokenEffect
    | DamageEffect
):
    """The effect with its numbers multiplied by X, X read now (608.2h)
    relative to ``source``, the permanent with the ability.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> board = Board([Player("A"), Player("B")], [ogre], "A")
    >>> counted(board, CountedEffect(LifeEffect(1), SourceStat()), "ogre").amount
    3
    """
    times = x_value(board, effect.times, source)
    inner = effect.effect
    if isinstance(inner, AttackingTokenEffect):  # session 10: tokens for each (111.1, 508.4)
        token = dataclasses.replace(inner.token, count=inner.token.count * times)
        return dataclasses.replace(inner, token=token)
    if isinstance(inner, TokenEffect):
        return dataclasses.replace(inner, count=inner.count * times)
    if isinstance(inner, PumpEffect | GroupPumpEffect):
        return dataclasses.replace(
            inner, power=inner.power * times, toughness=inner.toughness * times
        )
    return dataclasses.replace(inner, amount=inner.amount * times)


def _condition(ability: BlockTrigger) -> InterveningIf | None:
    # a condition read only as it resolves is not checked as it triggers (608.2c)
    first = ability.effects[0] if ability.effects else None
    return first if isinstance(first, InterveningIf) and not first.at_resolution else None


def holds(board: Board, condition: InterveningIf, source: str) -> bool:
    """Whether the intervening "if" holds on ``board``, read relative to
    ``source`` (its last known information when it has left, 608.2h).

    >>> from mtgcombat.core.abilities import YourTurn
    >>> from mtgcombat.core.model import Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> board = Board([Player("A"), Player("B")], [ogre], "A")
    >>> holds(board, InterveningIf(YourTurn()), "ogre")
    True
    """
    return condition_holds(board, condition.condition, board.permanent(source))


def unmet_at_trigger(
    declared: Board, ability: BlockTrigger, source: str
) -> TriggerConditionUnmet | None:
    """The event of an ability that doesn't trigger: its intervening "if" is
    false on ``declared``, the board as its trigger event happened (603.4);
    ``None`` when it triggers (or has no such condition).

    >>> from mtgcombat.core.abilities import PermanentCount, Selector
    >>> from mtgcombat.core.model import Permanent, Player
    >>> raptor = Permanent(id="raptor", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [raptor], "A")
    >>> dinosaur = Selector(types=frozenset({"creature"}), subtypes=frozenset({"dinosaur"}),
    ...                     controller="you", other=True)
    >>> pump = BlockTrigger(("attacks",), (InterveningIf(PermanentCount(dinosaur)),
    ...                     PumpEffect(power=1, toughness=1)))
    >>> unmet_at_trigger(board, pump, "raptor").kind
    'trigger_condition_unmet'
    """
    condition = _condition(ability)
    if condition is None or holds(declared, condition, source):
        return None
    return TriggerConditionUnmet("603.4", source, str(condition.condition))


def _past(condition: StaticCondition) -> bool:
    """A condition about what already happened: pack tactics' total power of
    the creatures declared as attackers (508.1a), which held as the ability
    triggered and still holds as it resolves whatever their power is then."""
    return isinstance(condition, TotalPower) and condition.attacked


def gone_at_resolution(
    board: Board, effect: InterveningIf, source: str
) -> TriggerConditionGone | ThenConditionFalse | None:
    """The event of an ability that does nothing: its intervening "if" is
    false as it resolves (603.4); ``None`` when it still holds. A "then if
    it has N or more KIND counters on it" after the effects (608.2c) says
    that only the rest does nothing, with the count it read.

    >>> from mtgcombat.core.abilities import YourTurn
    >>> from mtgcombat.core.model import Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="B", power=3, toughness=3)
    >>> board = Board([Player("A"), Player("B")], [ogre], "A")
    >>> gone_at_resolution(board, InterveningIf(YourTurn()), "ogre").kind
    'trigger_condition_gone'
    """
    if _past(effect.condition) or holds(board, effect, source):
        return None
    if effect.at_resolution:
        counted = _then_counters(board, effect.condition, source)
        if counted is not None:
            return counted
    rule = "608.2c" if effect.at_resolution else "603.4"  # written after the effect (session 11)
    return TriggerConditionGone(rule, source, str(effect.condition))


def _then_counters(
    board: Board, condition: StaticCondition, source: str
) -> ThenConditionFalse | None:
    """The event of a false "then if it has N or more KIND counters on
    it" (608.2c): on the source itself (:class:`CountersOn`) or on the
    permanent it is attached to (:class:`CounterCount` of its host, 303.4,
    301.5); ``None`` for another condition."""
    if isinstance(condition, CountersOn) and condition.op == ">=" and condition.counter != "any":
        creature, kind, amount = source, condition.counter, condition.value
    elif (
        isinstance(condition, AmountIs)
        and condition.op == ">="
        and isinstance(condition.amount, CounterCount)
        and condition.amount.on is not None
        and condition.amount.on.host
        and condition.amount.counter != "any"
    ):
        creature = board.permanent(source).attached_to or ""
        kind, amount = condition.amount.counter, condition.value
    else:
        return None
    perm = board.get(creature) if creature else None
    if perm is None:
        return None
    count = perm.counters.count(kind)
    return ThenConditionFalse("608.2c", source, creature, kind, count, amount)


def block_rule_on_target(
    board: Board, effect: BlockRuleEffect, target: str, creature: str
) -> tuple[Board, list[Event]]:
    """The blocking rule until end of turn on the chosen ``target``: a
    requirement to block ``creature`` (the attacker the event is about,
    509.1c, as provoke's, 702.39a) or "can't be blocked" (509.1b).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> after, events = block_rule_on_target(board, BlockRuleEffect("blocks_it"), "elf", "ogre")
    >>> sorted(map(str, after.permanent("elf").block_rules)), events[0].rule
    (['blocks ogre this turn if able'], '509.1c')
    """
    if not target or not board.permanent(target).on_battlefield:
        return board, []
    perm = board.permanent(target)
    if effect.rule == "blocks_it":
        rule: BlockRule = MustBlock(creature)
        event = BlockRuleUntilEndOfTurn("509.1c", target, "must_block_it", creature)
    else:
        rule = CantBeBlocked()
        event = BlockRuleUntilEndOfTurn("509.1b", target, "cant_be_blocked", creature)
    changed = evolve(perm, block_rules=perm.block_rules | {rule})
    return board.with_permanents(changed if p.id == target else p for p in board.permanents), [
        event
    ]
