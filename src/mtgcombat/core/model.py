"""The game model: players, permanents and the combat they are in.

Everything here is an immutable value. A :class:`Board` is one moment of a
combat: who attacks what, who blocks whom, the damage assignment orders
declared under the 2023 rules, and the state of every player and permanent.
The rules that read a board live in their own modules (``assignment`` for CR
510.1); the board only answers structural questions such as "which creatures
are blocking this attacker right now".

>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2,
...                  abilities=frozenset({Keyword.TRAMPLE}), attacking="B")
>>> board = Board(players=(Player("A"), Player("B")), permanents=(bear,),
...               active_player="A")
>>> board.attackers()
('bear',)
>>> board.is_blocked("bear")
False
"""

from __future__ import annotations

import dataclasses as dataclasses_module
import enum
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import MISSING, Field, InitVar, field, fields
from typing import Any, Final, Generic, TypeVar, cast, overload

from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    AlsoBlock,
    AttacksEachCombat,
    AttackTax,
    BlockableDespiteLandwalk,
    BlockCondition,
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    BlocksSelEachCombat,
    Bushido,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CanBlockShadow,
    CanBlockTapped,
    CantAttack,
    CantAttackAlone,
    CantAttackUnlessDefenderControls,
    CantBeBlocked,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    CardCount,
    CardsIn,
    Compare,
    Count,
    CreaturesCantAttackYou,
    Goaded,
    Goads,
    GreaterPowerAlsoBlocks,
    Keyword,
    Landwalk,
    LifeTotal,
    Lure,
    LureSel,
    MaxAttackersEachCombat,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
    OtherKeyword,
    PermanentCount,
    PlayerEffect,
    PowerCantAttack,
    PreventFrom,
    Protection,
    Rampage,
    Selector,
    SourceIs,
    Static,
    StaticCondition,
    StaticEffect,
    Toxic,
    YouControl,
)
from mtgcombat.core.valueclass import (
    dataclass,  # the generated methods compiled on first use
    defer,
)

# The ability values live in mtgcombat.core.abilities; they are re-exported here,
# where the board that carries them is defined.
__all__ = [
    "COLORS",
    "Ability",
    "Afflict",
    "AlsoBlock",
    "AttackTax",
    "AttacksEachCombat",
    "BlockCondition",
    "BlockCost",
    "BlockRule",
    "BlockableDespiteLandwalk",
    "BlocksEachCombat",
    "BlocksSelEachCombat",
    "Board",
    "Bushido",
    "CanBlockAsThoughReach",
    "CanBlockOnly",
    "CanBlockOnlyFlyers",
    "CanBlockShadow",
    "CanBlockTapped",
    "CantAttack",
    "CantAttackAlone",
    "CantAttackUnlessDefenderControls",
    "CantBeBlocked",
    "CantBeBlockedAlone",
    "CantBeBlockedBy",
    "CantBeBlockedExceptBy",
    "CantBeBlockedUnlessAllBlock",
    "CantBeBlockedWhile",
    "CantBlock",
    "CantBlockAlone",
    "CantBlockSel",
    "CantBlockUnless",
    "CardCount",
    "CardType",
    "CardsIn",
    "Compare",
    "Count",
    "Counters",
    "CreaturesCantAttackYou",
    "EffectChange",
    "Goaded",
    "Goads",
    "Grant",
    "GreaterPowerAlsoBlocks",
    "Keyword",
    "Landwalk",
    "LifeTotal",
    "Lure",
    "LureSel",
    "MaxAttackersEachCombat",
    "MaxBlockers",
    "MaxBlockersEachCombat",
    "MinBlockers",
    "MustBeBlocked",
    "MustBeBlockedBy",
    "MustBeBlockedByExactlyOne",
    "MustBlock",
    "OtherKeyword",
    "Permanent",
    "PermanentCount",
    "Player",
    "PlayerEffect",
    "PowerCantAttack",
    "PreventFrom",
    "Protection",
    "Rampage",
    "Selector",
    "SourceIs",
    "Static",
    "StaticCondition",
    "StaticEffect",
    "Toxic",
    "YouControl",
    "Zone",
    "ZoneCard",
    "carried_over",
    "evolve",
    "fast_init",
    "fast_new",
    "fast_replace",
]


class CardType(enum.Enum):
    """The card types a combat cares about.

    >>> CardType("planeswalker"), CardType.CREATURE.value
    (<CardType.PLANESWALKER: 'planeswalker'>, 'creature')
    """

    CREATURE = "creature"
    PLANESWALKER = "planeswalker"
    BATTLE = "battle"
    ARTIFACT = "artifact"
    ENCHANTMENT = "enchantment"
    LAND = "land"

    # Members are singletons, so an identity hash is correct; it runs in C,
    # where Enum's hash of the member name is a Python call on hot paths.
    __hash__ = object.__hash__

    def __str__(self) -> str:
        return self.value


class Zone(enum.Enum):
    """Where a permanent is. Anything off the battlefield is out of combat (506.4).

    >>> [zone.value for zone in Zone]
    ['battlefield', 'graveyard', 'exile', 'left the game', 'hand']
    """

    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    LEFT_GAME = "left the game"  # its owner lost a multiplayer game (800.4a)
    HAND = "hand"  # returned to its owner's hand by an ability (it leaves combat, 506.4)

    # Members are singletons, so an identity hash is correct; it runs in C,
    # where Enum's hash of the member name is a Python call on hot paths.
    __hash__ = object.__hash__

    def __str__(self) -> str:
        return self.value


COLORS = ("white", "blue", "black", "red", "green")

_R = TypeVar("_R")
_T = TypeVar("_T")
_V = TypeVar("_V")

_CLONERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}
# object.__new__, bound once (a C static in the compiled build: no lookup of
# the builtin and its attribute at each copy of a board)
_NEW: Final = object.__new__


def evolve(value: _V, **changes: Any) -> _V:
    """A copy of a frozen, slotted value object with some fields changed: what
    :func:`dataclasses.replace` does, without re-running ``__init__`` (a
    quarter of the cost on a permanent's thirty-odd fields). Only for the
    value classes of this module, whose ``__init__`` does no validation.

    >>> evolve(Player("A"), life=7).life
    7
    """
    cls = type(value)
    cloner = _CLONERS.get(cls)
    if cloner is None:
        cloner = _CLONERS[cls] = _make_cloner(cls)
    out: _V = cloner(value, changes)  # a call to cast() costs on this hot path
    return out


_K = TypeVar("_K", bound=type)


def fast_init(cls: _K) -> _K:
    """Give a frozen, slotted dataclass a quicker ``__init__``: the same
    parameters and defaults, but the fields written without
    ``object.__setattr__`` (what a frozen dataclass's own ``__init__`` calls
    per field): on a twin class (:func:`_twin`), whose stores the
    interpreter specializes, then the real class given back (see
    :func:`evolve`); else through each slot's descriptor. From about 1.7
    times as fast as the dataclass's own on four fields to several times on
    a permanent's fifty. Value objects made by the thousand on hot paths
    (events, plans, permanents) use it.

    >>> @fast_init
    ... @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int = 0
    >>> Point(1), Point(1, y=2) == Point(1, 2)
    (Point(x=1, y=0), True)
    """
    # Generated on the first call (start-up: most classes are never made in
    # a given run); from then on the class holds the function itself.
    defer(cls, "__init__", lambda: _fast_init_function(cls))
    return cls


_INIT_VAR_MARK = getattr(dataclasses_module, "_FIELD_INITVAR", None)
"""What dataclasses marks an init-only variable with among a class's fields
(private to it: without it, a class with class variables or init-only
variables gets itself from :func:`fast_new`, which is slower, not wrong)."""


