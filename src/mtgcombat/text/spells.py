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
import re
from typing import Any

from mtgcombat.core.abilities import (
    BlockTrigger,
    CounterEffect,
    DestroyEffect,
    DrawEffect,
    Keyword,
    KeywordEffect,
    Landwalk,
    LifeEffect,
    OtherKeyword,
    PreventEffect,
    Protection,
    PumpEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
)
from mtgcombat.core.conditions import (
    CardCount,
    CardTypeCount,
    Count,
    CounterCount,
    Distinct,
    PlayerNumber,
    Sum,
)
from mtgcombat.core.counted_values import Greatest
from mtgcombat.core.effect_values import ProliferateEffect  # 701.34
from mtgcombat.core.fog_values import FogEffect  # issue 33: 615.1
from mtgcombat.core.sacrifice_values import Sacrificed
from mtgcombat.rules.spell_attached import AttachedAlsoEffect  # issue 33 (session 11)
from mtgcombat.rules.spell_blocked import BecomesBlockedEffect  # issue 33 (session 7)
from mtgcombat.rules.spell_colors import SpellColorEffect  # issue 33 (session 11): 613.1e
from mtgcombat.rules.spell_conditions import ConditionalEffect, SpellCondition
from mtgcombat.rules.spell_control import GainControlEffect
from mtgcombat.rules.spell_counted import (
    CountedDamageEffect,
    CountedPumpEffect,
    GroupCounterEffect,
)
from mtgcombat.rules.spell_delayed import DelayedEndStepEffect  # issue 33 (session 7): 603.7a
from mtgcombat.rules.spell_divided import DistributeCountersEffect, DividedPreventEffect
from mtgcombat.rules.spell_effects import (
    AbilityGainEffect,
    BlockThisTurnEffect,
    EachDamageEffect,
    GroupSpellEffect,
    PreventNextEffect,
    SpellDamageEffect,
    SpellExileEffect,
    SpellTapEffect,
    TokenAttackingEffect,
)
from mtgcombat.rules.spell_exile_instead import ExileIfDiesEffect
from mtgcombat.rules.spell_flicker import FlickerEffect  # issue 33
from mtgcombat.rules.spell_group_damage import GroupsDamageEffect  # issue 33 (session 13)
from mtgcombat.rules.spell_keyword_counters import KeywordCounterEffect  # 122.1b
from mtgcombat.rules.spell_layer7 import (  # issue 33: 613.4b, 613.4d
    LAYER_7,
    GroupBasePowerToughnessEffect,
)
from mtgcombat.rules.spell_life import (  # issue 33 (session 7)
    CountedLifeEffect,
    PlayersCantGainLifeEffect,
)
from mtgcombat.rules.spell_removal import REMOVAL, TargetSpec
from mtgcombat.rules.spell_requirements import AttacksThisTurnEffect  # issue 33
from mtgcombat.rules.spell_riders import (
    RIDERS,
    ControllerTokenEffect,
    GroupCantBlockEffect,
    GroupTapEffect,
    TheirGroupEffect,
)
from mtgcombat.rules.spell_same_name import SameNameEffect  # issue 33 (session 10)
from mtgcombat.rules.spell_second import SecondPumpEffect  # issue 33
from mtgcombat.rules.spell_zones import CardsEffect  # issue 33 (session 13)
from mtgcombat.rules.timeline import Spell, SpellEffect, TokenBlockingEffect
from mtgcombat.rules.unpreventable import UnpreventableEffect  # issue 33 (session 7): 615.12
from mtgcombat.text.byte_cache import byte_lru
from mtgcombat.text.limits import SPELL_CACHE_BYTES
from mtgcombat.text.spell_targets import plural_targets
from mtgcombat.text.spell_values import SpellError, SpellValues, _Parts

