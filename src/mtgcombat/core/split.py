"""Value classes stored in two parts: a few *state* fields in the object's
own slots and every other field in one shared part, so that a copy with a
state field changed copies the state and one reference, not the whole value
(issue 38: a permanent's combat state, 506.4, 510.2, 120.3, apart from its
characteristics, 109.3, 613).

:func:`split_state` takes a frozen dataclass (made by :mod:`dataclasses`,
without slots) and gives a class that behaves the same to its users: the same
fields (:func:`dataclasses.fields`, ``__match_args__``), constructor, values,
``repr``, equality and hash (the tuple of every field in field order, as the
dataclass's own), :func:`dataclasses.replace`, pickling and copying. The
fields named as state are slots; the others are kept in one frozen, slotted
value of a class made alongside (``Class.Characteristics``), held in the slot
``characteristics`` and read through properties. A hot path that reads many
of them reads ``obj.characteristics.name``: two plain slot reads, where a
property costs a Python-level call.

:mod:`mtgcombat.core.copies` makes its copies of such a class through the
functions here (:func:`make_cloner`, :func:`replace_function`,
:func:`new_function`): the state written, the characteristics shared unless
a change names one of them.

>>> import dataclasses
>>> @split_state("name")
... @dataclasses.dataclass(frozen=True)
... class Unit:
...     name: str
...     hp: int = 3
>>> u = Unit("ogre")
>>> u, u.characteristics, dataclasses.replace(u, hp=2) == Unit("ogre", 2)
(Unit(name='ogre', hp=3), Unit.Characteristics(hp=3), True)
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

from mtgcombat.core import predefined as _predefined
from mtgcombat.core.valueclass import dataclass as _valueclass
from mtgcombat.core.valueclass import defer

__all__ = ["make_cloner", "new_function", "replace_function", "split_state", "state_function"]

_K = TypeVar("_K", bound=type)

SHARED = "characteristics"
"""The slot that holds the shared part."""


def split_state(*state: str, memo: tuple[str, ...] = ()) -> Callable[[_K], _K]:
    """A class decorator: the frozen dataclass below it stored with the
    fields ``state`` in slots of their own and the others in one shared
    part (see the module's docstring). To add a field to the class, declare
    it in the class body as before: it is a shared one, unless its name is
    also given here.

    ``memo`` names further slots of the shared part, no fields: room for
    values a reader works out from the part's fields and keeps there
    (written with ``object.__setattr__``). The part never changes, so such a
    value never goes stale; a new part (a copy with a shared field changed,
    an unpickled one) starts with them unset, and reading one unset raises
    :class:`AttributeError`. They take no part in equality, hashing, ``repr``
    or pickling.

    >>> import dataclasses
    >>> @split_state("hp")
    ... @dataclasses.dataclass(frozen=True)
    ... class Unit:
    ...     hp: int
    ...     name: str = "ogre"
    >>> Unit.__slots__, Unit(3).name
    (('hp', 'characteristics'), 'ogre')
    >>> @split_state("hp", memo=("_big",))
    ... @dataclasses.dataclass(frozen=True)
    ... class Giant:
    ...     hp: int
    ...     name: str = "ogre"
    >>> part = Giant(3).characteristics
    >>> object.__setattr__(part, "_big", True)
    >>> part._big, part == Giant(3).characteristics
    (True, True)
    """

    def apply(cls: _K) -> _K:
        return _split(cls, state, memo)  # type: ignore[return-value]

    return apply


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def split_dataclass(
    *state: str, memo: tuple[str, ...] = (), frozen: bool = True
) -> Callable[[_K], _K]:
    """:func:`split_state` over a frozen :func:`dataclasses.dataclass`, in
    one decorator (type checkers read it as a dataclass's). The class gets
    its ``__init__``, ``__eq__`` and ``__hash__`` from :func:`split_state`
    only: :mod:`dataclasses` is not asked for its own, which it would write
    and compile as the module is imported, only to see them replaced (on a
    permanent's fifty fields, 2 % of a ``check``'s start-up, issue 38). Its
    ``__dataclass_params__`` say ``init`` and ``eq`` all the same.

    >>> @split_dataclass("hp", frozen=True)
    ... class Unit:
    ...     hp: int
    ...     name: str = "ogre"
    >>> Unit(3) == Unit(3), Unit(3).name, Unit.__slots__
    (True, 'ogre', ('hp', 'characteristics'))
    """
    if not frozen:
        raise TypeError("split_dataclass makes frozen classes")

    def apply(cls: _K) -> _K:
        made: type = dataclasses.dataclass(cls, frozen=True, init=False, eq=False)
        return _split(made, state, memo)  # type: ignore[return-value]

    return apply


def _twin(cls: type) -> type:
    """A subclass of ``cls`` with no slot of its own and plain stores, whose
    instances can be given ``cls`` as their class (as copies._twin)."""
    twin: type = type(cls)(
        f"_{cls.__name__}Twin",
        (cls,),
        {"__slots__": (), "__setattr__": object.__setattr__, "__delattr__": object.__delattr__},
    )
    probe: Any = object.__new__(twin)
    probe.__class__ = cls
    return twin


def _split(cls: type, state: tuple[str, ...], memo: tuple[str, ...] = ()) -> type:
    own = vars(cls)
    params = own.get("__dataclass_params__")
    if params is None or not params.frozen or "__slots__" in own:
        raise TypeError(f"{cls.__name__}: split_state takes a frozen dataclass without slots")
    every = dataclasses.fields(cls)
    names = [f.name for f in every]
    unknown = [n for n in state if n not in names]
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
    if any(not f.init or f.default_factory is not dataclasses.MISSING for f in every):
        raise TypeError(f"{cls.__name__}: every field must be an __init__ parameter, no factory")
    stored = tuple(n for n in names if n in state)
    shared = [f for f in every if f.name not in state]
    if any(f.default is dataclasses.MISSING for f in shared):
        raise TypeError(f"{cls.__name__}: every shared field needs a default")
    if any(n in names for n in memo):
        raise TypeError(f"{cls.__name__}: a memo slot is no field")
    # the memo slots on a base of their own (the slotted dataclass below
    # makes slots only for its fields)
    bases: tuple[type, ...] = (
        (type(f"_{cls.__name__}Memo", (), {"__slots__": memo, "__module__": cls.__module__}),)
        if memo
        else ()
    )
    part: type = _valueclass(
        type(
            "Characteristics",
            bases,
            {
                "__annotations__": {f.name: f.type for f in shared},
                **{f.name: f.default for f in shared},
                "__module__": cls.__module__,
                "__qualname__": f"{cls.__qualname__}.Characteristics",
                "__doc__": f"The fields of a {cls.__name__} that its copies share.",
            },
        ),
        frozen=True,
        slots=True,
    )
    namespace = {
        k: v for k, v in own.items() if k not in names and k not in ("__dict__", "__weakref__")
    }
    namespace.pop(SHARED, None)  # (a property the class body declares for type checkers)
    namespace["__slots__"] = (*stored, SHARED)
    namespace["Characteristics"] = part
    for f in shared:
        namespace[f.name] = property(
            attrgetter(f"{SHARED}.{f.name}"), _copy_on_write(part, f.name), doc=f"``{f.name}``"
        )
    made: type = type(cls)(cls.__name__, cls.__bases__, namespace)
    made.__qualname__ = cls.__qualname__
    # its own __init__, __eq__ and __hash__ below, whatever dataclasses made
    # (split_dataclass asks it for none of them)
    made_params = copy.copy(params)
    made_params.init = made_params.eq = True
    setattr(made, "__dataclass_params__", made_params)  # noqa: B010
    setattr(made, "__split__", (stored, part))  # noqa: B010
    # generated on first use, as valueclass does (start-up: a command that
    # makes no permanent pays nothing for them)
    defer(made, "__init__", lambda: new_function(made, (), method=True))
    generated: list[dict[str, Callable[..., Any]]] = []

    def build(name: str) -> Callable[..., Any]:
        if not generated:
            generated.append(_generated(made, names))
        return generated[0][name]

    for name in ("__eq__", "__hash__"):
        defer(made, name, lambda name=name: build(name))  # type: ignore[misc]
    for name, method in _frozen(made).items():
        setattr(made, name, method)
    return made


def _copy_on_write(part: type, name: str) -> Callable[[Any, Any], None]:
    """The property's setter, reached only through ``object.__setattr__``
    (the class is frozen), as a permanent is built and its values checked:
    the object gets a shared part of its own with the field changed, so no
    other object that shares the old one sees the change."""

    def setter(self: Any, value: Any) -> None:
        clone = _part_cloner(part)
        object.__setattr__(self, SHARED, clone(getattr(self, SHARED), {name: value}))

    return setter


_PART_CLONERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}
_TWINS: dict[type, type] = {}


def _part_cloner(part: type) -> Callable[[Any, dict[str, Any]], Any]:
    """``clone(value, changes)`` for the shared part: a copy with these fields changed."""
    found = _PART_CLONERS.get(part)
    if found is not None:
        return found
    names = [f.name for f in dataclasses.fields(part)]
    body = "".join(f"    out.{n} = value.{n}\n" for n in names)
    source = (
        "def clone(value, changes):\n    out = new(twin)\n"
        f"{body}"
        "    for name, new_value in changes.items():\n"
        "        if name not in fields:\n"
        "            raise TypeError(f'{cls.__name__} has no field {name!r}')\n"
        "        setattr(out, name, new_value)\n"
        "    out.__class__ = cls\n    return out\n"
    )
    namespace: dict[str, Any] = {
        "new": object.__new__,
        "twin": _TWINS.get(part) or _TWINS.setdefault(part, _twin(part)),
        "cls": part,
        "fields": frozenset(names),
    }
    _predefined.define(source, namespace)
    made: Callable[[Any, dict[str, Any]], Any] = namespace["clone"]
    _PART_CLONERS[part] = made
    return made


def _generated(cls: Any, names: list[str]) -> dict[str, Callable[..., Any]]:
    """``__eq__`` and ``__hash__``: the values of every field in field
    order, as the dataclass's own, the shared ones read from the shared part."""
    _, part = cls.__split__
    shared = {f.name for f in dataclasses.fields(part)}

    def values(owner: str, part_name: str) -> str:
        return (
            "("
            + "".join(f"{part_name}.{n}," if n in shared else f"{owner}.{n}," for n in names)
            + ")"
        )

    source = (
        "def __eq__(self, other):\n"
        "    if other.__class__ is self.__class__:\n"
        f"        a = self.{SHARED}\n        b = other.{SHARED}\n"
        f"        return {values('self', 'a')} == {values('other', 'b')}\n"
        "    return NotImplemented\n"
        f"def __hash__(self):\n    a = self.{SHARED}\n    return hash({values('self', 'a')})\n"
    )
    namespace: dict[str, Any] = {}
    _predefined.define(source, namespace)
    made = {"__eq__": namespace["__eq__"], "__hash__": namespace["__hash__"]}
    for name, method in made.items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
    return made


def _frozen(cls: Any) -> dict[str, Callable[..., Any]]:
    """The frozen ``__setattr__``/``__delattr__`` (no field is ever
    assigned or deleted) and pickling (the slots' values)."""
    stored, _ = cls.__split__
    kept = (*stored, SHARED)
    frozen_error = dataclasses.FrozenInstanceError

    def __setattr__(self: Any, name: str, value: Any) -> None:
        raise frozen_error(f"cannot assign to field {name!r}")

    def __delattr__(self: Any, name: str) -> None:
        raise frozen_error(f"cannot delete field {name!r}")

    def __getstate__(self: Any) -> list[Any]:
        return [getattr(self, n) for n in kept]

    def __setstate__(self: Any, values_: list[Any]) -> None:
        for n, v in zip(kept, values_, strict=True):
            object.__setattr__(self, n, v)

    made: dict[str, Callable[..., Any]] = {
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
        "__getstate__": __getstate__,
        "__setstate__": __setstate__,
    }
    for name, method in made.items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
    return made


def _parts(cls: Any) -> tuple[tuple[str, ...], type, type, type, list[str], list[str]]:
    """The class's state fields, shared part, twins of the two (made once)
    and field names: all fields, the shared ones."""
    stored, part = cls.__split__
    for kind in (cls, part):
        if kind not in _TWINS:
            _TWINS[kind] = _twin(kind)
    names = [f.name for f in dataclasses.fields(cls)]
    shared = [f.name for f in dataclasses.fields(part)]
    return stored, part, _TWINS[cls], _TWINS[part], names, shared


def new_function(
    cls: Any, order: Sequence[str] = (), *, method: bool = False, post_init: bool = True
) -> Callable[..., Any]:
    """What ``cls(...)`` does, as one generated function (for
    :func:`mtgcombat.core.copies.fast_new`; with ``method``, the class's own
    ``__init__``): the parameters of the dataclass (``order``'s first, by
    position), the shared part built, the state written, then
    ``__post_init__`` with the init-only variables (not with ``post_init``
    false: for a caller that has made every value as ``__post_init__``
    would leave it, and checked it).

    >>> from mtgcombat.core.model import Permanent
    >>> new = new_function(Permanent, ("id", "controller"))
    >>> new("bear", "A", power=2) == Permanent(id="bear", controller="A", power=2)
    True
    """
    stored, part, twin, part_twin, _names, shared = _parts(cls)
    fields_ = {f.name: f for f in dataclasses.fields(cls)}
    init_only = [f for n, f in cls.__dataclass_fields__.items() if n not in fields_]
    everything = {**fields_, **{f.name: f for f in init_only}}
    if not set(order) <= set(everything) or len(set(order)) != len(order):
        raise TypeError(f"order {list(order)}: not distinct parameters of {cls.__name__}")
    namespace: dict[str, Any] = {
        "new": object.__new__,
        "cls": cls,
        "twin": twin,
        "part": part,
        "part_twin": part_twin,
        "set_class": object.__setattr__,
    }
    params = list(order)
    for name, f in everything.items():
        if name in order:
            continue
        if f.default is dataclasses.MISSING:
            params.append(name)
        else:
            namespace[f"default_{name}"] = f.default
            params.append(f"{name}=default_{name}")
    lines = ["    c = new(part_twin)"]
    lines += [f"    c.{n} = {n}" for n in shared]
    lines.append("    c.__class__ = part")
    post = (
        f"    out.__post_init__({', '.join(f.name for f in init_only)})"
        if hasattr(cls, "__post_init__") and post_init
        else ""
    )
    if method:
        # __init__ of the class itself (or of a subclass's instance: then
        # through the slots' own setters)
        for n in stored:
            namespace[f"set_{n}"] = vars(cls)[n].__set__
        lines += [
            "    out = self",
            "    if type(out) is cls:",
            "        set_class(out, '__class__', twin)",
        ]
        lines += [f"        out.{n} = {n}" for n in stored]
        lines += [f"        out.{SHARED} = c", "        out.__class__ = cls", "    else:"]
        lines += [f"        set_{n}(out, {n})" for n in (*stored, SHARED) if n != SHARED]
        namespace[f"set_{SHARED}"] = vars(cls)[SHARED].__set__
        lines.append(f"        set_{SHARED}(out, c)")
        if post:
            lines.append(post)
        source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(lines) + "\n"
        _predefined.define(source, namespace)
        init: Callable[..., Any] = namespace["__init__"]
        init.__qualname__ = f"{cls.__qualname__}.__init__"
        return init
    lines.append("    out = new(twin)")
    lines += [f"    out.{n} = {n}" for n in stored]
    lines += [f"    out.{SHARED} = c", "    out.__class__ = cls"]
    if post:
        lines.append(post)
    lines.append("    return out")
    source = f"def new_{cls.__name__}({', '.join(params)}):\n" + "\n".join(lines) + "\n"
    _predefined.define(source, namespace)
    function: Callable[..., Any] = namespace[f"new_{cls.__name__}"]
    return function


def make_cloner(cls: Any) -> Callable[[Any, dict[str, Any]], Any]:
    """``clone(value, changes)`` (for :func:`mtgcombat.core.copies.evolve`):
    the state copied, the shared part kept, unless a change names one of
    its fields (then a copy of it with those changed).

    >>> from mtgcombat.core.model import Permanent
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> hurt = make_cloner(Permanent)(bear, {"damage": 1})
    >>> hurt.damage, hurt.characteristics is bear.characteristics
    (1, True)
    """
    stored, part, twin, _, _names, shared = _parts(cls)
    body = "".join(f"    out.{n} = value.{n}\n" for n in stored)
    source = (
        "def clone(value, changes):\n    out = new(twin)\n"
        f"{body}"
        f"    c = value.{SHARED}\n"
        "    moved = None\n"
        "    for name, new_value in changes.items():\n"
        "        if name in stored:\n"
        "            setattr(out, name, new_value)\n"
        "        elif name in shared:\n"
        "            if moved is None:\n"
        "                moved = {}\n"
        "            moved[name] = new_value\n"
        "        else:\n"
        "            raise TypeError(f'{cls.__name__} has no field {name!r}')\n"
        "    if moved is not None:\n"
        "        c = clone_part(c, moved)\n"
        f"    out.{SHARED} = c\n"
        "    out.__class__ = cls\n    return out\n"
    )
    namespace: dict[str, Any] = {
        "new": object.__new__,
        "twin": twin,
        "cls": cls,
        "stored": frozenset(stored),
        "shared": frozenset(shared),
        "clone_part": _part_cloner(part),
    }
    _predefined.define(source, namespace)
    made: Callable[[Any, dict[str, Any]], Any] = namespace["clone"]
    return made


def replace_function(cls: Any, changed: tuple[str, ...]) -> Callable[..., Any]:
    """``replace(self, *values)`` (for
    :func:`mtgcombat.core.copies.fast_replace`): a copy with the fields
    ``changed`` given these values, in order; the shared part kept when
    they are all state fields.

    >>> from mtgcombat.core.model import Permanent
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> named = replace_function(Permanent, ("damage", "name"))(bear, 1, "Bear")
    >>> named.damage, named.name, bear.name
    (1, 'Bear', '')
    """
    stored, part, twin, _, names, shared = _parts(cls)
    unknown = [n for n in changed if n not in names]
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
    values = {n: f"v{i}" for i, n in enumerate(changed)}
    moved = [n for n in changed if n in shared]
    body = "".join(f"    out.{n} = {values.get(n, f'self.{n}')}\n" for n in stored)
    if moved:
        part_changes = "{" + ", ".join(f"{n!r}: {values[n]}" for n in moved) + "}"
        body += f"    out.{SHARED} = clone_part(self.{SHARED}, {part_changes})\n"
    else:
        body += f"    out.{SHARED} = self.{SHARED}\n"
    params = ", ".join(values.values())
    source = (
        f"def replace(self, {params}):\n    out = new(twin)\n{body}"
        "    out.__class__ = cls\n    return out\n"
    )
    namespace: dict[str, Any] = {
        "new": object.__new__,
        "twin": twin,
        "cls": cls,
        "clone_part": _part_cloner(part),
    }
    _predefined.define(source, namespace)
    function: Callable[..., Any] = namespace["replace"]
    return function


def state_function(cls: Any) -> Callable[..., Any]:
    """``new(*state, shared)``: an instance with these values of the state
    fields (in the class's order of them) and ``shared``, an instance of
    ``cls.Characteristics`` held as it is (not copied: frozen, it may be
    shared by many objects, as copies share it), without ``__post_init__``:
    for a caller that has made every value as ``__post_init__`` would leave
    it (issue 38: a plain file's permanents, which share one
    characteristics value).

    >>> from mtgcombat.core.model import Permanent
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> state = [getattr(bear, n) for n in Permanent.__split__[0]]
    >>> made = state_function(Permanent)(*state, bear.characteristics)
    >>> made == bear, made.characteristics is bear.characteristics
    (True, True)
    """
    stored, _part, twin, _, _names, _shared = _parts(cls)
    body = "".join(f"    out.{n} = {n}\n" for n in stored)
    source = (
        f"def new_state({', '.join(stored)}, {SHARED}):\n    out = new(twin)\n{body}"
        f"    out.{SHARED} = {SHARED}\n    out.__class__ = cls\n    return out\n"
    )
    namespace: dict[str, Any] = {"new": object.__new__, "twin": twin, "cls": cls}
    _predefined.define(source, namespace)
    function: Callable[..., Any] = namespace["new_state"]
    return function
