"""Card sentences for the triggered effects that create tokens (111.1,
111.2, 111.10), halve a life total (107.1a) or act off the battlefield:
mill (701.17), scry (701.22), surveil (701.25), venture into the dungeon
(701.49) and investigate (701.16).

The grammar's ``dtm_*`` rules (card.lark, in the combat damage step's
effects) read "create a / N / that many P/T COLOR [artifact] SUBTYPE
creature token(s) [with KEYWORDS]", "create a / N / that many Treasure
(Clue, Food, Blood, Gold) token(s)", "investigate", "that player loses half
their life, rounded up / down", "venture into the dungeon", "scry N",
"surveil N" and "that player mills N / that many cards".
:class:`_EffectMoreValues` turns them into the values of
:mod:`mtgcombat.core.effect_values`; a token with an ability the engine
does not model is refused (unmodelled), never created without it.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import (
    CounterEffect,
    EnergyEffect,
    HalfLifeEffect,
    Keyword,
    LibraryEffect,
    ProliferateEffect,
    TokenEffect,
)
from mtgcombat.core.triggered import TriggerEffect
from mtgcombat.core.valueclass import dataclass
from mtgcombat.text.block_triggers import TriggerNotModelled, _number


@dataclass(frozen=True, slots=True)
class _Count:
    """How many tokens: ``count``, or as many as the damage (603.2)."""

    count: int = 1
    that_many: bool = False


def _tokens_of(c: list[Any], kind: str) -> list[str]:
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    return [str(x) for x in c if isinstance(x, Token) and x.type == kind]


def _keywords(c: list[Any]) -> tuple[Keyword, ...]:
    found = tuple(a for x in c if isinstance(x, tuple) for a in x)
    for a in found:
        if not isinstance(a, Keyword):
            raise TriggerNotModelled(f"a token with {a}")
    return tuple(a for a in found if isinstance(a, Keyword))


class _EffectMoreValues:
    """Transformer methods for the ``dtm_*`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> text = "Whenever ~ deals combat damage to a player, create a Treasure token."
    >>> [str(v) for v in parse_sentence(text).traits.values()]
    ['whenever this creature deals combat damage to a player, create a Treasure token']
    """

    def dtm_one(self, c: list[Any]) -> _Count:
        return _Count(1)

    def dtm_n(self, c: list[Any]) -> _Count:
        return _Count(_number(c))

    def dtm_that_many(self, c: list[Any]) -> _Count:
        return _Count(0, that_many=True)

    def dtm_colors(self, c: list[Any]) -> frozenset[str]:
        return frozenset(str(x) for x in c)

    def dtm_colorless(self, c: list[Any]) -> frozenset[str]:
        return frozenset()

    def dtm_artifact(self, c: list[Any]) -> str:
        return "artifact"

    def dtm_token(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        count: _Count = next(x for x in c if isinstance(x, _Count))
        power, toughness = (int(x) for x in _tokens_of(c, "INT"))
        colors = next(x for x in c if isinstance(x, frozenset))
        subtypes = tuple(s.capitalize() for s in _tokens_of(c, "SUBTYPE_SG"))
        effect = TokenEffect(
            count.count,
            power,
            toughness,
            colors,
            subtypes,
            _keywords(c),
            artifact="artifact" in c,
            that_many=count.that_many,
        )
        return (effect,)

    def dtm_predefined(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        count: _Count = next(x for x in c if isinstance(x, _Count))
        [kind] = _tokens_of(c, "DTM_PREDEFINED")
        return (TokenEffect(count.count, predefined=kind.capitalize(), that_many=count.that_many),)

    def dtm_proliferate(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (ProliferateEffect(),)  # 701.34

    def dtm_proliferate_twice(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (ProliferateEffect(), ProliferateEffect())  # each sees the first's counters

    def dtm_investigate(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (TokenEffect(1, predefined="Clue", investigate=True),)

    def dtm_half_up(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (HalfLifeEffect("that_player", round_up=True),)

    def dtm_half_down(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (HalfLifeEffect("that_player", round_up=False),)

    def dtm_venture(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("venture"),)

    def dtm_scry(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("scry", amount=_number(c)),)

    def dtm_surveil(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("surveil", amount=_number(c)),)

    def dtm_mill(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("mill", "that_player", _number(c)),)

    def dtm_mill_that_many(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("mill", "that_player", that_many=True),)

    # "that player discards that many cards": the damage dealt (603.2, 701.9)
    def dtm_discard_that_many(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("discard", "that_player", that_many=True),)

    # "each player / each opponent discards (mills) N": APNAP order (101.4)
    def dtm_each_player_discards(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("discard", "each_player", _number(c)),)

    def dtm_each_player_mills(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("mill", "each_player", _number(c)),)

    def dtm_each_opponent_discards(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("discard", "each_opponent", _number(c)),)

    def dtm_each_opponent_mills(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("mill", "each_opponent", _number(c)),)

    def dtm_draw_that_many(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LibraryEffect("draw", "you", that_many=True),)

    def dtm_both_draw_that_many(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "you and that player each draw": simultaneous draws, no choice (121.1)
        return (
            LibraryEffect("draw", "you", that_many=True),
            LibraryEffect("draw", "that_player", that_many=True),
        )

    def dtm_counters_that_many(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            raise TriggerNotModelled(f"that many {pump.power:+d}/{pump.toughness:+d} counters")
        # "it": the creature the event is about; "that creature": the one it dealt damage to
        other = any(getattr(x, "type", "") == "CREATURE" for x in c)
        return (CounterEffect(0, pump.power > 0, "other" if other else "it", that_many=True),)

    def dtm_counters_that_many_self(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "on ~": the permanent with the ability ("self"), whoever's event it
        # is ("whenever you're dealt damage, put that many +1/+1 counters on
        # ~"); "that many" is the event's amount (603.2)
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            raise TriggerNotModelled(f"that many {pump.power:+d}/{pump.toughness:+d} counters")
        return (CounterEffect(0, pump.power > 0, "self", that_many=True),)

    # energy counters (107.14): "you get {E}{E}", "you may pay {E}. If you do, ..."
    def bt_get_energy(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (EnergyEffect(len(_tokens_of(c, "ENERGY"))),)

    def bt_pay_energy(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (EnergyEffect(len(_tokens_of(c, "ENERGY")), pay=True),)