__all__ = ["SpellError", "SpellValues", "parse_spell", "spell_from_json", "spell_to_json"]

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
        SpellDamageEffect,
        SpellExileEffect,
        SpellTapEffect,
        BlockThisTurnEffect,
        PreventNextEffect,
        TokenAttackingEffect,
        GroupSpellEffect,
        ReturnToHandEffect,
        RegenerateEffect,
        CounterEffect,
        LifeEffect,
        DrawEffect,
        AbilityGainEffect,
        EachDamageEffect,
        CountedPumpEffect,  # mtgcombat.rules.spell_counted
        GroupCounterEffect,
        CountedDamageEffect,  # 120.3, X counted as it resolves (608.2h)
        GainControlEffect,  # mtgcombat.rules.spell_control
        ConditionalEffect,  # mtgcombat.rules.spell_conditions
        *REMOVAL,  # damage, removal, regeneration (mtgcombat.rules.spell_removal)
        *RIDERS,  # a group tapped, a token for the target's controller (rules.spell_riders)
        ProliferateEffect,  # 701.34
        ExileIfDiesEffect,  # 614.1a (mtgcombat.rules.spell_exile_instead)
        FogEffect,  # issue 33: fogs limited to a player or some creatures (615.1)
        SecondPumpEffect,  # issue 33: a pump on a second target (601.2c)
        FlickerEffect,  # issue 33: exiled and returned (400.7)
        AttacksThisTurnEffect,  # issue 33: 508.1d
        DividedPreventEffect,  # issue 33: 601.2d, 615.7
        DistributeCountersEffect,  # issue 33: 601.2d, 122.1
        *LAYER_7,  # issue 33: base power and toughness, switched (613.4b, 613.4d)
        GroupsDamageEffect,  # issue 33 (session 13): 120.3
        BecomesBlockedEffect,  # issue 33 (session 7): 509.1h
        CountedLifeEffect,  # issue 33 (session 7): 119.3, 608.2h
        UnpreventableEffect,  # issue 33 (session 7): 615.12
        PlayersCantGainLifeEffect,  # issue 33 (session 7): 119.7
        DelayedEndStepEffect,  # issue 33 (session 7): 603.7a
        KeywordCounterEffect,  # issue 33 (session 8): 122.1b
        SameNameEffect,  # issue 33 (session 10): 201.2
        SpellColorEffect,  # issue 33 (session 11): 613.1e
        AttachedAlsoEffect,  # issue 33 (session 11): with the target (701.8, 406.2)
        CardsEffect,  # issue 33 (session 13): hands, libraries, graveyards (121.1, 701)
    )
}


def _plain(value: object) -> Any:
    if isinstance(value, _AMOUNT_TYPES):  # issue 33 (session 9): a spell's X (608.2h)
        from mtgcombat.text.structured_write import ability_to_json  # noqa: PLC0415

        return ability_to_json(value)
    if isinstance(value, TargetSpec):  # issue 33: a second target
        from mtgcombat.text.spell_removal_values import spec_to_json  # noqa: PLC0415

        return spec_to_json(value)
    if isinstance(value, tuple) and value and isinstance(value[0], Selector):
        from mtgcombat.text.structured import selector_to_json  # noqa: PLC0415

        return [selector_to_json(s) for s in value]  # issue 33: "and all planeswalkers"
    if isinstance(value, Keyword):
        return value.value
    if isinstance(value, OtherKeyword | Protection | Landwalk):
        return str(value)  # read back with parse_keywords (spell_from_json)
    if isinstance(value, BlockTrigger):  # a quoted ability gained (613.1f, spell_grant_values)
        from mtgcombat.text.structured_write import ability_to_json  # noqa: PLC0415

        return ability_to_json(value)
    if isinstance(value, Selector):
        from mtgcombat.text.structured import selector_to_json  # noqa: PLC0415

        return selector_to_json(value)
    if isinstance(value, tuple) and value and isinstance(value[0], _ABILITY_TYPES):
        # keywords by their value, other abilities as printed (parse_keywords reads them back)
        return [k.value if isinstance(k, Keyword) else str(k) for k in value]
    if isinstance(value, SpellCondition):  # a ConditionalEffect's (608.2c)
        sel = None if value.selector is None else _plain(value.selector)
        made = {"kind": value.kind, "selector": sel, "amount": value.amount, "none": value.none}
        if value.static is not None:  # issue 33 (session 9)
            from mtgcombat.text.structured_write import ability_to_json  # noqa: PLC0415

            made["static"] = ability_to_json(value.static)
        return made
    if isinstance(value, tuple) and value and type(value[0]).__name__ in _EFFECT_CLASSES:
        return [_effect_json(e) for e in value]  # a ConditionalEffect's effects
    if isinstance(value, frozenset | tuple):
        return sorted(str(v) for v in value) if isinstance(value, frozenset) else list(value)
    return value


_ABILITY_TYPES = (Keyword, OtherKeyword, Protection, Landwalk)
# issue 33 (session 9): what a spell's X reads (rules.spell_counted.SpellAmount)
_AMOUNT_TYPES = (
    Count,
    CardCount,
    CardTypeCount,
    Distinct,
    PlayerNumber,
    Sum,
    CounterCount,
    Greatest,
    Sacrificed,  # issue 33 (session 13): 601.2h, 608.2h
)


def _ability(text: str) -> Any:
    """A keyword by its value, or another ability :func:`_plain` wrote as printed."""
    from mtgcombat.text.keywords import parse_keywords  # noqa: PLC0415

    try:
        return Keyword(text)
    except ValueError:
        return parse_keywords(text)[0]


