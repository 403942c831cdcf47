"""A spell's target "and all other creatures with the same name as that
creature" (201.2; issue 33, session 10): the sentence is read without the
phrase, its verb made singular, and its effects put between the two
:class:`~mtgcombat.rules.spell_same_name.SameNameEffect` markers, so that
they reach every other permanent of that kind with the target's name as the
spell resolves. Forms with a pump, destruction, exile, return to the hand, or
the spell's damage ("Homing Lightning deals 4 damage to target creature and
each other creature with the same name as that creature.").

>>> from mtgcombat.text.spells import parse_parts
>>> parts = same_name_parts("Target creature and all other creatures with the same name as "
...                         "that creature get -3/-3 until end of turn.", parse_parts)
>>> [str(e) for e in parts.effects]
['from here, each other creature with the same name as a target too', 'the target gets -3/-3 \
until end of turn', 'from here, the targets alone']
"""

from __future__ import annotations

import re

from mtgcombat.rules.spell_same_name import SameNameEffect
from mtgcombat.text.spell_values import Parse, Parts, SpellError

_KINDS = {
    "creatures": "creature",
    "artifacts": "artifact",
    "enchantments": "enchantment",
    "lands": "land",
    "permanents": "",
}
_SAME = re.compile(
    r"^(?P<head>(?:destroy |exile |return |(?P<source>[^.]+?) deals (?P<n>\d+) damage to )?"
    rf"target [\w -]+?) and (?:all other (?P<kind>{'|'.join(_KINDS)})"
    r"|each other (?P<one>creature|permanent)) with the same name as that [\w-]+"
    r"(?P<rest>(?: get [+-]\d+/[+-]\d+ until end of turn| to their owners' hands)?\.?)$",
    re.I,
)


def same_name_parts(sentence: str, parse: Parse) -> Parts | None:
    """The sentence's parts with the same-name markers around its effects,
    or ``None`` for another sentence. Raises
    :class:`~mtgcombat.text.spell_values.SpellError` when the rest is not
    one of the forms read (see the module's example).

    >>> from mtgcombat.text.spells import parse_parts
    >>> parts = same_name_parts("Destroy target nonland permanent and all other permanents "
    ...                         "with the same name as that permanent.", parse_parts)
    >>> [str(e) for e in parts.effects][1], str(parts.target)
    ('destroy the target', 'nonland permanents')
    """
    found = _SAME.match(sentence.strip())
    if not found:
        return None
    head = found["head"]
    if found["source"]:
        # the spell deals the damage ("Homing Lightning deals 4 damage ..."): "~" as the
        # card's own name is read elsewhere (text.spell_cards); "it" or a creature is not
        if found["source"].lower().split()[0] in ("it", "that", "target", "each", "this"):
            raise SpellError("damage by a creature to the same name as a target")
        head = "~" + head[len(found["source"]) :]
    rest = found["rest"].rstrip(".")
    if rest.startswith(" get "):
        rest = " gets" + rest[4:]
    elif rest.startswith(" to their owners' hands"):
        rest = " to its owner's hand"
    parts = parse(f"{head}{rest}.")
    if parts.target is None or parts.it or len(parts.effects) != 1:
        raise SpellError("the same name as a target with an effect not read here")
    kinds = _KINDS[found["kind"].lower()] if found["kind"] else _KINDS[found["one"].lower() + "s"]
    marker = SameNameEffect(frozenset({kinds}) if kinds else frozenset())
    return parts.with_effects((marker, *parts.effects, SameNameEffect(end=True)))
