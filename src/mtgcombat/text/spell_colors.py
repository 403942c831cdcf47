"""A spell's color change (layer 5, 613.1e) read for
:mod:`mtgcombat.text.spell_cards` and timeline entries as
:class:`~mtgcombat.rules.spell_colors.SpellColorEffect`:

* "Target creature becomes blue until end of turn." (Cerulean Wisps), alone
  or with a grant or a pump of the same target: "... becomes black and
  gains fear until end of turn." (Aphotic Wisps), "... becomes green and
  gets +1/+0 until end of turn." (Viridescent Wisps), "Target creature gets
  +1/+0, becomes black, and gains shadow until end of turn." (Traitor's
  Clutch), "... becomes red until end of turn and attacks this turn if
  able." (Incite);
* "One or more target creatures become white until end of turn." (Heaven's
  Gate): at least one target, with no most (601.2c);
* "Target spell or permanent becomes red." (Chaoslace): no duration, so it
  lasts (611.2a). A timeline entry casts it between the steps of combat,
  when the only spells on the stack are its own: its target is a permanent.

>>> from mtgcombat.text.spells import parse_parts
>>> [str(e) for p, _ in color_parts("Target creature becomes blue until end of turn.",
...                                  parse_parts) for e in p.effects]
['the target becomes blue until end of turn']
"""

from __future__ import annotations

import re

from mtgcombat.rules.spell_colors import SpellColorEffect
from mtgcombat.text.spell_values import Parse, Parts, SpellError

_COLOR = r"(?:white|blue|black|red|green)"
_COLORS = rf"(?P<colors>{_COLOR}(?: and {_COLOR})?|colorless)"
_WHO = r"(?P<who>target .+?|it|that creature)"
_UNTIL = " until end of turn"
_FORMS = (
    re.compile(rf"^{_WHO} becomes {_COLORS}(?P<until>{_UNTIL})?\.?$", re.I),
    re.compile(rf"^{_WHO} becomes {_COLORS} and (?P<rest>(?:gains|gets) .+){_UNTIL}\.?$", re.I),
    re.compile(
        rf"^{_WHO} gets (?P<pt>[+-]\d+/[+-]\d+), becomes {_COLORS}, and gains (?P<kw>.+)"
        rf"{_UNTIL}\.?$",
        re.I,
    ),
    re.compile(rf"^{_WHO} becomes {_COLORS}{_UNTIL} and attacks this turn if able\.?$", re.I),
)

_SEVERAL = re.compile(r"^one or more target creatures become (?P<rest>.+)$", re.I)
"""Any number of target creatures but at least one (601.2c: Heaven's Gate)."""


def color_parts(sentence: str, parse: Parse) -> list[tuple[Parts, tuple[int, int]]] | None:
    """The sentence's parts and their counts of targets (one: 601.2c), or
    ``None`` for another sentence. Raises :class:`SpellError` when what
    changes colors is not one target or "it".

    >>> from mtgcombat.text.spells import parse_parts
    >>> found = color_parts("Target creature becomes black and gains fear until end of turn.",
    ...                     parse_parts)
    >>> [str(e) for p, _ in found for e in p.effects], str(found[0][0].target)
    (['the target becomes black until end of turn', 'the target gains fear until end of turn'], \
'creatures')
    >>> [str(e) for p, _ in color_parts("Target spell or permanent becomes red.", parse_parts)
    ...  for e in p.effects]
    ['the target becomes red']
    >>> color_parts("Target creature becomes the color of your choice.", parse_parts) is None
    True
    >>> [c for _, c in color_parts("One or more target creatures become white until end of "
    ...                            "turn.", parse_parts)]
    [(1, 0)]
    """
    text = sentence.strip()
    count = (1, 1)
    several = _SEVERAL.match(text)
    if several is not None:  # "One or more target creatures become red ...": 601.2c
        text, count = f"Target creature becomes {several['rest']}", (1, 0)
    matches = [(i, form.match(text)) for i, form in enumerate(_FORMS)]
    i, found = next(((i, m) for i, m in matches if m is not None), (-1, None))
    if found is None:
        return None
    colors = frozenset(found["colors"].lower().split(" and ")) - {"colorless"}
    until = i != 0 or bool(found["until"])
    who = re.sub(r"^target spell or permanent", "target permanent", found["who"], flags=re.I)
    change = SpellColorEffect(colors, until)
    one = count
    if who.lower() in ("it", "that creature"):
        head = Parts((change,), None, it=True)
    else:
        parts = parse(f"Tap {who}.")
        if parts.target is None or parts.players or len(parts.effects) != 1:
            raise SpellError("a color change on something other than one target")
        head = Parts((change,), parts.target, also=parts.also)
    if i == 1:
        rest = parse(f"It {found['rest']} until end of turn.")
        return [(head, one), (rest, one)]
    if i == 2:
        rest = parse(f"It gets {found['pt']} and gains {found['kw']} until end of turn.")
        return [(head, one), (rest, one)]
    if i == 3:
        from mtgcombat.text.spell_requirements import requirement_parts  # noqa: PLC0415

        more = requirement_parts("It attacks this turn if able.", parse) or []
        return [(head, one), *more]
    return [(head, one)]


__all__ = ["color_parts"]