def _effect_json(effect: object) -> dict[str, Any]:
    slots: tuple[str, ...] = getattr(effect, "__slots__", ())
    return {"kind": type(effect).__name__, **{f: _plain(getattr(effect, f)) for f in slots}}


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
    out: dict[str, Any] = {"text": spell.text, "effects": effects, "target": target}
    if spell.also:
        out["also"] = [selector_to_json(s) for s in spell.also]
    if spell.players:
        out["players"] = True
    if spell.opponents:
        out["opponents"] = True
    if spell.count != (1, 1):
        out["count"] = list(spell.count)
    return out


def spell_from_json(data: Any) -> Spell:
    """The spell :func:`spell_to_json` wrote.

    >>> spell = parse_spell("Target creature gains trample until end of turn.")
    >>> spell_from_json(spell_to_json(spell)) == spell
    True
    """
    from mtgcombat.text.structured import selector_from_json  # noqa: PLC0415

    effects = [_effect_from_json(item) for item in data["effects"]]
    target = None if data["target"] is None else selector_from_json(data["target"])
    also = tuple(selector_from_json(s) for s in data.get("also", ()))
    least, most = data.get("count", (1, 1))
    return Spell(
        data["text"], tuple(effects), target, also, bool(data.get("players")),
        count=(int(least), int(most)), opponents=bool(data.get("opponents")),
    )  # fmt: skip


def _effect_from_json(item: Any) -> SpellEffect:
    """One effect :func:`_effect_json` wrote."""
    from mtgcombat.text.structured import selector_from_json  # noqa: PLC0415

    fields = dict(item)
    cls = _EFFECT_CLASSES[fields.pop("kind")]
    if cls in (KeywordEffect, KeywordCounterEffect):
        fields["keyword"] = Keyword(fields["keyword"])
    if cls is SpellColorEffect:  # issue 33 (session 11): 613.1e
        fields["colors"] = frozenset(fields["colors"])
    if cls in (TokenBlockingEffect, TokenAttackingEffect, ControllerTokenEffect):
        fields["colors"] = frozenset(fields["colors"])
        fields["subtypes"] = tuple(fields["subtypes"])
    if cls in (TokenAttackingEffect, GroupSpellEffect, ControllerTokenEffect, TheirGroupEffect):
        fields["keywords"] = tuple(_ability(k) for k in fields["keywords"])
    if cls in (
        GroupSpellEffect, EachDamageEffect, GroupCounterEffect, GroupTapEffect,
        GroupCantBlockEffect, GroupBasePowerToughnessEffect, TheirGroupEffect,
    ):  # fmt: skip
        fields["affected"] = selector_from_json(fields["affected"])
    if cls in (CountedPumpEffect, CountedDamageEffect, CountedLifeEffect):
        if fields["counted"] is not None:
            fields["counted"] = selector_from_json(fields["counted"])
        if cls is not CountedLifeEffect and fields.get("amount") is not None:
            # issue 33 (session 9): a pump's or damage's X (608.2h)
            from mtgcombat.text.structured import ability_from_json  # noqa: PLC0415

            fields["amount"] = ability_from_json(fields["amount"])
        if cls is CountedLifeEffect and fields.get("paid") is not None:  # session 13: 608.2h
            from mtgcombat.text.structured import ability_from_json  # noqa: PLC0415

            fields["paid"] = ability_from_json(fields["paid"])
    if cls in REMOVAL or cls is SecondPumpEffect:  # damage, removal, a second target
        from mtgcombat.text.spell_removal_values import removal_fields  # noqa: PLC0415

        fields = removal_fields(cls, fields)
    if cls is FogEffect:
        fields["ids"] = tuple(fields["ids"])
        if fields.get("sources") is not None:  # issue 33 (session 13)
            fields["sources"] = selector_from_json(fields["sources"])
    if cls is GroupsDamageEffect:  # issue 33 (session 13)
        fields["groups"] = tuple(selector_from_json(s) for s in fields["groups"])
        fields["others"] = tuple(selector_from_json(s) for s in fields["others"])
    if cls is AbilityGainEffect and isinstance(fields["ability"], dict):
        from mtgcombat.text.structured import ability_from_json  # noqa: PLC0415

        fields["ability"] = ability_from_json(fields["ability"])  # a quoted one (613.1f)
    elif cls is AbilityGainEffect:
        from mtgcombat.text.keywords import parse_keywords  # noqa: PLC0415

        fields["ability"] = parse_keywords(fields["ability"])[0]
    if cls is ConditionalEffect:
        cond = dict(fields["condition"])
        sel = cond.pop("selector")
        if cond.get("static") is not None:  # issue 33 (session 9)
            from mtgcombat.text.structured import ability_from_json  # noqa: PLC0415

            cond["static"] = ability_from_json(cond["static"])
        fields["condition"] = SpellCondition(
            **cond, selector=None if sel is None else selector_from_json(sel)
        )
        fields["then"] = tuple(_effect_from_json(x) for x in fields["then"])
        fields["otherwise"] = tuple(_effect_from_json(x) for x in fields["otherwise"])
    made: SpellEffect = cls(**fields)
    return made


