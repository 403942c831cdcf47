"""Frozen dataclasses that cost little to define: their methods are made on first use.

:func:`dataclasses.dataclass` does a good deal of work for every class as it
is defined: it reads each annotation (with a regular expression, when
annotations are strings), builds each field, writes the source of
``__init__``, ``__repr__``, ``__eq__`` and ``__hash__`` (and, for a frozen
class, ``__setattr__`` and ``__delattr__``) and compiles it, then makes the
class a second time to give it slots. The value modules define a couple of
hundred classes (every ability, every event), and a given run makes few of
them, so that work was a large part of every command's start.

:func:`dataclass` here takes the same arguments and gives a class that
behaves the same (its fields and :func:`dataclasses.fields`,
:func:`dataclasses.replace`, :func:`dataclasses.asdict`, slots, frozen
instances, pickling, ``__match_args__``) for the common case: a frozen class
compared by its fields, not ordered, without init-only or keyword-only
pseudo-fields. It reads the annotations and builds the
fields itself, once; the frozen ``__setattr__`` and ``__delattr__`` are
closures; and the four generated methods start as one small stand-in each
that, the first time it is called, writes and compiles the same source
:mod:`dataclasses` would for that method alone and puts it on the class. From then
on nothing differs on hot paths. Anything else (a class that is not frozen,
ordered, or has ``InitVar`` or ``KW_ONLY`` fields) is handed
to :func:`dataclasses.dataclass` as it is.

Type checkers read :func:`dataclass` as :func:`dataclasses.dataclass` (it is
marked with :func:`typing.dataclass_transform`), so the classes are checked
as dataclasses; mypyc, which compiles the rules core in the optional
compiled build, leaves a class made by it a Python class (only the
standard decorator makes a compiled one), so every trick below works there too.

>>> @dataclass(frozen=True, slots=True)
... class Point:
...     '''A point.'''
...     x: int
...     y: int = 0
>>> Point(1), Point(1, y=2) == Point(1, 2), hash(Point(3)) == hash(Point(3))
(Point(x=1, y=0), True, True)
"""

from __future__ import annotations

import abc
import dataclasses
import re
from _thread import get_ident
from collections.abc import Callable
from typing import Any, ClassVar, cast, dataclass_transform

from mtgcombat.core import predefined as _predefined

_DEFERRED_OPTIONS = frozenset(
    {"init", "repr", "eq", "order", "unsafe_hash", "frozen", "match_args", "kw_only", "slots"}
)


def _probe() -> tuple[object, object, Any]:
    """What dataclasses marks a real field and a class variable with in
    ``__dataclass_fields__`` (fields() keeps only the first kind), and its
    ``__dataclass_params__`` (the kind of value: :func:`_params` sets each
    parameter from the options or :data:`_OPTION_DEFAULTS`). They are
    private to dataclasses (and differ between Python versions), so they
    are read off one small class it made, asked for no method (it would
    write and compile each: start-up time)."""
    probe: type = dataclasses.dataclass(init=False, repr=False, eq=False)(
        type(
            "_Probe",
            (),
            {"__annotations__": {"x": int, "y": ClassVar[int]}, "y": 0, "__doc__": "-"},
        )
    )
    found = vars(probe)["__dataclass_fields__"]
    return found["x"]._field_type, found["y"]._field_type, vars(probe)["__dataclass_params__"]


_FIELD_MARK, _CLASSVAR_MARK, _PLAIN_PARAMS = _probe()
# dataclasses' defaults for each of its options (as ``_PLAIN_PARAMS`` holds them)
_OPTION_DEFAULTS = {
    "init": True,
    "repr": True,
    "eq": True,
    "order": False,
    "unsafe_hash": False,
    "frozen": False,
    "match_args": True,
    "kw_only": False,
    "slots": False,
    "weakref_slot": False,
}

# "ClassVar[...]" or "typing.ClassVar[...]" as an annotation string
# (``from __future__ import annotations``): such a name is no field.
_CLASSVAR_TEXT = re.compile(r"\s*(?:typing\s*\.\s*)?ClassVar\b")
_PSEUDO_TEXT = re.compile(r"\s*(?:dataclasses\s*\.\s*)?(?:InitVar|KW_ONLY)\b")


