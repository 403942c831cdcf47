"""The structured form of ability values: plain dicts for JSON and TOML.

Every value is a dict with a ``"kind"`` (the value's class name in
snake_case) and its fields; fields at their default are left out.

* keywords: ``{"kind": "keyword", "name": "flying"}``,
  ``{"kind": "protection", "quality": "red"}``,
  ``{"kind": "landwalk", "land_type": "swamp"}``,
  ``{"kind": "bushido", "amount": 1}`` (also ``rampage``, ``afflict``,
  ``toxic``), ``{"kind": "other_keyword", "name": "ward", "parameter":
  "{2}", "rule": "702.21"}``; a printed keyword string ("Toxic 2") is
  accepted wherever a keyword value is;
* blocking rules: ``{"kind": "cant_block"}``, ``{"kind": "min_blockers",
  "count": 2}``, ``{"kind": "cant_be_blocked_by", "selector": SEL}``,
  ``{"kind": "cant_block_unless", "condition": {"kind": "you_control",
  "selector": SEL}}`` (conditions: ``you_control``, ``also_block`` with
  ``count``, ``greater_power_also_blocks``), and so on for every rule of
  :mod:`mtgcombat.core.abilities` (``source`` names a granting permanent);
* static effects: ``{"kind": "static_effect", "affected": SEL, "grants":
  [...], "power": 1, "toughness": 1, "by_toughness": true,
  "prevent_dealt_by": true, "prevent_dealt_to": true, "condition": COND,
  "per": SEL, "set_power": COUNT, "set_toughness": COUNT, "removes": [...],
  "block_additional": 99}`` ("block_additional": it can block that many more
  creatures each combat; "removes": keywords lost, that can't be had or gained; "loses":
  keywords lost in timestamp order, 613.7; "loses_all": true, all abilities lost, 613.1f;
  "prevent_from":
  ``{"kind": "prevent_from", "selector": SEL, "noncombat": true}``, damage
  dealt to it by SEL is prevented; "base_power", "base_toughness": set in
  layer 7b; "add_types": ["artifact"], types it has in addition to its
  other types, layer 4; "set_colors": ["black"], its colors set, [] colorless,
  and "add_colors", colors it has in addition, layer 5; "set_kind": ["frog"], its
  creature types set, with "only_creature": true its card types too, 205.1a) and ``{"kind":
  "player_effect", "who": "you", "protection": ["everything"],
  "life_floor": true, "cant_lose": true}``;
* damage replacement and prevention abilities (614, 615): ``{"kind":
  "damage_rule", "does": "prevent_n", "amount": 1, "source": SEL, "players":
  "you", "to": SEL, "combat": "combat", "at_most": 3, "unblocked": true,
  "condition": COND}`` (``does``: prevent, prevent_n, prevent_all_but,
  prevent_half, double, plus, half, plus_counters, minus_counters,
  prevent_remove_all, prevent_remove_one, prevent_per_counter,
  prevent_plus_each, prevent_minus_each, prevent_plus_one, redirect,
  unpreventable; ``players``: you, opponents, each; ``combat``: combat or
  noncombat; "~" in a selector's ``ids`` is the permanent itself);
* triggered abilities of the declare blockers step: ``{"kind":
  "block_trigger", "events": ["blocks"], "effects": [{"kind": "pump_effect",
  "toughness": 2}], "subject": SEL, "other": SEL}`` (events ``blocks``,
  ``blocks_creature``, ``becomes_blocked``, ``becomes_blocked_by``,
  ``unblocked``, ``attacks``, ``combat_damage_to_player``, ``combat_damage_to_creature``;
  effects ``recorded_effect`` (``text``: an effect recorded, not carried
  out) and ``pump_effect`` (``target`` it/self/other/blockers/attacking/target,
  ``power``, ``toughness``, ``per`` blocker/blocker_beyond_first/blocked;
  a field of a few words takes those its class's type lists, less those of
  :data:`~mtgcombat.text.structured_words.NOT_CARRIED_OUT`),
  ``keyword_effect`` (``keyword``, ``target``, ``lose``), ``damage_effect``
  (``amount``, ``target`` a creature or you/defending/other_controller),
  ``destroy_effect`` (``target``, ``regenerate``, ``at_end_of_combat``), ``life_effect``
  (``amount``, negative for a loss, ``player``), ``poison_effect``
  (``amount``, ``player``));
* the permanent's own facts (:class:`~mtgcombat.text.Flag`):
  ``{"kind": "can_block_additional", "value": 2}``, ``{"kind":
  "can_block_any_number"}``, ``{"kind": "assign_as_though_unblocked"}``,
  ``{"kind": "assigns_damage_by_toughness"}``, ``{"kind":
  "cant_have_counters"}``, ``{"kind": "deals_double_damage"}``.

A condition COND of a static effect is ``{"kind": "permanent_count",
"selector": SEL, "op": ">=", "value": 3}`` (how many permanents SEL
matches), ``{"kind": "source_is", "selector": SEL}`` (the source itself
matches: tapped, attacking, with a +1/+1 counter) or ``{"kind":
"life_total", "who": "you", "op": ">=", "value": 30}``; a COUNT is
``{"kind": "count", "selector": SEL, "plus": 1}`` or ``{"kind":
"card_count", "zone": "hand", "whose": "you"}`` (cards in hands or
graveyards; ``"cards": SEL`` counts only graveyard cards with those card
types, subtypes, supertypes, colors or keywords: "creature cards"; "per"
takes any count too), ``{"kind": "card_type_count", "whose": "each"}`` (card
types among cards in graveyards), ``{"kind": "distinct", "selector": SEL,
"of": "basic land types"}`` (domain; or ``"names"``), ``{"kind":
"player_number", "what": "life", "whose": "you"}`` (``life``, ``poison``,
``experience``) and ``{"kind": "sum", "parts": [COUNT, ...], "times": 2,
"plus": 1}``, ``{"kind": "counter_count", "counter": "age"}`` (counters of a
kind on the source; with ``"on": SEL`` on the permanents SEL matches). Cards
in hand or graveyard as a condition: ``{"kind": "cards_in", "zone":
"graveyard", "op": ">=", "value": 7}``;
any count as a condition: ``{"kind": "amount_is", "amount": COUNT, "op":
">=", "value": 4}`` (delirium).
Whose turn it is: ``{"kind": "your_turn", "yours": true}`` ("as long as it's
your turn"; false: "as long as it's not your turn"). ``cards_in`` takes
``"who"``: "you" (default), "opponent" (some opponent), "player" (some
player). Counters on the source: ``{"kind": "counters_on", "counter":
"divinity", "op": "==", "value": 0}`` (default one or more). Players:
``{"kind": "player_is", "state": "monarch" | "city's blessing" |
"initiative", "who": "you" | "opponent" | "player"}``; ``{"kind":
"poison_counters", "who": "opponent", "op": ">=", "value": 3}`` (corrupted);
``{"kind": "half_life", "who": "opponent"}`` (life total less than half the
starting life total); ``{"kind": "more_than", "than": "attacking" |
"each_opponent", "selector": SEL}`` or ``"zone": "hand"`` (you control more
SEL / have more cards there); ``{"kind": "paired"}`` (soulbond),
``{"kind": "attacking_alone"}``; the turn so far (issue 33): ``{"kind":
"this_turn", "fact": "cast" | "drawn" | "gained" | "lost" | "attacked" |
"died" | "left" | "entered", "who": "you" | "opponent" | "player", "op":
">=", "value": 1, "types": ["instant", "sorcery"], "non": false}`` (read
from the players' ``history``); ``{"kind": "all_of", "conditions": [COND,
COND]}`` and ``any_of`` (every one / at least one holds). A
``cant_block_unless`` takes any of these conditions too.

A selector SEL is a dict of the :class:`~mtgcombat.core.abilities.Selector`
fields that differ from the default ("every creature"): ``types``,
``not_types``, ``subtypes``, ``not_subtypes``, ``colors``, ``not_colors``
(lists of lowercase words), ``color_count``, ``with_keywords``,
``without_keywords`` (keyword values), ``compares`` (a list of ``{"stat":
"power", "op": ">=", "value": 2}``; no ``value`` compares with the source's
own; ``"own": "power"`` with the object's own power), ``tapped``,
``controller`` ("you", "opponent", "not_you", "defending", "attacking"), ``other``,
``role``, ``ids``, ``with_any_keywords`` (at least one of these keywords),
``counter`` ("+1/+1", "-1/-1", any other kind in lowercase such as
"bribery", or "any": with such a counter on it),
``host`` (the permanent the source is attached to: "enchanted creature"),
``attached`` (permanents attached to the source),
``supertypes``, ``not_supertypes`` ("legendary", "snow", "basic") and
``renowned``, ``commander`` (true/false: renowned, 702.112b; a commander,
903.3), ``pair`` (true: the source and the creature paired with it,
702.95), ``relation`` ("blocking_it", "blocked_by_it", "in_block_with_it": the
object's place in a block with the source; "attached_to_host": the creature
the source's host is attached to), ``any_of`` (a list of
selectors: it matches at least one of them too; "artifact creatures and/or
white creatures"), ``token`` (true: tokens, false: "nontoken"),
``monstrous`` (true: monstrous, 701.37b; "as long as ~ is monstrous" is
``{"kind": "source_is", "selector": {"types": [], "monstrous": true}}``),
``chosen`` ("type" or "color": of the type or color the source chose as it
entered, 614.12), ``names`` (card names, "~" the source's own: "named ~"),
``commander`` (true: commanders, 903.3), ``equipped`` (true: with an
Equipment attached, 301.5), ``enchanted`` (true: with an Aura attached,
303.4) and ``face_down`` (true: face down, 708.2).

This module reads a table back into values; the values are written by
:mod:`mtgcombat.text.structured_write`, and the kinds both share are listed
in :mod:`mtgcombat.text.structured_kinds`.

>>> from mtgcombat.core.abilities import CantBeBlockedBy, Compare, Selector
>>> rule = CantBeBlockedBy(Selector(compares=(Compare("power", ">=", 2),)))
>>> ability_to_json(rule)["selector"]
{'compares': [{'stat': 'power', 'op': '>=', 'value': 2}]}
>>> ability_from_json(ability_to_json(rule)) == rule
True
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core import abilities as ab
from mtgcombat.core.abilities import Compare, Keyword, Selector
from mtgcombat.core.counted_values import CountedEffect
from mtgcombat.core.effect_values import ReturnEffect
from mtgcombat.core.named_counter_values import KEYWORD_COUNTERS, NamedCounterEffect
from mtgcombat.text.guess import not_one_of, unknown_field, unknown_kind
from mtgcombat.text.keywords import BASIC_LAND_TYPES, parse_keywords
from mtgcombat.text.structured_kinds import (
    _AMOUNTS,
    _CLASSES,
    _COLORS,
    _DAMAGE_RULE_WORDS,
    _KEYWORD_FIELDS,
    _OPS,
    _SET_FIELDS,
    _STATIC_CONDITIONS,
    FIELD_NAMES,
    FLAG_KINDS,
    TRIGGER_EFFECTS,
    TRIGGER_WORDS,
    _snake,
    allowed_words,
    cast_when_from_json,
    renamed_fields,
)
from mtgcombat.text.structured_more import MORE_CLASSES, MORE_FIELDS, more_field
from mtgcombat.text.structured_words import field_words
from mtgcombat.text.structured_write import ability_to_json, selector_to_json, traits_to_json
from mtgcombat.text.traits import Flag, Traits

__all__ = [  # the names this module gives its importers (some defined in the modules it is made of)
    "FLAG_KINDS",
    "StructuredError",
    "ability_from_json",
    "ability_to_json",
    "selector_from_json",
    "selector_to_json",
    "traits_from_json",
    "traits_to_json",
    "value_traits",
]


class StructuredError(ValueError):
    """A structured table that describes no value. ``str()`` is the English
    message; ``key`` names its template in the message catalog's
    ``input_errors`` section and ``facts`` fill it in (for a Japanese
    message; a tuple fact is a list of allowed words).

    >>> ability_from_json({"kind": "no such kind"})
    Traceback (most recent call last):
    ...
    mtgcombat.text.structured.StructuredError: ...
    """

    def __init__(self, message: str, key: str, **facts: object) -> None:
        super().__init__(message)
        self.key = key
        self.facts = facts


# the static abilities whose "condition" is a condition of a static ability (611.3a)
_STATIC_HOLDERS = (ab.StaticEffect, ab.PlayerEffect, ab.DamageRule, ab.CounterRule)


def _keyword_value(data: Any) -> ab.Ability:
    if isinstance(data, str):
        values = parse_keywords(data)
        if len(values) != 1:
            raise StructuredError(
                f'"{data}" is {len(values)} keywords; list them one by one',
                "structured_keywords_many",
                text=data,
                count=len(values),
            )
        return values[0]
    value = ability_from_json(data)
    if not isinstance(
        value,
        Keyword | ab.Protection | ab.Landwalk | ab.Bushido | ab.Rampage | ab.Afflict | ab.Toxic
        | ab.OtherKeyword,
    ):  # fmt: skip
        raise StructuredError(f"not a keyword: {data!r}", "structured_not_keyword", got=repr(data))
    return value


def _strings(name: str, data: Any) -> frozenset[str]:
    if not isinstance(data, list) or not all(isinstance(x, str) for x in data):
        raise StructuredError(
            f'"{name}" must be a list of strings', "structured_strings", field=name
        )
    return frozenset(x.lower() for x in data)


def selector_from_json(data: Any) -> Selector:
    """A selector from its dict (see the module notes).

    >>> sorted(selector_from_json({"subtypes": ["wall"]}).subtypes)
    ['wall']
    """
    if not isinstance(data, dict):
        raise StructuredError(
            f"a selector must be a table (object), got {data!r}",
            "structured_selector_not_table",
            got=repr(data),
        )
    names = {f.name for f in dataclasses.fields(Selector)}
    unknown = sorted(set(data) - names)
    if unknown:
        known = ", ".join(sorted(names))
        raise StructuredError(
            f'unknown selector key "{unknown[0]}" (known: {known})',
            "structured_selector_key",
            field=unknown[0],
            known=known,
        )
    parts: dict[str, Any] = {}
    for key, value in data.items():
        if key in _SET_FIELDS:
            parts[key] = _strings(key, value)
        elif key in _KEYWORD_FIELDS:
            if not isinstance(value, list):
                raise StructuredError(
                    f'"{key}" must be a list of keywords', "structured_keywords", field=key
                )
            parts[key] = frozenset(_keyword_value(v) for v in value)
        elif key == "compares":
            parts[key] = tuple(_compare(c) for c in value)
        elif key in ("ids", "names"):
            if not isinstance(value, list):
                raise StructuredError(
                    f'"{key}" must be a list of strings', "structured_strings", field=key
                )
            parts[key] = tuple(str(v) for v in value)
        elif key == "any_of":
            if not isinstance(value, list):
                raise StructuredError(
                    '"any_of" must be a list of selectors', "structured_selectors", field=key
                )
            parts[key] = tuple(selector_from_json(s) for s in value)
        else:
            parts[key] = value
    sel = Selector(**parts)
    _check_literals(sel)
    return sel


def _compare(data: Any) -> Compare:
    if not isinstance(data, dict) or set(data) - {"stat", "op", "value", "own"}:
        raise StructuredError(
            f'a comparison is {{"stat", "op", "value"}}, got {data!r}',
            "structured_comparison",
            got=repr(data),
        )
    stat, op, value = data.get("stat"), data.get("op"), data.get("value")
    if stat not in ("power", "toughness", "mana value") or op not in ("<", "<=", "==", ">=", ">"):
        raise StructuredError(
            f"bad comparison {data!r}: stat power/toughness, op < <= == >= >",
            "structured_comparison_parts",
            got=repr(data),
        )
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise StructuredError(
            f"bad comparison {data!r}: value must be a whole number",
            "structured_comparison_value",
            got=repr(data),
        )
    own = data.get("own")
    if own is not None and own not in ("power", "toughness"):
        raise StructuredError(
            f"bad comparison {data!r}: own is power or toughness",
            "structured_comparison_parts",
            got=repr(data),
        )
    return Compare(stat, op, value, own)


def _check_literals(sel: Selector) -> None:
    checks = [  # the words of each field's type (core.selector_values)
        (name, getattr(sel, name), field_words(Selector, name) or ())
        for name in ("color_count", "controller", "role", "relation", "chosen", "history")
    ]
    for name, value, allowed in checks:
        if value not in allowed:
            raise StructuredError(
                f'selector "{name}" must be one of {", ".join(map(repr, allowed))}',
                "structured_selector_one_of",
                field=name,
                choices=allowed,
            )
    for name in ("colors", "not_colors"):
        unknown = sorted(getattr(sel, name) - _COLORS)
        if unknown:
            raise StructuredError(
                f'selector "{name}": "{unknown[0]}" is not a color',
                "structured_selector_color",
                field=name,
                got=unknown[0],
            )
    if not isinstance(sel.counter, str) or sel.counter != sel.counter.strip().lower():
        raise StructuredError(
            'selector "counter" must be a kind of counter in lowercase ("+1/+1", "ice", "any")',
            "structured_selector_counter",
        )
    if not all(isinstance(n, str) for n in sel.names):
        raise StructuredError(
            'selector "names" must be a list of card names', "structured_selector_names"
        )
    for name in (
        "tapped",
        "other",
        "host",
        "attached",
        "token",
        "monstrous",
        "renowned",
        "commander",
        "pair",
        "equipped",
        "face_down",
        "enchanted",
    ):
        value = getattr(sel, name)
        if value is not None and not isinstance(value, bool):
            raise StructuredError(
                f'selector "{name}" must be true or false', "structured_selector_bool", field=name
            )


def ability_from_json(data: Any) -> Any:
    """The value a structured dict describes (the inverse of
    :func:`ability_to_json`). ValueError naming the problem otherwise.

    >>> ability_from_json({"kind": "protection", "quality": "red"})
    Protection(quality='red')
    """
    if isinstance(data, str):
        return _keyword_value(data)
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise StructuredError(
            f'a structured ability is a table with a "kind", got {data!r}',
            "structured_no_kind",
            got=repr(data),
        )
    kind = data["kind"]
    rest = {k: v for k, v in data.items() if k != "kind"}
    if kind == "keyword":
        if set(rest) != {"name"}:
            raise StructuredError(
                'a keyword is {"kind": "keyword", "name": ...}', "structured_keyword_table"
            )
        try:
            return Keyword(str(rest["name"]).lower())
        except ValueError:
            return _keyword_value(str(rest["name"]))
    if kind in FLAG_KINDS:
        value = rest.pop("value", 1)
        if rest or not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise StructuredError(
                f'"{kind}" takes only a "value" (a positive whole number)',
                "structured_flag",
                field=kind,
            )
        return Flag(kind, value)
    cls = _CLASSES.get(kind)
    if cls is None:
        said, key, facts = unknown_kind(kind, sorted([*_CLASSES, "keyword", *FLAG_KINDS]))
        raise StructuredError(said, key, **facts)
    renamed = FIELD_NAMES.get(cls, {})  # fields written under another name
    fields = {f.name: f for f in dataclasses.fields(cls)}
    if unknown := sorted(set(rest) - {renamed.get(f, f) for f in fields}):
        said, key, facts = unknown_field(kind, unknown[0], [renamed.get(f, f) for f in fields])
        raise StructuredError(said, key, **facts)
    rest = renamed_fields(rest, renamed)
    args: dict[str, Any] = {}
    for key, value in rest.items():
        if cls in MORE_CLASSES and key in MORE_FIELDS:  # tokens, a library (111, 701)
            args[key] = more_field(kind, key, value, ability_from_json, StructuredError)
        elif (
            key
            in (
                "selector",
                "affected",
                "subject",
                "other",
                "cards",
                "on",
                "target_filter",
                "wanted",  # issue 33: a sacrifice cost's (701.21a)
            )
            or (key == "per" and cls is ab.GroupPumpEffect)
            or (key == "per_each" and cls is not ab.StaticEffect)
        ):
            args[key] = selector_from_json(value)
        elif key == "per" and cls is ab.StaticEffect:
            if isinstance(value, dict) and "kind" in value:
                args[key] = _amount_value(kind, key, value)
            else:
                args[key] = selector_from_json(value)
        elif (key == "amount" and cls in (ab.AmountIs, ab.Half)) or key == "right":
            args[key] = _amount_value(kind, key, value)
        elif key == "left":  # a Difference's: a whole number or a count
            args[key] = value if type(value) is int else _amount_value(kind, key, value)
        elif key == "parts":
            if not isinstance(value, list) or not value:
                raise StructuredError(
                    f'"{kind}.parts" must be a non-empty list of counts',
                    "structured_counts",
                    field=f"{kind}.parts",
                )
            args[key] = tuple(_amount_value(kind, key, v) for v in value)
        elif key in ("of", "what"):
            choices: tuple[str, ...] = (
                ("basic land types", "names", "colors") if key == "of" else _PLAYER_STATS
            )
            if value not in choices:
                raise StructuredError(
                    f'"{kind}.{key}" must be one of {", ".join(map(repr, choices))}',
                    "structured_one_of",
                    field=f"{kind}.{key}",
                    choices=choices,
                )
            args[key] = value
        elif key in ("source", "to") and cls in (ab.DamageRule, ab.CounterRule):
            args[key] = selector_from_json(value)
        elif key in ("does", "players", "combat") and cls is ab.DamageRule:
            allowed = _DAMAGE_RULE_WORDS[key]
            if value not in allowed:
                raise StructuredError(
                    f'"{kind}.{key}" must be one of {", ".join(map(repr, allowed))}',
                    "structured_one_of",
                    field=f"{kind}.{key}",
                    choices=allowed,
                )
            args[key] = value
        elif key == "condition" and cls in _STATIC_HOLDERS:
            condition = ability_from_json(value)
            if not isinstance(condition, _STATIC_CONDITIONS):
                raise StructuredError(
                    f"not a condition of a static ability: {value!r}",
                    "structured_not_static_condition",
                    got=repr(value),
                )
            args[key] = condition
        elif key in ("effect", "times") and cls is CountedEffect:  # 608.2h
            args[key] = ability_from_json(value)
        elif key == "when" and cls is ab.BlockTrigger:  # issue 33 (601.2i)
            args[key] = cast_when_from_json(value, ability_from_json, StructuredError)
        elif key in ("events", "effects", "keyword", "target", "player", "per"):
            args[key] = _trigger_part(cls, kind, key, value)
        elif key == "condition":
            condition = ability_from_json(value)
            if not isinstance(
                condition,
                (
                    ab.YouControl,
                    ab.AlsoBlock,
                    ab.GreaterPowerAlsoBlocks,
                    *_STATIC_CONDITIONS,
                    *ab.ATTACK_CONDITIONS,  # attacking under a condition (508.1c)
                ),
            ):
                raise StructuredError(
                    f"not a blocking condition: {value!r}",
                    "structured_not_block_condition",
                    got=repr(value),
                )
            args[key] = condition
        elif key == "conditions":
            if not isinstance(value, list) or len(value) < 2:
                raise StructuredError(
                    f'"{kind}.conditions" must be a list of two or more conditions',
                    "structured_conditions",
                    field=f"{kind}.conditions",
                )
            parts = tuple(ability_from_json(v) for v in value)
            if not all(isinstance(c, _STATIC_CONDITIONS) for c in parts):
                raise StructuredError(
                    f'"{kind}.conditions": not a condition of a static ability',
                    "structured_conditions_static",
                    field=f"{kind}.conditions",
                )
            args[key] = parts
        elif key == "prevent_from":
            shield = ability_from_json(value)
            if not isinstance(shield, ab.PreventFrom):
                raise StructuredError(
                    f'"prevent_from" must be a prevent_from, got {value!r}',
                    "structured_prevent_from",
                    got=repr(value),
                )
            args[key] = shield
        elif key in ("set_power", "set_toughness"):
            args[key] = _amount_value(kind, key, value)
        elif key == "op":
            if value not in _OPS:
                raise StructuredError(
                    f'"{kind}.op" must be one of {", ".join(_OPS)}',
                    "structured_op",
                    field=f"{kind}.op",
                    ops=", ".join(_OPS),
                )
            args[key] = value
        elif (one_of := allowed_words(key, cls)) is not None:
            if value not in one_of:
                said, message, wrong = not_one_of(f"{kind}.{key}", value, one_of)
                raise StructuredError(said, message, **wrong)
            args[key] = value
        elif (key == "counter" and cls is ab.CountersOn) or (
            key == "kind" and cls is NamedCounterEffect  # its kind of counter (122.1)
        ):
            if not isinstance(value, str) or not value or value != value.strip().lower():
                raise StructuredError(
                    f'"{kind}.counter" must be a kind of counter in lowercase',
                    "structured_counter",
                    field=f"{kind}.counter",
                )
            args[key] = value
        elif key in ("grants", "removes", "loses"):
            if not isinstance(value, list):
                raise StructuredError(f'"{key}" must be a list', "structured_list", field=key)
            args[key] = tuple(ability_from_json(g) for g in value)
        elif key == "colors" and cls is ab.ColorEffect:
            colors = _strings(key, value)
            if not colors or not colors <= {"white", "blue", "black", "red", "green"}:
                raise StructuredError(
                    f'"{kind}.colors" must be a non-empty list of colors',
                    "structured_colors",
                    field=f"{kind}.colors",
                )
            args[key] = colors
        elif key in ("set_colors", "add_colors") and cls is ab.StaticEffect:
            # layer 5 (613.1e): colors set (an empty list: colorless) or added
            colors = _strings(key, value)
            if not colors <= {"white", "blue", "black", "red", "green"}:
                raise StructuredError(
                    f'"{kind}.{key}" must be a list of colors (white, blue, black, red, green)',
                    "structured_color_list",
                    field=f"{kind}.{key}",
                )
            args[key] = colors
        elif key in ("protection", "add_subtypes", "set_kind"):
            args[key] = _strings(key, value)
        elif key == "set_land_types":  # "Nonbasic lands are Mountains." (305.7, layer 4)
            if bad := sorted(_strings(key, value) - set(BASIC_LAND_TYPES)):
                said, message, wrong = not_one_of(f"{kind}.{key}", bad[0], BASIC_LAND_TYPES)
                raise StructuredError(said, message, **wrong)
            args[key] = _strings(key, value)
        elif key == "add_types":
            types = _strings(key, value)
            bad = sorted(types - {"artifact", "creature", "enchantment", "land", "planeswalker"})
            if bad:
                raise StructuredError(
                    f'"{kind}.add_types": "{bad[0]}" is not a permanent card type',
                    "structured_add_types",
                    field=f"{kind}.add_types",
                    got=bad[0],
                )
            args[key] = types
        elif key == "block_additional":
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise StructuredError(
                    f'"{kind}.block_additional" must be a whole number, 0 or more',
                    "structured_count_number",
                    field=f"{kind}.block_additional",
                )
            args[key] = value
        else:
            expected = fields[key].type
            if "int" in str(expected) and (not isinstance(value, int) or isinstance(value, bool)):
                raise StructuredError(
                    f'"{kind}.{key}" must be a whole number',
                    "structured_whole_number",
                    field=f"{kind}.{key}",
                )
            if "bool" in str(expected) and not isinstance(value, bool):
                raise StructuredError(
                    f'"{kind}.{key}" must be true or false',
                    "structured_bool",
                    field=f"{kind}.{key}",
                )
            if "str" in str(expected) and not isinstance(value, str):
                raise StructuredError(
                    f'"{kind}.{key}" must be a string', "structured_string", field=f"{kind}.{key}"
                )
            args[key] = value
    missing = [
        n
        for n, f in fields.items()
        if n not in args and f.default is dataclasses.MISSING
        and f.default_factory is dataclasses.MISSING
    ]  # fmt: skip
    if missing:
        needed = renamed.get(missing[0], missing[0])
        raise StructuredError(
            f'"{kind}" needs "{needed}"', "structured_needs", kind_name=kind, field=needed
        )
    return cls(**args)


_PLAYER_STATS = ("life", "poison", "experience", "players")  # "players": 102.3


def _amount_value(kind: str, key: str, data: Any) -> Any:
    """A count (any :data:`~mtgcombat.core.abilities.Amount`) in a field."""
    amount = ability_from_json(data)
    if not isinstance(amount, _AMOUNTS):
        names = ", ".join(_snake(c.__name__) for c in _AMOUNTS)
        raise StructuredError(
            f'"{kind}.{key}" must be a count ({names}), got {data!r}',
            "structured_count",
            field=f"{kind}.{key}",
            names=names,
            got=repr(data),
        )
    return amount


def _trigger_part(cls: type, kind: str, key: str, value: Any) -> Any:
    """A field of a block trigger or of one of its effects, checked."""
    if key == "effects":
        if not isinstance(value, list) or not value:
            raise StructuredError(
                f'"{kind}.effects" must be a non-empty list of effects',
                "structured_effects",
                field=f"{kind}.effects",
            )
        effects = tuple(ability_from_json(v) for v in value)
        bad = [e for e in effects if not isinstance(e, TRIGGER_EFFECTS)]
        if bad:
            raise StructuredError(
                f'"{kind}.effects": not an effect: {bad[0]!r}',
                "structured_not_effect",
                field=f"{kind}.effects",
                got=repr(bad[0]),
            )
        return effects
    if key == "keyword" and cls is ReturnEffect:  # a keyword counter (122.1b): "flying"
        if value not in KEYWORD_COUNTERS:
            said, message, wrong = not_one_of(
                f"{kind}.{key}", value, tuple(sorted(KEYWORD_COUNTERS))
            )
            raise StructuredError(said, message, **wrong)
        return value
    if key == "keyword":
        keyword = _keyword_value(value)
        if not isinstance(keyword, Keyword):
            raise StructuredError(
                f'"{kind}.keyword" must be a keyword the rules read, got {value!r}',
                "structured_rules_keyword",
                field=f"{kind}.keyword",
                got=repr(value),
            )
        return keyword
    if key == "events":
        allowed = TRIGGER_WORDS[key]
        if not isinstance(value, list) or not value or any(w not in allowed for w in value):
            raise StructuredError(
                f'"{kind}.{key}" must be a list of {", ".join(map(repr, allowed))}',
                "structured_list_of",
                field=f"{kind}.{key}",
                choices=allowed,
            )
        return tuple(value)
    # the words the field's type lists, less those the rules do not carry out
    allowed = field_words(cls, key) or TRIGGER_WORDS[key]
    if value not in allowed:
        said, message, wrong = not_one_of(f"{kind}.{key}", value, allowed)
        raise StructuredError(said, message, **wrong)
    return value


def value_traits(value: object) -> Traits:
    """The traits one structured value gives the permanent that has it.

    >>> from mtgcombat.core.abilities import Keyword
    >>> value_traits(Keyword.FLYING).abilities
    frozenset({<Keyword.FLYING: 'flying'>})
    """
    if isinstance(value, Flag):
        if value.name == "can_block_additional":
            return Traits(can_block_additional=value.value)
        changes: dict[str, Any] = {value.name: True}
        return dataclasses.replace(Traits(), **changes)
    if isinstance(value, ab.StaticEffect | ab.PlayerEffect | ab.DamageRule | ab.CounterRule):
        return Traits(statics=(value,))
    if isinstance(
        value,
        Keyword | ab.Protection | ab.Landwalk | ab.Bushido | ab.Rampage | ab.Afflict | ab.Toxic
        | ab.OtherKeyword | ab.BlockTrigger,
    ):  # fmt: skip
        return Traits(abilities=frozenset({value}))
    if isinstance(value, TRIGGER_EFFECTS):
        raise StructuredError(
            "an effect is not an ability; use it in a block_trigger's effects",
            "structured_effect_alone",
        )
    if isinstance(value, ab.YouControl | ab.AlsoBlock | ab.GreaterPowerAlsoBlocks):
        raise StructuredError(
            "a blocking condition is not an ability; use it in cant_block_unless",
            "structured_condition_alone",
        )
    if isinstance(value, (*_STATIC_CONDITIONS, *_AMOUNTS)):
        raise StructuredError(
            "a condition or count is not an ability; use it in a static_effect "
            "(condition, set_power, set_toughness)",
            "structured_count_alone",
        )
    if isinstance(value, Selector) or not dataclasses.is_dataclass(value):
        raise StructuredError(
            f"not an ability value: {value!r}", "structured_not_ability", got=repr(value)
        )
    return Traits(block_rules=frozenset({value}))  # type: ignore[arg-type]


def traits_from_json(data: Any) -> Traits:
    """Traits from a list of structured values (the inverse of
    :func:`traits_to_json`).

    >>> traits_from_json([{"kind": "keyword", "name": "flying"}]).abilities
    frozenset({<Keyword.FLYING: 'flying'>})
    """
    if not isinstance(data, list):
        raise StructuredError("structured abilities are a list", "structured_not_list")
    out = Traits()
    for item in data:
        out |= value_traits(ability_from_json(item))
    return out
