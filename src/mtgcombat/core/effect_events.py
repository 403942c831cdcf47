"""The events of the effects of one permanent on others (611.3a, 613, 615)
and of the players' effects: an effect that starts or stops applying, damage
it prevents or changes, life loss it limits, a loss it prevents."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# Effects of one permanent on others (611.3a, 613, 615) and players' effects
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EffectApplies(Event):
    """A static ability's effect starts to apply to an object during combat
    (611.3a: it applies to whatever its selector matches now). ``what`` and
    ``value`` say what it changes (see :class:`~mtgcombat.core.model.EffectChange`).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = EffectApplies('613.4c', 'lord', 'elf', 'pt', '+1/+1')
    >>> event.kind, event.rule
    ('effect_applies', '613.4c')
    >>> describe_event(event)
    'the effect of lord by which elf gets +1/+1 now applies'
    >>> describe_event(event, "ja")
    'lordの効果が適用され、elfは+1/+1の修整を受ける'
    """

    kind: ClassVar[str] = "effect_applies"
    source: str
    affected: str
    what: str
    value: str


@dataclass(frozen=True, slots=True)
class EffectEnds(Event):
    """A static ability's effect stops applying to an object: its source left
    the battlefield, or the object no longer matches (611.3a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = EffectEnds('611.3a', 'lord', 'elf', 'pt', '+1/+1')
    >>> event.kind, event.rule
    ('effect_ends', '611.3a')
    >>> describe_event(event)
    'the effect of lord by which elf gets +1/+1 ends'
    >>> describe_event(event, "ja")
    'lordの効果（elfは+1/+1の修整を受ける）が終わる'
    """

    kind: ClassVar[str] = "effect_ends"
    source: str
    affected: str
    what: str
    value: str


@dataclass(frozen=True, slots=True)
class DamagePreventedByEffect(Event):
    """Combat damage prevented by a "prevent all combat damage that would be
    dealt by/to ..." effect (615.1); ``effect`` is the permanent whose
    ability it is, ``reason`` ``dealt_by`` or ``dealt_to``.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DamagePreventedByEffect('615.1', 'ogre', 'bear', 2, 'dealt_to', 'shield')
    >>> event.kind, event.rule
    ('effect_prevents_damage', '615.1')
    >>> describe_event(event)
    '2 combat damage from ogre to bear is prevented (effect of shield: all combat dam...'
    >>> describe_event(event, "ja")
    'ogreからbearへの2点の戦闘ダメージは軽減される（shieldの効果：それに与えられ...'
    """

    kind: ClassVar[str] = "effect_prevents_damage"
    source: str
    recipient: str
    amount: int
    reason: str
    effect: str


@dataclass(frozen=True, slots=True)
class DamageRuleApplied(Event):
    """A permanent's damage replacement or prevention ability changed a
    damage event as it would be dealt (614.1a, 614.9, 615.1a, 615.10,
    615.12). ``effect`` is the permanent with the ability; ``how`` says what
    it did: ``prevented`` (``amount`` of it), ``changed`` (from ``amount`` to
    ``result``), ``redirected`` (to ``result``, a permanent id),
    ``plus_counters`` / ``minus_counters`` (``amount`` counters instead of
    the damage), ``not_prevented`` (``amount`` that could not be prevented).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DamageRuleApplied('614.9', 'ogre', 'B', 3, 'redirected', 'guardian', 'guardian')
    >>> event.kind, event.rule
    ('damage_rule', '614.9')
    >>> describe_event(event)
    '3 damage from ogre that would be dealt to B is dealt to guardian instead (abilit...'
    >>> describe_event(event, "ja")
    'ogreからBに与えられる3点のダメージは、代わりにguardianに与えられる（guardianの能力）'
    """

    kind: ClassVar[str] = "damage_rule"
    source: str
    recipient: str
    amount: int
    how: str
    effect: str
    result: str = ""


@dataclass(frozen=True, slots=True)
class ReplacementOrder(Event):
    """Two or more replacement or prevention abilities of permanents apply to
    one damage event, and the affected player (or the controller of the
    affected permanent), ``chooser``, orders them (616.1): ``order`` holds the
    permanents whose abilities apply, in the order they are applied. ``how``
    is ``chosen`` when the scenario's ``replacement_order`` gives the order,
    ``default`` when the engine took its documented default (redirection,
    then prevention in board order, then changes of the amount in board
    order, then "counters instead").

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ReplacementOrder('616.1', 'ogre', 'bear', 'B', ('ward', 'furnace'), 'chosen')
    >>> event.kind, event.rule
    ('replacement_order', '616.1')
    >>> describe_event(event)
    'B orders the effects on the damage from ogre to bear: ward, furnace (replacement_order)'
    >>> describe_event(event, "ja")
    'Bはogreからbearへのダメージに適用する効果の順番を決める：ward、furnace（replacement_order）'
    """

    kind: ClassVar[str] = "replacement_order"
    source: str
    affected: str
    chooser: str
    order: tuple[str, ...]
    how: str


@dataclass(frozen=True, slots=True)
class LifeLossLimited(Event):
    """Damage that could not reduce a player's life total below 1 (a result of
    damage changed by an effect, 120.4c): the damage was dealt, ``amount`` of
    it caused no life loss.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LifeLossLimited('120.4c', 'B', 4, 'ogre')
    >>> event.kind, event.rule
    ('life_floor', '120.4c')
    >>> describe_event(event)
    "damage can't reduce B's life total below 1: 4 of the damage from ogre causes no life loss"
    >>> describe_event(event, "ja")
    'ダメージによってBのライフは1未満にならない：ogreからのダメージのうち4点はライフを失わせない'
    """

    kind: ClassVar[str] = "life_floor"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class LossPrevented(Event):
    """A player who would lose the game (704.5a, 704.5c) doesn't: an effect
    says they can't lose the game (104.3).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LossPrevented('104.3', 'B', '704.5a')
    >>> event.kind, event.rule
    ('loss_prevented', '104.3')
    >>> describe_event(event)
    "B would lose the game (704.5a) but can't lose the game"
    >>> describe_event(event, "ja")
    'Bは（704.5aにより）敗北するはずだが、ゲームに敗北しない'
    """

    kind: ClassVar[str] = "loss_prevented"
    player: str
    reason: str