def defer(cls: type, name: str, build: Callable[[], Callable[..., Any]]) -> None:
    """Give ``cls`` a method ``name`` that ``build`` makes on its first call
    (through the class or any subclass that inherits it), then keeps.

    >>> class Greeter:
    ...     pass
    >>> defer(Greeter, "hello", lambda: lambda self, who: f"hello, {who}")
    >>> Greeter().hello("world"), Greeter().hello("again")
    ('hello, world', 'hello, again')
    """
    stand_in = _stand_in([cls], name, build)
    stand_in.__qualname__ = f"{cls.__qualname__}.{name}"
    setattr(cls, name, stand_in)


def _is_classvar(annotation: Any) -> bool:
    if isinstance(annotation, str):
        return _CLASSVAR_TEXT.match(annotation) is not None
    return annotation is ClassVar or getattr(annotation, "__origin__", None) is ClassVar


def _is_pseudo(annotation: Any) -> bool:
    """An init-only variable or the keyword-only marker (left to dataclasses)."""
    if isinstance(annotation, str):
        return _PSEUDO_TEXT.match(annotation) is not None
    # (a bare ``InitVar`` too: what a module compiled by mypyc keeps of ``InitVar[...]``)
    return (
        annotation is dataclasses.KW_ONLY
        or annotation is dataclasses.InitVar
        or isinstance(annotation, dataclasses.InitVar)
    )


def _deferrable(cls: type, options: dict[str, Any]) -> bool:
    """Whether the class is one this module makes: frozen, compared by its
    fields, not ordered, no init-only or keyword-only pseudo-fields, no
    frozen ``__setattr__``/``__delattr__`` of its own (which
    dataclasses refuses), and no base dataclass that is not frozen (which it
    refuses too)."""
    if not options.get("frozen") or options.get("order") or options.get("unsafe_hash"):
        return False
    if not set(options) <= _DEFERRED_OPTIONS or options.get("kw_only"):
        return False
    own = vars(cls)
    if "__setattr__" in own or "__delattr__" in own:
        return False
    if any(_is_pseudo(a) for a in own.get("__annotations__", {}).values()):
        return False
    for base in cls.__mro__[1:]:
        params = vars(base).get("__dataclass_params__")
        if params is not None and not params.frozen:
            return False
    return True


def _params(options: dict[str, Any]) -> Any:
    """A ``__dataclass_params__`` value as dataclasses makes it for these
    options: a copy of the plain class's, each parameter the version has
    set from the options (or its default)."""
    kind = type(_PLAIN_PARAMS)
    made = object.__new__(kind)
    for name in kind.__slots__:
        value = options.get(name, _OPTION_DEFAULTS.get(name, getattr(_PLAIN_PARAMS, name)))
        object.__setattr__(made, name, value)
    return made


def _own_field(name: str, annotation: Any, value: Any, mark: object) -> dataclasses.Field[Any]:
    """The field ``name`` of a class body, as dataclasses would make it
    (``mark``: a real field or a class variable)."""
    made: dataclasses.Field[Any] = (
        value if isinstance(value, dataclasses.Field) else dataclasses.field(default=value)
    )
    made.name = name
    made.type = annotation
    made._field_type = mark  # type: ignore[attr-defined]
    if mark is _CLASSVAR_MARK:
        if made.default_factory is not dataclasses.MISSING:
            raise TypeError(f"field {name} cannot have a default factory")
        return made
    if made.kw_only is dataclasses.MISSING:
        made.kw_only = False
    default = made.default
    if default is not dataclasses.MISSING and type(default).__hash__ is None:
        # dataclasses' own rule (a list or dict default would be shared)
        raise ValueError(
            f"mutable default {type(default)} for field {name} is not allowed: use default_factory"
        )
    return made


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def dataclass(cls: type | None = None, /, **options: Any) -> Any:
    """:func:`dataclasses.dataclass` for frozen value classes, with the
    class made cheaply and its ``__init__``, ``__repr__``, ``__eq__`` and
    ``__hash__`` generated on first use (anything else is made by
    :mod:`dataclasses` as it is).

    >>> @dataclass(frozen=True, slots=True)
    ... class Pair:
    ...     '''Two numbers.'''
    ...     a: int
    ...     b: int = 2
    >>> Pair(1), Pair(1) == Pair(1, 2), [f.name for f in dataclasses.fields(Pair)]
    (Pair(a=1, b=2), True, ['a', 'b'])
    """
    if cls is None:
        return lambda c: dataclass(c, **options)
    if not _deferrable(cls, options):
        return dataclasses.dataclass(cls, **options)
    return _make(cls, options)