def fast_new(cls: type[_R], order: Sequence[str] = ()) -> Callable[..., _R]:
    """A function that makes an instance of a frozen, slotted dataclass as
    ``cls(...)`` does (the same parameters and defaults), without the class
    call's machinery: the fields are stored on a new instance of the twin
    class (see :func:`fast_init`), which is then given its real class, and
    its ``__post_init__``, if any, is called with the init-only variables.
    About 40 % quicker than ``cls(...)`` on an event of six fields, and
    several times on a permanent's fifty keywords (the class call turns
    them into a dictionary and back); the rules core binds one per event it
    makes by the dozen per combat (generated at once: bind it at module
    level). A class it does not fit (a default factory; a field outside
    ``__init__``; no twin) gets ``cls``.

    With ``order``, the function's first parameters are those fields, in
    that order, to be given by position (the others keep their defaults):
    the interpreter matches each keyword of a call against the parameter
    names one by one, which on a permanent's forty-seven fields costs as
    much as making it (3.5 us a call by keyword, 1.6 us by position).

    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int = 0
    >>> new_point = fast_new(Point)
    >>> new_point(1), new_point(1, y=2) == Point(1, 2)
    (Point(x=1, y=0), True)
    >>> new_permanent = fast_new(Permanent)
    >>> new_permanent(id="bird", controller="A", keywords=["flying"]) == Permanent(
    ...     id="bird", controller="A", keywords=["flying"])
    True
    >>> new_point_yx = fast_new(Point, ("y", "x"))
    >>> new_point_yx(2, 1)
    Point(x=1, y=2)
    >>> from mtgcombat.core.events import DamageDealt  # a class variable is no parameter
    >>> fast_new(DamageDealt) is not DamageDealt
    True
    >>> new_permanent(id="bird", controller="A", toughness=-1)
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: permanent "bird", toughness: must be 0 or more, not -1 (208.1)
    """  # noqa: E501 (a doctest's exception line)
    own = fields(cast(Any, cls))
    # the init-only variables (as dataclasses: after the fields) go to
    # __post_init__; the class variables it lists beside them are no parameters
    names = {f.name for f in own}
    extra = [f for n, f in cls.__dataclass_fields__.items() if n not in names]  # type: ignore[attr-defined]
    init_only = [f for f in extra if getattr(f, "_field_type", None) is _INIT_VAR_MARK]
    if order:
        known = {f.name for f in own if f.init} | {f.name for f in init_only}
        if not set(order) <= known or len(set(order)) != len(order):
            raise TypeError(f"order {list(order)}: not distinct parameters of {cls.__name__}")
    twin = _init_twin(cls)
    if twin is None or any(not f.init or f.default_factory is not MISSING for f in own):
        return _by_position(cls, order) if order else cls
    namespace: dict[str, Any] = {"new": object.__new__, "twin": twin, "cls": cls}
    params: list[str] = []
    if extra and _INIT_VAR_MARK is None:
        return _by_position(cls, order) if order else cls
    if init_only and not hasattr(cls, "__post_init__"):
        return _by_position(cls, order) if order else cls
    params.extend(order)
    for f in [*own, *init_only]:
        if f.default_factory is not MISSING:
            return _by_position(cls, order) if order else cls
        if f.name in order:
            continue
        if f.default is MISSING:
            params.append(f.name)
        else:
            namespace[f"default_{f.name}"] = f.default
            params.append(f"{f.name}=default_{f.name}")
    body = "".join(f"    out.{f.name} = {f.name}\n" for f in own)
    body += "    out.__class__ = cls\n"
    if hasattr(cls, "__post_init__"):
        body += f"    out.__post_init__({', '.join(f.name for f in init_only)})\n"
    source = (
        f"def new_{cls.__name__}({', '.join(params)}):\n    out = new(twin)\n{body}    return out\n"
    )
    exec(source, namespace)
    function: Callable[..., _R] = namespace[f"new_{cls.__name__}"]
    return function


def _by_position(cls: type[_R], order: Sequence[str]) -> Callable[..., _R]:
    """``cls`` called with these fields given by position (for a class
    :func:`fast_new` does not fit)."""

    def new(*values: Any, **others: Any) -> _R:
        return cls(**dict(zip(order, values, strict=True)), **others)

    return new


def _fast_init_function(cls: type) -> Callable[..., None]:
    """The ``__init__`` :func:`fast_init` gives ``cls``."""
    params: list[str] = []
    body: list[str] = []
    namespace: dict[str, Any] = {"_UNSET": object()}

    def default(f: Field[Any]) -> str | None:
        """The field's default as an expression of the namespace, if any."""
        if f.default is not MISSING:
            namespace[f"default_{f.name}"] = f.default
            return f"default_{f.name}"
        if f.default_factory is not MISSING:
            namespace[f"factory_{f.name}"] = f.default_factory
            return f"factory_{f.name}()"
        return None

    computed: list[str] = []  # factories, run before any field is written
    stores: list[tuple[str, str]] = []  # (field, expression)
    for f in fields(cls):
        owner = next(k for k in cls.__mro__ if f.name in vars(k))
        namespace[f"set_{f.name}"] = vars(owner)[f.name].__set__
        value = default(f)
        if not f.init:
            # Not a parameter: its default (if any) now, or __post_init__ sets it.
            if value is not None:
                stores.append((f.name, value))
            continue
        if value is None:
            params.append(f.name)
        elif f.default is not MISSING:
            params.append(f"{f.name}={value}")
        else:  # a factory runs per call, as dataclasses does
            params.append(f"{f.name}=_UNSET")
            computed.append(f"    if {f.name} is _UNSET: {f.name} = {value}")
        stores.append((f.name, f.name))
    # InitVar pseudo-fields: parameters passed on to __post_init__
    own = {f.name for f in fields(cls)}
    extra = [f for n, f in cls.__dataclass_fields__.items() if n not in own]  # type: ignore[attr-defined]
    for f in extra:
        value = default(f)
        params.append(f.name if value is None else f"{f.name}={value}")
    body.extend(computed)
    twin = _init_twin(cls)
    if twin is not None:
        # As evolve does: the fields written on the twin class (its
        # stores specialized), then the real class given back; a
        # subclass's instance (another layout) takes the descriptors.
        namespace.update(twin=twin, cls=cls, set_class=object.__setattr__)
        body.append("    if type(self) is cls:")
        body.append("        set_class(self, '__class__', twin)")
        body.extend(f"        self.{name} = {value}" for name, value in stores)
        body.append("        self.__class__ = cls")
        body.append("    else:")
        body.extend(f"        set_{name}(self, {value})" for name, value in stores)
        body.append("        pass")
    else:
        body.extend(f"    set_{name}(self, {value})" for name, value in stores)
    if hasattr(cls, "__post_init__"):
        body.append(f"    self.__post_init__({', '.join(f.name for f in extra)})")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"])
    exec(source, namespace)
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def fast_replace(cls: type, method: str, *names: str) -> None:
    """Give ``cls`` a method ``method(self, *values)``: :func:`evolve` with
    these fields changed to the values given in order, without its keyword
    dictionary, its loop over the changes and its checks (the hot paths'
    copies, such as damage marked on a permanent). Generated on first use.

    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int = 0
    >>> fast_replace(Point, "_with_y", "y")
    >>> Point(1)._with_y(5)
    Point(x=1, y=5)
    """
    defer(cls, method, lambda: _replace_function(cls, names))


def _replace_function(cls: type, names: tuple[str, ...]) -> Callable[..., Any]:
    every = [f.name for f in fields(cls)]
    unknown = [n for n in names if n not in every]
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
    twin = _slot_twin(cls, every)
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    params = ", ".join(f"v{i}" for i in range(len(names)))
    new_value = {n: f"v{i}" for i, n in enumerate(names)}
    if twin is not None:  # as evolve's cloner: plain stores on the twin
        namespace["twin"] = twin
        body = "".join(f"    out.{n} = {new_value.get(n, f'self.{n}')}\n" for n in every)
        source = (
            f"def replace(self, {params}):\n    out = new(twin)\n{body}"
            "    out.__class__ = cls\n    return out\n"
        )
    else:
        for n in every:
            owner = next(k for k in cls.__mro__ if n in vars(k))
            namespace[f"set_{n}"] = vars(owner)[n].__set__
        body = "".join(f"    set_{n}(out, {new_value.get(n, f'self.{n}')})\n" for n in every)
        source = f"def replace(self, {params}):\n    out = new(cls)\n{body}    return out\n"
    exec(source, namespace)
    function: Callable[..., Any] = namespace["replace"]
    return function


def _make_cloner(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    # One generated function per class, as dataclasses itself generates
    # __init__. The fast way writes the fields on an instance of a twin
    # class (_twin), which stores plainly into the slots (attribute stores are
    # specialized by the interpreter, where a frozen class's slot descriptor
    # costs a call per field, four times as slow on a permanent's fifty
    # fields), then gives the copy its real class (CPython allows it between
    # classes with the same slot layout). Classes it does not fit (a base
    # with fields, slots other than the fields) copy through the descriptors.
    names = [f.name for f in fields(cls)]
    twin = _slot_twin(cls, names)
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls, "fields": frozenset(names)}
    if twin is not None:
        namespace["twin"] = twin
        body = "".join(f"    out.{n} = value.{n}\n" for n in names)
        source = (
            "def clone(value, changes):\n"
            "    out = new(twin)\n"
            f"{body}"
            "    for name, new_value in changes.items():\n"
            "        if name not in fields:\n"
            "            raise TypeError(f'{cls.__name__} has no field {name!r}')\n"
            "        setattr(out, name, new_value)\n"
            "    out.__class__ = cls\n"
            "    return out\n"
        )
    else:
        namespace["setters"] = {}
        for name in names:
            owner = next(k for k in cls.__mro__ if name in vars(k))
            namespace[f"set_{name}"] = namespace["setters"][name] = vars(owner)[name].__set__
        body = "".join(f"    set_{n}(out, value.{n})\n" for n in names)
        source = (
            "def clone(value, changes):\n"
            "    out = new(cls)\n"
            f"{body}"
            "    for name, new_value in changes.items():\n"
            "        if name not in setters:\n"
            "            raise TypeError(f'{cls.__name__} has no field {name!r}')\n"
            "        setters[name](out, new_value)\n"
            "    return out\n"
        )
    exec(source, namespace)
    return cast(Callable[[Any, dict[str, Any]], Any], namespace["clone"])


