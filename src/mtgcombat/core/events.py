"""Typed combat events, each with the rule that produces it.

The declare blockers step's trigger points (509.1i; the trigger conditions of
509.5a-g in the 2023 numbering, 509.3a-g now) are events here, so an engine
can fire "whenever ~ blocks" and friends exactly once where the rules say.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> gorger = Permanent(id="gorger", controller="A", power=5, toughness=6, attacking="B")
>>> guard = Permanent(id="guard", controller="B", power=0, toughness=3, blocking=("gorger",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(gorger, guard),
...               active_player="A")
>>> [e.to_json()["kind"] for e in block_events(board, RuleSet.CURRENT)]
['blocks', 'blocks_creature', 'becomes_blocked', 'becomes_blocked_by', 'blocked_by_count']
"""

from __future__ import annotations

import types
from collections.abc import Callable
from dataclasses import fields
from typing import TYPE_CHECKING, ClassVar

from mtgcombat.core.model import Board, fast_init, fast_new
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, with the rule that makes it happen.

    >>> Event("510.2").to_json()
    {'kind': 'event', 'rule': '510.2'}
    >>> isinstance(LifeLost("120.3a", "B", 3, "ogre"), Event)
    True
    """

    kind: ClassVar[str] = "event"
    rule: str

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dictionary: ``kind``, ``rule`` and the event's fields.

        >>> doc = DamageDealt("510.2", "ogre", "elf", 5, True, "regular").to_json()
        >>> doc["kind"], doc["rule"], doc["recipient"], doc["amount"]
        ('damage_dealt', '510.2', 'elf', 5)
        """
        write = _JSON_WRITERS.get(type(self))
        if write is None:
            write = _JSON_WRITERS[type(self)] = _json_writer(type(self))
        return write(self)


_JSON_WRITERS: dict[type, Callable[[Event], dict[str, object]]] = {}
"""Each event class's ``to_json`` body, made on first use (it runs per
event of every combat a batch resolves)."""


def _json_writer(cls: type[Event]) -> Callable[[Event], dict[str, object]]:
    """A function that builds the event's dictionary in one display: the
    fields read as plain attributes, which the interpreter specializes
    (about twice as quick as ``getattr`` by name in a loop, on six fields)."""
    names = [f.name for f in fields(cls)]
    items = "".join(f", {name!r}: self.{name}" for name in names)
    namespace: dict[str, object] = {}
    exec(f"def to_json(self):\n    return {{'kind': {cls.kind!r}{items}}}\n", namespace)
    writer = namespace["to_json"]
    return writer  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Blocks(Event):
    """A creature blocks ("whenever ~ blocks"): once per combat.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Blocks('509.3a', 'elf')
    >>> event.kind, event.rule
    ('blocks', '509.3a')
    >>> describe_event(event)
    'elf blocks'
    >>> describe_event(event, "ja")
    'elfがブロックする'
    """

    kind: ClassVar[str] = "blocks"
    blocker: str


@dataclass(frozen=True, slots=True)
class BlocksCreature(Event):
    """A creature blocks a particular attacker: once per attacker.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BlocksCreature('509.3b', 'elf', 'ogre')
    >>> event.kind, event.rule
    ('blocks_creature', '509.3b')
    >>> describe_event(event)
    'elf blocks ogre'
    >>> describe_event(event, "ja")
    'elfがogreをブロックする'
    """

    kind: ClassVar[str] = "blocks_creature"
    blocker: str
    attacker: str


@dataclass(frozen=True, slots=True)
class BecomesBlocked(Event):
    """An attacker becomes blocked: once, however many blockers.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BecomesBlocked('509.3c', 'ogre')
    >>> event.kind, event.rule
    ('becomes_blocked', '509.3c')
    >>> describe_event(event)
    'ogre becomes blocked'
    >>> describe_event(event, "ja")
    'ogreがブロックされる'
    """

    kind: ClassVar[str] = "becomes_blocked"
    attacker: str