def _real(fields: dict[str, dataclasses.Field[Any]]) -> list[dataclasses.Field[Any]]:
    """The fields proper, without class variables (what fields() gives)."""
    return [f for f in fields.values() if f._field_type is _FIELD_MARK]  # type: ignore[attr-defined]


def _make(cls: type, options: dict[str, Any]) -> type:
    own = vars(cls)
    # as dataclasses: the bases' fields (class variables too) in reverse
    # method resolution order, then the class's own, a redefined name keeping
    # its place
    fields: dict[str, dataclasses.Field[Any]] = {}
    for base in reversed(cls.__mro__[1:]):
        inherited = vars(base).get("__dataclass_fields__")
        if inherited is not None:
            fields.update(inherited)
    mine: list[dataclasses.Field[Any]] = []
    for name, annotation in own.get("__annotations__", {}).items():
        mark = _CLASSVAR_MARK if _is_classvar(annotation) else _FIELD_MARK
        entry = _own_field(name, annotation, own.get(name, dataclasses.MISSING), mark)
        fields[name] = entry
        if mark is _FIELD_MARK:
            mine.append(entry)
    real = _real(fields)
    # a field without a default after one with a default: dataclasses' error
    seen_default = False
    for f in real:
        if not f.init or f.kw_only:
            continue
        has_default = (
            f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        )
        if seen_default and not has_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
        seen_default = seen_default or has_default
    slots = bool(options.get("slots"))
    eq = options.get("eq", True)
    class_hash = own.get("__hash__", dataclasses.MISSING)
    # dataclasses' rule: a __hash__ the class body wrote (not the None that
    # defining __eq__ leaves) is kept; else eq and frozen give a generated one
    explicit_hash = not (
        class_hash is dataclasses.MISSING or (class_hash is None and "__eq__" in own)
    )
    wanted = [
        name
        for name, on in (
            ("__init__", options.get("init", True)),
            ("__repr__", options.get("repr", True)),
            ("__eq__", eq),
            ("__hash__", eq and not explicit_hash),
        )
        if on and (name == "__hash__" or name not in own)
    ]
    # Everything the class gets goes into its dict at once (setting an
    # attribute on a class afterwards costs more than the whole entry): the
    # fields and parameters, the frozen __setattr__/__delattr__ (and slotted
    # pickling), and a stand-in for each generated method. They refer to the
    # class through ``late``, filled in once the class exists.
    late: list[type] = []
    added: dict[str, Any] = {
        "__dataclass_fields__": fields,
        "__dataclass_params__": _params(options),
        **_frozen_methods(late, frozenset(f.name for f in real), real if slots else None, own),
    }
    if options.get("match_args", True) and "__match_args__" not in own:
        added["__match_args__"] = tuple(f.name for f in real if f.init and not f.kw_only)
    if not own.get("__doc__"):
        added["__doc__"] = cls.__name__ + _signature_text(real)
    for name in wanted:
        added[name] = _stand_in(late, name, _builder(late, name))
    if slots:
        # dataclasses makes a slotted class a second time, from the first
        # one's dict without the fields' class attributes (the slots hold them)
        namespace = dict(own)
        for f in mine:
            namespace.pop(f.name, None)
        namespace.update(added)
        inherited_slots: set[str] = set()
        for base in cls.__mro__[1:-1]:
            held = vars(base).get("__slots__", ())
            inherited_slots.update((held,) if isinstance(held, str) else held)
        namespace["__slots__"] = tuple(f.name for f in real if f.name not in inherited_slots)
        namespace.pop("__dict__", None)
        namespace.pop("__weakref__", None)
        made = type(cls)(cls.__name__, cls.__bases__, namespace)
        made.__qualname__ = cls.__qualname__
    else:
        # a class without slots is changed in place (its methods' __class__
        # cell, used by super(), stays right); each field's class attribute
        # is its default, or nothing, as dataclasses leaves it
        made = cls
        for f in mine:
            if f.default is dataclasses.MISSING:
                if f.name in own:
                    delattr(made, f.name)
            else:
                setattr(made, f.name, f.default)
        for name, value in added.items():
            setattr(made, name, value)
    late.append(made)
    qualname = made.__qualname__
    for name in (*wanted, "__setattr__", "__delattr__", "__getstate__", "__setstate__"):
        method = added.get(name)
        if method is not None:
            method.__qualname__ = f"{qualname}.{name}"
    if isinstance(made, abc.ABCMeta):
        abc.update_abstractmethods(cast(Any, made))
    return made


