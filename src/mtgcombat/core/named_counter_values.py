"""The value of issue 33's (session 10) counters of a named kind put on or
removed from a combat damage trigger's own permanent (122.1): "whenever ~
deals combat damage to a player, put a charge counter on it" (Lightning
Reaver), "whenever equipped creature deals combat damage, put a charge
counter on ~" (Banshee's Blade, whose equipped creature gets +1/+1 for each
one), "whenever a source deals damage to you, remove a filibuster counter
from ~" (Azor's Elocutors), "remove all -1/-1 counters from it" (Ammit
Eternal).

A counter of a kind with no rules of its own changes nothing but the
number of such counters, which abilities read ("for each charge counter on
~", "as long as it has a divinity counter on it"). The kinds with rules
of their own are not this value's: a keyword counter grants its keyword
(122.1b), a shield counter stops destruction and damage (122.1c), a stun
counter an untap (122.1d), loyalty and defense counters are what damage
removes (120.3c, 120.3h); the parser refuses them
(:func:`ordinary_kind`). +1/+1 and -1/-1 counters are removed with it
(613.4c); they are put with the trigger effects of their own. The rules
engine carries it out in :mod:`mtgcombat.rules.named_counters`.
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

KEYWORD_COUNTERS = frozenset(
    {
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "decayed",
        "exalted",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "shadow",
        "trample",
        "vigilance",
    }
)
"""The keywords a keyword counter may name (122.1b): a permanent with one
has that keyword. The one table of them: the scenario reader, the spell
grammar and the trigger grammar each take the part they carry out."""

_OWN_RULES = frozenset({"shield", "stun", "loyalty", "defense", "lore", "poison"})
"""Kinds of counters with rules of their own besides keyword counters
(122.1c-d, 120.3c, 120.3h, 714.2; poison counters go on players, 122.1f)."""


def ordinary_kind(kind: str, keywords: frozenset[str]) -> bool:
    """Whether ``kind`` is a kind of counter with no rules of its own: not
    a keyword (``keywords``, 122.1b) nor shield, stun, loyalty, defense,
    lore or poison.

    >>> keywords = frozenset({"flying"})
    >>> ordinary_kind("charge", keywords), ordinary_kind("flying", keywords)
    (True, False)
    >>> ordinary_kind("shield", frozenset())
    False
    """
    return kind not in _OWN_RULES and kind not in keywords


@dataclass(frozen=True, slots=True)
class NamedCounterEffect:
    """Put ``amount`` counters of ``kind`` on (or, with ``remove``, remove
    them from) ``target``: "self", the permanent with the ability, or "it",
    the creature the trigger's event is about (122.1). ``amount`` 0 with
    ``remove``: all of them ("remove all -1/-1 counters from it").

    >>> str(NamedCounterEffect("charge")), str(NamedCounterEffect("-1/-1", 0, True, "it"))
    ('put 1 charge counter(s) on this permanent', 'remove all -1/-1 counters from it')
    """

    kind: str
    amount: int = 1
    remove: bool = False
    target: Literal["self", "it"] = "self"

    def __str__(self) -> str:
        who = "this permanent" if self.target == "self" else "it"
        if self.remove and not self.amount:
            return f"remove all {self.kind} counters from {who}"
        if self.remove:
            return f"remove {self.amount} {self.kind} counter(s) from {who}"
        return f"put {self.amount} {self.kind} counter(s) on {who}"


__all__ = ["KEYWORD_COUNTERS", "NamedCounterEffect", "ordinary_kind"]
