"""The events of instants and sorceries cast between the steps of combat
(608.2) that no permanent's ability makes: a creature tapped or untapped
(701.21 in 2023, 701.26 now), a blocking restriction or requirement for the
turn (509.1b, 509.1c), a shield that prevents the next damage (615.7), and a
creature token put onto the battlefield attacking (508.4, 506.3b)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class TappedByEffect(Event):
    """``permanent`` becomes tapped (or, with ``untap``, untapped) as
    ``source`` resolves (701.21 in 2023, 701.26 now).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TappedByEffect('701.26a', 'ogre', False, 'timeline[0]')
    >>> event.kind, event.rule
    ('tapped_by_effect', '701.26a')
    >>> describe_event(event)
    'timeline[0] taps ogre'
    >>> describe_event(event, "ja")
    'timeline[0]がogreをタップする'
    """

    kind: ClassVar[str] = "tapped_by_effect"
    permanent: str
    untap: bool
    source: str


@dataclass(frozen=True, slots=True)
class BlockRuleUntilEndOfTurn(Event):
    """As ``source`` resolves, ``creature`` can't block this turn (``change``
    ``cant_block``: 509.1b), blocks this turn if able (``must_block``:
    509.1c), or can't be blocked this turn (``cant_be_blocked``: 509.1b).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BlockRuleUntilEndOfTurn('509.1b', 'elf', 'cant_block', 'timeline[0]')
    >>> event.kind, event.rule
    ('block_rule_this_turn', '509.1b')
    >>> describe_event(event)
    "elf can't block this turn (timeline[0])"
    >>> describe_event(event, "ja")
    'elfはこのターン、ブロックできない（timeline[0]）'
    """

    kind: ClassVar[str] = "block_rule_this_turn"
    creature: str
    change: str
    source: str


@dataclass(frozen=True, slots=True)
class PreventionShieldAdded(Event):
    """The next ``amount`` damage that would be dealt to ``target`` this
    turn is prevented (615.7), a shield ``source`` creates.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PreventionShieldAdded('615.7', 'bear', 3, 'timeline[0]')
    >>> event.kind, event.rule
    ('prevention_shield', '615.7')
    >>> describe_event(event)
    'the next 3 damage that would be dealt to bear this turn is prevented (timeline[0])'
    >>> describe_event(event, "ja")
    'このターン、次にbearに与えられるダメージ3点は軽減される（timeline[0]）'
    """

    kind: ClassVar[str] = "prevention_shield"
    target: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class TokenCreated(Event):
    """A creature token enters the battlefield, out of combat (111.1), as
    ``source`` resolves.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TokenCreated('111.1', 'zombie1', 'timeline[0]')
    >>> event.kind, event.rule
    ('token_created', '111.1')
    >>> describe_event(event)
    'zombie1 enters the battlefield (timeline[0])'
    >>> describe_event(event, "ja")
    'zombie1が戦場に出る（timeline[0]）'
    """

    kind: ClassVar[str] = "token_created"
    token: str
    source: str


@dataclass(frozen=True, slots=True)
class TokenEntersAttacking(Event):
    """A creature token enters the battlefield tapped and attacking
    ``defender`` (508.4); ``attacks`` is false when its controller is not
    the attacking player: it enters, but never attacks (506.3b).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TokenEntersAttacking('508.4', 'soldier1', 'B', True, 'timeline[0]')
    >>> event.kind, event.rule
    ('token_enters_attacking', '508.4')
    >>> describe_event(event)
    'soldier1 enters the battlefield tapped and attacking B (timeline[0])'
    >>> describe_event(event, "ja")
    'soldier1はタップ状態でBを攻撃している状態で戦場に出る（timeline[0]）'
    """

    kind: ClassVar[str] = "token_enters_attacking"
    token: str
    defender: str
    attacks: bool
    source: str
