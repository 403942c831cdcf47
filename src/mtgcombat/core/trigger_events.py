"""The events of triggered abilities resolving: the keyword triggers of the
declare blockers step (702.23 rampage, 702.25 flanking, 702.45 bushido,
702.130 afflict), the triggered abilities cards carry and what they do, the
choices and targets made for them (603.3d, 603.5), and the attack triggers
and tokens of the combat's timeline."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# Keyword triggers of the declare blockers step (702.23, 702.25, 702.45, 702.130)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BushidoResolves(Event):
    """Bushido N resolved: ``creature`` gets +N/+N until end of turn (702.45a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BushidoResolves('702.45a', 'samurai', 2)
    >>> event.kind, event.rule
    ('bushido', '702.45a')
    >>> describe_event(event)
    'bushido 2 of samurai resolves: it gets +2/+2 until end of turn'
    >>> describe_event(event, "ja")
    'samuraiの武士道2が解決される：ターン終了時まで+2/+2の修整を受ける'
    """

    kind: ClassVar[str] = "bushido"
    creature: str
    amount: int


@dataclass(frozen=True, slots=True)
class RampageResolves(Event):
    """Rampage N resolved: ``creature``, blocked by ``blockers`` creatures,
    gets +``amount``/+``amount`` until end of turn (702.23a-b).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = RampageResolves('702.23a', 'ogre', 2, 3, 4)
    >>> event.kind, event.rule
    ('rampage', '702.23a')
    >>> describe_event(event)
    'rampage 2 of ogre resolves: blocked by 3 creature(s), it gets +4/+4 until end of turn'
    >>> describe_event(event, "ja")
    'ogreの暴れ回り2が解決される：3体のクリーチャーにブロックされているため、ターン終了時...'
    """

    kind: ClassVar[str] = "rampage"
    creature: str
    rampage: int
    blockers: int
    amount: int


@dataclass(frozen=True, slots=True)
class FlankingResolves(Event):
    """Flanking resolved: ``blocker`` (without flanking) gets -1/-1 until end
    of turn (702.25a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = FlankingResolves('702.25a', 'knight', 'squire')
    >>> event.kind, event.rule
    ('flanking', '702.25a')
    >>> describe_event(event)
    'flanking of knight resolves: squire gets -1/-1 until end of turn'
    >>> describe_event(event, "ja")
    'knightの側面攻撃が解決される：squireはターン終了時まで-1/-1の修整を受ける'
    """

    kind: ClassVar[str] = "flanking"
    creature: str
    blocker: str


@dataclass(frozen=True, slots=True)
class AfflictResolves(Event):
    """Afflict N resolved: the defending player loses N life (702.130a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = AfflictResolves('702.130a', 'horror', 'B', 2)
    >>> event.kind, event.rule
    ('afflict', '702.130a')
    >>> describe_event(event)
    'afflict 2 of horror resolves: B loses 2 life'
    >>> describe_event(event, "ja")
    'horrorの加虐2が解決される：Bは2点のライフを失う'
    """

    kind: ClassVar[str] = "afflict"
    creature: str
    player: str
    amount: int


@dataclass(frozen=True, slots=True)
class TriggerResolves(Event):
    """A triggered ability of the declare blockers step resolves (603.2: it
    triggered on its event; ``rule`` is the trigger condition, 509.3a-g now,
    509.5a-g in 2023). ``source`` is the permanent whose ability it is,
    ``creature`` the creature its event is about, ``event`` that event
    ("blocks", "blocks_creature", "becomes_blocked", "becomes_blocked_by",
    "unblocked"), ``other`` the other creature of the block ("" when none),
    ``ability`` the ability in words. The events of its effects follow,
    each with its own rule.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TriggerResolves('509.3a', 'guard', 'guard', 'blocks', '', 'you gain 3 life')
    >>> event.kind, event.rule
    ('trigger_resolves', '509.3a')
    >>> describe_event(event)
    'guard blocks: the triggered ability of guard resolves (you gain 3 life)'
    >>> describe_event(event, "ja")
    'guardがブロックしたため、guardの誘発型能力が解決される（「you gain 3 life」）'
    """

    kind: ClassVar[str] = "trigger_resolves"
    source: str
    creature: str
    event: str
    other: str
    ability: str


@dataclass(frozen=True, slots=True)
class PowerToughnessChanged(Event):
    """``creature`` gets +``power``/+``toughness`` until end of turn from a
    resolved ability of ``source`` (layer 7c, 613.4c).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PowerToughnessChanged('613.4c', 'guard', 0, 2, 'guard')
    >>> event.kind, event.rule
    ('pt_until_end_of_turn', '613.4c')
    >>> describe_event(event)
    'guard gets +0/+2 until end of turn (ability of guard)'
    >>> describe_event(event, "ja")
    'guardはターン終了時まで+0/+2の修整を受ける（guardの能力）'
    """

    kind: ClassVar[str] = "pt_until_end_of_turn"
    creature: str
    power: int
    toughness: int
    source: str


@dataclass(frozen=True, slots=True)
class KeywordChanged(Event):
    """``creature`` gains or loses (``change``) ``keyword`` until end of turn
    from a resolved ability of ``source`` (layer 6, 613.1f).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = KeywordChanged('613.1f', 'elf', 'gains', 'first strike', 'captain')
    >>> event.kind, event.rule
    ('keyword_until_end_of_turn', '613.1f')
    >>> describe_event(event)
    'elf gains first strike until end of turn (ability of captain)'
    >>> describe_event(event, "ja")
    'elfはターン終了時まで先制攻撃を得る（captainの能力）'
    """

    kind: ClassVar[str] = "keyword_until_end_of_turn"
    creature: str
    change: str
    keyword: str
    source: str


@dataclass(frozen=True, slots=True)
class CantBlockThisTurn(Event):
    """``creature`` can't block this turn, from a resolved ability of
    ``source`` (a restriction on blocking, 509.1b): "whenever ~ attacks,
    target creature can't block this turn" resolves before blockers are
    declared (508.2a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CantBlockThisTurn('509.1b', 'elf', 'heelcutter')
    >>> event.kind, event.rule
    ('cant_block_this_turn', '509.1b')
    >>> describe_event(event)
    "elf can't block this turn (ability of heelcutter)"
    >>> describe_event(event, "ja")
    'elfはこのターン、ブロックできない（heelcutterの能力）'
    """

    kind: ClassVar[str] = "cant_block_this_turn"
    creature: str
    source: str


@dataclass(frozen=True, slots=True)
class ChoiceMade(Event):
    """The controller of ``source``'s optional ("you may") triggered ability
    chooses, as it resolves (603.5), to do its effects (``taken``) or not.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ChoiceMade('603.5', 'guard', True)
    >>> event.kind, event.rule
    ('choice_made', '603.5')
    >>> describe_event(event)
    'the controller of guard chooses to do what its ability may do'
    >>> describe_event(event, "ja")
    'guardのコントローラーはその能力の「してもよい」を行うことを選ぶ'
    """

    kind: ClassVar[str] = "choice_made"
    source: str
    taken: bool


@dataclass(frozen=True, slots=True)
class TargetChosen(Event):
    """``target`` is chosen as the target of ``source``'s triggered ability as
    it goes on the stack (603.3d).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TargetChosen('603.3d', 'shaman', 'ogre')
    >>> event.kind, event.rule
    ('target_chosen', '603.3d')
    >>> describe_event(event)
    'ogre is chosen as the target of the triggered ability of shaman'
    >>> describe_event(event, "ja")
    'ogreがshamanの誘発型能力の対象に選ばれる'
    """

    kind: ClassVar[str] = "target_chosen"
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class ModesChosen(Event):
    """The controller of ``source``'s modal triggered ability chooses its
    ``modes`` (mode numbers in printed order, "" for none) as it goes on the
    stack (700.2b, 603.3c).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ModesChosen('700.2b', 'ghast', '2')
    >>> event.kind, event.rule
    ('modes_chosen', '700.2b')
    >>> describe_event(event)
    'the controller of ghast chooses mode 2 of its triggered ability'
    >>> describe_event(event, "ja")
    'ghastのコントローラーはその誘発型能力のモード2を選ぶ'
    """

    kind: ClassVar[str] = "modes_chosen"
    source: str
    modes: str


@dataclass(frozen=True, slots=True)
class TriggerRemoved(Event):
    """``source``'s triggered ability does nothing: it had no legal target as
    it went on the stack (603.3d) or its target became illegal (608.2b).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TriggerRemoved('603.3d', 'shaman', 'it deals 1 damage to target creature')
    >>> event.kind, event.rule
    ('trigger_removed', '603.3d')
    >>> describe_event(event)
    'the triggered ability of shaman has no legal target and is removed from the stac...'
    >>> describe_event(event, "ja")
    'shamanの誘発型能力は適正な対象がないため、スタックから取り除かれる（「it deal...'
    """

    kind: ClassVar[str] = "trigger_removed"
    source: str
    ability: str


@dataclass(frozen=True, slots=True)
class NoCombatDamage(Event):
    """``creature`` assigns no combat damage this turn (510.1a), by the
    ability of ``source``.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = NoCombatDamage('510.1a', 'ogre', 'fog')
    >>> event.kind, event.rule
    ('assigns_no_combat_damage', '510.1a')
    >>> describe_event(event)
    'ogre assigns no combat damage this turn (ability of fog)'
    >>> describe_event(event, "ja")
    'ogreはこのターン、戦闘ダメージを割り振らない（fogの能力）'
    """

    kind: ClassVar[str] = "assigns_no_combat_damage"
    creature: str
    source: str


@dataclass(frozen=True, slots=True)
class ReturnedToHand(Event):
    """The ability of ``source`` returns ``permanent`` to its owner's hand; it
    leaves combat (506.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ReturnedToHand('506.4', 'ogre', 'sprite')
    >>> event.kind, event.rule
    ('returned_to_hand', '506.4')
    >>> describe_event(event)
    "ogre returns to its owner's hand and leaves combat (ability of sprite)"
    >>> describe_event(event, "ja")
    'ogreはオーナーの手札に戻り、戦闘から離れる（spriteの能力）'
    """

    kind: ClassVar[str] = "returned_to_hand"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class Sacrificed(Event):
    """``permanent`` is sacrificed by the ability of ``source`` (701.21 now,
    701.17 in 2023).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Sacrificed('701.21', 'ogre', 'ogre')
    >>> event.kind, event.rule
    ('sacrificed', '701.21')
    >>> describe_event(event)
    'ogre is sacrificed (ability of ogre)'
    >>> describe_event(event, "ja")
    'ogreは生け贄に捧げられる（ogreの能力）'
    """

    kind: ClassVar[str] = "sacrificed"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class ColorChanged(Event):
    """``creature`` becomes ``colors`` (layer 5, 613.1e) by the ability of
    ``source``.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ColorChanged('613.1e', 'ogre', 'white', 'priest')
    >>> event.kind, event.rule
    ('color_changed', '613.1e')
    >>> describe_event(event)
    'ogre becomes white (ability of priest)'
    >>> describe_event(event, "ja")
    'ogreは白になる（priestの能力）'
    """

    kind: ClassVar[str] = "color_changed"
    creature: str
    colors: str
    source: str


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """``player`` draws ``amount`` cards (121.1) by the ability of ``source``:
    nothing on the battlefield changes.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CardsDrawn('121.1', 'B', 1, 'owl')
    >>> event.kind, event.rule
    ('cards_drawn', '121.1')
    >>> describe_event(event)
    'B draws 1 card(s); the battlefield does not change (ability of owl)'
    >>> describe_event(event, "ja")
    'Bはカードを1枚引く。戦場は変わらない（owlの能力）'
    """

    kind: ClassVar[str] = "cards_drawn"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class DestroyedByEffect(Event):
    """A resolving ability of ``source`` destroys ``permanent`` (701.8): it
    goes to its owner's graveyard.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DestroyedByEffect('701.8', 'ogre', 'basilisk')
    >>> event.kind, event.rule
    ('destroyed_by_effect', '701.8')
    >>> describe_event(event)
    'the ability of basilisk destroys ogre'
    >>> describe_event(event, "ja")
    'basiliskの能力がogreを破壊する'
    """

    kind: ClassVar[str] = "destroyed_by_effect"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class PreventionAdded(Event):
    """A resolved ability of ``source`` prevents, for the rest of the turn,
    all combat damage ``how`` (``dealt_by``, ``dealt_to``, ``both`` or
    ``all``) ``target`` (615.1); ``target`` is "" for all combat damage.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PreventionAdded('615.1', 'ogre', 'dealt_by', 'monk')
    >>> event.kind, event.rule
    ('prevention_until_end_of_turn', '615.1')
    >>> describe_event(event)
    'ogre: all combat damage the source would deal is prevented until end of turn (ab...'
    >>> describe_event(event, "ja")
    'ogre：ターン終了時まで発生源が与える戦闘ダメージはすべて軽減される（monkの能力）'
    """

    kind: ClassVar[str] = "prevention_until_end_of_turn"
    target: str
    how: str
    source: str


@dataclass(frozen=True, slots=True)
class RegenerationShieldAdded(Event):
    """A resolved ability of ``source`` gives ``permanent`` a regeneration
    shield (701.15 in 2023, 701.19 now).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = RegenerationShieldAdded('701.19', 'troll', 'troll')
    >>> event.kind, event.rule
    ('regeneration_shield', '701.19')
    >>> describe_event(event)
    'troll gets a regeneration shield (ability of troll)'
    >>> describe_event(event, "ja")
    'trollは再生の盾を得る（trollの能力）'
    """

    kind: ClassVar[str] = "regeneration_shield"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class AttackTriggerResolves(Event):
    """A keyword ability that triggers as attackers are declared resolves
    (``keyword``: "exalted" 702.83a, "battle cry" 702.91a, "melee" 702.121a):
    ``source`` has it, ``creature`` gets +``power``/+``toughness`` until end of
    turn. For melee ``count`` is the number of opponents attacked (702.121a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = AttackTriggerResolves('702.83a', 'exalted', 'angel', 'bear', 1, 1, 0)
    >>> event.kind, event.rule
    ('attack_trigger', '702.83a')
    >>> describe_event(event)
    'exalted of angel: bear attacks alone and gets +1/+1 until end of turn'
    >>> describe_event(event, "ja")
    'angelの賛美：bearは単独で攻撃しているので、ターン終了時まで+1/+1の修整を受ける'
    """

    kind: ClassVar[str] = "attack_trigger"
    keyword: str
    source: str
    creature: str
    power: int
    toughness: int
    count: int


@dataclass(frozen=True, slots=True)
class TimelineResolves(Event):
    """A timeline entry (a spell or ability cast between the steps) resolves
    (608.2): ``entry`` names it (``timeline[0]``), ``point`` is when it was
    cast, ``effect`` its sentence and ``targets`` what it targets.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TimelineResolves('608.2', 'timeline[0]', 'declare-attackers',
    ...                          'Destroy target creature.', ('bear',))
    >>> event.kind, event.rule
    ('timeline_resolves', '608.2')
    >>> describe_event(event)
    'timeline[0] resolves after attackers are declared: "Destroy target creature." (target: bear)'
    >>> describe_event(event, "ja")
    'timeline[0]が攻撃クリーチャー指定後に解決される：「Destroy target creature.」（対象：bear）'
    """

    kind: ClassVar[str] = "timeline_resolves"
    entry: str
    point: str
    effect: str
    targets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TimelineFizzles(Event):
    """A timeline entry's target is illegal as it would resolve (gone, or no
    longer what it must be): it does not resolve (608.2b).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TimelineFizzles('608.2b', 'timeline[1]', 'bear')
    >>> event.kind, event.rule
    ('timeline_fizzles', '608.2b')
    >>> describe_event(event)
    'timeline[1] does not resolve: its target bear is no longer legal'
    >>> describe_event(event, "ja")
    'timeline[1]は解決されない：対象のbearがもう適正でない'
    """

    kind: ClassVar[str] = "timeline_fizzles"
    entry: str
    target: str


@dataclass(frozen=True, slots=True)
class TimelineSkipped(Event):
    """A timeline entry for after first-strike damage, in a combat with no
    first-strike combat damage step (510.4): its point never comes.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TimelineSkipped('510.4', 'timeline[2]')
    >>> event.kind, event.rule
    ('timeline_skipped', '510.4')
    >>> describe_event(event)
    'timeline[2] is not cast: this combat has no first-strike combat damage step'
    >>> describe_event(event, "ja")
    'timeline[2]は唱えられない：この戦闘には先制攻撃の戦闘ダメージ・ステップがない'
    """

    kind: ClassVar[str] = "timeline_skipped"
    entry: str


@dataclass(frozen=True, slots=True)
class TokenEntersBlocking(Event):
    """A creature token is put onto the battlefield blocking ``attacker``
    (509.7 in 2023, 509.4 now); ``blocks`` is false when it can't block it
    (the attacker is gone or not attacking its controller: 509.7a / 509.4a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TokenEntersBlocking('509.4', 'saproling', 'spider', True, 'timeline[0]')
    >>> event.kind, event.rule
    ('token_enters_blocking', '509.4')
    >>> describe_event(event)
    'saproling enters the battlefield blocking spider (timeline[0])'
    >>> describe_event(event, "ja")
    'saprolingはspiderをブロックしている状態で戦場に出る（timeline[0]）'
    """

    kind: ClassVar[str] = "token_enters_blocking"
    token: str
    attacker: str
    blocks: bool
    source: str


@dataclass(frozen=True, slots=True)
class TokenPlacedInOrder(Event):
    """Under the 2023 rules, the active player places ``creature``, put onto
    the battlefield blocking ``attacker``, in that attacker's damage
    assignment order, which is now ``order``; the others keep their
    relative order (509.7). ``source`` is what put it there.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TokenPlacedInOrder('509.7', 'saproling', 'spider', ('saproling', 'minotaur'),
    ...                            'timeline[0]')
    >>> event.kind, event.rule
    ('token_placed_in_order', '509.7')
    >>> describe_event(event)  # doctest: +ELLIPSIS
    "the active player places saproling in spider's damage assignment order: saproling, ..."
    >>> describe_event(event, "ja")
    'アクティブ・プレイヤーはsaprolingをspiderのダメージ割り振り順に置く：saproling、minotaur（timeline[0]）'
    """

    kind: ClassVar[str] = "token_placed_in_order"
    creature: str
    attacker: str
    order: tuple[str, ...]
    source: str


@dataclass(frozen=True, slots=True)
class AbilityActivated(Event):
    """A timeline entry activates an ability of a permanent on the battlefield
    (602.2): ``entry`` names it (``timeline[0]``), ``permanent`` is its source
    and ``cost`` the cost paid as it is activated (602.2b, 118.3: "{T}" taps
    the source, "Sacrifice ~" sacrifices it; mana counts as paid).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = AbilityActivated('602.2', 'timeline[0]', 'dragon', '{R}')
    >>> event.kind, event.rule
    ('ability_activated', '602.2')
    >>> describe_event(event)
    'timeline[0] activates an ability of dragon, paying its cost {R} (mana counts as paid)'
    >>> describe_event(event, "ja")
    'timeline[0]がdragonの能力を起動し、コスト{R}を支払う（マナは支払われたものとする）'
    """

    kind: ClassVar[str] = "ability_activated"
    entry: str
    permanent: str
    cost: str
