"""A card's "Exile target creature you control, then return that card to
the battlefield under its owner's control." (Cloudshift, Momentary Blink,
Displace) read as one effect on its targets,
:class:`~mtgcombat.rules.spell_flicker.FlickerEffect` (406.2, 400.7), for
:mod:`mtgcombat.text.spell_cards`: what is exiled is read by the grammar
("Exile up to two target creatures you control."), the return by its words.

>>> from mtgcombat.text.spells import parse_parts
>>> parts, count = flicker_parts("Exile up to two target creatures you control, then return "
...                              "those cards to the battlefield under their owner's control.",
...                              parse_parts)
>>> [str(e) for e in parts.effects], str(parts.target), count
(["exile the target, then return that card to the battlefield under its owner's control"], \
'creatures you control', (0, 2))
"""

from __future__ import annotations

import re

from mtgcombat.rules.spell_flicker import FlickerEffect
from mtgcombat.text.spell_values import Parse, Parts, SpellError

_FLICKER = re.compile(
    r"^exile (?P<what>.*\btargets? .+?), then return (?:that card|it|those cards|them) to the "
    r"battlefield under (?P<whose>its owner's|their owner's|their owners'|your) control\.?$",
    re.I,
)


def flicker_parts(sentence: str, parse: Parse) -> tuple[Parts, tuple[int, int]] | None:
    """The sentence as a flicker of its targets and their count (601.2c),
    or ``None`` for another sentence. Raises :class:`SpellError` when what
    is exiled is not read as targets.

    >>> from mtgcombat.text.spells import parse_parts
    >>> flicker_parts("Exile target creature.", parse_parts) is None
    True
    >>> parts, count = flicker_parts("Exile target creature you control, then return it to "
    ...                              "the battlefield under your control.", parse_parts)
    >>> parts.effects, count
    ((FlickerEffect(under='you'),), (1, 1))
    """
    from mtgcombat.rules.spell_effects import SpellExileEffect  # noqa: PLC0415
    from mtgcombat.text.spell_targets import plural_targets  # noqa: PLC0415

    found = _FLICKER.match(sentence.strip())
    if not found:
        return None
    singular, count = plural_targets(f"Exile {found['what']}.")
    parts = parse(singular)
    if parts.effects != (SpellExileEffect(),) or parts.target is None or parts.players:
        raise SpellError("a flicker of something other than target permanents")
    effect = FlickerEffect("you") if found["whose"] == "your" else FlickerEffect("owner")
    return Parts((effect,), parts.target, also=parts.also), count


__all__ = ["flicker_parts"]
