"""Triggered abilities with "up to one target ..." (601.2c, 115.1):
"Whenever ~ attacks, up to one other target creature gains flying until end
of turn", "... tap up to one target creature defending player controls".

"Up to one" lets the controller choose no target as the ability goes on the
stack (601.2c); with one chosen, the ability is the same as with "target".
The sentence is read with "up to one (other) target" written as "(another)
target"; when that reads as one triggered ability with exactly one targeted
effect, the ability is marked ``up_to`` (:class:`~mtgcombat.core.triggered.
BlockTrigger`), and ``choices.targets`` may give ``""`` for it: no target
(:mod:`mtgcombat.rules.triggers_targets`). Anything else ("up to two target
creatures", a player target, two targets in one sentence) is left to the
grammar, which refuses it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.counted_values import CountedEffect
from mtgcombat.text.traits import Status, Traits

_UP_TO = re.compile(r"\bup to one (other |another )?target\b")


def up_to_one_target(
    text: str, read: Callable[[str], tuple[Status, Traits, str, bool]]
) -> Traits | None:
    """The traits of a normalised trigger sentence ``text`` with one "up to
    one target", read by ``read`` as the same sentence with "target"; None
    when it is not one or does not read as one ability with one target.

    >>> from mtgcombat.text.parser import _parse_normalized
    >>> text = "whenever ~ attacks, up to one other target creature gains flying until end of turn"
    >>> found = up_to_one_target(text, lambda t: _parse_normalized(t, True))
    >>> [str(a) for a in found.abilities]  # doctest: +NORMALIZE_WHITESPACE
    ['whenever this creature attacks, a target among other creatures gains flying until
      end of turn (up to one target: none may be chosen, 601.2c)']
    >>> up_to_one_target("whenever ~ attacks, up to two target creatures get +1/+1",
    ...                  lambda t: _parse_normalized(t, True)) is None
    True
    """
    if not text.startswith(("when ", "whenever ")) or len(_UP_TO.findall(text)) != 1:
        return None
    if len(re.findall(r"\btargets?\b", text)) != 1:
        return None  # another target in the sentence: not one choice
    plain = _UP_TO.sub(lambda m: "another target" if m.group(1) else "target", text)
    status, traits, _error, whole = read(plain)
    if status != "modelled" or not whole or len(traits.abilities) != 1:
        return None
    (ability,) = traits.abilities
    if not isinstance(ability, BlockTrigger):
        return None
    aimed = [
        e
        for e in (x.effect if isinstance(x, CountedEffect) else x for x in ability.effects)
        if getattr(e, "target", None) == "target"
    ]
    if len(aimed) != 1:
        return None  # a player target, a modal ability...: not this form
    marked = dataclasses.replace(ability, up_to=True)
    return dataclasses.replace(traits, abilities=frozenset({marked}))
