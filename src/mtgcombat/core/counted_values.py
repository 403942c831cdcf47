"""Triggered effects with a number counted as they resolve, and the
intervening "if" of a triggered ability, as values (608.2h, 603.4).

* :class:`CountedEffect`: "it gets +X/+0 until end of turn, where X is the
  number of attacking creatures you control", "you gain 1 life for each
  attacking creature", "put a +1/+1 counter on it for each attacking
  creature you control", "create a 2/2 green Wolf creature token that's
  tapped and attacking for each creature card in your graveyard": a pump,
  a life change, counters or tokens whose numbers
  are multiplied by an :data:`~mtgcombat.core.conditions.Amount` read on
  the board as the ability resolves (608.2h), with the same counts the
  static abilities read (613.4a; :func:`mtgcombat.core.selectors.count`);
* :class:`InterveningIf`: "whenever ~ attacks, if you control a Dinosaur,
  ...": a condition checked as the ability triggers and again as it
  resolves; false then, the ability does nothing (603.4). It is the first of
  the ability's effects; the rules engine reads it in
  :mod:`mtgcombat.rules.counted_triggers`;
* :class:`BlockRuleEffect`: a blocking rule until end of turn on a target of
  an attack trigger ("target creature defending player controls blocks it
  this combat if able", "another target attacking creature can't be blocked
  this turn": 509.1b-c, 603.3d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from mtgcombat.core.conditions import Amount, StaticCondition
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

if TYPE_CHECKING:  # core.triggered lists these among its effects
    from mtgcombat.core.attack_effect_values import AttackingTokenEffect
    from mtgcombat.core.effect_values import TokenEffect
    from mtgcombat.core.triggered import (
        CounterEffect,
        DamageEffect,
        GroupPumpEffect,
        LifeEffect,
        PumpEffect,
    )


@dataclass(frozen=True, slots=True)
class SourceStat:
    """The power (or toughness) of the permanent with the ability as the
    ability resolves, or as it last existed (608.2h): "where X is ~'s power".

    >>> str(SourceStat())
    "this permanent's power"
    """

    stat: Literal["power", "toughness"] = "power"

    def __str__(self) -> str:
        return f"this permanent's {self.stat}"


@dataclass(frozen=True, slots=True)
class Greatest:
    """The greatest power (or toughness) among the permanents ``selector``
    matches, read relative to the permanent with the ability; 0 when none
    does: "where X is the greatest power among creatures you control". With
    ``stat`` "either" (session 10), the greatest of their powers and
    toughnesses together: "the greatest power and/or toughness among other
    creatures you control" (Freelance Muscle).

    >>> str(Greatest(Selector(types=frozenset({"creature"}), controller="you")))
    'the greatest power among creatures you control'
    """

    selector: Selector
    stat: Literal["power", "toughness", "either"] = "power"

    def __str__(self) -> str:
        stat = "power and/or toughness" if self.stat == "either" else self.stat
        return f"the greatest {stat} among {self.selector}"


CountedAmount = Amount | SourceStat | Greatest
"""What a counted effect's X is: a static ability's count (613.4a), the
source's own power, or the greatest power among a group."""


@dataclass(frozen=True, slots=True)
class CountedEffect:
    """``effect`` with its numbers (the pump's +N/+M, the life, the number
    of counters) multiplied by ``times``, counted as the ability resolves
    (608.2h): "+X/+0, where X is ..." is ``effect`` +1/+0 times X.

    >>> from mtgcombat.core.conditions import Count
    >>> from mtgcombat.core.selector_values import Selector
    >>> from mtgcombat.core.triggered import PumpEffect
    >>> attacking = Selector(types=frozenset({"creature"}), role="attacking")
    >>> str(CountedEffect(PumpEffect(power=1), Count(attacking)))
    'it gets +1/+0 until end of turn, times X where X is the number of attacking creatures'
    """

    # session 10: tokens too, "create a 2/2 green Wolf creature token that's
    # tapped and attacking for each creature card in your graveyard" (111.1, 508.4)
    effect: (
        PumpEffect
        | LifeEffect
        | CounterEffect
        | GroupPumpEffect
        | AttackingTokenEffect
        | TokenEffect
        | DamageEffect  # session 10: "deals X damage to any target, where X is ..."
    )
    times: CountedAmount

    def __str__(self) -> str:
        return f"{self.effect}, times X where X is {self.times}"


@dataclass(frozen=True, slots=True)
class InterveningIf:
    """The condition of "whenever ..., if CONDITION, EFFECT" (603.4): read
    relative to the permanent with the ability when it triggers and when it
    resolves; the effects after it happen only if it holds both times.

    >>> from mtgcombat.core.conditions import PermanentCount
    >>> from mtgcombat.core.selector_values import Selector
    >>> dinosaur = Selector(subtypes=frozenset({"dinosaur"}), controller="you")
    >>> str(InterveningIf(PermanentCount(dinosaur)))
    'if you control 1 or more dinosaur creatures'

    ``at_resolution``: a condition written after the effect ("you lose 1 life
    if you don't control a Demon"; session 11) is no intervening "if": it is
    checked only as the ability resolves (608.2c), and the ability triggers
    whatever the board was then.

    >>> str(InterveningIf(PermanentCount(dinosaur, "==", 0), at_resolution=True))
    'as it resolves, if you control no dinosaur creatures'
    """

    condition: StaticCondition
    at_resolution: bool = False

    def __str__(self) -> str:
        when = "as it resolves, " if self.at_resolution else ""
        return f"{when}if {self.condition}"


@dataclass(frozen=True, slots=True)
class BlockRuleEffect:
    """A blocking rule until end of turn on the target chosen among the
    creatures ``target_filter`` matches (603.3d): ``rule`` "blocks_it"
    ("target creature defending player controls blocks it this combat if
    able": a requirement to block the creature the event is about, 509.1c)
    or "cant_be_blocked" ("another target attacking creature can't be
    blocked this turn", 509.1b). ``target`` "self" is the permanent with the
    ability and "it" the creature its event is about, chosen by no one: "~
    can't be blocked this combat", "whenever ~ attacks alone, it can't be
    blocked this combat" (509.1b).

    >>> theirs = Selector(types=frozenset({"creature"}), controller="defending")
    >>> str(BlockRuleEffect("blocks_it", target_filter=theirs))
    'a target among creatures defending player controls blocks it this combat if able'
    >>> str(BlockRuleEffect("cant_be_blocked", target="self"))
    "this creature can't be blocked this turn"
    """

    rule: Literal["blocks_it", "cant_be_blocked"]
    target: Literal["target", "it", "self"] = "target"
    target_filter: Selector | None = None

    def __str__(self) -> str:
        what = {
            "blocks_it": "blocks it this combat if able",
            "cant_be_blocked": "can't be blocked this turn",
        }[self.rule]
        if self.target == "self":
            return f"this creature {what}"
        if self.target == "it":
            return f"it {what}"
        return f"a target among {self.target_filter} {what}"
