"""The further conditions of a trigger on a spell being cast (issue 33;
601.2i), read off a normalized sentence before its spell and effect are
(:mod:`mtgcombat.text.cast_triggers`): "your second spell each turn",
"your first spell during each opponent's turn", "a spell other than your
first spell each turn", "... during your turn / an opponent's turn", "a
kicked spell" and "a spell, if that spell was kicked, ..." (702.33d). The
sentence comes back in the plain form, "whenever you cast a spell, EFFECT",
with a :class:`~mtgcombat.core.cast_when.CastWhen`.

>>> plain, when = cast_when("whenever you cast your second spell each turn, you gain 2 life")
>>> plain, str(when)
('whenever you cast a spell, you gain 2 life', 'your second spell each turn')
"""

from __future__ import annotations

import re

from mtgcombat.core.cast_when import CastWhen

_HEAD = r"^(?P<head>(?:[a-z][\w' -]* \u2014 )?whenever "
_NTH = re.compile(
    _HEAD + r"you cast) your (?P<nth>first|second|third) spell "
    r"(?P<each>each turn|during each opponent's turn), (?P<rest>.+)$"
)
_OTHER_THAN_FIRST = re.compile(
    _HEAD + r"you cast) a spell other than your first spell each turn, (?P<rest>.+)$"
)
_TURN = re.compile(
    _HEAD + r"(?:you cast|a player casts|an opponent casts) an? [a-z ,]*?spell)"
    r" during (?P<turn>your|an opponent's) turn, (?P<rest>.+)$"
)
_KICKED = re.compile(_HEAD + r"you cast) a kicked spell, (?P<rest>.+)$")
_IF_KICKED = re.compile(_HEAD + r"you cast) a spell, if that spell was kicked, (?P<rest>.+)$")
_NUMBERS = {"first": 1, "second": 2, "third": 3}


def cast_when(text: str) -> tuple[str, CastWhen | None]:
    """``text`` in its plain form and the further condition it names
    (``None``: none, the text unchanged).

    >>> plain, when = cast_when("whenever you cast a spell during an opponent's turn, untap ~")
    >>> plain, when.turn
    ('whenever you cast a spell, untap ~', 'opponents')
    >>> cast_when("whenever you cast a noncreature spell, untap ~")[1] is None
    True
    """
    nth = _NTH.match(text)
    if nth is not None:
        turn = "opponents" if nth["each"] != "each turn" else ""
        when = CastWhen(nth=_NUMBERS[nth["nth"]], turn=turn)  # type: ignore[arg-type]
        return f"{nth['head']} a spell, {nth['rest']}", when
    other = _OTHER_THAN_FIRST.match(text)
    if other is not None:
        return f"{other['head']} a spell, {other['rest']}", CastWhen(after_first=True)
    during = _TURN.match(text)
    if during is not None:
        turn = "yours" if during["turn"] == "your" else "opponents"
        return f"{during['head']}, {during['rest']}", CastWhen(turn=turn)  # type: ignore[arg-type]
    for form in (_KICKED, _IF_KICKED):
        kicked = form.match(text)
        if kicked is not None:
            return f"{kicked['head']} a spell, {kicked['rest']}", CastWhen(kicked=True)
    return text, None
