"""One "target" word, one target (issue 33, session 13).

A triggered ability takes one target from its controller's choices
(603.3d; ``choices.targets``), and the effects that act on "the target"
share it. "Target creature gets +1/+1 and gains flying until end of turn"
and "target creature you control gains double strike and lifelink until end
of turn" (Bruse Tarl) name one target: one effect of the grammar reads them,
and gives each of its values ``target="target"``. Two effects, each with its
own word "target" ("target creature gains flying until end of turn and
target creature gains trample until end of turn"), are two targets (115.1,
601.2c): :func:`one_target_word` refuses them when the values alone would
not tell them apart from one (a pump and keywords with the same filter).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtgcombat.core.triggered import KeywordEffect, PumpEffect
from mtgcombat.text.traits import Unmodelled


def one_target_word(groups: Iterable[Any]) -> None:
    """Refuse ``groups`` (the values of each effect of an ability, in
    order; ``None`` for an effect with no value) when two or more of them
    aim at a target and every such value is a pump or a keyword gained or
    lost: two words "target", not one target.

    >>> from mtgcombat.core.keywords import Keyword
    >>> flying = (KeywordEffect(Keyword.FLYING, "target"),)
    >>> one_target_word([(*flying, KeywordEffect(Keyword.TRAMPLE, "target"))])
    >>> one_target_word([flying, (KeywordEffect(Keyword.TRAMPLE, "target"),)])
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: 2 targets in one triggered ability
    """
    aimed = [
        group
        for group in groups
        if isinstance(group, tuple)
        and any(getattr(getattr(e, "effect", e), "target", "") == "target" for e in group)
    ]
    if len(aimed) > 1 and all(
        isinstance(e, KeywordEffect | PumpEffect)
        for group in aimed
        for e in group
        if getattr(e, "target", "") == "target"
    ):
        raise Unmodelled(f"{len(aimed)} targets in one triggered ability")


__all__ = ["one_target_word"]