def _init_twin(cls: type) -> type | None:
    """For :func:`fast_init`: :func:`_twin` of a class with its own slots
    and one base; None when the class does not fit (no own slots, or CPython
    refuses the class change)."""
    if vars(cls).get("__slots__") is None or len(cls.__bases__) != 1:
        return None
    return _twin(cls)


def _twin(cls: type) -> type | None:
    """A subclass of ``cls`` that adds no slot and allows plain stores (a
    frozen class's ``__setattr__`` replaced by ``object``'s, which the
    interpreter treats as no override): its instances can become instances
    of ``cls``. With no slot of its own, CPython's check of that class change
    stops at ``cls`` itself; a twin with a copy of the slots on the same base
    has them compared name by name at every change (0.06 us on a
    permanent's 53). None when CPython refuses the class change."""
    namespace: dict[str, Any] = {
        "__slots__": (),
        "__setattr__": object.__setattr__,
        "__delattr__": object.__delattr__,
    }
    twin: type = type(cls)(f"_{cls.__name__}Twin", (cls,), namespace)
    try:
        probe: Any = object.__new__(twin)
        probe.__class__ = cls
    except TypeError:
        return None
    return twin


def _slot_twin(cls: type, names: list[str]) -> type | None:
    """:func:`_twin` of ``cls`` when it is a slotted dataclass straight on
    ``object`` whose slots are its fields (the copies write every slot);
    None otherwise."""
    slots = vars(cls).get("__slots__")
    if cls.__bases__ != (object,) or slots is None or sorted(slots) != sorted(names):
        return None
    return _twin(cls)


@fast_init
@dataclass(frozen=True, slots=True)
class Counters:
    """Counters on a permanent that combat reads or changes.

    ``other`` holds every other kind of counter (122.1) as sorted ``(kind,
    number)`` pairs with positive numbers, kinds in lowercase: ``(("divinity",
    1), ("ice", 2))``. Combat reads them only through abilities ("as long as
    it has a divinity counter on it"); :meth:`count` reads any kind.

    >>> Counters(plus_one=1, other=(("ice", 2),)).count("any")
    3
    """

    plus_one: int = 0
    minus_one: int = 0
    loyalty: int = 0
    defense: int = 0
    other: tuple[tuple[str, int], ...] = ()

    def count(self, kind: str) -> int:
        """How many counters of this kind are on it (``"+1/+1"``, ``"-1/-1"``,
        ``"loyalty"``, ``"defense"`` or any other kind); ``"any"``: counters of
        every kind together.

        >>> from mtgcombat.core.model import Counters
        >>> c = Counters(plus_one=2, other=(("ice", 1),))
        >>> c.count("+1/+1"), c.count("ice"), c.count("any"), c.count("divinity")
        (2, 1, 3, 0)
        """
        if kind == "+1/+1":
            return self.plus_one
        if kind == "-1/-1":
            return self.minus_one
        if kind == "loyalty":
            return self.loyalty
        if kind == "defense":
            return self.defense
        if kind == "any":
            total = self.plus_one + self.minus_one + self.loyalty + self.defense
            return total + sum(n for _, n in self.other)
        return next((n for k, n in self.other if k == kind), 0)


# A permanent without counters holds this one value (the field's default, and
# what the scenario loader gives): the hot paths test for it by identity
# instead of reading its numbers.
_NO_COUNTERS: Final = Counters()


@fast_init
@dataclass(frozen=True, slots=True)
class EffectChange:
    """One thing a static ability of ``source`` does to ``affected`` (a
    permanent or player id) while ``source`` is on the battlefield (611.3a).

    ``what`` is the kind of change: ``pt`` (+N/+N, layer 7c), ``set_power``
    / ``set_toughness`` (a characteristic-defining ability, layer 7a),
    ``power_is`` / ``toughness_is`` (the same under a condition, layer 7b),
    ``ability`` (a keyword gained, layer 6), ``rule`` (a blocking restriction or
    requirement), ``by_toughness`` (assigns combat damage by toughness),
    ``prevent_by`` / ``prevent_to`` (combat damage by / to it is prevented),
    ``prevent_all`` (all combat damage this turn, ``affected`` ""),
    ``block_additional`` (it can block N more creatures, 509.1a),
    ``protection``, ``life_floor``, ``cant_lose`` (players). ``value`` is its
    argument in the values' own notation (``+1/+1``, ``flying``, a blocking
    rule's code, a protection quality); ``rule`` is the rule that applies it.

    >>> change = EffectChange("lord", "elf", "pt", "+1/+1", "613.4c")
    >>> change.source, change.affected, change.value
    ('lord', 'elf', '+1/+1')
    """

    source: str
    affected: str
    what: str
    value: str
    rule: str


@fast_init
@dataclass(frozen=True, slots=True)
class Grant:
    """What the static abilities of other permanents (or its own) currently
    add to a permanent or player, kept so it can be undone when they stop
    applying (611.3a): the object's own values are its current values minus
    these. Only what was really added is recorded: a keyword or rule it
    already had, or a flag already set, is not.

    >>> Grant(power=1, toughness=1).power
    1
    """

    power: int = 0
    toughness: int = 0
    abilities: frozenset[Ability] = frozenset()
    block_rules: frozenset[BlockRule] = frozenset()
    by_toughness: bool = False
    prevent_by: bool = False
    prevent_to: bool = False
    protection: frozenset[str] = frozenset()
    life_floor: bool = False
    cant_lose: bool = False
    changes: tuple[EffectChange, ...] = ()
    # its own keywords an effect removed ("loses flying"), given back on undo
    removed: frozenset[Ability] = frozenset()
    prevent_from: frozenset[PreventFrom] = frozenset()
    # "can block an additional N creatures each combat" granted (509.1a)
    block_additional: int = 0
    # card types added "in addition to its other types" (layer 4, 613.1d)
    types: frozenset[CardType] = frozenset()

    @property
    def sources(self) -> tuple[str, ...]:
        """The permanents whose effects these are, in the order they applied.

        >>> from mtgcombat.core.model import EffectChange, Grant
        >>> g = Grant(power=2, toughness=2, changes=(
        ...     EffectChange("anthem", "bear", "pt", "+1/+1", "613.4c"),
        ...     EffectChange("lord", "bear", "pt", "+1/+1", "613.4c"),
        ...     EffectChange("anthem", "bear", "ability", "flying", "613.1f")))
        >>> g.sources
        ('anthem', 'lord')
        """
        return tuple(dict.fromkeys(c.source for c in self.changes))


@fast_init
@dataclass(frozen=True, slots=True)
class ZoneCard:
    """A card in a player's graveyard known by its characteristics: its card
    types (205.2a, lowercase, ``instant`` and ``sorcery`` too), subtypes
    (205.3, lowercase singular), supertypes (205.4), and, when known, its
    name, colors and keywords. Counts such as "creature cards in your
    graveyard" and delirium's card types read them.

    >>> card = ZoneCard(types=frozenset({"instant"}), name="Shock")
    >>> card.name, sorted(card.types)
    ('Shock', ['instant'])
    """

    types: frozenset[str]
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    name: str = ""
    colors: frozenset[str] = frozenset()
    abilities: frozenset[Ability] = frozenset()


@fast_init
@dataclass(frozen=True, slots=True)
class Player:
    """A player: life total, poison counters, and whether they have lost.

    ``protection`` holds the qualities the player has protection from
    (702.16j-k: ``everything``, ``each opponent``, a player id, a color...);
    ``life_floor``: damage can't reduce the life total below 1;
    ``cant_lose``: the player can't lose the game (104.3, 704.5a-c do not
    apply). ``granted`` is what effects of permanents currently add.
    ``commander_damage``: the combat damage each commander has dealt the
    player over the game (903.10a), as (commander id, total) pairs; a
    mapping is accepted.

    >>> Player("B", life=3, poison=9).poison
    9
    """

    id: str
    life: int = 20
    poison: int = 0
    lost: bool = False
    prevent_next: int = 0
    cant_gain_life: bool = False
    life_gain_multiplier: int = 1
    protection: frozenset[str] = frozenset()
    life_floor: bool = False
    cant_lose: bool = False
    granted: Grant | None = None
    hand: int = 0
    graveyard: int = 0
    # the monarch (724): "as long as you're the monarch"
    monarch: bool = False
    # the city's blessing (702.131c, ascend): kept for the rest of the game
    city_blessing: bool = False
    # the initiative (725): "as long as you have the initiative"
    initiative: bool = False
    # the life total the player started the game with (103.3): "less than
    # half their starting life total"
    starting_life: int = 20
    # the graveyard's cards known by their characteristics, besides the
    # ``graveyard`` cards of which only the number is known
    graveyard_cards: tuple[ZoneCard, ...] = ()
    # experience counters (122.1e)
    experience: int = 0
    # the combat damage each commander has dealt this player over the game
    # (903.10a), as (commander id, total) pairs
    commander_damage: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        # public construction only: model.evolve copies skip __init__
        _validation.prepare_player(self)

    # Replaced by fast_replace below, as Permanent's copies are.
    def _with_life(self, life: int) -> Player:
        raise NotImplementedError

    def commander_damage_from(self, commander: str) -> int:
        """The combat damage ``commander`` has dealt this player over the
        game (903.10a).

        >>> Player("B", commander_damage={"ghave": 19}).commander_damage_from("ghave")
        19
        >>> Player("B").commander_damage_from("ghave")
        0
        """
        for cid, total in self.commander_damage:
            if cid == commander:
                return total
        return 0


