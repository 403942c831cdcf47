"""Plain scenario documents read without pydantic (issue 38: start-up and
batch lines).

Most scenario files and batch lines use a few plain fields: strings,
numbers in range, flags, lists of names, cards, keywords and card
sentences. :func:`plain_scenario` checks such a document field by field as
the schema (:mod:`mtgcombat.scenario.schema`, strict) would and gives
:class:`PlainDoc` objects with the same fields, defaults and set of given
fields as the pydantic models, which :func:`mtgcombat.scenario.load._build`
reads alike. Anything else (a field of the wrong kind or out of range, an
unknown key, counters, choices, a timeline, structured abilities, a
graveyard of cards) gives ``None``, and the file is read by pydantic as
before, so every error message is the schema's. Loading pydantic and
building the models is about a third of ``mtgcombat check``'s start-up.

``tests/test_scenario_plain.py`` holds the defaults here to the schema's.

>>> doc = plain_scenario({"active_player": "A", "players": {"A": {}, "B": {"life": 3}}})
>>> doc.players["B"].life, doc.players["B"].model_fields_set, doc.permanents
(3, {'life'}, [])
>>> plain_scenario({"active_player": "A", "players": {"A": {"life": True}}}) is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from operator import methodcaller
from typing import Any

from mtgcombat.text import parse_keywords
from mtgcombat.text.keywords import normalize_keyword_text
from mtgcombat.text.limits import MAX_NAME, MAX_SENTENCE

MAX_AMOUNT = 100_000  # the schema's bound on combat numbers
_Check = Callable[[Any], bool]


class PlainDoc:
    """A checked document: its fields (every one, defaults included) as
    attributes and in ``__dict__``, as a pydantic model keeps them, and
    ``model_fields_set``, the fields the file gives.

    >>> d = PlainDoc({"a": 1, "b": 2}, {"a"})
    >>> d.b, d.model_copy(update={"b": 3}).model_fields_set == {"a", "b"}
    (2, True)
    """

    model_fields_set: set[str]

    def __init__(self, fields: dict[str, Any], given: set[str]) -> None:
        # ``fields`` becomes its __dict__ (not copied: each caller gives a
        # dict of its own), with model_fields_set in it too (read by name only)
        self.__dict__ = fields
        self.model_fields_set = given

    def model_copy(self, *, update: dict[str, Any]) -> PlainDoc:
        """A copy with ``update``'s fields set (and counted as given), as
        pydantic's ``model_copy(update=...)``.

        >>> d = PlainDoc({"a": 1, "b": 2}, {"a"}).model_copy(update={"b": 3})
        >>> d.b, sorted(d.model_fields_set)
        (3, ['a', 'b'])
        """
        fields = {k: v for k, v in self.__dict__.items() if k != "model_fields_set"}
        fields.update(update)
        return PlainDoc(fields, self.model_fields_set | set(update))


def _is_str(v: Any) -> bool:
    return type(v) is str


def _is_bool(v: Any) -> bool:
    return type(v) is bool


def _str_upto(limit: int, low: int = 0) -> _Check:
    return lambda v: type(v) is str and low <= len(v) <= limit


def _int(low: int, high: int) -> _Check:
    return lambda v: type(v) is int and low <= v <= high


def _optional(check: _Check) -> _Check:
    return lambda v: v is None or check(v)


def _one_of(*values: str) -> _Check:
    return lambda v: type(v) is str and v in values


def _list_of(check: _Check, low: int = 0) -> _Check:
    return lambda v: type(v) is list and len(v) >= low and all(check(x) for x in v)


def _map_of(check: _Check) -> _Check:
    return lambda v: type(v) is dict and all(type(k) is str and check(x) for k, x in v.items())


_NONNEG = _int(0, MAX_AMOUNT)
_NAMES = _list_of(_is_str)


def _keywords(v: Any) -> bool:
    """The schema's keyword check: each keyword known (or protection from
    a player, checked once the players are known)."""
    if not _NAMES(v):
        return False
    for text in v:
        try:
            parse_keywords(text)
        except ValueError:
            if not normalize_keyword_text(text).startswith("protection from "):
                return False
    return True


_CHOICES_FIELDS: dict[str, Any] = {
    "may": True,
    "targets": [],
    "sacrificed": [],
    "proliferated": None,
    "modes": [],
    "tapped": [],
    "defending_pays": None,
    "ward_paid": False,
}
NO_CHOICES = PlainDoc(dict(_CHOICES_FIELDS), set())
"""A permanent's choices when the file gives none (the schema's default)."""
NO_COUNTERS = PlainDoc(
    {"plus_one": 0, "minus_one": 0, "loyalty": 0, "defense": 0, "model_extra": None}, set()
)
"""A permanent's counters when the file gives none (the schema's default)."""

_REQUIRED = frozenset({"id", "controller", "active_player", "players"})
# Each field: its default (a list default is a fresh list each time, as the
# schema's factories give) and its check; None: required.
_LIST = object()
PERMANENT_FIELDS: dict[str, tuple[Any, _Check]] = {
    "id": (None, _str_upto(2**63, low=1)),
    "card": (None, _optional(_str_upto(MAX_NAME))),
    "name": ("", _str_upto(MAX_NAME)),
    "name_ja": ("", _str_upto(MAX_NAME)),
    "controller": (None, _is_str),
    "types": (
        ["creature"],
        _list_of(
            _one_of("creature", "planeswalker", "battle", "artifact", "enchantment", "land"), 1
        ),
    ),
    "power": (0, _int(-MAX_AMOUNT, MAX_AMOUNT)),
    "toughness": (0, _NONNEG),
    "damage": (0, _NONNEG),
    "counters": (NO_COUNTERS, lambda v: False),  # counters: read by the schema
    "keywords": (_LIST, _keywords),
    "abilities": (_LIST, _list_of(_str_upto(MAX_SENTENCE))),
    "colors": (_LIST, _list_of(_one_of("white", "blue", "black", "red", "green"))),
    "tapped": (False, _is_bool),
    "zone": ("battlefield", _one_of("battlefield", "graveyard", "exile")),
    "attacking": (None, _optional(_is_str)),
    "blocking": (_LIST, _NAMES),
    "blocked": (False, _is_bool),
    "band": ("", _is_str),
    "can_block_additional": (0, _NONNEG),
    "can_block_any_number": (False, _is_bool),
    "assign_as_though_unblocked": (False, _is_bool),
    "assigns_damage_by_toughness": (False, _is_bool),
    "prevent_next": (0, _NONNEG),
    "regeneration_shields": (0, _NONNEG),
    "protector": (None, _optional(_is_str)),
    "owner": (None, _optional(_is_str)),
    "attached_to": (None, _optional(_is_str)),
    "subtypes": (_LIST, _NAMES),
    "supertypes": (_LIST, _list_of(_one_of("basic", "legendary", "ongoing", "snow", "world"))),
    "token": (False, _is_bool),
    "monstrous": (False, _is_bool),
    "renowned": (False, _is_bool),
    "paired_with": (None, _optional(_is_str)),
    "commander": (False, _is_bool),
    "mana_value": (None, _optional(_NONNEG)),
    "chosen": ("", _is_str),
    "face_down": (False, _is_bool),
    "entered_blocking": (False, _is_bool),
    "assigns_no_combat_damage": (False, _is_bool),
    "choices": (NO_CHOICES, lambda v: False),  # choices: read by the schema
    "cant_block": (False, _is_bool),
    "cant_be_blocked": (False, _is_bool),
    "can_block_only_flyers": (False, _is_bool),
    "cant_block_alone": (False, _is_bool),
    "min_blockers": (0, _NONNEG),
    "max_blockers": (None, _optional(_NONNEG)),
    "blocks_each_combat": (False, _is_bool),
    "must_block": (_LIST, _NAMES),
    "lure": (False, _is_bool),
    "must_be_blocked": (False, _is_bool),
    "must_be_blocked_by_exactly_one": (False, _is_bool),
    "block_cost": (0, _NONNEG),
    "summoning_sick": (False, _is_bool),
    "cant_attack": (False, _is_bool),
    "cant_attack_alone": (False, _is_bool),
    "attacks_each_combat": (False, _is_bool),
    "goaded_by": (_LIST, _NAMES),
    "attack_tax": (0, _NONNEG),
    "toxic": (0, _NONNEG),
    "cant_have_counters": (False, _is_bool),
    "deals_double_damage": (False, _is_bool),
    "deathtouch_damaged": (False, _is_bool),
    "had_first_strike": (False, _is_bool),
}
PLAYER_FIELDS: dict[str, tuple[Any, _Check]] = {
    "life": (20, _int(-(10**9), 10**9)),
    "poison": (0, _NONNEG),
    "lost": (False, _is_bool),
    "prevent_next": (0, _NONNEG),
    "cant_gain_life": (False, _is_bool),
    "life_gain_multiplier": (1, _int(1, 1024)),
    "hand": (None, _NONNEG),  # left out: not known (402.1)
    "graveyard": (None, _NONNEG),  # a list of cards: read by the schema; left out: not known
    "experience": (0, _NONNEG),
    "energy": (0, _NONNEG),
    "monarch": (False, _is_bool),
    "city_blessing": (False, _is_bool),
    "initiative": (False, _is_bool),
    "spells_cast": (None, _NONNEG),
    "starting_life": (20, _int(1, 10**9)),
    "commander_damage": ({}, _map_of(_NONNEG)),
    "history": (None, lambda v: v is None),  # a record of the turn: read by the schema
}
_ORDERS = _map_of(_NAMES)
_TABLE = _optional(_map_of(_map_of(_NONNEG)))
SCENARIO_FIELDS: dict[str, tuple[Any, _Check]] = {
    "description": ("", _is_str),
    "description_ja": ("", _is_str),
    "rules": (None, _optional(_one_of("2023", "current"))),
    "active_player": (None, _is_str),
    "players": (None, lambda v: False),  # read by plain_scenario
    "permanents": (_LIST, lambda v: False),  # read by plain_scenario
    "orders": ({}, _ORDERS),
    "max_blockers_per_combat": (None, _optional(_NONNEG)),
    "block_cost_each": (0, _NONNEG),
    "prevent_all_combat_damage": (False, _is_bool),
    "teams": (_LIST, _list_of(_NAMES)),
    "shield_order": ({}, _ORDERS),
    "replacement_order": ({}, _ORDERS),
    "assignments": (None, _TABLE),
    "first_strike_assignments": (None, _TABLE),
    "timeline": (_LIST, lambda v: type(v) is list and not v),  # entries: read by the schema
}


class _Spec:
    """A document's fields made ready for :func:`_document`: the checks, the
    defaults that are values, the fields whose default is a fresh list or
    mapping, and the required fields."""

    def __init__(self, spec: dict[str, tuple[Any, _Check]], skip: tuple[str, ...] = ()) -> None:
        fields = {k: v for k, v in spec.items() if k not in skip}
        self.checks = {k: check for k, (_, check) in fields.items()}
        self.lists = tuple(k for k, (d, _) in fields.items() if d is _LIST)
        self.copied = {k: d for k, (d, _) in fields.items() if type(d) in (list, dict)}
        self.values = {
            k: d
            for k, (d, _) in fields.items()
            if d is not _LIST and type(d) not in (list, dict) and k not in _REQUIRED
        }
        self.required = tuple(k for k in fields if k in _REQUIRED)
        self.skip = skip
        # (the fresh lists and copies made in C: zip and map, no Python loop)
        self.empties = ((),) * len(self.lists)
        self.copied_keys = tuple(self.copied)
        self.copied_values = tuple(self.copied.values())
        self.required_keys = frozenset(self.required)
        # every key a document may have (the skipped ones too: read by the
        # caller, which sets them), and those whose value may be a list or a
        # mapping (copied, as the schema copies them)
        self.read = {**self.checks, **dict.fromkeys(skip, _anything)}
        self.containers = frozenset(
            k for k in self.checks if k not in self.values and k not in _REQUIRED
        )


def _document(data: Any, spec: _Spec) -> PlainDoc | None:
    """The document of ``data`` by ``spec`` (but the fields ``spec.skip``,
    read and set by the caller), or ``None`` if a field is not plain."""
    if type(data) is not dict:
        return None
    fields = spec.values.copy()
    fields.update(zip(spec.lists, map(list, spec.empties), strict=True))  # fresh lists
    fields.update(zip(spec.copied_keys, map(_copy, spec.copied_values), strict=True))
    read = spec.read
    if not data.keys() <= read.keys():
        return None  # an unknown key
    for key, value in data.items():
        if not read[key](value):
            return None
    if not spec.required_keys <= data.keys():
        return None
    fields.update(data)
    for key in spec.containers.intersection(data):
        # lists and mappings copied, as the schema copies them
        value = data[key]
        t = type(value)
        if t is list:
            fields[key] = list(value)
        elif t is dict:
            fields[key] = _copied(value)
    return PlainDoc(fields, set(data))


def _anything(value: Any) -> bool:
    return True


_copy: Callable[[Any], Any] = methodcaller("copy")


def _copied(value: dict[str, Any]) -> dict[str, Any]:
    return {
        k: list(v) if type(v) is list else dict(v) if type(v) is dict else v
        for k, v in value.items()
    }


_PERMANENT = _Spec(PERMANENT_FIELDS)
_PLAYER = _Spec(PLAYER_FIELDS)
_SCENARIO = _Spec(SCENARIO_FIELDS, ("players", "permanents"))


def plain_scenario(data: Any) -> Any:
    """The scenario document of ``data`` (a decoded file) as
    :class:`PlainDoc` objects, or ``None`` when it is not plain (or not
    valid): then the schema reads it. Typed ``Any``: it stands for a
    ``ScenarioDoc``.

    >>> board = {"active_player": "A", "players": {"A": {}, "B": {}},
    ...          "permanents": [{"id": "bear", "controller": "A", "power": 2,
    ...                          "toughness": 2, "attacking": "B"}]}
    >>> doc = plain_scenario(board)
    >>> doc.permanents[0].toughness, doc.permanents[0].types, doc.permanents[0].tapped
    (2, ['creature'], False)
    >>> plain_scenario({**board, "timeline": [{"after": "declare-blockers"}]}) is None
    True
    """
    doc = _document(data, _SCENARIO)
    if doc is None or "players" not in data:
        return None
    players = data["players"]
    permanents = data.get("permanents", [])
    if type(players) is not dict or type(permanents) is not list:
        return None
    player_docs = {}
    for pid, entry in players.items():
        player = _document(entry, _PLAYER)
        if player is None:
            return None
        player_docs[pid] = player
    permanent_docs = []
    for entry in permanents:
        permanent = _document(entry, _PERMANENT)
        if permanent is None:
            return None
        permanent_docs.append(permanent)
    doc.__dict__["players"] = player_docs
    doc.__dict__["permanents"] = permanent_docs
    return doc
