"""Small readings the trigger grammars share (moved from
:mod:`mtgcombat.text.block_triggers`; :mod:`mtgcombat.text.damage_triggers`
uses them too)."""

from __future__ import annotations

from typing import Any


def it_deals(c: list[Any]) -> bool:
    """Whether "it" (not the card's name) deals the damage: in a trigger on
    another creature, that creature is the one dealing it.

    >>> from lark import Token
    >>> it_deals([Token("SELF", "~")]), it_deals([Token("SELF", "it")])
    (False, True)
    """
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    return not any(isinstance(x, Token) and x.type == "SELF" and x.value == "~" for x in c)
