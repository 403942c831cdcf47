"""Card sentences for triggered effects with a counted number, and the
intervening "if" of an attack trigger (608.2h, 603.4).

The ``ct_`` rules of card.lark (in the ``block_trigger`` block) read:

* "it gets +X/+0 until end of turn, where X is the number of attacking
  creatures you control" (and "+X/+X ... and gains trample ..."): a pump of
  +1/+0 times X, X counted with the static abilities' counts (the
  ``bamount`` phrases: permanents, cards in hands and graveyards, counters;
  613.4a) as the ability resolves (608.2h);
* "you gain 1 life for each attacking creature", "put a +1/+1 counter on it
  for each attacking creature you control": the same, with "for each";
* "whenever ~ attacks, if you control a Dinosaur, EFFECT": the condition is
  the ability's first effect, an
  :class:`~mtgcombat.core.counted_values.InterveningIf` (603.4), read with
  the static abilities' conditions (``bcond``). Only the declare attackers
  and declare blockers steps' triggers take it ("whenever ~ attacks or
  blocks, if ..."): there the engine checks it both as the ability triggers
  and as it resolves (:mod:`mtgcombat.rules.counted_triggers`).

:class:`CountedTriggerValues` turns the trees into values; the parser's
transformer inherits it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.abilities import (
    Amount,
    AnyOf,
    Count,
    CounterEffect,
    GroupKeywordEffect,
    GroupPumpEffect,
    Keyword,
    KeywordEffect,
    LifeEffect,
    PermanentCount,
    PumpEffect,
    Selector,
    TriggerEffect,
)
from mtgcombat.core.conditions import STATIC_CONDITIONS
from mtgcombat.core.counted_values import (
    BlockRuleEffect,
    CountedAmount,
    CountedEffect,
    Greatest,
    InterveningIf,
    SourceStat,
)
from mtgcombat.text.block_triggers import TriggerNotModelled, trigger_traits

_AMOUNT_TYPES = (*Amount.__args__, SourceStat, Greatest)
_ITS = ("it", "self")  # the creature of the event, the permanent with the ability
_INTERVENING_EVENTS = frozenset(
    {
        "attacks",
        "attacks_alone",
        # the declare blockers step's (509.3 now, 509.5 in 2023; session 7)
        "blocks",
        "blocks_creature",
        "becomes_blocked",
        "becomes_blocked_by",
        "unblocked",
    }
)
"""The trigger events whose intervening "if" the engine checks twice (603.4):
as attackers are declared (:mod:`mtgcombat.rules.attack_triggers`) or as
blockers are (:func:`mtgcombat.rules.triggers_blocks.resolve_pending`)."""


def _who(c: list[Any]) -> str:
    who = next(x for x in c if type(x) is str)
    if who not in _ITS:
        raise TriggerNotModelled(f"a counted effect on {who}")
    return who


def _amount(c: list[Any]) -> CountedAmount:
    found: CountedAmount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
    return found


def _count(c: list[Any]) -> Count:
    """ "for each SEL": the permanents it matches, read relative to the
    permanent with the ability as the ability resolves."""
    return Count(next(x for x in c if isinstance(x, Selector)))


def _aimed(c: list[Any]) -> Selector:
    """The selector of "target SEL" (block_triggers' chosen target, 603.3d)."""
    aimed = next(x for x in c if hasattr(x, "selector") and not isinstance(x, Selector))
    wanted: Selector = aimed.selector or Selector()
    return wanted


def _number(c: list[Any]) -> int:
    return next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), 1)


