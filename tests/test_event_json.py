"""The JSON form of every event (the ``events`` of ``resolve --json`` and of
each batch line): ``kind``, ``rule``, then the event's fields in order, each
value as the event holds it."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from mtgcombat.core import events as events_module
from mtgcombat.core.events import DamageDealt, Event, LifeGained, StepBegins


def event_classes() -> list[type[Event]]:
    return [
        cls
        for cls in vars(events_module).values()
        if isinstance(cls, type) and issubclass(cls, Event)
    ]


def _filled(cls: type[Event]) -> Event:
    """An instance whose every field holds a value of its own (the field's
    name with a mark), set past the frozen class's guard: every class is
    covered without knowing what its fields mean."""
    event = object.__new__(cls)
    for f in fields(cls):
        object.__setattr__(event, f.name, f"<{f.name}>")
    return event


@pytest.mark.parametrize("cls", event_classes(), ids=lambda c: c.__name__)
def test_every_event_is_its_kind_then_its_fields_in_order(cls: type[Event]) -> None:
    event = _filled(cls)
    doc = event.to_json()
    assert list(doc) == ["kind", *(f.name for f in fields(cls))]
    assert doc == {"kind": cls.kind, **{f.name: f"<{f.name}>" for f in fields(cls)}}
    assert event.to_json() == doc and event.to_json() is not doc  # a fresh dict each time


def test_510_2_damage_dealt_and_702_15b_life_gained_as_json() -> None:
    dealt = DamageDealt("510.2", "ogre", "elf", 5, True, "regular")
    assert dealt.to_json() == {
        "kind": "damage_dealt",
        "rule": "510.2",
        "source": "ogre",
        "recipient": "elf",
        "amount": 5,
        "combat": True,
        "step": "regular",
    }
    gained = LifeGained("702.15b", "A", 3, "ogre")
    assert json.loads(json.dumps(gained.to_json())) == gained.to_json()
    assert StepBegins("510.4", "first_strike").to_json() == {
        "kind": "step",
        "rule": "510.4",
        "step": "first_strike",
    }
