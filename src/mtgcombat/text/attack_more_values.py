"""Card sentences for more of issue 33's attack and block trigger effects
(session 10), each read into effects the rules engine already carries out:

* "attacking red creatures get +2/+0 and attacking white creatures get
  +0/+2 until end of turn" (Agrus Kos): two groups, each matched as the
  ability resolves, pumped until the same end of turn (613.4c, 611.2c); a
  creature in both groups gets both;
* "another target attacking creature gets +0/+2 until end of turn. Untap
  that creature." (Bazaar Krovod): "that creature" is the ability's one
  target (603.3d, 608.2b), pumped (613.4c) and then untapped (701.26b);
* "you lose 1 life for each +1/+1 counter on it" (Embalmed Brawler), and
  the same with "gain": the counters on the creature with the ability,
  counted as the ability resolves (608.2h, 122.1; life, 119.3);
* "destroy target creature defending player controls. It can't be
  regenerated." (Necrite): a target destroyed without regeneration
  (701.19c now, 701.15c in 2023).

:class:`AttackMoreValues` is a family of the grammar's transformer
(through :class:`~mtgcombat.text.attack_effect_values.AttackEffectValues`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.abilities import (
    CardCount,
    Count,
    CounterCount,
    DestroyEffect,
    GroupPumpEffect,
    LifeEffect,
    PlayerNumber,
    PumpEffect,
    Sum,
)
from mtgcombat.core.attack_effect_values import RemoveCounterEffect, UntapTargetEffect
from mtgcombat.core.counted_values import CountedEffect, Greatest
from mtgcombat.core.effect_values import SelfUntapEffect
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.tap_fight_values import FightTargetEffect, TapAnyNumberEffect
from mtgcombat.core.triggered import TriggerEffect
from mtgcombat.text.block_triggers import TriggerNotModelled


def _aimed(c: list[Any]) -> Selector:
    """The selector of "(another) target SEL" (603.3d)."""
    aimed = next(x for x in c if hasattr(x, "selector") and not isinstance(x, Selector))
    wanted: Selector = aimed.selector or Selector()
    return wanted


_PER_AMOUNTS = (Count, CardCount, PlayerNumber, Sum)
"""What tokens are counted by: permanents, cards in a zone, players or a
player's number, or a sum of these (608.2h)."""


def _pts(c: list[Any]) -> list[Any]:
    return [x for x in c if hasattr(x, "power") and hasattr(x, "toughness")]


def _life_per_counter(c: list[Any], sign: int) -> tuple[TriggerEffect, ...]:
    """Life for each counter of a kind on the permanent with the ability,
    counted as the ability resolves (608.2h, 122.1, 119.3)."""
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    player = next(x for x in c if type(x) is str)
    if player != "you":
        raise TriggerNotModelled(f"life for {player}, counted")
    kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "COUNTER_NAME")
    amount = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
    return (CountedEffect(LifeEffect(sign * amount, "you"), CounterCount(kind)),)


