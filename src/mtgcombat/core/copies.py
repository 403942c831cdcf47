"""Fast copies of the frozen value classes: what the rules core makes by the
thousand per combat without the class call's machinery.

:func:`evolve` copies a value with some fields changed (``dataclasses.replace``
without re-running ``__init__``); :func:`fast_init` gives a class a quicker
``__init__``; :func:`fast_new` makes a function that builds an instance from
its fields; :func:`fast_replace` gives a class a method that copies it with
some fields changed. All of them write the fields on a *twin* class (a
subclass with plain stores, which the interpreter specializes) and then give
the object its real class back.
"""

from __future__ import annotations

import dataclasses as dataclasses_module
from collections.abc import Callable, Sequence
from dataclasses import MISSING, Field, fields
from typing import Any, Final, TypeVar, cast

from mtgcombat.core import predefined as _predefined
from mtgcombat.core import split as _split
from mtgcombat.core.valueclass import (
    defer,
)

_R = TypeVar("_R")
_V = TypeVar("_V")


_CLONERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}
# object.__new__, bound once (a C static in the compiled build: no lookup of
# the builtin and its attribute at each copy of a board)
_NEW: Final = object.__new__


def evolve(value: _V, **changes: Any) -> _V:
    """A copy of a frozen, slotted value object with some fields changed: what
    :func:`dataclasses.replace` does, without re-running ``__init__`` (a
    quarter of the cost on a permanent's thirty-odd fields). Only for the
    value classes of the model, whose ``__init__`` does no validation.

    >>> from mtgcombat.core.model import Player
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

    >>> from mtgcombat.core.valueclass import dataclass
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

    >>> from mtgcombat.core.valueclass import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int = 0
    >>> new_point = fast_new(Point)
    >>> new_point(1), new_point(1, y=2) == Point(1, 2)
    (Point(x=1, y=0), True)
    >>> from mtgcombat.core.model import Permanent
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
    if "__split__" in vars(cls):  # state and characteristics apart (split.py)
        return _split.new_function(cls, order)
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
    _predefined.define(source, namespace)
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
    _predefined.define(source, namespace)
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def fast_replace(cls: type, method: str, *names: str) -> None:
    """Give ``cls`` a method ``method(self, *values)``: :func:`evolve` with
    these fields changed to the values given in order, without its keyword
    dictionary, its loop over the changes and its checks (the hot paths'
    copies, such as damage marked on a permanent). Generated on first use.

    >>> from mtgcombat.core.valueclass import dataclass
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
    if "__split__" in vars(cls):  # state and characteristics apart (split.py)
        return _split.replace_function(cls, names)
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
    _predefined.define(source, namespace)
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
    # A class stored in two parts (split.py) copies its state alone.
    if "__split__" in vars(cls):
        return _split.make_cloner(cls)
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
    _predefined.define(source, namespace)
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
