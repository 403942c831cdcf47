"""mtgcombat.core.valueclass: frozen dataclasses whose methods are generated on
first use behave exactly as :func:`dataclasses.dataclass` makes them (start-up
work, no rule of its own: these tests check the classes, not a CR rule)."""

from __future__ import annotations

import copy
import dataclasses
import importlib
import json
import pickle
import pkgutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import FrozenInstanceError, field
from typing import TYPE_CHECKING, Any, ClassVar

import pytest

import mtgcombat
from mtgcombat.core import abilities, events, valueclass

if TYPE_CHECKING:
    from dataclasses import dataclass
else:
    from mtgcombat.core.valueclass import dataclass


@dataclass(frozen=True, slots=True)
class Base:
    kind: ClassVar[str] = "base"
    a: int
    b: tuple[int, ...] = ()
    c: list[int] = field(default_factory=list, compare=False)


@dataclass(frozen=True, slots=True)
class Child(Base):
    d: str = "x"


@dataclasses.dataclass(frozen=True, slots=True)
class Plain:
    a: int
    b: tuple[int, ...] = ()
    c: list[int] = field(default_factory=list, compare=False)


@dataclass(frozen=True, slots=True)
class OwnEq:  # noqa: PLW1641  (dataclasses gives it __hash__)
    a: int

    def __eq__(self, other: object) -> bool:
        return isinstance(other, OwnEq) and other.a % 2 == self.a % 2


def test_deferred_methods_match_the_stdlib_ones() -> None:
    """Same construction, defaults, repr, equality and hash as dataclasses'."""
    for left, right in ((Base(1), Plain(1)), (Base(2, (3,), [4]), Plain(2, (3,), [4]))):
        assert repr(left).replace("Base", "Plain") == repr(right)
        assert hash(left) == hash(right)
    assert Base(1, c=[1]) == Base(1, c=[2])  # c is not compared
    assert Base(1) != Base(2)
    assert Base(1) != Child(1)  # another class is never equal
    assert Child(1, d="y") == Child(1, (), [], "y")
    assert repr(Child(1)) == "Child(a=1, b=(), c=[], d='x')"
    assert Base(1).c is not Base(1).c  # a factory per instance


def test_deferred_classes_stay_frozen_slotted_and_picklable() -> None:
    value = Child(1, (2,), [3], "z")
    with pytest.raises(FrozenInstanceError):
        value.a = 2  # type: ignore[misc]
    assert not hasattr(value, "__dict__")
    assert pickle.loads(pickle.dumps(value)) == value
    assert dataclasses.replace(value, a=5) == Child(5, (2,), [3], "z")
    assert [f.name for f in dataclasses.fields(Child)] == ["a", "b", "c", "d"]


def test_a_class_keeps_its_own_eq_and_gets_the_generated_hash() -> None:
    assert OwnEq(1) == OwnEq(3)
    assert hash(OwnEq(1)) == hash((1,))


def test_the_generated_method_replaces_the_stand_in_on_first_use() -> None:
    @dataclass(frozen=True, slots=True)
    class Fresh:
        x: int

    assert Fresh.__init__.__code__.co_varnames[:2] == ("self", "args")  # the stand-in
    Fresh(1)
    assert Fresh.__init__.__code__.co_varnames[:2] == ("self", "x")


def test_each_generated_method_is_compiled_alone_when_first_needed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Making a value writes and compiles its ``__init__`` only (start-up,
    issue 38): ``__eq__``, ``__hash__`` and ``__repr__`` are compiled each
    when first called, and then work as dataclasses' do."""
    compiled: list[list[str]] = []
    generate = valueclass._generate

    def counted(cls: type, names: list[str]) -> Any:
        compiled.append(list(names))
        return generate(cls, names)

    monkeypatch.setattr(valueclass, "_generate", counted)

    @dataclass(frozen=True, slots=True)
    class Lazy:
        x: int
        y: str = "a"

    one = Lazy(1)
    assert compiled == [["__init__"]]
    assert one == Lazy(1) and one != Lazy(1, "b")
    assert compiled == [["__init__"], ["__eq__"]]
    assert hash(one) == hash((1, "a")) and repr(one).endswith("Lazy(x=1, y='a')")
    assert compiled == [["__init__"], ["__eq__"], ["__hash__"], ["__repr__"]]
    assert hash(Lazy(2)) == hash((2, "a"))  # each compiled once
    assert len(compiled) == 4


