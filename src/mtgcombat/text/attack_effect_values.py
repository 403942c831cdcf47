"""Card sentences for issue 33's attack trigger effects: creature tokens
put onto the battlefield attacking (508.4, 111.1), untapping a chosen
target and tapping or untapping a group (701.26), and the costs of "you
may pay {1}{W} / N life / sacrifice another creature / a Blood token. If
you do, ..." (118.3, 701.21a).

The grammar's ``atk_*`` rules (card.lark, among the triggers' effects)
read "create a / N P/T COLOR [artifact] SUBTYPE creature token(s) [with
KEYWORDS] that's (that are) [tapped and] attacking", "create a / N tapped
and attacking P/T ...", "untap (another) target SEL", "untap each / all SEL",
"tap each / all SEL", "goad target SEL" (701.15), and, after "you may", "pay {MANA}", "pay N life",
"sacrifice SEL" and "sacrifice a Treasure (Blood, ...) token".
:class:`AttackEffectValues` turns them into the values of
:mod:`mtgcombat.core.attack_effect_values`. A form the engine can't carry
out is refused (unmodelled): a token with an ability the engine does not
model, "that many" tokens (no amount in an attack trigger), an {X} cost,
and tokens put onto the battlefield attacking by a trigger outside the
declare attackers step (:func:`~mtgcombat.text.block_triggers.block_trigger_value`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.abilities import (
    GroupKeywordEffect,
    GroupPumpEffect,
    Keyword,
    KeywordEffect,
    PumpEffect,
)
from mtgcombat.core.attack_effect_values import (
    SOURCE_COUNTER_KINDS,
    AttackingTokenEffect,
    GoadEffect,
    GroupCounterEffect,
    GroupTapEffect,
    PayCostEffect,
    PTLayerEffect,
    SacrificeCostEffect,
    TapCostEffect,
    UntapTargetEffect,
)
from mtgcombat.core.conditions import PermanentCount
from mtgcombat.core.counted_values import BlockRuleEffect, InterveningIf
from mtgcombat.core.defending_pays import DefendingPaysEffect
from mtgcombat.core.effect_values import TokenEffect
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.triggered import TriggerEffect
from mtgcombat.text.attack_more_values import AttackMoreValues  # session 10
from mtgcombat.text.block_triggers import TriggerNotModelled
from mtgcombat.text.keywords import attack_only


def _token(values: Any, c: list[Any], tapped: bool) -> tuple[TriggerEffect, ...]:
    # the token's words, read as the combat damage step's tokens are
    # (mtgcombat.text.effect_more_values, a family of the same transformer)
    [made] = values.dtm_token([x for x in c if not isinstance(x, bool)])
    assert isinstance(made, TokenEffect)
    if made.that_many:
        raise TriggerNotModelled("that many tokens put onto the battlefield attacking")
    return (AttackingTokenEffect(made, tapped),)


def _keywords(c: list[Any]) -> tuple[Keyword, ...]:
    # the keywords of each "KEYWORD" item; another ability is refused
    found = tuple(a for x in c if isinstance(x, tuple) for a in x)
    if not found or not all(isinstance(k, Keyword) for k in found):
        raise TriggerNotModelled(f"gaining or losing {', '.join(map(str, found))}")
    return tuple(k for k in found if isinstance(k, Keyword))


def _keywords_after_attacks(c: list[Any]) -> tuple[Keyword, ...]:
    # the keywords of each "KEYWORD" item, haste left out: every trigger read
    # with these effects resolves once attackers are declared (508.2a on),
    # and haste only lets a creature be declared as an attacker (302.6,
    # 702.10b), as for a spell's (mtgcombat.text.spell_values.grantable)
    found = tuple(a for x in c if isinstance(x, tuple) for a in x)
    kept = tuple(k for k in found if isinstance(k, Keyword))
    if len(kept) + sum(map(attack_only, found)) != len(found) or not kept:
        raise TriggerNotModelled(f"gaining or losing {', '.join(map(str, found))}")
    return kept


def _selector(c: list[Any]) -> Selector:
    found: Selector = next(x for x in c if isinstance(x, Selector))
    return found


class AttackEffectValues(AttackMoreValues):
    """Transformer methods for the ``atk_*`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> text = ("Whenever ~ attacks, create a 1/1 white Soldier creature token "
    ...         "that's tapped and attacking.")
    >>> [str(v) for v in parse_sentence(text).traits.values()]  # doctest: +NORMALIZE_WHITESPACE
    ['whenever this creature attacks, create a 1/1 white Soldier creature token
      tapped and attacking']
    """

    def atk_tapped(self, c: list[Any]) -> bool:
        return True

    def atk_untapped(self, c: list[Any]) -> bool:
        return False

    def atk_token(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "that's tapped and attacking" / "that's attacking" (508.4)
        tapped = next(x for x in c if isinstance(x, bool))
        return _token(self, c, tapped)

    def atk_token_tapped(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "create a tapped and attacking 1/1 ..." (508.4)
        return _token(self, c, True)

    def atk_plain_token(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # a token out of combat (111.1), as an attack or block trigger
        # resolves (its count a number: "that many" is the damage step's)
        made: tuple[TriggerEffect, ...] = self.dtm_token(c)  # type: ignore[attr-defined]
        return made

    def atk_untap_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "untap (another) target creature (you control)" (603.3d, 701.26b)
        aimed = next(x for x in c if hasattr(x, "selector"))
        return (UntapTargetEffect(aimed.selector or Selector()),)

    def atk_goad_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "goad target creature (defending player controls)": a creature only
        # can be goaded (701.15a; 701.38a in 2023), chosen as it is put on the
        # stack (603.3d)
        aimed = next(x for x in c if hasattr(x, "selector"))
        wanted = aimed.selector or Selector()
        if "creature" not in wanted.types:
            raise TriggerNotModelled(f"goading one of the {wanted}: only a creature is goaded")
        return (GoadEffect(wanted),)

    def atk_goad_each(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # issue 33 (session 10): "goad each creature that player controls"
        # (701.15a): every creature of the group as it resolves, no target
        wanted = next(x for x in c if isinstance(x, Selector))
        if "creature" not in wanted.types:
            raise TriggerNotModelled(f"goading each of the {wanted}: only a creature is goaded")
        return (GoadEffect(wanted, "each"),)

    def atk_aimed_kinds(self, c: list[Any]) -> Any:
        # "target artifact or enchantment defending player controls", "target
        # creature or land": one target that is any of these card types
        # (115.1, 603.3d). Who controls it ("defending player controls", "you
        # control") and "another" qualify every type; any other quality after
        # the last type is refused (whose it is can't be told).
        kinds = [x for x in c if isinstance(x, Selector)]
        last = kinds[-1]
        shared = {"controller": last.controller, "other": last.other}
        if dataclasses.replace(last, controller="", other=False) != Selector(types=last.types):
            raise TriggerNotModelled(f"one target of the types {', '.join(map(str, kinds))}")
        members = tuple(dataclasses.replace(k, **shared) for k in (*kinds[:-1], last))  # type: ignore[arg-type]
        union = Selector(types=frozenset(), any_of=members)
        return self.bt_aimed([union])  # type: ignore[attr-defined]

    def atk_aimed_kinds_other(self, c: list[Any]) -> Any:
        # "untap another target artifact or creature you control": not the
        # permanent with the ability
        kinds = [x for x in c if isinstance(x, Selector)]
        return self.atk_aimed_kinds([*kinds[:-1], dataclasses.replace(kinds[-1], other=True)])

    def atk_untap_group(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (GroupTapEffect(_selector(c), untap=True),)

    def atk_tap_group(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (GroupTapEffect(_selector(c)),)

    def atk_switch_pt(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "switch its power and toughness until end of turn" (613.4d)
        return (PTLayerEffect(switch=True),)

    def atk_base_pt(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "target creature you control has base power and toughness 4/4 until
        # end of turn" (613.4b, 603.3d)
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        power, toughness = (int(str(x)) for x in c if isinstance(x, Token) and x.type == "INT")
        aimed = next(x for x in c if hasattr(x, "selector"))
        return (PTLayerEffect(False, power, toughness, "target", aimed.selector or Selector()),)

    def atk_base_pt_own(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # issue 33 (session 9): "~ has base power and toughness 4/2 until end
        # of turn (and gains first strike until end of turn)" (613.4b, 613.1f)
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        power, toughness = (int(str(x)) for x in c if isinstance(x, Token) and x.type == "INT")
        own = PTLayerEffect(False, power, toughness, "self")
        if not any(isinstance(x, tuple) for x in c):
            return (own,)
        return (own, *(KeywordEffect(k, "self") for k in _keywords(c)))

    def atk_base_pt_own_unblockable(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "... and can't be blocked this turn" (509.1b)
        return (*self.atk_base_pt_own(c), BlockRuleEffect("cant_be_blocked", target="self"))

    def atk_lose_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "(you may have) target creature lose(s) flying until end of turn":
        # the target chosen as it is put on the stack (603.3d), layer 6 (613.1f)
        aimed = next(x for x in c if hasattr(x, "selector"))
        found = next(x for x in c if isinstance(x, tuple))
        if len(found) != 1 or not isinstance(found[0], Keyword):
            raise TriggerNotModelled(f"gaining or losing {', '.join(map(str, found))}")
        return (
            KeywordEffect(
                found[0], "target", lose=True, target_filter=aimed.selector or Selector()
            ),
        )

    def atk_gain_two(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "it gains trample and indestructible until end of turn" (613.1f): each keyword
        return tuple(KeywordEffect(k, c[0]) for k in _keywords(c))

    def atk_gain_two_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "target creature you control gains double strike and lifelink until end
        # of turn" (session 13): the one target chosen as the ability is put on
        # the stack (603.3d) gains each keyword (613.1f)
        aimed = next(x for x in c if hasattr(x, "selector"))
        wanted = aimed.selector or Selector()
        return tuple(KeywordEffect(k, "target", target_filter=wanted) for k in _keywords(c))

    def atk_pump_gain_two(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "~ gets +2/+0 and gains first strike and haste until end of turn"
        # (613.4c, 613.1f): the pump, then each keyword, on the same creature
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        who = c[0]
        return (
            PumpEffect(who, pump.power, pump.toughness),
            *(KeywordEffect(k, who) for k in _keywords_after_attacks(c)),
        )

    def atk_group_pump_gain(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "each creature you control with power 4 or greater gets +1/+1 and gains
        # trample until end of turn" (611.2c, 613.4c, 613.1f): one set of
        # creatures for both halves, picked before the pump (608.2c)
        affected: Selector = c[0]
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        keywords = _keywords(c)
        return (
            GroupPumpEffect(affected, pump.power, pump.toughness),
            *(GroupKeywordEffect(affected, k, same_group=True) for k in keywords),
        )

    def atk_group_counter(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        found: tuple[TriggerEffect, ...] = c[0]
        return found

    def atk_counter_each(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "put a +1/+1 counter on each Vampire you control" (122.1)
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            raise TriggerNotModelled(f"{pump.power:+d}/{pump.toughness:+d} counters on a group")
        amount = next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), 1)
        return (GroupCounterEffect(amount, pump.power > 0, _selector(c)),)

    def atk_source_counter(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "put a quest counter on ~": on the permanent with the ability (122.1;
        # session 10); a kind with a rule of its own (122.1b-c, 711, 714) is refused
        kind = next(str(x) for x in c if getattr(x, "type", "") == "SOURCE_COUNTER")
        if kind not in SOURCE_COUNTER_KINDS:
            raise TriggerNotModelled(
                "counters of a kind the engine does not carry out put on it (122.1)"
            )
        amount = next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), 1)
        # "on it": the creature the event is about, not the permanent with the
        # ability ("whenever a creature you control attacks, put a quest counter on
        # it"); "on ~": the permanent itself. The same value the damage triggers'
        # form reads (core.named_counter_values), so the two readings agree
        on = next(str(x) for x in c if getattr(x, "type", "") == "SELF")
        return (NamedCounterEffect(kind, amount, False, "it" if on == "it" else "self"),)

    def atk_pay_mana(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        mana = "".join(str(x).upper() for x in c)
        if "X" in mana:
            raise TriggerNotModelled(f"paying {mana}: an amount X the engine does not choose")
        return (PayCostEffect(mana),)

    def block_trigger_defending_pays(self, c: list[Any]) -> Any:
        # session 11: "defending player may pay {U}. If that player does, ..." (603.5)
        return _defending_pays(c, if_paid=True)

    def block_trigger_defending_declines(self, c: list[Any]) -> Any:
        # "... If that player doesn't, ~ can't be blocked this turn" (603.5, 118.3)
        return _defending_pays(c, if_paid=False)

    def block_trigger_if_after(self, c: list[Any]) -> Any:
        # session 11: "you lose 1 life if you don't control a Demon": checked only as
        # it resolves (608.2c), not as it triggers (no intervening "if", 603.4)
        from mtgcombat.text.block_triggers import trigger_traits  # noqa: PLC0415

        wanted = dataclasses.replace(_selector(c), controller="you")
        check = InterveningIf(PermanentCount(wanted, "==", 0), at_resolution=True)
        effects: tuple[TriggerEffect, ...] = c[1]
        return trigger_traits(c[0], (check, *effects))

    def atk_pay_life(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        life = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        return (PayCostEffect(life=life),)

    def atk_sacrifice(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "sacrifice another creature": one of its controller's own (701.21a)
        wanted = _selector(c)
        if wanted.controller not in ("", "you") or wanted.ids or wanted.host:
            raise TriggerNotModelled(f"sacrificing one of the {wanted}")
        return (SacrificeCostEffect(dataclasses.replace(wanted, controller="you")),)

    def atk_tap_cost(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "tap an untapped non-Human creature you control": one of its
        # controller's own, a cost paid as it resolves (118.3, session 9)
        wanted = _selector(c)
        if wanted.controller != "you" or wanted.ids or wanted.host:
            raise TriggerNotModelled(f"tapping one of the {wanted}")
        return (TapCostEffect(wanted),)

    def atk_sacrifice_own(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "sacrifice a creature" (no "you may"): one permanent of its
        # controller's own, their choice (701.21a); the source itself counts,
        # but for "another" (its "other" read as the selector's)
        return self.atk_sacrifice(c)

    def atk_sacrifice_another(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "sacrifice another creature or land": not the permanent with the ability
        wanted = dataclasses.replace(_selector(c), other=True)
        return self.atk_sacrifice([wanted])

    def atk_sacrifice_predefined(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "sacrifice a Blood token": a predefined artifact token (111.10)
        kind = next(str(x) for x in c if getattr(x, "type", "") == "DTM_PREDEFINED")
        wanted = Selector(
            types=frozenset({"artifact"}), subtypes=frozenset({kind}), token=True, controller="you"
        )
        return (SacrificeCostEffect(wanted),)


def _defending_pays(c: list[Any], *, if_paid: bool) -> Any:
    """The trigger whose first effect is the defending player's payment
    (:class:`~mtgcombat.core.defending_pays.DefendingPaysEffect`), then the
    effects its answer lets happen."""
    from mtgcombat.text.block_triggers import trigger_traits  # noqa: PLC0415

    mana = "".join(str(x).upper() for x in c if getattr(x, "type", "") == "ATK_MANA")
    if "X" in mana:
        raise TriggerNotModelled(f"paying {mana}: an amount X the engine does not choose")
    effects: tuple[TriggerEffect, ...] = c[-1]
    return trigger_traits(c[0], (DefendingPaysEffect(mana, if_paid), *effects))


__all__ = ["AttackEffectValues"]
