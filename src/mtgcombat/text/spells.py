"""Spells cast between the steps of combat, read from their sentence.

A scenario's timeline entry gives its effect as a card sentence ("Target
creature gets +3/+3 until end of turn."); :func:`parse_spell` reads it with
the ``spell_sentence`` entry point of card.lark into a
:class:`~mtgcombat.rules.timeline.Spell`, whose effects the rules core carries out
(:mod:`mtgcombat.rules.timeline`). A sentence the grammar does not read raises
:class:`SpellError` saying how far it understood it.

>>> spell = parse_spell("Target attacking creature gains double strike until end of turn.")
>>> [str(e) for e in spell.effects], str(spell.target)
(['the target gains double strike until end of turn'], 'attacking creatures')
"""

from __future__ import annotations

import json
from functools import lru_cache
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
from mtgcombat.rules.timeline import Spell, SpellEffect, TokenBlockingEffect


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


_EFFECT_CLASSES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        PumpEffect,
        KeywordEffect,
        PreventEffect,
        RemoveFromCombatEffect,
        DestroyEffect,
        SacrificeEffect,
        TokenBlockingEffect,
    )
}


def _plain(value: object) -> Any:
    if isinstance(value, Keyword):
        return value.value
    if isinstance(value, frozenset | tuple):
        return sorted(str(v) for v in value) if isinstance(value, frozenset) else list(value)
    return value


def spell_to_json(spell: Spell) -> dict[str, Any]:
    """A spell as JSON (kept by :mod:`mtgcombat.text.parse_cache`, so that a
    run meeting known sentences never builds the grammar).

    >>> spell_to_json(parse_spell("Destroy target attacking creature."))["target"]
    {'role': 'attacking'}
    """
    from mtgcombat.text.structured import selector_to_json  # noqa: PLC0415

    effects = [
        {"kind": type(e).__name__, **{f: _plain(getattr(e, f)) for f in e.__slots__}}
        for e in spell.effects
    ]
    target = None if spell.target is None else selector_to_json(spell.target)
    return {"text": spell.text, "effects": effects, "target": target}


def spell_from_json(data: Any) -> Spell:
    """The spell :func:`spell_to_json` wrote.

    >>> spell = parse_spell("Target creature gains trample until end of turn.")
    >>> spell_from_json(spell_to_json(spell)) == spell
    True
    """
    from mtgcombat.text.structured import selector_from_json  # noqa: PLC0415

    effects: list[SpellEffect] = []
    for item in data["effects"]:
        fields = dict(item)
        cls = _EFFECT_CLASSES[fields.pop("kind")]
        if cls is KeywordEffect:
            fields["keyword"] = Keyword(fields["keyword"])
        if cls is TokenBlockingEffect:
            fields["colors"] = frozenset(fields["colors"])
            fields["subtypes"] = tuple(fields["subtypes"])
        effects.append(cls(**fields))
    target = None if data["target"] is None else selector_from_json(data["target"])
    return Spell(data["text"], tuple(effects), target)


@lru_cache(maxsize=256)
def parse_spell(sentence: str) -> Spell:
    """Read a timeline entry's sentence. Raises :class:`SpellError` when the
    grammar does not read it. A sentence read before (in this run or an
    earlier one: :mod:`mtgcombat.text.parse_cache`) is not parsed again.

    >>> parse_spell("Sacrifice target creature.").effects
    (SacrificeEffect(target='target'),)
    """
    from mtgcombat.text import parse_cache  # noqa: PLC0415

    key = f"spell\t{sentence.strip()}"
    kept = parse_cache.lookup_value(key)
    if kept is not None:
        try:
            return spell_from_json(kept)
        except (KeyError, TypeError, ValueError):
            pass
    spell = _parse_spell(sentence)
    data = spell_to_json(spell)
    try:
        if spell_from_json(json.loads(json.dumps(data))) == spell:
            parse_cache.store_value(key, data)
    except (KeyError, TypeError, ValueError):
        pass
    return spell


def _parse_spell(sentence: str) -> Spell:
    """The sentence read by the grammar (``spell_sentence`` of card.lark).

    >>> spell = _parse_spell("Put a 1/1 green Saproling creature token onto the battlefield "
    ...                      "blocking target attacking creature.")
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