class CountedTriggerValues:
    """Transformer methods for the ``ct_`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("Whenever ~ attacks, it gets +X/+0 until end of turn, where X "
    ...                         "is the number of creatures you control.", name="Orc")
    >>> [trigger] = parsed.traits.values()
    >>> str(trigger.effects[0])
    'it gets +1/+0 until end of turn, times X where X is the number of creatures you control'
    """

    def ct_pump_x(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "+X/+0", "+X/+X", "-X/-0": each side X times 1, -1 or 0 (608.2h)
        pump = dataclasses.replace(self._pump(c), target=_who(c))  # type: ignore[arg-type]
        return (CountedEffect(pump, _amount(c)),)

    def ct_pump_gain_x(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        found = next(x for x in c if isinstance(x, tuple))
        if len(found) != 1 or not isinstance(found[0], Keyword):
            raise TriggerNotModelled(f"gaining or losing {', '.join(map(str, found))}")
        counted = self.ct_pump_x([x for x in c if not isinstance(x, tuple)])
        return (*counted, KeywordEffect(found[0], _who(c)))  # type: ignore[arg-type]

    def ct_pump_target_x(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "another target attacking creature gets +X/+X ..., where X is ~'s power" (603.3d)
        pump = self._pump(c)
        wanted = _aimed(c)
        return (
            CountedEffect(
                dataclasses.replace(pump, target="target", target_filter=wanted), _amount(c)
            ),
        )

    def ct_target_blocks_it(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "target creature defending player controls blocks it this combat if able" (509.1c)
        return (BlockRuleEffect("blocks_it", target_filter=_aimed(c)),)

    def atk_self_unblockable(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "~ can't be blocked this combat" (509.1b): the permanent with the ability
        return (BlockRuleEffect("cant_be_blocked", target="self"),)

    def atk_it_unblockable(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "it can't be blocked this combat" (509.1b): the creature the event is about
        return (BlockRuleEffect("cant_be_blocked", target="it"),)

    def ct_target_unblockable(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "another target attacking creature can't be blocked this turn" (509.1b)
        return (BlockRuleEffect("cant_be_blocked", target_filter=_aimed(c)),)

    def ct_group_pump_x(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "each other creature you control gets +X/+X ..., where X is ~'s power" (613.4c)
        affected = next(x for x in c if isinstance(x, Selector))
        pump = self._pump(c)
        group = GroupPumpEffect(affected, pump.power, pump.toughness)
        return (CountedEffect(group, _amount(c)),)

    def ct_group_gain_pump_x(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "creatures you control gain trample and get +X/+X ..." (613.1f, 613.4c)
        affected = next(x for x in c if isinstance(x, Selector))
        found = next(x for x in c if isinstance(x, tuple))
        if len(found) != 1 or not isinstance(found[0], Keyword):
            raise TriggerNotModelled(f"gaining or losing {', '.join(map(str, found))}")
        pumped = self.ct_group_pump_x([x for x in c if not isinstance(x, tuple)])
        # one set of creatures for both halves (611.2c)
        return (GroupKeywordEffect(affected, found[0], same_group=True), *pumped)

    def ct_self_stat(self, c: list[Any]) -> SourceStat:
        return SourceStat("toughness" if str(c[0]).endswith("toughness") else "power")

    def ct_greatest(self, c: list[Any]) -> Greatest:
        return Greatest(next(x for x in c if isinstance(x, Selector)))

    def ct_amount(self, c: list[Any]) -> CountedAmount:
        found: CountedAmount = c[0]
        return found

    @staticmethod
    def _pump(c: list[Any]) -> PumpEffect:
        xpt = next(x for x in c if hasattr(x, "power_x"))
        if xpt.power or xpt.toughness or not (xpt.power_x or xpt.toughness_x):
            raise TriggerNotModelled("a pump of a fixed number and X")
        return PumpEffect("it", xpt.power_x, xpt.toughness_x)

    def ct_life_per(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "you gain 1 life for each attacking creature" (119.3)
        player = next(x for x in c if type(x) is str)
        if player != "you":
            raise TriggerNotModelled(f"life for {player}, counted")
        return (CountedEffect(LifeEffect(_number(c), "you"), _count(c)),)

    def ct_counter_per(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "put a +1/+1 counter on it for each attacking creature you control" (122.1)
        pt = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (pt.power, pt.toughness) not in ((1, 1), (-1, -1)):
            raise TriggerNotModelled(f"{pt.power:+d}/{pt.toughness:+d} counters, counted")
        counters = CounterEffect(_number(c), pt.power > 0, _who(c))  # type: ignore[arg-type]
        return (CountedEffect(counters, _count(c)),)

    def ct_control_either(self, c: list[Any]) -> AnyOf:
        # "if you control an artifact or enchantment": one or more of either
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        kinds = [str(t).removesuffix("s") for t in c if isinstance(t, Token)]
        return AnyOf(
            tuple(PermanentCount(Selector(types=frozenset({k}), controller="you")) for k in kinds)
        )

    def ct_control_tokens(self, c: list[Any]) -> PermanentCount:
        # "if you control three or more tokens": tokens of any type (111.1)
        op, value = next((x for x in c if isinstance(x, tuple)), (">=", 1))
        tokens = Selector(types=frozenset(), controller="you", token=True)
        return PermanentCount(tokens, op, value)

    def ct_block_trigger_if(self, c: list[Any]) -> Any:
        # "whenever ~ attacks, if CONDITION, EFFECT" (603.4)
        head: dict[str, Any] = c[0]
        condition = next(x for x in c if isinstance(x, STATIC_CONDITIONS))
        effects: tuple[TriggerEffect, ...] = c[-1]
        if (
            not set(head["events"]) <= _INTERVENING_EVENTS
            or head.get("also_self")
            or head["subject"] is not None  # its "it" would be another creature
        ):
            raise TriggerNotModelled(
                "an intervening if (603.4) of a trigger outside the declare attackers and "
                "declare blockers steps, or on another creature's event"
            )
        return trigger_traits(head, (InterveningIf(condition), *effects))
