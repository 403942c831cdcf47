"""Card sentences for the effects of a trigger on another creature entering
the battlefield that name that creature's power or toughness (issue 33,
session 8): "whenever another creature enters the battlefield under your
control, you gain life equal to that creature's toughness" (Trostani,
Selesnya's Voice), "... you may gain life equal to that creature's power"
(Archon of Redemption), "... equal to its toughness" (Wolverine Riders).

The grammar's ``etb_*`` rules (card.lark, in the block triggers' effects)
read them; :class:`EntersValues` turns them into
:class:`~mtgcombat.core.triggered.LifeEffect` values whose amount is the
power or toughness of the creature the event is about, as the ability
resolves (608.2h; :mod:`mtgcombat.rules.enter_triggers`, 603.6a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from mtgcombat.core.triggered import LifeEffect, TriggerEffect

if TYPE_CHECKING:
    from mtgcombat.core.triggered import PlayerTarget


def _stat(c: list[Any]) -> str:
    """The stat an ``etb_stat`` names: "power" or "toughness"."""
    return next(str(x) for x in c if x in ("power", "toughness"))


class EntersValues:
    """Transformer methods for the ``etb_*`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> line = ("Whenever another creature enters the battlefield under your control, "
    ...         "you gain life equal to that creature's toughness.")
    >>> [str(a) for a in parse_sentence(line).traits.abilities]  # doctest: +NORMALIZE_WHITESPACE
    ['whenever one of the other creatures you control enters the battlefield,
      you gain life equal to its toughness']
    """

    def etb_stat(self, c: list[Any]) -> str:
        return str(c[-1])

    def etb_gain_life_stat(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (_life(c[0], _stat(c)),)

    def etb_may_gain_life_stat(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (_life("you", _stat(c)),)


def _life(player: str, stat: str) -> LifeEffect:
    """``player`` gains life equal to the power or toughness of the creature
    the event is about (608.2h).

    >>> str(_life("you", "toughness"))
    'you gain life equal to its toughness'
    """
    return LifeEffect(
        1, cast("PlayerTarget", player), by_power=stat == "power", by_toughness=stat == "toughness"
    )
