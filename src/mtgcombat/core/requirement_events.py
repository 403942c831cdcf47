"""The events of an attack requirement a spell creates during combat
("Target creature attacks this turn if able.": 508.1d) and of an attacking
creature a spell makes blocked ("Target unblocked attacking creature becomes
blocked.": 509.1h), damage a spell makes unpreventable (615.12) and
players who can't gain life this turn (119.7), and a delayed triggered
ability a spell creates for the next end step (603.7a)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class AttackRequirementThisTurn(Event):
    """As ``source`` resolves, ``creature`` attacks this turn if able
    (508.1d). Cast once attackers are declared (every point of a timeline
    is), the requirement has no declaration of attackers left to apply to
    in this combat: it changes nothing here.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = AttackRequirementThisTurn('508.1d', 'bear', 'timeline[0]')
    >>> event.kind, event.rule
    ('attack_requirement_this_turn', '508.1d')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    bear attacks this turn if able (timeline[0]); attackers were declared
    already, so this combat has no declaration it applies to
    >>> describe_event(event, "ja")
    'bearはこのターン、可能なら攻撃する（timeline[0]）。攻撃クリーチャーはすでに指定されているため、この戦闘で適用される指定はない'
    """

    kind: ClassVar[str] = "attack_requirement_this_turn"
    creature: str
    source: str


@dataclass(frozen=True, slots=True)
class BlockedByEffect(Event):
    """As ``source`` resolves, the unblocked attacking ``creature`` becomes
    blocked (509.1h): no creature blocks it, and it stays blocked for the
    rest of combat. It deals no combat damage (510.1c) unless it has
    trample (its damage all to the player, planeswalker or battle it
    attacks, 702.19d) or may assign it as though it weren't blocked.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BlockedByEffect('509.1h', 'bear', 'timeline[0]')
    >>> event.kind, event.rule
    ('blocked_by_effect', '509.1h')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    bear becomes blocked (timeline[0]): no creature blocks it, and it stays blocked
    for the rest of combat
    >>> describe_event(event, "ja")
    'bearはブロックされた状態になる（timeline[0]）。ブロックしているクリーチャーはいないが、戦闘の終了までブロックされた状態のままである'
    """

    kind: ClassVar[str] = "blocked_by_effect"
    creature: str
    source: str


@dataclass(frozen=True, slots=True)
class DamageUnpreventable(Event):
    """As ``source`` of ``player`` resolves, damage can't be prevented this
    turn (615.12): all damage, or with ``own`` only the damage ``source``
    deals. Prevention effects still apply to it but prevent none of it.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DamageUnpreventable('615.12', 'B', False, 'timeline[0]')
    >>> event.kind, event.rule
    ('damage_unpreventable', '615.12')
    >>> describe_event(event)
    "timeline[0] (B): until end of turn, damage can't be prevented"
    >>> describe_event(event, "ja")
    'timeline[0]（B）：ターン終了時まで、ダメージは軽減できない'
    >>> describe_event(DamageUnpreventable('615.12', 'B', True, 'timeline[0]'))
    "timeline[0] (B): the damage timeline[0] deals can't be prevented"
    """

    kind: ClassVar[str] = "damage_unpreventable"
    player: str
    own: bool
    source: str


@dataclass(frozen=True, slots=True)
class PlayersCantGainLife(Event):
    """As ``source`` resolves, players can't gain life this turn (119.7);
    ``players`` are those it marked (the others could not already).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PlayersCantGainLife('119.7', ('A', 'B'), 'timeline[0]')
    >>> event.kind, event.rule
    ('players_cant_gain_life', '119.7')
    >>> describe_event(event)
    "timeline[0]: players can't gain life this turn"
    >>> describe_event(event, "ja")
    'timeline[0]：このターン、プレイヤーはライフを得られない'
    """

    kind: ClassVar[str] = "players_cant_gain_life"
    players: tuple[str, ...]
    source: str


@dataclass(frozen=True, slots=True)
class DelayedTriggerCreated(Event):
    """As ``source`` resolves it creates a delayed triggered ability
    (603.7a) that triggers at the beginning of the next end step (513.1),
    after this combat: ``action`` (``exile``, ``sacrifice``, ``destroy``,
    ``return``, ``return_counter``, ``bounce``, or one of them with
    ``_if_attacked``) on ``objects`` (none: what the spell made).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DelayedTriggerCreated('603.7a', 'exile', ('bear',), 'timeline[0]')
    >>> event.kind, event.rule
    ('delayed_trigger_created', '603.7a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    timeline[0]: at the beginning of the next end step, bear is exiled (a delayed
    triggered ability; it triggers after this combat)
    >>> describe_event(event, "ja")
    'timeline[0]：次の終了ステップの開始時に、bearは追放される（遅延誘発型能力。この戦闘の後で誘発する）'
    """

    kind: ClassVar[str] = "delayed_trigger_created"
    action: str
    objects: tuple[str, ...]
    source: str


__all__ = [
    "AttackRequirementThisTurn",
    "BlockedByEffect",
    "DamageUnpreventable",
    "DelayedTriggerCreated",
    "PlayersCantGainLife",
]
