"""The events of fogs limited to a player or to some creatures (615.1;
:mod:`mtgcombat.core.fog_values`): one made as it resolves, and the damage it
prevents."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class FogAdded(Event):
    """The spell or ability ``source`` of ``player`` resolved: until end of
    turn, the damage ``fog`` says (a fog's code: ``combat`` or ``all``, to
    whom, by what; :attr:`~mtgcombat.core.fog_values.FogEffect.code`) is
    prevented (615.1); ``targets`` are the objects it named.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = FogAdded('615.1', 'B', 'combat:you:', (), 'timeline[0]')
    >>> event.kind, event.rule
    ('fog_added', '615.1')
    >>> describe_event(event)
    'timeline[0] (B): until end of turn, all combat damage that would be dealt to B is prevented'
    >>> describe_event(event, "ja")
    'timeline[0]（B）：ターン終了時まで、Bに与えられる戦闘ダメージはすべて軽減される'
    """

    kind: ClassVar[str] = "fog_added"
    player: str
    fog: str
    targets: tuple[str, ...]
    source: str


@dataclass(frozen=True, slots=True)
class FogPreventsDamage(Event):
    """``amount`` damage from ``source`` to ``recipient`` is prevented by
    the fog of ``effect`` (615.1; ``fog`` its code, as in :class:`FogAdded`).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = FogPreventsDamage('615.1', 'ogre', 'B', 5, 'combat:you:', 'timeline[0]')
    >>> event.kind, event.rule
    ('fog_prevents_damage', '615.1')
    >>> describe_event(event)
    '5 damage from ogre to B is prevented (the effect of timeline[0])'
    >>> describe_event(event, "ja")
    'ogreからBへの5点のダメージは軽減される（timeline[0]の効果）'
    """

    kind: ClassVar[str] = "fog_prevents_damage"
    source: str
    recipient: str
    amount: int
    fog: str
    effect: str


__all__ = ["FogAdded", "FogPreventsDamage"]
