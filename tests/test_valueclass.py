"""mtgcombat.valueclass: frozen dataclasses whose methods are generated on
first use behave exactly as :func:`dataclasses.dataclass` makes them (start-up
work, no rule of its own: these tests check the classes, not a CR rule)."""

from __future__ import annotations

import dataclasses
import pickle
from dataclasses import FrozenInstanceError, field
from typing import TYPE_CHECKING, ClassVar

import pytest

from mtgcombat import abilities, events

if TYPE_CHECKING:
    from dataclasses import dataclass
else:
    from mtgcombat.valueclass import dataclass


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


def test_every_value_class_of_the_rules_compares_and_hashes_as_before() -> None:
    """Every ability and event class: construction by field, equality with
    an equal copy, the same hash, a repr naming the class."""
    checked = 0
    for module in (abilities, events):
        for cls in vars(module).values():
            if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
                continue
            if cls.__module__ != module.__name__:
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
