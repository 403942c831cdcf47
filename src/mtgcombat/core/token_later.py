"""Delayed triggered abilities on the tokens an ability creates (603.7):
"exile that token at end of combat", "sacrifice those tokens at end of
combat", "exile it at the beginning of the next end step".

The resolving ability creates the tokens, then sets up a delayed triggered
ability that refers to them (603.7a, 603.7c). At end of combat it triggers
as the end of combat step begins (511.2) and removes the tokens before they
stop being attacking creatures (511.3): exiled (406.2) or sacrificed
(701.21a; 701.17a in 2023). Neither is a destruction, so indestructible
(702.12b) and regeneration (701.19) do not stop it. At the beginning of the
next end step (513.1a) it triggers after this combat is over: the tokens
stay for the whole combat, and the engine records the delayed ability as an
event and carries out nothing more.

A token's pending end-of-combat ability is kept in the permanent's
``destroy_at_end_of_combat`` state (the delayed abilities that act on it at
end of combat): a plain source id destroys it (701.8), an id written by
:func:`later_mark` exiles or sacrifices it. The rules engine carries these
out in :mod:`mtgcombat.rules.triggers_later`.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

LaterAction = Literal["exile", "sacrifice"]
LaterWhen = Literal["end_of_combat", "next_end_step"]
SelfAction = Literal["sacrifice", "return", "library"]
MarkAction = Literal["destroy", "exile", "sacrifice", "return", "library"]


@dataclass(frozen=True, slots=True)
class TokenLater:
    """What the delayed ability does to the tokens the same ability just
    created (603.7): ``action`` them at ``when``.

    >>> str(TokenLater("exile", "end_of_combat"))
    'exile those tokens at end of combat'
    >>> str(TokenLater("sacrifice", "next_end_step"))
    'sacrifice those tokens at the beginning of the next end step'
    """

    action: LaterAction
    when: LaterWhen

    def __str__(self) -> str:
        when = (
            "at end of combat"
            if self.when == "end_of_combat"
            else ("at the beginning of the next end step")
        )
        return f"{self.action} those tokens {when}"


@dataclass(frozen=True, slots=True)
class SelfAtEndOfCombat:
    """An attack or block trigger's delayed ability on the creature itself
    (603.7): "When ~ attacks, sacrifice it at end of combat." (Crumbling
    Colossus), "... return it to its owner's hand at end of combat", "...
    put it on top of its owner's library at end of combat". ``who`` is
    "self" (~), "it" (the creature the event is about) or "other" (the
    other creature of a block, "return that creature to its owner's hand at
    end of combat": Wall of Tears; never sacrificed, whose choice is
    another line). It acts as the end of combat step begins (511.2), after
    the combat damage.

    >>> str(SelfAtEndOfCombat("sacrifice"))
    'sacrifice it at end of combat'
    >>> str(SelfAtEndOfCombat("library", "it"))
    "put it on top of its owner's library at end of combat"
    """

    action: SelfAction
    who: Literal["self", "it", "other"] = "self"

    def __str__(self) -> str:
        it = "that creature" if self.who == "other" else "it"
        if self.action == "return":
            return f"return {it} to its owner's hand at end of combat"
        if self.action == "library":
            return f"put {it} on top of its owner's library at end of combat"
        return f"sacrifice {it} at end of combat"


_MARKS: dict[str, MarkAction] = {
    "exile:": "exile",
    "sacrifice:": "sacrifice",
    "return:": "return",
    "library:": "library",
}


def later_mark(action: LaterAction | SelfAction, source: str) -> str:
    """The entry of ``destroy_at_end_of_combat`` for a delayed ability of
    ``source`` that will ``action`` the permanent at end of combat (511.2).

    >>> later_mark("exile", "geist")
    'exile:geist'
    """
    return f"{action}:{source}"


def read_mark(entry: str) -> tuple[MarkAction, str]:
    """What an entry of ``destroy_at_end_of_combat`` does, and whose ability
    it is: a plain id destroys (701.8), a :func:`later_mark` exiles,
    sacrifices, returns to the hand or puts on top of the library.

    >>> read_mark("basilisk"), read_mark("exile:geist"), read_mark("return:fog")
    (('destroy', 'basilisk'), ('exile', 'geist'), ('return', 'fog'))
    """
    for prefix, action in _MARKS.items():
        if entry.startswith(prefix):
            return action, entry[len(prefix) :]
    return "destroy", entry


@dataclass(frozen=True, slots=True)
class LeavesAtEndOfCombat(Event):
    """A resolving ability of ``source`` sets up a delayed triggered ability
    (603.7): ``action`` ("exile" or "sacrifice"; for a creature's own
    ability on itself also "return" to its owner's hand and "library", on
    top of its owner's library) the token ``permanent`` at end of combat.
    It triggers as the end of combat step begins (511.2).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LeavesAtEndOfCombat('603.7', 'angel1', 'geist', 'exile')
    >>> event.kind, event.rule
    ('leaves_at_end_of_combat', '603.7')
    >>> describe_event(event)
    'angel1 will be exiled at end of combat (ability of geist)'
    >>> describe_event(event, "ja")
    'angel1は戦闘終了時に追放される（geistの能力）'
    >>> describe_event(LeavesAtEndOfCombat('603.7', 'spirit1', 'aura', 'sacrifice'), "ja")
    'spirit1は戦闘終了時に生け贄に捧げられる（auraの能力）'
    >>> describe_event(LeavesAtEndOfCombat('603.7', 'fog', 'fog', 'return'), "ja")
    'fogは戦闘終了時にオーナーの手札に戻る（fogの能力）'
    """

    kind: ClassVar[str] = "leaves_at_end_of_combat"
    permanent: str
    source: str
    action: str


@dataclass(frozen=True, slots=True)
class LeavesAtNextEndStep(Event):
    """A resolving ability of ``source`` sets up a delayed triggered ability
    (603.7): ``action`` the token ``permanent`` at the beginning of the next
    end step (513.1a). That step comes after this combat: the token stays
    on the battlefield for all of it, and the engine, which plays only the
    combat, records the ability and does nothing more.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LeavesAtNextEndStep('603.7', 'elemental1', 'rider', 'exile')
    >>> event.kind, event.rule
    ('leaves_at_next_end_step', '603.7')
    >>> describe_event(event)  # doctest: +NORMALIZE_WHITESPACE
    'elemental1 will be exiled at the beginning of the next end step (ability of rider):
     after this combat, which it stays for (recorded)'
    >>> describe_event(event, "ja").split("：")  # doctest: +NORMALIZE_WHITESPACE
    ['elemental1は次の終了ステップの開始時に追放される（riderの能力）',
     'この戦闘の後なので、戦闘の間は戦場に残る（記録のみ）']
    """

    kind: ClassVar[str] = "leaves_at_next_end_step"
    permanent: str
    source: str
    action: str


__all__ = [
    "LaterAction",
    "LaterWhen",
    "LeavesAtEndOfCombat",
    "LeavesAtNextEndStep",
    "MarkAction",
    "SelfAction",
    "SelfAtEndOfCombat",
    "TokenLater",
    "later_mark",
    "read_mark",
]
