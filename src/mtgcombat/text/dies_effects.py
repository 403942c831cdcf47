"""Effects read after a trigger on a death (session 12, issue 33): a target
exiled (406.2) and every permanent of a group destroyed or exiled at once
(701.8, 406.2, 608.2c).

The grammar's ``di_effect`` rules (card.lark, the ``dies_trigger`` block)
read them; the checks of :func:`mtgcombat.text.dies_triggers.dies_trigger_value`
apply as for any other effect of such a trigger, and
:mod:`mtgcombat.rules.triggers_effects` carries them out.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import Selector, TriggerEffect
from mtgcombat.core.conditions import CountersOn, SourceIs
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.core.group_leave_values import GroupLeaveEffect
from mtgcombat.core.triggered import ExileEffect
from mtgcombat.text.block_triggers import TriggerNotModelled


class DiesEffectValues:
    """Transformer methods for the effects of card.lark's ``di_effect``
    rules that this module adds.

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("When Zed dies, exile target permanent.", name="Zed")
    >>> parsed.status, [str(v) for v in parsed.traits.abilities]
    ('modelled', ['whenever this creature dies, exile a target among permanents'])
    """

    def di_exile_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "exile target permanent (an opponent controls)", "exile target
        # artifact or creature": chosen as the ability goes on the stack
        # (603.3d), any permanent its words match (115.1): the same words as
        # "destroy target ..." (block_triggers.bt_destroy_target)
        [aimed] = self.bt_destroy_target(c)  # type: ignore[attr-defined]
        return (ExileEffect("target", aimed.target_filter or Selector()),)

    def dies_trigger_if_own(self, c: list[Any]) -> Any:
        # "when ~ dies, if it had a +1/+1 counter on it (no time counters,
        # counters), EFFECT": an intervening "if" (603.4) read on the
        # permanent itself as it last existed (603.10a, 608.2h); about
        # another creature that died, it is refused (the condition is read
        # on the permanent with the ability)
        head = c[0]
        if head["subject"] is not None or head.get("also_self") or head["events"] != ("dies",):
            raise TriggerNotModelled(
                "an intervening if (603.4) on a death about a creature, not a player or the board"
            )
        condition = c[1]
        if isinstance(condition, SourceIs) and condition.selector.counter:
            # "it had a +1/+1 counter on it": counted on the card as it last
            # existed (its counters stay with it in the graveyard here), not
            # matched as a permanent on the battlefield
            condition = CountersOn(condition.selector.counter)
        effects = c[-1] if isinstance(c[-1], tuple) else (c[-1],)
        return self.dies_trigger([head, (InterveningIf(condition), *effects)])  # type: ignore[attr-defined]

    def di_destroy_all(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "destroy all creatures (nonland permanents)": read as it resolves
        return (GroupLeaveEffect(_selector(c)),)

    def di_destroy_all_no_regen(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "They can't be regenerated." (701.19c)
        return (GroupLeaveEffect(_selector(c), regenerate=False),)

    def di_exile_all(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (GroupLeaveEffect(_selector(c), exile=True),)


def _selector(c: list[Any]) -> Selector:
    found: Selector = next(x for x in c if isinstance(x, Selector))
    return found


__all__ = ["DiesEffectValues"]
