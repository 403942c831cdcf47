"""Card sentences for a trigger on a permanent becoming untapped (issue 33,
session 7): "Inspired — Whenever ~ becomes untapped, EFFECT" and "whenever a
creature you control becomes untapped, EFFECT" (701.26b).

A permanent becomes untapped when it turns from tapped to untapped. In the
combat the engine plays, that is an effect untapping it: a spell of the
timeline ("Untap target creature"), a resolving triggered ability ("untap
~", "untap target creature you control"); the untap step (502.3) is not
part of a combat. The rules engine finds those by comparing the boards
before and after each spell or ability resolves
(:mod:`mtgcombat.rules.tapped_triggers`) and resolves the abilities with
the deaths and life gained of that moment (603.3b). Their effects are those
of the triggers on becoming tapped (:mod:`mtgcombat.text.block_triggers`).
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import Selector, TriggerEffect
from mtgcombat.text.traits import Unmodelled


class UntappedTriggerValues:
    """Transformer methods for the ``bt_becomes_untapped`` rule of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence(
    ...     "Inspired — Whenever ~ becomes untapped, it gets +2/+0 until end of turn.",
    ...     name="Kragma Butcher")
    >>> [trigger] = parsed.traits.abilities
    >>> parsed.status, trigger.events
    ('modelled', ('becomes_untapped',))
    """

    def bt_becomes_untapped(self, c: list[Any]) -> dict[str, Any]:
        # "whenever ~ / a creature you control becomes untapped" (701.26b;
        # mtgcombat.rules.tapped_triggers)
        return {"events": ("becomes_untapped",), "other": None, "at_least": 0}


def check_tapped(subject: Selector | None, effects: tuple[TriggerEffect, ...]) -> None:
    """A trigger on a permanent becoming tapped (701.26a): a group of
    noncreatures ("enchanted land", "a Forest an opponent controls") is
    tapped for mana or costs the engine does not play, and the creature it
    is about need not be attacking, so it has no defending player.

    >>> from mtgcombat.core.abilities import Selector
    >>> check_tapped(Selector(types=frozenset({"creature"})), ())
    >>> check_tapped(Selector(types=frozenset({"land"})), ())
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: lands becoming tapped (tapped for mana or a cost)
    """
    if subject is not None and "creature" not in subject.types:
        raise Unmodelled(f"{subject} becoming tapped (tapped for mana or a cost)")
    for e in effects:
        if getattr(e, "player", "") == "defending" or getattr(e, "target", "") == "defending":
            raise Unmodelled(f"{e}: the creature tapped need not be attacking")
