"""The choices a timeline entry makes for its card's text before it is read
as a spell: the value of X (107.3a, 601.2b: announced as the spell is cast)
and a color chosen ("protection from the color of your choice", "Choose a
color. ... the chosen color": 608.2d, made as it resolves; the entry gives
it), and whether to tap or untap ("You may tap or untap target creature.":
701.26, chosen as it resolves, 608.2d; issue 33, session 7). :func:`with_choices`
writes the chosen values into the text, which is
then read with the spell grammar like any other; :func:`choices_needed`
says which a text asks for.
"""

from __future__ import annotations

import re

COLORS = ("white", "blue", "black", "red", "green")
"""The five colors (105.1) a choice of color takes."""

_X = re.compile(r"(?<![{\w])X(?![}\w])")
_X_DEFINED = re.compile(r"\bwhere X is\b|\bX is (the|equal)\b|\bX can't be\b", re.I)
_COLOR_CHOICE = re.compile(r"\bthe color of your choice\b", re.I)
_CHOOSE_COLOR = re.compile(r"(^|(?<=\n)|(?<=\. ))Choose a color\.\s*")
_CHOSEN = re.compile(r"\bthe chosen color\b", re.I)
_TAP_OR_UNTAP = re.compile(r"\b(?:you may )?tap or untap\b", re.I)
TAP_CHOICES = ("tap", "untap")
"""What "you may tap or untap" chooses (701.26a, 701.26b)."""


class ChoiceError(ValueError):
    """A choice the entry gives that its text does not ask for, or one it
    asks for that the entry does not give: ``key`` names it ("x_needed",
    "x_none", "x_defined", "color_needed", "color_none", "tap_needed",
    "tap_none").

    >>> try:
    ...     with_choices("Stave Off gives protection from the color of your choice.")
    ... except ChoiceError as exc:
    ...     print(exc.key)
    color_needed
    """

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def choices_needed(text: str) -> frozenset[str]:
    """The choices a text asks the entry for: "x" (an X the caster
    announces; not one the card defines: "where X is ..."), "color" and
    "tap" (one "you may tap or untap"; a text with two such choices asks
    for none and stays unread).

    >>> sorted(choices_needed("Fireball deals X damage to any target."))
    ['x']
    >>> sorted(choices_needed("Target creature gains protection from the color of your choice "
    ...                       "until end of turn."))
    ['color']
    >>> sorted(choices_needed("Target creature gets +X/+X until end of turn, where X is the "
    ...                       "number of cards in your hand."))
    []
    """
    text = re.sub(r"\([^()]*\)", " ", text)  # reminder text asks for nothing
    needed = set()
    if _X.search(text) and not _X_DEFINED.search(text):
        needed.add("x")
    if _COLOR_CHOICE.search(text) or _CHOSEN.search(text):
        needed.add("color")
    if len(_TAP_OR_UNTAP.findall(text)) == 1:
        needed.add("tap")
    return frozenset(needed)


def with_choices(
    text: str, x: int | None = None, color: str | None = None, tap: str | None = None
) -> str:
    """The text with X, the chosen color and "tap" or "untap" written in.
    Raises :class:`ChoiceError` when a choice is missing or not asked for.

    >>> with_choices("Blaze deals X damage to any target.", x=3)
    'Blaze deals 3 damage to any target.'
    >>> with_choices("Target creature gets +X/+0 until end of turn.", x=2)
    'Target creature gets +2/+0 until end of turn.'
    >>> with_choices("Choose a color. Target creature gains protection from the chosen color "
    ...              "until end of turn.", color="red")
    'Target creature gains protection from red until end of turn.'
    >>> with_choices("You may tap or untap target creature.", tap="untap")
    'Untap target creature.'
    >>> with_choices("Tap target creature.", x=1)
    Traceback (most recent call last):
    ...
    mtgcombat.text.spell_choices.ChoiceError: x_none
    """
    needed = choices_needed(text)
    if x is not None:
        if "x" not in needed:
            raise ChoiceError("x_defined" if _X_DEFINED.search(text) else "x_none")
        text = _X.sub(str(x), text)
    elif "x" in needed:
        raise ChoiceError("x_needed")
    if color is not None:
        if "color" not in needed:
            raise ChoiceError("color_none")
        text = _CHOOSE_COLOR.sub("", text)
        text = _CHOSEN.sub(color, _COLOR_CHOICE.sub(color, text))
    elif "color" in needed:
        raise ChoiceError("color_needed")
    if tap is not None:
        if "tap" not in needed or tap not in TAP_CHOICES:
            raise ChoiceError("tap_none")
        # 608.2d: the choice made as it resolves; the sentence then reads
        # as the tapping or untapping it chose (701.26)
        text = _TAP_OR_UNTAP.sub(lambda m: tap.capitalize() if m[0][0].isupper() else tap, text)
    elif "tap" in needed:
        raise ChoiceError("tap_needed")
    return text