class AttackMoreValues:
    """Transformer methods for the session's ``atk_*`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("Whenever ~ attacks, attacking red creatures get +2/+0 and "
    ...                         "attacking white creatures get +0/+2 until end of turn.")
    >>> [str(e) for e in next(iter(parsed.traits.values())).effects]
    ['attacking red creatures get +2/+0 until end of turn', \
'attacking white creatures get +0/+2 until end of turn']
    """

    def atk_two_group_pumps(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # two groups, each with its own pump, until the same end of turn (613.4c)
        groups = [x for x in c if isinstance(x, Selector)]
        pumps = _pts(c)  # the grammar's two groups and two pumps
        return tuple(
            GroupPumpEffect(group, pump.power, pump.toughness)
            for group, pump in zip(groups, pumps, strict=True)
        )

    def atk_pump_target_untap(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "target SEL gets +N/+M until end of turn. Untap that creature.": the
        # one target of the ability (603.3d), pumped then untapped (701.26b)
        wanted = _aimed(c)
        [pump] = _pts(c)
        return (
            PumpEffect("target", pump.power, pump.toughness, target_filter=wanted),
            UntapTargetEffect(wanted),
        )

    def atk_life_lost_per_counter(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "you lose 1 life for each +1/+1 counter on it" (119.3, 608.2h)
        return _life_per_counter(c, -1)

    def atk_life_gained_per_counter(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "you gain 1 life for each +1/+1 counter on it" (119.3, 608.2h)
        return _life_per_counter(c, 1)

    def atk_token_per(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "create a 2/2 green Wolf creature token that's tapped and attacking
        # for each creature card in your graveyard": the count read as the
        # ability resolves (608.2h), each token put onto the battlefield
        # attacking (508.4) or, without "attacking", out of combat (111.1)
        per = c[-1]
        times = Count(per) if isinstance(per, Selector) else per
        if not isinstance(times, _PER_AMOUNTS):
            raise TriggerNotModelled(f"tokens for each {per}")
        words = c[:-1]
        attacking = any(isinstance(x, bool) for x in words)  # "that's (tapped and) attacking"
        read = self.atk_token if attacking else self.atk_plain_token  # type: ignore[attr-defined]
        [effect] = read(words)
        return (CountedEffect(effect, times),)

    def atk_token_number(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "create a number of 2/2 white Knight creature tokens with vigilance
        # equal to the number of opponents you have": one token, times the
        # number read as the ability resolves (608.2h)
        one = self.dtm_one([])  # type: ignore[attr-defined]
        return self.atk_token_per([one, *c])

    def atk_deal_counted(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "it deals damage to any target equal to the number of +1/+1 counters
        # on ~", "it deals X damage to any target, where X is ...": 1 damage
        # times X, counted as the ability resolves (608.2h)
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        amount = c[-1]
        rest = [x for x in c[:-1] if not isinstance(x, Token)]
        one = self.bt_damage([1, *rest])  # type: ignore[attr-defined]
        [damage] = self.bt_deal([*c[:-1], one])  # type: ignore[attr-defined]
        return (CountedEffect(damage, amount),)

    def atk_remove_counter(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "remove a +1/+1 counter from it (~)": the creature of the event
        # ("it") or the permanent with the ability ("~"), 122.1
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "COUNTER_NAME")
        self_word = next(str(t) for t in c if isinstance(t, Token) and t.type == "SELF")
        return (RemoveCounterEffect(kind, "it" if self_word == "it" else "self"),)

    def ct_greatest_either(self, c: list[Any]) -> Greatest:
        # "the greatest power and/or toughness among other creatures you control"
        return Greatest(next(x for x in c if isinstance(x, Selector)), "either")

    def atk_destroy_target_no_regen(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "destroy target SEL. It can't be regenerated." (701.19c; 603.3d)
        return (DestroyEffect("target", regenerate=False, target_filter=_aimed(c)),)

    def atk_fight_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "it (~) fights target creature defending player controls": the
        # creature of the event ("it") or the permanent with the ability (~)
        # and the target (603.3d) deal each other damage (701.14a)
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        # the SELF terminal is "~" or "it": only "~" names the permanent itself
        by_self = any(isinstance(t, Token) and str(t) == "~" for t in c)
        return (FightTargetEffect(_aimed(c), "self" if by_self else "it"),)

    def atk_tap_any_pump(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "tap any number of untapped creatures you control. ~ gets +1/+1
        # until end of turn for each creature tapped this way": the
        # controller's own, chosen as it resolves (608.2d), then the bonus
        # once for each (613.4c)
        wanted = next(x for x in c if isinstance(x, Selector))
        if wanted.controller != "you" or wanted.ids or wanted.host:
            raise TriggerNotModelled(f"tapping any number of the {wanted}")
        [pump] = _pts(c)
        return (TapAnyNumberEffect(wanted, pump.power, pump.toughness),)

    def atk_aimed_not_yours(self, c: list[Any]) -> Any:
        # "target creature you don't control": controlled by any other player,
        # a teammate too, the selector's "not_you" (603.3d, 102.2)
        wanted = next(x for x in c if isinstance(x, Selector))
        if wanted.controller:
            raise TriggerNotModelled(f"a target among {wanted} you don't control")
        return self.bt_aimed([dataclasses.replace(wanted, controller="not_you")])  # type: ignore[attr-defined]

    def atk_tap_cost_other(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "you may tap another untapped Citizen you control": a tap cost (118.3)
        # paid with one of its controller's own other than this permanent
        wanted = next(x for x in c if isinstance(x, Selector))
        paid: tuple[TriggerEffect, ...] = self.atk_tap_cost(  # type: ignore[attr-defined]
            [dataclasses.replace(wanted, other=True)]
        )
        return paid

    def atk_effects_untap_self(self, c: list[Any]) -> Any:
        # "whenever ~ attacks, ~ gets +1/+1 until end of turn. Untap it.": its
        # own trigger, so "it" is the permanent with the ability (701.26b)
        from mtgcombat.text.block_triggers import trigger_traits  # noqa: PLC0415

        head = self.bt_self(c[:3])  # type: ignore[attr-defined]
        effects: tuple[TriggerEffect, ...] = c[3]
        return trigger_traits(head, (*effects, SelfUntapEffect()))


__all__ = ["AttackMoreValues"]
