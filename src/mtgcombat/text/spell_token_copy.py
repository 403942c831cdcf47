"""A token that's a copy of a spell's target read from its sentence
(707.2; issue 33, session 10), carried out by
:mod:`mtgcombat.rules.spell_token_copy`.

>>> token_copy_parts("Draw a card.", None) is None
True
"""

from __future__ import annotations

import re

from mtgcombat.text.spell_values import Parse, Parts, SpellError

_COPY = re.compile(
    r"^create a token that's a copy of (?P<target>target (?:creature|artifact|permanent)"
    r"(?: you control)?)\.?$",
    re.I,
)


def token_copy_parts(sentence: str, parse: Parse) -> Parts | None:
    """ "Create a token that's a copy of target creature you control." (707.2;
    :mod:`mtgcombat.rules.spell_token_copy`), or ``None`` for another sentence.

    >>> from mtgcombat.text.spells import parse_parts
    >>> parts = token_copy_parts("Create a token that's a copy of target creature you control.",
    ...                          parse_parts)
    >>> [str(e) for e in parts.effects], str(parts.target)
    (["create a token that's a copy of the target"], 'creatures you control')
    """
    from mtgcombat.rules.spell_token_copy import SpellTokenCopyEffect  # noqa: PLC0415

    found = _COPY.match(sentence.strip())
    if not found:
        return None
    parts = parse(f"Tap {found['target']}.")  # the target's selector (115.1)
    if parts.target is None:
        raise SpellError("a token copy of a target not read")
    return parts.with_effects((SpellTokenCopyEffect(),))