def test_every_value_class_of_the_rules_compares_and_hashes_as_before() -> None:
    """Every ability and event class: construction by field, equality with
    an equal copy, the same hash, a repr naming the class."""
    checked = 0
    for module in (abilities, events):
        for cls in vars(module).values():
            if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
                continue
            if not cls.__module__.startswith("mtgcombat.core."):  # the module's parts
                continue
            own = dataclasses.fields(cls)
            if any(f.default is dataclasses.MISSING and f.init for f in own):
                continue  # needs arguments of its own kinds
            value = cls()
            copy = dataclasses.replace(value)
            assert value == copy
            assert hash(value) == hash(copy)
            assert repr(value).startswith(cls.__name__)
            checked += 1
    assert checked > 10


def test_deferred_and_stdlib_frozen_classes_inherit_from_each_other() -> None:
    """A plain frozen dataclass over a deferred one and the other way round:
    both are frozen, so dataclasses accepts either (and so does this module)."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class StdChild(Base):
        e: int = 0

    @dataclass(frozen=True, slots=True)
    class MineOverStd(Plain):
        e: int = 0

    assert StdChild(1, e=2) == StdChild(1, (), [], 2)
    assert MineOverStd(1, e=2) == MineOverStd(1, (), [], 2)
    for value in (StdChild(1), MineOverStd(1)):
        with pytest.raises(FrozenInstanceError):
            del value.a
        assert dataclasses.fields(value)[-1].name == "e"
    assert getattr(Base, "__dataclass_params__").frozen  # noqa: B009


def _package_value_classes() -> list[type]:
    """Every class of the package that mtgcombat.core.valueclass made (a frozen
    dataclass whose module imports this module's ``dataclass`` at run time)."""
    found: list[type] = []
    for info in pkgutil.walk_packages(mtgcombat.__path__, "mtgcombat."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and value.__module__ == info.name
                and dataclasses.is_dataclass(value)
                and getattr(value, "__dataclass_params__").frozen  # noqa: B009
                # made by the decorator, not only a subclass of such a class
                # (mtgcombat.cards.index_store.IndexCatalog adds no field)
                and "__dataclass_fields__" in vars(value)
            ):
                found.append(value)
    return found


def _stdlib_twin(cls: type) -> type:
    """The class dataclasses itself makes from the same class body (the
    class's own methods and attributes, without what valueclass added)."""
    ours_made = {"__setattr__", "__delattr__", "__getstate__", "__setstate__", "__doc__"}
    ours_made |= {"__dict__", "__weakref__", "__module__", "__qualname__", "__annotations__"}
    params = getattr(cls, "__dataclass_params__")  # noqa: B009
    own = {
        f.name: f
        for f in vars(cls)["__dataclass_fields__"].values()
        if f.name in vars(cls).get("__annotations__", {})
    }
    namespace: dict[str, object] = {
        "__annotations__": dict(vars(cls).get("__annotations__", {})),
        "__qualname__": cls.__qualname__,
        "__module__": cls.__module__,
    }
    if cls.__doc__ is not None and not cls.__doc__.startswith(cls.__name__ + "("):
        namespace["__doc__"] = cls.__doc__
    for name, f in own.items():
        plain = f.init and f.repr and f.compare and f.hash is None and not f.metadata
        if plain and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            continue
        namespace[name] = dataclasses.field(
            default=f.default,
            default_factory=f.default_factory,
            init=f.init,
            repr=f.repr,
            hash=f.hash,
            compare=f.compare,
            metadata=f.metadata,
        )
    for name, value in vars(cls).items():
        if name in namespace or name in ours_made or name in own:
            continue
        if name.startswith("__dataclass") or name in ("__init__", "__match_args__", "__slots__"):
            continue
        if type(value).__name__ == "member_descriptor":
            continue  # a field's slot
        code = getattr(value, "__code__", None)
        if code is not None and (code.co_filename == "<string>" or code.co_name == "stand_in"):
            continue  # a generated method, or its stand-in
        namespace[name] = value
    bases = tuple(_TWINS.get(b, b) for b in cls.__bases__)
    twin: type = dataclasses.dataclass(frozen=True, eq=params.eq, slots="__slots__" in vars(cls))(
        type(cls.__name__, bases, namespace)
    )
    _TWINS[cls] = twin
    return twin


_TWINS: dict[type, type] = {}


def _sample(f: dataclasses.Field[object]) -> object:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return 7


def test_every_value_class_of_the_package_is_what_dataclasses_makes() -> None:
    """For every frozen dataclass of the package: the same fields (names,
    types, defaults, flags), parameters, __match_args__, slots and
    docstring as dataclasses gives the same class body, and instances with
    the same field values have the same repr and hash."""
    classes = _package_value_classes()
    assert len(classes) > 200
    compiled = set(mtgcombat.COMPILED_MODULES) if mtgcombat.is_compiled() else set()
    for cls in sorted(classes, key=lambda c: len(c.__mro__)):  # bases first
        twin = _stdlib_twin(cls)
        ours_fields = vars(cls)["__dataclass_fields__"]
        theirs_fields = vars(twin)["__dataclass_fields__"]
        assert list(ours_fields) == list(theirs_fields), cls
        for name, f in ours_fields.items():
            g = theirs_fields[name]
            for attr in ("type", "default", "init", "repr", "hash", "compare", "kw_only"):
                assert getattr(f, attr) == getattr(g, attr), (cls, name, attr)
            assert f._field_type is g._field_type, (cls, name)
            assert (f.default_factory is dataclasses.MISSING) == (
                g.default_factory is dataclasses.MISSING
            )
        ours_params = getattr(cls, "__dataclass_params__")  # noqa: B009
        theirs_params = getattr(twin, "__dataclass_params__")  # noqa: B009
        assert repr(ours_params) == repr(theirs_params), cls
        assert getattr(cls, "__match_args__", None) == getattr(twin, "__match_args__", None)
        split = vars(cls).get("__split__")
        if split is None:
            assert vars(cls).get("__slots__") == vars(twin).get("__slots__"), cls
        else:  # state and characteristics apart (core/split.py, issue 38)
            stored, part = split
            assert vars(cls)["__slots__"] == (*stored, "characteristics"), cls
            shared = [f.name for f in dataclasses.fields(part)]
            assert [f.name for f in dataclasses.fields(cls) if f.name not in stored] == shared
        assert cls.__doc__ == twin.__doc__, cls
        twin_fields = {f.name for f in dataclasses.fields(twin)}
        for name in vars(twin):
            if name in twin_fields or name.startswith("__dataclass"):
                continue
            assert name in vars(cls) or hasattr(cls, name), (cls, name)
        if cls.__module__ in compiled:
            # The methods of a class body the compiled build made C functions
            # of check that ``self`` is of the class itself, which the
            # stdlib twin is not: its instances cannot be compared (the pure
            # run compares them).
            continue
        values = {f.name: _sample(f) for f in dataclasses.fields(cls)}
        ours: object = object.__new__(cls)
        theirs: object = object.__new__(twin)
        if split is not None:  # the shared part first: its fields are written into it
            object.__setattr__(ours, "characteristics", split[1]())
        for name, value in values.items():
            object.__setattr__(ours, name, value)
            object.__setattr__(theirs, name, value)
        assert _outcome(repr, ours) == _outcome(repr, theirs), cls
        assert _outcome(hash, ours) == _outcome(hash, theirs), cls
        generated_eq = getattr(twin.__eq__, "__code__", None)
        if generated_eq is not None and generated_eq.co_filename == "<string>":
            # (a class's own __eq__ may test isinstance against the class itself)
            same = _outcome(lambda v: v == copy.copy(v), ours)
            assert same == _outcome(lambda v: v == copy.copy(v), theirs), cls


def _outcome(call: Callable[[object], object], value: object) -> object:
    """What ``call(value)`` gives, or the kind of error it raises (a repr
    of its own may need real field values, a sample value may be unhashable)."""
    try:
        return call(value)
    except Exception as exc:
        return type(exc)


def test_a_split_class_is_made_by_dataclasses_without_the_methods_split_state_makes() -> None:
    """``Permanent`` (core.split.split_dataclass, issue 38) asks dataclasses
    for no ``__init__``, ``__eq__`` or ``__hash__``: split_state makes its own, so
    writing and compiling dataclasses' fifty-field versions at import only
    cost start-up time. Its parameters still say ``init`` and ``eq``, and
    a permanent is made, compared and hashed as before (the control)."""
    probe = (
        "import dataclasses, json\n"
        "made = []\n"
        "process = dataclasses._process_class\n"
        "def counted(cls, init, repr, eq, *rest):\n"
        "    made.append([cls.__qualname__, init, eq])\n"
        "    return process(cls, init, repr, eq, *rest)\n"
        "dataclasses._process_class = counted\n"
        "import mtgcombat.core.model\n"
        "print(json.dumps([m for m in made if m[0] == 'Permanent']))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == [["Permanent", False, False]]
    from mtgcombat.core.model import Permanent  # noqa: PLC0415

    params = vars(Permanent)["__dataclass_params__"]
    assert (params.init, params.eq, params.frozen) == (True, True, True)
    bird = Permanent(id="bird", controller="A", keywords=["flying"], power=2, toughness=2)
    same = Permanent(id="bird", controller="A", keywords=["flying"], power=2, toughness=2)
    assert bird == same and hash(bird) == hash(same)
    assert bird != dataclasses.replace(same, power=3, keywords=["flying"])
