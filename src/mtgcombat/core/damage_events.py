"""The events of combat damage (510.2, 120) and of state-based actions
(704): damage dealt, prevented and marked, life lost and gained, counters,
destruction, regeneration, creatures put into a graveyard or exiled, players
who lose or leave the game, and what ends with the step."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

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
    """A gain of life that did not happen ("can't gain life", 119.7; a Two-Headed
    Giant teammate's, 810.9g).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LifeGainPrevented('119.7', 'A', 3, 'vampire')
    >>> event.kind, event.rule
    ('life_gain_prevented', '119.7')
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
class LifeGainDrawn(Event):
    """A gain of life replaced by drawing that many cards ("if you would
    gain life, draw that many cards instead", 614.1a): ``amount`` cards.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = LifeGainDrawn('614.1a', 'A', 3, 'vampire')
    >>> event.kind, event.rule
    ('life_gain_drawn', '614.1a')
    >>> describe_event(event)
    'A draws 3 card(s) instead of gaining 3 life from vampire'
    >>> describe_event(event, "ja")
    'Aは（vampireからの）3点のライフを得る代わりにカードを3枚引く'
    """

    kind: ClassVar[str] = "life_gain_drawn"
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
    """A permanent owned by a player who lost a multiplayer game leaves the
    game with them (800.4a).

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
class AttacksPlayerWhoLeft(Event):
    """``creature`` still attacks ``player``, who has left the game: a player
    leaving removes nothing from combat (506.4), but no combat damage is
    assigned to them (800.4e).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = AttacksPlayerWhoLeft('800.4e', 'bear', 'B')
    >>> event.kind, event.rule
    ('attacks_player_who_left', '800.4e')
    >>> describe_event(event)
    'bear is still attacking B, who has left the game: no combat damage is assigned to B'
    >>> describe_event(event, "ja")
    'bearはゲームを離れたBをまだ攻撃しているが、Bには戦闘ダメージが割り振られない'
    """

    kind: ClassVar[str] = "attacks_player_who_left"
    creature: str
    player: str


@dataclass(frozen=True, slots=True)
class ControlReturned(Event):
    """``previous`` left the game: the effect that gave them control of
    ``permanent`` ends, and its owner ``controller`` controls it again
    (800.4a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = ControlReturned('800.4a', 'ogre', 'C', 'B')
    >>> event.kind, event.rule
    ('control_returned', '800.4a')
    >>> describe_event(event)
    'ogre goes back to C: the effect that gave B control of it ends as B leaves the game'
    >>> describe_event(event, "ja")
    'Bがゲームを離れるので、Bにogreのコントロールを与えていた効果が終わり、ogreはCのコントロールに戻る'
    """

    kind: ClassVar[str] = "control_returned"
    permanent: str
    controller: str
    previous: str


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
