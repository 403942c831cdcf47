"""The values of a spell's sentence (the ``spell_sentence`` rules of
card.lark): the transformer methods that build a spell's effects and target
(mixed into the grammar's transformer), and :class:`SpellError`, which says
why a timeline sentence cannot be read or carried out.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import (
    Ability,
    DestroyEffect,
    Keyword,
    KeywordEffect,
    PreventEffect,
    PumpEffect,
    RemoveFromCombatEffect,
    SacrificeEffect,
    Selector,
)
from mtgcombat.rules.timeline import SpellEffect, TokenBlockingEffect


class SpellError(ValueError):
    """A timeline sentence the engine cannot read or carry out.

    >>> from mtgcombat.text.spells import parse_spell
    >>> try:
    ...     parse_spell("Draw a card.")
    ... except SpellError as exc:
    ...     print(exc.detail.startswith("understood"))
    True
    """

    def __init__(self, detail: str) -> None:
        self.detail = detail
        super().__init__(detail)


class _Parts:
    """A parsed spell before it is checked: its effects and target selector."""

    __slots__ = ("effects", "target")

    def __init__(self, effects: tuple[SpellEffect, ...], target: Selector | None) -> None:
        self.effects = effects
        self.target = target


def _target(c: list[Any]) -> Selector:
    found: Selector = next(x for x in c if isinstance(x, Selector))
    return found


def _pump(c: list[Any]) -> Any:
    return next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))


def _keyword(c: list[Any]) -> Keyword:
    found: tuple[Ability, ...] = next(x for x in c if isinstance(x, tuple))
    if len(found) != 1 or not isinstance(found[0], Keyword):
        raise SpellError(f"gaining or losing {', '.join(map(str, found))}")
    return found[0]


class SpellValues:
    """Transformer methods for the ``spell_sentence`` rules of card.lark.

    >>> from mtgcombat.text.spells import parse_spell
    >>> parse_spell("Remove target creature from combat.").effects
    (RemoveFromCombatEffect(target='target', untap=False),)
    """

    def sp_target(self, c: list[Any]) -> Selector:
        return _target(c)

    def sp_until(self, c: list[Any]) -> None:
        return None

    def sp_pump(self, c: list[Any]) -> _Parts:
        pump = _pump(c)
        return _Parts((PumpEffect("target", pump.power, pump.toughness),), _target(c))

    def sp_pump_gain(self, c: list[Any]) -> _Parts:
        pump = _pump(c)
        effects: tuple[SpellEffect, ...] = (
            PumpEffect("target", pump.power, pump.toughness),
            KeywordEffect(_keyword(c), "target"),
        )
        return _Parts(effects, _target(c))

    def sp_gain(self, c: list[Any]) -> _Parts:
        return _Parts((KeywordEffect(_keyword(c), "target"),), _target(c))

    def sp_prevent_all(self, c: list[Any]) -> _Parts:
        return _Parts((PreventEffect(everything=True),), None)

    def sp_prevent(self, c: list[Any]) -> _Parts:
        how = next(x for x in c if type(x) is str)
        effect = PreventEffect(how in ("by", "both"), how in ("to", "both"), target="target")
        return _Parts((effect,), _target(c))

    def sp_remove(self, c: list[Any]) -> _Parts:
        return _Parts((RemoveFromCombatEffect("target"),), _target(c))

    def sp_destroy(self, c: list[Any]) -> _Parts:
        return _Parts((DestroyEffect("target"),), _target(c))

    def sp_destroy_no_regen(self, c: list[Any]) -> _Parts:
        return _Parts((DestroyEffect("target", regenerate=False),), _target(c))

    def sp_sacrifice(self, c: list[Any]) -> _Parts:
        return _Parts((SacrificeEffect("target"),), _target(c))

    def sp_token(self, c: list[Any]) -> _Parts:
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        power, toughness = (int(str(x)) for x in c if isinstance(x, Token) and x.type == "INT")
        colors = frozenset(str(x) for x in c if isinstance(x, Token) and x.type == "COLOR")
        subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE_SG")
        target = _target(c)
        if target.role != "attacking":
            raise SpellError(
                "a token put onto the battlefield blocking needs an attacking creature"
            )
        effect = TokenBlockingEffect(power, toughness, colors, (subtype.capitalize(),))
        return _Parts((effect,), target)

    def sp_effect(self, c: list[Any]) -> _Parts:
        found: _Parts = c[0]
        return found

    def spell_sentence(self, c: list[Any]) -> _Parts:
        found: _Parts = c[0]
        return found
