"""A spell's removal of its target and all Equipment or Auras attached to
it, read for :mod:`mtgcombat.text.spell_cards` and timeline entries as the
one-target removal and an
:class:`~mtgcombat.rules.spell_attached.AttachedAlsoEffect` before it:
"Destroy target creature with flying and all Equipment attached to that
creature." (Eaten by Spiders), "Exile target attacking creature and all
Equipment attached to it." (Soul Nova), "Return target creature and all
Auras attached to it to their owners' hands." (Hubris).

>>> from mtgcombat.text.spells import parse_parts
>>> parts = attached_parts("Exile target attacking creature and all Equipment attached to it.",
...                        parse_parts)
>>> [str(e) for e in parts.effects], str(parts.target)
(['exile all Equipment attached to the target', 'exile the target'], 'attacking creatures')
"""

from __future__ import annotations

import re

from mtgcombat.rules.spell_attached import AttachedAlsoEffect
from mtgcombat.text.spell_values import Parse, Parts

_FORM = re.compile(
    r"^(?P<verb>destroy|exile|return) (?P<who>target [^.]+?) and all (?P<kind>equipment|auras) "
    r"attached to (?:it|that creature)(?P<hands> to their owners' hands)?\.?$",
    re.I,
)


def attached_parts(sentence: str, parse: Parse) -> Parts | None:
    """The sentence's parts (one target, 601.2c), or ``None`` for another
    sentence (Auras destroyed or exiled, Equipment returned: not read).

    >>> from mtgcombat.text.spells import parse_parts
    >>> [str(e) for e in attached_parts("Return target creature and all Auras attached to it to "
    ...                                 "their owners' hands.", parse_parts).effects]
    ["return all Auras attached to the target to their owners' hands", \
"return the target to its owner's hand"]
    >>> attached_parts("Destroy target creature and all Auras attached to it.", parse_parts)
    """
    found = _FORM.match(sentence.strip())
    if found is None:
        return None
    verb, kind = found["verb"].lower(), found["kind"].lower()
    if (kind == "auras") != (verb == "return") or bool(found["hands"]) != (verb == "return"):
        return None
    base = f"{found['verb']} {found['who']}"
    base += " to its owner's hand." if verb == "return" else "."
    parts = parse(base)
    extra = AttachedAlsoEffect(verb, "aura" if kind == "auras" else "equipment")  # type: ignore[arg-type]
    return parts.with_effects((extra, *parts.effects))


__all__ = ["attached_parts"]
