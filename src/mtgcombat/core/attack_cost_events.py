"""The events of issue 33's attack trigger effects that no other event
says: mana paid as a resolving ability asks for it (118.3a; the engine
tracks no mana pool, so the event is the whole of it) and a creature token
put onto the battlefield attacking but untapped (508.4: "that's
attacking", a token with vigilance). Life paid is a ``life_lost`` event
with rule 118.3b; a token put onto the battlefield tapped and attacking is
:class:`~mtgcombat.core.spell_events.TokenEntersAttacking`. A creature goaded
by an effect (701.15a) is :class:`GoadedByEffect`."""

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
class ManaNotPaid(Event):
    """``player`` chooses not to pay ``mana`` that ``source``'s ability lets
    them pay as it resolves ("defending player may pay {4}": 603.5, 118.3;
    session 11).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ManaNotPaid('603.5', 'B', '{4}', 'serpent')
    >>> event.kind, event.rule
    ('mana_not_paid', '603.5')
    >>> describe_event(event)
    "B doesn't pay {4} (ability of serpent)"
    >>> describe_event(event, "ja")
    'Bは{4}を支払わない（serpentの能力）'
    """

    kind: ClassVar[str] = "mana_not_paid"
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


@dataclass(frozen=True, slots=True)
class GoadedByEffect(Event):
    """``creature`` becomes goaded by ``player`` as ``source``'s ability
    resolves (701.15a now, 701.38a in 2023): until ``player``'s next turn it
    attacks each combat if able and attacks a player other than ``player``
    if able (701.15b). ``again``: it was goaded by that player already, and
    nothing changes (701.15d).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = GoadedByEffect('701.15a', 'bear', 'A', 'baron')
    >>> event.kind, event.rule
    ('goaded', '701.15a')
    >>> describe_event(event)  # doctest: +NORMALIZE_WHITESPACE
    "bear is goaded by A: until A's next turn it attacks each combat if able,
     and a player other than A if able (ability of baron)"
    >>> describe_event(event, "ja").split("。")[0]
    'bearはAによって挑発される'
    """

    kind: ClassVar[str] = "goaded"
    creature: str
    player: str
    source: str
    again: bool = False


__all__ = ["GoadedByEffect", "ManaPaid", "TokenEntersAttackingUntapped"]
