"""The first line of a modal instant or sorcery (700.2) and what it allows
beyond its number of modes (issue 33, session 12):

* "Choose one —", "Choose two —", "Choose one or both —"...: that many
  modes, each chosen once (700.2a);
* "Choose three. You may choose the same mode more than once." (the
  Confluences): a mode may be chosen again (700.2d), each instance done in
  printed order. A timeline spell reads one target: every instance of a mode
  with a target chooses the same object (allowed: 601.2c, one object for each
  instance of the word "target"); different objects are refused by the
  entry's count of targets;
* "Choose one. If this spell was kicked, choose any number instead." (the
  Inscriptions): any number of modes once its kicker cost is paid (702.33d);
* "Choose one. If you control a commander as you cast this spell, you may
  choose both.": one mode; more needs a condition as it is cast (601.2b)
  that a combat's file does not give (a commander, 903.3), so choosing both
  is refused with that sentence named; "If you control an artifact and an
  enchantment as you cast this spell, you may choose both." (Soul Transfer)
  is refused the same way, the reason being that the engine does not check
  the condition (the board may well show it).

>>> head = modal_head("Choose three. You may choose the same mode more than once.")
>>> head.choose, head.repeat
(3, True)
>>> modal_head("Choose one \u2014").choose
1
>>> modal_head("Target creature gets +1/+1 until end of turn.") is None
True
"""

from __future__ import annotations

import re

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

__all__ = ["ModalHead", "modal_head", "more_reason"]

_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "one or both": 0, "one or more": 0}
_HEAD = re.compile(
    r"^choose (?P<n>one or both|one or more|one|two|three|four)\s*(?:\u2014|-|—|\.)?\s*"
    r"(?P<rider>.*?)\s*$",
    re.I,
)
_REPEAT = "you may choose the same mode more than once."
_KICKED = "if this spell was kicked, choose any number instead."
_BOTH_IF = re.compile(r"^if you control .+ as you cast this spell, you may choose both\.$")


@dataclass(frozen=True, slots=True)
class ModalHead:
    """A modal card's first line: ``choose`` modes (0: any number, 700.2);
    ``repeat``: a mode may be chosen more than once (700.2d); ``kicked_any``:
    any number once kicked (702.33d); ``more``: the printed sentence that
    allows more modes under a condition the engine does not check.

    >>> ModalHead(1).repeat
    False
    """

    choose: int
    repeat: bool = False
    kicked_any: bool = False
    more: str = ""


def modal_head(line: str) -> ModalHead | None:
    """The line read as a modal card's first line, or ``None`` for another
    line (a first line with another rider is none: the card is then read as
    a card without modes, and refused on it).

    >>> modal_head("Choose one. If this spell was kicked, choose any number instead.").kicked_any
    True
    >>> modal_head("Choose one. If you control a commander as you cast this spell, you may "
    ...            "choose both.").more[:31]
    'If you control a commander as y'
    >>> modal_head("Choose one. Then draw a card.") is None
    True
    """
    found = _HEAD.match(line.strip())
    if found is None:
        return None
    choose = _COUNTS[found["n"].lower()]
    rider = found["rider"]
    if not rider:
        return ModalHead(choose)
    plain = rider.lower()
    if plain == _REPEAT:
        return ModalHead(choose, repeat=True)
    if plain == _KICKED:
        return ModalHead(choose, kicked_any=True)
    if _BOTH_IF.match(plain) and choose == 1:
        return ModalHead(choose, more=rider)
    return None


def more_reason(more: str) -> str:
    """Why choosing more modes under ``more`` (a :class:`ModalHead`'s
    sentence) is refused: a commander is state a combat's file does not
    give (903.3); another condition as it is cast (601.2b) is one the
    engine does not check, though the board may show it.

    >>> more_reason("If you control a commander as you cast this spell, you may choose both.")
    'a condition as it is cast (601.2b) on a commander (903.3), which the file does not give'
    >>> more_reason("If you control an artifact and an enchantment as you cast this spell, "
    ...             "you may choose both.")[:58]
    'a condition as it is cast (601.2b) the engine does not che'
    """
    if "a commander" in more.lower():
        return (
            "a condition as it is cast (601.2b) on a commander (903.3), "
            "which the file does not give"
        )
    return "a condition as it is cast (601.2b) the engine does not check (the board may show it)"