def _signature_text(fields: list[dataclasses.Field[Any]]) -> str:
    """The signature dataclasses puts in the docstring of a class that has
    none, as :func:`inspect.signature` writes it: ``(x: 'int', y: 'int' = 0)``
    (a default factory shows as ``<factory>``)."""
    params = []
    for f in fields:
        if not f.init:
            continue
        text = f"{f.name}: {_annotation_text(f.type)}"
        if f.default_factory is not dataclasses.MISSING:
            text += " = <factory>"
        elif f.default is not dataclasses.MISSING:
            text += f" = {f.default!r}"
        params.append(text)
    return f"({', '.join(params)})"


def _annotation_text(annotation: Any) -> str:
    """An annotation as :func:`inspect.formatannotation` writes it."""
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, type) and not hasattr(annotation, "__origin__"):
        if annotation.__module__ == "builtins":
            return annotation.__qualname__
        return f"{annotation.__module__}.{annotation.__qualname__}"
    return repr(annotation)


def _stand_in(
    late: list[type], name: str, build: Callable[[], Callable[..., Any]]
) -> Callable[..., Any]:
    """The method :func:`defer` puts on a class: on its first call it has
    ``build`` make the real one, puts that on the class and calls it. The
    class is ``late[0]`` (a class still to be made is put there once it is).

    >>> class Greeter:
    ...     pass
    >>> Greeter.hi = _stand_in([Greeter], "hi", lambda: lambda self: "hi")
    >>> Greeter().hi(), Greeter.hi.__name__
    ('hi', '<lambda>')
    """

    def stand_in(self: Any, *args: Any, **kwargs: Any) -> Any:
        cls = late[0]
        method = vars(cls)[name]
        if method is stand_in:
            method = build()
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, method)
        return method(self, *args, **kwargs)

    stand_in.__name__ = name
    return stand_in


def _builder(late: list[type], name: str) -> Callable[[], Callable[..., Any]]:
    """What makes the generated method ``name`` of the class ``late[0]``:
    that method alone, written and compiled the first time it is needed. A
    run calls few of a class's generated methods (a ``check`` on a seed
    example: 28 ``__init__``, 4 ``__eq__``, 2 ``__hash__``, no ``__repr__``);
    compiling the others with them cost that run about 4% of its
    instructions (issue 38).

    >>> @dataclass(frozen=True)
    ... class Mark:
    ...     n: int
    >>> _builder([Mark], "__repr__")()(Mark(2))
    'Mark(n=2)'
    """
    return lambda: _generate(late[0], [name])[name]


