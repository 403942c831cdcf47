"""The event of a player choosing the permanents they sacrifice to a
triggered ability (701.21a; 701.17a in the 2023 rules): annihilator
(702.86a), "defending player sacrifices a creature", "that player
sacrifices a permanent" (:mod:`mtgcombat.rules.sacrifice_choices`)."""

from __future__ import annotations

from typing import ClassVar, Literal

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class SacrificeChosen(Event):
    """``player`` chooses ``chosen`` (ids joined by ", ") to sacrifice to
    the ability of ``source``, ``count`` permanents among ``among``. ``how``
    says where the choice came from: "chosen" (the scenario's
    ``choices.sacrificed`` of the source), "all" (they control no more such
    permanents than the ability asks for: there is nothing to choose, they
    sacrifice all of them) or "none" (they control none).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = SacrificeChosen('701.21a', 'crusher', 'B', 'forest, bear', 2, 'permanents',
    ...                         'chosen')
    >>> event.kind, event.rule
    ('sacrifice_chosen', '701.21a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    B chooses to sacrifice forest, bear to the ability of crusher (2 of
    theirs; the file's choices.sacrificed)
    >>> describe_event(event, "ja")[:40]
    'Bはcrusherの能力によりforest, bearを生け贄に捧げることを選ぶ'
    """

    kind: ClassVar[str] = "sacrifice_chosen"
    source: str
    player: str
    chosen: str
    count: int
    among: str
    how: Literal["chosen", "all", "none"]


@dataclass(frozen=True, slots=True)
class CantSacrifice(Event):
    """The effect of ``source`` tells ``player`` to sacrifice ``permanent``,
    which ``player`` does not control: a player sacrifices only permanents
    they control, so nothing happens to it (701.21a; 701.17a in the 2023
    rules).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CantSacrifice('701.21a', 'bear', 'A', 'timeline[0]')
    >>> event.kind, event.rule
    ('cant_sacrifice', '701.21a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    A can't sacrifice bear, a permanent A doesn't control: nothing happens to it
    (timeline[0])
    >>> describe_event(event, "ja")[:34]
    'Aはbearをコントロールしていないので、それを生け贄に捧げられない'
    """

    kind: ClassVar[str] = "cant_sacrifice"
    permanent: str
    player: str
    source: str


__all__ = ["CantSacrifice", "SacrificeChosen"]
