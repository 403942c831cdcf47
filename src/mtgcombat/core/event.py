"""The base of every combat event (:class:`Event`): its kind, the rule that
makes it happen, and its JSON form, written by a function made once per
event class."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields
from typing import ClassVar

from mtgcombat.core import predefined as _predefined
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, with the rule that makes it happen.

    >>> from mtgcombat.core.events import LifeLost
    >>> Event("510.2").to_json()
    {'kind': 'event', 'rule': '510.2'}
    >>> isinstance(LifeLost("120.3a", "B", 3, "ogre"), Event)
    True
    """

    kind: ClassVar[str] = "event"
    rule: str

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dictionary: ``kind``, ``rule`` and the event's fields.

        >>> from mtgcombat.core.events import DamageDealt
        >>> doc = DamageDealt("510.2", "ogre", "elf", 5, True, "regular").to_json()
        >>> doc["kind"], doc["rule"], doc["recipient"], doc["amount"]
        ('damage_dealt', '510.2', 'elf', 5)
        """
        write = _JSON_WRITERS.get(type(self))
        if write is None:
            write = _JSON_WRITERS[type(self)] = _json_writer(type(self))
        return write(self)


_JSON_WRITERS: dict[type, Callable[[Event], dict[str, object]]] = {}
"""Each event class's ``to_json`` body, made on first use (it runs per
event of every combat a batch resolves)."""


def events_json(events: Iterable[Event]) -> list[dict[str, object]]:
    """``[e.to_json() for e in events]``, each written by its class's
    function directly (no method call per event).

    >>> from mtgcombat.core.events import LifeLost
    >>> events_json([LifeLost("120.3a", "B", 3, "ogre"), Event("510.2")])[1]
    {'kind': 'event', 'rule': '510.2'}
    """
    writers = _JSON_WRITERS
    out = []
    for event in events:
        write = writers.get(type(event))
        out.append(event.to_json() if write is None else write(event))
    return out


def _json_writer(cls: type[Event]) -> Callable[[Event], dict[str, object]]:
    """A function that builds the event's dictionary in one display: the
    fields read as plain attributes, which the interpreter specializes
    (about twice as quick as ``getattr`` by name in a loop, on six fields)."""
    names = [f.name for f in fields(cls)]
    items = "".join(f", {name!r}: self.{name}" for name in names)
    namespace: dict[str, object] = {}
    _predefined.define(
        f"def to_json(self):\n    return {{'kind': {cls.kind!r}{items}}}\n", namespace
    )
    writer = namespace["to_json"]
    return writer  # type: ignore[return-value]
