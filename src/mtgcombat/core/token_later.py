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


_MARKS: dict[str, LaterAction] = {"exile:": "exile", "sacrifice:": "sacrifice"}


def later_mark(action: LaterAction, source: str) -> str:
    """The entry of ``destroy_at_end_of_combat`` for a delayed ability of
    ``source`` that will ``action`` the permanent at end of combat (511.2).

    >>> later_mark("exile", "geist")
    'exile:geist'
    """
    return f"{action}:{source}"


def read_mark(entry: str) -> tuple[Literal["destroy", "exile", "sacrifice"], str]:
    """What an entry of ``destroy_at_end_of_combat`` does, and whose ability
    it is: a plain id destroys (701.8), a :func:`later_mark` exiles or
    sacrifices.

    >>> read_mark("basilisk"), read_mark("exile:geist")
    (('destroy', 'basilisk'), ('exile', 'geist'))
    """
    for prefix, action in _MARKS.items():
        if entry.startswith(prefix):
            return action, entry[len(prefix) :]
    return "destroy", entry


@dataclass(frozen=True, slots=True)
class LeavesAtEndOfCombat(Event):
    """A resolving ability of ``source`` sets up a delayed triggered ability
    (603.7): ``action`` ("exile" or "sacrifice") the token ``permanent`` at
    end of combat. It triggers as the end of combat step begins (511.2).

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
    "TokenLater",
    "later_mark",
    "read_mark",
]