@dataclass(frozen=True, slots=True)
class BecomesBlockedBy(Event):
    """An attacker becomes blocked by a creature: once per blocker.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BecomesBlockedBy('509.3d', 'ogre', 'elf')
    >>> event.kind, event.rule
    ('becomes_blocked_by', '509.3d')
    >>> describe_event(event)
    'ogre becomes blocked by elf'
    >>> describe_event(event, "ja")
    'ogreがelfにブロックされる'
    """

    kind: ClassVar[str] = "becomes_blocked_by"
    attacker: str
    blocker: str


@dataclass(frozen=True, slots=True)
class BlockedByCount(Event):
    """How many creatures block an attacker, for "blocked by N or more".

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BlockedByCount('509.3e', 'ogre', 2)
    >>> event.kind, event.rule
    ('blocked_by_count', '509.3e')
    >>> describe_event(event)
    'ogre is blocked by 2 creature(s)'
    >>> describe_event(event, "ja")
    'ogreは2体のクリーチャーにブロックされている'
    """

    kind: ClassVar[str] = "blocked_by_count"
    attacker: str
    count: int


@dataclass(frozen=True, slots=True)
class AttacksAndIsntBlocked(Event):
    """An attacker got no blockers at all.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = AttacksAndIsntBlocked('509.3g', 'ogre')
    >>> event.kind, event.rule
    ('attacks_and_isnt_blocked', '509.3g')
    >>> describe_event(event)
    "ogre attacks and isn't blocked"
    >>> describe_event(event, "ja")
    'ogreは攻撃してブロックされない'
    """

    kind: ClassVar[str] = "attacks_and_isnt_blocked"
    attacker: str


@dataclass(frozen=True, slots=True)
class TappedToAttack(Event):
    """An attacker without vigilance becomes tapped as it attacks (508.1f).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TappedToAttack('508.1f', 'ogre')
    >>> event.kind, event.rule
    ('tapped_to_attack', '508.1f')
    >>> describe_event(event)
    'ogre becomes tapped as it attacks'
    >>> describe_event(event, "ja")
    'ogreは攻撃するに際してタップ状態になる'
    """

    kind: ClassVar[str] = "tapped_to_attack"
    creature: str


def block_trigger_rule(rules: RuleSet, letter: str) -> str:
    """The number of a block trigger rule: 509.5a-g in 2023, 509.3a-g now.

    >>> from mtgcombat.core.ruleset import RuleSet
    >>> block_trigger_rule(RuleSet.R2023, "a"), block_trigger_rule(RuleSet.CURRENT, "a")
    ('509.5a', '509.3a')
    """
    return ("509.5" if rules.has_damage_assignment_order else "509.3") + letter


def block_events(board: Board, rules: RuleSet | str) -> tuple[Event, ...]:
    """The trigger events of declaring the board's blocks (509.1i), in board
    order. Creatures that entered the battlefield blocking did not block
    (509.7, 509.4 now) and are left out; an attacker blocked only by such
    creatures still counts as not blocked for "isn't blocked" (509.5g, 509.3g),
    since no blocker was declared for it.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> [e.rule for e in block_events(board, "current")]
    ['509.3a', '509.3b', '509.3c', '509.3d', '509.3e']
    """
    rules = RuleSet.coerce(rules)
    out: list[Event] = []
    declared: dict[str, list[str]] = {}
    for perm in board.permanents:
        if not perm.blocking or perm.entered_blocking or not perm.is_creature:
            continue
        out.append(Blocks(block_trigger_rule(rules, "a"), perm.id))
        # Blocking one member of a band blocks the whole band (702.22h).
        for attacker in board.declared_blocked_by(perm.id):
            out.append(BlocksCreature(block_trigger_rule(rules, "b"), perm.id, attacker))
            declared.setdefault(attacker, []).append(perm.id)
    for attacker in board.attackers():
        blockers = declared.get(attacker, [])
        if blockers:
            out.append(BecomesBlocked(block_trigger_rule(rules, "c"), attacker))
            out.extend(
                BecomesBlockedBy(block_trigger_rule(rules, "d"), attacker, b) for b in blockers
            )
            out.append(BlockedByCount(block_trigger_rule(rules, "e"), attacker, len(blockers)))
        elif not board.permanent(attacker).blocked:
            out.append(AttacksAndIsntBlocked(block_trigger_rule(rules, "g"), attacker))
    return tuple(out)


