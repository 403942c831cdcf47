"""Ability values written in the structured form (plain dicts for JSON and
TOML, described in :mod:`mtgcombat.text.structured`): selectors, abilities,
conditions, counts, flags and whole :class:`~mtgcombat.text.traits.Traits`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core import abilities as ab
from mtgcombat.core.abilities import Keyword, Selector
from mtgcombat.core.cast_when import CastWhen
from mtgcombat.text.structured_kinds import (
    _AMOUNTS,
    _KEYWORD_FIELDS,
    _SET_FIELDS,
    FIELD_NAMES,
    _snake,
)
from mtgcombat.text.traits import Flag, Traits


def selector_to_json(sel: Selector) -> dict[str, Any]:
    """A selector's fields that differ from "every creature".

    >>> from mtgcombat.core.abilities import Selector
    >>> selector_to_json(Selector(subtypes=frozenset({"wall"})))
    {'subtypes': ['wall']}
    """
    out: dict[str, Any] = {}
    for f in dataclasses.fields(Selector):
        value = getattr(sel, f.name)
        if value == getattr(ab.ANY_CREATURE, f.name):
            continue
        if f.name in _SET_FIELDS:
            out[f.name] = sorted(value)
        elif f.name in _KEYWORD_FIELDS:
            out[f.name] = [ability_to_json(k) for k in sorted(value, key=str)]
        elif f.name == "compares":
            out[f.name] = [
                {
                    "stat": c.stat,
                    "op": c.op,
                    **({"value": c.value} if c.value is not None else {}),
                    **({"own": c.own} if c.own is not None else {}),
                }
                for c in value
            ]
        elif f.name in ("ids", "names"):
            out[f.name] = list(value)
        elif f.name == "any_of":
            out[f.name] = [selector_to_json(s) for s in value]
        else:
            out[f.name] = value
    return out


def ability_to_json(value: object) -> dict[str, Any]:
    """The structured dict of a keyword, blocking rule, condition, static
    effect or :class:`~mtgcombat.text.Flag`.

    >>> from mtgcombat.core.abilities import Protection
    >>> ability_to_json(Protection("red"))
    {'kind': 'protection', 'quality': 'red'}
    """
    if isinstance(value, Keyword):
        return {"kind": "keyword", "name": value.value}
    if isinstance(value, Flag):
        return {"kind": value.name, **({"value": value.value} if value.value != 1 else {})}
    if isinstance(value, Selector):
        return selector_to_json(value)
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        raise TypeError(f"not an ability value: {value!r}")
    out: dict[str, Any] = {"kind": _snake(type(value).__name__)}
    renamed = FIELD_NAMES.get(type(value), {})
    for f in dataclasses.fields(value):
        item = getattr(value, f.name)
        if f.default is not dataclasses.MISSING and item == f.default:
            continue
        if f.name in renamed:  # a field whose name the table's own "kind" takes
            out[renamed[f.name]] = item
        elif isinstance(item, Selector):
            out[f.name] = selector_to_json(item)
        elif f.name == "keywords" and all(isinstance(k, str) for k in item):
            out[f.name] = sorted(item)  # a player's hexproof, shroud (702.11c, 702.18a)
        elif f.name in ("grants", "effects", "removes", "loses", "conditions", "parts", "keywords"):
            out[f.name] = [ability_to_json(g) for g in item]
        elif f.name == "modes":  # a modal trigger's (700.2)
            out[f.name] = [[ability_to_json(e) for e in m] for m in item]
        elif f.name == "events":
            out[f.name] = list(item)
        elif f.name == "keyword" and isinstance(item, str):
            out[f.name] = item  # a keyword counter, a word (122.1b): "with a flying counter"
        # "token": issue 33, a token put onto the battlefield attacking (508.4)
        elif f.name in (
            "keyword", "condition", "set_power", "set_toughness", "prevent_from", "token", "effect",
            "later",  # issue 33: a delayed ability on the tokens (603.7)
        ) or (f.name in ("per", "amount", "left", "right") and isinstance(item, _AMOUNTS)) or (
            # issue 33: a cast trigger's turn, count or kicker (601.2i); a
            # token's delayed ability's "when" is a word
            f.name == "when" and isinstance(item, CastWhen)
        ) or (
            f.name == "times" and not isinstance(item, int)  # a counted effect's X (608.2h)
        ):  # fmt: skip
            out[f.name] = ability_to_json(item)
        elif isinstance(item, frozenset):
            out[f.name] = sorted(item)
        else:
            out[f.name] = item
    return out


def traits_to_json(traits: Traits) -> list[dict[str, Any]]:
    """Every value of the traits in the structured form (a list).

    >>> from mtgcombat.core.abilities import Keyword
    >>> from mtgcombat.text.structured import value_traits
    >>> traits_to_json(value_traits(Keyword.FLYING))
    [{'kind': 'keyword', 'name': 'flying'}]
    """
    return [ability_to_json(v) for v in traits.values()]
