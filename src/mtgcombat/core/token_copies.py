"""The value of issue 33's token copies of the permanent with the ability:
"create a token that's a copy of ~" (Giant Adephage, Polyraptor), "create
two tokens that are copies of ~".

A copy takes the copiable values of the object it copies (707.2): its name,
mana cost, color, types, subtypes, supertypes, rules text, power and
toughness as printed or as other copy effects set them, and nothing that
other effects, counters or its status give it (707.2, 122.1, 110.5). The
token enters untapped, undamaged, with no counters, neither attacking nor
blocking (111.1, 506.4), under the control of the ability's controller
(111.2), summoning sick (302.6). The engine takes the permanent's values as
the combat began, less what static effects gave it (the same snapshot as
undying's return, :mod:`mtgcombat.rules.return_snapshots`), so that an
effect of this combat ("+2/+2 until end of turn") is not copied. A copy of
a legendary permanent would meet the legend rule (704.5j), which the engine
does not carry out: such a copy is refused as the ability resolves. The
rules engine carries these out in :mod:`mtgcombat.rules.token_copies`.
"""

from __future__ import annotations

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class CopyTokenEffect:
    """Create ``count`` tokens that are copies of the permanent with the
    ability (707.2, 111.1).

    >>> str(CopyTokenEffect()), str(CopyTokenEffect(2))
    ("create a token that's a copy of ~", 'create 2 tokens that are copies of ~')
    """

    count: int = 1

    def __str__(self) -> str:
        if self.count == 1:
            return "create a token that's a copy of ~"
        return f"create {self.count} tokens that are copies of ~"


__all__ = ["CopyTokenEffect"]