@dataclass(frozen=True, slots=True)
class TriggerChoices:
    """The choices its controller makes for a permanent's triggered abilities
    of the declare blockers step. ``may``: whether each optional ("you may")
    effect is done as the ability resolves (603.5); ``targets``: the ids of
    the targets chosen, one per targeted ability, in the order the abilities
    resolve (603.3d, 601.2c)."""

    may: bool = True
    targets: tuple[str, ...] = ()


NO_CHOICES = TriggerChoices()


@fast_init
@dataclass(frozen=True, slots=True)
class Permanent:
    """A permanent on (or just off) the battlefield, with its combat status.

    ``power`` and ``toughness`` are the values before counters (with the
    +N/+N of effects and "until end of turn" changes already in);
    :attr:`current_power` and :attr:`current_toughness` add the +1/+1 and
    -1/-1 counters. ``statics`` are its static abilities that affect other
    objects; ``granted`` records what such effects currently add to it (see
    :class:`Grant`), so that the effects can be recomputed (611.3a).
    ``prevent_combat_damage_by`` / ``_to``: all combat damage that it would
    deal / be dealt is prevented (615). ``attached_to`` names the permanent
    an Aura enchants or an Equipment equips (303.4, 301.5). ``attacking``
    names the player, planeswalker or battle it attacks; ``blocking`` lists
    the attackers it was declared (or put) blocking.

    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, keywords=["trample"])
    >>> bear.abilities, bear.is_creature
    (frozenset({<Keyword.TRAMPLE: 'trample'>}), True)
    >>> Permanent(id="bear", controller="A", keywords=["trampel"])
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: permanent "bear", keywords: unknown keyword 'trampel'; ...
    """

    id: str
    controller: str
    name: str = ""
    types: frozenset[CardType] = frozenset({CardType.CREATURE})
    power: int = 0
    toughness: int = 0
    damage: int = 0
    counters: Counters = _NO_COUNTERS
    abilities: frozenset[Ability] = frozenset()
    colors: frozenset[str] = frozenset()
    tapped: bool = False
    zone: Zone = Zone.BATTLEFIELD
    attacking: str | None = None
    blocking: tuple[str, ...] = ()
    blocked: bool = False
    band: str = ""
    can_block_additional: int = 0
    can_block_any_number: bool = False
    assign_as_though_unblocked: bool = False
    assigns_damage_by_toughness: bool = False
    prevent_next: int = 0
    regeneration_shields: int = 0
    protector: str | None = None
    subtypes: frozenset[str] = frozenset()
    block_rules: frozenset[BlockRule] = frozenset()
    entered_blocking: bool = False
    toxic: int = 0
    cant_have_counters: bool = False
    deals_double_damage: bool = False
    deathtouch_damaged: bool = False
    had_first_strike: bool = False
    card: str = ""
    name_ja: str = ""
    statics: tuple[Static, ...] = ()
    prevent_combat_damage_by: bool = False
    prevent_combat_damage_to: bool = False
    granted: Grant | None = None
    attached_to: str | None = None
    # supertypes (205.4): "basic", "legendary", "snow", "world", "ongoing"
    supertypes: frozenset[str] = frozenset()
    # "prevent all damage that would be dealt to it by SEL" (615.1)
    prevent_from: frozenset[PreventFrom] = frozenset()
    # a token, not a card (111.1)
    token: bool = False
    # its monstrosity ability has resolved (701.37b): "as long as ~ is monstrous"
    monstrous: bool = False
    # its renown ability has resolved (702.112b): "as long as ~ is renowned"
    renowned: bool = False
    # soulbond (702.95): the id of the creature it is paired with
    paired_with: str | None = None
    # a commander (903.3): "as long as you control your commander" (lieutenant),
    # "Commander creatures you control"
    commander: bool = False
    # "~ assigns no combat damage this turn" (510.1a: it assigns none)
    assigns_no_combat_damage: bool = False
    # its controller's choices for its declare-blockers triggers (603.5, 603.3d)
    choices: TriggerChoices = NO_CHOICES
    # the permanents whose delayed triggered abilities will destroy it at end
    # of combat (603.7, 511.2): "destroy that creature at end of combat"
    destroy_at_end_of_combat: tuple[str, ...] = ()
    # the sources that dealt it damage this turn, recorded only for a source
    # whose "if a creature dealt damage by ~ this turn would die, exile it
    # instead" applies (614.1a)
    damaged_by: frozenset[str] = frozenset()
    # its mana value (202.3): "protection from mana value 3 or greater";
    # None when not known, read as 0 (an object with no mana cost, 202.3a)
    mana_value: int | None = None
    # what was chosen as it entered (614.12): a color, a creature type
    # (lowercase singular) or a player id, read by "the chosen color/type/player"
    chosen: str = ""
    # face down (708.2): the flag only marks it for "face-down creatures";
    # its characteristics (a 2/2 with no name, types or abilities) are the
    # ones the file gives
    face_down: bool = False
    # not controlled continuously since its controller's most recent turn
    # began (302.6): it can't attack unless it has haste
    summoning_sick: bool = False
    # the scenario files' name for keyword abilities: added to ``abilities``
    keywords: InitVar[Iterable[Ability | str] | None] = None

    # Replaced by fast_replace below (evolve for one set of fields); defined
    # here for the type checker and for mypyc, which takes no ``if`` in a
    # class body.
    def _with_damage(self, damage: int) -> Permanent:
        raise NotImplementedError

    def _with_damage_deathtouch(self, damage: int, deathtouch_damaged: bool) -> Permanent:
        raise NotImplementedError

    def _with_zone(self, zone: Zone) -> Permanent:
        raise NotImplementedError

    def _with_had_first_strike(self, had_first_strike: bool) -> Permanent:
        raise NotImplementedError

    def _with_deathtouch_damaged(self, deathtouch_damaged: bool) -> Permanent:
        raise NotImplementedError

    def __post_init__(self, keywords: Iterable[Ability | str] | None) -> None:
        # Public construction only (model.evolve copies skip __init__): names
        # become enum members, lists tuples, sets frozensets; bad values raise.
        _validation.prepare_permanent(self, keywords)

    def has(self, ability: Ability) -> bool:
        """Whether it has this keyword ability.

        >>> from mtgcombat.core.model import Keyword, Permanent
        >>> bird = Permanent(id="bird", controller="A", keywords=["flying"])
        >>> bird.has(Keyword.FLYING), bird.has(Keyword.REACH)
        (True, False)
        """
        return ability in self.abilities

    def has_rule(self, kind: type[BlockRule]) -> bool:
        """Whether it has a blocking rule of this kind, e.g. ``has_rule(Lure)``.

        >>> from mtgcombat.core.model import CantBlock, Lure, Permanent
        >>> wall = Permanent(id="wall", controller="A", block_rules=frozenset({CantBlock()}))
        >>> wall.has_rule(CantBlock), wall.has_rule(Lure)
        (True, False)
        """
        return bool(self.block_rules) and any(isinstance(r, kind) for r in self.block_rules)

    def rules_of(self, kind: type[_R]) -> tuple[_R, ...]:
        """Its blocking rules of this kind.

        >>> from mtgcombat.core.model import MinBlockers, Permanent
        >>> goblin = Permanent(id="g", controller="A", block_rules=frozenset({MinBlockers(2)}))
        >>> goblin.rules_of(MinBlockers)
        (MinBlockers(count=2),)
        """
        if not self.block_rules:  # most creatures: skip building a generator
            return ()
        return tuple(r for r in self.block_rules if isinstance(r, kind))

    def is_type(self, card_type: CardType) -> bool:
        """Whether it has this card type.

        >>> from mtgcombat.core.model import CardType, Permanent
        >>> Permanent(id="x", controller="A").is_type(CardType.CREATURE)
        True
        """
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        """Whether it is a creature (the default type of a Permanent).

        >>> from mtgcombat.core.model import CardType, Permanent
        >>> Permanent(id="x", controller="A").is_creature
        True
        >>> Permanent(id="pw", controller="A", types=frozenset({CardType.PLANESWALKER})).is_creature
        False
        """
        return _CREATURE in self.types

    @property
    def on_battlefield(self) -> bool:
        """Whether it is on the battlefield (not just put into a graveyard or exiled).

        >>> from mtgcombat.core.model import Permanent, Zone
        >>> Permanent(id="x", controller="A").on_battlefield
        True
        >>> Permanent(id="x", controller="A", zone=Zone.GRAVEYARD).on_battlefield
        False
        """
        return self.zone is _BATTLEFIELD

    @property
    def is_siege(self) -> bool:
        """Whether it is a Siege: a battle with the subtype Siege (310.11),
        which carries the triggered ability of 310.11b.

        >>> from mtgcombat.core.model import CardType, Permanent
        >>> Permanent(id="s", controller="A", types=frozenset({CardType.BATTLE}),
        ...           subtypes=frozenset({"Siege"})).is_siege
        True
        """
        return _TYPE_BATTLE in self.types and any(s.casefold() == "siege" for s in self.subtypes)

    @property
    def current_power(self) -> int:
        """Its power with its +1/+1 and -1/-1 counters counted (613.4c).

        >>> from mtgcombat.core.model import Counters, Permanent
        >>> Permanent(id="x", controller="A", power=2, toughness=2,
        ...           counters=Counters(plus_one=3, minus_one=1)).current_power
        4
        """
        return self.power + self.counters.plus_one - self.counters.minus_one

    @property
    def current_toughness(self) -> int:
        """Its toughness with its +1/+1 and -1/-1 counters counted (613.4c).

        >>> from mtgcombat.core.model import Counters, Permanent
        >>> Permanent(id="x", controller="A", power=2, toughness=2,
        ...           counters=Counters(minus_one=1)).current_toughness
        1
        """
        return self.toughness + self.counters.plus_one - self.counters.minus_one

    @property
    def total_toxic(self) -> int:
        """Its total toxic value (702.164b): the ``toxic`` field (its own
        instances, added up) plus every Toxic keyword an effect grants it.

        >>> from mtgcombat.core.model import Permanent
        >>> Permanent(id="x", controller="A", toxic=2).total_toxic
        2
        """
        if self.granted is None:
            return self.toxic
        return self.toxic + sum(a.amount for a in self.granted.abilities if isinstance(a, Toxic))

    @property
    def combat_damage_amount(self) -> int:
        """How much combat damage it assigns (510.1a): its power, or its toughness
        for a creature such as Doran, the Siege Tower; nothing at 0 or less,
        nor when an effect says it assigns no combat damage.

        >>> from mtgcombat.core.model import Counters, Permanent
        >>> Permanent(id="x", controller="A", power=2, toughness=5).combat_damage_amount
        2
        >>> Permanent(id="x", controller="A", power=2, toughness=5,
        ...           assigns_damage_by_toughness=True).combat_damage_amount
        5
        >>> Permanent(id="x", controller="A", power=1, toughness=3,
        ...           counters=Counters(minus_one=2)).combat_damage_amount
        0
        """
        if self.assigns_no_combat_damage:
            return 0
        amount = self.current_toughness if self.assigns_damage_by_toughness else self.current_power
        return max(0, amount)

    def display_name(self, lang: str = "en") -> str:
        """Its name for messages: the Japanese card name in 《》 when asked for
        and known, else the id.

        >>> from mtgcombat.core.model import Permanent
        >>> bear = Permanent(id="bear", controller="A", name_ja="灰色熊")
        >>> bear.display_name(), bear.display_name("ja")
        ('bear', '《灰色熊》')
        """
        if lang == "ja" and self.name_ja:
            return f"《{self.name_ja}》"
        return self.id

    @property
    def label(self) -> str:
        """The id, with the name when it has one: ``gorger (Vastwood Gorger)``.

        >>> from mtgcombat.core.model import Permanent
        >>> Permanent(id="g", controller="A", name="Vastwood Gorger").label
        'g (Vastwood Gorger)'
        """
        return f"{self.id} ({self.name})" if self.name else self.id


