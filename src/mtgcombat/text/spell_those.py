"""A spell's sentence about the creatures an earlier sentence acted on
(issue 33, session 12): "They", "Those creatures", "Each of them" and
"Each of those creatures" name the same objects as the sentence before
them (608.2c: the spell's text is followed in order).

* after several targets ("Untap up to two target creatures. They each get
  +2/+2 until end of turn.", Synchronized Strike): each target (601.2c),
  read as the one-target sentence on "it" (:mod:`~mtgcombat.text.spell_targets`);
* after a group's effect ("Untap all creatures you control. They gain flying
  and double strike until end of turn.", Flying Crane Technique): the same
  group, whose set is fixed as the spell resolves (611.2c), as the sentence
  before it fixed it.

Anything else they may name (tokens just created, creatures sacrificed or
gained control of) is not read here: the sentence stays refused.

>>> from mtgcombat.text.spells import parse_parts
>>> untap = parse_parts("Untap all creatures you control.")
>>> parts = those_parts("They gain flying until end of turn.", untap, (1, 1), parse_parts)
>>> str(parts.effects[0])
'creatures you control gain flying until end of turn'
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, cast

from mtgcombat.text.spell_targets import plural_targets
from mtgcombat.text.spell_values import Parse, Parts, SpellError

__all__ = ["THOSE", "those_parts"]

THOSE = re.compile(
    r"^(?:they|those creatures|each of them|each of those creatures)(?P<each> each)? (?P<rest>.+)$",
    re.I,
)
"""A sentence whose subject is the creatures the sentence before it named."""

_PLURAL_VERB = {"gets": "get", "gains": "gain", "loses": "lose", "has": "have", "can't": "can't"}
"""The singular verbs "each of them" takes, in their plural forms."""


def those_parts(sentence: str, last: Parts, count: tuple[int, int], parse: Parse) -> Parts | None:
    """The sentence read on the objects ``last`` (the sentence before it,
    with its ``count`` of targets) acted on, or ``None`` when it is not such
    a sentence or ``last`` named no targets or group. Raises
    :class:`~mtgcombat.text.spell_values.SpellError` for an effect the group
    cannot take.

    >>> from mtgcombat.text.spells import parse_parts
    >>> untap = parse_parts("Untap target creature.")
    >>> parts = those_parts("They each get +2/+2 until end of turn.", untap, (0, 2), parse_parts)
    >>> [str(e) for e in parts.effects], parts.it
    (['the target gets +2/+2 until end of turn'], True)
    >>> those_parts("They each get +2/+2 until end of turn.", untap, (1, 1), parse_parts) is None
    True
    """
    found = THOSE.match(sentence.strip())
    if found is None:
        return None
    rest = found["rest"]
    verb, _, tail = rest.partition(" ")
    rest = f"{_PLURAL_VERB.get(verb.lower(), verb)} {tail}"
    if last.target is not None:
        if count == (1, 1):
            return None  # one target: "it", not "they"
        singular, _ = plural_targets(f"Two target creatures each {rest}")
        parts = parse(singular)
        return Parts(parts.effects, None, it=True)
    from mtgcombat.rules.spell_effects import GroupSpellEffect  # noqa: PLC0415

    groups = [e for e in last.effects if isinstance(e, GroupSpellEffect)]
    if len(groups) != 1 or len(last.effects) != 1:
        return None
    parts = parse(f"Creatures {rest}")
    bare = parse("Creatures get +1/+1 until end of turn.").effects[0]
    made = []
    for effect in parts.effects:
        if getattr(effect, "affected", None) != getattr(bare, "affected", ()):
            raise SpellError(f"{effect} on the creatures the sentence before it named")
        # a group effect (GroupSpellEffect, GroupCantBlockEffect...) on the same group
        made.append(dataclasses.replace(cast("Any", effect), affected=groups[0].affected))
    return Parts(tuple(made), None)
