"""The class abilities of a Class card (716): a Class starts at level 1 with
only the abilities above its first class level bar ("{1}{G}: Level 2"); it
gains the abilities of each later section as it becomes that level. A
scenario doesn't say a Class's level, so an ability of a later section that
changes the combat is refused rather than carried out at level 1; one with
no effect on combat stays so (session 9; Ranger Class, Paladin Class).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mtgcombat.text.traits import ParsedSentence

CLASS_LEVEL = re.compile(r"^(?:\{[^}]*\})+: Level (\d+)$")
"""A class level bar as MTGJSON prints it: "{1}{G}: Level 2"."""


def class_checked(
    lines: Sequence[str], out: Sequence[ParsedSentence]
) -> tuple[ParsedSentence, ...]:
    """The card's sentences (one for each of ``lines``, or the same when not),
    those after a class level bar refused when they change the combat.

    >>> from mtgcombat.text import parse_text
    >>> text = ("Creatures you control get +1/+1.\\n{2}{W}: Level 2\\n"
    ...         "Creatures you control get +1/+1.")
    >>> [p.status for p in parse_text(text, name="Paladin Class")]
    ['modelled', 'no_effect', 'unmodelled']
    """
    if len(lines) != len(out):  # a line read as several sentences: positions unknown
        return tuple(
            ParsedSentence(p.sentence, "unmodelled", combat=True, error=_why("2"))
            if p.status in ("modelled", "recorded")
            else p
            for p in out
        )
    level = ""
    checked: list[ParsedSentence] = []
    for line, parsed in zip(lines, out, strict=True):
        found = CLASS_LEVEL.match(line)
        if found:
            level = found[1]
        elif level and parsed.status in ("modelled", "recorded"):
            parsed = ParsedSentence(parsed.sentence, "unmodelled", combat=True, error=_why(level))  # noqa: PLW2901
        checked.append(parsed)
    return tuple(checked)


def _why(level: str) -> str:
    return f"an ability a Class gains at level {level} (716): the Class's level is not modelled"