SPELL_THAT_PLAYER = '"that player controls" in a spell: the engine does not know that player'
"""Why a spell naming "that player controls" is not read (its reason template:
``reason_that_player_controls_spell``)."""


@byte_lru(max_bytes=SPELL_CACHE_BYTES // 4, maxsize=256)
def parse_spell(sentence: str) -> Spell:
    """Read a timeline entry's sentence. Raises :class:`SpellError` when the
    grammar does not read it. A sentence read before (in this run or an
    earlier one: :mod:`mtgcombat.text.parse_cache`) is not parsed again.

    >>> parse_spell("Sacrifice target creature.").effects
    (SacrificeEffect(target='target'),)
    """
    from mtgcombat.text.parse_cache import lookup_value, store_value  # noqa: PLC0415

    key = f"spell\t{sentence.strip()}"
    kept = lookup_value(key)
    if kept is not None:
        try:
            return spell_from_json(kept)
        except (KeyError, TypeError, ValueError):
            pass
    spell = _parse_spell(sentence)
    data = spell_to_json(spell)
    try:
        if spell_from_json(json.loads(json.dumps(data))) == spell:
            store_value(key, data)
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
    from mtgcombat.text.spell_extra import extra_spell  # noqa: PLC0415

    # issue 33 (session 6): flickers, 508.1d, 609.7a, domain, a second target's pump
    extra = extra_spell(sentence, _parse_parts)
    if extra is not None:
        parts, count = extra
    else:
        singular, count = plural_targets(sentence)
        parts = _parse_parts(singular)
    if parts.it:
        raise SpellError('"it" names no target chosen before it')
    from mtgcombat.text.that_player_controls import names_that_player  # noqa: PLC0415

    if names_that_player((parts.effects, parts.target, parts.also)):
        # "another target creature that player controls" (Mutiny): the
        # spell's values know no "that player" (issue 33, session 9)
        raise SpellError(SPELL_THAT_PLAYER)
    return Spell(
        sentence.strip(), parts.effects, parts.target, parts.also, parts.players, count=count,
        opponents=parts.opponents,
    )  # fmt: skip


@byte_lru(max_bytes=SPELL_CACHE_BYTES, maxsize=4096)
def _parse_parts(sentence: str) -> _Parts:
    """The sentence's parts as the grammar reads them; "it" as a target
    is kept for the card's reader (:mod:`mtgcombat.text.spell_cards`).

    >>> _parse_parts("It gains flying until end of turn.").it
    True
    """
    from lark.exceptions import UnexpectedInput, VisitError  # noqa: PLC0415

    from mtgcombat.text.grammar import _how_far, _parser  # noqa: PLC0415
    from mtgcombat.text.normalize import normalize  # noqa: PLC0415
    from mtgcombat.text.parser import _transformer  # noqa: PLC0415

    # "target nonartifact, nonblack creature": the adjectives of one selector
    text = re.sub(r"\b(non-?[a-z]+), (?=non)", r"\1 ", normalize(sentence))
    try:
        try:
            tree = _parser().parse(text, start="spell_sentence")
        except UnexpectedInput as exc:
            # issue 33 (session 13): damage to groups and players, read only
            # for a sentence no other form reads (text/spell_group_damage.py)
            if "damage" not in text:
                raise
            try:
                tree = _parser().parse(text, start="spell_damage_groups")
            except UnexpectedInput:
                raise exc from None
        parts = _transformer().transform(tree)
    except UnexpectedInput as exc:
        raise SpellError(_how_far(text, exc)) from None
    except VisitError as exc:
        inner = exc.orig_exc
        if isinstance(inner, SpellError):
            raise inner from None
        if isinstance(inner, ValueError):
            raise SpellError(str(inner)) from None
        # a form the spell values do not take (a target of another kind)
        raise SpellError(f"a form not carried out ({exc.rule})") from None
    assert isinstance(parts, _Parts)
    return parts


# issue 33 (session 6): the public name of the sentence's parts as the
# grammar reads them, for the readers of further forms (text.spell_second...)
parse_parts = _parse_parts