# ---------------------------------------------------------------------------
# Combat damage (510.2, 120) and state-based actions (704)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    """Damage dealt (120.4b): the 510.3a trigger point for "deals combat damage".

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DamageDealt('120.4b', 'ogre', 'elf', 2, True, 'regular')
    >>> event.kind, event.rule
    ('damage_dealt', '120.4b')
    >>> describe_event(event)
    'ogre deals 2 combat damage to elf'
    >>> describe_event(event, "ja")
    'ogreがelfに2点の戦闘ダメージを与える'
    """

    kind: ClassVar[str] = "damage_dealt"
    source: str
    recipient: str
    amount: int
    combat: bool
    step: str


@dataclass(frozen=True, slots=True)
class DamagePrevented(Event):
    """Damage that would have been dealt and was prevented (615, 702.16e).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DamagePrevented('615.7', 'ogre', 'elf', 3, 'shield')
    >>> event.kind, event.rule
    ('damage_prevented', '615.7')
    >>> describe_event(event)
    '3 damage from ogre to elf is prevented (shield)'
    >>> describe_event(event, "ja")
    'ogreからelfへの3点のダメージは軽減される（軽減の盾）'
    """

    kind: ClassVar[str] = "damage_prevented"
    source: str
    recipient: str
    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class LifeLost(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LifeLost('120.3a', 'B', 3, 'ogre')
    >>> event.kind, event.rule
    ('life_lost', '120.3a')
    >>> describe_event(event)
    'B loses 3 life'
    >>> describe_event(event, "ja")
    'Bは3点のライフを失う'
    """

    kind: ClassVar[str] = "life_lost"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class LifeGained(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LifeGained('119.3', 'B', 3, 'guard')
    >>> event.kind, event.rule
    ('life_gained', '119.3')
    >>> describe_event(event)
    'B gains 3 life (ability of guard)'
    >>> describe_event(event, "ja")
    'Bは3点のライフを得る（guardの能力）'
    """

    kind: ClassVar[str] = "life_gained"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class LifeGainPrevented(Event):
    """A gain of life that did not happen ("can't gain life", 120.4c).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LifeGainPrevented('120.4c', 'A', 3, 'vampire')
    >>> event.kind, event.rule
    ('life_gain_prevented', '120.4c')
    >>> describe_event(event)
    "A can't gain life: 3 from vampire is not gained"
    >>> describe_event(event, "ja")
    'Aはライフを得られない（vampireからの3点）'
    """

    kind: ClassVar[str] = "life_gain_prevented"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class CountersPut(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CountersPut('120.3g', 'B', 'poison', 2, 'rat')
    >>> event.kind, event.rule
    ('counters_put', '120.3g')
    >>> describe_event(event)
    '2 poison counter(s) put on B'
    >>> describe_event(event, "ja")
    'Bに毒カウンターが2個置かれる'
    """

    kind: ClassVar[str] = "counters_put"
    target: str
    counter: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class CountersRemoved(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CountersRemoved('120.3c', 'walker', 'loyalty', 1, 'ogre')
    >>> event.kind, event.rule
    ('counters_removed', '120.3c')
    >>> describe_event(event)
    '1 loyalty counter(s) removed from walker'
    >>> describe_event(event, "ja")
    'walkerから忠誠カウンターが1個取り除かれる'
    """

    kind: ClassVar[str] = "counters_removed"
    target: str
    counter: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class DamageMarked(Event):
    """Damage marked on a creature (120.3e).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DamageMarked('120.3e', 'elf', 2, 'ogre')
    >>> event.kind, event.rule
    ('damage_marked', '120.3e')
    >>> describe_event(event)
    'elf has 2 damage marked on it'
    >>> describe_event(event, "ja")
    'elfは2点のダメージを負う'
    """

    kind: ClassVar[str] = "damage_marked"
    creature: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class Destroyed(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Destroyed('704.5g', 'elf')
    >>> event.kind, event.rule
    ('destroyed', '704.5g')
    >>> describe_event(event)
    'elf is destroyed'
    >>> describe_event(event, "ja")
    'elfは破壊される'
    """

    kind: ClassVar[str] = "destroyed"
    permanent: str


@dataclass(frozen=True, slots=True)
class Regenerated(Event):
    """A regeneration shield replaced destruction (701.15 in 2023, 701.19 now).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Regenerated('701.19', 'troll')
    >>> event.kind, event.rule
    ('regenerated', '701.19')
    >>> describe_event(event)
    'troll regenerates: damage removed, tapped, removed from combat'
    >>> describe_event(event, "ja")
    'trollは再生する（ダメージが取り除かれ、タップされ、戦闘から取り除かれる）'
    """

    kind: ClassVar[str] = "regenerated"
    permanent: str


@dataclass(frozen=True, slots=True)
class DestructionPrevented(Event):
    """Indestructible (702.12b) stopped a destruction.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DestructionPrevented('702.12b', 'golem')
    >>> event.kind, event.rule
    ('not_destroyed', '702.12b')
    >>> describe_event(event)
    'golem is indestructible and is not destroyed'
    >>> describe_event(event, "ja")
    'golemは破壊不能であり、破壊されない'
    """

    kind: ClassVar[str] = "not_destroyed"
    permanent: str


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PutIntoGraveyard('704.5g', 'elf')
    >>> event.kind, event.rule
    ('put_into_graveyard', '704.5g')
    >>> describe_event(event)
    "elf is put into its owner's graveyard"
    >>> describe_event(event, "ja")
    'elfはオーナーの墓地に置かれる'
    """

    kind: ClassVar[str] = "put_into_graveyard"
    permanent: str


@dataclass(frozen=True, slots=True)
class SiegeTriggered(Event):
    """The last defense counter was removed from a Siege: its own triggered
    ability triggers (310.11b: exile it, then its controller may cast it
    transformed). While that ability waits, 704.5v leaves the battle alone.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = SiegeTriggered('310.11b', 'siege')
    >>> event.kind, event.rule
    ('siege_triggers', '310.11b')
    >>> describe_event(event)
    'the last defense counter was removed from siege: its Siege ability triggers (exi...'
    >>> describe_event(event, "ja")
    'siegeから最後の守備カウンターが取り除かれ、包囲戦の能力が誘発する（それを追放し、その...'
    """

    kind: ClassVar[str] = "siege_triggers"
    permanent: str


@dataclass(frozen=True, slots=True)
class Exiled(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Exiled('310.11b', 'siege')
    >>> event.kind, event.rule
    ('exiled', '310.11b')
    >>> describe_event(event)
    'siege is exiled'
    >>> describe_event(event, "ja")
    'siegeは追放される'
    """

    kind: ClassVar[str] = "exiled"
    permanent: str


@dataclass(frozen=True, slots=True)
class PlayerLost(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PlayerLost('704.5a', 'B')
    >>> event.kind, event.rule
    ('player_lost', '704.5a')
    >>> describe_event(event)
    'B loses the game'
    >>> describe_event(event, "ja")
    'Bはゲームに敗北する'
    """

    kind: ClassVar[str] = "player_lost"
    player: str


@dataclass(frozen=True, slots=True)
class LeftGame(Event):
    """A permanent of a player who lost a multiplayer game leaves the game
    with them (800.4a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LeftGame('800.4a', 'ogre', 'B')
    >>> event.kind, event.rule
    ('left_game', '800.4a')
    >>> describe_event(event)
    'ogre leaves the game with B'
    >>> describe_event(event, "ja")
    'ogreはBとともにゲームを離れる'
    """

    kind: ClassVar[str] = "left_game"
    permanent: str
    player: str


@dataclass(frozen=True, slots=True)
class RemovedFromCombat(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = RemovedFromCombat('506.4', 'troll')
    >>> event.kind, event.rule
    ('removed_from_combat', '506.4')
    >>> describe_event(event)
    'troll is removed from combat'
    >>> describe_event(event, "ja")
    'trollは戦闘から取り除かれる'
    """

    kind: ClassVar[str] = "removed_from_combat"
    permanent: str


@dataclass(frozen=True, slots=True)
class NotInCombat(Event):
    """An effect that removes a creature from combat, aimed at one that is
    not in combat (not yet declared as an attacker or blocker, or already
    removed): it does nothing (506.4).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = NotInCombat('506.4', 'troll')
    >>> event.kind, event.rule
    ('not_in_combat', '506.4')
    >>> describe_event(event)
    'troll is not in combat: removing it from combat does nothing'
    >>> describe_event(event, "ja")
    'trollは戦闘に参加していないので、戦闘から取り除いても何も起こらない'
    """

    kind: ClassVar[str] = "not_in_combat"
    permanent: str


@dataclass(frozen=True, slots=True)
class StepBegins(Event):
    """Example.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = StepBegins('510.1', 'regular')
    >>> event.kind, event.rule
    ('step', '510.1')
    >>> describe_event(event)
    '-- regular combat damage step --'
    >>> describe_event(event, "ja")
    '-- 通常の戦闘ダメージ・ステップ --'
    """

    kind: ClassVar[str] = "step"
    step: str


@dataclass(frozen=True, slots=True)
class DamageRemoved(Event):
    """Marked damage removed (514.2 cleanup, or regeneration).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DamageRemoved('514.2', 'ogre', 3)
    >>> event.kind, event.rule
    ('damage_removed', '514.2')
    >>> describe_event(event)
    '3 damage is removed from ogre'
    >>> describe_event(event, "ja")
    'ogreから3点のダメージが取り除かれる'
    """

    kind: ClassVar[str] = "damage_removed"
    permanent: str
    amount: int


@dataclass(frozen=True, slots=True)
class RegenerationShieldsEnded(Event):
    """Unused regeneration shields end with the turn (514.2): each lasts only
    "this turn" (701.15 in 2023, 701.19 now).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = RegenerationShieldsEnded('514.2', 'troll', 1)
    >>> event.kind, event.rule
    ('regeneration_shields_end', '514.2')
    >>> describe_event(event)
    '1 unused regeneration shield(s) on troll end'
    >>> describe_event(event, "ja")
    'trollの使われなかった再生の盾1個が消える'
    """

    kind: ClassVar[str] = "regeneration_shields_end"
    permanent: str
    amount: int


@dataclass(frozen=True, slots=True)
class PreventionShieldEnded(Event):
    """What is left of a "prevent the next N damage this turn" shield on a
    permanent or player ends with the turn (514.2).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = PreventionShieldEnded('514.2', 'ogre', 2)
    >>> event.kind, event.rule
    ('prevention_shield_ends', '514.2')
    >>> describe_event(event)
    'the shield preventing the next 2 damage to ogre ends'
    >>> describe_event(event, "ja")
    'ogreへの次の2点のダメージを軽減する効果が終わる'
    """

    kind: ClassVar[str] = "prevention_shield_ends"
    target: str
    amount: int


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
    'B draws 1 card(s); the board does not change (ability of owl)'
    >>> describe_event(event, "ja")
    'Bはカードを1枚引く。盤面は変わらない（owlの能力）'
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


# ---------------------------------------------------------------------------
# Commander, Two-Headed Giant and combat damage triggers (903.10a, 810, 510.3a)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CommanderDamage(Event):
    """The combat damage ``commander`` dealt ``player`` is added to what it
    has dealt that player over the game (903.10a); ``total`` is the new sum.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CommanderDamage('903.10a', 'B', 'ghave', 5, 21)
    >>> event.kind, event.rule
    ('commander_damage', '903.10a')
    >>> describe_event(event)
    'commander ghave has now dealt B 21 combat damage this game (5 in this step)'
    >>> describe_event(event, "ja")
    '統率者ghaveがこのゲームでBに与えた戦闘ダメージは21点になる（このステップで5点）'
    """

    kind: ClassVar[str] = "commander_damage"
    player: str
    commander: str
    amount: int
    total: int


@dataclass(frozen=True, slots=True)
class TeamTotals(Event):
    """What happened to the players of a Two-Headed Giant team is applied to
    the team's shared life total and poison counters (810.9, 810.10).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TeamTotals('810.9', 'B1+B2', 24, 0)
    >>> event.kind, event.rule
    ('team_totals', '810.9')
    >>> describe_event(event)
    'team B1+B2 now has 24 life and 0 poison counter(s)'
    >>> describe_event(event, "ja")
    'チームB1+B2のライフは24点、毒カウンターは0個になる'
    """

    kind: ClassVar[str] = "team_totals"
    team: str
    life: int
    poison: int


@dataclass(frozen=True, slots=True)
class CombatDamageTriggered(Event):
    """A "whenever ~ deals combat damage to a player / a creature" ability of
    ``source`` triggers (603.2): ``amount`` is the combat damage it dealt
    ``recipient`` in this step. It goes on the stack as the step's triggers do
    (510.3a); its effect, ``effect``, is not carried out unless the engine
    models it (a delayed destruction at end of combat).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CombatDamageTriggered('510.3a', 'ninja', 'B', 2, 'draw a card')
    >>> event.kind, event.rule
    ('combat_damage_trigger', '510.3a')
    >>> describe_event(event)
    'ninja dealt 2 combat damage to B: its ability triggers and goes on the stack ("draw a card")'
    >>> describe_event(event, "ja")
    'ninjaはBに2点の戦闘ダメージを与えた：その能力が誘発し、スタックに置かれる（カードに書かれた効果）'
    """

    kind: ClassVar[str] = "combat_damage_trigger"
    source: str
    recipient: str
    amount: int
    effect: str


@dataclass(frozen=True, slots=True)
class DestroyAtEndOfCombat(Event):
    """A resolving ability of ``source`` sets up a delayed triggered ability
    (603.7): destroy ``permanent`` at end of combat. It triggers as the end
    of combat step begins (511.2).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DestroyAtEndOfCombat('603.7', 'elf', 'basilisk')
    >>> event.kind, event.rule
    ('destroy_at_end_of_combat', '603.7')
    >>> describe_event(event)
    'elf will be destroyed at end of combat (ability of basilisk)'
    >>> describe_event(event, "ja")
    'elfは戦闘終了時に破壊される（basiliskの能力）'
    """

    kind: ClassVar[str] = "destroy_at_end_of_combat"
    permanent: str
    source: str


# Events are made by the hundred in a combat: give every event class the
# quicker __init__ (the classes bound here, not the pre-slots originals that
# __subclasses__ would also list).
for _event_class in [v for v in globals().values() if isinstance(v, type) and issubclass(v, Event)]:
    fast_init(_event_class)


# The events the combat damage step makes for every hit and death, made
# without the class call: ``made.DamageDealt(...)`` is ``DamageDealt(...)``
# (model.fast_new). A module object, so that each read is a specialized
# module attribute lookup, and the call still names its class (the rule
# citations' source scan finds it). The rules core binds the makers it uses
# once, as Final names ``_new_<class>`` (C statics in the compiled build).
if TYPE_CHECKING:

    class _Made:
        StepBegins: type[StepBegins]
        RemovedFromCombat: type[RemovedFromCombat]
        DamageRemoved: type[DamageRemoved]
        DamageDealt: type[DamageDealt]
        DamageMarked: type[DamageMarked]
        CountersPut: type[CountersPut]
        LifeLost: type[LifeLost]
        LifeGained: type[LifeGained]
        PlayerLost: type[PlayerLost]
        Destroyed: type[Destroyed]
        PutIntoGraveyard: type[PutIntoGraveyard]

    made: _Made
else:
    made = types.ModuleType(f"{__name__}.made", "Hot events, made without the class call.")
    for _event_class in (
        StepBegins,
        RemovedFromCombat,
        DamageRemoved,
        DamageDealt,
        DamageMarked,
        CountersPut,
        LifeLost,
        LifeGained,
        PlayerLost,
        Destroyed,
        PutIntoGraveyard,
    ):
        setattr(made, _event_class.__name__, fast_new(_event_class))