# The copies the rules core makes by the dozen per combat (damage marked,
# a permanent put into a graveyard, the first-strike and deathtouch marks).
fast_replace(Permanent, "_with_damage", "damage")
fast_replace(Permanent, "_with_damage_deathtouch", "damage", "deathtouch_damaged")
fast_replace(Permanent, "_with_zone", "zone")
fast_replace(Permanent, "_with_had_first_strike", "had_first_strike")
fast_replace(Permanent, "_with_deathtouch_damaged", "deathtouch_damaged")
# a player's life total changed by combat damage (120.3a) or lifelink (702.15b)
fast_replace(Player, "_with_life", "life")


class _cached(Generic[_T]):
    """``functools.cached_property`` without its lock (Python 3.11 takes an
    ``RLock`` on every first computation, and a combat makes a dozen boards,
    each computing its indexes once): the value is stored in the instance's
    ``__dict__``, where later reads find it before this descriptor."""

    def __init__(self, func: Callable[[Any], _T]) -> None:
        self.func = func
        # (read with getattr: a method mypyc compiled is a callable object)
        self.name = getattr(func, "__name__", "")
        self.__doc__ = getattr(func, "__doc__", None)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, objtype: type | None = None) -> _cached[_T]: ...

    @overload
    def __get__(self, obj: object, objtype: type | None = None) -> _T: ...

    def __get__(self, obj: object | None, objtype: type | None = None) -> _T | _cached[_T]:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


def _carry_memo(
    mine: dict[str, Any],
    state: dict[str, Any],
    keys: Collection[Hashable],
    by_id: dict[str, Permanent] | None,
) -> None:
    """For a board copy made by ``_same_structure`` or ``_moved_off``: the
    derived values among ``keys`` that the change leaves alone, carried from
    the board's memo (``mine``) to the copy's (``state``), and the copy's id
    index when the caller has it."""
    memo = mine.get("_memo")
    if memo:
        # a loop, not a comprehension: no function frame for two or three keys
        carried = {}
        for key in keys:
            if key in memo:
                carried[key] = memo[key]
        if carried:
            state["_memo"] = carried
    if by_id is not None:
        state["_by_id"] = by_id


def _sorted_by_position(
    ids: Iterable[str], positions: Mapping[str, int], size: int
) -> tuple[str, ...]:
    """``ids`` sorted by their board positions (an unknown id at ``size``,
    after the rest), ties in the order given. A module function with a C
    method for the key, as ``damage._in_board_order`` sorts (mypyc compiles
    no closure in a Python class's method)."""
    items = list(ids)
    places = [positions.get(a, size) for a in items]
    return tuple([items[i] for i in sorted(range(len(items)), key=places.__getitem__)])


