"""The class level bars of Class enchantments (716.2): "{1}{R}{W}: Level 2"
and the class abilities printed under it.

A Class has the abilities of the top section of its text box at all times
(716.3). A class level bar "[Cost]: Level N" stands for an activated ability
(its level becomes N, only at level N-1 and only as a sorcery) and a static
one: as long as its level is N or greater, the Class has the abilities of
that bar's section (716.2a). A scenario cannot state a Class's level, so an ability of
level 2 or 3 that would change a combat is refused rather than applied at
every level; one with no effect on combat stays "no effect".

>>> from mtgcombat.text import parse_text
>>> text = "Creatures you control have vigilance.\\n{2}{W}: Level 2\\nFlying"
>>> [(p.sentence, p.status) for p in parse_text(text)]  # doctest: +NORMALIZE_WHITESPACE
[('Creatures you control have vigilance.', 'modelled'),
 ('{2}{W}: Level 2', 'no_effect'),
 ('Flying', 'unmodelled')]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mtgcombat.text.traits import ParsedSentence

__all__ = ["CLASS_LEVEL_BAR", "class_level_lines", "class_level_refused"]

CLASS_LEVEL_BAR = re.compile(r"^(?:\{[^}]+\})+: Level (\d+)$")
"""A Class's level bar as MTGJSON prints it: "{1}{R}{W}: Level 2"."""


def class_level_refused(level: str) -> str:
    """Why a line under the Class's level ``level`` bar is refused.

    >>> class_level_refused("2")
    "an ability a Class has from level 2 on (716.2a): the Class's level is not modelled"
    """
    return (
        f"an ability a Class has from level {level} on (716.2a): the Class's level is not modelled"
    )


def class_level_lines(parsed: Sequence[ParsedSentence]) -> tuple[ParsedSentence, ...]:
    """The parsed lines of a Class from its first level bar on: the bars as
    read (activated abilities, no effect on combat), and every line after a
    bar that would change a combat (read as modelled or recorded) refused
    with :func:`class_level_refused`.

    >>> from mtgcombat.text import parse_sentence
    >>> bar, pump = parse_sentence("{3}{R}: Level 2"), parse_sentence("Flying")
    >>> [p.status for p in class_level_lines([bar, pump])]
    ['no_effect', 'unmodelled']
    """
    out: list[ParsedSentence] = []
    level = "2"
    for line in parsed:
        found = CLASS_LEVEL_BAR.match(line.sentence)
        if found:
            level = found[1]
        elif line.status in ("modelled", "recorded"):
            why = class_level_refused(level)
            line = ParsedSentence(line.sentence, "unmodelled", combat=True, error=why)  # noqa: PLW2901
        out.append(line)
    return tuple(out)