def _generate(cls: type, names: list[str]) -> dict[str, Callable[..., Any]]:
    """The source of the methods dataclasses would give ``cls``, compiled
    once (3.11's forms: a frozen ``__init__`` stores through
    ``object.__setattr__``; ``__eq__`` compares tuples of the compared fields
    of two instances of the same class; ``__hash__`` hashes that tuple)."""
    fields = _real(getattr(cls, "__dataclass_fields__"))  # noqa: B009
    namespace: dict[str, Any] = {
        "__setter": object.__setattr__,
        "__missing": dataclasses.MISSING,
        "__recursion_guard": _recursion_guard,
    }
    source: list[str] = []
    if "__init__" in names:
        params: list[str] = ["self"]
        body: list[str] = []
        for f in fields:
            default_name = f"__default_{f.name}"
            factory = f.default_factory is not dataclasses.MISSING
            if factory:
                namespace[default_name] = f.default_factory
            elif f.default is not dataclasses.MISSING:
                namespace[default_name] = f.default
            if f.init:
                if factory:
                    params.append(f"{f.name}=__missing")
                    value = f"{default_name}() if {f.name} is __missing else {f.name}"
                elif f.default is not dataclasses.MISSING:
                    params.append(f"{f.name}={default_name}")
                    value = f.name
                else:
                    params.append(f.name)
                    value = f.name
            elif factory:
                value = f"{default_name}()"
            elif f.default is not dataclasses.MISSING:
                value = default_name
            else:
                continue  # set by __post_init__, if at all
            body.append(f"    __setter(self, {f.name!r}, {value})")
        if hasattr(cls, "__post_init__"):
            body.append("    self.__post_init__()")
        source.append(f"def __init__({', '.join(params)}):\n" + ("\n".join(body) or "    pass"))
    shown = [f.name for f in fields if f.repr]
    compared = [f.name for f in fields if f.compare]
    hashed = [f.name for f in fields if (f.compare if f.hash is None else f.hash)]

    def as_tuple(owner: str, names_: list[str]) -> str:
        return "(" + "".join(f"{owner}.{n}," for n in names_) + ")"

    if "__repr__" in names:
        parts = ", ".join(f"{n}={{self.{n}!r}}" for n in shown)
        source.append(f'def __repr__(self):\n    return self.__class__.__qualname__ + f"({parts})"')
    if "__eq__" in names:
        source.append(
            "def __eq__(self, other):\n"
            "    if other.__class__ is self.__class__:\n"
            f"        return {as_tuple('self', compared)} == {as_tuple('other', compared)}\n"
            "    return NotImplemented"
        )
    if "__hash__" in names:
        source.append(f"def __hash__(self):\n    return hash({as_tuple('self', hashed)})")
    _predefined.define("\n".join(source), namespace)
    made = {name: namespace[name] for name in names}
    if "__repr__" in made:
        made["__repr__"] = _recursion_guard(made["__repr__"])
    return made


def _recursion_guard(method: Callable[[Any], str]) -> Callable[[Any], str]:
    """What dataclasses wraps ``__repr__`` in: ``...`` for an object whose
    repr is already being made on this thread (a value that contains itself)."""
    running: set[tuple[int, int]] = set()

    def __repr__(self: Any) -> str:
        key = (id(self), get_ident())
        if key in running:
            return "..."
        running.add(key)
        try:
            return method(self)
        finally:
            running.discard(key)

    return __repr__


def _frozen_methods(
    late: list[type],
    names: frozenset[str],
    slotted: list[dataclasses.Field[Any]] | None,
    own: Any,
) -> dict[str, Callable[..., Any]]:
    """What a frozen dataclass's ``__setattr__`` and ``__delattr__`` do (a
    field is never assigned or deleted: :class:`dataclasses.FrozenInstanceError`),
    and, for a slotted class (its fields in ``slotted``), its pickling through
    ``object.__setattr__`` unless the class body has its own."""

    def __setattr__(self: Any, name: str, value: Any) -> None:
        cls: Any = late[0]
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        cls: Any = late[0]
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    methods: dict[str, Callable[..., Any]] = {
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
    }
    if slotted is not None:
        ordered = [f.name for f in slotted]

        def __getstate__(self: Any) -> list[Any]:
            return [getattr(self, name) for name in ordered]

        def __setstate__(self: Any, state: list[Any]) -> None:
            for name, value in zip(ordered, state, strict=True):
                object.__setattr__(self, name, value)

        if "__getstate__" not in own:
            methods["__getstate__"] = __getstate__
        if "__setstate__" not in own:
            methods["__setstate__"] = __setstate__
    return methods
