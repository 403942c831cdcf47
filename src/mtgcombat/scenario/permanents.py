"""A permanent of the file as the rules' value: :func:`_permanent` builds
the :class:`~mtgcombat.core.model.Permanent` from its validated model and
its traits (the fields the file states win over what its sentences give),
with its blocking and attacking rules (509.1b-d, 508.1c-d, 508.1g) and its
counters (122.1); :func:`plain_permanent` the same permanent, quicker, for
one the file gives only plain facts (issue 38: batch lines).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from mtgcombat.core.model import (
    COLORS,
    NO_CHOICES,
    Ability,
    AttacksEachCombat,
    AttackTax,
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    CanBlockOnlyFlyers,
    CantAttack,
    CantAttackAlone,
    CantBeBlocked,
    CantBlock,
    CantBlockAlone,
    CardType,
    Counters,
    Goaded,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    Toxic,
    TriggerChoices,
    Zone,
    fast_new,
)
from mtgcombat.core.split import new_function, state_function
from mtgcombat.core.validation import counter_kind_problem
from mtgcombat.scenario.errors import _Fail, _key_text
from mtgcombat.scenario.plain import MAX_AMOUNT
from mtgcombat.scenario.plain import NO_CHOICES as _PLAIN_NO_CHOICES
from mtgcombat.scenario.plain import NO_COUNTERS as _PLAIN_NO_COUNTERS
from mtgcombat.text import Traits, bind_self
from mtgcombat.text.limits import MAX_NAME

if TYPE_CHECKING:  # (pydantic is loaded only for a file the plain reader leaves)
    from mtgcombat.scenario.schema import PermanentDoc


def _other_counters(pd: PermanentDoc, where: str, fail: _Fail) -> None:
    """Other kinds of counters (122.1) are lowercase words, each a whole
    number, 0 or more: ``divinity = 1``, ``"+1/+1" = 2``."""
    for kind, value in (pd.counters.model_extra or {}).items():
        path = f"{where}.counters.{_key_text(kind)}"
        if counter_kind_problem(kind):
            raise fail(path, "counter_kind", "122.1")
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise fail(path, "counter_number", "122.1")


_RULE_FIELDS = frozenset(
    {
        "attack_tax",
        "attacks_each_combat",
        "block_cost",
        "blocks_each_combat",
        "can_block_only_flyers",
        "cant_attack",
        "cant_attack_alone",
        "cant_be_blocked",
        "cant_block",
        "cant_block_alone",
        "goaded_by",
        "lure",
        "max_blockers",
        "min_blockers",
        "must_be_blocked",
        "must_be_blocked_by_exactly_one",
        "must_block",
    }
)
"""The fields that give a permanent blocking or attacking rules (509.1b-d, 508.1c-d, 508.1g)."""


def _block_rules(pd: PermanentDoc) -> frozenset[BlockRule]:
    # each rule made only when its field is set (most permanents set none:
    # a field the file leaves out has its default, which makes no rule)
    if _RULE_FIELDS.isdisjoint(pd.model_fields_set):
        return _NOTHING
    f = pd.__dict__  # as _permanent reads the fields
    rules: list[BlockRule] = []
    if f["cant_block"]:
        rules.append(CantBlock())
    if f["cant_be_blocked"]:
        rules.append(CantBeBlocked())
    if f["can_block_only_flyers"]:
        rules.append(CanBlockOnlyFlyers())
    if f["cant_block_alone"]:
        rules.append(CantBlockAlone())
    if f["min_blockers"] > 1:
        rules.append(MinBlockers(f["min_blockers"]))
    if f["max_blockers"] is not None:
        rules.append(MaxBlockers(f["max_blockers"]))
    if f["blocks_each_combat"]:
        rules.append(BlocksEachCombat())
    if f["lure"]:
        rules.append(Lure())
    if f["must_be_blocked"]:
        rules.append(MustBeBlocked())
    if f["must_be_blocked_by_exactly_one"]:
        rules.append(MustBeBlockedByExactlyOne())
    if f["block_cost"] > 0:
        rules.append(BlockCost(f["block_cost"]))
    rules.extend(MustBlock(a) for a in f["must_block"])
    if f["cant_attack"]:
        rules.append(CantAttack())
    if f["cant_attack_alone"]:
        rules.append(CantAttackAlone())
    if f["attacks_each_combat"]:
        rules.append(AttacksEachCombat())
    if f["attack_tax"]:
        rules.append(AttackTax(f["attack_tax"]))
    rules.extend(Goaded(p) for p in f["goaded_by"])
    return frozenset(rules) if rules else _NOTHING


_NOTHING: frozenset[Any] = frozenset()
# the permanent's own default (the object itself: the board's checks skip it)
_NO_COUNTERS: Counters = Permanent.__dataclass_fields__["counters"].default
_NO_TRAITS = Traits()
_CARD_TYPES = {t.value: t for t in CardType}
_ZONES = {z.value: z for z in Zone}
_TYPE_SETS: dict[tuple[str, ...], frozenset[CardType]] = {
    # a creature's is the permanent's default set itself, which the check of
    # a new permanent knows by identity (validation.prepare_permanent)
    ("creature",): cast(frozenset[CardType], Permanent.__dataclass_fields__["types"].default),
}
"""The set of card types each list of type names gives (a batch run meets
the same few lists on every line); bounded, as a file may list types in
any order."""


def _card_types(names: Sequence[str]) -> frozenset[CardType]:
    key = tuple(names)
    found = _TYPE_SETS.get(key)
    if found is None:
        found = frozenset(_CARD_TYPES[t] for t in names)
        if len(_TYPE_SETS) < 64:
            _TYPE_SETS[key] = found
    return found


_PERMANENT_ORDER = (  # the order in which _permanent gives the fields
    "id",
    "controller",
    "name",
    "types",
    "power",
    "toughness",
    "damage",
    "counters",
    "abilities",
    "colors",
    "tapped",
    "zone",
    "attacking",
    "blocking",
    "blocked",
    "band",
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "prevent_next",
    "regeneration_shields",
    "protector",
    "subtypes",
    "supertypes",
    "token",
    "monstrous",
    "renowned",
    "paired_with",
    "commander",
    "assigns_no_combat_damage",
    "choices",
    "mana_value",
    "chosen",
    "face_down",
    "summoning_sick",
    "block_rules",
    "entered_blocking",
    "toxic",
    "cant_have_counters",
    "deals_double_damage",
    "deathtouch_damaged",
    "had_first_strike",
    "card",
    "name_ja",
    "statics",
    "attached_to",
    "regenerates",
    "owner",
    "repeats",
)


_MAKE_PERMANENT: list[Callable[..., Permanent]] = []
"""``Permanent(...)`` without the class call (model.fast_new), the fields of
:data:`_PERMANENT_ORDER` given by position: the same checks and the same
permanent, in 1.6 us where the class called with forty-seven keywords
takes 3.5 us, most of it matching each keyword to its parameter (made on
first use; start-up)."""


def _permanent_maker() -> Callable[..., Permanent]:
    _MAKE_PERMANENT.append(fast_new(Permanent, _PERMANENT_ORDER))
    return _MAKE_PERMANENT[0]


def _permanent(pd: PermanentDoc, traits: Traits, players: tuple[str, ...] = ()) -> Permanent:
    abilities: frozenset[Ability] = traits.abilities
    # The fields are read from the model's __dict__, where pydantic keeps
    # them: an attribute read on a model goes through BaseModel.__getattr__'s
    # hook, which the interpreter cannot specialize (several times the cost
    # of a dict lookup, on some seventy reads per permanent).
    f = pd.__dict__
    # A fact the file states wins over the one its sentences give.
    fields_set = pd.model_fields_set
    can_block_additional = (
        f["can_block_additional"]
        if "can_block_additional" in fields_set
        else traits.can_block_additional
    )
    can_block_any_number = (
        f["can_block_any_number"]
        if "can_block_any_number" in fields_set
        else traits.can_block_any_number
    )
    assign_as_though_unblocked = (
        f["assign_as_though_unblocked"]
        if "assign_as_though_unblocked" in fields_set
        else traits.assign_as_though_unblocked
    )
    assigns_damage_by_toughness = (
        f["assigns_damage_by_toughness"]
        if "assigns_damage_by_toughness" in fields_set
        else traits.assigns_damage_by_toughness
    )
    cant_have_counters = (
        f["cant_have_counters"] if "cant_have_counters" in fields_set else traits.cant_have_counters
    )
    deals_double_damage = (
        f["deals_double_damage"]
        if "deals_double_damage" in fields_set
        else traits.deals_double_damage
    )

    toxic = f["toxic"]
    if "toxic" not in fields_set and abilities:  # toxic N keywords add up (702.164b)
        toxic = sum(a.amount for a in abilities if isinstance(a, Toxic))
        if traits.repeats:  # each instance (702.164b)
            toxic += sum(a.amount for a in traits.repeats if isinstance(a, Toxic))
    c = f["counters"]
    # the shared default of a plain file (scenario.plain), or counters all 0
    extra = None if c is _PLAIN_NO_COUNTERS else c.model_extra
    if c is _PLAIN_NO_COUNTERS or not (
        c.plus_one or c.minus_one or c.loyalty or c.defense or extra
    ):
        counters = _NO_COUNTERS  # most permanents: no counters (the shared default)
    else:
        counters = Counters(
            c.plus_one,
            c.minus_one,
            c.loyalty,
            c.defense,
            tuple(sorted((k.lower(), v) for k, v in (extra or {}).items() if v)),
        )
    own_rules = _block_rules(pd)
    choices = f["choices"]
    make = _MAKE_PERMANENT[0] if _MAKE_PERMANENT else _permanent_maker()
    return make(
        f["id"],
        f["controller"],
        f["name"],
        # types
        _card_types(f["types"]),
        f["power"],
        f["toughness"],
        f["damage"],
        counters,
        abilities,
        # colors
        frozenset(c for c in COLORS if c in f["colors"]) if f["colors"] else _NOTHING,
        f["tapped"],
        # zone
        _ZONES[f["zone"]],
        f["attacking"],
        # blocking
        tuple(f["blocking"]),
        f["blocked"],
        f["band"],
        can_block_additional,
        can_block_any_number,
        assign_as_though_unblocked,
        assigns_damage_by_toughness,
        f["prevent_next"],
        f["regeneration_shields"],
        f["protector"],
        # subtypes
        frozenset(t.lower() for t in f["subtypes"]) if f["subtypes"] else _NOTHING,
        # supertypes
        frozenset(f["supertypes"]) if f["supertypes"] else _NOTHING,
        f["token"],
        f["monstrous"],
        f["renowned"],
        f["paired_with"],
        f["commander"],
        f["assigns_no_combat_damage"],
        # choices
        (
            TriggerChoices(
                choices.may,
                tuple(choices.targets),
                tuple(choices.sacrificed),
                None if choices.proliferated is None else tuple(choices.proliferated),
                tuple((m,) if isinstance(m, int) else tuple(m) for m in choices.modes),
                tuple(choices.tapped),
                choices.defending_pays,
                choices.ward_paid,
            )
            if choices is not _PLAIN_NO_CHOICES
            and (
                not choices.may
                or choices.targets
                or choices.sacrificed
                or choices.proliferated is not None
                or choices.modes
                or choices.tapped
                or choices.defending_pays is not None
                or choices.ward_paid
            )
            else NO_CHOICES  # the shared default, or one written as it
        ),
        f["mana_value"],
        # chosen
        f["chosen"].lower() if f["chosen"] not in players else f["chosen"],
        f["face_down"],
        f["summoning_sick"],
        # block_rules
        own_rules | traits.block_rules if traits.block_rules else own_rules,
        f["entered_blocking"],
        toxic,
        cant_have_counters,
        deals_double_damage,
        f["deathtouch_damaged"],
        f["had_first_strike"],
        # card
        f["card"] or "",
        f["name_ja"],
        # statics
        bind_self(traits.statics, f["id"]) if traits.statics else (),
        f["attached_to"],
        traits.regenerates,
        # owner: "" when the file names none or its controller (800.4a)
        f["owner"] if f["owner"] is not None and f["owner"] != f["controller"] else "",
        traits.repeats,
    )


# A permanent with nothing but plain facts ---------------------------------------

_PASSED = frozenset(
    {
        "id",
        "controller",
        "name",
        "name_ja",
        "power",
        "toughness",
        "damage",
        "tapped",
        "attacking",
        "blocked",
        "band",
        "prevent_next",
        "regeneration_shields",
        "protector",
        "token",
        "monstrous",
        "renowned",
        "paired_with",
        "commander",
        "assigns_no_combat_damage",
        "mana_value",
        "face_down",
        "summoning_sick",
        "entered_blocking",
        "deathtouch_damaged",
        "had_first_strike",
        "attached_to",
    }
)
"""The fields :func:`_permanent` passes on as the file gives them (when the
permanent has no traits)."""
_CONVERTED: dict[str, Callable[[Any], Any]] = {
    "types": _card_types,
    "zone": _ZONES.__getitem__,
    "blocking": tuple,
}
"""The fields it converts on their own (no other field read)."""
_PLAIN_FIELDS = _PASSED | _CONVERTED.keys()
_POSITION = {name: i for i, name in enumerate(_PERMANENT_ORDER)}
_DEFAULT_ARGS: list[list[Any]] = []


def _default_args() -> list[Any]:
    """What :func:`_permanent` gives ``make`` for a permanent the file gives
    nothing but its id and controller (every other field its default), read
    back from the permanent it makes (made on first use)."""
    from mtgcombat.scenario.plain import plain_scenario  # noqa: PLC0415

    players: dict[str, dict[str, Any]] = {"A": {}, "B": {}}
    bare = {"id": "x", "controller": "A"}
    doc = plain_scenario({"active_player": "A", "players": players, "permanents": [bare]})
    made = _permanent(doc.permanents[0], _NO_TRAITS, ("A", "B"))
    _DEFAULT_ARGS.append([getattr(made, name) for name in _PERMANENT_ORDER])
    return _DEFAULT_ARGS[0]


def plain_permanent(pd: PermanentDoc, players: tuple[str, ...]) -> Permanent:
    """``_permanent(pd, Traits(), players)`` (a permanent with no keyword,
    sentence or card text), quicker for one whose file gives only fields
    passed on as they are or converted on their own (:data:`_PASSED`,
    :data:`_CONVERTED`; a generated board's attackers and blockers): the
    default arguments with those fields put in, rather than every field read
    and worked out. Any other field given: :func:`_permanent` itself.
    ``tests/test_scenario_plain.py`` compares the two.

    >>> from mtgcombat.scenario.plain import plain_scenario
    >>> bear = {"id": "bear", "controller": "A", "toughness": 2, "blocking": ["ogre"]}
    >>> doc = plain_scenario({"active_player": "B", "players": {"A": {}, "B": {}},
    ...                       "permanents": [bear]})
    >>> plain_permanent(doc.permanents[0], ("A", "B")).blocking
    ('ogre',)
    """
    given = pd.model_fields_set
    if not given <= _PLAIN_FIELDS:
        return _permanent(pd, _NO_TRAITS, players)
    args = (_DEFAULT_ARGS[0] if _DEFAULT_ARGS else _default_args()).copy()
    f = pd.__dict__
    position = _POSITION
    for name in given:
        convert = _CONVERTED.get(name)
        args[position[name]] = f[name] if convert is None else convert(f[name])
    if (
        args[_TOUGHNESS] >= 0
        and args[_DAMAGE] >= 0
        and args[_PREVENT_NEXT] >= 0
        and args[_SHIELDS] >= 0
        and (args[_MANA_VALUE] is None or args[_MANA_VALUE] >= 0)
        and type(args[0]) is str  # id
        and type(args[1]) is str  # controller
        and args[_TYPES]
    ):
        # what the permanent's own check (validation.prepare_permanent)
        # reads first, and passes without a change: every other value is
        # the default's, made and checked once, or of its type (a tuple, a
        # Zone, a set of CardType): not checked again
        checked = _MAKE_CHECKED[0] if _MAKE_CHECKED else _checked_maker()
        return checked(*args)
    make = _MAKE_PERMANENT[0] if _MAKE_PERMANENT else _permanent_maker()
    return make(*args)  # (the file's schema refuses these: checked as ever)


_TOUGHNESS = _POSITION["toughness"]
_DAMAGE = _POSITION["damage"]
_PREVENT_NEXT = _POSITION["prevent_next"]
_SHIELDS = _POSITION["regeneration_shields"]
_MANA_VALUE = _POSITION["mana_value"]
_TYPES = _POSITION["types"]
_MAKE_CHECKED: list[Callable[..., Permanent]] = []


def _checked_maker() -> Callable[..., Permanent]:
    """``_MAKE_PERMANENT``'s function without ``__post_init__``'s check."""
    _MAKE_CHECKED.append(new_function(Permanent, _PERMANENT_ORDER, post_init=False))
    return _MAKE_CHECKED[0]


# A permanent the file gives by its state alone ----------------------------------

DIRECT_FIELDS = frozenset(
    {
        "id",
        "controller",
        "name",
        "power",
        "toughness",
        "damage",
        "tapped",
        "zone",
        "attacking",
        "blocking",
        "blocked",
        "prevent_next",
        "regeneration_shields",
        "entered_blocking",
        "deathtouch_damaged",
        "had_first_strike",
    }
)
"""The fields :func:`direct_permanents` reads: the state fields a file may
give (:data:`mtgcombat.core.permanent.STATE_FIELDS`) and the name, each
passed on as it is or converted on its own (:func:`plain_permanent`)."""
_STATE_ORDER: tuple[str, ...] = Permanent.__split__[0]  # type: ignore[attr-defined]
_STATE_POSITION = {name: i for i, name in enumerate(_STATE_ORDER)}
_DIRECT_ZONE = _STATE_POSITION["zone"]
_DIRECT_BLOCKING = _STATE_POSITION["blocking"]
_DIRECT: list[tuple[list[Any], Any, Callable[..., Permanent]]] = []
_NAMED: dict[str, Any] = {}
"""The shared characteristics of each name met (bounded: a batch run meets
the same few on every line)."""


def _direct_parts() -> tuple[list[Any], Any, Callable[..., Permanent]]:
    """The default state values of a file's permanent (in the class's order
    of its state fields), its characteristics when the file gives none of
    them (one value, shared by every such permanent), and the maker that
    takes the two (made on first use, from :func:`plain_permanent`'s
    defaults)."""
    bare = (_MAKE_CHECKED[0] if _MAKE_CHECKED else _checked_maker())(
        *(_DEFAULT_ARGS[0] if _DEFAULT_ARGS else _default_args())
    )
    state = [getattr(bare, name) for name in _STATE_ORDER]
    _DIRECT.append((state, bare.characteristics, state_function(Permanent)))
    return _DIRECT[0]


def _named(name: str) -> Any:
    """The shared characteristics of a permanent the file names ``name`` and
    gives no other characteristic."""
    found = _NAMED.get(name)
    if found is None:
        args = (_DEFAULT_ARGS[0] if _DEFAULT_ARGS else _default_args()).copy()
        args[_POSITION["name"]] = name
        found = (_MAKE_CHECKED[0] if _MAKE_CHECKED else _checked_maker())(*args).characteristics
        if len(_NAMED) >= 256:
            _NAMED.clear()
        _NAMED[name] = found
    return found


def direct_permanents(entries: Any) -> list[Permanent] | None:
    """The permanents of a file's ``permanents`` list (decoded), each made
    straight from its entry, or ``None`` unless every entry gives its id,
    controller and toughness and otherwise only :data:`DIRECT_FIELDS`, each
    valid by the schema (then :func:`~mtgcombat.scenario.plain.plain_scenario`
    and :func:`plain_permanent` read them). Such a permanent is
    :func:`plain_permanent`'s (equal, field by field: a creature with no
    keyword, sentence or card text), made without the document in between;
    those with the same name share one characteristics value (issue 38:
    batch lines). ``tests/test_scenario_direct.py`` compares the two.

    >>> bear = {"id": "bear", "controller": "A", "toughness": 2, "blocking": ["ogre"]}
    >>> [(p.id, p.blocking, p.types) for p in direct_permanents([bear])]
    [('bear', ('ogre',), frozenset({<CardType.CREATURE: 'creature'>}))]
    >>> direct_permanents([{**bear, "keywords": ["flying"]}]) is None
    True
    """
    if type(entries) is not list:
        return None
    state, shared, make = _DIRECT[0] if _DIRECT else _direct_parts()
    fields = DIRECT_FIELDS
    position = _STATE_POSITION
    numbers = _DIRECT_NUMBERS
    flags = _DIRECT_FLAGS
    made: list[Permanent] = []
    for entry in entries:
        if (
            type(entry) is not dict
            or not entry.keys() <= fields
            or "toughness" not in entry
            or "id" not in entry
            or "controller" not in entry
        ):
            return None
        values = state.copy()
        characteristics = shared
        for key, given in entry.items():
            value = given
            # each field's check of scenario.plain.PERMANENT_FIELDS, inlined
            # (tests/test_scenario_direct.py holds the two alike)
            bounds = numbers.get(key)
            if bounds is not None:
                if type(value) is not int or not bounds[0] <= value <= bounds[1]:
                    return None
            elif key in flags:
                if type(value) is not bool:
                    return None
            elif key == "blocking":
                if type(value) is not list:
                    return None
                for x in value:  # (a loop: no generator made per blocker)
                    if type(x) is not str:
                        return None
                value = tuple(value)
            elif key == "attacking":
                if value is not None and type(value) is not str:
                    return None
            elif key == "zone":
                value = _FILE_ZONES.get(value) if type(value) is str else None
                if value is None:
                    return None
            elif type(value) is not str:  # id, controller, name
                return None
            elif key == "name":
                if len(value) > MAX_NAME:
                    return None
                if value:
                    characteristics = _named(value)
                continue
            elif key == "id" and not value:
                return None
            values[position[key]] = value
        made.append(make(*values, characteristics))
    return made


_DIRECT_NUMBERS = {
    name: (-MAX_AMOUNT if name == "power" else 0, MAX_AMOUNT)
    for name in ("power", "toughness", "damage", "prevent_next", "regeneration_shields")
}
_FILE_ZONES = {name: _ZONES[name] for name in ("battlefield", "graveyard", "exile")}
"""The zones a file may give (the schema's)."""
_DIRECT_FLAGS = frozenset(
    {"tapped", "blocked", "entered_blocking", "deathtouch_damaged", "had_first_strike"}
)
