"""The events of an instant's or sorcery's removal that no other effect
makes: a permanent put into its owner's library, on top or on the bottom
(it leaves the battlefield and combat: 400.7, 506.4); a permanent that
will be exiled instead if it would die this turn (614.1a); the card a
creature that died became, put from its owner's graveyard into its owner's
library by its dies trigger (400.7d)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class PutOnTopOfLibrary(Event):
    """``permanent`` is put on top of its owner's library as ``source``
    resolves: it leaves combat (506.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PutOnTopOfLibrary('506.4', 'ogre', 'timeline[0]')
    >>> event.kind, event.rule
    ('put_on_top_of_library', '506.4')
    >>> describe_event(event)
    "ogre is put on top of its owner's library and leaves combat (timeline[0])"
    >>> describe_event(event, "ja")
    'ogreはオーナーのライブラリーの一番上に置かれ、戦闘から離れる（timeline[0]）'
    """

    kind: ClassVar[str] = "put_on_top_of_library"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class PutOnBottomOfLibrary(Event):
    """``permanent`` is put on the bottom of its owner's library as
    ``source`` resolves: it leaves combat (506.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PutOnBottomOfLibrary('506.4', 'ogre', 'timeline[0]')
    >>> describe_event(event)
    "ogre is put on the bottom of its owner's library and leaves combat (timeline[0])"
    >>> describe_event(event, "ja")
    'ogreはオーナーのライブラリーの一番下に置かれ、戦闘から離れる（timeline[0]）'
    """

    kind: ClassVar[str] = "put_on_bottom_of_library"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class DeadCardToLibrary(Event):
    """The card ``permanent`` (a creature that died) is put from its
    owner's graveyard on top of (``to="top"``), on the bottom of
    (``"bottom"``) or shuffled into (``"shuffle"``) its owner's library by
    the dies trigger of ``source`` (400.7d, 401.4): "When ~ dies, put it on
    top of its owner's library". It was out of combat already (506.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DeadCardToLibrary('400.7d', 'whelp', 'whelp', 'top')
    >>> event.kind, event.rule
    ('dead_card_to_library', '400.7d')
    >>> describe_event(event)
    "whelp is put from its owner's graveyard on top of its owner's library (ability of whelp)"
    >>> describe_event(event, "ja")
    'whelpはオーナーの墓地からオーナーのライブラリーの一番上に置かれる（whelpの能力）'
    """

    kind: ClassVar[str] = "dead_card_to_library"
    permanent: str
    source: str
    to: str


@dataclass(frozen=True, slots=True)
class ExileInsteadOfDying(Event):
    """As ``source`` resolves, ``permanent`` gets a replacement effect
    until end of turn: if it would die (be put into a graveyard from the
    battlefield, 700.4), it is exiled instead (614.1a): "If that creature
    would die this turn, exile it instead."

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ExileInsteadOfDying('614.1a', 'ogre', 'timeline[0]')
    >>> event.kind, event.rule
    ('exile_instead_of_dying', '614.1a')
    >>> describe_event(event)
    'if ogre would die this turn, it is exiled instead (timeline[0])'
    >>> describe_event(event, "ja")
    'このターン、ogreが死亡する場合、代わりに追放される（timeline[0]）'
    """

    kind: ClassVar[str] = "exile_instead_of_dying"
    permanent: str
    source: str
