"""A trigger of an Aura or Equipment on a block of the creature it is
attached to with one other creature (issue 33, session 13): "Whenever
equipped creature blocks or becomes blocked by a Vampire, destroy that
creature" (Wooden Stake), "whenever enchanted creature blocks or becomes
blocked by a creature, the other creature gains first strike until end of
turn" (Mammoth Harness), "... destroy both creatures" (Dead-Iron Sledge).

The Aura's or Equipment's ability watches the creature it is attached to
(301.5a, 303.4a): the event is that creature's ("whenever it blocks a
creature", "whenever it becomes blocked by a creature": 509.3c-d now,
509.5c-d in 2023), so "that creature" and "the other creature" are the
other creature of that one block and "it" the creature attached to. The
rules engine already keeps both of them with the trigger
(:mod:`mtgcombat.rules.triggers_blocks`); the sentence keeps its words.

A watcher with another subject ("whenever a creature you control becomes
blocked by a creature, ... that creature") stays refused: which of the two
creatures "that creature" names is not told by the words.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import DestroyEffect, Selector, TriggerEffect
from mtgcombat.text.traits import Unmodelled


def host_pair(subject: Selector, pair: frozenset[str], only_pair: bool) -> bool:
    """Whether a trigger on ``subject``'s events is one on a block of the
    permanent's host with one other creature, whose "that creature" is the
    other one (``pair``: the events of the trigger that pair two
    creatures; ``only_pair``: all of its events do). A trigger on no pair
    event is not (the caller reads "that creature" as the subject); one on
    a pair event of another subject, or one mixing pair events with
    others, is :class:`~mtgcombat.text.traits.Unmodelled`.

    >>> from mtgcombat.core.abilities import Selector
    >>> host = Selector(types=frozenset({"creature"}), host=True)
    >>> host_pair(host, frozenset({"blocks_creature", "becomes_blocked_by"}), True)
    True
    >>> host_pair(host, frozenset(), False)
    False
    >>> host_pair(Selector(controller="you"), frozenset({"becomes_blocked_by"}), True)
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: a trigger on another creature's block with a second creature
    """
    if not pair:
        return False
    if subject.host and only_pair:
        # the creature it is attached to and the other creature of its block (301.5a, 303.4a)
        return True
    raise Unmodelled("a trigger on another creature's block with a second creature")


def check_host_effects(
    effects: tuple[TriggerEffect, ...], events: tuple[str, ...], subject: Selector | None
) -> None:
    """Refuse "enchanted creature" in the effect of an Aura's or Equipment's
    ability on its own leaving the battlefield ("when ~ leaves the
    battlefield, destroy enchanted creature"): the creature it was attached
    to is known then only as it last existed (603.10a), which is not read.
    On another creature's death or entering, "enchanted creature" is the
    creature the Aura or Equipment is attached to as the ability resolves
    (303.4a, 301.5a).

    >>> from mtgcombat.core.abilities import DestroyEffect, Selector
    >>> check_host_effects((DestroyEffect("host"),), ("dies",), Selector())
    >>> check_host_effects((DestroyEffect("host"),), ("leaves",), None)
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: destroy the creature it is attached to: after the source left
    """
    if subject is not None:
        return
    for e in effects:
        if getattr(e, "target", "") == "host":
            raise Unmodelled(f"{e}: after the source left")


class HostPairValues:
    """Transformer methods for the pair's effects (mixed into the grammar's
    transformer).

    >>> from mtgcombat.text import parse_sentence
    >>> read = parse_sentence("Whenever equipped creature blocks or becomes blocked by a "
    ...                       "creature, destroy both creatures.")
    >>> read.status, [str(a) for a in read.traits.abilities][0].split(", ")[-1]
    ('modelled', 'destroy it and destroy that creature')
    """

    def bt_host(self, c: list[Any]) -> str:
        # "enchanted creature", "equipped creature" in an effect: the
        # permanent the source is attached to as it resolves (303.4a, 301.5a)
        return "host"

    def bt_destroy_both(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "destroy both creatures": the creature the event is about and the
        # other creature of its block, destroyed as the ability resolves
        # (701.8a); the state-based actions and the abilities on their deaths
        # follow it, so each sees the other leave (603.10a)
        return (DestroyEffect("it"), DestroyEffect("other"))
