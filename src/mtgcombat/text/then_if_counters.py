"""Issue 33 §3 (session 12): a trigger's second sentence checked as it
resolves on the counters the first put (608.2c): "Whenever enchanted
creature attacks, put a +1/+1 counter on it. Then if it has three or more
+1/+1 counters on it, sacrifice ~." (the Theros Ordeals).

The first sentence is the trigger as the grammar reads it; "then if it has
N or more KIND counters on it" is a condition read as the ability resolves,
after the first effects (608.2c: no intervening "if", 603.4, since it
follows them), and the effects after it happen only when it holds.
"It" is the creature the event is about: the permanent with the ability
itself ("whenever ~ attacks": :class:`~mtgcombat.core.abilities.CountersOn`),
or its host ("whenever enchanted (equipped) creature ...", 303.4, 301.5:
the number of counters on the permanent it is attached to,
:class:`~mtgcombat.core.abilities.CounterCount`). A trigger about another
creature ("whenever a creature you control attacks") is left unmodelled,
and so is one whose first sentence does anything but put counters on that
same creature (a target, "each other attacking creature"): "it" would then
be another object than the one the engine counts on.

The value is one :class:`~mtgcombat.core.abilities.BlockTrigger` whose
effects are the first sentence's, an
:class:`~mtgcombat.core.counted_values.InterveningIf` with ``at_resolution``
(checked where it stands as the ability resolves,
:mod:`mtgcombat.rules.triggers_targets`), and the second sentence's.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgcombat.core.abilities import (
    AmountIs,
    BlockTrigger,
    CounterCount,
    CounterEffect,
    CountersOn,
    StaticCondition,
)
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.text.traits import Status, Traits

Reader = Callable[[str, bool], tuple[Status, Traits, str, bool]]
"""The grammar's reader of a normalized sentence (the parser's)."""

_THEN_IF = re.compile(
    r"^(?P<head>(?:when|whenever) [^,]+), (?P<first>[^.]+)\. then if it has "
    r"(?P<n>a|one|two|three|four|five|six|seven|\d+) or more (?P<kind>[+-]1/[+-]1|[a-z]+) "
    r"counters? on it, (?P<then>[^.]+?)\.?$"
)
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def then_if_counters(text: str, read: Reader) -> Traits | None:
    """The ability a normalized sentence gives, if it is a trigger whose
    second sentence is "then if it has N or more KIND counters on it, ..."
    and both its parts are read and carried out; else ``None``.

    >>> from mtgcombat.text.parser import _parse_normalized as read
    >>> line = ("whenever enchanted creature attacks, put a +1/+1 counter on it. then if it "
    ...         "has three or more +1/+1 counters on it, sacrifice ~")
    >>> effects = next(iter(then_if_counters(line, read).abilities)).effects
    >>> [str(e) for e in effects[::2]]
    ['put 1 +1/+1 counter(s) on it', 'sacrifice this permanent']
    >>> str(effects[1].condition).split(" is ")
    ['the number of +1/+1 counters on the creature it', 'attached to', '3 or more']
    >>> then_if_counters("whenever a creature you control attacks, put a +1/+1 counter on it. "
    ...                  "then if it has three or more +1/+1 counters on it, sacrifice ~", read)
    >>> then_if_counters("whenever ~ attacks, put a +1/+1 counter on target creature you control. "
    ...                  "then if it has three or more +1/+1 counters on it, sacrifice ~", read)
    """
    found = _THEN_IF.match(text)
    if found is None:
        return None
    first = _trigger(f"{found['head']}, {found['first']}", read)
    then = _trigger(f"{found['head']}, {found['then']}", read)
    if first is None or then is None:
        return None
    if dataclasses.replace(then, effects=()) != dataclasses.replace(first, effects=()):
        return None  # the same trigger, read twice
    if not _counters_on_it(first):
        return None  # "it" would read another object than the counters went on
    n = _NUMBERS[found["n"]] if found["n"] in _NUMBERS else int(found["n"])
    condition = _condition(first, found["kind"], n)
    if condition is None:
        return None
    gate = InterveningIf(condition, at_resolution=True)
    value = dataclasses.replace(first, effects=(*first.effects, gate, *then.effects))
    return Traits(abilities=frozenset({value}))


def _trigger(sentence: str, read: Reader) -> BlockTrigger | None:
    """The one triggered ability the grammar reads ``sentence`` as, with no
    "you may", "if you do" or condition of its own; else ``None``."""
    status, traits, _, _ = read(sentence, True)
    if status != "modelled" or traits != Traits(abilities=traits.abilities):
        return None
    if len(traits.abilities) != 1:
        return None
    [value] = traits.abilities
    if not isinstance(value, BlockTrigger) or value.optional or value.if_you_do or value.up_to:
        return None
    if any(isinstance(e, InterveningIf) for e in value.effects):
        return None
    return value


def _counters_on_it(trigger: BlockTrigger) -> bool:
    """Whether every effect of the first sentence puts counters on "it",
    the creature of the event the condition reads (608.2c: "it" in the
    second sentence is the object the first put counters on). A counter on
    a target or on a group ("on each other attacking creature") would be
    counted on another object, so such a line is left unmodelled."""
    return bool(trigger.effects) and all(
        isinstance(e, CounterEffect) and e.target == "it" and e.target_filter is None
        for e in trigger.effects
    )


def _condition(trigger: BlockTrigger, kind: str, n: int) -> StaticCondition | None:
    """ "It has N or more KIND counters on it", "it" the creature of the
    event: the permanent itself, or its host; ``None`` for another."""
    if trigger.subject is None:
        return CountersOn(kind, ">=", n)
    if trigger.subject.host:
        return AmountIs(CounterCount(kind, on=trigger.subject), ">=", n)
    return None
