"""The level symbols of leveler cards (711, level up 702.87), read from the
lines of a card's text: "LEVEL 2-6", its power/toughness box "3/3" and the
abilities printed in the same striation, until the next level symbol.

A level symbol is a static ability (711.2): "{LEVEL N1-N2} [Abilities]
[P/T]" means "as long as this creature has at least N1 level counters on
it, but no more than N2 level counters on it, it has base power and
toughness [P/T] and has [abilities]" (711.2a); "{LEVEL N3+}" the same with
N3 or more (711.2b). Each becomes a
:class:`~mtgcombat.core.abilities.StaticEffect` of the creature on itself
with that :class:`~mtgcombat.core.abilities.CountersOn` condition: the base
power and toughness in layer 7b (613.4b, before counters and +N/+N), the
keywords and blocking rules it grants in layer 6, and each static ability
of the striation with the same condition. A creature with fewer level
counters than the first symbol needs has its printed power and toughness
(711.4). A scenario gives a permanent its level with ``counters = { level
= 5 }``.

>>> lines = ["LEVEL 2-6", "3/3", "First strike", "LEVEL 7+", "4/4", "Double strike"]
>>> [(p.sentence, p.status) for p in level_lines(lines, lambda part: ())][:2]
[('LEVEL 2-6 3/3', 'modelled'), ('LEVEL 7+ 4/4', 'modelled')]
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence

from mtgcombat.core.abilities import (
    AllOf,
    CountersOn,
    StaticCondition,
    StaticEffect,
)
from mtgcombat.text.traits import Flag, ParsedSentence, Traits
from mtgcombat.text.values import SELF_SELECTOR

__all__ = ["LEVEL_SYMBOL", "level_condition", "level_lines"]

LEVEL_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
"""A level symbol's line as MTGJSON prints it: "LEVEL 2-6" or "LEVEL 7+"."""

_PT_BOX = re.compile(r"^(\d+)/(\d+)$")


def level_condition(symbol: str) -> StaticCondition:
    """The condition a level symbol states (711.2a-b).

    >>> str(level_condition("LEVEL 2-6"))
    'it has 2 or more level counters on it and it has 6 or fewer level counters on it'
    >>> str(level_condition("LEVEL 7+"))
    'it has 7 or more level counters on it'
    """
    found = LEVEL_SYMBOL.match(symbol)
    if found is None:
        raise ValueError(f"not a level symbol: {symbol!r}")
    low = CountersOn("level", ">=", int(found.group(1)))
    if found.group(2) is None:
        return low
    return AllOf((low, CountersOn("level", "<=", int(found.group(2)))))


def level_lines(
    lines: Sequence[str], parse_lines: Callable[[Sequence[str]], tuple[ParsedSentence, ...]]
) -> tuple[ParsedSentence, ...]:
    """The parsed lines of a leveler's text from its first level symbol on:
    each symbol with its power/toughness box as one modelled line, and
    each ability of its striation read by ``parse_lines`` and made to apply
    only at that level.

    >>> from mtgcombat.text import parse_text
    >>> lines = ["LEVEL 1-3", "2/3", "Flying", "LEVEL 4+", "4/4", "Flying, vigilance"]
    >>> read = level_lines(lines, lambda part: parse_text("\\n".join(part)))
    >>> [p.sentence for p in read]
    ['LEVEL 1-3 2/3', 'Flying', 'LEVEL 4+ 4/4', 'Flying', 'vigilance']
    >>> str(read[1].traits.statics[0])
    'this permanent: have flying as long as it has a level counter on it and it has 3 or ...'
    """
    heads = [i for i, line in enumerate(lines) if LEVEL_SYMBOL.match(line)]
    out: list[ParsedSentence] = []
    for n, head in enumerate(heads):
        end = heads[n + 1] if n + 1 < len(heads) else len(lines)
        symbol, body = lines[head], list(lines[head + 1 : end])
        condition = level_condition(symbol)
        box = _PT_BOX.match(body[0]) if body else None
        if box is not None:
            base = StaticEffect(
                SELF_SELECTOR,
                base_power=int(box.group(1)),
                base_toughness=int(box.group(2)),
                condition=condition,
            )
            out.append(
                ParsedSentence(f"{symbol} {body[0]}", "modelled", Traits(statics=(base,)), True)
            )
            body = body[1:]
        else:
            out.append(ParsedSentence(symbol, "no_effect"))
        out.extend(_at_level(p, condition) for p in parse_lines(body))
    return tuple(out)


def _at_level(parsed: ParsedSentence, condition: StaticCondition) -> ParsedSentence:
    """A line of a striation: what it gives, only while the level holds
    (711.2). A line that sets one of the permanent's own flags ("can block
    an additional creature") can't be made conditional and is refused."""
    traits = parsed.traits
    if parsed.status == "unmodelled" or traits == Traits():
        return parsed
    if any(isinstance(value, Flag) for value in traits.values()):
        return ParsedSentence(
            parsed.sentence,
            "unmodelled",
            combat=True,
            error="a level symbol's ability that changes the permanent's own combat facts",
        )
    statics = [
        dataclasses.replace(s, condition=_both(s.condition, condition)) for s in traits.statics
    ]
    grants = (*sorted(traits.abilities, key=str), *sorted(traits.block_rules, key=repr))
    if grants:
        statics.insert(0, StaticEffect(SELF_SELECTOR, grants=grants, condition=condition))
    return dataclasses.replace(parsed, traits=Traits(statics=tuple(statics)))


def _both(first: StaticCondition | None, level: StaticCondition) -> StaticCondition:
    if first is None:
        return level
    return AllOf((level, first))
