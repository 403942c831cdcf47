"""Frozen dataclasses whose generated methods are compiled on first use.

:func:`dataclasses.dataclass` writes the source of ``__init__``, ``__repr__``,
``__eq__`` and ``__hash__`` for every class and compiles it as the class is
created, and for a frozen class a ``__setattr__`` and a ``__delattr__`` too:
about half a millisecond a class, and the value modules define a couple of
hundred (every ability, every event), most of which a given run never makes.
:func:`dataclass` here takes the same arguments and gives the same class
(fields, slots, frozen instances, ``fields()``, ``replace()``, pickling). The
frozen ``__setattr__`` and ``__delattr__`` are closures that need no
compiling, and each of the four other methods starts as a small stand-in that,
the first time it is called, has :mod:`dataclasses` generate the real method
(from a copy of the class's fields), puts it on the class and calls it. From
then on the class holds exactly the method :mod:`dataclasses` would have
given it: nothing changes on hot paths.

Type checkers see :func:`dataclasses.dataclass` itself (the modules import
this one only at run time), so the classes are checked as dataclasses.

>>> @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int = 0
>>> Point(1), Point(1, y=2) == Point(1, 2), hash(Point(3)) == hash(Point(3))
(Point(x=1, y=0), True, True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

_DEFERRED_OPTIONS = frozenset(
    {"init", "repr", "eq", "order", "unsafe_hash", "frozen", "match_args", "kw_only", "slots"}
)

_SHADOWS: dict[type, type] = {}
"""Per class, the plain dataclass made from a copy of its fields, whose
generated methods the class takes on first use."""


def defer(cls: type, name: str, build: Callable[[], Callable[..., Any]]) -> None:
    """Give ``cls`` a method ``name`` that ``build`` makes on its first call
    (through the class or any subclass that inherits it), then keeps.

    >>> class Greeter:
    ...     pass
    >>> defer(Greeter, "hello", lambda: lambda self, who: f"hello, {who}")
    >>> Greeter().hello("world"), Greeter().hello("again")
    ('hello, world', 'hello, again')
    """

    def stand_in(self: Any, *args: Any, **kwargs: Any) -> Any:
        method = vars(cls)[name]
        if method is stand_in:
            method = build()
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, method)
        return method(self, *args, **kwargs)

    stand_in.__name__ = name
    stand_in.__qualname__ = f"{cls.__qualname__}.{name}"
    setattr(cls, name, stand_in)


def _shadow(cls: type) -> type:
    """A dataclass with ``cls``'s fields (same order, defaults, flags), whose
    generated methods work on instances of ``cls``: they read and write the
    fields by name and take the class from the instance."""
    shadow = _SHADOWS.get(cls)
    if shadow is not None:
        return shadow
    own = dataclasses.fields(cls)
    namespace: dict[str, Any] = {
        "__annotations__": {f.name: f.type for f in own},
        "__qualname__": cls.__qualname__,
        "__module__": cls.__module__,
    }
    for f in own:
        namespace[f.name] = dataclasses.field(
            default=f.default,
            default_factory=f.default_factory,
            init=f.init,
            repr=f.repr,
            hash=f.hash,
            compare=f.compare,
            metadata=f.metadata,
            kw_only=f.kw_only,
        )
    if hasattr(cls, "__post_init__"):
        # the generated __init__ calls self.__post_init__(): the class's own
        namespace["__post_init__"] = cls.__post_init__
    shadow = dataclasses.dataclass(frozen=True)(type(cls.__name__, (), namespace))
    _SHADOWS[cls] = shadow
    return shadow


def _deferrable(cls: type, options: dict[str, Any]) -> bool:
    """Whether the class is one this module defers: frozen, compared by its
    fields, not ordered, no init-only pseudo-fields."""
    if not options.get("frozen") or options.get("order") or options.get("unsafe_hash"):
        return False
    if not set(options) <= _DEFERRED_OPTIONS:
        return False
    annotations = vars(cls).get("__annotations__", {})
    return not any(
        isinstance(a, dataclasses.InitVar) or (isinstance(a, str) and "InitVar" in a)
        for a in annotations.values()
    )


def dataclass(cls: type | None = None, /, **options: Any) -> Any:
    """:func:`dataclasses.dataclass` with ``__init__``, ``__repr__``,
    ``__eq__`` and ``__hash__`` generated on first use (for frozen classes;
    anything else is made by :mod:`dataclasses` as it is).

    >>> @dataclass(frozen=True, slots=True)
    ... class Pair:
    ...     a: int
    ...     b: int = 2
    >>> Pair(1), Pair(1) == Pair(1, 2)
    (Pair(a=1, b=2), True)
    """
    if cls is None:
        return lambda c: dataclass(c, **options)
    if not _deferrable(cls, options):
        return dataclasses.dataclass(cls, **options)
    own = vars(cls)
    eq = options.get("eq", True)
    class_hash = own.get("__hash__", dataclasses.MISSING)
    # dataclasses' rule: a __hash__ the class body wrote (not the None that
    # defining __eq__ leaves) is kept; else eq and frozen give a generated one
    explicit_hash = not (
        class_hash is dataclasses.MISSING or (class_hash is None and "__eq__" in own)
    )
    methods = [
        name
        for name, wanted in (
            ("__init__", options.get("init", True)),
            ("__repr__", options.get("repr", True)),
            ("__eq__", eq),
        )
        if wanted and name not in own
    ]
    if eq and not explicit_hash:
        methods.append("__hash__")
    if "__setattr__" in own or "__delattr__" in own:
        return dataclasses.dataclass(cls, **options)  # which refuses them, as it should
    # dataclasses compiles a __setattr__ and a __delattr__ for a frozen class
    # (most of the cost of a class); here they are two closures. It refuses a
    # class that is not frozen over a frozen base: the bases are marked not
    # frozen while the class is made, and every class frozen again after.
    thawed = [
        params
        for base in cls.__mro__[1:]
        if hasattr(base, "__dataclass_fields__")
        and (params := getattr(base, "__dataclass_params__", None)) is not None
        and params.frozen
    ]
    for params in thawed:
        params.frozen = False
    try:
        made: type = dataclasses.dataclass(
            cls, **{**options, "init": False, "repr": False, "eq": False, "frozen": False}
        )
    finally:
        for params in thawed:
            params.frozen = True
    params = getattr(made, "__dataclass_params__")  # noqa: B009
    params.init = options.get("init", True)
    params.repr = options.get("repr", True)
    params.eq = eq
    params.frozen = True
    _freeze(made, frozenset(f.name for f in dataclasses.fields(made)), options.get("slots", False))
    for name in methods:
        defer(made, name, _generated(made, name))
    return made


def _freeze(cls: type, names: frozenset[str], slots: bool) -> None:
    """What a frozen dataclass's ``__setattr__`` and ``__delattr__`` do (a
    field is never assigned or deleted: :class:`dataclasses.FrozenInstanceError`),
    and, with slots, its pickling through ``object.__setattr__``."""
    owner: Any = cls

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(owner, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(owner, self).__delattr__(name)

    methods: dict[str, Callable[..., Any]] = {
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
    }
    if slots:

        def __getstate__(self: Any) -> list[Any]:
            return [getattr(self, name) for name in ordered]

        def __setstate__(self: Any, state: list[Any]) -> None:
            for name, value in zip(ordered, state, strict=True):
                object.__setattr__(self, name, value)

        ordered = [f.name for f in dataclasses.fields(cls)]
        own = vars(cls)  # as dataclasses does: a class's own pickling stays
        if "__getstate__" not in own:
            methods["__getstate__"] = __getstate__
        if "__setstate__" not in own:
            methods["__setstate__"] = __setstate__
    for name, method in methods.items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, method)


def _generated(cls: type, name: str) -> Callable[[], Callable[..., Any]]:
    """What makes ``cls``'s method ``name`` as :mod:`dataclasses` would."""

    def build() -> Callable[..., Any]:
        method: Callable[..., Any] = vars(_shadow(cls))[name]
        return method

    return build
