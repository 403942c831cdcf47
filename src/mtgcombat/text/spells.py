"""Spells cast between the steps of combat, read from their sentence.

A scenario's timeline entry gives its effect as a card sentence ("Target
creature gets +3/+3 until end of turn."); :func:`parse_spell` reads it with
the ``spell_sentence`` entry point of card.lark into a
:class:`~mtgcombat.timeline.Spell`, whose effects the rules core carries out
(:mod:`mtgcombat.timeline`). A sentence the grammar does not read raises
:class:`SpellError` saying how far it understood it.

>>> spell = parse_spell("Target attacking creature gains double strike until end of turn.")
>>> [str(e) for e in spell.effects], str(spell.target)
(['the target gains double strike until end of turn'], 'attacking creature')
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from mtgcombat.abilities import (
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
from mtgcombat.timeline import Spell, SpellEffect, TokenBlockingEffect


class SpellError(ValueError):
    """A timeline sentence the engine cannot read or carry out.

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


@lru_cache(maxsize=256)
def parse_spell(sentence: str) -> Spell:
    """Read a timeline entry's sentence. Raises :class:`SpellError` when the
    grammar does not read it.

    >>> spell = parse_spell("Put a 1/1 green Saproling creature token onto the battlefield "
    ...                     "blocking target attacking creature.")
    >>> str(spell.effects[0])
    'put a 1/1 green Saproling creature token onto the battlefield blocking the target'
    """
    from lark.exceptions import UnexpectedInput, VisitError  # noqa: PLC0415

    from mtgcombat.text.parser import _how_far, _parser, _transformer, normalize  # noqa: PLC0415

    text = normalize(sentence)
    try:
        tree = _parser().parse(text, start="spell_sentence")
        parts = _transformer().transform(tree)
    except UnexpectedInput as exc:
        raise SpellError(_how_far(text, exc)) from None
    except VisitError as exc:
        inner = exc.orig_exc
        if isinstance(inner, SpellError):
            raise inner from None
        if isinstance(inner, ValueError):
            raise SpellError(str(inner)) from None
        raise
    assert isinstance(parts, _Parts)
    return Spell(sentence.strip(), parts.effects, parts.target)
