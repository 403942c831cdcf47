"""The ability a creature with undying (702.93a) or persist (702.79a) has
on its own entering the battlefield ("When ~ enters the battlefield, you
gain 2 life"), read for the engine to carry out when the creature returns.

Such a creature entered before the combat, so the line has no effect on the
board as written; but undying or persist returns it to the battlefield as a
new object (400.7) during the combat damage step, and it then triggers
(603.6a): "When Kitchen Finks enters the battlefield, you gain 2 life",
"When Murderous Redcap enters the battlefield, it deals damage equal to its
power to any target" (its power as the ability resolves, 608.2h). The
effect is read with the grammar of the triggers on deaths (card.lark's
``dies_trigger``: the same effects, the same checks), its event then
``enters`` with no subject: the permanent's own entering, which
:func:`mtgcombat.rules.enter_triggers.enters_triggers` resolves after the
ability that returned it (603.3, 603.3b).

"~ enters the battlefield tapped" (Geralf's Messenger) is its own
replacement effect (614.1d, 614.12): it applies as the card returns, which
then enters tapped (:func:`returned_tapped`).

A line whose effect the grammar does not read, or reads as changing
nothing in the combat ("draw a card"), or a replacement on entering ("~
enters the battlefield tapped", 614.1d), stays as it was: the card's
undying or persist is then refused
(:func:`mtgcombat.text.dies_triggers.returns_refusal`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.effect_values import ReturnEffect
from mtgcombat.text.normalize import normalize
from mtgcombat.text.traits import ParsedSentence, Traits

_OWN_ENTERS = re.compile(r"^when ~ enters(?: the battlefield)?, (?P<effect>.+)$")


def own_enters(
    sentence: str, name: str, parse: Callable[[str], ParsedSentence]
) -> ParsedSentence | None:
    """The sentence ``sentence`` of the card ``name`` read as its own
    entering's triggered ability (event ``enters``, no subject), modelled;
    ``None`` when it is not "when ~ enters (the battlefield), EFFECT" or
    its effect is not carried out. ``parse`` reads a sentence
    (:func:`mtgcombat.text.parser.parse_sentence`).

    >>> from mtgcombat.text.parser import parse_sentence
    >>> finks = own_enters("When Kitchen Finks enters the battlefield, you gain 2 life.",
    ...                    "Kitchen Finks", parse_sentence)
    >>> finks.status, [str(a) for a in finks.traits.abilities]
    ('modelled', ['whenever this creature enters the battlefield, you gain 2 life'])
    >>> own_enters("When ~ enters the battlefield, draw a card.", "", parse_sentence) is None
    True
    >>> own_enters("~ enters the battlefield tapped.", "", parse_sentence) is None
    True
    """
    found = _OWN_ENTERS.match(normalize(sentence, name))
    if found is None:
        return None
    read = parse(f"When ~ dies, {found['effect']}.")
    if read.status != "modelled" or read.traits != Traits(abilities=read.traits.abilities):
        return None
    own = [
        a
        for a in read.traits.abilities
        if isinstance(a, BlockTrigger) and a.events == ("dies",) and a.subject is None
    ]
    if len(own) != 1 or len(read.traits.abilities) != 1:
        return None
    enters = dataclasses.replace(own[0], events=("enters",))
    return ParsedSentence(sentence, "modelled", Traits(abilities=frozenset({enters})), True)


_ENTERS_TAPPED = re.compile(r"^~ enters(?: the battlefield)? tapped\.?$")


def enters_tapped(sentence: str, name: str) -> bool:
    """Whether the card ``name``'s line ``sentence`` is "~ enters (the
    battlefield) tapped" with nothing else (614.1d).

    >>> enters_tapped("Geralf's Messenger enters the battlefield tapped.", "Geralf's Messenger")
    True
    >>> enters_tapped("~ enters the battlefield tapped unless you control a Swamp.", "")
    False
    """
    return bool(_ENTERS_TAPPED.match(normalize(sentence, name)))


def returned_tapped(parsed: ParsedSentence) -> ParsedSentence:
    """The card's undying or persist (``parsed``, modelled) returning the
    card tapped: its own "~ enters the battlefield tapped" applies as it
    enters (614.1d, 614.12).

    >>> from mtgcombat.text.parser import parse_sentence
    >>> print(*returned_tapped(parse_sentence("Undying")).traits.abilities)
    ... # doctest: +NORMALIZE_WHITESPACE
    whenever this creature dies, if it had no +1/+1 counters on it, return it to the
    battlefield tapped with a +1/+1 counter on it
    """

    def tapped(ability: object) -> object:
        if not isinstance(ability, BlockTrigger):
            return ability
        effects = tuple(
            dataclasses.replace(e, tapped=True) if isinstance(e, ReturnEffect) else e
            for e in ability.effects
        )
        return dataclasses.replace(ability, effects=effects)

    abilities = frozenset(tapped(a) for a in parsed.traits.abilities)
    traits = dataclasses.replace(parsed.traits, abilities=abilities)  # type: ignore[arg-type]
    return dataclasses.replace(parsed, traits=traits)


__all__ = ["enters_tapped", "own_enters", "returned_tapped"]
