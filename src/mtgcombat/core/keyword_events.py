"""The events of the combat keyword abilities carried out by
:mod:`mtgcombat.rules.keyword_triggers`: a keyword trigger resolving
(training 702.149a, dethrone 702.105a, mentor 702.134a, renown 702.112a,
ingest 702.115a) and umbra armor replacing a destruction (702.89a)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class KeywordTriggerResolves(Event):
    """A keyword's triggered ability resolves: ``keyword`` of ``source``
    puts ``amount`` +1/+1 counters on ``creature`` (training, dethrone,
    mentor, renown; for renown the creature also becomes renowned,
    702.112b), or ``player`` exiles the top card of their library (ingest,
    an event: libraries are not on the board). ``player`` is the player the
    trigger names: the attacked player for dethrone, the player dealt damage
    for renown and ingest. Under rule 603.4 renown does nothing (the
    creature became renowned before it resolved).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = KeywordTriggerResolves('702.149a', 'training', 'squire', 'squire', 1, '')
    >>> event.kind, event.rule
    ('keyword_trigger', '702.149a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    training of squire: squire attacks with a creature with greater power and gets
    1 +1/+1 counter(s)
    >>> describe_event(event, "ja")
    'squireの訓練：より大きなパワーを持つクリーチャーと共に攻撃しているので、squireは+1/+1カウンターを1個得る'
    """

    kind: ClassVar[str] = "keyword_trigger"
    keyword: str
    source: str
    creature: str
    amount: int
    player: str


@dataclass(frozen=True, slots=True)
class UmbraArmorReplaces(Event):
    """Umbra armor (702.89a; "totem armor" before 2023): ``creature``, which
    the Aura ``source`` enchants, would be destroyed; instead the ``damage`` marked on
    it is removed and the Aura is destroyed (a replacement effect, 614.1a).
    The creature stays on the battlefield, in combat and as tapped or
    untapped as it was.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = UmbraArmorReplaces('702.89a', 'bear', 'hyena', 3)
    >>> event.kind, event.rule
    ('umbra_armor', '702.89a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    umbra armor of hyena: bear would be destroyed; instead its 3 damage is removed
    and hyena is destroyed
    >>> describe_event(event, "ja")
    'hyenaの鎧：bearは破壊される代わりに、bearに負わされている3点のダメージが取り除かれ、hyenaが破壊される'
    """

    kind: ClassVar[str] = "umbra_armor"
    creature: str
    source: str
    damage: int


@dataclass(frozen=True, slots=True)
class ReturnedToBattlefield(Event):
    """Undying (702.93a) or persist (702.79a) of ``creature`` resolves: the
    card returns from its owner's graveyard to the battlefield under
    ``controller``'s control with a ``counter`` (``"+1/+1"`` or ``"-1/-1"``)
    counter on it: a new object (400.7), untapped, with no damage, neither
    attacking nor blocking (506.4). With the rule 400.7, a dies trigger
    with no intervening "if" returned it ("When this creature dies, return
    it to the battlefield tapped under its owner's control", granted by
    Feign Death): ``tapped`` or not, with the ``counter`` or none (``""``).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> feigned = ReturnedToBattlefield('400.7', 'bear', 'A', '', tapped=True)
    >>> print(describe_event(feigned))  # doctest: +NORMALIZE_WHITESPACE
    bear returns to the battlefield tapped under A's control, a new object
    neither attacking nor blocking
    >>> describe_event(feigned, "ja")
    'bearはタップ状態でAのコントロール下で戦場に戻る（攻撃にもブロックにも参加していない新しいオブジェクト）'
    >>> event = ReturnedToBattlefield('702.93a', 'wolf', 'B', '+1/+1')
    >>> event.kind, event.rule
    ('returned_to_battlefield', '702.93a')
    >>> print(describe_event(event))  # doctest: +NORMALIZE_WHITESPACE
    undying of wolf: wolf returns to the battlefield under B's control with
    a +1/+1 counter on it, a new object neither attacking nor blocking
    >>> describe_event(event, "ja")
    'wolfの不死：wolfは+1/+1カウンターが1個置かれた状態でBのコントロール下で戦場に戻る（攻撃にもブロックにも参加していない新しいオブジェクト）'
    """

    kind: ClassVar[str] = "returned_to_battlefield"
    creature: str
    controller: str
    counter: str
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class EntersTapped(Event):
    """``creature``, returned to the battlefield by undying or persist
    (702.93a, 702.79a), enters tapped: its own "~ enters the battlefield
    tapped" applies to it as it enters (a replacement effect, 614.1d, 614.12).
    Entering tapped is not becoming tapped (701.26a): nothing on becoming
    tapped triggers.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = EntersTapped('614.1d', 'messenger')
    >>> event.kind, event.rule
    ('enters_tapped', '614.1d')
    >>> print(describe_event(event))
    messenger enters the battlefield tapped (its own replacement effect)
    >>> describe_event(event, "ja")
    'messengerはタップ状態で戦場に出る（それ自身の置換効果）'
    """

    kind: ClassVar[str] = "enters_tapped"
    creature: str