@dataclass(frozen=True)
class Board:
    """One moment of a combat between players.

    ``teams`` holds Two-Headed Giant teams (810.1), each a tuple of player
    ids; the players of a team share one life total and their poison
    counters (810.4, 810.10), which each of them carries.

    ``orders`` holds the damage assignment orders declared under the 2023 rules:
    an attacker's id maps to its blockers (509.2), a blocker's id to the
    attackers it blocks (509.3). Under the current rules they are ignored.

    ``Board(...)`` checks what it is given, with the checks the scenario
    loader runs on a file (:func:`mtgcombat.core.validation.check_board`): a
    problem is a :class:`~mtgcombat.core.validation.BoardError` (a ``ValueError``)
    naming the permanent, the field and the rule. Lists become tuples.
    :meth:`Board.trusted` builds a board with no checks at all, for engines
    that make boards by the million and have checked them already.

    >>> elf = Permanent(id="elf", controller="B", toughness=1, blocking=["bear"])
    >>> Board(players=[Player("A"), Player("B")], permanents=[elf], active_player="A")
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: permanent "elf", blocking: "bear" is not an attacking ...
    """

    players: tuple[Player, ...]
    permanents: tuple[Permanent, ...]
    active_player: str
    orders: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    max_blockers_per_combat: int | None = None
    block_cost_each: int = 0
    prevent_all_combat_damage: bool = False
    # Two-Headed Giant teams (810.1), each a tuple of player ids; a player in
    # no team plays alone
    teams: tuple[tuple[str, ...], ...] = ()

    def __post_init__(self) -> None:
        # Public construction only; the engine's own boards are copies
        # (_copy, with_permanents, ...) or Board.trusted.
        _prepare_board(self)

    def __getstate__(self) -> dict[str, object]:
        # What copy and pickle take: the fields alone. The indexes and the
        # memo a board keeps are caches, made again when next read; a copy
        # or a pickle need not carry them, nor the engine's objects in them
        # (the step plans, which hold the board itself).
        return _board_state(self.__dict__)

    @classmethod
    def trusted(
        cls,
        players: tuple[Player, ...],
        permanents: tuple[Permanent, ...],
        active_player: str,
        orders: Mapping[str, tuple[str, ...]] | None = None,
        max_blockers_per_combat: int | None = None,
        block_cost_each: int = 0,
        prevent_all_combat_damage: bool = False,
        teams: tuple[tuple[str, ...], ...] = (),
    ) -> Board:
        """A board built from values taken as they are: no checks, no
        conversions (tuples must be tuples). For engines that derive boards
        by the million from boards already checked; :meth:`validate` checks
        one later. The parameters are those of ``Board(...)``.

        >>> board = Board.trusted((Player("A"), Player("B")), (), "A")
        >>> board.is_valid(), board == Board((Player("A"), Player("B")), (), "A")
        (True, True)
        >>> Board.trusted((Player("A"),), (), "A").is_valid()
        False
        """
        out: Board = _NEW(cls)
        out.__dict__.update(
            players=players,
            permanents=permanents,
            active_player=active_player,
            orders={} if orders is None else orders,
            max_blockers_per_combat=max_blockers_per_combat,
            block_cost_each=block_cost_each,
            prevent_all_combat_damage=prevent_all_combat_damage,
            teams=teams,
        )
        return out

    def validate(self) -> None:
        """Run the checks ``Board(...)`` runs (for a board made by
        :meth:`trusted` or derived by the engine); the first problem is a
        :class:`~mtgcombat.core.validation.BoardError`.

        >>> Board.trusted((Player("A"), Player("B")), (), "C").validate()
        Traceback (most recent call last):
        ...
        mtgcombat.core.validation.BoardError: active_player: "C" is not a player id
        """
        _validation.check_board(self)

    def is_valid(self) -> bool:
        """Whether :meth:`validate` finds no problem.

        >>> Board.trusted((Player("A"), Player("A")), (), "A").is_valid()
        False
        """
        try:
            self.validate()
        except ValueError:
            return False
        return True

    # -- lookups -------------------------------------------------------------

    @_cached
    def _by_id(self) -> dict[str, Permanent]:
        return {p.id: p for p in self.permanents}

    @_cached
    def _players_by_id(self) -> dict[str, Player]:
        return {p.id: p for p in self.players}

    def permanent(self, pid: str) -> Permanent:
        """The permanent with this id (``KeyError`` if there is none).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.permanent("elf").toughness
        1
        >>> board.permanent("wolf")
        Traceback (most recent call last):
        ...
        KeyError: 'wolf'
        """
        return self._by_id[pid]

    def get(self, pid: str) -> Permanent | None:
        """The permanent with this id, or None if there is none.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.get("elf").power, board.get("nobody")
        (1, None)
        """
        return self._by_id.get(pid)

    def player(self, pid: str) -> Player:
        """The player with this id (``KeyError`` if there is none).

        >>> from mtgcombat.core.model import Board, Player
        >>> board = Board([Player("A", life=7), Player("B")], [], "A")
        >>> board.player("A").life
        7
        """
        return self._players_by_id[pid]

    def is_player(self, oid: str) -> bool:
        """Whether the id names a player (not a permanent).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_player("B"), board.is_player("elf")
        (True, False)
        """
        return oid in self._players_by_id

    def __iter__(self) -> Iterator[Permanent]:
        return iter(self.permanents)

    def label(self, oid: str) -> str:
        """A readable name for a player or permanent id.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> gorger = Permanent(id="gorger", controller="A", name="Vastwood Gorger")
        >>> board = Board([Player("A"), Player("B")], [gorger], "A")
        >>> board.label("gorger"), board.label("B")
        ('gorger (Vastwood Gorger)', 'B')
        """
        perm = self._by_id.get(oid)
        return perm.label if perm is not None else oid

    # -- combat structure ----------------------------------------------------

    def is_attacking(self, pid: str) -> bool:
        """Whether the permanent is an attacking creature now (506.4: one that
        left the battlefield or stopped being a creature is out of combat).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_attacking("ogre"), board.is_attacking("elf")
        (True, False)
        """
        perm = self._by_id.get(pid)
        return (
            perm is not None
            and perm.attacking is not None
            and perm.on_battlefield
            and perm.is_creature
        )

    def is_blocking(self, pid: str) -> bool:
        """Whether the permanent is a blocking creature now: declared (or put)
        blocking and not removed from combat (509.1g, 506.4). It stays a
        blocking creature when every attacker it blocks has left combat.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_blocking("elf"), board.is_blocking("ogre")
        (True, False)
        """
        perm = self._by_id.get(pid)
        return (
            perm is not None
            and perm.on_battlefield
            and perm.is_creature
            and perm.attacking is None
            and bool(perm.blocking)
        )

    def attackers(self) -> tuple[str, ...]:
        """Attacking creatures, in the order the board lists them.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.attackers()
        ('ogre',)
        """
        return self._combat[0]

    def blockers(self) -> tuple[str, ...]:
        """Blocking creatures, in the order the board lists them.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.blockers()
        ('elf',)
        """
        return self._combat[1]

    def in_combat(self) -> tuple[str, ...]:
        """Attacking and blocking creatures, in board order.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.in_combat()
        ('ogre', 'elf')
        """
        return self._combat[2]

    def is_in_combat(self, pid: str) -> bool:
        """Whether the permanent is attacking or blocking now.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_in_combat("elf"), board.is_in_combat("B")
        (True, False)
        """
        return pid in self._in_combat_set

    @_cached
    def _in_combat_set(self) -> frozenset[str]:
        return frozenset(self._combat[2])

    def any_in_combat(self, predicate: Callable[[Permanent], bool]) -> bool:
        """Whether some attacking or blocking creature satisfies the predicate
        (remembered per board and predicate).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.any_in_combat(lambda p: p.power >= 5), board.any_in_combat(lambda p: p.power > 5)
        (True, False)
        """
        memo = self._memo
        key = ("any_in_combat", predicate)
        found = memo.get(key)
        if found is None:
            by_id = self._by_id
            found = False
            for c in self._combat[2]:
                if predicate(by_id[c]):
                    found = True
                    break
            memo[key] = found
        return found is True

    def derived(self, key: Hashable, compute: Callable[[], _T]) -> _T:
        """A value derived from this (immutable) board, computed once: rules
        modules use it to keep per-combat indexes off their hot paths.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.derived("power", lambda: sum(board.permanent(p).power for p in board.in_combat()))
        6
        """
        memo = self._memo
        if key in memo:
            found: _T = memo[key]  # type: ignore[assignment]
            return found
        value = memo[key] = compute()
        return value

    @_cached
    def _memo(self) -> dict[Hashable, object]:
        return {}

    def _structure(self) -> None:
        """The structural indexes (positions, the combat index, bands and
        declared blocks) in one pass over the permanents, stored where each
        one's own computation would store it (the ones not built yet), for a
        board whose ids are distinct (a checked board's are); the bands and
        declared blocks only when no permanent is in a band. The board of a
        combat needs them all, and one pass reads each permanent once. Each
        index falls back to its own computation for what this leaves out."""
        state = self.__dict__
        if "_structure_done" in state:
            return
        state["_structure_done"] = True
        permanents = self.permanents
        if len(self._by_id) != len(permanents) or "_combat_before" in state:
            return
        positions: dict[str, int] = {}
        attackers, blockers, both = [], [], []
        blocks: dict[str, tuple[str, ...]] = {}
        banded = several = False
        for i, p in enumerate(permanents):
            pid = p.id
            positions[pid] = i
            blocking = p.blocking
            if p.band:
                banded = True
            if blocking:
                blocks[pid] = blocking
                if len(blocking) > 1:
                    several = True
            # is_attacking / is_blocking, inlined
            if p.zone is _BATTLEFIELD and _CREATURE in p.types:
                if p.attacking is not None:
                    attackers.append(pid)
                    both.append(pid)
                elif blocking:
                    blockers.append(pid)
                    both.append(pid)
        state.setdefault("_positions", positions)
        state.setdefault("_combat", (tuple(attackers), tuple(blockers), tuple(both)))
        if banded:
            return  # 702.22h: the bands expand the blocks, their own way
        state.setdefault("_bands", {})
        if several:  # as _declared_blocks: once each, in board order
            size = len(positions)
            for pid, blocking in blocks.items():
                if len(blocking) > 1:
                    blocks[pid] = _sorted_by_position(dict.fromkeys(blocking), positions, size)
        declared = state.setdefault("_declared_blocks", blocks)
        if "_declared_blockers" not in state:
            result: dict[str, list[str]] = {}
            for blocker, attacked in declared.items():
                for a in attacked:
                    result.setdefault(a, []).append(blocker)
            state["_declared_blockers"] = {a: tuple(bs) for a, bs in result.items()}

    @_cached
    def _combat(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        # One pass, the tests of is_attacking / is_blocking inlined (this index
        # is built on every new board of a combat).
        before = self.__dict__.get("_combat_before")
        if before is not None:  # see _moved_off: the same, less those that left
            (attacking, blocking, combat), gone = before
            return (
                tuple([c for c in attacking if c not in gone]),
                tuple([c for c in blocking if c not in gone]),
                tuple([c for c in combat if c not in gone]),
            )
        self._structure()
        built = self.__dict__.get("_combat")
        if built is not None:
            return built  # type: ignore[no-any-return]
        attackers, blockers, both = [], [], []
        by_id = self._by_id
        permanents = self.permanents
        # the id's permanent is the permanent itself when the ids are distinct
        # (a checked board's are); else by id, as is_attacking reads them
        listed = permanents if len(by_id) == len(permanents) else [by_id[p.id] for p in permanents]
        for perm in listed:
            if perm.zone is not _BATTLEFIELD or _CREATURE not in perm.types:
                continue
            if perm.attacking is not None:
                attackers.append(perm.id)
                both.append(perm.id)
            elif perm.blocking:
                blockers.append(perm.id)
                both.append(perm.id)
        return tuple(attackers), tuple(blockers), tuple(both)

    def band_of(self, attacker: str) -> tuple[str, ...]:
        """The attacking band this attacker is in (702.22), itself included.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> a = Permanent(id="a", controller="A", power=2, toughness=2, attacking="B", band="x",
        ...               keywords=["banding"])
        >>> b = Permanent(id="b", controller="A", power=1, toughness=1, attacking="B", band="x")
        >>> c = Permanent(id="c", controller="A", power=1, toughness=1, attacking="B")
        >>> board = Board([Player("A"), Player("B")], [a, b, c], "A")
        >>> board.band_of("a"), board.band_of("c")
        (('a', 'b'), ('c',))
        """
        perm = self._by_id[attacker]
        if not perm.band:
            return (attacker,)
        return self._bands.get(perm.band, (attacker,))

    @_cached
    def _bands(self) -> dict[str, tuple[str, ...]]:
        self._structure()
        built = self.__dict__.get("_bands")
        if built is not None:
            return built  # type: ignore[no-any-return]
        bands: dict[str, list[str]] = {}
        for p in self.permanents:
            if p.band and self.is_attacking(p.id):
                bands.setdefault(p.band, []).append(p.id)
        return {name: tuple(members) for name, members in bands.items()}

    @_cached
    def _declared_blocks(self) -> dict[str, tuple[str, ...]]:
        """Blocker id -> attackers it blocks, in board order, with bands expanded
        (702.22h: a creature blocking one member of a band blocks the whole band)."""
        self._structure()
        built = self.__dict__.get("_declared_blocks")
        if built is not None:
            return built  # type: ignore[no-any-return]
        result: dict[str, tuple[str, ...]] = {}
        by_id = self._by_id
        bands = self._bands
        for perm in self.permanents:
            blocking = perm.blocking
            if not blocking:
                continue
            if len(blocking) == 1 and not bands:
                result[perm.id] = blocking  # the usual case: one attacker, no band
                continue
            seen: list[str] = []
            for attacker in blocking:
                targets = self.band_of(attacker) if attacker in by_id else (attacker,)
                for a in targets:
                    if a not in seen:
                        seen.append(a)
            position = self._positions
            result[perm.id] = _sorted_by_position(seen, position, len(position))
        return result

    def position(self, pid: str) -> int:
        """Where the permanent stands in board order (after all others if unknown).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.position("elf"), board.position("wolf")
        (1, 2)
        """
        return self._positions.get(pid, len(self.permanents))

    @_cached
    def _positions(self) -> dict[str, int]:
        self._structure()
        built = self.__dict__.get("_positions")
        if built is not None:
            return built  # type: ignore[no-any-return]
        return {p.id: i for i, p in enumerate(self.permanents)}

    def declared_blocked_by(self, blocker: str) -> tuple[str, ...]:
        """Every attacker this creature was declared (or put) blocking, bands
        expanded, whether or not they are still attacking.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.declared_blocked_by("elf"), board.declared_blocked_by("ogre")
        (('ogre',), ())
        """
        return self._declared_blocks.get(blocker, ())

    def blocked_by_blocker(self, blocker: str) -> tuple[str, ...]:
        """The attackers this creature is blocking now (attackers that left
        combat are gone; 509.3a keeps the rest in their relative order).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.blocked_by_blocker("elf")
        ('ogre',)
        """
        found = self._blocked_now.get(blocker)
        if found is None:
            declared = self._declared_blocks.get(blocker, ())
            attacking = self._attacking_set  # the ids is_attacking accepts
            found = self._blocked_now[blocker] = tuple([a for a in declared if a in attacking])
        return found

    @_cached
    def _attacking_set(self) -> frozenset[str]:
        return frozenset(self._combat[0])

    @_cached
    def _blocked_now(self) -> dict[str, tuple[str, ...]]:
        return {}

    @_cached
    def _blockers_now(self) -> dict[str, tuple[str, ...]]:
        return {}

    @_cached
    def _declared_blockers(self) -> dict[str, tuple[str, ...]]:
        self._structure()
        built = self.__dict__.get("_declared_blockers")
        if built is not None:
            return built  # type: ignore[no-any-return]
        result: dict[str, list[str]] = {}
        for blocker, attackers in self._declared_blocks.items():
            for a in attackers:
                result.setdefault(a, []).append(blocker)
        return {a: tuple(bs) for a, bs in result.items()}

    def declared_blockers_of(self, attacker: str) -> tuple[str, ...]:
        """Every creature declared (or put) blocking this attacker, in board
        order, whether or not it is still in combat.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.declared_blockers_of("ogre")
        ('elf', 'bear')
        """
        return self._declared_blockers.get(attacker, ())

    def blockers_of(self, attacker: str) -> tuple[str, ...]:
        """The creatures blocking this attacker now, in board order.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.blockers_of("ogre")
        ('elf', 'bear')
        """
        found = self._blockers_now.get(attacker)
        if found is None:
            by_id = self._by_id
            declared = self._declared_blockers.get(attacker, ())
            found = self._blockers_now[attacker] = tuple(
                [
                    b
                    for b in declared
                    if by_id[b].zone is _BATTLEFIELD and _CREATURE in by_id[b].types
                ]
            )
        return found

    def is_blocked(self, attacker: str) -> bool:
        """Whether the attacker is blocked (509.1h): it had a blocker declared,
        or an effect made it blocked. It stays blocked when every blocker is gone.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.is_blocked("ogre")
        True
        """
        return self._by_id[attacker].blocked or attacker in self._declared_blockers

    def attack_target(self, attacker: str) -> str | None:
        """What the attacker is attacking now, or ``None`` when that planeswalker
        or battle has left combat (506.4c).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.attack_target("ogre"), board.attack_target("elf")
        ('B', None)
        """
        target = self._by_id[attacker].attacking
        if target is None:
            return None
        if self.is_player(target):
            return target
        perm = self._by_id.get(target)
        if perm is None or not perm.on_battlefield:
            return None
        if perm.is_type(_TYPE_PLANESWALKER) or perm.is_type(_TYPE_BATTLE):
            return target
        return None

    def defending_player(self, attacker: str) -> str:
        """The defending player for this attacker (508.5): the player it attacks,
        the controller of the planeswalker, or the protector of the battle.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.defending_player("ogre")
        'B'
        """
        target = self._by_id[attacker].attacking
        if target is not None and self.is_player(target):
            return target
        perm = self._by_id.get(target) if target is not None else None
        if perm is not None:
            if perm.is_type(_TYPE_BATTLE) and perm.protector:
                return perm.protector
            if not perm.is_type(_TYPE_BATTLE):
                return perm.controller
        return self.opponent_of(self.active_player)

    def team_of(self, player: str) -> tuple[str, ...]:
        """The players of ``player``'s team (810.1), ``player`` alone when it
        plays in no team.

        >>> board = Board([Player("A1"), Player("A2"), Player("B1"), Player("B2")], [], "A1",
        ...               teams=[["A1", "A2"], ["B1", "B2"]])
        >>> board.team_of("B2"), Board([Player("A"), Player("B")], [], "A").team_of("B")
        (('B1', 'B2'), ('B',))
        """
        for team in self.teams:
            if player in team:
                return team
        return (player,)

    def are_opponents(self, one: str, other: str) -> bool:
        """Whether two players are opponents: different players not on the
        same team (102.3).

        >>> board = Board([Player("A1"), Player("A2"), Player("B1"), Player("B2")], [], "A1",
        ...               teams=[["A1", "A2"], ["B1", "B2"]])
        >>> board.are_opponents("A1", "A2"), board.are_opponents("A1", "B2")
        (False, True)
        """
        return one != other and other not in self.team_of(one)

    def opponent_of(self, player: str) -> str:
        """The first other player (two-player games have exactly one).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.opponent_of("A")
        'B'
        """
        for p in self.players:
            if p.id != player:
                return p.id
        raise ValueError("a combat needs at least two players")

    # -- damage assignment orders (2023) -------------------------------------

    def damage_assignment_order(self, creature: str) -> tuple[str, ...]:
        """The creature's damage assignment order as it stands now (509.2,
        509.3): its current blockers (for an attacker) or the attackers it blocks
        (for a blocker). A declared order loses creatures that left combat and
        keeps the others in their relative order (509.2a, 509.3a); without a
        declared order, creatures follow board order (see :meth:`has_declared_order`).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.damage_assignment_order("ogre")
        ('elf', 'bear')
        >>> board.with_orders({"ogre": ("bear", "elf")}).damage_assignment_order("ogre")
        ('bear', 'elf')
        """
        current = (
            self.blocked_by_blocker(creature)
            if self.is_blocking(creature) and not self.is_attacking(creature)
            else self.blockers_of(creature)
        )
        declared = self.orders.get(creature)
        if declared is None:
            return current
        ordered = [c for c in declared if c in current]
        ordered.extend(c for c in current if c not in ordered)
        return tuple(ordered)

    def has_declared_order(self, creature: str) -> bool:
        """Whether the board carries a damage assignment order for this creature (509.2).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.has_declared_order("ogre")
        False
        >>> board.with_orders({"ogre": ("bear", "elf")}).has_declared_order("ogre")
        True
        """
        return creature in self.orders

    def with_permanents(self, permanents: Iterable[Permanent]) -> Board:
        """A copy of the board with these permanents instead.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.with_permanents([ogre]).blockers()
        ()
        """
        return self._copy(permanents=tuple(permanents))

    def with_players(self, players: Iterable[Player]) -> Board:
        """A copy of the board with these players instead.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> board.with_players([Player("A"), Player("B", life=3)]).player("B").life
        3
        """
        return self._copy(players=tuple(players))

    def with_orders(self, orders: Mapping[str, tuple[str, ...]]) -> Board:
        """A copy of the board with these damage assignment orders.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> board.with_orders({"ogre": ("bear", "elf")}).orders
        {'ogre': ('bear', 'elf')}
        """
        return self._copy(orders=dict(orders))

    def _same_structure(self, by_id: dict[str, Permanent] | None = None, **changes: Any) -> Board:
        """A copy with these fields changed (as ``_copy``), whose permanents
        must be this board's in the same order with the same ids, zones,
        types, attacks, blocks and bands (only marks such as damage or
        ``had_first_strike`` changed): the combat indexes this board has
        built already, which read nothing else, are carried over instead of
        being built again. ``by_id``, when the caller has it: the new
        permanents by id, in board order (the id index, not built again)."""
        mine = self.__dict__
        # _copy, inlined (no second keyword dictionary)
        out: Board = _NEW(Board)
        state = out.__dict__
        state.update(_board_state(mine))
        state.update(changes)
        for name in _STRUCTURE_INDEXES:
            if name in mine:
                state[name] = mine[name]
        # and the values derived from what such marks leave alone (see
        # carried_over)
        _carry_memo(mine, state, _MARK_FREE, by_id)
        return out

    def _moved_off(
        self, gone: Collection[str], by_id: dict[str, Permanent] | None = None, **changes: Any
    ) -> Board:
        """A copy with these fields changed (as ``_copy``), whose permanents
        must be this board's in the same order with the same ids, and the
        same in everything except that those named in ``gone`` have left the
        battlefield (the usual pass of state-based actions): the indexes
        that do not read zones are carried over (positions; the declared
        blocks when no band is attacking, as then none is after), and the
        combat index loses the creatures that left (506.4). ``by_id``, when
        the caller has it: the new permanents by id, in board order."""
        mine = self.__dict__
        # _copy, inlined (no second keyword dictionary)
        out: Board = _NEW(Board)
        state = out.__dict__
        state.update(_board_state(mine))
        state.update(changes)
        if "_positions" in mine:
            state["_positions"] = mine["_positions"]
        if mine.get("_bands") == {}:
            state["_bands"] = {}
            for name in ("_declared_blocks", "_declared_blockers"):
                if name in mine:
                    state[name] = mine[name]
        combat = mine.get("_combat")
        if combat is not None:  # read by _combat, if it is ever asked for
            state["_combat_before"] = (combat, gone)
        _carry_memo(mine, state, _ZONE_FREE, by_id)
        return out

    def _copy(self, **changes: Any) -> Board:
        # dataclasses.replace without re-running __init__; the copy starts
        # with no cached indexes (they live in __dict__ next to the fields).
        # The fields are read by one dict display and written by a dict update.
        out: Board = _NEW(Board)
        state = out.__dict__
        state.update(_board_state(self.__dict__))
        state.update(changes)
        return out


def _board_state(state: dict[str, Any]) -> dict[str, Any]:
    """A board's fields (all of them, in the dataclass's order) from its
    ``__dict__``, for the copies a combat makes of its boards (several a
    step) and for ``__getstate__``. Written out: a dict display of eight
    keys costs about half of ``dict(zip(names, itemgetter(state)))``,
    whose ``zip(..., strict=...)`` keyword call alone is some 125 ns in
    Python 3.11. tests/test_compiled.py checks the keys against the fields."""
    return {
        "players": state["players"],
        "permanents": state["permanents"],
        "active_player": state["active_player"],
        "orders": state["orders"],
        "max_blockers_per_combat": state["max_blockers_per_combat"],
        "block_cost_each": state["block_cost_each"],
        "prevent_all_combat_damage": state["prevent_all_combat_damage"],
        "teams": state["teams"],
    }


# Keys of Board.derived whose values depend only on what a copy with the
# same structure leaves as it was, and of those the ones that do not read
# zones either (see carried_over).
_MARK_FREE: Final[set[Hashable]] = set()
_ZONE_FREE: Final[set[Hashable]] = set()


def carried_over(key: Hashable, *, zones: bool = False) -> Hashable:
    """Declare a key of :meth:`Board.derived` whose value depends only on
    the permanents' abilities, static abilities and granted values (and on
    what the structural indexes read: ids, order, zones, types, attacks,
    blocks, bands): the copies the combat damage step makes of a board that
    change only marks (damage, counters, the deathtouch and first-strike
    marks, prevention shields, the players' totals) carry its value over.
    With ``zones``, the value does not read zones either (every permanent,
    wherever it is): the board state-based actions leave after only moving
    permanents off the battlefield carries it too. Returns the key.

    >>> key = carried_over("example: abilities in combat")
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [ogre], "A")
    >>> board.derived(key, lambda: "computed once")
    'computed once'
    >>> board._same_structure().derived(key, lambda: "again")
    'computed once'
    """
    _MARK_FREE.add(key)
    if zones:
        _ZONE_FREE.add(key)
    return key


# Board's cached indexes that depend only on the permanents' ids, order,
# zones, types, attacks, blocks and bands (see Board._same_structure).
_STRUCTURE_INDEXES: Final = (
    "_combat",
    "_in_combat_set",
    "_attacking_set",
    "_bands",
    "_declared_blocks",
    "_declared_blockers",
    "_positions",
)
# Enum members read in the hot paths, bound once: in Python 3.11 a read
# through the class (``Keyword.TRAMPLE``) goes through EnumType.__getattr__,
# several times the cost of a global. Final: the compiled build keeps a
# Final name in a C static, where it looks a global up in a dict each time.
_BATTLEFIELD: Final = Zone.BATTLEFIELD
_CREATURE: Final = CardType.CREATURE
_TYPE_BATTLE: Final = CardType.BATTLE
_TYPE_PLANESWALKER: Final = CardType.PLANESWALKER


def _prepare_board(board: Board) -> None:
    """Lists become tuples, an orders mapping a dict of tuples; then every
    check of :func:`mtgcombat.core.validation.check_board`."""
    error = _validation.BoardError
    state = board.__dict__
    for name in ("players", "permanents"):
        value = state[name]
        if type(value) is not tuple:
            if isinstance(value, str | Mapping):
                raise error("wrong_kind", field=name, what=f"a sequence of {name}", value=value)
            state[name] = tuple(value)
    for name, kind in (("players", Player), ("permanents", Permanent)):
        for item in state[name]:
            if type(item) is not kind and not isinstance(item, kind):
                raise error("wrong_kind", field=name, what=kind.__name__, value=item)
    orders = state["orders"]
    if orders:
        state["orders"] = {
            key: tuple(_not_text(value, f"orders.{key}")) for key, value in orders.items()
        }
    elif type(orders) is not dict:
        state["orders"] = {}
    teams = state["teams"]
    if type(teams) is not tuple or any(type(t) is not tuple for t in teams):
        if isinstance(teams, str | Mapping):
            raise error("wrong_kind", field="teams", what="a list of teams", value=teams)
        state["teams"] = tuple(tuple(_not_text(t, "teams")) for t in teams)
    _validation.check_board(board)


def _not_text(value: Iterable[str], field: str) -> Iterable[str]:
    if isinstance(value, str):
        raise _validation.BoardError(
            "string_not_list", field=field, what="creature ids", value=value
        )
    return value


# The checks of public construction (mtgcombat.core.validation reads this module's
# classes, so it is imported last).
from mtgcombat.core import validation as _validation  # noqa: E402
