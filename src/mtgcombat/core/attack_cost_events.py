"""The events of issue 33's attack trigger effects that no other event
says: mana paid as a resolving ability asks for it (118.3a; the engine
tracks no mana pool, so the event is the whole of it) and a creature token
put onto the battlefield attacking but untapped (508.4: "that's
attacking", a token with vigilance). Life paid is a ``life_lost`` event
with rule 118.3b; a token put onto the battlefield tapped and attacking is
:class:`~mtgcombat.core.spell_events.TokenEntersAttacking`."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class ManaPaid(Event):
    """``player`` pays ``mana`` as ``source``'s ability resolves (118.3a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ManaPaid('118.3a', 'A', '{1}{W}', 'knight')
    >>> event.kind, event.rule
    ('mana_paid', '118.3a')
    >>> describe_event(event)
    'A pays {1}{W} (ability of knight)'
    >>> describe_event(event, "ja")
    'Aは{1}{W}を支払う（knightの能力）'
    """

    kind: ClassVar[str] = "mana_paid"
    player: str
    mana: str
    source: str


@dataclass(frozen=True, slots=True)
class TokenEntersAttackingUntapped(Event):
    """A creature token enters the battlefield attacking ``defender``,
    untapped (508.4), as ``source``'s ability resolves; ``attacks`` is false
    when its controller is not the attacking player: it enters, but never
    attacks (506.3b).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TokenEntersAttackingUntapped('508.4', 'cat1', 'B', True, 'regal')
    >>> event.kind, event.rule
    ('token_enters_attacking_untapped', '508.4')
    >>> describe_event(event)
    'cat1 enters the battlefield attacking B, untapped (ability of regal)'
    >>> describe_event(event, "ja")
    'cat1はアンタップ状態でBを攻撃している状態で戦場に出る（regalの能力）'
    """

    kind: ClassVar[str] = "token_enters_attacking_untapped"
    token: str
    defender: str
    attacks: bool
    source: str


__all__ = ["ManaPaid", "TokenEntersAttackingUntapped"]
