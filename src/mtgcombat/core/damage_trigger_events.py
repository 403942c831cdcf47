"""The events of the combat damage step's triggered abilities (603.2,
510.3a) beyond the source's own "whenever ~ deals combat damage"
(:class:`~mtgcombat.core.commander_events.CombatDamageTriggered`): an
ability of another permanent that triggers on the damage (an Aura's,
an Equipment's, "whenever a creature you control ...", "whenever ~ is
dealt damage", "whenever a source deals damage to you"), and the events of
the effects only these abilities have: exile and discard (a creature they
tap is :class:`~mtgcombat.core.spell_events.TappedByEffect`, as a spell's).
"""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class DamageAbilityTriggered(Event):
    """``dealer`` dealt ``amount`` damage to ``recipient`` in this step, and
    an ability of ``source`` triggers on it (603.2): it goes on the stack
    once the state-based actions are done (510.3a, 603.3b). ``effect`` is
    its effect in words.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DamageAbilityTriggered('510.3a', 'sword', 'bear', 'B', 2, 'you gain 2 life')
    >>> event.kind, event.rule
    ('damage_ability_triggered', '510.3a')
    >>> print(describe_event(event))
    bear dealt 2 damage to B: the ability of sword triggers and goes on the stack (you gain 2 life)
    >>> describe_event(event, "ja")
    'bearはBに2点のダメージを与えた：swordの能力が誘発し、スタックに置かれる（カードに書かれた効果）'
    """

    kind: ClassVar[str] = "damage_ability_triggered"
    source: str
    dealer: str
    recipient: str
    amount: int
    effect: str


@dataclass(frozen=True, slots=True)
class ExiledByEffect(Event):
    """A resolving ability of ``source`` exiles ``permanent`` (406.2):
    it leaves the battlefield, and combat (506.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ExiledByEffect('406.2', 'bear', 'oubliette')
    >>> event.kind, event.rule
    ('exiled_by_effect', '406.2')
    >>> describe_event(event)
    'bear is exiled (ability of oubliette)'
    >>> describe_event(event, "ja")
    'bearは追放される（oublietteの能力）'
    """

    kind: ClassVar[str] = "exiled_by_effect"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    """``player`` discards ``amount`` cards (701.9) by the ability of
    ``source``: hands are not on the board, so nothing on it changes.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CardsDiscarded('701.9', 'B', 1, 'ninja')
    >>> event.kind, event.rule
    ('cards_discarded', '701.9')
    >>> describe_event(event)
    'B discards 1 card(s); the battlefield does not change (ability of ninja)'
    >>> describe_event(event, "ja")
    'Bはカードを1枚捨てる。戦場は変わらない（ninjaの能力）'
    """

    kind: ClassVar[str] = "cards_discarded"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class DiesAbilityTriggered(Event):
    """An ability of ``source`` triggers on ``event`` in a combat damage step:
    ``about`` died (``dies``, 700.4; ``dealt_damage_by_dies``, after it was
    dealt damage by ``source`` this turn) or gained ``amount`` life
    (``gain_life``, 119.9), or the player ``about`` was dealt ``amount``
    combat damage in the step (``you_dealt_damage``,
    ``opponent_dealt_damage``: all of it at once, 510.2). It goes on the
    stack with the step's other triggers (603.3b, 510.3a). ``effect`` is its effect in words.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DiesAbilityTriggered('603.3b', 'imp', 'elf', 'dies', 0, 'you gain 2 life')
    >>> event.kind, event.rule
    ('dies_ability_triggered', '603.3b')
    >>> print(describe_event(event))
    elf dies: the ability of imp triggers and goes on the stack (you gain 2 life)
    >>> describe_event(event, "ja")
    'elfが死亡した：impの能力が誘発し、スタックに置かれる（カードに書かれた効果）'
    """

    kind: ClassVar[str] = "dies_ability_triggered"
    source: str
    about: str
    event: str
    amount: int
    effect: str
