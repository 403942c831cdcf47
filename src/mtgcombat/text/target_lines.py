"""The printed lines that say what can't target a permanent (CR 601.2c,
603.3d: a spell of the timeline or a triggered ability chooses its
targets): "~ can't be the target of spells.", "~ can't be the target of
spells or abilities your opponents control.", "~ can't be the target of
blue or black spells.", "~ can't be the target of white spells or
abilities from white sources.", "~ can't be the target of nongreen spells
or abilities from nongreen sources." (:func:`target_line`). Each is kept as
an :class:`~mtgcombat.core.abilities.OtherKeyword` that
:func:`~mtgcombat.rules.targeting.targeting_problem` reads.

A variant this module does not read (a condition, "unless it attacked this
turn"; a grant to another permanent, "enchanted creature can't be the
target of spells") changes what a timeline spell may target, so it is
refused rather than called "no effect" (:func:`refused_target_line`).

>>> target_line("~ can't be the target of blue or black spells.")
OtherKeyword(name="can't be the target of", parameter='blue or black spells', rule='601.2c')
>>> target_line("~ can't be the target of spells unless it attacked this turn.") is None
True
"""

from __future__ import annotations

import re

from mtgcombat.core.abilities import OtherKeyword, Selector, StaticEffect
from mtgcombat.core.model import COLORS
from mtgcombat.rules.targeting import UNTARGETABLE
from mtgcombat.text.traits import Traits

_COLOR = "(?:" + "|".join(sorted(COLORS)) + ")"
_QUALITY = (
    rf"(?:non-?{_COLOR}|{_COLOR}(?: or {_COLOR})*|monocolored|multicolored|colorless|aura"
    r"|artifact)"
)
_WHAT = (
    rf"((?:{_QUALITY} )?(?:spells or abilities|spells|abilities)"
    rf"(?: from {_QUALITY} sources)?(?: your opponents control)?)"
)
_LINE = re.compile(rf"^~ can't be the target of {_WHAT}\.?$")
# issue 33 (session 10): the same restriction on an Aura's or Equipment's host (303.4, 301.5)
_HOST_LINE = re.compile(
    r"^(enchanted|equipped) (creature|permanent) (?:gets ([+-]\d+)/([+-]\d+) and )?"
    rf"can't be the target of {_WHAT}"
    r"(, and can't be enchanted by other auras| and can't be enchanted by other auras)?\.?$"
)
_ANY = re.compile(r"\bcan(?:'|no)t be the target of\b")


def target_line(text: str) -> OtherKeyword | None:
    """The ability a normalized line ("~" for the card's name) is, when it is
    one of the forms read; ``None`` otherwise.

    >>> print(target_line("~ can't be the target of spells or abilities your opponents control."))
    can't be the target of spells or abilities your opponents control
    """
    found = _LINE.match(text.strip())
    if found is None:
        return None
    return OtherKeyword(UNTARGETABLE, found[1], "601.2c")


def target_traits(text: str) -> Traits | None:
    """What a normalized line that says something can't be the target of
    spells or abilities gives: the card's own ability ("~ can't be the target
    of ..."), or, for an Aura or Equipment, a static effect that gives the
    permanent it is attached to that ability ("enchanted creature can't be the
    target of spells or abilities your opponents control"; 303.4, 301.5,
    613.1f). "Can't be enchanted by other Auras" beside it changes no block
    and no combat damage. ``None``: a form not read.

    >>> line = "enchanted creature can't be the target of abilities from artifact sources."
    >>> print(target_traits(line).statics[0])
    the creature it is attached to: have can't be the target of abilities from artifact sources
    """
    own = target_line(text)
    if own is not None:
        return Traits(abilities=frozenset({own}))
    found = _HOST_LINE.match(text.strip())
    if found is None:
        return None
    types = frozenset({"creature"}) if found[2] == "creature" else frozenset()
    grant = OtherKeyword(UNTARGETABLE, found[5], "601.2c")
    # "enchanted creature gets +0/+2 and can't be the target of spells" (613.4c, 613.1f)
    power, toughness = (int(found[3]), int(found[4])) if found[3] else (0, 0)
    host = Selector(types=types, host=True)
    effect = StaticEffect(host, grants=(grant,), power=power, toughness=toughness)
    return Traits(statics=(effect,))


def refused_target_line(text: str) -> bool:
    """Whether a normalized line says something can't be the target of
    spells or abilities in a form :func:`target_line` does not read.

    >>> refused_target_line("enchanted creature can't be the target of spells.")
    True
    >>> refused_target_line("~ gets +1/+1.")
    False
    """
    return bool(_ANY.search(text)) and target_line(text) is None
